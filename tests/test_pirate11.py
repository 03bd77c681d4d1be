"""Coconut Pirate's small dice name their colour in letters a player reads at 1024x600, clear of the
symbol; its series picker marks legal, focused and picked tiles with the cues every table shares; a
Seat keys button waiting for its new key looks unlike any other; Continue tells the terminal why it
passes over an autosave."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import rules
from rules.core import Action
import tabletop.tables.coconut_pirate as pirate_table
from tabletop.art.dice import COLOUR_LETTERS, DICE_COLOURS, letter_size, letter_tab, symbol_box
from tabletop.scenes import keys_scene
from tabletop.scenes.keys_scene import WAITING_FILLS, KeysScene
from tabletop.scenes.menu import MainMenu
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.test_coconut_pirate_table import four_humans
from tests.test_continue4 import continue_question, edit_move, folder_with_an_edited_newest_autosave
from tests.test_cues7 import record_calls
from tests.test_saves_flow import folder_with_a_damaged_newest_autosave
from tests.test_walk6_keys import keys_screen
from tests.tiny_table import TinyTable
from tests.uitools import click, frames, key, make_app

WINDOW_SCALE = 600 / 1080
"""The logical 1920x1080 surface drawn on a 1024x600 window."""
HAND_SIZES = [43, 49, 56, 61, 64]
"""The seat panels' dice: 64 at two and three seats; at four, 61 for up to six dice in one hand, then 56,
49 and 43 for seven, eight and nine (smaller still for ten to twelve, where the letters keep their size
and the symbol shrinks)."""


@pytest.mark.usefixtures("font_module_only")
@pytest.mark.parametrize("side", [*HAND_SIZES, 76, 80, 96, 100])
@pytest.mark.parametrize("colour", sorted(DICE_COLOURS))
def test_a_dies_letters_read_at_1024x600_and_stand_clear_of_its_symbol(colour: str, side: int) -> None:
    """The corner letter was 8 px at 1024x600 and lay over the symbol's corner."""
    body = side - max(3, side // 24)
    assert letter_size(body) * WINDOW_SCALE >= 11
    inset = max(2, body // 24)
    tab = letter_tab(colour, letter_size(body)).get_rect(topleft=(inset, inset))
    symbol = symbol_box(colour, body)
    assert not tab.colliderect(symbol) and pygame.Rect(0, 0, body, body).contains(symbol)
    assert symbol.w >= body * (0.45 if side >= 49 else 0.33)


def test_each_colour_is_named_by_letters_a_player_reads() -> None:
    """Black was "K", a printer's letter nobody at the table reads as black."""
    assert len(set(COLOUR_LETTERS.values())) == len(COLOUR_LETTERS)
    for colour, letters in COLOUR_LETTERS.items():
        assert colour.capitalize().startswith(letters[0])
        assert not any(other != letters and other.startswith(letters) for other in COLOUR_LETTERS.values())


def test_the_series_picker_uses_the_shared_cues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pick had its own orange fill, red border and number; legal tiles had no mark at all."""
    app, table = four_humans(tmp_path)
    adapter = table.adapter
    view = {**table.view, "claimant": 0}
    tiles = dict(adapter._tiles())
    picked = record_calls(monkeypatch, pirate_table, "draw_picked_mark")
    rings = record_calls(monkeypatch, pirate_table, "draw_focus_ring")
    lit: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pirate_table, "draw_legal_frames", lambda surface, rects: lit.append(list(rects)))
    adapter.picked, adapter.cursor = ["skull", "red"], (0, 1)
    adapter._draw_picker(app.logical, view)
    lifted = {name: tiles[name].move(0, -pirate_table.PICKED_LIFT) for name in ("skull", "red")}
    assert picked == [lifted["skull"], lifted["red"]]
    assert lit == [[lifted.get(name, rect) for name, rect in tiles.items()]], "every tile may be picked"
    assert rings == [tiles["sword"]]
    picked.clear(), lit.clear()
    adapter.picked = ["skull", "red", "blue"]
    adapter._draw_picker(app.logical, view)
    assert lit == [[tiles[name].move(0, -pirate_table.PICKED_LIFT) for name in ("skull", "red", "blue")]], \
        "with three picked only a pick can be taken back"
    app.finish()


def keys_screen_waiting(tmp_path: Path) -> tuple[object, KeysScene]:
    """Seat keys opened from the menu, Seat 1's buzzer clicked: waiting for the new key."""
    app, scene = keys_screen(tmp_path)
    scene.on_gui(pygame.event.Event(keys_scene.pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons[(0, "buzz")]))
    frames(app, 1)
    return app, scene


def test_a_key_button_waiting_for_its_key_is_filled_and_pulses(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Waiting differed from focus by its text alone."""
    app, scene = keys_screen_waiting(tmp_path)
    button = scene.buttons[(0, "buzz")]
    fills = {tuple(pygame.Color(colour)) for colour in WAITING_FILLS}
    assert tuple(button.colours["normal_bg"]) in fills and tuple(button.colours["hovered_bg"]) in fills
    assert all(tuple(other.colours["normal_bg"]) not in fills
               for slot, other in scene.buttons.items() if slot != (0, "buzz"))
    seen = set()
    for _ in range(60):
        frames(app, 1)
        seen.add(tuple(button.colours["normal_bg"]))
    assert len(seen) == 2, "the fill pulses"
    subtitles: list[str] = []
    monkeypatch.setattr(keys_scene, "draw_backdrop", lambda surface, title, subtitle="": subtitles.append(subtitle))
    old = app.keymaps.label(0, "buzz")
    frames(app, 1)
    assert subtitles == [f"Press the new key for Seat 1's Buzzer (or a pad button), or Esc to keep {old}"]
    key(app, pygame.K_ESCAPE)
    assert scene.waiting is None and app.keymaps.label(0, "buzz") == old and app.top is scene
    assert tuple(scene.buttons[(0, "buzz")].colours["normal_bg"]) not in fills
    app.finish()


def test_continue_tells_the_terminal_the_exact_refusal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Load printed why a file failed; the Continue question printed nothing."""
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)
    _, edited = folder_with_an_edited_newest_autosave(tmp_path, edit_move)
    app = make_app(tmp_path)
    capsys.readouterr()
    dialog = continue_question(app)
    printed = capsys.readouterr().err
    assert f"coconut-table: {edited.name}: has a move that cannot be replayed, move 1 ('play the joker'): " in printed
    assert "('play the joker')" not in dialog.detail, "the players read plain words"
    app.finish()


def test_continue_tells_the_terminal_why_an_unreadable_autosave_is_passed_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A newest autosave the list already finds damaged (cut short) is named to the terminal too."""
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)
    _, damaged, _ = folder_with_a_damaged_newest_autosave(tmp_path)
    app = make_app(tmp_path)
    capsys.readouterr()
    continue_question(app)
    assert f"coconut-table: {damaged.name}: is cut short or damaged" in capsys.readouterr().err
    app.finish()


def test_continue_tells_the_terminal_why_an_autosave_would_not_open(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """An autosave that fails as Continue opens it (written again since the question) printed nothing."""
    app = make_app(tmp_path)
    menu = MainMenu(app)
    app.start(menu)
    frames(app, 2)
    broken = app.store.autosave_path("broken")
    broken.write_text("{")
    capsys.readouterr()
    menu.resume(app.store.list()[0])
    assert f"coconut-table: {broken.name}: is cut short or damaged." in capsys.readouterr().err
    assert app.top is menu
    app.finish()


def test_a_hands_dice_grow_into_the_seat_panel(tmp_path: Path) -> None:
    """The letters' tab takes the top of a die, so a hand's dice use the panel's height (they stopped at
    56 px, leaving the symbol 30 px) and keep a symbol over half their side."""
    app, table = four_humans(tmp_path)
    size, _ = table.adapter.hand_layout(0, 3)
    body = size - max(3, size // 24)
    assert size >= 60 and symbol_box("red", body).w >= body * 0.55
    app.finish()


def test_a_picked_series_is_clicked_where_it_is_drawn(tmp_path: Path) -> None:
    """A picked tile is lifted; a click on its lifted top takes the pick back (it hit the tile's old
    place only)."""
    app, table = four_humans(tmp_path)
    for action in ("0 throw", "0 claim"):
        table.submit(Action.parse(action), source="test")
    frames(app, 2)
    adapter = table.adapter
    assert adapter.picker_open()
    name, rect, _ = adapter.picker_tiles()[0]
    click(app, rect.center)
    frames(app, 1)
    assert adapter.picked == [name]
    lifted = next(rect for tile, rect, _ in adapter.picker_tiles() if tile == name)
    click(app, (lifted.centerx, lifted.top + 2))
    frames(app, 1)
    assert adapter.picked == []
    app.finish()

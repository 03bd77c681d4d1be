"""The Kokonotsu table in the real app, headless: the dealer's pick on the grid, cards played by drag
and by keyboard, a refusal explained, Discard-nut's pair and Change-nut's swap, the curtain between
two humans, the reveal's notice, the direction dialog and the No-no tiles, and the --demo run. Then
what a new player met: values on the cards' frames, clipped coconut names and reminders, the dealer's
chip over a reminder, a gold Las-nut during play, power badges outside their boxes, discard labels
off their cards, and the panel's words under the move log."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rules import kokonotsu
from saves import GameRecord, SeatSpec
from tabletop.art.kokonotsu import coconut_face, monkey_face, wrapped
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables.kokonotsu import AREAS, PANEL_TEXT_WIDTH, cell_rect, dealer_chip_spot, power_text, tile_rect
from tests.uitools import click, drag, frames, key, make_app

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent

GRID = ["who-nut", "adjoining-nut", "no-no-nut", "discard-nut", "change-nut", "coconut", "odd-nut", "loss-nut",
        "las-nut"]
"""Positions 1-8 clockwise from the top-left corner, Las-nut (9) in the centre."""
PLAY_SPOT = AREAS["bottom"].played.center
ANA, BEN = SeatSpec("Ana"), SeatSpec("Ben")
BOTS = [SeatSpec("Coco", "bot", "easy"), SeatSpec("Mango", "bot", "easy")]


def open_table(tmp_path: Path, seats: list[SeatSpec], rounds_played: int = 0):  # type: ignore[no-untyped-def]
    """A table on the GRID above; ``rounds_played`` cards of each draw pile already lie discarded."""
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    table = app.stack[0]
    state = table.session.state
    state["grid"] = list(GRID)
    for seat in range(state["players"]):
        state["discards"][seat] = state["draws"][seat][:rounds_played]
        state["draws"][seat] = state["draws"][seat][rounds_played:]
    state["round"] += rounds_played
    table._view_cache = None
    table.adapter.sync()
    frames(app, 3)
    return app, table


def private_cards(state: dict, seat: int) -> set[str]:
    return {*state["hands"][seat], *state["ambush"][seat], *(state["played"][seat] or [])}


def test_the_dealer_picks_a_coconut_by_clicking_the_grid(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    click(app, cell_rect(9, table.adapter.board).center)
    assert table.session.record.actions == []
    assert any("round 9" in text for text, _ in app.toasts), app.toasts
    click(app, cell_rect(6, table.adapter.board).center)
    assert table.session.record.actions[0] == "0 coconut 6"
    frames(app, 60)
    assert table.adapter.pieces["dealer-chip"].center == dealer_chip_spot(6, "coconut", table.adapter.board)
    app.finish()


def test_a_card_is_played_by_drag(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    key(app, pygame.K_6)
    card = table.view["hand"][0]
    drag(app, table.adapter.pieces[card].center, PLAY_SPOT)
    assert f"0 play {card}" in table.session.record.actions
    app.finish()


def test_a_card_is_played_by_keyboard(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    for _ in range(6):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert table.session.record.actions[0] == "0 coconut 6", "the sixth lit coconut is position 6"
    key(app, pygame.K_TAB)
    focused = table.interaction.focus_targets()[table.interaction.focus]
    assert focused.key in table.view["hand"]
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert f"0 play {focused.key}" in table.session.record.actions
    app.finish()


def test_a_refused_drop_shows_the_reason_and_the_card_slides_back(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    key(app, pygame.K_5)  # Change-nut: swap first, then play
    card = table.view["hand"][0]
    home = table.adapter.pieces[card].center
    drag(app, home, PLAY_SPOT)
    assert [a for a in table.session.record.actions if a.startswith("0 ")] == ["0 coconut 5"]
    assert any("Swap a hand card with one of your Ambush cards" in text for text, _ in app.toasts), app.toasts
    frames(app, 30)
    assert table.adapter.pieces[card].center == home
    ambush = table.view["ambush"][1]
    drag(app, home, table.adapter.pieces[ambush].center)
    assert f"0 swap {card} {ambush}" in table.session.record.actions
    assert card in table.view["ambush"] and ambush in table.view["hand"]
    app.finish()


def test_discard_nut_plays_a_pair_by_clicking_one_card_then_the_other(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]], rounds_played=2)
    key(app, pygame.K_4)
    taken = table.view["discards"][0][0]
    click(app, table.adapter._discard_zones(0)[0].rect.center)
    assert f"0 take-back {taken}" in table.session.record.actions
    frames(app, 10)
    hand = sorted(table.view["hand"], key=kokonotsu.card_value)
    click(app, table.adapter.pieces[hand[2]].center)
    click(app, table.adapter.pieces[hand[0]].center)
    assert f"0 play {hand[0]} {hand[2]}" in table.session.record.actions
    assert table.notices, "the click that made the reveal does not also close its notice"
    app.finish()


def test_two_humans_choose_behind_the_curtain(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BEN])
    state = table.session.state
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ana"
    assert not set(table.adapter.pieces) & (private_cards(state, 0) | private_cards(state, 1))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_6)
    ana_card = table.view["hand"][1]
    drag(app, table.adapter.pieces[ana_card].center, PLAY_SPOT)
    frames(app, 3)
    key(app, pygame.K_SPACE)  # Ana has seen her move: past the hand-off
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ben"
    assert not set(table.adapter.pieces) & (private_cards(state, 0) | private_cards(state, 1))
    key(app, pygame.K_SPACE)
    assert table.viewer == 1
    assert not set(table.adapter.pieces) & private_cards(state, 0), "Ana's card stays a back for Ben"
    assert set(state["hands"][1]) <= set(table.adapter.pieces)
    ben_card = table.view["hand"][0]
    drag(app, table.adapter.pieces[ben_card].center, PLAY_SPOT)
    frames(app, 3)
    assert table.notices and table.notices[0][0].title.startswith("Cards up!")
    app.finish()


def test_a_reveal_turns_every_card_over_and_announces_the_powers(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    key(app, pygame.K_7)  # Odd-nut: odd cards count 2 more
    odd = next(c for c in table.view["hand"] if kokonotsu.card_value(c) % 2)
    drag(app, table.adapter.pieces[odd].center, PLAY_SPOT)
    frames(app, 10)
    record = table.view["last_reveal"]
    assert record is not None and table.notices
    notice = table.notices[0][0]
    assert notice.title == "Cards up!  Round 1: Odd-nut"
    for entry, line in zip(record["seats"], notice.lines):
        assert line.startswith(f"{table.name(entry['seat'])}: {power_text(record, entry)}")
    assert any(line.startswith(f"Ana: {kokonotsu.card_value(odd)} + 2 = ") for line in notice.lines)
    shown = [card for entry in record["seats"] for card in entry["cards"]]
    assert all(table.adapter.pieces[card].face_up for card in shown)
    key(app, pygame.K_RETURN)
    frames(app, 30)
    for entry in record["seats"]:
        pile = table.adapter.area(entry["seat"]).discard.positions(len(table.view["discards"][entry["seat"]]))
        assert all(table.adapter.pieces[card].center in pile for card in entry["cards"]), "back to the discards"
    if record["winner"] is not None:
        assert f"chip-{record['position']}" in table.adapter.pieces
    app.finish()


def test_the_direction_dialog_and_the_no_no_tiles_work_by_clicking(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    click(app, cell_rect(1).center)  # Who-nut: the dealer names a direction
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Which way?"
    assert [label for label, _ in prompt.choices] == ["Left", "Right"]
    assert "Right: you give to Mango" in prompt.lines
    click(app, table.prompt_buttons(prompt)[1].center)
    assert "0 direction right" in table.session.record.actions
    app.finish()
    app, table = open_table(tmp_path, [ANA, *BOTS])
    click(app, cell_rect(3).center)  # No-no-nut
    drag(app, table.adapter.pieces[table.view["hand"][0]].center, PLAY_SPOT)
    frames(app, 10)
    assert table.view["phase"] == "announce"
    click(app, tile_rect(7).center)
    assert "0 announce 7" in table.session.record.actions
    assert table.notices and any("7" in line for line in table.notices[0][0].lines)
    app.finish()


def test_with_two_players_the_moved_grid_and_tiles_answer_clicks(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    board = table.adapter.board
    click(app, cell_rect(3, board).center)  # No-no-nut
    drag(app, table.adapter.pieces[table.view["hand"][0]].center, PLAY_SPOT)
    frames(app, 10)
    assert table.view["phase"] == "announce"
    click(app, tile_rect(7, board).center)
    assert "0 announce 7" in table.session.record.actions
    app.finish()


def test_the_demo_screenshot_command_runs(tmp_path: Path) -> None:
    shot = tmp_path / "k.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "main.py", "--game", "kokonotsu", "--demo", "--frames", "900",
                           "--screenshot", str(shot)], check=False, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.exists() and shot.stat().st_size > 10_000


# --- what a new player met: cards, grid tiles, the reveal and the discard labels --------------------

PAPER_RGB = (250, 246, 232)
SAND_RGB = (244, 232, 200)
CARD_SIZES = sorted({size for area in AREAS.values()
                     for size in (area.hand_card, area.ambush_card, area.discard_card, area.played_card)})


def is_dark(pixel: pygame.Color) -> bool:
    return pixel.r + pixel.g + pixel.b < 300


def is_highlight_gold(pixel: pygame.Color) -> bool:
    """Gold, yellow or orange: the colours that say "you may click this"."""
    return pixel.r >= 200 and pixel.g >= 130 and pixel.b <= 110


def frame_width(surface: pygame.Surface, colour_inside: tuple[int, int, int]) -> int:
    """How far in from the left edge, halfway down, the card's own background begins."""
    y = surface.get_height() // 2
    return next(x for x in range(surface.get_width()) if tuple(surface.get_at((x, y)))[:3] == colour_inside)


@pytest.mark.parametrize("size", CARD_SIZES)
@pytest.mark.parametrize("card", ["blue-10", "red-1", "yellow-7", "purple-10"])
def test_a_monkey_cards_values_stay_clear_of_its_frame(size: tuple[int, int], card: str) -> None:
    """The corner value and the seat symbol have paper between them and the left frame, and the big
    value ends on the monkey's head, short of the right frame."""
    pygame.init()
    face = monkey_face(card, size)
    width, height = size
    border = frame_width(face, PAPER_RGB)
    corner_radius = max(6, width // 10)
    for y in range(corner_radius, height // 2):
        for x in range(border, border + 2):
            assert tuple(face.get_at((x, y)))[:3] == PAPER_RGB, f"{card} {size}: ink on the frame at {x},{y}"
    for y in range(corner_radius, height - corner_radius):
        for x in range(int(width * 0.9), width - border):
            assert not is_dark(face.get_at((x, y))), f"{card} {size}: the big value runs past the face at {x},{y}"


@pytest.mark.parametrize("nut", sorted(kokonotsu.COCONUT_NAMES))
def test_a_coconut_cards_name_and_reminder_stay_inside_its_frame(nut: str) -> None:
    """No letter of the name under the frame at either side, and a clear gap between the reminder's
    last line and the bottom frame."""
    pygame.init()
    face = coconut_face(nut, kokonotsu.COCONUT_NAMES[nut], 5, (156, 156))
    width, height = face.get_size()
    frame = frame_width(face, SAND_RGB)
    for y in range(width // 10 + 2, int(height * 0.2)):
        for x in [*range(frame, frame + 2), *range(width - frame - 2, width - frame)]:
            pixel = face.get_at((x, y))
            assert pixel.r < 200, f"{nut}: the name touches the frame at {x},{y}"
    bottom = next(y for y in range(height - 1, 0, -1) if tuple(face.get_at((width // 2, y)))[:3] == SAND_RGB)
    for y in range(bottom - 3, bottom + 1):
        for x in range(width // 8, width - width // 8):
            assert not is_dark(face.get_at((x, y))), f"{nut}: the reminder touches the bottom frame at {x},{y}"


def reminder_ink(nut: str, cell: pygame.Rect) -> pygame.Rect:
    """Where the dark letters of a grid coconut's reminder are, on the table."""
    face = coconut_face(nut, kokonotsu.COCONUT_NAMES[nut], 7, cell.size)
    dark = [(x, y) for y in range(int(cell.height * 0.55), cell.height) for x in range(8, cell.width - 8)
            if is_dark(face.get_at((x, y)))]
    xs, ys = [x for x, _ in dark], [y for _, y in dark]
    return pygame.Rect(cell.x + min(xs), cell.y + min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_the_dealer_chip_leaves_the_chosen_coconuts_words_readable(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    key(app, pygame.K_7)  # Odd-nut
    frames(app, 60)
    chip = table.adapter.pieces["dealer-chip"].rect
    cell = cell_rect(7)
    assert cell.contains(chip), "the chip sits on the coconut it marks"
    assert not chip.colliderect(reminder_ink("odd-nut", cell)), "the chip covers 'Odd cards +2'"
    assert chip.top >= cell.top + int(cell.height * 0.22), "the chip covers the name"
    app.finish()


def test_during_play_no_coconut_wears_a_border_that_looks_clickable(tmp_path: Path) -> None:
    """Gold marks what may be clicked; while cards are played nothing on the grid may be clicked, so
    neither Las-nut's frame nor the chosen coconut's mark may look gold."""
    app, table = open_table(tmp_path, [ANA, *BOTS])
    key(app, pygame.K_7)
    frames(app, 30)
    assert table.view["phase"] == "play" and table.adapter.acting_viewer() == 0
    surface = app.logical
    for position in (9, 7):
        cell = cell_rect(position)
        ring = [(x, y) for x in range(cell.x - 8, cell.right + 8) for y in (*range(cell.y - 8, cell.y + 6),
                                                                             *range(cell.bottom - 6, cell.bottom + 8))]
        ring += [(x, y) for y in range(cell.y, cell.bottom) for x in (*range(cell.x - 8, cell.x + 6),
                                                                     *range(cell.right - 6, cell.right + 8))]
        gold = [point for point in ring if is_highlight_gold(surface.get_at(point))]
        assert not gold, f"position {position} looks clickable at {gold[:3]}"
    app.finish()


def reveal_on_screen(tmp_path: Path, nut_key: int = pygame.K_7):  # type: ignore[no-untyped-def]
    app, table = open_table(tmp_path, [ANA, *BOTS, SeatSpec("Kiwi", "bot", "easy")])
    key(app, nut_key)
    card = table.view["hand"][0]
    drag(app, table.adapter.pieces[card].center, PLAY_SPOT)
    frames(app, 60)
    assert table.adapter.staged is not None and table.notices
    return app, table


def test_in_a_reveal_each_power_badge_sits_inside_its_played_box_over_no_card(tmp_path: Path) -> None:
    app, table = reveal_on_screen(tmp_path)
    adapter = table.adapter
    for entry in adapter.staged["seats"]:
        area = adapter.area(entry["seat"])
        first, second, box = adapter.power_badge(entry)
        assert area.played.contains(box), f"{adapter.side(entry['seat'])}: badge {box} outside {area.played}"
        assert box.width >= max(first.get_width(), second.get_width())
        for card in entry["cards"]:
            assert not box.colliderect(adapter.pieces[card].rect), f"{adapter.side(entry['seat'])}: badge on a card"
    app.finish()


def test_each_discard_label_starts_where_its_first_card_does(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS, SeatSpec("Kiwi", "bot", "easy")], rounds_played=3)
    adapter = table.adapter
    for seat in range(4):
        first_card = adapter.pieces[table.view["discards"][seat][0]].rect
        (label_rect,) = [rect for image, rect in adapter.captions(seat)
                         if rect.bottom < first_card.top and abs(rect.centery - first_card.top) < 80
                         and rect.left <= first_card.right and rect.right >= first_card.left]
        assert label_rect.left == first_card.left, f"{adapter.side(seat)}: label at {label_rect.left}, cards at {first_card.left}"
        for image, rect in adapter.captions(seat):
            assert adapter.area(seat).rect.contains(rect), f"{adapter.side(seat)}: a label outside the area"
    app.finish()


@pytest.mark.parametrize("nut_key", [pygame.K_1, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_7])
def test_the_round_panel_keeps_its_words_above_the_move_log(tmp_path: Path, nut_key: int) -> None:
    """With four players the move log shares the panel: what the panel says ends above it, and the
    No-no tiles come under the dealer's task."""
    app, table = open_table(tmp_path, [ANA, *BOTS, SeatSpec("Kiwi", "bot", "easy")], rounds_played=2)
    key(app, nut_key)
    frames(app, 30)
    adapter = table.adapter
    for _ in range(3):
        layout = adapter.panel_layout()
        block, top = layout[-1]
        lines = len(panel_lines(block.text, block.size, block.bold))
        assert top + int(block.size * 1.3) * lines <= adapter.log_rect.top, f"{block.text!r} runs into the log"
        if adapter.announcing():
            assert top + int(block.size * 1.3) * lines <= tile_rect(1).top
        legal = table.legal(0)
        if not legal:
            break
        table.submit(legal[0])
        frames(app, 30)
    app.finish()


def panel_lines(text: str, size: int, bold: bool) -> tuple[str, ...]:
    return wrapped(text, size, PANEL_TEXT_WIDTH, bold)


def test_after_the_las_nut_reveal_every_ambush_card_stays_face_up(tmp_path: Path) -> None:
    """The last reveal showed them to everyone and nothing is played after it: turned down again,
    the table would hide what the view shows."""
    app, table = open_table(tmp_path, [ANA, *BOTS], rounds_played=8)
    state = table.session.state
    for seat in range(state["players"]):
        state["discards"][seat] += state["hands"][seat]
        state["hands"][seat] = []
    state["face_up"] = [False] * 8 + [True]
    table._view_cache = None
    table.adapter.sync()
    key(app, pygame.K_9)
    frames(app, 10)
    record = table.view["last_reveal"]
    assert record is not None and record["coconut"] == "las-nut" and table.notices
    key(app, pygame.K_RETURN)
    frames(app, 30)
    assert table.adapter.staged is None
    for entry in record["seats"]:
        area = table.adapter.area(entry["seat"])
        for card, spot in zip(entry["cards"], area.ambush):
            piece = table.adapter.pieces[card]
            assert piece.face_up and piece.center == spot, (entry["seat"], card)
    assert not any(key.startswith("ambush-") for key in table.adapter.pieces)
    app.finish()

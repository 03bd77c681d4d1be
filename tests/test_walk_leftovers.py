"""What the last walkthrough left: a zombie with seven kinds or more of cards in play shows each kind
and count readably without overlapping; the names of the cards face up on the middle piles are
readable at 1024x600 without hovering; Kokonotsu for two players leaves no wide strip of felt empty,
its round panel reaching to the move log in larger words; no line of Koi-Koi's "Game or Koi-Koi?"
dialog wraps to a lone word or runs out of the box, however many yaku, under either rule set; the
rules (written and in pictures) leave no last word alone that fits beside the one before it, and the
pirate's moves chart gives a two-line row the room it needs."""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.art import clear_art_caches, monkeys
from tabletop.art.kokonotsu import wrapped
from tabletop.art.text import font, wrap
from tabletop.scenes import rules_pictures
from tabletop.scenes.rules_help import CONTENT, HANG, INDENT, TEXT_AREA, help_text, markdown_blocks, words
from tabletop.scenes.rules_help import wrapped as help_wrapped  # kokonotsu's wrapped is imported too
from tabletop.scenes.rules_pictures import PICTURES
from tabletop.scenes.table import PROMPT_BOX, PROMPT_TEXT, TableScene
from tabletop.session import Session
from tabletop.tables import cheeky_monkeys as monkeys_table
from tabletop.tables.kokonotsu import KokonotsuTable, cell_rect
from tests.test_cheeky_monkeys_table import ANA, BOTS, PARTS, make_zombie, open_table, take
from tests.uitools import frames, make_app

pytestmark = pytest.mark.ui
NINE_KINDS = [*PARTS[:4], "static-zombie", "static-zombie", "enthusiastic-pyromaniac", "bamboo-juggler",
              "rotting-juggler", "brain-eater"]
"""Nine kinds, one of them twice: more than the six rows of tiles another zombie's area holds."""


class RecordingFont:
    """A font that notes every text it renders, and at what size."""

    def __init__(self, real: pygame.font.Font, size: int, rendered: list[tuple[str, int]]) -> None:
        self.real, self.size_of_letters, self.rendered = real, size, rendered

    def render(self, text: str, *args: Any) -> pygame.Surface:
        self.rendered.append((text, self.size_of_letters))
        return self.real.render(text, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def face_texts(piece: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """The texts a group's piece prints on its face, drawn afresh, with their letter sizes."""
    rendered: list[tuple[str, int]] = []
    real = monkeys.font
    clear_art_caches()
    monkeypatch.setattr(monkeys, "font", lambda size, *args: RecordingFont(real(size, *args), size, rendered))
    piece.face()
    monkeypatch.setattr(monkeys, "font", real)
    return rendered


def test_a_zombie_with_nine_kinds_shows_every_name_and_count_readably_without_overlapping(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The layout is the same at every window size: 1024x600 is the smallest."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600", options={"zombies": True})
    make_zombie(table.session.state, 1, NINE_KINDS)
    table.refresh()
    frames(app, 40)
    adapter = table.adapter
    groups = adapter.groups(1)
    assert len(groups) == 9
    pieces = [adapter.pieces[adapter.group_key(1, kind)] for kind, _ in groups]
    rects = [piece.rect for piece in pieces]
    assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]
    box = adapter.groups_box(1)
    assert all(box.contains(rect) for rect in rects), (box, rects)
    for (kind, codes), piece in zip(groups, pieces):
        texts = dict(face_texts(piece, monkeypatch))
        assert texts.get(monkeys.short_name(kind), 0) >= monkeys_table.MIN_TEXT, (kind, texts)
        if len(codes) > 1:
            assert texts.get(f"×{len(codes)}", 0) >= monkeys_table.MIN_TEXT, (kind, texts)
    app.finish()


def test_six_kinds_keep_their_tiles_with_pictures(tmp_path: Path) -> None:
    """Chips are only for an area that tiles would overfill."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], options={"zombies": True})
    make_zombie(table.session.state, 1, [*PARTS[:4], "static-zombie", "enthusiastic-pyromaniac"])
    table.refresh()
    frames(app, 40)
    assert not table.adapter.chips
    app.finish()


@pytest.mark.parametrize("zombies", [False, True])
def test_every_pile_card_face_up_is_named_at_min_text_clear_of_the_other_piles_and_areas(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, zombies: bool) -> None:
    """The longest short names on every discard pile and on both decks' known tops at once."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600", options={"zombies": zombies})
    state = table.session.state
    decks = state["decks"]
    tops = {"monkeys": "freak-destroyer", "actions": "common-misfortune", "zombies": "brain-eater"}
    for deck, kind in tops.items():
        if deck in state["discards"]:
            state["discards"][deck].append(take(decks[deck], kind))
    for deck, kind in (("monkeys", "deadly-headscratcher"), ("zombies", "zombie-right-arm")):
        if deck in decks:
            top = take(decks[deck], kind)
            decks[deck].append(top)
            state["known_tops"][deck] = top
    table.refresh()
    frames(app, 40)
    adapter = table.adapter
    bands = adapter.pile_bands()
    expected = {f"discard-{deck}": monkeys.short_name(kind) for deck, kind in tops.items() if deck in state["discards"]}
    expected["deck-monkeys"] = "Scratcher"
    if zombies:
        expected["deck-zombies"] = "Right Arm"
    assert {key: name for key, (name, _) in bands.items()} == expected
    sizes: dict[str, int] = {}
    real_draw_text = monkeys_table.draw_text

    def recording(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        sizes[text] = size
        return real_draw_text(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(monkeys_table, "draw_text", recording)
    adapter.draw_hud(app.logical)
    assert all(sizes.get(name) == monkeys_table.MIN_TEXT for name in expected.values()), sizes
    piles = {key: piece.rect for key, piece in adapter.pieces.items() if key.startswith(("deck-", "discard-"))}
    areas = [adapter.area_rect(seat) for seat in range(4)]
    for key, (name, band) in bands.items():
        assert not [other for other, rect in piles.items() if other != key and rect.colliderect(band)], (key, band)
        assert not [area for area in areas if area.colliderect(band)], (key, band)
    assert not [(a, b) for (_, a), (_, b) in itertools.combinations(bands.values(), 2) if a.colliderect(b)]
    app.finish()


# --- Kokonotsu for two players ------------------------------------------------------------------------

def kokonotsu_adapter(tmp_path: Path, players: int) -> tuple[Any, KokonotsuTable]:
    seats = [SeatSpec("Ana"), *[SeatSpec(name, "bot", "easy") for name in ("Mango", "Kiwi", "Lime")]][:players]
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    frames(app, 2)
    adapter = app.stack[0].adapter
    assert isinstance(adapter, KokonotsuTable)
    return app, adapter


def test_two_player_kokonotsu_leaves_no_wide_strip_of_felt_beside_the_grid_and_panel(tmp_path: Path) -> None:
    """At most the margin of the areas above and below, where 230 px stood empty on each side."""
    app, adapter = kokonotsu_adapter(tmp_path, 2)
    grid_left = cell_rect(1, adapter.board).x - 12
    for position in range(2, 10):
        grid_left = min(grid_left, cell_rect(position, adapter.board).x - 12)
    assert grid_left <= 30 and adapter.log_rect.left - adapter.board.panel.right <= 30
    app.finish()


@pytest.mark.parametrize("players, smallest", [(2, 28), (3, 24), (4, 24)])
def test_the_wider_two_player_panel_writes_larger_and_its_lines_fit(tmp_path: Path, players: int,
                                                                    smallest: int) -> None:
    """Three and four players keep their size of words; every line stays inside the panel."""
    app, adapter = kokonotsu_adapter(tmp_path, players)
    layout = [block for block, _ in adapter.panel_layout() if not block.rule]
    assert layout and min(block.size for block in layout) == smallest
    for block in layout:
        for line in wrapped(block.text, block.size, adapter.board.text_width, block.bold):
            assert font(block.size, block.bold).size(line)[0] <= adapter.board.panel.width - 36, line
    app.finish()


# --- the Game or Koi-Koi? dialog ----------------------------------------------------------------------

KOIKOI_CAPTURES = {
    "one yaku": ["1-bright", "3-bright", "8-bright"],
    "four yaku": ["1-bright", "3-bright", "8-bright", "1-ribbon", "2-ribbon", "3-ribbon", "9-animal"],
    "eight yaku": ["1-bright", "3-bright", "8-bright", "11-bright", "1-ribbon", "2-ribbon", "3-ribbon", "6-ribbon",
                   "9-ribbon", "10-ribbon", "2-animal", "4-animal", "5-animal", "6-animal", "7-animal", "9-animal",
                   "10-animal", "1-chaff-1", "1-chaff-2", "2-chaff-1", "2-chaff-2", "3-chaff-1", "3-chaff-2",
                   "4-chaff-1", "4-chaff-2", "5-chaff-1", "5-chaff-2"],
}


def koikoi_decision(tmp_path: Path, size: str, captures: list[str], options: dict[str, Any],
                    calls: list[int]) -> tuple[Any, TableScene]:
    """Anastasia Marie must decide, having captured these cards, against a bot named with as many
    letters as a player may type (16), which the doubling line names."""
    app = make_app(tmp_path, "--size", size)
    seats = [SeatSpec("Anastasia Marie"), SeatSpec("Coconut Captains", "bot", "easy")]
    record = GameRecord("koikoi", {"months": 3, **options}, seats, seed=1)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 5)
    table = app.stack[0]
    state = table.session.state
    for pile in (*state["hands"], state["field"], state["stock"], state["captures"][1]):
        pile[:] = [card for card in pile if card not in captures]
    state["captures"][0], state["koikoi"], state["phase"] = list(captures), calls, "decide"
    table.refresh()
    frames(app, 3)
    return app, table


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
@pytest.mark.parametrize("captured", list(KOIKOI_CAPTURES))
@pytest.mark.parametrize("options, calls", [({}, [0, 1]), ({"ruleset": "stake"}, [2, 0])])
def test_no_line_of_the_koikoi_dialog_wraps_to_a_lone_word_or_runs_out_of_it(
        tmp_path: Path, size: str, captured: str, options: dict[str, Any], calls: list[int]) -> None:
    """Standard rules with the opponent's call doubling, and stake with a point per call: each of
    the dialog's lines fits its width whole, and the box with its buttons stays on the screen."""
    app, table = koikoi_decision(tmp_path, size, KOIKOI_CAPTURES[captured], options, calls)
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Game or Koi-Koi?"
    for line in prompt.lines:
        assert len(wrap(line, PROMPT_TEXT, PROMPT_BOX.w - 60)) == 1, line
    box, _ = table.prompt_layout(prompt)
    assert pygame.Rect(0, 0, 1920, 1080).contains(box)
    assert all(box.contains(button) for button in table.prompt_buttons(prompt))
    app.finish()


# --- the rules' picture pages -------------------------------------------------------------------------

Paragraph = tuple[int, bool, list[tuple[str, int, pygame.Rect]]]
"""A paragraph as drawn: its width, whether bold, and its lines (text, size, where)."""


def drawn_paragraphs(drawer: Any, monkeypatch: pytest.MonkeyPatch) -> list[Paragraph]:
    """Each paragraph a picture page writes."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    paragraphs: list[Paragraph] = []
    real_draw, real_paragraph = rules_pictures.draw_text, rules_pictures.paragraph

    def draw(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_draw(surface, text, size, *args, **kwargs)
        drawn.append((text, size, rect))
        return rect

    def paragraph(surface: pygame.Surface, text: str, size: int, colour: Any, topleft: tuple[int, int], width: int,
                  bold: bool = False) -> int:
        start = len(drawn)
        bottom = real_paragraph(surface, text, size, colour, topleft, width, bold)
        paragraphs.append((width, bold, drawn[start:]))
        return bottom

    monkeypatch.setattr(rules_pictures, "draw_text", draw)
    monkeypatch.setattr(rules_pictures, "paragraph", paragraph)
    drawer(pygame.Surface((1920, 1080)), CONTENT)
    monkeypatch.undo()
    return paragraphs


@pytest.mark.parametrize("game, title", [(game, title) for game, pages in PICTURES.items() for title, _ in pages])
def test_no_paragraph_of_a_picture_page_ends_on_a_lone_word_that_the_line_above_could_share(
        font_module_only: None, monkeypatch: pytest.MonkeyPatch, game: str, title: str) -> None:
    for width, bold, lines in drawn_paragraphs(dict(PICTURES[game])[title], monkeypatch):
        for text, size, _ in lines:
            assert font(size, bold).size(text)[0] <= width or " " not in text, (title, text)
        if len(lines) > 1 and " " not in lines[-1][0]:
            shared = f"{lines[-2][0].rsplit(' ', 1)[-1]} {lines[-1][0]}"
            assert font(lines[-1][1], bold).size(shared)[0] > width, (title, [text for text, _, _ in lines])


def test_each_row_of_the_pirate_moves_chart_ends_above_the_next_rows_title(
        font_module_only: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Wrong" takes two lines: its row grows instead of running into "Too slow"."""
    paragraphs = drawn_paragraphs(rules_pictures.pirate_moves, monkeypatch)
    bottoms = [lines[-1][2].bottom for _, _, lines in paragraphs]
    title_tops = [lines[0][2].top - 34 for _, _, lines in paragraphs]
    assert len(paragraphs) == 7 and max(len(lines) for _, _, lines in paragraphs) == 2
    assert all(bottom <= top for bottom, top in zip(bottoms, title_tops[1:])), (bottoms, title_tops)


@pytest.mark.parametrize("game", list(PICTURES))
def test_no_paragraph_of_the_written_rules_ends_on_a_lone_word_that_the_line_above_could_share(
        font_module_only: None, game: str) -> None:
    for block in markdown_blocks(help_text(game)):
        left = block.depth * INDENT + (HANG if block.marker else 0)
        lines = help_wrapped(words(block.text, block.style), left, TEXT_AREA.width)
        last = "".join(run.text for run in lines[-1])
        if len(lines) > 1 and " " not in last:
            before = "".join(run.text for run in lines[-2]).rsplit(" ", 1)[-1]
            assert left + font(block.style.size, block.style.bold).size(f"{before} {last}")[0] > TEXT_AREA.width, \
                (game, block.text)

"""What the walk after the last one left: a zombie with any number of kinds in play shows them as
chips that never overlap, a "+N more" chip turning the page to the rest (its tooltip names them, and
it lights up when the next click may go to a kind it hides); CitronCoco's call banner covers no name
tag, card or pile label; a long pirate's wrong shout keeps its whole rule reminder in the news, beside
the island and under the long island; a number stays on the line of its word ("card 3", "1 to 10") in
CitronCoco's log and Kokonotsu's panel."""
from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from rules.core import Action, Event
from rules.kokonotsu import COCONUT_NAMES
from saves import GameRecord, SeatSpec
from tabletop.art import monkeys
from tabletop.art.text import NO_BREAK, font, wrap_sentence
from tabletop.movelog import describe_citroncoco, held_units
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import cheeky_monkeys as monkeys_table
from tabletop.tables import citroncoco as citron_table
from tabletop.tables import coconut_pirate as pirate_table
from tabletop.tables.citroncoco import BANNER_AREA, COIN_HOME, COIN_RADIUS
from tests.test_cheeky_monkeys_table import ANA, BOTS, PARTS, make_zombie, open_table, set_hand
from tests.test_citroncoco_table import BOTS as CITRON_BOTS
from tests.test_citroncoco_table import open_table as open_citroncoco
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui
ALL_KINDS = ["enthusiastic-pyromaniac", "bamboo-juggler", "bamboo-juggler", "watergun-sniper", "deadly-headscratcher",
             "crazy-shaman", "greedy-tempter", "freak-destroyer", *PARTS[:4], "rotting-juggler", "static-zombie",
             "static-zombie", "zombie-horde", "brain-eater", "brain-eater", "brain-eater"]
"""Every kind that lies in play but the fifth part (which would win), some of them several times."""


def crowded_zombie(tmp_path: Path, seat: int, kinds: int) -> tuple[Any, Any]:
    """Ana's table of four with ``seat`` a zombie holding the first ``kinds`` kinds of ALL_KINDS."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600", options={"zombies": True})
    chosen = list(dict.fromkeys(ALL_KINDS))[:kinds]
    make_zombie(table.session.state, seat, [kind for kind in ALL_KINDS if kind in chosen])
    table.refresh()
    frames(app, 40)
    return app, table


def shown_chips(adapter: Any, seat: int) -> dict[str, pygame.Rect]:
    return {kind: adapter.pieces[adapter.group_key(seat, kind)].rect for kind, _ in adapter.groups(seat)
            if adapter.group_key(seat, kind) in adapter.pieces}


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("kinds", [10, 12, 16])
def test_a_zombie_with_many_kinds_pages_its_chips_without_overlap_and_shows_every_kind(
        tmp_path: Path, seat: int, kinds: int) -> None:
    """Another trainer's area and the seat at the screen's: each page's groups and its "+N more" lie
    apart inside the box; turning the pages shows every kind once and comes back to the first."""
    app, table = crowded_zombie(tmp_path, seat, kinds)
    adapter = table.adapter
    box = adapter.groups_box(seat)
    pages: list[list[str]] = []
    while not pages or shown_chips(adapter, seat).keys() != set(pages[0]):
        shown = shown_chips(adapter, seat)
        more = adapter.more_chips.get(seat)
        rects = [*shown.values(), *([more[0]] if more else [])]
        assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)], rects
        assert all(box.contains(rect) for rect in rects), (box, rects)
        pages.append(list(shown))
        if more is None:
            break
        assert [kind for kind, _ in more[1]] == [kind for kind, _ in adapter.groups(seat) if kind not in shown]
        click(app, more[0].center)
        assert len(pages) < 6
    assert sorted(itertools.chain(*pages)) == sorted(kind for kind, _ in adapter.groups(seat))
    app.finish()


def test_ten_kinds_of_another_zombie_need_a_second_page(tmp_path: Path) -> None:
    """Without pages, ten kinds in six rows ran into each other."""
    app, table = crowded_zombie(tmp_path, 1, 10)
    assert 1 in table.adapter.more_chips
    app.finish()


def test_the_more_chips_tooltip_names_the_kinds_it_hides_with_their_counts(tmp_path: Path) -> None:
    app, table = crowded_zombie(tmp_path, 1, 16)
    adapter = table.adapter
    rect, hidden = adapter.more_chips[1]
    pos = app.viewport.to_window(rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    tip = adapter.more_tip()
    assert tip is not None
    box, lines = tip
    words = " ".join(lines[1:]).replace(monkeys_table.NO_BREAK, " ")
    for kind, codes in hidden:
        name = monkeys.short_name(kind)
        assert (f"{name} ×{len(codes)}" if len(codes) > 1 else name) in words, (kind, words)
    assert pygame.Rect(0, 0, 1920, 1080).contains(box) and not box.colliderect(rect)
    for line in lines:
        assert monkeys_table.font(monkeys_table.MIN_TEXT, True).size(line)[0] <= box.w - 16, line
    app.finish()


def test_a_target_on_another_page_lights_the_more_chip_and_is_clickable_once_shown(tmp_path: Path) -> None:
    """Back to the Jungle may discard any card in play: the Brain Eaters on the last page too."""
    app, table = crowded_zombie(tmp_path, 1, 16)
    adapter = table.adapter
    set_hand(table.session.state, 0, ["back-to-the-jungle"])
    table.refresh()
    frames(app, 5)
    adapter._choose("play", ("back-to-the-jungle",))
    frames(app, 2)
    assert adapter.more_lit(1)
    target = adapter.group_key(1, "brain-eater")
    assert target not in adapter.pieces
    while target not in adapter.pieces:
        click(app, adapter.more_chips[1][0].center)
    assert adapter.pending is not None, "turning the page keeps the card being played"
    assert any(rect == adapter.pieces[target].rect for rect, _, _ in adapter.options())
    click(app, adapter.pieces[target].center)
    frames(app, 5)
    assert any(action.startswith("0 play back-to-the-jungle brain-eater.") for action in table.session.record.actions)
    app.finish()


# --- CitronCoco's call banner -------------------------------------------------------------------------

@pytest.mark.parametrize("name, call", [("Ana", "citroncoco"), ("Coconut Captains", "nano-alpha"),
                                        ("Anastasia Marie Coconut", "nano-alpha"),
                                        ("Anastasia Marie " * 4, "nano-alpha")])
def test_the_call_banner_covers_no_name_tag_card_or_pile_label_and_its_words_fit(
        tmp_path: Path, name: str, call: str) -> None:
    """A 16-letter name (all a player may type) whole, and longer ones from a save: smaller words, then
    the name shortened, never the call."""
    seats = [SeatSpec(name), *CITRON_BOTS]
    if call != "citroncoco":  # a bot calls, Ana answers
        seats = [CITRON_BOTS[0], SeatSpec(name), *CITRON_BOTS[1:]]
    app, table = open_citroncoco(tmp_path, seats, size="1024x600", settle=0)
    state = table.session.state
    if call == "citroncoco":
        state.update(phase="call", turn=0)
    else:
        state.update(phase="answer", caller=0, calls=1, answering=1, turn=0)
    table.refresh()
    frames(app, 2)
    frames(app, 90)  # the deal lands
    key(app, pygame.K_c if call == "citroncoco" else pygame.K_a)
    frames(app, 30)
    adapter = table.adapter
    words = adapter.banner_words()
    assert words is not None and words[0].endswith(citron_table.CALL_WORDS[call])
    text, size = words
    assert size >= citron_table.MIN_TEXT and font(size, True).size(text)[0] <= BANNER_AREA.w - 24
    assert (name in text) == ("…" not in text) == (len(name) < 30), text
    covered = {f"tag {seat}": adapter.tag_rect(seat) for seat in range(4)}
    covered.update({label: rect for label, rect in adapter.pile_labels()})
    covered.update({key: piece.rect for key, piece in adapter.pieces.items()})
    covered["coin"] = pygame.Rect(0, 0, 2 * COIN_RADIUS, 2 * COIN_RADIUS).move(
        COIN_HOME[0] - COIN_RADIUS, COIN_HOME[1] - COIN_RADIUS)
    assert not {what: rect for what, rect in covered.items() if rect.colliderect(BANNER_AREA)}
    app.finish()


# --- Coconut Pirate's news after a wrong shout -------------------------------------------------------

SHOUTS = [["skull", "coconut-tree", "black"], ["coconut-tree", "diamond", "pistol", "purple"],
          ["sword", "yellow", "coconut-tree"]]


@pytest.mark.parametrize("map_name", ["island", "long-island"])
@pytest.mark.parametrize("names", SHOUTS)
def test_a_long_names_wrong_shout_keeps_every_word_of_its_news_inside_the_box(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, map_name: str, names: list[str]) -> None:
    """A 20-letter name, three or four series (one of them right in the last case), dice on the board
    for "only 2 ..." and a step back: the rule reminder was cut with "…" beside the island and under
    the long island."""
    seats = [SeatSpec("Anastasia Marie Coco"), SeatSpec("Ben"), SeatSpec("Coco", "bot", "easy")]
    app = make_app(tmp_path, "--size", "1024x600")
    record = GameRecord("coconut_pirate", {"map": map_name}, seats, seed=2)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    adapter = table.adapter
    board = [{"id": index, "symbol": symbol, "colour": colour} for index, (symbol, colour) in enumerate(
        [("coconut-tree", "red"), ("coconut-tree", "blue"), ("sword", "yellow"), ("pistol", "green")])]
    view = {**adapter.view, "board": board}
    monkeypatch.setattr(type(adapter), "view", property(lambda _: view))
    wrong = names[1:] if names[0] == "sword" else names
    adapter.news = adapter._announced_news({"seat": 0, "names": names, "wrong": wrong, "correct": False}, {0: -3})
    monkeypatch.undo()
    assert "only " in adapter.news.detail, "dice of the named series lie on the board"
    drawn = record_draw_text(monkeypatch, pirate_table)
    adapter._draw_news(app.logical)
    words = " ".join(text for text, _ in drawn)
    assert "…" not in words and adapter.news.detail in words, words
    box = adapter.news_rect
    assert all(box.contains(rect) for _, rect in drawn), (box, drawn)
    lines = [rect.inflate(0, -8) for _, rect in drawn]  # a line's box reaches into the next by a few pixels
    assert not [(a, b) for a, b in itertools.combinations(lines, 2) if a.colliderect(b)]
    app.finish()


def test_the_long_islands_smaller_map_leaves_the_seats_where_they_were(tmp_path: Path) -> None:
    """The news under it grew by taking height from the map, not from the seats' dice."""
    app = make_app(tmp_path, "--size", "1024x600")
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    table = TableScene(app, Session(GameRecord("coconut_pirate", {"map": "long-island"}, seats, seed=2),
                                    store=app.store))
    app.start(table)
    frames(app, 3)
    adapter = table.adapter
    assert adapter.news_rect.h == pirate_table.NEWS_ROW and adapter.map_rect.bottom + 10 == adapter.news_rect.y
    assert adapter.seats_area.y == 520 and adapter.news_rect.bottom + 10 == adapter.seats_area.y
    app.finish()


def test_the_empty_dice_board_says_what_it_is_for_and_how_to_throw(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the first die the board was a large blank: it names itself and the thrower's key, and the
    words go once a die is on it."""
    app = make_app(tmp_path, "--size", "1024x600")
    seats = [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")]
    table = TableScene(app, Session(GameRecord("coconut_pirate", {}, seats, seed=2), store=app.store))
    app.start(table)
    frames(app, 3)
    adapter = table.adapter
    throw_key = app.keymaps.label(0, "confirm")
    words = [text for text, _ in adapter.empty_board_words()]
    assert words == ["The dice land here", f"Click the board or press {throw_key} to throw"]
    drawn = record_draw_text(monkeypatch, pirate_table)
    adapter.draw_board(app.logical)
    assert [text for text, _ in drawn if text in words] == words
    click(app, pirate_table.BOARD.center)
    frames(app, 3)
    assert adapter.view["board"] and adapter.empty_board_words() == []
    app.finish()


# --- numbers kept with their words --------------------------------------------------------------------

NUMBER_CUT = re.compile(r"(\b(cards?|position|round)|\d to)$")


def cut_numbers(lines: list[str]) -> list[tuple[str, str]]:
    """Consecutive lines where a number went to the next line without its word ("card" / "3")."""
    return [(a, b) for a, b in itertools.pairwise(lines) if NUMBER_CUT.search(a) and re.match(r"\d", b)]


def test_held_units_keeps_numbers_with_their_words() -> None:
    assert held_units("Ana swaps their card 2 with Ben's cards 1 and 3") == (
        f"Ana swaps their card{NO_BREAK}2 with Ben's cards{NO_BREAK}1 and 3")
    assert held_units("a number from 1 to 10 (round 1: a plain round), position 9") == (
        f"a number from 1{NO_BREAK}to{NO_BREAK}10 (round{NO_BREAK}1: a plain round), position{NO_BREAK}9")


def test_a_citroncoco_log_line_never_leaves_a_card_number_alone(font_module_only: None) -> None:
    """Seen in the log: "Spy: Mango turns up Papaya's card" and "1, the 10 of hearts" below it."""
    names = ["Mango", "Papaya", "Anastasia Marie", "Coconut Captains"]
    width = citron_table.LOG_AREA.w - 62
    events = [Event("flipped", {"seat": 0, "target": 1, "slot": 0, "card": "TH"}),
              Event("peeked", {"seat": 0, "target": 1, "slot": 2}),
              Event("exchanged", {"seat": 0, "a": (0, 1), "b": (1, 2)})]
    for first, second in itertools.permutations(names, 2):
        for event in events:
            entry = describe_citroncoco(Action(0, "power"), [event], [first, second].__getitem__)[0]
            assert not cut_numbers(wrap_sentence(entry.text, 24, width)), entry.text


@pytest.mark.parametrize("players", [2, 3])
def test_kokonotsus_panel_keeps_each_number_with_its_word_and_leaves_no_lone_last_word(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    """The No-no-nut read "names a number from 1 to" and "10; whoever played ..." with two players,
    the panel wrapped plainly: every coconut at every position now, as the panel writes it."""
    seats = [SeatSpec("Ana"), *[SeatSpec(name, "bot", "easy") for name in ("Mango", "Kiwi")]][:players]
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    frames(app, 2)
    adapter = app.stack[0].adapter
    real_view = adapter.view
    for nut, position in itertools.product(COCONUT_NAMES, range(1, 10)):
        grid = [dict(cell) for cell in real_view["grid"]]
        grid[position - 1]["coconut"] = nut
        view = {**real_view, "grid": grid, "coconut_position": position, "phase": "play"}
        monkeypatch.setattr(type(adapter), "view", property(lambda _, view=view: view))
        for block in adapter._panel_blocks():
            if block.rule:
                continue
            lines = wrap_sentence(block.text, block.size, adapter.board.text_width, block.bold)
            assert not cut_numbers(lines), (nut, lines)
            assert len(lines) < 2 or " " in lines[-1].replace(NO_BREAK, " "), (nut, lines)
    monkeypatch.undo()
    app.finish()

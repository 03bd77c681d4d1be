"""The last stop's leftovers: a 20-letter name is whole in Coconut Pirate's seat panel with two to four
seats; a crowded Cheeky Monkeys hand (nine to twelve cards, six already overlapped) shows every card's
name on a band left in view, and lies the same whatever it holds; the pawns on the pirate's first square
leave its "Start" and the next square's number readable; Tab turns the pages of a crowded zombie's
chips unless a seat has taken it for one of its keys; and from the walk, each buzzer in a Cheeky
Monkeys window shows its whole key (and, with room, its whole name) clear of the seconds left."""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from rules import cheeky_monkeys as game
from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.art.monkeys import short_name
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import cheeky_monkeys as monkeys_table
from tabletop.tables import coconut_pirate as pirate_table
from tests.test_cheeky_monkeys_table import ANA, BEN, BOTS, open_table, set_hand
from tests.test_walk_last import crowded_zombie, shown_chips
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui
LONG_NAMES = ["Anastasia Marie Coco", "Wilhelmina Mwangi-Wu", "Maximilian Wolfgang", "Bartholomew Quintus"]
"""Names as long as the command line gives, with wide letters (W, M) among them."""


def open_pirate(tmp_path: Path, seats: list[SeatSpec], map_name: str = "island") -> tuple[Any, Any]:
    app = make_app(tmp_path, "--size", "1024x600")
    table = TableScene(app, Session(GameRecord("coconut_pirate", {"map": map_name}, seats, seed=2), store=app.store))
    app.start(table)
    frames(app, 3)
    return app, table


def seat_panel_texts(app: Any, adapter: Any, drawn: list[tuple[str, pygame.Rect]], seat: int) -> dict[str, pygame.Rect]:
    """The texts one Coconut Pirate seat panel draws, with where each stands (``drawn`` records them)."""
    drawn.clear()
    adapter._draw_seat(app.logical, seat)
    return dict(drawn)


@pytest.mark.parametrize("map_name", ["island", "long-island"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_twenty_letter_name_is_whole_in_its_seat_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         map_name: str, count: int) -> None:
    """It was cut with "…" beside "Square 0 / 13"; the square keeps its numbers, the name all of it."""
    assert {len(name) for name in LONG_NAMES} <= {19, 20}
    seats = [SeatSpec(name) if seat % 2 == 0 else SeatSpec(name, "bot", "easy")
             for seat, name in enumerate(LONG_NAMES[:count])]
    app, table = open_pirate(tmp_path, seats, map_name)
    adapter = table.adapter
    drawn = record_draw_text(monkeypatch, pirate_table)
    for seat in range(count):
        texts = seat_panel_texts(app, adapter, drawn, seat)
        name = LONG_NAMES[seat]
        assert name in texts, [text for text, _ in drawn]
        square = next(rect for text, rect in drawn if text.endswith(f"0 / {adapter.view['finish']}"))
        panel = adapter.seat_rect(seat)
        assert panel.contains(texts[name]) and panel.contains(square)
        assert not texts[name].colliderect(square)
        assert texts[name].h >= pirate_table.font(pirate_table.MIN_TEXT, True).get_height()
    app.finish()


def test_a_short_name_keeps_the_word_square(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_pirate(tmp_path, [SeatSpec("Ana"), SeatSpec(LONG_NAMES[1])])
    assert table.adapter.square_words(0).startswith("Square ")
    assert not table.adapter.square_words(1).startswith("Square ")
    app.finish()


@pytest.mark.parametrize("map_name", ["island", "long-island"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_start_label_stays_clear_of_the_pawns_standing_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 map_name: str, count: int) -> None:
    """Every pawn starts on the first square, where the word "Start" was written under them."""
    app, table = open_pirate(tmp_path, [SeatSpec(name) for name in ("Ana", "Ben", "Coco", "Kiwi")[:count]], map_name)
    adapter = table.adapter
    frames(app, 30)
    assert adapter.view["positions"] == [0] * count
    plate = adapter.start_label_rect()
    pawns = [adapter.pieces[f"pawn-{seat}"].rect for seat in range(count)]
    assert plate.collidelist(pawns) < 0, (plate, pawns)
    assert adapter.map_rect.contains(plate)
    radius = adapter.square_radius
    squares = [pygame.Rect(0, 0, 2 * radius, 2 * radius).move(x - radius, y - radius)
               for x, y in adapter.squares.squares[1:]]
    assert plate.collidelist(squares) < 0
    numbers = [pygame.Rect(0, 0, radius, radius).move(x - radius / 2, y - radius / 2)
               for x, y in adapter.squares.squares[1:]]
    assert not [(pawn, number) for pawn in pawns for number in numbers if pawn.colliderect(number)], \
        "four pawns in a line on the first square hid the next square's number"
    drawn = record_draw_text(monkeypatch, pirate_table)
    adapter.draw_board(app.logical)
    start = [rect for text, rect in drawn if text == "Start"]
    assert len(start) == 1 and plate.contains(start[0])
    assert start[0].h >= pirate_table.font(pirate_table.MIN_TEXT, True).get_height()
    app.finish()


HAND_KINDS = ["sanitary-check", "common-misfortune", "no-way", "fire-bucket", "closed-for-holiday", "grounding",
              "pickpocket", "pass-the-monkey", "tactical-exchange", "back-to-the-jungle", "common-misfortune",
              "tactical-exchange"]
"""Every action card, the longest short names twice."""


def crowded_hand(tmp_path: Path, count: int, zombies: bool = False) -> tuple[Any, Any]:
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600", options={"zombies": zombies})
    set_hand(table.session.state, 0, HAND_KINDS[:count])
    table.refresh()
    frames(app, 40)
    return app, table


@pytest.mark.parametrize("count, zombies", [(6, False), (9, False), (10, True), (12, False), (12, True)])
def test_every_card_of_a_crowded_hand_shows_its_name_on_a_band_in_view(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: int, zombies: bool) -> None:
    """A fan of nine let only the top card's name be read: each band lies on its own card where no
    card drawn later covers it, holds the whole short name at MIN_TEXT, and a click there is on it."""
    app, table = crowded_hand(tmp_path, count, zombies)
    adapter = table.adapter
    hand = adapter.shown_hand()
    bands = adapter.hand_bands()
    pieces = [adapter.pieces[f"hand-{code}"] for code in hand]
    assert len(bands) == count
    for piece, code in zip(pieces, hand):
        name, band = bands[piece.key]
        assert name == short_name(game.kind_of(code))
        room = band.w - 2 * (monkeys_table.HAND_BAND_PAD - monkeys_table.HAND_BAND_INSET)
        assert monkeys_table.font(monkeys_table.MIN_TEXT).size(name)[0] <= room, (name, band)
        above = [other.rect for other in pieces if other.z > piece.z]
        assert band.collidelist(above) < 0, (name, band, above)
        assert max((other for other in pieces if other.hit(band.center)), key=lambda other: other.z) is piece
    assert not [(a, b) for (_, a), (_, b) in itertools.combinations(bands.values(), 2) if a.colliderect(b)]
    for piece in pieces:
        assert monkeys_table.MY_AREA.contains(piece.rect)
        assert not piece.rect.colliderect(monkeys_table.FINISH_BUTTON)
        assert not piece.rect.colliderect(monkeys_table.CANCEL_BUTTON)
    drawn = record_draw_text(monkeypatch, monkeys_table)
    adapter.draw_hud(app.logical)
    texts = [text for text, _ in drawn]
    assert all(texts.count(name) >= 1 for name, _ in bands.values())
    app.finish()


def test_a_hand_with_room_for_every_card_has_no_bands(tmp_path: Path) -> None:
    app, table = crowded_hand(tmp_path, 4)
    assert table.adapter.hand_bands() == {}
    assert table.adapter.hand_layout(4).size == monkeys_table.HAND_CARD
    app.finish()


def test_where_a_hands_cards_lie_tells_only_how_many_it_holds(tmp_path: Path) -> None:
    """Face down to the other person at the screen, a hand in two rows must not mean a long name in it."""
    spots = []
    for kinds in (["no-way", "pass-the-monkey", "back-to-the-jungle", "fire-bucket", "closed-for-holiday"],
                  ["common-misfortune", "pass-the-monkey", "back-to-the-jungle", "fire-bucket", "closed-for-holiday"]):
        app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600")
        set_hand(table.session.state, 0, kinds)
        table.refresh()
        frames(app, 40)
        spots.append([table.adapter.pieces[f"hand-{code}"].rect for code in table.adapter.shown_hand()])
        app.finish()
    assert spots[0] == spots[1]


def test_a_hand_face_down_names_no_card(tmp_path: Path) -> None:
    """Two people at the screen: in a window a hand shows only to the one answering, its bands with it."""
    app, table = open_table(tmp_path, [ANA, BEN, *BOTS[:2]], size="1024x600")
    set_hand(table.session.state, 0, HAND_KINDS[:10])
    table.refresh()
    key(app, pygame.K_SPACE, settle=5)  # Ana lifts the curtain
    adapter = table.adapter
    assert table.viewer == 0 and len(adapter.hand_bands()) == 10
    adapter._choose("play", ("common-misfortune",))
    frames(app, 5)
    assert table.viewer == 0 and adapter.view["phase"] == "window" and len(adapter.shown_hand()) == 9
    assert not adapter.hand_face_up() and adapter.hand_bands() == {}
    app.finish()


def test_tab_turns_a_crowded_zombies_chips_and_its_tooltip_says_so(tmp_path: Path) -> None:
    app, table = crowded_zombie(tmp_path, 1, 16)
    adapter = table.adapter
    first = set(shown_chips(adapter, 1))
    assert "Tab" in adapter.more_words(1)[0]
    key(app, monkeys_table.PAGE_KEY)
    second = set(shown_chips(adapter, 1))
    assert second and not first & second
    app.finish()


def test_a_seat_that_took_tab_keeps_it(tmp_path: Path) -> None:
    app, table = crowded_zombie(tmp_path, 1, 16)
    adapter = table.adapter
    app.keymaps.rebind(0, "left", monkeys_table.PAGE_KEY)
    first = set(shown_chips(adapter, 1))
    key(app, monkeys_table.PAGE_KEY)
    assert set(shown_chips(adapter, 1)) == first
    assert "Tab" not in adapter.more_words(1)[0]
    click(app, adapter.more_chips[1][0].center)
    assert set(shown_chips(adapter, 1)) != first, "a click still turns it"
    app.finish()


def buzzers_as_drawn(app: Any, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Into the first response window: each human's buzzer with the words drawn on it, once checked
    clear of each other and of the seconds left, inside the centre panel."""
    table.submit(Action(0, "proceed"))
    frames(app, 5)
    adapter = table.adapter
    buttons = adapter.claim_buttons()
    drawn = record_draw_text(monkeypatch, monkeys_table)
    adapter._draw_centre(app.logical)
    seconds = next(rect for text, rect in drawn if text.endswith(" s"))
    rects = [rect for _, rect in buttons] + [seconds]
    assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)], rects
    assert all(monkeys_table.CENTRE_PANEL.contains(rect) for rect in rects)
    return [(seat, next(text for text, where in drawn if rect.collidepoint(where.center))) for seat, rect in buttons]


@pytest.mark.parametrize("names", [["Ana", None, None, "Ben"], ["Ana", "Ben", "Coco", None, None, None],
                                   ["Ana", "Ben", "Coco", "Dana", None], ["Ana", "Anastasia Marie Coco", "Ben", "Dana"]])
def test_each_buzzer_shows_its_whole_key_and_leaves_the_seconds_clear(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, names: list[str | None]) -> None:
    """Ben's "Num Enter" cut his name to "B…" on a button of a set width, and three buzzers or more
    ran over the seconds left; the buttons now take the widths their words need (None: a bot)."""
    bots = iter(BOTS)
    app, table = open_table(tmp_path, [SeatSpec(name) if name else next(bots) for name in names], size="1024x600")
    buzzers = buzzers_as_drawn(app, table, monkeypatch)
    humans = [seat for seat, name in enumerate(names) if name]
    assert [seat for seat, _ in buzzers] == humans, "a response window with every human's buzzer"
    for seat, words in buzzers:
        assert words.endswith(app.keymaps.label(seat, "buzz")), words
        if len(humans) == 2:
            assert words == f"{names[seat]}: {app.keymaps.label(seat, 'buzz')}"
    app.finish()


def test_a_hand_cards_preview_stays_clear_of_the_move_log(tmp_path: Path) -> None:
    """The log is drawn over the table: the preview of a card at the right of the hand lay under it."""
    app, table = crowded_hand(tmp_path, 9)
    adapter = table.adapter
    for code in adapter.shown_hand():
        band = adapter.hand_bands()[f"hand-{code}"][1]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(band.center),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 2)
        shown = adapter.preview()
        assert shown is not None and shown[0] == game.kind_of(code)
        assert not shown[1].colliderect(adapter.log_rect), (code, shown)
    app.finish()

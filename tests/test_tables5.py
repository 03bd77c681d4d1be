"""Leftovers of the last stop: a Koi-Koi month won by a dealt hand names the cards' own month apart from
the month of the match it won; the rules help opened from a Koi-Koi game says what each of its choices
does, in the New game screen's words; the widest name the New game screen takes is whole in Coconut
Pirate's seat panel and news and on a Kokonotsu side seat, while ordinary names look as before."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from rules import koikoi
from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.art.kokonotsu import label
from tabletop.scenes.results import koikoi_months
from tabletop.scenes.rules_help import TEXT_AREA, help_text, layout
from tabletop.scenes.setup import choice_text, option_label, option_text
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import NAME_LENGTH, Settings
from tabletop.tables import coconut_pirate as pirate_table
from tabletop.tables import kokonotsu as kokonotsu_table
from tabletop.tables.koikoi import dealt_hand_words
from tests.test_tables3 import BEFORE_TWO_MONTHS, TWO_MONTHS_SEED
from tests.test_walk_final import seat_panel_texts
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui
WIDE_NAME = "W" * NAME_LENGTH
"""The widest name the New game screen lets a player type."""


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


# --- Koi-Koi: a month won by a dealt hand ---------------------------------------------------------------

def test_a_dealt_hand_names_its_cards_month_apart_from_the_month_it_wins(tmp_path: Path) -> None:
    """Month 2 won with four September cards read "…which wins February at once": February is the
    second month's name, and a player took it for the cards'."""
    app = make_app(tmp_path, "--size", "1024x600", settings=Settings(bot_delay_ms=0, speed="instant"))
    record = GameRecord("koikoi", {"dealt_hands": "win", "months": 3}, [SeatSpec("Ana"), SeatSpec("Ben")],
                        seed=TWO_MONTHS_SEED, actions=list(BEFORE_TWO_MONTHS))
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 20)
    table.submit(Action.parse("1 game"))
    frames(app, 20)
    table.dismiss_notice()  # month 1's, won with a Game
    frames(app, 30)
    month = table.adapter.finished
    assert month is not None and month["reason"] == "dealt-hand" and month["month"] == 2
    assert month["hand"] == "four-of-a-kind" and month["hand_months"] == [9]
    notice = " ".join(table.notices[0][0].lines)
    assert "Ana was dealt all four September cards, which wins month 2 at once." in notice
    assert "February" not in notice
    assert "Month 2 ends: Ana scores 6 points with a dealt hand" in [text for _, text in table.log.lines_for(0)]
    assert koikoi_months(table.session)[1][0] == "Month 2: Ana +6 points: dealt all four September cards"
    app.finish()


@pytest.mark.parametrize(("record", "words"), [
    ({"hand": "four-of-a-kind", "hand_months": [3]}, "all four March cards"),
    ({"hand": "four-pairs", "hand_months": [1, 3, 5, 8]}, "four pairs"),
    ({"hand": "four-of-a-kind"}, "all four cards of one month"),
    ({"hand": "four-of-a-kind", "hand_months": [13]}, "all four cards of one month"),
    ({}, "a winning hand"),
])
def test_dealt_hand_words_name_the_cards_month_when_the_record_says_it(record: dict[str, Any], words: str) -> None:
    assert dealt_hand_words(record) == words


# --- the rules help: what each Koi-Koi choice does -----------------------------------------------------

def koikoi_choices() -> list[tuple[str, Any]]:
    """Every choice of every switch, as the New game screen offers them (On and Off for a switch)."""
    return [(name, value) for name in koikoi.SWITCHES
            for value in koikoi.INFO.option_choices.get(name, (True, False))]


@pytest.mark.parametrize(("name", "value"), koikoi_choices())
def test_the_help_from_a_game_says_what_each_choice_does_in_the_setup_screens_words(name: str, value: Any) -> None:
    text = help_text("koikoi", {name: value})
    line = f"- {option_text(name)[0]}: **{option_label(value)}**. {choice_text(name, value)}."
    assert line in text.splitlines(), text.split("\n\n")[2]


@pytest.mark.parametrize("ruleset", list(koikoi.RULESETS))
def test_every_rule_of_the_game_is_explained_and_fits_the_help_at_1024x600(ruleset: str) -> None:
    """All switches of a rule set, each explained; every line inside the text area, none cut."""
    text = help_text("koikoi", {"ruleset": ruleset})
    active = koikoi.effective_options({"ruleset": ruleset})
    section = text.split("\n# ")[0]
    assert [line for line in section.splitlines() if line.startswith("- ")] == [
        f"- {option_text(name)[0]}: **{option_label(active[name])}**. {choice_text(name, active[name])}."
        for name in koikoi.SWITCHES]
    lines = layout(text, TEXT_AREA.width)
    assert all(0 <= run.x and run.right <= TEXT_AREA.width for line in lines for run in line.runs)
    game_heading = next(index for index, line in enumerate(lines) if line.runs[0].text == koikoi.INFO.name)
    section = lines[:game_heading]
    assert sum(line.runs[0].text == "•" for line in section) == len(koikoi.SWITCHES)
    assert all(" " in "".join(run.text for run in line.runs) for line in section), "no word alone on a line"


# --- the widest allowed name ---------------------------------------------------------------------------

def open_table(tmp_path: Path, game: str, seats: list[SeatSpec]) -> tuple[App, TableScene]:
    app = make_app(tmp_path, "--size", "1024x600")
    table = TableScene(app, Session(GameRecord(game, {}, seats, seed=2), store=app.store))
    app.start(table)
    frames(app, 3)
    return app, table


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_widest_name_is_whole_in_the_pirate_seat_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           count: int) -> None:
    """Sixteen W were cut with "…" beside the square; they take the row, at no less than the smallest
    text, and an ordinary name keeps "Square 0 / 13" and its size."""
    seats = [SeatSpec(WIDE_NAME), SeatSpec("Ana"), SeatSpec(WIDE_NAME, "bot", "easy"), SeatSpec("Mango", "bot", "easy")]
    app, table = open_table(tmp_path, "coconut_pirate", seats[:count])
    adapter = table.adapter
    drawn = record_draw_text(monkeypatch, pirate_table)
    for seat in range(count):
        texts = seat_panel_texts(app, adapter, drawn, seat)
        name = table.session.seats[seat].name
        assert name in texts, [text for text, _ in drawn]
        panel = adapter.seat_rect(seat)
        assert panel.contains(texts[name])
        assert texts[name].h >= pirate_table.font(pirate_table.MIN_TEXT, True).get_height()
        squares = [rect for text, rect in drawn if text.endswith(f"0 / {adapter.view['finish']}")]
        assert not any(texts[name].colliderect(square) for square in squares)
        if name != WIDE_NAME:
            assert f"Square 0 / {adapter.view['finish']}" in texts
            assert texts[name].h == pirate_table.font(28, True).get_height(), "an ordinary name keeps its size"
    app.finish()


def test_the_pirate_news_cuts_a_name_wider_than_its_panel_inside_it(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """ "WWW… throws first." ran past the news panel's right edge."""
    app, table = open_table(tmp_path, "coconut_pirate", [SeatSpec(WIDE_NAME), SeatSpec("Ana")])
    drawn = record_draw_text(monkeypatch, pirate_table)
    table.adapter._draw_news(app.logical)
    box = table.adapter.news_rect
    assert drawn and all(box.contains(rect) for _, rect in drawn), [(text, rect) for text, rect in drawn]
    assert drawn[0][0].startswith("WWW") and drawn[0][0].endswith("…")
    assert [text for text, _ in drawn[:2]][1] == "throws first."
    app.finish()


@pytest.mark.parametrize(("players", "viewer"), [(3, 1), (3, 2), (4, 1), (4, 3)])
def test_the_widest_name_is_whole_on_a_kokonotsu_side_seat_with_the_dealer_chip_clear(
        tmp_path: Path, players: int, viewer: int) -> None:
    """Seat 0 deals first: with a side seat's row too narrow for the name and the chip, the name takes
    the row and the chip waits a line down, at its end, clear of the name, the info lines and captions."""
    names = [WIDE_NAME, "Ana", "Ben", "Coco"][:players]
    app, table = open_table(tmp_path, "kokonotsu", [SeatSpec(name) for name in names])
    table.viewer = viewer
    table.refresh()
    adapter = table.adapter
    assert adapter.side(0) in ("left", "right") and table.view["dealer"] == 0
    area = adapter.area(0)
    name = adapter.name_label(0).get_rect(midleft=area.name_at)
    assert adapter.name_fit(0)[0] == WIDE_NAME and name.width <= area.name_room
    chip = pygame.Rect(0, 0, kokonotsu_table.DEALER_CHIP, kokonotsu_table.DEALER_CHIP)
    chip.center = (round(adapter.chip_home(0)[0]), round(adapter.chip_home(0)[1]))
    assert adapter.pieces["dealer-chip"].center == adapter.chip_home(0)
    assert area.rect.contains(name.union(chip)) and not name.colliderect(chip)
    x, y = area.info_at
    spec = table.session.seats[0]
    for number, (text, colour) in enumerate(adapter._info_lines(0, spec.is_bot, spec.level, False)):
        line = label(text, kokonotsu_table.INFO_SIZE, colour).get_rect(
            topleft=(x, y + number * kokonotsu_table.INFO_STEP))
        assert not line.colliderect(chip), text
    assert not any(caption.colliderect(chip) for _, caption in adapter.captions(0))
    for seat in range(1, players):
        assert adapter.name_fit(seat) == (names[seat], kokonotsu_table.NAME_SIZES[0], True), "ordinary names unchanged"
    app.finish()

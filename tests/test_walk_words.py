"""Lone words a player still read: a dialog's or a log entry's last word on a line of its own ("Mango
scores 26 / points"), Kokonotsu's reveal notice ending on "monkeypower.", a card or a die cut over two
lines ("blue / 10"), and the log's Las-nut line in the rules' words ("with the only monkeypower left in
(5)") with "Seat 2" swapped for names. Then what a hot-seat round at 1024x600 showed cut short: a
CitronCoco headline ending in "…" and a Coconut Pirate verdict that lost "wrong!" and its penalty."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core import Action, Event
from rules.kokonotsu import deck_of
from saves import GameRecord, SeatSpec
from tabletop.art.text import NO_BREAK, font, wrap, wrap_sentence
from tabletop.movelog import LogEntry, describe_coconut_pirate, describe_kokonotsu
from tabletop.scenes import table as table_module
from tabletop.scenes.table import LOG_TEXT, PROMPT_BOX, PROMPT_TEXT, TableScene
from tabletop.session import Session
from tabletop.tables.base import Prompt
from tabletop.tables.coconut_pirate import MAP_AREA, SEATS_WIDTH
from tabletop.tables.kokonotsu import NOTICE_WIDTH
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

SCORED = "Month 12 ends: Mango scores 26 points"
"""The line seen in a Koi-Koi replay as "Mango scores 26" over a lone "points"."""
NAMES = ("Ana", "Ben", "Chloe")
PROMPT_LINE = "Everyone at the table hands one card to the player sitting that way."
"""Wraps in the dialog to a last line of one word."""


def lone_lines(lines: list[str]) -> list[str]:
    """Lines of one word: "blue 10" held together by an unbreakable space is two."""
    return [line for line in lines if len(line.split()) < 2]


def open_table(tmp_path: Path, game_id: str, seats: list[SeatSpec], size: str = "1280x720") -> tuple[Any, TableScene]:
    app = make_app(tmp_path, "--size", size)
    table = TableScene(app, Session(GameRecord(game_id, {}, seats, seed=2), store=app.store))
    app.start(table)
    frames(app, 3)
    return app, table


# --- the wrap itself -------------------------------------------------------------------------------------

@pytest.mark.usefixtures("font_module_only")
def test_a_lone_last_word_gets_company_in_as_many_lines_none_wider_than_the_width() -> None:
    width = 440 - 62
    assert lone_lines(wrap(SCORED, LOG_TEXT, width)) == ["points"], "the case this is about"
    lines = wrap_sentence(SCORED, LOG_TEXT, width)
    assert len(lines) == 2 and not lone_lines(lines) and lines[-1] == "26 points"
    assert all(font(LOG_TEXT).size(line)[0] <= width for line in lines)


def word_before_taken_along(lines: list[str]) -> list[str]:
    """The simpler cure wrap_sentence improves on: the lone last word takes the word before it along."""
    head, _, word = lines[-2].rpartition(" ")
    return [*lines[:-2], head, f"{word} {lines[-1]}"]


@pytest.mark.usefixtures("font_module_only")
def test_a_lone_last_word_is_mended_without_leaving_a_middle_word_alone() -> None:
    """Taking only the word before along turned "the second-highest / monkeypower" into a lone "the"."""
    width = 440 - 62
    for text in ("Ana wins Change-nut with orange 5, the highest monkeypower",
                 "Ana wins 2-nut with orange 5, the second-highest monkeypower"):
        greedy = wrap(text, LOG_TEXT, width)
        assert lone_lines(greedy) == ["monkeypower"], "the case this is about"
        lines = wrap_sentence(text, LOG_TEXT, width)
        assert len(lines) == len(greedy) and not lone_lines(lines), lines
        assert all(font(LOG_TEXT).size(line)[0] <= width for line in lines)
    stuck = "Ana wins 2-nut with orange 5, the second-highest monkeypower"
    assert word_before_taken_along(wrap(stuck, LOG_TEXT, width))[1] == "the", "what the simpler cure did"


@pytest.mark.usefixtures("font_module_only")
def test_two_long_last_words_stay_apart_rather_than_run_out_of_the_box() -> None:
    text = "Ana hands Bartholomew-Marguerite Chloe-Marguerite-Anastasia"
    width = font(LOG_TEXT).size("Ana hands Bartholomew-Marguerite")[0] + 4
    greedy = wrap(text, LOG_TEXT, width)
    assert lone_lines(greedy) == ["Chloe-Marguerite-Anastasia"], "the case this is about"
    assert font(LOG_TEXT).size(word_before_taken_along(greedy)[-1])[0] > width, "the word before would not fit beside it"
    assert wrap_sentence(text, LOG_TEXT, width) == greedy
    assert wrap_sentence("", LOG_TEXT, width) == []


# --- 1. dialogs ------------------------------------------------------------------------------------------

def test_no_line_of_a_dialog_is_one_word_alone_or_wider_than_the_dialog(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, "koikoi", [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    width = PROMPT_BOX.w - 60
    assert lone_lines(wrap(PROMPT_LINE, PROMPT_TEXT, width)), "the case this is about"
    prompt = Prompt(0, "Which way?", [PROMPT_LINE, "Left: you give to Coco"], [("Left", Action(0, "direction"))])
    _, lines = table.prompt_layout(prompt)
    assert not lone_lines(lines), lines
    assert " ".join(lines) == " ".join(prompt.lines)
    assert all(font(PROMPT_TEXT).size(line)[0] <= width for line in lines)
    app.finish()


def test_kokonotsus_reveal_notice_does_not_end_on_a_lone_monkeypower(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, "kokonotsu", [SeatSpec("Ana"), SeatSpec("Ben"), SeatSpec("Coco", "bot", "easy")])
    red, blue, green = (deck_of(seat) for seat in range(3))
    seats = [{"seat": 0, "cards": [red[8]], "face": 9, "bonus": 0, "power": 9, "status": "won"},
             {"seat": 1, "cards": [blue[4]], "face": 5, "bonus": 0, "power": 5, "status": "beaten"},
             {"seat": 2, "cards": [green[2]], "face": 3, "bonus": 0, "power": 3, "status": "beaten"}]
    record = {"round": 3, "position": 1, "coconut": "who-nut", "seats": seats, "no_no": None, "dropped": [],
              "cancelled": [], "winner": 0, "reason": "highest", "chips_placed": [1, 4], "carried": [], "lost": [],
              "hands": None}
    sentence = table.adapter._outcome_sentence(record)
    assert lone_lines(wrap(sentence, 32, NOTICE_WIDTH)) == ["monkeypower."], "the case this is about"
    notice = table.adapter._reveal_notice(record, [])
    assert not lone_lines(notice.lines), notice.lines
    assert " ".join(notice.lines).endswith(sentence)
    app.finish()


# --- 2. the move log -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
def test_no_log_entry_ends_on_a_lone_word(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app, table = open_table(tmp_path, "koikoi", [SeatSpec("Mango", "bot", "easy"), SeatSpec("Ana")], size)
    table.log.entries = [LogEntry(0, "Mango plays March chaff and takes March bright: Curtain"),
                         LogEntry(None, SCORED)]
    width = table.adapter.log_rect.w - 62
    assert lone_lines(wrap(SCORED, LOG_TEXT, width)), "the case this is about"
    lines = record_draw_text(monkeypatch, table_module)
    frames(app, 1)
    drawn = [text for text, _ in lines]
    assert "26 points" in drawn and "points" not in drawn and "Curtain" not in drawn, drawn
    log = table.adapter.log_rect
    shown = [rect for text, rect in lines if log.contains(rect) and text != "Moves"]
    assert len(shown) == 4 and all(rect.right <= log.x + 46 + width for rect in shown), shown
    app.finish()


# --- 3. Kokonotsu's outcome in the log -------------------------------------------------------------------

def reveal(coconut: str, values: list[list[int]], statuses: list[str], winner: int | None,
           reason: str | None) -> Event:
    """A reveal record with each seat's cards by value; the summary is the rules' own sentence."""
    seats = [{"seat": seat, "cards": [deck_of(seat)[value - 1] for value in hand], "face": sum(hand), "bonus": 0,
              "power": sum(hand), "status": status} for seat, (hand, status) in enumerate(zip(values, statuses))]
    return Event("reveal", {"round": 9, "position": 9, "coconut": coconut, "seats": seats, "no_no": None,
                            "dropped": [], "cancelled": [], "winner": winner, "reason": reason,
                            "chips_placed": [] if winner is None else [9], "carried": [], "lost": [],
                            "hands": None, "summary": "Seat 1 wins with the only monkeypower left in (17)."})


def log_lines(event: Event, names: tuple[str, ...] = NAMES) -> list[str]:
    """The log's lines for a reveal, a card's unbreakable space read as a space."""
    entries = describe_kokonotsu(Action(0, "play"), [event], lambda seat: names[seat])
    return [entry.text.replace(NO_BREAK, " ") for entry in entries]


def outcome(event: Event, names: tuple[str, ...] = NAMES) -> str:
    return log_lines(event, names)[-1]


def test_the_las_nut_outcome_names_the_cards_and_says_why_in_the_tables_words() -> None:
    event = reveal("las-nut", [[8, 9], [3, 4], [5, 2]], ["won", "cancelled", "cancelled"], 0, "last-standing")
    assert outcome(event) == ("Ana wins Las-nut with blue 8 + blue 9 = 17, the only monkeypower not "
                              "cancelled by an equal one")
    dropped = reveal("no-no-nut", [[3], [2], [3]], ["dropped", "won", "dropped"], 1, "last-standing")
    assert outcome(dropped) == "Ben wins No-no-nut with orange 2, the only one who did not play the No-no number"
    highest = reveal("coconut", [[9], [4], [6]], ["won", "beaten", "beaten"], 0, "highest")
    assert outcome(highest) == "Ana wins Coconut with blue 9, the highest monkeypower"
    highest.data["seats"][0].update(bonus=2, power=11)
    assert log_lines(highest) == ["Reveal: Ana blue 9 + 2 = 11; Ben orange 4; Chloe green 6",
                     "Ana wins Coconut with blue 9 + 2 = 11, the highest monkeypower"], "the bonus, as its badge"


def test_a_player_named_like_a_seat_is_not_taken_for_another() -> None:
    """The rules' "Seat 1 wins" became "Seat 2 wins" for a player named Seat 2, then "Ben wins"."""
    event = reveal("coconut", [[9], [4]], ["won", "beaten"], 0, "highest")
    assert outcome(event, ("Seat 2", "Ben")).startswith("Seat 2 wins Coconut")


@pytest.mark.usefixtures("font_module_only")
def test_a_kokonotsu_card_is_never_cut_between_its_colour_and_its_value() -> None:
    """Seen at 1024x600: "Ana wins Las-nut with blue / 10 + blue 6 = 16, the / highest monkeypower"."""
    event = reveal("las-nut", [[10, 6], [6, 3]], ["won", "beaten"], 0, "highest")
    text = describe_kokonotsu(Action(0, "play"), [event], lambda seat: NAMES[seat])[-1].text
    widths = range(200, 500, 4)
    spaced = text.replace(NO_BREAK, " ")
    assert any(line.endswith(" blue") for width in widths for line in wrap_sentence(spaced, LOG_TEXT, width)), \
        "the case this is about"
    for width in widths:
        lines = wrap_sentence(text, LOG_TEXT, width)
        assert not any(line.endswith((" blue", NO_BREAK)) for line in lines), (width, lines)
        assert all(font(LOG_TEXT).size(line)[0] <= width for line in lines), (width, lines)
    lines = wrap_sentence(text, LOG_TEXT, 440 - 62)
    assert any(f"blue{NO_BREAK}10" in line for line in lines) and any(f"blue{NO_BREAK}6" in line for line in lines)
    assert not lone_lines(lines)


@pytest.mark.usefixtures("font_module_only")
def test_a_pirate_shout_never_starts_a_line_with_its_dash_nor_splits_a_die() -> None:
    """Seen at 1024x600: "Ben shouts: red, green, yellow / — wrong, +0" and "throws yellow / coconut tree"."""
    width = MAP_AREA.right - (MAP_AREA.x + SEATS_WIDTH + 10) - 62
    said = Event("announced", {"seat": 1, "names": ["red", "green", "yellow"], "correct": False})
    thrown = Event("thrown", {"seat": 0, "symbol": "coconut-tree", "colour": "yellow"})
    for event, seen in ((said, "— wrong, +0"), (thrown, "coconut tree")):
        text = describe_coconut_pirate(Action(0, "throw"), [event], lambda seat: ("Anastasia", "Ben")[seat])[0].text
        assert wrap(text.replace(NO_BREAK, " "), LOG_TEXT, width)[-1] == seen, "the case this is about"
        lines = wrap_sentence(text, LOG_TEXT, width)
        assert len(lines) == 2 and not lines[-1].startswith("—") and not lone_lines(lines), lines
        assert all(font(LOG_TEXT).size(line)[0] <= width for line in lines)
    assert lines[-1] == f"yellow{NO_BREAK}coconut{NO_BREAK}tree"


# --- 4. what a hot-seat round at 1024x600 showed -------------------------------------------------------

def test_a_long_citroncoco_headline_takes_two_lines_instead_of_losing_its_end(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "Missplay: the Ace of clubs and Queen of hearts did not mat…" lost who takes the penalty card."""
    from tabletop.tables import citroncoco as citron_module

    seats = [SeatSpec("Anastasia Marie"), SeatSpec("Ben"), *(SeatSpec(bot, "bot", "easy") for bot in ("Coco", "Kiwi"))]
    app, table = open_table(tmp_path, "citroncoco", seats, "1024x600")
    headline = "Missplay: the Ace of clubs and Queen of hearts did not match. Anastasia Marie takes a penalty card"
    table.adapter.news = (0, headline)
    drawn = record_draw_text(monkeypatch, citron_module)
    table.adapter._draw_centre(app.logical)
    texts = [text for text, _ in drawn]
    assert " ".join(texts[:2]) == headline and not [text for text in texts if "…" in text], texts
    rects = [rect for text, rect in drawn if text]
    assert all(citron_module.CENTRE_PANEL.contains(rect) for rect in rects), rects
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)], rects
    app.finish()


def test_a_wrong_shout_of_three_series_by_a_long_name_keeps_its_verdict_and_its_penalty_in_the_news(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The headline showed "Anastasia / Marie is" without "wrong!", and the detail stopped before
    "Anastasia Marie goes back 2 squares"."""
    from tabletop.tables import coconut_pirate as pirate_module

    seats = [SeatSpec("Anastasia Marie"), SeatSpec("Ben"), SeatSpec("Coco", "bot", "easy")]
    app, table = open_table(tmp_path, "coconut_pirate", seats, "1024x600")
    shout = {"seat": 0, "names": ["skull", "coconut-tree", "black"], "wrong": ["skull", "coconut-tree", "black"],
             "correct": False}
    news = table.adapter._announced_news(shout, {0: -2})
    assert news.detail.startswith("Anastasia Marie goes back 2 squares. ")
    assert "the board has no skulls, coconut trees or black dice." in news.detail
    table.adapter.news = news
    drawn = record_draw_text(monkeypatch, pirate_module)
    table.adapter._draw_news(app.logical)
    words = " ".join(text for text, _ in drawn)
    assert "Anastasia Marie is wrong!" in words and "Anastasia Marie goes back 2 squares." in words, words
    box = table.adapter.news_rect
    assert all(box.contains(rect) for _, rect in drawn), drawn
    app.finish()


def test_what_the_board_holds_is_said_with_each_word_once() -> None:
    from tabletop.tables.coconut_pirate import board_counts

    assert board_counts({"skull": 0}) == "no skulls"
    assert board_counts({"skull": 0, "red": 0, "boat": 2, "black": 1}) == (
        "no skulls or red dice and only 2 boats and 1 black die")

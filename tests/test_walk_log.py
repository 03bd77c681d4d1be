"""The fresh walk's findings: the move log (and Koi-Koi's month panel) tells of the next deal only once the
last deal's result has been read, as the table shows it; a CitronCoco card kept from a draw is "kept" on
the card, in the news and in the log alike; five or six buzzers at one keyboard take two rows, every key
whole; and a 20-letter name stays inside Koi-Koi's name tag and panel at every window size."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from rules import kokonotsu
from rules.core import Action, Event
from saves import SeatSpec
from tabletop.art.playing_cards import card_name
from tabletop.movelog import LogEntry, MoveLog
from tabletop.scenes.table import TableScene
from tabletop.settings import Settings
from tabletop.tables import koikoi as koikoi_module
from tests import test_koikoi_table as koikoi_tests
from tests.test_cheeky_monkeys_table import open_table as monkeys_table_open
from tests.test_citroncoco_table import BOTS as CITRON_BOTS
from tests.test_citroncoco_table import hold
from tests.test_citroncoco_table import open_table as citroncoco_table
from tests.test_koikoi_table import ana_must_decide_on_three_brights
from tests.test_walk_final import buzzers_as_drawn
from tests.uitools import frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


def newest_words(table: TableScene) -> list[str]:
    return [text for _, text in table.visible_log()]


@pytest.mark.parametrize("speed", ["instant", "fast", "normal"])
def test_a_koikoi_deal_line_waits_until_the_months_result_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   speed: str) -> None:
    """"Month 2 is dealt" stood over the notice of month 1, as if month 2 had begun behind it, and so
    did the panel's "Month 2 of 3"."""
    settings = Settings(bot_delay_ms=0, speed=speed)
    monkeypatch.setattr(koikoi_tests, "make_app", lambda path, *extra: make_app(path, *extra, settings=settings))
    app, table = ana_must_decide_on_three_brights(tmp_path)
    table.submit(Action(0, "game"))
    seen: list[list[str]] = []
    for _ in range(200):
        seen.append(newest_words(table))
        if table.notices and not table.pacing:
            break
        frames(app, 1)
    assert table.notices, "the month's result is up"
    frames(app, 30)
    seen.append(newest_words(table))
    assert all(not any("is dealt" in text for text in words) for words in seen), seen
    assert seen[-1][:2] == ["Month 1 ends: Ana scores 5 points", "Ana calls Game"]
    drawn = record_draw_text(monkeypatch, koikoi_module)
    table.adapter.draw_hud(app.logical)
    assert "Month 1 of 3" in [text for text, _ in drawn]
    key(app, pygame.K_RETURN, settle=3)
    assert not table.notices
    everything = [text for _, text in table.log.lines_for(table.viewer)]
    assert newest_words(table) == everything, "nothing is lost or put out of order"
    assert everything[:2] == ["Month 2 is dealt; Ana deals", "Month 1 ends: Ana scores 5 points"]
    drawn.clear()
    table.adapter.draw_hud(app.logical)
    assert "Month 2 of 3" in [text for text, _ in drawn]
    app.finish()


def test_a_reader_scrolled_back_keeps_their_place_while_the_deal_waits(tmp_path: Path) -> None:
    app, table = ana_must_decide_on_three_brights(tmp_path)
    table.log.entries = [LogEntry(seat % 2, f"older move {seat}") for seat in range(6)]
    table.log_scroll = 2
    before = newest_words(table)
    assert before[0] == "older move 3"
    table.submit(Action(0, "game"))
    frames(app, 3)
    assert table.notices and newest_words(table) == before
    key(app, pygame.K_RETURN, settle=3)
    assert newest_words(table) == before
    app.finish()


def test_kokonotsus_next_round_waits_for_the_reveal_to_be_read() -> None:
    """The same in Kokonotsu: "Round 2: … deals" comes with the reveal that ends round 1."""
    rng = random.Random(3)
    state = kokonotsu.new_game({}, 3, seed=3)
    log = MoveLog()
    while True:
        seat = min(kokonotsu.to_act(state))
        action = rng.choice(kokonotsu.legal_actions(state, seat))
        events = kokonotsu.apply(state, action)
        log.add("kokonotsu", action, events, lambda seat: ["Ana", "Ben", "Cy"][seat])
        if any(event.kind == "new-round" for event in events):
            break
    everything = [text for _, text in log.lines_for(None)]
    assert everything[0].startswith("Round 2: ") and " wins " in everything[1]
    waiting = [text for _, text in log.lines_for(None, unread=1)]
    assert waiting == everything[1:]


def test_a_month_that_ends_as_it_is_dealt_shows_its_deal_with_its_own_result() -> None:
    """With dealt hands winning, one move ends month 1, deals month 2, ends it at once and deals month 3:
    each deal line waits only for the result read before it."""
    events = [Event("round_over", {"month": 1, "winner": 0, "points": 6}),
              Event("dealt", {"month": 2, "dealer": 0}),
              Event("round_over", {"month": 2, "winner": 1, "points": 6}),
              Event("dealt", {"month": 3, "dealer": 1})]
    log = MoveLog()
    log.add("koikoi", Action(0, "game"), events, lambda seat: ["Ana", "Coco"][seat])
    told = [log.lines_for(None, unread=unread)[0][1] for unread in (9, 2, 1, 0)]
    assert told == ["Month 1 ends: Ana scores 6 points", "Month 1 ends: Ana scores 6 points",
                    "Month 2 ends: Coco scores 6 points", "Month 3 is dealt; Coco deals"]


def test_a_citroncoco_card_kept_from_a_draw_is_told_alike_on_the_card_in_the_news_and_in_the_log(
        tmp_path: Path) -> None:
    """The card's mark said "swapped" while the log said "keeps the drawn card as card 4"."""
    app, table = citroncoco_table(tmp_path, [SeatSpec("Ana"), *CITRON_BOTS], settle=0)
    hold(table, 0, "5H")
    replaced = table.session.state["hands"][0][3]
    assert table.submit(Action(0, "swap", (3,)))
    frames(app, 2)
    adapter = table.adapter
    words = f"Ana keeps the drawn card as card\u00a04 and discards the {card_name(replaced)}"
    assert adapter.marks[adapter.slot_key(0, 3)][0] == "kept"
    assert adapter.news == (0, words)
    assert any(text.replace("\u00a0", " ") == words.replace("\u00a0", " ") for _, text in table.log.lines_for(0))
    app.finish()


@pytest.mark.parametrize("names", [["Ana", "Ben", "Coco", "Dana", "Eli"], ["Ana", "Ben", "Coco", "Dana", "Eli", "Finn"],
                                   ["Anastasia Marie Coco", "Wilhelmina Mwangi-Wu", "Maximilian Wolfgang",
                                    "Bartholomew Quintus", "Eli", "Finn"]])
def test_five_or_six_buzzers_take_two_rows_and_show_every_key_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, names: list[str]) -> None:
    """Six buttons in one 690 px row cut "Num Enter" and "Backspace" (and even "L-Shift") to "N…", "B…";
    a button exactly as wide as "Eli: Backspace" showed only "Backspace"."""
    app, table = monkeys_table_open(tmp_path, [SeatSpec(name) for name in names], size="1024x600")
    buzzers = buzzers_as_drawn(app, table, monkeypatch)
    assert [seat for seat, _ in buzzers] == list(range(len(names)))
    for seat, words in buzzers:
        key_name = app.keymaps.label(seat, "buzz")
        assert words.endswith(key_name) and "…" not in key_name, words
        if max(map(len, names)) <= 4:
            assert words == f"{names[seat]}: {key_name}"
    app.finish()


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
def test_a_twenty_letter_koikoi_name_stays_in_its_tag_and_in_the_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                      size: str) -> None:
    """At 1024x600 "Wilhelmina Mwangi-Wu  (dealer)" ran out of its tag under the hand, and the panel's
    "Wilhelmina Mwangi-Wu: 0 points" past the panel's edge."""
    names = ["Anastasia Marie Coco", "Wilhelmina Mwangi-Wu"]
    app, table = koikoi_tests.open_table(tmp_path, [SeatSpec(names[0]), SeatSpec(names[1], "bot", "easy")],
                                         dealer=1, size=size)
    table.session.state["koikoi"][1] = 2
    table.refresh()
    adapter = table.adapter
    layout = adapter.layout
    drawn = record_draw_text(monkeypatch, koikoi_module)
    adapter.draw_board(app.logical)
    adapter.draw_hud(app.logical)
    texts = [text for text, _ in drawn]
    assert "dealer" in texts and "Koi-Koi ×2" in texts, texts
    for seat, at in ((0, layout.my_tag), (1, layout.their_tag)):
        tag = pygame.Rect(0, 0, koikoi_module.NAME_TAG_W, 200)
        tag.center = at
        shown = [rect for text, rect in drawn if text[:5] == names[seat][:5] and layout.panel.right > rect.x
                 and not layout.panel.colliderect(rect)]
        assert len(shown) == 1 and tag.contains(shown[0]), (names[seat], shown, tag)
        header = [rect for text, rect in drawn if text[:5] == names[seat][:5] and layout.panel.colliderect(rect)]
        assert len(header) == 1 and layout.panel.contains(header[0])
        backs = [piece.rect for key, piece in adapter.pieces.items() if key.startswith("back-")]
        assert not any(shown[0].colliderect(back) for back in backs)
    app.finish()


def test_a_month_won_by_a_dealt_hand_is_told_so_and_not_as_a_second_game_call() -> None:
    """The month that a dealt hand ends at once was logged after a second "Ana calls Game"."""
    events = [Event("round_over", {"month": 1, "winner": 0, "points": 6, "reason": "game"}),
              Event("dealt", {"month": 2, "dealer": 0}),
              Event("round_over", {"month": 2, "winner": 1, "points": 6, "reason": "dealt-hand"}),
              Event("dealt", {"month": 3, "dealer": 1})]
    log = MoveLog()
    log.add("koikoi", Action(0, "game"), events, lambda seat: ["Ana", "Coco"][seat])
    told = [entry.text for entry in log.entries]
    assert told == ["Ana calls Game", "Month 1 ends: Ana scores 6 points", "Month 2 is dealt; Ana deals",
                    "Month 2 ends: Coco scores 6 points with a dealt hand", "Month 3 is dealt; Coco deals"]

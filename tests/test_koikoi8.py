"""Koi-Koi: a first deal that wins month 1 on a dealt hand is told as a later month's is (notice, the
hand laid out, the log's lines), and a month's result stands over the play area, clear of the panel."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from rules import koikoi
from rules.core import Event
from saves import GameRecord, SeatSpec
from tabletop.replay import Replay
from tabletop.scenes import table as table_module
from tabletop.scenes.replay import ReplayScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import koikoi as koikoi_module
from tests.test_koikoi import full_deal
from tests.uitools import frames, make_app

pytestmark = pytest.mark.ui

DEALT_HANDS_WIN = {"dealt_hands": "win"}
FIRST_MONTH_SEED = 154
"""With dealt hands winning, Ana (seat 0) is dealt four pairs in month 1; Bea deals."""
SIZES = ["1920x1080", "1280x720", "1024x600"]


def rules_opening(monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], seed: int) -> list[Event]:
    """The events of the first deal as ``new_game`` makes them (the outermost deal returns last)."""
    returned: list[list[Event]] = []
    real = koikoi._start_month

    def recording(*args: Any) -> list[Event]:
        events = real(*args)
        returned.append(events)
        return events

    monkeypatch.setattr(koikoi, "_start_month", recording)
    koikoi.new_game(options, 2, seed)
    monkeypatch.undo()
    return returned[-1]


def test_the_opening_deal_is_the_one_the_rules_dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every first deal that ended a month, under both scorings and as an explicit deal, comes out with
    the very events (cards, records, the next deal) that ``new_game`` made and kept to itself."""
    options_tried = [DEALT_HANDS_WIN, {"ruleset": "stake", "dealt_hands": "win"},
                     {"dealt_hands": "win", "months": 3}]
    found = 0
    for options in options_tried:
        for seed in range(400):
            expected = rules_opening(monkeypatch, options, seed)
            ended = any(event.kind == "round_over" for event in expected)
            assert koikoi_module.opening_deal(options, seed) == (expected if ended else []), (options, seed)
            found += ended
    assert found >= 3, "some first deals won on a dealt hand"
    four_of_september = ["9-animal", "9-ribbon", "9-chaff-1", "9-chaff-2", "11-bright", "11-animal", "12-bright",
                         "1-chaff-1"]
    other = ["10-animal", "10-ribbon", "11-ribbon", "12-chaff-1", "12-chaff-2", "2-chaff-1", "3-chaff-1", "4-chaff-1"]
    explicit = {"dealt_hands": "win", "deal": full_deal([four_of_september, other], dealer=1)}
    opening = koikoi_module.opening_deal(explicit, 3)
    assert opening == rules_opening(monkeypatch, explicit, 3)
    assert [set(event.data["hand_cards"]) for event in opening if event.kind == "round_over"] == [set(four_of_september)]


def live_table(tmp_path: Path, size: str, actions: list[str] | None = None) -> TableScene:
    app = make_app(tmp_path, "--size", size, settings=Settings(bot_delay_ms=0, speed="instant"))
    record = GameRecord("koikoi", dict(DEALT_HANDS_WIN), [SeatSpec("Ana"), SeatSpec("Bea")],
                        seed=FIRST_MONTH_SEED, actions=list(actions or []))
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 10)
    return table


def log_texts(table: TableScene) -> list[str]:
    return [text for _, text in table.visible_log()]


@pytest.mark.parametrize("size", SIZES)
def test_a_dealt_hand_in_the_first_deal_is_announced_with_the_hand_laid_out(tmp_path: Path, size: str) -> None:
    """Seed 154 opened at Month 2 with "Ana: 6 points", no notice and "No moves yet"."""
    table = live_table(tmp_path, size)
    adapter = table.adapter
    assert isinstance(adapter, koikoi_module.KoiKoiTable)
    assert [notice.title for notice, _ in table.notices] == ["Month 1: Ana wins"]
    assert table.notices[0][0].lines == ["Ana was dealt four pairs, which wins month 1 at once.",
                                         "Ana scores 6 points. Match: Ana 6, Bea 0."]
    month = adapter.finished
    assert month is not None and month["reason"] == "dealt-hand" and adapter.shown_month() == 1
    hand = month["hand_cards"]
    assert koikoi.dealt_hand(hand) == ("four-pairs", month["hand_months"])
    assert all(adapter.pieces[card].face_up for card in hand) and set(adapter.pieces) == set(hand)
    assert log_texts(table) == ["Month 1 ends: Ana scores 6 points with a dealt hand", "Month 1 is dealt; Bea deals"]

    table.dismiss_notice()
    frames(app := table.app, 5)
    assert adapter.finished is None and adapter.shown_month() == 2 and not table.notices
    assert log_texts(table)[0] == "Month 2 is dealt; Ana deals"
    assert adapter.view["hand_sizes"] == [8, 8] and len(adapter.field_spots) == 8
    app.finish()


def test_a_game_loaded_after_its_first_move_tells_the_opening_in_the_log_only(tmp_path: Path) -> None:
    opening = live_table(tmp_path / "first", "1280x720")
    first_move = next(action for action in opening.session.legal(opening.session.state["turn"])
                      if action.kind == "play")
    opening.app.finish()
    table = live_table(tmp_path / "later", "1280x720", [koikoi.action_to_text(first_move)])
    assert not table.notices and table.adapter.finished is None and table.adapter.shown_month() == 2
    assert log_texts(table)[-3:] == ["Month 2 is dealt; Ana deals", "Month 1 ends: Ana scores 6 points with a dealt hand",
                                     "Month 1 is dealt; Bea deals"]
    table.taken_back()  # a log told again (after an undo) still opens with month 1
    frames(table.app, 2)
    assert log_texts(table)[-2:] == ["Month 1 ends: Ana scores 6 points with a dealt hand",
                                     "Month 1 is dealt; Bea deals"]
    assert not table.notices
    table.app.finish()


def test_a_first_deal_that_ends_nothing_adds_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1280x720", settings=Settings(bot_delay_ms=0, speed="instant"))
    record = GameRecord("koikoi", dict(DEALT_HANDS_WIN), [SeatSpec("Ana"), SeatSpec("Bea")], seed=1, actions=[])
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 5)
    assert not table.notices and table.log.entries == [] and table.adapter.shown_month() == 1
    app.finish()


@pytest.mark.parametrize("size", SIZES)
def test_a_months_result_stands_over_the_play_area_clear_of_the_panel(tmp_path: Path, size: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The notice was centred on the screen, so its right edge touched the yaku panel."""
    table = live_table(tmp_path, size)
    layout = table.adapter.layout
    boxes: list[pygame.Rect] = []
    real = table_module.panel
    monkeypatch.setattr(table_module, "panel", lambda surface, box, **kw: boxes.append(pygame.Rect(box))
                        or real(surface, box, **kw))
    table.draw(table.app.logical)
    monkeypatch.undo()
    notice = boxes[-1]
    assert abs(notice.centerx - layout.field_area.centerx) <= 1, (notice, layout.field_area)
    assert notice.right <= min(layout.panel.left, layout.log.left) - 40 and notice.left >= 0
    table.app.finish()



def test_a_replay_at_its_first_move_shows_no_notice_it_could_never_close(tmp_path: Path) -> None:
    """A replay draws no notices: the month's result would hold the table on month 1 for good."""
    app = make_app(tmp_path, "--size", "1280x720", settings=Settings(bot_delay_ms=0, speed="instant"))
    record = GameRecord("koikoi", dict(DEALT_HANDS_WIN), [SeatSpec("Ana"), SeatSpec("Bea")],
                        seed=FIRST_MONTH_SEED, actions=[])
    replay = ReplayScene(app, Replay(record), seat_at_screen=0)
    app.start(replay)
    frames(app, 5)
    assert not replay.notices and replay.adapter.shown_month() == 2
    app.finish()

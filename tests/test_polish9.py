"""Leftovers at the tables and the replay: Koi-Koi's Game or Koi-Koi dialog stands over the field, clear
of the yaku panel; a replay's log tells a month 1 won by a dealt hand at move 0 as the live log does;
Cheeky Monkeys after a tie shows no buzzers or frozen countdown, and its countdown bar agrees with its
seconds."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

import rules
from saves import GameRecord, SeatSpec
from tabletop.replay import Replay
from tabletop.scenes.replay import ReplayScene
from tabletop.scenes.table import PROMPT_BOX, TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import cheeky_monkeys as cheeky_module
from tabletop.tables.kokonotsu import cell_rect
from tests import test_koikoi_table as koikoi_tests
from tests.test_cheeky6 import window_for_two
from tests.test_koikoi_table import ana_must_decide_on_three_brights
from tests.test_kokonotsu_table import ANA, BOTS
from tests.test_kokonotsu_table import open_table as open_kokonotsu
from tests.uitools import click, frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

DEALT_HAND_MATCH = ({"dealt_hands": "win"}, 154)
"""Options and seed of a Koi-Koi match whose first deal wins month 1 for Ana before anyone moves."""


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
def test_the_koikoi_decision_stands_over_the_field_clear_of_the_yaku_panel(tmp_path: Path, size: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = koikoi_tests.open_table

    def open_at_size(path: Path, seats: list[SeatSpec], dealer: int = 0, _: str = "",
                     options: dict | None = None) -> tuple[object, TableScene]:
        return real_open(path, seats, dealer, size, options)

    monkeypatch.setattr(koikoi_tests, "open_table", open_at_size)
    app, table = ana_must_decide_on_three_brights(tmp_path)
    prompt = table.visible_prompt()
    assert prompt is not None
    box, _ = table.prompt_layout(prompt)
    layout = table.adapter.layout
    assert box.right + 40 <= layout.panel.x and box.right + 40 <= layout.log.x, (box, layout.panel)
    assert (box.x, box.right) == (table.adapter.notice_area().x, table.adapter.notice_area().right), \
        "where the month's result stands"
    assert box.centerx == layout.field_area.centerx
    app.finish()


@pytest.mark.parametrize("bots", [2, 3])
def test_a_kokonotsu_direction_dialog_keeps_its_place_where_the_log_is_no_side_column(tmp_path: Path,
                                                                                        bots: int) -> None:
    seats = [ANA, *BOTS, SeatSpec("Kiwi", "bot", "easy")][:bots + 1]
    app, table = open_kokonotsu(tmp_path, seats)
    click(app, cell_rect(1, table.adapter.board).center)  # Who-nut: the dealer names a direction
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Which way?"
    assert table.prompt_layout(prompt)[0].x == PROMPT_BOX.x
    app.finish()


def dealt_hand_record(moves: int) -> GameRecord:
    game = rules.GAMES["koikoi"]
    options, seed = DEALT_HAND_MATCH
    record = GameRecord("koikoi", dict(options), [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed)
    state = record.new_state()
    chooser = random.Random(1)
    for _ in range(moves):
        seat = min(game.to_act(state))
        action = chooser.choice(game.legal_actions(state, seat))
        game.apply(state, action)
        record.actions.append(game.action_to_text(action))
    return record


def test_a_replay_tells_a_month_won_by_the_first_deal_at_move_0_as_the_live_log_does(tmp_path: Path) -> None:
    options, seed = DEALT_HAND_MATCH
    app = make_app(tmp_path)
    seats = [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")]
    live = TableScene(app, Session(GameRecord("koikoi", dict(options), seats, seed), store=app.store, autosave=False))
    app.start(live)
    frames(app, 2)
    opening = [(seat, text) for seat, text in reversed(live.log.lines_for(0))]
    assert any(text.startswith("Month 1 ends: Ana scores") for _, text in opening), opening
    app.finish()
    app = make_app(tmp_path)
    scene = ReplayScene(app, Replay(dealt_hand_record(4)), seat_at_screen=0)
    app.start(scene)
    frames(app, 2)
    for index in (0, 2, 4):
        scene.seek(index)
        told = [(number, seat, text) for number, seat, text in scene.log_lines() if number == 0]
        assert [(seat, text) for _, seat, text in reversed(told)] == opening, index
    scene.seek(0)
    assert scene.current_move() == 0
    app.finish()


def test_after_a_tie_the_centre_shows_the_tie_not_the_buzzers_and_a_frozen_countdown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    adapter = table.adapter
    now = app.now_ms
    adapter.judge.press(0, now)
    adapter.judge.press(1, now + 10)
    frames(app, 8)
    assert adapter.tied and table.view["phase"] == "window"
    drawn = record_draw_text(monkeypatch, cheeky_module)
    frames(app, 1)
    texts = [text for text, _ in drawn]
    assert adapter.claim_buttons() == [] and adapter.buzzer_layout() == ([], None)
    assert not any(text.endswith(" s") and text[:-2].replace(".", "").isdigit() for text in texts), texts
    assert "A tie: nobody answers · the queue goes on" in texts
    app.finish()


def test_the_countdown_bar_is_as_full_as_the_seconds_shown_are_of_the_window(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    adapter = table.adapter
    drawn = record_draw_text(monkeypatch, cheeky_module)
    limit_s = adapter.window_ms() / 1000
    measured = 0
    for wait in (1, 60, 100, 175):
        frames(app, wait)
        if table.view["phase"] != "window":
            break
        drawn.clear()
        surface = pygame.Surface((1920, 1080))
        table.draw(surface)
        seconds = next(float(text[:-2]) for text, _ in drawn if text.endswith(" s") and text[0].isdigit())
        bar = adapter.buzzer_layout()[1]
        assert bar is not None
        row = [surface.get_at((x, bar.centery)) for x in range(bar.x, bar.right)]
        filled = sum(1 for colour in row if colour.r > 200 and colour.g > 60)
        assert abs(filled / bar.w - seconds / limit_s) < 0.06, (wait, seconds, filled, bar.w)
        measured += 1
    assert measured >= 3, "the window ran long enough to be measured full, half gone and nearly out"
    app.finish()

"""The banner, the lit cues and the log never run ahead of what the table shows, and a buzz pressed
while the card that opens a Cheeky Monkeys window is still shown counts at once."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import rules
from saves import GameRecord, SeatSpec
from tabletop.input.keymaps import KeyMaps
from tabletop.input.race import RaceJudge
from tabletop.scenes.curtain import CurtainScene, HandOffScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import ADAPTERS
from tabletop.tables.base import Notice
from tests import test_cheeky_monkeys_table as monkeys
from tests import test_pacing as pacing
from tests import tiny_game
from tests.tiny_table import TinyTable
from tests.uitools import click, drag, frames, key, make_app


def normal_speed() -> Settings:
    """Moves take their time, so a test can act while one is still shown; bots answer at once."""
    return Settings(bot_delay_ms=0, speed="normal")


def buzz(seat_key: int) -> pygame.event.Event:
    """A buzzer key going down (seat 0: L-Shift, seat 1: Space), as the judge and the table see it."""
    return pygame.event.Event(pygame.KEYDOWN, key=seat_key, mod=0, unicode="", scancode=0)


def cues_drawn(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the table's lit cues (the frames around what may be played) are drawn this frame."""
    drawn: list[bool] = []
    with monkeypatch.context() as patch:
        patch.setattr(table.interaction, "draw", lambda surface: drawn.append(True))
        frames(table.app)
    return bool(drawn)


# --- the race judge ------------------------------------------------------------------------------------

def test_an_armed_race_keeps_a_press_and_counts_it_with_its_stamp_when_it_opens() -> None:
    judge = RaceJudge(KeyMaps.default())
    assert not judge.feed(buzz(pygame.K_LSHIFT), 100), "no race, nothing armed: a false start"
    judge.feed(pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT), 110)
    judge.arm({0, 1})
    assert judge.feed(buzz(pygame.K_SPACE), 200), "seat 1's buzz is taken while the race is armed"
    judge.open(500, {0, 1})
    judge.press(0, 520)
    result = judge.decide(600)
    assert result is not None and result.winner == 1 and result.stamps == ((1, -300.0), (0, 20.0))


def test_a_pause_while_armed_moves_the_early_presses_later_too() -> None:
    """The table's clocks stand still under the pause menu; a press kept while armed must keep its lead
    over the race's opening, not gain the pause's length."""
    judge = RaceJudge(KeyMaps.default())
    judge.arm({0, 1})
    judge.press(1, 200)
    judge.shift(10_000)
    judge.open(10_500, {0, 1})
    result = judge.decide(11_000)
    assert result is not None and result.stamps == ((1, -300.0),)


def test_closing_disarms_and_arming_ends_an_open_race() -> None:
    judge = RaceJudge(KeyMaps.default())
    judge.arm({1})
    judge.press(1, 10)
    judge.close()
    judge.open(50, {1})
    assert judge.decide(500) is None, "a press made before the close is gone"
    judge.press(1, 60)
    judge.arm({1})
    assert not judge.is_open and judge.is_armed
    judge.open(900, {1})
    assert judge.decide(2000) is None, "the old race's claim went with it"


# --- the banner, the cues and the log while a move is shown ------------------------------------------

@pytest.mark.ui
def test_a_bots_koikoi_move_is_named_by_the_banner_and_told_step_by_step_before_anas_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = pacing.open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], "fast", dealer=1)
    pacing.until_bot_moves(table)
    assert table.pacing and table.session.to_act() == {0}
    assert table.banner() == ("Coco plays…", 1), "not Ana's call while Coco's cards still move"
    assert not cues_drawn(table, monkeypatch), "Ana's hand is not lit before Coco's move has landed"
    assert len(table.visible_log()) == 1, "the draw is told when the drawn card lands, not with the play"
    while table.beats:
        frames(table.app)
    assert len(table.visible_log()) == 2
    while table.pacing:
        frames(table.app)
    assert table.banner() == ("Ana: play a card from the hand", 0)
    assert cues_drawn(table, monkeypatch)
    table.app.finish()


@pytest.mark.ui
def test_tab_during_a_bots_move_ends_its_showing_before_it_reaches_anas_hand(tmp_path: Path) -> None:
    """The keys, like a click, reach only what is lit: the showing ends and the focus lands in sight."""
    table = pacing.open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], "fast", dealer=1)
    pacing.until_bot_moves(table)
    assert table.pacing
    key(table.app, pygame.K_TAB, settle=1)
    assert not table.pacing and table.interaction.focus == 0
    assert table.banner() == ("Ana: play a card from the hand", 0)
    table.app.finish()


@pytest.mark.ui
def test_game_or_koikoi_is_asked_only_with_its_buttons(tmp_path: Path) -> None:
    table = pacing.open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], "fast", dealer=0)
    state = table.session.state
    for card in ("3-bright", "8-bright"):
        for pile in (*state["hands"], state["field"], state["stock"]):
            if card in pile:
                pile.remove(card)
        state["captures"][0].append(card)
    table.refresh()
    frames(table.app, 30)
    drag(table.app, table.adapter.pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    assert table.view["phase"] == "decide" and table.pacing
    assert table.banner()[0] == "Ana plays…" and table.visible_prompt() is None
    while table.pacing:
        frames(table.app)
    assert table.banner()[0] == "Ana: Game or Koi-Koi?" and table.visible_prompt() is not None
    table.app.finish()


@pytest.mark.ui
def test_a_move_that_leaves_a_human_choosing_keeps_their_words_and_cues(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Everyone picks at once: the bot's pick, shown, takes nothing from the human still choosing."""
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)
    app = make_app(tmp_path, settings=normal_speed())
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=4)
    app.start(TableScene(app, Session(record, store=app.store)))
    table = app.stack[0]
    assert isinstance(table, TableScene)
    for _ in range(60):
        frames(app)
        if table.session.record.actions:
            break
    assert table.pacing and table.session.to_act() == {0}
    assert table.banner() == ("Ana: pick a card", 0) and cues_drawn(table, monkeypatch)
    app.finish()


@pytest.mark.ui
def test_enter_while_the_move_that_brought_a_notice_is_shown_does_not_close_it_unread(tmp_path: Path) -> None:
    table = pacing.open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], "fast", dealer=0)
    table.announce(Notice("Month 1", ["Ana scores."]))
    table.beat_ends_at = table.app.now_ms + 60_000
    assert table.banner()[0] == "", "nobody's call over a result still to be read"
    key(table.app, pygame.K_RETURN, settle=1)
    assert table.notices and not table.pacing, "the showing ended and the notice is up"
    key(table.app, pygame.K_RETURN, settle=1)
    assert not table.notices
    table.app.finish()


# --- Cheeky Monkeys: a buzz while the card is still shown ---------------------------------------------

@pytest.mark.ui
def test_a_buzz_while_the_card_is_shown_counts_at_once_and_the_curtain_follows_the_verdict(tmp_path: Path) -> None:
    app, table = monkeys.open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Bo"), SeatSpec("Papaya", "bot", "normal")],
                                    settings=normal_speed())
    while isinstance(app.top, (CurtainScene, HandOffScene)):
        key(app, pygame.K_SPACE if isinstance(app.top, CurtainScene) else pygame.K_RETURN, settle=3)
    monkeys.ana_plans(table, ["pickpocket", "fire-bucket"], {1: ["enthusiastic-pyromaniac"]})
    monkeys.set_hand(table.session.state, 1, ["fire-bucket", "pickpocket"])
    table.refresh()
    frames(app, 60)
    click(app, monkeys.hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center, settle=2)
    assert table.pacing and table.view["phase"] == "window", "Ana's Pickpocket is still on its way"
    pressed = app.now_ms
    pygame.event.post(buzz(pygame.K_SPACE))
    frames(app, 4)
    assert table.adapter.answering == 1 and table.adapter.news[1] == "Bo buzzed first", "Bo's buzz is seen at once"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0))
    while not isinstance(app.top, CurtainScene) and app.now_ms - pressed < 5000:
        frames(app)
    assert isinstance(app.top, CurtainScene) and app.now_ms - pressed <= 1300, "only the verdict's reading time"
    app.finish()

"""Undo: a move is taken back only when nothing was revealed by it or after it, by replaying the log
without it; against bots their replies go too; races and clocks keep their moves; the table's Ctrl+Z
and a late bot answer."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import rules
from rules.core import Action, revealed
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.app import FRAME_MS
from tabletop.bus import BotAnswer
from tabletop.scenes.table import TableScene
from tabletop.session import NOT_FROM_THE_LOG, Session, UndoRefused
from tabletop.settings import Settings
from tests.uitools import click, frames, key, make_app

GAMES = sorted(rules.GAMES)
NEVER_UNDOABLE = {"coconut_pirate"}
"""Every Coconut Pirate move is a throw (chance), a claim (a race) or an announcement (against the
clock), so none is ever taken back."""


def versus_bots(game: str, seats: int, seed: int = 7) -> Session:
    specs = [SeatSpec("Ann")] + [SeatSpec(f"Bot {n}", "bot", "easy") for n in range(1, seats)]
    return Session(GameRecord(game, {}, specs, seed), store=None)


def play_on(session: Session, rng: random.Random) -> None:
    """One move: a bot plays its own choice, the human a random legal move."""
    seat = rng.choice(sorted(session.to_act()))
    choice = session.bot_task(seat)() if seat in session.bots else None
    session.submit(choice or rng.choice(session.legal(seat)))


def copy_of(session: Session) -> Session:
    return Session(replace(session.record, actions=list(session.record.actions)), store=None)


def test_every_game_keeps_its_rng_record_under_one_key() -> None:
    """revealed() reads the draw counter from state["rng"] for every game."""
    for game in GAMES:
        state = rules.GAMES[game].new_game({}, rules.GAMES[game].INFO.min_players, 11)
        assert set(state["rng"]) == {"seed", "draws"}, game


def test_revealed_sees_a_draw_and_a_card_turned_face_up_and_nothing_else() -> None:
    koikoi = rules.GAMES["koikoi"]
    before = koikoi.new_game({}, 2, 3)
    after = koikoi.clone(before)
    assert revealed(koikoi, before, after, 2) is None
    after["rng"]["draws"] += 1
    assert revealed(koikoi, before, after, 2) == "a shuffle, a throw or a random pick has happened"
    after = koikoi.clone(before)
    after["field"].append(after["stock"].pop(0))  # the top of the stock turned over
    assert revealed(koikoi, before, after, 2) == "a card was revealed"


def test_undo_refused_after_a_reveal_with_the_reason_and_nothing_changes() -> None:
    """A Koi-Koi card played from the hand is shown to the other seat: it stays played."""
    session = versus_bots("koikoi", 2, seed=3)
    human = session.human_seats()[0]
    while human not in session.to_act():
        play_on(session, random.Random(0))
    session.submit(session.legal(human)[0])
    kept, log = session.game.to_json(session.state), list(session.record.actions)
    assert session.undo_refusal() == "a card was revealed"
    with pytest.raises(UndoRefused, match="a card was revealed"):
        session.undo()
    assert session.game.to_json(session.state) == kept and session.record.actions == log


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_exact_wherever_nothing_was_revealed(game: str) -> None:
    """From a seeded playout against bots, every position where Undo is offered goes back to exactly
    the position before the human's move, and the log loses that move and the bot moves after it."""
    module = rules.GAMES[game]
    session = versus_bots(game, module.INFO.min_players)
    rng = random.Random(1)
    positions = [module.to_json(session.state)]
    taken_back = 0
    reasons = set()
    while taken_back < 3 and len(positions) < 250 and session.outcome() is None:
        play_on(session, rng)
        positions.append(module.to_json(session.state))
        reason = session.undo_refusal()
        if reason is not None:
            reasons.add(reason)
            continue
        undone = copy_of(session)
        moves = undone.undo()
        assert undone.record.actions == session.record.actions[:-moves]
        assert module.to_json(undone.state) == positions[-1 - moves]
        assert module.to_json(undone.state) == module.to_json(undone.record.replay())
        taken_back += 1
    if game in NEVER_UNDOABLE:
        assert taken_back == 0
        assert reasons == {"a shuffle, a throw or a random pick has happened",
                           "it was made while others could move at the same time", "it was made against the clock"}
    else:
        assert taken_back >= 1, reasons


@pytest.mark.parametrize("game", ["cheeky_monkeys", "citroncoco"])
def test_against_bots_undo_takes_back_their_replies_too(game: str) -> None:
    session = versus_bots(game, rules.GAMES[game].INFO.min_players)
    rng = random.Random(1)
    for _ in range(400):
        play_on(session, rng)
        if session.undo_refusal() is not None or session.record.actions[-1].startswith("0 "):
            continue
        moves = len(session.record.actions)
        last_human = max(n for n, text in enumerate(session.record.actions) if text.startswith("0 "))
        assert session.undo() == moves - last_human >= 2
        assert len(session.record.actions) == last_human
        return
    pytest.fail("no bot reply that revealed nothing followed an undoable move")


def test_a_bot_reply_that_revealed_a_card_keeps_the_move() -> None:
    """Koi-Koi: after the human's undoable Koi-Koi call the bot plays from its hand, which shows a card."""
    session = versus_bots("koikoi", 2)
    rng = random.Random(1)
    while session.record.actions[-1:] != ["0 koikoi"]:
        play_on(session, rng)
    assert session.undo_refusal() is None
    play_on(session, rng)
    assert session.record.actions[-1].startswith("1 play")
    assert session.undo_refusal() == "a card was revealed"


def test_behind_curtains_only_the_mover_may_take_back() -> None:
    specs = [SeatSpec("Ann"), SeatSpec("Ben")]
    session = Session(GameRecord("kokonotsu", {}, specs, 7), store=None)
    dealer = next(iter(session.to_act()))
    session.submit(session.legal(dealer)[0])
    other = 1 - dealer
    assert session.undo_refusal(other) == f"only {session.name(dealer)} can take back their own move"
    assert session.undo(dealer) == 1 and session.record.actions == []


def test_undo_offered_by_the_setting_and_the_number_of_humans() -> None:
    solo, group = versus_bots("koikoi", 2), Session(GameRecord("koikoi", {}, [SeatSpec("A"), SeatSpec("B")], 1),
                                                     store=None)
    assert solo.undo_offered("auto") and not group.undo_offered("auto")
    assert group.undo_offered("on") and not solo.undo_offered("off")
    assert Settings().undo == "auto"


def test_the_autosave_follows_an_undo(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(GameRecord("kokonotsu", {}, [SeatSpec("Ann"), SeatSpec("Bot", "bot", "easy")], 7), store=store)
    dealer = next(iter(session.to_act()))
    session.submit(session.legal(dealer)[0])
    session.undo()
    record, state = store.load(store.autosave_path(session.session_id))
    assert record.actions == [] and state == session.state


# --- at the table ------------------------------------------------------------------------------------

def table_for(tmp_path: Path, record: GameRecord, settings: Settings | None = None) -> TableScene:
    app = make_app(tmp_path, settings=settings)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 2)
    assert isinstance(app.top, TableScene)
    return app.top


def test_ctrl_z_at_the_table_against_a_bot_takes_back_and_tells_the_log(tmp_path: Path) -> None:
    """The bot thinks for ten seconds, so the human's move is the latest when Ctrl+Z comes."""
    record = GameRecord("kokonotsu", {}, [SeatSpec("Ann"), SeatSpec("Coco", "bot", "easy")], 7)
    scene = table_for(tmp_path, record, Settings(bot_delay_ms=10_000, speed="instant"))
    app, session = scene.app, scene.session
    start = session.game.to_json(session.state)
    dealer = next(iter(session.to_act()))
    assert not session.seats[dealer].is_bot
    assert scene.submit(session.legal(dealer)[0])
    frames(app, 2)
    assert scene.log.entries
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.record.actions == [] and session.game.to_json(session.state) == start
    assert scene.log.entries == []
    assert any("Took back" in text for text, _ in app.toasts)
    assert scene.submit(session.legal(dealer)[-1])
    frames(app, 2)
    click(app, scene.undo.rect.center)
    assert session.record.actions == [] and session.game.to_json(session.state) == start


def test_ctrl_z_says_why_it_cannot(tmp_path: Path) -> None:
    record = GameRecord("koikoi", {}, [SeatSpec("Ann"), SeatSpec("Coco", "bot", "easy")], 3)
    scene = table_for(tmp_path, record)
    app, session = scene.app, scene.session
    while 0 not in session.to_act():
        frames(app, 1)
    scene.submit(session.legal(0)[0])
    moves = list(session.record.actions)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.record.actions[:len(moves)] == moves
    assert any(text == "Cannot take back: a card was revealed." for text, _ in app.toasts)


def test_a_bot_answer_for_a_position_an_undo_took_away_is_never_played(tmp_path: Path) -> None:
    """The bot was asked after the human's move; the move is taken back and made again, so the log is
    as long as when the bot was asked. A late answer from the first asking must not be played."""
    session = versus_bots("cheeky_monkeys", 2)
    rng = random.Random(1)
    while True:
        play_on(session, rng)
        human_moved = session.record.actions[-1].startswith("0 ")
        if human_moved and session.undo_refusal() is None and 1 in session.to_act() and len(session.legal(1)) > 1:
            break
    human_move = Action.parse(session.record.actions[-1])
    scene = table_for(tmp_path, session.record, Settings(bot_delay_ms=400, speed="instant"))
    app = scene.app
    asked_at = scene.bot_asked[1][0]
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.submit(human_move)
    frames(app, 2)
    fresh = scene.bot_answers[1].action
    stale = next(action for action in scene.session.legal(1) if action != fresh)
    app.bus.publish(BotAnswer(1, asked_at, stale))
    moves = len(scene.session.record.actions)
    frames(app, int(400 // FRAME_MS) + 5)
    assert scene.session.record.actions[moves] == scene.session.game.action_to_text(fresh)


@pytest.mark.parametrize("game", GAMES)
def test_the_undo_button_leaves_room_for_the_log_title_scrolled_far_back(tmp_path: Path, game: str) -> None:
    from tabletop.art.text import font
    from tabletop.movelog import MAX_ENTRIES

    record = GameRecord(game, {}, [SeatSpec("Ann")] + [SeatSpec(f"Bot {n}", "bot", "easy")
                                                       for n in range(1, rules.GAMES[game].INFO.min_players)], 7)
    scene = table_for(tmp_path, record)
    title = font(26, bold=True).size(f"Moves (back {MAX_ENTRIES})")[0]
    assert scene.adapter.log_rect.x + 16 + title < scene.undo.rect.left


def test_the_undo_setting_cycles_in_settings_and_a_bad_value_falls_back(tmp_path: Path) -> None:
    from tabletop.scenes.settings_scene import SettingsScene
    from tests.uitools import button_center

    app = make_app(tmp_path)
    app.start(SettingsScene(app))
    frames(app, 2)
    click(app, button_center(app, "Undo: on vs bots"))
    assert app.settings.undo == "on"
    click(app, button_center(app, "Undo: on"))
    click(app, button_center(app, "Undo: off"))
    assert app.settings.undo == "auto"
    path = tmp_path / "settings.json"
    path.write_text('{"undo": "sometimes", "speed": "fast"}', encoding="utf-8")
    loaded, problem = Settings.load(path)
    assert problem and problem.endswith(": “Undo”.") and loaded.undo == "auto" and loaded.speed == "fast"


def test_a_position_set_up_by_hand_is_never_replaced_by_its_log() -> None:
    """Tests and tools may hand a session a state its log does not lead to; undo refuses instead of
    raising from the replay or putting the log's position in its place."""
    session = versus_bots("kokonotsu", 2)
    dealer = next(iter(session.to_act()))
    session.submit(session.legal(dealer)[0])
    session.state["round"] += 1
    assert session.undo_refusal() == NOT_FROM_THE_LOG
    session.record.actions[-1] = "0 coconut 99"
    assert session.undo_refusal(dealer) == NOT_FROM_THE_LOG

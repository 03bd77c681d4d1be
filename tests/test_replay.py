"""Replays: the model steps through every game's log exactly, the scene is read-only, a live game's
replay shows nothing the seat at the screen could not see, and the ways in (results, pause, Load,
--replay) and out ("Play from here") work through the running app."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
from rules.bots import make_bot
from rules.core import State
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.movelog import MoveLog
from tabletop.replay import Replay
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.replay import ReplayScene, open_replay
from tabletop.scenes.table import TableScene
from tests.conformance import strings_in
from tabletop.session import Session
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

ROOT = Path(__file__).resolve().parent.parent
LIVE_MOVES = 40
"""How far the unfinished games of the secrecy test are played (at most half the whole game)."""


def bot_game(game_id: str, seed: int, humans: int = 0, stop_after: int | None = None,
             seats: int | None = None) -> tuple[GameRecord, list[dict[str, Any]]]:
    """A seeded game played by bots (the first ``humans`` seats named as humans), and the state after
    every move as JSON, straight from the rules: what a replay must give back."""
    game = rules.GAMES[game_id]
    count = seats or game.INFO.max_players
    specs = [SeatSpec(f"Human {seat + 1}", "human") if seat < humans else SeatSpec(f"Bot {seat + 1}", "bot", "normal")
             for seat in range(count)]
    record = GameRecord(game_id, {}, specs, seed)
    state = record.new_state()
    states = [game.to_json(state)]
    bots = [make_bot(game_id, "normal", seat) for seat in range(count)]
    chooser = random.Random(seed)
    while (acting := game.to_act(state)) and len(record.actions) < 5000:
        if stop_after is not None and len(record.actions) >= stop_after:
            break
        action = None
        for seat in sorted(acting):
            legal = game.legal_actions(state, seat)
            action = bots[seat].choose(game.view(state, seat), legal, chooser) if legal else None
            if action is not None:
                break
        if action is None:
            action = chooser.choice([a for seat in sorted(acting) for a in game.legal_actions(state, seat)])
        game.apply(state, action)
        record.actions.append(game.action_to_text(action))
        states.append(game.to_json(state))
    return record, states


def final_state(record: GameRecord) -> State:
    return record.replay()


# --- the model ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_stepping_forward_and_back_gives_the_logged_state_at_every_move(game_id: str) -> None:
    record, states = bot_game(game_id, seed=21)
    game = rules.GAMES[game_id]
    assert game.outcome(final_state(record)) is not None, "the bots should finish the game"
    replay = Replay(record, every=8)
    assert len(replay) == len(states) - 1
    for index in [*range(len(states)), *reversed(range(len(states)))]:
        assert game.to_json(replay.state_at(index)) == states[index], f"move {index} of {len(replay)}"
    assert len(replay.snapshots) == len(replay) // 8 + 1


def test_a_state_handed_out_is_the_callers_to_change() -> None:
    record, states = bot_game("koikoi", seed=3)
    replay = Replay(record, every=4)
    for index in (0, 4, 5):
        replay.state_at(index)["hands"][0].clear()
        assert rules.GAMES["koikoi"].to_json(replay.state_at(index)) == states[index]


def test_a_replay_does_not_follow_the_live_record() -> None:
    record, states = bot_game("koikoi", seed=3, stop_after=10)
    replay = Replay(record)
    record.actions.clear()
    assert len(replay) == 10 and rules.GAMES["koikoi"].to_json(replay.state_at(10)) == states[10]


def test_play_from_here_starts_a_new_game_with_the_moves_so_far() -> None:
    record, _ = bot_game("kokonotsu", seed=4)
    branch = Replay(record).record_until(12)
    assert branch.actions == record.actions[:12] and branch.game_id != record.game_id
    assert (branch.game, branch.options, branch.seats, branch.seed) == (record.game, record.options, record.seats,
                                                                      record.seed)


# --- whose eyes --------------------------------------------------------------------------------------

def open_scene(tmp_path: Path, record: GameRecord) -> tuple[Any, ReplayScene]:
    app = make_app(tmp_path)
    scene = open_replay(app, record)
    app.start(scene)
    frames(app, 2)
    return app, scene


def test_open_cards_only_in_a_finished_game(tmp_path: Path) -> None:
    finished, _ = bot_game("koikoi", seed=5, humans=1)
    app, scene = open_scene(tmp_path / "done", finished)
    assert scene.open_cards and {"open", "hand", "branch"} <= {name for name, _, _ in scene.buttons()}
    key(app, pygame.K_h)
    assert scene.viewer == 1 and scene.view["hand"] == rules.GAMES["koikoi"].view(scene.session.state, 1)["hand"]
    key(app, pygame.K_o)
    assert not scene.open_cards and scene.viewer == 0
    app.finish()

    live, _ = bot_game("koikoi", seed=5, humans=1, stop_after=30)
    app, scene = open_scene(tmp_path / "live", live)
    assert not scene.open_cards and scene.viewer == 0
    assert not {"open", "hand", "branch"} & {name for name, _, _ in scene.buttons()}
    key(app, pygame.K_o)
    key(app, pygame.K_h)
    assert not scene.open_cards and scene.viewer == 0
    app.finish()


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_a_live_games_replay_never_shows_what_the_seat_at_the_screen_could_not_see(
        tmp_path: Path, game_id: str) -> None:
    """At every move: the view the scene hands the adapter holds no token hidden from the human seat
    then, and the log lines it draws are the very lines the live table showed that seat after that
    move (whose secrecy test_movelog checks), never a line from later in the game."""
    game = rules.GAMES[game_id]
    whole, _ = bot_game(game_id, seed=8, humans=1)
    record, _ = bot_game(game_id, seed=8, humans=1, stop_after=min(LIVE_MOVES, len(whole.actions) // 2))
    assert game.outcome(final_state(record)) is None
    app, scene = open_scene(tmp_path, record)
    live_log = MoveLog()
    for index in range(len(scene.replay) + 1):
        if index:
            move = scene.replay.moves[index - 1]
            live_log.add(game_id, move.action, move.events, scene.name)
        scene.seek(index)
        scene.draw(app.logical)
        assert scene.viewer == 0
        hidden = game.secrets_hidden_from(scene.session.state, 0)
        assert not hidden & strings_in(scene.view), f"move {index}"
        assert [text for _, _, text in scene.log_lines()] == [text for _, text in live_log.lines_for(0)], index
    app.finish()


def test_a_live_game_of_several_humans_passes_the_screen_before_its_replay_shows(tmp_path: Path) -> None:
    record, _ = bot_game("kokonotsu", seed=9, humans=2, stop_after=12)
    app, scene = open_scene(tmp_path, record)
    seat = scene.pass_to
    assert seat in (0, 1) and scene.viewer is None
    assert scene.view == rules.GAMES["kokonotsu"].view(scene.session.state, None)
    key(app, pygame.K_RIGHT)
    assert scene.index == len(scene.replay), "nothing moves behind the curtain"
    key(app, pygame.K_SPACE)
    assert scene.pass_to is None and scene.viewer == seat
    app.finish()


# --- through the running app -----------------------------------------------------------------------------

def finished_table(app: Any, game_id: str = "koikoi", seed: int = 6) -> tuple[Session, list[dict[str, Any]]]:
    record, states = bot_game(game_id, seed=seed, humans=1)
    session = Session(record, store=app.store)
    app.start(TableScene(app, session))
    return session, states


def test_replay_from_the_results_steps_back_three_moves_and_jumps_with_the_slider(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    session, states = finished_table(app)
    frames(app, 120)
    assert type(app.top).__name__ == "ResultsScene"
    before = sorted(os.listdir(tmp_path))
    click(app, button_center(app, "Replay"))
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.index == len(states) - 1
    for _ in range(3):
        click(app, scene.button("back").center)
    game = rules.GAMES["koikoi"]
    assert scene.index == len(states) - 4
    assert game.to_json(scene.session.state) == states[-4]
    assert scene.current_move() in {number for number, _, _ in scene.log_lines()}
    target = len(scene.replay) // 4
    click(app, (scene.slider_x(target), scene.slider_rect().centery))
    assert scene.index == target
    assert game.to_json(scene.session.state) == states[scene.index]
    entry, move = scene.log_hits[-1]
    click(app, entry.center)
    assert scene.index == move
    assert len(session.record.actions) == len(states) - 1 and game.outcome(session.state) is not None
    assert sorted(os.listdir(tmp_path)) == before, "a replay never saves nor counts"
    click(app, scene.button("close").center)
    assert type(app.top).__name__ == "ResultsScene"
    app.finish()


def test_replay_so_far_from_pause_uses_the_eyes_at_the_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record, _ = bot_game("koikoi", seed=2, humans=1, stop_after=20)
    session = Session(record, store=app.store)
    table = TableScene(app, session)
    app.start(table)
    frames(app, 3)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Replay so far"))
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.viewer == table.viewer == 0 and not scene.open_cards
    click(app, scene.button("start").center)
    assert scene.index == 0 and len(session.record.actions) >= 20
    key(app, pygame.K_SPACE, settle=5)
    assert scene.playing and 0 < scene.index <= 5, "at the instant speed, a move a frame"
    click(app, scene.button("play").center)
    stopped = scene.index
    frames(app, 5)
    assert not scene.playing and scene.index == stopped
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "PauseMenu"
    app.finish()


def test_play_from_here_leaves_the_original_save_as_it_was(tmp_path: Path) -> None:
    record, _ = bot_game("koikoi", seed=6, humans=1)
    store = SaveStore(tmp_path)
    original = store.save("Finished", record, final_state(record))
    kept = original.read_bytes()
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.push(LoadScene(app))
    frames(app, 2)
    load = app.top
    assert isinstance(load, LoadScene)
    click(app, load.replay_rect(0).center)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    for _ in range(10):
        key(app, pygame.K_LEFT, settle=0)
    frames(app, 2)
    click(app, scene.button("branch").center)
    table = app.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    branched = table.session
    played = len(record.actions) - 10
    assert branched.record.actions[:played] == record.actions[:played] and branched.record.game_id != record.game_id
    assert branched.counts_for_stats and branched.store is app.store, "a live game again (its bots play on)"
    assert original.read_bytes() == kept
    assert store.autosave_path(branched.session_id).exists()
    app.finish()


def test_the_command_line_opens_a_save_as_a_replay(tmp_path: Path) -> None:
    record, _ = bot_game("citroncoco", seed=1, humans=1, stop_after=25)
    path = SaveStore(tmp_path).save("Half way", record, final_state(record))
    shot = tmp_path / "replay.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "main.py", "--replay", str(path), "--frames", "5", "--screenshot", str(shot),
                           "--size", "640x360", "--save-dir", str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (640, 360)
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": 1}), encoding="utf-8")
    refused = subprocess.run([sys.executable, "main.py", "--replay", str(broken), "--frames", "5",
                              "--save-dir", str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=120)
    assert refused.returncode == 2 and "broken.json" in refused.stderr and "missing" in refused.stderr


def test_replay_cannot_be_mixed_with_another_start() -> None:
    from tabletop.cli import parse

    assert parse(["--replay", "a.json"]).replay == Path("a.json")
    with pytest.raises(SystemExit):
        parse(["--replay", "a.json", "--game", "koikoi"])


def test_the_move_shown_is_framed_once_and_the_frame_cuts_no_line_of_the_log(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A month's last move logs several lines (the month's end, the next deal): one frame holds them all,
    down to the descenders of the last, and no other line of the log reaches into it."""
    from tabletop.scenes import replay as replay_module
    record, _ = bot_game("koikoi", seed=6)
    app, scene = open_scene(tmp_path, record)
    ends = [number for number, _, text in scene.log_lines() if text.startswith("Month 1 ends")]
    assert ends, "the game has a month end"
    scene.seek(ends[0])
    drawn = record_draw_text(monkeypatch, replay_module)
    scene._draw_log(app.logical)
    chosen = [rect for rect, number in scene.log_hits if number == ends[0]]
    frame = chosen[0].unionall(chosen[1:])
    texts_of_move = {part for number, _, text in scene.log_lines() if number == ends[0]
                     for part in scene._log_parts(text, scene.adapter.log_rect)}
    assert len(texts_of_move) > 1
    for text, rect in drawn:
        if text in texts_of_move:
            assert frame.contains(rect), (text, rect, frame)
        elif rect.colliderect(scene.adapter.log_rect) and text not in ("Moves · click one to see it",):
            assert not frame.colliderect(rect), (text, rect, frame)
    app.finish()

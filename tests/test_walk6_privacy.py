"""A replay opened mid-game at a table of several humans is watched by everyone: it shows no hand at
any move, and back at the table the next player is called behind the curtain again. A replay's log
lists no move after the one shown."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
from tabletop.pieces.card import Card
from tabletop.replay import Replay
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.replay import ReplayScene, open_replay
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import adapter_for
from tests.conformance import strings_in
from tests.test_replay import bot_game
from tests.uitools import button_center, click, frames, key, make_app

pytestmark = pytest.mark.ui

LIVE_MOVES = 30


def secrets(scene: TableScene) -> set[str]:
    """Every token some seat must not see now (a card only one player holds and nobody could know)."""
    game, state = scene.session.game, scene.session.state
    return set().union(*(game.secrets_hidden_from(state, seat) for seat in range(len(scene.session.seats))))


def face_up_secrets(scene: TableScene) -> set[str]:
    return {name for name, piece in scene.adapter.pieces.items()
            if isinstance(piece, Card) and piece.face_up and name in secrets(scene)}


def table_at_a_turn(tmp_path: Path, game_id: str) -> tuple[Any, TableScene]:
    """A game of two humans and bots, some way in, at a turn of one human alone (no race), who has
    been called to the screen."""
    whole, _ = bot_game(game_id, seed=8, humans=2)
    replay = Replay(whole)
    cut = next(moves for moves in range(min(LIVE_MOVES, len(whole.actions) // 2), 0, -1)
               if len(acting := replay.game.to_act(replay.state_at(moves))) == 1 and min(acting) < 2)
    app = make_app(tmp_path)
    table = TableScene(app, Session(replay.record_until(cut), store=app.store))
    app.start(table)
    frames(app, 3)
    if isinstance(app.top, CurtainScene):
        key(app, pygame.K_SPACE)
    assert app.top is table and table.viewer is not None
    return app, table


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_replay_so_far_with_several_humans_shows_no_hand_at_any_move(tmp_path: Path, game_id: str) -> None:
    app, table = table_at_a_turn(tmp_path, game_id)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Replay so far"))
    scene = app.top
    assert isinstance(scene, ReplayScene) and not scene.replay.finished
    for index in range(len(scene.replay) + 1):
        scene.seek(index)
        scene.draw(app.logical)
        if table.adapter.has_secrets:
            assert scene.viewer is None, index
            assert not secrets(scene) & strings_in(scene.view), f"move {index}"
            assert not face_up_secrets(scene), f"move {index}"
            assert [text for _, _, text in scene.log_lines()] == \
                [entry.text_for(None) for number, entry in reversed(scene.entries) if number <= index]
    app.finish()


@pytest.mark.parametrize("game_id", sorted(name for name in rules.GAMES if adapter_for(name).has_secrets))
def test_back_from_the_replay_the_next_player_is_called_behind_the_curtain(tmp_path: Path, game_id: str) -> None:
    app, table = table_at_a_turn(tmp_path, game_id)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Replay so far"))
    assert isinstance(app.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    assert table.viewer is None and not face_up_secrets(table), "under the pause, the table shows no hand"
    click(app, button_center(app, "Resume"))
    for _ in range(30):
        if isinstance(app.top, CurtainScene):
            break
        assert not face_up_secrets(table)
        frames(app, 1)
    assert isinstance(app.top, CurtainScene), "the player is called again, even the one who was there"
    app.finish()


def test_one_human_keeps_their_own_hand_in_the_replay_so_far(tmp_path: Path) -> None:
    record, _ = bot_game("kokonotsu", seed=8, humans=1, stop_after=20)
    app = make_app(tmp_path)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Replay so far"))
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.viewer == 0 and face_up_secrets(scene)
    app.finish()


def test_the_replays_log_lists_no_move_after_the_one_shown(tmp_path: Path) -> None:
    record, _ = bot_game("koikoi", seed=5, humans=1)
    app = make_app(tmp_path)
    scene = open_replay(app, record)
    app.start(scene)
    frames(app, 2)
    assert scene.replay.finished
    scene.seek(0)
    scene.draw(app.logical)
    assert scene.log_lines() == [] and scene.log_hits == [], "at move 0 nothing has been played"
    for index in (1, 5, len(scene.replay) // 2):
        scene.seek(index)
        scene.draw(app.logical)
        assert max(number for number, _, _ in scene.log_lines()) <= index
        assert max(move for _, move in scene.log_hits) <= index
    app.finish()

"""Every bot of every game with secrets decides from its view alone: handed the view of another state
that shows the same (a sample with the hidden cards dealt otherwise), it makes the same choice, and it
never changes the view it was handed."""
from __future__ import annotations

import json
import random
from collections.abc import Iterator
from types import ModuleType

import pytest

import rules
from rules.bots import LEVELS, make_bot
from rules.core import State

WITH_SECRETS = sorted(game_id for game_id, game in rules.GAMES.items() if hasattr(game, "sample_state"))
"""Games with hidden cards, each with its ``sample_state``. Coconut Pirate has nothing hidden."""
POSITIONS = {"easy": 8, "normal": 8, "hard": 2}
"""Positions tried per game and level: a hard decision takes up to a second."""


def test_every_game_with_hidden_cards_can_sample_them() -> None:
    hidden = {game_id for game_id, game in rules.GAMES.items()
              if any(game.secrets_hidden_from(game.new_game(None, game.INFO.min_players, 1), seat)
                     for seat in range(game.INFO.min_players))}
    assert hidden <= set(WITH_SECRETS)


def _positions(game: ModuleType) -> Iterator[State]:
    """Positions of seeded random games at the largest table, spread out."""
    for seed in range(11, 21):
        state = game.new_game({"months": 3} if game.INFO.id == "koikoi" else None, game.INFO.max_players, seed)
        rng = random.Random(seed)
        step = 0
        while acting := game.to_act(state):
            if step % 5 == 3:
                yield game.clone(state)
            seat = rng.choice(sorted(acting))
            game.apply(state, rng.choice(game.legal_actions(state, seat)))
            step += 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", WITH_SECRETS)
def test_a_bot_decides_from_its_view_alone(game_id: str, level: str) -> None:
    game = rules.GAMES[game_id]
    compared = hidden_elsewhere = 0
    for number, state in enumerate(_positions(game)):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        if len(legal) < 2:
            continue
        shown = game.view(state, seat)
        handed = json.dumps(shown, sort_keys=True)
        other = game.sample_state(shown, seat, random.Random(number))
        assert game.view(other, seat) == shown and game.legal_actions(other, seat) == legal
        hidden_elsewhere += game.to_json(other) != game.to_json(state)
        picks = [make_bot(game_id, level, seat).choose(game.view(s, seat), legal, random.Random(number))
                 for s in (state, other)]
        assert picks[0] == picks[1], f"{game_id} {level}: position {number}"
        assert json.dumps(shown, sort_keys=True) == handed, f"the {level} bot changed its view"
        compared += 1
        if compared == POSITIONS[level]:
            break
    assert compared == POSITIONS[level] and hidden_elsewhere >= compared // 2

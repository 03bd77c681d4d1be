"""The hard bots' only per-game piece and the promise every bot keeps, checked over every game with
hidden cards and its variants: ``sample_state(view, seat, rng)`` gives a legal state that shows exactly
that view, and every bot decides from its view alone (handed the view of another state that shows the
same, it makes the same choice) and never changes the view it was handed."""
from __future__ import annotations

import json
import random
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

import rules
from rules.bots import LEVELS, make_bot
from rules.core import State
from tests.test_conformance import VARIANTS

WITH_SECRETS = sorted(game_id for game_id, game in rules.GAMES.items() if hasattr(game, "sample_state"))
"""Games with hidden cards, each with its ``sample_state``. Coconut Pirate has nothing hidden."""
SAMPLED = {**{game_id: (game_id, None) for game_id in WITH_SECRETS},
           **{label: VARIANTS[label] for label in sorted(VARIANTS) if VARIANTS[label][0] in WITH_SECRETS}}
"""Each game with hidden cards, then each variant of one: label -> (game id, options)."""
POSITIONS = {"easy": 8, "normal": 8, "hard": 2}
"""Positions tried per game and level: a hard decision takes up to a second."""


def test_every_game_with_hidden_cards_can_sample_them() -> None:
    hidden = {game_id for game_id, game in rules.GAMES.items()
              if any(game.secrets_hidden_from(game.new_game(None, game.INFO.min_players, 1), seat)
                     for seat in range(game.INFO.min_players))}
    assert hidden <= set(WITH_SECRETS)


def _positions(game: ModuleType, players: int | None = None, options: dict[str, Any] | None = None,
               seeds: range = range(11, 21)) -> Iterator[State]:
    """Positions of seeded random games (at the largest table unless told), spread out."""
    options = {"months": 3, **(options or {})} if game.INFO.id == "koikoi" else options
    for seed in seeds:
        state = game.new_game(options, players or game.INFO.max_players, seed)
        rng = random.Random(seed)
        step = 0
        while game.to_act(state):
            if step % 5 == 3:
                yield game.clone(state)
            _random_move(game, state, rng)
            step += 1


def _random_move(game: ModuleType, state: State, rng: random.Random) -> None:
    seat = rng.choice(sorted(game.to_act(state)))
    game.apply(state, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize("label", SAMPLED)
def test_every_sample_shows_the_view_it_came_from_and_plays_on(label: str) -> None:
    """At every table size: the sample's view is the view, the seat may do the same, the same things are
    hidden from it, it survives JSON, and random play from it reaches the end."""
    game_id, options = SAMPLED[label]
    game = rules.GAMES[game_id]
    checked = 0
    for players in range(game.INFO.min_players, game.INFO.max_players + 1):
        for number, state in enumerate(_positions(game, players, options, range(2))):
            for seat in range(players):
                shown = game.view(state, seat)
                sample = game.sample_state(shown, seat, random.Random(number))
                assert game.view(sample, seat) == shown, f"{game_id} {players}p position {number} seat {seat}"
                assert game.to_act(sample) == game.to_act(state)
                assert game.legal_actions(sample, seat) == game.legal_actions(state, seat)
                assert game.secrets_hidden_from(sample, seat) == game.secrets_hidden_from(state, seat)
                assert game.from_json(json.loads(json.dumps(game.to_json(sample)))) == sample
                if number % 9 == seat:
                    mover = random.Random(number)
                    for _ in range(5_000):
                        if not game.to_act(sample):
                            break
                        _random_move(game, sample, mover)
                    assert not game.to_act(sample), "a random playout from the sample did not finish"
                checked += 1
    assert checked > 30


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

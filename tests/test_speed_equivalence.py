"""The rules' speed-ups change no answer: ``is_legal`` agrees with ``legal_actions`` everywhere, the
seeded RNG gives the very draws it always gave (old saves replay), and skipped work was not needed."""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

import rules
from rules.bots import make_bot
from rules.core import Action, action_of, new_rng, randint, rng_stream, shuffled
from tests.test_conformance import GUIDED, VARIANTS

CASES: dict[str, tuple[str, dict[str, Any] | None]] = {
    **{game_id: (game_id, None) for game_id in rules.GAMES}, **VARIANTS}
PLAYOUTS = 6


def _mutations(action: Action, seats: int) -> list[Action]:
    """Near misses of a legal action: another seat, a dropped or added argument, a shifted number."""
    near = [Action(seat, action.kind, action.args) for seat in range(seats) if seat != action.seat]
    near.append(Action(action.seat, action.kind, action.args[:-1]))
    near.append(Action(action.seat, action.kind, (*action.args, 0)))
    for index, arg in enumerate(action.args):
        if type(arg) is int:
            for shifted in (arg - 1, arg + 1, arg + 5):
                near.append(Action(action.seat, action.kind, (*action.args[:index], shifted, *action.args[index + 1:])))
    return near


@pytest.mark.parametrize("label", sorted(CASES))
def test_is_legal_agrees_with_legal_actions_on_random_positions(label: str) -> None:
    game_id, options = CASES[label]
    game = rules.GAMES[game_id]
    pool: list[Action] = []
    for seed in range(PLAYOUTS):
        seats = game.INFO.min_players + seed % (game.INFO.max_players - game.INFO.min_players + 1)
        chooser = random.Random(seed)
        state = game.new_game(options, seats, seed)
        steps = 0
        while (acting := game.to_act(state)) and steps < 1500:
            listed = {seat: game.legal_actions(state, seat) for seat in range(seats)}
            moves = [action for seat in sorted(acting) for action in listed[seat]]
            tried = [*moves, *chooser.sample(pool, min(len(pool), 20))]
            for action in moves[:8]:
                tried += _mutations(action, seats)
            for action in tried:
                expected = action in listed.get(action.seat, [])
                assert game.is_legal(state, action) == expected, f"{label} seed {seed} step {steps}: {action}"
            action = chooser.choice(moves)
            if GUIDED.get(game_id) and chooser.random() < GUIDED[game_id]:
                seat = min(acting)
                bot = make_bot(game_id, "normal", seat)
                action = bot.choose(game.view(state, seat), listed[seat], chooser) or action
            pool.append(action)
            game.apply(state, action)
            steps += 1


def test_the_seeded_rng_still_gives_the_draws_saves_were_made_with() -> None:
    """One generator per draw, seeded by "seed/draw": any change here would stop old saves replaying."""
    rng = new_rng(2024)
    assert shuffled(rng, range(10)) == [1, 8, 9, 3, 6, 2, 7, 0, 4, 5]
    assert randint(rng, 1, 1000) == 688
    assert rng_stream(rng).randrange(52) == 7
    assert rng == {"seed": 2024, "draws": 3}


def test_a_built_action_is_checked_once_and_shared() -> None:
    assert action_of(0, "play", "1-bright") is action_of(0, "play", "1-bright") == Action(0, "play", ("1-bright",))
    with pytest.raises(rules.core.IllegalAction):
        action_of(True, "play")
    with pytest.raises(rules.core.IllegalAction):
        Action(0, "play", ("two words",))


BASELINE_DIGESTS: dict[str, tuple[str, str, int, Any]] = {
    "kokonotsu": ("five_gap", "bc0bb811d2a4fb34278ac1b69e3da982b2a52ad9849236406d948b3eaabcc1b0", 12, 3),
    "cheeky_monkeys": ("zombies", "5d76a13b8f5515d518ef119bc676393a33c9c2d73f0d575f2a56b47f36b12041", 20, 5),
}
"""What 81d1b70's rules (before they were made faster) show in the playouts of
:func:`test_the_rules_play_every_step_as_the_baseline_did`: per game, the option switched on at odd
seeds, the digest, the number of seeded playouts, and how many table sizes they cycle through."""


@pytest.mark.parametrize("game_id", sorted(BASELINE_DIGESTS))
def test_the_rules_play_every_step_as_the_baseline_did(game_id: str) -> None:
    """Seeded playouts at every table size, with and without an option, hashed step by step (who acts,
    every seat's legal actions, every view, the events, the final state, the scores and the winners; not
    the outcome's sentence, which is worded for players and may be reworded): a faster
    rules engine that answered anything differently (an order, a key, a draw) would change the hash."""
    game = rules.GAMES[game_id]
    option, expected, playouts, sizes = BASELINE_DIGESTS[game_id]
    digest = hashlib.sha256()
    for seed in range(playouts):
        seats = game.INFO.min_players + seed % sizes
        chooser = random.Random(seed)
        state = game.new_game({option: seed % 2 == 1}, seats, seed)
        while acting := game.to_act(state):
            listed = [game.legal_actions(state, seat) for seat in range(seats)]
            views = [game.view(state, seat) for seat in [None, *range(seats)]]
            action = chooser.choice([a for seat in sorted(acting) for a in listed[seat]])
            events = [[event.kind, event.data] for event in game.apply(state, action)]
            digest.update(json.dumps([sorted(acting), [[str(a) for a in legal] for legal in listed], views,
                                      str(action), events]).encode())
        outcome = game.outcome(state)
        assert outcome is not None
        digest.update(json.dumps([game.to_json(state), outcome.scores, sorted(outcome.winners)]).encode())
    assert digest.hexdigest() == expected

"""The conformance suite: every registered game, and the tiny test-only one, through seeded playouts."""
from __future__ import annotations

import os
from typing import Any

import pytest

import rules
from tests import tiny_game
from tests.conformance import play_and_check, seat_counts

PLAYOUTS = int(os.environ.get("CONFORMANCE_PLAYOUTS", "100"))
GAMES = {"tiny": tiny_game, **rules.GAMES}
GUIDED: dict[str, float] = {"coconut_pirate": 0.9}
"""Games whose aimless playouts would not end get a share of bot-chosen moves (see play_and_check)."""
VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "cheeky_monkeys+zombies": ("cheeky_monkeys", {"zombies": True}),
    "koikoi+stake": ("koikoi", {"ruleset": "stake"}),
    "koikoi+stake-doubling-dealt-hands": ("koikoi", {"ruleset": "stake", "double_at_seven": True,
                                                     "opponent_koikoi_double": True, "dealt_hands": "win"})}
"""Options that change how a game plays, checked like games of their own: label -> (game id, options)."""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_playouts_keep_every_promise(game_id: str) -> None:
    game = GAMES[game_id]
    counts = seat_counts(game)
    problems: list[str] = []
    pool = None
    for seed in range(PLAYOUTS):
        found, pool = play_and_check(game, seed, counts[seed % len(counts)], foreign=pool,
                                     guided=GUIDED.get(game_id, 0.0))
        problems.extend(found)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("label", sorted(VARIANTS))
def test_variants_keep_every_promise(label: str) -> None:
    game_id, options = VARIANTS[label]
    game = GAMES[game_id]
    counts = seat_counts(game)
    problems: list[str] = []
    pool = None
    for seed in range(PLAYOUTS):
        found, pool = play_and_check(game, seed, counts[seed % len(counts)], options=options, foreign=pool,
                                     guided=GUIDED.get(game_id, 0.0))
        problems.extend(found)
    assert not problems, "\n".join(problems[:20])


def test_suite_catches_a_leaky_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The suite itself must be able to fail: a view that shows the opponent's hand is caught."""
    leaky = lambda state, seat: {"hands": state["hands"]}  # noqa: E731
    monkeypatch.setattr(tiny_game, "view", leaky)
    problems, _ = play_and_check(tiny_game, 1, 2)
    assert any("shows hidden" in p for p in problems)


def test_suite_catches_hidden_global_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    real_reveal = tiny_game._reveal

    def noisy_reveal(state):  # type: ignore[no-untyped-def]
        state["points"][random.randrange(state["seats"])] += 1
        return real_reveal(state)

    monkeypatch.setattr(tiny_game, "_reveal", noisy_reveal)
    problems = []
    for seed in range(5):
        problems += play_and_check(tiny_game, seed, 3)[0]
    assert any("diverges" in p for p in problems)


def test_suite_catches_an_action_accepted_out_of_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that forgets to check whose turn it is, or what a seat holds, is caught."""
    monkeypatch.setattr(tiny_game, "refuse_unless_legal", lambda *args, **kwargs: None)
    _, pool = play_and_check(tiny_game, 2, 2)
    problems, _ = play_and_check(tiny_game, 3, 2, foreign=pool)
    assert any("was accepted" in p or "instead of IllegalAction" in p for p in problems)


def test_suite_catches_a_who_nut_card_shown_to_its_receiver_too_early(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card in transit is a secret of its receiver: a view that shows it before everyone has given
    (as Kokonotsu's once did) is caught by the secrecy check, because secrets_hidden_from lists it."""
    kokonotsu = rules.GAMES["kokonotsu"]
    honest_view = kokonotsu.view

    def leaky_view(state, seat):  # type: ignore[no-untyped-def]
        shown = honest_view(state, seat)
        if seat is not None:
            shown["my_face_down"] = list(state["played"][seat] or [])
        return shown

    monkeypatch.setattr(kokonotsu, "view", leaky_view)
    problems: list[str] = []
    for seed in range(40):
        problems += play_and_check(kokonotsu, seed, 3)[0]
        if problems:
            break
    assert any("shows hidden" in p for p in problems), problems[:3]

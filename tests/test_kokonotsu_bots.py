"""Kokonotsu's hard bot: the quick reading its playouts use, and the samples it searches."""
from __future__ import annotations

import random

import pytest

from rules import kokonotsu as k
from rules.bots import kokonotsu as bots
from rules.core import Action


def test_the_quick_judge_agrees_with_the_rules() -> None:
    rng = random.Random(7)
    for _ in range(5_000):
        nut = rng.choice(sorted(k.COCONUT_NAMES))
        powers = {seat: rng.randint(1, 14) for seat in range(rng.randint(1, 4))}
        five_gap = rng.random() < 0.5
        assert bots._winner(nut, powers, five_gap) == k.judge(nut, powers, five_gap=five_gap)


def _loss_nut_after_red_played(players: int) -> dict:
    """Round 1, Red (the dealer) picked Loss-nut and has put a card face down; the others still choose."""
    state = k.new_game(None, players, 5)
    position = state["grid"].index("coconut") + 1
    state["grid"][position - 1] = "loss-nut"
    k.apply(state, Action(0, "coconut", (position,)))
    k.apply(state, k.legal_actions(state, 0)[2])
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_others_face_down_cards_are_chosen_again_the_way_they_would_play(players: int) -> None:
    """On Loss-nut the lowest card wins, so Red's face-down card is its lowest far more often than the
    one in three of a card dealt at random; the sample still agrees with the viewer's view."""
    state = _loss_nut_after_red_played(players)
    seat = players - 1
    shown = k.view(state, seat)
    lowest = 0
    for number in range(60):
        sample = k.sample_state(shown, seat, random.Random(number))
        bots._choose_face_down_again(sample, seat, random.Random(number))
        assert k.view(sample, seat) == shown
        assert k.legal_actions(sample, seat) == k.legal_actions(state, seat)
        red = [*sample["hands"][0], *sample["played"][0]]
        lowest += sample["played"][0] == [min(red, key=k.card_value)]
    assert lowest >= 50


@pytest.mark.parametrize("players", [3, 4])
def test_the_hard_bot_sees_only_its_view_at_a_bigger_table(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another colour's hand traded with its draw pile changes nothing the hard bot chooses."""
    monkeypatch.setitem(bots.ROUND_BUDGET, players, 40)
    state = _loss_nut_after_red_played(players)
    seat = 1
    changed = k.clone(state)
    other = 2
    changed["hands"][other][0], changed["draws"][other][0] = changed["draws"][other][0], changed["hands"][other][0]
    changed["hands"][other].sort(key=k.card_value)
    assert changed != state and k.view(changed, seat) == k.view(state, seat)
    legal = k.legal_actions(state, seat)
    picks = {bots.HardBot(seat).choose(k.view(s, seat), legal, random.Random(3)) for s in (state, changed)}
    assert len(picks) == 1

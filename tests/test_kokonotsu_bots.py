"""Kokonotsu's bots: easy's little sense, what normal keeps for later, and hard's quick reading and the
samples it searches."""
from __future__ import annotations

import random

import pytest

from rules import kokonotsu as k
from rules.bots import kokonotsu as bots
from rules.core import Action
from tests.test_kokonotsu import OUTER, act, make_state


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


def _no_no_nut_announcement() -> dict:
    """Red deals No-no-nut and has put down its 5; the others' cards are down too."""
    state = make_state(3, outer=["no-no-nut", *OUTER[1:]], hands=[[5, 1, 2], [9, 1, 2], [7, 1, 2]])
    act(state, "0 coconut 1")
    for text in ("0 play red-5", "1 play blue-9", "2 play yellow-7"):
        act(state, text)
    return state


def test_easy_is_random_but_never_names_its_own_card_on_no_no_nut() -> None:
    state = _no_no_nut_announcement()
    view, legal = k.view(state, 0), k.legal_actions(state, 0)
    named = [bots.EasyBot().choose(view, legal, random.Random(n)).args[0] for n in range(200)]
    assert 5 not in named and len(set(named)) == 9
    assert named == [bots.EasyBot().choose(view, legal, random.Random(n)).args[0] for n in range(200)]


def test_easy_takes_back_its_highest_card_more_often_than_chance() -> None:
    state = make_state(3, outer=["discard-nut", *OUTER[1:]], hands=[[1, 2, 3]] * 3,
                       discards=[[4, 6, 9], [8], [10]], round_=2)
    act(state, "0 coconut 1")
    view, legal = k.view(state, 0), k.legal_actions(state, 0)
    backs = [bots.EasyBot().choose(view, legal, random.Random(n)).args[0] for n in range(300)]
    assert len(set(backs)) == 3
    assert backs.count("red-9") > 125  # at random: 100 +- 16 (2 sigma)


def test_keeping_a_card_is_worth_its_chance_to_win_not_its_pips() -> None:
    """At four seats one 10 wins a plain round more often than a 6 and a 5 together; with two seats
    the chance grows by the same step with every pip."""
    def kept(values: list[int], players: int) -> float:
        return bots.keep_cost([f"red-{v}" for v in values], players, 1)

    assert kept([10], 4) > kept([6, 5], 4) and kept([10], 3) > kept([6, 5], 3)
    assert kept([10], 2) - kept([9], 2) == pytest.approx(kept([6], 2) - kept([5], 2))


def test_normal_puts_its_highest_card_into_the_ambush_for_las_nut() -> None:
    """Change-nut with 1, 6 and 7 in hand and 3 and 5 as Ambush cards: the 7 goes in for the 3 (with
    Las-nut worth up to three points, the pips for it outweigh the round)."""
    state = make_state(4, outer=["change-nut", *OUTER[1:]], hands=[[1, 2, 3], [1, 6, 7], [1, 2, 3], [1, 2, 3]],
                       ambush=[[9, 10], [3, 5], [9, 10], [9, 10]], round_=2)
    act(state, "0 coconut 1")
    view, legal = k.view(state, 1), k.legal_actions(state, 1)
    swaps = {bots.NormalBot(1).choose(view, legal, random.Random(n)) for n in range(20)}
    assert swaps == {Action(1, "swap", ("blue-7", "blue-3"))}

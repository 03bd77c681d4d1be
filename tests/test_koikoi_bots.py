"""Koi-Koi's easy bot (random, with a little sense, and seeded), normal's choices pinned, and how hard
shares out its budget."""
from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from rules import koikoi
from rules.bots import koikoi as koikoi_bots
from rules.bots import make_bot
from rules.bots.koikoi import hard_bot
from rules.core import Action, State

HAND = ["8-chaff-1", "2-chaff-2", "4-chaff-2", "9-chaff-2", "10-chaff-2"]
FIELD = ["8-bright", "1-chaff-1", "3-chaff-1", "5-chaff-1", "6-chaff-1", "7-chaff-1", "11-chaff-1", "12-chaff-1"]


def _position(captures: list[list[str]], phase: str = "play") -> State:
    """Seat 0 to act holding HAND over FIELD: only the 8 takes anything (the Moon)."""
    state = koikoi.new_game(None, 2, 0)
    used = {*HAND, *FIELD, *captures[0], *captures[1]}
    rest = [card for card in koikoi.DECK if card not in used]
    state.update({"phase": phase, "turn": 0, "captures": captures, "drawn": None, "field": list(FIELD),
                  "hands": [list(HAND), rest[:5]], "stock": rest[5:]})
    return state


def _picks(state: State, tries: int) -> list[Action]:
    easy = make_bot("koikoi", "easy", 0)
    legal = koikoi.legal_actions(state, 0)
    return [easy.choose(koikoi.view(state, 0), legal, random.Random(seed)) for seed in range(tries)]


def test_easy_takes_an_offered_bright_far_more_often_than_chance() -> None:
    """One card in five takes the Moon: a uniform player would play it a fifth of the time."""
    picks = _picks(_position([[], []]), 400)
    taken = picks.count(Action(0, "play", ("8-chaff-1",))) / len(picks)
    assert taken > 0.3
    assert len(set(picks)) == len(HAND)


def test_easy_banks_a_big_game_and_otherwise_calls_at_random() -> None:
    big = _position([["1-bright", "3-bright", "12-bright", "11-bright"], []], "decide")
    assert set(_picks(big, 40)) == {Action(0, "game")}
    small = _position([["6-animal", "7-animal", "10-animal"], []], "decide")
    assert set(_picks(small, 40)) == {Action(0, "game"), Action(0, "koikoi")}


def test_easy_is_deterministic_for_a_seeded_rng() -> None:
    state = _position([[], []])
    assert _picks(state, 50) == _picks(state, 50)


def test_hard_tries_its_best_moves_on_the_most_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sequential halving: the move kept was played out on every deal, the first moves dropped on far
    fewer, and the whole budget is kept to."""
    state = koikoi.new_game({"months": 3}, 2, 5)
    seat = state["turn"]
    legal = koikoi.legal_actions(state, seat)
    tried: Counter[Action] = Counter()
    deals: list[int] = []
    play_out, sample_month = koikoi_bots.HardBot._play_out, koikoi_bots._sample_month
    monkeypatch.setattr(koikoi_bots.HardBot, "_play_out",
                        lambda bot, view, sample, action: tried.update([action]) or play_out(bot, view, sample, action))
    monkeypatch.setattr(koikoi_bots, "_sample_month", lambda *args: deals.append(1) or sample_month(*args))
    kept = hard_bot(seat, 240).choose(koikoi.view(state, seat), legal, random.Random(1))
    assert len(legal) == 8 and set(tried) == set(legal)
    assert tried[kept] == len(deals) == max(tried.values()) > 3 * min(tried.values())
    assert sum(tried.values()) <= 240


def test_hard_plays_out_more_deals_when_few_cards_are_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """From two cards a playout is about a quarter as long as from a full hand, so the decision gets four
    times the deals in the same time; a full hand gets the budget as it is."""
    played: list[Action] = []
    play_out = koikoi_bots.HardBot._play_out
    monkeypatch.setattr(koikoi_bots.HardBot, "_play_out",
                        lambda bot, view, sample, action: played.append(action) or play_out(bot, view, sample, action))
    full = koikoi.new_game({"months": 3}, 2, 5)
    seat = full["turn"]
    hard_bot(seat, 40).choose(koikoi.view(full, seat), koikoi.legal_actions(full, seat), random.Random(1))
    assert 0 < len(played) <= 40
    late = _position([[], []])
    late["stock"] += late["hands"][0][2:] + late["hands"][1][2:]
    late["hands"] = [late["hands"][0][:2], late["hands"][1][:2]]
    legal = koikoi.legal_actions(late, 0)
    assert len(legal) == 2
    played.clear()
    hard_bot(0, 40).choose(koikoi.view(late, 0), legal, random.Random(1))
    assert 3 * 40 < len(played) <= 4 * 40


def test_normal_chooses_as_it_always_has() -> None:
    """Easy and hard are measured against normal, so a quicker way of weighing its moves (hard's playouts
    weigh millions) must not change one choice: its picks over seeded games, under both rule sets, are
    pinned by digest."""
    picks = []
    for seed in range(40):
        state = koikoi.new_game({"months": 3} if seed % 2 else {"ruleset": "stake", "months": 3}, 2, seed)
        mover = random.Random(seed)
        while koikoi.to_act(state):
            seat = state["turn"]
            legal = koikoi.legal_actions(state, seat)
            pick = make_bot("koikoi", "normal", seat).choose(koikoi.view(state, seat), legal, random.Random(0))
            picks.append(f"{pick.kind} {' '.join(pick.args)}")
            koikoi.apply(state, mover.choice([pick, mover.choice(legal)]))
    assert len(picks) == 1562
    assert hashlib.sha256("\n".join(picks).encode()).hexdigest()[:16] == "662ba25db45f5d24"

"""The shortcuts that made Koi-Koi and Coconut Pirate faster give the answers of the long way round:
the shuffle and the quick draw give the very numbers of ``random``, the Koi-Koi point tables and deal checks
agree with the chart and the named checks, and ``apply`` accepts exactly what ``is_legal`` accepts."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

import rules
from rules import koikoi
from rules.core import Action, IllegalAction, draw_below, new_rng, shuffled

KOIKOI_RULES = [None, {"ruleset": "stake"}, {"viewing_points": "1-then-3", "ribbons_stack": True},
                {"viewing_points": 3, "sake_as_chaff": False}, {"viewing_points": 0}, {"viewing_yaku": False}]
"""Options whose active rules score differently: viewing yaku worth 5, 1-then-3, 3 or nothing, Akatan-Aotan
stacked or alone, the Sake cup a chaff or not, the old-shape options of saves from before rule sets."""


def test_shuffled_gives_the_very_list_of_random_shuffle() -> None:
    """Every save replays by these lists: the quick steps must be random.Random.shuffle's own."""
    for seed in range(300):
        for size in (0, 1, 2, 3, 12, 48, 100):
            rng = new_rng(seed)
            rng["draws"] = seed % 5
            expected = list(range(size))
            random.Random(f"{seed}/{seed % 5 + 1}").shuffle(expected)
            assert shuffled(rng, range(size)) == expected, (seed, size)
            assert rng == {"seed": seed, "draws": seed % 5 + 1}


def test_the_quick_draw_gives_the_number_randrange_gave() -> None:
    for seed in range(300):
        slow, quick = random.Random(seed), random.Random(seed)
        for bound in (1, 2, 5, 6, 7, 8, 911, 1 << 40, 3 ** 30):
            assert draw_below(quick, bound) == slow.randrange(bound)
        assert 45 + draw_below(quick, 911) == slow.randint(45, 955)


@pytest.mark.parametrize("options", KOIKOI_RULES)
def test_koikoi_point_tables_add_up_to_the_chart(options: dict[str, Any] | None) -> None:
    rules_now = koikoi._active(options)
    rng = random.Random(3)
    for _ in range(4000):
        cards = koikoi._mask_of(rng.sample(koikoi.DECK, rng.randrange(0, 49)))
        for called in (False, True):
            chart = koikoi._score_mask(cards, rules_now, called)
            assert koikoi._points_of_mask(cards, rules_now, called) == sum(chart.values()), (cards, called)


def test_koikoi_deal_checks_find_what_the_named_checks_find() -> None:
    rng = random.Random(4)
    months = {month: [card for card in koikoi.DECK if koikoi.MONTH_OF[card] == month] for month in range(1, 13)}
    dealt = [rng.sample(koikoi.DECK, 8) for _ in range(20000)]
    dealt += [months[1] + months[2][:2] + months[3][:2], [card for month in (4, 5, 6, 7) for card in months[month][:2]],
              months[8][:3] + months[9][:3] + months[10][:2]]
    for cards in dealt:
        flawed = koikoi._month_flaw(cards)
        assert flawed == (koikoi.field_flaw(cards) is not None) == (koikoi.dealt_hand(cards) is not None), cards
        four_of_a_month = 4 in koikoi._month_counts(cards).values()
        assert bool(koikoi._month_tallies(cards) & koikoi._FOUR_OF_A_MONTH) == four_of_a_month, cards


def _near_plays(action: Action, state: dict[str, Any]) -> list[Action]:
    """Plays that are almost ``action``: another card named beside it, none, one too many, a number, a
    card from the wrong place, the other seat."""
    others = state["field"][:2] + state["stock"][:1] + state["hands"][1 - action.seat][:1]
    card = action.args[0]
    return [Action(action.seat, "play", (card, other)) for other in others] + [
        Action(action.seat, "play", (card,)), Action(action.seat, "play", (*action.args, card)),
        Action(action.seat, "play", (7,)), Action(action.seat, "play", ()),
        Action(1 - action.seat, "play", action.args), Action(action.seat, "capture", action.args[-1:])]


@pytest.mark.parametrize("options", KOIKOI_RULES[:2])
def test_koikoi_apply_accepts_exactly_the_plays_is_legal_accepts(options: dict[str, Any] | None) -> None:
    """A play is checked as it is played, not by is_legal: every refused near miss leaves no trace."""
    refused = 0
    for seed in range(12):
        chooser = random.Random(seed)
        state = koikoi.new_game(options, 2, seed)
        while acting := koikoi.to_act(state):
            legal = koikoi.legal_actions(state, min(acting))
            for tried in (near for action in legal if action.kind == "play" for near in _near_plays(action, state)):
                if koikoi.is_legal(state, tried):
                    continue
                before = json.dumps(koikoi.to_json(state))
                with pytest.raises(IllegalAction):
                    koikoi.apply(state, tried)
                assert json.dumps(koikoi.to_json(state)) == before, tried
                refused += 1
            koikoi.apply(state, chooser.choice(legal))
    assert refused > 1000


def test_koikoi_names_the_yaku_only_when_the_points_rose(monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn that captured nothing is not scored at all, and one whose points did not rise over the last
    decision is scored from the tables without naming its yaku."""
    named: list[int] = []
    scored: list[int] = []
    real_names, real_points = koikoi._score_mask, koikoi._points_of_mask
    monkeypatch.setattr(koikoi, "_score_mask", lambda *args: named.append(1) or real_names(*args))
    monkeypatch.setattr(koikoi, "_points_of_mask", lambda *args: scored.append(1) or real_points(*args))
    plays = captured = rose = 0
    for seed in range(20):
        chooser = random.Random(seed)
        state = koikoi.new_game(None, 2, seed)
        while acting := koikoi.to_act(state):
            action = chooser.choice(koikoi.legal_actions(state, min(acting)))
            named.clear()
            scored.clear()
            events = koikoi.apply(state, action)
            if action.kind != "play" or any(e.kind in ("choose", "round_over") for e in events):
                continue
            plays += 1
            took = any(e.kind == "captured" for e in events)
            captured += took
            rose += bool(named)
            assert len(scored) == took, (seed, action)
            assert bool(named) == any(e.kind == "yaku" for e in events), (seed, action)
    assert plays > captured > rose > 0


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_changing_a_view_changes_nothing_in_the_state(game_id: str) -> None:
    """Views are built from the state's parts: every list and dict in one must be the view's own."""
    game = rules.GAMES[game_id]
    for seed in range(3):
        seats = game.INFO.max_players
        chooser = random.Random(seed)
        state = game.new_game(None, seats, seed)
        for _ in range(120):
            acting = game.to_act(state)
            if not acting:
                break
            before = json.dumps(game.to_json(state), sort_keys=True)
            for seat in [None, *range(seats)]:
                _scribble(game.view(state, seat))
            assert json.dumps(game.to_json(state), sort_keys=True) == before, (game_id, seed)
            seat = min(acting)
            game.apply(state, chooser.choice(game.legal_actions(state, seat)))


def _scribble(data: Any) -> None:
    """Change every list and dict inside ``data`` in place, from the leaves up."""
    if isinstance(data, dict):
        for value in data.values():
            _scribble(value)
        data["scribbled"] = True
    elif isinstance(data, list):
        for value in data:
            _scribble(value)
        data.append("scribbled")

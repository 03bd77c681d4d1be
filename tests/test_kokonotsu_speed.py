"""Kokonotsu's short ways through a round (issue 17: random playouts three times faster) give the answers
the long ways gave: the digests in tests/test_speed_equivalence.py pin every step against the baseline,
these pin that the short ways are the ones taken, and that what they skip was not needed."""
from __future__ import annotations

import json
import random
from typing import Any, Callable, NoReturn

import pytest

from rules import kokonotsu as k
from tests.test_kokonotsu import act, make_state, reveal_of


def _fail(name: str) -> Callable[..., NoReturn]:
    def called(*args: Any, **kwargs: Any) -> NoReturn:
        pytest.fail(f"a usual round called {name}")
    return called


def test_a_usual_round_takes_the_short_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dealer's picks are listed and checked without working out who acts or which positions are
    selectable; a verdict met before is not judged again; the reveal event carries the record the state
    keeps; and a round that placed no chip does not look for a line."""
    first, second = make_state(hands=[[3, 4, 5], [1, 3, 6]]), make_state(hands=[[3, 4, 5], [1, 3, 6]])
    act(first, "0 coconut 1")
    act(first, "0 play red-3")
    act(first, "1 play blue-3")  # 3 against 3 on a plain coconut: this verdict is judged once, here
    for name in ("to_act", "selectable_positions", "_pick_winner", "cancelled_seats", "_copy_reveal",
                 "completed_line_positions"):
        monkeypatch.setattr(k, name, _fail(name))
    assert [str(a) for a in k.legal_actions(second, 0)] == [f"0 coconut {p}" for p in range(1, 9)]
    assert k.legal_actions(second, 1) == []
    act(second, "0 coconut 1")
    act(second, "0 play red-3")
    events = act(second, "1 play blue-3")
    record = reveal_of(events)
    assert record is second["last_reveal"]
    assert (record["winner"], record["cancelled"], record["chips_placed"], record["carried"]) == (None, [0, 1], [], [1])
    assert [entry["status"] for entry in record["seats"]] == ["cancelled", "cancelled"]
    assert json.dumps(k.to_json(second)) == json.dumps(k.to_json(first))


def test_hands_shuffled_for_adjoining_nut_are_back_in_order_once_the_draw_pile_is_empty() -> None:
    """Hands are sorted again only when they drew or Adjoining-nut shuffled them: with nothing left to draw,
    the shuffled ones are still put back in value order."""
    state = make_state(3, outer=["adjoining-nut", *k.RANDOM_POOL[2:9]], hands=[[2, 5, 9], [1, 4, 8], [3, 6, 7]],
                       round_=7)
    assert state["draws"] == [[], [], []]
    act(state, "0 coconut 1")
    act(state, "0 direction left")
    for seat in range(3):
        act(state, f"{seat} take 1")
    assert state["round"] == 8
    assert all(hand == sorted(hand, key=k.card_value) and len(hand) == 2 for hand in state["hands"])


def test_a_reveal_record_never_changes_once_made() -> None:
    """The reveal event and the state share the record (it is not copied for the event), which is safe only
    while no later step changes a record: every one is as it was when its event came out."""
    for seed in range(20):
        players = 2 + seed % 3
        chooser = random.Random(seed)
        state = k.new_game({"five_gap": seed % 2 == 1}, players, seed)
        made: list[tuple[dict[str, Any], str]] = []
        while acting := k.to_act(state):
            action = chooser.choice([a for seat in sorted(acting) for a in k.legal_actions(state, seat)])
            made += [(e.data, json.dumps(e.data)) for e in k.apply(state, action) if e.kind == "reveal"]
        assert made and all(json.dumps(record) == text for record, text in made)

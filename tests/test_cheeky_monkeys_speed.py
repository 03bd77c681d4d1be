"""Cheeky Monkeys' short ways through a response window (issue 17: random playouts three times faster):
the digests in tests/test_speed_equivalence.py pin every step against the baseline, these pin that the
short ways are the ones taken and answer as the long ways did."""
from __future__ import annotations

import pytest

from rules import cheeky_monkeys as game
from rules.core import action_of
from tests.test_cheeky_monkeys import play, table


def test_a_pass_tells_whether_others_must_still_answer_without_listing_who_acts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every trainer still in the game passes a window once, so counting the passes tells when it closes;
    a pass is also checked without a call per seat. Both happen at most steps of a playout."""
    state = table(3, hands={0: ["closed-for-holiday.1"]}, turn=0)
    state["status"][2] = "out"
    play(state, "0 play closed-for-holiday")
    real_to_act = game.to_act
    monkeypatch.setattr(game, "to_act", lambda state: pytest.fail("a pass listed who acts"))
    monkeypatch.setattr(game, "_may_act", lambda state, seat: pytest.fail("a pass was checked by a call"))
    assert [e.kind for e in play(state, "1 pass")] == ["passed"]
    assert state["window"]["passed"] == [1]
    assert not game.is_legal(state, action_of(2, "pass")) and not game.is_legal(state, action_of(1, "pass"))
    events = play(state, "0 pass")
    assert [e.kind for e in events][:3] == ["passed", "resolved", "holiday"]
    assert state["window"] is None and state["holiday"] == [0]
    monkeypatch.setattr(game, "to_act", real_to_act)
    assert game.to_act(state) == {0}


def test_listing_moves_builds_no_action_it_has_built_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """pass, proceed and end are built once per seat, and a card play once per seat and arguments: listing
    a window or a step finds them again instead of building them."""
    state = table(2, hands={0: ["fire-bucket.1", "pickpocket.1"], 1: ["closed-for-holiday.1", "no-way.1"]},
                  in_play={1: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]}, turn=0)
    first = [game.legal_actions(state, seat) for seat in (0, 1)]
    monkeypatch.setattr(game, "action_of", lambda *args: pytest.fail(f"built {args} again"))
    monkeypatch.setattr(game, "_play_action", lambda *args: pytest.fail(f"looked {args} up by a call"))
    assert [game.legal_actions(state, seat) for seat in (0, 1)] == first
    assert [str(a) for a in first[0]] == ["0 play fire-bucket enthusiastic-pyromaniac.1", "0 play pickpocket 1",
                                          "0 proceed"]
    monkeypatch.undo()
    play(state, "0 play pickpocket 1")
    listed = [game.legal_actions(state, seat) for seat in (0, 1)]
    monkeypatch.setattr(game, "action_of", lambda *args: pytest.fail(f"built {args} again"))
    monkeypatch.setattr(game, "_play_action", lambda *args: pytest.fail(f"looked {args} up by a call"))
    assert [game.legal_actions(state, seat) for seat in (0, 1)] == listed
    assert [str(a) for a in listed[1]] == ["1 pass", "1 play closed-for-holiday", "1 play no-way"]


def test_a_hand_is_listed_with_one_look_up_per_card_that_answers_as_the_kinds_do() -> None:
    """Whether a card may be played now (any action card in one's own step, a Quick one in a window) is
    looked up per code; a code the decks do not have is worked out as kind_of works it out."""
    assert set(game._PLAYABLE) == {game.QUICK, frozenset(game.ACTION_COUNTS)}
    for allowed, playable in game._PLAYABLE.items():
        assert playable == {code: kind if kind in allowed else None for code, kind in game._KIND.items()}
    state = table(2, hands={0: ["pickpocket.99", "no-way.98"], 1: ["no-way.99", "pickpocket.98"]},
                  monkey_top=("bamboo-juggler.1",))
    assert [str(a) for a in game.legal_actions(state, 0)] == ["0 play pickpocket 1", "0 proceed"]
    play(state, "0 proceed")
    assert [str(a) for a in game.legal_actions(state, 1)] == ["1 pass"]

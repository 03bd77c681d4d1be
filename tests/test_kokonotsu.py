"""Kokonotsu scenarios from hand-made states: every coconut effect, cancelling, carry-over, five-gap,
lines, the end by points and its tie-break, the hands over nine rounds, secrecy and the bots."""
from __future__ import annotations

import json
import random

import pytest

from rules import kokonotsu as k
from rules.bots import bot_rng, kokonotsu as bots, make_bot
from rules.core import Action, IllegalAction

OUTER = ["coconut", "odd-nut", "even-nut", "previous-nut", "weak-nut", "strong-nut", "2-nut",
         "loss-nut"]
"""Positions 1-8 of the default test grid (Las-nut is always 9)."""


def card(seat: int, value: int) -> str:
    return f"{k.COLOURS[seat]}-{value}"


def make_state(players: int = 2, *, outer: list[str] | None = None, hands: list[list[int]] | None = None,
               ambush: list[list[int]] | None = None, discards: list[list[int]] | None = None,
               previous: list[list[int]] | None = None, round_: int = 1, dealer: int = 0,
               chips: dict[int, int] | None = None, five_gap: bool = False) -> dict:
    """A game at the start of a round with the given cards; the draw pile holds as many of the
    other cards as the round allows."""
    state = k.new_game({"five_gap": five_gap}, players, seed=11)
    state["grid"] = [*(outer or OUTER), "las-nut"]
    state["round"], state["dealer"] = round_, dealer
    for position, seat in (chips or {}).items():
        state["chips"][position - 1] = seat
        state["face_up"][position - 1] = False
    for seat in range(players):
        state["hands"][seat] = [card(seat, v) for v in sorted((hands or [[1, 2, 3]] * players)[seat])]
        state["ambush"][seat] = [card(seat, v) for v in (ambush or [[9, 10]] * players)[seat]]
        state["discards"][seat] = [card(seat, v) for v in (discards or [[]] * players)[seat]]
        state["previous"][seat] = [card(seat, v) for v in (previous or [[]] * players)[seat]]
        used = set(state["hands"][seat]) | set(state["ambush"][seat]) | set(state["discards"][seat])
        state["draws"][seat] = [c for c in k.deck_of(seat) if c not in used][:max(0, 6 - round_)]
    return state


def act(state: dict, text: str) -> list:
    return k.apply(state, k.action_from_text(state, text))


def reveal_of(events: list) -> dict:
    return next(e.data for e in events if e.kind == "reveal")


def play_round(state: dict, position: int, *cards: str) -> dict:
    """The dealer picks ``position``; seat i then plays ``cards[i]``. Returns the reveal record."""
    events = act(state, f"{state['dealer']} coconut {position}")
    for seat, chosen in enumerate(cards):
        events += act(state, f"{seat} play {chosen}")
    return reveal_of(events)


def powers(record: dict) -> list[int]:
    return [entry["power"] for entry in record["seats"]]


# --- Set-up and the grid ---------------------------------------------------------------------------

def test_set_up_puts_las_nut_in_the_centre_and_change_nut_with_seven_random_around_it() -> None:
    grids = set()
    for seed in range(30):
        state = k.new_game(None, 4, seed)
        grid = state["grid"]
        assert grid[8] == "las-nut" and "change-nut" in grid[:8]
        assert len(set(grid)) == 9 and set(grid[:8]) - {"change-nut"} <= set(k.RANDOM_POOL)
        grids.add(tuple(grid))
        for seat in range(4):
            cards = state["hands"][seat] + state["ambush"][seat] + state["draws"][seat]
            assert sorted(cards) == sorted(k.deck_of(seat))
            sizes = [len(state[pile][seat]) for pile in ("ambush", "hands", "draws")]
            assert sizes == [2, 3, 5]
        assert state["dealer"] == 0 and k.to_act(state) == {0}
    assert len(grids) > 20


def test_positions_run_clockwise_from_the_top_left_with_las_nut_nine_in_the_centre() -> None:
    assert k.POSITION_CELLS[9] == (1, 1) and k.POSITION_CELLS[1] == (0, 0) and k.POSITION_CELLS[5] == (2, 2)
    assert set(k.LINES) == {(1, 2, 3), (4, 8, 9), (5, 6, 7), (1, 7, 8), (2, 6, 9), (3, 4, 5),
                            (1, 5, 9), (3, 7, 9)}


def test_las_nut_can_only_be_chosen_in_round_nine() -> None:
    state = make_state()
    assert 9 not in k.selectable_positions(state)
    with pytest.raises(IllegalAction, match="round 9"):
        act(state, "0 coconut 9")
    state["round"], state["face_up"] = 9, [False] * 8 + [True]
    assert k.selectable_positions(state) == [9]


# --- The coconut effects ---------------------------------------------------------------------------

def test_coconut_has_no_effect_and_the_highest_wins() -> None:
    state = make_state(hands=[[2, 7, 9], [1, 8, 10]])
    record = play_round(state, 1, "red-9", "blue-8")
    assert powers(record) == [9, 8] and record["winner"] == 0 and state["chips"][0] == 0


def test_odd_nut_adds_two_to_an_odd_card() -> None:
    state = make_state(hands=[[2, 7, 9], [1, 8, 10]])
    record = play_round(state, 2, "red-7", "blue-8")
    assert powers(record) == [9, 8] and record["winner"] == 0


def test_even_nut_adds_two_to_an_even_card() -> None:
    state = make_state(hands=[[2, 7, 9], [1, 6, 10]])
    record = play_round(state, 3, "red-7", "blue-6")
    assert powers(record) == [7, 8] and record["winner"] == 1


def test_previous_nut_adds_the_card_each_player_itself_played_last_round() -> None:
    state = make_state(hands=[[2, 3, 9], [1, 9, 10]], previous=[[9], [2]],
                       discards=[[9], [2]], round_=2)
    record = play_round(state, 4, "red-3", "blue-9")
    assert powers(record) == [12, 11] and record["winner"] == 0


def test_previous_nut_counts_the_neighbours_card_played_after_who_nut() -> None:
    """RULINGS: every card the player played the round before counts, whoever owned it."""
    assert k.PREVIOUS_NUT_COUNTS_CARDS_PLAYED
    state = make_state(outer=["who-nut", *OUTER[1:]], hands=[[1, 6, 10], [2, 3, 7]])
    act(state, "0 coconut 1")
    act(state, "0 give red-10")
    act(state, "1 give blue-2")                     # seat 0 played blue-2, seat 1 played red-10
    assert state["previous"] == [["blue-2"], ["red-10"]]
    record = play_round(state, 4, "red-1", "blue-3")  # Previous-nut, dealt by seat 1 in round 2
    assert [e["bonus"] for e in record["seats"]] == [2, 10] and powers(record) == [3, 13]


def test_previous_nut_counts_only_own_cards_under_the_other_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """The constant is the one place the reading lives: turned off, a received card no longer counts."""
    monkeypatch.setattr(k, "PREVIOUS_NUT_COUNTS_CARDS_PLAYED", False)
    state = make_state(outer=["who-nut", *OUTER[1:]], hands=[[1, 6, 10], [2, 3, 7]])
    act(state, "0 coconut 1")
    act(state, "0 give red-10")
    act(state, "1 give blue-2")
    assert state["previous"] == [["red-10"], ["blue-2"]]


def test_previous_nut_in_round_one_is_a_plain_round() -> None:
    record = play_round(make_state(hands=[[2, 3, 9], [1, 8, 10]]), 4, "red-9", "blue-8")
    assert [e["bonus"] for e in record["seats"]] == [0, 0] and record["winner"] == 0


def test_weak_nut_adds_the_lowest_card_of_ones_own_discard_pile() -> None:
    state = make_state(hands=[[5, 6, 7], [6, 7, 8]], discards=[[9, 4], [10, 1]], round_=3)
    record = play_round(state, 5, "red-5", "blue-7")
    assert powers(record) == [9, 8] and record["winner"] == 0


def test_strong_nut_adds_the_highest_card_of_ones_own_discard_pile() -> None:
    state = make_state(hands=[[5, 6, 7], [6, 7, 8]], discards=[[9, 4], [10, 1]], round_=3)
    record = play_round(state, 6, "red-5", "blue-7")
    assert powers(record) == [14, 17] and record["winner"] == 1


def test_two_nut_gives_the_round_to_the_second_highest() -> None:
    state = make_state(3, hands=[[9, 1, 2], [7, 1, 2], [3, 1, 2]])
    record = play_round(state, 7, "red-9", "blue-7", "yellow-3")
    assert record["winner"] == 1 and record["reason"] == "second-highest"


def test_two_nut_with_a_single_player_left_in_gives_it_to_that_player() -> None:
    state = make_state(3, hands=[[5, 1, 2], [5, 1, 3], [8, 1, 2]])
    record = play_round(state, 7, "red-5", "blue-5", "yellow-8")
    assert record["cancelled"] == [0, 1] and record["winner"] == 2


def test_loss_nut_gives_the_round_to_the_lowest() -> None:
    state = make_state(3, hands=[[9, 4, 6], [7, 4, 6], [3, 4, 6]])
    record = play_round(state, 8, "red-9", "blue-7", "yellow-3")
    assert record["winner"] == 2 and record["reason"] == "lowest"


@pytest.mark.parametrize("nut, played, winner", [("sub-nut", [2, 1], 0), ("boss-nut", [9, 10], 1)])
def test_sub_and_boss_nut_show_every_hand_and_force_its_lowest_or_highest(nut: str, played: list[int],
                                                                           winner: int) -> None:
    state = make_state(outer=[nut, *OUTER[1:]], hands=[[2, 5, 9], [1, 6, 10]])
    events = act(state, "0 coconut 1")
    record = reveal_of(events)
    assert [e["cards"] for e in record["seats"]] == [[card(0, played[0])], [card(1, played[1])]]
    assert record["winner"] == winner
    assert record["hands"] == [["red-2", "red-5", "red-9"], ["blue-1", "blue-6", "blue-10"]]
    rest = [c for c in ["red-2", "red-5", "red-9"] if c != card(0, played[0])]
    assert k.view(state, 1)["known_hands"][0] == rest
    assert not k.secrets_hidden_from(state, 1) & set(rest)


def test_discard_nut_takes_back_from_the_dealer_clockwise_then_plays_two_cards() -> None:
    state = make_state(3, outer=["discard-nut", *OUTER[1:]], hands=[[1, 2, 3], [1, 2, 3], [1, 2, 3]],
                       discards=[[9], [8, 4], [10]], round_=2, dealer=1)
    act(state, "1 coconut 1")
    assert state["phase"] == "take-back" and k.to_act(state) == {1}
    with pytest.raises(IllegalAction):
        act(state, "2 take-back yellow-10")
    assert [a.args for a in k.legal_actions(state, 1)] == [("blue-4",), ("blue-8",)]
    events = act(state, "1 take-back blue-8")
    assert events[0].data == {"seat": 1, "card": "blue-8"}
    assert k.to_act(state) == {2}
    act(state, "2 take-back yellow-10")
    act(state, "0 take-back red-9")
    assert state["phase"] == "play" and k.to_act(state) == {0, 1, 2}
    assert all(len(a.args) == 2 for a in k.legal_actions(state, 0))
    events = act(state, "0 play red-3 red-9") + act(state, "1 play blue-3 blue-8")
    record = reveal_of(events + act(state, "2 play yellow-1 yellow-10"))
    assert powers(record) == [12, 11, 11] and record["winner"] == 0 and record["cancelled"] == [1, 2]
    assert state["discards"][0] == ["red-3", "red-9"]
    assert state["hands"][0] == ["red-1", "red-2", "red-4"]


def test_discard_nut_in_round_one_is_a_plain_round() -> None:
    state = make_state(outer=["discard-nut", *OUTER[1:]], hands=[[2, 7, 9], [1, 8, 10]])
    act(state, "0 coconut 1")
    assert state["phase"] == "play" and all(len(a.args) == 1 for a in k.legal_actions(state, 0))


def test_change_nut_swaps_a_hand_card_into_the_ambush_before_playing() -> None:
    state = make_state(outer=["change-nut", *OUTER[1:]], hands=[[1, 2, 3], [4, 5, 6]],
                       ambush=[[9, 10], [7, 8]])
    act(state, "0 coconut 1")
    assert {a.kind for a in k.legal_actions(state, 0)} == {"swap"}
    with pytest.raises(IllegalAction, match="Swap"):
        act(state, "0 play red-1")
    act(state, "0 swap red-1 red-10")
    assert state["ambush"][0] == ["red-9", "red-1"] and "red-10" in state["hands"][0]
    assert k.to_act(state) == {0, 1}
    act(state, "0 play red-10")
    act(state, "1 swap blue-6 blue-7")
    record = reveal_of(act(state, "1 play blue-7"))
    assert record["winner"] == 0
    assert "blue-6" not in json.dumps(k.view(state, 0))


def test_no_no_nut_drops_whoever_played_the_number_the_dealer_names_after_all_cards_are_down() -> None:
    state = make_state(3, outer=["no-no-nut", *OUTER[1:]], hands=[[5, 1, 2], [9, 1, 2], [7, 1, 2]])
    act(state, "0 coconut 1")
    act(state, "0 play red-5")
    with pytest.raises(IllegalAction):
        act(state, "0 announce 9")
    act(state, "1 play blue-9")
    act(state, "2 play yellow-7")
    assert state["phase"] == "announce" and k.to_act(state) == {0}
    record = reveal_of(act(state, "0 announce 9"))
    assert record["dropped"] == [1] and record["winner"] == 2 and record["no_no"] == 9
    assert [e["status"] for e in record["seats"]] == ["beaten", "dropped", "won"]


def test_who_nut_hands_a_card_in_the_chosen_direction_and_the_receiver_plays_it() -> None:
    state = make_state(3, outer=["who-nut", *OUTER[1:]], hands=[[1, 2, 10], [3, 4, 5], [6, 7, 8]])
    act(state, "0 coconut 1")
    assert [a.args[0] for a in k.legal_actions(state, 0)] == ["left", "right"]
    act(state, "0 direction right")
    act(state, "0 give red-10")
    assert state["played"][2] == ["red-10"]
    assert k.view(state, 0)["my_card_elsewhere"] == {"seat": 2, "card": "red-10"}
    assert "red-10" in k.secrets_hidden_from(state, 1) and "red-10" not in json.dumps(k.view(state, 1))
    act(state, "1 give blue-3")
    record = reveal_of(act(state, "2 give yellow-6"))
    assert [e["cards"] for e in record["seats"]] == [["blue-3"], ["yellow-6"], ["red-10"]]
    assert record["winner"] == 2
    assert state["discards"] == [["red-10"], ["blue-3"], ["yellow-6"]]


def test_who_nut_a_handed_card_stays_hidden_from_its_receiver_until_everyone_has_given() -> None:
    """RULINGS: neither the receiver's view nor anything drawn from it shows the card before the reveal."""
    state = make_state(3, outer=["who-nut", *OUTER[1:]], hands=[[1, 2, 10], [3, 4, 5], [6, 7, 8]])
    act(state, "0 coconut 1")
    act(state, "0 direction right")                 # seat 0 gives to seat 2, seat 2 to seat 1, 1 to 0
    act(state, "0 give red-10")
    for step in ("before seat 2 gives", "after seat 2 gives"):
        receiver = k.view(state, 2)
        assert "red-10" in k.secrets_hidden_from(state, 2), step
        assert "red-10" not in json.dumps(receiver), step
        assert receiver["my_face_down"] == [None] and receiver["face_down"][2] == [0], step
        if step == "before seat 2 gives":
            act(state, "2 give yellow-6")
    assert k.view(state, 1)["my_face_down"] == [None] and "yellow-6" in k.secrets_hidden_from(state, 1)
    assert k.view(state, 0)["my_card_elsewhere"] == {"seat": 2, "card": "red-10"}
    record = reveal_of(act(state, "1 give blue-3"))
    assert [e["cards"] for e in record["seats"]] == [["blue-3"], ["yellow-6"], ["red-10"]]


def test_who_nut_a_seat_that_reads_its_view_for_a_bot_knows_no_more() -> None:
    """determinise and the bots see the handed card only as one of the giver's unknown cards."""
    state = make_state(3, outer=["who-nut", *OUTER[1:]], hands=[[1, 2, 10], [3, 4, 5], [6, 7, 8]])
    act(state, "0 coconut 1")
    act(state, "0 direction right")
    act(state, "0 give red-10")
    guesses = {k.determinise(k.view(state, 2), seed)["played"][2][0] for seed in range(40)}
    assert len(guesses) > 1 and all(k.card_owner(card) == 0 for card in guesses)
    rebuilt = k.determinise(k.view(state, 2), 3)
    assert k.to_act(rebuilt) == k.to_act(state) and k.view(rebuilt, 2) == k.view(state, 2)
    reading = bots.Reading(k.view(state, 2))
    assert reading.hand_sizes[0] == 3 and "red-10" in reading.unknown[0]  # the giver's hand before it gave


def test_who_nut_offers_opposite_only_with_four_players_and_no_direction_with_two() -> None:
    four = make_state(4, outer=["who-nut", *OUTER[1:]])
    act(four, "0 coconut 1")
    assert [a.args[0] for a in k.legal_actions(four, 0)] == ["left", "right", "opposite"]
    act(four, "0 direction opposite")
    act(four, "1 give blue-1")
    assert four["played"][3] == ["blue-1"]
    two = make_state(2, outer=["who-nut", *OUTER[1:]])
    act(two, "0 coconut 1")
    assert two["phase"] == "give" and k.to_act(two) == {0, 1}


def test_adjoining_nut_offers_only_left_and_right_even_with_four_players() -> None:
    """RULINGS: "opposite corner" is Who-nut's alone."""
    state = make_state(4, outer=["adjoining-nut", *OUTER[1:]])
    act(state, "0 coconut 1")
    assert [a.args[0] for a in k.legal_actions(state, 0)] == ["left", "right"]
    assert k.view(state, 0)["prompt"] == "Choose the direction: left, right."
    with pytest.raises(IllegalAction, match="left or right"):
        act(state, "0 direction opposite")
    assert k.directions(4, "adjoining-nut") == ["left", "right"]
    assert k.directions(4, "who-nut") == ["left", "right", "opposite"]
    assert k.directions(3, "who-nut") == ["left", "right"] and k.directions(2, "who-nut") == []


def test_adjoining_nut_draws_blind_from_the_neighbours_hand_and_plays_it() -> None:
    state = make_state(3, outer=["adjoining-nut", *OUTER[1:]], hands=[[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    act(state, "0 coconut 1")
    act(state, "0 direction left")
    assert state["phase"] == "take" and len(k.legal_actions(state, 0)) == 3
    fan = list(state["hands"][1])
    act(state, "0 take 2")
    assert state["played"][0] == [fan[1]] and len(state["hands"][1]) == 2
    assert k.view(state, 1)["my_card_elsewhere"] == {"seat": 0, "card": fan[1]}
    act(state, "1 take 1")
    record = reveal_of(act(state, "2 take 3"))
    assert [k.card_owner(e["cards"][0]) for e in record["seats"]] == [1, 2, 0]
    assert all(len(pile) == 1 and k.card_owner(pile[0]) == s for s, pile in enumerate(state["discards"]))


def test_las_nut_is_fought_with_the_sum_of_the_ambush_cards() -> None:
    state = make_state(3, hands=[[], [], []], ambush=[[5, 6], [10, 2], [9, 3]], round_=9,
                       chips={1: 0, 2: 1, 3: 2, 4: 0, 5: 1, 6: 2, 7: 1, 8: 0})
    record = reveal_of(act(state, "0 coconut 9"))
    assert powers(record) == [11, 12, 12] and record["winner"] == 0
    assert state["chips"][8] == 0 and state["result"]["by"] == "line"


# --- Cancelling and carry-over ---------------------------------------------------------------------

def test_equal_monkeypower_after_the_effect_cancels() -> None:
    state = make_state(3, hands=[[5, 1, 2], [7, 1, 3], [6, 2, 3]], discards=[[4], [2], [1]], round_=2)
    record = play_round(state, 5, "red-5", "blue-7", "yellow-6")
    assert powers(record) == [9, 9, 7] and record["cancelled"] == [0, 1] and record["winner"] == 2
    assert [e["status"] for e in record["seats"]] == ["cancelled", "cancelled", "won"]


def test_undecided_rounds_carry_over_several_in_a_row_to_the_next_winner() -> None:
    state = make_state(hands=[[1, 4, 7], [1, 4, 8]])
    first = play_round(state, 1, "red-1", "blue-1")
    assert first["winner"] is None and state["carried"] == [1] and not state["face_up"][0]
    second = play_round(state, 2, "red-4", "blue-4")
    assert second["winner"] is None and k.view(state, 0)["carried"] == [1, 2]
    state["hands"] = [["red-7", "red-2"], ["blue-8", "blue-2"]]
    third = play_round(state, 3, "red-7", "blue-8")
    assert third["winner"] == 1 and third["chips_placed"] == [1, 2, 3] and state["carried"] == []
    assert [state["chips"][p - 1] for p in (1, 2, 3)] == [1, 1, 1]
    assert "2 carried coconuts" in third["summary"]


def test_las_nut_ties_cancel_and_the_rest_fight_on() -> None:
    """RULINGS: 11, 11 and 9 on Las-nut: the two 11s cancel and the 9 wins."""
    assert k.LAS_NUT_TIES_CANCEL
    state = make_state(3, hands=[[], [], []], ambush=[[5, 6], [10, 1], [4, 5]], round_=9,
                       chips={1: 0, 2: 1, 3: 2, 4: 0, 6: 2, 7: 1, 8: 2})
    state["face_up"] = [False] * 8 + [True]
    record = reveal_of(act(state, "0 coconut 9"))
    assert powers(record) == [11, 11, 9] and record["cancelled"] == [0, 1]
    assert record["winner"] == 2 and state["chips"][8] == 2


def test_las_nut_ties_win_nobody_anything_under_the_other_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(k, "LAS_NUT_TIES_CANCEL", False)
    assert k.judge("las-nut", {0: 11, 1: 11, 2: 9}) is None
    assert k.judge("coconut", {0: 11, 1: 11, 2: 9}) == 2
    assert k.judge("las-nut", {0: 11, 1: 10, 2: 9}) == 0


def test_coconuts_still_undecided_after_round_nine_are_lost() -> None:
    state = make_state(hands=[[], []], ambush=[[5, 6], [4, 7]], round_=9,
                       chips={1: 0, 3: 1, 4: 0, 5: 1, 6: 0, 7: 1})
    state["carried"] = [2, 8]
    state["face_up"] = [False] * 8 + [True]
    record = reveal_of(act(state, "0 coconut 9"))
    assert record["winner"] is None and record["lost"] == [2, 8, 9]
    assert state["chips"][1] is None and state["chips"][7] is None and state["chips"][8] is None
    assert record["summary"] == "Nobody wins Las-nut: it is lost, and so are 2 carried coconuts."
    assert state["result"]["by"] == "points" and k.outcome(state).winners == {0}


# --- Five-gap --------------------------------------------------------------------------------------

def test_five_gap_gives_the_round_to_the_second_highest_when_the_top_is_five_ahead() -> None:
    assert k.judge("coconut", {0: 10, 1: 4}) == 0
    assert k.judge("coconut", {0: 10, 1: 5}, five_gap=True) == 1
    assert k.judge("coconut", {0: 10, 1: 6}, five_gap=True) == 0
    assert k.judge("coconut", {0: 10, 1: 5, 2: 1}, five_gap=True) == 1
    assert k.judge("las-nut", {0: 18, 1: 7}, five_gap=True) == 1
    assert k.judge("coconut", {0: 10}, five_gap=True) == 0
    state = make_state(hands=[[10, 1, 2], [4, 1, 2]], five_gap=True)
    record = play_round(state, 1, "red-10", "blue-4")
    assert record["winner"] == 1 and record["reason"] == "five-gap"


def test_five_gap_never_applies_to_two_nut_or_loss_nut() -> None:
    assert k.judge("2-nut", {0: 10, 1: 4, 2: 1}, five_gap=True) == 1
    assert k.judge("2-nut", {0: 9, 1: 3}, five_gap=True) == 1
    assert k.judge("loss-nut", {0: 10, 1: 4, 2: 1}, five_gap=True) == 2
    state = make_state(3, hands=[[10, 1, 2], [4, 1, 2], [3, 5, 6]], five_gap=True)
    assert play_round(state, 8, "red-10", "blue-4", "yellow-3")["winner"] == 2
    state = make_state(3, hands=[[10, 1, 2], [4, 1, 2], [3, 5, 6]], five_gap=True)
    assert play_round(state, 7, "red-10", "blue-4", "yellow-3")["winner"] == 1


def test_judge_cancels_equal_powers_itself() -> None:
    assert k.judge("coconut", {0: 8, 1: 8}) is None
    assert k.judge("loss-nut", {0: 2, 1: 2, 2: 9}) == 2
    with pytest.raises(Exception, match="no coconut"):
        k.judge("banana-nut", {0: 1})


# --- Lines and the end -----------------------------------------------------------------------------

@pytest.mark.parametrize("line", k.LINES)
def test_completed_line_finds_every_row_column_and_diagonal(line: tuple[int, ...]) -> None:
    chips: list[int | None] = [None] * 9
    for position in line:
        chips[position - 1] = 2
    assert k.completed_line(chips) == 2
    chips[line[1] - 1] = 1
    assert k.completed_line(chips) is None


def test_a_completed_line_ends_the_game_at_once() -> None:
    state = make_state(hands=[[7, 1, 2], [3, 1, 2]], chips={1: 0, 2: 0, 4: 1})
    events = play_round(state, 3, "red-7", "blue-3")
    assert events["winner"] == 0 and state["phase"] == "over" and k.to_act(state) == frozenset()
    result = k.outcome(state)
    assert result.winners == {0} and "the top row (1 · 2 · 3)" in result.summary
    assert state["result"] == {"by": "line", "winner": 0, "line": [1, 2, 3], "points": [3, 1]}
    assert k.view(state, 1)["face_down"] == [[], []] and k.view(state, 1)["waiting_for"] == []


def test_a_line_won_with_carried_coconuts_also_ends_the_game() -> None:
    state = make_state(hands=[[7, 5, 2], [7, 1, 3]], chips={1: 0, 4: 1})
    play_round(state, 8, "red-7", "blue-7")
    assert state["carried"] == [8]
    assert play_round(state, 7, "red-2", "blue-3")["chips_placed"] == [8, 7]
    assert state["result"]["line"] == [1, 7, 8] and state["result"]["winner"] == 0


@pytest.mark.parametrize("players, las_nut", [(2, 1), (3, 2), (4, 3)])
def test_las_nut_is_worth_one_two_or_three_points(players: int, las_nut: int) -> None:
    chips = [None] * 8 + [0]
    assert k.points(chips, players)[0] == las_nut


def test_final_winner_two_players_most_points_then_lowest_position() -> None:
    assert k.final_winner([0, 1, 1, 0, 1, 0, 0, 1, 1], 2) == 1
    assert k.final_winner([1, 0, 0, 1, 1, 0, 0, 1, None], 2) == 1
    assert k.final_winner([None] * 9, 2) is None


def test_final_winner_three_players_las_nut_breaks_a_points_lead() -> None:
    chips = [0, 0, 1, 0, 1, None, None, None, 2]
    assert k.points(chips, 3) == [3, 2, 2] and k.final_winner(chips, 3) == 0
    chips = [1, 0, 0, None, 1, None, None, None, 2]
    assert k.points(chips, 3) == [2, 2, 2] and k.final_winner(chips, 3) == 1


def test_final_winner_rulebook_example_four_players() -> None:
    red, blue, yellow, purple = 0, 1, 2, 3
    chips = [red, blue, yellow, yellow, blue, blue, red, yellow, purple]
    assert k.completed_line(chips) is None
    assert k.points(chips, 4) == [2, 3, 3, 3]
    assert k.final_winner(chips, 4) == blue


def test_the_game_ends_after_round_nine_on_points_with_the_tie_break_in_the_summary() -> None:
    state = make_state(4, hands=[[], [], [], []], ambush=[[1, 2], [1, 3], [1, 4], [6, 7]], round_=9,
                       chips={1: 0, 2: 1, 3: 2, 4: 2, 5: 1, 6: 1, 7: 0, 8: 2})
    act(state, "0 coconut 9")
    result = k.outcome(state)
    assert result.scores == (2, 3, 3, 3) and result.winners == {1}
    assert "position 2" in result.summary


# --- Hands over the nine rounds ----------------------------------------------------------------------

def test_hands_refill_to_three_while_the_draw_pile_lasts_then_shrink() -> None:
    full_games = 0
    for seed in range(10):
        state = k.new_game(None, 3, seed)
        rng = random.Random(seed)
        sizes, draws = [], []
        while state["phase"] != "over":
            if state["phase"] == "coconut":
                assert state["dealer"] == (state["round"] - 1) % 3
                sizes.append([len(hand) for hand in state["hands"]])
                draws.append([len(draw) for draw in state["draws"]])
            seat = min(k.to_act(state))
            k.apply(state, rng.choice(k.legal_actions(state, seat)))
        expected = [3, 3, 3, 3, 3, 3, 2, 1, 0][:len(sizes)]
        assert sizes == [[n] * 3 for n in expected]
        assert draws == [[n] * 3 for n in [5, 4, 3, 2, 1, 0, 0, 0, 0][:len(sizes)]]
        full_games += len(sizes) == 9
    assert full_games > 0


def test_round_nine_has_only_las_nut_left_when_nobody_completes_a_line() -> None:
    for seed in range(40):
        state = k.new_game(None, 2 + seed % 3, seed)
        rng = random.Random(seed)
        while state["phase"] != "over":
            if state["phase"] == "coconut":
                options = k.selectable_positions(state)
                assert (options == [9]) == (state["round"] == 9)
            seat = min(k.to_act(state))
            k.apply(state, rng.choice(k.legal_actions(state, seat)))


# --- Secrecy, refusals and copies ---------------------------------------------------------------------

def test_a_face_down_card_stays_secret_until_everyone_has_chosen() -> None:
    state = make_state(3, hands=[[7, 1, 2], [9, 1, 2], [6, 1, 2]])
    act(state, "0 coconut 1")
    act(state, "0 play red-7")
    for seat in (1, 2, None):
        assert "red-7" in k.secrets_hidden_from(state, seat)
        assert "red-7" not in json.dumps(k.view(state, seat))
    assert k.view(state, 0)["my_face_down"] == ["red-7"]
    assert k.view(state, 1)["face_down"] == [[0], [], []] and k.view(state, 1)["waiting_for"] == [1, 2]
    assert k.view(state, 1)["hand"] == ["blue-1", "blue-2", "blue-9"] and k.view(state, 1)["ambush"]
    assert "blue-9" in k.secrets_hidden_from(state, 0)
    assert set(state["draws"][0]) <= k.secrets_hidden_from(state, 0)


def test_refusals_explain_themselves_and_leave_the_state_untouched() -> None:
    state = make_state(hands=[[7, 1, 2], [9, 1, 2]])
    act(state, "0 coconut 1")
    before = json.dumps(state, sort_keys=True)
    cases = {"0 play red-5": "That 5 is not in your hand", "1 play red-7": "That 7 is not in your hand",
             "0 coconut 2": "Not now", "0 play red-1 red-2": "exactly one", "9 play red-1": "cannot act"}
    for text, message in cases.items():
        with pytest.raises(IllegalAction, match=message):
            act(state, text)
    assert json.dumps(state, sort_keys=True) == before


def test_from_json_refuses_foreign_data_and_round_trips_a_game() -> None:
    with pytest.raises(Exception, match="not a Kokonotsu game"):
        k.from_json({"round": 1})
    state = make_state()
    assert k.from_json(json.loads(json.dumps(k.to_json(state)))) == state


def test_the_view_carries_what_the_table_draws() -> None:
    state = make_state(4, chips={3: 1})
    act(state, "0 coconut 2")
    shown = k.view(state, 2)
    assert shown["coconut"] == "odd-nut" and shown["effect"] == k.EFFECTS["odd-nut"]
    assert shown["grid"][2] == {"position": 3, "row": 0, "column": 2, "coconut": "even-nut",
                                "name": "Even-nut", "face_up": False, "chip": 1, "selectable": False}
    assert shown["prompt"] == "Play a card face down." and shown["phase"] == "play"
    assert shown["hand_counts"] == [3, 3, 3, 3] and shown["ambush_counts"] == [2, 2, 2, 2]
    spectator = k.view(state, None)
    assert spectator["hand"] is None and spectator["ambush"] is None and spectator["prompt"] is None


def test_determinise_rebuilds_a_state_with_the_same_view_and_legal_actions() -> None:
    for seed in range(12):
        state = k.new_game(None, 2 + seed % 3, seed)
        rng = random.Random(seed)
        while state["phase"] != "over":
            for seat in sorted(k.to_act(state)):
                shown = k.view(state, seat)
                guess = k.determinise(shown, seed)
                assert k.view(guess, seat) == shown
                assert k.legal_actions(guess, seat) == k.legal_actions(state, seat)
            seat = rng.choice(sorted(k.to_act(state)))
            k.apply(state, rng.choice(k.legal_actions(state, seat)))


# --- Bots ------------------------------------------------------------------------------------------

def _bot_game(levels: list[str], seed: int) -> dict:
    players = [make_bot("kokonotsu", level, seat) for seat, level in enumerate(levels)]
    state = k.new_game(None, len(levels), seed)
    step = 0
    while state["phase"] != "over":
        seat = min(k.to_act(state))
        legal = k.legal_actions(state, seat)
        action = players[seat].choose(k.view(state, seat), legal, bot_rng(seed, seat, step))
        assert action in legal
        k.apply(state, action)
        step += 1
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_bots_play_whole_games_with_legal_actions_only(players: int) -> None:
    for seed in range(6):
        assert _bot_game(["normal"] * players, seed)["result"] is not None


@pytest.mark.parametrize("players", [2, 4])
def test_hard_bot_plays_legal_actions_only(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bots.ROUND_BUDGET, players, 60)
    state = _bot_game(["hard", *["normal"] * (players - 1)], 3)
    assert state["result"] is not None


def test_bots_choose_legal_actions_in_every_kind_of_step(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bots.ROUND_BUDGET, 3, 60)
    kinds = set()
    for nut in ("who-nut", "adjoining-nut", "discard-nut", "change-nut", "no-no-nut"):
        for level in ("normal", "hard"):
            state = make_state(3, outer=[nut, *OUTER[1:]], hands=[[1, 5, 9], [2, 6, 10], [3, 4, 7]],
                               discards=[[8], [1], [2]], round_=2)
            while state["round"] == 2 and state["phase"] != "over":
                seat = min(k.to_act(state))
                legal = k.legal_actions(state, seat)
                if state["phase"] == "coconut":
                    dealer = bots.make(level, seat)
                    assert dealer.choose(k.view(state, seat), legal, random.Random(1)) in legal
                    legal = [Action(seat, "coconut", (1,))]
                action = bots.make(level, seat).choose(k.view(state, seat), legal, random.Random(seat))
                assert action in legal
                kinds.add(action.kind)
                k.apply(state, action)
    assert kinds == set(k.KINDS)


def test_normal_bot_blocks_a_line_and_completes_its_own() -> None:
    bot = bots.make("normal", 0)
    state = make_state(hands=[[2, 9, 10], [1, 3, 5]], chips={1: 1, 2: 1, 5: 0, 6: 0})
    choice = bot.choose(k.view(state, 0), k.legal_actions(state, 0), random.Random(1))
    assert choice.args[0] in (3, 7)
    act(state, "0 coconut 3")
    play = bot.choose(k.view(state, 0), k.legal_actions(state, 0), random.Random(1))
    assert play == Action(0, "play", ("red-10",))


def test_normal_bot_plays_low_on_loss_nut() -> None:
    bot = bots.make("normal", 1)
    state = make_state(hands=[[2, 9, 10], [1, 7, 10]])
    act(state, "0 coconut 8")
    assert bot.choose(k.view(state, 1), k.legal_actions(state, 1), random.Random(1)).args == ("blue-1",)


def test_apply_checks_a_rounds_usual_steps_without_listing_every_legal_action(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Picking a coconut, swapping on Change-nut and playing are checked by themselves (apply runs at every
    step of a bot's playouts); refusals still explain themselves from the legal actions."""
    state = make_state(outer=["change-nut", *OUTER[1:]], hands=[[1, 2, 3], [4, 5, 6]], ambush=[[9, 10], [7, 8]])
    real = k.legal_actions
    monkeypatch.setattr(k, "legal_actions", lambda *args: pytest.fail("apply listed every legal action"))
    act(state, "0 coconut 1")
    act(state, "0 swap red-1 red-10")
    act(state, "1 swap blue-6 blue-7")
    act(state, "0 play red-10")
    record = reveal_of(act(state, "1 play blue-7"))
    assert record["winner"] == 0 and state["round"] == 2
    monkeypatch.setattr(k, "legal_actions", real)
    with pytest.raises(IllegalAction, match="already been played"):
        act(state, "1 coconut 1")

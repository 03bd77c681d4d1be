"""CitronCoco: scenario tests from hand-made tables, the judges, secrecy over playouts, and the bots."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

import pytest

from rules import citroncoco as game
from rules.bots import bot_rng, make_bot
from rules.bots import citroncoco as bots
from rules.core import Action, Event, IllegalAction, State

FILLER = [["3S", "4S", "5S", "6S"], ["3H", "4H", "5H", "6H"], ["3D", "4D", "5D", "6D"], ["3C", "4C", "5C", "6C"]]


def table(hands: list[list[str]] | None = None, discard: tuple[str, ...] = (), stock_top: tuple[str, ...] = (),
          turn: int = 0) -> State:
    """A game at the start of ``turn``'s draw with these hands, this discard pile (laid by the seat
    before ``turn``) and these cards on top of the stock (the first is the top)."""
    state = game.new_game(None, 4, 7)
    hands = [list(hand) for hand in (hands or FILLER)]
    used = {card for hand in hands for card in hand} | set(discard) | set(stock_top)
    rest = [card for card in game.DECK if card not in used]
    state.update(hands=hands, discard=list(discard), discarders=[(turn + 3) % 4] * len(discard),
                 stock=rest + list(reversed(stock_top)), seen={}, turn=turn, phase="draw")
    return state


def play(state: State, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += game.apply(state, game.action_from_text(state, text))
    return events


def faces(state: State, seat: int | None, owner: int) -> list[str | None]:
    return [slot["face"] for slot in game.view(state, seat)["hands"][owner]]


def put_on_stock(state: State, *cards: str) -> None:
    """These cards (taken out of the stock) on top of it, the first on top."""
    for card in cards:
        state["stock"].remove(card)
    state["stock"] += reversed(cards)


def all_pass(state: State) -> None:
    """Every seat still in the quick-play window passes."""
    for seat in sorted(game.to_act(state)):
        play(state, f"{seat} pass")


def discard_power(card: str, hands: list[list[str]] | None = None) -> State:
    """Seat 0 draws ``card`` from the stock and discards it."""
    state = table(hands, discard=("8S",), stock_top=(card,))
    play(state, "0 draw stock", "0 discard")
    return state


# --- The deck and a turn -----------------------------------------------------------------------------

def test_the_deck_has_four_of_each_value_and_two_of_each_king() -> None:
    counts = Counter(game.VALUE[card] for card in game.DECK)
    assert len(game.DECK) == 52 == len(set(game.DECK))
    assert all(counts[value] == 4 for value in range(1, 13))
    assert counts[13] == counts[-1] == 2


def test_a_new_round_deals_four_unseen_cards_each_and_seat_0_draws_from_the_stock() -> None:
    state = game.new_game(None, 4, 3)
    assert [len(hand) for hand in state["hands"]] == [4, 4, 4, 4]
    assert all(face is None for seat in range(4) for owner in range(4) for face in faces(state, seat, owner))
    assert game.to_act(state) == {0}
    assert game.legal_actions(state, 0) == [Action(0, "draw", ("stock",))]


def test_a_drawn_card_is_seen_by_its_drawer_only_and_a_swap_discards_the_slot_card() -> None:
    state = table(discard=("8S",), stock_top=("2H",))
    play(state, "0 draw stock")
    assert game.view(state, 0)["drawn"] == "2H" and game.view(state, 1)["drawn"] is None
    play(state, "0 swap 1")
    assert state["discard"][-1] == "4S" and state["hands"][0][1] == "2H"
    assert faces(state, 0, 0)[1] == "2H" and faces(state, 2, 0)[1] is None
    assert "2H" in game.secrets_hidden_from(state, 1) and "2H" not in game.secrets_hidden_from(state, 0)
    assert state["phase"] == "quick" and state["window"]["after"] == "discard" and game.to_act(state) == {0, 1, 2, 3}


def test_a_seat_may_not_take_its_own_discard() -> None:
    state = table(discard=("8S",))
    state["discarders"] = [0]
    with pytest.raises(IllegalAction):
        play(state, "0 draw discard")


def test_taking_the_discard_opens_a_quick_play_on_the_card_below() -> None:
    state = table(discard=("8S", "2C"))
    play(state, "0 draw discard")
    assert game.view(state, 1)["drawn"] == "2C"  # everyone saw it on the pile
    assert state["phase"] == "quick" and state["window"]["after"] == "draw" and state["discard"] == ["8S"]
    all_pass(state)
    assert state["phase"] == "decide" and game.to_act(state) == {0}


def test_no_quick_play_on_a_card_quick_played_this_turn() -> None:
    state = table(discard=("8S", "2C"))
    state["quick_played"] = ["8S"]
    play(state, "0 draw discard")
    assert state["phase"] == "decide" and state["window"] is None


# --- Powers ------------------------------------------------------------------------------------------------

def test_assault_gives_a_seat_the_stock_top_unseen() -> None:
    state = discard_power("AS")
    assert game.legal_actions(state, 0) == [Action(0, "assault", (target,)) for target in range(4)]
    top = state["stock"][-1]
    play(state, "0 assault 1")
    assert state["hands"][1][-1] == top and len(state["hands"][1]) == 5
    assert all(faces(state, seat, 1)[-1] is None for seat in range(4))


def test_fellow_peeks_at_a_partner_card_only() -> None:
    state = discard_power("2S")
    assert game.legal_actions(state, 0) == [Action(0, "peek", (2, slot)) for slot in range(4)]
    play(state, "0 peek 2 1")
    assert faces(state, 0, 2) == [None, "4D", None, None]
    assert faces(state, 2, 2) == [None] * 4  # the owner has still not seen it


def test_seadog_peeks_at_any_card() -> None:
    state = discard_power("7S")
    assert len(game.legal_actions(state, 0)) == 16
    play(state, "0 peek 1 3")
    assert faces(state, 0, 1)[3] == "6H" and faces(state, 1, 1)[3] is None


def test_the_witch_gives_the_coin_which_blocks_the_holders_next_power() -> None:
    state = discard_power("9S")
    play(state, "0 coin 1")
    assert state["coin"] == 1
    all_pass(state)
    put_on_stock(state, "7H")
    play(state, "0 end", "1 draw stock")
    events = play(state, "1 discard")
    assert [e.kind for e in events][:2] == ["discarded", "blocked"]
    assert state["coin"] is None and state["phase"] == "quick"


def test_the_witch_itself_is_never_blocked() -> None:
    state = table(discard=("8S",), stock_top=("9S",))
    state["coin"] = 0
    play(state, "0 draw stock", "0 discard")
    assert state["phase"] == "power" and state["coin"] == 0
    play(state, "0 coin 3")
    assert state["coin"] == 3


def test_spy_turns_a_card_face_up_until_it_is_discarded() -> None:
    state = discard_power("10S")
    play(state, "0 flip 1 0")
    assert all(faces(state, seat, 1)[0] == "3H" for seat in (0, 1, 2, 3, None))
    assert Action(0, "flip", (1, 0)) not in game._power_actions(state, 0, game.SPY)
    all_pass(state)
    put_on_stock(state, "2H")
    play(state, "0 end", "1 draw stock", "1 swap 0")
    assert "3H" not in state["up"] and state["discard"][-1] == "3H"


def test_supply_plays_again() -> None:
    state = discard_power("JS")
    assert state["phase"] == "quick"
    events = []
    for seat in range(4):
        events += play(state, f"{seat} pass")
    assert Event("again", {"seat": 0}) in events
    assert state["phase"] == "draw" and state["turn"] == 0


def test_queen_swaps_two_cards_shows_the_new_own_card_and_never_repeats_a_swap() -> None:
    hands = [["3S", "QH", "5S", "6S"], *FILLER[1:]]
    state = discard_power("QS", hands)
    play(state, "0 exchange 0 0 1 0")
    assert state["hands"][0][0] == "3H" and state["hands"][1][0] == "3S"
    assert faces(state, 0, 0)[0] == "3H" and faces(state, 1, 1)[0] is None
    play(state, "0 claim", "0 pick 0 1")  # the other Queen, quick-played: a second swap this turn
    assert state["phase"] == "power"
    legal = game.legal_actions(state, 0)
    assert Action(0, "exchange", (0, 0, 1, 0)) not in legal and Action(0, "exchange", (0, 1, 1, 0)) in legal


def test_the_red_captain_peeks_at_the_stock_top() -> None:
    state = discard_power("KH")
    assert state["phase"] == "quick"
    top = state["stock"][-1]
    assert game.view(state, 0)["stock_top"] == top and game.view(state, 1)["stock_top"] is None


def test_the_black_captain_skips_the_next_opponent() -> None:
    state = discard_power("KS")
    all_pass(state)
    events = play(state, "0 end")
    assert Event("skipped", {"seat": 1}) in events and state["turn"] == 2


# --- Quick plays and missplays ------------------------------------------------------------------------

def hands_with(**cards: list[str]) -> list[list[str]]:
    """FILLER with some seats' hands replaced: ``hands_with(s2=["8H", ...])``."""
    hands = [list(hand) for hand in FILLER]
    for key, hand in cards.items():
        hands[int(key[1])] = hand
    return hands


def window_on(top: str, hands: list[list[str]], *power: str) -> State:
    """Seat 0 has just discarded ``top`` (drawn from the stock) and used its ``power``: the quick-play
    window is open."""
    state = table(hands, discard=("2C",), stock_top=(top,))
    play(state, "0 draw stock", "0 discard", *power)
    assert state["phase"] == "quick"
    return state


def test_a_same_value_quick_play_discards_the_card() -> None:
    state = window_on("8S", hands_with(s2=["8H", "4D", "5D", "6D"]))
    play(state, "2 claim")
    assert game.to_act(state) == {2}
    play(state, "2 pick 2 0")
    assert state["discard"][-2:] == ["8S", "8H"] and state["hands"][2] == ["4D", "5D", "6D"]
    assert state["quick_played"] == ["8H"] and state["phase"] == "call"  # the window closed


def test_a_pair_quick_play_gives_only_the_top_cards_power_to_its_owner() -> None:
    state = window_on("8S", hands_with(s1=["AH", "4H", "5H", "6H"], s3=["7D", "4C", "5C", "6C"]))
    play(state, "1 claim", "1 pick 1 0 3 0")  # an Assault under a Seadog: only the Seadog works
    assert state["discard"][-2:] == ["AH", "7D"]
    assert state["phase"] == "power" and state["power"] == {"card": "7D", "seat": 3}


def test_a_pair_needs_one_own_and_one_partner_card() -> None:
    state = window_on("8S", hands_with(s1=["3H", "5H", "4H", "6H"]))
    play(state, "1 claim")
    assert Action(1, "pick", (1, 0, 1, 1)) not in game.legal_actions(state, 1)
    with pytest.raises(IllegalAction, match="partner"):
        play(state, "1 pick 1 0 2 0")


def test_a_wrong_card_is_a_missplay_with_an_unseen_penalty_card() -> None:
    state = window_on("8S", hands_with(s2=["5D", "4D", "6D", "3D"]))
    penalty = state["stock"][-1]
    play(state, "2 claim", "2 pick 2 0")
    assert state["hands"][2] == ["5D", "4D", "6D", "3D", penalty]
    assert all(faces(state, seat, 2)[4] is None for seat in range(4))
    assert all(faces(state, seat, 2)[0] == "5D" for seat in range(4))  # laid down, seen, taken back
    assert state["phase"] == "quick" and game.to_act(state) == {0, 1, 3}


def test_a_wrong_sum_is_a_missplay() -> None:
    state = window_on("8S", hands_with(s1=["3H", "4H", "5H", "6H"], s3=["4C", "3C", "5C", "6C"]))
    play(state, "1 claim", "1 pick 1 0 3 0")
    assert len(state["hands"][1]) == 5 and len(state["hands"][3]) == 4 and state["last"]["kind"] == "missplay"


def test_running_out_of_time_is_a_missplay() -> None:
    state = window_on("8S", FILLER)
    play(state, "3 claim", "3 timeout")
    assert len(state["hands"][3]) == 5 and state["last"] == {"kind": "timeout", "seat": 3, "cards": []}


def test_a_tie_sends_the_claimants_back_without_penalty_and_closes_the_window() -> None:
    state = window_on("8S", hands_with(s1=["8H", "4H", "5H", "6H"], s3=["8D", "4C", "5C", "6C"]))
    before = [list(hand) for hand in state["hands"]]
    assert Action(1, "tie", (1, 3)) in game.legal_actions(state, 1)
    play(state, "1 tie 1 3")
    assert state["hands"] == before and state["phase"] == "call"


# --- The end of a round ---------------------------------------------------------------------------------

def test_an_empty_hand_ends_the_round_after_its_power_and_one_last_quick_play() -> None:
    state = window_on("7S", hands_with(s1=["7H"], s3=["7D", "4C"]), "0 peek 2 0")
    play(state, "1 claim", "1 pick 1 0")
    assert state["ending"] and state["phase"] == "power"  # the Seadog's power still happens
    play(state, "1 peek 0 0")
    assert state["phase"] == "quick" and state["window"]["after"] == "final"  # even on a quick-played card
    events = play(state, "3 claim", "3 pick 3 0", "3 peek 0 0")  # its Seadog too, then the end
    over = next(e for e in events if e.kind == "round_over")
    assert over.data["ended_by"] == "empty" and over.data["ender"] == 1
    team0 = sum(game.VALUE[c] for c in [*FILLER[0], *FILLER[2]])
    assert over.data["coconuts"] == [team0, 4] and over.data["scores"] == [team0, 4]
    assert state["round"] == 2 and state["totals"] == [team0, 4]


def test_the_loser_of_a_round_begins_the_next() -> None:
    state = window_on("7S", hands_with(s1=["7H"], s2=["KS", "QS"]), "0 peek 2 0")
    play(state, "1 claim", "1 pick 1 0", "1 peek 0 0")
    all_pass(state)
    assert state["round"] == 2 and state["turn"] == 2  # team 0 lost; seat 2 held more coconuts


def call_round(hands: list[list[str]], stock_top: tuple[str, ...]) -> State:
    """Seat 0 ends its turn with a CitronCoco call, seat 1 answers Nano and seat 2 Nano Alpha."""
    state = window_on("8S", hands)
    put_on_stock(state, *stock_top)
    all_pass(state)
    play(state, "0 citroncoco")
    assert game.to_act(state) == {1} and game.legal_actions(state, 1)[0] == Action(1, "nano")
    play(state, "1 nano")
    assert game.to_act(state) == {2} and game.legal_actions(state, 2)[0] == Action(2, "nano-alpha")
    play(state, "2 nano-alpha")
    return state


def test_a_citroncoco_call_gives_everyone_else_one_last_turn_and_quadruples_after_nano_alpha() -> None:
    hands = hands_with(s0=["AS", "2S"], s2=["AD"])
    state = call_round(hands, ("3S", "4S", "5S"))
    for seat in (1, 2, 3):
        assert state["turn"] == seat and state["phase"] == "draw"
        play(state, f"{seat} draw stock", f"{seat} discard")
        all_pass(state)
    record = state["history"][-1]
    team1 = sum(game.VALUE[c] for c in [*FILLER[1], *FILLER[3]])
    assert record["ended_by"] == "citroncoco" and record["caller"] == 0 and record["calls"] == 2
    assert record["scores"] == [0, team1 * 4] and state["round"] == 2


def test_the_caller_plays_again_after_quick_playing_a_supply_in_the_last_turns() -> None:
    hands = hands_with(s0=["JH", "AS"])
    state = call_round(hands, ("JC", "3S", "4S", "5S", "6S"))
    play(state, "1 draw stock", "1 discard", "0 claim", "0 pick 0 0")
    assert state["extra_turns"][0] == 1
    for seat in (1, 2, 3):  # seat 1's own Jack gave it another turn too
        assert state["turn"] == seat and state["phase"] == "draw"
        play(state, f"{seat} draw stock", f"{seat} discard")
        all_pass(state)
    assert state["turn"] == 0 and state["phase"] == "draw" and state["round"] == 1
    play(state, "0 draw stock", "0 discard")
    all_pass(state)
    assert state["round"] == 2


def test_an_empty_stock_is_refilled_from_the_discard_pile_under_its_top() -> None:
    state = table(discard=("2C", "7C", "9C", "8S"))
    state["stock"] = []
    events = play(state, "0 draw stock")
    assert Event("reshuffled", {"size": 3}) in events
    assert state["discard"] == ["8S"] and state["drawn"] in ("2C", "7C", "9C") and len(state["stock"]) == 2
    assert game.view(state, 0)["stock_top"] is None


def test_a_round_where_no_card_can_be_drawn_ends() -> None:
    state = table(discard=("8S",))
    state["stock"] = []
    state["phase"] = "call"
    state["discarders"] = [1]
    play(state, "0 end")  # seat 1 cannot draw: the stock is empty and the top is its own
    assert state["history"][-1]["ended_by"] == "empty" and state["history"][-1]["ender"] == 1


def test_the_game_ends_when_a_team_reaches_200() -> None:
    state = window_on("7S", hands_with(s1=["7H"]), "0 peek 2 0")
    state["totals"] = [180, 0]
    play(state, "1 claim", "1 pick 1 0", "1 peek 0 0")
    all_pass(state)
    result = game.outcome(state)
    assert result is not None and result.winners == {1, 3} and state["phase"] == "over"
    assert not game.to_act(state)


# --- The judges ------------------------------------------------------------------------------------------

def test_round_scores() -> None:
    assert game.round_scores((30, 12), "empty", None, 0) == (30, 12)
    assert game.round_scores((10, 25), "citroncoco", 0, 0) == (0, 25)
    assert game.round_scores((10, 25), "citroncoco", 0, 1) == (0, 50)
    assert game.round_scores((10, 25), "citroncoco", 1, 2) == (0, 100)  # the caller's team lost
    assert game.round_scores((20, 20), "citroncoco", 1, 0) == (0, 20)  # a tie goes against the caller
    with pytest.raises(ValueError):
        game.round_scores((1, 2), "empty", 0, 1)


def test_loser() -> None:
    assert game.loser((199, 150)) is None
    assert game.loser((150, 200)) == 1
    assert game.loser((230, 210)) == 0
    assert game.loser((210, 210)) is None


# --- Secrecy over playouts ------------------------------------------------------------------------------

def unexplained_faces(before: State, action: Action, events: list[Event], after: State,
                      view: Callable[[State, int | None], dict[str, Any]]) -> list[str]:
    """Faces a seat's view shows now that it did not show before this action and that no rule gave it:
    public before (pile, face up), turned face up, or learnt by its own move or peek, or shown in a
    missplay. Knowledge from earlier rounds does not count: the cards are dealt anew."""
    problems = []
    for seat in range(4):
        now, old = view(after, seat), view(before, seat)
        known = set() if now["round"] != old["round"] else {
            slot["face"] for hand in old["hands"] for slot in hand if slot["face"]} | {
            old["drawn"], old["stock_top"], *old["discard"]}
        told = set(after["up"])
        for event in events:
            if event.kind == "missplay":
                told.update(event.data["cards"])
            if event.kind == "peeked_stock" and event.data["seat"] == seat:
                told.add(after["stock"][-1])
        shown = {slot["face"] for hand in now["hands"] for slot in hand if slot["face"]} | {
            now["drawn"], now["stock_top"]}
        for face in shown - known - told - {None}:
            if action.seat != seat:
                problems.append(f"seat {seat} sees {face} after {action}")
    return problems


def secrecy_problems(view: Callable[[State, int | None], dict[str, Any]], seeds: range) -> list[str]:
    problems: list[str] = []
    for seed in seeds:
        state, chooser = game.new_game(None, 4, seed), random.Random(seed)
        while game.outcome(state) is None and len(problems) < 5:
            action = chooser.choice([a for seat in sorted(game.to_act(state)) for a in game.legal_actions(state, seat)])
            before = game.clone(state)
            events = game.apply(state, action)
            problems += unexplained_faces(before, action, events, state, view)
    return problems


def test_no_view_shows_a_face_its_seat_has_not_seen() -> None:
    assert secrecy_problems(game.view, range(40)) == []


def test_the_secrecy_check_catches_a_view_showing_a_partners_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = game.view

    def leaky(state: State, seat: int | None) -> dict[str, Any]:
        shown = honest(state, seat)
        if seat is not None:
            shown["hands"][(seat + 2) % 4] = [{"face": card, "up": False, "kept": False}
                                              for card in state["hands"][(seat + 2) % 4]]
        return shown

    assert secrecy_problems(leaky, range(3))


# --- Bots ---------------------------------------------------------------------------------------------------

def bot_game(levels: list[str], seed: int) -> State:
    """Bots on every seat; in a quick-play window the first seat that claims goes first."""
    players = [make_bot("citroncoco", level, seat) for seat, level in enumerate(levels)]
    state, step = game.new_game(None, 4, seed), 0
    while game.outcome(state) is None:
        chosen = []
        for seat in sorted(game.to_act(state)):
            legal = game.legal_actions(state, seat)
            action = players[seat].choose(game.view(state, seat), legal, bot_rng(seed, seat, step))
            assert action in legal
            chosen.append(action)
        claims = [action for action in chosen if action.kind == "claim"]
        game.apply(state, (claims or chosen)[0])
        step += 1
    return state


def test_bots_finish_games_at_every_level(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots, "HARD_ITERATIONS", 12)
    bot_game(["hard", "hard", "easy", "normal"], 3)


def test_the_normal_team_beats_the_easy_one_four_games_in_five() -> None:
    """On either side of the table (the lower seats win races in bot_game)."""
    wins = sum((0 in game.outcome(bot_game(["normal", "easy", "normal", "easy"], seed)).winners)
               + (1 in game.outcome(bot_game(["easy", "normal", "easy", "normal"], seed)).winners)
               for seed in range(40))
    assert wins >= 64


def test_a_bot_quick_plays_only_what_it_is_sure_of() -> None:
    state = window_on("8S", hands_with(s2=["8H", "4D", "5D", "6D"], s3=["8D", "4C", "5C", "6C"]))
    state["seen"]["8H"] = [2]
    bot2, bot3 = bots.make("normal", 2), bots.make("normal", 3)
    assert bot2.choose(game.view(state, 2), game.legal_actions(state, 2), random.Random(1)) == Action(2, "claim")
    assert bot3.choose(game.view(state, 3), game.legal_actions(state, 3), random.Random(1)) == Action(3, "pass")
    play(state, "2 claim")
    assert bot2.choose(game.view(state, 2), game.legal_actions(state, 2), random.Random(1)) == Action(2, "pick", (2, 0))


def test_a_bot_calls_when_its_team_is_well_below() -> None:
    state = window_on("8S", hands_with(s0=["AS", "2S"], s2=["AD", "2D"], s1=["KS", "QH"], s3=["KC", "QC"]))
    all_pass(state)
    for card in ["AS", "2S", "AD", "2D", "KS", "QH", "KC", "QC"]:
        state["seen"][card] = [0]
    bot = bots.make("normal", 0)
    assert bot.choose(game.view(state, 0), game.legal_actions(state, 0), random.Random(1)) == Action(0, "citroncoco")
    state["hands"][1] = ["AH"]
    state["hands"][3] = ["AC"]
    state["seen"].update({"AH": [0], "AC": [0]})
    assert bot.choose(game.view(state, 0), game.legal_actions(state, 0), random.Random(1)) == Action(0, "end")


def test_the_easy_bot_forgets_some_cards_it_has_seen() -> None:
    state = table()
    for card in [card for hand in state["hands"] for card in hand]:
        state["seen"][card] = [0, 1, 2, 3]
    view = game.view(state, 0)
    easy, normal = bots._Memory(view, 0, bots.FORGET_SHARE["easy"]), bots._Memory(view, 0, bots.FORGET_SHARE["normal"])
    forgotten = sum(easy.value(s, i) is None for s in range(4) for i in range(4))
    assert 0 < forgotten < 16 and all(normal.value(s, i) is not None for s in range(4) for i in range(4))

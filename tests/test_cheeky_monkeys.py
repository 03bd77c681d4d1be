"""Cheeky Monkeys: scenario tests from hand-made tables, driven through legal_actions/apply only.

Each test sets up the situation it names with :func:`table`, plays it out action by action (passing every
response window explicitly) and checks the table the players would see.
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules import cheeky_monkeys as game
from rules.core import Event, IllegalAction, State, copy_json

ALL_MONKEYS = [f"{kind}.{n}" for kind, count in game.MONKEY_COUNTS.items() for n in range(1, count + 1)]
ALL_ACTIONS = [f"{kind}.{n}" for kind, count in game.ACTION_COUNTS.items() for n in range(1, count + 1)]


def table(players: int = 3, *, hands: dict[int, list[str]] | None = None,
          in_play: dict[int, list[str]] | None = None, monkey_top: tuple[str, ...] = (),
          action_top: tuple[str, ...] = (), turn: int = 0, step: str = "planning") -> State:
    """``turn``'s round at ``step`` with these hands and monkeys in play (other seats hold nothing), and
    these cards on top of the two decks (the first is the top). The rest of each deck lies below them,
    Bamboo Jugglers first, so that a monkey nobody asked for is harmless on its own."""
    state = game.new_game(None, players, 11)
    hands = hands or {}
    in_play = in_play or {}
    seat_hands = [list(hands.get(seat, [])) for seat in range(players)]
    seat_monkeys = [list(in_play.get(seat, [])) for seat in range(players)]
    used = {card for cards in seat_hands + seat_monkeys for card in cards} | set(monkey_top) | set(action_top)
    state["decks"] = {
        "monkeys": sorted((card for card in ALL_MONKEYS if card not in used),
                          key=lambda card: game.kind_of(card) == game.JUGGLER) + list(reversed(monkey_top)),
        "actions": [card for card in ALL_ACTIONS if card not in used] + list(reversed(action_top))}
    state.update(hands=seat_hands, in_play=seat_monkeys, turn=turn, step=step)
    return state


def play(state: State, *texts: str) -> list[Event]:
    """Apply these moves in their text form, e.g. ``"0 play grounding 1"``."""
    events: list[Event] = []
    for text in texts:
        events += game.apply(state, game.action_from_text(state, text))
    return events


def pass_window(state: State) -> list[Event]:
    """Every seat that may still answer the current response window passes."""
    assert game.view(state, None)["phase"] == "window"
    return play(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))


def pass_all(state: State) -> list[Event]:
    """Pass every response window until someone must do something else."""
    events: list[Event] = []
    while game.view(state, None)["phase"] == "window":
        events += pass_window(state)
    return events


def data_of(events: list[Event], kind: str) -> list[dict[str, Any]]:
    """The data of the events of one kind, in order."""
    return [event.data for event in events if event.kind == kind]


def blasts(events: list[Event]) -> list[tuple[int, str]]:
    """Who blasted, and how, in order."""
    return [(event.data["seat"], event.data["how"]) for event in events if event.kind == "blasted"]


def window_card(state: State) -> str | None:
    """The card of the queue entry the open window is about."""
    view = game.view(state, None)
    entry = next(entry for entry in view["stack"] if entry["id"] == view["window"]["entry"])
    return entry["card"]


def refused(state: State, text: str) -> str:
    """The reason ``text`` is refused; the state must be left exactly as it was."""
    before = game.to_json(state)
    with pytest.raises(IllegalAction) as refusal:
        play(state, text)
    assert game.to_json(state) == before
    return str(refusal.value)


# --- The judge ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("monkeys", "groundings", "expected"), [
    ([], 0, None),
    (["enthusiastic-pyromaniac"], 0, None),
    (["bamboo-juggler", "bamboo-juggler"], 0, None),
    (["enthusiastic-pyromaniac", "bamboo-juggler"], 0, "end-of-round"),
    (["enthusiastic-pyromaniac.3", "bamboo-juggler.9", "crazy-shaman.1"], 0, "end-of-round"),
    (["enthusiastic-pyromaniac", "bamboo-juggler", "watergun-sniper"], 0, None),
    (["deadly-headscratcher"], 0, None),
    (["watergun-sniper", "watergun-sniper"], 0, None),
    (["deadly-headscratcher.2", "watergun-sniper.4"], 0, "now"),
    (["deadly-headscratcher", "watergun-sniper"], 1, None),
    (["deadly-headscratcher", "deadly-headscratcher", "watergun-sniper"], 1, "now"),
    (["deadly-headscratcher", "deadly-headscratcher", "watergun-sniper"], 2, None),
    (["deadly-headscratcher", "watergun-sniper", "watergun-sniper"], 1, None),
    (["enthusiastic-pyromaniac", "bamboo-juggler", "deadly-headscratcher", "watergun-sniper"], 0, "now"),
    (["enthusiastic-pyromaniac", "bamboo-juggler", "deadly-headscratcher", "watergun-sniper"], 1, None),
    (["enthusiastic-pyromaniac", "bamboo-juggler", "deadly-headscratcher"], 0, "end-of-round"),
    (["enthusiastic-pyromaniac", "bamboo-juggler", "deadly-headscratcher"], 3, "end-of-round"),
])
def test_blast_check_judges_one_trainers_monkeys(monkeys: list[str], groundings: int, expected: str | None) -> None:
    assert game.blast_check(monkeys, groundings) == expected


# --- The four phases and the turn order ---------------------------------------------------------

def test_a_round_runs_planning_monkey_drawing_training_then_the_next_seat() -> None:
    state = table(hands={0: ["fire-bucket.1"]}, monkey_top=("bamboo-juggler.1",), action_top=("grounding.1",))
    assert game.view(state, 0)["phase"] == "planning"
    assert game.Action(0, "proceed") in game.legal_actions(state, 0)

    events = play(state, "0 proceed")
    assert data_of(events, "arriving") == [{"seat": 0, "card": "bamboo-juggler.1"}]
    assert game.view(state, 0)["phase"] == "window" and window_card(state) == "bamboo-juggler.1"
    assert game.to_act(state) == {0, 1, 2}
    assert state["in_play"][0] == [] and state["hands"][0] == ["fire-bucket.1"]

    events = pass_all(state)
    assert data_of(events, "entered") == [{"seat": 0, "card": "bamboo-juggler.1"}]
    assert data_of(events, "drew") == [{"seat": 0, "count": 1}]
    assert state["hands"][0] == ["fire-bucket.1", "grounding.1"]
    view = game.view(state, 0)
    assert (view["phase"], view["turn"]) == ("training", 0)
    assert game.Action(0, "end") in game.legal_actions(state, 0)

    events = play(state, "0 end")
    assert data_of(events, "round") == [{"seat": 1}]
    view = game.view(state, 1)
    assert (view["turn"], view["phase"], view["rounds"]) == (1, "planning", 2)


def test_turn_order_goes_to_the_next_seat_number_still_in_and_wraps_round_with_six() -> None:
    state = table(6, turn=4, step="training")
    state["status"][5] = state["status"][1] = "out"
    play(state, "4 end")
    assert state["turn"] == 0
    play(state, "0 proceed")
    pass_all(state)
    play(state, "0 end")
    assert state["turn"] == 2
    assert game.next_seat(state, 5) == 0 and game.next_seat(state, 0) == 2


def test_two_trainers_take_turns() -> None:
    state = table(2, step="training")
    play(state, "0 end")
    assert state["turn"] == 1
    play(state, "1 proceed")
    assert game.to_act(state) == {0, 1}
    pass_all(state)
    play(state, "1 end")
    assert state["turn"] == 0


# --- Pyromaniac + Juggler: the fuse -------------------------------------------------------------

def test_a_lit_fuse_blasts_its_owner_at_the_end_of_their_own_round() -> None:
    state = table(step="training", hands={0: ["no-way.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1", "crazy-shaman.1"]})
    assert game.view(state, 1)["danger"] == ["end-of-round", None, None]
    events = play(state, "0 end")
    assert blasts(events) == [(0, "end-of-round")]
    assert state["status"] == ["out", "live", "live"]
    assert state["in_play"][0] == [] and state["hands"][0] == []
    assert {"enthusiastic-pyromaniac.1", "bamboo-juggler.1", "crazy-shaman.1"} <= set(state["discards"]["monkeys"])
    assert "no-way.1" in state["discards"]["actions"]
    assert state["turn"] == 1 and game.outcome(state) is None


def test_a_lit_fuse_waits_for_its_owners_round_not_someone_elses() -> None:
    state = table(step="training", in_play={1: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]})
    play(state, "0 end")
    assert state["status"][1] == "live" and state["turn"] == 1
    play(state, "1 proceed")
    pass_all(state)
    assert state["status"][1] == "live"
    events = play(state, "1 end")
    assert blasts(events) == [(1, "end-of-round")]
    assert state["turn"] == 2


def test_a_watergun_sniper_defuses_the_fuse() -> None:
    state = table(step="training", in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1", "watergun-sniper.1"]})
    assert game.view(state, 0)["danger"][0] is None
    events = play(state, "0 end")
    assert data_of(events, "blasted") == [] and state["status"][0] == "live"


def test_a_sniper_arriving_in_time_defuses_the_fuse() -> None:
    state = table(in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]}, monkey_top=("watergun-sniper.1",))
    play(state, "0 proceed")
    pass_all(state)
    assert game.view(state, 0)["danger"][0] is None
    play(state, "0 end")
    assert state["status"][0] == "live"


def test_fire_bucket_breaks_the_fuse_in_time() -> None:
    state = table(step="training", hands={0: ["fire-bucket.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]})
    play(state, "0 play fire-bucket enthusiastic-pyromaniac.1")
    assert window_card(state) == "fire-bucket.1"
    events = pass_all(state)
    assert data_of(events, "discarded") == [{"card": "enthusiastic-pyromaniac.1", "seat": 0}]
    assert state["in_play"][0] == ["bamboo-juggler.1"]
    assert state["discards"] == {"monkeys": ["enthusiastic-pyromaniac.1"], "actions": ["fire-bucket.1"]}
    play(state, "0 end")
    assert state["status"][0] == "live"


def test_fire_bucket_only_aims_at_pyromaniacs() -> None:
    state = table(step="training", hands={0: ["fire-bucket.1"]},
                  in_play={0: ["bamboo-juggler.1"], 1: ["enthusiastic-pyromaniac.4"]})
    plays = [action for action in game.legal_actions(state, 0) if action.kind == "play"]
    assert [action.args for action in plays] == [("fire-bucket", "enthusiastic-pyromaniac.4")]
    assert "cannot be played that way" in refused(state, "0 play fire-bucket bamboo-juggler.1")


def test_fire_bucket_is_quick_another_trainer_breaks_your_fuse_in_a_window() -> None:
    state = table(hands={2: ["fire-bucket.1"]}, in_play={0: ["enthusiastic-pyromaniac.1"]},
                  monkey_top=("bamboo-juggler.1",))
    play(state, "0 proceed", "0 pass", "1 pass")
    play(state, "2 play fire-bucket enthusiastic-pyromaniac.1")
    assert window_card(state) == "fire-bucket.1"
    pass_all(state)
    assert state["in_play"][0] == ["bamboo-juggler.1"]
    play(state, "0 end")
    assert state["status"][0] == "live"


def test_back_to_the_jungle_breaks_the_fuse_in_time() -> None:
    state = table(step="training", hands={0: ["back-to-the-jungle.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"], 1: ["crazy-shaman.1"]})
    targets = {action.args[1] for action in game.legal_actions(state, 0) if action.kind == "play"}
    assert targets == {"enthusiastic-pyromaniac.1", "bamboo-juggler.1", "crazy-shaman.1"}
    play(state, "0 play back-to-the-jungle bamboo-juggler.1")
    pass_all(state)
    assert state["in_play"][0] == ["enthusiastic-pyromaniac.1"]
    assert state["discards"]["monkeys"] == ["bamboo-juggler.1"]
    play(state, "0 end")
    assert state["status"][0] == "live"


# --- Headscratcher + Sniper: the electric shock -------------------------------------------------

def shocked_table(players: int = 3, headscratchers: int = 1, hands: dict[int, list[str]] | None = None) -> State:
    """Seat 0 holds Headscratchers; the Sniper on top of the deck has just reached them: the shock's window."""
    mine = [f"deadly-headscratcher.{n}" for n in range(1, headscratchers + 1)]
    state = table(players, hands=hands, in_play={0: mine}, monkey_top=("watergun-sniper.1",))
    play(state, "0 proceed")
    events = pass_window(state)
    assert data_of(events, "shock") == [{"seat": 0}]
    assert game.view(state, 0)["stack"][-1]["kind"] == "shock"
    assert game.view(state, 0)["danger"][0] == "now"
    return state


def test_a_sniper_with_a_headscratcher_blasts_at_once_and_ends_the_round() -> None:
    state = shocked_table(hands={0: ["no-way.1", "pickpocket.1"]})
    assert game.to_act(state) == {0, 1, 2}
    events = pass_window(state)
    assert blasts(events) == [(0, "now")]
    assert state["status"][0] == "out"
    assert {"deadly-headscratcher.1", "watergun-sniper.1"} <= set(state["discards"]["monkeys"])
    assert {"no-way.1", "pickpocket.1"} <= set(state["discards"]["actions"])
    assert data_of(events, "drew") == []
    assert (state["turn"], state["step"]) == (1, "planning")


def test_the_shocked_trainer_saves_themselves_with_a_grounding() -> None:
    state = shocked_table(hands={0: ["grounding.1"]})
    assert game.Action(0, "play", ("grounding", 0)) in game.legal_actions(state, 0)
    play(state, "0 play grounding 0")
    assert window_card(state) == "grounding.1"
    events = pass_window(state)
    assert data_of(events, "grounded") == [{"seat": 0, "target": 0}]
    assert window_card(state) is None and game.view(state, 0)["stack"][-1]["kind"] == "shock"
    events = pass_window(state)
    assert data_of(events, "saved") == [{"seat": 0}] and data_of(events, "blasted") == []
    assert state["status"][0] == "live" and state["groundings"][0] == 1
    assert game.view(state, 0)["danger"][0] is None
    assert state["step"] == "training"


def test_a_grounding_played_by_another_trainer_saves_you() -> None:
    state = shocked_table(hands={2: ["grounding.1"]})
    assert [action for action in game.legal_actions(state, 2) if action.kind == "play"] == [
        game.Action(2, "play", ("grounding", 0))]
    play(state, "2 play grounding 0")
    events = pass_all(state)
    assert data_of(events, "grounded") == [{"seat": 2, "target": 0}]
    assert state["status"][0] == "live" and state["groundings"] == [1, 0, 0]


def test_two_headscratchers_need_two_groundings_one_is_not_enough() -> None:
    state = shocked_table(headscratchers=2, hands={0: ["grounding.1"]})
    play(state, "0 play grounding 0")
    events = pass_all(state)
    assert blasts(events) == [(0, "now")]


def test_two_headscratchers_survive_two_groundings_from_two_trainers() -> None:
    state = shocked_table(headscratchers=2, hands={0: ["grounding.1"], 1: ["grounding.2"]})
    play(state, "0 play grounding 0")
    pass_window(state)
    play(state, "1 play grounding 0")
    events = pass_all(state)
    assert data_of(events, "saved") == [{"seat": 0}] and state["status"][0] == "live"
    assert len(state["in_play"][0]) == 3


def test_a_grounded_trainer_who_gets_another_headscratcher_needs_another_grounding() -> None:
    state = shocked_table(hands={0: ["grounding.1"], 1: ["common-misfortune.1"]})
    play(state, "0 play grounding 0")
    pass_all(state)
    play(state, "0 end", "1 proceed")
    pass_all(state)
    state["decks"]["monkeys"] += ["deadly-headscratcher.9", "bamboo-juggler.9"]
    play(state, "1 play common-misfortune")
    pass_window(state)
    pass_window(state)
    assert state["in_play"][2] == ["bamboo-juggler.9"]
    events = pass_window(state)
    assert data_of(events, "shock") == [{"seat": 0}] and state["groundings"][0] == 1
    events = pass_all(state)
    assert blasts(events) == [(0, "now")]


def test_no_grounding_without_a_shock() -> None:
    state = table(hands={0: ["grounding.1"]}, in_play={0: ["deadly-headscratcher.1"]})
    assert [action.kind for action in game.legal_actions(state, 0)] == ["proceed"]


# --- Crazy Shaman ------------------------------------------------------------------------------

def test_crazy_shaman_takes_two_monkeys_one_at_a_time_then_two_actions_and_stays() -> None:
    state = table(monkey_top=("crazy-shaman.1", "bamboo-juggler.1", "bamboo-juggler.2"),
                  action_top=("no-way.1", "no-way.2", "grounding.1"))
    play(state, "0 proceed")
    events = pass_window(state)
    assert window_card(state) == "crazy-shaman.1", "its effect waits for answers"
    events += pass_window(state)
    assert data_of(events, "entered") == [{"seat": 0, "card": "crazy-shaman.1"}]
    assert data_of(events, "arriving") == [{"seat": 0, "card": "bamboo-juggler.1"}]
    assert state["decks"]["monkeys"][-1] == "bamboo-juggler.2"
    assert window_card(state) == "bamboo-juggler.1"
    events = pass_window(state)
    assert data_of(events, "entered") == [{"seat": 0, "card": "bamboo-juggler.1"}]
    assert data_of(events, "arriving") == [{"seat": 0, "card": "bamboo-juggler.2"}]
    events = pass_window(state)
    assert data_of(events, "drew") == [{"seat": 0, "count": 2}, {"seat": 0, "count": 1}]
    assert state["in_play"][0] == ["crazy-shaman.1", "bamboo-juggler.1", "bamboo-juggler.2"]
    assert state["hands"][0] == ["no-way.1", "no-way.2", "grounding.1"]
    assert game.view(state, 0)["phase"] == "training" and state["stack"] == []


def test_crazy_shaman_starts_again_when_it_changes_trainer_by_tactical_exchange() -> None:
    state = table(step="training", hands={0: ["tactical-exchange.1"]},
                  in_play={0: ["bamboo-juggler.1"], 1: ["crazy-shaman.1"]},
                  monkey_top=("bamboo-juggler.2", "bamboo-juggler.3"), action_top=("no-way.1", "no-way.2"))
    play(state, "0 play tactical-exchange bamboo-juggler.1 crazy-shaman.1")
    events = pass_window(state)
    assert data_of(events, "moved") == [{"card": "crazy-shaman.1", "giver": 1, "seat": 0},
                                      {"card": "bamboo-juggler.1", "giver": 0, "seat": 1}]
    assert window_card(state) == "crazy-shaman.1"
    pass_all(state)
    assert state["in_play"] == [["crazy-shaman.1", "bamboo-juggler.2", "bamboo-juggler.3"], ["bamboo-juggler.1"], []]
    assert state["hands"][0] == ["no-way.1", "no-way.2"]


# --- Greedy Tempter ------------------------------------------------------------------------------

def test_greedy_tempter_each_other_trainer_from_the_right_gives_a_monkey_of_their_choice() -> None:
    state = table(4, turn=2, monkey_top=("greedy-tempter.1", "bamboo-juggler.5", "bamboo-juggler.6"),
                  in_play={3: ["bamboo-juggler.1", "bamboo-juggler.2"], 0: ["crazy-shaman.1"],
                           1: ["watergun-sniper.1", "enthusiastic-pyromaniac.1"]})
    play(state, "2 proceed")
    pass_window(state)
    pass_window(state)
    choice = game.view(state, 2)["choice"]
    assert (choice["seat"], choice["kind"]) == (3, "give") and game.to_act(state) == {3}
    assert {action.args for action in game.legal_actions(state, 3)} == {("bamboo-juggler.1",), ("bamboo-juggler.2",)}
    assert "must choose for the Greedy Tempter" in refused(state, "3 give crazy-shaman.1")
    play(state, "3 give bamboo-juggler.2")
    assert game.view(state, 2)["choice"]["seat"] == 0
    play(state, "0 give crazy-shaman.1")
    assert window_card(state) == "crazy-shaman.1"
    pass_all(state)
    assert game.view(state, 2)["choice"]["seat"] == 1
    events = play(state, "1 give enthusiastic-pyromaniac.1")
    assert data_of(events, "discarded") == [{"card": "greedy-tempter.1", "seat": 2}]
    assert state["in_play"][2] == ["bamboo-juggler.2", "crazy-shaman.1", "bamboo-juggler.5", "bamboo-juggler.6",
                                   "enthusiastic-pyromaniac.1"]
    assert "greedy-tempter.1" in state["discards"]["monkeys"]


def test_greedy_tempter_skips_trainers_without_monkeys() -> None:
    state = table(monkey_top=("greedy-tempter.1",), in_play={2: ["bamboo-juggler.1"]})
    play(state, "0 proceed")
    pass_window(state)
    pass_window(state)
    assert game.view(state, 0)["choice"]["seat"] == 2
    play(state, "2 give bamboo-juggler.1")
    assert state["in_play"][0] == ["bamboo-juggler.1"]


# --- Freak Destroyer -----------------------------------------------------------------------------

def test_freak_destroyer_gives_away_every_action_then_every_monkey_one_at_a_time_then_goes() -> None:
    state = table(hands={0: ["no-way.1", "grounding.1"]}, monkey_top=("freak-destroyer.1",),
                  in_play={0: ["bamboo-juggler.1", "crazy-shaman.1"]},
                  action_top=("no-way.3", "no-way.4", "pickpocket.1"))
    play(state, "0 proceed")
    pass_window(state)
    pass_window(state)
    assert game.view(state, 0)["choice"] == {"seat": 0, "kind": "hand", "entry": state["choice"]["entry"]}
    assert "must choose for the Freak Destroyer" in refused(state, "0 send bamboo-juggler.1 1")
    assert refused(state, "1 pass") == "Seat 2 cannot act now."
    events = play(state, "0 hand 1 2", "0 hand 0 1")
    assert data_of(events, "handed") == [{"seat": 0, "target": 2}, {"seat": 0, "target": 1}]
    assert state["hands"] == [[], ["no-way.1"], ["grounding.1"]]
    assert state["choice"]["kind"] == "send"
    sendable = {action.args[0] for action in game.legal_actions(state, 0)}
    assert sendable == {"bamboo-juggler.1", "crazy-shaman.1"}
    play(state, "0 send crazy-shaman.1 2")
    assert window_card(state) == "crazy-shaman.1"
    pass_all(state)
    events = play(state, "0 send bamboo-juggler.1 1")
    assert data_of(events, "discarded") == [{"card": "freak-destroyer.1", "seat": 0}]
    assert state["in_play"][0] == [] and state["in_play"][1] == ["bamboo-juggler.1"]
    assert state["in_play"][2][0] == "crazy-shaman.1" and len(state["in_play"][2]) == 3
    assert state["hands"] == [["pickpocket.1"], ["no-way.1"], ["grounding.1", "no-way.3", "no-way.4"]]
    assert game.view(state, 0)["phase"] == "training"


# --- No Way ----------------------------------------------------------------------------------------

def test_no_way_counters_the_last_action_card() -> None:
    state = table(step="training", hands={0: ["pickpocket.1"], 1: ["no-way.1", "grounding.1"]})
    play(state, "0 play pickpocket 1")
    play(state, "1 play no-way")
    assert window_card(state) == "no-way.1"
    events = pass_all(state)
    assert data_of(events, "countered") == [{"seat": 1, "card": "pickpocket.1"}]
    assert data_of(events, "stole") == []
    assert state["hands"] == [[], ["grounding.1"], []]
    assert sorted(state["discards"]["actions"]) == ["no-way.1", "pickpocket.1"]


def test_a_no_way_on_a_no_way_lets_the_first_card_work() -> None:
    state = table(step="training", hands={0: ["pickpocket.1", "no-way.2"], 1: ["no-way.1", "grounding.1"]})
    play(state, "0 play pickpocket 1", "1 play no-way", "0 play no-way")
    events = pass_window(state)
    assert data_of(events, "countered") == [{"seat": 0, "card": "no-way.1"}]
    assert window_card(state) == "pickpocket.1"
    events = pass_all(state)
    assert data_of(events, "stole") == [{"seat": 0, "target": 1}]
    assert state["hands"] == [["grounding.1"], [], []]


def test_no_way_never_counters_a_monkey() -> None:
    state = table(hands={1: ["no-way.1"]}, monkey_top=("watergun-sniper.1",))
    play(state, "0 proceed")
    assert [action.kind for action in game.legal_actions(state, 1)] == ["pass"]
    assert "cannot be played that way" in refused(state, "1 play no-way")


def test_no_way_on_a_grounding_lets_the_shock_blast() -> None:
    state = shocked_table(hands={0: ["grounding.1"], 2: ["no-way.1"]})
    play(state, "0 play grounding 0", "2 play no-way")
    events = pass_all(state)
    assert data_of(events, "countered") == [{"seat": 2, "card": "grounding.1"}] and data_of(events, "grounded") == []
    assert blasts(events) == [(0, "now")]


# --- Closed for Holiday ----------------------------------------------------------------------------

def test_closed_for_holiday_no_monkey_and_no_draw_until_the_round_ends() -> None:
    state = table(hands={0: ["closed-for-holiday.1"]}, monkey_top=("bamboo-juggler.1",), action_top=("no-way.1",))
    play(state, "0 play closed-for-holiday")
    events = pass_all(state)
    assert data_of(events, "holiday") == [{"seat": 0}] and game.view(state, 1)["holiday"] == [0]
    play(state, "0 proceed")
    assert game.view(state, 0)["phase"] == "training"
    assert state["in_play"][0] == [] and state["hands"][0] == []
    assert state["decks"]["monkeys"][-1] == "bamboo-juggler.1"
    play(state, "0 end")
    assert game.view(state, 0)["holiday"] == []
    play(state, "1 proceed")
    pass_all(state)
    assert state["in_play"][1] == ["bamboo-juggler.1"] and state["hands"][1] == ["no-way.1"]


def test_closed_for_holiday_against_tactical_exchange_you_take_they_receive_none() -> None:
    state = table(step="training", hands={0: ["tactical-exchange.1"], 1: ["closed-for-holiday.1"]},
                  in_play={0: ["bamboo-juggler.1"], 1: ["watergun-sniper.1"]})
    play(state, "0 play tactical-exchange bamboo-juggler.1 watergun-sniper.1")
    play(state, "1 play closed-for-holiday")
    pass_all(state)
    assert state["in_play"] == [["bamboo-juggler.1", "watergun-sniper.1"], [], []]


def test_closed_for_holiday_against_sanitary_check_their_monkey_goes_on_the_deck_nothing_comes_back() -> None:
    state = table(step="training", hands={0: ["sanitary-check.1"], 1: ["closed-for-holiday.1"]},
                  in_play={1: ["watergun-sniper.1"]}, monkey_top=("bamboo-juggler.1",))
    play(state, "0 play sanitary-check watergun-sniper.1", "1 play closed-for-holiday")
    pass_all(state)
    assert state["in_play"][1] == []
    assert state["decks"]["monkeys"][-2:] == ["bamboo-juggler.1", "watergun-sniper.1"]
    assert game.view(state, 2)["monkey_top"] == "watergun-sniper.1"


def test_closed_for_holiday_against_crazy_shaman_nothing_received() -> None:
    """The FAQ: the Shaman stays with its trainer, who takes no monkey and draws no card."""
    state = table(hands={0: ["closed-for-holiday.1"]}, monkey_top=("crazy-shaman.1",))
    play(state, "0 proceed")
    pass_window(state)
    assert state["in_play"][0] == ["crazy-shaman.1"]
    assert window_card(state) == "crazy-shaman.1", "its effect waits in the queue for answers"
    deck_sizes = game.view(state, 0)["deck_sizes"]
    events = play(state, "0 play closed-for-holiday") + pass_all(state)
    assert data_of(events, "arriving") == [] and data_of(events, "drew") == []
    assert state["in_play"][0] == ["crazy-shaman.1"] and state["hands"][0] == []
    assert game.view(state, 0)["deck_sizes"] == deck_sizes
    assert game.view(state, 0)["phase"] == "training"


def test_a_trainer_on_holiday_takes_nothing_with_their_own_tactical_exchange() -> None:
    state = table(step="training", hands={0: ["closed-for-holiday.1", "tactical-exchange.1"]},
                  in_play={0: ["bamboo-juggler.1"], 1: ["crazy-shaman.1"]})
    play(state, "0 play closed-for-holiday")
    pass_all(state)
    play(state, "0 play tactical-exchange bamboo-juggler.1 crazy-shaman.1")
    pass_all(state)
    assert state["in_play"][0] == [] and state["in_play"][1] == ["crazy-shaman.1", "bamboo-juggler.1"]


def test_closed_for_holiday_against_greedy_tempter_nothing_received() -> None:
    state = table(step="training", hands={0: ["tactical-exchange.1"], 1: ["closed-for-holiday.1"]},
                  in_play={0: ["greedy-tempter.1"], 1: ["bamboo-juggler.1", "watergun-sniper.1"],
                           2: ["enthusiastic-pyromaniac.1"]})
    play(state, "0 play tactical-exchange greedy-tempter.1 bamboo-juggler.1")
    pass_window(state)
    assert state["in_play"][1] == ["watergun-sniper.1", "greedy-tempter.1"]
    assert window_card(state) == "greedy-tempter.1"
    play(state, "1 play closed-for-holiday")
    events = pass_all(state)
    assert data_of(events, "moved") == []
    assert data_of(events, "discarded") == [{"card": "greedy-tempter.1", "seat": 1}]
    assert state["in_play"] == [["bamboo-juggler.1"], ["watergun-sniper.1"], ["enthusiastic-pyromaniac.1"]]


def test_a_monkey_arriving_for_a_trainer_on_holiday_is_turned_away() -> None:
    state = table(hands={0: ["closed-for-holiday.1"]}, monkey_top=("bamboo-juggler.1",))
    play(state, "0 proceed")
    play(state, "0 play closed-for-holiday")
    events = pass_all(state)
    assert data_of(events, "turned_away") == [{"seat": 0, "card": "bamboo-juggler.1"}]
    assert state["in_play"][0] == [] and state["discards"]["monkeys"] == ["bamboo-juggler.1"]


# --- Pass the Monkey -------------------------------------------------------------------------------

def test_pass_the_monkey_sends_the_monkey_you_are_about_to_receive_to_another_trainer() -> None:
    state = table(hands={0: ["pass-the-monkey.1"], 1: ["pass-the-monkey.2"]}, monkey_top=("watergun-sniper.1",),
                  in_play={0: ["deadly-headscratcher.1"]})
    play(state, "0 proceed")
    assert [action for action in game.legal_actions(state, 1) if action.kind == "play"] == []
    assert {action.args for action in game.legal_actions(state, 0) if action.kind == "play"} == {
        ("pass-the-monkey", 1), ("pass-the-monkey", 2)}
    play(state, "0 play pass-the-monkey 2")
    events = pass_window(state)
    assert data_of(events, "redirected") == [{"seat": 0, "target": 2, "card": "watergun-sniper.1"}]
    assert window_card(state) == "watergun-sniper.1"
    pass_all(state)
    assert state["in_play"] == [["deadly-headscratcher.1"], [], ["watergun-sniper.1"]]
    assert state["status"] == ["live", "live", "live"]


# --- Sanitary Check ----------------------------------------------------------------------------------

def test_sanitary_check_the_chosen_monkey_becomes_the_decks_top_and_the_old_top_enters_play() -> None:
    state = table(step="training", hands={0: ["sanitary-check.1"]},
                  in_play={1: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]}, monkey_top=("watergun-sniper.1",))
    assert game.view(state, 1)["danger"][1] == "end-of-round"
    play(state, "0 play sanitary-check bamboo-juggler.1")
    events = pass_all(state)
    assert data_of(events, "to_deck") == [{"card": "bamboo-juggler.1", "seat": 1}]
    assert data_of(events, "entered") == [{"seat": 1, "card": "watergun-sniper.1"}]
    assert state["in_play"][1] == ["enthusiastic-pyromaniac.1", "watergun-sniper.1"]
    assert state["decks"]["monkeys"][-1] == "bamboo-juggler.1"
    assert all(game.view(state, seat)["monkey_top"] == "bamboo-juggler.1" for seat in (None, 0, 1, 2))
    play(state, "0 end", "1 proceed")
    assert window_card(state) == "bamboo-juggler.1" and game.view(state, 0)["monkey_top"] is None


def test_sanitary_check_bringing_a_shaman_into_play_starts_it_and_it_takes_the_checked_monkey_back() -> None:
    state = table(step="training", hands={0: ["sanitary-check.1"]}, in_play={1: ["bamboo-juggler.1"]},
                  monkey_top=("crazy-shaman.1", "bamboo-juggler.2"))
    play(state, "0 play sanitary-check bamboo-juggler.1")
    pass_window(state)
    assert window_card(state) == "crazy-shaman.1"
    pass_all(state)
    assert state["in_play"][1] == ["crazy-shaman.1", "bamboo-juggler.1", "bamboo-juggler.2"]
    assert game.view(state, 0)["monkey_top"] is None


# --- Tactical Exchange ----------------------------------------------------------------------------

def test_tactical_exchange_swaps_one_of_yours_with_one_of_theirs() -> None:
    state = table(step="training", hands={0: ["tactical-exchange.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"], 2: ["watergun-sniper.1"]})
    assert {action.args for action in game.legal_actions(state, 0) if action.kind == "play"} == {
        ("tactical-exchange", "enthusiastic-pyromaniac.1", "watergun-sniper.1"),
        ("tactical-exchange", "bamboo-juggler.1", "watergun-sniper.1")}
    play(state, "0 play tactical-exchange bamboo-juggler.1 watergun-sniper.1")
    pass_all(state)
    assert state["in_play"] == [["enthusiastic-pyromaniac.1", "watergun-sniper.1"], [], ["bamboo-juggler.1"]]


def test_tactical_exchange_needs_a_monkey_of_your_own() -> None:
    state = table(step="training", hands={0: ["tactical-exchange.1"]}, in_play={1: ["watergun-sniper.1"]})
    assert [action.kind for action in game.legal_actions(state, 0)] == ["end"]


# --- Common Misfortune --------------------------------------------------------------------------

def test_common_misfortune_each_other_trainer_in_turn_order_receives_a_monkey_one_at_a_time() -> None:
    state = table(4, turn=1, step="training", hands={1: ["common-misfortune.1"]},
                  monkey_top=("bamboo-juggler.1", "bamboo-juggler.2", "bamboo-juggler.3"))
    play(state, "1 play common-misfortune")
    pass_window(state)
    for seat, card in ((2, "bamboo-juggler.1"), (3, "bamboo-juggler.2"), (0, "bamboo-juggler.3")):
        assert window_card(state) == card and game.view(state, 0)["stack"][-1]["seat"] == seat
        assert state["in_play"][seat] == []
        pass_window(state)
        assert state["in_play"][seat] == [card]
    assert game.view(state, 1)["phase"] == "training" and state["in_play"][1] == []


def test_common_misfortune_passes_over_a_trainer_on_holiday() -> None:
    state = table(step="training", hands={0: ["common-misfortune.1"], 1: ["closed-for-holiday.1"]},
                  monkey_top=("bamboo-juggler.1",))
    play(state, "0 play common-misfortune", "1 play closed-for-holiday")
    events = pass_all(state)
    assert data_of(events, "arriving") == [{"seat": 2, "card": "bamboo-juggler.1"}]
    assert state["in_play"] == [[], [], ["bamboo-juggler.1"]]


def test_faq_common_misfortune_countered_after_one_monkey_arrived() -> None:
    state = table(4, step="training", hands={0: ["common-misfortune.1"], 2: ["no-way.1"]},
                  monkey_top=("bamboo-juggler.1", "bamboo-juggler.2", "bamboo-juggler.3"))
    play(state, "0 play common-misfortune")
    pass_window(state)
    pass_window(state)
    assert state["in_play"][1] == ["bamboo-juggler.1"] and window_card(state) == "bamboo-juggler.2"
    play(state, "2 play no-way")
    events = pass_all(state)
    assert data_of(events, "countered") == [{"seat": 2, "card": "common-misfortune.1"}]
    assert data_of(events, "to_deck") == [{"card": "bamboo-juggler.2", "seat": 2}]
    assert state["in_play"] == [[], ["bamboo-juggler.1"], [], []]
    assert game.view(state, 3)["monkey_top"] == state["decks"]["monkeys"][-1] == "bamboo-juggler.2"
    assert game.view(state, 0)["phase"] == "training"


def test_common_misfortune_countered_before_any_monkey_sends_none() -> None:
    state = table(hands={0: ["common-misfortune.1"], 1: ["no-way.1"]}, step="training")
    play(state, "0 play common-misfortune", "1 play no-way")
    events = pass_all(state)
    assert data_of(events, "arriving") == [] and state["in_play"] == [[], [], []]


def test_common_misfortune_interrupted_by_a_shaman_resumes_after_it() -> None:
    state = table(step="training", hands={0: ["common-misfortune.1"]},
                  monkey_top=("crazy-shaman.1", "bamboo-juggler.1", "bamboo-juggler.2", "bamboo-juggler.3"))
    play(state, "0 play common-misfortune")
    pass_window(state)
    arrivals: list[dict] = []
    while game.view(state, 0)["phase"] == "window":
        arrivals += data_of(pass_window(state), "entered")
    assert arrivals == [{"seat": 1, "card": "crazy-shaman.1"}, {"seat": 1, "card": "bamboo-juggler.1"},
                        {"seat": 1, "card": "bamboo-juggler.2"}, {"seat": 2, "card": "bamboo-juggler.3"}]


# --- Pickpocket ----------------------------------------------------------------------------------

def test_pickpocket_steals_a_random_card_seen_only_by_the_thief() -> None:
    state = table(step="training", hands={0: ["pickpocket.1"], 1: ["no-way.1", "grounding.1", "fire-bucket.1"]})
    assert {action.args for action in game.legal_actions(state, 0) if action.kind == "play"} == {("pickpocket", 1)}
    play(state, "0 play pickpocket 1")
    events = pass_all(state)
    assert data_of(events, "stole") == [{"seat": 0, "target": 1}]
    stolen = state["hands"][0]
    assert len(stolen) == 1 and stolen[0] in {"no-way.1", "grounding.1", "fire-bucket.1"}
    assert game.view(state, 0)["hand"] == stolen
    for seat in (1, 2, None):
        view = game.view(state, seat)
        assert view["hand_sizes"] == [1, 2, 0]
        assert stolen[0] not in str(view["hand"]) and stolen[0] not in str(view["stack"])
    assert all(stolen[0] not in str(event.data) for event in events)


# --- Cheeky actions only in one's own round ----------------------------------------------------------

def test_cheeky_actions_are_refused_outside_ones_own_round_and_in_windows() -> None:
    state = table(hands={0: ["pickpocket.1"], 1: ["back-to-the-jungle.1", "no-way.1"]},
                  in_play={0: ["bamboo-juggler.1"]}, monkey_top=("watergun-sniper.1",))
    assert refused(state, "1 play back-to-the-jungle bamboo-juggler.1") == "Seat 2 cannot act now."
    play(state, "0 proceed")
    assert refused(state, "1 play back-to-the-jungle bamboo-juggler.1") == (
        "Back to the Jungle is a Cheeky action: only in your own round, with the queue empty.")
    assert "Cheeky action" in refused(state, "0 play pickpocket 1")
    assert refused(state, "2 play no-way") == "Seat 3 has no No Way in hand."


# --- The queue ----------------------------------------------------------------------------------

def test_a_shaman_that_leaves_play_mid_effect_leaves_the_queue_and_starts_again_for_its_new_trainer() -> None:
    state = table(monkey_top=("crazy-shaman.1", "freak-destroyer.1", "bamboo-juggler.1", "bamboo-juggler.2"),
                  action_top=("no-way.1", "no-way.2", "no-way.3"))
    play(state, "0 proceed")
    for _ in range(4):
        pass_window(state)
    assert state["in_play"][0] == ["crazy-shaman.1", "freak-destroyer.1"]
    events = play(state, "0 send crazy-shaman.1 1")
    assert data_of(events, "left_queue") == [{"card": "crazy-shaman.1", "seat": 0}]
    assert window_card(state) == "crazy-shaman.1" and game.view(state, 0)["stack"][-1]["seat"] == 1
    pass_all(state)
    assert state["in_play"] == [[], ["crazy-shaman.1", "bamboo-juggler.1", "bamboo-juggler.2"], []]
    assert state["hands"][:2] == [["no-way.3"], ["no-way.1", "no-way.2"]]
    assert "freak-destroyer.1" in state["discards"]["monkeys"]


def test_a_tempter_whose_trainer_blasts_mid_effect_leaves_the_queue() -> None:
    state = table(4, monkey_top=("greedy-tempter.1",), in_play={0: ["deadly-headscratcher.1"],
                  1: ["watergun-sniper.1"], 2: ["bamboo-juggler.1"], 3: ["bamboo-juggler.2"]})
    play(state, "0 proceed")
    pass_window(state)
    pass_window(state)
    play(state, "1 give watergun-sniper.1")
    events = pass_all(state)
    assert blasts(events) == [(0, "now")]
    assert state["in_play"] == [[], [], ["bamboo-juggler.1"], ["bamboo-juggler.2"]]
    assert state["stack"] == [] and state["turn"] == 1 and game.view(state, 1)["phase"] == "planning"


def test_a_tempter_and_a_destroyer_handed_back_and_forth_work_once_a_round_each() -> None:
    """Without the limit, seat 0's Destroyer sends the Tempter over, the Tempter takes the Destroyer
    back, which sends the Tempter again... for ever, every move forced."""
    state = table(2, in_play={0: ["greedy-tempter.1"]}, monkey_top=("freak-destroyer.1",))
    play(state, "0 proceed")
    for _ in range(40):
        if game.view(state, None)["phase"] not in ("window", "choice"):
            break
        seat = min(game.to_act(state))
        play(state, str(game.legal_actions(state, seat)[0]))
    assert game.view(state, 0)["phase"] == "training"
    assert state["in_play"] == [[], ["freak-destroyer.1"]]
    assert "greedy-tempter.1" in state["discards"]["monkeys"]
    play(state, "0 end")
    assert state["worked"] == [], "a new round: the Destroyer may work again when it next moves"


# --- Elimination, winning, reshuffles ------------------------------------------------------------

def test_a_blasted_trainer_never_acts_again_and_is_skipped() -> None:
    state = shocked_table(hands={1: ["no-way.1"]})
    pass_window(state)
    assert state["turn"] == 1
    play(state, "1 proceed")
    assert game.to_act(state) == {1, 2}
    assert game.legal_actions(state, 0) == [] and refused(state, "0 pass") == "Seat 1 cannot act now."
    pass_all(state)
    play(state, "1 end")
    assert state["turn"] == 2
    play(state, "2 proceed")
    pass_all(state)
    play(state, "2 end")
    assert state["turn"] == 1


def test_the_last_trainer_standing_wins() -> None:
    state = table(2, step="training", in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]})
    events = play(state, "0 end")
    assert [event.data["winner"] for event in events if event.kind == "game_over"] == [1]
    result = game.outcome(state)
    assert result is not None and result.winners == {1} and result.scores == (0, 1)
    assert game.to_act(state) == frozenset() and game.view(state, 0)["phase"] == "over"
    assert refused(state, "1 end") == "The game is over."


def test_a_shock_in_someone_elses_round_can_end_the_game() -> None:
    state = table(2, step="training", hands={0: ["common-misfortune.1"]},
                  in_play={1: ["deadly-headscratcher.1"]}, monkey_top=("watergun-sniper.1",))
    play(state, "0 play common-misfortune")
    pass_all(state)
    assert state["winner"] == 0 and game.outcome(state).winners == {0}


def test_an_empty_monkey_deck_is_refilled_from_its_discard_pile() -> None:
    state = table()
    state["discards"]["monkeys"] = state["decks"]["monkeys"][1:]
    state["decks"]["monkeys"] = state["decks"]["monkeys"][:1]
    play(state, "0 proceed")
    pass_all(state)
    play(state, "0 end")
    events = play(state, "1 proceed")
    assert data_of(events, "reshuffled") == [{"deck": "monkeys"}]
    assert state["discards"]["monkeys"] == [] and len(state["decks"]["monkeys"]) == 58


def test_an_empty_action_deck_is_refilled_from_its_discard_pile() -> None:
    state = table(monkey_top=("bamboo-juggler.1",))
    state["discards"]["actions"] = state["decks"]["actions"]
    state["decks"]["actions"] = []
    play(state, "0 proceed")
    events = pass_all(state)
    assert data_of(events, "reshuffled") == [{"deck": "actions"}]
    assert len(state["hands"][0]) == 1 and len(state["decks"]["actions"]) == 59
    assert state["discards"]["actions"] == []


def _touch_every_list_and_dict(data: Any) -> None:
    """Change every list and dict inside ``data`` in place (a deep copy's original must not notice)."""
    if type(data) is dict:
        for value in list(data.values()):
            _touch_every_list_and_dict(value)
        data["touched"] = True
    elif type(data) is list:
        for value in data:
            _touch_every_list_and_dict(value)
        data.append("touched")


@pytest.mark.parametrize("seed", range(6))
def test_clone_and_to_json_copy_everything_and_keep_the_json_text(seed: int) -> None:
    """clone and to_json use a copy that knows the state's shape: it must copy every list and dict (the
    queue's entries and their lists too) and give the very JSON text the generic deep copy gives."""
    chooser = random.Random(seed)
    state = game.new_game({"zombies": seed % 2 == 1}, 2 + seed % 5, seed)
    copies = 0
    while (acting := game.to_act(state)) and copies < 40:
        if any(len(entry) > 6 for entry in state["stack"]):  # an entry with its own lists or counters
            original = json.dumps(copy_json(state))
            for copy in (game.clone(state), game.to_json(state)):
                assert json.dumps(copy) == original
                _touch_every_list_and_dict(copy)
                assert json.dumps(state) == original
            copies += 1
        game.apply(state, chooser.choice([a for seat in sorted(acting) for a in game.legal_actions(state, seat)]))
    assert copies

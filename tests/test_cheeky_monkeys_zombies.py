"""The Zombie Invasion expansion of Cheeky Monkeys, scenario by scenario from hand-made states."""
from __future__ import annotations

from typing import Any

import pytest

from rules import cheeky_monkeys as cm
from rules.core import Action, Event, IllegalAction

HEAD, TORSO, LEFT, RIGHT, TAIL = (f"{part}.1" for part in cm.LEGENDARY_PARTS)


def table(players: int = 4, *, turn: int = 0, step: str = "planning", status: list[str] | None = None,
          in_play: dict[int, list[str]] | None = None, hands: dict[int, list[str]] | None = None,
          monkeys: list[str] | None = None, zombie_deck: list[str] | None = None,
          zombie_discard: list[str] | None = None) -> dict[str, Any]:
    """A Zombie Invasion game in the situation given; decks list their top card last."""
    state = cm.new_game({"zombies": True}, players, 7)
    state["turn"], state["step"] = turn, step
    state["status"] = status or ["live"] * players
    state["in_play"] = [list((in_play or {}).get(seat, [])) for seat in range(players)]
    state["hands"] = [list((hands or {}).get(seat, [])) for seat in range(players)]
    if monkeys is not None:
        state["decks"]["monkeys"] = list(monkeys)
    if zombie_deck is not None:
        state["decks"]["zombies"] = list(zombie_deck)
    if zombie_discard is not None:
        state["discards"]["zombies"] = list(zombie_discard)
    return state


def act(state: dict[str, Any], seat: int, kind: str, *args: int | str) -> list[Event]:
    """One move, then every response window passed by everyone, as a table with nobody answering."""
    events = cm.apply(state, Action(seat, kind, tuple(args)))
    while cm.view(state, None)["phase"] == "window":
        for other in sorted(cm.to_act(state)):
            events += cm.apply(state, Action(other, "pass"))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def test_a_blasted_trainer_becomes_a_zombie_discards_everything_and_ends_their_round() -> None:
    state = table(turn=0, in_play={0: ["deadly-headscratcher.1", TORSO]}, hands={0: ["no-way.1", "pickpocket.1"]},
                  monkeys=["watergun-sniper.1"])
    events = act(state, 0, "proceed")
    assert {"event": "blasted", **events[kinds(events).index("blasted")].data} == {
        "event": "blasted", "seat": 0, "how": "now", "zombie": True}
    assert state["status"][0] == "zombie"
    assert state["in_play"][0] == [] and state["hands"][0] == []
    assert TORSO in state["discards"]["zombies"]
    assert {"deadly-headscratcher.1", "watergun-sniper.1"} <= set(state["discards"]["monkeys"])
    assert {"no-way.1", "pickpocket.1"} <= set(state["discards"]["actions"])
    assert state["turn"] == 1 and state["step"] == "planning", "the zombie's round ended at once"
    assert cm.outcome(state) is None, "three live trainers remain"


def test_a_zombie_takes_its_monkey_step_from_the_zombie_deck() -> None:
    state = table(turn=1, status=["live", "zombie", "live", "live"], monkeys=["bamboo-juggler.1"],
                  zombie_deck=[TAIL])
    events = act(state, 1, "proceed")
    assert Event("arriving", {"seat": 1, "card": TAIL}) in events
    assert state["in_play"][1] == [TAIL]
    assert state["decks"]["monkeys"] == ["bamboo-juggler.1"]
    assert cm.view(state, 2)["parts"][1] == ["zombie-tail"]


def test_the_zombie_deck_is_reshuffled_from_its_own_discard_pile() -> None:
    state = table(turn=1, status=["live", "zombie", "live", "live"], zombie_deck=[], zombie_discard=[HEAD])
    events = act(state, 1, "proceed")
    assert Event("reshuffled", {"deck": "zombies"}) in events
    assert state["in_play"][1] == [HEAD] and state["discards"]["zombies"] == []


def test_rotting_juggler_and_static_zombie_count_as_their_monkeys_for_blasts() -> None:
    assert cm.blast_check(["enthusiastic-pyromaniac", "rotting-juggler"]) == "end-of-round"
    assert cm.blast_check(["enthusiastic-pyromaniac.2", "rotting-juggler.4", "watergun-sniper.1"]) is None
    assert cm.blast_check(["static-zombie", "watergun-sniper"]) == "now"
    assert cm.blast_check(["static-zombie", "deadly-headscratcher", "watergun-sniper"], groundings=1) == "now"
    assert cm.blast_check(["static-zombie.1", "deadly-headscratcher.1", "watergun-sniper.1"], groundings=2) is None


def test_a_static_zombie_arriving_beside_a_sniper_shocks_and_one_grounding_saves() -> None:
    state = table(turn=1, status=["live", "zombie", "live", "live"], in_play={1: ["watergun-sniper.1"]},
                  hands={3: ["grounding.1"]}, zombie_deck=["static-zombie.1"])
    cm.apply(state, Action(1, "proceed"))
    while state["stack"][-1]["kind"] != "shock":
        for seat in sorted(cm.to_act(state)):
            cm.apply(state, Action(seat, "pass"))
    assert Action(3, "play", ("grounding", 1)) in cm.legal_actions(state, 3)
    events = act(state, 3, "play", "grounding", 1)
    assert Event("saved", {"seat": 1}) in events
    assert state["status"][1] == "zombie" and state["in_play"][1] == ["watergun-sniper.1", "static-zombie.1"]


def test_a_grounding_for_a_static_zombie_holds_while_the_pair_lasts() -> None:
    """The Grounding counts for the Static Zombie as for a Headscratcher: a later, harmless change in
    front of the zombie must not wipe it (it once did, and the zombie blasted)."""
    state = table(turn=1, status=["live", "zombie", "live", "live"], in_play={1: ["watergun-sniper.1"]},
                  hands={3: ["grounding.1"]}, zombie_deck=["static-zombie.1"])
    cm.apply(state, Action(1, "proceed"))
    while state["stack"][-1]["kind"] != "shock":
        for seat in sorted(cm.to_act(state)):
            cm.apply(state, Action(seat, "pass"))
    act(state, 3, "play", "grounding", 1)
    assert state["groundings"][1] == 1
    state["in_play"][1].append("crazy-shaman.9")
    state["in_play"][2] = ["bamboo-juggler.1"]
    state["hands"][1] = ["tactical-exchange.1"]
    events = act(state, 1, "play", "tactical-exchange", "crazy-shaman.9", "bamboo-juggler.1")
    assert "blasted" not in kinds(events)
    assert state["groundings"][1] == 1 and "static-zombie.1" in state["in_play"][1]


def test_a_zombie_who_blasts_again_discards_everything_again_and_stays_a_zombie() -> None:
    state = table(turn=1, step="training", status=["live", "zombie", "live", "live"],
                  in_play={1: [HEAD, TORSO, LEFT, "deadly-headscratcher.1"], 2: ["watergun-sniper.2"]},
                  hands={1: ["tactical-exchange.1"]})
    events = act(state, 1, "play", "tactical-exchange", HEAD, "watergun-sniper.2")
    assert Event("blasted", {"seat": 1, "how": "now", "zombie": True}) in events
    assert state["status"][1] == "zombie"
    assert state["in_play"][1] == [] and state["hands"][1] == []
    assert {TORSO, LEFT} <= set(state["discards"]["zombies"]), "parts included"
    assert state["in_play"][2] == [HEAD]
    assert state["turn"] == 2, "the blast ended the zombie's round"


def test_zombie_horde_gives_every_live_trainer_a_monkey_from_the_right_then_leaves() -> None:
    state = table(players=5, turn=0, step="training", status=["zombie", "live", "zombie", "live", "live"],
                  in_play={0: ["bamboo-juggler.9"], 2: ["zombie-horde.1"]}, hands={0: ["tactical-exchange.1"]},
                  monkeys=["enthusiastic-pyromaniac.3", "watergun-sniper.2", "watergun-sniper.1", "bamboo-juggler.1"])
    events = act(state, 0, "play", "tactical-exchange", "bamboo-juggler.9", "zombie-horde.1")
    arrivals = [event.data for event in events if event.kind == "arriving"]
    assert arrivals == [{"seat": 1, "card": "bamboo-juggler.1"}, {"seat": 3, "card": "watergun-sniper.1"},
                        {"seat": 4, "card": "watergun-sniper.2"}], "live trainers only, in turn order"
    assert state["in_play"][0] == [] and "zombie-horde.1" in state["discards"]["zombies"]
    assert state["in_play"][2] == ["bamboo-juggler.9"]


def test_brain_eater_takes_a_random_card_from_each_live_hand_then_leaves() -> None:
    state = table(turn=1, status=["live", "zombie", "live", "live"],
                  hands={0: ["no-way.1"], 1: ["grounding.1"], 2: [], 3: ["pickpocket.1"]},
                  zombie_deck=["brain-eater.1"])
    state["decks"]["actions"] = []
    events = act(state, 1, "proceed")
    stolen_from = [event.data["target"] for event in events if event.kind == "stole"]
    assert stolen_from == [3, 0], "live trainers with cards, from the controller's right"
    assert sorted(state["hands"][1]) == ["grounding.1", "no-way.1", "pickpocket.1"]
    assert "brain-eater.1" in state["discards"]["zombies"] and state["in_play"][1] == []
    assert all("no-way.1" not in str(event) for event in events), "a stolen face stays private"


@pytest.mark.parametrize("mover", ["tactical-exchange", "sanitary-check", "back-to-the-jungle", "greedy-tempter",
                                   "freak-destroyer", "pass-the-monkey"])
def test_zombie_cards_move_with_every_effect_that_moves_monkeys(mover: str) -> None:
    state = table(turn=0, status=["live", "zombie", "live", "live"], in_play={1: [HEAD], 0: ["bamboo-juggler.1"]},
                  zombie_deck=[TAIL], monkeys=["deadly-headscratcher.5"])
    if mover == "tactical-exchange":
        state["hands"][0] = ["tactical-exchange.1"]
        act(state, 0, "play", "tactical-exchange", "bamboo-juggler.1", HEAD)
        assert state["in_play"][0] == [HEAD] and state["in_play"][1] == ["bamboo-juggler.1"]
    elif mover == "sanitary-check":
        state["hands"][0] = ["sanitary-check.1"]
        act(state, 0, "play", "sanitary-check", HEAD)
        assert state["in_play"][1] == [TAIL], "the Zombie deck's top takes its place"
        assert state["decks"]["zombies"][-1] == HEAD and cm.view(state, 2)["zombie_top"] == HEAD
        assert state["decks"]["monkeys"] == ["deadly-headscratcher.5"]
    elif mover == "back-to-the-jungle":
        state["hands"][0] = ["back-to-the-jungle.1"]
        act(state, 0, "play", "back-to-the-jungle", HEAD)
        assert state["in_play"][1] == [] and state["discards"]["zombies"] == [HEAD]
    elif mover == "greedy-tempter":
        state["decks"]["monkeys"] = ["greedy-tempter.1"]
        state["in_play"][0] = []
        act(state, 0, "proceed")
        assert cm.to_act(state) == {1} and cm.legal_actions(state, 1) == [Action(1, "give", (HEAD,))]
        act(state, 1, "give", HEAD)
        assert HEAD in state["in_play"][0]
    elif mover == "freak-destroyer":
        state["in_play"][0] = ["bamboo-juggler.1", TORSO]
        state["in_play"][1] = [HEAD, "freak-destroyer.1"]
        state["hands"][0] = ["tactical-exchange.1"]
        act(state, 0, "play", "tactical-exchange", "bamboo-juggler.1", "freak-destroyer.1")
        assert cm.to_act(state) == {0} and cm.view(state, 0)["choice"]["kind"] == "send"
        act(state, 0, "send", TORSO, 2)
        assert TORSO in state["in_play"][2]
    else:
        state["turn"], state["step"] = 1, "planning"
        state["hands"][1] = ["pass-the-monkey.1"]
        cm.apply(state, Action(1, "proceed"))
        assert cm.view(state, 1)["stack"][-1]["card"] == TAIL
        act(state, 1, "play", "pass-the-monkey", 3)
        assert TAIL in state["in_play"][3] and TAIL not in state["in_play"][1]


def test_a_zombie_with_all_five_parts_wins_while_two_live_opponents_remain() -> None:
    state = table(turn=1, status=["live", "zombie", "live", "zombie"],
                  in_play={1: [HEAD, TORSO, LEFT, RIGHT]}, zombie_deck=["zombie-tail.2"])
    events = act(state, 1, "proceed")
    assert Event("game_over", {"winner": 1, "won_by": "legendary"}) in events
    result = cm.outcome(state)
    assert result is not None and result.winners == {1}
    assert result.summary == "Seat 2 rebuilt the Legendary Zombie-Monkey."
    assert cm.to_act(state) == frozenset()


def test_two_copies_of_a_part_are_not_five_different_parts() -> None:
    assert not cm.zombie_victory([HEAD, "zombie-head.2", TORSO, LEFT, RIGHT], 3)
    assert cm.zombie_victory([HEAD, TORSO, LEFT, RIGHT, TAIL, "bamboo-juggler.1"], 2)
    assert not cm.zombie_victory([HEAD, TORSO, LEFT, RIGHT, TAIL], 1)
    assert cm.zombie_victory(list(cm.LEGENDARY_PARTS), 2), "bare kinds are read too"


def test_a_live_trainer_holding_every_part_does_not_win() -> None:
    state = table(turn=0, in_play={0: [HEAD, TORSO, LEFT, RIGHT, TAIL]}, monkeys=["bamboo-juggler.1"])
    act(state, 0, "proceed")
    assert cm.outcome(state) is None and state["step"] == "training"


def test_the_last_live_trainer_wins_when_every_other_is_a_zombie() -> None:
    state = table(players=3, turn=2, status=["zombie", "live", "live"],
                  in_play={2: ["deadly-headscratcher.1"]}, monkeys=["watergun-sniper.1"])
    events = act(state, 2, "proceed")
    assert Event("game_over", {"winner": 1, "won_by": "last-alive"}) in events
    result = cm.outcome(state)
    assert result is not None and result.winners == {1}
    assert "every other one is a zombie" in result.summary


def test_with_two_players_the_first_blast_still_ends_the_game() -> None:
    state = table(players=2, turn=0, in_play={0: ["deadly-headscratcher.1"]}, monkeys=["watergun-sniper.1"])
    act(state, 0, "proceed")
    result = cm.outcome(state)
    assert result is not None and result.winners == {1}


def test_without_the_option_a_blasted_trainer_is_out_and_there_is_no_zombie_deck() -> None:
    state = cm.new_game(None, 3, 7)
    assert "zombies" not in state["decks"]
    state["in_play"][0] = ["deadly-headscratcher.1"]
    state["decks"]["monkeys"].append("watergun-sniper.99")
    act(state, 0, "proceed")
    assert state["status"][0] == "out"
    with pytest.raises(IllegalAction):
        cm.apply(state, Action(0, "pass"))

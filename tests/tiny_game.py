"""High Card Duel: a tiny test-only game so the conformance suite runs before any real game lands.

Each of 2-3 players is dealt 3 of the cards c1..c9. In each of 3 rounds everyone picks a card face
down at the same time; when all have picked, the cards are shown and the highest scores a point.
It has hidden hands, hidden simultaneous picks and an undealt deck: everything the suite checks.
"""
from __future__ import annotations

from typing import Any

from rules.core import (Action, Event, GameInfo, Outcome, State, check_seats, merge_options, new_rng,
                        plain_data_protocol, refuse_unless_legal, shuffled)

INFO = GameInfo(id="tiny", name="High Card Duel", min_players=2, max_players=3,
                options={"rounds": 3}, rules_version=1, option_choices={"rounds": (3, 2, 1)})
CARDS = [f"c{n}" for n in range(1, 10)]


def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    check_seats(INFO, seats)
    rng = new_rng(seed)
    deck = shuffled(rng, CARDS)
    return {"options": merge_options(INFO, options), "rng": rng, "seats": seats,
            "hands": [deck[3 * s:3 * s + 3] for s in range(seats)], "deck": deck[3 * seats:],
            "picks": [None] * seats, "points": [0] * seats, "round": 1}


def to_act(state: State) -> frozenset[int]:
    if state["round"] > state["options"]["rounds"]:
        return frozenset()
    return frozenset(s for s in range(state["seats"]) if state["picks"][s] is None)


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    return [Action(seat, "pick", (card,)) for card in sorted(state["hands"][seat])]


def apply(state: State, action: Action) -> list[Event]:
    refuse_unless_legal(state, action, to_act(state), legal_actions, _explain)
    card = action.args[0]
    state["hands"][action.seat].remove(card)
    state["picks"][action.seat] = card
    events = [Event("picked", {"seat": action.seat})]
    if all(p is not None for p in state["picks"]):
        events.append(_reveal(state))
    return events


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {"round": state["round"], "points": list(state["points"]),
            "hand": list(state["hands"][seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state["hands"]],
            "picked": [p is not None for p in state["picks"]],
            "my_pick": state["picks"][seat] if seat is not None else None,
            "deck_size": len(state["deck"])}


def outcome(state: State) -> Outcome | None:
    if to_act(state):
        return None
    best = max(state["points"])
    winners = frozenset(s for s, p in enumerate(state["points"]) if p == best)
    return Outcome(tuple(state["points"]), winners, f"Best score {best}.")


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(
    INFO.name, ("options", "rng", "seats", "hands", "deck", "picks", "points", "round"), ("pick",))


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    hidden = set(state["deck"])
    for other in range(state["seats"]):
        if other != seat:
            hidden.update(state["hands"][other])
            if state["picks"][other] is not None:
                hidden.add(state["picks"][other])
    return hidden


def _reveal(state: State) -> Event:
    shown = list(state["picks"])
    best = max(shown, key=lambda card: int(card[1:]))
    winner = shown.index(best)
    state["points"][winner] += 1
    state["picks"] = [None] * state["seats"]
    state["round"] += 1
    return Event("revealed", {"cards": shown, "winner": winner})


def _explain(state: State, action: Action) -> str:
    if action.kind != "pick" or len(action.args) != 1:
        return "A move here is 'pick <card>'."
    return f"Seat {action.seat + 1} does not hold {action.args[0]}."

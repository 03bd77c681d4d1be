"""CitronCoco: a four-player team memory game of low coconuts, quick plays and card powers.

Seats 0 and 2 play against seats 1 and 3, clockwise. Each round every seat gets four face-down cards
nobody has looked at; the rest is the stock, and the discard pile starts empty. A turn: draw from the
stock, or take the discard pile's top card unless you discarded it yourself (that opens a quick-play
window on the card below); then discard the drawn card, or put it in one of your slots and discard the
card it replaces, unseen. A discarded special card gives its power to whoever discarded it (see
:data:`POWER_NAMES`) unless that seat holds the coin, which a 9 gives out: the coin holder's next special
card other than a 9 does nothing and the coin goes back to the middle.

After every discard a quick-play window opens in which every seat may act: claim, pass, or (the race
judge's verdict) tie. The claimant then picks one own card of the top card's value, or one own and one
partner card summing to it; the last card named lands on top and only its power works, for its owner.
A wrong pick is a missplay: the picked cards go back and the claimant takes the stock's top card
unseen. A successful quick play closes the window (a card quick-played this turn takes no quick play).

A round ends when a hand empties (the top card's power and one last quick play still happen; each team
scores its coconuts) or after a CitronCoco call: the caller's next opponent may answer Nano (x2), then
the caller's partner Nano Alpha (x4); everyone but the caller plays one last turn, and the team with
fewer coconuts scores nothing while the other scores its coconuts times the multiplier. A team that
reaches :data:`GOAL` loses (the higher total if both do). The loser of a round begins the next.

Our readings where the rulebook leaves room (the ones with a value are constants below): a discarded
card's power is used before its quick-play window opens; a power with a target must be used; a missplayer
may not claim again on the same card, but the other seats still may (the first valid claim wins); the
CitronCoco call is a step at the end of the turn (``citroncoco`` or ``end``), so that on a shared screen
the caller's moment comes before the next seat draws; how long a window stays open is the table's
business (time), the rules only wait until every seat has claimed or passed.

Each seat knows only what it has seen: the state records who has seen each card, and ``view`` shows a
card's face only to those seats (or to all when it lies face up or on the discard pile). Everything
public (who looked at which card, who discarded what, which cards moved) is in every view, so
``sample_state`` can deal the hidden cards into a full state that agrees with a seat's view.

Card codes: rank then suit, ``AS`` ``2H`` ... ``10D`` ``JC`` ``QS`` ``KS``/``KC`` (13) ``KH``/``KD`` (-1);
:data:`VALUE` gives each card's coconuts. Slots count from 0 in each hand's order; a card leaving a hand
closes its gap, a card arriving goes to the end. The stock's top is its last card.

Actions (text ``"<seat> <verb> [args]"``):

``draw stock`` / ``draw discard``   the turn seat draws
``discard`` / ``swap <slot>``       discard the drawn card, or put it in a slot and discard that card
``assault <seat>``                  1: that seat takes the stock's top card, unseen
``peek <seat> <slot>``              2 (partner's cards only) and 7 (any card): look at a card
``coin <seat>``                     9: give the coin to a seat
``flip <seat> <slot>``              10: turn a card face up until it is discarded
``exchange <s> <slot> <s> <slot>``  12: swap two cards (first position lower); not the same pair twice a turn
``claim`` / ``pass``                in a quick-play window, any seat that has not passed
``tie <seat> <seat> [...]``         seats that claimed at the same moment (acting seat = lowest, ascending)
``pick <seat> <slot> [<seat> <slot>]``  the claimant's card(s); the last named lands on top
``timeout``                         the claimant ran out of time (a missplay)
``citroncoco`` / ``end``            at the end of a turn, before the next seat draws
``nano`` / ``nano-alpha`` / ``decline``  the answers to a CitronCoco call
11, -1 and 13 need no choice: the owner plays again, peeks at the stock's top, or skips the next opponent.

View keys: ``you``, ``teams``, ``round``, ``turns`` (turns begun this round), ``phase`` (draw, decide,
power, quick, pick, call, answer, over), ``turn``, ``hands`` (per seat, per slot
``{"face": code or None, "up": bool, "kept": bool, "seen_by": [seats]}``,
``kept`` when a seat put the card in its own hand from a draw, which everyone saw; ``seen_by`` the seats
that have looked at it, which everyone saw too), ``hand_sizes``, ``stock_size``, ``stock_top`` (the face
if ``you`` peeked at it), ``stock_top_seen_by``, ``discard`` (bottom to top), ``discarders`` (who put
each card there), ``discard_owner`` (who put the top card there), ``drawn`` (face or None),
``drawn_seen_by``, ``holding`` (a card is drawn), ``drawn_from``, ``coin``, ``power`` (``{"card",
"seat", "name"}`` awaiting a choice), ``then`` (what follows that power: window, final, decide, end,
over), ``swaps`` (the places ``[seat, slot, seat, slot]`` of the pairs a Queen swapped this turn),
``window`` (``{"after", "passed", "final"}``), ``claimant``, ``quick_played``, ``extra_turns``, ``skips``,
``caller``, ``calls``, ``answering``, ``last_turns``, ``ending``, ``ender`` (whose hand emptied),
``totals``, ``goal``, ``history`` (one record per round: ``round, ended_by, ender, caller, calls,
coconuts, scores, totals, loser_team``), ``last`` (the latest quick-play result ``{"kind", "seat",
"cards"}``), ``loser`` (team, once over).

Events: ``turn`` {seat}, ``drew`` {seat, source, card (only from the discard)}, ``swapped`` {seat,
slot}, ``discarded`` {seat, card}, ``power`` {seat, card, name}, ``blocked`` {seat, card}, ``assault``
{seat, target}, ``peeked`` {seat, target, slot}, ``coin`` {seat, target}, ``flipped`` {seat, target,
slot, card}, ``exchanged`` {seat, a, b}, ``supply`` {seat}, ``peeked_stock`` {seat}, ``skip_set``
{seat, target}, ``skipped`` {seat}, ``again`` {seat}, ``window`` {card, after}, ``claimed`` {seat},
``passed`` {seat}, ``tie`` {seats}, ``quick_play`` {seat, cards, positions}, ``missplay`` {seat,
cards, penalty}, ``penalty`` {seat}, ``reshuffled`` {size}, ``called`` {seat, call}, ``declined``
{seat}, ``stuck`` {seat}, ``round_over`` (the round record plus ``hands``), ``game_over`` {loser}.
Events carry a face only once it is public; a seat's private knowledge is read from its view.
"""
from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from rules.core import (Action, Event, GameInfo, Outcome, RuleError, State, action_of, check_seats, copy_json,
                        merge_options, new_rng, plain_data_protocol, refuse_unless_legal, seat_name, shuffled)

INFO = GameInfo(id="citroncoco", name="CitronCoco", min_players=4, max_players=4, options={},
                rules_version=1)
SEATS = 4
_ALL_SEATS = frozenset(range(SEATS))
_ONLY = tuple(frozenset((seat,)) for seat in range(SEATS))
"""Each seat alone, as ``to_act`` answers most of the time."""
TEAMS = ((0, 2), (1, 3))
SUITS = ("S", "H", "D", "C")
"""Spades, hearts, diamonds, clubs; hearts and diamonds are red."""
_RANKS = (("A", 1), *((str(n), n) for n in range(2, 11)), ("J", 11), ("Q", 12))
DECK: tuple[str, ...] = (*(rank + suit for rank, _ in _RANKS for suit in SUITS), "KS", "KC", "KH", "KD")
"""(RULINGS) A standard 52-card deck: Ace 1, 2-10, Jack 11, Queen 12, black King 13, red King -1."""
VALUE: dict[str, int] = {**{rank + suit: value for rank, value in _RANKS for suit in SUITS},
                         "KS": 13, "KC": 13, "KH": -1, "KD": -1}
HAND_SIZE = 4
GOAL = 200
FIRST_SEAT = 0
"""(RULINGS) Seat 0 begins the first round."""
MULTIPLIERS = (1, 2, 4)
"""The losing team's coconuts count once, twice after Nano, four times after Nano Alpha."""
MISSPLAY_PENALTY_CARDS = 1
ASSAULT, FELLOW, SEADOG, WITCH, SPY, SUPPLY, QUEEN, LOOKOUT, CAPTAIN = 1, 2, 7, 9, 10, 11, 12, -1, 13
POWER_NAMES = {ASSAULT: "assault", FELLOW: "fellow", SEADOG: "seadog", WITCH: "witch", SPY: "spy",
               SUPPLY: "supply", QUEEN: "queen", LOOKOUT: "captain-peek", CAPTAIN: "captain-skip"}
"""The special values; every other card has no power."""
TIMEOUT_PENALTY_CARDS = 1
"""(our design) A claimant who runs out of time picking has missplayed: this many penalty cards."""
MISSPLAY_SHOWS_CARDS = True
"""(our design) Wrongly picked cards were laid on the pile before going back, so every seat has seen them."""
TIE_CLOSES_WINDOW = True
"""(our design, as Coconut Pirate's claims) Seats claiming at the same moment all take their cards back
without penalty, and nobody else may claim on that card."""
CALL_SCORING_WHEN_HAND_EMPTIES = True
"""(our design) A hand emptying during the last turns after a call ends the round at once, but the
call still decides the scoring."""
SAMPLE_LEAN = 2
"""(our design, for the search bots) ``sample_state`` deals a hidden card its owner has seen and kept as
the lowest of this many random hidden cards: players keep their low cards and swap out the high ones."""
KINDS = ("draw", "discard", "swap", "assault", "peek", "coin", "flip", "exchange", "claim", "pass",
         "tie", "pick", "timeout", "citroncoco", "end", "nano", "nano-alpha", "decline")
_POWER_VERBS = {ASSAULT: "assault", FELLOW: "peek", SEADOG: "peek", WITCH: "coin", SPY: "flip",
                QUEEN: "exchange"}
_AFTER_WINDOW = {"draw": "decide", "discard": "end", "final": "over"}
"""What follows a quick-play window once it closes, by what opened it."""
_STATE_KEYS = ("options", "rng", "round", "turns", "turn", "phase", "hands", "stock", "discard", "discarders",
               "seen", "up", "kept", "coin", "drawn", "drawn_from", "power", "then", "window", "claimant",
               "quick_played", "swaps", "extra_turns", "skips", "caller", "calls", "answering",
               "last_turns", "ending", "ender", "totals", "history", "last", "loser")


# --- Judges: pure functions the table and the bots may call too ---------------------------------

def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % SEATS


def round_scores(coconuts: tuple[int, int], ended_by: str, caller_team: int | None,
                 calls: int) -> tuple[int, int]:
    """The points each team scores this round: its coconuts when a hand emptied; after a CitronCoco
    call, nothing for the team with fewer coconuts (a tie goes against the caller) and the other
    team's coconuts times the Nano multiplier."""
    if ended_by == "empty":
        if caller_team is not None or calls:
            raise ValueError("A round ended by an empty hand has no caller and no calls.")
        return coconuts[0], coconuts[1]
    if ended_by != "citroncoco" or caller_team not in (0, 1) or not 0 <= calls < len(MULTIPLIERS):
        raise ValueError("A CitronCoco round needs the caller's team (0 or 1) and 0-2 calls.")
    losing = _citroncoco_losing_team(coconuts, caller_team)
    scores = [0, 0]
    scores[losing] = coconuts[losing] * MULTIPLIERS[calls]
    return scores[0], scores[1]


def loser(totals: tuple[int, int]) -> int | None:
    """The team that lost the game: the one at the goal or past it, the higher if both are. None while
    neither is, or (our design) when both are past it with equal totals: another round settles it."""
    over = [team for team in (0, 1) if totals[team] >= GOAL]
    if len(over) == 1:
        return over[0]
    if not over or totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


def coconuts_of(hands: list[list[str]]) -> tuple[int, int]:
    """Each team's coconuts: the values of every card in its two hands."""
    totals = [0, 0]
    for seat, hand in enumerate(hands):
        totals[team_of(seat)] += sum(VALUE[card] for card in hand)
    return totals[0], totals[1]


# --- The protocol ----------------------------------------------------------------------------------

def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    check_seats(INFO, seats)
    state: State = {"options": merge_options(INFO, options), "rng": new_rng(seed), "round": 0, "turns": 0,
                    "turn": FIRST_SEAT, "phase": "draw", "hands": [[] for _ in range(SEATS)], "stock": [],
                    "discard": [], "discarders": [], "seen": {}, "up": [], "kept": [], "coin": None, "drawn": None,
                    "drawn_from": None, "power": None, "then": None, "window": None, "claimant": None,
                    "quick_played": [], "swaps": [], "extra_turns": [0] * SEATS, "skips": [0] * SEATS,
                    "caller": None, "calls": 0, "answering": None, "last_turns": [], "ending": False,
                    "ender": None, "totals": [0, 0], "history": [], "last": None, "loser": None}
    _deal(state, FIRST_SEAT)
    return state


def to_act(state: State) -> frozenset[int]:
    phase = state["phase"]
    if phase == "over":
        return frozenset()
    if phase == "quick":
        return _ALL_SEATS.difference(state["window"]["passed"])
    if phase == "power":
        return _ONLY[state["power"]["seat"]]
    if phase == "pick":
        return _ONLY[state["claimant"]]
    if phase == "answer":
        return _ONLY[state["answering"]]
    return _ONLY[state["turn"]]


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    phase = state["phase"]
    if phase == "draw":
        return [action_of(seat, "draw", source) for source in ("stock", "discard")
                if _can_draw_from(state, seat, source)]
    if phase == "decide":
        return [action_of(seat, "discard"), *(action_of(seat, "swap", slot)
                                           for slot in range(len(state["hands"][seat])))]
    if phase == "power":
        return _power_actions(state, seat, VALUE[state["power"]["card"]])
    if phase == "quick":
        return list(_window_actions(seat, _eligible(state)))
    if phase == "pick":
        return list(_picks(seat, len(state["hands"][seat]), len(state["hands"][partner_of(seat)])))
    if phase == "call":
        return [action_of(seat, "citroncoco"), action_of(seat, "end")]
    answer = "nano" if state["calls"] == 0 else "nano-alpha"
    return [action_of(seat, answer), action_of(seat, "decline")]


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, action.seat)``, told from its shape: apply
    checks every move, and the Queen's exchanges and the picks are long lists."""
    seat, kind, args = action.seat, action.kind, action.args
    if seat not in to_act(state):
        return False
    phase = state["phase"]
    if phase == "quick":
        return action in _window_sets(seat, _eligible(state))
    if phase == "pick":
        return action in _pick_sets(seat, len(state["hands"][seat]), len(state["hands"][partner_of(seat)]))
    if phase == "draw":
        return kind == "draw" and len(args) == 1 and args[0] in ("stock", "discard") and _can_draw_from(
            state, seat, args[0])
    if phase == "decide":
        return (kind == "discard" and not args) or (kind == "swap" and _is_slot(args, state["hands"][seat]))
    if phase == "call":
        return kind in ("citroncoco", "end") and not args
    if phase == "answer":
        return kind in ("nano" if state["calls"] == 0 else "nano-alpha", "decline") and not args
    value = VALUE[state["power"]["card"]]
    if kind != _POWER_VERBS[value]:
        return False
    if value != QUEEN:
        return action in _power_actions(state, seat, value)
    hands = state["hands"]
    if len(args) != 4 or not all(type(arg) is int for arg in args):
        return False
    first, second = (args[0], args[1]), (args[2], args[3])
    return (first < second and all(0 <= target < SEATS and 0 <= slot < len(hands[target])
                                   for target, slot in (first, second))
            and list(_pair(hands[first[0]][first[1]], hands[second[0]][second[1]])) not in state["swaps"])


def apply(state: State, action: Action) -> list[Event]:
    if not (isinstance(action, Action) and is_legal(state, action)):
        refuse_unless_legal(state, action, to_act(state), legal_actions, _explain, is_legal)
    kind, args, seat = action.kind, action.args, action.seat
    if kind == "draw":
        return _draw(state, seat, str(args[0]))
    if kind in ("discard", "swap"):
        return _discard(state, seat, int(args[0]) if args else None)
    if kind in ("assault", "peek", "coin", "flip", "exchange"):
        return _use_power(state, seat, kind, [int(arg) for arg in args])
    if kind in ("claim", "pass", "tie"):
        return _window_move(state, seat, kind, [int(arg) for arg in args])
    if kind in ("pick", "timeout"):
        return _pick(state, seat, [int(arg) for arg in args])
    return _call(state, seat, kind)


def view(state: State, seat: int | None) -> dict[str, Any]:
    stock, drawn = state["stock"], state["drawn"]
    window = state["window"]
    power = state["power"]
    seen = state["seen"]
    return {
        "you": seat, "teams": [list(team) for team in TEAMS], "round": state["round"], "turns": state["turns"],
        "phase": state["phase"], "turn": state["turn"],
        "hands": [[{"face": card if _shows(state, card, seat) else None, "up": card in state["up"],
                    "kept": card in state["kept"], "seen_by": list(seen.get(card, ()))} for card in hand]
                  for hand in state["hands"]],
        "hand_sizes": [len(hand) for hand in state["hands"]], "stock_size": len(stock),
        "stock_top": stock[-1] if stock and _shows(state, stock[-1], seat) else None,
        "stock_top_seen_by": list(seen.get(stock[-1], ())) if stock else [],
        "discard": list(state["discard"]), "discarders": list(state["discarders"]),
        "discard_owner": state["discarders"][-1] if state["discarders"] else None,
        "drawn": drawn if drawn is not None and _shows(state, drawn, seat) else None,
        "drawn_seen_by": list(seen.get(drawn, ())) if drawn is not None else [],
        "holding": drawn is not None, "drawn_from": state["drawn_from"], "coin": state["coin"],
        "power": None if power is None else {**power, "name": POWER_NAMES[VALUE[power["card"]]]},
        "then": state["then"], "swaps": _swapped_places(state),
        "window": None if window is None else {"after": window["after"], "passed": list(window["passed"]),
                                               "final": window["after"] == "final"},
        "claimant": state["claimant"], "quick_played": list(state["quick_played"]),
        "extra_turns": list(state["extra_turns"]), "skips": list(state["skips"]),
        "caller": state["caller"], "calls": state["calls"], "answering": state["answering"],
        "last_turns": list(state["last_turns"]), "ending": state["ending"], "ender": state["ender"],
        "totals": list(state["totals"]), "goal": GOAL, "history": copy_json(state["history"]),
        "last": copy_json(state["last"]), "loser": state["loser"]}


def sample_state(shown: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full state that ``seat``'s view could come from, for a search bot to play on: every face the
    view shows stays where it is, and the cards it hides are dealt at random to the places it hides
    (the hand slots, the drawn card, the stock). The sample's RNG record is seeded from ``rng``, so its
    later draws differ from the real ones."""
    if shown["you"] != seat:
        raise RuleError(f"This view belongs to {seat_name(shown['you'])}, not {seat_name(seat)}.")
    top = shown["stock_top"]
    known = {*shown["discard"], *(slot["face"] for hand in shown["hands"] for slot in hand),
             shown["drawn"], top}
    hidden = [card for card in DECK if card not in known]
    rng.shuffle(hidden)
    hands = [[slot["face"] or _deal_hidden(hidden, owner in slot["seen_by"] or slot["kept"]) for slot in hand]
             for owner, hand in enumerate(shown["hands"])]
    drawn = shown["drawn"] or (hidden.pop() if shown["holding"] else None)
    stock = [hidden.pop() for _ in range(shown["stock_size"] - (top is not None))]
    if top is not None:
        stock.append(top)
    if hidden:
        raise RuleError("This view does not account for the whole deck.")
    seen = {card: list(slot["seen_by"]) for hand, slots in zip(hands, shown["hands"])
            for card, slot in zip(hand, slots) if slot["seen_by"]}
    for card, seats in ((drawn, shown["drawn_seen_by"]), (stock[-1] if stock else None, shown["stock_top_seen_by"])):
        if seats:
            seen[card] = list(seats)
    window, power = shown["window"], shown["power"]
    return {"options": merge_options(INFO, None), "rng": new_rng(rng.randrange(1 << 30)),
            "round": shown["round"], "turns": shown["turns"], "turn": shown["turn"], "phase": shown["phase"],
            "hands": hands, "stock": stock, "discard": list(shown["discard"]),
            "discarders": list(shown["discarders"]), "seen": seen,
            "up": [card for hand, slots in zip(hands, shown["hands"]) for card, slot in zip(hand, slots) if slot["up"]],
            "kept": [card for hand, slots in zip(hands, shown["hands"]) for card, slot in zip(hand, slots)
                     if slot["kept"]],
            "coin": shown["coin"], "drawn": drawn, "drawn_from": shown["drawn_from"],
            "power": None if power is None else {"card": power["card"], "seat": power["seat"]},
            "then": shown["then"],
            "window": None if window is None else {"after": window["after"], "passed": list(window["passed"])},
            "claimant": shown["claimant"], "quick_played": list(shown["quick_played"]),
            "swaps": [sorted((hands[s1][i1], hands[s2][i2])) for s1, i1, s2, i2 in shown["swaps"]],
            "extra_turns": list(shown["extra_turns"]), "skips": list(shown["skips"]), "caller": shown["caller"],
            "calls": shown["calls"], "answering": shown["answering"], "last_turns": list(shown["last_turns"]),
            "ending": shown["ending"], "ender": shown["ender"], "totals": list(shown["totals"]),
            "history": copy_json(shown["history"]), "last": copy_json(shown["last"]), "loser": shown["loser"]}


def outcome(state: State) -> Outcome | None:
    lost = state["loser"]
    if lost is None:
        return None
    totals = state["totals"]
    winners = TEAMS[1 - lost]
    return Outcome(tuple(totals[team_of(seat)] for seat in range(SEATS)), frozenset(winners),
                   f"Seats {winners[0] + 1} and {winners[1] + 1} win: the other team reached "
                   f"{totals[lost]} coconuts (against {totals[1 - lost]}).")


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    """Every card face in a hand, the stock or a drawer's hand that this seat has not seen."""
    cards = [*state["stock"], *(card for hand in state["hands"] for card in hand)]
    if state["drawn"] is not None:
        cards.append(state["drawn"])
    return {card for card in cards if not _shows(state, card, seat)}


def _copy_state(state: State) -> State:
    """A deep copy that knows the state's shape, several times faster than copy_json; the suite and
    the table copy the state at every step. A new nested key must be added here."""
    copy = dict(state)
    copy["options"] = dict(state["options"])
    copy["rng"] = dict(state["rng"])
    copy["hands"] = [list(hand) for hand in state["hands"]]
    for key in ("stock", "discard", "discarders", "up", "kept", "quick_played", "extra_turns", "skips",
                "last_turns", "totals"):
        copy[key] = list(state[key])
    copy["seen"] = {card: list(seats) for card, seats in state["seen"].items()}
    copy["swaps"] = [list(pair) for pair in state["swaps"]]
    copy["power"] = None if state["power"] is None else dict(state["power"])
    copy["window"] = None if state["window"] is None else {"after": state["window"]["after"],
                                                           "passed": list(state["window"]["passed"])}
    copy["history"] = copy_json(state["history"])
    copy["last"] = copy_json(state["last"])
    return copy


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(
    INFO.name, _STATE_KEYS, KINDS, copy=_copy_state)


# --- A turn ----------------------------------------------------------------------------------------

def _deal(state: State, starter: int) -> list[Event]:
    """A new round: the whole deck shuffled, four unseen cards each, the coin in the middle."""
    deck = shuffled(state["rng"], DECK)
    state["hands"] = [deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE] for seat in range(SEATS)]
    state.update(stock=deck[SEATS * HAND_SIZE:], discard=[], discarders=[], seen={}, up=[], kept=[], coin=None,
                 extra_turns=[0] * SEATS, skips=[0] * SEATS, caller=None, calls=0, answering=None,
                 last_turns=[], ending=False, ender=None, last=None, turns=0)
    state["round"] += 1
    return _start_turn(state, starter)


def _start_turn(state: State, seat: int) -> list[Event]:
    state.update(turn=seat, phase="draw", quick_played=[], swaps=[], drawn=None, drawn_from=None,
                 power=None, then=None, window=None, claimant=None, turns=state["turns"] + 1)
    if not any(_can_draw_from(state, seat, source) for source in ("stock", "discard")):
        state["ender"] = seat
        return [Event("stuck", {"seat": seat}), *_finish_round(state)]
    return [Event("turn", {"seat": seat})]


def _can_draw_from(state: State, seat: int, source: str) -> bool:
    if source == "stock":
        return bool(state["stock"]) or len(state["discard"]) > 1
    return bool(state["discard"]) and state["discarders"][-1] != seat


def _draw(state: State, seat: int, source: str) -> list[Event]:
    events: list[Event] = []
    if source == "stock":
        card = _take_from_stock(state, events)
        _mark_seen(state, card, (seat,))
        state.update(drawn=card, drawn_from="stock", phase="decide")
        return [*events, Event("drew", {"seat": seat, "source": source, "card": None})]
    card = state["discard"].pop()
    state["discarders"].pop()
    state["seen"][card] = list(range(SEATS))
    state.update(drawn=card, drawn_from="discard", phase="decide")
    events.append(Event("drew", {"seat": seat, "source": source, "card": card}))
    if state["discard"] and state["discard"][-1] not in state["quick_played"]:
        events += _open_window(state, "draw")
    return events


def _discard(state: State, seat: int, slot: int | None) -> list[Event]:
    """Discard the drawn card, or put it in ``slot`` and discard the card it replaces unseen."""
    card, state["drawn"], state["drawn_from"] = state["drawn"], None, None
    events = []
    if slot is not None:
        card, state["hands"][seat][slot] = state["hands"][seat][slot], card
        state["kept"].append(state["hands"][seat][slot])
        events.append(Event("swapped", {"seat": seat, "slot": slot}))
    _to_discard(state, card, seat)
    events.append(Event("discarded", {"seat": seat, "card": card}))
    return events + _power(state, card, seat, "window")


def _end_turn(state: State) -> list[Event]:
    """The turn seat plays again if it has an extra turn; else it may call, or the last turns go on."""
    seat = state["turn"]
    if state["extra_turns"][seat]:
        state["extra_turns"][seat] -= 1
        return [Event("again", {"seat": seat}), *_start_turn(state, seat)]
    if state["caller"] is None:
        state.update(phase="call", window=None, claimant=None, power=None, then=None)
        return []
    return _next_last_turn(state)


def _next_seat(state: State, after: int) -> list[Event]:
    """The next seat clockwise begins, passing over seats whose turn a 13 skipped."""
    seat, events = (after + 1) % SEATS, []
    while state["skips"][seat]:
        state["skips"][seat] -= 1
        events.append(Event("skipped", {"seat": seat}))
        seat = (seat + 1) % SEATS
    return events + _start_turn(state, seat)


def _next_last_turn(state: State) -> list[Event]:
    """After a call: the other seats' last turns in order, then the caller's banked extra turns."""
    events = []
    while state["last_turns"]:
        seat = state["last_turns"].pop(0)
        if state["skips"][seat]:
            state["skips"][seat] -= 1
            events.append(Event("skipped", {"seat": seat}))
            continue
        return events + _start_turn(state, seat)
    caller = state["caller"]
    if state["extra_turns"][caller]:
        state["extra_turns"][caller] -= 1
        return [*events, Event("again", {"seat": caller}), *_start_turn(state, caller)]
    return events + _finish_round(state)


def _call(state: State, seat: int, kind: str) -> list[Event]:
    if kind == "end":
        return _next_seat(state, seat)
    if kind == "citroncoco":
        state.update(caller=seat, calls=0, phase="answer", answering=(seat + 1) % SEATS)
        return [Event("called", {"seat": seat, "call": kind})]
    events = [Event("declined", {"seat": seat})] if kind == "decline" else [
        Event("called", {"seat": seat, "call": kind})]
    if kind == "nano":
        state.update(calls=1, answering=partner_of(state["caller"]))
        return events
    if kind == "nano-alpha":
        state["calls"] = 2
    caller = state["caller"]
    state.update(answering=None, last_turns=[(caller + step) % SEATS for step in (1, 2, 3)])
    return events + _next_last_turn(state)


# --- Powers ----------------------------------------------------------------------------------------

def _power(state: State, card: str, owner: int, then: str) -> list[Event]:
    """The power of a discarded card, for ``owner``; ``then`` is what follows once it is used.
    (our design) A power with a choice must be used whenever it has a target; one without is lost."""
    value = VALUE[card]
    if value not in POWER_NAMES:
        return _continue(state, then)
    if state["coin"] == owner and value != WITCH:
        state["coin"] = None
        return [Event("blocked", {"seat": owner, "card": card}), *_continue(state, then)]
    events = [Event("power", {"seat": owner, "card": card, "name": POWER_NAMES[value]})]
    if value == SUPPLY:
        state["extra_turns"][owner] += 1
        events.append(Event("supply", {"seat": owner}))
    elif value == LOOKOUT:
        if state["stock"] or len(state["discard"]) > 1:
            _mark_seen(state, _stock_top(state, events), (owner,))
            events.append(Event("peeked_stock", {"seat": owner}))
    elif value == CAPTAIN:
        target = (owner + 1) % SEATS
        state["skips"][target] += 1
        events.append(Event("skip_set", {"seat": owner, "target": target}))
    elif _power_actions(state, owner, value):
        state.update(phase="power", power={"card": card, "seat": owner}, then=then)
        return events
    return events + _continue(state, then)


def _power_actions(state: State, seat: int, value: int) -> list[Action]:
    verb = _POWER_VERBS[value]
    hands = state["hands"]
    if value == ASSAULT:
        return ([action_of(seat, verb, target) for target in range(SEATS)]
                if state["stock"] or len(state["discard"]) > 1 else [])
    if value == WITCH:
        return [action_of(seat, verb, target) for target in range(SEATS)]
    if value == FELLOW:
        partner = partner_of(seat)
        return [action_of(seat, verb, partner, slot) for slot in range(len(hands[partner]))]
    if value in (SEADOG, SPY):
        return [action_of(seat, verb, target, slot) for target in range(SEATS)
                for slot, card in enumerate(hands[target]) if value == SEADOG or card not in state["up"]]
    actions, pairs = _exchanges(seat, tuple(len(hand) for hand in hands))
    if not state["swaps"]:
        return list(actions)
    done = {tuple(pair) for pair in state["swaps"]}
    return [action for action, (s1, i1, s2, i2) in zip(actions, pairs)
            if _pair(hands[s1][i1], hands[s2][i2]) not in done]


@lru_cache(maxsize=512)
def _exchanges(seat: int, sizes: tuple[int, ...]) -> tuple[tuple[Action, ...], tuple[tuple[int, ...], ...]]:
    """Every Queen exchange for these hand sizes and the places each swaps, built once: the list is
    every pair of places at the table, and the same sizes come back all game."""
    places = [(target, slot) for target in range(SEATS) for slot in range(sizes[target])]
    pairs = tuple((*a, *b) for a, b in combinations(places, 2))
    return tuple(action_of(seat, "exchange", *pair) for pair in pairs), pairs


def _pair(first: str, second: str) -> tuple[str, str]:
    """Two cards in the order a swap records them (sorted), to compare with the swaps done."""
    return (first, second) if first <= second else (second, first)


def _use_power(state: State, seat: int, kind: str, args: list[int]) -> list[Event]:
    hands = state["hands"]
    if kind == "assault":
        events: list[Event] = []
        hands[args[0]].append(_take_from_stock(state, events))
        events.append(Event("assault", {"seat": seat, "target": args[0]}))
    elif kind == "peek":
        _mark_seen(state, hands[args[0]][args[1]], (seat,))
        events = [Event("peeked", {"seat": seat, "target": args[0], "slot": args[1]})]
    elif kind == "coin":
        state["coin"] = args[0]
        events = [Event("coin", {"seat": seat, "target": args[0]})]
    elif kind == "flip":
        card = hands[args[0]][args[1]]
        state["up"].append(card)
        events = [Event("flipped", {"seat": seat, "target": args[0], "slot": args[1], "card": card})]
    else:
        (s1, i1, s2, i2) = args
        first, second = hands[s1][i1], hands[s2][i2]
        hands[s1][i1], hands[s2][i2] = second, first
        state["swaps"].append(sorted((first, second)))
        if s1 == seat:
            _mark_seen(state, second, (seat,))
        if s2 == seat:
            _mark_seen(state, first, (seat,))
        events = [Event("exchanged", {"seat": seat, "a": [s1, i1], "b": [s2, i2]})]
    then = state["then"]
    state.update(power=None, then=None)
    return events + _continue(state, then)


def _continue(state: State, then: str) -> list[Event]:
    if then == "window":
        return _open_window(state, "discard")
    if then == "final":
        return _open_window(state, "final")
    if then == "decide":
        state.update(phase="decide", window=None, claimant=None, power=None, then=None)
        return []
    if then == "end":
        return _end_turn(state)
    return _finish_round(state)


# --- Quick plays -----------------------------------------------------------------------------------

def _open_window(state: State, after: str) -> list[Event]:
    state.update(phase="quick", window={"after": after, "passed": []}, claimant=None, power=None,
                 then=None)
    return [Event("window", {"card": state["discard"][-1], "after": after})]


def _close_window(state: State) -> list[Event]:
    after = state["window"]["after"]
    state["window"] = None
    return _continue(state, _AFTER_WINDOW[after])


def _window_move(state: State, seat: int, kind: str, args: list[int]) -> list[Event]:
    window = state["window"]
    if kind == "claim":
        state.update(phase="pick", claimant=seat)
        return [Event("claimed", {"seat": seat})]
    if kind == "pass":
        window["passed"].append(seat)
        events = [Event("passed", {"seat": seat})]
    else:
        window["passed"] = list(range(SEATS)) if TIE_CLOSES_WINDOW else sorted({*window["passed"], *args})
        state["last"] = {"kind": "tie", "seat": seat, "cards": []}
        events = [Event("tie", {"seats": args})]
    if len(window["passed"]) == SEATS:
        return events + _close_window(state)
    return events


@cache
def _picks(seat: int, own_cards: int, partner_cards: int) -> tuple[Action, ...]:
    """One own card, or one own and one partner card in either order (the last named lands on top), or
    the timeout; the same few lists come back all game, so each is built once."""
    partner = partner_of(seat)
    own, theirs = range(own_cards), range(partner_cards)
    return (*(action_of(seat, "pick", seat, slot) for slot in own),
            *(action_of(seat, "pick", *pair) for mine in own for other in theirs
              for pair in ((seat, mine, partner, other), (partner, other, seat, mine))),
            action_of(seat, "timeout"))


@cache
def _pick_sets(seat: int, own_cards: int, partner_cards: int) -> frozenset[Action]:
    """The picks as a set, for ``is_legal``."""
    return frozenset(_picks(seat, own_cards, partner_cards))


@cache
def _window_sets(seat: int, eligible: tuple[int, ...]) -> frozenset[Action]:
    """The window's moves as a set, for ``is_legal``."""
    return frozenset(_window_actions(seat, eligible))


def _eligible(state: State) -> tuple[int, ...]:
    """The seats that may still claim in a quick-play window: not passed, and with cards."""
    passed, hands = state["window"]["passed"], state["hands"]
    return tuple([seat for seat in range(SEATS) if seat not in passed and hands[seat]])


@cache
def _window_actions(seat: int, eligible: tuple[int, ...]) -> tuple[Action, ...]:
    """In a quick-play window: claim (for a seat with cards that has not passed), pass, or a tie
    with any later seats that may still claim; built once per such list."""
    if seat not in eligible:
        return (action_of(seat, "pass"),)
    ties = [action_of(seat, "tie", seat, *others) for size in range(1, len(eligible))
            for others in combinations([s for s in eligible if s > seat], size)]
    return (action_of(seat, "claim"), action_of(seat, "pass"), *ties)


def _pick(state: State, seat: int, args: list[int]) -> list[Event]:
    hands = state["hands"]
    places = [(args[i], args[i + 1]) for i in range(0, len(args), 2)]
    cards = [hands[owner][slot] for owner, slot in places]
    target = VALUE[state["discard"][-1]]
    if cards and sum(VALUE[card] for card in cards) == target:
        return _quick_play(state, seat, places, cards)
    state["claimant"] = None
    shown = cards if MISSPLAY_SHOWS_CARDS else []
    for card in shown:
        state["seen"][card] = list(range(SEATS))
    penalty = MISSPLAY_PENALTY_CARDS if cards else TIMEOUT_PENALTY_CARDS
    events = [Event("missplay", {"seat": seat, "cards": shown, "penalty": penalty})]
    for _ in range(penalty):
        if state["stock"] or len(state["discard"]) > 1:
            hands[seat].append(_take_from_stock(state, events))
            events.append(Event("penalty", {"seat": seat}))
    state["last"] = {"kind": "missplay" if cards else "timeout", "seat": seat, "cards": shown}
    state["phase"] = "quick"
    state["window"]["passed"].append(seat)
    if len(state["window"]["passed"]) == SEATS:
        return events + _close_window(state)
    return events


def _quick_play(state: State, seat: int, places: list[tuple[int, int]], cards: list[str]) -> list[Event]:
    """The cards go on the pile (the last on top); the top card's power goes to its owner. A hand left
    empty ends the round after that power and one last quick play."""
    for (owner, _), card in zip(places, cards):
        state["hands"][owner].remove(card)
        _to_discard(state, card, owner)
    state["quick_played"] += cards
    state["last"] = {"kind": "quick", "seat": seat, "cards": list(cards)}
    events = [Event("quick_play", {"seat": seat, "cards": list(cards), "positions": [list(p) for p in places]})]
    after = state["window"]["after"]
    state.update(window=None, claimant=None)
    emptied = [owner for owner, _ in places if not state["hands"][owner]]
    if after == "final":
        then = "over"
    elif emptied and not state["ending"]:
        state.update(ending=True, ender=emptied[0], drawn=None, drawn_from=None)
        then = "final"
    else:
        then = _AFTER_WINDOW[after]
    return events + _power(state, cards[-1], places[-1][0], then)


# --- The round's end -------------------------------------------------------------------------------

def _finish_round(state: State) -> list[Event]:
    """Score the round and deal the next, or end the game. (our design) A card still held by the turn
    seat when a hand empties belongs to no hand and scores nothing; a round where no card can be drawn
    at all scores as an emptied hand, unless a call was made."""
    hands = state["hands"]
    coconuts = coconuts_of(hands)
    caller = state["caller"]
    called = caller is not None and (CALL_SCORING_WHEN_HAND_EMPTIES or not state["ending"])
    ended_by = "citroncoco" if called else "empty"
    caller_team = team_of(caller) if called else None
    calls = state["calls"] if called else 0
    scores = round_scores(coconuts, ended_by, caller_team, calls)
    state["totals"] = [state["totals"][0] + scores[0], state["totals"][1] + scores[1]]
    losing = (_citroncoco_losing_team(coconuts, caller_team) if caller_team is not None
              else _empty_losing_team(coconuts, state["ender"]))
    record = {"round": state["round"], "ended_by": ended_by, "ender": state["ender"],
              "caller": caller if called else None, "calls": calls, "coconuts": list(coconuts),
              "scores": list(scores), "totals": list(state["totals"]), "loser_team": losing}
    state["history"].append(record)
    events = [Event("round_over", {**copy_json(record), "hands": [list(hand) for hand in hands]})]
    lost = loser((state["totals"][0], state["totals"][1]))
    if lost is not None:
        state.update(phase="over", loser=lost, drawn=None, drawn_from=None, window=None, claimant=None,
                     power=None, then=None, answering=None, last_turns=[])
        return events + [Event("game_over", {"loser": lost})]
    return events + _deal(state, _next_starter(hands, losing))


def _citroncoco_losing_team(coconuts: tuple[int, int], caller_team: int) -> int:
    """More coconuts lose; equal coconuts go against the caller."""
    other = 1 - caller_team
    return caller_team if coconuts[caller_team] >= coconuts[other] else other


def _empty_losing_team(coconuts: tuple[int, int], ender: int) -> int:
    """More coconuts lose; (our design) on equal coconuts the team that did not end the round loses."""
    if coconuts[0] != coconuts[1]:
        return 0 if coconuts[0] > coconuts[1] else 1
    return 1 - team_of(ender)


def _next_starter(hands: list[list[str]], losing: int) -> int:
    """(our design) The losing team's seat with more coconuts in hand begins (the lower seat on a tie)."""
    return max(TEAMS[losing], key=lambda seat: (sum(VALUE[card] for card in hands[seat]), -seat))


# --- Helpers ---------------------------------------------------------------------------------------

def _shows(state: State, card: str, seat: int | None) -> bool:
    """Face up, or seen by this seat; a spectator sees only what every seat has seen."""
    if card in state["up"]:
        return True
    seen = state["seen"].get(card, ())
    return len(seen) == SEATS if seat is None else seat in seen


def _deal_hidden(hidden: list[str], owner_chose: bool) -> str:
    """The next of the shuffled hidden cards; for a card its owner has seen and kept (so, likely a low
    one), the lowest of the next :data:`SAMPLE_LEAN` of them."""
    if not owner_chose:
        return hidden.pop()
    candidates = range(max(0, len(hidden) - SAMPLE_LEAN), len(hidden))
    return hidden.pop(min(candidates, key=lambda index: VALUE[hidden[index]]))


def _swapped_places(state: State) -> list[list[int]]:
    """The places of the card pairs a Queen swapped this turn that are both still in hands (which every
    seat watched move), as ``[seat, slot, seat, slot]``: no other pair can be swapped again."""
    if not state["swaps"]:
        return []
    places = {card: (owner, slot) for owner, hand in enumerate(state["hands"]) for slot, card in enumerate(hand)}
    return [[*min(places[first], places[second]), *max(places[first], places[second])]
            for first, second in state["swaps"] if first in places and second in places]


def _is_slot(args: tuple[Any, ...], hand: list[str]) -> bool:
    """One argument, a slot of ``hand``."""
    return len(args) == 1 and type(args[0]) is int and 0 <= args[0] < len(hand)


def _mark_seen(state: State, card: str, seats: tuple[int, ...]) -> None:
    known = state["seen"].setdefault(card, [])
    for seat in seats:
        if seat not in known:
            known.append(seat)
    known.sort()


def _to_discard(state: State, card: str, seat: int) -> None:
    """Onto the pile, face up for everyone: no longer anyone's private knowledge, nor face up or kept."""
    state["discard"].append(card)
    state["discarders"].append(seat)
    state["seen"].pop(card, None)
    for marks in (state["up"], state["kept"]):
        if card in marks:
            marks.remove(card)


def _stock_top(state: State, events: list[Event]) -> str:
    """The stock's top card, after turning the discard pile (all but its top) into a new stock if the
    stock is empty; callers check first that a card exists."""
    if not state["stock"]:
        top, owner = state["discard"][-1], state["discarders"][-1]
        state["stock"] = shuffled(state["rng"], state["discard"][:-1])
        state["discard"], state["discarders"] = [top], [owner]
        events.append(Event("reshuffled", {"size": len(state["stock"])}))
    return state["stock"][-1]


def _take_from_stock(state: State, events: list[Event]) -> str:
    _stock_top(state, events)
    return state["stock"].pop()


def _explain(state: State, action: Action) -> str:
    """Why a move that is not in the legal list was refused, in a player's words."""
    phase = state["phase"]
    unknown = "" if action.kind in KINDS else "That is not a CitronCoco move. "
    wanted = {"draw": "Draw from the stock, or take the discard pile's top card if you did not put it there.",
              "decide": "Discard the card you drew, or swap it with one of your cards.",
              "quick": "Claim the quick play, or pass.",
              "pick": ("Pick one of your cards of the top card's value, or one of yours and one of your "
                       "partner's that add up to it."),
              "call": "Call CitronCoco, or end your turn.",
              "answer": "Answer the call, or decline."}
    if phase == "power":
        name = POWER_NAMES[VALUE[state["power"]["card"]]]
        asks = {"fellow": "look at one of your partner's cards", "seadog": "look at any card",
                "spy": "turn a face-down card up", "assault": "choose a seat to take a card from the stock",
                "witch": "give the coin to a seat", "queen": "swap two cards, neither swapped this turn"}
        return f"{unknown}Use the {name.capitalize()} power: {asks[name]}."
    return unknown + wanted[phase]

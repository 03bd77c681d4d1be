"""Coconut Pirate: a race to spot series of dice and shout their names first.

Each of 2-4 pirates starts with some of the 12 dice (6, 4 or 3 each). In turn, clockwise from seat 0,
a pirate throws one die onto the shared dice board; a pirate with no dice is skipped. Every face shows
one of six symbols in one of six colours. As soon as three or more board dice share a symbol or a
colour, anyone may claim, even a pirate without dice, and then name one to three series. Named right,
the claimant takes every board die of those series and moves forward one square per series (a
coconut-tree series counts three; a skull series also sends every other pirate back one), then throws
next. Named wrong, the claimant goes back one square per series named and the throwing order carries
on. Seats that claim at exactly the same time tie: nobody announces and the throwing order carries on
as after a wrong announcement. After any announcement, a timeout or a tie, claims stay closed until
the next die lands (one announcement per throw). Nobody ever goes behind the start. When all 12 dice
lie on the board, the next throw first deals them back as at the start. The first pirate on the
treasure wins; the track comes from a Tiled map.

The rules know nothing of time. The table's race judge decides who claimed first, or that several
claimed at the same moment, and hands in plain actions. Their text forms:

``2 throw``                      the seat due to throw throws its first die
``1 claim``                      any seat, while claims are open (see ``claims_open``)
``0 tie 0 2``                    seats 0 and 2 claimed at the same time (acting seat = lowest tied seat;
                                 the arguments list every tied seat ascending): nobody announces
``1 announce skull red``         the claimant names 1-3 different series, symbols before colours, each
                                 group in the order of :data:`SYMBOLS` and :data:`COLOURS`
``1 timeout``                    the claimant ran out of time: a wrong announcement costing
                                 :data:`TIMEOUT_PENALTY` squares

``view(state, seat)`` keys (the same for every seat; there is nothing hidden in this game):

``you`` the viewing seat or None; ``seats``; ``map`` the map name and ``finish`` the treasure's
square number; ``phase`` "throw" (no claim is pending: the due seat may throw, and anyone may claim
while ``claims_open``), "announce" (``claimant`` must name series) or "over"; ``claims_open`` true
while a claim or a tie may be made: from the start and from each landing die until the next
announcement, timeout or tie; ``turn`` the seat due to throw;
``claimant``; ``winner``; ``board`` the dice on the board in landing order, each
``{"id", "symbol", "colour", "x", "y", "knocked"}`` with the centre in board units
(``board_size`` a side, a die ``die_size`` wide) and ``knocked`` true if the latest throw turned it;
``hands`` each seat's dice ids; ``dice_counts``; ``positions`` each pawn's square; ``deal_back_next``
true when nobody holds a die, so the next throw deals them back first; ``last_throw``
``{"seat", "die", "knocked", "dealt_back"}`` or None; ``last`` the latest claim result or None:
``{"kind": "announce" | "timeout" | "tie", "seat", "seats", "names", "correct", "wrong", "taken",
"moves"}`` where ``wrong`` lists the named series that were not on the board, ``taken`` the dice
ids won and ``moves`` each seat's change of square.

Events: ``dealt`` {hands}, ``thrown`` {seat, die, symbol, colour, x, y}, ``knocked`` {die, symbol,
colour, x, y, from_x, from_y}, ``claimed`` {seat}, ``tie`` {seats}, ``announced`` {seat, names,
correct, wrong, taken}, ``timed_out`` {seat}, ``moved`` {seat, from, to}, ``won`` {seat}.
"""
from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations
from operator import sub
from typing import Any

from rules.coconut_pirate.track import MAP_NAMES, load_track
from rules.core import (Action, Event, GameInfo, IllegalAction, Outcome, State, action_of, check_seats,
                        copy_json, draw_below, merge_options, new_rng, plain_data_protocol, refuse_unless_legal,
                        require_action, rng_stream, seat_name, shuffled)

INFO = GameInfo(id="coconut_pirate", name="Coconut Pirate", min_players=2, max_players=4,
                options={"map": MAP_NAMES[0]}, rules_version=2, option_choices={"map": MAP_NAMES})
SYMBOLS = ("skull", "sword", "coconut-tree", "diamond", "boat", "pistol")
COLOURS = ("black", "red", "green", "blue", "yellow", "purple")
SERIES_NAMES = SYMBOLS + COLOURS
"""Every series name, in the canonical order an announcement lists them."""
_SERIES_ORDER = {name: place for place, name in enumerate(SERIES_NAMES)}
DICE = 12
DICE_PER_SEAT = {2: 6, 3: 4, 4: 3}
SERIES_MIN = 3
MAX_SERIES_PER_ANNOUNCEMENT = 3
COCONUT_TREE_STEPS = 3
SKULL_SETBACK = 1
"""How far a skull series sends every other pirate back."""
TIMEOUT_PENALTY = 1
"""(our design) Running out of time counts as a wrong announcement of one series."""
FIRST_THROWER = 0
BOARD_UNITS = 1000
"""(our design) The dice board is a square this many units wide; the table scales it to pixels."""
DIE_UNITS = 90
"""(our design) A die's width in board units; dice whose centres are closer than this touch."""
_TOUCHING_SQUARED = DIE_UNITS ** 2
"""Dice touch when the squared distance of their centres is below this: the same test as a distance
below DIE_UNITS for whole-unit centres, without a square root at every throw."""
_LOWEST_CENTRE = DIE_UNITS // 2
_CENTRES = BOARD_UNITS - 2 * _LOWEST_CENTRE + 1
"""A die lands whole on the board: its centre's lowest coordinate, and how many there are."""
KINDS = ("throw", "claim", "tie", "announce", "timeout")
_STATE_KEYS = ("options", "rng", "seats", "finish", "phase", "claims_open", "turn", "claimant", "hands",
               "board", "positions", "last", "last_throw", "winner")


def _face_table() -> tuple[tuple[tuple[str, str], ...], ...]:
    """Die k, face f: symbol f; colour (f + k) % 6 for the first six dice, (k - f) % 6 for the rest."""
    return tuple(tuple((SYMBOLS[f], COLOURS[(f + k) % 6 if k < 6 else (k - f) % 6]) for f in range(6))
                 for k in range(DICE))


FACES = _face_table()
"""FACES[die][face] = (symbol, colour)."""


# --- The judge: pure functions the table and the bots may call too --------------------------------

def series(board: list[tuple[str, str]]) -> dict[str, list[int]]:
    """Each series on a board of (symbol, colour) faces, with the indices of its dice, in the order of
    :data:`SERIES_NAMES`. One pass gathers every name's dice and notes each name as it reaches a series
    (no symbol is also a colour): bots and playouts ask after every throw."""
    if len(board) < SERIES_MIN:
        return {}
    dice_of: dict[str, list[int]] = {}
    found: list[str] = []
    for index, face in enumerate(board):
        for name in face:
            if name in dice_of:
                dice = dice_of[name]
                dice.append(index)
                if len(dice) == SERIES_MIN:
                    found.append(name)
            else:
                dice_of[name] = [index]
    if len(found) > 1:
        found.sort(key=_SERIES_ORDER.__getitem__)
    return {name: dice_of[name] for name in found}


def announce(board: list[tuple[str, str]], names: list[str]) -> tuple[bool, set[int]]:
    """Whether every named series is on the board, and if so the dice taken (a shared die once)."""
    _check_names(names)
    return _judged(series(board), names)


def advance(positions: list[int], seat: int, names: list[str], correct: bool, *,
            finish: int = 13) -> list[int]:
    """The pawns after ``seat`` announced ``names``; nobody goes behind the start or past the treasure."""
    moved = list(positions)
    if not correct:
        moved[seat] = max(0, moved[seat] - len(names))
        return moved
    steps = sum(COCONUT_TREE_STEPS if name == "coconut-tree" else 1 for name in names)
    moved[seat] = min(finish, moved[seat] + steps)
    if "skull" in names:
        for other in range(len(moved)):
            if other != seat:
                moved[other] = max(0, moved[other] - SKULL_SETBACK)
    return moved


def canonical_names(names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The one text order of a set of series names: symbols, then colours, each in table order."""
    return tuple(sorted(names, key=SERIES_NAMES.index))


# --- The protocol ------------------------------------------------------------------------------------

def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    check_seats(INFO, seats)
    merged = merge_options(INFO, options)
    state: State = {"options": merged, "rng": new_rng(seed), "seats": seats,
                    "finish": load_track(merged["map"]).finish, "phase": "throw",
                    "claims_open": True, "turn": FIRST_THROWER, "claimant": None, "hands": [], "board": [],
                    "positions": [0] * seats, "last": None, "last_throw": None, "winner": None}
    _deal(state)
    return state


def to_act(state: State) -> frozenset[int]:
    phase = state["phase"]
    if phase == "over":
        return _NOBODY
    if phase == "announce":
        return _only(state["claimant"])
    if not state["claims_open"]:
        return _only(state["turn"])
    return _everyone(state["seats"])


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state["phase"]
    if phase == "announce":
        return list(_announcements(seat)) if seat == state["claimant"] else []
    if phase == "throw":
        return list(_throw_phase_moves(state["seats"], seat, seat == state["turn"], state["claims_open"]))
    return []


def apply(state: State, action: Action) -> list[Event]:
    if require_action(action).kind in ("claim", "tie") and state["phase"] == "throw" and not state["claims_open"]:
        # Said to every seat: the others are not in to_act now and would only hear "cannot act now".
        raise IllegalAction("Claims are closed until the next die lands.")
    if not is_legal(state, action):  # asked first, so a legal move skips building the refusal's arguments
        refuse_unless_legal(state, action, to_act(state), legal_actions, _explain, is_legal)
    if action.kind == "throw":
        return _throw(state)
    if action.kind == "claim":
        state["phase"], state["claimant"] = "announce", action.seat
        return [Event("claimed", {"seat": action.seat})]
    if action.kind == "tie":
        seats = list(action.args)
        state["last"] = _result("tie", None, seats, [], None, [], [], [0] * state["seats"])
        state["claims_open"] = False
        return [Event("tie", {"seats": seats})]
    if action.kind == "announce":
        return _announce(state, [str(name) for name in action.args])
    return _time_out(state)


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {"you": seat, "seats": state["seats"], "map": state["options"]["map"], "finish": state["finish"],
            "phase": state["phase"], "claims_open": state["claims_open"], "turn": state["turn"],
            "claimant": state["claimant"], "winner": state["winner"], "board": _board_view(state),
            "board_size": BOARD_UNITS, "die_size": DIE_UNITS,
            "hands": list(map(list, state["hands"])), "dice_counts": list(map(len, state["hands"])),
            "positions": list(state["positions"]), "deal_back_next": not any(state["hands"]),
            "last_throw": _copy_throw(state["last_throw"]), "last": _copy_result(state["last"])}


def outcome(state: State) -> Outcome | None:
    winner = state["winner"]
    if winner is None:
        return None
    return Outcome(tuple(state["positions"]), frozenset((winner,)),
                   f"{seat_name(winner)} reached the treasure first.")


def _copy_state(state: State) -> State:
    """A deep copy that knows the state's shape: several times faster than the generic copy_json,
    which matters because the suite and the table copy the state at every step. A new nested key
    must be added here."""
    copy = dict(state)
    copy["options"] = dict(state["options"])
    copy["rng"] = dict(state["rng"])
    copy["hands"] = [list(hand) for hand in state["hands"]]
    copy["board"] = [dict(die) for die in state["board"]]
    copy["positions"] = list(state["positions"])
    copy["last"] = _copy_result(state["last"])
    copy["last_throw"] = _copy_throw(state["last_throw"])
    return copy


def _copy_result(last: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy of a claim's result (see _result), level by level: views and clones make one at every step."""
    if last is None:
        return None
    return {**last, "seats": list(last["seats"]), "names": list(last["names"]), "wrong": list(last["wrong"]),
            "taken": list(last["taken"]), "moves": list(last["moves"])}


def _copy_throw(throw: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if throw is None else dict(throw, knocked=list(throw["knocked"]))


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(
    INFO.name, _STATE_KEYS, KINDS, copy=_copy_state)


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    """Nothing: dice, hands and pawns are all in plain sight."""
    return set()


# --- Throwing -------------------------------------------------------------------------------------------

def _throw(state: State) -> list[Event]:
    """Deal back first if nobody holds a die; the die lands at random and may knock board dice over."""
    events = []
    dealt_back = not any(state["hands"])
    if dealt_back:
        _deal(state)
        events.append(Event("dealt", {"hands": copy_json(state["hands"])}))
    hands, board, seat = state["hands"], state["board"], state["turn"]
    die = hands[seat].pop(0)
    draw = rng_stream(state["rng"])  # each number as randrange and randint drew it (see draw_below)
    face = draw_below(draw, 6)
    x = _LOWEST_CENTRE + draw_below(draw, _CENTRES)
    y = _LOWEST_CENTRE + draw_below(draw, _CENTRES)
    symbol, colour = FACES[die][face]
    events.append(Event("thrown", {"seat": seat, "die": die, "symbol": symbol, "colour": colour, "x": x, "y": y}))
    knocked = []
    for other in board:
        dx = other["x"] - x
        if dx * dx >= _TOUCHING_SQUARED:  # most dice are too far left or right: dy is not needed
            continue
        dy = other["y"] - y
        if dx * dx + dy * dy < _TOUCHING_SQUARED:
            events.append(_knock(other, x, y, 1 + draw_below(draw, 5)))
            knocked.append(other["id"])
    board.append({"id": die, "face": face, "x": x, "y": y})
    state["claims_open"] = True
    state["last_throw"] = {"seat": seat, "die": die, "knocked": knocked, "dealt_back": dealt_back}
    state["turn"] = _next_thrower(state, seat)
    return events


def _knock(die: dict[str, Any], x: int, y: int, turn_by: int) -> Event:
    """(our design) The knocked die turns to another face and slides until it just touches the one
    thrown to (``x``, ``y``)."""
    from_x, from_y = die["x"], die["y"]
    dx, dy = from_x - x, from_y - y
    length = math.hypot(dx, dy) or 1.0
    if dx == 0 and dy == 0:
        dx = 1
    half = DIE_UNITS // 2
    die["x"] = min(BOARD_UNITS - half, max(half, round(x + dx / length * DIE_UNITS)))
    die["y"] = min(BOARD_UNITS - half, max(half, round(y + dy / length * DIE_UNITS)))
    die["face"] = (die["face"] + turn_by) % 6
    symbol, colour = FACES[die["id"]][die["face"]]
    return Event("knocked", {"die": die["id"], "symbol": symbol, "colour": colour, "x": die["x"],
                             "y": die["y"], "from_x": from_x, "from_y": from_y})


def _deal(state: State) -> None:
    """All 12 dice, shuffled, split evenly between the seats; the board is cleared."""
    each = DICE_PER_SEAT[state["seats"]]
    dice = shuffled(state["rng"], range(DICE))
    state["hands"] = [sorted(dice[s * each:(s + 1) * each]) for s in range(state["seats"])]
    state["board"] = []


def _next_thrower(state: State, after: int) -> int:
    """The next seat clockwise holding dice; if nobody does, simply the next seat (it deals back)."""
    seats = state["seats"]
    for step in range(1, seats + 1):
        seat = (after + step) % seats
        if state["hands"][seat]:
            return seat
    return (after + 1) % seats


# --- Announcing ------------------------------------------------------------------------------------------

def _announce(state: State, names: list[str]) -> list[Event]:
    """``names`` passed is_legal, so they are already well formed: judged without announce's checks."""
    seat = state["claimant"]
    board = state["board"]
    present = series([FACES[die["id"]][die["face"]] for die in board])
    wrong = [name for name in names if name not in present]
    correct = not wrong
    if correct:
        taken = {index for name in names for index in present[name]}
        taken_ids = sorted([board[index]["id"] for index in taken])
        state["board"] = [die for index, die in enumerate(board) if index not in taken]
        state["hands"][seat] = sorted(state["hands"][seat] + taken_ids)
        state["turn"] = seat
    else:
        taken_ids = []
    events = [Event("announced", {"seat": seat, "names": names, "correct": correct, "wrong": wrong,
                                  "taken": taken_ids})]
    after = advance(state["positions"], seat, names, correct, finish=state["finish"])
    state["last"] = _result("announce", seat, [seat], names, correct, wrong, taken_ids,
                            list(map(sub, after, state["positions"])))
    return events + _move_pawns(state, after)


def _time_out(state: State) -> list[Event]:
    seat = state["claimant"]
    after = list(state["positions"])
    after[seat] = max(0, after[seat] - TIMEOUT_PENALTY)
    state["last"] = _result("timeout", seat, [seat], [], False, [], [], list(map(sub, after, state["positions"])))
    return [Event("timed_out", {"seat": seat}), *_move_pawns(state, after)]


def _move_pawns(state: State, after: list[int]) -> list[Event]:
    """Move every pawn, close the announcement and the claims (one announcement per throw), and end
    the game if the claimant reached the treasure."""
    seat, before = state["claimant"], state["positions"]
    events = [Event("moved", {"seat": s, "from": before[s], "to": after[s]})
              for s in _claimant_first(state["seats"], seat) if after[s] != before[s]]
    state["positions"] = after
    state["phase"], state["claimant"], state["claims_open"] = "throw", None, False
    if after[seat] >= state["finish"]:
        state["phase"], state["winner"] = "over", seat
        events.append(Event("won", {"seat": seat}))
    return events


@lru_cache(maxsize=64)
def _claimant_first(seats: int, claimant: int) -> tuple[int, ...]:
    """The order pawns move in: the claimant's first, then the others' by seat number."""
    return (claimant, *(other for other in range(seats) if other != claimant))


def _result(kind: str, seat: int | None, seats: list[int], names: list[str], correct: bool | None,
            wrong: list[str], taken: list[int], moves: list[int]) -> dict[str, Any]:
    return {"kind": kind, "seat": seat, "seats": seats, "names": list(names), "correct": correct,
            "wrong": wrong, "taken": taken, "moves": moves}


# --- Helpers -----------------------------------------------------------------------------------------------

def _board_view(state: State) -> list[dict[str, Any]]:
    knocked = state["last_throw"]["knocked"] if state["last_throw"] else ()
    board = []
    for die in state["board"]:
        die_id = die["id"]
        symbol, colour = FACES[die_id][die["face"]]
        board.append({"id": die_id, "symbol": symbol, "colour": colour, "x": die["x"], "y": die["y"],
                      "knocked": die_id in knocked})
    return board


def _judged(present: dict[str, list[int]], names: list[str]) -> tuple[bool, set[int]]:
    """Whether every named series is among the ``present`` ones, and if so the dice taken."""
    if any(name not in present for name in names):
        return False, set()
    return True, {index for name in names for index in present[name]}


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, action.seat)``, without copying the list: the
    claimant's 299 announcements are looked up in a set, a seat's few other moves in their tuple."""
    seat, phase = action.seat, state["phase"]
    if phase == "announce":
        return seat == state["claimant"] and action in _announcement_set(seat)
    if phase == "throw":
        return action in _throw_phase_moves(state["seats"], seat, seat == state["turn"], state["claims_open"])
    return False


_NOBODY: frozenset[int] = frozenset()


@lru_cache(maxsize=64)
def _only(seat: int) -> frozenset[int]:
    """The one frozenset of one seat: to_act answers at every step, and answers the same few sets
    (bounded like the caches below, as their keys may come from a hostile save)."""
    return frozenset((seat,))


@lru_cache(maxsize=64)
def _everyone(seats: int) -> frozenset[int]:
    return frozenset(range(seats))


@lru_cache(maxsize=256)
def _throw_phase_moves(seats: int, seat: int, throws: bool, claims_open: bool) -> tuple[Action, ...]:
    """A seat's moves while no claim is pending: its throw if due, then a claim and its ties while
    claims are open (any seat at the table may claim)."""
    moves = (action_of(seat, "throw"),) if throws else ()
    if claims_open and 0 <= seat < seats:
        moves += (action_of(seat, "claim"), *_ties(seats, seat))
    return moves


@lru_cache(maxsize=None)
def _announcement_set(seat: int) -> frozenset[Action]:
    return frozenset(_announcements(seat))


@lru_cache(maxsize=None)
def _announcements(seat: int) -> tuple[Action, ...]:
    """Every announcement a claimant may make (each set of names once, canonical order), then timeout."""
    sets = [combo for size in range(1, MAX_SERIES_PER_ANNOUNCEMENT + 1)
            for combo in combinations(SERIES_NAMES, size)]
    return (*(Action(seat, "announce", combo) for combo in sets), Action(seat, "timeout"))


@lru_cache(maxsize=None)
def _ties(seats: int, seat: int) -> tuple[Action, ...]:
    """Every group of 2+ seats whose lowest member is ``seat``, smallest groups first."""
    higher = range(seat + 1, seats)
    return tuple(Action(seat, "tie", (seat, *others))
                 for size in range(1, seats - seat) for others in combinations(higher, size))


def _check_names(names: list[str]) -> None:
    unknown = [name for name in names if name not in SERIES_NAMES]
    if unknown:
        raise ValueError(f"There is no series called {unknown[0]!r}.")
    if not 1 <= len(names) <= MAX_SERIES_PER_ANNOUNCEMENT or len(set(names)) != len(names):
        raise ValueError(f"An announcement names 1 to {MAX_SERIES_PER_ANNOUNCEMENT} different series.")


def _explain(state: State, action: Action) -> str:
    """Why a move that is not in the legal list was refused, in a player's words."""
    kind, phase = action.kind, state["phase"]
    if kind not in KINDS:
        return "That is not a Coconut Pirate move: throw the die, claim, or announce after claiming."
    if phase == "announce" and kind in ("throw", "claim", "tie"):
        return f"{seat_name(state['claimant'])} has claimed: wait for the announcement."
    if phase == "throw" and kind in ("announce", "timeout"):
        return "Claim first: only the pirate who claimed may announce."
    if kind in ("throw", "claim", "timeout") and action.args:
        return f"{_VERB_WORDS[kind]} needs nothing chosen with it."
    if kind == "throw":
        return f"It is {seat_name(state['turn'])}'s turn to throw."
    if kind == "tie":
        return "A tie names two or more different pirates in ascending seat order, told by the first of them."
    return _explain_names(action.args)


_VERB_WORDS = {"throw": "Throwing the die", "claim": "A claim", "timeout": "Running out of time"}
"""The moves that take no argument, as a refusal names them."""


def _explain_names(args: tuple[Any, ...]) -> str:
    names = [str(arg) for arg in args]
    try:
        _check_names(names)
    except ValueError as problem:
        return str(problem)
    return "Name the series in the usual order: symbols first (skull to pistol), then colours (black to purple)."

"""Kokonotsu: monkeys fight over nine coconut cards laid out in a 3x3 grid.

Las-nut lies in the centre of the grid, Change-nut and seven coconuts drawn at random from the other
fourteen around it. Each player owns ten monkey cards, 1 to 10, in their colour: two lie face down in
front of them as Ambush cards (only their owner may look), three form the hand and five are a private
draw pile. Each round the dealer puts the grey coconut chip on a face-up coconut; its effect bends the
whole round. Everyone then chooses face down at the same time, the cards are shown together, equal
monkeypowers cancel each other, and the best of the rest (usually the highest) flips the coconut and
puts a chip on it. A round nobody wins flips its coconut without a chip and hands it to the next
round's winner as well; what is still undecided after round 9 is lost. Hands are refilled to three
while the draw pile lasts, so they shrink to two, one and none in rounds 7 to 9. Las-nut may only be
chosen in round 9, where it is the last card left and is fought with the sum of the Ambush cards.
A row, column or diagonal of one's chips wins at once; otherwise after round 9 the most points win (a
chip is 1 point, on Las-nut 1, 2 or 3 with 2, 3 or 4 players) and a tie goes to whoever of the tied
players has a chip on the lowest numbered position. The dealer moves one seat clockwise each round.

Our readings where the rulebook is open (RULINGS.md, Kokonotsu; "our design" ones are constants):
positions 1-8 run clockwise from the top-left corner around Las-nut at 9 (:data:`POSITION_CELLS`);
seats sit clockwise in seat order and one's left neighbour is the next seat (:data:`DIRECTION_STEPS`);
Discard-nut, Weak-nut and Strong-nut look at the player's own pile; the Previous-nut bonus is the face
value of every card the player itself played last round, whoever owned it
(:data:`PREVIOUS_NUT_COUNTS_CARDS_PLAYED`); Las-nut ties cancel as in every round
(:data:`LAS_NUT_TIES_CANCEL`); Adjoining-nut takes a card blind by its place in the neighbour's hand,
which is shuffled first; "opposite" is a Who-nut direction with four players only
(:data:`PASS_DIRECTIONS`); with two players Who-nut and Adjoining-nut need no direction (every
direction is the other player); a card handed on by Who-nut stays hidden from its receiver until
every seat has given.

Monkey cards are ``"<colour>-<value>"`` (``"red-7"``); seat 0 is red, then blue, yellow, purple.
Coconut ids: ``who-nut adjoining-nut sub-nut boss-nut discard-nut change-nut las-nut coconut odd-nut
even-nut previous-nut no-no-nut weak-nut strong-nut 2-nut loss-nut``.

Actions (text ``"<seat> <verb> [args]"``), each by the seats in ``waiting_for``:
``coconut <position>``            the dealer picks this round's coconut (1-9)
``direction left|right|opposite`` the dealer's direction for Who-nut / Adjoining-nut (3-4 players;
                                  opposite: Who-nut with 4 players only)
``give <card>``                   Who-nut: the card handed to the neighbour, who must play it
``take <slot>``                   Adjoining-nut: draw blind the slot-th card (from 1) of the neighbour's hand
``take-back <card>``              Discard-nut: a card back from one's own discard pile (dealer first)
``swap <hand card> <ambush card>`` Change-nut: the exchange before playing
``play <card> [<card>]``          the face-down card (two after Discard-nut)
``announce <number>``             No-no-nut: the dealer names 1-10 once every card is down
Sub-nut, Boss-nut and Las-nut need no choice: the reveal follows the dealer's pick at once.

View keys (``seat`` is the viewer, ``None`` for a spectator; lists are indexed by seat):
``seat``, ``players``, ``colours``, ``options``, ``round``, ``rounds``, ``dealer``, ``phase``
(``coconut``, ``direction``, ``give``, ``take``, ``take-back``, ``play``, ``announce`` or ``over``),
``waiting_for`` (seats still to choose), ``prompt`` (what the viewer must do now, or ``None``),
``grid`` (9 dicts in position order: ``position``, ``row``, ``column``, ``coconut``, ``name``,
``face_up``, ``chip`` (seat or ``None``), ``selectable``), ``coconut`` / ``coconut_position`` /
``coconut_name`` / ``effect`` (the current pick and its effect sentence, ``None`` before it),
``direction``, ``no_no`` (the announced number), ``carried`` (face-down positions waiting for a winner),
``hand`` (own, ``None`` for a spectator), ``ambush`` (own), ``my_face_down`` (cards lying face down
in front of the viewer; ``None`` for a card handed to the viewer by Who-nut while anyone has still to
give), ``my_card_elsewhere`` (``{"seat", "card"}``: the viewer's card given or taken
this round), ``hand_counts``, ``ambush_counts``, ``draw_counts``, ``face_down`` (per seat, the owner
seat of each card lying face down before it), ``known_hands`` (hand cards everyone has seen: Sub-nut
and Boss-nut disclosures, cards taken back), ``discards`` (oldest first), ``previous`` (cards each
seat played last round), ``swapped`` / ``taken_back`` (per seat, this round), ``points``, ``chips``
(chip counts), ``last_reveal`` (the latest reveal record, as in the ``reveal`` event), ``result``
(``None`` until the end, then ``{"by": "line" | "points" | "nobody", "winner", "line", "points"}``).

A reveal record: ``round``, ``position``, ``coconut``, ``seats`` (per seat ``{"seat", "cards", "face",
"bonus", "power", "status"}``; status ``won``, ``beaten``, ``cancelled`` or ``dropped``), ``no_no``,
``dropped``, ``cancelled``, ``winner``, ``reason`` (``highest``, ``second-highest``, ``lowest``,
``five-gap``, ``last-standing`` or ``None``), ``chips_placed``, ``carried``, ``lost``, ``hands`` (the
disclosed hands for Sub-nut / Boss-nut, else ``None``) and ``summary`` (a sentence).

Events: ``coconut`` {dealer, position, coconut, effect}, ``direction`` {dealer, direction},
``chosen`` {seat, step} (no card: choices stay secret), ``took-back`` {seat, card}, ``announced``
{dealer, number}, ``reveal`` (the reveal record), ``line`` {seat, positions}, ``game-over``
{winner, by, points}, ``new-round`` {round, dealer}.

Pure judges for tests and bots: :func:`judge`, :func:`completed_line`, :func:`final_winner`,
:func:`points`, :func:`monkeypower_bonus`; :func:`determinise` rebuilds a state from a view.
"""
from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from operator import add
from typing import Any, Callable

from rules.core import (Action, ActionArg, Event, GameInfo, Outcome, RuleError, State, action_of, check_seats,
                        copy_json, merge_options, new_rng, plain_data_protocol, refuse_unless_legal, seat_name,
                        shuffled)

INFO = GameInfo(id="kokonotsu", name="Kokonotsu", min_players=2, max_players=4,
                options={"five_gap": False}, rules_version=2,
                option_choices={"five_gap": (False, True)})

COLOURS = ("red", "blue", "yellow", "purple")
CARD_VALUES = tuple(range(1, 11))
ROUNDS = 9
HAND_SIZE = 3
AMBUSH_SIZE = 2
RANDOM_COCONUTS = 7
FIRST_DEALER = 0

COCONUT_NAMES = {"who-nut": "Who-nut", "adjoining-nut": "Adjoining-nut", "sub-nut": "Sub-nut",
                 "boss-nut": "Boss-nut", "discard-nut": "Discard-nut", "change-nut": "Change-nut",
                 "las-nut": "Las-nut", "coconut": "Coconut", "odd-nut": "Odd-nut",
                 "even-nut": "Even-nut", "previous-nut": "Previous-nut", "no-no-nut": "No-no-nut",
                 "weak-nut": "Weak-nut", "strong-nut": "Strong-nut", "2-nut": "2-nut",
                 "loss-nut": "Loss-nut"}
EFFECTS = {
    "who-nut": "The dealer names a direction; everyone passes one hand card to the player that way, "
               "and each player must play the card handed to them.",
    "adjoining-nut": "The dealer names left or right; everyone draws one card blind from the hand of "
                     "the player that way and plays it.",
    "sub-nut": "Everyone shows their hand and must play its lowest card.",
    "boss-nut": "Everyone shows their hand and must play its highest card.",
    "discard-nut": "From the dealer clockwise, everyone takes one card back from their own discard "
                   "pile, then plays two cards whose sum is the monkeypower (round 1: a plain round).",
    "change-nut": "Before playing, everyone swaps one card of their hand with one of their Ambush cards.",
    "las-nut": "Nobody plays from the hand: each monkeypower is the sum of the two Ambush cards, and "
               "if everyone cancels out nobody wins and all carried coconuts are lost.",
    "coconut": "No effect: the highest monkeypower wins.",
    "odd-nut": "An odd card counts 2 more.",
    "even-nut": "An even card counts 2 more.",
    "previous-nut": "Each card counts the value of the card its player played last round on top "
                    "(round 1: a plain round).",
    "no-no-nut": "When every card is down, the dealer names a number from 1 to 10; whoever played "
                 "that number drops out.",
    "weak-nut": "Each card counts the lowest card of its player's own discard pile on top "
                "(round 1: a plain round).",
    "strong-nut": "Each card counts the highest card of its player's own discard pile on top "
                  "(round 1: a plain round).",
    "2-nut": "The second-highest monkeypower wins; a lone player left in wins anyway.",
    "loss-nut": "The lowest monkeypower wins.",
}
LAS_NUT = "las-nut"
CHANGE_NUT = "change-nut"
RANDOM_POOL = tuple(c for c in COCONUT_NAMES if c not in (LAS_NUT, CHANGE_NUT))
SHOWN_HAND = {"sub-nut": min, "boss-nut": max}
"""The coconuts that disclose every hand and force its lowest or highest card."""
PASSING = ("who-nut", "adjoining-nut")

POSITIONS = tuple(range(1, 10))
LAS_NUT_POSITION = 9
POSITION_CELLS = {1: (0, 0), 2: (0, 1), 3: (0, 2), 4: (1, 2), 5: (2, 2), 6: (2, 1), 7: (2, 0),
                  8: (1, 0), 9: (1, 1)}
"""(row, column) of each position: 1-8 clockwise from the top-left corner, Las-nut 9 in the centre
(our design: the printed numbering is unknown; it decides the points tie-break)."""
DIRECTION_STEPS = {"left": 1, "right": -1, "opposite": 2}
"""Seat offsets (our design): seats sit clockwise in seat order, and the player on one's left is
the next seat clockwise. "Opposite" exists only with four players."""
PASS_DIRECTIONS = {"who-nut": ("left", "right", "opposite"), "adjoining-nut": ("left", "right")}
"""What the dealer may name for each passing coconut (RULINGS): Adjoining-nut takes only from an
adjoining player; "opposite corner" is Who-nut's alone, and only with four players."""
CLOCKWISE = DIRECTION_STEPS["left"]
TWO_PLAYER_DIRECTION = "left"
"""With two players every direction is the other player, so the dealer is not asked."""
LAS_NUT_POINTS = {2: 1, 3: 2, 4: 3}
LAS_NUT_TIES_CANCEL = True
"""(RULINGS) Equal monkeypowers on Las-nut cancel as in every round, and the rest fight on: with 11,
11 and 9 the 9 wins. The rulebook's note that a Las-nut tie wins nobody anything is read as the case
where everyone cancels: then nobody wins it and the carried coconuts are lost with it (nothing carries
past round 9). False would read the note literally: any tie on Las-nut, and nobody wins it."""
PREVIOUS_NUT_COUNTS_CARDS_PLAYED = True
"""(RULINGS) Previous-nut adds the face value of every card the player played in the round before,
whoever owned it: the neighbour's card after Who-nut or Adjoining-nut, both cards after Discard-nut.
False would count the player's own cards played that round instead, wherever they went."""
ODD_EVEN_BONUS = 2
_BONUS_NUTS = frozenset({"odd-nut", "even-nut", "previous-nut", "weak-nut", "strong-nut"})
"""The coconuts :func:`monkeypower_bonus` adds something for; the reveal skips it for the others."""
FIVE_GAP_MARGIN = 5
FIVE_GAP_EXEMPT = frozenset({"2-nut", "loss-nut"})
DISCARD_NUT_CARDS = 2

KINDS = ("coconut", "direction", "give", "take", "take-back", "swap", "play", "announce")
_DEALER_PHASES = frozenset(("coconut", "direction", "announce"))
_ALONE = tuple(frozenset((seat,)) for seat in range(len(COLOURS)))
_EVERYONE = tuple(frozenset(range(players)) for players in range(len(COLOURS) + 1))
_NOBODY: frozenset[int] = frozenset()
"""to_act's usual answers (one seat, every seat, nobody), built once: to_act runs at every step."""
_STATE_KEYS = ("options", "rng", "players", "grid", "face_up", "chips", "round", "dealer", "phase",
               "coconut", "direction", "no_no", "hands", "ambush", "draws", "discards", "played",
               "handed", "swapped", "taken_back", "exposed", "previous", "carried", "last_reveal",
               "result")
_VALUE = {f"{colour}-{value}": value for colour in COLOURS for value in CARD_VALUES}
_OWNER = {f"{colour}-{value}": seat for seat, colour in enumerate(COLOURS) for value in CARD_VALUES}
_value_of = _VALUE.__getitem__
"""Every monkey card's face value and owner seat, looked up rather than parsed: the reveal, the discard
piles and the hand order read them at every step of a playout."""
_DECKS = tuple(tuple(f"{colour}-{value}" for value in CARD_VALUES) for colour in COLOURS)
"""Every seat's ten cards in value order, as :func:`deck_of` lists them: a new game shuffles them."""


def _lines() -> tuple[tuple[int, ...], ...]:
    at = {cell: position for position, cell in POSITION_CELLS.items()}
    rows = [tuple(at[(r, c)] for c in range(3)) for r in range(3)]
    columns = [tuple(at[(r, c)] for r in range(3)) for c in range(3)]
    diagonals = [tuple(at[(i, i)] for i in range(3)), tuple(at[(i, 2 - i)] for i in range(3))]
    return tuple(tuple(sorted(line)) for line in rows + columns + diagonals)


LINES = _lines()
"""Every row, column and diagonal as a sorted tuple of positions."""
_LINE_INDEXES = tuple((line, tuple(p - 1 for p in line)) for line in LINES)
"""Each line with its positions' indexes into the chips, for the check at the end of every round."""


def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    check_seats(INFO, seats)
    merged = merge_options(INFO, options)
    rng = new_rng(seed)
    outer = shuffled(rng, [*shuffled(rng, RANDOM_POOL)[:RANDOM_COCONUTS], CHANGE_NUT])
    decks = [shuffled(rng, _DECKS[seat]) for seat in range(seats)]
    state: State = {"options": merged, "rng": rng, "players": seats, "grid": [*outer, LAS_NUT],
                    "face_up": [True] * 9, "chips": [None] * 9, "round": 1, "dealer": FIRST_DEALER,
                    "ambush": [deck[:AMBUSH_SIZE] for deck in decks],
                    "hands": [_by_value(deck[AMBUSH_SIZE:AMBUSH_SIZE + HAND_SIZE]) for deck in decks],
                    "draws": [deck[AMBUSH_SIZE + HAND_SIZE:] for deck in decks],
                    "discards": [[] for _ in decks], "exposed": [[] for _ in decks],
                    "previous": [[] for _ in decks], "carried": [], "last_reveal": None,
                    "result": None}
    _start_round(state)
    return state


def to_act(state: State) -> frozenset[int]:
    phase = state["phase"]
    if phase == "play" or phase == "take":
        return _waiting(state["played"])
    if phase in _DEALER_PHASES:
        return _ALONE[state["dealer"]]
    if phase == "take-back":
        return _ALONE[_next_to_take_back(state)]
    if phase == "give":
        return _waiting(state["handed"])
    return _NOBODY


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state["phase"]
    if phase == "play":
        played = state["played"]
        if not 0 <= seat < len(played) or played[seat] is not None:  # as _waits tells it, for the hottest case
            return []
        hand = tuple(state["hands"][seat])
        nut = state["grid"][state["coconut"] - 1]
        if _must_swap(state, seat, nut):
            return list(_swaps(seat, hand, tuple(_by_value(state["ambush"][seat]))))
        return list(_plays(seat, hand, _cards_due(nut, state["round"])))
    if phase == "coconut":
        if seat != state["dealer"]:
            return []
        grid = state["grid"]
        las_nut = grid.index(LAS_NUT) if LAS_NUT in grid else -1
        return list(_coconut_picks(seat, tuple(state["face_up"]), las_nut, state["round"] == ROUNDS))
    if not _acts(state, seat):
        return []
    hand = state["hands"][seat]
    if phase == "direction":
        return list(_listed(seat, "direction", tuple(directions(state["players"], _nut(state)))))
    if phase == "announce":
        return list(_listed(seat, "announce", CARD_VALUES))
    if phase == "give":
        return list(_listed(seat, "give", tuple(hand)))
    if phase == "take":
        slots = len(state["hands"][_neighbour(state, seat)])
        return list(_listed(seat, "take", tuple(range(1, slots + 1))))
    return list(_listed(seat, "take-back", tuple(_by_value(state["discards"][seat]))))


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, action.seat)``. The steps every round takes are
    checked by themselves: a play names the hand's cards, in hand order, as many as due; a swap one hand
    card and one Ambush card; a coconut is a selectable position (:func:`selectable_positions`), picked
    by the dealer."""
    seat, kind, args = action.seat, action.kind, action.args
    phase = state["phase"]
    if (kind == "play" or kind == "swap") and phase == "play":
        played = state["played"]
        if not 0 <= seat < len(played) or played[seat] is not None:
            return False
        nut = state["grid"][state["coconut"] - 1]
        hand = state["hands"][seat]
        if _must_swap(state, seat, nut):
            return kind == "swap" and len(args) == 2 and args[0] in hand and args[1] in state["ambush"][seat]
        if kind == "swap":
            return False
        if _cards_due(nut, state["round"]) == 2:  # two different cards, named in hand order
            return len(args) == 2 and args[0] in hand and args[1] in hand \
                and hand.index(args[0]) < hand.index(args[1])
        return len(args) == 1 and args[0] in hand
    if kind == "coconut" and phase == "coconut":
        if seat != state["dealer"] or len(args) != 1 or args[0] not in POSITIONS:
            return False
        index = args[0] - 1
        return state["face_up"][index] and (state["grid"][index] == LAS_NUT) == (state["round"] == ROUNDS)
    return action in legal_actions(state, seat)


def apply(state: State, action: Action) -> list[Event]:
    """A legal action goes straight to its step; anything else goes to the shared check, which refuses
    it with a reason (and only then works out who may act)."""
    if not (isinstance(action, Action) and is_legal(state, action)):
        refuse_unless_legal(state, action, to_act(state), legal_actions, _explain, is_legal)
    return _STEPS[action.kind](state, action)


def view(state: State, seat: int | None) -> dict[str, Any]:
    players = state["players"]
    position = state["coconut"]
    nut = state["grid"][position - 1] if position else None
    selectable = selectable_positions(state) if state["phase"] == "coconut" else []
    mine = seat is not None
    return {
        "seat": seat, "players": players, "colours": list(COLOURS[:players]),
        "options": dict(state["options"]), "round": state["round"], "rounds": ROUNDS,
        "dealer": state["dealer"], "phase": state["phase"], "waiting_for": sorted(to_act(state)),
        "prompt": _prompt(state, seat) if mine and seat in to_act(state) else None,
        "grid": [{"position": p, "row": POSITION_CELLS[p][0], "column": POSITION_CELLS[p][1],
                  "coconut": state["grid"][p - 1], "name": COCONUT_NAMES[state["grid"][p - 1]],
                  "face_up": state["face_up"][p - 1], "chip": state["chips"][p - 1],
                  "selectable": p in selectable} for p in POSITIONS],
        "coconut": nut, "coconut_position": position,
        "coconut_name": COCONUT_NAMES[nut] if nut else None, "effect": EFFECTS[nut] if nut else None,
        "direction": state["direction"], "no_no": state["no_no"], "carried": list(state["carried"]),
        "hand": list(state["hands"][seat]) if mine else None,
        "ambush": list(state["ambush"][seat]) if mine else None,
        "my_face_down": _my_face_down(state, seat) if mine else [],
        "my_card_elsewhere": _card_elsewhere(state, seat) if mine else None,
        "hand_counts": [len(h) for h in state["hands"]],
        "ambush_counts": [len(a) for a in state["ambush"]],
        "draw_counts": [len(d) for d in state["draws"]],
        "face_down": [[card_owner(c) for c in cards or []] for cards in state["played"]],
        "known_hands": [list(e) for e in state["exposed"]],
        "discards": [list(d) for d in state["discards"]],
        "previous": [list(p) for p in state["previous"]],
        "swapped": list(state["swapped"]), "taken_back": list(state["taken_back"]),
        "points": points(state["chips"], players),
        "chips": [state["chips"].count(s) for s in range(players)],
        "last_reveal": _copy_reveal(state["last_reveal"]), "result": copy_json(state["result"]),
    }


def outcome(state: State) -> Outcome | None:
    result = state["result"]
    if result is None:
        return None
    winner = result["winner"]
    scores = tuple(result["points"])
    if winner is None:
        return Outcome(scores, frozenset(), "Nobody placed a chip, so nobody wins.")
    name = seat_name(winner)
    if result["by"] == "line":
        return Outcome(scores, frozenset((winner,)), f"{name} completes {line_words(result['line'])} and wins.")
    best = scores[winner]
    tied = [s for s, score in enumerate(scores) if score == best]
    if len(tied) == 1:
        return Outcome(scores, frozenset((winner,)), f"{name} wins with {best} points.")
    lowest = state["chips"].index(winner) + 1
    return Outcome(scores, frozenset((winner,)),
                   f"{name} wins the tie on {best} points with a chip on position {lowest}.")


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(INFO.name, _STATE_KEYS, KINDS)


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    """Hands, Ambush cards and face-down cards of others, every draw pile (its own too), and a card
    on its way to this seat (Who-nut, until every seat has given)."""
    hidden: set[str] = set(_in_transit_to(state, seat)) if seat is not None else set()
    for other in range(state["players"]):
        hidden.update(state["draws"][other])
        if other == seat:
            continue
        hidden.update(state["hands"][other])
        hidden.update(state["ambush"][other])
        hidden.update(c for c in state["played"][other] or [] if card_owner(c) != seat)
    for known in state["exposed"]:
        hidden.difference_update(known)
    if state["last_reveal"]:
        hidden.difference_update(_reveal_cards(state["last_reveal"]))
    return hidden


def sample_state(view_: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full game state that ``seat``'s view could come from, for a search bot to play on: the cards
    it cannot place are dealt as :func:`determinise` deals them (cards seen in a hand stay there), and
    the sample's RNG record is seeded from ``rng``, so its later draws differ from the real ones."""
    if view_["seat"] != seat:
        raise RuleError(f"This view belongs to {seat_name(view_['seat'])}, not {seat_name(seat)}.")
    return determinise(view_, rng.randrange(1 << 30))


# --- Judges: pure functions ------------------------------------------------------------------------

def judge(coconut: str, powers: dict[int, int], *, five_gap: bool = False) -> int | None:
    """The round's winner among the seats still in (after No-no-nut), cancelling equal powers first."""
    return _judge_with_reason(coconut, powers, five_gap)[0]


def cancelled_seats(powers: dict[int, int]) -> list[int]:
    """Seats whose monkeypower equals another's: they drop out together."""
    values = list(powers.values())
    if len(set(values)) == len(values):
        return []
    return sorted([s for s, power in powers.items() if values.count(power) > 1])


def line_words(line: list[int]) -> str:
    """e.g. "the middle row (8 · 9 · 4)": where the line lies and its positions as they read on the grid;
    sorted numbers ("4-8-9") matched nothing a player sees."""
    cells = sorted((POSITION_CELLS[position], position) for position in line)
    rows = {row for (row, _), _ in cells}
    columns = {column for (_, column), _ in cells}
    if len(rows) == 1:
        where = f"the {('top', 'middle', 'bottom')[rows.pop()]} row"
    elif len(columns) == 1:
        where = f"the {('left', 'middle', 'right')[columns.pop()]} column"
    else:
        where = f"the diagonal from the top {'left' if cells[0][0][1] == 0 else 'right'}"
    return f"{where} ({' · '.join(str(position) for _, position in cells)})"


def completed_line(chips: list[int | None]) -> int | None:
    """The seat owning a whole row, column or diagonal (chips by position, index 0 is position 1)."""
    line = completed_line_positions(chips)
    return None if line is None else chips[line[0] - 1]


def completed_line_positions(chips: list[int | None]) -> tuple[int, ...] | None:
    for line, (first, second, third) in _LINE_INDEXES:
        owner = chips[first]
        if owner is not None and chips[second] == owner and chips[third] == owner:
            return line
    return None


def points(chips: list[int | None], players: int) -> list[int]:
    """End-of-game points per seat: a chip is 1, on Las-nut 1, 2 or 3 with 2, 3 or 4 players."""
    scores = [0] * players
    for position, owner in zip(POSITIONS, chips):
        if owner is not None:
            scores[owner] += LAS_NUT_POINTS[players] if position == LAS_NUT_POSITION else 1
    return scores


def final_winner(chips: list[int | None], players: int) -> int | None:
    """Most points; a tie goes to the tied seat with a chip on the lowest numbered position."""
    scores = points(chips, players)
    best = max(scores)
    if best == 0:
        return None
    tied = {s for s, score in enumerate(scores) if score == best}
    return next(owner for owner in chips if owner in tied)


def monkeypower_bonus(coconut: str, face: int, discard: list[str], previous: list[str]) -> int:
    """What a coconut adds to a face value, from the player's own discard pile and last round's cards."""
    if coconut == "odd-nut":
        return ODD_EVEN_BONUS if face % 2 else 0
    if coconut == "even-nut":
        return 0 if face % 2 else ODD_EVEN_BONUS
    if coconut == "previous-nut":
        return sum(map(_value_of, previous))
    if coconut == "weak-nut" and discard:
        return min(map(_value_of, discard))
    if coconut == "strong-nut" and discard:
        return max(map(_value_of, discard))
    return 0


# --- Small public helpers the table and the bots share ----------------------------------------------

def card_value(card: str) -> int:
    return _VALUE[card]


def card_owner(card: str) -> int:
    return _OWNER[card]


def deck_of(seat: int) -> list[str]:
    return list(_DECKS[seat])


def directions(players: int, coconut: str) -> list[str]:
    """What the dealer may name for a passing coconut; nothing with two players (it is the other one)."""
    if players == 2:
        return []
    return [d for d in PASS_DIRECTIONS[coconut] if d != "opposite" or players == 4]


def selectable_positions(state: State) -> list[int]:
    """Face-up coconuts; Las-nut only in the last round (when it is the only one left)."""
    final = state["round"] == ROUNDS
    return [p for p, face_up, nut in zip(POSITIONS, state["face_up"], state["grid"])
            if face_up and (nut == LAS_NUT) == final]


def determinise(view_: dict[str, Any], seed: int) -> State:
    """A full state consistent with one seat's view, for a bot's look-ahead.

    The cards the viewer cannot place are dealt at random into the places they could be: cards
    everyone has seen in a hand stay in that hand (or face down, if the player has already chosen),
    the others fill the unknown face-down cards, hands, Ambush cards and draw piles.
    """
    players = view_["players"]
    state: State = {
        "options": dict(view_["options"]), "rng": new_rng(seed), "players": players,
        "grid": [cell["coconut"] for cell in view_["grid"]],
        "face_up": [cell["face_up"] for cell in view_["grid"]],
        "chips": [cell["chip"] for cell in view_["grid"]],
        "round": view_["round"], "dealer": view_["dealer"], "phase": view_["phase"],
        "coconut": view_["coconut_position"], "direction": view_["direction"],
        "no_no": view_["no_no"], "discards": [list(d) for d in view_["discards"]],
        "exposed": [list(k) for k in view_["known_hands"]],
        "previous": [list(p) for p in view_["previous"]], "carried": list(view_["carried"]),
        "swapped": list(view_["swapped"]), "taken_back": list(view_["taken_back"]),
        "last_reveal": copy_json(view_["last_reveal"]), "result": copy_json(view_["result"]),
        "hands": [[] for _ in range(players)], "ambush": [[] for _ in range(players)],
        "draws": [[] for _ in range(players)], "handed": [None] * players,
        "played": [_face_down_known_to(view_, seat) for seat in range(players)],
    }
    sampler = new_rng(seed + 1)
    for owner in range(players):
        _deal_unknown(state, view_, owner, sampler)
    if state["phase"] in ("give", "take"):
        for cards in state["played"]:
            if cards:
                state["handed"][card_owner(cards[0])] = cards[0]
    return state


# --- Steps ----------------------------------------------------------------------------------------

def _choose_coconut(state: State, action: Action) -> list[Event]:
    position = action.args[0]
    nut = state["grid"][position - 1]
    state["coconut"] = position
    events = [Event("coconut", {"dealer": action.seat, "position": position, "coconut": nut,
                                "effect": EFFECTS[nut]})]
    if nut in PASSING:
        if state["players"] == 2:
            state["direction"] = TWO_PLAYER_DIRECTION
            _start_passing(state)
        else:
            state["phase"] = "direction"
    elif nut in SHOWN_HAND:
        events += _play_shown_hands(state, SHOWN_HAND[nut])
    elif nut == LAS_NUT:
        events += _reveal(state)
    elif nut == "discard-nut" and state["round"] > 1:
        state["phase"] = "take-back"
    else:
        state["phase"] = "play"
    return events


def _choose_direction(state: State, action: Action) -> list[Event]:
    state["direction"] = action.args[0]
    _start_passing(state)
    return [Event("direction", {"dealer": action.seat, "direction": action.args[0]})]


def _start_passing(state: State) -> None:
    if _nut(state) == "who-nut":
        state["phase"] = "give"
        return
    state["hands"] = [shuffled(state["rng"], hand) for hand in state["hands"]]
    state["phase"] = "take"


def _give(state: State, action: Action) -> list[Event]:
    seat, card = action.seat, action.args[0]
    state["hands"][seat].remove(card)
    state["handed"][seat] = card
    state["played"][_neighbour(state, seat)] = [card]
    return _chosen_then_maybe_reveal(state, seat, "give")


def _take(state: State, action: Action) -> list[Event]:
    seat = action.seat
    source = _neighbour(state, seat)
    card = state["hands"][source].pop(action.args[0] - 1)
    state["handed"][source] = card
    state["played"][seat] = [card]
    return _chosen_then_maybe_reveal(state, seat, "take")


def _take_back(state: State, action: Action) -> list[Event]:
    seat, card = action.seat, action.args[0]
    state["discards"][seat].remove(card)
    state["hands"][seat] = _by_value([*state["hands"][seat], card])
    state["exposed"][seat].append(card)
    state["taken_back"][seat] = True
    if all(state["taken_back"]):
        state["phase"] = "play"
    return [Event("took-back", {"seat": seat, "card": card})]


def _swap(state: State, action: Action) -> list[Event]:
    seat, card, ambush = action.seat, action.args[0], action.args[1]
    state["hands"][seat] = _by_value([c for c in state["hands"][seat] if c != card] + [ambush])
    state["ambush"][seat] = [card if c == ambush else c for c in state["ambush"][seat]]
    state["swapped"][seat] = True
    return [Event("chosen", {"seat": seat, "step": "swap"})]


def _play(state: State, action: Action) -> list[Event]:
    seat, cards = action.seat, list(action.args)
    hand = state["hands"][seat]
    for card in cards:
        hand.remove(card)
    state["played"][seat] = cards
    events = [Event("chosen", {"seat": seat, "step": "play"})]
    if None in state["played"]:
        return events
    if state["grid"][state["coconut"] - 1] == "no-no-nut":
        state["phase"] = "announce"
        return events
    return events + _reveal(state)


def _announce(state: State, action: Action) -> list[Event]:
    state["no_no"] = action.args[0]
    return [Event("announced", {"dealer": action.seat, "number": action.args[0]}), *_reveal(state)]


_STEPS: dict[str, Callable[[State, Action], list[Event]]] = {
    "coconut": _choose_coconut, "direction": _choose_direction, "give": _give, "take": _take,
    "take-back": _take_back, "swap": _swap, "play": _play, "announce": _announce}


def _chosen_then_maybe_reveal(state: State, seat: int, step: str) -> list[Event]:
    events = [Event("chosen", {"seat": seat, "step": step})]
    if all(played is not None for played in state["played"]):
        events += _reveal(state)
    return events


def _play_shown_hands(state: State, pick: Callable[..., str]) -> list[Event]:
    shown = [list(hand) for hand in state["hands"]]
    for seat, hand in enumerate(state["hands"]):
        card = pick(hand, key=card_value)
        hand.remove(card)
        state["played"][seat] = [card]
    return _reveal(state, shown)


# --- The reveal and the end of a round -------------------------------------------------------------

def _reveal(state: State, shown_hands: list[list[str]] | None = None) -> list[Event]:
    """Everything chosen is shown at once: monkeypowers, drop-outs, cancelling, the winner, chips."""
    position = state["coconut"]
    nut = state["grid"][position - 1]
    # The played lists are this round's alone (the next round, or the end, lays out new ones): shown as they are
    shown = [list(cards) for cards in state["ambush"]] if nut == LAS_NUT else state["played"]
    faces = [_VALUE[cards[0]] if len(cards) == 1 else sum(map(_value_of, cards)) for cards in shown]
    if nut in _BONUS_NUTS:
        bonuses = [monkeypower_bonus(nut, face, discard, previous)
                   for face, discard, previous in zip(faces, state["discards"], state["previous"])]
        powers = tuple(map(add, faces, bonuses))
    else:
        bonuses, powers = [0] * len(faces), tuple(faces)
    if nut == "no-no-nut":
        no_no = state["no_no"]
        dropped = [s for s, cards in enumerate(shown) if any(_VALUE[c] == no_no for c in cards)]
    else:
        dropped = []
    cancelled, winner, reason, statuses = _verdict(nut, powers, tuple(dropped), state["options"]["five_gap"])
    placed, lost = _settle_coconut(state, position, winner)
    record = {"round": state["round"], "position": position, "coconut": nut,
              "seats": [{"seat": s, "cards": cards, "face": faces[s], "bonus": bonuses[s], "power": powers[s],
                         "status": statuses[s]} for s, cards in enumerate(shown)],
              "no_no": state["no_no"], "dropped": dropped, "cancelled": list(cancelled),
              "winner": winner, "reason": reason, "chips_placed": placed,
              "carried": list(state["carried"]), "lost": lost, "hands": shown_hands,
              "summary": _reveal_summary(nut, winner, reason, None if winner is None else powers[winner],
                                         len(placed), len(lost))}
    state["last_reveal"] = record
    events = [Event("reveal", record)]  # shared: no step changes a record once made, the next one replaces it
    _tidy_up(state, nut, shown, shown_hands is not None)
    return _end_round(state, nut, placed, events)


def _copy_reveal(record: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy of a reveal record that knows its shape (see _reveal): every view makes one, and the generic
    deep copy was a tenth of a playout's time."""
    if record is None:
        return None
    hands = record["hands"]
    return {**record, "seats": [{**entry, "cards": entry["cards"][:]} for entry in record["seats"]],
            "hands": None if hands is None else [hand[:] for hand in hands],
            "dropped": record["dropped"][:], "cancelled": record["cancelled"][:],
            "chips_placed": record["chips_placed"][:], "carried": record["carried"][:], "lost": record["lost"][:]}


def _settle_coconut(state: State, position: int, winner: int | None) -> tuple[list[int], list[int]]:
    """Flip the coconut; the winner takes it and every carried one, else it waits for the next winner."""
    state["face_up"][position - 1] = False
    state["carried"].append(position)
    if winner is None:
        if state["round"] < ROUNDS:
            return [], []
        lost, state["carried"] = state["carried"], []
        return [], lost
    placed, state["carried"] = state["carried"], []
    for p in placed:
        state["chips"][p - 1] = winner
    return placed, []


def _tidy_up(state: State, nut: str, shown: list[list[str]], hands_shown: bool) -> None:
    """Played cards go to their owners' discard piles; what everyone now knows of the hands is kept."""
    if nut != LAS_NUT:
        discards = state["discards"]
        for cards in shown:
            for card in cards:
                discards[_OWNER[card]].append(card)
    state["previous"] = shown if PREVIOUS_NUT_COUNTS_CARDS_PLAYED else [
        [card for cards in shown for card in cards if _OWNER[card] == seat] for seat in range(len(shown))]
    if nut == CHANGE_NUT:
        state["exposed"] = [[] for _ in shown]
    elif hands_shown:
        state["exposed"] = [list(hand) for hand in state["hands"]]
    elif any(state["exposed"]):  # else every list is empty and stays so
        state["exposed"] = [[c for c in known if c in hand] if known else []
                            for known, hand in zip(state["exposed"], state["hands"])]


def _end_round(state: State, nut: str, placed: list[int], events: list[Event]) -> list[Event]:
    """The game ends with a line (looked for only when chips were ``placed``: any other line would have
    ended it already) or after the last round; else hands are refilled (and put back in order, as
    Adjoining-nut shuffled them) and the next round starts. Its events follow ``events``."""
    line = completed_line_positions(state["chips"]) if placed else None
    if line is not None:
        winner = state["chips"][line[0] - 1]
        events += (Event("line", {"seat": winner, "positions": list(line)}),
                   _finish(state, "line", winner, list(line)))
        return events
    if state["round"] == ROUNDS:
        events.append(_finish(state, "points", final_winner(state["chips"], state["players"]), None))
        return events
    shuffled_hands = nut == "adjoining-nut"
    for hand, draw in zip(state["hands"], state["draws"]):
        missing = HAND_SIZE - len(hand)
        drawn = missing > 0 and bool(draw)
        if drawn:
            hand += draw[:missing]
            del draw[:missing]
        if drawn or shuffled_hands:
            hand.sort(key=_value_of)
    state["round"] += 1
    state["dealer"] = (state["dealer"] + CLOCKWISE) % state["players"]
    _start_round(state)
    events.append(Event("new-round", {"round": state["round"], "dealer": state["dealer"]}))
    return events


def _finish(state: State, by: str, winner: int | None, line: list[int] | None) -> Event:
    state["phase"] = "over"
    state["played"], state["handed"] = [None] * state["players"], [None] * state["players"]
    state["result"] = {"by": by if winner is not None else "nobody", "winner": winner, "line": line,
                       "points": points(state["chips"], state["players"])}
    return Event("game-over", {"winner": winner, "by": state["result"]["by"],
                               "points": list(state["result"]["points"])})


def _start_round(state: State) -> None:
    players = state["players"]
    state["phase"] = "coconut"
    state["coconut"] = state["direction"] = state["no_no"] = None
    state["played"], state["handed"] = [None] * players, [None] * players
    state["swapped"], state["taken_back"] = [False] * players, [False] * players


# --- Private helpers -------------------------------------------------------------------------------

def _judge_with_reason(coconut: str, powers: dict[int, int], five_gap: bool) -> tuple[int | None, str | None]:
    if coconut not in COCONUT_NAMES:
        raise RuleError(f"There is no coconut called {coconut!r}.")
    return _pick_winner(coconut, powers, cancelled_seats(powers), five_gap)


@lru_cache(maxsize=1 << 14)
def _verdict(coconut: str, powers: tuple[int, ...], dropped: tuple[int, ...],
             five_gap: bool) -> tuple[tuple[int, ...], int | None, str | None, tuple[str, ...]]:
    """The reveal's cancelled seats, winner, reason and every seat's status from the monkeypowers by seat
    and the seats dropped: a playout meets the same few again and again."""
    standing = {seat: power for seat, power in enumerate(powers) if seat not in dropped}
    cancelled = cancelled_seats(standing)
    winner, reason = _pick_winner(coconut, standing, cancelled, five_gap)
    statuses = tuple("won" if seat == winner else "dropped" if seat in dropped
                     else "cancelled" if seat in cancelled else "beaten" for seat in range(len(powers)))
    return tuple(cancelled), winner, reason, statuses


def _pick_winner(coconut: str, powers: dict[int, int], cancelled: list[int],
                 five_gap: bool) -> tuple[int | None, str | None]:
    """The judge once the cancelled seats are known (the reveal has them already for its record)."""
    out = set(powers) if coconut == LAS_NUT and cancelled and not LAS_NUT_TIES_CANCEL else cancelled
    order = sorted([s for s in powers if s not in out] if out else powers, key=powers.__getitem__, reverse=True)
    if not order:
        return None, None
    if coconut == "loss-nut":
        return order[-1], "lowest"
    if len(order) == 1:
        return order[0], "last-standing"
    if coconut == "2-nut":
        return order[1], "second-highest"
    if five_gap and coconut not in FIVE_GAP_EXEMPT and powers[order[0]] - powers[order[1]] >= FIVE_GAP_MARGIN:
        return order[1], "five-gap"
    return order[0], "highest"


_REASON_WORDS = {"highest": "the highest monkeypower", "second-highest": "the second-highest monkeypower",
                 "lowest": "the lowest monkeypower", "last-standing": "the only monkeypower left in",
                 "five-gap": "the second-highest monkeypower, five or more behind the top (five-gap)"}


@lru_cache(maxsize=1 << 12)
def _reveal_summary(coconut: str, winner: int | None, reason: str | None, power: int | None, taken: int,
                    lost: int) -> str:
    """The reveal's sentence, from the few values it depends on: the same ones recur all game long."""
    name = COCONUT_NAMES[coconut]
    if winner is None:
        if not lost:
            return f"Nobody wins {name}: it goes to the next round's winner as well."
        carried = lost - 1
        extra = f", and so are {carried} carried coconut{'s' if carried > 1 else ''}" if carried else ""
        return f"Nobody wins {name}: it is lost{extra}."
    extra = f" and {taken - 1} carried coconut{'s' if taken > 2 else ''}" if taken > 1 else ""
    return f"{seat_name(winner)} wins {name}{extra} with {_REASON_WORDS[reason]} ({power})."


def _reveal_cards(record: dict[str, Any]) -> list[str]:
    cards = [c for entry in record["seats"] for c in entry["cards"]]
    for hand in record["hands"] or []:
        cards.extend(hand)
    return cards


def _acts(state: State, seat: int) -> bool:
    """Whether ``seat`` is in ``to_act(state)``, told without building that set."""
    phase = state["phase"]
    if phase == "play" or phase == "take":
        return _waits(state["played"], seat)
    if phase == "give":
        return _waits(state["handed"], seat)
    return seat in to_act(state)


def _waiting(slots: list[Any]) -> frozenset[int]:
    """The seats whose slot (a face-down card, a card handed on) is still empty."""
    empty = slots.count(None)
    if empty == 1:
        return _ALONE[slots.index(None)]
    if empty == len(slots):
        return _EVERYONE[empty]
    return frozenset([seat for seat, filled in enumerate(slots) if filled is None])


def _waits(slots: list[Any], seat: int) -> bool:
    """Whether ``seat`` has still to fill its slot (a face-down card, a card handed on)."""
    return 0 <= seat < len(slots) and slots[seat] is None


@lru_cache(maxsize=1 << 12)
def _listed(seat: int, kind: str, choices: tuple[ActionArg, ...]) -> tuple[Action, ...]:
    """One action of ``kind`` per choice, in order: the lists legal_actions hands out are built once."""
    return tuple(action_of(seat, kind, choice) for choice in choices)


@lru_cache(maxsize=1 << 12)
def _coconut_picks(seat: int, face_up: tuple[bool, ...], las_nut: int, final: bool) -> tuple[Action, ...]:
    """The dealer's picks, as :func:`selectable_positions` tells them, from the few values they depend on
    (which coconuts are face up, Las-nut's index in the grid, whether this is the last round)."""
    return tuple(action_of(seat, "coconut", index + 1) for index, up in enumerate(face_up)
                 if up and (index == las_nut) == final)


@lru_cache(maxsize=1 << 12)
def _plays(seat: int, hand: tuple[str, ...], count: int) -> tuple[Action, ...]:
    """Every choice of ``count`` cards from the hand, each in hand order."""
    return tuple(action_of(seat, "play", *cards) for cards in combinations(hand, count))


@lru_cache(maxsize=1 << 12)
def _swaps(seat: int, hand: tuple[str, ...], ambush: tuple[str, ...]) -> tuple[Action, ...]:
    """Change-nut: every hand card against every Ambush card."""
    return tuple(action_of(seat, "swap", card, other) for card in hand for other in ambush)


def _nut(state: State) -> str:
    """This round's coconut (once the dealer has picked it)."""
    return state["grid"][state["coconut"] - 1]


def _neighbour(state: State, seat: int) -> int:
    """The seat in the dealer's direction: whom Who-nut gives to, whom Adjoining-nut takes from."""
    return (seat + DIRECTION_STEPS[state["direction"]]) % state["players"]


def _next_to_take_back(state: State) -> int:
    players = state["players"]
    return next(seat for seat in ((state["dealer"] + CLOCKWISE * k) % players for k in range(players))
                if not state["taken_back"][seat])


def _must_swap(state: State, seat: int, nut: str) -> bool:
    """Whether ``seat`` swaps before it plays, under the coconut ``nut`` fought this round."""
    return nut == CHANGE_NUT and not state["swapped"][seat]


def _cards_due(nut: str, round_: int) -> int:
    """How many cards each seat plays face down under the coconut ``nut`` in round ``round_``."""
    return DISCARD_NUT_CARDS if nut == "discard-nut" and round_ > 1 else 1


def _in_transit_to(state: State, seat: int) -> list[str]:
    """Cards handed to ``seat`` by Who-nut that it may not see yet: until every seat has given."""
    if state["phase"] != "give":
        return []
    return [card for card in state["played"][seat] or [] if card_owner(card) != seat]


def _my_face_down(state: State, seat: int) -> list[str | None]:
    hidden = _in_transit_to(state, seat)
    return [None if card in hidden else card for card in state["played"][seat] or []]


def _card_elsewhere(state: State, seat: int) -> dict[str, Any] | None:
    """The viewer's card lying face down before another seat this round (given, or taken from it)."""
    card = state["handed"][seat]
    if card is None:
        return None
    holder = next(s for s, cards in enumerate(state["played"]) if cards and card in cards)
    return {"seat": holder, "card": card}


def _by_value(cards: list[str]) -> list[str]:
    return sorted(cards, key=_value_of)


def _prompt(state: State, seat: int) -> str:
    phase = state["phase"]
    if phase == "coconut":
        return "Choose this round's coconut."
    if phase == "direction":
        return "Choose the direction: " + ", ".join(directions(state["players"], _nut(state))) + "."
    if phase == "announce":
        return "Name a number from 1 to 10: whoever played it drops out."
    if phase == "give":
        return f"Choose a card to hand to {seat_name(_neighbour(state, seat))}."
    if phase == "take":
        return f"Draw a card blind from {seat_name(_neighbour(state, seat))}'s hand."
    if phase == "take-back":
        return "Take a card back from your discard pile."
    nut = _nut(state)
    if _must_swap(state, seat, nut):
        return "Swap a hand card with one of your Ambush cards."
    count = _cards_due(nut, state["round"])
    return "Play two cards face down." if count == 2 else "Play a card face down."


def _explain(state: State, action: Action) -> str:
    legal_kinds = {a.kind for a in legal_actions(state, action.seat)}
    if action.kind not in legal_kinds:
        return f"Not now: {_prompt(state, action.seat)}"
    args = action.args
    seat = action.seat
    if action.kind == "coconut":
        return _explain_coconut(state, args)
    if action.kind == "direction":
        *others, last = directions(state["players"], _nut(state))
        choices = f"{', '.join(others)} or {last}" if others else last
        return f"With {state['players']} players, {COCONUT_NAMES[_nut(state)]} passes {choices}."
    if action.kind == "announce":
        return "Name a number from 1 to 10."
    if action.kind == "take":
        source = _neighbour(state, seat)
        held = len(state["hands"][source])
        return f"{seat_name(source)} holds {held} {'card' if held == 1 else 'cards'}: take one of them."
    if action.kind == "take-back":
        return f"{_that_card(args[0] if args else None)} is not in your discard pile."
    if action.kind == "swap":
        return _explain_swap(state, seat, args)
    return _explain_cards(state, seat, args, 1 if action.kind == "give" else _cards_due(_nut(state), state["round"]))


def _explain_coconut(state: State, args: tuple[Any, ...]) -> str:
    if len(args) != 1 or args[0] not in POSITIONS:
        return "Choose a coconut by its position, 1 to 9."
    position = args[0]
    if not state["face_up"][position - 1]:
        return f"The coconut at position {position} has already been played."
    return "Las-nut can only be chosen in round 9."


def _explain_swap(state: State, seat: int, args: tuple[Any, ...]) -> str:
    if len(args) != 2:
        return "Name one hand card and one Ambush card to swap."
    if args[0] not in state["hands"][seat]:
        return f"{_that_card(args[0])} is not in your hand."
    return f"{_that_card(args[1])} is not one of your Ambush cards."


def _explain_cards(state: State, seat: int, args: tuple[Any, ...], count: int) -> str:
    if len(args) != count or len(set(args)) != count:
        return "Play two different cards." if count == 2 else "Choose exactly one card."
    missing = [card for card in args if card not in state["hands"][seat]]
    if missing:
        return f"{_that_card(missing[0])} is not in your hand."
    return "Choose the lower card first."


def _that_card(card: Any) -> str:
    """A card by its value, the one thing every table prints on it: the rules' colour words are not
    the colours the seats' cards wear."""
    return f"That {_VALUE[card]}" if card in _VALUE else "That card"


def _deal_unknown(state: State, view_: dict[str, Any], owner: int, sampler: dict[str, int]) -> None:
    """Deal one colour's unplaced cards into its face-down gaps, hand, Ambush cards and draw pile."""
    if owner == view_["seat"]:
        state["hands"][owner] = list(view_["hand"])
        state["ambush"][owner] = list(view_["ambush"])
    placed = set(state["discards"][owner]) | set(state["hands"][owner]) | set(state["ambush"][owner])
    placed.update(c for cards in state["played"] for c in cards or [] if c)
    if owner == view_["seat"]:
        state["draws"][owner] = shuffled(sampler, [c for c in deck_of(owner) if c not in placed])
        return
    known = [c for c in state["exposed"][owner] if c not in placed]
    unknown = shuffled(sampler, [c for c in deck_of(owner) if c not in placed and c not in known])
    gaps = [(seat, i) for seat, cards in enumerate(state["played"]) for i, card in enumerate(cards or [])
            if card is None and view_["face_down"][seat][i] == owner]
    split = view_["hand_counts"][owner] + len(gaps) - len(known)
    front = shuffled(sampler, known + unknown[:split])
    for seat, i in gaps:
        state["played"][seat][i] = front.pop()
    state["hands"][owner] = _by_value(front)
    ambush_count = view_["ambush_counts"][owner]
    state["ambush"][owner] = unknown[split:split + ambush_count]
    state["draws"][owner] = unknown[split + ambush_count:]


def _face_down_known_to(view_: dict[str, Any], seat: int) -> list[str | None] | None:
    """The cards before ``seat`` as the viewer knows them (``None`` for an unknown one)."""
    owners = view_["face_down"][seat]
    if not owners:
        return None
    if seat == view_["seat"]:
        return list(view_["my_face_down"])
    elsewhere = view_["my_card_elsewhere"]
    known = elsewhere["card"] if elsewhere and elsewhere["seat"] == seat else None
    return [known if owner == view_["seat"] else None for owner in owners]

"""Cheeky Monkeys: be the last trainer standing while mischievous monkeys pile up in front of everyone.

Two to six trainers play anticlockwise: the next seat in turn order is the seat to the player's right,
and the table lays seat numbers out that way. Two 60-card decks are shuffled: the monkeys
(:data:`MONKEY_COUNTS`) and the action cards (:data:`ACTION_COUNTS`); each trainer starts with
:data:`STARTING_HAND` action cards. A round has four steps: *planning* (play action cards, then
``proceed``), *monkey* (the top monkey comes to the active trainer), *drawing* (one action card), and
*training* (play action cards, then ``end``). Cheeky actions are played only in one's own planning or
training; Quick actions (:data:`QUICK`) also in any response window.

Every card that enters the queue of effects (an action played, a monkey on its way to a trainer, a
monkey's effect, an electric shock) opens a response window: every trainer still in the game must
``pass`` or answer with a Quick action, which enters the queue on top and opens its own window. The
queue is a stack: the newest entry resolves first, one step at a time, and an interrupted entry
resumes, after a fresh window if it has not resolved any step yet. A monkey that leaves its
trainer's play leaves the queue; a monkey with an effect (:data:`CONTROL_EFFECTS`) starts it again
whenever it comes under a trainer's control. Monkeys arrive one at a time: each is drawn when it
enters the queue, visible to all, and placed when its entry resolves.

Blasts (:func:`blast_check`): a Headscratcher with a Sniper blasts its trainer at once (an electric
shock enters the queue; one Grounding per Headscratcher, played by anyone, saves them); a Pyromaniac
with a Juggler and no Sniper blasts its trainer at the end of their own round. A blasted trainer is
out: their monkeys and hand go to the discard piles. An empty deck is refilled by shuffling its
discard pile. The last trainer standing wins.

Zombie Invasion (option ``zombies``; RULINGS settles its purple deck, :data:`ZOMBIE_COUNTS`): a blasted
trainer becomes a zombie instead of leaving. They discard their hand and every card in play in front of
them, their round ends, and from then on their monkey step takes the top of the Zombie deck. A zombie
who blasts again discards everything again and stays a zombie. Zombie cards in play are cards in play
like monkeys: every effect that moves, swaps, gives or discards monkeys handles them too (a Sanitary
Check swaps one with the Zombie deck's top). The Rotting Juggler counts as a Bamboo Juggler and the
Static Zombie as a Deadly Headscratcher. Two more ways to win, checked after every step of the queue
(:func:`zombie_victory`): a zombie with all five different Legendary parts in front of them while at
least two non-zombie opponents remain, and the last non-zombie once every other trainer is a zombie.

Our readings where the rulebook and RULINGS leave room (those with a value are constants below): the
first trainer is seat 0; a trainer's Groundings stay counted while their Headscratcher and Sniper are
together, and lapse once the pair is broken; No Way counters the newest action card still waiting in
the queue, and a monkey a countered Common Misfortune has sent on its way goes back on top of the
deck; Closed for Holiday covers the trainer who plays it until the end of the current round (a
monkey arriving for them then goes to the discard pile, and a Tactical Exchange gives them nothing even when
they play it); Pass the Monkey sends the newest monkey on
its way to its player to another trainer; the Freak Destroyer's cards go to trainers still in the game
(monkeys never to one on holiday), and what cannot be given stays; a trainer on holiday keeps the
monkeys a Greedy Tempter would take; a card that is discarded after its effect works at most once a round
(:data:`ONCE_PER_ROUND`).

Card codes: every physical card has a code ``<kind>.<n>`` (``bamboo-juggler.7``); :func:`kind_of` gives
the kind. Actions name a hand card by its kind and monkeys in play by their code.

Actions (text ``"<seat> <verb> [args]"``):

``play <kind> [args]``   play an action card from the hand: ``no-way``, ``closed-for-holiday``,
                         ``common-misfortune``; ``grounding <seat>``; ``fire-bucket <card>``,
                         ``sanitary-check <card>``, ``back-to-the-jungle <card>``;
                         ``pass-the-monkey <seat>``; ``pickpocket <seat>``;
                         ``tactical-exchange <own card> <other's card>``
``pass``                 let the newest queue entry go ahead (in a response window)
``proceed`` / ``end``    finish planning / finish the round
``give <card>``          a Greedy Tempter's victim hands over one of their monkeys
``hand <slot> <seat>``   a Freak Destroyer's trainer gives the hand card in that slot away
``send <card> <seat>``   ... then gives their monkeys away, one at a time

View keys: ``you``, ``players``, ``turn``, ``step`` (planning, monkey, drawing, training), ``phase``
(``window``, ``choice``, the step, or ``over``), ``rounds``, ``status`` (per seat ``live``, ``zombie``
or ``out``), ``zombies`` (the option), ``in_play`` (per seat, codes in arrival order), ``hand`` (``you``'s codes; ``None`` for a
spectator), ``hand_sizes``, ``deck_sizes`` and ``discards`` (per deck), ``monkey_top`` and ``zombie_top`` (a deck's
top when everyone saw it put there), ``parts`` (per seat, the different Legendary parts in front of them), ``holiday``, ``groundings``, ``danger`` (per seat: ``now``,
``end-of-round`` or ``None``), ``stack`` (oldest first; each ``{"id", "kind", "card", "seat", "args",
"answered", ...}``, kinds ``action``, ``arrival``, ``effect``, ``shock``), ``window`` (``{"entry",
"passed"}``), ``choice`` (``{"seat", "kind", "entry"}``), ``winner``, ``won_by`` (``last-standing``,
``legendary`` or ``last-alive``).

Events: ``round`` {seat}, ``step`` {seat, step}, ``played`` {seat, card, args}, ``window`` {entry},
``passed`` {seat}, ``arriving`` {seat, card}, ``entered`` {seat, card}, ``turned_away`` {seat, card},
``redirected`` {seat, target, card}, ``moved`` {card, giver, seat}, ``discarded`` {card, seat},
``to_deck`` {card, seat}, ``drew`` {seat, count}, ``stole`` {seat, target}, ``handed`` {seat, target},
``countered`` {seat, card}, ``grounded`` {seat, target}, ``holiday`` {seat}, ``shock`` {seat},
``saved`` {seat}, ``left_queue`` {card, seat}, ``resolved`` {card}, ``blasted`` {seat, how, zombie},
``reshuffled`` {deck}, ``game_over`` {winner, won_by}. Events never carry a hidden face.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from rules.core import (Action, Event, GameInfo, Outcome, RuleError, State, action_of, check_seats, copy_json,
                        merge_options, new_rng, plain_data_protocol, refuse_unless_legal, rng_stream, seat_name,
                        shuffled)

INFO = GameInfo(id="cheeky_monkeys", name="Cheeky Monkeys", min_players=2, max_players=6,
                options={"zombies": False}, rules_version=1)

PYROMANIAC, JUGGLER, SNIPER, HEADSCRATCHER = ("enthusiastic-pyromaniac", "bamboo-juggler", "watergun-sniper",
                                              "deadly-headscratcher")
SHAMAN, TEMPTER, DESTROYER = "crazy-shaman", "greedy-tempter", "freak-destroyer"
MONKEY_COUNTS = {PYROMANIAC: 10, JUGGLER: 10, SNIPER: 10, HEADSCRATCHER: 10, SHAMAN: 7, TEMPTER: 7, DESTROYER: 6}
"""(RULINGS) The 60 monkeys."""
NO_WAY, GROUNDING, HOLIDAY, FIRE_BUCKET, PASS_THE_MONKEY = ("no-way", "grounding", "closed-for-holiday",
                                                            "fire-bucket", "pass-the-monkey")
SANITARY_CHECK, TACTICAL_EXCHANGE, COMMON_MISFORTUNE, PICKPOCKET, BACK_TO_THE_JUNGLE = (
    "sanitary-check", "tactical-exchange", "common-misfortune", "pickpocket", "back-to-the-jungle")
ACTION_COUNTS = {NO_WAY: 8, GROUNDING: 6, HOLIDAY: 6, FIRE_BUCKET: 5, PASS_THE_MONKEY: 5,
                 SANITARY_CHECK: 6, TACTICAL_EXCHANGE: 6, COMMON_MISFORTUNE: 6, PICKPOCKET: 6, BACK_TO_THE_JUNGLE: 6}
"""(RULINGS) The 60 action cards; the last four of each kind are our design."""
QUICK = frozenset({NO_WAY, GROUNDING, HOLIDAY, FIRE_BUCKET, PASS_THE_MONKEY})
"""Playable at any time: in one's own round and in every response window."""
CHEEKY = frozenset(ACTION_COUNTS) - QUICK
"""Playable only in one's own planning or training, with the queue empty."""
_ANY_ACTION = frozenset(ACTION_COUNTS)
LEGENDARY_PARTS = ("zombie-head", "zombie-torso", "zombie-left-arm", "zombie-right-arm", "zombie-tail")
ROTTING_JUGGLER, STATIC_ZOMBIE, ZOMBIE_HORDE, BRAIN_EATER = ("rotting-juggler", "static-zombie", "zombie-horde",
                                                             "brain-eater")
ZOMBIE_COUNTS = {**{part: 2 for part in LEGENDARY_PARTS}, ROTTING_JUGGLER: 6, STATIC_ZOMBIE: 5, ZOMBIE_HORDE: 5,
                 BRAIN_EATER: 4}
"""(RULINGS, our design) The 30 cards of the purple Zombie deck."""
COUNTS_AS = {ROTTING_JUGGLER: JUGGLER, STATIC_ZOMBIE: HEADSCRATCHER}
"""Zombie cards that count as a monkey for blasts."""
CONTROL_EFFECTS = frozenset({SHAMAN, TEMPTER, DESTROYER, ZOMBIE_HORDE, BRAIN_EATER})
"""Cards in play whose effect starts whenever they come under a trainer's control."""
ONCE_PER_ROUND = frozenset({TEMPTER, DESTROYER, ZOMBIE_HORDE, BRAIN_EATER})
"""(our design) Cards discarded after their effect work at most once per round each: a Tempter and a
Destroyer handed back and forth would otherwise restart each other for ever, every move forced."""
ZOMBIE_VICTORY_OPPONENTS = 2
"""A zombie's Legendary Zombie-Monkey wins only while this many non-zombie opponents remain."""
_WIN_SENTENCES = {"last-standing": "is the last trainer standing",
                  "legendary": "rebuilt the Legendary Zombie-Monkey",
                  "last-alive": "is the last trainer alive: every other one is a zombie"}
STARTING_HAND = 3
FIRST_SEAT = 0
"""(our design) The rulebook picks the trainer who looks most like the cover monkey; seat 0 begins."""
SHAMAN_MONKEYS, SHAMAN_DRAWS = 2, 2
STEPS = ("planning", "monkey", "drawing", "training")
KINDS = ("play", "pass", "proceed", "end", "give", "hand", "send")
_STATE_KEYS = ("options", "rng", "players", "turn", "step", "rounds", "status", "decks", "discards", "known_tops",
               "hands", "in_play", "holiday", "groundings", "stack", "next_entry", "window", "choice", "round_over",
               "worked", "winner", "won_by")
_DECK_COUNTS = {"monkeys": MONKEY_COUNTS, "actions": ACTION_COUNTS, "zombies": ZOMBIE_COUNTS}
_DECK_CODES = {name: tuple(f"{kind}.{n}" for kind, count in counts.items() for n in range(1, count + 1))
               for name, counts in _DECK_COUNTS.items()}
"""Every deck's card codes in code order, as a new game shuffles them."""


class _KindTable(dict[str, str]):
    """Every card code and kind -> its kind, or with ``for_blasts`` what it counts as for blasts
    (:data:`COUNTS_AS`), looked up in one step: the rules ask it of every card in play and in hand at
    every step. Any other text is worked out on the spot and not remembered."""

    def __init__(self, for_blasts: bool) -> None:
        super().__init__()
        self.for_blasts = for_blasts
        for counts in _DECK_COUNTS.values():
            self.update((kind, self.__missing__(kind)) for kind in counts)
        for codes in _DECK_CODES.values():
            self.update((code, self.__missing__(code)) for code in codes)

    def __missing__(self, code: str) -> str:
        kind = code.rsplit(".", 1)[0]
        return COUNTS_AS.get(kind, kind) if self.for_blasts else kind


_KIND = _KindTable(for_blasts=False)
_BLAST_KIND = _KindTable(for_blasts=True)
_PLAYABLE = {allowed: {code: kind if kind in allowed else None for code, kind in _KIND.items()}
             for allowed in (_ANY_ACTION, QUICK)}
"""For any action card and for the Quick ones: every card code -> its kind when it is allowed, else None.
Listing a hand asks it of every card at every step, and a plain dict answers quicker than :data:`_KIND`
(a subclass, for the codes no deck has)."""
_EVERYONE = tuple(frozenset(range(players)) for players in range(INFO.max_players + 1))
_ALONE = tuple(frozenset((seat,)) for seat in range(INFO.max_players))
"""Every seat of a table of each size, and each seat alone: ``to_act`` hands these out at every step
instead of building a set each time (they are immutable)."""
_PASS, _PROCEED, _END = (tuple(action_of(seat, verb) for seat in range(INFO.max_players))
                         for verb in ("pass", "proceed", "end"))
"""Every seat's ``pass`` (listed first in every response window), ``proceed`` and ``end``."""
_BARE = {kind: ((kind,),) for kind in ACTION_COUNTS}
"""The one way to play each card that takes no target, as ``_play_args`` gives it."""
_PLAYS: dict[tuple[int, tuple[int | str, ...]], Action] = {}
"""The card plays ``legal_actions`` has listed, by seat and arguments (see :func:`_play_action`)."""
_PLAYS_LIMIT = 1 << 16
"""Most actions remembered: a game lists a few thousand, and a hostile save cannot grow the table."""


# --- Judges: pure functions the table and the bots may call too ---------------------------------

def blast_check(monkeys: list[str], groundings: int = 0) -> str | None:
    """How one trainer's monkeys (kinds or codes) threaten them, given the Groundings played for them:
    ``"now"`` (a Sniper with more Headscratchers than Groundings), ``"end-of-round"`` (a Pyromaniac
    with a Juggler and no Sniper), or None."""
    kinds = list(map(_BLAST_KIND.__getitem__, monkeys))
    headscratchers, snipers = kinds.count(HEADSCRATCHER), kinds.count(SNIPER)
    if snipers and headscratchers > groundings:
        return "now"
    if not snipers and PYROMANIAC in kinds and JUGGLER in kinds:
        return "end-of-round"
    return None


def zombie_victory(parts: list[str], non_zombie_opponents: int) -> bool:
    """Whether a zombie with these cards in play (kinds or codes) has rebuilt the Legendary
    Zombie-Monkey while enough non-zombie opponents remain for it to count."""
    present = set(map(_KIND.__getitem__, parts))
    return present.issuperset(LEGENDARY_PARTS) and non_zombie_opponents >= ZOMBIE_VICTORY_OPPONENTS


def kind_of(code: str) -> str:
    """``bamboo-juggler.7`` -> ``bamboo-juggler``; a bare kind is its own kind."""
    return _KIND[code]


def next_seat(state: State, seat: int) -> int:
    """The next trainer still in the game in turn order (anticlockwise: to the right)."""
    players = state["players"]
    for step in range(1, players + 1):
        candidate = (seat + step) % players
        if state["status"][candidate] != "out":
            return candidate
    return seat


# --- The protocol ----------------------------------------------------------------------------------

def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    check_seats(INFO, seats)
    merged = merge_options(INFO, options)
    rng = new_rng(seed)
    names = ("monkeys", "actions", "zombies") if merged["zombies"] else ("monkeys", "actions")
    decks = {name: shuffled(rng, _DECK_CODES[name]) for name in names}
    hands = [[decks["actions"].pop() for _ in range(STARTING_HAND)] for _ in range(seats)]
    return {"options": merged, "rng": rng, "players": seats, "turn": FIRST_SEAT,
            "step": "planning", "rounds": 1, "status": ["live"] * seats, "decks": decks,
            "discards": {name: [] for name in decks}, "known_tops": {name: None for name in decks}, "hands": hands,
            "in_play": [[] for _ in range(seats)], "holiday": [], "groundings": [0] * seats, "stack": [],
            "next_entry": 1, "window": None, "choice": None, "round_over": False, "worked": [], "winner": None,
            "won_by": None}


def to_act(state: State) -> frozenset[int]:
    if state["winner"] is not None:
        return frozenset()
    window = state["window"]
    if window is None:
        choice = state["choice"]
        seat = state["turn"] if choice is None else choice["seat"]
        return _ALONE[seat] if 0 <= seat < len(_ALONE) else frozenset((seat,))
    status, passed = state["status"], window["passed"]
    if "out" in status or state["players"] >= len(_EVERYONE):
        return frozenset(seat for seat, status in enumerate(status) if status != "out" and seat not in passed)
    everyone = _EVERYONE[state["players"]]
    return everyone.difference(passed) if passed else everyone


def legal_actions(state: State, seat: int) -> list[Action]:
    window = state["window"]
    if window is not None:  # the usual case, so told here (as _may_act tells it) rather than in a call
        if state["winner"] is not None or not 0 <= seat < state["players"] or state["status"][seat] == "out" \
                or seat in window["passed"]:
            return []
        return _card_plays(state, seat, QUICK, [_PASS[seat]])
    if not _may_act(state, seat):
        return []
    choice = state["choice"]
    if choice is not None:
        return _choice_actions(state, choice)
    plays = _card_plays(state, seat, _ANY_ACTION, [])
    plays.append((_PROCEED if state["step"] == "planning" else _END)[seat])
    return plays


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, action.seat)``, told from the state alone for
    the common moves (a pass, a step's end, a card play checked against that card's targets alone)."""
    seat, kind, args = action.seat, action.kind, action.args
    if kind == "pass":
        window = state["window"]  # _may_act with a window open, told here: most moves are passes
        return not args and window is not None and state["winner"] is None and 0 <= seat < state["players"] \
            and state["status"][seat] != "out" and seat not in window["passed"]
    if kind in ("proceed", "end"):
        return (not args and state["winner"] is None and state["window"] is None and state["choice"] is None
                and seat == state["turn"] and kind == ("proceed" if state["step"] == "planning" else "end"))
    if kind != "play" or not args or state["choice"] is not None or not _may_act(state, seat):
        return action in legal_actions(state, seat)
    card = args[0]
    allowed = QUICK if state["window"] is not None else _ANY_ACTION
    return card in allowed and card in map(_KIND.__getitem__, state["hands"][seat]) and \
        args in _play_args(state, seat, card)


def apply(state: State, action: Action) -> list[Event]:
    if not (isinstance(action, Action) and is_legal(state, action)):  # the reasons are told only for a refusal
        refuse_unless_legal(state, action, to_act(state), legal_actions, _explain, is_legal)
    events: list[Event] = []
    seat, kind, args = action.seat, action.kind, action.args
    if kind == "pass":
        passed, status = state["window"]["passed"], state["status"]
        passed.append(seat)
        events.append(Event("passed", {"seat": seat}))
        if len(passed) + status.count("out") < len(status):
            return events  # others have still to answer (every seat in the game passes once), nothing moved
        state["window"] = None
        state["stack"][-1]["answered"] = True
    elif kind == "play":
        _play(state, seat, str(args[0]), list(args[1:]), events)
    elif kind == "proceed":
        state["step"] = "monkey"
        events.append(Event("step", {"seat": seat, "step": "monkey"}))
        _deal_monkey(state, seat, events, "zombies" if state["status"][seat] == "zombie" else "monkeys")
    elif kind == "end":
        if blast_check(state["in_play"][seat], state["groundings"][seat]) == "end-of-round":
            _blast(state, seat, "end-of-round", events)
        state["round_over"] = True
    else:
        _choose(state, seat, kind, args, events)
    _settle(state, events)
    return events


def view(state: State, seat: int | None) -> dict[str, Any]:
    players = state["players"]
    return {"you": seat, "players": players, "turn": state["turn"], "step": state["step"], "phase": _phase(state),
            "rounds": state["rounds"], "status": list(state["status"]), "zombies": state["options"]["zombies"],
            "in_play": [list(cards) for cards in state["in_play"]],
            "hand": None if seat is None else list(state["hands"][seat]),
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "deck_sizes": {name: len(deck) for name, deck in state["decks"].items()},
            "discards": {name: list(pile) for name, pile in state["discards"].items()},
            "monkey_top": state["known_tops"]["monkeys"], "zombie_top": state["known_tops"].get("zombies"),
            "parts": [sorted({kind_of(c) for c in cards}.intersection(LEGENDARY_PARTS)) for cards in state["in_play"]],
            "holiday": list(state["holiday"]),
            "groundings": list(state["groundings"]),
            "danger": [blast_check(state["in_play"][s], state["groundings"][s]) for s in range(players)],
            "stack": copy_json(state["stack"]),
            "window": None if state["window"] is None else {"entry": state["window"]["entry"],
                                                            "passed": list(state["window"]["passed"])},
            "choice": None if state["choice"] is None else dict(state["choice"]), "winner": state["winner"],
            "won_by": state["won_by"]}


def outcome(state: State) -> Outcome | None:
    winner = state["winner"]
    if winner is None:
        return None
    scores = tuple(int(seat == winner) for seat in range(state["players"]))
    return Outcome(scores, frozenset((winner,)), f"{seat_name(winner)} {_WIN_SENTENCES[state['won_by']]}.")


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    """Every card in a deck (except a top everyone saw put there) and every hand but this seat's."""
    hidden = {card for deck in state["decks"].values() for card in deck}
    hidden.difference_update(state["known_tops"].values())
    for other, hand in enumerate(state["hands"]):
        if other != seat:
            hidden.update(hand)
    return hidden


def sample_state(view_: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full state that ``seat``'s view could come from, for a search bot to play on.

    Only the view is read: the cards it shows nowhere (the other hands, and each deck below a top
    everyone saw put there) are dealt at random, and the sample's RNG record is seeded from ``rng``, so
    its reshuffles and steals differ from the real ones. Two things the view leaves out although no card
    hides them are guessed: a round goes on unless its trainer is out, and a once-a-round card has
    worked this round only while its effect is in the queue.
    """
    if view_["you"] != seat:
        owner = "a spectator" if view_["you"] is None else seat_name(view_["you"])
        raise RuleError(f"This view belongs to {owner}, not {seat_name(seat)}.")
    players, stack = view_["players"], copy_json(view_["stack"])
    tops = {"monkeys": view_["monkey_top"], "actions": None, "zombies": view_["zombie_top"]}
    hands: list[list[str]] = [[] for _ in range(players)]
    decks: dict[str, list[str]] = {}
    for deck in view_["deck_sizes"]:
        cards = _unseen(view_, deck)
        rng.shuffle(cards)
        if deck == "actions":
            for other in range(players):
                if other != seat:
                    hands[other] = [cards.pop() for _ in range(view_["hand_sizes"][other])]
        decks[deck] = cards if tops[deck] is None else [*cards, tops[deck]]
    hands[seat] = list(view_["hand"])
    window, choice = view_["window"], view_["choice"]
    return {"options": merge_options(INFO, {"zombies": view_["zombies"]}), "rng": new_rng(rng.randrange(1 << 62)),
            "players": players, "turn": view_["turn"], "step": view_["step"], "rounds": view_["rounds"],
            "status": list(view_["status"]), "decks": decks,
            "discards": {deck: list(pile) for deck, pile in view_["discards"].items()},
            "known_tops": {deck: tops[deck] for deck in decks}, "hands": hands,
            "in_play": [list(cards) for cards in view_["in_play"]], "holiday": list(view_["holiday"]),
            "groundings": list(view_["groundings"]), "stack": stack, "next_entry": _next_entry(stack),
            "window": None if window is None else {"entry": window["entry"], "passed": list(window["passed"])},
            "choice": None if choice is None else dict(choice),
            "round_over": view_["status"][view_["turn"]] == "out",
            "worked": [entry["card"] for entry in stack
                       if entry["kind"] == "effect" and kind_of(entry["card"]) in ONCE_PER_ROUND],
            "winner": view_["winner"], "won_by": view_["won_by"]}


def _copy_state(state: State) -> State:
    """A deep copy that knows the state's shape, several times faster than the generic one: a search
    bot clones the state at every iteration. Keys stay in their order, so ``to_json`` is unchanged."""
    copy = dict(state)
    copy["options"], copy["rng"] = dict(state["options"]), dict(state["rng"])
    copy["status"], copy["holiday"] = list(state["status"]), list(state["holiday"])
    copy["groundings"], copy["worked"] = list(state["groundings"]), list(state["worked"])
    copy["decks"] = {name: list(cards) for name, cards in state["decks"].items()}
    copy["discards"] = {name: list(cards) for name, cards in state["discards"].items()}
    copy["known_tops"] = dict(state["known_tops"])
    copy["hands"] = [list(cards) for cards in state["hands"]]
    copy["in_play"] = [list(cards) for cards in state["in_play"]]
    copy["stack"] = [{key: list(value) if type(value) is list else value for key, value in entry.items()}
                     for entry in state["stack"]]
    window = state["window"]
    copy["window"] = None if window is None else {**window, "passed": list(window["passed"])}
    copy["choice"] = None if state["choice"] is None else dict(state["choice"])
    return copy


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(INFO.name, _STATE_KEYS, KINDS,
                                                                                   copy=_copy_state)


# --- What a seat may do ----------------------------------------------------------------------------

def _card_plays(state: State, seat: int, allowed: frozenset[str], plays: list[Action]) -> list[Action]:
    """``plays`` and after them one action per kind of card in the hand and per target; the kinds in
    hand order."""
    playable = _PLAYABLE[allowed]
    listed: list[str] = []
    for card in state["hands"][seat]:
        try:
            kind = playable[card]
        except KeyError:  # a code no deck has: told as _KIND tells it
            kind = _KIND[card] if _KIND[card] in allowed else None
        if kind is not None and kind not in listed:
            listed.append(kind)
            for args in _play_args(state, seat, kind):
                action = _PLAYS.get((seat, args))  # _play_action's look-up, without the call when it is known
                plays.append(action if action is not None else _play_action(seat, args))
    return plays


def _play_args(state: State, seat: int, kind: str) -> Sequence[tuple[int | str, ...]]:
    """The argument tuples (the card's kind, then its targets) it may be played with now; none when it
    would do nothing. (Listed for every card in hand at every step, so each card looks only at what it
    needs, and the usual "nothing to do" is told before any list is built.)"""
    if kind == NO_WAY:
        for entry in state["stack"]:
            if entry["kind"] == "action":
                return _BARE[kind]
        return ()
    if kind == GROUNDING:
        shocked: list[tuple[int | str, ...]] = []
        for entry in state["stack"]:
            if entry["kind"] == "shock" and state["status"][entry["seat"]] != "out":
                shocked.append((kind, entry["seat"]))
        return shocked
    if kind == HOLIDAY:
        return () if seat in state["holiday"] else _BARE[kind]
    if kind == FIRE_BUCKET:
        return [(kind, card) for cards in state["in_play"] for card in cards if _KIND[card] == PYROMANIAC]
    if kind in (SANITARY_CHECK, BACK_TO_THE_JUNGLE):
        return [(kind, card) for cards in state["in_play"] for card in cards]
    status = state["status"]
    if kind == COMMON_MISFORTUNE:  # needs another trainer still in the game
        others_in_game = len(status) - status.count("out") - (status[seat] != "out")
        return _BARE[kind] if others_in_game else ()
    if kind == PASS_THE_MONKEY and _newest(state, "arrival", seat) is None:
        return ()
    if kind == TACTICAL_EXCHANGE and not state["in_play"][seat]:
        return ()
    others = [other for other, other_status in enumerate(status) if other != seat and other_status != "out"]
    if kind == PASS_THE_MONKEY:
        return [(kind, other) for other in others]
    if kind == TACTICAL_EXCHANGE:
        return [(kind, own, theirs) for own in state["in_play"][seat] for other in others
                for theirs in state["in_play"][other]]
    if kind == PICKPOCKET:
        return [(kind, other) for other in others if state["hands"][other]]
    raise ValueError(f"unknown action card {kind!r}")


def _choice_actions(state: State, choice: dict[str, Any]) -> list[Action]:
    seat = choice["seat"]
    if choice["kind"] == "give":
        return [action_of(seat, "give", card) for card in state["in_play"][seat]]
    recipients = [other for other in _in_game(state) if other != seat]
    if choice["kind"] == "hand":
        return [action_of(seat, "hand", slot, other) for slot in range(len(state["hands"][seat]))
                for other in recipients]
    entry = _entry(state, choice["entry"])
    return [action_of(seat, "send", card, other) for card in state["in_play"][seat] if card != entry["card"]
            for other in recipients if other not in state["holiday"]]


def _explain(state: State, action: Action) -> str:
    """Why a move by a seat that may act is refused, in words."""
    who, kind, args = seat_name(action.seat), action.kind, action.args
    if kind == "play" and args and isinstance(args[0], str):
        card = str(args[0])
        if card not in ACTION_COUNTS:
            return f"There is no action card called {card!r}."
        if card not in {kind_of(c) for c in state["hands"][action.seat]}:
            return f"{who} has no {_title(card)} in hand."
        if state["window"] is not None and card in CHEEKY:
            return f"{_title(card)} is a Cheeky action: only in your own round, with the queue empty."
        if state["choice"] is not None:
            return f"First {seat_name(state['choice']['seat'])} must choose for the {_title(_choice_card(state))}."
        return f"{_title(card)} cannot be played that way now."
    if state["window"] is not None:
        return f"{who} may pass or answer with a Quick action now."
    if state["choice"] is not None:
        return f"{who} must choose for the {_title(_choice_card(state))} now."
    if kind == "proceed":
        return "Planning is over: end the round."
    if kind == "end":
        return "Proceed from planning first; then the round can end."
    if kind not in _MOVE_WORDS:
        return "That is not a Cheeky Monkeys move."
    return f"{who} cannot {_MOVE_WORDS[kind]} now."


# --- Playing cards and making choices -------------------------------------------------------------

def _play(state: State, seat: int, kind: str, targets: list[Any], events: list[Event]) -> None:
    hand = state["hands"][seat]
    card = next(code for code in hand if _KIND[code] == kind)
    hand.remove(card)
    entry = _push(state, "action", card, seat, targets)
    if kind == NO_WAY:
        entry["target"] = _newest(state, "action", exclude=entry["id"])["id"]
    elif kind == PASS_THE_MONKEY:
        entry["target"] = _newest(state, "arrival", seat)["id"]
    elif kind == COMMON_MISFORTUNE:
        entry["todo"] = _others_in_turn_order(state, seat)
    state["window"] = None
    events.append(Event("played", {"seat": seat, "card": card, "args": list(targets)}))


def _choose(state: State, seat: int, kind: str, args: tuple[Any, ...], events: list[Event]) -> None:
    entry = _entry(state, state["choice"]["entry"])
    state["choice"] = None
    if kind == "give":
        _move(state, str(args[0]), seat, entry["seat"], events)
    elif kind == "hand":
        slot, target = int(args[0]), int(args[1])
        state["hands"][target].append(state["hands"][seat].pop(slot))
        events.append(Event("handed", {"seat": seat, "target": target}))
    else:
        _move(state, str(args[0]), seat, int(args[1]), events)


# --- The queue of effects --------------------------------------------------------------------------

def _settle(state: State, events: list[Event]) -> None:
    """Resolve the queue until someone must act: a window, a choice, or the active trainer's move."""
    status, stack = state["status"], state["stack"]  # the same lists until the game is over
    while True:
        may_be_over = "zombie" in status or status.count("out") >= len(status) - 1  # else nobody has won yet
        if may_be_over and _decide_winner(state, events):
            return
        if stack:
            _drop_orphans(state, events)
        if state["window"] is not None or state["choice"] is not None:
            return
        if stack:
            top = stack[-1]
            if not top["answered"]:
                state["window"] = {"entry": top["id"], "passed": []}
                events.append(Event("window", {"entry": top["id"]}))
                return
            _resolve_step(state, top, events)
        elif state["round_over"]:
            _next_round(state, events)
        elif state["step"] == "monkey":
            state["step"] = "drawing"
            events.append(Event("step", {"seat": state["turn"], "step": "drawing"}))
            _draw_actions(state, state["turn"], 1, events)
            state["step"] = "training"
            events.append(Event("step", {"seat": state["turn"], "step": "training"}))
        else:
            return


def _resolve_step(state: State, entry: dict[str, Any], events: list[Event]) -> None:
    """One step of the newest entry; it leaves the stack when it has done all it does."""
    kind, seat = entry["kind"], entry["seat"]
    if kind == "shock":
        _pop(state, entry)
        if state["status"][seat] != "out":
            if blast_check(state["in_play"][seat], state["groundings"][seat]) == "now":
                _blast(state, seat, "now", events)
            else:
                events.append(Event("saved", {"seat": seat}))
    elif kind == "arrival":
        _pop(state, entry)
        if state["status"][seat] == "out" or seat in state["holiday"]:
            state["discards"][_deck_of(entry["card"])].append(entry["card"])
            events.append(Event("turned_away", {"seat": seat, "card": entry["card"]}))
        else:
            state["in_play"][seat].append(entry["card"])
            events.append(Event("entered", {"seat": seat, "card": entry["card"]}))
            _came_under_control(state, entry["card"], seat)
            _check_danger(state, seat, events)
    elif kind == "effect":
        _monkey_effect_step(state, entry, events)
    else:
        _action_step(state, entry, events)


def _monkey_effect_step(state: State, entry: dict[str, Any], events: list[Event]) -> None:
    seat, monkey = entry["seat"], _KIND[entry["card"]]
    on_holiday = seat in state["holiday"]
    if monkey == SHAMAN:
        if not on_holiday and entry["monkeys"] > 0:
            entry["monkeys"] -= 1
            _deal_monkey(state, seat, events)
            return
        _pop(state, entry)
        _draw_actions(state, seat, SHAMAN_DRAWS, events)
        events.append(Event("resolved", {"card": entry["card"]}))
    elif monkey == TEMPTER:
        while entry["todo"] and not on_holiday:
            giver = entry["todo"].pop(0)
            if state["status"][giver] != "out" and state["in_play"][giver]:
                state["choice"] = {"seat": giver, "kind": "give", "entry": entry["id"]}
                return
        _pop(state, entry)
        _discard_from_play(state, entry["card"], events)
    elif monkey == ZOMBIE_HORDE:
        while entry["todo"]:
            receiver = entry["todo"].pop(0)
            if state["status"][receiver] == "live" and receiver not in state["holiday"]:
                _deal_monkey(state, receiver, events)
                return
        _pop(state, entry)
        _discard_from_play(state, entry["card"], events)
    elif monkey == BRAIN_EATER:
        _pop(state, entry)
        for victim in _others_in_turn_order(state, seat):
            if state["status"][victim] == "live":
                _steal(state, seat, victim, events)
        _discard_from_play(state, entry["card"], events)
    else:
        recipients = [other for other in _in_game(state) if other != seat]
        if entry["stage"] == "hand":
            if state["hands"][seat] and recipients:
                state["choice"] = {"seat": seat, "kind": "hand", "entry": entry["id"]}
                return
            entry["stage"] = "monkeys"
        if any(other not in state["holiday"] for other in recipients) and len(state["in_play"][seat]) > 1:
            state["choice"] = {"seat": seat, "kind": "send", "entry": entry["id"]}
            return
        _pop(state, entry)
        _discard_from_play(state, entry["card"], events)


def _action_step(state: State, entry: dict[str, Any], events: list[Event]) -> None:
    seat, card, args = entry["seat"], _KIND[entry["card"]], entry["args"]
    if card == COMMON_MISFORTUNE:
        while entry["todo"]:
            receiver = entry["todo"].pop(0)
            if state["status"][receiver] != "out" and receiver not in state["holiday"]:
                _deal_monkey(state, receiver, events)
                entry["sent"] = state["stack"][-1]["id"]
                return
        _finish_action(state, entry, events)
        return
    _finish_action(state, entry, events)
    if card == NO_WAY:
        target = _entry(state, entry["target"])
        if target is not None:
            _pop(state, target)
            state["discards"]["actions"].append(target["card"])
            events.append(Event("countered", {"seat": seat, "card": target["card"]}))
            sent = _entry(state, target.get("sent", 0))
            if sent is not None:
                _pop(state, sent)
                state["decks"]["monkeys"].append(sent["card"])
                state["known_tops"]["monkeys"] = sent["card"]
                events.append(Event("to_deck", {"card": sent["card"], "seat": sent["seat"]}))
    elif card == GROUNDING:
        state["groundings"][args[0]] += 1
        events.append(Event("grounded", {"seat": seat, "target": args[0]}))
    elif card == HOLIDAY:
        state["holiday"].append(seat)
        events.append(Event("holiday", {"seat": seat}))
    elif card in (FIRE_BUCKET, BACK_TO_THE_JUNGLE):
        _discard_from_play(state, args[0], events)
    elif card == PASS_THE_MONKEY:
        arrival = _entry(state, entry["target"])
        if arrival is not None and arrival["seat"] == seat and state["status"][args[0]] != "out":
            arrival["seat"] = args[0]
            events.append(Event("redirected", {"seat": seat, "target": args[0], "card": arrival["card"]}))
    elif card == SANITARY_CHECK:
        _sanitary_check(state, args[0], events)
    elif card == TACTICAL_EXCHANGE:
        own, theirs = args
        mine_at, theirs_at = _owner(state, own), _owner(state, theirs)
        if mine_at == seat and theirs_at is not None and theirs_at != seat:
            if seat not in state["holiday"]:
                _move(state, theirs, theirs_at, seat, events)
            if theirs_at not in state["holiday"]:
                _move(state, own, seat, theirs_at, events)
    elif card == PICKPOCKET:
        _steal(state, seat, args[0], events)


def _sanitary_check(state: State, card: str, events: list[Event]) -> None:
    """The chosen card goes on top of its deck; the old top comes into play in its place."""
    owner = _owner(state, card)
    if owner is None:
        return
    deck = _deck_of(card)
    state["in_play"][owner].remove(card)
    replacement = None if owner in state["holiday"] else _draw(state, deck, events)
    state["decks"][deck].append(card)
    state["known_tops"][deck] = card
    events.append(Event("to_deck", {"card": card, "seat": owner}))
    if replacement is not None:
        state["in_play"][owner].append(replacement)
        events.append(Event("entered", {"seat": owner, "card": replacement}))
        _came_under_control(state, replacement, owner)
    _check_danger(state, owner, events)


def _finish_action(state: State, entry: dict[str, Any], events: list[Event]) -> None:
    _pop(state, entry)
    state["discards"]["actions"].append(entry["card"])
    events.append(Event("resolved", {"card": entry["card"]}))


def _came_under_control(state: State, card: str, seat: int) -> None:
    """A card with an effect starts it for its new trainer: the effect enters the queue, and answers
    come before it (Closed for Holiday against a Shaman that has just arrived, as the FAQ has it)."""
    monkey = _KIND[card]
    if monkey not in CONTROL_EFFECTS or card in state["worked"]:
        return
    if monkey in ONCE_PER_ROUND:
        state["worked"].append(card)
    entry = _push(state, "effect", card, seat, [])
    if monkey == SHAMAN:
        entry["monkeys"] = SHAMAN_MONKEYS
    elif monkey == TEMPTER:
        entry["todo"] = _others_in_turn_order(state, seat)
    elif monkey == ZOMBIE_HORDE:
        entry["todo"] = [other for other in _others_in_turn_order(state, seat) if state["status"][other] == "live"]
    elif monkey == DESTROYER:
        entry["stage"] = "hand"


def _check_danger(state: State, seat: int, events: list[Event]) -> None:
    """Lapse Groundings once the pair is broken; put an electric shock in the queue when it forms."""
    kinds = list(map(_BLAST_KIND.__getitem__, state["in_play"][seat]))
    if not (HEADSCRATCHER in kinds and SNIPER in kinds):
        state["groundings"][seat] = 0
        return
    if kinds.count(HEADSCRATCHER) <= state["groundings"][seat]:
        return  # as blast_check says: no blast now while the Groundings match the Headscratchers
    if any(entry["kind"] == "shock" and entry["seat"] == seat for entry in state["stack"]):
        return
    _push(state, "shock", None, seat, [])
    events.append(Event("shock", {"seat": seat}))


def _blast(state: State, seat: int, how: str, events: list[Event]) -> None:
    """Out of the game, or (Zombie Invasion) a zombie from now on; either way everything is discarded."""
    zombie = state["options"]["zombies"]
    events.append(Event("blasted", {"seat": seat, "how": how, "zombie": zombie}))
    state["status"][seat] = "zombie" if zombie else "out"
    for card in state["in_play"][seat]:
        state["discards"][_deck_of(card)].append(card)
    state["discards"]["actions"].extend(state["hands"][seat])
    state["in_play"][seat], state["hands"][seat] = [], []
    state["groundings"][seat] = 0
    if seat in state["holiday"]:
        state["holiday"].remove(seat)
    for entry in list(state["stack"]):
        if entry["seat"] == seat and entry["kind"] in ("action", "shock"):
            _pop(state, entry)
            if entry["kind"] == "action":
                state["discards"]["actions"].append(entry["card"])
    if state["choice"] is not None and state["choice"]["seat"] == seat:
        state["choice"] = None
    if seat == state["turn"]:
        state["round_over"] = True


def _drop_orphans(state: State, events: list[Event]) -> None:
    """A monkey that left its trainer's play leaves the queue, and its effect stops."""
    for entry in list(state["stack"]):
        if entry["kind"] == "effect" and entry["card"] not in state["in_play"][entry["seat"]]:
            _pop(state, entry)
            events.append(Event("left_queue", {"card": entry["card"], "seat": entry["seat"]}))
            if state["choice"] is not None and state["choice"]["entry"] == entry["id"]:
                state["choice"] = None


def _decide_winner(state: State, events: list[Event]) -> bool:
    """The last trainer in the game; with zombies, a rebuilt Legendary Zombie-Monkey or the last
    trainer alive. Only called once a trainer is out or a zombie: ``_settle`` tells the usual case at once."""
    left = _in_game(state)
    alive = [seat for seat in left if state["status"][seat] == "live"]
    rebuilt = [seat for seat in left if state["status"][seat] == "zombie"
               and zombie_victory(state["in_play"][seat], len(alive))]
    if rebuilt:
        winner, won_by = rebuilt[0], "legendary"
    elif len(left) <= 1:
        winner, won_by = (left[0] if left else state["turn"]), "last-standing"
    elif state["options"]["zombies"] and len(alive) <= 1:
        winner, won_by = (alive[0] if alive else state["turn"]), "last-alive"
    else:
        return False
    state["winner"], state["won_by"] = winner, won_by
    state["stack"], state["window"], state["choice"] = [], None, None
    events.append(Event("game_over", {"winner": winner, "won_by": won_by}))
    return True


def _next_round(state: State, events: list[Event]) -> None:
    state["round_over"] = False
    state["holiday"], state["worked"] = [], []
    state["turn"] = next_seat(state, state["turn"])
    state["step"] = "planning"
    state["rounds"] += 1
    events.append(Event("round", {"seat": state["turn"]}))


# --- Cards moving ----------------------------------------------------------------------------------

def _deal_monkey(state: State, seat: int, events: list[Event], deck: str = "monkeys") -> None:
    """The deck's top card sets off towards ``seat``: it enters the queue, face up, one at a time."""
    if seat in state["holiday"]:
        return
    card = _draw(state, deck, events)
    if card is None:
        return
    _push(state, "arrival", card, seat, [])
    events.append(Event("arriving", {"seat": seat, "card": card}))


def _draw_actions(state: State, seat: int, count: int, events: list[Event]) -> None:
    if seat in state["holiday"] or state["status"][seat] == "out":
        return
    drawn = 0
    for _ in range(count):
        card = _draw(state, "actions", events)
        if card is not None:
            state["hands"][seat].append(card)
            drawn += 1
    if drawn:
        events.append(Event("drew", {"seat": seat, "count": drawn}))


def _draw(state: State, deck_name: str, events: list[Event]) -> str | None:
    """The deck's top card, shuffling its discard pile in first when the deck is empty."""
    deck, pile = state["decks"][deck_name], state["discards"][deck_name]
    if not deck and pile:
        deck.extend(shuffled(state["rng"], pile))
        pile.clear()
        events.append(Event("reshuffled", {"deck": deck_name}))
    if not deck:
        return None
    card = deck.pop()
    if card == state["known_tops"][deck_name]:
        state["known_tops"][deck_name] = None
    return card


def _move(state: State, card: str, giver: int, seat: int, events: list[Event]) -> None:
    state["in_play"][giver].remove(card)
    state["in_play"][seat].append(card)
    events.append(Event("moved", {"card": card, "giver": giver, "seat": seat}))
    _came_under_control(state, card, seat)
    _check_danger(state, giver, events)
    _check_danger(state, seat, events)


def _discard_from_play(state: State, card: str, events: list[Event]) -> None:
    owner = _owner(state, card)
    if owner is None:
        return
    state["in_play"][owner].remove(card)
    state["discards"][_deck_of(card)].append(card)
    events.append(Event("discarded", {"card": card, "seat": owner}))
    _check_danger(state, owner, events)


def _steal(state: State, thief: int, victim: int, events: list[Event]) -> None:
    """A random card from the victim's hand, face unseen by everyone but the two of them."""
    hand = state["hands"][victim]
    if hand:
        state["hands"][thief].append(hand.pop(rng_stream(state["rng"]).randrange(len(hand))))
        events.append(Event("stole", {"seat": thief, "target": victim}))


# --- Sampling the hidden state (the search bot's only per-game piece) ------------------------------

def _unseen(view_: dict[str, Any], deck: str) -> list[str]:
    """A deck's cards the view shows nowhere (in play, in the queue, discarded, in the seat's own hand,
    on top): the ones in that deck or in the other hands, in code order."""
    seen = {card for cards in view_["in_play"] for card in cards}
    seen.update(entry["card"] for entry in view_["stack"])
    seen.update(view_["discards"][deck], view_["hand"], (view_["monkey_top"], view_["zombie_top"]))
    return [card for card in _codes(_DECK_COUNTS[deck]) if card not in seen]


def _next_entry(stack: list[dict[str, Any]]) -> int:
    """A queue id above every id the queue holds or points to (a No Way's target, a monkey a Common
    Misfortune sent): the real counter may be higher, but a new entry never takes an old one's id."""
    ids = [entry[key] for entry in stack for key in ("id", "target", "sent") if key in entry]
    return max(ids, default=0) + 1


# --- Small helpers ---------------------------------------------------------------------------------

def _deck_of(code: str) -> str:
    kind = _KIND[code]
    return "monkeys" if kind in MONKEY_COUNTS else "zombies" if kind in ZOMBIE_COUNTS else "actions"


def _codes(counts: dict[str, int]) -> list[str]:
    return [f"{kind}.{n}" for kind, count in counts.items() for n in range(1, count + 1)]


def _in_game(state: State) -> list[int]:
    return [seat for seat, status in enumerate(state["status"]) if status != "out"]


def _play_action(seat: int, args: tuple[int | str, ...]) -> Action:
    """The one play for these values, as ``action_of`` gives it, found again with one look-up (with no
    key built from the argument types): ``legal_actions`` lists the same few hundred at every step."""
    action = _PLAYS.get((seat, args))
    if action is None:
        action = action_of(seat, "play", *args)
        if len(_PLAYS) < _PLAYS_LIMIT:
            _PLAYS[seat, args] = action
    return action


def _may_act(state: State, seat: int) -> bool:
    """Whether ``seat`` is in ``to_act(state)``, told without building the set."""
    if state["winner"] is not None:
        return False
    window = state["window"]
    if window is not None:
        return 0 <= seat < state["players"] and state["status"][seat] != "out" and seat not in window["passed"]
    choice = state["choice"]
    return seat == (state["turn"] if choice is None else choice["seat"])


def _others_in_turn_order(state: State, seat: int) -> list[int]:
    players = state["players"]
    return [(seat + step) % players for step in range(1, players)
            if state["status"][(seat + step) % players] != "out"]


def _push(state: State, kind: str, card: str | None, seat: int, args: list[Any],
          answered: bool = False) -> dict[str, Any]:
    entry = {"id": state["next_entry"], "kind": kind, "card": card, "seat": seat, "args": args,
             "answered": answered}
    state["next_entry"] += 1
    state["stack"].append(entry)
    return entry


def _pop(state: State, entry: dict[str, Any]) -> None:
    stack = state["stack"]
    if stack[-1] is entry:  # the usual case: no entry is compared with another
        stack.pop()
    else:
        stack.remove(entry)
    if state["window"] is not None and state["window"]["entry"] == entry["id"]:
        state["window"] = None


def _entry(state: State, entry_id: int) -> dict[str, Any] | None:
    for entry in state["stack"]:
        if entry["id"] == entry_id:
            return entry
    return None


def _newest(state: State, kind: str, seat: int | None = None, exclude: int | None = None) -> dict[str, Any] | None:
    """The newest queue entry of a kind (for one seat), skipping ``exclude``."""
    for entry in reversed(state["stack"]):
        if entry["kind"] == kind and entry["id"] != exclude and (seat is None or entry["seat"] == seat):
            return entry
    return None


def _owner(state: State, card: str) -> int | None:
    return next((seat for seat, cards in enumerate(state["in_play"]) if card in cards), None)


def _phase(state: State) -> str:
    if state["winner"] is not None:
        return "over"
    if state["window"] is not None:
        return "window"
    if state["choice"] is not None:
        return "choice"
    return state["step"]


def _choice_card(state: State) -> str:
    entry = _entry(state, state["choice"]["entry"])
    return kind_of(entry["card"]) if entry is not None else "card"


_MOVE_WORDS = {"play": "play a card", "pass": "pass", "give": "give a card", "hand": "hand on a card",
               "send": "send a monkey"}
"""The moves as a refusal names them (proceeding and ending the round are worded apart)."""
_SMALL_WORDS = frozenset({"for", "the", "to"})


def _title(kind: str) -> str:
    """A card's name as printed on it, "Back to the Jungle", from its kind "back-to-the-jungle"."""
    first, *rest = kind.split("-")
    return " ".join([first.capitalize(), *(w if w in _SMALL_WORDS else w.capitalize() for w in rest)])

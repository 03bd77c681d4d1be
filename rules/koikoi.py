"""Koi-Koi: the two-player hanafuda game of matching months and pushing your luck.

The 48 cards come in twelve months of four. Each month (a round) the dealer deals eight cards to each
player and eight face up to the field; the rest is the draw pile. A field with all four cards of a
month, or with four pairs, is dealt again; three cards of one month on the field lie as one stack.
A hand holding four of a month, or four pairs, wins the month at once for 6 points (the dealer wins
if both players hold one); that month counts toward the match and its winner deals next (our reading
of the rulebook's "start over from the deal").

On a turn you play a hand card onto the field: if it matches the month of a field card you take both
(choosing when two match; taking all three of a stack), otherwise it stays on the field. Then the top
card of the draw pile is turned over and matched the same way. When your captured cards' yaku
(scoring sets, see :func:`score_yaku`) are worth more than at your last decision, you call "Game" to
end the month and score, or "Koi-Koi" to play on and hope for more. Your score doubles at 7 points or
more, and doubles again if your opponent had called Koi-Koi. If the hands run out without a Game,
the dealer takes 6 points and deals again; otherwise the month's winner deals next. After 12 (or 8,
6 or 3) months the higher total wins; equal totals share the victory.

House rules. Everything above is the rule set ``"standard"``; the option ``ruleset`` = ``"stake"``
plays the widely played stake rules instead (see :data:`RULESETS`), and each switch given beside a
rule set overrides that set's value (:func:`effective_options` resolves them):

``months``                  12, 8, 6 or 3
``viewing_points``          Hanami-zake and Tsukimi-zake each score 5, 3, 1, ``"1-then-3"`` (1, or 3
                            once that player has called Koi-Koi this month) or 0 (they do not score)
``double_at_seven``         a Game worth 7 or more (in yaku points) scores double
``opponent_koikoi_double``  a Game scores double if the opponent had called Koi-Koi
``koikoi_bonus``            ``"none"``, or ``"plus-one"``: each of your Koi-Koi calls this month adds 1
                            to your Game (1 to 3 calls); from the fourth call the Game is your yaku
                            points times (calls - 2) instead. The bonus is added before any doubling.
``ribbons_stack``           Akatan-Aotan scores on top of Akatan and Aotan (10 + 5 + 5) instead of alone
``dealt_hands``             ``"win"``: four of a month or four pairs in a hand wins the month for 6;
                            ``"redeal"``: four of a month in a hand is dealt again, four pairs are nothing
``last_turn_koikoi``        Koi-Koi may be called on your eighth (last) turn; when off, a new or better
                            yaku on that turn ends the month with Game at once
``exhausted_points``        what the dealer takes when the hands run out without a Game: 6 or 1
``scoring``                 ``"totals"`` (points add up) or ``"stake"``: each player starts with 30, a
                            month's points pass from its loser to its winner, and the match ends after
                            the last month or as soon as a player has 0 or fewer; the higher count wins
``sake_as_chaff``           the Sake cup also counts as a chaff for Kasu

An explicit ``deal`` is always played as given: no redeal, whatever the switches. Saves from before
rule sets name ``viewing_yaku`` (true or false): it still works, as ``viewing_points`` 5 or 0.

Card codes: ``"<month>-bright"``, ``"<month>-animal"``, ``"<month>-ribbon"`` and ``"<month>-chaff-<n>"``
(chaff numbered from 1 within its month), e.g. ``"11-chaff-1"`` is the lightning card.

Actions (text form ``"<seat> <verb> [args]"``):

``play <hand card>``               play a card that matches no field card, one field card, or a stack
``play <hand card> <field card>``  play a card that matches two field cards, naming the one to take
``capture <field card>``           the drawn card matched two field cards: name the one it takes
``koikoi`` / ``game``              the decision after your yaku points went up

Drawing is not an action: turning the top card over involves no choice, so it happens as part of
``play`` (its ``drawn`` event lets the table animate it); only a two-way match stops for ``capture``.
Between months nothing waits either: the result goes into a ``round_over`` event and into the view's
``history`` and ``last_round``, and the next month is dealt at once.

View keys (``seat`` is the viewer, ``None`` for a spectator; pairs are indexed by seat):
``seat``, ``month``, ``months``, ``dealer``, ``turn`` (whose turn), ``phase`` (``play``, ``capture``,
``decide`` or ``over``), ``to_act`` (seats that may act), ``hand`` (own cards; ``None`` for a
spectator), ``hand_sizes``, ``field`` (codes in lay-out order), ``stacks`` (months lying as a stack of
three on the field), ``stock_size``, ``pending`` (``None`` or ``{"card", "options"}``: the face-up
drawn card waiting for ``capture``), ``captures``, ``yaku`` (per seat: scoring yaku and points under
the active rules), ``yaku_points``, ``progress`` (per seat: yaku still reachable, as ``[have, need]``),
``koikoi`` (Koi-Koi calls per seat), ``decided_points`` (yaku points at each seat's last Koi-Koi: the
bar to beat), ``game_values`` (per seat: what a Game by that seat would score now, as ``{"base",
"bonus", "multipliers", "total"}``), ``game_value`` (in the ``decide`` phase, that of the seat to
act), ``scores`` (match totals, or under stake scoring each player's count), ``history`` (the
scoreboard: per finished month ``{month, dealer, winner, reason, points}``), ``last_round`` (the
latest month's full record), ``cut`` (the months each seat cut to choose the first dealer, or
``None`` for an explicit deal), ``options`` (the active rules: ``ruleset`` and every switch).

A round record: ``month``, ``dealer``, ``winner``, ``reason`` (``game``, ``exhausted`` or
``dealt-hand``), ``yaku`` (name -> points), ``base``, ``multipliers`` (list of ``{"name", "factor"}``
with names ``koikoi-calls``, ``seven-or-more`` and ``opponent-koikoi``), ``points`` (the total
scored), ``koikoi`` (calls per seat); ``bonus`` (points added for Koi-Koi calls) when there was one;
``last_turn`` (true) for a Game called at once on a last turn; and for a dealt hand, ``hand``
(``four-of-a-kind`` or ``four-pairs``), ``hand_months`` and ``both_held`` (both hands qualified; the
dealer's privilege settled it). Records carry no card codes: the next month reuses every card, and
a code would reveal it.

Events: ``played``, ``drawn`` ({seat, card}), ``captured`` ({seat, cards}), ``choose`` ({seat, card,
options}), ``yaku`` ({seat, yaku, points}: new or better yaku; a decision is due unless a
``round_over`` follows), ``koikoi`` ({seat, count}), ``round_over`` (the round record plus
``captures`` of both seats and, for a dealt hand, ``hand_cards``), ``redeal`` ({month, reason,
field}; reason ``four-of-a-kind``, ``four-pairs`` or ``four-of-a-kind-in-hand``),
``dealt`` ({month, dealer, field, hand_sizes}), ``match_over`` ({scores, winners}).
"""
from __future__ import annotations

import random
from collections.abc import Collection, Iterable
from functools import cache
from typing import Any

from rules.core import (Action, Event, GameInfo, Outcome, RuleError, State, check_seats,
                        merge_options, new_rng, plain_data_protocol, refuse_unless_legal, shuffled)

RULESETS: dict[str, dict[str, Any]] = {
    "standard": {"months": 12, "scoring": "totals", "double_at_seven": True, "opponent_koikoi_double": True,
                 "koikoi_bonus": "none", "viewing_points": 5, "ribbons_stack": False, "sake_as_chaff": True,
                 "dealt_hands": "win", "exhausted_points": 6, "last_turn_koikoi": True},
    "stake": {"months": 8, "scoring": "stake", "double_at_seven": False, "opponent_koikoi_double": False,
              "koikoi_bonus": "plus-one", "viewing_points": "1-then-3", "ribbons_stack": True,
              "sake_as_chaff": True, "dealt_hands": "redeal", "exhausted_points": 1, "last_turn_koikoi": False},
}
"""Each rule set's value of every switch (see the module docstring); "standard" is the rulebook's."""
SWITCHES: tuple[str, ...] = tuple(RULESETS["standard"])
_RULES_SIZE = len(SWITCHES) + 1
"""How many keys the active rules have: ``ruleset`` and every switch."""
VIEWING_CHOICES: tuple[int | str, ...] = (5, 3, 1, "1-then-3", 0)
INFO = GameInfo(id="koikoi", name="Koi-Koi", min_players=2, max_players=2,
                options={"ruleset": "standard",
                         **{name: None if name == "viewing_points" else value
                            for name, value in RULESETS["standard"].items()},
                         "viewing_yaku": None, "deal": None},
                rules_version=1,
                option_choices={"ruleset": tuple(RULESETS), "months": (12, 8, 6, 3), "scoring": ("totals", "stake"),
                                "koikoi_bonus": ("none", "plus-one"), "viewing_points": VIEWING_CHOICES,
                                "dealt_hands": ("win", "redeal"), "exhausted_points": (6, 1)})
"""``viewing_points`` mixes numbers and a word, so it has no default of one kind: an absent value means
the rule set's. ``viewing_yaku`` (no default) is only read from saves made before rule sets."""
LEGACY_OPTIONS = {"months": 12, "sake_as_chaff": True, "viewing_yaku": True}
"""The options (and defaults) from before rule sets. A game given none but these keeps its options in
that old shape, so a save from then replays to exactly the state it recorded."""

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")
_MONTH_SPECIALS = {1: ("bright", "ribbon"), 2: ("animal", "ribbon"), 3: ("bright", "ribbon"),
                   4: ("animal", "ribbon"), 5: ("animal", "ribbon"), 6: ("animal", "ribbon"),
                   7: ("animal", "ribbon"), 8: ("bright", "animal"), 9: ("animal", "ribbon"),
                   10: ("animal", "ribbon"), 11: ("bright", "animal", "ribbon"), 12: ("bright",)}
DECK: tuple[str, ...] = tuple(
    card for month, specials in _MONTH_SPECIALS.items()
    for card in [f"{month}-{kind}" for kind in specials]
    + [f"{month}-chaff-{n}" for n in range(1, 5 - len(specials))])
MONTH_OF: dict[str, int] = {card: int(card.split("-")[0]) for card in DECK}
KIND_OF: dict[str, str] = {card: card.split("-")[1] for card in DECK}
_DECK_ORDER = {card: index for index, card in enumerate(DECK)}
SAME_MONTH: dict[str, frozenset[str]] = {card: frozenset(c for c in DECK if MONTH_OF[c] == MONTH_OF[card])
                                         for card in DECK}
"""Each card's month as a set of its four cards: matching a card against the field is then one set test."""
_BIT: dict[str, int] = {card: 1 << index for index, card in enumerate(DECK)}
"""Each card's bit in a mask of cards: the judges count a yaku's cards with one ``&`` and ``bit_count``."""

RAIN_MAN, CURTAIN, MOON, SAKE_CUP = "11-bright", "3-bright", "8-bright", "9-animal"
BRIGHTS = frozenset(c for c in DECK if KIND_OF[c] == "bright")
ANIMALS = frozenset(c for c in DECK if KIND_OF[c] == "animal")
RIBBONS = frozenset(c for c in DECK if KIND_OF[c] == "ribbon")
CHAFF = frozenset(c for c in DECK if KIND_OF[c] == "chaff")
DRY_BRIGHTS = BRIGHTS - {RAIN_MAN}
BOAR_DEER_BUTTERFLIES = frozenset({"7-animal", "10-animal", "6-animal"})
POETRY_RIBBONS = frozenset({"1-ribbon", "2-ribbon", "3-ribbon"})
BLUE_RIBBONS = frozenset({"6-ribbon", "9-ribbon", "10-ribbon"})
LIGHTNING = "11-chaff-1"
BRIGHT_NAMES = {1: "Crane", 3: "Curtain", 8: "Moon", 11: "Rain Man", 12: "Phoenix"}
ANIMAL_NAMES = {2: "Bush warbler", 4: "Cuckoo", 5: "Bridge", 6: "Butterflies", 7: "Boar", 8: "Geese",
                9: "Sake cup", 10: "Deer", 11: "Swallow"}
"""What the picture of each month's bright and animal shows: the name players call the card by."""
_PICTURE_NAMES = {**{f"{month}-bright": name for month, name in BRIGHT_NAMES.items()},
                  **{f"{month}-animal": name for month, name in ANIMAL_NAMES.items()}, LIGHTNING: "Lightning"}


def card_name(code: str) -> str:
    """A card as a sentence names it, e.g. "Curtain (March bright)" or "April chaff": a player knows a
    card by its picture, month and kind, never by its code."""
    month = MONTH_NAMES[MONTH_OF[code] - 1]
    kind = KIND_OF[code]
    if kind == "ribbon":
        style = "poetry" if code in POETRY_RIBBONS else "blue" if code in BLUE_RIBBONS else "red"
        return f"{month} {style} ribbon"
    picture = _PICTURE_NAMES.get(code)
    return f"{picture} ({month} {kind})" if picture else f"{month} {kind}"


(_BRIGHTS_BITS, _ANIMALS_BITS, _RIBBONS_BITS, _CHAFF_BITS, _BOAR_DEER_BUTTERFLIES_BITS, _POETRY_BITS,
 _BLUE_BITS) = (sum(_BIT[card] for card in pool) for pool in (
    BRIGHTS, ANIMALS, RIBBONS, CHAFF, BOAR_DEER_BUTTERFLIES, POETRY_RIBBONS, BLUE_RIBBONS))
_RAIN_MAN_BIT, _CURTAIN_BIT, _MOON_BIT, _SAKE_CUP_BIT = (_BIT[card] for card in (RAIN_MAN, CURTAIN, MOON, SAKE_CUP))

YAKU_POINTS = {"goko": 10, "shiko": 8, "ame-shiko": 7, "sanko": 5, "hanami-zake": 5,
               "tsukimi-zake": 5, "inoshikacho": 5, "tane": 1, "akatan": 5, "aotan": 5,
               "akatan-aotan": 10, "tanzaku": 1, "kasu": 1}
"""The chart; for the counting yaku (tane, tanzaku, kasu) the points at the minimum count."""
COUNT_NEEDED = {"tane": 5, "tanzaku": 5, "kasu": 10}
BRIGHT_YAKU = ("goko", "shiko", "ame-shiko", "sanko")
"""Only the best of these counts."""
DOUBLE_FROM = 7
DOUBLING = 2
DEALT_HAND_POINTS = 6
PLUS_ONE_CALLS = 3
"""Under the plus-one Koi-Koi bonus, this many calls add a point each; more calls multiply instead."""
STAKE = 30
"""Under stake scoring, each player's count at the start of the match."""
VIEWING_AFTER_KOIKOI = 3
"""Under ``viewing_points`` "1-then-3": a viewing yaku's worth once its holder has called Koi-Koi."""
HAND_SIZE = 8
FIELD_SIZE = 8
STACK_SIZE = 3
KOIKOI_WITH_NO_CARDS_LEFT = False
"""(our design) Once both hands are empty a Koi-Koi could only hand the dealer the exhausted-hand
points, so the last player to score is offered Game alone."""

KINDS = ("play", "capture", "koikoi", "game")
_KINDS_IN_PHASE = {"play": ("play",), "capture": ("capture",), "decide": ("game", "koikoi")}
SCOREBOARD_KEYS = ("month", "dealer", "winner", "reason", "points")
"""What each month leaves in ``history``; the full record of the latest month is ``last_round``."""
_CHART_GOALS = (("goko", BRIGHTS, 5), ("shiko", DRY_BRIGHTS, 4), ("ame-shiko", BRIGHTS, 4),
                ("sanko", DRY_BRIGHTS, 3), ("hanami-zake", frozenset({CURTAIN, SAKE_CUP}), 2),
                ("tsukimi-zake", frozenset({MOON, SAKE_CUP}), 2),
                ("inoshikacho", BOAR_DEER_BUTTERFLIES, 3), ("tane", ANIMALS, 5),
                ("akatan", POETRY_RIBBONS, 3), ("aotan", BLUE_RIBBONS, 3),
                ("akatan-aotan", POETRY_RIBBONS | BLUE_RIBBONS, 6), ("tanzaku", RIBBONS, 5),
                ("kasu", CHAFF, 10))
YAKU_GOALS = {(sake_as_chaff, viewing): tuple(
    (name, CHAFF | {SAKE_CUP} if name == "kasu" and sake_as_chaff else pool, need)
    for name, pool, need in _CHART_GOALS if viewing or not name.endswith("-zake"))
    for sake_as_chaff in (True, False) for viewing in (True, False)}
"""Per (sake cup as chaff, viewing yaku score): each yaku's cards and how many of them it needs (for
progress shown to players and for bots weighing cards); :func:`yaku_goals` picks by the options."""
_STATE_KEYS = ("options", "rng", "month", "dealer", "cut", "turn", "phase", "hands", "field", "stock",
               "captures", "drawn", "koikoi", "decided", "scores", "history", "last_round")
_SEAT_ALONE = (frozenset((0,)), frozenset((1,)))
_NOBODY: frozenset[int] = frozenset()
_PLAYS = tuple({card: Action(seat, "play", (card,)) for card in DECK} for seat in (0, 1))
_PLAYS_ONTO = tuple({(card, target): Action(seat, "play", (card, target))
                     for card in DECK for target in SAME_MONTH[card] if target != card} for seat in (0, 1))
_CAPTURES = tuple({card: Action(seat, "capture", (card,)) for card in DECK} for seat in (0, 1))
_DECISIONS = tuple((Action(seat, "game"), Action(seat, "koikoi")) for seat in (0, 1))
"""Every action there is (under 500), built once: ``legal_actions`` hands these out at every step."""
_PLAYED = tuple({card: Event("played", {"seat": seat, "card": card}) for card in DECK} for seat in (0, 1))
_DRAWN = tuple({card: Event("drawn", {"seat": seat, "card": card}) for card in DECK} for seat in (0, 1))
_TAKES = tuple({(card, target): Event("captured", {"seat": seat, "cards": [card, target]})
                for card in DECK for target in SAME_MONTH[card] if target != card} for seat in (0, 1))
"""The events whose data the seat and cards fix (a play, a draw, a capture of one field card), built once
and shared, as the actions are: events are records nobody changes, and every turn makes two or three."""


# --- Options: rule sets and switches -----------------------------------------------------------------

def effective_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """The rules a game with these options plays by: ``ruleset`` and every switch's value.

    The rule set gives each switch its value, and a switch given beside it overrides it; an old save's
    ``viewing_yaku`` reads as ``viewing_points`` 5 (true) or 0 (false). Resolving the result again gives
    it back unchanged, so the setup screen and the table may resolve whatever options they hold.
    """
    given = {name: value for name, value in (options or {}).items() if name != "deal"}
    merged = merge_options(INFO, given)
    if type(merged["viewing_points"]) is bool:
        raise RuleError(f"Option 'viewing_points' must be one of {', '.join(map(str, VIEWING_CHOICES))}, "
                        f"not {merged['viewing_points']!r}.")
    if merged["viewing_yaku"] is not None and type(merged["viewing_yaku"]) is not bool:
        raise RuleError(f"Option 'viewing_yaku' should be a bool, not {merged['viewing_yaku']!r}.")
    active = {"ruleset": merged["ruleset"], **RULESETS[merged["ruleset"]]}
    if merged["viewing_yaku"] is not None:
        active["viewing_points"] = RULESETS["standard"]["viewing_points"] if merged["viewing_yaku"] else 0
    active.update({name: given[name] for name in SWITCHES if given.get(name) is not None})
    return active


def ruleset_changes(options: dict[str, Any] | None) -> list[str]:
    """The switches whose value differs from that of the named rule set, in switch order."""
    active = effective_options(options)
    named = RULESETS[active["ruleset"]]
    return [name for name in SWITCHES if active[name] != named[name]]


def _stored_options(given: dict[str, Any], active: dict[str, Any]) -> dict[str, Any]:
    """What the state keeps: the old shape for options from before rule sets (see LEGACY_OPTIONS),
    else the active rules in full."""
    if set(given) <= set(LEGACY_OPTIONS):
        return {**LEGACY_OPTIONS, **given}
    return dict(active)


def _active(options: dict[str, Any] | None) -> dict[str, Any]:
    """The active rules from options as given or as a state keeps them; a full set is used as it is,
    quickly, since bots score positions by the thousand."""
    if options is not None:
        size = len(options)
        if size == _RULES_SIZE and "ruleset" in options:
            return options
        if size == len(LEGACY_OPTIONS):  # three keys with three valid values: old-shape options
            legacy = _LEGACY_RULES.get((options.get("months"), options.get("sake_as_chaff"),
                                        options.get("viewing_yaku")))
            if legacy is not None:
                return legacy
    if options is None or set(options) <= set(LEGACY_OPTIONS):
        merged = {**LEGACY_OPTIONS, **(options or {})}
        return _legacy_rules(merged["months"], merged["sake_as_chaff"], merged["viewing_yaku"])
    return effective_options(options)


@cache
def _legacy_rules(months: int, sake_as_chaff: bool, viewing_yaku: bool) -> dict[str, Any]:
    """The active rules of old-shape options (shared: callers never change it)."""
    return effective_options({"months": months, "sake_as_chaff": sake_as_chaff, "viewing_yaku": viewing_yaku})


_LEGACY_RULES = {(months, sake_as_chaff, viewing_yaku): _legacy_rules(months, sake_as_chaff, viewing_yaku)
                 for months in INFO.option_choices["months"] for sake_as_chaff in (True, False)
                 for viewing_yaku in (True, False)}
"""The active rules of every valid old-shape options, by their values: one look-up where a cached call
would first compare the keys (a save from before rule sets, and every game started with no options)."""


# --- The protocol ---------------------------------------------------------------------------------

def new_game(options: dict[str, Any] | None, seats: int, seed: int) -> State:
    return new_game_and_events(options, seats, seed)[0]


def new_game_and_events(options: dict[str, Any] | None, seats: int, seed: int) -> tuple[State, list[Event]]:
    """A new match and the events of its first deal: with the dealt-hands house rule a dealt hand can
    win month 1 before anyone moves, and the table tells that as it tells any month's end."""
    check_seats(INFO, seats)
    given = dict(options or {})
    deal = merge_options(INFO, given)["deal"]
    given.pop("deal", None)
    active = effective_options(given)
    if deal is not None:
        _check_deal(deal)
    state: State = {"options": _stored_options(given, active), "rng": new_rng(seed), "month": 1, "dealer": 0,
                    "cut": None, "turn": 0, "phase": "play", "hands": [[], []], "field": [], "stock": [],
                    "captures": [[], []], "drawn": None, "koikoi": [0, 0], "decided": [0, 0],
                    "scores": [STAKE, STAKE] if active["scoring"] == "stake" else [0, 0],
                    "history": [], "last_round": None}
    if deal is None:
        state["cut"] = _cut_for_dealer(state)
        state["dealer"] = int(state["cut"][1] < state["cut"][0])
    else:
        state["dealer"] = deal["dealer"]
    return state, _start_month(state, _active(state["options"]), deal)


def to_act(state: State) -> frozenset[int]:
    return _NOBODY if state["phase"] == "over" else _SEAT_ALONE[state["turn"]]


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state["phase"]
    if phase == "over" or seat != state["turn"]:
        return []
    if phase == "play":
        field = state["field"]
        field_months = [MONTH_OF[c] for c in field]
        plays, plays_onto = _PLAYS[seat], _PLAYS_ONTO[seat]
        actions = []
        for card in state["hands"][seat]:
            if field_months.count(MONTH_OF[card]) == 2:
                same = SAME_MONTH[card]
                actions += [plays_onto[card, target] for target in field if target in same]
            else:
                actions.append(plays[card])
        return actions
    if phase == "capture":
        captures = _CAPTURES[seat]
        return [captures[target] for target in _matches(state, state["drawn"])]
    if KOIKOI_WITH_NO_CARDS_LEFT or any(state["hands"]):
        return list(_DECISIONS[seat])
    return [_DECISIONS[seat][0]]


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, action.seat)``, told without listing them."""
    phase, seat, kind, args = state["phase"], action.seat, action.kind, action.args
    if phase == "over" or seat != state["turn"]:
        return False
    if phase == "play":
        if kind != "play" or not 1 <= len(args) <= 2 or args[0] not in state["hands"][seat]:
            return False
        field, same = state["field"], SAME_MONTH[args[0]]
        if len(same.intersection(field)) != 2:
            return len(args) == 1
        return len(args) == 2 and args[1] in field and args[1] in same
    if phase == "capture":
        return kind == "capture" and len(args) == 1 and args[0] in _matches(state, state["drawn"])
    if args:
        return False
    return kind == "game" or (kind == "koikoi" and (KOIKOI_WITH_NO_CARDS_LEFT or any(state["hands"])))


def apply(state: State, action: Action) -> list[Event]:
    if isinstance(action, Action) and action.seat == state["turn"]:
        kind = action.kind
        if kind == "play":  # the usual move, checked as it is played (see _play)
            if state["phase"] == "play" and (events := _play(state, action)) is not None:
                return events
        elif is_legal(state, action):
            if kind == "capture":
                return _capture_drawn(state, action)
            if kind == "koikoi":
                return _call_koikoi(state, action.seat)
            return _call_game(state, action.seat)
    refuse_unless_legal(state, action, to_act(state), legal_actions, _explain, is_legal)
    raise AssertionError(f"{action} is legal, yet apply has no step for it")


def view(state: State, seat: int | None) -> dict[str, Any]:
    options = _active(state["options"])
    captures = [set(c) for c in state["captures"]]
    yaku = [score_yaku(captures[s], options, state["koikoi"][s] > 0) for s in (0, 1)]
    values = [_game_value(state, s) for s in (0, 1)]
    drawn = state["drawn"]
    return {"seat": seat, "month": state["month"], "months": options["months"],
            "dealer": state["dealer"], "turn": state["turn"], "phase": state["phase"],
            "to_act": sorted(to_act(state)),
            "hand": list(state["hands"][seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state["hands"]],
            "field": list(state["field"]), "stacks": _stacked_months(state["field"]),
            "stock_size": len(state["stock"]),
            "pending": None if drawn is None else {"card": drawn, "options": _matches(state, drawn)},
            "captures": [list(c) for c in state["captures"]],
            "yaku": yaku, "yaku_points": [sum(y.values()) for y in yaku],
            "progress": [_progress(captures[s], captures[1 - s], yaku[s], options) for s in (0, 1)],
            "koikoi": list(state["koikoi"]), "decided_points": list(state["decided"]),
            "game_values": values, "game_value": values[state["turn"]] if state["phase"] == "decide" else None,
            "scores": list(state["scores"]), "history": [dict(e) for e in state["history"]],
            "last_round": None if state["last_round"] is None else _copy_record(state["last_round"]),
            "cut": None if state["cut"] is None else list(state["cut"]),
            "options": dict(options)}


def outcome(state: State) -> Outcome | None:
    if state["phase"] != "over":
        return None
    scores = tuple(state["scores"])
    best = max(scores)
    winners = frozenset(s for s in (0, 1) if scores[s] == best)
    if len(winners) == 2:
        return Outcome(scores, winners, f"Both players end on {best} points and share the victory.")
    winner = next(iter(winners))
    return Outcome(scores, winners, f"Seat {winner + 1} wins {best} to {scores[1 - winner]}.")


# The state has a fixed shape, so copying it level by level with C-speed list and dict copies is many
# times faster than a generic deep copy: saves, clones and the conformance suite copy it constantly.
# A finished month's records are written once and never changed, so copies share them.

def _copy_state(state: State) -> State:
    cut = state["cut"]
    return {**state, "options": dict(state["options"]), "rng": dict(state["rng"]),
            "cut": None if cut is None else list(cut),
            "hands": [list(h) for h in state["hands"]], "field": list(state["field"]),
            "stock": list(state["stock"]), "captures": [list(c) for c in state["captures"]],
            "koikoi": list(state["koikoi"]), "decided": list(state["decided"]),
            "scores": list(state["scores"]), "history": list(state["history"]),
            "last_round": state["last_round"]}


to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(
    INFO.name, _STATE_KEYS, KINDS, copy=_copy_state)


def secrets_hidden_from(state: State, seat: int | None) -> set[str]:
    hidden = set(state["stock"])
    for other in (0, 1):
        if other != seat:
            hidden.update(state["hands"][other])
    return hidden


def sample_state(view_: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full match state that ``seat``'s view could come from, for a search bot to play on.

    Only the view is read: the cards it does not show (the opponent's hand and the draw pile) are dealt
    at random from the cards the seat has not seen, and the sample's own RNG record is seeded from
    ``rng``, so later months deal differently from the real ones. Nothing in Koi-Koi narrows where an
    unseen card can be (play is forced by the field, so a laid card says nothing about the rest).
    """
    unseen = unseen_cards(view_)
    rng.shuffle(unseen)
    opponent_size = view_["hand_sizes"][1 - seat]
    hands: list[list[str]] = [[], []]
    hands[seat] = list(view_["hand"])
    hands[1 - seat] = _in_deck_order(unseen[:opponent_size])
    cut = view_["cut"]
    return {"options": dict(view_["options"]), "rng": new_rng(rng.randrange(1 << 62)),
            "month": view_["month"], "dealer": view_["dealer"], "cut": None if cut is None else list(cut),
            "turn": view_["turn"], "phase": view_["phase"], "hands": hands, "field": list(view_["field"]),
            "stock": unseen[opponent_size:], "captures": [list(c) for c in view_["captures"]],
            "drawn": view_["pending"]["card"] if view_["pending"] else None,
            "koikoi": list(view_["koikoi"]), "decided": list(view_["decided_points"]),
            "scores": list(view_["scores"]), "history": [dict(e) for e in view_["history"]],
            "last_round": None if view_["last_round"] is None else _copy_record(view_["last_round"])}


# --- Judges: pure functions of captured cards -----------------------------------------------------

def score_yaku(captured: Iterable[str], options: dict[str, Any] | None = None,
               called_koikoi: bool = False) -> dict[str, int]:
    """The yaku these captured cards make, in chart order, with their points under the active rules
    (only those that score). ``called_koikoi``: their holder has called Koi-Koi this month, which can
    raise the viewing yaku."""
    return _score_mask(mask_of(set(captured)), _active(options), called_koikoi)


def viewing_worth(options: dict[str, Any] | None, called_koikoi: bool = False) -> int:
    """What Hanami-zake and Tsukimi-zake are each worth now (0: they do not score)."""
    points = _active(options)["viewing_points"]
    if points == "1-then-3":
        return VIEWING_AFTER_KOIKOI if called_koikoi else 1
    return points


def game_value(base: int, own_calls: int, opponent_calls: int,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
    """What a Game on ``base`` yaku points scores under the active rules, step by step:
    ``{"base", "bonus" (points added for Koi-Koi calls), "multipliers", "total"}``."""
    rules = _active(options)
    bonus, multipliers = 0, []
    if rules["koikoi_bonus"] == "plus-one" and own_calls:
        if own_calls <= PLUS_ONE_CALLS:
            bonus = own_calls
        else:
            multipliers.append({"name": "koikoi-calls", "factor": own_calls - 2})
    if rules["double_at_seven"] and base >= DOUBLE_FROM:
        multipliers.append({"name": "seven-or-more", "factor": DOUBLING})
    if rules["opponent_koikoi_double"] and opponent_calls:
        multipliers.append({"name": "opponent-koikoi", "factor": DOUBLING})
    total = base + bonus
    for multiplier in multipliers:
        total *= multiplier["factor"]
    return {"base": base, "bonus": bonus, "multipliers": multipliers, "total": total}


def yaku_goals(options: dict[str, Any] | None = None) -> tuple[tuple[str, frozenset[str], int], ...]:
    """Each yaku that can score under the active rules: its cards and how many of them it needs."""
    return YAKU_GOALS[goals_key(options)]


def goals_key(options: dict[str, Any] | None = None) -> tuple[bool, bool]:
    """The key of ``YAKU_GOALS`` for the active rules: (Sake cup as chaff, viewing yaku score)."""
    rules = _active(options)
    return rules["sake_as_chaff"], rules["viewing_points"] != 0


def yaku_progress(captured: Iterable[str], opponent_captured: Iterable[str],
                  options: dict[str, Any] | None = None) -> dict[str, list[int]]:
    """Yaku not made yet but still within reach, as ``[cards held, cards needed]``, in chart order.

    A yaku is out of reach once the opponent has taken too many of its cards. Left out: yaku with no
    card held yet, Ame-Shiko without the Rain Man, and bright yaku worth no more than one already made.
    """
    mine = set(captured)
    return _progress(mine, set(opponent_captured), score_yaku(mine, options), _active(options))


def _progress(mine: set[str], theirs: set[str], made: dict[str, int],
              options: dict[str, Any]) -> dict[str, list[int]]:
    best_bright = max(made.get(name, 0) for name in BRIGHT_YAKU)
    progress: dict[str, list[int]] = {}
    for name, pool, need in yaku_goals(options):
        have = len(mine & pool)
        if not 0 < have < need or name in made:
            continue
        if (len(pool) - len(pool & theirs) >= need
                and not (name in BRIGHT_YAKU and YAKU_POINTS[name] <= best_bright)
                and (name != "ame-shiko" or RAIN_MAN in mine)):
            progress[name] = [have, need]
    return progress


def dealt_hand(hand: Iterable[str]) -> tuple[str, list[int]] | None:
    """A hand that wins at once: ``("four-of-a-kind", [month])`` or ``("four-pairs", [months])``."""
    counts = _month_counts(hand)
    sizes = list(counts.values())
    if 4 in sizes:
        return "four-of-a-kind", sorted(m for m, n in counts.items() if n == 4)
    if sizes.count(2) == 4:
        return "four-pairs", sorted(m for m, n in counts.items() if n == 2)
    return None


def field_flaw(field: Iterable[str]) -> str | None:
    """Why a freshly dealt field must be dealt again (all four of a month, or four pairs), if it must."""
    counts = _month_counts(field)
    if 4 in counts.values():
        return "four-of-a-kind"
    return "four-pairs" if sum(1 for n in counts.values() if n == 2) == 4 else None


def unseen_cards(view_: dict[str, Any]) -> list[str]:
    """The cards a seat cannot see (the opponent's hand and the draw pile), in deck order."""
    seen = set(view_["hand"]) | set(view_["field"]) | set(view_["captures"][0]) | set(view_["captures"][1])
    if view_["pending"]:
        seen.add(view_["pending"]["card"])
    return [card for card in DECK if card not in seen]


# --- Turn steps -----------------------------------------------------------------------------------

def _matches(state: State, card: str) -> list[str]:
    same = SAME_MONTH[card]
    return [field_card for field_card in state["field"] if field_card in same]


def _play(state: State, action: Action) -> list[Event] | None:
    """Play a hand card, then turn the top card over; None, with nothing touched, when the play is not
    legal. Checking here instead of in is_legal first finds the card's field matches once, and this is
    the step every playout takes most, so laying and passing the turn are spelled out here. A card's
    matches are a set while no order can show (none or one), and in lay-out order when it can: two are
    offered, three taken, in that order."""
    seat, args = action.seat, action.args
    hand = state["hands"][seat]
    if not 1 <= len(args) <= 2 or args[0] not in hand:
        return None
    card = args[0]
    field = state["field"]
    same = SAME_MONTH[card]
    taken: Collection[str] = same.intersection(field)
    if len(taken) > 1:
        taken = [field_card for field_card in field if field_card in same]
    if len(taken) == 2:
        if len(args) != 2 or args[1] not in taken:
            return None
        taken = [args[1]]
    elif len(args) != 1:
        return None
    hand.remove(card)
    captures = state["captures"][seat]
    events = [_PLAYED[seat][card]]
    took = bool(taken)
    if took:
        events.append(_take(field, captures, seat, card, taken))
    else:
        field.append(card)
    drawn = state["stock"].pop(0)
    events.append(_DRAWN[seat][drawn])
    same = SAME_MONTH[drawn]
    taken = same.intersection(field)
    if len(taken) > 1:
        taken = [field_card for field_card in field if field_card in same]
    if len(taken) == 2:
        state["drawn"] = drawn
        state["phase"] = "capture"
        events.append(Event("choose", {"seat": seat, "card": drawn, "options": taken}))
        return events
    if taken:
        events.append(_take(field, captures, seat, drawn, taken))
        took = True
    else:
        field.append(drawn)
    if took and _points_rose(state, seat):
        events += _decision_due(state, seat)
    elif hand or state["hands"][1 - seat]:
        state["turn"] = 1 - seat  # the phase is "play" already
    else:
        events += _exhausted(state)
    return events


def _capture_drawn(state: State, action: Action) -> list[Event]:
    drawn, state["drawn"] = state["drawn"], None
    seat = action.seat
    events = [_take(state["field"], state["captures"][seat], seat, drawn, [action.args[0]])]
    return events + (_decision_due(state, seat) if _points_rose(state, seat) else _pass_turn(state, seat))


def _take(field: list[str], captures: list[str], seat: int, card: str, taken: Collection[str]) -> Event:
    """Take the field cards ``taken`` (the chosen one, the single match or the whole stack) with
    ``card`` into ``captures``. A single match's event is the shared one (see _TAKES)."""
    if len(taken) == 1:
        (target,) = taken
        field.remove(target)
        captures += (card, target)
        return _TAKES[seat][card, target]
    for field_card in taken:
        field.remove(field_card)
    cards = [card, *taken]
    captures += cards
    return Event("captured", {"seat": seat, "cards": cards})


def _yaku_of(state: State, seat: int) -> dict[str, int]:
    return _score_mask(mask_of(state["captures"][seat]), _active(state["options"]), state["koikoi"][seat] > 0)


def _points_rose(state: State, seat: int) -> bool:
    """Whether a turn that captured raised ``seat``'s yaku points over its last decision. Only those turns
    are scored: at the start of every turn a seat's points are no more than at its last decision (a turn
    that raised them stopped for Koi-Koi or ended the month), so a turn without a capture cannot raise
    them. The points are counted from tables; the yaku are named only when they rose, which few turns do."""
    cards = mask_of(state["captures"][seat])
    return points_of_mask(cards, _active(state["options"]), state["koikoi"][seat] > 0) > state["decided"][seat]


def _decision_due(state: State, seat: int) -> list[Event]:
    """Name the yaku that rose; the seat decides, or on a last turn without Koi-Koi the Game is called."""
    rules = _active(state["options"])
    yaku = _yaku_of(state, seat)
    events = [Event("yaku", {"seat": seat, "yaku": yaku, "points": sum(yaku.values())})]
    if not state["hands"][seat] and not rules["last_turn_koikoi"]:
        return events + _call_game(state, seat, last_turn=True, rules=rules)
    state["phase"] = "decide"
    return events


def _pass_turn(state: State, seat: int) -> list[Event]:
    if not any(state["hands"]):
        return _exhausted(state)
    state["turn"] = 1 - seat
    state["phase"] = "play"
    return []


def _exhausted(state: State) -> list[Event]:
    """The hands ran out without a Game: the dealer takes the exhausted-hand points."""
    rules = _active(state["options"])
    record = _round_record(state, state["dealer"], "exhausted", {}, _flat(rules["exhausted_points"]))
    return _finish_month(state, rules, record)


def _call_koikoi(state: State, seat: int) -> list[Event]:
    state["koikoi"][seat] += 1
    state["decided"][seat] = points_of_mask(mask_of(state["captures"][seat]), _active(state["options"]), True)
    return [Event("koikoi", {"seat": seat, "count": state["koikoi"][seat]})] + _pass_turn(state, seat)


def _call_game(state: State, seat: int, last_turn: bool = False,
               rules: dict[str, Any] | None = None) -> list[Event]:
    """End the month with a Game by ``seat``; ``rules``: the active rules when the caller has them."""
    rules = rules or _active(state["options"])
    calls = state["koikoi"]
    yaku = _score_mask(mask_of(state["captures"][seat]), rules, calls[seat] > 0)
    value = game_value(sum(yaku.values()), calls[seat], calls[1 - seat], rules)
    record = _round_record(state, seat, "game", yaku, value)
    if last_turn:
        record["last_turn"] = True
    return _finish_month(state, rules, record)


def _game_value(state: State, seat: int) -> dict[str, Any]:
    """What a Game by ``seat`` would score now."""
    base = sum(_yaku_of(state, seat).values())
    return game_value(base, state["koikoi"][seat], state["koikoi"][1 - seat], _active(state["options"]))


def _flat(points: int) -> dict[str, Any]:
    """The value of a month won without a Game: its points, with no bonus or multiplier."""
    return {"base": points, "bonus": 0, "multipliers": [], "total": points}


# --- Months ---------------------------------------------------------------------------------------

def _cut_for_dealer(state: State) -> list[int]:
    """Each seat cuts a card; the month closer to January deals first; equal months cut again."""
    while True:
        deck = shuffled(state["rng"], DECK)
        cut = [MONTH_OF[deck[0]], MONTH_OF[deck[1]]]
        if cut[0] != cut[1]:
            return cut


def _start_month(state: State, rules: dict[str, Any], deal: dict[str, Any] | None = None) -> list[Event]:
    """Deal (again while the field is flawed), then settle a dealt hand, which ends the month at once.
    ``rules``: the active rules, resolved once by the caller."""
    dealer = state["dealer"]
    hands_win = rules["dealt_hands"] == "win"
    events = []
    if deal is not None:
        hands = [_in_deck_order(h) for h in deal["hands"]]
        field, stock = list(deal["field"]), list(deal["stock"])
    else:
        while True:
            deck = shuffled(state["rng"], DECK)
            hands = [[], []]
            hands[1 - dealer] = _in_deck_order(deck[0:2 * HAND_SIZE:2])
            hands[dealer] = _in_deck_order(deck[1:2 * HAND_SIZE:2])
            field = deck[2 * HAND_SIZE:2 * HAND_SIZE + FIELD_SIZE]
            stock = deck[2 * HAND_SIZE + FIELD_SIZE:]
            flaw = field_flaw(field) if _month_flaw(field) else None
            if flaw is None and not hands_win and any(_month_tallies(h) & _FOUR_OF_A_MONTH for h in hands):
                flaw = "four-of-a-kind-in-hand"
            if flaw is None:
                break
            events.append(Event("redeal", {"month": state["month"], "reason": flaw, "field": field}))
    state.update({"hands": hands, "field": field, "stock": stock, "captures": [[], []],
                  "drawn": None, "koikoi": [0, 0], "decided": [0, 0], "turn": dealer,
                  "phase": "play"})
    events.append(Event("dealt", {"month": state["month"], "dealer": dealer, "field": list(field),
                                  "hand_sizes": [len(h) for h in hands]}))
    held = [dealt_hand(h) if hands_win and _month_flaw(h) else None for h in hands]
    if held[dealer] or held[1 - dealer]:
        winner = dealer if held[dealer] else 1 - dealer
        name, months = held[winner]
        record = _round_record(state, winner, "dealt-hand", {}, _flat(DEALT_HAND_POINTS))
        record.update({"hand": name, "hand_months": months, "both_held": all(held)})
        events += _finish_month(state, rules, record, {"hand_cards": list(hands[winner])})
    return events


def _round_record(state: State, winner: int, reason: str, yaku: dict[str, int],
                  value: dict[str, Any]) -> dict[str, Any]:
    """The month's record; ``bonus`` only when there was one, so records under the standard rules keep
    the shape older saves recorded."""
    record = {"month": state["month"], "dealer": state["dealer"], "winner": winner, "reason": reason,
              "yaku": dict(yaku), "base": value["base"], "multipliers": value["multipliers"],
              "points": value["total"], "koikoi": list(state["koikoi"])}
    if value["bonus"]:
        record["bonus"] = value["bonus"]
    return record


def _finish_month(state: State, rules: dict[str, Any], record: dict[str, Any],
                  shown: dict[str, Any] | None = None) -> list[Event]:
    """Score the month, then deal the next one (the winner deals) or end the match.

    The ``round_over`` event also carries the month's cards for the result dialog (both sides'
    captures, and ``shown``: the winning dealt hand), which the view cannot keep once cards are reused.
    """
    stake = rules["scoring"] == "stake"
    state["scores"][record["winner"]] += record["points"]
    if stake:
        state["scores"][1 - record["winner"]] -= record["points"]
    state["history"].append({key: record[key] for key in SCOREBOARD_KEYS})
    state["last_round"] = record
    events = [Event("round_over", {**_copy_record(record), **(shown or {}),
                                   "captures": [list(c) for c in state["captures"]]})]
    if state["month"] >= rules["months"] or (stake and min(state["scores"]) <= 0):
        state["phase"] = "over"
        result = outcome(state)
        return events + [Event("match_over", {"scores": list(result.scores),
                                              "winners": sorted(result.winners)})]
    state["month"] += 1
    state["dealer"] = record["winner"]
    return events + _start_month(state, rules)


# --- Copies ---------------------------------------------------------------------------------------

def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    copied = {**record, "yaku": dict(record["yaku"]), "koikoi": list(record["koikoi"]),
              "multipliers": [dict(m) for m in record["multipliers"]]}
    if "hand_months" in record:
        copied["hand_months"] = list(record["hand_months"])
    return copied


# --- Small helpers --------------------------------------------------------------------------------

def _score_mask(cards: int, rules: dict[str, Any], called_koikoi: bool) -> dict[str, int]:
    """:func:`score_yaku` of the cards in the mask ``cards``: the rules score every capture, so each
    yaku is counted with one ``&`` and ``bit_count`` instead of set operations."""
    found: dict[str, int] = {}
    brights = (cards & _BRIGHTS_BITS).bit_count()
    rain_man = cards & _RAIN_MAN_BIT
    if brights == 5:
        found["goko"] = YAKU_POINTS["goko"]
    elif brights == 4:
        name = "ame-shiko" if rain_man else "shiko"
        found[name] = YAKU_POINTS[name]
    elif brights == 3 and not rain_man:
        found["sanko"] = YAKU_POINTS["sanko"]
    if cards & _SAKE_CUP_BIT:
        viewing = viewing_worth(rules, called_koikoi)
        if viewing and cards & _CURTAIN_BIT:
            found["hanami-zake"] = viewing
        if viewing and cards & _MOON_BIT:
            found["tsukimi-zake"] = viewing
    if cards & _BOAR_DEER_BUTTERFLIES_BITS == _BOAR_DEER_BUTTERFLIES_BITS:
        found["inoshikacho"] = YAKU_POINTS["inoshikacho"]
    animals = (cards & _ANIMALS_BITS).bit_count()
    if animals >= COUNT_NEEDED["tane"]:
        found["tane"] = YAKU_POINTS["tane"] + animals - COUNT_NEEDED["tane"]
    poetry, blue = cards & _POETRY_BITS == _POETRY_BITS, cards & _BLUE_BITS == _BLUE_BITS
    if poetry and blue and rules["ribbons_stack"]:
        found.update({name: YAKU_POINTS[name] for name in ("akatan", "aotan", "akatan-aotan")})
    elif poetry or blue:
        name = "akatan-aotan" if poetry and blue else "akatan" if poetry else "aotan"
        found[name] = YAKU_POINTS[name]
    ribbons = (cards & _RIBBONS_BITS).bit_count()
    if ribbons >= COUNT_NEEDED["tanzaku"]:
        found["tanzaku"] = YAKU_POINTS["tanzaku"] + ribbons - COUNT_NEEDED["tanzaku"]
    chaff = (cards & _CHAFF_BITS).bit_count() + bool(rules["sake_as_chaff"] and cards & _SAKE_CUP_BIT)
    if chaff >= COUNT_NEEDED["kasu"]:
        found["kasu"] = YAKU_POINTS["kasu"] + chaff - COUNT_NEEDED["kasu"]
    return found


def _submasks(mask: int) -> list[int]:
    """Every mask made of some of the bits of ``mask`` (0 included)."""
    found, sub = [0], mask
    while sub:
        found.append(sub)
        sub = (sub - 1) & mask
    return found


def _group_points(mask: int, **switches: Any) -> int:
    """The points of a group's cards alone, by the chart itself (the tables below are built with it)."""
    return sum(_score_mask(mask, {**RULESETS["standard"], **switches}, False).values())


_VIEWING_BITS = _SAKE_CUP_BIT | _CURTAIN_BIT | _MOON_BIT
_CHAFF_AND_SAKE_BITS = _CHAFF_BITS | _SAKE_CUP_BIT
_KASU_NEEDED, _KASU_POINTS = COUNT_NEEDED["kasu"], YAKU_POINTS["kasu"]
_BRIGHT_POINTS = {mask: _group_points(mask) for mask in _submasks(_BRIGHTS_BITS)}
_VIEWING_YAKU = {mask: _group_points(mask, viewing_points=1) for mask in _submasks(_VIEWING_BITS)}
_ANIMAL_POINTS = {mask: _group_points(mask) for mask in _submasks(_ANIMALS_BITS)}
_RIBBON_POINTS = {stack: {mask: _group_points(mask, ribbons_stack=stack) for mask in _submasks(_RIBBONS_BITS)}
                  for stack in (False, True)}
"""The points the yaku of each group of cards score, by the cards of the group held (for the viewing
cards: how many viewing yaku they make). Only those and Kasu (counted apart) take cards from two
groups, so a seat's points are the sum."""


def points_of_mask(cards: int, rules: dict[str, Any], called_koikoi: bool) -> int:
    """``sum(score_yaku(...).values())`` for the cards of the mask ``cards`` (bit i: ``DECK[i]``), under the
    active ``rules``, in a few table look-ups: every turn that captures is scored, most turns only need to
    know that the points did not rise, and the bots weigh every move of their playouts by it."""
    points = (_BRIGHT_POINTS[cards & _BRIGHTS_BITS] + _ANIMAL_POINTS[cards & _ANIMALS_BITS]
              + _RIBBON_POINTS[rules["ribbons_stack"]][cards & _RIBBONS_BITS])
    viewing = _VIEWING_YAKU[cards & _VIEWING_BITS]
    if viewing:
        points += viewing * viewing_worth(rules, called_koikoi)
    chaff = (cards & (_CHAFF_AND_SAKE_BITS if rules["sake_as_chaff"] else _CHAFF_BITS)).bit_count()
    if chaff >= _KASU_NEEDED:
        points += chaff - _KASU_NEEDED + _KASU_POINTS
    return points


def mask_of(cards: Iterable[str]) -> int:
    """The mask of these cards, each named once (a pile of cards never holds one twice)."""
    return sum(map(_BIT.__getitem__, cards))


_MONTH_ONES = sum(1 << 4 * month for month in range(len(MONTH_NAMES)))
"""A 1 in each month's four bits of a card mask (DECK lists its cards month by month, four a month)."""
_FOUR_OF_A_MONTH = 4 * _MONTH_ONES


def _month_tallies(cards: Iterable[str]) -> int:
    """How many of ``cards`` each month has, as one number per month's four bits of the mask (a
    population count per four bits), so a deal's checks are a few integer steps instead of counting."""
    mask = mask_of(cards)
    pairs = mask - ((mask >> 1) & 5 * _MONTH_ONES)
    return (pairs & 3 * _MONTH_ONES) + ((pairs >> 2) & 3 * _MONTH_ONES)


def _month_flaw(cards: list[str]) -> bool:
    """Whether ``cards`` hold all four of a month or exactly four months with two each: the only deals
    :func:`field_flaw` and :func:`dealt_hand` (which name what they found) can find fault with. Either
    leaves at most three months fewer than cards, and most deals have more: those are told by the set."""
    if len(set(map(MONTH_OF.__getitem__, cards))) > len(cards) - 3:
        return False
    tallies = _month_tallies(cards)
    return bool(tallies & _FOUR_OF_A_MONTH) or ((tallies >> 1) & ~tallies & _MONTH_ONES).bit_count() == 4


def _in_deck_order(cards: Iterable[str]) -> list[str]:
    """Hands are kept sorted, so legal actions come out in a stable order without sorting each time."""
    return sorted(cards, key=_DECK_ORDER.__getitem__)


def _month_counts(cards: Iterable[str]) -> dict[int, int]:
    months = [MONTH_OF[card] for card in cards]
    return {month: months.count(month) for month in months}


def _stacked_months(field: list[str]) -> list[int]:
    return sorted(m for m, n in _month_counts(field).items() if n >= STACK_SIZE)


def _check_deal(deal: Any) -> None:
    """An explicit deal must hold every card exactly once, in the right amounts."""
    if not isinstance(deal, dict) or set(deal) != {"dealer", "hands", "field", "stock"}:
        raise RuleError("A Koi-Koi deal is {'dealer', 'hands', 'field', 'stock'}.")
    if deal["dealer"] not in (0, 1) or isinstance(deal["dealer"], bool):
        raise RuleError("The deal's dealer must be seat 0 or 1.")
    hands = deal["hands"]
    if (not isinstance(hands, list) or len(hands) != 2
            or any(not isinstance(h, list) or len(h) != HAND_SIZE for h in hands)
            or not isinstance(deal["field"], list) or len(deal["field"]) != FIELD_SIZE
            or not isinstance(deal["stock"], list)
            or len(deal["stock"]) != len(DECK) - 2 * HAND_SIZE - FIELD_SIZE):
        raise RuleError("A Koi-Koi deal has two hands of 8 cards, a field of 8 and a draw pile of 24.")
    cards = [*hands[0], *hands[1], *deal["field"], *deal["stock"]]
    if not all(isinstance(card, str) for card in cards):
        raise RuleError(f"Every card of a Koi-Koi deal is a card's name, such as {DECK[0]!r}.")
    if sorted(cards, key=lambda c: _DECK_ORDER.get(c, -1)) != list(DECK):
        unknown = sorted(str(c) for c in set(cards) - set(DECK))
        raise RuleError("The deal must use each of the 48 cards once"
                        + (f"; unknown: {', '.join(unknown)}." if unknown else "."))


def _explain(state: State, action: Action) -> str:
    """Why a move by the seat to act is refused, in a player's words: cards by the names on the table."""
    phase, seat, args, drawn = state["phase"], action.seat, action.args, state["drawn"]
    if action.kind not in _KINDS_IN_PHASE[phase]:
        if phase == "capture":
            return f"Now you must choose the field card the drawn {card_name(drawn)} takes."
        return "Now you must call Koi-Koi or Game." if phase == "decide" else "Now you must play a card from your hand."
    if phase == "decide":
        if args:
            return "Call Koi-Koi or Game: nothing is chosen with it."
        return "No cards are left to play on: call Game."
    if phase == "capture":
        return f"The drawn {card_name(drawn)} can take {either_card(_matches(state, drawn))}: choose one of them."
    if len(args) not in (1, 2) or any(arg not in MONTH_OF for arg in args):
        return "Choose a card from your hand, and the field card it takes when two match."
    card = args[0]
    if card not in state["hands"][seat]:
        return f"The {card_name(card)} is not in your hand."
    matches = _matches(state, card)
    month = MONTH_NAMES[MONTH_OF[card] - 1]
    if len(matches) == 2 and len(args) == 1:
        return f"The {card_name(card)} can take {either_card(matches)}: choose one of them."
    if len(args) == 2 and args[1] not in matches:
        played, target = card_name(card), card_name(args[1])
        if not matches:
            return f"No field card is of {month}: play the {played} alone."
        if MONTH_OF[args[1]] != MONTH_OF[card]:
            return f"The {played} takes only cards of {month}, not the {target}; it can take {either_card(matches)}."
        return f"The {target} is not on the field; the {played} can take {either_card(matches)}."
    return f"The {card_name(card)} has no two field cards of {month} to choose from: play it alone."


def either_card(cards: list[str]) -> str:
    """"April chaff or Cuckoo (April animal)", and "either April chaff" for two cards of one name: a
    choice between cards as refusals and the move log word it."""
    names = [card_name(card) for card in cards]
    if len(set(names)) == 1 and len(names) > 1:
        return f"either {names[0]}"
    return " or ".join(names)

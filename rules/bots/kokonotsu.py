"""Kokonotsu players.

"easy" plays at random with a little sense (:class:`EasyBot`).

"normal" reads the grid: what the coconut (and every carried one) is worth to each seat, as line
progress, spoiled enemy lines, a completed line and end points. It guesses the other hands from the
unseen cards, estimates how often each of its choices would win the round, and takes the choice with
the best expected worth, minus what the cards it spends would still win in later rounds (their chance
to win a plain round, so at three or four seats a middle card is cheap and a 10 dear).

"hard" looks one move further than normal: it samples deals consistent with its view
(:func:`rules.kokonotsu.sample_state`), where the cards the others have already put face down this
round are chosen again by the quick reading (below) instead of at random; it tries each candidate action
in every deal and plays the rest of the game out with the quick reading for every seat; the candidate
with the best mean result wins (a win is 1, else the share of the other seats finishing behind).
The quick reading is normal's reading made cheap on a full sample: the other seats' plays are
enumerated from their hands in the sample instead of sampled from the unseen cards. As the playouts
follow (nearly) normal's own choices, this is one step of policy improvement over normal: the hard
bot picks the move that does best given that everyone plays normally afterwards. A dealer's many
coconuts are first cut to a shortlist by normal's reading.
Both budgets are counted in samples and playouts, never in seconds.

Normal against easy at four players stays near 73 % pair by pair: some 30 variants of normal and easy,
and even hard's search in normal's place, gain a point at most, as three random rivals' luck decides the
rest. The variants and their figures: ``rules/bots/screening.md``.
"""
from __future__ import annotations

import random
from functools import cache
from itertools import combinations, product
from typing import Any

from rules import kokonotsu as game
from rules.core import Action, State

WIN_VALUE = 30.0
"""Worth of completing a line (the game)."""
LINE_WEIGHTS = (0.0, 1.0, 4.0)
"""Worth of a line still open to one seat holding 0, 1 or 2 of its chips."""
SPOIL_WEIGHT = 0.5
"""Share of an enemy line's worth gained by putting a chip in it."""
POINT_WEIGHT = 0.6
"""Worth of one end point, scaled up as the game nears its end."""
KEEP_WEIGHT = 2.0
"""Worth of a card held for later rounds, per later round (up to KEEP_HORIZON), per unit of its chance
to win a plain round against the others' cards drawn at random. That chance, not the pips, is what a
card keeps: at a bigger table a middle card rarely wins, so it is spent for little, and the high cards
are kept for the coconuts worth most (with 2 players the chance grows with the pips, as before)."""
KEEP_HORIZON = 3
AMBUSH_WEIGHT = 1.5
"""Worth per Ambush pip for Las-nut, while Las-nut is still to be fought (screened against 0.6, 1.0
and 2.5: Las-nut's points, up to 3, and the carried coconuts decide many games)."""
SENSE = 0.25
"""Easy: how often it makes an obvious choice (take back the highest card, hand on the lowest)."""
SAMPLES = 48
"""Sampled deals of the other hands per normal decision."""

ROUND_BUDGET = {2: 2100, 3: 900, 4: 600}
"""Hard: rounds simulated per decision (playouts x rounds still to play), by number of players,
sized so a decision stays well under 1 s on the 2-core development machine (CPU time over 60 whole
games against normal bots on a busy machine: mean 0.23-0.26 s, 95th percentile 0.43-0.49 s, slowest
0.67-0.8 s)."""
MIN_DEALS = 6
SHORTLIST = 4
"""Hard: coconuts searched by the dealer (normal's reading picks them)."""
QUICK_PLAYS = 12
"""Quick reading: the others' joint plays tried per choice (all of them when there are no more)."""


def make(level: str, seat: int) -> EasyBot | NormalBot | HardBot:
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot(seat)
    if level == "hard":
        return HardBot(seat)
    raise ValueError(f"Kokonotsu has no {level!r} bot; it has easy, normal and hard.")


class EasyBot:
    """Random, with a little sense: it never names its own card on No-no-nut (that only knocks itself
    out), and now and then (SENSE) takes back its highest card or hands on its lowest, the obvious
    choices. It does not weigh coconuts or count cards."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        kind = legal[0].kind
        if kind == "announce":
            mine = {game.card_value(card) for card in view["my_face_down"] if card is not None}
            return rng.choice([a for a in legal if a.args[0] not in mine] or legal)
        if kind in ("take-back", "give") and rng.random() < SENSE:
            by_value = sorted(legal, key=lambda a: game.card_value(a.args[0]))
            return by_value[-1] if kind == "take-back" else by_value[0]
        return rng.choice(legal)


class NormalBot:
    """Plays to the coconut's effect and the grid, with a quick estimate of its winning chances."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        reading = Reading(view)
        if kind == "take":
            return rng.choice(legal)
        if kind == "take-back":
            return max(legal, key=lambda a: game.card_value(a.args[0]))
        if kind == "give":
            return min(legal, key=lambda a: game.card_value(a.args[0]))
        if kind == "direction":
            return max(legal, key=lambda a: reading.source_strength(a.args[0], rng))
        if kind == "announce":
            return _best_announcement(reading, legal, rng)
        if kind == "coconut":
            return max(legal, key=lambda a: reading.coconut_worth(a.args[0], rng))
        if kind == "swap":
            return max(legal, key=lambda a: reading.swap_worth(a.args[0], a.args[1], rng))
        worths = reading.play_worths(view["coconut"], view["coconut_position"],
                                     [list(a.args) for a in legal], rng)
        return legal[max(range(len(legal)), key=worths.__getitem__)]


class HardBot:
    """Flat Monte Carlo over sampled deals: every candidate tried in the same deals, the rest of the
    game played out by the quick reading for every seat."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1 or legal[0].kind == "take":
            return rng.choice(legal)  # a blind draw: no slot is better than another
        candidates = _shortlist(view, legal, rng)
        rounds_left = game.ROUNDS - view["round"] + 1
        deals = max(MIN_DEALS, ROUND_BUDGET[view["players"]] // (len(candidates) * rounds_left))
        totals = [0.0] * len(candidates)
        for _ in range(deals):
            seed = rng.randrange(1 << 30)
            deal = game.sample_state(view, self.seat, random.Random(seed))
            _choose_face_down_again(deal, self.seat, random.Random(seed))
            for index, action in enumerate(candidates):
                state = game.clone(deal)
                game.apply(state, action)
                totals[index] += _play_out(state, self.seat, random.Random(seed))
        return candidates[max(range(len(candidates)), key=totals.__getitem__)]


def _shortlist(view: dict[str, Any], legal: list[Action], rng: random.Random) -> list[Action]:
    """The coconuts worth searching: the dealer's best few by normal's reading (the others rarely
    win the search, and each costs as much as the rest together)."""
    if legal[0].kind != "coconut" or len(legal) <= SHORTLIST:
        return legal
    reading = Reading(view)
    worths = {action: reading.coconut_worth(action.args[0], rng) for action in legal}
    return sorted(legal, key=worths.__getitem__, reverse=True)[:SHORTLIST]


# --- What a seat can read from its view -------------------------------------------------------------

class Reading:
    """The viewer's knowledge: its own cards, and for every other seat the cards it could hold."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me: int = view["seat"]
        self.players: int = view["players"]
        self.chips: list[int | None] = [cell["chip"] for cell in view["grid"]]
        self.others = [s for s in range(self.players) if s != self.me]
        seen = {card for card in view["my_face_down"] if card is not None}
        if view["my_card_elsewhere"]:
            seen.add(view["my_card_elsewhere"]["card"])
        self.known = {s: list(view["known_hands"][s]) for s in self.others}
        self.unknown = {s: [c for c in game.deck_of(s) if c not in seen and c not in view["discards"][s]
                            and c not in self.known[s]] for s in self.others}
        hidden_before = [0] * self.players  # cards that left a hand this round, unseen by me
        for seat, owners in enumerate(view["face_down"]):
            for index, owner in enumerate(owners):
                if seat != self.me or view["my_face_down"][index] is None:
                    hidden_before[owner] += 1
        self.hand_sizes = {s: view["hand_counts"][s] + hidden_before[s] for s in self.others}

    # Sampling the others ------------------------------------------------------------------------

    def sample_hands(self, rng: random.Random) -> dict[int, list[str]]:
        """A guess at every other hand as it was before this round's choices."""
        hands = {}
        for s in self.others:
            known = self.known[s][:self.hand_sizes[s]]
            extra = max(0, min(self.hand_sizes[s] - len(known), len(self.unknown[s])))
            hands[s] = known + rng.sample(self.unknown[s], extra)
        return hands

    # Worth of the prize -------------------------------------------------------------------------

    def prize(self, position: int) -> list[int]:
        return [*self.view["carried"], position]

    def worth_to(self, seat: int, positions: list[int]) -> float:
        return grid_worth(self.chips, seat, positions, self.players, self.view["round"])

    # Estimating rounds --------------------------------------------------------------------------

    def play_worths(self, nut: str, position: int, options: list[list[str]],
                    rng: random.Random) -> list[float]:
        """Expected worth of each way to play my own cards this round (given coconut and prize)."""
        gains = {s: self.worth_to(s, self.prize(position)) for s in range(self.players)}
        totals = [0.0] * len(options)
        for _ in range(SAMPLES):
            hands = self.sample_hands(rng)
            theirs = {s: _guess_play(nut, hands[s], self.view["discards"][s], self.view["round"], rng)
                      for s in self.others}
            for index, cards in enumerate(options):
                winner = self.winner_of(nut, {**theirs, self.me: cards})
                if winner is not None:
                    totals[index] += gains[winner] if winner == self.me else -gains[winner]
        return [total / SAMPLES - keep_cost(cards, self.players, self.view["round"])
                for total, cards in zip(totals, options)]

    def winner_of(self, nut: str, played: dict[int, list[str]]) -> int | None:
        powers = {}
        for seat, cards in played.items():
            face = sum(map(game.card_value, cards))
            powers[seat] = face + game.monkeypower_bonus(nut, face, self.view["discards"][seat],
                                                         self.view["previous"][seat])
        return game.judge(nut, powers, five_gap=self.view["options"]["five_gap"])

    def my_options(self, nut: str) -> list[list[str]]:
        """How I could play if this coconut were chosen now (forced cards count as one option)."""
        hand = self.view["hand"]
        if nut in game.SHOWN_HAND:
            return [[game.SHOWN_HAND[nut](hand, key=game.card_value)]]
        if nut == game.LAS_NUT:
            return [list(self.view["ambush"])]
        if nut == "discard-nut" and self.view["round"] > 1:
            back = max(self.view["discards"][self.me], key=game.card_value)
            return [list(pair) for pair in combinations(sorted([*hand, back], key=game.card_value), 2)]
        return [[card] for card in hand]

    def coconut_worth(self, position: int, rng: random.Random) -> float:
        nut = self.view["grid"][position - 1]["coconut"]
        if nut in game.PASSING:
            gains = [self.worth_to(s, self.prize(position)) for s in range(self.players)]
            return (gains[self.me] - sum(gains[s] for s in self.others)) / self.players
        return max(self.play_worths(nut, position, self.my_options(nut), rng))

    def swap_worth(self, card: str, ambush: str, rng: random.Random) -> float:
        hand = [c for c in self.view["hand"] if c != card] + [ambush]
        best = max(self.play_worths(self.view["coconut"], self.view["coconut_position"],
                                    [[c] for c in hand], rng))
        las_nut_open = self.view["grid"][game.LAS_NUT_POSITION - 1]["face_up"]
        change = game.card_value(card) - game.card_value(ambush)
        return best + (AMBUSH_WEIGHT * change if las_nut_open else 0.0)

    def source_strength(self, direction: str, rng: random.Random) -> float:
        """Average card I would end up playing: taken from (Adjoining) or handed by (Who) that seat."""
        step = game.DIRECTION_STEPS[direction]
        taking = self.view["coconut"] == "adjoining-nut"
        source = (self.me + step if taking else self.me - step) % self.players
        hands = [self.sample_hands(rng)[source] for _ in range(8)]
        cards = [game.card_value(c) for hand in hands for c in hand]
        return sum(cards) / max(1, len(cards))


def _best_announcement(reading: Reading, legal: list[Action], rng: random.Random) -> Action:
    """No-no-nut: the number that most often knocks out whoever would beat my face-down card."""
    view = reading.view
    nut, mine = view["coconut"], view["my_face_down"]
    scores = [0] * len(legal)
    for _ in range(SAMPLES):
        hands = reading.sample_hands(rng)
        played = {s: [rng.choice(hands[s])] for s in reading.others if hands[s]}
        played[reading.me] = mine
        for index, action in enumerate(legal):
            standing = {s: cards for s, cards in played.items()
                        if game.card_value(cards[0]) != action.args[0]}
            scores[index] += reading.winner_of(nut, standing) == reading.me
    return legal[max(range(len(legal)), key=scores.__getitem__)]


def _guess_play(nut: str, hand: list[str], discard: list[str], round_: int,
                rng: random.Random) -> list[str]:
    """How another seat might play this coconut from a guessed hand."""
    if not hand:
        return []
    if nut in game.SHOWN_HAND:
        return [game.SHOWN_HAND[nut](hand, key=game.card_value)]
    if nut == "discard-nut" and round_ > 1 and discard:
        pool = [*hand, max(discard, key=game.card_value)]
        return rng.sample(pool, 2)
    return [rng.choice(hand)]


def keep_cost(cards: list[str], players: int, round_: int) -> float:
    """What playing these cards now gives up in the rounds to come; see KEEP_WEIGHT."""
    later = min(KEEP_HORIZON, game.ROUNDS - 1 - round_)
    return KEEP_WEIGHT * later * sum(_plain_win_chance(players, game.card_value(card)) for card in cards)


@cache
def _plain_win_chance(players: int, value: int) -> float:
    """How often a card of this value wins a plain Coconut against the others' cards drawn at random."""
    others = list(product(game.CARD_VALUES, repeat=players - 1))
    wins = sum(_winner("coconut", dict(enumerate((value, *faces))), False) == 0 for faces in others)
    return wins / len(others)


def grid_worth(chips: list[int | None], seat: int, positions: list[int], players: int,
               round_: int) -> float:
    """What putting ``seat``'s chips on ``positions`` is worth to it: line progress, spoiled enemy
    lines, end points, or the whole game for a completed line."""
    after = list(chips)
    for position in positions:
        after[position - 1] = seat
    if game.completed_line(after) == seat:
        return WIN_VALUE
    worth = 0.0
    for line in game.LINES:
        if not any(p in positions for p in line):
            continue
        owners = [chips[p - 1] for p in line if chips[p - 1] is not None]
        if all(owner == seat for owner in owners):
            mine_after = sum(after[p - 1] == seat for p in line)
            worth += LINE_WEIGHTS[min(mine_after, 2)] - LINE_WEIGHTS[len(owners)]
        elif len(set(owners)) == 1 and seat not in owners:
            worth += SPOIL_WEIGHT * LINE_WEIGHTS[len(owners)]
    scale = POINT_WEIGHT * (1 + round_ / game.ROUNDS)
    worth += scale * sum(game.LAS_NUT_POINTS[players] if p == game.LAS_NUT_POSITION else 1
                         for p in positions)
    return worth


# --- Hard: the quick reading and its playouts ------------------------------------------------------

def _play_out(state: State, me: int, rng: random.Random) -> float:
    """Finish the game with the quick reading for every seat; see :func:`_result_for`."""
    while acting := game.to_act(state):
        game.apply(state, _quick_choice(state, game.legal_actions(state, min(acting)), rng))
    return _result_for(state, me)


def _result_for(state: State, me: int) -> float:
    """1 for a win, else the share of the other seats finishing behind (a tie on points is half):
    with 3 or 4 players, coming second is worth more than coming last."""
    result = state["result"]
    winner, points = result["winner"], result["points"]
    if winner == me:
        return 1.0
    behind = sum(1.0 if points[me] > points[s] else 0.5 if points[me] == points[s] else 0.0
                 for s in range(state["players"]) if s not in (me, winner))
    return behind / (state["players"] - 1)


def _choose_face_down_again(state: State, me: int, rng: random.Random) -> None:
    """The others' face-down cards in a sample are dealt at random from their unseen cards: choose them
    again with the quick reading, so a valuable coconut is fought with the strong cards a player would
    really put down. (Cards handed on by Who-nut or Adjoining-nut are never in a play phase.)"""
    phase = state["phase"]
    if phase not in ("play", "announce"):
        return
    again = [s for s in range(state["players"]) if s != me and state["played"][s]]
    state["phase"] = "play"
    for seat in again:
        state["hands"][seat] = sorted(state["hands"][seat] + state["played"][seat], key=game.card_value)
        state["played"][seat] = None
    for seat in again:
        cards = list(_quick_choice(state, game.legal_actions(state, seat), rng).args)
        state["hands"][seat] = [card for card in state["hands"][seat] if card not in cards]
        state["played"][seat] = cards
    state["phase"] = phase


def _quick_choice(state: State, legal: list[Action], rng: random.Random) -> Action:
    """Normal's choice, read from a full sample: the others' plays come from their hands in it."""
    if len(legal) == 1:
        return legal[0]
    kind, me = legal[0].kind, legal[0].seat
    if kind == "take":
        return rng.choice(legal)
    if kind == "take-back":
        return max(legal, key=lambda a: game.card_value(a.args[0]))
    if kind == "give":
        return min(legal, key=lambda a: game.card_value(a.args[0]))
    if kind == "direction":
        return max(legal, key=lambda a: _source_strength(state, me, a.args[0]))
    if kind == "announce":
        return _quick_announcement(state, legal, rng)
    if kind == "coconut":
        return max(legal, key=lambda a: _quick_coconut_worth(state, me, a.args[0], rng))
    nut, position = _nut(state), state["coconut"]
    if kind == "swap":
        return max(legal, key=lambda a: _quick_swap_worth(state, me, a.args[0], a.args[1], rng))
    worths = _round_worths(state, me, nut, position, [list(a.args) for a in legal], rng)
    return legal[max(range(len(legal)), key=worths.__getitem__)]


def _round_worths(state: State, me: int, nut: str, position: int, options: list[list[str]],
                  rng: random.Random) -> list[float]:
    """:meth:`Reading.play_worths` on a sample: expected worth of each way to play, minus the keep cost."""
    prize = [*state["carried"], position]
    gains = [grid_worth(state["chips"], s, prize, state["players"], state["round"]) for s in range(state["players"])]
    plays = _others_plays(state, me, nut, rng)
    worths = []
    for cards in options:
        mine = _power(state, me, nut, cards)
        total = 0.0
        for powers in plays:
            powers[me] = mine
            winner = _winner(nut, powers, state["options"]["five_gap"])
            if winner is not None:
                total += gains[winner] if winner == me else -gains[winner]
        worths.append(total / len(plays) - keep_cost(cards, state["players"], state["round"]))
    return worths


def _others_plays(state: State, me: int, nut: str, rng: random.Random,
                  exclude: int | None = None) -> list[dict[int, int]]:
    """The other seats' monkeypowers, one dict per way they could play together: every way while
    there are at most QUICK_PLAYS, else QUICK_PLAYS drawn at random. ``exclude`` drops a seat's
    play holding that number (No-no-nut)."""
    choices = []
    for seat in range(state["players"]):
        if seat != me:
            choices.append([(seat, _power(state, seat, nut, cards)) for cards in _plays_from(state, seat, nut)
                            if exclude is None or all(game.card_value(c) != exclude for c in cards)] or [None])
    ways = 1
    for options in choices:
        ways *= len(options)
    picked = product(*choices) if ways <= QUICK_PLAYS else (
        [rng.choice(options) for options in choices] for _ in range(QUICK_PLAYS))
    return [dict(pair for pair in way if pair is not None) for way in picked]


def _plays_from(state: State, seat: int, nut: str) -> list[list[str]]:
    """How a seat could play this coconut from its hand as it was before this round's choice."""
    hand = state["hands"][seat]
    if nut in game.SHOWN_HAND:
        return [[game.SHOWN_HAND[nut](hand, key=game.card_value)]] if hand else [[]]
    if nut == game.LAS_NUT:
        return [list(state["ambush"][seat])]
    if state["phase"] in ("play", "announce") and state["played"][seat]:
        hand = hand + state["played"][seat]
    if nut == "discard-nut" and state["round"] > 1 and len(hand) > 1:
        return [list(pair) for pair in combinations(hand, 2)]
    return [[card] for card in hand] or [[]]


def _quick_options(state: State, me: int, nut: str) -> list[list[str]]:
    """:meth:`Reading.my_options` on a sample."""
    hand = state["hands"][me]
    if nut == "discard-nut" and state["round"] > 1 and state["discards"][me]:
        back = max(state["discards"][me], key=game.card_value)
        return [list(pair) for pair in combinations(sorted([*hand, back], key=game.card_value), 2)]
    return _plays_from(state, me, nut)


def _quick_coconut_worth(state: State, me: int, position: int, rng: random.Random) -> float:
    nut = state["grid"][position - 1]
    if nut in game.PASSING:
        prize = [*state["carried"], position]
        gains = [grid_worth(state["chips"], s, prize, state["players"], state["round"])
                 for s in range(state["players"])]
        return (2 * gains[me] - sum(gains)) / state["players"]
    return max(_round_worths(state, me, nut, position, _quick_options(state, me, nut), rng))


def _quick_swap_worth(state: State, me: int, card: str, ambush: str, rng: random.Random) -> float:
    hand = [c for c in state["hands"][me] if c != card] + [ambush]
    best = max(_round_worths(state, me, _nut(state), state["coconut"], [[c] for c in hand], rng))
    las_nut_open = state["face_up"][game.LAS_NUT_POSITION - 1]
    change = game.card_value(card) - game.card_value(ambush)
    return best + (AMBUSH_WEIGHT * change if las_nut_open else 0.0)


def _source_strength(state: State, me: int, direction: str) -> float:
    """Average card of the hand I would take from (Adjoining-nut) or be handed from (Who-nut)."""
    step = game.DIRECTION_STEPS[direction]
    taking = _nut(state) == "adjoining-nut"
    hand = state["hands"][(me + step if taking else me - step) % state["players"]]
    return sum(map(game.card_value, hand)) / max(1, len(hand))


def _quick_announcement(state: State, legal: list[Action], rng: random.Random) -> Action:
    """No-no-nut: the number that most often knocks out whoever would beat my face-down cards."""
    me, nut = legal[0].seat, _nut(state)
    mine = state["played"][me]
    scores = []
    for action in legal:
        number = action.args[0]
        plays = _others_plays(state, me, nut, rng, exclude=number)
        if all(game.card_value(c) != number for c in mine):
            for powers in plays:
                powers[me] = _power(state, me, nut, mine)
        scores.append(sum(_winner(nut, powers, state["options"]["five_gap"]) == me for powers in plays) / len(plays))
    return legal[max(range(len(legal)), key=scores.__getitem__)]


def _nut(state: State) -> str:
    """This round's coconut in a sample (once the dealer has picked it)."""
    return state["grid"][state["coconut"] - 1]


def _power(state: State, seat: int, nut: str, cards: list[str]) -> int:
    face = sum(map(game.card_value, cards))
    return face + game.monkeypower_bonus(nut, face, state["discards"][seat], state["previous"][seat])


def _winner(nut: str, powers: dict[int, int], five_gap: bool) -> int | None:
    """:func:`rules.kokonotsu.judge` for the playouts' inner loop, where the general judge (reasons,
    checks) was the most of a playout's time."""
    values = list(powers.values())
    standing = sorted(((power, seat) for seat, power in powers.items() if values.count(power) == 1), reverse=True)
    if not standing or (nut == game.LAS_NUT and len(standing) < len(values) and not game.LAS_NUT_TIES_CANCEL):
        return None
    if nut == "loss-nut":
        return standing[-1][1]
    if len(standing) == 1:
        return standing[0][1]
    if nut == "2-nut":
        return standing[1][1]
    if five_gap and nut not in game.FIVE_GAP_EXEMPT and standing[0][0] - standing[1][0] >= game.FIVE_GAP_MARGIN:
        return standing[1][1]
    return standing[0][1]

"""Kokonotsu players.

"normal" reads the grid: what the coconut (and every carried one) is worth to each seat, as line
progress, spoiled enemy lines, a completed line and end points. It guesses the other hands from the
unseen cards, estimates how often each of its choices would win the round, and takes the choice with
the best expected worth, minus what a high card would still be worth in a later round.

"hard" samples whole deals consistent with its view (:func:`rules.kokonotsu.determinise`), tries each
legal action in every sampled deal and plays the rest of the game out quickly with a light policy
(mostly strong cards, weak ones on Loss-nut, the lowest card given away); the action that wins the
most playouts is chosen.
Both budgets are counted in samples and playouts, never in seconds.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from rules import kokonotsu as game
from rules.bots import RandomBot
from rules.core import Action, State

WIN_VALUE = 30.0
"""Worth of completing a line (the game)."""
LINE_WEIGHTS = (0.0, 1.0, 4.0)
"""Worth of a line still open to one seat holding 0, 1 or 2 of its chips."""
SPOIL_WEIGHT = 0.5
"""Share of an enemy line's worth gained by putting a chip in it."""
POINT_WEIGHT = 0.6
"""Worth of one end point, scaled up as the game nears its end."""
KEEP_WEIGHT = 0.2
"""Worth kept per pip of a card held for later rounds, per later round (up to KEEP_HORIZON)."""
KEEP_HORIZON = 3
AMBUSH_WEIGHT = 0.6
"""Worth per Ambush pip for Las-nut, while Las-nut is still to be fought."""
SAMPLES = 48
"""Sampled deals of the other hands per normal decision."""

ROUND_BUDGET = {2: 2100, 3: 1500, 4: 1250}
"""Hard: rounds simulated per decision (playouts x rounds still to play), by number of players,
sized so a decision stays well under 1 s on the 2-core development machine (measured over whole
games against normal bots: mean 0.2-0.35 s, slowest 0.4-0.65 s)."""
MIN_DEALS = 6


def make(level: str, seat: int) -> "RandomBot | NormalBot | HardBot":
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return NormalBot(seat)
    if level == "hard":
        return HardBot(seat)
    raise ValueError(f"Kokonotsu has no {level!r} bot; it has easy, normal and hard.")


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
    """Flat Monte Carlo over sampled deals, every action tried in the same deals."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1 or legal[0].kind == "take":
            return rng.choice(legal)  # a blind draw: no slot is better than another
        rounds_left = game.ROUNDS - view["round"] + 1
        deals = max(MIN_DEALS, ROUND_BUDGET[view["players"]] // (len(legal) * rounds_left))
        seeds = [rng.randrange(1 << 30) for _ in range(deals)]
        wins = [0.0] * len(legal)
        for seed in seeds:
            deal = game.determinise(view, seed)
            for index, action in enumerate(legal):
                state = game.clone(deal)
                game.apply(state, action)
                wins[index] += _play_out(state, self.seat, random.Random(seed))
        return legal[max(range(len(legal)), key=wins.__getitem__)]


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
        return [total / SAMPLES - self.keep_cost(cards) for total, cards in zip(totals, options)]

    def winner_of(self, nut: str, played: dict[int, list[str]]) -> int | None:
        powers = {}
        for seat, cards in played.items():
            face = sum(map(game.card_value, cards))
            powers[seat] = face + game.monkeypower_bonus(nut, face, self.view["discards"][seat],
                                                         self.view["previous"][seat])
        return game.judge(nut, powers, five_gap=self.view["options"]["five_gap"])

    def keep_cost(self, cards: list[str]) -> float:
        later = min(KEEP_HORIZON, game.ROUNDS - 1 - self.view["round"])
        return KEEP_WEIGHT * later * sum(map(game.card_value, cards))

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


# --- Hard: quick playouts ---------------------------------------------------------------------------

def _play_out(state: State, me: int, rng: random.Random) -> float:
    """Finish the game with the light policy for every seat; 1 for my win, 0 otherwise."""
    while True:
        acting = game.to_act(state)
        if not acting:
            break
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        game.apply(state, _light_choice(state, legal, rng))
    return 1.0 if state["result"]["winner"] == me else 0.0


def _light_choice(state: State, legal: list[Action], rng: random.Random) -> Action:
    """A fast, sensible-enough move: often the strongest play (the weakest on Loss-nut), sometimes
    the other extreme, sometimes anything."""
    if len(legal) == 1 or rng.random() < 0.35:
        return rng.choice(legal)
    kind = legal[0].kind
    if kind == "play":
        nut = state["grid"][state["coconut"] - 1]
        strong = nut != "loss-nut"
        ordered = sorted(legal, key=lambda a: sum(map(game.card_value, a.args)), reverse=strong)
        return ordered[0] if rng.random() < 0.6 else ordered[-1]
    if kind in ("give", "take-back"):
        pick = min if kind == "give" else max
        return pick(legal, key=lambda a: game.card_value(a.args[0]))
    return rng.choice(legal)

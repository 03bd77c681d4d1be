"""Coconut Pirate bots: watch the dice board, claim when a series shows, then name it.

There is nothing hidden in this game, so skill is speed and accuracy. Speed is the table's
business: its race judge delays a bot's claim by a reaction time set by the level
(tabletop/input/race.py, BOT_REACTION_MS: hard about as quick as a quick human), so a quick human
beats a slow bot. Accuracy and judgement are here: the easy bot names one series and often slips; the
normal bot names the biggest series it sees (two at most) and slips now and then; the hard bot names
the most valuable set of up to three series (a coconut-tree series moves three squares, a skull
series also pushes rivals back) and slips rarely, as a quick human does when shouting fast.

Every seat may shout whenever claims are open, so a bot is asked all the time; ``choose`` returns
``None`` while it has nothing worth doing (no series it may claim, and not its throw). After an
announcement or a tie the rules close the claims until the next die lands, and the bot waits too.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from rules.coconut_pirate import (COCONUT_TREE_STEPS, MAX_SERIES_PER_ANNOUNCEMENT, SERIES_MIN, SERIES_NAMES,
                                  SKULL_SETBACK, TIMEOUT_PENALTY, canonical_names, series)
from rules.core import Action, action_of

MISTAKE_RATE = {"easy": 0.3, "normal": 0.08, "hard": 0.05}
"""(our design) How often a bot names a series that is not there (it goes back a square for each
series named). A hard bot names about ten sets in a game it wins, so it slips about every other game:
a rare opening for a human who races it, where a bot that never slipped would feel unbeatable."""
MOST_SERIES = {"easy": 1, "normal": 2}
"""The easy and normal bots name at most this many series, the biggest first."""
WIN_VALUE = 100.0
RIVAL_SETBACK_VALUE = 0.5
"""A rival pushed back one square is worth half a square of our own progress to the hard bot."""


class PirateBot:
    """Claims every series it sees and throws on its turn; the level sets how well it names them."""

    def __init__(self, level: str, seat: int) -> None:
        self.level = level
        self.seat = seat
        self._claim = action_of(seat, "claim")
        self._throw = action_of(seat, "throw")

    def wants_to_act(self, view: dict[str, Any]) -> bool:
        """True when the bot has a real move: its pending announcement, a series it may claim, or its
        throw."""
        return self._move(view) is not None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action | None:
        move = self._move(view)
        if move is None:
            return None
        if legal[0].kind in ("announce", "timeout"):
            return self._announce(view, _on_board(view), rng)
        if move == "claim" and self._claim in legal:
            return self._claim
        return self._throw if self._throw in legal else None

    def _move(self, view: dict[str, Any]) -> str | None:
        """What the bot wants to do: "announce", "claim" a series it sees, "throw", or None. The board
        is read only while claims are open: playouts ask every seat at every step."""
        phase = view["phase"]
        if phase == "announce":
            return "announce" if view["claimant"] == self.seat else None
        if phase != "throw":
            return None
        if view["claims_open"] and _shows_a_series(view["board"]):
            return "claim"
        if view["turn"] == self.seat and (view["dice_counts"][self.seat] > 0 or view["deal_back_next"]):
            return "throw"
        return None

    def _announce(self, view: dict[str, Any], present: dict[str, list[int]],
                  rng: random.Random) -> Action:
        if not present:
            return self._cheapest_wrong()
        if rng.random() < MISTAKE_RATE[self.level]:
            names = _slip(present, rng)
        elif self.level in MOST_SERIES:
            names = sorted(present, key=lambda name: -len(present[name]))[:MOST_SERIES[self.level]]
        else:
            names = _most_valuable(view, self.seat, present)
        return action_of(self.seat, "announce", *canonical_names(names))

    def _cheapest_wrong(self) -> Action:
        """Nothing to name: lose as few squares as possible."""
        if TIMEOUT_PENALTY <= 1:
            return action_of(self.seat, "timeout")
        return action_of(self.seat, "announce", SERIES_NAMES[0])


def make(level: str, seat: int) -> PirateBot:
    if level not in MISTAKE_RATE:
        raise ValueError(f"Coconut Pirate has {', '.join(MISTAKE_RATE)} bots, not {level!r}.")
    return PirateBot(level, seat)


def _on_board(view: dict[str, Any]) -> dict[str, list[int]]:
    return series([(die["symbol"], die["colour"]) for die in view["board"]])


def _shows_a_series(board: list[dict[str, Any]]) -> bool:
    """Whether :func:`series` would find any series on the view's board: asked for every seat at every
    step, so it stops at the first name seen on SERIES_MIN dice and builds no lists of dice."""
    counts: dict[str, int] = {}
    for die in board:
        for name in (die["symbol"], die["colour"]):
            counts[name] = count = counts.get(name, 0) + 1
            if count == SERIES_MIN:
                return True
    return False


def _slip(present: dict[str, list[int]], rng: random.Random) -> list[str]:
    """A believable mistake: a series that is there, plus one that only nearly is."""
    absent = [name for name in SERIES_NAMES if name not in present]
    return [rng.choice(sorted(present)), rng.choice(absent)] if absent else [rng.choice(sorted(present))]


def _most_valuable(view: dict[str, Any], seat: int, present: dict[str, list[int]]) -> list[str]:
    """The set of up to three present series worth most: reaching the treasure, then squares gained."""
    best: tuple[float, int] = (-1.0, 0)
    choice: list[str] = []
    for size in range(1, min(MAX_SERIES_PER_ANNOUNCEMENT, len(present)) + 1):
        for names in combinations(present, size):
            dice = len({index for name in names for index in present[name]})
            score = (_value(view, seat, names), dice)
            if score > best:
                best, choice = score, list(names)
    return choice


def _value(view: dict[str, Any], seat: int, names: tuple[str, ...]) -> float:
    positions, finish = view["positions"], view["finish"]
    steps = sum(COCONUT_TREE_STEPS if name == "coconut-tree" else 1 for name in names)
    if positions[seat] + steps >= finish:
        return WIN_VALUE
    value = float(steps)
    if "skull" in names:
        value += RIVAL_SETBACK_VALUE * sum(min(SKULL_SETBACK, p)
                                           for other, p in enumerate(positions) if other != seat)
    return value

"""Coconut Pirate bots: watch the dice board, claim when a series shows, then name it.

There is nothing hidden in this game, so skill is speed and judgement. Speed is the table's
business: :func:`reaction_ms` gives the delay range its race judge waits before a bot's claim lands,
so a quick human beats a slow bot. Judgement is here: the normal bot names the biggest series it
sees (two at most) and slips now and then; the hard bot never slips and names the most valuable set of up to
three series (a coconut-tree series moves three squares, a skull series also pushes rivals back).

``choose`` always returns a legal action; when the bot has nothing worth doing (no series to claim,
not its throw) it returns a harmless one. The table should ask :meth:`PirateBot.wants_to_act`
first and leave an idle bot alone rather than enact that filler move.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from rules.coconut_pirate import (COCONUT_TREE_STEPS, MAX_SERIES_PER_ANNOUNCEMENT, SERIES_NAMES,
                                  SKULL_SETBACK, TIMEOUT_PENALTY, canonical_names, series)
from rules.core import Action

REACTION_MS = {"easy": (1400, 2600), "normal": (800, 1500), "hard": (350, 700)}
"""Delay range from a series appearing to the bot's claim, per level."""
NORMAL_MISTAKE_RATE = 0.08
"""How often the normal bot names a series that is not there."""
NORMAL_MOST_SERIES = 2
"""The normal bot names at most this many series, the biggest first."""
WIN_VALUE = 100.0
RIVAL_SETBACK_VALUE = 0.5
"""A rival pushed back one square is worth half a square of our own progress to the hard bot."""


def reaction_ms(level: str) -> tuple[int, int]:
    """The (fastest, slowest) claim delay in milliseconds for a bot of this level."""
    if level not in REACTION_MS:
        raise ValueError(f"Unknown bot level {level!r}; choose one of {', '.join(REACTION_MS)}.")
    return REACTION_MS[level]


class PirateBot:
    """Normal or hard: claims every series it sees and throws on its turn."""

    def __init__(self, level: str, seat: int) -> None:
        self.level = level
        self.seat = seat

    def wants_to_act(self, view: dict[str, Any]) -> bool:
        """True when the bot has a real move: its pending announcement, a series to claim, or its throw."""
        if view["phase"] == "announce":
            return view["claimant"] == self.seat
        if view["phase"] != "throw":
            return False
        return bool(_on_board(view)) or (view["turn"] == self.seat and
                                         (view["dice_counts"][self.seat] > 0 or view["deal_back_next"]))

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        present = _on_board(view)
        if legal[0].kind in ("announce", "timeout"):
            return self._announce(view, present, rng)
        claim, throw = Action(self.seat, "claim"), Action(self.seat, "throw")
        if present and claim in legal:
            return claim
        if throw in legal:
            return throw
        return next((action for action in legal if action.kind == "tie"), claim)

    def _announce(self, view: dict[str, Any], present: dict[str, list[int]],
                  rng: random.Random) -> Action:
        if not present:
            return self._cheapest_wrong()
        if self.level == "normal":
            if rng.random() < NORMAL_MISTAKE_RATE:
                names = _slip(present, rng)
            else:
                names = sorted(present, key=lambda name: -len(present[name]))[:NORMAL_MOST_SERIES]
        else:
            names = _most_valuable(view, self.seat, present)
        return Action(self.seat, "announce", canonical_names(names))

    def _cheapest_wrong(self) -> Action:
        """Nothing to name: lose as few squares as possible."""
        if TIMEOUT_PENALTY <= 1:
            return Action(self.seat, "timeout")
        return Action(self.seat, "announce", (SERIES_NAMES[0],))


def make(level: str, seat: int) -> PirateBot:
    if level not in ("normal", "hard"):
        raise ValueError(f"Coconut Pirate has normal and hard bots, not {level!r}.")
    return PirateBot(level, seat)


def _on_board(view: dict[str, Any]) -> dict[str, list[int]]:
    return series([(die["symbol"], die["colour"]) for die in view["board"]])


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

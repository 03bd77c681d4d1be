"""Computer players. A bot sees only its own view and the legal actions, like a human at the table.

Every bot is deterministic: the caller hands it a ``random.Random`` made by :func:`bot_rng` from the
game's seed, the seat and the number of actions played so far, so a resumed save plays on exactly as
the original would have. Budgets are counted in iterations, never in seconds, so a seeded bot decides
the same on any machine.

Each game may add ``rules/bots/<game id>.py`` with ``make(level: str, seat: int) -> Bot`` for every
level (most games use :class:`RandomBot` for "easy"); a game without one gets random players.

``choose`` may return ``None``: "nothing to do now". Only seats that may act at any moment without
being asked (a race seat with nothing to shout about) use it; a bot whose turn it is always acts.
"""
from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Protocol

from rules.core import Action

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action | None: ...


class RandomBot:
    """Easy: any legal action, uniformly."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


def make_bot(game_id: str, level: str, seat: int) -> Bot:
    if level not in LEVELS:
        raise ValueError(f"Unknown bot level {level!r}; choose one of {', '.join(LEVELS)}.")
    try:
        module = importlib.import_module(f"rules.bots.{game_id}")
    except ModuleNotFoundError as missing:
        if missing.name != f"rules.bots.{game_id}":
            raise
        return RandomBot()
    return module.make(level, seat)


def bot_rng(seed: int, seat: int, step: int) -> random.Random:
    return random.Random(f"bot/{seed}/{seat}/{step}")


@dataclass(frozen=True)
class BotJob:
    """One decision as plain data (every bot is rebuilt the same from its game, level and seat), so
    it can be made in another process: a search thinking in a thread of the table's own process would
    hold the interpreter's lock and halve the frame rate."""

    game: str
    level: str
    seat: int
    view: dict[str, Any]
    legal: list[Action]
    rng: random.Random


_made: dict[tuple[str, str, int], Bot] = {}
"""The bots :func:`decide` has made in this process, kept for the next decision of the same seat."""


def decide(job: BotJob) -> Action | None:
    """Make one decision wherever it runs: the table's bot worker process calls this."""
    key = (job.game, job.level, job.seat)
    if key not in _made:
        _made[key] = make_bot(*key)
    return _made[key].choose(job.view, job.legal, job.rng)

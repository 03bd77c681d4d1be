"""The race judge: who pressed first when several seats may claim at once.

Races (Coconut Pirate claims, CitronCoco quick plays, Cheeky Monkeys quick actions) are about time,
so they are settled here and the rules only ever receive the verdict: one seat's claim, or a tie.

Each press is stamped with the clock as it leaves pygame's event queue. Between frames the loop
calls :func:`drain_between_frames`, which empties the queue every few milliseconds while a race is
open, so a stamp is off by a few milliseconds rather than by a whole 16 ms frame. Presses that leave
the queue together share a stamp and keep their queue order.

The verdict: the earliest claim wins, unless other claims came less than the tie window after it
(default 50 ms, a setting from 0 to 300): then all those seats tie. With a window of 0 nothing ties
and equal stamps go by queue order. The judge answers only once the window after the first claim
has passed, because until then a tying claim could still arrive.

Ignored: presses while no race is open (false starts), keys or buttons that are still held from
before (including auto-repeat), seats not in the race, and a seat's second claim. A race the table
has armed (:meth:`RaceJudge.arm`: what it is about is already on the table, only still being shown)
keeps its seats' presses instead, and counts them with their stamps when it opens. Bots race through
the same judge: :meth:`RaceJudge.schedule_bot` with a delay from :func:`bot_reaction_ms`.

How the loop uses it::

    judge.arm(seats)                            # optional: while the table still shows what it is about
    judge.open(now, seats)                      # when legal_actions offers these seats a claim
    judge.schedule_bot(seat, now + bot_reaction_ms(level, rng))   # for each bot that will claim
    if not judge.feed(event, now): scene.handle(event)            # for EVERY event, race or not
    drain_between_frames(judge, deadline, pygame.time.get_ticks, scene.handle)  # after drawing
    result = judge.decide(now)                  # each frame; hand the claim or tie to the session
    judge.close()                               # when the rules stop offering the claim

The judge never decides on its own when a race may happen: the rules do (a Coconut Pirate tie or
announcement closes the claims until the next die lands), and the table opens and closes the judge
from ``legal_actions``, so a seat that just tied cannot buzz again at once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterable

import pygame

from tabletop.input.gamepads import Gamepads
from tabletop.input.keymaps import KeyMaps

TIE_WINDOW_MS = 50
TIE_WINDOW_RANGE_MS = (0, 300)
POLL_MS = 3
"""How often the queue is emptied between frames while a race is open."""

BOT_REACTION_MS = {"easy": (1000, 1700), "normal": (620, 1050), "hard": (400, 720)}
"""(our design) The range a bot's reaction delay is drawn from, by level, set against a quick human:
about 600 ms from seeing the die land to pressing the buzzer. The delay counts from when the table
uses the bot's answer, which at the default bot pause (700 ms) is about when the thrown die lands.
Hard is centred a little under a quick human (560 ms) and sometimes well under it: against a steady
600 ms human it is first in about half the races, ties (inside the 50 ms window) in a third and is
beaten in a fifth, and it slips now and then (rules/bots/coconut_pirate.py), so a quick human wins
some races but not most (in simulated Coconut Pirate games, about a quarter of the games). Normal
is clearly slower (835 ms): a quick human nearly always beats it, an everyday player (about 850 ms)
about as often as not. Easy is slower still (1350 ms) and sloppier."""

_DOWN = (pygame.KEYDOWN, pygame.JOYBUTTONDOWN)
_UP = (pygame.KEYUP, pygame.JOYBUTTONUP)
_Source = int | tuple[int, int]
"""A key code, or (pad instance id, button)."""


@dataclass(frozen=True)
class RaceResult:
    """The verdict: a ``winner`` seat, or ``winner`` None and the ``tied`` seats, earliest first.

    ``stamps`` are (seat, ms after the race opened) for every counted claim, earliest first, for
    showing who was how fast (below 0 for a press made while the race was armed).
    """

    winner: int | None
    tied: tuple[int, ...]
    stamps: tuple[tuple[int, float], ...]


class RaceJudge:
    """Collects stamped claims for one race at a time and decides it."""

    def __init__(self, keymaps: KeyMaps, pads: Gamepads | None = None,
                 tie_window_ms: int = TIE_WINDOW_MS) -> None:
        self.keymaps = keymaps
        """Replace it when the settings change."""
        self.pads = pads
        self.tie_window_ms = tie_window_ms
        self._held: set[_Source] = set()
        self._seats: frozenset[int] = frozenset()
        self._opened_ms = 0.0
        self._claims: list[tuple[float, int]] = []
        self._bots: list[tuple[float, int]] = []
        self._armed: frozenset[int] = frozenset()
        self._early: list[tuple[float, int]] = []

    @property
    def tie_window_ms(self) -> int:
        return self._tie_window_ms

    @tie_window_ms.setter
    def tie_window_ms(self, value: int) -> None:
        low, high = TIE_WINDOW_RANGE_MS
        if not low <= value <= high:
            raise ValueError(f"The tie window must be {low} to {high} ms, not {value}.")
        self._tie_window_ms = value

    @property
    def is_open(self) -> bool:
        return bool(self._seats)

    @property
    def seats(self) -> frozenset[int]:
        """The seats in the open race (empty when none is open)."""
        return self._seats

    @property
    def is_armed(self) -> bool:
        return bool(self._armed)

    def arm(self, seats: Iterable[int]) -> None:
        """The race among ``seats`` opens once the table has shown what it is about (a card still on its
        way to the queue): a press from them meanwhile is a quick answer, not a false start, and counts
        with its stamp when the race opens. A race still open is over: the table has moved on."""
        armed = frozenset(seats)
        early = [(at, seat) for at, seat in self._early if seat in armed]
        self.close()
        self._armed, self._early = armed, early

    def open(self, now_ms: float, seats: Iterable[int]) -> None:
        """Start a race among ``seats``, forgetting any earlier one but the presses made while armed."""
        racing = frozenset(seats)
        early = [(at, seat) for at, seat in self._early if seat in racing]
        self.close()
        self._seats = racing
        self._opened_ms = now_ms
        self._claims = early

    def shift(self, ms: float) -> None:
        """Move the open race ``ms`` later: the table was covered (paused, saving, reading the rules)
        that long, and a window must not run out, nor a bot claim, while nobody could see it."""
        self._opened_ms += ms
        self._claims = [(at + ms, seat) for at, seat in self._claims]
        self._bots = [(at + ms, seat) for at, seat in self._bots]
        self._early = [(at + ms, seat) for at, seat in self._early]

    def close(self) -> None:
        """End the race without a verdict, or disarm it; pending bot claims and armed presses are dropped."""
        self._seats = frozenset()
        self._claims = []
        self._bots = []
        self._armed = frozenset()
        self._early = []

    def feed(self, event: pygame.event.Event, now_ms: float) -> bool:
        """Take any pygame event; True if it was a buzzer of a seat in the open or armed race (consumed).

        Call it for every key and pad event even when no race is open: that is how the judge knows
        which keys are held down.
        """
        if event.type not in _DOWN and event.type not in _UP:
            return False
        source, seat = self._source_and_seat(event)
        self._fire_due_bots(now_ms)
        if event.type in _UP:
            self._held.discard(source)
        elif source not in self._held:
            self._held.add(source)
            if seat is not None:
                self.press(seat, now_ms)
        return seat is not None and (seat in self._seats or seat in self._armed)

    def press(self, seat: int, now_ms: float) -> None:
        """A claim by ``seat`` at ``now_ms`` from anywhere but the keys (a bot, an on-screen button)."""
        if seat in self._seats and all(claimant != seat for _, claimant in self._claims):
            self._claims.append((now_ms, seat))
        elif seat in self._armed and all(claimant != seat for _, claimant in self._early):
            self._early.append((now_ms, seat))

    def schedule_bot(self, seat: int, at_ms: float) -> None:
        """A bot's claim, counted with the stamp ``at_ms`` once the clock passes it."""
        if seat in self._seats:
            self._bots.append((at_ms, seat))

    def decide(self, now_ms: float) -> RaceResult | None:
        """The verdict once it is settled (the race then closes), else None."""
        self._fire_due_bots(now_ms)
        if not self._claims:
            return None
        ordered = sorted(self._claims, key=lambda claim: claim[0])  # stable: queue order on equal stamps
        first_ms, first_seat = ordered[0]
        if now_ms < first_ms + self.tie_window_ms:
            return None
        together = [first_seat] + [seat for ms, seat in ordered[1:] if ms - first_ms < self.tie_window_ms]
        stamps = tuple((seat, ms - self._opened_ms) for ms, seat in ordered)
        self.close()
        if len(together) == 1:
            return RaceResult(first_seat, (), stamps)
        return RaceResult(None, tuple(together), stamps)

    def _fire_due_bots(self, now_ms: float) -> None:
        due = sorted(bot for bot in self._bots if bot[0] <= now_ms)
        self._bots = [bot for bot in self._bots if bot[0] > now_ms]
        for at_ms, seat in due:
            self.press(seat, at_ms)

    def _source_and_seat(self, event: pygame.event.Event) -> tuple[_Source, int | None]:
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            return event.key, self.keymaps.seat_for_buzzer(event.key)
        seat = self.pads.seat_for_button(event.instance_id, event.button) if self.pads else None
        return (event.instance_id, event.button), seat


def bot_reaction_ms(level: str, rng: random.Random) -> int:
    """How long a bot of ``level`` takes to claim; seeded, so a replayed game races the same."""
    if level not in BOT_REACTION_MS:
        raise ValueError(f"Unknown bot level {level!r}; expected one of {', '.join(BOT_REACTION_MS)}.")
    return rng.randint(*BOT_REACTION_MS[level])


def drain_between_frames(judge: RaceJudge, frame_deadline_ms: float, clock_ms: Callable[[], float],
                         handle_other: Callable[[pygame.event.Event], None],
                         wait_ms: Callable[[int], object] = pygame.time.wait) -> None:
    """Spend the rest of a frame emptying the event queue every few ms while a race is open.

    Each batch is stamped with the clock as it leaves the queue; events the judge does not take go
    to ``handle_other`` in queue order. Returns at once when no race is open, so the loop's usual
    frame wait applies. ``wait_ms`` is there so tests can drive a fake clock.
    """
    while judge.is_open and clock_ms() < frame_deadline_ms:
        events = pygame.event.get()
        now_ms = clock_ms()
        for event in events:
            if not judge.feed(event, now_ms):
                handle_other(event)
        left_ms = frame_deadline_ms - clock_ms()
        if left_ms > 0:
            wait_ms(max(1, min(POLL_MS, int(left_ms))))

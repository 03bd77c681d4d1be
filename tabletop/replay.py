"""A game's action log as something to step through: the state after any move, found fast.

The log is replayed once from the seed; a copy of the state is kept every ``SNAPSHOT_EVERY`` moves,
so the state at any move is the nearest copy at or before it plus fewer than ``SNAPSHOT_EVERY``
actions. That bounds a seek in a game of any length (a 12-month Koi-Koi match, a six-trainer Cheeky
Monkeys game) to a few milliseconds, and memory to one state per ``SNAPSHOT_EVERY`` moves. No pygame
here: the replay scene shows what this model computes, and tests drive the model directly.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from rules.core import Action, Event, RuleError, State
from saves import GameRecord, SaveError

SNAPSHOT_EVERY = 32
"""Moves between kept states: a seek applies at most 31 actions (well under a millisecond each in
every game), while a 1,000-move game keeps 32 states of a few kilobytes each."""


@dataclass(frozen=True)
class Move:
    """One logged action as the rules took it, with the events it caused (for the move log)."""

    action: Action
    events: tuple[Event, ...]


class Replay:
    """One game's log, read-only: ``state_at(index)`` is the state after the first ``index`` moves."""

    def __init__(self, record: GameRecord, every: int = SNAPSHOT_EVERY) -> None:
        self.record = replace(record, seats=list(record.seats), actions=list(record.actions))
        """A copy, so a live game that goes on after its replay opened does not move under it."""
        self.game = record.module
        self.every = every
        state = self.record.new_state()
        self.snapshots: list[State] = [self.game.clone(state)]
        """The state after move 0, every, 2*every, ...: kept, never handed out."""
        self.moves: list[Move] = []
        for number, text in enumerate(self.record.actions, start=1):
            try:
                action = self.game.action_from_text(state, text)
                events = self.game.apply(state, action)
            except RuleError as refusal:
                raise SaveError(f"move {number} ({text!r}) cannot be replayed: {refusal}") from None
            self.moves.append(Move(action, tuple(events)))
            if number % every == 0:
                self.snapshots.append(self.game.clone(state))
        self.finished = self.game.outcome(state) is not None
        """A finished game may be shown with every hand open; an unfinished one never."""

    def __len__(self) -> int:
        return len(self.moves)

    def state_at(self, index: int) -> State:
        """A fresh state after the first ``index`` moves (clamped to the log), the caller's to keep."""
        index = max(0, min(len(self.moves), index))
        base = index // self.every
        state = self.game.clone(self.snapshots[base])
        for move in self.moves[base * self.every:index]:
            self.game.apply(state, move.action)
        return state

    def record_until(self, index: int) -> GameRecord:
        """A new game's record that starts like this one and has played its first ``index`` moves:
        the same seats, options and seed, and a game id of its own."""
        return GameRecord(self.record.game, dict(self.record.options), list(self.record.seats),
                          self.record.seed, self.record.actions[:max(0, min(len(self.moves), index))])

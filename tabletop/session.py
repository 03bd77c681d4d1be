"""One game in progress: the only place that talks to the rules while the app runs.

The session checks and applies actions, keeps the log, autosaves after every action, and tells its
listeners what happened. It imports no pygame, so it is tested directly.
"""
from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Callable, Iterator

from rules.bots import Bot, bot_rng, make_bot
from rules.core import Action, Event, Outcome, State
from saves import AUTOSAVE_PREFIX, GameRecord, SaveError, SaveStore, SeatSpec
from saves.stats import StatsStore


class Session:
    @classmethod
    def resume(cls, store: SaveStore, path: Path) -> "Session":
        """Continue a saved game; resuming an autosave keeps writing to that same autosave."""
        record, state = store.load(path)
        session_id = path.stem[len(AUTOSAVE_PREFIX):] if path.stem.startswith(AUTOSAVE_PREFIX) else None
        return cls(record, state, store, session_id)

    def __init__(self, record: GameRecord, state: State | None = None, store: SaveStore | None = None,
                 session_id: str | None = None, autosave: bool = True) -> None:
        self.record = record
        self.game = record.module
        self.state = state if state is not None else record.replay()
        self.store = store
        self.autosave = autosave
        """Off for bot-only demos, which should not take the place of a real game under Continue."""
        self.counts_for_stats = autosave
        """Whether the end of this game goes into the statistics: never for a demo, and a replay turns it off."""
        self.session_id = session_id or f"{record.game}-{uuid.uuid4().hex[:8]}"
        self.listeners: list[Callable[[Action, list[Event]], None]] = []
        """Told of every accepted action and its rule events (the table republishes them on the bus)."""
        self.save_name: str | None = None
        """The name this game was last saved under, so "Save" needs no question the second time."""
        self.save_problem: str | None = None
        """Why the last autosave failed, or None: play goes on and every action tries again."""
        self.bots: dict[int, Bot] = {seat: make_bot(record.game, spec.level or "easy", seat)
                                     for seat, spec in enumerate(record.seats) if spec.is_bot}
        self._autosave()  # a game quit before its first move can still be continued

    @property
    def seats(self) -> list[SeatSpec]:
        return self.record.seats

    def name(self, seat: int) -> str:
        return self.record.seats[seat].name

    def to_act(self) -> frozenset[int]:
        return self.game.to_act(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def human_seats(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.record.seats) if not spec.is_bot]

    def submit(self, action: Action) -> list[Event]:
        """Apply a player's action; IllegalAction (with the rule's reason) leaves everything as it was."""
        events = self.game.apply(self.state, action)
        self.record.actions.append(self.game.action_to_text(action))
        self._autosave()
        self._count_if_over()
        for listener in list(self.listeners):
            listener(action, events)
        return events

    def history(self, last: int) -> Iterator[tuple[Action, list[Event]]]:
        """The last ``last`` actions played, each with its rule events, from a replay of the log on a
        fresh state: a game continued from a save rebuilds its move log from these. The live state is
        never touched, and a game of a few hundred moves replays in milliseconds."""
        state = self.record.new_state()
        first = len(self.record.actions) - last
        for number, text in enumerate(self.record.actions):
            action = self.game.action_from_text(state, text)
            events = self.game.apply(state, action)
            if number >= first:
                yield action, events

    def bot_task(self, seat: int) -> Callable[[], Action | None]:
        """The bot's decision as a job that may run on another thread: its view and legal actions
        are taken now, on the caller's thread, so the job never touches the live state."""
        legal = self.legal(seat)
        if seat not in self.bots or not legal:
            return lambda: None
        bot, view = self.bots[seat], self.view(seat)
        rng = bot_rng(self.record.seed, seat, len(self.record.actions))
        return lambda: bot.choose(view, legal, rng)

    def save_as(self, name: str, replace: bool = False) -> Path:
        """Save under a name. Another save of that name is replaced only when asked (the store raises
        SaveExists), unless it is this game's own save from before. Returns the file written."""
        if self.store is None:
            raise ValueError("this game has no save folder")
        own = self.save_name is not None and self.store.path_for(self.save_name) == self.store.path_for(name)
        path = self.store.save(name, self.record, self.state, replace=replace or own)
        self.save_name = name
        return path

    def _count_if_over(self) -> None:
        """Count the game in the statistics when this action ended it. A game loaded and never finished
        never gets here; one loaded after it was counted is known by its game id and not counted again."""
        result = self.outcome()
        if result is not None and self.counts_for_stats and self.store is not None:
            StatsStore.beside(self.store).count(self.record, result)

    def _autosave(self) -> None:
        """Write the autosave, or drop it once the game is over. A failure is reported, never raised:
        a full disk or a read-only folder must not stop the game, and the next action tries again."""
        if self.store is None or not self.autosave:
            return
        try:
            if self.outcome() is not None:
                self.store.drop_autosave(self.session_id)
            else:
                self.store.autosave(self.record, self.state, self.session_id)
        except SaveError as problem:
            if str(problem) != self.save_problem:
                self.store.report(f"{problem} Play goes on; the next move tries again.")
            self.save_problem = str(problem)
            return
        if self.save_problem is not None:
            self.save_problem = None
            self.store.report("Saving works again.")

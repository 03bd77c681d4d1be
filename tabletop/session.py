"""One game in progress: the only place that talks to the rules while the app runs.

The session checks and applies actions, keeps the log, autosaves after every action, and tells its
listeners what happened. It imports no pygame, so it is tested directly.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from rules.bots import Bot, BotJob, bot_rng, make_bot
from rules.core import Action, Event, Outcome, RuleError, State, revealed
from saves import AUTOSAVE_PREFIX, GameRecord, SaveError, SaveStore, SeatSpec, autosave_key
from saves.stats import StatsStore
from tabletop.movelog import DESCRIBERS, describe_verbs
from tabletop.art.text import NO_BREAK


NOT_FROM_THE_LOG = "this position was set up, not played from the start"


class UndoRefused(Exception):
    """The latest move may not be taken back; the message says why, for a player to read."""


class Session:
    @classmethod
    def resume(cls, store: SaveStore, path: Path) -> "Session":
        """Continue a saved game. Resuming an autosave keeps writing to that same file (one named the
        old way too); a named save writes the game's own autosave from its next move on, so loading a
        save and quitting at once leaves the game's autosave as it was."""
        record, state = store.load(path)
        if path.stem.startswith(AUTOSAVE_PREFIX):
            return cls(record, state, store, path.stem[len(AUTOSAVE_PREFIX):])
        return cls(record, state, store, autosave_now=False)

    def __init__(self, record: GameRecord, state: State | None = None, store: SaveStore | None = None,
                 session_id: str | None = None, autosave: bool = True, autosave_now: bool = True) -> None:
        self.record = record
        self.game = record.module
        self.state = state if state is not None else record.replay()
        self.store = store
        self.autosave = autosave
        """Off for bot-only demos, which should not take the place of a real game under Continue."""
        self.counts_for_stats = autosave
        """Whether the end of this game goes into the statistics: never for a demo, and a replay turns it off."""
        self.session_id = session_id or autosave_key(record)
        self.listeners: list[Callable[[Action, list[Event]], None]] = []
        """Told of every accepted action and its rule events (the table republishes them on the bus)."""
        self.save_name: str | None = None
        """The name this game was last saved under, so "Save" needs no question the second time."""
        self.save_problem: str | None = None
        """Why the last autosave failed, or None: play goes on and every action tries again."""
        self.bots: dict[int, Bot] = {seat: make_bot(record.game, spec.level or "easy", seat)
                                     for seat, spec in enumerate(record.seats) if spec.is_bot}
        self.position = len(record.actions)
        """The moves played until the first undo, then counting on with every move and every undo, so
        a number never names two positions: a bot's answer for a position that an undo took away is
        known as stale even when the log is as long again."""
        self._undo_refusal: tuple[int, int | None, str | None] | None = None
        if autosave_now:
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
        self.position += 1
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

    def undo_offered(self, setting: str) -> bool:
        """The Undo setting for this game: "auto" offers it to one human against bots, where nobody
        else is wronged by it; a group of humans turns it on ("on") when they agree to."""
        return setting == "on" or (setting == "auto" and len(self.human_seats()) == 1)

    def undo_refusal(self, asker: int | None = None) -> str | None:
        """Why Undo would be refused now, or None; asked once per position (the button shows it)."""
        if self._undo_refusal is None or self._undo_refusal[:2] != (self.position, asker):
            try:
                self._undo_start(asker)
                reason = None
            except UndoRefused as refusal:
                reason = str(refusal)
            self._undo_refusal = (self.position, asker, reason)
        return self._undo_refusal[2]

    def undo(self, asker: int | None = None) -> int:
        """Take back the latest move of a human (``asker``'s own, when given) and the bots' replies
        after it, by replaying the log without them, so the position cannot drift from the rules.
        Returns how many moves went; raises UndoRefused with the reason."""
        start = self._undo_start(asker)
        taken = len(self.record.actions) - start
        shorter = replace(self.record, actions=self.record.actions[:start])
        self.state = shorter.replay()
        del self.record.actions[start:]
        self.position += 1
        self._autosave()
        return taken

    def _undo_start(self, asker: int | None) -> int:
        """Where the log is cut to take back the latest human move and the bot moves after it.

        Refused when any of those moves showed something (:func:`rules.core.revealed`), or was made
        in a race or an answer window (from a position where several seats could act, and the seat
        has been able to act ever since) or against the clock (the rules offered a timeout): the
        others answered in time, so taking it back would not be fair. Refused too when the log does
        not lead to the position on the table (one set up by hand): its replay would be another game."""
        if self.outcome() is not None:
            raise UndoRefused("the game is over")
        game, state = self.game, self.record.new_state()
        humans = set(self.human_seats())
        in_window: set[int] = set()
        start: int | None = None
        run: list[tuple[Action, State, bool]] = []
        """The latest human move and the moves after it, each with the position before it and
        whether it was made in a race or a window."""
        try:
            for number, text in enumerate(self.record.actions):
                action = game.action_from_text(state, text)
                acting = game.to_act(state)
                in_window = {seat for seat in acting if len(acting) > 1 or seat in in_window}
                if action.seat in humans:
                    start, run = number, []
                if start is not None:
                    run.append((action, game.clone(state), action.seat in in_window))
                in_window.discard(action.seat)
                game.apply(state, action)
        except RuleError:
            raise UndoRefused(NOT_FROM_THE_LOG) from None
        if game.to_json(state) != game.to_json(self.state):
            raise UndoRefused(NOT_FROM_THE_LOG)
        if start is None:
            raise UndoRefused("there is no move to take back yet")
        if asker is not None and run[0][0].seat != asker:
            raise UndoRefused(f"only {self.name(run[0][0].seat)} can take back their own move")
        afters = [before for _, before, _ in run[1:]] + [state]
        for (action, before, raced), after in zip(run, afters):
            if raced:
                raise UndoRefused("it was made while others could move at the same time")
            if any(choice.kind == "timeout" for choice in game.legal_actions(before, action.seat)):
                raise UndoRefused("it was made against the clock")
            reason = revealed(game, before, after, len(self.seats))
            if reason:
                raise UndoRefused(reason)
        return start

    def bot_job(self, seat: int) -> BotJob | None:
        """The bot's decision as plain data, taken now on the caller's thread so that whoever makes it
        (the bot worker process, or :meth:`bot_task`) never touches the live state; None when the seat
        has nothing to decide."""
        legal = self.legal(seat)
        if seat not in self.bots or not legal:
            return None
        level = self.record.seats[seat].level or "easy"
        return BotJob(self.record.game, level, seat, self.view(seat), legal,
                      bot_rng(self.record.seed, seat, len(self.record.actions)))

    def bot_task(self, seat: int) -> Callable[[], Action | None]:
        """The same decision made by this session's own bot, for --frames runs that answer at once."""
        job, bot = self.bot_job(seat), self.bots.get(seat)
        if job is None or bot is None:
            return lambda: None
        return lambda: bot.choose(job.view, job.legal, job.rng)

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


def public_sentences(record: GameRecord) -> Callable[[Action, Sequence[Event]], str]:
    """A move in the move log's public words (what every seat may know), for a game record to share."""
    describe = DESCRIBERS.get(record.game, describe_verbs)

    def name(seat: int) -> str:
        return record.seats[seat].name

    def sentence(action: Action, events: Sequence[Event]) -> str:
        # the log's no-break spaces keep "blue 10" on one line of the table; a shared text file wants plain ones
        text = "; ".join(entry.text.rstrip(".") for entry in describe(action, events, name)) + "."
        return text.replace(NO_BREAK, " ")

    return sentence

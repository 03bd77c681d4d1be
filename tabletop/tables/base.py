"""What every game's table provides to the table scene.

An adapter draws one game from the view of the seat at the screen and turns gestures into rule
actions. It keeps its pieces by stable keys and moves them with tweens when the view changes, so the
animation comes from comparing views, never from inside the rules.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar

import pygame

from rules.core import Action
from tabletop.input.race import RaceJudge, drain_between_frames
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.piece import Piece

if TYPE_CHECKING:
    from tabletop.bus import ActionApplied
    from tabletop.movelog import LogEntry
    from tabletop.scenes.table import TableScene
    from tabletop.session import Session


@dataclass(frozen=True)
class Prompt:
    """A decision shown as a dialog to the seat that must make it (e.g. Koi-Koi or Game)."""

    seat: int
    title: str
    lines: list[str]
    choices: list[tuple[str, Action]]
    private: bool = True
    """Private prompts appear only while their seat is at the screen."""


@dataclass(frozen=True)
class Notice:
    """Public news that waits for an OK (a round's result): the bots wait with it."""

    title: str
    lines: list[str]
    area: pygame.Rect | None = None
    """Where it stands when the table keeps something to see around it (None: the middle of the screen);
    the box is as tall as its lines, centred in the area."""


DIALOG_CENTRE_X = 960
"""The middle of the 1920-wide layout."""
MOVE_BEAT_MS = 900
"""At normal speed: a move's pieces travel (about 360 ms) and then lie still long enough to be seen."""
LOG_RECT = pygame.Rect(1480, 620, 420, 440)
"""Where the move log goes unless an adapter finds a better free place for its layout."""
LOG_TOAST_INSET = 6
"""Felt kept between toasts over the move log and the log's frame."""
TOAST_BAND = (84, 256, 1600)
"""Where toasts go at a table unless its layout keeps names there (top, bottom, widest line): under the
top strip, where the banner and the hand-off bar sit, and above the highest button of any screen (the
rules' tabs, at y=262)."""


@dataclass(frozen=True)
class Beat:
    """One step of showing a move: ``show`` moves the pieces, then the table holds still for
    ``duration_ms`` (at normal speed) before the next step, a bot's move, a notice or the curtain."""

    show: Callable[[], None]
    duration_ms: float


@dataclass
class TableAdapter:
    scene: "TableScene"
    pieces: dict[str, Piece] = field(default_factory=dict)

    has_secrets = True
    """False for games with nothing hidden (Coconut Pirate): no curtain is ever needed."""
    move_beat_ms: ClassVar[float] = MOVE_BEAT_MS
    """How long an ordinary move is shown before play goes on (0: races, where nothing may wait)."""

    @property
    def view(self) -> dict[str, Any]:
        return self.scene.view

    @property
    def me(self) -> int:
        """The seat drawn at the bottom: the seat at the screen, or while no hand shows the last one there."""
        return self.scene.viewer if self.scene.viewer is not None else self.scene.bottom_seat

    @property
    def now(self) -> float:
        return self.scene.app.now_ms

    def sync(self) -> None:
        """Bring pieces in line with the current view (called after every change of state or viewer)."""
        raise NotImplementedError

    def drawn_pieces(self) -> list[Piece]:
        return sorted(self.pieces.values(), key=lambda piece: piece.z)

    def movable_pieces(self) -> list[Piece]:
        return [piece for piece in self.pieces.values() if piece.draggable]

    def zones_for(self, piece: Piece) -> list[DropZone]:
        return []

    def free_zones(self) -> list[DropZone]:
        return []

    def is_legal(self, action: Action) -> bool:
        return self.scene.is_legal(action)

    def prompt(self) -> Prompt | None:
        return None

    def status(self) -> str:
        """One line for the banner: whose turn and what to do."""
        return ""

    def needs_screen(self, seat: int) -> bool:
        """Whether this human must be at the screen to act now (races need no curtain)."""
        return True

    def route_bot_action(self, seat: int, action: Action) -> bool:
        """True if the adapter delivers this bot action itself (races go through the judge)."""
        return False

    def on_applied(self, applied: "ActionApplied") -> None:
        self.sync()

    def beats(self, applied: "ActionApplied") -> list[Beat]:
        """How an applied move is shown, step by step; by default in one step: the pieces go
        straight to where the new view puts them."""
        return [Beat(lambda: self.on_applied(applied), self.move_beat_ms)]

    @property
    def log_rect(self) -> pygame.Rect:
        """The move log's place on this table's layout (logical pixels), clear of everything else."""
        return LOG_RECT

    def toast_band(self) -> tuple[int, int, int]:
        """Where toasts go over this table (top, bottom, widest line; logical pixels): a table whose seats'
        names or panels' titles stand in the usual band moves it clear of them."""
        return TOAST_BAND

    def lower_log_area(self) -> pygame.Rect:
        """The move log's lower half, for toasts at a table with no other free room: its title and newest
        lines stay in view."""
        log = self.log_rect
        return pygame.Rect(log.x + LOG_TOAST_INSET, log.centery, log.w - 2 * LOG_TOAST_INSET,
                           log.bottom - LOG_TOAST_INSET - log.centery)

    def toast_centre_x(self) -> int:
        """Where across the toasts stand (logical pixels): over the middle of the band, which is the
        screen's unless a table's free room lies to one side."""
        return DIALOG_CENTRE_X

    def showing_move(self) -> bool:
        """The newest move is still on its way on the table (a die in the air): the log keeps back
        what the table has yet to show."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def acts_at(self, pos: tuple[int, int]) -> bool:
        """Whether a press here is on a button this table draws and handles itself and that may be
        used now: such a press, like one on a lit piece, ends a move's showing and then counts."""
        return False

    def update(self, now_ms: float) -> None:
        for piece in self.pieces.values():
            piece.update(now_ms)

    def opening_log(self) -> list[LogEntry]:
        """What the game's first deal did before anyone moved, as the move log's first lines (a
        Koi-Koi month won by a dealt hand); the live table and its replay open their logs with it."""
        return []

    def dialog_centre_x(self) -> int:
        """Where across the table's dialogs stand (a question such as Game or Koi-Koi, a round's result):
        over the middle of the play, which is the screen's unless a table says otherwise."""
        return DIALOG_CENTRE_X

    def resume(self, paused_ms: float) -> None:
        """The table shows again after ``paused_ms`` under another screen (the pause menu, Save as,
        the rules): every countdown and deadline of the table's own moves ``paused_ms`` later, so
        nobody loses an answer window or a turn's time to a look at the rules."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Everything under the pieces: areas, labels, the grid or the track."""

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Everything over the pieces: panels, scores, banners."""

    def results_lines(self) -> list[str]:
        return []

    @staticmethod
    def standings(session: Session) -> list[str] | None:
        """Each seat's words in the results' column, for a game whose scores only repeat who won (1 and
        0); None shows the scores."""
        return None

    @staticmethod
    def lasted(session: Session) -> tuple[int, ...] | None:
        """Each seat's measure of how long it lasted (more is better), for a game whose scores only say
        who won: the results place the others by it. None places them by their scores."""
        return None

    def wants_fine_input(self) -> bool:
        return False

    def drain_until(self, deadline_ms: float) -> None:
        """Race games poll input finely until the frame deadline; others never get here."""


RACE_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP)


@dataclass
class RaceTable(TableAdapter):
    """A table whose claims are hotkey races (Coconut Pirate shouts, CitronCoco quick plays): one
    judge, fed every key and pad button, and the app's input drained finely while it is open."""

    judge: RaceJudge | None = None
    clock_ms: Callable[[], float] = lambda: float(pygame.time.get_ticks())
    """The race's clock while draining input between frames; tests put a fake one here."""
    wait_ms: Callable[[int], object] = pygame.time.wait

    def __post_init__(self) -> None:
        app = self.scene.app
        self.judge = RaceJudge(app.keymaps, app.pads, app.settings.tie_window_ms)

    def resume(self, paused_ms: float) -> None:
        super().resume(paused_ms)
        if self.judge is not None and (self.judge.is_open or self.judge.is_armed):
            self.judge.shift(paused_ms)

    def feed_judge(self, event: pygame.event.Event) -> bool:
        """True if the judge took the press as a claim (or a press to ignore) while its race is open."""
        return event.type in RACE_EVENTS and self.judge is not None and self.judge.feed(event, self.now)

    def wants_fine_input(self) -> bool:
        return self.judge is not None and self.judge.is_open and bool(self.scene.session.human_seats())

    def drain_until(self, deadline_ms: float) -> None:
        assert self.judge is not None
        drain_between_frames(self.judge, deadline_ms, self.clock_ms, self.scene.app.dispatch, self.wait_ms)

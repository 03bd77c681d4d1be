"""A replay: the same table, read-only, stepped through a game's log with a transport bar.

Nothing a player does here reaches the rules: the scene's session holds a copy of the record and the
state after the move shown, has no save folder (so it never autosaves or counts in the statistics),
and bots never run. The transport bar takes the top strip, where the table's banner sits in play;
the move log panel lists the moves up to the one shown, highlights it, and jumps back on a click; in a
finished game its head holds the "Open cards" and "Hand" buttons (the log's place is free on every
table, and the bar has no room for them beside a slider long enough to aim with).

Whose eyes: a finished game may be shown with "Open cards" (on by default): the adapters draw one
seat's hand, so the bar then chooses whose. An unfinished game shows only what the seat at the
screen could see, and with several humans the screen is passed first, as in play (opened from a
save), or nobody's hand shows (opened from the table, where everyone watches it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from rules.core import Action
from saves import GameRecord
from tabletop.art.felt import felt, panel
from tabletop.art.palette import HIGHLIGHT_FOCUS, HIGHLIGHT_LEGAL, seat_tag
from tabletop.art.text import draw_text, font, wrap
from tabletop.movelog import DESCRIBERS, LogEntry, describe_verbs
from tabletop.pieces.piece import set_pace
from tabletop.replay import Replay
from tabletop.scenes.base import Scene
from tabletop.scenes.curtain import CURTAIN
from tabletop.scenes.table import LOG_ENTRY_GAP, LOG_LINE, LOG_PADDING, LOG_TEXT, LOG_TITLE, TableScene
from tabletop.session import Session
from tabletop.tables.base import MOVE_BEAT_MS

if TYPE_CHECKING:
    from tabletop.app import App

BAR = pygame.Rect(504, 6, 1408, 66)
"""The transport bar: the top strip right of x=504, which every table keeps clear for its banner and
side column (Koi-Koi's compact layout puts the opponent's hand left of it, as the hand-off bar knows)."""
BUTTON_H = 52
ICON_W = 60
ICON_GAP = 8
ICON_LEFT = BAR.x + 10
COUNTER_LEFT = ICON_LEFT + 5 * (ICON_W + ICON_GAP) + 14
COUNTER_W = 260
SLIDER_LEFT = COUNTER_LEFT + COUNTER_W + 16
LABEL_TEXT = 24
"""Bold logical size of the bar's words: 12 px on a 1024x600 window, as the log."""
TEXT_BUTTON_PAD = 28
BUTTON_FILL = (36, 74, 54)
BUTTON_ON_FILL = (201, 138, 27)
INK_LIGHT = (247, 241, 221)
INK_DARK = (20, 20, 20)
CURRENT_FILL = (58, 104, 76)
PLAY_STEP_MS = MOVE_BEAT_MS
"""How long each move shows while playing, at normal speed; the speed setting scales it."""
PASS_BUTTON = pygame.Rect(760, 760, 400, 80)
CARDS_ROW = 48
"""The log panel's row of card buttons, under its title."""
CARDS_BUTTON_H = 38


def seat_at_screen_for(replay: Replay, has_secrets: bool, open_hands: bool) -> tuple[int, bool]:
    """The seat a replay opened from a save shows, and whether the screen is passed to it first:
    the first human (seat 0 with no human, as at the table); with several humans and secrets in an
    unfinished game, the human who plays next, behind the curtain."""
    humans = [seat for seat, spec in enumerate(replay.record.seats) if not spec.is_bot]
    if not humans:
        return 0, False
    if replay.finished or len(humans) == 1 or not has_secrets or open_hands:
        return humans[0], False
    acting = replay.game.to_act(replay.state_at(len(replay)))
    return next((seat for seat in sorted(acting) if seat in humans), humans[0]), True


class ReplayScene(TableScene):
    """A read-only table over a :class:`Replay`, opened at the last move."""

    read_only = True

    def __init__(self, app: "App", replay: Replay, seat_at_screen: int | None = None,
                 pass_screen: bool = False, bottom_seat: int = 0) -> None:
        record = replay.record
        session = Session(GameRecord(record.game, record.options, record.seats, record.seed, list(record.actions),
                                     record.game_id), replay.state_at(len(replay)), autosave=False)
        session.counts_for_stats = False
        super().__init__(app, session)
        self.replay = replay
        self.index = len(replay)
        """Moves applied in the state shown."""
        self.seat_at_screen = seat_at_screen
        self.open_cards = replay.finished and self.adapter.has_secrets
        """Only a finished game may show other seats' cards."""
        self.shown_seat = seat_at_screen if seat_at_screen is not None else 0
        """Whose cards show while the cards are open."""
        self.pass_to: int | None = seat_at_screen if pass_screen else None
        """The human the screen must be passed to before anything shows (several humans, a live game)."""
        self.viewer = self._eyes()
        self.bottom_seat = bottom_seat if seat_at_screen is None else seat_at_screen
        """With every hand face down, the table turned as it was where the replay was opened."""
        self.playing = False
        self.next_step_at = 0.0
        self.dragging = False
        self.entries = self._describe_all()
        """(move number, entry) for every move, oldest first."""
        self.log_hits: list[tuple[pygame.Rect, int]] = []
        """Where each drawn log entry is, and the move it jumps to."""
        self.refresh()

    # --- read-only: nothing reaches the rules, no highlights ---

    def submit(self, action: Action, source: str = "human") -> bool:
        """Refused, silently: a replay's adapter may still try (a race's timeout) but never reaches the
        rules, nor the bus the live table below listens to."""
        return False

    def legal(self, seat: int) -> list[Action]:
        """Nothing is playable, so the adapter highlights nothing."""
        return []

    def on_enter(self) -> None:
        Scene.on_enter(self)
        self.adapter.sync()

    def wants_fine_input(self) -> bool:
        return False

    # --- whose eyes ---

    def _eyes(self) -> int | None:
        if self.pass_to is not None:
            return None
        return self.shown_seat if self.open_cards else self.seat_at_screen

    def toggle_open_cards(self) -> None:
        if not (self.replay.finished and self.adapter.has_secrets):
            return
        self.open_cards = not self.open_cards
        self.viewer = self._eyes()
        self.refresh()

    def next_hand(self) -> None:
        """Show the next seat's cards (open cards only)."""
        if not self.open_cards:
            return
        self.shown_seat = (self.shown_seat + 1) % len(self.session.seats)
        self.viewer = self._eyes()
        self.refresh()

    def lift_curtain(self) -> None:
        self.pass_to = None
        self.viewer = self._eyes()
        self.refresh()

    # --- moving through the game ---

    def seek(self, index: int) -> None:
        index = max(0, min(len(self.replay), index))
        if index == self.index:
            return
        self.index = index
        self.session.state = self.replay.state_at(index)
        self.session.record.actions = self.replay.record.actions[:index]
        self.refresh()

    def step(self, moves: int) -> None:
        self.playing = False
        self.seek(self.index + moves)

    def toggle_play(self) -> None:
        if self.pass_to is not None:
            return
        if not self.playing and self.index >= len(self.replay):
            self.seek(0)  # play from the start again, like any player
        self.playing = not self.playing
        self.next_step_at = self.app.now_ms

    def close(self) -> None:
        """Back to where the replay was opened from; opened from the command line, to the menu."""
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            from tabletop.scenes.menu import MainMenu
            self.app.replace(MainMenu(self.app))

    def play_from_here(self) -> None:
        """A new game (its own save and game id) that has played the moves so far; this file stays."""
        if not self.replay.finished:
            return
        if self.index >= len(self.replay):
            self.app.toast("The game is over at this move: step back to play on from an earlier one.")
            return
        session = Session(self.replay.record_until(self.index), self.replay.state_at(self.index), self.app.store)
        self.app.replace(TableScene(self.app, session))

    def update(self, dt_ms: float) -> None:
        if self.app.top is not self:
            return
        now = self.app.now_ms
        set_pace(self.app.settings.pace)
        self.adapter.update(now)
        if self.playing and now >= self.next_step_at:
            if self.index >= len(self.replay):
                self.playing = False
            else:
                self.seek(self.index + 1)
                self.next_step_at = now + PLAY_STEP_MS * self.app.settings.pace

    # --- the transport bar ---

    def buttons(self) -> list[tuple[str, pygame.Rect, Callable[[], None]]]:
        """(name, place, what it does) for every button on the bar; the icons come first."""
        icons = [("start", lambda: self.step(-self.index)), ("back", lambda: self.step(-1)),
                 ("play", self.toggle_play), ("forward", lambda: self.step(1)),
                 ("end", lambda: self.step(len(self.replay) - self.index))]
        found = [(name, pygame.Rect(ICON_LEFT + i * (ICON_W + ICON_GAP), BAR.centery - BUTTON_H // 2, ICON_W, BUTTON_H),
                  action) for i, (name, action) in enumerate(icons)]
        right = BAR.right - 10
        bar_buttons = [("branch", self.play_from_here)] if self.replay.finished else []
        for name, action in reversed([*bar_buttons, ("close", self.close)]):
            width = font(LABEL_TEXT, True).size(self.button_label(name))[0] + TEXT_BUTTON_PAD
            found.append((name, pygame.Rect(right - width, BAR.centery - BUTTON_H // 2, width, BUTTON_H), action))
            right -= width + ICON_GAP
        left = self.adapter.log_rect.x + 12
        for name, action in self._card_buttons():
            width = font(LABEL_TEXT, True).size(self.button_label(name))[0] + TEXT_BUTTON_PAD
            found.append((name, pygame.Rect(left, self.adapter.log_rect.y + LOG_TITLE, width, CARDS_BUTTON_H), action))
            left += width + ICON_GAP
        return found

    def _card_buttons(self) -> list[tuple[str, Callable[[], None]]]:
        """Whose cards show: only a finished game of a table with secrets has the choice."""
        if not (self.replay.finished and self.adapter.has_secrets):
            return []
        return [("open", self.toggle_open_cards), *([("hand", self.next_hand)] if self.open_cards else [])]

    def button_label(self, name: str) -> str:
        if name == "open":
            return f"Open cards: {'on' if self.open_cards else 'off'}"
        if name == "hand":
            return f"Hand: {self.name(self.shown_seat)}"
        return {"branch": "Play from here", "close": "Close"}[name]

    def button(self, name: str) -> pygame.Rect:
        return next(rect for found, rect, _ in self.buttons() if found == name)

    def slider_rect(self) -> pygame.Rect:
        right = min(rect.x for name, rect, _ in self.buttons() if name in ("branch", "close")) - 24
        return pygame.Rect(SLIDER_LEFT, BAR.centery - 20, right - SLIDER_LEFT, 40)

    def slider_x(self, index: int) -> int:
        track = self.slider_rect()
        return track.x + round(track.w * index / max(1, len(self.replay)))

    def _slide_to(self, x: int) -> None:
        track = self.slider_rect()
        self.playing = False
        self.seek(round((x - track.x) / max(1, track.w) * len(self.replay)))

    # --- input ---

    def handle(self, event: pygame.event.Event) -> None:
        if self.pass_to is not None:
            self._handle_curtain(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.dragging:
                self._slide_to(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEWHEEL and self.adapter.log_rect.collidepoint(self.pointer):
            self.step(event.y)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _press(self, pos: tuple[int, int]) -> None:
        for _, rect, action in self.buttons():
            if rect.collidepoint(pos):
                self.app.sounds.play("card")
                action()
                return
        if self.slider_rect().inflate(0, 16).collidepoint(pos):
            self.dragging = True
            self._slide_to(pos[0])
            return
        for rect, move in self.log_hits:
            if rect.collidepoint(pos):
                self.step(move - self.index)
                return

    def _key(self, key: int) -> None:
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -self.index,
                 pygame.K_END: len(self.replay) - self.index}
        if key in moves:
            self.step(moves[key])
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_o:
            self.toggle_open_cards()
        elif key == pygame.K_h:
            self.next_hand()
        elif key == pygame.K_ESCAPE:
            self.close()

    def _handle_curtain(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)) \
                or (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and PASS_BUTTON.collidepoint(event.pos)):
            self.lift_curtain()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    # --- the move log: every move, the one shown highlighted ---

    def _describe_all(self) -> list[tuple[int, LogEntry]]:
        """Every move's lines, after what the opening deal told at move 0."""
        record = self.session.record
        describe = DESCRIBERS.get(record.game, describe_verbs)
        opening = [(0, entry) for entry in self.adapter.opening_log()]
        return opening + [(number, entry) for number, move in enumerate(self.replay.moves, start=1)
                          for entry in describe(move.action, move.events, self.name)]

    def current_move(self) -> int:
        """The latest move at or before the one shown that the log has words for (0: none yet)."""
        return max((number for number, _ in self.entries if number <= self.index), default=0)

    def log_lines(self) -> list[tuple[int, int | None, str]]:
        """(move, seat, words) newest first, as the seat whose eyes the replay uses may read them: only
        the moves up to the one shown, as the log read at that point of the game (a later move listed
        at move 0 tells what is coming)."""
        return [(number, entry.seat, entry.text_for(self.viewer)) for number, entry in reversed(self.entries)
                if number <= self.index]

    def _draw_log(self, surface: pygame.Surface) -> None:
        box = self.adapter.log_rect
        panel(surface, box, alpha=215)
        draw_text(surface, "Moves · click one to see it", LOG_TEXT, (255, 215, 122), bold=True,
                  topleft=(box.x + 16, box.y + 12))
        lines = self.log_lines()
        current = self.current_move()
        y = box.y + LOG_TITLE + (CARDS_ROW if self._card_buttons() else 0)
        self.log_hits = []
        shown_entries: list[tuple[int, int | None, list[str]]] = []
        for shown, (number, seat, text) in enumerate(lines):
            parts = self._log_parts(text, box)
            height = len(parts) * LOG_LINE
            if shown and y + height > box.bottom - LOG_PADDING:
                break
            # down to the descenders of the last line ("points"), which sit below LOG_LINE
            self.log_hits.append((pygame.Rect(box.x + 6, y - 2, box.w - 12, height + LOG_ENTRY_GAP + 2), number))
            shown_entries.append((y, seat, parts))
            y += height + LOG_ENTRY_GAP
        chosen = [rect for rect, number in self.log_hits if number == current]
        if chosen:  # one frame round every line of the move shown (a month's end, then the next deal)
            frame = chosen[0].unionall(chosen[1:])
            pygame.draw.rect(surface, CURRENT_FILL, frame, border_radius=8)
            pygame.draw.rect(surface, HIGHLIGHT_FOCUS, frame, 2, border_radius=8)
        for top, seat, parts in shown_entries:
            if seat is not None:
                seat_tag(surface, seat, (box.x + 26, top + LOG_LINE // 2), 12)
            for row, part in enumerate(parts):
                draw_text(surface, part, LOG_TEXT, (240, 238, 226), topleft=(box.x + 46, top + 3 + row * LOG_LINE))
        if not lines:
            draw_text(surface, "No moves yet", LOG_TEXT, (200, 205, 195), topleft=(box.x + 46, y + 3))

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        if self.pass_to is not None:
            self._draw_curtain(surface, self.pass_to)
            return
        surface.blit(felt(surface.get_size()), (0, 0))
        self.adapter.draw_board(surface)
        now = self.app.now_ms
        for piece in self.adapter.drawn_pieces():
            piece.draw(surface, now)
        self.adapter.draw_hud(surface)
        self._draw_log(surface)
        panel(surface, BAR, alpha=235, border=HIGHLIGHT_LEGAL)
        self._draw_buttons(surface)
        self._draw_counter_and_slider(surface)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for name, rect, _ in self.buttons():
            lit = (name == "play" and self.playing) or (name == "open" and self.open_cards)
            pygame.draw.rect(surface, BUTTON_ON_FILL if lit else BUTTON_FILL, rect, border_radius=10)
            pygame.draw.rect(surface, HIGHLIGHT_FOCUS if rect.collidepoint(self.pointer) else HIGHLIGHT_LEGAL,
                             rect, 2, border_radius=10)
            ink = INK_DARK if lit else INK_LIGHT
            if rect.w == ICON_W:
                self._draw_icon(surface, name, rect.center, ink)
            else:
                draw_text(surface, self.button_label(name), LABEL_TEXT, ink, bold=True, center=rect.center)

    def _draw_counter_and_slider(self, surface: pygame.Surface) -> None:
        counter = pygame.Rect(COUNTER_LEFT, BAR.y, COUNTER_W, BAR.h)
        move = self.replay.moves[self.index - 1] if self.index else None
        if move is not None:
            seat_tag(surface, move.action.seat, (counter.x + 14, counter.centery), 13)
        draw_text(surface, f"Move {self.index} of {len(self.replay)}", LABEL_TEXT, INK_LIGHT, bold=True,
                  midleft=(counter.x + 34, counter.centery))
        track = self.slider_rect()
        pygame.draw.line(surface, (120, 140, 125), (track.x, track.centery), (track.right, track.centery), 8)
        pygame.draw.line(surface, HIGHLIGHT_LEGAL, (track.x, track.centery),
                         (self.slider_x(self.index), track.centery), 8)
        handle = pygame.Rect(0, 0, 20, track.h)
        handle.center = (self.slider_x(self.index), track.centery)
        pygame.draw.rect(surface, HIGHLIGHT_FOCUS, handle, border_radius=6)
        pygame.draw.rect(surface, INK_DARK, handle, 2, border_radius=6)

    def _draw_icon(self, surface: pygame.Surface, name: str, centre: tuple[int, int],
                   ink: tuple[int, int, int]) -> None:
        """Media-player shapes: a bar is the end of the game, a triangle the way it goes, two bars pause."""
        x, y = centre

        def left(tip: int) -> None:
            pygame.draw.polygon(surface, ink, [(tip, y), (tip + 14, y - 12), (tip + 14, y + 12)])

        def right(tip: int) -> None:
            pygame.draw.polygon(surface, ink, [(tip, y), (tip - 14, y - 12), (tip - 14, y + 12)])

        def bar(at: int) -> None:
            pygame.draw.rect(surface, ink, pygame.Rect(at - 2, y - 12, 5, 24))

        if name == "start":
            bar(x - 14), left(x - 10), left(x + 2)
        elif name == "back":
            left(x - 9), bar(x + 9)
        elif name == "forward":
            bar(x - 9), right(x + 9)
        elif name == "end":
            right(x - 2), right(x + 10), bar(x + 14)
        elif name == "play" and self.playing:
            bar(x - 7), bar(x + 7)
        elif name == "play":
            pygame.draw.polygon(surface, ink, [(x - 9, y - 14), (x - 9, y + 14), (x + 13, y)])

    def _draw_curtain(self, surface: pygame.Surface, seat: int) -> None:
        """Nothing of the table shows until the seat whose replay this is sits at the screen."""
        surface.fill(CURTAIN)
        seat_tag(surface, seat, (960, 360), 48)
        draw_text(surface, f"Replay for {self.name(seat)}", 80, (255, 230, 180), bold=True, center=(960, 480))
        for row, line in enumerate(wrap("This game is not over: the replay shows only what "
                                        f"{self.name(seat)} could see. Everyone else, look away.", 36, 1200)):
            draw_text(surface, line, 36, (230, 210, 200), center=(960, 570 + row * 48))
        pygame.draw.rect(surface, BUTTON_ON_FILL, PASS_BUTTON, border_radius=14)
        pygame.draw.rect(surface, HIGHLIGHT_FOCUS, PASS_BUTTON, 3, border_radius=14)
        draw_text(surface, f"I am {self.name(seat)}", 36, INK_DARK, bold=True, center=PASS_BUTTON.center)


def open_replay(app: "App", record: GameRecord, seat_at_screen: int | None = None,
                from_table: bool = False, bottom_seat: int = 0) -> ReplayScene:
    """The replay scene for a record: from a table, through the eyes of the seat at its screen, or
    with every hand face down while several humans share it (everyone watches a replay opened
    mid-game, as a shared moment, so nobody's hand shows); from a save, through the eyes
    :func:`seat_at_screen_for` picks."""
    from tabletop.tables import adapter_for

    replay = Replay(record)
    has_secrets = adapter_for(record.game).has_secrets
    if from_table:
        humans = [spec for spec in record.seats if not spec.is_bot]
        watched_by_all = not replay.finished and has_secrets and len(humans) > 1 and not app.settings.open_hands
        return ReplayScene(app, replay, None if watched_by_all else seat_at_screen, bottom_seat=bottom_seat)
    seat, pass_screen = seat_at_screen_for(replay, has_secrets, app.settings.open_hands)
    return ReplayScene(app, replay, seat, pass_screen)


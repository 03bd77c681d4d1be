"""The table: one game in progress, drawn from the view of whoever is at the screen.

The scene decides who is at the screen (and, between human seats when the game has secrets, lets the
player who moved see the result before the curtain drops), runs the bots, turns gestures into actions
through the session, shows the rules' reasons for refusals, puts up decision prompts, keeps the move
log, and ends with the results screen.

Every applied move is shown as a queue of beats (see :class:`Beat`): while one is showing, bots wait,
notices, prompts and the curtain wait, and a click or Space finishes the beat at once. Meanwhile the
banner names the move on show and nothing is lit for the turn after it (see running_ahead). The speed
setting scales every beat and tween; at "instant" a move shows in the frame it is applied.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any, Callable

import pygame

from rules.core import Action, IllegalAction
from tabletop.art import clear_art_caches
from tabletop.art.felt import felt, panel
from tabletop.art.palette import HIGHLIGHT_LEGAL, draw_focus_ring, seat_tag
from tabletop.art.text import draw_text, font, wrap_sentence
from tabletop.bot_worker import BotWorker
from tabletop.bus import ActionApplied, ActionRefused, ActionRequested, BotAnswer, Toast
from tabletop.movelog import MAX_ENTRIES, MoveLog
from tabletop.pieces.interaction import Interaction
from tabletop.pieces.piece import set_pace
from tabletop.scenes.base import Scene
from tabletop.scenes.table_undo import UndoControl
from tabletop.session import Session
from tabletop.tables import adapter_for
from tabletop.tables.base import Beat, Notice, Prompt, RaceTable

if TYPE_CHECKING:
    from tabletop.app import App

RESULTS_DELAY_MS = 1500
NOTICE_AUTO_MS = 2500
"""With no human at the table a notice goes away by itself, so a demo plays on."""
BOT_RETRY_MS = 250
PROMPT_BUTTON = (300, 76)
PROMPT_BOX = pygame.Rect(460, 300, 1000, 460)
"""The dialog's width, centre and least height: it grows downwards and upwards with its lines."""
NOTICE_AREA = pygame.Rect(460, 0, 1000, 1080)
"""Where a notice stands unless it names its own area: centred, as tall as its lines."""
PROMPT_TEXT = 30
PROMPT_LINE = 40
PROMPT_LINES_TOP = 104
"""From the top of the dialog to its first line, under the title."""
PROMPT_BUTTON_GAP = 32
PROMPT_MARGIN = 44
LOG_TEXT = 24
"""Logical size of log text: still 12 px on a 1024x600 window."""
LOG_LINE = 32
LOG_TITLE = 44
LOG_PADDING = 8
LOG_ENTRY_GAP = 6
SKIP_KEYS = (pygame.K_SPACE,)
FOCUS_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP, pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that move the focus over what is lit and choose it (see Interaction)."""
NOTICE_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
"""Close a notice; pressed while the move that brought it is still shown, they end the showing, as
the notice is not up yet to be closed unread."""


class TableScene(Scene):
    open_cards = False
    """Every seat's cards may show: only a replay of a finished game (tabletop/scenes/replay.py)."""
    read_only = False
    """A replay: no key or click reaches the table, so the table offers none in its hints."""

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.curtain_up = False
        adapter_class = adapter_for(session.record.game)
        self.viewer: int | None = self._initial_viewer(adapter_class.has_secrets)
        self.bottom_seat = self.viewer or 0
        """The seat drawn at the bottom while nobody's hand shows: the last viewer's, so a shared moment
        that hides the hands does not also turn the table round."""
        self._view_cache: tuple[int, int | None, dict[str, Any]] | None = None
        self.adapter = adapter_class(self)
        self.interaction = Interaction(self.adapter, self.submit, lambda: self.app.now_ms)
        self.bot_asked: dict[int, tuple[int, float]] = {}
        """Per bot seat: the position (actions played) it was asked about, and when it may answer."""
        self.bot_answers: dict[int, BotAnswer] = {}
        self.bot_worker = BotWorker()
        self.finished_at: float | None = None
        self.viewer_answered = False
        """The player at the screen last moved in another seat's turn (an answer in a Cheeky Monkeys
        window): the hand-off then says they answered, not that their turn is over. Games whose views
        name no turn (everyone picks at once) never answer out of turn."""
        self.covered_since: float | None = None
        """When another screen (pause, a dialog, the rules) came over the table: the table's clocks stand
        still under it (see TableAdapter.resume)."""
        self.prompt_focus = 0
        self.notices: list[tuple[Notice, float]] = []
        self.notice_pressed = False
        """A notice closes on a click begun while it showed, not on the release of the click that caused it."""
        self._legal_cache: dict[int, tuple[int, list[Action]]] = {}
        self._publish_applied = lambda action, events: app.bus.publish(ActionApplied(action, tuple(events)))
        self.beats: deque[Beat] = deque()
        """The steps of showing the latest move that have not started yet."""
        self.beat_ends_at = 0.0
        """When the beat on show has been seen long enough."""
        self.skip_pressed = False
        """The release of a click that skipped a beat is not a click on the table."""
        self.acting_before: frozenset[int] = frozenset()
        """Who was to act just before the move being requested."""
        self.shown_mover: int | None = None
        """Whose move the table is showing, named by the banner while the position runs ahead of it."""
        self.task_carries_on = False
        """The move on show leaves a human the task they already had (another's card played face down
        while they choose theirs): their words and cues stay up through its showing."""
        self.log_scroll = 0
        """How many of the newest log lines are scrolled out of sight above."""
        self._rebuild_log()  # a continued game keeps its story
        self.undo = UndoControl(self)
        self.pointer: tuple[int, int] = (0, 0)
        """Where the mouse is (logical), for the wheel over the log."""
        self._unsubscribe: list[Callable[[], None]] = []

    # --- what the adapter draws from ---

    @property
    def view(self) -> dict[str, Any]:
        key = (len(self.session.record.actions), self.viewer)
        if self._view_cache is None or self._view_cache[:2] != key:
            self._view_cache = (*key, self.session.view(self.viewer))
        return self._view_cache[2]

    def legal(self, seat: int) -> list[Action]:
        """The rules' legal actions, asked once per position: highlights ask every frame."""
        step = len(self.session.record.actions)
        cached = self._legal_cache.get(seat)
        if cached is None or cached[0] != step:
            cached = (step, self.session.legal(seat))
            self._legal_cache[seat] = cached
        return cached[1]

    def refresh(self) -> None:
        """Forget what was computed from the state (for a state changed outside the session)."""
        self._view_cache = None
        self._legal_cache.clear()
        self.adapter.sync()

    def _rebuild_log(self) -> None:
        self.log = MoveLog()
        self.log_scroll = 0
        for action, events in self.session.history(MAX_ENTRIES):
            self.log.add(self.session.record.game, action, events, self.name)

    def taken_back(self) -> None:
        """After an undo: what was on its way (beats, notices, bot answers, a gesture) belonged to the
        moves taken back; the log is told again and the pieces glide back to the position."""
        self.beats.clear()
        self.beat_ends_at = self.app.now_ms
        self.notices.clear()
        self.bot_asked.clear()
        self.bot_answers.clear()
        self.interaction.reset()
        self.prompt_focus = 0
        self._rebuild_log()
        self.refresh()

    def is_legal(self, action: Action) -> bool:
        return (self.viewer is None or action.seat == self.viewer or not self.adapter.has_secrets) \
            and not self.session.seats[action.seat].is_bot and action in self.legal(action.seat)

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def humanise(self, text: str) -> str:
        """Rules name seats "Seat 2" and a team "Seats 2 and 4"; players read their names."""
        count = len(self.session.seats)
        for first, second in ((a, b) for a in range(count) for b in range(a + 1, count)):
            text = text.replace(f"Seats {first + 1} and {second + 1}", f"{self.name(first)} and {self.name(second)}")
        for seat in range(count - 1, -1, -1):
            text = text.replace(f"Seat {seat + 1}", self.name(seat))
        return text

    # --- lifecycle ---

    def on_enter(self) -> None:
        super().on_enter()
        bus = self.app.bus
        self.session.listeners.append(self._publish_applied)
        self._unsubscribe = [bus.subscribe(ActionRequested, self._on_requested),
                             bus.subscribe(ActionApplied, self._on_applied),
                             bus.subscribe(ActionRefused, self._on_refused),
                             bus.subscribe(BotAnswer, self._on_bot_answer)]
        self.adapter.sync()
        if self.session.bots and not self.app.frames_mode:
            self.bot_worker.warm_up()

    def on_exit(self) -> None:
        super().on_exit()
        clear_art_caches()  # the table's cards and pieces (up to the whole art budget) are not wanted by the menus
        self.bot_worker.close()
        if self._publish_applied in self.session.listeners:
            self.session.listeners.remove(self._publish_applied)
        for unsubscribe in self._unsubscribe:
            unsubscribe()

    # --- actions ---

    def submit(self, action: Action, source: str = "human") -> bool:
        """Ask for an action over the bus; True if the rules took it."""
        before = len(self.session.record.actions)
        self.app.bus.publish(ActionRequested(action, source))
        return len(self.session.record.actions) > before

    def _on_requested(self, request: ActionRequested) -> None:
        seat = request.action.seat
        in_anothers_turn = seat == self.viewer and self.view.get("turn", seat) != seat
        self.acting_before = self.session.to_act()
        try:
            self.session.submit(request.action)
        except IllegalAction as refusal:
            self.app.bus.publish(ActionRefused(request.action, str(refusal), request.source))
            return
        if seat == self.viewer:
            self.viewer_answered = in_anothers_turn

    def _on_refused(self, refused: ActionRefused) -> None:
        if refused.source == "human":
            self.app.bus.publish(Toast(self.humanise(refused.reason)))

    def _on_applied(self, applied: ActionApplied) -> None:
        """Log the move and queue its beats; a move arriving while another shows lands that one first."""
        own_move = applied.action.seat == self.viewer
        if own_move:
            self.interaction.reset()
            self.interaction.focus = None
            self.prompt_focus = 0
        added = self.log.add(self.session.record.game, applied.action, applied.events, self.name)
        if self.log_scroll:
            self.log_scroll += len(added)  # a player reading back keeps their place
        while self.beats:
            self._show(self.beats.popleft())
        mover = applied.action.seat
        humans_still = {seat for seat in self.acting_before & self.session.to_act()
                        if not self.session.seats[seat].is_bot}
        self.shown_mover, self.task_carries_on = mover, bool(humans_still - {mover})
        self.beat_ends_at = self.app.now_ms
        self.beats.extend(self.adapter.beats(applied))
        self._advance_beats(self.app.now_ms)
        self.app.sounds.play("card")

    # --- pacing ---

    @property
    def pacing(self) -> bool:
        """A move is still being shown: bots, notices, prompts and the curtain wait."""
        return bool(self.beats) or self.app.now_ms < self.beat_ends_at

    @property
    def running_ahead(self) -> bool:
        """The position asks for a move the table has not shown its way to yet (a move still shown, a
        result still to be read): the banner names the move on show and nothing is lit for the next."""
        return bool(self.notices) or (self.pacing and not self.task_carries_on)

    def _show(self, beat: Beat) -> None:
        """Start a beat; a gesture in progress survives it unless its piece went away."""
        beat.show()
        held = self.interaction.selected
        if held is not None and self.adapter.pieces.get(held.key) is not held:
            self.interaction.reset()

    def _advance_beats(self, now: float) -> None:
        pace = self.app.settings.pace
        while self.beats and now >= self.beat_ends_at:
            beat = self.beats.popleft()
            self._show(beat)
            self.beat_ends_at = now + beat.duration_ms * pace

    def skip_beat(self) -> None:
        """Finish the beat on show at once: its pieces land and the next beat starts."""
        for piece in self.adapter.pieces.values():
            piece.land()
        self.beat_ends_at = self.app.now_ms
        self._advance_beats(self.app.now_ms)

    def finish_showing(self) -> None:
        """Show every beat still waiting at once, as a click on a lit target asks before it acts."""
        while self.pacing:
            self.skip_beat()

    def announce(self, notice: Notice) -> None:
        """Everyone reads a notice: where hands are private, the hand at the screen turns face down for
        it, and the next player to act is called behind the curtain, even the one who was there."""
        self.notices.append((notice, self.app.now_ms))
        self.notice_pressed = False
        if self.curtained and self.viewer is not None:
            self.bottom_seat = self.viewer
            self.viewer = None
            self.interaction.reset()
            self.adapter.sync()

    def dismiss_notice(self) -> None:
        if self.notices:
            self.notices.pop(0)
            if self.notices:
                self.notices[0] = (self.notices[0][0], self.app.now_ms)

    # --- who is at the screen ---

    @property
    def curtained(self) -> bool:
        """Several people share the screen and hands are private: each hand shows only behind the curtain."""
        return self.adapter.has_secrets and not self.open_cards and not self.app.settings.open_hands \
            and len(self.session.human_seats()) > 1

    def handing_off(self) -> bool:
        """The next human to act is not the one at the screen, so a curtain is coming."""
        seat = self._seat_needing_screen()
        return self.curtained and seat is not None and seat != self.viewer

    def _initial_viewer(self, has_secrets: bool) -> int | None:
        """Nobody's secrets show until the first human to act has been called to the screen."""
        humans = self.session.human_seats()
        if not humans:
            return 0
        if len(humans) > 1 and has_secrets and not self.app.settings.open_hands:
            return None
        return humans[0]

    def _seat_needing_screen(self) -> int | None:
        """The human who must be at the screen now: whoever is there already, if they must act."""
        acting = self.session.to_act()
        needing = [seat for seat in sorted(acting)
                   if not self.session.seats[seat].is_bot and self.adapter.needs_screen(seat)]
        if self.viewer in needing:
            return self.viewer
        return needing[0] if needing else None

    def _update_viewer(self) -> None:
        """Call the human who must act to the screen; with secrets, the one who was there first sees
        the end of their move and hands over, then the curtain hides everything until the next is ready."""
        if self.curtain_up:
            return
        seat = self._seat_needing_screen()
        if seat is None or seat == self.viewer:
            return
        if not self.curtained:
            self.viewer = seat
            self.adapter.sync()
            return
        from tabletop.scenes.curtain import CurtainScene, HandOffScene

        self.curtain_up = True
        self.interaction.reset()

        def lift(seat: int = seat) -> None:
            self.curtain_up = False
            self.viewer = self.bottom_seat = seat
            self.adapter.sync()

        def drop(seat: int = seat) -> None:
            self.viewer = None
            self.adapter.sync()
            self.app.push(CurtainScene(self.app, seat, self.name(seat), lift, self.draw))

        if self.viewer is None:
            drop()
        else:
            self.app.push(HandOffScene(self.app, self.name(self.viewer), seat, self.name(seat), drop,
                                       self.viewer_answered))

    # --- bots ---

    def _run_bots(self, now: float) -> None:
        """Each acting bot thinks once per position; its answer is used once its pause is over.

        An answer is tied to the position it was made for (the session's position number, never
        reused, even after an undo): if anything happened meanwhile, the answer is dropped and the
        bot thinks again.
        """
        acting = self.session.to_act()
        step = self.session.position
        for seat in sorted(acting):
            if not self.session.seats[seat].is_bot:
                continue
            asked = self.bot_asked.get(seat)
            if asked is None or asked[0] != step:
                self.bot_asked[seat] = (step, now + self.app.settings.bot_delay_ms)
                self.bot_answers.pop(seat, None)
                self._think(seat, step)
                continue
            answer = self.bot_answers.get(seat)
            if answer is None or answer.step != step or now < asked[1]:
                continue
            self.bot_answers.pop(seat)
            if answer.action is None:
                self.bot_asked[seat] = (step, now + BOT_RETRY_MS)
                self._think(seat, step)
            else:
                self.bot_asked.pop(seat)
                if not self.adapter.route_bot_action(seat, answer.action):
                    self.submit(answer.action, source="bot")
                return  # one bot move per frame, so every move is seen

    def _think(self, seat: int, step: int) -> None:
        """Bots think in the bot worker (tabletop/bot_worker.py) so the table stays smooth, and post
        their answer on the bus's pygame event; in --frames runs they answer at once, so runs repeat
        exactly."""
        if self.app.frames_mode:
            self.app.bus.publish(BotAnswer(seat, step, self.session.bot_task(seat)()))
            return
        job = self.session.bot_job(seat)
        bus = self.app.bus
        if job is None:
            bus.publish(BotAnswer(seat, step, None))
            return
        self.bot_worker.submit(job, lambda action: bus.post(BotAnswer(seat, step, action)))

    def _on_bot_answer(self, answer: BotAnswer) -> None:
        if answer.step == self.session.position:  # one for a position an undo took away arrives late
            self.bot_answers[answer.seat] = answer

    # --- the frame ---

    def update(self, dt_ms: float) -> None:
        now = self.app.now_ms
        if self.covered():
            self.covered_since = now if self.covered_since is None else self.covered_since
            return
        if self.covered_since is not None:
            self.adapter.resume(now - self.covered_since)
            self.covered_since = None
        set_pace(self.app.settings.pace)
        self.adapter.update(now)
        self._advance_beats(now)
        if self.pacing:
            return
        if self.notices:
            if not self.session.human_seats() and now - self.notices[0][1] >= NOTICE_AUTO_MS:
                self.dismiss_notice()
            return
        self._update_viewer()
        self._run_bots(now)
        if self.session.outcome() is not None:
            self.finished_at = self.finished_at or now
            if now - self.finished_at >= RESULTS_DELAY_MS and self.app.top is self:
                from tabletop.scenes.results import ResultsScene
                self.app.push(ResultsScene(self.app, self.session, self.adapter.results_lines(), self.humanise))
                self.finished_at = float("inf")

    def covered(self) -> bool:
        """Whether another screen hides the table (the pause menu, a dialog, the rules, a replay), even
        over a curtain: the table then stands still, bots and countdowns alike. Its own curtain does
        not stop it: a window runs on while the screen is passed."""
        from tabletop.scenes.curtain import CurtainScene, HandOffScene

        top = self.app.top
        return top is not self and not (self.curtain_up and isinstance(top, (CurtainScene, HandOffScene)))

    def wants_fine_input(self) -> bool:
        return self.adapter.wants_fine_input()

    def drain_until(self, deadline_ms: float) -> None:
        self.adapter.drain_until(deadline_ms)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.undo.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.adapter.log_rect.collidepoint(self.pointer):
            self.log_scroll = max(0, min(len(self.log.entries) - 1, self.log_scroll - event.y))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.skip_pressed:
            self.skip_pressed = False
            return
        if self.pacing and event.type in (pygame.KEYDOWN, pygame.JOYBUTTONDOWN) \
                and isinstance(self.adapter, RaceTable) and self.adapter.feed_judge(event):
            self.finish_showing()  # a buzz the race takes ends the showing, so the race opens at once
            return
        if self.pacing and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.acts_at(event.pos):
            self.finish_showing()  # a lit target never ignores a click: the showing ends and the click counts
            if self.notices or not self.acts_at(event.pos):
                self.skip_pressed = True  # what the showing brought is read first
                return
        if self.pacing and ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                            or (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS)
                            or (self.notices and event.type == pygame.KEYDOWN and event.key in NOTICE_KEYS)):
            self.skip_pressed = event.type == pygame.MOUSEBUTTONDOWN
            self.skip_beat()
            return
        if self.notices:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.notice_pressed = True
            elif (event.type == pygame.KEYDOWN and event.key in NOTICE_KEYS) \
                    or (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.notice_pressed):
                self.notice_pressed = False
                self.dismiss_notice()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                from tabletop.scenes.pause import PauseMenu
                self.app.push(PauseMenu(self.app, self.session))
            return
        if self.adapter.handle(event):
            return
        prompt = self.visible_prompt()
        if prompt is not None and self._handle_prompt(prompt, event):
            return
        if self.pacing and self.running_ahead and event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS:
            self.finish_showing()  # the keys reach what is lit, as a click does, and nothing is lit until it ends
            if self.notices:
                return
        if self.interaction.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from tabletop.scenes.pause import PauseMenu
            self.app.push(PauseMenu(self.app, self.session))

    def acts_at(self, pos: tuple[int, int]) -> bool:
        """Whether a press here would act now: on a lit piece or zone, or on a button the table draws."""
        return self.interaction.acts_at(pos) or self.adapter.acts_at(pos)

    # --- prompts ---

    def visible_prompt(self) -> Prompt | None:
        if self.pacing:
            return None
        prompt = self.adapter.prompt()
        if prompt is None or self.session.seats[prompt.seat].is_bot:
            return None
        if prompt.private and self.viewer != prompt.seat:
            return None
        return prompt

    def prompt_layout(self, prompt: Prompt) -> tuple[pygame.Rect, list[str]]:
        """The dialog box and its wrapped lines: the box grows with the lines, so none is cut off
        (four yaku with doubling run to ten lines), and stands over the play (see dialog_centre_x)."""
        lines = [part for line in prompt.lines for part in wrap_sentence(line, PROMPT_TEXT, PROMPT_BOX.w - 60)]
        height = PROMPT_LINES_TOP + len(lines) * PROMPT_LINE + PROMPT_BUTTON_GAP + PROMPT_BUTTON[1] + PROMPT_MARGIN
        box = pygame.Rect(0, 0, PROMPT_BOX.w, max(PROMPT_BOX.h, height))
        box.center = (self.adapter.dialog_centre_x(), PROMPT_BOX.centery)
        return box, lines

    def prompt_buttons(self, prompt: Prompt) -> list[pygame.Rect]:
        """One row of buttons at the foot of the dialog that always fits it: narrower as the choices grow."""
        box, _ = self.prompt_layout(prompt)
        count = len(prompt.choices)
        gap = 40 if count <= 3 else 16
        width = min(PROMPT_BUTTON[0], (box.w - 60 - gap * (count - 1)) // count)
        left = box.centerx - (count * width + (count - 1) * gap) // 2
        top = box.bottom - PROMPT_MARGIN - PROMPT_BUTTON[1]
        return [pygame.Rect(left + i * (width + gap), top, width, PROMPT_BUTTON[1]) for i in range(count)]

    def _handle_prompt(self, prompt: Prompt, event: pygame.event.Event) -> bool:
        buttons = self.prompt_buttons(prompt)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, (_, action) in zip(buttons, prompt.choices):
                if rect.collidepoint(event.pos):
                    self.submit(action)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.prompt_focus = (self.prompt_focus + step) % len(prompt.choices)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.submit(prompt.choices[self.prompt_focus % len(prompt.choices)][1])
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _draw_prompt(self, surface: pygame.Surface, prompt: Prompt) -> None:
        box, lines = self.prompt_layout(prompt)
        panel(surface, box, alpha=240)
        draw_text(surface, prompt.title, 52, (255, 215, 122), bold=True, center=(box.centerx, box.y + 60))
        y = box.y + PROMPT_LINES_TOP
        for line in lines:
            draw_text(surface, line, PROMPT_TEXT, (245, 245, 235), midtop=(box.centerx, y))
            y += PROMPT_LINE
        for index, (rect, (label, _)) in enumerate(zip(self.prompt_buttons(prompt), prompt.choices)):
            focused = index == self.prompt_focus % len(prompt.choices)
            pygame.draw.rect(surface, (201, 138, 27) if focused else (36, 74, 54), rect, border_radius=14)
            if focused:
                draw_focus_ring(surface, rect, pad=5)
            else:
                pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 3, border_radius=14)
            draw_text(surface, label, 34, (20, 20, 20) if focused else (247, 241, 221), bold=True,
                      center=rect.center)

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        self.adapter.draw_board(surface)
        now = self.app.now_ms
        for piece in self.adapter.drawn_pieces():
            piece.draw(surface, now)
        if not self.running_ahead or self.interaction.selected is not None or self.interaction.pressed is not None:
            self.interaction.draw(surface)  # a gesture begun keeps its cues
        self.adapter.draw_hud(surface)
        self._draw_log(surface)
        self.undo.draw(surface)
        self._draw_banner(surface)
        if self.pacing:
            return
        if self.notices:
            self._draw_notice(surface, self.notices[0][0])
            return
        prompt = self.visible_prompt()
        if prompt is not None:
            self._draw_prompt(surface, prompt)

    def _draw_notice(self, surface: pygame.Surface, notice: Notice) -> None:
        area = notice.area or NOTICE_AREA
        lines = [part for line in notice.lines for part in wrap_sentence(line, 32, area.width - 60)]
        height = 200 + 44 * min(len(lines), 14)
        box = pygame.Rect(area.x, area.centery - height // 2, area.width, height)
        panel(surface, box, alpha=255)
        draw_text(surface, notice.title, 50, (255, 215, 122), bold=True, center=(box.centerx, box.y + 56))
        y = box.y + 110
        for line in lines[:14]:
            draw_text(surface, line, 32, (245, 245, 235), center=(box.centerx, y))
            y += 44
        draw_text(surface, "Click or press Enter to go on", 26, (255, 214, 64),
                  center=(box.centerx, box.bottom - 36))

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The latest moves, newest first, each with its seat's symbol; the wheel scrolls back.
        Only whole entries show: one that does not fit waits for the wheel, never cut mid-sentence."""
        box = self.adapter.log_rect
        panel(surface, box, alpha=215)
        lines = self.visible_log()
        title = "Moves" if not self.log_scroll else f"Moves (back {self.log_scroll})"  # leaves room for Undo
        draw_text(surface, title, 26, (255, 215, 122), bold=True, topleft=(box.x + 16, box.y + 10))
        y = box.y + LOG_TITLE
        for shown, (seat, text) in enumerate(lines):
            parts = self._log_parts(text, box)
            if shown and y + len(parts) * LOG_LINE > box.bottom - LOG_PADDING:
                break
            if seat is not None:
                seat_tag(surface, seat, (box.x + 26, y + LOG_LINE // 2), 12)
            for part in parts:
                draw_text(surface, part, LOG_TEXT, (240, 238, 226), topleft=(box.x + 46, y + 3))
                y += LOG_LINE
            y += LOG_ENTRY_GAP
        if not lines:
            draw_text(surface, "No moves yet", LOG_TEXT, (200, 205, 195), topleft=(box.x + 46, y + 3))

    def visible_log(self) -> list[tuple[int | None, str]]:
        """The log as the seat at the screen reads it now, newest first from the line scrolled to. While
        the newest move is shown or its result waits for its OK, the next deal it brought waits too."""
        unread = MAX_ENTRIES if self.pacing else len(self.notices)  # a move still shown: none read yet
        lines = self.log.lines_for(self.viewer, self.adapter.showing_move(), unread)
        held = self.log.held_back(unread)  # the scroll counts them: a reader's place stays put
        untold = max(0, self.untold_entries() - held)
        return lines[max(untold, self.log_scroll - held):]

    def untold_entries(self) -> int:
        """How many of the newest move's lines wait for its steps: a move shown in several (a Koi-Koi
        play, then its draw) tells its first line with the first step and the rest with the last."""
        return max(0, self.log.newest - 1) if self.beats else 0

    @staticmethod
    def _log_parts(text: str, box: pygame.Rect) -> list[str]:
        """One entry wrapped to the panel. An entry taller than the whole panel (none is, at any
        window size) shows what fits and says it goes on, so the newest move always shows."""
        width = box.w - 62
        parts = wrap_sentence(text, LOG_TEXT, width)
        room = max(1, (box.h - LOG_TITLE - LOG_PADDING) // LOG_LINE)
        if len(parts) <= room:
            return parts
        last = parts[room - 1]
        while " " in last and font(LOG_TEXT).size(last + " …")[0] > width:
            last = last.rsplit(" ", 1)[0]
        return parts[:room - 1] + [last + " …"]

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """Whose turn and what to do, or whose move is on show (see banner)."""
        text, seat = self.banner()
        if not text:
            return
        box = self.banner_box(text)
        panel(surface, box, alpha=210)
        if seat is not None:
            seat_tag(surface, seat, (box.x + 34, box.centery), 18)
        draw_text(surface, text, 32, (255, 240, 200), bold=True, center=(box.centerx + 16, box.centery))

    def banner(self) -> tuple[str, int | None]:
        """The banner's words and the seat whose tag goes beside them. While the table runs behind the
        position (see running_ahead) they name the move on show, not the next turn the table has yet
        to reach: the next player would read their call before seeing what came before it. None over
        a notice waiting for its OK, nor while a move shows before a hand-off, where they would name
        the next player while the last one's hand is still in sight, nor behind the hand-off bar, which
        is narrower than a long banner and says who is next itself."""
        waiting = (self.notices and not self.pacing) or (self.pacing and self.handing_off()) or self.curtain_up
        if waiting:
            return "", None
        if self.running_ahead:
            mover = self.shown_mover
            return (f"{self.name(mover)} plays…", mover) if mover is not None else ("", None)
        acting = sorted(self.session.to_act())
        return self.adapter.status(), acting[0] if len(acting) == 1 else None

    @staticmethod
    def banner_box(text: str) -> pygame.Rect:
        """Centred at the top, as wide as the words are drawn (a name of W's takes twice the room of
        one of i's), with room on the left for the seat's tag."""
        width = max(400, font(32, True).size(text)[0] + 100)
        return pygame.Rect(960 - width // 2, 8, width, 60)

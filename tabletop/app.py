"""The window, the clock, the main loop and the scene stack.

Everything is drawn on one logical 1920x1080 surface and shown scaled and letterboxed in a window of
any size (or fullscreen). Mouse positions are mapped back to logical pixels before any scene sees
them, so scenes never think about the window.

In ``--frames`` runs the app clock advances exactly one frame (1/60 s) per frame and nothing sleeps:
smoke tests, screenshots and benchmarks are fast and the same every time.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame
import pygame_gui

from saves import SaveError, SaveStore
from tabletop.art import clear_art_caches
from tabletop.art.text import draw_text, ellipsize, font, wrap
from tabletop.bus import Bus, Toast
from tabletop.cli import LaunchPlan, parse
from tabletop.desktop import APP_ID
from tabletop.icon import draw_icon
from tabletop.memory import FreedMemory, lighten_pygame_gui
from tabletop.scenes.base import Scene
from tabletop.scenes.dialogs import OverlayMenu
from tabletop.scenes.results import ResultsScene
from tabletop.settings import Settings
from tabletop.tables.base import TOAST_BAND

if TYPE_CHECKING:
    from tabletop.tables.base import TableAdapter

LOGICAL_SIZE = (1920, 1080)
TITLE = "Coconut Table"
WINDOW_ICON_SIZE = 128
"""Big enough for any title bar or task switcher, and cheap to draw at every start."""
FPS = 60
FRAME_MS = 1000 / FPS
THEME = Path(__file__).resolve().parent.parent / "assets" / "theme.json"
TOAST_TEXT = 28
TOAST_GAP = 6
TITLED_TOAST_TOP = 4
TITLED_TOAST_BOTTOM = 98
"""Away from a table every screen has its title centred at y=150, its letters from y=100 down: toasts
go above it, two lines at most, as wide as the screen allows."""
TITLED_TOAST_WIDTH = 1840
RESULTS_TOAST_BOTTOM = 140
"""The results rise over the table's top strip, their winner's name in letters from y=146 down: over
them toasts take the dimmed banner and the panel's empty top, up to three lines."""
TOASTS_KEPT = 4
"""Toasts pushed out of the band wait their turn with the time they have left; past this many the
oldest go, so a burst of messages is not shown again for minutes."""
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
STARTUP_TOAST_SECONDS = 12
"""A settings file that was reset is told long enough to read twice, over whatever screen opens first."""
GIVE_BACK_EVERY_MS = 2_000
"""How often freed memory is handed back to the system besides when a scene closes."""


def theme_fonts(theme: Path) -> list[tuple[str, int, bool]]:
    """(name, size, bold) of every font size the theme names, regular and bold: rich text may
    embolden any of them."""
    def sizes(node: object) -> set[tuple[str, int]]:
        if not isinstance(node, dict):
            return set()
        found = {(node["font"]["name"], int(node["font"]["size"]))} if isinstance(node.get("font"), dict) else set()
        return found.union(*(sizes(child) for child in node.values()))

    return [(name, size, bold) for name, size in sorted(sizes(json.loads(theme.read_text(encoding="utf-8"))))
            for bold in (False, True)]


def preload_theme_fonts(ui: pygame_gui.UIManager, theme: Path) -> None:
    """Load the theme's fonts up front, so pygame_gui does not load them mid-frame and warn about it."""
    loaded = ui.get_theme().get_font_dictionary()
    ui.preload_fonts([{"name": name, "point_size": size, "style": "bold" if bold else "regular", "antialiased": 1}
                      for name, size, bold in theme_fonts(theme)
                      if not loaded.check_font_preloaded(loaded.create_font_id(size, name, bold, False))])


@dataclass
class Viewport:
    """Where the logical surface sits in the window: a uniform scale and a letterbox offset."""

    window: tuple[int, int]

    @property
    def scale(self) -> float:
        return min(self.window[0] / LOGICAL_SIZE[0], self.window[1] / LOGICAL_SIZE[1])

    @property
    def target(self) -> pygame.Rect:
        width, height = round(LOGICAL_SIZE[0] * self.scale), round(LOGICAL_SIZE[1] * self.scale)
        return pygame.Rect((self.window[0] - width) // 2, (self.window[1] - height) // 2, width, height)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        target = self.target
        return (int((pos[0] - target.x) / self.scale), int((pos[1] - target.y) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        target = self.target
        return (round(pos[0] * self.scale + target.x), round(pos[1] * self.scale + target.y))


class LetterboxedUIManager(pygame_gui.UIManager):
    """pygame_gui only knows a scale factor; our events arrive already mapped, and the polled mouse
    position is mapped here through the same viewport (offset and scale)."""

    def __init__(self, viewport_of: Callable[[], Viewport], *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._viewport_of = viewport_of

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._viewport_of().to_logical(pygame.mouse.get_pos())


class App:
    def __init__(self, plan: LaunchPlan, settings: Settings | None = None) -> None:
        self.plan = plan
        self.settings, settings_problem = (settings, None) if settings else Settings.load()
        self.store = SaveStore(plan.save_dir)
        self.store.problem_listeners.append(lambda sentence: self.toast(sentence, 6))
        self.bus = Bus()
        self.bus.subscribe(Toast, lambda message: self.toast(message.text, message.seconds))
        self.frames_mode = plan.frames is not None
        self.frame = 0
        self.running = True
        self.toasts: list[tuple[str, float]] = []
        """(text, when it goes), oldest first; the time of one out of view stands still."""
        self._toasts_in_view: set[str] = set()
        """The texts the last frame showed: the others wait, their time not running."""
        self._lasting_toasts: set[str] = set()
        """Texts of toasts about the start itself (settings, keys): they speak of no screen, so the
        welcome or any other screen opening first does not end them."""
        self._toast_screens: dict[str, Scene | None] = {}
        """The screen each toast speaks about (the one shown when it came): it goes when that screen
        closes, so the keys screen's refusals do not come back over the table."""
        self._toast_reading_ms: dict[str, float] = {}
        """How long each toast has yet to be in view to count as read: half its time. One read and then
        covered by a newer toast spoke of a moment that has passed, so it does not come back."""
        self._fresh_toasts: set[str] = set()
        """Toasts raised since the scene changes were last carried out: one raised as its screen
        closes (Settings saying it could not save) speaks about the screen shown next."""
        self.now_ms = 0.0
        self._last_ms = 0.0
        clear_art_caches()
        self.memory = FreedMemory()
        self._memory_given_back_ms = 0.0
        for window_class in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
            os.environ[window_class] = APP_ID  # so docks match the window to our launcher (pygame sets the script name)
        pygame.init()
        if plan.fullscreen is not None:
            self.settings.fullscreen = plan.fullscreen
        self._windowed_size = plan.size or (self.settings.window_width, self.settings.window_height)
        self._window_at_start = self._window_choice()
        pygame.display.set_icon(draw_icon(WINDOW_ICON_SIZE))  # before the window opens: some systems ignore a later one
        self.window = self._open_window(self._windowed_size)
        pygame.display.set_caption(TITLE)
        self.viewport = Viewport(self.window.get_size())
        self.logical = pygame.Surface(LOGICAL_SIZE).convert()
        lighten_pygame_gui()
        self.ui = LetterboxedUIManager(lambda: self.viewport, LOGICAL_SIZE, str(THEME))
        preload_theme_fonts(self.ui, THEME)
        from tabletop.sound import Sounds
        self.sounds = Sounds(volume=self.settings.volume, muted=self.settings.muted)
        self.keymaps = self._load_keymaps()
        from tabletop.input.gamepads import Gamepads
        self.pads = Gamepads(self.keymaps)
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._exited: list[weakref.ref[Any]] = []
        """Scenes that left since the scene changes were last carried out, and their widgets."""
        self.clock = pygame.time.Clock()
        if settings_problem:
            self.toast(settings_problem, STARTUP_TOAST_SECONDS, lasting=True)

    # --- scene stack (changes wait until the current event or frame step is over) ---

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push_now(scene))

    def pop(self) -> None:
        self._pending.append(self._pop_now)

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene: menu -> table, table -> menu."""
        def swap() -> None:
            while self.stack:
                self._pop_now()
            self._push_now(scene)
        self._pending.append(swap)

    def apply_pending(self) -> None:
        """Carry out the scene changes asked for; a scene that left is freed at once.

        A scene and its pygame_gui elements reference each other, so only the cycle collector frees
        them, and its full passes are rare: without this, each closed menu keeps its surfaces for a
        long while, and a player opening and closing Pause often sees memory climb by hundreds of MB.
        A full pass costs 13 ms or more at a table, though, so it runs only when a scene that left, or
        one of its widgets, outlived its removal: not when a curtain or a hand-off bar goes, in the
        frame that shows the next player's hand (the curtain's lift took 28 ms instead of 14).
        """
        while self._pending:
            self._pending.pop(0)()
        self._keep_toasts_of_open_screens()
        if self._exited:
            if any(left() is not None for left in self._exited):
                gc.collect()
            self._exited.clear()
            self.memory.give_back()

    def _push_now(self, scene: Scene) -> None:
        if self.stack:
            covered = self.stack[-1]
            if scene.is_overlay and any(element.visible for element in covered.elements):
                covered.cover_picture = self.picture_up_to(covered)  # before its widgets hide
            covered.on_cover()
            if not scene.is_overlay:
                # a toast speaks about the screen it was made on; a new screen ends it
                self.toasts = [toast for toast in self.toasts if toast[0] in self._lasting_toasts]
        self.stack.append(scene)
        scene.on_enter()

    def _keep_toasts_of_open_screens(self) -> None:
        """Drop the toasts of screens that closed; a fresh one whose screen just closed passes to the
        screen shown now."""
        screen = self.screen
        for text, _ in self.toasts:
            if text in self._fresh_toasts and self._toast_screens.get(text) not in (None, *self.stack):
                self._toast_screens[text] = screen
        self._fresh_toasts.clear()
        self.toasts = [toast for toast in self.toasts if self._toast_screens.get(toast[0]) in (None, *self.stack)]
        self._toast_screens = {text: self._toast_screens.get(text) for text, _ in self.toasts}

    @property
    def screen(self) -> Scene | None:
        """The scene shown whole: the top one without the overlays (pause, dialogs) over it."""
        return next((scene for scene in reversed(self.stack) if not scene.is_overlay), None)

    def _pop_now(self) -> None:
        if not self.stack:
            return
        scene = self.stack.pop()
        self._exited += [weakref.ref(scene), *(weakref.ref(element) for element in scene.elements)]
        scene.on_exit()
        if self.stack:
            self.stack[-1].cover_picture = None
            self.stack[-1].on_uncover()

    # --- services for scenes ---

    def toast(self, text: str, seconds: float = 3.0, lasting: bool = False) -> None:
        """Show a message for a while in view; the same message again replaces the first, never
        doubles it. It goes with the screen shown (or when a new one opens over it), unless it is
        ``lasting``: that one stays its time on any screen."""
        self.toasts = [(shown, until) for shown, until in self.toasts if shown != text]
        if lasting:
            self._lasting_toasts.add(text)
        self._toast_screens[text] = None if lasting else self.screen
        self._fresh_toasts.add(text)
        self._toast_reading_ms[text] = seconds * 1000 / 2
        self.toasts = [*self.toasts, (text, self.now_ms + seconds * 1000)][-TOASTS_KEPT:]

    def quit(self) -> None:
        self.running = False

    def toggle_fullscreen(self) -> None:
        """Fullscreen and back; leaving it restores the window size the player had."""
        if not self.settings.fullscreen:
            self._windowed_size = self.window.get_size()
        self.settings.fullscreen = not self.settings.fullscreen
        self.window = self._open_window(self._windowed_size)
        self.viewport = Viewport(self.window.get_size())

    def resize(self, size: tuple[int, int]) -> None:
        self._windowed_size = size
        self.settings.window_width, self.settings.window_height = size
        self.window = self._open_window(size)
        self.viewport = Viewport(self.window.get_size())

    # --- the loop ---

    def run(self, first: Scene) -> int:
        self.start(first)
        while self.running:
            self.tick()
        return self.finish()

    def start(self, first: Scene) -> None:
        self._push_now(first)
        self._last_ms = self._clock_ms()

    def tick(self) -> None:
        """One frame: input, update, draw. Tests call this directly."""
        frame_start = self._clock_ms()
        self.now_ms = frame_start
        for event in pygame.event.get():
            self.dispatch(event)
            self.apply_pending()  # the next event goes to the scene this one opened (one Pause per Esc)
        top = self.top
        if top and top.wants_fine_input() and not self.frames_mode:
            top.drain_until(frame_start + FRAME_MS - 2)  # type: ignore[attr-defined]
        self.step(self.now_ms - self._last_ms)
        self._last_ms = self.now_ms
        self.present()
        self.frame += 1
        if self.plan.frames is not None and self.frame >= self.plan.frames:
            self.running = False
        if not self.frames_mode:
            self.clock.tick(FPS)

    def finish(self) -> int:
        if self.plan.screenshot:
            self.plan.screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window, str(self.plan.screenshot))
        self._remember_window()
        for scene in reversed(self.stack):
            scene.on_exit()
        self.stack.clear()
        clear_art_caches()
        pygame.quit()
        return 0

    def dispatch(self, event: pygame.event.Event) -> None:
        """One pygame event: window matters here, bus traffic to the bus, the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize((max(event.w, 320), max(event.h, 200)))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.bus.deliver(event):
            return
        if event.type in (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED):
            names = self.seat_names()
            message = self.pads.handle(event, names)
            if message:
                self.toast(message, 5)
            return
        if event.type in MOUSE_EVENTS:
            attributes = dict(event.dict, pos=self.viewport.to_logical(event.pos))
            event = pygame.event.Event(event.type, attributes)
        consumed = self.ui.process_events(event)
        top = self.top
        if top is None:
            return
        if event.type in (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                          pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, pygame_gui.UI_TEXT_ENTRY_FINISHED,
                          pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                          pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            top.on_gui(event)
        elif not consumed:
            top.handle(event)

    def step(self, dt: float) -> None:
        for scene in list(self.stack):
            scene.update(dt)
        self.ui.update(dt / 1000)
        self.apply_pending()
        for text in self._toasts_in_view:
            self._toast_reading_ms[text] = self._toast_reading_ms.get(text, 0.0) - dt
        self.toasts = [(text, until if text in self._toasts_in_view else until + dt)
                       for text, until in self.toasts
                       if text in self._toasts_in_view or self._toast_reading_ms.get(text, 0.0) > 0]
        self.toasts = [(text, until) for text, until in self.toasts if until > self.now_ms]
        self._toast_reading_ms = {text: self._toast_reading_ms.get(text, 0.0) for text, _ in self.toasts}
        if self.now_ms - self._memory_given_back_ms >= GIVE_BACK_EVERY_MS:
            self._memory_given_back_ms = self.now_ms
            self.memory.give_back()

    def present(self) -> None:
        surface = self.logical
        self._compose(surface, self.stack)
        self._draw_toasts(surface)
        target = self.viewport.target
        if target.size == LOGICAL_SIZE:
            self.window.blit(surface, target)
        else:
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(surface, target.size), target)
        pygame.display.flip()

    def _compose(self, surface: pygame.Surface, stack: list[Scene]) -> None:
        """Draw ``stack`` (bottom first) and the visible widgets: from its top screen up, or from the
        highest covered scene's picture, which holds everything under it."""
        first_drawn = 0
        for index, scene in enumerate(stack):
            if not scene.is_overlay or scene.cover_picture is not None:
                first_drawn = index
        for scene in stack[first_drawn:]:
            if scene.cover_picture is not None:
                surface.blit(scene.cover_picture, (0, 0))
            else:
                scene.draw(surface)
        self.ui.draw_ui(surface)

    def picture_up_to(self, scene: Scene) -> pygame.Surface:
        """The screen with ``scene`` on top, its widgets drawn and no toasts: what a covered scene shows."""
        picture = pygame.Surface(LOGICAL_SIZE)
        self._compose(picture, self.stack[:self.stack.index(scene) + 1])
        return picture

    def toast_band(self) -> tuple[int, int, int]:
        """Where toasts go on the screen shown (top, bottom, width): at a table (a screen showing a
        game through its adapter) where its layout keeps them clear of names and titles
        (TableAdapter.toast_band), or above the results over it; on every other screen above its
        title. Every screen keeps its buttons below the band, so a toast hides no button, nor the
        title; over a menu's panel (Pause, even under a dialog) the usual band, ending above the panel:
        a table's own band may lie behind the panel, and the table's names wait under the menu."""
        adapter: TableAdapter | None = getattr(self.screen, "adapter", None)
        if adapter is None:
            return TITLED_TOAST_TOP, TITLED_TOAST_BOTTOM, TITLED_TOAST_WIDTH
        if isinstance(self.top, ResultsScene):
            return TITLED_TOAST_TOP, RESULTS_TOAST_BOTTOM, TITLED_TOAST_WIDTH
        panels = self._menu_panel_tops()
        if not panels:
            return adapter.toast_band()
        top, bottom, width = TOAST_BAND
        return top, min([bottom, *(panel_top - TOAST_GAP for panel_top in panels)]), width

    def _menu_panel_tops(self) -> list[int]:
        """The tops of the menus' panels open over the table shown (Pause, even under a dialog)."""
        return [scene.menu_panel().top for scene in self.stack[self.stack.index(self.screen) + 1:]
                if isinstance(scene, OverlayMenu) and not isinstance(scene, ResultsScene) and scene.buttons]

    def toast_centre_x(self) -> int:
        """Where across toasts stand: at a table over the middle of its band (TableAdapter.toast_centre_x);
        on every other screen, over the results and over a menu, in the middle."""
        adapter: TableAdapter | None = getattr(self.screen, "adapter", None)
        if adapter is None or isinstance(self.top, ResultsScene) or self._menu_panel_tops():
            return LOGICAL_SIZE[0] // 2
        return adapter.toast_centre_x()

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        """The latest toasts, newest first, in the band. A long toast wraps, and the newest is cut (with
        "…") only where the band ends; older toasts that would not fit whole wait until the newer ones
        go, and then have the rest of their time."""
        top, bottom, width = self.toast_band()
        centre_x = self.toast_centre_x()
        line_height = font(TOAST_TEXT).get_linesize()
        self._toasts_in_view = set()
        y = top
        for index, (text, _) in enumerate(reversed(self.toasts)):
            lines = wrap(text, TOAST_TEXT, width)
            room = (bottom - y - 14) // line_height
            if len(lines) > room:
                if index:
                    break
                room = max(1, room)
                cut = " ".join(lines[room - 1:])
                lines = lines[:room - 1] + [ellipsize(cut, width, lambda line: font(TOAST_TEXT).size(line)[0])]
            height = len(lines) * line_height + 14
            box = pygame.Rect(0, y, max(font(TOAST_TEXT).size(line)[0] for line in lines) + 40, height)
            box.centerx = centre_x
            pygame.draw.rect(surface, (30, 30, 36), box, border_radius=12)
            pygame.draw.rect(surface, (250, 200, 80), box, width=3, border_radius=12)
            for row, line in enumerate(lines):
                draw_text(surface, line, TOAST_TEXT, (255, 255, 255),
                          midtop=(box.centerx, box.y + 7 + row * line_height))
            self._toasts_in_view.add(text)
            y = box.bottom + TOAST_GAP

    def seat_names(self) -> list[str]:
        """Names of the seats at the table in play, for messages about pads and keys."""
        for scene in reversed(self.stack):
            session = getattr(scene, "session", None)
            if session is not None:
                return [spec.name for spec in session.seats]
        return []

    def save_keymaps(self) -> None:
        self.settings.key_maps = self.keymaps.to_json()
        self.pads.keymaps = self.keymaps

    def _load_keymaps(self):  # type: ignore[no-untyped-def]
        """The saved key bindings, or the defaults with a message if the saved ones are unusable."""
        from tabletop.input.keymaps import KeyMaps

        if not self.settings.key_maps:
            return KeyMaps.default()
        try:
            keymaps = KeyMaps.from_json(self.settings.key_maps)
            if keymaps.seats != KeyMaps.default().seats:  # the Seat keys screen shows the six a game can have
                raise ValueError(f"it has {'too few' if keymaps.seats < KeyMaps.default().seats else 'too many'} seats")
            return keymaps
        except ValueError as problem:
            self.toast(f"Saved key bindings could not be used ({problem}); using the defaults.", 6, lasting=True)
            return KeyMaps.default()

    def _window_choice(self) -> tuple[bool, int, int]:
        return self.settings.fullscreen, self.settings.window_width, self.settings.window_height

    def _remember_window(self) -> None:
        """Keep the window size and full-screen choice the player made for the next start. A --frames run
        is a script (tests, screenshots), not a player, so it leaves what was remembered alone."""
        if self.frames_mode or self._window_choice() == self._window_at_start:
            return
        try:
            self.settings.save()
        except OSError as problem:
            print(f"coconut-table: the window size could not be remembered: {problem}", file=sys.stderr)

    def _clock_ms(self) -> float:
        return self.frame * FRAME_MS if self.frames_mode else float(pygame.time.get_ticks())

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)


def main(argv: Sequence[str] | None = None) -> int:
    plan = parse(argv)
    from tabletop.scenes.launch import first_scene, validate_plan
    try:
        prepared = validate_plan(plan)
    except SaveError as problem:
        print(f"coconut-table: cannot load the save: {problem}", file=sys.stderr)
        return 2
    app = App(plan)
    return app.run(first_scene(app, prepared))

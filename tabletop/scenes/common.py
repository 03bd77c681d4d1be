"""Building blocks the menu-like scenes share: the backdrop, a column of buttons with keyboard focus, and
keyboard focus over any screen's pygame_gui widgets."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame
import pygame_gui

from tabletop.art.felt import felt
from tabletop.scenes.base import Scene

if TYPE_CHECKING:
    from tabletop.app import App

BUTTON_SIZE = (520, 76)
BUTTON_GAP = 18


class MenuScene(Scene):
    """A title and a column of buttons. Up/Down move the focus, Enter presses, Esc goes back."""

    title = ""
    subtitle = ""
    gap_before_last = 0
    """Extra space above the last button, to set it apart (the main menu's Quit)."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.buttons: list[tuple[pygame_gui.elements.UIButton, Callable[[], None]]] = []
        self.focus = 0

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        """(label, what it does); None disables the button."""
        return []

    def back(self) -> None:
        self.app.pop()

    def build(self) -> None:
        """The buttons; built again (the main menu after Settings), the focus stays on the button it
        was on, so Enter does not open New game when the player last went to Settings."""
        focused = self.buttons[self.focus][0].text if 0 <= self.focus < len(self.buttons) else None
        self.buttons.clear()
        entries = self.entries()
        for index, (label, callback) in enumerate(entries):
            button = pygame_gui.elements.UIButton(self.button_rect(index, len(entries)), label, self.app.ui)
            if callback is None:
                button.disable()
            self.elements.append(button)
            self.buttons.append((button, callback or (lambda: None)))
        self.focus = next((i for i, (label, cb) in enumerate(entries) if cb and label == focused),
                          next((i for i, (_, cb) in enumerate(entries) if cb), 0))
        self._show_focus()

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """Where button ``index`` of ``count`` sits: a centred column."""
        top = 1080 // 2 - (count * (BUTTON_SIZE[1] + BUTTON_GAP)) // 2 + 60
        gap = self.gap_before_last if index == count - 1 else 0
        y = top + index * (BUTTON_SIZE[1] + BUTTON_GAP) + gap
        return pygame.Rect((1920 - BUTTON_SIZE[0]) // 2, y, *BUTTON_SIZE)

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, callback in self.buttons:
                if event.ui_element is button:
                    self.app.sounds.play("card")
                    callback()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN or not self.buttons:
            return
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self._move_focus(1)
        elif event.key in (pygame.K_UP, pygame.K_LEFT):
            self._move_focus(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            button, callback = self.buttons[self.focus]
            if button.is_enabled:
                callback()
        elif event.key == pygame.K_ESCAPE:
            self.back()

    def _move_focus(self, step: int) -> None:
        for _ in range(len(self.buttons)):
            self.focus = (self.focus + step) % len(self.buttons)
            if self.buttons[self.focus][0].is_enabled:
                break
        self._show_focus()

    def _show_focus(self) -> None:
        for index, (button, _) in enumerate(self.buttons):
            if not button.is_enabled:
                continue  # unselect() would redraw a disabled button as a live one
            if index == self.focus:
                button.select()
            else:
                button.unselect()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.title, self.subtitle)


def draw_backdrop(surface: pygame.Surface, title: str, subtitle: str = "") -> None:
    from tabletop.art.text import draw_outlined, draw_text

    surface.blit(felt(surface.get_size()), (0, 0))
    if title:
        draw_outlined(surface, title, 84, (255, 215, 122), center=(960, 150))
    if subtitle:
        draw_text(surface, subtitle, 30, (225, 235, 225), center=(960, 225))


FOCUS_RING_INK = (255, 255, 255)
FOCUS_RING_EDGE = (12, 12, 12)
FOCUS_RING_REACH = 6
"""How far the ring stands out of what it marks; the rest of its width lies over that thing's edge."""
FOCUS_RING_WIDTH = 10
"""White between two dark lines: it shows on the felt, on a gold (chosen) button and on a dark field,
and still 5 px wide in a window of 1024 x 600."""
SLIDER_STEPS = 20
"""Left/Right move a slider by this fraction of its range (at least 1): a second, 5 % of the volume."""
NEXT_KEYS = {pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1), pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0)}
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class OwnStop:
    """A part of a screen that the scene draws and drives itself (the Load screen's list of saves): the
    focus can rest on it, the ring goes round ``rect()``, and the keys in ``keys`` are the scene's."""

    def __init__(self, rect: Callable[[], pygame.Rect], keys: tuple[int, ...]) -> None:
        self.rect = rect
        self.keys = keys


FocusStop = pygame_gui.core.UIElement | OwnStop
"""Where the keyboard focus can rest."""


class FocusRing(pygame_gui.elements.UIImage):
    """The ring round the focused widget. A pygame_gui element, so it is drawn over the widgets; it is
    never hovered nor clicked, so the mouse reaches what lies under it."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


def ring_surface(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    outline = pygame.Rect((0, 0), size)
    pygame.draw.rect(surface, FOCUS_RING_EDGE, outline, FOCUS_RING_WIDTH, border_radius=18)
    pygame.draw.rect(surface, FOCUS_RING_INK, outline.inflate(-4, -4), FOCUS_RING_WIDTH - 4, border_radius=16)
    return surface


class KeyFocus:
    """Keyboard focus over a screen's pygame_gui widgets, in the order the screen gives (reading order).

    Tab / Shift+Tab move it, and the arrows too (to the nearest widget that way) where they are not the
    focused widget's own: Left/Right move a slider by a step, Up/Down go through an open drop-down.
    Enter or Space presses a button, opens a drop-down (Enter picks, Esc closes) or starts typing in a
    field (Enter, Tab or Esc leave it; typing a letter starts too). Everything pressed goes through
    the widget's own pygame_gui event, as a click would, and a click moves the focus where it lands.
    The scene calls ``build`` after making its widgets, ``handle`` first with its key events and
    ``on_gui`` with its pygame_gui events, and ``update`` every frame."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.stops: list[FocusStop] = []
        self.index = 0
        self.ring: FocusRing | None = None
        self.ring_rect: pygame.Rect | None = None
        self.seen_focus: object = None
        """pygame_gui's focus set as last seen: when a click changes it, the focus follows."""
        self.open_list: object = None
        """The open drop-down's list as last seen: a list opened anew marks its chosen line first."""
        self.highlight = 0
        """The choice marked in the open drop-down's list."""
        self.typing_after_space: FocusStop | None = None
        """A field whose Space asked for typing: it starts in ``update``, after the Space's own text."""

    @property
    def focused(self) -> Any:
        return self.stops[self.index] if self.stops else None

    def build(self, stops: list[FocusStop], index: int | None = None) -> None:
        """Take the screen's widgets (and own stops) in order; the focus keeps its place unless told."""
        self.stops = stops
        self.index = min(self.index if index is None else index, max(0, len(stops) - 1))
        self.ring_rect = None
        self.ring = FocusRing(pygame.Rect(0, 0, 8, 8), ring_surface((8, 8)), self.scene.app.ui,
                              starting_height=20, visible=0)  # over a drop-down's open list, 3 layers up
        self.scene.elements.append(self.ring)
        self.seen_focus = self.scene.app.ui.get_focus_set()
        self.open_list = None

    def focus_on(self, stop: FocusStop) -> None:
        if stop in self.stops:
            self.index = self.stops.index(stop)

    def usable(self, stop: FocusStop) -> bool:
        if isinstance(stop, OwnStop):
            return True
        return bool(stop.alive() and stop.visible and stop.is_enabled)

    # --- keys ---

    def handle(self, event: pygame.event.Event) -> bool:
        """Act on a key event pygame_gui left; True when it was the focus's to act on."""
        stop = self.focused
        if stop is None:
            return False
        if event.type == pygame.TEXTINPUT:
            return self._text(stop, event)
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_TAB:
            self._leave_widget(stop)
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if isinstance(stop, OwnStop):
            if key in stop.keys:
                return False
        elif self._expanded(stop):
            return self._list_key(stop, key)
        elif isinstance(stop, pygame_gui.elements.UITextEntryLine) and stop.is_focused:
            if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self._leave_widget(stop)
                return True
            if key not in (pygame.K_UP, pygame.K_DOWN):
                return False
            self._leave_widget(stop)
        elif key in PRESS_KEYS:
            self.press(stop, key == pygame.K_SPACE)
            return True
        elif isinstance(stop, pygame_gui.elements.UIHorizontalSlider) and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._nudge(stop, -1 if key == pygame.K_LEFT else 1)
            return True
        if key in NEXT_KEYS:
            self.move_toward(NEXT_KEYS[key])
            return True
        return False

    def on_gui(self, event: pygame.event.Event) -> None:
        """Enter in a field ends the typing there (pygame_gui takes that Enter itself)."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.focused:
            self._leave_widget(event.ui_element)

    def press(self, stop: Any, by_space: bool = False) -> None:
        if isinstance(stop, pygame_gui.elements.UITextEntryLine):
            if by_space:
                self.typing_after_space = stop  # after the Space's own text event, so the space is not typed
            else:
                self._start_typing(stop)
        elif isinstance(stop, pygame_gui.elements.UIDropDownMenu):
            opener = getattr(stop.current_state, "selected_option_button", None)
            if opener is not None:
                opener.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})
                self._take_gui_focus(stop)
        elif isinstance(stop, pygame_gui.elements.UIButton):
            stop.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})

    def move(self, step: int) -> None:
        """To the next usable stop in order, round the end."""
        for _ in range(len(self.stops)):
            self.index = (self.index + step) % len(self.stops)
            if self.usable(self.stops[self.index]):
                return

    def move_toward(self, direction: tuple[int, int]) -> None:
        """To the nearest usable stop that way: the distance that way, plus twice the distance aside
        (so Down from a seat goes to the seat below, not the name beside it)."""
        here = self._rect(self.focused)
        best: tuple[float, int] | None = None
        for index, stop in enumerate(self.stops):
            if index == self.index or not self.usable(stop):
                continue
            there = self._rect(stop)
            ahead = (there.centerx - here.centerx) * direction[0] + (there.centery - here.centery) * direction[1]
            edge = (here.w if direction[0] else here.h) // 2
            if ahead <= edge:
                continue
            if direction[0]:
                gap = max(0, there.left - here.right, here.left - there.right)
                aside = max(0, there.top - here.bottom, here.top - there.bottom)
                offset = abs(there.centery - here.centery)
            else:
                gap = max(0, there.top - here.bottom, here.top - there.bottom)
                aside = max(0, there.left - here.right, here.left - there.right)
                offset = abs(there.centerx - here.centerx)
            score = gap + 2 * aside + offset / 100
            if best is None or score < best[0]:
                best = (score, index)
        if best is not None:
            self.index = best[1]

    def _text(self, stop: Any, event: pygame.event.Event) -> bool:
        """A letter typed on a field not yet typed in starts typing there, with that letter."""
        if isinstance(stop, pygame_gui.elements.UITextEntryLine) and not stop.is_focused and event.text.strip():
            self._start_typing(stop)
            stop.process_event(event)
            return True
        return False

    def _start_typing(self, field: pygame_gui.elements.UITextEntryLine) -> None:
        """Focus the field with its text selected, so what is typed replaces it (as Tab into a field does
        elsewhere)."""
        self._take_gui_focus(field)
        field.edit_position = len(field.get_text())
        field.select_range = [0, len(field.get_text())]

    def _take_gui_focus(self, element: Any) -> None:
        self.scene.app.ui.set_focus_set(element)
        self.seen_focus = self.scene.app.ui.get_focus_set()

    def _leave_widget(self, stop: Any) -> None:
        """Stop typing in a field, close an open drop-down."""
        if not isinstance(stop, OwnStop) and stop.is_focused:
            self.scene.app.ui.set_focus_set(None)
            self.seen_focus = None

    def _expanded(self, stop: Any) -> bool:
        return getattr(getattr(stop, "current_state", None), "options_selection_list", None) is not None \
            and stop.current_state is stop.menu_states["expanded"]

    def _list_items(self, menu: Any) -> list[Any]:
        """The open drop-down's choices; a list just opened marks the choice it shows."""
        listing = menu.current_state.options_selection_list
        items = [item["button_element"] for item in listing.item_list if item.get("button_element") is not None]
        if listing is not self.open_list:
            self.open_list = listing
            labels = [item.text for item in items]
            self.highlight = labels.index(menu.selected_option[0]) if menu.selected_option[0] in labels else 0
        return items

    def _list_key(self, menu: Any, key: int) -> bool:
        """Keys while a drop-down is open: Up/Down mark a choice, Enter/Space pick it, Esc closes."""
        items = self._list_items(menu)
        if key in (pygame.K_UP, pygame.K_DOWN) and items:
            self.highlight = max(0, min(len(items) - 1, self.highlight + (1 if key == pygame.K_DOWN else -1)))
        elif key in PRESS_KEYS and items:
            item = items[min(self.highlight, len(items) - 1)]
            if item.text == menu.selected_option[0]:
                self._leave_widget(menu)
            else:
                item.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})
        elif key == pygame.K_ESCAPE:
            self._leave_widget(menu)
        return True

    def _nudge(self, slider: pygame_gui.elements.UIHorizontalSlider, step: int) -> None:
        low, high = sorted(slider.value_range)
        value = max(low, min(high, slider.get_current_value() + step * max(1, round((high - low) / SLIDER_STEPS))))
        if value == slider.get_current_value():
            return
        slider.set_current_value(value)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                                             {"value": slider.get_current_value(), "ui_element": slider,
                                              "ui_object_id": slider.most_specific_combined_id}))

    # --- every frame ---

    def update(self) -> None:
        """Follow a click, start the typing a Space asked for, and put the ring where the focus is."""
        if self.ring is None or self.scene.app.top is not self.scene or not self.stops:
            return
        gui_focus = self.scene.app.ui.get_focus_set()
        if gui_focus is not self.seen_focus:
            self.seen_focus = gui_focus
            for index, stop in enumerate(self.stops):
                if not isinstance(stop, OwnStop) and gui_focus and stop.get_focus_set() is gui_focus:
                    self.index = index
        if self.typing_after_space is not None:
            if self.typing_after_space is self.focused:
                self._start_typing(self.typing_after_space)
            self.typing_after_space = None
        if not self.usable(self.focused):
            self.move(1)
        self._place_ring(self._ring_target())

    def _ring_target(self) -> pygame.Rect | None:
        stop = self.focused
        if stop is None or not self.usable(stop):
            return None
        if self._expanded(stop):
            items = self._list_items(stop)
            if items:
                return items[min(self.highlight, len(items) - 1)].rect
        self.open_list = None
        return self._rect(stop)

    def _rect(self, stop: Any) -> pygame.Rect:
        return stop.rect() if isinstance(stop, OwnStop) else stop.rect

    def _place_ring(self, target: pygame.Rect | None) -> None:
        ring = self.ring
        assert ring is not None
        if target is None:
            if ring.visible:
                ring.hide()
            return
        around = target.inflate(2 * FOCUS_RING_REACH, 2 * FOCUS_RING_REACH)
        if around != self.ring_rect:
            self.ring_rect = around
            ring.set_dimensions(around.size)
            ring.set_position(around.topleft)
            ring.set_image(ring_surface(around.size))
        if not ring.visible:
            ring.show()

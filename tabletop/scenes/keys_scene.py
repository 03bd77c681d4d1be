"""Each seat's keys: the buzzer, confirm and back can be rebound; a gamepad button can be a buzzer.

Click a key's button, then press the new key (or a pad button for a buzzer). A key that already has
a job is refused with the reason; Esc cancels a rebind.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from tabletop.art.palette import seat_tag
from tabletop.art.text import draw_text, ellipsize, font
from tabletop.input.keymaps import KeyMaps
from tabletop.scenes.base import Scene
from tabletop.scenes.common import KeyFocus, draw_backdrop

if TYPE_CHECKING:
    from tabletop.app import App

REBINDABLE = ("buzz", "confirm", "back")
TITLES = {"buzz": "Buzzer", "confirm": "Confirm", "back": "Back"}
HINT_SIZE = 24
"""The smallest text here: 24 logical pixels are still 12 on a 1024x600 window."""
ROW_TOP = 290
ROW_PITCH = 104
"""Six seats' rows (six-player Cheeky Monkeys) between the column titles and Done: a key another
seat holds is refused, so every seat must be in reach to free it."""
BUTTON_SIZE = (350, 62)
BUTTONS_LEFT = 560
COLUMN_PITCH = 380
NAME_LEFT = 262
NAME_SIZE = 30
HINT_BELOW = 44
"""From a row's middle to its "choose with" hint, under the buttons."""
SEAT_WORD = re.compile(r"\b[Ss]eat (\d+)\b")
WAITING_FILLS = ("#f7f1dd", "#ffd77a")
"""A button waiting for its new key is filled light, pulsing between these: every other button here is
dark (gold only while pressed), so it stands apart from the focused one in greyscale too."""
WAITING_INK = "#1b1b1b"
PULSE_MS = 450
WAITING_NAME_WIDTH = 420
"""How wide a seat's name may run in the "Press the new key for ..." line before it is cut with "…"."""


class KeysScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.buttons: dict[tuple[int, str], pygame_gui.elements.UIButton] = {}
        self.waiting: tuple[int, str] | None = None
        self.waited_ms = 0.0
        self.waiting_shade = 0
        self.keys = KeyFocus(self)

    def build(self) -> None:
        keymaps = self.app.keymaps
        for seat in range(keymaps.seats):
            for column, name in enumerate(REBINDABLE):
                rect = pygame.Rect((BUTTONS_LEFT + column * COLUMN_PITCH, ROW_TOP + seat * ROW_PITCH), BUTTON_SIZE)
                button = pygame_gui.elements.UIButton(rect, keymaps.label(seat, name), self.app.ui)
                self.buttons[(seat, name)] = button
        self.reset_button = pygame_gui.elements.UIButton(pygame.Rect(560, 940, 360, 72), "Reset to defaults", self.app.ui)
        self.done_button = pygame_gui.elements.UIButton(pygame.Rect(1000, 940, 360, 72), "Done", self.app.ui)
        self.elements += [*self.buttons.values(), self.reset_button, self.done_button]
        self.keys.build([*self.buttons.values(), self.reset_button, self.done_button])

    def on_gui(self, event: pygame.event.Event) -> None:
        self.keys.on_gui(event)
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.done_button:
            self.app.save_keymaps()
            self.app.pop()
        elif event.ui_element is self.reset_button:
            self.app.keymaps = KeyMaps.default()
            self.app.save_keymaps()
            self.rebuild()
        for slot, button in self.buttons.items():
            if event.ui_element is button:
                self.waiting, self.waited_ms = slot, 0.0
                button.set_text("Press a key…")
                self._paint_waiting(button, 0)

    def handle(self, event: pygame.event.Event) -> None:
        if self.waiting is None:
            if self.keys.handle(event):  # Tab and arrows to a key's button, Enter to change it
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.save_keymaps()
                self.app.pop()
            return
        seat, name = self.waiting
        if event.type == pygame.KEYDOWN:
            if event.key != pygame.K_ESCAPE:
                try:
                    self.app.keymaps.rebind(seat, name, event.key)
                except ValueError as refusal:
                    self.app.toast(self.named(str(refusal)), 5)
            self._finish()
        elif event.type == pygame.JOYBUTTONDOWN and name == "buzz":
            guid = self.app.pads.guid_of(event.instance_id)
            if guid is None:
                self.app.toast("That pad is not ready yet; press its button again.")
                return
            self.app.keymaps.bind_pad(seat, guid, event.button)
            self._finish()

    def update(self, dt_ms: float) -> None:
        self.keys.update()
        if self.waiting is not None:
            self.waited_ms += dt_ms
            shade = int(self.waited_ms // PULSE_MS) % 2
            if shade != self.waiting_shade:
                self._paint_waiting(self.buttons[self.waiting], shade)

    def _paint_waiting(self, button: pygame_gui.elements.UIButton, shade: int) -> None:
        """The waiting button's light fill in whichever state the mouse leaves it, ``shade`` of the pulse."""
        self.waiting_shade = shade
        for state in ("normal", "hovered", "active", "selected"):
            button.colours[f"{state}_bg"] = pygame.Color(WAITING_FILLS[shade])
            button.colours[f"{state}_text"] = pygame.Color(WAITING_INK)
        button.rebuild()

    def waiting_hint(self) -> str:
        """What the waiting button wants, and that Esc leaves the old key."""
        if self.waiting is None:
            return ("Click a key (or Tab to it, Enter), then press the new one: keys far apart let several "
                    "press at once")
        seat, name = self.waiting
        who = ellipsize(self.seat_name(seat), WAITING_NAME_WIDTH, lambda text: font(30).size(text)[0])
        pad = " (or a pad button)" if name == "buzz" else ""
        return (f"Press the new key for {who}'s {TITLES[name]}{pad}, "
                f"or Esc to keep {self.app.keymaps.label(seat, name)}")

    def seat_name(self, seat: int) -> str:
        """Opened from a game, its players' names for their seats; "Seat 5" for seats it has not."""
        names = self.app.seat_names()
        return names[seat] if seat < len(names) else f"Seat {seat + 1}"

    def named(self, text: str) -> str:
        """The keys' refusals speak of "seat 6": opened from a game, of the player sitting there."""
        names = self.app.seat_names()

        def name(found: re.Match[str]) -> str:
            seat = int(found.group(1)) - 1
            return names[seat] if 0 <= seat < len(names) else found.group(0)

        return SEAT_WORD.sub(name, text)

    def _finish(self) -> None:
        self.waiting = None
        self.app.save_keymaps()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Seat keys", self.waiting_hint())
        for column, name in enumerate(REBINDABLE):
            draw_text(surface, TITLES[name], 30, (255, 215, 122), bold=True,
                      center=(BUTTONS_LEFT + BUTTON_SIZE[0] // 2 + column * COLUMN_PITCH, ROW_TOP - 25))
        keymaps = self.app.keymaps
        name_width = BUTTONS_LEFT - 20 - NAME_LEFT
        for seat in range(keymaps.seats):
            y = ROW_TOP + seat * ROW_PITCH + BUTTON_SIZE[1] // 2
            seat_tag(surface, seat, (NAME_LEFT - 32, y), 20)
            label = ellipsize(self.seat_name(seat), name_width, lambda text: font(NAME_SIZE, True).size(text)[0])
            draw_text(surface, label, NAME_SIZE, (245, 240, 225), bold=True, midleft=(NAME_LEFT, y))
            directions = " ".join(keymaps.label(seat, d) for d in ("up", "left", "down", "right"))
            draw_text(surface, f"choose with {directions}", HINT_SIZE, (210, 220, 210),
                      midleft=(BUTTONS_LEFT, y + HINT_BELOW))

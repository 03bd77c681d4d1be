"""Each seat's keys: the buzzer, confirm and back can be rebound; a gamepad button can be a buzzer.

Click a key's button, then press the new key (or a pad button for a buzzer). A key that already has
a job is refused with the reason; Esc cancels a rebind.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from tabletop.art.palette import seat_tag
from tabletop.art.text import draw_text
from tabletop.input.keymaps import KeyMaps
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop

if TYPE_CHECKING:
    from tabletop.app import App

SHOWN_SEATS = 4
REBINDABLE = ("buzz", "confirm", "back")
TITLES = {"buzz": "Buzzer", "confirm": "Confirm", "back": "Back"}
HINT_SIZE = 24
"""The smallest text here: 24 logical pixels are still 12 on a 1024x600 window."""


class KeysScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.buttons: dict[tuple[int, str], pygame_gui.elements.UIButton] = {}
        self.waiting: tuple[int, str] | None = None

    def build(self) -> None:
        keymaps = self.app.keymaps
        for seat in range(SHOWN_SEATS):
            for column, name in enumerate(REBINDABLE):
                rect = pygame.Rect(420 + column * 380, 300 + seat * 130, 350, 70)
                button = pygame_gui.elements.UIButton(rect, keymaps.label(seat, name), self.app.ui)
                self.buttons[(seat, name)] = button
        self.reset_button = pygame_gui.elements.UIButton(pygame.Rect(560, 940, 360, 72), "Reset to defaults", self.app.ui)
        self.done_button = pygame_gui.elements.UIButton(pygame.Rect(1000, 940, 360, 72), "Done", self.app.ui)
        self.elements += [*self.buttons.values(), self.reset_button, self.done_button]

    def on_gui(self, event: pygame.event.Event) -> None:
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
                self.waiting = slot
                button.set_text("press a key…")

    def handle(self, event: pygame.event.Event) -> None:
        if self.waiting is None:
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
                    self.app.toast(str(refusal), 5)
            self._finish()
        elif event.type == pygame.JOYBUTTONDOWN and name == "buzz":
            guid = self.app.pads.guid_of(event.instance_id)
            if guid is None:
                self.app.toast("That pad is not ready yet; press its button again.")
                return
            self.app.keymaps.bind_pad(seat, guid, event.button)
            self._finish()

    def _finish(self) -> None:
        self.waiting = None
        self.app.save_keymaps()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Seat keys", "Click a key, then press the new one: keys far apart let "
                                            "several people press at once")
        for column, name in enumerate(REBINDABLE):
            draw_text(surface, TITLES[name], 30, (255, 215, 122), bold=True, center=(595 + column * 380, 270))
        keymaps = self.app.keymaps
        for seat in range(SHOWN_SEATS):
            y = 335 + seat * 130
            seat_tag(surface, seat, (230, y), 20)
            draw_text(surface, f"Seat {seat + 1}", 32, (245, 240, 225), bold=True, midleft=(262, y))
            directions = " ".join(keymaps.label(seat, d) for d in ("up", "left", "down", "right"))
            draw_text(surface, f"choose with {directions}", HINT_SIZE, (210, 220, 210), midleft=(420, y + 50))

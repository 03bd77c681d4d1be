"""The welcome: one screen before the very first main menu on how the table works (mouse, keyboard,
the curtain, the buzzer keys), so a new group can sit down and play without reading the rules first.

It opens by itself until it is dismissed once (``Settings.welcomed``); the main menu reopens it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from tabletop.art.felt import panel
from tabletop.art.palette import HIGHLIGHT_FOCUS, draw_legal_frame, seat_tag
from tabletop.art.text import INK, PAPER, draw_text, font, wrap
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop

if TYPE_CHECKING:
    from tabletop.app import App

PANELS = (pygame.Rect(100, 270, 840, 330), pygame.Rect(980, 270, 840, 330),
          pygame.Rect(100, 620, 840, 330), pygame.Rect(980, 620, 840, 330))
"""Mouse, keyboard, curtain and buzzers: a 2x2 grid under the title, above the button."""
PAD = 32
HEADING_SIZE = 38
BODY_SIZE = 28
CAPTION_SIZE = 24
"""The smallest text here: still 12 pixels high in a 1024x600 window."""
BODY_COLOUR = (240, 240, 228)
HEADING_COLOUR = (255, 215, 122)
PLAY_BUTTON = pygame.Rect(760, 968, 400, 84)
DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
SHOWN_BUZZERS = 4
"""The first four seats: every game seats four; the fifth and sixth are in Settings → Seat keys."""
KEYCAP_SIZE = 26
KEYCAP_PAD = 28
TAG_ROOM = 44
"""A seat tag and the gap before its buzzer's keycap."""

MOUSE_TEXT = ("Drag a card or piece to where it goes, or click it, then click the spot. "
              "Every spot it may go to has yellow corners round it; anywhere else, the table says why not.")
KEYBOARD_TEXT = "The white frame shows where the keyboard is; arrows move it too. Esc pauses a game: save, rules, quit."
CURTAIN_TEXT = ("When friends share the screen, hands stay private: after each turn the table says "
                "\u201cPass to Ana\u201d and covers everything until Ana is at the screen. "
                "Alone against bots there is no curtain.")
BUZZER_TEXT = ("Races (Coconut Pirate, CitronCoco, Cheeky Monkeys): each player has a buzzer key, "
               "shown by their name on the table. Change them in Settings, under Seat keys.")
KEYCAPS = (("Tab", "move"), ("Enter", "choose"), ("Esc", "pause"), ("F11", "full screen"))


class WelcomeScene(Scene):
    """How to play the table itself, in four boxes and one button."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.play_button: pygame_gui.elements.UIButton | None = None

    def build(self) -> None:
        self.play_button = pygame_gui.elements.UIButton(PLAY_BUTTON, "Let's play", self.app.ui)
        self.play_button.select()  # Enter presses it: shown as the focused button
        self.elements.append(self.play_button)

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.play_button:
            self.app.sounds.play("card")
            self.dismiss()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            self.dismiss()

    def dismiss(self) -> None:
        """Remember that the welcome was seen, so it never opens by itself again, and go to the menu."""
        settings = self.app.settings
        if not settings.welcomed:
            settings.welcomed = True
            try:
                settings.save()
            except OSError as problem:
                self.app.toast(f"Settings could not be saved: {problem.strerror}", 5)
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Welcome to Coconut Table",
                      "Card and dice games for one shared screen \u2014 here is how the table works")
        drawers: tuple[tuple[str, Callable[[pygame.Surface, pygame.Rect], None]], ...] = (
            ("With the mouse", self._draw_mouse), ("With the keyboard", self._draw_keyboard),
            ("The curtain", self._draw_curtain), ("Buzzer keys", self._draw_buzzers))
        for rect, (heading, drawer) in zip(PANELS, drawers):
            panel(surface, rect, alpha=215)
            draw_text(surface, heading, HEADING_SIZE, HEADING_COLOUR, bold=True,
                      topleft=(rect.x + PAD, rect.y + 22))
            drawer(surface, rect.inflate(-2 * PAD, 0))

    # --- one box each; ``area`` is the box less its side margins ---

    def _draw_mouse(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text_width = area.w - 180
        paragraph(surface, MOUSE_TEXT, pygame.Rect(area.x, area.y + 86, text_width, area.h))
        card = pygame.Rect(0, 0, 96, 136)
        card.midright = (area.right - 24, area.y + 190)
        pygame.draw.rect(surface, PAPER, card, border_radius=10)
        pygame.draw.rect(surface, INK, card, 2, border_radius=10)
        draw_legal_frame(surface, card)  # the very cue every table lights a legal spot with
        draw_text(surface, "7", 44, INK, bold=True, center=card.center)
        draw_text(surface, "legal move", CAPTION_SIZE, BODY_COLOUR, midtop=(card.centerx, card.bottom + 14))

    def _draw_keyboard(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        y = paragraph(surface, KEYBOARD_TEXT, pygame.Rect(area.x, area.y + 86, area.w, area.h)) + 44
        slot = area.w // len(KEYCAPS)
        for index, (cap, meaning) in enumerate(KEYCAPS):
            centre = (area.x + slot * index + slot // 2, y)
            keycap(surface, cap, centre)
            draw_text(surface, meaning, CAPTION_SIZE, BODY_COLOUR, midtop=(centre[0], centre[1] + 44))

    def _draw_curtain(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text_width = area.w - 250
        paragraph(surface, CURTAIN_TEXT, pygame.Rect(area.x, area.y + 86, text_width, area.h))
        curtain = pygame.Rect(0, 0, 220, 150)
        curtain.topright = (area.right, area.y + 100)
        pygame.draw.rect(surface, (34, 18, 24), curtain)
        for x in range(curtain.x, curtain.right, 24):
            pygame.draw.rect(surface, (44, 24, 32), (x, curtain.y, 12, curtain.h))
        pygame.draw.rect(surface, HEADING_COLOUR, curtain, 2)
        seat_tag(surface, 0, (curtain.centerx, curtain.y + 44), 18)
        draw_text(surface, "Pass to Ana", 26, (255, 230, 180), bold=True, center=(curtain.centerx, curtain.y + 100))

    def _draw_buzzers(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Each seat's tag and its buzzer as bound now, in a row that wraps if rebinding made them long."""
        y = paragraph(surface, BUZZER_TEXT, pygame.Rect(area.x, area.y + 86, area.w, area.h)) + 44
        x = area.x
        for seat in range(SHOWN_BUZZERS):
            label = self.app.keymaps.label(seat, "buzz")
            width = keycap_width(label, area.w - TAG_ROOM)
            if x > area.x and x + TAG_ROOM + width > area.right:
                x, y = area.x, y + 72
            seat_tag(surface, seat, (x + 16, y), 16)
            keycap(surface, label, (x + TAG_ROOM + width // 2, y), area.w - TAG_ROOM)
            x += TAG_ROOM + width + 30


def paragraph(surface: pygame.Surface, text: str, box: pygame.Rect) -> int:
    """Wrapped body text from the box's top; returns the y under the last line."""
    y = box.y
    for line in wrap(text, BODY_SIZE, box.w):
        draw_text(surface, line, BODY_SIZE, BODY_COLOUR, topleft=(box.x, y))
        y += font(BODY_SIZE).get_linesize()
    return y


def keycap_size(label: str, max_width: int) -> int:
    """The largest bold size, down to the smallest readable one, at which the label fits the cap."""
    size = KEYCAP_SIZE
    while size > CAPTION_SIZE and font(size, True).size(label)[0] + KEYCAP_PAD > max_width:
        size -= 1
    return size


def keycap_width(label: str, max_width: int) -> int:
    return min(max_width, max(64, font(keycap_size(label, max_width), True).size(label)[0] + KEYCAP_PAD))


def keycap(surface: pygame.Surface, label: str, centre: tuple[int, int], max_width: int = 400) -> pygame.Rect:
    """A key drawn as a key: light cap, dark letters, so it reads as "press this" without colour."""
    cap = pygame.Rect(0, 0, keycap_width(label, max_width), 56)
    cap.center = centre
    pygame.draw.rect(surface, (120, 120, 110), cap.move(0, 5), border_radius=10)
    pygame.draw.rect(surface, PAPER, cap, border_radius=10)
    pygame.draw.rect(surface, HIGHLIGHT_FOCUS, cap, 2, border_radius=10)
    draw_text(surface, label, keycap_size(label, max_width), INK, bold=True, center=cap.center)
    return cap

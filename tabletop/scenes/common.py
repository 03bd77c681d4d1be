"""Building blocks the menu-like scenes share: the backdrop, a column of buttons with keyboard focus."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

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
        self.buttons.clear()
        entries = self.entries()
        for index, (label, callback) in enumerate(entries):
            button = pygame_gui.elements.UIButton(self.button_rect(index, len(entries)), label, self.app.ui)
            if callback is None:
                button.disable()
            self.elements.append(button)
            self.buttons.append((button, callback or (lambda: None)))
        self.focus = next((i for i, (_, cb) in enumerate(entries) if cb), 0)
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

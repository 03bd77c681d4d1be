"""Small overlays: a dimmed screen with a text entry (Save as) and an overlay of buttons (Pause)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from tabletop.art.felt import panel
from tabletop.art.text import draw_text
from tabletop.scenes.base import Scene
from tabletop.scenes.common import MenuScene

if TYPE_CHECKING:
    from tabletop.app import App


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


class OverlayMenu(MenuScene):
    """A MenuScene drawn over the scene below it."""

    is_overlay = True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        if self.buttons:
            first, last = self.buttons[0][0].rect, self.buttons[-1][0].rect
            box = first.union(last).inflate(120, 220).move(0, -40)
            panel(surface, box, alpha=230)
            draw_text(surface, self.title, 48, (255, 215, 122), bold=True, center=(box.centerx, box.y + 60))


class TextPrompt(Scene):
    """Ask for one line of text (a save name); Enter accepts, Esc cancels."""

    is_overlay = True

    def __init__(self, app: "App", question: str, initial: str, on_accept: Callable[[str], None],
                 accept_label: str = "Save") -> None:
        super().__init__(app)
        self.question = question
        self.initial = initial
        self.on_accept = on_accept
        self.accept_label = accept_label

    def build(self) -> None:
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(560, 480, 800, 72), self.app.ui,
                                                         initial_text=self.initial)
        self.entry.set_text_length_limit(60)
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(700, 590, 240, 70), self.accept_label, self.app.ui)
        self.cancel = pygame_gui.elements.UIButton(pygame.Rect(980, 590, 240, 70), "Cancel", self.app.ui)
        self.elements += [self.entry, self.ok, self.cancel]
        self.entry.focus()

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED or (
                event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok):
            self.app.pop()
            self.on_accept(self.entry.get_text())
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, pygame.Rect(500, 360, 920, 340), alpha=235)
        draw_text(surface, self.question, 40, (255, 215, 122), bold=True, center=(960, 420))


class ConfirmDialog(OverlayMenu):
    """A question with two answers side by side. The safe answer has the focus, and Esc picks it, so a
    stray Enter or Esc never does the drastic thing."""

    ANSWER_SIZE = (300, 76)
    PANEL = pygame.Rect(560, 380, 800, 330)

    def __init__(self, app: "App", question: str, detail: str, confirm: tuple[str, Callable[[], None]],
                 cancel_label: str) -> None:
        super().__init__(app)
        self.title = question
        self.detail = detail
        self.confirm = confirm
        self.cancel_label = cancel_label

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        label, action = self.confirm
        return [(label, action), (self.cancel_label, self.app.pop)]

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """The answers side by side at the bottom of the panel, the safe one on the right."""
        width, height = self.ANSWER_SIZE
        left = self.PANEL.centerx - (count * width + (count - 1) * 40) // 2
        return pygame.Rect(left + index * (width + 40), self.PANEL.bottom - height - 40, width, height)

    def build(self) -> None:
        super().build()
        self.focus = len(self.buttons) - 1
        self._show_focus()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.PANEL, alpha=240)
        draw_text(surface, self.title, 44, (255, 215, 122), bold=True, center=(self.PANEL.centerx, self.PANEL.y + 70))
        if self.detail:
            draw_text(surface, self.detail, 30, (240, 240, 230), center=(self.PANEL.centerx, self.PANEL.y + 135))

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

    def __init__(self, app: "App", question: str, initial: str, on_accept: Callable[[str], None]) -> None:
        super().__init__(app)
        self.question = question
        self.initial = initial
        self.on_accept = on_accept

    def build(self) -> None:
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(560, 480, 800, 72), self.app.ui,
                                                         initial_text=self.initial)
        self.entry.set_text_length_limit(60)
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(700, 590, 240, 70), "Save", self.app.ui)
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

"""The pass-the-screen curtain: covers everything until the named player is at the screen."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.art.palette import seat_tag
from tabletop.art.text import draw_text
from tabletop.scenes.base import Scene

if TYPE_CHECKING:
    from tabletop.app import App

CURTAIN = (34, 18, 24)


class CurtainScene(Scene):
    is_overlay = False
    """Opaque on purpose: the table below is not drawn at all while the curtain is down."""

    def __init__(self, app: "App", seat: int, name: str, lift: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.lift = lift

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)) \
                or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.app.pop()
            self.lift()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from tabletop.scenes.pause import PauseMenu
            table = self.app.stack[-2] if len(self.app.stack) > 1 else None
            if table is not None and hasattr(table, "session"):
                self.app.push(PauseMenu(self.app, table.session))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(CURTAIN)
        for x in range(0, 1920, 96):
            pygame.draw.rect(surface, (44, 24, 32), (x, 0, 48, 1080))
        seat_tag(surface, self.seat, (960, 360), 48)
        draw_text(surface, f"Pass to {self.name}", 96, (255, 230, 180), bold=True, center=(960, 500))
        draw_text(surface, "Everyone else, look away.", 40, (230, 210, 200), center=(960, 600))
        draw_text(surface, f"{self.name}: press Space or click when you are ready", 36, (255, 214, 64),
                  center=(960, 700))

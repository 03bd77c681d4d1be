"""Undo at the table: Ctrl+Z and a button in the move log's title row.

The session decides what may be taken back and rebuilds the position from the log; this only asks on
behalf of the seat at the screen, says why when it cannot, and lets the table start afresh. The
button shows only while a move can be taken back: at Cheeky Monkeys against bots every move is
answered in a window, and a button that always refused only misled; Ctrl+Z still says why not.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.art.palette import HIGHLIGHT_LEGAL
from tabletop.art.text import draw_text
from tabletop.session import UndoRefused

if TYPE_CHECKING:
    from tabletop.scenes.table import TableScene

BUTTON_SIZE = (156, 34)
"""Fits the log panel's title row beside "Moves" at every table's log width."""
BUTTON_MARGIN = 8
BUTTON_TEXT = 21
READY_FILL = (36, 74, 54)
READY_INK = (247, 241, 221)


class UndoControl:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.pressed = False
        """A click that began on the button: it takes back on release, and nothing else sees it."""

    @property
    def offered(self) -> bool:
        return self.scene.session.undo_offered(self.scene.app.settings.undo)

    @property
    def rect(self) -> pygame.Rect:
        log = self.scene.adapter.log_rect
        return pygame.Rect(log.right - BUTTON_MARGIN - BUTTON_SIZE[0], log.y + BUTTON_MARGIN, *BUTTON_SIZE)

    def asker(self) -> tuple[bool, int | None]:
        """Whether anyone may ask now, and who: behind curtains only the seat at the screen may take
        back, and only its own move; at an open table anyone may take back the latest move."""
        scene = self.scene
        if not scene.curtained:
            return True, None
        return scene.viewer is not None, scene.viewer

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was Ctrl+Z or a click on the button."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.take_back()
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1 \
                or not (self.pressed or self.shown()):
            return False
        on_button = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = on_button
            return on_button
        if not self.pressed:
            return False
        self.pressed = False
        if on_button:
            self.take_back()
        return True

    def take_back(self) -> None:
        scene, app = self.scene, self.scene.app
        if not self.offered:
            app.toast("Undo is off for this game: turn it on in Settings.")
            return
        allowed, asker = self.asker()
        if not allowed:
            return
        try:
            taken = scene.session.undo(asker)
        except UndoRefused as refusal:
            app.toast(scene.humanise(f"Cannot take back: {refusal}."), 4)
            return
        scene.taken_back()
        replies = f" and {taken - 1} bot move{'s' if taken > 2 else ''}" if taken > 1 else ""
        app.toast(f"Took back the last move{replies}.")
        app.sounds.play("card")

    def shown(self) -> bool:
        """Offered, and a move can be taken back now by whoever may ask."""
        allowed, asker = self.asker()
        return self.offered and allowed and self.scene.session.undo_refusal(asker) is None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        rect = self.rect
        pygame.draw.rect(surface, READY_FILL, rect, border_radius=10)
        pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 2, border_radius=10)
        draw_text(surface, "Undo (Ctrl+Z)", BUTTON_TEXT, READY_INK, bold=True, center=rect.center)

"""A card: a face and a back, turned over with a flip animation."""
from __future__ import annotations

from typing import Callable

import pygame

from tabletop.pieces.piece import Piece, Point, dim, pace

FLIP_MS = 260


class Card(Piece):
    def __init__(self, key: str, size: tuple[int, int], face: Callable[[], pygame.Surface],
                 back: Callable[[], pygame.Surface], center: Point = (0, 0), *, face_up: bool = True,
                 z: int = 0, draggable: bool = False, label: str = "") -> None:
        super().__init__(key, size, face, center, z=z, draggable=draggable, label=label)
        self.face = face
        self.back = back
        self.face_up = face_up
        self.flip_started: float | None = None

    def turn(self, face_up: bool, now_ms: float) -> None:
        """Show the other side, animated; the look switches half-way, when the card is edge-on."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.flip_started = now_ms if pace() else None

    def set_face(self, face: Callable[[], pygame.Surface]) -> None:
        self.face = face

    def draw(self, surface: pygame.Surface, now_ms: float | None = None) -> None:
        rect = self.rect
        showing_face = self.face_up
        width_factor = 1.0
        if self.flip_started is not None and now_ms is not None:
            t = (now_ms - self.flip_started) / max(1.0, FLIP_MS * pace())
            if t >= 1:
                self.flip_started = None
            else:
                width_factor = abs(1 - 2 * t)
                if t < 0.5:
                    showing_face = not self.face_up
        image = (self.face if showing_face else self.back)()
        width = max(2, round(rect.width * width_factor))
        if image.get_size() != (width, rect.height):
            image = pygame.transform.smoothscale(image, (width, rect.height))
        surface.blit(dim(image) if self.dimmed else image, image.get_rect(center=rect.center))
        self.draw_cues(surface, rect)

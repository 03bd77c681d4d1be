"""A die: shows its face, and tumbles through other faces while it flies or is knocked."""
from __future__ import annotations

from typing import Callable

import pygame

from tabletop.pieces.piece import Piece, Point

TUMBLE_MS = 420
TUMBLE_FRAME_MS = 60


class Die(Piece):
    def __init__(self, key: str, size: int, face: Callable[[], pygame.Surface],
                 tumble_faces: list[Callable[[], pygame.Surface]], center: Point = (0, 0), z: int = 10) -> None:
        super().__init__(key, (size, size), face, center, z=z)
        self.tumble_faces = tumble_faces
        self.tumble_until = 0.0

    def tumble(self, now_ms: float, duration_ms: float = TUMBLE_MS) -> None:
        self.tumble_until = now_ms + duration_ms

    def draw(self, surface: pygame.Surface, now_ms: float = 0) -> None:
        if now_ms < self.tumble_until and self.tumble_faces:
            left = self.tumble_until - now_ms
            image = self.tumble_faces[int(left // TUMBLE_FRAME_MS) % len(self.tumble_faces)]()
            angle = (left * 0.9) % 360
            rect = self.rect
            turned = pygame.transform.rotate(pygame.transform.smoothscale(image, rect.size), angle)
            surface.blit(turned, turned.get_rect(center=rect.center))
            return
        super().draw(surface, now_ms)

"""A die: shows its face, and tumbles through other faces while it flies or is knocked.

A thrown die leaves its owner's hand small, rises on an arc while it grows to its board size and
spins, and lands showing its face, so everyone sees where it came from and where it fell.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from tabletop.pieces.piece import Piece, Point, dim, ease_out_cubic, pace

TUMBLE_MS = 420
TUMBLE_FRAME_MS = 60
THROW_MS = 650
"""A throw's flight at normal speed: long enough to follow from the hand to the board."""
THROW_LIFT = 0.2
"""How high the arc rises, as a share of the distance flown."""


class Die(Piece):
    def __init__(self, key: str, size: int, face: Callable[[], pygame.Surface],
                 tumble_faces: list[Callable[[], pygame.Surface]], center: Point = (0, 0), z: int = 10) -> None:
        super().__init__(key, (size, size), face, center, z=z)
        self.tumble_faces = tumble_faces
        self.tumble_until = 0.0
        self.grow_from: int | None = None
        """The size the die had when thrown, while it is in the air."""
        self.lift = 0.0
        self.ceiling = -math.inf
        """The arc never carries the die above this line (the board's top edge)."""

    def tumble(self, now_ms: float, duration_ms: float = TUMBLE_MS) -> None:
        self.tumble_until = now_ms + duration_ms * pace() if pace() else 0.0

    def throw(self, target: Point, size: int, now_ms: float, duration_ms: float = THROW_MS,
              ceiling: float = -math.inf) -> None:
        """Fly from where the die is now (in a hand) to ``target`` on the board, growing to ``size``."""
        self.grow_from = self.size[0]
        self.lift = math.dist(self.center, target) * THROW_LIFT
        self.ceiling = ceiling
        self.size = (size, size)
        self.tween = None
        self.move_to(target, now_ms, duration_ms)
        self.tumble(now_ms, duration_ms)
        if self.tween is None:
            self.grow_from = None

    def land(self) -> None:
        super().land()
        self.grow_from, self.tumble_until = None, 0.0

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        if self.tween is None:
            self.grow_from = None
        if now_ms >= self.tumble_until:
            self.tumble_until = 0.0

    def flight(self, now_ms: float) -> float | None:
        """How far along its way the die is (0 to 1, eased like its move), or None when not in the air."""
        if self.grow_from is None or self.tween is None:
            return None
        tween = self.tween
        return ease_out_cubic(min(1.0, max(0.0, (now_ms - tween.begin_ms) / max(1.0, tween.duration_ms))))

    def rect_at(self, now_ms: float) -> pygame.Rect:
        """Where the die shows now: in the air it is smaller and higher than its resting place."""
        rect = self.rect
        flown = self.flight(now_ms)
        if flown is None or self.grow_from is None:
            return rect
        side = round(self.grow_from + (self.size[0] - self.grow_from) * flown)
        lifted = pygame.Rect(0, 0, side, side)
        lifted.center = (rect.centerx, round(rect.centery - math.sin(math.pi * flown) * self.lift))
        lifted.top = round(max(lifted.top, min(rect.top, self.ceiling)))
        return lifted

    def draw(self, surface: pygame.Surface, now_ms: float = 0) -> None:
        rect = self.rect_at(now_ms)
        if now_ms < self.tumble_until and self.tumble_faces:
            left = self.tumble_until - now_ms
            image = self.tumble_faces[int(left // TUMBLE_FRAME_MS) % len(self.tumble_faces)]()
            angle = (left * 0.9) % 360
            turned = pygame.transform.rotate(pygame.transform.smoothscale(image, rect.size), angle)
            surface.blit(turned, turned.get_rect(center=rect.center))
            return
        image = self.look()
        if image.get_size() != rect.size:
            image = pygame.transform.smoothscale(image, rect.size)
        surface.blit(dim(image) if self.dimmed else image, rect)
        self.draw_cues(surface, rect)

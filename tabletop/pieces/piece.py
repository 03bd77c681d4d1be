"""The base of every piece on the table: a position that tweens, a size, a look, and hit-testing.

Pieces are drawn from views only; they know nothing about rules. A piece's ``key`` is stable across
frames (a card code, a die id) so the table can move it smoothly when the view changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from tabletop.art.palette import PICKED_LIFT, draw_highlight, draw_picked_mark

Point = tuple[float, float]

_pace = [1.0]


def set_pace(factor: float) -> None:
    """Scale every tween from now on (the table's speed setting; 0 lands pieces at once)."""
    _pace[0] = max(0.0, factor)


def pace() -> float:
    return _pace[0]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """A value moving from ``start`` to ``end`` between two app times (ms)."""

    start: Point
    end: Point
    begin_ms: float
    duration_ms: float

    def at(self, now_ms: float) -> Point:
        if self.duration_ms <= 0 or now_ms >= self.begin_ms + self.duration_ms:
            return self.end
        t = ease_out_cubic(max(0.0, (now_ms - self.begin_ms) / self.duration_ms))
        return (self.start[0] + (self.end[0] - self.start[0]) * t,
                self.start[1] + (self.end[1] - self.start[1]) * t)

    def done(self, now_ms: float) -> bool:
        return now_ms >= self.begin_ms + self.duration_ms


class Piece:
    """Something drawn on the table at a centre point; ``look`` draws it at its current size."""

    def __init__(self, key: str, size: tuple[int, int], look: Callable[[], pygame.Surface],
                 center: Point = (0, 0), *, z: int = 0, draggable: bool = False, label: str = "") -> None:
        self.key = key
        self.size = size
        self.look = look
        self.center: Point = center
        self.tween: Tween | None = None
        self.z = z
        self.draggable = draggable
        self.label = label or key
        """Read out in the focus hint and used by keyboard players to know what is selected."""
        self.hovered = False
        self.highlight: tuple[int, int, int] | None = None
        self.scale = 1.0
        self.picked = False
        """Chosen for a move: drawn lifted with a tick, so it reads apart from focus and legal frames."""
        self.dimmed = False
        """Cannot be used now: drawn darker, a cue that survives greyscale."""

    @property
    def rect(self) -> pygame.Rect:
        width, height = self.size[0] * self.scale, self.size[1] * self.scale
        lift = PICKED_LIFT if self.picked else 0
        return pygame.Rect(round(self.center[0] - width / 2), round(self.center[1] - height / 2) - lift,
                           round(width), round(height))

    @property
    def moving(self) -> bool:
        return self.tween is not None

    def move_to(self, center: Point, now_ms: float, duration_ms: float = 320, delay_ms: float = 0) -> None:
        if self.tween and self.tween.end == center:
            return
        if center == self.center and self.tween is None:
            return
        if pace() == 0:
            self.place(center)
            return
        self.tween = Tween(self.center, center, now_ms + delay_ms * pace(), duration_ms * pace())

    def land(self) -> None:
        """Finish any tween at once (a player skipped the animation)."""
        if self.tween:
            self.place(self.tween.end)

    def place(self, center: Point) -> None:
        self.center = center
        self.tween = None

    def update(self, now_ms: float) -> None:
        if self.tween:
            self.center = self.tween.at(now_ms)
            if self.tween.done(now_ms):
                self.tween = None

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, now_ms: float = 0) -> None:
        image = self.look()
        rect = self.rect
        if image.get_size() != rect.size:
            image = pygame.transform.smoothscale(image, rect.size)
        surface.blit(dim(image) if self.dimmed else image, rect)
        self.draw_cues(surface, rect)

    def draw_cues(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.highlight:
            draw_highlight(surface, self.highlight, rect)
        if self.picked:
            draw_picked_mark(surface, rect)


DIM_FACTOR = (110, 110, 110)


def dim(image: pygame.Surface) -> pygame.Surface:
    """The image darkened to about 43%, its transparent corners kept (a veil would darken the felt)."""
    dimmed = image.copy()
    dimmed.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
    return dimmed

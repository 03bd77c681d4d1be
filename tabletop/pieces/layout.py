"""Where cards go: piles (stacked or fanned), hands (fanned, hover enlarges) and tracks.

These are pure geometry: they return centre points, and the table moves pieces there with tweens.
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.pieces.piece import Piece, Point

HOVER_SCALE = 1.18


@dataclass(frozen=True)
class Pile:
    """Cards on one spot: ``spread`` (dx, dy) per card; (2, -2) is a stack, (40, 0) a fan."""

    origin: Point
    spread: tuple[float, float] = (2, -2)
    max_width: float | None = None

    def positions(self, count: int) -> list[Point]:
        dx, dy = self.spread
        if self.max_width and count > 1 and abs(dx) * (count - 1) > self.max_width:
            dx = self.max_width / (count - 1) * (1 if dx >= 0 else -1)
        return [(self.origin[0] + i * dx, self.origin[1] + i * dy) for i in range(count)]


@dataclass(frozen=True)
class Hand:
    """A row of cards centred on ``center``, overlapping when there is not room for all."""

    center: Point
    card_width: float
    max_width: float
    gap: float = 14

    def positions(self, count: int) -> list[Point]:
        if count == 0:
            return []
        step = min(self.card_width + self.gap, (self.max_width - self.card_width) / max(count - 1, 1))
        left = self.center[0] - step * (count - 1) / 2
        return [(left + i * step, self.center[1]) for i in range(count)]

    @staticmethod
    def apply_hover(cards: list[Piece], hovered: Piece | None) -> None:
        """The card under the pointer grows and lifts so it can be read in a crowded hand."""
        for card in cards:
            card.scale = HOVER_SCALE if card is hovered else 1.0
            card.z = 50 if card is hovered else 10


@dataclass(frozen=True)
class Track:
    """Squares of a race track in order; several pawns on one square stand side by side, two to a
    row: four in a line reached over the next square and hid its number."""

    squares: list[Point]

    def pawn_spot(self, square: int, seat: int, seats_here: list[int], spacing: float = 30) -> Point:
        x, y = self.squares[max(0, min(square, len(self.squares) - 1))]
        index = seats_here.index(seat) if seat in seats_here else 0
        rows = (len(seats_here) + 1) // 2
        in_row = min(2, len(seats_here) - index // 2 * 2)
        return (x + (index % 2 - (in_row - 1) / 2) * spacing, y + (index // 2 - (rows - 1) / 2) * spacing)

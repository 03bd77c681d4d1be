"""Round tokens: chips (a seat's marker on a won card) and pawns (a pirate on the treasure track).

Each seat has a colour AND a symbol, so nobody needs to tell colours apart to know whose piece it is.
"""
from __future__ import annotations

from tabletop.art import art_cache

import pygame

from tabletop.art.palette import SEAT_COLOURS, SEAT_SYMBOLS, draw_symbol
from tabletop.pieces.piece import Piece, Point


@art_cache(64)
def token_surface(seat: int, diameter: int, kind: str) -> pygame.Surface:
    surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    centre = (diameter // 2, diameter // 2)
    radius = diameter // 2 - 2
    pygame.draw.circle(surface, (0, 0, 0, 110), (centre[0] + 3, centre[1] + 4), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (255, 255, 255), centre, radius, width=max(2, diameter // 16))
    if kind == "chip":
        pygame.draw.circle(surface, (255, 255, 255), centre, int(radius * 0.72), width=2)
    draw_symbol(surface, SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], centre, int(radius * 0.55), (255, 255, 255))
    return surface


class Chip(Piece):
    def __init__(self, key: str, seat: int, center: Point = (0, 0), diameter: int = 56, z: int = 5) -> None:
        super().__init__(key, (diameter, diameter), lambda: token_surface(seat, diameter, "chip"), center, z=z)
        self.seat = seat


class Pawn(Piece):
    def __init__(self, key: str, seat: int, center: Point = (0, 0), diameter: int = 64, z: int = 6) -> None:
        super().__init__(key, (diameter, diameter), lambda: token_surface(seat, diameter, "pawn"), center, z=z)
        self.seat = seat

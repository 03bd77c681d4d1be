"""Seat colours with symbols, chosen to stay apart for the common kinds of colour blindness
(Okabe-Ito palette), and simple vector symbols drawn in code."""
from __future__ import annotations

import math

import pygame

SEAT_COLOURS = [(0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167)]
"""Blue, vermilion, bluish green, reddish purple."""
SEAT_SYMBOLS = ["circle", "triangle", "square", "star"]
HIGHLIGHT_LEGAL = (255, 214, 64)
HIGHLIGHT_FOCUS = (255, 255, 255)


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], radius: int,
                colour: tuple[int, int, int], width: int = 0) -> None:
    x, y = centre
    if symbol == "circle":
        pygame.draw.circle(surface, colour, centre, radius, width)
    elif symbol == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius * 0.9, y + radius * 0.7),
                                              (x - radius * 0.9, y + radius * 0.7)], width)
    elif symbol == "square":
        side = radius * 1.5
        pygame.draw.rect(surface, colour, pygame.Rect(x - side / 2, y - side / 2, side, side), width)
    elif symbol == "star":
        points = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points, width)
    else:
        raise ValueError(f"no symbol {symbol!r}")


def seat_tag(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int = 16) -> None:
    """The seat's colour disc with its symbol: used beside names everywhere."""
    pygame.draw.circle(surface, SEAT_COLOURS[seat % 4], centre, radius)
    pygame.draw.circle(surface, (255, 255, 255), centre, radius, 2)
    draw_symbol(surface, SEAT_SYMBOLS[seat % 4], centre, int(radius * 0.55), (255, 255, 255))

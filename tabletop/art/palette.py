"""Seat colours with symbols, chosen to stay apart for the common kinds of colour blindness
(Okabe-Ito palette), and simple vector symbols drawn in code."""
from __future__ import annotations

import math

import pygame

SEAT_COLOURS = [(0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167), (86, 180, 233), (240, 228, 66)]
"""Blue, vermilion, bluish green, reddish purple, then sky blue and yellow for the fifth and sixth
seats of the games that seat six; the first four never change, so four-seat tables look as before."""
SEAT_SYMBOLS = ["circle", "triangle", "square", "star", "diamond", "hexagon"]
"""One per seat colour: the symbol, not the colour, is what tells seats apart for every player."""
HIGHLIGHT_LEGAL = (255, 214, 64)
HIGHLIGHT_FOCUS = (255, 255, 255)
TEXT_GOLD = (255, 215, 122)
TEXT_WHITE = (248, 246, 236)
TEXT_SOFT = (210, 222, 210)
"""Table text: headings and what is new, plain text, quiet lines (the card tables share them)."""


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
    elif symbol == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius * 0.75, y), (x, y + radius),
                                              (x - radius * 0.75, y)], width)
    elif symbol == "hexagon":
        angles = [math.pi / 6 + i * math.pi / 3 for i in range(6)]
        points = [(x + radius * math.cos(angle), y + radius * math.sin(angle)) for angle in angles]
        pygame.draw.polygon(surface, colour, points, width)
    else:
        raise ValueError(f"no symbol {symbol!r}")


def seat_tag(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int = 16) -> None:
    """The seat's colour disc with its symbol: used beside names everywhere."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (255, 255, 255), centre, radius, 2)
    draw_symbol(surface, SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], centre, int(radius * 0.55), symbol_ink(colour))


def symbol_ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on the dark seat colours, ink on the light ones (sky blue, yellow), so the symbol shows."""
    red, green, blue = colour
    return (28, 28, 32) if 0.299 * red + 0.587 * green + 0.114 * blue > 155 else (255, 255, 255)

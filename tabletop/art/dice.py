"""Coconut Pirate's dice faces, made to be read at a glance from across the table.

The whole face is filled with the die's colour; the symbol sits on it in a contrasting ink. A
colour-blind player still tells every colour apart: each colour also has its own pattern on the face
(plain, stripes, dots, waves, checks, lattice) and its letters on an ivory tab in the top left corner,
above the symbol, never over it.
"""
from __future__ import annotations

import math

import pygame

from tabletop.art import art_cache
from tabletop.art.text import font

RGB = tuple[int, int, int]
DICE_COLOURS: dict[str, RGB] = {"black": (34, 34, 38), "red": (200, 36, 42), "green": (28, 140, 64),
                                "blue": (34, 92, 204), "yellow": (242, 200, 28), "purple": (128, 54, 168)}
COLOUR_LETTERS = {"black": "Bk", "red": "R", "green": "G", "blue": "Bl", "yellow": "Y", "purple": "P"}
"""Black and blue both start with B, so each keeps two letters: a player reads "Bk", not a printer's "K"."""
COLOUR_PATTERNS = {"black": "plain", "red": "stripes", "green": "dots", "blue": "waves", "yellow": "checks",
                   "purple": "lattice"}
"""The second cue besides the letters: a pattern a player learns with the colour."""
IVORY = (250, 244, 226)
OUTLINE = (20, 20, 24)
LETTER_MIN = 20
"""The tab's smallest logical letter size: 11 px on a 1024x600 window (the 1080-line surface drawn on
600 lines), where the patterns of the seat panels' small dice blur to one grey and the letters must read."""
Points = list[tuple[float, float]]


def letter_size(side: int, share: float = 0.26) -> int:
    """The tab's letter size on a face ``side`` wide: a share of it, never below LETTER_MIN unless the
    face is too small to keep room for its symbol (a die flying out of a full hand, 28 px)."""
    return min(max(LETTER_MIN, round(side * share)), round(side * 0.55))


@art_cache(64)
def letter_tab(colour: str, size: int) -> pygame.Surface:
    """The colour's letters, dark on an ivory tab with a dark edge: the same tab on every colour, so it
    reads on black and yellow alike and never takes the face's colour."""
    big = size * 2
    text = font(big, True).render(COLOUR_LETTERS[colour], True, OUTLINE)
    ink = text.get_bounding_rect()
    pad, edge = max(2, big // 20), max(3, big // 14)
    tab = pygame.Surface((ink.w + 2 * (pad + edge), ink.h + 2 * (pad + edge)), pygame.SRCALPHA)
    pygame.draw.rect(tab, OUTLINE, tab.get_rect(), border_radius=big // 4)
    pygame.draw.rect(tab, IVORY, tab.get_rect().inflate(-2 * edge, -2 * edge), border_radius=big // 4 - edge)
    tab.blit(text, (pad + edge - ink.x, pad + edge - ink.y))
    return pygame.transform.smoothscale(tab, (round(tab.get_width() / 2), round(tab.get_height() / 2)))


def ink_for(colour: str) -> RGB:
    """The symbol's ink: dark on yellow, ivory on every darker colour."""
    return OUTLINE if colour == "yellow" else IVORY


def _pattern_shade(colour: str) -> RGB:
    """The pattern's shade: a step lighter than the face (darker on yellow), enough to see, not to shout."""
    red, green, blue = DICE_COLOURS[colour]
    if colour == "yellow":
        return (round(red * 0.8), round(green * 0.8), round(blue * 0.8))
    lift = 0.28 if colour == "black" else 0.3
    return (round(red + (255 - red) * lift), round(green + (255 - green) * lift), round(blue + (255 - blue) * lift))


def _draw_pattern(surface: pygame.Surface, colour: str) -> None:
    """The colour's pattern over the whole of ``surface`` (clipped to the face afterwards)."""
    kind = COLOUR_PATTERNS[colour]
    shade = _pattern_shade(colour)
    size = surface.get_width()
    step = size / 6
    line = max(2, round(size / 30))
    if kind == "stripes":
        for i in range(-6, 13):
            x = i * step
            pygame.draw.line(surface, shade, (x, size), (x + size, 0), line)
    elif kind == "dots":
        for row in range(7):
            for column in range(7):
                x = (column + (0.5 if row % 2 else 0)) * step
                pygame.draw.circle(surface, shade, (x, row * step), size / 26)
    elif kind == "waves":
        for row in range(1, 7):
            points = [(x, row * step + math.sin(x / size * 4 * math.pi) * step * 0.22) for x in range(0, size + 1, 2)]
            pygame.draw.lines(surface, shade, False, points, line)
    elif kind == "checks":
        cell = size / 8
        for row in range(8):
            for column in range(row % 2, 8, 2):
                pygame.draw.rect(surface, shade, pygame.Rect(round(column * cell), round(row * cell),
                                                             math.ceil(cell), math.ceil(cell)))
    elif kind == "lattice":
        for i in range(-6, 13):
            x = i * step
            pygame.draw.line(surface, shade, (x, size), (x + size, 0), line)
            pygame.draw.line(surface, shade, (x, 0), (x + size, size), line)


@art_cache(32)
def colour_swatch(colour: str, size: int, letter: bool = True) -> pygame.Surface:
    """A die's face without its symbol: the colour, its pattern and, in the middle, its letters' tab."""
    big = size * 2
    radius = big // 6
    face = pygame.Surface((big, big), pygame.SRCALPHA)
    face.fill(DICE_COLOURS[colour])
    _draw_pattern(face, colour)
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.rect(face, OUTLINE, face.get_rect(), max(2, big // 40), border_radius=radius)
    swatch = pygame.transform.smoothscale(face, (size, size))
    if letter:
        tab = letter_tab(colour, letter_size(size, 0.4))
        swatch.blit(tab, tab.get_rect(center=swatch.get_rect().center))
    return swatch


def symbol_box(colour: str, body: int) -> pygame.Rect:
    """Where a die's symbol stands: below the letters' tab, or right of it where a small die has more
    room there, as big as the room left. Only a die too small for both (one flying out of a full hand)
    lets it reach under the tab, which is drawn over it so the letters stay whole."""
    inset = max(2, body // 24)
    tab = letter_tab(colour, letter_size(body)).get_rect(topleft=(inset, inset))
    gap = max(1, body // 40)
    below = max(round(body * 0.3), min(round(body * 0.66), body - inset - tab.bottom - gap))
    beside = max(round(body * 0.3), min(round(body * 0.66), body - inset - tab.right - gap))
    if below >= beside:
        top = tab.bottom + gap
        y = min(top + (body - inset - top - below) // 2, body - inset - below)
        return pygame.Rect((body - below) // 2, y, below, below)
    return pygame.Rect(body - inset - beside, body - inset - beside, beside, beside)


@art_cache(256)
def die_face(symbol: str, colour: str, size: int, dimmed: bool = False) -> pygame.Surface:
    """A die showing ``symbol`` in ``colour``, with a soft shadow under it; ``dimmed`` shades it so
    other dice (an announced series) stand out."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    body = size - max(3, size // 24)
    radius = body // 6
    pygame.draw.rect(surface, (0, 0, 0, 90), pygame.Rect(size - body, size - body, body, body), border_radius=radius)
    surface.blit(colour_swatch(colour, body, letter=False), (0, 0))
    box = symbol_box(colour, body)
    ink = ink_for(colour)
    edge = IVORY if ink == OUTLINE else OUTLINE
    surface.blit(symbol_icon(symbol, box.w, ink, edge, DICE_COLOURS[colour]), box.topleft)
    inset = max(2, body // 24)
    surface.blit(letter_tab(colour, letter_size(body)), (inset, inset))
    if dimmed:
        shade = pygame.Surface((body, body), pygame.SRCALPHA)
        pygame.draw.rect(shade, (40, 30, 20, 110), shade.get_rect(), border_radius=radius)
        surface.blit(shade, (0, 0))
    return surface


@art_cache(128)
def symbol_icon(symbol: str, size: int, fill: RGB = OUTLINE, outline: RGB = OUTLINE,
                hole: RGB = IVORY) -> pygame.Surface:
    """The symbol alone: ``fill`` inside an ``outline``, its holes (a skull's eyes) in ``hole``."""
    big = size * 2
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    for shape, points in SHAPES[symbol](big):
        if shape == "poly":
            pygame.draw.polygon(surface, outline, points, max(3, big // 16))
            pygame.draw.polygon(surface, fill, points)
        elif shape == "hole":
            pygame.draw.polygon(surface, hole, points)
        elif shape == "line":
            pygame.draw.lines(surface, outline, False, points, max(5, big // 9))
            pygame.draw.lines(surface, fill, False, points, max(2, big // 20))
    return pygame.transform.smoothscale(surface, (size, size))


def _circle(cx: float, cy: float, r: float, n: int = 20) -> Points:
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


def _skull(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("line", [(1.5 * u, 8.8 * u), (8.5 * u, 6.6 * u)]), ("line", [(1.5 * u, 6.6 * u), (8.5 * u, 8.8 * u)]),
            ("poly", _circle(5 * u, 3.9 * u, 3.1 * u)),
            ("poly", [(3.3 * u, 5.6 * u), (6.7 * u, 5.6 * u), (6.4 * u, 7.6 * u), (3.6 * u, 7.6 * u)]),
            ("hole", _circle(3.8 * u, 4.1 * u, 0.8 * u, 12)), ("hole", _circle(6.2 * u, 4.1 * u, 0.8 * u, 12)),
            ("hole", [(5 * u, 5.1 * u), (5.5 * u, 6.0 * u), (4.5 * u, 6.0 * u)])]


def _sword(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(4.4 * u, 0.6 * u), (5.6 * u, 0.6 * u), (5.8 * u, 6.6 * u), (4.2 * u, 6.6 * u)]),
            ("poly", [(2.2 * u, 6.4 * u), (7.8 * u, 6.4 * u), (7.8 * u, 7.5 * u), (2.2 * u, 7.5 * u)]),
            ("poly", [(4.5 * u, 7.5 * u), (5.5 * u, 7.5 * u), (5.5 * u, 9.0 * u), (4.5 * u, 9.0 * u)]),
            ("poly", _circle(5 * u, 9.2 * u, 0.7 * u, 10))]


def _coconut_tree(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    trunk = [(4.2 * u, 9.4 * u), (5.6 * u, 9.4 * u), (5.6 * u, 6 * u), (5.4 * u, 3.6 * u), (4.8 * u, 3.6 * u),
             (4.6 * u, 6 * u)]
    leaves = []
    for angle in (-160, -120, -60, -20, 200):
        rad = math.radians(angle)
        tip = (5.1 * u + 4.2 * u * math.cos(rad), 3.4 * u + 3.2 * u * math.sin(rad) + 1.4 * u)
        mid = (5.1 * u + 2.1 * u * math.cos(rad), 3.4 * u + 1.8 * u * math.sin(rad) - 0.4 * u)
        leaves.append(("poly", [(5.1 * u, 3.4 * u), (mid[0] - 0.6 * u, mid[1]), tip,
                                (mid[0] + 0.6 * u, mid[1] + 0.5 * u)]))
    return [("poly", trunk), *leaves, ("poly", _circle(4.6 * u, 4.2 * u, 0.7 * u, 10)),
            ("poly", _circle(5.7 * u, 4.3 * u, 0.7 * u, 10))]


def _diamond(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(1.6 * u, 3.6 * u), (3.3 * u, 1.6 * u), (6.7 * u, 1.6 * u), (8.4 * u, 3.6 * u),
                      (5 * u, 8.8 * u)]),
            ("line", [(1.6 * u, 3.6 * u), (8.4 * u, 3.6 * u)]),
            ("line", [(3.3 * u, 1.6 * u), (4.2 * u, 3.6 * u), (5 * u, 8.8 * u)]),
            ("line", [(6.7 * u, 1.6 * u), (5.8 * u, 3.6 * u), (5 * u, 8.8 * u)])]


def _boat(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(0.8 * u, 6.6 * u), (9.2 * u, 6.6 * u), (7.6 * u, 8.8 * u), (2.4 * u, 8.8 * u)]),
            ("poly", [(4.7 * u, 1 * u), (5.4 * u, 1 * u), (5.4 * u, 6.6 * u), (4.7 * u, 6.6 * u)]),
            ("poly", [(5.8 * u, 1.4 * u), (8.8 * u, 5.8 * u), (5.8 * u, 5.8 * u)]),
            ("poly", [(4.3 * u, 2.2 * u), (4.3 * u, 5.8 * u), (1.8 * u, 5.8 * u)])]


def _pistol(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(0.8 * u, 2.8 * u), (8.8 * u, 2.8 * u), (8.8 * u, 4.8 * u), (5.6 * u, 4.8 * u),
                      (4.8 * u, 8.6 * u), (2.4 * u, 8.6 * u), (3.1 * u, 4.8 * u), (0.8 * u, 4.8 * u)]),
            ("line", [(4.4 * u, 4.8 * u), (4.8 * u, 6.2 * u), (5.8 * u, 5.4 * u)]),
            ("poly", [(7.6 * u, 2.0 * u), (8.4 * u, 2.0 * u), (8.4 * u, 2.8 * u), (7.6 * u, 2.8 * u)])]


SHAPES = {"skull": _skull, "sword": _sword, "coconut-tree": _coconut_tree, "diamond": _diamond,
          "boat": _boat, "pistol": _pistol}

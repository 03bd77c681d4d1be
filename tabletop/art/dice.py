"""Coconut Pirate's dice faces: a symbol filled with its colour, outlined, on an ivory die, plus the
colour's initial in a corner so a colour-blind player can read the colour too."""
from __future__ import annotations

import math

import pygame

from tabletop.art import art_cache
from tabletop.art.text import font

DICE_COLOURS = {"black": (34, 34, 38), "red": (206, 38, 44), "green": (30, 150, 70),
                "blue": (36, 96, 210), "yellow": (240, 196, 24), "purple": (136, 58, 176)}
COLOUR_LETTERS = {"black": "K", "red": "R", "green": "G", "blue": "B", "yellow": "Y", "purple": "P"}
IVORY = (250, 244, 226)
OUTLINE = (20, 20, 24)
Points = list[tuple[float, float]]


@art_cache(256)
def die_face(symbol: str, colour: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect().move(3, 4), border_radius=radius)
    body = surface.get_rect().inflate(-4, -4)
    pygame.draw.rect(surface, IVORY, body, border_radius=radius)
    pygame.draw.rect(surface, (120, 110, 90), body, 2, border_radius=radius)
    surface.blit(symbol_icon(symbol, int(size * 0.66), colour), (size * 0.17, size * 0.2))
    badge = (round(size * 0.2), round(size * 0.19))
    pygame.draw.circle(surface, DICE_COLOURS[colour], badge, size // 8)
    ink = OUTLINE if colour == "yellow" else (255, 255, 255)
    letter = font(max(11, size // 6), True).render(COLOUR_LETTERS[colour], True, ink)
    surface.blit(letter, letter.get_rect(center=badge))
    return surface


@art_cache(128)
def symbol_icon(symbol: str, size: int, colour: str = "black") -> pygame.Surface:
    """The symbol alone, filled with the colour and outlined so yellow shows on ivory too."""
    big = size * 2
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    fill = DICE_COLOURS[colour]
    for shape, points in SHAPES[symbol](big):
        if shape == "poly":
            pygame.draw.polygon(surface, fill, points)
            pygame.draw.polygon(surface, OUTLINE, points, max(2, big // 28))
        elif shape == "hole":
            pygame.draw.polygon(surface, IVORY, points)
            pygame.draw.polygon(surface, OUTLINE, points, max(1, big // 40))
        elif shape == "line":
            pygame.draw.lines(surface, OUTLINE, False, points, max(3, big // 14))
            pygame.draw.lines(surface, fill, False, points, max(1, big // 24))
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
    return [("poly", [(4.5 * u, 0.6 * u), (5.5 * u, 0.6 * u), (5.6 * u, 6.6 * u), (4.4 * u, 6.6 * u)]),
            ("poly", [(2.4 * u, 6.5 * u), (7.6 * u, 6.5 * u), (7.6 * u, 7.4 * u), (2.4 * u, 7.4 * u)]),
            ("poly", [(4.6 * u, 7.4 * u), (5.4 * u, 7.4 * u), (5.4 * u, 9.0 * u), (4.6 * u, 9.0 * u)]),
            ("poly", _circle(5 * u, 9.3 * u, 0.6 * u, 10))]


def _coconut_tree(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    trunk = [(4.2 * u, 9.4 * u), (5.6 * u, 9.4 * u), (5.6 * u, 6 * u), (5.4 * u, 3.6 * u), (4.8 * u, 3.6 * u),
             (4.6 * u, 6 * u)]
    leaves = []
    for angle in (-160, -120, -60, -20, 200):
        rad = math.radians(angle)
        tip = (5.1 * u + 4.2 * u * math.cos(rad), 3.4 * u + 3.2 * u * math.sin(rad) + 1.4 * u)
        mid = (5.1 * u + 2.1 * u * math.cos(rad), 3.4 * u + 1.8 * u * math.sin(rad) - 0.4 * u)
        leaves.append(("poly", [(5.1 * u, 3.4 * u), (mid[0] - 0.5 * u, mid[1]), tip, (mid[0] + 0.5 * u, mid[1] + 0.4 * u)]))
    return [("poly", trunk), *leaves, ("poly", _circle(4.6 * u, 4.2 * u, 0.6 * u, 10)),
            ("poly", _circle(5.7 * u, 4.3 * u, 0.6 * u, 10))]


def _diamond(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(2.2 * u, 3.6 * u), (3.6 * u, 1.8 * u), (6.4 * u, 1.8 * u), (7.8 * u, 3.6 * u), (5 * u, 8.6 * u)]),
            ("line", [(2.2 * u, 3.6 * u), (7.8 * u, 3.6 * u)]), ("line", [(3.6 * u, 1.8 * u), (4.3 * u, 3.6 * u), (5 * u, 8.6 * u)]),
            ("line", [(6.4 * u, 1.8 * u), (5.7 * u, 3.6 * u), (5 * u, 8.6 * u)])]


def _boat(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(1 * u, 6.6 * u), (9 * u, 6.6 * u), (7.6 * u, 8.6 * u), (2.4 * u, 8.6 * u)]),
            ("poly", [(4.8 * u, 1 * u), (5.3 * u, 1 * u), (5.3 * u, 6.6 * u), (4.8 * u, 6.6 * u)]),
            ("poly", [(5.5 * u, 1.4 * u), (8.6 * u, 5.8 * u), (5.5 * u, 5.8 * u)]),
            ("poly", [(4.6 * u, 2.2 * u), (4.6 * u, 5.8 * u), (2.2 * u, 5.8 * u)])]


def _pistol(s: int) -> list[tuple[str, Points]]:
    u = s / 10
    return [("poly", [(1 * u, 3 * u), (8.6 * u, 3 * u), (8.6 * u, 4.6 * u), (5.4 * u, 4.6 * u), (4.6 * u, 8.4 * u),
                      (2.6 * u, 8.4 * u), (3.2 * u, 4.6 * u), (1 * u, 4.6 * u)]),
            ("line", [(4.4 * u, 4.6 * u), (4.8 * u, 6 * u), (5.6 * u, 5.4 * u)]),
            ("poly", [(7.6 * u, 2.4 * u), (8.2 * u, 2.4 * u), (8.2 * u, 3 * u), (7.6 * u, 3 * u)])]


SHAPES = {"skull": _skull, "sword": _sword, "coconut-tree": _coconut_tree, "diamond": _diamond,
          "boat": _boat, "pistol": _pistol}


@art_cache(16)
def blank_die(size: int) -> pygame.Surface:
    """A die waiting in front of its owner: its faces only matter once it is thrown."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    body = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, IVORY, body, border_radius=radius)
    pygame.draw.rect(surface, (120, 110, 90), body, 2, border_radius=radius)
    for fx, fy in ((0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)):
        pygame.draw.circle(surface, (150, 140, 120), (size * fx, size * fy), max(2, size // 12))
    return surface

"""The green felt table and the dark menu backdrop, drawn once per size and cached."""
from __future__ import annotations

import random
from tabletop.art import art_cache

import pygame

FELT = (22, 92, 58)
FELT_DARK = (12, 58, 36)
FELT_LINE = (196, 170, 96)


@art_cache(4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """Felt with a soft vignette and a fibre texture; the same every run (fixed seed).

    The vignette is drawn small and scaled up (smooth for free), and the fibres are one small tile
    repeated, so a full-HD felt takes a few milliseconds rather than a per-pixel loop.
    """
    width, height = size
    small = pygame.Surface((160, 90)).convert()
    small.fill(FELT_DARK)
    for band in range(24):
        t = band / 23
        colour = tuple(int(FELT_DARK[i] + (FELT[i] - FELT_DARK[i]) * t) for i in range(3))
        inset = int(40 * t)
        pygame.draw.ellipse(small, colour, (inset - 40, inset * 9 // 16 - 22, 240 - 2 * inset, 134 - 2 * inset * 9 // 16))
    surface = pygame.transform.smoothscale(small, size).convert()
    tile = _fibre_tile()
    for x in range(0, width, tile.get_width()):
        for y in range(0, height, tile.get_height()):
            surface.blit(tile, (x, y))
    return surface


@art_cache(1)
def _fibre_tile() -> pygame.Surface:
    tile = pygame.Surface((192, 192), pygame.SRCALPHA)
    fibres = random.Random(7)
    for _ in range(900):
        x, y = fibres.randrange(192), fibres.randrange(192)
        shade = (255, 255, 255, 14) if fibres.random() < 0.5 else (0, 0, 0, 22)
        tile.fill(shade, (x, y, 1 + fibres.randrange(2), 1))
    return tile


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 200,
          border: tuple[int, int, int] = FELT_LINE) -> None:
    """A dark translucent panel with a gold edge, for boxes drawn over the table."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 22, 16, alpha), shade.get_rect(), border_radius=18)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, border, rect, width=3, border_radius=18)

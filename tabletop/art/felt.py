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
    """Felt with a soft vignette and a fibre texture; the same every run (fixed seed)."""
    surface = pygame.Surface(size).convert()
    width, height = size
    for band in range(0, 64):
        t = band / 63
        colour = tuple(int(FELT_DARK[i] + (FELT[i] - FELT_DARK[i]) * t) for i in range(3))
        inset_x, inset_y = int(width * 0.5 * (1 - t) * 0.9), int(height * 0.5 * (1 - t) * 0.9)
        pygame.draw.ellipse(surface, colour, (inset_x - width * 0.2, inset_y - height * 0.2,
                                              width * 1.4 - 2 * inset_x, height * 1.4 - 2 * inset_y))
    fibres = random.Random(7)
    for _ in range(width * height // 90):
        x, y = fibres.randrange(width), fibres.randrange(height)
        shade = fibres.choice((-10, -6, 6, 10))
        base = surface.get_at((x, y))
        surface.set_at((x, y), tuple(max(0, min(255, c + shade)) for c in base[:3]))
    return surface


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 200,
          border: tuple[int, int, int] = FELT_LINE) -> None:
    """A dark translucent panel with a gold edge, for boxes drawn over the table."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 22, 16, alpha), shade.get_rect(), border_radius=18)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, border, rect, width=3, border_radius=18)

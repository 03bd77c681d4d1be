"""Plain playing-card art: a back, and a face with a big value, a title and a colour+symbol mark."""
from __future__ import annotations

from tabletop.art import art_cache

import pygame

from tabletop.art.palette import draw_symbol
from tabletop.art.text import INK, PAPER, font, wrap

BACK_RED = (128, 36, 44)
BACK_GOLD = (214, 172, 82)


@art_cache(16)
def card_back(size: tuple[int, int], accent: tuple[int, int, int] = BACK_GOLD) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    pygame.draw.rect(surface, BACK_RED, surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-width // 7, -width // 7)
    pygame.draw.rect(surface, accent, inner, width=3, border_radius=radius // 2)
    for offset in range(-height, width, max(8, width // 8)):
        pygame.draw.line(surface, (150, 52, 60), (inner.x + offset, inner.y),
                         (inner.x + offset + inner.height, inner.bottom), 2)
    pygame.draw.circle(surface, accent, inner.center, width // 6, width=3)
    pygame.draw.rect(surface, (255, 255, 255), surface.get_rect(), width=2, border_radius=radius)
    return surface


@art_cache(512)
def text_card(size: tuple[int, int], value: str, title: str, colour: tuple[int, int, int],
              symbol: str | None = None) -> pygame.Surface:
    """A readable face: value in two corners and big in the middle, title below, colour band with symbol."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, width, height // 5)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    if symbol:
        draw_symbol(surface, symbol, (width - height // 10, height // 10), height // 16, (255, 255, 255))
    corner = font(max(14, height // 7), True).render(value, True, (255, 255, 255))
    surface.blit(corner, corner.get_rect(midleft=(width // 14, band.centery)))
    big = font(max(18, height // 3), True).render(value, True, INK)
    surface.blit(big, big.get_rect(center=(width // 2, height * 0.5)))
    y = int(height * 0.72)
    for line in wrap(title, max(12, height // 11), width - 10, bold=True)[:2]:
        text = font(max(12, height // 11), True).render(line, True, INK)
        surface.blit(text, text.get_rect(midtop=(width // 2, y)))
        y += text.get_height()
    pygame.draw.rect(surface, INK, surface.get_rect(), width=2, border_radius=radius)
    return surface

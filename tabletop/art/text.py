"""Fonts and text drawing. Noto Sans comes with pygame_gui, so every machine draws the same letters."""
from __future__ import annotations

from tabletop.art import art_cache
from importlib import resources
from pathlib import Path

import pygame

_DATA = resources.files("pygame_gui") / "data"
FONT_PATH = Path(str(_DATA / "NotoSans-Regular.ttf"))
BOLD_FONT_PATH = Path(str(_DATA / "NotoSans-Bold.ttf"))
JAPANESE_FONT_PATH = Path(str(_DATA / "NotoSansJP-Bold.otf"))

INK = (28, 28, 32)
PAPER = (250, 246, 232)


@art_cache(64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(BOLD_FONT_PATH if bold else FONT_PATH), size)


@art_cache(8)
def japanese_font(size: int) -> pygame.font.Font:
    return pygame.font.Font(str(JAPANESE_FONT_PATH), size)


def draw_text(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], *,
              bold: bool = False, **anchor: tuple[int, int]) -> pygame.Rect:
    """Blit one line; ``anchor`` is one Rect attribute, e.g. ``center=(x, y)`` or ``topleft=...``."""
    label = font(size, bold).render(text, True, colour)
    rect = label.get_rect(**anchor)
    surface.blit(label, rect)
    return rect


def draw_outlined(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
                  outline: tuple[int, int, int] = INK, **anchor: tuple[int, int]) -> pygame.Rect:
    """Text that stays readable on any background: a dark halo behind bold letters."""
    face = font(size, True)
    label = face.render(text, True, colour)
    halo = face.render(text, True, outline)
    rect = label.get_rect(**anchor)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2), (-2, 2), (2, -2)):
        surface.blit(halo, rect.move(dx, dy))
    surface.blit(label, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap for one paragraph at a font size."""
    face = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if face.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines

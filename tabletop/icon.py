"""The app icon, drawn in code like the rest of our art: two cards fanned behind a coconut on felt.

``python -m tabletop.icon OUTDIR`` writes it at every size in ICON_SIZES as ``coconut-table-<n>.png``;
the copies in ``assets/icons/`` come from that command (a test checks they still match this drawing),
and the desktop file, the bundle and the window all use the same picture.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Sequence

import pygame

from tabletop.art.felt import FELT_DARK, FELT_LINE
from tabletop.art.playing_cards import RED, draw_suit
from tabletop.art.text import INK, PAPER
from tabletop.desktop import ICON_SIZES, icon_file

DESIGN = 256
"""The drawing is laid out on a 256-unit square; every size is drawn larger and scaled down, for smooth edges."""
SUPERSAMPLE = 4
SMALL = 96
"""Below this many pixels the fine lines (coconut fibres, card pips) would be grey noise, so they are left out."""
SHELL = (150, 92, 46)
SHELL_DARK = (70, 38, 16)
SHELL_LIGHT = (206, 150, 92)
RIM = (236, 214, 160)
"""A pale ring around the coconut: brown on dark felt would melt together at 48 px."""
FELT_GLOW = (44, 136, 84)
"""The tile's lit centre, a little brighter than the table felt so the small icon does not look black."""


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels, with a transparent outside; needs no display."""
    big = size * SUPERSAMPLE
    unit = big / DESIGN
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    _felt_tile(canvas, unit)
    detailed = size >= SMALL
    _card(canvas, unit, centre=(98, 98), angle=14, suit="S", detailed=detailed)
    _card(canvas, unit, centre=(158, 92), angle=-12, suit="H", detailed=detailed)
    _coconut(canvas, unit, centre=(128, 178), radius=50, detailed=detailed)
    return pygame.transform.smoothscale(canvas, (size, size))


def _felt_tile(canvas: pygame.Surface, unit: float) -> None:
    """A rounded felt square with a lighter centre and the tables' gold edge."""
    tile = pygame.Rect(round(8 * unit), round(8 * unit), round(240 * unit), round(240 * unit))
    radius = round(44 * unit)
    pygame.draw.rect(canvas, FELT_DARK, tile, border_radius=radius)
    for step in range(12):
        t = step / 11
        colour = tuple(round(FELT_DARK[i] + (FELT_GLOW[i] - FELT_DARK[i]) * t) for i in range(3))
        inset = round((10 + 5 * step) * unit)
        pygame.draw.ellipse(canvas, colour, tile.inflate(-inset * 2, -inset * 2))
    pygame.draw.rect(canvas, FELT_LINE, tile, width=round(9 * unit), border_radius=radius)


def _card(canvas: pygame.Surface, unit: float, centre: tuple[float, float], angle: float, suit: str,
          detailed: bool) -> None:
    """A white card with a big suit sign (and its corner pips when there is room), turned by ``angle``."""
    width, height = round(92 * unit), round(128 * unit)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=round(12 * unit))
    pygame.draw.rect(card, INK, card.get_rect(), width=max(1, round(4 * unit)), border_radius=round(12 * unit))
    colour = RED if suit in ("H", "D") else INK
    draw_suit(card, suit, (width / 2, height * 0.42), 56 * unit, colour)
    if detailed:
        for corner in ((16 * unit, 20 * unit), (width - 16 * unit, height - 20 * unit)):
            draw_suit(card, suit, corner, 16 * unit, colour)
    turned = pygame.transform.rotate(card, angle)
    canvas.blit(turned, turned.get_rect(center=(round(centre[0] * unit), round(centre[1] * unit))))


def _coconut(canvas: pygame.Surface, unit: float, centre: tuple[float, float], radius: float,
             detailed: bool) -> None:
    """A brown coconut in a pale ring, with a shine, fibre strokes and its three eyes."""
    x, y = centre[0] * unit, centre[1] * unit
    r = radius * unit
    pygame.draw.circle(canvas, RIM, (round(x), round(y)), round(r + 10 * unit))
    pygame.draw.circle(canvas, SHELL_DARK, (round(x), round(y)), round(r + 5 * unit))
    pygame.draw.circle(canvas, SHELL, (round(x), round(y)), round(r))
    shine = pygame.Rect(0, 0, round(r * 0.7), round(r * 0.42))
    shine.center = (round(x - r * 0.36), round(y - r * 0.5))
    pygame.draw.ellipse(canvas, SHELL_LIGHT, shine)
    if detailed:
        for index in range(9):
            angle = math.pi * (0.15 + index * 0.19)
            start = (x + math.cos(angle) * r * 0.55, y + math.sin(angle) * r * 0.55)
            end = (x + math.cos(angle + 0.12) * r * 0.9, y + math.sin(angle + 0.12) * r * 0.9)
            pygame.draw.line(canvas, SHELL_DARK, start, end, max(1, round(3 * unit)))
    eye = r * 0.15
    for dx, dy in ((-0.3, -0.02), (0.3, -0.02), (0.0, 0.36)):
        pygame.draw.circle(canvas, SHELL_DARK, (round(x + dx * r), round(y + dy * r)), round(eye))


def write_icons(folder: Path) -> list[Path]:
    """Every size as a PNG in ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for size in ICON_SIZES:
        path = icon_file(size, folder)
        pygame.image.save(draw_icon(size), str(path))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m tabletop.icon OUTDIR", file=sys.stderr)
        return 2
    for path in write_icons(Path(args[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Draws island_tiles.png, the tileset image of the treasure maps, with pygame shapes only.

Run it from anywhere (``python assets/maps/make_tileset.py``) after changing a tile; the PNG is
committed, so the game never needs this script. The tile order must match island.tsx and the
tile ids the maps use (gid = tile number + 1):

0 deep water, 1 shallow water, 2 sand, 3 grass, 4 jungle, 5 palm on grass, 6 rock,
7 dirt path, 8 treasure mark on sand, 9 palm on sand, 10 wave on deep water, 11 shells on sand.

The maps themselves (island.tmx, long-island.tmx) are data: open and edit them in the Tiled editor.
"""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402 - the environment must be set first

TILE = 32
COLUMNS = 4
ROWS = 3
OUT = Path(__file__).resolve().parent / "island_tiles.png"

DEEP = (32, 92, 150)
SHALLOW = (64, 160, 196)
SAND = (232, 208, 140)
GRASS = (104, 170, 72)
JUNGLE = (52, 120, 56)
DIRT = (170, 120, 72)
ROCK = (128, 124, 118)
TRUNK = (120, 80, 40)
LEAF = (36, 110, 40)


def _speckle(tile: pygame.Surface, colour: tuple[int, int, int], step: int, shift: int) -> None:
    """A fixed sprinkle of dots so flat tiles read as texture; no randomness, so the PNG is stable."""
    for n in range(0, TILE * TILE, step):
        x, y = (n * 7 + shift) % TILE, (n * 13 + shift * 3) % TILE
        tile.set_at((x, y), colour)


def _palm(tile: pygame.Surface) -> None:
    pygame.draw.line(tile, TRUNK, (16, 30), (18, 12), 4)
    for end in ((4, 10), (28, 8), (8, 20), (26, 20), (17, 2)):
        pygame.draw.line(tile, LEAF, (18, 11), end, 4)
    pygame.draw.circle(tile, (90, 60, 30), (18, 13), 3)


def _wave(tile: pygame.Surface) -> None:
    for y in (9, 22):
        pygame.draw.arc(tile, (200, 230, 245), (4, y, 12, 8), 0.3, 2.8, 2)
        pygame.draw.arc(tile, (200, 230, 245), (16, y - 4, 12, 8), 0.3, 2.8, 2)


def _tiles() -> list[pygame.Surface]:
    def filled(colour: tuple[int, int, int]) -> pygame.Surface:
        surface = pygame.Surface((TILE, TILE))
        surface.fill(colour)
        return surface

    deep, shallow, sand, grass = filled(DEEP), filled(SHALLOW), filled(SAND), filled(GRASS)
    _speckle(deep, (40, 104, 162), 11, 1)
    _speckle(shallow, (90, 180, 210), 9, 2)
    _speckle(sand, (214, 188, 120), 7, 3)
    _speckle(grass, (90, 152, 60), 6, 4)
    jungle = filled(JUNGLE)
    for centre in ((8, 8), (24, 10), (14, 24), (28, 26)):
        pygame.draw.circle(jungle, (40, 96, 44), centre, 7)
        pygame.draw.circle(jungle, (70, 140, 64), (centre[0] - 2, centre[1] - 2), 3)
    palm = grass.copy()
    _palm(palm)
    rock = grass.copy()
    pygame.draw.polygon(rock, ROCK, [(4, 28), (10, 8), (20, 4), (29, 16), (28, 28)])
    pygame.draw.polygon(rock, (160, 156, 150), [(10, 8), (20, 4), (18, 14)])
    dirt = filled(DIRT)
    _speckle(dirt, (150, 104, 60), 8, 5)
    mark = sand.copy()
    pygame.draw.line(mark, (180, 30, 30), (6, 6), (26, 26), 5)
    pygame.draw.line(mark, (180, 30, 30), (26, 6), (6, 26), 5)
    sand_palm = sand.copy()
    _palm(sand_palm)
    wave = deep.copy()
    _wave(wave)
    shells = sand.copy()
    for centre in ((8, 10), (22, 20), (12, 25)):
        pygame.draw.circle(shells, (245, 235, 225), centre, 3)
        pygame.draw.circle(shells, (220, 160, 150), centre, 1)
    return [deep, shallow, sand, grass, jungle, palm, rock, dirt, mark, sand_palm, wave, shells]


def main() -> None:
    sheet = pygame.Surface((TILE * COLUMNS, TILE * ROWS))
    for number, tile in enumerate(_tiles()):
        sheet.blit(tile, ((number % COLUMNS) * TILE, (number // COLUMNS) * TILE))
    pygame.image.save(sheet, str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()

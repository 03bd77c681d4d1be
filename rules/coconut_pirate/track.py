"""The treasure track, read from a Tiled map in ``assets/maps/``.

A map has a tile layer with the island art (the table draws it) and an object layer named
``track`` holding the squares: each object has an integer property ``index`` (0 = the start, the
highest = the treasure), and the two ends are named ``start`` and ``treasure``. The rules only need
the number of squares; the table also needs their positions, given here in map pixels (centres).

Maps are data: a longer or shorter race is a new ``.tmx`` file plus its name in :data:`MAP_NAMES`.
pytmx is used with its default loader, which reads the map without loading any image.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rules.core import RuleError

MAPS_DIR = Path(__file__).resolve().parents[2] / "assets" / "maps"
MAP_NAMES = ("island", "long-island")
"""The maps the setup screen offers; the first is the default."""
TRACK_LAYER = "track"
ART_LAYER = "island"


class TrackError(RuleError):
    """A treasure map that cannot be used: missing, or its track layer is not a clean sequence."""


@dataclass(frozen=True)
class Square:
    """One square of the track; ``x``, ``y`` are its centre in map pixels."""

    index: int
    name: str
    x: float
    y: float


@dataclass(frozen=True)
class Track:
    """A treasure map as the game and the table use it."""

    name: str
    title: str
    path: Path
    squares: tuple[Square, ...]
    width: int
    """Map size in pixels."""
    height: int
    tile_width: int
    tile_height: int

    @property
    def finish(self) -> int:
        """The treasure's square number: the first pirate to stand on it wins."""
        return len(self.squares) - 1


def map_path(name: str) -> Path:
    return MAPS_DIR / f"{name}.tmx"


@lru_cache(maxsize=None)
def load_track(name: str) -> Track:
    """Read a map by name once; later calls share the same frozen :class:`Track`."""
    if name not in MAP_NAMES:
        raise TrackError(f"There is no treasure map called {name!r}; choose one of {', '.join(MAP_NAMES)}.")
    path = map_path(name)
    if not path.is_file():
        raise TrackError(f"The treasure map {path.name} is missing from {path.parent}.")
    import pytmx  # only here: reading a map is the one thing the rules need it for

    tiled = pytmx.TiledMap(str(path))
    try:
        layer = tiled.get_layer_by_name(TRACK_LAYER)
    except ValueError as missing:
        raise TrackError(f"{path.name} has no object layer named {TRACK_LAYER!r}.") from missing
    squares = _ordered_squares(path.name, list(layer))
    return Track(name=name, title=str(tiled.properties.get("title", name)), path=path,
                 squares=squares, width=tiled.width * tiled.tilewidth,
                 height=tiled.height * tiled.tileheight, tile_width=tiled.tilewidth,
                 tile_height=tiled.tileheight)


def _ordered_squares(file_name: str, objects: list) -> tuple[Square, ...]:
    """The objects sorted by ``index``, checked to run 0, 1, 2... from start to treasure."""
    squares = []
    for obj in objects:
        index = obj.properties.get("index")
        if not isinstance(index, int):
            raise TrackError(f"{file_name}: track object {obj.name!r} has no integer 'index' property.")
        squares.append(Square(index, obj.name or f"square {index}",
                              obj.x + obj.width / 2, obj.y + obj.height / 2))
    squares.sort(key=lambda square: square.index)
    if [s.index for s in squares] != list(range(len(squares))) or len(squares) < 2:
        raise TrackError(f"{file_name}: the track squares must be numbered 0, 1, 2... without gaps.")
    if squares[0].name != "start" or squares[-1].name != "treasure":
        raise TrackError(f"{file_name}: the track must begin with 'start' and end with 'treasure'.")
    return tuple(squares)

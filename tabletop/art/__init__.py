"""Procedural artwork: everything is drawn in code and cached as surfaces; no image is fetched.

Every drawn surface and font goes through :func:`art_cache`, which keeps one least-recently-used
list for all of them under a budget in bytes. Counting entries alone did not bound memory: a card
drawn at a dozen sizes (hover, layouts, rules pictures, the window's scale) is a dozen surfaces, and a
random-input soak of the table grew by hundreds of MB before every cache had filled.
"""
from __future__ import annotations

import sys
from collections import OrderedDict
from functools import wraps
from typing import Any, Callable, TypeVar

import pygame

Drawn = TypeVar("Drawn", bound=Callable[..., Any])

ART_BUDGET_BYTES = 32 * 2**20
"""All cached art together; past it the least recently used pieces are drawn again when next asked.
A Kokonotsu table asks for 10.5 MB of art a frame (8 MB of it the felt), and for 20 MB over the turns
of four humans at the screen."""
FONT_COST_BYTES = 256 * 2**10
"""What an open font is counted as (its glyph caches live inside SDL_ttf, out of our sight)."""

_entries: OrderedDict[tuple[Any, ...], tuple[Any, int]] = OrderedDict()
"""(function, arguments) -> (what it drew, its cost), least recently used first."""
_counts: dict[Callable[..., Any], int] = {}
_bytes_held = 0


def art_cache(maxsize: int = 256) -> Callable[[Drawn], Drawn]:
    """Cache what ``function`` draws: at most ``maxsize`` of its results, within the shared budget."""
    def wrap(function: Drawn) -> Drawn:
        @wraps(function)
        def cached(*args: Any, **kwargs: Any) -> Any:
            key = (function, args, tuple(sorted(kwargs.items())) if kwargs else ())
            entry = _entries.get(key)
            if entry is not None:
                _entries.move_to_end(key)
                return entry[0]
            drawn = function(*args, **kwargs)
            _keep(key, function, drawn, maxsize)
            return drawn
        return cached  # type: ignore[return-value]
    return wrap


def clear_art_caches() -> None:
    """Forget all art: surfaces and fonts die with pygame, so a new pygame session starts empty; and a
    closed table's art is not kept for the menus (it is drawn again, once, if the table comes back)."""
    global _bytes_held
    _entries.clear()
    _counts.clear()
    _bytes_held = 0


def art_cache_bytes() -> int:
    """What the cached art costs now, for the soak and the benchmarks."""
    return _bytes_held


def _keep(key: tuple[Any, ...], function: Callable[..., Any], drawn: Any, maxsize: int) -> None:
    global _bytes_held
    cost = _cost(drawn)
    _entries[key] = (drawn, cost)
    _bytes_held += cost
    _counts[function] = _counts.get(function, 0) + 1
    if _counts[function] > maxsize:
        _forget(next(k for k in _entries if k[0] is function))
    while _bytes_held > ART_BUDGET_BYTES and len(_entries) > 1:
        _forget(next(iter(_entries)))


def _forget(key: tuple[Any, ...]) -> None:
    global _bytes_held
    _, cost = _entries.pop(key)
    _bytes_held -= cost
    _counts[key[0]] -= 1


def _cost(drawn: Any) -> int:
    if isinstance(drawn, pygame.Surface):
        return drawn.get_width() * drawn.get_height() * drawn.get_bytesize()
    if isinstance(drawn, pygame.font.Font):
        return FONT_COST_BYTES
    if isinstance(drawn, (tuple, list)):
        return sum(_cost(part) for part in drawn) + sys.getsizeof(drawn)
    if isinstance(drawn, dict):
        return sum(_cost(part) for part in drawn.values()) + sys.getsizeof(drawn)
    return sys.getsizeof(drawn)

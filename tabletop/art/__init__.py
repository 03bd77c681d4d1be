"""Procedural artwork: everything is drawn in code and cached as surfaces; no image is fetched."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, TypeVar

Drawn = TypeVar("Drawn", bound=Callable[..., Any])
_CACHES: list[Any] = []


def art_cache(maxsize: int = 256) -> Callable[[Drawn], Drawn]:
    """lru_cache for drawn surfaces and fonts, emptied when pygame shuts down (they die with it)."""
    def wrap(function: Drawn) -> Drawn:
        cached = lru_cache(maxsize=maxsize)(function)
        _CACHES.append(cached)
        return cached  # type: ignore[return-value]
    return wrap


def clear_art_caches() -> None:
    for cached in _CACHES:
        cached.cache_clear()

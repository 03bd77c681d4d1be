"""Giving freed memory back to the system, so a long evening of play keeps a flat footprint.

pygame surfaces and SDL_ttf text renders are C allocations. With glibc (Linux) two defaults keep
freed ones in the process: the mmap threshold rises to the size of each big block freed (up to
32 MB), so later surfaces come from the heap; and free heap pages in the middle of the heap are
never returned. `make soak-ui` measured both: a Koi-Koi table after a minute of random input held
150 MB, of which 75 MB were free pages that `malloc_trim` hands back in under 20 ms.
Elsewhere (macOS, Windows, musl) the system allocators return memory on their own: nothing to do.
"""
from __future__ import annotations

import ctypes
import sys
from typing import Any

M_MMAP_THRESHOLD = -3
"""glibc's mallopt() parameter number for the size above which blocks are mapped on their own."""
MMAP_THRESHOLD_BYTES = 128 * 2**10
"""glibc's own starting value, kept fixed instead of rising."""


class FreedMemory:
    def __init__(self) -> None:
        self._libc = _glibc()
        if self._libc is not None:
            self._libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)

    def give_back(self) -> None:
        """Return free heap pages to the system: a few ms when much was freed, well under 1 ms if not."""
        if self._libc is not None:
            self._libc.malloc_trim(0)


def _glibc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None

"""Giving freed memory back to the system, so a long evening of play keeps a flat footprint.

pygame surfaces and SDL_ttf text renders are C allocations. With glibc (Linux) two defaults keep
freed ones in the process: the mmap threshold rises to the size of each big block freed (up to
32 MB), so later surfaces come from the heap; and free heap pages in the middle of the heap are
never returned. `make soak-ui` measured both: a Koi-Koi table after a minute of random input held
150 MB, of which 75 MB were free pages that `malloc_trim` hands back in under 20 ms.
Elsewhere (macOS, Windows, musl) the system allocators return memory on their own: nothing to do.

pygame_gui also keeps more than it draws: see `drop_widget_text_layers`.
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


def drop_widget_text_layers() -> None:
    """Make pygame_gui keep one surface per widget state instead of three.

    Beside each finished state (normal, hovered, selected...) pygame_gui keeps that state without its
    text and the text alone, so that a text field can redraw the text it is editing without redrawing
    the rest. Only text fields (shapes with ``editable_text``) ever use the two copies; for every button
    they were two thirds of its memory: the widgets of the setup and settings screens took 23 and 24 MB,
    now under 9 each. Safe to call again. This reaches into pygame_gui 0.6's drawing: a version without
    that step is left as it is (tests/test_memory.py then fails, so the loss is seen, not a crash).
    """
    try:
        from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
    except ImportError:
        return
    finalise_text = getattr(DrawableShape, "finalise_text", None)
    if finalise_text is None or getattr(finalise_text, "drops_text_layers", False):
        return

    def finalise_text_keeping_one_layer(shape: Any, state_id: str, *args: Any, **kwargs: Any) -> None:
        finalise_text(shape, state_id, *args, **kwargs)
        state = getattr(shape, "states", {}).get(state_id)
        if state is not None and not getattr(shape, "editable_text", True):
            state.pre_text_surface = state.text_surface = None

    finalise_text_keeping_one_layer.drops_text_layers = True  # type: ignore[attr-defined]
    DrawableShape.finalise_text = finalise_text_keeping_one_layer  # type: ignore[method-assign]

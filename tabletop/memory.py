"""Giving freed memory back to the system, so a long evening of play keeps a flat footprint.

pygame surfaces and SDL_ttf text renders are C allocations. With glibc (Linux) two defaults keep
freed ones in the process: the mmap threshold rises to the size of each big block freed (up to
32 MB), so later surfaces come from the heap; and free heap pages in the middle of the heap are
never returned. `make soak-ui` measured both: a Koi-Koi table after a minute of random input held
150 MB, of which 75 MB were free pages that `malloc_trim` hands back in under 20 ms.
Elsewhere (macOS, Windows, musl) the system allocators return memory on their own: nothing to do.

pygame_gui also holds more than it draws: see `lighten_pygame_gui`.
"""
from __future__ import annotations

import ctypes
import sys
from importlib import resources
from pathlib import Path
from typing import Any

M_MMAP_THRESHOLD = -3
"""glibc's mallopt() parameter number for the size above which blocks are mapped on their own."""
MMAP_THRESHOLD_BYTES = 128 * 2**10
"""glibc's own starting value, kept fixed instead of rising."""
SHAPE_ATLASES = 1
"""How many 4 MB sheets pygame_gui may fill with widget shapes to reuse (its own limit is 3)."""


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


def lighten_pygame_gui() -> None:
    """pygame_gui's own ways of holding fonts and widget drawings made most of what a screen added to
    the soak's peak; each change below says what it saved. Called before the UI manager is made, as
    the manager loads the theme's fonts."""
    drop_widget_text_layers()
    open_widget_fonts_from_files()
    drop_shape_drafts_after_each_state()
    keep_one_shape_atlas()


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


def open_widget_fonts_from_files() -> None:
    """Make pygame_gui open its bundled fonts from their files instead of a copy of each file per size.

    pygame_gui reads a font named by package (every font of assets/theme.json, and the name fields'
    Korean, Chinese and Georgian ones) whole into memory for each size and style it loads: 12 Noto Sans
    sizes and the name field's Japanese font took 16 MB, a Korean or Chinese name field 6 to 9 MB more.
    Opened from the file, FreeType reads only the glyphs it draws. A font that is not a plain file on
    disk (a zipped package) is still read as pygame_gui does. Safe to call again; like
    `drop_widget_text_layers`, a pygame_gui without this step is left as it is (tests/test_memory.py
    then fails).
    """
    try:
        from pygame_gui.core.package_resource import PackageResource
        from pygame_gui.core.utility import FontResource
    except ImportError:
        return
    load = getattr(FontResource, "load", None)
    if load is None or getattr(load, "opens_files", False):
        return

    def load_from_file(font: Any) -> Any:
        if isinstance(font.location, PackageResource):
            file = resources.files(font.location.package) / font.location.resource
            if isinstance(file, Path) and file.is_file():
                font.location = str(file)
        return load(font)

    load_from_file.opens_files = True  # type: ignore[attr-defined]
    FontResource.load = load_from_file  # type: ignore[method-assign]


def drop_shape_drafts_after_each_state() -> None:
    """Make pygame_gui forget a rounded widget's drafts once each of its states is drawn, not after all.

    pygame_gui draws a rounded widget four times larger each way and scales it down (smooth corners),
    and keeps two such drafts (16 times the widget's pixels each) until the last of its states is drawn,
    one state a frame. So a screen's first frames held every widget's drafts at once: 12.5 MB for Setup,
    the largest part of what opening a screen added to the peak. Redrawing the drafts for each state
    costs a little when a screen opens, nothing at the table. Safe to call again.
    """
    try:
        from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
    except ImportError:
        return
    redraw_state = getattr(RoundedRectangleShape, "redraw_state", None)
    if redraw_state is None or getattr(redraw_state, "drops_drafts", False):
        return

    def redraw_state_dropping_drafts(shape: Any, *args: Any, **kwargs: Any) -> None:
        redraw_state(shape, *args, **kwargs)
        shape.clean_up_temp_shapes()

    redraw_state_dropping_drafts.drops_drafts = True  # type: ignore[attr-defined]
    RoundedRectangleShape.redraw_state = redraw_state_dropping_drafts  # type: ignore[method-assign]


def keep_one_shape_atlas() -> None:
    """Let pygame_gui keep widget shapes for reuse on one 4 MB sheet, not up to three.

    pygame_gui copies each small widget shape it draws onto sheets, to reuse for a widget of the same
    size and colours; a new sheet is 4 MB at once. A soak's screens filled a second and a third
    sheet by its second half, where its peaks were. When the sheet is full, shapes used once and no
    longer shown make room (pygame_gui's own rule at its limit); a shape not kept is drawn again when
    a screen opens, never while one is shown. Safe to call again.
    """
    try:
        from pygame_gui.core.surface_cache import SurfaceCache
    except ImportError:
        return
    expand = getattr(SurfaceCache, "_expand_lt_cache", None)
    if expand is None or getattr(expand, "keeps_one_sheet", False):
        return

    def expand_up_to_our_limit(cache: Any) -> None:
        if len(cache.cache_surfaces) >= SHAPE_ATLASES:
            cache.low_on_space = True
        else:
            expand(cache)

    expand_up_to_our_limit.keeps_one_sheet = True  # type: ignore[attr-defined]
    SurfaceCache._expand_lt_cache = expand_up_to_our_limit  # type: ignore[method-assign]

"""Headless by default: the suite never opens a real window or touches a sound card."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_SANDBOX = Path(os.environ.setdefault("COCONUT_TEST_HOME", f"/tmp/coconut-table-tests-{os.getpid()}"))
os.environ["XDG_CONFIG_HOME"] = str(_SANDBOX / "config")
os.environ["XDG_DATA_HOME"] = str(_SANDBOX / "data")
"""Tests never read or write the player's real settings and saves."""


@pytest.fixture
def font_module_only() -> Iterator[None]:
    """For art tests: drawing needs only the font module; pygame is left as found, nothing cached past it."""
    import pygame

    from tabletop.art import clear_art_caches

    was_up = pygame.font.get_init()
    if not was_up:
        pygame.font.init()
    yield
    if not was_up:
        clear_art_caches()
        pygame.font.quit()

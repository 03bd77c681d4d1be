"""Driving the real app headless: start it, post real pygame events, step frames."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.cli import parse
from tabletop.settings import Settings


def make_app(save_dir: Path, *extra: str, settings: Settings | None = None, welcomed: bool = True) -> App:
    """Bots answer at once and moves show instantly, unless a test brings its own settings. The
    first-run welcome counts as seen, so the menu opens as the menu; welcomed=False asks for it."""
    plan = parse(["--frames", "1000000", "--save-dir", str(save_dir), "--windowed", *extra])
    chosen = settings or Settings(bot_delay_ms=0, speed="instant")
    chosen.welcomed = chosen.welcomed or welcomed
    return App(plan, chosen)


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.tick()


def window_pos(app: App, logical: tuple[float, float]) -> tuple[int, int]:
    return app.viewport.to_window(logical)


def click(app: App, logical: tuple[float, float], settle: int = 3) -> None:
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, settle)


def drag(app: App, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
    a, b = window_pos(app, start), window_pos(app, end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    frames(app, 1)
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    frames(app, 2)


def key(app: App, keycode: int, mod: int = 0, settle: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, mod=mod, unicode="", scancode=0))
    frames(app, settle)


def button_center(app: App, text: str) -> tuple[int, int]:
    """The logical centre of the visible pygame_gui button with this text."""
    for element in app.ui.get_root_container().elements:
        if getattr(element, "text", None) == text and element.visible:
            return element.rect.center
    raise AssertionError(f"no visible button {text!r}")


def start_tiny_from_menu(app: App):  # type: ignore[no-untyped-def]
    """The test-only High Card Duel, started from the menu by clicks (the test registers the game)."""
    from tabletop.scenes.menu import MainMenu
    from tabletop.scenes.table import TableScene

    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "New game"))
    click(app, button_center(app, "High Card Duel"))
    click(app, button_center(app, "Start"))
    frames(app, 3)
    assert isinstance(app.top, TableScene)
    return app.top


def record_draw_text(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, pygame.Rect]]:
    """The texts ``module`` draws through its ``draw_text`` from now on, in order, with where each
    stands; still drawn."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.draw_text

    def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    return drawn

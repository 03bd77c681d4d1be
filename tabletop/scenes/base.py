"""Scenes: one screen each, stacked. Lifecycle hooks follow Arcade's views.

``on_enter`` when pushed, ``on_exit`` when removed, ``on_cover``/``on_uncover`` when another scene
is pushed over it or popped off it. Overlays (pause, curtain, dialogs) let the scene below draw first.
pygame_gui elements a scene makes are listed in ``self.elements`` and follow the lifecycle.
"""
from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from tabletop.app import App


class Scene:
    is_overlay = False
    """True: the scenes below stay visible (dimmed by the overlay's own drawing)."""
    rebuilt_when_uncovered = False
    """True: while another scene covers this one, its widgets are freed (not just hidden) and built again
    on its return. For scenes whose widgets hold nothing (typed text, a choice) that ``build`` does not
    show again from what the scene or the app keeps."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.elements: list[Any] = []
        self.cover_picture: pygame.Surface | None = None
        """While an overlay (a dialog) covers this scene, the screen as it stood, widgets and all (App
        keeps it): the widgets are hidden then, and a dialog over half-drawn rows read broken."""

    def on_enter(self) -> None:
        self.build()

    def on_exit(self) -> None:
        self.clear_elements()

    def on_cover(self) -> None:
        if self.rebuilt_when_uncovered:
            self.clear_elements()
            gc.collect()  # the widgets' surfaces go now: a push collects nothing (see App.apply_pending)
            return
        for element in self.elements:
            element.hide()

    def on_uncover(self) -> None:
        if self.rebuilt_when_uncovered:
            self.build()
            return
        for element in self.elements:
            element.show()

    def build(self) -> None:
        """Make this scene's widgets; called on enter and whenever the layout must be redone."""

    def rebuild(self) -> None:
        self.clear_elements()
        gc.collect()  # killed pygame_gui elements are cycles; their surfaces go now, not at the next full pass
        self.build()

    def clear_elements(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements.clear()

    def handle(self, event: pygame.event.Event) -> None:
        """Every event not consumed by pygame_gui; mouse positions are already in logical pixels."""

    def on_gui(self, event: pygame.event.Event) -> None:
        """pygame_gui's own events (button pressed, selection made) for this scene's elements."""

    def update(self, dt_ms: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def wants_fine_input(self) -> bool:
        """True while a hotkey race may happen: the loop then drains input every few ms."""
        return False

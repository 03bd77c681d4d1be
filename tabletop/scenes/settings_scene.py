"""Settings: sound, screen, curtains, race timing, bot speed, how fast moves are shown, undo and each
seat's keys. Saved on leaving."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from tabletop.art.text import draw_text
from tabletop.scenes.base import Scene
from tabletop.scenes.common import KeyFocus, draw_backdrop
from tabletop.settings import SETTING_LABELS, SPEEDS, TIE_WINDOW_RANGE_MS, UNDO_CHOICES

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.session import Session

SLIDERS = {
    "volume": (0, 100, lambda s: int(s.volume * 100)),
    "tie_window_ms": (*TIE_WINDOW_RANGE_MS, lambda s: s.tie_window_ms),
    "claim_seconds": (3, 15, lambda s: s.claim_seconds),
    "quick_play_seconds": (1, 10, lambda s: s.quick_play_seconds),
    "pick_seconds": (2, 15, lambda s: s.pick_seconds),
    "response_seconds": (1, 10, lambda s: s.response_seconds),
    "bot_delay_ms": (0, 2000, lambda s: s.bot_delay_ms),
}
"""Range and current value of each slider; its label is the setting's SETTING_LABELS."""
TOGGLES = ("muted", "fullscreen", "open_hands", "recall_seen")
SLIDER_TOP, SLIDER_STEP = 270, 64
TOGGLE_TOP, TOGGLE_STEP = 716, 70
KEYS_HINT = "Tab or arrows: move  ·  Left/Right: change a slider  ·  Enter: press  ·  Esc: done"
"""Under Done: the longer time limits a slower keyboard player needs are reached with keys too."""
HINT_INK = (200, 215, 200)
MILLISECOND_SLIDERS = ("tie_window_ms", "bot_delay_ms")
"""Sliders stored in milliseconds (the file keeps them so) but shown in seconds."""


def slider_words(name: str, value: int) -> str:
    """A slider's value as players think of it: timings in seconds ("0.05 s", not "50"), volume as is."""
    if name in MILLISECOND_SLIDERS:
        return f"{value / 1000:g} s"
    return f"{value} s" if name.endswith("_seconds") else str(value)


class SettingsScene(Scene):
    rebuilt_when_uncovered = True
    """Every widget shows a setting kept in ``app.settings``: nothing is lost by building them again
    after the seat keys screen, and their 9 MB are not held under it."""

    def __init__(self, app: "App", table: "Session | None" = None) -> None:
        super().__init__(app)
        self.table = table
        """The game paused under these settings (None from the main menu): opening its hands is asked first."""
        self.sliders: dict[str, Any] = {}
        self.toggles: dict[str, Any] = {}
        self.keys = KeyFocus(self)

    def build(self) -> None:
        settings = self.app.settings
        for row, (name, (low, high, read)) in enumerate(SLIDERS.items()):
            slider = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(760, SLIDER_TOP + row * SLIDER_STEP, 560, 56),
                                                            read(settings), (low, high), self.app.ui)
            self.sliders[name] = slider
        for row, name in enumerate(TOGGLES):
            place = pygame.Rect(760, TOGGLE_TOP + row * TOGGLE_STEP, 560, 62) if row < 3 else \
                pygame.Rect(1400, 470 + (row - 3) * 90, 420, 66)  # the right column, under the move speed
            button = pygame_gui.elements.UIButton(place,
                                                  self._toggle_text(name), self.app.ui)
            self.toggles[name] = button
        self.keys_button = pygame_gui.elements.UIButton(pygame.Rect(1400, 290, 420, 66),
                                                        f"{SETTING_LABELS['key_maps']}…", self.app.ui)
        self.speed_button = pygame_gui.elements.UIButton(pygame.Rect(1400, 380, 420, 66), self._speed_text(),
                                                         self.app.ui)
        self.undo_button = pygame_gui.elements.UIButton(pygame.Rect(1400, 560, 420, 66), self._undo_text(),
                                                        self.app.ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(760, 950, 560, 72), "Done", self.app.ui)
        self.elements += [*self.sliders.values(), *self.toggles.values(), self.keys_button, self.speed_button,
                          self.undo_button, self.back_button]
        left_toggles = [self.toggles[name] for name in TOGGLES[:3]]
        self.keys.build([*self.sliders.values(), *left_toggles, self.keys_button, self.speed_button,
                         *(self.toggles[name] for name in TOGGLES[3:]), self.undo_button, self.back_button])

    def _speed_text(self) -> str:
        return f"{SETTING_LABELS['speed']}: {self.app.settings.speed}"

    def _undo_text(self) -> str:
        choice = self.app.settings.undo
        return f"{SETTING_LABELS['undo']}: {'on vs bots' if choice == 'auto' else choice}"

    def _toggle_text(self, name: str) -> str:
        return f"{SETTING_LABELS[name]}: {'on' if getattr(self.app.settings, name) else 'off'}"

    def on_gui(self, event: pygame.event.Event) -> None:
        self.keys.on_gui(event)
        settings = self.app.settings
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for name, slider in self.sliders.items():
                if event.ui_element is slider:
                    value = int(slider.get_current_value())
                    setattr(settings, name, value / 100 if name == "volume" else value)
            self.app.sounds.volume = settings.volume
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.leave()
            elif event.ui_element is self.speed_button:
                names = list(SPEEDS)
                settings.speed = names[(names.index(settings.speed) + 1) % len(names)]
                self.speed_button.set_text(self._speed_text())
            elif event.ui_element is self.undo_button:
                settings.undo = UNDO_CHOICES[(UNDO_CHOICES.index(settings.undo) + 1) % len(UNDO_CHOICES)]
                self.undo_button.set_text(self._undo_text())
            elif event.ui_element is self.keys_button:
                from tabletop.scenes.keys_scene import KeysScene
                self.app.push(KeysScene(self.app))
            for name, button in self.toggles.items():
                if event.ui_element is button:
                    if name == "fullscreen":
                        self.app.toggle_fullscreen()
                    elif name == "open_hands" and not settings.open_hands and self.hands_are_private():
                        self.ask_to_open_hands()
                    else:
                        setattr(settings, name, not getattr(settings, name))
                    button.set_text(self._toggle_text(name))
                    self.app.sounds.volume = settings.volume

    def hands_are_private(self) -> bool:
        """The paused game keeps hands behind a curtain: it has hidden cards and several humans."""
        from tabletop.tables import adapter_for

        return self.table is not None and adapter_for(self.table.record.game).has_secrets \
            and len(self.table.human_seats()) > 1

    def ask_to_open_hands(self) -> None:
        """Everyone at the screen would see every hand at once: the one who pressed must mean it."""
        from tabletop.scenes.dialogs import ConfirmDialog

        def open_hands() -> None:
            self.app.pop()
            self.app.settings.open_hands = True

        self.app.push(ConfirmDialog(self.app, "Show every hand?",
                                    "Everyone at the screen will see every hand, and no curtain comes down "
                                    "between turns.", ("Show them", open_hands), "Keep hidden"))

    def handle(self, event: pygame.event.Event) -> None:
        if self.keys.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    def update(self, dt_ms: float) -> None:
        self.keys.update()

    def leave(self) -> None:
        try:
            self.app.settings.save()
        except OSError as problem:
            self.app.toast(f"Settings could not be saved: {problem.strerror}", 5)
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Settings", "Saved for next time when you press Done")
        draw_text(surface, KEYS_HINT, 24, HINT_INK, center=(960, 1052))
        for row, name in enumerate(SLIDERS):
            label, slider = SETTING_LABELS[name], self.sliders.get(name)
            value = int(slider.get_current_value()) if slider else 0
            draw_text(surface, f"{label}: {slider_words(name, value)}", 30, (245, 240, 225),
                      midright=(730, SLIDER_TOP + 28 + row * SLIDER_STEP))

"""Player settings, kept as JSON in the user's config folder. A broken file falls back to defaults."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from saves import APP_NAME, write_atomically
from tabletop.input.race import TIE_WINDOW_MS, TIE_WINDOW_RANGE_MS

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""How long moves take to show, as a factor on every animation and pause (instant: none at all)."""
UNDO_CHOICES = ("auto", "on", "off")
"""Whether Ctrl+Z takes back a move: "auto" offers it to one human against bots only."""
NAME_LENGTH = 16
"""The longest name a seat's name field takes."""
WINDOW_SIZE_RANGE = ((320, 200), (7680, 4320))
"""The smallest window the app can lay out and the largest screen it expects; a remembered size is
kept inside these, so a hand-edited or corrupted file cannot open a window of 0 or a million pixels."""


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    """The window size the player last left the app with, opened again at the next start."""
    volume: float = 0.7
    muted: bool = False
    open_hands: bool = False
    tie_window_ms: int = TIE_WINDOW_MS
    claim_seconds: int = 6
    quick_play_seconds: int = 3
    """How long a CitronCoco quick-play window stays open after a discard when a human could claim."""
    response_seconds: int = 3
    """How long a Cheeky Monkeys response window runs for a Quick action while a human is in the game."""
    pick_seconds: int = 5
    """How long a CitronCoco claimant has to pick their card(s) before it counts as a missplay."""
    recall_seen: bool = True
    """CitronCoco: hovering a card you have seen shows its face again (off: a true memory game)."""
    bot_delay_ms: int = 700
    speed: str = "normal"
    """A key of SPEEDS: how fast moves are shown on the table."""
    undo: str = "auto"
    """One of UNDO_CHOICES: with several humans a take-back needs the group's consent, so it is off."""
    key_maps: dict[str, Any] = field(default_factory=dict)
    """The per-seat key bindings as tabletop.input.keymaps writes them; empty means the defaults."""
    welcomed: bool = False
    """The first-run welcome was dismissed: it opens before the main menu only until then."""
    player_name: str = ""
    """The name last typed for the first human seat of a new game: quick starts and the next new game
    seat the player by it. Empty until then (a neutral name is used)."""

    @classmethod
    def load(cls, path: Path | None = None) -> tuple["Settings", str | None]:
        """The saved settings and, if the file was unusable, a message saying defaults are used."""
        path = path or settings_path()
        if not path.exists():
            return cls(), None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except (OSError, ValueError) as error:
            return cls(), f"Settings file {path.name} could not be read ({error}); using defaults."
        known = {f.name: f for f in fields(cls)}
        defaults = cls()
        values = {}
        for name, value in data.items():
            if name in known and type(value) is type(getattr(defaults, name)):
                values[name] = value
        settings = cls(**values)
        settings.tie_window_ms = max(TIE_WINDOW_RANGE_MS[0], min(TIE_WINDOW_RANGE_MS[1], settings.tie_window_ms))
        settings.volume = max(0.0, min(1.0, settings.volume))
        (low_width, low_height), (high_width, high_height) = WINDOW_SIZE_RANGE
        settings.window_width = max(low_width, min(high_width, settings.window_width))
        settings.window_height = max(low_height, min(high_height, settings.window_height))
        if settings.speed not in SPEEDS:
            settings.speed = defaults.speed
        if settings.undo not in UNDO_CHOICES:
            settings.undo = defaults.undo
        settings.player_name = clean_name(settings.player_name)
        return settings, None

    def save(self, path: Path | None = None) -> None:
        write_atomically(path or settings_path(), json.dumps(asdict(self), indent=1))

    @property
    def pace(self) -> float:
        """The factor on animation and pause lengths for the chosen speed."""
        return SPEEDS.get(self.speed, 1.0)


def clean_name(text: str) -> str:
    """A remembered name as a name field would have taken it: printable, trimmed, at most
    NAME_LENGTH characters; anything else in a hand-edited file leaves the name unset."""
    name = text.strip()
    return name if name.isprintable() and len(name) <= NAME_LENGTH else ""


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / "settings.json"

"""Player settings, kept as JSON in the user's config folder. A broken file falls back to defaults."""
from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
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
NUMBER_RANGES: dict[str, tuple[float, float]] = {
    "window_width": (WINDOW_SIZE_RANGE[0][0], WINDOW_SIZE_RANGE[1][0]),
    "window_height": (WINDOW_SIZE_RANGE[0][1], WINDOW_SIZE_RANGE[1][1]),
    "volume": (0.0, 1.0),
    "tie_window_ms": TIE_WINDOW_RANGE_MS,
    "claim_seconds": (3, 15),
    "quick_play_seconds": (1, 10),
    "response_seconds": (1, 10),
    "pick_seconds": (2, 15),
    "bot_delay_ms": (0, 2000),
}
"""The values each number may take, as the Settings screen's sliders offer them: a number out of range
in the file is read as the nearest of these (a response window of 100000 s would show as a bar that
never moves)."""
BAD_PREFIX = "settings.bad-"
"""An unreadable settings file is kept as settings.bad-<date>-<time>.json beside the new one."""
MAX_NAMED_RESETS = 6
"""A message names this many reset settings at most, so it fits a toast's two lines."""
SETTING_LABELS = {
    "volume": "Volume",
    "tie_window_ms": "Shouts this close count as a tie",
    "claim_seconds": "Coconut Pirate: time to name series",
    "quick_play_seconds": "CitronCoco: quick-play window",
    "pick_seconds": "CitronCoco: time to pick cards",
    "response_seconds": "Cheeky Monkeys: answer window",
    "bot_delay_ms": "Bot thinking pause",
    "muted": "Sound muted",
    "fullscreen": "Fullscreen (F11)",
    "open_hands": "Open hands (no curtains)",
    "recall_seen": "Recall seen cards",
    "speed": "Move speed",
    "undo": "Undo",
    "key_maps": "Seat keys",
    "window_width": "Window size",
    "window_height": "Window size",
    "player_name": "Your name",
    "welcomed": "Welcome screen seen",
}
"""Every setting in the player's words: the Settings screen labels its sliders, switches and buttons
with them, and a message about a reset setting names it so, never as the file spells it. A timing that
belongs to one game says which: a new player could not tell a "tie window" from a "quick-play window".
The last four are set elsewhere (the window by resizing it, the name on the New game screen, the
welcome by closing it). No timing names a unit: players think in seconds, so the screen shows each
value in seconds after the label, whatever unit the file keeps it in."""


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
        """The saved settings and, if any of the file was unusable, one message saying what was reset.

        A file that cannot be read at all is kept under a dated name beside it (nothing is lost in
        silence); a value of the wrong kind goes back to its default and a number out of range to the
        nearest one the Settings screen offers. Unknown keys are ignored."""
        path = path or settings_path()
        if not path.exists():
            return cls(), None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            return cls(), _unreadable(path, f"could not be opened ({error.strerror or error})")
        except UnicodeDecodeError:
            return cls(), _unreadable(path, "is not text")
        except json.JSONDecodeError as error:
            return cls(), _unreadable(path, f"is not valid JSON (line {error.lineno})")
        except (ValueError, RecursionError):
            return cls(), _unreadable(path, "holds a value too long or too deeply nested to read")
        if not isinstance(data, dict):
            return cls(), _unreadable(path, "holds no settings object")
        settings = cls()
        reset: list[str] = []
        for spec in fields(cls):
            if spec.name not in data:
                continue
            value = _usable(spec.name, data[spec.name], getattr(settings, spec.name))
            if value is not None:
                setattr(settings, spec.name, value)
            if value is None or value != data[spec.name]:
                reset.append(spec.name)
        if not reset:
            return settings, None
        named = [f"“{label}”" for label in dict.fromkeys(setting_name(key) for key in reset)]
        shown = named if len(named) <= MAX_NAMED_RESETS else [
            *named[:MAX_NAMED_RESETS - 1], f"{len(named) - MAX_NAMED_RESETS + 1} more"]
        return settings, (f"Some settings in {path.name} were unusable or out of range and were reset: "
                          f"{', '.join(shown)}.")

    def save(self, path: Path | None = None) -> None:
        """Numbers are written inside their ranges, so a window dragged smaller than the app lays out is
        not told as a fault in the file at the next start: anything out of range there was edited in."""
        data = asdict(self)
        for name, (low, high) in NUMBER_RANGES.items():
            data[name] = max(low, min(high, data[name]))
        write_atomically(path or settings_path(), json.dumps(data, indent=1))

    @property
    def pace(self) -> float:
        """The factor on animation and pause lengths for the chosen speed."""
        return SPEEDS.get(self.speed, 1.0)


def setting_name(name: str) -> str:
    """A setting as the player knows it, less the unit or key in brackets ("Volume", "Coconut Pirate:
    time to name series")."""
    return SETTING_LABELS.get(name, name).split(" (")[0]


def _usable(name: str, value: object, default: object) -> object | None:
    """``value`` as the setting ``name`` may hold it (a number clamped into its range), or None if it
    is of the wrong kind: a bool is no number, nor is NaN or infinity, and a count of seconds or
    pixels is a whole number."""
    if isinstance(default, (bool, str, dict)):
        if type(value) is not type(default):
            return None
        if name == "speed":
            return value if value in SPEEDS else None
        if name == "undo":
            return value if value in UNDO_CHOICES else None
        if name == "player_name":
            name_typed = str(value)
            return clean_name(name_typed) if clean_name(name_typed) or not name_typed.strip() else None
        return value
    kinds = (int, float) if isinstance(default, float) else (int,)
    if isinstance(value, bool) or not isinstance(value, kinds):
        return None
    if isinstance(value, float) and not math.isfinite(value):  # an int too big for a float is clamped below
        return None
    low, high = NUMBER_RANGES[name]
    number = max(low, min(high, value))
    return float(number) if isinstance(default, float) else round(number)


def _unreadable(path: Path, problem: str) -> str:
    """Move an unreadable settings file aside under a dated name, and say so: the defaults are used and
    the next save would otherwise replace the player's file in silence."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{BAD_PREFIX}{stamp}.json")
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{BAD_PREFIX}{stamp}-{number}.json")
    told = f"Your settings file {path.name} {problem}, so every setting is back to its default."
    try:
        os.rename(path, aside)
    except OSError as failure:
        return (f"{told} It could not be kept aside ({failure.strerror or failure}), so leaving Settings "
                f"will replace it: {path}.")
    return f"{told} The old file was kept as {aside}."


def clean_name(text: str) -> str:
    """A remembered name as a name field would have taken it: printable, trimmed, at most
    NAME_LENGTH characters; anything else in a hand-edited file leaves the name unset."""
    name = text.strip()
    return name if name.isprintable() and len(name) <= NAME_LENGTH else ""


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / "settings.json"

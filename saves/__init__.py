"""Saved games: versioned JSON written atomically, replayed and checked on load.

A save holds how the game was set up and every action in text form, plus a snapshot of the final
state. Loading replays the log from the seed and compares the result with the snapshot, so a file
that was edited, truncated or made by other rules is caught and reported, never half-loaded.
Nothing is ever unpickled or evaluated.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from types import ModuleType
from typing import Any

import platformdirs

import rules
from rules.bots import LEVELS
from rules.core import RuleError, State

SAVE_FORMAT = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024
APP_NAME = "coconut-table"
SUFFIX = ".json"
AUTOSAVE_PREFIX = "autosave-"
_UNSAFE_NAME_CHARS = re.compile(r"[^\w\- ]+", re.UNICODE)


class SaveError(Exception):
    """A save that cannot be used; the message names the file and says what is wrong."""


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: a human with a name, or a bot with a level."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: Any) -> "SeatSpec":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        kind = data.get("kind")
        if kind == "human":
            return cls(data["name"][:40], "human")
        if kind == "bot" and data.get("level") in LEVELS:
            return cls(data["name"][:40], "bot", data["level"])
        raise ValueError(f"a seat is 'human' or 'bot' with a level in {', '.join(LEVELS)}")


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: its setup and the action log in text form."""

    game: str
    options: dict[str, Any]
    seats: list[SeatSpec]
    seed: int
    actions: list[str] = field(default_factory=list)

    @property
    def module(self) -> ModuleType:
        return rules.GAMES[self.game]

    def new_state(self) -> State:
        return self.module.new_game(self.options, len(self.seats), self.seed)

    def replay(self) -> State:
        """The state after every logged action; raises SaveError naming the first bad action."""
        game = self.module
        state = self.new_state()
        for number, text in enumerate(self.actions, start=1):
            try:
                game.apply(state, game.action_from_text(state, text))
            except RuleError as refusal:
                raise SaveError(f"move {number} ({text!r}) cannot be replayed: {refusal}") from None
        return state


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen."""

    path: Path
    name: str
    game: str
    players: str
    saved_at: str
    moves: int
    is_autosave: bool


def default_save_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / "saves"


def sanitise_name(name: str) -> str:
    """A user's save name as a safe file stem: no separators, no dots, nothing hidden."""
    cleaned = _UNSAFE_NAME_CHARS.sub("", name.replace("/", " ").replace("\\", " ")).strip(" -_")
    cleaned = re.sub(r"\s+", " ", cleaned)[:60]
    if not cleaned:
        raise SaveError(f"{name!r} is not a usable save name: use letters, digits, spaces or '-'.")
    return cleaned


def record_to_json(record: GameRecord, state: State, saved_at: datetime | None = None) -> dict[str, Any]:
    module = record.module
    return {
        "format": SAVE_FORMAT,
        "game": record.game,
        "rules_version": module.INFO.rules_version,
        "options": record.options,
        "seats": [seat.to_json() for seat in record.seats],
        "seed": record.seed,
        "actions": list(record.actions),
        "snapshot": module.to_json(state),
        "saved_at": (saved_at or datetime.now(timezone.utc)).isoformat(timespec="seconds"),
    }


def write_atomically(path: Path, text: str) -> None:
    """Temp file in the same folder, flushed and fsynced, then renamed over: never a torn save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=".tmp-", suffix=SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def read_save(path: Path) -> tuple[GameRecord, State]:
    """Load, validate and replay one save file. Any problem is a SaveError naming the file."""
    try:
        return _read_save(path)
    except SaveError as problem:
        raise SaveError(f"{path.name}: {problem}") from None


class SaveStore:
    """The saves folder: named saves, one autosave per game in progress, list, load, delete."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder else default_save_dir()

    def path_for(self, name: str) -> Path:
        return self.folder / f"{sanitise_name(name)}{SUFFIX}"

    def save(self, name: str, record: GameRecord, state: State) -> Path:
        path = self.path_for(name)
        write_atomically(path, json.dumps(record_to_json(record, state), indent=1))
        return path

    def autosave_path(self, session_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{sanitise_name(session_id)}{SUFFIX}"

    def autosave(self, record: GameRecord, state: State, session_id: str) -> Path:
        path = self.autosave_path(session_id)
        write_atomically(path, json.dumps(record_to_json(record, state), separators=(",", ":")))
        return path

    def load(self, path_or_name: str | Path) -> tuple[GameRecord, State]:
        path = Path(path_or_name)
        if not path.is_absolute() and path.parent == Path("."):
            path = self.path_for(path.stem if path.suffix == SUFFIX else str(path))
        return read_save(path)

    def drop_autosave(self, session_id: str) -> None:
        """A finished game has nothing to continue."""
        self.autosave_path(session_id).unlink(missing_ok=True)

    def delete(self, path: Path) -> None:
        path = Path(path)
        if path.parent.resolve() != self.folder.resolve() or path.suffix != SUFFIX:
            raise SaveError(f"{path.name}: only saves in {self.folder} can be deleted here.")
        path.unlink(missing_ok=True)

    def list(self) -> list[SaveInfo]:
        """Every readable save, newest first; unreadable ones are listed with the reason as players."""
        found = []
        for path in sorted(self.folder.glob(f"*{SUFFIX}")):
            if path.name.startswith(".tmp-"):
                continue
            found.append(_summarise(path))
        return sorted(found, key=lambda info: info.saved_at, reverse=True)

    def latest_autosave(self) -> Path | None:
        autosaves = [info for info in self.list() if info.is_autosave and info.game]
        return autosaves[0].path if autosaves else None


def _read_save(path: Path) -> tuple[GameRecord, State]:
    try:
        size = path.stat().st_size
    except OSError as missing:
        raise SaveError(f"cannot be read ({missing.strerror}).") from None
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"is {size // 1024} KiB; saves are at most {MAX_SAVE_BYTES // 1024} KiB.")
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError("is not text: it is damaged or not a Coconut Table save.") from None
    except json.JSONDecodeError as broken:
        raise SaveError(f"is not valid JSON (line {broken.lineno}, column {broken.colno}): "
                        "it is damaged or truncated.") from None
    record = _record_from_json(data)
    state = record.replay()
    if record.module.to_json(state) != data["snapshot"]:
        raise SaveError("its moves do not lead to the position it records: the file was altered.")
    return record, state


def _record_from_json(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise SaveError("is not a Coconut Table save (no fields).")
    missing = [key for key in ("format", "game", "rules_version", "options", "seats", "seed",
                               "actions", "snapshot") if key not in data]
    if missing:
        raise SaveError(f"is missing {', '.join(missing)}: it is damaged or not a save.")
    if data["format"] != SAVE_FORMAT:
        raise SaveError(f"has save format {data['format']!r}; this version reads format {SAVE_FORMAT}.")
    game = data["game"]
    if game not in rules.GAMES:
        raise SaveError(f"is a save of {game!r}, which is not a game here "
                        f"({', '.join(rules.GAMES) or 'none installed'}).")
    module = rules.GAMES[game]
    if data["rules_version"] != module.INFO.rules_version:
        raise SaveError(f"was made with {module.INFO.name} rules version {data['rules_version']!r}; "
                        f"this version plays rules version {module.INFO.rules_version}.")
    if not isinstance(data["options"], dict) or not isinstance(data["seed"], int) \
            or not isinstance(data["actions"], list) or not all(isinstance(a, str) for a in data["actions"]) \
            or not isinstance(data["seats"], list) or not isinstance(data["snapshot"], dict):
        raise SaveError("has fields of the wrong kind: it is damaged.")
    try:
        seats = [SeatSpec.from_json(seat) for seat in data["seats"]]
    except ValueError as bad_seat:
        raise SaveError(f"has a bad seat: {bad_seat}.") from None
    record = GameRecord(game, data["options"], seats, data["seed"], list(data["actions"]))
    try:
        record.new_state()
    except RuleError as bad_setup:
        raise SaveError(f"cannot set up the game: {bad_setup}") from None
    return record


def _summarise(path: Path) -> SaveInfo:
    autosave = path.name.startswith(AUTOSAVE_PREFIX)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise ValueError("too large")
        data = json.loads(path.read_text(encoding="utf-8"))
        module = rules.GAMES[data["game"]]
        players = ", ".join(f"{s['name']}" + (f" (bot {s['level']})" if s["kind"] == "bot" else "")
                            for s in data["seats"])
        return SaveInfo(path, path.stem, module.INFO.name, players, str(data.get("saved_at", "")),
                        len(data["actions"]), autosave)
    except (OSError, ValueError, KeyError, TypeError):
        return SaveInfo(path, path.stem, "", "damaged file", "", 0, autosave)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; not every platform can open a folder."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)

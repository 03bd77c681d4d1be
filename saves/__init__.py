"""Saved games: versioned JSON written atomically, replayed and checked on load.

A save holds how the game was set up and every action in text form, plus a snapshot of the final
state. Loading replays the log from the seed and compares the result with the snapshot, so a file
that was edited, truncated or made by other rules is caught and reported, never half-loaded.
Nothing is ever unpickled or evaluated.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import reprlib
import stat
import tempfile
import time
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

import platformdirs

import rules
from rules.bots import LEVELS
from rules.core import GameInfo, RuleError, State, check_seats, merge_options

SAVE_FORMAT = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_JSON_DEPTH = 32
"""Real saves nest at most 6 levels; the JSON parser recurses once per level."""
MAX_NUMBER_DIGITS = 30
"""Far above any seed, score or count a game keeps; Python refuses to read past 4,300 digits anyway."""
MAX_SEED = 2**63 - 1
MAX_ACTION_CHARS = 200
GAME_ID = re.compile(r"[0-9a-z-]{1,64}")
"""A game's identity as saves hold it: what the statistics count a game by, so it counts once."""
STALE_TEMP_SECONDS = 60
"""A write takes milliseconds; a temp file older than this was left by a write that was cut off."""
APP_NAME = "coconut-table"
SUFFIX = ".json"
AUTOSAVE_PREFIX = "autosave-"
TEMP_PREFIX = ".tmp-"
_UNSAFE_NAME_CHARS = re.compile(r"[^\w\- ]+", re.UNICODE)
_DEVICE_NAMES = re.compile(r"(con|prn|aux|nul|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3])", re.IGNORECASE)
"""Names Windows keeps for devices, with or without an extension; saves are meant to travel."""
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_INNERMOST_PAIR = re.compile(rb"\[\]|\{\}")
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40


class SaveError(Exception):
    """A save that cannot be used or written; the message names the file and says what is wrong.

    ``reason`` is the same without the file's name, worded to follow "the file" ("is cut short or
    damaged"), for screens that name the save in their own words."""

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason if reason is not None else message


class SaveExists(SaveError):
    """Saving under this name would replace another save: ask first, then save with replace=True."""


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
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    """The same in every save of one game, new for every game started: a finished game loaded
    again and played to the end once more is still one game in the statistics."""

    @property
    def module(self) -> ModuleType:
        return rules.GAMES[self.game]

    def new_state(self) -> State:
        return self.module.new_game(self.options, len(self.seats), self.seed)

    def replay(self) -> State:
        """The state after every logged action; raises SaveError naming the first bad action. The
        rules' refusal is in the message, for a maintainer; the reason a player reads only says
        which move, since the rules word it for programmers ("expected '<seat> <verb> [args...]'")."""
        game = self.module
        state = self.new_state()
        for number, text in enumerate(self.actions, start=1):
            try:
                game.apply(state, game.action_from_text(state, text))
            except RuleError as refusal:
                raise SaveError(f"has a move that cannot be replayed, move {number} ({_clip(text, 60)!r}): "
                                f"{_clip(str(refusal))}",
                                f"has a move that cannot be replayed, move {number} of {len(self.actions)}, "
                                "so it was changed by hand or is damaged.") from None
        return state


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen."""

    path: Path
    name: str
    game: str
    players: str
    saved_at: str
    """When the game was saved; for a damaged file, when the file was last written."""
    moves: int
    is_autosave: bool
    problem: str = ""
    """Why the file cannot be loaded, to follow "the file"; empty for a good save."""
    exact: str = ""
    """The same as the terminal gets it, where it says more than ``problem`` (the rules' own words)."""

    @property
    def damaged(self) -> bool:
        return bool(self.problem)

    @property
    def when(self) -> str:
        """The save's time as a player reads it: "2026-11-26 22:01"."""
        return self.saved_at.replace("T", " ")[:16]


def default_save_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / "saves"


def sanitise_name(name: str) -> str:
    """A user's save name as a safe file stem: no separators, no dots, nothing hidden, no device."""
    cleaned = _UNSAFE_NAME_CHARS.sub("", name.replace("/", " ").replace("\\", " ")).strip(" -_")
    cleaned = re.sub(r"\s+", " ", cleaned)[:60]
    if not name.strip():
        raise SaveError("The save name is empty: type a name first.")
    if not cleaned:
        raise SaveError(f"{name!r} is not a usable save name: use letters, digits, spaces or '-'.")
    if _DEVICE_NAMES.fullmatch(cleaned) or _DEVICE_NAMES.fullmatch(name.split(".")[0].strip()):
        raise SaveError(f"{name!r} is a name Windows keeps for a device, and saves must open anywhere: "
                        "choose another name.")
    return cleaned


def ensure_folder(folder: Path) -> None:
    """Make the saves folder if it is missing and prove a file can be written there, or say why not."""
    if folder.exists() and not folder.is_dir():
        raise SaveError(f"{folder} is not a folder.")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=SUFFIX, dir=folder)
        os.close(handle)
        os.unlink(probe)
    except OSError as problem:
        raise SaveError(f"{folder} cannot hold saves ({_reason(problem)}).") from None


def record_to_json(record: GameRecord, state: State, saved_at: datetime | None = None) -> dict[str, Any]:
    module = record.module
    return {
        "format": SAVE_FORMAT,
        "game": record.game,
        "rules_version": module.INFO.rules_version,
        "options": record.options,
        "seats": [seat.to_json() for seat in record.seats],
        "seed": record.seed,
        "game_id": record.game_id,
        "actions": list(record.actions),
        "snapshot": module.to_json(state),
        "saved_at": (saved_at or datetime.now(timezone.utc)).isoformat(timespec="seconds"),
    }


def write_atomically(path: Path, text: str) -> None:
    """Temp file in the same folder, flushed and fsynced, then renamed over: never a torn save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=SUFFIX, dir=path.parent)
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
        raise SaveError(f"{path.name}: {problem}", problem.reason) from None


def autosave_key(record: GameRecord) -> str:
    """Which autosave a game writes: one per game, by its game id, so loading a save of it again
    writes on the same autosave instead of starting another. The game's id comes first so that the
    file of a damaged autosave still says which game it held."""
    return f"{record.game}-{record.game_id}"


class SaveStore:
    """The saves folder: named saves, one autosave per game in progress, list, load, delete.

    Writing and deleting turn every OSError (a read-only folder, a full disk) into a SaveError that
    says so, so the app can tell the player and play on."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder else default_save_dir()
        self.problem_listeners: list[Callable[[str], None]] = []
        """Told in a sentence when a write nobody waits for (an autosave) fails or works again."""
        self.failed_loads: dict[Path, tuple[tuple[int, int], SaveError]] = {}
        """Files that failed to load (their moves do not replay, mostly), by the version of the file
        that failed (see _version) with the refusal. The list reads each file only, as replaying every
        save would make it slow; with this it shows a file as damaged once loading it has failed, until
        the file is written again."""
        remove_stale_temp_files(self.folder)

    def path_for(self, name: str) -> Path:
        """Where a save the player names goes; autosave names are the app's own."""
        stem = sanitise_name(name)
        if stem.lower().startswith(AUTOSAVE_PREFIX):
            raise SaveError(f"Names starting with “{AUTOSAVE_PREFIX}” are kept for autosaves: pick another.")
        return self.folder / f"{stem}{SUFFIX}"

    def save(self, name: str, record: GameRecord, state: State, replace: bool = False) -> Path:
        """Save under a name; another save already there is replaced only when asked (SaveExists)."""
        path = self.path_for(name)
        if not replace and os.path.lexists(path):
            raise SaveExists(f"There is already a save called “{_clip(path.stem, 30)}”.")
        _write_or_explain(path, json.dumps(record_to_json(record, state), indent=1))
        return path

    def autosave_path(self, session_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{sanitise_name(session_id)}{SUFFIX}"

    def autosave(self, record: GameRecord, state: State, session_id: str) -> Path:
        path = self.autosave_path(session_id)
        _write_or_explain(path, json.dumps(record_to_json(record, state), separators=(",", ":")))
        return path

    def load(self, path_or_name: str | Path) -> tuple[GameRecord, State]:
        path = Path(path_or_name)
        if not path.is_absolute() and path.parent == Path("."):
            path = self.folder / f"{sanitise_name(path.stem if path.suffix == SUFFIX else str(path))}{SUFFIX}"
        version = _version(path)
        try:
            loaded = read_save(path)
        except SaveError as problem:
            if version is not None:
                self.failed_loads[path] = (version, problem)
            raise
        self.failed_loads.pop(path, None)
        return loaded

    def as_loaded(self, info: SaveInfo) -> SaveInfo:
        """The list's line for a file, marked damaged when this version of it failed to load."""
        failed = self.failed_loads.get(info.path)
        if info.damaged or failed is None or failed[0] != _version(info.path):
            return info
        return replace(info, problem=failed[1].reason)

    def drop_autosave(self, session_id: str) -> None:
        """A finished game has nothing to continue."""
        try:
            self.autosave_path(session_id).unlink(missing_ok=True)
        except OSError as problem:
            raise SaveError(f"Could not remove the finished game's autosave: {_reason(problem)}.") from None

    def delete(self, path: Path) -> None:
        path = Path(path)
        if path.parent.resolve() != self.folder.resolve() or path.suffix != SUFFIX:
            raise SaveError(f"{path.name}: only saves in {self.folder} can be deleted here.")
        try:
            path.unlink(missing_ok=True)
        except OSError as problem:
            raise SaveError(f"Could not delete {path.name}: {_reason(problem)}.") from None

    def list(self) -> list[SaveInfo]:
        """Every save, newest first; one that cannot be read, or that failed to load as it is now, is
        listed as a damaged file."""
        found = []
        for path in sorted(self.folder.glob(f"*{SUFFIX}")):
            if path.name.startswith(TEMP_PREFIX):
                continue
            found.append(self.as_loaded(_summarise(path)))
        return sorted(found, key=lambda info: info.saved_at, reverse=True)

    def latest_autosave(self) -> Path | None:
        """The newest autosave that can be read: what Continue opens."""
        newest, _ = self.continue_choice()
        return newest.path if newest else None

    def has_autosave(self) -> bool:
        """Whether Continue has anything to open or to speak of, without reading a file: the menu
        asks at every build."""
        return next(self.folder.glob(f"{AUTOSAVE_PREFIX}*{SUFFIX}"), None) is not None

    def refusal(self, info: SaveInfo) -> str:
        """The exact refusal of a file the list or a load found damaged, for the terminal: the players
        read the plain words in ``info.problem``."""
        failed = self.failed_loads.get(info.path)
        return str(failed[1]) if failed is not None else f"{info.path.name}: {info.exact or info.problem}"

    def continue_choice(self) -> tuple[SaveInfo | None, list[SaveInfo]]:
        """The newest autosave that loads, and the damaged autosaves newer than it (newest first):
        Continue must say that it passes over those, never open an older game in silence.

        The list only reads each file; the moves of a file that reads well are replayed here, one
        autosave after another until one loads, as an edited file fails only then."""
        passed_over: list[SaveInfo] = []
        for info in self.list():
            if not info.is_autosave:
                continue
            if not info.damaged:
                try:
                    self.load(info.path)
                except SaveError as problem:
                    info = replace(info, problem=problem.reason)
                else:
                    return info, passed_over
            passed_over.append(info)
        return None, passed_over

    def autosave_ahead_of(self, record: GameRecord) -> SaveInfo | None:
        """The game's autosave when it holds moves this record lacks (played on from it, or another
        way) or cannot be read: a save of the game loaded and played on writes that autosave, so the
        player is asked first. None when there is none or the record holds all its moves."""
        path = self.autosave_path(autosave_key(record))
        if not path.exists():
            return None
        try:
            autosave, _ = self.load(path)
        except SaveError:
            return self.as_loaded(_summarise(path))
        if autosave.actions == record.actions[:len(autosave.actions)]:
            return None
        return _summarise(path)

    def report(self, sentence: str) -> None:
        for listener in list(self.problem_listeners):
            listener(sentence)


def remove_stale_temp_files(folder: Path) -> None:
    """A write cut off by a crash or a kill leaves its temp file behind; clear those out."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for path in folder.glob(f"{TEMP_PREFIX}*{SUFFIX}"):
        try:
            if path.lstat().st_mtime < cutoff:
                path.unlink()
        except OSError:
            continue  # gone already, or not ours to remove: it stays out of the list either way


def _read_save(path: Path) -> tuple[GameRecord, State]:
    data = _parse(_read_bytes(path))
    record = _record_from_json(data)
    state = record.replay()
    if record.module.to_json(state) != data["snapshot"]:
        raise SaveError("was altered: its moves do not lead to the position it records.")
    return record, state


def _read_bytes(path: Path) -> bytes:
    """A regular file's bytes, at most MAX_SAVE_BYTES. A folder, pipe or device is never opened, and
    the open cannot block should the file be swapped for a pipe after the check."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("is not a file (a folder, a pipe or a device?).")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(f"is {info.st_size // 1024} KiB; saves are at most {MAX_SAVE_BYTES // 1024} KiB.")
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(handle, "rb") as file:
            raw = file.read(MAX_SAVE_BYTES + 1)
    except OSError as problem:
        raise SaveError(f"cannot be read ({_reason(problem)}).") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"grew past {MAX_SAVE_BYTES // 1024} KiB while being read.")
    return raw


def _parse(raw: bytes) -> Any:
    """JSON text to data, refusing nesting deep enough to exhaust the parser's recursion and numbers
    too long to read (those become _LongNumber, which every field check refuses by name)."""
    if _nested_deeper_than(raw, MAX_JSON_DEPTH):
        raise SaveError(f"nests lists or objects more than {MAX_JSON_DEPTH} deep: it is not a save.")
    try:
        return json.loads(raw.decode("utf-8"), parse_int=_read_int)
    except UnicodeDecodeError:
        raise SaveError("is not a Coconut Table save (it is not text).") from None
    except json.JSONDecodeError:
        raise SaveError("is cut short or damaged.") from None
    except RecursionError:
        raise SaveError("nests lists or objects too deeply: it is not a save.") from None


def _nested_deeper_than(raw: bytes, limit: int) -> bool:
    """Count nesting without recursing: cut out the strings, keep the brackets, then peel off the
    innermost pairs one level per pass. Brackets that do not pair stop the peeling; the parser then
    reports them as broken JSON."""
    brackets = _JSON_STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    for _ in range(limit):
        peeled = _INNERMOST_PAIR.sub(b"", brackets)
        if peeled == brackets:
            return False
        brackets = peeled
    return _INNERMOST_PAIR.search(brackets) is not None


@dataclass(frozen=True)
class _LongNumber:
    """A number in a save with more digits than any real field holds; kept only to be refused."""

    digits: int

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _read_int(text: str) -> int | _LongNumber:
    return int(text) if len(text) <= MAX_NUMBER_DIGITS else _LongNumber(len(text))


def _bad_field(name: str, wanted: str, value: Any) -> SaveError:
    return SaveError(f"has a bad {name!r} field: it should be {wanted}, not {_SHORT.repr(value)}.")


def _record_from_json(data: Any) -> GameRecord:
    """Check every field's kind and range before anything uses it; set the game up to check the rest."""
    if not isinstance(data, dict):
        raise SaveError("is not a Coconut Table save.")
    if any(key not in data for key in ("format", "game", "rules_version", "options", "seats", "seed", "actions",
                                        "snapshot")):
        raise SaveError("is not a Coconut Table save, or parts of it are missing.")
    if type(data["format"]) is not int:
        raise _bad_field("format", "a whole number", data["format"])
    if data["format"] != SAVE_FORMAT:
        raise SaveError(f"has save format {data['format']}; this version reads format {SAVE_FORMAT}.")
    game = data["game"]
    if not isinstance(game, str):
        raise _bad_field("game", "a game's name", game)
    if game not in rules.GAMES:
        raise SaveError(f"is a save of a game called {_SHORT.repr(game)}, which Coconut Table does not have "
                        f"(it has {_games_named()}).")
    module = rules.GAMES[game]
    if data["rules_version"] != module.INFO.rules_version:
        raise SaveError(f"was made with {module.INFO.name} rules version {_SHORT.repr(data['rules_version'])}; "
                        f"this version plays rules version {module.INFO.rules_version}.")
    options, seats, seed, actions = data["options"], data["seats"], data["seed"], data["actions"]
    if not isinstance(options, dict):
        raise _bad_field("options", "an object of option names and values", options)
    if not isinstance(seats, list):
        raise _bad_field("seats", "a list of seats", seats)
    if type(seed) is not int or not -MAX_SEED <= seed <= MAX_SEED:
        raise _bad_field("seed", f"a whole number of at most {len(str(MAX_SEED))} digits", seed)
    if not isinstance(actions, list):
        raise _bad_field("actions", "a list of moves", actions)
    for number, action in enumerate(actions, start=1):
        if not isinstance(action, str) or len(action) > MAX_ACTION_CHARS:
            raise _bad_field("actions", f"moves in words of at most {MAX_ACTION_CHARS} characters "
                             f"(move {number})", action)
    if not isinstance(data["snapshot"], dict):
        raise _bad_field("snapshot", "an object", data["snapshot"])
    try:
        seat_specs = [SeatSpec.from_json(seat) for seat in seats]
    except ValueError as bad_seat:
        raise SaveError(f"has a bad 'seats' field: {bad_seat}.",
                        f"has a seat that is neither a player with a name nor a bot of level "
                        f"{_either(tuple(LEVELS))}.") from None
    record = GameRecord(game, options, seat_specs, seed, list(actions))
    record.game_id = _game_id(data, record)
    info = module.INFO
    _rule_check("options", lambda: merge_options(info, options), lambda: _options_in_words(info, options))
    _rule_check("seats", lambda: check_seats(info, len(seat_specs)), lambda: _seats_in_words(info, len(seat_specs)))
    _rule_check("options", record.new_state, lambda: _options_in_words(info, options))
    return record


def _game_id(data: dict[str, Any], record: GameRecord) -> str:
    """The save's game id; a save from before game ids gets one made from its setup, the same at
    every load."""
    if "game_id" not in data:
        seats = [seat.to_json() for seat in record.seats]
        setup = json.dumps([record.game, record.options, seats, record.seed], sort_keys=True, default=repr)
        return "setup-" + hashlib.sha256(setup.encode("utf-8")).hexdigest()[:32]
    game_id = data["game_id"]
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise _bad_field("game_id", "up to 64 lowercase letters, digits or '-'", game_id)
    return game_id


def _games_named() -> str:
    """The installed games by the names players know them by: "Koi-Koi, Kokonotsu and Cheeky Monkeys"."""
    names = [module.INFO.name for module in rules.GAMES.values()]
    if len(names) < 2:
        return names[0] if names else "no games installed"
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _rule_check(field_name: str, check: Callable[[], object], in_words: Callable[[], str]) -> None:
    """Run one of the rules' own checks; its refusal becomes a SaveError about that field. The rules
    word it for programmers ("Option 'map' should be a str, not 3"): that goes to the terminal, and
    players read ``in_words``."""
    try:
        check()
    except RuleError as refusal:
        raise SaveError(f"has a bad {field_name!r} field: {_clip(str(refusal))}", in_words()) from None


def refused_option(info: GameInfo, options: dict[str, Any]) -> str | None:
    """The first option that the rules' merge_options refuses on its own (an unknown name, or a value it
    may not take), for a refusal that says which one in players' words; None when each is fine alone.
    Kept here, not in rules.core: `make bench` runs the baseline commit's rules under today's saves."""
    for name, value in options.items():
        try:
            merge_options(info, {name: value})
        except RuleError:
            return name
    return None


def _options_in_words(info: GameInfo, options: dict[str, Any]) -> str:
    """What is wrong with a save's options, in players' words: the first option the rules refuse,
    looked for in their order, else (a deal or a mix of switches refused when the game is set up)
    that the game cannot be set up with them."""
    name = refused_option(info, options)
    if name is None:
        return f"has options that {info.name} cannot set a game up with."
    if name not in info.options:
        return f"has an option Coconut Table does not know: {_SHORT.repr(name)}."
    return (f"asks for the {name.replace('_', ' ')} {_shown(options[name])}, which is not one of "
            f"{info.name}'s choices for it.")


def _seats_in_words(info: GameInfo, seats: int) -> str:
    """A save with a number of players its game is not played by, in players' words."""
    span = (f"{info.min_players}" if info.min_players == info.max_players
            else f"{info.min_players} to {info.max_players}")
    players = "no players" if seats == 0 else "1 player" if seats == 1 else f"{seats} players"
    return f"has {players}; {info.name} is played by {span}."


def _shown(value: Any) -> str:
    """A value from a file as its writer typed it: text quoted, true/false and null as JSON spells them."""
    if isinstance(value, (str, _LongNumber)):
        return _SHORT.repr(value)
    return _clip(json.dumps(value, default=repr), 40)


def _either(words: tuple[str, ...]) -> str:
    """ "easy, normal or hard": the choices a player may write, as a sentence names them."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _clip(text: str, limit: int = 200) -> str:
    """A message quoting a file's contents stays readable however long the contents are."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _summarise(path: Path) -> SaveInfo:
    autosave = path.name.startswith(AUTOSAVE_PREFIX)
    try:
        data = _parse(_read_bytes(path))
        record = _record_from_json(data)
    except SaveError as problem:
        return SaveInfo(path, path.stem, _game_named_by(path) if autosave else "", "damaged file",
                        _written_at(path), 0, autosave, problem.reason, str(problem))
    players = ", ".join(seat.name + (f" (bot {seat.level})" if seat.is_bot else "") for seat in record.seats)
    saved_at = data.get("saved_at")
    return SaveInfo(path, path.stem, record.module.INFO.name, players,
                    saved_at if isinstance(saved_at, str) else "", len(record.actions), autosave)


def _version(path: Path) -> tuple[int, int] | None:
    """When a file was last written and its size: a file written again, by the app or by hand, is
    another version, whatever an earlier one of it held. None when it cannot be read."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def _game_named_by(autosave: Path) -> str:
    """The game an autosave held, from its file name ("autosave-kokonotsu-…"), for a file too damaged
    to say so itself; empty when the name does not start with a game's id."""
    key = autosave.stem[len(AUTOSAVE_PREFIX):]
    game = max((game for game in rules.GAMES if key.startswith(f"{game}-")), key=len, default=None)
    return rules.GAMES[game].INFO.name if game else ""


def _written_at(path: Path) -> str:
    """When a file was last written, in a save's own time format, to order and name a damaged file."""
    try:
        return datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc).isoformat(timespec="seconds")
    except OSError:
        return ""


def _write_or_explain(path: Path, text: str) -> None:
    try:
        write_atomically(path, text)
    except OSError as problem:
        raise SaveError(f"Could not save: {_reason(problem)}.") from None


def _reason(problem: OSError) -> str:
    """An OSError in a player's words: the system's sentence, without the errno and path."""
    return problem.strerror or str(problem)


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

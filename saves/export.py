"""A game record to share: a save as a text file a person can read, and read back exactly.

The file says how the game was set up, then one move per line in the rules' text form, each followed
by the move log's public sentence for it::

    Coconut Table game record, format 1
    Game: koikoi (Koi-Koi)
    Rules version: 3
    Options: {"months": 12}
    Seed: 8121
    Game id: 1f0c...
    Date: 2026-11-23T17:02:11+00:00
    Seat 1: human "Ann"
    Seat 2: bot normal "Coco"
    Moves: 2

    1. 0 play 1-bright  # Ann plays the Crane of January.
    2. 0 capture 1-ribbon  # ...

Reading one back trusts nothing in it: it is checked like a JSON save (size, game, options, seats,
seed, every move replayed), and a refusal names the line. The sentences are for people; reading
ignores them, since the moves alone fix the game.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Sequence

from rules.core import Action, Event, RuleError, State
from saves import (AUTOSAVE_PREFIX, SAVE_FORMAT, GameRecord, SaveError, SaveStore, _clip, _parse, _read_bytes,
                   _record_from_json, write_atomically)

EXPORT_FORMAT = 1
FIRST_LINE = f"Coconut Table game record, format {EXPORT_FORMAT}"
EXPORT_SUFFIX = ".txt"
SENTENCE_MARK = "  # "
"""Between a move and its sentence; a move's text form never holds two spaces in a row."""
_HEADER_LINE = re.compile(r"([A-Z][a-z]*(?: [a-z]+)*(?: [1-9]\d?)?): (.*)")
_SEAT_KEY = re.compile(r"Seat ([1-9]\d?)")
_SEAT_VALUE = re.compile(r"(human|bot) (?:([a-z]+) )?(\".*\")")
_WHOLE_NUMBER = re.compile(r"-?\d{1,19}")
_MOVE_LINE = re.compile(r"([1-9]\d{0,6})\. (.+)")
_HEADER_KEYS = ("Game", "Rules version", "Options", "Seed", "Game id", "Date", "Moves")

Describe = Callable[[Action, Sequence[Event]], str]
"""A move in words for people (the table passes the move log's public sentence)."""


def export_text(record: GameRecord, date: str, describe: Describe) -> str:
    """The whole record as text, replayed once to put each move's sentence beside it."""
    game = record.module
    lines = [FIRST_LINE,
             f"Game: {record.game} ({game.INFO.name})",
             f"Rules version: {game.INFO.rules_version}",
             f"Options: {json.dumps(record.options, ensure_ascii=False)}",
             f"Seed: {record.seed}",
             f"Game id: {record.game_id}",
             f"Date: {date}"]
    for number, seat in enumerate(record.seats, start=1):
        kind = f"bot {seat.level}" if seat.is_bot else "human"
        lines.append(f"Seat {number}: {kind} {json.dumps(seat.name, ensure_ascii=False)}")
    lines += [f"Moves: {len(record.actions)}", ""]
    state = record.new_state()
    for number, text in enumerate(record.actions, start=1):
        action = game.action_from_text(state, text)
        events = game.apply(state, action)
        sentence = describe(action, events)
        if not sentence.strip(" ."):  # the table's log leaves out passes, which a record still shows
            sentence = f"{record.seats[action.seat].name} {'passes' if action.kind == 'pass' else 'moves'}."
        lines.append(f"{number}. {text}{SENTENCE_MARK}{sentence}")
    return "\n".join(lines) + "\n"


def export_path(save_path: Path) -> Path:
    """Where a save's record goes: beside it, under the same name."""
    return save_path.with_suffix(EXPORT_SUFFIX)


FOLDER_SHOWN = 60
"""Most characters of a folder a message shows: its end is kept, which names it (".../coconut-table/saves")."""


def exported_words(path: Path) -> str:
    """What to tell after an export: the file and its folder, since a player must find it to share it.
    The home folder reads "~", and a long folder keeps its end."""
    folder = str(path.parent)
    try:
        folder = str(Path("~") / path.parent.relative_to(Path.home()))
    except ValueError:
        pass  # a folder outside the home folder is shown whole
    if len(folder) > FOLDER_SHOWN:
        folder = "…" + folder[-(FOLDER_SHOWN - 1):]
    return f"Exported as “{path.name}” in {folder}."


def write_export(path: Path, record: GameRecord, date: str, describe: Describe) -> Path:
    """Write the record (replacing this save's earlier export); a disk problem becomes a SaveError."""
    try:
        write_atomically(path, export_text(record, date, describe))
    except OSError as problem:
        raise SaveError(f"Could not export: {problem.strerror or problem}.") from None
    return path


def read_export(path: Path) -> tuple[GameRecord, State]:
    """Read, check and replay a game record; any problem is a SaveError naming the file and line."""
    try:
        raw = _read_bytes(path)
        try:
            text = raw.decode("utf-8-sig")  # a record opened and saved in Notepad starts with a BOM
        except UnicodeDecodeError:
            raise SaveError("is not text: it is damaged or not a game record.") from None
        return _read_record(text.splitlines())
    except SaveError as problem:
        raise SaveError(f"{path.name}: {problem}", problem.reason) from None


def import_export(store: SaveStore, path: Path, replace: bool = False) -> Path:
    """Make a save from a game record, named after its file. An existing save of that name is
    replaced only when asked (the store raises SaveExists first)."""
    record, state = read_export(path)
    name = path.stem[len(AUTOSAVE_PREFIX):] if path.stem.lower().startswith(AUTOSAVE_PREFIX) else path.stem
    return store.save(name, record, state, replace=replace)


def _read_record(lines: list[str]) -> tuple[GameRecord, State]:
    if not lines or lines[0].strip() != FIRST_LINE:
        if lines and lines[0].startswith(FIRST_LINE.rsplit(" ", 1)[0]):
            raise SaveError(f"line 1: {_clip(lines[0], 60)!r} is a format this version cannot read; "
                            f"it reads format {EXPORT_FORMAT}.")
        raise SaveError(f"line 1 should read {FIRST_LINE!r}: this is not a Coconut Table game record.")
    header, seats, moves_at = _read_header(lines)
    data = _save_data(header, seats)
    move_lines = [(number, line) for number, line in enumerate(lines[moves_at:], start=moves_at + 1)
                  if line.strip()]
    for expected, (number, line) in enumerate(move_lines, start=1):
        match = _MOVE_LINE.fullmatch(line.strip())
        if not match or int(match.group(1)) != expected:
            raise SaveError(f"line {number}: expected move {expected} as '{expected}. <move>', "
                            f"not {_clip(line, 60)!r}.")
        data["actions"].append(match.group(2).split(SENTENCE_MARK.rstrip(), 1)[0].strip())
    if len(move_lines) != data["moves"]:
        raise SaveError(f"the header promises {data['moves']} moves but {len(move_lines)} follow: "
                        "the file was cut short or added to.")
    del data["moves"]
    record = _record_from_json(data)
    return record, _replay(record, [number for number, _ in move_lines])


def _read_header(lines: list[str]) -> tuple[dict[str, tuple[int, str]], list[tuple[int, str]], int]:
    """The header's fields (each with its line number), the seat lines, and where the moves start."""
    header: dict[str, tuple[int, str]] = {}
    seats: list[tuple[int, str]] = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            missing = [key for key in _HEADER_KEYS if key not in header]
            if missing or not seats:
                raise SaveError(f"line {number}: the header ends without {', '.join(missing or ['a seat'])}.")
            return header, seats, number
        match = _HEADER_LINE.fullmatch(line.strip())
        if not match:
            raise SaveError(f"line {number}: expected 'Name: value', not {_clip(line, 60)!r}.")
        key, value = match.groups()
        seat = _SEAT_KEY.fullmatch(key)
        if seat:
            if int(seat.group(1)) != len(seats) + 1:
                raise SaveError(f"line {number}: expected Seat {len(seats) + 1}, not {key}.")
            seats.append((number, value))
        elif key not in _HEADER_KEYS:
            raise SaveError(f"line {number}: {_clip(key, 30)!r} is not part of a game record.")
        elif key in header:
            raise SaveError(f"line {number}: {key} is given twice.")
        else:
            header[key] = (number, value)
    raise SaveError("has no moves part: a blank line and the moves should follow the header.")


def _save_data(header: dict[str, tuple[int, str]], seats: list[tuple[int, str]]) -> dict[str, Any]:
    """The header as a JSON save's fields, so the save's own checks judge them; the snapshot is left
    empty because the replay here makes the position."""
    def whole_number(key: str) -> int:
        number, value = header[key]
        if not _WHOLE_NUMBER.fullmatch(value.strip()):
            raise SaveError(f"line {number}: {key} should be a whole number, not {_clip(value, 40)!r}.")
        return int(value)

    game_line, game_text = header["Game"]
    options_line, options_text = header["Options"]
    try:
        options = _parse(options_text.encode("utf-8"))
    except SaveError as problem:
        raise SaveError(f"line {options_line}: Options {problem}") from None
    if not game_text.split():
        raise SaveError(f"line {game_line}: Game names no game.")
    return {"format": SAVE_FORMAT, "game": game_text.split()[0], "rules_version": whole_number("Rules version"),
            "options": options, "seats": [_seat(number, value) for number, value in seats],
            "seed": whole_number("Seed"), "game_id": header["Game id"][1].strip(), "actions": [],
            "snapshot": {}, "moves": whole_number("Moves")}


def _seat(number: int, value: str) -> dict[str, Any]:
    match = _SEAT_VALUE.fullmatch(value.strip())
    if match:
        kind, level, quoted = match.groups()
        try:
            name = json.loads(quoted)
        except json.JSONDecodeError:
            name = None
        if isinstance(name, str) and (kind == "bot") == (level is not None):
            return {"name": name, "kind": kind, **({"level": level} if level else {})}
    raise SaveError(f"line {number}: a seat reads 'human \"Name\"' or 'bot <level> \"Name\"', "
                    f"not {_clip(value, 40)!r}.")


def _replay(record: GameRecord, line_numbers: list[int]) -> State:
    """The position after every move, or a refusal naming the line of the first that fails."""
    game = record.module
    state = record.new_state()
    for number, (line, text) in enumerate(zip(line_numbers, record.actions), start=1):
        try:
            game.apply(state, game.action_from_text(state, text))
        except RuleError as refusal:
            raise SaveError(f"line {line}: move {number} ({_clip(text, 60)!r}) cannot be played: "
                            f"{_clip(str(refusal))}") from None
    return state

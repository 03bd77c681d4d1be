"""Statistics: per player name and game, the games played and won, the best score and the streaks of wins.

A game is counted once, when its outcome appears, for each human seat: bots have a level, not a name
with a history. The file lives in a folder of its own inside the saves folder, so the Load screen
never lists it and no save name can land on it; it is written like the saves (a temp file renamed
over), so a crash mid-write leaves the previous file whole. A file that cannot be used is moved aside,
never deleted, the player is told, and counting starts afresh.
"""
from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from rules.core import Outcome
from saves import (GAME_ID, GameRecord, SaveError, SaveStore, _bad_field, _parse, _read_bytes, _reason,
                   remove_stale_temp_files, write_atomically)

STATS_FOLDER = "statistics"
"""A folder of its own: a file beside the saves would show in the Load list and could share a save's name."""
STATS_FILE = "stats.json"
BAD_PREFIX = "stats.bad-"
STATS_FORMAT = 1
MAX_NAME_CHARS = 40
"""The most a save keeps of a seat's name."""
MAX_COUNT = 10**9
MAX_SCORE = 10**9
MAX_GAME_KEY_CHARS = 64
MAX_COUNTED_GAMES = 5000
"""Game ids remembered so a finished game loaded and ended again is not counted twice. A game older
than the last 5000 counted could count again; that is years of play."""
HIGHER, LOWER, NO_SCORE = "higher", "lower", "none"
SCORE_ORDER: dict[str, str] = {"citroncoco": LOWER, "cheeky_monkeys": NO_SCORE}
"""Which final score is best in each game; any other game's best score is its highest.
CitronCoco scores the coconuts a team took, and the team that reaches the goal loses; Cheeky Monkeys
scores only the win (1, else 0), which the Won column already says."""
PLAYER_FIELDS = ("played", "won", "best_score", "streak", "best_streak")


def score_order(game: str) -> str:
    return SCORE_ORDER.get(game, HIGHER)


def clean_name(name: str) -> str:
    """A seat's name as the statistics key it: composed the same way however it was typed, without
    control characters (a font refuses a NUL) or unpaired surrogates (UTF-8 has none), any run of
    spaces, tabs or line breaks made one space, at most MAX_NAME_CHARS long. Case is kept: "Ana" and
    "ana" may be two people."""
    composed = unicodedata.normalize("NFC", name)
    kept = "".join(char for char in composed if char.isspace() or unicodedata.category(char) not in ("Cc", "Cs"))
    return " ".join(kept.split())[:MAX_NAME_CHARS].strip()


@dataclass
class PlayerStats:
    played: int = 0
    won: int = 0
    best_score: int | None = None
    streak: int = 0
    """Wins in a row up to the last game played; a game not won ends it."""
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add_game(self, won: bool, score: int, order: str) -> None:
        self.played += 1
        self.won += int(won)
        self.streak = self.streak + 1 if won else 0
        self.best_streak = max(self.best_streak, self.streak)
        if order != NO_SCORE:
            better = min if order == LOWER else max
            self.best_score = score if self.best_score is None else better(self.best_score, score)

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in PLAYER_FIELDS}


@dataclass
class Statistics:
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)
    """Game id to player name to that player's numbers. Games not installed here are kept as they are."""
    counted: list[str] = field(default_factory=list)
    """Ids of the games counted, oldest first, at most MAX_COUNTED_GAMES."""

    def ranking(self, game: str) -> list[tuple[str, PlayerStats]]:
        """The game's players, most wins first, then the better win rate, more games, and by name."""
        players = self.games.get(game, {})
        return sorted(players.items(), key=lambda item: (-item[1].won, -item[1].win_rate, -item[1].played,
                                                         item[0].casefold(), item[0]))

    def add(self, record: GameRecord, outcome: Outcome) -> bool:
        """Count a finished game for its named human seats; False if it has none, or was counted
        before. A name at two seats counts one game, won if either seat won, with the better score."""
        seats_of: dict[str, list[int]] = {}
        for seat, spec in enumerate(record.seats):
            name = clean_name(spec.name)
            if not spec.is_bot and name:
                seats_of.setdefault(name, []).append(seat)
        if not seats_of or record.game_id in self.counted:
            return False
        order = score_order(record.game)
        better = min if order == LOWER else max
        players = self.games.setdefault(record.game, {})
        for name, seats in seats_of.items():
            won = any(seat in outcome.winners for seat in seats)
            players.setdefault(name, PlayerStats()).add_game(won, better(outcome.scores[seat] for seat in seats), order)
        self.counted = [*self.counted, record.game_id][-MAX_COUNTED_GAMES:]
        return True

    def to_json(self) -> dict[str, Any]:
        return {"format": STATS_FORMAT,
                "games": {game: {name: stats.to_json() for name, stats in players.items()}
                          for game, players in self.games.items()},
                "counted": list(self.counted)}


class StatsStore:
    """The statistics file: read it, count a finished game, reset. Problems are told in a sentence to
    ``report`` (the app shows it as a toast) and never stop a game."""

    @classmethod
    def beside(cls, store: SaveStore) -> "StatsStore":
        return cls(store.folder / STATS_FOLDER, store.report)

    def __init__(self, folder: Path, report: Callable[[str], None] = lambda sentence: None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / STATS_FILE
        self.report = report
        self.stuck = False
        """True while a bad file could not be moved aside: nothing is written over it."""
        if self.folder.is_dir():
            remove_stale_temp_files(self.folder)

    def load(self) -> Statistics:
        """The statistics on file, or none yet. A file that cannot be used is moved aside, the player
        is told, and a fresh file takes its place."""
        self.stuck = False
        if not os.path.lexists(self.path):
            return Statistics()
        try:
            return statistics_from_json(_parse(_read_bytes(self.path)))
        except SaveError as problem:
            self._set_aside(str(problem))
            return Statistics()

    def count(self, record: GameRecord, outcome: Outcome) -> bool:
        """Add a finished game once; True if it was counted now. A write that fails is told, not raised."""
        stats = self.load()
        if self.stuck or not stats.add(record, outcome):
            return False
        try:
            self._write(stats)
        except SaveError as problem:
            self.report(str(problem))
            return False
        return True

    def reset(self) -> None:
        """Every player's numbers go; the ids of counted games stay, so none of them counts again."""
        stats = self.load()
        if self.stuck:
            raise SaveError("The statistics file is damaged and could not be moved aside, so it was not reset.")
        self._write(Statistics(counted=stats.counted))

    def _write(self, stats: Statistics) -> None:
        try:
            write_atomically(self.path, json.dumps(stats.to_json(), ensure_ascii=False, indent=1))
        except OSError as problem:
            raise SaveError(f"Could not save the statistics: {_reason(problem)}.") from None

    def _set_aside(self, problem: str) -> None:
        """Keep a bad file under a dated name beside the new one, and start afresh."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.folder / f"{BAD_PREFIX}{stamp}.json"
        number = 1
        while os.path.lexists(aside):
            number += 1
            aside = self.folder / f"{BAD_PREFIX}{stamp}-{number}.json"
        told = f"The statistics file {STATS_FILE} {problem}"
        try:
            os.rename(self.path, aside)
        except OSError as failure:
            self.stuck = True
            self.report(f"{told} It could not be moved aside ({_reason(failure)}), so no game is counted "
                        f"until it is moved or removed from {self.folder}.")
            return
        try:
            self._write(Statistics())
        except SaveError as failure:
            self.report(f"{told} It was kept as {aside.name}. {failure}")
            return
        self.report(f"{told} It was kept as {aside.name}, and the statistics start afresh.")


def statistics_from_json(data: Any) -> Statistics:
    """Check every field's kind and range; a SaveError says which one is wrong."""
    if not isinstance(data, dict) or not {"format", "games", "counted"} <= set(data):
        raise SaveError("is not a Coconut Table statistics file (it lacks format, games or counted).")
    if type(data["format"]) is not int:
        raise _bad_field("format", "a whole number", data["format"])
    if data["format"] != STATS_FORMAT:
        raise SaveError(f"has statistics format {data['format']}; this version reads format {STATS_FORMAT}.")
    games, counted = data["games"], data["counted"]
    if not isinstance(games, dict):
        raise _bad_field("games", "an object of games", games)
    if not isinstance(counted, list) or len(counted) > MAX_COUNTED_GAMES or not all(
            isinstance(game_id, str) and GAME_ID.fullmatch(game_id) for game_id in counted):
        raise _bad_field("counted", f"a list of at most {MAX_COUNTED_GAMES} game ids", counted)
    stats = Statistics(counted=list(counted))
    for game, players in games.items():
        if len(game) > MAX_GAME_KEY_CHARS or not isinstance(players, dict):
            raise _bad_field("games", "game ids, each with an object of players", {game: players})
        stats.games[game] = {_checked_name(name): _player_from_json(entry) for name, entry in players.items()}
    return stats


def _checked_name(name: str) -> str:
    if not name or clean_name(name) != name:
        raise _bad_field("games", f"player names of 1 to {MAX_NAME_CHARS} printable characters", name)
    return name


def _player_from_json(data: Any) -> PlayerStats:
    if not isinstance(data, dict) or set(data) != set(PLAYER_FIELDS):
        raise _bad_field("games", f"players with {', '.join(PLAYER_FIELDS)}", data)
    counts = [data[name] for name in PLAYER_FIELDS if name != "best_score"]
    if not all(type(count) is int and 0 <= count <= MAX_COUNT for count in counts):
        raise _bad_field("games", f"counts from 0 to {MAX_COUNT}", data)
    best = data["best_score"]
    if best is not None and not (type(best) is int and -MAX_SCORE <= best <= MAX_SCORE):
        raise _bad_field("games", "a best score that is a whole number or null", best)
    player = PlayerStats(**data)
    if not player.streak <= player.best_streak <= player.won <= player.played:
        raise _bad_field("games", "a player's streaks within their wins and their wins within their games", data)
    return player

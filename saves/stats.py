"""Statistics: per player name and game, the games played and won, the best score and the streaks of wins.

A game is counted once, when its outcome appears, for each human seat: bots have a level, not a name
with a history. The file lives in a folder of its own inside the saves folder, so the Load screen
never lists it and no save name can land on it; it is written like the saves (a temp file renamed
over), so a crash mid-write leaves the previous file whole. A file with a bad entry is moved aside as
it was, never deleted, and the player is told which game's statistics were left out; the good entries
are kept. Only a file that is not statistics at all starts the counting afresh.
"""
from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

import rules
from rules.core import Outcome
from saves import (GAME_ID, GameRecord, SaveError, SaveStore, _parse, _read_bytes, _reason, remove_stale_temp_files,
                   write_atomically)

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
        """The statistics on file, or none yet. A file with anything unusable is moved aside, the
        player is told, and what could be read of it takes its place."""
        self.stuck = False
        if not os.path.lexists(self.path):
            return Statistics()
        try:
            stats, left_out = statistics_from_json(_parse(_read_bytes(self.path)))
        except SaveError as problem:
            self._set_aside(f"The statistics file {STATS_FILE} {problem} Counting starts afresh.", Statistics())
            return Statistics()
        if left_out:
            listed = ", ".join(left_out[:-1]) + " and " + left_out[-1] if len(left_out) > 1 else left_out[0]
            self._set_aside(f"Some statistics in {STATS_FILE} could not be read and were left out: {listed}.", stats)
        return stats

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

    def _set_aside(self, told: str, kept: Statistics) -> None:
        """Keep a bad file as it was under a dated name, and write what could be read of it in its place."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.folder / f"{BAD_PREFIX}{stamp}.json"
        number = 1
        while os.path.lexists(aside):
            number += 1
            aside = self.folder / f"{BAD_PREFIX}{stamp}-{number}.json"
        try:
            os.rename(self.path, aside)
        except OSError as failure:
            self.stuck = True
            self.report(f"{told} It could not be moved aside ({_reason(failure)}), so no game is counted "
                        f"until it is moved or removed from {self.folder}.")
            return
        try:
            self._write(kept)
        except SaveError as failure:
            self.report(f"{told} The file as it was is kept as {aside.name}. {failure}")
            return
        self.report(f"{told} The file as it was is kept as {aside.name}.")


def statistics_from_json(data: Any) -> tuple[Statistics, list[str]]:
    """The statistics the file holds and, in players' words (Koi-Koi's, 2 other games'), whose statistics
    were left out: each player's entry is checked on its own, so one bad number costs that entry only. A
    SaveError says why the file as a whole cannot be used."""
    if not isinstance(data, dict) or not {"format", "games", "counted"} <= set(data):
        raise SaveError("is not a Coconut Table statistics file (it lacks format, games or counted).")
    if type(data["format"]) is not int or data["format"] != STATS_FORMAT:
        raise SaveError(f"is not in the statistics format this version reads (format {STATS_FORMAT}).")
    games, counted = data["games"], data["counted"]
    if not isinstance(games, dict):
        raise SaveError("holds no table of games, so none of its statistics could be read.")
    good_ids = [game_id for game_id in counted if isinstance(game_id, str) and GAME_ID.fullmatch(game_id)] \
        if isinstance(counted, list) else []
    stats = Statistics(counted=good_ids[-MAX_COUNTED_GAMES:])
    left_out: list[str] = []
    other_games_lost = 0
    for game, players in games.items():
        usable = len(game) <= MAX_GAME_KEY_CHARS and isinstance(players, dict)
        kept = {name: player for name, player in ((name, _player_from_json(entry)) for name, entry in players.items())
                if player is not None and name and clean_name(name) == name} if usable else {}
        if kept:
            stats.games[game] = kept
        if usable and len(kept) == len(players):
            continue
        if game in rules.GAMES:
            left_out.append(_possessive(rules.GAMES[game].INFO.name))
        else:
            other_games_lost += 1
    if other_games_lost:
        left_out.append(_possessive(f"{other_games_lost} other game{'s' if other_games_lost > 1 else ''}"))
    if not isinstance(counted, list) or len(good_ids) < len(counted) or len(good_ids) > MAX_COUNTED_GAMES:
        left_out.append("part of the list of games already counted")
    return stats, left_out


def _possessive(title: str) -> str:
    return f"{title}'" if title.endswith("s") else f"{title}'s"


def _player_from_json(data: Any) -> PlayerStats | None:
    """One player's numbers, or None unless every one is a whole number in range and they agree."""
    if not isinstance(data, dict) or set(data) != set(PLAYER_FIELDS):
        return None
    counts = [data[name] for name in PLAYER_FIELDS if name != "best_score"]
    best = data["best_score"]
    if not all(type(count) is int and 0 <= count <= MAX_COUNT for count in counts) or not (
            best is None or type(best) is int and -MAX_SCORE <= best <= MAX_SCORE):
        return None
    player = PlayerStats(**data)
    return player if player.streak <= player.best_streak <= player.won <= player.played else None

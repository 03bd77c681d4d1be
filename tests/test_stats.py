"""Statistics: what counts and when (once, at the end, humans only, never demos or abandoned loads),
the numbers (win rate, streaks, best score), the file (atomic under kill -9, bad files kept aside with
a message) and the Statistics scene (the numbers on screen, paging, a reset that asks first)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

import rules
from rules.core import Outcome
from saves import MAX_SAVE_BYTES, GameRecord, SaveStore, SeatSpec, record_to_json
from saves.stats import (MAX_NAME_CHARS, STATS_FILE, STATS_FOLDER, PlayerStats, Statistics, StatsStore,
                         clean_name, statistics_from_json)
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.stats_scene import NAME_WIDTH, PAGE_ROWS, ROW_TEXT, StatsScene, cells
from tabletop.session import Session
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, key, make_app

ROOT = Path(__file__).resolve().parent.parent
ONE_ROUND = {"rounds": 1}
"""High Card Duel in one round: each seat picks once and the game is over."""


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def duel(*seats: SeatSpec, seed: int = 3) -> GameRecord:
    return GameRecord("tiny", dict(ONE_ROUND), list(seats), seed)


def play_to_the_end(session: Session) -> Outcome:
    while session.outcome() is None:
        seat = min(session.to_act())
        session.submit(session.legal(seat)[0])
    outcome = session.outcome()
    assert outcome is not None
    return outcome


def stats_in(save_dir: Path) -> Statistics:
    return StatsStore.beside(SaveStore(save_dir)).load()


def player(save_dir: Path, name: str, game: str = "tiny") -> PlayerStats | None:
    return stats_in(save_dir).games.get(game, {}).get(name)


def played(save_dir: Path, name: str) -> int:
    found = player(save_dir, name)
    return found.played if found else 0


def outcome(scores: tuple[int, ...], *winners: int) -> Outcome:
    return Outcome(scores, frozenset(winners), "")


# --- what counts, and when -------------------------------------------------------------------------

def test_a_finished_game_counts_once_for_each_human_and_never_for_bots(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")), store=store)
    session.submit(session.legal(0)[0])
    assert player(tmp_path, "Ana") is None, "counted before the end"
    result = play_to_the_end(session)
    ana = player(tmp_path, "Ana")
    assert ana == PlayerStats(played=1, won=int(0 in result.winners), best_score=result.scores[0],
                              streak=int(0 in result.winners), best_streak=int(0 in result.winners))
    assert player(tmp_path, "Coco") is None
    assert stats_in(tmp_path).counted == [session.record.game_id]


def test_a_demo_from_the_command_line_is_not_counted_but_the_same_game_played_is(tmp_path: Path) -> None:
    from tabletop.scenes.launch import first_scene, validate_plan

    for demo, folder in ((True, tmp_path / "demo"), (False, tmp_path / "played")):
        app = make_app(folder, "--game", "tiny", "--seats", "human:Ana,human:Ben", "--options", '{"rounds": 1}',
                       *(["--demo"] if demo else []))
        table = first_scene(app, validate_plan(app.plan))
        session = table.session  # type: ignore[attr-defined]
        assert session.counts_for_stats is not demo
        session.seats[:] = [SeatSpec("Ana"), SeatSpec("Ben")]  # the same humans at a demo: still never counted
        play_to_the_end(session)
        app.finish()
    assert not (tmp_path / "demo" / STATS_FOLDER).exists()
    assert player(tmp_path / "played", "Ana") is not None and player(tmp_path / "played", "Ben") is not None


def test_a_game_not_counting_for_stats_is_not_counted(tmp_path: Path) -> None:
    """What a replay (issue 16) will do: the flag is enough."""
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=SaveStore(tmp_path))
    session.counts_for_stats = False
    play_to_the_end(session)
    assert stats_in(tmp_path).games == {}


def test_a_loaded_game_that_is_abandoned_is_not_counted(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=5), store=store)
    session.submit(session.legal(0)[0])
    path = session.save_as("midway")
    resumed = Session.resume(store, path)
    resumed.submit(resumed.legal(1)[0])
    resumed.submit(resumed.legal(0)[0])
    assert resumed.outcome() is None
    assert not (tmp_path / STATS_FOLDER).exists()


def test_a_game_resumed_and_finished_counts_once_however_often_it_is_loaded(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=store, session_id="friday")
    session.submit(session.legal(0)[0])
    named = session.save_as("before the end")
    resumed = Session.resume(store, store.autosave_path("friday"))
    assert resumed.record.game_id == session.record.game_id
    play_to_the_end(resumed)
    assert played(tmp_path, "Ana") == 1
    for _ in range(2):  # the save from before the end, loaded and finished again: the same game
        play_to_the_end(Session.resume(store, named))
    assert played(tmp_path, "Ana") == played(tmp_path, "Ben") == 1
    play_to_the_end(Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=store))
    assert played(tmp_path, "Ana") == 2, "a new game with the same deal is another game"


def test_a_save_from_before_game_ids_gets_the_same_id_at_every_load(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record = duel(SeatSpec("Ana"), SeatSpec("Ben"))
    data = record_to_json(record, record.new_state())
    del data["game_id"]
    (tmp_path / "old.json").write_text(json.dumps(data))
    first, second = store.load("old")[0].game_id, store.load("old")[0].game_id
    assert first == second != record.game_id
    data["seats"][0]["name"] = "Cy"
    (tmp_path / "old.json").write_text(json.dumps(data))
    assert store.load("old")[0].game_id != first


@pytest.mark.parametrize("game_id", ["", "X" * 10, "a" * 65, "../up", 7, None])
def test_a_save_with_a_bad_game_id_is_refused(tmp_path: Path, game_id: object) -> None:
    from saves import SaveError

    record = duel(SeatSpec("Ana"), SeatSpec("Ben"))
    (tmp_path / "odd.json").write_text(json.dumps(dict(record_to_json(record, record.new_state()), game_id=game_id)))
    with pytest.raises(SaveError, match="game_id"):
        SaveStore(tmp_path).load("odd")


# --- the numbers ------------------------------------------------------------------------------------

def test_win_rate_streaks_and_best_score() -> None:
    stats = Statistics()
    wins = [True, True, False, True, True, True, False, True]
    scores = [5, 9, 2, 7, 12, 3, 1, 4]
    for won, score in zip(wins, scores):
        record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=1)
        assert stats.add(record, outcome((score, 6), 0 if won else 1))
    ana, ben = stats.games["koikoi"]["Ana"], stats.games["koikoi"]["Ben"]
    assert (ana.played, ana.won, ana.streak, ana.best_streak, ana.best_score) == (8, 6, 1, 3, 12)
    assert ana.win_rate == pytest.approx(0.75)
    assert (ben.played, ben.won, ben.streak, ben.best_streak, ben.best_score) == (8, 2, 0, 1, 6)
    assert [name for name, _ in stats.ranking("koikoi")] == ["Ana", "Ben"]
    assert cells(ana, "higher") == ["8", "6", "75%", "12", "1", "3"]


def test_lower_is_better_in_citroncoco_and_cheeky_monkeys_has_no_score() -> None:
    stats = Statistics()
    four = [SeatSpec(name) for name in ("Ana", "Ben", "Cy", "Di")]
    for totals in ((120, 210), (90, 205), (150, 200)):
        stats.add(GameRecord("citroncoco", {}, four, 1), outcome((totals[0], totals[1]) * 2, 0, 2))
    assert stats.games["citroncoco"]["Ana"].best_score == 90 and stats.games["citroncoco"]["Ben"].best_score == 200
    stats.add(GameRecord("cheeky_monkeys", {}, four[:2], 1), outcome((1, 0), 0))
    assert stats.games["cheeky_monkeys"]["Ana"].best_score is None
    assert cells(stats.games["cheeky_monkeys"]["Ana"], "none")[3] == "—"


def test_a_tie_is_a_win_for_each_and_a_game_nobody_wins_ends_every_streak() -> None:
    stats = Statistics()
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    stats.add(GameRecord("koikoi", {}, seats, 1), outcome((5, 5), 0, 1))
    stats.add(GameRecord("kokonotsu", {}, seats, 1), outcome((0, 0), 0))
    stats.add(GameRecord("kokonotsu", {}, seats, 1), outcome((0, 0)))
    assert stats.games["koikoi"]["Ana"].won == stats.games["koikoi"]["Ben"].won == 1
    assert stats.games["kokonotsu"]["Ana"].streak == 0 and stats.games["kokonotsu"]["Ana"].best_streak == 1


def test_one_name_at_two_seats_is_one_game_and_nameless_seats_are_skipped() -> None:
    stats = Statistics()
    record = GameRecord("kokonotsu", {}, [SeatSpec("Ana"), SeatSpec(" Ana "), SeatSpec("\x00\x07")], seed=1)
    assert stats.add(record, outcome((3, 8, 1), 1))
    assert stats.games["kokonotsu"] == {"Ana": PlayerStats(1, 1, 8, 1, 1)}
    assert not stats.add(GameRecord("kokonotsu", {}, [SeatSpec("Coco", "bot", "easy")] * 2, 1), outcome((1, 0), 0))


HOSTILE_NAMES = ["Zoë", "Zoe\u0308", "李小龍", "🥥 Coco", "محمد", "__proto__", "1e5", '"quoted"',
                 "back\\slash", "tab\there", "nul\x00in", "lone \ud800 surrogate", "x" * 300, "  spaced   out  ",
                 "Ana\u200dBen"]


def test_hostile_names_round_trip_through_the_file(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    for name in HOSTILE_NAMES:
        assert store.count(GameRecord("koikoi", {}, [SeatSpec(name), SeatSpec("Coco", "bot", "easy")], 1),
                           outcome((1, 0), 0))
    names = set(store.load().games["koikoi"])
    assert names == {clean_name(name) for name in HOSTILE_NAMES}
    assert "Zoë" in names and store.load().games["koikoi"]["Zoë"].played == 2, "two spellings of one name"
    assert {"tab here", "nulin", "lone surrogate", "spaced out"} <= names
    assert max(len(name) for name in names) == MAX_NAME_CHARS
    assert all(clean_name(name) == name for name in names)
    json.loads((tmp_path / STATS_FILE).read_text(encoding="utf-8"))


# --- the file ---------------------------------------------------------------------------------------

def write_stats_with(folder: Path, players: int) -> bytes:
    store = StatsStore(folder)
    for index in range(players):
        store.count(GameRecord("koikoi", {}, [SeatSpec(f"Player {index}"), SeatSpec("Ben")], 1), outcome((3, 1), 0))
    return (folder / STATS_FILE).read_bytes()


CHILD_WRITES = """
import os, sys
sys.path.insert(0, {root!r})
from pathlib import Path
from saves.stats import PlayerStats, Statistics, StatsStore
store = StatsStore(Path({folder!r}))
stats = store.load()
if {hang_before_rename}:
    real_fsync = os.fsync
    def announce_and_hang(handle):
        real_fsync(handle)
        print("writing", flush=True)
        import time
        time.sleep(60)
    os.fsync = announce_and_hang
else:
    print("writing", flush=True)
round_number = 0
while True:
    round_number += 1
    stats.games["koikoi"] = {{f"Player {{index}}": PlayerStats(round_number, round_number) for index in range(3000)}}
    store._write(stats)
"""


def child(folder: Path, hang_before_rename: bool) -> subprocess.Popen[str]:
    code = CHILD_WRITES.format(root=str(ROOT), folder=str(folder), hang_before_rename=hang_before_rename)
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline().strip() == "writing"
    return process


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    assert process.returncode == -signal.SIGKILL


def test_a_kill_during_the_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    old = write_stats_with(tmp_path, 3)
    process = child(tmp_path, hang_before_rename=True)
    kill(process)  # killed with the new file written in full, but not yet renamed over the old one
    leftovers = [path for path in tmp_path.iterdir() if path.name.startswith(".tmp-")]
    assert len(leftovers) == 1 and leftovers[0].stat().st_size > len(old)
    assert (tmp_path / STATS_FILE).read_bytes() == old
    told: list[str] = []
    stats = StatsStore(tmp_path, told.append).load()
    assert told == [] and stats.games["koikoi"]["Player 2"].played == 1
    stale = time.time() - 3600
    os.utime(leftovers[0], (stale, stale))
    StatsStore(tmp_path)
    assert not leftovers[0].exists(), "the cut-off write's temp file is cleared at the next start"


@pytest.mark.parametrize("delay", [0.0, 0.02, 0.05, 0.1, 0.2])
def test_a_kill_at_any_moment_of_a_writing_loop_leaves_a_loadable_file(tmp_path: Path, delay: float) -> None:
    write_stats_with(tmp_path, 3)
    process = child(tmp_path, hang_before_rename=False)
    time.sleep(delay)
    kill(process)
    told: list[str] = []
    stats = StatsStore(tmp_path, told.append).load()
    assert told == [] and not list(tmp_path.glob("stats.bad-*"))
    koikoi = stats.games["koikoi"]
    assert len(koikoi) in (4, 3000)  # the old file (3 players and Ben) or one whole new one, never a mix
    assert len({stats.played for stats in koikoi.values()}) <= 2 or len(koikoi) == 3000


KOIKOI = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Ben")], 5)
FOREIGN_SAVE = json.dumps(record_to_json(KOIKOI, KOIKOI.new_state())).encode()
GOOD_PLAYER = {"played": 2, "won": 1, "best_score": 5, "streak": 1, "best_streak": 1}


def stats_file(**players: object) -> bytes:
    return json.dumps({"format": 1, "games": {"koikoi": players}, "counted": []}).encode()


BAD_FILES = {
    "garbage": os.urandom(64) + b"\xff\xfe",
    "empty": b"",
    "truncated": stats_file(Ana=GOOD_PLAYER)[:-9],
    "a list": b"[1, 2, 3]",
    "a save": FOREIGN_SAVE,
    "a newer format": json.dumps({"format": 2, "games": {}, "counted": []}).encode(),
    "a format as text": json.dumps({"format": "1", "games": {}, "counted": []}).encode(),
    "games not an object": json.dumps({"format": 1, "games": [], "counted": []}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "huge": b'{"format": 1, "games": {}, "counted": [], "pad": "' + b"x" * (MAX_SAVE_BYTES + 10) + b'"}',
}
"""Files that hold no statistics at all."""
BAD_ENTRIES = {
    "a count as text": dict(GOOD_PLAYER, played="lots"),
    "a count as true": dict(GOOD_PLAYER, won=True),
    "a negative count": dict(GOOD_PLAYER, streak=-1),
    "more wins than games": dict(GOOD_PLAYER, won=3),
    "a long number": dict(GOOD_PLAYER, best_score="LONG"),
    "a missing field": {"played": 1},
    "not an object": [1, 2],
}
"""One player's entry gone wrong in a file that is otherwise good."""


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_bad_file_is_kept_aside_with_a_message_and_a_fresh_file_starts(tmp_path: Path, kind: str) -> None:
    (tmp_path / STATS_FILE).write_bytes(BAD_FILES[kind])
    told: list[str] = []
    store = StatsStore(tmp_path, told.append)
    assert store.load() == Statistics()
    [aside] = tmp_path.glob("stats.bad-*.json")
    assert aside.read_bytes() == BAD_FILES[kind], "the bad file is kept as it was"
    assert len(told) == 1 and told[0].startswith(f"The statistics file {STATS_FILE} ") and aside.name in told[0]
    assert len(told[0]) < 400 and "{" not in told[0] and "'" not in told[0], "no Python repr in the message"
    fresh: list[str] = []
    assert StatsStore(tmp_path, fresh.append).load() == Statistics() and fresh == []
    assert store.count(duel(SeatSpec("Ana"), SeatSpec("Ben")), outcome((1, 0), 0))
    assert aside.read_bytes() == BAD_FILES[kind] and len(list(tmp_path.glob("stats.bad-*.json"))) == 1


def mixed_file(ana: object) -> bytes:
    """Ana's Koi-Koi entry as given beside good ones: Ben's Koi-Koi, Cleo's CitronCoco and a game not
    installed here."""
    return json.dumps({"format": 1, "games": {"koikoi": {"Ana": ana, "Ben": GOOD_PLAYER},
                                              "citroncoco": {"Cleo": GOOD_PLAYER}, "someday": {"Dan": GOOD_PLAYER}},
                       "counted": ["a" * 32]}).encode()


GOOD_REST = {"koikoi": {"Ben": PlayerStats(2, 1, 5, 1, 1)}, "citroncoco": {"Cleo": PlayerStats(2, 1, 5, 1, 1)},
             "someday": {"Dan": PlayerStats(2, 1, 5, 1, 1)}}


@pytest.mark.parametrize("kind", BAD_ENTRIES)
def test_one_bad_entry_costs_only_that_entry_and_is_told_in_words(tmp_path: Path, kind: str) -> None:
    raw = mixed_file(BAD_ENTRIES[kind]).replace(b'"LONG"', b"9" * 5000)
    (tmp_path / STATS_FILE).write_bytes(raw)
    told: list[str] = []
    stats = StatsStore(tmp_path, told.append).load()
    assert stats.games == GOOD_REST and stats.counted == ["a" * 32], "every good entry is kept"
    [aside] = tmp_path.glob("stats.bad-*.json")
    assert aside.read_bytes() == raw, "the file as it was is kept aside untouched"
    assert told == [(f"Some statistics in {STATS_FILE} could not be read and were left out: Koi-Koi's. "
                     f"The file as it was is kept as {aside.name}.")]
    again: list[str] = []
    assert StatsStore(tmp_path, again.append).load() == stats and again == [], "the good part was written back"


def test_bad_names_games_and_counted_ids_are_each_left_out_and_named(tmp_path: Path) -> None:
    raw = json.dumps({"format": 1, "counted": ["../x", "b" * 32],
                      "games": {"koikoi": {"A\x00na": GOOD_PLAYER, "x" * (MAX_NAME_CHARS + 1): GOOD_PLAYER,
                                           "Ben": GOOD_PLAYER},
                                "citroncoco": [1], "cheeky_monkeys": {"Eve": None, "Fay": GOOD_PLAYER},
                                "someday": {"Dan": 7}, "x" * 100: {}}}).encode()
    (tmp_path / STATS_FILE).write_bytes(raw)
    told: list[str] = []
    stats = StatsStore(tmp_path, told.append).load()
    assert stats == Statistics({"koikoi": {"Ben": PlayerStats(2, 1, 5, 1, 1)},
                                "cheeky_monkeys": {"Fay": PlayerStats(2, 1, 5, 1, 1)}}, ["b" * 32])
    assert told[0].startswith(f"Some statistics in {STATS_FILE} could not be read and were left out: Koi-Koi's, "
                              "CitronCoco's, Cheeky Monkeys', 2 other games' and part of the list of games already "
                              "counted. The file as it was is kept as stats.bad-")


def test_one_game_not_installed_here_is_named_in_the_singular() -> None:
    stats, left_out = statistics_from_json({"format": 1, "counted": [], "games": {"someday": {"Dan": None}}})
    assert stats == Statistics() and left_out == ["1 other game's"]


def test_a_bad_entry_in_a_file_that_cannot_be_moved_keeps_the_rest_on_show(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    raw = mixed_file(BAD_ENTRIES["a negative count"])
    (tmp_path / STATS_FILE).write_bytes(raw)

    def refuse(source: object, target: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(os, "rename", refuse)
    told: list[str] = []
    store = StatsStore(tmp_path, told.append)
    assert store.load().games == GOOD_REST and store.stuck and "left out: Koi-Koi's. It could not be moved" in told[0]
    assert not store.count(duel(SeatSpec("Ana"), SeatSpec("Ben")), outcome((1, 0), 0))
    assert (tmp_path / STATS_FILE).read_bytes() == raw, "nothing is written over the file that could not be kept"


def test_a_folder_where_the_file_should_be_is_moved_aside_too(tmp_path: Path) -> None:
    (tmp_path / STATS_FILE).mkdir()
    (tmp_path / STATS_FILE / "inside.txt").write_text("kept")
    told: list[str] = []
    assert StatsStore(tmp_path, told.append).load() == Statistics()
    [aside] = tmp_path.glob("stats.bad-*")
    assert (aside / "inside.txt").read_text() == "kept" and "not a file" in told[0]
    assert (tmp_path / STATS_FILE).is_file()


def test_two_bad_files_in_one_second_are_both_kept(tmp_path: Path) -> None:
    for text in (b"first", b"second"):
        (tmp_path / STATS_FILE).write_bytes(text)
        StatsStore(tmp_path).load()
    assert sorted(path.read_bytes() for path in tmp_path.glob("stats.bad-*.json")) == [b"first", b"second"]


def test_a_bad_file_that_cannot_be_moved_is_never_written_over(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    (tmp_path / STATS_FILE).write_bytes(b"not json")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(os, "rename", refuse)
    told: list[str] = []
    store = StatsStore(tmp_path, told.append)
    assert not store.count(duel(SeatSpec("Ana"), SeatSpec("Ben")), outcome((1, 0), 0))
    assert (tmp_path / STATS_FILE).read_bytes() == b"not json"
    assert "could not be moved aside (Permission denied)" in told[0] and str(tmp_path) in told[0]


def test_a_write_that_fails_at_the_end_of_a_game_is_told_and_the_game_ends(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    told: list[str] = []
    store.problem_listeners.append(told.append)
    (tmp_path / STATS_FOLDER).write_text("a file where the statistics folder goes")
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=store)
    play_to_the_end(session)
    assert any(sentence.startswith("Could not save the statistics: ") for sentence in told)


def test_the_statistics_are_not_a_save_and_no_save_name_reaches_them(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=store)
    play_to_the_end(session)
    for name in ("statistics", "stats", "statistics/stats"):
        session.save_as(name)
    assert store.list() and all(info.game for info in store.list()), "no damaged file listed"
    assert player(tmp_path, "Ana") is not None


def test_a_reset_keeps_the_counted_games(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(duel(SeatSpec("Ana"), SeatSpec("Ben")), store=store)
    session.submit(session.legal(0)[0])
    named = session.save_as("before the end")
    play_to_the_end(session)
    StatsStore.beside(store).reset()
    assert stats_in(tmp_path).games == {} and stats_in(tmp_path).counted == [session.record.game_id]
    play_to_the_end(Session.resume(store, named))
    assert stats_in(tmp_path).games == {}, "a game counted before the reset does not count again"


# --- the Statistics scene -----------------------------------------------------------------------------

def app_on_the_menu(save_dir: Path):  # type: ignore[no-untyped-def]
    app = make_app(save_dir)
    app.start(MainMenu(app))
    frames(app, 2)
    return app


def fill(save_dir: Path) -> None:
    store = StatsStore.beside(SaveStore(save_dir))
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    for winner, scores in ((0, (7, 3)), (0, (9, 2)), (1, (4, 6)), (0, (12, 0))):
        store.count(GameRecord("koikoi", {}, seats, 1), outcome(scores, winner))
    store.count(GameRecord("citroncoco", {}, [SeatSpec(n) for n in ("Ana", "Ben", "Cy", "Di")], 1),
                outcome((120, 210, 120, 210), 0, 2))


def test_the_scene_opens_from_the_menu_and_shows_the_numbers(tmp_path: Path) -> None:
    fill(tmp_path)
    app = app_on_the_menu(tmp_path)
    click(app, button_center(app, "Statistics"))
    scene = app.top
    assert isinstance(scene, StatsScene) and scene.game == "koikoi"
    rows = {name: cells(stats, "higher") for name, stats in scene.shown()}
    assert rows == {"Ana": ["4", "3", "75%", "12", "1", "2"], "Ben": ["4", "1", "25%", "6", "0", "1"]}
    click(app, button_center(app, "CitronCoco"))
    assert scene.game == "citroncoco" and [name for name, _ in scene.shown()] == ["Ana", "Cy", "Ben", "Di"]
    key(app, pygame.K_RIGHT)
    assert scene.game == list(rules.GAMES)[list(rules.GAMES).index("citroncoco") + 1]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    app.finish()


def test_many_players_page_and_long_names_fit_their_column(tmp_path: Path) -> None:
    from tabletop.art.text import font

    store = StatsStore.beside(SaveStore(tmp_path))
    for index in range(PAGE_ROWS * 2 + 3):
        name = f"{'Bartholomew the Boldest Pirate ' if index % 2 else ''}Player {index:02}"
        store.count(GameRecord("koikoi", {}, [SeatSpec(name), SeatSpec("Coco", "bot", "easy")], 1),
                    outcome((index, 0), 0))
    app = make_app(tmp_path)
    app.start(StatsScene(app))
    frames(app, 2)
    scene = app.top
    assert scene.pages == 3 and len(scene.shown()) == PAGE_ROWS
    first_page = scene.shown()
    click(app, button_center(app, "Next page"))
    click(app, button_center(app, "Next page"))
    assert scene.page == 2 and len(scene.shown()) == 3 and scene.shown()[0] not in first_page
    assert not scene.next_button.is_enabled and scene.previous_button.is_enabled
    from tabletop.art.text import ellipsize
    face = font(ROW_TEXT)
    longest = max((name for name, _ in scene.ranking), key=len)
    shown = ellipsize(longest, NAME_WIDTH, lambda text: face.size(text)[0])
    assert shown.endswith("…") and face.size(shown)[0] <= NAME_WIDTH
    app.finish()


def test_reset_asks_first_and_the_safe_answer_keeps_everything(tmp_path: Path) -> None:
    fill(tmp_path)
    kept = (tmp_path / STATS_FOLDER / STATS_FILE).read_bytes()
    app = app_on_the_menu(tmp_path)
    click(app, button_center(app, "Statistics"))
    scene = app.top
    click(app, button_center(app, "Reset statistics…"))
    assert isinstance(app.top, ConfirmDialog) and app.top.title == "Reset all statistics?"
    key(app, pygame.K_RETURN)
    assert app.top is scene and (tmp_path / STATS_FOLDER / STATS_FILE).read_bytes() == kept
    click(app, button_center(app, "Reset statistics…"))
    click(app, button_center(app, "Keep them"))
    assert app.top is scene and (tmp_path / STATS_FOLDER / STATS_FILE).read_bytes() == kept
    click(app, button_center(app, "Reset statistics…"))
    click(app, button_center(app, "Reset"))
    assert app.top is scene and scene.shown() == [] and stats_in(tmp_path).games == {}
    assert "Statistics reset." in [text for text, _ in app.toasts]
    assert not scene.reset_button.is_enabled, "nothing left to reset"
    app.finish()


def test_a_bad_file_is_told_in_a_toast_on_the_statistics_screen(tmp_path: Path) -> None:
    (tmp_path / STATS_FOLDER).mkdir()
    (tmp_path / STATS_FOLDER / STATS_FILE).write_bytes(b"{oops")
    app = app_on_the_menu(tmp_path)
    click(app, button_center(app, "Statistics"))
    frames(app, 2)
    [toast] = [text for text, _ in app.toasts]
    assert toast.startswith("The statistics file stats.json is cut short or damaged") and "stats.bad-" in toast
    assert isinstance(app.top, StatsScene) and app.top.shown() == []
    app.finish()

"""Saves: round trip, every kind of broken file, hostile names, and no torn writes under kill -9."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import rules
from rules.core import Action
from saves import GameRecord, SaveError, SaveStore, SeatSpec, record_to_json, sanitise_name
from tests import tiny_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def tiny_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)


def played_record(moves: int = 3) -> tuple[GameRecord, dict]:
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "hard")], seed=7)
    state = record.new_state()
    for _ in range(moves):
        seat = min(tiny_game.to_act(state))
        action = tiny_game.legal_actions(state, seat)[0]
        tiny_game.apply(state, action)
        record.actions.append(tiny_game.action_to_text(action))
    return record, state


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record, state = played_record()
    store.save("Friday night", record, state)
    loaded, loaded_state = store.load("Friday night")
    assert loaded.actions == record.actions and loaded.seats == record.seats
    assert loaded_state == state
    [info] = store.list()
    assert info.game == "High Card Duel" and info.moves == 3 and "Coco (bot hard)" in info.players


def test_delete_only_inside_the_folder(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    record, state = played_record()
    path = store.save("one", record, state)
    outside = tmp_path / "keep.json"
    outside.write_text("{}")
    with pytest.raises(SaveError):
        store.delete(outside)
    store.delete(path)
    assert not path.exists() and outside.exists()


def _corruptions(good: bytes) -> dict[str, bytes]:
    data = json.loads(good)
    wrong_version = dict(data, rules_version=999)
    wrong_game = dict(data, game="chess")
    wrong_format = dict(data, format=99)
    altered = json.loads(good)
    altered["snapshot"]["points"][0] += 5
    bad_move = dict(data, actions=data["actions"][:-1] + ["0 pick c99"])
    flipped = bytearray(good)
    flipped[len(flipped) // 2] ^= 0x04
    return {
        "truncated": good[: len(good) // 2],
        "bit-flipped": bytes(flipped),
        "wrong version": json.dumps(wrong_version).encode(),
        "wrong game": json.dumps(wrong_game).encode(),
        "wrong format": json.dumps(wrong_format).encode(),
        "altered snapshot": json.dumps(altered).encode(),
        "illegal move": json.dumps(bad_move).encode(),
        "not JSON": b"\x89PNG\r\n\x1a\n not a save",
        "empty": b"",
        "a list": b"[1, 2, 3]",
        "oversized": b"{" + b" " * (4 * 1024 * 1024 + 10) + b"}",
    }


CORRUPTIONS = ["truncated", "bit-flipped", "wrong version", "wrong game", "wrong format",
               "altered snapshot", "illegal move", "not JSON", "empty", "a list", "oversized"]


@pytest.mark.parametrize("kind", CORRUPTIONS)
def test_broken_saves_give_a_clear_error_and_touch_nothing(tmp_path: Path, kind: str) -> None:
    store = SaveStore(tmp_path)
    record, state = played_record()
    store.save("good", record, state)
    store.save("other", *played_record(2))
    broken = _corruptions((tmp_path / "good.json").read_bytes())[kind]
    if kind == "bit-flipped" and broken == (tmp_path / "good.json").read_bytes():
        pytest.fail("the flip did not change the file")
    (tmp_path / "broken.json").write_bytes(broken)
    before = folder_bytes(tmp_path)
    with pytest.raises(SaveError) as error:
        store.load("broken")
    assert str(error.value).startswith("broken.json: ")
    assert len(str(error.value)) > len("broken.json: ") + 10
    assert folder_bytes(tmp_path) == before
    listed = {info.name: info for info in store.list()}
    assert listed["good"].game and listed["other"].game


def test_bit_flip_anywhere_is_caught_or_harmless(tmp_path: Path) -> None:
    """A flipped bit either breaks the file (SaveError) or changes nothing that matters."""
    store = SaveStore(tmp_path)
    record, state = played_record()
    good = store.save("good", record, state).read_bytes()
    for position in range(0, len(good), max(1, len(good) // 60)):
        flipped = bytearray(good)
        flipped[position] ^= 0x01
        (tmp_path / "x.json").write_bytes(bytes(flipped))
        try:
            loaded, loaded_state = store.load("x")
        except SaveError:
            continue
        assert loaded_state == tiny_game.from_json(json.loads(bytes(flipped))["snapshot"])


@pytest.mark.parametrize("hostile", ["../../etc/passwd", "..", "a/b\\c", "   ", "nul\x00name", ".hidden"])
def test_hostile_names_stay_in_the_folder(tmp_path: Path, hostile: str) -> None:
    store = SaveStore(tmp_path / "saves")
    record, state = played_record()
    try:
        path = store.save(hostile, record, state)
    except SaveError as error:
        assert "save name" in str(error)
        return
    assert path.parent == tmp_path / "saves"
    assert ".." not in path.name and "/" not in sanitise_name(hostile)
    assert not path.name.startswith(".")


def test_autosave_and_continue(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record, state = played_record(1)
    store.autosave(record, state, "tiny-1")
    assert store.latest_autosave() == tmp_path / "autosave-tiny-1.json"
    store.drop_autosave("tiny-1")
    assert store.latest_autosave() is None


WRITER = """
import sys, json
sys.path.insert(0, {root!r})
from saves import write_atomically
from pathlib import Path
path = Path(sys.argv[1])
n = 0
while True:
    n += 1
    write_atomically(path, json.dumps({{"n": n, "pad": "x" * 200_000, "end": n}}))
"""


def test_killed_writer_never_leaves_a_torn_save(tmp_path: Path) -> None:
    target = tmp_path / "autosave-x.json"
    target.write_text(json.dumps({"n": 0, "pad": "", "end": 0}))
    script = WRITER.format(root=str(ROOT))
    for round_number in range(25):
        writer = subprocess.Popen([sys.executable, "-c", script, str(target)])
        time.sleep(0.05 + (round_number % 5) * 0.013)
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        data = json.loads(target.read_text())
        assert data["n"] == data["end"]
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != target.name]
    assert all(name.startswith(".tmp-") for name in leftovers)


def test_store_lists_temp_leftovers_as_nothing(tmp_path: Path) -> None:
    (tmp_path / ".tmp-abc.json").write_text("{")
    assert SaveStore(tmp_path).list() == []


def test_session_autosaves_every_action_and_resumes(tmp_path: Path) -> None:
    from tabletop.session import Session

    store = SaveStore(tmp_path)
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3)
    session = Session(record, store=store, session_id="t1")
    heard = []
    session.listeners.append(lambda action, events: heard.append(action))
    session.submit(session.legal(0)[0])
    assert heard and heard[0].seat == 0
    resumed = Session.resume(store, store.latest_autosave())
    assert resumed.state == session.state and resumed.session_id == "t1"
    with pytest.raises(rules.core.IllegalAction):
        resumed.submit(Action(0, "pick", ("c42",)))
    assert resumed.state == session.state and len(resumed.record.actions) == 1


def test_record_to_json_is_the_documented_shape() -> None:
    record, state = played_record()
    data = record_to_json(record, state)
    assert {"format", "game", "rules_version", "options", "seats", "seed", "actions", "snapshot"} <= set(data)
    assert data["seats"][1] == {"name": "Coco", "kind": "bot", "level": "hard"}

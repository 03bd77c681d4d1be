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
            _, loaded_state = store.load("x")
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


# --- Hostile files and folders (issue 10) ----------------------------------------------------------

NESTED = b"[" * 100_000 + b"]" * 100_000


def finishes(job, seconds: float = 10):  # type: ignore[no-untyped-def]
    """Run job on a daemon thread; a job that would hang (a read of a pipe) fails the test instead."""
    import threading

    outcome: list = []

    def run() -> None:
        try:
            outcome.append((True, job()))
        except BaseException as error:  # handed to the test below
            outcome.append((False, error))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if not outcome:
        pytest.fail("it hung")
    returned, value = outcome[0]
    if not returned:
        raise value
    return value


def test_deep_nesting_is_a_save_error_and_the_list_marks_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save("good", *played_record())
    (tmp_path / "nested.json").write_bytes(NESTED)
    (tmp_path / "autosave-deep.json").write_bytes(b'{"a":' * 40_000 + b"1" + b"}" * 40_000)
    for name in ("nested", "autosave-deep"):
        with pytest.raises(SaveError, match=rf"^{name}\.json: nests .* deep"):
            store.load(tmp_path / f"{name}.json")
    listed = {info.name: info for info in store.list()}
    assert listed["nested"].players == listed["autosave-deep"].players == "damaged file"
    assert listed["good"].game == "High Card Duel"
    assert store.latest_autosave() is None


def test_brackets_inside_strings_are_not_nesting(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record = GameRecord("tiny", {}, [SeatSpec("[" * 40), SeatSpec('{"\\[')], seed=2)
    store.save("brackets", record, record.new_state())
    assert store.load("brackets")[0].seats == record.seats


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_only_regular_files_are_read_and_a_pipe_never_hangs(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save("good", *played_record())
    (tmp_path / "folder.json").mkdir()
    os.mkfifo(tmp_path / "pipe.json")
    os.mkfifo(tmp_path / "autosave-pipe.json")
    for name in ("folder", "pipe", "autosave-pipe"):
        with pytest.raises(SaveError, match=rf"^{name}\.json: is not a file"):
            finishes(lambda: store.load(tmp_path / f"{name}.json"))
    listed = finishes(store.list)
    assert sorted(info.name for info in listed if not info.game) == ["autosave-pipe", "folder", "pipe"]
    assert finishes(store.latest_autosave) is None


def _save_text_with(tmp_path: Path, **fields: object) -> str:
    """A good save's text with some fields replaced; the value 'DIGITS' becomes a 5,000-digit number,
    which json.dumps itself could not write."""
    data = json.loads(SaveStore(tmp_path).save("good", *played_record()).read_text())
    data.update(fields)
    return json.dumps(data).replace('"DIGITS"', "9" * 5000)


@pytest.mark.parametrize("field, value", [
    ("seed", "DIGITS"), ("seed", True), ("seed", 2**70), ("seed", 7.0), ("seed", "7"),
    ("game", ["tiny"]), ("game", {"id": "tiny"}), ("format", True), ("format", "DIGITS"),
    ("options", ["rounds"]), ("options", {"rounds": [3]}), ("options", {"rounds": "DIGITS"}),
    ("seats", {"0": "Ana"}), ("seats", [{"name": ["Ana"], "kind": "human"}]),
    ("actions", "0 pick c1"), ("actions", [1]), ("actions", ["0 pick " + "9" * 5000]),
    ("snapshot", []),
])
def test_every_field_is_checked_and_named(tmp_path: Path, field: str, value: object) -> None:
    (tmp_path / "broken.json").write_text(_save_text_with(tmp_path, **{field: value}))
    with pytest.raises(SaveError) as error:
        SaveStore(tmp_path).load("broken")
    message = str(error.value)
    assert message.startswith("broken.json: ") and (f"'{field}'" in message or field == "game"), message
    assert len(message) < 400, "a message quotes the damage, it does not copy it"
    assert {info.name: info.game for info in SaveStore(tmp_path).list()}["broken"] == ""


def test_a_koikoi_deal_with_lists_for_cards_is_a_save_error(tmp_path: Path) -> None:
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=5)
    data = record_to_json(record, record.new_state())
    data["options"]["deal"] = {"dealer": 0, "hands": [[["1-bright"]] * 8, [["2-bright"]] * 8],
                               "field": [["3-bright"]] * 8, "stock": [["4-bright"]] * 24}
    (tmp_path / "deal.json").write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"^deal\.json: has a bad 'options' field: .*card"):
        SaveStore(tmp_path).load("deal")


@pytest.mark.parametrize("unusable", ["/dev/null", "a file", "a file/below", "/proc/nope"])
def test_an_unusable_folder_is_named(tmp_path: Path, unusable: str) -> None:
    from saves import ensure_folder

    (tmp_path / "a file").write_text("")
    folder = tmp_path / unusable
    with pytest.raises(SaveError, match="not a folder|cannot hold saves"):
        ensure_folder(folder)
    ensure_folder(tmp_path / "fresh" / "saves")
    assert (tmp_path / "fresh" / "saves").is_dir() and not list((tmp_path / "fresh" / "saves").iterdir())


def test_autosave_failures_are_told_not_raised_and_the_next_action_retries(tmp_path: Path) -> None:
    from tabletop.session import Session

    folder = tmp_path / "saves"
    store = SaveStore(folder)
    told: list[str] = []
    store.problem_listeners.append(told.append)
    session = Session(GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3), store=store,
                      session_id="t1")
    folder.rename(tmp_path / "away")
    folder.write_text("the folder is gone")  # as unwritable as a folder gets, even for root
    session.submit(session.legal(0)[0])
    session.submit(session.legal(1)[0])
    assert len(session.record.actions) == 2
    assert len(told) == 1 and told[0].startswith("Could not save: ") and session.save_problem
    folder.unlink()
    (tmp_path / "away").rename(folder)
    session.submit(session.legal(0)[0])
    assert told[-1] == "Saving works again." and session.save_problem is None
    assert store.load(store.autosave_path("t1"))[0].actions == session.record.actions


def test_a_full_disk_is_a_save_error_and_leaves_no_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    store = SaveStore(tmp_path)
    record, state = played_record()
    store.save("kept", record, state)
    before = folder_bytes(tmp_path)

    def disk_full(handle: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(SaveError, match="^Could not save: No space left on device"):
        store.save("kept", record, state, replace=True)
    with pytest.raises(SaveError, match="^Could not save: "):
        store.autosave(record, state, "t2")
    assert folder_bytes(tmp_path) == before


def test_names_that_clean_to_one_file_ask_before_replacing(tmp_path: Path) -> None:
    from saves import SaveExists
    from tabletop.session import Session

    store = SaveStore(tmp_path)
    first = Session(GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3), store=store)
    second = Session(GameRecord("tiny", {}, [SeatSpec("Cy"), SeatSpec("Di")], seed=4), store=store)
    first.save_as("real")
    first.save_as("real")  # its own save: no question
    kept = (tmp_path / "real.json").read_bytes()
    with pytest.raises(SaveExists, match="real"):
        second.save_as("real?")
    assert (tmp_path / "real.json").read_bytes() == kept
    second.save_as("real?", replace=True)
    assert store.load("real")[0].seed == 4


@pytest.mark.parametrize("name", ["autosave-koikoi-abc", "AUTOSAVE-koikoi-abc?", "autosave--x"])
def test_names_on_the_autosave_prefix_are_refused(tmp_path: Path, name: str) -> None:
    store = SaveStore(tmp_path)
    record, state = played_record()
    autosave = store.autosave(record, state, "koikoi-abc")
    kept = autosave.read_bytes()
    with pytest.raises(SaveError, match="autosave"):
        store.save(name, *played_record(1))
    assert autosave.read_bytes() == kept and [p.name for p in tmp_path.iterdir()] == [autosave.name]


@pytest.mark.parametrize("name", ["CON", "nul", "Prn", "aux", "COM1", "com9", "LPT1", "lpt9", "con.txt",
                                  "NUL.json", "Com\u00b9", " aux "])
def test_device_names_are_refused_everywhere(tmp_path: Path, name: str) -> None:
    with pytest.raises(SaveError, match="device"):
        SaveStore(tmp_path).save(name, *played_record())
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("name", ["console", "com10", "nullable", "LPT", "my aux game"])
def test_names_that_only_look_like_devices_are_fine(tmp_path: Path, name: str) -> None:
    assert SaveStore(tmp_path).save(name, *played_record()).exists()


def test_stale_temp_files_go_when_the_store_opens(tmp_path: Path) -> None:
    old, fresh, save = tmp_path / ".tmp-old.json", tmp_path / ".tmp-fresh.json", tmp_path / "old save.json"
    for path in (old, fresh, save):
        path.write_text("{")
    long_ago = time.time() - 120
    os.utime(old, (long_ago, long_ago))
    os.utime(save, (long_ago, long_ago))
    SaveStore(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".tmp-fresh.json", "old save.json"]

"""The game record to share: export, import back exactly, refuse hostile files by line, never replace a
save without asking; the Export and Import buttons in Load and pause."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

import pytest

import rules
from saves import MAX_SAVE_BYTES, GameRecord, SaveError, SaveExists, SaveStore, SeatSpec
from saves.export import export_text, import_export, read_export, write_export
from tabletop.app import App
from tabletop.scenes.load import LoadScene
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session, public_sentences
from tests.uitools import button_center, click, frames, make_app

DATE = "2026-11-23T17:00:00+00:00"


def played(game: str, moves: int = 80, seed: int = 5) -> Session:
    """A seeded game of bots and one human (named with quotes, to test the seat line) some moves in."""
    module = rules.GAMES[game]
    specs = [SeatSpec('Ann "Ace" O\'Neil')] + [SeatSpec(f"Bot {n}", "bot", "hard")
                                                for n in range(1, module.INFO.min_players)]
    session = Session(GameRecord(game, {}, specs, seed), store=None)
    rng = random.Random(seed)
    while len(session.record.actions) < moves and session.outcome() is None:
        seat = rng.choice(sorted(session.to_act()))
        session.submit(rng.choice(session.legal(seat)))
    return session


def export(tmp_path: Path, session: Session, name: str = "shared.txt") -> Path:
    return write_export(tmp_path / name, session.record, DATE, public_sentences(session.record))


@pytest.mark.parametrize("game", sorted(rules.GAMES))
def test_export_then_import_is_exact_for_every_game(tmp_path: Path, game: str) -> None:
    session = played(game)
    path = export(tmp_path, session)
    record, state = read_export(path)
    assert record == session.record
    assert session.game.to_json(state) == session.game.to_json(session.state)
    store = SaveStore(tmp_path / "saves")
    saved = import_export(store, path)
    assert store.load(saved) == (session.record, state)


@pytest.mark.parametrize("game", ["kokonotsu", "citroncoco", "coconut_pirate"])
def test_the_shared_text_has_plain_spaces(tmp_path: Path, game: str) -> None:
    """The table's log holds card names together with no-break spaces; a text to share has none."""
    text = export(tmp_path, played(game)).read_text(encoding="utf-8")
    assert "\u00a0" not in text


def test_a_record_edited_on_windows_still_reads(tmp_path: Path) -> None:
    """A byte-order mark and CRLF line ends, as Notepad writes them."""
    session = played("koikoi", moves=6)
    path = export(tmp_path, session)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    assert read_export(path)[0] == session.record


def test_the_text_reads_as_a_record_with_a_sentence_per_move(tmp_path: Path) -> None:
    session = played("koikoi", moves=4)
    lines = export(tmp_path, session).read_text(encoding="utf-8").splitlines()
    assert lines[:8] == ["Coconut Table game record, format 1", "Game: koikoi (Koi-Koi)",
                         f"Rules version: {session.game.INFO.rules_version}", "Options: {}", "Seed: 5",
                         f"Game id: {session.record.game_id}", f"Date: {DATE}",
                         'Seat 1: human "Ann \\"Ace\\" O\'Neil"']
    assert lines[8:11] == ['Seat 2: bot hard "Bot 1"', "Moves: 4", ""]
    first = lines[11]
    assert first.startswith(f"1. {session.record.actions[0]}  # Ann \"Ace\" O'Neil plays ")
    assert first.endswith(".")


def record_text() -> str:
    return export_text(played("kokonotsu", moves=6).record, DATE, lambda action, events: "words")


def refusal(tmp_path: Path, text: str | bytes) -> str:
    path = tmp_path / "hostile.txt"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(SaveError) as caught:
        read_export(path)
    return str(caught.value)


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace("Coconut Table game record, format 1", "Hello"),
     "hostile.txt: line 1 should read 'Coconut Table game record, format 1'"),
    (lambda t: t.replace("format 1", "format 9"), "line 1: 'Coconut Table game record, format 9' is a format"),
    (lambda t: t.replace("Game: kokonotsu (Kokonotsu)", "Game: chess (Chess)"), "'chess', which Coconut Table does not have"),
    (lambda t: t.replace("Seed: 5", "Seed: five"), "line 5: Seed should be a whole number, not 'five'"),
    (lambda t: t.replace("Seed: 5", "Seed: 5" + "9" * 40), "line 5: Seed should be a whole number"),
    (lambda t: t.replace("Options: {}", "Options: {\"no such\": 1}"),
     "has a bad 'options' field: Kokonotsu has no option"),
    (lambda t: t.replace("Options: {}", "Options: " + "[" * 50 + "]" * 50), "line 4: Options nests lists"),
    (lambda t: t.replace("Options: {}", "Options: {"), "line 4: Options is cut short or damaged"),
    (lambda t: t.replace('Seat 2: bot hard "Bot 1"', "Seat 2: robot"), "line 9: a seat reads"),
    (lambda t: t.replace('Seat 2: bot hard "Bot 1"', 'Seat 2: bot genius "Bot 1"'), "a bad 'seats' field"),
    (lambda t: t.replace('Seat 2: bot hard "Bot 1"', 'Seat 3: bot hard "Bot 1"'),
     "line 9: expected Seat 2, not Seat 3"),
    (lambda t: t.replace("Date:", "Colour:"), "line 7: 'Colour' is not part of a game record"),
    (lambda t: t.replace("Date:", "Seed:"), "line 7: Seed is given twice"),
    (lambda t: t.replace("Moves: 6", "Moves: 7"), "the header promises 7 moves but 6 follow"),
    (lambda t: t.replace("\n3. ", "\n4. "), "line 14: expected move 3 as '3. <move>'"),
    (lambda t: t.replace("\n\n1. ", "\n1. "), "line 11: expected 'Name: value'"),
    (lambda t: t.split("\n\n")[0], "has no moves part"),
    (lambda t: t.replace("Game id: ", "Game id: ../../"), "bad 'game_id' field"),
])
def test_a_hostile_record_is_refused_with_the_line(tmp_path: Path, change: Callable[[str], str], message: str) -> None:
    assert message in refusal(tmp_path, change(record_text()))


def test_a_move_the_rules_refuse_is_named_by_its_line(tmp_path: Path) -> None:
    lines = record_text().splitlines()
    lines[13] = "3. 1 give nothing-at-all  # a lie"
    message = refusal(tmp_path, "\n".join(lines))
    assert "line 14: move 3 ('1 give nothing-at-all') cannot be played: " in message


def test_files_too_big_not_text_or_not_files_are_refused(tmp_path: Path) -> None:
    assert "saves are at most" in refusal(tmp_path, b"x" * (MAX_SAVE_BYTES + 1))
    assert "is not text" in refusal(tmp_path, b"\xff\xfe\x00Coconut")
    (tmp_path / "folder.txt").mkdir()
    with pytest.raises(SaveError, match="is not a file"):
        read_export(tmp_path / "folder.txt")


def test_import_never_replaces_a_save_without_being_asked(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    mine, theirs = played("citroncoco", seed=1), played("citroncoco", seed=2)
    store.save("shared", mine.record, mine.state)
    path = export(tmp_path, theirs)
    with pytest.raises(SaveExists):
        import_export(store, path)
    assert store.load("shared")[0] == mine.record
    import_export(store, path, replace=True)
    assert store.load("shared")[0] == theirs.record


def test_an_exported_autosave_imports_under_a_name_of_its_own(tmp_path: Path) -> None:
    session = played("cheeky_monkeys", moves=10)
    saved = import_export(SaveStore(tmp_path / "saves"), export(tmp_path, session, "autosave-cheeky-1234.txt"))
    assert saved.name == "cheeky-1234.json"


# --- the buttons -------------------------------------------------------------------------------------

def export_from_load(tmp_path: Path, moves: int) -> tuple[App, Session]:
    """A Koi-Koi game saved as "evening", exported from the Load screen by its buttons."""
    app = make_app(tmp_path)
    session = played("koikoi", moves=moves)
    app.store.save("evening", session.record, session.state)
    app.start(LoadScene(app))
    frames(app, 2)
    click(app, LoadScene.row_rect(app.top, 0).center)
    click(app, button_center(app, "Export record"))
    return app, session


def test_load_exports_the_chosen_save_and_imports_a_record_asking_before_replacing(tmp_path: Path) -> None:
    app, session = export_from_load(tmp_path, moves=12)
    exported = tmp_path / "evening.txt"
    assert read_export(exported)[0] == session.record
    click(app, button_center(app, "Import record…"))
    assert app.top.entry.get_text() == "evening.txt"
    click(app, button_center(app, "Import"))
    click(app, button_center(app, "Keep it"))
    assert [info.name for info in app.store.list()] == ["evening"]
    exported.rename(tmp_path / "from a friend.txt")
    click(app, button_center(app, "Import record…"))
    click(app, button_center(app, "Import"))
    assert isinstance(app.top, LoadScene)
    assert sorted(info.name for info in app.store.list()) == ["evening", "from a friend"]
    assert app.store.load("from a friend")[0] == session.record


def test_pause_exports_the_game_in_play(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    session = Session(played("kokonotsu", moves=5).record, store=app.store)
    app.start(TableScene(app, session))
    frames(app, 2)
    app.push(PauseMenu(app, session))
    frames(app, 2)
    click(app, button_center(app, "Export game"))
    exports = list(tmp_path.glob("*.txt"))
    assert len(exports) == 1 and exports[0].name.startswith("Kokonotsu ")
    assert read_export(exports[0])[0] == session.record

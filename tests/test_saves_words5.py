"""A save whose moves do not replay is told in players' words on every screen (the rules' own refusal
goes to the terminal), the Load list marks it damaged once loading it failed, and the settings reset
message names settings as the Settings screen does."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import rules
import saves
import tabletop.scenes.load as load_module
from saves import GameRecord, SaveError, SaveStore, SeatSpec, read_save
from tabletop.app import main
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.settings_scene import SLIDERS, SettingsScene
from tabletop.session import Session
from tabletop.settings import SETTING_LABELS, Settings
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.test_continue_and_privacy import launched
from tests.test_polish import open_load_screen
from tests.test_saves_flow import folder_with_a_damaged_newest_autosave, load_friday, play_one, tiny_record
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, make_app

pytestmark = pytest.mark.ui

REFUSAL = "Cannot read the action 'bid 99'"
"""What the rules say of the edited move: words for a programmer, never for a player."""
PLAIN = "has a move that cannot be replayed, move 1 of 2, so it was changed by hand or is damaged."
PROGRAMMER_WORDS = ("bid 99", "expected", "<seat>", "Cannot read the action", ".json")


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def edited_by_hand(path: Path) -> bytes:
    """The save's first move replaced by one the rules cannot read; it still reads as a save."""
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "actions": ["bid 99", *data["actions"][1:]]}))
    return path.read_bytes()


def save_of_two_moves(store: SaveStore, name: str, seed: int = 4) -> Path:
    game = Session(tiny_record(seed), store=store, autosave=False)
    play_one(game)
    play_one(game)
    return game.save_as(name)


def plain(text: str) -> bool:
    return not any(words in text for words in PROGRAMMER_WORDS)


def test_the_reason_is_plain_and_the_message_keeps_the_rules_refusal(tmp_path: Path) -> None:
    path = save_of_two_moves(SaveStore(tmp_path), "Friday")
    edited_by_hand(path)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.reason == PLAIN
    assert str(caught.value).startswith("Friday.json: has a move that cannot be replayed, move 1 ('bid 99'): ")
    assert REFUSAL in str(caught.value), "a maintainer still reads what the rules refused"


def test_load_says_it_plainly_marks_the_row_damaged_and_keeps_the_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore(tmp_path)
    kept = edited_by_hand(save_of_two_moves(store, "Friday"))
    other = save_of_two_moves(store, "Monday", seed=5)
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    [friday] = [info for info in scene.saves if info.name == "Friday"]
    row = scene.saves.index(friday)
    assert not friday.damaged and "damaged" not in scene.rows[row], "the list reads the file only"
    scene.choose(row)
    click(app, button_center(app, "Load"))
    assert f"Cannot load “Friday”: the file {PLAIN}" in [text for text, _ in app.toasts], app.toasts
    assert all(plain(text) for text, _ in app.toasts), app.toasts
    assert REFUSAL in capsys.readouterr().err, "the terminal keeps the precise reason"
    assert scene.saves[row].damaged and scene.rows[row].endswith("damaged file"), scene.rows[row]
    assert not scene.export_button.is_enabled and scene.chosen_row == row
    scene.delete(next(info for info in scene.saves if info.path == other))  # the folder is read again
    frames(app, 2)
    app.top.confirm[1]()  # "Delete this save?": Delete
    frames(app, 2)
    assert [info.damaged for info in scene.saves] == [True], "still marked while the screen is open"
    assert (tmp_path / "Friday.json").read_bytes() == kept
    app.finish()


@pytest.mark.parametrize("doing", ["replay", "export"])
def test_replay_and_export_say_it_plainly_and_mark_the_row(tmp_path: Path, doing: str) -> None:
    edited_by_hand(save_of_two_moves(SaveStore(tmp_path), "Friday"))
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    getattr(scene, doing)(scene.saves[0])
    frames(app, 2)
    assert [text for text, _ in app.toasts] == [f"Cannot {doing} “Friday”: the file {PLAIN}"]
    assert scene.saves[0].damaged
    app.finish()


def test_a_failed_export_write_is_not_told_as_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_of_two_moves(SaveStore(tmp_path), "Friday")

    def full_disk(*_: object) -> Path:
        raise SaveError("Could not export: No space left on device.")

    monkeypatch.setattr(load_module, "write_export", full_disk)
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    scene.export(scene.saves[0])
    assert [text for text, _ in app.toasts] == ["Could not export: No space left on device."]
    assert not scene.saves[0].damaged, "the save itself is fine"
    app.finish()


def test_continue_asks_in_plain_words_and_the_command_line_in_the_same(tmp_path: Path) -> None:
    _, edited, kept = folder_with_a_damaged_newest_autosave(tmp_path, edited_by_hand)
    app = launched(tmp_path, "--continue")
    assert isinstance(app.top, ConfirmDialog), app.top
    detail = app.top.detail
    app.finish()
    assert "cannot be read: the file has a move that cannot be replayed, move 1 of 1, so it was changed by hand " \
           "or is damaged. It stays in the Load list." in detail, detail
    assert plain(detail), detail
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Continue"))
    click(app, button_center(app, "Not now"))
    click(app, button_center(app, "Load"))
    scene = app.top
    assert isinstance(scene, LoadScene)
    [listed] = [info for info in scene.saves if info.path == edited]
    assert listed.damaged and scene.rows[scene.saves.index(listed)].endswith("damaged file"), \
        "the Load list it stays in shows it as the question said"
    app.finish()
    assert edited.read_bytes() == kept


def test_a_failed_load_marks_the_file_until_it_is_written_again(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = save_of_two_moves(store, "Friday")
    good = path.read_bytes()
    edited_by_hand(path)
    [listed] = store.list()
    assert not listed.damaged, "the list reads the file only"
    with pytest.raises(SaveError):
        store.load(path)
    [listed] = store.list()
    assert listed.problem == PLAIN
    path.write_bytes(good + b"\n")  # put right by hand
    [listed] = store.list()
    assert not listed.damaged
    store.load(path)


def test_load_from_the_command_line_keeps_the_precise_reason(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_of_two_moves(SaveStore(tmp_path), "Friday")
    kept = edited_by_hand(path)
    assert main(["--load", str(path), "--save-dir", str(tmp_path), "--frames", "1"]) == 2
    assert REFUSAL in capsys.readouterr().err
    assert path.read_bytes() == kept


def test_a_save_whose_autosave_does_not_replay_says_the_autosave_cannot_be_read(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = Session(tiny_record(), store=store)
    play_one(game)
    game.save_as("Friday")
    play_one(game)
    kept = edited_by_hand(store.autosave_path(game.session_id))
    app, dialog = load_friday(tmp_path)
    assert "cannot be read (the file has a move that cannot be replayed, move 1 of 2, so it was changed by hand " \
           "or is damaged)" in dialog.detail, dialog.detail
    assert store.autosave_path(game.session_id).read_bytes() == kept
    app.finish()


def test_the_load_list_of_50_saves_replays_none_and_is_quick(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    record = GameRecord("kokonotsu", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3)
    for number in range(50):
        store.save(f"Game {number}", record, record.new_state())
    replayed: list[GameRecord] = []
    monkeypatch.setattr(saves.GameRecord, "replay", lambda record: replayed.append(record))
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    started = time.perf_counter()
    app.push(LoadScene(app))
    frames(app, 2)
    took = time.perf_counter() - started
    app.finish()
    assert replayed == [] and took < 2, took


# --- the settings reset message --------------------------------------------------------------------

def reset_message(tmp_path: Path, written: dict[str, object]) -> str:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(written))
    _, problem = Settings.load(path)
    assert problem is not None
    return problem


def test_reset_settings_are_named_as_the_settings_screen_names_them(tmp_path: Path) -> None:
    message = reset_message(tmp_path, {"window_width": 5, "window_height": 10 ** 9, "volume": 7,
                                       "claim_seconds": "six", "fullscreen": 1})
    assert message == ("Some settings in settings.json were unusable or out of range and were reset: “Fullscreen”, "
                       "“Window size”, “Volume”, “Coconut Pirate: time to name series”.")


def test_past_six_names_the_rest_are_counted(tmp_path: Path) -> None:
    message = reset_message(tmp_path, {"volume": 7, "muted": 1, "open_hands": 1, "tie_window_ms": "x",
                                       "claim_seconds": "x", "pick_seconds": "x", "speed": "warp", "undo": 3})
    assert message.endswith("“Coconut Pirate: time to name series”, 3 more."), message


def test_every_setting_the_message_can_name_is_worded_as_the_screen_shows_it(tmp_path: Path) -> None:
    every = {"volume": 7, "muted": 1, "fullscreen": 1, "open_hands": 1, "recall_seen": 1, "tie_window_ms": "x",
             "claim_seconds": "x", "quick_play_seconds": "x", "pick_seconds": "x", "response_seconds": "x",
             "bot_delay_ms": "x", "speed": "warp", "undo": 3, "key_maps": [], "window_width": 1,
             "window_height": 1, "player_name": 7, "welcomed": 1}
    assert set(every) == {name for name in Settings.__dataclass_fields__}, "a new setting is tested here too"
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app, 2)
    shown = [getattr(element, "text", "") for element in app.ui.get_root_container().elements]
    app.finish()
    shown += [SETTING_LABELS[name] for name in SLIDERS]
    elsewhere = {"Window size", "Your name", "Welcome screen seen"}
    for name, value in every.items():
        message = reset_message(tmp_path, {name: value})
        label = message.split("reset: “")[1].removesuffix("”.")
        assert "_" not in label, message
        assert label in elsewhere or any(text.startswith(label) for text in shown), (name, label, shown)


def test_a_file_that_loads_after_failing_once_is_not_marked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    path = save_of_two_moves(store, "Friday")

    def busy(_: Path) -> None:
        raise SaveError("Friday.json: cannot be read (Resource temporarily unavailable).",
                        "cannot be read (Resource temporarily unavailable).")

    with monkeypatch.context() as patched:
        patched.setattr(saves, "read_save", busy)
        with pytest.raises(SaveError):
            store.load(path)
    assert store.list()[0].damaged
    store.load(path)
    assert not store.list()[0].damaged

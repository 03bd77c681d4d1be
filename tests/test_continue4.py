"""Continue passes over an autosave whose moves do not replay as over any damaged one, reading no more
autosaves than it must; two toasts at once are both read, each for its whole time; and a toast over
the results leaves their title and buttons alone."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
import saves
from saves import GameRecord, SaveStore
from tabletop.app import TOASTS_KEPT, App
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.test_continue_and_privacy import launched
from tests.test_replay import finished_table
from tests.test_saves_flow import folder_with_a_damaged_newest_autosave, play_one, tiny_record
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, make_app

pytestmark = pytest.mark.ui

SECOND = 60
"""Frames in a second of a --frames run."""


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def edit_move(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "actions": ["play the joker", *data["actions"][1:]]}


def edit_snapshot(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "snapshot": {**data["snapshot"], "altered": True}}


def folder_with_an_edited_newest_autosave(folder: Path, edit: Any) -> tuple[Path, Path]:
    """An older good autosave, and a newer one that reads as a save but whose moves do not replay."""
    def rewrite(path: Path) -> bytes:
        path.write_text(json.dumps(edit(json.loads(path.read_text()))))
        return path.read_bytes()

    older, edited, _ = folder_with_a_damaged_newest_autosave(folder, rewrite)
    return older, edited


def continue_question(app: App) -> ConfirmDialog:
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog), dialog
    return dialog


@pytest.mark.parametrize("edit, reason", [(edit_move, "has a move that cannot be replayed, move 1"),
                                          (edit_snapshot, "was altered")])
def test_continue_asks_before_passing_over_an_autosave_whose_moves_do_not_replay(
        tmp_path: Path, edit: Any, reason: str) -> None:
    older, edited = folder_with_an_edited_newest_autosave(tmp_path, edit)
    kept = edited.read_bytes()
    app = launched(tmp_path, "--continue")
    assert isinstance(app.top, ConfirmDialog), app.top
    asked_from_the_command_line = app.top.detail
    app.finish()
    app = make_app(tmp_path)
    detail = continue_question(app).detail
    assert detail == asked_from_the_command_line, "--continue asks in the same words"
    assert "The autosave of High Card Duel from" in detail and f"the file {reason}" in detail, detail
    assert "Continue the older High Card Duel game from 2025-01-01\u00a010:00 (1\u00a0move) instead?" in detail
    click(app, button_center(app, "Continue older"))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene) and app.store.autosave_path(table.session.session_id) == older
    assert edited.read_bytes() == kept
    app.finish()


def test_continue_replays_only_the_autosave_it_opens_and_the_menu_none(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    for seed in (4, 5, 6):
        play_one(Session(tiny_record(seed), store=store))
    replayed: list[GameRecord] = []
    replay = saves.GameRecord.replay
    monkeypatch.setattr(saves.GameRecord, "replay", lambda record: replayed.append(record) or replay(record))
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 3)
    assert replayed == [], "drawing the menu replays no save"
    newest, passed_over = store.continue_choice()
    assert newest is not None and not passed_over and len(replayed) == 1
    app.finish()


def test_two_load_errors_at_once_are_each_read_for_their_whole_time(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.push(LoadScene(app))
    frames(app, 2)
    first = "Cannot load “chess”: the file is a save of a game called 'chess', which Coconut Table does not have."
    second = "Cannot load “cut”: the file is cut short or damaged."
    app.toast(first, 1)
    frames(app, SECOND // 3)
    app.toast(second, 1)
    shown = {first: 0, second: 0}
    for _ in range(SECOND * 5 // 2):
        frames(app)
        for text in app._toasts_in_view:
            shown[text] += 1
    assert shown[second] >= SECOND - 2, shown
    assert shown[first] >= SECOND * 2 // 3 - 2, "the older one has the rest of its time once the newer goes"
    assert not app.toasts
    app.finish()


def test_a_burst_of_toasts_keeps_the_newest_few(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    for number in range(TOASTS_KEPT + 3):
        app.toast(f"Message {number}", 6)
    assert [text for text, _ in app.toasts] == [f"Message {number}" for number in range(3, TOASTS_KEPT + 3)]
    app.finish()


def results_pixels(app: App) -> bytes:
    """The winner's name and summary line, and the buttons' row."""
    app.present()
    title = app.logical.subsurface(pygame.Rect(360, 141, 1200, 120))
    buttons = app.logical.subsurface(pygame.Rect(360, 890, 1200, 100))
    return pygame.image.tobytes(title, "RGB") + pygame.image.tobytes(buttons, "RGB")


def test_toasts_over_the_results_leave_their_title_and_buttons_alone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    finished_table(app)
    for _ in range(120):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    assert isinstance(app.top, ResultsScene)
    frames(app, 30)  # the table under the results settles
    bare = results_pixels(app)
    long = "Could not save: No space left on device. Play goes on; the next move tries again. " * 2
    app.toast(long, 6)
    app.toast("Statistics could not be saved.", 1)
    frames(app, 2)
    assert results_pixels(app) == bare
    assert app._toasts_in_view == {"Statistics could not be saved."}, "the long one waits to be shown whole"
    frames(app, SECOND)
    assert app._toasts_in_view == {long} and results_pixels(app) == bare
    app.finish()

"""The running app against a hostile save folder: it goes unwritable mid-game, holds files that are not
saves, or already has a save under the name typed. The app says so and play goes on."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import rules
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.scenes.dialogs import ConfirmDialog, TextPrompt
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.tiny_table import PLAY_ZONE, TinyTable
from tests.uitools import button_center, click, drag, frames, key, make_app

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def tiny_against_a_bot(save_dir: Path):  # type: ignore[no-untyped-def]
    app = make_app(save_dir)
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=4)
    app.start(TableScene(app, Session(record, store=app.store, session_id="ro")))
    frames(app, 20)
    return app, app.top


def play_a_card(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    card = table.session.view(0)["hand"][0]
    drag(app, table.adapter.pieces[card].center, PLAY_ZONE.center)
    frames(app, 20)


def make_folder_unwritable(folder: Path) -> Path:
    """Swap the folder for a file: nothing can be written there, whoever runs the test (even root)."""
    away = folder.with_name("away")
    folder.rename(away)
    folder.write_text("not a folder any more")
    return away


def toasts(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [text for text, _ in app.toasts]


def test_the_folder_going_unwritable_mid_game_is_told_and_play_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    app, table = tiny_against_a_bot(folder)
    away = make_folder_unwritable(folder)
    before = len(table.session.record.actions)
    play_a_card(app, table)
    played = table.session.record.actions[before:]
    assert [text for text in played if text.startswith("0 ")] and len(played) >= 2, "both seats played on"
    assert any(text.startswith("Could not save: ") for text in toasts(app)), toasts(app)
    assert app.top is table and app.running
    folder.unlink()
    away.rename(folder)
    play_a_card(app, table)
    assert "Saving works again." in toasts(app)
    assert SaveStore(folder).load(folder / "autosave-ro.json")[0].actions == table.session.record.actions
    app.finish()


def test_pause_save_into_an_unwritable_folder_is_told(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    app, _ = tiny_against_a_bot(folder)
    make_folder_unwritable(folder)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Save"))
    assert isinstance(app.top, PauseMenu) and app.running
    assert any(text.startswith("Could not save: ") for text in toasts(app)), toasts(app)
    app.finish()


def save_as(app, name: str) -> None:  # type: ignore[no-untyped-def]
    click(app, button_center(app, "Save as…"))
    prompt = app.top
    assert isinstance(prompt, TextPrompt)
    prompt.entry.set_text(name)
    click(app, button_center(app, "Save"))


def test_save_as_asks_before_replacing_another_save(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    other = GameRecord("tiny", {}, [SeatSpec("Cy"), SeatSpec("Di")], seed=99)
    SaveStore(folder).save("real", other, other.new_state())
    app, _ = tiny_against_a_bot(folder)
    key(app, pygame.K_ESCAPE)
    save_as(app, "real?")
    assert isinstance(app.top, ConfirmDialog)
    click(app, button_center(app, "Keep it"))
    assert isinstance(app.top, PauseMenu)
    assert SaveStore(folder).load("real")[0].seed == 99
    save_as(app, "real?")
    click(app, button_center(app, "Replace"))
    assert isinstance(app.top, PauseMenu)
    assert SaveStore(folder).load("real")[0].seed == 4
    assert "Saved as “real”." in toasts(app), toasts(app)
    click(app, button_center(app, "Save"))
    assert isinstance(app.top, PauseMenu), "saving again under its own name asks nothing"
    app.finish()


def test_continue_and_load_survive_files_that_are_not_saves(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "autosave-deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "folder.json").mkdir()
    (folder / "huge seed.json").write_text('{"format": 1, "game": "tiny", "seed": ' + "9" * 5000 + "}")
    good = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=9)
    SaveStore(folder).autosave(good, good.new_state(), "tiny-ok")
    app = make_app(folder)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Load"))
    scene = app.top
    assert isinstance(scene, LoadScene)
    assert sorted(info.name for info in scene.saves if info.damaged) == ["autosave-deep", "folder", "huge seed"]
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    click(app, button_center(app, "Continue older"))  # the newer autosave-deep cannot be read: asked first
    frames(app, 2)
    assert isinstance(app.stack[0], TableScene) and app.stack[0].session.session_id == "tiny-ok"
    app.finish()

"""--continue speaks as the menu's Continue does, Open hands asks before it shows every hand at a table
of several humans, and the hand-off names the next player in one wording."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

import rules
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.app import App
from tabletop.scenes import curtain
from tabletop.scenes.base import Scene
from tabletop.scenes.dialogs import ConfirmDialog, NoticeDialog
from tabletop.scenes.launch import first_scene, validate_plan
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.test_saves_flow import folder_with_a_damaged_newest_autosave, play_one, tiny_record
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def launched(save_dir: Path, *extra: str, welcomed: bool = True) -> App:
    """The app as main() starts it from the command line."""
    app = make_app(save_dir, *extra, welcomed=welcomed)
    app.start(first_scene(app, validate_plan(app.plan)))
    frames(app, 3)
    return app


def menu_question(save_dir: Path) -> str:
    """What the menu's Continue asks about the same folder (one app at a time: finishing one ends pygame)."""
    app = make_app(save_dir)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    assert isinstance(app.top, ConfirmDialog)
    detail = app.top.detail
    app.finish()
    return detail


# --- 1. --continue -------------------------------------------------------------------------------

def test_continue_from_the_command_line_asks_about_a_damaged_newest_autosave(tmp_path: Path) -> None:
    older, damaged, damaged_bytes = folder_with_a_damaged_newest_autosave(tmp_path)
    asked_by_the_menu = menu_question(tmp_path)
    app = launched(tmp_path, "--continue")
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and isinstance(app.stack[0], MainMenu), "asked, not opened in silence"
    assert dialog.detail == asked_by_the_menu, "the same words as the menu's Continue"
    click(app, button_center(app, "Continue older"))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene) and app.store.autosave_path(table.session.session_id) == older
    assert damaged.read_bytes() == damaged_bytes
    app.finish()


def test_not_now_leaves_the_player_at_the_menu(tmp_path: Path) -> None:
    folder_with_a_damaged_newest_autosave(tmp_path)
    app = launched(tmp_path, "--continue")
    click(app, button_center(app, "Not now"))
    frames(app, 2)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1
    app.finish()


def test_continue_with_only_damaged_autosaves_says_so(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(tiny_record(), store=store)
    play_one(session)
    store.autosave_path(session.session_id).write_text("{")
    app = launched(tmp_path, "--continue")
    assert isinstance(app.top, NoticeDialog) and "cannot be read" in app.top.detail, app.top
    app.finish()


def test_continue_past_an_autosave_whose_moves_do_not_replay_opens_the_menu_saying_why(tmp_path: Path) -> None:
    """Such a file reads as a save until its moves are replayed: the window still opens, and asks as for
    any damaged autosave."""
    store = SaveStore(tmp_path)
    session = Session(tiny_record(), store=store)
    play_one(session)
    path = store.autosave_path(session.session_id)
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "snapshot": {**data["snapshot"], "altered": True}}))
    app = launched(tmp_path, "--continue")
    assert isinstance(app.top, NoticeDialog) and "cannot be read" in app.top.detail and "altered" in app.top.detail, \
        app.top
    app.finish()


@pytest.mark.parametrize("welcomed", [True, False])
def test_continue_with_no_autosave_at_all_says_so_over_the_welcome(tmp_path: Path, welcomed: bool) -> None:
    app = launched(tmp_path, "--continue", welcomed=welcomed)
    notice = app.top
    assert isinstance(notice, NoticeDialog) and notice.title == "No game to continue", notice
    click(app, button_center(app, "OK"))
    frames(app, 2)
    assert isinstance(app.stack[0], MainMenu)
    app.finish()


def test_continue_with_a_good_newest_autosave_opens_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(tiny_record(), store=store)
    play_one(session)
    app = launched(tmp_path, "--continue")
    table = app.stack[0]
    assert isinstance(table, TableScene) and table.session.record.actions == session.record.actions
    app.finish()


# --- 2. Open hands at a table of several humans ---------------------------------------------------

OPEN_HANDS_OFF = "Open hands (no curtains): off"
OPEN_HANDS_ON = "Open hands (no curtains): on"


def settings_at_the_table(save_dir: Path, seats: list[SeatSpec]) -> App:
    """Pause (Esc) at a table of High Card Duel, then Settings."""
    app = make_app(save_dir)
    app.start(TableScene(app, Session(GameRecord("tiny", {}, seats, seed=4), store=app.store)))
    frames(app, 5)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Settings"))
    assert isinstance(app.top, SettingsScene)
    return app


def test_open_hands_at_a_table_of_two_humans_asks_first(tmp_path: Path) -> None:
    app = settings_at_the_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Ben")])
    click(app, button_center(app, OPEN_HANDS_OFF))
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "Everyone at the screen" in dialog.detail, dialog
    assert not app.settings.open_hands, "nothing opens before the answer"
    assert dialog.buttons[dialog.focus][0].text == "Keep hidden", "Enter keeps the hands hidden"
    click(app, button_center(app, "Keep hidden"))
    assert isinstance(app.top, SettingsScene) and not app.settings.open_hands
    click(app, button_center(app, OPEN_HANDS_OFF))
    click(app, button_center(app, "Show them"))
    assert isinstance(app.top, SettingsScene) and app.settings.open_hands
    click(app, button_center(app, OPEN_HANDS_ON))
    assert isinstance(app.top, SettingsScene) and not app.settings.open_hands, "closing them asks nothing"
    app.finish()


def test_open_hands_with_one_human_at_the_table_asks_nothing(tmp_path: Path) -> None:
    app = settings_at_the_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    click(app, button_center(app, OPEN_HANDS_OFF))
    assert isinstance(app.top, SettingsScene) and app.settings.open_hands
    app.finish()


def test_open_hands_from_the_main_menu_asks_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Settings"))
    click(app, button_center(app, OPEN_HANDS_OFF))
    assert isinstance(app.top, SettingsScene) and app.settings.open_hands
    app.finish()


# --- 3. one hand-off wording ----------------------------------------------------------------------

def drawn_words(monkeypatch: pytest.MonkeyPatch, app: App, scene: Scene) -> list[tuple[str, pygame.Rect]]:
    """Every line the scene draws in one frame, and where."""
    real = curtain.draw_text
    drawn = record_draw_text(monkeypatch, curtain)
    scene.draw(app.logical)
    scene.draw(app.logical)  # the curtain's second frame draws the table under it first
    monkeypatch.setattr(curtain, "draw_text", real)
    return drawn


@pytest.mark.parametrize("name", ["Bo", "Maximiliana Ros", "W" * 16, "花子花子花子花子"])
def test_the_hand_off_names_the_next_player_in_one_wording(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           name: str) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    passed: list[bool] = []
    bar = curtain.HandOffScene(app, "Ana", 1, name, lambda: passed.append(True))
    words = drawn_words(monkeypatch, app, bar)
    label = next(rect for text, rect in words if text == f"Pass to {name}")
    assert bar.button.contains(label), "the whole name on the button"
    assert all(rect.right < bar.button.x for text, rect in words if text != f"Pass to {name}"), "the message left"
    curtain_words = drawn_words(monkeypatch, app, curtain.CurtainScene(app, 1, name, lambda: None, lambda _: None))
    title = next(rect for text, rect in curtain_words if text == f"Pass to {name}")
    assert 0 <= title.left and title.right <= 1920
    assert not any("Pass the screen" in text for text, _ in words + curtain_words)
    app.start(bar)
    click(app, label.midleft)
    assert passed, "the click on the words passes"
    app.finish()


def test_a_seat_without_a_name_is_still_handed_the_screen() -> None:
    assert curtain.pass_words("Bo") == "Pass to Bo" and curtain.pass_words(" ") == "Pass the screen"

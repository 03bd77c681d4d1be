"""The real app, headless, driven by real pygame events: menu to table, drag and drop, pause, save,
Continue, and a resized window."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import rules
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.tiny_table import HAND, PLAY_ZONE, TRASH_ZONE, TinyTable
from tests.uitools import button_center, click, drag, frames, key, make_app, start_tiny_from_menu

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def human_moves(table: TableScene) -> list[str]:
    return [text for text in table.session.record.actions if text.startswith("0 ")]


def test_menu_screenshot_from_the_command_line(tmp_path: Path) -> None:
    picture = tmp_path / "menu.png"
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "60", "--screenshot", str(picture),
                    "--save-dir", str(tmp_path / "saves")], check=True, timeout=120, cwd=tmp_path)
    pygame.init()
    image = pygame.image.load(str(picture))
    colours = {image.get_at((x, y))[:3] for x in range(0, image.get_width(), 37) for y in range(0, image.get_height(), 23)}
    pygame.quit()
    assert image.get_size() == (1280, 720) and len(colours) > 10


def test_menu_to_table_drag_legal_and_illegal(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_tiny_from_menu(app)
    session = table.session
    hand = session.view(0)["hand"]
    first = table.adapter.pieces[hand[0]]
    frames(app, 30)
    home = first.center
    drag(app, home, TRASH_ZONE.center)
    assert human_moves(table) == []
    assert any("pick" in text for text, _ in app.toasts), app.toasts
    frames(app, 30)
    assert first.center == home, "an illegal drop slides the card back"
    drag(app, home, PLAY_ZONE.center)
    assert human_moves(table) == [f"0 pick {hand[0]}"]
    app.finish()


def test_pause_save_quit_and_continue_to_the_same_position(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_tiny_from_menu(app)
    frames(app, 30)
    card = table.session.view(0)["hand"][1]
    drag(app, table.adapter.pieces[card].center, PLAY_ZONE.center)
    frames(app, 5)
    position = table.session.state
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Save"))
    assert [p for p in (tmp_path).glob("*.json") if not p.name.startswith("autosave-")]
    click(app, button_center(app, "Quit to menu"))
    frames(app, 2)
    assert isinstance(app.top, MainMenu)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    assert isinstance(app.top, TableScene)
    assert app.top.session.state == position
    app.finish()


def test_click_a_piece_at_its_new_place_after_a_resize(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_tiny_from_menu(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=760, size=(1000, 760)))
    frames(app, 40)
    assert app.window.get_size() == (1000, 760)
    target = app.viewport.target
    assert target.width == 1000 and target.y > 0, "letterboxed top and bottom"
    card = table.session.view(0)["hand"][2]
    click(app, table.adapter.pieces[card].center)
    assert table.interaction.selected is table.adapter.pieces[card]
    click(app, PLAY_ZONE.center)
    assert human_moves(table) == [f"0 pick {card}"]
    app.finish()


def test_keyboard_alone_can_play(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_tiny_from_menu(app)
    frames(app, 20)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert table.interaction.selected is not None
    key(app, pygame.K_RETURN)
    assert len(human_moves(table)) == 1
    app.finish()


def test_hand_positions_fit_the_screen() -> None:
    spots = HAND.positions(8)
    assert spots[0][0] >= 60 and spots[-1][0] <= 1860


def test_settings_persist_and_a_seat_key_can_be_rebound(tmp_path: Path) -> None:
    from tabletop.input.keymaps import KeyMaps
    from tabletop.scenes.keys_scene import KeysScene
    from tabletop.scenes.settings_scene import SettingsScene
    from tabletop.settings import Settings, settings_path

    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Settings"))
    assert isinstance(app.top, SettingsScene)
    click(app, button_center(app, "Open hands (no curtains): off"))
    click(app, button_center(app, "Seat keys…"))
    assert isinstance(app.top, KeysScene)
    click(app, button_center(app, "L-Shift"))
    key(app, pygame.K_TAB)
    assert app.keymaps.seat_for_buzzer(pygame.K_TAB) == 0
    click(app, button_center(app, "Tab"))
    key(app, pygame.K_SPACE)  # seat 2's buzzer: refused with a reason, nothing changes
    assert app.keymaps.seat_for_buzzer(pygame.K_TAB) == 0
    assert any("Space" in text for text, _ in app.toasts)
    click(app, button_center(app, "Done"))
    click(app, button_center(app, "Done"))
    assert isinstance(app.top, MainMenu)
    saved, problem = Settings.load(settings_path())  # saved as the scenes closed, read while pygame is up
    assert problem is None and saved.open_hands
    assert KeyMaps.from_json(saved.key_maps).seat_for_buzzer(pygame.K_TAB) == 0
    app.finish()


def test_a_broken_settings_file_falls_back_with_a_message(tmp_path: Path) -> None:
    from tabletop.settings import Settings

    path = tmp_path / "settings.json"
    path.write_text("{not json")
    settings, problem = Settings.load(path)
    assert settings == Settings() and problem and "settings.json" in problem


def test_an_unplugged_pad_gives_a_message_not_a_crash(tmp_path: Path) -> None:
    from tabletop.input.gamepads import Pad

    app = make_app(tmp_path)
    table = start_tiny_from_menu(app)
    app.keymaps.bind_pad(0, "pad-guid", 1)
    app.pads.plugged(Pad(instance_id=7, guid="pad-guid", name="Test pad"), ["Ana", "Coco"])
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    frames(app, 2)
    assert any("unplugged" in text and "Player" in text for text, _ in app.toasts), app.toasts
    assert app.top is table
    app.finish()


def test_a_bot_thinks_in_the_worker_process_and_answers_through_the_bus(tmp_path: Path) -> None:
    """In real time (not --frames) the bot's answer comes back as a posted pygame event."""
    import time

    from saves import GameRecord, SeatSpec
    from tabletop.session import Session

    app = make_app(tmp_path)
    app.frames_mode = False
    record = GameRecord("tiny", {}, [SeatSpec("Coco", "bot", "easy"), SeatSpec("Ana")], seed=4)
    app.start(TableScene(app, Session(record, store=app.store)))
    table = app.top
    deadline = time.monotonic() + 10
    while not table.session.record.actions and time.monotonic() < deadline:
        app.tick()
    assert table.session.record.actions and table.session.record.actions[0].startswith("0 pick")
    assert table.bot_worker.in_process, table.bot_worker.fallback_reason
    app.finish()


def test_load_screen_lists_saves_loads_one_and_deletes_another(tmp_path: Path) -> None:
    from saves import GameRecord, SaveStore, SeatSpec
    from tabletop.scenes.load import LoadScene

    store = SaveStore(tmp_path)
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=9)
    state = record.new_state()
    store.save("Friday", record, state)
    store.save("Saturday", record, state)
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Load"))
    scene = app.top
    assert isinstance(scene, LoadScene) and len(scene.saves) == 2
    first_row = scene.row_rect(0).center
    click(app, first_row)
    chosen = scene.chosen
    assert chosen is not None
    click(app, button_center(app, "Delete"))
    assert chosen.path.exists(), "Delete asks first"
    app.top.confirm[1]()  # "Delete this save?": Delete
    frames(app, 2)
    assert not chosen.path.exists() and len(app.top.saves) == 1
    click(app, first_row)
    click(app, button_center(app, "Load"))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene) and table.session.state == state
    assert app.top.__class__.__name__ == "CurtainScene", "two humans: the curtain comes first"
    app.finish()


def test_f11_goes_fullscreen_and_back_to_the_same_window(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and app.window.get_size() == (1280, 720)
    app.finish()

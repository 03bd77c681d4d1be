"""A keyboard-only player can use New game, Settings, Load and Statistics: Tab and the arrows move a
focus ring over the widgets, Enter or Space presses, opens a list or starts typing, and the mouse
works as before."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SaveStore, SeatSpec
from tabletop.app import App
from tabletop.cli import BOT_NAMES
from tabletop.scenes import load as load_module
from tabletop.scenes.common import FocusRing, KeyFocus
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene, selected
from tabletop.scenes.stats_scene import StatsScene
from tabletop.scenes.table import TableScene
from tabletop.settings import Settings
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


def open_scene(app: App, scene: object) -> object:
    app.start(MainMenu(app))
    frames(app, 2)
    app.push(scene)  # type: ignore[arg-type]
    frames(app, 3)
    return scene


def typed(app: App, text: str) -> None:
    """Letters as the keyboard sends them: pygame's text events (the key events carry none)."""
    for letter in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        frames(app, 1)


def ring(scene: object) -> FocusRing:
    keys: KeyFocus = scene.keys  # type: ignore[attr-defined]
    assert keys.ring is not None and keys.ring.visible
    return keys.ring


def test_a_whole_new_game_is_set_up_and_started_with_keys_only(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    setup = open_scene(app, SetupScene(app))
    assert isinstance(setup, SetupScene)
    assert setup.keys.focused is setup.game_buttons[0][0], "the chosen game has the focus first"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert setup.game_id == "kokonotsu" and setup.keys.focused is setup.game_buttons[2][0]
    for _ in range(3):  # past the other two games
        key(app, pygame.K_TAB)
    assert setup.keys.focused is setup.kinds[0]
    key(app, pygame.K_RIGHT)
    assert setup.keys.focused is setup.names[0], "Right goes to the name beside the seat"
    typed(app, "Ana")
    key(app, pygame.K_TAB)
    assert setup.names[0].get_text() == "Ana" and not setup.names[0].is_focused, "Tab leaves the field"
    assert setup.keys.focused is setup.kinds[1]
    key(app, pygame.K_RETURN)  # opens the list at the seat's kind, Bot - normal
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN, settle=4)  # the list's own events take a frame each, as after a click
    assert selected(setup.kinds[1]) == "Human"
    key(app, pygame.K_DOWN)
    assert setup.keys.focused is setup.kinds[2], "Down goes to the seat below"
    key(app, pygame.K_SPACE)  # opens at Empty seat
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_SPACE, settle=4)
    assert selected(setup.kinds[2]) == "Bot - normal"
    five_gap = setup.option_menus["five_gap"][0]
    for _ in range(3):  # seat 3's name, seat 4's kind; seat 4's name is hidden, so the option is next
        key(app, pygame.K_TAB)
    assert setup.keys.focused is five_gap
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SetupScene) and selected(five_gap) == "Off", "Esc only closed the list"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, settle=4)
    assert not setup.keys._expanded(five_gap) and selected(five_gap) == "Off", "Enter on the shown choice closes"
    key(app, pygame.K_RETURN)  # opens at Off, the first choice
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, settle=4)
    assert selected(five_gap) == "On"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.keys.focused is setup.kinds[3], "Shift+Tab goes back past the hidden name"
    for _ in range(4):  # the option, the deal number, Back
        key(app, pygame.K_TAB)
    assert setup.keys.focused is setup.start_button
    key(app, pygame.K_RETURN, settle=4)
    table = next(scene for scene in app.stack if isinstance(scene, TableScene))  # under the first curtain
    record = table.session.record
    assert record.game == "kokonotsu" and record.options["five_gap"] is True
    assert record.seats == [SeatSpec("Ana"), SeatSpec("Player 2"), SeatSpec(BOT_NAMES[2], "bot", "normal")]


def test_the_focus_ring_lies_over_the_widget_and_a_click_still_goes_through_it(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    setup = open_scene(app, SetupScene(app))
    assert isinstance(setup, SetupScene)
    marked = ring(setup)
    button = setup.game_buttons[0][0]
    assert marked.rect.contains(button.rect) and marked.layer > button.layer
    assert not marked.hover_point(*button.rect.center), "the ring never takes the mouse from the widget under it"
    click(app, setup.names[1].rect.center)
    assert setup.keys.focused is setup.names[1] and setup.names[1].is_focused, "the focus follows a click"
    assert ring(setup).rect.contains(setup.names[1].rect)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SetupScene) and not setup.names[1].is_focused, "Esc stops the typing first"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    frames(app, 2)
    assert setup.names[1].is_focused, "Space starts typing"
    typed(app, "Zed")
    assert setup.names[1].get_text() == "Zed", "what is typed replaces the name, and the Space is not typed"
    key(app, pygame.K_RETURN)
    assert not setup.names[1].is_focused and setup.keys.focused is setup.names[1], "Enter ends the typing"
    setup.keys.focus_on(setup.game_buttons[0][0])
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.keys.focused is setup.start_button, "before the first stop comes the last"
    key(app, pygame.K_LEFT)
    assert setup.keys.focused is setup.back_button
    click(app, setup.back_button.rect.center)
    assert isinstance(app.top, MainMenu), "a click on the focused button, under the ring, presses it"


def test_a_slider_and_a_switch_are_changed_with_keys_and_saved(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "settings.json"
    monkeypatch.setattr("tabletop.settings.settings_path", lambda: file)
    app = make_app(tmp_path / "saves", settings=Settings(claim_seconds=6, muted=False))
    scene = open_scene(app, SettingsScene(app))
    assert isinstance(scene, SettingsScene)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.keys.focused is scene.sliders["claim_seconds"]
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert app.settings.claim_seconds == 9 and int(scene.sliders["claim_seconds"].get_current_value()) == 9
    key(app, pygame.K_TAB)
    assert scene.keys.focused is scene.sliders["quick_play_seconds"]
    while scene.keys.focused is not scene.toggles["muted"]:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert scene.toggles["muted"].text.endswith(": on")
    while scene.keys.focused is not scene.back_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    assert not isinstance(app.top, SettingsScene)
    saved, problem = Settings.load(file)
    assert problem is None and saved.claim_seconds == 9 and saved.muted is True


def test_the_load_screen_is_used_with_keys_and_says_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "saves"
    store = SaveStore(folder)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=3)
    for name in ("first", "second", "third"):
        store.save(name, record, record.new_state())
    app = make_app(folder)
    drawn = record_draw_text(monkeypatch, load_module)
    scene = open_scene(app, LoadScene(app))
    assert isinstance(scene, LoadScene)
    assert any("Del delete" in text and "R replay" in text for text, _ in drawn), "the keys are said"
    assert scene.keys.focused is scene.list_stop and ring(scene).rect.contains(load_module.LIST_RECT)
    key(app, pygame.K_DOWN)
    assert scene.chosen_row == 0 and ring(scene).rect.contains(scene.row_rect(0).inflate(-4, -4))
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmDialog) and len(list(folder.glob("*.json"))) == 3, "Del asks first"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(list(folder.glob("*.json"))) == 2, "Del deletes the chosen save once confirmed"
    key(app, pygame.K_DOWN)
    while scene.keys.focused is not scene.export_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert len(list(folder.glob("*.txt"))) == 1, "Export is pressed with keys"
    key(app, pygame.K_UP)
    assert scene.keys.focused in (scene.load_button, scene.delete_button), "Up goes to the row of buttons above"
    key(app, pygame.K_UP)
    assert scene.keys.focused is scene.list_stop, "and on up to the list"
    scene.keys.focus_on(scene.back_button)
    click(app, scene.row_rect(1).center)
    assert scene.chosen_row == 1 and scene.keys.focused is scene.list_stop, "a click on the list focuses it"
    while scene.keys.focused is not scene.delete_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    assert isinstance(app.top, ConfirmDialog) and len(list(folder.glob("*.json"))) == 2, "Delete asks first"
    key(app, pygame.K_RETURN)
    assert app.top is scene and len(list(folder.glob("*.json"))) == 2, "Enter keeps the save: Keep has the focus"
    key(app, pygame.K_SPACE)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(list(folder.glob("*.json"))) == 1 and not scene.delete_button.is_enabled
    assert scene.keys.focused is scene.back_button and ring(scene).rect.contains(scene.back_button.rect), \
        "the focus leaves a button that can no longer be pressed for the next one"


def test_replay_buttons_are_not_edged_like_the_focus(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=3)
    store.save("one", record, record.new_state())
    app = make_app(tmp_path / "saves")
    scene = open_scene(app, LoadScene(app))
    assert isinstance(scene, LoadScene)
    scene.keys.focus_on(scene.back_button)
    frames(app, 2)
    edge = scene.replay_rect(0).topleft
    colour = app.logical.get_at((edge[0] + 12, edge[1]))[:3]
    assert colour == load_module.REPLAY_EDGE and colour != (255, 255, 255)


def test_statistics_buttons_are_reached_with_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    scene = open_scene(app, StatsScene(app))
    assert isinstance(scene, StatsScene)
    key(app, pygame.K_RIGHT)
    assert scene.keys.focused is scene.tabs[1][0], "the focus stays on the game's tab as Right changes it"
    while scene.keys.focused is not scene.back_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)


def test_the_main_menu_keeps_its_place_after_a_screen_it_opened(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    menu = app.top
    while menu.buttons[menu.focus][0].text != "Settings":
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is menu and menu.buttons[menu.focus][0].text == "Settings", "Enter opens Settings again"
    app.finish()


def test_the_delete_question_names_the_whole_save_however_long_its_players(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    store = SaveStore(folder)
    names = ["Maximiliana Bart", "Bartholomew Ng", "Wilhelmina Roe", "Anastasia Lund"]
    record = GameRecord("cheeky_monkeys", {}, [SeatSpec(name) for name in names], seed=3)
    store.save("Friday night with the neighbours", record, record.new_state())
    app = make_app(folder, "--size", "1024x600")
    open_scene(app, LoadScene(app))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DELETE)
    question = app.top
    assert isinstance(question, ConfirmDialog)
    assert "…" not in question.detail and all(name in question.detail for name in names), question.detail
    assert question.detail.startswith("“Friday night with the neighbours” · Cheeky Monkeys")
    assert question.panel.bottom <= 1080 and len(question.detail_lines) <= 4
    app.finish()

"""Menus, pause, rules help and new-game setup, through the running app with posted events."""
from __future__ import annotations

import warnings
from pathlib import Path

import pygame
import pytest

import rules
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.rules_help import RulesHelp
from tabletop.scenes.setup import SetupScene
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, key, make_app, start_tiny_from_menu

pytestmark = pytest.mark.ui
REAL_GAMES = ("koikoi", "coconut_pirate", "kokonotsu")


@pytest.fixture()
def with_tiny(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def tiny_table_paused(app) -> PauseMenu:  # type: ignore[no-untyped-def]
    start_tiny_from_menu(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    return app.top


def chosen(menu) -> str:  # type: ignore[no-untyped-def]
    option = menu.selected_option
    return option[0] if isinstance(option, tuple) else option


def pick_from_drop_down(app, menu, item: str) -> None:  # type: ignore[no-untyped-def]
    """Open the drop-down with a click and click the item, as a player does."""
    click(app, menu.rect.center)
    listing = menu.current_state.options_selection_list
    row = [entry["text"] for entry in listing.item_list].index(item)
    click(app, (listing.rect.centerx, listing.rect.y + 6 + row * 52 + 26), settle=6)


def test_a_double_click_on_quit_to_menu_does_not_quit_the_app(tmp_path: Path, with_tiny: None) -> None:
    app = make_app(tmp_path)
    tiny_table_paused(app)
    spot = button_center(app, "Quit to menu")
    click(app, spot, settle=8)  # a double click: the second press comes 150 ms after the first
    assert isinstance(app.top, MainMenu)
    click(app, spot, settle=3)
    assert app.running, "the second click landed on the main menu's Quit"
    assert isinstance(app.top, MainMenu)
    app.finish()


def test_quit_on_the_main_menu_asks_first(tmp_path: Path, with_tiny: None) -> None:
    app = make_app(tmp_path)
    tiny_table_paused(app)
    click(app, button_center(app, "Quit to menu"))
    click(app, button_center(app, "Quit"))
    assert app.running, "Quit closed the app without asking"
    dialog = app.top
    assert dialog.title == "Quit Coconut Table?" and dialog.detail == "Your game is autosaved."
    key(app, pygame.K_RETURN)
    assert app.running and isinstance(app.top, MainMenu), "Enter picks the safe answer, Stay"
    click(app, button_center(app, "Quit"))
    click(app, button_center(app, "Stay"))
    assert app.running and isinstance(app.top, MainMenu)
    click(app, button_center(app, "Quit"))
    click(app, button_center(app, "Quit"))
    assert not app.running
    app.finish()


def test_the_menu_says_which_games_are_there(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    subtitle = app.top.subtitle
    names = [module.INFO.name for module in rules.GAMES.values()]
    assert all(name in subtitle for name in names), subtitle
    assert subtitle.startswith(("One", "Two", "Three", "Four", "Five", "Six")[len(names) - 1] + " tabletop game")
    app.finish()


def test_a_saved_toast_does_not_stay_on_top_of_the_rules(tmp_path: Path, with_tiny: None) -> None:
    app = make_app(tmp_path)
    tiny_table_paused(app)
    click(app, button_center(app, "Save"))
    assert any(text.startswith("Saved as") for text, _ in app.toasts)
    click(app, button_center(app, "Rules"))
    assert isinstance(app.top, RulesHelp)
    assert app.toasts == [], "the pause menu's toast is drawn over the rules help"
    app.finish()


def lit_share(surface: pygame.Surface) -> float:
    """The share of bright pixels in the rules' content area: about 5% for a page of text on the
    dark box, far more where cards or dice are drawn."""
    area = pygame.Rect(500, 340, 1340, 700)
    pixels = [surface.get_at((x, y)) for x in range(area.x, area.right, 7) for y in range(area.y, area.bottom, 7)]
    return sum(max(pixel[:3]) > 150 for pixel in pixels) / len(pixels)


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_rules_help_shows_pictures_of_the_pieces_and_the_scoring_chart(tmp_path: Path, game_id: str) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    click(app, button_center(app, "Rules"))
    click(app, button_center(app, rules.GAMES[game_id].INFO.name))
    help_scene = app.top
    assert isinstance(help_scene, RulesHelp) and help_scene.game_id == game_id
    picture_pages = [title for title, drawer in help_scene.pages() if drawer is not None]
    assert len(picture_pages) >= 2, "a picture of the pieces and a scoring chart"
    for title in picture_pages:
        click(app, button_center(app, title))
        assert lit_share(app.logical) > 0.08, f"{title}: hardly anything drawn but text"
    app.finish()


def test_visiting_every_menu_scene_loads_no_font_late(tmp_path: Path, with_tiny: None) -> None:
    """pygame_gui warns when a screen needs a font that was not preloaded."""
    from tabletop.scenes.load import LoadScene
    from tabletop.scenes.settings_scene import SettingsScene

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app = make_app(tmp_path)
        pause = tiny_table_paused(app)
        scenes = [RulesHelp(app, game_id) for game_id in rules.GAMES]
        for scene in (*scenes, SetupScene(app), LoadScene(app), SettingsScene(app)):
            app.push(scene)
            frames(app, 2)
            app.pop()
            frames(app, 1)
        assert app.top is pause
        app.finish()
    late = [str(w.message) for w in caught if "font" in str(w.message).lower()]
    assert late == []


def open_setup(app, game_name: str):  # type: ignore[no-untyped-def]
    app.start(MainMenu(app))
    click(app, button_center(app, "New game"))
    click(app, button_center(app, game_name))
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def test_setup_options_read_as_words_not_code(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    setup = open_setup(app, "Kokonotsu")
    menu, _ = setup.option_menus["five_gap"]
    assert chosen(menu) == "Off"
    click(app, button_center(app, "Coconut Pirate"))
    menu, _ = app.top.option_menus["map"]
    assert chosen(menu) == "Island"
    from tabletop.scenes.setup import option_text
    assert option_text("five_gap")[0] == "Five gap" and option_text("sake_as_chaff")[0] == "Sake cup as chaff"
    app.finish()


def test_empty_seats_show_no_name_until_someone_sits_there(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    setup = open_setup(app, "Kokonotsu")
    assert [bool(name.visible) for name in setup.names] == [True, True, False, False]
    pick_from_drop_down(app, setup.kinds[2], "Human")
    assert chosen(setup.kinds[2]) == "Human"
    assert setup.names[2].visible and setup.names[2].get_text() == "Player 3"
    app.finish()


def test_switching_games_keeps_the_seats_chosen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    setup = open_setup(app, "Koi-Koi")
    pick_from_drop_down(app, setup.kinds[1], "Human")
    assert chosen(setup.kinds[1]) == "Human" and setup.names[1].get_text() == "Player 2"
    click(app, button_center(app, "Kokonotsu"))
    assert [chosen(kind) for kind in setup.kinds] == ["Human", "Human", "Empty seat", "Empty seat"]
    assert [name.get_text() for name in setup.names[:2]] == ["", "Player 2"]
    pick_from_drop_down(app, setup.kinds[3], "Bot - hard")
    click(app, button_center(app, "Koi-Koi"))
    click(app, button_center(app, "Kokonotsu"))
    assert [chosen(kind) for kind in setup.kinds] == ["Human", "Human", "Empty seat", "Bot - hard"]
    app.finish()


def test_an_open_seat_list_is_as_wide_as_its_button(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    setup = open_setup(app, "Koi-Koi")
    menu = setup.kinds[0]
    click(app, menu.rect.center)
    listing = menu.current_state.options_selection_list
    assert listing.alive() and listing.rect.width == menu.rect.width
    app.finish()


def test_a_save_of_one_move_says_move(tmp_path: Path) -> None:
    from saves import SaveInfo
    from tabletop.scenes.load import LoadScene

    app = make_app(tmp_path)
    load = LoadScene(app)
    lines = [load._line(SaveInfo(tmp_path / "a.json", "a", "Koi-Koi", "Ana, Mango (bot normal)",
                                 "2026-11-26T13:41:00", moves, False)) for moves in (1, 2)]
    assert "·  1 move  ·" in lines[0] and "·  2 moves  ·" in lines[1]
    app.finish()


@pytest.mark.parametrize("autosave", [True, False])
def test_a_load_row_keeps_when_and_how_far_and_cuts_the_players(tmp_path: Path, autosave: bool) -> None:
    """Four seats with bots filled the row: the date, the moves and "autosave" fell off its end."""
    from saves import SaveInfo
    from tabletop.art.text import font
    from tabletop.scenes.load import LINE_ROOM, ROW_TEXT, LoadScene

    app = make_app(tmp_path)
    load = LoadScene(app)
    players = "Ana, Mango (bot normal), Papaya (bot normal), Kiwi (bot normal), Guava (bot hard)"
    line = load._line(SaveInfo(tmp_path / "a.json", "Coconut Pirate 2026-11-26 14-54", "Cheeky Monkeys", players,
                               "2026-11-26T14:56:00", 37, autosave))
    assert font(ROW_TEXT).size(line)[0] <= LINE_ROOM
    assert "Cheeky Monkeys  ·  2026-11-26 14:56  ·  37 moves" in line
    assert ("autosave" in line) == autosave and line.startswith("Cheeky Monkeys" if autosave else "Coconut Pirate")
    assert "Ana" in line and line.endswith("…")
    app.finish()

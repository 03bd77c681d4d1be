"""The first run: the welcome before the very first menu, the menu's line per game, and Quick start,
through the running app with posted events."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import rules
from tabletop.app import App
from tabletop.cli import parse
from tabletop.scenes import menu, welcome
from tabletop.scenes.launch import first_scene, validate_plan
from tabletop.scenes.menu import GAME_INTROS, MainMenu, players_text
from tabletop.scenes.table import TableScene
from tabletop.scenes.welcome import WelcomeScene
from tabletop.settings import Settings
from tests.uitools import button_center, click, frames, key, make_app

pytestmark = pytest.mark.ui
THEME_BUTTON_TEXT = 30
"""The theme's font size for buttons (assets/theme.json)."""


def launch(save_dir: Path, *extra: str) -> App:
    """The app as a double-click starts it: settings from the settings file, the first scene main() picks."""
    plan = parse(["--frames", "1000000", "--save-dir", str(save_dir), "--windowed", *extra])
    app = App(plan)
    app.start(first_scene(app, validate_plan(plan)))
    frames(app, 3)
    return app


def drawn_texts(monkeypatch: pytest.MonkeyPatch, app: App, *modules: object) -> list[tuple[str, int, pygame.Rect]]:
    """(text, logical size, where) of every line drawn in one real frame by the given scene modules and
    by the backdrop (which imports draw_text when it draws)."""
    from tabletop.art import text as text_module

    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = text_module.draw_text

    def record(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
               **kw: object) -> pygame.Rect:
        rect = real(surface, text, size, colour, **kw)  # type: ignore[arg-type]
        drawn.append((text, size, rect))
        return rect

    for module in (text_module, *modules):
        monkeypatch.setattr(module, "draw_text", record)
    frames(app, 1)
    for module in (text_module, *modules):
        monkeypatch.setattr(module, "draw_text", real)
    return drawn


def test_the_welcome_opens_on_the_first_start_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = launch(tmp_path)
    assert isinstance(app.top, WelcomeScene), "no settings file yet: the welcome comes first"
    click(app, button_center(app, "Let's play"))
    assert isinstance(app.top, MainMenu)
    assert Settings.load()[0].welcomed, "dismissing the welcome is remembered in the settings file"
    app.finish()

    app = launch(tmp_path)
    assert isinstance(app.top, MainMenu), "the welcome opened again on the second start"
    click(app, button_center(app, "Welcome & controls"))
    assert isinstance(app.top, WelcomeScene), "the menu reopens the welcome on demand"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    app.finish()


def test_the_welcome_stays_until_it_is_dismissed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    launch(tmp_path).finish()  # closed on the welcome, without pressing Let's play
    app = launch(tmp_path)
    assert isinstance(app.top, WelcomeScene)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu), "Enter presses Let's play"
    app.finish()


def test_the_welcome_shows_a_legal_spot_as_the_tables_light_it(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """It showed a full yellow frame, a cue no table uses since legal spots got corner brackets."""
    framed: list[pygame.Rect] = []
    monkeypatch.setattr(welcome, "draw_legal_frame", lambda surface, rect: framed.append(rect))
    app = make_app(tmp_path)
    app.start(WelcomeScene(app))
    frames(app, 1)
    assert framed and "yellow corners" in welcome.MOUSE_TEXT
    app.finish()


def test_tests_and_command_line_games_do_not_get_the_welcome(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 3)
    assert isinstance(app.top, MainMenu)
    app.finish()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = launch(tmp_path / "saves", "--game", "kokonotsu", "--demo")
    assert isinstance(app.top, TableScene), "a game asked for on the command line opens at once"
    app.finish()


@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_quick_start_seats_one_human_against_bots_in_one_click(tmp_path: Path, game_id: str) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    button = app.top.quick_buttons[game_id]  # type: ignore[union-attr]
    assert button.visible and button.text == "Quick start"
    click(app, button.rect.center)
    frames(app, 3)
    table = next((scene for scene in app.stack if isinstance(scene, TableScene)), None)
    assert table is not None, f"{game_id}: one click did not open the table"
    record = table.session.record
    info = rules.GAMES[game_id].INFO
    assert record.game == game_id
    assert record.options == {option: value for option, value in info.options.items() if value is not None}
    assert [seat.is_bot for seat in record.seats] == [False] + [True] * (len(record.seats) - 1)
    assert {seat.level for seat in record.seats[1:]} == {"normal"}
    assert len(record.seats) == GAME_INTROS[game_id].quick_players
    assert info.min_players <= len(record.seats) <= info.max_players
    app.finish()


def test_every_game_has_its_line_with_players_and_length() -> None:
    assert set(GAME_INTROS) == set(rules.GAMES), "a registered game without its line on the menu"
    for game_id, intro in GAME_INTROS.items():
        info = rules.GAMES[game_id].INFO
        assert intro.line and intro.minutes and info.min_players <= intro.quick_players <= info.max_players


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
def test_the_menu_names_every_game_with_its_player_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    app.start(MainMenu(app))
    frames(app, 2)
    scene = app.top
    assert isinstance(scene, MainMenu)
    drawn = drawn_texts(monkeypatch, app, menu)
    for row, (game_id, module) in enumerate(rules.GAMES.items()):
        box = scene.row_rect(row)
        in_row = [(text, rect) for text, _, rect in drawn if box.contains(rect)]
        texts = [text for text, _ in in_row]
        assert module.INFO.name in texts, f"{module.INFO.name} is not named in its row"
        summary = next(text for text in texts if text.startswith(players_text(module.INFO)))
        assert summary.endswith(" min"), summary
        assert GAME_INTROS[game_id].line in texts
        assert not any(rect.colliderect(scene.quick_rect(row)) for _, rect in in_row), \
            f"{module.INFO.name}: its words run under its Quick start button"
    app.finish()


def test_menu_and_welcome_text_is_at_least_12_pixels_at_1024x600(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--size", "1024x600", welcomed=False)
    app.start(MainMenu(app))
    frames(app, 3)
    assert isinstance(app.top, WelcomeScene)
    scale = app.viewport.scale
    on_welcome = drawn_texts(monkeypatch, app, welcome)
    for text, size, rect in on_welcome:
        assert size * scale >= 12, f"welcome: {text!r} is {size * scale:.1f} px"
        assert any(panel.contains(rect) for panel in welcome.PANELS) or rect.bottom <= welcome.PANELS[0].y, \
            f"welcome: {text!r} spills out of its box"
    click(app, button_center(app, "Let's play"))
    assert isinstance(app.top, MainMenu)
    on_menu = drawn_texts(monkeypatch, app, menu)
    for text, size, rect in on_menu:
        assert size * scale >= 12, f"menu: {text!r} is {size * scale:.1f} px"
        assert pygame.Rect(0, 0, 1920, 1080).contains(rect), f"menu: {text!r} is cut off"
    assert THEME_BUTTON_TEXT * scale >= 12
    app.finish()


def test_keyboard_reaches_the_quick_starts(tmp_path: Path) -> None:
    """Tab runs down the menu's column and on into the games: Enter on a Quick start deals."""
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    scene = app.top
    assert isinstance(scene, MainMenu)
    first_game = "kokonotsu"
    target = scene.quick_buttons[first_game]
    for _ in range(len(scene.buttons)):
        if scene.buttons[scene.focus][0] is target:
            break
        key(app, pygame.K_TAB)
    assert scene.buttons[scene.focus][0] is target
    key(app, pygame.K_RETURN, settle=4)
    assert any(isinstance(s, TableScene) and s.session.record.game == first_game for s in app.stack)
    app.finish()

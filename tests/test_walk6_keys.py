"""The Seat keys screen reaches all six seats (a key seat 6 holds can be freed), fits the screen
at 1024x600, and opened from a game names each seat and each refusal by its player."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.scenes import keys_scene
from tabletop.scenes.keys_scene import KeysScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

NAMES = ["Ana", "Ben", "Kiwi", "Mango", "Papaya", "Maximiliana Bart"]


def keys_screen(folder: Path) -> tuple[App, KeysScene]:
    """The Seat keys screen opened from the main menu, at the smallest window."""
    app = make_app(folder, "--size", "1024x600")
    app.start(MainMenu(app))
    scene = KeysScene(app)
    app.push(scene)
    frames(app, 2)
    return app, scene


def test_all_six_seats_have_their_keys_in_reach_above_done(tmp_path: Path) -> None:
    app, scene = keys_screen(tmp_path)
    assert {seat for seat, _ in scene.buttons} == set(range(6))
    footer = scene.done_button.rect.union(scene.reset_button.rect)
    rows = [button.rect for button in scene.buttons.values()]
    assert all(button.visible for button in scene.buttons.values())
    assert all(rect.bottom < footer.top and pygame.Rect(0, 0, 1920, 1080).contains(rect) for rect in rows)
    assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
    click(app, scene.buttons[(5, "buzz")].rect.center)
    key(app, pygame.K_F12)
    assert app.keymaps.seat_for_buzzer(pygame.K_F12) == 5, "seat 6's buzzer can be changed"
    app.finish()


def test_opened_from_a_game_the_rows_and_refusals_name_the_players(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    seats = [SeatSpec(name) if index < 2 else SeatSpec(name, "bot", "easy") for index, name in enumerate(NAMES)]
    app.start(TableScene(app, Session(GameRecord("cheeky_monkeys", {}, seats, seed=2), store=app.store)))
    frames(app, 2)
    app.push(KeysScene(app))
    frames(app, 2)
    scene = app.top
    drawn = record_draw_text(monkeypatch, keys_scene)
    frames(app, 1)
    labels = [(text, rect) for text, rect in drawn if text.rstrip("…") and any(
        name.startswith(text.rstrip("…")) for name in NAMES)]
    assert [text for text, _ in labels][:5] == NAMES[:5]
    assert labels[5][0].endswith("…") or labels[5][0] == NAMES[5]
    assert all(rect.right < keys_scene.BUTTONS_LEFT for _, rect in labels), "a long name stops before the keys"
    click(app, scene.buttons[(0, "buzz")].rect.center)
    key(app, pygame.K_F1)
    assert any(text.startswith("F1 is already the buzzer key of Maximiliana Bart;") for text, _ in app.toasts), \
        app.toasts
    app.finish()


def test_from_the_menu_the_seats_keep_their_numbers(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    scene = KeysScene(app)
    assert scene.seat_name(5) == "Seat 6"
    assert scene.named("F1 is already the buzzer key of seat 6; change that one first.") == \
        "F1 is already the buzzer key of seat 6; change that one first."
    app.finish()


def test_key_maps_for_more_seats_than_a_game_has_fall_back_to_the_defaults(tmp_path: Path) -> None:
    """A seventh seat would have no row on the Seat keys screen, its keys out of anyone's reach."""
    from tabletop.input.keymaps import ACTIONS, KeyMaps
    from tabletop.settings import Settings

    pygame.init()
    spare = [pygame.K_F8, pygame.K_F9, pygame.K_F10, pygame.K_KP3, pygame.K_F12, pygame.K_KP1, pygame.K_KP2]
    seventh = {name: pygame.key.name(code, use_compat=False) for name, code in zip(ACTIONS, spare)}
    settings = Settings(bot_delay_ms=0, speed="instant")
    settings.key_maps = {"seats": [*KeyMaps.default().to_json()["seats"], seventh]}
    assert KeyMaps.from_json(settings.key_maps).seats == 7, "a file the key maps themselves would take"
    app = make_app(tmp_path, settings=settings)
    assert app.keymaps.seats == 6
    assert any("too many seats" in text for text, _ in app.toasts), app.toasts
    app.finish()


def test_a_key_is_changed_with_the_keyboard_alone(tmp_path: Path) -> None:
    app, scene = keys_screen(tmp_path)
    target = scene.buttons[(1, "buzz")]
    for _ in range(40):
        if scene.keys.focused is target:
            break
        key(app, pygame.K_TAB)
    assert scene.keys.focused is target, "Tab reaches every key's button"
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert scene.waiting == (1, "buzz")
    key(app, pygame.K_F12)
    assert app.keymaps.seat_for_buzzer(pygame.K_F12) == 1, "the next key pressed is the new one"
    assert scene.keys.focused is scene.buttons[(1, "buzz")], "the focus stays where it was"
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene, "Esc leaves once no key is awaited"
    app.finish()

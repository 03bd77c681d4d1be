"""What a new player met on the way in: the name a quick start and a new game seat them by (theirs,
remembered, else a neutral one, never a stranger's), the hand-off bar's tags, and settings and seat
keys that say what they are for in letters that can be read at 1024x600."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.cli import DEFAULT_NAMES
from tabletop.scenes import menu
from tabletop.scenes.menu import GAMES_RIGHT, MainMenu, quick_line
from tabletop.scenes.setup import NEUTRAL_NAME, YOUR_NAME, SetupScene, player_name
from tabletop.scenes.table import TableScene
from tabletop.settings import Settings, settings_path
from tests.test_first_run import drawn_texts
from tests.uitools import button_center, click, frames, make_app

pytestmark = pytest.mark.ui


def quick_start(app, game_id: str = "coconut_pirate") -> TableScene:  # type: ignore[no-untyped-def]
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, app.top.quick_buttons[game_id].rect.center)
    frames(app, 3)
    return next(scene for scene in app.stack if isinstance(scene, TableScene))


def test_a_first_quick_start_seats_the_player_by_a_neutral_name_not_a_strangers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    words = " ".join(text for text, _, _ in drawn_texts(monkeypatch, app, menu)).split()
    assert not set(DEFAULT_NAMES) & set(words) and "name" in words
    table = quick_start(app)
    assert table.session.record.seats[0].name not in DEFAULT_NAMES
    app.finish()


def test_the_name_typed_for_a_new_game_seats_the_player_from_then_on(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    click(app, button_center(app, "New game"))
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.names[0].get_text() == "" and setup.names[0].placeholder_text == YOUR_NAME, \
        "seat 1 does not ask for the player's name"
    setup.names[0].set_text("Sam ")
    click(app, button_center(app, "Start"))
    assert any(isinstance(scene, TableScene) for scene in app.stack)
    assert app.settings.player_name == "Sam"
    assert Settings.load(settings_path())[0].player_name == "Sam", "the name is not kept for the next start"
    app.finish()
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0, speed="instant", player_name="Sam"))
    assert quick_start(app).session.record.seats[0].name == "Sam"
    app.finish()
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0, speed="instant", player_name="Sam"))
    app.start(MainMenu(app))
    click(app, button_center(app, "New game"))
    assert app.top.names[0].get_text() == "Sam"
    app.finish()


def test_a_game_started_without_a_name_seats_the_neutral_one_and_remembers_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    click(app, button_center(app, "New game"))
    click(app, button_center(app, "Start"))
    table = next(scene for scene in app.stack if isinstance(scene, TableScene))
    assert table.session.record.seats[0].name == NEUTRAL_NAME and app.settings.player_name == ""
    app.finish()


def test_a_bot_in_seat_one_does_not_take_the_players_name(tmp_path: Path) -> None:
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0, speed="instant", player_name="Sam"))
    app.start(MainMenu(app))
    click(app, button_center(app, "New game"))
    setup = app.top
    from tests.test_menus import pick_from_drop_down
    pick_from_drop_down(app, setup.kinds[0], "Bot - hard")
    assert setup.names[0].get_text() != "Sam", "the player's name stayed on a bot"
    pick_from_drop_down(app, setup.kinds[1], "Human")
    click(app, button_center(app, "Start"))
    assert app.settings.player_name == "Sam", "a game without the player in seat 1 renamed them"
    app.finish()


@pytest.mark.parametrize("stored", ["x" * 400, "Sam\x00", "  ", 7, "\u2603\ufffe"])
def test_a_hand_edited_name_in_the_settings_file_falls_back_to_the_neutral_one(tmp_path: Path,
                                                                               stored: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"player_name": stored}), encoding="utf-8")
    settings, problem = Settings.load(path)
    pygame.font.init()
    assert problem and problem.endswith(": “Your name”.") and player_name(settings) == NEUTRAL_NAME


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
def test_the_quick_start_line_fits_with_the_widest_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        size: str) -> None:
    app = make_app(tmp_path, "--size", size, settings=Settings(bot_delay_ms=0, speed="instant",
                                                                 player_name="W" * 16))
    app.start(MainMenu(app))
    frames(app, 2)
    line = next(rect for text, _, rect in drawn_texts(monkeypatch, app, menu) if text == quick_line("W" * 16))
    assert line.right <= GAMES_RIGHT
    app.finish()


@pytest.mark.parametrize("name", ["Ben", "Maximiliana Ros"])
def test_the_next_players_tag_is_on_the_pass_button_beside_their_name(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       name: str) -> None:
    """ "(Ben's tag) Ana's turn is over" read as if the tag were Ana's."""
    from tabletop.scenes import curtain
    app = make_app(tmp_path, "--size", "1024x600")
    scene = curtain.HandOffScene(app, "Ana", 1, name, lambda: None)
    tags: list[tuple[int, tuple[int, int]]] = []
    texts: list[tuple[str, pygame.Rect]] = []
    real_tag, real_text = curtain.seat_tag, curtain.draw_text

    def tag(surface, seat, centre, radius):  # type: ignore[no-untyped-def]
        tags.append((seat, centre))
        return real_tag(surface, seat, centre, radius)

    def text(surface, words, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real_text(surface, words, *args, **kwargs)
        texts.append((words, rect))
        return rect

    monkeypatch.setattr(curtain, "seat_tag", tag)
    monkeypatch.setattr(curtain, "draw_text", text)
    scene.draw(app.logical)
    assert [seat for seat, _ in tags] == [1] and scene.button.collidepoint(tags[0][1])
    label = next(rect for words, rect in texts if words == f"Pass to {name}")
    assert scene.button.contains(label) and label.left > tags[0][1][0] + 16
    assert all(rect.right < scene.button.x for words, rect in texts if "Ana" in words)
    app.finish()


def test_every_game_timing_in_settings_names_its_game_and_fits(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes import settings_scene
    from tabletop.scenes.settings_scene import SLIDERS, SettingsScene
    from tabletop.settings import SETTING_LABELS
    games = {"claim_seconds": "Coconut Pirate", "quick_play_seconds": "CitronCoco", "pick_seconds": "CitronCoco",
             "response_seconds": "Cheeky Monkeys"}
    for name, game in games.items():
        assert SETTING_LABELS[name].startswith(f"{game}: "), SETTING_LABELS[name]
    assert "window" not in SETTING_LABELS["tie_window_ms"]
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(MainMenu(app))
    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 2)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = settings_scene.draw_text

    def recording(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(settings_scene, "draw_text", recording)
    scene.draw(app.logical)
    labels = [rect for text, rect in drawn if any(text.startswith(SETTING_LABELS[name]) for name in SLIDERS)]
    assert len(labels) == len(SLIDERS)
    sliders = [slider.rect for slider in scene.sliders.values()]
    for rect in labels:
        assert rect.left >= 20 and not any(rect.colliderect(slider) for slider in sliders)
    app.finish()


def test_the_seat_keys_say_how_to_change_a_key_in_letters_of_12_pixels(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes import keys_scene
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(MainMenu(app))
    scene = keys_scene.KeysScene(app)
    app.push(scene)
    frames(app, 2)
    drawn: list[tuple[str, int, pygame.Rect]] = []
    from tabletop.art import text as text_module
    real = text_module.draw_text

    def recording(surface, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, text, size, *args, **kwargs)
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(keys_scene, "draw_text", recording)
    monkeypatch.setattr(text_module, "draw_text", recording)
    scene.draw(app.logical)
    assert any(text.startswith("Click a key (or Tab to it, Enter), then press the new one") for text, _, _ in drawn)
    for text, size, rect in drawn:
        assert size * app.viewport.scale >= 12, f"{text!r} is {size * app.viewport.scale:.1f} px"
        assert pygame.Rect(0, 0, 1920, 1080).contains(rect), text
    app.finish()


def test_a_quick_start_never_seats_a_bot_under_the_players_name() -> None:
    from tabletop.scenes.menu import quick_seats
    assert [seat.name for seat in quick_seats("cheeky_monkeys", NEUTRAL_NAME)] == ["Player", "Mango", "Papaya", "Kiwi"]
    for name in ("Mango", "kiwi", "Coco"):
        names = [seat.name.casefold() for seat in quick_seats("cheeky_monkeys", name)]
        assert len(set(names)) == len(names) == 4, names

"""A settings file is outside input: a broken one is kept aside and the player told whatever screen opens
first; every number in it is read into the range the Settings screen offers, and what was reset is said."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tabletop.app import App
from tabletop.settings import BAD_PREFIX, NUMBER_RANGES, Settings, setting_name

NUMBER_FIELDS = ("tie_window_ms", "claim_seconds", "quick_play_seconds", "response_seconds", "pick_seconds",
                 "bot_delay_ms", "volume")
"""The numbers a player sets on the Settings screen (the window size is the app's own note)."""


def load_text(tmp_path: Path, text: str | bytes) -> tuple[Settings, str | None]:
    path = tmp_path / "settings.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return Settings.load(path)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "null", b"\xff\xfe{}", "[" * 100_000,
                                     '{"volume": 1' + "0" * 5000 + "}"])
def test_an_unreadable_file_is_kept_aside_and_told(tmp_path: Path, content: str | bytes) -> None:
    settings, problem = load_text(tmp_path, content)
    kept = list(tmp_path.glob(f"{BAD_PREFIX}*.json"))
    assert settings == Settings() and len(kept) == 1
    assert problem and "settings.json" in problem and str(kept[0]) in problem and "default" in problem
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    assert kept[0].read_bytes() == raw, "the player's file is kept as it was"
    assert not (tmp_path / "settings.json").exists()


def test_two_bad_files_in_one_second_are_both_kept(tmp_path: Path) -> None:
    load_text(tmp_path, "{first")
    load_text(tmp_path, "{second")
    kept = sorted(path.read_text() for path in tmp_path.glob(f"{BAD_PREFIX}*.json"))
    assert kept == ["{first", "{second"]


def test_a_file_that_cannot_be_kept_aside_is_told_where_it_is(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("tabletop.settings.os.rename", refuse)
    settings, problem = load_text(tmp_path, "{broken")
    assert settings == Settings() and problem and "Permission denied" in problem
    assert str(tmp_path / "settings.json") in problem and (tmp_path / "settings.json").read_text() == "{broken"


@pytest.mark.parametrize("field", NUMBER_FIELDS)
@pytest.mark.parametrize("written", [-5, -1, 100000, 10 ** 40, 10 ** 400, "1e400", "-1e400", "NaN", "true", '"3"',
                                     "null", "[]", "2.5"])
def test_every_number_is_read_into_its_range_and_the_reset_is_told(tmp_path: Path, field: str,
                                                                    written: object) -> None:
    settings, problem = load_text(tmp_path, f'{{"{field}": {written}}}')
    value = getattr(settings, field)
    low, high = NUMBER_RANGES[field]
    assert type(value) is type(getattr(Settings(), field)) and low <= value <= high and math.isfinite(value)
    if field != "volume" or written != "2.5":
        assert problem and f"“{setting_name(field)}”" in problem and "settings.json" in problem
    assert not list(tmp_path.glob(f"{BAD_PREFIX}*")), "a file that could be read stays where it is"


def test_numbers_out_of_range_go_to_the_nearest_allowed_and_wrong_kinds_to_the_default(tmp_path: Path) -> None:
    settings, _ = load_text(tmp_path, json.dumps({"response_seconds": 100000, "claim_seconds": -5,
                                                  "bot_delay_ms": True, "pick_seconds": 6.0, "volume": 7}))
    assert (settings.response_seconds, settings.claim_seconds) == (10, 3)
    assert (settings.bot_delay_ms, settings.pick_seconds, settings.volume) == (700, 5, 1.0)


def test_a_good_file_and_unknown_keys_say_nothing(tmp_path: Path) -> None:
    written = {"volume": 1, "claim_seconds": 15, "bot_delay_ms": 0, "muted": True, "from_the_future": [1],
               "key_maps": {}, "player_name": "Ana"}
    settings, problem = load_text(tmp_path, json.dumps(written))
    assert problem is None and settings.volume == 1.0 and settings.claim_seconds == 15 and settings.muted


def test_wrong_kinds_for_switches_are_told(tmp_path: Path) -> None:
    settings, problem = load_text(tmp_path, json.dumps({"muted": 1, "welcomed": "yes", "key_maps": []}))
    assert (settings.muted, settings.welcomed, settings.key_maps) == (False, False, {})
    assert problem and all(f"“{setting_name(name)}”" in problem for name in ("muted", "welcomed", "key_maps"))


@pytest.mark.parametrize("written", [{"window_width": 5}, {"window_height": 10 ** 9}, {"window_width": "wide"},
                                     {"speed": "warp"}, {"speed": 2}, {"undo": "sometimes"},
                                     {"player_name": "Sam\u0000"}, {"player_name": "x" * 400}, {"player_name": 7}])
def test_the_window_size_speed_undo_and_name_are_named_when_reset_too(tmp_path: Path,
                                                                     written: dict[str, object]) -> None:
    [(field, value)] = written.items()
    settings, problem = load_text(tmp_path, json.dumps(written))
    assert problem == ("Some settings in settings.json were unusable or out of range and were reset: "
                       f"“{setting_name(field)}”.")
    assert getattr(settings, field) != value


def test_a_window_dragged_smaller_than_the_layout_is_saved_in_range_and_read_back_in_silence(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(window_width=100, window_height=9000, speed="fast", undo="off", player_name="Ana").save(path)
    settings, problem = Settings.load(path)
    assert problem is None and (settings.window_width, settings.window_height) == (320, 4320)
    assert (settings.speed, settings.undo, settings.player_name) == ("fast", "off", "Ana")


def test_a_long_list_of_resets_stays_short(tmp_path: Path) -> None:
    _, problem = load_text(tmp_path, json.dumps({name: None for name in NUMBER_FIELDS + ("muted", "fullscreen")}))
    assert problem and problem.endswith(", 4 more.") and len(problem) < 220


def start_with_settings_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> App:
    """The app as a double-click starts it, over this settings file, three frames in."""
    from tabletop.cli import parse
    from tabletop.scenes.launch import first_scene, validate_plan
    from tests.uitools import frames

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    folder = tmp_path / "config" / "coconut-table"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(text, encoding="utf-8")
    plan = parse(["--frames", "1000000", "--save-dir", str(tmp_path), "--windowed"])
    app = App(plan)
    app.start(first_scene(app, validate_plan(plan)))
    frames(app, 3)
    return app


@pytest.mark.ui
def test_the_reset_is_told_over_the_welcome_that_opens_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken file means "never welcomed": the welcome opens over the menu and must not end the word."""
    from tabletop.scenes.menu import MainMenu
    from tabletop.scenes.welcome import WelcomeScene
    from tests.uitools import button_center, click

    app = start_with_settings_file(tmp_path, monkeypatch, "{garbage")
    folder = tmp_path / "config" / "coconut-table"
    assert isinstance(app.top, WelcomeScene)
    told = [text for text, _ in app.toasts if "settings.json" in text]
    assert told and BAD_PREFIX in told[0], "the welcome hid the word that the settings were reset"
    click(app, button_center(app, "Let's play"))
    assert isinstance(app.top, MainMenu) and any("settings.json" in text for text, _ in app.toasts)
    assert [path.read_text() for path in folder.glob(f"{BAD_PREFIX}*.json")] == ["{garbage"]
    app.finish()


@pytest.mark.ui
def test_unusable_key_bindings_are_told_over_the_welcome(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes.welcome import WelcomeScene

    app = start_with_settings_file(tmp_path, monkeypatch, '{"key_maps": {"seats": "many"}}')
    assert isinstance(app.top, WelcomeScene)
    assert any("key bindings" in text for text, _ in app.toasts), "the welcome hid the word about the keys"
    app.finish()

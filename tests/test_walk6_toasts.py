"""A toast speaks about the screen it came on: it goes when that screen closes (the keys screen's
refusals do not come back over the table, nor a table's over the menu after Quit to menu), one raised
as a screen closes is read on the screen shown next, and none covers the pause menu's panel."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop import app as app_module
from tabletop.scenes.dialogs import TextPrompt
from tabletop.scenes.keys_scene import KeysScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

REFUSAL = "F1 is already the buzzer key of seat 6; change that one first."


def open_table(tmp_path: Path):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Mango", "bot", "easy"), SeatSpec("Ana")], seed=3)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    return app, table


def test_the_keys_screens_refusals_go_with_it(tmp_path: Path) -> None:
    app, table = open_table(tmp_path)
    key(app, pygame.K_ESCAPE)
    app.push(KeysScene(app))
    frames(app, 2)
    app.toast(REFUSAL, 5)
    app.toast("Another refusal.", 5)
    frames(app, 2)
    assert app._toasts_in_view == {"Another refusal."}, "the older one waits its turn"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Resume"))
    assert app.top is table
    assert app.toasts == [] and not app._toasts_in_view
    app.finish()


def test_a_tables_toast_does_not_come_back_after_quit_to_menu(tmp_path: Path) -> None:
    app, _ = open_table(tmp_path)
    app.toast("Cannot take back: a card was revealed.", 4)
    frames(app, 1)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Quit to menu"))
    assert isinstance(app.top, MainMenu)
    assert app.toasts == []
    app.finish()


def test_a_toast_raised_as_its_screen_closes_is_read_on_the_next(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app, 2)

    def refuse() -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app.settings, "save", refuse)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    assert app._toasts_in_view == {"Settings could not be saved: No space left on device"}
    app.finish()


def test_toasts_over_the_pause_menu_stay_above_its_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = open_table(tmp_path)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    for text in ("Saved as “Koi-Koi 2026-11-26 23-39”.", "Saved as “Mine”.",
                 "Exported as “Mine.txt” in the saves folder."):
        app.toast(text, 4)
    drawn = record_draw_text(monkeypatch, app_module)
    frames(app, 1)
    click(app, button_center(app, "Save as…"))  # the pause's panel stays in view under the dialog
    assert isinstance(app.top, TextPrompt)
    toasts = [rect for text, rect in drawn if text in {toast for toast, _ in app.toasts}]
    assert len(toasts) > 2, "the newest toasts show"
    assert all(rect.bottom + 7 <= pause.menu_panel().top for rect in toasts), (toasts, pause.menu_panel())
    app.finish()

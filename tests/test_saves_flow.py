"""What Continue and Load tell a player about damaged and repeated saves: a damaged newest autosave is
named and kept, one game has one autosave, a damaged file is listed like a good one, Save as keeps
its dialog open for a name it refuses, and load errors speak in players' words above the title."""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import rules
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.app import App
from tabletop.scenes.dialogs import ConfirmDialog, NoticeDialog, TextPrompt
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.stats_scene import StatsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import ADAPTERS
from tests import tiny_game
from tests.test_polish import open_load_screen
from tests.tiny_table import TinyTable
from tests.uitools import button_center, click, frames, key, make_app

pytestmark = pytest.mark.ui

OLD_TIME = "2025-01-01T10:00:00+00:00"


@pytest.fixture(autouse=True)
def tiny_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules.GAMES, "tiny", tiny_game)
    monkeypatch.setitem(ADAPTERS, "tiny", TinyTable)


def tiny_record(seed: int = 4) -> GameRecord:
    return GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=seed)


def play_one(session: Session) -> None:
    seat = min(session.to_act())
    session.submit(session.legal(seat)[0])


def dated(path: Path, saved_at: str) -> None:
    """Give a good save an older date, as a game left days ago has."""
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "saved_at": saved_at}))


def cut_short(path: Path) -> bytes:
    """Damage a save as a crash or a full disk would: only its first 100 bytes are left."""
    path.write_bytes(path.read_bytes()[:100])
    os.utime(path)
    return path.read_bytes()


def folder_with_a_damaged_newest_autosave(folder: Path, damage: Callable[[Path], bytes] = cut_short
                                          ) -> tuple[Path, Path, bytes]:
    """An older good autosave, and a newer one damaged by ``damage`` (which gives the bytes it left)."""
    store = SaveStore(folder)
    older = Session(tiny_record(4), store=store)
    play_one(older)
    older_path = store.autosave_path(older.session_id)
    dated(older_path, OLD_TIME)
    newest = Session(tiny_record(5), store=store)
    play_one(newest)
    damaged = store.autosave_path(newest.session_id)
    return older_path, damaged, damage(damaged)


# --- 1. Continue says what happened to a damaged newest autosave ----------------------------------

def test_continue_names_the_damaged_newest_autosave_and_keeps_it(tmp_path: Path) -> None:
    older, damaged, damaged_bytes = folder_with_a_damaged_newest_autosave(tmp_path)
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and isinstance(app.stack[0], MainMenu), "asked, not opened in silence"
    assert "High Card Duel" in dialog.detail and "cut short or damaged" in dialog.detail, dialog.detail
    assert "older High Card Duel game from 2025-01-01\u00a010:00 (1\u00a0move)" in dialog.detail, dialog.detail
    assert dialog.button_rect(0, 2).top > dialog.panel.y + dialog.DETAIL_TOP + 3 * 41, "the answers sit under the text"

    click(app, button_center(app, "Continue older"))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene) and app.store.autosave_path(table.session.session_id) == older
    play_one(table.session)
    assert damaged.read_bytes() == damaged_bytes, "the damaged autosave stays on disk untouched"
    app.finish()


def test_continue_with_only_a_damaged_autosave_says_so(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(tiny_record(), store=store)
    damaged = store.autosave_path(session.session_id)
    kept = cut_short(damaged)
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Continue"))
    frames(app, 2)
    notice = app.top
    assert isinstance(notice, NoticeDialog) and "stays in the Load list" in notice.detail, notice.detail
    click(app, button_center(app, "OK"))
    frames(app, 2)
    assert isinstance(app.top, MainMenu) and damaged.read_bytes() == kept
    app.finish()


# --- 2. one game, one autosave --------------------------------------------------------------------

def test_loading_a_named_save_again_writes_one_autosave(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = Session(tiny_record(), store=store)
    play_one(game)
    named = game.save_as("Friday")
    named_bytes = named.read_bytes()
    store.drop_autosave(game.session_id)
    assert tiny_record().game_id != tiny_record().game_id, "every game started has its own id"

    for branch in range(2):  # the same save loaded twice, played on differently
        loaded = Session.resume(store, named)
        for _ in range(branch + 1):
            play_one(loaded)
    autosaves = [info for info in store.list() if info.is_autosave]
    assert len(autosaves) == 1 and autosaves[0].moves == 3, "the later branch is the game's one autosave"
    assert named.read_bytes() == named_bytes, "the named save is never written over"

    Session.resume(store, named)  # loaded and left before a move
    assert [info.moves for info in store.list() if info.is_autosave] == [3], "a load alone keeps the autosave"


def test_an_autosave_named_the_old_way_lists_loads_and_keeps_its_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    old_way = tmp_path / "autosave-tiny-534766d3.json"
    record = tiny_record()
    store.autosave(record, record.new_state(), "tiny-534766d3")
    [info] = store.list()
    assert info.is_autosave and info.game == "High Card Duel" and not info.damaged
    resumed = Session.resume(store, old_way)
    play_one(resumed)
    assert [path.name for path in tmp_path.glob("*.json")] == [old_way.name]
    assert store.load(old_way)[0].actions == resumed.record.actions


# --- 3. a damaged autosave is listed in a good one's words ----------------------------------------

def test_a_damaged_autosave_is_listed_by_its_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record = GameRecord("kokonotsu", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3)
    path = store.autosave(record, record.new_state(), "kokonotsu-534766d3")
    cut_short(path)
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    [line] = scene.rows
    assert line.startswith("Kokonotsu  ·  autosave  ·  ") and line.endswith("  ·  damaged file"), line
    assert "534766d3" not in line
    app.finish()


# --- 4. Save as keeps its dialog open for a name it refuses ---------------------------------------

def test_save_as_with_an_empty_name_stays_open_with_the_reason(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(tiny_record(), store=app.store)))
    frames(app, 5)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Save as…"))
    prompt = app.top
    assert isinstance(prompt, TextPrompt)
    prompt.entry.set_text("")
    click(app, button_center(app, "Save"))
    assert app.top is prompt and prompt.problem and "empty" in prompt.problem, "the dialog stays, saying why"
    assert not any("save name" in text or "empty" in text for text, _ in app.toasts)
    assert not list(tmp_path.glob("[!a]*.json")), "nothing saved"
    prompt.entry.set_text("Friday")
    click(app, button_center(app, "Save"))
    assert (tmp_path / "Friday.json").exists() and app.top is not prompt
    app.finish()


# --- 5. load errors in players' words, never over the title ---------------------------------------

def test_load_errors_name_the_games_and_the_damage_in_players_words(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    record = GameRecord("kokonotsu", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=3)
    good = store.save("chess game", record, record.new_state())
    good.write_text(good.read_text().replace('"game": "kokonotsu"', '"game": "chess"'))
    cut = store.save("cut", record, record.new_state())
    cut_short(cut)
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    for info in list(scene.saves):
        scene.load(info)
    texts = [text for text, _ in app.toasts]
    assert any(text.startswith("Cannot load “chess game”: the file is a save of a game called 'chess'")
               and "Koi-Koi, Coconut Pirate" in text for text in texts), texts
    assert "Cannot load “cut”: the file is cut short or damaged." in texts, texts
    assert not any("koikoi" in text or "column" in text or ".json" in text for text in texts), texts
    app.finish()


def title_pixels(app) -> bytes:  # type: ignore[no-untyped-def]
    app.present()
    return pygame.image.tobytes(app.logical.subsurface(pygame.Rect(0, 98, 1920, 112)), "RGB")


@pytest.mark.parametrize("screen", [LoadScene, MainMenu, SettingsScene, SetupScene, StatsScene])
def test_toasts_never_cover_a_screens_title_and_a_repeat_is_shown_once(tmp_path: Path, screen: type) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.push(screen(app))
    frames(app, 2)
    app.toasts.clear()
    bare = title_pixels(app)
    long = "Cannot load “a save with a long name”: the file is a save of a game called 'chess', " * 3
    for text in (long, "Cannot load “cut”: the file is cut short or damaged.",
                 "Cannot load “cut”: the file is cut short or damaged."):
        app.toast(text, 6)
    assert len(app.toasts) == 2, "the same message twice is one toast"
    assert title_pixels(app) == bare, "the toasts leave the title as it was"
    app.finish()


def test_a_toast_at_the_table_leaves_the_word_paused_alone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record = GameRecord("tiny", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=4)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 5)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu) and app.toast_band()[0] == 84, "paused at the table, under its banner"
    app.toasts.clear()
    app.present()
    title = pygame.Rect(0, 0, 400, 70)
    title.center = app.top.title_center()
    bare = pygame.image.tobytes(app.logical.subsurface(title), "RGB")
    for text in ("The save name is empty: type a name first.",
                 "Could not save: No space left on device. Play goes on; the next move tries again. " * 3):
        app.toast(text, 6)
    app.present()
    assert pygame.image.tobytes(app.logical.subsurface(title), "RGB") == bare
    app.finish()


def test_loading_a_save_behind_its_games_autosave_asks_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = Session(tiny_record(), store=store)
    play_one(game)
    game.save_as("Friday")
    play_one(game)  # the autosave is now a move further on than "Friday"
    autosave = store.autosave_path(game.session_id)
    further = autosave.read_bytes()
    app = make_app(tmp_path)
    scene = open_load_screen(app)
    [friday] = [info for info in scene.saves if info.name == "Friday"]
    scene.load(friday)
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "(2\u00a0moves)" in dialog.detail, "asked before it is replaced"
    click(app, button_center(app, "Back"))
    assert app.top is scene and autosave.read_bytes() == further

    scene.load(friday)
    frames(app, 2)
    click(app, button_center(app, "Load the save"))
    table = app.stack[0]
    assert isinstance(table, TableScene) and len(table.session.record.actions) == 1
    app.finish()


def load_friday(folder: Path) -> tuple[App, ConfirmDialog]:
    """Load the save "Friday" from the Load screen, whose game's autosave stands in the way: the
    question the screen asks."""
    app = make_app(folder)
    scene = open_load_screen(app)
    scene.load(next(info for info in scene.saves if info.name == "Friday"))
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    return app, dialog


def test_loading_a_save_whose_games_autosave_is_damaged_says_so(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = Session(tiny_record(), store=store)
    play_one(game)
    game.save_as("Friday")
    kept = cut_short(store.autosave_path(game.session_id))
    app, dialog = load_friday(tmp_path)
    assert "cannot be read (the file is cut short or damaged)" in dialog.detail
    click(app, button_center(app, "Back"))
    assert store.autosave_path(game.session_id).read_bytes() == kept
    app.finish()

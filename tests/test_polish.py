"""Leftovers of the new-player and hostile-input rounds, through the running app: the Load screen
picks the row clicked and fits long lines, the deal number is bounded, toasts hide no button, the
hand-off bar hides nothing of the table, the move log shows whole entries and survives a reload,
and the Koi-Koi decision shows every line."""
from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pygame
import pytest

import rules
from rules.core import Action
from saves import GameRecord, SaveStore, SeatSpec
from tabletop.app import App
from tabletop.movelog import MAX_ENTRIES, LogEntry, MoveLog
from tabletop.scenes import table as table_module
from tabletop.scenes.curtain import HANDOFF_BOX, HANDOFF_BUTTON, HandOffScene
from tabletop.art.text import font
from tabletop.scenes.load import ROW_PAD, ROW_TEXT, LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.rules_help import RulesHelp
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import koikoi as koikoi_table
from tests.uitools import button_center, click, frames, key, make_app

pytestmark = pytest.mark.ui


def open_load_screen(app: App) -> LoadScene:
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Load"))
    assert isinstance(app.top, LoadScene)
    return app.top


def click_row_of(app: App, scene: LoadScene, path: Path) -> None:
    row = [info.path for info in scene.saves].index(path)
    click(app, scene.row_rect(row).center)


# --- 1. the Load screen --------------------------------------------------------------------------

def test_load_acts_on_the_row_clicked_even_when_two_rows_read_alike(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    first, second = folder / "autosave-koikoi-aaaa.json", folder / "autosave-koikoi-bbbb.json"
    first.write_text("{broken")
    second.write_text("{broken too")
    store = SaveStore(folder)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=3)
    for session_id in ("koikoi-one", "koikoi-two"):
        store.autosave(record, record.new_state(), session_id)
        path = folder / f"autosave-{session_id}.json"
        data = json.loads(path.read_text())
        path.write_text(json.dumps({**data, "saved_at": "2025-01-01T10:00:00"}))  # same minute, same words
    app = make_app(folder)
    scene = open_load_screen(app)
    lines = scene.rows
    good = [line for line, info in zip(lines, scene.saves) if not info.damaged]
    assert len(good) == 2 and good[0] == good[1], "two autosaves of one game read alike"

    click_row_of(app, scene, second)
    assert scene.chosen is not None and scene.chosen.path == second
    click(app, button_center(app, "Delete"))
    assert first.exists() and second.exists(), "Delete asks first"
    app.top.confirm[1]()  # "Delete this save?": Delete
    frames(app, 2)
    assert first.exists() and not second.exists(), "Delete removed the file of the row clicked"

    scene = app.top
    assert isinstance(scene, LoadScene)
    click_row_of(app, scene, folder / "autosave-koikoi-two.json")
    click(app, button_center(app, "Load"))
    frames(app, 2)
    assert isinstance(app.stack[0], TableScene) and app.stack[0].session.session_id == "koikoi-two"
    app.finish()


def test_load_rows_fit_the_list_and_keep_the_start_of_a_long_name(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    long_name = "A very long save name that goes on and on and on to sixty ch"
    record = GameRecord("kokonotsu", {}, [SeatSpec("Bartholomew Long"), SeatSpec("Maximiliana Rose", "bot", "hard"),
                                          SeatSpec("Wilhelmina Stone", "bot", "hard"),
                                          SeatSpec("Constantinopoli", "bot", "hard")], seed=3)
    SaveStore(folder).save(long_name, record, record.new_state())
    app = make_app(folder)
    scene = open_load_screen(app)
    line = scene.rows[0]
    assert font(ROW_TEXT).size(line)[0] <= scene.row_rect(0).width - 2 * ROW_PAD, line
    assert line.startswith("A very long save name") and line.count("…") >= 1
    assert "Kokonotsu" in line, "the game still shows beside a long name"
    app.finish()


# --- 2. the deal number ----------------------------------------------------------------------------

def type_text(app: App, text: str) -> None:
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    frames(app, 2)


def test_a_deal_number_over_18_digits_is_refused_with_a_message(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    app = make_app(folder)
    app.start(SetupScene(app))
    frames(app, 2)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.seed_entry.rect.center)
    type_text(app, "1234567890123456789012345")
    assert setup.seed_entry.get_text() == "1234567890123456789012345"
    click(app, button_center(app, "Start"))
    assert app.top is setup, "a game whose autosave could never be loaded does not start"
    assert any("at most 18 digits" in text for text, _ in app.toasts), app.toasts

    setup.seed_entry.set_text("9" * 18)
    click(app, button_center(app, "Start"))
    frames(app, 2)
    assert isinstance(app.top, TableScene)
    path = app.store.latest_autosave()
    assert path is not None and app.store.load(path)[0].seed == int("9" * 18)
    app.finish()


# --- 3. toasts -------------------------------------------------------------------------------------

TOASTS = ("Saved as “Koi-Koi 2025-01-01 10-00”.",
          "Could not save: No space left on device. Play goes on; the next move tries again.",
          "Saving works again.")


def button_rects(app: App) -> list[pygame.Rect]:
    return [element.rect.copy() for element in app.ui.get_root_container().elements
            if element.visible and element.rect.width > 0]


def assert_toasts_hide_no_button(app: App) -> None:
    """Three toasts leave every visible button exactly as it was drawn without them."""
    frames(app, 3)
    rects = button_rects(app)
    assert rects
    before = app.logical.copy()
    for text in TOASTS:
        app.toast(text, 60)
    frames(app, 1)
    for rect in rects:
        rect = rect.clip(app.logical.get_rect())
        assert pygame.image.tobytes(app.logical.subsurface(rect), "RGB") == \
            pygame.image.tobytes(before.subsurface(rect), "RGB"), f"a toast covers the button at {rect}"
    app.toasts.clear()


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_toasts_hide_no_button_of_the_pause_menu(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=2)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 5)
    app.push(PauseMenu(app, app.top.session))  # type: ignore[union-attr]
    assert_toasts_hide_no_button(app)
    app.finish()


def test_toasts_hide_no_button_of_any_menu_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(MainMenu(app))
    for scene in (MainMenu(app), SetupScene(app), LoadScene(app), SettingsScene(app), RulesHelp(app)):
        app.replace(scene)
        assert_toasts_hide_no_button(app)
    app.finish()


# --- 4. the hand-off bar ----------------------------------------------------------------------------

def table_drawing(monkeypatch: pytest.MonkeyPatch, app: App, table: TableScene) -> list[pygame.Rect]:
    """Where the Koi-Koi table drew its texts and pieces in one real frame."""
    drawn: list[pygame.Rect] = []
    real = koikoi_table.draw_text

    def record(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
               **kw: object) -> pygame.Rect:
        rect = real(surface, text, size, colour, **kw)  # type: ignore[arg-type]
        drawn.append(rect)
        return rect

    monkeypatch.setattr(koikoi_table, "draw_text", record)
    frames(app, 1)
    monkeypatch.setattr(koikoi_table, "draw_text", real)
    return drawn + [piece.rect for piece in table.adapter.drawn_pieces()]


@pytest.mark.parametrize("size", ["1024x600", "1920x1080"])
def test_the_hand_off_bar_hides_nothing_of_the_koikoi_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=5)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    key(app, pygame.K_SPACE)  # Ana is at the screen
    table.submit(table.session.legal(0)[0])
    for _ in range(20):
        if isinstance(app.top, HandOffScene):
            break
        legal = table.session.legal(0)
        if legal:
            table.submit(legal[0])
        frames(app, 3)
    assert isinstance(app.top, HandOffScene)
    covered = [rect for rect in table_drawing(monkeypatch, app, table) if rect.colliderect(HANDOFF_BOX)]
    assert not covered, f"the hand-off bar hides {covered}"
    click(app, HANDOFF_BUTTON.center)
    assert not isinstance(app.top, HandOffScene)
    app.finish()


# --- 5. the move log shows whole entries -----------------------------------------------------------------

def log_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    texts: list[str] = []
    real = table_module.draw_text

    def record(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
               **kw: object) -> pygame.Rect:
        texts.append(text)
        return real(surface, text, size, colour, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(table_module, "draw_text", record)
    frames(app, 1)
    monkeypatch.setattr(table_module, "draw_text", real)
    return texts


def bot_table(tmp_path: Path, size: str = "1280x720") -> tuple[App, TableScene]:
    app = make_app(tmp_path, "--size", size)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=2)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 5)
    return app, table


@pytest.mark.parametrize("size", ["1024x600", "1920x1080"])
def test_the_log_shows_only_whole_entries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app, table = bot_table(tmp_path, size)
    table.log.entries = [LogEntry(1, " ".join(f"move{number}-word{word}" for word in range(2 + 2 * (number % 4))))
                         for number in range(40)]  # one to four lines each, no two lines alike
    drawn = log_texts(monkeypatch, app)
    width = table.adapter.log_rect.w - 62
    shown = 0
    for entry in reversed(table.log.entries):
        parts = table_module.wrap_sentence(entry.text, table_module.LOG_TEXT, width)
        present = [part in drawn for part in parts]
        assert all(present) or not any(present), f"entry cut: {parts} of which {present}"
        shown += all(present)
    assert shown >= 2
    app.finish()


def test_an_entry_taller_than_the_log_says_it_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = bot_table(tmp_path, "1024x600")
    text = "Reveal: " + "; ".join(f"Seat {n} red 10 = 10" for n in range(60))
    table.log.entries = [LogEntry(0, text)]
    drawn = log_texts(monkeypatch, app)
    log = table.adapter.log_rect
    parts = table_module.wrap_sentence(text, table_module.LOG_TEXT, log.w - 62)
    room = (log.h - table_module.LOG_TITLE - table_module.LOG_PADDING) // table_module.LOG_LINE
    shown = [line for line in drawn if line in parts or line.endswith(" …")]
    assert len(shown) == room < len(parts)
    assert shown[-1].endswith(" …") and parts[room - 1].startswith(shown[-1][:-2])
    app.finish()


def test_the_log_keeps_only_the_latest_entries() -> None:
    log = MoveLog()
    for number in range(MAX_ENTRIES + 50):
        log.add("unknown-game", Action(0, f"move{number}"), [], lambda seat: "Ana")
    assert len(log.entries) == MAX_ENTRIES
    assert log.entries[-1].text == f"Ana: move{MAX_ENTRIES + 49}"


# --- 6. a continued game keeps its log -------------------------------------------------------------------

def random_record(game_id: str, players: int, moves: int, seed: int) -> GameRecord:
    game = rules.GAMES[game_id]
    state = game.new_game({}, players, seed)
    rng = random.Random(seed)
    actions: list[str] = []
    while len(actions) < moves and game.outcome(state) is None:
        seat = rng.choice(sorted(game.to_act(state)))
        action = rng.choice(game.legal_actions(state, seat))
        game.apply(state, action)
        actions.append(game.action_to_text(action))
    return GameRecord(game_id, {}, [SeatSpec(f"Player {n + 1}", "bot", "easy") for n in range(players)], seed,
                      actions)


def test_a_continued_game_shows_the_log_it_had(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    app = make_app(folder)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=8)
    table = TableScene(app, Session(record, store=app.store, session_id="koikoi-goes-on"))
    app.start(table)
    for _ in range(30):
        if table.notices:
            key(app, pygame.K_RETURN)  # a month's result is read before play goes on
            continue
        legal = table.session.legal(0)
        if legal:
            table.submit(legal[0])
        frames(app, 3)
    live = table.log.lines_for(0)
    assert len(live) > 10
    app.finish()

    app = make_app(folder)
    scene = open_load_screen(app)
    click_row_of(app, scene, folder / "autosave-koikoi-goes-on.json")
    click(app, button_center(app, "Load"))
    frames(app, 2)
    resumed = app.stack[0]
    assert isinstance(resumed, TableScene) and resumed.session.session_id == "koikoi-goes-on"
    assert resumed.log.lines_for(0)[-len(live):] == live, "the moves before the save, as they were"
    app.finish()


def test_a_long_game_resumes_fast_with_a_bounded_log(tmp_path: Path) -> None:
    record = random_record("coconut_pirate", 4, 600, seed=3)
    assert len(record.actions) >= 400
    store = SaveStore(tmp_path / "saves")
    path = store.save("long", record, record.replay())
    app = make_app(tmp_path / "saves")
    started = time.perf_counter()
    table = TableScene(app, Session.resume(app.store, path))
    app.start(table)
    frames(app, 1)
    assert time.perf_counter() - started < 1.0
    assert len(table.log.entries) == MAX_ENTRIES
    game = rules.GAMES["coconut_pirate"]
    state = game.new_game({}, 4, 3)
    expected = MoveLog()
    for text in record.actions:
        action = game.action_from_text(state, text)
        expected.add("coconut_pirate", action, game.apply(state, action), table.name)
    assert table.log.entries == expected.entries
    app.finish()


# --- 7. the Koi-Koi decision shows every line ----------------------------------------------------------------

MANY_YAKU = ["1-bright", "3-bright", "8-bright", "1-ribbon", "2-ribbon", "3-ribbon", "6-ribbon", "9-ribbon",
             "10-ribbon", "6-animal", "7-animal", "10-animal", "9-animal"]


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_the_decision_dialog_shows_every_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app, table = bot_table(tmp_path, size)
    state = table.session.state
    for pile in (*state["hands"], state["field"], state["stock"], *state["captures"]):
        pile[:] = [card for card in pile if card not in MANY_YAKU]
    state["captures"][0] += MANY_YAKU
    state["koikoi"][1] = 1
    state["phase"], state["turn"] = "decide", 0
    table.refresh()
    frames(app, 2)
    prompt = table.visible_prompt()
    assert prompt is not None
    box, lines = table.prompt_layout(prompt)
    assert len(lines) >= 6
    drawn = log_texts(monkeypatch, app)
    assert all(line in drawn for line in lines), [line for line in lines if line not in drawn]
    buttons = table.prompt_buttons(prompt)
    last_line_bottom = box.y + table_module.PROMPT_LINES_TOP + len(lines) * table_module.PROMPT_LINE
    assert all(box.contains(button) and button.top >= last_line_bottom for button in buttons)
    assert pygame.Rect(0, 0, 1920, 1080).contains(box)
    click(app, buttons[1].center)
    assert "0 koikoi" in table.session.record.actions
    app.finish()

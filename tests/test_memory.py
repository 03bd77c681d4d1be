"""Memory that stays flat under play (issue 10, item 8): what the random-input soak found, pinned.

`make soak-ui` is the long measurement; these are the causes it found, each checked quickly.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop import art
from tabletop.art import art_cache, art_cache_bytes
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.soak_ui import rss_mb
from tests.uitools import frames, make_app

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.ui


def koikoi_table(app) -> TableScene:  # type: ignore[no-untyped-def]
    seats = [SeatSpec("Ana", "human"), SeatSpec("Mango", "bot", "normal")]
    table = TableScene(app, Session(GameRecord("koikoi", {}, seats, 11), store=app.store))
    app.start(table)
    frames(app, 3)
    return table


def press(keycode: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode="", scancode=0))


def test_three_escapes_in_one_frame_open_one_pause_menu_and_close_it(tmp_path: Path) -> None:
    """Before, every Esc of a frame went to the table (the pause menu only arrived at the frame's end):
    the soak stacked eight pause menus, each holding its buttons' surfaces."""
    app = make_app(tmp_path)
    koikoi_table(app)
    press(pygame.K_ESCAPE)
    frames(app, 1)
    assert sum(isinstance(scene, PauseMenu) for scene in app.stack) == 1
    for _ in range(3):
        press(pygame.K_ESCAPE)
    frames(app, 1)
    assert [type(scene).__name__ for scene in app.stack] == ["TableScene"], "each Esc toggles: closed, opened, closed"


def test_opening_and_closing_the_pause_menu_many_times_keeps_memory_flat(tmp_path: Path) -> None:
    """A closed scene and its pygame_gui buttons are reference cycles; before, they waited for a rare
    full collection, and 100 pauses grew RSS by over 100 MB."""
    app = make_app(tmp_path)
    table = koikoi_table(app)
    for _ in range(10):  # warm: fonts, theme images
        app.push(PauseMenu(app, table.session))
        frames(app, 1)
        app.pop()
        frames(app, 1)
    before = rss_mb()
    for _ in range(80):
        app.push(PauseMenu(app, table.session))
        frames(app, 1)
        app.pop()
        frames(app, 1)
    assert rss_mb() - before < 30


def test_cached_art_stays_within_its_byte_budget_and_keeps_what_is_in_use(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    art.clear_art_caches()
    monkeypatch.setattr(art, "ART_BUDGET_BYTES", 4 * 2**20)

    @art_cache(10_000)
    def square(side: int) -> pygame.Surface:
        return pygame.Surface((side, side), pygame.SRCALPHA)

    favourite = square(300)
    for side in range(200, 400):
        square(side)
        assert square(300) is favourite, "in use every frame, so never the least recently used"
    assert art_cache_bytes() <= 4 * 2**20
    art.clear_art_caches()
    assert art_cache_bytes() == 0


def test_a_cache_also_keeps_at_most_its_own_count() -> None:
    art.clear_art_caches()
    calls: list[int] = []

    @art_cache(3)
    def label(number: int) -> str:
        calls.append(number)
        return str(number)

    for number in (1, 2, 3, 4, 1):
        label(number)
    assert calls == [1, 2, 3, 4, 1], "1 was the oldest of four, so it was drawn again"
    art.clear_art_caches()


def test_soak_ui_runs_headless_and_gives_a_verdict(tmp_path: Path) -> None:
    """The soak tool itself: a few seconds on one game, with a verdict line and its figures."""
    done = subprocess.run([sys.executable, "-m", "tests.soak_ui", "0.1", "kokonotsu"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    verdict = [line for line in done.stdout.splitlines() if "peak RSS=" in line]
    assert len(verdict) == 1, done.stdout + done.stderr
    assert "exceptions=0 " in verdict[0], done.stdout + done.stderr
    with pytest.raises(subprocess.CalledProcessError):
        subprocess.run([sys.executable, "-m", "tests.soak_ui", "0.1", "no-such-game"], cwd=ROOT,
                       capture_output=True, check=True, timeout=60)


def test_the_load_screen_costs_the_same_with_three_hundred_saves(tmp_path: Path) -> None:
    """Games left unfinished pile up as autosaves; the list shows a page at a time, drawn by us.
    Before, a pygame_gui selection list drew every row up front: about 3 MB a row."""
    from saves import SaveStore
    from tabletop.scenes.load import PAGE_ROWS, LoadScene
    from tabletop.scenes.menu import MainMenu
    from tests.uitools import button_center, click

    store = SaveStore(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Mango", "bot", "normal")], 5)
    state = record.new_state()
    for number in range(300):
        store.autosave(record, state, f"koikoi-{number:03}")
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    before = rss_mb()
    click(app, button_center(app, "Load"))
    scene = app.top
    assert isinstance(scene, LoadScene) and len(scene.saves) == PAGE_ROWS and scene.pages == 30
    for _ in range(5):
        click(app, button_center(app, "Older"))
    assert scene.page == 5
    click(app, scene.row_rect(3).center)
    assert scene.chosen is scene.saves[3]
    assert rss_mb() - before < 15


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator is the one that keeps pages")
def test_freed_surfaces_go_back_to_the_system() -> None:
    """Many small surfaces freed between a few kept ones leave free pages inside the heap, which glibc
    keeps until asked: after a minute of random input that was half of the table's footprint."""
    from tabletop.memory import FreedMemory

    memory = FreedMemory()
    pygame.init()
    made = [pygame.Surface((60, 60), pygame.SRCALPHA) for _ in range(6000)]  # about 85 MB
    kept = made[::12]
    del made
    before = rss_mb()
    memory.give_back()
    assert before - rss_mb() > 40
    assert kept

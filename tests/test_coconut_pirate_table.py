"""The Coconut Pirate table in the real app, headless: the race judge fed by real pygame events
posted to the queue and drained between frames with a fake clock; the picker; ties; false starts."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rules.coconut_pirate import series
from saves import GameRecord, SeatSpec
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tests.uitools import frames, key, make_app

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent
BUZZ = {0: pygame.K_LSHIFT, 1: pygame.K_SPACE}


class FakeClock:
    """Milliseconds that move only when the test (or a wait) says so."""

    def __init__(self) -> None:
        self.now = 10_000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, ms: int) -> None:
        self.now += ms


def open_table(tmp_path: Path, tie_window_ms: int = 50, seats=None):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0, tie_window_ms=tie_window_ms))
    record = GameRecord("coconut_pirate", {}, seats or [SeatSpec("Ana"), SeatSpec("Ben")], seed=8)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 3)
    table = app.top
    clock = FakeClock()
    table.adapter.clock_ms, table.adapter.wait_ms = clock, clock.wait
    return app, table, clock


def press(seat: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=BUZZ[seat], mod=0, unicode="", scancode=0))


def release(seat: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=BUZZ[seat], mod=0, unicode="", scancode=0))


def race(app, table, clock, gap_ms: float) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 presses, ``gap_ms`` later seat 1 presses; each press is drained as it arrives."""
    press(0)
    table.adapter.drain_until(clock.now + 4)
    clock.now += gap_ms - 4
    press(1)
    table.adapter.drain_until(clock.now + 4)
    release(0)
    release(1)
    table.adapter.drain_until(clock.now + 4)


def verdict(app, table, clock):  # type: ignore[no-untyped-def]
    """The judge's decision once its tie window has passed on the fake clock."""
    return table.adapter.judge.decide(clock.now + 1000)


def test_presses_30ms_apart_go_to_the_first(tmp_path: Path) -> None:
    app, table, clock = open_table(tmp_path, tie_window_ms=20)
    race(app, table, clock, 30)
    result = verdict(app, table, clock)
    assert result is not None and result.winner == 0 and result.tied == ()
    app.finish()


def test_presses_10ms_apart_tie_inside_the_default_window(tmp_path: Path) -> None:
    app, table, clock = open_table(tmp_path)
    assert table.adapter.judge.tie_window_ms == 50
    race(app, table, clock, 10)
    result = verdict(app, table, clock)
    assert result is not None and result.winner is None and set(result.tied) == {0, 1}
    app.finish()


def test_the_table_turns_a_verdict_into_the_claim_and_the_tie_into_a_passed_turn(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    key(app, BUZZ[1], settle=6)
    assert table.session.record.actions[-1] == "1 claim"
    assert table.view["phase"] == "announce" and table.view["claimant"] == 1
    app.finish()
    app, table, _ = open_table(tmp_path)
    press(0)
    press(1)
    frames(app, 6)
    assert table.session.record.actions[-1] == "0 tie 0 1"
    assert table.adapter.flash and table.adapter.flash[0] == "Same time!"
    app.finish()


def test_a_press_before_the_race_opens_is_ignored(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    key(app, BUZZ[0], settle=6)
    assert table.view["phase"] == "announce"
    press(1)  # Ben presses while Ana is naming: no race is open, and he keeps the key down
    frames(app, 2)
    table.adapter.picked = ["skull"]
    key(app, BUZZ[0], settle=4)  # Ana shouts her (wrong) series
    assert table.view["phase"] == "throw"
    frames(app, 10)
    assert table.session.record.actions[-1] == "0 announce skull", "Ben's early, held press made no claim"
    release(1)
    frames(app, 2)
    key(app, BUZZ[1], settle=6)
    assert table.session.record.actions[-1] == "1 claim"
    app.finish()


def test_picker_with_the_claimants_own_keys_takes_the_series(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    for _ in range(200):
        if series([(d["symbol"], d["colour"]) for d in table.view["board"]]):
            break
        seat = table.view["turn"]
        key(app, pygame.K_e if seat == 0 else pygame.K_o, settle=1)
    present = series([(d["symbol"], d["colour"]) for d in table.view["board"]])
    assert present, "some series appears while throwing"
    name = next(iter(present))
    key(app, BUZZ[0], settle=6)
    row = 0 if name in ("skull", "sword", "coconut-tree", "diamond", "boat", "pistol") else 1
    from tabletop.tables.coconut_pirate import SERIES_GRID
    column = SERIES_GRID[row].index(name)
    if row:
        key(app, pygame.K_s)
    for _ in range(column):
        key(app, pygame.K_d)
    key(app, pygame.K_e)
    assert table.adapter.picked == [name]
    before = len(table.view["hands"][0])
    key(app, BUZZ[0], settle=40)
    assert table.session.record.actions[-1] == f"0 announce {name}"
    assert len(table.view["hands"][0]) == before + len(present[name])
    app.finish()


def test_running_out_of_time_is_a_wrong_announcement(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    key(app, BUZZ[0], settle=6)
    frames(app, 6 * 60 + 10)
    assert table.session.record.actions[-1] == "0 timeout"
    app.finish()


def test_demo_screenshot_from_the_command_line(tmp_path: Path) -> None:
    picture = tmp_path / "p.png"
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "coconut_pirate", "--demo", "--frames", "900",
                    "--screenshot", str(picture), "--save-dir", str(tmp_path)], check=True, timeout=300, cwd=tmp_path)
    assert picture.stat().st_size > 10_000

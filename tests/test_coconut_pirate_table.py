"""The Coconut Pirate table in the real app, headless: the race judge fed by real pygame events
posted to the queue and drained between frames with a fake clock; the picker; ties; false starts."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

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
    assert table.adapter.news and table.adapter.news.title == "Same time!"
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
    key(app, pygame.K_e, settle=2)  # claims reopen only once the next die lands (NB1)
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


# --- the board, the dice and what is drawn over them (issue 9: items 14, 15, 16) ---

CONFIRM = {0: pygame.K_e, 1: pygame.K_o, 2: pygame.K_RETURN, 3: pygame.K_KP9}


def throw_until(app, table, dice: int) -> None:  # type: ignore[no-untyped-def]
    """The seats due to throw throw, with their own keys, until ``dice`` lie on the board."""
    while len(table.view["board"]) < dice:
        key(app, CONFIRM[table.view["turn"]], settle=50)


def four_humans(tmp_path: Path, *extra: str):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, *extra, settings=Settings(bot_delay_ms=0))
    record = GameRecord("coconut_pirate", {}, [SeatSpec(name) for name in ("Ana", "Ben", "Cy", "Dee")], seed=5)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 3)
    return app, app.top


def drawn_texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, int, pygame.Rect]]:
    """Every text ``module`` draws from now on: its words, size and rectangle, in drawing order."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = module.draw_text

    def recording(surface, text, size, colour, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, text, size, colour, **kwargs)
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    return drawn


def texts_of(drawn: list[tuple[str, int, pygame.Rect]]) -> list[str]:
    return [text for text, _, _ in drawn]


def test_board_dice_are_big_and_lie_on_the_board(tmp_path: Path) -> None:
    from tabletop.tables.coconut_pirate import BOARD
    app, table, _ = open_table(tmp_path)
    throw_until(app, table, 8)
    for die in table.view["board"]:
        rect = table.adapter.pieces[f"die-{die['id']}"].rect
        assert rect.w >= 96 and rect.h >= 96, "a board die is at least 96 px at 1920x1080"
        assert BOARD.contains(rect)
    app.finish()


def test_die_faces_are_filled_with_their_colour_and_a_pattern_tells_colours_apart(tmp_path: Path) -> None:
    from tabletop.art.dice import DICE_COLOURS, die_face
    app, _, _ = open_table(tmp_path)
    faces = {colour: die_face("sword", colour, 100) for colour in DICE_COLOURS}
    for colour, face in faces.items():
        corner = face.get_at((12, 86))[:3]
        shade = sum(abs(a - b) for a, b in zip(corner, DICE_COLOURS[colour]))
        assert shade < 150, f"the {colour} die's face is {colour}, not ivory ({corner})"
    # Seen without colour at all, the faces (letter corner left out) still differ by their patterns.
    grey = {colour: pygame.transform.grayscale(face) for colour, face in faces.items()}
    band = [(x, y) for x in range(8, 92, 3) for y in range(40, 92, 3) if not 30 <= x <= 70]
    colours = list(grey)
    for i, first in enumerate(colours):
        for second in colours[i + 1:]:
            differ = sum(abs(grey[first].get_at(p)[0] - grey[second].get_at(p)[0]) > 24 for p in band)
            assert differ > len(band) // 10, f"{first} and {second} look alike without colour"
    app.finish()


def test_a_throw_flies_in_from_the_throwers_hand_and_shows_who_threw(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    throw_until(app, table, 2)
    seat = table.view["turn"]
    die_id = table.view["hands"][seat][0]
    piece = table.adapter.pieces[f"die-{die_id}"]
    hand = table.adapter.seat_rect(seat)
    assert hand.collidepoint(piece.rect.center)
    key(app, CONFIRM[seat], settle=1)
    now = app.now_ms
    in_air = piece.rect_at(now)
    assert hand.inflate(200, 200).collidepoint(in_air.center), "it leaves from the thrower's side"
    assert in_air.w < 96 and piece.tumble_until > now, "small and tumbling as it leaves the hand"
    frames(app, 60)
    landed = piece.rect_at(app.now_ms)
    assert landed.w >= 96 and landed.center == piece.rect.center and piece.tumble_until == 0
    thrower, badge = table.adapter.thrower_badge()
    assert thrower == seat and badge.colliderect(landed), "the thrower's tag sits on the die just thrown"
    app.finish()


def board_is_bare_between_dice(app, table) -> bool:  # type: ignore[no-untyped-def]
    """Nothing but dice (and their marks) is drawn on the board's parchment."""
    from tabletop.tables.coconut_pirate import BOARD
    frames(app, 1)
    picture = app.logical
    covered = [piece.rect.inflate(60, 60) for key, piece in table.adapter.pieces.items() if key.startswith("die-")]
    inner = BOARD.inflate(-40, -40)
    for x in range(inner.x, inner.right, 12):
        for y in range(inner.y, inner.bottom, 12):
            if not any(rect.collidepoint(x, y) for rect in covered) and picture.get_at((x, y))[:3] != (236, 214, 170):
                return False
    return True


def test_shouts_and_verdicts_stay_off_the_board_and_mark_the_named_dice(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    throw_until(app, table, 8)
    board = table.view["board"]
    present = series([(d["symbol"], d["colour"]) for d in board])
    absent = next(name for name in ("skull", "sword", "coconut-tree", "diamond", "boat", "pistol")
                  if name not in present)
    key(app, BUZZ[1], settle=6)
    assert table.view["phase"] == "announce"
    assert board_is_bare_between_dice(app, table), "the picker leaves the board clear"
    table.adapter.picked = [absent]
    key(app, BUZZ[1], settle=3)
    assert table.session.record.actions[-1] == f"1 announce {absent}"
    assert board_is_bare_between_dice(app, table), "the verdict is not written over the dice"
    assert table.adapter.news and table.adapter.news.mark == "cross" and "wrong" in table.adapter.news.title
    from tabletop.tables.coconut_pirate import series_count
    count = sum(1 for d in table.view["board"] if d["symbol"] == absent)
    assert f"A series needs 3 dice; the board has {series_count(absent, count)}." in table.adapter.news.detail
    crossed = {d["id"] for d in table.view["board"] if d["symbol"] == absent}
    assert table.adapter.shown_marks() == {die: "cross" for die in crossed}
    app.finish()


def test_a_right_announcement_ticks_the_won_dice_where_they_lie_before_they_go(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    throw_until(app, table, 8)
    present = series([(d["symbol"], d["colour"]) for d in table.view["board"]])
    while not present:
        throw_until(app, table, len(table.view["board"]) + 1)
        present = series([(d["symbol"], d["colour"]) for d in table.view["board"]])
    name = next(iter(present))
    spots = {d["id"]: table.adapter.pieces[f"die-{d['id']}"].rect.center for d in table.view["board"]}
    key(app, BUZZ[0], settle=6)
    table.adapter.picked = [name]
    key(app, BUZZ[0], settle=3)
    won = table.view["last"]["taken"]
    assert won and all(die in table.view["hands"][0] for die in won)
    assert table.adapter.shown_marks() == {die: "tick" for die in won}
    assert all(table.adapter.pieces[f"die-{die}"].rect.center == spots[die] for die in won), "still on the board"
    assert board_is_bare_between_dice(app, table)
    frames(app, 5 * 60)
    assert table.adapter.shown_marks() == {}
    hand = table.adapter.seat_rect(0)
    assert all(hand.collidepoint(table.adapter.pieces[f"die-{die}"].rect.center) for die in won), "then taken"
    app.finish()


def test_nobody_is_told_to_shout_before_a_series_can_be_on_the_board(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    assert not table.view["board"]
    assert "shout" not in table.adapter.status().lower()
    throw_until(app, table, 2)
    assert "shout" not in table.adapter.status().lower()
    throw_until(app, table, 3)
    assert "anyone may shout" in table.adapter.status()
    app.finish()


def test_seat_panels_show_the_dice_with_their_symbols(tmp_path: Path) -> None:
    from rules.coconut_pirate import FACES
    from tabletop.art.dice import die_face
    app, table, _ = open_table(tmp_path)
    for seat, hand in enumerate(table.view["hands"]):
        for die_id in hand:
            piece = table.adapter.pieces[f"die-{die_id}"]
            assert table.adapter.seat_rect(seat).contains(piece.rect)
            faces = {die_face(symbol, colour, piece.size[0]) for symbol, colour in FACES[die_id]}
            assert piece.look() in faces, "a die in a hand shows one of its own faces"
    app.finish()


def test_seat_panel_words_fit_their_panels_and_stay_readable_at_1024x600(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import tabletop.tables.coconut_pirate as table_module
    app, table = four_humans(tmp_path, "--size", "1024x600")
    scale = app.viewport.scale
    drawn = drawn_texts(monkeypatch, table_module)
    for seat in range(4):
        drawn.clear()
        table.adapter._draw_seat(app.logical, seat)
        panel = table.adapter.seat_rect(seat)
        assert drawn
        for text, size, rect in drawn:
            assert panel.contains(rect), f"{text!r} runs past seat {seat}'s panel"
            assert size * scale >= 12, f"{text!r} is {size * scale:.1f} px tall on a 1024x600 window"
    app.finish()


def test_the_thrower_can_click_their_throw_button(tmp_path: Path) -> None:
    from tests.uitools import click
    app, table, _ = open_table(tmp_path)
    click(app, table.adapter._seat_throw_rect(0).center)
    assert table.session.record.actions == ["0 throw"]
    app.finish()


@pytest.mark.parametrize("symbol", ["coconut-tree", "diamond", "skull"])
def test_the_news_of_a_throw_names_the_whole_die_inside_its_box(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 symbol: str) -> None:
    """ "Ana threw a purple coconut-tree" lost its last words to the news box's two lines."""
    import tabletop.tables.coconut_pirate as table_module
    app, table = four_humans(tmp_path, "--size", "1024x600")
    throw_until(app, table, 1)
    adapter = table.adapter
    thrower = table.view["last_throw"]["seat"]
    adapter.news = table_module.News(f"Ana threw a purple {symbol}", "", thrower, die=(symbol, "purple"),
                                     pictured_title=f"{table.name(thrower)} threw")
    drawn = drawn_texts(monkeypatch, table_module)
    adapter._draw_news(app.logical)
    words = " ".join(text for text, _, _ in drawn)
    assert table.name(thrower) in words and "purple" in words and table_module.face_words(symbol) in words
    assert "…" not in words
    for text, _, rect in drawn:
        assert adapter.news_rect.contains(rect), f"{text!r} runs out of the news box"
    app.finish()



def test_a_named_series_reads_as_said_in_the_news_and_the_picker(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The results screen showed "coconut-tree", the rules' name, where the log says "coconut tree"."""
    import tabletop.tables.coconut_pirate as table_module
    app, table = four_humans(tmp_path)
    adapter = table.adapter
    adapter.news = table_module.News("Ana is right!", "", 0, "tick", series=(("coconut-tree", "tick"),))
    assert adapter.news.headline(False) == "Ana is right: coconut tree"
    drawn = drawn_texts(monkeypatch, table_module)
    adapter._draw_news(app.logical)
    adapter.picked = ["coconut-tree"]
    adapter._draw_picker(app.logical, {**table.view, "claimant": 0})
    assert "coconut tree" in texts_of(drawn) and "Shout: coconut tree" in texts_of(drawn)
    assert not any("coconut-" in text for text in texts_of(drawn)), drawn
    app.finish()


def test_a_loaded_game_tells_its_last_move_not_who_throws_first(tmp_path: Path) -> None:
    app, table, _ = open_table(tmp_path)
    assert table.adapter.opening_news().title == "Ana throws first."
    throw_until(app, table, 3)
    record = table.session.record
    app.finish()
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, 3)
    loaded = app.stack[0]
    news = loaded.adapter.opening_news()
    assert "first" not in news.title and (news.seat, news.title) == loaded.log.lines_for(loaded.viewer)[0]
    app.finish()


def test_a_series_is_counted_as_said() -> None:
    from tabletop.tables.coconut_pirate import series_count
    assert [series_count("skull", 1), series_count("coconut-tree", 2), series_count("red", 1),
            series_count("blue", 0), series_count("skull", 0)] == [
        "only 1 skull", "only 2 coconut trees", "only 1 red die", "no blue dice", "no skulls"]


@pytest.mark.parametrize("map_name", ["island", "long-island"])
def test_the_series_picker_covers_the_news_whatever_the_map(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            map_name: str) -> None:
    """On the long island the news sits below the map's area and its first line showed under the picker."""
    import tabletop.tables.coconut_pirate as table_module
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0))
    record = GameRecord("coconut_pirate", {"map": map_name}, [SeatSpec("Ana"), SeatSpec("Ben")], seed=8)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 3)
    table = app.top
    throw_until(app, table, 3)
    key(app, BUZZ[0], settle=6)
    assert table.view["phase"] == "announce"
    panels: list[pygame.Rect] = []
    real = table_module.panel

    def recording(surface, rect, **kwargs):  # type: ignore[no-untyped-def]
        panels.append(rect)
        return real(surface, rect, **kwargs)

    monkeypatch.setattr(table_module, "panel", recording)
    table.adapter.draw_hud(app.logical)
    assert panels and panels[0].contains(table.adapter.news_rect) and panels[0].contains(table_module.MAP_AREA)
    app.finish()


def test_the_news_names_a_thrown_face_only_once_the_die_has_landed(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The news said "yellow diamond" while the die still tumbled through other faces."""
    import tabletop.tables.coconut_pirate as table_module
    app, table, _ = open_table(tmp_path)
    app.settings.speed = "normal"
    drawn = drawn_texts(monkeypatch, table_module)
    key(app, CONFIRM[0], settle=1)
    adapter = table.adapter
    assert adapter.die_in_flight()
    adapter._draw_news(app.logical)
    symbol, colour = adapter.news.die
    assert "Ana throws…" in texts_of(drawn) and colour not in texts_of(drawn)
    frames(app, 90)
    assert not adapter.die_in_flight()
    drawn.clear()
    adapter._draw_news(app.logical)
    assert "Ana threw" in texts_of(drawn) and colour in texts_of(drawn) and table_module.face_words(symbol) in texts_of(drawn)
    app.finish()


def test_the_move_log_names_a_thrown_face_only_once_the_die_has_landed(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The log said "Ana throws yellow boat" while the die still tumbled, as the news once did."""
    import tabletop.scenes.table as scene_module
    app, table, _ = open_table(tmp_path)
    app.settings.speed = "normal"
    drawn = drawn_texts(monkeypatch, scene_module)
    key(app, CONFIRM[0], settle=1)
    assert table.adapter.die_in_flight()
    table._draw_log(app.logical)
    newest = table.log.lines_for(table.viewer)[0][1]
    assert newest.startswith("Ana throws ")
    assert "Ana throws…" in texts_of(drawn) and not any(text.startswith("Ana throws ") for text in texts_of(drawn)), drawn
    frames(app, 90)
    assert not table.adapter.die_in_flight()
    drawn.clear()
    table._draw_log(app.logical)
    assert any(text.startswith(newest) for text in texts_of(drawn)), drawn
    app.finish()


def test_the_results_say_once_that_the_scores_are_squares(tmp_path: Path) -> None:
    """The score column already shows each seat's square: the lines under it repeated every one."""
    app, table, _ = open_table(tmp_path)
    throw_until(app, table, 2)
    lines = table.adapter.results_lines()
    assert len(lines) == 1 and "square" in lines[0] and str(table.view["finish"]) in lines[0]
    assert not any(table.name(seat) in lines[0] for seat in range(2))
    app.finish()

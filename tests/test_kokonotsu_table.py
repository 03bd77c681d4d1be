"""The Kokonotsu table in the real app, headless: the dealer's pick on the grid, cards played by drag
and by keyboard, a refusal explained, Discard-nut's pair and Change-nut's swap, the curtain between
two humans, the reveal's notice, the direction dialog and the No-no tiles, and the --demo run."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rules import kokonotsu
from saves import GameRecord, SeatSpec
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables.kokonotsu import AREAS, cell_rect, power_text, tile_rect
from tests.uitools import click, drag, frames, key, make_app

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent

GRID = ["who-nut", "adjoining-nut", "no-no-nut", "discard-nut", "change-nut", "coconut", "odd-nut", "loss-nut",
        "las-nut"]
"""Positions 1-8 clockwise from the top-left corner, Las-nut (9) in the centre."""
PLAY_SPOT = AREAS["bottom"].played.center
ANA, BEN = SeatSpec("Ana"), SeatSpec("Ben")
BOTS = [SeatSpec("Coco", "bot", "easy"), SeatSpec("Mango", "bot", "easy")]


def open_table(tmp_path: Path, seats: list[SeatSpec], rounds_played: int = 0):  # type: ignore[no-untyped-def]
    """A table on the GRID above; ``rounds_played`` cards of each draw pile already lie discarded."""
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    table = app.stack[0]
    state = table.session.state
    state["grid"] = list(GRID)
    for seat in range(state["players"]):
        state["discards"][seat] = state["draws"][seat][:rounds_played]
        state["draws"][seat] = state["draws"][seat][rounds_played:]
    state["round"] += rounds_played
    table._view_cache = None
    table.adapter.sync()
    frames(app, 3)
    return app, table


def private_cards(state: dict, seat: int) -> set[str]:
    return {*state["hands"][seat], *state["ambush"][seat], *(state["played"][seat] or [])}


def test_the_dealer_picks_a_coconut_by_clicking_the_grid(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    click(app, cell_rect(9).center)
    assert table.session.record.actions == []
    assert any("round 9" in text for text, _ in app.toasts), app.toasts
    click(app, cell_rect(6).center)
    assert table.session.record.actions[0] == "0 coconut 6"
    assert table.adapter.pieces["dealer-chip"].tween.end == (cell_rect(6).right - 14, cell_rect(6).bottom - 14)
    app.finish()


def test_a_card_is_played_by_drag(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    key(app, pygame.K_6)
    card = table.view["hand"][0]
    drag(app, table.adapter.pieces[card].center, PLAY_SPOT)
    assert f"0 play {card}" in table.session.record.actions
    app.finish()


def test_a_card_is_played_by_keyboard(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    for _ in range(6):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert table.session.record.actions[0] == "0 coconut 6", "the sixth lit coconut is position 6"
    key(app, pygame.K_TAB)
    focused = table.interaction.focus_targets()[table.interaction.focus]
    assert focused.key in table.view["hand"]
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert f"0 play {focused.key}" in table.session.record.actions
    app.finish()


def test_a_refused_drop_shows_the_reason_and_the_card_slides_back(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]])
    key(app, pygame.K_5)  # Change-nut: swap first, then play
    card = table.view["hand"][0]
    home = table.adapter.pieces[card].center
    drag(app, home, PLAY_SPOT)
    assert [a for a in table.session.record.actions if a.startswith("0 ")] == ["0 coconut 5"]
    assert any("Swap a hand card with one of your Ambush cards" in text for text, _ in app.toasts), app.toasts
    frames(app, 30)
    assert table.adapter.pieces[card].center == home
    ambush = table.view["ambush"][1]
    drag(app, home, table.adapter.pieces[ambush].center)
    assert f"0 swap {card} {ambush}" in table.session.record.actions
    assert card in table.view["ambush"] and ambush in table.view["hand"]
    app.finish()


def test_discard_nut_plays_a_pair_by_clicking_one_card_then_the_other(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BOTS[0]], rounds_played=2)
    key(app, pygame.K_4)
    taken = table.view["discards"][0][0]
    click(app, table.adapter._discard_zones(0)[0].rect.center)
    assert f"0 take-back {taken}" in table.session.record.actions
    frames(app, 10)
    hand = sorted(table.view["hand"], key=kokonotsu.card_value)
    click(app, table.adapter.pieces[hand[2]].center)
    click(app, table.adapter.pieces[hand[0]].center)
    assert f"0 play {hand[0]} {hand[2]}" in table.session.record.actions
    assert table.notices, "the click that made the reveal does not also close its notice"
    app.finish()


def test_two_humans_choose_behind_the_curtain(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BEN])
    state = table.session.state
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ana"
    assert not set(table.adapter.pieces) & (private_cards(state, 0) | private_cards(state, 1))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_6)
    ana_card = table.view["hand"][1]
    drag(app, table.adapter.pieces[ana_card].center, PLAY_SPOT)
    frames(app, 3)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ben"
    assert not set(table.adapter.pieces) & (private_cards(state, 0) | private_cards(state, 1))
    key(app, pygame.K_SPACE)
    assert table.viewer == 1
    assert not set(table.adapter.pieces) & private_cards(state, 0), "Ana's card stays a back for Ben"
    assert set(state["hands"][1]) <= set(table.adapter.pieces)
    ben_card = table.view["hand"][0]
    drag(app, table.adapter.pieces[ben_card].center, PLAY_SPOT)
    frames(app, 3)
    assert table.notices and table.notices[0][0].title.startswith("Coconots, go!")
    app.finish()


def test_a_reveal_turns_every_card_over_and_announces_the_powers(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    key(app, pygame.K_7)  # Odd-nut: odd cards count 2 more
    odd = next(c for c in table.view["hand"] if kokonotsu.card_value(c) % 2)
    drag(app, table.adapter.pieces[odd].center, PLAY_SPOT)
    frames(app, 10)
    record = table.view["last_reveal"]
    assert record is not None and table.notices
    notice = table.notices[0][0]
    assert notice.title == "Coconots, go!  Round 1: Odd-nut"
    for entry, line in zip(record["seats"], notice.lines):
        assert line.startswith(f"{table.name(entry['seat'])}: {power_text(record, entry)}")
    assert any(line.startswith(f"Ana: {kokonotsu.card_value(odd)} + 2 = ") for line in notice.lines)
    shown = [card for entry in record["seats"] for card in entry["cards"]]
    assert all(table.adapter.pieces[card].face_up for card in shown)
    key(app, pygame.K_RETURN)
    frames(app, 30)
    for entry in record["seats"]:
        pile = table.adapter.area(entry["seat"]).discard.positions(len(table.view["discards"][entry["seat"]]))
        assert all(table.adapter.pieces[card].center in pile for card in entry["cards"]), "back to the discards"
    if record["winner"] is not None:
        assert f"chip-{record['position']}" in table.adapter.pieces
    app.finish()


def test_the_direction_dialog_and_the_no_no_tiles_work_by_clicking(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    click(app, cell_rect(1).center)  # Who-nut: the dealer names a direction
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Which way?"
    assert [label for label, _ in prompt.choices] == ["Left", "Right"]
    assert "Right: you give to Mango" in prompt.lines
    click(app, table.prompt_buttons(prompt)[1].center)
    assert "0 direction right" in table.session.record.actions
    app.finish()
    app, table = open_table(tmp_path, [ANA, *BOTS])
    click(app, cell_rect(3).center)  # No-no-nut
    drag(app, table.adapter.pieces[table.view["hand"][0]].center, PLAY_SPOT)
    frames(app, 10)
    assert table.view["phase"] == "announce"
    click(app, tile_rect(7).center)
    assert "0 announce 7" in table.session.record.actions
    assert table.notices and any("7" in line for line in table.notices[0][0].lines)
    app.finish()


def test_the_demo_screenshot_command_runs(tmp_path: Path) -> None:
    shot = tmp_path / "k.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "main.py", "--game", "kokonotsu", "--demo", "--frames", "900",
                           "--screenshot", str(shot)], check=False, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.exists() and shot.stat().st_size > 10_000

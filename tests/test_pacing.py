"""Moves at a readable pace, through the running app: a bot's Koi-Koi turn takes visible time and is
logged, the drawn card shows face up on the pile before it is taken, Space or a click skips, the
instant speed shows everything in one frame, and between two humans the player who moved sees the
result and hands over before the curtain drops."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rules import koikoi
from saves import GameRecord, SeatSpec
from tabletop.pieces.card import Card
from tabletop.scenes.curtain import HANDOFF_BUTTON, CurtainScene, HandOffScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tests.uitools import click, drag, frames, key, make_app

pytestmark = pytest.mark.ui

HAND_0 = ["1-bright", "3-bright", "5-animal", "7-animal", "9-animal", "11-animal", "12-bright", "6-animal"]
HAND_1 = ["1-ribbon", "3-ribbon", "5-ribbon", "7-ribbon", "9-ribbon", "11-ribbon", "12-chaff-1", "6-ribbon"]
FIELD = ["1-chaff-1", "2-chaff-1", "4-chaff-1", "8-chaff-1", "10-chaff-1", "2-chaff-2", "4-chaff-2", "10-animal"]
FIRST_DRAW = "8-bright"
"""On top of the pile: the first draw takes 8-chaff-1 from the field."""


def deal(dealer: int) -> dict:
    used = set(HAND_0 + HAND_1 + FIELD + [FIRST_DRAW])
    return {"dealer": dealer, "hands": [HAND_0, HAND_1], "field": FIELD,
            "stock": [FIRST_DRAW] + [card for card in koikoi.DECK if card not in used]}


def open_koikoi(tmp_path: Path, seats: list[SeatSpec], speed: str, dealer: int) -> TableScene:
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0, speed=speed))
    record = GameRecord("koikoi", {"deal": deal(dealer), "months": 3}, seats, seed=1)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return table


def until_bot_moves(table: TableScene, limit: int = 300) -> None:
    for _ in range(limit):
        if table.session.record.actions:
            return
        frames(table.app)
    raise AssertionError("the bot never moved")


def vs_bot(tmp_path: Path, speed: str) -> TableScene:
    """Coco deals, so Coco plays first."""
    return open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], speed, dealer=1)


def test_a_bot_turn_takes_visible_time_at_normal_speed_and_is_logged(tmp_path: Path) -> None:
    table = vs_bot(tmp_path, "normal")
    until_bot_moves(table)
    assert any(entry.seat == 1 and entry.text.startswith("Coco plays") for entry in table.log.entries)
    assert any(entry.text.startswith("Coco draws Moon (August bright)") for entry in table.log.entries)
    shown_frames, moving_frames = 0, 0
    while table.pacing and shown_frames < 1000:
        moving_frames += any(piece.moving for piece in table.adapter.pieces.values())
        frames(table.app)
        shown_frames += 1
    assert shown_frames >= 120, "a bot's play and draw take at least two seconds to show"
    assert moving_frames >= 40
    assert not table.pacing and table.visible_prompt() is None
    table.app.finish()


def test_the_drawn_card_shows_face_up_on_the_pile_before_it_is_taken(tmp_path: Path) -> None:
    table = vs_bot(tmp_path, "normal")
    until_bot_moves(table)
    seen_on_pile = False
    for _ in range(600):
        piece = table.adapter.pieces.get(FIRST_DRAW)
        on_pile = piece is not None and piece.center == table.adapter.layout.stock_spot
        if isinstance(piece, Card) and on_pile and piece.face_up and not piece.moving:
            seen_on_pile = True
            break
        frames(table.app)
    assert seen_on_pile
    assert FIRST_DRAW in table.session.view(0)["captures"][1], "the rules took it at once; the table shows it"
    table.app.finish()


def test_instant_speed_shows_the_bot_turn_in_the_frame_it_is_played(tmp_path: Path) -> None:
    table = vs_bot(tmp_path, "instant")
    until_bot_moves(table)
    assert not table.pacing
    assert table.log.entries and table.log.entries[0].text.startswith("Coco plays")
    assert FIRST_DRAW in {key for key, piece in table.adapter.pieces.items() if piece.center[1] > 200}
    table.app.finish()


@pytest.mark.parametrize("skip", ["space", "click"])
def test_space_or_a_click_skips_the_animation(tmp_path: Path, skip: str) -> None:
    table = vs_bot(tmp_path, "normal")
    until_bot_moves(table)
    presses = 0
    while table.pacing and presses < 10:
        if skip == "space":
            key(table.app, pygame.K_SPACE, settle=1)
        else:
            click(table.app, (960, 540), settle=1)
        presses += 1
    assert not table.pacing and presses <= 5, "each press finishes one step of the move"
    assert not [text for text in table.session.record.actions if text.startswith("0 ")], "a skip plays nothing"
    table.app.finish()


def test_two_humans_the_mover_sees_the_draw_then_hands_over_before_the_curtain(tmp_path: Path) -> None:
    table = open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Ben")], "normal", dealer=0)
    app = table.app
    assert isinstance(app.top, CurtainScene)
    key(app, pygame.K_SPACE)
    assert table.viewer == 0
    drag(app, table.adapter.pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    assert table.session.record.actions == ["0 play 1-bright"]
    frames(app, 30)
    assert app.top is table and table.viewer == 0, "no curtain while Ana's draw is still showing"
    for _ in range(600):
        if not table.pacing:
            break
        frames(app)
    frames(app, 2)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Ben" and table.viewer == 0
    captured = table.adapter.pieces[FIRST_DRAW].center
    assert captured[1] > 700, "Ana sees where her draw went: her own capture row"
    click(app, HANDOFF_BUTTON.center)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ben" and table.viewer is None
    app.finish()


def test_the_speed_setting_is_chosen_in_settings_and_a_bad_value_falls_back(tmp_path: Path) -> None:
    from tabletop.scenes.menu import MainMenu
    from tests.uitools import button_center

    app = make_app(tmp_path, settings=Settings())
    app.start(MainMenu(app))
    frames(app, 2)
    click(app, button_center(app, "Settings"))
    click(app, button_center(app, "Move speed: normal"))
    assert app.settings.speed == "fast"
    click(app, button_center(app, "Move speed: fast"))
    assert app.settings.speed == "instant" and app.settings.pace == 0
    app.finish()
    path = tmp_path / "settings.json"
    path.write_text('{"speed": "warp"}')
    assert Settings.load(path)[0].speed == "normal"

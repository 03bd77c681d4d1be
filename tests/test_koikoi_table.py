"""The Koi-Koi table in the real app, headless: drag to capture, refusals explained, the Koi-Koi
dialog, and the curtain between two humans."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rules import koikoi
from saves import GameRecord, SeatSpec
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.uitools import click, drag, frames, key, make_app

pytestmark = pytest.mark.ui

HAND_0 = ["1-bright", "3-bright", "5-animal", "7-animal", "9-animal", "11-animal", "12-bright", "6-animal"]
HAND_1 = ["1-ribbon", "3-ribbon", "5-ribbon", "7-ribbon", "9-ribbon", "11-ribbon", "12-chaff-1", "6-ribbon"]
FIELD = ["1-chaff-1", "2-chaff-1", "4-chaff-1", "8-chaff-1", "10-chaff-1", "2-chaff-2", "4-chaff-2", "10-animal"]


def deal(dealer: int = 0) -> dict:
    used = set(HAND_0 + HAND_1 + FIELD)
    return {"dealer": dealer, "hands": [HAND_0, HAND_1], "field": FIELD,
            "stock": [card for card in koikoi.DECK if card not in used]}


def open_table(tmp_path: Path, seats: list[SeatSpec], dealer: int = 0):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    record = GameRecord("koikoi", {"deal": deal(dealer), "months": 3}, seats, seed=1)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 40)
    return app, app.stack[0]


def test_drag_to_a_match_captures_and_a_wrong_month_is_explained(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    pieces = table.adapter.pieces
    drag(app, pieces["1-bright"].center, table.adapter.field_spots["2-chaff-1"].center)
    assert table.session.record.actions == []
    assert any("not a field card of" in text for text, _ in app.toasts), app.toasts
    frames(app, 30)
    drag(app, pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    assert table.session.record.actions[0] == "0 play 1-bright"
    frames(app, 60)
    assert "1-bright" in table.session.view(0)["captures"][0]
    app.finish()


def test_hovering_a_hand_card_lights_its_month_on_the_field(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    spot = table.adapter.pieces["1-bright"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(spot), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    lit = {key for key, piece in table.adapter.pieces.items() if piece.highlight and key in FIELD}
    assert lit == {"1-chaff-1"}
    app.finish()


def test_two_humans_get_a_curtain_and_nothing_private_shows_under_it(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Ben")])
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ana"
    assert table.viewer is None and not any(key in table.adapter.pieces for key in HAND_0 + HAND_1)
    key(app, pygame.K_SPACE)
    assert table.viewer == 0 and "1-bright" in table.adapter.pieces
    drag(app, table.adapter.pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    frames(app, 5)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ben"
    assert not any(key in table.adapter.pieces for key in HAND_1)
    app.finish()


def test_koikoi_decision_is_a_dialog(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    state = table.session.state
    brights = ["1-bright", "3-bright", "8-bright"]
    state["hands"][0] = [card for card in state["hands"][0] if card not in brights]
    state["stock"] = [card for card in state["stock"] if card not in brights]
    state["captures"][0] = brights
    state["phase"] = "decide"
    table.refresh()
    frames(app, 2)
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Game or Koi-Koi?"
    assert any("Sanko" in line for line in prompt.lines)
    click(app, table.prompt_buttons(prompt)[1].center)
    assert "0 koikoi" in table.session.record.actions
    assert table.session.state["koikoi"][0] == 1
    app.finish()

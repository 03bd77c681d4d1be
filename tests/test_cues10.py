"""The table's cues, checked in play: a lit target takes a click even while a move is still shown,
CitronCoco's centre panel leaves the bottom hand's cues in sight, neighbours' brackets never touch,
and a prompt names only what is legal."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.art.palette import LEGAL_FRAME_PAD, LEGAL_FRAME_REACH, PICKED_LIFT, legal_frame_pads, picked_mark_box
from tabletop.pieces import interaction as interaction_module
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import citroncoco as citron_table
from tabletop.tables.citroncoco import CENTRE_PANEL, DISCARD_SPOT, DRAWN_SPOT, STOCK_SPOT
from tests.test_citroncoco_table import discard_a_five
from tests.uitools import click, frames, key, make_app

pytestmark = pytest.mark.ui
SEATS = [SeatSpec("Ana"), *(SeatSpec(name, "bot", "normal") for name in ("Mango", "Papaya", "Kiwi"))]


def open_citroncoco(tmp_path: Path) -> TableScene:
    """Moves shown at the normal pace, so a draw is still being shown for a while."""
    app = make_app(tmp_path, "--size", "1920x1080", settings=Settings(bot_delay_ms=0, speed="normal"))
    app.start(TableScene(app, Session(GameRecord("citroncoco", {}, SEATS, seed=3), store=app.store,
                                      autosave=False)))
    frames(app, 3)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return table


def test_a_click_on_a_lit_target_while_a_move_is_shown_acts(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path)
    click(table.app, STOCK_SPOT, settle=0)
    assert table.session.record.actions == ["0 draw stock"]
    assert table.pacing, "the draw is still being shown"
    assert any(zone.rect.collidepoint(DISCARD_SPOT) for zone in table.interaction.legal_zones())
    click(table.app, DISCARD_SPOT, settle=0)
    assert table.session.record.actions[1:] == ["0 discard"], "the lit discard pile took the first click"
    table.app.finish()


def test_a_click_elsewhere_while_a_move_is_shown_only_skips(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path)
    click(table.app, STOCK_SPOT, settle=0)
    click(table.app, (60, 1060), settle=0)
    assert table.session.record.actions == ["0 draw stock"], "a click on nothing plays nothing"
    table.app.finish()


def decide_at_rest(tmp_path: Path) -> TableScene:
    """Ana has drawn and every move has been shown: the discard pile and her four slots are lit."""
    table = open_citroncoco(tmp_path)
    click(table.app, STOCK_SPOT, settle=0)
    table.finish_showing()
    frames(table.app, 2)
    return table


def test_the_centre_panel_leaves_the_cues_around_it_in_sight(tmp_path: Path) -> None:
    table = decide_at_rest(tmp_path)
    ring_reach = 16 + 6  # draw_focus_ring's pad and its dark edge
    for slot in range(4):
        card = table.adapter.slot_rect(0, slot)
        highest = min(card.top - LEGAL_FRAME_PAD - LEGAL_FRAME_REACH, card.top - ring_reach,
                      picked_mark_box(card.move(0, -PICKED_LIFT)).top)
        assert highest > CENTRE_PANEL.bottom, (slot, highest, CENTRE_PANEL)
    for spot in (STOCK_SPOT, DISCARD_SPOT, DRAWN_SPOT):
        assert table.adapter.pile_rect(spot).bottom + ring_reach < CENTRE_PANEL.top
    table.app.finish()


def test_brackets_of_neighbouring_cards_never_touch(tmp_path: Path) -> None:
    table = decide_at_rest(tmp_path)
    surface = pygame.Surface((1920, 1080))
    left, right = table.adapter.slot_rect(0, 0), table.adapter.slot_rect(0, 1)
    assert 0 < right.left - left.right <= 16, "the hand's cards stand close"
    table.interaction.draw(surface)
    middle = (left.right + right.left) // 2
    column = [surface.get_at((middle, y))[:3] for y in range(left.top - 20, left.bottom + 20)]
    assert set(column) == {(0, 0, 0)}, "a clear line runs between the two cards' brackets"
    assert surface.get_at((left.right + 1, left.top + 3))[:3] != (0, 0, 0), "the brackets are still drawn"
    table.app.finish()


def test_pads_leave_room_between_any_close_pieces() -> None:
    for gap in range(40):
        rects = [pygame.Rect(0, 0, 60, 80), pygame.Rect(60 + gap, 0, 60, 80)]
        pads = legal_frame_pads(rects)
        assert rects[0].right + pads[0] + LEGAL_FRAME_REACH < rects[1].left - pads[1] - LEGAL_FRAME_REACH or gap < 2
        assert max(pads) <= LEGAL_FRAME_PAD
    assert legal_frame_pads([pygame.Rect(0, 0, 60, 80)]) == [LEGAL_FRAME_PAD], "a lone piece keeps the full pad"


def test_the_picked_drawn_card_wears_its_tick_clear_of_its_label(tmp_path: Path) -> None:
    table = decide_at_rest(tmp_path)
    drawn = table.adapter.pieces["drawn"]
    table.interaction.selected = drawn
    label = dict(table.adapter.pile_labels())["Drawn card"]
    assert not picked_mark_box(drawn.rect).colliderect(label), (picked_mark_box(drawn.rect), label)
    table.app.finish()


def test_every_piece_that_may_be_picked_is_lit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lit is what the rules let the player pick now (the drawn card, before it is picked), not only
    where a picked piece may go: the Queen's sixteen cards were all movable and none was lit."""
    table = decide_at_rest(tmp_path)
    lit: list[pygame.Rect] = []
    monkeypatch.setattr(interaction_module, "draw_legal_frames", lambda surface, rects: lit.extend(rects))
    drawn = table.adapter.pieces["drawn"]
    table.interaction.draw(pygame.Surface((1920, 1080)))
    assert drawn.rect in lit, "the drawn card may be picked up"
    table.interaction.selected = drawn
    lit.clear()
    table.interaction.draw(pygame.Surface((1920, 1080)))
    assert drawn.rect not in lit and lit, "once it is picked, only where it may go is lit"
    table.app.finish()


def test_the_draw_prompt_names_only_the_piles_that_may_be_drawn_from(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path)
    assert not table.view["discard"]
    assert table.adapter.status() == "Ana: draw from the stock"
    state = table.session.state
    state["discard"].append(state["stock"].pop())
    state["discarders"].append(3)
    table.refresh()
    assert table.adapter.status() == "Ana: draw from the stock or the discard pile"
    table.app.finish()


def test_a_quick_plays_pick_brackets_keep_apart_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = discard_a_five(tmp_path)
    key(app, pygame.K_LSHIFT, settle=6)
    assert table.view["phase"] == "pick"
    pads: list[tuple[pygame.Rect, int]] = []
    monkeypatch.setattr(citron_table, "draw_legal_frame", lambda surface, rect, pad: pads.append((rect, pad)))
    frames(app, 1)
    rects = [rect for rect, _ in pads]
    assert len(rects) > 1 and [pad for _, pad in pads] == legal_frame_pads(rects)
    assert min(pad for _, pad in pads) < LEGAL_FRAME_PAD, "the hand's close cards get closer brackets"
    app.finish()

"""The Kokonotsu table for two players uses the whole screen; with three and four it stays as it was."""
from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables.kokonotsu import AREAS, GRID_STEP, NUT_CARD, KokonotsuTable, cell_rect, tile_rect
from tests.uitools import frames, make_app

SCREEN = pygame.Rect(0, 0, 1920, 1080)
SEATS = [SeatSpec("Ana"), SeatSpec("Mango", "bot", "normal"), SeatSpec("Kiwi", "bot", "easy"),
         SeatSpec("Lime", "bot", "hard")]


def open_adapter(tmp_path: Path, players: int) -> KokonotsuTable:
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, SEATS[:players], seed=4), store=app.store)))
    frames(app, 2)
    adapter = app.stack[0].adapter
    app.finish()
    return adapter


def grid_frame(adapter: KokonotsuTable) -> pygame.Rect:
    """The grid's backing board, as draw_board paints it."""
    left, top = cell_rect(1, adapter.board).topleft
    for position in range(2, 10):
        rect = cell_rect(position, adapter.board)
        left, top = min(left, rect.x), min(top, rect.y)
    side = 2 * GRID_STEP + NUT_CARD[0] + 24
    return pygame.Rect(left - 12, top - 12, side, side)


def card_rects(adapter: KokonotsuTable, seat: int) -> list[pygame.Rect]:
    """Every card spot of the seat's area with a full hand, Ambush, discard pile and two played cards."""
    area = adapter.area(seat)
    spots = [(at, area.hand_card) for at in area.hand.positions(4)]
    spots += [(at, area.ambush_card) for at in area.ambush]
    spots += [(at, area.discard_card) for at in area.discard.positions(8)]
    spots += [(at, area.played_card) for at in area.played_spots(2)]
    if area.draw_at:
        spots.append(((area.draw_at[0] + 6, area.draw_at[1] - 6), area.discard_card))
    rects = []
    for (x, y), (width, height) in spots:
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (round(x), round(y))
        rects.append(rect)
    return rects


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_keep_todays_table(tmp_path: Path, players: int) -> None:
    adapter = open_adapter(tmp_path, players)
    assert cell_rect(1, adapter.board) == cell_rect(1) == pygame.Rect(486, 290, 156, 156)
    assert adapter.board.panel == pygame.Rect(1000, 284, 452, 506)
    assert tile_rect(1, adapter.board) == pygame.Rect(1018, 494, 38, 56)
    assert grid_frame(adapter) == pygame.Rect(474, 278, 520, 520)
    assert adapter.board.notice_area is None
    sides = {adapter.side(seat) for seat in range(players)}
    assert sides == ({"bottom", "left", "right"} if players == 3 else {"bottom", "left", "top", "right"})
    assert AREAS["left"].rect == pygame.Rect(12, 76, 440, 716)
    assert AREAS["right"].rect == pygame.Rect(1468, 76, 440, 716)
    assert AREAS["top"].rect == pygame.Rect(470, 76, 980, 202)
    assert AREAS["bottom"].rect == pygame.Rect(12, 798, 1896, 274)


def test_two_players_fill_the_screen_without_overlap(tmp_path: Path) -> None:
    adapter = open_adapter(tmp_path, 2)
    grid, panel, log = grid_frame(adapter), adapter.board.panel, adapter.log_rect
    areas = [adapter.area(seat).rect for seat in range(2)]
    parts = [grid, panel, log, *areas]
    for part in parts:
        assert SCREEN.contains(part), part
    for first, second in itertools.combinations(parts, 2):
        assert not first.colliderect(second), (first, second)
    for number in range(1, 11):
        assert panel.contains(tile_rect(number, adapter.board))
    for seat in range(2):
        area = adapter.area(seat)
        for rect in card_rects(adapter, seat):
            assert area.rect.contains(rect), (seat, rect)
        assert area.rect.contains(area.played)
    left_gap, right_gap = grid.left - SCREEN.left, log.left - panel.right
    assert abs(left_gap - right_gap) <= 40, (left_gap, right_gap)
    assert left_gap < 474 - 200
    notice = adapter.board.notice_area
    assert notice is not None and SCREEN.contains(notice) and not notice.colliderect(log)
    assert abs(notice.centerx - (grid.left + panel.right) / 2) <= 1


def test_the_two_player_opponent_spans_the_top_band_with_bigger_cards(tmp_path: Path) -> None:
    adapter = open_adapter(tmp_path, 2)
    across, top = adapter.area(1), AREAS["top"]
    assert across.rect.width > top.rect.width
    for mine, before in [(across.hand_card, top.hand_card), (across.ambush_card, top.ambush_card),
                         (across.discard_card, top.discard_card), (across.played_card, top.played_card)]:
        assert mine[0] > before[0] and mine[1] > before[1]
    assert across.draw_at is not None
    assert adapter.area(0) == AREAS["bottom"]


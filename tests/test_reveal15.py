"""No result is shown before the cards that make it: Kokonotsu's sums, verdicts, winning line and log
wait until the revealed cards are face up, and its notice stands beside the grid so the line is seen
framed with it; Koi-Koi's capture counts and panel change when the cards land, not before."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
from rules.core import Action
from rules.kokonotsu import line_words
from saves import GameRecord, SeatSpec
from tabletop.art.text import NO_BREAK
from tabletop.pieces.card import Card
from tabletop.scenes import table as table_module
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import koikoi as koikoi_table
from tabletop.tables.kokonotsu import GOLD_TEXT, GRID_STEP, NUT_CARD, cell_rect
from tests import test_pacing as pacing
from tests.test_replay import bot_game
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

KOKONOTSU_LINE_SEED = 2
"""A three-seat Kokonotsu of bots (tests.test_replay.bot_game) that ends with a completed line."""


def before_the_last_move(tmp_path: Path) -> tuple[TableScene, Any]:
    """The line-ending game one move from its end, at normal speed, the bots held back; then its last
    move, as a bot plays it."""
    record, _ = bot_game("kokonotsu", seed=KOKONOTSU_LINE_SEED, humans=1, seats=3)
    head = GameRecord("kokonotsu", record.options, record.seats, record.seed, record.actions[:-1])
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=10**7, speed="normal"))
    table = TableScene(app, Session(head, store=app.store, autosave=False))
    app.start(table)
    frames(app, 3)
    last = rules.GAMES["kokonotsu"].action_from_text(table.session.state, record.actions[-1])
    assert table.submit(last, "bot")
    return table, last


def drawn_results(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """How many power badges and winning lines the table draws in one frame."""
    adapter = table.adapter
    counts = [0, 0]
    badge, line = adapter.power_badge, adapter.winning_line_rects

    def counting_badge(entry: dict[str, Any]) -> Any:
        counts[0] += 1
        return badge(entry)

    def counting_line() -> list[pygame.Rect]:
        counts[1] += 1
        return line()

    with monkeypatch.context() as patch:
        patch.setattr(adapter, "power_badge", counting_badge)
        patch.setattr(adapter, "winning_line_rects", counting_line)
        frames(table.app)
    return counts[0], counts[1]


def logged(table: TableScene) -> str:
    return "\n".join(text for _, text in table.visible_log())


def test_kokonotsu_tells_the_result_only_once_the_cards_are_face_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, last = before_the_last_move(tmp_path)
    adapter = table.adapter
    staged = [card for entry in adapter.staged["seats"] for card in entry["cards"]]
    assert table.pacing and table.banner() == (f"{table.name(last.seat)} plays…", last.seat)
    assert not any(adapter.pieces[card].face_up for card in staged), "the last card goes down with the others"
    assert drawn_results(table, monkeypatch) == (0, 0), "no sum, verdict or frame over face-down cards"
    told = logged(table)
    assert "completes a line" not in told and told.startswith(f"{table.name(last.seat)} plays a card face down")
    while table.beats:
        frames(table.app)
    assert all(isinstance(adapter.pieces[card], Card) and adapter.pieces[card].face_up for card in staged)
    assert table.pacing, "the notice waits while the result is seen on the table"
    assert drawn_results(table, monkeypatch) == (3, 1), "face up: each seat's sum and the line, before the notice"
    assert "completes a line!" in logged(table).split("\n")[0] and "Reveal:" in logged(table).split("\n")[2]
    table.app.finish()


def test_kokonotsus_notice_names_the_line_as_it_reads_and_leaves_it_framed_in_sight(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, _ = before_the_last_move(tmp_path)
    adapter = table.adapter
    result = table.session.state["result"]
    notice = table.notices[0][0]
    winner = table.name(result["winner"])
    lines = [line.replace(NO_BREAK, " ") for line in notice.lines]
    assert f"{winner} completes {line_words(result['line'])} and wins the game!" in lines
    boxes: list[pygame.Rect] = []
    real_panel = table_module.panel

    def recording(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        boxes.append(pygame.Rect(rect))
        real_panel(surface, rect, *args, **kwargs)

    monkeypatch.setattr(table_module, "panel", recording)
    while table.pacing:
        frames(table.app)
    boxes.clear()
    frames(table.app)
    left, top = adapter.board.grid_origin
    grid = pygame.Rect(left - 12, top - 12, 2 * GRID_STEP + NUT_CARD[0] + 24, 2 * GRID_STEP + NUT_CARD[1] + 24)
    box = boxes[-1]
    assert box.h > 200, "the notice is the last panel drawn"
    assert not box.colliderect(grid), f"the notice {box} covers the grid {grid}"
    for seat in range(3):
        if adapter.side(seat) != "right":
            assert not box.colliderect(adapter.area(seat).played), f"the notice covers {table.name(seat)}'s cards"
    for position in result["line"]:  # framed in gold beside the notice, as the frame shows
        frame = cell_rect(position, adapter.board).inflate(8, 8)
        assert tuple(table.app.logical.get_at((frame.centerx, frame.top)))[:3] == GOLD_TEXT
    table.app.finish()


def test_koikoi_counts_and_panel_change_when_the_cards_land(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Coco's draw (the 8 bright) takes the 8 chaff: neither shows in Coco's counts or panel before the
    drawn card has landed and the captures have gone to Coco's row."""
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=10**7, speed="normal"))
    seats = [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")]
    table = TableScene(app, Session(GameRecord("koikoi", {"deal": pacing.deal(1), "months": 3}, seats, seed=1),
                                    store=app.store))
    app.start(table)
    frames(app, 2)
    drawn = record_draw_text(monkeypatch, koikoi_table)
    panel = table.adapter.layout.panel

    def panel_texts() -> list[str]:
        return [text for text, rect in drawn if panel.contains(rect)]

    table.adapter.draw_hud(app.logical)
    before = panel_texts()
    assert table.submit(Action(1, "play", ("3-ribbon",)), "bot")
    assert table.view["captures"][1], "Coco's move captured"
    shown = 0
    while table.beats:
        drawn.clear()
        frames(table.app)
        if table.beats:  # the last step, which sends the captures to their rows, is not yet on show
            texts = [text for text, _ in drawn]
            assert texts.count("Brights 0") == 2 and "Brights 1" not in texts, "the counts wait for the cards"
            assert "Draw pile: 24" in texts and panel_texts() == before, "the panel waits for the cards"
            shown += 1
    assert shown > 10
    while table.pacing:
        frames(table.app)
    drawn.clear()
    frames(table.app)
    assert "Brights 1" in [text for text, _ in drawn] and panel_texts() != before
    table.app.finish()

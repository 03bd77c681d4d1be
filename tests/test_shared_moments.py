"""Moments everyone at the screen watches (a reveal, a round's result) show no hand face up when
several humans share the screen, and the next human to act is called behind the curtain afterwards,
even the one who was at the screen before: everyone has been looking."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.pieces.card import Card
from tabletop.scenes import table as table_module
from tabletop.scenes.curtain import CurtainScene, HandOffScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables.koikoi import KoiKoiTable
from tabletop.tables.kokonotsu import DEALER_CHIP
from tests.uitools import frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

BOT = SeatSpec("Mango", "bot", "easy")


def open_table(tmp_path: Path, game: str, seats: list[SeatSpec], seed: int = 4,
               settings: Settings | None = None):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, settings=settings)
    app.start(TableScene(app, Session(GameRecord(game, {}, seats, seed=seed), store=app.store)))
    frames(app, 3)
    return app, app.stack[0]


def hands(table: TableScene) -> set[str]:
    """Every human's private cards as the rules hold them (a Koi-Koi month on show lies captured, so
    the cards of the next month's hands lying there are not its hands)."""
    if isinstance(table.adapter, KoiKoiTable) and table.adapter.finished is not None:
        return set()
    state: dict[str, Any] = table.session.state
    return {card for seat in table.session.human_seats() for card in state["hands"][seat]}


def face_up_hand_cards(table: TableScene) -> set[str]:
    return {key for key, piece in table.adapter.pieces.items()
            if isinstance(piece, Card) and piece.face_up and key in hands(table)}


def play_until_notice(app: Any, table: TableScene, moves: int = 400) -> int:
    """The humans pass the screen and play their first legal action (and let races go) until a
    shared notice shows; returns who was at the screen when it came."""
    last_viewer = -1
    for _ in range(moves):
        if table.notices:
            return last_viewer
        if isinstance(app.top, (CurtainScene, HandOffScene)):
            key(app, pygame.K_SPACE, settle=1)
            continue
        seat = table.viewer
        if seat is not None and seat in table.session.to_act():
            last_viewer = seat
            table.submit(table.legal(seat)[0])
        for racer in sorted(table.session.to_act() & set(table.session.human_seats())):
            if racer != seat and not table.adapter.needs_screen(racer):  # a race: the others let it go
                table.submit(next(a for a in table.legal(racer) if a.kind == "pass"))
        frames(app, 1)
    raise AssertionError("no notice came")


@pytest.mark.parametrize(("game", "seats"), [
    ("kokonotsu", [SeatSpec("Max"), BOT, SeatSpec("Zoë")]),
    ("koikoi", [SeatSpec("Ana"), SeatSpec("Ben")]),
    ("citroncoco", [SeatSpec("Ana"), BOT, SeatSpec("Ben"), SeatSpec("Coco", "bot", "easy")]),
])
def test_a_shared_notice_shows_no_hand_and_the_next_human_is_called_behind_the_curtain(
        tmp_path: Path, game: str, seats: list[SeatSpec]) -> None:
    app, table = open_table(tmp_path, game, seats)
    last_viewer = play_until_notice(app, table)
    assert last_viewer >= 0
    frames(app, 3)
    assert table.notices, "the notice waits for its OK"
    assert table.viewer is None, "the table is drawn from nobody's view while everyone reads"
    assert not face_up_hand_cards(table), "no hand is face up"
    assert table.adapter.me == last_viewer, "the table does not turn round for the notice"
    key(app, pygame.K_RETURN, settle=1)
    for _ in range(60):  # the bots may move first; no human's hand shows until one is called
        if isinstance(app.top, CurtainScene) or table.session.outcome() is not None:
            break
        assert table.viewer is None and not face_up_hand_cards(table)
        frames(app, 1)
    if table.session.outcome() is None:
        assert isinstance(app.top, CurtainScene), "the next human is called, even the one who was there"
        called = app.top.seat
        key(app, pygame.K_SPACE)
        assert table.viewer == called
    app.finish()


def test_one_human_keeps_their_hand_through_a_notice(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, "kokonotsu", [SeatSpec("Max"), BOT, SeatSpec("Coco", "bot", "easy")])
    play_until_notice(app, table)
    assert table.viewer == 0 and face_up_hand_cards(table), "alone at the screen, nothing to hide"
    app.finish()


def test_the_banner_names_the_next_player_only_after_the_move_has_shown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, "koikoi", [SeatSpec("Ana"), SeatSpec("Bartholomew")],
                            settings=Settings(bot_delay_ms=0, speed="normal"))
    key(app, pygame.K_SPACE)  # the curtain: the first player comes to the screen
    seat = table.viewer
    assert seat is not None
    other = table.name(1 - seat)
    drawn = record_draw_text(monkeypatch, table_module)
    table.submit(next(a for a in table.legal(seat) if a.kind == "play"))
    frames(app, 2)
    assert table.pacing, "the move is still on its way"
    assert not any(other in text for text, _ in drawn), "the banner waits while the move shows"
    for _ in range(600):
        if isinstance(app.top, HandOffScene):
            break
        frames(app, 1)
    assert isinstance(app.top, HandOffScene), "the hand-off comes once the move has shown"
    app.finish()


LONG_NAMES = ["WWWWWWWWWWWWWWWW", "Maximiliana Bart", "Bartholomew Öste", "Quentin-Sébastie"]
"""Sixteen letters each, the widest first."""


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("viewer", [0, 1])
def test_kokonotsu_names_the_dealer_chip_and_the_round_never_overlap(tmp_path: Path, players: int,
                                                                     viewer: int) -> None:
    app, table = open_table(tmp_path, "kokonotsu", [SeatSpec(name) for name in LONG_NAMES[:players]])
    table.viewer = viewer
    table.refresh()
    adapter = table.adapter
    for seat in range(players):
        area = adapter.area(seat)
        name = adapter.name_label(seat).get_rect(midleft=area.name_at)
        chip = pygame.Rect(0, 0, DEALER_CHIP, DEALER_CHIP)
        chip.center = (round(adapter.chip_home(seat)[0]), round(adapter.chip_home(seat)[1]))
        assert not name.colliderect(chip), f"the dealer chip lies on {table.name(seat)}"
        assert area.rect.contains(name.union(chip)), "the name and the chip stay in the seat's area"
        for _, caption in adapter.captions(seat):
            assert not caption.colliderect(name.union(chip)), "and clear of its captions"
    assert adapter.pieces["dealer-chip"].center == adapter.chip_home(table.view["dealer"])
    (_, round_rect), (_, dealer_rect) = adapter.panel_heading()
    assert not round_rect.colliderect(dealer_rect), "the round and the dealer share the row without touching"
    assert adapter.board.panel.contains(round_rect.union(dealer_rect))
    app.finish()


def test_the_banner_holds_a_name_of_wide_letters_clear_of_the_seat_tag(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, "kokonotsu", [SeatSpec(LONG_NAMES[0]), BOT])
    drawn = record_draw_text(monkeypatch, table_module)
    frames(app, 1)
    status = table.adapter.status()
    assert LONG_NAMES[0] in status
    text = next(rect for words, rect in drawn if words == status)
    box = table.banner_box(status)
    assert box.contains(text)
    assert text.left > box.x + 34 + 18, "the words start after the tag"
    app.finish()


def test_no_banner_peeks_out_from_behind_the_hand_off_bar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand-off bar is narrower than a long banner and says who comes next itself."""
    app, table = open_table(tmp_path, "koikoi", [SeatSpec("Maximiliana Bart"), SeatSpec("Léa Sørensen-Åbe")],
                            settings=Settings(bot_delay_ms=0, speed="fast"))
    key(app, pygame.K_SPACE)
    seat = table.viewer
    assert seat is not None
    table.submit(next(a for a in table.legal(seat) if a.kind == "play"))
    for _ in range(600):
        if isinstance(app.top, HandOffScene):
            break
        frames(app, 1)
    assert isinstance(app.top, HandOffScene) and table.curtain_up
    drawn = record_draw_text(monkeypatch, table_module)
    frames(app, 2)
    status = table.adapter.status()
    assert status and not any(text == status for text, _ in drawn), "the banner waits behind the bar"
    app.finish()

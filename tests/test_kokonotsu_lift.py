"""Kokonotsu for four humans: the art every seat's turn needs stays within the art budget, so lifting
the curtain for the next player draws only what is new, as with two. The seats' panels, kept drawn
per seat colour and highlight, took 18 MB of the 32, and the fonts kept open for card faces (twenty
sizes tried for a 10's big value) 5-8 MB more: each lift then drew 2-13 MB of art pushed out since
that seat's last turn (18-55 ms)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import tabletop.art
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.art.kokonotsu import _sized, monkey_face
from tabletop.art.text import font
from tabletop.scenes.curtain import CurtainScene, HandOffScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.test_curtain_memory import count_new_art
from tests.uitools import frames, key, make_app

pytestmark = pytest.mark.ui

ROTATIONS = 2
"""Every seat's turn twice after the first: the second time round, a seat's art must still be there."""


def to_next_curtain(app: App, table: TableScene) -> None:
    """Play the first legal move of whoever is at the screen until the curtain drops for the next."""
    while not isinstance(app.top, CurtainScene):
        if isinstance(app.top, HandOffScene):
            key(app, pygame.K_SPACE, settle=3)
        elif table.notices:
            key(app, pygame.K_RETURN)
        elif table.viewer is not None and table.legal(table.viewer):
            table.submit(table.legal(table.viewer)[0])
            frames(app, 3)
        else:
            frames(app, 1)


def test_four_humans_lifts_draw_only_the_new_hand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--size", "1920x1080")
    seats = [SeatSpec(name) for name in ("Ana", "Ben", "Cy", "Dee")]
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    table = app.stack[0]
    assert isinstance(table, TableScene)
    frames(app, 3)
    drawn_by_lift: list[int] = []
    for _ in range(4 * (1 + ROTATIONS)):
        to_next_curtain(app, table)
        frames(app, 1)
        curtain = pygame.image.tobytes(app.logical, "RGB")
        frames(app, 2)
        assert pygame.image.tobytes(app.logical, "RGB") == curtain, "the table drawn under the curtain shows"
        drawn = count_new_art(monkeypatch)
        key(app, pygame.K_SPACE, settle=1)
        monkeypatch.undo()
        assert app.top is table and table.viewer is not None
        drawn_by_lift.append(sum(drawn))
    later = drawn_by_lift[4:]
    assert max(later) < 2**20, f"a lift drew {max(later) / 2**20:.1f} MB of art already drawn for that seat"
    assert tabletop.art.art_cache_bytes() <= tabletop.art.ART_BUDGET_BYTES
    app.finish()


def test_a_card_face_keeps_no_font_open(tmp_path: Path) -> None:
    """A 10's big value tried twenty sizes, and each size a card is drawn at kept three fonts."""
    app = make_app(tmp_path)
    open_before = sum(1 for entry in tabletop.art._entries if entry[0] is font.__wrapped__)
    for size in ((124, 176), (104, 148), (70, 100)):
        monkey_face("red-10", size)
    opened = sum(1 for entry in tabletop.art._entries if entry[0] is font.__wrapped__) - open_before
    assert opened == 0, f"{opened} fonts kept open for three card faces"
    app.finish()


@pytest.mark.parametrize("bold", [True, False])
def test_the_one_font_set_to_each_size_draws_as_the_fonts_opened_at_them(tmp_path: Path, bold: bool) -> None:
    app = make_app(tmp_path)
    for size in [*range(10, 80), *range(79, 9, -7)]:
        for text in ("10", "4", "orange", "Adjoining-nut", "+last", "7 + 2 = 9", "Σ"):
            sized, opened = _sized(text, size, bold), font(size, bold)
            assert sized.size(text) == opened.size(text), (text, size)
            drawn, expected = sized.render(text, True, (28, 28, 32)), opened.render(text, True, (28, 28, 32))
            assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA"), (text, size)
    app.finish()

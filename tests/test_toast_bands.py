"""At Koi-Koi, CitronCoco, Kokonotsu and Coconut Pirate a toast covers no seat's name, no count and no
panel's title, at every number of players the game takes (and at Koi-Koi in both of its layouts), and
still has room for a usual refusal in two lines; the boxes drawn stand inside the band."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop import app as app_module
from tabletop.app import LOGICAL_SIZE, TOAST_TEXT, App
from tabletop.art.text import font, wrap
from tabletop.scenes.table import LOG_LINE, LOG_TITLE, TableScene
from tabletop.session import Session
from tabletop.tables import citroncoco, coconut_pirate, koikoi, kokonotsu
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

REFUSAL = "The Cherry Blossom Bright takes only cards of March, not the Willow Chaff; it can take the Pine Chaff."
"""A usual refusal: about as long as the rules' longest reasons."""
TOASTS = ("Saved as “Koi-Koi 2026-11-27 01-50”.", REFUSAL)

Rects = list[tuple[str, pygame.Rect]]


def open_table(tmp_path: Path, game: str, players: int, *extra: str, options: dict[str, Any] | None = None,
               actions: tuple[str, ...] = ()) -> tuple[App, Any]:
    """Ana at the screen, bots in the other seats (Bo first), the toasts up."""
    app = make_app(tmp_path, *extra)
    bots = ["Bo", *(f"Bot {seat}" for seat in range(2, players))]
    seats = [SeatSpec("Ana"), *(SeatSpec(name, "bot", "easy") for name in bots)]
    record = GameRecord(game, options or {}, seats, seed=3, actions=list(actions))
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    for text in TOASTS:
        app.toast(text, 30)
    return app, table.adapter


def band_rect(app: App) -> pygame.Rect:
    """Everything a toast's box may cover: its line and 40 pixels wide, centred where the app centres it."""
    top, bottom, width = app.toast_band()
    rect = pygame.Rect(0, top, width + 40, bottom - top)
    rect.centerx = app.toast_centre_x()
    return rect


def texts_drawn(monkeypatch: pytest.MonkeyPatch, module: Any, adapter: Any) -> Rects:
    """Every text the table writes on the table itself (not the cards' or tiles' own words), and where."""
    table = pygame.Surface(LOGICAL_SIZE)
    drawn: Rects = []
    for writer in {"draw_text", "draw_outlined"} & set(vars(module)):
        real = getattr(module, writer)

        def writing(surface: pygame.Surface, text: str, *args: Any, real: Any = real, **kwargs: Any) -> pygame.Rect:
            rect = real(surface, text, *args, **kwargs)
            if surface is table:
                drawn.append((text, rect))
            return rect

        monkeypatch.setattr(module, writer, writing)
    adapter.draw_board(table)
    adapter.draw_hud(table)
    return drawn


class TextSurface(pygame.Surface):
    """A surface that notes where each text image made by the recorded makers is put."""

    def __init__(self) -> None:
        super().__init__(LOGICAL_SIZE)
        self.texts: dict[int, tuple[str, pygame.Surface]] = {}
        self.placed: Rects = []

    def recording(self, make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def made(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            image = make(text, *args, **kwargs)
            self.texts[id(image)] = (text, image)
            return image
        return made

    def blit(self, source: pygame.Surface, dest: Any,  # type: ignore[override]
             *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        if id(source) in self.texts:
            self.placed.append((self.texts[id(source)][0], rect))
        return rect


def kokonotsu_texts(monkeypatch: pytest.MonkeyPatch, adapter: Any) -> Rects:
    """Kokonotsu writes with text images (label, fitted_label) it blits itself."""
    surface = TextSurface()
    for maker in ("label", "fitted_label"):
        monkeypatch.setattr(kokonotsu, maker, surface.recording(getattr(kokonotsu, maker)))
    adapter.draw_board(surface)
    adapter.draw_hud(surface)
    return surface.placed


def assert_clear(app: App, monkeypatch: pytest.MonkeyPatch, kept: Rects, named: set[str],
                 most_lines: int = 2) -> None:
    """The band leaves every kept rect alone, holds a usual refusal in ``most_lines`` lines, and the toasts
    drawn stand inside it."""
    band = band_rect(app)
    assert named <= {text for text, _ in kept}, "the table's names were found where it writes them"
    assert not [(text, rect) for text, rect in kept if band.colliderect(rect)], band
    top, bottom, width = app.toast_band()
    lines = len(wrap(REFUSAL, TOAST_TEXT, width))
    assert lines <= most_lines
    assert bottom - top >= lines * font(TOAST_TEXT).get_linesize() + 14, "room for the whole refusal"
    toast_lines = record_draw_text(monkeypatch, app_module)
    frames(app, 1)
    boxes = [line.inflate(40, 14) for _, line in toast_lines]
    assert boxes and all(band.contains(box) for box in boxes), (band, boxes)


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
def test_koikoi_toasts_leave_the_names_the_counts_the_field_and_the_panel(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app, adapter = open_table(tmp_path, "koikoi", 2, "--size", size)
    kept = texts_drawn(monkeypatch, koikoi, adapter)
    counts = [(text, rect) for text, rect in kept if text.split()[0] in koikoi.KIND_TITLES.values()]
    assert len(counts) == 8, "both sides' four counts"
    panels = [("panel", adapter.layout.panel), ("log", adapter.log_rect), ("field", adapter.layout.field_area)]
    assert_clear(app, monkeypatch, kept + panels, {"Ana", "Bo"})
    app.finish()


def test_citroncoco_toasts_leave_every_name_the_piles_and_the_score_sheet(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, adapter = open_table(tmp_path, "citroncoco", 4)
    kept = texts_drawn(monkeypatch, citroncoco, adapter)
    tags = [(f"tag {seat}", adapter.tag_rect(seat)) for seat in range(4)]
    panels = [("score sheet", citroncoco.SCORE_PANEL), ("log", adapter.log_rect)]
    assert_clear(app, monkeypatch, kept + tags + panels + adapter.pile_labels(), {"Ana", "Bo", "Bot 2", "Bot 3"})
    app.finish()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kokonotsu_toasts_leave_every_name_label_panel_and_the_logs_title(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    app, adapter = open_table(tmp_path, "kokonotsu", players)
    kept = kokonotsu_texts(monkeypatch, adapter)
    log = adapter.log_rect
    newest = ("the log's title and newest line", pygame.Rect(log.x, log.y, log.w, LOG_TITLE + LOG_LINE))
    names = {"Ana", "Bo", *(f"Bot {seat}" for seat in range(2, players))}
    assert_clear(app, monkeypatch, [*kept, newest, ("round's panel", adapter.board.panel)], names)
    if players != 3:
        assert not band_rect(app).colliderect(log), "the log stays whole where a seat sits over the cards"
    app.finish()


@pytest.mark.parametrize("claiming", [False, True])
@pytest.mark.parametrize("map_name", ["island", "long-island"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_coconut_pirate_toasts_leave_the_dice_the_news_the_picker_and_the_seats(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, map_name: str, claiming: bool) -> None:
    actions = ("0 throw", "0 claim") if claiming else ()
    app, adapter = open_table(tmp_path, "coconut_pirate", players, options={"map": map_name}, actions=actions)
    assert (adapter.view["phase"] == "announce") == claiming
    kept = texts_drawn(monkeypatch, coconut_pirate, adapter)
    seats = [(f"seat {seat}", adapter.seat_rect(seat)) for seat in range(players)]
    log = adapter.log_rect
    newest = ("the log's title and newest line", pygame.Rect(log.x, log.y, log.w, LOG_TITLE + LOG_LINE))
    panels = [("dice board", coconut_pirate.BOARD), ("news", adapter.news_rect), newest]
    if claiming:
        panels.append(("picker", adapter.picker_rect))
        assert_clear(app, monkeypatch, kept + seats + panels, {"Ana", "Bo"}, most_lines=5)
    else:
        off_the_map = [(text, rect) for text, rect in kept if not adapter.map_rect.contains(rect)]
        panels.append(("log", log))
        assert_clear(app, monkeypatch, off_the_map + seats + panels, {"Ana", "Bo"}, most_lines=4)
    app.finish()

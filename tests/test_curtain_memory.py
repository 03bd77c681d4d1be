"""The frame that lifts a curtain shows the next player's hand: it must not also draw the table's art
for the first time (12 MB, 45-55 ms), which the curtain has drawn under itself meanwhile, nor pay for a
full pass of the cycle collector (13 ms and more at a table) when the scene that left frees itself. A
scene or a widget that outlives its removal (a cycle) is still collected at once."""
from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

import tabletop.art
from saves import GameRecord, SeatSpec
from tabletop.scenes.base import Scene
from tabletop.scenes.curtain import CurtainScene, HandOffScene
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.uitools import frames, key, make_app

pytestmark = pytest.mark.ui


def count_collections(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry per full collection asked for from now on (each still runs)."""
    asked: list[int] = []
    real = gc.collect

    def counting(*args: Any, **kwargs: Any) -> int:
        asked.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(gc, "collect", counting)
    return asked


def count_new_art(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The bytes of each piece of art drawn (not found in the cache) from now on."""
    drawn: list[int] = []
    keep = tabletop.art._keep

    def keeping(key: tuple[Any, ...], function: Any, piece: Any, maxsize: int) -> None:
        drawn.append(tabletop.art._cost(piece))
        keep(key, function, piece, maxsize)

    monkeypatch.setattr(tabletop.art, "_keep", keeping)
    return drawn


def open_two_human_table(tmp_path: Path, settle: int = 3):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    app.start(TableScene(app, Session(GameRecord("kokonotsu", {}, seats, seed=4), store=app.store)))
    frames(app, settle)
    return app, app.stack[0]


def test_the_curtain_draws_the_table_under_itself_so_the_lift_draws_only_the_new_hand(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_two_human_table(tmp_path, settle=1)
    assert isinstance(app.top, CurtainScene)
    curtain_alone = pygame.image.tobytes(app.logical, "RGB")
    held_before = tabletop.art.art_cache_bytes()
    frames(app, 1)
    assert tabletop.art.art_cache_bytes() - held_before > 10 * 2**20, "the table's art is drawn under the curtain"
    assert pygame.image.tobytes(app.logical, "RGB") == curtain_alone, "and none of it shows"
    state = table.session.state
    assert table.viewer is None
    assert not set(table.adapter.pieces) & {*state["hands"][0], *state["hands"][1]}, "nobody's cards were drawn"
    drawn = count_new_art(monkeypatch)
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and table.viewer == 0
    assert sum(drawn) < 4 * 2**20, f"the lift drew {sum(drawn) / 2**20:.1f} MB of new art"


def test_lifting_a_curtain_and_passing_a_hand_off_collect_nothing(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_two_human_table(tmp_path)
    assert isinstance(app.top, CurtainScene)
    collections = count_collections(monkeypatch)
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and table.viewer == 0
    assert collections == [], "the lift frame ran the cycle collector"
    while not isinstance(app.top, HandOffScene):
        table.submit(table.legal(table.viewer)[0])
        frames(app, 3)
    key(app, pygame.K_SPACE, settle=1)
    assert isinstance(app.top, CurtainScene) and table.viewer is None
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and table.viewer == 1
    assert collections == []
    app.finish()


class LeavesOnAKey(Scene):
    """Leaves on a key press, as the curtain does: no frame variable still holds it when it goes."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.app.pop()


def test_a_scene_or_widget_left_in_a_cycle_is_collected_at_once(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_two_human_table(tmp_path)
    key(app, pygame.K_SPACE)
    collections = count_collections(monkeypatch)
    freed_at_once = LeavesOnAKey(app)
    app.push(freed_at_once)
    frames(app, 1)
    del freed_at_once
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and collections == []

    in_a_cycle = LeavesOnAKey(app)
    in_a_cycle.itself = in_a_cycle  # type: ignore[attr-defined]
    app.push(in_a_cycle)
    frames(app, 1)
    del in_a_cycle
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and collections == [1], "a scene in a cycle outlives its removal"

    with_a_widget_in_a_cycle = LeavesOnAKey(app)
    button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 200, 60), "Cycle", app.ui)
    button.itself = button  # type: ignore[attr-defined]
    with_a_widget_in_a_cycle.elements.append(button)
    app.push(with_a_widget_in_a_cycle)
    frames(app, 1)
    del button, with_a_widget_in_a_cycle
    key(app, pygame.K_SPACE, settle=1)
    assert app.top is table and collections == [1, 1], "a widget in a cycle outlives its scene"

    app.push(PauseMenu(app, table.session))
    frames(app, 2)
    key(app, pygame.K_ESCAPE, settle=1)
    assert app.top is table and collections == [1, 1, 1], "the pause menu's widgets and it are cycles"
    app.finish()

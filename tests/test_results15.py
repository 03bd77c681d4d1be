"""The results put aside to look at the final table (CitronCoco's open hands, Kokonotsu's framed line)
and brought back, by mouse and by key, in every game; the line under the result adds to the title
rather than repeating it; Coconut Pirate's series picker keeps its title, hint, tile names and Shout
button clear of each other and of the panel's edge."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
import tabletop.tables.coconut_pirate as pirate_table
from tabletop.art.felt import felt
from tabletop.art.palette import picked_mark_box
from tabletop.art.text import font
from tabletop.scenes import results
from tabletop.scenes.results import BACK_BUTTON, BACK_TO_RESULTS, SEE_TABLE, ResultsScene, added_words
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.test_coconut_pirate_table import four_humans
from tests.test_replay import bot_game
from tests.test_results13 import finished, open_results
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

SEED = 3
"""A deal every game finishes from (tests.test_replay.bot_game)."""


def visible_labels(scene: ResultsScene) -> set[str]:
    return {element.text for element in scene.elements if element.visible}


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_the_table_is_seen_under_the_results_and_they_come_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, size: str) -> None:
    """The panel hid CitronCoco's last hands and Kokonotsu's framed line, and no way showed them."""
    record, _ = bot_game(game_id, seed=SEED, humans=1)
    app = make_app(tmp_path, "--size", size)
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 2)
    scene = open_results(table)
    picture = pygame.Surface((1920, 1080))
    if table.cover_picture is None:
        table.draw(picture)
    else:
        picture.blit(table.cover_picture, (0, 0))
    assert SEE_TABLE in visible_labels(scene) and BACK_TO_RESULTS not in visible_labels(scene)
    click(app, button_center(app, SEE_TABLE))
    assert scene.looking and visible_labels(scene) == {BACK_TO_RESULTS}
    drawn = picture.copy()
    scene.draw(drawn)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(picture, "RGB"), "no dimming, no panel"
    around = BACK_BUTTON.inflate(16, 16)
    bare = felt((1920, 1080)).subsurface(around)
    assert pygame.image.tobytes(picture.subsurface(around), "RGB") == pygame.image.tobytes(bare, "RGB"), \
        "the Back button stands on bare felt, hiding nothing of the table"
    click(app, button_center(app, BACK_TO_RESULTS))
    assert app.top is scene and not scene.looking and SEE_TABLE in visible_labels(scene)
    for show in (pygame.K_t, pygame.K_ESCAPE):
        for back in (pygame.K_t, pygame.K_ESCAPE, pygame.K_RETURN):
            key(app, show)
            assert app.top is scene and scene.looking, "Esc too shows the table, never strands it without results"
            key(app, back)
            assert app.top is scene and not scene.looking, pygame.key.name(back)
    app.finish()


def test_the_line_under_the_result_adds_to_the_title() -> None:
    said = {
        ("Ana and Kiwi win", "Ana and Kiwi win: the other team reached 212 coconuts (against 179)."):
            "The other team reached 212 coconuts (against 179).",
        ("Ana wins", "Ana wins 7 to 3."): "Final score: 7 to 3.",
        ("Ana wins", "Ana completes the top row (1 · 2 · 3) and wins."): "Ana completes the top row (1 · 2 · 3).",
        ("Ana wins", "Ana wins with 12 points."): "With 12 points.",
        ("Nobody wins", "Nobody placed a chip, so nobody wins."): "Nobody placed a chip.",
        ("Ana wins", "Ana reached the treasure first."): "Ana reached the treasure first.",
        ("Ana wins", "Anabel wins 3 to 2."): "Anabel wins 3 to 2.",
    }
    for (title, summary), added in said.items():
        assert added_words(summary, title) == added, summary


def test_citroncocos_result_is_not_said_twice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_results(finished(tmp_path, "citroncoco", SEED))
    recorded = record_draw_text(monkeypatch, results)
    scene.draw(scene.app.logical)
    drawn = [text for text, _ in recorded]
    title = drawn[0]
    assert title.endswith(" win!") and not any(title[:-1] in text for text in drawn[1:]), drawn[:2]
    scene.app.finish()


def inked(text: str, size: int, bold: bool, box: pygame.Rect) -> pygame.Rect:
    """Where a drawn text's letters are, inside the box ``draw_text`` gave for it."""
    return font(size, bold).render(text, True, (0, 0, 0)).get_bounding_rect().move(box.topleft)


def test_the_series_picker_keeps_its_parts_apart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1024x600 the hint touched the title, "coconut tree" ran onto the tile's edge and the Shout
    button sat on the panel's border."""
    app, table = four_humans(tmp_path)
    adapter = table.adapter
    texts: list[tuple[str, int, bool, pygame.Rect, tuple[int, int]]] = []

    def recorder(real: Any, bold: bool | None) -> Any:
        def recording(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
            box = real(surface, text, size, *args, **kwargs)
            texts.append((text, size, kwargs.get("bold", False) if bold is None else bold, box, surface.get_size()))
            return box
        return recording

    monkeypatch.setattr(pirate_table, "draw_text", recorder(pirate_table.draw_text, None))
    monkeypatch.setattr(pirate_table, "draw_outlined", recorder(pirate_table.draw_outlined, True))
    adapter.picked = ["coconut-tree"]
    adapter._draw_picker(app.logical, {**table.view, "claimant": 0})
    title = next(inked(*entry[:4]) for entry in texts if entry[0].endswith("shouts!")).inflate(4, 4)
    hint = next(inked(*entry[:4]) for entry in texts if entry[0].startswith("Pick 1 to 3"))
    assert hint.top - title.bottom >= 6
    lifted = {name: rect for name, rect, _ in adapter.picker_tiles()}["coconut-tree"]
    assert picked_mark_box(lifted).top >= hint.bottom, "the pick's tick stays off the hint"
    tile = pygame.Rect((0, 0), pirate_table.TILE)
    rows = [inked(*entry[:4]) for entry in texts if entry[0] in ("coconut", "tree") and entry[4] == tile.size]
    assert len(rows) == 2 and all(tile.inflate(-16, -16).contains(row) for row in rows), rows
    icon_bottom = 12 + pirate_table.TWO_ROW_ICON
    assert rows[0].top > icon_bottom and rows[1].top > rows[0].bottom
    shout = adapter._shout_rect()
    assert adapter.picker_rect.bottom - shout.bottom >= 8
    lowest = max(rect.bottom for _, rect, _ in adapter.picker_tiles())
    assert shout.top - lowest >= 14, "the legal brackets under the last row stay off the Shout button"
    app.finish()

"""What a new player's walk through every game found: Coconut Pirate's banner and seat panels speak of
the die still in the air, not of the next throw (but of a shout made meanwhile); Koi-Koi's end screen
names the yaku that scored each month, in as many words as its column holds, and keeps the scoreboard's
lines for a position its log does not lead to; a name field near its limit shows its length."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.art.hanafuda import YAKU_NAMES
from tabletop.scenes import results
from tabletop.scenes import setup as setup_scene
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import coconut_pirate as pirate_table
from tests.test_coconut_pirate_table import CONFIRM, drawn_texts, texts_of, throw_until
from tests.test_replay import bot_game, finished_table
from tests.test_race import pirate_for_two
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


def test_while_a_die_flies_the_banner_and_the_panels_speak_of_that_throw(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=60_000))
    seats = [SeatSpec("Ana"), SeatSpec("Kiwi", "bot", "normal"), SeatSpec("Coco", "bot", "normal")]
    app.start(TableScene(app, Session(GameRecord("coconut_pirate", {}, seats, seed=8), store=app.store)))
    frames(app, 3)
    table = app.top
    assert table.view["turn"] == 0, "Ana throws first at this deal"
    key(app, CONFIRM[0], settle=1)
    adapter = table.adapter
    assert adapter.die_in_flight()
    following = table.name(table.view["turn"])
    assert adapter.status() == "Ana throws\u2026", "the banner names the die in the air, not the next thrower"
    drawn = drawn_texts(monkeypatch, pirate_table)
    frames(app, 1)
    words = " ".join(texts_of(drawn))
    assert "throws next" not in words, f"nobody throws next while {following}'s turn waits for the die"
    frames(app, 90)
    assert not adapter.die_in_flight()
    assert adapter.status().startswith(f"{following} throws"), "once it lies, the banner names the next thrower"
    app.finish()


def test_a_name_near_the_fields_limit_shows_its_length_and_a_full_one_says_so(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(setup_scene.SetupScene(app))
    frames(app, 3)
    field = app.top.names[0]
    click(app, field.relative_rect.center)
    field.set_text("")
    for letter in "Maximiliana Bartholomew-Smith":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        frames(app, 1)
    assert field.get_text() == "Maximiliana Bart", "the field takes sixteen letters"
    drawn = record_draw_text(monkeypatch, setup_scene)
    frames(app, 1)
    counts = [rect for text, rect in drawn if text == "16/16"]
    assert counts, "a full field says it is full"
    below = pygame.Rect(field.relative_rect.x, field.relative_rect.bottom, field.relative_rect.w, 33)  # as the notes
    assert below.contains(counts[0]), "the count stands under its field, inside its width"
    field.set_text("Ana")
    drawn.clear()
    frames(app, 1)
    assert not any("/16" in text for text, _ in drawn), "a short name shows no count"
    app.finish()


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
def test_koikoi_results_name_the_yaku_that_scored_each_month_inside_the_panel(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    session, _ = finished_table(app)
    for _ in range(120):
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    drawn = record_draw_text(monkeypatch, results)
    frames(app, 1)
    history = results.round_records(session)
    assert history, "the months are told from the log"
    texts: list[tuple[str, pygame.Rect]] = []
    for text, rect in drawn:
        if text.startswith("Month "):
            texts.append((text, rect))
        elif texts:  # a month's second row
            texts[-1] = (f"{texts[-1][0]} {text}", texts[-1][1].union(rect))
    assert len(texts) == len(history)
    for record, (text, rect) in zip(history, texts):
        assert text.startswith(f"Month {record['month']}: "), text
        for name in record["yaku"]:
            assert YAKU_NAMES[name][0] in text, f"{text} names {name}"
        assert pygame.Rect(360, 90, 1200, 800).contains(rect), f"{text} stays inside the panel, above the buttons"
    assert any(YAKU_NAMES[name][1] in text for record, (text, _) in zip(history, texts) for name in record["yaku"]), \
        "with room, each yaku says what it means"
    app.finish()


def test_twelve_long_month_lines_take_one_column_and_the_shortest_wording_that_fits() -> None:
    pygame.font.init()
    places = results.detail_places(12, 424)
    assert len({place.x for place in places}) == 1 and places[-1].bottom <= results.DETAIL_BOTTOM
    two = results.detail_places(14, 600)
    assert len({place.x for place in two}) == 2 and all(place.bottom <= results.DETAIL_BOTTOM for place in two)
    head = "Month 12: Maximiliana Bartholomew +14 points with"
    words = (f"{head} Sanko (Three Brights), Tane (Animals) and Kasu (Chaff), doubled for 7 points or more",
             f"{head} Sanko, Tane and Kasu")
    assert results.fitted_words(words, places[0].w) == words[1]
    assert results.fitted_words(words, 300).endswith("\u2026")


def test_a_position_the_log_does_not_lead_to_keeps_the_scoreboard_lines() -> None:
    """A save whose state was set up, not played from its log, has no months to tell from the log:
    the end screen keeps the table's own lines rather than months that never happened."""
    record, _ = bot_game("koikoi", seed=6, humans=1)
    played = Session(record, autosave=False)
    assert results.koikoi_months(played), "a game played from its log tells its months"
    set_up = Session(replace(record, actions=record.actions[:-40]), played.state, autosave=False)
    assert results.round_records(set_up) is None and results.koikoi_months(set_up) is None


def test_a_shout_while_the_die_still_flies_is_what_the_banner_says(tmp_path: Path) -> None:
    app, table = pirate_for_two(tmp_path, Settings(bot_delay_ms=0, tie_window_ms=50))
    throw_until(app, table, 3)
    key(app, CONFIRM[table.view["turn"]], settle=1)
    assert table.adapter.die_in_flight()
    assert table.submit(Action(0, "claim"), source="judge")
    assert table.adapter.die_in_flight() and table.adapter.status() == "Ana: name your series!"
    app.finish()

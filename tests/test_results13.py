"""The end of a game as players read it: the results list the players by place (ties share one) with
the winners marked by a shape, a long round list stays clear of the buttons, Play again deals the
same game again at once, Kokonotsu's winning line is named as it reads on the grid and framed on the
table, CitronCoco's last hands stay open under the result, the statistics say what their count is,
and a finished Kokonotsu replay's open cards show the chosen hand without a key hint that does nothing."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

import rules
from rules.kokonotsu import line_words
from saves import GameRecord
from tabletop.pieces.card import Card
from tabletop.scenes import results, stats_scene
from tabletop.scenes.replay import open_replay
from tabletop.scenes.results import ResultsScene, seat_places
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import kokonotsu as kokonotsu_table
from tabletop.tables.kokonotsu import GOLD_TEXT
from tests.test_replay import bot_game
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

KOKONOTSU_LINE_SEED = 2
"""A three-seat Kokonotsu of bots (tests.test_replay.bot_game) that ends with a completed line."""


def finished(tmp_path: Path, game_id: str, seed: int, seats: int | None = None) -> TableScene:
    record, _ = bot_game(game_id, seed=seed, humans=1, seats=seats)
    app = make_app(tmp_path)
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 2)
    return table


def open_results(table: TableScene) -> ResultsScene:
    for _ in range(300):
        frames(table.app, 1)
        if isinstance(table.app.top, ResultsScene):
            break
    scene = table.app.top
    assert isinstance(scene, ResultsScene)
    frames(table.app, 2)
    return scene


# --- places ---------------------------------------------------------------------------------------

def test_places_put_the_winners_first_and_ties_share_a_place() -> None:
    assert seat_places((2, 6, 0, 4), frozenset({1})) == [2, 0, 3, 1]
    assert seat_places((3, 5, 3), frozenset({1})) == [1, 0, 1], "a tie shares its place"
    assert seat_places((203, 185, 203, 185), frozenset({1, 3}), least_best=True) == [2, 0, 2, 0], "200 loses"
    assert seat_places((2, 5, 4), frozenset({0})) == [0, 1, 2], "a line beats more points"
    assert len(results.ORDINALS) >= max(game.INFO.max_players for game in rules.GAMES.values())


def test_the_results_list_the_players_by_place_with_the_winners_marked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = finished(tmp_path, "kokonotsu", KOKONOTSU_LINE_SEED, seats=3)
    scene = open_results(table)
    outcome = table.session.outcome()
    assert outcome is not None
    recorded = record_draw_text(monkeypatch, results)
    scene.draw(table.app.logical)
    names = [table.session.name(seat) for seat in range(3)]
    drawn = [text for text, _ in recorded]
    listed = [text for text in drawn if text in names]
    places = seat_places(outcome.scores, outcome.winners)  # Kokonotsu: the most points place best
    assert listed == sorted(names, key=lambda name: places[names.index(name)]), listed
    assert [text for text in drawn if text in ("1st", "2nd", "3rd")] == ["1st", "2nd", "3rd"]
    table.app.finish()


def test_cheeky_monkeys_places_the_trainers_blasted_later_higher(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = finished(tmp_path, "cheeky_monkeys", seed=6)
    scene = open_results(table)
    recorded = record_draw_text(monkeypatch, results)
    scene.draw(table.app.logical)
    names = [table.session.name(seat) for seat in range(len(table.session.seats))]
    drawn = [text for text, _ in recorded]
    standings = [text for text in drawn if text.startswith("blasted ")]
    assert len(standings) == len(names) - 1
    order = [int(text.split()[1].rstrip(",")[:-2]) for text in standings]  # "blasted 5th, in round 37"
    assert order == sorted(order, reverse=True), standings
    assert [text for text in drawn if text.endswith(("st", "nd", "rd", "th")) and len(text) == 3][:2] == ["1st", "2nd"]
    table.app.finish()


def test_a_long_round_list_stays_clear_of_the_buttons_and_says_what_it_leaves_out() -> None:
    pygame.font.init()
    top = 300 + 4 * 52 + 20
    layout = results.detail_layout([(f"Round {number}: 0 - 28 (Mango called)",) for number in range(1, 12)], top)
    assert all(place.bottom <= results.DETAIL_BOTTOM < 900 - 20 for place, _ in layout)
    columns = [place.x for place, _ in layout]
    assert abs(columns.count(columns[0]) - columns.count(columns[-1])) <= 1, "two even columns"
    many = results.detail_layout([(f"Round {number}: 0 - 28",) for number in range(1, 40)], top)
    assert "more lines" in many[-1][1][0] and all(place.bottom <= results.DETAIL_BOTTOM for place, _ in many)


# --- play again -----------------------------------------------------------------------------------

def test_play_again_deals_the_same_game_and_seats_anew_and_new_setup_opens_the_setup(tmp_path: Path) -> None:
    table = finished(tmp_path, "kokonotsu", KOKONOTSU_LINE_SEED, seats=3)
    open_results(table)
    app = table.app
    click(app, button_center(app, "Play again"))
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    old, new = table.session.record, again.session.record
    assert (new.game, new.options, new.seats, new.actions) == (old.game, old.options, old.seats, [])
    assert new.seed != old.seed
    app.finish()
    table = finished(tmp_path / "setup", "kokonotsu", KOKONOTSU_LINE_SEED, seats=3)
    open_results(table)
    click(table.app, button_center(table.app, "New setup…"))
    assert isinstance(table.app.top, SetupScene)
    table.app.finish()


# --- Kokonotsu's winning line ---------------------------------------------------------------------

def test_a_line_is_named_where_it_lies_in_the_order_it_reads() -> None:
    assert line_words([4, 8, 9]) == "the middle row (8 · 9 · 4)"
    assert line_words([1, 7, 8]) == "the left column (1 · 8 · 7)"
    assert line_words([3, 7, 9]) == "the diagonal from the top right (3 · 9 · 7)"


def test_the_winning_line_is_named_and_framed_on_the_table(tmp_path: Path) -> None:
    table = finished(tmp_path, "kokonotsu", KOKONOTSU_LINE_SEED, seats=3)
    result = table.session.state["result"]
    assert result["by"] == "line"
    words = line_words(result["line"])
    lines = table.adapter.results_lines()
    assert words in lines[0] and words in table.session.outcome().summary
    points = result["points"]
    by_place = sorted(range(3), key=lambda seat: (seat != result["winner"], -points[seat]))
    assert [line.split(":")[0] for line in lines[1:4]] == [table.session.name(seat) for seat in by_place]
    cells = table.adapter.winning_line_rects()  # type: ignore[attr-defined]
    assert len(cells) == 3
    surface = table.app.logical
    table.adapter.draw_hud(surface)
    for cell in cells:
        frame = cell.inflate(8, 8)
        assert tuple(surface.get_at((frame.centerx, frame.top)))[:3] == GOLD_TEXT
    table.app.finish()


# --- CitronCoco's last hands ----------------------------------------------------------------------

def test_citroncoco_keeps_the_last_hands_open_under_the_result(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    record, _ = bot_game("citroncoco", seed=3, humans=1)
    head = GameRecord("citroncoco", {}, record.seats, record.seed, record.actions[:-1])
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=10**7, speed="instant"))
    table = TableScene(app, Session(head, store=app.store, autosave=False))
    app.start(table)
    frames(app, 3)
    assert table.submit(rules.GAMES["citroncoco"].action_from_text(table.session.state, record.actions[-1]), "bot")
    frames(app, 5)
    assert table.notices and table.session.outcome() is not None
    shown = {key: piece.center for key, piece in table.adapter.pieces.items() if key.startswith("ended-")}
    while table.notices:
        key(app, pygame.K_RETURN, settle=3)
    hands = {key: piece for key, piece in table.adapter.pieces.items() if isinstance(piece, Card)
             and not key.startswith(("stock", "discard", "drawn"))}
    assert set(hands) == set(shown), "the cards laid open stay, none flies in from the stock"
    assert all(piece.face_up and piece.center == shown[key] for key, piece in hands.items())
    drawn: list[str] = []
    fitted = table.adapter._fitted  # type: ignore[attr-defined]
    monkeypatch.setattr(table.adapter, "_fitted", lambda surface, text, *rest, **anchor: (
        drawn.append(text), fitted(surface, text, *rest, **anchor))[1])
    table.draw(app.window)
    assert any(text.startswith("Final totals: Citrons ") for text in drawn), drawn
    assert not any("Hover" in text or "last turn" in text for text in drawn), drawn
    app.finish()


def test_citroncoco_opened_at_its_end_shows_the_last_hands(tmp_path: Path) -> None:
    table = finished(tmp_path, "citroncoco", seed=3)
    hands = [piece for key, piece in table.adapter.pieces.items() if key.startswith("slot-")]
    assert hands and all(isinstance(piece, Card) and piece.face_up for piece in hands)
    table.app.finish()


def record_labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the Kokonotsu table renders through ``label`` from now on."""
    texts: list[str] = []
    real = kokonotsu_table.label

    def recording(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(kokonotsu_table, "label", recording)
    return texts


# --- statistics and the replay --------------------------------------------------------------------

def test_the_statistics_heading_counts_people_not_seats() -> None:
    assert stats_scene.heading_count(2) == "2 people have played"
    assert stats_scene.heading_count(1) == "1 person has played"


def test_a_finished_kokonotsu_replay_opens_the_chosen_hand_without_a_peek_hint(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record, _ = bot_game("kokonotsu", seed=KOKONOTSU_LINE_SEED, humans=1, seats=3)
    app = make_app(tmp_path)
    scene = open_replay(app, record)
    app.start(scene)
    frames(app, 3)
    assert scene.open_cards and scene.viewer == 0
    ambush = [piece for key, piece in scene.adapter.pieces.items() if key in scene.session.state["ambush"][0]]
    assert ambush and all(isinstance(piece, Card) and piece.face_up for piece in ambush)
    scene.step(-3)
    frames(app, 3)
    captions = record_labels(monkeypatch)
    scene.draw(app.logical)
    assert "Ambush" in captions and not any("peek" in text for text in captions), captions
    assert scene.adapter.acting_viewer() is None, "nobody is asked to move in a replay"  # type: ignore[attr-defined]
    app.finish()


def test_citroncoco_score_sheet_sums_the_rounds_it_has_no_room_for() -> None:
    """After ten rounds the sheet showed only the newest ones, and round 1 left it without a word."""
    from tabletop.tables.citroncoco import score_rows

    history = [{"round": number, "scores": [number, 2 * number]} for number in range(1, 15)]
    rows = score_rows(history, lambda record: "Ana called", 10)
    assert len(rows) == 10 and rows[0] == ("Rounds 1-5", (15, 30)), rows[0]
    assert [label for label, _ in rows[1:]] == [f"{number} Ana called" for number in range(6, 15)]
    assert sum(scores[0] for _, scores in rows) == sum(range(1, 15))
    assert len(score_rows(history, lambda record: "", 20)) == 14 and score_rows(history, lambda record: "", 0) == []

"""Coconut Pirate after a walk as new players: the dice in the hands show the same faces after Save and
Continue; a winner's hand never looks empty while its dice still lie on the board; pawns never hide the
number of the square they stand on."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import rules.coconut_pirate as pirate_rules
import tabletop.tables.coconut_pirate as pirate_table
from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables.coconut_pirate import FacesShown
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui
NAMES = ("Ana", "Bo", "Cy", "Dee")


def play(table: TableScene, app: App, moves: int, stop: Callable[[Session], bool] = lambda session: False) -> None:
    """Throw, and whenever a series lies on the board, have a seat claim it and name it rightly."""
    session = table.session
    for step in range(moves):
        state = session.state
        present = pirate_rules.series([pirate_rules.FACES[die["id"]][die["face"]] for die in state["board"]])
        if present and state["claims_open"]:
            seat = step % len(session.seats)
            table.submit(Action(seat, "claim"))
            frames(app, 2)
            table.submit(Action(seat, "announce", (next(iter(present)),)))
        else:
            table.submit(Action(state["turn"], "throw"))
        frames(app, 2)
        if stop(session):
            return


def hand_looks(table: TableScene) -> dict[int, bytes]:
    """What each die in a hand shows, as drawn."""
    return {die: pygame.image.tobytes(table.adapter.pieces[f"die-{die}"].look(), "RGBA")
            for hand in table.view["hands"] for die in hand}


def last_board_faces(record: GameRecord) -> dict[int, tuple[str, str]]:
    """The face each die last showed on the board, from the states of a replay (not from events)."""
    state, faces = record.new_state(), {}
    for text in record.actions:
        pirate_rules.apply(state, pirate_rules.action_from_text(state, text))
        for die in state["board"]:
            faces[die["id"]] = pirate_rules.FACES[die["id"]][die["face"]]
    return faces


def test_the_hands_show_the_same_dice_after_save_and_continue(tmp_path: Path) -> None:
    """The table remembered the faces it had seen land; a continued game showed every hand's dice on
    their resting faces (walk 11: a yellow pistol came back as a purple boat)."""
    app = make_app(tmp_path)
    session = Session(GameRecord("coconut_pirate", {}, [SeatSpec(name) for name in NAMES[:3]], seed=5),
                      store=app.store)
    app.start(TableScene(app, session))
    frames(app, 3)
    live = app.top
    play(live, app, 60)
    frames(app, 30)
    live_looks, live_view = hand_looks(live), session.view(None)
    faces = last_board_faces(session.record)
    held = [die for hand in live_view["hands"] for die in hand]
    resting = {die: pirate_rules.FACES[die][die // 2] for die in held}
    assert [die for die in held if faces.get(die, resting[die]) != resting[die]], "a die in a hand has left its resting face"
    continued = TableScene(app, Session.resume(app.store, app.store.autosave_path(session.session_id)))
    app.replace(continued)
    frames(app, 30)
    assert continued.session.view(None) == live_view
    assert hand_looks(continued) == live_looks
    for die in held:
        symbol, colour = faces.get(die, resting[die])
        size = continued.adapter.pieces[f"die-{die}"].size[0]
        assert live_looks[die] == pygame.image.tobytes(pirate_table.die_face(symbol, colour, size), "RGBA")
    app.finish()


def test_the_faces_follow_the_log_back_and_forth() -> None:
    """A replay steps back and jumps: the faces are those after the moves shown, never later ones."""
    record = GameRecord("coconut_pirate", {}, [SeatSpec(name) for name in NAMES[:2]], seed=3)
    state = record.new_state()
    for _ in range(14):
        action = Action(state["turn"], "throw")
        pirate_rules.apply(state, action)
        record.actions.append(pirate_rules.action_to_text(action))
    faces = FacesShown()
    assert faces.after(record) == last_board_faces(record)
    earlier = GameRecord(record.game, record.options, record.seats, record.seed, record.actions[:5])
    assert faces.after(earlier) == last_board_faces(earlier) != last_board_faces(record)
    assert faces.after(record) == last_board_faces(record)


def test_a_log_that_does_not_replay_leaves_the_resting_faces() -> None:
    """A position set up rather than played may come with a log the rules refuse: no traceback."""
    record = GameRecord("coconut_pirate", {}, [SeatSpec(name) for name in NAMES[:2]], seed=3,
                        actions=["0 throw", "0 throw", "1 fly away"])
    assert set(FacesShown().after(record)) == {pirate_rules.new_game({}, 2, 3)["hands"][0][0]}


def test_a_winners_hand_shows_the_dice_coming_while_they_lie_on_the_board(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """After "Ana takes 3 dice" her panel was blank, not even "no dice", until the dice flew in."""
    app = make_app(tmp_path, settings=Settings(bot_delay_ms=0))
    session = Session(GameRecord("coconut_pirate", {}, [SeatSpec(name) for name in NAMES[:3]], seed=5),
                      store=app.store)
    app.start(TableScene(app, session))
    frames(app, 3)
    table = app.top
    play(table, app, 80, stop=lambda s: s.view(None)["last"] is not None and s.view(None)["last"]["correct"])
    last = table.view["last"]
    assert last is not None and last["correct"], "somebody named a series rightly"
    winner, taken = last["seat"], last["taken"]
    adapter = table.adapter
    assert adapter.coming(winner) == sorted(taken)
    drawn = record_draw_text(monkeypatch, pirate_table)
    adapter.draw_board(app.logical)
    box = adapter.hand_box(winner)
    assert [text for text, rect in drawn if box.contains(rect)] == [f"+{len(taken)}"]
    _, spots = adapter.hand_layout(winner, len(table.view["hands"][winner]))
    kept = {(round(x), round(y)) for x, y in spots}
    adapter.calm_until = app.now_ms  # everyone has checked the series
    for _ in range(600):
        frames(app, 1)
        if {adapter.pieces[f"die-{die}"].rect.center for die in taken} <= kept:
            break
    assert not adapter.coming(winner)
    assert {adapter.pieces[f"die-{die}"].rect.center for die in taken} <= kept, "the dice fly into the places kept"
    app.finish()


@pytest.mark.parametrize("map_name", ["island", "long-island"])
@pytest.mark.parametrize("positions", [[1, 1], [1, 1, 1, 1], [1, 1, 0], [2, 1, 3, 1], [4, 5, 6, 7]])
def test_pawns_leave_their_squares_number_in_view(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  map_name: str, positions: list[int]) -> None:
    """Pawns on square 1 hid its number: each occupied square's number stands on a plate beside them."""
    app = make_app(tmp_path, "--size", "1024x600")
    record = GameRecord("coconut_pirate", {"map": map_name}, [SeatSpec(name) for name in NAMES[:len(positions)]], seed=2)
    state = record.new_state()
    state["positions"] = positions
    app.start(TableScene(app, Session(record, state, store=app.store, autosave=False)))
    frames(app, 30)
    adapter = app.top.adapter
    plates = adapter.number_plates()
    assert [words for words, _ in plates] == [str(square) for square in sorted(set(positions) - {0})]
    pawns = [adapter.pieces[f"pawn-{seat}"].rect for seat in range(len(positions))]
    radius = adapter.square_radius
    circles = [pirate_table.square_rect(spot, radius) for spot in adapter.squares.squares]
    fixed = [adapter.start_label_rect()]
    for words, plate in plates:
        assert adapter.map_rect.contains(plate)
        assert plate.collidelist(pawns) < 0, (words, plate, pawns)
        assert plate.collidelist([circle for index, circle in enumerate(circles) if str(index) != words]) < 0
        assert plate.collidelist(fixed) < 0
        fixed.append(plate)
    drawn = record_draw_text(monkeypatch, pirate_table)
    adapter.draw_board(app.logical)
    for words, plate in plates:
        assert any(text == words and plate.contains(rect) for text, rect in drawn), words
    app.finish()

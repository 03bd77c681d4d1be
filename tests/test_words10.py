"""A toast at a Cheeky Monkeys table covers no trainer's name and no panel's title, at any number of
trainers; the hand-off says what happened: a seat that only answered in another's turn has not ended a
turn."""
from __future__ import annotations

from pathlib import Path

import pytest

from saves import GameRecord, SeatSpec
from tabletop import app as app_module
from tabletop.scenes import curtain
from tabletop.scenes.curtain import HandOffScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import cheeky_monkeys
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

ANA_THEN_BOS_ANSWER = ["0 play pickpocket 1", "1 play no-way"]
"""Seed 0 of a two-trainer Cheeky Monkeys: Ana's Pickpocket on Bo, and Bo's No Way in Ana's round."""


def cheeky_session(actions: list[str]) -> Session:
    record = GameRecord("cheeky_monkeys", {}, [SeatSpec("Ana"), SeatSpec("Bo")], seed=0, actions=list(actions))
    return Session(record)


def hand_off_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, done_seat: int, next_seat: int) -> str:
    """The bar's words once ``done_seat``, at the screen, has played its move of ANA_THEN_BOS_ANSWER."""
    app = make_app(tmp_path)
    moves = ANA_THEN_BOS_ANSWER[:ANA_THEN_BOS_ANSWER.index(next(m for m in ANA_THEN_BOS_ANSWER
                                                               if m.startswith(f"{done_seat} ")))]
    session = cheeky_session(moves)
    table = TableScene(app, session)
    app.start(table)
    table.viewer = done_seat
    move = next(m for m in ANA_THEN_BOS_ANSWER if m.startswith(f"{done_seat} "))
    assert table.submit(session.game.action_from_text(session.state, move))
    bar = HandOffScene(app, session.name(done_seat), next_seat, session.name(next_seat), lambda: None,
                       table.viewer_answered)
    drawn = record_draw_text(monkeypatch, curtain)
    bar.draw(app.logical)
    app.finish()
    return drawn[0][0]


def test_the_hand_off_after_an_answer_says_it_was_an_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert hand_off_words(tmp_path, monkeypatch, 1, 0) == "Bo has answered — look, then pass to Ana"


def test_the_hand_off_after_the_round_owners_move_says_their_turn_is_over(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    assert hand_off_words(tmp_path, monkeypatch, 0, 1) == "Ana's turn is over — look, then pass to Bo"


TITLES = {"Queue · newest on top", "Planning", "Monkey", "Drawing", "Training"}
"""The panels' titles and the step bar's words a Cheeky Monkeys table writes over its upper half."""
TOASTS = ("Tactical Exchange would do nothing now.",
          "Settings could not be saved: the disk is full, so the next change of any setting is lost too.")


@pytest.mark.parametrize("trainers", [2, 3, 4, 5, 6])
def test_toasts_at_cheeky_monkeys_cover_no_name_and_no_title(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             trainers: int) -> None:
    app = make_app(tmp_path)
    seats = [SeatSpec("Ana"), *(SeatSpec(f"Trainer {seat}", "bot", "easy") for seat in range(1, trainers))]
    session = Session(GameRecord("cheeky_monkeys", {}, seats, seed=3), store=app.store)
    app.start(TableScene(app, session))
    frames(app, 3)
    for text in TOASTS:
        app.toast(text, 30)
    table_words = record_draw_text(monkeypatch, cheeky_monkeys)
    toast_words = record_draw_text(monkeypatch, app_module)
    frames(app, 1)
    names = {spec.name for spec in seats}
    kept = [rect for text, rect in table_words if text in names | TITLES or text.startswith("×")]
    assert len([text for text, _ in table_words if text in names]) >= trainers - 1
    lines = [rect for text, rect in toast_words]
    assert len(lines) >= len(TOASTS), "every toast in view"
    boxes = [line.inflate(40, 14) for line in lines]
    assert not [(box, rect) for box in boxes for rect in kept if box.colliderect(rect)]
    assert all(box.right < cheeky_monkeys.QUEUE_PANEL.left for box in boxes), "the queue stays in sight"
    app.finish()

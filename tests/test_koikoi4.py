"""Three things a new player met: Koi-Koi's house rules explained in formulas, a month won by a dealt
hand shown over empty capture rows, and CitronCoco's end screen listing players without their teams."""
from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from rules import koikoi
from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.art.text import font
from tabletop.scenes import results as results_module
from tabletop.scenes import table as table_module
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.setup import OPTIONS_LEFT, OPTIONS_RIGHT, SetupScene, choice_text
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import koikoi as koikoi_module
from tests.test_koikoi_table import pick
from tests.test_tables3 import BEFORE_TWO_MONTHS, TWO_MONTHS_SEED
from tests.test_walk_cards import finished_citroncoco
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

EXPLANATION_WIDTH = OPTIONS_RIGHT - OPTIONS_LEFT
FORMULA_MARKS = ("×", "−", "(calls", "1 then 3:", "Akatan-Aotan")
"""What read as formulas or unexplained names under the options."""


def koikoi_choices() -> dict[str, tuple[object, ...]]:
    """Each Koi-Koi option the setup screen offers, with its choices."""
    info = koikoi.INFO
    rows = {option: info.option_choices.get(option) or ((True, False) if isinstance(default, bool) else ())
            for option, default in info.options.items()}
    return {option: tuple(choices) for option, choices in rows.items() if choices}


def test_each_koikoi_choice_says_what_it_does_in_plain_words_that_fit() -> None:
    """"Plus one: +1 per own call, from the 4th ×(calls−2)" stood under every choice of the bonus."""
    pygame.font.init()
    for option, choices in koikoi_choices().items():
        lines = [choice_text(option, choice) for choice in choices]
        for choice, line in zip(choices, lines):
            assert line and font(24).size(line)[0] <= EXPLANATION_WIDTH, (option, choice, line)
            assert not any(mark in line for mark in FORMULA_MARKS), (option, choice, line)
        if option not in ("ruleset", "months"):  # a rule set sets the rest; a number of months says itself
            assert len(set(lines)) == len(choices), (option, lines)


def test_the_line_under_a_menu_follows_the_choice_picked(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(SetupScene(app))
    frames(app, 3)
    setup = app.top
    setup.turn_option_page(1)
    frames(app, 2)
    assert setup._option_words("koikoi_bonus") == ("Koi-Koi bonus", choice_text("koikoi_bonus", "none"))
    pick(app, setup.option_menus["koikoi_bonus"][0], "Plus one")
    assert setup._option_words("koikoi_bonus") == ("Koi-Koi bonus", choice_text("koikoi_bonus", "plus-one"))
    app.finish()


# --- a month won by a dealt hand ----------------------------------------------------------------------

@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
@pytest.mark.parametrize("viewer", [0, 1], ids=["the winner at the screen", "the other at the screen"])
def test_a_month_won_by_a_dealt_hand_shows_that_hand_under_its_notice(tmp_path: Path, size: str, viewer: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """February's notice said Ana was dealt a winning hand over two empty capture rows."""
    app = make_app(tmp_path, "--size", size, settings=Settings(bot_delay_ms=0, speed="instant", open_hands=True))
    record = GameRecord("koikoi", {"dealt_hands": "win", "months": 3}, [SeatSpec("Ana"), SeatSpec("Ben")],
                        seed=TWO_MONTHS_SEED, actions=list(BEFORE_TWO_MONTHS))
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, 20)
    table = app.stack[0]
    assert isinstance(table, TableScene) and isinstance(table.adapter, koikoi_module.KoiKoiTable)
    adapter = table.adapter
    table.submit(Action.parse("1 game"))
    frames(app, 20)
    table.dismiss_notice()
    table.viewer = viewer
    frames(app, 30)
    month = adapter.finished
    assert month is not None and month["reason"] == "dealt-hand" and month["winner"] == 0
    hand = month["hand_cards"]
    pieces = [adapter.pieces[card] for card in hand]
    assert all(piece.face_up and piece.size == adapter.layout.field_card for piece in pieces)
    row = adapter.layout.dealt_hand_rows["mine" if viewer == 0 else "theirs"]
    assert all(abs(piece.rect.centery - row) <= 1 for piece in pieces), "one row, on the winner's side"
    assert all(a.rect.right <= b.rect.left for a, b in pairwise(pieces)), "side by side, none hidden"
    lit = {card for card, piece in zip(hand, pieces) if piece.highlight is not None}
    assert lit == {card for card in hand if koikoi.MONTH_OF[card] in month["hand_months"]} and lit

    notice_texts = record_draw_text(monkeypatch, table_module)
    board_texts = record_draw_text(monkeypatch, koikoi_module)
    table.draw(app.logical)
    monkeypatch.undo()
    notice = [rect for text, rect in notice_texts if text in ("Month 2: Ana wins", "Click or press Enter to go on")]
    box = notice[0].unionall(notice[1:])
    assert not [piece for piece in pieces if piece.rect.colliderect(box.inflate(2000, 0))], "clear of the notice"
    title = [rect for text, rect in board_texts if text == "Ana's dealt hand: all four September cards"]
    assert len(title) == 1 and not title[0].colliderect(box) and not any(p.rect.colliderect(title[0]) for p in pieces)
    assert not [text for text, _ in board_texts if text.startswith("Brights ")], "no capture counts of 0"

    table.dismiss_notice()
    frames(app, 5)
    assert adapter.finished is None and adapter.shown_month() == 3
    app.finish()


# --- CitronCoco's results -----------------------------------------------------------------------------

LONG_NAMES = ("Léa Sørensen-Åbe", "Maximilian Obers")
"""Two names of the longest a player can type, seated as partners."""


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
def test_citroncoco_results_name_each_players_team_and_nothing_runs_past_the_panel(
        tmp_path: Path, size: str, monkeypatch: pytest.MonkeyPatch) -> None:
    record = finished_citroncoco()
    record.seats = [SeatSpec(LONG_NAMES[0]), record.seats[1], SeatSpec(LONG_NAMES[1], "bot", "easy"), record.seats[3]]
    app = make_app(tmp_path, "--size", size)
    table = TableScene(app, Session(record, store=app.store, autosave=False))
    app.start(table)
    frames(app, 3)
    results = ResultsScene(app, table.session, table.adapter.results_lines(), table.humanise)
    app.push(results)
    frames(app, 3)
    totals = table.session.state["totals"]
    drawn = record_draw_text(monkeypatch, results_module)
    results.draw(app.logical)
    monkeypatch.undo()
    texts = [text for text, _ in drawn]
    for seat, team in enumerate(("Citrons", "Cocos", "Citrons", "Cocos")):
        at = texts.index(table.session.name(seat))
        (words, beside), name = drawn[at + 1], drawn[at][1]
        assert words == f"{team}: {totals[seat % 2]} coconuts" and abs(beside.centery - name.centery) <= 2, seat
    panel = pygame.Rect(360, 90, 1200, 900)
    assert all(panel.contains(rect) for _, rect in drawn), [(text, rect) for text, rect in drawn
                                                            if not panel.contains(rect)]
    app.finish()

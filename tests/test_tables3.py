"""Two table leftovers: a Koi-Koi move that ends two months shows each month's result under its own
notice, and Cheeky Monkeys' news line shows long names whole."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import cheeky_monkeys as monkeys_module
from tabletop.tables import koikoi as koikoi_module
from tabletop.tables.koikoi import KoiKoiTable
from tests.test_cheeky_monkeys_table import BOTS, set_hand
from tests.uitools import frames, make_app, record_draw_text

pytestmark = pytest.mark.ui

TWO_MONTHS_SEED = 175
"""With dealt hands winning, Ben's Game after these moves ends January, and Ana's dealt hand wins
February at once (found by playing the first legal move over seeds with the rules alone)."""
BEFORE_TWO_MONTHS = ["1 play 1-ribbon", "0 play 1-chaff-2", "1 play 3-ribbon 3-bright", "0 play 2-ribbon",
                     "1 play 5-ribbon", "0 play 4-chaff-2", "1 play 5-chaff-2", "0 play 5-chaff-1",
                     "1 play 10-ribbon"]


def test_a_move_ending_two_months_shows_each_result_under_its_own_notice(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """January's notice stood over February's result: no captures, "Month 2 of 3", both months' points
    in the strip and the scores, while the log still held February back."""
    app = make_app(tmp_path, "--size", "1280x720",
                   settings=Settings(bot_delay_ms=0, speed="instant", open_hands=True))
    record = GameRecord("koikoi", {"dealt_hands": "win", "months": 3}, [SeatSpec("Ana"), SeatSpec("Ben")],
                        seed=TWO_MONTHS_SEED, actions=list(BEFORE_TWO_MONTHS))
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 20)
    table = app.stack[0]
    assert isinstance(table, TableScene) and isinstance(table.adapter, KoiKoiTable)
    adapter = table.adapter
    table.submit(Action.parse("1 game"))
    frames(app, 20)
    assert [notice.title for notice, _ in table.notices] == ["Month 1: Ben wins", "Month 2: Ana wins"]
    assert adapter.finished is not None and adapter.finished["month"] == 1
    assert adapter.shown_month() == 1 and len(adapter.shown_history()) == 1
    assert adapter.shown_scores() == [0, 6]
    assert "Match: Ana 0, Ben 6." in table.notices[0][0].lines[-1]
    panel = record_draw_text(monkeypatch, koikoi_module)
    adapter.draw_hud(app.logical)
    assert {"Month 1 of 3", "Ana: 0 points", "Ben: 6 points"} <= {text for text, _ in panel}
    monkeypatch.undo()
    assert set(adapter.finished["captures"][1]) <= set(adapter.pieces), "January's captures lie on the table"
    table.dismiss_notice()
    frames(app, 5)
    assert adapter.finished is not None and adapter.finished["month"] == 2
    assert adapter.shown_month() == 2 and len(adapter.shown_history()) == 2
    assert adapter.shown_scores() == [6, 6]
    assert "Match: Ana 6, Ben 6." in table.notices[0][0].lines[-1]
    drawn = record_draw_text(monkeypatch, koikoi_module)
    for seat in (0, 1):
        adapter._name_tag(app.logical, seat, (400, 400 + 100 * seat))
    assert [text for text, _ in drawn if text in ("Ana", "Ben", "dealer")] == ["Ana", "Ben", "dealer"], \
        "Ben dealt February; Ana deals March only once February's result is read"
    table.dismiss_notice()
    frames(app, 5)
    assert adapter.finished is None and adapter.shown_month() == 3
    app.finish()


LEA, MAX = "Léa Sørensen-Åbe", "Maximilian Obers"
"""Two names of the longest a player can type (16 letters)."""
LONG_NEWS = [f"An Enthusiastic Pyromaniac sets off for {LEA}",
             f"{LEA} passes the Enthusiastic Pyromaniac on to {MAX}"]


def monkeys_window(tmp_path: Path, bots: int, news: str) -> tuple[App, TableScene]:
    """A race window with Ana's and Léa's buzzers up at a table of 2 + ``bots`` trainers, this news on show."""
    app = make_app(tmp_path, "--size", "1024x600", settings=Settings(bot_delay_ms=0, open_hands=True))
    seats = [SeatSpec("Ana"), SeatSpec(LEA), SeatSpec(MAX, "bot", "easy"), *BOTS[:bots - 1]]
    app.start(TableScene(app, Session(GameRecord("cheeky_monkeys", {}, seats, seed=3), store=app.store,
                                      autosave=False)))
    frames(app, 3)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    for seat in range(len(seats)):
        set_hand(table.session.state, seat, ["sanitary-check", "pickpocket"])
    table.refresh()
    table.submit(Action(0, "proceed"))
    frames(app, 5)
    table.adapter.news = (1, news)
    assert [seat for seat, _ in table.adapter.claim_buttons()] == [0, 1], "both humans' buzzers are up"
    return app, table


@pytest.mark.parametrize("bots", [1, 4], ids=["three trainers", "six trainers"])
@pytest.mark.parametrize("news", LONG_NEWS)
def test_long_news_in_the_centre_is_whole_beside_the_buzzers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             bots: int, news: str) -> None:
    """"An Enthusiastic Pyromaniac sets off for Léa Sørensen…" lost its end over the race buzzers. With
    nobody beside the panel it spans the table; with trainers beside it, it takes two lines."""
    app, table = monkeys_window(tmp_path, bots, news)
    adapter = table.adapter
    buttons = adapter.claim_buttons()
    drawn = record_draw_text(monkeypatch, monkeys_module)
    adapter._draw_piles(app.logical)
    piles = list(drawn)
    drawn.clear()
    adapter._draw_centre(app.logical)
    lines = [(text, rect) for text, rect in drawn
             if not text.endswith(" s") and not any(button.collidepoint(rect.center) for _, button in buttons)]
    assert " ".join(text for text, _ in lines) == news, lines
    assert len(lines) == (1 if bots == 1 else 2)
    box, news_rects = adapter.centre_layout().box, [rect for _, rect in lines]
    others = [adapter.area_rect(seat) for seat in range(1, adapter.players)]
    assert not [area for area in [*others, monkeys_module.MY_AREA] if area.colliderect(box)]
    assert not [text for text, rect in piles if rect.colliderect(box)], "clear of the piles' counts"
    assert all(box.contains(rect) for rect in news_rects + [rect for _, rect in buttons])
    assert not [(a, b) for a in news_rects for _, b in buttons if a.colliderect(b)]
    app.finish()


def test_news_a_little_too_long_in_bold_stays_in_the_middle_in_plain_letters(tmp_path: Path) -> None:
    """The least size first: the panel grows only for news too long even in plain letters."""
    news = f"A Deadly Headscratcher sets off for {LEA}"
    app, table = monkeys_window(tmp_path, 4, news)
    assert table.adapter.centre_layout() == (monkeys_module.CENTRE_PANEL, [news], False)
    app.finish()

"""What a second new-player walk found in the words on screen: Koi-Koi's end screen keeps what doubled
a month's points (a line may take two rows); the Save as refusal is said whole; the question before an
autosave is replaced reads plainly and tells two saves of one minute apart; dialogs and notices hide
what is behind them; a file that is no save is called so in players' words; Continue says which game it
opens; a save named after its game is listed by that name once; a log line has one colon at most."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

import rules
from rules.bots import make_bot
from rules.core import Action, Event
from saves import GameRecord, SaveError, SaveInfo, SaveStore, SeatSpec
from tabletop.movelog import describe_koikoi
from tabletop.scenes import dialogs, results
from tabletop.scenes import table as table_scene
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.dialogs import NoticeDialog, TextPrompt
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables.base import Notice
from tests.test_replay import bot_game
from tests.uitools import frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


def doubled_koikoi() -> GameRecord:
    """Three months of Koi-Koi between bots whose second month is doubled (15 points made, 30 scored)."""
    game = rules.GAMES["koikoi"]
    record = GameRecord("koikoi", {"months": 3}, [SeatSpec("Maximiliana"), SeatSpec("Zoë", "bot", "normal")], 11)
    state = record.new_state()
    bots = [make_bot("koikoi", "normal", seat) for seat in range(2)]
    chooser = random.Random(3)
    while acting := game.to_act(state):
        seat = min(acting)
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat), chooser)
        game.apply(state, action)
        record.actions.append(game.action_to_text(action))
    return record


def test_every_wording_of_a_doubled_month_says_so_and_a_long_one_takes_two_rows() -> None:
    pygame.font.init()
    session = Session(doubled_koikoi(), autosave=False)
    months = results.koikoi_months(session) or []
    doubled = [words for record, words in zip(results.round_records(session) or [], months) if record["multipliers"]]
    assert doubled, "the game has a doubled month"
    for words in doubled:
        assert all("doubled" in text for text in words), words
    layout = results.detail_layout(months, 424)
    rows = [lines for _, lines in layout]
    assert any(len(lines) == 2 for lines in rows), "with room, a long month takes a second row"
    assert any("doubled for 7 points or more" in " ".join(lines) for lines in rows), "at its fullest"
    assert all(place.bottom <= results.DETAIL_BOTTOM for place, _ in layout)


def test_twelve_long_months_keep_inside_the_panel_one_row_each() -> None:
    pygame.font.init()
    full = ("Month 9: Maximiliana +30 points with Sanko (Three Brights), Hanami-zake (Flower-viewing sake) "
            "and Tsukimi-zake (Moon-viewing sake), doubled for 7 points or more")
    words = (full,
             "Month 9: Maximiliana +30 points with Sanko, Hanami-zake and Tsukimi-zake, doubled")
    layout = results.detail_layout([words] * 12, 424)
    assert len(layout) == 12 and all(len(lines) == 1 for _, lines in layout)
    assert all(place.bottom <= results.DETAIL_BOTTOM for place, _ in layout)
    assert all(lines == [words[1]] for _, lines in layout), "the short wording, doubling and all"


@pytest.mark.parametrize("size", ["1920x1080", "1024x600"])
def test_a_save_as_refusal_is_said_whole_above_the_buttons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              size: str) -> None:
    app = make_app(tmp_path, "--size", size)
    app.start(MainMenu(app))

    def refusal(name: str) -> str | None:
        try:
            app.store.path_for(name)
        except SaveError as problem:
            return str(problem)
        return None

    prompt = TextPrompt(app, "Save as", "autosave-koikoi-mine", lambda name: None, check=refusal)
    app.push(prompt)
    frames(app, 2)
    key(app, pygame.K_RETURN)
    assert app.top is prompt
    drawn = record_draw_text(monkeypatch, dialogs)
    frames(app, 1)
    assert [text for text, _ in drawn if text != "Save as"] == [
        "! Names starting with “autosave-” are kept for autosaves: pick another."], "said whole, in one line"
    prompt.entry.set_text("CON")
    key(app, pygame.K_RETURN)
    drawn.clear()
    frames(app, 1)
    lines = [(text, rect) for text, rect in drawn if text != "Save as"]
    said = " ".join(text for text, _ in lines)
    assert len(lines) >= 2 and said.endswith("choose another name."), "a long reason wraps rather than being cut"
    assert all(prompt.panel.contains(rect) for _, rect in lines)
    assert all(rect.bottom <= prompt.ok.relative_rect.top for _, rect in lines), "the buttons move down"
    assert prompt.ok.relative_rect.bottom < prompt.panel.bottom
    app.finish()


def test_the_autosave_question_reads_plainly_and_tells_one_minute_apart(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = LoadScene(app)
    save = SaveInfo(tmp_path / "a.json", "Ana vs Zoë", "Koi-Koi", "Ana, Zoë", "2026-11-26T22:26:05+00:00", 1, False)
    later = SaveInfo(tmp_path / "b.json", "autosave-x", "Koi-Koi", "Ana, Zoë", "2026-11-26T22:41:00+00:00", 3, True)
    said = scene._autosave_against(later, save).replace("\xa0", " ")
    assert said == "The game's autosave from 2026-11-26 22:41 (3 moves) has moves that “Ana vs Zoë” does not have."
    same = SaveInfo(later.path, later.name, later.game, later.players, "2026-11-26T22:26:41+00:00", 3, True)
    said = scene._autosave_against(same, save).replace("\xa0", " ")
    assert "22:26:41" in said and "22:26:05" in said, said
    twin = SaveInfo(later.path, later.name, later.game, later.players, save.saved_at, 3, True)
    assert "at the same time as “Ana vs Zoë”" in scene._autosave_against(twin, save)
    app.finish()


def test_dialogs_and_table_notices_hide_what_is_behind_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    dialog = NoticeDialog(app, "Something", "To read.", "OK")
    app.push(dialog)
    frames(app, 2)
    white = pygame.Surface((1920, 1080))
    white.fill((255, 255, 255))
    dialog.draw(white)
    inside = dialog.panel.inflate(-60, -60).topleft
    assert white.get_at(inside)[:3] == (10, 22, 16), "nothing of the white below shows through"
    alphas: list[int] = []
    monkeypatch.setattr(table_scene, "panel", lambda surface, rect, alpha=200, **_: alphas.append(alpha))
    record, _ = bot_game("koikoi", seed=6, humans=1, stop_after=4)
    table = TableScene(app, Session(record, autosave=False))
    table._draw_notice(white, Notice("Month 1 ends", ["Ana scores 5 points"]))
    assert alphas == [255]
    app.finish()


def test_a_json_file_that_is_no_save_is_told_without_field_names(tmp_path: Path) -> None:
    (tmp_path / "stray.json").write_text(json.dumps({"hello": 1}))
    with pytest.raises(SaveError) as caught:
        SaveStore(tmp_path).load(tmp_path / "stray.json")
    assert "not a Coconut Table save" in caught.value.reason
    for field in ("rules_version", "snapshot", "seed", "actions"):
        assert field not in caught.value.reason


def test_continue_says_which_game_it_opens_even_behind_the_curtain(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record, _ = bot_game("koikoi", seed=6, humans=2, stop_after=6)
    store = app.store
    store.autosave(record, record.replay(), "koikoi-1234")
    menu = MainMenu(app)
    app.start(menu)
    frames(app, 2)
    newest, _ = store.continue_choice()
    assert newest is not None
    menu.resume(newest)
    frames(app, 2)
    assert isinstance(app.top, CurtainScene), "two people at the table: the next one is called first"
    assert any(text == f"Continuing Koi-Koi from {newest.when}" for text, _ in app.toasts), app.toasts
    app.finish()


def test_a_save_named_after_its_game_is_listed_by_that_name_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record, _ = bot_game("koikoi", seed=6, humans=1, stop_after=6)
    app.store.save("Koi-Koi", record, record.replay())
    app.store.save("Friday", record, record.replay())
    scene = LoadScene(app)
    app.start(scene)
    frames(app, 2)
    lines = {info.name: line for info, line in zip(scene.saves, scene.rows)}
    assert lines["Koi-Koi"].count("Koi-Koi") == 1, lines["Koi-Koi"]
    assert lines["Friday"].startswith("Friday"), "a name of its own still leads the line"
    app.finish()


def test_a_bright_card_left_on_the_field_is_told_with_one_colon() -> None:
    events = [Event("played", {"seat": 0, "card": "3-bright"})]
    lines = [entry.text for entry in describe_koikoi(Action(0, "play", ("3-bright",)), events, lambda seat: "Ana")]
    assert lines == ["Ana plays Curtain (March bright), which matches nothing and stays on the field"]

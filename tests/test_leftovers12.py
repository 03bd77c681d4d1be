"""A table's own buttons act through a move's showing; a hand-edited save's options and seats in plain words."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

import pygame
import pytest

from saves import GameRecord, SaveError, SaveStore, SeatSpec, read_save
from saves.export import write_export
from tabletop.scenes.load import LoadScene
from tabletop.scenes.table import TableScene
from tabletop.session import public_sentences
from tabletop.settings import Settings
from tabletop.tables.cheeky_monkeys import CANCEL_BUTTON, FINISH_BUTTON
from tabletop.tables.citroncoco import CALL_BUTTONS, DISCARD_SPOT
from tests import test_cheeky_monkeys_table as monkeys
from tests import test_citroncoco_table as citron
from tests.test_export import played
from tests.test_polish import open_load_screen
from tests.uitools import button_center, click, frames, key, make_app

SHOWING_MS = 60_000


def show_a_move(table: TableScene) -> None:
    """The table holds still on a move being shown, as after any beat, long enough for a click."""
    table.beat_ends_at = table.app.now_ms + SHOWING_MS
    assert table.pacing


# --- CitronCoco --------------------------------------------------------------------------------------

@pytest.mark.ui
def test_citroncoco_end_turn_clicked_during_a_showing_ends_it_and_the_turn(tmp_path: Path) -> None:
    app, table = citron.open_table(tmp_path, [citron.ANA, *citron.BOTS])
    table.session.state.update(phase="call", turn=0, window=None, claimant=None, power=None, then=None)
    table.refresh()
    show_a_move(table)
    click(app, CALL_BUTTONS[1].center, settle=1)
    assert citron.actions(table)[-1] == "0 end", "the button took the first click"
    assert not table.pacing
    app.finish()


@pytest.mark.ui
def test_citroncoco_claim_clicked_while_the_discard_is_shown_only_skips_as_its_race_is_not_open(
        tmp_path: Path) -> None:
    """The buzz keys count only once the race opens, after the showing: so does the Claim button."""
    app, table = citron.open_table(tmp_path, [citron.ANA, *citron.BOTS],
                                   settings=Settings(bot_delay_ms=0, speed="normal"))
    state = table.session.state
    citron.set_hand(state, 0, ["5H", "9C", "KS", "2D"])
    state["seen"]["5H"] = [0]
    citron.hold(table, 0, "5S")
    click(app, DISCARD_SPOT, settle=1)
    played = len(citron.actions(table))
    assert table.pacing and table.view["phase"] == "quick" and not table.adapter.judge.is_open
    (_, buzzer), = table.adapter.claim_buttons()
    click(app, buzzer.center, settle=20)
    assert not table.pacing and table.adapter.judge.is_open, "the showing ended and the race opened"
    assert citron.actions(table)[played:] == [] and table.view["phase"] == "quick", "nobody claimed"
    click(app, buzzer.center, settle=4)
    assert citron.actions(table)[played:] == ["0 claim"], "once the race is open the button claims"
    app.finish()


@pytest.mark.ui
def test_citroncoco_claim_clicked_during_a_showing_claims_but_not_once_passed(tmp_path: Path) -> None:
    app, table = citron.discard_a_five(tmp_path)
    played = len(citron.actions(table))
    (_, buzzer), = table.adapter.claim_buttons()
    table.session.state["window"]["passed"].append(0)
    table.refresh()
    show_a_move(table)
    click(app, buzzer.center, settle=30)
    assert not table.pacing and citron.actions(table)[played:] == [], "a passed seat's greyed Claim only skips"
    assert table.adapter.judge.is_open, "no claim went to the judge, so its race runs on"
    table.session.state["window"]["passed"].remove(0)
    table.refresh()
    show_a_move(table)
    click(app, buzzer.center, settle=4)
    assert citron.actions(table)[played:] == ["0 claim"]
    app.finish()


@pytest.mark.ui
def test_citroncoco_play_clicked_during_a_showing_plays_the_pick_only_once_something_is_picked(
        tmp_path: Path) -> None:
    app, table = citron.discard_a_five(tmp_path)
    key(app, pygame.K_LSHIFT, settle=6)
    assert table.view["phase"] == "pick"
    play = table.adapter.play_button()
    assert play is not None
    show_a_move(table)
    click(app, play.center, settle=1)
    assert not table.pacing and citron.actions(table)[-1] == "0 claim", "greyed Play: nothing picked, only a skip"
    assert not any("Pick" in text for text, _ in app.toasts), "no advice for a click that only skipped"
    table.adapter.picked = [(0, 0)]
    show_a_move(table)
    click(app, play.center, settle=1)
    assert citron.actions(table)[-1] == "0 pick 0 0"
    app.finish()


# --- Cheeky Monkeys ----------------------------------------------------------------------------------

@pytest.mark.ui
def test_cheeky_monkeys_cancel_clicked_during_a_showing_puts_the_card_back(tmp_path: Path) -> None:
    app, table = monkeys.open_table(tmp_path, [monkeys.ANA, *monkeys.BOTS[:2]])
    monkeys.ana_plans(table, ["pickpocket"])
    click(app, monkeys.hand_piece(table, "pickpocket").center)
    assert table.adapter.pending is not None and table.adapter.cancel_shown()
    show_a_move(table)
    click(app, CANCEL_BUTTON.center, settle=1)
    assert table.adapter.pending is None and not table.pacing
    app.finish()


@pytest.mark.ui
def test_cheeky_monkeys_finish_hidden_during_a_showing_only_skips(tmp_path: Path) -> None:
    app, table = monkeys.open_table(tmp_path, [monkeys.ANA, *monkeys.BOTS[:2]])
    monkeys.ana_plans(table, ["pickpocket"])
    show_a_move(table)
    assert table.adapter.finish_action() is None, "no move is offered while one is still shown"
    click(app, FINISH_BUTTON.center, settle=1)
    assert monkeys.actions(table) == [] and not table.pacing
    frames(app, 1)
    click(app, FINISH_BUTTON.center)
    assert monkeys.actions(table) == ["0 proceed"]
    app.finish()


@pytest.mark.ui
def test_cheeky_monkeys_buzzer_clicked_during_a_showing_wins_the_open_race(tmp_path: Path) -> None:
    app, table = monkeys.open_table(tmp_path, [monkeys.ANA, *monkeys.BOTS[:2]])
    monkeys.ana_plans(table, ["pickpocket", "fire-bucket"], {1: ["enthusiastic-pyromaniac"]})
    click(app, monkeys.hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center)
    frames(app, 30)
    assert table.adapter.judge.is_open and table.adapter.answering is None
    (_, buzzer), = table.adapter.claim_buttons()
    show_a_move(table)
    click(app, buzzer.center, settle=4)
    assert table.adapter.answering == 0, "Ana's buzzer took the first click"
    app.finish()


# --- a hand-edited save's options and seats -------------------------------------------------------------

SETUPS = {"coconut_pirate": 2, "kokonotsu": 2, "citroncoco": 4, "koikoi": 2}
PROGRAMMER_WORDS = ("should be a", "must be one of", " str", " int", "not 3", "has no option", "field", "{", "level in")


def saved(folder: Path, game: str, edit: Callable[[dict[str, Any]], None]) -> Path:
    """A good save of a new game, then changed by hand."""
    record = GameRecord(game, {}, [SeatSpec(f"P{seat}") for seat in range(SETUPS[game])], seed=5)
    path = SaveStore(folder).save("Friday", record, record.new_state())
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return path


def options(**given: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.update(options=given)


def seats(count: int) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.update(seats=[{"name": f"P{seat}", "kind": "human"} for seat in range(count)])


@pytest.mark.parametrize("game, edit, reason, refusal", [
    ("coconut_pirate", options(mapp="long-island"), "has an option Coconut Table does not know: 'mapp'.",
     "Coconut Pirate has no option 'mapp'"),
    ("coconut_pirate", options(map=3), "asks for the map 3, which is not one of Coconut Pirate's choices for it.",
     "Option 'map' should be a str, not 3."),
    ("coconut_pirate", options(map="3"), "asks for the map '3', which is not one of Coconut Pirate's choices for it.",
     "Option 'map' must be one of"),
    ("kokonotsu", options(five_gap=None), "asks for the five gap null, which is not one of Kokonotsu's choices for it.",
     "Option 'five_gap' should be a bool, not None."),
    ("koikoi", options(deal={"dealer": 0}), "has options that Koi-Koi cannot set a game up with.",
     "A Koi-Koi deal is"),
    ("kokonotsu", seats(7), "has 7 players; Kokonotsu is played by 2 to 4.",
     "Kokonotsu is played by 2 to 4 players, not 7."),
    ("citroncoco", seats(1), "has 1 player; CitronCoco is played by 4.", "CitronCoco is played by 4 players, not 1."),
    ("kokonotsu", lambda data: data["seats"].append({"name": "Rob", "kind": "robot"}),
     "has a seat that is neither a player with a name nor a bot of level easy, normal or hard.",
     "a seat is 'human' or 'bot' with a level in easy, normal, hard"),
])
def test_a_bad_option_or_seat_count_is_told_in_plain_words_and_exactly_to_the_terminal(
        tmp_path: Path, game: str, edit: Callable[[dict[str, Any]], None], reason: str, refusal: str) -> None:
    path = saved(tmp_path, game, edit)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.reason == reason
    assert not any(words in reason for words in PROGRAMMER_WORDS), reason
    assert str(caught.value).startswith("Friday.json: has a bad ") and refusal in str(caught.value)


def test_an_option_of_any_length_or_size_is_told_short(tmp_path: Path) -> None:
    path = saved(tmp_path, "coconut_pirate", options(**{"m" * 500: 1}))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert len(caught.value.reason) < 100, caught.value.reason
    data = json.loads(path.read_text())
    path.write_text(json.dumps(data).replace('"options": {', '"options": {"map": ' + "9" * 50 + ", ", 1))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.reason == ("asks for the map a number of 50 digits, which is not one of Coconut Pirate's "
                                   "choices for it.")
    path.write_text(json.dumps({**data, "options": {"map": list(range(1000))}}))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert len(caught.value.reason) < 120, caught.value.reason


def test_the_load_list_and_continue_tell_it_plainly_and_the_terminal_exactly(tmp_path: Path) -> None:
    path = saved(tmp_path, "kokonotsu", seats(7))
    path = path.rename(tmp_path / "autosave-kokonotsu-x.json")
    store = SaveStore(tmp_path)
    [listed] = store.list()
    assert listed.problem == "has 7 players; Kokonotsu is played by 2 to 4."
    exactly = "has a bad 'seats' field: Kokonotsu is played by 2 to 4 players, not 7."
    assert store.refusal(listed) == f"{path.name}: {exactly}", "the terminal reads the rules' own words"
    assert store.continue_choice() == (None, [listed])


@pytest.mark.ui
def test_the_load_screen_tells_a_bad_option_in_plain_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved(tmp_path, "coconut_pirate", options(map="3"))
    app = make_app(tmp_path, "--size", "1024x600")
    scene = open_load_screen(app)
    scene.choose(0)
    assert scene.rows[0].endswith("damaged file")
    click(app, button_center(app, "Load"))
    assert [text for text, _ in app.toasts] == [
        "Cannot load “Friday”: the file asks for the map '3', which is not one of Coconut Pirate's choices for it."]
    assert "Option 'map' must be one of" in capsys.readouterr().err
    app.finish()


def test_an_import_refused_for_its_options_is_told_in_players_words(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The import toast quoted the rules' own wording ("should be a str"); it goes to the terminal now."""
    app = make_app(tmp_path)
    session = played("coconut_pirate", moves=4)
    record = tmp_path / "friend.txt"
    write_export(record, session.record, "2026-11-27 02:00", public_sentences(session.record))
    record.write_text(re.sub(r"^Options: .*$", 'Options: {"map": 3}', record.read_text(), flags=re.M))
    scene = LoadScene(app)
    app.start(scene)
    frames(app, 2)
    capsys.readouterr()
    scene.import_record("friend.txt")
    toast = app.toasts[-1][0]
    assert toast.startswith("Cannot import “friend.txt”: asks for the map 3,") and "a str" not in toast, toast
    assert "coconut-table: friend.txt: " in capsys.readouterr().err
    app.finish()

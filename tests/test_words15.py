"""What a walk as new players found in the words: a refusal already read does not come back after a
newer toast; a bad --options names the option and what it allows, not a save; a blank name at a table
with other players reads as its seat; CitronCoco's setup names its teams; Cheeky Monkeys' banner agrees
with the hand's hint."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.cli import parse
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.setup import teams_lines
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.test_menus import open_setup, pick_from_drop_down
from tests.uitools import button_center, click, frames, key, make_app, record_draw_text

SECOND = 60
UNDO_OFF = "Undo is off for this game: turn it on in Settings."


@pytest.mark.ui
def test_a_refusal_read_before_a_newer_toast_does_not_come_back_after_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Mango", "bot", "easy"), SeatSpec("Ana")], seed=3)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 3)
    app.toast(UNDO_OFF)
    frames(app, 2 * SECOND)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    app.toast("Saved as “Friday”.")
    click(app, button_center(app, "Resume"))
    assert app.top is table
    seen_again = 0
    for _ in range(4 * SECOND + 10):  # "Saved as" for 3 s; the refusal's last second would follow it
        frames(app)
        seen_again += UNDO_OFF in app._toasts_in_view
    assert seen_again == 0, "read for two of its three seconds, it does not return after “Saved as”"
    assert not app.toasts
    app.finish()


@pytest.mark.ui
def test_a_refusal_covered_at_once_still_has_its_time_after_the_newer_one(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Mango", "bot", "easy"), SeatSpec("Ana")], seed=3)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 3)
    app.toast(UNDO_OFF)
    frames(app, 2)
    app.toast("Saved as “Friday”.")
    shown = 0
    for _ in range(7 * SECOND):
        frames(app)
        shown += UNDO_OFF in app._toasts_in_view
        if shown >= 3 * SECOND - 6:
            break
    assert shown >= 3 * SECOND - 6, "a refusal hardly seen waits its turn and is read"
    app.finish()


@pytest.mark.parametrize(("options", "words"), [
    ('{"months": 1}', "--options: months in Koi-Koi can be 12, 8, 6 or 3, not 1"),
    ('{"ruleset": 3}', "--options: ruleset in Koi-Koi can be \"standard\" or \"stake\", not 3"),
    ('{"deal": 5}', "--options: deal in Koi-Koi cannot be 5: "),
])
def test_a_bad_option_is_a_bad_argument_in_players_words(options: str, words: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse(["--game", "koikoi", "--options", options])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "cannot load" not in err, err


def test_good_options_still_start() -> None:
    assert parse(["--game", "koikoi", "--options", '{"months": 6}']).options == {"months": 6}


@pytest.mark.ui
def test_a_blank_first_seat_beside_another_person_is_named_by_its_seat(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    setup = open_setup(app, "Cheeky Monkeys")
    assert setup.chosen_seats()[0].name == "Player", "alone among bots the player is just “Player”"
    pick_from_drop_down(app, setup.kinds[1], "Human")
    assert [seat.name for seat in setup.chosen_seats()[:2]] == ["Player 1", "Player 2"]
    click(app, button_center(app, "Start"))
    table = next(scene for scene in app.stack if isinstance(scene, TableScene))
    assert table.session.record.seats[0].name == "Player 1"
    assert app.settings.player_name == "", "a seat's number is not remembered as the player's name"
    app.finish()


@pytest.mark.ui
def test_citroncoco_setup_names_its_teams_and_who_is_in_them(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes import setup as setup_module

    app = make_app(tmp_path)
    setup = open_setup(app, "CitronCoco")
    for seat, name in enumerate(["Ana", "Ben", "Chloe", "Dev"]):
        setup.names[seat].set_text(name)
    drawn = record_draw_text(monkeypatch, setup_module)
    frames(app, 1)
    assert "Citrons: Ana and Chloe · Cocos: Ben and Dev" in [text for text, _ in drawn]
    long = "W" * 16
    assert teams_lines("citroncoco", 4, [long] * 4, 660) == ["Citrons: seats 1 and 3 · Cocos: seats 2 and 4"]
    assert teams_lines("citroncoco", 4, ["Anastasia Wilhel", "Bo", "Chloe Bartholome", "Dev"], 660) == [
        "Citrons: Anastasia Wilhel and Chloe Bartholome", "Cocos: Bo and Dev"], "a line per team when both do not fit"
    app.finish()


@pytest.mark.ui
def test_cheeky_monkeys_banner_does_not_invite_a_play_the_hand_says_would_do_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    record = GameRecord("cheeky_monkeys", {}, [SeatSpec("Ana"), SeatSpec("Papaya", "bot", "easy"),
                                               SeatSpec("Ben")], seed=3)
    table = TableScene(app, Session(record, store=app.store))
    app.start(table)
    frames(app, 5)
    key(app, pygame.K_SPACE, settle=10)
    adapter = table.adapter
    assert adapter.my_actions() and not adapter.playable_kinds(), "seed 3: Ana's hand has no play at first"
    assert adapter.hint().startswith("No card of yours would do anything now")
    assert adapter.status() == "Ana: no card would do anything now, so Proceed (Enter)"
    app.finish()

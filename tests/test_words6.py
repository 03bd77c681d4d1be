"""Words players read: refusals name cards as the table does, headlines follow the move in hand, the
log and the export word every move, and settings and toasts say plainly what they mean."""
from __future__ import annotations

import random
import re
from pathlib import Path
from types import ModuleType

import pygame
import pytest

import rules
from rules import cheeky_monkeys, koikoi
from rules.core import Action, Event, IllegalAction
from saves import GameRecord, SeatSpec
from saves.export import export_text, exported_words
from tabletop.bus import ActionApplied
from tabletop.session import Session
from tabletop.settings import SETTING_LABELS
from tests.test_koikoi_table import open_table
from tests.uitools import key

CODE_SHAPED = re.compile(r"\b\d+-[a-z]+(-\d+)?\b|\b[a-z]+-\d+\b|\b[a-z]+(-[a-z]+)*\.\d+\b|\b[a-z]+_[a-z_]+\b"
                         r"|<[a-z ]+>|'[a-z][a-z-]*'|\(s\)|no-such-move")
"""What a player must never read in a refusal: a card's code ("12-chaff-2", "red-10", "bamboo-juggler.3"),
a programmer's name (snake_case), a syntax placeholder ("<hand card>"), a move's verb as the rules spell
it ('proceed'), an unknown verb echoed back, or a lazy plural ("card(s)")."""


def refusals(game: ModuleType, seed: int, steps: int = 150) -> set[str]:
    """Every reason ``apply`` gives, over one random playout, for moves of other turns and other seats
    and for the legal moves with their arguments cut short, doubled or swapped for another move's."""
    chooser = random.Random(seed)
    seats = game.INFO.max_players if seed % 2 else game.INFO.min_players
    state = game.new_game(None, seats, seed)
    seen: list[Action] = []
    reasons: set[str] = set()
    for _ in range(steps):
        acting = game.to_act(state)
        if not acting or game.outcome(state) is not None:
            break
        legal = [action for seat in sorted(acting) for action in game.legal_actions(state, seat)]
        seen.extend(chooser.sample(legal, min(len(legal), 4)))
        tried = [Action(seat, action.kind, action.args) for action in chooser.sample(seen, min(len(seen), 8))
                 for seat in range(seats)]
        for action in chooser.sample(legal, min(len(legal), 3)):
            other = chooser.choice(seen)
            tried += [Action(action.seat, action.kind, action.args[:-1]),
                      Action(action.seat, action.kind, action.args + action.args[-1:]),
                      Action(action.seat, action.kind, other.args), Action(action.seat, other.kind, action.args)]
        tried += [Action(seat, "no-such-move") for seat in acting]
        for action in tried:
            try:
                game.apply(game.clone(state), action)
            except IllegalAction as refusal:
                reasons.add(str(refusal))
        game.apply(state, chooser.choice(legal))
    return reasons


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_no_refusal_shows_a_code_or_a_programmers_word(game_id: str) -> None:
    reasons = set().union(*(refusals(rules.GAMES[game_id], seed) for seed in range(4)))
    assert len(reasons) > 5, reasons
    wrong = sorted(reason for reason in reasons if CODE_SHAPED.search(reason))
    assert not wrong, wrong[:10]


def test_koikoi_refusals_name_cards_as_the_table_does() -> None:
    """The walk's case: the April red ribbon picked, the December chaff chosen on the field."""
    state = koikoi.new_game({"deal": {"dealer": 0, "hands": [
        ["4-ribbon", "5-animal", "11-ribbon", "11-chaff-1", "12-bright", "12-chaff-1", "12-chaff-3", "4-chaff-2"],
        ["1-bright", "1-ribbon", "2-animal", "2-ribbon", "3-bright", "3-ribbon", "5-ribbon", "6-animal"]],
        "field": ["6-chaff-1", "6-chaff-2", "6-ribbon", "8-bright", "9-ribbon", "7-chaff-1", "4-chaff-1", "12-chaff-2"],
        "stock": [card for card in koikoi.DECK if card not in {
            "4-ribbon", "5-animal", "11-ribbon", "11-chaff-1", "12-bright", "12-chaff-1", "12-chaff-3", "4-chaff-2",
            "1-bright", "1-ribbon", "2-animal", "2-ribbon", "3-bright", "3-ribbon", "5-ribbon", "6-animal",
            "6-chaff-1", "6-chaff-2", "6-ribbon", "8-bright", "9-ribbon", "7-chaff-1", "4-chaff-1", "12-chaff-2"}]}},
        2, 1)
    with pytest.raises(IllegalAction) as refusal:
        koikoi.apply(state, Action(0, "play", ("4-ribbon", "12-chaff-2")))
    assert str(refusal.value) == ("The April red ribbon takes only cards of April, not the December chaff; "
                                  "it can take April chaff.")
    with pytest.raises(IllegalAction, match=r"^The Crane \(January bright\) is not in your hand\.$"):
        koikoi.apply(state, Action(0, "play", ("1-bright",)))
    assert koikoi.card_name("11-chaff-1") == "Lightning (November chaff)"


def test_cheeky_monkeys_refusals_spell_cards_as_printed() -> None:
    assert cheeky_monkeys._title("back-to-the-jungle") == "Back to the Jungle"
    assert cheeky_monkeys._title("closed-for-holiday") == "Closed for Holiday"


@pytest.mark.ui
def test_koikoi_headline_moves_on_once_a_card_is_picked_by_keyboard(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    assert table.adapter.status() == "Ana: play a card from the hand"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    picked = table.interaction.selected
    assert picked is not None and picked.key == "1-bright"
    assert picked.label == "Crane (January bright)", "the focus hint names the card as refusals and the log do"
    assert table.adapter.status() == "Ana: put the picked card on the lit card"
    key(app, pygame.K_ESCAPE)
    assert table.adapter.status() == "Ana: play a card from the hand"
    app.finish()


# --- CitronCoco: the end of a turn is a move, and the next turn starts with fresh news --------------

def test_citroncoco_log_says_who_ended_the_turn() -> None:
    from tabletop.movelog import describe_citroncoco
    named = ["Ana", "Mango", "Papaya", "Kiwi"].__getitem__
    entries = describe_citroncoco(Action(0, "end"), [Event("turn", {"seat": 1})], named)
    assert [(entry.seat, entry.text) for entry in entries] == [(0, "Ana ends the turn")]


@pytest.mark.ui
def test_citroncoco_news_of_a_turn_gone_by_gives_way_to_the_next(tmp_path: Path) -> None:
    from tests.test_citroncoco_table import BOTS
    from tests.test_citroncoco_table import open_table as citroncoco_table
    app, table = citroncoco_table(tmp_path, [SeatSpec("Ana"), *BOTS], settle=0)
    adapter = table.adapter
    missplay = (1, "Missplay: the 9 of diamonds did not match. Mango takes a penalty card")
    adapter.news = missplay
    adapter.on_applied(ActionApplied(Action(0, "end"), (Event("turn", {"seat": 1}),)))
    assert adapter.news == (None, "")
    adapter.news = missplay
    skipped = (Event("skipped", {"seat": 1}), Event("turn", {"seat": 2}))
    adapter.on_applied(ActionApplied(Action(0, "end"), skipped))
    assert adapter.news == (1, "Mango's turn is skipped"), "news made by this very move stays"
    app.finish()


# --- the shared record, the Settings screen, the export toast ---------------------------------------

def test_an_exported_record_words_every_pass(tmp_path: Path) -> None:
    from tabletop.session import public_sentences
    session = Session(GameRecord("cheeky_monkeys", {}, [SeatSpec("Ana"), SeatSpec("Ben")], 3), store=None)
    chooser = random.Random(3)
    while len(session.record.actions) < 60 and session.outcome() is None:
        seat = chooser.choice(sorted(session.to_act()))
        session.submit(chooser.choice(session.legal(seat)))
    lines = export_text(session.record, "2026-11-27T00:00:00+00:00", public_sentences(session.record)).splitlines()
    assert any(re.fullmatch(r"\d+\. 0 pass  # Ana passes\.", line) for line in lines), lines
    assert not [line for line in lines if line.endswith("# .")]


def test_the_tie_window_is_labelled_in_plain_words() -> None:
    assert SETTING_LABELS["tie_window_ms"] == "Shouts this close count as a tie"


def test_an_export_says_which_folder_it_went_to() -> None:
    home = Path.home()
    assert exported_words(home / "games" / "saves" / "evening.txt") == (
        f"Exported as “evening.txt” in {Path('~') / 'games' / 'saves'}.")
    deep = Path("/srv") / ("x" * 90) / "saves" / "evening.txt"
    words = exported_words(deep)
    assert words.startswith("Exported as “evening.txt” in …") and words.endswith("/saves.")
    assert len(words) < 100


@pytest.mark.ui
def test_load_screen_export_toast_names_the_folder(tmp_path: Path) -> None:
    from tests.test_export import export_from_load
    app, _ = export_from_load(tmp_path, moves=4)
    told = [text for text, _ in app.toasts if text.startswith("Exported as “evening.txt” in ")]
    assert told == [exported_words(tmp_path / "evening.txt")], app.toasts
    app.finish()


@pytest.mark.ui
def test_pause_menu_export_toast_names_the_folder(tmp_path: Path) -> None:
    from tabletop.scenes.pause import PauseMenu
    from tests.uitools import button_center, click
    app, _ = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_center(app, "Export game"))
    folder = str(app.store.folder)
    assert any(text.startswith("Exported as “") and text.endswith(f"{folder[-20:]}.") for text, _ in app.toasts), \
        app.toasts
    app.finish()


def test_the_stake_chart_says_the_koikoi_bonus_as_the_new_game_screen_does() -> None:
    from rules import koikoi as koikoi_rules
    from tabletop.scenes.rules_pictures import koikoi_notes
    from tabletop.scenes.setup import choice_text
    notes = koikoi_notes(koikoi_rules.effective_options({"ruleset": "stake"}))
    bonus = next(note for note in notes if note.startswith("Each Koi-Koi you call"))
    assert "4 calls double, 5 triple" in bonus and "4 calls double, 5 triple" in choice_text("koikoi_bonus", "plus-one")

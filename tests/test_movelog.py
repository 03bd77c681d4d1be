"""The move log: readable lines for each game, never a secret in them, and a panel on the table that
shows the newest move first, scrolls with the wheel, and stays readable on a small window."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

import rules
from rules.core import Action, Event
from saves import GameRecord, SeatSpec
from tabletop.movelog import CARD_NAMERS, LogEntry, MoveLog, describe_coconut_pirate, describe_koikoi
from tabletop.scenes.table import LOG_TEXT, TableScene
from tabletop.session import Session
from tests.uitools import frames, make_app

NAMES = ("Ana", "Ben", "Chloe", "Dev")
PLAYOUTS = [("koikoi", 2, seed) for seed in (1, 2, 3)] + [("coconut_pirate", 3, 4), ("coconut_pirate", 2, 5)] \
    + [("kokonotsu", players, seed) for players, seed in ((2, 6), (3, 7), (4, 8), (4, 9))]


NEW_DEAL = ("dealt", "new-round")
"""A move that ends a Koi-Koi month deals the next at once: the old month's cards are hidden anew."""


def turned_up(events: list[Event]) -> set[str]:
    """The cards a Koi-Koi move put face up: the played and the drawn card."""
    return {event.data["card"] for event in events if event.kind in ("played", "drawn")}


def spellings(game_id: str, token: str, unique_names: set[str]) -> list[str]:
    """A secret as a code and, where the log's name for it is the card's alone, as that name."""
    namer = CARD_NAMERS.get(game_id)
    named = namer(token) if namer else None
    return [token] + ([named] if named in unique_names else [])


def leaks(text: str, secrets: list[str]) -> list[str]:
    return [word for word in secrets if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)]


def playout(game_id: str, players: int, seed: int, steps: int = 500):  # type: ignore[no-untyped-def]
    """Random legal moves: every applied move with its events and the states before and after it."""
    game = rules.GAMES[game_id]
    state = game.new_game({}, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.outcome(state) is not None:
            return
        acting = sorted(game.to_act(state))
        choices = [action for seat in acting for action in game.legal_actions(state, seat)]
        if not choices:
            return
        action = rng.choice(choices)
        before = game.clone(state)
        events = game.apply(state, action)
        yield action, events, before, state


@pytest.mark.parametrize("game_id,players,seed", PLAYOUTS)
def test_no_log_line_shown_to_a_seat_names_a_card_hidden_from_it(game_id: str, players: int, seed: int) -> None:
    """A line may name a card the move turned up (played, drawn) or one a new deal hid again, but
    never one hidden from that seat both before and after the move (before it, across a new deal)."""
    game = rules.GAMES[game_id]
    namer = CARD_NAMERS.get(game_id)
    names = [namer(token) for token in getattr(game, "DECK", ())] if namer else []
    unique = {name for name in names if names.count(name) == 1}
    log = MoveLog()
    checked = 0
    for action, events, before, state in playout(game_id, players, seed):
        added = log.add(game_id, action, events, lambda seat: NAMES[seat])
        assert added
        for seat in [None, *range(players)]:
            hidden = game.secrets_hidden_from(before, seat) & game.secrets_hidden_from(state, seat)
            if any(event.kind in NEW_DEAL for event in events):
                hidden = game.secrets_hidden_from(before, seat) - turned_up(events)
            secrets = [word for token in hidden for word in spellings(game_id, token, unique)]
            for entry in added:
                shown = entry.text_for(seat)
                assert not leaks(shown, secrets), (seat, shown, leaks(shown, secrets))
                checked += 1
    assert checked > 50


def test_the_secrecy_check_catches_a_leaky_line() -> None:
    """The check above can fail: a line naming a Kokonotsu card face down is caught."""
    game = rules.GAMES["kokonotsu"]
    for action, _, before, state in playout("kokonotsu", 2, 6):
        if action.kind == "play":
            card = str(action.args[0])
            hidden = game.secrets_hidden_from(before, 1 - action.seat) & game.secrets_hidden_from(state, 1 - action.seat)
            if card in hidden:
                assert leaks(f"Ana plays {CARD_NAMERS['kokonotsu'](card)}",
                             spellings("kokonotsu", card, {CARD_NAMERS["kokonotsu"](card)}))
                return
    raise AssertionError("no face-down play found")


def test_koikoi_lines_say_what_was_played_drawn_and_taken() -> None:
    events = [Event("played", {"seat": 1, "card": "8-chaff-1"}),
              Event("captured", {"seat": 1, "cards": ["8-chaff-1", "8-bright"]}),
              Event("drawn", {"seat": 1, "card": "3-chaff-1"})]
    lines = [e.text for e in describe_koikoi(Action(1, "play", ("8-chaff-1",)), events, lambda s: NAMES[s])]
    assert lines == ["Ben plays August chaff and takes Moon (August bright)",
                     "Ben draws March chaff, which matches nothing and stays on the field"]


def test_a_koikoi_drawn_card_with_two_matches_is_not_called_unmatched() -> None:
    events = [Event("played", {"seat": 0, "card": "6-chaff-1"}),
              Event("captured", {"seat": 0, "cards": ["6-chaff-1", "6-ribbon"]}),
              Event("drawn", {"seat": 0, "card": "3-bright"}),
              Event("choose", {"seat": 0, "card": "3-bright", "options": ["3-chaff-1", "3-chaff-2"]})]
    lines = [e.text for e in describe_koikoi(Action(0, "play", ("6-chaff-1",)), events, lambda s: NAMES[s])]
    assert lines == ["Ana plays June chaff and takes June blue ribbon",
                     "Ana draws Curtain (March bright), which may take either March chaff"]


def test_a_pirate_shout_says_what_was_named_and_how_it_went() -> None:
    events = [Event("announced", {"seat": 0, "names": ["skull", "red"], "correct": True, "wrong": [], "taken": [1]}),
              Event("moved", {"seat": 0, "from": 3, "to": 5})]
    entries = describe_coconut_pirate(Action(0, "announce", ("skull", "red")), events, lambda s: NAMES[s])
    assert entries == [LogEntry(0, "Ana names skull, red\u00a0— right, +2")]


def test_the_table_shows_the_newest_move_first_and_the_wheel_scrolls(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = [SeatSpec("Mango", "bot", "easy"), SeatSpec("Coco", "bot", "easy")]
    record = GameRecord("koikoi", {"months": 3}, seats, seed=3)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    table = app.top
    assert isinstance(table, TableScene)
    frames(app, 40)
    lines = table.log.lines_for(table.viewer)
    assert len(lines) >= 4 and lines[0][1] == table.log.entries[-1].text
    box = table.adapter.log_rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(box.center), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    third_newest = table.log.lines_for(table.viewer)[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    frames(app, 3)
    assert table.log_scroll >= 2
    assert table.log.lines_for(table.viewer)[table.log_scroll] == third_newest, "new moves keep the place"
    app.finish()


def test_log_text_stays_readable_on_a_1024x600_window() -> None:
    assert LOG_TEXT * 600 / 1080 >= 12


@pytest.mark.parametrize("seed", range(21, 27))
def test_no_citroncoco_log_line_names_a_card_its_reader_has_not_seen(seed: int) -> None:
    """Quick-play passes write no line, so this game has its own loop: a face hidden from a seat both
    before and after a move (a drawn, peeked or penalty card) is never in a line that seat reads."""
    game = rules.GAMES["citroncoco"]
    log = MoveLog()
    checked = 0
    for action, events, before, state in playout("citroncoco", 4, seed, steps=2500):
        added = log.add("citroncoco", action, events, lambda seat: NAMES[seat])
        if any(event.kind == "round_over" for event in events):
            continue  # a new deal hides every card again; the round's last faces were laid open
        for seat in [None, *range(4)]:
            hidden = game.secrets_hidden_from(before, seat) & game.secrets_hidden_from(state, seat)
            secrets = [word for token in hidden for word in (token, CARD_NAMERS["citroncoco"](token))]
            for entry in added:
                shown = entry.text_for(seat)
                assert not leaks(shown, secrets), (seat, shown, leaks(shown, secrets))
                checked += 1
    assert checked > 50


def test_citroncoco_lines_name_public_faces_and_say_who_looked_where() -> None:
    from tabletop.movelog import describe_citroncoco

    def named(seat: int) -> str:
        return NAMES[seat]

    discard = [Event("discarded", {"seat": 0, "card": "7H"}),
               Event("power", {"seat": 0, "card": "7H", "name": "seadog"})]
    peek = [Event("peeked", {"seat": 0, "target": 1, "slot": 2})]
    assert [e.text for e in describe_citroncoco(Action(0, "discard"), discard, named)] == [
        "Ana discards the 7\u00a0of\u00a0hearts"]
    assert [e.text for e in describe_citroncoco(Action(0, "peek", (1, 2)), peek, named)] == [
        "Ana looks at Ben's card\u00a03"]
    assert describe_citroncoco(Action(2, "pass"), [Event("passed", {"seat": 2})], named) == []


def test_citroncoco_lines_call_a_seats_own_cards_theirs() -> None:
    """"Ana turns up Ana's card 1" reads as if two players were involved."""
    from tabletop.movelog import describe_citroncoco

    def named(seat: int) -> str:
        return NAMES[seat]

    def text(events: list[Event]) -> str:
        return describe_citroncoco(Action(0, "power"), events, named)[0].text

    assert text([Event("flipped", {"seat": 0, "target": 0, "slot": 0, "card": "5D"})]) == (
        "Spy: Ana turns up their card\u00a01, the 5\u00a0of\u00a0diamonds")
    assert text([Event("peeked", {"seat": 0, "target": 0, "slot": 3})]) == "Ana looks at their card\u00a04"
    assert text([Event("exchanged", {"seat": 0, "a": (0, 1), "b": (1, 2)})]) == (
        "Queen: Ana swaps their card\u00a02 with Ben's card\u00a03")
    assert text([Event("exchanged", {"seat": 0, "a": (1, 0), "b": (1, 2)})]) == (
        "Queen: Ana swaps Ben's cards\u00a01 and 3")


@pytest.mark.parametrize("players,seed", [(2, 31), (4, 32), (6, 33)])
def test_no_cheeky_monkeys_log_line_names_a_card_its_reader_has_not_seen(players: int, seed: int) -> None:
    """Hands are secret and many cards share a name, so a line may name only cards the move showed
    (played, arriving, moved, discarded: every face in an event) or the queue held, and never a
    secret card's code.
    A Pickpocket or a Freak Destroyer's gift moves "a card". Passes write no line."""
    from tabletop.movelog import monkeys_card

    game = rules.GAMES["cheeky_monkeys"]
    log = MoveLog()
    names = {monkeys_card(kind) for kind in [*game.MONKEY_COUNTS, *game.ACTION_COUNTS]}
    checked = stolen = 0
    for action, events, before, state in playout("cheeky_monkeys", players, seed, steps=3000):
        added = log.add("cheeky_monkeys", action, events, lambda seat: NAMES[seat] if seat < 4 else f"Seat {seat}")
        shown_faces = {monkeys_card(str(value)) for event in events for value in
                       [event.data.get("card"), *event.data.get("args", [])] if isinstance(value, str)}
        shown_faces |= {monkeys_card(entry["card"]) for entry in before["stack"] if entry["card"]}
        stolen += sum(event.kind in ("stole", "handed") for event in events)
        for seat in [None, *range(players)]:
            hidden = game.secrets_hidden_from(before, seat) & game.secrets_hidden_from(state, seat)
            for entry in added:
                shown = entry.text_for(seat)
                assert not leaks(shown, sorted(hidden)), (seat, shown)
                assert not [name for name in names - shown_faces if name in shown], (shown, shown_faces)
                checked += 1
    assert checked > 200 and stolen, (checked, stolen)


def test_cheeky_monkeys_lines_say_who_did_what_to_whom() -> None:
    from tabletop.movelog import describe_cheeky_monkeys

    def named(seat: int) -> str:
        return NAMES[seat]

    play = [Event("played", {"seat": 0, "card": "fire-bucket.2", "args": ["enthusiastic-pyromaniac.4"]})]
    steal = [Event("passed", {"seat": 1}), Event("stole", {"seat": 0, "target": 1})]
    blast = [Event("blasted", {"seat": 2, "how": "now", "zombie": False})]
    assert [e.text for e in describe_cheeky_monkeys(Action(0, "play", ("fire-bucket",)), play, named)] == [
        "Ana plays Fire Bucket on Enthusiastic Pyromaniac"]
    assert [e.text for e in describe_cheeky_monkeys(Action(1, "pass"), steal, named)] == [
        "Ana takes a card from Ben's hand"]
    assert [e.text for e in describe_cheeky_monkeys(Action(1, "pass"), blast, named)] == [
        "BLAST! Chloe is out (an electric shock)"]
    assert describe_cheeky_monkeys(Action(1, "pass"), [Event("passed", {"seat": 1})], named) == []


@pytest.mark.parametrize("players,seed", [(2, 34), (5, 35)])
def test_no_cheeky_monkeys_log_line_names_a_hidden_card_with_zombies(players: int, seed: int) -> None:
    """The Zombie Invasion adds a deck with its own hidden cards: a line still names only the faces
    the move showed or the queue held, and never a secret code."""
    from tabletop.movelog import monkeys_card

    game = rules.GAMES["cheeky_monkeys"]
    names = {monkeys_card(kind) for kind in [*game.MONKEY_COUNTS, *game.ACTION_COUNTS, *game.ZOMBIE_COUNTS]}
    log, rng = MoveLog(), random.Random(seed)
    state = game.new_game({"zombies": True}, players, seed)
    checked = zombie_lines = 0
    for _ in range(3000):
        if game.outcome(state) is not None:
            break
        choices = [action for seat in sorted(game.to_act(state)) for action in game.legal_actions(state, seat)]
        action = rng.choice(choices)
        before = game.clone(state)
        events = game.apply(state, action)
        added = log.add("cheeky_monkeys", action, events, lambda seat: NAMES[seat] if seat < 4 else f"Seat {seat}")
        shown_faces = {monkeys_card(str(value)) for event in events for value in
                       [event.data.get("card"), *event.data.get("args", [])] if isinstance(value, str)}
        shown_faces |= {monkeys_card(entry["card"]) for entry in before["stack"] if entry["card"]}
        zombie_lines += sum("zombie" in entry.text.lower() for entry in added)
        for seat in [None, *range(players)]:
            hidden = game.secrets_hidden_from(before, seat) & game.secrets_hidden_from(state, seat)
            for entry in added:
                shown = entry.text_for(seat)
                assert not leaks(shown, sorted(hidden)), (seat, shown)
                assert not [name for name in names - shown_faces if name in shown], (shown, shown_faces)
                checked += 1
    assert game.outcome(state) is not None and checked > 100 and zombie_lines, (checked, zombie_lines)


def test_cheeky_monkeys_lines_say_who_rose_as_a_zombie_and_how_the_game_was_won() -> None:
    from tabletop.movelog import describe_cheeky_monkeys

    def named(seat: int) -> str:
        return NAMES[seat]

    def lines(*events: Event) -> list[str]:
        return [entry.text for entry in describe_cheeky_monkeys(Action(1, "pass"), list(events), named)]

    assert lines(Event("blasted", {"seat": 0, "how": "now", "zombie": True})) == [
        "Ana blasts and rises as a zombie (an electric shock)"]
    assert lines(Event("arriving", {"seat": 0, "card": "zombie-head.2"})) == ["A Zombie Head sets off for Ana"]
    assert lines(Event("reshuffled", {"deck": "zombies"})) == ["The Zombie discard pile is shuffled into a new deck"]
    assert lines(Event("game_over", {"winner": 0, "won_by": "legendary"})) == [
        "Ana rebuilds the Legendary Zombie-Monkey and wins!"]
    assert lines(Event("game_over", {"winner": 2, "won_by": "last-alive"})) == [
        "Chloe wins: every other trainer is a zombie!"]
    assert lines(Event("game_over", {"winner": 3, "won_by": "last-standing"})) == [
        "Dev wins: the last trainer standing!"]


def test_cheeky_monkeys_lines_put_an_before_a_vowel() -> None:
    from tabletop.movelog import describe_cheeky_monkeys

    arriving = [Event("arriving", {"seat": 1, "card": "enthusiastic-pyromaniac.3"})]
    assert [e.text for e in describe_cheeky_monkeys(Action(0, "proceed"), arriving, lambda seat: NAMES[seat])] == [
        "Ana ends planning", "An Enthusiastic Pyromaniac sets off for Ben"]

"""Cheeky Monkeys as new players met it: the race's verdict is told (a tie inside the tie window is
"Same time!"), a replay tells each position's own news and runs no countdown."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.replay import open_replay
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tests.test_cheeky_monkeys_table import (ANA, BEN, BOTS, actions, ana_plans, open_table, set_hand, set_play,
                                           tempted_to_give)
from tests.uitools import frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui


def window_for_two(tmp_path: Path, settings: Settings | None = None) -> tuple[object, TableScene]:
    """Ana and Ben with two bots, a window open after Ana's proceed; nobody but them can answer."""
    app, table = open_table(tmp_path, [ANA, BEN, *BOTS[:2]], settings=settings)
    key(app, pygame.K_RETURN)  # Ana takes the screen
    for seat in (0, 1, 2, 3):
        set_hand(table.session.state, seat, ["no-way", "pickpocket"] if seat < 2 else ["pickpocket"])
    table.refresh()
    table.submit(Action(0, "proceed"))
    for _ in range(120):
        frames(app, 1)
        if table.adapter.judge.is_open:
            break
    assert table.view["phase"] == "window" and table.adapter.judge.is_open
    return app, table


def test_two_buzzes_inside_the_tie_window_are_the_same_time_and_nobody_answers(tmp_path: Path) -> None:
    """Ana pressed 17 ms before Ben: the table gave Ana the pick and told nobody."""
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    played = len(actions(table))
    now = app.now_ms
    table.adapter.judge.press(0, now)
    table.adapter.judge.press(1, now + 17)
    told = (None, "Same time! Ana and Ben buzzed together: nobody answers")
    frames(app, 8)
    assert table.adapter.headline() == told and table.adapter.answering is None
    assert len(actions(table)) == played, "everyone reads it before the window closes"
    frames(app, 80)
    assert actions(table)[played:played + 4] == ["0 pass", "1 pass", "2 pass", "3 pass"]
    assert told in table.log.lines_for(0)
    app.finish()


def test_the_first_buzz_is_told_to_everyone_before_the_curtain_calls_them(tmp_path: Path) -> None:
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    frames(app, 2)
    now = app.now_ms
    table.adapter.judge.press(1, now)
    table.adapter.judge.press(0, now + 80)
    assert not isinstance(app.top, CurtainScene)
    frames(app, 8)
    told = (1, "Ben buzzed first, 80 ms before Ana")
    assert table.adapter.answering == 1 and table.adapter.headline() == told
    assert told in table.log.lines_for(None)
    assert not isinstance(app.top, CurtainScene), "everyone reads who was first"
    frames(app, 90)
    assert isinstance(app.top, CurtainScene) and table.viewer is None, "then Ben is called to pick"
    app.finish()


def played_game(tmp_path: Path) -> GameRecord:
    """A few rounds of a game with two humans, played by bots in their seats, with its windows."""
    app, table = open_table(tmp_path / "live", [SeatSpec("Ana", "bot", "easy"), SeatSpec("Ben", "bot", "easy"),
                                                *BOTS[:1]], settle=0)
    frames(app, 150)
    record = table.session.record
    app.finish()
    return GameRecord(record.game, record.options, [ANA, BEN, BOTS[0]], record.seed, list(record.actions))


def test_a_replay_tells_each_positions_news_and_runs_no_countdown(tmp_path: Path) -> None:
    """At move 0 the replay read the last move's news; at a window it ran a countdown to 0.0 s."""
    record = played_game(tmp_path)
    app = make_app(tmp_path)
    scene = open_replay(app, record)
    app.start(scene)
    scene.lift_curtain()
    frames(app, 2)
    scene.seek(0)
    frames(app, 2)
    assert scene.adapter.headline() == (None, "Ana begins.")
    for index in range(1, len(record.actions)):
        scene.seek(index)
        if scene.view["phase"] == "window":
            break
    frames(app, 2)
    adapter = scene.adapter
    assert adapter.headline()[1] != "Ana begins." and not adapter.racing
    assert adapter.buzzer_layout() == ([], None), "no buzzers and no countdown in a replay"
    frames(app, 240)
    assert adapter.window_id is None and not adapter.judge.is_open
    app.finish()


def test_a_card_and_its_target_are_chosen_with_tab_arrows_and_enter(tmp_path: Path) -> None:
    """Tab and the arrows did nothing at a Cheeky Monkeys pick: the mouse was the only way."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["fire-bucket", "pickpocket", "grounding"],
              {1: ["enthusiastic-pyromaniac", "bamboo-juggler"], 2: ["enthusiastic-pyromaniac"]})
    adapter = table.adapter
    assert [words for _, words, _ in adapter.key_targets()] == ["your Fire Bucket", "your Pickpocket"]
    key(app, pygame.K_TAB)
    assert adapter.focused_target()[1] == "your Fire Bucket"
    key(app, pygame.K_RETURN)
    assert adapter.pending == ("play", ("fire-bucket",)) and actions(table) == []
    assert [words for _, words, _ in adapter.key_targets()] == ["Coco's Enthusiastic Pyromaniac",
                                                                "Mango's Enthusiastic Pyromaniac"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert adapter.focused_target()[1] == "Coco's Enthusiastic Pyromaniac"
    key(app, pygame.K_RETURN)
    assert actions(table) == [f"0 play fire-bucket {table.session.state['in_play'][1][0]}"]
    app.finish()


def test_a_greedy_tempter_victim_gives_a_monkey_with_their_own_keys(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:1]])
    juggler, sniper = tempted_to_give(table, ["bamboo-juggler", "watergun-sniper"])
    key(app, pygame.K_a)  # Ana's "left": back from no focus is the last choice
    chosen = table.adapter.focused_target()
    assert chosen is not None and chosen[1] == "Ana's Watergun Sniper"
    key(app, pygame.K_e)  # Ana's "confirm"
    assert actions(table)[0] == f"0 give {sniper}" and juggler in table.session.state["in_play"][0]
    app.finish()


def undo_drawn(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> bool:
    from tabletop.scenes import table_undo

    drawn = record_draw_text(monkeypatch, table_undo)
    table.draw(pygame.Surface((1920, 1080)))
    return any(text == "Undo (Ctrl+Z)" for text, _ in drawn)


def test_undo_shows_only_when_a_move_can_be_taken_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Against bots every Cheeky Monkeys move is answered in a window, and the button was always there
    to refuse; Ctrl+Z still says why."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], settings=Settings(bot_delay_ms=10_000, speed="instant"))
    session = table.session
    assert session.undo_refusal() == "there is no move to take back yet" and not undo_drawn(table, monkeypatch)
    table.submit(Action(0, "proceed"))
    frames(app, 3)
    assert session.undo_refusal() is not None and not undo_drawn(table, monkeypatch)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert any(text.startswith("Cannot take back:") for text, _ in app.toasts)
    app.finish()
    rng = random.Random(5)
    record = GameRecord("cheeky_monkeys", {}, [ANA, *BOTS[:3]], seed=3)
    live = Session(record, store=None)
    while not (live.record.actions and live.undo_refusal() is None and live.to_act() == {0}):
        seat = rng.choice(sorted(live.to_act()))
        live.submit(rng.choice(live.legal(seat)))
    app = make_app(tmp_path / "again")
    app.start(TableScene(app, live))
    frames(app, 2)
    assert undo_drawn(app.top, monkeypatch)
    app.finish()


def test_the_rules_help_has_a_zombie_page_and_the_blasts_page_holds_for_both(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The Blasts page ended "The last trainer standing wins", which a zombie game contradicts, and no
    page showed the purple deck."""
    from tabletop.scenes import rules_pictures
    from tabletop.scenes.rules_help import CONTENT, help_text

    app = make_app(tmp_path)  # fonts and the display the art draws with
    pages = dict(rules_pictures.PICTURES["cheeky_monkeys"])
    drawn = record_draw_text(monkeypatch, rules_pictures)
    pages["Blasts"](pygame.Surface((1920, 1080)), CONTENT)
    assert any("Zombie Invasion" in text for text, _ in drawn), "the Blasts page says a zombie plays on"
    drawn.clear()
    pages["Zombie Invasion"](pygame.Surface((1920, 1080)), CONTENT)
    texts = [text for text, _ in drawn]
    assert {"Rotting Juggler", "Static Zombie", "Zombie Horde", "Brain Eater", "Zombie Tail", "3 of 5"} <= set(texts)
    for index, (_, rect) in enumerate(drawn):
        assert CONTENT.contains(rect), drawn[index]
        assert not any(rect.colliderect(other) for _, other in drawn[index + 1:]), drawn[index]
    assert "plays on as a\nzombie" in help_text("cheeky_monkeys").split("# What is on the table")[0]
    app.finish()


def tempter_asks_ana(tmp_path: Path, size: str = "1280x720") -> tuple[object, TableScene, list[str]]:
    """Papaya's Greedy Tempter: Ana gives one of her two monkeys, then Mango one of his."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size=size)
    state = table.session.state
    mine = set_play(state, 0, ["deadly-headscratcher", "bamboo-juggler"])
    set_play(state, 2, ["watergun-sniper"])
    tempter = set_play(state, 3, ["greedy-tempter"])[0]
    state["stack"] = [{"id": 1, "kind": "effect", "card": tempter, "seat": 3, "args": [], "answered": True,
                       "todo": [2]}]
    state.update(turn=3, step="training", next_entry=2, choice={"seat": 0, "kind": "give", "entry": 1})
    table.refresh()
    frames(app, 3)
    return app, table, mine


def test_a_choices_label_covers_no_name_and_no_other_group(tmp_path: Path) -> None:
    """Over the pointer, "Ben's Deadly Headscratcher" hid Ben's name; a card's, the title above it."""
    app, table, _ = tempter_asks_ana(tmp_path)
    adapter = table.adapter
    for rect, _, words in adapter.options():
        box = adapter.label_box(rect, words)
        others = [piece.rect for key, piece in adapter.pieces.items()
                  if key.startswith(("group-", "hand-")) and piece.rect != rect]
        assert not box.colliderect(adapter.tag_rect(0)) and box.collidelist(others) < 0, (words, box)
    app.finish()


def test_the_tempters_queue_line_names_the_trainer_giving_now(tmp_path: Path) -> None:
    """It read "from Mango" while Ana was the one giving."""
    app, table, _ = tempter_asks_ana(tmp_path)
    assert table.adapter.entry_lines(table.view["stack"][-1]) == ("Greedy Tempter",
                                                                  "takes 1 monkey each from Ana, Mango")
    app.finish()


def test_a_no_way_in_the_queue_names_the_whole_card_it_stops(tmp_path: Path) -> None:
    """ "Kiwi stops the Sanitary" read as a line cut short."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    state = table.session.state
    check, no_way = set_hand(state, 1, ["sanitary-check", "no-way"])
    state["stack"] = [{"id": 1, "kind": "action", "card": check, "seat": 1, "args": [], "answered": True, "todo": []},
                      {"id": 2, "kind": "action", "card": no_way, "seat": 2, "args": [], "target": 1,
                       "answered": False, "todo": []}]
    table.refresh()
    assert table.adapter.entry_lines(table.view["stack"][-1]) == ("No Way", "Mango stops the Sanitary Check")
    app.finish()


def test_a_discard_piles_name_leaves_its_quick_strip_in_view(tmp_path: Path) -> None:
    from tabletop.tables.cheeky_monkeys import pile_layout

    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], size="1280x720")
    state = table.session.state
    deck = state["decks"]["actions"]
    state["discards"]["actions"].append(deck.pop(next(i for i, c in enumerate(deck) if c.startswith("fire-bucket"))))
    table.refresh()
    frames(app, 2)
    name, band = table.adapter.pile_bands()["discard-actions"]
    pile = table.adapter.pieces["discard-actions"].rect
    strip = pile_layout("fire-bucket", pile.size).tag.move(pile.topleft)
    assert name == "Bucket" and not band.colliderect(strip) and pile.contains(band.clip(pile))
    app.finish()


def test_the_card_preview_leaves_the_buzzers_in_view(tmp_path: Path) -> None:
    """Pointing at one of her monkeys during a race, Ana's preview hid "Ana: L-Shift"."""
    app, table = window_for_two(tmp_path)
    set_play(table.session.state, 0, ["enthusiastic-pyromaniac", "watergun-sniper"])
    table.refresh()
    frames(app, 2)
    adapter = table.adapter
    assert adapter.claim_buttons()
    for kind in ("enthusiastic-pyromaniac", "watergun-sniper"):
        piece = adapter.pieces[f"group-0-{kind}"]
        table.pointer = piece.rect.center
        shown = adapter.preview()
        assert shown is not None and not shown[1].colliderect(adapter.centre_layout().box), kind
    app.finish()

"""Cheeky Monkeys and CitronCoco prompts that tell keyboard players the truth: a prompt that says
"click" names Tab and Enter too where they work, a tie's headline says nobody answers, a buzz that is let
go says so in the log, the Queen's prompt names its keys, and a countdown's bar agrees with its seconds."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import SeatSpec
from tabletop.settings import Settings
from tests import test_citroncoco_table as citron
from tests.test_cheeky6 import window_for_two
from tests.test_cheeky_monkeys_table import (ANA, BOTS, actions, ana_plans, hand_piece, open_table, tempted_to_give)
from tests.uitools import click, frames, key

pytestmark = pytest.mark.ui

KEYS = " (or Tab/Enter)"


def test_cheeky_prompts_that_say_click_name_tab_and_enter_too(tmp_path: Path) -> None:
    """Walk 5: "Click a lit Quick card…" though Tab and Enter chose it as well."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["fire-bucket", "pickpocket"], {1: ["enthusiastic-pyromaniac"]})
    adapter = table.adapter
    assert adapter.hint() == f"Click a lit card{KEYS} to play it, or the button under your hand"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert adapter.pending == ("play", ("fire-bucket",)), "Tab and Enter do what the prompt says"
    assert adapter.status() == f"Fire Bucket: click a lit target{KEYS}"
    assert adapter.hint() == f"Click a lit place{KEYS} · Esc or right click to take the card back"
    app.finish()


def test_a_seat_that_took_tab_for_its_own_keys_is_told_only_to_click(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["fire-bucket"], {1: ["enthusiastic-pyromaniac"]})
    real = app.keymaps.action_for
    monkeypatch.setattr(app.keymaps, "action_for",
                        lambda code: (1, "buzz") if code == pygame.K_TAB else real(code))
    assert table.adapter.hint() == "Click a lit card to play it, or the button under your hand"
    app.finish()


def test_a_choice_prompt_names_the_keys_and_they_give_the_monkey(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:1]])
    (sniper,) = tempted_to_give(table, ["watergun-sniper"])
    assert table.adapter.status() == f"Ana: click a monkey to give to Coco{KEYS}"
    assert table.adapter.hint() == f"Click one of the lit places{KEYS}"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert actions(table)[0] == f"0 give {sniper}"
    app.finish()


def test_after_a_tie_the_headline_says_nobody_answers_until_the_window_closes(tmp_path: Path) -> None:
    """Walk 5: "Press your key" stayed up over a frozen bar after "Same time!"."""
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    adapter = table.adapter
    assert adapter.status().endswith("? Press your key")
    now = app.now_ms
    adapter.judge.press(0, now)
    adapter.judge.press(1, now + 10)
    frames(app, 8)
    ask = adapter.status()
    assert adapter.tied and ask.startswith("Quick action on ") and ask.endswith("? A tie: nobody answers")
    app.finish()


def test_a_buzz_let_go_says_so_and_the_next_buzz_is_not_a_second_first(tmp_path: Path) -> None:
    """Walk 5: "Ben buzzed first" stood in the log beside the later "Ana buzzed first"."""
    app, table = window_for_two(tmp_path, Settings(bot_delay_ms=0, speed="normal"))
    adapter = table.adapter
    adapter.judge.press(1, app.now_ms)
    frames(app, 8)
    assert adapter.answering == 1 and adapter.headline() == (1, "Ben buzzed first")
    adapter.cancel_answer()
    let_go = (1, "Ben buzzed first, then let it go")
    assert adapter.answering is None and adapter.headline() == let_go
    lines = table.log.lines_for(None)
    assert let_go in lines and (1, "Ben buzzed first") not in lines
    frames(app, 2)
    adapter.judge.press(0, app.now_ms)
    frames(app, 8)
    assert adapter.answering == 0 and adapter.headline() == (0, "Ana buzzed next")
    assert table.log.lines_for(None)[:2] == [(0, "Ana buzzed next"), let_go]
    app.finish()


def test_the_queen_prompt_names_its_keys_and_they_swap(tmp_path: Path) -> None:
    """Walk 4: "drag one onto another" only, though Tab and Enter swapped as well."""
    app, table = citron.open_table(tmp_path, [citron.ANA, *citron.BOTS])
    citron.hold(table, 0, "QH")
    click(app, citron.DISCARD_SPOT)
    assert table.view["power"]["name"] == "queen"
    assert table.adapter.status() == "Ana: swap two cards: drag one onto another (click, click or Tab, Enter)"
    for _ in range(2):
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
    assert citron.actions(table)[-1].split()[1] == "exchange"
    app.finish()


def test_a_countdown_bar_is_empty_at_0_0_s_and_full_at_the_whole_time(tmp_path: Path) -> None:
    """Walk 4: a window no human races drew a full bar beside "0.0 s"."""
    app, table = citron.open_table(tmp_path, [SeatSpec("Ana"), *citron.BOTS])
    adapter = table.adapter
    now = adapter.now
    assert adapter.countdown_left(None, 0.0) == (0.0, 0.0), "no race: nothing left, nothing filled"
    assert adapter.countdown_left(None, 3000.0) == (3.0, 1.0)
    assert adapter.countdown_left(now - 1500, 3000.0) == (1.5, 0.5)
    assert adapter.countdown_left(now - 2960, 3000.0) == (0.0, 0.0), "written 0.0 s: empty"
    surface = pygame.Surface((400, 40))
    bar = pygame.Rect(10, 10, 200, 14)
    for limit, filled in ((0.0, False), (3000.0, True)):
        surface.fill((0, 0, 0))
        adapter._countdown(surface, None, limit, bar)
        assert (surface.get_at((bar.centerx, bar.centery))[:3] == (240, 200, 60)) is filled
    app.finish()


def test_a_quick_card_pick_in_a_window_names_the_keys_and_they_choose_it(tmp_path: Path) -> None:
    """Walk 5, 019_ana_pick: "Click a lit Quick card…" at Ana's pick, where Tab and Enter chose it too."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["pickpocket", "fire-bucket"], {1: ["enthusiastic-pyromaniac"]})
    adapter = table.adapter
    click(app, hand_piece(table, "pickpocket").center)
    click(app, adapter.area_rect(1).center)
    frames(app, 30)
    key(app, pygame.K_LSHIFT, settle=4)
    assert adapter.answering == 0
    assert adapter.hint() == f"Click a lit Quick card{KEYS}, or Cancel (Esc) to go back to the countdown"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert adapter.pending == ("play", ("fire-bucket",))
    app.finish()

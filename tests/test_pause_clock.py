"""A look under the table (the pause menu, Save as, the rules) stops the table's clocks: an answer
window, a time to name a series or a quick-play window must not run out while nobody can see it."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rules.core import Action
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tests.test_cheeky_monkeys_table import ANA, BEN, BOTS, actions, set_hand
from tests.test_cheeky_monkeys_table import open_table as open_cheeky
from tests.test_coconut_pirate_table import BUZZ
from tests.test_race import pirate_for_two
from tests.uitools import frames, key

pytestmark = pytest.mark.ui
PAUSED_FRAMES = 10 * 60
"""Ten seconds under the pause menu: longer than any window or time to answer."""


def pause_and_resume(app, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    frames(app, PAUSED_FRAMES)
    key(app, pygame.K_ESCAPE)
    assert app.top is table or table.curtain_up, "back at the table (behind the curtain, with two humans)"


def test_a_cheeky_monkeys_answer_window_waits_under_the_pause_menu(tmp_path: Path) -> None:
    app, table = open_cheeky(tmp_path, [ANA, BEN, *BOTS[:2]])
    for seat in (0, 1, 2, 3):
        set_hand(table.session.state, seat, ["sanitary-check", "pickpocket"])
    table.refresh()
    table.submit(Action(0, "proceed"))
    frames(app, 3 + 2 + 60)
    played = len(actions(table))
    left = table.adapter.window_left_ms
    assert table.view["phase"] == "window" and 1000 < left < 2500
    pause_and_resume(app, table)
    assert len(actions(table)) == played, "nobody was passed for while the table was covered"
    assert left - 200 < table.adapter.window_left_ms <= left, "the countdown went on from where it stood"
    app.finish()


def test_coconut_pirates_time_to_name_a_series_waits_under_the_pause_menu(tmp_path: Path) -> None:
    app, table = pirate_for_two(tmp_path)
    key(app, BUZZ[0], settle=6)
    frames(app, 60)
    pause_and_resume(app, table)
    frames(app, 4 * 60)
    assert table.session.record.actions[-1] != "0 timeout", "six seconds to name it, of which five in view"
    frames(app, 2 * 60)
    assert table.session.record.actions[-1] == "0 timeout"
    app.finish()


def test_a_citroncoco_quick_play_window_waits_under_the_pause_menu(tmp_path: Path) -> None:
    from tests.test_citroncoco_table import discard_a_five
    app, table = discard_a_five(tmp_path)
    frames(app, 2)
    opened = table.adapter.window_opened
    assert opened is not None and table.view["phase"] == "quick"
    before = app.now_ms
    pause_and_resume(app, table)
    assert table.view["phase"] == "quick", "the window did not pass while the table was covered"
    assert table.adapter.window_opened >= opened + (app.now_ms - before) - 200
    app.finish()

"""The rules help's text page: laid out and scrolled by us, light on memory."""
from __future__ import annotations

import gc
import os
import re
from pathlib import Path

import pygame
import pytest

import rules
from tabletop.art.text import font
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.rules_help import (BODY, HEADINGS, RULES_DIR, SCROLLBAR, STRONG, TEXT_AREA, TEXT_PAGE,
                                        WHEEL_STEP, RulesHelp, help_text, layout)
from tests.uitools import drag, frames, key, make_app, window_pos

WIDTHS = (TEXT_AREA.width, 900, 520)
"""The text area's own width, and narrower ones so wrapping is tried hard."""


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_every_laid_out_line_fits_the_width(game_id: str, width: int) -> None:
    lines = layout(help_text(game_id), width)
    assert lines
    for line in lines:
        assert all(0 <= run.x and run.right <= width for run in line.runs), [run.text for run in line.runs]
    assert [line.top for line in lines] == sorted(line.top for line in lines)


def test_a_long_paragraph_of_mixed_weights_wraps_inside_the_width() -> None:
    text = " ".join("plain **bold words**, more" for _ in range(40))
    lines = layout(text, 400)
    assert len(lines) > 10
    assert all(run.right <= 400 for line in lines for run in line.runs)


def test_bold_runs_come_out_bold_and_keep_their_punctuation() -> None:
    markdown = "Call **Game**, or **Koi-Koi** on."
    (line,) = layout(markdown, 1200)
    assert [(run.text.strip(), run.style) for run in line.runs] == [
        ("Call", BODY), ("Game", STRONG), (", or", BODY), ("Koi-Koi", STRONG), ("on.", BODY)]
    call, game = font(30).size("Call")[0], font(30, True).size("Game")[0]
    lines = layout(markdown, call + game + 4)
    assert [line.runs[0].text for line in lines] == ["Call", "Game", "Koi-Koi", "on."], "no line starts with a comma"


@pytest.mark.parametrize("game_id", [game_id for game_id in rules.GAMES if "**" in help_text(game_id)])
def test_every_bold_phrase_of_the_help_is_drawn_bold(game_id: str) -> None:
    markdown = help_text(game_id)
    runs = [run for line in layout(markdown, TEXT_AREA.width) for run in line.runs]
    assert not any("**" in run.text for run in runs)
    bold_text = " ".join(run.text for run in runs if run.style.bold and run.style not in HEADINGS.values())
    for phrase in re.findall(r"\*\*(.+?)\*\*", markdown):
        for word in phrase.split():
            assert word in bold_text, phrase


def test_headings_bullets_and_numbers_are_laid_out_apart_from_the_body() -> None:
    lines = layout("# Title\n\n## Part\n\nSome text\nwrapped in the source.\n\n- one\n   - nested\n2. two", 1200)
    texts = [[run.text for run in line.runs] for line in lines]
    assert texts == [["Title"], ["Part"], ["Some text wrapped in the source."], ["•", "one"], ["•", "nested"],
                     ["2.", "two"]]
    assert lines[0].runs[0].style == HEADINGS[1] and lines[1].runs[0].style == HEADINGS[2]
    assert lines[2].runs[0].style == BODY
    bullet, nested = lines[3].runs[1], lines[4].runs[1]
    assert nested.x > bullet.x > lines[2].runs[0].x, "a hanging indent, deeper when nested"


def test_a_wrapped_list_item_hangs_under_its_text_not_its_marker() -> None:
    lines = layout("- " + "word " * 60, 600)
    assert len(lines) > 2
    text_x = lines[0].runs[1].x
    assert all(line.runs[0].x == text_x for line in lines[1:])


def open_help(tmp_path: Path, game_id: str = "koikoi") -> RulesHelp:
    app = make_app(tmp_path)
    app.start(RulesHelp(app, game_id))
    frames(app, 2)
    return app.top  # type: ignore[return-value]


def point_at(help_scene: RulesHelp, logical: tuple[int, int]) -> None:
    pos = window_pos(help_scene.app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(help_scene.app, 1)


def wheel(help_scene: RulesHelp, notches: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                                         precise_y=float(notches), which=0, touch=False))
    frames(help_scene.app, 1)


def test_the_wheel_over_the_text_scrolls_it_and_stops_at_the_ends(tmp_path: Path) -> None:
    help_scene = open_help(tmp_path)
    assert help_scene.max_scroll() > 0, "the koi-koi help is longer than one page"
    point_at(help_scene, TEXT_AREA.center)
    wheel(help_scene, -1)
    assert help_scene.scroll == WHEEL_STEP
    wheel(help_scene, 3)
    assert help_scene.scroll == 0
    wheel(help_scene, -1000)
    assert help_scene.scroll == help_scene.max_scroll()
    point_at(help_scene, (200, 200))
    wheel(help_scene, 2)
    assert help_scene.scroll == help_scene.max_scroll(), "the wheel away from the text leaves it alone"
    help_scene.app.finish()


def test_keys_scroll_by_line_and_page_and_stop_at_the_ends(tmp_path: Path) -> None:
    help_scene = open_help(tmp_path)
    app = help_scene.app
    key(app, pygame.K_DOWN)
    line = help_scene.scroll
    assert line > 0
    key(app, pygame.K_PAGEDOWN)
    assert help_scene.scroll > line + TEXT_AREA.height // 2
    key(app, pygame.K_END)
    assert help_scene.scroll == help_scene.max_scroll()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_PAGEDOWN)
    assert help_scene.scroll == help_scene.max_scroll()
    key(app, pygame.K_PAGEUP)
    assert 0 < help_scene.scroll < help_scene.max_scroll()
    key(app, pygame.K_HOME)
    key(app, pygame.K_UP)
    assert help_scene.scroll == 0
    app.finish()


@pytest.mark.parametrize("game_id", [game_id for game_id in rules.GAMES if (RULES_DIR / f"{game_id}.md").exists()])
def test_the_last_line_can_be_scrolled_into_view_and_is_drawn(tmp_path: Path, game_id: str) -> None:
    help_scene = open_help(tmp_path, game_id)
    key(help_scene.app, pygame.K_END)
    last = help_scene.lines[-1]
    top = TEXT_AREA.y + last.top - help_scene.scroll
    assert TEXT_AREA.y <= top and top + last.height <= TEXT_AREA.bottom
    assert help_scene.thumb().bottom == SCROLLBAR.bottom
    drawn = help_scene.app.logical
    row = [drawn.get_at((x, top + last.height // 2)) for x in range(TEXT_AREA.x, last.runs[-1].right + TEXT_AREA.x)]
    assert any(min(pixel[:3]) > 180 for pixel in row), "the last line's letters are on screen"
    help_scene.app.finish()


def test_dragging_the_scrollbar_moves_the_text(tmp_path: Path) -> None:
    help_scene = open_help(tmp_path)
    thumb = help_scene.thumb()
    drag(help_scene.app, thumb.center, (thumb.centerx, SCROLLBAR.bottom + 50))
    assert help_scene.scroll == help_scene.max_scroll()
    drag(help_scene.app, help_scene.thumb().center, (thumb.centerx, SCROLLBAR.centery))
    assert 0 < help_scene.scroll < help_scene.max_scroll()
    help_scene.app.finish()


def test_turning_pages_starts_the_text_at_the_top_again(tmp_path: Path) -> None:
    help_scene = open_help(tmp_path)
    key(help_scene.app, pygame.K_END)
    key(help_scene.app, pygame.K_RIGHT)
    assert help_scene.page != TEXT_PAGE and help_scene.lines == []
    key(help_scene.app, pygame.K_LEFT)
    assert help_scene.page == TEXT_PAGE and help_scene.scroll == 0 and help_scene.lines
    help_scene.app.finish()


def resident_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads Linux's /proc")
def test_opening_and_flipping_the_rules_help_keeps_memory_flat(tmp_path: Path) -> None:
    """pygame_gui's text box rendered the whole help into one tall surface on every flip: the
    resident size jumped by some 60 MB while the text page was open."""
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    game_ids = list(rules.GAMES)

    def open_and_flip(game_id: str) -> list[float]:
        app.push(RulesHelp(app, game_id))
        frames(app, 2)
        samples = [resident_mb()]
        for _ in range(len(app.top.pages())):  # type: ignore[union-attr]
            key(app, pygame.K_RIGHT)
            samples.append(resident_mb())
        app.pop()
        frames(app, 1)
        return samples

    for game_id in game_ids:
        open_and_flip(game_id)
    gc.collect()
    baseline = resident_mb()
    peak = max(max(open_and_flip(game_ids[visit % len(game_ids)])) for visit in range(20))
    gc.collect()
    app.finish()
    # The text box grew it by 52 MB and more; drawn art churning within its budget stays well under 30.
    assert peak - baseline < 30, f"resident size grew by {peak - baseline:.0f} MB"


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_page_tab_is_on_screen_with_its_title_whole(tmp_path: Path, game_id: str) -> None:
    help_scene = open_help(tmp_path, game_id)
    from tabletop.scenes.rules_help import CONTENT
    tabs = [tab for tab, _ in help_scene.page_tabs]
    assert tabs and all(CONTENT.left <= tab.rect.left and tab.rect.right <= CONTENT.right for tab in tabs)
    assert all(font(30).size(tab.text)[0] < tab.rect.width - 16 for tab in tabs), [tab.text for tab in tabs]
    help_scene.app.finish()

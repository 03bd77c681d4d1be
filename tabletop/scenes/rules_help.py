"""Rules help: our own summary of each game, from assets/rules/<game>.md, and pictures of its cards or
dice and its scoring chart (tabletop/scenes/rules_pictures.py).

The text page is laid out here, not by pygame_gui's text box: that one rendered the whole help into
one tall surface (with copies) on every page flip, some 60 MB each time. Ours turns the markdown into
lines of styled runs once per page and draws only the lines in view, each run a small cached surface.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

import rules
from rules import koikoi
from tabletop.art import art_cache
from tabletop.art.felt import FELT_LINE, panel
from tabletop.art.text import font
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.scenes.rules_pictures import PICTURES, Drawer
from tabletop.scenes.setup import choice_text, option_label, option_text

if TYPE_CHECKING:
    from tabletop.app import App

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"
CONTENT = pygame.Rect(500, 340, 1340, 700)
PAGE_TAB_WIDTH, PAGE_TAB_GAP = 310, 12
"""The page tabs over the content: narrower when a game has more pages than four such tabs hold, so
the last (Cheeky Monkeys' Zombie Invasion) is never pushed off the screen."""
TEXT_PAGE = "How to play"

SCROLLBAR = pygame.Rect(CONTENT.right - 14, CONTENT.y + 6, 14, CONTENT.height - 12)
"""The track the thumb slides in, at the text's right edge."""
SCROLLBAR_GRIP = SCROLLBAR.inflate(28, 0)
"""Where a press grabs the bar: wider than the bar, so it is easy to hit."""
TEXT_AREA = pygame.Rect(CONTENT.x + 8, CONTENT.y, SCROLLBAR.x - 24 - CONTENT.x - 8, CONTENT.height)
"""Where the lines are drawn; they are wrapped to its width."""


@dataclass(frozen=True)
class Style:
    size: int
    bold: bool
    colour: tuple[int, int, int]


BODY = Style(30, False, (236, 236, 226))
STRONG = Style(30, True, (255, 255, 255))
HEADINGS = {1: Style(40, True, (255, 215, 122)), 2: Style(34, True, (255, 215, 122))}
"""Headings stand out by size and weight too, not by their gold alone."""
LEADING = 7
"""Extra pixels between the lines of a paragraph."""
PARAGRAPH_GAP = 18
HEADING_GAP = 26
"""Above a heading (not the first one), so a section starts visibly apart from the last."""
ITEM_GAP = 4
INDENT = 40
"""How far a nested list item sits right of its parent."""
HANG = 52
"""From a list marker ("•", "10.") to its text, which wraps at the same hanging indent."""
BOTTOM_MARGIN = 24
"""Room under the last line when scrolled to the end."""
FADE_HEIGHT = 36
PANEL_SHADE = (10, 22, 16)
"""About what the felt looks like under the panel, for the fades at the text's edges."""
LINE_STEP = 48
"""One line of body text, for the arrow keys."""
WHEEL_STEP = 3 * LINE_STEP
"""One notch of the mouse wheel."""
SCROLL_KEYS = {pygame.K_UP: -LINE_STEP, pygame.K_DOWN: LINE_STEP,
               pygame.K_PAGEUP: LINE_STEP - TEXT_AREA.height, pygame.K_PAGEDOWN: TEXT_AREA.height - LINE_STEP,
               pygame.K_HOME: -10**9, pygame.K_END: 10**9}
"""How far each key scrolls the text: a line, a page less one line, or to either end."""
LIST_ITEM = re.compile(r"(\s*)([-*]|\d+\.)\s+(.*)")


@dataclass
class Block:
    """One heading, paragraph or list item of the markdown, its source lines joined."""

    text: str
    style: Style = BODY
    marker: str = ""
    depth: int = 0
    gap: int = 0
    """Pixels of space above it."""


@dataclass(frozen=True)
class Run:
    """Text in one style, ``x`` pixels from the left of the text area."""

    x: int
    text: str
    style: Style

    @property
    def right(self) -> int:
        return self.x + font(self.style.size, self.style.bold).size(self.text)[0]


@dataclass(frozen=True)
class Line:
    top: int
    height: int
    runs: tuple[Run, ...]


Fragment = tuple[str, Style]


def markdown_blocks(text: str) -> list[Block]:
    """The subset our help files use: ``#``/``##`` headings, ``-``/``*``/``1.`` list items (indented
    ones nested), paragraphs split by blank lines. A line that starts nothing new continues the
    block above it, so the source may wrap its lines anywhere."""
    blocks: list[Block] = []
    current: Block | None = None
    blank_before = False
    for raw in text.splitlines():
        line = raw.rstrip()
        gap = PARAGRAPH_GAP if blank_before and blocks else 0
        blank_before = not line
        if not line:
            current = None
        elif line.startswith("#"):
            level = min(2, len(line) - len(line.lstrip("#")))
            blocks.append(Block(line.lstrip("#").strip(), HEADINGS[level], gap=HEADING_GAP if blocks else 0))
            current = None
        elif item := LIST_ITEM.fullmatch(line):
            marker = "•" if item[2] in "-*" else item[2]
            current = Block(item[3], marker=marker, depth=1 if item[1] else 0, gap=gap or ITEM_GAP)
            blocks.append(current)
        elif current is not None:
            current.text += " " + line.strip()
        else:
            current = Block(line.strip(), gap=gap)
            blocks.append(current)
    return blocks


def words(text: str, style: Style) -> list[list[Fragment]]:
    """The words of a block, ``**bold**`` runs in bold; punctuation right after a bold run stays
    glued to it, so a line never starts with the comma after a bold word."""
    strong = STRONG if style == BODY else style
    found: list[list[Fragment]] = []
    glued = False
    for index, segment in enumerate(re.split(r"\*\*(.+?)\*\*", text)):
        for piece in re.findall(r"\s+|\S+", segment):
            if piece.isspace():
                glued = False
            elif glued:
                found[-1].append((piece, strong if index % 2 else style))
            else:
                found.append([(piece, strong if index % 2 else style)])
                glued = True
    return found


def runs_at(x: int, fragments: list[Fragment]) -> list[Run]:
    """Neighbouring fragments of one style merged into a run, each measured with its own font."""
    merged: list[Fragment] = []
    for text, style in fragments:
        if merged and merged[-1][1] == style:
            merged[-1] = (merged[-1][0] + text, style)
        else:
            merged.append((text, style))
    runs: list[Run] = []
    for text, style in merged:
        runs.append(Run(x, text, style))
        x = runs[-1].right
    return runs


def joined(words_of_line: list[list[Fragment]]) -> list[Fragment]:
    """A line's words with a space between each, in the style of the word before it."""
    fragments: list[Fragment] = []
    for word in words_of_line:
        fragments += [(" ", fragments[-1][1]), *word] if fragments else word
    return fragments


def wrapped(fragments_of_words: list[list[Fragment]], x: int, width: int) -> list[list[Run]]:
    """Greedy word wrap of styled words into lines that end by ``width``. A paragraph's last word is
    not left alone on its line when the word before it fits there too: alone, it reads as a new line
    of its own."""
    def fits(words_of_line: list[list[Fragment]]) -> bool:
        return runs_at(x, joined(words_of_line))[-1].right <= width

    lines: list[list[list[Fragment]]] = []
    for word in fragments_of_words:
        if lines and fits([*lines[-1], word]):
            lines[-1].append(word)
        else:
            lines.append([word])
    if len(lines) > 1 and len(lines[-1]) == 1 and len(lines[-2]) > 1 and fits([lines[-2][-1], *lines[-1]]):
        lines[-1].insert(0, lines[-2].pop())
    return [runs_at(x, joined(line)) for line in lines]


def layout(text: str, width: int) -> list[Line]:
    """The help text as lines of runs, top to bottom, wrapped to ``width`` pixels."""
    lines: list[Line] = []
    y = 0
    for block in markdown_blocks(text):
        y += block.gap
        left = block.depth * INDENT + (HANG if block.marker else 0)
        height = font(block.style.size, block.style.bold).get_linesize() + LEADING
        for index, runs in enumerate(wrapped(words(block.text, block.style), left, width)):
            if index == 0 and block.marker:
                runs.insert(0, Run(block.depth * INDENT + 8, block.marker, block.style))
            lines.append(Line(y, height, tuple(runs)))
            y += height
    return lines


@art_cache(4)
def edge_fade(width: int, height: int, toward_top: bool) -> pygame.Surface:
    """The panel's dark shade, thickening toward the text area's edge: a line cut by the edge reads
    as "more this way" rather than as clipped."""
    fade = pygame.Surface((width, height), pygame.SRCALPHA)
    for row in range(height):
        depth = (height - row if toward_top else row + 1) / height
        pygame.draw.line(fade, (*PANEL_SHADE, round(180 * depth)), (0, row), (width - 1, row))
    return fade


@art_cache(256)
def rendered_run(text: str, style: Style) -> pygame.Surface:
    return font(style.size, style.bold).render(text, True, style.colour)


def koikoi_rules_in_play(options: dict[str, Any]) -> str:
    """The rules a Koi-Koi game plays by, as the first section of its help (markdown): each switch's
    choice and what it does, in the words the New game screen shows under that switch's menu."""
    active = koikoi.effective_options(options)
    changed = koikoi.ruleset_changes(active)
    named = f"**{option_label(active['ruleset'])}**"
    if changed:
        named += ", changed: " + ", ".join(option_text(name)[0] for name in changed)
    switches = "\n".join(f"- {option_text(name)[0]}: **{option_label(active[name])}**. "
                         f"{choice_text(name, active[name])}." for name in koikoi.SWITCHES)
    return f"# This game's rules\n\nRule set: {named}. More on each switch under Options below.\n\n{switches}"


RULES_IN_PLAY: dict[str, Callable[[dict[str, Any]], str]] = {koikoi.INFO.id: koikoi_rules_in_play}
"""Per game with house rules: the rules a game with these options plays by, as markdown that opens its
help when the help is opened from that game."""


def help_text(game_id: str, options: dict[str, Any] | None = None) -> str:
    """The game's help; opened from a game with house rules, it starts with the rules that game plays by."""
    path = RULES_DIR / f"{game_id}.md"
    if not path.exists():
        return f"The rules help for {rules.GAMES[game_id].INFO.name} is not written yet."
    text = path.read_text(encoding="utf-8")
    if options is not None and game_id in RULES_IN_PLAY:
        return RULES_IN_PLAY[game_id](options) + "\n\n" + text
    return text


class RulesHelp(Scene):
    def __init__(self, app: "App", game_id: str | None = None, options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or next(iter(rules.GAMES), None)
        self.table = (self.game_id, options)
        """The game the help was opened from and its options (None from the menu)."""
        self.page = TEXT_PAGE
        self.lines: list[Line] = []
        self.scroll = 0
        """Pixels of text scrolled above the top of the text area."""
        self.pointer = app.ui.get_mouse_position()
        """Where the mouse is, in logical pixels: the wheel scrolls the text only over it."""
        self.grab: int | None = None
        """While the scrollbar's thumb is dragged: where in the thumb the pointer holds it."""

    def pages(self) -> list[tuple[str, Drawer | None]]:
        """The written rules first, then the game's pictures; None marks the text page."""
        return [(TEXT_PAGE, None), *PICTURES.get(self.game_id or "", [])]

    def build(self) -> None:
        ui = self.app.ui
        self.tabs: list[tuple[pygame_gui.elements.UIButton, str]] = []
        for index, (game_id, module) in enumerate(rules.GAMES.items()):
            tab = pygame_gui.elements.UIButton(pygame.Rect(80, CONTENT.y + index * 90, 380, 72), module.INFO.name, ui)
            if game_id == self.game_id:
                tab.select()
            self.tabs.append((tab, game_id))
        self.page_tabs: list[tuple[pygame_gui.elements.UIButton, str]] = []
        pages = self.pages()
        width = min(PAGE_TAB_WIDTH, (CONTENT.width - PAGE_TAB_GAP * (len(pages) - 1)) // len(pages))
        for index, (title, _) in enumerate(pages):
            tab = pygame_gui.elements.UIButton(pygame.Rect(CONTENT.x + index * (width + PAGE_TAB_GAP), 262, width, 60),
                                               title, ui)
            if title == self.page:
                tab.select()
            self.page_tabs.append((tab, title))
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(80, 900, 380, 72), "Back", ui)
        self.elements += [tab for tab, _ in self.tabs + self.page_tabs] + [self.back_button]
        self.lines = []
        if self.page == TEXT_PAGE:
            options = self.table[1] if self.table[0] == self.game_id else None
            self.lines = layout(help_text(self.game_id, options) if self.game_id else "No games are installed.",
                                TEXT_AREA.width)
        self.scroll_to(self.scroll)

    def turn_to(self, game_id: str | None, page: str) -> None:
        self.game_id, self.page, self.scroll = game_id, page, 0
        self.rebuild()

    def text_height(self) -> int:
        return self.lines[-1].top + self.lines[-1].height + BOTTOM_MARGIN if self.lines else 0

    def max_scroll(self) -> int:
        return max(0, self.text_height() - TEXT_AREA.height)

    def scroll_to(self, offset: float) -> None:
        self.scroll = round(min(max(offset, 0), self.max_scroll()))

    def thumb(self) -> pygame.Rect:
        """The scrollbar's thumb: as tall as the share of the text in view, placed where the view is."""
        height = max(48, SCROLLBAR.height * TEXT_AREA.height // max(self.text_height(), 1))
        travel = SCROLLBAR.height - height
        top = SCROLLBAR.y + (travel * self.scroll // self.max_scroll() if self.max_scroll() else 0)
        return pygame.Rect(SCROLLBAR.x, top, SCROLLBAR.width, min(height, SCROLLBAR.height))

    def drag_thumb_to(self, y: int) -> None:
        travel = SCROLLBAR.height - self.thumb().height
        if travel > 0:
            self.scroll_to((y - (self.grab or 0) - SCROLLBAR.y) * self.max_scroll() / travel)

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.app.pop()
        for tab, game_id in self.tabs:
            if event.ui_element is tab:
                self.turn_to(game_id, TEXT_PAGE)
        for tab, title in self.page_tabs:
            if event.ui_element is tab:
                self.turn_to(self.game_id, title)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            self.handle_mouse(event)
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            titles = [title for title, _ in self.pages()]
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.turn_to(self.game_id, titles[(titles.index(self.page) + step) % len(titles)])
        elif event.key in SCROLL_KEYS:
            self.scroll_to(self.scroll + SCROLL_KEYS[event.key])

    def handle_mouse(self, event: pygame.event.Event) -> None:
        """The wheel over the text scrolls it; the scrollbar can be grabbed, or pressed to jump."""
        if event.type == pygame.MOUSEWHEEL:
            if CONTENT.collidepoint(self.pointer):
                self.scroll_to(self.scroll - event.y * WHEEL_STEP)
            return
        self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONUP:
            self.grab = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_scroll():
            if SCROLLBAR_GRIP.collidepoint(event.pos):
                thumb = self.thumb()
                self.grab = event.pos[1] - thumb.y if thumb.top <= event.pos[1] < thumb.bottom else thumb.height // 2
                self.drag_thumb_to(event.pos[1])
        elif event.type == pygame.MOUSEMOTION and self.grab is not None:
            if event.buttons[0]:
                self.drag_thumb_to(event.pos[1])
            else:
                self.grab = None  # released where pygame_gui took the event

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Rules", "How each game is played, in short")
        panel(surface, CONTENT.inflate(24, 24), alpha=200)
        drawer = dict(self.pages()).get(self.page)
        if drawer is not None:
            drawer(surface, CONTENT)
        else:
            self.draw_text_page(surface)

    def draw_text_page(self, surface: pygame.Surface) -> None:
        """Only the lines in view, clipped to the text area; then the scrollbar if the text is longer."""
        previous_clip = surface.get_clip()
        surface.set_clip(TEXT_AREA)
        for line in self.lines:
            top = TEXT_AREA.y + line.top - self.scroll
            if top >= TEXT_AREA.bottom:
                break
            if top + line.height > TEXT_AREA.y:
                for run in line.runs:
                    surface.blit(rendered_run(run.text, run.style), (TEXT_AREA.x + run.x, top))
        if self.scroll > 0:
            surface.blit(edge_fade(TEXT_AREA.width, FADE_HEIGHT, True), TEXT_AREA.topleft)
        if self.scroll < self.max_scroll():
            surface.blit(edge_fade(TEXT_AREA.width, FADE_HEIGHT, False), (TEXT_AREA.x, TEXT_AREA.bottom - FADE_HEIGHT))
        surface.set_clip(previous_clip)
        if self.max_scroll():
            pygame.draw.rect(surface, (52, 70, 58), SCROLLBAR, border_radius=7)
            thumb = self.thumb()
            pygame.draw.rect(surface, FELT_LINE if self.grab is None else (255, 215, 122), thumb, border_radius=7)

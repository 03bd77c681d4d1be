"""Rules help: our own summary of each game, from assets/rules/<game>.md, and pictures of its cards or
dice and its scoring chart (tabletop/scenes/rules_pictures.py)."""
from __future__ import annotations

import html
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

import rules
from tabletop.art.felt import panel
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.scenes.rules_pictures import PICTURES, Drawer

if TYPE_CHECKING:
    from tabletop.app import App

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"
HEADING_PX = {1: 40, 2: 30}
"""Heading sizes in the help text: sizes the theme names, so their fonts are preloaded."""
CONTENT = pygame.Rect(500, 340, 1340, 700)
TEXT_PAGE = "How to play"


def markdown_to_html(text: str) -> str:
    """The small subset our help files use: headings, bullets, **bold**, paragraphs."""
    lines = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip())
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        if line.startswith("#"):
            level = min(2, len(line) - len(line.lstrip("#")))
            title = line.lstrip("#").strip()
            lines.append(f"<font color='#ffd77a' pixel_size={HEADING_PX[level]}><b>{title}</b></font>")
        elif line.lstrip().startswith(("- ", "* ")):
            lines.append("  • " + line.lstrip()[2:])
        else:
            lines.append(line)
    return "<br>".join(lines)


def help_text(game_id: str) -> str:
    path = RULES_DIR / f"{game_id}.md"
    if not path.exists():
        return f"The rules help for {rules.GAMES[game_id].INFO.name} is not written yet."
    return path.read_text(encoding="utf-8")


class RulesHelp(Scene):
    def __init__(self, app: "App", game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or next(iter(rules.GAMES), None)
        self.page = TEXT_PAGE

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
        for index, (title, _) in enumerate(self.pages()):
            tab = pygame_gui.elements.UIButton(pygame.Rect(CONTENT.x + index * 330, 262, 310, 60), title, ui)
            if title == self.page:
                tab.select()
            self.page_tabs.append((tab, title))
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(80, 900, 380, 72), "Back", ui)
        self.elements += [tab for tab, _ in self.tabs + self.page_tabs] + [self.back_button]
        if self.page == TEXT_PAGE:
            body = markdown_to_html(help_text(self.game_id)) if self.game_id else "No games are installed."
            self.elements.append(pygame_gui.elements.UITextBox(body, CONTENT, ui))

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.app.pop()
        for tab, game_id in self.tabs:
            if event.ui_element is tab:
                self.game_id, self.page = game_id, TEXT_PAGE
                self.rebuild()
        for tab, title in self.page_tabs:
            if event.ui_element is tab:
                self.page = title
                self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            titles = [title for title, _ in self.pages()]
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.page = titles[(titles.index(self.page) + step) % len(titles)]
            self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Rules", "How each game is played, in short")
        drawer = dict(self.pages()).get(self.page)
        if drawer is not None:
            panel(surface, CONTENT.inflate(24, 24), alpha=200)
            drawer(surface, CONTENT)

"""Rules help: our own summary of each game, from assets/rules/<game>.md."""
from __future__ import annotations

import html
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

import rules
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop

if TYPE_CHECKING:
    from tabletop.app import App

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"


def markdown_to_html(text: str) -> str:
    """The small subset our help files use: headings, bullets, **bold**, paragraphs."""
    lines = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip())
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            size = 6 if level == 1 else 5
            lines.append(f"<font color='#ffd77a' size={size}><b>{line.lstrip('#').strip()}</b></font>")
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

    def build(self) -> None:
        self.tabs: list[tuple[pygame_gui.elements.UIButton, str]] = []
        for index, (game_id, module) in enumerate(rules.GAMES.items()):
            tab = pygame_gui.elements.UIButton(pygame.Rect(80, 280 + index * 90, 380, 72),
                                               module.INFO.name, self.app.ui)
            if game_id == self.game_id:
                tab.select()
            self.tabs.append((tab, game_id))
        body = markdown_to_html(help_text(self.game_id)) if self.game_id else "No games are installed."
        self.text = pygame_gui.elements.UITextBox(body, pygame.Rect(500, 270, 1340, 700), self.app.ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(80, 900, 380, 72), "Back", self.app.ui)
        self.elements += [tab for tab, _ in self.tabs] + [self.text, self.back_button]

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.app.pop()
        for tab, game_id in self.tabs:
            if event.ui_element is tab:
                self.game_id = game_id
                self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Rules", "How each game is played, in short")

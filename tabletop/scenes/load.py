"""The Load screen: every save with its game, players, date and moves; load or delete."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from saves import SaveError, SaveInfo
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App


class LoadScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.chosen: SaveInfo | None = None

    def build(self) -> None:
        self.saves = self.app.store.list()
        items = [self._line(info) for info in self.saves] or ["No saved games yet"]
        self.listing = pygame_gui.elements.UISelectionList(pygame.Rect(260, 280, 1400, 560), items, self.app.ui)
        self.load_button = pygame_gui.elements.UIButton(pygame.Rect(560, 880, 240, 72), "Load", self.app.ui)
        self.delete_button = pygame_gui.elements.UIButton(pygame.Rect(840, 880, 240, 72), "Delete", self.app.ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(1120, 880, 240, 72), "Back", self.app.ui)
        self.elements += [self.listing, self.load_button, self.delete_button, self.back_button]
        self.chosen = None
        self._enable()

    def _line(self, info: SaveInfo) -> str:
        kind = "autosave" if info.is_autosave else info.name
        when = info.saved_at.replace("T", " ")[:16]
        if not info.game:
            return f"{kind}  —  damaged file"
        return f"{info.game}  ·  {info.players}  ·  {when}  ·  {info.moves} moves  ·  {kind}"

    def _enable(self) -> None:
        for button in (self.load_button, self.delete_button):
            button.enable() if self.chosen else button.disable()

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            lines = [self._line(info) for info in self.saves]
            self.chosen = self.saves[lines.index(event.text)] if event.text in lines else None
            self._enable()
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and self.chosen:
                self.load(self.chosen)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.app.pop()
            elif event.ui_element is self.load_button and self.chosen:
                self.load(self.chosen)
            elif event.ui_element is self.delete_button and self.chosen:
                try:
                    self.app.store.delete(self.chosen.path)
                except SaveError as problem:
                    self.app.toast(str(problem), 5)
                    return
                self.app.toast(f"Deleted {self.chosen.name}.")
                self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def load(self, info: SaveInfo) -> None:
        from tabletop.scenes.table import TableScene

        try:
            session = Session.resume(self.app.store, info.path)
        except SaveError as problem:
            self.app.toast(f"Cannot load: {problem}", 6)
            return
        self.app.replace(TableScene(self.app, session))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Load a game", "Pick a save; autosaves are kept for every game in progress")

"""The Load screen: every save with its game, players, date and moves; load or delete."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from saves import SaveError, SaveInfo
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App


LIST_RECT = pygame.Rect(260, 280, 1400, 560)
LINE_ROOM = LIST_RECT.w - 80
"""Width a line may take: the list less its borders, a scroll bar and a margin each side."""
SEPARATOR = "  ·  "
ELLIPSIS = "…"
MIN_NAME_SHARE = 3
"""A long save name is shortened first, but keeps at least a third of the line."""


def ellipsize(text: str, width: int, measure: Callable[[str], int]) -> str:
    """The text as it fits the width: whole if it can, else cut at a character with "…" after it."""
    if measure(text) <= width:
        return text
    while text and measure(text.rstrip() + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


class LoadScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.chosen: SaveInfo | None = None

    def build(self) -> None:
        self.saves = self.app.store.list()
        items = [self._line(info) for info in self.saves] or ["No saved games yet"]
        self.listing = pygame_gui.elements.UISelectionList(LIST_RECT, items, self.app.ui)
        self.load_button = pygame_gui.elements.UIButton(pygame.Rect(560, 880, 240, 72), "Load", self.app.ui)
        self.delete_button = pygame_gui.elements.UIButton(pygame.Rect(840, 880, 240, 72), "Delete", self.app.ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(1120, 880, 240, 72), "Back", self.app.ui)
        self.elements += [self.listing, self.load_button, self.delete_button, self.back_button]
        self.chosen = None
        self._enable()

    def _line(self, info: SaveInfo) -> str:
        """One save in a line that fits the list: a long save name gives way first, then the rest.
        A damaged file shows its file name, so two of them can be told apart."""
        face = self.app.ui.get_theme().get_font(["selection_list.@selection_list_item"])

        def measure(text: str) -> int:
            return face.size(text)[0]

        if not info.game:
            return ellipsize(f"{info.name}  —  damaged file", LINE_ROOM, measure)
        when = info.saved_at.replace("T", " ")[:16]
        rest = SEPARATOR.join((info.game, info.players, when, f"{info.moves} moves"))
        if info.is_autosave:
            return ellipsize(f"{rest}{SEPARATOR}autosave", LINE_ROOM, measure)
        name_room = max(LINE_ROOM // MIN_NAME_SHARE, LINE_ROOM - measure(SEPARATOR + rest))
        name = ellipsize(info.name, name_room, measure)
        return ellipsize(f"{name}{SEPARATOR}{rest}", LINE_ROOM, measure)

    def _enable(self) -> None:
        for button in (self.load_button, self.delete_button):
            button.enable() if self.chosen else button.disable()

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            self.chosen = self._selected()
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

    def _selected(self) -> SaveInfo | None:
        """The save on the selected row, found by its place in the list: two rows may read the same."""
        rows = [index for index, item in enumerate(self.listing.item_list) if item["selected"]]
        return self.saves[rows[0]] if rows and rows[0] < len(self.saves) else None

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

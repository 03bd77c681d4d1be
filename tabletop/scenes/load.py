"""The Load screen: every save with its game, players, date and moves; load or delete.

Saves are shown a page at a time, in a list drawn by us. pygame_gui's selection list drew every row
in every state up front and kept the shapes in its own cache, so a folder of hundreds of autosaves
(games left unfinished over months) cost tens of MB per visit, and more with every page.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from saves import SaveError, SaveInfo
from tabletop.art.felt import panel
from tabletop.art.palette import HIGHLIGHT_FOCUS
from tabletop.art.text import draw_text, font
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App


LIST_RECT = pygame.Rect(260, 280, 1400, 560)
PAGE_ROWS = 10
"""Rows on one page: as many as the list shows."""
ROW_HEIGHT = LIST_RECT.h // PAGE_ROWS
ROW_TEXT = 28
ROW_PAD = 20
LINE_ROOM = LIST_RECT.w - 2 * ROW_PAD
"""Width a line may take: the row less a margin each side."""
DOUBLE_CLICK_MS = 450
SEPARATOR = "  ·  "
ELLIPSIS = "…"
MIN_NAME_SHARE = 3
"""A long save name is shortened first, but keeps at least a third of the line."""
ROW_INK = (245, 241, 226)
CHOSEN_FILL = (201, 138, 27)
CHOSEN_INK = (20, 20, 20)
HOVER_FILL = (44, 86, 62)


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
        self.all_saves: list[SaveInfo] | None = None
        self.saves: list[SaveInfo] = []
        """The saves on the page shown, in the list's order."""
        self.rows: list[str] = []
        """Their lines, as drawn."""
        self.page = 0
        self.chosen_row: int | None = None
        self.hovered_row: int | None = None
        self.last_click: tuple[int, float] | None = None
        """The row and time of the last click on the list, to tell a double click."""

    @property
    def chosen(self) -> SaveInfo | None:
        return self.saves[self.chosen_row] if self.chosen_row is not None else None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.all_saves or []) // PAGE_ROWS))

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(LIST_RECT.x, LIST_RECT.y + row * ROW_HEIGHT, LIST_RECT.w, ROW_HEIGHT)

    def build(self) -> None:
        if self.all_saves is None:
            self.all_saves = self.app.store.list()
        self.page = min(self.page, self.pages - 1)
        self.saves = self.all_saves[self.page * PAGE_ROWS:(self.page + 1) * PAGE_ROWS]
        self.rows = [self._line(info) for info in self.saves]
        self.chosen_row = None
        self.last_click = None  # rows moved: a click on the new page is never the second of a double click
        ui = self.app.ui
        self.newer_button = pygame_gui.elements.UIButton(pygame.Rect(260, 910, 240, 72), "Newer", ui)
        self.load_button = pygame_gui.elements.UIButton(pygame.Rect(560, 910, 240, 72), "Load", ui)
        self.delete_button = pygame_gui.elements.UIButton(pygame.Rect(840, 910, 240, 72), "Delete", ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(1120, 910, 240, 72), "Back", ui)
        self.older_button = pygame_gui.elements.UIButton(pygame.Rect(1420, 910, 240, 72), "Older", ui)
        self.elements += [self.newer_button, self.load_button, self.delete_button, self.back_button,
                          self.older_button]
        self._enable()

    def _line(self, info: SaveInfo) -> str:
        """One save in a line that fits the list: a long save name gives way first, then the rest.
        A damaged file shows its file name, so two of them can be told apart."""
        face = font(ROW_TEXT)

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
        for button, usable in ((self.load_button, self.chosen), (self.delete_button, self.chosen),
                               (self.newer_button, self.page > 0), (self.older_button, self.page < self.pages - 1)):
            button.enable() if usable else button.disable()

    def choose(self, row: int | None) -> None:
        self.chosen_row = row if row is not None and 0 <= row < len(self.saves) else None
        self._enable()

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.rebuild()

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.app.pop()
        elif event.ui_element in (self.newer_button, self.older_button):
            self.turn_page(-1 if event.ui_element is self.newer_button else 1)
        elif event.ui_element is self.load_button and self.chosen:
            self.load(self.chosen)
        elif event.ui_element is self.delete_button and self.chosen:
            self.delete(self.chosen)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered_row = self._row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(self._row_at(event.pos))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not LIST_RECT.collidepoint(pos):
            return None
        row = (pos[1] - LIST_RECT.y) // ROW_HEIGHT
        return row if row < len(self.saves) else None

    def _click(self, row: int | None) -> None:
        if row is None:
            return
        now = self.app.now_ms
        last = self.last_click
        double = last is not None and last[0] == row and now - last[1] <= DOUBLE_CLICK_MS
        self.last_click = (row, now)
        self.choose(row)
        if double and self.chosen:
            self.load(self.chosen)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if key == pygame.K_PAGEUP else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.saves:
            step = -1 if key == pygame.K_UP else 1
            self.choose(0 if self.chosen_row is None else max(0, min(len(self.saves) - 1, self.chosen_row + step)))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.chosen:
            self.load(self.chosen)

    def delete(self, info: SaveInfo) -> None:
        try:
            self.app.store.delete(info.path)
        except SaveError as problem:
            self.app.toast(str(problem), 5)
            return
        self.app.toast(f"Deleted {info.name}.")
        self.all_saves = None  # read the folder again
        self.rebuild()

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
        panel(surface, LIST_RECT.inflate(16, 16), alpha=220)
        if self.pages > 1:
            draw_text(surface, f"Page {self.page + 1} of {self.pages}  ·  {len(self.all_saves or [])} saves",
                      26, (225, 235, 225), midtop=(LIST_RECT.centerx, LIST_RECT.bottom + 16))
        if not self.rows:
            draw_text(surface, "No saved games yet", ROW_TEXT, ROW_INK, center=LIST_RECT.center)
        for row, line in enumerate(self.rows):
            rect = self.row_rect(row)
            chosen = row == self.chosen_row
            if chosen or row == self.hovered_row:
                pygame.draw.rect(surface, CHOSEN_FILL if chosen else HOVER_FILL, rect.inflate(-4, -4), border_radius=10)
            if chosen:
                pygame.draw.rect(surface, HIGHLIGHT_FOCUS, rect.inflate(-4, -4), width=3, border_radius=10)
            draw_text(surface, line, ROW_TEXT, CHOSEN_INK if chosen else ROW_INK,
                      midleft=(rect.x + ROW_PAD, rect.centery))

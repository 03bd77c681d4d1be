"""The Load screen: every save with its game, players, date and moves; load or delete.

Saves are shown a page at a time, in a list drawn by us. pygame_gui's selection list drew every row
in every state up front and kept the shapes in its own cache, so a folder of hundreds of autosaves
(games left unfinished over months) cost tens of MB per visit, and more with every page.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from saves import SaveError, SaveExists, SaveInfo
from saves.export import EXPORT_SUFFIX, export_path, exported_words, import_export, write_export
from tabletop.art.felt import panel
from tabletop.art.text import draw_text, ellipsize, font, plural
from tabletop.scenes.base import Scene
from tabletop.scenes.common import KeyFocus, OwnStop, draw_backdrop
from tabletop.scenes.dialogs import ConfirmDialog, TextPrompt, held
from tabletop.session import Session, public_sentences

if TYPE_CHECKING:
    from tabletop.app import App


LIST_RECT = pygame.Rect(260, 280, 1400, 560)
PAGE_ROWS = 10
"""Rows on one page: as many as the list shows."""
ROW_HEIGHT = LIST_RECT.h // PAGE_ROWS
ROW_TEXT = 28
ROW_PAD = 20
REPLAY_SIZE = (150, 44)
"""The Replay button at the right end of every row that holds a game."""
LINE_ROOM = LIST_RECT.w - 3 * ROW_PAD - REPLAY_SIZE[0]
"""Width a line may take: the row less a margin each side and the Replay button."""
DOUBLE_CLICK_MS = 450
SEPARATOR = "  ·  "
MIN_NAME_SHARE = 3
"""A long save name is shortened first, but keeps at least a third of the line."""
PLAYERS_SHARE = 6
"""Beside a long save name the players keep a sixth of the line: the first names at least."""
ROW_INK = (245, 241, 226)
CHOSEN_FILL = (201, 138, 27)
CHOSEN_INK = (20, 20, 20)
HOVER_FILL = (44, 86, 62)
REPLAY_FILL = (36, 74, 54)
REPLAY_EDGE = (226, 181, 82)
"""The theme's button edge: white is the keyboard focus's alone."""
LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER)
"""Keys that are the list's while it has the focus: pick a save, load it."""
WORDS_SEPARATOR = " · "
"""Between the parts of a save named in a sentence (the list spaces them wider, as columns)."""
KEYS_HINT = "Up/Down pick  ·  Enter load  ·  R replay  ·  Del delete  ·  Tab buttons"
HINT_INK = (225, 235, 225)


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
        self.keys = KeyFocus(self)
        self.list_stop = OwnStop(self._list_ring, LIST_KEYS)

    @property
    def chosen(self) -> SaveInfo | None:
        return self.saves[self.chosen_row] if self.chosen_row is not None else None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.all_saves or []) // PAGE_ROWS))

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(LIST_RECT.x, LIST_RECT.y + row * ROW_HEIGHT, LIST_RECT.w, ROW_HEIGHT)

    def replay_rect(self, row: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), REPLAY_SIZE)
        rect.midright = (self.row_rect(row).right - ROW_PAD // 2, self.row_rect(row).centery)
        return rect

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
        self.export_button = pygame_gui.elements.UIButton(pygame.Rect(620, 1000, 320, 64), "Export record", ui)
        self.import_button = pygame_gui.elements.UIButton(pygame.Rect(980, 1000, 320, 64), "Import record…", ui)
        self.elements += [self.newer_button, self.load_button, self.delete_button, self.back_button,
                          self.older_button, self.export_button, self.import_button]
        self._enable()
        self.keys.build([self.list_stop, self.newer_button, self.load_button, self.delete_button, self.back_button,
                         self.older_button, self.export_button, self.import_button])

    def _list_ring(self) -> pygame.Rect:
        """The focus ring round the chosen save, or round the whole list before one is chosen."""
        return self.row_rect(self.chosen_row).inflate(-4, -4) if self.chosen_row is not None else LIST_RECT

    def cannot(self, doing: str, info: SaveInfo, problem: SaveError) -> None:
        """Tell the player in plain words why the save cannot be used, and the terminal the precise
        reason for whoever looks into it. The list reads each file only (replaying every save would
        make it slow), so a save whose moves do not replay looked good until now: its row says
        damaged from here on, as the store remembers the failure."""
        print(f"coconut-table: {problem}", file=sys.stderr)
        self.app.toast(f"Cannot {doing} {self._named(info)}: the file {problem.reason}", 6)
        store = self.app.store
        self.all_saves = [store.as_loaded(listed) for listed in self.all_saves or []]
        self.saves = [store.as_loaded(shown) for shown in self.saves]
        self.rows = [self._line(shown) for shown in self.saves]
        self._enable()

    def _line(self, info: SaveInfo) -> str:
        """One save in a line that fits the list: what tells saves apart (the game, when, how far,
        autosave or not) comes first and the players last, so a long list of players is what gets
        cut; a long save name gives way before the rest, and a name that is the game's is said once. A
        damaged file is named in the same words (a damaged autosave by its game, as far as its file
        name tells) with when it was written."""
        face = font(ROW_TEXT)

        def measure(text: str) -> int:
            return face.size(text)[0]

        if info.damaged:
            named = (info.game or "Unknown game", "autosave") if info.is_autosave else (info.name,)
            return ellipsize(SEPARATOR.join((*named, info.when, "damaged file")), LINE_ROOM, measure)
        core = SEPARATOR.join((info.game, info.when, plural(info.moves, "move"))
                              + (("autosave",) if info.is_autosave else ()))
        if not info.is_autosave and info.name.casefold() != info.game.casefold():
            name_room = max(LINE_ROOM // MIN_NAME_SHARE,
                            LINE_ROOM - measure(SEPARATOR + core + SEPARATOR) - LINE_ROOM // PLAYERS_SHARE)
            core = f"{ellipsize(info.name, name_room, measure)}{SEPARATOR}{core}"
        return ellipsize(f"{core}{SEPARATOR}{info.players}", LINE_ROOM, measure)

    @staticmethod
    def _whole(info: SaveInfo) -> str:
        """A save in full, for a question about it: the list's line is cut to the list's width, and a
        player deciding to delete a save must see all of what it is."""
        if info.damaged:
            named = (info.game or "Unknown game", "autosave") if info.is_autosave else (info.name,)
            return WORDS_SEPARATOR.join((*named, info.when, "damaged file"))
        named = (f"“{info.name}”",) if not info.is_autosave and info.name.casefold() != info.game.casefold() else ()
        return WORDS_SEPARATOR.join((*named, info.game, info.when, plural(info.moves, "move"),
                               *(("autosave",) if info.is_autosave else ()), info.players))

    def _enable(self) -> None:
        for button, usable in ((self.load_button, self.chosen), (self.delete_button, self.chosen),
                               (self.export_button, self.chosen and not self.chosen.damaged),
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
        elif event.ui_element is self.export_button and self.chosen:
            self.export(self.chosen)
        elif event.ui_element is self.import_button:
            self.ask_import()

    def handle(self, event: pygame.event.Event) -> None:
        if self.keys.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered_row = self._row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self._row_at(event.pos)
            if row is not None and not self.saves[row].damaged and self.replay_rect(row).collidepoint(event.pos):
                self.replay(self.saves[row])
                return
            self._click(row)
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
        self.keys.focus_on(self.list_stop)
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
        elif key == pygame.K_r and self.chosen and not self.chosen.damaged:
            self.replay(self.chosen)
        elif key == pygame.K_DELETE and self.chosen:
            self.delete(self.chosen)

    def update(self, dt_ms: float) -> None:
        self.keys.update()

    def delete(self, info: SaveInfo) -> None:
        """Asked first, with "Keep" focused: a save is a game someone may want to go back to, and a
        stray Delete key or click must not lose it."""
        self.app.push(ConfirmDialog(self.app, "Delete this save?", f"{self._whole(info)}. It cannot be brought back.",
                                    ("Delete", lambda: self._delete_now(info)), "Keep"))

    def _delete_now(self, info: SaveInfo) -> None:
        self.app.pop()
        try:
            self.app.store.delete(info.path)
        except SaveError as problem:
            self.app.toast(str(problem), 5)
            return
        self.app.toast(f"Deleted {self._named(info)}.")
        self.all_saves = None  # read the folder again
        self.rebuild()

    def export(self, info: SaveInfo) -> None:
        """Write the save's record to share as text beside it (replacing its earlier export)."""
        try:
            record, _ = self.app.store.load(info.path)
        except SaveError as problem:
            self.cannot("export", info, problem)
            return
        try:
            path = write_export(export_path(info.path), record, info.saved_at, public_sentences(record))
        except SaveError as problem:
            self.app.toast(str(problem), 6)
            return
        self.app.toast(exported_words(path), 5)

    def ask_import(self) -> None:
        """Records to import are put in the saves folder (where exports go); the newest is offered."""
        records = sorted(self.app.store.folder.glob(f"*{EXPORT_SUFFIX}"), key=lambda path: path.stat().st_mtime)
        newest = records[-1].name if records else ""
        self.app.push(TextPrompt(self.app, "Import which record from the saves folder?", newest,
                                 self.import_record, "Import", refuse_undrawable=False))

    def import_record(self, file_name: str, replace: bool = False) -> None:
        """Make a save from a game record; a save of the same name is replaced only if the player says so."""
        name = file_name.strip()
        name = name if name.endswith(EXPORT_SUFFIX) else name + EXPORT_SUFFIX
        folder = self.app.store.folder
        if "/" in name or "\\" in name or not (folder / name).is_file():
            self.app.toast(f"There is no record “{name}” in {folder}: put it there first.", 6)
            return
        try:
            saved = import_export(self.app.store, folder / name, replace)
        except SaveExists:
            self.app.push(ConfirmDialog(self.app, "Replace that save?", "A saved game has that name already.",
                                        ("Replace", lambda: self._replace_with(name)), "Keep it"))
            return
        except SaveError as problem:
            print(f"coconut-table: {problem}", file=sys.stderr)
            self.app.toast(f"Cannot import “{name}”: {problem.reason}", 6)
            return
        self.app.toast(f"Imported as “{saved.stem}”.")
        self.all_saves = None  # read the folder again
        self.rebuild()

    def _replace_with(self, name: str) -> None:
        self.app.pop()
        self.import_record(name, replace=True)

    def replay(self, info: SaveInfo) -> None:
        """Step through the saved game, read-only; closing the replay comes back here."""
        from tabletop.scenes.replay import open_replay

        try:
            record, _ = self.app.store.load(info.path)
        except SaveError as problem:
            self.cannot("replay", info, problem)
            return
        self.app.push(open_replay(self.app, record))

    def load(self, info: SaveInfo) -> None:
        """Open the save; a named save of a game whose autosave holds other moves asks first, since
        playing on from the save writes over that autosave (one game keeps one autosave)."""
        if not info.is_autosave:
            try:
                record, _ = self.app.store.load(info.path)
            except SaveError as problem:
                self.cannot("load", info, problem)
                return
            ahead = self.app.store.autosave_ahead_of(record)
            if ahead is not None:
                detail = (f"{self._autosave_against(ahead, info)} Playing on from the save replaces that "
                          "autosave; to play on from the autosave, pick it in the list.")
                self.app.push(ConfirmDialog(self.app, "Replace this game's autosave?", detail,
                                            ("Load the save", lambda: self.open(info)), "Back"))
                return
        self.open(info)

    def open(self, info: SaveInfo) -> None:
        from tabletop.scenes.table import TableScene

        try:
            session = Session.resume(self.app.store, info.path)
        except SaveError as problem:
            self.cannot("load", info, problem)
            return
        self.app.replace(TableScene(self.app, session))

    def _autosave_against(self, autosave: SaveInfo, save: SaveInfo) -> str:
        """What the game's autosave holds that the save does not, in a sentence. Both times shown to the
        minute can be the same (saved, then played on a little): then the seconds tell them apart."""
        if autosave.damaged:
            return (f"The game's autosave from {held(autosave.when)} cannot be read (the file "
                    f"{autosave.problem.rstrip('.')}).")
        moves = held(plural(autosave.moves, "move"))
        if autosave.when != save.when:
            return (f"The game's autosave from {held(autosave.when)} ({moves}) has moves that {self._named(save)} "
                    "does not have.")
        if autosave.saved_at == save.saved_at:
            return (f"The game's autosave ({moves}), written at the same time as {self._named(save)}, has moves "
                    "that the save does not have.")
        return (f"The game's autosave from {held(autosave.when)}:{_seconds(autosave)} ({moves}) has moves that "
                f"{self._named(save)}, saved at {held(save.when)}:{_seconds(save)}, does not have.")

    @staticmethod
    def _named(info: SaveInfo) -> str:
        """A save in a message, as its line names it: “Friday game”, or the Kokonotsu autosave."""
        if info.is_autosave:
            return f"the {info.game} autosave" if info.game else "that autosave"
        return f"“{info.name}”"

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Load a game", "Pick a save; autosaves are kept for every game in progress")
        panel(surface, LIST_RECT.inflate(16, 16), alpha=220)
        keys = f"{KEYS_HINT}  ·  PgUp/PgDn pages" if self.pages > 1 else KEYS_HINT
        if self.pages > 1:
            keys = f"Page {self.page + 1} of {self.pages}  ·  {len(self.all_saves or [])} saves{SEPARATOR}{keys}"
        draw_text(surface, keys, 24, HINT_INK, midtop=(LIST_RECT.centerx, LIST_RECT.bottom + 16))
        if not self.rows:
            draw_text(surface, "No saved games yet", ROW_TEXT, ROW_INK, center=LIST_RECT.center)
        for row, line in enumerate(self.rows):
            rect = self.row_rect(row)
            chosen = row == self.chosen_row
            if chosen or row == self.hovered_row:
                pygame.draw.rect(surface, CHOSEN_FILL if chosen else HOVER_FILL, rect.inflate(-4, -4), border_radius=10)
            draw_text(surface, line, ROW_TEXT, CHOSEN_INK if chosen else ROW_INK,
                      midleft=(rect.x + ROW_PAD, rect.centery))
            if not self.saves[row].damaged:
                button = self.replay_rect(row)
                pygame.draw.rect(surface, REPLAY_FILL, button, border_radius=10)
                pygame.draw.rect(surface, REPLAY_EDGE, button, 2, border_radius=10)
                draw_text(surface, "Replay", 24, ROW_INK, bold=True, center=button.center)


def _seconds(info: SaveInfo) -> str:
    """The seconds of a save's time ("41" of 22:26:41), for two saves made in the same minute."""
    return info.saved_at.partition("T")[2][6:8]

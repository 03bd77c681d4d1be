"""Pause (Esc at the table): Resume, Save, Save as, Export game, Replay so far, Rules, Settings, Quit to menu."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Callable

import pygame

from saves import SaveError, SaveExists
from saves.export import export_path, exported_words, write_export
from tabletop.session import public_sentences
from tabletop.scenes.dialogs import ConfirmDialog, OverlayMenu, TextPrompt

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.session import Session


PAUSE_BUTTON = (520, 64)
PAUSE_GAP = 10
PAUSE_TOP = 384
"""Eight buttons in a column low enough that the panel's title, 90 above the first, sits below the
toasts' band (which ends at y=256): a message about a save never hides the word "Paused". Over the
panel the band ends above it (App.toast_band), so the toasts leave its edge alone too."""


class PauseMenu(OverlayMenu):
    title = "Paused"

    def __init__(self, app: "App", session: "Session") -> None:
        super().__init__(app)
        self.session = session

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        from tabletop.scenes.menu import MainMenu
        from tabletop.scenes.rules_help import RulesHelp
        from tabletop.scenes.settings_scene import SettingsScene

        return [
            ("Resume", self.app.pop),
            ("Save", self.save),
            ("Save as…", self.save_as),
            ("Export game", self.export),
            ("Replay so far", self.replay),
            ("Rules", lambda: self.app.push(RulesHelp(self.app, self.session.record.game,
                                                      self.session.record.options))),
            ("Settings", lambda: self.app.push(SettingsScene(self.app, self.session))),
            ("Quit to menu", lambda: self.app.replace(MainMenu(self.app))),
        ]

    def save(self) -> None:
        """Save under the name used last in this game, or a dated name the first time."""
        name = self.session.save_name or f"{self.session.game.INFO.name} {datetime.now():%Y-%m-%d %H-%M}"
        self._write(name)

    def export(self) -> None:
        """Write the game record to share as text in the saves folder, under the game's save name
        (replacing its earlier export) or a dated name the first time."""
        session = self.session
        if session.store is None:
            self.app.toast("This game has no saves folder to export to.", 4)
            return
        name = session.save_name or f"{session.game.INFO.name} {datetime.now():%Y-%m-%d %H-%M}"
        try:
            path = write_export(export_path(session.store.path_for(name)), session.record,
                                datetime.now(timezone.utc).isoformat(timespec="seconds"),
                                public_sentences(session.record))
        except SaveError as problem:
            self.app.toast(str(problem), 5)
            return
        self.app.toast(exported_words(path), 5)

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """A column tighter than other menus' so that all eight and the title fit under the toasts."""
        return pygame.Rect((1920 - PAUSE_BUTTON[0]) // 2, PAUSE_TOP + index * (PAUSE_BUTTON[1] + PAUSE_GAP),
                           *PAUSE_BUTTON)

    def replay(self) -> None:
        """Step back through this game, through the eyes of whoever is at the screen now (with
        several humans at the screen, nobody's: see :func:`open_replay`)."""
        from tabletop.scenes.replay import open_replay
        from tabletop.scenes.table import TableScene

        table = next((scene for scene in self.app.stack
                      if isinstance(scene, TableScene) and scene.session is self.session), None)
        if table is None:
            self.app.push(open_replay(self.app, self.session.record, from_table=True))
            return
        self.app.push(open_replay(self.app, self.session.record, table.viewer, from_table=True,
                                  bottom_seat=table.adapter.me))
        if table.curtained and table.viewer is not None and self.session.outcome() is None:
            # everyone watched the replay: back at the table, the next player is called behind the curtain
            table.bottom_seat, table.viewer = table.viewer, None
            table.interaction.reset()
            table.adapter.sync()

    def save_as(self) -> None:
        default = self.session.save_name or self.session.game.INFO.name
        self.app.push(TextPrompt(self.app, "Save as", default, self._write, check=self._name_refusal))

    def _name_refusal(self, name: str) -> str | None:
        """Why a save cannot take this name, said in the Save as dialog, which stays open for another."""
        if self.session.store is None:
            return None  # saving then says there is no folder
        try:
            self.session.store.path_for(name)
        except SaveError as problem:
            return str(problem)
        return None

    def _write(self, name: str, replace: bool = False) -> None:
        """Save; another save under the same file name is replaced only after the player says so."""
        try:
            path = self.session.save_as(name, replace)
        except SaveExists:
            self.app.push(ConfirmDialog(self.app, "Replace that save?", "Another game is saved under that name.",
                                        ("Replace", lambda: self._replace(name)), "Keep it"))
            return
        except SaveError as problem:
            self.app.toast(str(problem), 5)
            return
        self.app.toast(f"Saved as “{path.stem}”.")

    def _replace(self, name: str) -> None:
        self.app.pop()
        self._write(name, replace=True)

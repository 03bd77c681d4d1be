"""The main menu: New game, Continue, Load, Settings, Rules, Quit."""
from __future__ import annotations

from typing import Callable, Sequence

import rules
from saves import SaveError
from tabletop.scenes.common import MenuScene
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.session import Session

COUNT_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
QUIT_GAP = 90
"""Sets Quit apart, below the spot where the pause menu's "Quit to menu" sits: a double click there
must not land on Quit."""


def games_line(names: Sequence[str]) -> str:
    """The menu's subtitle: what is installed, counted and named, so it stays true as games arrive."""
    count = COUNT_WORDS[len(names)] if len(names) < len(COUNT_WORDS) else str(len(names))
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}" if names else ""
    noun = "game" if len(names) == 1 else "games"
    return f"{count} tabletop {noun} for one shared screen" + (f": {listed}" if listed else "")


class MainMenu(MenuScene):
    title = "Coconut Table"
    gap_before_last = QUIT_GAP

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return games_line([module.INFO.name for module in rules.GAMES.values()])

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        from tabletop.scenes.load import LoadScene
        from tabletop.scenes.rules_help import RulesHelp
        from tabletop.scenes.settings_scene import SettingsScene
        from tabletop.scenes.setup import SetupScene

        latest = self.app.store.latest_autosave()
        return [
            ("New game", lambda: self.app.push(SetupScene(self.app))),
            ("Continue", self.resume_latest if latest else None),
            ("Load", lambda: self.app.push(LoadScene(self.app))),
            ("Settings", lambda: self.app.push(SettingsScene(self.app))),
            ("Rules", lambda: self.app.push(RulesHelp(self.app))),
            ("Quit", self.ask_to_quit),
        ]

    def ask_to_quit(self) -> None:
        """Quitting closes the window: ask first. Nothing is lost, and the dialog says so when a
        game is waiting in its autosave."""
        detail = "Your game is autosaved." if self.app.store.latest_autosave() else ""
        self.app.push(ConfirmDialog(self.app, "Quit Coconut Table?", detail, ("Quit", self.app.quit), "Stay"))

    def on_uncover(self) -> None:
        self.rebuild()

    def back(self) -> None:
        """Esc on the main menu does nothing: quitting is a button, not an accident."""

    def resume_latest(self) -> None:
        from tabletop.scenes.table import TableScene

        latest = self.app.store.latest_autosave()
        if latest is None:
            self.app.toast("There is no game to continue.")
            return
        try:
            session = Session.resume(self.app.store, latest)
        except SaveError as problem:
            self.app.toast(f"Cannot continue: {problem}", 6)
            return
        self.app.replace(TableScene(self.app, session))

"""The main menu: New game, Continue, Load, Settings, Rules, Quit."""
from __future__ import annotations

from typing import Callable

from saves import SaveError
from tabletop.scenes.common import MenuScene
from tabletop.session import Session


class MainMenu(MenuScene):
    title = "Coconut Table"
    subtitle = "Five tabletop games for one shared screen"

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
            ("Quit", self.app.quit),
        ]

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

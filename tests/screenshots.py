"""`make screenshots`: every scene rendered to PNG for a person to look at.

python -m tests.screenshots OUT_DIR [WxH]
The first-run welcome, menu, setup, load, settings, rules, each game's table mid-game (a bot demo run
for a while), the curtain between two humans, pause, and the results screen at the end of a bot game.
"""
from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path

import pygame

import rules
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.cli import parse
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.rules_help import RulesHelp
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings

MID_GAME_FRAMES = 600
MAX_FINISH_FRAMES = 60 * 60 * 20


def shoot(app: App, out: Path, name: str, settle: int = 3) -> Path:
    for _ in range(settle):
        app.tick()
    path = out / f"{name}.png"
    pygame.image.save(app.window, str(path))
    print(path)
    return path


def fresh_app(save_dir: Path, size: str) -> App:
    return App(parse(["--frames", "100000000", "--save-dir", str(save_dir), "--size", size, "--windowed"]),
               Settings(bot_delay_ms=120))


def bots(game_id: str, count: int | None = None) -> list[SeatSpec]:
    info = rules.GAMES[game_id].INFO
    return [SeatSpec(f"Bot {i + 1}", "bot", "normal") for i in range(count or info.max_players)]


def main(out: Path, size: str = "1920x1080") -> None:
    out.mkdir(parents=True, exist_ok=True)
    save_dir = Path(tempfile.mkdtemp(prefix="coconut-shots-"))
    app = fresh_app(save_dir, size)
    app.start(MainMenu(app))
    shoot(app, out, "welcome")  # fresh settings: the first-run welcome opens over the menu
    app.settings.welcomed = True  # seen, without writing the player's settings file
    app.pop()
    shoot(app, out, "menu")
    for scene, name in ((SetupScene(app), "setup"), (LoadScene(app), "load"), (SettingsScene(app), "settings"),
                        (RulesHelp(app), "rules")):
        app.push(scene)
        shoot(app, out, name)
        app.pop()
        app.tick()
    for game_id in rules.GAMES:
        if importlib.util.find_spec(f"tabletop.tables.{game_id}") is None:
            print(f"{game_id}: no table yet")
            continue
        record = GameRecord(game_id, {}, bots(game_id), seed=11)
        app.replace(TableScene(app, Session(record, store=app.store)))
        shoot(app, out, f"table-{game_id}", MID_GAME_FRAMES)
        app.push(PauseMenu(app, app.top.session))  # type: ignore[union-attr]
        shoot(app, out, f"pause-{game_id}")
        app.pop()
        app.settings.speed = "instant"  # the rest of the game is not looked at: play it out quickly
        for _ in range(MAX_FINISH_FRAMES):
            app.tick()
            if app.top is not None and app.top.__class__.__name__ == "ResultsScene":
                break
        app.settings.speed = "normal"
        shoot(app, out, f"results-{game_id}", 30)
        humans = [SeatSpec("Ana"), SeatSpec("Ben")] + bots(game_id)[2:rules.GAMES[game_id].INFO.min_players]
        table = TableScene(app, Session(GameRecord(game_id, {}, humans, seed=5), store=app.store))
        app.replace(table)
        shoot(app, out, f"table-{game_id}-human", 20)
        if any(isinstance(scene, CurtainScene) for scene in app.stack):
            shoot(app, out, f"curtain-{game_id}")
    app.finish()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"), *(sys.argv[2:3]))

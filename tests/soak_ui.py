"""`make soak-ui`: random input at the running app, per game, watching exceptions and memory.

python -m tests.soak_ui [MINUTES] [GAME ...]      (default: 3 minutes for every game)

Each game runs in its own process (so one game's memory is not charged to the next), on the real
clock with the real bot threads, headless. Every frame the soak posts random input: mouse moves,
clicks and drags (most of them aimed at pieces, legal drop zones and buttons), keys (Esc, F11,
Space, Enter, Tab, arrows, every seat's buzzer and choosing keys), window resizes, and gamepads
plugged and unplugged. When the game ends or the input wanders back to the menu, a new game of the
same kind starts. Quitting is refused: the soak keeps the app running.

It prints RSS every 30 s and a verdict per game against the goals below; it exits 1 if any game
misses one.
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

GOAL_PEAK_MB = 200
GOAL_DRIFT_MB = 20
"""RSS at the end may exceed RSS after the first minute by at most this much."""
REPORT_EVERY_S = 30
JUMP_MB = 20
"""RSS rising this much within one frame is printed with the scenes open: where to look first."""
RESTART_AFTER_S = 8
"""Away from a table of the soaked game this long, a new game of it starts."""
WINDOW_SIZES = ((1920, 1080), (1280, 720), (1024, 600), (800, 600), (1600, 900))
EVENTS_PER_FRAME = 3


def main(argv: list[str]) -> int:
    minutes = float(argv[0]) if argv else 3.0
    import rules
    games = argv[1:] or list(rules.GAMES)
    unknown = [game for game in games if game not in rules.GAMES]
    if unknown:
        print(f"soak-ui: unknown game {', '.join(unknown)}; games: {', '.join(rules.GAMES)}", file=sys.stderr)
        return 2
    failed = 0
    for game in games:
        with tempfile.TemporaryDirectory(prefix="coconut-soak-ui-") as home:
            env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                       XDG_CONFIG_HOME=str(Path(home) / "config"), XDG_DATA_HOME=str(Path(home) / "data"))
            done = subprocess.run([sys.executable, "-m", "tests.soak_ui", "--one", game, str(minutes * 60), home],
                                  env=env, check=False)
            failed += done.returncode != 0
    return 1 if failed else 0


def soak_one(game_id: str, seconds: float, home: Path) -> int:
    import pygame

    from tabletop.app import App
    from tabletop.cli import parse
    from tabletop.settings import Settings

    rng = random.Random(f"soak-ui/{game_id}")
    app = App(parse(["--save-dir", str(home / "saves"), "--windowed", "--size", "1280x720"]), Settings())
    app.start(table_scene(app, game_id))
    exceptions = 0
    samples: list[tuple[float, float]] = []
    began = time.monotonic()
    next_report = REPORT_EVERY_S
    away_since: float | None = None
    last_rss = rss_mb()
    while (elapsed := time.monotonic() - began) < seconds:
        scenes_before = scene_names(app)
        try:
            for _ in range(EVENTS_PER_FRAME):
                post_random_input(app, rng)
            app.tick()
        except Exception:  # noqa: BLE001 - counting every exception is this tool's whole job
            exceptions += 1
            if exceptions <= 3:
                traceback.print_exc()
            pygame.event.clear()
            restart(app, game_id)
        if not app.running:  # Quit was chosen: the soak refuses, and plays on
            app.running = True
        rss = rss_mb()
        if rss - last_rss > JUMP_MB:
            print(f"{game_id:16} t={elapsed:5.0f} s  rss +{rss - last_rss:.0f} MB in one frame, to {rss:.0f} MB: "
                  f"{' > '.join(scenes_before)} -> {' > '.join(scene_names(app))}", flush=True)
        last_rss = rss
        on_table = on_table_of(app, game_id)
        if on_table:
            away_since = None
        elif away_since is None:
            away_since = elapsed
        elif elapsed - away_since > RESTART_AFTER_S:
            restart(app, game_id)
            away_since = None
        if elapsed >= next_report:
            samples.append((elapsed, rss_mb()))
            print(f"{game_id:16} t={elapsed:5.0f} s  rss={samples[-1][1]:6.1f} MB  peak={peak_mb():6.1f} MB  "
                  f"exceptions={exceptions}  frames={app.frame}", flush=True)
            next_report += REPORT_EVERY_S
    samples.append((time.monotonic() - began, rss_mb()))
    return verdict(game_id, samples, exceptions)


def verdict(game_id: str, samples: list[tuple[float, float]], exceptions: int) -> int:
    after_first_minute = next((rss for t, rss in samples if t >= 60), samples[0][1])
    last = samples[-1][1]
    drift = last - after_first_minute
    peak = peak_mb()
    ok = exceptions == 0 and peak < GOAL_PEAK_MB and drift <= GOAL_DRIFT_MB
    print(f"{game_id:16} exceptions={exceptions} (goal 0)  peak RSS={peak:.1f} MB (goal < {GOAL_PEAK_MB})  "
          f"RSS after 1st minute={after_first_minute:.1f} MB, at the end={last:.1f} MB, "
          f"drift={drift:+.1f} MB (goal <= {GOAL_DRIFT_MB})  -> {'OK' if ok else 'MISSED'}", flush=True)
    return 0 if ok else 1


# --- starting and restarting the soaked game ----------------------------------------------------------

def restart(app, game_id: str) -> None:  # type: ignore[no-untyped-def]
    app.replace(table_scene(app, game_id))
    app.apply_pending()


def table_scene(app, game_id: str):  # type: ignore[no-untyped-def]
    """Two humans (so the curtain comes and goes) and normal bots on the other seats."""
    import rules
    from saves import GameRecord, SeatSpec
    from tabletop.scenes.table import TableScene
    from tabletop.session import Session

    info = rules.GAMES[game_id].INFO
    seats = [SeatSpec("Ana", "human"), SeatSpec("Ben", "human")]
    seats += [SeatSpec(f"Bot {n}", "bot", "normal") for n in range(3, info.max_players + 1)]
    seed = random.randrange(1, 10**6)
    return TableScene(app, Session(GameRecord(game_id, {}, seats[:info.max_players], seed), store=app.store))


def scene_names(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [type(scene).__name__ for scene in app.stack]


def on_table_of(app, game_id: str) -> bool:  # type: ignore[no-untyped-def]
    from tabletop.scenes.table import TableScene

    return any(isinstance(scene, TableScene) and scene.session.record.game == game_id for scene in app.stack)


# --- random input --------------------------------------------------------------------------------------

def post_random_input(app, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    import pygame

    roll = rng.random()
    if roll < 0.35:
        pos = aimed_point(app, rng)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    elif roll < 0.6:
        pos = aimed_point(app, rng)
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    elif roll < 0.7:
        drag_towards_zone(app, rng)
    elif roll < 0.72:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    elif roll < 0.95:
        key = rng.choice(soak_keys(app))
        post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    elif roll < 0.975:
        width, height = rng.choice(WINDOW_SIZES)
        post(pygame.VIDEORESIZE, w=width, h=height, size=(width, height))
    elif roll < 0.9875:
        post(pygame.JOYDEVICEADDED, device_index=rng.randrange(4), guid="")
    else:
        post(pygame.JOYDEVICEREMOVED, instance_id=rng.randrange(8))


def post(kind: int, **attributes: object) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(kind, attributes))


def aimed_point(app, rng: random.Random) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Mostly a piece or a button (where input matters), sometimes anywhere in the window."""
    targets = target_rects(app)
    if targets and rng.random() < 0.75:
        rect = rng.choice(targets)
        logical = (rng.randint(rect.left, max(rect.left, rect.right - 1)),
                   rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
        return app.viewport.to_window(logical)
    width, height = app.window.get_size()
    return (rng.randrange(max(1, width)), rng.randrange(max(1, height)))


def target_rects(app) -> list:  # type: ignore[no-untyped-def]
    rects = [element.rect for element in app.ui.get_root_container().elements if element.visible]
    adapter = getattr(app.top, "adapter", None)
    if adapter is not None:
        rects += [piece.rect for piece in adapter.pieces.values()]
    return rects


def drag_towards_zone(app, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """A drag from a movable piece, usually to one of its legal zones, so games move on."""
    import pygame

    adapter = getattr(app.top, "adapter", None)
    movable = adapter.movable_pieces() if adapter is not None else []
    if not movable:
        return
    piece = rng.choice(movable)
    zones = adapter.zones_for(piece)
    end_rect = rng.choice(zones).rect if zones and rng.random() < 0.8 else piece.rect.move(rng.randint(-400, 400),
                                                                                            rng.randint(-300, 300))
    start, end = app.viewport.to_window(piece.rect.center), app.viewport.to_window(end_rect.center)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)


_KEYS_CACHE: list[int] = []


def soak_keys(app) -> list[int]:  # type: ignore[no-untyped-def]
    import pygame

    if not _KEYS_CACHE:
        keys = {pygame.K_ESCAPE, pygame.K_F11, pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB, pygame.K_LEFT,
                pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_1}
        for seat_keys in app.keymaps.to_json().get("seats", []):
            keys.update(code for code in _key_codes(seat_keys))
        _KEYS_CACHE.extend(sorted(keys))
    return _KEYS_CACHE


def _key_codes(data: object) -> list[int]:
    """Every key code named anywhere in one seat's key map, whatever its shape."""
    import pygame

    found: list[int] = []
    if isinstance(data, dict):
        for value in data.values():
            found += _key_codes(value)
    elif isinstance(data, list):
        for value in data:
            found += _key_codes(value)
    elif isinstance(data, str):
        try:
            found.append(pygame.key.key_code(data))
        except ValueError:
            pass
    return found


# --- memory -----------------------------------------------------------------------------------------------

def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        resident_pages = int(statm.read().split()[1])
    return resident_pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--one":
        raise SystemExit(soak_one(sys.argv[2], float(sys.argv[3]), Path(sys.argv[4])))
    raise SystemExit(main(sys.argv[1:]))

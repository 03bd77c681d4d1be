"""`make bench`: speed and memory as ratios against baselines measured in the same run.

Nothing is asserted: these machines are noisy. Each row is a measurement of ours, the baseline it is
compared with, and the ratio (ours / baseline; for throughput, baseline / ours, so bigger is slower).
"""
from __future__ import annotations

import importlib.util
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import rules
from saves import GameRecord, SaveStore, SeatSpec
from rules.bots import make_bot
from tests.test_conformance import GUIDED

ROOT = Path(__file__).resolve().parents[2]
REPEATS = 3
FRAMES = 240
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")

BARE_WINDOW = """
import time, resource; t = time.perf_counter()
import pygame; pygame.init(); s = pygame.display.set_mode((1280, 720)); pygame.display.flip()
print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
APP_TO_MENU = """
import time, resource, sys; t = time.perf_counter(); sys.path.insert(0, {root!r})
from tabletop.app import App; from tabletop.cli import parse; from tabletop.scenes.menu import MainMenu
app = App(parse(["--frames", "1", "--save-dir", {saves!r}])); app.start(MainMenu(app)); app.tick()
print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
TABLE_FRAMES = """
import time, resource, sys; sys.path.insert(0, {root!r})
from tabletop.app import App; from tabletop.cli import parse; from tabletop.scenes.launch import first_scene, validate_plan
plan = parse(["--game", {game!r}, "--demo", "--seed", "3", "--size", "1920x1080", "--frames", "100000", "--save-dir", {saves!r}])
app = App(plan); app.start(first_scene(app, validate_plan(plan)))
for _ in range(60): app.tick()
t = time.perf_counter()
for _ in range({frames}): app.tick()
per_frame = (time.perf_counter() - t) / {frames}
cards = len(app.top.adapter.pieces) if hasattr(app.top, "adapter") else 0
print(per_frame, cards, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
FBLITS = """
import time, pygame; pygame.init(); screen = pygame.display.set_mode((1920, 1080))
card = pygame.Surface((120, 190)).convert(); card.fill((240, 230, 210))
spots = [(card, ((i * 97) % 1800, (i * 53) % 900)) for i in range({cards})]
t = time.perf_counter()
for _ in range({frames}):
    screen.fill((20, 90, 60)); screen.fblits(spots); pygame.display.flip()
print((time.perf_counter() - t) / {frames})
"""


BASELINE_COMMIT = "81d1b70"
"""The rules before they were made three times faster (issue 17): `make bench` measures both side by side."""
PLAYOUT_RATE = """
import sys; sys.path[:0] = [{rules_root!r}, {root!r}]
import rules
from tests.bench.bench import playouts_per_second
print(playouts_per_second(rules.GAMES[{game!r}]) if {game!r} in rules.GAMES else 0.0)
"""
PLAYOUT_ROUNDS = 2
"""Each game is measured this many times per tree, alternating, and the best rate kept: the machine is
shared, and a slow moment should not decide a ratio."""


def run_python(code: str) -> list[float]:
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=ENV,
                            cwd=ROOT, timeout=600, check=True).stdout.split()
    return [float(value) for value in output]


def median_of(code: str, column: int = 0) -> float:
    return statistics.median(run_python(code)[column] for _ in range(REPEATS))


def playouts_per_second(game, seconds: float = 2.0) -> float:  # type: ignore[no-untyped-def]
    """Seeded random playouts per second of CPU time (on a shared machine the wall clock also counts
    everyone else's work), bot-guided in the same share as the conformance suite (see GUIDED)."""
    chooser = random.Random(1)
    guided = GUIDED.get(game.INFO.id, 0.0)
    seats = game.INFO.min_players
    guides = [make_bot(game.INFO.id, "normal", seat) for seat in range(seats)]
    done, started, seed = 0, time.process_time(), 0
    while time.process_time() - started < seconds:
        state = game.new_game(None, seats, seed)
        while acting := game.to_act(state):
            action = None
            if guided and chooser.random() < guided:
                for seat in sorted(acting):
                    action = guides[seat].choose(game.view(state, seat), game.legal_actions(state, seat), chooser)
                    if action is not None:
                        break
            if action is None:
                if len(acting) == 1:  # the usual case, without the list built for several seats
                    (seat,) = acting
                    action = chooser.choice(game.legal_actions(state, seat))
                else:
                    action = chooser.choice([a for s in sorted(acting) for a in game.legal_actions(state, s)])
            game.apply(state, action)
        done += 1
        seed += 1
    return done / (time.process_time() - started)


def baseline_rules(folder: Path) -> str | None:
    """Unpack the rules package (and the maps it reads) of BASELINE_COMMIT into ``folder``; None when
    git or the commit is not at hand, which is printed."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", BASELINE_COMMIT, "rules",
                                  "assets/maps"], capture_output=True, timeout=60, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, capture_output=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError) as error:
        print(f"(no baseline: the rules of {BASELINE_COMMIT} could not be unpacked: {type(error).__name__}; "
              "only today's figures follow)")
        return None
    return str(folder)


def playouts_table(games: list[str] | None = None) -> None:
    """Random playouts per second of every game (or of ``games``), today's rules beside
    BASELINE_COMMIT's, each in a fresh process, rounds alternating between the two."""
    with tempfile.TemporaryDirectory(prefix="coconut-baseline-") as folder:
        baseline = baseline_rules(Path(folder))
        print(f"| game            | {BASELINE_COMMIT} playouts/s |  now playouts/s | speed-up |")
        print("|-----------------|--------------------|-----------------|----------|")
        for game_id in games or rules.GAMES:
            best = {"now": 0.0, "baseline": 0.0}
            for _ in range(PLAYOUT_ROUNDS):
                for tree, rules_root in (("baseline", baseline), ("now", str(ROOT))):
                    if rules_root is not None:
                        rate = run_python(PLAYOUT_RATE.format(rules_root=rules_root, root=str(ROOT), game=game_id))[0]
                        best[tree] = max(best[tree], rate)
            then, now = best["baseline"], best["now"]
            shown = f"{then:18.1f}" if then else "       not in it  " if baseline else "               -  "
            ratio = f"{now / then:7.2f}x" if then else "       -"
            print(f"| {game_id:15} | {shown} | {now:15.1f} | {ratio} |")


def save_load_ms(game_id: str, folder: Path) -> tuple[float, float]:
    """Ours: write a mid-game save atomically and load it back with replay. Baseline: json dump+load."""
    game = rules.GAMES[game_id]
    seats = [SeatSpec(f"P{i}", "bot", "easy") for i in range(game.INFO.min_players)]
    record = GameRecord(game_id, {}, seats, seed=5)
    state = record.new_state()
    chooser = random.Random(5)
    for _ in range(60):
        acting = game.to_act(state)
        if not acting:
            break
        action = chooser.choice([a for s in sorted(acting) for a in game.legal_actions(state, s)
                                 if a.kind not in ("claim", "tie")] or game.legal_actions(state, min(acting)))
        game.apply(state, action)
        record.actions.append(game.action_to_text(action))
    store = SaveStore(folder)
    started = time.perf_counter()
    for _ in range(20):
        store.save("bench", record, state, replace=True)
        store.load("bench")
    ours = (time.perf_counter() - started) / 20 * 1000
    data = json.dumps({"actions": record.actions, "snapshot": game.to_json(state)})
    started = time.perf_counter()
    for _ in range(20):
        json.loads(json.dumps(json.loads(data)))
    return ours, (time.perf_counter() - started) / 20 * 1000


def replay_seek(game_id: str) -> tuple[int, float, float, float, float]:
    """A whole bot game at the most seats: its length, the worst seek to any move (about 200 spread
    over the log) with the replay's snapshots against replaying the log from the start to that move,
    and the snapshots' size against the log's own (KiB of JSON)."""
    from tabletop.replay import Replay
    from tests.test_replay import bot_game

    record, _ = bot_game(game_id, seed=7)
    replay = Replay(record)
    game, moves = replay.game, len(replay)
    worst = from_start = 0.0
    for index in range(0, moves + 1, max(1, moves // 200)):
        started = time.perf_counter()
        replay.state_at(index)
        worst = max(worst, time.perf_counter() - started)
        started = time.perf_counter()
        state = record.new_state()
        for move in replay.moves[:index]:
            game.apply(state, move.action)
        from_start = max(from_start, time.perf_counter() - started)
    kept = sum(len(json.dumps(game.to_json(snapshot))) for snapshot in replay.snapshots) / 1024
    return moves, worst * 1000, from_start * 1000, kept, len(json.dumps(record.actions)) / 1024


def row(name: str, ours: float, baseline: float, unit: str, bigger_is_worse: bool = True) -> None:
    ratio = ours / baseline if bigger_is_worse else baseline / ours
    print(f"| {name:44} | {ours:12.3f} {unit:6} | {baseline:12.3f} {unit:6} | {ratio:8.2f}x |")


def main() -> None:
    saves = tempfile.mkdtemp(prefix="coconut-bench-")
    print("| measurement (ours vs baseline)               |          ours       |     baseline        |   ratio   |")
    print("|----------------------------------------------|---------------------|---------------------|-----------|")
    bare = median_of(BARE_WINDOW)
    menu = median_of(APP_TO_MENU.format(root=str(ROOT), saves=saves))
    row("start-up to first menu frame vs bare window", menu * 1000, bare * 1000, "ms")
    bare_rss = run_python(BARE_WINDOW)[1] / 1024
    for game_id in rules.GAMES:
        if importlib.util.find_spec(f"tabletop.tables.{game_id}") is None:
            print(f"| {game_id} has no table yet: frame time not measured |")
            continue
        per_frame, cards, rss = run_python(TABLE_FRAMES.format(root=str(ROOT), game=game_id, saves=saves, frames=FRAMES))
        raw = median_of(FBLITS.format(cards=int(cards) or 1, frames=FRAMES))
        row(f"{game_id} frame at 1920x1080 vs fblits of {int(cards)} cards", per_frame * 1000, raw * 1000, "ms")
        row(f"{game_id} peak memory vs bare window", rss / 1024, bare_rss, "MiB")
    for game_id in rules.GAMES:
        ours, baseline = save_load_ms(game_id, Path(saves))
        row(f"{game_id} save+load (replay) vs json round trip", ours, baseline, "ms")
    for game_id in rules.GAMES:
        moves, seek, from_start, kept, log = replay_seek(game_id)
        row(f"{game_id} seek, {moves} moves, vs from start", seek, from_start, "ms")
        row(f"{game_id} replay snapshots vs log text", kept, log, "KiB")
    print(f"(bench process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB)")
    print()
    playouts_table()


if __name__ == "__main__":
    if sys.argv[1:2] == ["playouts"]:
        playouts_table(sys.argv[2:])
    else:
        main()

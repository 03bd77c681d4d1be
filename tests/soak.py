"""`make soak`: 10,000 seeded random playouts per game through every conformance check.

Prints one line per game with the playouts, steps and violations, then the first violations found.
Exits 1 if any were found. ``python -m tests.soak 500`` runs a smaller soak, and
``python -m tests.soak 300 citroncoco koikoi`` only the games named (a variant such as
``cheeky_monkeys+zombies`` is named like a game).
"""
from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tests.conformance import play_and_check, seat_counts
from tests.test_conformance import GAMES as CONFORMANCE_GAMES
from tests.test_conformance import GUIDED, VARIANTS

GAMES = {game_id: module for game_id, module in CONFORMANCE_GAMES.items() if game_id != "tiny"}
"""Every game the conformance suite checks, the test-only tiny game aside."""
PLAYABLE = {**{game_id: (game_id, None) for game_id in GAMES}, **VARIANTS}
"""What a soak can run: each game with its default options, and the variants (label -> game, options)."""

CHUNK = 250


def soak_chunk(label: str, first_seed: int, count: int) -> tuple[int, list[str]]:
    game_id, options = PLAYABLE[label]
    game = GAMES[game_id]
    counts = seat_counts(game)
    problems: list[str] = []
    pool = None
    for seed in range(first_seed, first_seed + count):
        found, pool = play_and_check(game, seed, counts[seed % len(counts)], options=options, foreign=pool,
                                     guided=GUIDED.get(game_id, 0.0))
        problems.extend(found)
    return count, problems


def main(playouts: int, game_ids: list[str] | None = None) -> int:
    unknown = [game_id for game_id in game_ids or [] if game_id not in PLAYABLE]
    if unknown:
        print(f"unknown game {unknown[0]!r}; the games are {', '.join(PLAYABLE)}")
        return 2
    total_problems = 0
    with ProcessPoolExecutor(max_workers=2) as workers:
        for game_id in game_ids or list(PLAYABLE):
            started = time.perf_counter()
            jobs = [workers.submit(soak_chunk, game_id, first, min(CHUNK, playouts - first))
                    for first in range(0, playouts, CHUNK)]
            done, problems = 0, []
            for job in jobs:
                count, found = job.result()
                done += count
                problems.extend(found)
            seconds = time.perf_counter() - started
            print(f"{game_id:24} playouts={done:6}  violations={len(problems):4}  ({seconds:.0f} s)", flush=True)
            for line in problems[:10]:
                print(f"    {line}")
            total_problems += len(problems)
    print(f"total violations: {total_problems}")
    return 1 if total_problems else 0


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000, sys.argv[2:]))

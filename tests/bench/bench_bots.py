"""`make bench-bots`: how strong each bot level is, and how long a hard decision takes.

For each game with bots: normal vs easy and hard vs normal over seeded games, seats rotated so nobody
always starts. Koi-Koi is counted by months (rounds), as a month is what a decision wins or loses.
Cheeky Monkeys, for 2 to 6 trainers, is measured level against the level below (normal vs easy, hard
vs normal) at every table size: one bot of the stronger level against the others; and again with the
Zombie Invasion on ("cheeky+zombies", 3 to 6 trainers). Kokonotsu is measured the same way, 2 to 4 players.
Budgets are iterations, so the same seeds give the same results on any machine; times are printed.
A decision's time is the CPU time of the process deciding (each game runs in one single-threaded worker):
on a shared machine the wall clock also counts everyone else's work, on an idle one the two agree.
Coconut Pirate's shouts are raced with the table's reaction times per level (the same judge rules).
CitronCoco is a game of two teams: the measured level plays both seats of one team.

"Beats", at more than two seats, is counted pair by pair: over every game and every opponent of the
other level, the share in which the measured bot finished ahead of that opponent (a tie counts half).
Finishing ahead means winning, or else more points (Kokonotsu), or else lasting longer before a blast
(Cheeky Monkeys). At two seats it is the win rate with draws counted half.

python -m tests.bench.bench_bots [ROUNDS] [GAME ...]
"""
from __future__ import annotations

import importlib
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from types import ModuleType
from typing import Any

import rules
from rules.bots import bot_rng, make_bot
from rules.core import Action, Outcome
from tabletop.input.race import TIE_WINDOW_MS, bot_reaction_ms

ROUNDS = 500
WORKERS = 2
"""Games played at once: one per core of the 2-core development machine."""
KOIKOI_MONTHS = 3


BY_PLAYERS = {"kokonotsu": (("normal", "easy"), ("hard", "normal")),
              "cheeky_monkeys": (("normal", "easy"), ("hard", "normal")),
              "cheeky+zombies": (("normal", "easy"), ("hard", "normal"))}
"""Games measured at every table size, with these matches."""
VARIANTS = {"cheeky+zombies": ("cheeky_monkeys", {"zombies": True}, 3)}
"""Games measured again with options on: the name in the table, then the game, its options and the
fewest seats the options are offered for."""
HEAD_TO_HEAD = (("normal", "easy"), ("hard", "normal"))
"""The matches of two-seat games: each level against the level below (goals: normal wins 75 %, hard
65 %, and a hard decision takes at most 1 s at the 95th percentile)."""
TEAM_GAMES = {"citroncoco"}
"""Games of partners: the measured level takes the measured seat's partner too."""
MAX_STEPS = 5_000
"""A game still going after this many moves is counted as lost for the measured seat, and reported."""


def _game(game_id: str) -> ModuleType:
    """A game of the menu, or one named on the command line before its table (and menu entry) exists."""
    game_id = VARIANTS[game_id][0] if game_id in VARIANTS else game_id
    return rules.GAMES.get(game_id) or importlib.import_module(f"rules.{game_id}")


def play_one(game_id: str, levels: tuple[str, str], seed: int, seats: int = 0) -> dict[str, Any]:
    """One seeded game with ``levels[0]`` at seat ``seed % seats``; returns wins and decision times."""
    game = _game(game_id)
    seats = seats or game.INFO.min_players
    first = seed % seats
    team = {first, game.partner_of(first)} if game_id in TEAM_GAMES else {first}
    level_of = {seat: (levels[0] if seat in team else levels[1]) for seat in range(seats)}
    bots = {seat: make_bot(game.INFO.id, level_of[seat], seat) for seat in range(seats)}
    options = {"months": KOIKOI_MONTHS} if game_id == "koikoi" else None
    if game_id in VARIANTS:
        options = VARIANTS[game_id][1]
    state = game.new_game(options, seats, seed)
    times: list[float] = []
    fell: dict[int, int] = {}
    step = 0
    while acting := game.to_act(state):
        wanted: dict[int, Any] = {}
        for seat in sorted(acting):
            legal = game.legal_actions(state, seat)
            if not legal:
                continue
            started = time.process_time()
            action = bots[seat].choose(game.view(state, seat), legal, bot_rng(seed, seat, step))
            if level_of[seat] == levels[0]:
                times.append(time.process_time() - started)
            if action is not None:
                wanted[seat] = action
        if not wanted:
            raise RuntimeError(f"{game_id}: no bot acted at step {step}")
        game.apply(state, _first_to_act(wanted, level_of, random.Random(f"{seed}/{step}")))
        step += 1
        for seat, status in enumerate(state.get("status", ())):
            if status != "live":
                fell.setdefault(seat, step)
        if step >= MAX_STEPS:
            return {"won": 0, "lost": 1, "rounds": 1, "times": times, "endless": 1, "ahead": 0.0,
                    "opponents": seats - len(team)}
    result = game.outcome(state)
    if game_id == "koikoi":
        history = game.view(state, None)["history"]
        won = sum(1 for record in history if record["winner"] == first)
        lost = sum(1 for record in history if record["winner"] not in (first, None))
        return {"won": won, "lost": lost, "rounds": len(history), "times": times}
    won = 1 if result.winners == frozenset(team) else 0
    lost = 1 if first not in result.winners else 0
    return {"won": won, "lost": lost, "rounds": 1, "times": times, "ahead": _ahead(result, fell, first, team),
            "opponents": seats - len(team)}


def _ahead(result: Outcome, fell: dict[int, int], first: int, team: set[int]) -> float:
    """How many opponents ``first`` finished ahead of (a tie counts half): by winning, else by points,
    else by the move at which a blast put them out of the running (later is better)."""
    def placing(seat: int) -> tuple[bool, int, float]:
        return seat in result.winners, result.scores[seat], fell.get(seat, math.inf)

    mine = placing(first)
    others = [placing(seat) for seat in range(len(result.scores)) if seat not in team]
    return sum(1.0 if mine > other else 0.5 if mine == other else 0.0 for other in others)


def _first_to_act(wanted: dict[int, Any], level_of: dict[int, str], rng: random.Random) -> Any:
    """Claims are races: the quickest reaction (by level, as at the table) wins, and claims closer
    than the tie window are a tie. Any other move goes to the lowest seat that wants one."""
    claims = {seat: bot_reaction_ms(level_of[seat], rng) for seat, action in wanted.items() if action.kind == "claim"}
    if not claims:
        return wanted[min(wanted)]
    first = min(claims.values())
    tied = sorted(seat for seat, at in claims.items() if at - first < TIE_WINDOW_MS)
    if len(tied) > 1:
        return Action(tied[0], "tie", tuple(tied))
    return wanted[tied[0]]


def measure(game_id: str, levels: tuple[str, str], rounds: int) -> None:
    games = rounds // KOIKOI_MONTHS if game_id == "koikoi" else rounds
    started = time.perf_counter()
    total, times = _play_many(game_id, levels, games)
    won, played = total["won"], total["rounds"]
    print(f"| {game_id:14} | {levels[0]:>6} vs {levels[1]:<6} | {played:6} | {won / played:6.1%} | "
          f"{total['lost'] / played:6.1%} | {_p95(times) * 1000:8.1f} ms | {max(times, default=0) * 1000:8.1f} ms | "
          f"{time.perf_counter() - started:6.0f} s |", flush=True)


def measure_by_players(game_id: str, levels: tuple[str, str], rounds: int) -> None:
    """One ``levels[0]`` bot against ``levels[1]`` bots at every table size; its fair share is 1/players."""
    info = _game(game_id).INFO
    fewest = VARIANTS[game_id][2] if game_id in VARIANTS else info.min_players
    for seats in range(fewest, info.max_players + 1):
        started = time.perf_counter()
        total, times = _play_many(game_id, levels, rounds, seats)
        print(f"| {game_id:14} | {levels[0]:>6} vs {levels[1]:<6} | {seats:7} | {rounds:6} | "
              f"{total['ahead'] / total['opponents']:6.1%} | {total['won'] / rounds:6.1%} | {1 / seats:6.1%} | "
              f"{int(total['endless']):7} | {_p95(times) * 1000:8.1f} ms | {max(times, default=0) * 1000:8.1f} ms | "
              f"{time.perf_counter() - started:6.0f} s |", flush=True)


def _play_many(game_id: str, levels: tuple[str, str], games: int, seats: int = 0) -> tuple[dict[str, float],
                                                                                            list[float]]:
    """Seeds 0 to ``games`` - 1 played on WORKERS processes: each count of :func:`play_one` summed, and
    every decision time of the measured level."""
    total: dict[str, float] = {"won": 0, "lost": 0, "rounds": 0, "endless": 0, "ahead": 0.0, "opponents": 0}
    times: list[float] = []
    with ProcessPoolExecutor(max_workers=WORKERS) as workers:
        for result in workers.map(play_one, [game_id] * games, [levels] * games, range(games), [seats] * games,
                                  chunksize=4):
            times += result.pop("times")
            for key, count in result.items():
                total[key] += count
    return total, times


def _p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1] if len(times) >= 20 else max(times, default=0)


def main(rounds: int, games: list[str]) -> None:
    chosen = games or [*rules.GAMES, *VARIANTS]
    head_to_head = [game_id for game_id in chosen if game_id not in BY_PLAYERS]
    by_players = [game_id for game_id in chosen if game_id in BY_PLAYERS]
    if head_to_head:
        print("| game           | match            | rounds |   won  |  lost  | p95 decision | max decision | wall  |")
        print("|----------------|------------------|--------|--------|--------|--------------|--------------|-------|")
    for game_id in head_to_head:
        for levels in HEAD_TO_HEAD:
            measure(game_id, levels, rounds)
    if by_players:
        print()
        print("| game           | match            | players | games  | beats  |   won  |  fair  | endless |"
              " p95 decision | max decision | wall  |")
        print("|----------------|------------------|---------|--------|--------|--------|--------|---------|"
              "--------------|--------------|-------|")
    for game_id in by_players:
        for levels in BY_PLAYERS[game_id]:
            measure_by_players(game_id, levels, rounds)


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else ROUNDS
    main(count, [name for name in sys.argv[1:] if not name.isdigit()])

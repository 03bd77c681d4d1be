"""The bot worker: decisions made in another process are the decisions the bot makes here, and a
worker that cannot start or dies costs a slower frame, never a move."""
from __future__ import annotations

import copy
import os
import queue
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import rules
import rules.bots
from rules.bots import BotJob, decide, make_bot
from rules.core import Action
from tabletop import bot_worker
from tabletop.bot_worker import BotWorker

WAIT_S = 60
"""A spawned worker imports the rules first: generous on a busy 2-core machine."""


def _jobs(game_id: str, level: str, count: int) -> list[BotJob]:
    """Seeded decisions along a game the bots of ``level`` play against each other."""
    game = rules.GAMES[game_id]
    state = game.new_game(None, game.INFO.min_players, 3)
    jobs, chooser = [], random.Random(3)
    while (acting := game.to_act(state)) and len(jobs) < count:
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        jobs.append(BotJob(game_id, level, seat, game.view(state, seat), legal, random.Random(len(jobs))))
        game.apply(state, chooser.choice(legal))
    return jobs


def _here(jobs: list[BotJob]) -> list[Action | None]:
    """The decisions made in this process, on copies: a job's generator is used up by its decision."""
    return [decide(copy.deepcopy(job)) for job in jobs]


def _answers(worker: BotWorker, jobs: list[BotJob]) -> list[Action | None]:
    answers: queue.Queue[tuple[int, Action | None]] = queue.Queue()
    for number, job in enumerate(jobs):
        worker.submit(job, lambda action, number=number: answers.put((number, action)))
    got = dict(answers.get(timeout=WAIT_S) for _ in jobs)
    return [got[number] for number in range(len(jobs))]


def test_a_decision_in_the_worker_process_is_the_bots_own() -> None:
    jobs = _jobs("kokonotsu", "normal", 6) + _jobs("koikoi", "normal", 6)
    here = [make_bot(job.game, job.level, job.seat).choose(job.view, job.legal, random.Random(number % 6))
            for number, job in enumerate(jobs)]
    worker = BotWorker()
    try:
        assert _answers(worker, jobs) == here
        assert worker.in_process and worker.fallback_reason is None
    finally:
        worker.close()


def test_decide_makes_each_seats_bot_once() -> None:
    first, second = _jobs("koikoi", "normal", 2)
    decide(first)
    made = rules.bots._made[("koikoi", "normal", first.seat)]
    decide(first)
    decide(second)
    assert rules.bots._made[("koikoi", "normal", first.seat)] is made


def test_without_processes_the_bots_think_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_processes(method: str) -> None:
        raise OSError("no semaphores here")

    monkeypatch.setattr(bot_worker.multiprocessing, "get_context", no_processes)
    worker = BotWorker()
    jobs = _jobs("kokonotsu", "easy", 3)
    expected = _here(jobs)
    try:
        assert _answers(worker, jobs) == expected
        assert not worker.in_process and "no semaphores here" in (worker.fallback_reason or "")
    finally:
        worker.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL to kill the worker")
def test_a_worker_process_that_dies_is_replaced_by_a_thread() -> None:
    worker = BotWorker()
    jobs = _jobs("kokonotsu", "normal", 2)
    expected = _here(jobs)
    try:
        assert _answers(worker, [copy.deepcopy(jobs[0])]) == expected[:1]
        for pid in list(worker._executor._processes):  # type: ignore[union-attr]
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + WAIT_S
        while worker.in_process and time.monotonic() < deadline:
            try:
                assert _answers(worker, [copy.deepcopy(jobs[1])]) == expected[1:]
            except queue.Empty:
                pytest.fail("no answer after the worker died")
            time.sleep(0.05)
        assert not worker.in_process and "BrokenProcessPool" in (worker.fallback_reason or "")
        assert _answers(worker, jobs) == expected
    finally:
        worker.close()


HARD_END = """
import os, sys
sys.path.insert(0, {root!r})
from tabletop.bot_worker import BotWorker

if __name__ == "__main__":
    worker = BotWorker()
    with open({pid_file!r}, "w") as pid_file:
        pid_file.write(str(worker._ensure().submit(os.getpid).result()))
    os._exit(0)  # no shutdown of the pool, as when the table is killed
"""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads whether a process runs from /proc")
def test_the_worker_process_ends_with_a_table_that_is_killed(tmp_path: Path) -> None:
    """A killed table never shuts its pool down: its worker must notice and end, not idle for ever."""
    script, pid_file = tmp_path / "table.py", tmp_path / "worker.pid"
    script.write_text(HARD_END.format(root=str(Path(__file__).resolve().parents[1]), pid_file=str(pid_file)))
    subprocess.run([sys.executable, str(script)], timeout=60, check=True, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    worker_pid = int(pid_file.read_text())
    deadline = time.monotonic() + WAIT_S
    while _running(worker_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    running = _running(worker_pid)
    if running:
        os.kill(worker_pid, signal.SIGKILL)
    assert not running, "the worker process outlived its table"


def _running(pid: int) -> bool:
    """Whether ``pid`` still runs (a finished process nobody has reaped yet does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False

"""Where the bots think while the table keeps drawing: a worker process, or a thread if processes fail.

A hard bot's search is pure Python for up to a second. In a thread of the table's process it holds the
interpreter lock, and the frame rate halves while it thinks (measured: 56 fps became 30 with one busy
thread). So decisions go as plain data (:class:`rules.bots.BotJob`) to one long-lived worker process,
started with "spawn" on every system (a fork of a process running SDL is not safe). Where a process
cannot be started or dies (a locked-down sandbox, a frozen bundle without multiprocessing), the worker
says why once and thinks in a thread, as before: slower frames, never a lost move. The worker process
ends with the table's, however that one ends.
"""
from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import CancelledError, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Callable

from rules.bots import BotJob, decide
from rules.core import Action

log = logging.getLogger(__name__)

Answer = Callable[[Action | None], None]
"""Called with the bot's decision, on a worker's thread: it must only post to the bus."""


class BotWorker:
    """One process for all of a table's bots, started at the first decision (or by :meth:`warm_up`)."""

    def __init__(self, use_process: bool = True) -> None:
        self.use_process = use_process
        self.fallback_reason: str | None = None
        """Why the bots think in a thread instead of a process, once that has happened."""
        self._executor: Executor | None = None
        self._lock = threading.Lock()
        """Answers arrive on the executor's thread, which may fall back while the table submits."""

    def warm_up(self) -> None:
        """Start the process now (it starts on its first job), so the first bot move does not wait."""
        try:
            self._ensure().submit(int)
        except (BrokenProcessPool, OSError, RuntimeError) as error:
            self._fall_back(error)

    def submit(self, job: BotJob, answer: Answer) -> None:
        executor = self._ensure()
        try:
            future = executor.submit(decide, job)
        except (BrokenProcessPool, OSError, RuntimeError) as error:
            self._fall_back(error)
            future = self._ensure().submit(decide, job)
        future.add_done_callback(lambda done: self._deliver(done, job, answer))

    def close(self) -> None:
        with self._lock:
            if self._executor is not None:
                self._executor.shutdown(wait=False, cancel_futures=True)
                self._executor = None

    @property
    def in_process(self) -> bool:
        return isinstance(self._executor, ProcessPoolExecutor)

    def _ensure(self) -> Executor:
        with self._lock:
            return self._executor or self._start()

    def _start(self) -> Executor:
        if self._executor is None:
            if self.use_process and self.fallback_reason is None:
                try:
                    self._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                         initializer=_end_with_the_table)
                except (OSError, ValueError, NotImplementedError) as error:
                    self._drop_process(error)
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._executor

    def _deliver(self, done: Future[Action | None], job: BotJob, answer: Answer) -> None:
        """Hand the answer on; a worker process that died mid-decision is replaced by a thread that
        makes the same (seeded) decision again."""
        try:
            action = done.result()
        except CancelledError:
            return  # the table closed
        except BrokenProcessPool as error:
            self._fall_back(error)
            self.submit(job, answer)
            return
        except Exception:  # noqa: BLE001 -- a bot's own bug: said in the log, and the table asks again
            log.exception("The %s bot of seat %d failed to decide", job.level, job.seat)
            action = None
        answer(action)

    def _fall_back(self, error: BaseException) -> None:
        with self._lock:
            self._drop_process(error)

    def _drop_process(self, error: BaseException) -> None:
        if self.fallback_reason is None:
            self.fallback_reason = f"{type(error).__name__}: {error}"
            log.warning("Bots will think in a thread (slower frames while they do): no worker process (%s)",
                        self.fallback_reason)
        if isinstance(self._executor, ProcessPoolExecutor):
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _end_with_the_table() -> None:
    """In the worker process: end it as soon as the table's process has ended. A table that is killed
    (or crashes in C) never shuts its pool down, and the worker would otherwise wait for jobs for ever."""
    table = multiprocessing.parent_process()
    if table is not None:
        threading.Thread(target=_exit_after, args=(table.sentinel,), name="table-watch", daemon=True).start()


def _exit_after(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)

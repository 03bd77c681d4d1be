"""What the app opens with: the menu, a new game from the command line, or a saved game."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from saves import GameRecord, SaveError, SaveStore
from tabletop.cli import LaunchPlan
from tabletop.scenes.base import Scene
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App


@dataclass(frozen=True)
class Prepared:
    """A plan checked before any window opens, so a bad save is reported on the console."""

    record: GameRecord | None = None
    resume_path: object = None
    replay_path: object = None
    ask_to_continue: bool = False
    """--continue found no autosave it can open in silence (the newest is damaged, or there is none
    to open): the menu opens and its Continue speaks, in the same words as from its button."""


def validate_plan(plan: LaunchPlan) -> Prepared:
    store = SaveStore(plan.save_dir)
    if plan.replay:
        store.load(plan.replay)
        return Prepared(replay_path=plan.replay)
    if plan.load:
        store.load(plan.load)
        return Prepared(resume_path=plan.load)
    if plan.resume_last:
        newest, passed_over = store.continue_choice()
        if newest is None or passed_over:
            return Prepared(ask_to_continue=True)
        return Prepared(resume_path=newest.path)
    if plan.game:
        seed = plan.seed if plan.seed is not None else random.SystemRandom().randrange(1, 10**6)
        record = GameRecord(plan.game, dict(plan.options), list(plan.seats or []), seed)
        try:
            record.new_state()
        except Exception as problem:  # a RuleError about options: same exit path as a bad save
            raise SaveError(f"cannot start {plan.game}: {problem}") from None
        return Prepared(record=record)
    return Prepared()


def first_scene(app: "App", prepared: Prepared) -> Scene:
    from tabletop.scenes.menu import MainMenu
    from tabletop.scenes.table import TableScene

    if prepared.replay_path is not None:
        from tabletop.scenes.replay import open_replay
        record, _ = app.store.load(prepared.replay_path)
        return open_replay(app, record)
    if prepared.resume_path is not None:
        return TableScene(app, Session.resume(app.store, prepared.resume_path))
    if prepared.record is not None:
        return TableScene(app, Session(prepared.record, store=app.store, autosave=not app.plan.demo))
    return MainMenu(app, continue_at_once=prepared.ask_to_continue)

"""Checks every game module must pass, shared by ``tests/test_conformance.py`` and ``make soak``.

One playout starts from a seed and picks uniformly among every legal action of every seat in
``to_act`` until there is an outcome. At every step it checks the protocol's promises and collects
violations as readable strings instead of stopping at the first one, so a soak can count them.
"""
from __future__ import annotations

import json
import random
from types import ModuleType
from typing import Any

from rules.bots import make_bot
from rules.core import Action, IllegalAction

MAX_STEPS = 20_000
FOREIGN_POOL = 64
REFUSALS_PER_STEP = 12
"""Foreign actions tried at each step, sampled from the pool: enough over a playout, cheap per step."""


def play_and_check(game: ModuleType, seed: int, seats: int, options: dict[str, Any] | None = None,
                   foreign: list[Action] | None = None,
                   guided: float = 0.0) -> tuple[list[str], list[Action]]:
    """One seeded random playout; returns (violations, a sample of actions seen, for other playouts).

    ``guided`` is the share of steps where an acting seat's "normal" bot picks the move instead of
    the uniform choice: games where aimless play never ends (wrong shouts send pirates back) still
    reach their end, and every step is checked the same way.
    """
    chooser = random.Random(seed)
    guides = {s: make_bot(game.INFO.id, "normal", s) for s in range(seats)} if guided else {}
    state = game.new_game(options, seats, seed)
    replayed = game.from_json(json.loads(json.dumps(game.to_json(state))))
    seen: list[Action] = list(foreign or [])
    problems: list[str] = []
    log: list[str] = []

    def fail(message: str) -> None:
        problems.append(f"{game.INFO.id} seed={seed} seats={seats} step={len(log)}: {message}")

    for _ in range(MAX_STEPS):
        acting = game.to_act(state)
        result = game.outcome(state)
        if not acting:
            if result is None:
                fail("nobody may act but there is no outcome")
            break
        if result is not None:
            fail(f"outcome {result} while seats {sorted(acting)} may still act")
        moves: list[Action] = []
        for seat in sorted(acting):
            legal = game.legal_actions(state, seat)
            if not legal:
                fail(f"seat {seat} is to act but has no legal action")
            if legal != game.legal_actions(state, seat):
                fail(f"legal_actions for seat {seat} is not stable")
            moves.extend(legal)
            for action in legal:
                if action.seat != seat:
                    fail(f"{action} is listed for seat {seat}")
                text = game.action_to_text(action)
                if game.action_from_text(state, text) != action:
                    fail(f"text form {text!r} does not read back as {action!r}")
        for seat in range(seats):
            if seat not in acting and game.legal_actions(state, seat):
                fail(f"seat {seat} is not to act but has legal actions")
        _check_secrets(game, state, seats, fail)
        _check_refusals(game, state, chooser.sample(seen, min(len(seen), REFUSALS_PER_STEP)), acting, fail)
        _check_copies(game, state, fail)
        if not moves:
            break
        action = chooser.choice(moves)
        if guides and chooser.random() < guided:
            for seat in chooser.sample(sorted(acting), len(acting)):
                wanted = guides[seat].choose(game.view(state, seat), game.legal_actions(state, seat), chooser)
                if wanted is not None:
                    action = wanted
                    break
        if len(seen) < FOREIGN_POOL * 4:
            seen.append(action)
        elif chooser.random() < 0.05:
            seen[chooser.randrange(len(seen))] = action
        try:
            game.apply(state, action)
        except IllegalAction as refusal:
            fail(f"legal action {action} was refused: {refusal}")
            break
        text = game.action_to_text(action)
        log.append(text)
        game.apply(replayed, game.action_from_text(replayed, text))
        if replayed != state:
            fail(f"replaying the log from the seed diverges after {text!r}")
            break
    else:
        fail(f"no outcome after {MAX_STEPS} steps")
    final = game.new_game(options, seats, seed)
    for text in log:
        game.apply(final, game.action_from_text(final, text))
    if game.to_json(final) != game.to_json(state):
        fail("a full replay of the log from the seed gives a different state")
    return problems, seen


def _check_secrets(game: ModuleType, state: Any, seats: int, fail: Any) -> None:
    """A hidden token may not appear as any whole string (value or key) in the view's JSON."""
    for seat in [*range(seats), None]:
        hidden = game.secrets_hidden_from(state, seat)
        shown = game.view(state, seat)
        try:
            json.dumps(shown)
        except (TypeError, ValueError) as error:
            fail(f"view for seat {seat} is not JSON: {error}")
            continue
        leaked = hidden & strings_in(shown)
        if leaked:
            fail(f"view for seat {seat} shows hidden {sorted(leaked)[:5]}")


def strings_in(data: Any) -> set[str]:
    """Every string in plain JSON data, dict keys included: one pass, instead of one search per token."""
    found: set[str] = set()
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(item)
            pending.extend(item.values())
        elif isinstance(item, (list, tuple)):
            pending.extend(item)
    return found


def _check_refusals(game: ModuleType, state: Any, pool: list[Action], acting: frozenset[int],
                    fail: Any) -> None:
    """Actions taken from other states and other seats must be refused without a trace."""
    before = game.clone(state)
    candidates = pool + [Action(seat, "no-such-move") for seat in acting]
    for action in candidates:
        legal_now = action.seat in acting and action in game.legal_actions(state, action.seat)
        if legal_now:
            continue
        try:
            game.apply(state, action)
        except IllegalAction as refusal:
            if not str(refusal).strip():
                fail(f"{action} was refused without a reason")
        except Exception as crash:  # noqa: BLE001 - a crash is exactly what this check reports
            fail(f"{action} raised {type(crash).__name__}: {crash} instead of IllegalAction")
            return
        else:
            fail(f"illegal {action} was accepted")
            return
        if state != before:
            fail(f"refusing {action} changed the state")
            return


def _check_copies(game: ModuleType, state: Any, fail: Any) -> None:
    data = game.to_json(state)
    text = json.dumps(data, sort_keys=True)
    restored = game.from_json(json.loads(text))
    if json.dumps(game.to_json(restored), sort_keys=True) != text or restored != state:
        fail("JSON round trip gives a different state")
    copy = game.clone(state)
    if copy != state:
        fail("clone differs from the original")
    acting = game.to_act(copy)
    for seat in sorted(acting):
        legal = game.legal_actions(copy, seat)
        if legal:
            game.apply(copy, legal[0])
            if json.dumps(game.to_json(state), sort_keys=True) != text:
                fail("playing on a clone changed the original")
            break


def seat_counts(game: ModuleType) -> list[int]:
    return list(range(game.INFO.min_players, game.INFO.max_players + 1))

"""Information-set Monte Carlo tree search, written once for any turn-based game (CitronCoco's "hard").

The only per-game pieces are the game's ``sample_state(view, seat, rng)``
(a full state that agrees with what the view shows and deals the rest at random), a quick rollout
policy, where a playout may stop early, and what the result is worth to each seat.

This is single-observer ISMCTS: every iteration samples a fresh state from the bot's view, walks one
shared tree from the bot's point of view (a node's children are moves, each move's statistics belong
to the seat that made it), grows the tree by one move and plays the rest out with the rollout policy.
A move that exists only in some samples (the opponent may or may not hold that card) is judged by
UCB over the iterations in which it was available, not over all visits. Only the bot's own seat is
decided by the search: the tree also records the other seats' moves, but the bot's answer is the root
move most visited. When several seats may act at once, the bot's seat acts first in the tree, so no
node of the bot's ever follows a hidden choice another seat made at the same moment.

The budget is a number of iterations and every random choice comes from the ``rng`` the caller hands
in, so a seeded bot decides the same on any machine. It runs in the table's bot worker process.
"""
from __future__ import annotations

import math
import random
from typing import Any, Callable, Protocol

from rules.core import Action, State

RolloutPolicy = Callable[[State, list[Action], random.Random], Action]
"""A quick move for whichever seat acts in a playout (the state is a sample: it may read all of it)."""
Rewards = Callable[[dict[str, Any], State], list[float]]
"""What a finished playout is worth to each seat, in [0, 1] (given the view the search began from)."""
Stop = Callable[[dict[str, Any], State], bool]
"""True where a playout may stop and be scored, e.g. the end of the game, or of the view's month."""


class SearchRules(Protocol):
    """What the search needs of a game: its rules module has these, and a game may hand in a variant
    (Koi-Koi's ends each sample with the view's month)."""

    def sample_state(self, view: dict[str, Any], seat: int, rng: random.Random) -> State: ...
    def to_act(self, state: State) -> frozenset[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def apply(self, state: State, action: Action) -> Any: ...


EXPLORATION = 0.7
"""UCB's exploration constant for rewards in [0, 1]: lower than the textbook sqrt(2), as playouts by a
sensible policy are informative and the budgets are small."""


class _Node:
    """A move in the tree: who made it, and its reward total, visits and availability."""

    __slots__ = ("seat", "children", "visits", "total", "available")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class SearchBot:
    """ISMCTS over samples of the hidden state; decides for ``seat`` only."""

    def __init__(self, game: SearchRules, seat: int, iterations: int, rollout: RolloutPolicy, rewards: Rewards,
                 stop: Stop) -> None:
        self.game = game
        self.seat = seat
        self.iterations = iterations
        self.rollout = rollout
        self.rewards = rewards
        self.stop = stop

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        root = _Node(self.seat)
        for _ in range(self.iterations):
            self._iterate(root, view, rng)
        return max(legal, key=lambda action: _rank(root.children.get(action)))

    def _iterate(self, root: _Node, view: dict[str, Any], rng: random.Random) -> None:
        """One sample, one walk down the tree, one new node, one playout, one update."""
        game = self.game
        state = game.sample_state(view, self.seat, rng)
        node: _Node | None = root
        path: list[_Node] = []
        while not self.stop(view, state):
            turn = self._next_move(state)
            if turn is None:
                break
            seat, legal = turn
            if node is None:
                action = self.rollout(state, legal, rng)
            else:
                action, child, grown = _select(node, seat, legal, rng)
                path.append(child)
                node = None if grown else child
            game.apply(state, action)
        rewards = self.rewards(view, state)
        for visited in path:
            visited.visits += 1
            visited.total += rewards[visited.seat]

    def _next_move(self, state: State) -> tuple[int, list[Action]] | None:
        """The seat that moves next in a playout and its legal moves: this bot's seat first when it is
        among the seats that may act, then the lowest seat that has a move."""
        acting = self.game.to_act(state)
        if not acting:
            return None
        for seat in sorted(acting, key=lambda s: (s != self.seat, s)):
            legal = self.game.legal_actions(state, seat)
            if legal:
                return seat, legal
        return None


def _select(node: _Node, seat: int, legal: list[Action], rng: random.Random) -> tuple[Action, _Node, bool]:
    """The move to follow from ``node``: an untried one at random (then the tree grows by it: True),
    else the best by UCB over the iterations in which each move was available."""
    children = node.children
    untried = []
    for action in legal:
        child = children.get(action)
        if child is None:
            untried.append(action)
        else:
            child.available += 1
    if untried:
        action = rng.choice(untried)
        child = children[action] = _Node(seat)
        child.available = 1
        return action, child, True
    best_score, best = -1.0, legal[0]
    for action in legal:
        child = children[action]
        score = child.total / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
        if score > best_score:
            best_score, best = score, action
    return best, children[best], False


def _rank(child: _Node | None) -> tuple[int, float]:
    """Most visits wins; equal visits go to the better mean."""
    if child is None or not child.visits:
        return (0, 0.0)
    return (child.visits, child.total / child.visits)

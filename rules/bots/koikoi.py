"""Koi-Koi bots: a careless "easy", a greedy "normal" and a look-ahead "hard" player, all reading only their view.

Easy plays at random with a little sense: now and then it takes a card it could take (sometimes the
best kind on offer), and it never passes up a big Game; otherwise it calls Game or Koi-Koi at random.
Normal wins 77 % of months against it (±2.2, 1500 months; 84 % against a uniform random player, and
60 % against an easy that took a card four times in five and called Game seven times in ten).

Normal weighs each move by the cards it takes: a card is worth its kind, plus a share of every yaku
it brings closer (and of the opponent's yaku it keeps from them), plus a bonus for points made at
once. With nothing to take it lays the card least useful to the opponent. It calls Koi-Koi only when
it is one card from another yaku (two when each call adds a point), has cards to spare, the opponent
is far from any yaku and the Game it passes up is small (and not doubled by the opponent's Koi-Koi);
under stake scoring it always takes a Game that empties the opponent's count.

Hard is normal looked one move ahead (:class:`HardBot`): it deals the cards it cannot see at random
(:func:`rules.koikoi.sample_state`), tries every legal move on the same deals, plays each month out as
normal would on both sides, Koi-Koi calls included, and keeps the move that wins most. A month won is
what counts (its points add a little), so hard calls Koi-Koi only when the month looks safe. Its budget
is a number of playouts, so a seeded bot decides the same on any machine; the fewer cards left in hand,
the shorter a playout, so the last cards of a month, where it is decided, get more of them.

Against normal, hard wins 67.1 % of the 498 months of `make bench-bots` it was measured on (±4.2), at
0.8 s a decision at the 95th percentile. What was screened on the way, with figures (the tree search,
budgets, rewards): ``rules/bots/screening.md``.
"""
from __future__ import annotations

import math
import random
from typing import Any

from rules import koikoi as game
from rules.core import Action, State

KIND_WORTH = {"bright": 12, "animal": 4, "ribbon": 4, "chaff": 1}
"""What a card is worth by its kind alone, before the yaku it helps."""
PROGRESS_SHARE = 1.0
"""How much of a yaku's points a card earns for bringing it one card closer (scaled by how close)."""
DENIAL_SHARE = 0.6
"""The same for a card taken away from a yaku the opponent has started."""
POINTS_NOW = 6
"""Worth of each yaku point a move makes at once."""
KOIKOI_MIN_CARDS = 3
"""Normal calls Koi-Koi only with at least this many cards left in hand."""
KOIKOI_SAFE_DISTANCE = 2
"""...and only if the opponent needs at least this many more cards for any yaku."""
KOIKOI_BANK_AT = 7
"""...and only while Game would score less than this."""
EASY_TAKES = 0.25
"""How often easy takes a card when it can (else it plays any card)..."""
EASY_PICKS_BEST = 0.5
"""...and, when it takes, how often it takes the best kind on offer rather than any."""
EASY_BANKS_AT = 7
"""Easy calls Game on a Game worth at least this (doubled, under the standard rules); below it, it calls
Game or Koi-Koi at random."""
HARD_ITERATIONS = 3600
"""Hard's budget per decision with a full hand: playouts (one legal move on one sampled deal each). Sized
for the 2-core development machine, shared with two to eight busy processes: 0.80 s of CPU at the 95th
percentile over 498 months (1.08 s at most; 2800 playouts, all decisions alike: 0.59 s over 120 months,
and 0.73 s before normal weighed moves on card masks)."""
LATE_PLAYOUTS_CAP = 4
"""At most this many times HARD_ITERATIONS for a decision with few cards in hand (see HardBot.budget)."""
WIN_WORTH = 0.9
"""Hard's reward for a month won (a month lost: one minus it; no winner: 0.5): mostly the month itself,
which is what a decision wins or loses (0.75 before: a big Game was worth more risk)..."""
POINTS_WORTH = 0.1
"""...plus this share for the points it brings, counted up to POINTS_CAP."""
POINTS_CAP = 10
_KIND_WORTH_OF = {card: KIND_WORTH[game.KIND_OF[card]] for card in game.DECK}
"""Each card's kind worth, looked up by name: normal weighs every move of every playout."""
_CARD_GOALS = {switches: {card: [(game.YAKU_POINTS[name], game.mask_of(pool), len(pool), need)
                                  for name, pool, need in goals if card in pool] for card in game.DECK}
               for switches, goals in game.YAKU_GOALS.items()}
"""Per yaku goals (keyed as ``YAKU_GOALS``) and card: (points, mask of cards, number of cards, needed) of
each yaku the card belongs to. The chart's points are weights here: close enough under any rule set."""


def make(level: str, seat: int) -> EasyBot | NormalBot | HardBot:
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return hard_bot(seat)
    raise ValueError(f"Koi-Koi has no {level!r} bot; it has easy, normal and hard.")


class EasyBot:
    """Random with a little sense: it mostly takes a card when it can (now and then the best kind on
    offer) and takes a big Game when it has one, so a beginner meets a player that goes for cards, but
    one far below normal."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "decide":
            banks = view["game_value"]["total"] >= EASY_BANKS_AT or rng.random() < 0.5
            return Action(view["seat"], "game" if banks else "koikoi")
        pending = view["pending"]
        worths = [sum(KIND_WORTH[game.KIND_OF[card]]
                      for card in _cards_taken(action, view["field"], pending and pending["card"]))
                  for action in legal]
        taking = [action for action, worth in zip(legal, worths) if worth]
        if not taking or rng.random() >= EASY_TAKES:
            return rng.choice(legal)
        if rng.random() < EASY_PICKS_BEST:
            return legal[worths.index(max(worths))]
        return rng.choice(taking)


class NormalBot:
    """Greedy on the worth of the cards taken, with a simple Koi-Koi risk rule."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "decide":
            return _decide(view, legal)
        seat, pending = view["seat"], view["pending"]
        worths = _move_worths(legal, view["field"], pending and pending["card"], view["captures"][seat],
                              view["captures"][1 - seat], view["options"])
        return legal[worths.index(max(worths))]


def hard_bot(seat: int, iterations: int = HARD_ITERATIONS) -> HardBot:
    """Hard on a budget of ``iterations`` playouts a decision (tests use small ones)."""
    return HardBot(seat, iterations)


class HardBot:
    """Normal looked one move ahead: every legal move is tried on the same deals of the unseen cards,
    each month played out as normal would play it on both sides (Koi-Koi calls included), and the move
    that wins the most is kept. Sequential halving spends each round's share of the budget on the moves
    still in the running and drops the worse half, so the close calls get the most deals."""

    def __init__(self, seat: int, iterations: int = HARD_ITERATIONS) -> None:
        self.seat = seat
        self.iterations = iterations

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        totals, deals = [0.0] * len(legal), [0] * len(legal)
        running = list(range(len(legal)))
        rounds = math.ceil(math.log2(len(legal)))
        budget = self.budget(view)
        for _ in range(rounds):
            for _ in range(max(1, budget // (rounds * len(running)))):
                sample = _sample_month(view, self.seat, rng)
                for index in running:
                    totals[index] += self._play_out(view, sample, legal[index])
                    deals[index] += 1
            running.sort(key=lambda index: totals[index] / deals[index], reverse=True)
            running = running[:(len(running) + 1) // 2]
        return legal[running[0]]

    def budget(self, view: dict[str, Any]) -> int:
        """Playouts for this decision: a playout from a hand of n cards is about n / HAND_SIZE as long as
        one from a full hand, so the last cards of a month get more deals in the time the first cards take
        (LATE_PLAYOUTS_CAP times as many at most)."""
        cards = max(1, len(view["hand"]))
        return int(self.iterations * min(LATE_PLAYOUTS_CAP, game.HAND_SIZE / cards))

    def _play_out(self, view: dict[str, Any], sample: State, action: Action) -> float:
        """This seat's reward for ``action`` on a copy of ``sample``, the month played out by normal."""
        state = game.clone(sample)
        game.apply(state, action)
        while not _month_over(view, state):
            legal = game.legal_actions(state, state["turn"])
            game.apply(state, legal[0] if len(legal) == 1 else _rollout_choice(state, legal))
        return _month_reward(view, state, self.seat)


# --- Normal's judgement ---------------------------------------------------------------------------

def _decide(view: dict[str, Any], legal: list[Action]) -> Action:
    seat = view["seat"]
    game_call, koikoi_call = Action(seat, "game"), Action(seat, "koikoi")
    if koikoi_call not in legal:
        return game_call
    rules, value = view["options"], view["game_value"]["total"]
    if rules["scoring"] == "stake" and value >= view["scores"][1 - seat]:
        return game_call
    mine, theirs = view["progress"][seat], view["progress"][1 - seat]
    my_nearest = min((need - have for have, need in mine.values()), default=99)
    their_nearest = min((need - have for have, need in theirs.values()), default=99)
    doubled_now = rules["opponent_koikoi_double"] and view["koikoi"][1 - seat]
    safe = (view["hand_sizes"][seat] >= KOIKOI_MIN_CARDS and their_nearest >= KOIKOI_SAFE_DISTANCE
            and not doubled_now and value < KOIKOI_BANK_AT)
    reach = 2 if rules["koikoi_bonus"] == "plus-one" else 1
    return koikoi_call if safe and my_nearest <= reach else game_call


def _move_worths(legal: list[Action], field: list[str], drawn: str | None, mine: list[str],
                 theirs: list[str], options: dict[str, Any]) -> list[float]:
    """Worth of the cards each move takes (or minus what a laid card offers the opponent). ``options``: the
    active rules, as a view and a sample hold them; the points made are counted on card masks by the
    rules' own tables (``rules.koikoi.points_of_mask``, the sum of ``score_yaku``): hard's playouts weigh
    millions of moves."""
    mine_mask, theirs_mask = game.mask_of(mine), game.mask_of(theirs)
    goals = _CARD_GOALS[game.goals_key(options)]
    points_now = game.points_of_mask(mine_mask, options, False)
    worths = []
    for action in legal:
        card = action.args[0]
        taken = _cards_taken(action, field, drawn)
        if not taken:
            worths.append(-_card_worth(card, goals[card], theirs_mask, mine_mask))
            continue
        made = game.points_of_mask(mine_mask | game.mask_of(taken), options, False) - points_now
        worths.append(sum(_card_worth(c, goals[c], mine_mask, theirs_mask) for c in taken)
                      + POINTS_NOW * made)
    return worths


def _cards_taken(action: Action, field: list[str], drawn: str | None) -> list[str]:
    """The cards a play or capture takes (none when the card is laid on the field)."""
    card = action.args[0]
    if action.kind == "capture":
        return [drawn, card]
    if len(action.args) == 2:
        return [card, action.args[1]]
    mates = game.SAME_MONTH[card]
    matches = [f for f in field if f in mates]
    return [card, *matches] if matches else []


def _card_worth(card: str, goals: list[tuple[int, int, int, int]], mine: int, theirs: int) -> float:
    """A card's worth to the side holding the cards of mask ``mine``: its kind, the yaku it advances, the
    yaku it denies."""
    worth: float = _KIND_WORTH_OF[card]
    for points, pool, size, need in goals:
        their_have = (theirs & pool).bit_count()
        if size - their_have >= need:
            worth += PROGRESS_SHARE * points * ((mine & pool).bit_count() + 1) / need
        if their_have and size - (pool & mine).bit_count() >= need:
            worth += DENIAL_SHARE * points * their_have / need
    return worth


# --- Hard's playouts ------------------------------------------------------------------------------

def _sample_month(view: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A deal of the unseen cards, its match cut short to end with the view's month: the move that ends
    the month in a playout then deals no next one (a shuffle and its checks, a sixth of a playout)."""
    state = game.sample_state(view, seat, rng)
    state["options"]["months"] = view["month"]
    return state


def _month_over(view: dict[str, Any], state: State) -> bool:
    """A playout ends with the month the decision is made in."""
    return state["phase"] == "over" or len(state["history"]) > len(view["history"])


def _month_reward(view: dict[str, Any], state: State, seat: int) -> float:
    """The seat's reward for the month just played: a win, and more so a big one."""
    record = state["history"][len(view["history"])]
    if record["winner"] is None:
        return 0.5
    won = WIN_WORTH + POINTS_WORTH * min(record["points"], POINTS_CAP) / POINTS_CAP
    return won if record["winner"] == seat else 1 - won


def _rollout_choice(state: State, legal: list[Action]) -> Action:
    """Normal's choice, Koi-Koi calls included: quick, and a fair model of either player (and the very
    one of a normal opponent)."""
    if state["phase"] == "decide":
        return _decide(_decision_view(state), legal)
    seat, captures = state["turn"], state["captures"]
    worths = _move_worths(legal, state["field"], state["drawn"], captures[seat], captures[1 - seat],
                          state["options"])
    return legal[worths.index(max(worths))]


def _decision_view(state: State) -> dict[str, Any]:
    """What normal's Koi-Koi rule reads of a view, taken from a playout's state (the sample's, which keeps
    the active rules in full): building the whole view at every call would slow the playouts."""
    seat, options, captures, calls = state["turn"], state["options"], state["captures"], state["koikoi"]
    base = sum(game.score_yaku(captures[seat], options, calls[seat] > 0).values())
    return {"seat": seat, "options": options, "scores": state["scores"], "koikoi": calls,
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "game_value": game.game_value(base, calls[seat], calls[1 - seat], options),
            "progress": [game.yaku_progress(captures[s], captures[1 - s], options) for s in (0, 1)]}


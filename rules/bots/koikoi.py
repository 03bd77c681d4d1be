"""Koi-Koi bots: a greedy "normal" player and a look-ahead "hard" player, both reading only their view.

Normal weighs each move by the cards it takes: a card is worth its kind, plus a share of every yaku
it brings closer (and of the opponent's yaku it keeps from them), plus a bonus for points made at
once. With nothing to take it lays the card least useful to the opponent. It calls Koi-Koi only when
it is one card from another yaku (two when each call adds a point), has cards to spare, the opponent
is far from any yaku and the Game it passes up is small (and not doubled by the opponent's Koi-Koi);
under stake scoring it always takes a Game that empties the opponent's count.

Hard is information-set Monte Carlo tree search (:mod:`rules.bots.search`): each iteration deals the
cards it cannot see at random (:func:`rules.koikoi.sample_state`), walks the shared tree, and plays the
month out as normal would on both sides, Koi-Koi calls included. A month won is what counts (its points
add a little), so hard calls Koi-Koi only when the search finds the month safe. Its budget is a number
of iterations, so a seeded bot decides the same on any machine. Screened against this, paired on the
same 120 seeded months, none did better: keeping normal's move unless the search's is better by 0.03
(-10 points), the opponent modelled as normal in the tree (-2.5), UCB exploration 0.4 (-5) or 1.0 (-10),
and 4200 iterations (-2.5, each ±7 to ±10): the search's own pick, with the shared defaults, is kept.
"""
from __future__ import annotations

import random
from typing import Any

from rules import koikoi as game
from rules.bots import RandomBot
from rules.bots.search import SearchBot
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
HARD_ITERATIONS = 2800
"""Hard's budget per decision: search iterations (one sampled deal and one playout each). Sized for
the 2-core development machine: 0.98 s of CPU at the 95th percentile (`make bench-bots`, 300 months,
the machine shared with about nine busy processes); it wins 61 % of months against normal there."""
WIN_WORTH = 0.9
"""Hard's reward for a month won (a month lost: one minus it; no winner: 0.5): mostly the month itself,
which is what a decision wins or loses (0.75 before: a big Game was worth more risk)..."""
POINTS_WORTH = 0.1
"""...plus this share for the points it brings, counted up to POINTS_CAP."""
POINTS_CAP = 10
_BIT = {card: 1 << index for index, card in enumerate(game.DECK)}
"""Each card's bit in a mask of cards: weighing a move counts a yaku's cards with ``&`` and ``bit_count``."""
_CARD_GOALS = {switches: {card: [(game.YAKU_POINTS[name], sum(map(_BIT.__getitem__, pool)), len(pool), need)
                                  for name, pool, need in goals if card in pool] for card in game.DECK}
               for switches, goals in game.YAKU_GOALS.items()}
"""Per yaku goals (keyed as ``YAKU_GOALS``) and card: (points, mask of cards, number of cards, needed) of
each yaku the card belongs to. The chart's points are weights here: close enough under any rule set."""


def make(level: str, seat: int) -> RandomBot | NormalBot | SearchBot:
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return hard_bot(seat)
    raise ValueError(f"Koi-Koi has no {level!r} bot; it has easy, normal and hard.")


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


def hard_bot(seat: int, iterations: int = HARD_ITERATIONS) -> SearchBot:
    """Search to the end of the month, playing it out as normal would (Koi-Koi calls included)."""
    return SearchBot(_MonthRules(), seat, iterations, _rollout_choice, _month_rewards, _month_over)


class _MonthRules:
    """Koi-Koi's rules as the search plays them: each sample's match is cut short to end with the view's
    month, so the move that ends the month in a playout does not deal the next one (a shuffle of the
    deck and its checks: about a sixth of a playout's time)."""

    to_act = staticmethod(game.to_act)
    legal_actions = staticmethod(game.legal_actions)
    apply = staticmethod(game.apply)

    @staticmethod
    def sample_state(view: dict[str, Any], seat: int, rng: random.Random) -> State:
        state = game.sample_state(view, seat, rng)
        state["options"]["months"] = view["month"]
        return state


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
    """Worth of the cards each move takes (or minus what a laid card offers the opponent)."""
    mine_set, mine_mask, theirs_mask = set(mine), _mask_of(mine), _mask_of(theirs)
    goals = _CARD_GOALS[game.goals_key(options)]
    points_now = sum(game.score_yaku(mine_set, options).values())
    worths = []
    for action in legal:
        card = action.args[0]
        if action.kind == "capture":
            taken = [drawn, card]
        elif len(action.args) == 2:
            taken = [card, action.args[1]]
        else:
            month = game.MONTH_OF[card]
            matches = [f for f in field if game.MONTH_OF[f] == month]
            taken = [card, *matches] if matches else []
        if not taken:
            worths.append(-_card_worth(card, goals[card], theirs_mask, mine_mask))
            continue
        made = sum(game.score_yaku(mine_set.union(taken), options).values()) - points_now
        worths.append(sum(_card_worth(c, goals[c], mine_mask, theirs_mask) for c in taken)
                      + POINTS_NOW * made)
    return worths


def _card_worth(card: str, goals: list[tuple[int, int, int, int]], mine: int, theirs: int) -> float:
    """A card's worth to the side holding the cards of mask ``mine``: its kind, the yaku it advances, the
    yaku it denies."""
    worth: float = KIND_WORTH[game.KIND_OF[card]]
    for points, pool, size, need in goals:
        their_have = (theirs & pool).bit_count()
        if size - their_have >= need:
            worth += PROGRESS_SHARE * points * ((mine & pool).bit_count() + 1) / need
        if their_have and size - (pool & mine).bit_count() >= need:
            worth += DENIAL_SHARE * points * their_have / need
    return worth


# --- Hard's playouts ------------------------------------------------------------------------------

def _month_over(view: dict[str, Any], state: State) -> bool:
    """A playout ends with the month the search began in."""
    return state["phase"] == "over" or len(state["history"]) > len(view["history"])


def _month_rewards(view: dict[str, Any], state: State) -> list[float]:
    """Each seat's reward for the month just played: a win, and more so a big one."""
    record = state["history"][len(view["history"])]
    if record["winner"] is None:
        return [0.5, 0.5]
    won = WIN_WORTH + POINTS_WORTH * min(record["points"], POINTS_CAP) / POINTS_CAP
    return [won, 1 - won] if record["winner"] == 0 else [1 - won, won]


def _rollout_choice(state: State, legal: list[Action], rng: random.Random) -> Action:
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


def _mask_of(cards: list[str]) -> int:
    return sum(map(_BIT.__getitem__, cards))

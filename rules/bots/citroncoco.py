"""CitronCoco bots: remember what the view showed, keep coconuts low, quick-play only when sure.

A bot's memory is its view: the rules show a seat every face it has seen, so a resumed save remembers
exactly as the original did. The easy bot forgets a fixed share of the cards it has seen (which ones
depends on the seat and the card, so it forgets the same cards every time it looks). Unknown cards
are estimated at the average of the cards the bot has not seen, or of the low ones among them when
their owner was seen keeping them from a draw.

Every level swaps low cards in for its highest known or unknown card, uses powers to learn its own
and its partner's cards, hurt the other team (assaults, the coin, Queen swaps of its worst card for
theirs) and quick-plays only a card or a pair its memory is sure of. It calls CitronCoco when its
team's estimate is below the other team's by a margin, and answers Nano or Nano Alpha the same way.
The easy bot takes no pairs and calls knowing little; the others wait to know more, and the hard bot
then calls on a smaller lead than the normal one. The lead wanted shrinks as the
round goes on, so bots end a long round.

The hard bot also searches its draws and swaps: information-set Monte Carlo tree search
(:mod:`rules.bots.search`) over deals sampled from its view (``citroncoco.sample_state``), each played
out to the end of the round by a quick normal player in which every seat uses only the faces it has
seen, and scored by the round's point difference between the teams.
"""
from __future__ import annotations

import random
import zlib
from typing import Any

from rules import citroncoco as game
from rules.bots.search import SearchBot
from rules.core import Action, State, action_of

LEVELS = ("easy", "normal", "hard")
FORGET_SHARE = {"easy": 0.6, "normal": 0.0, "hard": 0.0}
"""The share of seen cards a bot does not remember."""
PAIR_PLAYS = {"easy": False, "normal": True, "hard": True}
"""Whether the bot makes quick plays of one own and one partner card."""
CALL_MARGIN = {"easy": 4.0, "normal": 6.0, "hard": 3.0}
"""How many coconuts below the other team's estimate the bot's team must be before calling."""
KNOWN_TO_CALL = {"easy": 0.25, "normal": 0.5, "hard": 0.5}
"""The share of its own team's cards the bot must know before calling (while it still wants a lead)."""
PATIENCE = 0.25
"""Each turn of the round lowers the lead the bot wants before calling by this much, so a long round
ends: in the end the bot calls even a little behind."""
SWAP_GAIN = 1.5
"""A drawn card goes into a slot only when it beats that slot's estimate by this much."""
TAKE_FROM_DISCARD = 3
"""The discard pile's top is taken when it is this low or beats the bot's worst slot by SWAP_GAIN."""
KEPT_AT_MOST = 5
"""An unknown card its owner chose to keep from a draw is estimated among the unseen cards up to this."""


HARD_ITERATIONS = 150
"""Hard's budget per searched decision: sampled deals, each played to the end of the round."""
SEARCHED_PHASES = ("draw", "decide")
"""The decisions hard searches; the others it takes as the heuristic bot would: the Queen's hundred
exchanges are too many for the budget, quick plays are races won by knowing, and a search of the calls
called far too often (its sampled opponents cannot answer Nano on what they really know)."""
UNKNOWN_VALUE = 6.5
"""A playout's estimate of a card its seat has not seen: the deck's mean value."""
KEPT_VALUE = 3.0
"""A playout's estimate of an unseen card that its owner kept from a draw."""
SCORE_SCALE = 60.0
"""A round's point difference that counts as a sure win in a playout's reward."""


def make(level: str, seat: int) -> "CitronBot | HardBot":
    if level not in LEVELS:
        raise ValueError(f"CitronCoco has {', '.join(LEVELS)} bots, not {level!r}.")
    return HardBot(seat, HARD_ITERATIONS) if level == "hard" else CitronBot(level, seat)


class HardBot:
    """Searches the draw and the swap (rules.bots.search), playing each sampled deal out to the end of
    the round; everything else as the heuristic hard bot."""

    def __init__(self, seat: int, iterations: int) -> None:
        self.seat = seat
        self.heuristic = CitronBot("hard", seat)
        self.search = SearchBot(game, seat, iterations, _rollout, _round_rewards, _round_over)

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if view["phase"] in SEARCHED_PHASES:
            return self.search.choose(view, legal, rng)
        return self.heuristic.choose(view, legal, rng)


class CitronBot:
    """One seat's player; all it knows comes from the view it is handed."""

    def __init__(self, level: str, seat: int) -> None:
        self.level = level
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        memory = _Memory(view, self.seat, FORGET_SHARE[self.level])
        phase = view["phase"]
        if phase == "draw":
            wanted = self._draw(view, memory)
        elif phase == "decide":
            wanted = self._decide(view, memory)
        elif phase == "power":
            wanted = self._power(view, memory, legal)
        elif phase == "quick":
            sure = self._sure_picks(view, memory)
            wanted = Action(self.seat, "claim") if sure else Action(self.seat, "pass")
        elif phase == "pick":
            sure = self._sure_picks(view, memory)
            wanted = sure[0] if sure else Action(self.seat, "timeout")
        elif phase == "call":
            lead = CALL_MARGIN[self.level] - PATIENCE * view["turns"]
            wanted = Action(self.seat, "citroncoco" if self._ahead(memory, team_lead=lead) else "end")
        else:
            answer = "nano" if view["calls"] == 0 else "nano-alpha"
            wanted = Action(self.seat, answer if self._ahead(memory, team_lead=CALL_MARGIN[self.level])
                            else "decline")
        return wanted if wanted in legal else rng.choice(legal)

    def _draw(self, view: dict[str, Any], memory: "_Memory") -> Action:
        top = view["discard"][-1] if view["discard"] else None
        if top is not None and view["discard_owner"] != self.seat:
            value = game.VALUE[top]
            if value <= TAKE_FROM_DISCARD or value + SWAP_GAIN < memory.worst_slot(self.seat)[1]:
                return Action(self.seat, "draw", ("discard",))
        return Action(self.seat, "draw", ("stock",))

    def _decide(self, view: dict[str, Any], memory: "_Memory") -> Action:
        drawn = game.VALUE[view["drawn"]]
        slot, worst = memory.worst_slot(self.seat)
        if slot is not None and drawn + SWAP_GAIN < worst:
            return Action(self.seat, "swap", (slot,))
        return Action(self.seat, "discard")

    def _power(self, view: dict[str, Any], memory: "_Memory", legal: list[Action]) -> Action:
        name, me, partner = view["power"]["name"], self.seat, game.partner_of(self.seat)
        rivals = [(me + 1) % game.SEATS, (me + 3) % game.SEATS]
        if name == "assault":
            return Action(me, "assault", (min(rivals, key=lambda s: (view["hand_sizes"][s], s)),))
        if name == "witch":
            return Action(me, "coin", (rivals[0],))
        if name == "queen":
            return self._queen(memory, legal)
        verb = "flip" if name == "spy" else "peek"
        order = [partner] if name == "fellow" else [me, partner, *rivals]
        for target in order:
            for slot in range(len(view["hands"][target])):
                if memory.value(target, slot) is None and Action(me, verb, (target, slot)) in legal:
                    return Action(me, verb, (target, slot))
        return legal[0]

    def _queen(self, memory: "_Memory", legal: list[Action]) -> Action:
        """Our team's worst card for the other team's best-looking one; else a swap between rivals."""
        ours = game.TEAMS[game.team_of(self.seat)]
        best, best_gain = None, 0.0
        harmless = None
        for action in legal:
            s1, i1, s2, i2 = (int(arg) for arg in action.args)
            if s1 not in ours and s2 not in ours:
                harmless = harmless or action
            if (s1 in ours) == (s2 in ours):
                continue
            (mine, my_slot), (theirs, their_slot) = ((s1, i1), (s2, i2)) if s1 in ours else ((s2, i2), (s1, i1))
            gain = memory.estimate(mine, my_slot) - memory.estimate(theirs, their_slot)
            if gain > best_gain:
                best, best_gain = action, gain
        return best or harmless or legal[0]

    def _sure_picks(self, view: dict[str, Any], memory: "_Memory") -> list[Action]:
        """Picks the bot's memory is sure of: singles first, then own-plus-partner pairs."""
        if not view["discard"]:
            return []
        target, me, partner = game.VALUE[view["discard"][-1]], self.seat, game.partner_of(self.seat)
        mine = [(slot, memory.value(me, slot)) for slot in range(len(view["hands"][me]))]
        picks = [Action(me, "pick", (me, slot)) for slot, value in mine if value == target]
        if PAIR_PLAYS[self.level]:
            theirs = [(slot, memory.value(partner, slot)) for slot in range(len(view["hands"][partner]))]
            picks += [Action(me, "pick", (partner, other, me, slot)) for slot, value in mine
                      for other, their_value in theirs
                      if value is not None and their_value is not None and value + their_value == target]
        return picks

    def _ahead(self, memory: "_Memory", team_lead: float) -> bool:
        """True when our team's estimate is lower than theirs by ``team_lead`` and we know enough."""
        ours, theirs = game.TEAMS[game.team_of(self.seat)], game.TEAMS[1 - game.team_of(self.seat)]
        if team_lead > 0 and memory.known_share(ours) < KNOWN_TO_CALL[self.level]:
            return False
        return memory.team_estimate(ours) + team_lead < memory.team_estimate(theirs)


class _Memory:
    """What one seat remembers of the table: faces from its view, minus what it forgets."""

    def __init__(self, view: dict[str, Any], seat: int, forget: float) -> None:
        self.hands: list[list[int | None]] = [
            [game.VALUE[slot["face"]] if slot["face"] is not None
             and (slot["up"] or not _forgets(seat, slot["face"], forget)) else None for slot in hand]
            for hand in view["hands"]]
        self.kept = [[slot["kept"] for slot in hand] for hand in view["hands"]]
        unseen = list(game.DECK)
        for card in [*view["discard"], *(slot["face"] for hand in view["hands"] for slot in hand if slot["face"])]:
            unseen.remove(card)
        if view["drawn"] in unseen:
            unseen.remove(view["drawn"])
        self.unknown = _mean([game.VALUE[card] for card in unseen])
        self.unknown_kept = _mean([game.VALUE[card] for card in unseen if game.VALUE[card] <= KEPT_AT_MOST])

    def value(self, seat: int, slot: int) -> int | None:
        return self.hands[seat][slot]

    def estimate(self, seat: int, slot: int) -> float:
        known = self.hands[seat][slot]
        if known is not None:
            return float(known)
        return self.unknown_kept if self.kept[seat][slot] else self.unknown

    def worst_slot(self, seat: int) -> tuple[int | None, float]:
        """The slot whose card is (believed) highest, and that estimate."""
        slots = range(len(self.hands[seat]))
        if not slots:
            return None, float("-inf")
        slot = max(slots, key=lambda s: (self.estimate(seat, s), self.hands[seat][s] is not None))
        return slot, self.estimate(seat, slot)

    def team_estimate(self, seats: tuple[int, ...]) -> float:
        return sum(self.estimate(seat, slot) for seat in seats for slot in range(len(self.hands[seat])))

    def known_share(self, seats: tuple[int, ...]) -> float:
        slots = [value for seat in seats for value in self.hands[seat]]
        return sum(value is not None for value in slots) / len(slots) if slots else 1.0


# --- Hard's playouts: a quick normal on the sampled state, each seat using only what it has seen ----

def _round_over(view: dict[str, Any], state: State) -> bool:
    return state["round"] != view["round"] or state["phase"] == "over"


def _round_rewards(view: dict[str, Any], state: State) -> list[float]:
    """Per seat: the game's result if it ended, else the round's point difference for its team, scaled
    into [0, 1] (0.5 for a round still going)."""
    if state["loser"] is not None:
        return [0.0 if game.team_of(seat) == state["loser"] else 1.0 for seat in range(game.SEATS)]
    if len(state["history"]) == len(view["history"]):
        return [0.5] * game.SEATS
    scores = state["history"][-1]["scores"]
    lead = [(scores[1 - team] - scores[team]) / SCORE_SCALE for team in (0, 1)]
    return [min(1.0, max(0.0, 0.5 + lead[game.team_of(seat)] / 2)) for seat in range(game.SEATS)]


def _rollout(state: State, legal: list[Action], rng: random.Random) -> Action:
    """Normal's rules of thumb, cheaply, for whichever seat acts; it knows the faces it has seen."""
    if len(legal) == 1:
        return legal[0]
    seat, phase, hands = legal[0].seat, state["phase"], state["hands"]
    if phase == "quick" or phase == "pick":
        target = game.VALUE[state["discard"][-1]]
        slot = next((slot for slot, card in enumerate(hands[seat])
                     if game.VALUE[card] == target and _knows(state, seat, card)), None)
        if phase == "pick":
            return action_of(seat, "pick", seat, slot) if slot is not None else action_of(seat, "timeout")
        return action_of(seat, "claim" if slot is not None else "pass")
    if phase == "draw":
        top = game.VALUE[state["discard"][-1]] if state["discard"] else None
        take = top is not None and top <= TAKE_FROM_DISCARD and action_of(seat, "draw", "discard") in legal
        return action_of(seat, "draw", "discard" if take else "stock")
    if phase == "decide":
        estimates = [_estimate(state, seat, card) for card in hands[seat]]
        worst = max(range(len(estimates)), key=estimates.__getitem__, default=None)
        if worst is not None and game.VALUE[state["drawn"]] + SWAP_GAIN < estimates[worst]:
            return action_of(seat, "swap", worst)
        return action_of(seat, "discard")
    if phase in ("call", "answer"):
        ours, theirs = (sum(_estimate(state, seat, card) for member in game.TEAMS[team] for card in hands[member])
                        for team in (game.team_of(seat), 1 - game.team_of(seat)))
        lead = CALL_MARGIN["normal"] - PATIENCE * state["turns"] if phase == "call" else CALL_MARGIN["normal"]
        return legal[0] if ours + lead < theirs else legal[1]
    return _rollout_power(state, seat, legal, rng)


def _rollout_power(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """Hurt the next opponent with an assault or the coin, look at unknown cards of our team first."""
    kind = legal[0].kind
    if kind in ("assault", "coin"):
        return action_of(seat, kind, (seat + 1) % game.SEATS)
    if kind in ("peek", "flip"):
        hands, partner = state["hands"], game.partner_of(seat)
        for action in legal:
            target, slot = action.args
            if target in (seat, partner) and not _knows(state, seat, hands[target][slot]):
                return action
    return rng.choice(legal)


def _knows(state: State, seat: int, card: str) -> bool:
    return card in state["up"] or seat in state["seen"].get(card, ())


def _estimate(state: State, seat: int, card: str) -> float:
    if _knows(state, seat, card):
        return game.VALUE[card]
    return KEPT_VALUE if card in state["kept"] else UNKNOWN_VALUE


def _mean(values: list[int]) -> float:
    return sum(values) / len(values) if values else 0.0


def _forgets(seat: int, card: str, share: float) -> bool:
    """A fixed choice per seat and card, so the easy bot forgets the same cards at every look."""
    return share > 0 and zlib.crc32(f"{seat}/{card}".encode()) % 1000 < share * 1000

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
The easy bot takes no pairs and calls on a small lead knowing little; the others wait to know more,
and the hard bot then calls on a smaller lead than the normal one. The lead wanted shrinks as the
round goes on, so bots end a long round.
"""
from __future__ import annotations

import random
import zlib
from typing import Any

from rules import citroncoco as game
from rules.core import Action

LEVELS = ("easy", "normal", "hard")
FORGET_SHARE = {"easy": 0.4, "normal": 0.0, "hard": 0.0}
"""The share of seen cards a bot does not remember."""
PAIR_PLAYS = {"easy": False, "normal": True, "hard": True}
"""Whether the bot makes quick plays of one own and one partner card."""
CALL_MARGIN = {"easy": 2.0, "normal": 6.0, "hard": 3.0}
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


def make(level: str, seat: int) -> "CitronBot":
    if level not in LEVELS:
        raise ValueError(f"CitronCoco has {', '.join(LEVELS)} bots, not {level!r}.")
    return CitronBot(level, seat)


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


def _mean(values: list[int]) -> float:
    return sum(values) / len(values) if values else 0.0


def _forgets(seat: int, card: str, share: float) -> bool:
    """A fixed choice per seat and card, so the easy bot forgets the same cards at every look."""
    return share > 0 and zlib.crc32(f"{seat}/{card}".encode()) % 1000 < share * 1000

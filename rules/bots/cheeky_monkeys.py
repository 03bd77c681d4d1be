"""Cheeky Monkeys trainers: stay clear of blasts, push monkeys onto the others, answer the queue.

A bot reads only its view. The view shows every monkey in play, the queue (each entry's card, seat
and what is left of its effect), the Groundings and the hand sizes; the monkeys still in the deck are
the ones not in play, in the queue or discarded, so the odds of the next monkey are exact.

The pieces the levels share, kept apart from any one level so later bots can reuse them:
:class:`Table` is that picture as plain data (monkeys still to come from the deck are counted, not
guessed); :func:`forecast` plays the queue, and optionally one more play, forward on it;
:class:`Judge` scores a table for one seat as its share of the survivors' strength, where a
trainer's strength is their chance to survive the danger in front of them, times their hand.

"easy" plays at random, mostly passes in windows and never plays a card that makes its own danger
worse. "normal" answers windows by rule to save itself (Grounding, No Way, Pass the Monkey, Closed
for Holiday, Fire Bucket), gives and sends the monkeys that hurt it or the others most, and in its own
round breaks its fuse, then picks by the judge among the plays it knows (its own danger broken up,
danger pushed onto others, the most threatening trainer robbed). "hard" tries every legal action on
the forecast, windows and plays alike, and leaves the normal choice for one the judge scores clearly
higher; its judge counts less of the danger the next monkey may bring (:data:`HARD_FUTURE_WEIGHT`), so
it keeps its cards for the dangers in front of trainers (with zombies, below five trainers, it also
trusts a Grounding less: see the end); its :class:`Weights` are its own, so tuning it never moves normal.
From three trainers on it then plays the forecast's best few plays of its own round out
(:data:`PLAYOUT_SEATS`): each on the same sampled tables (:func:`rules.cheeky_monkeys.sample_state`) with
the same dice, normal trainers answering and playing to the end of the round, scored by its judge; the
forecast has nobody answer, which misleads once others hold cards. About a millisecond a decision
without playouts, some tens of milliseconds with them at the 95th percentile, and up to a few seconds
in a round of long Tempter and Destroyer chains.

Against normal, on the bench's seeds 0 to 499 (at 3+ seats the share of (game, normal opponent) pairs
it finished ahead of; ±3.5 %): 68.0 % at two trainers, 67.6, 64.1, 67.4 and 63.3 % at three to six, and
59.4, 63.1, 60.0 and 59.1 % with the Zombie Invasion at three to six. What was screened, with figures:
``rules/bots/screening.md``.

With the Zombie Invasion the same pieces know the purple deck: a blast makes a zombie (who stays in
and can blast again, losing every card in front of them), a zombie's monkey step is counted with the
Zombie deck's odds, and the judge adds the two new wins. A zombie's strength is its progress towards
the Legendary Zombie-Monkey; with two live trainers left, either one's blast ends the game for the
other, so the judge weighs that first. On top of the judge, live bots break up a zombie close to
winning and keep its missing parts from it, and zombie bots exchange for the parts they lack.

With zombies hard loses to normal's guard (:data:`GUARD_MARGIN`), on from the first move: normal
trainers No Way others' Groundings and pass monkeys on to raise their share. No zombie ever rebuilt the
Legendary Zombie-Monkey in the games looked at, so every lost pair is hard blasting first. Below five
trainers hard therefore counts a Grounding against a shock as likely lost, in its lookahead and where its
playouts end (:data:`HARD_ZOMBIE_GROUNDED_RISK`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from rules import cheeky_monkeys as game
from rules.cheeky_monkeys import (BACK_TO_THE_JUNGLE, BRAIN_EATER, COMMON_MISFORTUNE, COUNTS_AS, DESTROYER,
                                  FIRE_BUCKET, GROUNDING, HEADSCRATCHER, HOLIDAY, JUGGLER, LEGENDARY_PARTS,
                                  NO_WAY, PASS_THE_MONKEY, PICKPOCKET, PYROMANIAC, SANITARY_CHECK, SHAMAN,
                                  SNIPER, TACTICAL_EXCHANGE, TEMPTER, ZOMBIE_HORDE, blast_check, kind_of,
                                  zombie_victory)
from rules.core import Action

LEVELS = ("easy", "normal", "hard")

CARD_WORTH = {NO_WAY: 0.12, GROUNDING: 0.14, HOLIDAY: 0.1, PASS_THE_MONKEY: 0.1, FIRE_BUCKET: 0.08,
              SANITARY_CHECK: 0.06, TACTICAL_EXCHANGE: 0.08, COMMON_MISFORTUNE: 0.06, PICKPOCKET: 0.05,
              BACK_TO_THE_JUNGLE: 0.08}
"""How much one card in the bot's own hand adds to its strength: the ones that save a trainer most."""
UNSEEN_CARD_WORTH = 0.09
"""The same for a card in another trainer's hand, which the bot cannot see."""
FUTURE_WEIGHT = 0.45
"""Share of the danger a monkey from the deck would bring that already counts against a trainer."""
HARD_FUTURE_WEIGHT = 0.1
"""Hard's :data:`FUTURE_WEIGHT`: it keeps its cards for the dangers in front of trainers rather than
those the next monkey may bring (measured better than normal's weight at every table size, by 1 to 4
points of the share of opponents it finishes ahead of, on 200 seeded games each)."""
FUSE_WEIGHT = 0.5
"""How much a lit fuse a monkey would light counts against a shock it would cause."""
BREAKERS = frozenset({FIRE_BUCKET, BACK_TO_THE_JUNGLE, SANITARY_CHECK, TACTICAL_EXCHANGE})
"""Cards that can put out a lit fuse in the trainer's own round."""
BREAKER_SHARE = sum(game.ACTION_COUNTS[card] for card in BREAKERS) / sum(game.ACTION_COUNTS.values())
GROUNDING_SHARE = game.ACTION_COUNTS[GROUNDING] / sum(game.ACTION_COUNTS.values())
HELD_FUSE_RISK = 0.25
"""A lit fuse in front of a trainer who holds a card that breaks it: it still costs that card and a round."""
BARE_FUSE_RISK = 0.95
"""A lit fuse with nothing in hand to break it: only a Sniper arriving in time would."""
GROUNDED_RISK = 0.05
"""A shock on a trainer who holds the Groundings it needs (someone may still No Way one)."""
HARD_ZOMBIE_GROUNDED_RISK = 0.8
"""Hard's :data:`GROUNDED_RISK` with the Zombie Invasion on and fewer than :data:`MANY_TRAINERS` trainers:
normal trainers then answer windows to guard their share and so No Way most Groundings played against a
shock; hard keeps clear of shocks a Grounding in hand seemed to cover, and pushes them onto those who hold one."""
MAX_DRAWS = 3
"""Monkeys still to come beyond this many are scored as this many (enough to see the danger)."""
MARGIN = 0.02
"""The least gain in the bot's share for which it spends a card in its own round."""
SAVE_MARGIN = 0.08
"""The least drop in its own danger for which the normal bot spends a card in a window."""
HARD_EDGE = 0.015
"""Hard leaves the normal answer only for a play the judge scores this much higher."""
HARD_MARGIN = 0.01
"""Hard's :data:`MARGIN`."""
EASY_PASSES = 0.85
"""How often the easy bot lets a queue entry go by."""
EASY_FINISHES = 0.4
"""How often the easy bot ends its planning or its round without playing a card."""
LEGEND_WORTH = (0.08, 0.15, 0.35, 0.8, 2.0)
"""A zombie's strength, as a share of a live trainer's, by the different Legendary parts in front of
them (five win): the last part or two come slowly from a 30-card deck, so the worth climbs late."""
TOP_PART_SHARE = 0.5
"""How much of a part a zombie lacking it gets from seeing it on top of the Zombie deck (the next
zombie to take a monkey step takes it, maybe another one)."""
THREAT_PARTS = 3
"""A zombie with this many different parts is worth breaking up in one's own round."""
GUARD_MARGIN = 0.05
"""With zombies, the least gain in the bot's share for which it answers a window to guard parts."""
PLAYOUT_SEATS = 3
"""From this many trainers on, hard plays its own round's best few plays out before choosing: with
opponents answering, the one-step forecast (nobody answers) misjudges what a play leads to."""
MANY_TRAINERS = 5
"""From this many trainers on, hard plays out on more samples per play without zombies and on fewer with
them (:data:`PLAYOUT_SAMPLES`, :data:`ZOMBIE_PLAYOUT_SAMPLES`), and with zombies trusts Groundings as
normal does (below, :data:`HARD_ZOMBIE_GROUNDED_RISK`)."""
PLAYOUT_CANDIDATES = 3
"""How many of the lookahead's best plays (plus its choice) hard plays out."""
PLAYOUT_SAMPLES = 24
"""Samples of the hidden cards per play from :data:`MANY_TRAINERS` on; every play is tried on the same
samples with the same dice, so the luck of the draw does not decide between them. 24 told plays apart
better than 6 at five and six trainers, for three times the time (``rules/bots/screening.md``)."""
FEW_PLAYOUT_SAMPLES = 12
"""Samples per play below :data:`MANY_TRAINERS`: 6 told plays apart too seldom to beat the lookahead
clearly, and 24 measured no better than 12 at three and four trainers."""
ZOMBIE_PLAYOUT_SAMPLES = 6
"""Samples per play with the Zombie Invasion on from :data:`MANY_TRAINERS` on: 24 measured no better overall
(worse at five trainers, better at six, within noise) for three times the time. Below, zombies take
:data:`PLAYOUT_SAMPLES`: playouts on them, scored with Groundings trusted less, beat the lookahead alone."""
PLAYOUT_STEPS = 150
"""A playout still in the round after this many moves is scored where it stands: a round takes a dozen
moves as a rule, but Tempter and Destroyer chains among six trainers a few hundred, which made single
decisions take seconds."""


@dataclass(frozen=True)
class Weights:
    """What a judge counts and how much, and the margins its bot acts on: normal's are the constants
    above, hard's differ where they measured better, so hard can be tuned without moving normal (which
    the bench measures hard against)."""

    card_worth: dict[str, float] = field(default_factory=lambda: dict(CARD_WORTH), hash=False)
    unseen_card_worth: float = UNSEEN_CARD_WORTH
    future_weight: float = FUTURE_WEIGHT
    fuse_weight: float = FUSE_WEIGHT
    held_fuse_risk: float = HELD_FUSE_RISK
    bare_fuse_risk: float = BARE_FUSE_RISK
    grounded_risk: float = GROUNDED_RISK
    max_draws: int = MAX_DRAWS
    legend_worth: tuple[float, ...] = LEGEND_WORTH
    margin: float = MARGIN
    save_margin: float = SAVE_MARGIN
    guard_margin: float = GUARD_MARGIN
    edge: float = HARD_EDGE
    """Hard only: how much higher the judge must score a play for its lookahead to leave the normal answer."""


NORMAL_WEIGHTS = Weights()
HARD_WEIGHTS = replace(NORMAL_WEIGHTS, future_weight=HARD_FUTURE_WEIGHT, margin=HARD_MARGIN)
"""Hard's weights (measured against normal's in 600 to 2000 seeded games a set: none better held up on
the bench's seeds)."""
HARD_ZOMBIE_WEIGHTS = replace(HARD_WEIGHTS, grounded_risk=HARD_ZOMBIE_GROUNDED_RISK)
"""Hard's weights with zombies below :data:`MANY_TRAINERS` trainers."""


_STATUS = {None: 0, "end-of-round": 1, "now": 2}
"""How badly :func:`blast_check`'s answer threatens a trainer."""


def make(level: str, seat: int) -> "EasyBot | TrainerBot":
    if level == "easy":
        return EasyBot(seat)
    if level in ("normal", "hard"):
        return TrainerBot(level, seat)
    raise ValueError(f"Cheeky Monkeys has {', '.join(LEVELS)} bots, not {level!r}.")


# --- What the bot sees and foresees -----------------------------------------------------------------

@dataclass
class Table:
    """The public table, plus the bot's own hand, as a bot may imagine it changing."""

    me: int
    monkeys: list[list[str]]
    """Per seat, the codes (or bare kinds) of the cards in play: monkeys and zombie cards."""
    coming: dict[str, list[int]]
    """Per deck, per seat: cards the queue will still deal them from that deck, not drawn yet."""
    groundings: list[int]
    in_game: list[bool]
    """Per seat, still in the game: live or (Zombie Invasion) a zombie."""
    zombie: list[bool]
    holiday: set[int]
    hand_sizes: list[int]
    hand: list[str]
    """The bot's own hand, by kind."""
    tops: dict[str, str | None]
    """Per deck, its next card when everyone saw it put there."""
    zombies: bool = False
    """The Zombie Invasion is on: a blast makes a zombie instead of putting the trainer out."""
    blasted: set[int] = field(default_factory=set)
    """Seats blasted on this imagined table: their action cards still in the queue are void."""

    @classmethod
    def of(cls, view: dict[str, Any]) -> "Table":
        players = view["players"]
        return cls(me=view["you"], monkeys=[list(cards) for cards in view["in_play"]],
                   coming={deck: [0] * players for deck in ("monkeys", "zombies")},
                   groundings=list(view["groundings"]), in_game=[status != "out" for status in view["status"]],
                   zombie=[status == "zombie" for status in view["status"]], holiday=set(view["holiday"]),
                   hand_sizes=list(view["hand_sizes"]), hand=[kind_of(card) for card in view["hand"] or []],
                   tops={"monkeys": view["monkey_top"], "zombies": view["zombie_top"]}, zombies=view["zombies"])

    def copy(self) -> "Table":
        return Table(self.me, [list(cards) for cards in self.monkeys],
                     {deck: list(counts) for deck, counts in self.coming.items()}, list(self.groundings),
                     list(self.in_game), list(self.zombie), set(self.holiday), list(self.hand_sizes), list(self.hand),
                     dict(self.tops), self.zombies, set(self.blasted))

    def owner(self, card: str) -> int | None:
        return next((seat for seat, cards in enumerate(self.monkeys) if card in cards), None)

    def others(self, seat: int) -> list[int]:
        """Trainers still in, after ``seat`` in turn order."""
        players = len(self.in_game)
        return [(seat + step) % players for step in range(1, players) if self.in_game[(seat + step) % players]]

    def live(self) -> list[int]:
        """The trainers still in who are not zombies."""
        return [seat for seat, inside in enumerate(self.in_game) if inside and not self.zombie[seat]]

    def parts(self, seat: int) -> set[str]:
        """The different Legendary parts in front of ``seat``."""
        return {kind_of(card) for card in self.monkeys[seat]}.intersection(LEGENDARY_PARTS)

    def winner(self) -> int | None:
        """Who has won on this table, if anyone: the rules' three ways, in the rules' order."""
        live = self.live()
        rebuilt = [seat for seat in range(len(self.in_game))
                   if self.in_game[seat] and self.zombie[seat] and zombie_victory(self.monkeys[seat], len(live))]
        if rebuilt:
            return rebuilt[0]
        left = [seat for seat, inside in enumerate(self.in_game) if inside]
        if len(left) == 1:
            return left[0]
        return live[0] if self.zombies and len(live) == 1 else None

    def receives(self, seat: int) -> bool:
        return self.in_game[seat] and seat not in self.holiday

    def remove(self, card: str) -> int | None:
        """Take a card out of play; Groundings lapse when the pair they covered is broken."""
        owner = self.owner(card)
        if owner is not None:
            self.monkeys[owner].remove(card)
            self._lapse(owner)
        return owner

    def add(self, seat: int, card: str) -> None:
        """A card enters play for ``seat``; one with an effect starts it (as far as a bot can tell)."""
        self.monkeys[seat].append(card)
        monkey = kind_of(card)
        if monkey == SHAMAN:
            self.shaman(seat, game.SHAMAN_MONKEYS)
        elif monkey == TEMPTER:
            self.tempt(seat, self.others(seat), card)
        elif monkey == DESTROYER:
            self.destroy(seat, card, hand_too=True)
        elif monkey == ZOMBIE_HORDE:
            self.horde(seat, card, [other for other in self.others(seat) if not self.zombie[other]])
        elif monkey == BRAIN_EATER:
            self.brain_eater(seat, card)

    def deal(self, seat: int, deck: str = "monkeys") -> None:
        """The deck's next card goes to ``seat``: the known top, else one counted as odds."""
        if not self.receives(seat):
            return
        card = self.tops[deck]
        if card is not None:
            self.tops[deck] = None
            self.add(seat, card)
        else:
            self.coming[deck][seat] += 1

    def draw(self, seat: int, count: int) -> None:
        if self.receives(seat):
            self.hand_sizes[seat] += count

    def shaman(self, seat: int, monkeys: int) -> None:
        for _ in range(monkeys):
            self.deal(seat)
        self.draw(seat, game.SHAMAN_DRAWS)

    def tempt(self, seat: int, givers: list[int], tempter: str) -> None:
        """Each giver hands over the monkey that hurts the taker most, else the one that worries them most,
        keeping back the Legendary parts they would not give (a zombie's own, a zombie taker's missing ones)."""
        if seat not in self.holiday:
            for giver in givers:
                if self.in_game[giver] and self.monkeys[giver]:
                    card = max(self.monkeys[giver], key=lambda c: (not self._part_kept(giver, seat, c),
                                                                   _harm(self.monkeys[seat], self.groundings[seat], c),
                                                                   _worry(self.monkeys[giver], c)))
                    self.monkeys[giver].remove(card)
                    self._lapse(giver)
                    self.monkeys[seat].append(card)
        self.remove(tempter)

    def destroy(self, seat: int, destroyer: str, hand_too: bool) -> None:
        """The trainer gives their hand away, then each monkey to whoever it hurts most (a live trainer's
        part never to a zombie who lacks it, while another trainer can take it)."""
        receivers = self.others(seat)
        if hand_too and receivers:
            for step in range(self.hand_sizes[seat]):
                self.hand_sizes[receivers[step % len(receivers)]] += 1
            self.hand_sizes[seat] = 0
            if seat == self.me:
                self.hand = []
        self.remove(destroyer)
        targets = [other for other in receivers if other not in self.holiday]
        for card in list(self.monkeys[seat]) if targets else []:
            target = max(targets, key=lambda other: (not self._part_kept(seat, other, card),
                                                     blast_check([*self.monkeys[other], card],
                                                                 self.groundings[other]) is not None, -other))
            self.monkeys[seat].remove(card)
            self.monkeys[target].append(card)
        self._lapse(seat)

    def horde(self, seat: int, horde: str, receivers: list[int]) -> None:
        """A Zombie Horde: each live trainer still to be served gets the monkey deck's next card."""
        for receiver in receivers:
            if self.in_game[receiver] and not self.zombie[receiver]:
                self.deal(receiver)
        self.remove(horde)

    def brain_eater(self, seat: int, eater: str) -> None:
        """A Brain Eater: its trainer takes a card from each live hand (the bot's own loss is unseen)."""
        for victim in self.others(seat):
            if not self.zombie[victim] and self.hand_sizes[victim] > 0:
                self.hand_sizes[victim] -= 1
                self.hand_sizes[seat] += 1
        self.remove(eater)

    def swap(self, seat: int, own: str, theirs: str) -> None:
        other = self.owner(theirs)
        if self.owner(own) != seat or other is None or other == seat:
            return
        if seat not in self.holiday:
            self.monkeys[other].remove(theirs)
            self.monkeys[seat].append(theirs)
        if other not in self.holiday:
            self.monkeys[seat].remove(own)
            self.monkeys[other].append(own)
        self._lapse(seat)
        self._lapse(other)

    def sanitary_check(self, card: str) -> None:
        """The card goes on top of its own deck; that deck's old top takes its place."""
        deck = "zombies" if kind_of(card) in game.ZOMBIE_COUNTS else "monkeys"
        owner = self.remove(card)
        if owner is None:
            return
        if owner not in self.holiday:
            self.deal(owner, deck)
        self.tops[deck] = card

    def blast(self, seat: int) -> None:
        """Everything in front of the trainer and in their hand goes; out, or a zombie from now on."""
        self.blasted.add(seat)
        self.monkeys[seat], self.hand_sizes[seat], self.groundings[seat] = [], 0, 0
        for counts in self.coming.values():
            counts[seat] = 0
        self.holiday.discard(seat)
        if self.zombies:
            self.zombie[seat] = True
        else:
            self.in_game[seat] = False
        if seat == self.me:
            self.hand = []

    def finish_round(self, step: str) -> None:
        """The rest of the bot's own round: in planning its monkey and card to come; at its end, its fuse."""
        if self.me in self.blasted:
            return
        if step == "planning":
            self.deal(self.me, "zombies" if self.zombie[self.me] else "monkeys")
            self.draw(self.me, 1)
        elif blast_check(self.monkeys[self.me], self.groundings[self.me]) == "end-of-round":
            self.blast(self.me)

    def _part_kept(self, giver: int, taker: int, card: str) -> bool:
        """A Legendary part its giver keeps out of a gift when it can: a zombie's own only copy, or one
        the zombie taking it lacks."""
        if kind_of(card) not in LEGENDARY_PARTS:
            return False
        if self.zombie[giver]:
            return _only_copy(self.monkeys[giver], card)
        return self.zombie[taker] and kind_of(card) not in self.parts(taker)

    def _lapse(self, seat: int) -> None:
        kinds = _blast_kinds(self.monkeys[seat])
        if not (HEADSCRATCHER in kinds and SNIPER in kinds):
            self.groundings[seat] = 0


def _blast_kinds(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The cards that matter for blasts, as the monkeys they count as, sorted (a Static Zombie is a
    Headscratcher): the key for the risks a judge remembers."""
    kinds = (COUNTS_AS.get(kind, kind) for kind in map(kind_of, cards))
    return tuple(sorted(kind for kind in kinds if kind in (PYROMANIAC, JUGGLER, SNIPER, HEADSCRATCHER)))


def _only_copy(cards: list[str], card: str) -> bool:
    """``card`` is a Legendary part and the only one of its kind among ``cards``."""
    return kind_of(card) in LEGENDARY_PARTS and [kind_of(other) for other in cards].count(kind_of(card)) == 1


def _harm(monkeys: list[str], groundings: int, card: str) -> int:
    """How much ``card`` would threaten a trainer with these monkeys: 2 a shock, 1 a lit fuse."""
    return _STATUS[blast_check([*monkeys, card], groundings)] - _STATUS[blast_check(monkeys, groundings)]


def _worry(monkeys: list[str], card: str) -> tuple[int, int]:
    """How much a trainer wants rid of ``card``: it lights their danger, or would help light it."""
    rest = [other for other in monkeys if other != card]
    safe_without, safe_with = blast_check(rest) is None, blast_check(monkeys) is None
    return int(safe_without and not safe_with), int(kind_of(card) in (PYROMANIAC, JUGGLER, HEADSCRATCHER))


def forecast(table: Table, stack: list[dict[str, Any]], play: Action | None = None) -> Table:
    """The table once ``play`` (if any) and then the whole queue have resolved, nobody answering."""
    future = table.copy()
    entries = list(stack)
    if play is not None and play.kind == "play":
        entries.append(_entry_of(stack, play))
        if future.me == play.seat:
            future.hand.remove(str(play.args[0]))
        future.hand_sizes[play.seat] -= 1
    elif play is not None and play.kind in ("give", "hand", "send"):
        _choose(future, stack, play)
    cancelled: set[int] = set()
    redirected: dict[int, int] = {}
    by_id = {entry["id"]: entry for entry in entries}
    for entry in reversed(entries):
        if entry["id"] not in cancelled:
            _resolve(future, entry, by_id, cancelled, redirected)
    return future


def _entry_of(stack: list[dict[str, Any]], play: Action) -> dict[str, Any]:
    """The queue entry a played card would make, as the rules make it."""
    card, args = str(play.args[0]), list(play.args[1:])
    entry: dict[str, Any] = {"id": -1, "kind": "action", "card": card, "seat": play.seat, "args": args}
    if card == NO_WAY:
        entry["target"] = _newest(stack, "action")
    elif card == PASS_THE_MONKEY:
        entry["target"] = _newest(stack, "arrival", play.seat)
    return entry


def _newest(stack: list[dict[str, Any]], kind: str, seat: int | None = None) -> int | None:
    return next((entry["id"] for entry in reversed(stack)
                 if entry["kind"] == kind and (seat is None or entry["seat"] == seat)), None)


def _choose(table: Table, stack: list[dict[str, Any]], choice: Action) -> None:
    """A Tempter's or Destroyer's choice, made on the imagined table."""
    seat = choice.seat
    if choice.kind == "give":
        receiver = next(entry["seat"] for entry in reversed(stack) if entry["kind"] == "effect"
                        and kind_of(entry["card"]) == TEMPTER)
        table.remove(str(choice.args[0]))
        table.add(receiver, str(choice.args[0]))
    elif choice.kind == "hand":
        table.hand_sizes[seat] -= 1
        table.hand_sizes[int(choice.args[1])] += 1
        if seat == table.me:
            table.hand.pop(int(choice.args[0]))
    else:
        table.remove(str(choice.args[0]))
        table.add(int(choice.args[1]), str(choice.args[0]))


def _resolve(table: Table, entry: dict[str, Any], by_id: dict[int, dict[str, Any]], cancelled: set[int],
             redirected: dict[int, int]) -> None:
    kind, seat, card = entry["kind"], entry["seat"], entry["card"]
    if kind == "arrival":
        seat = redirected.get(entry["id"], seat)
        if table.receives(seat):
            table.add(seat, card)
        return
    if kind == "effect":
        if card not in table.monkeys[seat]:
            return
        monkey = kind_of(card)
        if monkey == SHAMAN:
            table.shaman(seat, entry.get("monkeys", game.SHAMAN_MONKEYS))
        elif monkey == TEMPTER:
            table.tempt(seat, entry.get("todo", table.others(seat)), card)
        elif monkey == ZOMBIE_HORDE:
            table.horde(seat, card, entry.get("todo", table.others(seat)))
        elif monkey == BRAIN_EATER:
            table.brain_eater(seat, card)
        else:
            table.destroy(seat, card, hand_too=entry.get("stage", "hand") == "hand")
        return
    if kind == "shock":
        if seat == table.me and blast_check(table.monkeys[seat], table.groundings[seat]) == "now":
            table.blast(seat)
        return
    if not table.in_game[seat] or seat in table.blasted:
        return
    _resolve_action(table, entry, by_id, cancelled, redirected)


def _resolve_action(table: Table, entry: dict[str, Any], by_id: dict[int, dict[str, Any]], cancelled: set[int],
                    redirected: dict[int, int]) -> None:
    seat, card, args = entry["seat"], kind_of(entry["card"]), entry["args"]
    if card == NO_WAY and entry.get("target") in by_id:
        countered = by_id[entry["target"]]
        cancelled.add(countered["id"])
        if countered.get("sent") in by_id:
            cancelled.add(countered["sent"])
            table.tops["monkeys"] = by_id[countered["sent"]]["card"]
    elif card == GROUNDING:
        table.groundings[args[0]] += 1
    elif card == HOLIDAY:
        table.holiday.add(seat)
    elif card in (FIRE_BUCKET, BACK_TO_THE_JUNGLE):
        table.remove(args[0])
    elif card == PASS_THE_MONKEY and entry.get("target") is not None:
        redirected[entry["target"]] = args[0]
    elif card == SANITARY_CHECK:
        table.sanitary_check(args[0])
    elif card == TACTICAL_EXCHANGE:
        table.swap(seat, args[0], args[1])
    elif card == COMMON_MISFORTUNE:
        for receiver in entry.get("todo", table.others(seat)):
            table.deal(receiver)
    elif card == PICKPOCKET and table.hand_sizes[args[0]] > 0:
        table.hand_sizes[args[0]] -= 1
        table.hand_sizes[seat] += 1


@dataclass
class Judge:
    """Scores tables for one seat, with the odds of each deck's next card as its view shows them."""

    seat: int
    odds: dict[str, float]
    zombie_odds: dict[str, float] = field(default_factory=dict)
    """The Zombie deck's odds (empty without the Zombie Invasion)."""
    weights: Weights = NORMAL_WEIGHTS
    _risks: dict[tuple[Any, ...], float] = field(default_factory=dict)

    @classmethod
    def of(cls, view: dict[str, Any], weights: Weights = NORMAL_WEIGHTS) -> "Judge":
        return cls(view["you"], deck_odds(view), deck_odds(view, "zombies") if view["zombies"] else {}, weights)

    def worth(self, table: Table) -> float:
        """The bot's share of the strength of every trainer still in: near 1 when it alone is safe, 1 or 0
        once someone has won. With zombies and two live trainers left, either one's blast makes the other
        the winner: those endings come first, and the strengths share what is left."""
        winner = table.winner()
        if winner is not None:
            return float(winner == self.seat)
        seats = range(len(table.in_game))
        live = table.live()
        if not (table.zombies and len(live) == 2):
            return self._share([self.strength(table, seat) for seat in seats])
        first, second = live
        risks = {first: self.risk(table, first), second: self.risk(table, second)}
        ends = {first: risks[second] * (1 - risks[first] / 2), second: risks[first] * (1 - risks[second] / 2)}
        goes_on = (1 - risks[first]) * (1 - risks[second])
        return ends.get(self.seat, 0.0) + goes_on * self._share([self.strength(table, seat, settled=True)
                                                                  for seat in seats])

    def _share(self, strengths: list[float]) -> float:
        total = sum(strengths)
        return strengths[self.seat] / total if total > 0 else 0.0

    def strength(self, table: Table, seat: int, settled: bool = False) -> float:
        """A trainer's hand times their chance to survive what is in front of them (``settled``: as if they
        did); a zombie's, times its progress towards the Legendary Zombie-Monkey, kept unless it blasts."""
        if not table.in_game[seat]:
            return 0.0
        weights = self.weights
        if seat == self.seat:
            unseen = table.hand_sizes[seat] - len(table.hand)
            cards = 1 + sum(weights.card_worth.get(card, weights.unseen_card_worth) for card in table.hand)
            cards += weights.unseen_card_worth * unseen
        else:
            cards = 1 + weights.unseen_card_worth * table.hand_sizes[seat]
        if table.zombie[seat]:
            risk = self.risk(table, seat)
            return cards * ((1 - risk) * self.legend(table, seat) + risk * weights.legend_worth[0])
        if settled:
            return cards
        risk = self.risk(table, seat)
        return (1 - risk) * cards + (risk * weights.legend_worth[0] if table.zombies else 0.0)

    def legend(self, table: Table, seat: int) -> float:
        """A zombie's progress, as its weights' ``legend_worth``: the parts in front of them, plus the chance that
        the Zombie deck cards coming to them and its known top bring the missing ones."""
        parts = table.parts(seat)
        missing = set(LEGENDARY_PARTS) - parts
        progress = len(parts) + table.coming["zombies"][seat] * sum(self.zombie_odds.get(part, 0.0)
                                                                    for part in missing)
        top = table.tops["zombies"]
        if top is not None and kind_of(top) in missing:
            progress += TOP_PART_SHARE
        worth = self.weights.legend_worth
        progress = min(progress, len(worth) - 1)
        low = int(progress)
        high = min(low + 1, len(worth) - 1)
        return worth[low] + (progress - low) * (worth[high] - worth[low])

    def risk(self, table: Table, seat: int) -> float:
        """The chance ``seat`` blasts from what lies in front of them and what the queue still deals."""
        if not table.in_game[seat]:
            return 1.0
        kinds = _blast_kinds(table.monkeys[seat])
        if seat == self.seat:
            missing = kinds.count(HEADSCRATCHER) - table.groundings[seat]
            saved = float(table.hand.count(GROUNDING) >= missing)
            breaks = float(any(card in BREAKERS for card in table.hand))
        else:
            saved = 1 - (1 - GROUNDING_SHARE) ** table.hand_sizes[seat]
            breaks = 1 - (1 - BREAKER_SHARE) ** table.hand_sizes[seat]
        draws = self.weights.max_draws
        return self._risk(kinds, table.groundings[seat], min(table.coming["zombies"][seat], draws),
                          min(table.coming["monkeys"][seat], draws), saved, breaks, table.zombie[seat])

    def _risk(self, kinds: tuple[str, ...], groundings: int, zombie_cards: int, monkeys: int, saved: float,
              breaks: float, zombie: bool) -> float:
        """Zombie cards coming are drawn first, then monkeys; a zombie's next card is from the Zombie deck."""
        key = (kinds, groundings, zombie_cards, monkeys, saved, breaks, zombie)
        if key not in self._risks:
            if zombie_cards or monkeys:
                odds = self.zombie_odds if zombie_cards else self.odds
                self._risks[key] = sum(chance * self._risk(_blast_kinds((*kinds, card)), groundings,
                                                           zombie_cards - bool(zombie_cards),
                                                           monkeys - (not zombie_cards), saved, breaks, zombie)
                                       for card, chance in odds.items())
            else:
                self._risks[key] = _danger(list(kinds), groundings, saved, breaks,
                                           self.zombie_odds if zombie else self.odds, self.weights)
        return self._risks[key]


def _danger(kinds: list[str], groundings: int, saved: float, breaks: float, odds: dict[str, float],
            weights: Weights) -> float:
    """The chance the monkeys in front of a trainer blast them, given the chances that their hand holds
    the Groundings a shock needs (``saved``) and a card that puts a fuse out (``breaks``): certain for
    the bot's own hand, guessed from the hand size for the others. ``odds`` are for their next card,
    whose danger counts the weights' ``future_weight``."""
    status = blast_check(kinds, groundings)
    if status == "now":
        return 1 - saved * (1 - weights.grounded_risk)
    if status == "end-of-round":
        return weights.bare_fuse_risk - breaks * (weights.bare_fuse_risk - weights.held_fuse_risk)
    future = 0.0
    for monkey, chance in odds.items():
        then = blast_check([*kinds, monkey], groundings)
        future += chance * (1.0 if then == "now" else weights.fuse_weight if then else 0.0)
    return weights.future_weight * future


def hard_judge(view: dict[str, Any]) -> Judge:
    """Hard's judge: it counts less of the next monkey's danger and, with zombies below five trainers, trusts
    Groundings less (normal trainers No Way them to guard their share)."""
    return Judge.of(view, HARD_ZOMBIE_WEIGHTS if view["zombies"] and view["players"] < MANY_TRAINERS else HARD_WEIGHTS)


def plays_out(view: dict[str, Any]) -> bool:
    """Hard plays its own round's best plays out at this table (see :data:`PLAYOUT_SEATS`)."""
    return view["players"] >= PLAYOUT_SEATS


def deck_odds(view: dict[str, Any], deck: str = "monkeys") -> dict[str, float]:
    """The chance of each kind being a deck's next card; the deck is whatever is seen nowhere else."""
    counts = game.MONKEY_COUNTS if deck == "monkeys" else game.ZOMBIE_COUNTS
    top = view["monkey_top" if deck == "monkeys" else "zombie_top"]
    if top is not None:
        return {kind_of(top): 1.0}
    left = dict(counts)
    seen = [card for cards in view["in_play"] for card in cards]
    seen += [entry["card"] for entry in view["stack"] if entry["kind"] == "arrival"]
    if view["deck_sizes"][deck]:
        seen += view["discards"][deck]
    for card in seen:
        if kind_of(card) in left:
            left[kind_of(card)] -= 1
    total = sum(count for count in left.values() if count > 0)
    if total <= 0:
        left, total = dict(counts), sum(counts.values())
    return {kind: count / total for kind, count in left.items() if count > 0}


# --- The bots ---------------------------------------------------------------------------------------

class EasyBot:
    """Random with a little sense: lets most entries go by and never makes its own danger worse."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if view["phase"] == "choice":
            legal = _without_endless_chains(legal, view["in_play"][self.seat])
        finish = [action for action in legal if action.kind in ("pass", "proceed", "end")]
        if finish and rng.random() < (EASY_PASSES if view["phase"] == "window" else EASY_FINISHES):
            return finish[0]
        table = Table.of(view)
        now = _status(forecast(table, view["stack"]), self.seat)
        sensible = [action for action in legal if action.kind in ("pass", "proceed", "end")
                    or _status(forecast(table, view["stack"], action), self.seat) <= now]
        return rng.choice(sensible or legal)


def _status(table: Table, seat: int) -> int:
    """0 safe, 1 a lit fuse, 2 a shock: how a seat's monkeys threaten them."""
    return _STATUS[blast_check(table.monkeys[seat], table.groundings[seat])]


class TrainerBot:
    """Normal and hard: save itself first, then hurt whoever threatens it most."""

    def __init__(self, level: str, seat: int) -> None:
        self.level = level
        self.seat = seat

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = Table.of(view)
        judge = hard_judge(view) if self.level == "hard" else Judge.of(view)
        phase = view["phase"]
        if phase == "choice":
            legal = _without_endless_chains(legal, table.monkeys[self.seat])
        if phase == "window":
            wanted = self._answer(view, table, judge, legal)
        elif phase == "choice":
            wanted = self._choice(view, table, judge, legal)
        else:
            wanted = self._own_round(view, table, judge, legal)
        if self.level == "hard":
            wanted = self._look_ahead(view, table, judge, legal, wanted)
            if phase in ("planning", "training") and plays_out(view):
                wanted = self._play_out(view, table, judge, legal, wanted, rng)
        return wanted if wanted in legal else rng.choice(legal)

    # Windows ---------------------------------------------------------------------------------------

    def _answer(self, view: dict[str, Any], table: Table, judge: Judge, legal: list[Action]) -> Action:
        """Grounding for its own shock, No Way on what hurts it, a dangerous monkey passed on; with zombies,
        also an answer that keeps a Legendary part where it does the bot most good."""
        me, stack = self.seat, view["stack"]
        passing = Action(me, "pass")
        entry = stack[-1]
        grounding = Action(me, "play", (GROUNDING, me))
        if entry["kind"] == "shock" and entry["seat"] == me and grounding in legal:
            return grounding
        if entry["kind"] == "action" and entry["seat"] != me and kind_of(entry["card"]) == NO_WAY:
            target = next((e for e in stack if e["id"] == entry.get("target")), None)
            if target is not None and target["seat"] == me and Action(me, "play", (NO_WAY,)) in legal:
                return Action(me, "play", (NO_WAY,))
        if (entry["kind"] == "action" and entry["seat"] != me and kind_of(entry["card"]) == PICKPOCKET
                and entry["args"][0] == me and Action(me, "play", (NO_WAY,)) in legal):
            return Action(me, "play", (NO_WAY,))
        defences = [action for action in legal if action.kind == "play"
                    and action.args[0] in (NO_WAY, HOLIDAY, PASS_THE_MONKEY, FIRE_BUCKET)
                    and not (action.args[0] == NO_WAY and _newest_seat(stack) == me)
                    and not (action.args[0] == FIRE_BUCKET and table.owner(str(action.args[1])) != me)]
        if not defences:
            return passing
        futures = {action: forecast(table, stack, action) for action in [passing, *defences]}
        risk_if = {action: judge.risk(future, me) for action, future in futures.items()}
        worth_if = {action: judge.worth(future) for action, future in futures.items()}
        best = min(defences, key=lambda action: (risk_if[action], -worth_if[action], _defence_order(action)))
        if risk_if[passing] - risk_if[best] >= judge.weights.save_margin:
            return best
        if view["zombies"]:
            guard = max(defences, key=lambda action: (worth_if[action], -_defence_order(action)))
            if worth_if[guard] - worth_if[passing] >= judge.weights.guard_margin:
                return guard
        return passing

    # Choices ---------------------------------------------------------------------------------------

    def _choice(self, view: dict[str, Any], table: Table, judge: Judge, legal: list[Action]) -> Action:
        """What to give a Tempter's trainer, or where a Destroyer's cards go: the best share it keeps."""
        if legal[0].kind == "hand":
            weakest = max({action.args[1] for action in legal},
                          key=lambda seat: (judge.risk(table, int(seat)), -table.hand_sizes[int(seat)]))
            return next(action for action in legal if action.args[1] == weakest)
        return max(legal, key=lambda action: judge.worth(forecast(table, view["stack"], action)))

    # Its own round --------------------------------------------------------------------------------

    def _own_round(self, view: dict[str, Any], table: Table, judge: Judge, legal: list[Action]) -> Action:
        """Put out its own fuse, then of the plays it knows to be good the one that raises its share most."""
        me, finish = self.seat, legal[-1]
        plays = [action for action in legal[:-1] if _known_good(table, judge, action)]
        if _status(table, me) == 1:
            breaking = [action for action in plays if _status(forecast(table, view["stack"], action), me) == 0]
            if breaking:
                return max(breaking, key=lambda action: _score(view, table, judge, action))
        chosen, best = finish, _score(view, table, judge, finish) + judge.weights.margin
        for action in plays:
            score = _score(view, table, judge, action)
            if score > best:
                chosen, best = action, score
        return chosen

    # Hard: one step ahead --------------------------------------------------------------------------

    def _look_ahead(self, view: dict[str, Any], table: Table, judge: Judge, legal: list[Action],
                    wanted: Action) -> Action:
        """Every legal action tried on the forecast; the normal answer stands unless one is clearly better."""
        scores = {action: _score(view, table, judge, action) for action in legal}
        best = max(legal, key=lambda action: scores[action])
        return best if scores[best] > scores.get(wanted, 0.0) + judge.weights.edge else wanted


    def _play_out(self, view: dict[str, Any], table: Table, judge: Judge, legal: list[Action], wanted: Action,
                  rng: random.Random) -> Action:
        """The lookahead's best few plays, each played on the same sampled tables to the end of the round by
        normal trainers (who answer, as the forecast's nobody does), scored by the judge where they end."""
        best_first = sorted(legal, key=lambda action: -_score(view, table, judge, action))
        candidates = list(dict.fromkeys([wanted, *best_first[:PLAYOUT_CANDIDATES]]))
        if len(candidates) == 1:
            return wanted
        totals = dict.fromkeys(candidates, 0.0)
        players = [TrainerBot("normal", seat) for seat in range(view["players"])]
        for _ in range(_playout_samples(view)):
            seed = rng.randrange(1 << 62)
            for action in candidates:
                totals[action] += _play_round_out(view, action, players, random.Random(seed))
        return max(candidates, key=lambda action: (totals[action], action == wanted))


def _playout_samples(view: dict[str, Any]) -> int:
    """How many sampled tables each play is played out on: what measured best for the table's size and variant."""
    many = view["players"] >= MANY_TRAINERS
    if view["zombies"]:
        return ZOMBIE_PLAYOUT_SAMPLES if many else PLAYOUT_SAMPLES
    return PLAYOUT_SAMPLES if many else FEW_PLAYOUT_SAMPLES


def _play_round_out(view: dict[str, Any], action: Action, players: list[TrainerBot], rng: random.Random) -> float:
    """``action`` played on a table sampled from ``view``, then normal play until the round ends: its
    worth to the view's seat by the hard judge, or 1 or 0 once someone has won."""
    me = view["you"]
    state = game.sample_state(view, me, rng)
    events = game.apply(state, action)
    for _ in range(PLAYOUT_STEPS):
        acting = game.to_act(state)
        if not acting or any(event.kind == "round" for event in events):
            break
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        choice = legal[0] if len(legal) == 1 else players[seat].choose(game.view(state, seat), legal, rng)
        events = game.apply(state, choice)
    if state["winner"] is not None:
        return float(state["winner"] == me)
    seen = game.view(state, me)
    return hard_judge(seen).worth(Table.of(seen))


def _known_good(table: Table, judge: Judge, play: Action) -> bool:
    """The normal trainer's repertoire in its own round: its own danger broken up, danger pushed onto the
    others, the most threatening trainer robbed, a Common Misfortune, a Closed for Holiday; with zombies,
    a zombie close to winning broken up, and (as a zombie) a missing part taken."""
    me, card, args = play.seat, play.args[0], play.args[1:]
    if card in (COMMON_MISFORTUNE, HOLIDAY):
        return True
    if card == PICKPOCKET:
        others = [seat for seat in table.others(me) if table.hand_sizes[seat]]
        return args[0] == max(others, key=lambda seat: (table.hand_sizes[seat], -judge.risk(table, seat)))
    if card in (FIRE_BUCKET, BACK_TO_THE_JUNGLE, SANITARY_CHECK):
        owner = table.owner(str(args[0]))
        mine = owner == me and _worry(table.monkeys[me], str(args[0]))[0] > 0
        defuser = card == BACK_TO_THE_JUNGLE and owner != me and kind_of(str(args[0])) == SNIPER
        return mine or defuser or card != FIRE_BUCKET and _breaks_legend(table, me, str(args[0]))
    if card == TACTICAL_EXCHANGE:
        own, theirs = str(args[0]), str(args[1])
        other = table.owner(theirs)
        if other is not None and _wanted_part(table, other, own):
            return False
        return (_worry(table.monkeys[me], own)[0] > 0 and _harm(table.monkeys[me], table.groundings[me], theirs) == 0
                or other is not None and _harm(table.monkeys[other], table.groundings[other], own) > 0
                or _breaks_legend(table, me, theirs)
                or _wanted_part(table, me, theirs) and not _only_copy(table.monkeys[me], own))
    return False


def _breaks_legend(table: Table, me: int, card: str) -> bool:
    """``card`` is the only copy of a part in front of another zombie with :data:`THREAT_PARTS` parts."""
    owner = table.owner(card)
    return (owner is not None and owner != me and table.zombie[owner] and len(table.parts(owner)) >= THREAT_PARTS
            and _only_copy(table.monkeys[owner], card))


def _wanted_part(table: Table, seat: int, card: str) -> bool:
    """``card`` is a Legendary part that the zombie ``seat`` lacks."""
    return table.zombie[seat] and kind_of(card) in LEGENDARY_PARTS and kind_of(card) not in table.parts(seat)


def _score(view: dict[str, Any], table: Table, judge: Judge, action: Action) -> float:
    """The bot's share once ``action`` and the queue have resolved (and, in its own round, the round's rest)."""
    future = forecast(table, view["stack"], action)
    if view["phase"] in ("planning", "training"):
        future.finish_round(view["phase"])
    return judge.worth(future)


def _without_endless_chains(choices: list[Action], monkeys: list[str]) -> list[Action]:
    """The choices that cannot start the same effects over and over, when there are any.

    A Freak Destroyer or a Greedy Tempter handed on starts again for its new trainer. A Destroyer's
    trainer who sends their Tempter last has only the Destroyer left to give that Tempter, whose new
    trainer then sends everything back: so a Destroyer is never given while another monkey can go,
    and a Tempter is sent first, while its trainer still has another monkey to give it."""
    moving = [choice for choice in choices if choice.kind != "hand"]
    if not moving:
        return choices
    if moving[0].kind == "send" and len(monkeys) > 2:
        tempters = [choice for choice in moving if kind_of(str(choice.args[0])) == TEMPTER]
        if tempters:
            return tempters
    keeping = [choice for choice in moving if kind_of(str(choice.args[0])) != DESTROYER]
    return keeping or choices


def _newest_seat(stack: list[dict[str, Any]]) -> int | None:
    """Who played the newest action card in the queue (No Way would counter it)."""
    return next((entry["seat"] for entry in reversed(stack) if entry["kind"] == "action"), None)


def _defence_order(action: Action) -> int:
    """Cheaper answers first when two save equally: a card that only fits now before one kept for later."""
    return (FIRE_BUCKET, PASS_THE_MONKEY, NO_WAY, HOLIDAY).index(str(action.args[0]))

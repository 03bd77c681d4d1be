"""The move log: every move in words, so a player can read what just happened.

Lines are written from the rule events of each applied move, and only from what every seat may know:
a card played face down is "a card" for everyone but its player, who gets a fuller private line.
Rule events carry hidden details for the table's animations (and actions name secret cards), so a
describer never copies an action's arguments into a public line. One describer per game id; a game
without one gets its verbs only.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rules.core import Action, Event
from rules.koikoi import card_name, either_card

Namer = Callable[[int], str]


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: whose move (for the seat's symbol; None for table news) and its words."""

    seat: int | None
    text: str
    private: dict[int, str] = field(default_factory=dict)
    """Fuller words for seats that know more (a seat's own face-down card)."""
    pending: str | None = None
    """Its words while the table still shows the move on its way (a die in the air): the log names no
    more than the table has shown."""
    deal: bool = False
    """It opens the next deal ("Month 2 is dealt"): the table keeps the last deal's result in view until
    its notice is closed, and a deal line under that notice read as a round begun behind it."""

    def text_for(self, viewer: int | None) -> str:
        return self.private.get(viewer, self.text) if viewer is not None else self.text


Describer = Callable[[Action, Sequence[Event], Namer], list[LogEntry]]


MAX_ENTRIES = 200
"""The log keeps the latest entries only: a long game must not grow it without end, and nobody
scrolls back further than this."""


@dataclass
class MoveLog:
    """The entries of one game, oldest first; the panel shows them newest first."""

    entries: list[LogEntry] = field(default_factory=list)
    newest: int = 0
    """How many of the last entries the newest move wrote."""

    def add(self, game_id: str, action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
        added = DESCRIBERS.get(game_id, describe_verbs)(action, events, name)
        self.entries += added
        del self.entries[:-MAX_ENTRIES]
        self.newest = min(len(added), len(self.entries))
        return added

    def open_with(self, opening: list[LogEntry]) -> None:
        """Put first what the game's opening deal did before anyone moved (a Koi-Koi month won by a
        dealt hand). Until a move follows, it counts as the newest move, so the deal after it waits
        under its result's notice as any move's does."""
        self.entries[:0] = opening
        del self.entries[:-MAX_ENTRIES]
        if not self.newest:
            self.newest = min(len(opening), len(self.entries))

    def held_back(self, unread: int) -> int:
        """How many of the newest entries wait while ``unread`` of the newest move's results are still
        to be read: each deal it brought, and all after it, until the result before that deal is read
        (a Koi-Koi deal can end at once on a dealt hand, so one move may bring two deals)."""
        start = len(self.entries) - self.newest
        deals = [index for index in range(start, len(self.entries)) if self.entries[index].deal]
        if unread <= 0 or not deals:
            return 0
        return len(self.entries) - deals[max(0, len(deals) - unread)]

    def lines_for(self, viewer: int | None, showing: bool = False, unread: int = 0) -> list[tuple[int | None, str]]:
        """What this seat may read, newest first; ``showing``: the table is still showing the newest
        entry that has pending words, which stand in for its own; ``unread``: how many of the newest
        move's results are still to be read (see :meth:`held_back`)."""
        lines: list[tuple[int | None, str]] = []
        for entry in reversed(self.entries[:len(self.entries) - self.held_back(unread)]):
            if showing and entry.pending is not None:
                lines.append((entry.seat, entry.pending))
                showing = False
            else:
                lines.append((entry.seat, entry.text_for(viewer)))
        return lines


def describe_verbs(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    """For a game without a describer: who did which kind of move, never with what."""
    return [LogEntry(action.seat, f"{name(action.seat)}: {action.kind}")]


def _listed(words: Sequence[str]) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


# --- Koi-Koi: every played, drawn and captured card is face up on the table ---

def koikoi_card(code: str) -> str:
    """A card as the rules' refusals and the table's hints name it, e.g. "Curtain (March bright)"."""
    return card_name(code)


def yaku_name(yaku: str) -> str:
    """A yaku as the table and the rules pages spell it ("Hanami-zake", "Akatan-Aotan")."""
    from tabletop.art.hanafuda import YAKU_NAMES
    return YAKU_NAMES[yaku][0]


MONTH_WON_BY = {"dealt-hand": " with a dealt hand", "exhausted": " (the hands ran out)"}
"""How a month ended without a Game; a Game was called on the line before. One move can end a month
with a Game and the next at once with a dealt hand: "calls Game" belongs only to the first."""


def describe_koikoi(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    entries: list[LogEntry] = []
    who = name(action.seat)
    waiting: tuple[str, str] | None = None
    """("plays" | "draws", card) until the next event tells what it took."""

    def settle(taken: Sequence[str] = ()) -> None:
        nonlocal waiting
        if waiting is None:
            return
        verb, card = waiting
        if taken:
            text = f"{who} {verb} {koikoi_card(card)} and takes {_listed([koikoi_card(c) for c in taken])}"
        else:
            text = f"{who} {verb} {koikoi_card(card)}, which matches nothing and stays on the field"
        entries.append(LogEntry(action.seat, text))
        waiting = None

    for event in events:
        data = event.data
        if event.kind == "captured" and waiting is None:
            entries.append(LogEntry(action.seat, f"{who} lets the drawn {koikoi_card(data['cards'][0])} take "
                                    f"{_listed([koikoi_card(c) for c in data['cards'][1:]])}"))
            continue
        if event.kind == "captured":
            settle(data["cards"][1:])
            continue
        if event.kind == "choose":
            waiting = None  # the drawn card matched two: the line below says so, not "matches nothing"
        settle()
        if event.kind in ("played", "drawn"):
            waiting = ("plays" if event.kind == "played" else "draws", data["card"])
        elif event.kind == "choose":
            options = either_card(data["options"])
            entries.append(LogEntry(action.seat, f"{who} draws {koikoi_card(data['card'])}, which may take {options}"))
        elif event.kind == "yaku":
            made = ", ".join(yaku_name(yaku) for yaku in data["yaku"])
            entries.append(LogEntry(action.seat, f"{who} makes {made} ({_plural(data['points'], 'point')})"))
        elif event.kind == "koikoi":
            entries.append(LogEntry(action.seat, f"{who} calls Koi-Koi and plays on"))
        elif event.kind in ("round_over", "dealt"):
            if event.kind == "round_over" and action.kind == "game" and data.get("reason", "game") == "game":
                entries.append(LogEntry(action.seat, f"{who} calls Game"))
            entries += koikoi_table_news([event], name)
    settle()
    return entries or [LogEntry(action.seat, f"{who}: {action.kind}")]


def koikoi_table_news(events: Sequence[Event], name: Namer) -> list[LogEntry]:
    """Months ended and dealt, in the same words whether a move brought them or the deal a match opens
    with (which can end month 1 on a dealt hand before anyone moves)."""
    entries: list[LogEntry] = []
    for event in events:
        data = event.data
        if event.kind == "round_over":
            winner = data["winner"]
            winner_name = name(winner) if winner is not None else "Nobody"
            how = MONTH_WON_BY.get(data.get("reason", ""), "")
            entries.append(LogEntry(winner, f"Month {data['month']} ends: {winner_name} scores "
                                    f"{_plural(data['points'], 'point')}{how}"))
        elif event.kind == "dealt":
            entries.append(LogEntry(None, f"Month {data['month']} is dealt; {name(data['dealer'])} deals",
                                    deal=True))
    return entries


# --- Coconut Pirate: nothing is hidden ---

def pirate_face(symbol: str, colour: str) -> str:
    """A die's face, e.g. "yellow coconut tree", never broken over two lines of the log."""
    from tabletop.art.text import NO_BREAK
    return f"{colour} {symbol.replace('-', ' ')}".replace(" ", NO_BREAK)


def describe_coconut_pirate(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    from tabletop.art.text import NO_BREAK

    entries: list[LogEntry] = []
    moves = {event.data["seat"]: event.data["to"] - event.data["from"] for event in events if event.kind == "moved"}
    knocked = [event for event in events if event.kind == "knocked"]
    for event in events:
        data = event.data
        if event.kind == "dealt":
            entries.append(LogEntry(None, "Every die is dealt back"))
        elif event.kind == "thrown":
            text = f"{name(data['seat'])} throws {pirate_face(data['symbol'], data['colour'])}"
            if knocked:
                text += ", knocking a die over" if len(knocked) == 1 else f", knocking {len(knocked)} dice over"
            entries.append(LogEntry(data["seat"], text, pending=f"{name(data['seat'])} throws\u2026"))
        elif event.kind == "claimed":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} shouts first!"))
        elif event.kind == "tie":
            entries.append(LogEntry(data["seats"][0], f"{_listed([name(s) for s in data['seats']])} shout together: "
                                    "nobody names a series"))
        elif event.kind == "announced":
            said = ", ".join(n.replace("-", " ") for n in data["names"])
            step = moves.get(data["seat"], 0)
            verdict = "right" if data["correct"] else "wrong"
            words = f"{name(data['seat'])} names {said}{NO_BREAK}— {verdict}, {step:+d}"  # no line opens on "—"
            entries.append(LogEntry(data["seat"], words))
        elif event.kind == "timed_out":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} names nothing in time, "
                                    f"{moves.get(data['seat'], 0):+d}"))
        elif event.kind == "won":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} reaches the treasure!"))
    return entries or [LogEntry(action.seat, f"{name(action.seat)}: {action.kind}")]


# --- Kokonotsu: choices stay face down until the reveal ---

def kokonotsu_card(code: str) -> str:
    """A card as the table prints it, e.g. "orange 7": the rules' colour names ("blue-7") are not the
    seat colours the cards wear, so the log names the colour the player sees; no line breaks inside it."""
    from rules.kokonotsu import card_owner, card_value
    from tabletop.art.kokonotsu import COLOUR_NAMES
    from tabletop.art.text import NO_BREAK
    return f"{COLOUR_NAMES[card_owner(code) % len(COLOUR_NAMES)]}{NO_BREAK}{card_value(code)}"


CHOSEN_WORDS = {"play": "plays a card face down", "give": "hands on a card", "take": "takes a card blind",
                "swap": "swaps a card with an Ambush card", "take-back": "takes a card back"}


KOKONOTSU_REASONS = {"highest": "the highest monkeypower", "second-highest": "the second-highest of all",
                     "lowest": "the lowest monkeypower",
                     "five-gap": "the second-highest: the top was 5 or more ahead (five-gap)"}
LAST_STANDING = {frozenset({"cancelled"}): "the only monkeypower not cancelled by an equal one",
                 frozenset({"dropped"}): "the only one who did not play the No-no number",
                 frozenset({"cancelled", "dropped"}): "the only one neither cancelled nor dropped out"}
"""Why the winner was the last one in, by what became of everyone else."""


def _kokonotsu_power(entry: dict[str, Any]) -> str:
    """A seat's revealed cards, the coconut's bonus and their monkeypower, as the table's badges count
    it: "orange 7", "orange 2 + orange 3 = 5", "blue 8 + 2 = 10"."""
    terms = [kokonotsu_card(card) for card in entry["cards"]] + ([str(entry["bonus"])] if entry["bonus"] else [])
    return " + ".join(terms) + (f" = {entry['power']}" if len(terms) > 1 else "")


def _kokonotsu_outcome(record: dict[str, Any], name: Namer) -> str:
    """Who won the coconut, with which cards and why, in the table's words from the reveal's data
    (the rules' own sentence says "Seat 2" and "the only monkeypower left in")."""
    from rules.kokonotsu import COCONUT_NAMES

    nut = COCONUT_NAMES[record["coconut"]]
    winner = record["winner"]
    if winner is None:
        if not record["lost"]:
            return f"Nobody wins {nut}: it goes to the next round's winner as well"
        carried = len(record["lost"]) - 1
        return f"Nobody wins {nut}: it is lost" + (f", and so {'is' if carried == 1 else 'are'} "
                                                   f"{_plural(carried, 'carried coconut')}" if carried else "")
    carried = len(record["chips_placed"]) - 1
    won = f"{nut} and {_plural(carried, 'carried coconut')}" if carried else nut
    entry = record["seats"][winner]
    if record["reason"] == "last-standing":
        others = frozenset(other["status"] for other in record["seats"] if other["seat"] != winner)
        why = LAST_STANDING.get(others, "the only one still in")
    else:
        why = KOKONOTSU_REASONS[record["reason"]]
    cards = _kokonotsu_power(entry) if entry["cards"] else str(entry["power"])
    return f"{name(winner)} wins {won} with {cards}, {why}"


def describe_kokonotsu(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    from rules.kokonotsu import COCONUT_NAMES

    entries: list[LogEntry] = []
    for event in events:
        data = event.data
        if event.kind == "coconut":
            entries.append(LogEntry(data["dealer"], f"{name(data['dealer'])} picks {COCONUT_NAMES[data['coconut']]} "
                                    + held_units(f"(position {data['position']})")))
        elif event.kind == "direction":
            entries.append(LogEntry(data["dealer"], f"{name(data['dealer'])} names the direction: {data['direction']}"))
        elif event.kind == "chosen":
            seat = data["seat"]
            text = f"{name(seat)} {CHOSEN_WORDS.get(data['step'], 'chooses')}"
            private = {}
            if data["step"] == "play" and action.kind == "play" and action.seat == seat:
                cards = " and ".join(kokonotsu_card(str(card)) for card in action.args)
                private[seat] = f"{name(seat)} plays {cards} face down"
            entries.append(LogEntry(seat, text, private))
        elif event.kind == "took-back":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} takes back {kokonotsu_card(data['card'])}"))
        elif event.kind == "announced":
            entries.append(LogEntry(data["dealer"], f"{name(data['dealer'])} names {data['number']}"))
        elif event.kind == "reveal":
            shown = "; ".join(f"{name(entry['seat'])} {_kokonotsu_power(entry)}"
                              for entry in data["seats"] if entry["cards"])
            if shown:
                entries.append(LogEntry(None, f"Reveal: {shown}"))
            entries.append(LogEntry(data["winner"], _kokonotsu_outcome(data, name)))
        elif event.kind == "line":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} completes a line!"))
        elif event.kind == "new-round":
            entries.append(LogEntry(None, f"Round {data['round']}: {name(data['dealer'])} deals", deal=True))
    return entries or [LogEntry(action.seat, f"{name(action.seat)}: {action.kind}")]


NUMBERED = re.compile(r"\b(cards?|position|round) (\d+)")
NUMBER_RANGE = re.compile(r"(\d+) to (\d+)")


def held_units(text: str) -> str:
    """``text`` with each number kept on the line of the word it goes with ("card 3", "position 5",
    "round 1", "1 to 10"): a wrap that left "card" at the end of one line and "3" alone on the next
    read as two things."""
    from tabletop.art.text import NO_BREAK
    text = NUMBERED.sub(rf"\1{NO_BREAK}\2", text)
    return NUMBER_RANGE.sub(rf"\1{NO_BREAK}to{NO_BREAK}\2", text)


# --- CitronCoco: only faces laid open (the discard pile, a Spy, a quick play) are ever named ---

def citroncoco_card(code: str) -> str:
    """A card's name, e.g. "10 of hearts", never broken over two lines of the log ("10 / of hearts")."""
    from tabletop.art.playing_cards import card_name
    from tabletop.art.text import NO_BREAK
    return card_name(code).replace(" ", NO_BREAK)


KEPT = "kept"
"""A drawn card put in a hand in place of one that is discarded: the log says "keeps", and the table
marks the card with this word, the same as the tag it wears afterwards."""


def kept_words(slot: int) -> str:
    """How the log and the table's news tell that a drawn card took a hand's slot."""
    return held_units(f"keeps the drawn card as card {slot + 1}")


CITRON_CALLS = {"citroncoco": "calls CitronCoco!", "nano": "answers Nano! (×2)",
                "nano-alpha": "answers Nano Alpha! (×4)"}


def _whose(target: int, actor: object, name: Namer) -> str:
    """"their" for the acting seat's own cards: "easy turns up easy's card 1" reads as two people."""
    return "their" if target == actor else f"{name(target)}'s"


def describe_citroncoco(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    """Draws from the stock, peeks and penalty cards stay "a card": events name a face only once it
    is public, and a peeked face is read from the peeking seat's own view, never from the log.
    Passes in a quick-play window are not logged: four a discard would bury the moves."""
    from rules.citroncoco import TEAMS
    from tabletop.tables.citroncoco import TEAM_NAMES as teams

    entries: list[LogEntry] = []
    if action.kind == "end":
        entries.append(LogEntry(action.seat, f"{name(action.seat)} ends the turn"))
    swapped_slot: int | None = None
    for event in events:
        data = event.data
        seat = data.get("seat")
        who = name(seat) if isinstance(seat, int) else ""
        kind = event.kind
        if kind == "drew":
            where = "the stock" if data["source"] == "stock" else f"the discard pile: {citroncoco_card(data['card'])}"
            entries.append(LogEntry(seat, f"{who} draws from {where}"))
        elif kind == "swapped":
            swapped_slot = data["slot"]
        elif kind == "discarded":
            kept = "" if swapped_slot is None else f"{kept_words(swapped_slot)} and "
            entries.append(LogEntry(seat, f"{who} {kept}discards the {citroncoco_card(data['card'])}"))
        elif kind == "blocked":
            entries.append(LogEntry(seat, f"The coin blocks {who}'s {citroncoco_card(data['card'])} and goes back"))
        elif kind == "assault":
            entries.append(LogEntry(seat, f"Assault: {name(data['target'])} takes a card from the stock"))
        elif kind == "peeked":
            owner = _whose(data["target"], seat, name)
            entries.append(LogEntry(seat, held_units(f"{who} looks at {owner} card {data['slot'] + 1}")))
        elif kind == "coin":
            entries.append(LogEntry(seat, f"Witch: {who} gives the coin to {name(data['target'])}"))
        elif kind == "flipped":
            owner = _whose(data["target"], seat, name)
            entries.append(LogEntry(seat, held_units(f"Spy: {who} turns up {owner} card {data['slot'] + 1}, ")
                                    + f"the {citroncoco_card(data['card'])}"))
        elif kind == "exchanged":
            (s1, i1), (s2, i2) = data["a"], data["b"]
            first, second = _whose(s1, seat, name), _whose(s2, seat, name)
            cards = (f"{first} cards {i1 + 1} and {i2 + 1}" if s1 == s2
                     else f"{first} card {i1 + 1} with {second} card {i2 + 1}")
            entries.append(LogEntry(seat, held_units(f"Queen: {who} swaps {cards}")))
        elif kind == "supply":
            entries.append(LogEntry(seat, f"Supply: {who} plays another turn"))
        elif kind == "peeked_stock":
            entries.append(LogEntry(seat, f"Captain: {who} looks at the stock's top card"))
        elif kind == "skip_set":
            entries.append(LogEntry(seat, f"Captain: {name(data['target'])} misses the next turn"))
        elif kind == "skipped":
            entries.append(LogEntry(seat, f"{who}'s turn is skipped"))
        elif kind == "claimed":
            entries.append(LogEntry(seat, f"{who} claims the quick play!"))
        elif kind == "tie":
            entries.append(LogEntry(data["seats"][0], f"{_listed([name(s) for s in data['seats']])} claim together: "
                                    "nobody plays"))
        elif kind == "quick_play":
            cards = _listed([citroncoco_card(card) for card in data["cards"]])
            entries.append(LogEntry(seat, f"{who} quick-plays the {cards}"))
        elif kind == "missplay":
            shown = _listed([citroncoco_card(card) for card in data["cards"]]) if data["cards"] else ""
            why = f"the {shown} did not match" if shown else "no card picked in time"
            penalty = _plural(data["penalty"], "penalty card")
            entries.append(LogEntry(seat, f"{who} missplays ({why}) and takes {penalty}"))
        elif kind == "reshuffled":
            entries.append(LogEntry(None, "The discard pile is shuffled into a new stock"))
        elif kind == "called":
            entries.append(LogEntry(seat, f"{who} {CITRON_CALLS[data['call']]}"))
        elif kind == "declined":
            entries.append(LogEntry(seat, f"{who} declines"))
        elif kind == "stuck":
            entries.append(LogEntry(seat, f"{who} cannot draw: the round ends"))
        elif kind == "round_over":
            scores, totals = data["scores"], data["totals"]
            entries.append(LogEntry(TEAMS[data["loser_team"]][0], f"Round {data['round']} ends: {teams[0]} "
                                    f"+{scores[0]} ({totals[0]}), {teams[1]} +{scores[1]} ({totals[1]})"))
        elif kind == "game_over":
            entries.append(LogEntry(None, f"The {teams[data['loser']]} reach the limit: the "
                                    f"{teams[1 - data['loser']]} win"))
    return entries


# --- Cheeky Monkeys: cards in play and in the queue are face up; hands never are ---

def monkeys_card(code: str) -> str:
    from tabletop.art.monkeys import card_name, kind_of
    return card_name(kind_of(code))


CHEEKY_HOW = {"now": "an electric shock", "end-of-round": "a lit fuse at the end of the round"}
CHEEKY_DECKS = {"monkeys": "monkey", "actions": "action card", "zombies": "Zombie"}
CHEEKY_WON_BY = {"last-standing": "{} wins: the last trainer standing!",
                 "legendary": "{} rebuilds the Legendary Zombie-Monkey and wins!",
                 "last-alive": "{} wins: every other trainer is a zombie!"}


def describe_cheeky_monkeys(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    """Played cards, arriving and moving monkeys are named (everyone sees them); a card taken from or
    given out of a hand is "a card". Passes and windows write nothing: six trainers pass every card."""
    entries: list[LogEntry] = []
    if action.kind in ("proceed", "end"):
        words = "ends planning" if action.kind == "proceed" else "ends the round"
        entries.append(LogEntry(action.seat, f"{name(action.seat)} {words}"))
    for event in events:
        data = event.data
        seat = data.get("seat")
        who = name(seat) if isinstance(seat, int) else ""
        card = monkeys_card(data["card"]) if isinstance(data.get("card"), str) else ""
        kind = event.kind
        if kind == "played":
            entries.append(LogEntry(seat, f"{who} plays {card}{_cheeky_targets(data['args'], name)}"))
        elif kind == "arriving":
            entries.append(LogEntry(seat, f"{'An' if card[:1] in 'AEIOU' else 'A'} {card} sets off for {who}"))
        elif kind == "entered":
            entries.append(LogEntry(seat, f"The {card} joins {who}"))
        elif kind == "turned_away":
            entries.append(LogEntry(seat, f"{who} is away: the {card} goes to the discard pile"))
        elif kind == "redirected":
            entries.append(LogEntry(seat, f"{who} passes the {card} on to {name(data['target'])}"))
        elif kind == "moved":
            entries.append(LogEntry(seat, f"{name(data['giver'])}'s {card} goes to {who}"))
        elif kind == "discarded":
            entries.append(LogEntry(seat, f"{who}'s {card} is discarded"))
        elif kind == "to_deck":
            entries.append(LogEntry(seat, f"{who}'s {card} goes back on top of its deck"))
        elif kind == "drew":
            entries.append(LogEntry(seat, f"{who} draws {_plural(data['count'], 'action card')}"))
        elif kind == "stole":
            entries.append(LogEntry(seat, f"{who} takes a card from {name(data['target'])}'s hand"))
        elif kind == "handed":
            entries.append(LogEntry(seat, f"{who} gives {name(data['target'])} a card"))
        elif kind == "countered":
            entries.append(LogEntry(seat, f"{who}'s No Way stops the {card}"))
        elif kind == "grounded":
            entries.append(LogEntry(seat, f"{who} grounds {name(data['target'])}"))
        elif kind == "holiday":
            entries.append(LogEntry(seat, f"{who} is closed for holiday until the round ends"))
        elif kind == "shock":
            entries.append(LogEntry(seat, f"Electric shock on {who}: a blast unless grounded"))
        elif kind == "saved":
            entries.append(LogEntry(seat, f"{who} survives the shock"))
        elif kind == "left_queue":
            entries.append(LogEntry(seat, f"{who}'s {card} left play: its effect stops"))
        elif kind == "blasted":
            if data.get("zombie"):
                entries.append(LogEntry(seat, f"{who} blasts and rises as a zombie ({CHEEKY_HOW[data['how']]})"))
            else:
                entries.append(LogEntry(seat, f"BLAST! {who} is out ({CHEEKY_HOW[data['how']]})"))
        elif kind == "reshuffled":
            entries.append(LogEntry(None, f"The {CHEEKY_DECKS[data['deck']]} discard pile is shuffled into a new deck"))
        elif kind == "round":
            entries.append(LogEntry(seat, f"{who}'s round begins"))
        elif kind == "game_over":
            entries.append(LogEntry(data["winner"], CHEEKY_WON_BY[data["won_by"]].format(name(data["winner"]))))
    return entries


def _cheeky_targets(args: Sequence[object], name: Namer) -> str:
    """A played card's targets: trainers by name, cards in play (face up for all) by card name."""
    words = [name(arg) if isinstance(arg, int) else monkeys_card(str(arg)) for arg in args]
    if len(words) == 2:
        return f": {words[0]} for {words[1]}"
    return f" on {words[0]}" if words else ""


DESCRIBERS: dict[str, Describer] = {"koikoi": describe_koikoi, "coconut_pirate": describe_coconut_pirate,
                                    "kokonotsu": describe_kokonotsu, "citroncoco": describe_citroncoco,
                                    "cheeky_monkeys": describe_cheeky_monkeys}
CARD_NAMERS: dict[str, Callable[[str], str]] = {"koikoi": koikoi_card, "kokonotsu": kokonotsu_card,
                                                "citroncoco": citroncoco_card, "cheeky_monkeys": monkeys_card}
"""How each game's log spells a secret token, so the secrecy test can look for both spellings."""

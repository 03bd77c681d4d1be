"""The move log: every move in words, so a player can read what just happened.

Lines are written from the rule events of each applied move, and only from what every seat may know:
a card played face down is "a card" for everyone but its player, who gets a fuller private line.
Rule events carry hidden details for the table's animations (and actions name secret cards), so a
describer never copies an action's arguments into a public line. One describer per game id; a game
without one gets its verbs only.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from rules.core import Action, Event

Namer = Callable[[int], str]


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: whose move (for the seat's symbol; None for table news) and its words."""

    seat: int | None
    text: str
    private: dict[int, str] = field(default_factory=dict)
    """Fuller words for seats that know more (a seat's own face-down card)."""

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

    def add(self, game_id: str, action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
        added = DESCRIBERS.get(game_id, describe_verbs)(action, events, name)
        self.entries += added
        del self.entries[:-MAX_ENTRIES]
        return added

    def lines_for(self, viewer: int | None) -> list[tuple[int | None, str]]:
        """What this seat may read, newest first."""
        return [(entry.seat, entry.text_for(viewer)) for entry in reversed(self.entries)]


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
    from tabletop.art.hanafuda import describe
    return describe(code)


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
            text = f"{who} {verb} {koikoi_card(card)}: no match, it stays on the field"
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
        settle()
        if event.kind in ("played", "drawn"):
            waiting = ("plays" if event.kind == "played" else "draws", data["card"])
        elif event.kind == "choose":
            options = " or ".join(koikoi_card(c) for c in data["options"])
            entries.append(LogEntry(action.seat, f"{who} draws {koikoi_card(data['card'])}: it may take {options}"))
        elif event.kind == "yaku":
            made = ", ".join(yaku.replace("-", " ").title() for yaku in data["yaku"])
            entries.append(LogEntry(action.seat, f"{who} makes {made} ({_plural(data['points'], 'point')})"))
        elif event.kind == "koikoi":
            entries.append(LogEntry(action.seat, f"{who} calls Koi-Koi and plays on"))
        elif event.kind == "round_over":
            if action.kind == "game":
                entries.append(LogEntry(action.seat, f"{who} calls Game"))
            winner = data["winner"]
            winner_name = name(winner) if winner is not None else "Nobody"
            entries.append(LogEntry(winner, f"Month {data['month']} ends: {winner_name} scores "
                                    f"{_plural(data['points'], 'point')}"))
        elif event.kind == "dealt":
            entries.append(LogEntry(None, f"Month {data['month']} is dealt; {name(data['dealer'])} deals"))
    settle()
    return entries or [LogEntry(action.seat, f"{who}: {action.kind}")]


# --- Coconut Pirate: nothing is hidden ---

def pirate_face(symbol: str, colour: str) -> str:
    return f"{colour} {symbol.replace('-', ' ')}"


def describe_coconut_pirate(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
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
            entries.append(LogEntry(data["seat"], text))
        elif event.kind == "claimed":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} shouts!"))
        elif event.kind == "tie":
            entries.append(LogEntry(data["seats"][0], f"{_listed([name(s) for s in data['seats']])} shout together: "
                                    "nobody names a series"))
        elif event.kind == "announced":
            said = ", ".join(n.replace("-", " ") for n in data["names"])
            step = moves.get(data["seat"], 0)
            verdict = "right" if data["correct"] else "wrong"
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} shouts: {said} — {verdict}, {step:+d}"))
        elif event.kind == "timed_out":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} names nothing in time, "
                                    f"{moves.get(data['seat'], 0):+d}"))
        elif event.kind == "won":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} reaches the treasure!"))
    return entries or [LogEntry(action.seat, f"{name(action.seat)}: {action.kind}")]


# --- Kokonotsu: choices stay face down until the reveal ---

def kokonotsu_card(code: str) -> str:
    colour, _, value = code.partition("-")
    return f"{colour} {value}"


CHOSEN_WORDS = {"play": "plays a card face down", "give": "hands on a card", "take": "takes a card blind",
                "swap": "swaps a card with an Ambush card", "take-back": "takes a card back"}


def describe_kokonotsu(action: Action, events: Sequence[Event], name: Namer) -> list[LogEntry]:
    from rules.kokonotsu import COCONUT_NAMES

    entries: list[LogEntry] = []
    for event in events:
        data = event.data
        if event.kind == "coconut":
            entries.append(LogEntry(data["dealer"], f"{name(data['dealer'])} picks {COCONUT_NAMES[data['coconut']]} "
                                    f"(position {data['position']})"))
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
            shown = "; ".join(f"{name(entry['seat'])} {' + '.join(kokonotsu_card(c) for c in entry['cards'])}"
                              f" = {entry['power']}" for entry in data["seats"] if entry["cards"])
            if shown:
                entries.append(LogEntry(None, f"Reveal: {shown}"))
            winner = data["winner"]
            summary = str(data["summary"])
            for seat in range(len(data["seats"])):
                summary = summary.replace(f"Seat {seat + 1}", name(seat))
            entries.append(LogEntry(winner, summary))
        elif event.kind == "line":
            entries.append(LogEntry(data["seat"], f"{name(data['seat'])} completes a line!"))
        elif event.kind == "new-round":
            entries.append(LogEntry(None, f"Round {data['round']}: {name(data['dealer'])} deals"))
    return entries or [LogEntry(action.seat, f"{name(action.seat)}: {action.kind}")]


DESCRIBERS: dict[str, Describer] = {"koikoi": describe_koikoi, "coconut_pirate": describe_coconut_pirate,
                                    "kokonotsu": describe_kokonotsu}
CARD_NAMERS: dict[str, Callable[[str], str]] = {"koikoi": koikoi_card, "kokonotsu": kokonotsu_card}
"""How each game's log spells a secret token, so the secrecy test can look for both spellings."""

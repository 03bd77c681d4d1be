"""The rules protocol every game module follows.

A game module is the rulebook in code: it never sees time, pixels or keys, and it never imports
pygame or anything from ``tabletop``.  Every game module exposes the same names:

``INFO``                          a :class:`GameInfo`
``new_game(options, seats, seed)``  a fresh :data:`State` (plain JSON data)
``to_act(state)``                 the seats that may act now (several during races and simultaneous picks)
``legal_actions(state, seat)``    the one source of truth for highlights, bots and validation
``is_legal(state, action)``       whether ``action`` is in its seat's ``legal_actions``, told without
                                  listing them all (``apply`` checks with it at every step)
``apply(state, action)``          mutates the state and returns :class:`Event` s, or raises
                                  :class:`IllegalAction` and leaves the state untouched
``view(state, seat)``             only what ``seat`` may see (``None``: a spectator at the open table)
``outcome(state)``                an :class:`Outcome` once the game is over, else ``None``
``to_json`` / ``from_json`` / ``clone``, ``action_to_text`` / ``action_from_text``
``secrets_hidden_from(state, seat)``  the tokens ``seat`` must never see; the conformance suite
                                  checks that ``view`` leaks none of them, and :func:`revealed` tells
                                  from them whether a move may be taken back

A game whose state is plain JSON data (every game so far) does not write the five conversion
functions itself: it states what differs and takes the rest from :func:`plain_data_protocol`::

    to_json, from_json, clone, action_to_text, action_from_text = plain_data_protocol(
        INFO.name, _STATE_KEYS, KINDS, copy=_copy_state)

Randomness comes only from the RNG record kept in the state (a seed and a draw counter), so an
action log replays to the identical state.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Collection, Iterable, NamedTuple, Protocol

State = dict[str, Any]
"""Plain JSON data: dicts with string keys, lists, str, int, float, bool and None. No tuples."""

ActionArg = int | str
_INT_TEXT = re.compile(r"-?\d{1,18}")
"""An integer in an action's text form; longer digit runs are not numbers any game uses."""
_DIGITS_TEXT = re.compile(r"-?\d+")
_WORD_TEXT = re.compile(r"\S+")
_CHECKED_VERBS: set[str] = set()
_CHECKED_WORDS: set[str] = set()
"""Verbs and word arguments already found well formed: building an action checks each only once, since
rules and bots build actions by the hundred thousand (see :func:`_remember` for the bound)."""
_CHECKED_LIMIT = 4096
"""Most words remembered per set: a game uses a few hundred, and a hostile file cannot grow them."""


class RuleError(Exception):
    """Base of every error the rules raise on purpose."""


class IllegalAction(RuleError):
    """An action the rules refuse; the message is written for a player to read."""


@dataclass(frozen=True, order=True)
class Action:
    """One move by one seat: a verb and its arguments, with a short text form like ``1 play 3-bright``."""

    seat: int
    kind: str
    args: tuple[ActionArg, ...] = ()

    def __post_init__(self) -> None:
        """Refuse what could not round-trip through the text form or would compare equal by accident.

        ``True == 1`` and ``3.0 == 3`` in Python, so a bool seat or a float argument would match a legal
        action and then break the game half-way through, or be logged as text that never loads again.
        """
        if type(self.seat) is not int:
            raise IllegalAction(f"An action's seat must be a whole number, not {_shown(self.seat)}.")
        kind = self.kind
        if type(kind) is not str or kind not in _CHECKED_VERBS:
            if type(kind) is not str or not _WORD_TEXT.fullmatch(kind):
                raise IllegalAction(f"An action's verb must be one word, not {_shown(kind)}.")
            _remember(_CHECKED_VERBS, kind)
        if type(self.args) is not tuple:
            raise IllegalAction(f"An action's arguments must be a tuple, not {_shown(self.args)}.")
        for arg in self.args:
            kind_of_arg = type(arg)
            if kind_of_arg is int or (kind_of_arg is str and arg in _CHECKED_WORDS):
                continue
            if kind_of_arg is not str or not _WORD_TEXT.fullmatch(arg) or _DIGITS_TEXT.fullmatch(arg):
                raise IllegalAction(f"An action's arguments are whole numbers or single words, "
                                    f"not {_shown(arg)}.")
            _remember(_CHECKED_WORDS, arg)

    def __str__(self) -> str:
        return " ".join([str(self.seat), self.kind, *(str(a) for a in self.args)])

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read the text form back; arguments that look like integers become ints."""
        words = text.split()
        if len(words) < 2 or not _INT_TEXT.fullmatch(words[0]):
            raise IllegalAction(f"Cannot read the action {text!r}: expected '<seat> <verb> [args...]'.")
        args = tuple(int(w) if _INT_TEXT.fullmatch(w) else w for w in words[2:])
        return cls(int(words[0]), words[1], args)


@dataclass(slots=True)
class Event:
    """Something that happened, for the table to animate and the log to show. Not frozen: a frozen
    dataclass costs twice as much to build, and a playout builds dozens of events a game (its data is
    a dict, which freezing never protected). Events are records: read them, never change them. A game
    may hand out the same event object again (Koi-Koi shares its play, draw and single-capture events)."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return " ".join([self.kind, *(f"{k}={v}" for k, v in self.data.items())])


@dataclass(frozen=True)
class Outcome:
    """The end of a game: a score per seat, the winning seats (ties share), and a sentence."""

    scores: tuple[int, ...]
    winners: frozenset[int]
    summary: str


@dataclass(frozen=True)
class GameInfo:
    """What the menu and the setup screen need to know about a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: dict[str, Any]
    rules_version: int
    option_choices: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    """For options the setup screen offers as a list; the first choice is the default."""


class Game(Protocol):
    """The shape of a game module, for type checkers."""

    INFO: GameInfo

    def new_game(self, options: dict[str, Any] | None, seats: int, seed: int) -> State: ...
    def to_act(self, state: State) -> frozenset[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def is_legal(self, state: State, action: Action) -> bool: ...
    def apply(self, state: State, action: Action) -> list[Event]: ...
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def outcome(self, state: State) -> Outcome | None: ...
    def to_json(self, state: State) -> dict[str, Any]: ...
    def from_json(self, data: dict[str, Any]) -> State: ...
    def clone(self, state: State) -> State: ...
    def action_to_text(self, action: Action) -> str: ...
    def action_from_text(self, state: State, text: str) -> Action: ...
    def secrets_hidden_from(self, state: State, seat: int | None) -> set[str]: ...


# --- Options -------------------------------------------------------------------------------------

def merge_options(info: GameInfo, options: dict[str, Any] | None) -> dict[str, Any]:
    """The defaults overlaid with the given options; unknown names or wrong kinds are refused."""
    merged = dict(info.options)
    for name, value in (options or {}).items():
        if name not in info.options:
            raise RuleError(f"{info.name} has no option {name!r}; it has {', '.join(info.options)}.")
        default = info.options[name]
        if default is not None and not _same_kind(default, value):
            raise RuleError(f"Option {name!r} should be a {type(default).__name__}, not {value!r}.")
        choices = info.option_choices.get(name)
        if choices and value not in choices:
            raise RuleError(f"Option {name!r} must be one of {', '.join(map(str, choices))}, not {value!r}.")
        merged[name] = value
    return merged


def check_seats(info: GameInfo, seats: int) -> None:
    if not info.min_players <= seats <= info.max_players:
        span = (f"{info.min_players}" if info.min_players == info.max_players
                else f"{info.min_players} to {info.max_players}")
        raise RuleError(f"{info.name} is played by {span} players, not {seats}.")


# --- The seeded RNG kept in the state --------------------------------------------------------------

def new_rng(seed: int) -> dict[str, int]:
    """The RNG record a state keeps: JSON-friendly, and each draw is fixed by (seed, draw number)."""
    return {"seed": int(seed), "draws": 0}


def rng_stream(rng: dict[str, int]) -> random.Random:
    """A generator for one draw; advancing the counter makes the next draw independent."""
    rng["draws"] += 1
    return random.Random(f"{rng['seed']}/{rng['draws']}")


def shuffled(rng: dict[str, int], items: Iterable[Any]) -> list[Any]:
    """``items`` in the order ``random.Random.shuffle`` gives them from this draw's generator, by the same
    steps (from the last place down, swap with a place drawn below it, each number drawn from
    ``getrandbits`` by rejection as ``Random._randbelow`` does) without two Python calls per item: half
    the time, and saves keep replaying even if the standard library's shuffle ever changes. Tests pin
    it to ``random.Random.shuffle``."""
    out = list(items)
    take_bits = rng_stream(rng).getrandbits
    for place, bound, bits in _shuffle_steps(len(out)):
        other = take_bits(bits)
        while other >= bound:
            other = take_bits(bits)
        out[place], out[other] = out[other], out[place]
    return out


def draw_below(draw: random.Random, bound: int) -> int:
    """``draw.randrange(bound)``'s very number (the same bits, taken by rejection as ``Random._randbelow``
    does) without its argument checks: for a game that draws several numbers at every step."""
    bits = bound.bit_length()
    value = draw.getrandbits(bits)
    while value >= bound:
        value = draw.getrandbits(bits)
    return value


@lru_cache(maxsize=64)
def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Each step of shuffling ``size`` items: the place, the bound of the place drawn, its bits."""
    return tuple((place, place + 1, (place + 1).bit_length()) for place in range(size - 1, 0, -1))


def randint(rng: dict[str, int], low: int, high: int) -> int:
    return rng_stream(rng).randint(low, high)


def revealed(game: Game, before: State, after: State, seats: int) -> str | None:
    """Why the move from ``before`` to ``after`` showed something a seat did not know, or None.

    A move shows something when the RNG record's draw counter moved (a shuffle or a throw: chance
    decided), or when a token hidden from a seat before is no longer hidden from it after. Every game
    keeps its RNG record under ``"rng"`` and names its secrets in ``secrets_hidden_from``, so this one
    function serves every game: taking back a move that showed nothing cannot help anyone."""
    if before["rng"]["draws"] != after["rng"]["draws"]:
        return "a shuffle, a throw or a random pick has happened"
    for seat in range(seats):
        if game.secrets_hidden_from(before, seat) - game.secrets_hidden_from(after, seat):
            return "a card was revealed"
    return None


# --- Helpers every game uses -----------------------------------------------------------------------

def copy_json(data: Any) -> Any:
    """A deep copy of plain JSON data, several times faster than ``copy.deepcopy``."""
    kind = type(data)
    if kind is dict:
        return {k: copy_json(v) for k, v in data.items()}
    if kind is list:
        return [copy_json(v) for v in data]
    return data


@lru_cache(maxsize=1 << 16, typed=True)
def action_of(seat: int, kind: str, *args: ActionArg) -> Action:
    """The one :class:`Action` for these values, built and checked once: ``legal_actions`` lists the same
    few hundred actions at every step of a playout. ``typed`` keeps ``True`` apart from ``1``."""
    return Action(seat, kind, args)


def require_action(action: Any) -> Action:
    """The first check of every ``apply``: anything that is not an :class:`Action` is refused."""
    if not isinstance(action, Action):
        raise IllegalAction(f"That is not a move: expected an Action, got {_shown(action)}.")
    return action


def seat_name(seat: int) -> str:
    """How the rules name a seat in text for players; the table puts the player's name in."""
    return f"Seat {seat + 1}"


def refuse_unless_legal(state: State, action: Any, to_act: frozenset[int],
                        legal_actions: Callable[[State, int], Collection[Action]],
                        explain: Callable[[State, Action], str],
                        is_legal: Callable[[State, Action], bool] | None = None) -> None:
    """Raise :class:`IllegalAction` with a player-readable reason unless ``action`` is one of the acting
    seat's ``legal_actions``; a game's ``apply`` calls it first, so it never sees a malformed action.

    A game may pass its ``is_legal(state, action)``, which answers the same question without building
    the whole list (as python-chess's ``is_legal`` behind ``legal_moves``): apply runs at every step of
    every playout, so this is the rules' hottest check."""
    require_action(action)
    if is_legal(state, action) if is_legal is not None else action in legal_actions(state, action.seat):
        return
    who = seat_name(action.seat)
    if not to_act:
        raise IllegalAction("The game is over.")
    if action.seat not in to_act:
        raise IllegalAction(f"{who} cannot act now.")
    raise IllegalAction(explain(state, action) or f"{who} cannot {action.kind} now.")


def check_state_keys(data: Any, keys: Iterable[str], game_name: str) -> None:
    """The first check of ``from_json``: a readable refusal for data that is not this game's state."""
    if not isinstance(data, dict):
        raise RuleError(f"This is not a {game_name} game: the state is not an object.")
    missing = [key for key in keys if key not in data]
    if missing:
        raise RuleError(f"This is not a {game_name} game: it lacks {', '.join(missing)}.")


def action_to_text(action: Action) -> str:
    """The text form every game uses for logs and saves (handed out by :func:`plain_data_protocol`)."""
    return str(action)


def parse_action(text: str, known_kinds: Iterable[str]) -> Action:
    """The generic text reader, refusing verbs the game does not have."""
    action = Action.parse(text)
    kinds = set(known_kinds)
    if action.kind not in kinds:
        raise IllegalAction(f"Unknown move {action.kind!r}; expected one of {', '.join(sorted(kinds))}.")
    return action


class PlainDataProtocol(NamedTuple):
    """The protocol functions a game with a plain-data state shares with every other such game."""

    to_json: Callable[[State], dict[str, Any]]
    from_json: Callable[[dict[str, Any]], State]
    clone: Callable[[State], State]
    action_to_text: Callable[[Action], str]
    action_from_text: Callable[[State, str], Action]


def plain_data_protocol(game_name: str, state_keys: Iterable[str], kinds: Iterable[str],
                        copy: Callable[[State], State] = copy_json) -> PlainDataProtocol:
    """The conversion half of the protocol, so a game module names only what is its own.

    ``state_keys`` are the keys ``from_json`` insists on (a foreign save is refused in words, not
    with a KeyError later); ``kinds`` are the verbs ``action_from_text`` reads. ``copy`` may be a
    faster copy that knows the state's shape, for ``to_json`` and ``clone``, which run at every
    step; ``from_json`` always makes the generic copy, because loaded data has not been shown to
    have that shape yet.
    """
    required, verbs = tuple(state_keys), tuple(kinds)

    def to_json(state: State) -> dict[str, Any]:
        return copy(state)

    def from_json(data: dict[str, Any]) -> State:
        check_state_keys(data, required, game_name)
        return copy_json(data)

    def clone(state: State) -> State:
        return copy(state)

    def action_from_text(state: State, text: str) -> Action:
        return parse_action(text, verbs)

    return PlainDataProtocol(to_json, from_json, clone, action_to_text, action_from_text)


def _remember(checked: set[str], word: str) -> None:
    if len(checked) < _CHECKED_LIMIT:
        checked.add(word)


def _shown(value: Any) -> str:
    """A value quoted in a refusal, cut short: the value may come from a hostile file."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _same_kind(default: Any, value: Any) -> bool:
    """bool is an int in Python, but a switch must not take a number, nor a count take 12.0 or True."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if type(default) is int:
        return type(value) is int
    if type(default) is float:
        return type(value) in (int, float)
    return isinstance(value, type(default))

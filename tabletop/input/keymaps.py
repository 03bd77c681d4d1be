"""Which key belongs to which seat, so several people can share one keyboard.

Every seat has a buzzer (its key for races) and a small cluster for choosing in pickers: four
directions, confirm and back. The buzzers are spread over the keyboard and are mostly modifier keys,
which cheap keyboards wire on their own lines, so two players pressing at once do not "ghost" each
other out. The defaults, by seat (1-based on screen, 0-based in code):

====  ============  =========  =========  =========  ==========  ============  ===========
seat  buzzer        up         left       down       right       confirm       back
====  ============  =========  =========  =========  ==========  ============  ===========
0     Left Shift    W          A          S          D           E             Q
1     Space         I          J          K          L           O             U
2     Right Ctrl    Up         Left       Down       Right       Return        Right Shift
3     Keypad Enter  Keypad 8   Keypad 4   Keypad 5   Keypad 6    Keypad 9      Keypad 7
4     Backspace     Home       Delete     End        Page Down   Page Up       Insert
5     F1            F3         F2         F4         F5          F7            F6
====  ============  =========  =========  =========  ==========  ============  ===========

Seats 4 and 5 exist for six-player Cheeky Monkeys; laptops without a keypad or a Home/End block
rebind in the settings. Keys are pygame key codes (they follow the keyboard layout), written to the
settings file by their SDL names ("Left Shift", "Keypad 8") so the file stays readable; naming a key
needs pygame's video system, which the app always has.

A rebind onto a key that already has a job is refused with a message saying whose job it is, rather
than swapped: a silent swap would move another player's key without them noticing.

A seat may also have a gamepad button as a second buzzer. Pads are remembered by their SDL GUID,
which names the model rather than the device; :mod:`tabletop.input.gamepads` hands identical pads
to the seats that share a GUID in seat order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pygame

DIRECTIONS = ("up", "down", "left", "right")
ACTIONS = (*DIRECTIONS, "confirm", "back", "buzz")
ACTION_WORDS = {"up": "up", "down": "down", "left": "left", "right": "right",
                "confirm": "confirm", "back": "back", "buzz": "buzzer"}
"""How an action is named in messages a player reads."""

RESERVED_KEYS = {pygame.K_ESCAPE: "the pause menu", pygame.K_F11: "full screen"}
"""App-wide keys no seat may take, with what they do."""

DEFAULT_KEYS: tuple[dict[str, int], ...] = (
    {"buzz": pygame.K_LSHIFT, "up": pygame.K_w, "left": pygame.K_a, "down": pygame.K_s,
     "right": pygame.K_d, "confirm": pygame.K_e, "back": pygame.K_q},
    {"buzz": pygame.K_SPACE, "up": pygame.K_i, "left": pygame.K_j, "down": pygame.K_k,
     "right": pygame.K_l, "confirm": pygame.K_o, "back": pygame.K_u},
    {"buzz": pygame.K_RCTRL, "up": pygame.K_UP, "left": pygame.K_LEFT, "down": pygame.K_DOWN,
     "right": pygame.K_RIGHT, "confirm": pygame.K_RETURN, "back": pygame.K_RSHIFT},
    {"buzz": pygame.K_KP_ENTER, "up": pygame.K_KP8, "left": pygame.K_KP4, "down": pygame.K_KP5,
     "right": pygame.K_KP6, "confirm": pygame.K_KP9, "back": pygame.K_KP7},
    {"buzz": pygame.K_BACKSPACE, "up": pygame.K_HOME, "left": pygame.K_DELETE, "down": pygame.K_END,
     "right": pygame.K_PAGEDOWN, "confirm": pygame.K_PAGEUP, "back": pygame.K_INSERT},
    {"buzz": pygame.K_F1, "up": pygame.K_F3, "left": pygame.K_F2, "down": pygame.K_F4,
     "right": pygame.K_F5, "confirm": pygame.K_F7, "back": pygame.K_F6},
)

_SHORT_PREFIXES = (("Left ", "L-"), ("Right ", "R-"), ("Keypad ", "Num "))


@dataclass(frozen=True)
class PadBinding:
    """A gamepad button that buzzes for a seat; ``guid`` names the pad model (SDL joystick GUID)."""

    guid: str
    button: int


class KeyMaps:
    """The keys of every seat, with the reverse lookup the loop needs on each key press."""

    def __init__(self, keys: Sequence[Mapping[str, int]],
                 pads: Mapping[int, PadBinding] | None = None) -> None:
        self._keys = [dict(seat_keys) for seat_keys in keys]
        self._pads = dict(pads or {})
        self._owner: dict[int, tuple[int, str]] = {}
        for seat, seat_keys in enumerate(self._keys):
            if set(seat_keys) != set(ACTIONS):
                raise ValueError(f"Seat {seat + 1} needs a key for each of {', '.join(ACTIONS)}, "
                                 f"and only those; it has {', '.join(seat_keys) or 'none'}.")
            for name, key in seat_keys.items():
                self._check_free(key, seat, name)
                self._owner[key] = (seat, name)
        for seat in self._pads:
            self._check_seat(seat)

    @classmethod
    def default(cls) -> KeyMaps:
        return cls(DEFAULT_KEYS)

    @property
    def seats(self) -> int:
        """How many seats have keys."""
        return len(self._keys)

    def key(self, seat: int, name: str) -> int:
        self._check_seat(seat)
        return self._keys[seat][name]

    def seat_for_buzzer(self, key: int) -> int | None:
        owner = self._owner.get(key)
        return owner[0] if owner and owner[1] == "buzz" else None

    def action_for(self, key: int) -> tuple[int, str] | None:
        """The seat and action name ("up" ... "back", "buzz") a key stands for, or None."""
        return self._owner.get(key)

    def rebind(self, seat: int, name: str, key: int) -> None:
        """Give ``seat``'s action ``name`` a new key; raises ValueError (a readable message) if taken."""
        self._check_seat(seat)
        if name not in ACTIONS:
            raise ValueError(f"Unknown action {name!r}; expected one of {', '.join(ACTIONS)}.")
        if self._owner.get(key) == (seat, name):
            return
        self._check_free(key, seat, name)
        del self._owner[self._keys[seat][name]]
        self._keys[seat][name] = key
        self._owner[key] = (seat, name)

    def pads(self) -> dict[int, PadBinding]:
        """Seat -> pad binding for every seat that has one."""
        return dict(self._pads)

    def bind_pad(self, seat: int, guid: str, button: int) -> None:
        self._check_seat(seat)
        self._pads[seat] = PadBinding(guid, button)

    def unbind_pad(self, seat: int) -> None:
        self._pads.pop(seat, None)

    def label(self, seat: int, name: str) -> str:
        """The short text for on-screen hints, e.g. "L-Shift", or "L-Shift or pad button 2" for a buzzer."""
        text = key_label(self.key(seat, name))
        pad = self._pads.get(seat)
        if name == "buzz" and pad is not None:
            text += f" or pad button {pad.button}"
        return text

    def to_json(self) -> dict[str, Any]:
        """Plain data for the settings file, keys by name."""
        return {"seats": [{name: pygame.key.name(seat_keys[name], use_compat=False) for name in ACTIONS}
                          for seat_keys in self._keys],
                "pads": [None if (pad := self._pads.get(seat)) is None
                         else {"guid": pad.guid, "button": pad.button}
                         for seat in range(self.seats)]}

    @classmethod
    def from_json(cls, data: Any) -> KeyMaps:
        """Read what :meth:`to_json` wrote; anything else raises ValueError saying what is wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("Key maps must be an object with a list of seats.")
        keys = [_read_seat_keys(seat, seat_keys) for seat, seat_keys in enumerate(data["seats"])]
        pads = data.get("pads", [])
        if not isinstance(pads, list) or len(pads) > len(keys):
            raise ValueError("Key maps: 'pads' must be a list with at most one entry per seat.")
        bindings = {seat: _read_pad(seat, pad) for seat, pad in enumerate(pads) if pad is not None}
        return cls(keys, bindings)

    def _check_free(self, key: int, seat: int, name: str) -> None:
        if key in RESERVED_KEYS:
            raise ValueError(f"{key_label(key)} is kept for {RESERVED_KEYS[key]}; "
                             f"choose another {ACTION_WORDS[name]} key for seat {seat + 1}.")
        owner = self._owner.get(key)
        if owner is not None and owner != (seat, name):
            raise ValueError(f"{key_label(key)} is already the {ACTION_WORDS[owner[1]]} key of seat "
                             f"{owner[0] + 1}; change that one first or choose another key.")

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self.seats:
            raise ValueError(f"There is no seat {seat + 1}; key maps cover {self.seats} seats.")


def key_label(key: int) -> str:
    """A short readable key name for hints: "L-Shift", "Num Enter", "W", "Space"."""
    name = pygame.key.name(key, use_compat=False) or f"key {key}"
    for long, short in _SHORT_PREFIXES:
        if name.startswith(long):
            return short + name[len(long):]
    return name


def _read_seat_keys(seat: int, seat_keys: Any) -> dict[str, int]:
    if not isinstance(seat_keys, dict):
        raise ValueError(f"Key maps: seat {seat + 1} must be an object of action -> key name.")
    keys = {}
    for name, key_name in seat_keys.items():
        try:
            keys[name] = pygame.key.key_code(key_name)
        except (ValueError, TypeError):
            raise ValueError(f"Key maps: seat {seat + 1} {name}: unknown key name {key_name!r}.") from None
    return keys


def _read_pad(seat: int, pad: Any) -> PadBinding:
    if (not isinstance(pad, dict) or not isinstance(pad.get("guid"), str)
            or type(pad.get("button")) is not int):
        raise ValueError(f"Key maps: the pad of seat {seat + 1} needs a 'guid' text and a 'button' number.")
    return PadBinding(pad["guid"], pad["button"])

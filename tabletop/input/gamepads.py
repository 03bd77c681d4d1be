"""Gamepads as buzzers: which pads are plugged in, which seat each serves, and what to tell the table
when one comes or goes.

A seat's pad binding (in :class:`~tabletop.input.keymaps.KeyMaps`) names a pad model by its GUID.
Identical pads share a GUID, so the plugged-in pads of one model go to the seats bound to that model
in seat order, first plugged first. Unplugging never raises: it returns a sentence for a toast, and
the seat keeps its keyboard buzzer meanwhile.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from tabletop.input.keymaps import KeyMaps


@dataclass(frozen=True)
class Pad:
    """One plugged-in pad; ``instance_id`` is SDL's id for this plugging, never reused."""

    instance_id: int
    guid: str
    name: str


class Gamepads:
    """The pads plugged in right now; feed it JOYDEVICEADDED / JOYDEVICEREMOVED events."""

    def __init__(self, keymaps: KeyMaps) -> None:
        self.keymaps = keymaps
        """Replace it when the settings change; the seats are looked up on every button press."""
        self._pads: dict[int, Pad] = {}
        self._sticks: dict[int, pygame.joystick.JoystickType] = {}
        try:
            pygame.joystick.init()
            count = pygame.joystick.get_count()
        except pygame.error:
            count = 0  # no joystick support at all: a keyboard-only table
        for device_index in range(count):
            pad = self._open(device_index)
            if pad is not None:
                self._pads[pad.instance_id] = pad

    @property
    def connected(self) -> list[Pad]:
        """The pads in the order they were plugged in, for the settings screen."""
        return list(self._pads.values())

    def handle(self, event: pygame.event.Event, seat_names: Sequence[str]) -> str | None:
        """Track pads coming and going; returns a toast message when a seat's pad is affected."""
        if event.type == pygame.JOYDEVICEADDED:
            pad = self._open(event.device_index)
            return self.plugged(pad, seat_names) if pad is not None else None
        if event.type == pygame.JOYDEVICEREMOVED:
            stick = self._sticks.pop(event.instance_id, None)
            if stick is not None:
                stick.quit()
            return self.unplugged(event.instance_id, seat_names)
        return None

    def plugged(self, pad: Pad, seat_names: Sequence[str]) -> str | None:
        """Add a pad; SDL also announces pads that were already there at start, so repeats are quiet."""
        if pad.instance_id in self._pads:
            return None
        self._pads[pad.instance_id] = pad
        seat = self.seat_of(pad.instance_id)
        return None if seat is None else f"Pad for {_seat_name(seat, seat_names)} is connected"

    def unplugged(self, instance_id: int, seat_names: Sequence[str]) -> str | None:
        seat = self.seat_of(instance_id)
        self._pads.pop(instance_id, None)
        if seat is None:
            return None
        return f"Pad for {_seat_name(seat, seat_names)} was unplugged - press a key or plug it back in"

    def guid_of(self, instance_id: int) -> str | None:
        """For binding a seat to the pad whose button was just pressed."""
        pad = self._pads.get(instance_id)
        return pad.guid if pad else None

    def seat_of(self, instance_id: int) -> int | None:
        return self._owners().get(instance_id)

    def seat_for_button(self, instance_id: int, button: int) -> int | None:
        """The seat whose buzzer this pad button is, or None."""
        seat = self.seat_of(instance_id)
        if seat is None or self.keymaps.pads()[seat].button != button:
            return None
        return seat

    def _owners(self) -> dict[int, int]:
        """Pad instance -> seat: each bound seat takes the earliest plugged free pad of its model."""
        owners: dict[int, int] = {}
        for seat, binding in sorted(self.keymaps.pads().items()):
            for pad in self._pads.values():
                if pad.guid == binding.guid and pad.instance_id not in owners:
                    owners[pad.instance_id] = seat
                    break
        return owners

    def _open(self, device_index: int) -> Pad | None:
        """Open a device so SDL sends its buttons; None if it vanished before we got to it."""
        try:
            stick = pygame.joystick.Joystick(device_index)
            pad = Pad(stick.get_instance_id(), stick.get_guid(), stick.get_name())
        except pygame.error:
            return None
        self._sticks.setdefault(pad.instance_id, stick)
        return pad


def _seat_name(seat: int, seat_names: Sequence[str]) -> str:
    return seat_names[seat] if seat < len(seat_names) else f"seat {seat + 1}"

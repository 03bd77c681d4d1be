"""Per-seat key maps (defaults, rebinding, the settings JSON, labels) and gamepads without hardware."""
from __future__ import annotations

import json
from typing import Iterator

import pygame
import pytest

from tabletop.input.gamepads import Gamepads, Pad
from tabletop.input.keymaps import ACTIONS, DEFAULT_KEYS, KeyMaps, PadBinding, key_label

NAMES = ["Ana", "Bo", "Cy", "Di"]


@pytest.fixture(autouse=True)
def video() -> Iterator[None]:
    """Key names come from SDL's video system (the dummy driver, from conftest)."""
    was_up = pygame.display.get_init()
    pygame.display.init()
    yield
    if not was_up:
        pygame.display.quit()


# --- Defaults and lookups -------------------------------------------------------------------------

def test_default_buzzers_are_the_spread_out_keys() -> None:
    keymaps = KeyMaps.default()
    assert [keymaps.seat_for_buzzer(k) for k in (pygame.K_LSHIFT, pygame.K_SPACE, pygame.K_RCTRL,
                                                  pygame.K_KP_ENTER)] == [0, 1, 2, 3]
    assert keymaps.seats == len(DEFAULT_KEYS) == 6


def test_every_default_key_is_bound_once() -> None:
    keys = [key for seat_keys in DEFAULT_KEYS for key in seat_keys.values()]
    assert len(keys) == len(set(keys))
    assert all(set(seat_keys) == set(ACTIONS) for seat_keys in DEFAULT_KEYS)


def test_action_for_names_the_seat_and_action() -> None:
    keymaps = KeyMaps.default()
    assert keymaps.action_for(pygame.K_w) == (0, "up")
    assert keymaps.action_for(pygame.K_KP9) == (3, "confirm")
    assert keymaps.action_for(pygame.K_SPACE) == (1, "buzz")
    assert keymaps.action_for(pygame.K_z) is None
    assert keymaps.seat_for_buzzer(pygame.K_w) is None


# --- Rebinding --------------------------------------------------------------------------------------

def test_rebind_frees_the_old_key() -> None:
    keymaps = KeyMaps.default()
    keymaps.rebind(0, "buzz", pygame.K_z)
    assert keymaps.seat_for_buzzer(pygame.K_z) == 0
    assert keymaps.action_for(pygame.K_LSHIFT) is None
    keymaps.rebind(1, "back", pygame.K_LSHIFT)
    assert keymaps.action_for(pygame.K_LSHIFT) == (1, "back")


def test_rebind_to_a_taken_key_is_refused_with_who_has_it() -> None:
    keymaps = KeyMaps.default()
    with pytest.raises(ValueError, match="Space is already the buzzer key of seat 2"):
        keymaps.rebind(0, "buzz", pygame.K_SPACE)
    with pytest.raises(ValueError, match="A is already the left key of seat 1"):
        keymaps.rebind(0, "up", pygame.K_a)
    assert keymaps.key(0, "buzz") == pygame.K_LSHIFT  # unchanged after a refusal


def test_rebind_to_the_same_key_is_a_no_op() -> None:
    keymaps = KeyMaps.default()
    keymaps.rebind(2, "up", pygame.K_UP)
    assert keymaps.action_for(pygame.K_UP) == (2, "up")


@pytest.mark.parametrize("key, reason", [(pygame.K_ESCAPE, "pause menu"), (pygame.K_F11, "full screen")])
def test_app_keys_cannot_be_taken(key: int, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        KeyMaps.default().rebind(0, "buzz", key)


def test_rebind_refuses_unknown_actions_and_seats() -> None:
    keymaps = KeyMaps.default()
    with pytest.raises(ValueError, match="Unknown action 'jump'"):
        keymaps.rebind(0, "jump", pygame.K_z)
    with pytest.raises(ValueError, match="no seat 7"):
        keymaps.rebind(6, "buzz", pygame.K_z)


# --- Settings JSON and labels ---------------------------------------------------------------------

def test_json_round_trip_is_readable() -> None:
    keymaps = KeyMaps.default()
    keymaps.rebind(1, "buzz", pygame.K_b)
    keymaps.bind_pad(2, "0300abcd", 1)
    data = json.loads(json.dumps(keymaps.to_json()))
    assert data["seats"][0]["buzz"] == "Left Shift"
    assert data["seats"][3]["buzz"] == "Keypad Enter"
    assert data["pads"][2] == {"guid": "0300abcd", "button": 1}
    back = KeyMaps.from_json(data)
    assert back.to_json() == data
    assert back.seat_for_buzzer(pygame.K_b) == 1
    assert back.pads() == {2: PadBinding("0300abcd", 1)}
    back.unbind_pad(2)
    assert back.to_json()["pads"] == [None] * 6


@pytest.mark.parametrize("data, message", [
    ([], "list of seats"),
    ({"seats": [{"buzz": "No Such Key"}]}, "unknown key name 'No Such Key'"),
    ({"seats": [{"buzz": "Space"}]}, "needs a key for each"),
    ({"seats": [dict.fromkeys(ACTIONS, "Space")]}, "already the"),
    ({"seats": [], "pads": [{"guid": "x"}]}, "at most one entry per seat"),
])
def test_from_json_explains_bad_data(data: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        KeyMaps.from_json(data)


def test_from_json_checks_pad_entries() -> None:
    data = KeyMaps.default().to_json()
    data["pads"][0] = {"guid": "x", "button": "A"}
    with pytest.raises(ValueError, match="pad of seat 1"):
        KeyMaps.from_json(data)


def test_labels_are_short() -> None:
    keymaps = KeyMaps.default()
    assert [keymaps.label(seat, "buzz") for seat in range(4)] == ["L-Shift", "Space", "R-Ctrl", "Num Enter"]
    assert keymaps.label(0, "up") == "W"
    assert key_label(pygame.K_LEFT) == "Left"
    keymaps.bind_pad(1, "guid", 2)
    assert keymaps.label(1, "buzz") == "Space or pad button 2"


# --- Gamepads -----------------------------------------------------------------------------------------

def test_no_pads_is_fine() -> None:
    pads = Gamepads(KeyMaps.default())
    assert pads.seat_for_button(0, 0) is None
    assert pads.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a), NAMES) is None


def test_identical_pads_go_to_their_seats_in_seat_order() -> None:
    keymaps = KeyMaps.default()
    keymaps.bind_pad(3, "same-model", 0)
    keymaps.bind_pad(1, "same-model", 5)
    pads = Gamepads(keymaps)
    assert pads.plugged(Pad(7, "same-model", "Pad"), NAMES) == "Pad for Bo is connected"
    assert pads.plugged(Pad(9, "same-model", "Pad"), NAMES) == "Pad for Di is connected"
    assert pads.plugged(Pad(9, "same-model", "Pad"), NAMES) is None  # announced twice by SDL
    assert (pads.seat_for_button(7, 5), pads.seat_for_button(9, 0)) == (1, 3)
    assert pads.seat_for_button(7, 0) is None
    assert pads.guid_of(9) == "same-model" and pads.guid_of(99) is None


def test_unplugging_a_seats_pad_gives_a_message_not_a_crash() -> None:
    keymaps = KeyMaps.default()
    keymaps.bind_pad(0, "g", 1)
    pads = Gamepads(keymaps)
    pads.plugged(Pad(3, "g", "Pad"), NAMES)
    pads.plugged(Pad(4, "other", "Pad"), NAMES)
    removed = pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=3)
    assert pads.handle(removed, NAMES) == "Pad for Ana was unplugged - press a key or plug it back in"
    assert pads.seat_for_button(3, 1) is None
    assert pads.handle(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=4), NAMES) is None
    assert pads.handle(removed, NAMES) is None  # already gone
    assert pads.connected == []

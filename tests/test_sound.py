"""Procedural sound effects: shapes of the samples, volume and mute, and silence without a mixer."""
from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from tabletop import sound
from tabletop.sound import RATE, SOUNDS, Sounds, samples


@pytest.fixture(autouse=True)
def mixer_left_as_found() -> Iterator[None]:
    was_up = pygame.mixer.get_init()
    yield
    if not was_up:
        pygame.mixer.quit()


@pytest.mark.parametrize("name", SOUNDS)
def test_effects_are_short_audible_and_unclipped(name: str) -> None:
    data = samples(name)
    peak = max(map(abs, data)) / 32767
    assert 0 < len(data) <= RATE  # at most a second
    assert 0.3 < peak < 1.0
    assert abs(data[0]) < 1000 and max(map(abs, data[-50:])) < 1000  # no click at either end
    assert data == samples(name)  # the same every run


def test_every_effect_plays_on_the_dummy_device() -> None:
    sounds = Sounds(volume=0.5)
    assert sounds.available
    for name in SOUNDS:
        sounds.play(name)
    assert pygame.mixer.get_busy()


def test_mute_and_zero_volume_stay_silent() -> None:
    sounds = Sounds(muted=True)
    pygame.mixer.stop()  # whatever an earlier test left playing
    sounds.play("win")
    assert not pygame.mixer.get_busy()
    sounds.muted = False
    sounds.volume = 0
    sounds.play("win")
    assert not pygame.mixer.get_busy()


def test_volume_is_kept_between_0_and_1() -> None:
    sounds = Sounds(volume=3)
    assert sounds.volume == 1.0
    sounds.volume = -0.5
    assert sounds.volume == 0.0


def test_unknown_sound_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="Unknown sound 'boing'"):
        Sounds().play("boing")


def test_no_audio_device_gives_a_silent_object(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device() -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.available
    for name in SOUNDS:
        sounds.play(name)


def test_a_mixer_that_goes_away_later_is_not_a_crash() -> None:
    sounds = Sounds()
    pygame.mixer.quit()
    sounds.play("card")
    assert not sounds.available

"""Short sound effects made in code (no sound files to ship or license), with volume and mute.

The samples are built as 16-bit mono WAV data in memory and handed to pygame's mixer, which converts
them to whatever format the audio device opened with. Without an audio device, or if the mixer
cannot start, :class:`Sounds` stays silent and every call is a harmless no-op.
"""
from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array
from typing import Callable

import pygame

RATE = 22050
"""Samples per second: plenty for short clicks and chimes, and quick to build at start-up."""


class Sounds:
    """The table's sound effects; ``play("card")`` and so on, never raising for lack of audio."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._sounds = _load()

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))

    @property
    def available(self) -> bool:
        """Whether sounds can be heard at all (there is a working mixer)."""
        return bool(self._sounds)

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise ValueError(f"Unknown sound {name!r}; expected one of {', '.join(SOUNDS)}.")
        sound = self._sounds.get(name)
        if sound is None or self.muted or self.volume == 0.0:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            self._sounds = {}  # the mixer went away (device lost or pygame quit): stay silent


def samples(name: str) -> array:
    """The 16-bit mono samples of one effect at :data:`RATE`."""
    return _to_int16(SOUNDS[name]())


def _load() -> dict[str, pygame.mixer.Sound]:
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return {name: pygame.mixer.Sound(file=_wav(samples(name))) for name in SOUNDS}
    except (pygame.error, NotImplementedError):  # no audio device, or pygame built without a mixer
        return {}


def _wav(data: array) -> io.BytesIO:
    if sys.byteorder == "big":  # WAV samples are little-endian
        data = array("h", data)
        data.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(data.tobytes())
    out.seek(0)
    return out


# --- The effects: floats around -1..1 (scaled down when made into samples if they would clip) --

def _card() -> list[float]:
    """A soft swish: low-passed noise with a quick fade, like a card sliding onto felt."""
    noise = random.Random("card")
    out, level = [], 0.0
    for gain in _envelope(int(0.09 * RATE), attack_s=0.008, decay_s=0.025):
        level += 0.25 * (noise.uniform(-1, 1) - level)
        out.append(1.1 * level * gain)
    return out


def _dice() -> list[float]:
    """Three knocks getting softer, like dice tumbling to a stop."""
    out = [0.0] * int(0.26 * RATE)
    for start_s, loudness, pitch in ((0.0, 0.8, 1800), (0.09, 0.55, 1500), (0.16, 0.35, 1650)):
        _mix(out, _knock(pitch), int(start_s * RATE), loudness)
    return out


def _buzzer() -> list[float]:
    """A short rasp of two square-ish tones: someone has claimed."""
    length, fade = int(0.28 * RATE), int(0.04 * RATE)
    tones = zip(_sine(190, length), _sine(285, length))
    return [0.3 * (math.tanh(4 * low) + 0.6 * math.tanh(4 * high)) * min(1.0, i / 100, (length - i) / fade)
            for i, (low, high) in enumerate(tones)]


def _win() -> list[float]:
    """A rising major arpeggio that rings out."""
    out = [0.0] * int(0.8 * RATE)
    for n, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        start = int(0.11 * n * RATE)
        _mix(out, _bell(freq, len(out) - start), start, 0.3)
    fade = int(0.08 * RATE)
    for i in range(fade):  # the last bell is still ringing: fade it rather than cut it off
        out[-1 - i] *= i / fade
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {"card": _card, "dice": _dice, "buzzer": _buzzer, "win": _win}


# --- Building blocks ------------------------------------------------------------------------------

def _knock(pitch: float) -> list[float]:
    noise = random.Random(f"knock/{pitch}")
    length = int(0.05 * RATE)
    return [(0.6 * tone + 0.4 * noise.uniform(-1, 1)) * gain
            for tone, gain in zip(_sine(pitch, length), _envelope(length, attack_s=0.001, decay_s=0.012))]


def _bell(freq: float, length: int) -> list[float]:
    return [low + 0.25 * high for low, high in zip(_sine(freq, length, decay_s=0.22),
                                                   _sine(2 * freq, length, decay_s=0.12))]


def _sine(freq: float, length: int, decay_s: float = math.inf) -> list[float]:
    """A sine fading with time constant ``decay_s``, by the two-term recurrence of a damped
    oscillator: exact, and several times faster than calling sin and exp per sample."""
    step, fall = 2 * math.pi * freq / RATE, math.exp(-1 / (decay_s * RATE))
    pull, damping = 2 * fall * math.cos(step), fall * fall
    out = [0.0, fall * math.sin(step)]
    before, last = out
    for _ in range(length - 2):
        before, last = last, pull * last - damping * before
        out.append(last)
    return out[:length]


def _envelope(length: int, attack_s: float, decay_s: float) -> list[float]:
    """A linear rise over ``attack_s``, then an exponential fade with time constant ``decay_s``."""
    attack = max(1, int(attack_s * RATE))
    gains = [i / attack for i in range(min(attack, length))]
    fall, gain = math.exp(-1 / (decay_s * RATE)), 1.0
    for _ in range(length - len(gains)):
        gains.append(gain)
        gain *= fall
    return gains


def _mix(out: list[float], part: list[float], offset: int, loudness: float) -> None:
    for i, value in enumerate(part[:len(out) - offset]):
        out[offset + i] += loudness * value


def _to_int16(values: list[float]) -> array:
    scale = 32767 / max(1.0, max(map(abs, values)))
    return array("h", [int(value * scale) for value in values])

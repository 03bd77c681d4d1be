"""Fonts and text drawing. Noto Sans comes with pygame_gui, so every machine draws the same letters.

Noto Sans alone draws Latin, Greek and Cyrillic; a player's name may be Japanese, Korean, Chinese,
Georgian, Hebrew or Arabic, so :func:`font` gives a font that draws each run of a line in the first
bundled family with its glyphs (the others ship with pygame_gui too), on one baseline. Every caller of
``font(...).render``/``size``, :func:`draw_text` and :func:`draw_outlined` gets that without knowing.
"""
from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

import pygame
import pygame.freetype

from tabletop.art import art_cache

_DATA = resources.files("pygame_gui") / "data"
FONT_PATH = Path(str(_DATA / "NotoSans-Regular.ttf"))
BOLD_FONT_PATH = Path(str(_DATA / "NotoSans-Bold.ttf"))
JAPANESE_FONT_PATH = Path(str(_DATA / "NotoSansJP-Bold.otf"))

INK = (28, 28, 32)
PAPER = (250, 246, 232)


@dataclass(frozen=True)
class Face:
    """A bundled font family, and how HarfBuzz must lay out its script (joined letters, right to left)."""

    regular: str
    bold: str
    script: str = ""
    right_to_left: bool = False


FACES = (
    Face("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    Face("NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"),
    Face("NotoSansKR-Regular.ttf", "NotoSansKR-Bold.ttf"),
    Face("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf"),
    Face("NotoSansGeorgian-Regular.ttf", "NotoSansGeorgian-Bold.ttf"),
    Face("NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "Hebr", True),
    Face("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "Arab", True),
)
"""In order of preference: Latin first (most labels), then Japanese (Koi-Koi's own script: its Han
glyphs are chosen over the Chinese ones), Korean, simplified Chinese, Georgian, Hebrew, Arabic."""
ENTRY_FACES = (1, 2, 3, 4)
"""The families a name field may be drawn in, the theme's first (``#name_entry`` in assets/theme.json:
Japanese, with Latin, Greek, Cyrillic, kana and kanji), then Korean, Chinese and Georgian: pygame_gui
draws a field in one font, so the field takes the first of these that has every letter of the name.
Hebrew and Arabic are not among them: their fields would need right-to-left editing, not tried here."""
_PROBE_SIZE = 16
ELLIPSIS = "…"
NO_BREAK = "\u00a0"
"""A space :func:`wrap` never breaks a line at, so a name like "blue 10" stays whole."""
_BREAKS = re.compile(rf"[^\S{NO_BREAK}]+")
LINE_COST = 100_000
"""What each line costs :func:`wrap_sentence`: more than every flaw together, so it never adds a line."""
LONE_LAST_COST = 1_000
"""A last line of one word: it reads as a sentence of its own ("points.")."""
LONE_SHORT_COST = 1_500
"""A line of one short word anywhere ("the"): worse still, so the lone last word stays rather than this."""


@art_cache(64)
def font(size: int, bold: bool = False) -> RunFont:
    """Noto Sans at a size, drawing what it lacks in the other bundled families."""
    return RunFont(size, bold)


def japanese_font(size: int) -> pygame.font.Font:
    """The card faces' Japanese font at a size, for one render straight away.

    One font is set to each size asked: an open CFF font holds about 0.7 MB whatever its size, and a
    Koi-Koi table asked for seven sizes. It is asked only when a card face is drawn anew, rarely
    enough that its glyphs need not be kept per size."""
    face = _japanese_face()
    if face.get_point_size() != size:
        face.set_point_size(size)
    return face


@art_cache(1)
def _japanese_face() -> pygame.font.Font:
    return pygame.font.Font(str(JAPANESE_FONT_PATH))


@art_cache(48)
def _face_font(face: int, size: int, bold: bool) -> pygame.font.Font:
    """A fallback family at a size, set up to shape its script."""
    chosen = FACES[face]
    loaded = pygame.font.Font(str(_DATA / (chosen.bold if bold else chosen.regular)), size)
    if chosen.script:
        loaded.set_script(chosen.script)
    if chosen.right_to_left:
        loaded.set_direction(pygame.DIRECTION_RTL)
    return loaded


@art_cache(len(FACES))
def _probe(face: int) -> pygame.freetype.Font:
    """pygame.font draws a box for a missing glyph and measures it like a letter; freetype says None."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(_DATA / FACES[face].regular), _PROBE_SIZE)


@lru_cache(maxsize=16384)
def _has_glyph(face: int, char: str) -> bool:
    """Kept across pygame sessions: the bundled fonts never change."""
    return _probe(face).get_metrics(char)[0] is not None


@lru_cache(maxsize=4096)
def face_of(char: str) -> int | None:
    """The first family that draws ``char``, or None when no bundled font has it."""
    return next((face for face in range(len(FACES)) if _has_glyph(face, char)), None)


def drawable(text: str) -> str:
    """What a font may be given: pygame refuses a NUL and UTF-8 has no lone surrogate, so control
    characters and surrogates go; a tab or line break becomes a space."""
    if text.isascii() and text.isprintable():
        return text
    kept = []
    for char in text:
        kind = unicodedata.category(char)
        if kind == "Cs" or (kind == "Cc" and not char.isspace()):
            continue
        kept.append(" " if kind == "Cc" else char)
    return "".join(kept)


@lru_cache(maxsize=1024)
def runs(text: str) -> tuple[tuple[int, str], ...]:
    """``text`` (already :func:`drawable`) as (face, characters) runs in drawing order, left to right.

    Each character takes the first family with its glyph (so a space or a bracket after kanji is Noto
    Sans's, not the wide Japanese one), but a combining mark stays with its letter, and spaces and
    punctuation inside Hebrew or Arabic stay in that run, which is shaped right to left as a whole. A
    character no family has is left to Noto Sans, which draws it as a box. Every line reads left to
    right, as the table's English does: a Hebrew or Arabic name is a right-to-left run inside it, so
    "محمد: play a card" keeps the name first, where a line of its own direction would end with it."""
    cut: list[tuple[int, list[str]]] = []
    for char in text:
        kind = unicodedata.category(char)[0]
        stays = kind == "M" or (kind not in "LN" and bool(cut) and FACES[cut[-1][0]].right_to_left)
        if cut and stays and _has_glyph(cut[-1][0], char):
            cut[-1][1].append(char)
            continue
        face = face_of(char) or 0  # no family: Noto Sans's box
        if cut and cut[-1][0] == face:
            cut[-1][1].append(char)
        else:
            cut.append((face, [char]))
    drawn: list[tuple[int, str]] = []
    for face, chars in cut:
        part = "".join(chars)
        core = part
        if FACES[face].right_to_left:  # spaces and stops after the last letter follow it, not lead it
            core = part.rstrip("".join(char for char in part if unicodedata.category(char)[0] not in "LM"))
            core = core if all(_has_glyph(0, char) for char in part[len(core):]) else part
        for piece in ((face, core), (0, part[len(core):])):
            if piece[1] and drawn and drawn[-1][0] == piece[0]:
                drawn[-1] = (piece[0], drawn[-1][1] + piece[1])
            elif piece[1]:
                drawn.append(piece)
    return tuple(drawn)


class RunFont(pygame.font.Font):
    """Noto Sans at a size, handing each run of another script to the family that has its glyphs.

    Plain Latin text (nearly every label, drawn every frame) goes straight to Noto Sans as before."""

    def __init__(self, size: int, bold: bool = False) -> None:
        super().__init__(str(BOLD_FONT_PATH if bold else FONT_PATH), size)
        self.points = size
        self.is_bold = bold

    def _split(self, text: str) -> tuple[tuple[int, str], ...] | None:
        """The runs of ``text``, or None when Noto Sans draws all of it in one go (as all ASCII: most
        labels, and text that changes every frame, which would only churn the runs' cache)."""
        if text.isascii():
            return None
        cut = runs(text)
        return None if len(cut) < 2 and (not cut or cut[0][0] == 0) else cut

    def _fonts(self, cut: tuple[tuple[int, str], ...]) -> tuple[list[pygame.font.Font], int, int]:
        """The font of each run, and the line's baseline and height: room for the tallest family."""
        fonts = [self if face == 0 else _face_font(face, self.points, self.is_bold) for face, _ in cut]
        baseline = max(each.get_ascent() for each in fonts)
        return fonts, baseline, baseline + max(each.get_height() - each.get_ascent() for each in fonts)

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        """One line with each run in its own family on one baseline; a line of several runs is never
        wrapped (``wraplength`` is for Latin paragraphs)."""
        if not isinstance(text, str):
            return super().render(text, antialias, color, bgcolor, wraplength)
        text = drawable(text)
        cut = self._split(text)
        if cut is None:
            return super().render(text, antialias, color, bgcolor, wraplength)
        fonts, baseline, height = self._fonts(cut)
        pieces = [pygame.font.Font.render(each, part, antialias, color, bgcolor) for each, (_, part) in zip(fonts, cut)]
        if bgcolor is None:
            line = pygame.Surface((sum(piece.get_width() for piece in pieces), height), pygame.SRCALPHA)
            line.fill((*pygame.Color(color)[:3], 0))  # blending onto the ink's own colour keeps edges true
        else:
            line = pygame.Surface((sum(piece.get_width() for piece in pieces), height))
            line.fill(bgcolor)
        x = 0
        for each, piece in zip(fonts, pieces):
            line.blit(piece, (x, baseline - each.get_ascent()))
            x += piece.get_width()
        return line

    def size(self, text: Any) -> tuple[int, int]:
        """As :meth:`render` would draw it."""
        if not isinstance(text, str):
            return super().size(text)
        text = drawable(text)
        cut = self._split(text)
        if cut is None:
            return super().size(text)
        fonts, _, height = self._fonts(cut)
        return sum(pygame.font.Font.size(each, part)[0] for each, (_, part) in zip(fonts, cut)), height


def undrawable(text: str) -> str:
    """The characters of ``text`` that no bundled font draws, each once, in order."""
    return "".join(dict.fromkeys(char for char in drawable(text) if not char.isspace() and face_of(char) is None))


def character_name(char: str) -> str:
    """A character in words, for a message that cannot show the character itself."""
    name = unicodedata.name(char, "").lower()
    return f"“{name}”" if name else f"U+{ord(char):04X}"


def first_undrawable(name: str) -> str | None:
    """The character of ``name`` to tell the player about, or None when all of it draws. Marks and
    joiners that come with an emoji are not named when the emoji itself can be."""
    missing = undrawable(name)
    return next((char for char in missing if unicodedata.category(char)[0] not in "MC"), missing[:1] or None)


def name_problem(name: str) -> str | None:
    """Why a typed name cannot be drawn at the table (it would show boxes), or None when it can."""
    char = first_undrawable(name)
    if char is None:
        return None
    others = len(undrawable(name)) - 1
    more = f" and {others} other character{'s' if others > 1 else ''}" if others else ""
    words = character_name(char)
    code = f" (U+{ord(char):04X})" if unicodedata.name(char, "") else ""
    return f"The table cannot draw {words}{code}{more} in a name: use letters or digits"


def entry_shows(text: str, face: int) -> bool:
    """Whether a family draws all of ``text``, spaces aside."""
    return all(char.isspace() or _has_glyph(face, char) for char in drawable(text))


def entry_face(text: str) -> int:
    """The family a name field draws ``text`` in: the first of :data:`ENTRY_FACES` that has all of it
    (a character no family has does not count), else the theme's."""
    drawn = "".join(char for char in drawable(text) if face_of(char) is not None)
    return next((face for face in ENTRY_FACES if entry_shows(drawn, face)), ENTRY_FACES[0])


def ellipsize(text: str, width: int, measure: Callable[[str], int]) -> str:
    """The text as it fits the width: whole if it can, else cut at a character with "…" after it."""
    if measure(text) <= width:
        return text
    while text and measure(text.rstrip() + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def plural(count: int, word: str, words: str = "") -> str:
    """``count`` and the word, in the plural (``words``, or the word with an "s") unless the count is 1."""
    return f"{count} {word}" if count == 1 else f"{count} {words or word + 's'}"


def draw_text(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], *,
              bold: bool = False, **anchor: tuple[int, int]) -> pygame.Rect:
    """Blit one line; ``anchor`` is one Rect attribute, e.g. ``center=(x, y)`` or ``topleft=...``."""
    label = font(size, bold).render(text, True, colour)
    rect = label.get_rect(**anchor)
    surface.blit(label, rect)
    return rect


def draw_outlined(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
                  outline: tuple[int, int, int] = INK, **anchor: tuple[int, int]) -> pygame.Rect:
    """Text that stays readable on any background: a dark halo behind bold letters."""
    face = font(size, True)
    label = face.render(text, True, colour)
    halo = face.render(text, True, outline)
    rect = label.get_rect(**anchor)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2), (-2, 2), (2, -2)):
        surface.blit(halo, rect.move(dx, dy))
    surface.blit(label, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap for one paragraph at a font size."""
    face = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in _BREAKS.split(text.strip()):
        candidate = f"{line} {word}".strip()
        if face.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def wrap_sentence(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """:func:`wrap`, but where its last line is one word, the breaks that avoid that in as many lines
    without leaving a short word alone either, and the evenest of those. A long word may stand alone
    ("Headscratcher"); a short one ("the") reads as a slip."""
    return list(_sentence_lines(text, size, width, bold))


@lru_cache(maxsize=2048)
def _sentence_lines(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """Kept: the log wraps every shown entry each frame. Only a paragraph ending on a lone word is broken
    anew, by the least cost over every way to break it (few words: at most a few hundred measures)."""
    lines = wrap(text, size, width, bold)
    if len(lines) < 2 or len(lines[-1].split()) > 1:  # split(): "blue 10" held by NO_BREAK reads as two words
        return tuple(lines)
    face = font(size, bold)
    words = _BREAKS.split(text.strip())
    count = len(words)

    def cost(start: int, end: int) -> float | None:
        line = " ".join(words[start:end])
        used = face.size(line)[0]
        if used > width and end - start > 1:
            return None
        alone = len(line.split()) == 1
        flaws = ((LONE_LAST_COST if alone and end == count else 0)
                 + (LONE_SHORT_COST if alone and used < width // 3 else 0))
        return LINE_COST + flaws + (0 if end == count else 10 * ((width - used) / width) ** 2)

    best: list[tuple[float, int]] = [(0.0, 0)] + [(math.inf, 0)] * count
    for end in range(1, count + 1):
        for start in range(end - 1, -1, -1):
            step = cost(start, end)
            if step is None:
                break
            if best[start][0] + step < best[end][0]:
                best[end] = (best[start][0] + step, start)
    chosen: list[str] = []
    end = count
    while end:
        start = best[end][1]
        chosen.insert(0, " ".join(words[start:end]))
        end = start
    return tuple(chosen)

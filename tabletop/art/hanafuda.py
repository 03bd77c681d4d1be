"""Hanafuda (Koi-Koi) cards drawn in code: 48 faces and a back, cached per size.

A face has four layers, so a player can tell the 48 apart at a glance without relying on colour alone:
the month's plant on the month's own background tint, the card's emblem (a bird, a moon, a ribbon...),
the month number in a dark badge (with the month's kanji beside it), and a label strip at the bottom
naming the kind in words (BRIGHT / ANIMAL / RIBBON / CHAFF) with its own icon. Bright cards also get a
gold frame. The picture is drawn at twice the size and smoothed down; the text is drawn afterwards at
the requested size so it stays crisp.

A table shown in a small window asks for a ``min_text`` size: no letter on the card is drawn smaller.
Words that cannot fit that big give way to the kind's icon alone, and the kanji (which only repeats
the month number) is left out, so what remains stays readable on screen.

Card codes match rules/koikoi.py: ``"<month>-bright"``, ``"<month>-animal"``, ``"<month>-ribbon"`` and
``"<month>-chaff-<n>"`` (n from 1).
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from rules.koikoi import ANIMAL_NAMES, BRIGHT_NAMES, LIGHTNING
from tabletop.art import art_cache
from tabletop.art.palette import draw_symbol
from tabletop.art.text import INK, font, japanese_font

CARD_RATIO = 0.62
"""Width over height of a hanafuda card."""

MONTH_KANJI = ("一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月",
               "十二月")

YAKU_NAMES = {"goko": ("Goko", "Five Brights"), "shiko": ("Shiko", "Four Brights"),
              "ame-shiko": ("Ame-Shiko", "Rainy Four Brights"), "sanko": ("Sanko", "Three Brights"),
              "hanami-zake": ("Hanami-zake", "Flower-viewing sake"),
              "tsukimi-zake": ("Tsukimi-zake", "Moon-viewing sake"),
              "inoshikacho": ("Inoshikacho", "Boar, Deer, Butterflies"), "tane": ("Tane", "Animals"),
              "akatan": ("Akatan", "Red poetry ribbons"), "aotan": ("Aotan", "Blue ribbons"),
              "akatan-aotan": ("Akatan-Aotan", "Red and blue ribbons"), "tanzaku": ("Tanzaku", "Ribbons"),
              "kasu": ("Kasu", "Chaff")}
"""Each yaku's Japanese name and what it means to a player who has none of the Japanese: the table,
the rules pages and the move log spell them alike."""
POETRY_RIBBON_MONTHS = frozenset({1, 2, 3})
BLUE_RIBBON_MONTHS = frozenset({6, 9, 10})
RED_RIBBON_MONTHS = frozenset({4, 5, 7, 11})
POETRY_TEXT = {1: "あかよろし", 2: "あかよろし", 3: "みよしの"}
"""The traditional writing on the three poetry ribbons."""


def _build_deck() -> tuple[str, ...]:
    """Every month has four cards: its specials, then chaff numbered from 1 to fill the rest."""
    ribbon_months = POETRY_RIBBON_MONTHS | BLUE_RIBBON_MONTHS | RED_RIBBON_MONTHS
    deck: list[str] = []
    for month in range(1, 13):
        specials = [kind for kind, months in (("bright", BRIGHT_NAMES), ("animal", ANIMAL_NAMES),
                                              ("ribbon", ribbon_months)) if month in months]
        deck += [f"{month}-{kind}" for kind in specials]
        deck += [f"{month}-chaff-{n}" for n in range(1, 5 - len(specials))]
    return tuple(deck)


DECK = _build_deck()
"""All 48 codes, month by month."""
_DECK_SET = frozenset(DECK)

Colour = tuple[int, int, int]
Point = tuple[float, float]

PAPER_EDGE = (246, 240, 224)
GOLD = (222, 176, 58)
GOLD_DARK = (150, 108, 24)
BACK_RED = (112, 22, 24)
BACK_DARK = (24, 14, 14)
RIBBON_RED = (206, 32, 40)
RIBBON_BLUE = (48, 58, 168)
WHITE = (255, 255, 255)
SUPERSAMPLE = 2
LABEL_FONT_SHARE = 0.66
"""The label's font size as a share of the strip's height."""
MAX_STRIP_SHARE = 0.17
"""However big the words must be, the strip leaves the picture most of the card."""
"""The picture is drawn this many times larger, then smoothed down, for soft edges at small sizes."""

MONTH_TINTS: dict[int, Colour] = {
    1: (214, 236, 220), 2: (216, 230, 252), 3: (252, 226, 234), 4: (238, 218, 246),
    5: (204, 234, 236), 6: (252, 230, 208), 7: (222, 236, 192), 8: (242, 178, 116),
    9: (252, 242, 216), 10: (226, 200, 160), 11: (186, 194, 208), 12: (244, 222, 136),
}
BARK = (92, 58, 36)
LEAF = (52, 128, 64)
LEAF_DARK = (30, 86, 44)


@art_cache(256)
def hanafuda_face(code: str, size: tuple[int, int], min_text: int = 0) -> pygame.Surface:
    """The face of one card, drawn at exactly ``size`` (width, height) in pixels, with no text smaller
    than ``min_text`` pixels (the table's smallest size still readable once the window scales it)."""
    month, kind = _parse(code)
    width, height = _check_size(size)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 12)
    bright = kind == "bright"
    edge = max(2, width // 22) + (max(2, width // 30) if bright else 0)
    pygame.draw.rect(surface, GOLD if bright else PAPER_EDGE, surface.get_rect(), border_radius=radius)
    strip_height = _strip_height(height, min_text)
    picture = pygame.Rect(edge, edge, width - 2 * edge, height - 2 * edge - strip_height)
    surface.blit(_picture(code, month, kind, picture.size), picture)
    _draw_label_strip(surface, month, kind, pygame.Rect(edge, picture.bottom, picture.width, strip_height),
                      min_text)
    _draw_month_badge(surface, month, picture, min_text)
    outline = GOLD_DARK if bright else INK
    pygame.draw.rect(surface, outline, surface.get_rect(), width=max(1, width // 60), border_radius=radius)
    if bright:
        pygame.draw.rect(surface, GOLD_DARK, picture.inflate(2, 2).union(
            pygame.Rect(edge - 1, picture.bottom, picture.width + 2, strip_height + 1)), width=1)
    return surface


@art_cache(16)
def hanafuda_back(size: tuple[int, int]) -> pygame.Surface:
    """The classic back: a plain deep red field inside a black rim, with a small flower mark."""
    width, height = _check_size(size)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 12)
    pygame.draw.rect(surface, BACK_DARK, surface.get_rect(), border_radius=radius)
    field = surface.get_rect().inflate(-2 * max(3, width // 14), -2 * max(3, width // 14))
    pygame.draw.rect(surface, BACK_RED, field, border_radius=max(2, radius // 2))
    surface.set_clip(field)
    for step in range(field.left - field.height, field.right, max(5, width // 10)):
        pygame.draw.line(surface, (100, 18, 22), (step, field.bottom - 1), (step + field.height, field.top))
    surface.set_clip(None)
    pygame.draw.rect(surface, (150, 44, 40), field.inflate(-4, -4), 1, border_radius=max(2, radius // 2))
    centre = field.center
    pygame.draw.circle(surface, (84, 14, 18), centre, width // 4)
    pygame.draw.circle(surface, (164, 60, 48), centre, width // 4, max(1, width // 50))
    mark = _japanese_glyphs("花", max(10, width // 4), (170, 66, 52))
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=centre))
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), width=max(1, width // 60), border_radius=radius)
    return surface


# --- parsing ------------------------------------------------------------------------------------

def _parse(code: str) -> tuple[int, str]:
    """(month, kind) of a card code; a code outside the 48 is a programming error worth a clear message."""
    if code not in _DECK_SET:
        raise ValueError(f"{code!r} is not a hanafuda card code: expected '<month>-bright', "
                         "'<month>-animal', '<month>-ribbon' or '<month>-chaff-<n>' from the 48-card deck")
    month, kind = code.split("-")[:2]
    return int(month), kind


def _check_size(size: tuple[int, int]) -> tuple[int, int]:
    width, height = size
    if width < 8 or height < 8:
        raise ValueError(f"a hanafuda card needs at least 8x8 pixels, not {width}x{height}")
    return int(width), int(height)


def _ribbon_style(month: int) -> str:
    if month in POETRY_RIBBON_MONTHS:
        return "poetry"
    return "blue" if month in BLUE_RIBBON_MONTHS else "red"


def _chaff_number(code: str) -> int:
    return int(code.rsplit("-", 1)[1])


# --- text layers (drawn at the final size) -----------------------------------------------------

def _japanese_glyphs(text: str, size: int, colour: Colour) -> pygame.Surface | None:
    """Japanese text, or None where the Japanese font cannot be loaded (the card stays usable)."""
    try:
        return japanese_font(size).render(text, True, colour)
    except (pygame.error, OSError):
        return None


def _strip_height(height: int, min_text: int) -> int:
    """The label strip's usual share of the card, taller (up to a limit) when its words must be big."""
    usual = max(12, round(height * 0.13))
    wanted = math.ceil(min_text / LABEL_FONT_SHARE)
    return max(usual, min(wanted, round(height * MAX_STRIP_SHARE)))


def _draw_month_badge(surface: pygame.Surface, month: int, picture: pygame.Rect, min_text: int = 0) -> None:
    """The month number big and bold in a dark badge, the kanji small on a paper tab opposite (left out
    when it would be smaller than ``min_text``: the number already says the month)."""
    number = font(max(11, round(picture.width * 0.2), min_text), True).render(str(month), True, WHITE)
    pad = max(2, number.get_height() // 8)
    badge = pygame.Rect(picture.x, picture.y, max(number.get_width() + 2 * pad, number.get_height()),
                        number.get_height())
    pygame.draw.rect(surface, INK, badge, border_bottom_right_radius=badge.height // 3)
    surface.blit(number, number.get_rect(center=badge.center))
    kanji_size = max(8, round(picture.width * 0.12))
    kanji = _japanese_glyphs(MONTH_KANJI[month - 1], kanji_size, INK) if kanji_size >= min_text else None
    if kanji is not None:
        tab = kanji.get_rect(topright=(picture.right - 1, picture.y + 1)).inflate(4, 0)
        tab.right = picture.right
        shade = pygame.Surface(tab.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*PAPER_EDGE, 210), shade.get_rect(), border_radius=3)
        surface.blit(shade, tab)
        surface.blit(kanji, kanji.get_rect(center=tab.center))


_LABELS = {"bright": ("BRIGHT", "BRIGHT", GOLD, INK), "animal": ("ANIMAL", "ANIMAL", (62, 84, 52), WHITE),
           "chaff": ("CHAFF", "CHAFF", (232, 226, 210), (96, 90, 80)),
           "poetry": ("POETRY RIBBON", "POETRY", RIBBON_RED, WHITE),
           "blue": ("BLUE RIBBON", "BLUE", RIBBON_BLUE, WHITE),
           "red": ("RIBBON", "RIBBON", RIBBON_RED, WHITE)}
"""Per kind (ribbons per style): full wording, short wording for narrow cards, strip colour, text colour."""


def _draw_label_strip(surface: pygame.Surface, month: int, kind: str, strip: pygame.Rect,
                      min_text: int = 0) -> None:
    """The kind in words with an icon: the marker that does not depend on colour. Where no wording
    fits at ``min_text`` the icon stands alone, bigger (chaff gets its own icon then)."""
    style = _ribbon_style(month)
    full, short, background, ink = _LABELS[style if kind == "ribbon" else kind]
    pygame.draw.rect(surface, background, strip)
    pygame.draw.line(surface, INK, strip.topleft, (strip.right - 1, strip.top))
    icon_size = strip.height - 4 if kind != "chaff" else 0
    fitted = _fitted_label(full, short, strip, icon_size, ink, min_text)
    if fitted is None:
        icon_size = strip.height - 4
        _KIND_ICONS[kind](surface, pygame.Rect(strip.centerx - icon_size // 2, strip.centery - icon_size // 2,
                                               icon_size, icon_size), ink, style)
        return
    label, icon_size = fitted
    total = icon_size + (3 if icon_size else 0) + label.get_width()
    left = strip.centerx - total // 2
    if icon_size:
        icon = pygame.Rect(left, strip.centery - icon_size // 2, icon_size, icon_size)
        _KIND_ICONS[kind](surface, icon, ink, style)
    surface.blit(label, label.get_rect(midleft=(left + total - label.get_width(), strip.centery + 1)))


def _fitted_label(full: str, short: str, strip: pygame.Rect, icon_size: int,
                  colour: Colour, min_text: int = 0) -> tuple[pygame.Surface, int] | None:
    """The label and icon size to use: the full wording if it fits (giving up the icon if need be),
    otherwise the short one, each in the biggest font that fits down to a readable minimum; None when
    not even the short wording fits at ``min_text``."""
    largest = max(8, round(strip.height * LABEL_FONT_SHARE))
    smallest = max(8, round(largest * 0.6), min_text)
    for text, icon in ((full, icon_size), (full, 0), (short, icon_size), (short, 0)):
        room = strip.width - icon - 6
        for size in range(largest, smallest - 1, -1):
            label = font(size, True).render(text, True, colour)
            if label.get_width() <= room:
                return label, icon
    return None if min_text else (font(smallest, True).render(short, True, colour), 0)


def _star_icon(surface: pygame.Surface, box: pygame.Rect, ink: Colour, _style: str) -> None:
    draw_symbol(surface, "star", box.center, box.width // 2 + 1, (255, 244, 190))
    draw_symbol(surface, "star", box.center, box.width // 2 + 1, ink, 1)


def _paw_icon(surface: pygame.Surface, box: pygame.Rect, ink: Colour, _style: str) -> None:
    unit = box.width / 6
    pad = pygame.Rect(box.x + unit * 1.4, box.y + unit * 2.8, unit * 3.2, unit * 2.8)
    pygame.draw.ellipse(surface, ink, pad)
    for dx, dy in ((0.8, 2.2), (2.2, 1.0), (3.8, 1.0), (5.2, 2.2)):
        pygame.draw.circle(surface, ink, (box.x + dx * unit, box.y + dy * unit), max(1, unit * 0.8))


def _ribbon_icon(surface: pygame.Surface, box: pygame.Rect, ink: Colour, style: str) -> None:
    def at(u: float, v: float) -> Point:
        return box.x + box.width * u, box.y + box.height * v

    pygame.draw.polygon(surface, ink, [at(0.45, 0), at(0.8, 0.06), at(0.55, 1), at(0.2, 0.94)])
    if style == "poetry":
        for v in (0.3, 0.55):
            pygame.draw.line(surface, RIBBON_RED, at(0.52 - 0.1 * v, v), at(0.6 - 0.1 * v, v + 0.04))


def _leaf_icon(surface: pygame.Surface, box: pygame.Rect, ink: Colour, _style: str) -> None:
    """Chaff is plain greenery: a leaf with its midrib."""
    def at(u: float, v: float) -> Point:
        return box.x + box.width * u, box.y + box.height * v

    pygame.draw.polygon(surface, ink, [at(0.15, 0.85), at(0.2, 0.4), at(0.5, 0.12), at(0.88, 0.12),
                                       at(0.85, 0.5), at(0.6, 0.8)])
    pygame.draw.line(surface, (232, 226, 210), at(0.22, 0.8), at(0.78, 0.2), max(1, box.width // 12))


_KIND_ICONS: dict[str, Callable[[pygame.Surface, pygame.Rect, Colour, str], None]] = {
    "bright": _star_icon, "animal": _paw_icon, "ribbon": _ribbon_icon, "chaff": _leaf_icon}


# --- the picture (drawn large, then smoothed down) ---------------------------------------------

class _Pen:
    """Draws in picture units: positions as fractions of width (u) and height (v), lengths in widths."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.width, self.height = surface.get_size()

    def at(self, u: float, v: float) -> Point:
        return u * self.width, v * self.height

    def size(self, length: float) -> float:
        return length * self.width

    def towards(self, point: Point, degrees: float, length: float) -> Point:
        """The point ``length`` widths away at ``degrees`` (0 = right, 90 = down)."""
        angle = math.radians(degrees)
        reach = length * self.width
        return point[0] + math.cos(angle) * reach, point[1] + math.sin(angle) * reach

    def spokes(self, centre: Point, *rays: tuple[float, float]) -> list[Point]:
        """The points at each (degrees, length) from ``centre``: beaks, heads, fans."""
        return [self.towards(centre, degrees, length) for degrees, length in rays]

    def circle(self, colour: Colour, centre: Point, radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, centre, max(1.0, self.size(radius)), self._stroke(width))

    def ellipse(self, colour: Colour, centre: Point, half_width: float, half_height: float,
                width: float = 0) -> None:
        rect = pygame.Rect(0, 0, max(2, self.size(2 * half_width)), max(2, self.size(2 * half_height)))
        rect.center = (round(centre[0]), round(centre[1]))
        pygame.draw.ellipse(self.surface, colour, rect, self._stroke(width))

    def polygon(self, colour: Colour, points: Sequence[Point], width: float = 0) -> None:
        pygame.draw.polygon(self.surface, colour, points, self._stroke(width))

    def line(self, colour: Colour, points: Sequence[Point], width: float) -> None:
        """A thick polyline with round joints, so bent branches stay whole."""
        stroke = self._stroke(width)
        pygame.draw.lines(self.surface, colour, False, points, stroke)
        if stroke > 2:
            for point in points:
                pygame.draw.circle(self.surface, colour, point, stroke / 2)

    def leaf(self, colour: Colour, base: Point, degrees: float, length: float, breadth: float) -> None:
        """A pointed oval from ``base`` along ``degrees``: leaves, petals, feathers, blades."""
        tip = self.towards(base, degrees, length)
        middle = self.towards(base, degrees, length * 0.45)
        left = self.towards(middle, degrees - 90, breadth / 2)
        right = self.towards(middle, degrees + 90, breadth / 2)
        left_in = self.towards(self.towards(base, degrees, length * 0.8), degrees - 90, breadth * 0.3)
        right_in = self.towards(self.towards(base, degrees, length * 0.8), degrees + 90, breadth * 0.3)
        self.polygon(colour, [base, left, left_in, tip, right_in, right])

    @staticmethod
    def curve(start: Point, control: Point, end: Point, steps: int = 12) -> list[Point]:
        """Points along a quadratic Bezier curve: stems, hanging branches, necks."""
        return [((1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
                 (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1])
                for t in (i / steps for i in range(steps + 1))]

    def _stroke(self, width: float) -> int:
        return 0 if width == 0 else max(1, round(self.size(width)))


def _picture(code: str, month: int, kind: str, size: tuple[int, int]) -> pygame.Surface:
    large = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE))
    large.fill(MONTH_TINTS[month])
    pen = _Pen(large)
    special = _SPECIAL_SCENES.get(code)
    if special is not None:
        special(pen)
    else:
        _PLANTS[month](pen)
        if kind == "ribbon":
            _ribbon(pen, month)
    if kind == "chaff" and code != LIGHTNING and _chaff_number(code) % 2 == 0:
        large = pygame.transform.flip(large, True, False)
    return pygame.transform.smoothscale(large, size)


# --- the twelve plants ---------------------------------------------------------------------------

def _pine(pen: _Pen, scale: float = 1.0) -> None:
    """A crooked trunk carrying fans of dark needles."""
    trunk = [pen.at(0.12, 1.0), pen.at(0.3, 0.72), pen.at(0.28, 0.55), pen.at(0.55, 0.4), pen.at(0.85, 0.3)]
    pen.line(BARK, trunk, 0.06 * scale)
    pen.line(BARK, [pen.at(0.3, 0.72), pen.at(0.6, 0.68), pen.at(0.8, 0.6)], 0.035 * scale)
    for u, v, reach in ((0.28, 0.52, 0.2), (0.56, 0.38, 0.2), (0.86, 0.28, 0.16), (0.62, 0.66, 0.17),
                        (0.84, 0.58, 0.15), (0.12, 0.78, 0.15)):
        _needle_fan(pen, pen.at(u, v), reach * scale)


def _needle_fan(pen: _Pen, base: Point, reach: float) -> None:
    fan = [base] + [pen.towards(base, angle, reach) for angle in range(-170, -9, 20)]
    pen.polygon(LEAF_DARK, fan)
    for angle in range(-165, -14, 12):
        pen.line((70, 150, 80), pen.spokes(base, (angle, reach * 0.25), (angle, reach * 1.05)), 0.012)


def _plum(pen: _Pen) -> None:
    """An angular dark branch with round five-petalled red blossoms."""
    pen.line((60, 40, 34), [pen.at(0.02, 0.95), pen.at(0.32, 0.72), pen.at(0.26, 0.5), pen.at(0.6, 0.34),
                            pen.at(0.95, 0.2)], 0.05)
    pen.line((60, 40, 34), [pen.at(0.26, 0.5), pen.at(0.1, 0.3)], 0.03)
    pen.line((60, 40, 34), [pen.at(0.6, 0.34), pen.at(0.72, 0.6)], 0.03)
    for u, v, radius in ((0.32, 0.72, 0.05), (0.1, 0.3, 0.045), (0.44, 0.42, 0.055), (0.72, 0.6, 0.05),
                         (0.8, 0.26, 0.05), (0.2, 0.6, 0.04), (0.6, 0.2, 0.04), (0.9, 0.45, 0.04)):
        _plum_blossom(pen, pen.at(u, v), radius)


def _plum_blossom(pen: _Pen, centre: Point, petal: float) -> None:
    for k in range(5):
        pen.circle((204, 30, 62), pen.towards(centre, -90 + 72 * k, petal * 1.05), petal)
    pen.circle((255, 214, 90), centre, petal * 0.55)
    pen.circle((150, 20, 40), centre, petal * 0.2)


def _cherry(pen: _Pen, low: float = 0.0) -> None:
    """Pink clouds of blossoms with notched petals on a thin branch."""
    for u, v, half_width in ((0.25, 0.2, 0.3), (0.75, 0.28, 0.32), (0.5, 0.5, 0.35)):
        pen.ellipse((250, 204, 220), pen.at(u, v - low), half_width, half_width * 0.5)
    pen.line(BARK, [pen.at(0.0, 0.62 - low), pen.at(0.4, 0.45 - low), pen.at(1.0, 0.3 - low)], 0.035)
    for u, v, size in ((0.18, 0.2, 0.07), (0.42, 0.28, 0.08), (0.7, 0.2, 0.075), (0.86, 0.38, 0.07),
                       (0.3, 0.5, 0.075), (0.58, 0.5, 0.08), (0.1, 0.42, 0.06), (0.5, 0.7, 0.065),
                       (0.82, 0.62, 0.06)):
        _cherry_blossom(pen, pen.at(u, v - low), size)


def _cherry_blossom(pen: _Pen, centre: Point, length: float) -> None:
    for k in range(5):
        angle = -90 + 72 * k
        side = [pen.towards(centre, angle + turn, length * reach) for turn, reach in
                ((-30, 0.8), (-12, 1.0), (0, 0.78), (12, 1.0), (30, 0.8))]
        pen.polygon((246, 150, 184), [centre] + side)
        pen.polygon((208, 84, 128), [centre] + side, 0.006)
    pen.circle((220, 60, 110), centre, length * 0.18)


def _wisteria(pen: _Pen) -> None:
    """Long purple clusters hanging from a bough across the top."""
    pen.line(BARK, pen.curve(pen.at(-0.05, 0.06), pen.at(0.5, 0.18), pen.at(1.05, 0.04)), 0.035)
    for u, length in ((0.14, 0.62), (0.38, 0.8), (0.62, 0.66), (0.86, 0.5)):
        top = pen.at(u, 0.1)
        pen.leaf(LEAF, top, 200, 0.16, 0.06)
        pen.leaf(LEAF, top, -20, 0.16, 0.06)
        steps = 11
        for i in range(steps):
            t = i / (steps - 1)
            sway = math.sin(t * 3.0 + u * 6) * 0.025
            centre = pen.at(u + sway, 0.12 + t * length)
            shade = (112, 68, 170) if i % 2 else (158, 112, 208)
            pen.circle(shade, centre, 0.07 * (1 - 0.6 * t))


def _iris(pen: _Pen) -> None:
    """Sword-like blades rising from water, topped by blue-violet flowers."""
    pen.polygon((150, 200, 220), [pen.at(0, 0.84), pen.at(1, 0.78), pen.at(1, 1), pen.at(0, 1)])
    blades = ((0.08, 6, 0.5), (0.2, -4, 0.62), (0.34, 8, 0.45), (0.5, -6, 0.58), (0.66, 5, 0.66),
              (0.8, -8, 0.5), (0.94, 4, 0.55))
    for k, (u, lean, height) in enumerate(blades):
        length = height * pen.height / pen.width
        pen.leaf(LEAF_DARK if k % 2 else LEAF, pen.at(u, 1.0), -90 + lean, length, 0.07)
    for u, v in ((0.24, 0.34), (0.66, 0.26), (0.46, 0.5)):
        _iris_flower(pen, pen.at(u, v))


def _iris_flower(pen: _Pen, centre: Point) -> None:
    pen.line(LEAF, [centre, pen.towards(centre, 90, 0.3)], 0.018)
    for angle in (150, 90, 30):
        pen.leaf((76, 56, 178), centre, angle, 0.14, 0.09)
    for angle in (-120, -60):
        pen.leaf((132, 110, 226), centre, angle, 0.11, 0.06)
    pen.leaf((250, 214, 70), centre, 90, 0.06, 0.02)


def _peony(pen: _Pen) -> None:
    """One big layered red and pink flower among pointed leaves, with a bud."""
    for base, angle in (((0.5, 0.62), 200), ((0.5, 0.62), -20), ((0.5, 0.66), 150), ((0.5, 0.66), 30),
                        ((0.5, 0.62), 100), ((0.2, 0.3), 120), ((0.82, 0.28), 60)):
        pen.leaf(LEAF, pen.at(*base), angle, 0.36, 0.16)
        pen.line(LEAF_DARK, [pen.at(*base), pen.towards(pen.at(*base), angle, 0.3)], 0.008)
    centre = pen.at(0.5, 0.5)
    for k in range(9):
        pen.circle((204, 34, 70), pen.towards(centre, k * 40, 0.18), 0.12)
    for k in range(7):
        pen.circle((236, 92, 126), pen.towards(centre, k * 51 + 20, 0.1), 0.1)
    pen.circle((250, 170, 190), centre, 0.08)
    for k in range(6):
        pen.circle((255, 214, 90), pen.towards(centre, k * 60, 0.035), 0.015)
    bud = pen.at(0.8, 0.16)
    pen.circle((214, 50, 84), bud, 0.07)
    pen.leaf(LEAF, pen.towards(bud, 90, 0.06), 150, 0.1, 0.05)
    pen.leaf(LEAF, pen.towards(bud, 90, 0.06), 30, 0.1, 0.05)


def _bush_clover(pen: _Pen) -> None:
    """Arching thin stems covered in small red-purple leaves and buds."""
    stems = (((0.1, 1.0), (0.0, 0.3), (0.55, 0.1)), ((0.35, 1.0), (0.4, 0.4), (0.95, 0.3)),
             ((0.7, 1.0), (0.95, 0.5), (0.9, 0.15)), ((0.5, 1.0), (0.2, 0.5), (0.05, 0.35)))
    for start, control, end in stems:
        stem = pen.curve(pen.at(*start), pen.at(*control), pen.at(*end), 16)
        pen.line((90, 70, 40), stem, 0.012)
        for i, point in enumerate(stem[3:], start=3):
            colour = (180, 40, 100) if i % 3 else (120, 150, 60)
            pen.leaf(colour, point, -140 if i % 2 else -40, 0.07, 0.04)
            if i % 4 == 0:
                pen.circle((220, 80, 150), point, 0.018)


def _pampas(pen: _Pen) -> None:
    """A dark round hill streaked with pale grass, its plumes nodding above the ridge."""
    ridge = [pen.at(i / 20, 0.6 + 0.3 * (i / 10 - 1) ** 2) for i in range(21)]
    pen.polygon((36, 28, 30), ridge + [pen.at(1, 1), pen.at(0, 1)])
    for k in range(10):
        u = 0.05 + k * 0.1
        lean = (u - 0.5) * 0.3
        top = pen.at(u + lean, 0.58 + 0.3 * (2 * u - 1) ** 2 - 0.05 - 0.04 * (k % 2))
        stalk = pen.curve(pen.at(u, 1.0), pen.at(u + lean * 0.2, 0.8), top)
        pen.line((214, 196, 160), stalk, 0.01)
        droop = -90 + (u - 0.5) * 120 + (30 if u >= 0.5 else -30)
        pen.leaf((246, 236, 206), top, droop, 0.12, 0.035)


def _chrysanthemum(pen: _Pen) -> None:
    """Yellow many-petalled flowers over lobed leaves."""
    leaves = ((0.2, 0.85, -120), (0.8, 0.85, -60), (0.5, 0.9, -90), (0.3, 0.6, 200), (0.7, 0.62, -20))
    for u, v, angle in leaves:
        pen.leaf(LEAF, pen.at(u, v), angle, 0.28, 0.18)
        pen.leaf(LEAF_DARK, pen.at(u, v), angle + 25, 0.2, 0.12)
    for u, v, reach in ((0.32, 0.3, 0.2), (0.72, 0.46, 0.17), (0.4, 0.7, 0.13)):
        _chrysanthemum_flower(pen, pen.at(u, v), reach)


def _chrysanthemum_flower(pen: _Pen, centre: Point, reach: float) -> None:
    for k in range(16):
        pen.leaf((206, 130, 20), centre, k * 22.5, reach * 1.05, reach * 0.32)
    for k in range(16):
        pen.leaf((250, 206, 40), centre, k * 22.5 + 11, reach * 0.95, reach * 0.28)
    pen.circle((226, 140, 30), centre, reach * 0.28)


def _maple(pen: _Pen) -> None:
    """A branch scattered with red and orange star-shaped leaves."""
    pen.line(BARK, [pen.at(1.0, 0.06), pen.at(0.6, 0.24), pen.at(0.3, 0.3), pen.at(0.0, 0.5)], 0.04)
    pen.line(BARK, [pen.at(0.6, 0.24), pen.at(0.55, 0.5)], 0.025)
    for u, v, size, colour in ((0.2, 0.2, 0.13, (206, 36, 28)), (0.48, 0.14, 0.12, (230, 110, 30)),
                               (0.8, 0.3, 0.14, (196, 30, 30)), (0.4, 0.42, 0.13, (222, 62, 30)),
                               (0.12, 0.56, 0.11, (236, 130, 36)), (0.7, 0.56, 0.12, (206, 36, 28)),
                               (0.3, 0.74, 0.1, (200, 40, 40)), (0.88, 0.8, 0.09, (232, 96, 30))):
        _maple_leaf(pen, pen.at(u, v), size, colour)


def _maple_leaf(pen: _Pen, centre: Point, size: float, colour: Colour) -> None:
    points = []
    for k in range(14):
        angle = -90 + k * 360 / 14
        reach = size * (1.0 if k % 2 == 0 else 0.45)
        if k in (6, 8):
            reach *= 0.6
        points.append(pen.towards(centre, angle, reach))
    pen.polygon(colour, points)
    pen.line((120, 20, 20), [centre, pen.towards(centre, 90, size * 0.9)], 0.008)


def _willow(pen: _Pen, dark: bool = False) -> None:
    """Slanting rain behind long green willow strands hanging from the top."""
    _rain(pen, (120, 128, 150) if dark else (150, 160, 180))
    branch = (40, 60, 40) if dark else (70, 90, 50)
    pen.line(branch, pen.curve(pen.at(0.0, 0.05), pen.at(0.5, 0.0), pen.at(1.0, 0.12)), 0.03)
    top = 0.06
    for u, length in ((0.1, 0.55), (0.25, 0.75), (0.42, 0.5), (0.58, 0.7), (0.75, 0.55), (0.9, 0.68)):
        strand = pen.curve(pen.at(u, top), pen.at(u + 0.08, top + length / 2), pen.at(u - 0.02, top + length))
        pen.line((52, 120, 60) if dark else (54, 140, 60), strand, 0.014)
        for i, point in enumerate(strand[2:], start=2):
            pen.leaf((88, 170, 80) if not dark else (60, 120, 60), point, 100 if i % 2 else 60, 0.06, 0.022)


def _rain(pen: _Pen, colour: Colour) -> None:
    for k in range(-4, 14):
        top = pen.at(k * 0.1, -0.05)
        pen.line(colour, [top, pen.towards(top, 70, 2.0)], 0.008)


def _paulownia(pen: _Pen, small: bool = False) -> None:
    """Three broad leaves crowned by three spikes of purple flowers, like the paulownia crest."""
    base_v = 0.86 if small else 0.78
    scale = 0.7 if small else 1.0
    leaf_base = pen.at(0.5, base_v + 0.1)
    for angle in (-150, -30, -90):
        middle = pen.towards(leaf_base, angle, 0.24 * scale)
        pen.circle((24, 64, 36), middle, 0.2 * scale)
        pen.circle((58, 104, 58), middle, 0.185 * scale)
        pen.leaf((58, 104, 58), leaf_base, angle, 0.44 * scale, 0.3 * scale)
        pen.line((150, 120, 70), [leaf_base, pen.towards(leaf_base, angle, 0.4 * scale)], 0.012)
        for side in (-40, 40):
            pen.line((150, 120, 70), [middle, pen.towards(middle, angle + side, 0.14 * scale)], 0.008)
    for u, count in ((0.25, 5), (0.5, 7), (0.75, 5)):
        for i in range(count):
            v = base_v - 0.2 * scale - i * 0.065 * scale
            pen.circle((104, 60, 140), pen.at(u, v), 0.045 * scale)
            pen.circle((168, 120, 200), pen.at(u, v), 0.02 * scale)


_PLANTS: dict[int, Callable[[_Pen], None]] = {
    1: _pine, 2: _plum, 3: _cherry, 4: _wisteria, 5: _iris, 6: _peony, 7: _bush_clover, 8: _pampas,
    9: _chrysanthemum, 10: _maple, 11: _willow, 12: _paulownia}


# --- ribbons -------------------------------------------------------------------------------------

def _ribbon(pen: _Pen, month: int) -> None:
    """A tanzaku strip hanging slanted across the middle: red, red with writing, or blue."""
    style = _ribbon_style(month)
    width, length = round(pen.size(0.26)), round(pen.height * 0.62)
    strip = pygame.Surface((width, length), pygame.SRCALPHA)
    colour = RIBBON_BLUE if style == "blue" else RIBBON_RED
    pygame.draw.rect(strip, (250, 246, 236), strip.get_rect(), border_radius=max(1, width // 12))
    hem = max(2, width // 10)
    pygame.draw.rect(strip, colour, strip.get_rect().inflate(-2 * hem, -2 * hem))
    pygame.draw.rect(strip, (30, 20, 20), strip.get_rect(), max(1, width // 30),
                     border_radius=max(1, width // 12))
    if style == "poetry":
        _write_down(strip, POETRY_TEXT[month], hem)
    slanted = pygame.transform.rotate(strip, -16)
    strip_rect = slanted.get_rect(center=(round(pen.width * 0.5), round(pen.height * 0.5)))
    pen.surface.blit(slanted, strip_rect)


def _write_down(strip: pygame.Surface, text: str, hem: int) -> None:
    """Vertical black writing on a poetry ribbon; plain dashes if the Japanese font is missing."""
    width, length = strip.get_size()
    glyph_size = max(8, int(width * 0.62))
    step = (length - 4 * hem) / len(text)
    for i, character in enumerate(text):
        centre = (width // 2, round(2 * hem + step * (i + 0.5)))
        glyph = _japanese_glyphs(character, min(glyph_size, int(step * 1.1)), (20, 16, 16))
        if glyph is None:
            pygame.draw.line(strip, (20, 16, 16), (centre[0] - width // 5, centre[1]),
                             (centre[0] + width // 5, centre[1]), max(1, width // 12))
        else:
            strip.blit(glyph, glyph.get_rect(center=centre))


# --- the special cards ---------------------------------------------------------------------------

def _crane_scene(pen: _Pen) -> None:
    """January bright: a red rising sun behind a standing white crane, pine below."""
    pen.circle((214, 44, 40), pen.at(0.62, 0.32), 0.34)
    _pine(pen, 0.8)
    body = pen.at(0.42, 0.56)
    pen.polygon((24, 24, 28), [pen.towards(body, 160, 0.12), pen.at(0.12, 0.72), pen.towards(body, 120, 0.1)])
    pen.ellipse((250, 250, 248), body, 0.22, 0.12)
    pen.ellipse((210, 210, 214), pen.towards(body, 10, 0.02), 0.16, 0.07, 0.01)
    neck = pen.curve(pen.towards(body, -20, 0.14), pen.at(0.68, 0.4), pen.at(0.58, 0.22))
    pen.line((250, 250, 248), neck, 0.05)
    pen.line((24, 24, 28), neck[5:11], 0.05)
    head = neck[-1]
    pen.circle((250, 250, 248), head, 0.045)
    pen.circle((220, 20, 30), pen.towards(head, -90, 0.02), 0.025)
    pen.polygon((200, 180, 120), pen.spokes(head, (-30, 0.03), (10, 0.17), (30, 0.03)))
    pen.circle((24, 24, 28), pen.towards(head, -10, 0.015), 0.01)
    for u in (0.38, 0.46):
        pen.line((40, 40, 40), [pen.at(u, 0.62), pen.at(u + 0.02, 0.92)], 0.012)


def _curtain_scene(pen: _Pen) -> None:
    """March bright: cherry blossoms above a striped festival curtain."""
    _cherry(pen, 0.08)
    top, bottom = 0.5, 0.92
    stripes = 7
    for i in range(stripes):
        left, right = i / stripes, (i + 1) / stripes
        colour = (200, 36, 48) if i % 2 == 0 else (246, 240, 228)
        hang = [pen.at(left, top), pen.at(right, top), pen.at(right, bottom),
                pen.at((left + right) / 2, bottom + 0.05), pen.at(left, bottom)]
        pen.polygon(colour, hang)
    pen.line((100, 60, 40), [pen.at(-0.05, top - 0.01), pen.at(1.05, top - 0.01)], 0.035)
    crest = pen.at(0.5, (top + bottom) / 2)
    pen.circle((246, 240, 228), crest, 0.13)
    pen.circle((90, 50, 130), crest, 0.13, 0.02)
    _cherry_blossom(pen, crest, 0.1)


def _moon_scene(pen: _Pen) -> None:
    """August bright: a huge pale full moon in a red sky over the grass hill."""
    pen.polygon((196, 52, 40), [pen.at(0, 0), pen.at(1, 0), pen.at(1, 0.75), pen.at(0, 0.75)])
    pen.circle((252, 244, 214), pen.at(0.5, 0.32), 0.36)
    pen.circle((236, 224, 190), pen.at(0.5, 0.32), 0.36, 0.02)
    _pampas(pen)


def _rain_man_scene(pen: _Pen) -> None:
    """November bright: a man under a yellow umbrella in the rain, a frog by the stream."""
    _willow(pen)
    pen.polygon((60, 110, 200), [pen.at(0, 0.86), pen.at(1, 0.8), pen.at(1, 1), pen.at(0, 1)])
    for k in range(3):
        ripple = pen.at(0.05 + k * 0.3, 0.9 - k * 0.015)
        pen.line((200, 220, 250), [ripple, pen.towards(ripple, -5, 0.2)], 0.01)
    hub = pen.at(0.44, 0.31)
    canopy = [pen.towards(hub, angle, 0.38) for angle in range(-190, 11, 10)]
    pen.polygon((236, 190, 60), [hub] + canopy)
    for angle in range(-190, 11, 25):
        pen.line((150, 110, 30), [hub, pen.towards(hub, angle, 0.38)], 0.008)
    pen.polygon((150, 110, 30), [hub] + canopy, 0.01)
    pen.line((90, 60, 30), [hub, pen.at(0.5, 0.55)], 0.014)
    head = pen.at(0.58, 0.4)
    pen.polygon((200, 70, 40), [pen.towards(head, 120, 0.06), pen.towards(head, 60, 0.08), pen.at(0.76, 0.82),
                                pen.at(0.42, 0.82)])
    pen.polygon((30, 30, 60), [pen.at(0.56, 0.5), pen.at(0.64, 0.5), pen.at(0.66, 0.8), pen.at(0.54, 0.8)])
    pen.circle((244, 214, 176), head, 0.07)
    pen.ellipse((30, 24, 24), pen.towards(head, -90, 0.04), 0.07, 0.035)
    frog = pen.at(0.18, 0.8)
    pen.ellipse((70, 150, 60), frog, 0.08, 0.05)
    pen.circle((70, 150, 60), pen.towards(frog, -60, 0.06), 0.03)
    pen.circle((20, 20, 20), pen.towards(frog, -60, 0.07), 0.01)


def _phoenix_scene(pen: _Pen) -> None:
    """December bright: a phoenix with fanned wings and a long eyed tail over the paulownia crest."""
    _paulownia(pen, small=True)
    body = pen.at(0.46, 0.4)
    for k, colour in enumerate(((214, 40, 40), (40, 140, 90), (240, 190, 40), (60, 90, 200))):
        end = pen.at(0.72 + 0.06 * k, 0.68 - 0.08 * k)
        tail = pen.curve(body, pen.at(0.5 + 0.12 * k, 0.9 - 0.06 * k), end)
        pen.line(colour, tail, 0.035)
        pen.circle(colour, end, 0.05)
        pen.circle((250, 240, 200), end, 0.025)
    for k, angle in enumerate(range(-110, -9, 16)):
        pen.leaf((40, 140, 90) if k % 2 else (240, 190, 40), body, angle, 0.42 - 0.02 * k, 0.1)
    pen.ellipse((214, 40, 40), body, 0.13, 0.08)
    neck = pen.curve(body, pen.at(0.26, 0.36), pen.at(0.24, 0.2))
    pen.line((214, 40, 40), neck, 0.045)
    head = neck[-1]
    pen.circle((214, 40, 40), head, 0.05)
    pen.polygon((240, 190, 40), pen.spokes(head, (-100, 0.03), (170, 0.11), (100, 0.02)))
    for angle in (-110, -80, -50):
        pen.line((40, 140, 90), [head, pen.towards(head, angle, 0.1)], 0.014)
        pen.circle((40, 140, 90), pen.towards(head, angle, 0.1), 0.016)
    pen.circle((250, 250, 240), pen.towards(head, -150, 0.02), 0.014)
    pen.circle((20, 20, 20), pen.towards(head, -150, 0.02), 0.008)


def _bush_warbler_scene(pen: _Pen) -> None:
    """February animal: a round olive songbird perched among the plum blossoms."""
    _plum(pen)
    body = pen.at(0.56, 0.6)
    pen.polygon((96, 110, 40), pen.spokes(body, (170, 0.1), (155, 0.4), (140, 0.08)))
    pen.ellipse((130, 150, 52), body, 0.17, 0.11)
    pen.ellipse((190, 200, 120), pen.towards(body, 60, 0.05), 0.1, 0.06)
    head = pen.towards(body, -35, 0.16)
    pen.circle((130, 150, 52), head, 0.08)
    pen.polygon((60, 50, 30), pen.spokes(head, (-20, 0.06), (0, 0.14), (20, 0.06)))
    pen.circle((250, 250, 240), pen.towards(head, -10, 0.035), 0.02)
    pen.circle((20, 20, 20), pen.towards(head, -10, 0.035), 0.011)
    pen.line((60, 40, 34), [pen.at(0.4, 0.72), pen.at(0.85, 0.7)], 0.03)


def _cuckoo_scene(pen: _Pen) -> None:
    """April animal: a dark cuckoo flying past a thin crescent moon through the wisteria."""
    _wisteria(pen)
    _crescent(pen, pen.at(0.76, 0.7), 0.14, (240, 70, 50))
    body = pen.at(0.42, 0.7)
    pen.leaf((44, 44, 64), body, -130, 0.34, 0.14)
    pen.leaf((44, 44, 64), body, -70, 0.3, 0.12)
    pen.ellipse((44, 44, 64), body, 0.16, 0.06)
    pen.polygon((44, 44, 64), [pen.towards(body, 170, 0.1), pen.towards(body, 190, 0.3),
                               pen.towards(body, 165, 0.28)])
    head = pen.towards(body, 10, 0.16)
    pen.circle((44, 44, 64), head, 0.05)
    pen.polygon((240, 200, 60), pen.spokes(head, (-30, 0.03), (10, 0.1), (40, 0.03)))
    pen.circle((250, 250, 240), pen.towards(head, -20, 0.025), 0.012)
    pen.line((230, 230, 240), [pen.towards(body, 150, 0.05), pen.towards(body, 30, 0.1)], 0.01)


def _crescent(pen: _Pen, centre: Point, radius: float, colour: Colour) -> None:
    outer = [pen.towards(centre, angle, radius) for angle in range(-110, 111, 10)]
    inner_centre = pen.towards(centre, 180, radius * 0.45)
    inner = [pen.towards(inner_centre, angle, radius * 0.85) for angle in range(95, -96, -10)]
    pen.polygon(colour, outer + inner)


def _bridge_scene(pen: _Pen) -> None:
    """May animal: the zigzag plank bridge through the irises."""
    _iris(pen)
    planks = [((-0.1, 0.92), (0.45, 0.76)), ((0.45, 0.76), (0.15, 0.62)), ((0.15, 0.62), (1.1, 0.52))]
    for (u1, v1), (u2, v2) in planks:
        start, end = pen.at(u1, v1), pen.at(u2, v2)
        depth = pen.size(0.07)
        pen.polygon((150, 96, 52), [start, end, (end[0], end[1] + depth), (start[0], start[1] + depth)])
        pen.polygon((80, 50, 30), [start, end, (end[0], end[1] + depth), (start[0], start[1] + depth)], 0.01)
        for t in (0.2, 0.4, 0.6, 0.8):
            x, y = start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t
            pen.line((80, 50, 30), [(x, y), (x, y + depth)], 0.006)
            pen.line((80, 50, 30), [(x, y + depth), (x, y + depth * 1.8)], 0.014)


def _butterflies_scene(pen: _Pen) -> None:
    """June animal: two butterflies over the peony."""
    _peony(pen)
    _butterfly(pen, pen.at(0.28, 0.2), 0.16, (60, 110, 220), -15)
    _butterfly(pen, pen.at(0.74, 0.66), 0.13, (250, 196, 40), 20)


def _butterfly(pen: _Pen, centre: Point, size: float, colour: Colour, tilt: float) -> None:
    for side in (-1, 1):
        upper = pen.towards(centre, -90 + tilt + side * 55, size * 0.2)
        pen.leaf((24, 24, 30), centre, -90 + tilt + side * 55, size * 1.15, size * 0.95)
        pen.leaf(colour, upper, -90 + tilt + side * 55, size * 0.85, size * 0.75)
        pen.leaf((24, 24, 30), centre, 90 + tilt - side * 45, size * 0.8, size * 0.6)
        pen.leaf(colour, centre, 90 + tilt - side * 45, size * 0.6, size * 0.45)
        pen.circle((250, 250, 240), pen.towards(centre, -90 + tilt + side * 55, size * 0.7), size * 0.12)
        pen.line((24, 24, 30), [centre, pen.towards(centre, -90 + tilt + side * 20, size * 0.8)], 0.008)
    pen.leaf((24, 24, 30), pen.towards(centre, -90 + tilt, size * 0.25), 90 + tilt, size * 0.8, size * 0.14)


def _boar_scene(pen: _Pen) -> None:
    """July animal: a charging brown boar among the bush clover."""
    _bush_clover(pen)
    body = pen.at(0.44, 0.62)
    for du, lean in ((-0.18, 20), (-0.08, -10), (0.12, 15), (0.2, -15)):
        hip = pen.at(0.44 + du, 0.66)
        pen.line((60, 40, 28), [hip, pen.towards(hip, 90 + lean, 0.2)], 0.04)
    pen.ellipse((98, 66, 42), body, 0.3, 0.16)
    pen.line((50, 32, 22), pen.curve(pen.towards(body, 200, 0.26), pen.towards(body, -90, 0.22),
                                     pen.towards(body, -10, 0.26)), 0.03)
    head = pen.towards(body, 5, 0.26)
    pen.polygon((98, 66, 42), pen.spokes(head, (-110, 0.11), (5, 0.18), (30, 0.15), (120, 0.1)))
    pen.circle((70, 48, 32), pen.towards(head, -150, 0.08), 0.04)
    snout = pen.towards(head, 10, 0.18)
    pen.ellipse((200, 150, 130), snout, 0.03, 0.04)
    pen.line((250, 250, 240), [pen.towards(snout, 150, 0.04), pen.towards(snout, -150, 0.08)], 0.014)
    pen.circle((250, 240, 200), pen.towards(head, -30, 0.06), 0.018)
    pen.circle((20, 20, 20), pen.towards(head, -30, 0.06), 0.01)
    pen.line((60, 40, 28), [pen.towards(body, 180, 0.29), pen.towards(body, 200, 0.38)], 0.015)


def _geese_scene(pen: _Pen) -> None:
    """August animal: three wild geese flying in line across the evening sky over the hill."""
    _pampas(pen)
    for u, v, size in ((0.24, 0.18, 0.15), (0.52, 0.3, 0.13), (0.78, 0.42, 0.11)):
        _goose(pen, pen.at(u, v), size)


def _goose(pen: _Pen, centre: Point, size: float) -> None:
    dark = (30, 26, 34)
    pen.leaf(dark, centre, -120, size * 1.6, size * 0.5)
    pen.leaf(dark, centre, -60, size * 1.4, size * 0.45)
    pen.ellipse(dark, centre, size * 0.8, size * 0.3)
    neck_end = pen.towards(centre, -160, size * 1.3)
    pen.line(dark, [centre, neck_end], size * 0.18)
    pen.circle(dark, neck_end, size * 0.2)
    pen.polygon(dark, [pen.towards(centre, 0, size * 0.6), pen.towards(centre, 10, size * 1.2),
                       pen.towards(centre, -10, size * 1.1)])


def _sake_cup_scene(pen: _Pen) -> None:
    """September animal: a red lacquer sake cup marked with a gold character among chrysanthemums."""
    _chrysanthemum(pen)
    rim = pen.at(0.5, 0.5)
    bowl = [pen.towards(rim, 180, 0.34), pen.towards(rim, 0, 0.34), pen.at(0.66, 0.68), pen.at(0.34, 0.68)]
    pen.polygon((120, 20, 24), [pen.at(0.36, 0.66), pen.at(0.64, 0.66), pen.at(0.7, 0.76), pen.at(0.3, 0.76)])
    pen.polygon((196, 26, 34), bowl)
    pen.ellipse((240, 196, 70), rim, 0.34, 0.07)
    pen.ellipse((170, 20, 30), rim, 0.3, 0.05)
    mark = _japanese_glyphs("寿", max(8, round(pen.size(0.2))), (250, 206, 70))
    if mark is not None:
        pen.surface.blit(mark, mark.get_rect(center=(round(rim[0]), round(pen.at(0, 0.6)[1]))))


def _deer_scene(pen: _Pen) -> None:
    """October animal: a spotted stag looking back, among maple leaves."""
    _maple(pen)
    body = pen.at(0.48, 0.66)
    brown = (170, 96, 44)
    for du, lean in ((-0.18, 8), (-0.1, -6), (0.12, 6), (0.2, -8)):
        start = pen.at(0.48 + du, 0.7)
        pen.line((120, 66, 30), [start, pen.towards(start, 90 + lean, 0.26)], 0.03)
    pen.ellipse(brown, body, 0.28, 0.13)
    for du, dv in ((-0.12, -0.02), (0.0, -0.04), (0.1, -0.01), (-0.04, 0.03), (0.14, 0.035)):
        pen.circle((250, 236, 210), pen.at(0.48 + du, 0.66 + dv), 0.02)
    neck_top = pen.at(0.72, 0.42)
    pen.polygon(brown, [pen.towards(body, -20, 0.16), pen.towards(neck_top, 0, 0.05),
                        pen.towards(neck_top, 180, 0.05), pen.towards(body, -5, 0.05)])
    pen.ellipse(brown, neck_top, 0.08, 0.06)
    pen.polygon(brown, [pen.towards(neck_top, 140, 0.04), pen.towards(neck_top, 170, 0.14),
                        pen.towards(neck_top, 200, 0.03)])
    pen.circle((20, 20, 20), pen.towards(neck_top, 180, 0.04), 0.012)
    pen.circle((20, 20, 20), pen.towards(neck_top, 170, 0.14), 0.014)
    pen.leaf(brown, pen.towards(neck_top, -60, 0.04), -20, 0.09, 0.04)
    antler = (90, 56, 30)
    for side in (-1, 1):
        root = pen.towards(neck_top, -90 + side * 25, 0.05)
        tip = pen.towards(root, -90 + side * 25, 0.2)
        pen.line(antler, [root, tip], 0.014)
        for t in (0.4, 0.75):
            fork = (root[0] + (tip[0] - root[0]) * t, root[1] + (tip[1] - root[1]) * t)
            pen.line(antler, [fork, pen.towards(fork, -90 + side * 70, 0.07)], 0.01)
    pen.leaf((250, 240, 220), pen.towards(body, 180, 0.26), 200, 0.06, 0.04)


def _swallow_scene(pen: _Pen) -> None:
    """November animal: a swallow with a forked tail darting through willow and rain."""
    _willow(pen)
    pen.polygon((60, 110, 200), [pen.at(0, 0.88), pen.at(1, 0.84), pen.at(1, 1), pen.at(0, 1)])
    body = pen.at(0.5, 0.56)
    navy = (26, 30, 60)
    pen.leaf(navy, body, -150, 0.46, 0.12)
    pen.leaf(navy, body, -20, 0.46, 0.12)
    pen.ellipse(navy, body, 0.14, 0.07)
    pen.ellipse((250, 250, 246), pen.towards(body, 80, 0.03), 0.1, 0.035)
    pen.leaf(navy, pen.towards(body, 150, 0.08), 130, 0.3, 0.05)
    pen.leaf(navy, pen.towards(body, 150, 0.08), 160, 0.3, 0.05)
    head = pen.towards(body, 10, 0.15)
    pen.circle(navy, head, 0.055)
    pen.circle((210, 40, 40), pen.towards(head, 60, 0.03), 0.025)
    pen.circle((250, 250, 240), pen.towards(head, -20, 0.02), 0.01)
    pen.polygon(navy, pen.spokes(head, (-30, 0.03), (0, 0.09), (30, 0.03)))


def _lightning_scene(pen: _Pen) -> None:
    """November's odd chaff: a black storm sky, a yellow bolt and a red thunder drum."""
    pen.polygon((40, 34, 52), [pen.at(0, 0), pen.at(1, 0), pen.at(1, 1), pen.at(0, 1)])
    _willow(pen, dark=True)
    bolt = [pen.at(0.62, 0.02), pen.at(0.34, 0.42), pen.at(0.52, 0.44), pen.at(0.26, 0.9), pen.at(0.74, 0.36),
            pen.at(0.55, 0.34), pen.at(0.82, 0.02)]
    pen.polygon((252, 220, 40), bolt)
    pen.polygon((180, 120, 20), bolt, 0.01)
    drum = pen.at(0.74, 0.74)
    pen.ellipse((196, 40, 40), drum, 0.17, 0.12)
    pen.ellipse((236, 200, 150), drum, 0.1, 0.07)
    pen.circle((196, 40, 40), drum, 0.035)
    for angle in range(0, 360, 45):
        pen.circle((240, 200, 60), pen.towards(drum, angle, 0.14), 0.015)


_SPECIAL_SCENES: dict[str, Callable[[_Pen], None]] = {
    "1-bright": _crane_scene, "3-bright": _curtain_scene, "8-bright": _moon_scene,
    "11-bright": _rain_man_scene, "12-bright": _phoenix_scene, "2-animal": _bush_warbler_scene,
    "4-animal": _cuckoo_scene, "5-animal": _bridge_scene, "6-animal": _butterflies_scene,
    "7-animal": _boar_scene, "8-animal": _geese_scene, "9-animal": _sake_cup_scene,
    "10-animal": _deer_scene, "11-animal": _swallow_scene, LIGHTNING: _lightning_scene}

"""Kokonotsu artwork drawn in code: monkey cards, coconut cards, their backs, and the dealer's chip.

A monkey card never relies on its colour: the value is printed big in the middle and small in the
top-left corner (so a fanned discard pile still shows every value), the owner's seat symbol sits
under the corner value, and bigger cards name their colour at the bottom. Cards take the seat
colours of the whole app, so a seat's cards, chips and name tag always match.

A coconut card shows its name, its position number beside an icon on a coconut, and a short
reminder of its effect; the full sentence is on the table's panel. Nothing on a card is gold-framed:
gold marks what may be clicked. A played (flipped) coconut is dark husk with
its position and a caption: its old name, or that it is carried over to the next winner.
"""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from rules.kokonotsu import card_owner, card_value
from tabletop.art import art_cache
from tabletop.art.palette import SEAT_COLOURS, SEAT_SYMBOLS, draw_symbol
from tabletop.art.text import BOLD_FONT_PATH, FONT_PATH, INK, PAPER, font, wrap

Colour = tuple[int, int, int]
Size = tuple[int, int]

COLOUR_NAMES = ("blue", "orange", "green", "purple")
"""The seat colours by name, printed on the cards (palette order: blue, vermilion, bluish green,
reddish purple)."""
BIG_NUMBER_LEFT = 0.45
"""The big value starts this far across the card, so a fan that shows the left 43% of each card
shows the corner value and nothing of the big one."""
FAN_SHOWN = 0.34
"""The least of a card's width a fanned discard pile shows: the corner value, a 10 too, fits in it,
so the next card never hides a digit."""
BIG_NUMBER_RIGHT = 0.86
"""The big value ends by here: on the monkey's head, short of its ear and the card's frame."""
WHITE = (255, 255, 255)
CREAM = (250, 240, 215)
SAND = (244, 232, 200)
HUSK = (96, 60, 34)
HUSK_DARK = (58, 38, 24)
SHELL = (122, 78, 44)
GOLD = (222, 176, 58)
BACK_BROWN = (74, 46, 30)
BACK_LINE = (104, 70, 44)
CHIP_GREY = (150, 150, 150)
FELT_UNDER = (18, 80, 50)
"""The felt's colour on average, under the panels."""

COCONUT_MARKS = {
    "who-nut": ("give", "Give a card"),
    "adjoining-nut": ("take", "Take one blind"),
    "sub-nut": ("down", "Play your lowest"),
    "boss-nut": ("up", "Play your highest"),
    "discard-nut": ("two", "Take back, play two"),
    "change-nut": ("swap", "Swap with Ambush"),
    "las-nut": ("Σ", "Round 9: Ambush sum"),
    "coconut": ("eyes", "Highest wins"),
    "odd-nut": ("+2", "Odd cards +2"),
    "even-nut": ("+2", "Even cards +2"),
    "previous-nut": ("+last", "+ last round's card"),
    "no-no-nut": ("ban", "Dealer bans a number"),
    "weak-nut": ("+min", "+ lowest discard"),
    "strong-nut": ("+max", "+ highest discard"),
    "2-nut": ("2nd", "2nd-highest wins"),
    "loss-nut": ("low", "Lowest wins"),
}
"""Each coconut's icon (a drawn shape, or text written on the coconut) and its short reminder."""
FRAMES = {"las-nut": (HUSK_DARK, 7), "change-nut": (HUSK_DARK, 5)}
"""The two coconuts in every game (Las-nut in the centre, Change-nut always dealt) wear a heavy dark
frame with a cream line inside; never gold or white, which mark what may be clicked."""
ICON_SHAPES = frozenset({"give", "take", "down", "up", "two", "swap", "eyes", "ban"})
"""Icons drawn as shapes (the plain Coconut's "eyes" are the coconut's own); the others are text."""


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _tint(colour: Colour, amount: float, base: Colour = PAPER) -> Colour:
    """``amount`` of ``colour`` mixed into ``base``."""
    return tuple(round(b + (c - b) * amount) for c, b in zip(colour, base))  # type: ignore[return-value]


def _darker(colour: Colour, factor: float = 0.6) -> Colour:
    return tuple(round(c * factor) for c in colour)  # type: ignore[return-value]


# --- text, panels and badges ----------------------------------------------------------------------

@art_cache(1024)
def label(text: str, size: int, colour: Colour = WHITE, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


@art_cache(64)
def fitted_label(text: str, size: int, width: int, colour: Colour) -> pygame.Surface:
    """Bold text at the largest size up to ``size`` that fits ``width``."""
    return _fitted(text, size, width, colour)


@art_cache(256)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    return tuple(wrap(text, size, width, bold))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200, border: Colour = (196, 170, 96),
               width: int = 3) -> None:
    """The felt's dark panel with a coloured edge, opaque in the colour the translucent panel takes
    over the felt: no blend. Drawn anew each frame, as cheap as copying a drawn one (0.1 ms for a
    seat's area as wide as the screen); kept drawn per size, edge colour and highlight, the panels of
    four seats filled half the art budget and pushed out the art the next player needed."""
    shade = alpha / 255
    colour = tuple(round(c * shade + f * (1 - shade)) for c, f in zip((10, 22, 16), FELT_UNDER))
    pygame.draw.rect(surface, colour, rect, border_radius=18)
    pygame.draw.rect(surface, border, rect, width=width, border_radius=18)


@art_cache(8)
def shade(size: Size, alpha: int = 150) -> pygame.Surface:
    """A dark veil with rounded corners, laid over a card that cannot be chosen."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (10, 14, 12, alpha), surface.get_rect(), border_radius=max(8, size[0] // 10))
    return surface


@art_cache(8)
def dealer_chip(diameter: int) -> pygame.Surface:
    """The grey coconut chip: marks the dealer, then the coconut the dealer chose."""
    surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    centre = (diameter // 2, diameter // 2)
    radius = diameter // 2 - 2
    pygame.draw.circle(surface, (0, 0, 0, 110), (centre[0] + 3, centre[1] + 4), radius)
    pygame.draw.circle(surface, CHIP_GREY, centre, radius)
    pygame.draw.circle(surface, WHITE, centre, radius, width=max(2, diameter // 16))
    _coconut(surface, centre, int(radius * 0.55), eyes=True)
    return surface


# --- monkey cards ------------------------------------------------------------------------------------

@art_cache(512)
def monkey_face(card: str, size: Size) -> pygame.Surface:
    """The corner value and seat symbol sit clear of the coloured border, and the big value stays on
    the monkey's head, so neither is lost under the frame."""
    width, height = size
    seat = card_owner(card)
    value = str(card_value(card))
    colour = seat_colour(seat)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    border = card_border(width)
    inset = border + max(3, width // 25)
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=radius)
    centre = (int(width * 0.56), int(height * 0.5))
    _monkey_head(surface, centre, int(width * 0.27), _tint(colour, 0.28))
    left, right = int(width * BIG_NUMBER_LEFT), int(width * BIG_NUMBER_RIGHT)
    big = _fitted(value, max(18, int(height * 0.38)), right - left, INK)
    big_rect = big.get_rect(midleft=(max(left, centre[0] - big.get_width() // 2), centre[1]))
    surface.blit(big, big_rect.move(min(0, right - big_rect.right), 0))
    corner = _render(value, max(18, int(height * 0.2)), INK)
    room = int(width * FAN_SHOWN) - inset
    if corner.get_width() > room:  # a 10: narrowed, not shrunk, so it reads as tall as the other values
        corner = pygame.transform.smoothscale(corner, (room, corner.get_height()))
    corner_rect = corner.get_rect(topleft=(inset, border))
    surface.blit(corner, corner_rect)
    symbol_radius = max(5, int(height * 0.055))
    draw_symbol(surface, SEAT_SYMBOLS[seat % 4],
                (max(corner_rect.centerx, inset + symbol_radius), corner_rect.bottom + symbol_radius),
                symbol_radius, colour)
    if height >= 110:
        name = _render(COLOUR_NAMES[seat % 4], max(12, int(height * 0.1)), _darker(colour, 0.8))
        surface.blit(name, name.get_rect(center=(centre[0], int(height * 0.87))))
    pygame.draw.rect(surface, colour, surface.get_rect(), width=border, border_radius=radius)
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=radius)
    return surface


def card_border(width: int) -> int:
    """The width of a monkey card's coloured frame."""
    return max(3, width // 16)


@art_cache(64)
def monkey_back(size: Size, owner: int | None) -> pygame.Surface:
    """The back of a monkey card; the owner's colour and symbol in the middle (public knowledge:
    whose card lies where), or a coconut when the owner is not shown."""
    width = size[0]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    pygame.draw.rect(surface, BACK_BROWN, surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-max(8, width // 7), -max(8, width // 7))
    for offset in range(-inner.height, inner.width, max(8, width // 7)):
        pygame.draw.line(surface, BACK_LINE, (inner.x + offset, inner.y),
                         (inner.x + offset + inner.height, inner.bottom), 2)
    pygame.draw.rect(surface, GOLD, inner, width=2, border_radius=radius // 2)
    disc = max(10, int(width * 0.26))
    centre = surface.get_rect().center
    if owner is None:
        _coconut(surface, centre, disc, eyes=True)
    else:
        pygame.draw.circle(surface, seat_colour(owner), centre, disc)
        pygame.draw.circle(surface, WHITE, centre, disc, width=2)
        draw_symbol(surface, SEAT_SYMBOLS[owner % 4], centre, int(disc * 0.55), WHITE)
    pygame.draw.rect(surface, CREAM, surface.get_rect(), width=2, border_radius=radius)
    return surface


def _monkey_head(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour) -> None:
    x, y = centre
    face = _tint(WHITE, 0.45, colour)
    for side in (-1, 1):
        pygame.draw.circle(surface, colour, (x + side * int(r * 0.98), y - int(r * 0.15)), int(r * 0.42))
        pygame.draw.circle(surface, face, (x + side * int(r * 0.98), y - int(r * 0.15)), int(r * 0.22))
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.ellipse(surface, face, pygame.Rect(x - int(r * 0.72), y - int(r * 0.45), int(r * 1.44), int(r * 1.3)))


# --- coconut cards -----------------------------------------------------------------------------------

class CoconutLayout(NamedTuple):
    """Where things sit on a coconut card of one size, in the card's own pixels."""

    frame: int
    band: pygame.Rect
    badge: tuple[tuple[int, int], int]
    icon: tuple[tuple[int, int], int]
    chip: tuple[tuple[int, int], int]
    reminder: pygame.Rect


def coconut_layout(nut: str, size: Size) -> CoconutLayout:
    """The name across the top band; below it the position badge, the icon and a free spot for the
    dealer's chip side by side; the reminder at the bottom, clear of the frame."""
    width, height = size
    frame = FRAMES.get(nut, (HUSK, 3))[1]
    band = pygame.Rect(0, 0, width, int(height * 0.22))
    middle = (band.bottom + int(height * 0.6)) // 2
    margin = frame + 4
    badge_radius = int(height * 0.12)
    icon_radius = int(height * 0.14)
    chip_radius = int(height * 0.14)
    reminder = pygame.Rect(margin, int(height * 0.6), width - 2 * margin, height - margin - int(height * 0.6))
    return CoconutLayout(frame, band, ((margin + badge_radius, middle), badge_radius),
                         ((width // 2, middle), icon_radius), ((width - margin - chip_radius, middle), chip_radius), reminder)


@art_cache(160)
def coconut_face(nut: str, name: str, position: int, size: Size) -> pygame.Surface:
    """Name on the top band, the position badge beside the icon on a coconut, the reminder below."""
    width, height = size
    layout = coconut_layout(nut, size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(8, width // 10)
    pygame.draw.rect(surface, SAND, surface.get_rect(), border_radius=radius)
    band = layout.band
    pygame.draw.rect(surface, HUSK, band, border_top_left_radius=radius, border_top_right_radius=radius)
    title = _fitted(name, int(height * 0.15), layout.reminder.width, CREAM)
    surface.blit(title, title.get_rect(center=(width // 2, band.centery + layout.frame // 3)))
    _badge(surface, position, *layout.badge)
    icon, reminder = COCONUT_MARKS[nut]
    centre, shell = layout.icon
    _coconut(surface, centre, shell, eyes=icon == "eyes")
    if icon in ICON_SHAPES:
        _icon(surface, icon, centre, shell)
    elif icon:
        text = _fitted(icon, int(shell * 1.05), int(shell * 1.9), CREAM)
        surface.blit(text, text.get_rect(center=centre))
    _write_lines(surface, reminder, layout.reminder, int(height * 0.145))
    colour, thickness = FRAMES.get(nut, (HUSK, 3))
    pygame.draw.rect(surface, colour, surface.get_rect(), width=thickness, border_radius=radius)
    if nut in FRAMES:
        inner = surface.get_rect().inflate(-2 * thickness, -2 * thickness)
        pygame.draw.rect(surface, CREAM, inner, width=2, border_radius=max(4, radius - thickness))
    return surface


def _write_lines(surface: pygame.Surface, text: str, area: pygame.Rect, size: int, colour: Colour = INK) -> None:
    """At most two lines, as big as fit, the letters (capitals to descenders) centred in ``area``."""
    while size > 12 and (_ink_height(size, len(wrap(text, size, area.width, bold=True))) > area.height
                         or len(lines := wrap(text, size, area.width, bold=True)) > 2
                         or max(font(size, True).size(line)[0] for line in lines) > area.width):
        size -= 1
    lines = wrap(text, size, area.width, bold=True)[:2]
    face = font(size, True)
    y = area.y + (area.height - _ink_height(size, len(lines))) // 2 - (face.get_ascent() - _cap_height(size))
    for line in lines:
        rendered = face.render(line, True, colour)
        surface.blit(rendered, rendered.get_rect(midtop=(area.centerx, y)))
        y += _line_step(size)


def _cap_height(size: int) -> int:
    return round(size * 0.72)


def _line_step(size: int) -> int:
    return round(size * 1.08)


def _ink_height(size: int, lines: int) -> int:
    """From the top of the capitals of the first line to the descenders of the last."""
    return _cap_height(size) + _line_step(size) * (lines - 1) - font(size, True).get_descent()


@art_cache(160)
def coconut_back(caption: str, position: int, size: Size) -> pygame.Surface:
    """A played coconut, turned over: dark husk, its position, and a caption at the bottom in up to
    two lines (its old name, or that it waits for the next winner), below where a chip lies."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(8, width // 10)
    pygame.draw.rect(surface, HUSK_DARK, surface.get_rect(), border_radius=radius)
    for i in range(14):
        x = int(width * (0.08 + 0.065 * i))
        pygame.draw.line(surface, HUSK, (x, int(height * 0.1)), (x + int(width * 0.12), int(height * 0.76)), 2)
    band = int(height * 0.24)
    _badge(surface, position, (band // 2 + 3, band // 2 + 1), band // 2 - 2)
    strip = pygame.Rect(0, int(height * 0.7), width, height - int(height * 0.7))
    pygame.draw.rect(surface, (36, 24, 16), strip, border_bottom_left_radius=radius,
                     border_bottom_right_radius=radius)
    _write_lines(surface, caption, strip.inflate(-16, -6), int(height * 0.13), CREAM)
    pygame.draw.rect(surface, (140, 110, 80), surface.get_rect(), width=3, border_radius=radius)
    return surface


def _badge(surface: pygame.Surface, position: int, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The position number in a dark disc."""
    pygame.draw.circle(surface, (20, 16, 12), centre, radius)
    pygame.draw.circle(surface, GOLD, centre, radius, width=2)
    number = _render(str(position), int(radius * 1.35), WHITE)
    surface.blit(number, number.get_rect(center=(centre[0], centre[1] - 1)))
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def _fitted(text: str, size: int, width: int, colour: Colour, bold: bool = True) -> pygame.Surface:
    """Text at the largest size up to ``size`` that fits ``width``."""
    while size > 10 and _sized(text, size, bold).size(text)[0] > width:
        size -= 1
    return _render(text, size, colour, bold)


def _render(text: str, size: int, colour: Colour, bold: bool = True) -> pygame.Surface:
    return _sized(text, size, bold).render(text, True, colour)


def _sized(text: str, size: int, bold: bool = True) -> pygame.font.Font:
    """A font that measures and draws ``text`` at ``size`` as ``font(size, bold)`` does, for a card's
    face, drawn once: kept open, the twenty sizes a 10's big value tried (1 ms each) and the three
    of each card size held 5 MB of the art budget with four seats."""
    if not (text.isascii() and text.isprintable()):
        return font(size, bold)  # parts of it may come from other families
    ruler = _ruler(bold)
    ruler.set_point_size(size)
    return ruler


@art_cache(2)
def _ruler(bold: bool) -> pygame.font.Font:
    """Noto Sans set to each size asked: 0.04 ms a size, and it draws as a font opened at that size."""
    return pygame.font.Font(str(BOLD_FONT_PATH if bold else FONT_PATH))


def _coconut(surface: pygame.Surface, centre: tuple[int, int], r: int, eyes: bool) -> None:
    pygame.draw.circle(surface, _darker(SHELL, 0.7), (centre[0] + 2, centre[1] + 3), r)
    pygame.draw.circle(surface, SHELL, centre, r)
    pygame.draw.circle(surface, _darker(SHELL, 0.6), centre, r, width=max(2, r // 10))
    if eyes:
        for dx, dy in ((-0.32, -0.3), (0.32, -0.3), (0.0, 0.12)):
            pygame.draw.circle(surface, HUSK_DARK, (centre[0] + int(r * dx), centre[1] + int(r * dy)), max(2, r // 6))


def _arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], width: int) -> None:
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = width * 2.2
    shaft_end = (end[0] - math.cos(angle) * head * 0.8, end[1] - math.sin(angle) * head * 0.8)
    pygame.draw.line(surface, CREAM, start, shaft_end, width)
    left = (end[0] - math.cos(angle - 0.6) * head, end[1] - math.sin(angle - 0.6) * head)
    right = (end[0] - math.cos(angle + 0.6) * head, end[1] - math.sin(angle + 0.6) * head)
    pygame.draw.polygon(surface, CREAM, [end, left, right])


def _icon(surface: pygame.Surface, icon: str, centre: tuple[int, int], r: int) -> None:
    x, y = centre
    w = max(3, r // 6)
    if icon == "give":
        _arrow(surface, (x - r * 0.6, y), (x + r * 0.65, y), w)
    elif icon == "take":
        _arrow(surface, (x + r * 0.6, y), (x - r * 0.65, y), w)
    elif icon in ("down", "up"):
        sign = 1 if icon == "down" else -1
        pygame.draw.polygon(surface, CREAM, [(x - r * 0.55, y - sign * r * 0.35), (x + r * 0.55, y - sign * r * 0.35),
                                             (x, y + sign * r * 0.5)])
    elif icon == "two":
        for dx in (-0.28, 0.18):
            card = pygame.Rect(0, 0, int(r * 0.62), int(r * 0.9))
            card.center = (x + int(r * dx), y + int(r * 0.05))
            pygame.draw.rect(surface, CREAM, card, border_radius=3)
            pygame.draw.rect(surface, HUSK_DARK, card, width=2, border_radius=3)
    elif icon == "swap":
        _arrow(surface, (x - r * 0.6, y - r * 0.28), (x + r * 0.6, y - r * 0.28), w)
        _arrow(surface, (x + r * 0.6, y + r * 0.3), (x - r * 0.6, y + r * 0.3), w)
    elif icon == "ban":
        pygame.draw.circle(surface, CREAM, centre, int(r * 0.62), width=w)
        pygame.draw.line(surface, CREAM, (x - r * 0.42, y + r * 0.42), (x + r * 0.42, y - r * 0.42), w)

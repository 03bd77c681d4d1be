"""The 52-card deck drawn in code: rank and suit in the corners, a big suit in the middle, and the
card's coconuts (with its power's name where it fits) along the bottom.

Suits are told apart by their shapes, drawn as polygons (the bundled font has no suit glyphs), so a
player who cannot tell red from black still reads every card; the red suits are red as well.
"""
from __future__ import annotations

import pygame

from tabletop.art import art_cache
from tabletop.art.cards import card_back
from tabletop.art.text import INK, PAPER, font

CARD_RATIO = 0.7
"""Width over height, as a real playing card's."""
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
RED = (196, 30, 45)
BLACK = (24, 24, 30)
MINUS = "\u2212"
LABEL_MIN = 24
"""The smallest label drawn on a card (logical pixels): 12.8 px on a 1024x600 window."""


def split(code: str) -> tuple[str, str]:
    """A card code's rank and suit: ``10H`` -> ("10", "H")."""
    return code[:-1], code[-1]


def card_name(code: str) -> str:
    """A card in words, e.g. "7 of hearts", "King of spades": the log and the notices use it."""
    rank, suit = split(code)
    return f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"


def suit_colour(suit: str) -> tuple[int, int, int]:
    return RED if suit in ("H", "D") else BLACK


def value_text(value: int) -> str:
    """Coconuts as printed: a typographic minus for the red Kings."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def draw_suit(surface: pygame.Surface, suit: str, centre: tuple[float, float], size: float,
              colour: tuple[int, int, int] | None = None) -> None:
    """One suit sign about ``size`` pixels tall, centred on ``centre``."""
    colour = colour or suit_colour(suit)
    x, y = centre
    r = size / 2
    if suit == "D":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r * 0.72, y), (x, y + r), (x - r * 0.72, y)])
        return
    if suit == "C":
        lobe = r * 0.42
        for dx, dy in ((0, -r * 0.45), (-r * 0.48, r * 0.08), (r * 0.48, r * 0.08)):
            pygame.draw.circle(surface, colour, (round(x + dx), round(y + dy)), round(lobe))
        pygame.draw.polygon(surface, colour, [(x - r * 0.12, y), (x + r * 0.12, y), (x + r * 0.32, y + r),
                                              (x - r * 0.32, y + r)])
        return
    lobe = r * 0.5
    if suit == "H":
        for dx in (-lobe * 0.95, lobe * 0.95):
            pygame.draw.circle(surface, colour, (round(x + dx), round(y - r * 0.35)), round(lobe))
        pygame.draw.polygon(surface, colour, [(x - r * 0.98, y - r * 0.22), (x + r * 0.98, y - r * 0.22), (x, y + r)])
        return
    for dx in (-lobe * 0.95, lobe * 0.95):
        pygame.draw.circle(surface, colour, (round(x + dx), round(y + r * 0.18)), round(lobe))
    pygame.draw.polygon(surface, colour, [(x - r * 0.98, y + r * 0.05), (x + r * 0.98, y + r * 0.05), (x, y - r)])
    pygame.draw.polygon(surface, colour, [(x - r * 0.1, y + r * 0.3), (x + r * 0.1, y + r * 0.3),
                                          (x + r * 0.35, y + r), (x - r * 0.35, y + r)])


@art_cache(256)
def playing_card_face(code: str, size: tuple[int, int], value: int, power: str = "",
                      shown_width: int | None = None) -> pygame.Surface:
    """A face: rank over suit in the top-left corner, a big suit in the middle, and along the bottom
    the card's coconuts and, where it fits, its power's name. A card partly covered in a hand keeps
    that text to the strip left in sight (``shown_width``): a cut word ("11 Sup") reads as a mistake."""
    width, height = size
    rank, suit = split(code)
    colour = suit_colour(suit)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=radius)
    rank_size = max(LABEL_MIN, round(height * 0.2))
    label = font(rank_size, True).render(rank, True, colour)
    left = max(3, width // 16)
    surface.blit(label, (left, 0))
    draw_suit(surface, suit, (left + label.get_width() / 2, label.get_height() + height * 0.06), height * 0.13)
    draw_suit(surface, suit, (width * 0.56, height * 0.5), height * 0.32)
    strip = font(LABEL_MIN, True)
    words = [f"{value_text(value)} {power}".strip(), value_text(value)]
    band_width = min(width, shown_width or width) - 8
    text = next(word for word in words if strip.size(word)[0] <= band_width or word == words[-1])
    if height >= 120:
        band = pygame.Rect(4, height - strip.get_linesize() - 6, band_width, strip.get_linesize() + 2)
        rendered = strip.render(text, True, INK)
        if rendered.get_width() <= band.w:
            pygame.draw.rect(surface, (238, 226, 196), band, border_radius=6)
            surface.blit(rendered, rendered.get_rect(center=band.center))
    pygame.draw.rect(surface, INK, surface.get_rect(), width=2, border_radius=radius)
    return surface


def playing_card_back(size: tuple[int, int]) -> pygame.Surface:
    return card_back(size)

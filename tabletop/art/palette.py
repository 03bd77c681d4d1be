"""Seat colours with symbols, chosen to stay apart for the common kinds of colour blindness
(Okabe-Ito palette), and simple vector symbols drawn in code."""
from __future__ import annotations

import math

import pygame

SEAT_COLOURS = [(0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167), (86, 180, 233), (240, 228, 66)]
"""Blue, vermilion, bluish green, reddish purple, then sky blue and yellow for the fifth and sixth
seats of the games that seat six; the first four never change, so four-seat tables look as before."""
SEAT_SYMBOLS = ["circle", "triangle", "square", "star", "diamond", "hexagon"]
"""One per seat colour: the symbol, not the colour, is what tells seats apart for every player."""
HIGHLIGHT_LEGAL = (255, 214, 64)
HIGHLIGHT_FOCUS = (255, 255, 255)
TEXT_GOLD = (255, 215, 122)
TEXT_WHITE = (248, 246, 236)
TEXT_SOFT = (210, 222, 210)
"""Table text: headings and what is new, plain text, quiet lines (the card tables share them)."""


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], radius: int,
                colour: tuple[int, int, int], width: int = 0) -> None:
    x, y = centre
    if symbol == "circle":
        pygame.draw.circle(surface, colour, centre, radius, width)
    elif symbol == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius * 0.9, y + radius * 0.7),
                                              (x - radius * 0.9, y + radius * 0.7)], width)
    elif symbol == "square":
        side = radius * 1.5
        pygame.draw.rect(surface, colour, pygame.Rect(x - side / 2, y - side / 2, side, side), width)
    elif symbol == "star":
        points = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points, width)
    elif symbol == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius * 0.75, y), (x, y + radius),
                                              (x - radius * 0.75, y)], width)
    elif symbol == "hexagon":
        angles = [math.pi / 6 + i * math.pi / 3 for i in range(6)]
        points = [(x + radius * math.cos(angle), y + radius * math.sin(angle)) for angle in angles]
        pygame.draw.polygon(surface, colour, points, width)
    else:
        raise ValueError(f"no symbol {symbol!r}")


def seat_tag(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int = 16) -> None:
    """The seat's colour disc with its symbol: used beside names everywhere."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (255, 255, 255), centre, radius, 2)
    draw_symbol(surface, SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], centre, int(radius * 0.55), symbol_ink(colour))


def symbol_ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on the dark seat colours, ink on the light ones (sky blue, yellow), so the symbol shows."""
    red, green, blue = colour
    return (28, 28, 32) if 0.299 * red + 0.587 * green + 0.114 * blue > 155 else (255, 255, 255)


OUTLINE_DARK = (24, 22, 30)
"""The dark edge under every highlight, so a light frame still shows on a cream card or a pale felt."""
PICKED_LIFT = 10
"""How far a picked piece rises: a cue of position, which no colour vision or greyscale can lose."""


LEGAL_FRAME_PAD = 7
LEGAL_FRAME_REACH = 5
"""How far the brackets' dark edge (9 px wide) reaches either side of the line they are drawn on."""


def draw_legal_frame(surface: pygame.Surface, rect: pygame.Rect, pad: int = LEGAL_FRAME_PAD) -> None:
    """Legal: yellow corner brackets with a dark edge; the shape, not only the colour, tells it from focus."""
    box = rect.inflate(2 * pad, 2 * pad)
    arm = max(8, min(box.w, box.h) // 4)
    for colour, width in ((OUTLINE_DARK, 9), (HIGHLIGHT_LEGAL, 5)):
        for (cx, cy), (dx, dy) in (((box.left, box.top), (1, 1)), ((box.right, box.top), (-1, 1)),
                                   ((box.left, box.bottom), (1, -1)), ((box.right, box.bottom), (-1, -1))):
            pygame.draw.lines(surface, colour, False,
                              [(cx, cy + dy * arm), (cx, cy), (cx + dx * arm, cy)], width)
            pygame.draw.circle(surface, colour, (cx, cy), width // 2)


def gap_between(rect: pygame.Rect, other: pygame.Rect) -> int:
    """The room between two boxes: across the axis where they are apart (0 where they overlap)."""
    across = max(0, other.left - rect.right, rect.left - other.right)
    down = max(0, other.top - rect.bottom, rect.top - other.bottom)
    return max(across, down)


def legal_frame_pads(rects: list[pygame.Rect]) -> list[int]:
    """Each box's bracket pad, from the room to its nearest lit neighbour: brackets of close pieces (a
    2x2 hand, a grid of coconuts) keep a clear line between them instead of merging into a lattice."""
    pads = []
    for index, rect in enumerate(rects):
        room = min((gap_between(rect, other) for i, other in enumerate(rects) if i != index), default=None)
        pads.append(LEGAL_FRAME_PAD if room is None
                    else max(-LEGAL_FRAME_REACH, min(LEGAL_FRAME_PAD, room // 2 - LEGAL_FRAME_REACH - 1)))
    return pads


def draw_legal_frames(surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
    """Brackets on every lit box, each drawn as close as its neighbours need (see legal_frame_pads)."""
    for rect, pad in zip(rects, legal_frame_pads(rects)):
        draw_legal_frame(surface, rect, pad)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, pad: int = 16) -> None:
    """Keyboard focus: a closed white ring between two dark edges, seen on dark felt and cream cards alike;
    it runs outside the legal brackets so a focused legal place shows both."""
    box = rect.inflate(2 * pad, 2 * pad)
    pygame.draw.rect(surface, OUTLINE_DARK, box.inflate(4, 4), width=7, border_radius=18)
    pygame.draw.rect(surface, HIGHLIGHT_FOCUS, box, width=4, border_radius=16)


def picked_mark_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a picked piece's tick badge stands (its dark edge included): labels keep out of it."""
    reach = max(9, min(14, rect.w // 6)) + 2
    return pygame.Rect(rect.centerx - reach, rect.top + 2 - reach, 2 * reach, 2 * reach)


def draw_picked_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Picked: a tick badge astride the middle of the top edge: it hides no corner index, stands mostly
    in the gap the lift opens over the neighbours, and reaches little into a label above the card."""
    badge = picked_mark_box(rect)
    radius, centre = badge.w // 2 - 2, badge.center
    pygame.draw.circle(surface, OUTLINE_DARK, centre, radius + 2)
    pygame.draw.circle(surface, HIGHLIGHT_FOCUS, centre, radius)
    x, y = centre
    tick = [(x - radius * 0.5, y), (x - radius * 0.12, y + radius * 0.42), (x + radius * 0.55, y - radius * 0.45)]
    pygame.draw.lines(surface, OUTLINE_DARK, False, tick, max(3, radius // 3))


def draw_highlight(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, pad: int = 6) -> None:
    """A piece's highlight (pieces are lit HIGHLIGHT_LEGAL or HIGHLIGHT_FOCUS): the shared cue for it."""
    if colour == HIGHLIGHT_FOCUS:
        draw_focus_ring(surface, rect, pad)
    else:
        draw_legal_frame(surface, rect, pad)

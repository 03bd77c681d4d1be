"""Cheeky Monkeys artwork drawn in code: the monkeys, the action cards, the Zombie Invasion cards,
the three backs, the danger badges and the Legendary Zombie-Monkey silhouette.

Nothing here leans on colour alone. Each monkey is a different shape at a glance (a torch and its
flame, three bamboo sticks in the air, a water gun, a hand on the head under lightning, a mask and a
staff, coins, a raised hammer over a smashed crate), and every card prints its name and a short
reminder of what it does. The two kinds of action card differ by layout colour (orange Quick, green
Cheeky, as the publisher's cards) and also by a word with its own sign: QUICK with a lightning bolt,
CHEEKY with a grin. Zombie cards say ZOMBIE beside a stitched skull. In the trainers' areas a group
of cards in play is a wide tile instead: the picture beside the short name, in letters large enough
to read on the smallest window, where a card that small would print it too small.

Kinds are bare ids ("bamboo-juggler"); the rules name physical cards "<kind>.<n>", and
:func:`kind_of` turns one into the other. The picture is drawn larger and smoothed down; the words
are drawn afterwards at the asked size so they stay crisp.
"""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

import pygame

from tabletop.art import art_cache
from tabletop.art.text import INK, PAPER, font, wrap

Colour = tuple[int, int, int]
Point = tuple[float, float]
Size = tuple[int, int]

CARD_RATIO = 5 / 7
"""Width over height of every Cheeky Monkeys card."""

MONKEYS = ("enthusiastic-pyromaniac", "bamboo-juggler", "watergun-sniper", "deadly-headscratcher",
           "crazy-shaman", "greedy-tempter", "freak-destroyer")
QUICK_ACTIONS = ("no-way", "grounding", "closed-for-holiday", "fire-bucket", "pass-the-monkey")
"""Playable at any time, even in another trainer's round."""
CHEEKY_ACTIONS = ("sanitary-check", "tactical-exchange", "common-misfortune", "pickpocket", "back-to-the-jungle")
"""Playable only in your own round."""
ACTIONS = QUICK_ACTIONS + CHEEKY_ACTIONS
ZOMBIE_PARTS = ("zombie-head", "zombie-torso", "zombie-left-arm", "zombie-right-arm", "zombie-tail")
"""The five parts of the Legendary Zombie-Monkey."""
ZOMBIE_CARDS = ZOMBIE_PARTS + ("rotting-juggler", "static-zombie", "zombie-horde", "brain-eater")
KINDS = MONKEYS + ACTIONS + ZOMBIE_CARDS
DECKS = ("monkeys", "actions", "zombies")

NAMES = {
    "enthusiastic-pyromaniac": "Enthusiastic Pyromaniac", "bamboo-juggler": "Bamboo Juggler",
    "watergun-sniper": "Watergun Sniper", "deadly-headscratcher": "Deadly Headscratcher",
    "crazy-shaman": "Crazy Shaman", "greedy-tempter": "Greedy Tempter", "freak-destroyer": "Freak Destroyer",
    "no-way": "No Way", "grounding": "Grounding", "closed-for-holiday": "Closed for Holiday",
    "fire-bucket": "Fire Bucket", "pass-the-monkey": "Pass the Monkey", "sanitary-check": "Sanitary Check",
    "tactical-exchange": "Tactical Exchange", "common-misfortune": "Common Misfortune",
    "pickpocket": "Pickpocket", "back-to-the-jungle": "Back to the Jungle",
    "zombie-head": "Zombie Head", "zombie-torso": "Zombie Torso", "zombie-left-arm": "Zombie Left Arm",
    "zombie-right-arm": "Zombie Right Arm", "zombie-tail": "Zombie Tail", "rotting-juggler": "Rotting Juggler",
    "static-zombie": "Static Zombie", "zombie-horde": "Zombie Horde", "brain-eater": "Brain Eater",
}
SHORT_NAMES = {
    "enthusiastic-pyromaniac": "Pyro", "bamboo-juggler": "Juggler", "watergun-sniper": "Sniper",
    "deadly-headscratcher": "Scratcher", "crazy-shaman": "Shaman", "greedy-tempter": "Tempter",
    "freak-destroyer": "Destroyer", "no-way": "No Way", "grounding": "Grounding",
    "closed-for-holiday": "Holiday", "fire-bucket": "Bucket", "pass-the-monkey": "Pass",
    "sanitary-check": "Sanitary", "tactical-exchange": "Exchange", "common-misfortune": "Misfortune",
    "pickpocket": "Pickpocket", "back-to-the-jungle": "Jungle", "zombie-head": "Head",
    "zombie-torso": "Torso", "zombie-left-arm": "Left Arm", "zombie-right-arm": "Right Arm",
    "zombie-tail": "Tail", "rotting-juggler": "Rotting", "static-zombie": "Static", "zombie-horde": "Horde",
    "brain-eater": "Brain Eater",
}
"""One word where a card is too small for its full name."""
IN_PLAY_KINDS = MONKEYS + ZOMBIE_CARDS
"""The kinds that lie in play, grouped in the trainers' areas as tiles."""
TILE_FRAME = 2
TILE_NAME_LARGEST = 26
"""A roomy tile's names: a little larger than the table's smallest words (24), never huge."""
BLURBS = {
    "enthusiastic-pyromaniac": "With a Juggler: lit fuse!",
    "bamboo-juggler": "With a Pyromaniac: lit fuse!",
    "watergun-sniper": "Puts out fuses; zaps a Headscratcher",
    "deadly-headscratcher": "With a Sniper: blast at once!",
    "crazy-shaman": "Take 2 monkeys, then draw 2 actions",
    "greedy-tempter": "Each other trainer gives you a monkey",
    "freak-destroyer": "Give away all your cards and monkeys",
    "no-way": "Cancel the last action card",
    "grounding": "Saves anyone from one Headscratcher",
    "closed-for-holiday": "No monkeys, no draws for you this round",
    "fire-bucket": "Discard a Pyromaniac in play",
    "pass-the-monkey": "Send a monkey meant for you elsewhere",
    "sanitary-check": "Swap any monkey with the deck's top",
    "tactical-exchange": "Trade one of your monkeys for theirs",
    "common-misfortune": "Every other trainer gets a monkey",
    "pickpocket": "Take a random card from a hand",
    "back-to-the-jungle": "Discard any monkey in play",
    "zombie-head": "Legendary part: head",
    "zombie-torso": "Legendary part: torso",
    "zombie-left-arm": "Legendary part: left arm",
    "zombie-right-arm": "Legendary part: right arm",
    "zombie-tail": "Legendary part: tail",
    "rotting-juggler": "Counts as a Bamboo Juggler",
    "static-zombie": "Counts as a Deadly Headscratcher",
    "zombie-horde": "Every other living trainer gets a monkey",
    "brain-eater": "Steal an action from every living rival",
}
"""Each card's effect in a few words of our own; the rules help says it in full."""
HYPHENATION = {"Headscratcher": ("Head-", "scratcher")}
"""Words too wide for a small card at the smallest name size, and where they may break."""

NAME_MIN = 14
"""The smallest card name, in pixels, on a card at least FULL_LAYOUT_FROM tall."""
BLURB_MIN = 12
FULL_LAYOUT_FROM = 120
"""Cards this tall or more show the reminder and the QUICK/CHEEKY/ZOMBIE word; smaller ones show the
short name and the picture, with the kind's sign in a corner."""
SUPERSAMPLE = 3
"""The picture is drawn this many times larger, then smoothed down, for soft edges at small sizes."""
DESIGN = (100.0, 90.0)
"""The picture's own coordinates: every drawing below is laid out in this box."""

WHITE = (255, 255, 255)
CREAM = (250, 242, 222)
MONKEY_YELLOW = (244, 196, 48)
MONKEY_YELLOW_DARK = (176, 128, 18)
QUICK_ORANGE = (236, 128, 36)
QUICK_ORANGE_DARK = (160, 72, 10)
CHEEKY_GREEN = (84, 166, 74)
CHEEKY_GREEN_DARK = (36, 104, 38)
ZOMBIE_PURPLE = (124, 108, 146)
ZOMBIE_PURPLE_DARK = (70, 58, 88)
ZOMBIE_SKIN = (166, 178, 150)
ZOMBIE_SKIN_FACE = (204, 210, 186)
FUR = (142, 88, 46)
FUR_FACE = (238, 204, 164)
WOOD = (150, 100, 52)
FLAME = (246, 120, 24)
FLAME_CORE = (255, 224, 80)
BOLT = (255, 222, 40)
WATER = (96, 176, 232)
BAMBOO = (120, 170, 60)
BAMBOO_NODE = (70, 112, 30)
GOLD = (232, 184, 40)
STEEL = (150, 156, 168)

DECK_LOOK = {"monkeys": (MONKEY_YELLOW, MONKEY_YELLOW_DARK, INK),
             "quick": (QUICK_ORANGE, QUICK_ORANGE_DARK, INK),
             "cheeky": (CHEEKY_GREEN, CHEEKY_GREEN_DARK, INK),
             "zombies": (ZOMBIE_PURPLE, ZOMBIE_PURPLE_DARK, CREAM)}
"""Per layout: the frame and name band, the darker tag strip, and the name's ink."""
ART_BACKGROUND = {"monkeys": (255, 240, 196), "quick": (255, 228, 200), "cheeky": (222, 240, 208),
                  "zombies": (220, 214, 228)}


# --- what a card is ---------------------------------------------------------------------------------

def kind_of(code: str) -> str:
    """A physical card's kind: ``"bamboo-juggler.7"`` -> ``"bamboo-juggler"``; a bare kind stays."""
    return code.split(".", 1)[0]


def card_name(kind: str) -> str:
    return NAMES[kind_of(kind)]


def short_name(kind: str) -> str:
    return SHORT_NAMES[kind_of(kind)]


def card_blurb(kind: str) -> str:
    return BLURBS[kind_of(kind)]


def is_quick(kind: str) -> bool:
    """Quick actions may be played at any time; every other action card only in your own round."""
    return kind_of(kind) in QUICK_ACTIONS


def deck_of(kind: str) -> str:
    """Which of the three decks a kind belongs to: "monkeys", "actions" or "zombies"."""
    kind = kind_of(kind)
    if kind in MONKEYS:
        return "monkeys"
    if kind in ACTIONS:
        return "actions"
    if kind in ZOMBIE_CARDS:
        return "zombies"
    raise ValueError(f"no Cheeky Monkeys card {kind!r}")


def _layout_of(kind: str) -> str:
    deck = deck_of(kind)
    if deck == "actions":
        return "quick" if is_quick(kind) else "cheeky"
    return deck


# --- the pen: a picture's design box mapped onto a larger canvas ---------------------------------------

class Pen:
    """Draws in the DESIGN box, scaled to fit a surface and centred, every shape with an ink outline."""

    def __init__(self, surface: pygame.Surface, design: tuple[float, float] = DESIGN,
                 origin: Point = (0.0, 0.0)) -> None:
        """``origin`` is the design point at the box's top-left: a Pen may frame part of a drawing."""
        self.surface = surface
        width, height = surface.get_size()
        self.scale = min(width / design[0], height / design[1])
        self.left = (width - design[0] * self.scale) / 2 - origin[0] * self.scale
        self.top = (height - design[1] * self.scale) / 2 - origin[1] * self.scale
        self.outline = max(1, round(self.scale * 1.6))

    def at(self, point: Point) -> tuple[int, int]:
        return round(self.left + point[0] * self.scale), round(self.top + point[1] * self.scale)

    def length(self, units: float) -> int:
        return max(1, round(units * self.scale))

    def circle(self, colour: Colour, centre: Point, radius: float, outline: bool = True) -> None:
        if outline:
            pygame.draw.circle(self.surface, INK, self.at(centre), self.length(radius) + self.outline)
        pygame.draw.circle(self.surface, colour, self.at(centre), self.length(radius))

    def ellipse(self, colour: Colour, centre: Point, half_width: float, half_height: float,
                outline: bool = True) -> None:
        x, y = self.at(centre)
        w, h = self.length(half_width), self.length(half_height)
        if outline:
            pad = self.outline
            pygame.draw.ellipse(self.surface, INK, pygame.Rect(x - w - pad, y - h - pad, 2 * (w + pad), 2 * (h + pad)))
        pygame.draw.ellipse(self.surface, colour, pygame.Rect(x - w, y - h, 2 * w, 2 * h))

    def polygon(self, colour: Colour, points: Sequence[Point], outline: bool = True) -> None:
        placed = [self.at(point) for point in points]
        pygame.draw.polygon(self.surface, colour, placed)
        if outline:
            pygame.draw.polygon(self.surface, INK, placed, self.outline)

    def stroke(self, colour: Colour, points: Sequence[Point], width: float, outline: bool = True) -> None:
        """A thick line through ``points`` with round joints and ends."""
        placed = [self.at(point) for point in points]
        for ink, extra in ((INK, self.outline), (colour, 0)) if outline else ((colour, 0),):
            thickness = self.length(width) + 2 * extra
            for start, end in zip(placed, placed[1:]):
                pygame.draw.line(self.surface, ink, start, end, thickness)
            for point in placed:
                pygame.draw.circle(self.surface, ink, point, thickness // 2)

    def thin(self, colour: Colour, points: Sequence[Point], width: float = 1.2) -> None:
        """A plain line, no outline: details drawn on top of a shape."""
        placed = [self.at(point) for point in points]
        thickness = self.length(width)
        for start, end in zip(placed, placed[1:]):
            pygame.draw.line(self.surface, colour, start, end, thickness)
        for point in placed[1:-1]:
            pygame.draw.circle(self.surface, colour, point, thickness // 2)


def curve(start: Point, control: Point, end: Point, steps: int = 14) -> list[Point]:
    """A quadratic Bezier curve as points."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        points.append(((1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
                       (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1]))
    return points


def rotated(points: Sequence[Point], centre: Point, degrees: float) -> list[Point]:
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    return [(centre[0] + (x - centre[0]) * cos - (y - centre[1]) * sin,
             centre[1] + (x - centre[0]) * sin + (y - centre[1]) * cos) for x, y in points]


def ring(centre: Point, radius_x: float, radius_y: float | None = None, count: int = 28,
         start: float = 0.0, end: float = 360.0) -> list[Point]:
    """Points on an ellipse (or an arc of it), clockwise from ``start`` degrees (0 = right)."""
    radius_y = radius_x if radius_y is None else radius_y
    closed = end - start >= 360
    steps = count if closed else count - 1
    return [(centre[0] + radius_x * math.cos(math.radians(start + (end - start) * i / steps)),
             centre[1] + radius_y * math.sin(math.radians(start + (end - start) * i / steps)))
            for i in range(count)]


def _box(centre: Point, half_width: float, half_height: float, degrees: float = 0.0) -> list[Point]:
    x, y = centre
    corners = [(x - half_width, y - half_height), (x + half_width, y - half_height),
               (x + half_width, y + half_height), (x - half_width, y + half_height)]
    return rotated(corners, centre, degrees)


# --- shared pieces ------------------------------------------------------------------------------------

def _bolt(pen: Pen, top: Point, height: float, lean: float = 0.0) -> None:
    """A zigzag lightning bolt, ``height`` tall, from ``top`` downwards."""
    x, y = top
    h = height
    shape = [(x + 0.10 * h, y), (x - 0.22 * h, y + 0.52 * h), (x - 0.02 * h, y + 0.52 * h),
             (x - 0.14 * h, y + h), (x + 0.26 * h, y + 0.38 * h), (x + 0.04 * h, y + 0.38 * h),
             (x + 0.22 * h, y)]
    pen.polygon(BOLT, rotated(shape, (x, y + h / 2), lean))


def _flame(pen: Pen, base: Point, height: float) -> None:
    """A flickering flame with a light core, standing on ``base``."""
    x, y = base
    outer = [(x - 0.32 * height, y - 0.18 * height), (x - 0.22 * height, y - 0.62 * height),
             (x - 0.06 * height, y - 0.48 * height), (x + 0.02 * height, y - height),
             (x + 0.18 * height, y - 0.55 * height), (x + 0.32 * height, y - 0.7 * height),
             (x + 0.34 * height, y - 0.2 * height), (x, y)]
    pen.polygon(FLAME, outer)
    inner = [(x - 0.14 * height, y - 0.14 * height), (x - 0.06 * height, y - 0.42 * height),
             (x + 0.04 * height, y - 0.6 * height), (x + 0.16 * height, y - 0.36 * height),
             (x + 0.14 * height, y - 0.1 * height), (x, y - 0.04 * height)]
    pen.polygon(FLAME_CORE, inner, outline=False)


def _bamboo(pen: Pen, centre: Point, length: float, degrees: float) -> None:
    """A bamboo stick with two nodes, turned by ``degrees``."""
    pen.polygon(BAMBOO, _box(centre, length / 2, 2.8, degrees))
    for share in (-0.22, 0.22):
        a = rotated([(centre[0] + share * length, centre[1] - 2.8)], centre, degrees)[0]
        b = rotated([(centre[0] + share * length, centre[1] + 2.8)], centre, degrees)[0]
        pen.thin(BAMBOO_NODE, [a, b], 1.4)


def _bone(pen: Pen, centre: Point, length: float, degrees: float) -> None:
    """Outlined as one shape: the knobs and the shaft get their ink first, then their fill."""
    x, y = centre
    ends = rotated([(x - length / 2, y), (x + length / 2, y)], centre, degrees)
    knobs = [rotated([(end[0], end[1] + side * 2.2)], end, degrees)[0] for end in ends for side in (-1, 1)]
    for knob in knobs:
        pen.circle(CREAM, knob, 2.4)
    pen.stroke(CREAM, ends, 4.0)
    for knob in knobs:
        pen.circle(CREAM, knob, 2.4, outline=False)
    pen.stroke(CREAM, ends, 4.0, outline=False)


def _coin(pen: Pen, centre: Point, radius: float) -> None:
    """A gold coin with a rim, the Greedy Tempter's mark."""
    pen.circle(GOLD, centre, radius)
    pygame.draw.circle(pen.surface, MONKEY_YELLOW_DARK, pen.at(centre), pen.length(radius * 0.65), pen.outline)


def _arrow(pen: Pen, points: Sequence[Point], width: float) -> None:
    """A thick white arrow along ``points``, its head at the last one."""
    end, before = points[-1], points[-2]
    angle = math.atan2(end[1] - before[1], end[0] - before[0])
    head = width * 2.4
    back = (end[0] - math.cos(angle) * head * 0.7, end[1] - math.sin(angle) * head * 0.7)
    pen.stroke(WHITE, [*points[:-1], back], width)
    left = (end[0] - math.cos(angle - 0.62) * head, end[1] - math.sin(angle - 0.62) * head)
    right = (end[0] - math.cos(angle + 0.62) * head, end[1] - math.sin(angle + 0.62) * head)
    pen.polygon(WHITE, [end, left, right])


def _zombie_skull(pen: Pen, centre: Point, radius: float) -> None:
    """The zombie sign: a round head with one crossed eye, one round eye, a stitched scar and teeth."""
    x, y = centre
    r = radius
    jaw = [(x + 0.5 * r, y + r), (x - 0.5 * r, y + r)]
    pen.polygon(ZOMBIE_SKIN_FACE, ring((x, y - 0.1 * r), r, 0.9 * r, 24, 140, 400) + jaw)
    eye = 0.24 * r
    pen.thin(INK, [(x - 0.5 * r - eye, y - 0.2 * r - eye), (x - 0.5 * r + eye, y - 0.2 * r + eye)], 0.22 * r)
    pen.thin(INK, [(x - 0.5 * r - eye, y - 0.2 * r + eye), (x - 0.5 * r + eye, y - 0.2 * r - eye)], 0.22 * r)
    pygame.draw.circle(pen.surface, INK, pen.at((x + 0.42 * r, y - 0.2 * r)), pen.length(0.24 * r))
    for i in range(4):
        tooth_x = x - 0.36 * r + i * 0.24 * r
        pen.thin(INK, [(tooth_x, y + 0.45 * r), (tooth_x, y + 0.85 * r)], 0.1 * r)
    pen.thin(INK, [(x - 0.5 * r, y + 0.45 * r), (x + 0.5 * r, y + 0.45 * r)], 0.1 * r)
    pen.thin(INK, [(x - 0.1 * r, y - 0.95 * r), (x + 0.2 * r, y - 0.5 * r)], 0.1 * r)
    for t in (0.3, 0.7):
        sx, sy = x - 0.1 * r + 0.3 * r * t, y - 0.95 * r + 0.45 * r * t
        pen.thin(INK, [(sx - 0.14 * r, sy + 0.06 * r), (sx + 0.14 * r, sy - 0.06 * r)], 0.08 * r)


def _grin_sign(pen: Pen, centre: Point, radius: float) -> None:
    """The CHEEKY sign: a round face with a wide toothy grin."""
    x, y = centre
    r = radius
    pen.circle(WHITE, centre, r)
    pygame.draw.circle(pen.surface, INK, pen.at((x - 0.36 * r, y - 0.28 * r)), pen.length(0.14 * r))
    pygame.draw.circle(pen.surface, INK, pen.at((x + 0.36 * r, y - 0.28 * r)), pen.length(0.14 * r))
    mouth = [(x - 0.62 * r, y + 0.08 * r), (x + 0.62 * r, y + 0.08 * r)]
    mouth += ring((x, y + 0.08 * r), 0.62 * r, 0.56 * r, 10, 0, 180)
    pen.polygon(INK, mouth, outline=False)
    pygame.draw.line(pen.surface, WHITE, pen.at((x - 0.5 * r, y + 0.2 * r)), pen.at((x + 0.5 * r, y + 0.2 * r)),
                     pen.length(0.14 * r))


# --- the monkey ---------------------------------------------------------------------------------------

Arm = Sequence[Point]
"""Shoulder to hand; the last point is where the hand is."""


def _monkey(pen: Pen, arms: tuple[Arm, Arm], *, eyes: str = "round", mouth: str = "smile",
            zombie: bool = False, dx: float = 0.0, holding: Callable[[Pen], None] | None = None,
            brows: str = "", under: Callable[[Pen], None] | None = None) -> None:
    """A sitting monkey, head at (50 + dx, 34). ``arms`` run from the shoulders; ``holding`` draws what
    the hands hold, between the arms and the hands; ``under`` draws behind the head (hats, feathers)."""
    fur, face = (ZOMBIE_SKIN, ZOMBIE_SKIN_FACE) if zombie else (FUR, FUR_FACE)
    hx, hy = 50 + dx, 34.0
    tail = curve((hx + 12, 76), (hx + 34, 84), (hx + 32, 60)) + curve((hx + 32, 60), (hx + 30, 50), (hx + 24, 54))[1:]
    pen.stroke(fur, tail, 3.4)
    for side in (-1, 1):
        pen.ellipse(fur, (hx + side * 10, 82), 7, 4.5)
    pen.ellipse(fur, (hx, 66), 14, 16)
    pen.ellipse(face, (hx, 70), 8.5, 10, outline=False)
    if under:
        under(pen)
    for side in (-1, 1):
        pen.circle(fur, (hx + side * 16.5, hy - 1), 6.5)
        pen.circle(face, (hx + side * 16.5, hy - 1), 3.6, outline=False)
    pen.circle(fur, (hx, hy), 16)
    if eyes != "mask":
        _face(pen, (hx, hy), face, eyes, mouth, brows, zombie)
    for arm in arms:
        pen.stroke(fur, arm, 4.6)
    if holding:
        holding(pen)
    for arm in arms:
        pen.circle(face, arm[-1], 3.4)


def _face(pen: Pen, centre: Point, face: Colour, eyes: str, mouth: str, brows: str, zombie: bool) -> None:
    x, y = centre
    pen.ellipse(face, (x - 5.2, y - 2.5), 6.2, 6.4, outline=False)
    pen.ellipse(face, (x + 5.2, y - 2.5), 6.2, 6.4, outline=False)
    pen.ellipse(face, (x, y + 6.5), 10.5, 7.5, outline=False)
    for side in (-1, 1):
        ex, ey = x + side * 5.2, y - 2.5
        kind = eyes
        if zombie:
            kind = "cross" if side < 0 else "round"
        if kind == "round":
            pen.circle(WHITE, (ex, ey), 2.8, outline=False)
            pygame.draw.circle(pen.surface, INK, pen.at((ex, ey + 0.3)), pen.length(1.7))
        elif kind == "wide":
            pen.circle(WHITE, (ex, ey), 3.8)
            pygame.draw.circle(pen.surface, INK, pen.at((ex + side * 0.6, ey)), pen.length(1.6))
        elif kind == "swirl":
            pen.thin(INK, [(ex + 3.4 * math.cos(t / 3) * t / 12, ey + 3.4 * math.sin(t / 3) * t / 12)
                           for t in range(1, 13)], 0.9)
        elif kind == "aim":
            if side < 0:
                pen.thin(INK, [(ex - 2.6, ey), (ex + 2.6, ey + 0.4)], 1.2)
            else:
                pen.circle(WHITE, (ex, ey), 3.0, outline=False)
                pygame.draw.circle(pen.surface, INK, pen.at((ex - 0.8, ey)), pen.length(1.8))
        elif kind == "happy":
            pen.thin(INK, ring((ex, ey + 1.2), 2.8, 2.4, 7, 200, 340), 1.2)
        elif kind == "cross":
            pen.thin(INK, [(ex - 2.2, ey - 2.2), (ex + 2.2, ey + 2.2)], 1.2)
            pen.thin(INK, [(ex - 2.2, ey + 2.2), (ex + 2.2, ey - 2.2)], 1.2)
        if brows == "angry":
            pen.thin(INK, [(ex - side * 3.4, ey - 6.2), (ex + side * 2.8, ey - 3.8)], 1.4)
    nose = (x, y + 3.2)
    pygame.draw.circle(pen.surface, INK, pen.at((nose[0] - 1.3, nose[1])), pen.length(0.7))
    pygame.draw.circle(pen.surface, INK, pen.at((nose[0] + 1.3, nose[1])), pen.length(0.7))
    my = y + 7.5
    if mouth == "smile":
        pen.thin(INK, ring((x, my - 1.5), 4.5, 3.2, 9, 20, 160), 1.1)
    elif mouth == "grin":
        shape = [(x - 6.5, my - 1.2), (x + 6.5, my - 1.2)] + ring((x, my - 1.2), 6.5, 5.2, 12, 0, 180)
        pen.polygon(INK, shape, outline=False)
        pygame.draw.line(pen.surface, WHITE, pen.at((x - 5.5, my)), pen.at((x + 5.5, my)), pen.length(1.3))
    elif mouth == "wavy":
        pen.thin(INK, [(x - 5 + i, my + math.sin(i * 1.2) * 1.0) for i in range(11)], 1.0)
    elif mouth == "open":
        pen.ellipse(INK, (x, my), 2.4, 2.8, outline=False)
    elif mouth == "teeth":
        pen.ellipse(INK, (x, my), 5.2, 2.8, outline=False)
        for i in range(3):
            tx = x - 2.8 + i * 2.8
            pen.polygon(WHITE, [(tx - 1, my - 2.4), (tx + 1, my - 2.4), (tx, my)], outline=False)
    elif mouth == "frown":
        pen.thin(INK, ring((x, my + 2), 4.0, 2.6, 9, 200, 340), 1.1)
    if zombie:
        pen.thin(INK, [(x + 4, y - 15.5), (x + 11, y - 9)], 0.8)
        for t in (0.25, 0.55, 0.85):
            sx, sy = x + 4 + 7 * t, y - 15.5 + 6.5 * t
            pen.thin(INK, [(sx - 1.4, sy + 1.2), (sx + 1.4, sy - 1.2)], 0.7)


# --- the seven monkeys ---------------------------------------------------------------------------------

def _pyromaniac(pen: Pen) -> None:
    """A raised torch with a big flame; a lit match in the other hand."""
    def torch(pen: Pen) -> None:
        pen.stroke(WOOD, [(70, 60), (80, 20)], 3.6)
        pen.polygon(STEEL, _box((80.5, 20), 4.2, 2.6, 14))
        _flame(pen, (81, 18), 17)
        pen.stroke(CREAM, [(24, 58), (18, 46)], 1.4)
        _flame(pen, (17.6, 44), 8)
    _monkey(pen, ([(40, 56), (30, 60), (24, 56)], [(60, 56), (70, 50), (74, 42)]), eyes="wide", mouth="grin",
            holding=torch)


def _juggler(pen: Pen) -> None:
    """Three bamboo sticks spinning in the air over the raised hands."""
    pen.thin((170, 140, 90), ring((50, 30), 38, 24, 16, 200, 340), 1.0)
    _bamboo(pen, (16, 22), 20, 60)
    _bamboo(pen, (50, 6), 22, -8)
    _bamboo(pen, (84, 22), 20, -58)
    _monkey(pen, ([(40, 56), (28, 48), (22, 36)], [(60, 56), (72, 48), (78, 36)]), eyes="round", mouth="open")


def _sniper(pen: Pen) -> None:
    """A bandana, one eye shut, aiming a water gun whose jet leaves the picture."""
    def gun(pen: Pen) -> None:
        pen.polygon(STEEL, [(14, 49), (38, 49), (40, 56), (14, 56)])
        pen.polygon(STEEL, [(30, 55), (37, 55), (39, 66), (32, 66)])
        pen.circle(WATER, (29, 43), 6)
        pen.thin(WHITE, [(26.5, 40.5), (28.5, 39.5)], 1.2)
        for i, (x, y) in enumerate(((9, 52), (4, 50), (0, 53), (-3, 49))):
            pen.ellipse(WATER, (x, y), 2.2 - i * 0.3, 1.5)

    def bandana(pen: Pen) -> None:
        pen.stroke((60, 60, 70), [(78, 28), (88, 22)], 2.6)
        pen.stroke((60, 60, 70), [(78, 30), (86, 34)], 2.6)
    _monkey(pen, ([(50, 56), (40, 62), (35, 60)], [(70, 56), (58, 58), (38, 53)]), eyes="aim", mouth="smile",
            dx=10, holding=gun, under=bandana)
    pen.polygon((60, 60, 70), [(44, 22), (76, 22), (77, 27.5), (43, 27.5)])


def _headscratcher(pen: Pen) -> None:
    """Swirling eyes, one hand scratching the head, lightning crackling on both sides."""
    _bolt(pen, (14, 2), 26, lean=-12)
    _bolt(pen, (84, 4), 24, lean=14)
    pen.thin(BOLT, [(24, 30), (19, 34), (24, 36)], 1.6)
    pen.thin(BOLT, [(78, 48), (83, 50), (79, 54)], 1.6)
    _monkey(pen, ([(40, 56), (32, 64), (30, 70)], [(60, 56), (74, 40), (60, 17)]), eyes="swirl", mouth="wavy")


def _shaman(pen: Pen) -> None:
    """A tall carved mask, feathers, and a staff topped with a crescent moon."""
    def feathers(pen: Pen) -> None:
        for degrees in (-32, 0, 32):
            feather = rotated([(50, 2), (54.5, 12), (50, 22), (45.5, 12)], (50, 22), degrees)
            pen.polygon((232, 226, 210), feather)
            pen.thin(INK, rotated([(50, 4), (50, 21)], (50, 22), degrees), 0.8)

    def staff(pen: Pen) -> None:
        pen.stroke(WOOD, [(18, 86), (18, 14)], 3.2)
        moon = ring((18, 10), 7, 7, 14, 120, 420)
        inner = ring((21.5, 7.5), 5.6, 5.6, 14, 420, 120)
        pen.polygon(GOLD, moon[:8] + inner[6:])
        pen.thin(INK, [(14, 22), (18, 28), (22, 22)], 1.2)

    _monkey(pen, ([(40, 56), (28, 56), (18, 48)], [(60, 56), (72, 50), (80, 40)]), eyes="mask", under=feathers,
            holding=staff)
    mask = [(50, 14), (62, 20), (63, 44), (56, 56), (44, 56), (37, 44), (38, 20)]
    pen.polygon((206, 150, 84), mask)
    for side in (-1, 1):
        pen.polygon(INK, [(50 + side * 3, 29), (50 + side * 10, 25), (50 + side * 9, 32)], outline=False)
    pen.thin(INK, [(41, 38), (45, 42), (50, 38), (55, 42), (59, 38)], 1.4)
    pen.thin(INK, [(42, 47), (58, 47)], 1.2)
    pen.thin((150, 40, 30), [(50, 18), (50, 24)], 1.8)
    pen.thin((150, 40, 30), [(40, 34), (44, 34)], 1.4)
    pen.thin((150, 40, 30), [(56, 34), (60, 34)], 1.4)


def _tempter(pen: Pen) -> None:
    """A huge grin, a coin held up high and a stack of coins at its feet."""
    for i in range(4):
        pen.ellipse(GOLD, (84, 84 - i * 4), 8, 3.2)
    pen.thin(MONKEY_YELLOW_DARK, [(78, 72), (90, 72)], 0.8)
    _coin(pen, (14, 76), 5)

    def coin(pen: Pen) -> None:
        _coin(pen, (22, 26), 7.5)
        pen.thin(WHITE, [(17, 18), (15, 15)], 1.2)
        pen.thin(WHITE, [(27, 18), (29, 15)], 1.2)
    _monkey(pen, ([(40, 56), (30, 46), (24, 34)], [(60, 56), (70, 62), (72, 56)]), eyes="happy", mouth="grin",
            holding=coin)


def _destroyer(pen: Pen) -> None:
    """A hammer raised in both hands over a smashed crate, splinters flying."""
    crate = [(4, 66), (16, 60), (22, 70), (28, 62), (30, 88), (4, 88)]
    pen.polygon(WOOD, crate)
    pen.thin(INK, [(6, 74), (28, 74)], 1.0)
    pen.thin(INK, [(14, 66), (12, 88)], 1.0)
    for start, end in (((18, 54), (14, 46)), ((26, 56), (30, 48)), ((8, 56), (4, 50))):
        pen.stroke(WOOD, [start, end], 1.6)

    def hammer(pen: Pen) -> None:
        pen.stroke(WOOD, [(66, 48), (84, 12)], 3.4)
        pen.polygon(STEEL, _box((85, 10), 10, 5.5, -63))
    _monkey(pen, ([(40, 56), (56, 46), (70, 40)], [(60, 56), (72, 48), (76, 32)]), eyes="round", mouth="teeth",
            brows="angry", holding=hammer)


# --- the action cards ----------------------------------------------------------------------------------

def _no_way(pen: Pen) -> None:
    """A stop sign with a bar, slapped over an action card."""
    pen.polygon(CREAM, _box((34, 50), 16, 22, -12))
    pen.thin(QUICK_ORANGE_DARK, rotated([(24, 40), (44, 40)], (34, 50), -12), 2)
    octagon = [(58 + 26 * math.cos(math.radians(22.5 + 45 * i)), 46 + 26 * math.sin(math.radians(22.5 + 45 * i)))
               for i in range(8)]
    pen.polygon((200, 44, 44), octagon)
    pen.polygon(WHITE, _box((58, 46), 17, 4.5), outline=False)


def _grounding(pen: Pen) -> None:
    """A lightning bolt led down into the earth sign: three shrinking bars."""
    _bolt(pen, (50, 2), 48)
    pen.stroke(STEEL, [(50, 50), (50, 62)], 3)
    for i, half in enumerate((26, 17, 8)):
        pen.stroke((90, 70, 50), [(50 - half, 64 + i * 8), (50 + half, 64 + i * 8)], 3.4)


def _holiday(pen: Pen) -> None:
    """A beach umbrella, the sun, and a closed sign on a post."""
    pen.circle(FLAME_CORE, (82, 14), 8)
    for i in range(8):
        angle = math.radians(i * 45)
        pen.thin(MONKEY_YELLOW_DARK, [(82 + 11 * math.cos(angle), 14 + 11 * math.sin(angle)),
                                      (82 + 14 * math.cos(angle), 14 + 14 * math.sin(angle))], 1.6)
    pen.stroke(WOOD, [(36, 24), (44, 86)], 2.6)
    canopy = ring((36, 30), 30, 20, 25, 180, 360)
    pen.polygon(WHITE, canopy)
    for sector in (0, 2, 4):
        pen.polygon((210, 64, 60), [*canopy[sector * 4:sector * 4 + 5], (36, 30)], outline=False)
    pygame.draw.polygon(pen.surface, INK, [pen.at(point) for point in canopy], pen.outline)
    pen.stroke(WOOD, [(74, 56), (74, 86)], 2.4)
    pen.polygon(CREAM, _box((74, 50), 14, 7, -6))
    pen.thin(INK, rotated([(64, 48), (84, 48)], (74, 50), -6), 1.4)
    pen.thin(INK, rotated([(64, 53), (78, 53)], (74, 50), -6), 1.4)
    pen.polygon((236, 214, 160), [(0, 86), (100, 86), (100, 90), (0, 90)], outline=False)


def _fire_bucket(pen: Pen) -> None:
    """A tipped bucket pouring water onto a flame."""
    bucket = rotated([(14, 14), (46, 14), (42, 44), (18, 44)], (30, 29), -38)
    pen.polygon(STEEL, bucket)
    pen.thin(INK, rotated([(16, 22), (44, 22)], (30, 29), -38), 1.2)
    pen.thin(INK, curve(rotated([(14, 14)], (30, 29), -38)[0], (18, 2), rotated([(46, 14)], (30, 29), -38)[0]), 1.4)
    for x, y, r in ((52, 30, 3.2), (58, 40, 2.8), (50, 46, 3.0), (62, 52, 2.4), (55, 56, 2.6)):
        pen.ellipse(WATER, (x, y), r * 0.8, r)
    _flame(pen, (64, 86), 26)
    pen.thin(STEEL, [(74, 58), (80, 52)], 1.4)
    pen.thin(STEEL, [(78, 64), (86, 60)], 1.4)


def _small_head(pen: Pen, centre: Point, radius: float, zombie: bool = False) -> None:
    """A monkey's head alone, for the action cards' little scenes."""
    fur, face = (ZOMBIE_SKIN, ZOMBIE_SKIN_FACE) if zombie else (FUR, FUR_FACE)
    x, y = centre
    for side in (-1, 1):
        pen.circle(fur, (x + side * radius, y - radius * 0.1), radius * 0.4)
    pen.circle(fur, centre, radius)
    pen.ellipse(face, (x, y + radius * 0.2), radius * 0.7, radius * 0.6, outline=False)
    for side in (-1, 1):
        ex, ey = x + side * radius * 0.3, y - radius * 0.05
        if zombie and side < 0:
            s = radius * 0.14
            pen.thin(INK, [(ex - s, ey - s), (ex + s, ey + s)], radius * 0.09)
            pen.thin(INK, [(ex - s, ey + s), (ex + s, ey - s)], radius * 0.09)
        else:
            pygame.draw.circle(pen.surface, INK, pen.at((ex, ey)), pen.length(radius * 0.12))
    pen.thin(INK, ring((x, y + radius * 0.25), radius * 0.28, radius * 0.2, 7, 20, 160), radius * 0.08)


def _token(pen: Pen, centre: Point, symbol: str) -> None:
    """A grey trainer token with a white circle or triangle: someone at the table, no seat in particular."""
    pen.circle((110, 112, 124), centre, 8)
    x, y = centre
    if symbol == "circle":
        pen.circle(WHITE, centre, 3.6, outline=False)
    else:
        pen.polygon(WHITE, [(x, y - 4.6), (x + 4.2, y + 3), (x - 4.2, y + 3)], outline=False)


def _pass_the_monkey(pen: Pen) -> None:
    """A monkey on its way to you (the circle) is turned aside to someone else (the triangle)."""
    _small_head(pen, (16, 24), 11)
    for t in (0.25, 0.45, 0.65):
        pen.circle(WHITE, (16 + (44 - 16) * t, 38 + (74 - 38) * t), 1.6)
    _token(pen, (44, 76), "circle")
    _arrow(pen, curve((28, 34), (62, 36), (74, 62)), 4.6)
    _token(pen, (82, 76), "triangle")


def _sanitary_check(pen: Pen) -> None:
    """A clipboard with ticks and a health cross."""
    pen.polygon(WOOD, _box((44, 48), 26, 36))
    pen.polygon(WHITE, _box((44, 51), 21, 30), outline=False)
    pen.polygon(STEEL, _box((44, 13), 10, 4.5))
    for row in range(3):
        y = 32 + row * 16
        pen.thin(CHEEKY_GREEN_DARK, [(26, y), (29, y + 4), (35, y - 4)], 2.4)
        pen.thin((110, 110, 110), [(40, y), (60, y)], 1.6)
    pen.polygon((200, 44, 44), [(80, 60), (86, 60), (86, 68), (94, 68), (94, 74), (86, 74), (86, 82), (80, 82),
                                (80, 74), (72, 74), (72, 68), (80, 68)])


def _tactical_exchange(pen: Pen) -> None:
    """Two monkeys, two arrows crossing between them."""
    _small_head(pen, (18, 56), 12)
    _small_head(pen, (82, 56), 12)
    _arrow(pen, curve((18, 38), (50, 2), (80, 34)), 4.6)
    _arrow(pen, curve((82, 74), (50, 96), (20, 76)), 4.6)


def _common_misfortune(pen: Pen) -> None:
    """A storm cloud raining a monkey onto each other trainer. The cloud's puffs are inked first, then
    filled, so it reads as one outlined shape."""
    puffs = (((30, 20), 12), ((50, 14), 15), ((70, 20), 12), ((40, 28), 11), ((60, 28), 11))
    for outline in (True, False):
        for centre, radius in puffs:
            pen.circle((120, 124, 136), centre, radius, outline)
    _bolt(pen, (52, 30), 16)
    for x in (18, 50, 82):
        pen.thin(WATER, [(x - 2, 44), (x - 4, 52)], 1.6)
        _small_head(pen, (x, 72), 9)


def _pickpocket(pen: Pen) -> None:
    """A bandit's eye mask above a card being fished out of a fan."""
    for degrees, x in ((-16, 28), (0, 44), (16, 60)):
        pen.polygon(CREAM, _box((x, 66), 11, 16, degrees))
    pen.polygon(CHEEKY_GREEN, _box((74, 56), 11, 16, 24))
    _arrow(pen, [(64, 72), (86, 40)], 3.4)
    mask = [(18, 14), (50, 20), (82, 14), (84, 28), (64, 36), (50, 30), (36, 36), (16, 28)]
    pen.polygon((40, 40, 48), mask)
    pen.ellipse(WHITE, (34, 25), 6, 3.6, outline=False)
    pen.ellipse(WHITE, (66, 25), 6, 3.6, outline=False)
    pen.stroke((40, 40, 48), [(16, 22), (6, 18)], 2)
    pen.stroke((40, 40, 48), [(16, 24), (8, 30)], 2)


def _back_to_the_jungle(pen: Pen) -> None:
    """A palm tree, and a monkey running to it along an arrow."""
    pen.stroke(WOOD, curve((72, 88), (66, 50), (78, 24)), 4)
    for degrees in (0, 50, 110, 160, 220):
        leaf = rotated([(78, 24), (88, 14), (104, 20), (90, 24)], (78, 24), degrees - 20)
        pen.polygon(CHEEKY_GREEN, leaf)
    pen.circle(WOOD, (76, 30), 2.6)
    pen.circle(WOOD, (81, 29), 2.6)
    _small_head(pen, (18, 44), 11)
    _arrow(pen, [(22, 66), (56, 66)], 4.4)
    pen.thin((120, 100, 80), [(4, 88), (96, 88)], 1.0)


# --- the zombie cards ----------------------------------------------------------------------------------

def _rotting_juggler(pen: Pen) -> None:
    """The Bamboo Juggler's pose, as a zombie juggling bones: it counts as one."""
    pen.thin((150, 140, 160), ring((50, 30), 38, 24, 16, 200, 340), 1.0)
    _bone(pen, (16, 22), 18, 60)
    _bone(pen, (50, 7), 20, -8)
    _bone(pen, (84, 22), 18, -58)
    _monkey(pen, ([(40, 56), (28, 48), (22, 36)], [(60, 56), (72, 48), (78, 36)]), zombie=True, mouth="teeth")


def _static_zombie(pen: Pen) -> None:
    """A zombie with its hair on end, arms out, between bolts: it counts as a Headscratcher."""
    def hair(pen: Pen) -> None:
        for i in range(5):
            x = 38 + i * 6
            pen.polygon(ZOMBIE_SKIN, [(x - 3, 22), (x + 3, 22), (x + (i - 2) * 2, 8)])
    _bolt(pen, (12, 6), 24, lean=-10)
    _bolt(pen, (86, 6), 24, lean=10)
    _monkey(pen, ([(40, 56), (26, 54), (10, 54)], [(60, 56), (74, 54), (90, 54)]), zombie=True, mouth="open",
            under=hair)


def _zombie_horde(pen: Pen) -> None:
    """Three zombie heads and reaching arms: a crowd, not one monkey."""
    for x in (14, 86):
        pen.stroke(ZOMBIE_SKIN, [(x, 90), (x + (6 if x < 50 else -6), 50)], 4.4)
        pen.circle(ZOMBIE_SKIN_FACE, (x + (6 if x < 50 else -6), 48), 3.2)
    _small_head(pen, (26, 32), 14, zombie=True)
    _small_head(pen, (74, 32), 14, zombie=True)
    pen.ellipse(ZOMBIE_SKIN, (50, 86), 18, 12)
    _small_head(pen, (50, 56), 19, zombie=True)


def _brain_eater(pen: Pen) -> None:
    """A zombie holding a brain up to its teeth."""
    def brain(pen: Pen) -> None:
        pen.ellipse((236, 150, 170), (50, 62), 16, 11)
        pen.thin((170, 80, 100), [(50, 52), (50, 72)], 1.2)
        for side in (-1, 1):
            pen.thin((170, 80, 100), [(50 + side * 3, 56), (50 + side * 8, 54), (50 + side * 6, 60),
                                      (50 + side * 12, 62), (50 + side * 7, 68)], 1.0)
    _monkey(pen, ([(40, 56), (32, 66), (36, 68)], [(60, 56), (68, 66), (64, 68)]), zombie=True, mouth="teeth",
            holding=brain)
    pen.thin((150, 200, 220), [(52, 44), (52, 49)], 1.2)


def _ribbon(centre_line: Sequence[Point], half_width: float) -> list[Point]:
    """A band of ``half_width`` either side of a line, as one polygon."""
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(centre_line):
        (ax, ay), (bx, by) = centre_line[max(0, i - 1)], centre_line[min(len(centre_line) - 1, i + 1)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length * half_width, (bx - ax) / length * half_width
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


SILHOUETTE_DESIGN = (90.0, 120.0)
EAR_CENTRES = ((28.0, 24.0), (62.0, 24.0))
_LEFT_ARM_LINE = curve((32, 50), (14, 56), (13, 80), 10)
_TAIL_LINE = curve((50, 92), (62, 114), (80, 106), 12) + curve((80, 106), (92, 98), (82, 92), 8)[1:]
PART_SHAPES: dict[str, list[list[Point]]] = {
    "zombie-head": [ring((45, 26), 16.5, 16, 28)] + [ring(ear, 6.2, 6.2, 16) for ear in EAR_CENTRES],
    "zombie-torso": [ring((45, 66), 15.5, 21, 28), ring((35, 88), 7.5, 4.2, 16), ring((55, 88), 7.5, 4.2, 16)],
    "zombie-left-arm": [_ribbon(_LEFT_ARM_LINE, 4.6), ring((13, 82), 5.4, 5.4, 16)],
    "zombie-right-arm": [_ribbon([(90 - x, y) for x, y in _LEFT_ARM_LINE], 4.6), ring((77, 82), 5.4, 5.4, 16)],
    "zombie-tail": [_ribbon(_TAIL_LINE, 3.6), ring(_TAIL_LINE[-1], 4.2, 4.2, 14)],
}
"""The Legendary Zombie-Monkey in the SILHOUETTE_DESIGN box, part by part, each part one or more
polygons (left and right as the viewer sees them)."""
SILHOUETTE_ORDER = ("zombie-tail", "zombie-torso", "zombie-left-arm", "zombie-right-arm", "zombie-head")
"""Back to front."""
MISSING_ON_FELT = ((52, 48, 60), (176, 176, 184))
"""A missing part on the table: dark inside, light dashes."""
MISSING_ON_CARD = ((202, 196, 214), (112, 104, 128))
"""A missing part on a card's light ground: a shade darker than the ground, grey dashes."""


def _draw_silhouette(pen: Pen, present: frozenset[str], missing: tuple[Colour, Colour] | None) -> None:
    """Present parts in zombie flesh with stitches, over the missing ones, which lie flat with a
    dashed outline (or are left out when ``missing`` is None). A part's pieces (a hand, the ears) are
    inked together, then filled, so they read as one shape."""
    for part in SILHOUETTE_ORDER:
        if missing and part not in present:
            for shape in PART_SHAPES[part]:
                pen.polygon(missing[0], shape, outline=False)
                _dashed(pen, shape, missing[1])
    for part in SILHOUETTE_ORDER:
        if part in present:
            for shape in PART_SHAPES[part]:
                pen.polygon(ZOMBIE_SKIN, shape)
            for shape in PART_SHAPES[part]:
                pen.polygon(ZOMBIE_SKIN, shape, outline=False)
            _part_details(pen, part)


def _dashed(pen: Pen, shape: Sequence[Point], colour: Colour) -> None:
    """A dashed outline: a missing part reads as a gap to fill, not as a dark part."""
    closed = [*shape, shape[0]]
    dash, gap, carry = 4.0, 3.0, 0.0
    for start, end in zip(closed, closed[1:]):
        length = math.dist(start, end)
        travelled = -carry
        while travelled < length:
            a = max(0.0, travelled) / length if length else 0.0
            b = min(length, travelled + dash) / length if length else 0.0
            if b > a:
                pen.thin(colour, [(start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a),
                                  (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b)], 1.4)
            travelled += dash + gap
        carry = travelled - length


def _part_details(pen: Pen, part: str) -> None:
    """Each present part's face or stitches, so the parts look sewn together."""
    if part == "zombie-head":
        for ear in EAR_CENTRES:
            pen.circle(ZOMBIE_SKIN_FACE, ear, 3.2, outline=False)
        pen.ellipse(ZOMBIE_SKIN_FACE, (45, 31), 10, 8.5, outline=False)
        pen.thin(INK, [(36, 20), (41, 25)], 1.6)
        pen.thin(INK, [(36, 25), (41, 20)], 1.6)
        pygame.draw.circle(pen.surface, INK, pen.at((51, 22.5)), pen.length(2.4))
        pen.ellipse(INK, (45, 33), 5, 2.6, outline=False)
        for x in (42.5, 45, 47.5):
            pen.polygon(WHITE, [(x - 1, 30.6), (x + 1, 30.6), (x, 33)], outline=False)
        _stitches(pen, [(48, 11), (57, 18)])
    elif part == "zombie-torso":
        pen.ellipse(ZOMBIE_SKIN_FACE, (45, 70), 9, 13, outline=False)
        _stitches(pen, [(38, 54), (52, 80)])
    elif part in ("zombie-left-arm", "zombie-right-arm"):
        x = 17 if part == "zombie-left-arm" else 73
        _stitches(pen, [(x - 5, 64), (x + 5, 66)])
    elif part == "zombie-tail":
        _stitches(pen, [(62, 100), (66, 110)])


def _stitches(pen: Pen, line: Sequence[Point]) -> None:
    (x0, y0), (x1, y1) = line[0], line[-1]
    pen.thin(INK, [(x0, y0), (x1, y1)], 1.0)
    length = math.dist((x0, y0), (x1, y1))
    nx, ny = -(y1 - y0) / length * 2.2, (x1 - x0) / length * 2.2
    for t in (0.15, 0.38, 0.62, 0.85):
        cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        pen.thin(INK, [(cx - nx, cy - ny), (cx + nx, cy + ny)], 0.9)


def _part_picture(canvas: pygame.Surface, part: str) -> None:
    """The part itself, large, and beside it the whole silhouette with the part in place."""
    width, height = canvas.get_size()
    mini = pygame.Rect(width - width // 3, 0, width // 3, height)
    points = [point for shape in PART_SHAPES[part] for point in shape]
    left, top = min(x for x, _ in points) - 3, min(y for _, y in points) - 3
    box = (max(x for x, _ in points) + 3 - left, max(y for _, y in points) + 3 - top)
    _draw_silhouette(Pen(canvas.subsurface((0, 0, mini.x, height)), box, (left, top)), frozenset({part}), None)
    _draw_silhouette(Pen(canvas.subsurface(mini.inflate(-4, -8)), SILHOUETTE_DESIGN), frozenset({part}),
                     MISSING_ON_CARD)


DRAWINGS: dict[str, Callable[[Pen], None]] = {
    "enthusiastic-pyromaniac": _pyromaniac, "bamboo-juggler": _juggler, "watergun-sniper": _sniper,
    "deadly-headscratcher": _headscratcher, "crazy-shaman": _shaman, "greedy-tempter": _tempter,
    "freak-destroyer": _destroyer, "no-way": _no_way, "grounding": _grounding, "closed-for-holiday": _holiday,
    "fire-bucket": _fire_bucket, "pass-the-monkey": _pass_the_monkey, "sanitary-check": _sanitary_check,
    "tactical-exchange": _tactical_exchange, "common-misfortune": _common_misfortune, "pickpocket": _pickpocket,
    "back-to-the-jungle": _back_to_the_jungle, "rotting-juggler": _rotting_juggler,
    "static-zombie": _static_zombie, "zombie-horde": _zombie_horde, "brain-eater": _brain_eater,
}
"""Each kind's picture but the Legendary parts', drawn by a Pen in the DESIGN box."""


@art_cache(128)
def _picture(kind: str, size: Size) -> pygame.Surface:
    """The kind's picture on its layout's light background, drawn large and smoothed down."""
    large = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE))
    large.fill(ART_BACKGROUND[_layout_of(kind)])
    if kind in ZOMBIE_PARTS:
        _part_picture(large, kind)
    else:
        DRAWINGS[kind](Pen(large))
    return pygame.transform.smoothscale(large, size)


# --- text on cards -------------------------------------------------------------------------------------

def _name_lines(text: str, size: int, width: int) -> list[str]:
    """The name wrapped at ``size``; a word wider than the card breaks where HYPHENATION allows."""
    pieces: list[str] = []
    face = font(size, True)
    for word in text.split():
        if face.size(word)[0] > width and word in HYPHENATION:
            pieces.extend(HYPHENATION[word])
        else:
            pieces.append(word)
    lines: list[str] = []
    for piece in pieces:
        if lines and (lines[-1].endswith("-") or face.size(f"{lines[-1]} {piece}")[0] <= width):
            joined = lines[-1] + piece if lines[-1].endswith("-") else f"{lines[-1]} {piece}"
            if face.size(joined)[0] <= width:
                lines[-1] = joined
                continue
        lines.append(piece)
    return lines


def _lines(text: str, size: int, width: int, name: bool) -> list[str]:
    return _name_lines(text, size, width) if name else wrap(text, size, width, bold=True)


def _fits(text: str, size: int, area: Size, max_lines: int, name: bool) -> bool:
    """Whether ``text`` at ``size`` fits ``area`` in ``max_lines`` lines, none of them too wide."""
    lines = _lines(text, size, area[0], name)
    return (len(lines) <= max_lines and all(font(size, True).size(line)[0] <= area[0] for line in lines)
            and _block_height(size, len(lines), _line_step(size)) <= area[1])


@art_cache(64)
def _shared_size(texts: tuple[str, ...], area: Size, largest: int, max_lines: int, name: bool) -> int:
    """The largest size up to ``largest`` at which every one of ``texts`` fits ``area``: all cards of
    one size then print their names (or reminders) alike, and a hand reads as a set."""
    size = largest
    while size > 6 and not all(_fits(text, size, area, max_lines, name) for text in texts):
        size -= 1
    return size


def _text_block(surface: pygame.Surface, text: str, area: pygame.Rect, size: int, colour: Colour,
                max_lines: int, name: bool = False) -> None:
    """``text`` in bold, at most ``max_lines`` lines, its letters centred in ``area``."""
    lines = _lines(text, size, area.width, name)[:max_lines]
    face = font(size, True)
    step = _line_step(size)
    y = area.y + (area.height - _block_height(size, len(lines), step)) // 2 - (face.get_ascent() - round(size * 0.72))
    for line in lines:
        rendered = face.render(line, True, colour)
        surface.blit(rendered, rendered.get_rect(midtop=(area.centerx, y)))
        y += step


def _line_step(size: int) -> int:
    return round(size * 1.12)


def _block_height(size: int, lines: int, step: int) -> int:
    """From the top of the capitals of the first line to the descenders of the last."""
    return round(size * 0.72) + step * (lines - 1) + abs(font(size, True).get_descent())


def _fitted(text: str, size: int, width: int, colour: Colour, smallest: int = 9) -> pygame.Surface:
    while size > smallest and font(size, True).size(text)[0] > width:
        size -= 1
    return font(size, True).render(text, True, colour)


# --- faces, backs, badges ----------------------------------------------------------------------------------

class CardLayout(NamedTuple):
    """Where things sit on a card face of one size, in the card's own pixels."""

    frame: int
    name: pygame.Rect
    """The band with the name: the full name on big cards, the short name on small ones."""
    tag: pygame.Rect | None
    """The QUICK/CHEEKY/ZOMBIE strip (big cards, not monkeys)."""
    art: pygame.Rect
    blurb: pygame.Rect | None
    """The reminder (big cards only)."""


def card_layout(kind: str, size: Size) -> CardLayout:
    """Big cards (FULL_LAYOUT_FROM tall or more): name band, tag strip, picture, reminder. Smaller
    ones: the short name over the picture."""
    width, height = size
    frame = max(3, width // 24)
    inner = pygame.Rect(frame, frame, width - 2 * frame, height - 2 * frame)
    full = height >= FULL_LAYOUT_FROM
    name = pygame.Rect(inner.x, inner.y, inner.width, round(height * (0.24 if full else 0.2)) - frame)
    tag = None
    if full and deck_of(kind) != "monkeys":
        tag = pygame.Rect(inner.x, name.bottom, inner.width, max(BLURB_MIN + 4, round(height * 0.1)))
    top = tag.bottom if tag else name.bottom
    if not full:
        return CardLayout(frame, name, None, pygame.Rect(inner.x, top, inner.width, inner.bottom - top), None)
    blurb_top = round(height * 0.7)
    blurb = pygame.Rect(inner.x + 3, blurb_top, inner.width - 6, inner.bottom - blurb_top - 1)
    return CardLayout(frame, name, tag, pygame.Rect(inner.x, top, inner.width, blurb.y - 2 - top), blurb)


def card_text_sizes(size: Size) -> tuple[int, int]:
    """The letter sizes of the names and of the reminders on big cards of ``size``: the largest at
    which every card's words fit their place."""
    layout = card_layout(MONKEYS[0], size)
    if layout.blurb is None:
        raise ValueError(f"cards of {size} show no names in full")
    height = size[1]
    name = _shared_size(tuple(NAMES.values()), layout.name.inflate(-4, -2).size, max(NAME_MIN, round(height * 0.1)),
                        2, True)
    blurb = _shared_size(tuple(BLURBS.values()), layout.blurb.size, max(BLURB_MIN, round(height * 0.075)), 3, False)
    return name, blurb


def card_face(code: str, size: Size) -> pygame.Surface:
    """A card's face, for a kind or a physical card ("bamboo-juggler.7"): the copies of a kind share
    one drawing."""
    kind = kind_of(code)
    if kind not in NAMES:
        raise ValueError(f"no Cheeky Monkeys card {code!r}")
    return _card_face(kind, size)


@art_cache(256)
def _card_face(kind: str, size: Size) -> pygame.Surface:
    """The name on a band in the layout colour, the kind's word and sign (QUICK, CHEEKY, ZOMBIE) under
    it, the picture, and the reminder at the bottom. Small cards keep the short name, the picture and
    the sign."""
    width, height = size
    look = _layout_of(kind)
    frame_colour, tag_colour, name_ink = DECK_LOOK[look]
    layout = card_layout(kind, size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, width // 10)
    pygame.draw.rect(surface, frame_colour, surface.get_rect(), border_radius=radius)
    surface.blit(_picture(kind, layout.art.size), layout.art)
    if layout.blurb is None:
        label = _fitted(short_name(kind), round(height * 0.14), layout.name.width - 4, name_ink)
        surface.blit(label, label.get_rect(center=layout.name.center))
        if look != "monkeys":
            _corner_sign(surface, look, layout.art)
    else:
        name_size, blurb_size = card_text_sizes(size)
        _text_block(surface, card_name(kind), layout.name.inflate(-4, -2), name_size, name_ink, 2, name=True)
        if layout.tag:
            _tag(surface, look, layout.tag, tag_colour)
        corner = max(2, radius - layout.frame)
        art = layout.art
        paper = pygame.Rect(art.x, art.bottom, art.width, height - layout.frame - art.bottom)
        pygame.draw.rect(surface, PAPER, paper, border_bottom_left_radius=corner, border_bottom_right_radius=corner)
        _text_block(surface, card_blurb(kind), layout.blurb, blurb_size, INK, 3)
    pygame.draw.rect(surface, INK, surface.get_rect(), width=max(1, width // 80), border_radius=radius)
    return surface


class TileLayout(NamedTuple):
    """Where things sit on a group's tile, in the tile's own pixels."""

    picture: pygame.Rect
    name: pygame.Rect


def tile_layout(size: Size) -> TileLayout:
    """The picture square at the left (at most a quarter of the width: the name needs the rest), the
    short name beside it."""
    width, height = size
    side = min(height - 2 * TILE_FRAME, width // 4)
    picture = pygame.Rect(TILE_FRAME + 2, (height - side) // 2, side, side)
    name = pygame.Rect(picture.right + 2, TILE_FRAME, width - TILE_FRAME - 2 - picture.right - 2,
                       height - 2 * TILE_FRAME)
    return TileLayout(picture, name)


def tile_name_size(size: Size, kinds: Sequence[str]) -> int:
    """The letter size of the names of ``kinds`` on tiles of ``size``: the largest at which each fits,
    so one trainer's tiles read as a set."""
    return _shared_size(tuple(sorted({short_name(kind) for kind in kinds})), tile_layout(size).name.size,
                        TILE_NAME_LARGEST, 1, True)


def card_tile(code: str, size: Size, name_size: int) -> pygame.Surface:
    """A group of cards in play as a wide tile: a card's name must stay readable at 1024x600, and a
    card small enough for the trainers' areas has no room for it."""
    kind = kind_of(code)
    if kind not in IN_PLAY_KINDS:
        raise ValueError(f"no Cheeky Monkeys card in play {code!r}")
    return _card_tile(kind, size, name_size)


@art_cache(128)
def _card_tile(kind: str, size: Size, name_size: int) -> pygame.Surface:
    """The picture and the short name on the layout colour; a zombie card keeps its sign in a corner."""
    look = _layout_of(kind)
    frame_colour, _, name_ink = DECK_LOOK[look]
    layout = tile_layout(size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, size[1] // 6)
    pygame.draw.rect(surface, frame_colour, surface.get_rect(), border_radius=radius)
    surface.blit(_picture(kind, layout.picture.size), layout.picture)
    if look != "monkeys":
        _corner_sign(surface, look, layout.picture)
    _text_block(surface, short_name(kind), layout.name, name_size, name_ink, 1, name=True)
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=radius)
    return surface


CHIP_PAD = 8
"""A chip's margin each side of its words, and between the name and the count."""


def chip_width(kind: str, count: int, name_size: int) -> int:
    """How wide a group's chip is: its short name, and its count when it holds more than one card."""
    face = font(name_size, True)
    width = face.size(short_name(kind))[0] + 2 * CHIP_PAD
    return width + (face.size(f"×{count}")[0] + CHIP_PAD if count > 1 else 0)


def card_chip(code: str, size: Size, name_size: int, count: int) -> pygame.Surface:
    """A group as its short name and count alone, for an area too crowded for tiles with pictures:
    the names stay as large as on the tiles, and two short ones share a row."""
    kind = kind_of(code)
    if kind not in IN_PLAY_KINDS:
        raise ValueError(f"no Cheeky Monkeys card in play {code!r}")
    return _card_chip(kind, size, name_size, count)


@art_cache(64)
def _card_chip(kind: str, size: Size, name_size: int, count: int) -> pygame.Surface:
    frame_colour, _, name_ink = DECK_LOOK[_layout_of(kind)]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, size[1] // 4)
    pygame.draw.rect(surface, frame_colour, surface.get_rect(), border_radius=radius)
    face = font(name_size, True)
    top = (size[1] - _block_height(name_size, 1, 0)) // 2 - (face.get_ascent() - round(name_size * 0.72))
    surface.blit(face.render(short_name(kind), True, name_ink), (CHIP_PAD, top))
    if count > 1:
        number = face.render(f"×{count}", True, name_ink)
        surface.blit(number, number.get_rect(topright=(size[0] - CHIP_PAD, top)))
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=radius)
    return surface


def _tag(surface: pygame.Surface, layout: str, strip: pygame.Rect, colour: Colour) -> None:
    """The kind in words beside its sign, so the layout colour is never the only clue."""
    pygame.draw.rect(surface, colour, strip)
    word = {"quick": "QUICK", "cheeky": "CHEEKY", "zombies": "ZOMBIE"}[layout]
    room = strip.width - strip.height * 2 - 8
    text = _fitted(word, max(BLURB_MIN, round(strip.height * 0.72)), room, WHITE, BLURB_MIN)
    sign = strip.height - 2
    total = sign + 4 + text.get_width()
    left = strip.centerx - total // 2
    _sign(surface, layout, pygame.Rect(left, strip.y + 1, sign, sign))
    surface.blit(text, text.get_rect(midleft=(left + sign + 4, strip.centery)))


def _corner_sign(surface: pygame.Surface, layout: str, art: pygame.Rect) -> None:
    """On small cards the QUICK/CHEEKY/ZOMBIE sign alone, on a dark disc in the picture's corner."""
    side = max(14, art.width // 4)
    disc = pygame.Rect(art.right - side - 2, art.y + 2, side, side)
    colour = DECK_LOOK[layout][1]
    pygame.draw.ellipse(surface, colour, disc)
    _sign(surface, layout, disc.inflate(-4, -4))


def _sign(surface: pygame.Surface, layout: str, box: pygame.Rect) -> None:
    """The lightning bolt of QUICK, the grin of CHEEKY or the zombie's stitched skull."""
    large = pygame.Surface((box.width * SUPERSAMPLE, box.height * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(large, (20.0, 20.0))
    if layout == "quick":
        _bolt(pen, (10, 1), 18)
    elif layout == "cheeky":
        _grin_sign(pen, (10, 10), 8.4)
    else:
        _zombie_skull(pen, (10, 10), 8.4)
    surface.blit(pygame.transform.smoothscale(large, box.size), box)


@art_cache(16)
def card_back(deck: str, size: Size) -> pygame.Surface:
    """The back of a deck: its colour, its own pattern (bananas, bolts and grins, stitches) and its name."""
    if deck not in DECKS:
        raise ValueError(f"no Cheeky Monkeys deck {deck!r}")
    width, height = size
    large = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(large, (50.0, 70.0))
    colour, dark = {"monkeys": (MONKEY_YELLOW, MONKEY_YELLOW_DARK), "actions": (QUICK_ORANGE, CHEEKY_GREEN_DARK),
                    "zombies": (ZOMBIE_PURPLE, ZOMBIE_PURPLE_DARK)}[deck]
    radius = max(6, width // 10) * SUPERSAMPLE
    pygame.draw.rect(large, colour, large.get_rect(), border_radius=radius)
    if deck == "actions":
        pygame.draw.polygon(large, CHEEKY_GREEN, [(large.get_width(), 0), large.get_size(), (0, large.get_height())])
    _back_pattern(pen, deck, dark)
    pen.circle(CREAM, (25, 30), 15)
    if deck == "monkeys":
        _small_head(pen, (25, 31), 10)
    elif deck == "actions":
        _bolt(pen, (20, 18), 20)
        _grin_sign(pen, (31, 37), 6)
    else:
        _zombie_skull(pen, (25, 30), 10)
    surface = pygame.transform.smoothscale(large, size)
    word = {"monkeys": "MONKEYS", "actions": "ACTIONS", "zombies": "ZOMBIES"}[deck]
    band = pygame.Rect(0, round(height * 0.7), width, round(height * 0.16))
    pygame.draw.rect(surface, INK, band)
    label = _fitted(word, max(10, round(band.height * 0.75)), width - 12, CREAM)
    surface.blit(label, label.get_rect(center=band.center))
    pygame.draw.rect(surface, CREAM, surface.get_rect(), width=max(2, width // 40), border_radius=max(6, width // 10))
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=max(6, width // 10))
    return surface


def _back_pattern(pen: Pen, deck: str, dark: Colour) -> None:
    """Rows of smiles (monkeys), bolts (actions) or stitches (zombies): each back has its own texture."""
    for row in range(8):
        for column in range(6):
            x, y = column * 10 + (5 if row % 2 else 0), row * 10 - 2
            if deck == "monkeys":
                pen.thin(dark, ring((x, y), 4, 3, 7, 20, 160), 1.4)
            elif deck == "actions":
                pen.thin(dark, [(x - 2, y - 3), (x + 1, y), (x - 1, y + 1), (x + 2, y + 4)], 1.0)
            else:
                pen.thin(dark, [(x - 3, y), (x + 3, y)], 1.0)
                for t in (-2, 0, 2):
                    pen.thin(dark, [(x + t, y - 1.5), (x + t, y + 1.5)], 0.8)


def _badge(size: Size, fill: Colour, draw: Callable[[Pen], None]) -> pygame.Surface:
    """A round cream-edged badge; its sign drawn in a 40 x 40 box."""
    large = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(large, (40.0, 40.0))
    pen.circle(CREAM, (20, 20), 18.4)
    pen.circle(fill, (20, 20), 16.2, outline=False)
    draw(pen)
    return pygame.transform.smoothscale(large, size)


@art_cache(16)
def fuse_badge(size: Size) -> pygame.Surface:
    """A bomb with a burning fuse: Pyromaniac and Juggler together, a blast at the end of the round."""
    def bomb(pen: Pen) -> None:
        pen.circle((44, 44, 52), (18, 24), 10)
        pen.circle((110, 110, 124), (14, 20), 2.6, outline=False)
        pen.polygon((44, 44, 52), _box((24, 14), 3, 2.4, 40))
        pen.stroke((200, 170, 120), curve((26, 11), (28, 5), (33, 7)), 1.2)
        for i in range(8):
            angle = math.radians(i * 45)
            length = 5 if i % 2 == 0 else 3
            pen.thin(FLAME, [(33, 7), (33 + length * math.cos(angle), 7 + length * math.sin(angle))], 1.4)
        pen.circle(FLAME_CORE, (33, 7), 1.8, outline=False)
    return _badge(size, (255, 214, 170), bomb)


@art_cache(16)
def sparks_badge(size: Size) -> pygame.Surface:
    """A bolt between sparks: Headscratcher and Sniper together, a blast at once."""
    def sparks(pen: Pen) -> None:
        _bolt(pen, (20, 5), 30)
        for x, y, angle in ((8, 14, 200), (31, 26, -20), (9, 28, 160), (32, 12, 330)):
            for spread in (-25, 25):
                a = math.radians(angle + spread)
                pen.thin(INK, [(x, y), (x + 4 * math.cos(a), y + 4 * math.sin(a))], 1.4)
    return _badge(size, (130, 200, 240), sparks)


@art_cache(16)
def zombie_badge(size: Size) -> pygame.Surface:
    """The stitched skull on purple-grey: this trainer is a zombie."""
    return _badge(size, ZOMBIE_PURPLE, lambda pen: _zombie_skull(pen, (20, 20), 11))


@art_cache(64)
def legendary_silhouette(parts: frozenset[str], size: Size) -> pygame.Surface:
    """The Legendary Zombie-Monkey: the five parts, each filled in when present, a dashed outline
    when missing, on a transparent ground."""
    unknown = set(parts) - set(ZOMBIE_PARTS)
    if unknown:
        raise ValueError(f"not Legendary parts: {sorted(unknown)}")
    large = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), pygame.SRCALPHA)
    _draw_silhouette(Pen(large, SILHOUETTE_DESIGN), frozenset(parts), MISSING_ON_FELT)
    return pygame.transform.smoothscale(large, size)

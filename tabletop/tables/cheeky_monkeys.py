"""The Cheeky Monkeys table: two to six trainers around the felt, the seat at the screen at the bottom
and the others anticlockwise in turn order (the next seat sits to the right of the one before), the
two decks and their discard piles in the middle, and the queue of effects as a stack at the side,
newest on top.

Each trainer's area shows their name and seat tag, how many cards they hold, their monkeys grouped
by kind (one tile per kind: its picture, its short name large enough to read at 1024x600, its count;
an area too crowded for tiles, a zombie's with seven kinds or more, has a chip per kind of just its
name and count, two to a row where they fit, and kinds beyond its rows on further pages, turned by Tab
or a click on the "+N more" chip that names them when pointed at), and their danger in words beside its
badge: a lit fuse (blasts at the end of their round) or sparks (blasts now, with the Groundings played
against it). The name of a card face up on a pile, too small on the card, is written on a band across it; so is
each name in a hand too big for one row, which lies in rows that each leave the names behind in view.

With the Zombie Invasion the purple Zombie deck and its discard pile join the middle, and a zombie's
area turns purple-grey with the zombie badge and the word ZOMBIE (never colour alone). Beside their
cards the Legendary Zombie-Monkey silhouette fills in part by part, with "2 of 5" in words, so the
whole table sees how close each zombie is; one part from winning is flagged in words too.

Response windows are races. After every card that enters the queue the table runs a countdown of the
same length whoever holds what, so it tells nothing; every human seat's buzzer key (or its button)
goes to the race judge, bots answer through the same judge after a reaction delay, and when the time
is up the table passes for every seat still to act. The table tells everyone, and the log, who
buzzed first; buzzes inside the tie window are the same time, and then nobody answers. The first
seat to buzz picks a Quick card from its hand (behind the curtain when several people play, once the
verdict has been read; the countdown waits meanwhile). With no human left in the game a window
waits for nobody; a replay runs no window's clock.

Cards, targets and choices are clicked: a card in the hand, then one of the places the rules accept
(a trainer's area or a group of monkeys), each lit from ``legal_actions``; or reached with Tab, the
arrows or the acting seat's direction keys, and chosen with Enter or its confirm key.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, Callable, Iterable, NamedTuple

import pygame

from rules import cheeky_monkeys as game
from rules.core import Action
from tabletop.art import art_cache
from tabletop.art.felt import panel
from tabletop.art.monkeys import (ACTIONS, CHIP_PAD, KINDS, ZOMBIE_PARTS, CardLayout, card_back, card_chip,
                                   card_face, card_layout, card_name, card_tile, chip_width, fuse_badge,
                                   legendary_silhouette, short_name, sparks_badge, tile_layout, tile_name_size,
                                   zombie_badge)
from tabletop.art.palette import (HIGHLIGHT_LEGAL, TEXT_GOLD, TEXT_SOFT, TEXT_WHITE, draw_focus_ring, draw_legal_frame,
                                  seat_tag)
from tabletop.art.text import ELLIPSIS, INK, NO_BREAK, draw_outlined, draw_text, ellipsize, font, plural, wrap
from tabletop.bus import ActionApplied
from tabletop.input.keymaps import key_label
from tabletop.input.race import RaceResult, bot_reaction_ms
from tabletop.movelog import LogEntry, describe_cheeky_monkeys
from tabletop.pieces.card import Card
from tabletop.pieces.piece import Piece, Point
from tabletop.tables.base import DIALOG_CENTRE_X, MOVE_BEAT_MS, Beat, RaceTable

if TYPE_CHECKING:
    from tabletop.session import Session

MIN_TEXT = 24
"""The smallest text the table writes (logical pixels): 12.8 px on screen at 1024x600."""
AREA_SIZE = (350, 262)
AREA_SPOTS = {"right": (1090, 350), "top-right": (1090, 78), "top": (555, 78), "top-left": (20, 78),
              "left": (20, 350)}
"""Top-left corners of the other trainers' areas."""
ARCS = {1: ("top",), 2: ("top-right", "top-left"), 3: ("right", "top", "left"),
        4: ("right", "top-right", "top-left", "left"), 5: ("right", "top-right", "top", "top-left", "left")}
"""Where the other trainers sit, in turn order after the seat at the screen: anticlockwise."""
MY_AREA = pygame.Rect(20, 668, 1440, 404)
MY_TAG = pygame.Rect(20, 668, 1440, 48)
TILE_MAX = (340, 68)
"""The largest group tile; tiles shrink to fit more kinds, down to TILE_MIN_H tall (the name's height)."""
TILE_ROOMY_H = 38
"""Tiles lower than this take another column when the names still fit it."""
TILE_MIN_H = 28
"""The lowest tile whose name is still MIN_TEXT: six rows of it fill another zombie's box without
overlapping (the gap between rows goes first)."""
TILE_GAP = 4
MORE_TIP_W = 460
"""The tooltip that names the kinds a "+N more" chip hides."""
MY_GROUPS = pygame.Rect(30, 726, 700, 140)
ZOMBIE_COLUMN_W = 136
"""A zombie's silhouette column, at the right of their cards (another trainer's area)."""
SILHOUETTE = (66, 88)
MY_SILHOUETTE = (90, 120)
MY_ZOMBIE_GROUPS = pygame.Rect(30, 726, 570, 140)
MY_COLUMN = pygame.Rect(606, 716, 136, 212)
"""The seat at the screen as a zombie: the cards leave room for the silhouette and its count."""
HAND_CARD = (170, 238)
HAND_AREA = pygame.Rect(745, 720, 700, 264)
"""Where the seat at the screen's hand lies: under its name tag, over the buttons under the hand."""
HAND_GAP = 14
HAND_BAND_PAD = 6
"""Room either side of a name on a crowded hand's band, from the edge of the card's strip in view."""
HAND_BAND_INSET = 2
"""A band's edge inside the strip, so a neighbour's band never touches it."""
HAND_KIND = "no-way"
"""Any action card: a hand card's name band is where it is on every action card."""
HAND_ROWS_MOST = 3
"""A fourth row's cards would be too small for their pictures; no hand gets near that crowded."""
PILE_CARD = (96, 134)
PILE_Y = 467
PILE_X = {"monkeys": (450, 576), "actions": (740, 866)}
"""Each deck's x and its discard pile's x."""
ZOMBIE_PILE_X = {"monkeys": (440, 555), "actions": (670, 785), "zombies": (900, 1015)}
"""The same with the purple Zombie deck and its pile beside them (Zombie Invasion): evenly spread
between the side areas, so a name band wider than its card stays clear of the next pile."""
STEP_BAR = pygame.Rect(385, 352, 690, 42)
CENTRE_PANEL = pygame.Rect(385, 584, 690, 78)
BUZZER_PAD = 44
"""A buzzer button's room beside its words: its seat tag at the left, a margin at the right."""
BUZZER_GAP = 10
BUZZER_ROW_TOPS = (74, 38)
"""How far above the centre panel's bottom the two rows of buzzers start (the lower where a single row
goes), when one row cannot show every key whole (five or six at one keyboard): the headline gives way
to the first row, as the banner and the move log already say what the window is about."""
WIDE_CENTRE_PANEL = pygame.Rect(20, 584, 1440, 78)
"""The centre panel across the table, where no trainer sits beside it (three trainers or fewer): news
too long for the middle, even at the least size, stays one line."""
TALL_CENTRE_PANEL = pygame.Rect(385, 569, 690, 97)
"""The centre panel with two lines of news over its second row, where trainers sit beside it: from just
under the piles' counts (their letters' tops stay where the pile frames end) to just over your area."""
NEWS_TOPS = (22, 17)
"""The centre of the panel's first line of news under its top: for one line, and for two."""
NEWS_PITCH = 25
"""Two lines of news: the second as close under the first as accents and descenders allow."""
SECOND_ROW = 22
"""The centre of the panel's second row (the round, or the buzzers), over its bottom."""
COUNTDOWN_GAP = 16
COUNTDOWN_WORDS_W = 70
"""The seconds left, at the right of the window's line; the bar between them and the buzzers is
left out when the buzzers need its room (three or more at one keyboard)."""
COUNTDOWN_BAR_MIN = 40
QUEUE_PANEL = pygame.Rect(1472, 80, 436, 520)
QUEUE_CARD = (60, 84)
QUEUE_ROW = 96
QUEUE_LINE = 25
"""The pitch of an entry's two lines of detail under its title: all three inside the row's frame."""
LOG_AREA = pygame.Rect(1472, 612, 436, 458)
TOAST_BAND = (AREA_SPOTS["top"][1] + 52, STEP_BAR.top - 8, 2 * (QUEUE_PANEL.x - 8 - DIALOG_CENTRE_X) - 40)
"""Toasts lie over the top row of areas under its names (the monkeys show again a moment later), above
the second row's names and the step bar, and their boxes (the line and 40 pixels, centred) left of the
queue."""
FINISH_BUTTON = pygame.Rect(1130, 990, 320, 66)
CANCEL_BUTTON = pygame.Rect(770, 990, 320, 66)
FINISH_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
FOCUS_NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
FOCUS_BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
"""Move the white focus frame over what the next choice may be; Shift+Tab goes back too. The seat
acting may use its own direction keys, and its confirm key or Enter chooses."""
FOCUS_STEPS = {"right": 1, "down": 1, "left": -1, "up": -1}
PAGE_KEY = pygame.K_TAB
"""Turns every crowded area's page of chips, as a click on its "+N more" turns that one, while nothing
is to be chosen (then it moves the focus, and reaches a "+N more" chip too): no seat has it by
default, and a seat that takes it keeps it (the tooltip then says only "click")."""
STEP_WORDS = {"planning": "Planning", "monkey": "Monkey", "drawing": "Drawing", "training": "Training"}
ZOMBIE_STEP_WORDS = {**STEP_WORDS, "monkey": "Zombie"}
"""A zombie's monkey step takes the top of the purple deck, and the bar says so."""
WON_SHORT = {"last-standing": "last one standing", "legendary": "rebuilt the Legendary",
             "last-alive": "last one alive"}
"""The winner's words in the results' column: the summary above says it in full."""
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
"""The order of blasts: five at most, one trainer standing at the end."""
WON_BY = {"last-standing": "the last trainer standing", "legendary": "rebuilt the Legendary Zombie-Monkey",
          "last-alive": "the last trainer alive, every other one a zombie"}
BLAST_BEAT_MS = 1800
BLAST_SHOW_MS = 2200
VERDICT_MS = 1200
"""How long everyone reads a race's verdict: before the curtain calls the winner to pick their card,
or before a tied window closes."""
HEADLINE_LOOKBACK = 60
"""How many moves back the headline looks for one with words: passes write none, and six trainers
pass every card."""
MARK_MS = 1800
FLY_MS = 420
DANGER = (255, 170, 150)
ZOMBIE_FILL = (84, 72, 104, 205)
ZOMBIE_EDGE = (178, 160, 206)
ZOMBIE_INK = (226, 214, 244)
GREY = (120, 120, 120)
PREVIEW = (220, 308)
"""The card under the pointer, shown this large beside it."""
KIND_OF_NAME = {card_name(kind): kind for kind in KINDS}
RESULT_LINES = 14
Target = int | str
"""One argument of an action still to be chosen: a seat, a card in play, or a hand slot."""
ChipPlace = tuple[tuple[int, int], Point]
"""A chip's size and centre."""
ChipPage = tuple[list[int], list[tuple[int, int]], int]
"""The groups a page of chips shows (their indexes), each chip's row and left offset, and its rows."""


@art_cache(16)
def area_panel(size: tuple[int, int], out: bool, border: tuple[int, int, int], zombie: bool = False) -> pygame.Surface:
    """A trainer's panel, drawn once per look: areas are redrawn every frame. A zombie's is purple-grey."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    panel(surface, surface.get_rect(), alpha=150 if out else 200, border=border)
    if zombie:
        pygame.draw.rect(surface, ZOMBIE_FILL, surface.get_rect().inflate(-6, -6), border_radius=16)
    return surface


def pile_card_height(kind: str, size: tuple[int, int]) -> int:
    """The height of the big card whose name, strip and picture fill a pile card of ``size``."""
    return round(size[1] * size[1] / card_layout(kind, size).art.bottom)


def pile_layout(kind: str, size: tuple[int, int]) -> CardLayout:
    """Where a pile card's name and QUICK/CHEEKY strip sit (see pile_face)."""
    return card_layout(kind, (size[0], pile_card_height(kind, size)))


@art_cache(32)
def pile_face(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A pile's top card cut above its reminder, which is unreadably small at a pile's size: a taller
    card's name (under the pile's band), strip and picture, on the card's own frame."""
    kind = game.kind_of(code)
    tall = card_face(code, (size[0], pile_card_height(kind, size)))
    layout = pile_layout(kind, size)
    face = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, size[0] // 10)
    pygame.draw.rect(face, tall.get_at((size[0] // 2, layout.frame // 2)), face.get_rect(), border_radius=radius)
    face.blit(tall, (0, 0), pygame.Rect(0, 0, size[0], min(layout.art.bottom, size[1] - layout.frame)))
    pygame.draw.rect(face, INK, face.get_rect(), width=max(1, size[0] // 80), border_radius=radius)
    return face


@art_cache(4)
def blasted_shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (70, 70, 70, 170), shade.get_rect(), border_radius=18)
    return shade


def buzzer_label(name: str, key: str, width: int) -> str:
    """A buzzer's words: "Ana: L-Shift", the name shortened first, and the key alone (the seat's tag
    beside it says whose) where even a short name leaves no room: the key is what must be read."""
    face = font(MIN_TEXT, True)
    tail = f": {key}"
    if face.size(name + tail)[0] <= width:  # measured apart, the two parts can come out a pixel wider
        return name + tail
    room = width - face.size(tail)[0]
    shown = ellipsize(name, room, lambda text: face.size(text)[0])
    return key if shown == ELLIPSIS or face.size(shown)[0] > room else shown + tail


class HandLayout(NamedTuple):
    size: tuple[int, int]
    spots: tuple[Point, ...]
    """Each card's centre; a later card lies over the one before it."""
    strip: float
    """How wide a card's top is in view, up to the next card's edge (past its own into a gap between
    cards of a row), where its name band goes."""
    crowded: bool
    """Some card lies over another, so names go on bands."""


def hand_name_band(size: tuple[int, int]) -> pygame.Rect:
    """A hand card's own name band, in the card's pixels: a row in front leaves it in view."""
    return card_layout(HAND_KIND, size).name


def hand_rows(count: int, rows: int) -> HandLayout:
    """``count`` cards in ``rows`` rows, as big as the hand's area takes; the rows in front are the
    fuller ones, so a row behind shows no more of its cards than their names."""
    rows = max(1, min(rows, count))

    def card_size(height: int) -> tuple[int, int]:
        return round(height * HAND_CARD[0] / HAND_CARD[1]), height

    def row_step(height: int) -> int:
        return hand_name_band(card_size(height)).bottom + 2

    height = next(height for height in range(HAND_CARD[1], 0, -1)
                  if height + (rows - 1) * row_step(height) <= HAND_AREA.h)
    width = card_size(height)[0]
    per_row = math.ceil(count / rows)
    step = min(width + HAND_GAP, (HAND_AREA.w - width) / max(per_row - 1, 1))
    top = HAND_AREA.y + (HAND_AREA.h - height - (rows - 1) * row_step(height)) // 2
    spots: list[Point] = []
    for row in range(rows):
        in_row = count // rows + (1 if row >= rows - count % rows else 0)
        left = HAND_AREA.centerx - step * (in_row - 1) / 2
        spots += [(left + i * step, top + row * row_step(height) + height / 2) for i in range(in_row)]
    return HandLayout(card_size(height), tuple(spots), step, rows > 1 or step < width)


def more_chip_words(hidden: int) -> str:
    return f"+{hidden} more"


def more_chip_width(hidden: int) -> int:
    return font(MIN_TEXT, True).size(more_chip_words(hidden))[0] + 2 * CHIP_PAD


def group_order(kind: str) -> int:
    """Groups lie in the art's order of kinds, so a Pyromaniac sits beside a Juggler."""
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


class CentreLayout(NamedTuple):
    """The centre panel as it must be for the news on show: where it stands, and the news's lines."""

    box: pygame.Rect
    news: list[str]
    """The news in one line or two ([] when two rows of buzzers take the panel)."""
    bold: bool


@dataclass
class CheekyMonkeysTable(RaceTable):
    window_id: int | None = None
    """The number of actions played when the window on show opened (None: no window running)."""
    window_left_ms: float = 0.0
    answering: int | None = None
    """The human seat that won the window's race and is picking a Quick card (the countdown waits)."""
    bot_plans: dict[int, Action] = field(default_factory=dict)
    """Each bot's answer to the window on show: pass, or the Quick play it makes if it wins the race."""
    bot_claims: dict[int, float] = field(default_factory=dict)
    """When each bot that answers buzzes (app time), so a cancelled pick can put the claims back."""
    last_ms: float | None = None
    pending: tuple[str, tuple[Target, ...]] | None = None
    """The move being put together by clicks: its kind and the arguments chosen so far."""
    news: tuple[int | None, str] = (None, "")
    news_at: int = 0
    """How many moves were played when the news was written: after an undo it is stale."""
    newest_line: tuple[tuple[int, int | None], tuple[int | None, str] | None] = ((-1, None), None)
    """(moves played, viewer) -> the newest move's words then, kept: working them out replays the game."""
    verdict_until: float = 0.0
    """Until when the race's verdict is announced to everyone, before the winner's pick goes behind the
    curtain, or the window closes after a tie."""
    tied: bool = False
    """The window's race was a tie: nobody answers, and everyone passes once the verdict is read."""
    buzz_line: LogEntry | None = None
    """The log's "buzzed first" line of the seat picking a Quick card, so letting the pick go can say so."""
    let_go: bool = False
    """A seat buzzed first in the window on show and let it go: a later buzz is the next, not the first."""
    key_focus: int | None = None
    """Which of the choices the keys reach has the focus frame (None: none yet)."""
    marks: dict[str, tuple[str, float]] = field(default_factory=dict)
    """Piece key -> (word, until): what just happened to that group or card."""
    blasts: dict[int, float] = field(default_factory=dict)
    """Seat -> until when its explosion shows."""
    origins: dict[str, Point] = field(default_factory=dict)
    flyers: dict[str, float] = field(default_factory=dict)
    """Short-lived pieces showing a card on its way (to a discard pile, to another trainer), until when."""
    fly_count: int = 0
    entry_codes: dict[str, str] = field(default_factory=dict)
    """Queue piece key -> the card it shows, so the next move knows where each card was."""
    chips: set[str] = field(default_factory=set)
    """The group pieces shown as chips (name and count, no picture): their count is on their face."""
    chip_page: dict[int, int] = field(default_factory=dict)
    """Seat -> the page of chips shown, when a crowded area's kinds take more than one."""
    more_chips: dict[int, tuple[pygame.Rect, list[tuple[str, list[str]]]]] = field(default_factory=dict)
    """Seat -> its "+N more" chip and the groups on the other pages, when it has several."""

    @property
    def log_rect(self) -> pygame.Rect:
        return LOG_AREA

    def toast_band(self) -> tuple[int, int, int]:
        return TOAST_BAND

    # --- who sits where ---

    @property
    def players(self) -> int:
        return int(self.view["players"])

    def area_rect(self, seat: int) -> pygame.Rect:
        if seat == self.me:
            return MY_AREA
        others = [(self.me + step) % self.players for step in range(1, self.players)]
        spot = AREA_SPOTS[ARCS[len(others)][others.index(seat)]]
        return pygame.Rect(spot, AREA_SIZE)

    def tag_rect(self, seat: int) -> pygame.Rect:
        rect = self.area_rect(seat)
        return MY_TAG if seat == self.me else pygame.Rect(rect.x, rect.y, rect.w, 46)

    def groups(self, seat: int) -> list[tuple[str, list[str]]]:
        """A trainer's cards in play by kind: (kind, codes in arrival order), in the art's order."""
        kinds: dict[str, list[str]] = {}
        for code in self.view["in_play"][seat]:
            kinds.setdefault(game.kind_of(code), []).append(code)
        return sorted(kinds.items(), key=lambda item: group_order(item[0]))

    def is_zombie(self, seat: int) -> bool:
        return self.view["status"][seat] == "zombie"

    def my_groups_rect(self) -> pygame.Rect:
        return MY_ZOMBIE_GROUPS if self.is_zombie(self.me) else MY_GROUPS

    def silhouette_column(self, seat: int) -> pygame.Rect:
        """Where a zombie's Legendary Zombie-Monkey and its count of parts go."""
        if seat == self.me:
            return MY_COLUMN
        area = self.area_rect(seat)
        return pygame.Rect(area.right - ZOMBIE_COLUMN_W - 6, area.y + 48, ZOMBIE_COLUMN_W, area.h - 48 - 38)

    def groups_box(self, seat: int) -> pygame.Rect:
        """Where a trainer's group tiles go: between the name tag and the status strip, and left of a
        zombie's silhouette."""
        if seat == self.me:
            return self.my_groups_rect()
        area = self.area_rect(seat)
        right = self.silhouette_column(seat).x - 4 if self.is_zombie(seat) else area.right - 6
        return pygame.Rect(area.x + 6, area.y + 52, right - area.x - 6, area.h - 52 - 42)

    def group_tiles(self, seat: int, kinds: list[str]) -> tuple[tuple[int, int], int, list[Point]]:
        """The tiles' size, their names' letter size and their centres: more columns only while the
        rows are low and the names stay MIN_TEXT or more; beyond TILE_MIN_H the rows overlap."""
        box = self.groups_box(seat)
        count = max(len(kinds), 1)

        def width(columns: int) -> int:
            return (box.w - TILE_GAP * (columns - 1)) // columns

        def height(columns: int) -> int:
            rows = math.ceil(count / columns)
            return max(TILE_MIN_H, min(TILE_MAX[1], (box.h - TILE_GAP * (rows - 1)) // rows))

        columns = math.ceil((box.w + TILE_GAP) / (TILE_MAX[0] + TILE_GAP))
        while (columns < count and height(columns) < TILE_ROOMY_H
               and tile_name_size((width(columns + 1), height(columns + 1)), kinds) >= MIN_TEXT):
            columns += 1
        size = (width(columns), height(columns))
        rows = math.ceil(count / columns)
        step = min(size[1] + TILE_GAP, (box.h - size[1]) / max(1, rows - 1))
        spots = [(box.x + size[0] / 2 + (index % columns) * (size[0] + TILE_GAP),
                  box.y + size[1] / 2 + (index // columns) * step) for index in range(count)]
        return size, tile_name_size(size, kinds), spots

    def group_chips(self, seat: int, groups: list[tuple[str, list[str]]]) -> list[ChipPlace | None]:
        """Each group's chip size and centre when the tiles would overlap, else nothing; None for a
        group on another page of chips. A chip is as wide as its name and count and goes into the first
        row with room, in the art's order, or the widest first when that needs more rows than fit; the
        rows close their gaps first. Kinds beyond what the rows hold go to further pages, and the
        last chip of the rows, "+N more" (in more_chips), says how many are not shown and turns the page."""
        self.more_chips.pop(seat, None)
        box = self.groups_box(seat)
        size, _, spots = self.group_tiles(seat, [kind for kind, _ in groups])
        rows_y = sorted({y for _, y in spots})
        if len(rows_y) < 2 or rows_y[1] - rows_y[0] >= size[1]:
            return []
        widths = [min(box.w, chip_width(kind, len(codes), MIN_TEXT)) for kind, codes in groups]
        most_rows = max(2, box.h // TILE_MIN_H)
        pages = self._chip_pages(widths, box.w, most_rows)
        page = self.chip_page.get(seat, 0) % len(pages)
        self.chip_page[seat] = page
        shown, places, rows = pages[page]
        step = min(TILE_MIN_H + TILE_GAP, (box.h - TILE_MIN_H) / max(1, rows - 1))

        def spot(width: int, row: int, left: int) -> Point:
            return box.x + left + width / 2, box.y + TILE_MIN_H / 2 + row * step

        chips: list[ChipPlace | None] = [None] * len(groups)
        for index, (row, left) in zip(shown, places):
            chips[index] = ((widths[index], TILE_MIN_H), spot(widths[index], row, left))
        if len(pages) > 1:
            hidden = [index for index in range(len(groups)) if index not in shown]
            width = more_chip_width(len(hidden))
            row, left = places[-1]
            centre = spot(width, row, left)
            rect = pygame.Rect(0, 0, width, TILE_MIN_H)
            rect.center = (round(centre[0]), round(centre[1]))
            self.more_chips[seat] = (rect, [groups[index] for index in hidden])
        return chips

    @classmethod
    def _chip_pages(cls, widths: list[int], room: int, most_rows: int) -> list[ChipPage]:
        """The chips a page shows (their indexes), each one's row and left offset (then the "+N more"
        chip's, when there are several pages) and its rows: every kind on the first page when they
        fit, else as many as fit beside "+N more" on each page, in the art's order."""
        order = list(range(len(widths)))
        whole = cls._fitted_pack(widths, order, room, most_rows)
        if whole is not None:
            return [(order, *whole)]
        pages: list[ChipPage] = []
        while order:
            for count in range(len(order), 0, -1):  # one chip and "+N more" always fit the two rows or more
                more = more_chip_width(len(widths) - count)
                packed = cls._fitted_pack([*(widths[index] for index in order[:count]), more],
                                          list(range(count + 1)), room, most_rows, last_stays_last=True)
                if packed is not None:
                    pages.append((order[:count], *packed))
                    order = order[count:]
                    break
        return pages

    @staticmethod
    def _pack(widths: list[int], order: Iterable[int], room: int) -> tuple[list[tuple[int, int]], int]:
        """Each chip's row and left offset, taken in ``order``, each into the first row with room; and
        how many rows that takes."""
        used: list[int] = []
        places = [(0, 0)] * len(widths)
        for index in order:
            width = widths[index]
            row = next((row for row, taken in enumerate(used) if taken + TILE_GAP + width <= room), len(used))
            if row == len(used):
                used.append(-TILE_GAP)
            places[index] = (row, used[row] + TILE_GAP)
            used[row] += TILE_GAP + width
        return places, len(used)

    @classmethod
    def _fitted_pack(cls, widths: list[int], order: list[int], room: int, most_rows: int,
                     last_stays_last: bool = False) -> tuple[list[tuple[int, int]], int] | None:
        """The places of chips packed in ``order``, or the widest first, in at most ``most_rows``
        rows; None when neither fits. ``last_stays_last`` keeps the last chip ("+N more") at the end."""
        places, rows = cls._pack(widths, order, room)
        if rows > most_rows:
            head = order[:-1] if last_stays_last else order
            widest = sorted(head, key=lambda index: -widths[index])
            places, rows = cls._pack(widths, widest + order[len(head):], room)
        return (places, rows) if rows <= most_rows else None

    def group_key(self, seat: int, kind: str) -> str:
        return f"group-{seat}-{kind}"

    def pile_xs(self, deck: str) -> tuple[int, int]:
        """A deck's x and its discard pile's x: three decks share the middle with the Zombie Invasion."""
        return (ZOMBIE_PILE_X if self.view["zombies"] else PILE_X)[deck]

    def pile_spot(self, deck: str, discard: bool = False) -> Point:
        deck_x, pile_x = self.pile_xs(deck)
        return (float(pile_x if discard else deck_x), float(PILE_Y))

    @staticmethod
    def queue_row(index: int) -> pygame.Rect:
        """The queue's rows from the top: the newest entry first."""
        return pygame.Rect(QUEUE_PANEL.x + 10, QUEUE_PANEL.y + 46 + index * QUEUE_ROW, QUEUE_PANEL.w - 20,
                           QUEUE_ROW - 6)

    @staticmethod
    def queue_rows_shown() -> int:
        return (QUEUE_PANEL.h - 46 - 34) // QUEUE_ROW

    def is_human(self, seat: int) -> bool:
        return not self.scene.session.seats[seat].is_bot

    @property
    def racing(self) -> bool:
        """A human still in the game could answer: windows run their full time through the judge.

        With a single human at the table, a window that human has nothing to answer with does not
        wait: nobody else is at the screen to learn from the pause, and bots never watch the clock.
        With two humans or more every window waits, so that a pause tells nobody who holds a card.
        A replay only shows the positions: its windows run no clock."""
        if self.watched_only():
            return False
        humans = self.live_humans()
        if humans and len(self.scene.session.human_seats()) == 1:
            return any(action.kind != "pass" for action in self.scene.session.legal(humans[0]))
        return bool(humans)

    def watched_only(self) -> bool:
        """A replay's table: nothing it does reaches the rules, so no window may count down or wait."""
        return getattr(self.scene, "replay", None) is not None

    def live_humans(self) -> list[int]:
        status = self.view["status"]
        return [seat for seat in self.scene.session.human_seats() if status[seat] != "out"]

    def owner_of(self, code: str) -> int | None:
        return next((seat for seat, cards in enumerate(self.view["in_play"]) if code in cards), None)

    # --- pieces from the view ---

    def sync(self) -> None:
        view = self.view
        wanted: set[str] = set(self.flyers)
        hand = self.shown_hand()
        face_up = self.hand_face_up()
        layout = self.hand_layout(len(hand))
        for index, (code, spot) in enumerate(zip(hand, layout.spots)):
            key = f"hand-{code}"
            wanted.add(key)
            self._put(key, spot, layout.size, game.kind_of(code) if face_up else None, "actions", 20 + index,
                      self.pile_spot("actions"))
        self.chips.clear()
        for seat in range(self.players):
            groups = self.groups(seat)
            size, name_size, spots = self.group_tiles(seat, [kind for kind, _ in groups])
            chips = self.group_chips(seat, groups)
            for index, (kind, codes) in enumerate(groups):
                key = self.group_key(seat, kind)
                deck, chip = self._deck_of(kind), chips[index] if chips else None
                if not chips:
                    wanted.add(key)
                    self._put(key, spots[index], size, kind, deck, 10, self.pile_spot(deck),
                              partial(card_tile, name_size=name_size))
                elif chip is not None:  # else on another page: a card on its way flies to the name tag
                    wanted.add(key)
                    self.chips.add(key)
                    self._put(key, chip[1], chip[0], kind, deck, 10, self.pile_spot(deck),
                              partial(card_chip, name_size=MIN_TEXT, count=len(codes)))
        self.entry_codes.clear()
        for index, entry in enumerate(reversed(view["stack"])):
            if index >= self.queue_rows_shown():
                break
            key = f"entry-{entry['id']}"
            wanted.add(key)
            if entry["card"] is not None:
                self.entry_codes[key] = entry["card"]
            row = self.queue_row(index)
            spot = (row.x + QUEUE_CARD[0] / 2 + 6, row.centery)
            if entry["card"] is None:
                self._put_badge(key, spot, entry["seat"])
            else:
                self._put(key, spot, QUEUE_CARD, game.kind_of(entry["card"]), self._deck_of(entry["card"]), 30,
                          self.tag_rect(entry["seat"]).center)
        for deck, size in view["deck_sizes"].items():
            top = view["monkey_top"] if deck == "monkeys" else view.get("zombie_top") if deck == "zombies" else None
            if size:
                wanted.add(f"deck-{deck}")
                self._put(f"deck-{deck}", self.pile_spot(deck), PILE_CARD, game.kind_of(top) if top else None, deck,
                          5, self.pile_spot(deck), pile_face)
            pile = view["discards"].get(deck) or []
            if pile:
                wanted.add(f"discard-{deck}")
                self._put(f"discard-{deck}", self.pile_spot(deck, True), PILE_CARD, game.kind_of(pile[-1]), deck, 5,
                          self.pile_spot(deck), pile_face)
        for key in [key for key in self.pieces if key not in wanted]:
            del self.pieces[key]
        self.origins.clear()
        self._light_up()

    def _put(self, key: str, spot: Point, size: tuple[int, int], kind: str | None, deck: str, z: int,
             default_origin: Point, face: Callable[[str, tuple[int, int]], pygame.Surface] = card_face) -> None:
        """Create or update one card (or a group's tile); only a face the view shows is ever given to a piece."""
        look: Callable[[], pygame.Surface] = (lambda: face(kind, size)) if kind else (
            lambda: card_back(deck, size))
        label = card_name(kind) if kind else "face-down card"
        piece = self.pieces.get(key)
        origin = self.origins.get(key)
        if piece is None:
            piece = Card(key, size, look, lambda: card_back(deck, size), origin or default_origin, label=label)
            self.pieces[key] = piece
        elif origin is not None:
            piece.place(origin)
        assert isinstance(piece, Card)
        piece.size = size
        piece.set_face(look)
        piece.back = lambda: card_back(deck, size)
        piece.label = label
        piece.face_up = True
        piece.z = z
        piece.move_to(spot, self.now, 360)

    def _put_badge(self, key: str, spot: Point, seat: int) -> None:
        """An electric shock has no card: its queue entry shows the sparks."""
        size = (QUEUE_CARD[0], QUEUE_CARD[0])
        piece = self.pieces.get(key)
        if piece is None:
            piece = Piece(key, size, lambda: sparks_badge(size), self.tag_rect(seat).center, label="electric shock")
            self.pieces[key] = piece
        piece.z = 30
        piece.move_to(spot, self.now, 360)

    def fly(self, look: Callable[[], pygame.Surface], size: tuple[int, int], start: Point, end: Point,
            delay_ms: float = 0) -> None:
        """A card travelling from one place to another, gone once it lands (to a pile, to a hand)."""
        self.fly_count += 1
        key = f"fly-{self.fly_count}"
        piece = Piece(key, size, look, start, z=60, label="card on its way")
        self.pieces[key] = piece
        piece.move_to(end, self.now, FLY_MS, delay_ms)
        self.flyers[key] = self.now + (FLY_MS + delay_ms) * self.scene.app.settings.pace + 30

    # --- what the seat at the screen may do ---

    @staticmethod
    @lru_cache(maxsize=32)
    def hand_layout(count: int) -> HandLayout:
        """A hand of ``count`` cards in one row while every card's strip in view holds the longest
        name's band, else in two or three rows, each lower row in front of the one above and leaving
        its name bands in view (a fan of nine showed one name, the top card's). The longest name of all
        the action cards, not of those held: a hand turned face down must not tell what it holds.
        Kept per count: the name bands ask for it every frame, and working it out takes 0.4 ms."""
        widest = max(font(MIN_TEXT).size(short_name(kind))[0] for kind in ACTIONS)
        layouts = [hand_rows(count, rows) for rows in range(1, HAND_ROWS_MOST + 1)]
        return next((layout for layout in layouts if layout.strip >= widest + 2 * HAND_BAND_PAD),
                    max(layouts, key=lambda layout: layout.strip))

    def shown_hand(self) -> list[str]:
        hand = self.view["hand"]
        return list(hand) if hand else []

    def hand_face_up(self) -> bool:
        """With several people at the screen a hand shows only while its owner must act: in their
        round, a choice of theirs, or their pick in a window."""
        viewer = self.scene.viewer
        if viewer is None:
            return False
        if not self.curtained():
            return True
        if self.view["phase"] == "window":
            return self.answering == viewer
        return viewer in self.scene.session.to_act()

    def my_actions(self) -> list[Action]:
        """The moves the seat at the screen can make with the mouse now."""
        seat = self.scene.viewer
        if seat is None or not self.is_human(seat) or self.scene.pacing:
            return []
        if self.view["phase"] == "window" and self.answering != seat:
            return []
        return [action for action in self.scene.legal(seat) if action.kind != "pass"]

    def current_pick(self) -> tuple[str, tuple[Target, ...]] | None:
        """The move being put together: a card chosen from the hand, or the choice the rules ask for."""
        actions = self.my_actions()
        if self.pending is not None and any(self._matches(action, *self.pending) for action in actions):
            return self.pending
        choice = self.view["choice"]
        if choice is not None and any(action.kind == choice["kind"] for action in actions):
            return (choice["kind"], ())
        return None

    @staticmethod
    def _matches(action: Action, kind: str, chosen: tuple[Target, ...]) -> bool:
        return action.kind == kind and tuple(action.args[:len(chosen)]) == chosen

    def options(self) -> list[tuple[pygame.Rect, Target, str]]:
        """Where the next click of the move being put together may go: (place, argument, words)."""
        pick = self.current_pick()
        if pick is None:
            return []
        kind, chosen = pick
        places = []
        for value in self.next_values(kind, chosen):
            place = self._place_of(kind, len(chosen), value)
            if place is not None:
                places.append((place[0], value, place[1]))
        return places

    def next_values(self, kind: str, chosen: tuple[Target, ...]) -> list[Target]:
        """The arguments the move being put together may take next, each once."""
        found: dict[Target, None] = {}
        for action in self.my_actions():
            if self._matches(action, kind, chosen) and len(action.args) > len(chosen):
                found.setdefault(action.args[len(chosen)], None)
        return list(found)

    def more_lit(self, seat: int) -> bool:
        """Whether the next click may go to a group on another page of this seat's chips."""
        pick = self.current_pick()
        if pick is None or seat not in self.more_chips:
            return False
        hidden = {code for _, codes in self.more_chips[seat][1] for code in codes}
        return any(value in hidden for value in self.next_values(*pick))

    def more_words(self, seat: int) -> list[str]:
        """What a "+N more" chip's tooltip says: the kinds on the other pages, with their counts."""
        names = [short_name(kind) + (f"{NO_BREAK}×{len(codes)}" if len(codes) > 1 else "")
                 for kind, codes in self.more_chips[seat][1]]
        how = f"click or {key_label(PAGE_KEY)}" if self.page_key_free() else "click"
        return [f"Also here ({how} to see them):", *wrap(", ".join(names), MIN_TEXT, MORE_TIP_W - 16, bold=True)]

    def _place_of(self, kind: str, position: int, value: Target) -> tuple[pygame.Rect, str] | None:
        name = self.scene.name
        if kind == "hand" and position == 0:
            hand = self.shown_hand()
            piece = self.pieces.get(f"hand-{hand[int(value)]}") if int(value) < len(hand) else None
            return (piece.rect, f"your {card_name(game.kind_of(hand[int(value)]))}") if piece else None
        if isinstance(value, int):
            return self.area_rect(value), name(value)
        owner = self.owner_of(value)
        if owner is None:
            return None
        piece = self.pieces.get(self.group_key(owner, game.kind_of(value)))
        return (piece.rect, f"{name(owner)}'s {card_name(game.kind_of(value))}") if piece else None

    def playable_kinds(self) -> set[str]:
        return {str(action.args[0]) for action in self.my_actions() if action.kind == "play"}

    def finish_action(self) -> Action | None:
        return next((action for action in self.my_actions() if action.kind in ("proceed", "end")), None)

    def _light_up(self) -> None:
        """Playable cards get the shared legal brackets, the chosen one is lifted with a tick, and while the
        seat has a move the cards it cannot play now are dimmed (the frame's yellow alone is lost on the
        orange Quick cards to red-green colour blindness and in greyscale)."""
        playable = self.playable_kinds()
        pick = self.current_pick()
        acting = bool(self.my_actions())
        for key, piece in self.pieces.items():
            if key.startswith("hand-"):
                kind = game.kind_of(key[len("hand-"):])
                chosen = pick is not None and pick[0] == "play" and pick[1][:1] == (kind,)
                usable = kind in playable and (pick is None or pick[0] == "play")
                piece.picked = chosen
                piece.highlight = HIGHLIGHT_LEGAL if usable and not chosen else None
                piece.dimmed = acting and not usable and not chosen

    def needs_screen(self, seat: int) -> bool:
        """A window is watched by everyone; only the seat picking a Quick card needs the screen alone."""
        if self.view["phase"] == "window":
            return seat == self.answering and self.now >= self.verdict_until
        return True

    # --- the response window ---

    def resume(self, paused_ms: float) -> None:
        super().resume(paused_ms)
        if self.last_ms is not None:
            self.last_ms += paused_ms  # the window's countdown takes only the time the table was in view
        self.verdict_until += paused_ms

    def window_ms(self) -> float:
        return self.scene.app.settings.response_seconds * 1000.0

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        self._expire(now_ms)
        self._light_up()  # what may be played changes as beats end, not only when the view does
        elapsed = 0.0 if self.last_ms is None else now_ms - self.last_ms
        self.last_ms = now_ms
        judge = self.judge
        assert judge is not None
        judge.tie_window_ms = self.scene.app.settings.tie_window_ms
        if self.view["phase"] != "window" or self.watched_only():
            if self.window_id is not None or judge.is_armed:
                self._end_window()
            return
        step = len(self.scene.session.record.actions)
        if self.scene.pacing or self.scene.notices:
            self._arm_window(step)
            return
        if self.window_id != step:
            self._open_window(now_ms, step)
        if not self.racing:
            self._settle_without_humans()
            return
        if self.answering is not None:
            return
        if self.tied:
            if now_ms >= self.verdict_until:
                self._pass_everyone()
            return
        result = judge.decide(now_ms) if judge.is_open else None
        if result is not None:
            self._race_decided(result, now_ms)
            return
        self.window_left_ms -= elapsed
        if self.window_left_ms <= -judge.tie_window_ms:
            judge.close()
            self._pass_everyone()

    def _arm_window(self, step: int) -> None:
        """While the card that opens a window is still shown, a buzz counts as soon as it opens: the
        card is in sight, so a quick trainer is answering it, not guessing; the buzz ends the showing."""
        judge = self.judge
        assert judge is not None
        if self.window_id != step and self.racing and not self.scene.notices and not judge.is_armed:
            judge.arm(self.scene.session.to_act())

    def _open_window(self, now_ms: float, step: int) -> None:
        self._forget_window()
        self.window_id = step
        self.window_left_ms = self.window_ms()
        assert self.judge is not None
        if self.racing:
            self.judge.open(now_ms, self.scene.session.to_act())  # with any buzz made while it was armed
        else:
            self.judge.close()

    def _end_window(self) -> None:
        assert self.judge is not None
        self.judge.close()
        self._forget_window()

    def _forget_window(self) -> None:
        self.window_id = None
        self.answering = None
        self.tied = False
        self.buzz_line, self.let_go = None, False
        self.bot_plans.clear()
        self.bot_claims.clear()
        self.pending = None

    def _settle_without_humans(self) -> None:
        """No human waits on the window: once each bot has answered, the quickest plays, or all pass."""
        acting = [seat for seat in sorted(self.scene.session.to_act()) if not self.is_human(seat)]
        if any(seat not in self.bot_plans for seat in acting):
            return
        plays = [seat for seat in acting if self.bot_plans[seat].kind == "play"]
        if plays:
            quickest = min(plays, key=self._reaction_ms)
            self.scene.submit(self.bot_plans[quickest], source="bot")
        else:
            self._pass_everyone()

    def _pass_everyone(self) -> None:
        for seat in sorted(self.scene.session.to_act()):
            if self.view["phase"] != "window":
                break
            self.scene.submit(Action(seat, "pass"), source="judge")

    def _race_decided(self, result: RaceResult, now_ms: float) -> None:
        """Everyone is told who buzzed first, and the log keeps it. Buzzes inside the tie window are a
        tie, as at Coconut Pirate and CitronCoco: nobody answers, and the window closes."""
        name = self.scene.name
        if result.winner is None:
            together = " and ".join((", ".join(name(seat) for seat in result.tied[:-1]), name(result.tied[-1])))
            self._tell(None, f"Same time! {together} buzzed together: nobody answers")
            self.tied, self.verdict_until = True, now_ms + VERDICT_MS * self.scene.app.settings.pace
            return
        plan = self.bot_plans.get(result.winner)
        if self.is_human(result.winner) or (plan is not None and plan.kind == "play"):
            later = [(seat, ms) for seat, ms in result.stamps if seat != result.winner]
            first = f"{name(result.winner)} buzzed {'next' if self.let_go else 'first'}"
            if later:
                seat, ms = later[0]
                first += f", {round(ms - result.stamps[0][1])} ms before {name(seat)}"
            self.buzz_line = self._tell(result.winner, first)
        self._claimed(result.winner, now_ms)

    def _tell(self, seat: int | None, text: str) -> LogEntry:
        """News of the table, not of a move: the centre line and a line in the log."""
        self.news, self.news_at = (seat, text), len(self.scene.session.record.actions)
        line = LogEntry(seat, text)
        self.scene.log.entries.append(line)
        return line

    def _claimed(self, seat: int, now_ms: float) -> None:
        """The first buzz of the window: a bot plays what it meant to, a human picks a card."""
        plan = self.bot_plans.get(seat)
        if not self.is_human(seat):
            if plan is not None and plan.kind == "play":
                self.scene.submit(plan, source="bot")
            else:
                self._reopen(now_ms)  # someone pressed a bot's key: not a claim
            return
        self.answering = seat
        self.pending = None
        self.verdict_until = now_ms + VERDICT_MS * self.scene.app.settings.pace
        self.scene.app.sounds.play("buzzer")
        if self.curtained():
            self.scene.viewer = None  # everyone was watching: the curtain calls the seat that buzzed
        self.sync()

    def curtained(self) -> bool:
        """Several people share the screen and hands are private: a pick happens behind the curtain."""
        return self.scene.curtained

    def _reopen(self, now_ms: float) -> None:
        """Back to the countdown where it stopped, with the bots' claims still to come."""
        assert self.judge is not None
        self.answering = None
        self.pending = None
        self.judge.open(now_ms, self.scene.session.to_act())
        for seat, at_ms in self.bot_claims.items():
            self.judge.schedule_bot(seat, max(at_ms, now_ms + 1))
        self.scene.adapter.sync()

    def cancel_answer(self) -> None:
        """The seat that buzzed lets its pick go: its "buzzed first" line says so, in the log and the
        centre, so that it does not stand beside the next buzz's line as a second "first"."""
        if self.answering is None:
            return
        entries, line = self.scene.log.entries, self.buzz_line
        where = next((index for index, entry in enumerate(entries) if entry is line), None)
        if line is not None and where is not None:
            entries[where] = replace(line, text=f"{line.text}, then let it go")
            if self.news == (line.seat, line.text):
                self.news = (line.seat, entries[where].text)
        self.buzz_line, self.let_go = None, True
        self._reopen(self.now)

    def _reaction_ms(self, seat: int) -> int:
        record = self.scene.session.record
        level = self.scene.session.seats[seat].level or "normal"
        return bot_reaction_ms(level, random.Random(f"{record.seed}/{seat}/{len(record.actions)}"))

    def route_bot_action(self, seat: int, action: Action) -> bool:
        """In a window a bot's answer waits for the race: a play buzzes after the bot's reaction
        time, a pass waits for the countdown. The answer stands for the whole window."""
        if self.view["phase"] != "window" or self.window_id is None:
            return False
        if seat not in self.bot_plans:
            self.bot_plans[seat] = action
            if self.racing and action.kind == "play" and self.judge is not None:
                at_ms = self.now + self._reaction_ms(seat)
                self.bot_claims[seat] = at_ms
                if self.answering is None:
                    self.judge.schedule_bot(seat, at_ms)
        self.scene.bot_asked[seat] = (self.scene.session.position, math.inf)
        return True

    # --- input ---

    def handle(self, event: pygame.event.Event) -> bool:
        if self.feed_judge(event):
            return True
        if event.type == pygame.KEYDOWN:
            if self._focus_key(event):
                return True
            if event.key in FINISH_KEYS and self.finish_action() is not None and self.current_pick() is None:
                self.scene.submit(self.finish_action())  # type: ignore[arg-type]
                return True
            if event.key == pygame.K_ESCAPE and (self.pending is not None or self.answering is not None):
                self._cancel()
                return True
            if event.key == PAGE_KEY and self.more_chips and self.page_key_free():
                self.turn_pages(list(self.more_chips))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.pending is not None:
            self._cancel()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        return False

    def key_targets(self) -> list[tuple[pygame.Rect, str, Callable[[], None]]]:
        """What the keys reach, each with its words and what choosing it does: the places the move
        being put together may go next (with a crowded area's "+N more" chip when the place is on
        another page), else the cards of the hand that may be played, from the left."""
        pick = self.current_pick()
        if pick is not None:
            kind, chosen = pick
            targets = [(rect, words, partial(self._choose, kind, (*chosen, value)))
                       for rect, value, words in self.options()]
            return targets + [(rect, "", partial(self.turn_pages, [seat]))
                              for seat, (rect, _) in self.more_chips.items() if self.more_lit(seat)]
        if not self.hand_face_up():
            return []
        playable, cards = self.playable_kinds(), {}
        for key, piece in sorted(self.pieces.items(), key=lambda item: item[1].rect.x):
            kind = game.kind_of(key[len("hand-"):]) if key.startswith("hand-") else ""
            if kind in playable:
                cards.setdefault(kind, (piece.rect, f"your {card_name(kind)}", partial(self._choose, "play", (kind,))))
        return list(cards.values())

    def focused_target(self) -> tuple[pygame.Rect, str, Callable[[], None]] | None:
        targets = self.key_targets()
        return targets[self.key_focus % len(targets)] if targets and self.key_focus is not None else None

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows or the acting seat's direction keys move the focus over what may be chosen
        next; Enter or its confirm key chooses it. Another human's keys stay theirs."""
        targets = self.key_targets()
        if not targets:
            return False
        owner, action = self.scene.app.keymaps.action_for(event.key) or (None, "")
        seats = self.scene.session.seats
        mine = owner is not None and owner == self.scene.viewer
        if owner is not None and not mine and owner < len(seats) and not seats[owner].is_bot \
                and event.key not in FINISH_KEYS:
            return False
        step = FOCUS_STEPS.get(action, 0) if mine else 0
        if event.key in FOCUS_NEXT_KEYS or event.key in FOCUS_BACK_KEYS or step:
            back = event.key in FOCUS_BACK_KEYS or bool(event.mod & pygame.KMOD_SHIFT) or step < 0
            start = self.key_focus if self.key_focus is not None else (0 if back else -1)
            self.key_focus = (start + (-1 if back else 1)) % len(targets)
            return True
        chooses = event.key in FINISH_KEYS or (mine and action == "confirm")
        focused = self.focused_target()
        if chooses and focused is not None:
            self.key_focus = None
            focused[2]()
            return True
        return False

    def _cancel(self) -> None:
        """Escape, right click or Cancel: first the card being played, then the pick in a window."""
        self.key_focus = None
        if self.pending is not None:
            self.pending = None
        else:
            self.cancel_answer()
        self._light_up()

    def claim_buttons(self) -> list[tuple[int, pygame.Rect]]:
        """Each human's buzzer as a button in the window panel, labelled with its key."""
        return self.buzzer_layout()[0]

    def buzzer_layout(self) -> tuple[list[tuple[int, pygame.Rect]], pygame.Rect | None]:
        """The buzzers, in one row or two, and the countdown bar at the end of a row with room for it
        (the seconds left go at its right); none but in a race window."""
        rows = self._buzzer_rows()
        box = self.centre_layout().box
        buttons, bar = [], None
        for (seats, widths, countdown), top in zip(rows, BUZZER_ROW_TOPS[-len(rows):]):
            left = box.x + 20
            for seat, width in zip(seats, widths):
                buttons.append((seat, pygame.Rect(left, box.bottom - top, width, 32)))
                left += width + BUZZER_GAP
            if countdown:
                left += COUNTDOWN_GAP - BUZZER_GAP if seats else 0
                bar = pygame.Rect(left, box.bottom - top + 8, box.right - COUNTDOWN_WORDS_W - left, 16)
        return buttons, bar

    def _buzzer_rows(self) -> list[tuple[list[int], list[int], bool]]:
        """The buzzers' rows (seats, widths, whether the countdown follows them); none but in a race window
        still open: after a tie nobody may buzz, and a countdown standing still would say otherwise."""
        if self.view["phase"] != "window" or not self.racing or self.answering is not None or self.tied:
            return []
        humans = [seat for seat in self.live_humans() if seat in self.scene.session.to_act()]
        widths, fit = self._buzzer_widths(humans, True)
        return [(humans, widths, True)] if fit or len(humans) < 2 else self._two_buzzer_rows(humans)

    def centre_layout(self) -> CentreLayout:
        """The news whole: one line in the middle, bold, else at the least weight; else across the table
        where nobody sits beside the panel; else two lines in a taller panel. Long names made "An
        Enthusiastic Pyromaniac sets off for Léa Sørensen-Åbe" lose its end."""
        if len(self._buzzer_rows()) > 1:
            return CentreLayout(CENTRE_PANEL, [], True)
        text = self.headline()[1]
        wide = not {"left", "right"} & set(ARCS[self.players - 1])
        for box in (CENTRE_PANEL, WIDE_CENTRE_PANEL) if wide else (CENTRE_PANEL,):
            for bold in (True, False):
                if font(MIN_TEXT, bold).size(text)[0] <= self._news_width(box):
                    return CentreLayout(box, [text], bold)
        width = self._news_width(TALL_CENTRE_PANEL)
        bold = len(wrap(text, MIN_TEXT, width, bold=True)) <= 2
        lines = wrap(text, MIN_TEXT, width, bold=bold)
        return CentreLayout(TALL_CENTRE_PANEL, lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines, bold)

    def _news_width(self, box: pygame.Rect) -> int:
        """The room for the news in a centre panel, after its seat's symbol."""
        return box.w - 32 - (32 if self.headline()[0] is not None else 0)

    def _two_buzzer_rows(self, humans: list[int]) -> list[tuple[list[int], list[int], bool]]:
        """Half the buzzers on each row (seats, widths, whether the countdown follows them): the seconds
        left go after the lower row unless the upper one leaves them more room."""
        half = (len(humans) + 1) // 2
        halves = (humans[:half], humans[half:])
        best: tuple[tuple[int, int], list[tuple[list[int], list[int], bool]]] | None = None
        for countdown_row in (1, 0):
            sized = [self._buzzer_widths(seats, row == countdown_row) for row, seats in enumerate(halves)]
            fits = [fit for _, fit in sized]
            if best is None or (min(fits), sum(fits)) > best[0]:
                best = ((min(fits), sum(fits)), [(seats, widths, row == countdown_row)
                                                 for row, (seats, (widths, _)) in enumerate(zip(halves, sized))])
        assert best is not None
        return best[1]

    def _buzzer_widths(self, seats: list[int], beside_countdown: bool) -> tuple[list[int], int]:
        """The widths of one row of these seats' buzzers, and how well they fit: 2 every name and key
        whole, 1 every key whole (the names take what is left), 0 not even that."""
        keys, face = self.scene.app.keymaps, font(MIN_TEXT, True)
        whole = [face.size(f"{self.scene.name(seat)}: {keys.label(seat, 'buzz')}")[0] + BUZZER_PAD for seat in seats]
        least = [face.size(keys.label(seat, "buzz"))[0] + BUZZER_PAD for seat in seats]
        room = CENTRE_PANEL.w - 40 - BUZZER_GAP * max(0, len(seats) - 1)
        if beside_countdown:
            room += 20 - COUNTDOWN_GAP - COUNTDOWN_WORDS_W
        if sum(whole) <= room:
            return whole, 2
        if sum(least) > room:
            return [room // max(1, len(seats))] * len(seats), 0
        widths, spare = list(least), room - sum(least)
        wanting = sorted(range(len(seats)), key=lambda index: whole[index] - least[index])
        for given, index in enumerate(wanting):  # an equal share each, a short name handing on what it leaves
            grant = min(spare // (len(seats) - given), whole[index] - least[index])
            widths[index] += grant
            spare -= grant
        return widths, 1

    def cancel_shown(self) -> bool:
        """Cancel takes back a card being played, or ends a pick in a window."""
        viewer = self.scene.viewer
        return viewer is not None and (self.pending is not None
                                       or (self.answering == viewer and self.view["phase"] == "window"))

    def acts_at(self, pos: tuple[int, int]) -> bool:
        """The buttons _click answers that may be used while a move is shown: a buzzer once its race is
        open or armed, Cancel, and a "+N more" chip (the player's own moves are not offered until the showing ends)."""
        racing = self.judge is not None and (self.judge.is_open or self.judge.is_armed)
        return any(racing and rect.collidepoint(pos) for _, rect in self.claim_buttons()) \
            or (self.cancel_shown() and CANCEL_BUTTON.collidepoint(pos)) \
            or any(rect.collidepoint(pos) for rect, _ in self.more_chips.values())

    def _click(self, pos: tuple[int, int]) -> bool:
        for seat, rect in self.claim_buttons():
            if rect.collidepoint(pos):
                if self.judge is not None:
                    self.judge.press(seat, self.now)  # counted if its race is open or armed
                return True
        if self.cancel_shown() and CANCEL_BUTTON.collidepoint(pos):
            self._cancel()
            return True
        finish = self.finish_action()
        if finish is not None and FINISH_BUTTON.collidepoint(pos):
            self.scene.submit(finish)
            return True
        pick = self.current_pick()
        for rect, value, _ in self.options():
            if rect.collidepoint(pos) and pick is not None:
                self._choose(pick[0], (*pick[1], value))
                return True
        for seat, (rect, _) in list(self.more_chips.items()):
            if rect.collidepoint(pos):
                self.turn_pages([seat])
                return True
        playable = self.playable_kinds()
        hits = [piece for key, piece in self.pieces.items() if key.startswith("hand-") and piece.hit(pos)]
        if hits and self.hand_face_up():
            kind = game.kind_of(max(hits, key=lambda piece: piece.z).key[len("hand-"):])
            if kind in playable and (pick is None or pick[0] == "play"):
                self._choose("play", (kind,))
            elif kind not in playable:
                self.scene.app.toast(self._why_not(kind))
            return True
        if self.pending is not None:
            self.pending = None
            self._light_up()
            return True
        return False

    def turn_pages(self, seats: list[int]) -> None:
        """The next page of these crowded areas' chips, at once: no chips flying in from the deck."""
        for seat in seats:
            self.chip_page[seat] = self.chip_page.get(seat, 0) + 1
        self.sync()
        for key in self.chips:
            if any(key.startswith(self.group_key(seat, "")) for seat in seats):
                self.pieces[key].land()

    def keys_too(self) -> str:
        """The keys that choose a lit card or place, for a prompt that says "click": Tab and Enter,
        unless a seat has taken Tab for its own keys (then it moves no focus frame)."""
        return f" (or {key_label(FOCUS_NEXT_KEYS[0])}/Enter)" if self.page_key_free() else ""

    def page_key_free(self) -> bool:
        """PAGE_KEY turns the chips' pages unless a seat has taken it for one of their own keys."""
        return self.scene.app.keymaps.action_for(PAGE_KEY) is None

    def _choose(self, kind: str, chosen: tuple[Target, ...]) -> None:
        """One more argument: the move goes to the rules once it is whole."""
        self.key_focus = None
        complete = [action for action in self.my_actions() if action.kind == kind and tuple(action.args) == chosen]
        if complete:
            self.pending = None
            self.scene.submit(complete[0])
            return
        self.pending = (kind, chosen)
        self._light_up()

    def _why_not(self, kind: str) -> str:
        seat = self.scene.viewer
        if seat is None or not self.my_actions():
            return f"{card_name(kind)}: wait for your round, or buzz in a window for a Quick action."
        if self.view["phase"] == "window" and kind in game.CHEEKY:
            return f"{card_name(kind)} is a Cheeky action: only in your own round."
        if self.view["phase"] == "choice":
            return "First make the choice the banner asks for."
        return f"{card_name(kind)} would do nothing now."

    # --- what happened ---

    def beats(self, applied: ActionApplied) -> list[Beat]:
        kinds = {event.kind for event in applied.events}
        if kinds <= {"passed", "window"}:
            return [Beat(lambda: self.on_applied(applied), 0)]
        hold = BLAST_BEAT_MS if "blasted" in kinds else MOVE_BEAT_MS
        return [Beat(lambda: self.on_applied(applied), hold)]

    def on_applied(self, applied: ActionApplied) -> None:
        """Set where each changed card comes from, then bring the pieces to the new view."""
        before = {key: piece.center for key, piece in self.pieces.items()}
        queue_spots = {code: before[key] for key, code in self.entry_codes.items() if key in before}
        self.pending = None
        self.key_focus = None
        self.answering = None  # a pick ends with any move: the next window is watched by everyone
        now = self.now
        for event in applied.events:
            data, kind = event.data, event.kind
            card = data.get("card")
            if kind == "played":
                self._origin_of_new_entry(card, self._hand_spot(data["seat"], card, before))
            elif kind == "arriving":
                self._origin_of_new_entry(card, self.pile_spot(self._deck_of(card)))
            elif kind == "entered":
                self._arrive(data["seat"], card, queue_spots.get(card, self.pile_spot("monkeys")), before)
            elif kind == "moved":
                self._arrive(data["seat"], card, self._group_spot(data["giver"], card, before), before)
            elif kind in ("discarded", "to_deck"):
                start = self._group_spot(data["seat"], card, before)
                self._fly_card(card, start, self.pile_spot(self._deck_of(card), kind == "discarded"))
            elif kind == "turned_away":
                self._fly_card(card, queue_spots.get(card, self.pile_spot("monkeys")),
                               self.pile_spot(self._deck_of(card), True))
            elif kind in ("resolved", "countered"):
                if card in queue_spots and game.kind_of(card) in game.ACTION_COUNTS:
                    self._fly_card(card, queue_spots[card], self.pile_spot("actions", True))
            elif kind in ("stole", "handed"):
                giver, taker = (data["target"], data["seat"]) if kind == "stole" else (data["seat"], data["target"])
                self.fly(lambda: card_back("actions", PILE_CARD), PILE_CARD, self.tag_rect(giver).center,
                         self.tag_rect(taker).center)
            elif kind == "drew" and data["seat"] != self.scene.viewer:
                for index in range(data["count"]):
                    self.fly(lambda: card_back("actions", PILE_CARD), PILE_CARD, self.pile_spot("actions"),
                             self.tag_rect(data["seat"]).center, index * 120)
            elif kind == "blasted":
                until = now + BLAST_SHOW_MS * max(0.3, self.scene.app.settings.pace)
                self.blasts[data["seat"]] = until
                if data["zombie"]:
                    self.marks[f"area-{data['seat']}"] = ("Now a zombie", until + MARK_MS)
                self.scene.app.sounds.play("dice")
            elif kind == "game_over":
                self.scene.app.sounds.play("win")
            elif kind == "shock":
                self.marks[f"area-{data['seat']}"] = ("Sparks!", now + MARK_MS)
            elif kind == "grounded":
                self.marks[f"area-{data['target']}"] = ("Grounded +1", now + MARK_MS)
            elif kind == "saved":
                self.marks[f"area-{data['seat']}"] = ("Saved!", now + MARK_MS)
            elif kind == "holiday":
                self.marks[f"area-{data['seat']}"] = ("On holiday", now + MARK_MS)
        events = applied.events
        blasts = [event for event in events if event.kind == "blasted"]
        if blasts and not any(event.kind == "game_over" for event in events):
            events = blasts[-1:]  # the headline is the blast, not the round that begins after it
        lines = describe_cheeky_monkeys(applied.action, events, self.scene.name)
        if lines:
            self.news, self.news_at = (lines[-1].seat, lines[-1].text), len(self.scene.session.record.actions)
        self.sync()

    def _group_spot(self, seat: int, card: str, before: dict[str, Point]) -> Point:
        """Where a card in play lay before this move: its group, or its trainer's name tag."""
        return before.get(self.group_key(seat, game.kind_of(card)), self.tag_rect(seat).center)

    def _hand_spot(self, seat: int, card: str, before: dict[str, Point]) -> Point:
        return before.get(f"hand-{card}", self.tag_rect(seat).center)

    def _origin_of_new_entry(self, card: str, start: Point) -> None:
        for entry in self.view["stack"]:
            if entry["card"] == card:
                self.origins[f"entry-{entry['id']}"] = start

    def _arrive(self, seat: int, card: str, start: Point, before: dict[str, Point]) -> None:
        """A card joins a trainer: a new group slides in from where the card was; an existing group
        gets the card flying onto it."""
        key = self.group_key(seat, game.kind_of(card))
        if key in before:
            self._fly_card(card, start, before[key])
        else:
            self.origins[key] = start
        self.marks[key] = ("+1", self.now + MARK_MS)

    def _fly_card(self, card: str, start: Point, end: Point) -> None:
        kind = game.kind_of(card)
        self.fly(lambda: card_face(kind, QUEUE_CARD), QUEUE_CARD, start, end)

    @staticmethod
    def _deck_of(card: str) -> str:
        kind = game.kind_of(card)
        return "monkeys" if kind in game.MONKEY_COUNTS else "actions" if kind in game.ACTION_COUNTS else "zombies"

    def _expire(self, now_ms: float) -> None:
        for key, until in list(self.flyers.items()):
            if now_ms >= until:
                del self.flyers[key]
                self.pieces.pop(key, None)
        for key, (_, until) in list(self.marks.items()):
            if now_ms >= until:
                del self.marks[key]
        for seat, until in list(self.blasts.items()):
            if now_ms >= until:
                del self.blasts[seat]

    # --- words for the banner, the queue and the panel ---

    def status(self) -> str:
        view, name = self.view, self.scene.name
        phase = view["phase"]
        if phase == "over":
            outcome = self.scene.session.outcome()
            return self.scene.humanise(outcome.summary) if outcome is not None else ""
        if phase == "window":
            if self.answering is not None:
                return f"{name(self.answering)} answers: pick a Quick card"
            top = view["stack"][-1]
            ask = f"Quick action on {self.entry_title(top)}?"
            if self.tied:
                return f"{ask} A tie: nobody answers"
            return f"{ask} Press your key" if self.racing else ask
        if phase == "choice":
            choice = view["choice"]
            seat = choice["seat"]
            if not self.is_human(seat):
                return f"{name(seat)} is choosing…"
            if choice["kind"] == "give":
                return f"{name(seat)}: click a monkey to give to {name(self._choice_owner())}{self.keys_too()}"
            what = "a hand card" if choice["kind"] == "hand" else "a monkey"
            return f"{name(seat)}: click {what}, then who gets it{self.keys_too()}"
        turn = view["turn"]
        if not self.is_human(turn):
            return f"{name(turn)}'s round: {STEP_WORDS[view['step']]}…"
        pick = self.current_pick()
        if pick is not None and pick[0] == "play":
            return f"{card_name(str(pick[1][0]))}: click a lit target{self.keys_too()}"
        finish = "Proceed" if view["step"] == "planning" else "End round"
        if self.my_actions() and not self.playable_kinds():
            return f"{name(turn)}: no card would do anything now, so {finish} (Enter)"
        return f"{name(turn)}: play cards, or {finish} (Enter)"

    def _choice_owner(self) -> int:
        choice = self.view["choice"]
        entry = next((entry for entry in self.view["stack"] if entry["id"] == choice["entry"]), None)
        return entry["seat"] if entry is not None else choice["seat"]

    def entry_title(self, entry: dict[str, Any]) -> str:
        if entry["kind"] == "shock":
            return f"the shock on {self.scene.name(entry['seat'])}"
        return f"the {card_name(game.kind_of(entry['card']))}"

    def entry_lines(self, entry: dict[str, Any]) -> tuple[str, str]:
        """A queue entry in words: what it is, and what it is doing to whom."""
        name = self.scene.name
        seat, kind = entry["seat"], entry["kind"]
        if kind == "shock":
            cards = [game.COUNTS_AS.get(k, k) for k in map(game.kind_of, self.view["in_play"][seat])]
            needed = cards.count(game.HEADSCRATCHER)
            return ("Electric shock", f"{name(seat)}: {self.view['groundings'][seat]} of "
                                      f"{plural(needed, 'Grounding')}")
        card = game.kind_of(entry["card"])
        title = card_name(card)
        if kind == "arrival":
            return title, f"on its way to {name(seat)}"
        if kind == "effect":
            if card == game.SHAMAN:
                left = entry.get("monkeys", 0)
                return title, f"{name(seat)}: {plural(left, 'monkey')} to take" if left else f"{name(seat)} draws 2"
            if card == game.TEMPTER:
                choice = self.view["choice"]
                giving = [choice["seat"]] if choice is not None and choice.get("entry") == entry["id"] else []
                victims = [name(other) for other in giving + entry.get("todo", [])]
                return title, f"takes 1 monkey each from {', '.join(victims)}" if victims else f"{name(seat)} takes"
            if card == game.DESTROYER:
                what = "hand cards" if entry.get("stage") == "hand" else "monkeys"
                return title, f"{name(seat)} gives {what} away"
            if card == game.ZOMBIE_HORDE:
                living = [name(other) for other in entry.get("todo", [])]
                return title, f"a monkey each for {', '.join(living)}" if living else f"{name(seat)}'s horde"
            if card == game.BRAIN_EATER:
                return title, f"{name(seat)} takes a card from every living trainer"
            return title, f"{name(seat)}'s effect"
        return title, f"{name(seat)}{self._target_words(card, entry)}"

    def _target_words(self, card: str, entry: dict[str, Any]) -> str:
        name, args = self.scene.name, entry["args"]
        if card == game.NO_WAY:
            target = next((e for e in self.view["stack"] if e["id"] == entry.get("target")), None)
            return f" stops the {card_name(game.kind_of(target['card']))}" if target else ""
        if card == game.GROUNDING:
            return f" grounds {name(args[0])}"
        if card == game.COMMON_MISFORTUNE:
            return ": a monkey each"
        if card == game.TACTICAL_EXCHANGE:
            return f": {short_name(game.kind_of(args[0]))} for {short_name(game.kind_of(args[1]))}"
        if card == game.PASS_THE_MONKEY:
            return f" sends it on to {name(args[0])}"
        if args and isinstance(args[0], int):
            return f" robs {name(args[0])}"
        if args:
            owner = self.owner_of(str(args[0]))
            whose = f"{name(owner)}'s " if owner is not None else ""
            return f" on {whose}{short_name(game.kind_of(str(args[0])))}"
        return ""

    def hint(self) -> str:
        """What the seat at the screen can do next, in one line."""
        view = self.view
        if self.scene.viewer is None or view["phase"] == "over":
            return ""
        pick = self.current_pick()
        if pick is not None:
            keys = self.keys_too()
            return f"Click a lit place{keys} · Esc or right click to take the card back" if pick[0] == "play" else \
                f"Click one of the lit places{keys}"
        if self.answering == self.scene.viewer and view["phase"] == "window" and not self.playable_kinds():
            return "You have no Quick action to play now: Cancel (Esc) goes back to the countdown"
        if self.my_actions():
            if view["phase"] == "window":
                return f"Click a lit Quick card{self.keys_too()}, or Cancel (Esc) to go back to the countdown"
            if not self.playable_kinds():
                return "No card of yours would do anything now: use the button under your hand"
            return f"Click a lit card{self.keys_too()} to play it, or the button under your hand"
        return f"Round {view['rounds']} · point at any card to read it"

    # --- drawing ---

    def draw_board(self, surface: pygame.Surface) -> None:
        for seat in range(self.players):
            self._draw_area(surface, seat)
        self._draw_more_chips(surface)
        self._draw_steps(surface)
        self._draw_piles(surface)
        self._draw_queue(surface)
        self._draw_centre(surface)

    def _draw_area(self, surface: pygame.Surface, seat: int) -> None:
        view, name = self.view, self.scene.name
        rect, tag = self.area_rect(seat), self.tag_rect(seat)
        out, zombie = view["status"][seat] == "out", self.is_zombie(seat)
        their_round = seat == view["turn"] and view["phase"] != "over"
        edge = HIGHLIGHT_LEGAL if their_round else ZOMBIE_EDGE if zombie else (196, 170, 96)
        surface.blit(area_panel(rect.size, out, edge, zombie), rect)
        if their_round:
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 5, border_radius=18)
        seat_tag(surface, seat, (tag.x + 26, tag.centery), 16)
        name_x = tag.x + 50
        right = tag.right - 12
        count = view["hand_sizes"][seat]
        label = draw_text(surface, f"×{count}", MIN_TEXT, TEXT_WHITE, bold=True, midright=(right, tag.centery))
        back = card_back("actions", (26, 36))
        surface.blit(back, back.get_rect(midright=(label.x - 4, tag.centery)))
        right = label.x - 38
        if seat == self.me:
            right = draw_text(surface, "cards in hand:", MIN_TEXT, TEXT_SOFT, midright=(right, tag.centery)).x - 16
        if their_round and seat == self.scene.viewer and self.is_human(seat):
            # only on your own panel: another's "Round" beside it read as two rounds at once, and their
            # panel's gold frame, the banner and the steps' seat tag already say whose round it is
            right = self._pill(surface, "Your round", (right, tag.centery)).x - 10
        width = right - name_x
        if seat == self.me:
            width = min(width, 380)
        self._fitted(surface, name(seat), 28, TEXT_WHITE, width, bold=True, midleft=(name_x, tag.centery))
        if seat == self.me:
            self._draw_my_status(surface, seat)
        else:
            self._draw_their_status(surface, seat, rect)
        if zombie:
            self._draw_legendary(surface, seat)
        if out:
            surface.blit(blasted_shade(rect.size), rect)
            draw_outlined(surface, "BLASTED", 44, (230, 230, 230), center=(rect.centerx, rect.centery + 10))
            draw_text(surface, "out of the game", MIN_TEXT, TEXT_WHITE, center=(rect.centerx, rect.centery + 50))
        elif not view["in_play"][seat]:
            groups = self.my_groups_rect() if seat == self.me else pygame.Rect(
                rect.x, rect.y + 58, (self.silhouette_column(seat).x if zombie else rect.right) - rect.x, 144)
            draw_text(surface, "No cards yet" if zombie else "No monkeys yet", MIN_TEXT, TEXT_SOFT,
                      center=groups.center)

    def _draw_more_chips(self, surface: pygame.Surface) -> None:
        """"+N more" in a crowded area, lit when the next click may go to a group it hides."""
        for seat, (rect, hidden) in self.more_chips.items():
            pygame.draw.rect(surface, INK, rect, border_radius=rect.h // 4)
            edge = HIGHLIGHT_LEGAL if self.more_lit(seat) else TEXT_GOLD
            pygame.draw.rect(surface, edge, rect, 3 if edge == HIGHLIGHT_LEGAL else 1, border_radius=rect.h // 4)
            draw_text(surface, more_chip_words(len(hidden)), MIN_TEXT, TEXT_WHITE, bold=True, center=rect.center)

    def more_tip(self) -> tuple[pygame.Rect, list[str]] | None:
        """The tooltip of the "+N more" chip under the pointer: above it, on the screen."""
        pointer = self.scene.pointer
        seat = next((seat for seat, (rect, _) in self.more_chips.items() if rect.collidepoint(pointer)), None)
        if seat is None:
            return None
        lines = self.more_words(seat)
        chip = self.more_chips[seat][0]
        box = pygame.Rect(0, 0, MORE_TIP_W, len(lines) * 30 + 12)
        box.midbottom = (chip.centerx, chip.y - 6)
        if box.y < 0:
            box.midtop = (chip.centerx, chip.bottom + 6)
        box.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
        return box, lines

    def _draw_more_tip(self, surface: pygame.Surface) -> None:
        tip = self.more_tip()
        if tip is None:
            return
        box, lines = tip
        pygame.draw.rect(surface, HIGHLIGHT_LEGAL, box, border_radius=10)
        for number, line in enumerate(lines):
            draw_text(surface, line, MIN_TEXT, INK, bold=number > 0, topleft=(box.x + 8, box.y + 6 + number * 30))

    def parts_words(self, seat: int) -> str:
        """How close a zombie is to the Legendary Zombie-Monkey, in words."""
        return f"{len(self.view['parts'][seat])} of {len(ZOMBIE_PARTS)} parts"

    def close_to_winning(self, seat: int) -> bool:
        return self.is_zombie(seat) and len(ZOMBIE_PARTS) - len(self.view["parts"][seat]) == 1

    def _draw_legendary(self, surface: pygame.Surface, seat: int) -> None:
        """The word ZOMBIE, the silhouette filled in with the zombie's parts and "2 of 5 parts" under
        it; a warning frame and words when one part is missing."""
        column = self.silhouette_column(seat)
        warning = self.close_to_winning(seat)
        if warning:
            pygame.draw.rect(surface, DANGER, column, 3, border_radius=12)
        badge = zombie_badge((30, 30))
        word = font(MIN_TEXT, True).size("ZOMBIE")[0]
        left = column.centerx - (badge.get_width() + 2 + word) // 2
        title = draw_outlined(surface, "ZOMBIE", MIN_TEXT, ZOMBIE_INK, topleft=(left + badge.get_width() + 2, column.y))
        surface.blit(badge, badge.get_rect(midleft=(left, title.centery)))
        size = MY_SILHOUETTE if seat == self.me else SILHOUETTE
        image = legendary_silhouette(frozenset(self.view["parts"][seat]), size)
        spot = image.get_rect(midtop=(column.centerx, title.bottom - 2))
        surface.blit(image, spot)
        label = self._fitted(surface, self.parts_words(seat), MIN_TEXT, DANGER if warning else TEXT_WHITE, column.w - 4,
                             midtop=(column.centerx, spot.bottom - 2))
        if warning:
            draw_outlined(surface, "1 to go!", MIN_TEXT, DANGER, midtop=(column.centerx, label.bottom - 6))

    def _danger_words(self, seat: int) -> tuple[str, Callable[[tuple[int, int]], pygame.Surface]] | None:
        danger = self.view["danger"][seat]
        if danger == "now":
            return "BLASTS NOW", sparks_badge
        if danger == "end-of-round":
            return "Blasts at end of round", fuse_badge
        return None

    def _state_words(self, seat: int) -> list[str]:
        view = self.view
        words = []
        if seat in view["holiday"]:
            words.append("On holiday")
        if view["groundings"][seat]:
            words.append(f"Grounded ×{view['groundings'][seat]}")
        return words

    def _draw_their_status(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        strip = pygame.Rect(rect.x + 6, rect.bottom - 38, rect.w - 12, 34)
        self._draw_status_strip(surface, seat, strip)

    def _draw_my_status(self, surface: pygame.Surface, seat: int) -> None:
        groups = self.my_groups_rect()
        strip = pygame.Rect(groups.x, groups.bottom + 10, groups.w, 40)
        self._draw_status_strip(surface, seat, strip)
        y = strip.bottom + 12
        for line in wrap(self.hint(), MIN_TEXT, groups.w)[:3]:
            draw_text(surface, line, MIN_TEXT, TEXT_SOFT, topleft=(groups.x, y))
            y += 32

    def _draw_status_strip(self, surface: pygame.Surface, seat: int, strip: pygame.Rect) -> None:
        """Danger first (badge and words), then holiday and Groundings, in words."""
        x = strip.x + 4
        danger = self._danger_words(seat)
        if danger is not None and self.view["status"][seat] != "out":
            words, badge = danger
            side = strip.h
            surface.blit(badge((side, side)), (x, strip.y))
            x = draw_outlined(surface, words, MIN_TEXT, DANGER, midleft=(x + side + 6, strip.centery)).right + 12
        words = " · ".join(self._state_words(seat))
        if words:
            self._fitted(surface, words, MIN_TEXT, TEXT_GOLD, strip.right - x, bold=True, midleft=(x, strip.centery))

    def _pill(self, surface: pygame.Surface, text: str, midright: tuple[int, int]) -> pygame.Rect:
        label = font(MIN_TEXT, True).render(text, True, INK)
        box = label.get_rect(midright=midright).inflate(18, 4)
        box.midright = midright
        pygame.draw.rect(surface, HIGHLIGHT_LEGAL, box, border_radius=12)
        surface.blit(label, label.get_rect(center=box.center))
        return box

    def _draw_steps(self, surface: pygame.Surface) -> None:
        """Whose round (their seat tag) and its four steps; the step under way is filled and marked, the
        others outlined."""
        view, bar = self.view, STEP_BAR
        turn = view["turn"]
        seat_tag(surface, turn, (bar.x + 18, bar.centery), 17)
        words = ZOMBIE_STEP_WORDS if self.is_zombie(turn) else STEP_WORDS
        width, gap = 150, 4
        x = bar.right - 4 * width - 3 * gap
        for index, step in enumerate(game.STEPS):
            box = pygame.Rect(x + index * (width + gap), bar.y + 3, width, bar.h - 6)
            current = step == view["step"] and view["phase"] != "over"
            if current:
                pygame.draw.rect(surface, TEXT_GOLD, box, border_radius=14)
                tip = (box.x + 12, box.centery)
                pygame.draw.polygon(surface, INK, [(tip[0], tip[1] - 7), (tip[0] + 10, tip[1]), (tip[0], tip[1] + 7)])
            pygame.draw.rect(surface, TEXT_GOLD if current else (150, 150, 130), box, 2, border_radius=14)
            self._fitted(surface, words[step], MIN_TEXT, INK if current else TEXT_SOFT, box.w - 26, bold=current,
                         center=(box.centerx + (8 if current else 0), box.centery))

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """Each deck (its back says which) and its discard pile, with how many cards each holds."""
        view = self.view
        for deck, size in view["deck_sizes"].items():
            deck_x, pile_x = self.pile_xs(deck)
            for x, words in ((deck_x, f"{size} left"), (pile_x, f"{len(view['discards'].get(deck, []))} used")):
                rect = pygame.Rect((0, 0), PILE_CARD)
                rect.center = (x, PILE_Y)
                pygame.draw.rect(surface, (16, 70, 44), rect.inflate(10, 10), border_radius=12)
                pygame.draw.rect(surface, (196, 170, 96), rect.inflate(10, 10), 2, border_radius=12)
                draw_text(surface, words, MIN_TEXT, TEXT_WHITE, midtop=(x, rect.bottom + 2))
            if not view["discards"].get(deck):
                draw_text(surface, "discard", MIN_TEXT, TEXT_SOFT, center=(pile_x, PILE_Y))

    def _draw_queue(self, surface: pygame.Surface) -> None:
        view = self.view
        box = QUEUE_PANEL
        panel(surface, box, alpha=215)
        draw_text(surface, "Queue · newest on top", 26, TEXT_GOLD, bold=True, topleft=(box.x + 16, box.y + 10))
        stack = list(reversed(view["stack"]))
        if not stack:
            draw_text(surface, "Nothing waiting", MIN_TEXT, TEXT_SOFT, topleft=(box.x + 16, box.y + 56))
        shown = self.queue_rows_shown()
        for index, entry in enumerate(stack[:shown]):
            row = self.queue_row(index)
            answering = index == 0 and view["window"] is not None
            pygame.draw.rect(surface, (30, 60, 44), row, border_radius=10)
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL if answering else (90, 110, 90), row, 3 if answering else 1,
                             border_radius=10)
            title, detail = self.entry_lines(entry)
            x = row.x + QUEUE_CARD[0] + 18
            self._fitted(surface, title, MIN_TEXT, TEXT_WHITE, row.right - x - 8, bold=True, topleft=(x, row.y + 3))
            lines = wrap(detail, MIN_TEXT, row.right - x - 8)
            if len(lines) > 2:
                lines = [lines[0], self._clipped(" ".join(lines[1:]), row.right - x - 8)]
            for number, line in enumerate(lines):
                draw_text(surface, line, MIN_TEXT, TEXT_SOFT, topleft=(x, row.y + 29 + number * QUEUE_LINE))
        if len(stack) > shown:
            draw_text(surface, f"+{len(stack) - shown} older below", MIN_TEXT, TEXT_SOFT,
                      bottomleft=(box.x + 16, box.bottom - 6))

    def headline(self) -> tuple[int | None, str]:
        """The centre's first line: the last move seen at this table; for a game loaded or resumed
        (nothing seen yet), a replay's position or a move taken back, the newest words of the moves
        played, as this seat may read them; for a new game, who begins."""
        played = len(self.scene.session.record.actions)
        if self.news[1] and self.news_at <= played and not self.watched_only():
            return self.news
        key = (played, self.scene.viewer)
        if self.newest_line[0] != key:
            lines = [entry for action, events in self.scene.session.history(min(played, HEADLINE_LOOKBACK))
                     for entry in describe_cheeky_monkeys(action, events, self.scene.name)]
            self.newest_line = (key, (lines[-1].seat, lines[-1].text_for(self.scene.viewer)) if lines else None)
        return self.newest_line[1] or (None, f"{self.scene.name(self.view['turn'])} begins.")

    def _draw_centre(self, surface: pygame.Surface) -> None:
        """What just happened on the first line; the window's buzzers and countdown, or the round, below."""
        view, (box, news, bold) = self.view, self.centre_layout()
        window = view["phase"] == "window"
        panel(surface, box, alpha=215, border=HIGHLIGHT_LEGAL if window else (196, 170, 96))
        buttons, bar = self.buzzer_layout()
        seat = self.headline()[0]
        x = box.x + 16
        top = box.y + NEWS_TOPS[len(news) > 1]
        if seat is not None and news:
            seat_tag(surface, seat, (x + 12, top), 12)
            x += 32
        for number, words in enumerate(news):
            self._fitted(surface, words, MIN_TEXT, TEXT_WHITE, box.right - 16 - x, bold=bold,
                         midleft=(x, top + number * NEWS_PITCH))
        line = box.bottom - SECOND_ROW
        if not window:
            self._fitted(surface, self._round_line(), MIN_TEXT, TEXT_SOFT, box.w - 32, midleft=(box.x + 16, line))
        elif self.answering is not None:
            self._fitted(surface, f"{self.scene.name(self.answering)} picks a Quick card · countdown paused",
                         MIN_TEXT, TEXT_GOLD, box.w - 32, bold=True, midleft=(box.x + 16, line))
        elif self.tied:
            self._fitted(surface, "A tie: nobody answers · the queue goes on", MIN_TEXT, TEXT_GOLD, box.w - 32,
                         bold=True, midleft=(box.x + 16, line))
        elif self.watched_only():
            draw_text(surface, "Quick action? Each trainer may answer here", MIN_TEXT, TEXT_GOLD,
                      midleft=(box.x + 16, line))
        elif not self.racing:
            draw_text(surface, "Quick action? The bots are answering…", MIN_TEXT, TEXT_GOLD,
                      midleft=(box.x + 16, line))
        else:
            keys = self.scene.app.keymaps
            for seat, rect in buttons:
                pygame.draw.rect(surface, (201, 138, 27), rect, border_radius=10)
                seat_tag(surface, seat, (rect.x + 18, rect.centery), 12)
                words = rect.w - BUZZER_PAD
                self._fitted(surface, buzzer_label(self.scene.name(seat), keys.label(seat, "buzz"), words),
                             MIN_TEXT, INK, words, bold=True, midleft=(rect.x + 34, rect.centery))
            if bar is not None:
                self._countdown(surface, bar)

    def _round_line(self) -> str:
        view = self.view
        if view["zombies"]:
            alive, zombies = view["status"].count("live"), view["status"].count("zombie")
            return f"Round {view['rounds']} · {alive} alive · {plural(zombies, 'zombie')} · " \
                   f"last alive or {len(ZOMBIE_PARTS)} parts wins"
        left = sum(1 for status in view["status"] if status != "out")
        return f"Round {view['rounds']} · {left} of {view['players']} trainers still in · last one standing wins"

    def _countdown(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        limit = max(1.0, self.window_ms())
        running = self.window_id == len(self.scene.session.record.actions)
        left = max(0.0, min(1.0, self.window_left_ms / limit)) if running else 1.0
        if bar.w >= COUNTDOWN_BAR_MIN:
            pygame.draw.rect(surface, (60, 60, 60), bar, border_radius=bar.h // 2)
            pygame.draw.rect(surface, (230, 80, 60) if left < 0.3 else (240, 200, 60),
                             (bar.x, bar.y, int(bar.w * left), bar.h), border_radius=bar.h // 2)
        draw_text(surface, f"{left * limit / 1000:.1f} s", MIN_TEXT, TEXT_WHITE, bold=True,
                  midleft=(bar.right + 10, bar.centery))

    def draw_hud(self, surface: pygame.Surface) -> None:
        self._draw_hand_bands(surface)
        self._draw_counts(surface)
        self._draw_options(surface)
        self._draw_marks(surface)
        self._draw_buttons(surface)
        self._draw_pile_bands(surface)
        for seat in self.blasts:
            self._draw_blast(surface, seat)
        self._draw_preview(surface)
        self._draw_more_tip(surface)

    def pile_bands(self) -> dict[str, tuple[str, pygame.Rect]]:
        """Pile piece key -> the short name of the card face up on it and the band it is written on: a
        pile card prints its name far below MIN_TEXT. A discard's band lies over the card's own name,
        above its strip (which says QUICK, CHEEKY or ZOMBIE), a deck's known top's across its foot, so
        neighbouring piles' bands never meet; the longest name reaches a few pixels past its card,
        short of the next pile."""
        view = self.view
        tops = {"deck-monkeys": view["monkey_top"], "deck-zombies": view.get("zombie_top")}
        tops.update({f"discard-{deck}": pile[-1] for deck, pile in view["discards"].items() if pile})
        bands = {}
        for key, top in tops.items():
            piece = self.pieces.get(key)
            if top is None or piece is None:
                continue
            name = short_name(game.kind_of(top))
            width, height = font(MIN_TEXT).size(name)
            band = pygame.Rect(0, 0, max(piece.rect.w, width + 6), height + 4)
            if key.startswith("discard-"):  # over the card's tiny name
                band.midtop = (piece.rect.centerx, piece.rect.y + pile_layout(game.kind_of(top), piece.rect.size).frame)
            else:
                band.midbottom = (piece.rect.centerx, piece.rect.bottom - 4)
            bands[key] = (name, band)
        return bands

    def hand_bands(self) -> dict[str, tuple[str, pygame.Rect]]:
        """Hand piece key -> the card's short name and the band it is written on, across the top of the
        card's strip in view, while cards of a face-up hand lie over each other."""
        hand = self.shown_hand()
        layout = self.hand_layout(len(hand))
        if not layout.crowded or not self.hand_face_up():
            return {}
        bands = {}
        for code in hand:
            piece = self.pieces.get(f"hand-{code}")
            if piece is not None:
                band = hand_name_band(piece.rect.size).move(piece.rect.topleft)
                band.x, band.w = piece.rect.x + HAND_BAND_INSET, int(layout.strip) - 2 * HAND_BAND_INSET
                bands[piece.key] = (short_name(game.kind_of(code)), band)
        return bands

    @staticmethod
    def _band_plate(surface: pygame.Surface, band: pygame.Rect) -> None:
        """The plate a card's name is written on, in a hand or on a pile."""
        pygame.draw.rect(surface, (24, 40, 32), band, border_radius=6)
        pygame.draw.rect(surface, (196, 170, 96), band, 2, border_radius=6)

    def _draw_hand_bands(self, surface: pygame.Surface) -> None:
        for name, band in self.hand_bands().values():
            self._band_plate(surface, band)
            self._fitted(surface, name, MIN_TEXT, TEXT_WHITE, band.w - 2 * (HAND_BAND_PAD - HAND_BAND_INSET),
                         center=band.center)

    def _draw_pile_bands(self, surface: pygame.Surface) -> None:
        for name, band in self.pile_bands().values():
            self._band_plate(surface, band)
            draw_text(surface, name, MIN_TEXT, TEXT_WHITE, center=band.center)

    def count_box(self, piece: Piece, word: str) -> pygame.Rect:
        """Where a group's "×3" goes: on its picture's corner, clear of the name, inside the area (a
        low tile's picture is narrower than the plate); a chip prints it at its right end."""
        if piece.key in self.chips:
            width = font(MIN_TEXT, True).size(word)[0]
            return pygame.Rect(piece.rect.right - CHIP_PAD - width, piece.rect.y, width, piece.rect.h)
        picture = tile_layout(piece.size).picture.move(piece.rect.topleft)
        box = pygame.Rect((0, 0), font(MIN_TEXT, True).size(word)).inflate(10, 0)
        box.bottomright = picture.bottomright
        box.left = max(box.left, piece.rect.left - 4)
        return box

    def _draw_counts(self, surface: pygame.Surface) -> None:
        """"×3" on the picture of a group holding three monkeys of a kind."""
        for seat in range(self.players):
            for kind, codes in self.groups(seat):
                piece = self.pieces.get(self.group_key(seat, kind))
                if piece is None or len(codes) < 2 or piece.key in self.chips:
                    continue
                word = f"×{len(codes)}"
                box = self.count_box(piece, word)
                pygame.draw.rect(surface, INK, box, border_radius=8)
                pygame.draw.rect(surface, TEXT_WHITE, box, 2, border_radius=8)
                draw_text(surface, word, MIN_TEXT, TEXT_WHITE, bold=True, center=box.center)

    def _draw_options(self, surface: pygame.Surface) -> None:
        for rect, _, words in self.options():
            draw_legal_frame(surface, rect)
        hovered = next(((rect, words) for rect, _, words in self.options()
                        if rect.collidepoint(self.scene.pointer)), None)
        if hovered:
            self._draw_label(surface, *hovered)
        focused = self.focused_target()
        if focused is not None:
            rect, words, _ = focused
            draw_focus_ring(surface, rect)
            if words and not hovered:
                self._draw_label(surface, rect, words)

    def label_box(self, place: pygame.Rect, words: str) -> pygame.Rect:
        """Where a choice's words go: under the place, else over it, wherever they cover no name tag,
        no button under the hand, no other card or group and no other lit place (over the pointer they
        hid the trainer's name above their first group, or the title of the card above); else across
        the place itself."""
        size = font(MIN_TEXT, True).size(words)
        box = pygame.Rect((0, 0), (size[0] + 16, size[1] + 6))
        screen = pygame.Rect(0, 0, 1920, 1080)
        covered = [self.tag_rect(seat) for seat in range(self.players)] + [CANCEL_BUTTON, FINISH_BUTTON]
        covered += [rect for rect, _, _ in self.options() if rect != place]
        covered += [piece.rect for key, piece in self.pieces.items()
                    if key.startswith(("hand-", "group-")) and piece.rect != place]
        under, over = box.copy(), box.copy()
        under.midtop = (place.centerx, place.bottom + 8)
        over.midbottom = (place.centerx, place.y - 8)
        for candidate in (under.clamp(screen), over.clamp(screen)):
            if candidate.collidelist(covered) < 0:
                return candidate
        box.center = place.center
        return box.clamp(screen)

    def _draw_label(self, surface: pygame.Surface, place: pygame.Rect, words: str) -> None:
        """What a choice would pick, in a gold label by the place."""
        label = font(MIN_TEXT, True).render(words, True, INK)
        box = self.label_box(place, words)
        pygame.draw.rect(surface, HIGHLIGHT_LEGAL, box, border_radius=10)
        surface.blit(label, label.get_rect(center=box.center))

    def mark_spot(self, key: str) -> Point | None:
        """Where a mark's word goes: over a trainer's monkeys (the seat at the screen's, never over
        the hand beside them), or on a card's picture, clear of its name; None when not shown now."""
        if key.startswith("area-"):
            seat = int(key[len("area-"):])
            if seat in self.blasts:
                return None  # the explosion first, then what it left
            if seat == self.me:
                groups = self.my_groups_rect()
                return groups.centerx, groups.y + 70
            rect = self.area_rect(seat)
            left_of = self.silhouette_column(seat).x if self.is_zombie(seat) else rect.right
            return (rect.x + left_of) // 2, rect.y + 70  # clear of a zombie's silhouette
        piece = self.pieces.get(key)
        if piece is None:
            return None
        if key in self.chips:
            return piece.rect.center
        if key.startswith("group-"):
            return tile_layout(piece.size).picture.move(piece.rect.topleft).center  # the name stays readable
        return piece.rect.centerx, piece.rect.centery + piece.rect.h // 4

    def mark_box(self, key: str, word: str) -> pygame.Rect | None:
        """The plate a mark's word is written on, or None when the mark is not shown now."""
        spot = self.mark_spot(key)
        if spot is None:
            return None
        box = pygame.Rect((0, 0), font(MIN_TEXT, True).size(word)).inflate(14, 4)
        box.center = (round(spot[0]), round(spot[1]))
        return box

    def _draw_marks(self, surface: pygame.Surface) -> None:
        for key, (word, _) in self.marks.items():
            box = self.mark_box(key, word)
            if box is None:
                continue
            if key in self.pieces:
                pygame.draw.rect(surface, HIGHLIGHT_LEGAL, self.pieces[key].rect.inflate(8, 8), 4, border_radius=12)
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, box, border_radius=10)
            label = font(MIN_TEXT, True).render(word, True, INK)
            surface.blit(label, label.get_rect(center=box.center))

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        finish = self.finish_action()
        if finish is not None and self.hand_face_up():
            words = "Proceed (Enter)" if finish.kind == "proceed" else "End round (Enter)"
            pygame.draw.rect(surface, (201, 138, 27), FINISH_BUTTON, border_radius=14)
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, FINISH_BUTTON, 3, border_radius=14)
            draw_text(surface, words, 30, INK, bold=True, center=FINISH_BUTTON.center)
        if self.cancel_shown():
            pygame.draw.rect(surface, (36, 74, 54), CANCEL_BUTTON, border_radius=14)
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, CANCEL_BUTTON, 3, border_radius=14)
            draw_text(surface, "Cancel (Esc)", 30, TEXT_WHITE, bold=True, center=CANCEL_BUTTON.center)

    def _draw_blast(self, surface: pygame.Surface, seat: int) -> None:
        """An explosion over the blasted trainer's area: a burst with the word on it."""
        rect = self.area_rect(seat)
        centre = rect.center
        radius = min(rect.w, rect.h) * 0.55
        for scale, colour in ((1.0, (120, 40, 10)), (0.92, (240, 120, 30)), (0.62, (255, 220, 90))):
            points = []
            for index in range(24):
                reach = radius * scale * (1.0 if index % 2 == 0 else 0.55)
                angle = index * math.pi / 12
                points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
            pygame.draw.polygon(surface, colour, points)
        draw_outlined(surface, "BLAST!", 56, TEXT_WHITE, center=centre)
        fate = "rises as a zombie" if self.is_zombie(seat) else "is out"
        draw_outlined(surface, f"{self.scene.name(seat)} {fate}", MIN_TEXT + 4, TEXT_WHITE,
                      center=(centre[0], centre[1] + 46))

    def preview(self) -> tuple[str, pygame.Rect] | None:
        """The card under the pointer, shown large enough to read its name and what it does (its kind
        and where): beside it, on the side clear of the move log, which is drawn over the table, and
        above or below the centre panel rather than over it."""
        pointer = self.scene.pointer
        hits = [piece for piece in self.pieces.values()
                if isinstance(piece, Card) and piece.label in KIND_OF_NAME and piece.hit(pointer)]
        if not hits or any(rect.collidepoint(pointer) for rect, _, _ in self.options()):
            return None
        piece = max(hits, key=lambda piece: piece.z)
        if piece.size[1] >= PREVIEW[1]:
            return None
        rect = pygame.Rect((0, 0), PREVIEW)
        rect.midleft = (piece.rect.right + 16, piece.rect.centery)
        if rect.right > 1910 or rect.colliderect(self.log_rect):
            rect.midright = (piece.rect.x - 16, piece.rect.centery)
        rect.clamp_ip(pygame.Rect(0, 74, 1920, 1006))
        centre = self.centre_layout().box
        if rect.colliderect(centre):  # the news and the buzzers stay in view: "Ana: L-Shift" was hidden
            if piece.rect.centery >= centre.centery:
                rect.top = centre.bottom + 6
            else:
                rect.bottom = centre.y - 6
            rect.clamp_ip(pygame.Rect(0, 74, 1920, 1006))
        return KIND_OF_NAME[piece.label], rect

    def _draw_preview(self, surface: pygame.Surface) -> None:
        shown = self.preview()
        if shown is not None:
            kind, rect = shown
            surface.blit(card_face(kind, PREVIEW), rect)

    # --- small helpers ---

    @staticmethod
    def _clipped(text: str, width: int) -> str:
        face = font(MIN_TEXT)
        while len(text) > 1 and face.size(text)[0] > width:
            text = text[:-2] + "…"
        return text

    @staticmethod
    def _fitted(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], width: int,
                bold: bool = False, **anchor: tuple[int, int]) -> pygame.Rect:
        while size > MIN_TEXT and font(size, bold).size(text)[0] > width:
            size -= 2
        face = font(size, bold)
        while len(text) > 1 and face.size(text)[0] > width:
            text = text[:-2] + "…"
        return draw_text(surface, text, size, colour, bold=bold, **anchor)

    def results_lines(self) -> list[str]:
        """Who won after how many rounds, then each blast in the order they came."""
        view, name = self.view, self.scene.name
        lines = []
        if view["winner"] is not None:
            lines.append(f"{name(view['winner'])} wins after {plural(view['rounds'], 'round')}: "
                         f"{WON_BY[view['won_by']]}")
        for blast in blasts(self.scene.session):
            how = "electric shock" if blast.how == "now" else "lit fuse at the end of the round"
            if blast.again:
                lines.append(f"{name(blast.seat)} blasted again in round {blast.round} ({how}): still a zombie")
                continue
            fate = " and rose as a zombie" if blast.rose else ""
            lines.append(f"{name(blast.seat)} blasted in round {blast.round} ({how}){fate}")
        return lines[:RESULT_LINES]

    @staticmethod
    def lasted(session: Session) -> tuple[int, ...]:
        """Everyone but the winner scores 0, yet the trainers went out one by one: the later a trainer
        was first blasted, the better it placed, and never blasted is best."""
        order = [blast.seat for blast in blasts(session)]
        count = len(session.seats)
        return tuple(order.index(seat) if seat in order else count for seat in range(count))

    @staticmethod
    def standings(session: Session) -> list[str]:
        """What placed each trainer, for the results' column (the rules' scores are 1 for the winner
        and 0 for everyone else): how the winner won, when each other trainer was blasted and in what
        order, a zombie's parts, or still standing."""
        view = session.view(None)
        first: dict[int, Blast] = {}
        for blast in blasts(session):
            first.setdefault(blast.seat, blast)
        order = {seat: place for place, seat in enumerate(first, 1)}
        words = []
        for seat in range(view["players"]):
            if seat == view["winner"]:
                words.append(WON_SHORT[view["won_by"]])
            elif view["status"][seat] == "zombie":
                since = f" from round {first[seat].round}" if seat in first else ""
                words.append(f"zombie{since}: {len(view['parts'][seat])} of {len(ZOMBIE_PARTS)} parts")
            elif seat in first:
                words.append(f"blasted {ORDINALS[order[seat] - 1]}, in round {first[seat].round}")
            else:
                words.append("still standing")
        return words


class Blast(NamedTuple):
    """One blast of the game, for the results."""

    seat: int
    round: int
    how: str
    """"now" (an electric shock) or "end-of-round" (a lit fuse)."""
    rose: bool
    """The trainer rose as a zombie."""
    again: bool
    """A zombie blasted again: it stays a zombie."""


def blasts(session: Session) -> list[Blast]:
    """Every blast of the game in order, with its round, replayed from the record."""
    round_number = 1
    zombies: set[int] = set()
    found = []
    for _, events in session.history(len(session.record.actions)):
        for event in events:
            if event.kind == "round":
                round_number += 1
            elif event.kind == "blasted":
                seat, rose = event.data["seat"], bool(event.data["zombie"])
                found.append(Blast(seat, round_number, event.data["how"], rose, seat in zombies))
                if rose:
                    zombies.add(seat)
    return found


ADAPTER = CheekyMonkeysTable

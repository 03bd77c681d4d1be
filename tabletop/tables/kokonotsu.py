"""The Kokonotsu table: the 3x3 grid of coconuts in the middle, the round's panel beside it, and each
seat's area around them, the seat at the screen at the bottom and the others clockwise from its left.

A seat's area holds its hand, its two Ambush cards, the cards it has played this round (face down),
its discard pile fanned so every value shows, and its draw pile. The owner peeks at their Ambush
cards by pointing at them or by pressing P; nobody else ever sees them.

Every choice works with the mouse and with the keyboard (Tab or the arrows to move, Enter to choose):
the dealer clicks a lit coconut (or presses its number); a card is played by dragging it to the
play spot (or clicking it, then the spot); Discard-nut's two cards by dropping one on the other;
Change-nut's swap by dropping a hand card on an Ambush card; Who-nut's gift on the neighbour's area;
Adjoining-nut's blind draw and Discard-nut's take-back by clicking the card. The direction is a
dialog; the No-no number a row of tiles in the panel (or the keys 1-9 and 0 for 10).

When the last choice is made the last card goes down with the others, then all are turned over together
(the rulebook's "Coconots, go!", told in plain words); only once they are face up are each seat's
monkeypower, who won and a completed line drawn and logged, and then a notice says who won (beside the
grid when a line ends the game, so the line stays in sight); on OK the cards go to the discard piles
and the chips onto the grid.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, NamedTuple

import pygame

from rules.core import Action
from rules.kokonotsu import (
    CHANGE_NUT,
    COCONUT_NAMES,
    DIRECTION_STEPS,
    EFFECTS,
    LAS_NUT,
    LAS_NUT_POSITION,
    POSITION_CELLS,
    POSITIONS,
    ROUNDS,
    card_owner,
    card_value,
    directions,
    line_words,
    points,
)
from tabletop.art.kokonotsu import (
    coconut_back,
    coconut_face,
    coconut_layout,
    dealer_chip,
    draw_panel,
    fitted_label,
    label,
    monkey_back,
    monkey_face,
    seat_colour,
    shade,
    wrapped,
)
from tabletop.art.palette import HIGHLIGHT_LEGAL, seat_tag
from tabletop.art.text import NO_BREAK, ellipsize, font, wrap_sentence
from tabletop.bus import ActionApplied
from tabletop.movelog import held_units
from tabletop.pieces.card import FLIP_MS, Card
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.layout import Hand, Pile
from tabletop.pieces.piece import Piece, Point
from tabletop.pieces.tokens import Chip
from tabletop.tables.base import MOVE_BEAT_MS, Beat, Notice, Prompt, TableAdapter

Size = tuple[int, int]
InfoLine = tuple[str, tuple[int, int, int]]
"""A line under a seat's name and its colour."""

NUT_CARD = (156, 156)
GRID_STEP = 170
GRID_ORIGIN = (486, 290)
CHIP_DIAMETER = 76
DEALER_CHIP = 2 * coconut_layout("coconut", NUT_CARD).chip[1]
"""The dealer's chip fits the free spot beside a coconut's icon."""
PANEL = pygame.Rect(1000, 284, 452, 506)
PANEL_HEAD = 56
"""The panel's first row: the round and the dealer."""
PANEL_TEXT_WIDTH = PANEL.width - 36
"""The panel's lines with 3 and 4 players (any board: Board.text_width)."""
PANEL_SIZE = 24
INFO_SIZE = 24
INFO_STEP = 29
CAPTION_SIZE = 24
NAME_SIZES = (30, 28, 26, 24)
"""Bold sizes a seat's name may take: a long one shrinks before it is cut short."""
NAME_CHIP_GAP = 10
NAME_COLOUR = (255, 245, 220)
"""Text sizes: 24 logical pixels still read at 13 px in a 1024x600 window (scale 0.53)."""
TILE = (38, 56)
TILES_TOP = 494
"""The No-no tiles: one row under the dealer's task, above where the move log may share the panel."""
TOAST_CLEARANCE = 6
"""Felt kept between the toasts' band and the words and frames around it."""


class Board(NamedTuple):
    """Where the coconut grid and the round's panel sit."""

    grid_origin: Point
    panel: pygame.Rect
    line_notice_area: pygame.Rect
    """Where the notice of a round that completes a line stands: beside the grid, so the winning line
    is seen framed with it (its box is as wide as the longest title, which no room beside the grid
    with 3 and 4 players leaves clear of the right seat's played cards: the notice repeats their sum)."""
    notice_area: pygame.Rect | None = None
    """Where any other round's notice stands (None: the scene's own place, over the grid and panel)."""
    text_grow: int = 0
    """How much larger the panel's words are than with 3 and 4 players (a wider panel has room)."""

    @property
    def text_width(self) -> int:
        return self.panel.width - 36

    @property
    def panel_head(self) -> int:
        return PANEL_HEAD + self.text_grow


BOARD = Board(GRID_ORIGIN, PANEL, pygame.Rect(1006, PANEL.y, 902, 540))
"""With 3 and 4 players: seats on the left and right, the grid and panel between them."""
TWO_PLAYER_BOARD = Board((36, GRID_ORIGIN[1]), pygame.Rect(554, PANEL.y, 890, PANEL.h),
                         pygame.Rect(554, PANEL.y, 890, PANEL.h), pygame.Rect(234, 0, 1000, 1080), text_grow=4)
"""With 2 players no seat sits at the sides: the grid stands at the left and the panel reaches to the
move log, as far from it as the grid from the screen's edge, so no felt is left empty; its words are
larger, and a round's notice is centred over the two (over the panel when it tells of a line)."""
MOVE_MS = 360
CHIP_MS = 700
GOLD_TEXT = (255, 215, 122)
TEXT = (245, 245, 235)
DIM_TEXT = (200, 212, 200)
WIN_EDGE = (30, 20, 8)
"""The dark rim round the winning line's gold frames: the gold stands out on a light coconut too."""
NOTICE_WIDTH = 930
REVEAL_WORDS = "Cards up!"
"""The reveal notice's title, before the round and its coconut: what happens when the last card is
played, said as players would (the rulebook's shout for it means nothing to a new player). Short: the
title with the longest coconut's name must fit the notice."""
REVEAL_STATUS = "Every played card turns face up"
"""The banner while the reveal notice is up."""
NOTICE_LINES = 7
"""The notice box is centred on the grid; with at most this many lines it leaves every seat's played
cards (and the powers written beside them) visible around it."""
TURN_UP_BEAT_MS = FLIP_MS + 140
"""The played cards turn face up together and lie still a moment before their sums are written."""
RESULT_BEAT_MS = MOVE_BEAT_MS
"""The sums, who won and the winning line are seen on the table before the round's notice comes up."""

PASSING_LINES = {"who-nut": "Everyone hands a card to the player that way, who must play it.",
                 "adjoining-nut": "Everyone draws a card blind from the player that way and plays it."}
STATUS_WORDS = {"won": "WINS", "beaten": "beaten", "cancelled": "cancelled", "dropped": "drops out"}
REASONS = {"highest": "with the highest monkeypower", "second-highest": "with the second-highest monkeypower",
           "lowest": "with the lowest monkeypower", "last-standing": "as the only one still in",
           "five-gap": "as second-highest (five-gap: the top was 5 or more ahead)"}
TASKS = {
    "coconut": "choose this round's coconut.",
    "direction": "choose the direction.",
    "give": "choose a card to hand to {target}.",
    "take": "draw a card blind from {target}'s hand.",
    "take-back": "take a card back from your discard pile.",
    "swap": "swap a hand card with one of your Ambush cards.",
    "play": "play a card face down.",
    "play-two": "play two cards face down.",
    "announce": "name the No-no number: its player drops out.",
}
HINTS = {
    "direction": "Click a direction in the dialog, or Left, Right and Enter.",
    "coconut": "Click a lit coconut, press its number, or Tab and Enter.",
    "give": "Drag a card onto {target}'s area, or click it and then the area (Tab, Enter).",
    "take": "Click one of {target}'s cards (or Tab, Enter): you draw it blind.",
    "take-back": "Click a card of your discard pile (or Tab, Enter) to take it back.",
    "swap": "Drop a hand card on one of your Ambush cards (shown face up to you).",
    "play": "Drag a card to PLAY HERE, or click it, then the spot (Tab, Enter).",
    "play-two": "Drop one hand card on another to play both (click, click or Tab, Enter).",
    "announce": "Click a number, or press 1-9 (0 for 10).",
}


class Block(NamedTuple):
    """A paragraph of the round's panel."""

    text: str
    size: int
    colour: tuple[int, int, int]
    bold: bool = False
    gap: int = 0
    """Space above it."""
    optional: bool = False
    """Left out when the panel has no room for it."""
    rule: bool = False
    """A dividing line instead of text."""


RULE = Block("", 0, TEXT, gap=18, rule=True)


class Spot(NamedTuple):
    """Where a card should be, how big, which side up, and whose back it shows."""

    center: Point
    size: Size
    face_up: bool
    z: int
    owner: int | None


class Caption(NamedTuple):
    """A label over a part of a seat's area: centred on ``at``, or starting there (``midleft``)
    when the cards under it start at a fixed edge and grow to the right, as a discard fan does."""

    text: str
    at: Point
    anchor: str = "center"


@dataclass(frozen=True)
class SeatArea:
    """One side of the table: where that seat's things go."""

    rect: pygame.Rect
    name_at: Point
    info_at: Point
    hand: Hand
    hand_card: Size
    ambush: tuple[Point, Point]
    ambush_card: Size
    discard: Pile
    discard_card: Size
    draw_at: Point | None
    played: pygame.Rect
    played_card: Size
    played_caption: str
    captions: tuple[Caption, ...]
    name_room: int
    """Width from ``name_at`` to the next thing on the name's row: the name and the dealer chip after it."""
    chip_under_name: bool = False
    """A name that fits its row only without the dealer chip after it may take the whole row, the chip
    waiting at the row's end one line down, beside the short info lines (room there on the side seats)."""

    @property
    def played_head(self) -> pygame.Rect:
        """The top strip of the played box: its caption, and in a reveal the monkeypower badge, so
        the badge stays inside the box and off the cards."""
        return pygame.Rect(self.played.x + 8, self.played.y + 6, self.played.width - 16, PLAYED_HEAD)

    def played_spots(self, count: int) -> list[Point]:
        """The played cards side by side, centred in the box under its head."""
        width = self.played_card[0]
        step = min(width + 12, (self.played.width - 12 - width) / max(count - 1, 1))
        left = self.played.centerx - step * (count - 1) / 2
        y = (self.played_head.bottom + self.played.bottom) / 2
        return [(left + i * step, y) for i in range(count)]

    def moved(self, dx: int) -> SeatArea:
        """The same layout ``dx`` pixels to the right (the right-hand seat copies the left one)."""
        def shift(point: Point) -> Point:
            return (point[0] + dx, point[1])
        return SeatArea(self.rect.move(dx, 0), shift(self.name_at), shift(self.info_at),
                        Hand(shift(self.hand.center), self.hand.card_width, self.hand.max_width, self.hand.gap),
                        self.hand_card, (shift(self.ambush[0]), shift(self.ambush[1])), self.ambush_card,
                        Pile(shift(self.discard.origin), self.discard.spread, self.discard.max_width),
                        self.discard_card, shift(self.draw_at) if self.draw_at else None,
                        self.played.move(dx, 0), self.played_card, self.played_caption,
                        tuple(caption._replace(at=shift(caption.at)) for caption in self.captions),
                        self.name_room, self.chip_under_name)


PLAYED_HEAD = 60
"""Height of the played box's head strip: a two-line monkeypower badge."""
_LEFT = SeatArea(
    rect=pygame.Rect(12, 76, 440, 716), name_at=(62, 106), info_at=(28, 136),
    hand=Hand((134, 304), 70, 230, gap=10), hand_card=(70, 100),
    ambush=((316, 304), (392, 304)), ambush_card=(70, 100),
    discard=Pile((63, 462), (30, 0), 240), discard_card=(70, 100), draw_at=(396, 462),
    played=pygame.Rect(82, 530, 290, 236), played_card=(100, 142), played_caption="Played",
    captions=(Caption("Hand", (134, 240)), Caption("Ambush", (354, 240)), Caption("Discard", (28, 392), "midleft"),
              Caption("Draw", (396, 392))),
    name_room=378, chip_under_name=True)
AREAS = {
    "bottom": SeatArea(
        rect=pygame.Rect(12, 798, 1896, 274), name_at=(72, 834), info_at=(34, 866),
        hand=Hand((592, 964), 124, 520, gap=16), hand_card=(124, 176),
        ambush=((1226, 964), (1342, 964)), ambush_card=(104, 148),
        discard=Pile((1472, 964), (34, 0), 272), discard_card=(80, 114), draw_at=(1850, 964),
        played=pygame.Rect(874, 826, 260, 236), played_card=(110, 156), played_caption="Play",
        captions=(Caption("Hand", (592, 862)), Caption("Ambush", (1284, 862)),
                  Caption("Discard", (1432, 862), "midleft"), Caption("Draw", (1850, 862))),
        name_room=480),
    "left": _LEFT,
    "right": _LEFT.moved(1456),
    "top": SeatArea(
        rect=pygame.Rect(470, 76, 980, 202), name_at=(520, 104), info_at=(484, 130),
        hand=Hand((796, 206), 62, 198, gap=6), hand_card=(62, 88),
        ambush=((938, 206), (1004, 206)), ambush_card=(62, 88),
        discard=Pile((1080, 206), (24, 0), 150), discard_card=(62, 88), draw_at=None,
        played=pygame.Rect(1270, 84, 174, 186), played_card=(72, 102), played_caption="Played",
        captions=(Caption("Hand", (796, 142)), Caption("Ambush", (971, 142)),
                  Caption("Discard", (1049, 142), "midleft")),
        name_room=740),
    "across": SeatArea(
        rect=pygame.Rect(12, 76, 1438, 202), name_at=(62, 106), info_at=(28, 136),
        hand=Hand((450, 192), 90, 300, gap=10), hand_card=(90, 128),
        ambush=((665, 192), (765, 192)), ambush_card=(90, 128),
        discard=Pile((870, 192), (34, 0), 280), discard_card=(80, 114), draw_at=(1190, 192),
        played=pygame.Rect(1246, 84, 196, 186), played_card=(80, 114), played_caption="Played",
        captions=(Caption("Hand", (450, 100)), Caption("Ambush", (715, 100)), Caption("Discard", (830, 100), "midleft"),
                  Caption("Draw", (1190, 100))),
        name_room=340),
}
"""The top seat shares the top band with the move log or the other seats; the one opponent of a 2-player
game has the band to itself ("across"), with bigger cards than any seat but the one at the screen."""
SIDES = {2: ("bottom", "across"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
"""Screen sides by seat offset from the viewer, clockwise: the next seat (the viewer's left) on the left."""


def board_for(players: int) -> Board:
    return TWO_PLAYER_BOARD if players == 2 else BOARD


def cell_rect(position: int, board: Board = BOARD) -> pygame.Rect:
    row, column = POSITION_CELLS[position]
    left, top = board.grid_origin
    return pygame.Rect(left + column * GRID_STEP, top + row * GRID_STEP, *NUT_CARD)


def dealer_chip_spot(position: int, nut: str, board: Board = BOARD) -> Point:
    """On the chosen coconut, beside its icon: the name, number and reminder stay readable."""
    (x, y), _ = coconut_layout(nut, NUT_CARD).chip
    rect = cell_rect(position, board)
    return (rect.x + x, rect.y + y)


def tile_rect(number: int, board: Board = BOARD) -> pygame.Rect:
    return pygame.Rect(board.panel.x + 18 + (number - 1) * (TILE[0] + 4), TILES_TOP, *TILE)


def is_card(key: str) -> bool:
    """Card ids are "<colour>-<value>"; other keys are backs ("hand-1-0") or grid things."""
    return key[-1].isdigit() and not key.startswith(("hand-", "ambush-", "down-", "nut-", "chip-"))


@dataclass
class KokonotsuTable(TableAdapter):
    peek: bool = False
    staged: dict[str, Any] | None = None
    """The reveal being shown: its cards stay in the played spots until the notice is closed."""
    cards_up: bool = False
    """The reveal's cards have been turned face up (they lie face down while the last one goes down)."""
    result_told: bool = False
    """The reveal's sums, verdicts and winning line are drawn: only once its cards are face up, as the
    move log tells them only then."""
    reveal_starts: dict[str, Point] = field(default_factory=dict)
    """Where each card of a reveal being staged sets off: from the face-down card it replaces."""
    shown_viewer: int | None = -1
    hovered_cell: int | None = None

    @property
    def board(self) -> Board:
        return board_for(self.view["players"])

    @property
    def log_rect(self) -> pygame.Rect:
        """The move log where no seat sits: the right column with 2 players, the top band with 3;
        with 4 the lower part of the coconut panel (asked of kokonotsu-ui to keep free)."""
        players = self.view["players"]
        if players == 2:
            return pygame.Rect(1468, 76, 440, 716)
        if players == 3:
            return pygame.Rect(470, 76, 980, 202)
        return pygame.Rect(1000, 560, 452, 230)

    def toast_area(self) -> pygame.Rect:
        """Where toasts may stand: over the cards of the seat across the top (its hand to its played
        box, under their labels), which keeps every seat's name, lines and labels, the move log and the
        round's panel in view; with 3 players no seat sits there, and toasts cover the move log's lower
        half, under its title and newest line."""
        if self.view["players"] == 3:
            return self.lower_log_area()
        seat = next(seat for seat in range(self.view["players"]) if self.side(seat) in ("across", "top"))
        area = self.area(seat)
        labels = [rect for _, rect in self.captions(seat)] + [area.played_head]
        left = round(area.hand.center[0] - area.hand.max_width / 2)
        top = max(rect.bottom for rect in labels) + TOAST_CLEARANCE
        return pygame.Rect(left, top, area.played.right - left, area.rect.bottom - TOAST_CLEARANCE - top)

    def toast_band(self) -> tuple[int, int, int]:
        area = self.toast_area()
        return area.top, area.bottom, area.w - 40  # a box is its line and 40 pixels

    def toast_centre_x(self) -> int:
        return self.toast_area().centerx

    # --- who sits where ---

    def side(self, seat: int) -> str:
        players = self.view["players"]
        return SIDES[players][(seat - self.me) % players]

    def area(self, seat: int) -> SeatArea:
        return AREAS[self.side(seat)]

    def name(self, seat: int) -> str:
        return self.scene.name(seat)

    def neighbour(self, seat: int) -> int:
        """Whom the seat gives to (Who-nut) or takes from (Adjoining-nut) this round."""
        view = self.view
        return (seat + DIRECTION_STEPS[view["direction"] or "left"]) % view["players"]

    def acting_viewer(self) -> int | None:
        """The seat at the screen if it is a human who must choose now."""
        seat = self.scene.viewer
        if seat is None or seat not in self.view["waiting_for"] or self.scene.session.seats[seat].is_bot \
                or self.staged is not None or self.scene.read_only:  # a replay is watched, never played
            return None
        return seat

    def legal_now(self) -> list[Action]:
        """The viewer's legal actions (none while a reveal is being shown)."""
        seat = self.acting_viewer()
        return self.scene.legal(seat) if seat is not None else []

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_now()

    def two_card_play(self) -> bool:
        return any(a.kind == "play" and len(a.args) == 2 for a in self.legal_now())

    def swapping(self) -> bool:
        return any(a.kind == "swap" for a in self.legal_now())

    # --- pieces from the view ---

    def sync(self) -> None:
        view = self.view
        fresh = self.shown_viewer != self.scene.viewer
        if fresh:
            self.peek = False
        self.shown_viewer = self.scene.viewer
        staged = self._staged_cards()
        wanted: dict[str, Spot] = {}
        for cell in view["grid"]:
            position = cell["position"]
            face_up = cell["face_up"] or (self.staged is not None and self.staged["position"] == position)
            wanted[f"nut-{position}"] = Spot(cell_rect(position, self.board).center, NUT_CARD, face_up, 1, None)
        for seat in range(view["players"]):
            self._want_seat(seat, staged, wanted)
        self._place(wanted, staged, fresh)
        self._place_chips(fresh)
        hand = set(view["hand"] or [])
        for key, piece in self.pieces.items():
            piece.draggable = key in hand and any(self.is_legal(zone.action) for zone in self.zones_for(piece))

    def _staged_cards(self) -> dict[str, int]:
        """Card -> seat that showed it, for the reveal on screen."""
        if self.staged is None:
            return {}
        return {card: entry["seat"] for entry in self.staged["seats"] for card in entry["cards"]}

    def _want_seat(self, seat: int, staged: dict[str, int], wanted: dict[str, Spot]) -> None:
        view = self.view
        area = self.area(seat)
        mine = seat == self.scene.viewer and view["hand"] is not None
        if mine:
            hand = sorted(view["hand"], key=card_value)
        else:
            count = view["hand_counts"][seat]
            known = [c for c in view["known_hands"][seat] if c not in staged] if self._hand_still_known(seat) else []
            hand = known[:count] + [f"hand-{seat}-{i}" for i in range(count - len(known[:count]))]
        for key, spot in zip(hand, area.hand.positions(len(hand))):
            wanted[key] = Spot(spot, area.hand_card, is_card(key), 10, seat)
        if not (self.staged and self.staged["coconut"] == LAS_NUT):
            count = view["ambush_counts"][seat]
            shown = self._ambush_shown(seat)
            if shown is not None:
                ambush = shown
            else:
                ambush = list(view["ambush"]) if mine else [f"ambush-{seat}-{i}" for i in range(count)]
            for key, spot in zip(ambush, area.ambush):
                face_up = shown is not None or (mine and self._peeking(key))
                wanted[key] = Spot(spot, area.ambush_card, face_up, 10, seat)
        pile = [c for c in view["discards"][seat] if c not in staged]
        for index, (card, spot) in enumerate(zip(pile, area.discard.positions(len(pile)))):
            wanted[card] = Spot(spot, area.discard_card, True, 20 + index, seat)
        if self.staged is not None:
            played = [(card, self.cards_up, seat) for card in self.staged["seats"][seat]["cards"]]
        elif seat == self.scene.viewer:
            played = [(card, self._peeking(card), card_owner(card)) if card else (f"down-{seat}-{i}", False, owner)
                      for i, (card, owner) in enumerate(zip(view["my_face_down"], view["face_down"][seat]))]
        else:
            played = [(f"down-{seat}-{i}", False, owner) for i, owner in enumerate(view["face_down"][seat])]
        for (key, face_up, owner), spot in zip(played, area.played_spots(len(played))):
            wanted[key] = Spot(spot, area.played_card, face_up, 40, owner)

    def _ambush_shown(self, seat: int) -> list[str] | None:
        """The seat's Ambush cards once the Las-nut reveal has shown them to all: they stay face up, as
        nothing is played after it."""
        record = self.view["last_reveal"]
        if record is None or record["coconut"] != LAS_NUT:
            return None
        cards = record["seats"][seat]["cards"]
        return list(cards) if len(cards) == self.view["ambush_counts"][seat] else None

    def _hand_still_known(self, seat: int) -> bool:
        """Whether the cards everyone saw in this hand are surely still in it: not once the hands are
        passed round (or shuffled to be drawn from), nor once the seat has put a card down this round."""
        view = self.view
        return view["phase"] not in ("give", "take") and (self.staged is not None or not view["face_down"][seat])

    def _place(self, wanted: dict[str, Spot], staged: dict[str, int], fresh: bool) -> None:
        for key in [k for k in self.pieces if k not in wanted and not k.startswith(("chip-", "dealer"))]:
            del self.pieces[key]
        for key, spot in wanted.items():
            face, back = self._looks(key, spot)
            piece = self.pieces.get(key)
            if piece is None:
                start = spot.center if fresh else self._spawn_point(key, spot)
                piece = Card(key, spot.size, face, back, start, face_up=spot.face_up and key not in staged,
                             label=f"{card_value(key)}" if is_card(key) else key)
                self.pieces[key] = piece
            assert isinstance(piece, Card)
            piece.size = spot.size
            piece.set_face(face)
            piece.back = back
            piece.scale = 1.0
            piece.z = spot.z
            piece.turn(spot.face_up, self.now)
            if fresh:
                piece.place(spot.center)
            else:
                piece.move_to(spot.center, self.now, MOVE_MS)

    def _looks(self, key: str, spot: Spot) -> tuple[Callable[[], pygame.Surface], Callable[[], pygame.Surface]]:
        size = spot.size
        if key.startswith("nut-"):
            position = int(key[4:])
            cell = self.view["grid"][position - 1]
            nut, name = cell["coconut"], cell["name"]
            caption = "carried over" if position in self.view["carried"] else f"played: {name}"
            return (lambda: coconut_face(nut, name, position, size)), (lambda: coconut_back(caption, position, size))
        owner = card_owner(key) if is_card(key) else spot.owner
        def back() -> pygame.Surface:
            return monkey_back(size, owner)
        return ((lambda: monkey_face(key, size)) if is_card(key) else back), back

    def _spawn_point(self, key: str, spot: Spot) -> Point:
        """New hand cards come from the draw pile; a card put down elsewhere comes from its hand."""
        view = self.view
        if key in self.reveal_starts:
            return self.reveal_starts[key]
        if key in (view["hand"] or []) and self.scene.viewer is not None:
            return self.area(self.scene.viewer).draw_at or spot.center
        if key.startswith("down-"):
            return self.area(int(key.split("-")[1])).hand.center
        return spot.center

    def _place_chips(self, fresh: bool) -> None:
        view = self.view
        hidden = set(self.staged["chips_placed"]) if self.staged else set()
        wanted = set()
        for cell in view["grid"]:
            owner, position = cell["chip"], cell["position"]
            if owner is None or position in hidden:
                continue
            key = f"chip-{position}"
            wanted.add(key)
            target = cell_rect(position, self.board).center
            piece = self.pieces.get(key)
            if not isinstance(piece, Chip) or piece.seat != owner:
                piece = Chip(key, owner, target if fresh else self.chip_home(owner), CHIP_DIAMETER, z=5)
                self.pieces[key] = piece
            piece.move_to(target, self.now, CHIP_MS)
        for key in [k for k in self.pieces if k.startswith("chip-") and k not in wanted]:
            del self.pieces[key]
        position = self.staged["position"] if self.staged else view["coconut_position"]
        if position:
            target: Point = dealer_chip_spot(position, view["grid"][position - 1]["coconut"], self.board)
        else:
            target = self.chip_home(self.shown_dealer())
        chip = self.pieces.get("dealer-chip")
        if chip is None:
            chip = Piece("dealer-chip", (DEALER_CHIP, DEALER_CHIP), lambda: dealer_chip(DEALER_CHIP), target, z=6)
            self.pieces["dealer-chip"] = chip
        if fresh:
            chip.place(target)
        else:
            chip.move_to(target, self.now, CHIP_MS)

    def chips_on_screen(self) -> list[int | None]:
        """The chips by position, without those a reveal on screen has yet to place."""
        hidden = self.staged["chips_placed"] if self.staged else []
        return [None if cell["position"] in hidden else cell["chip"] for cell in self.view["grid"]]

    def name_fit(self, seat: int) -> tuple[str, int, bool]:
        """The seat's name as drawn, its size, and whether the dealer chip waits after it on its row:
        the largest size that leaves the chip room; else, where the area allows, the largest that fits
        the whole row (16 wide letters were cut on a side seat); else cut short at the smallest."""
        area = self.area(seat)
        name = self.name(seat)
        beside_chip = area.name_room - NAME_CHIP_GAP - DEALER_CHIP
        rooms = [(beside_chip, True), (area.name_room, False)] if area.chip_under_name else [(beside_chip, True)]
        for room, chip_beside in rooms:
            for size in NAME_SIZES:
                if font(size, True).size(name)[0] <= room:
                    return name, size, chip_beside
        room, size = rooms[0][0], NAME_SIZES[-1]
        return ellipsize(name, room, lambda text: font(size, True).size(text)[0]), size, True

    def name_label(self, seat: int) -> pygame.Surface:
        text, size, _ = self.name_fit(seat)
        return label(text, size, NAME_COLOUR, True)

    def chip_home(self, seat: int) -> Point:
        """Where the dealer chip waits and a won chip sets off: just after the seat's name, never on it,
        or where the name takes its whole row, at that row's end a line down."""
        area = self.area(seat)
        x, y = area.name_at
        text, size, chip_beside = self.name_fit(seat)
        if not chip_beside:
            return (x + area.name_room - DEALER_CHIP / 2, area.info_at[1] + INFO_STEP / 2)
        return (x + label(text, size, NAME_COLOUR, True).get_width() + NAME_CHIP_GAP + DEALER_CHIP / 2, y)

    def shown_dealer(self) -> int:
        """The dealer of the round on screen: while a reveal is shown, the one who chose its coconut."""
        view = self.view
        if self.staged is None or view["result"] is not None:
            return view["dealer"]
        return (view["dealer"] - 1) % view["players"]

    # --- peeking at one's own face-down cards ---

    def _secret_keys(self) -> list[str]:
        view = self.view
        if self.scene.viewer is None or view["ambush"] is None or self.staged is not None \
                or self._ambush_shown(self.scene.viewer) is not None:
            return []
        return [*view["ambush"], *filter(None, view["my_face_down"])]  # None: a Who-nut card not yet shown

    def _peeking(self, key: str) -> bool:
        if self.peek or self.scene.open_cards:  # a finished game's replay shows the chosen hand open
            return True
        if key in (self.view["ambush"] or []) and self.swapping():
            return True
        piece = self.pieces.get(key)
        return piece is not None and piece.hit(self.scene.interaction.pointer)

    # --- moves ---

    def zones_for(self, piece: Piece) -> list[DropZone]:
        """Where a hand card may go now; the play spot is always offered, so a drop there at the
        wrong moment is answered with the rules' reason (the keys pass it by then)."""
        view = self.view
        seat = self.acting_viewer()
        hand = view["hand"] or []
        if seat is None or piece.key not in hand:
            return []
        card = piece.key
        zones = []
        if view["phase"] == "give":
            target = self.neighbour(seat)
            zones.append(DropZone(self.area(target).rect, Action(seat, "give", (card,)),
                                  f"hand to {self.name(target)}"))
        if self.two_card_play():
            for other in hand:
                if other != card and other in self.pieces:
                    pair = tuple(c for c in hand if c in (card, other))
                    zones.append(DropZone(self.pieces[other].rect, Action(seat, "play", pair),
                                          f"with your {card_value(other)}"))
        if self.swapping():
            for ambush in view["ambush"]:
                if ambush in self.pieces:
                    zones.append(DropZone(self.pieces[ambush].rect, Action(seat, "swap", (card, ambush)),
                                          f"swap for Ambush {card_value(ambush)}"))
        play = Action(seat, "play", (card,))
        zones.append(DropZone(self.area(seat).played, play, "play", explain_only=not self.is_legal(play)))
        return zones

    def free_zones(self) -> list[DropZone]:
        seat = self.acting_viewer()
        if seat is None:
            return []
        view = self.view
        phase = view["phase"]
        if phase == "coconut":
            return [DropZone(cell_rect(c["position"], self.board), Action(seat, "coconut", (c["position"],)),
                             f"{c['position']}: {c['name']}") for c in view["grid"]]
        if phase == "announce":
            return [DropZone(tile_rect(n, self.board), Action(seat, "announce", (n,)), str(n)) for n in range(1, 11)]
        if phase == "take":
            source = self.neighbour(seat)
            area = self.area(source)
            spots = area.hand.positions(view["hand_counts"][source])
            return [DropZone(_rect_at(spot, area.hand_card), Action(seat, "take", (i + 1,)),
                             f"{self.name(source)}'s card {i + 1}") for i, spot in enumerate(spots)]
        if phase == "take-back":
            return self._discard_zones(seat)
        return []

    def _discard_zones(self, seat: int) -> list[DropZone]:
        """The visible strip of each fanned discard card (all of the top one)."""
        area = self.area(seat)
        pile = self.view["discards"][seat]
        spots = area.discard.positions(len(pile))
        zones = []
        for index, (card, spot) in enumerate(zip(pile, spots)):
            rect = _rect_at(spot, area.discard_card)
            if index + 1 < len(spots):
                rect.width = max(8, int(spots[index + 1][0] - spot[0]))
            zones.append(DropZone(rect, Action(seat, "take-back", (card,)), f"your {card_value(card)}"))
        return zones

    def prompt(self) -> Prompt | None:
        view = self.view
        if view["phase"] != "direction":
            return None
        dealer = view["dealer"]
        nut = view["coconut"]
        verb = "give to" if nut == "who-nut" else "take from"
        lines = list(wrapped(f"{view['coconut_name']}: {PASSING_LINES[nut]}", 32, NOTICE_WIDTH))
        for direction in directions(view["players"], nut):
            target = (dealer + DIRECTION_STEPS[direction]) % view["players"]
            lines.append(f"{direction.title()}: you {verb} {self.name(target)}")
        return Prompt(dealer, "Which way?", lines,
                      [(d.title(), Action(dealer, "direction", (d,))) for d in directions(view["players"], nut)])

    def status(self) -> str:
        view = self.view
        phase = view["phase"]
        if self.staged is not None:
            return REVEAL_STATUS
        if phase == "over":
            return "The game is over"
        waiting = view["waiting_for"]
        first = self.name(waiting[0]) if waiting else ""
        single = {"coconut": "choose a coconut", "direction": "choose the direction",
                  "announce": "name the No-no number", "take-back": "take a card back"}
        if phase in single:
            return f"{first}: {single[phase]}"
        verb = self._play_words(waiting) if phase == "play" else \
            {"give": "pass a card", "take": "draw a card blind"}[phase]
        if len(waiting) == view["players"]:
            return f"Everyone: {verb}"
        return f"{', '.join(self.name(s) for s in waiting)}: {verb}"

    def _play_words(self, waiting: list[int]) -> str:
        """The banner's task in the play step, which Change-nut and Discard-nut change for everyone
        (a card taken back under Discard-nut means two are played)."""
        view = self.view
        if view["coconut"] == CHANGE_NUT and not all(view["swapped"][seat] for seat in waiting):
            return "swap with Ambush, then play face down"
        return "play two face down" if any(view["taken_back"]) else "play face down"

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_p and self.scene.viewer is not None:
            self.peek = not self.peek
            return True
        seat = self.acting_viewer()
        number = _digit(event.key)
        if seat is None or number is None:
            return False
        phase = self.view["phase"]
        if phase == "coconut" and number != 10:
            self.scene.submit(Action(seat, "coconut", (number,)))
            return True
        if phase == "announce":
            self.scene.submit(Action(seat, "announce", (number,)))
            return True
        return False

    # --- what happened ---

    def beats(self, applied: ActionApplied) -> list[Beat]:
        """A reveal in steps: the last card goes down with the others, all turn face up together, and
        only then are the sums, the verdicts and a winning line drawn and told in the log."""
        if not any(event.kind == "reveal" for event in applied.events):
            return super().beats(applied)
        return [Beat(lambda: self.on_applied(applied), self.move_beat_ms),
                Beat(self._turn_cards_up, TURN_UP_BEAT_MS),
                Beat(self._tell_result, RESULT_BEAT_MS)]

    def on_applied(self, applied: ActionApplied) -> None:
        for event in applied.events:
            if event.kind == "reveal":
                self.staged, self.cards_up, self.result_told = event.data, False, False
                self.reveal_starts = self._stand_ins(event.data)
                endings = [e for e in applied.events if e.kind in ("line", "game-over")]
                self.scene.announce(self._reveal_notice(event.data, endings))
        self.sync()
        self.reveal_starts = {}

    def _stand_ins(self, record: dict[str, Any]) -> dict[str, Point]:
        """Where each revealed card lies now as a back: its seat's face-down card (or Ambush card, at
        Las-nut) in the same place; the last card played comes from its player's hand."""
        starts: dict[str, Point] = {}
        stand_in = "ambush" if record["coconut"] == LAS_NUT else "down"
        for entry in record["seats"]:
            seat = entry["seat"]
            for index, card in enumerate(entry["cards"]):
                piece = self.pieces.get(f"{stand_in}-{seat}-{index}")
                starts[card] = piece.center if piece is not None else self.area(seat).hand.center
        return starts

    def _turn_cards_up(self) -> None:
        self.cards_up = True
        self.sync()

    def _tell_result(self) -> None:
        """The cards are face up (a skipped turn lands at once): their sums and verdicts may show."""
        self.cards_up = self.result_told = True
        self.sync()
        for card in self._staged_cards():
            piece = self.pieces.get(card)
            if isinstance(piece, Card):
                piece.flip_started = None

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        if self.staged is not None and not self.scene.notices:
            self._end_reveal()
        pointer = self.scene.interaction.pointer
        hand = [self.pieces[c] for c in self.view["hand"] or [] if c in self.pieces]
        hits = [piece for piece in hand if piece.hit(pointer)]
        Hand.apply_hover(hand, max(hits, key=lambda p: p.z) if hits else None)
        self.hovered_cell = next((p for p in POSITIONS if cell_rect(p, self.board).collidepoint(pointer)), None)
        for key in self._secret_keys():
            piece = self.pieces.get(key)
            if isinstance(piece, Card):
                piece.turn(self._peeking(key), now_ms)

    def _end_reveal(self) -> None:
        """The notice is closed: the cards go to the discard piles and the chips onto the grid (at
        once when the game is over, as the results come up straight away)."""
        self.staged = None
        self.sync()
        if self.view["result"] is not None:
            for piece in self.pieces.values():
                if piece.tween is not None:
                    piece.place(piece.tween.end)

    def _reveal_notice(self, record: dict[str, Any], endings: list[Any]) -> Notice:
        nut_name = COCONUT_NAMES[record["coconut"]]
        lines = [f"{self.name(e['seat'])}: {power_text(record, e)}  {self._status_word(record, e)}"
                 for e in record["seats"]]
        lines += wrap_sentence(self._outcome_sentence(record), 32, NOTICE_WIDTH)
        area = self.board.notice_area
        for event in endings:
            if event.kind == "line":
                area = self.board.line_notice_area
                words, _, numbers = line_words(event.data["positions"]).partition(" (")
                where = f"{words} ({numbers.replace(' ', NO_BREAK)}"  # "(3 · 9 · 7)" never split
                lines.append(f"{self.name(event.data['seat'])} completes {where} and wins the game!")
            elif event.data["by"] == "points":
                lines.append("That was the last round: the points decide.")
        return Notice(f"{REVEAL_WORDS}  Round {record['round']}: {nut_name}", lines[:NOTICE_LINES], area)

    def _status_word(self, record: dict[str, Any], entry: dict[str, Any]) -> str:
        if entry["status"] == "dropped":
            return f"drops out (No-no {record['no_no']})"
        if entry["status"] == "cancelled":
            return "cancelled (same power)"
        return STATUS_WORDS[entry["status"]]

    def _outcome_sentence(self, record: dict[str, Any]) -> str:
        nut_name = COCONUT_NAMES[record["coconut"]]
        no_no = ""
        if record["no_no"] is not None and not record["dropped"]:
            no_no = f"The No-no number was {record['no_no']}: nobody played it. "
        winner = record["winner"]
        if winner is not None:
            extra = len(record["chips_placed"]) - 1
            carried = f" and {_count(extra, 'carried coconut')}" if extra else ""
            return f"{no_no}{self.name(winner)} wins {nut_name}{carried} {REASONS[record['reason']]}."
        if record["lost"]:
            extra = len(record["lost"]) - 1
            what = f"{nut_name} and {_count(extra, 'carried coconut')} are" if extra else f"{nut_name} is"
            return f"{no_no}Nobody wins: {what} lost."
        return f"{no_no}Nobody wins: {nut_name} is turned over and goes to the next round's winner too."

    # --- drawing ---

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat in range(view["players"]):
            self._draw_area(surface, seat)
        left, top = self.board.grid_origin
        grid = pygame.Rect(left - 12, top - 12, 2 * GRID_STEP + NUT_CARD[0] + 24,
                           2 * GRID_STEP + NUT_CARD[1] + 24)
        draw_panel(surface, grid, 120, (120, 90, 50))
        self._draw_panel(surface)

    def _draw_area(self, surface: pygame.Surface, seat: int) -> None:
        view = self.view
        area = self.area(seat)
        acting = seat in view["waiting_for"] and self.staged is None
        draw_panel(surface, area.rect, 190, HIGHLIGHT_LEGAL if acting else seat_colour(seat), 5 if acting else 3)
        seat_tag(surface, seat, (int(area.name_at[0]) - 28, int(area.name_at[1])), 17)
        spec = self.scene.session.seats[seat]
        name = self.name_label(seat)
        surface.blit(name, name.get_rect(midleft=area.name_at))
        x, y = area.info_at
        for text, colour in self._info_lines(seat, spec.is_bot, spec.level, acting):
            surface.blit(label(text, INFO_SIZE, colour, bold=colour == GOLD_TEXT), (x, y))
            y += INFO_STEP
        for image, rect in self.captions(seat):
            surface.blit(image, rect)
        if area.draw_at and view["draw_counts"][seat]:
            for i in range(min(3, view["draw_counts"][seat])):
                back = monkey_back(area.discard_card, seat)
                surface.blit(back, back.get_rect(center=(area.draw_at[0] + 3 * i, area.draw_at[1] - 3 * i)))
        pygame.draw.rect(surface, (150, 140, 100), area.played, 2, border_radius=14)
        if self.staged is None or not self.result_told:
            surface.blit(*_centred(label(area.played_caption, CAPTION_SIZE, DIM_TEXT, True), area.played_head.center))
        if seat == self.acting_viewer() and view["phase"] == "play" and not view["my_face_down"] \
                and not self.swapping() and not self.two_card_play():
            surface.blit(*_centred(label("PLAY HERE", 28, GOLD_TEXT, True), (area.played.centerx,
                                                                               area.played_spots(1)[0][1])))

    def captions(self, seat: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The labels over the seat's hand, Ambush, discard and draw piles, placed."""
        placed = []
        for caption in self.area(seat).captions:
            image = self._caption(seat, caption.text)
            placed.append((image, image.get_rect(**{caption.anchor: (round(caption.at[0]), round(caption.at[1]))})))
        return placed

    def _caption(self, seat: int, caption: str) -> pygame.Surface:
        view = self.view
        if caption == "Draw":
            caption = f"Draw {view['draw_counts'][seat]}"
        elif caption == "Hand" and seat != self.scene.viewer:
            caption = f"Hand {view['hand_counts'][seat]}"
        elif caption == "Ambush" and seat == self.scene.viewer and self._ambush_shown(seat) is None \
                and not self.scene.read_only:
            caption = "Ambush (P: peek)"
        return label(caption, CAPTION_SIZE, DIM_TEXT, True)

    def _info_lines(self, seat: int, is_bot: bool, level: str | None, acting: bool) -> list[InfoLine]:
        view = self.view
        doing = ""
        if acting:
            doing = "your move" if seat == self.acting_viewer() else "choosing…"
        elif view["face_down"][seat] and view["phase"] in ("give", "take", "play", "announce"):
            doing = "card down"
        if seat == self.shown_dealer():
            doing = f"{doing} · dealer" if doing else "dealer"
        lines: list[InfoLine] = [(doing, GOLD_TEXT if acting else TEXT)] if doing else []
        chips = self.chips_on_screen()
        score = points(chips, view["players"])[seat]
        lines.append((f"{_count(score, 'pt')} · {_count(chips.count(seat), 'chip')}", TEXT))
        if is_bot:
            lines.append((f"bot ({level})", DIM_TEXT))
        if self.side(seat) == "top":
            lines.append((f"Draw pile {view['draw_counts'][seat]}", DIM_TEXT))
        return lines[:4]

    def _draw_panel(self, surface: pygame.Surface) -> None:
        panel = self.board.panel
        draw_panel(surface, panel, 215)
        x = panel.x + 18
        for image, rect in self.panel_heading():
            surface.blit(image, rect)
        for block, top in self.panel_layout():
            if block.rule:
                pygame.draw.line(surface, (196, 170, 96), (x, top), (panel.right - 18, top), 1)
                continue
            y = top
            for line in wrap_sentence(block.text, block.size, self.board.text_width, block.bold):
                surface.blit(label(line, block.size, block.colour, block.bold), (x, y))
                y += _line_step(block.size)
        if self.announcing():
            self._draw_tiles(surface)

    def panel_heading(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The round on the left of the panel's first row and the dealer on the right, placed; a long
        name is cut short rather than run into the round (the dealer's seat says "dealer" in full)."""
        panel, grow = self.board.panel, self.board.text_grow
        staged = self.staged
        heading = label(f"Round {staged['round'] if staged else self.view['round']} of {ROUNDS}", 30 + grow,
                        GOLD_TEXT, True)
        heading_rect = heading.get_rect(topleft=(panel.x + 18, panel.y + 14))
        room = panel.right - 18 - (heading_rect.right + 16)
        dealer = ellipsize(f"Dealer: {self.name(self.shown_dealer())}", room,
                           lambda text: font(PANEL_SIZE + grow).size(text)[0])
        text = label(dealer, PANEL_SIZE + grow, TEXT)
        return [(heading, heading_rect), (text, text.get_rect(topright=(panel.right - 18, panel.y + 20)))]

    def panel_bottom(self) -> int:
        """How far down the panel's text may go: above the move log where it shares the panel."""
        log, panel = self.log_rect, self.board.panel
        return log.top - 8 if log.colliderect(panel) else panel.bottom - 12

    def announcing(self) -> bool:
        """Whether the No-no tiles are up: the dealer at the screen names the number."""
        return self.view["phase"] == "announce" and self.acting_viewer() is not None

    def panel_layout(self) -> list[tuple[Block, int]]:
        """The panel's paragraphs under its heading, top to bottom, with their tops. An optional one
        is left out when it would push what must be said into the move log (or, while the tiles are
        up, into the tiles)."""
        bottom = TILES_TOP - 6 if self.announcing() else self.panel_bottom()
        blocks = self._panel_blocks()
        heights = [_block_height(block, self.board.text_width) for block in blocks]
        y = self.board.panel.y + self.board.panel_head
        placed = []
        for index, (block, height) in enumerate(zip(blocks, heights)):
            needed = sum(h for b, h in zip(blocks[index + 1:], heights[index + 1:]) if not b.optional)
            if block.optional and y + height + needed > bottom:
                continue
            placed.append((block, y + (block.gap // 2 if block.rule else block.gap)))
            y += height
        return placed

    def _panel_blocks(self) -> list[Block]:
        """What the panel says, most needed first where room may run short: the coconut and what the
        player must do now; then its effect, the round's facts and the last round. With 2 players in
        larger letters."""
        view = self.view
        staged = self.staged
        blocks: list[Block] = []
        position = staged["position"] if staged else view["coconut_position"]
        announcing = self.announcing()
        if position and not announcing:
            nut = view["grid"][position - 1]["coconut"]
            blocks.append(Block(f"{COCONUT_NAMES[nut]} (position {position})", 32, GOLD_TEXT, True))
            blocks.append(Block(EFFECTS[nut], PANEL_SIZE, TEXT, optional=True))
        elif not position:
            blocks.append(Block("The dealer picks this round's coconut.", PANEL_SIZE, TEXT))
            cell = view["grid"][self.hovered_cell - 1] if self.hovered_cell else None
            if cell and cell["face_up"]:
                blocks.append(Block(f"{cell['position']}: {cell['name']}", 28, GOLD_TEXT, True, gap=6))
                blocks.append(Block(EFFECTS[cell["coconut"]], PANEL_SIZE, DIM_TEXT, optional=True))
        if staged is None and not announcing:
            blocks += [Block(fact, PANEL_SIZE, DIM_TEXT, gap=4, optional=True) for fact in self._round_facts()]
        if blocks:
            blocks.append(RULE)
        blocks += self._guidance()
        if view["last_reveal"] is not None and staged is None and not announcing:
            summary = f"Last round: {self._outcome_sentence(view['last_reveal'])}"
            blocks.append(Block(summary, 22, DIM_TEXT, gap=10, optional=True))
        grow = self.board.text_grow
        return [block if block.rule else block._replace(text=held_units(block.text), size=block.size + grow)
                for block in blocks]

    def _round_facts(self) -> list[str]:
        view = self.view
        facts = []
        if view["direction"] and view["coconut"] in PASSING_LINES and view["players"] > 2:
            facts.append(f"Direction: {view['direction']}.")
        if view["carried"]:
            facts.append("Carried over: position " + ", ".join(map(str, view["carried"])) +
                         " (to this round's winner too).")
        elsewhere = view["my_card_elsewhere"]
        if elsewhere:
            facts.append(f"Your {card_value(elsewhere['card'])} lies before {self.name(elsewhere['seat'])}.")
        return facts

    def _guidance(self) -> list[Block]:
        """The viewer's task and how to do it, or whom the table waits for."""
        view = self.view
        if self.staged is not None:
            return []
        seat = self.acting_viewer()
        if seat is None:
            waiting = ", ".join(self.name(s) for s in view["waiting_for"])
            return [Block(f"Waiting for {waiting}.", PANEL_SIZE, TEXT)] if waiting else []
        phase = view["phase"]
        key = "swap" if self.swapping() else "play-two" if self.two_card_play() else phase
        target = self.name(self.neighbour(seat)) if phase in ("give", "take") else ""
        return [Block(f"Your move: {TASKS[key].format(target=target)}", PANEL_SIZE, GOLD_TEXT, True),
                Block(HINTS[key].format(target=target), PANEL_SIZE, TEXT)]

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        for number in range(1, 11):
            rect = tile_rect(number, self.board)
            pygame.draw.rect(surface, (250, 244, 226), rect, border_radius=10)
            pygame.draw.rect(surface, (90, 60, 30), rect, 3, border_radius=10)
            surface.blit(*_centred(label(str(number), 28, (30, 30, 30), True), rect.center))

    def draw_hud(self, surface: pygame.Surface) -> None:
        if self.staged is None and self.view["phase"] == "coconut":
            self._dim_unselectable(surface)
        else:
            self._spotlight(surface)
        if self.staged is None or self.result_told:
            self._winning_line(surface)
        for entry in self.staged["seats"] if self.staged and self.result_told else []:
            won = entry["status"] == "won"
            first, second, box = self.power_badge(entry)
            pygame.draw.rect(surface, (255, 214, 64) if won else (20, 30, 24), box, border_radius=12)
            pygame.draw.rect(surface, (255, 255, 255), box, 2, border_radius=12)
            surface.blit(first, first.get_rect(midtop=(box.centerx, box.y + 2)))
            surface.blit(second, second.get_rect(midbottom=(box.centerx, box.bottom - 1)))

    def power_badge(self, entry: dict[str, Any]) -> tuple[pygame.Surface, pygame.Surface, pygame.Rect]:
        """A seat's monkeypower and how it fared, in the head of its played box, over no card."""
        assert self.staged is not None
        head = self.area(entry["seat"]).played_head
        won = entry["status"] == "won"
        first = fitted_label(power_sum(entry), 26, head.width - 24, (20, 20, 20) if won else TEXT)
        second = fitted_label(STATUS_WORDS[entry["status"]], 24, head.width - 24, (20, 20, 20) if won else GOLD_TEXT)
        box = pygame.Rect(0, 0, max(first.get_width(), second.get_width()) + 24, head.height)
        box.center = head.center
        return first, second, box

    def _spotlight(self, surface: pygame.Surface) -> None:
        """Once chosen, this round's coconut stands out by veiling the others lightly: no ring,
        since a ring marks what may be clicked."""
        position = self.staged["position"] if self.staged else self.view["coconut_position"]
        if not position:
            return
        for cell in self.view["grid"]:
            if cell["face_up"] and cell["position"] != position:
                rect = cell_rect(cell["position"], self.board)
                surface.blit(shade(rect.size, 80), rect)

    def winning_line_rects(self) -> list[pygame.Rect]:
        """The cells of the line that won the game, once it is over; else none."""
        result = self.view["result"]
        if result is None or result["by"] != "line":
            return []
        return [cell_rect(position, self.board) for position in result["line"]]

    def _winning_line(self, surface: pygame.Surface) -> None:
        """The line that won, framed and joined across the gaps, the other cells veiled: a shape to
        follow, not a colour to tell apart."""
        cells = self.winning_line_rects()
        if not cells:
            return
        for cell in self.view["grid"]:
            rect = cell_rect(cell["position"], self.board)
            if rect not in cells:
                surface.blit(shade(rect.size, 110), rect)
        cells.sort(key=lambda rect: (rect.y, rect.x))
        for here, there in pairwise(cells):
            _, leaving = here.clipline(here.center, there.center)
            entering, _ = there.clipline(here.center, there.center)
            for colour, width in ((WIN_EDGE, 22), (GOLD_TEXT, 12)):
                pygame.draw.line(surface, colour, leaving, entering, width)
        for rect in cells:
            pygame.draw.rect(surface, WIN_EDGE, rect.inflate(16, 16), 10, border_radius=14)
            pygame.draw.rect(surface, GOLD_TEXT, rect.inflate(10, 10), 6, border_radius=12)

    def _dim_unselectable(self, surface: pygame.Surface) -> None:
        """While the dealer chooses, the coconuts that may not be chosen are shaded."""
        for cell in self.view["grid"]:
            if cell["face_up"] and not cell["selectable"]:
                rect = cell_rect(cell["position"], self.board)
                surface.blit(shade(rect.size), rect)
                if cell["coconut"] == LAS_NUT:  # on the icon's row: the name and reminder stay readable
                    (_, middle), _ = coconut_layout(LAS_NUT, rect.size).icon
                    text, at = _centred(label("round 9 only", 24, GOLD_TEXT, True), (rect.centerx, rect.y + middle))
                    pygame.draw.rect(surface, (20, 16, 12), at.inflate(14, 8), border_radius=8)
                    surface.blit(text, at)

    def results_lines(self) -> list[str]:
        view = self.view
        result = view["result"]
        if result is None:
            return []
        lines = []
        if result["by"] == "line":
            lines.append(f"{self.name(result['winner'])}: {line_words(result['line'])}")
        elif result["by"] == "nobody":
            lines.append("Nobody won a single coconut.")
        owned = {seat: [c["position"] for c in view["grid"] if c["chip"] == seat] for seat in range(view["players"])}
        scores = result["points"]
        for seat in sorted(range(len(scores)), key=lambda seat: (seat != result["winner"], -scores[seat], seat)):
            score = scores[seat]  # in the order the results place the seats
            where = ", ".join(str(p) + (" (Las-nut)" if p == LAS_NUT_POSITION else "") for p in owned[seat])
            lines.append(f"{self.name(seat)}: {_count(score, 'point')}" + (f", chips on {where}" if where else ""))
        tied = [s for s, score in enumerate(result["points"]) if score == max(result["points"])]
        if result["by"] == "points" and len(tied) > 1:
            lowest = min(owned[result["winner"]])
            lines.append(f"Tie on {_count(result['points'][tied[0]], 'point')}: {self.name(result['winner'])}'s "
                         f"chip on {lowest} is the lowest")
        lost = [c["position"] for c in view["grid"] if not c["face_up"] and c["chip"] is None]
        if lost:
            lines.append("Lost, won by nobody: position " + ", ".join(map(str, lost)))
        return lines


def power_text(record: dict[str, Any], entry: dict[str, Any]) -> str:
    """"7", "7 + 2 = 9", "Ambush 4 + 9 = 13": the cards, the coconut's bonus and the monkeypower."""
    text = power_sum(entry)
    return f"Ambush {text}" if record["coconut"] == LAS_NUT else text


def power_sum(entry: dict[str, Any]) -> str:
    """"7", "7 + 2 = 9": the badge over the cards themselves needs no more."""
    terms = [str(card_value(card)) for card in entry["cards"]]
    if entry["bonus"]:
        terms.append(str(entry["bonus"]))
    return " + ".join(terms) + (f" = {entry['power']}" if len(terms) > 1 else "")


def _line_step(size: int) -> int:
    return int(size * 1.3)


def _block_height(block: Block, width: int) -> int:
    if block.rule:
        return block.gap
    return block.gap + _line_step(block.size) * len(wrap_sentence(block.text, block.size, width, block.bold))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"



def _rect_at(center: Point, size: Size) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = (round(center[0]), round(center[1]))
    return rect


def _centred(image: pygame.Surface, at: Point) -> tuple[pygame.Surface, pygame.Rect]:
    return image, image.get_rect(center=(round(at[0]), round(at[1])))


DIGIT_KEYS = {**{getattr(pygame, f"K_{n}"): n or 10 for n in range(10)},
              **{getattr(pygame, f"K_KP{n}"): n or 10 for n in range(10)}}
"""1-9 from the number row or the keypad; 0 means 10."""


def _digit(key: int) -> int | None:
    return DIGIT_KEYS.get(key)


ADAPTER = KokonotsuTable

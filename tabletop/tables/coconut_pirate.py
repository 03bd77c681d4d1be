"""The Coconut Pirate table: the dice board, the treasure map from its Tiled file, each seat's dice,
and the shouting race.

Anyone may shout at any moment the rules allow with their own buzzer key (or by clicking their
"Shout" button); the race judge stamps the presses and decides who was first, or that it was a tie.
The winner then names one to three series in a picker driven by their own keys or the mouse, against
a countdown. The seat due to throw throws with its confirm key or a click on the board. Bots watch the
board through their view and shout through the same judge, after a reaction delay set by their level.

The game is about spotting dice fast from across a table, so the board fills the left of the screen
with big dice, and nothing is ever drawn over it but marks on the dice themselves: what happened goes
in the news line beside the map, and the dice of an announced series are ticked or crossed where they lie.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import pygame
from pytmx.util_pygame import load_pygame

import rules.coconut_pirate as pirate_rules
from rules.coconut_pirate import COLOURS, FACES, MAX_SERIES_PER_ANNOUNCEMENT, SERIES_MIN, SYMBOLS, canonical_names
from rules.coconut_pirate.track import ART_LAYER, load_track
from rules.core import Action, RuleError, State
from saves import GameRecord
from tabletop.art import art_cache
from tabletop.art.dice import OUTLINE, colour_swatch, die_face, symbol_icon
from tabletop.art.felt import panel
from tabletop.art.palette import (
    HIGHLIGHT_LEGAL,
    OUTLINE_DARK,
    PICKED_LIFT,
    SEAT_COLOURS,
    draw_focus_ring,
    draw_legal_frames,
    draw_picked_mark,
    seat_tag,
)
from tabletop.art.text import draw_outlined, draw_text, ellipsize, font, plural, wrap_sentence
from tabletop.bus import ActionApplied
from tabletop.input.race import bot_reaction_ms
from tabletop.pieces.die import Die
from tabletop.pieces.layout import Track
from tabletop.pieces.piece import Point, pace
from tabletop.pieces.tokens import Pawn
from tabletop.tables.base import RaceTable

BOARD = pygame.Rect(22, 80, 992, 992)
BOARD_MARGIN = 8
"""Dice centres map into the board less this margin, so a die drawn DIE_PX wide stays on it."""
DIE_PX = 100
"""A board die's side in logical pixels: big enough to spot from across the table. It is a little
more than the rules' footprint (88 px here), so dice that touch in the rules overlap slightly."""
TOAST_INSET = 12
"""Felt kept between the toasts and the edge of the map they stand over."""
MAP_AREA = pygame.Rect(1034, 80, 870, 370)
"""The map and the news of what just happened share this; the claimant's series picker covers it
while they name their series, so nothing ever covers the board they are checking."""
NEWS_MIN_WIDTH = 330
"""A map that leaves this much room beside it gets the news there; a long map has it below."""
NEWS_ROW = 120
"""The news under a long map: its title, and two lines for the detail (a wrong shout's rule reminder)."""
LONG_MAP_H = 300
"""A long map's height: with the news under it, the seats start where they always have."""
COLUMN_BOTTOM = 1072
SEATS_WIDTH = 446
"""The seats' column; the move log has the rest of the width beside it."""
SEAT_GAP = 8
SEAT_NAME_X = 46
"""A seat's name starts this far into its panel, right of its tag; its square's words end SEAT_EDGE
from the right, and SEAT_NAME_GAP keeps the two apart."""
SEAT_EDGE = 14
SEAT_NAME_GAP = 12
HAND_DIE_MAX = 64
MIN_TEXT = 24
"""The smallest logical text size: 12.8 px on a 1024x600 window."""
THROW_PAUSE_MS = 1600
"""A bot waits this long after any throw before throwing: people need time to look at the board."""
REVEAL_MS = 2600
"""How long (at normal speed) an announcement's dice stay marked on the board before a winner takes
them and a bot throws again: long enough for everyone to check the series."""
PAWN_STEP_MS = 200
PAWN_PX = 46
PAWN_SPACING = 26
SHARED_PAWN_SCALE = 34 / PAWN_PX
"""Pawns sharing a square shrink and sit this far apart: a neighbour's disc stops short of each pawn's
symbol (full size at 24 apart they hid each other's symbols, and the symbol is what tells seats apart
without colour), and the group still keeps off the next square's number."""
SQUARE_INK = (60, 40, 20)
SQUARE_PAPER = (255, 236, 190)
SQUARE_EDGE = (90, 50, 20)
MARKED_Z = 100
"""Marked dice are drawn over the others, so a die lying across one of a named series never hides it."""
TILE = (127, 94)
TILES_TOP = 102
TILE_ROW_GAP = 22
"""The picker's tiles start this far below the map area's top, their rows this far apart: room for a
picked tile's lift and tick badge (palette's shared cues) clear of the hint line and of the row above,
and under the rows for the Shout button inside the panel."""
PICKER_TITLE_Y = 28
PICKER_HINT_Y = 62
"""The centres of the picker's title and hint lines, below the map area's top: a clear gap between."""
SHOUT_BUTTON = (440, 34)
SHOUT_MARGIN = 10
"""The Shout button stands this far above the panel's bottom edge."""
TILE_ICON = 40
TWO_ROW_ICON = 28
"""A series' picture; smaller over a name on two rows ("coconut tree"), so both rows keep clear of
the tile's edge and of the brackets at its corners."""
SERIES_GRID = [list(SYMBOLS), list(COLOURS)]
RIGHT_GREEN = (30, 150, 70)
WRONG_RED = (210, 40, 40)
NEWS_INK = (255, 224, 120)


@art_cache(4)
def island_art(map_name: str, size: tuple[int, int]) -> pygame.Surface:
    """The map's tile layer drawn once, scaled to the table."""
    track = load_track(map_name)
    tiled = load_pygame(str(track.path))
    surface = pygame.Surface((track.width, track.height)).convert()
    layer = tiled.get_layer_by_name(ART_LAYER)
    for x, y, image in layer.tiles():
        surface.blit(image, (x * track.tile_width, y * track.tile_height))
    return pygame.transform.smoothscale(surface, size)


def fitted_text(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], width: int, *,
                bold: bool = False, **anchor: tuple[int, int]) -> pygame.Rect:
    """One line kept inside ``width``: a smaller font first (never below MIN_TEXT), then an ellipsis."""
    while size > MIN_TEXT and font(size, bold).size(text)[0] > width:
        size -= 2
    face = font(size, bold)
    if face.size(text)[0] > width:
        while text and face.size(text + "…")[0] > width:
            text = text[:-1]
        text = text.rstrip() + "…"
    return draw_text(surface, text, size, colour, bold=bold, **anchor)


def square_rect(centre: Point, radius: float) -> pygame.Rect:
    """The box around a round thing (a square on the map, a pawn) at ``centre``."""
    return pygame.Rect(round(centre[0] - radius), round(centre[1] - radius), round(2 * radius), round(2 * radius))


def line_step(size: int) -> int:
    return size * 5 // 4


def fitted_lines(text: str, size: int, area: pygame.Rect, bold: bool = False,
                 most: int | None = None) -> tuple[int, list[str]]:
    """``text`` wrapped into ``area`` (a line every :func:`line_step` down from its top), in at most
    ``most`` lines if given, a smaller font first (never below MIN_TEXT), and what still does not fit cut
    at the end with "…": it once simply stopped, and a long name left "Anastasia / Marie is" without "wrong!".
    A word wider than the area (16 wide letters) is cut with "…" too, not at the panel's edge."""
    def measure(line: str) -> int:
        return font(size, bold).size(line)[0]

    while True:
        rows = max(0, (area.h - font(size, bold).get_height()) // line_step(size) + 1)
        rows = rows if most is None else min(most, rows)
        lines = wrap_sentence(text, size, area.w, bold)
        if (len(lines) <= rows and all(measure(line) <= area.w for line in lines)) or size <= MIN_TEXT:
            break
        size = max(MIN_TEXT, size - 4)
    if len(lines) > rows > 0:
        lines[rows - 1] = ellipsize(" ".join(lines[rows - 1:]), area.w, measure)
    return size, [ellipsize(line, area.w, measure) for line in lines[:rows]]


SERIES_PLATE = 44
"""A named series' picture in the news, its tick or cross and its name beside it."""
SERIES_GAP = 14


def series_places(series: tuple[tuple[str, str], ...], area: pygame.Rect,
                  worded: set[str]) -> tuple[list[pygame.Rect], int]:
    """Each named series' plate, in the first row with room for it, its tick or cross and its name
    when ``worded`` has it (else the mark sits on its corner; a row each took the room of the verdict's
    detail); and where the words below may start."""
    face = font(MIN_TEXT + 4, True)
    ends: list[int] = []
    places: list[pygame.Rect] = []
    for name, _ in series:
        width = SERIES_PLATE + (36 + face.size(face_words(name))[0] if name in worded else 18)
        row = next((row for row, end in enumerate(ends) if end + SERIES_GAP + width <= area.right), len(ends))
        if row == len(ends):
            ends.append(area.x - SERIES_GAP)
        places.append(pygame.Rect(ends[row] + SERIES_GAP, area.y + row * (SERIES_PLATE + 8), SERIES_PLATE,
                                  SERIES_PLATE))
        ends[row] += SERIES_GAP + width
    return places, area.y + len(ends) * (SERIES_PLATE + 8)


def whole(text: str, size: int, area: pygame.Rect) -> bool:
    """Whether :func:`fitted_lines` writes all of ``text`` in ``area``, cutting nothing."""
    return " ".join(fitted_lines(text, size, area)[1]).split() == text.split()


def face_words(symbol: str) -> str:
    """A die's symbol (or a series) as it is said: "coconut tree", not the rules' "coconut-tree"."""
    return symbol.replace("-", " ")


def series_count(name: str, count: int) -> str:
    """How few dice of a series lie on the board, as said: "only 1 skull", "no red dice"."""
    words = f"{name} {'die' if count == 1 else 'dice'}" if name in COLOURS else \
        plural(count, face_words(name)).split(" ", 1)[1]
    return f"only {count} {words}" if count else f"no {words}"


def board_counts(counts: dict[str, int]) -> str:
    """What the board holds of the series shouted wrongly, each word said once: "no skulls or black
    dice and only 2 boats", where "no skulls and no black dice and only 2 boats" ran out of the news."""
    absent = [series_count(name, 0).removeprefix("no ") for name, count in counts.items() if not count]
    few = [series_count(name, count).removeprefix("only ") for name, count in counts.items() if count]
    said = [f"no {spoken_list(absent, 'or')}"] if absent else []
    return " and ".join(said + ([f"only {spoken_list(few, 'and')}"] if few else []))


def spoken_list(words: list[str], conjunction: str) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def draw_mark(surface: pygame.Surface, mark: str, centre: tuple[int, int], radius: int) -> None:
    """A tick on green or a cross on red: the shape says right or wrong, the colour only repeats it."""
    x, y = centre
    pygame.draw.circle(surface, OUTLINE, centre, radius + 3)
    pygame.draw.circle(surface, RIGHT_GREEN if mark == "tick" else WRONG_RED, centre, radius)
    width = max(3, radius // 3)
    r = radius * 0.5
    if mark == "tick":
        pygame.draw.lines(surface, (255, 255, 255), False,
                          [(x - r, y), (x - r * 0.25, y + r * 0.75), (x + r, y - r * 0.7)], width)
    else:
        pygame.draw.line(surface, (255, 255, 255), (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(surface, (255, 255, 255), (x - r, y + r), (x + r, y - r), width)


@dataclass(frozen=True)
class News:
    """What just happened, in words, for the news line beside the board."""

    title: str
    detail: str = ""
    seat: int | None = None
    mark: str | None = None
    """"tick" or "cross" for an announcement's verdict."""
    die: tuple[str, str] | None = None
    """The (symbol, colour) just thrown, pictured where there is room."""
    series: tuple[tuple[str, str], ...] = ()
    """The series just named, each with its "tick" or "cross"."""
    pictured_title: str = ""
    """The title where the die is pictured with its colour and symbol in words beside it ("Ana threw"):
    the whole sentence would not fit the news box's width in two lines."""

    def headline(self, pictured: bool) -> str:
        """The title, naming the series in words where they are not pictured below it."""
        if pictured and self.pictured_title:
            return self.pictured_title
        if pictured or not self.series:
            return self.title
        return f"{self.title.rstrip('!')}: {' + '.join(face_words(name) for name, _ in self.series)}"


@dataclass
class FacesShown:
    """The face each die last showed on the board, read from the action log: the view says only which
    dice a hand holds, and a die taken off the board keeps showing its face in the hand. Remembered
    from what the table had seen, those faces were lost on Continue and went wrong when a replay jumped."""

    played: list[str] = field(default_factory=list)
    state: State | None = None
    faces: dict[int, tuple[str, str]] = field(default_factory=dict)

    def after(self, record: GameRecord) -> dict[int, tuple[str, str]]:
        """The faces after ``record``'s moves: only the moves new since the last call are replayed while
        its log goes on from the one seen then; a replay's step back starts again from the seed."""
        if self.state is None or record.actions[:len(self.played)] != self.played:
            self.played, self.state, self.faces = [], record.new_state(), {}
        for text in record.actions[len(self.played):]:
            try:
                events = pirate_rules.apply(self.state, pirate_rules.action_from_text(self.state, text))
            except (RuleError, ValueError):
                break  # a position set up rather than played: the dice not known show their resting faces
            self.played.append(text)
            for event in events:
                if event.kind in ("thrown", "knocked"):
                    self.faces[event.data["die"]] = (event.data["symbol"], event.data["colour"])
        return self.faces


@dataclass
class CoconutPirateTable(RaceTable):
    has_secrets = False
    move_beat_ms = 0
    """Nothing waits after a move: the race must stay open, and throws have their own pause."""

    @property
    def log_rect(self) -> pygame.Rect:
        """The move log: the column right of the seats, below the news line."""
        return self.log_area

    bot_claims: set[int] = field(default_factory=set)
    last_throw_ms: float = -1e9
    news: News | None = None
    marks: dict[int, str] = field(default_factory=dict)
    """The dice of the latest announcement's series: "tick" if every series it is in was there, else "cross"."""
    held: set[int] = field(default_factory=set)
    """Dice just won, left where they lay until ``calm_until`` so everyone can check the series."""
    calm_until: float = 0.0
    faces_shown: FacesShown = field(default_factory=FacesShown)
    """The face each die last showed on the board, which it keeps in a hand. A die not yet thrown
    shows face ``id // 2``, so the twelve show every symbol in most colours."""
    picked: list[str] = field(default_factory=list)
    cursor: tuple[int, int] = (0, 0)
    announce_started: float = 0.0
    pawn_paths: dict[int, list[int]] = field(default_factory=dict)
    pawn_squares: dict[int, int] = field(default_factory=dict)

    def toast_area(self) -> pygame.Rect:
        """Where toasts stand: over the map, whose pawns move only once a series is named, so the dice
        everyone races on, the news and the seats' names stay in view; while the series picker covers the
        map, over the move log's lower half."""
        if self.picker_open():
            return self.lower_log_area()
        return self.map_rect.inflate(-2 * TOAST_INSET, -2 * TOAST_INSET)

    def toast_band(self) -> tuple[int, int, int]:
        area = self.toast_area()
        return area.top, area.bottom, area.w - 40  # a box is its line and 40 pixels

    def toast_centre_x(self) -> int:
        return self.toast_area().centerx

    def __post_init__(self) -> None:
        super().__post_init__()
        self.track = load_track(self.view["map"])
        fit = min(MAP_AREA.w / self.track.width, MAP_AREA.h / self.track.height)
        self.map_rect = pygame.Rect(0, 0, int(self.track.width * fit), int(self.track.height * fit))
        if MAP_AREA.w - self.map_rect.w - 12 >= NEWS_MIN_WIDTH:
            self.map_rect.midleft = MAP_AREA.midleft
            beside = self.map_rect.right + 12
            self.news_rect = pygame.Rect(beside, MAP_AREA.y, MAP_AREA.right - beside, MAP_AREA.h)
        else:
            fit = min(fit, LONG_MAP_H / self.track.height)
            self.map_rect = pygame.Rect(0, 0, int(self.track.width * fit), int(self.track.height * fit))
            self.map_rect.midtop = MAP_AREA.midtop
            self.news_rect = pygame.Rect(MAP_AREA.x, self.map_rect.bottom + 10, MAP_AREA.w, NEWS_ROW)
        top = max(MAP_AREA.bottom, self.news_rect.bottom) + 10
        self.seats_area = pygame.Rect(MAP_AREA.x, top, SEATS_WIDTH, COLUMN_BOTTOM - top)
        self.log_area = pygame.Rect(self.seats_area.right + 10, top, MAP_AREA.right - self.seats_area.right - 10,
                                    COLUMN_BOTTOM - top)
        self.squares = Track([(self.map_rect.x + sq.x * fit, self.map_rect.y + sq.y * fit)
                              for sq in self.track.squares])
        spacing = min(math.dist(a, b) for i, a in enumerate(self.squares.squares)
                      for b in self.squares.squares[i + 1:])
        self.square_radius = max(14, min(20, int(spacing * 0.45)))
        self.scale = (BOARD.w - 2 * BOARD_MARGIN) / self.view["board_size"]

    # --- where things go ---

    def board_spot(self, x: float, y: float) -> Point:
        return (BOARD.x + BOARD_MARGIN + x * self.scale, BOARD.y + BOARD_MARGIN + y * self.scale)

    def seat_rect(self, seat: int) -> pygame.Rect:
        seats = self.view["seats"]
        area = self.seats_area
        height = (area.h - SEAT_GAP * (seats - 1)) // seats
        return pygame.Rect(area.x, area.y + seat * (height + SEAT_GAP), area.w, height)

    def hand_box(self, seat: int) -> pygame.Rect:
        rect = self.seat_rect(seat)
        return pygame.Rect(rect.x + 12, rect.y + 80, rect.w - 24, rect.bottom - 6 - (rect.y + 80))

    def hand_layout(self, seat: int, count: int) -> tuple[int, list[Point]]:
        """The biggest dice that fit the seat's hand box in one or more rows, and their centres."""
        box = self.hand_box(seat)
        if count == 0:
            return HAND_DIE_MAX, []
        gap = 4
        size, rows = 0, 1
        for tried in range(1, 4):
            per_row = math.ceil(count / tried)
            fits = min(HAND_DIE_MAX, (box.w - gap * (per_row - 1)) // per_row, (box.h - gap * (tried - 1)) // tried)
            if fits > size:
                size, rows = fits, tried
        per_row = math.ceil(count / rows)
        step = size + gap
        return size, [(box.x + size / 2 + (i % per_row) * step, box.y + size / 2 + (i // per_row) * step)
                      for i in range(count)]

    # --- pieces from the view ---

    def sync(self, thrown: dict[int, int] | None = None) -> None:
        """Put every die where the view says; ``thrown`` (die -> seat) fly there from the seat's hand."""
        view = self.view
        thrown = thrown or {}
        wanted: set[str] = set()
        for order, die in enumerate(view["board"]):
            die_id = die["id"]
            spot = self.board_spot(die["x"], die["y"])
            piece = self._die(die_id, spot)
            wanted.add(piece.key)
            dimmed = bool(self.marks) and die_id not in self.marks
            piece.look = lambda s=die["symbol"], c=die["colour"], d=dimmed: die_face(s, c, DIE_PX, d)
            piece.z = (MARKED_Z if die_id in self.marks else 10) + order
            if die_id in thrown:
                if piece.size[0] == DIE_PX:  # it was dealt back and thrown at once: it leaves the hand box
                    piece.place(self.hand_box(thrown[die_id]).center)
                    piece.size = (HAND_DIE_MAX // 2, HAND_DIE_MAX // 2)
                piece.throw(spot, DIE_PX, self.now, ceiling=BOARD.top)
            else:
                piece.size = (DIE_PX, DIE_PX)
                piece.move_to(spot, self.now, 420)
        faces = self.faces_shown.after(self.scene.session.record)
        for seat, hand in enumerate(view["hands"]):
            coming = self.coming(seat)
            for die_id in coming:
                wanted.add(f"die-{die_id}")
                self.pieces[f"die-{die_id}"].z = MARKED_Z
            in_hand = [die_id for die_id in hand if die_id not in coming]
            size, spots = self.hand_layout(seat, len(hand))
            for die_id, spot in zip(in_hand, spots):
                piece = self._die(die_id, spot)
                wanted.add(piece.key)
                symbol, colour = faces.get(die_id, FACES[die_id][die_id // 2])
                piece.look = lambda s=symbol, c=colour, px=size: die_face(s, c, px)
                piece.size = (size, size)
                piece.z = 5
                piece.move_to(spot, self.now, 520)
        for key in [k for k in self.pieces if k.startswith("die-") and k not in wanted]:
            del self.pieces[key]
        for seat, square in enumerate(view["positions"]):
            key = f"pawn-{seat}"
            if key not in self.pieces:
                self.pieces[key] = Pawn(key, seat, self._pawn_spot(seat, square), PAWN_PX)
                self.pawn_squares[seat] = square
            elif self.pawn_squares.get(seat) != square and not self.pawn_paths.get(seat):
                start = self.pawn_squares[seat]
                step = 1 if square > start else -1
                self.pawn_paths[seat] = list(range(start + step, square + step, step))

    def coming(self, seat: int) -> list[int]:
        """The dice the seat has just won that still lie on the board for everyone to check: its hand
        keeps their places empty until they fly in."""
        if self.now >= self.calm_until:
            return []
        return [die_id for die_id in self.view["hands"][seat] if die_id in self.held]

    def _die(self, die_id: int, spot: Point) -> Die:
        key = f"die-{die_id}"
        piece = self.pieces.get(key)
        if piece is None:
            faces = [lambda f=f: die_face(*FACES[die_id][f], 80) for f in range(6)]
            piece = Die(key, DIE_PX, lambda: die_face(*FACES[die_id][0], DIE_PX), faces, spot)
            self.pieces[key] = piece
        assert isinstance(piece, Die)
        return piece

    def _pawn_spot(self, seat: int, square: int) -> tuple[float, float]:
        """The seat's place among the pawns resting on the square (a pawn walking past is not counted)."""
        here = {s for s, sq in self.pawn_squares.items() if sq == square and not self.pawn_paths.get(s)}
        return self.squares.pawn_spot(square, seat, sorted(here | {seat}), spacing=PAWN_SPACING)

    # --- the race ---

    def claims_open(self) -> list[int]:
        """The seats the rules let claim now: the rules say when claims are open (NB1, NB2)."""
        view = self.view
        return [seat for seat in range(view["seats"]) if Action(seat, "claim") in self.scene.session.legal(seat)]

    def resume(self, paused_ms: float) -> None:
        super().resume(paused_ms)
        self.announce_started += paused_ms  # the claimant's time to name the series
        self.calm_until += paused_ms
        self.last_throw_ms += paused_ms

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        self._walk_pawns(now_ms)
        if self.held and now_ms >= self.calm_until:
            self.marks, self.held = {}, set()
            self.sync()
        view = self.view
        judge = self.judge
        assert judge is not None
        judge.tie_window_ms = self.scene.app.settings.tie_window_ms
        claimers = self.claims_open()
        if claimers and not judge.is_open:
            judge.open(now_ms, claimers)
            self.bot_claims.clear()
        elif not claimers and judge.is_open:
            judge.close()
        if judge.is_open:
            result = judge.decide(now_ms)
            if result is not None:
                self.bot_claims.clear()
                if result.winner is not None:
                    self.scene.submit(Action(result.winner, "claim"), source="judge")
                else:
                    tied = tuple(sorted(result.tied))
                    self.scene.submit(Action(tied[0], "tie", tied), source="judge")
        if self.picker_open():
            limit = self.scene.app.settings.claim_seconds * 1000
            if now_ms - self.announce_started >= limit:
                self.scene.submit(Action(view["claimant"], "timeout"), source="judge")

    def _walk_pawns(self, now_ms: float) -> None:
        """Step walking pawns on; resting ones fan out anew whenever a pawn comes or goes, so each
        pawn's symbol stays in view (placed one by one, the first stood under the others)."""
        for seat, path in self.pawn_paths.items():
            pawn = self.pieces[f"pawn-{seat}"]
            if path and not pawn.moving:
                square = path.pop(0)
                self.pawn_squares[seat] = square
                pawn.scale = 1.0
                pawn.move_to(self._pawn_spot(seat, square), now_ms, PAWN_STEP_MS)
        resting = [seat for seat in self.pawn_squares if not self.pawn_paths.get(seat)]
        for seat in resting:
            pawn = self.pieces.get(f"pawn-{seat}")
            if pawn is not None and not pawn.moving:
                square = self.pawn_squares[seat]
                shared = sum(self.pawn_squares[other] == square for other in resting) > 1
                pawn.scale = SHARED_PAWN_SCALE if shared else 1.0
                pawn.move_to(self._pawn_spot(seat, square), now_ms, PAWN_STEP_MS)

    def route_bot_action(self, seat: int, action: Action) -> bool:
        if action.kind == "claim":
            if self.judge and self.judge.is_open and seat not in self.bot_claims:
                level = self.scene.session.seats[seat].level or "normal"
                rng = random.Random(f"{self.scene.session.record.seed}/{seat}/{len(self.scene.session.record.actions)}")
                self.judge.schedule_bot(seat, self.now + bot_reaction_ms(level, rng))
                self.bot_claims.add(seat)
            return True
        if action.kind == "tie":
            return True
        if action.kind == "throw":
            return self.now - self.last_throw_ms < THROW_PAUSE_MS or self.now < self.calm_until
        return False

    # --- input ---

    def handle(self, event: pygame.event.Event) -> bool:
        view = self.view
        if self.feed_judge(event):
            return True
        if event.type == pygame.KEYDOWN:
            bound = self.scene.app.keymaps.action_for(event.key)
            if bound is None:
                return False
            seat, name = bound
            if seat >= view["seats"] or self.scene.session.seats[seat].is_bot:
                return False
            if view["phase"] == "announce" and seat == view["claimant"]:
                return self._picker_key(name)
            if view["phase"] == "throw" and name == "confirm" and seat == view["turn"]:
                self.scene.submit(Action(seat, "throw"))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        view = self.view
        if self.picker_open():
            for name, rect, _ in self.picker_tiles():  # where drawn: a picked tile is lifted
                if rect.collidepoint(pos):
                    self._toggle(name)
                    return True
            if self._shout_rect().collidepoint(pos):
                self._submit_announcement()
                return True
            return False
        for seat in range(view["seats"]):
            if self.scene.session.seats[seat].is_bot:
                continue
            if self._seat_shout_rect(seat).collidepoint(pos):
                if self.judge and self.judge.is_open:
                    self.judge.press(seat, self.now)
                return True
            if self._throw_button_shown(seat) and self._seat_throw_rect(seat).collidepoint(pos):
                self.scene.submit(Action(seat, "throw"))
                return True
        if BOARD.collidepoint(pos) and view["phase"] == "throw":
            seat = view["turn"]
            if not self.scene.session.seats[seat].is_bot:
                self.scene.submit(Action(seat, "throw"))
            return True
        return False

    def _picker_key(self, name: str) -> bool:
        row, column = self.cursor
        if name in ("left", "right"):
            column = (column + (1 if name == "right" else -1)) % 6
        elif name in ("up", "down"):
            row = 1 - row
        elif name == "confirm":
            self._toggle(SERIES_GRID[row][column])
        elif name == "back" and self.picked:
            self.picked.pop()
        elif name == "buzz":
            self._submit_announcement()
        self.cursor = (row, column)
        return True

    def _toggle(self, name: str) -> None:
        if name in self.picked:
            self.picked.remove(name)
        elif len(self.picked) < MAX_SERIES_PER_ANNOUNCEMENT:
            self.picked.append(name)

    def _submit_announcement(self) -> None:
        if not self.picked:
            self.scene.app.toast("Pick at least one series first.")
            return
        claimant = self.view["claimant"]
        self.scene.submit(Action(claimant, "announce", canonical_names(self.picked)))

    # --- what happened ---

    def on_applied(self, applied: ActionApplied) -> None:
        names = self.scene.name
        thrown: dict[int, int] = {}
        moved = {event.data["seat"]: event.data["to"] - event.data["from"]
                 for event in applied.events if event.kind == "moved"}
        knocks = sum(1 for event in applied.events if event.kind == "knocked")
        dealt = any(event.kind == "dealt" for event in applied.events)
        for event in applied.events:
            data = event.data
            if event.kind == "thrown":
                thrown[data["die"]] = data["seat"]
                self.last_throw_ms = self.now
                self.marks, self.held, self.calm_until = {}, set(), 0.0
                details = ["All dice went back to the pirates first." if dealt else "",
                           f"It knocked {plural(knocks, 'die', 'dice')} over." if knocks else ""]
                thrower = names(data["seat"])
                self.news = News(f"{thrower} threw a {data['colour']} {face_words(data['symbol'])}",
                                 " ".join(part for part in details if part), data["seat"],
                                 die=(data["symbol"], data["colour"]), pictured_title=f"{thrower} threw")
                self.scene.app.sounds.play("dice")
            elif event.kind == "claimed":
                self.picked, self.cursor, self.announce_started = [], (0, 0), self.now
                self.marks = {}
                self.scene.app.sounds.play("buzzer")
                bot = self.scene.session.seats[data["seat"]].is_bot
                self.news = News(f"{names(data['seat'])} shouts!",
                                 "Naming the series…" if bot else "Pick 1 to 3 series above, then shout them.",
                                 data["seat"])
            elif event.kind == "tie":
                who = " and ".join(names(s) for s in data["seats"])
                self.news = News("Same time!", f"{who} shouted together: nobody names a series.")
                self.calm_until = self.now + REVEAL_MS * pace()
            elif event.kind == "announced":
                self._mark_announced(data)
                self.news = self._announced_news(data, moved)
            elif event.kind == "timed_out":
                back = -moved.get(data["seat"], 0)
                self.news = News("Time is up!", f"{names(data['seat'])} named nothing"
                                 + (f" and goes back {plural(back, 'square')}." if back else "."),
                                 data["seat"], "cross")
            elif event.kind == "won":
                self.scene.app.sounds.play("win")
        self.sync(thrown)
        for event in applied.events:
            if event.kind == "knocked":
                piece = self.pieces.get(f"die-{event.data['die']}")
                if isinstance(piece, Die):
                    piece.tumble(self.now, 300)

    def _mark_announced(self, data: dict[str, Any]) -> None:
        """Tick or cross the dice of every named series where they lie; won dice stay there a while."""
        self.calm_until = self.now + REVEAL_MS * pace()
        if data["correct"]:
            self.marks = {die: "tick" for die in data["taken"]}
            self.held = set(data["taken"])
            return
        named, wrong = set(data["names"]), set(data["wrong"])
        self.marks = {}
        for die in self.view["board"]:
            hits = named & {die["symbol"], die["colour"]}
            if hits:
                self.marks[die["id"]] = "cross" if hits & wrong else "tick"

    def _announced_news(self, data: dict[str, Any], moved: dict[int, int]) -> News:
        seat = data["seat"]
        who = self.scene.name(seat)
        steps = moved.get(seat, 0)
        series = tuple((name, "cross" if name in data["wrong"] else "tick") for name in data["names"])
        if data["correct"]:
            gain = f" and moves {plural(steps, 'square')}" if steps else ""
            pushed = [self.scene.name(other) for other, step in sorted(moved.items()) if other != seat and step < 0]
            skull = f" The skull sends {' and '.join(pushed)} back." if pushed else ""
            return News(f"{who} is right!",
                        f"{who} takes {plural(len(data['taken']), 'die', 'dice')}{gain}.{skull}", seat, "tick",
                        series=series)
        counts = {name: sum(1 for die in self.view["board"] if name in (die["symbol"], die["colour"]))
                  for name in data["wrong"]}
        back = f"{who} goes back {plural(-steps, 'square')}. " if steps else ""
        rule = f"A series needs {SERIES_MIN} dice; the board has {board_counts(counts)}."
        return News(f"{who} is wrong!", back + rule, seat, "cross", series=series)

    # --- drawing ---

    def status(self) -> str:
        """Whose move it is; while a die is still in the air, that throw: the next thrower named then
        read as one throw ahead of the die on the screen and of the news beside it."""
        view = self.view
        if view["phase"] == "throw" and self.die_in_flight():
            return f"{self.scene.name(view['last_throw']['seat'])} throws\u2026"
        if view["phase"] == "over":
            return f"{self.scene.name(view['winner'])} found the treasure!"
        if view["phase"] == "announce":
            claimant = view["claimant"]
            if self.scene.session.seats[claimant].is_bot:
                return f"{self.scene.name(claimant)} is naming the series…"
            return f"{self.scene.name(claimant)}: name your series!"
        seat = view["turn"]
        thrower = self.scene.name(seat)
        how = "" if self.scene.session.seats[seat].is_bot else \
            f" ({self.scene.app.keymaps.label(seat, 'confirm')} or click the board)"
        if not view["board"]:
            return f"{thrower} throws the first die{how}"
        lead = f"{thrower} deals the dice back and throws{how}" if view["deal_back_next"] else f"{thrower} throws{how}"
        if len(view["board"]) < SERIES_MIN:
            return lead
        return lead + (" \u2014 anyone may shout!" if self.claims_open() else " \u2014 shouts wait for the next die")

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.view
        pygame.draw.rect(surface, (92, 58, 30), BOARD.inflate(12, 12), border_radius=30)
        pygame.draw.rect(surface, (236, 214, 170), BOARD, border_radius=26)
        pygame.draw.rect(surface, (150, 110, 60), BOARD, 3, border_radius=26)
        for line, (words, size) in enumerate(self.empty_board_words()):
            draw_text(surface, words, size, (150, 110, 60), bold=line == 0,
                      center=(BOARD.centerx, BOARD.centery + (line * 2 - 1) * 30))
        surface.blit(island_art(view["map"], self.map_rect.size), self.map_rect)
        pygame.draw.rect(surface, (60, 40, 20), self.map_rect, 4, border_radius=6)
        radius = self.square_radius
        for index, (x, y) in enumerate(self.squares.squares):
            last = index == len(self.squares.squares) - 1
            pygame.draw.circle(surface, SQUARE_PAPER, (x, y), radius + (6 if index == 0 or last else 0))
            pygame.draw.circle(surface, SQUARE_EDGE, (x, y), radius + (6 if index == 0 or last else 0), 3)
            if index:
                draw_text(surface, "X" if last else str(index), radius + 2, (120, 30, 20) if last else SQUARE_INK,
                          bold=True, center=(x, y))
        for words, plate in [("Start", self.start_label_rect()), *self.number_plates()]:
            pygame.draw.rect(surface, SQUARE_PAPER, plate, border_radius=8)
            pygame.draw.rect(surface, SQUARE_EDGE, plate, 3, border_radius=8)
            draw_text(surface, words, MIN_TEXT, (120, 30, 20) if words == "X" else SQUARE_INK, bold=True,
                      center=plate.center)
        self._draw_news(surface)
        self._draw_mark_plates(surface)
        for seat in range(view["seats"]):
            self._draw_seat(surface, seat)

    def start_label_rect(self) -> pygame.Rect:
        """The "Start" plate: beside the first square, clear of every pawn that may stand there (they
        hid the word written on the square) and of the other squares, inside the map."""
        seats = list(range(self.view["seats"]))
        spots = [self.squares.pawn_spot(0, seat, seats, spacing=PAWN_SPACING) for seat in seats]
        return self._plate_beside(0, spots, "Start", [])

    def number_plates(self) -> list[tuple[str, pygame.Rect]]:
        """Each numbered square with pawns resting on it, and a plate for its number beside them: the
        pawns hide the number written on the square, and players count squares to see who leads."""
        taken = [self.start_label_rect()]
        plates = []
        resting = sorted((square, seat) for seat, square in self.pawn_squares.items() if not self.pawn_paths.get(seat))
        spots = {seat: self._pawn_spot(seat, square) for square, seat in resting}
        for square in sorted({square for square, _ in resting if square}):
            pawns_elsewhere = [square_rect(spots[seat], PAWN_PX // 2) for on, seat in resting if on != square]
            words = "X" if square == len(self.squares.squares) - 1 else str(square)
            plate = self._plate_beside(square, [spots[seat] for on, seat in resting if on == square], words,
                                       taken + pawns_elsewhere)
            taken.append(plate)
            plates.append((words, plate))
        return plates

    def _plate_beside(self, square: int, pawn_spots: list[Point], words: str, taken: list[pygame.Rect]) -> pygame.Rect:
        """A plate for ``words`` just above, below, left or right of the square and its pawns, else at a
        corner: the first place inside the map clear of the other squares and of what is ``taken``."""
        ends = (0, len(self.squares.squares) - 1)
        crowd = square_rect(self.squares.squares[square], self.square_radius + (6 if square in ends else 0))
        for spot in pawn_spots:
            crowd.union_ip(square_rect(spot, PAWN_PX // 2))
        others = [square_rect(spot, self.square_radius) for index, spot in enumerate(self.squares.squares)
                  if index != square] + taken
        plate = pygame.Rect((0, 0), font(MIN_TEXT, True).size(words)).inflate(14, 2)
        plate.w = max(plate.w, plate.h)
        places = [plate.copy() for _ in range(8)]
        places[0].midbottom = (crowd.centerx, crowd.top - 2)
        places[1].midtop = (crowd.centerx, crowd.bottom + 2)
        places[2].midright = (crowd.left - 2, crowd.centery)
        places[3].midleft = (crowd.right + 2, crowd.centery)
        places[4].bottomright = (crowd.left, crowd.top)
        places[5].bottomleft = (crowd.right, crowd.top)
        places[6].topright = (crowd.left, crowd.bottom)
        places[7].topleft = (crowd.right, crowd.bottom)
        inside = [place for place in places if self.map_rect.contains(place)] or places
        return next((place for place in inside if place.collidelist(others) < 0), inside[0])

    def empty_board_words(self) -> list[tuple[str, int]]:
        """Before the first die a large empty board read as something missing: it says what it is for
        and how to throw (each line and its letter size)."""
        view = self.view
        if view["board"] or view["phase"] != "throw":
            return []
        seat = view["turn"]
        if self.scene.session.seats[seat].is_bot:
            return [("The dice land here", 40), (f"{self.scene.name(seat)} throws first", 30)]
        return [("The dice land here", 40),
                (f"Click the board or press {self.scene.app.keymaps.label(seat, 'confirm')} to throw", 30)]

    def die_in_flight(self) -> bool:
        """The newest die is still tumbling through the air: the news names its face once it has
        landed, so the words never contradict the face the die shows on its way."""
        last = self.view["last_throw"]
        piece = self.pieces.get(f"die-{last['die']}") if last else None
        return isinstance(piece, Die) and piece.tumble_until > self.now

    def showing_move(self) -> bool:
        """The log names the newest die's face once it has landed, as the news does."""
        return self.die_in_flight()

    def opening_news(self) -> News:
        """The news before anything happened at this table: for a game loaded or resumed, its last
        move (the log's newest line); for a new game, who throws first and when to shout."""
        newest = self.scene.log.lines_for(self.scene.viewer)
        if newest:
            seat, text = newest[0]
            return News(text, "", seat)
        return News(f"{self.scene.name(self.view['turn'])} throws first.",
                    f"Shout as soon as {SERIES_MIN} dice on the board share a symbol or a colour.")

    def _draw_news(self, surface: pygame.Surface) -> None:
        box = self.news_rect
        panel(surface, box, alpha=215)
        news = self.news or self.opening_news()
        if news.die and news.seat is not None and self.die_in_flight():
            news = News(f"{self.scene.name(news.seat)} throws\u2026", "", news.seat)
        x, y = box.x + 16, box.y + 28
        if news.seat is not None:
            seat_tag(surface, news.seat, (x + 16, y), 16)
            x += 40
        if news.mark:
            draw_mark(surface, news.mark, (x + 16, y), 15)
            x += 42
        if box.h < 2 * NEWS_ROW:
            title = news.headline(False)
            if font(MIN_TEXT, True).size(title)[0] > box.right - 16 - x:
                title = news.title  # the verdict alone: the detail names each series shouted wrongly
            fitted_text(surface, title, 32, NEWS_INK, box.right - 16 - x, bold=True, midleft=(x, y))
            area = pygame.Rect(box.x + 16, box.y + 50, box.w - 32, box.bottom - 4 - (box.y + 50))
            self._draw_detail(surface, news.detail, area)
            return
        title_area = pygame.Rect(x, y, box.right - 16 - x, box.bottom - y)
        series, worded, title = self._series_shown(news, title_area)
        size, lines = fitted_lines(title, 32, title_area, bold=True, most=2 if series else None)
        for line in lines:
            draw_text(surface, line, size, NEWS_INK, bold=True, midleft=(x, y))
            y += line_step(size)
        y += 4
        if news.die:
            symbol, colour = news.die
            picture = surface.blit(die_face(symbol, colour, 96), (box.x + 16, y))
            words_x = picture.right + 14
            for line, word in enumerate((colour, face_words(symbol))):
                fitted_text(surface, word, 28, (250, 250, 240), box.right - 12 - words_x, bold=True,
                            midleft=(words_x, picture.centery + (line * 2 - 1) * 18))
            y += 106
        places, y = series_places(series, pygame.Rect(box.x + 16, y, box.w - 28, box.bottom - y), worded)
        for (name, mark), plate in zip(series, places):
            pygame.draw.rect(surface, (250, 244, 226), plate, border_radius=8)
            picture = symbol_icon(name, SERIES_PLATE - 8) if name in SYMBOLS else colour_swatch(name, SERIES_PLATE - 8)
            surface.blit(picture, picture.get_rect(center=plate.center))
            if name in worded:
                draw_mark(surface, mark, (plate.right + 18, plate.centery), 13)
                draw_text(surface, face_words(name), MIN_TEXT + 4, (250, 250, 240), bold=True,
                          midleft=(plate.right + 36, plate.centery))
            else:
                draw_mark(surface, mark, (plate.right + 2, plate.bottom - 10), 13)
        self._draw_detail(surface, news.detail, pygame.Rect(box.x + 16, y, box.w - 32, box.bottom - 6 - y))

    def _series_shown(self, news: News, title_area: pygame.Rect) -> tuple[tuple[tuple[str, str], ...], set[str], str]:
        """The series pictured under the title, those named beside their picture, and the title: each
        named, then only those the detail does not name (it says how few dice each wrong one has), the
        first that leaves the detail whole; else none pictured, the title naming those the detail does
        not (when it names them all, just the verdict)."""
        box = self.news_rect
        size, lines = fitted_lines(news.headline(True), 32, title_area, bold=True, most=2)
        top = title_area.y + len(lines) * line_step(size) + 4 + (106 if news.die else 0)
        named = {name for name, _ in news.series}
        for worded in (named, {name for name, mark in news.series if mark == "tick"}):
            _, y = series_places(news.series, pygame.Rect(box.x + 16, top, box.w - 28, box.bottom - top), worded)
            if whole(news.detail, 26, pygame.Rect(box.x + 16, y, box.w - 32, box.bottom - 6 - y)):
                return news.series, worded, news.headline(True)
        wrong = all(mark == "cross" for _, mark in news.series)
        return (), set(), news.title if wrong else news.headline(False)

    @staticmethod
    def _draw_detail(surface: pygame.Surface, detail: str, area: pygame.Rect) -> None:
        size, lines = fitted_lines(detail, 26, area)
        for number, line in enumerate(lines):
            draw_text(surface, line, size, (240, 240, 228), topleft=(area.x, area.y + number * line_step(size)))

    def _throw_button_shown(self, seat: int) -> bool:
        view = self.view
        return view["phase"] == "throw" and seat == view["turn"] and not self.scene.session.seats[seat].is_bot

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        view = self.view
        rect = self.seat_rect(seat)
        in_flight = view["phase"] == "throw" and self.die_in_flight()  # the news is the throw on the screen
        throwing = in_flight and seat == view["last_throw"]["seat"]
        throws_next = not in_flight and view["phase"] == "throw" and seat == view["turn"]
        panel(surface, rect, alpha=200, border=HIGHLIGHT_LEGAL if throws_next or throwing else SEAT_COLOURS[seat])
        if throws_next or throwing:
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 5, border_radius=18)
        seat_tag(surface, seat, (rect.x + 24, rect.y + 21), 16)
        name_x, name_right = rect.x + SEAT_NAME_X, rect.right - SEAT_EDGE
        if square_words := self.square_words(seat):
            square = draw_text(surface, square_words, MIN_TEXT, (230, 230, 215), midright=(name_right, rect.y + 21))
            name_right = square.x - SEAT_NAME_GAP
        fitted_text(surface, self.scene.name(seat), 28, (255, 245, 220), name_right - name_x, bold=True,
                    midleft=(name_x, rect.y + 21))
        keys = self.scene.app.keymaps
        spec = self.scene.session.seats[seat]
        if spec.is_bot:
            words = f"bot ({spec.level})" + (" \u2014 throws next" if throws_next else
                                             " \u2014 throwing" if throwing else "")
            fitted_text(surface, words, MIN_TEXT, (200, 210, 200), rect.w - 28, midleft=(rect.x + 14, rect.y + 56))
        else:
            self._button(surface, self._seat_shout_rect(seat), f"Shout: {keys.label(seat, 'buzz')}", (201, 138, 27))
            if self._throw_button_shown(seat):
                self._button(surface, self._seat_throw_rect(seat), f"Throw: {keys.label(seat, 'confirm')}",
                             HIGHLIGHT_LEGAL)
        hand = view["hands"][seat]
        if not hand:
            box = self.hand_box(seat)
            draw_text(surface, "no dice", MIN_TEXT, (200, 200, 190), midleft=(box.x + 2, box.y + min(20, box.h // 2)))
        if coming := self.coming(seat):
            size, spots = self.hand_layout(seat, len(hand))
            slots = [square_rect(spot, size / 2 - 2) for spot in spots[len(hand) - len(coming):]]
            for slot in slots:
                pygame.draw.rect(surface, (200, 200, 190), slot, 2, border_radius=size // 6)
            draw_text(surface, f"+{len(coming)}", MIN_TEXT, (255, 245, 220), bold=True, center=slots[0].center)

    def square_words(self, seat: int) -> str:
        """Where the seat's pawn stands, "Square 3 / 13"; just "3 / 13" where the name would not fit
        beside the word (a 20-letter name was cut with "…"), and nothing where the name fits only
        alone on its row (16 wide letters were cut): the pawn on the map says the rest. A name too long
        even for the whole row keeps the number, as it is cut anyway."""
        reached = f"{self.view['positions'][seat]} / {self.view['finish']}"
        row = self.seat_rect(seat).w - SEAT_NAME_X - SEAT_EDGE
        name = font(MIN_TEXT, True).size(self.scene.name(seat))[0]
        for words in (f"Square {reached}", reached):
            if name <= row - SEAT_NAME_GAP - font(MIN_TEXT).size(words)[0]:
                return words
        return "" if name <= row else reached

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, colour: tuple[int, int, int]) -> None:
        pygame.draw.rect(surface, colour, rect, border_radius=10)
        fitted_text(surface, label, MIN_TEXT, (20, 20, 20), rect.w - 8, bold=True, center=rect.center)

    def _seat_shout_rect(self, seat: int) -> pygame.Rect:
        rect = self.seat_rect(seat)
        return pygame.Rect(rect.x + 12, rect.y + 40, 232, 36)

    def _seat_throw_rect(self, seat: int) -> pygame.Rect:
        shout = self._seat_shout_rect(seat)
        return pygame.Rect(shout.right + 8, shout.y, self.seat_rect(seat).right - 12 - shout.right - 8, shout.h)

    def draw_hud(self, surface: pygame.Surface) -> None:
        view = self.view
        self._draw_marks(surface)
        if self.picker_open():
            self._draw_picker(surface, view)

    def picker_open(self) -> bool:
        """A human claimant is naming their series: the picker covers the map and the news."""
        return self.view["phase"] == "announce" and not self.scene.session.seats[self.view["claimant"]].is_bot

    def thrower_badge(self) -> tuple[int, pygame.Rect] | None:
        """Who threw the newest die, and where their tag sits: on the die's top right corner."""
        last = self.view["last_throw"]
        piece = self.pieces.get(f"die-{last['die']}") if last else None
        if not isinstance(piece, Die) or self.shown_marks() or last is None \
                or all(die["id"] != last["die"] for die in self.view["board"]):
            return None
        rect = piece.rect_at(self.now)
        badge = pygame.Rect(0, 0, 36, 36)
        badge.center = (rect.right - 6, rect.top + 6)
        return last["seat"], badge

    def shown_marks(self) -> dict[int, str]:
        """The marks of the dice still lying on the board (won dice leave with theirs)."""
        lying = {die["id"] for die in self.view["board"]} | self.held
        return {die_id: mark for die_id, mark in self.marks.items()
                if die_id in lying and f"die-{die_id}" in self.pieces}

    def _draw_mark_plates(self, surface: pygame.Surface) -> None:
        """Under each marked die, a plate in its verdict's colour that shows around it like a glow."""
        for die_id, mark in self.shown_marks().items():
            plate = self.pieces[f"die-{die_id}"].rect.inflate(20, 20)
            pygame.draw.rect(surface, RIGHT_GREEN if mark == "tick" else WRONG_RED, plate, border_radius=24)
            pygame.draw.rect(surface, OUTLINE, plate, 3, border_radius=24)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Over the dice: who threw the newest one, or the verdict's tick or cross on each marked die
        (the other dice are dimmed, so the named series stand out)."""
        badge = self.thrower_badge()
        if badge:
            seat, rect = badge
            pygame.draw.circle(surface, OUTLINE, rect.center, rect.w // 2 + 2)
            seat_tag(surface, seat, rect.center, rect.w // 2)
        for die_id, mark in self.shown_marks().items():
            rect = self.pieces[f"die-{die_id}"].rect
            draw_mark(surface, mark, (rect.right - 4, rect.bottom - 4), 18)

    def _tiles(self) -> list[tuple[str, pygame.Rect]]:
        gap = (MAP_AREA.w - 48 - 6 * TILE[0]) // 5
        tiles = []
        for row, names in enumerate(SERIES_GRID):
            for column, name in enumerate(names):
                x = MAP_AREA.x + 24 + column * (TILE[0] + gap)
                y = MAP_AREA.y + TILES_TOP + row * (TILE[1] + TILE_ROW_GAP)
                tiles.append((name, pygame.Rect(x, y, *TILE)))
        return tiles

    def _shout_rect(self) -> pygame.Rect:
        return pygame.Rect(MAP_AREA.centerx - SHOUT_BUTTON[0] // 2, MAP_AREA.bottom - SHOUT_MARGIN - SHOUT_BUTTON[1],
                           *SHOUT_BUTTON)

    @property
    def picker_rect(self) -> pygame.Rect:
        """The series picker's panel: the map's area and the news with it, which a long map puts
        partly below that area; half a news line showing under the picker read as a glitch."""
        return MAP_AREA.union(self.news_rect)

    def picker_tiles(self) -> list[tuple[str, pygame.Rect, bool]]:
        """Each series' tile as drawn (a picked one lifted, as picked pieces are at every table) and
        whether a pick or click may change it now: any picked tile, and the others while there is room."""
        room = len(self.picked) < MAX_SERIES_PER_ANNOUNCEMENT
        return [(name, rect.move(0, -PICKED_LIFT) if name in self.picked else rect, room or name in self.picked)
                for name, rect in self._tiles()]

    def _draw_tile(self, surface: pygame.Surface, name: str, rect: pygame.Rect, legal: bool) -> None:
        """A series' picture and name; picked, its place in the shout (what Back takes off first is the
        highest); dimmed when three others are picked already."""
        row = 0 if name in SYMBOLS else 1
        tile = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tile, (250, 244, 226), tile.get_rect(), border_radius=14)
        said = face_words(name)
        words = [said] if font(MIN_TEXT, True).size(said)[0] <= rect.w - 16 else said.split()
        icon = TILE_ICON if len(words) == 1 else TWO_ROW_ICON
        spot = ((rect.w - icon) // 2, 12)
        tile.blit(symbol_icon(name, icon) if row == 0 else colour_swatch(name, icon), spot)
        row_height = 21
        # the rows centred in the room between the picture and a margin above the tile's bottom edge
        first = (spot[1] + icon + rect.h - 8) // 2 - (len(words) - 1) * row_height // 2
        for line, word in enumerate(words):
            draw_text(tile, word, MIN_TEXT, (30, 30, 30), bold=True, center=(rect.w // 2, first + line * row_height))
        if not legal:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=14)
            tile.blit(shade, (0, 0))
        surface.blit(tile, rect)
        if name in self.picked:
            draw_text(surface, str(self.picked.index(name) + 1), MIN_TEXT, OUTLINE_DARK, bold=True,
                      topright=(rect.right - 8, rect.y + 2))

    def _draw_picker(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        claimant = view["claimant"]
        panel(surface, self.picker_rect, alpha=255)
        seat_tag(surface, claimant, (MAP_AREA.x + 36, MAP_AREA.y + PICKER_TITLE_Y), 18)
        title = draw_outlined(surface, f"{self.scene.name(claimant)} shouts!", 38, (255, 215, 122),
                              midleft=(MAP_AREA.x + 62, MAP_AREA.y + PICKER_TITLE_Y))
        limit = self.scene.app.settings.claim_seconds * 1000
        left = max(0.0, 1 - (self.now - self.announce_started) / limit)
        bar = pygame.Rect(title.right + 30, MAP_AREA.y + PICKER_TITLE_Y - 7, MAP_AREA.right - 24 - title.right - 30, 14)
        pygame.draw.rect(surface, (60, 60, 60), bar, border_radius=7)
        pygame.draw.rect(surface, (230, 80, 60) if left < 0.3 else (240, 200, 60),
                         (bar.x, bar.y, int(bar.w * left), bar.h), border_radius=7)
        keys = self.scene.app.keymaps
        hint = (f"{' '.join(keys.label(claimant, d) for d in ('up', 'left', 'down', 'right'))} move · "
                f"{keys.label(claimant, 'confirm')} pick · {keys.label(claimant, 'buzz')} shout · or click")
        fitted_text(surface, f"Pick 1 to 3 series: {hint}", 26, (235, 235, 225), MAP_AREA.w - 48,
                    center=(MAP_AREA.centerx, MAP_AREA.y + PICKER_HINT_Y))
        shown = self.picker_tiles()
        for name, rect, legal in shown:
            self._draw_tile(surface, name, rect, legal)
        draw_legal_frames(surface, [rect for _, rect, legal in shown if legal])
        for name, rect, _ in shown:
            if name in self.picked:
                draw_picked_mark(surface, rect)
        row, column = self.cursor
        draw_focus_ring(surface, {name: rect for name, rect, _ in shown}[SERIES_GRID[row][column]], pad=3)
        shout = self._shout_rect()
        pygame.draw.rect(surface, (201, 138, 27) if self.picked else (90, 90, 90), shout, border_radius=14)
        fitted_text(surface, "Shout: " + (" + ".join(map(face_words, self.picked)) or "…"), 28, (20, 20, 20),
                    shout.w - 16, bold=True, center=shout.center)

    def results_lines(self) -> list[str]:
        """What the score column counts, once: its numbers are the squares reached already."""
        return [f"Each score is the square reached; the treasure is square {self.view['finish']}."]


ADAPTER = CoconutPirateTable

"""The CitronCoco table: four seats around the felt (the seat at the screen at the bottom, its partner
facing it, the other team left and right), the stock, the discard pile, the drawn card and the coin,
a centre panel for news, quick-play windows and picks, and the score sheet beside the move log.

Cards are face down unless the rules turn them up. The seat at the screen sees a card's face only in
the moment it learns it (a draw, a peek), and again by hovering it while the "recall seen cards"
setting is on; off, the game is the memory game the rulebook means.

Quick plays are races. After every discard the table holds a window open for the same time whatever
anyone holds, so it tells nothing; every seat's buzzer (its key, or its Claim button) goes to the race
judge, bots claim through the same judge after a reaction delay, and when only bots could answer the
window passes at once. The claimant then picks its card(s) with its own keys or the mouse against a
countdown; running out of time is the rules' ``timeout``, a missplay.

Powers are chosen on the table: the cards or seats the rules accept light up and are clicked (or
reached with Tab and Enter); the Queen's swap is one card dragged or clicked onto another.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Callable

import pygame

from rules import citroncoco as game
from rules.core import Action
from tabletop.art.felt import panel
from tabletop.art.palette import (HIGHLIGHT_LEGAL, PICKED_LIFT, TEXT_GOLD, TEXT_SOFT, TEXT_WHITE, draw_focus_ring,
                                   draw_legal_frame, draw_symbol, legal_frame_pads, picked_mark_box, seat_tag)
from tabletop.art.playing_cards import card_name, playing_card_back, playing_card_face, value_text
from tabletop.art.text import INK, draw_outlined, draw_text, ellipsize, font, plural, wrap_sentence
from tabletop.bus import ActionApplied
from tabletop.input.race import bot_reaction_ms
from tabletop.movelog import KEPT, held_units, kept_words
from tabletop.pieces.card import Card
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.layout import Hand
from tabletop.pieces.piece import Piece, Point
from tabletop.tables.base import MOVE_BEAT_MS, Beat, Notice, RaceTable

if TYPE_CHECKING:
    from tabletop.session import Session

MIN_TEXT = 24
"""The smallest text on this table (logical pixels): 12.8 px on screen at 1024x600."""
CLAIM_CHIP_PAD = 56
"""A claim chip's width past its words: the seat's badge on the left and a margin on the right."""
TEAM_NAMES = ("Citrons", "Cocos")
TEAM_COLOURS = ((240, 228, 66), (86, 180, 233))
"""Okabe-Ito yellow and sky blue; the team's name is always written beside its colour."""
POWER_TITLES = {"assault": "Assault", "fellow": "Fellow", "seadog": "Seadog", "witch": "Witch", "spy": "Spy",
                "supply": "Supply", "queen": "Queen", "captain-peek": "Captain", "captain-skip": "Captain"}
POWER_ASKS = {"assault": "choose a seat to take a card from the stock",
              "fellow": "look at one of your partner's cards",
              "seadog": "look at any card",
              "witch": "give the coin to a seat (it blocks their next power)",
              "spy": "turn a face-down card up",
              "queen": "swap two cards: drag one onto another (click, click or Tab, Enter)"}
BIG_CARD = (130, 186)
CARD = (100, 143)
PILE_CARD = (120, 171)
STOCK_SPOT = (500, 500)
DISCARD_SPOT = (725, 500)
DRAWN_SPOT = (950, 500)
COIN_HOME = (1105, 500)
COIN_RADIUS = 34
CENTRE_PANEL = pygame.Rect(316, 612, 818, 160)
"""Between the piles and the bottom hand, clear of the cues on both: the piles' brackets and focus ring
above, the bottom hand's brackets, focus ring and picked tick below (the panel is drawn over them)."""
NEWS_ROWS = (20, 54)
"""Where in the centre panel the two lines of a headline too long for one stand (a missplay of two
cards by a long name): cut to one line with "…", it lost who takes the penalty card."""
NOTICE_AREA = pygame.Rect(298, 316, 854, 332)
"""A round's notice between the four hands and under the side seats' tags, which it leaves in sight,
over the piles and where the centre panel was (hidden while the notice is up)."""
BANNER_AREA = pygame.Rect(350, 284, 750, 64)
"""A call's banner: between the side seats' name tags, under the top hand and above the piles'
labels, all of which it leaves in sight."""
BANNER_TEXT = 44
PILE_LABEL = 26
SCORE_PANEL = pygame.Rect(1452, 84, 456, 500)
LOG_AREA = pygame.Rect(1452, 596, 456, 470)
CALL_BUTTONS = (pygame.Rect(1108, 846, 320, 66), pygame.Rect(1108, 926, 320, 66))
SIDE_AREAS = {1: pygame.Rect(60, 330, 230, 500), 3: pygame.Rect(1160, 330, 230, 500)}
"""The left and right seats' cards, in two columns."""
HANDS = {0: Hand((725, 896), BIG_CARD[0], 760), 2: Hand((725, 204), CARD[0], 700, gap=10)}
TAG_CENTRES = {0: (725, 1036), 1: (175, 290), 2: (725, 100), 3: (1275, 290)}
TAG_SIZE = (420, 48)
SIDE_TAG_WIDTH = 330
TOAST_CLEARANCE = 6
"""Felt kept between the toasts' band and the names and panel around it."""
PEEK_MS = 2200
"""How long a peeked card stays face up for the seat that looked (not scaled by the move speed)."""
MARK_MS = 2600
CALL_BEAT_MS = 1800
LONG_BEAT_MS = 1400
PICKED = (201, 60, 27)
NEWS_TAG = (190, 230, 200)
"""What just happened to a card (kept, swapped, a penalty, looked at): pale green, never the gold that
marks what may be clicked, so a tagged card does not look playable."""
CALL_WORDS = {"citroncoco": "CitronCoco!", "nano": "Nano! (×2)", "nano-alpha": "Nano Alpha! (×4)"}
CALL_KEYS = {"citroncoco": pygame.K_c, "nano": pygame.K_n, "nano-alpha": pygame.K_a}
CALL_KEY_LABELS = {"citroncoco": "C", "nano": "N", "nano-alpha": "A"}
END_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
RESULT_LINES = 14
"""How many summary lines the results screen shows."""

Place = tuple[int, int]
"""(seat, slot): a card in a hand."""


def team_name(team: int) -> str:
    return TEAM_NAMES[team]


def card_face(code: str, size: tuple[int, int], shown_width: int | None = None) -> pygame.Surface:
    value = game.VALUE[code]
    power = game.POWER_NAMES.get(value)
    return playing_card_face(code, size, value, POWER_TITLES[power] if power else "", shown_width)


def mark_lines(word: str, width: int) -> list[str]:
    """A card's news tag on its own card: "Papaya looked" over the card's edge hid its neighbour and the
    coin, so a tag too wide breaks before its last word, and a long name is cut with an ellipsis."""
    words = font(MIN_TEXT, True)
    if words.size(word)[0] <= width or " " not in word:
        return [ellipsize(word, width, lambda text: words.size(text)[0])]
    who, did = word.rsplit(" ", 1)
    return [ellipsize(who, width, lambda text: words.size(text)[0]), did]


def shown_widths(spots: list[Point], card_width: int) -> list[int | None]:
    """How much of each card in a row stays in sight under the next one (None: all of it): the last
    card lies on top, and a side seat's two columns never cover each other."""
    widths: list[int | None] = []
    for spot, following in pairwise(spots):
        step = following[0] - spot[0]
        widths.append(int(step) if following[1] == spot[1] and 0 < step < card_width else None)
    return widths + [None] * min(1, len(spots))


def team_badge(surface: pygame.Surface, team: int, midleft: tuple[int, int]) -> pygame.Rect:
    """The team's name on its colour: the words carry the meaning, the colour repeats it."""
    label = font(MIN_TEXT, True).render(team_name(team), True, INK)
    box = pygame.Rect(0, 0, label.get_width() + 20, label.get_height() + 2)
    box.midleft = midleft
    pygame.draw.rect(surface, TEAM_COLOURS[team], box, border_radius=10)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def draw_coin(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """The Witch's coin: gold with a star, so it reads as the coin without its colour."""
    pygame.draw.circle(surface, (92, 64, 20), centre, radius + 3)
    pygame.draw.circle(surface, (226, 176, 58), centre, radius)
    pygame.draw.circle(surface, (255, 226, 130), centre, radius, 3)
    draw_symbol(surface, "star", centre, int(radius * 0.62), (120, 80, 20))


@dataclass
class CitronCocoTable(RaceTable):
    window_opened: float | None = None
    """When the quick-play window on show opened (None: no window is running)."""
    racing: bool = False
    """A human could claim in the open window: it runs its full time and claims go through the judge."""
    bot_claims: set[int] = field(default_factory=set)
    pick_started: float | None = None
    picked: list[Place] = field(default_factory=list)
    cursor: Place | None = None
    revealed: dict[str, float] = field(default_factory=dict)
    """Piece key -> until when it shows its face to the seat at the screen (a peek, a look at the stock)."""
    marks: dict[str, tuple[str, float]] = field(default_factory=dict)
    """Piece key -> (word, until): what just happened to that card, for everyone."""
    origins: dict[str, Point] = field(default_factory=dict)
    """Where a piece changed by the latest move comes from (the stock, a hand, the drawn card)."""
    news: tuple[int | None, str] = (None, "")
    call_banner: tuple[str, float] | None = None
    ended: dict[str, Any] | None = None
    """The round_over record on show: its hands lie face up where they were until its notice is
    closed, and only then is the next round dealt."""

    @property
    def log_rect(self) -> pygame.Rect:
        return LOG_AREA

    def toast_band(self) -> tuple[int, int, int]:
        """Over the partner's cards: under their name, above the side seats' names, and clear of the
        score sheet (a box is its line and 40 pixels, centred)."""
        tags = {self.place_of(seat): self.tag_rect(seat) for seat in range(game.SEATS)}
        top = tags[2].bottom + TOAST_CLEARANCE
        bottom = min(tags[1].top, tags[3].top) - TOAST_CLEARANCE
        return top, bottom, 2 * (SCORE_PANEL.x - TOAST_CLEARANCE - self.toast_centre_x()) - 40

    # --- who sits where ---

    def place_of(self, seat: int) -> int:
        """0 bottom, 1 left, 2 top, 3 right: clockwise from the seat at the screen."""
        return (seat - self.me) % game.SEATS

    def card_size(self, seat: int) -> tuple[int, int]:
        return BIG_CARD if self.place_of(seat) == 0 else CARD

    def slot_spots(self, seat: int, count: int) -> list[Point]:
        place = self.place_of(seat)
        if place in HANDS:
            return HANDS[place].positions(count)
        area = SIDE_AREAS[place]
        rows = max(1, (count + 1) // 2)
        step = min(CARD[1] + 10, (area.h - CARD[1]) / max(1, rows - 1))
        columns = (area.x + CARD[0] / 2, area.right - CARD[0] / 2)
        return [(columns[index % 2], area.y + CARD[1] / 2 + (index // 2) * step) for index in range(count)]

    def tag_rect(self, seat: int) -> pygame.Rect:
        """A seat's name tag; the side seats' are narrower, to stay clear of the piles."""
        place = self.place_of(seat)
        rect = pygame.Rect((0, 0), (TAG_SIZE[0] if place in HANDS else SIDE_TAG_WIDTH, TAG_SIZE[1]))
        rect.center = TAG_CENTRES[place]
        return rect

    def slot_key(self, seat: int, slot: int) -> str:
        return f"slot-{seat}-{slot}"

    def slot_rect(self, seat: int, slot: int) -> pygame.Rect:
        piece = self.pieces.get(self.slot_key(seat, slot))
        if piece is not None:
            return piece.rect
        spot = self.slot_spots(seat, self.view["hand_sizes"][seat])[slot]
        rect = pygame.Rect((0, 0), self.card_size(seat))
        rect.center = (round(spot[0]), round(spot[1]))
        return rect

    @staticmethod
    def pile_rect(spot: Point) -> pygame.Rect:
        rect = pygame.Rect((0, 0), PILE_CARD)
        rect.center = (round(spot[0]), round(spot[1]))
        return rect

    def is_human(self, seat: int) -> bool:
        return not self.scene.session.seats[seat].is_bot

    # --- pieces from the view ---

    def sync(self) -> None:
        view = self.view
        wanted: set[str] = set()
        over = view["phase"] == "over"  # the last round's hands were laid open to all: they stay so
        open_hands = self.scene.session.state["hands"] if self.scene.open_cards or over else None
        if self.ended is not None:
            for seat, codes in enumerate(self.ended["hands"]):
                size = self.card_size(seat)
                spots = self.slot_spots(seat, len(codes))
                for slot, (spot, code, shown) in enumerate(zip(spots, codes, shown_widths(spots, size[0]))):
                    wanted.add(f"ended-{seat}-{slot}")
                    self._put(f"ended-{seat}-{slot}", spot, size, code, True, 10 + slot, shown)
        for seat, hand in enumerate(view["hands"] if self.ended is None else []):
            size = self.card_size(seat)
            spots = self.slot_spots(seat, len(hand))
            for slot, (spot, card, shown) in enumerate(zip(spots, hand, shown_widths(spots, size[0]))):
                key = self.slot_key(seat, slot)
                wanted.add(key)
                if open_hands is not None:  # a finished game: a seat's view hides its own cards, worth seeing now
                    self._put(key, spot, size, open_hands[seat][slot], True, 10 + slot, shown)
                else:
                    self._put(key, spot, size, card["face"], self._face_up(key, card), 10 + slot, shown)
        stock_cards = min(view["stock_size"], 3)
        for index in range(stock_cards):
            key = f"stock-{index}"
            wanted.add(key)
            top = index == stock_cards - 1
            face = view["stock_top"] if top else None
            self._put(key, (STOCK_SPOT[0] - 2 * index, STOCK_SPOT[1] - 2 * index), PILE_CARD, face,
                      top and face is not None and key in self.revealed, 5 + index)
        discard = view["discard"]
        if len(discard) > 1:
            wanted.add("discard-under")
            self._put("discard-under", (DISCARD_SPOT[0] - 6, DISCARD_SPOT[1] - 4), PILE_CARD, discard[-2], True, 5)
        if discard:
            wanted.add("discard-top")
            self._put("discard-top", DISCARD_SPOT, PILE_CARD, discard[-1], True, 6)
        if view["holding"]:
            wanted.add("drawn")
            self._put("drawn", DRAWN_SPOT, PILE_CARD, view["drawn"], view["drawn"] is not None, 40)
        for key in [key for key in self.pieces if key not in wanted]:
            del self.pieces[key]
        self.origins.clear()
        self._set_draggable()

    def _face_up(self, key: str, card: dict[str, Any]) -> bool:
        return card["up"] or (card["face"] is not None and key in self.revealed)

    def _put(self, key: str, spot: Point, size: tuple[int, int], face: str | None, face_up: bool, z: int,
             shown_width: int | None = None) -> None:
        """Create or update one card piece; only a face the view shows is ever given to a piece."""
        piece = self.pieces.get(key)
        origin = self.origins.get(key)
        look: Callable[[], pygame.Surface] = (lambda: card_face(face, size, shown_width)) if face else (
            lambda: playing_card_back(size))
        label = card_name(face) if face else "face-down card"
        if piece is None:
            piece = Card(key, size, look, lambda: playing_card_back(size), origin or STOCK_SPOT,
                         face_up=face_up, label=label)
            self.pieces[key] = piece
        assert isinstance(piece, Card)
        if origin is not None:
            piece.place(origin)
        piece.size = size
        piece.set_face(look)
        piece.back = lambda: playing_card_back(size)
        piece.label = label
        piece.turn(face_up and face is not None, self.now)
        piece.z = z
        piece.move_to(spot, self.now, 360)

    def _set_draggable(self) -> None:
        for piece in self.pieces.values():
            piece.draggable = False
        for piece in self.movable_pieces():
            piece.draggable = True

    # --- what the seat at the screen may do with the mouse and Tab/Enter ---

    def _my_turn_phase(self) -> str | None:
        """The phase, if the seat at the screen is a human who acts in it now."""
        seat, view = self.scene.viewer, self.view
        if seat is None or not self.is_human(seat) or seat not in self.scene.session.to_act():
            return None
        return view["phase"]

    def _legal(self) -> list[Action]:
        seat = self.scene.viewer
        return self.scene.legal(seat) if seat is not None else []

    def free_zones(self) -> list[DropZone]:
        phase = self._my_turn_phase()
        legal = self._legal()
        if phase == "draw":
            zones = [DropZone(self.pile_rect(STOCK_SPOT), Action(self.me, "draw", ("stock",)), "the stock"),
                     DropZone(self.pile_rect(DISCARD_SPOT), Action(self.me, "draw", ("discard",)),
                              "the discard pile")]
            return [zone for zone in zones if zone.action in legal]
        if phase == "decide":
            return self._decide_zones()
        if phase == "power" and self.view["power"]["name"] != "queen":
            zones = []
            for action in legal:
                if action.kind in ("assault", "coin"):
                    target = int(action.args[0])
                    zones.append(DropZone(self.tag_rect(target), action, self.scene.name(target)))
                else:
                    target, slot = int(action.args[0]), int(action.args[1])
                    zones.append(DropZone(self.slot_rect(target, slot), action,
                                          f"{self.scene.name(target)}'s card {slot + 1}"))
            return zones
        return []

    def _decide_zones(self) -> list[DropZone]:
        zones = [DropZone(self.pile_rect(DISCARD_SPOT), Action(self.me, "discard"), "discard it")]
        for slot in range(self.view["hand_sizes"][self.me]):
            zones.append(DropZone(self.slot_rect(self.me, slot), Action(self.me, "swap", (slot,)),
                                  f"swap it for your card {slot + 1}"))
        return zones

    def movable_pieces(self) -> list[Piece]:
        phase = self._my_turn_phase()
        if phase == "decide" and "drawn" in self.pieces:
            return [self.pieces["drawn"]]
        if phase == "power" and self.view["power"]["name"] == "queen":
            firsts = {(int(a.args[0]), int(a.args[1])) for a in self._legal() if a.kind == "exchange"}
            firsts |= {(int(a.args[2]), int(a.args[3])) for a in self._legal() if a.kind == "exchange"}
            return [self.pieces[self.slot_key(*place)] for place in sorted(firsts)
                    if self.slot_key(*place) in self.pieces]
        return []

    def zones_for(self, piece: Piece) -> list[DropZone]:
        phase = self._my_turn_phase()
        if phase == "decide" and piece.key == "drawn":
            return self._decide_zones()
        if phase == "power" and piece.key.startswith("slot-"):
            first = self._place_of_key(piece.key)
            zones = []
            for seat, hand_size in enumerate(self.view["hand_sizes"]):
                for slot in range(hand_size):
                    if (seat, slot) == first:
                        continue
                    a, b = sorted((first, (seat, slot)))
                    zones.append(DropZone(self.slot_rect(seat, slot), Action(self.me, "exchange", (*a, *b)),
                                          f"swap with {self.scene.name(seat)}'s card {slot + 1}"))
            return zones
        return []

    @staticmethod
    def _place_of_key(key: str) -> Place:
        _, seat, slot = key.split("-")
        return int(seat), int(slot)

    def needs_screen(self, seat: int) -> bool:
        """Quick plays are races on the shared screen: claiming and picking need no curtain."""
        return self.view["phase"] not in ("quick", "pick")

    # --- the quick-play race ---

    def claimers(self) -> list[int]:
        return [seat for seat in range(game.SEATS) if Action(seat, "claim") in self.scene.legal(seat)]

    def window_ms(self) -> float:
        return self.scene.app.settings.quick_play_seconds * 1000.0

    def resume(self, paused_ms: float) -> None:
        super().resume(paused_ms)
        if self.window_opened is not None:
            self.window_opened += paused_ms
        if self.pick_started is not None:
            self.pick_started += paused_ms

    def pick_ms(self) -> float:
        return self.scene.app.settings.pick_seconds * 1000.0

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        if self.ended is not None and not self.scene.notices and self.view["phase"] != "over":
            self.ended = None  # the game's last hands stay laid open under its result
            self.sync()
        self._expire(now_ms)
        self._recall(now_ms)
        judge = self.judge
        assert judge is not None
        judge.tie_window_ms = self.scene.app.settings.tie_window_ms
        phase = self.view["phase"]
        if phase != "quick":
            self.window_opened = None
            if judge.is_open:
                judge.close()
        if phase != "pick":
            self.pick_started = None
            self.picked = []  # a pick ended: its places name cards of hands that may have changed
        if phase == "quick" and self.window_opened is None:
            self.racing = any(self.is_human(seat) for seat in self.claimers())
        if self.scene.pacing or self.scene.notices:
            return
        if phase == "quick" and self.window_opened is None and self.revealed:
            return  # everyone looks at the screen for a window: a private peek is put away first
        if phase == "quick":
            self._run_window(now_ms)
        elif phase == "pick" and self.is_human(self.view["claimant"]):
            if self.pick_started is None:
                self.pick_started = now_ms
                self.picked, self.cursor = [], (self.view["claimant"], 0)
            elif now_ms - self.pick_started >= self.pick_ms():
                self.scene.submit(Action(self.view["claimant"], "timeout"), source="judge")

    def _run_window(self, now_ms: float) -> None:
        """Open the window (and the judge, if a human could claim); settle it by a verdict or by time."""
        judge = self.judge
        assert judge is not None
        if self.window_opened is None:
            self.window_opened = now_ms
            self.bot_claims.clear()
            if self.racing:
                judge.open(now_ms, self.claimers())
        if not self.racing:
            for seat in sorted(self.scene.session.to_act()):
                if self.is_human(seat) and self.view["phase"] == "quick":
                    self.scene.submit(Action(seat, "pass"), source="judge")
            return
        result = judge.decide(now_ms) if judge.is_open else None
        if result is not None:
            if result.winner is not None:
                self.scene.submit(Action(result.winner, "claim"), source="judge")
            else:
                tied = tuple(sorted(result.tied))
                self.scene.submit(Action(tied[0], "tie", tied), source="judge")
            return
        if now_ms - self.window_opened >= self.window_ms() + judge.tie_window_ms:
            judge.close()
            for seat in sorted(self.scene.session.to_act()):
                if self.view["phase"] != "quick":
                    break
                self.scene.submit(Action(seat, "pass"), source="judge")

    def route_bot_action(self, seat: int, action: Action) -> bool:
        """While a human could claim, bots claim through the judge and wait for the window to pass."""
        if self.view["phase"] != "quick" or not self.racing:
            return False
        if action.kind == "claim" and self.judge is not None and seat not in self.bot_claims:
            level = self.scene.session.seats[seat].level or "normal"
            rng = random.Random(f"{self.scene.session.record.seed}/{seat}/{len(self.scene.session.record.actions)}")
            self.judge.schedule_bot(seat, self.now + bot_reaction_ms(level, rng))
            self.bot_claims.add(seat)
        return True

    # --- picking the quick-play cards ---

    def pick_places(self) -> list[Place]:
        """The cards a claimant may name: its own, then its partner's."""
        claimant = self.view["claimant"]
        partner = game.partner_of(claimant)
        sizes = self.view["hand_sizes"]
        return [(claimant, slot) for slot in range(sizes[claimant])] + [
            (partner, slot) for slot in range(sizes[partner])]

    def toggle_pick(self, place: Place) -> None:
        """Name a card, or take it back; one own card and one partner card at most. Two named cards
        are played at once."""
        if place in self.picked:
            self.picked.remove(place)
            return
        self.picked = [named for named in self.picked if named[0] != place[0]] + [place]
        if len(self.picked) == 2:
            self.play_picked()

    def play_picked(self) -> None:
        claimant = self.view["claimant"]
        if not any(seat == claimant for seat, _ in self.picked):
            self.scene.app.toast("Pick one of your own cards (and, if you like, one of your partner's).")
            return
        args = tuple(value for place in self.picked for value in place)
        self.scene.submit(Action(claimant, "pick", args))

    def _pick_key(self, name: str) -> bool:
        places = self.pick_places()
        if not places:
            return True
        claimant = self.view["claimant"]
        cursor = self.cursor if self.cursor in places else places[0]
        if name in ("left", "right"):
            row = [place for place in places if place[0] == cursor[0]]
            index = row.index(cursor) + (1 if name == "right" else -1)
            cursor = row[index % len(row)]
        elif name in ("up", "down"):
            other = [place for place in places if place[0] != cursor[0]]
            if other:
                cursor = other[min(cursor[1], len(other) - 1)]
        elif name == "confirm":
            self.toggle_pick(cursor)
        elif name == "back" and self.picked:
            self.picked.pop()
        elif name == "buzz":
            self.play_picked()
        self.cursor = cursor if self.view["phase"] == "pick" and self.view["claimant"] == claimant else None
        return True

    # --- input ---

    def handle(self, event: pygame.event.Event) -> bool:
        view = self.view
        if self.feed_judge(event):
            return True
        if event.type == pygame.KEYDOWN:
            if view["phase"] == "pick" and self.is_human(view["claimant"]):
                bound = self.scene.app.keymaps.action_for(event.key)
                if bound is not None and bound[0] == view["claimant"]:
                    return self._pick_key(bound[1])
            return self._call_key(event.key)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        return False

    def call_choices(self) -> list[tuple[str, Action]]:
        """The buttons of the call or answer in progress, for the human at the screen."""
        phase = self._my_turn_phase()
        if phase == "call":
            return [(f"{CALL_WORDS['citroncoco']} (C)", Action(self.me, "citroncoco")),
                    ("End turn (Enter)", Action(self.me, "end"))]
        if phase == "answer":
            call = "nano" if self.view["calls"] == 0 else "nano-alpha"
            return [(f"{CALL_WORDS[call]} ({CALL_KEY_LABELS[call]})", Action(self.me, call)),
                    ("Decline (Enter)", Action(self.me, "decline"))]
        return []

    def _call_key(self, key: int) -> bool:
        for label, action in self.call_choices():
            wanted = END_KEYS if action.kind in ("end", "decline") else (CALL_KEYS[action.kind],)
            if key in wanted:
                self.scene.submit(action)
                return True
        return False

    def claim_buttons(self) -> list[tuple[int, pygame.Rect]]:
        """Each human seat's Claim button in the window panel."""
        humans = [seat for seat in range(game.SEATS) if self.is_human(seat)]
        if self.view["phase"] != "quick" or not self.racing:
            return []
        gap = 12
        words = font(MIN_TEXT, True)
        needed = max(words.size(self.claim_words(seat))[0] + CLAIM_CHIP_PAD for seat in humans) if humans else 0
        width = max(220, min(needed, (CENTRE_PANEL.w - 40 - gap * (len(humans) - 1)) // max(1, len(humans))))
        left = CENTRE_PANEL.centerx - (len(humans) * width + (len(humans) - 1) * gap) // 2
        return [(seat, pygame.Rect(left + index * (width + gap), CENTRE_PANEL.y + 80, width, 44))
                for index, seat in enumerate(humans)]

    def claim_words(self, seat: int) -> str:
        """A claim chip's text: who, and the key that claims ("Ana: Num Enter")."""
        return f"{self.scene.name(seat)}: {self.scene.app.keymaps.label(seat, 'buzz')}"

    def play_button(self) -> pygame.Rect | None:
        if self.view["phase"] != "pick" or not self.is_human(self.view["claimant"]):
            return None
        return pygame.Rect(CENTRE_PANEL.right - 220, CENTRE_PANEL.bottom - 60, 200, 48)

    def acts_at(self, pos: tuple[int, int]) -> bool:
        """The buttons _click answers, as drawn lit: a passed seat's Claim, a Claim before its race
        opens and Play with nothing picked are greyed or idle, so a press on them only skips."""
        view = self.view
        racing = self.judge is not None and self.judge.is_open
        if any(rect.collidepoint(pos) for _, rect in zip(self.call_choices(), CALL_BUTTONS)) \
                or any(racing and seat not in view["window"]["passed"] and rect.collidepoint(pos)
                       for seat, rect in self.claim_buttons()):
            return True
        button = self.play_button()
        if button is None:
            return False
        return (bool(self.picked) and button.collidepoint(pos)) \
            or any(self.slot_rect(*place).collidepoint(pos) for place in self.pick_places())

    def _click(self, pos: tuple[int, int]) -> bool:
        view = self.view
        for (_, action), rect in zip(self.call_choices(), CALL_BUTTONS):
            if rect.collidepoint(pos):
                self.scene.submit(action)
                return True
        for seat, rect in self.claim_buttons():
            if rect.collidepoint(pos):
                if self.judge is not None and self.judge.is_open:
                    self.judge.press(seat, self.now)
                return True
        if view["phase"] == "pick" and self.is_human(view["claimant"]):
            button = self.play_button()
            if button is not None and button.collidepoint(pos):
                self.play_picked()
                return True
            for place in self.pick_places():
                if self.slot_rect(*place).collidepoint(pos):
                    self.cursor = place
                    self.toggle_pick(place)
                    return True
        return False

    # --- what happened ---

    def beats(self, applied: ActionApplied) -> list[Beat]:
        kinds = {event.kind for event in applied.events}
        if applied.action.kind in ("pass", "claim", "tie") and not kinds & {"round_over", "quick_play"}:
            return [Beat(lambda: self.on_applied(applied), 0)]
        hold = MOVE_BEAT_MS
        if kinds & {"called", "missplay", "peeked", "peeked_stock", "flipped", "exchanged", "blocked"}:
            hold = CALL_BEAT_MS if "called" in kinds else LONG_BEAT_MS
        return [Beat(lambda: self.on_applied(applied), hold)]

    def on_applied(self, applied: ActionApplied) -> None:
        name = self.scene.name
        now = self.now
        viewer = self.scene.viewer
        before = {key: piece.center for key, piece in self.pieces.items()}
        earlier_news = self.news
        kept = ""
        for event in applied.events:
            data = event.data
            kind = event.kind
            if kind == "turn" and self.news is earlier_news:
                self.news = (None, "")  # last turn's missplay or discard is not news on the next one
            elif kind == "drew":
                self.origins["drawn"] = STOCK_SPOT if data["source"] == "stock" else DISCARD_SPOT
                where = "the stock" if data["source"] == "stock" else f"the discard pile: {card_name(data['card'])}"
                self.news = (data["seat"], f"{name(data['seat'])} draws from {where}")
            elif kind == "swapped":
                key = self.slot_key(data["seat"], data["slot"])
                self.origins[key] = DRAWN_SPOT
                self.origins["discard-top"] = before.get(key, DRAWN_SPOT)
                self.marks[key] = (KEPT, now + MARK_MS)
                kept = f"{kept_words(data['slot'])} and "
            elif kind == "discarded":
                self.origins.setdefault("discard-top", DRAWN_SPOT)
                self.news = (data["seat"], f"{name(data['seat'])} {kept}discards the {card_name(data['card'])}")
            elif kind == "power":
                title = POWER_TITLES[data["name"]]
                self.news = (data["seat"], f"{title}! {name(data['seat'])} uses the {card_name(data['card'])}")
            elif kind == "blocked":
                self.news = (data["seat"], f"The coin blocks {name(data['seat'])}'s {card_name(data['card'])}; "
                                           "it goes back to the middle")
            elif kind in ("assault", "penalty"):
                seat = data["target"] if kind == "assault" else data["seat"]
                key = self.slot_key(seat, self.view["hand_sizes"][seat] - 1)
                self.origins[key] = STOCK_SPOT
                self.marks[key] = ("penalty" if kind == "penalty" else "assault", now + MARK_MS)
                if kind == "assault":
                    self.news = (data["seat"], f"Assault! {name(seat)} takes a card from the stock")
            elif kind == "peeked":
                key = self.slot_key(data["target"], data["slot"])
                self.marks[key] = (f"{name(data['seat'])} looked", now + MARK_MS)
                if viewer == data["seat"]:
                    self.revealed[key] = self.scene.app.now_ms + PEEK_MS
                self.news = (data["seat"], f"{name(data['seat'])} looks at {name(data['target'])}'s "
                                           f"card {data['slot'] + 1}")
            elif kind == "peeked_stock":
                if viewer == data["seat"]:
                    self.revealed[f"stock-{min(self.view['stock_size'], 3) - 1}"] = self.scene.app.now_ms + PEEK_MS
                self.news = (data["seat"], f"{name(data['seat'])} looks at the top card of the stock")
            elif kind == "flipped":
                self.marks[self.slot_key(data["target"], data["slot"])] = ("turned up", now + MARK_MS)
                self.news = (data["seat"], f"Spy! {name(data['seat'])} turns up the {card_name(data['card'])}")
            elif kind == "exchanged":
                a, b = self.slot_key(*data["a"]), self.slot_key(*data["b"])
                self.origins[a], self.origins[b] = before.get(b, STOCK_SPOT), before.get(a, STOCK_SPOT)
                self.marks[a] = self.marks[b] = ("swapped", now + MARK_MS)
                (s1, i1), (s2, i2) = data["a"], data["b"]
                self.news = (data["seat"], f"Queen! {name(data['seat'])} swaps {name(s1)}'s card {i1 + 1} and "
                                           f"{name(s2)}'s card {i2 + 1}")
            elif kind == "coin":
                self.news = (data["seat"], f"Witch! {name(data['seat'])} gives the coin to {name(data['target'])}")
            elif kind == "supply":
                self.news = (data["seat"], f"Supply! {name(data['seat'])} will play another turn")
            elif kind == "skip_set":
                self.news = (data["seat"], f"Captain! {name(data['target'])} misses the next turn")
            elif kind == "claimed":
                self.news = (data["seat"], f"{name(data['seat'])} claims the quick play!")
                self.scene.app.sounds.play("buzzer")
            elif kind == "tie":
                self.news = (None, f"{self._listed(data['seats'])} claimed together: nobody plays")
            elif kind == "quick_play":
                self.origins["discard-top"] = before.get(self.slot_key(*data["positions"][-1]), DISCARD_SPOT)
                cards = " and ".join(card_name(card) for card in data["cards"])
                self.news = (data["seat"], f"{name(data['seat'])} quick-plays the {cards}")
            elif kind == "missplay":
                shown = " and ".join(card_name(card) for card in data["cards"])
                what = f"the {shown} did not match" if shown else "no card in time"
                self.news = (data["seat"], f"Missplay: {what}. {name(data['seat'])} takes a penalty card")
            elif kind == "called":
                text = f"{name(data['seat'])}: {CALL_WORDS[data['call']]}"
                self.call_banner = (text, now + CALL_BEAT_MS * 2)
                self.news = (data["seat"], text)
            elif kind == "declined":
                self.news = (data["seat"], f"{name(data['seat'])} declines")
            elif kind == "skipped":
                self.news = (data["seat"], f"{name(data['seat'])}'s turn is skipped")
            elif kind == "round_over":
                self.news = (None, "")
                self.pieces.clear()
                self.revealed.clear()
                self.marks.clear()
                self.call_banner = None
                self.ended = data
                for seat, hand in enumerate(data["hands"]):
                    for slot in range(len(hand)):
                        spot = before.get(self.slot_key(seat, slot))
                        if spot is not None:  # laid open where it lay
                            self.origins[f"ended-{seat}-{slot}"] = spot
                self.scene.announce(self.round_notice(data))
            elif kind == "game_over":
                self.scene.app.sounds.play("win")
        self.sync()

    def _listed(self, seats: list[int]) -> str:
        names = [self.scene.name(seat) for seat in seats]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    def round_notice(self, record: dict[str, Any]) -> Notice:
        """The round's result in sentences, between the hands laid open on the table (see ``ended``)."""
        name = self.scene.name
        scores, totals, coconuts = record["scores"], record["totals"], record["coconuts"]
        if record["ended_by"] == "citroncoco":
            multiplier = game.MULTIPLIERS[record["calls"]]
            times = f" ×{multiplier}" if multiplier > 1 else ""
            how = f"{name(record['caller'])} called CitronCoco{times}."
        else:
            ender = record["ender"]
            how = f"{name(ender)} ran out of cards." if ender is not None else "The cards ran out."
        lines = [how]
        for team in (0, 1):
            lines.append(f"{team_name(team)}: {coconuts[team]} coconuts, scores {scores[team]} "
                         f"(total {totals[team]} of {game.GOAL})")
        return Notice(f"Round {record['round']}: {team_name(record['loser_team'])} lose the round", lines,
                      NOTICE_AREA)

    def _expire(self, now_ms: float) -> None:
        for key, until in list(self.revealed.items()):
            if self.scene.app.now_ms >= until:
                del self.revealed[key]
                piece = self.pieces.get(key)
                if isinstance(piece, Card) and key.startswith(("slot-", "stock-")):
                    self.sync()
        for key, (_, until) in list(self.marks.items()):
            if now_ms >= until:
                del self.marks[key]
        if self.call_banner and now_ms >= self.call_banner[1]:
            self.call_banner = None

    def hovered_card(self) -> str | None:
        pointer = self.scene.pointer
        hits = [piece for key, piece in self.pieces.items() if key.startswith("slot-") and piece.hit(pointer)]
        return max(hits, key=lambda piece: piece.z).key if hits else None

    def _recall(self, now_ms: float) -> None:
        """Hovering a card the seat at the screen has seen shows its face while the setting is on, but
        not while a window or a pick has every player looking at the screen (with two humans or more)."""
        if self.scene.viewer is None or self.scene.open_cards or self.view["phase"] == "over":
            return  # every card already shows
        public = self.view["phase"] in ("quick", "pick") and len(self.scene.session.human_seats()) > 1
        hovered = self.hovered_card() if self.scene.app.settings.recall_seen and not public else None
        for seat, hand in enumerate(self.view["hands"]):
            for slot, card in enumerate(hand):
                piece = self.pieces.get(self.slot_key(seat, slot))
                if isinstance(piece, Card) and card["face"] is not None:
                    piece.turn(self._face_up(piece.key, card) or piece.key == hovered, now_ms)

    # --- drawing ---

    def status(self) -> str:
        view, name = self.view, self.scene.name
        phase = view["phase"]
        if phase == "over":
            winners = 1 - view["loser"]
            return f"The {team_name(winners)} win the game!"
        if phase == "quick":
            return f"Quick play on the {card_name(view['discard'][-1])}?"
        if phase == "pick":
            return f"{name(view['claimant'])} claimed: pick the card(s)"
        if phase == "answer":
            call = "Nano" if view["calls"] == 0 else "Nano Alpha"
            return f"{name(view['answering'])}: answer {call} or decline"
        seat = view["power"]["seat"] if phase == "power" else view["turn"]
        if not self.is_human(seat):
            return f"{name(seat)} is playing…"
        if phase == "draw":
            places = ["discard pile" if action.args[0] == "discard" else "stock"
                      for action in self.scene.legal(seat) if action.kind == "draw"]
            return f"{name(seat)}: draw from the {' or the '.join(places)}" if places else f"{name(seat)} draws next"
        if phase == "decide":
            return f"{name(seat)}: discard the card, or swap it into your hand"
        if phase == "power":
            return f"{name(seat)}: {POWER_ASKS[view['power']['name']]}"
        return f"{name(seat)}: call CitronCoco, or end your turn"

    def pile_labels(self) -> list[tuple[str, pygame.Rect]]:
        """The stock's, the discard pile's and the drawn card's words, and where each goes: above it, clear
        of the tick the card wears when picked (lifted)."""
        labels = []
        for spot, label in ((STOCK_SPOT, f"Stock: {self.view['stock_size']}"), (DISCARD_SPOT, "Discard"),
                            (DRAWN_SPOT, "Drawn card")):
            pile, rect = self.pile_rect(spot), pygame.Rect((0, 0), font(PILE_LABEL, True).size(label))
            rect.midbottom = (pile.centerx, picked_mark_box(pile.move(0, -PICKED_LIFT)).top - 2)
            labels.append((label, rect))
        return labels

    def banner_words(self) -> tuple[str, int] | None:
        """The call on show and its letter size: as large as fits the banner, a long name shortened last."""
        if self.call_banner is None:
            return None
        text, size = self.call_banner[0], BANNER_TEXT
        room = BANNER_AREA.w - 24
        while size > MIN_TEXT and font(size, True).size(text)[0] > room:
            size -= 2
        name, call = text.rsplit(": ", 1)
        face = font(size, True)
        name = ellipsize(name, room - face.size(f": {call}")[0], lambda words: face.size(words)[0])
        return f"{name}: {call}", size

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.view
        for spot, (label, where) in zip((STOCK_SPOT, DISCARD_SPOT, DRAWN_SPOT), self.pile_labels()):
            rect = self.pile_rect(spot)
            pygame.draw.rect(surface, (16, 70, 44), rect.inflate(12, 12), border_radius=14)
            pygame.draw.rect(surface, (196, 170, 96), rect.inflate(12, 12), 2, border_radius=14)
            draw_text(surface, label, PILE_LABEL, TEXT_WHITE, bold=True, center=where.center)
        if view["coin"] is None:
            draw_coin(surface, COIN_HOME, COIN_RADIUS)
            draw_text(surface, "Coin", MIN_TEXT, TEXT_WHITE, midtop=(COIN_HOME[0], COIN_HOME[1] + COIN_RADIUS + 8))
        for seat in range(game.SEATS):
            self._draw_tag(surface, seat)

    def _draw_tag(self, surface: pygame.Surface, seat: int) -> None:
        view = self.view
        rect = self.tag_rect(seat)
        acting = seat in self.scene.session.to_act() and view["phase"] not in ("quick", "over")
        panel(surface, rect, alpha=215, border=HIGHLIGHT_LEGAL if acting else (196, 170, 96))
        if acting:
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 4, border_radius=16)
        seat_tag(surface, seat, (rect.x + 26, rect.centery), 16)
        badge = team_badge(surface, game.team_of(seat), (rect.right - 8 - self._badge_width(seat), rect.centery))
        right = badge.x - 8
        if view["coin"] == seat:
            draw_coin(surface, (right - 18, rect.centery), 17)
            right -= 42
        extras = []
        if view["skips"][seat]:
            extras.append("skips")
        if view["extra_turns"][seat]:
            extras.append("+turn")
        if extras:
            right = draw_text(surface, " ".join(extras), MIN_TEXT, (255, 180, 150), bold=True,
                              midright=(right, rect.centery)).x - 8
        self._fitted(surface, self.scene.name(seat), 28, TEXT_WHITE, right - (rect.x + 50), bold=True,
                     midleft=(rect.x + 50, rect.centery))

    @staticmethod
    def _badge_width(seat: int) -> int:
        return font(MIN_TEXT, True).size(team_name(game.team_of(seat)))[0] + 20

    @staticmethod
    def _fitted(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], width: int,
                bold: bool = False, **anchor: tuple[int, int]) -> None:
        while size > MIN_TEXT and font(size, bold).size(text)[0] > width:
            size -= 2
        face = font(size, bold)
        while len(text) > 1 and face.size(text)[0] > width:
            text = text[:-2] + "…"
        draw_text(surface, text, size, colour, bold=bold, **anchor)

    def draw_hud(self, surface: pygame.Surface) -> None:
        self._draw_kept(surface)
        self._draw_marks(surface)
        self._draw_pick_marks(surface)
        self._draw_centre(surface)
        self._draw_calls(surface)
        self._draw_score_sheet(surface)
        banner = self.banner_words()
        if banner is not None:
            panel(surface, BANNER_AREA, alpha=235, border=HIGHLIGHT_LEGAL)
            draw_outlined(surface, banner[0], banner[1], TEXT_GOLD, center=BANNER_AREA.center)

    def _draw_kept(self, surface: pygame.Surface) -> None:
        """Cards a seat chose to keep from a draw (everyone saw where they went) wear a small tag."""
        for seat, hand in enumerate(self.view["hands"]):
            for slot, card in enumerate(hand):
                piece = self.pieces.get(self.slot_key(seat, slot))
                if piece is None or not card["kept"] or piece.key in self.marks or piece.face_up:
                    continue  # a card face up shows itself; the tag would hide its rank
                label = font(MIN_TEXT, True).render(KEPT, True, INK)
                box = label.get_rect(midtop=(piece.rect.centerx, piece.rect.y + 4)).inflate(10, 0)
                pygame.draw.rect(surface, NEWS_TAG, box, border_radius=8)
                surface.blit(label, label.get_rect(center=box.center))

    def _draw_marks(self, surface: pygame.Surface) -> None:
        for key, (word, _) in self.marks.items():
            piece = self.pieces.get(key)
            if piece is None:
                continue
            rect = piece.rect
            pygame.draw.rect(surface, NEWS_TAG, rect.inflate(8, 8), 4, border_radius=12)
            lines = [font(MIN_TEXT, True).render(line, True, INK) for line in mark_lines(word, rect.w - 12)]
            height = sum(line.get_height() for line in lines)
            box = pygame.Rect(0, 0, max(line.get_width() for line in lines) + 12, height + 2)
            box.midbottom = (rect.centerx, rect.bottom - 4)
            pygame.draw.rect(surface, NEWS_TAG, box, border_radius=8)
            top = box.y + 1
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(box.centerx, top)))
                top += line.get_height()

    def _draw_pick_marks(self, surface: pygame.Surface) -> None:
        view = self.view
        if view["phase"] != "pick" or not self.is_human(view["claimant"]):
            return
        lit = [self.slot_rect(*place) for place in self.pick_places()]
        for rect, pad in zip(lit, legal_frame_pads(lit)):
            draw_legal_frame(surface, rect, pad)
        for order, place in enumerate(self.picked):
            if place not in self.pick_places():
                continue
            rect = self.slot_rect(*place)
            pygame.draw.rect(surface, PICKED, rect.inflate(14, 14), 6, border_radius=14)
            badge = (rect.right - 24, rect.y + 26)
            pygame.draw.circle(surface, PICKED, badge, 20)
            draw_text(surface, str(order + 1), 28, TEXT_WHITE, bold=True, center=badge)
        if self.cursor is not None and self.cursor in self.pick_places():
            draw_focus_ring(surface, self.slot_rect(*self.cursor))

    def countdown_left(self, started: float | None, limit: float) -> tuple[float, float]:
        """The seconds left as written (tenths) and the share of the bar they fill, worked out from the
        same rounded figure: a full bar over "0.0 s" (a window no human races) told two things at once."""
        left_ms = limit if started is None else max(0.0, limit - (self.now - started))
        seconds = round(left_ms / 1000, 1)
        return seconds, (min(1.0, seconds * 1000 / limit) if limit > 0 else 0.0)

    def _countdown(self, surface: pygame.Surface, started: float | None, limit: float, bar: pygame.Rect) -> None:
        seconds, share = self.countdown_left(started, limit)
        pygame.draw.rect(surface, (60, 60, 60), bar, border_radius=bar.h // 2)
        if share > 0:
            pygame.draw.rect(surface, (230, 80, 60) if share < 0.3 else (240, 200, 60),
                             (bar.x, bar.y, max(1, round(bar.w * share)), bar.h), border_radius=bar.h // 2)
        draw_text(surface, f"{seconds:.1f} s", MIN_TEXT, TEXT_WHITE, bold=True, midleft=(bar.right + 12, bar.centery))

    def _draw_centre(self, surface: pygame.Surface) -> None:
        """None while an ended round's notice is up: it stands where the panel would, and the panel
        would already tell of the next round, which is dealt only once the notice is closed. After
        the game's last round it comes back, with the final totals, over the hands left open."""
        if self.ended is not None and (self.scene.notices or self.view["phase"] != "over"):
            return
        view = self.view
        box = CENTRE_PANEL
        panel(surface, box, alpha=215)
        keys = self.scene.app.keymaps
        if view["phase"] == "quick":
            top = view["discard"][-1]
            self._fitted(surface, f"Quick play on the {card_name(top)} ({value_text(game.VALUE[top])})?", 28, TEXT_GOLD,
                         box.w - 40, bold=True, midtop=(box.centerx, box.y + 8))
            self._fitted(surface, "Same value, or one of yours + your partner's adding up to it",
                         MIN_TEXT, TEXT_WHITE, box.w - 40, midtop=(box.centerx, box.y + 46))
            for seat, rect in self.claim_buttons():
                passed = seat in view["window"]["passed"]
                pygame.draw.rect(surface, (90, 90, 90) if passed else (201, 138, 27), rect, border_radius=10)
                seat_tag(surface, seat, (rect.x + 22, rect.centery), 13)
                self._fitted(surface, self.claim_words(seat), MIN_TEXT, INK,
                             rect.w - 48, bold=True, midleft=(rect.x + 42, rect.centery))
            self._countdown(surface, self.window_opened, self.window_ms() if self.racing else 0,
                            pygame.Rect(box.x + 30, box.bottom - 26, box.w - 140, 14))
            return
        if view["phase"] == "pick":
            claimant = view["claimant"]
            seat_tag(surface, claimant, (box.x + 30, box.y + 28), 16)
            self._fitted(surface, f"{self.scene.name(claimant)} claims! Pick 1 own card, or 1 own + 1 partner's",
                         28, TEXT_GOLD, box.w - 80, bold=True, midleft=(box.x + 56, box.y + 28))
            if self.is_human(claimant):
                hint = (f"{keys.label(claimant, 'left')}/{keys.label(claimant, 'right')} move · "
                        f"{keys.label(claimant, 'up')} other hand · {keys.label(claimant, 'confirm')} pick · "
                        f"{keys.label(claimant, 'buzz')} play · or click the cards")
                self._fitted(surface, hint, MIN_TEXT, TEXT_WHITE, box.w - 48, midleft=(box.x + 24, box.y + 70))
                button = self.play_button()
                assert button is not None
                pygame.draw.rect(surface, (201, 138, 27) if self.picked else (90, 90, 90), button, border_radius=12)
                draw_text(surface, "Play", 30, INK, bold=True, center=button.center)
                self._countdown(surface, self.pick_started, self.pick_ms(),
                                pygame.Rect(box.x + 30, button.centery - 8, button.x - 110 - box.x, 16))
            return
        seat, text = self.news
        x = box.x + 24
        if seat is not None:
            seat_tag(surface, seat, (x + 14, box.y + 36), 15)
            x += 40
        headline, width = held_units(text or self._quiet_news()), box.right - 24 - x
        if font(MIN_TEXT, True).size(headline)[0] <= width:
            self._fitted(surface, headline, 28, TEXT_WHITE, width, bold=True, midleft=(x, box.y + 36))
            rows = (84, 126)
        else:
            first, *rest = wrap_sentence(headline, MIN_TEXT, width, bold=True)
            for top, line in zip(NEWS_ROWS, (first, " ".join(rest))):
                self._fitted(surface, line, MIN_TEXT, TEXT_WHITE, width, bold=True, midleft=(x, box.y + top))
            rows = (94, 130)
        for line, row in zip((self._round_line(), self._hint_line()), rows):
            self._fitted(surface, line, MIN_TEXT, TEXT_SOFT, box.w - 48, midleft=(box.x + 24, box.y + row))

    def _quiet_news(self) -> str:
        """The news before this table has shown a move of the round: a new round begins, or a game
        is picked up (Continue, Load, a replay) in the middle of one, where "begins" would be wrong."""
        if self.view["phase"] == "over":
            return self.status()
        name = self.scene.name(self.view["turn"])
        return f"{name} begins the round." if self.view["turns"] <= 1 else f"It is {name}'s turn."

    def _round_line(self) -> str:
        view, name = self.view, self.scene.name
        if view["phase"] == "over":  # who called the last round is told already; the end is the totals
            return (f"Final totals: {team_name(0)} {view['totals'][0]}, {team_name(1)} {view['totals'][1]}"
                    f" · {game.GOAL} loses the game")
        if view["caller"] is not None:
            times = game.MULTIPLIERS[view["calls"]]
            return (f"{name(view['caller'])} called CitronCoco" + (f", ×{times}" if times > 1 else "")
                    + ": everyone else plays one last turn")
        if view["ending"]:
            return "A hand is empty: one last quick play, then the round is scored"
        return f"Round {view['round']}, turn {view['turns']} · lowest coconuts win · {game.GOAL} loses the game"

    def _hint_line(self) -> str:
        if self.scene.viewer is None or self.scene.open_cards or self.view["phase"] == "over":
            return ""
        if self.scene.app.settings.recall_seen:
            return "Hover over a card you have seen to see it again"
        return "Remember what you see: recall is off in the settings"

    def _draw_calls(self, surface: pygame.Surface) -> None:
        """The button Enter presses is the filled one, as in every dialog: a new player who clicks the
        button that stands out ends the turn, and calls only by choosing to."""
        for (label, action), rect in zip(self.call_choices(), CALL_BUTTONS):
            default = action.kind in ("end", "decline")
            pygame.draw.rect(surface, (201, 138, 27) if default else (36, 74, 54), rect, border_radius=14)
            pygame.draw.rect(surface, HIGHLIGHT_LEGAL, rect, 3, border_radius=14)
            self._fitted(surface, label, 30, INK if default else TEXT_WHITE, rect.w - 20, bold=True, center=rect.center)

    def _draw_score_sheet(self, surface: pygame.Surface) -> None:
        view = self.view
        box = SCORE_PANEL
        panel(surface, box, alpha=215)
        draw_text(surface, f"Score sheet: {game.GOAL} loses", 28, TEXT_GOLD, bold=True,
                  midtop=(box.centerx, box.y + 10))
        label_x, team_x = box.x + 14, (box.x + 232, box.x + 356)
        y = box.y + 56
        draw_text(surface, "Round", MIN_TEXT, TEXT_SOFT, bold=True, topleft=(label_x, y))
        for team in (0, 1):
            team_badge(surface, team, (team_x[team], y + 14))
        y += 40
        for label, scores in score_rows(view["history"], self._ended_by, (box.bottom - 100 - y) // 32):
            self._fitted(surface, label, MIN_TEXT, TEXT_WHITE, team_x[0] - 10 - label_x, topleft=(label_x, y))
            for team in (0, 1):
                draw_text(surface, f"+{scores[team]}", MIN_TEXT, TEXT_WHITE, topleft=(team_x[team], y))
            y += 32
        rows = view["history"]
        if not rows:
            draw_text(surface, "No round scored yet", MIN_TEXT, TEXT_SOFT, topleft=(label_x, y))
        line_y = box.bottom - 92
        pygame.draw.line(surface, (196, 170, 96), (box.x + 16, line_y), (box.right - 16, line_y), 2)
        draw_text(surface, "Total", 28, TEXT_GOLD, bold=True, topleft=(label_x, line_y + 8))
        draw_text(surface, f"of {game.GOAL}", MIN_TEXT, TEXT_SOFT, topleft=(label_x, line_y + 44))
        for team, x in enumerate(team_x):
            total = view["totals"][team]
            draw_text(surface, str(total), 28, TEXT_GOLD, bold=True, topleft=(x, line_y + 8))
            bar = pygame.Rect(x, line_y + 50, 90, 14)
            pygame.draw.rect(surface, (60, 60, 60), bar, border_radius=7)
            filled = int(bar.w * min(1.0, total / game.GOAL))
            pygame.draw.rect(surface, TEAM_COLOURS[team], (bar.x, bar.y, filled, bar.h), border_radius=7)

    def _ended_by(self, record: dict[str, Any]) -> str:
        """Who ended a round, in a few words for the score sheet."""
        if record["ended_by"] == "citroncoco":
            times = game.MULTIPLIERS[record["calls"]]
            return f"{self.scene.name(record['caller'])} called" + (f" ×{times}" if times > 1 else "")
        return f"{self.scene.name(record['ender'])} out" if record["ender"] is not None else "no cards"

    @staticmethod
    def standings(session: Session) -> list[str]:
        """Each player's team beside its coconuts: the results list the players one by one, and
        without their teams nobody could tell whose coconuts a number counts."""
        totals = session.view(None)["totals"]
        return [f"{team_name(game.team_of(seat))}: {plural(totals[game.team_of(seat)], 'coconut')}"
                for seat in range(game.SEATS)]

    def results_lines(self) -> list[str]:
        """The totals, then each round's points (Citrons - Cocos) and who ended it; the results screen
        shows 14 short lines, so a long game lists its latest rounds."""
        view = self.view
        totals = view["totals"]
        lines = [f"{team_name(0)} {totals[0]} - {team_name(1)} {totals[1]} ({game.GOAL} loses)"]
        for record in view["history"][-(RESULT_LINES - 1):]:
            lines.append(f"Round {record['round']}: {record['scores'][0]} - {record['scores'][1]} "
                         f"({self._ended_by(record)})")
        return lines


ADAPTER = CitronCocoTable


def score_rows(history: list[dict[str, Any]], ended_by: Callable[[dict[str, Any]], str],
               room: int) -> list[tuple[str, tuple[int, int]]]:
    """The score sheet's lines in ``room`` rows: a round each, and when they do not all fit, the first
    rounds summed on one line ("Rounds 1-4"), so no score leaves the sheet unsaid."""
    rows = [(f"{record['round']} {ended_by(record)}", (record["scores"][0], record["scores"][1]))
            for record in history]
    if room <= 0 or len(rows) <= room:
        return rows if room > 0 else []
    folded = history[:len(rows) - room + 1]
    summed = (sum(record["scores"][0] for record in folded), sum(record["scores"][1] for record in folded))
    return [(f"Rounds {folded[0]['round']}-{folded[-1]['round']}", summed), *rows[len(folded):]]

"""The Koi-Koi table: the field in the middle, your hand below, the opponent's backs above, the draw
pile on the left, both sides' captures grouped by kind, and a yaku and score panel on the right that
shows, with the cards, what each side has made and what it is close to.

Play a hand card by dragging it onto a field card of its month (or anywhere on the field when
nothing matches), by clicking it then its target, or with Tab and Enter. Hovering a hand card lights
the field cards of its month.

Windows smaller than 1280x720 get a compact layout with bigger cards and text, so that nothing on
the table (card labels included) is drawn smaller than 12 pixels on screen. When a month ends, its
captures stay on the table, the winning yaku lit, until the result has been read; only then is the
next month's deal shown.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from rules import koikoi
from rules.core import Action, Event
from tabletop.art import art_cache
from tabletop.art.felt import panel
from tabletop.art.hanafuda import CARD_RATIO, YAKU_NAMES, hanafuda_back, hanafuda_face
from tabletop.art.palette import HIGHLIGHT_LEGAL, LEGAL_FRAME_PAD, LEGAL_FRAME_REACH, seat_tag
from tabletop.art.text import draw_text, ellipsize, font, plural, wrap
from tabletop.bus import ActionApplied
from tabletop.movelog import LogEntry, MoveLog, koikoi_table_news
from tabletop.pieces.card import Card
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.layout import Hand, Pile
from tabletop.pieces.piece import Piece
from tabletop.tables.base import MOVE_BEAT_MS, Beat, Notice, Prompt, TableAdapter


def card_size(width: int) -> tuple[int, int]:
    return (width, round(width / CARD_RATIO))


@dataclass(frozen=True)
class Layout:
    """Where everything sits on the 1920x1080 table, and the smallest text size it uses."""

    text: int
    """The smallest text drawn by the table (logical pixels)."""
    hand_card: tuple[int, int]
    field_card: tuple[int, int]
    small_card: tuple[int, int]
    back_card: tuple[int, int]
    thumb_card: tuple[int, int]
    my_hand: Hand
    their_hand: Hand
    my_tag: tuple[int, int]
    their_tag: tuple[int, int]
    field_area: pygame.Rect
    field_step: tuple[int, int]
    stock_spot: tuple[int, int]
    pending_spot: tuple[int, int]
    capture_rows: dict[str, int]
    """Centre heights of the two capture rows."""
    finished_row: int
    """Where your captures lie while a finished month is shown, clear of the result in the middle."""
    dealt_hand_rows: dict[str, int]
    """Centre heights of a month-winning dealt hand, on its winner's side of the result and clear of
    the result box however many lines it has."""
    group_left: int
    group_widths: dict[str, int]
    panel: pygame.Rect
    log: pygame.Rect


ROOMY = Layout(text=18, hand_card=card_size(112), field_card=card_size(100), small_card=card_size(62),
               back_card=card_size(70), thumb_card=card_size(40),
               my_hand=Hand((880, 968), 112, 1000), their_hand=Hand((780, 138), 70, 700, gap=8),
               my_tag=(190, 968), their_tag=(190, 138),
               field_area=pygame.Rect(340, 352, 1080, 356), field_step=(130, 173),
               stock_spot=(110, 500), pending_spot=(260, 500), capture_rows={"mine": 800, "theirs": 282},
               finished_row=800, dealt_hand_rows={"mine": 830, "theirs": 250}, group_left=40,
               group_widths={"bright": 170, "animal": 260, "ribbon": 270, "chaff": 620},
               panel=pygame.Rect(1460, 84, 440, 620), log=pygame.Rect(1460, 720, 440, 340))
"""1280x720 and bigger: the full table."""
COMPACT = Layout(text=24, hand_card=card_size(140), field_card=card_size(106), small_card=card_size(70),
                 back_card=card_size(36), thumb_card=card_size(40),
                 my_hand=Hand((880, 900), 140, 1100), their_hand=Hand((410, 40), 36, 170, gap=4),
                 my_tag=(160, 1040), their_tag=(170, 40),
                 field_area=pygame.Rect(340, 236, 1080, 372), field_step=(128, 181),
                 stock_spot=(95, 440), pending_spot=(255, 440), capture_rows={"mine": 706, "theirs": 172},
                 finished_row=900, dealt_hand_rows={"mine": 880, "theirs": 190}, group_left=24,
                 group_widths={"bright": 200, "animal": 280, "ribbon": 290, "chaff": 570},
                 panel=pygame.Rect(1460, 84, 440, 620), log=pygame.Rect(1460, 720, 440, 340))
"""Smaller windows: bigger cards (the kind shown by its icon where its word will not fit) and text."""
MIN_SCREEN_TEXT = 12
"""No text on this table is smaller than this many pixels on screen, whatever the window."""
ROOMY_FROM_SCALE = 2 / 3
"""From this window scale (1280x720) up the roomy layout keeps every text at its minimum."""
FIELD_COLUMNS = 8
GROUP_GAP = 20
KIND_ORDER = ("bright", "animal", "ribbon", "chaff")
KIND_TITLES = {"bright": "Brights", "animal": "Animals", "ribbon": "Ribbons", "chaff": "Chaff"}
DRAW_DELAY_MS = 520
MULTIPLIER_REASONS = {"seven-or-more": "for 7 points or more", "opponent-koikoi": "as {other} had called Koi-Koi",
                      "koikoi-calls": "for {calls} Koi-Koi calls"}
DEALT_HANDS = {"four-of-a-kind": "all four cards of one month", "four-pairs": "four pairs"}
"""A winning dealt hand in words, where the record does not say which month's cards it held."""
LAND_BEAT_MS = 800
"""A played or drawn card travels to the field and lies beside its match long enough to be read."""
TURN_UP_BEAT_MS = 750
"""The drawn card lies face up on the pile before it moves."""
BESIDE_MATCH = (28, 28)
GOLD_TEXT = (255, 215, 122)
YAKU_TEXT = (255, 214, 64)
SOFT_TEXT = (210, 222, 210)
NAME_TAG_W = 300
"""A seat's name tag, as wide as the room beside the hands at every window size."""
WHITE_TEXT = (250, 250, 240)
MISSING_ALPHA = 90
"""Cards still wanted for a yaku show faded beside the ones held."""
NOTICE_W = 1000
"""A month's result box: as wide as the table's other notices."""
TOAST_CLEARANCE = 6
"""Felt kept between the toasts' band and the words beside it."""

Wanted = dict[str, tuple[tuple[float, float], tuple[int, int], bool, int]]
Painter = Callable[[pygame.Surface, int], None]


@dataclass(frozen=True)
class FinishedMonth:
    """A month's result waiting to be read, with the match as it stood right after that month: the
    view already holds every month the move ended."""

    record: dict[str, Any]
    scores: list[int]


def yaku_title(name: str) -> str:
    """e.g. "Tane (Animals)": the Japanese name a player learns, with what it means."""
    japanese, english = YAKU_NAMES[name]
    return f"{japanese} ({english})"


@dataclass(frozen=True)
class NearYaku:
    """A yaku a seat is close to: the cards held toward it, those still to be won, how many more."""

    name: str
    held: list[str]
    missing: list[str]
    more: int


@art_cache(64)
def faded(image: pygame.Surface) -> pygame.Surface:
    copy = image.copy()
    copy.set_alpha(MISSING_ALPHA)
    return copy


@dataclass
class KoiKoiTable(TableAdapter):
    field_spots: dict[str, pygame.Rect] = field(default_factory=dict)
    delayed: set[str] = field(default_factory=set)
    layout: Layout = ROOMY
    min_text: int = MIN_SCREEN_TEXT
    """The smallest card text that stays readable in this window (logical pixels)."""
    results_unread: list[FinishedMonth] = field(default_factory=list)
    """The months ended by the last move whose results wait to be read, oldest first: one move can end
    two (a month, then the next one at once on a dealt hand), and each shows under its own notice."""
    told_opening: MoveLog | None = None
    """The scene's move log that the match's opening deal has been told in (a new log after an undo
    is told again); None until the table first showed."""
    laid_out: dict[str, Any] | None = None
    """The view the pieces were last laid out from (None before the first): while a move's cards are
    still on their way the position has run ahead of them, and the counts and the panel follow the
    cards, not the position."""

    @property
    def shown_view(self) -> dict[str, Any]:
        """The position the table shows (see laid_out)."""
        return self.laid_out if self.laid_out is not None else self.view

    @property
    def finished(self) -> dict[str, Any] | None:
        """The month on show (its ``round_over`` data) until its result has been read."""
        return self.results_unread[0].record if self.results_unread else None

    @property
    def log_rect(self) -> pygame.Rect:
        """The move log: the lower part of the right-hand column, under the yaku panel."""
        return self.layout.log

    def toast_band(self) -> tuple[int, int, int]:
        """Over the opponent's captured cards, under their counts and above the field, and clear of the
        side panel (a box is its line and 40 pixels, centred): at 1024x600 the counts stand where the
        usual band starts."""
        layout = self.layout
        top = layout.capture_rows["theirs"] - layout.small_card[1] // 2 + TOAST_CLEARANCE
        right = layout.panel.x - TOAST_CLEARANCE
        return top, layout.field_area.top - TOAST_CLEARANCE, 2 * (right - self.toast_centre_x()) - 40

    # --- who sits where on screen ---

    def _fit_window(self) -> bool:
        """Pick the layout and card text size for the window; True if they changed."""
        scale = self.scene.app.viewport.scale
        layout = ROOMY if scale >= ROOMY_FROM_SCALE - 1e-6 else COMPACT
        min_text = math.ceil(MIN_SCREEN_TEXT / scale - 1e-6)
        changed = (layout, min_text) != (self.layout, self.min_text)
        self.layout, self.min_text = layout, min_text
        return changed

    def text(self, size: int) -> int:
        """A text size raised to what this layout can show readably."""
        return max(size, self.layout.text)

    def sync(self) -> None:
        self._fit_window()
        if self.scene.log is not self.told_opening:
            self._tell_opening()
        self._place(self._finished_board() if self.finished is not None else self._board())
        self.laid_out = self.view
        hand = (self.view["hand"] or []) if self.finished is None else []
        legal_cards = {a.args[0] for a in self.scene.legal(self.me) if a.kind == "play"} \
            if self.scene.viewer is not None else set()
        for card in hand:
            self.pieces[card].draggable = card in legal_cards and self.is_legal_any(card)

    def _board(self) -> Wanted:
        view, layout = self.view, self.layout
        me, them = self.me, 1 - self.me
        wanted: Wanted = {}
        hand = view["hand"] if view["hand"] is not None else []
        for card, spot in zip(hand, layout.my_hand.positions(len(hand))):
            wanted[card] = (spot, layout.hand_card, True, 10)
        for index, spot in enumerate(layout.their_hand.positions(view["hand_sizes"][them])):
            wanted[f"back-{them}-{index}"] = (spot, layout.back_card, False, 10)
        if view["hand"] is None:
            for index, spot in enumerate(layout.my_hand.positions(view["hand_sizes"][me])):
                wanted[f"back-{me}-{index}"] = (spot, layout.back_card, False, 10)
        self.field_spots = self._field_layout(view["field"], view["stacks"])
        for z, (card, rect) in enumerate(self.field_spots.items()):
            wanted[card] = (rect.center, layout.field_card, True, 5 + z)
        if view["pending"]:
            wanted[view["pending"]["card"]] = (layout.pending_spot, layout.field_card, True, 40)
        for who, seat in (("mine", me), ("theirs", them)):
            for card, spot in self._capture_layout(view["captures"][seat], layout.capture_rows[who]):
                wanted[card] = (spot, layout.small_card, True, 20)
        for index in range(min(view["stock_size"], 3)):
            spot = (layout.stock_spot[0] + index * 3, layout.stock_spot[1] - index * 3)
            wanted[f"stock-{index}"] = (spot, layout.field_card, False, index)
        return wanted

    def _finished_board(self) -> Wanted:
        """The month just ended: both sides' captures, clear of the result box, and nothing else; a
        month won by a dealt hand has no captures, so the winning hand lies face up instead: it is
        why the month ended, and public once it has won."""
        assert self.finished is not None
        self.field_spots = {}
        wanted: Wanted = {}
        for seat, row in self._capture_rows().items():
            for card, spot in self._capture_layout(self.finished["captures"][seat], row):
                wanted[card] = (spot, self.layout.small_card, True, 20)
        for z, (card, spot) in enumerate(self._dealt_hand_layout().items()):
            wanted[card] = (spot, self.layout.field_card, True, 20 + z)
        return wanted

    def _dealt_hand_layout(self) -> dict[str, tuple[float, float]]:
        """Where the hand that won the month on show lies: one row on its winner's side, centred under
        the result; empty unless a dealt hand won it."""
        record = self.finished
        if record is None or not record.get("hand_cards"):
            return {}
        cards = record["hand_cards"]
        row = self.layout.dealt_hand_rows["mine" if record["winner"] == self.me else "theirs"]
        step = self.layout.field_card[0] + 12
        left = self.layout.field_area.centerx - step * (len(cards) - 1) / 2
        return {card: (left + index * step, row) for index, card in enumerate(cards)}

    def _capture_rows(self) -> dict[int, int]:
        """Each seat's capture row on screen now (seat -> centre height)."""
        rows = self.layout.capture_rows
        mine = self.layout.finished_row if self.finished is not None else rows["mine"]
        return {self.me: mine, 1 - self.me: rows["theirs"]}

    def is_legal_any(self, card: str) -> bool:
        return any(self.is_legal(zone.action) for zone in self.zones_for(self.pieces[card]))

    def _place(self, wanted: Wanted) -> None:
        for key in [k for k in self.pieces if k not in wanted]:
            del self.pieces[key]
        for key, (spot, size, face_up, z) in wanted.items():
            piece = self.pieces.get(key)
            if piece is None:
                piece = Card(key, size, self._face(key, size), lambda size=size: hanafuda_back(size),
                             self._spawn_point(key), face_up=face_up and key not in self.delayed,
                             label=koikoi.card_name(key) if key in koikoi.MONTH_OF else "card")
                self.pieces[key] = piece
            assert isinstance(piece, Card)
            piece.size = size
            piece.set_face(self._face(key, size))
            piece.back = lambda size=size: hanafuda_back(size)
            piece.turn(face_up, self.now)
            piece.z = z
            delay = DRAW_DELAY_MS if key in self.delayed else 0
            piece.move_to(spot, self.now, 360, delay)
        self.delayed.clear()

    def _face(self, key: str, size: tuple[int, int]) -> Callable[[], pygame.Surface]:
        if key.startswith(("back-", "stock-")):
            return lambda: hanafuda_back(size)
        min_text = self.min_text
        return lambda: hanafuda_face(key, size, min_text)

    def _spawn_point(self, key: str) -> tuple[float, float]:
        if key.startswith(("back-", "stock-")) or key in self.delayed:
            return self.layout.stock_spot
        return self.layout.their_hand.center

    def _field_layout(self, cards: list[str], stacks: list[int]) -> dict[str, pygame.Rect]:
        """Field cards in two rows; the three cards of a stacked month overlap in one spot."""
        area, (step_x, step_y) = self.layout.field_area, self.layout.field_step
        spots: dict[str, pygame.Rect] = {}
        slot = 0
        stacked_seen: dict[int, int] = {}
        for card in cards:
            month = koikoi.MONTH_OF[card]
            if month in stacks and month in stacked_seen:
                base = spots[next(c for c in spots if koikoi.MONTH_OF[c] == month)]
                stacked_seen[month] += 1
                spots[card] = base.move(14 * stacked_seen[month], 14 * stacked_seen[month])
                continue
            stacked_seen[month] = 0
            column, row = slot % FIELD_COLUMNS, slot // FIELD_COLUMNS
            x = area.x + 20 + column * step_x
            y = area.y + 10 + (row % 2) * step_y + (row // 2) * 20
            spots[card] = pygame.Rect(x, y, *self.layout.field_card)
            slot += 1
        return spots

    def _capture_layout(self, cards: list[str], y: float) -> list[tuple[str, tuple[float, float]]]:
        out = []
        x = self.layout.group_left
        width = self.layout.small_card[0]
        for kind in KIND_ORDER:
            group = [c for c in cards if koikoi.KIND_OF[c] == kind]
            pile = Pile((x + width / 2, y), (30, 0), self.layout.group_widths[kind] - width)
            out += list(zip(group, pile.positions(len(group))))
            x += self.layout.group_widths[kind] + GROUP_GAP
        return out

    # --- moves ---

    def zones_for(self, piece: Piece) -> list[DropZone]:
        """Every field card is a target (the card itself first, the open field last). A card with no
        match may land anywhere; a card with a match dropped on another month is refused, with why.
        The keys stop only where the card can go: the matching cards, or the open field when none match."""
        seat = self.scene.viewer
        if seat is None or self.finished is not None or piece.key not in (self.view["hand"] or []):
            return []
        month = koikoi.MONTH_OF[piece.key]
        matches = [card for card in self.field_spots if koikoi.MONTH_OF[card] == month]
        choose = len(matches) == 2
        zones = []
        for target, rect in self.field_spots.items():
            if not matches or (target in matches and not choose):
                action = Action(seat, "play", (piece.key,))
            else:
                action = Action(seat, "play", (piece.key, target))
            zones.append(DropZone(rect, action, koikoi.card_name(target), explain_only=target not in matches))
        zones.append(DropZone(self.layout.field_area, Action(seat, "play", (piece.key,)), "the field",
                              explain_only=bool(matches)))
        return zones

    def free_zones(self) -> list[DropZone]:
        pending = self.view["pending"]
        seat = self.scene.viewer
        if not pending or seat is None or self.view["phase"] != "capture" or self.finished is not None:
            return []
        return [DropZone(self.field_spots[c], Action(seat, "capture", (c,)), koikoi.card_name(c))
                for c in pending["options"] if c in self.field_spots]

    def prompt(self) -> Prompt | None:
        view = self.view
        if view["phase"] != "decide":
            return None
        seat = view["turn"]
        value = view["game_value"] or {}
        lines = self._yaku_lines(view["yaku"][seat])
        if value:
            lines += self._value_lines(value, self.scene.name(1 - seat), view["koikoi"][seat])
        lines += self._koikoi_lines()
        if self.stake:
            lines.append(self._stake_counts(view["scores"]) + ".")
        return Prompt(seat, "Game or Koi-Koi?", lines,
                      [("Game", Action(seat, "game")), ("Koi-Koi", Action(seat, "koikoi"))])

    @staticmethod
    def _yaku_lines(made: dict[str, int]) -> list[str]:
        """The dialog's yaku, one to a line: a list wrapped as one sentence breaks inside a yaku's name
        and can leave "points." alone on the last line."""
        parts = [f"{yaku_title(name)} for {plural(points, 'point')}" for name, points in made.items()]
        if len(parts) == 1:
            return [f"Your yaku: {parts[0]}."]
        return [f"Your yaku: {parts[0]},", *[f"{part}," for part in parts[1:-1]], f"and {parts[-1]}."]

    @classmethod
    def _value_lines(cls, value: dict[str, Any], other: str, calls: int) -> list[str]:
        """What Game scores now, the total first, and how it is reached on the lines after it, each
        short enough for the dialog: one long sentence left the total's "points." alone."""
        total, head, reasons = cls.value_parts(value, other, calls)
        if head is None:
            return [f"Game now scores {total}."]
        steps = [", ".join([head, *reasons[:1]]), *[f"and {reason}" for reason in reasons[1:]]]
        return [f"Game now scores {total}:", *steps[:-1], f"{steps[-1]}."]

    @staticmethod
    def _yaku_list(made: dict[str, int]) -> str:
        """e.g. "Tane (Animals) for 1 point and Akatan (Red poetry ribbons) for 5 points"."""
        parts = [f"{yaku_title(name)} for {plural(points, 'point')}" for name, points in made.items()]
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]

    @property
    def stake(self) -> bool:
        """Under stake scoring the scores are counts that pass from player to player."""
        return self.view["options"]["scoring"] == "stake"

    def _stake_counts(self, scores: list[int]) -> str:
        """e.g. "Stake: Ana 34 · Ben 26"."""
        return f"Stake: {self.scene.name(0)} {scores[0]} · {self.scene.name(1)} {scores[1]}"

    def _koikoi_lines(self) -> list[str]:
        """What calling Koi-Koi earns and what it risks under the active rules, a line each."""
        options = self.view["options"]
        gains = " (+1 point per call)" if options["koikoi_bonus"] == "plus-one" else ""
        risk = "An opponent's Game then doubles." if options["opponent_koikoi_double"] else \
            "If the opponent calls Game first, your yaku score nothing."
        return [f"Koi-Koi: play on for more{gains}.", risk]

    @staticmethod
    def value_parts(value: dict[str, Any], other: str, calls: int) -> tuple[str, str | None, list[str]]:
        """The total ("14 points"), what it starts from ("5 points + 2 for Koi-Koi calls", None when
        nothing is added or doubled) and each doubling with its reason."""
        bonus = value["bonus"]
        head = plural(value["base"], "point") + (f" + {bonus} for Koi-Koi calls" if bonus else "")
        reasons = [f"{'doubled' if m['factor'] == 2 else '× ' + str(m['factor'])} "
                   f"{MULTIPLIER_REASONS[m['name']].format(other=other, calls=calls)}" for m in value["multipliers"]]
        return plural(value["total"], "point"), head if reasons or bonus else None, reasons

    @classmethod
    def _value_sentence(cls, value: dict[str, Any], other: str, calls: int) -> str:
        """e.g. "5 points + 2 for Koi-Koi calls, doubled for 7 points or more: 14 points" (or just
        "5 points")."""
        total, head, reasons = cls.value_parts(value, other, calls)
        if head is None:
            return total
        return f"{head}, {' and '.join(reasons)}: {total}" if reasons else f"{head}: {total}"

    def status(self) -> str:
        view = self.view
        if view["phase"] == "over":
            return "The match is over"
        name = self.scene.name(view["turn"])
        doing = self._placing() or {"play": "play a card from the hand",
                                    "capture": "choose which card the drawn card takes",
                                    "decide": "Game or Koi-Koi?"}[view["phase"]]
        return f"{name}: {doing}"

    def _placing(self) -> str | None:
        """What to do with a hand card picked by click or keyboard: the headline must move on from "play
        a card", which the player has just done half of."""
        picked = self.scene.interaction.selected
        view = self.view
        if picked is None or view["phase"] != "play" or picked.key not in (view["hand"] or []):
            return None
        matches = sum(koikoi.MONTH_OF[card] == koikoi.MONTH_OF[picked.key] for card in view["field"])
        if not matches:
            return "put the picked card on the field"
        if matches == 2:
            return "choose the lit card it takes"
        return "put the picked card on the lit cards" if matches > 1 else "put the picked card on the lit card"

    def on_applied(self, applied: ActionApplied) -> None:
        for event in applied.events:
            if event.kind == "drawn":
                self.delayed.add(event.data["card"])
            elif event.kind == "captured" and any(c in self.delayed for c in event.data["cards"]):
                self.delayed.update(event.data["cards"])
        self.results_unread += self._finished_months(applied.events)
        for finished in self.results_unread[-sum(e.kind == "round_over" for e in applied.events):]:
            self.scene.announce(self._round_notice(finished.record, finished.scores))
        self.sync()

    def _tell_opening(self) -> None:
        """A match whose first deal ended a month (a dealt hand) says so as a move would: the month's
        lines open the log, and a live table opened before the first move shows the result under its
        notice, the winning hand laid out; only once, and never in a replay, which is told of no moves
        (the session's listeners are the live table's)."""
        first_showing = self.told_opening is None
        self.told_opening = self.scene.log
        session = self.scene.session
        opening = self._opening()
        if not opening:
            return
        self.scene.log.open_with(koikoi_table_news(opening, self.scene.name))
        if first_showing and not session.record.actions and session.listeners:
            finished = self._finished_months(opening)
            self.results_unread += finished
            for month in finished:
                self.scene.announce(self._round_notice(month.record, month.scores))

    def opening_log(self) -> list[LogEntry]:
        return koikoi_table_news(self._opening(), self.scene.name)

    def _opening(self) -> list[Event]:
        """The events of the match's first deal when it ended a month, as this game's history shows
        it did (not a position set up by hand)."""
        record = self.scene.session.record
        opening = opening_deal(record.options, record.seed)
        told = [{key: event.data[key] for key in koikoi.SCOREBOARD_KEYS} for event in opening
                if event.kind == "round_over"]
        return opening if told and self.view["history"][:len(told)] == told else []

    def _finished_months(self, events: Sequence[Event]) -> list[FinishedMonth]:
        """The months these events ended, each with the scores right after it (worked back from now)."""
        records = [event.data for event in events if event.kind == "round_over"]
        scores, stake = list(self.view["scores"]), self.stake
        finished: list[FinishedMonth] = []
        for record in reversed(records):
            finished.insert(0, FinishedMonth(record, list(scores)))
            scores[record["winner"]] -= record["points"]
            if stake:
                scores[1 - record["winner"]] += record["points"]
        return finished

    def beats(self, applied: ActionApplied) -> list[Beat]:
        """A play in steps: the hand card lands beside its match, the drawn card turns face up on the
        pile and lands beside its own match, and only then do the captures go to the capture piles."""
        events = applied.events
        drawn = next((e.data["card"] for e in events if e.kind == "drawn"), None)
        played = next((e.data["card"] for e in events if e.kind == "played"), None)
        if drawn is None or played is None:
            return super().beats(applied)
        seat = applied.action.seat
        taken: dict[str, list[str]] = {"played": [], "drawn": []}
        source = "played"
        for event in events:
            if event.kind == "drawn":
                source = "drawn"
            elif event.kind == "captured":
                taken[source] = event.data["cards"][1:]
        field_cards = list(self.field_spots)
        stacks = [m for m in set(map(koikoi.MONTH_OF.get, field_cards))
                  if sum(koikoi.MONTH_OF[c] == m for c in field_cards) == 3]
        spots = {card: rect.center for card, rect in self.field_spots.items()}

        def landing(card: str, match: list[str], laid: list[str]) -> tuple[float, float]:
            if match and match[0] in spots:  # a month's result on show has no field spots: lay it out
                x, y = spots[match[0]]
                return (x + BESIDE_MATCH[0], y + BESIDE_MATCH[1])
            return self._field_layout(field_cards + laid + [card], stacks)[card].center

        played_at = landing(played, taken["played"], [])
        spots[played] = played_at
        drawn_at = landing(drawn, taken["drawn"], [] if taken["played"] else [played])
        hand = (self.layout.my_hand if seat == self.me else self.layout.their_hand).center
        stock = self.layout.stock_spot
        steps = [Beat(lambda: self._show_card(played, hand, played_at, f"back-{seat}-"), LAND_BEAT_MS),
                 Beat(lambda: self._show_card(drawn, stock, stock), TURN_UP_BEAT_MS)]
        if not any(e.kind == "choose" for e in events):
            steps.append(Beat(lambda: self._show_card(drawn, stock, drawn_at), LAND_BEAT_MS))
        return steps + [Beat(lambda: self.on_applied(applied), MOVE_BEAT_MS)]

    def _show_card(self, card: str, start: tuple[float, float], spot: tuple[float, float],
                   backs: str = "") -> None:
        """Bring a card face up to a spot on its way; a card not on the table yet comes from
        ``start`` (a hidden hand, whose last back then goes, or the pile)."""
        size = self.layout.field_card
        piece = self.pieces.get(card)
        if piece is None:
            piece = Card(card, size, self._face(card, size), lambda: hanafuda_back(size),
                         start, face_up=False, label=koikoi.card_name(card))
            self.pieces[card] = piece
            if backs:
                last = max((k for k in self.pieces if k.startswith(backs)), default=None,
                           key=lambda k: int(k.rsplit("-", 1)[1]))
                self.pieces.pop(last or "", None)
        assert isinstance(piece, Card)
        piece.size = size
        piece.set_face(self._face(card, size))
        piece.draggable = False
        piece.z = 60
        piece.turn(True, self.now)
        piece.move_to(spot, self.now, 360)

    def update(self, now_ms: float) -> None:
        if len(self.results_unread) > len(self.scene.notices):
            del self.results_unread[:len(self.results_unread) - len(self.scene.notices)]
            self.sync()
        elif self._fit_window():
            self.sync()
        super().update(now_ms)
        hovered = None
        hand = set(self.view["hand"] or []) if self.finished is None else set()
        for key, piece in self.pieces.items():
            if key in hand and piece.hit(self.scene.interaction.pointer):
                if hovered is None or piece.z > hovered.z:
                    hovered = piece
        Hand.apply_hover([self.pieces[c] for c in hand if c in self.pieces], hovered)
        for key, piece in self.pieces.items():
            if key not in hand:
                piece.scale = 1.0  # a hand card's hover enlargement must not follow it out of the hand
        focus = self.scene.interaction.selected or hovered
        month = koikoi.MONTH_OF.get(focus.key) if focus is not None else None
        winning = self._winning_cards()
        for key, piece in self.pieces.items():
            lit = key in self.field_spots and month is not None and koikoi.MONTH_OF[key] == month
            piece.highlight = HIGHLIGHT_LEGAL if lit or key in winning else None

    def _winning_cards(self) -> set[str]:
        """The cards of the yaku, or of the dealt hand's months, that won the month on show (lit on the
        finished board)."""
        record = self.finished
        if record is not None and record.get("hand_cards"):
            return {card for card in record["hand_cards"] if koikoi.MONTH_OF[card] in record["hand_months"]}
        if record is None or record["reason"] != "game":
            return set()
        captured = set(record["captures"][record["winner"]])
        pools = {name: pool for name, pool, _ in self._goals()}
        return {card for name in record["yaku"] for card in captured & pools.get(name, frozenset())}

    def _goals(self) -> tuple[tuple[str, frozenset[str], int], ...]:
        return koikoi.yaku_goals(self.view["options"])

    def near_yaku(self, seat: int) -> list[NearYaku]:
        """What a seat is close to, closest first: cards held toward each yaku still in reach, and the
        cards still to be won (for a yaku of named cards; counting yaku just say how many more)."""
        view = self.shown_view
        mine, theirs = set(view["captures"][seat]), set(view["captures"][1 - seat])
        pools = {name: (pool, need) for name, pool, need in self._goals()}
        near = []
        for name, (have, need) in view["progress"][seat].items():
            pool = pools[name][0]
            held = sorted(mine & pool, key=koikoi.DECK.index)
            named_cards = len(pool) <= 6
            missing = sorted(pool - mine - theirs, key=koikoi.DECK.index) if named_cards else []
            near.append(NearYaku(name, held, missing, need - have))
        return sorted(near, key=lambda entry: entry.more)

    # --- drawing ---

    def draw_board(self, surface: pygame.Surface) -> None:
        layout = self.layout
        pygame.draw.rect(surface, (16, 70, 44), layout.field_area, border_radius=24)
        pygame.draw.rect(surface, (196, 170, 96), layout.field_area, 2, border_radius=24)
        label_y = layout.stock_spot[1] - layout.field_card[1] // 2 - 24
        if self.finished is None:
            draw_text(surface, f"Draw pile: {self.shown_view['stock_size']}", self.text(22), (240, 240, 225),
                      center=(layout.stock_spot[0], label_y))
            if self.shown_view["pending"]:
                draw_text(surface, "Drawn card", self.text(22), YAKU_TEXT, bold=True,
                          center=(layout.pending_spot[0], label_y))
        if self._dealt_hand_layout():
            self._draw_dealt_hand_title(surface)
        else:
            self._draw_capture_counts(surface)
        self._name_tag(surface, 1 - self.me, layout.their_tag)
        self._name_tag(surface, self.me, layout.my_tag)

    def _draw_capture_counts(self, surface: pygame.Surface) -> None:
        """Over each kind's group of captures, how many it holds: a group of none is still counted. A
        row of winning cards has its counts raised clear of the brackets that light them, which are drawn
        over them (only then: in play the row above keeps clear of the hand-off bar)."""
        layout = self.layout
        captures = self.finished["captures"] if self.finished is not None else self.shown_view["captures"]
        winning = self._winning_cards()
        for seat, y in self._capture_rows().items():
            x = layout.group_left
            counts = {kind: 0 for kind in KIND_ORDER}
            for card in captures[seat]:
                counts[koikoi.KIND_OF[card]] += 1
            lift = LEGAL_FRAME_PAD + LEGAL_FRAME_REACH if winning & set(captures[seat]) else 2
            for kind in KIND_ORDER:
                draw_text(surface, f"{KIND_TITLES[kind]} {counts[kind]}", self.text(22), (225, 235, 220),
                          bottomleft=(x, y - layout.small_card[1] // 2 - lift))
                x += layout.group_widths[kind] + GROUP_GAP

    def _draw_dealt_hand_title(self, surface: pygame.Surface) -> None:
        """Whose hand the cards on show are and what in it won, on the far side of the row from the
        result (the capture counts would all read 0: the month ended before anyone played)."""
        record = self.finished
        assert record is not None
        title = f"{self.scene.name(record['winner'])}'s dealt hand: {dealt_hand_words(record)}"
        x, half = self.layout.field_area.centerx, self.layout.field_card[1] // 2
        if record["winner"] == self.me:
            draw_text(surface, title, self.text(26), GOLD_TEXT, bold=True,
                      midtop=(x, self.layout.dealt_hand_rows["mine"] + half + 6))
        else:
            draw_text(surface, title, self.text(26), GOLD_TEXT, bold=True,
                      midbottom=(x, self.layout.dealt_hand_rows["theirs"] - half - 6))

    def _name_tag(self, surface: pygame.Surface, seat: int, at: tuple[int, int]) -> None:
        """A seat's name, and under it whether it deals and its Koi-Koi calls: a 20-letter name beside
        "(dealer)" ran past the tag into the hand at 1024x600."""
        month = self.finished if self.finished is not None else self.view
        dealer = "dealer" if month["dealer"] == seat else ""
        calls = f"Koi-Koi ×{month['koikoi'][seat]}" if month["koikoi"][seat] else ""
        words, size = self.fitted_name(self.scene.name(seat), "", self.text(26), NAME_TAG_W - 62)
        name_h, below_h = font(size, True).get_height(), font(self.text(22), True).get_height()
        box = pygame.Rect(0, 0, NAME_TAG_W, 56 if not (dealer or calls) else name_h + below_h + 8)
        box.center = at
        panel(surface, box, alpha=200)
        seat_tag(surface, seat, (box.x + 28, box.centery), 16)
        if not (dealer or calls):
            draw_text(surface, words, size, (255, 245, 220), bold=True, midleft=(box.x + 52, box.centery))
            return
        draw_text(surface, words, size, (255, 245, 220), bold=True, topleft=(box.x + 52, box.y + 4))
        below, x = box.bottom - 4 - below_h // 2, box.x + 52
        if dealer:
            x = draw_text(surface, dealer, self.text(22), SOFT_TEXT, midleft=(x, below)).right + 14
        if calls:
            draw_text(surface, calls, self.text(22), (255, 150, 120), bold=True, midleft=(x, below))

    def fitted_name(self, name: str, tail: str, size: int, width: int) -> tuple[str, int]:
        """A name and the words after it in ``width``, bold: smaller down to the least readable size,
        then the name shortened, never the words after it."""
        least = min(size, self.min_text)
        for smaller in range(size, least - 1, -1):
            if font(smaller, True).size(name + tail)[0] <= width:
                return name + tail, smaller
        face = font(least, True)
        return ellipsize(name, width - face.size(tail)[0], lambda text: face.size(text)[0]) + tail, least

    def draw_hud(self, surface: pygame.Surface) -> None:
        view, box = self.view, self.layout.panel
        panel(surface, box, alpha=215)
        left, width = box.x + 18, box.w - 36
        title = draw_text(surface, f"Month {self.shown_month()} of {view['months']}", self.text(30), GOLD_TEXT,
                          bold=True, midtop=(box.centerx, box.y + 10))
        y = self._draw_month_strip(surface, left, title.bottom + 8, width) + 10
        mine, theirs = (self._seat_rows(seat, left, width) for seat in (self.me, 1 - self.me))
        room = box.bottom - 8 - y
        my_room = min(sum(h for h, _ in mine), max(room // 2, room - sum(h for h, _ in theirs)))
        for rows, bottom in ((mine, y + my_room), (theirs, box.bottom - 8)):
            top = y
            for height, paint in rows:
                if top + height > bottom:
                    break
                paint(surface, top)
                top += height
            y = bottom

    def shown_month(self) -> int:
        """The month the table shows: the one just ended while its result is on show, as the next one
        is dealt only once the result has been read."""
        return self.finished["month"] if self.finished is not None else self.view["month"]

    def shown_history(self) -> list[dict[str, Any]]:
        """The scoreboard up to the month on show: a month ended by the same move waits for its notice."""
        history = self.view["history"]
        return history[:len(history) - max(0, len(self.results_unread) - 1)]

    def shown_scores(self) -> list[int]:
        """The match as it stood after the month on show."""
        return self.results_unread[0].scores if self.results_unread else self.view["scores"]

    def _draw_month_strip(self, surface: pygame.Surface, left: int, top: int, width: int) -> int:
        """One cell per month of the match: who won it (seat symbol) and for how many points. Returns
        the bottom of the strip."""
        view, history = self.view, self.shown_history()
        per_row, gap = 6, 6
        cell_w, cell_h = (width - gap * (per_row - 1)) // per_row, self.text(20) + 14
        size = self.text(20)
        for index in range(view["months"]):
            cell = pygame.Rect(left + (index % per_row) * (cell_w + gap),
                               top + (index // per_row) * (cell_h + gap), cell_w, cell_h)
            record = history[index] if index < len(history) else None
            current = index + 1 == self.shown_month() and view["phase"] != "over"
            pygame.draw.rect(surface, GOLD_TEXT if current else (90, 110, 95), cell, 2 if current else 1,
                             border_radius=8)
            if record is not None and record["winner"] is not None:
                seat_tag(surface, record["winner"], (cell.x + 14, cell.centery), 10)
                draw_text(surface, str(record["points"]), size, WHITE_TEXT, bold=True,
                          midleft=(cell.x + 27, cell.centery))
            elif current:
                draw_text(surface, "now", size, GOLD_TEXT, center=cell.center)
        rows = math.ceil(view["months"] / per_row)
        return top + rows * cell_h + (rows - 1) * gap

    def _seat_rows(self, seat: int, left: int, width: int) -> list[tuple[int, Painter]]:
        """A seat's part of the panel as rows (height, painter): its score, the yaku it has made, then
        what it is close to with the cards, closest first. The panel draws as many as fit."""
        view = self.shown_view
        size = self.text(22)
        line = font(size).get_linesize()

        def header(surface: pygame.Surface, y: int) -> None:
            seat_tag(surface, seat, (left + 12, y + 18), 13)
            points = self.shown_scores()[seat]
            score = f"stake {points}" if self.stake else plural(points, "point")
            words, fitted = self.fitted_name(self.scene.name(seat), f": {score}", self.text(26), width - 32)
            draw_text(surface, words, fitted, WHITE_TEXT, bold=True, midleft=(left + 32, y + 18))

        def made(points: int, lines: list[str]) -> Painter:
            def paint(surface: pygame.Surface, y: int) -> None:
                draw_text(surface, str(points), size, YAKU_TEXT, bold=True, topright=(left + width, y))
                for part in lines:
                    draw_text(surface, part, size, YAKU_TEXT, bold=True, topleft=(left + 8, y))
                    y += line
            return paint

        def close_to(near: NearYaku, lines: list[str]) -> Painter:
            def paint(surface: pygame.Surface, y: int) -> None:
                for part in lines:
                    draw_text(surface, part, size, SOFT_TEXT, topleft=(left + 8, y))
                    y += line
                more = draw_text(surface, f"{near.more} more", size, SOFT_TEXT,
                                 midright=(left + width, y + thumb_h // 2))
                cards = [(card, True) for card in near.held] + [(card, False) for card in near.missing]
                room = more.x - 12 - (left + 8)
                step = min(thumb_w + 4, (room - thumb_w) / max(1, len(cards) - 1))
                for index, (card, held) in enumerate(cards):
                    image = hanafuda_face(card, self.layout.thumb_card, self.min_text)
                    surface.blit(image if held else faded(image), (left + 8 + round(index * step), y))
            return paint

        thumb_w, thumb_h = self.layout.thumb_card
        rows: list[tuple[int, Painter]] = [(38, header)]
        value = view["game_values"][seat]
        if view["yaku"][seat] and value["total"] != value["base"]:
            rows.append((line, made(value["total"], ["Game now scores"])))
        for name, points in view["yaku"][seat].items():
            lines = self._lines(yaku_title(name), size, width - 60)
            rows.append((len(lines) * line, made(points, lines)))
        for near in self.near_yaku(seat):
            lines = self._lines(yaku_title(near.name), size, width - 8)
            rows.append((len(lines) * line + thumb_h + 6, close_to(near, lines)))
        return rows + [(12, lambda surface, y: None)]

    @staticmethod
    def _lines(text: str, size: int, width: int) -> list[str]:
        """A yaku title on one line if it fits, else split before its English meaning."""
        if font(size).size(text)[0] <= width:
            return [text]
        japanese, _, english = text.partition(" (")
        return [japanese, f"({english}"] if english else wrap(text, size, width)

    def _round_notice(self, record: dict[str, Any], scores: list[int] | None = None) -> Notice:
        """The month's result in sentences: who won, with what, and the points it brought; ``scores``:
        the match right after it (by default as it stands now)."""
        winner = record["winner"]
        name = self.scene.name(winner) if winner is not None else "Nobody"
        month = koikoi.MONTH_NAMES[record["month"] - 1]
        lines: list[str] = []
        if record["reason"] == "game":
            lines.append(f"{name} wins {month} with {self._yaku_list(record['yaku'])}.")
            if record.get("last_turn"):
                lines.append("Koi-Koi is not called on a last turn, so Game was called at once.")
            if record["multipliers"] or record.get("bonus"):
                value = {"base": record["base"], "bonus": record.get("bonus", 0),
                         "multipliers": record["multipliers"], "total": record["points"]}
                sentence = self._value_sentence(value, self.scene.name(1 - winner), record["koikoi"][winner])
                lines.append(f"Game scores {sentence}.")
        elif record["reason"] == "exhausted":
            lines.append(f"The hands ran out with no Game called, so the dealer, {name}, wins {month}.")
        else:
            lines.append(f"{name} was dealt {dealt_hand_words(record)}, which wins month {record['month']} at once.")
        scores = scores if scores is not None else self.view["scores"]
        if self.stake:
            lines.append(f"{name} takes {plural(record['points'], 'point')} from {self.scene.name(1 - winner)}. "
                         f"{self._stake_counts(scores)}.")
        else:
            lines.append(f"{name} scores {plural(record['points'], 'point')}. Match: "
                         f"{self.scene.name(0)} {scores[0]}, {self.scene.name(1)} {scores[1]}.")
        return Notice(f"Month {record['month']}: {name} wins", lines, self.notice_area())

    def dialog_centre_x(self) -> int:
        """The middle of the field, clear of the panel and log on the right (the screen's middle put a
        month's result and the Game or Koi-Koi question against them)."""
        return self.layout.field_area.centerx

    def notice_area(self) -> pygame.Rect:
        area = pygame.Rect(0, 0, NOTICE_W, 1080)
        area.centerx = self.dialog_centre_x()
        return area

    def results_lines(self) -> list[str]:
        reasons = {"game": "called Game", "exhausted": "hands ran out", "dealt-hand": "dealt hand"}
        lines = []
        for record in self.view["history"]:
            winner = record["winner"]
            who = self.scene.name(winner) if winner is not None else "nobody"
            lines.append(f"Month {record['month']}: {who} +{plural(record['points'], 'point')} "
                         f"({reasons.get(record['reason'], record['reason'])})")
        return lines


def opening_deal(options: dict[str, Any], seed: int) -> list[Event]:
    """The rule events of the deal a match opens with (new_game keeps them to itself); empty unless it
    ended a month."""
    start, events = koikoi.new_game_and_events(options, 2, seed)
    return events if start["history"] else []


def dealt_hand_words(record: dict[str, Any]) -> str:
    """The hand that won a month, by its cards' own month ("all four September cards"): the month of
    the match it won is said by its number, as "February" for the second month read as the cards'."""
    months = record.get("hand_months") or [None]
    if record.get("hand") == "four-of-a-kind" and months[0] in range(1, len(koikoi.MONTH_NAMES) + 1):
        return f"all four {koikoi.MONTH_NAMES[months[0] - 1]} cards"
    return DEALT_HANDS.get(record.get("hand", ""), "a winning hand")


ADAPTER = KoiKoiTable

"""The Koi-Koi table: the field in the middle, your hand below, the opponent's backs above, the draw
pile on the left, both sides' captures grouped by kind, and a yaku and score panel on the right.

Play a hand card by dragging it onto a field card of its month (or anywhere on the field when
nothing matches), by clicking it then its target, or with Tab and Enter. Hovering a hand card lights
the field cards of its month.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from rules import koikoi
from rules.core import Action
from tabletop.art.felt import panel
from tabletop.art.hanafuda import CARD_RATIO, describe, hanafuda_back, hanafuda_face
from tabletop.art.palette import HIGHLIGHT_LEGAL, seat_tag
from tabletop.art.text import draw_text
from tabletop.bus import ActionApplied
from tabletop.pieces.card import Card
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.layout import Hand, Pile
from tabletop.pieces.piece import Piece
from tabletop.tables.base import Notice, Prompt, TableAdapter

HAND_CARD = (112, round(112 / CARD_RATIO))
FIELD_CARD = (100, round(100 / CARD_RATIO))
SMALL_CARD = (62, round(62 / CARD_RATIO))
BACK_CARD = (70, round(70 / CARD_RATIO))
STOCK_SPOT = (150, 470)
FIELD_AREA = pygame.Rect(300, 352, 1120, 356)
FIELD_COLUMNS = 8
MY_HAND = Hand((840, 968), HAND_CARD[0], 1000)
THEIR_HAND = Hand((760, 138), BACK_CARD[0], 700, gap=8)
CAPTURE_ROWS = {"mine": 795, "theirs": 282}
KIND_ORDER = ("bright", "animal", "ribbon", "chaff")
KIND_TITLES = {"bright": "Brights", "animal": "Animals", "ribbon": "Ribbons", "chaff": "Chaff"}
GROUP_LEFT = 40
GROUP_WIDTHS = {"bright": 170, "animal": 260, "ribbon": 270, "chaff": 660}
DRAW_DELAY_MS = 520
PENDING_SPOT = (150, 640)
YAKU_TITLES = {"goko": "Goko", "shiko": "Shiko", "ame-shiko": "Ame-Shiko", "sanko": "Sanko",
               "hanami-zake": "Hanami-zake", "tsukimi-zake": "Tsukimi-zake", "inoshikacho": "Inoshikacho",
               "tane": "Tane", "akatan": "Akatan", "aotan": "Aotan", "akatan-aotan": "Akatan-Aotan",
               "tanzaku": "Tanzaku", "kasu": "Kasu"}
PANEL = pygame.Rect(1460, 90, 440, 900)


@dataclass
class KoiKoiTable(TableAdapter):
    field_spots: dict[str, pygame.Rect] = field(default_factory=dict)
    delayed: set[str] = field(default_factory=set)

    # --- who sits where on screen ---

    @property
    def me(self) -> int:
        seat = self.scene.viewer
        return seat if seat is not None else 0

    def sync(self) -> None:
        view = self.view
        me, them = self.me, 1 - self.me
        wanted: dict[str, tuple[tuple[float, float], tuple[int, int], bool, int]] = {}
        hand = view["hand"] if view["hand"] is not None else []
        for card, spot in zip(hand, MY_HAND.positions(len(hand))):
            wanted[card] = (spot, HAND_CARD, True, 10)
        for index, spot in enumerate(THEIR_HAND.positions(view["hand_sizes"][them])):
            wanted[f"back-{them}-{index}"] = (spot, BACK_CARD, False, 10)
        if view["hand"] is None:
            for index, spot in enumerate(MY_HAND.positions(view["hand_sizes"][me])):
                wanted[f"back-{me}-{index}"] = (spot, BACK_CARD, False, 10)
        self.field_spots = self._field_layout(view["field"], view["stacks"])
        for card, rect in self.field_spots.items():
            wanted[card] = (rect.center, FIELD_CARD, True, 5 + list(self.field_spots).index(card))
        if view["pending"]:
            wanted[view["pending"]["card"]] = (PENDING_SPOT, FIELD_CARD, True, 40)
        for who, row in (("mine", me), ("theirs", them)):
            for card, spot in self._capture_layout(view["captures"][row], CAPTURE_ROWS[who]):
                wanted[card] = (spot, SMALL_CARD, True, 20)
        for index in range(min(view["stock_size"], 3)):
            wanted[f"stock-{index}"] = ((STOCK_SPOT[0] + index * 3, STOCK_SPOT[1] - index * 3), FIELD_CARD, False, index)
        self._place(wanted)
        legal_cards = {a.args[0] for a in self.scene.legal(me) if a.kind == "play"} \
            if self.scene.viewer is not None else set()
        for card in hand:
            self.pieces[card].draggable = card in legal_cards and self.is_legal_any(card)

    def is_legal_any(self, card: str) -> bool:
        return any(self.is_legal(zone.action) for zone in self.zones_for(self.pieces[card]))

    def _place(self, wanted: dict[str, tuple[tuple[float, float], tuple[int, int], bool, int]]) -> None:
        for key in [k for k in self.pieces if k not in wanted]:
            del self.pieces[key]
        for key, (spot, size, face_up, z) in wanted.items():
            piece = self.pieces.get(key)
            if piece is None:
                start = self._spawn_point(key)
                piece = Card(key, size, self._face(key, size), lambda size=size: hanafuda_back(size),
                             start, face_up=face_up and key not in self.delayed,
                             label=describe(key) if key in koikoi.MONTH_OF else "card")
                self.pieces[key] = piece
            if piece.size != size:
                piece.size = size
                piece.set_face(self._face(key, size))
            assert isinstance(piece, Card)
            piece.turn(face_up, self.now)
            piece.z = z
            delay = DRAW_DELAY_MS if key in self.delayed else 0
            piece.move_to(spot, self.now, 360, delay)
        self.delayed.clear()

    def _face(self, key: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
        if key.startswith(("back-", "stock-")):
            return lambda: hanafuda_back(size)
        return lambda: hanafuda_face(key, size)

    def _spawn_point(self, key: str) -> tuple[float, float]:
        if key.startswith(("back-", "stock-")) or key in self.delayed:
            return STOCK_SPOT
        return THEIR_HAND.center

    def _field_layout(self, cards: list[str], stacks: list[int]) -> dict[str, pygame.Rect]:
        """Field cards in two rows; the three cards of a stacked month overlap in one spot."""
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
            x = FIELD_AREA.x + 20 + column * (FIELD_CARD[0] + 30)
            y = FIELD_AREA.y + 12 + (row % 2) * (FIELD_CARD[1] + 12) + (row // 2) * 20
            spots[card] = pygame.Rect(x, y, *FIELD_CARD)
            slot += 1
        return spots

    def _capture_layout(self, cards: list[str], y: float) -> list[tuple[str, tuple[float, float]]]:
        out = []
        x = GROUP_LEFT
        for kind in KIND_ORDER:
            group = [c for c in cards if koikoi.KIND_OF[c] == kind]
            pile = Pile((x + SMALL_CARD[0] / 2, y), (30, 0), GROUP_WIDTHS[kind] - SMALL_CARD[0])
            out += list(zip(group, pile.positions(len(group))))
            x += GROUP_WIDTHS[kind] + 20
        return out

    # --- moves ---

    def zones_for(self, piece: Piece) -> list[DropZone]:
        """Every field card is a target (the card itself first, the open field last). A card with no
        match may land anywhere; a card with a match dropped on another month is refused, with why."""
        seat = self.scene.viewer
        if seat is None or piece.key not in (self.view["hand"] or []):
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
            zones.append(DropZone(rect, action, describe(target)))
        zones.append(DropZone(FIELD_AREA, Action(seat, "play", (piece.key,)), "the field"))
        return zones

    def free_zones(self) -> list[DropZone]:
        pending = self.view["pending"]
        seat = self.scene.viewer
        if not pending or seat is None or self.view["phase"] != "capture":
            return []
        return [DropZone(self.field_spots[c], Action(seat, "capture", (c,)), describe(c))
                for c in pending["options"] if c in self.field_spots]

    def prompt(self) -> Prompt | None:
        view = self.view
        if view["phase"] != "decide":
            return None
        seat = view["turn"]
        value = view["game_value"] or {}
        made = ", ".join(f"{YAKU_TITLES[name]} {points}" for name, points in view["yaku"][seat].items())
        lines = [f"Your yaku: {made}"]
        if value:
            factors = "".join(f" × {m['factor']} ({m['name']})" for m in value.get("multipliers", []))
            lines.append(f"Game now scores {value['base']}{factors} = {value['total']} points")
        lines.append("Koi-Koi plays on: you may score more, but a Game by your opponent doubles theirs.")
        return Prompt(seat, "Game or Koi-Koi?", lines,
                      [("Game", Action(seat, "game")), ("Koi-Koi", Action(seat, "koikoi"))])

    def status(self) -> str:
        view = self.view
        if view["phase"] == "over":
            return "The match is over"
        name = self.scene.name(view["turn"])
        doing = {"play": "play a card from the hand", "capture": "choose which card the drawn card takes",
                 "decide": "Game or Koi-Koi?"}[view["phase"]]
        return f"{name}: {doing}"

    def on_applied(self, applied: ActionApplied) -> None:
        for event in applied.events:
            if event.kind == "drawn":
                self.delayed.add(event.data["card"])
            elif event.kind == "captured" and any(c in self.delayed for c in event.data["cards"]):
                self.delayed.update(event.data["cards"])
            elif event.kind == "round_over":
                self.scene.announce(self._round_notice(event.data))
        self.sync()

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        hovered = None
        hand = set(self.view["hand"] or [])
        for key, piece in self.pieces.items():
            if key in hand and piece.hit(self.scene.interaction.pointer):
                if hovered is None or piece.z > hovered.z:
                    hovered = piece
        Hand.apply_hover([self.pieces[c] for c in hand if c in self.pieces], hovered)
        focus = self.scene.interaction.selected or hovered
        month = koikoi.MONTH_OF.get(focus.key) if focus is not None else None
        for key, piece in self.pieces.items():
            lit = key in self.field_spots and month is not None and koikoi.MONTH_OF[key] == month
            piece.highlight = HIGHLIGHT_LEGAL if lit else None

    # --- drawing ---

    def draw_board(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (16, 70, 44), FIELD_AREA, border_radius=24)
        pygame.draw.rect(surface, (196, 170, 96), FIELD_AREA, 2, border_radius=24)
        draw_text(surface, f"Draw pile: {self.view['stock_size']}", 26, (240, 240, 225),
                  center=(STOCK_SPOT[0], STOCK_SPOT[1] - 105))
        if self.view["pending"]:
            draw_text(surface, "Drawn card", 26, (255, 214, 64), center=(PENDING_SPOT[0], PENDING_SPOT[1] + 96))
        me, them = self.me, 1 - self.me
        for seat, y in ((me, CAPTURE_ROWS["mine"]), (them, CAPTURE_ROWS["theirs"])):
            x = GROUP_LEFT
            counts = {kind: 0 for kind in KIND_ORDER}
            for card in self.view["captures"][seat]:
                counts[koikoi.KIND_OF[card]] += 1
            for kind in KIND_ORDER:
                draw_text(surface, f"{KIND_TITLES[kind]} {counts[kind]}", 22, (225, 235, 220),
                          topleft=(x, y - SMALL_CARD[1] / 2 - 34))
                x += GROUP_WIDTHS[kind] + 20
        self._name_tag(surface, them, (250, 138))
        self._name_tag(surface, me, (170, 968))

    def _name_tag(self, surface: pygame.Surface, seat: int, at: tuple[int, int]) -> None:
        view = self.view
        dealer = "  (dealer)" if view["dealer"] == seat else ""
        calls = f"  Koi-Koi ×{view['koikoi'][seat]}" if view["koikoi"][seat] else ""
        box = pygame.Rect(0, 0, 300, 56)
        box.center = at
        panel(surface, box, alpha=200)
        seat_tag(surface, seat, (box.x + 28, box.centery), 16)
        draw_text(surface, f"{self.scene.name(seat)}{dealer}", 26, (255, 245, 220), bold=True,
                  midleft=(box.x + 52, box.centery - (10 if calls else 0)))
        if calls:
            draw_text(surface, calls.strip(), 22, (255, 150, 120), bold=True, midleft=(box.x + 52, box.centery + 14))

    def draw_hud(self, surface: pygame.Surface) -> None:
        view = self.view
        panel(surface, PANEL, alpha=215)
        draw_text(surface, f"Month {view['month']} of {view['months']}", 32, (255, 215, 122), bold=True,
                  midtop=(PANEL.centerx, PANEL.y + 14))
        y = PANEL.y + 64
        for seat in (self.me, 1 - self.me):
            seat_tag(surface, seat, (PANEL.x + 30, y + 18), 14)
            draw_text(surface, f"{self.scene.name(seat)}: {view['scores'][seat]} pts", 28, (250, 250, 240),
                      bold=True, midleft=(PANEL.x + 52, y + 18))
            y += 44
            made = view["yaku"][seat]
            for name, points in made.items():
                draw_text(surface, f"{YAKU_TITLES[name]}  {points}", 24, (255, 214, 64), topleft=(PANEL.x + 52, y))
                y += 30
            near = sorted(view["progress"][seat].items(), key=lambda item: item[1][1] - item[1][0])[:4]
            for name, (have, need) in near:
                draw_text(surface, f"{YAKU_TITLES[name]} {have}/{need}", 24, (200, 215, 200), topleft=(PANEL.x + 52, y))
                y += 30
            y += 14
        draw_text(surface, "Months", 28, (255, 215, 122), bold=True, topleft=(PANEL.x + 20, y))
        y += 38
        history = view["history"]
        step = min(28, (PANEL.bottom - 12 - y) // max(1, len(history)))
        for record in history:
            winner = record["winner"]
            who = self.scene.name(winner) if winner is not None else "nobody"
            draw_text(surface, f"{record['month']:>2}. {who} +{record['points']} ({record['reason']})", 22,
                      (230, 235, 225), topleft=(PANEL.x + 20, y))
            y += step

    def _round_notice(self, record: dict[str, Any]) -> Notice:
        winner = record["winner"]
        name = self.scene.name(winner) if winner is not None else "Nobody"
        lines: list[str] = []
        if record["reason"] == "game":
            lines += [f"{YAKU_TITLES[y]}: {p}" for y, p in record["yaku"].items()]
        elif record["reason"] == "exhausted":
            lines.append("The hands ran out: the dealer takes the month.")
        else:
            lines.append(f"A dealt hand ({record.get('hand', '').replace('-', ' ')}) wins at once.")
        lines.append(f"Base {record['base']}" + "".join(f" × {m['factor']} ({m['name']})" for m in record["multipliers"]))
        lines.append(f"{name} scores {record['points']} points.")
        return Notice(f"Month {record['month']}: {name} wins", lines)

    def results_lines(self) -> list[str]:
        lines = []
        for record in self.view["history"]:
            winner = record["winner"]
            who = self.scene.name(winner) if winner is not None else "nobody"
            lines.append(f"Month {record['month']}: {who} +{record['points']} ({record['reason']})")
        return lines


ADAPTER = KoiKoiTable

"""A table for the test-only High Card Duel, so the shell's UI is tested without any real game."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core import Action
from tabletop.art.cards import card_back, text_card
from tabletop.art.text import draw_text
from tabletop.pieces.card import Card
from tabletop.pieces.interaction import DropZone
from tabletop.pieces.layout import Hand
from tabletop.pieces.piece import Piece
from tabletop.tables.base import TableAdapter

CARD = (120, 180)
PLAY_ZONE = pygame.Rect(860, 420, 200, 240)
TRASH_ZONE = pygame.Rect(1400, 420, 200, 240)
HAND = Hand((960, 900), CARD[0], 900)


@dataclass
class TinyTable(TableAdapter):
    def sync(self) -> None:
        view = self.view
        seat = self.scene.viewer
        hand = view["hand"] or []
        keep = set(hand)
        for key in [k for k in self.pieces if k not in keep]:
            del self.pieces[key]
        for card, spot in zip(hand, HAND.positions(len(hand))):
            piece = self.pieces.get(card)
            if piece is None:
                piece = Card(card, CARD, lambda c=card: text_card(CARD, c[1:], "Duel", (0, 114, 178), "circle"),
                             lambda: card_back(CARD), (960, 540), z=10, label=card)
                self.pieces[card] = piece
            piece.move_to(spot, self.now)
            piece.draggable = seat is not None and self.is_legal(Action(seat, "pick", (card,)))

    def zones_for(self, piece: Piece) -> list[DropZone]:
        seat = self.scene.viewer
        if seat is None:
            return []
        return [DropZone(PLAY_ZONE, Action(seat, "pick", (piece.key,)), "play"),
                DropZone(TRASH_ZONE, Action(seat, "trash", (piece.key,)), "trash")]

    def status(self) -> str:
        acting = sorted(self.scene.session.to_act())
        return f"{self.scene.name(acting[0])}: pick a card" if acting else "Game over"

    def draw_board(self, surface: pygame.Surface) -> None:
        for rect, label in ((PLAY_ZONE, "Play here"), (TRASH_ZONE, "Not here")):
            pygame.draw.rect(surface, (255, 255, 255), rect, 3, border_radius=12)
            draw_text(surface, label, 28, (255, 255, 255), center=rect.center)

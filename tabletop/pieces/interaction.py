"""Drag-and-drop, click-then-click and the keyboard: three ways to make the same move.

A move is "this piece onto that zone". The table says which zones a piece could go to, each with the
rule action it would mean; the rules' ``legal_actions`` decide which of them light up. A drop on a
legal zone submits the action. A drop on any other zone also asks the rules, whose reason is shown,
and the piece slides back. Zones that need no piece ("take this card", "pick this coconut") are
clicked, or reached with Tab and chosen with Enter. A zone marked ``explain_only`` is there only so a
wrong drop is explained: it is never lit and the keys never stop on it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Protocol

import pygame

from rules.core import Action
from tabletop.art.palette import draw_focus_ring, draw_legal_frames
from tabletop.pieces.piece import Piece

DRAG_THRESHOLD = 10
SNAP_BACK_MS = 260


@dataclass(frozen=True)
class DropZone:
    rect: pygame.Rect
    action: Action
    label: str
    explain_only: bool = False


class Board(Protocol):
    """What the interaction needs from a table."""

    def movable_pieces(self) -> list[Piece]: ...
    def zones_for(self, piece: Piece) -> list[DropZone]: ...
    def free_zones(self) -> list[DropZone]: ...
    def is_legal(self, action: Action) -> bool: ...


class Interaction:
    def __init__(self, board: Board, submit: Callable[[Action], bool], now: Callable[[], float]) -> None:
        self.board = board
        self.submit = submit
        """Returns True if the rules took the action; on a refusal the table shows the reason."""
        self.now = now
        self._selected: Piece | None = None
        self.pressed: tuple[Piece, tuple[int, int], tuple[float, float]] | None = None
        self.dragging = False
        self.home: tuple[float, float] | None = None
        self.focus: int | None = None
        self.zone_focus: int | None = None
        self.pointer = (0, 0)

    @property
    def selected(self) -> Piece | None:
        return self._selected

    @selected.setter
    def selected(self, piece: Piece | None) -> None:
        """The picked piece is drawn lifted with a tick (``Piece.picked``), whichever way it was picked."""
        if self._selected is not None:
            self._selected.picked = False
        self._selected = piece
        if piece is not None:
            piece.picked = True

    # --- what is lit up ---

    def candidate_zones(self) -> list[DropZone]:
        if self.selected is not None:
            return self.board.zones_for(self.selected)
        return self.board.free_zones()

    def legal_zones(self) -> list[DropZone]:
        return [zone for zone in self.candidate_zones() if not zone.explain_only and self.board.is_legal(zone.action)]

    def key_zones(self) -> list[DropZone]:
        """Where the keys may put the picked piece: every zone but those kept to explain a wrong drop."""
        return [zone for zone in self.candidate_zones() if not zone.explain_only]

    def focus_targets(self) -> list[Piece | DropZone]:
        """Tab order when nothing is picked: pieces that can move, then zones to click."""
        return [*self.board.movable_pieces(),
                *[z for z in self.board.free_zones() if not z.explain_only and self.board.is_legal(z.action)]]

    def acts_at(self, pos: tuple[int, int]) -> bool:
        """Whether a press here would pick, drop or click something the player may act on now."""
        return self._piece_at(pos) is not None or self._zone_at(pos, self.legal_zones()) is not None

    def reset(self) -> None:
        if self.dragging and self.pressed and self.home:
            self.pressed[0].move_to(self.home, self.now(), SNAP_BACK_MS)
        self.selected = None
        self.pressed = None
        self.dragging = False
        self.zone_focus = None

    # --- input ---

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return self._drag_to(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.selected is not None:
            zone = self._zone_at(pos, self.candidate_zones())
            if zone is not None:
                self._drop(self.selected, zone)
                return True
        piece = self._piece_at(pos)
        if piece is not None:
            self.pressed = (piece, pos, piece.center)
            self.home = piece.center
            return True
        zone = self._zone_at(pos, self.board.free_zones())
        if zone is not None:
            self._try(zone.action)
            return True
        self.selected = None
        return False

    def _drag_to(self, pos: tuple[int, int]) -> bool:
        if self.pressed is None:
            return False
        piece, start, origin = self.pressed
        if not self.dragging and math.dist(pos, start) >= DRAG_THRESHOLD:
            self.dragging = True
            self.selected = piece
            piece.z += 1000
        if self.dragging:
            piece.place((origin[0] + pos[0] - start[0], origin[1] + pos[1] - start[1]))
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.pressed is None:
            return False
        piece, _, origin = self.pressed
        if not self.dragging:
            self.pressed = None
            self.selected = None if self.selected is piece else piece
            self.zone_focus = None
            return True
        piece.z -= 1000
        zone = self._zone_at(pos, self.board.zones_for(piece))
        self.dragging = False
        self.pressed = None
        if zone is None or not self._drop(piece, zone):
            piece.move_to(origin, self.now(), SNAP_BACK_MS)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE and (self.selected is not None):
            self.reset()
            return True
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
            step = -1 if back or event.key in (pygame.K_LEFT, pygame.K_UP) else 1
            if self.selected is not None:
                zones = self.key_zones()
                if zones:
                    start = self.zone_focus if self.zone_focus is not None else (-1 if step > 0 else 0)
                    self.zone_focus = (start + step) % len(zones)
            else:
                targets = self.focus_targets()
                if targets:
                    start = self.focus if self.focus is not None else (-1 if step > 0 else 0)
                    self.focus = (start + step) % len(targets)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.selected is not None:
                zones = self.key_zones()
                if self.zone_focus is not None and self.zone_focus < len(zones):
                    self._drop(self.selected, zones[self.zone_focus])
                return True
            targets = self.focus_targets()
            if self.focus is not None and self.focus < len(targets):
                target = targets[self.focus]
                if isinstance(target, DropZone):
                    self._try(target.action)
                else:
                    self.selected = target
                    legal = self.legal_zones()
                    zones = self.key_zones()
                    self.zone_focus = zones.index(legal[0]) if legal else (0 if zones else None)
            return True
        return False

    def _drop(self, piece: Piece, zone: DropZone) -> bool:
        accepted = self._try(zone.action)
        if accepted:
            self.selected = None
            self.zone_focus = None
            self.focus = None
        return accepted

    def _try(self, action: Action) -> bool:
        return self.submit(action)

    def _piece_at(self, pos: tuple[int, int]) -> Piece | None:
        """The topmost movable piece under the pointer."""
        hits = [piece for piece in self.board.movable_pieces() if piece.hit(pos)]
        return max(hits, key=lambda piece: piece.z) if hits else None

    @staticmethod
    def _zone_at(pos: tuple[int, int], zones: list[DropZone]) -> DropZone | None:
        for zone in zones:
            if zone.rect.collidepoint(pos):
                return zone
        return None

    # --- drawing the hints ---

    def draw(self, surface: pygame.Surface) -> None:
        """Legal zones get corner brackets, and so do the pieces that may be picked now (one that lights
        itself keeps its own cue); the key focus a dark-edged white ring; the picked piece draws its own
        lift and tick. Shapes, not colours, tell the three apart."""
        focused_zone = None
        zones = self.key_zones()
        if self.selected is not None and self.zone_focus is not None and self.zone_focus < len(zones):
            focused_zone = zones[self.zone_focus]
        lit = [zone.rect for zone in self.legal_zones()]
        if self.selected is None and self.pressed is None:
            lit += [piece.rect for piece in self.board.movable_pieces() if piece.highlight is None]
        draw_legal_frames(surface, lit)
        if focused_zone is not None:
            draw_focus_ring(surface, focused_zone.rect)
        targets = self.focus_targets() if self.selected is None else []
        if self.focus is not None and self.focus < len(targets):
            draw_focus_ring(surface, targets[self.focus].rect)

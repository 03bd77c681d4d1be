"""The Coconut Pirate table: the dice board, the treasure map from its Tiled file, each seat's dice,
and the shouting race.

Anyone may shout at any moment with their own buzzer key (or by clicking their "Shout!" button); the
race judge stamps the presses and decides who was first, or that it was a tie. The winner then
names one to three series in a picker driven by their own keys or the mouse, against a countdown.
The seat due to throw throws with its confirm key or a click on the board. Bots watch the board
through their view and shout through the same judge, after a reaction delay set by their level.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame
from pytmx.util_pygame import load_pygame

from rules.coconut_pirate import COLOURS, FACES, SYMBOLS, canonical_names
from rules.coconut_pirate.track import ART_LAYER, load_track
from rules.core import Action
from tabletop.art import art_cache
from tabletop.art.dice import COLOUR_LETTERS, DICE_COLOURS, blank_die, die_face, symbol_icon
from tabletop.art.felt import panel
from tabletop.art.palette import HIGHLIGHT_FOCUS, HIGHLIGHT_LEGAL, SEAT_COLOURS, seat_tag
from tabletop.art.text import draw_outlined, draw_text
from tabletop.bus import ActionApplied
from tabletop.input.race import RaceJudge, bot_reaction_ms, drain_between_frames
from tabletop.pieces.die import Die
from tabletop.pieces.layout import Track
from tabletop.pieces.tokens import Pawn
from tabletop.tables.base import TableAdapter

BOARD = pygame.Rect(60, 110, 830, 830)
MAP_AREA = pygame.Rect(940, 90, 950, 690)
SEATS_AREA = pygame.Rect(940, 800, 950, 270)
HAND_DIE = 34
THROW_PAUSE_MS = 1600
"""A bot waits this long after any throw before throwing: people need time to look at the board."""
FLASH_MS = 2600
PAWN_STEP_MS = 200
TILE = (136, 150)
PICKER = pygame.Rect(950, 100, 930, 670)
SERIES_GRID = [list(SYMBOLS), list(COLOURS)]


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


@dataclass
class CoconutPirateTable(TableAdapter):
    has_secrets = False
    judge: RaceJudge | None = None
    bot_claims: set[int] = field(default_factory=set)
    last_throw_ms: float = -1e9
    flash: tuple[str, str, float] | None = None
    picked: list[str] = field(default_factory=list)
    cursor: tuple[int, int] = (0, 0)
    announce_started: float = 0.0
    pawn_paths: dict[int, list[int]] = field(default_factory=dict)
    pawn_squares: dict[int, int] = field(default_factory=dict)
    clock_ms: Callable[[], float] = lambda: float(pygame.time.get_ticks())
    """The race's clock while draining input between frames; tests put a fake one here."""
    wait_ms: Callable[[int], object] = pygame.time.wait

    def __post_init__(self) -> None:
        app = self.scene.app
        self.judge = RaceJudge(app.keymaps, app.pads, app.settings.tie_window_ms)
        self.track = load_track(self.view["map"])
        fit = min(MAP_AREA.w / self.track.width, MAP_AREA.h / self.track.height)
        self.map_rect = pygame.Rect(0, 0, int(self.track.width * fit), int(self.track.height * fit))
        self.map_rect.center = MAP_AREA.center
        self.squares = Track([(self.map_rect.x + sq.x * fit, self.map_rect.y + sq.y * fit)
                              for sq in self.track.squares])
        self.scale = BOARD.w / self.view["board_size"]

    # --- pieces from the view ---

    def seat_rect(self, seat: int) -> pygame.Rect:
        seats = self.view["seats"]
        width = SEATS_AREA.w // seats
        return pygame.Rect(SEATS_AREA.x + seat * width + 6, SEATS_AREA.y, width - 12, SEATS_AREA.h - 20)

    def sync(self) -> None:
        view = self.view
        wanted: set[str] = set()
        die_px = round(view["die_size"] * self.scale)
        for die in view["board"]:
            key = f"die-{die['id']}"
            wanted.add(key)
            spot = (BOARD.x + die["x"] * self.scale, BOARD.y + die["y"] * self.scale)
            piece = self._die(key, die["id"], spot)
            piece.size = (die_px, die_px)
            piece.look = lambda s=die["symbol"], c=die["colour"], px=die_px: die_face(s, c, px)
            piece.move_to(spot, self.now, 420)
        for seat, hand in enumerate(view["hands"]):
            rect = self.seat_rect(seat)
            for index, die_id in enumerate(hand):
                key = f"die-{die_id}"
                wanted.add(key)
                spot = (rect.x + 30 + index * (HAND_DIE + 6), rect.bottom - 34)
                piece = self._die(key, die_id, spot)
                piece.size = (HAND_DIE, HAND_DIE)
                piece.look = lambda: blank_die(HAND_DIE)
                piece.move_to(spot, self.now, 520)
        for key in [k for k in self.pieces if k.startswith("die-") and k not in wanted]:
            del self.pieces[key]
        for seat, square in enumerate(view["positions"]):
            key = f"pawn-{seat}"
            if key not in self.pieces:
                self.pieces[key] = Pawn(key, seat, self._pawn_spot(seat, square), 46)
                self.pawn_squares[seat] = square
            elif self.pawn_squares.get(seat) != square and not self.pawn_paths.get(seat):
                start = self.pawn_squares[seat]
                step = 1 if square > start else -1
                self.pawn_paths[seat] = list(range(start + step, square + step, step))

    def _die(self, key: str, die_id: int, spot: tuple[float, float]) -> Die:
        piece = self.pieces.get(key)
        if piece is None:
            faces = [lambda f=f: die_face(*FACES[die_id][f], 80) for f in range(6)]
            piece = Die(key, HAND_DIE, lambda: blank_die(HAND_DIE), faces, spot)
            self.pieces[key] = piece
        assert isinstance(piece, Die)
        return piece

    def _pawn_spot(self, seat: int, square: int) -> tuple[float, float]:
        here = [s for s, sq in self.pawn_squares.items() if sq == square] or [seat]
        if seat not in here:
            here = sorted([*here, seat])
        return self.squares.pawn_spot(square, seat, sorted(here), spacing=24)

    # --- the race ---

    def wants_fine_input(self) -> bool:
        return self.judge is not None and self.judge.is_open and bool(self.scene.session.human_seats())

    def drain_until(self, deadline_ms: float) -> None:
        drain_between_frames(self.judge, deadline_ms, self.clock_ms, self.scene.app.dispatch, self.wait_ms)

    def update(self, now_ms: float) -> None:
        super().update(now_ms)
        self._walk_pawns(now_ms)
        view = self.view
        judge = self.judge
        assert judge is not None
        judge.tie_window_ms = self.scene.app.settings.tie_window_ms
        if view["phase"] == "throw" and not judge.is_open:
            judge.open(now_ms, range(view["seats"]))
            self.bot_claims.clear()
        elif view["phase"] != "throw" and judge.is_open:
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
        if view["phase"] == "announce" and not self.scene.session.seats[view["claimant"]].is_bot:
            limit = self.scene.app.settings.claim_seconds * 1000
            if now_ms - self.announce_started >= limit:
                self.scene.submit(Action(view["claimant"], "timeout"), source="judge")

    def _walk_pawns(self, now_ms: float) -> None:
        for seat, path in self.pawn_paths.items():
            pawn = self.pieces[f"pawn-{seat}"]
            if path and not pawn.moving:
                square = path.pop(0)
                self.pawn_squares[seat] = square
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
            return self.now - self.last_throw_ms < THROW_PAUSE_MS
        return False

    # --- input ---

    def handle(self, event: pygame.event.Event) -> bool:
        view = self.view
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            if self.judge and self.judge.feed(event, self.now):
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
        if view["phase"] == "announce" and not self.scene.session.seats[view["claimant"]].is_bot:
            for name, rect in self._tiles():
                if rect.collidepoint(pos):
                    self._toggle(name)
                    return True
            if self._shout_rect().collidepoint(pos):
                self._submit_announcement()
                return True
            return False
        for seat in range(view["seats"]):
            if self._seat_shout_rect(seat).collidepoint(pos) and not self.scene.session.seats[seat].is_bot:
                if self.judge and self.judge.is_open:
                    self.judge.press(seat, self.now)
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
        elif len(self.picked) < 3:
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
        for event in applied.events:
            data = event.data
            if event.kind == "thrown":
                self.last_throw_ms = self.now
                self.scene.app.sounds.play("dice")
            elif event.kind == "claimed":
                self.picked, self.cursor, self.announce_started = [], (0, 0), self.now
                self.scene.app.sounds.play("buzzer")
                if self.scene.session.seats[data["seat"]].is_bot:
                    self.flash = (f"{names(data['seat'])} shouts!", "", self.now + 1200)
            elif event.kind == "tie":
                who = " and ".join(names(s) for s in data["seats"])
                self.flash = ("Same time!", f"{who} shouted together: nobody names a series.", self.now + FLASH_MS)
            elif event.kind == "announced":
                said = " + ".join(data["names"])
                if data["correct"]:
                    self.flash = (f"Right! {said}", f"{names(data['seat'])} takes {len(data['taken'])} dice.",
                                  self.now + FLASH_MS)
                else:
                    self.flash = (f"Wrong: {said}", f"No series of {', '.join(data['wrong'])} on the board.",
                                  self.now + FLASH_MS)
            elif event.kind == "timed_out":
                self.flash = ("Time is up!", f"{names(data['seat'])} named nothing and goes back.", self.now + FLASH_MS)
            elif event.kind == "won":
                self.scene.app.sounds.play("win")
        self.sync()
        for event in applied.events:
            if event.kind in ("thrown", "knocked"):
                piece = self.pieces.get(f"die-{event.data['die']}")
                if isinstance(piece, Die):
                    piece.tumble(self.now, 420 if event.kind == "thrown" else 300)

    # --- drawing ---

    def status(self) -> str:
        view = self.view
        if view["phase"] == "over":
            return f"{self.scene.name(view['winner'])} found the treasure!"
        if view["phase"] == "announce":
            return f"{self.scene.name(view['claimant'])}: name your series!"
        thrower = self.scene.name(view["turn"])
        return f"{thrower} throws - anyone may shout!"

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.view
        pygame.draw.rect(surface, (92, 58, 30), BOARD.inflate(28, 28), border_radius=40)
        pygame.draw.rect(surface, (236, 214, 170), BOARD, border_radius=30)
        pygame.draw.rect(surface, (150, 110, 60), BOARD, 4, border_radius=30)
        if view["deal_back_next"]:
            draw_text(surface, "All dice are on the board: the next throw deals them back.", 26,
                      (90, 60, 30), center=(BOARD.centerx, BOARD.bottom - 24))
        surface.blit(island_art(view["map"], self.map_rect.size), self.map_rect)
        pygame.draw.rect(surface, (60, 40, 20), self.map_rect, 4, border_radius=6)
        for index, (x, y) in enumerate(self.squares.squares):
            last = index == len(self.squares.squares) - 1
            radius = 26 if index in (0,) or last else 20
            pygame.draw.circle(surface, (255, 236, 190), (x, y), radius)
            pygame.draw.circle(surface, (90, 50, 20), (x, y), radius, 3)
            label = "Start" if index == 0 else ("X" if last else str(index))
            draw_text(surface, label, 18 if index == 0 else 22, (120, 30, 20) if last else (60, 40, 20),
                      bold=True, center=(x, y))
        for seat in range(view["seats"]):
            self._draw_seat(surface, seat)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        view = self.view
        rect = self.seat_rect(seat)
        panel(surface, rect, alpha=200, border=HIGHLIGHT_LEGAL if seat == view["turn"] else SEAT_COLOURS[seat])
        seat_tag(surface, seat, (rect.x + 26, rect.y + 28), 16)
        draw_text(surface, self.scene.name(seat), 28, (255, 245, 220), bold=True, midleft=(rect.x + 50, rect.y + 28))
        draw_text(surface, f"Square {view['positions'][seat]} / {view['finish']}", 22, (230, 230, 215),
                  midleft=(rect.x + 14, rect.y + 66))
        keys = self.scene.app.keymaps
        spec = self.scene.session.seats[seat]
        if spec.is_bot:
            draw_text(surface, f"bot ({spec.level})", 22, (200, 210, 200), midleft=(rect.x + 14, rect.y + 96))
        else:
            shout = self._seat_shout_rect(seat)
            pygame.draw.rect(surface, (201, 138, 27), shout, border_radius=12)
            draw_text(surface, f"Shout: {keys.label(seat, 'buzz')}", 22, (20, 20, 20), bold=True, center=shout.center)
            if seat == view["turn"] and view["phase"] == "throw":
                draw_text(surface, f"throw: {keys.label(seat, 'confirm')} or click the board", 18,
                          (255, 214, 64), midleft=(rect.x + 14, rect.y + 156))
        if not view["hands"][seat]:
            draw_text(surface, "no dice", 20, (200, 200, 190), midleft=(rect.x + 14, rect.bottom - 34))

    def _seat_shout_rect(self, seat: int) -> pygame.Rect:
        rect = self.seat_rect(seat)
        return pygame.Rect(rect.x + 12, rect.y + 90, min(rect.w - 24, 210), 42)

    def draw_hud(self, surface: pygame.Surface) -> None:
        view = self.view
        if view["phase"] == "announce":
            self._draw_picker(surface, view)
        if self.flash and self.now < self.flash[2]:
            title, line, _ = self.flash
            draw_outlined(surface, title, 72, (255, 224, 120), center=(BOARD.centerx, BOARD.centery - 30))
            if line:
                box = pygame.Rect(0, 0, 780, 56)
                box.center = (BOARD.centerx, BOARD.centery + 50)
                panel(surface, box, alpha=220)
                draw_text(surface, line, 28, (255, 255, 255), center=box.center)

    def _tiles(self) -> list[tuple[str, pygame.Rect]]:
        tiles = []
        for row, names in enumerate(SERIES_GRID):
            for column, name in enumerate(names):
                x = PICKER.x + 30 + column * (TILE[0] + 14)
                y = PICKER.y + 150 + row * (TILE[1] + 24)
                tiles.append((name, pygame.Rect(x, y, *TILE)))
        return tiles

    def _shout_rect(self) -> pygame.Rect:
        return pygame.Rect(PICKER.centerx - 170, PICKER.bottom - 120, 340, 76)

    def _draw_picker(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        claimant = view["claimant"]
        if self.scene.session.seats[claimant].is_bot:
            box = pygame.Rect(PICKER.x + 165, PICKER.y + 10, 600, 64)
            panel(surface, box, alpha=230)
            draw_text(surface, f"{self.scene.name(claimant)} is naming the series…", 32, (255, 215, 122),
                      bold=True, center=box.center)
            return
        panel(surface, PICKER, alpha=240)
        draw_text(surface, f"{self.scene.name(claimant)} shouts!", 56, (255, 215, 122), bold=True,
                  center=(PICKER.centerx, PICKER.y + 50))
        keys = self.scene.app.keymaps
        hint = (f"{' '.join(keys.label(claimant, d) for d in ('up', 'left', 'down', 'right'))} move · "
                f"{keys.label(claimant, 'confirm')} pick · {keys.label(claimant, 'buzz')} shout · or click")
        draw_text(surface, f"Pick 1 to 3 series: {hint}", 24, (235, 235, 225), center=(PICKER.centerx, PICKER.y + 110))
        for name, rect in self._tiles():
            row = 0 if name in SYMBOLS else 1
            column = SERIES_GRID[row].index(name)
            chosen = name in self.picked
            pygame.draw.rect(surface, (250, 244, 226) if not chosen else (255, 226, 140), rect, border_radius=14)
            if row == 0:
                surface.blit(symbol_icon(name, 84, "black"), (rect.centerx - 42, rect.y + 10))
            else:
                pygame.draw.circle(surface, DICE_COLOURS[name], (rect.centerx, rect.y + 52), 38)
                ink = (20, 20, 20) if name == "yellow" else (255, 255, 255)
                draw_text(surface, COLOUR_LETTERS[name], 36, ink, bold=True, center=(rect.centerx, rect.y + 52))
            draw_text(surface, name, 19 if len(name) > 8 else 22, (30, 30, 30), bold=True,
                      center=(rect.centerx, rect.bottom - 24))
            if chosen:
                pygame.draw.rect(surface, (201, 60, 27), rect, 6, border_radius=14)
                draw_text(surface, str(self.picked.index(name) + 1), 26, (201, 60, 27), bold=True,
                          topright=(rect.right - 10, rect.y + 6))
            if (row, column) == self.cursor:
                pygame.draw.rect(surface, HIGHLIGHT_FOCUS, rect.inflate(14, 14), 4, border_radius=16)
        shout = self._shout_rect()
        pygame.draw.rect(surface, (201, 138, 27) if self.picked else (90, 90, 90), shout, border_radius=16)
        draw_text(surface, "Shout: " + (" + ".join(self.picked) or "…"), 30, (20, 20, 20), bold=True,
                  center=shout.center)
        limit = self.scene.app.settings.claim_seconds * 1000
        left = max(0.0, 1 - (self.now - self.announce_started) / limit)
        bar = pygame.Rect(PICKER.x + 40, PICKER.bottom - 30, PICKER.w - 80, 14)
        pygame.draw.rect(surface, (60, 60, 60), bar, border_radius=7)
        pygame.draw.rect(surface, (230, 80, 60) if left < 0.3 else (240, 200, 60),
                         (bar.x, bar.y, int(bar.w * left), bar.h), border_radius=7)

    def results_lines(self) -> list[str]:
        view = self.view
        return [f"{self.scene.name(seat)}: square {square} of {view['finish']}"
                for seat, square in enumerate(view["positions"])]


ADAPTER = CoconutPirateTable

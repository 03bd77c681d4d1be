"""Legal, focused and picked must differ by more than colour (the colour-blindness walk: a yellow legal
frame and a white focus ring were alike under tritanopia and in greyscale, and so were "picked" and
"focus"); unplayable Cheeky Monkeys cards are dimmed; Coconut Pirate's small dice carry their letter and
pawns on one square show every symbol; the keys pass by drop targets kept only to explain a wrong drop."""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from rules import koikoi
from rules.core import Action
from saves import GameRecord, SeatSpec
from tabletop.art.dice import COLOUR_LETTERS, colour_swatch, die_face
from tabletop.art.palette import (
    HIGHLIGHT_FOCUS,
    HIGHLIGHT_LEGAL,
    OUTLINE_DARK,
    PICKED_LIFT,
    draw_focus_ring,
    draw_legal_frame,
    draw_picked_mark,
)
from tabletop.pieces.card import Card
from tabletop.pieces.die import Die
from tabletop.pieces.interaction import DropZone, Interaction
from tabletop.pieces.piece import Piece
from tabletop.scenes import table as table_scene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import cheeky_monkeys as cheeky_table
from tabletop.tables import citroncoco as citron_table
from tabletop.tables import coconut_pirate as pirate_table
from tabletop.tables.kokonotsu import cell_rect
from tests.test_cheeky_monkeys_table import ANA as CHEEKY_ANA
from tests.test_cheeky_monkeys_table import BOTS as CHEEKY_BOTS
from tests.test_cheeky_monkeys_table import ana_plans
from tests.test_cheeky_monkeys_table import open_table as open_cheeky
from tests.test_citroncoco_table import discard_a_five
from tests.test_koikoi_table import open_table as open_koikoi
from tests.test_kokonotsu_table import ANA, BOTS
from tests.test_kokonotsu_table import open_table as open_kokonotsu
from tests.uitools import click, frames, key, make_app

FELT = (20, 90, 50)


def drawn(draw: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
    surface = pygame.Surface((200, 200))
    surface.fill(FELT)
    draw(surface, pygame.Rect(60, 50, 80, 110))
    return surface


def test_legal_focus_and_picked_are_told_apart_by_shape_not_colour() -> None:
    legal = drawn(draw_legal_frame)
    focus = drawn(draw_focus_ring)
    picked = drawn(draw_picked_mark)
    card = pygame.Rect(60, 50, 80, 110)
    # legal is corner brackets: the middle of each side stays bare, the corners are lit
    assert legal.get_at((card.centerx, card.top - 7))[:3] == FELT
    assert legal.get_at((card.left - 7, card.centery))[:3] == FELT
    assert legal.get_at((card.left - 7, card.top + 10))[:3] == HIGHLIGHT_LEGAL
    # focus is a closed white ring with a dark edge outside it (seen on cream cards too)
    assert focus.get_at((card.centerx, card.top - 14))[:3] == HIGHLIGHT_FOCUS
    assert focus.get_at((card.left - 14, card.centery))[:3] == HIGHLIGHT_FOCUS
    assert focus.get_at((card.centerx, card.top - 17))[:3] == OUTLINE_DARK
    assert focus.get_at((card.centerx, card.top - 12))[:3] == OUTLINE_DARK
    # picked is a tick badge above the top edge and draws no frame around the card
    assert picked.get_at((card.centerx, card.top - 6))[:3] in (HIGHLIGHT_FOCUS, OUTLINE_DARK)
    assert picked.get_at((card.left - 7, card.centery))[:3] == FELT
    assert picked.get_at((card.centerx, card.bottom + 7))[:3] == FELT


@pytest.mark.parametrize("kind", ["piece", "card", "die"])
def test_a_piece_draws_the_shared_cues_for_its_highlight_and_darkens_when_dimmed(kind: str) -> None:
    face = pygame.Surface((80, 110) if kind != "die" else (80, 80))
    face.fill((240, 230, 200))
    piece = {"piece": lambda: Piece("card", (80, 110), lambda: face, (100, 105)),
             "card": lambda: Card("card", (80, 110), lambda: face, lambda: face, (100, 105)),
             "die": lambda: Die("die", 80, lambda: face, [], (100, 105))}[kind]()
    piece.highlight = HIGHLIGHT_LEGAL
    lit = drawn(lambda surface, rect: piece.draw(surface))
    assert lit.get_at((piece.rect.centerx, piece.rect.top - 6))[:3] == FELT  # brackets, not a frame
    assert lit.get_at((piece.rect.left - 6, piece.rect.top + 8))[:3] == HIGHLIGHT_LEGAL
    piece.highlight, piece.dimmed = None, True
    dim = drawn(lambda surface, rect: piece.draw(surface))
    assert sum(dim.get_at(piece.rect.center)[:3]) < sum(face.get_at((0, 0))[:3]) * 0.6


class OneCardBoard:
    """A hand card, a legal zone and two zones kept only to explain a wrong drop."""

    def __init__(self) -> None:
        self.card = Piece("card", (40, 60), lambda: pygame.Surface((40, 60)), (50, 300))
        self.zones = [DropZone(pygame.Rect(0, 0, 40, 60), Action(0, "play", ("wrong-1",)), "wrong 1", True),
                      DropZone(pygame.Rect(100, 0, 40, 60), Action(0, "play", ("right",)), "right"),
                      DropZone(pygame.Rect(200, 0, 40, 60), Action(0, "play", ("wrong-2",)), "wrong 2", True)]
        self.submitted: list[Action] = []

    def movable_pieces(self) -> list[Piece]:
        return [self.card]

    def zones_for(self, piece: Piece) -> list[DropZone]:
        return self.zones

    def free_zones(self) -> list[DropZone]:
        return []

    def is_legal(self, action: Action) -> bool:
        return action.args == ("right",)

    def submit(self, action: Action) -> bool:
        self.submitted.append(action)
        return False


def keydown(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_keys_skip_explain_only_zones_but_a_mouse_drop_there_still_asks_the_rules() -> None:
    board = OneCardBoard()
    interaction = Interaction(board, board.submit, lambda: 0.0)
    interaction.handle(keydown(pygame.K_TAB))
    interaction.handle(keydown(pygame.K_RETURN))
    assert interaction.selected is board.card
    for _ in range(4):
        assert interaction.key_zones()[interaction.zone_focus or 0].label == "right"
        interaction.handle(keydown(pygame.K_RIGHT))
    assert [zone.label for zone in interaction.legal_zones()] == ["right"]
    interaction.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert board.submitted == [Action(0, "play", ("wrong-1",))]


def test_the_picked_piece_is_lifted_and_marked_until_let_go() -> None:
    board = OneCardBoard()
    interaction = Interaction(board, board.submit, lambda: 0.0)
    resting = board.card.rect
    interaction.handle(keydown(pygame.K_TAB))
    interaction.handle(keydown(pygame.K_RETURN))
    assert board.card.picked and board.card.rect == resting.move(0, -PICKED_LIFT)
    interaction.handle(keydown(pygame.K_ESCAPE))
    assert not board.card.picked and board.card.rect == resting


@pytest.mark.ui
def test_koikoi_keys_stop_only_on_the_matching_field_card(tmp_path: Path) -> None:
    """The arrows let the focus rest on unlit field cards of other months."""
    app, table = open_koikoi(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    interaction = table.interaction
    field = table.adapter.field_spots
    card = "1-bright"  # one January card on the field
    interaction.selected = table.adapter.pieces[card]
    targets = set()
    for _ in range(len(field) + 2):
        key(app, pygame.K_RIGHT)
        targets.add(interaction.key_zones()[interaction.zone_focus].label)
    assert targets == {koikoi.card_name("1-chaff-1")}
    assert len(interaction.candidate_zones()) == len(field) + 1  # every card still explains a wrong drop
    app.finish()


@pytest.mark.ui
def test_cheeky_cards_that_cannot_be_played_now_are_dimmed(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1280x720")
    seats = [SeatSpec("Coco", "bot", "normal"), SeatSpec("Ana"), SeatSpec("Kiwi", "bot", "easy"),
             SeatSpec("Papaya", "bot", "hard")]
    app.start(TableScene(app, Session(GameRecord("cheeky_monkeys", {}, seats, seed=3), store=app.store,
                                      autosave=False)))
    adapter = app.stack[0].adapter
    for _ in range(100):
        frames(app, 5)
        if adapter.my_actions() and adapter.playable_kinds():
            break
    hand = {key: piece for key, piece in adapter.pieces.items() if key.startswith("hand-")}
    lit = {key for key, piece in hand.items() if piece.highlight == HIGHLIGHT_LEGAL}
    dimmed = {key for key, piece in hand.items() if piece.dimmed}
    assert lit and dimmed and lit.isdisjoint(dimmed) and lit | dimmed == set(hand)
    app.finish()


@pytest.mark.ui
def test_a_chosen_cheeky_card_is_picked_and_its_targets_use_the_shared_cues(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chosen card was a white ring like the focus; now it is lifted and ticked."""
    app, table = open_cheeky(tmp_path, [CHEEKY_ANA, *CHEEKY_BOTS[:2]])
    ana_plans(table, ["fire-bucket", "pickpocket", "grounding"],
              {1: ["enthusiastic-pyromaniac", "bamboo-juggler"], 2: ["enthusiastic-pyromaniac"]})
    adapter = table.adapter
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    chosen = next(piece for key_, piece in adapter.pieces.items() if key_.startswith("hand-fire-bucket"))
    assert chosen.picked and chosen.highlight is None and not chosen.dimmed
    legal = record_calls(monkeypatch, cheeky_table, "draw_legal_frame")
    rings = record_calls(monkeypatch, cheeky_table, "draw_focus_ring")
    key(app, pygame.K_RIGHT, settle=1)
    assert legal[:len(adapter.options())] == [rect for rect, _, _ in adapter.options()]
    assert rings == [adapter.focused_target()[0]]
    app.finish()


@pytest.mark.usefixtures("font_module_only")
@pytest.mark.parametrize("colour", sorted(COLOUR_LETTERS))
def test_the_small_dice_in_the_seat_panels_carry_their_letter(colour: str) -> None:
    """At 1024x600 the hand dice's patterns blur to one grey: without the letter red, blue and purple match."""
    size = pirate_table.HAND_DIE_MAX // 2
    with_letter = pygame.image.tobytes(colour_swatch(colour, size), "RGBA")
    without = pygame.image.tobytes(colour_swatch(colour, size, letter=False), "RGBA")
    assert with_letter != without
    assert die_face("skull", colour, size).get_size() == (size, size)


@pytest.mark.ui
def test_pawns_on_one_square_leave_every_symbol_in_view(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    seats = [SeatSpec(name) for name in ("Ana", "Ben", "Coco", "Kiwi")]
    app.start(TableScene(app, Session(GameRecord("coconut_pirate", {}, seats, seed=2), store=app.store)))
    frames(app, 30)
    pawns = [app.stack[0].adapter.pieces[f"pawn-{seat}"] for seat in range(4)]
    for one, other in itertools.combinations(pawns, 2):
        radius = one.rect.w / 2
        symbol = (radius - 2) * 0.55
        assert math.dist(one.center, other.center) >= radius + symbol, (one.center, other.center)
    app.finish()


def record_calls(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[pygame.Rect]:
    """The rects a module's shared cue helper is asked to draw around."""
    rects: list[pygame.Rect] = []
    monkeypatch.setattr(module, name, lambda surface, rect, *args, **kwargs: rects.append(pygame.Rect(rect)))
    return rects


@pytest.mark.ui
def test_kokonotsu_prompt_buttons_use_the_focus_ring_and_keys_skip_an_illegal_play_spot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_kokonotsu(tmp_path, [ANA, *BOTS])
    click(app, cell_rect(1).center)  # Who-nut: the dealer names a direction
    prompt = table.visible_prompt()
    assert prompt is not None
    rings = record_calls(monkeypatch, table_scene, "draw_focus_ring")
    frames(app, 1)
    assert rings == [table.prompt_buttons(prompt)[table.prompt_focus % len(prompt.choices)]]
    click(app, table.prompt_buttons(prompt)[1].center)
    frames(app, 5)
    assert table.view["phase"] == "give"
    card = table.view["hand"][0]
    zones = {zone.action.kind: zone for zone in table.adapter.zones_for(table.adapter.pieces[card])}
    assert zones["play"].explain_only and not zones["give"].explain_only
    app.finish()


@pytest.mark.ui
def test_citroncoco_pick_marks_use_the_shared_legal_and_focus_cues(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = discard_a_five(tmp_path)
    key(app, pygame.K_LSHIFT, settle=6)
    adapter = table.adapter
    assert table.view["phase"] == "pick" and adapter.cursor is not None
    legal = record_calls(monkeypatch, citron_table, "draw_legal_frame")
    rings = record_calls(monkeypatch, citron_table, "draw_focus_ring")
    frames(app, 1)
    assert legal == [adapter.slot_rect(*place) for place in adapter.pick_places()]
    assert rings == [adapter.slot_rect(*adapter.cursor)]
    app.finish()


@pytest.mark.ui
def test_the_series_pickers_cursor_is_the_shared_focus_ring(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It was a thin white line on a cream tile (kb/z30.png)."""
    app = make_app(tmp_path, "--size", "1024x600", settings=Settings(bot_delay_ms=3000, speed="instant"))
    seats = [SeatSpec("Ana"), SeatSpec("Mango", "bot", "easy")]
    app.start(TableScene(app, Session(GameRecord("coconut_pirate", {}, seats, seed=4), store=app.store)))
    frames(app, 10)
    key(app, pygame.K_e, settle=10)  # throw
    key(app, pygame.K_LSHIFT, settle=6)  # shout: the picker opens
    adapter = app.stack[0].adapter
    assert adapter.announce_started is not None
    rings = record_calls(monkeypatch, pirate_table, "draw_focus_ring")
    frames(app, 1)
    assert len(rings) == 1 and rings[0] == dict(adapter._tiles())["skull"]
    app.finish()

"""Passing the screen between human seats: first a hand-off note over the table, so the player who
just moved sees what their move did, then the curtain, which covers everything until the named player
is at the screen."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.art.felt import panel
from tabletop.art.palette import HIGHLIGHT_FOCUS, seat_tag
from tabletop.art.text import draw_text, ellipsize, font
from tabletop.scenes.base import Scene

if TYPE_CHECKING:
    from tabletop.app import App

CURTAIN = (34, 18, 24)
HANDOFF_BOX = pygame.Rect(500, 4, 1020, 72)
"""A strip over the table's banner, whose news it replaces, clear of the opponent's hand on its left
and the side panel on its right: the move just made stays in full sight."""
HANDOFF_BUTTON = pygame.Rect(HANDOFF_BOX.right - 290, HANDOFF_BOX.y + 8, 280, HANDOFF_BOX.h - 16)
"""The bar's button for a name that fits it; a longer name widens it to the left (see pass_button)."""
HANDOFF_BUTTON_WIDEST = 540
"""Past this the bar's message would have no room left: a longer name is cut with "…"."""
LABEL_LEFT, LABEL_RIGHT = 52, 12
"""The button's words start right of the next player's tag and stop short of its right edge."""
HANDOFF_TEXT_SIZES = (32, 30, 28, 26, 24)
"""Bold sizes the bar's words may take; 24 logical pixels still read at 12 on a 1024x600 window."""
CURTAIN_TITLE_SIZES = (96, 80, 64, 56)
CURTAIN_TITLE_WIDTH = 1800
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def pass_words(name: str, opening: bool = True) -> str:
    """What a hand-off says, on the bar's button, in its message and on the curtain alike: "Pass to
    Bo" (``opening``: the start of a sentence). A seat without a name (a save can hold one) is still
    handed the screen."""
    verb = "Pass" if opening else "pass"
    return f"{verb} to {name}" if name.strip() else f"{verb} the screen"


def fitting(wordings: tuple[str, ...], width: int, sizes: tuple[int, ...] = HANDOFF_TEXT_SIZES) -> tuple[str, int]:
    """The first wording, at the largest bold size, that fits the width; long names fall back to a
    shorter wording rather than to letters too small to read at 1024x600, and the last wording is
    cut with "…" rather than run past the width."""
    for text in wordings:
        for size in sizes:
            if font(size, True).size(text)[0] <= width:
                return text, size
    smallest = sizes[-1]
    return ellipsize(wordings[-1], width, lambda text: font(smallest, True).size(text)[0]), smallest


def pass_button(name: str) -> pygame.Rect:
    """The bar's button: HANDOFF_BUTTON, widened to the left when the name does not fit it at the
    smallest size, so the button names the player whole instead of saying something else."""
    needed = font(HANDOFF_TEXT_SIZES[-1], True).size(pass_words(name))[0] + LABEL_LEFT + LABEL_RIGHT
    button = HANDOFF_BUTTON.copy()
    button.w = max(HANDOFF_BUTTON.w, min(needed, HANDOFF_BUTTON_WIDEST))
    button.right = HANDOFF_BUTTON.right
    return button


def open_pause_menu(app: "App") -> None:
    """Escape pauses the game below the curtain or the hand-off."""
    from tabletop.scenes.pause import PauseMenu
    table = next((scene for scene in reversed(app.stack) if hasattr(scene, "session")), None)
    if table is not None:
        app.push(PauseMenu(app, table.session))  # type: ignore[attr-defined]


class HandOffScene(Scene):
    """"Ben's turn is over — pass to Ana" ("Ben has answered", after a move in Ana's turn): the table
    stays in sight until Ben has seen his move."""

    is_overlay = True

    def __init__(self, app: "App", done_name: str, seat: int, name: str, passed: Callable[[], None],
                 answered: bool = False) -> None:
        super().__init__(app)
        self.done_name = done_name
        self.answered = answered
        """The player who is done only answered in someone else's turn: their turn is not what is over."""
        self.seat = seat
        self.name = name
        self.passed = passed
        self.button = pass_button(name)
        self.pressed = False
        """Only a click begun on the button passes, not the release of the click that made the move."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.button.collidepoint(event.pos)
        elif (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS) or (
                event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed
                and self.button.collidepoint(event.pos)):
            self.app.pop()
            self.passed()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            open_pause_menu(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The next player's tag sits on the button with their name: at the start of the sentence it
        stood beside the name of the player who just finished."""
        panel(surface, HANDOFF_BOX, alpha=255, border=HIGHLIGHT_FOCUS)
        left = HANDOFF_BOX.x + 24
        button = self.button
        done = f"{self.done_name} has answered" if self.answered else f"{self.done_name}'s turn is over"
        message, size = fitting((f"{done} — look, then {pass_words(self.name, False)}",
                                 f"{self.done_name} is done — {pass_words(self.name, False)}",
                                 f"{self.done_name} is done"), button.x - 20 - left)
        draw_text(surface, message, size, (255, 230, 180), bold=True, midleft=(left, HANDOFF_BOX.centery))
        pygame.draw.rect(surface, (201, 138, 27), button, border_radius=12)
        pygame.draw.rect(surface, HIGHLIGHT_FOCUS, button, 3, border_radius=12)
        seat_tag(surface, self.seat, (button.x + 30, button.centery), 16)
        words = pygame.Rect(button.x + LABEL_LEFT, button.y, button.w - LABEL_LEFT - LABEL_RIGHT, button.h)
        label, size = fitting((pass_words(self.name),), words.w)
        draw_text(surface, label, size, (20, 20, 20), bold=True, center=words.center)


class CurtainScene(Scene):
    is_overlay = False
    """Opaque on purpose: nothing of the table below shows while the curtain is down."""

    def __init__(self, app: "App", seat: int, name: str, lift: Callable[[], None],
                 draw_table: Callable[[pygame.Surface], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.lift = lift
        self.draw_table = draw_table
        """The table as anyone may see it (no seat at the screen), drawn once under the curtain."""
        self.frames_drawn = 0

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)) \
                or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.app.pop()
            self.lift()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            open_pause_menu(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """In its second frame, while the player reads, the curtain draws the table below itself first
        and then covers all of it: the art a table needs (felt, fonts, the public cards: 12 MB and
        45-55 ms at a Kokonotsu table) is then ready, and the frame that lifts the curtain only draws the
        new player's own cards. The first frame shows the curtain at once."""
        if self.frames_drawn == 1:
            self.draw_table(surface)
        self.frames_drawn += 1
        surface.fill(CURTAIN)
        for x in range(0, 1920, 96):
            pygame.draw.rect(surface, (44, 24, 32), (x, 0, 48, 1080))
        seat_tag(surface, self.seat, (960, 360), 48)
        title, size = fitting((pass_words(self.name),), CURTAIN_TITLE_WIDTH, CURTAIN_TITLE_SIZES)
        draw_text(surface, title, size, (255, 230, 180), bold=True, center=(960, 500))
        draw_text(surface, "Everyone else, look away.", 40, (230, 210, 200), center=(960, 600))
        draw_text(surface, f"{self.name}: press Space or click when you are ready", 36, (255, 214, 64),
                  center=(960, 700))

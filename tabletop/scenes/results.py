"""The end of a game: who won, the scores (or the game's words for what placed each seat), and the
game's own summary lines."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.art.felt import panel
from tabletop.art.palette import draw_symbol, seat_tag
from tabletop.art.text import draw_text, ellipsize, font
from tabletop.scenes.dialogs import OverlayMenu, dim
from tabletop.tables import adapter_for

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.session import Session

RESULT_BUTTON = (360, 76)
RESULT_BUTTON_GAP = 40
"""Three buttons in a row under the scores, inside the results panel."""
KEYS_AFTER_MS = 1500
"""Enter and Space wait this long once the results show: a player pressing Enter through the last
round's notices would otherwise start the next game before seeing who won."""
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SCORE_RIGHT = 1360
STANDING_SIZE = 28
"""A seat's words in place of its score run longer than a number: smaller than the names."""


class ResultsScene(OverlayMenu):
    title = "Game over"

    def __init__(self, app: "App", session: "Session", details: list[str],
                 humanise: Callable[[str], str] = lambda text: text) -> None:
        super().__init__(app)
        self.session = session
        self.details = [humanise(line) for line in details]
        self.humanise = humanise
        self.shown_ms = app.now_ms
        standings = adapter_for(session.record.game).standings(session)
        self.standings = [humanise(words) for words in standings] if standings is not None else None

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        from tabletop.scenes.menu import MainMenu
        from tabletop.scenes.setup import SetupScene

        def again() -> None:
            self.app.replace(MainMenu(self.app))
            self.app.push(SetupScene(self.app, self.session.record))

        return [("Play again", again), ("Replay", self.replay),
                ("Main menu", lambda: self.app.replace(MainMenu(self.app)))]

    def replay(self) -> None:
        """Step through the game just played, every hand open; closing it comes back here."""
        from tabletop.scenes.replay import open_replay
        self.app.push(open_replay(self.app, self.session.record))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in PRESS_KEYS and self.app.now_ms - self.shown_ms < KEYS_AFTER_MS:
            return
        super().handle(event)

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """A row under the scores, each button made at its size: pygame_gui resized after the build
        keeps the text and the focused look of the old, wider button."""
        left = 960 - (count * RESULT_BUTTON[0] + (count - 1) * RESULT_BUTTON_GAP) // 2
        return pygame.Rect(left + index * (RESULT_BUTTON[0] + RESULT_BUTTON_GAP), 900, *RESULT_BUTTON)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        box = pygame.Rect(360, 90, 1200, 900)
        panel(surface, box, alpha=235)
        result = self.session.outcome()
        names = [self.session.name(seat) for seat in range(len(self.session.seats))]
        if result is None:
            return
        winners = " and ".join(names[seat] for seat in sorted(result.winners)) or "Nobody"
        verb = "win" if len(result.winners) > 1 else "wins"
        draw_text(surface, f"{winners} {verb}!", 64, (255, 215, 122), bold=True, center=(960, 170))
        summary = self.humanise(result.summary)
        draw_text(surface, summary, 30, (240, 240, 230), center=(960, 240))
        y = 300
        for seat, score in enumerate(result.scores):
            seat_tag(surface, seat, (540, y + 22), 16)
            if seat in result.winners:
                draw_symbol(surface, "star", (500, y + 22), 16, (255, 215, 122))
            name = draw_text(surface, names[seat], 36, (250, 250, 240), bold=seat in result.winners, topleft=(570, y))
            if self.standings is None:
                draw_text(surface, str(score), 36, (250, 250, 240), topright=(SCORE_RIGHT, y))
            else:
                words = ellipsize(self.standings[seat], SCORE_RIGHT - name.right - 30,
                                  lambda text: font(STANDING_SIZE).size(text)[0])
                draw_text(surface, words, STANDING_SIZE, (215, 225, 215), midright=(SCORE_RIGHT, name.centery))
            y += 52
        y += 20
        half = (len(self.details) + 1) // 2 if len(self.details) > 7 else len(self.details)
        for index, line in enumerate(self.details[:14]):
            column, row = divmod(index, half) if half else (0, index)
            draw_text(surface, line, 26, (215, 225, 215), topleft=(440 + column * 540, y + row * 36))

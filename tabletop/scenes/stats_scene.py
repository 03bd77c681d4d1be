"""Statistics: for each game, a table of its players (played, won, win rate, best score, streaks) and
a bar chart of their wins, a page of players at a time; and a reset that asks first."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

import rules
from saves import SaveError
from saves.stats import LOWER, NO_SCORE, PlayerStats, Statistics, StatsStore, score_order
from tabletop.art.felt import panel
from tabletop.art.text import draw_text, ellipsize, font
from tabletop.scenes.base import Scene
from tabletop.scenes.common import KeyFocus, draw_backdrop
from tabletop.scenes.dialogs import ConfirmDialog

if TYPE_CHECKING:
    from tabletop.app import App

SUBTITLE = "Every finished game, per player name; bots, demos and replays are not counted"
TAB_TOP, TAB_HEIGHT, TAB_GAP, TAB_MAX_WIDTH = 262, 60, 20, 330
CONTENT = pygame.Rect(80, 344, 1760, 560)
HEADING_Y = CONTENT.y + 22
HEADER_Y = CONTENT.y + 86
ROWS_TOP = CONTENT.y + 130
ROW_HEIGHT = 50
PAGE_ROWS = 8
"""Players on one page: as many rows as the panel holds."""
ROW_TEXT = 28
HEADER_TEXT = 24
NAME_LEFT, NAME_WIDTH = 110, 300
COLUMNS = (("Played", 526), ("Won", 616), ("Win rate", 755), ("Best score", 914), ("Streak", 1029),
           ("Best streak", 1202))
"""Header and right edge of each number column, the headers 36 px apart; the name comes first."""
CHART = pygame.Rect(1270, CONTENT.y + 70, 550, CONTENT.bottom - CONTENT.y - 90)
CHART_NAME_WIDTH = 170
CHART_BAR_LEFT = CHART.x + 30 + CHART_NAME_WIDTH + 12
CHART_BAR_ROOM = 250
"""The longest bar (the most wins on the page); its number is written after it, inside the panel."""
BAR_HEIGHT = 30
BAR_FILL, BAR_EDGE = (226, 181, 82), (255, 240, 200)
INK, HEADER_INK, FAINT_INK = (245, 241, 226), (255, 215, 122), (200, 215, 200)
STRIPE = (255, 255, 255, 14)
BUTTON_Y, BUTTON_HEIGHT = 950, 72
BEST_SCORE_MEANING = {NO_SCORE: "This game has no scores: only wins count",
                      LOWER: "Best score: the lowest final score (lower is better here)"}
HIGHEST_IS_BEST = "Best score: the highest final score"
KEYS_HINT = "Left/Right: game  ·  PgUp/PgDn: pages  ·  Tab: buttons  ·  Enter: press  ·  Esc: back"
SCENE_KEYS = (pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN)
"""Keys that keep their meaning whatever has the focus."""


def cells(stats: PlayerStats, order: str) -> list[str]:
    """A player's numbers as the table shows them, in COLUMNS order."""
    best = "—" if order == NO_SCORE or stats.best_score is None else str(stats.best_score)
    return [str(stats.played), str(stats.won), f"{round(stats.win_rate * 100)}%", best, str(stats.streak),
            str(stats.best_streak)]


class StatsScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.store = StatsStore.beside(app.store)
        self.stats = Statistics()
        self.games = list(rules.GAMES)
        self.game = self.games[0] if self.games else ""
        self.page = 0
        self.tabs: list[tuple[pygame_gui.elements.UIButton, str]] = []
        self.keys = KeyFocus(self)

    def on_enter(self) -> None:
        """Read the file now, not when made: a problem with it is told in a toast on this screen,
        and a new screen clears the toasts of the one before."""
        self.stats = self.store.load()
        self.game = next((game for game in self.games if self.stats.games.get(game)), self.game)
        super().on_enter()

    def on_uncover(self) -> None:
        self.rebuild()  # after a reset the pages and buttons change

    @property
    def ranking(self) -> list[tuple[str, PlayerStats]]:
        return self.stats.ranking(self.game)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.ranking) // PAGE_ROWS))

    def shown(self) -> list[tuple[str, PlayerStats]]:
        """The players on the page shown, best first."""
        return self.ranking[self.page * PAGE_ROWS:(self.page + 1) * PAGE_ROWS]

    def build(self) -> None:
        ui = self.app.ui
        self.page = min(self.page, self.pages - 1)
        count = len(self.games)
        width = min(TAB_MAX_WIDTH, (CONTENT.w - TAB_GAP * (count - 1)) // max(1, count))
        left = CONTENT.centerx - (count * width + (count - 1) * TAB_GAP) // 2
        self.tabs = []
        for index, game in enumerate(self.games):
            place = pygame.Rect(left + index * (width + TAB_GAP), TAB_TOP, width, TAB_HEIGHT)
            tab = pygame_gui.elements.UIButton(place, rules.GAMES[game].INFO.name, ui)
            if game == self.game:
                tab.select()
            self.tabs.append((tab, game))
        self.previous_button = pygame_gui.elements.UIButton(pygame.Rect(260, BUTTON_Y, 260, BUTTON_HEIGHT),
                                                            "Previous page", ui)
        self.reset_button = pygame_gui.elements.UIButton(pygame.Rect(600, BUTTON_Y, 380, BUTTON_HEIGHT),
                                                         "Reset statistics…", ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(1060, BUTTON_Y, 260, BUTTON_HEIGHT), "Back", ui)
        self.next_button = pygame_gui.elements.UIButton(pygame.Rect(1400, BUTTON_Y, 260, BUTTON_HEIGHT),
                                                        "Next page", ui)
        self.elements += [tab for tab, _ in self.tabs] + [self.previous_button, self.reset_button, self.back_button,
                                                          self.next_button]
        for button, usable in ((self.previous_button, self.page > 0), (self.next_button, self.page < self.pages - 1),
                               (self.reset_button, any(self.stats.games.values()))):
            button.enable() if usable else button.disable()
        on_a_tab = not self.keys.stops or self.keys.index < len(self.tabs)
        self.keys.build([tab for tab, _ in self.tabs] + [self.previous_button, self.reset_button, self.back_button,
                                                         self.next_button],
                        self.games.index(self.game) if on_a_tab and self.game else None)

    def choose_game(self, game: str) -> None:
        self.game, self.page = game, 0
        self.rebuild()

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.rebuild()

    def ask_to_reset(self) -> None:
        self.app.push(ConfirmDialog(self.app, "Reset all statistics?", "Every player's numbers in every game go.",
                                    ("Reset", self.reset), "Keep them"))

    def reset(self) -> None:
        self.app.pop()
        try:
            self.store.reset()
        except SaveError as problem:
            self.app.toast(str(problem), 5)
            return
        self.stats = self.store.load()
        self.app.toast("Statistics reset.")

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        actions: dict[object, Callable[[], None]] = {
            self.back_button: self.app.pop, self.reset_button: self.ask_to_reset,
            self.previous_button: lambda: self.turn_page(-1), self.next_button: lambda: self.turn_page(1)}
        for tab, game in self.tabs:
            actions[tab] = lambda game=game: self.choose_game(game)  # type: ignore[misc]
        action = actions.get(event.ui_element)
        if action is not None:
            self.app.sounds.play("card")
            action()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN or event.key not in SCENE_KEYS:
            self.keys.handle(event)
            return
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.games:
            step = -1 if event.key == pygame.K_LEFT else 1
            self.choose_game(self.games[(self.games.index(self.game) + step) % len(self.games)])
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)

    def update(self, dt_ms: float) -> None:
        self.keys.update()

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Statistics", SUBTITLE)
        draw_text(surface, KEYS_HINT, 24, FAINT_INK, center=(CONTENT.centerx, 1052))
        panel(surface, CONTENT, alpha=220)
        if not self.game:
            return
        order = score_order(self.game)
        name = rules.GAMES[self.game].INFO.name
        players = len(self.ranking)
        heading = f"{name}  ·  {heading_count(players)}" if players else name
        draw_text(surface, heading, 34, HEADER_INK, bold=True, topleft=(NAME_LEFT, HEADING_Y))
        draw_text(surface, BEST_SCORE_MEANING.get(order, HIGHEST_IS_BEST), HEADER_TEXT, FAINT_INK,
                  topright=(CONTENT.right - 30, HEADING_Y + 10))
        if not players:
            draw_text(surface, f"No finished games of {name} yet.", 32, INK, center=(CONTENT.centerx, CONTENT.centery))
            draw_text(surface, "A game counts when it ends, for every human player, by name.", 28, FAINT_INK,
                      center=(CONTENT.centerx, CONTENT.centery + 50))
            return
        self._draw_table(surface, order)
        self._draw_chart(surface)
        if self.pages > 1:
            draw_text(surface, f"Page {self.page + 1} of {self.pages}", HEADER_TEXT, FAINT_INK,
                      midtop=(CONTENT.centerx, CONTENT.bottom + 8))

    def _draw_table(self, surface: pygame.Surface, order: str) -> None:
        draw_text(surface, "Player", HEADER_TEXT, HEADER_INK, bold=True, topleft=(NAME_LEFT, HEADER_Y))
        for label, right in COLUMNS:
            draw_text(surface, label, HEADER_TEXT, HEADER_INK, bold=True, topright=(right, HEADER_Y))
        pygame.draw.line(surface, HEADER_INK, (NAME_LEFT - 10, ROWS_TOP - 8), (COLUMNS[-1][1] + 10, ROWS_TOP - 8), 2)
        face = font(ROW_TEXT)
        stripe = pygame.Surface((COLUMNS[-1][1] - NAME_LEFT + 20, ROW_HEIGHT), pygame.SRCALPHA)
        stripe.fill(STRIPE)
        for row, (player, stats) in enumerate(self.shown()):
            top = ROWS_TOP + row * ROW_HEIGHT
            if row % 2:
                surface.blit(stripe, (NAME_LEFT - 10, top))
            middle = top + ROW_HEIGHT // 2
            draw_text(surface, ellipsize(player, NAME_WIDTH, lambda text: face.size(text)[0]), ROW_TEXT, INK,
                      midleft=(NAME_LEFT, middle))
            for (_, right), text in zip(COLUMNS, cells(stats, order)):
                draw_text(surface, text, ROW_TEXT, INK, midright=(right, middle))

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """Wins per player on this page, one bar each beside the player's row: the number and the name
        say what the bar says, so nothing rests on its length or colour alone."""
        panel(surface, CHART, alpha=120)
        draw_text(surface, "Wins", HEADER_TEXT, HEADER_INK, bold=True, topleft=(CHART.x + 30, HEADER_Y))
        shown = self.shown()
        most = max((stats.won for _, stats in shown), default=0)
        face = font(HEADER_TEXT)
        for row, (player, stats) in enumerate(shown):
            middle = ROWS_TOP + row * ROW_HEIGHT + ROW_HEIGHT // 2
            draw_text(surface, ellipsize(player, CHART_NAME_WIDTH, lambda text: face.size(text)[0]), HEADER_TEXT, INK,
                      midleft=(CHART.x + 30, middle))
            length = round(CHART_BAR_ROOM * stats.won / most) if most else 0
            if length:
                bar = pygame.Rect(CHART_BAR_LEFT, middle - BAR_HEIGHT // 2, length, BAR_HEIGHT)
                pygame.draw.rect(surface, BAR_FILL, bar, border_radius=6)
                pygame.draw.rect(surface, BAR_EDGE, bar, width=2, border_radius=6)
            draw_text(surface, str(stats.won), HEADER_TEXT, INK, bold=True,
                      midleft=(CHART_BAR_LEFT + length + 10, middle))


def heading_count(players: int) -> str:
    """How many names the table lists: "3 players" beside a game's name read as a 3-seat game."""
    return "1 person has played" if players == 1 else f"{players} people have played"

"""The main menu: its buttons (New game, Continue, Load, ..., Quit) in a column on the left, and on the
right every game with one line about it and a Quick start that seats you against bots in one click."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame
import pygame_gui

import rules
from rules.core import GameInfo
from saves import SaveError, SaveInfo, SeatSpec
from tabletop.art import art_cache
from tabletop.art.felt import panel
from tabletop.art.text import draw_text, font, plural
from tabletop.cli import BOT_NAMES
from tabletop.scenes.common import MenuScene, draw_backdrop
from tabletop.scenes.dialogs import ConfirmDialog, NoticeDialog, held
from tabletop.scenes.setup import NEUTRAL_NAME, player_name, start_game
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App

COUNT_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
QUIT_GAP = 24
"""Sets Quit a little apart from the buttons that open screens."""
COLUMN = pygame.Rect(100, 290, 460, 68)
"""The first button of the left column; the others follow under it."""
COLUMN_BOTTOM = 990
COLUMN_GAP = 14
GAMES_LEFT, GAMES_RIGHT = 640, 1820
GAMES_HEADING_Y = 290
ROWS_TOP, ROWS_BOTTOM = 350, 1040
ROW_PITCH = 128
ROW_GAP = 14
ROW_PAD = 22
EMBLEM = (68, 98)
"""A game's picture at the start of its row: one of its own cards or dice."""
QUICK_BUTTON = (240, 58)
NAME_SIZE = 34
TEXT_SIZE = 26
CAPTION_SIZE = 24
"""The smallest text on the menu: 24 logical pixels are still 12 on a 1024x600 window."""
TEXT_COLOUR = (235, 240, 228)
MUTED_COLOUR = (200, 215, 200)
NAME_COLOUR = (255, 215, 122)
QUICK_LEVEL = "normal"


@dataclass(frozen=True)
class GameIntro:
    """How the menu introduces a game: what you do in it, how long it takes, and how many seats a
    quick start fills (the count the game is usually played with)."""

    line: str
    minutes: str
    quick_players: int


GAME_INTROS: dict[str, GameIntro] = {
    "koikoi": GameIntro("Match flower cards by month, build sets, then stop or push on.", "20\u201330", 2),
    "coconut_pirate": GameIntro("Spot three matching dice, shout first, race to the treasure.", "5\u201310", 3),
    "kokonotsu": GameIntro("Bid monkey cards for coconuts; line up three coconuts to win.", "5\u201310", 4),
    "citroncoco": GameIntro("Two teams: keep your hidden cards low, race to throw matches.", "30\u201345", 4),
    "cheeky_monkeys": GameIntro("Survive the monkeys landing on you; last trainer standing wins.", "10\u201320", 4),
}
"""In our own words. The lengths come from bot games played out at normal speed (Koi-Koi 12 months
10 min, Coconut Pirate with 3 about 5, Kokonotsu with 4 under 2, CitronCoco with 4 31-42, Cheeky
Monkeys with 4 3-6) plus the time a person takes over each of their own moves."""


def games_line(names: Sequence[str]) -> str:
    """The menu's subtitle: what is installed, counted and named, so it stays true as games arrive."""
    count = COUNT_WORDS[len(names)] if len(names) < len(COUNT_WORDS) else str(len(names))
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}" if names else ""
    noun = "game" if len(names) == 1 else "games"
    return f"{count} tabletop {noun} for one shared screen" + (f": {listed}" if listed else "")


def players_text(info: GameInfo) -> str:
    """ "2 players" or "2\u20134 players": the counts a game can be played with."""
    low, high = info.min_players, info.max_players
    return f"{low} players" if low == high else f"{low}\u2013{high} players"


def game_summary(game_id: str) -> str:
    """The line under a game's name: players and length, e.g. "2 players \u00b7 20\u201330 min"."""
    info = rules.GAMES[game_id].INFO
    intro = GAME_INTROS.get(game_id)
    return players_text(info) + (f" \u00b7 {intro.minutes} min" if intro else "")


def quick_seats(game_id: str, human: str) -> list[SeatSpec]:
    """The player (by ``human``, the name the setup screen seats them by, so games started either way
    count for the same player) and normal bots, as many seats as the game is usually played with
    (its fewest players for a game the menu has no intro for). No bot takes the player's name."""
    info = rules.GAMES[game_id].INFO
    intro = GAME_INTROS.get(game_id)
    count = max(info.min_players, min(info.max_players, intro.quick_players if intro else info.min_players))
    bots = [name for name in (*BOT_NAMES[1:], BOT_NAMES[0]) if name.casefold() != human.casefold()]
    return [SeatSpec(human, "human")] + [SeatSpec(name, "bot", QUICK_LEVEL) for name in bots[:count - 1]]


def quick_options(game_id: str) -> dict[str, Any]:
    """The game's default options written out, as a new game from the setup screen has them: a game
    may read no options at all as an old save's. None is "not set" (left to the game)."""
    return {option: value for option, value in rules.GAMES[game_id].INFO.options.items() if value is not None}


def quick_caption(game_id: str) -> str:
    """What a quick start seats, under its button: "You + 3 bots"."""
    bots = len(quick_seats(game_id, NEUTRAL_NAME)) - 1
    return f"You + {bots} bot{'s' if bots != 1 else ''}"


def quick_line(human: str) -> str:
    """Beside the Quick start heading: who you play as, and where that name comes from."""
    if human == NEUTRAL_NAME:
        return "\u2014 one click: you against normal bots \u00b7 New game sets your name"
    return f"\u2014 one click: you play as {human} against normal bots"


@art_cache(16)
def emblem(game_id: str) -> pygame.Surface | None:
    """One piece of the game's own art, so each row is recognisable at a glance; None for a game
    without a picture here (the row then starts with its name)."""
    from tabletop.art.dice import die_face
    from tabletop.art.hanafuda import hanafuda_face
    from tabletop.art.kokonotsu import monkey_face
    from tabletop.art.monkeys import card_face
    from tabletop.art.playing_cards import playing_card_face

    pictures = {
        "koikoi": lambda: hanafuda_face("3-bright", EMBLEM, CAPTION_SIZE),
        "coconut_pirate": lambda: die_face("coconut-tree", "green", EMBLEM[0] + 8),
        "kokonotsu": lambda: monkey_face("red-9", EMBLEM),
        "citroncoco": lambda: playing_card_face("KH", EMBLEM, -1),
        "cheeky_monkeys": lambda: card_face("bamboo-juggler", EMBLEM),
    }
    picture = pictures.get(game_id)
    return picture() if picture else None


def same_baseline(top: int, bold_size: int, size: int) -> int:
    """Where regular text of ``size`` starts so it sits on the line of bold text of ``bold_size`` at ``top``."""
    return top + font(bold_size, True).get_ascent() - font(size).get_ascent()


class MainMenu(MenuScene):
    title = "Coconut Table"
    gap_before_last = QUIT_GAP

    def __init__(self, app: "App", continue_at_once: bool = False) -> None:
        super().__init__(app)
        self.quick_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.continue_at_once = continue_at_once
        """Opened by --continue, which could not open a game in silence: Continue speaks at once."""

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return games_line([module.INFO.name for module in rules.GAMES.values()])

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        from tabletop.scenes.load import LoadScene
        from tabletop.scenes.rules_help import RulesHelp
        from tabletop.scenes.settings_scene import SettingsScene
        from tabletop.scenes.setup import SetupScene
        from tabletop.scenes.stats_scene import StatsScene

        return [
            ("New game", lambda: self.app.push(SetupScene(self.app))),
            ("Continue", self.resume_latest if self.app.store.has_autosave() else None),
            ("Load", lambda: self.app.push(LoadScene(self.app))),
            ("Statistics", lambda: self.app.push(StatsScene(self.app))),
            ("Settings", lambda: self.app.push(SettingsScene(self.app))),
            ("Rules", lambda: self.app.push(RulesHelp(self.app))),
            ("Welcome & controls", self.show_welcome),
            ("Quit", self.ask_to_quit),
        ]

    def on_enter(self) -> None:
        """The very first menu opens under the welcome, until the player has dismissed it once; a
        question from --continue comes over both, as what the player asked for."""
        super().on_enter()
        if not self.app.settings.welcomed:
            self.show_welcome()
        if self.continue_at_once:
            self.continue_at_once = False
            self.resume_latest()

    def show_welcome(self) -> None:
        from tabletop.scenes.welcome import WelcomeScene

        self.app.push(WelcomeScene(self.app))

    def build(self) -> None:
        """The column of buttons, then a Quick start per game; Up/Down and Tab run through both."""
        super().build()
        self.quick_buttons = {}
        for row, game_id in enumerate(rules.GAMES):
            button = pygame_gui.elements.UIButton(self.quick_rect(row), "Quick start", self.app.ui)
            self.quick_buttons[game_id] = button
            self.elements.append(button)
            self.buttons.append((button, lambda game_id=game_id: self.quick_start(game_id)))

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """The left column, squeezed if many buttons must fit above the bottom edge."""
        pitch = min(COLUMN.h + COLUMN_GAP, (COLUMN_BOTTOM - COLUMN.y - self.gap_before_last) // max(count, 1))
        gap = self.gap_before_last if index == count - 1 else 0
        return pygame.Rect(COLUMN.x, COLUMN.y + index * pitch + gap, COLUMN.w, min(COLUMN.h, pitch - COLUMN_GAP // 2))

    def row_rect(self, row: int) -> pygame.Rect:
        """A game's row on the right: name, players and length, its line, and its Quick start."""
        pitch = min(ROW_PITCH, (ROWS_BOTTOM - ROWS_TOP) // max(len(rules.GAMES), 1))
        return pygame.Rect(GAMES_LEFT, ROWS_TOP + row * pitch, GAMES_RIGHT - GAMES_LEFT, pitch - ROW_GAP)

    def quick_rect(self, row: int) -> pygame.Rect:
        """At the right end of the row: far from where the pause menu's "Quit to menu" and the results'
        "Main menu" sit, so a double click there lands on words, never on a game starting."""
        box = self.row_rect(row)
        button = pygame.Rect((0, 0), QUICK_BUTTON)
        button.topright = (box.right - ROW_PAD // 2, box.y + 10)
        return button

    def quick_start(self, game_id: str) -> None:
        """One click to a table: you and normal bots, a random deal, default options."""
        seats = quick_seats(game_id, player_name(self.app.settings))
        start_game(self.app, game_id, quick_options(game_id), seats)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.title, self.subtitle)
        heading = draw_text(surface, "Quick start", 36, NAME_COLOUR, bold=True, topleft=(GAMES_LEFT, GAMES_HEADING_Y))
        draw_text(surface, quick_line(player_name(self.app.settings)), TEXT_SIZE, MUTED_COLOUR,
                  topleft=(heading.right + 14, same_baseline(heading.y, 36, TEXT_SIZE)))
        for row, (game_id, module) in enumerate(rules.GAMES.items()):
            box = self.row_rect(row)
            panel(surface, box, alpha=150)
            left = box.x + ROW_PAD
            picture = emblem(game_id)
            if picture is not None:
                surface.blit(picture, picture.get_rect(midleft=(left, box.centery)))
                left += EMBLEM[0] + ROW_PAD
            name = draw_text(surface, module.INFO.name, NAME_SIZE, NAME_COLOUR, bold=True, topleft=(left, box.y + 6))
            draw_text(surface, game_summary(game_id), TEXT_SIZE, TEXT_COLOUR,
                      topleft=(name.right + 20, same_baseline(name.y, NAME_SIZE, TEXT_SIZE)))
            intro = GAME_INTROS.get(game_id)
            if intro:
                draw_text(surface, intro.line, TEXT_SIZE, MUTED_COLOUR, topleft=(left, name.bottom + 4))
            quick = self.quick_rect(row)
            draw_text(surface, quick_caption(game_id), CAPTION_SIZE, MUTED_COLOUR,
                      midtop=(quick.centerx, quick.bottom + 4))

    def ask_to_quit(self) -> None:
        """Quitting closes the window: ask first. Nothing is lost, and the dialog says so when a
        game is waiting in its autosave."""
        detail = "Your game is autosaved." if self.app.store.latest_autosave() else ""
        self.app.push(ConfirmDialog(self.app, "Quit Coconut Table?", detail, ("Quit", self.app.quit), "Stay"))

    def on_uncover(self) -> None:
        self.rebuild()

    def back(self) -> None:
        """Esc on the main menu does nothing: quitting is a button, not an accident."""

    def resume_latest(self) -> None:
        """Open the newest autosave. When newer ones are damaged, say which game and why first, and
        let the player choose the older game; the damaged files stay as they are, in the Load list."""
        newest, passed_over = self.app.store.continue_choice()
        if not passed_over:
            if newest is None:  # only --continue asks with nothing to open: the button is off then
                self.app.push(NoticeDialog(self.app, "No game to continue",
                                           "No game in progress was autosaved here. Start a New game, "
                                           "or Load a saved one.", "OK"))
                return
            self.resume(newest)
            return
        for passed in passed_over:
            print(f"coconut-table: {self.app.store.refusal(passed)}", file=sys.stderr)
        damaged = passed_over[0]
        title = "Cannot continue the latest game"
        what = (f"The autosave of {damaged.game or 'a game'} from {held(damaged.when)} cannot be read: "
                f"the file {damaged.problem}")
        if newest is None:
            self.app.push(NoticeDialog(self.app, title, f"{what} It stays in the Load list.", "OK"))
            return
        detail = (f"{what} It stays in the Load list. Continue the older {newest.game} game from "
                  f"{held(newest.when)} ({held(plural(newest.moves, 'move'))}) instead?")
        self.app.push(ConfirmDialog(self.app, title, detail, ("Continue older", lambda: self.resume(newest)),
                                    "Not now"))

    def resume(self, autosave: SaveInfo) -> None:
        """Open the autosave, saying which game it is: the table may open behind a hand-off curtain,
        which names only the next player (the toast outlasts the curtain's screen)."""
        from tabletop.scenes.table import TableScene

        try:
            session = Session.resume(self.app.store, autosave.path)
        except SaveError as problem:
            print(f"coconut-table: {problem}", file=sys.stderr)
            self.app.toast(f"Cannot continue the {autosave.game} game from {autosave.when}: "
                           f"the file {problem.reason}", 6)
            return
        self.app.replace(TableScene(self.app, session))
        self.app.toast(f"Continuing {autosave.game} from {autosave.when}", 5, lasting=True)

"""New game: pick a game, who sits where (a named human or a bot with a level), options, deal number."""
from __future__ import annotations

import gc
import importlib
import random
from typing import TYPE_CHECKING, Any, Sequence

import pygame
import pygame_gui

import rules
from rules.core import RuleError
from saves import GameRecord, SeatSpec
from tabletop.art.text import draw_text, font, name_problem
from tabletop.cli import BOT_NAMES, DEFAULT_NAMES
from tabletop.scenes.base import Scene
from tabletop.scenes.common import KeyFocus, draw_backdrop
from tabletop.scenes.dialogs import NameEntry, draw_name_note, names_problem
from tabletop.session import Session
from tabletop.settings import NAME_LENGTH, Settings, clean_name

if TYPE_CHECKING:
    from tabletop.app import App

SEAT_KINDS = ["Human", "Bot - easy", "Bot - normal", "Bot - hard"]
EMPTY = "Empty seat"
OPTION_TEXT = {
    "ruleset": ("Rule set", "Sets every option below; you can still change any"),
    "months": ("Months", "How many months the match lasts"),
    "scoring": ("Scoring", "Totals add up, or stakes of 30 pass between you"),
    "double_at_seven": ("Double at 7", "A Game of 7 points or more scores double"),
    "opponent_koikoi_double": ("Koi-Koi doubles", "A Game doubles if the opponent called Koi-Koi"),
    "koikoi_bonus": ("Koi-Koi bonus", "Points your own Koi-Koi calls add to your Game"),
    "viewing_points": ("Viewing yaku", "What the Sake cup with the Curtain or the Moon scores"),
    "ribbons_stack": ("Ribbons stack", "All 3 poetry and 3 blue ribbons score 20, not 10"),
    "sake_as_chaff": ("Sake cup as chaff", "The Sake cup counts as chaff too, toward Kasu"),
    "dealt_hands": ("Dealt hands", "What a hand dealt with 4 cards of a month does"),
    "exhausted_points": ("No Game called", "Points the dealer takes when the hands run out"),
    "last_turn_koikoi": ("Last-turn Koi-Koi", "You may call Koi-Koi on your last turn too"),
    "five_gap": ("Five gap", "A lead of 5 or more: second place wins"),
    "map": ("Map", "How far the treasure lies"),
    "zombies": ("Zombie Invasion", "Blasted trainers play on as zombies (3 to 6 trainers)"),
}
"""What a player reads for each rules option: the rules name options for code, not for people."""
CHOICE_TEXT: dict[str, dict[Any, str]] = {
    "scoring": {"totals": "Each month's points add up; the most points wins",
                "stake": "You each start with 30; a month's loser pays its winner"},
    "double_at_seven": {False: "A Game of 7 points or more is not doubled"},
    "opponent_koikoi_double": {True: "A Game scores double if the other player called Koi-Koi",
                               False: "The other player's Koi-Koi does not double your Game"},
    "koikoi_bonus": {"none": "Calling Koi-Koi adds no points of its own",
                     "plus-one": "Each Koi-Koi you call adds 1 point; 4 calls double, 5 triple"},
    "viewing_points": {5: "Sake cup with Curtain or Moon: 5 points", 3: "Sake cup with Curtain or Moon: 3 points",
                       1: "Sake cup with Curtain or Moon: 1 point",
                       "1-then-3": "Sake cup with Curtain or Moon: 1; 3 after your Koi-Koi",
                       0: "Sake cup with Curtain or Moon scores nothing"},
    "ribbons_stack": {False: "All 3 poetry and 3 blue ribbons score 10"},
    "sake_as_chaff": {False: "The Sake cup counts only as an animal"},
    "dealt_hands": {"win": "Dealt 4 cards of a month or 4 pairs: you win 6 at once",
                    "redeal": "Dealt 4 cards of a month: deal again; 4 pairs do nothing"},
    "exhausted_points": {6: "If nobody calls Game, the dealer takes 6 points",
                         1: "If nobody calls Game, the dealer takes 1 point"},
    "last_turn_koikoi": {False: "A new yaku on your last turn ends the month at once"},
}
"""What the choice on show does, where the option's own line does not say it: a player reads what
"Plus one" or "Off" means under the menu that shows it."""
MAX_DEAL_DIGITS = 18
"""Every number this long fits a save's seed (at most 19 digits), so every game started can be loaded."""
DEAL_NUMBER_TEXT = ("Deal number", "The same number deals the same game")
OPTIONS_LEFT = 1240
OPTIONS_RIGHT = 1880
OPTIONS_TOP = 300
OPTION_ROW = 96
"""An option's label and drop-down on one line, its explanation under them."""
OPTION_CONTROL = (280, 50)
OPTIONS_PER_PAGE = 5
"""Rows shown at once; a game with more options (Koi-Koi's house rules) pages through them."""
PAGE_BUTTON_HEIGHT = 48
RULE_SET = "ruleset"
"""The option that sets a game's other options at once (a game with it has ``effective_options``)."""
WARNING = (255, 170, 90)
"""A problem with what was typed: marked with "!" as well, never by colour alone."""
COUNT_INK = (200, 215, 200)
NAME_COUNT_FROM = NAME_LENGTH - 4
"""A name this long shows its length under the field ("13/16"): the field stops taking letters at
NAME_LENGTH, and a name cut short without a sign read as a slip of the keyboard."""
NEUTRAL_NAME = "Player"
"""The player's seat before they have typed a name: a stranger's name ("Ana") puzzles a new player,
and "You" would not read right in the table's sentences ("You wins!")."""
KEYS_HINT = "Tab or arrows: move  ·  Enter: pick, open a list or type a name  ·  Esc: back"
"""Under Start: the screen is played with keys too, and a keyboard player looks there last."""
HINT_INK = (200, 215, 200)
TEAMS_TEXT = 26
YOUR_NAME = "Type your name…"
"""Seat 1's empty field asks for the player's name, remembered for quick starts and the next game."""


def player_name(settings: Settings) -> str:
    """The name the player is seated by: the one they typed last for a new game (if the table can
    draw it), else the neutral one."""
    remembered = clean_name(settings.player_name)
    return remembered if remembered and not name_problem(remembered) else NEUTRAL_NAME


def option_label(value: Any) -> str:
    """A choice as a player reads it: On/Off, "Long island" for long-island."""
    if isinstance(value, bool):
        return "On" if value else "Off"
    return str(value).replace("-", " ").replace("_", " ").capitalize()


def deal_number_problem(text: str) -> str | None:
    """Why the typed deal number cannot be used, short enough to sit under its field; None when it
    can (or is empty). The field takes digits only, so length is all that can be wrong."""
    if len(text) > MAX_DEAL_DIGITS:
        return f"Too long: at most {MAX_DEAL_DIGITS} digits, not {len(text)}"
    return None


def option_text(option: str) -> tuple[str, str]:
    """(label, short explanation) of an option; an option without its own text still reads well."""
    return OPTION_TEXT.get(option, (option.replace("_", " ").capitalize(), ""))


def choice_text(option: str, value: Any) -> str:
    """What this choice of an option does, in a line that fits under its menu; the option's own line
    when that already says it (On for a switch)."""
    return CHOICE_TEXT.get(option, {}).get(value) or option_text(option)[1]


class FullWidthDropDown(pygame_gui.elements.UIDropDownMenu):
    """pygame_gui opens the list narrower than the closed menu by the arrow's width; open it as wide
    as the menu, so the choices line up with what was clicked.

    Each opening and closing also kills the buttons (and the list) of the state left and builds the
    next state's anew. Killed pygame_gui elements are reference cycles that only a full collection
    frees, and those are rare: clicking through the menus piled up 1 MB a click. They go at once."""

    def update(self, time_delta: float) -> None:
        state_before = self.current_state
        super().update(time_delta)
        if self.current_state is not state_before:
            gc.collect()
        listing = getattr(self.current_state, "options_selection_list", None)
        if listing is not None and listing.alive() and listing.relative_rect.width != self.relative_rect.width:
            listing.set_dimensions((self.relative_rect.width, listing.relative_rect.height))


class SetupScene(Scene):
    def __init__(self, app: "App", previous: GameRecord | None = None) -> None:
        super().__init__(app)
        self.game_id = previous.game if previous else next(iter(rules.GAMES), "")
        self.previous = previous
        self.kinds: list[Any] = []
        self.names: list[Any] = []
        self.option_menus: dict[str, Any] = {}
        self.chosen: dict[str, dict[str, Any]] = {previous.game: dict(previous.options)} if previous else {}
        """Options as last chosen, per game: kept across a change of game or of the rule set."""
        self.option_page = 0
        self.seed_text = ""
        self.seat_plan: list[tuple[str, str]] = [
            ("Human" if not spec.is_bot else f"Bot - {spec.level}", spec.name)
            for spec in (previous.seats if previous else [])]
        """(kind, name) per seat as last chosen: kept across a change of game, and for seats the
        new game lacks, in case the player switches back."""
        self.keys = KeyFocus(self)

    def build(self) -> None:
        ui = self.app.ui
        self.game_buttons = []
        for index, (game_id, module) in enumerate(rules.GAMES.items()):
            button = pygame_gui.elements.UIButton(pygame.Rect(80, 290 + index * 88, 400, 72),
                                                  module.INFO.name, ui)
            if game_id == self.game_id:
                button.select()
            self.game_buttons.append((button, game_id))
        self.elements += [button for button, _ in self.game_buttons]
        if not self.game_id:
            self.keys.build([button for button, _ in self.game_buttons])
            return
        info = rules.GAMES[self.game_id].INFO
        self.kinds, self.names = [], []
        for seat in range(info.max_players):
            start, text = self._planned_seat(seat, info.min_players)
            choices = SEAT_KINDS + ([EMPTY] if seat >= info.min_players else [])
            kind = FullWidthDropDown(choices, start, pygame.Rect(560, 300 + seat * 96, 300, 64), ui)
            name = NameEntry(pygame.Rect(880, 300 + seat * 96, 300, 64), ui, text,
                             YOUR_NAME if seat == 0 else "")
            name.set_text_length_limit(NAME_LENGTH)
            if start == EMPTY:
                name.hide()
            self.kinds.append(kind)
            self.names.append(name)
        self.option_menus = {}
        values = self._shown_options()
        rows = [(option, info.option_choices.get(option) or ((True, False) if isinstance(default, bool) else ()))
                for option, default in info.options.items()]
        rows = [(option, choices) for option, choices in rows if choices]
        pages = -(-len(rows) // OPTIONS_PER_PAGE)
        self.option_page = min(self.option_page, max(0, pages - 1))
        for index, (option, choices) in enumerate(rows):
            labels = [option_label(c) for c in choices]
            menu = FullWidthDropDown(labels, option_label(values[option]),
                                     self._option_control(index % OPTIONS_PER_PAGE), ui)
            if index // OPTIONS_PER_PAGE != self.option_page:
                menu.hide()
            self.option_menus[option] = (menu, dict(zip(labels, choices)))
        self.page_button = None
        if pages > 1:
            self.page_button = pygame_gui.elements.UIButton(
                pygame.Rect(OPTIONS_LEFT, OPTIONS_TOP + OPTIONS_PER_PAGE * OPTION_ROW,
                            OPTIONS_RIGHT - OPTIONS_LEFT, PAGE_BUTTON_HEIGHT), self._page_label(pages), ui)
            self.elements.append(self.page_button)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(self._option_control(self._deal_row()), ui,
                                                              placeholder_text="random", initial_text=self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
        self.start_button = pygame_gui.elements.UIButton(pygame.Rect(1180, 940, 320, 80), "Start", ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(820, 940, 320, 80), "Back", ui)
        self.elements += [*self.kinds, *self.names, *(m for m, _ in self.option_menus.values()),
                          self.seed_entry, self.start_button, self.back_button]
        first_build = not self.keys.stops
        self.keys.build([*(button for button, _ in self.game_buttons),
                         *(field for seat in zip(self.kinds, self.names) for field in seat),
                         *(menu for menu, _ in self.option_menus.values()),
                         *([self.page_button] if self.page_button else []),
                         self.seed_entry, self.back_button, self.start_button],
                        list(rules.GAMES).index(self.game_id) if first_build else None)

    def _planned_seat(self, seat: int, min_players: int) -> tuple[str, str]:
        """The kind and name this seat starts with: as last chosen, else the player (by the name they
        typed last time) as the human in seat 1, bots in the seats the game needs, the rest empty."""
        if seat < len(self.seat_plan) and (self.seat_plan[seat][0] != EMPTY or seat >= min_players):
            return self.seat_plan[seat]
        kind = "Human" if seat == 0 else "Bot - normal" if seat < min_players else EMPTY
        return kind, self._initial_name(seat, kind)

    def _remember_seats(self) -> None:
        for seat, (kind, name) in enumerate(zip(self.kinds, self.names)):
            entry = (selected(kind), name.get_text())
            if seat < len(self.seat_plan):
                self.seat_plan[seat] = entry
            else:
                self.seat_plan.append(entry)

    def _option_control(self, row: float) -> pygame.Rect:
        """An option's menu (or the deal number's field): right of its label, above its explanation."""
        return pygame.Rect((OPTIONS_RIGHT - OPTION_CONTROL[0], OPTIONS_TOP + round(row * OPTION_ROW)),
                           OPTION_CONTROL)

    def _shown_options(self) -> dict[str, Any]:
        """The value each option's drop-down shows: as last chosen for this game, the rest by default;
        a game with rule sets resolves them, so its switches show the rule set's values."""
        module = rules.GAMES[self.game_id]
        chosen = self.chosen.get(self.game_id, {})
        if RULE_SET in module.INFO.options:
            return module.effective_options({k: v for k, v in chosen.items() if k in module.INFO.options})
        return {**module.INFO.options, **{k: v for k, v in chosen.items() if k in module.INFO.options}}

    def _option_words(self, option: str) -> tuple[str, str]:
        """An option's label and explanation; the rule set's names the switches changed from it."""
        label, explanation = option_text(option)
        if option != RULE_SET:
            menu, by_label = self.option_menus[option]
            return label, choice_text(option, by_label[selected(menu)])
        changed = rules.GAMES[self.game_id].ruleset_changes(self.chosen_options())
        if len(changed) > 2:
            return label, f"You changed {len(changed)} of its switches"
        if changed:
            return label, f"You changed: {' and '.join(option_text(name)[0] for name in changed)}"
        return label, explanation

    def _page_label(self, pages: int) -> str:
        more = "Back to the first options" if self.option_page == pages - 1 else "More options"
        return f"{more} · page {self.option_page + 1} of {pages}"

    def _visible_options(self) -> list[str]:
        first = self.option_page * OPTIONS_PER_PAGE
        return list(self.option_menus)[first:first + OPTIONS_PER_PAGE]

    def _deal_row(self) -> float:
        """The deal number's row: under the options, and under the page button when there is one."""
        if len(self.option_menus) > OPTIONS_PER_PAGE:
            return OPTIONS_PER_PAGE + (PAGE_BUTTON_HEIGHT + 14) / OPTION_ROW
        return len(self.option_menus)

    def turn_option_page(self, step: int) -> None:
        """Show the next (or previous) page of options; the last page leads back to the first."""
        pages = -(-len(self.option_menus) // OPTIONS_PER_PAGE)
        if pages < 2:
            return
        self.option_page = (self.option_page + step) % pages
        visible = set(self._visible_options())
        for option, (menu, _) in self.option_menus.items():
            menu.show() if option in visible else menu.hide()
        if self.page_button is not None:
            self.page_button.set_text(self._page_label(pages))

    def _keep_choices(self) -> None:
        """Remember the seats, options and deal number before the screen is built again."""
        self._remember_seats()
        if self.option_menus:
            self.chosen[self.game_id] = self.chosen_options()
        self.seed_text = self.seed_entry.get_text()

    def _default_name(self, seat: int, kind: str) -> str:
        """A bot's fruit name, or "Player 2" for a person: a stranger's name ("Ben") or the bot's
        left in the field read as someone already sitting there."""
        if kind != "Human":
            return BOT_NAMES[seat]
        return player_name(self.app.settings) if seat == 0 else f"{NEUTRAL_NAME} {seat + 1}"

    def _initial_name(self, seat: int, kind: str) -> str:
        """What a seat's field holds when the seat is filled: seat 1's is left empty, asking for the
        player's name, until they have typed one."""
        if kind == EMPTY:
            return ""
        if seat == 0 and kind == "Human" and player_name(self.app.settings) == NEUTRAL_NAME:
            return ""
        return self._default_name(seat, kind)

    def _is_default_name(self, seat: int, text: str) -> bool:
        """Whether the field holds a name the screen put there (not one typed), so a change of kind
        may replace it."""
        return not text or text in DEFAULT_NAMES + BOT_NAMES or text == self._default_name(seat, "Human")

    def on_gui(self, event: pygame.event.Event) -> None:
        self.keys.on_gui(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, game_id in self.game_buttons:
                if event.ui_element is button and game_id != self.game_id:
                    self._keep_choices()
                    self.game_id, self.option_page = game_id, 0
                    self.rebuild()
                    return
            if event.ui_element is self.page_button:
                self.turn_option_page(1)
            if event.ui_element is self.back_button:
                self.app.pop()
            elif event.ui_element is self.start_button:
                self.start()
        elif (event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and RULE_SET in self.option_menus
              and event.ui_element is self.option_menus[RULE_SET][0]):
            self._keep_choices()
            self.chosen[self.game_id] = {RULE_SET: self.option_menus[RULE_SET][1][event.text]}
            self.rebuild()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kinds:
            seat = self.kinds.index(event.ui_element)
            name = self.names[seat]
            current = name.get_text()
            if self._is_default_name(seat, current):
                name.set_text(self._initial_name(seat, event.text))
            name.hide() if event.text == EMPTY else name.show()

    def handle(self, event: pygame.event.Event) -> None:
        if self.keys.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEWHEEL and self.app.ui.get_mouse_position()[0] >= OPTIONS_LEFT:
            self.turn_option_page(-1 if event.y > 0 else 1)

    def update(self, dt_ms: float) -> None:
        self.keys.update()

    def chosen_seats(self) -> list[SeatSpec]:
        seats = []
        people = sum(selected(kind) == "Human" for kind in self.kinds)
        for seat, (kind, name) in enumerate(zip(self.kinds, self.names)):
            choice = selected(kind)
            if choice == EMPTY:
                continue
            text = name.get_text().strip() or self._default_name(seat, choice)
            if text == NEUTRAL_NAME and people > 1:
                text = f"{NEUTRAL_NAME} {seat + 1}"  # "Pass to Player" beside "Player 2" names no one
            if choice == "Human":
                seats.append(SeatSpec(text, "human"))
            else:
                seats.append(SeatSpec(text, "bot", choice.split(" - ")[1]))
        return seats

    def chosen_options(self) -> dict[str, Any]:
        options = {}
        for option, (menu, by_label) in self.option_menus.items():
            options[option] = by_label[selected(menu)]
        return options

    def start(self) -> None:
        seed_text = self.seed_entry.get_text().strip()
        problem = deal_number_problem(seed_text)
        if problem:
            self.app.toast(f"Deal number: {problem.lower()}. Shorten it, or clear it for a random deal.", 5)
            return
        refused = names_problem(self.names)
        if refused:
            self.app.toast(f"{refused}.", 5)
            return
        seats = self.chosen_seats()
        self._remember_player(seats)
        start_game(self.app, self.game_id, self.chosen_options(), seats, int(seed_text) if seed_text else None)

    def _remember_player(self, seats: list[SeatSpec]) -> None:
        """Seat 1's name, when a person sits there, is the player's from now on: the menu's quick
        starts and the next new game seat them by it. Not being able to save it costs nothing but that."""
        settings = self.app.settings
        if not seats or seats[0].is_bot or clean_name(seats[0].name) != seats[0].name \
                or seats[0].name in (settings.player_name, NEUTRAL_NAME, f"{NEUTRAL_NAME} 1"):
            return
        settings.player_name = seats[0].name
        try:
            settings.save()
        except OSError as problem:
            self.app.toast(f"Your name could not be remembered: {problem.strerror}", 5)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "New game", "Choose the game, the players and the options")
        colour = (245, 240, 225)
        draw_text(surface, "Game", 32, colour, bold=True, topleft=(80, 245))
        draw_text(surface, "Seats", 32, colour, bold=True, topleft=(560, 245))
        draw_text(surface, "Name", 32, colour, bold=True, topleft=(880, 245))
        draw_text(surface, "Options", 32, colour, bold=True, topleft=(OPTIONS_LEFT, 245))
        draw_text(surface, KEYS_HINT, 24, HINT_INK, center=(960, 1052))
        seats = self.chosen_seats()
        names = [seat.name for seat in seats] if len(seats) == len(self.kinds) else []
        teams = teams_lines(self.game_id, len(self.kinds), names, OPTIONS_LEFT - 20 - 560)
        for row, line in enumerate(teams):
            draw_text(surface, line, TEAMS_TEXT, COUNT_INK, topleft=(560, 300 + len(self.kinds) * 96 + 8 + row * 34))
        rows: list[tuple[float, tuple[str, str], str | None]] = [
            (row, self._option_words(option), None) for row, option in enumerate(self._visible_options())]
        if self.game_id:
            rows.append((self._deal_row(), DEAL_NUMBER_TEXT, deal_number_problem(self.seed_entry.get_text().strip())))
        for row, (label, explanation), problem in rows:
            top = OPTIONS_TOP + round(row * OPTION_ROW)
            draw_text(surface, label, 28, colour, bold=True, midleft=(OPTIONS_LEFT, top + OPTION_CONTROL[1] // 2))
            if problem:
                draw_text(surface, f"! {problem}", 24, WARNING, bold=True, topleft=(OPTIONS_LEFT, top + 54))
            elif explanation:
                draw_text(surface, explanation, 24, (200, 215, 200), topleft=(OPTIONS_LEFT, top + 54))
        for seat in range(len(self.kinds)):
            draw_text(surface, f"{seat + 1}", 32, colour, bold=True, midright=(540, 332 + seat * 96))
        for name in self.names:
            if name.visible:
                field = name.relative_rect
                note_right = OPTIONS_LEFT - 20
                count = name_count(name.get_text())
                if count:
                    full = len(name.get_text()) >= NAME_LENGTH
                    shown = draw_text(surface, count, 24, WARNING if full else COUNT_INK, bold=full,
                                      topright=(field.right - 4, field.bottom))
                    note_right = shown.x - 12
                draw_name_note(surface, name, note_right - field.x)


def teams_lines(game_id: str, seats: int, names: Sequence[str] = (), width: int | None = None) -> list[str]:
    """Who partners whom, for a game played in teams (its rules judge ``team_of``), by the team names
    the table and results use: players choose their seats by it, and the table only shows it once the
    cards are dealt. With a name for every seat, the teams read by them, else (or too wide for
    ``width``) by seat numbers; on one line if it fits, else a line per team."""
    team_of = getattr(rules.GAMES.get(game_id), "team_of", None)
    if team_of is None or seats < 2:
        return []
    team_names = getattr(importlib.import_module(f"tabletop.tables.{game_id}"), "TEAM_NAMES", ())
    by_seat: dict[int, list[int]] = {}
    for seat in range(seats):
        by_seat.setdefault(team_of(seat), []).append(seat)

    def team(number: int, members: list[int], named: bool) -> str:
        title = team_names[number] if number < len(team_names) else f"Team {number + 1}"
        listed = (" and ".join(names[seat] for seat in members) if named
                  else f"seats {' and '.join(str(seat + 1) for seat in members)}")
        return f"{title}: {listed}"

    def fits(line: str) -> bool:
        return width is None or font(TEAMS_TEXT).size(line)[0] <= width

    candidates: list[list[str]] = []
    for named in (True, False) if len(names) == seats else (False,):
        lines = [team(number, members, named) for number, members in by_seat.items()]
        candidates += [[" · ".join(lines)], lines]
    return next((lines for lines in candidates if all(map(fits, lines))), candidates[-1])


def name_count(name: str) -> str | None:
    """The name's length against the field's limit, once it comes near it; else nothing."""
    return f"{len(name)}/{NAME_LENGTH}" if len(name) >= NAME_COUNT_FROM else None


def start_game(app: "App", game_id: str, options: dict[str, Any], seats: list[SeatSpec],
               seed: int | None = None) -> None:
    """Deal a new game and open its table: the one way the setup screen and the menu's quick starts
    begin a game. Without a deal number the deal is random. Options the rules refuse are told in a
    toast and nothing starts."""
    from tabletop.scenes.table import TableScene

    deal = seed if seed is not None else random.SystemRandom().randrange(1, 10**6)
    record = GameRecord(game_id, options, seats, deal)
    try:
        record.new_state()
    except RuleError as problem:
        app.toast(str(problem), 5)
        return
    app.replace(TableScene(app, Session(record, store=app.store)))


def selected(menu: pygame_gui.elements.UIDropDownMenu) -> str:
    """The label chosen in a drop-down (pygame_gui gives a (text, id) pair or the text alone)."""
    option = menu.selected_option
    return option[0] if isinstance(option, tuple) else option

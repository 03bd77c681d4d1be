"""New game: pick a game, who sits where (a named human or a bot with a level), options, deal number."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

import rules
from rules.core import RuleError
from saves import GameRecord, SeatSpec
from tabletop.art.text import draw_text
from tabletop.cli import BOT_NAMES, DEFAULT_NAMES
from tabletop.scenes.base import Scene
from tabletop.scenes.common import draw_backdrop
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.app import App

SEAT_KINDS = ["Human", "Bot - easy", "Bot - normal", "Bot - hard"]
EMPTY = "Empty seat"


def option_label(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


class SetupScene(Scene):
    def __init__(self, app: "App", previous: GameRecord | None = None) -> None:
        super().__init__(app)
        self.game_id = previous.game if previous else next(iter(rules.GAMES), "")
        self.previous = previous
        self.kinds: list[Any] = []
        self.names: list[Any] = []
        self.option_menus: dict[str, Any] = {}

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
            return
        info = rules.GAMES[self.game_id].INFO
        previous_seats = self.previous.seats if self.previous and self.previous.game == self.game_id else []
        self.kinds, self.names = [], []
        for seat in range(info.max_players):
            choices = SEAT_KINDS + ([EMPTY] if seat >= info.min_players else [])
            spec = previous_seats[seat] if seat < len(previous_seats) else None
            start = (EMPTY if spec is None and seat >= info.min_players else
                     "Human" if (spec is None and seat == 0) or (spec and not spec.is_bot) else
                     f"Bot - {spec.level if spec else 'normal'}")
            kind = pygame_gui.elements.UIDropDownMenu(choices, start, pygame.Rect(560, 300 + seat * 96, 300, 64), ui)
            name = pygame_gui.elements.UITextEntryLine(pygame.Rect(880, 300 + seat * 96, 300, 64), ui,
                                                       initial_text=spec.name if spec else self._default_name(seat, start))
            name.set_text_length_limit(16)
            self.kinds.append(kind)
            self.names.append(name)
        self.option_menus = {}
        row = 0
        for option, default in info.options.items():
            choices = info.option_choices.get(option) or ((True, False) if isinstance(default, bool) else ())
            if not choices:
                continue
            current = self.previous.options.get(option, default) if self.previous else default
            labels = [option_label(c) for c in choices]
            menu = pygame_gui.elements.UIDropDownMenu(labels, option_label(current),
                                                      pygame.Rect(1520, 300 + row * 96, 300, 64), ui)
            self.option_menus[option] = (menu, dict(zip(labels, choices)))
            row += 1
        self.seed_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(1520, 300 + row * 96 + 40, 300, 64), ui,
                                                              placeholder_text="random")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_row = row
        self.start_button = pygame_gui.elements.UIButton(pygame.Rect(1180, 940, 320, 80), "Start", ui)
        self.back_button = pygame_gui.elements.UIButton(pygame.Rect(820, 940, 320, 80), "Back", ui)
        self.elements += [*self.kinds, *self.names, *(m for m, _ in self.option_menus.values()),
                          self.seed_entry, self.start_button, self.back_button]

    def _default_name(self, seat: int, kind: str) -> str:
        return DEFAULT_NAMES[seat] if kind == "Human" else BOT_NAMES[seat]

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, game_id in self.game_buttons:
                if event.ui_element is button and game_id != self.game_id:
                    self.game_id = game_id
                    self.rebuild()
                    return
            if event.ui_element is self.back_button:
                self.app.pop()
            elif event.ui_element is self.start_button:
                self.start()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kinds:
            seat = self.kinds.index(event.ui_element)
            current = self.names[seat].get_text()
            if current in DEFAULT_NAMES + BOT_NAMES or not current:
                self.names[seat].set_text("" if event.text == EMPTY else self._default_name(seat, event.text))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def chosen_seats(self) -> list[SeatSpec]:
        seats = []
        for seat, (kind, name) in enumerate(zip(self.kinds, self.names)):
            choice = kind.selected_option[0] if isinstance(kind.selected_option, tuple) else kind.selected_option
            if choice == EMPTY:
                continue
            text = name.get_text().strip() or self._default_name(seat, choice)
            if choice == "Human":
                seats.append(SeatSpec(text, "human"))
            else:
                seats.append(SeatSpec(text, "bot", choice.split(" - ")[1]))
        return seats

    def chosen_options(self) -> dict[str, Any]:
        options = {}
        for option, (menu, by_label) in self.option_menus.items():
            label = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            options[option] = by_label[label]
        return options

    def start(self) -> None:
        from tabletop.scenes.table import TableScene

        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text else random.SystemRandom().randrange(1, 10**6)
        record = GameRecord(self.game_id, self.chosen_options(), self.chosen_seats(), seed)
        try:
            record.new_state()
        except RuleError as problem:
            self.app.toast(str(problem), 5)
            return
        self.app.replace(TableScene(self.app, Session(record, store=self.app.store)))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "New game", "Choose the game, the players and the options")
        colour = (245, 240, 225)
        draw_text(surface, "Game", 32, colour, bold=True, topleft=(80, 245))
        draw_text(surface, "Seats", 32, colour, bold=True, topleft=(560, 245))
        draw_text(surface, "Name", 32, colour, bold=True, topleft=(880, 245))
        draw_text(surface, "Options", 32, colour, bold=True, topleft=(1520, 245))
        for index, option in enumerate(self.option_menus):
            draw_text(surface, option.replace("_", " "), 28, colour, midright=(1500, 332 + index * 96))
        if self.option_menus is not None and self.game_id:
            draw_text(surface, "Deal number", 28, colour, midright=(1500, 372 + self.seed_row * 96))
        for seat in range(len(self.kinds)):
            draw_text(surface, f"{seat + 1}", 32, colour, bold=True, midright=(540, 332 + seat * 96))

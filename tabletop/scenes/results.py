"""The end of a game: who won, the scores (or the game's words for what placed each seat), and the
game's own summary lines (for Koi-Koi, each month's winner and the yaku that scored it)."""
from __future__ import annotations

from collections.abc import Callable
from math import prod
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from rules.core import RuleError
from saves.stats import LOWER, score_order
from tabletop.art.felt import panel
from tabletop.art.hanafuda import YAKU_NAMES
from tabletop.art.palette import draw_symbol, seat_tag
from tabletop.art.text import draw_text, ellipsize, font, plural, wrap
from tabletop.scenes.dialogs import OPAQUE, OverlayMenu, dim
from tabletop.tables import adapter_for
from tabletop.tables.koikoi import KoiKoiTable, dealt_hand_words, yaku_title

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.session import Session

RESULT_BUTTON = (264, 76)
RESULT_BUTTON_GAP = 18
"""Five buttons in a row under the scores, inside the results panel."""
RESULTS_PANEL = pygame.Rect(230, 90, 1460, 900)
SEE_TABLE = "See the table (T)"
BACK_TO_RESULTS = "Back to results (T)"
SEE_TABLE_KEY = pygame.K_t
BACK_BUTTON = pygame.Rect(1566, 8, 340, 60)
"""The top right corner, beside the table's title: every table, at every window size, keeps its
hands, piles, names and score sheets below it."""
KEYS_AFTER_MS = 1500
"""Enter and Space wait this long once the results show: a player pressing Enter through the last
round's notices would otherwise start the next game before seeing who won."""
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BACK_KEYS = (SEE_TABLE_KEY, pygame.K_ESCAPE, *PRESS_KEYS)
"""While the table shows, any of these brings the results back: nothing else is there to press."""
SCORE_RIGHT = 1360
HEADING_WIDTH = 1120
"""The winners and the summary line span the middle of the panel, over the scores' columns."""
TITLE_SIZES = (64, 40)
SUMMARY_SIZES = (30, 24)
"""Largest and least sizes: a heading too long for the largest shrinks, and below the least the
summary takes a second row instead."""
STANDING_SIZE = 28
"""A seat's words in place of its score run longer than a number: smaller than the names."""
DETAIL_SIZE = 26
DETAIL_ROW = 36
DETAIL_LEFT = 420
DETAIL_RIGHT = 1500
DETAIL_BOTTOM = 872
"""The summary lines' room: one column across the panel while they fit its height, else two; it
ends a clear gap above the buttons (at 900)."""
PLACE_RIGHT = 470
"""A seat's place ("1st") stands right-aligned before the winners' star and the seat's tag."""
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")
"""Places up to the most seats a game has (Cheeky Monkeys' six)."""
WINNER_GOLD = (255, 215, 122)
COLUMN_GAP = 40
ROWS_PER_LINE = 2
"""A summary line at its fullest may take this many rows, where the panel has room for them all."""
WRAP_INDENT = 28
"""A line's second row stands in from its first, so each line's start is plain to see."""


class ResultsScene(OverlayMenu):
    title = "Game over"

    def __init__(self, app: App, session: Session, details: list[str],
                 humanise: Callable[[str], str] = lambda text: text) -> None:
        super().__init__(app)
        self.session = session
        months = koikoi_months(session) if session.record.game == "koikoi" else None
        self.wordings: list[tuple[str, ...]] = months or [(humanise(line),) for line in details]
        """Each summary line's wordings, the fullest first: the first that fits its column is shown."""
        self.details = [words[0] for words in self.wordings]
        """Each summary line at its fullest."""
        self.humanise = humanise
        self.shown_ms = app.now_ms
        standings = adapter_for(session.record.game).standings(session)
        self.standings = [humanise(words) for words in standings] if standings is not None else None
        self.lasted = adapter_for(session.record.game).lasted(session)
        """Each seat's measure of how long it lasted, for a game whose scores only say who won."""
        self.looking = False
        """True while the panel is put aside to look at the final table (a last hand, a winning line)."""

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        from tabletop.scenes.menu import MainMenu
        from tabletop.scenes.setup import SetupScene

        def new_setup() -> None:
            self.app.replace(MainMenu(self.app))
            self.app.push(SetupScene(self.app, self.session.record))

        return [("Play again", self.rematch), ("New setup…", new_setup), ("Replay", self.replay),
                (SEE_TABLE, lambda: self.look(True)), ("Main menu", lambda: self.app.replace(MainMenu(self.app)))]

    def build(self) -> None:
        super().build()
        self.back_button = pygame_gui.elements.UIButton(BACK_BUTTON, BACK_TO_RESULTS, self.app.ui)
        self.back_button.select()  # drawn as the focus: Enter presses it
        self.elements.append(self.back_button)
        self.look(self.looking)

    def on_uncover(self) -> None:
        super().on_uncover()
        self.look(self.looking)

    def look(self, at_table: bool) -> None:
        """Put the results aside to see the table under them, or bring them back."""
        self.looking = at_table
        for button in (*(button for button, _ in self.buttons), self.back_button):
            if (button is self.back_button) == at_table:
                button.show()
            else:
                button.hide()

    def back(self) -> None:
        """Esc puts the results aside to show the table, as T does: closing them left a finished table
        with no way back to its results."""
        self.look(True)

    def rematch(self) -> None:
        """The same game, options and seats at once, on a new random deal: players asking for another
        game mean this one again, not the setup screen."""
        from tabletop.scenes.setup import start_game
        record = self.session.record
        start_game(self.app, record.game, dict(record.options), list(record.seats))

    def replay(self) -> None:
        """Step through the game just played, every hand open; closing it comes back here."""
        from tabletop.scenes.replay import open_replay
        self.app.push(open_replay(self.app, self.session.record))

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.app.sounds.play("card")
            self.look(False)
            return
        super().on_gui(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if self.looking:
            if event.key in BACK_KEYS:
                self.look(False)
            return
        if event.key in PRESS_KEYS and self.app.now_ms - self.shown_ms < KEYS_AFTER_MS:
            return
        if event.key == SEE_TABLE_KEY:
            self.look(True)
            return
        super().handle(event)

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """A row under the scores, each button made at its size: pygame_gui resized after the build
        keeps the text and the focused look of the old, wider button."""
        left = 960 - (count * RESULT_BUTTON[0] + (count - 1) * RESULT_BUTTON_GAP) // 2
        return pygame.Rect(left + index * (RESULT_BUTTON[0] + RESULT_BUTTON_GAP), 900, *RESULT_BUTTON)

    def draw(self, surface: pygame.Surface) -> None:
        if self.looking:
            return
        dim(surface, 170)
        panel(surface, RESULTS_PANEL, alpha=OPAQUE)
        result = self.session.outcome()
        names = [self.session.name(seat) for seat in range(len(self.session.seats))]
        if result is None:
            return
        winners = " and ".join(names[seat] for seat in sorted(result.winners)) or "Nobody"
        verb = "win" if len(result.winners) > 1 else "wins"
        title = f"{winners} {verb}!"
        draw_text(surface, title, fitted_size(title, TITLE_SIZES, True), (255, 215, 122), bold=True,
                  center=(960, 170))
        summary = added_words(self.humanise(result.summary), f"{winners} {verb}")
        size = fitted_size(summary, SUMMARY_SIZES)
        rows = wrap(summary, size, HEADING_WIDTH)
        row_height = font(size).get_linesize()
        top = 240 - row_height * len(rows) // 2
        for row, text in enumerate(rows):
            draw_text(surface, text, size, (240, 240, 230), midtop=(960, top + row * row_height))
        y = max(300, top + len(rows) * row_height + 12)
        least_best = score_order(self.session.record.game) == LOWER
        places = seat_places(self.lasted or result.scores, result.winners, least_best)
        numbered = self.standings is None or self.lasted is not None
        for seat in sorted(range(len(result.scores)), key=lambda seat: (places[seat], seat)):
            won = seat in result.winners
            if won:
                band = pygame.Rect(PLACE_RIGHT - 70, y, SCORE_RIGHT + 30 - (PLACE_RIGHT - 70), 46)
                pygame.draw.rect(surface, (64, 54, 24), band, border_radius=10)
                pygame.draw.rect(surface, WINNER_GOLD, band, 2, border_radius=10)
                draw_symbol(surface, "star", (500, y + 22), 16, WINNER_GOLD)
            if numbered or won:
                draw_text(surface, ORDINALS[places[seat]], 30, WINNER_GOLD if won else (200, 210, 200), bold=won,
                          midright=(PLACE_RIGHT, y + 22))
            seat_tag(surface, seat, (540, y + 22), 16)
            name = draw_text(surface, names[seat], 36, (250, 250, 240), bold=won, topleft=(570, y))
            if self.standings is None:
                draw_text(surface, str(result.scores[seat]), 36, (250, 250, 240), topright=(SCORE_RIGHT, y))
            else:
                words = ellipsize(self.standings[seat], SCORE_RIGHT - name.right - 30,
                                  lambda text: font(STANDING_SIZE).size(text)[0])
                draw_text(surface, words, STANDING_SIZE, (215, 225, 215), midright=(SCORE_RIGHT, name.centery))
            y += 52
        y += 20
        for place, rows in detail_layout(self.wordings, y):
            for row, text in enumerate(rows):
                draw_text(surface, text, DETAIL_SIZE, (215, 225, 215),
                          topleft=(place.x + (WRAP_INDENT if row else 0), place.y + row * DETAIL_ROW))


def added_words(summary: str, title: str) -> str:
    """The result's sentence less what the title over it says already ("Ana wins!"): said twice, the
    line under the title read as an echo, and what it adds (how, by how much) was easy to miss."""
    lowered = summary.lower()
    head = title.lower()
    if lowered.startswith(head) and not summary[len(head):len(head) + 1].isalpha():
        rest = summary[len(head):].lstrip(":, ")
        summary = f"Final score: {rest}" if rest[:1].isdigit() else rest[:1].upper() + rest[1:]
    else:
        verb = head.rsplit(" ", 1)[-1]
        for echo in (f" and {verb}.", f", so {head}."):
            if lowered.endswith(echo):
                summary = summary[:-len(echo)] + "."
    return summary


def seat_places(scores: tuple[int, ...], winners: frozenset[int], least_best: bool = False) -> list[int]:
    """Each seat's place, 0 for the first: the winners first (a Kokonotsu line beats more points),
    then the others by score, the highest first unless ``least_best`` (CitronCoco's "200 loses"),
    ties sharing a place."""
    def rank(seat: int) -> tuple[bool, int]:
        if seat in winners:
            return False, 0
        return True, scores[seat] if least_best else -scores[seat]

    keys = [rank(seat) for seat in range(len(scores))]
    return [sum(other < key for other in keys) for key in keys]


def fitted_size(text: str, sizes: tuple[int, int], bold: bool = False) -> int:
    """The largest size from ``sizes`` (largest, least) at which the text spans the panel on one line;
    the least when none does. Two teammates' long names run past the panel at the title's size."""
    largest, least = sizes
    return next((size for size in range(largest, least, -1) if font(size, bold).size(text)[0] <= HEADING_WIDTH),
                least)


def detail_layout(wordings: list[tuple[str, ...]], top: int) -> list[tuple[pygame.Rect, list[str]]]:
    """Each summary line's place and rows. Where the panel holds them all so, a line shows in the
    fullest wording that takes at most two rows (why Koi-Koi doubled a month is only in the full ones),
    down one column, else two as even as the lines allow (a lone last line beside the first reads as
    a heading's); else each takes one row, in the fullest wording that fits it, and the last row says
    how many more there are rather than dropping them unsaid."""
    rows = (DETAIL_BOTTOM - top) // DETAIL_ROW
    half = (DETAIL_RIGHT - DETAIL_LEFT - COLUMN_GAP) // 2
    for columns, width in ((1, DETAIL_RIGHT - DETAIL_LEFT), (2, half)):
        shown = [fullest_rows(words, width - WRAP_INDENT) for words in wordings]
        fitting = [lines for lines in shown if lines is not None]
        if len(fitting) < len(shown):
            continue
        heights = [len(lines) for lines in fitting]
        for depth in range(min(rows, -(-sum(heights) // columns)), rows + 1):
            places = flowed(heights, top, depth, columns, width)
            if places is not None:
                return list(zip(places, fitting))
    places = detail_places(len(wordings), top)
    if len(places) < len(wordings):
        hidden = len(wordings) - len(places) + 1
        wordings = [*wordings[:len(places) - 1], (f"… and {plural(hidden, 'more line')}: Replay shows them all",)]
    return [(place, [fitted_words(words, place.w)]) for place, words in zip(places, wordings)]


def fullest_rows(words: tuple[str, ...], width: int) -> list[str] | None:
    """The fullest wording that wraps into at most two rows of ``width``, as its rows; None if none does."""
    for text in words:
        lines = wrap(text, DETAIL_SIZE, width)
        if len(lines) <= ROWS_PER_LINE:
            return lines
    return None


def flowed(heights: list[int], top: int, rows: int, columns: int, width: int) -> list[pygame.Rect] | None:
    """Lines of so many rows each, down the first column and on into the next, never split between two;
    None when they do not all fit."""
    places: list[pygame.Rect] = []
    column, row = 0, 0
    for height in heights:
        if row + height > rows:
            column, row = column + 1, 0
        if column >= columns or height > rows:
            return None
        places.append(pygame.Rect(DETAIL_LEFT + column * (width + COLUMN_GAP), top + row * DETAIL_ROW,
                                  width, height * DETAIL_ROW))
        row += height
    return places


def detail_places(count: int, top: int) -> list[pygame.Rect]:
    """Where each summary line goes: down one column across the panel while they all fit its height,
    else down two, at most as many as the two hold."""
    rows = (DETAIL_BOTTOM - top) // DETAIL_ROW
    if count <= rows:
        return [pygame.Rect(DETAIL_LEFT, top + row * DETAIL_ROW, DETAIL_RIGHT - DETAIL_LEFT, DETAIL_ROW)
                for row in range(count)]
    half = min(rows, (count + 1) // 2)
    width = (DETAIL_RIGHT - DETAIL_LEFT - COLUMN_GAP) // 2
    return [pygame.Rect(DETAIL_LEFT + (index // half) * (width + COLUMN_GAP), top + (index % half) * DETAIL_ROW,
                        width, DETAIL_ROW) for index in range(min(count, 2 * half))]


def fitted_words(words: tuple[str, ...], width: int) -> str:
    """The fullest wording that fits ``width``; else the shortest, cut with "…"."""
    measure = font(DETAIL_SIZE).size
    return next((text for text in words if measure(text)[0] <= width),
                ellipsize(words[-1], width, lambda text: measure(text)[0]))


def spoken_list(parts: list[str]) -> str:
    """e.g. "Sanko, Tane and Kasu": read as a sentence, not as a list."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def round_records(session: Session) -> list[dict[str, Any]] | None:
    """Every month's full record, from the ``round_over`` events of a replay of the log (the view's
    scoreboard keeps only who won and the points); None for a position the log does not lead to."""
    try:
        records = [event.data for _, events in session.history(len(session.record.actions))
                   for event in events if event.kind == "round_over"]
    except RuleError:
        return None
    scoreboard = session.view(None)["history"]
    same = len(records) == len(scoreboard) and all(
        {key: record.get(key) for key in line} == line for record, line in zip(records, scoreboard))
    return records if same else None


def koikoi_months(session: Session) -> list[tuple[str, ...]] | None:
    """Each month: who scored, how much, and why (the yaku by name and what raised their points; the
    hands running out; a dealt hand), then shorter wordings for a narrow column. Every wording keeps
    what raised the points ("doubled" at the least): without it they do not add up. Who won each
    month alone did not say how. None where the months cannot be told from the log."""
    records = round_records(session)
    if records is None:
        return None
    months: list[tuple[str, ...]] = []
    for record in records:
        winner = record["winner"]
        if winner is None:
            months.append((f"Month {record['month']}: nobody scores, the hands ran out",
                           f"Month {record['month']}: nobody scores"))
            continue
        head = f"Month {record['month']}: {session.name(winner)} +{plural(record['points'], 'point')}"
        if record["reason"] == "game":
            value = {"base": record["base"], "bonus": record.get("bonus", 0), "multipliers": record["multipliers"],
                     "total": record["points"]}
            _, _, doubled = KoiKoiTable.value_parts(value, session.name(1 - winner), record["koikoi"][winner])
            called = [f"+{value['bonus']} for Koi-Koi calls"] if value["bonus"] else []
            factor = prod(multiplier["factor"] for multiplier in value["multipliers"])
            briefly = called + ([] if factor == 1 else ["doubled" if factor == 2 else f"× {factor}"])
            made = f"{head} with {spoken_list([yaku_title(name) for name in record['yaku']])}"
            named = f"{head} with {spoken_list([YAKU_NAMES[name][0] for name in record['yaku']])}"
            months.append(tuple(dict.fromkeys(", ".join(parts) for parts in (
                [made, *called, *doubled], [named, *called, *doubled], [made, *briefly], [named, *briefly]))))
        elif record["reason"] == "exhausted":
            months.append((f"{head}: the hands ran out, so the dealer wins", f"{head}: the hands ran out"))
        else:
            months.append((f"{head}: dealt {dealt_hand_words(record)}",
                           f"{head}: a dealt hand"))
    return months

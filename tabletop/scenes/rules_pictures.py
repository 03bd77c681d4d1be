"""The pictures in the rules help: each game's cards or dice and its scoring chart, drawn with the
game's own art and from the rules' own tables, so the help shows what the table shows and stays
true when a number in the rules changes.

Every text here is at least 24 logical pixels: 12 pixels on screen at 1024x600.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from rules import cheeky_monkeys, citroncoco, coconut_pirate, koikoi, kokonotsu
from tabletop.art.dice import die_face
from tabletop.art.hanafuda import CARD_RATIO, YAKU_NAMES, hanafuda_face
from tabletop.art.kokonotsu import coconut_back, coconut_face, monkey_back, monkey_face
from tabletop.art.palette import SEAT_COLOURS, SEAT_SYMBOLS, draw_symbol, seat_tag
from tabletop.art.text import draw_text, font, wrap, wrap_sentence

Drawer = Callable[[pygame.Surface, pygame.Rect], None]
HEADING = (255, 215, 122)
BODY = (240, 240, 228)
QUIET = (200, 215, 200)
MINUS = "\u2212"


def paragraph(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
              topleft: tuple[int, int], width: int, bold: bool = False) -> int:
    """Wrapped text with no word alone on its last line (see wrap_sentence); returns the y under it."""
    x, y = topleft
    for line in wrap_sentence(text, size, width, bold):
        y = draw_text(surface, line, size, colour, bold=bold, topleft=(x, y)).bottom + 2
    return y


def steps(count: int) -> str:
    return f"{count} square" if count == 1 else f"{count} squares"


# --- Koi-Koi -----------------------------------------------------------------------------------------

def koikoi_cards(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The 48 cards as twelve month columns, four cards each."""
    column = area.width // len(koikoi.MONTH_NAMES)
    card_h = (area.height - 40) // 4 - 8
    size = (round(card_h * CARD_RATIO), card_h)
    for index, month in enumerate(koikoi.MONTH_NAMES):
        x = area.x + index * column + column // 2
        draw_text(surface, month[:3], 26, HEADING, bold=True, midtop=(x, area.y))
        cards = [card for card in koikoi.DECK if koikoi.MONTH_OF[card] == index + 1]
        for row, card in enumerate(cards):
            surface.blit(hanafuda_face(card, size), hanafuda_face(card, size).get_rect(
                midtop=(x, area.y + 40 + row * (card_h + 8))))


def koikoi_worth(name: str, need: int, rules: dict[str, Any]) -> str:
    """What a yaku scores under a rule set, in words for the chart."""
    if name.endswith("-zake"):
        viewing = rules["viewing_points"]
        if viewing == "1-then-3":
            return f"1 point; {koikoi.VIEWING_AFTER_KOIKOI} after your Koi-Koi"
        return f"{viewing} point{'s' if viewing != 1 else ''}"
    points = koikoi.YAKU_POINTS[name]
    if name == "akatan-aotan" and rules["ribbons_stack"]:
        return f"{points} + Akatan + Aotan = {points + 2 * koikoi.YAKU_POINTS['akatan']}"
    worth = f"{points} point{'s' if points != 1 else ''}"
    return f"{need} cards: {worth}, +1 per extra" if name in koikoi.COUNT_NEEDED else worth


def koikoi_notes(rules: dict[str, Any]) -> tuple[str, ...]:
    """How a Game is counted under a rule set: the chart's footnotes."""
    notes = ["Only the best bright yaku counts."]
    if rules["koikoi_bonus"] == "plus-one":
        notes.append(f"Each Koi-Koi you call: +1; {koikoi.PLUS_ONE_CALLS + 1} calls double, "
                     f"{koikoi.PLUS_ONE_CALLS + 2} triple.")
    if rules["double_at_seven"]:
        notes.append(f"{koikoi.DOUBLE_FROM} points or more: doubled.")
    if rules["opponent_koikoi_double"]:
        notes.append("Opponent called Koi-Koi: doubled again." if rules["double_at_seven"]
                     else "Opponent called Koi-Koi: doubled.")
    if rules["scoring"] == "stake":
        notes.append(f"Stakes: {koikoi.STAKE} each; the loser pays the winner.")
    return tuple(notes)


def koikoi_chart(ruleset: str) -> Drawer:
    """The yaku chart of one rule set, as a rules-help page."""
    rules = koikoi.effective_options({"ruleset": ruleset})
    return lambda surface, area: koikoi_yaku(surface, area, rules)


def koikoi_yaku(surface: pygame.Surface, area: pygame.Rect, rules: dict[str, Any]) -> None:
    """The yaku chart: name, meaning, points and the cards that make it, in two columns; the
    scoring notes fill the second column's last row."""
    goals = koikoi.yaku_goals(rules)
    per_column = (len(goals) + 2) // 2
    row_h = area.height // per_column
    column_w = area.width // 2
    card_h = row_h - 14
    card = (round(card_h * CARD_RATIO), card_h)
    for index, (name, pool, need) in enumerate(goals):
        column, row = divmod(index, per_column)
        x, y = area.x + column * column_w, area.y + row * row_h
        japanese, english = YAKU_NAMES[name]
        draw_text(surface, japanese, 26, HEADING, bold=True, topleft=(x, y))
        draw_text(surface, english, 24, BODY, topleft=(x, y + 31))
        draw_text(surface, koikoi_worth(name, need, rules), 24, QUIET, topleft=(x, y + 60))
        examples = sorted(pool - {koikoi.SAKE_CUP} if name == "kasu" else pool, key=koikoi.DECK.index)[:need]
        left, room = x + 350, column_w - 360
        step = min(card[0] + 4, (room - card[0]) // max(1, len(examples) - 1))
        for n, code in enumerate(examples):
            surface.blit(hanafuda_face(code, card), (left + n * step, y + 2))
    x, y = area.x + column_w, area.y + (len(goals) - per_column) * row_h
    for n, note in enumerate(koikoi_notes(rules)):
        draw_text(surface, note, 24, HEADING if n else BODY, topleft=(x, y + n * 30))


# --- Coconut Pirate ----------------------------------------------------------------------------------

def pirate_dice(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Every symbol in every colour (each die shows each symbol once and each colour once), and one
    die's six faces."""
    label_w, cell = 210, min(104, (area.height - 50) // len(coconut_pirate.SYMBOLS))
    die = cell - 10
    for c, colour in enumerate(coconut_pirate.COLOURS):
        draw_text(surface, colour.capitalize(), 24, HEADING, bold=True,
                  midbottom=(area.x + label_w + c * cell + cell // 2, area.y + 36))
    for r, symbol in enumerate(coconut_pirate.SYMBOLS):
        y = area.y + 44 + r * cell
        draw_text(surface, symbol.replace("-", " ").capitalize(), 26, BODY, bold=True,
                  midleft=(area.x, y + cell // 2))
        for c, colour in enumerate(coconut_pirate.COLOURS):
            surface.blit(die_face(symbol, colour, die), (area.x + label_w + c * cell + 5, y + 5))
    right = area.x + label_w + len(coconut_pirate.COLOURS) * cell + 50
    width = area.right - right
    y = paragraph(surface, "One die's six faces", 28, HEADING, (right, area.y), width, bold=True)
    faces = coconut_pirate.FACES[0]
    size = min(110, (width - 40) // 3)
    for n, (symbol, colour) in enumerate(faces):
        surface.blit(die_face(symbol, colour, size), (right + (n % 3) * (size + 20), y + 10 + (n // 3) * (size + 20)))
    y += 10 + 2 * (size + 20) + 10
    text = (f"{coconut_pirate.DICE} dice: each shows every symbol once and every colour once, "
            "and no two dice pair them the same way. The letters in the corner and the pattern tell the colour too.")
    paragraph(surface, text, 24, BODY, (right, y), width)


def pirate_moves(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The chart of moves: each kind of series and each mistake, with dice that show it."""
    die = 76
    rows: list[tuple[list[tuple[str, str]], str, str, str]] = [
        ([("sword", "red"), ("sword", "blue"), ("sword", "yellow")], "+1",
         "Symbol series", f"{coconut_pirate.SERIES_MIN} or more dice with one symbol: forward 1 square"),
        ([("boat", "green"), ("diamond", "green"), ("pistol", "green")], "+1",
         "Colour series", f"{coconut_pirate.SERIES_MIN} or more dice with one colour: forward 1 square"),
        ([("coconut-tree", "black"), ("coconut-tree", "purple"), ("coconut-tree", "blue")],
         f"+{coconut_pirate.COCONUT_TREE_STEPS}", "Coconut trees",
         f"forward {steps(coconut_pirate.COCONUT_TREE_STEPS)}"),
        ([("skull", "red"), ("skull", "green"), ("skull", "yellow")], "+1",
         "Skulls", f"forward 1 square, every other pirate back {steps(coconut_pirate.SKULL_SETBACK)}"),
        ([("diamond", "red"), ("diamond", "blue"), ("boat", "purple")], f"{MINUS}1",
         "Wrong", "named a series that is not there (two diamonds are none): back 1 square per series named"),
        ([], f"{MINUS}{coconut_pirate.TIMEOUT_PENALTY}", "Too slow",
         "the countdown ran out: as a wrong announcement of one series"),
        ([], "0", "Tie", "buzzers at the same moment: nobody announces, the next die is thrown"),
    ]
    text_x = area.x + 3 * (die + 8) + 140
    line_h = font(24).get_height() + 2
    # a detail of two lines makes its row taller, so it never runs into the next row's title
    heights = [max(die, 36 + line_h * len(wrap(detail, 24, area.right - text_x))) for *_, detail in rows]
    spare = max(0, area.height - 40 - sum(heights)) // len(rows)
    y = area.y
    for (dice, move, title, detail), height in zip(rows, heights):
        for n, (symbol, colour) in enumerate(dice):
            surface.blit(die_face(symbol, colour, die), (area.x + n * (die + 8), y))
        centre = (area.x + 3 * (die + 8) + 60, y + die // 2)
        if title == "Too slow":
            _clock(surface, (area.x + 120, y + die // 2), die // 2 - 4)
        elif title == "Tie":
            seat_tag(surface, 0, (area.x + 70, y + die // 2), 26)
            draw_text(surface, "=", 44, BODY, bold=True, center=(area.x + 120, y + die // 2))
            seat_tag(surface, 1, (area.x + 170, y + die // 2), 26)
        fill = (90, 90, 90) if move == "0" else (130, 40, 40) if move.startswith(MINUS) else (40, 120, 70)
        pygame.draw.circle(surface, fill, centre, 42)
        pygame.draw.circle(surface, HEADING, centre, 42, 3)
        draw_text(surface, move, 34, (255, 255, 255), bold=True, center=centre)
        draw_text(surface, title, 28, HEADING, bold=True, topleft=(text_x, y + 2))
        paragraph(surface, detail, 24, BODY, (text_x, y + 36), area.right - text_x)
        y += height + spare
    note = (f"Name 1 to {coconut_pirate.MAX_SERIES_PER_ANNOUNCEMENT} series at once. "
            "After any announcement, nobody may buzz until the next die lands.")
    draw_text(surface, note, 24, QUIET, topleft=(area.x, y + 4))


def _clock(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    pygame.draw.circle(surface, (250, 244, 226), centre, radius)
    pygame.draw.circle(surface, (20, 20, 24), centre, radius, 4)
    pygame.draw.line(surface, (20, 20, 24), centre, (centre[0], centre[1] - radius * 0.7), 5)
    pygame.draw.line(surface, (20, 20, 24), centre, (centre[0] + radius * 0.5, centre[1]), 5)


# --- Kokonotsu ---------------------------------------------------------------------------------------

def kokonotsu_cards(surface: pygame.Surface, area: pygame.Rect) -> None:
    """One player's ten monkey cards, how they are split, and the other seats' colours."""
    card = (118, 165)
    step = min(card[0] + 16, area.width // len(kokonotsu.CARD_VALUES))
    draw_text(surface, "Your ten monkey cards, in your seat's colour and symbol", 28, HEADING, bold=True,
              topleft=area.topleft)
    for n, name in enumerate(kokonotsu.deck_of(0)):
        surface.blit(monkey_face(name, card), (area.x + n * step, area.y + 44))
    y = area.y + 44 + card[1] + 40
    hand = [monkey_face(name, card) for name in kokonotsu.deck_of(0)[:kokonotsu.HAND_SIZE]]
    groups = ((f"Hand: {kokonotsu.HAND_SIZE}", hand, "played one a round"),
              (f"Ambush: {kokonotsu.AMBUSH_SIZE}", [monkey_back(card, 0)] * kokonotsu.AMBUSH_SIZE,
               "face down, only you look"),
              (f"Draw pile: {len(kokonotsu.CARD_VALUES) - kokonotsu.HAND_SIZE - kokonotsu.AMBUSH_SIZE}",
               [monkey_back(card, 0)], "refills your hand"))
    x = area.x
    for title, pictures, detail in groups:
        draw_text(surface, title, 28, HEADING, bold=True, topleft=(x, y))
        for n, picture in enumerate(pictures):
            surface.blit(picture, (x + n * (card[0] + 10), y + 40))
        draw_text(surface, detail, 24, BODY, topleft=(x, y + 48 + card[1]))
        x += max(len(pictures) * (card[0] + 10), 300) + 60
    y += 40 + card[1] + 50
    draw_text(surface, "Every seat has its own colour and symbol", 28, HEADING, bold=True, topleft=(area.x, y))
    for seat in range(kokonotsu.INFO.max_players):
        x = area.x + seat * 200
        pygame.draw.circle(surface, SEAT_COLOURS[seat], (x + 24, y + 70), 20)
        draw_symbol(surface, SEAT_SYMBOLS[seat], (x + 24, y + 70), 12, (255, 255, 255))
        draw_text(surface, f"Seat {seat + 1}", 26, BODY, midleft=(x + 54, y + 70))


SAMPLE_GRID = ("coconut", "change-nut", "odd-nut", "2-nut", "who-nut", "loss-nut", "sub-nut", "boss-nut")
"""A grid as one deal might lay it out (positions 1 to 8); the real one is dealt at random."""
SAMPLE_CHIPS = {1: 0, 8: 0, 7: 0, 3: 1, 5: 1}
"""Position -> seat: seat 1 has made the left column, a line that wins at once."""


def kokonotsu_grid(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The 3x3 coconut grid with its numbering, chips making a line, and how the game is scored."""
    tile_h = (area.height - 20) // 3
    tile = (round(tile_h * 0.75), tile_h - 12)
    nuts = dict(zip(range(1, 9), SAMPLE_GRID)) | {kokonotsu.LAS_NUT_POSITION: kokonotsu.LAS_NUT}
    for position, (row, column) in kokonotsu.POSITION_CELLS.items():
        x, y = area.x + column * (tile[0] + 12), area.y + row * tile_h
        name = kokonotsu.COCONUT_NAMES[nuts[position]]
        if position not in SAMPLE_CHIPS:
            surface.blit(coconut_face(nuts[position], name, position, tile), (x, y))
            continue
        surface.blit(coconut_back(name, position, tile), (x, y))
        seat, chip = SAMPLE_CHIPS[position], (x + tile[0] // 2, y + tile[1] // 2)
        pygame.draw.circle(surface, SEAT_COLOURS[seat], chip, tile[0] // 4)
        pygame.draw.circle(surface, (255, 255, 255), chip, tile[0] // 4, 3)
        draw_symbol(surface, SEAT_SYMBOLS[seat], chip, tile[0] // 7, (255, 255, 255))
    left = area.x + 3 * (tile[0] + 12) + 40
    width = area.right - left
    las = kokonotsu.LAS_NUT_POINTS
    lines = [
        ("Numbering", f"1 is the top-left corner, 2 to 8 go clockwise, Las-nut in the centre is "
                      f"{kokonotsu.LAS_NUT_POSITION}."),
        ("A line wins at once", "Three of your chips in a row, column or diagonal. A won coconut is "
                                "turned over under its chip: here seat 1's circles fill the left column."),
        ("Otherwise, after round 9", "every chip is 1 point; a chip on Las-nut is "
                                     + ", ".join(f"{points} with {players}" for players, points in las.items())
                                     + " players."),
        ("Tied on points", "the chip on the lowest numbered position wins."),
        ("Coconuts", f"Each coconut's effect is written on it. Las-nut waits for round {kokonotsu.ROUNDS}: "
                     "your two Ambush cards add up."),
    ]
    y = area.y
    for title, text in lines:
        draw_text(surface, title, 28, HEADING, bold=True, topleft=(left, y))
        y = paragraph(surface, text, 24, BODY, (left, y + 36), width) + 18


# --- CitronCoco -----------------------------------------------------------------------------------------

CITRON_POWER_CARDS = (("AS", "Assault", "a player takes the stock's top card"),
                      ("2H", "Fellow", "look at a partner's card"),
                      ("7C", "Seadog", "look at any card"),
                      ("9D", "Witch", "give the coin: it blocks a power"),
                      ("10S", "Spy", "turn a card face up"),
                      ("JH", "Supply", "play another turn"),
                      ("QC", "Queen", "swap any two cards"),
                      ("KD", "Captain", "look at the stock's top card"),
                      ("KS", "Captain", "the next opponent misses a turn"))
"""One card of each power with what it does, in the order of their values."""


def citroncoco_cards(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The values of the deck in a row, then each power card with its name and what it does."""
    from tabletop.art.playing_cards import CARD_RATIO, playing_card_face, value_text

    row = ("AH", "2S", "3D", "4C", "5H", "6S", "7D", "8C", "9H", "10S", "JD", "QC", "KS", "KH")
    step = area.width // len(row)
    small = (step - 10, round((step - 10) / CARD_RATIO))
    for index, code in enumerate(row):
        surface.blit(playing_card_face(code, small, citroncoco.VALUE[code]), (area.x + index * step, area.y))
    y = area.y + small[1] + 14
    draw_text(surface, "Coconuts: Ace 1 … Queen 12, black King 13, red King " + MINUS + "1", 28, HEADING, bold=True,
              topleft=(area.x, y))
    y += 52
    columns, rows = 3, 3
    cell_w, cell_h = area.width // columns, (area.bottom - y) // rows
    card = (round((cell_h - 12) * CARD_RATIO), cell_h - 12)
    for index, (code, name, words) in enumerate(CITRON_POWER_CARDS):
        x, top = area.x + (index % columns) * cell_w, y + (index // columns) * cell_h
        value = citroncoco.VALUE[code]
        surface.blit(playing_card_face(code, card, value, name), (x, top))
        left = x + card[0] + 14
        draw_text(surface, f"{value_text(value)}: {name}", 28, HEADING, bold=True, topleft=(left, top + 4))
        paragraph(surface, words, 24, BODY, (left, top + 42), cell_w - card[0] - 28)


def citroncoco_scoring(surface: pygame.Surface, area: pygame.Rect) -> None:
    """How a round is scored: an emptied hand, then a call and its answers, from the rules' judge."""
    from tabletop.tables.citroncoco import TEAM_COLOURS, TEAM_NAMES

    example = (14, 23)
    y = area.y
    text = f"Example: the {TEAM_NAMES[0]} hold {example[0]} coconuts, the {TEAM_NAMES[1]} {example[1]}."
    y = paragraph(surface, text, 28, HEADING, (area.x, y), area.width, bold=True) + 16
    cases = [("A hand runs out", "empty", None, 0),
             (f"{TEAM_NAMES[0]} call CitronCoco", "citroncoco", 0, 0),
             (f"… and the {TEAM_NAMES[1]} answer Nano", "citroncoco", 0, 1),
             (f"… and the {TEAM_NAMES[0]} answer Nano Alpha", "citroncoco", 0, 2),
             (f"{TEAM_NAMES[1]} call CitronCoco (wrongly)", "citroncoco", 1, 0),
             ("… with Nano Alpha", "citroncoco", 1, 2)]
    label_w, column_w = 640, 220
    for team in (0, 1):
        x = area.x + label_w + team * column_w
        pygame.draw.rect(surface, TEAM_COLOURS[team], (x, y, column_w - 30, 40), border_radius=10)
        draw_text(surface, TEAM_NAMES[team], 28, (28, 28, 32), bold=True, center=(x + (column_w - 30) // 2, y + 20))
    y += 56
    for title, ended_by, caller, calls in cases:
        scores = citroncoco.round_scores(example, ended_by, caller, calls)
        draw_text(surface, title, 28, BODY, topleft=(area.x, y))
        for team in (0, 1):
            draw_text(surface, f"+{scores[team]}", 30, HEADING if scores[team] else QUIET, bold=True,
                      topleft=(area.x + label_w + team * column_w + 40, y))
        y += 48
    y += 20
    notes = ("After a call, the team with fewer coconuts scores nothing; the other team scores its coconuts "
             "times 1, 2 (Nano) or 4 (Nano Alpha). Equal coconuts count against the caller.",
             f"Totals add up round after round: a team at {citroncoco.GOAL} or more loses the game (the higher "
             "total, if both are).")
    for note in notes:
        y = paragraph(surface, note, 24, BODY, (area.x, y), area.width) + 12


# --- Cheeky Monkeys -------------------------------------------------------------------------------------

def _card_column(surface: pygame.Surface, kind: str, card: tuple[int, int], topleft: tuple[int, int], width: int,
                 blurb: bool) -> int:
    """A card with, under it, its name, how many the deck holds and (if asked) what it does, every word
    at least 24 pixels; returns the y under the column."""
    from tabletop.art.monkeys import card_blurb, card_face, card_name

    counts = cheeky_monkeys.MONKEY_COUNTS | cheeky_monkeys.ACTION_COUNTS | cheeky_monkeys.ZOMBIE_COUNTS
    x, y = topleft
    surface.blit(card_face(kind, card), (x + (width - card[0]) // 2, y))
    y = paragraph(surface, card_name(kind), 24, HEADING, (x, y + card[1] + 6), width, bold=True)
    y = draw_text(surface, f"{counts[kind]} in the deck", 24, QUIET, topleft=(x, y)).bottom + 2
    if blurb:
        y = paragraph(surface, card_blurb(kind), 24, BODY, (x, y), width)
    return y


def monkeys_cards(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The seven monkeys of the yellow deck with name, count and effect, and the two dangerous pairs."""
    from tabletop.art.monkeys import MONKEYS, fuse_badge, sparks_badge

    step = area.width // len(MONKEYS)
    card = (step - 14, round((step - 14) * 1.4))
    y = paragraph(surface, "The yellow deck: a monkey acts the moment a trainer gets it, "
                  "also when it changes owner", 28, HEADING, area.topleft, area.width, bold=True) + 12
    for index, kind in enumerate(MONKEYS):
        _card_column(surface, kind, card, (area.x + index * step, y), step - 8, blurb=True)
    pairs = ((fuse_badge, "Pyromaniac + Juggler: a lit fuse"), (sparks_badge, "Headscratcher + Sniper: sparks"))
    for index, (badge, words) in enumerate(pairs):
        x = area.x + index * area.width // 2
        surface.blit(badge((72, 72)), (x, area.bottom - 80))
        draw_text(surface, words, 26, BODY, bold=True, midleft=(x + 88, area.bottom - 44))


def monkeys_actions(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The Quick row and the Cheeky row of action cards; beside each row, its cards' counts and effects
    in words big enough for a small window."""
    from tabletop.art.monkeys import CHEEKY_ACTIONS, QUICK_ACTIONS, card_blurb, card_face, card_name

    rows = ((QUICK_ACTIONS, "QUICK, with a lightning bolt: play it any time, even in another trainer's round"),
            (CHEEKY_ACTIONS, "CHEEKY, with a grin: play it only in your own round"))
    card, step = (140, 196), 155
    top = area.y
    for kinds, heading in rows:
        below = paragraph(surface, heading, 28, HEADING, (area.x, top), len(kinds) * step - 10, bold=True) + 6
        for index, kind in enumerate(kinds):
            surface.blit(card_face(kind, card), (area.x + index * step, below))
        left = area.x + len(kinds) * step + 10
        y = top
        for kind in kinds:
            words = f"{card_name(kind)} ({cheeky_monkeys.ACTION_COUNTS[kind]}): {card_blurb(kind)}"
            y = paragraph(surface, words, 24, BODY, (left, y), area.right - left) + 4
        top = max(y, below + card[1]) + 24


def monkeys_blasts(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The two explosive pairs with the badges the table shows, each beside the card that answers it."""
    from tabletop.art.monkeys import card_face, fuse_badge, sparks_badge

    card = (160, 224)
    rows = (("enthusiastic-pyromaniac", "bamboo-juggler", fuse_badge, "Lit fuse",
             "Blasts when its trainer's own round ends, unless the pair is broken up first. A Watergun "
             "Sniper in front of the same trainer puts the fuse out.", "watergun-sniper"),
            ("deadly-headscratcher", "watergun-sniper", sparks_badge, "Sparks",
             "Blasts at once, unless one Grounding is played for each Headscratcher, by anyone. The "
             "Groundings keep counting while the pair stays together.", "grounding"))
    row_h = (area.height - 60) // 2
    for row, (first, second, badge, title, text, answer) in enumerate(rows):
        top = area.y + row * row_h
        middle = top + card[1] // 2
        surface.blit(card_face(first, card), (area.x, top))
        draw_text(surface, "+", 48, BODY, bold=True, center=(area.x + card[0] + 30, middle))
        surface.blit(card_face(second, card), (area.x + card[0] + 60, top))
        draw_text(surface, "=", 48, BODY, bold=True, center=(area.x + 2 * card[0] + 90, middle))
        surface.blit(badge((110, 110)), (area.x + 2 * card[0] + 120, middle - 55))
        left = area.x + 2 * card[0] + 260
        draw_text(surface, title, 30, HEADING, bold=True, topleft=(left, top + 10))
        paragraph(surface, text, 24, BODY, (left, top + 52), area.right - left - card[0] - 30)
        surface.blit(card_face(answer, card), (area.right - card[0], top))
    footer = ("A trainer who blasts is out: their monkeys and their hand go to the discard piles, and the last "
              "trainer standing wins. With the Zombie Invasion they throw everything away and play on as a "
              "zombie (next page).")
    lines = len(wrap_sentence(footer, 24, area.width))
    paragraph(surface, footer, 24, QUIET, (area.x, area.bottom - lines * (font(24).get_linesize() + 2)), area.width)


def monkeys_zombies(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The purple deck: its four cards that act, with what each does; the five Legendary parts; and
    the silhouette the table fills in part by part, beside the two ways a Zombie Invasion is won."""
    from tabletop.art.monkeys import (ZOMBIE_CARDS, ZOMBIE_PARTS, card_face, card_name, legendary_silhouette,
                                      zombie_badge)

    y = paragraph(surface, f"Zombie Invasion (an option for 3 to 6 trainers): a trainer who blasts plays on as "
                  f"a zombie and takes the top of the purple deck ({sum(cheeky_monkeys.ZOMBIE_COUNTS.values())} "
                  f"cards) instead of a monkey", 28, HEADING, area.topleft, area.width, bold=True) + 12
    acting = [kind for kind in ZOMBIE_CARDS if kind not in ZOMBIE_PARTS]
    step = 210
    for index, kind in enumerate(acting):
        _card_column(surface, kind, (120, 168), (area.x + index * step, y), step - 16, blurb=True)
    right = area.x + len(acting) * step + 10
    silhouette = (190, 252)
    surface.blit(legendary_silhouette(frozenset(ZOMBIE_PARTS[:3]), silhouette), (right, y))
    draw_text(surface, f"3 of {len(ZOMBIE_PARTS)}", 26, BODY, bold=True,
              midtop=(right + silhouette[0] // 2, y + silhouette[1] + 4))
    words = right + silhouette[0] + 20
    surface.blit(zombie_badge((72, 72)), (words, y))
    draw_text(surface, "ZOMBIE", 26, BODY, bold=True, midleft=(words + 84, y + 36))
    top = paragraph(surface, "A zombie wins with all five Legendary parts in front of them, while two or more "
                    "trainers are still alive.", 24, BODY, (words, y + 84), area.right - words)
    paragraph(surface, "The last living trainer wins once every other trainer is a zombie.", 24, BODY,
              (words, top + 10), area.right - words)
    parts_top = area.bottom - 214
    draw_text(surface, "The Legendary parts, two of each: they do nothing on their own", 26, HEADING, bold=True,
              topleft=(area.x, parts_top))
    card, column = (96, 134), area.width // len(ZOMBIE_PARTS)
    for index, kind in enumerate(ZOMBIE_PARTS):
        middle = area.x + index * column + column // 2
        surface.blit(card_face(kind, card), card_face(kind, card).get_rect(midtop=(middle, parts_top + 40)))
        draw_text(surface, card_name(kind), 24, BODY, bold=True, midtop=(middle, parts_top + 46 + card[1]))


PICTURES: dict[str, list[tuple[str, Drawer]]] = {
    koikoi.INFO.id: [("The 48 cards", koikoi_cards), ("Standard chart", koikoi_chart("standard")),
                     ("Stake chart", koikoi_chart("stake"))],
    coconut_pirate.INFO.id: [("The dice", pirate_dice), ("Moves chart", pirate_moves)],
    kokonotsu.INFO.id: [("Monkey cards", kokonotsu_cards), ("Coconut grid", kokonotsu_grid)],
    citroncoco.INFO.id: [("Cards and powers", citroncoco_cards), ("Scoring and calls", citroncoco_scoring)],
    "cheeky_monkeys": [("The monkeys", monkeys_cards), ("Action cards", monkeys_actions), ("Blasts", monkeys_blasts),
                       ("Zombie Invasion", monkeys_zombies)],
}
"""Per game: the picture pages shown after its written rules."""

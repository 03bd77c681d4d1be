"""The command line. Parsing needs no pygame, so bad arguments and bad saves fail fast with status 2."""
from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import rules
from rules.bots import LEVELS
from rules.core import GameInfo, RuleError
from saves import MAX_SEED, SaveError, SeatSpec, ensure_folder, refused_option

DEFAULT_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Eli", "Fay")
BOT_NAMES = ("Coco", "Mango", "Papaya", "Kiwi", "Guava", "Lychee")


@dataclass(frozen=True)
class LaunchPlan:
    """What main() should open: the menu, a new game, or a saved one."""

    game: str | None
    seats: list[SeatSpec] | None
    seed: int | None
    options: dict[str, Any]
    load: Path | None
    resume_last: bool
    save_dir: Path | None
    fullscreen: bool | None
    demo: bool
    frames: int | None
    screenshot: Path | None
    size: tuple[int, int] | None
    replay: Path | None = None
    """A save to open as a read-only replay."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="coconut-table",
        description="Coconut Table: tabletop games for one shared screen, against bots or friends.",
        epilog="Without options the main menu opens. Games: " + ", ".join(rules.GAMES or ["(none)"]))
    parser.add_argument("--game", choices=sorted(rules.GAMES), help="start this game at once")
    parser.add_argument("--seats", type=_seats_arg, metavar="LIST",
                        help="comma-separated seats: human, human:NAME, bot:easy, bot:normal, bot:hard")
    parser.add_argument("--seed", type=_seed_arg, help="deal number: the same seed deals the same game")
    parser.add_argument("--options", type=_options_arg, default={}, metavar="JSON",
                        help='game options as a JSON object, e.g. \'{"months": 3}\'')
    parser.add_argument("--load", type=Path, metavar="FILE", help="resume the game saved in FILE")
    parser.add_argument("--replay", type=Path, metavar="FILE", help="step through the game saved in FILE, read-only")
    parser.add_argument("--continue", dest="resume_last", action="store_true",
                        help="resume the most recent autosave")
    parser.add_argument("--save-dir", type=Path, metavar="DIR", help="where saves live (default: the user data folder)")
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", dest="fullscreen", action="store_true", default=None)
    screen.add_argument("--windowed", dest="fullscreen", action="store_false")
    parser.add_argument("--size", type=_size_arg, metavar="WxH", help="window size, e.g. 1280x720")
    parser.add_argument("--demo", action="store_true", help="bots on every seat (with --game: watch a game)")
    parser.add_argument("--frames", type=_positive_int, metavar="N", help="quit after N frames")
    parser.add_argument("--screenshot", type=Path, metavar="PNG", help="write the last frame to PNG")
    return parser


def parse(argv: Sequence[str] | None = None) -> LaunchPlan:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.load and args.resume_last:
        parser.error("--load and --continue cannot be used together")
    if args.replay and (args.load or args.resume_last or args.game):
        parser.error("--replay opens a save on its own: leave out --load, --continue and --game")
    if (args.seats or args.options) and not args.game:
        parser.error("--seats and --options need --game")
    if args.save_dir is not None:
        try:
            ensure_folder(args.save_dir)
        except SaveError as problem:
            parser.error(f"--save-dir: {problem}")
    seats = args.seats
    if args.game:
        info = rules.GAMES[args.game].INFO
        if args.demo:
            count = len(seats) if seats else info.max_players
            seats = [SeatSpec(BOT_NAMES[i], "bot", "normal") for i in range(count)]
        if seats is None:
            seats = [SeatSpec(DEFAULT_NAMES[0], "human")] + [
                SeatSpec(BOT_NAMES[i], "bot", "normal") for i in range(1, info.min_players)]
        if not info.min_players <= len(seats) <= info.max_players:
            parser.error(f"{info.name} needs {info.min_players}-{info.max_players} seats, got {len(seats)}")
        unknown = set(args.options) - set(info.options)
        if unknown:
            parser.error(f"{info.name} has no option {', '.join(sorted(unknown))}; "
                         f"it has {', '.join(info.options) or 'none'}")
        problem = _options_problem(args.game, args.options, len(seats))
        if problem:
            parser.error(f"--options: {problem}")
    return LaunchPlan(args.game, seats, args.seed, args.options, args.load, args.resume_last,
                      args.save_dir, args.fullscreen, args.demo, args.frames, args.screenshot, args.size,
                      args.replay)


def _seats_arg(text: str) -> list[SeatSpec]:
    seats = []
    for index, word in enumerate(part.strip() for part in text.split(",")):
        kind, _, detail = word.partition(":")
        if kind == "human":
            seats.append(SeatSpec(detail or DEFAULT_NAMES[index % len(DEFAULT_NAMES)], "human"))
        elif kind == "bot" and detail in LEVELS:
            seats.append(SeatSpec(BOT_NAMES[index % len(BOT_NAMES)], "bot", detail))
        else:
            raise argparse.ArgumentTypeError(
                f"{word!r} is not a seat; use human, human:NAME or bot:{'|'.join(LEVELS)}")
    return seats


def _options_arg(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise argparse.ArgumentTypeError(f"not JSON: {error}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("options must be a JSON object")
    return value


def _options_problem(game_id: str, options: dict[str, Any], seat_count: int) -> str | None:
    """What is wrong with the --options of a new game, as the player typed them: the option and what it
    allows. Checked here, so a bad option is a bad argument, never a save that cannot load."""
    module = rules.GAMES[game_id]
    info = module.INFO
    refused = refused_option(info, options)  # unknown names were refused before this
    if refused is not None:
        return f"{refused} in {info.name} can be {_allowed(info, refused)}, not {_json(options[refused])}"
    for name, value in options.items():
        try:
            module.new_game({name: value}, seat_count, 1)
        except RuleError as refusal:
            return f"{name} in {info.name} cannot be {_json(value)}: {refusal}"
    try:
        module.new_game(options, seat_count, 1)
    except RuleError as refusal:
        return f"{info.name} cannot be set up with these options together: {refusal}"
    return None


def _allowed(info: GameInfo, name: str) -> str:
    """What an option may be set to: its choices ("12, 8, 6 or 3"), else the kind of its default."""
    choices = [_json(choice) for choice in info.option_choices.get(name, ())]
    if choices:
        return f"{', '.join(choices[:-1])} or {choices[-1]}" if len(choices) > 1 else choices[0]
    return _KIND_WORDS.get(type(info.options[name]), f"like {_json(info.options[name])}")


_KIND_WORDS: dict[type, str] = {bool: "true or false", int: "a whole number", float: "a number",
                                str: "text in double quotes"}
"""What each kind of option allows, in the words of a player typing JSON."""


def _json(value: Any) -> str:
    """A value as the player would type it in --options, cut short if long."""
    text = json.dumps(value, default=repr)
    return text if len(text) <= 40 else text[:39] + "…"


def _size_arg(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or int(width) < 320 or int(height) < 200:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720")
    return int(width), int(height)


def _seed_arg(text: str) -> int:
    """A deal number a save can hold: a whole number no larger than MAX_SEED either way."""
    too_big = argparse.ArgumentTypeError(f"a deal number is at most {MAX_SEED} (and at least -{MAX_SEED})")
    if len(text.strip().lstrip("+-")) > len(str(MAX_SEED)):
        raise too_big
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not -MAX_SEED <= seed <= MAX_SEED:
        raise too_big
    return seed


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return int(text)

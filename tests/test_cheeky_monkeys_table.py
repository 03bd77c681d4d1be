"""The Cheeky Monkeys table in the real app, headless: six bots play a game to the results, a human
plays a card on a target by mouse, proceeds and ends the round, response windows count down and pass
for everyone, a human answers a window through the race judge with their key, a Greedy Tempter's
victim gives a monkey by clicking, the curtain keeps hands private between two humans, and no table
text is too small on a 1024x600 window. With the Zombie Invasion: a game of bots ends and the results
say how; a zombie's area shows the badge, the word and the silhouette with its parts; the purple deck
appears only with the option; a blast raises a zombie on screen and in the log."""
from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from rules import cheeky_monkeys as game
from rules.core import Action, Event
from saves import GameRecord, SeatSpec
from tabletop.art.monkeys import MONKEYS
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import cheeky_monkeys as table_module
from tabletop.tables.cheeky_monkeys import FINISH_BUTTON
from tests.uitools import click, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent
ANA, BEN = SeatSpec("Ana"), SeatSpec("Ben")
BOTS = [SeatSpec(name, "bot", "easy") for name in ("Coco", "Mango", "Papaya", "Kiwi", "Guava", "Lychee")]
ZOMBIES = {"zombies": True}
PARTS = list(game.LEGENDARY_PARTS)
WINDOW_FRAMES = 3 * 60 + 12
"""A response window with a human in the game runs 3 s at 60 frames a second (plus the tie window)."""


def open_table(tmp_path: Path, seats: list[SeatSpec], size: str = "1920x1080", seed: int = 3,
               settings: Settings | None = None, settle: int = 3,
               options: dict[str, Any] | None = None):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, "--size", size, settings=settings)
    record = GameRecord("cheeky_monkeys", options or {}, seats, seed=seed)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, settle)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return app, table


def take(pile: list[str], kind: str) -> str:
    code = next(code for code in pile if game.kind_of(code) == kind)
    pile.remove(code)
    return code


def set_hand(state: dict[str, Any], seat: int, kinds: list[str]) -> list[str]:
    """Deal these action cards to ``seat`` instead of its hand; its old cards go back into the deck."""
    deck = state["decks"]["actions"]
    deck += state["hands"][seat]
    state["hands"][seat] = [take(deck, kind) for kind in kinds]
    return state["hands"][seat]


def set_play(state: dict[str, Any], seat: int, kinds: list[str]) -> list[str]:
    """These cards in play for ``seat`` (monkeys, or zombie cards from the purple deck)."""
    for code in state["in_play"][seat]:
        state["decks"][table_module.CheekyMonkeysTable._deck_of(code)].append(code)
    state["in_play"][seat] = [take(state["decks"][table_module.CheekyMonkeysTable._deck_of(kind)], kind)
                              for kind in kinds]
    return state["in_play"][seat]


def make_zombie(state: dict[str, Any], seat: int, kinds: list[str]) -> None:
    """``seat`` is a zombie with these cards in play and an empty hand."""
    state["status"][seat] = "zombie"
    state["discards"]["actions"] += state["hands"][seat]
    state["hands"][seat] = []
    set_play(state, seat, kinds)


def tempted_to_give(table: TableScene, monkeys: list[str]) -> list[str]:
    """Coco's Greedy Tempter has Ana (holding ``monkeys`` in play) give one of them: the codes laid out."""
    state = table.session.state
    codes = set_play(state, 0, monkeys)
    tempter = set_play(state, 1, ["greedy-tempter"])[0]
    state["stack"] = [{"id": 1, "kind": "effect", "card": tempter, "seat": 1, "args": [], "answered": True,
                       "todo": []}]
    state.update(turn=1, step="training", next_entry=2, choice={"seat": 0, "kind": "give", "entry": 1})
    table.refresh()
    frames(table.app, 3)
    return codes


def actions(table: TableScene) -> list[str]:
    return list(table.session.record.actions)


def hand_piece(table: TableScene, kind: str) -> pygame.Rect:
    keys = [key for key in table.adapter.pieces if key.startswith(f"hand-{kind}.")]
    assert keys, (kind, sorted(table.adapter.pieces))
    return table.adapter.pieces[keys[0]].rect


def group_piece(table: TableScene, seat: int, kind: str) -> pygame.Rect:
    return table.adapter.pieces[f"group-{seat}-{kind}"].rect


def private_faces(table: TableScene) -> list[str]:
    """Piece keys showing a face that is hidden from the seat at the screen (every seat, under the curtain)."""
    hidden = game.secrets_hidden_from(table.session.state, table.viewer)
    hidden_names = {table_module.card_name(game.kind_of(code)) for code in hidden}
    shown = []
    for piece_key, piece in table.adapter.pieces.items():
        code = piece_key.split("-", 1)[1] if piece_key.startswith("hand-") else None
        if code in hidden and piece.label in hidden_names:
            shown.append(piece_key)
    return shown


def ana_plans(table: TableScene, hand: list[str], others: dict[int, list[str]] | None = None) -> list[str]:
    """Ana's planning step with this hand; others' monkeys in play as given."""
    state = table.session.state
    codes = set_hand(state, 0, hand)
    for seat, kinds in (others or {}).items():
        set_play(state, seat, kinds)
    table.refresh()
    return codes


# --- a whole game ------------------------------------------------------------------------------------

def test_six_bots_play_a_whole_game_to_the_results(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, BOTS, size="1024x600", seed=11)
    for _ in range(400):
        frames(app, 50)
        if table.session.outcome() is not None:
            break
    outcome = table.session.outcome()
    assert outcome is not None, table.view["rounds"]
    lines = table.adapter.results_lines()
    assert lines[0].startswith(f"{table.name(table.view['winner'])} wins after")
    assert sum("blasted in round" in line for line in lines) == 5, lines
    frames(app, 120)
    assert type(app.top).__name__ == "ResultsScene"
    app.finish()


# --- the human's own round -------------------------------------------------------------------------------

def test_a_card_with_a_target_is_played_by_mouse(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["fire-bucket", "pickpocket", "grounding"],
              {1: ["enthusiastic-pyromaniac", "bamboo-juggler"], 2: ["enthusiastic-pyromaniac"]})
    assert table.adapter.playable_kinds() == {"fire-bucket", "pickpocket"}, "Grounding: no shock to answer"
    click(app, hand_piece(table, "grounding").center)
    assert actions(table) == [] and table.adapter.pending is None
    click(app, hand_piece(table, "fire-bucket").center)
    lit = {value for _, value, _ in table.adapter.options()}
    pyromaniacs = {table.session.state["in_play"][1][0], table.session.state["in_play"][2][0]}
    assert lit == pyromaniacs, "every Pyromaniac in play, nothing else"
    click(app, group_piece(table, 1, "bamboo-juggler").center)
    assert actions(table) == [], "a Juggler is no target for the Fire Bucket"
    click(app, hand_piece(table, "fire-bucket").center)
    click(app, group_piece(table, 1, "enthusiastic-pyromaniac").center)
    assert actions(table) == [f"0 play fire-bucket {table.session.state['in_play'][1][0]}"]
    app.finish()


def test_a_trainer_is_the_target_of_a_pickpocket_clicked_on_their_area(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]])
    ana_plans(table, ["pickpocket"])
    click(app, hand_piece(table, "pickpocket").center)
    assert {value for _, value, _ in table.adapter.options()} == {1, 2, 3}
    click(app, table.adapter.area_rect(2).center)
    assert actions(table) == ["0 play pickpocket 2"]
    app.finish()


def test_proceed_by_button_and_end_the_round_by_key(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["pickpocket"])
    click(app, FINISH_BUTTON.center)
    assert actions(table) == ["0 proceed"]
    for _ in range(12):
        if table.view["step"] == "training" and table.view["phase"] == "training":
            break
        frames(app, WINDOW_FRAMES)
    assert table.view["phase"] == "training", table.view["phase"]
    played = len(actions(table))
    key(app, pygame.K_RETURN)
    assert actions(table)[played] == "0 end"
    app.finish()


# --- response windows -----------------------------------------------------------------------------------

def test_a_window_counts_down_the_same_whatever_the_hands_then_passes_for_everyone(tmp_path: Path) -> None:
    """Two people play and nobody holds a Quick card: the window still runs its full time (a short
    one would tell Ana that Ben has nothing), then the table passes for all."""
    app, table = open_table(tmp_path, [ANA, BEN, *BOTS[:2]])
    for seat in (0, 1, 2, 3):
        set_hand(table.session.state, seat, ["sanitary-check", "pickpocket"])
    table.refresh()
    table.submit(Action(0, "proceed"))
    frames(app, 3)
    assert table.view["phase"] == "window"
    played = len(actions(table))
    frames(app, 2)
    adapter = table.adapter
    assert adapter.racing and adapter.window_id == played and adapter.judge.is_open
    frames(app, 2 * 60)
    assert len(actions(table)) == played, "nobody passes before the time is up"
    assert 0 < adapter.window_left_ms < 1100
    frames(app, 60 + 10)
    assert actions(table)[played:played + 4] == ["0 pass", "1 pass", "2 pass", "3 pass"]
    app.finish()


def test_alone_against_bots_a_window_waits_only_when_the_player_could_answer(tmp_path: Path) -> None:
    """Nobody else is at the screen to read the pause: a window Ana cannot answer does not wait."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]])
    for bot in (1, 2, 3):
        set_hand(table.session.state, bot, ["sanitary-check", "pickpocket"])
    ana_plans(table, ["pickpocket", "back-to-the-jungle"], {1: ["bamboo-juggler"]})
    click(app, hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center)
    played = len(actions(table))
    frames(app, 20)
    assert actions(table)[played:played + 4] == ["0 pass", "1 pass", "2 pass", "3 pass"], "no countdown"
    ana_plans(table, ["back-to-the-jungle", "no-way"])
    frames(app, 3)
    click(app, hand_piece(table, "back-to-the-jungle").center)
    click(app, group_piece(table, 1, "bamboo-juggler").center)
    played = len(actions(table))
    frames(app, 2 * 60)
    assert len(actions(table)) == played and table.adapter.racing, "Ana's No Way could answer: it waits"
    app.finish()


def test_a_window_with_only_bots_in_the_game_waits_for_nobody(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, BOTS[:3], settle=0)
    for _ in range(60):
        frames(app, 1)
        if table.view["phase"] == "window":
            break
    assert table.view["phase"] == "window"
    played = len(actions(table))
    frames(app, 12)
    assert len(actions(table)) > played + 2, "three bots answered within a few frames"
    app.finish()


def test_a_human_buzzes_with_their_key_and_plays_a_quick_action(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["pickpocket", "fire-bucket"], {1: ["enthusiastic-pyromaniac"]})
    click(app, hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center)
    frames(app, 30)
    assert table.adapter.answering is None
    key(app, pygame.K_LSHIFT, settle=4)
    assert table.adapter.answering == 0, "Ana's buzzer won the race"
    left = table.adapter.window_left_ms
    frames(app, 120)
    assert table.adapter.window_left_ms == left, "the countdown waits while Ana picks"
    assert table.adapter.playable_kinds() == {"fire-bucket"}, "only a Quick card, in a window"
    click(app, hand_piece(table, "fire-bucket").center)
    pyromaniac = table.session.state["in_play"][1][0]
    click(app, group_piece(table, 1, "enthusiastic-pyromaniac").center)
    assert actions(table)[-1] == f"0 play fire-bucket {pyromaniac}"
    assert table.view["stack"][-1]["card"].startswith("fire-bucket") and table.view["phase"] == "window"
    app.finish()


def test_cancel_goes_back_to_the_window_and_its_countdown(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    ana_plans(table, ["pickpocket", "closed-for-holiday"])
    click(app, hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center)
    frames(app, 10)
    key(app, pygame.K_LSHIFT, settle=4)
    assert table.adapter.answering == 0
    key(app, pygame.K_ESCAPE)
    assert table.adapter.answering is None and table.adapter.judge.is_open
    played = len(actions(table))
    frames(app, WINDOW_FRAMES)
    assert actions(table)[played:played + 3] == ["0 pass", "1 pass", "2 pass"]
    app.finish()


def test_a_bot_answers_through_the_judge_after_its_reaction_time(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:1]])
    ana_plans(table, ["pickpocket", "closed-for-holiday"])
    set_hand(table.session.state, 1, ["no-way"])
    table.refresh()
    table.session.bots[1].choose = lambda view, legal, rng: legal[-1]  # type: ignore[method-assign]
    click(app, hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(1).center)
    played = len(actions(table))
    frames(app, 20)
    assert len(actions(table)) == played and 1 in table.adapter.bot_claims, "the bot waits for its reaction time"
    frames(app, 120)
    assert actions(table)[played] == "1 play no-way"
    app.finish()


# --- choices --------------------------------------------------------------------------------------------

def test_a_greedy_tempter_victim_gives_a_monkey_by_clicking(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:1]])
    juggler, sniper = tempted_to_give(table, ["bamboo-juggler", "watergun-sniper"])
    assert "Ana: click a monkey to give to Coco (or Tab/Enter)" == table.adapter.status()
    assert {value for _, value, _ in table.adapter.options()} == {juggler, sniper}
    click(app, group_piece(table, 0, "watergun-sniper").center)
    assert actions(table)[0] == f"0 give {sniper}"
    assert sniper in table.session.state["in_play"][1]
    app.finish()


def test_a_freak_destroyer_gives_a_hand_card_then_a_monkey_each_by_two_clicks(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    state = table.session.state
    destroyer, juggler = set_play(state, 0, ["freak-destroyer", "bamboo-juggler"])
    set_hand(state, 0, ["no-way"])
    state["stack"] = [{"id": 1, "kind": "effect", "card": destroyer, "seat": 0, "args": [], "answered": True,
                       "stage": "hand"}]
    state.update(step="training", next_entry=2, choice={"seat": 0, "kind": "hand", "entry": 1})
    table.refresh()
    frames(app, 3)
    assert table.adapter.status() == "Ana: click a hand card, then who gets it (or Tab/Enter)"
    click(app, table.adapter.area_rect(1).center)
    assert actions(table) == [], "first a card from the hand"
    click(app, hand_piece(table, "no-way").center)
    assert {value for _, value, _ in table.adapter.options()} == {1, 2}
    click(app, table.adapter.area_rect(2).center)
    assert actions(table) == ["0 hand 0 2"]
    assert table.view["choice"]["kind"] == "send"
    assert {value for _, value, _ in table.adapter.options()} == {juggler}, "never the Destroyer itself"
    click(app, group_piece(table, 0, "bamboo-juggler").center)
    click(app, table.adapter.area_rect(1).center)
    assert actions(table)[1] == f"0 send {juggler} 1"
    app.finish()


# --- secrets and size -----------------------------------------------------------------------------------

def test_the_curtain_keeps_each_hand_private_between_two_humans(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BEN, BOTS[0]])
    assert isinstance(app.top, CurtainScene) and table.viewer is None
    assert not private_faces(table)
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and not isinstance(app.top, CurtainScene)
    ana_plans(table, ["pickpocket", "no-way"])
    set_hand(table.session.state, 1, ["fire-bucket", "grounding", "no-way"])
    table.refresh()
    assert table.adapter.pieces[[k for k in table.adapter.pieces if k.startswith("hand-pickpocket")][0]].label \
        == "Pickpocket", "Ana sees her hand in her round"
    click(app, hand_piece(table, "pickpocket").center)
    click(app, table.adapter.area_rect(2).center)
    frames(app, 3)
    assert table.view["phase"] == "window" and table.viewer == 0
    assert all(piece.label == "face-down card" for k, piece in table.adapter.pieces.items() if k.startswith("hand-")), \
        "everyone watches the countdown: Ana's hand is face down"
    key(app, pygame.K_SPACE, settle=4)  # Ben's buzzer
    assert table.adapter.answering == 1
    assert isinstance(app.top, CurtainScene) and table.viewer is None and not private_faces(table)
    key(app, pygame.K_RETURN)
    assert table.viewer == 1 and table.adapter.hand_face_up()
    assert {piece.label for k, piece in table.adapter.pieces.items() if k.startswith("hand-")} == {
        "Fire Bucket", "Grounding", "No Way"}
    assert not private_faces(table)
    key(app, pygame.K_ESCAPE)
    assert table.adapter.answering is None and not table.adapter.hand_face_up(), "Ben's hand goes face down"
    key(app, pygame.K_LSHIFT, settle=4)  # Ana buzzes while Ben is at the screen
    assert table.adapter.answering == 0 and isinstance(app.top, CurtainScene) and not private_faces(table)
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and table.adapter.hand_face_up()
    click(app, hand_piece(table, "no-way").center)
    assert actions(table)[-1] == "0 play no-way"
    assert table.view["phase"] == "window" and not table.adapter.hand_face_up(), "the next window: face down"
    assert all(piece.label == "face-down card" for k, piece in table.adapter.pieces.items() if k.startswith("hand-"))
    app.finish()


@pytest.mark.parametrize("phase", ["window", "planning", "zombies"])
def test_at_1024x600_no_table_text_is_below_12_pixels_on_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                phase: str) -> None:
    """In a window, in planning, and with two zombies (one of them the seat at the screen)."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:5]], size="1024x600", options={"zombies": phase == "zombies"})
    if phase == "zombies":
        make_zombie(table.session.state, 0, [PARTS[0], "static-zombie"])
        make_zombie(table.session.state, 3, [*PARTS[:4], "enthusiastic-pyromaniac", "bamboo-juggler"])
        phase = "planning"
    ana_plans(table, ["pickpocket", "fire-bucket", "grounding"],
              {1: ["enthusiastic-pyromaniac", "bamboo-juggler"], 2: ["watergun-sniper", "deadly-headscratcher"]})
    if phase == "window":
        click(app, hand_piece(table, "pickpocket").center)
        click(app, table.adapter.area_rect(3).center)
    frames(app, 3)
    assert table.view["phase"] == phase
    sizes: list[int] = []

    def recording(real):  # type: ignore[no-untyped-def]
        def font_at(size: int, *args: object) -> pygame.font.Font:
            sizes.append(size)
            return real(size, *args)
        return font_at

    from tabletop.art import text
    monkeypatch.setattr(text, "font", recording(text.font))
    monkeypatch.setattr(table_module, "font", recording(table_module.font))
    adapter = table.adapter
    adapter.draw_board(app.logical)
    adapter.draw_hud(app.logical)
    assert len(sizes) > 20
    assert min(sizes) * app.viewport.scale >= 12, sorted(set(sizes))
    app.finish()


def test_the_demo_screenshot_command_runs(tmp_path: Path) -> None:
    shot = tmp_path / "m.png"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "cheeky_monkeys", "--demo",
                             "--frames", "900", "--screenshot", str(shot), "--save-dir", str(tmp_path)],
                            cwd=ROOT, capture_output=True, text=True, timeout=180,
                            env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr[-2000:]
    assert shot.exists()


# --- the Zombie Invasion ----------------------------------------------------------------------------------

def drawn_texts(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every line the table writes on its board and over the pieces, with where it went."""
    texts: list[tuple[str, pygame.Rect]] = []

    def recording(real):  # type: ignore[no-untyped-def]
        def draw(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real(surface, text, *args, **kwargs)
            texts.append((text, rect))
            return rect
        return draw

    monkeypatch.setattr(table_module, "draw_text", recording(table_module.draw_text))
    monkeypatch.setattr(table_module, "draw_outlined", recording(table_module.draw_outlined))
    surface = table.app.logical
    table.adapter.draw_board(surface)
    table.adapter.draw_hud(surface)
    return texts


def texts_in(texts: list[tuple[str, pygame.Rect]], area: pygame.Rect) -> list[str]:
    return [text for text, rect in texts if area.contains(rect)]


def test_a_zombie_game_of_bots_ends_and_the_results_say_how(tmp_path: Path) -> None:
    seats = [SeatSpec(name, "bot", level) for name, level in
             zip(("Coco", "Mango", "Papaya", "Kiwi", "Guava"), ("easy", "easy", "normal", "normal", "hard"))]
    app, table = open_table(tmp_path, seats, size="1024x600", seed=5, options=ZOMBIES)
    for _ in range(400):
        frames(app, 50)
        if table.session.outcome() is not None:
            break
    assert table.session.outcome() is not None, table.view["rounds"]
    view = table.view
    zombies = [seat for seat, status in enumerate(view["status"]) if status == "zombie"]
    assert zombies, "nobody blasted: no zombie game"
    lines = table.adapter.results_lines()
    assert lines[0] == f"{table.name(view['winner'])} wins after {view['rounds']} rounds: " \
                       f"{table_module.WON_BY[view['won_by']]}", lines
    assert sum(line.endswith("rose as a zombie") for line in lines) == len(zombies), "once each: " + str(lines)
    frames(app, 120)
    assert type(app.top).__name__ == "ResultsScene"
    assert table_module.WON_BY[view["won_by"]] in " ".join(app.top.details)
    app.finish()


def test_the_results_tell_a_zombie_blasting_again_from_one_rising(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, BOTS[:3], options=ZOMBIES)
    state = table.session.state
    make_zombie(state, 0, [])
    make_zombie(state, 1, [])
    state.update(winner=2, won_by="last-alive", rounds=9)

    def blast(seat: int, how: str) -> list[Event]:
        return [Event("blasted", {"seat": seat, "how": how, "zombie": True})]

    story = [(Action(0, "end"), blast(0, "end-of-round")), (Action(1, "end"), [Event("round", {"seat": 1})]),
             (Action(1, "pass"), blast(1, "now")), (Action(1, "pass"), [Event("round", {"seat": 2})]),
             (Action(2, "pass"), blast(0, "now"))]
    table.session.history = lambda last: iter(story)  # type: ignore[method-assign]
    table.refresh()
    assert table.adapter.results_lines() == [
        "Papaya wins after 9 rounds: the last trainer alive, every other one a zombie",
        "Coco blasted in round 1 (lit fuse at the end of the round) and rose as a zombie",
        "Mango blasted in round 2 (electric shock) and rose as a zombie",
        "Coco blasted again in round 3 (electric shock): still a zombie"]
    assert table.adapter.status() == "Papaya is the last trainer alive: every other one is a zombie."
    app.finish()


def test_a_zombies_area_shows_the_badge_the_word_and_the_legendary_parts(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Two zombies, one three parts from winning (2 of 5), one a part from it (4 of 5, flagged); the
    live trainers' areas say nothing of zombies, even the one holding a part."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:4]], options=ZOMBIES)
    state = table.session.state
    make_zombie(state, 2, [PARTS[0], PARTS[2], "rotting-juggler"])
    make_zombie(state, 3, [*PARTS[:4], "static-zombie", "enthusiastic-pyromaniac"])
    set_play(state, 1, [PARTS[4], "bamboo-juggler"])
    table.refresh()
    frames(app, 3)
    silhouettes: list[frozenset[str]] = []
    real_silhouette = table_module.legendary_silhouette
    monkeypatch.setattr(table_module, "legendary_silhouette",
                        lambda parts, size: silhouettes.append(parts) or real_silhouette(parts, size))
    badges: list[tuple[int, int]] = []
    real_badge = table_module.zombie_badge
    monkeypatch.setattr(table_module, "zombie_badge", lambda size: badges.append(size) or real_badge(size))
    texts = drawn_texts(table, monkeypatch)
    adapter = table.adapter
    two, four = texts_in(texts, adapter.area_rect(2)), texts_in(texts, adapter.area_rect(3))
    assert "ZOMBIE" in two and "2 of 5 parts" in two and "1 to go!" not in two, two
    assert "ZOMBIE" in four and "4 of 5 parts" in four and "1 to go!" in four, four
    for live in (0, 1, 4):
        words = " ".join(texts_in(texts, adapter.area_rect(live)))
        assert "ZOMBIE" not in words and "parts" not in words, (live, words)
    assert sorted(map(len, silhouettes)) == [2, 4] and frozenset({PARTS[0], PARTS[2]}) in silhouettes
    assert len(badges) == 2, "one zombie badge on each zombie's area"
    for seat in (2, 3):
        column = adapter.silhouette_column(seat)
        assert adapter.area_rect(seat).contains(column)
        for kind, _ in adapter.groups(seat):
            assert not adapter.pieces[f"group-{seat}-{kind}"].rect.colliderect(column), (seat, kind)
    app.finish()


def test_six_kinds_in_another_zombies_area_stack_without_overlapping_and_stay_readable(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], options=ZOMBIES)
    make_zombie(table.session.state, 1, [*PARTS[:4], "static-zombie", "enthusiastic-pyromaniac"])
    table.refresh()
    frames(app, 3)
    adapter = table.adapter
    kinds = [kind for kind, _ in adapter.groups(1)]
    assert len(kinds) == 6
    rects = [adapter.pieces[adapter.group_key(1, kind)].rect for kind in kinds]
    overlaps = [(a, b) for index, a in enumerate(rects) for b in rects[index + 1:] if a.colliderect(b)]
    assert not overlaps, overlaps
    assert all(adapter.groups_box(1).contains(rect) for rect in rects), (adapter.groups_box(1), rects)
    assert adapter.group_tiles(1, kinds)[1] >= table_module.MIN_TEXT
    app.finish()


@pytest.mark.parametrize("zombies", [False, True])
def test_the_known_top_of_the_monkey_deck_is_named_at_min_text_clear_of_the_other_piles(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, zombies: bool) -> None:
    """Its face on the small pile card prints the name far below MIN_TEXT."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:3]], size="1024x600", options={"zombies": zombies})
    state = table.session.state
    deck = state["decks"]["monkeys"]
    top = take(deck, "freak-destroyer")
    deck.append(top)
    state["known_tops"]["monkeys"] = top
    table.refresh()
    frames(app, 30)
    adapter = table.adapter
    shown = adapter.pile_bands().get("deck-monkeys")
    assert shown is not None and shown[0] == "Destroyer"
    band = shown[1]
    sizes: list[int] = []
    real_draw_text = table_module.draw_text

    def recording(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        if text == "Destroyer":
            sizes.append(size)
        return real_draw_text(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(table_module, "draw_text", recording)
    adapter.draw_hud(app.logical)
    assert sizes == [table_module.MIN_TEXT]
    others = [piece.rect for key, piece in adapter.pieces.items() if key.startswith(("deck-", "discard-"))
              and key != "deck-monkeys"]
    others.append(pygame.Rect(adapter.pile_spot("monkeys", discard=True), (0, 0)).inflate(table_module.PILE_CARD))
    others += [adapter.area_rect(seat) for seat in range(1, 4)]
    assert not [rect for rect in others if rect.colliderect(band)], (band, others)
    state["known_tops"]["monkeys"] = None
    table.refresh()
    assert "deck-monkeys" not in adapter.pile_bands()
    app.finish()


def test_the_seat_at_the_screen_as_a_zombie_keeps_its_cards_clear_of_its_silhouette(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], options=ZOMBIES)
    make_zombie(table.session.state, 0, [*PARTS[:3], "rotting-juggler", "static-zombie", "brain-eater"])
    table.refresh()
    frames(app, 3)
    texts = drawn_texts(table, monkeypatch)
    column = table.adapter.silhouette_column(0)
    assert {"ZOMBIE", "3 of 5 parts"} <= set(texts_in(texts, column))
    for kind, _ in table.adapter.groups(0):
        assert not table.adapter.pieces[f"group-0-{kind}"].rect.colliderect(column), kind
    assert not any(column.colliderect(rect) for text, rect in texts if not column.contains(rect)), \
        "the status line and the hint stay left of the silhouette"
    app.finish()


@pytest.mark.parametrize("zombies", [False, True])
def test_the_purple_deck_and_its_pile_are_on_the_table_only_with_the_option(tmp_path: Path, zombies: bool) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], options={"zombies": zombies})
    state = table.session.state
    if zombies:
        state["discards"]["zombies"].append(take(state["decks"]["zombies"], "brain-eater"))
    state["discards"]["monkeys"].append(take(state["decks"]["monkeys"], "crazy-shaman"))
    state["discards"]["actions"].append(take(state["decks"]["actions"], "no-way"))
    table.refresh()
    frames(app, 3)
    pieces = table.adapter.pieces
    piles = [key for key in pieces if key.startswith(("deck-", "discard-"))]
    expected = {"deck-monkeys", "discard-monkeys", "deck-actions", "discard-actions"}
    assert set(piles) == expected | ({"deck-zombies", "discard-zombies"} if zombies else set())
    rects = [pieces[key].rect for key in piles]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "piles side by side"
    middle = pygame.Rect(table_module.STEP_BAR.x, 400, table_module.STEP_BAR.w, 180)
    assert all(middle.contains(rect) for rect in rects), rects
    if zombies:
        assert pieces["discard-zombies"].label == "Brain Eater"
    app.finish()


def test_a_zombies_card_comes_from_the_purple_deck(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A zombie proceeds: the arriving card sets off from the Zombie deck and the bar says Zombie."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], options=ZOMBIES, settings=Settings(bot_delay_ms=0))
    make_zombie(table.session.state, 0, [])
    ana_plans(table, ["pickpocket"])
    deck = table.adapter.pieces["deck-zombies"].center
    click(app, FINISH_BUTTON.center, settle=1)
    assert actions(table) == ["0 proceed"]
    entry = table.view["stack"][-1]
    assert game.kind_of(entry["card"]) in game.ZOMBIE_COUNTS
    piece = table.adapter.pieces[f"entry-{entry['id']}"]
    assert piece.tween is not None and piece.tween.start == deck, "flies from the purple deck"
    texts = [text for text, _ in drawn_texts(table, monkeypatch)]
    assert "Zombie" in texts and "Monkey" not in texts, "the step bar names the purple draw"
    app.finish()


def test_a_blast_raises_a_zombie_on_the_table_and_in_the_log(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], options=ZOMBIES,
                            settings=Settings(bot_delay_ms=0, speed="normal"))
    state = table.session.state
    set_play(state, 0, ["enthusiastic-pyromaniac", "bamboo-juggler"])
    set_hand(state, 0, ["pickpocket"])
    state["step"] = "training"
    table.refresh()
    frames(app, 3)
    key(app, pygame.K_RETURN)
    assert actions(table) == ["0 end"] and table.view["status"][0] == "zombie"
    assert 0 in table.adapter.blasts
    texts = [text for text, _ in drawn_texts(table, monkeypatch)]
    assert "Ana rises as a zombie" in texts and "BLAST!" in texts
    assert table.adapter.marks["area-0"][1] > table.adapter.blasts[0], "the explosion first, then the word"
    assert table.adapter.news[1] == "Ana blasts and rises as a zombie (a lit fuse at the end of the round)"
    frames(app, 60 * 3)
    assert 0 not in table.adapter.blasts and table.adapter.marks["area-0"][0] == "Now a zombie"
    texts = [text for text, _ in drawn_texts(table, monkeypatch)]
    assert "ZOMBIE" in texts and "0 of 5 parts" in texts
    app.finish()


def test_a_queue_entry_of_three_lines_stays_inside_its_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Greedy Tempter's "takes 1 monkey each from Mango, Papaya, Kiwi" ran over its row's frame."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:4]], size="1024x600")
    state = table.session.state
    tempter = set_play(state, 0, ["greedy-tempter"])[0]
    state["stack"] = [{"id": 1, "kind": "effect", "card": tempter, "seat": 0, "args": [], "answered": True,
                       "todo": [1, 2, 3, 4]}]
    table.refresh()
    texts = drawn_texts(table, monkeypatch)
    row = table.adapter.queue_row(0)
    in_row = [(text, rect) for text, rect in texts if rect.colliderect(row)]
    assert len(in_row) == 3 and "Greedy Tempter" in in_row[0][0], in_row
    for text, rect in in_row:
        assert row.inflate(-2, -2).contains(rect), f"{text!r} runs over the queue row's frame"
    app.finish()


def test_a_word_on_the_players_own_area_stays_off_their_hand(tmp_path: Path) -> None:
    """"Sparks!" on the seat at the screen was written over the name of the first card in the hand."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]], size="1024x600")
    ana_plans(table, ["fire-bucket", "common-misfortune", "closed-for-holiday", "pass-the-monkey"])
    frames(app, 3)
    adapter = table.adapter
    for word in ("Sparks!", "Grounded +1", "Now a zombie"):
        adapter.marks = {"area-0": (word, app.now_ms + 10_000)}
        label = adapter.mark_box("area-0", word)
        assert label is not None and adapter.area_rect(0).contains(label)
        hand = [piece.rect for key, piece in adapter.pieces.items() if key.startswith("hand-")]
        assert len(hand) == 4 and not any(label.colliderect(card) for card in hand), f"{word!r} covers the hand"
    app.finish()



def test_a_loaded_game_tells_its_last_move_not_who_began(tmp_path: Path) -> None:
    """A game resumed in round 5 said "Ana begins." over the decks."""
    app, table = open_table(tmp_path, [ANA, *BOTS[:2]])
    assert table.adapter.headline() == (None, "Ana begins.")
    key(app, pygame.K_RETURN, settle=30)
    record = table.session.record
    assert record.actions
    app.finish()
    app = make_app(tmp_path)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, 3)
    loaded = app.stack[0]
    assert isinstance(loaded, TableScene)
    seat, text = loaded.adapter.headline()
    assert text != "Ana begins." and (seat, text) == loaded.log.lines_for(loaded.viewer)[0]
    app.finish()



def test_every_buzzer_button_shows_its_key_whatever_the_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "Maximiliana …" lost the key it buzzes with to its long name."""
    app, table = open_table(tmp_path, [ANA, SeatSpec("Maximiliana Ros"), BOTS[0]], size="1024x600")
    table.submit(Action(0, "proceed"))
    frames(app, 5)
    buttons = table.adapter.claim_buttons()
    assert len(buttons) == 2, "no response window with both humans' buzzers"
    texts = drawn_texts(table, monkeypatch)
    for seat, rect in buttons:
        words = next(text for text, where in texts if rect.collidepoint(where.center))
        assert words.endswith(app.keymaps.label(seat, "buzz")), words
    app.finish()


def test_a_buzzer_too_narrow_for_a_name_keeps_the_key() -> None:
    from tabletop.art.text import font
    pygame.font.init()
    width = (table_module.CENTRE_PANEL.w - 40) // 6 - 10 - 40
    assert table_module.buzzer_label("Ana", "Num Enter", width) == "Num Enter"
    label = table_module.buzzer_label("Maximiliana Ros", "Space", 180)
    assert label.endswith("…: Space") and font(table_module.MIN_TEXT, True).size(label)[0] <= 180


# --- readable at 1024x600 ------------------------------------------------------------------------------

def tile_name_sizes(piece: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The letter sizes a group's tile is drawn with, drawn afresh."""
    from tabletop.art import clear_art_caches, monkeys
    sizes: list[int] = []
    real = monkeys.font

    def font_at(size: int, *args: object) -> Any:
        sizes.append(size)
        return real(size, *args)

    clear_art_caches()
    monkeypatch.setattr(monkeys, "font", font_at)
    piece.face()
    monkeypatch.setattr(monkeys, "font", real)
    return sizes


@pytest.mark.parametrize("players, zombies", [(2, False), (4, False), (6, True)])
def test_every_groups_name_is_readable_at_1024x600_and_stays_in_its_area(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, zombies: bool) -> None:
    """Crowded areas: seven kinds (one of them three times), a zombie with six beside its silhouette,
    the seat at the screen with five (or, as a zombie, three): every tile's name at the table's
    smallest size (12.8 px on screen), every tile and count inside its trainer's area and clear of a
    silhouette, a living trainer's tiles side by side. The layout is the same at every window size:
    1024x600 is the smallest."""
    monkeys = list(MONKEYS)
    app, table = open_table(tmp_path, [ANA, *BOTS[:players - 1]], size="1024x600",
                            options=ZOMBIES if zombies else None)
    state = table.session.state
    set_play(state, 0, monkeys[:5])
    set_play(state, 1, [*monkeys, "freak-destroyer", "freak-destroyer"])
    if zombies:
        make_zombie(state, 0, [PARTS[0], "static-zombie", "brain-eater"])
        make_zombie(state, 3, [*PARTS[:4], "enthusiastic-pyromaniac", "enthusiastic-pyromaniac", "bamboo-juggler"])
        set_play(state, 2, monkeys[2:5])
    table.refresh()
    frames(app, 40)
    adapter = table.adapter
    for seat in range(players):
        area = adapter.area_rect(seat)
        tiles = [adapter.pieces[f"group-{seat}-{kind}"].rect for kind, _ in adapter.groups(seat)]
        if not adapter.is_zombie(seat):
            assert not any(first.colliderect(second) for first, second in itertools.combinations(tiles, 2)), \
                f"all seven kinds of monkey side by side: {seat}"
        for kind, codes in adapter.groups(seat):
            piece = adapter.pieces[f"group-{seat}-{kind}"]
            assert area.contains(piece.rect), (seat, kind, piece.rect, area)
            if adapter.is_zombie(seat):
                assert not piece.rect.colliderect(adapter.silhouette_column(seat)), (seat, kind)
            if len(codes) > 1:
                assert area.contains(adapter.count_box(piece, f"×{len(codes)}")), (seat, kind)
            sizes = tile_name_sizes(piece, monkeypatch)
            assert sizes and min(sizes) >= table_module.MIN_TEXT, (seat, kind, sizes)
            assert min(sizes) * app.viewport.scale >= 12.5
    app.finish()


def test_the_results_say_what_placed_each_trainer_not_a_score_of_one_or_nought(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes import results
    app, table = open_table(tmp_path, BOTS[:4], options=ZOMBIES)
    state = table.session.state
    make_zombie(state, 0, [PARTS[0], PARTS[1]])
    state["status"][1] = state["status"][3] = "out"
    state.update(winner=2, won_by="last-standing", rounds=6)

    def blast(seat: int, how: str, zombie: bool) -> list[Event]:
        return [Event("blasted", {"seat": seat, "how": how, "zombie": zombie})]

    story = [(Action(3, "end"), blast(3, "end-of-round", False)), (Action(3, "end"), [Event("round", {"seat": 0})]),
             (Action(0, "pass"), blast(0, "now", True)), (Action(0, "pass"), [Event("round", {"seat": 1})]),
             (Action(1, "pass"), blast(1, "now", False))]
    table.session.history = lambda last: iter(story)  # type: ignore[method-assign]
    standings = ["zombie from round 2: 2 of 5 parts", "blasted 3rd, in round 3", "last one standing",
                 "blasted 1st, in round 1"]
    assert table.adapter.standings(table.session) == standings
    scene = results.ResultsScene(app, table.session, table.adapter.results_lines(), table.humanise)
    recorded = record_draw_text(monkeypatch, results)
    scene.draw(app.logical)
    drawn = [text for text, _ in recorded]
    assert set(standings) <= set(drawn), drawn
    assert not {"0", "1"} & set(drawn), "no score of 1 and 0 beside the names"
    app.finish()

"""What a new player met walking through Koi-Koi, Kokonotsu and CitronCoco at 1024x600: a log naming
a Kokonotsu card by a colour it does not wear and a yaku spelt unlike the table, a CitronCoco panel
saying a round "begins" in its sixth turn after Continue, "Seats 2 and 4" on the results, fanned
discards hiding the 0 of a 10, a banner naming the next move over a round's result, a Change-nut banner
saying "play" before the swap, a gold CitronCoco call where every dialog puts its default, a Witch
coin unexplained, a finished CitronCoco replay whose open cards stayed face down, and results whose
buttons first showed at the wrong size and whose Play again an Enter meant for a notice could press."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pygame_gui
import pytest

from rules import citroncoco, koikoi, kokonotsu
from rules.core import Action, Event
from saves import GameRecord, SeatSpec
from tabletop.art.kokonotsu import BIG_NUMBER_LEFT, COLOUR_NAMES, card_border, monkey_face
from tabletop.art.palette import HIGHLIGHT_LEGAL
from tabletop.art.playing_cards import card_name
from tabletop.movelog import describe_koikoi, describe_kokonotsu, kokonotsu_card
from tabletop.scenes import table as table_scene
from tabletop.scenes.replay import open_replay
from tabletop.scenes.results import KEYS_AFTER_MS, RESULT_BUTTON, ResultsScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables.base import Notice
from tabletop.tables.citroncoco import CALL_BUTTONS
from tabletop.tables.koikoi import yaku_title
from tabletop.tables.kokonotsu import AREAS
from tests.test_kokonotsu_table import open_table as open_kokonotsu
from tests.test_replay import finished_table
from tests.uitools import click, drag, frames, key, make_app

pytestmark = pytest.mark.ui
BOTS = [SeatSpec(name, "bot", "easy") for name in ("Mango", "Papaya", "Kiwi", "Lime")]


def test_the_kokonotsu_log_names_a_card_by_the_colour_printed_on_it() -> None:
    for seat in range(4):
        for card in kokonotsu.deck_of(seat):
            assert kokonotsu_card(card) == f"{COLOUR_NAMES[seat]}\u00a0{kokonotsu.card_value(card)}"
    card = kokonotsu.deck_of(0)[5]
    entries = describe_kokonotsu(Action(0, "play", (card,)), [Event("chosen", {"seat": 0, "step": "play"})],
                                 lambda seat: "Ana")
    assert entries[0].text_for(0) == f"Ana plays {COLOUR_NAMES[0]}\u00a0{kokonotsu.card_value(card)} face down"


def open_citroncoco(tmp_path: Path, record: GameRecord, bot_delay_ms: int = 0) -> TableScene:
    app = make_app(tmp_path, "--size", "1024x600", settings=Settings(bot_delay_ms=bot_delay_ms, speed="instant"))
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return table


def centre_words(table: TableScene) -> list[str]:
    """The texts the CitronCoco centre panel draws on the next frame."""
    drawn: list[str] = []
    fitted = table.adapter._fitted  # type: ignore[attr-defined]
    table.adapter._fitted = lambda surface, text, *rest, **anchor: (drawn.append(text),  # type: ignore[attr-defined]
                                                                    fitted(surface, text, *rest, **anchor))
    table.draw(table.app.window)
    table.adapter._fitted = fitted  # type: ignore[attr-defined]
    return drawn


def test_citroncoco_picked_up_mid_round_does_not_say_the_round_begins(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, BOTS, seed=5))
    for _ in range(300):
        frames(table.app, 5)
        if table.view["turns"] >= 4:
            break
    assert table.view["turns"] >= 4 and table.view["round"] == 1
    record = table.session.record
    table.app.finish()
    copy = GameRecord(record.game, record.options, record.seats, record.seed, list(record.actions))
    resumed = open_citroncoco(tmp_path / "again", copy, bot_delay_ms=10 ** 9)  # the position stays as loaded
    words = centre_words(resumed)
    assert not any("begins the round" in text for text in words), words
    assert f"It is {resumed.name(resumed.view['turn'])}'s turn." in words, words
    resumed.app.finish()


def test_a_new_citroncoco_round_does_not_show_the_last_rounds_news(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, BOTS, seed=5))
    for _ in range(2000):
        frames(table.app, 1)
        if table.notices:
            break
    assert table.notices and table.view["round"] == 2
    words = centre_words(table)
    assert not [word for word in words if "begins the round" in word or "Round 2" in word], words
    table.dismiss_notice()
    frames(table.app, 1)
    words = centre_words(table)
    assert f"{table.name(table.view['turn'])} begins the round." in words, words
    table.app.finish()


def test_the_results_say_the_winning_team_by_name(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, BOTS, seed=5))
    summary = "Seats 2 and 4 win: the other team reached 204 coconuts (against 150)."
    assert table.humanise(summary).startswith("Papaya and Lime win:")
    table.app.finish()


def corner_ink_right(card: str, size: tuple[int, int]) -> int:
    """The rightmost dark pixel of a monkey card's corner value (the top quarter, left of the big value)."""
    face = monkey_face(card, size)
    width, height = size
    inked = [x for y in range(card_border(width), height // 4) for x in range(int(width * BIG_NUMBER_LEFT))
             if sum(tuple(face.get_at((x, y)))[:3]) < 300]
    return max(inked)


@pytest.mark.parametrize("side", sorted(AREAS))
def test_a_fanned_kokonotsu_discard_shows_every_digit_of_a_10(side: str) -> None:
    """Up to every card but the two Ambush cards lies in a discard pile; the next card in the fan starts
    right of the corner value's last ink, and at the bottom so does its gold outline (6 pixels out from
    the card), lit when the player at the screen takes a card back."""
    pygame.init()
    area = AREAS[side]
    outline = 6 if side == "bottom" else 0
    most = len(kokonotsu.deck_of(0)) - 2
    right = corner_ink_right(kokonotsu.deck_of(0)[-1], area.discard_card)
    assert kokonotsu.card_value(kokonotsu.deck_of(0)[-1]) == 10
    for count in range(2, most + 1):
        spots = area.discard.positions(count)
        assert spots[1][0] - spots[0][0] - outline > right, (side, count, right)


def test_the_banner_does_not_name_the_next_move_over_a_notice_waiting_for_its_ok(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    record = GameRecord("koikoi", {"months": 3}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=2)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, 3)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    drawn: list[str] = []
    monkeypatch.setattr(table_scene, "draw_text", lambda surface, text, *rest, **anchor: drawn.append(text))
    status = table.adapter.status()
    table.draw(app.window)
    assert status in drawn, "the banner shows while nothing waits"
    drawn.clear()
    table.announce(Notice("Month 1: Coco wins", ["Coco scores 6 points."]))
    table.draw(app.window)
    assert "Month 1: Coco wins" in drawn and status not in drawn, drawn
    app.finish()


def test_the_kokonotsu_banner_says_to_swap_first_under_change_nut_and_to_play_two_under_discard_nut(
        tmp_path: Path) -> None:
    ana, bot = SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")
    app, table = open_kokonotsu(tmp_path / "change", [ana, bot])
    key(app, pygame.K_5)  # Change-nut
    assert table.adapter.status().endswith(": swap with Ambush, then play face down")
    card, ambush = table.view["hand"][0], table.view["ambush"][1]
    drag(app, table.adapter.pieces[card].center, table.adapter.pieces[ambush].center)
    assert table.adapter.status() == "Ana: play face down"
    app.finish()
    app, table = open_kokonotsu(tmp_path / "discard", [ana, bot], rounds_played=2)
    key(app, pygame.K_4)  # Discard-nut
    click(app, table.adapter._discard_zones(0)[0].rect.center)
    frames(app, 10)
    assert table.adapter.status() == "Ana: play two face down"
    app.finish()


def test_the_koikoi_log_spells_a_yaku_as_the_table_does() -> None:
    for yaku in koikoi.YAKU_POINTS:
        entries = describe_koikoi(Action(0, "play", ("1-bright",)),
                                  [Event("yaku", {"seat": 0, "yaku": [yaku], "points": 5})], lambda seat: "Ana")
        assert entries[-1].text == f"Ana makes {yaku_title(yaku).split(' (')[0]} (5 points)"


@pytest.mark.parametrize("phase", ["call", "answer"])
def test_the_citroncoco_button_that_stands_out_is_the_one_enter_presses(tmp_path: Path, phase: str) -> None:
    """Gold-filled is the default, as in the Game or Koi-Koi dialog: End turn and Decline, never a call."""
    seats = [SeatSpec("Ana"), *BOTS[:3]] if phase == "call" else [BOTS[0], SeatSpec("Ana"), *BOTS[1:3]]
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, seats, seed=5), bot_delay_ms=10 ** 9)
    if phase == "call":
        table.session.state.update(phase="call", turn=0)
    else:
        table.session.state.update(phase="answer", caller=0, calls=0, answering=1, turn=0)
    table.refresh()
    surface = pygame.Surface((1920, 1080))
    table.adapter._draw_calls(surface)  # type: ignore[attr-defined]
    fills = [tuple(surface.get_at((rect.x + 12, rect.centery)))[:3] for rect in CALL_BUTTONS]
    labels = [label for label, _ in table.adapter.call_choices()]  # type: ignore[attr-defined]
    assert "Enter" in labels[1] and fills[1] == (201, 138, 27) and fills[0] != (201, 138, 27), (labels, fills)
    table.app.finish()


def test_the_witch_says_what_the_coin_does(tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, [SeatSpec("Ana"), *BOTS[:3]], seed=5),
                            bot_delay_ms=10 ** 9)
    table.session.state.update(phase="power", turn=0, power={"card": "9H", "seat": 0})
    table.refresh()
    assert table.adapter.status() == "Ana: give the coin to a seat (it blocks their next power)"
    table.app.finish()


def finished_citroncoco() -> GameRecord:
    """A whole game played by random legal moves, straight through the rules."""
    record = GameRecord("citroncoco", {}, BOTS, seed=3)
    state = record.new_state()
    chooser = random.Random(3)
    while citroncoco.outcome(state) is None:
        action = chooser.choice(citroncoco.legal_actions(state, min(citroncoco.to_act(state))))
        citroncoco.apply(state, action)
        record.actions.append(citroncoco.action_to_text(action))
    return record


def test_a_finished_citroncoco_replay_with_open_cards_shows_every_card(tmp_path: Path) -> None:
    """A seat's own view hides its own cards, so open cards show every hand whole, untagged, and the
    hint about recalling seen cards goes."""
    app = make_app(tmp_path, "--size", "1024x600")
    replay = open_replay(app, finished_citroncoco())
    app.start(replay)
    frames(app, 5)
    assert replay.open_cards
    slots = {key: piece for key, piece in replay.adapter.pieces.items() if key.startswith("slot-")}
    hands = replay.session.state["hands"]
    assert len(slots) == sum(len(hand) for hand in hands)
    for seat, hand in enumerate(hands):
        for slot, card in enumerate(hand):
            piece = slots[f"slot-{seat}-{slot}"]
            assert piece.face_up and piece.label == card_name(card), (seat, slot, card)
    assert replay.adapter._hint_line() == ""  # type: ignore[attr-defined]
    assert "win the game!" in replay.adapter.status() and replay.adapter.status() in centre_words(replay)
    assert any(card["kept"] for hand in replay.view["hands"] for card in hand)
    tags = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    replay.adapter._draw_kept(tags)  # type: ignore[attr-defined]
    assert tags.get_bounding_rect().size == (0, 0), "no 'kept' tag over a face-up card's rank"
    app.finish()


def test_a_citroncoco_card_tagged_with_news_is_not_framed_in_the_gold_of_what_may_be_clicked(
        tmp_path: Path) -> None:
    table = open_citroncoco(tmp_path, GameRecord("citroncoco", {}, [SeatSpec("Ana"), *BOTS[:3]], seed=5),
                            bot_delay_ms=10 ** 9)
    adapter = table.adapter
    adapter.marks["slot-0-1"] = ("swapped", table.app.now_ms + 10 ** 6)  # type: ignore[attr-defined]
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    adapter._draw_marks(surface)  # type: ignore[attr-defined]
    area = adapter.pieces["slot-0-1"].rect.inflate(16, 16)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(area.left, area.right)
               for y in range(area.top, area.bottom) if surface.get_at((x, y)).a == 255}
    assert colours and HIGHLIGHT_LEGAL not in colours
    table.app.finish()


def test_the_results_buttons_look_as_if_built_at_their_size(tmp_path: Path) -> None:
    """Resized after the build, pygame_gui buttons first showed the wider button's text and look: the
    labels sat off centre and "Main menu" ran past the panel."""
    app = make_app(tmp_path, "--size", "1024x600")
    finished_table(app)
    for _ in range(120):
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    frames(app, 1)  # the first frame it shows
    results = app.top
    assert isinstance(results, ResultsScene)
    for index, (button, _) in enumerate(results.buttons):
        assert button.rect.size == RESULT_BUTTON
        fresh = pygame_gui.elements.UIButton(pygame.Rect((0, 0), RESULT_BUTTON), button.text, app.ui)
        if index == results.focus:
            fresh.select()  # drawn in the focus's colours, which Enter presses
        app.ui.update(0.0)
        assert pygame.image.tobytes(button.image, "RGBA") == pygame.image.tobytes(fresh.image, "RGBA"), button.text
        fresh.kill()
    app.finish()


def test_enter_pressed_through_the_last_notices_does_not_skip_the_results(tmp_path: Path) -> None:
    """A player pressing Enter to close the last round's notice and once more would start a new game
    before seeing who won: the results take Enter only after a moment."""
    app = make_app(tmp_path)
    finished_table(app)
    for _ in range(120):
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    key(app, pygame.K_RETURN)
    assert app.top is results
    frames(app, int(KEYS_AFTER_MS / 1000 * 60))
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session is not results.session, \
        "Enter presses the focused Play again once the results have shown"
    app.finish()

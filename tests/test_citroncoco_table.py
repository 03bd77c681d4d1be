"""The CitronCoco table in the real app, headless: a bots' game to the end, a human's turn by mouse
and by keys, powers chosen on the table, peeks shown only to the seat that looked (and nothing private
as a piece under the curtain), quick plays claimed through the race judge and picked with the seat's
keys, a missplay's penalty card, the three calls, the score sheet, and text size on a small window."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from rules import citroncoco as game
from saves import GameRecord, SeatSpec
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.tables import citroncoco as table_module
from tabletop.tables.citroncoco import CALL_BUTTONS, DISCARD_SPOT, STOCK_SPOT
from tests.uitools import click, frames, key, make_app

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent
ANA, BEN = SeatSpec("Ana"), SeatSpec("Ben")
BOTS = [SeatSpec(name, "bot", "normal") for name in ("Mango", "Papaya", "Kiwi")]
WINDOW_FRAMES = 3 * 60 + 20
"""A quick-play window with a human in it runs 3 s at 60 frames a second (plus the tie window)."""


def open_table(tmp_path: Path, seats: list[SeatSpec], size: str = "1920x1080", seed: int = 3,
               settings: Settings | None = None, settle: int = 3):  # type: ignore[no-untyped-def]
    """``settle`` 0: before any bot has moved, so a test can set the position up first."""
    app = make_app(tmp_path, "--size", size, settings=settings)
    record = GameRecord("citroncoco", {}, seats, seed=seed)
    app.start(TableScene(app, Session(record, store=app.store, autosave=False)))
    frames(app, settle)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return app, table


def pull(state: dict[str, Any], card: str) -> None:
    for pile in [state["stock"], *state["hands"]]:
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is neither in the stock nor in a hand")


def set_hand(state: dict[str, Any], seat: int, cards: list[str]) -> None:
    """Deal ``cards`` to ``seat`` instead of its hand; its old cards go back into the stock."""
    old = state["hands"][seat]
    state["hands"][seat] = []
    for card in cards:
        if card in old:
            old.remove(card)
        else:
            pull(state, card)
    state["stock"] += old
    state["hands"][seat] = list(cards)


def hold(table: TableScene, seat: int, card: str) -> None:
    """``seat`` has just drawn ``card`` from the stock and must discard or swap it."""
    state = table.session.state
    pull(state, card)
    state.update(drawn=card, drawn_from="stock", phase="decide", turn=seat)
    state["seen"][card] = [seat]
    table.refresh()


def actions(table: TableScene) -> list[str]:
    return list(table.session.record.actions)


def faces_shown(table: TableScene) -> dict[str, str]:
    """Piece key -> the card it would show, for every piece that has a face at all."""
    return {key: piece.label for key, piece in table.adapter.pieces.items() if piece.label != "face-down card"}


def assert_nothing_private(table: TableScene) -> None:
    """Every face a piece carries is one the seat at the screen may see (every seat, under the curtain)."""
    allowed = {table_module.card_name(card) for card in game.DECK} - {
        table_module.card_name(card) for card in game.secrets_hidden_from(table.session.state, table.viewer)}
    for piece_key, label in faces_shown(table).items():
        assert label in allowed, (table.viewer, piece_key, label)


# --- a whole game, and a turn -------------------------------------------------------------------------

def test_four_bots_play_a_whole_game_to_the_results(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, BOTS[:1] + [SeatSpec("Lime", "bot", "easy")] + BOTS[1:], seed=11)
    for _ in range(400):
        frames(app, 50)
        if table.session.outcome() is not None:
            break
    outcome = table.session.outcome()
    assert outcome is not None, table.view["totals"]
    assert max(table.view["totals"]) >= game.GOAL
    lines = table.adapter.results_lines()
    assert lines[0].startswith("Citrons ") and lines[1].startswith("Round ") and len(lines) <= 14
    frames(app, 120)
    assert type(app.top).__name__ == "ResultsScene"
    app.finish()


def test_a_turn_by_mouse_draw_discard_and_end(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    assert table.view["phase"] == "draw" and table.view["turn"] == 0
    click(app, DISCARD_SPOT)
    assert actions(table) == [], "the discard pile is empty: nothing to take"
    click(app, STOCK_SPOT)
    assert actions(table) == ["0 draw stock"]
    assert table.adapter.pieces["drawn"].face_up, "Ana sees the card she drew"
    click(app, DISCARD_SPOT)
    assert actions(table)[1] == "0 discard"
    frames(app, WINDOW_FRAMES)
    assert table.view["phase"] in ("call", "power"), table.view["phase"]
    if table.view["phase"] == "call":
        click(app, CALL_BUTTONS[1].center)
        assert actions(table)[-1] == "0 end"
    app.finish()


def test_a_turn_by_keys_swaps_the_drawn_card_into_the_hand(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert actions(table) == ["0 draw stock"]
    key(app, pygame.K_TAB)  # the drawn card
    key(app, pygame.K_RETURN)  # picked up: the discard pile is the first place offered
    key(app, pygame.K_TAB)  # on to Ana's first card
    key(app, pygame.K_RETURN)
    assert actions(table)[1] == "0 swap 0"
    frames(app, WINDOW_FRAMES)
    if table.view["phase"] == "call":
        key(app, pygame.K_RETURN)
        assert actions(table)[-1] == "0 end"
    app.finish()


# --- powers and peeks ---------------------------------------------------------------------------------

def test_a_seadog_peek_is_chosen_by_clicking_and_shown_only_to_the_seat_that_looked(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, BEN, *BOTS[1:]])
    assert isinstance(app.top, CurtainScene) and table.viewer is None
    assert_nothing_private(table)
    key(app, pygame.K_SPACE)
    assert table.viewer == 0
    hold(table, 0, "7H")
    frames(app, 2)
    click(app, DISCARD_SPOT)
    assert actions(table) == ["0 discard"] and table.view["phase"] == "power"
    lit = table.adapter.free_zones()
    assert len(lit) == 16, "Seadog may look at any of the 16 cards"
    target = table.adapter.slot_rect(1, 2).center
    click(app, target)
    assert actions(table)[-1] == "0 peek 1 2"
    peeked = table.session.state["hands"][1][2]
    piece = table.adapter.pieces["slot-1-2"]
    assert piece.label == table_module.card_name(peeked) and piece.face_up, "Ana sees Ben's card"
    assert_nothing_private(table)
    frames(app, 3 * 60 + 30)  # the window passes; Ana's turn ends with the call step
    if table.view["phase"] == "call":
        key(app, pygame.K_RETURN)
        frames(app, 5)
        if isinstance(app.top, CurtainScene) or table.viewer != 0:
            assert_nothing_private(table)
    state = table.session.state
    if 1 not in state["seen"].get(peeked, []):
        table.viewer = 1
        table.refresh()
        assert table.adapter.pieces["slot-1-2"].label == "face-down card", "Ben never saw his own card"
    app.finish()


def test_the_quick_play_window_opens_only_once_a_peeked_card_is_hidden_again(tmp_path: Path) -> None:
    """Ben looks up for the public window; Ana's peek at his card must be face down by then."""
    app, table = open_table(tmp_path, [ANA, BEN, *BOTS[1:]])
    key(app, pygame.K_SPACE)
    hold(table, 0, "7H")
    frames(app, 2)
    click(app, DISCARD_SPOT)
    click(app, table.adapter.slot_rect(1, 2).center)
    assert actions(table)[-1] == "0 peek 1 2" and table.view["phase"] == "quick"
    assert table.adapter.pieces["slot-1-2"].face_up, "Ana sees Ben's card, the mouse still on it"
    while table.adapter.pieces["slot-1-2"].face_up:
        assert table.adapter.window_opened is None, "the window waits while Ben's card is face up"
        frames(app, 1)
    frames(app, 3)
    assert table.adapter.window_opened is not None
    app.finish()


def test_a_queen_swap_is_one_card_clicked_onto_another(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    hold(table, 0, "QH")
    click(app, DISCARD_SPOT)
    assert table.view["power"]["name"] == "queen"
    click(app, table.adapter.slot_rect(0, 1).center)
    click(app, table.adapter.slot_rect(2, 3).center)
    assert actions(table)[-1] == "0 exchange 0 1 2 3"
    app.finish()


def test_an_assault_target_is_a_seat_clicked_on_its_name(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    hold(table, 0, "AH")
    click(app, DISCARD_SPOT)
    sizes = list(table.view["hand_sizes"])
    click(app, table.adapter.tag_rect(3).center)
    assert actions(table)[-1] == "0 assault 3"
    assert table.view["hand_sizes"][3] == sizes[3] + 1
    app.finish()


def test_hovering_a_seen_card_recalls_it_only_while_the_setting_is_on(tmp_path: Path) -> None:
    for recall in (True, False):
        app, table = open_table(tmp_path, [ANA, *BOTS], settings=Settings(bot_delay_ms=0, speed="instant",
                                                                          recall_seen=recall))
        state = table.session.state
        state["seen"][state["hands"][0][1]] = [0]
        table.refresh()
        piece = table.adapter.pieces["slot-0-1"]
        assert not piece.face_up
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(piece.center),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 2)
        assert piece.face_up is recall
        app.finish()


# --- quick plays ----------------------------------------------------------------------------------------

def discard_a_five(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Ana knows her first card is the 5 of hearts; she discards the 5 of spades: a window opens."""
    app, table = open_table(tmp_path, [ANA, *BOTS])
    state = table.session.state
    set_hand(state, 0, ["5H", "9C", "KS", "2D"])
    state["seen"]["5H"] = [0]
    hold(table, 0, "5S")
    click(app, DISCARD_SPOT)
    frames(app, 2)
    assert table.view["phase"] == "quick" and table.adapter.racing
    return app, table


def test_a_quick_play_is_claimed_through_the_judge_and_picked_with_the_seats_keys(tmp_path: Path) -> None:
    app, table = discard_a_five(tmp_path)
    assert table.adapter.judge.is_open
    key(app, pygame.K_LSHIFT, settle=6)  # Ana's buzzer
    assert actions(table)[-1] == "0 claim" and table.view["phase"] == "pick"
    key(app, pygame.K_e)  # confirm: the card under her cursor, her first
    assert table.adapter.picked == [(0, 0)]
    key(app, pygame.K_LSHIFT)  # buzz again: play it
    assert actions(table)[-1] == "0 pick 0 0"
    assert table.view["discard"][-1] == "5H" and table.view["hand_sizes"][0] == 3
    app.finish()


def test_a_pick_that_ended_leaves_no_marks_on_the_next_one(tmp_path: Path) -> None:
    """Found by make soak-ui: marks of an earlier pick named slots the hand no longer has."""
    app, table = discard_a_five(tmp_path)
    key(app, pygame.K_LSHIFT, settle=6)
    assert table.view["phase"] == "pick"
    table.adapter.picked = [(0, 7)]  # left over from a pick when Ana held eight cards
    frames(app, 2)
    key(app, pygame.K_e)
    assert table.adapter.picked == [(0, 0)]
    key(app, pygame.K_LSHIFT)
    assert table.view["phase"] != "pick" and table.adapter.picked == []
    app.finish()


def test_a_wrong_pick_is_a_missplay_and_the_penalty_card_is_shown_arriving(tmp_path: Path) -> None:
    app, table = discard_a_five(tmp_path)
    click(app, table.adapter.claim_buttons()[0][1].center, settle=6)
    assert actions(table)[-1] == "0 claim"
    click(app, table.adapter.slot_rect(0, 1).center)  # the 9 of clubs
    click(app, table.adapter.play_button().center)
    assert "0 pick 0 1" in actions(table), "then only bots could answer: they passed at once"
    assert table.view["hand_sizes"][0] == 5
    assert table.adapter.marks["slot-0-4"][0] == "penalty"
    assert "Missplay" in table.adapter.news[1]
    assert any("missplays" in text for _, text in table.log.lines_for(0))
    app.finish()


def test_running_out_of_time_to_pick_is_a_timeout(tmp_path: Path) -> None:
    app, table = discard_a_five(tmp_path)
    key(app, pygame.K_LSHIFT, settle=6)
    frames(app, 5 * 60 + 10)
    assert "0 timeout" in actions(table)
    app.finish()


def test_the_window_lasts_as_long_whether_or_not_the_human_can_play(tmp_path: Path) -> None:
    closed_after = []
    for hand in (["5H", "9C", "KS", "2D"], ["6H", "9C", "KS", "2D"]):
        app, table = open_table(tmp_path, [ANA, SeatSpec("Mango", "bot", "easy"), *BOTS[1:]])
        state = table.session.state
        set_hand(state, 0, hand)
        state["seen"][hand[0]] = [0]
        for seat in (1, 2, 3):
            state["seen"].update({card: [] for card in state["hands"][seat]})
        hold(table, 0, "5S")
        click(app, DISCARD_SPOT)
        count = 0
        while table.view["phase"] == "quick" and count < 1000:
            frames(app, 1)
            count += 1
        assert not any(action.split()[1] == "claim" for action in actions(table))
        closed_after.append(count)
        app.finish()
    assert closed_after[0] == closed_after[1] >= 3 * 60


def test_a_bot_that_is_sure_claims_through_the_judge(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    state = table.session.state
    set_hand(state, 1, ["5D", "9D", "KC", "3D"])
    state["seen"]["5D"] = [1]
    hold(table, 0, "5S")
    click(app, DISCARD_SPOT)
    frames(app, 3)
    assert table.adapter.judge.is_open and 1 in table.adapter.bot_claims
    assert "1 claim" not in actions(table), "the bot's reaction time has not passed yet"
    frames(app, 70)
    assert "1 claim" in actions(table)
    app.finish()


def test_a_window_with_only_bots_to_answer_passes_at_once(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    state = table.session.state
    set_hand(state, 0, [])
    table.refresh()
    state["hands"][0] = ["9C"]
    state.update(phase="quick", window={"after": "discard", "passed": [0]}, discard=["4C"], discarders=[1])
    table.refresh()
    frames(app, 12)
    assert table.view["phase"] != "quick", "nobody human could answer: no waiting"
    app.finish()


# --- calls and the score sheet ------------------------------------------------------------------------

def test_citroncoco_by_key_and_nano_by_button_with_a_banner(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    state = table.session.state
    state.update(phase="call", turn=0)
    table.refresh()
    frames(app, 2)
    key(app, pygame.K_c)
    assert actions(table)[0] == "0 citroncoco"
    assert table.adapter.call_banner and "CitronCoco" in table.adapter.call_banner[0]
    app.finish()
    app, table = open_table(tmp_path, [BOTS[0], ANA, *BOTS[1:]], settle=0)
    state = table.session.state
    state.update(phase="answer", caller=0, calls=0, answering=1, turn=0)
    table.refresh()
    frames(app, 2)
    labels = [label for label, _ in table.adapter.call_choices()]
    assert labels == ["Nano! (×2) (N)", "Decline (Enter)"]
    click(app, CALL_BUTTONS[0].center)
    assert actions(table)[0] == "1 nano"
    assert "Nano" in table.adapter.call_banner[0]
    app.finish()


def test_nano_alpha_has_its_own_key(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [BOTS[0], BOTS[1], ANA, BOTS[2]], settle=0)
    state = table.session.state
    state.update(phase="answer", caller=0, calls=1, answering=2, turn=0)
    table.refresh()
    frames(app, 2)
    key(app, pygame.K_a)
    assert actions(table)[0] == "2 nano-alpha"
    app.finish()


def empty_anas_hand(app: Any, table: Any) -> None:
    """Ana, holding only the 3 of hearts, discards a drawn 3 of spades and quick-plays her 3 onto it:
    her emptied hand ends the round."""
    state = table.session.state
    set_hand(state, 0, ["3H"])
    state["seen"]["3H"] = [0]
    hold(table, 0, "3S")
    click(app, DISCARD_SPOT)
    key(app, pygame.K_LSHIFT, settle=6)
    key(app, pygame.K_e)
    key(app, pygame.K_LSHIFT)


def test_a_round_end_is_announced_and_written_on_the_score_sheet(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS])
    empty_anas_hand(app, table)
    assert "0 pick 0 0" in actions(table)
    frames(app, 5)
    assert table.view["history"], "the emptied hand ended the round after a last window only bots could use"
    notice = table.notices[0][0]
    assert notice.title.startswith("Round 1:")
    assert any(line.startswith("Citrons:") and "coconuts" in line for line in notice.lines)
    assert table.adapter.results_lines()[1].startswith("Round 1: ")
    app.finish()


def test_the_ended_rounds_hands_lie_face_up_beside_its_notice_until_it_is_closed(tmp_path: Path) -> None:
    """The notice's sentences are read over the cards themselves, not over the next deal face down."""
    app, table = open_table(tmp_path, [ANA, *BOTS])
    empty_anas_hand(app, table)
    frames(app, 40)
    notice = table.notices[0][0]
    ended = table.adapter.ended
    assert ended is not None and table.view["round"] == 2
    assert not any(line.startswith(f"{table.name(0)}: ") for line in notice.lines), "the hands are on the table"
    assert notice.area is not None
    box = notice.area
    for seat, hand in enumerate(ended["hands"]):
        spots = table.adapter.slot_spots(seat, len(hand))
        for slot, card in enumerate(hand):
            piece = table.adapter.pieces[f"ended-{seat}-{slot}"]
            assert piece.face_up and piece.label == table_module.card_name(card)
            assert piece.center == spots[slot] and not piece.rect.colliderect(box), (seat, slot)
    assert not any(key.startswith("slot-") for key in table.adapter.pieces), "the next deal waits"
    table.draw(app.window)
    right_card = table.adapter.pieces[f"ended-{(table.viewer + 3) % 4}-0"].rect
    assert sum(app.window.get_at((right_card.centerx, right_card.bottom - 6))[:3]) > 500, "the notice hides a hand"
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert table.adapter.ended is None
    assert not any(key.startswith("ended-") for key in table.adapter.pieces)
    assert sum(key.startswith("slot-") for key in table.adapter.pieces) == sum(table.view["hand_sizes"])
    app.finish()


def test_under_the_round_notice_no_panel_overlaps_it_and_nothing_tells_of_the_next_round(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS], size="1024x600")
    empty_anas_hand(app, table)
    frames(app, 40)
    notice = table.notices[0][0]
    assert table.adapter.ended is not None and table.view["round"] == 2 and notice.area is not None
    panels: list[pygame.Rect] = []
    texts: list[str] = []
    monkeypatch.setattr(table_module, "panel", lambda surface, rect, **style: panels.append(pygame.Rect(rect)))
    real_draw_text = table_module.draw_text

    def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts.append(text)
        return real_draw_text(surface, text, *args, **kwargs)

    monkeypatch.setattr(table_module, "draw_text", recording)
    table.adapter.draw_hud(app.logical)
    assert panels and not [rect for rect in panels if rect.colliderect(notice.area)], panels
    assert not [text for text in texts if "begins the round" in text or "Round 2" in text], texts
    key(app, pygame.K_RETURN)
    frames(app, 3)
    panels.clear()
    table.adapter.draw_hud(app.logical)
    assert table_module.CENTRE_PANEL in panels, "once the notice is closed, the centre panel is back"
    app.finish()


# --- readability ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("phase", ["pick", "call"])
def test_at_1024x600_no_table_text_is_below_12_pixels_on_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                phase: str) -> None:
    app, table = open_table(tmp_path, [ANA, *BOTS], size="1024x600")
    state = table.session.state
    state["up"].append(state["hands"][1][0])
    state["seen"][state["hands"][0][0]] = [0]
    state.update(discard=["7C"], discarders=[1])
    if phase == "pick":
        state.update(phase="pick", claimant=0, window={"after": "discard", "passed": []})
    else:
        state.update(phase="call", turn=0)
    table.refresh()
    frames(app, 3)
    sizes: list[int] = []

    def recording(real):  # type: ignore[no-untyped-def]
        def font_at(size: int, *args: object) -> pygame.font.Font:
            sizes.append(size)
            return real(size, *args)
        return font_at

    from tabletop.art import clear_art_caches, playing_cards, text
    clear_art_caches()
    monkeypatch.setattr(text, "font", recording(text.font))
    monkeypatch.setattr(playing_cards, "font", recording(playing_cards.font))
    monkeypatch.setattr(table_module, "font", recording(table_module.font))
    adapter = table.adapter
    adapter.draw_board(app.logical)
    for piece in adapter.drawn_pieces():
        piece.draw(app.logical, app.now_ms)
    adapter.draw_hud(app.logical)
    assert len(sizes) > 20
    assert min(sizes) * app.viewport.scale >= 12, sorted(set(sizes))
    app.finish()


def test_the_demo_screenshot_command_runs(tmp_path: Path) -> None:
    picture = tmp_path / "c.png"
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "citroncoco", "--demo", "--frames", "900",
                    "--screenshot", str(picture), "--save-dir", str(tmp_path)], check=True, timeout=300, cwd=tmp_path)
    assert picture.stat().st_size > 10_000

"""The Koi-Koi table in the real app, headless: drag to capture, refusals explained, the Koi-Koi
dialog, and the curtain between two humans."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rules import koikoi
from saves import GameRecord, SeatSpec
from tabletop.app import App
from tabletop.art.text import font
from tabletop.scenes import setup as koikoi_setup
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tables import koikoi as koikoi_table
from tests.uitools import button_center, click, drag, frames, key, make_app, record_draw_text

pytestmark = pytest.mark.ui

HAND_0 = ["1-bright", "3-bright", "5-animal", "7-animal", "9-animal", "11-animal", "12-bright", "6-animal"]
HAND_1 = ["1-ribbon", "3-ribbon", "5-ribbon", "7-ribbon", "9-ribbon", "11-ribbon", "12-chaff-1", "6-ribbon"]
FIELD = ["1-chaff-1", "2-chaff-1", "4-chaff-1", "8-chaff-1", "10-chaff-1", "2-chaff-2", "4-chaff-2", "10-animal"]


def deal(dealer: int = 0) -> dict:
    used = set(HAND_0 + HAND_1 + FIELD)
    return {"dealer": dealer, "hands": [HAND_0, HAND_1], "field": FIELD,
            "stock": [card for card in koikoi.DECK if card not in used]}


def open_table(tmp_path: Path, seats: list[SeatSpec], dealer: int = 0,
               size: str = "1280x720", options: dict | None = None) -> tuple[App, TableScene]:
    app = make_app(tmp_path, "--size", size)
    record = GameRecord("koikoi", {"deal": deal(dealer), **(options or {"months": 3})}, seats, seed=1)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 40)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    return app, table


def test_drag_to_a_match_captures_and_a_wrong_month_is_explained(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    pieces = table.adapter.pieces
    drag(app, pieces["1-bright"].center, table.adapter.field_spots["2-chaff-1"].center)
    assert table.session.record.actions == []
    assert any("takes only cards of January, not the February chaff" in text for text, _ in app.toasts), app.toasts
    frames(app, 30)
    drag(app, pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    assert table.session.record.actions[0] == "0 play 1-bright"
    frames(app, 60)
    assert "1-bright" in table.session.view(0)["captures"][0]
    app.finish()


def test_hovering_a_hand_card_lights_its_month_on_the_field(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    spot = table.adapter.pieces["1-bright"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(spot), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    lit = {key for key, piece in table.adapter.pieces.items() if piece.highlight and key in FIELD}
    assert lit == {"1-chaff-1"}
    app.finish()


def test_two_humans_get_a_curtain_and_nothing_private_shows_under_it(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Ben")])
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ana"
    assert table.viewer is None and not any(key in table.adapter.pieces for key in HAND_0 + HAND_1)
    key(app, pygame.K_SPACE)
    assert table.viewer == 0 and "1-bright" in table.adapter.pieces
    drag(app, table.adapter.pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    frames(app, 5)
    key(app, pygame.K_SPACE)  # Ana has seen her move: past the hand-off
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ben"
    assert not any(key in table.adapter.pieces for key in HAND_1)
    app.finish()


SANKO = ("1-bright", "3-bright", "8-bright")


def ana_must_decide_on_three_brights(tmp_path: Path, options: dict | None = None):  # type: ignore[no-untyped-def]
    """Ana against an easy bot, her Sanko just made: the Game or Koi-Koi decision is due."""
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], options=options)
    state = table.session.state
    state["hands"][0] = [card for card in state["hands"][0] if card not in SANKO]
    state["stock"] = [card for card in state["stock"] if card not in SANKO]
    state["captures"][0] = list(SANKO)
    state["phase"] = "decide"
    table.refresh()
    frames(app, 2)
    return app, table


def test_koikoi_decision_is_a_dialog(tmp_path: Path) -> None:
    app, table = ana_must_decide_on_three_brights(tmp_path)
    prompt = table.visible_prompt()
    assert prompt is not None and prompt.title == "Game or Koi-Koi?"
    assert any("Sanko" in line for line in prompt.lines)
    click(app, table.prompt_buttons(prompt)[1].center)
    assert "0 koikoi" in table.session.record.actions
    assert table.session.state["koikoi"][0] == 1
    app.finish()


def test_the_decision_dialog_and_panel_count_under_the_active_rules(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Under stake: no doubling, a point per Koi-Koi call, and the counts of both players."""
    app, table = ana_must_decide_on_three_brights(tmp_path, {"ruleset": "stake"})
    state = table.session.state
    state["koikoi"], state["scores"] = [2, 0], [34, 26]
    table.refresh()
    frames(app, 2)
    prompt = table.visible_prompt()
    assert prompt is not None
    assert ["Game now scores 7 points:", "5 points + 2 for Koi-Koi calls."] == prompt.lines[1:3]
    assert "Stake: Ana 34 · Coco 26." in prompt.lines
    assert any("+1 point per call" in line for line in prompt.lines)
    texts = [text for text, _ in table_texts(monkeypatch, app)]
    assert "Ana: stake 34" in texts and "Game now scores" in texts and "7" in texts
    click(app, table.prompt_buttons(prompt)[0].center)
    frames(app, 5)
    assert table.session.state["scores"] == [41, 19]
    notice = table.notices[0][0]
    assert "Ana takes 7 points from Coco. Stake: Ana 41 · Coco 19." in notice.lines
    app.finish()


def test_the_standard_dialog_names_the_doublings(tmp_path: Path) -> None:
    app, table = ana_must_decide_on_three_brights(tmp_path)
    table.session.state["koikoi"] = [0, 1]
    table.refresh()
    frames(app, 2)
    prompt = table.visible_prompt()
    assert prompt is not None
    assert ["Game now scores 10 points:", "5 points, doubled as Coco had called Koi-Koi."] == prompt.lines[1:3]
    assert ["Koi-Koi: play on for more.", "An opponent's Game then doubles."] == prompt.lines[3:]
    app.finish()


# --- layout and readability ---------------------------------------------------------------------

def table_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[tuple[str, pygame.Rect]]:
    """Every text the Koi-Koi table draws in one real frame, with where it landed."""
    texts: list[tuple[str, pygame.Rect]] = []
    real = koikoi_table.draw_text

    def record(surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int],
               **kw: object) -> pygame.Rect:
        rect = real(surface, text, size, colour, **kw)  # type: ignore[arg-type]
        texts.append((text, rect))
        return rect

    monkeypatch.setattr(koikoi_table, "draw_text", record)
    frames(app, 1)
    monkeypatch.setattr(koikoi_table, "draw_text", real)
    return texts


def give(table: TableScene, seat: int, cards: list[str]) -> None:
    """Move cards into a seat's captures from wherever they are, keeping the deck whole."""
    state = table.session.state
    for pile in (*state["hands"], state["field"], state["stock"], *state["captures"]):
        pile[:] = [card for card in pile if card not in cards]
    state["captures"][seat] += cards
    table.refresh()


def with_drawn_card_waiting(table: TableScene) -> None:
    """Ana's drawn February animal matches both February chaff on the field: she must choose."""
    state = table.session.state
    state["stock"].remove("2-animal")
    state["drawn"], state["phase"] = "2-animal", "capture"
    table.refresh()


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "1024x600"])
def test_labels_cards_and_panels_never_overlap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], size=size)
    with_drawn_card_waiting(table)
    give(table, 0, ["1-bright", "5-animal", "7-ribbon", "9-chaff-1"])
    give(table, 1, ["3-ribbon", "12-chaff-2"])
    frames(app, 5)
    texts = table_texts(monkeypatch, app)
    assert "Drawn card" in [text for text, _ in texts]
    for index, (text, rect) in enumerate(texts):
        for other, other_rect in texts[index + 1:]:
            assert not rect.colliderect(other_rect), (text, other)
    pieces = table.adapter.pieces
    boxes = {"yaku panel": table.adapter.layout.panel, "move log": table.adapter.log_rect}
    for card, piece in pieces.items():
        assert pygame.Rect(0, 0, 1920, 1080).contains(piece.rect), card
        for text, rect in texts:
            assert not rect.colliderect(piece.rect), (card, text)
        for name, box in boxes.items():
            assert not box.colliderect(piece.rect), (card, name)
    assert not boxes["yaku panel"].colliderect(boxes["move log"])
    app.finish()


def test_a_played_card_does_not_stay_enlarged_in_the_capture_pile(tmp_path: Path) -> None:
    """The hovered hand card grows; once played and captured it must be a capture-sized card again."""
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    drag(app, table.adapter.pieces["1-bright"].center, table.adapter.field_spots["1-chaff-1"].center)
    frames(app, 30)
    assert "1-bright" in table.session.view(0)["captures"][0]
    captured = table.adapter.pieces["1-bright"]
    assert captured.rect.size == captured.size, "the hover enlargement followed the card out of the hand"
    assert captured.size[0] < table.adapter.pieces["3-bright"].size[0]


def test_at_1024x600_no_table_text_is_below_12_pixels_on_screen(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], size="1024x600")
    with_drawn_card_waiting(table)
    give(table, 0, ["3-bright", "1-ribbon", "2-ribbon"])
    frames(app, 5)
    sizes: list[int] = []
    in_picture = [False]
    """Glyphs inside a card's picture (the poem on a ribbon, the mark on the sake cup) are art."""

    def recording(real):  # type: ignore[no-untyped-def]
        def font_at(size: int, *args: object) -> pygame.font.Font:
            if not in_picture[0]:
                sizes.append(size)
            return real(size, *args)
        return font_at

    def picture(*args: object) -> pygame.Surface:
        in_picture[0] = True
        try:
            return real_picture(*args)
        finally:
            in_picture[0] = False

    from tabletop.art import clear_art_caches, hanafuda, text
    real_picture = hanafuda._picture
    clear_art_caches()
    monkeypatch.setattr(hanafuda, "_picture", picture)
    monkeypatch.setattr(text, "font", recording(text.font))
    monkeypatch.setattr(hanafuda, "font", recording(hanafuda.font))
    monkeypatch.setattr(hanafuda, "japanese_font", recording(hanafuda.japanese_font))
    adapter = table.adapter
    adapter.draw_board(app.logical)
    for piece in adapter.drawn_pieces():
        if getattr(piece, "face_up", False):
            piece.draw(app.logical, app.now_ms)
    adapter.draw_hud(app.logical)
    assert len(sizes) > 20
    assert min(sizes) * app.viewport.scale >= 12, sorted(set(sizes))
    app.finish()


# --- yaku in words and cards, and the month's result --------------------------------------------

def test_yaku_are_named_in_english_too_and_near_ones_show_their_cards(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    give(table, 0, ["1-ribbon", "2-ribbon", "7-animal", "10-animal"])
    near = {entry.name: entry for entry in table.adapter.near_yaku(0)}
    assert near["akatan"].held == ["1-ribbon", "2-ribbon"] and near["akatan"].missing == ["3-ribbon"]
    assert near["akatan"].more == 1
    assert near["inoshikacho"].missing == ["6-animal"]
    assert near["tane"].missing == [] and near["tane"].more == 3
    shown = " ".join(text for text, _ in table_texts(monkeypatch, app))
    assert "Akatan (Red poetry ribbons)" in shown and "Inoshikacho (Boar, Deer, Butterflies)" in shown
    assert "1 more" in shown
    app.finish()


def test_month_result_is_a_sentence_and_the_finished_board_stays_until_read(tmp_path: Path) -> None:
    app, table = ana_must_decide_on_three_brights(tmp_path)
    prompt = table.visible_prompt()
    assert prompt is not None
    click(app, table.prompt_buttons(prompt)[0].center)
    frames(app, 5)
    notice = table.notices[0][0]
    words = " ".join(notice.lines)
    assert "Ana wins January with Sanko (Three Brights) for 5 points." in words
    assert "Ana scores 5 points." in words
    new_hand = table.session.view(0)["hand"]
    assert set(table.adapter.pieces) == set(SANKO), "the next deal shows before the result is read"
    lit = {key for key, piece in table.adapter.pieces.items() if piece.highlight}
    assert lit == set(SANKO)
    middle = pygame.Rect(460, 330, 1000, 420)
    assert not any(piece.rect.colliderect(middle) for piece in table.adapter.pieces.values())
    key(app, pygame.K_RETURN, settle=5)
    assert not table.notices and set(new_hand) <= set(table.adapter.pieces)
    assert any("Sanko (Three Brights) for 5 points" in line for line in prompt.lines)
    app.finish()


def test_result_wording_counts_one_point_and_many_points(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")])
    one = {"month": 2, "dealer": 0, "winner": 1, "reason": "game", "yaku": {"tane": 1}, "base": 1,
           "multipliers": [], "points": 1, "koikoi": [0, 0], "captures": [[], []]}
    words = " ".join(table.adapter._round_notice(one).lines)
    assert "Coco wins February with Tane (Animals) for 1 point." in words
    assert "Coco scores 1 point." in words and "1 points" not in words
    doubled = {**one, "yaku": {"akatan": 5, "tane": 2}, "base": 7, "points": 28,
               "multipliers": [{"name": "seven-or-more", "factor": 2}, {"name": "opponent-koikoi", "factor": 2}]}
    words = " ".join(table.adapter._round_notice(doubled).lines)
    assert "Akatan (Red poetry ribbons) for 5 points and Tane (Animals) for 2 points" in words
    assert "7 points, doubled for 7 points or more and doubled as Ana had called Koi-Koi: 28 points" in words
    assert "1 pts" not in " ".join(table.adapter.results_lines())
    app.finish()


def test_no_line_of_a_month_notice_is_one_word_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A long yaku list used to leave "points." on a line of its own."""
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], size="1024x600")
    record = {"month": 4, "dealer": 0, "winner": 0, "reason": "game", "base": 15, "points": 15,
              "yaku": {"ame-shiko": 7, "tane": 3, "kasu": 5}, "multipliers": [], "koikoi": [0, 0],
              "captures": [[], []]}
    notice = table.adapter._round_notice(record)
    assert notice.lines[0].endswith("Tane (Animals) for 3 points and Kasu (Chaff) for 5 points.")
    from tabletop.scenes import table as scene_module
    drawn = record_draw_text(monkeypatch, scene_module)
    table._draw_notice(app.logical, notice)
    lines = [text for text, _ in drawn[1:-1]]
    assert len(lines) > len(notice.lines), "the yaku sentence wraps"
    assert " ".join(lines) == " ".join(notice.lines)
    assert not [line for line in lines if " " not in line], lines
    app.finish()


def test_shrinking_the_window_switches_to_bigger_cards_and_back(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], size="1280x720")
    roomy = table.adapter.pieces["1-bright"].size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=600, size=(1024, 600)))
    frames(app, 3)
    compact = table.adapter.pieces["1-bright"].size
    assert compact[0] > roomy[0] and table.adapter.min_text * app.viewport.scale >= 12
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    frames(app, 3)
    assert table.adapter.pieces["1-bright"].size == roomy
    app.finish()


# --- the New game screen ------------------------------------------------------------------------------

def pick(app: App, menu, item: str) -> None:  # type: ignore[no-untyped-def]
    """Open a drop-down with a click and click one of its items, as a player does."""
    click(app, menu.rect.center)
    listing = menu.current_state.options_selection_list
    entry = next(entry for entry in listing.item_list if entry["text"] == item)
    click(app, entry["button_element"].rect.center, settle=6)


def shown(setup, option: str) -> str:  # type: ignore[no-untyped-def]
    option_menu = setup.option_menus[option][0]
    choice = option_menu.selected_option
    return choice[0] if isinstance(choice, tuple) else choice


def test_choosing_a_rule_set_sets_every_switch_and_a_changed_switch_overrides_it(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(SetupScene(app))
    frames(app, 3)
    assert list(app.top.option_menus)[0] == "ruleset" and shown(app.top, "scoring") == "Totals"
    pick(app, app.top.option_menus["ruleset"][0], "Stake")
    setup = app.top
    assert [shown(setup, name) for name in ("ruleset", "months", "scoring", "koikoi_bonus", "viewing_points",
                                            "dealt_hands", "exhausted_points", "last_turn_koikoi")] == [
        "Stake", "8", "Stake", "Plus one", "1 then 3", "Redeal", "1", "Off"]
    assert setup.chosen_options() == koikoi.effective_options({"ruleset": "stake"})
    assert setup._option_words("ruleset")[1] == koikoi_setup.OPTION_TEXT["ruleset"][1]
    pick(app, setup.option_menus["months"][0], "3")
    assert setup.chosen_options()["months"] == 3 and setup.chosen_options()["ruleset"] == "stake"
    assert setup._option_words("ruleset")[1] == "You changed: Months"
    click(app, button_center(app, "Start"))
    frames(app, 3)
    table = app.top if isinstance(app.top, TableScene) else app.stack[0]
    assert isinstance(table, TableScene)
    state = table.session.state
    assert state["scores"] == [30, 30] and koikoi.view(state, 0)["months"] == 3
    app.finish()


def test_the_options_page_through_and_every_row_fits_its_column(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--size", "1024x600")
    app.start(SetupScene(app))
    frames(app, 3)
    setup = app.top
    seen: list[str] = []
    for _ in range(3):
        visible = [name for name, (menu, _) in setup.option_menus.items() if menu.visible]
        assert len(visible) <= koikoi_setup.OPTIONS_PER_PAGE and visible == setup._visible_options()
        seen += visible
        for name in visible:
            label, explanation = setup._option_words(name)
            assert font(28, bold=True).size(label)[0] < koikoi_setup.OPTIONS_RIGHT - koikoi_setup.OPTION_CONTROL[0] \
                - koikoi_setup.OPTIONS_LEFT - 8, label
            assert font(24).size(explanation)[0] <= koikoi_setup.OPTIONS_RIGHT - koikoi_setup.OPTIONS_LEFT, explanation
        click(app, setup.page_button.rect.center)
    assert sorted(seen) == sorted(setup.option_menus) and setup.option_page == 0
    assert setup.seed_entry.rect.bottom + 40 < setup.start_button.rect.top, "the explanation fits above Start"
    app.finish()


# --- the rules help -----------------------------------------------------------------------------------

def test_the_help_opened_from_a_game_lists_its_rules_and_each_rule_set_has_a_chart(tmp_path: Path) -> None:
    from tabletop.scenes.rules_help import RulesHelp, help_text
    from tabletop.scenes.rules_pictures import PICTURES, koikoi_notes, koikoi_worth

    opened = help_text("koikoi", {"ruleset": "stake", "months": 3})
    assert opened.startswith("# This game's rules") and "Rule set: **Stake**, changed: Months" in opened
    assert "- Koi-Koi bonus: **Plus one**" in opened and "- Months: **3**" in opened
    assert not help_text("koikoi").startswith("# This game's rules")
    for name in koikoi.SWITCHES:
        assert f"**{koikoi_setup.option_text(name)[0]}**" in help_text("koikoi"), name
    assert [title for title, _ in PICTURES["koikoi"]][1:] == ["Standard chart", "Stake chart"]
    standard, stake = (koikoi.effective_options({"ruleset": name}) for name in ("standard", "stake"))
    assert koikoi_worth("hanami-zake", 2, standard) == "5 points"
    assert koikoi_worth("hanami-zake", 2, stake) == "1 point; 3 after your Koi-Koi"
    assert koikoi_worth("akatan-aotan", 6, stake) == "10 + Akatan + Aotan = 20"
    assert any("doubled" in note for note in koikoi_notes(standard))
    assert not any("doubled" in note for note in koikoi_notes(stake))
    app = make_app(tmp_path)
    help_scene = RulesHelp(app, "koikoi", {"ruleset": "stake"})
    app.start(help_scene)
    frames(app, 2)
    assert help_scene.lines[0].runs[0].text == "This game's rules"
    help_scene.turn_to("kokonotsu", "How to play")
    help_scene.turn_to("koikoi", "How to play")
    assert help_scene.lines[0].runs[0].text == "This game's rules", "still the game it was opened from"
    app.finish()

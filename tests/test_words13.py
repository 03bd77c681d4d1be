"""Labels on labels, clipped labels, confusing words and setup surprises a new player met."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.scenes import settings_scene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.settings_scene import SettingsScene, slider_words
from tabletop.scenes.setup import SetupScene, teams_lines
from tabletop.settings import SETTING_LABELS
from tabletop.tables import koikoi as koikoi_table
from tests.test_koikoi_table import ana_must_decide_on_three_brights
from tests.test_menus import pick_from_drop_down
from tests.uitools import button_center, click, frames, make_app, record_draw_text


def test_settings_show_timings_in_seconds_and_name_no_milliseconds(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert not [label for label in SETTING_LABELS.values() if "ms" in label.split() or "(ms)" in label]
    assert slider_words("bot_delay_ms", 800) == "0.8 s" and slider_words("tie_window_ms", 50) == "0.05 s"
    assert slider_words("claim_seconds", 6) == "6 s" and slider_words("volume", 70) == "70"
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    app.settings.bot_delay_ms = 700
    app.push(SettingsScene(app))
    drawn = record_draw_text(monkeypatch, settings_scene)
    frames(app, 2)
    texts = {text for text, _ in drawn}
    assert "Bot thinking pause: 0.7 s" in texts and "Shouts this close count as a tie: 0.05 s" in texts
    assert "Coconut Pirate: time to name series: 6 s" in texts
    app.finish()


def test_a_seat_switched_from_bot_to_human_gets_a_player_name_and_keeps_a_typed_one(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    setup = SetupScene(app)
    app.push(setup)
    frames(app, 2)
    assert setup.names[1].get_text() == "Mango"
    pick_from_drop_down(app, setup.kinds[1], "Human")
    assert setup.names[1].get_text() == "Player 2", "the bot's name is not the person's"
    setup.names[1].set_text("Bo")
    pick_from_drop_down(app, setup.kinds[1], "Bot - easy")
    pick_from_drop_down(app, setup.kinds[1], "Human")
    assert setup.names[1].get_text() == "Bo", "a typed name stays"
    app.finish()


def test_citroncoco_setup_shows_who_partners_whom(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.scenes import setup as setup_module

    assert teams_lines("citroncoco", 4) == ["Citrons: seats 1 and 3 · Cocos: seats 2 and 4"]
    assert teams_lines("koikoi", 2) == [] and teams_lines("cheeky_monkeys", 6) == []
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    setup = SetupScene(app)
    app.push(setup)
    frames(app, 2)
    click(app, button_center(app, "CitronCoco"))
    drawn = record_draw_text(monkeypatch, setup_module)
    frames(app, 1)
    line = next(rect for text, rect in drawn if text.startswith("Citrons:"))
    fields = [field.rect for field in [*app.top.kinds, *app.top.names]]
    assert not any(line.colliderect(field) for field in fields) and line.bottom < app.top.back_button.rect.top
    app.finish()


def test_a_screen_under_a_dialog_keeps_its_buttons_drawn(tmp_path: Path) -> None:
    """The Quit dialog hid the menu's buttons and left its captions and half-drawn rows behind the dimming:
    a covered screen now shows itself as it stood, its widgets included, until it is uncovered."""
    app = make_app(tmp_path)
    menu = MainMenu(app)
    app.start(menu)
    frames(app, 2)
    before = app.logical.copy()
    menu.ask_to_quit()
    frames(app, 2)
    assert menu.cover_picture is not None
    column = menu.buttons[0][0].relative_rect.union(menu.buttons[-1][0].relative_rect)
    assert column.w > 0 and all(not button.visible for button, _ in menu.buttons), "the real buttons take no clicks"
    assert pygame.image.tobytes(menu.cover_picture.subsurface(column), "RGB") == \
        pygame.image.tobytes(before.subsurface(column), "RGB"), "the buttons stay drawn behind the dialog"
    app.pop()
    frames(app, 2)
    assert menu.cover_picture is None and all(button.visible for button, _ in menu.buttons)
    app.finish()


def test_koikoi_capture_counts_stand_clear_of_the_winning_brackets(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = ana_must_decide_on_three_brights(tmp_path)
    prompt = table.visible_prompt()
    assert prompt is not None
    click(app, table.prompt_buttons(prompt)[0].center)
    frames(app, 5)
    lit = [piece.rect for piece in table.adapter.pieces.values() if piece.highlight]
    assert lit
    drawn = record_draw_text(monkeypatch, koikoi_table)
    frames(app, 1)
    counts = [rect for text, rect in drawn if text.split(" ")[0] in koikoi_table.KIND_TITLES.values()]
    assert counts
    reach = 6 + 5  # the highlight's pad and the brackets' dark edge
    brackets = [rect.inflate(2 * reach, 2 * reach) for rect in lit]
    assert not [(count, box) for count in counts for box in brackets if count.colliderect(box)]
    app.finish()


def test_citroncoco_claim_chip_shows_the_whole_key(tmp_path: Path) -> None:
    from tabletop.art.text import font
    from tabletop.tables.citroncoco import MIN_TEXT
    from tests.test_citroncoco_table import discard_a_five

    app, table = discard_a_five(tmp_path)
    app.keymaps.label = lambda seat, name: "Num Enter or pad button 12"  # type: ignore[method-assign]
    (seat, chip), = table.adapter.claim_buttons()
    words = table.adapter.claim_words(seat)
    assert words == "Ana: Num Enter or pad button 12"
    assert font(MIN_TEXT, True).size(words)[0] <= chip.w - 48, "the chip's text would be cut"
    app.finish()


def test_citroncoco_overlapped_hand_cards_show_no_cut_words() -> None:
    from tabletop.tables.citroncoco import BIG_CARD, HANDS, mark_lines, shown_widths

    pygame.font.init()
    spots = HANDS[0].positions(9)
    widths = shown_widths(spots, BIG_CARD[0])
    assert widths[-1] is None and all(width is not None and width < BIG_CARD[0] for width in widths[:-1])
    assert shown_widths(HANDS[0].positions(4), BIG_CARD[0]) == [None] * 4
    side = [(100.0, 50.0), (200.0, 50.0), (100.0, 210.0)]
    assert shown_widths(side, 100) == [None, None, None], "a side seat's two columns do not cover each other"
    assert mark_lines("Papaya looked", 88) == ["Papaya", "looked"]
    assert mark_lines("turned up", 200) == ["turned up"]


def test_a_partly_covered_card_writes_only_what_fits_its_strip() -> None:
    from tabletop.art import playing_cards

    pygame.font.init()
    drawn: list[str] = []
    real = playing_cards.font

    class Recording:
        def __init__(self, size: int, bold: bool = False) -> None:
            self.face = real(size, bold)

        def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
            return getattr(self.face, name)

        def render(self, text: str, *args, **kwargs):  # type: ignore[no-untyped-def]
            drawn.append(text)
            return self.face.render(text, *args, **kwargs)

    playing_cards.font = Recording  # type: ignore[assignment]
    try:
        playing_cards.playing_card_face.__wrapped__("JS", (130, 186), 11, "Supply", 62)  # type: ignore[attr-defined]
        playing_cards.playing_card_face.__wrapped__("JS", (130, 186), 11, "Supply")  # type: ignore[attr-defined]
    finally:
        playing_cards.font = real  # type: ignore[assignment]
    assert "11" in drawn and "11 Supply" in drawn and drawn.index("11") < drawn.index("11 Supply")


def test_cheeky_piles_show_no_reminder_text_and_only_your_round_wears_a_pill(tmp_path: Path) -> None:
    from saves import SeatSpec
    from tabletop.tables.cheeky_monkeys import PILE_CARD, pile_face, pile_layout
    from tests.test_cheeky_monkeys_table import open_table

    pygame.font.init()
    for kind in ("pass-the-monkey", "bamboo-juggler"):
        layout = pile_layout(kind, PILE_CARD)
        assert layout.blurb is not None and layout.blurb.top >= PILE_CARD[1] - layout.frame, "the reminder is cut off"
        assert pile_face(f"{kind}.1", PILE_CARD).get_size() == PILE_CARD
    bots = [SeatSpec(name, "bot", "easy") for name in ("Coco", "Mango")]
    app, table = open_table(tmp_path, [SeatSpec("Ana"), *bots])
    state = table.session.state
    deck = state["decks"]["actions"]
    state["discards"]["actions"].append(deck.pop(next(i for i, c in enumerate(deck) if c.startswith("pass-the"))))
    state["turn"] = 2
    table.refresh()
    name, band = table.adapter.pile_bands()["discard-actions"]
    pile = table.adapter.pieces["discard-actions"].rect
    layout = pile_layout("pass-the-monkey", pile.size)
    assert name == "Pass" and band.top <= pile.y + layout.name.y + 2 and band.bottom <= pile.y + layout.tag.top
    pills: list[str] = []
    real_pill = table.adapter._pill

    def recording_pill(surface: pygame.Surface, text: str, at: tuple[int, int]) -> pygame.Rect:
        pills.append(text)
        return real_pill(surface, text, at)

    table.adapter._pill = recording_pill  # type: ignore[method-assign]
    table.adapter.draw_board(app.logical)
    assert pills == [], "Mango's panel wears no pill while Ana is at the screen"
    table.session.state["turn"] = 0
    table.refresh()
    table.adapter.draw_board(app.logical)
    assert pills == ["Your round"]
    app.finish()


def test_the_las_nut_tag_leaves_its_name_and_reminder_readable(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from rules.kokonotsu import LAS_NUT
    from tabletop.art.kokonotsu import coconut_layout
    from tabletop.art.text import font
    from tabletop.tables import kokonotsu as koko_table
    from tests.test_kokonotsu_table import ANA, BOTS
    from tests.test_kokonotsu_table import open_table as open_koko

    pygame.font.init()
    longest = max(koko_table.COCONUT_NAMES.values(), key=len)
    assert "Coconots" not in koko_table.REVEAL_WORDS + koko_table.REVEAL_STATUS
    assert font(50, True).size(f"{koko_table.REVEAL_WORDS}  Round 9: {longest}")[0] <= koko_table.NOTICE_WIDTH - 40
    app, table = open_koko(tmp_path, [ANA, BOTS[0]])
    adapter = table.adapter
    las_nut = next(cell for cell in adapter.view["grid"] if cell["coconut"] == LAS_NUT)
    assert las_nut["face_up"] and not las_nut["selectable"], "the dealer is choosing; the Las-nut waits for round 9"
    placed: list[pygame.Rect] = []
    real = koko_table._centred

    def recording(image: pygame.Surface, at: tuple[float, float]) -> tuple[pygame.Surface, pygame.Rect]:
        image, rect = real(image, at)
        placed.append(rect.inflate(14, 8))
        return image, rect

    monkeypatch.setattr(koko_table, "_centred", recording)
    adapter._dim_unselectable(app.logical)
    cell = koko_table.cell_rect(las_nut["position"], adapter.board)
    layout = coconut_layout(LAS_NUT, cell.size)
    (tag,) = placed
    assert not tag.colliderect(layout.band.move(cell.topleft)), "the name stays readable"
    assert not tag.colliderect(layout.reminder.move(cell.topleft)), "the reminder stays readable"
    app.finish()


def test_citroncoco_deals_the_covered_cards_of_a_long_hand_their_strip(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.tables import citroncoco as table_module
    from tests.test_citroncoco_table import ANA, BOTS, open_table, set_hand

    app, table = open_table(tmp_path, [ANA, *BOTS])
    state = table.session.state
    set_hand(state, 0, ["JS", "KC", "6H", "AD", "4D", "7C", "5S", "JH", "5D"])
    table.open_cards = True
    faces: dict[str, int | None] = {}
    real = table_module.card_face

    def recording(code: str, size: tuple[int, int], shown_width: int | None = None) -> pygame.Surface:
        faces[code] = shown_width
        return real(code, size, shown_width)

    monkeypatch.setattr(table_module, "card_face", recording)
    table.refresh()
    frames(app, 2)
    assert faces["5D"] is None, "the top card shows whole"
    asked: list[tuple[str, int]] = []
    monkeypatch.setattr(table_module, "mark_lines", lambda word, width: asked.append((word, width)) or [word])
    table.adapter.marks[table.adapter.slot_key(1, 0)] = ("Papaya looked", table.adapter.now + 60_000)
    table.adapter.draw_hud(app.logical)
    assert asked == [("Papaya looked", table.adapter.slot_rect(1, 0).w - 12)], "the tag keeps to its card"
    assert all(faces[code] is not None for code in ("JS", "KC", "6H", "AD", "4D", "7C", "5S", "JH"))
    app.finish()

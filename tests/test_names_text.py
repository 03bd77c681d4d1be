"""Names in any script the bundled fonts cover: each run of a line is drawn by the family that has its
glyphs, on one baseline; a name no font can draw is refused with the reason where it is typed; and no
string, however hostile, stops the drawing."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from saves import SeatSpec
from tabletop.art import text
from tabletop.art.text import (
    ENTRY_FACES,
    FACES,
    FONT_PATH,
    draw_outlined,
    draw_text,
    entry_face,
    entry_shows,
    face_of,
    font,
    name_problem,
    runs,
    undrawable,
)
from tabletop.scenes.dialogs import ENTRY_FONT_NAMES, NAME_ENTRY, PREVIEW, WARNING, NameEntry, TextPrompt
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tests.uitools import frames, key, make_app

THEME = Path(__file__).resolve().parent.parent / "assets" / "theme.json"
NAMES = {
    "latin": "Zoë Ñandú", "greek": "Αλέξανδρος", "cyrillic": "Наталья", "japanese": "山田 花子",
    "korean": "김민준", "chinese": "张伟们", "georgian": "ნინო", "hebrew": "שלום דוד", "arabic": "محمد علي",
}
HOSTILE = ["", "\x00", "a\x00b", "a\ud800b\udfff", "\n\t\r", "x" * 10_000, "花" * 10_000, "a花" * 5_000,
           "😀👍🏽\u200d", "\u202eevil\u202c", "e\u0301\u0301\u0301", "\U0010fffd", "Ana محمد 12 花子 김"]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def box_of_noto_sans(char: str, size: int = 40) -> bytes:
    """What plain Noto Sans draws for a character it lacks: its missing-glyph box."""
    return pixels(pygame.font.Font(str(FONT_PATH), size).render(char, True, (255, 255, 255)))


def test_a_plain_latin_line_is_drawn_by_noto_sans_exactly_as_before(font_module_only: None) -> None:
    plain = pygame.font.Font(str(FONT_PATH), 30)
    assert pixels(font(30).render("Ana: 12 points", True, (255, 255, 255))) == \
        pixels(plain.render("Ana: 12 points", True, (255, 255, 255)))
    assert font(30).size("Zoë – ×2") == plain.size("Zoë – ×2")


def test_each_script_goes_to_a_family_that_has_it(font_module_only: None) -> None:
    assert runs("Pass to 花子") == ((0, "Pass to "), (1, "花子"))
    assert runs("김민준") == ((2, "김민준"),)
    assert runs("张伟们") == ((3, "张伟们"),)  # "们" is not in the Japanese font
    assert runs("花子 (dealer)") == ((1, "花子"), (0, " (dealer)")), "a bracket after kanji is Noto Sans's"
    assert runs("e\u0301x") == ((0, "e\u0301x"),), "a combining mark stays with its letter"
    assert runs("Ana محمد 12") == ((0, "Ana "), (6, "محمد"), (0, " 12"))
    assert runs("محمد علي: play") == ((6, "محمد علي"), (0, ": play")), "the table's lines read left to right"
    for script, name in NAMES.items():
        assert not undrawable(name), script
        assert all(face_of(char) is not None for char in name if not char.isspace()), script


def test_a_japanese_name_is_drawn_in_kanji_not_in_boxes(font_module_only: None) -> None:
    drawn = font(40).render("花子", True, (255, 255, 255))
    japanese = text._face_font(1, 40, False).render("花子", True, (255, 255, 255))
    assert pixels(drawn) == pixels(japanese)
    beyond_noto_sans = [char for char in "".join(NAMES.values()) if face_of(char) not in (0, None)]
    assert len(beyond_noto_sans) > 15
    for char in beyond_noto_sans:
        drawn = font(40).render(char, True, (255, 255, 255))
        assert pixels(drawn) != box_of_noto_sans(char), char
        assert drawn.get_size() == text._face_font(face_of(char), 40, False).size(char), char


def test_runs_share_one_baseline(font_module_only: None) -> None:
    """The Latin words of a mixed line sit where Noto Sans alone would put them on the same baseline."""
    line = font(40, True).render("Pass to 花子", True, (255, 255, 255))
    latin = pygame.font.Font(str(text.BOLD_FONT_PATH), 40)
    words = latin.render("Pass to ", True, (255, 255, 255))
    drop = text._face_font(1, 40, True).get_ascent() - latin.get_ascent()
    assert drop > 0, "the Japanese family rises higher: the Latin run is lowered onto its baseline"
    assert pixels(line.subsurface((0, drop, *words.get_size()))) == pixels(words)
    assert line.get_width() == words.get_width() + text._face_font(1, 40, True).size("花子")[0]
    assert font(40, True).size("Pass to 花子") == line.get_size()


@pytest.mark.parametrize("name", ["שלום", "محمد"])
def test_hebrew_and_arabic_read_right_to_left(font_module_only: None, name: str) -> None:
    """The first letter is drawn at the right-hand end (HarfBuzz shapes the run right to left)."""
    line = font(48).render(name, True, (0, 0, 0), (255, 255, 255))
    first = font(48).render(name[0], True, (0, 0, 0), (255, 255, 255))
    width, height = first.get_size()
    left = line.subsurface((0, 0, width, height))
    right = line.subsurface((line.get_width() - width, 0, width, height))
    if name == "שלום":  # an unjoined script: the letter alone is the very glyph at the right
        assert pixels(right) == pixels(first) != pixels(left)


def test_a_name_no_font_can_draw_is_refused_with_the_reason(font_module_only: None) -> None:
    assert name_problem("Bob😀") == ("The table cannot draw “grinning face” (U+1F600) in a name: "
                                     "use letters or digits")
    assert "and 1 other character" in (name_problem("😀🎴") or "")
    assert "U+E000 in a name" in (name_problem("\ue000") or "")
    for script, name in NAMES.items():
        assert name_problem(name) is None, script
    assert [entry_face(name) for name in ("Ana", "山田 花子", "Наталья", "김민준", "张伟们", "ნინო", "Bob😀")] == \
        [1, 1, 1, 2, 3, 4, 1]
    assert not entry_shows("שלום", entry_face("שלום"))


def test_the_name_fields_are_themed_with_the_first_entry_family() -> None:
    block = json.loads(THEME.read_text(encoding="utf-8"))[NAME_ENTRY]["font"]
    assert block["regular_resource"]["resource"] == FACES[ENTRY_FACES[0]].regular
    assert block["bold_resource"]["resource"] == FACES[ENTRY_FACES[0]].bold


def colours_under(surface: pygame.Surface, field: pygame.Rect) -> set[tuple[int, int, int]]:
    strip = surface.subsurface((field.x, field.bottom, 340, 30))
    return {tuple(strip.get_at((x, y)))[:3] for x in range(0, 340, 2) for y in range(30)}  # type: ignore[misc]


@pytest.mark.parametrize("hostile", HOSTILE, ids=range(len(HOSTILE)))
def test_no_string_stops_the_drawing(font_module_only: None, hostile: str) -> None:
    surface = pygame.Surface((400, 100))
    for size, bold in ((24, False), (40, True)):
        width, height = font(size, bold).size(hostile)
        drawn = font(size, bold).render(hostile, True, (255, 255, 255))
        assert drawn.get_size() == (width, height)
        font(size, bold).render(hostile, False, (255, 255, 255), (0, 0, 0))
    draw_text(surface, hostile, 30, (255, 255, 255), center=(200, 50))
    draw_outlined(surface, hostile, 30, (255, 255, 255), center=(200, 50))
    name_problem(hostile)
    entry_face(hostile)


@pytest.mark.ui
def test_a_name_field_draws_the_script_typed_and_notes_what_it_cannot(tmp_path: Path) -> None:
    """The field switches to the Korean, Chinese or Georgian font for their letters; under it, the reason
    a name cannot be drawn, or the name as the table draws it when the field cannot (Hebrew)."""
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    setup = SetupScene(app)
    app.push(setup)
    frames(app, 2)
    field = setup.names[0]
    themed = field.font
    fonts = app.ui.get_theme().get_font_dictionary()
    field.set_text("")
    field.focus()
    for char in "김민준":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        frames(app, 1)
    frames(app, 2)
    assert field.get_text() == "김민준" and field.face == 2
    assert field.font is fonts.find_font(themed.point_size, ENTRY_FONT_NAMES[2]) is not themed
    for name, face, note in (("张伟们", 3, None), ("ნინო", 4, None), ("花子", 1, None), ("Bob😀", 1, WARNING),
                             ("שלום", 1, PREVIEW), ("김 ნინო", 1, PREVIEW)):
        field.set_text(name)
        frames(app, 2)
        assert field.face == face, name
        assert (field.font is themed) == (face == 1), name
        shown = colours_under(app.logical, field.relative_rect)
        assert (note in shown) if note else not shown & {WARNING, PREVIEW}, name
    for hostile in ("a\x00b", "a\ud800b", "\n\t"):  # a name read from a save, not typed
        field.set_text(hostile)
        frames(app, 2)
    assert NameEntry(pygame.Rect(0, 0, 300, 64), app.ui, "Ana\x00\udfff").get_text() == "Ana"
    app.finish()


@pytest.mark.ui
def test_setup_refuses_a_name_it_cannot_draw_and_starts_with_kanji(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    setup = SetupScene(app)
    app.push(setup)
    frames(app, 2)
    assert NAME_ENTRY in setup.names[0].get_object_ids()
    setup.names[0].set_text("Bob😀")
    frames(app, 2)
    assert WARNING in colours_under(app.logical, setup.names[0].relative_rect)
    setup.start()
    assert app.toasts and "grinning face" in app.toasts[-1][0] and app.top is setup
    setup.names[0].set_text("花子")
    setup.start()
    frames(app, 2)
    table = next(scene for scene in app.stack if isinstance(scene, TableScene))
    assert table.session.record.seats[0] == SeatSpec("花子")
    app.finish()


@pytest.mark.ui
def test_the_save_prompt_keeps_a_name_it_cannot_draw_open(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    accepted: list[str] = []
    prompt = TextPrompt(app, "Save as", "Bob😀", accepted.append)
    app.push(prompt)
    frames(app, 2)
    key(app, pygame.K_RETURN, settle=3)
    assert not accepted and app.top is prompt and "grinning face" in app.toasts[-1][0]
    prompt.entry.set_text("花子の勝負")
    key(app, pygame.K_RETURN, settle=3)
    assert accepted == ["花子の勝負"] and app.top is not prompt
    app.finish()


@pytest.mark.ui
def test_a_record_to_import_is_a_file_to_find_not_a_name_to_draw(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    load = LoadScene(app)
    app.push(load)
    frames(app, 2)
    load.ask_import()
    frames(app, 2)
    assert isinstance(app.top, TextPrompt) and not app.top.refuse_undrawable
    app.finish()

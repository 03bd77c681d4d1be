"""Memory that stays flat under play (issue 10, item 8): what the random-input soak found, pinned.

`make soak-ui` is the long measurement; these are the causes it found, each checked quickly.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from saves import GameRecord, SeatSpec
from tabletop import art
from tabletop.app import App
from tabletop.art import art_cache, art_cache_bytes, clear_art_caches
from tabletop.scenes.menu import MainMenu
from tabletop.scenes.pause import PauseMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.soak_ui import rss_mb
from tests.uitools import frames, make_app

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.ui


def koikoi_table(app) -> TableScene:  # type: ignore[no-untyped-def]
    seats = [SeatSpec("Ana", "human"), SeatSpec("Mango", "bot", "normal")]
    table = TableScene(app, Session(GameRecord("koikoi", {}, seats, 11), store=app.store))
    app.start(table)
    frames(app, 3)
    return table


def press(keycode: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode="", scancode=0))


def test_three_escapes_in_one_frame_open_one_pause_menu_and_close_it(tmp_path: Path) -> None:
    """Before, every Esc of a frame went to the table (the pause menu only arrived at the frame's end):
    the soak stacked eight pause menus, each holding its buttons' surfaces."""
    app = make_app(tmp_path)
    koikoi_table(app)
    press(pygame.K_ESCAPE)
    frames(app, 1)
    assert sum(isinstance(scene, PauseMenu) for scene in app.stack) == 1
    for _ in range(3):
        press(pygame.K_ESCAPE)
    frames(app, 1)
    assert [type(scene).__name__ for scene in app.stack] == ["TableScene"], "each Esc toggles: closed, opened, closed"


def test_opening_and_closing_the_pause_menu_many_times_keeps_memory_flat(tmp_path: Path) -> None:
    """A closed scene and its pygame_gui buttons are reference cycles; before, they waited for a rare
    full collection, and 100 pauses grew RSS by over 100 MB."""
    app = make_app(tmp_path)
    table = koikoi_table(app)
    for _ in range(10):  # warm: fonts, theme images
        app.push(PauseMenu(app, table.session))
        frames(app, 1)
        app.pop()
        frames(app, 1)
    before = rss_mb()
    for _ in range(80):
        app.push(PauseMenu(app, table.session))
        frames(app, 1)
        app.pop()
        frames(app, 1)
    assert rss_mb() - before < 30


def test_cached_art_stays_within_its_byte_budget_and_keeps_what_is_in_use(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    art.clear_art_caches()
    monkeypatch.setattr(art, "ART_BUDGET_BYTES", 4 * 2**20)

    @art_cache(10_000)
    def square(side: int) -> pygame.Surface:
        return pygame.Surface((side, side), pygame.SRCALPHA)

    favourite = square(300)
    for side in range(200, 400):
        square(side)
        assert square(300) is favourite, "in use every frame, so never the least recently used"
    assert art_cache_bytes() <= 4 * 2**20
    art.clear_art_caches()
    assert art_cache_bytes() == 0


def test_a_cache_also_keeps_at_most_its_own_count() -> None:
    art.clear_art_caches()
    calls: list[int] = []

    @art_cache(3)
    def label(number: int) -> str:
        calls.append(number)
        return str(number)

    for number in (1, 2, 3, 4, 1):
        label(number)
    assert calls == [1, 2, 3, 4, 1], "1 was the oldest of four, so it was drawn again"
    art.clear_art_caches()


def test_soak_ui_runs_headless_and_gives_a_verdict(tmp_path: Path) -> None:
    """The soak tool itself: a few seconds on one game, with a verdict line and its figures."""
    done = subprocess.run([sys.executable, "-m", "tests.soak_ui", "0.1", "kokonotsu"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    verdict = [line for line in done.stdout.splitlines() if "peak RSS=" in line]
    assert len(verdict) == 1, done.stdout + done.stderr
    assert "exceptions=0 " in verdict[0], done.stdout + done.stderr
    with pytest.raises(subprocess.CalledProcessError):
        subprocess.run([sys.executable, "-m", "tests.soak_ui", "0.1", "no-such-game"], cwd=ROOT,
                       capture_output=True, check=True, timeout=60)


def test_the_load_screen_costs_the_same_with_three_hundred_saves(tmp_path: Path) -> None:
    """Games left unfinished pile up as autosaves; the list shows a page at a time, drawn by us.
    Before, a pygame_gui selection list drew every row up front: about 3 MB a row."""
    from saves import SaveStore
    from tabletop.scenes.load import PAGE_ROWS, LoadScene
    from tabletop.scenes.menu import MainMenu
    from tests.uitools import button_center, click

    store = SaveStore(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Mango", "bot", "normal")], 5)
    state = record.new_state()
    for number in range(300):
        store.autosave(record, state, f"koikoi-{number:03}")
    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    before = rss_mb()
    click(app, button_center(app, "Load"))
    scene = app.top
    assert isinstance(scene, LoadScene) and len(scene.saves) == PAGE_ROWS and scene.pages == 30
    for _ in range(5):
        click(app, button_center(app, "Older"))
    assert scene.page == 5
    click(app, scene.row_rect(3).center)
    assert scene.chosen is scene.saves[3]
    assert rss_mb() - before < 15


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator is the one that keeps pages")
def test_freed_surfaces_go_back_to_the_system() -> None:
    """Many small surfaces freed between a few kept ones leave free pages inside the heap, which glibc
    keeps until asked: after a minute of random input that was half of the table's footprint."""
    from tabletop.memory import FreedMemory

    memory = FreedMemory()
    pygame.init()
    made = [pygame.Surface((60, 60), pygame.SRCALPHA) for _ in range(6000)]  # about 85 MB
    kept = made[::12]
    del made
    before = rss_mb()
    memory.give_back()
    assert before - rss_mb() > 40
    assert kept


def widget_state_bytes(app: App) -> tuple[int, int]:
    """(bytes of every pygame_gui widget state's surfaces, states keeping text layers beside them)."""
    total = layered = 0
    for element in app.ui.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        for state in (shape.states.values() if shape is not None else ()):
            kept = [surface for surface in (state.surface, state.pre_text_surface, state.text_surface)
                    if surface is not None]
            total += sum(surface.get_width() * surface.get_height() * surface.get_bytesize() for surface in kept)
            layered += state.pre_text_surface is not None and not shape.editable_text
    return total, layered


def test_setup_and_settings_widgets_keep_one_surface_per_state(tmp_path: Path) -> None:
    """pygame_gui kept each state's surface without its text and its text alone beside it, for text
    fields to edit; for buttons that was two thirds of their memory: the widgets of Setup and Settings
    took 23 and 24 MB, now under 9 each."""
    from tabletop.scenes.menu import MainMenu
    from tabletop.scenes.settings_scene import SettingsScene
    from tabletop.scenes.setup import SetupScene

    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    for scene in (SetupScene(app), SettingsScene(app)):
        before, _ = widget_state_bytes(app)
        app.push(scene)
        frames(app, 6)  # pygame_gui draws the remaining states one a frame
        after, layered = widget_state_bytes(app)
        assert layered == 0, "only text fields keep their text apart"
        assert after - before < 12 * 2**20, f"{type(scene).__name__}: {(after - before) / 2**20:.1f} MB"
        app.pop()
        frames(app, 1)
        assert widget_state_bytes(app)[0] <= before, "closing a screen frees its widgets"
    app.finish()


def test_opening_and_closing_a_drop_down_frees_the_buttons_it_replaced(tmp_path: Path) -> None:
    """Each opening and closing of a drop-down kills its buttons and makes new ones; killed widgets are
    reference cycles, and clicking through the setup menus piled up 1 MB a click until a rare full
    collection."""
    import gc
    import weakref

    from tabletop.scenes.setup import SetupScene
    from tests.uitools import click

    app = make_app(tmp_path)
    app.start(SetupScene(app))
    frames(app, 2)
    menu = app.top.kinds[0]
    gc.disable()  # only what the drop-down itself collects counts
    try:
        replaced = weakref.ref(menu.current_state.selected_option_button)
        click(app, menu.rect.center, settle=2)
        opened_list = weakref.ref(menu.current_state.options_selection_list)
        click(app, menu.rect.center, settle=2)
        assert menu.current_state is menu.menu_states["closed"]
        assert replaced() is None, "the closed menu's button, killed on opening, is gone"
        click(app, menu.rect.center, settle=2)
        assert opened_list() is None, "the first list, killed on closing, is gone"
    finally:
        gc.enable()
    app.finish()


def test_settings_free_their_widgets_under_the_seat_keys_and_show_the_same_on_return(tmp_path: Path) -> None:
    """Settings under the seat keys screen held 9 MB of hidden widgets; every one shows a setting the
    app keeps, so they are built again on return, showing what was chosen."""
    from tabletop.scenes.keys_scene import KeysScene
    from tabletop.scenes.settings_scene import SettingsScene
    from tests.uitools import button_center, click

    app = make_app(tmp_path)
    app.start(SettingsScene(app))
    frames(app, 2)
    settings = app.top
    click(app, button_center(app, "Open hands (no curtains): off"))
    slider = settings.sliders["volume"]
    slider.set_current_value(37)
    settings.on_gui(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider))
    covered = list(settings.elements)
    click(app, button_center(app, "Seat keys…"))
    assert isinstance(app.top, KeysScene)
    assert not settings.elements and not any(element.alive() for element in covered)
    click(app, button_center(app, "Done"))
    assert app.top is settings and settings.elements and all(element.alive() for element in settings.elements)
    assert button_center(app, "Open hands (no curtains): on")
    assert int(settings.sliders["volume"].get_current_value()) == 37
    app.finish()


def test_a_closed_table_leaves_none_of_its_art_cached_for_the_menus(tmp_path: Path) -> None:
    """The soak's peaks were the menus built while the closed table's cards still filled the whole art
    budget (about 30 MB); the menus draw their own pieces again."""
    app = make_app(tmp_path)
    table = koikoi_table(app)
    faces_at_the_table = sum(key[0].__name__ == "hanafuda_face" for key in art._entries)
    app.replace(MainMenu(app))
    frames(app, 2)
    assert table not in app.stack
    after_the_table = art_cache_bytes()
    clear_art_caches()
    frames(app, 2)
    menu_alone = art_cache_bytes()
    assert faces_at_the_table >= 20, "a Koi-Koi table draws its cards"
    assert after_the_table <= menu_alone + 2**20


def test_widget_fonts_are_opened_from_their_files_not_copied_per_size(tmp_path: Path) -> None:
    """pygame_gui read a bundled font whole into memory for each size and style: the theme's Noto Sans
    sizes and the name field's Japanese font held 16 MB, a Korean name field 6 MB more a size. Opened
    from the file, each costs what FreeType reads of it."""
    from pygame_gui.core.package_resource import PackageResource

    from tabletop.scenes.setup import SetupScene

    app = make_app(tmp_path)
    app.start(SetupScene(app))
    frames(app, 2)
    app.top.names[0].set_text("김민준")  # the field switches to the Korean family
    frames(app, 2)
    loaded = app.ui.get_theme().get_font_dictionary().loaded_fonts
    assert "noto_sans_jp_regular_aa_30" in loaded and any("kr" in font_id for font_id in loaded)
    copied = [font_id for font_id, font in loaded.items() if isinstance(font.location, PackageResource)]
    assert copied == [], f"read whole into memory: {copied}"
    assert all(font.loaded_font is not None for font in loaded.values())
    app.finish()


def rounded_shape_draft_bytes(app: App) -> int:
    """The pixels pygame_gui's rounded widgets keep as drafts (drawn 4 times larger each way)."""
    drafts = [getattr(getattr(element, "drawable_shape", None), name, None)
              for element in app.ui.get_sprite_group().sprites()
              for name in ("temp_additive_shape", "temp_subtractive_shape", "temp_shadow_subtractive_shape")]
    return sum(draft.get_width() * draft.get_height() * draft.get_bytesize() for draft in drafts if draft is not None)


def test_a_screen_just_opened_keeps_no_drafts_of_its_rounded_widgets(tmp_path: Path) -> None:
    """pygame_gui kept every rounded widget's two drafts until it had drawn all its states, one a frame:
    12.5 MB at once in Setup's first frames, the most of what opening a screen added to the soak's peak."""
    from tabletop.scenes.setup import SetupScene

    app = make_app(tmp_path)
    app.start(MainMenu(app))
    frames(app, 2)
    app.push(SetupScene(app))
    frames(app, 1)
    assert app.ui.get_sprite_group().sprites()
    assert rounded_shape_draft_bytes(app) == 0
    app.finish()


def test_widget_shapes_kept_for_reuse_fill_one_sheet_and_make_room_there(tmp_path: Path) -> None:
    """pygame_gui added up to three 4 MB sheets of widget shapes to reuse; the soak's later peaks came
    with the second and third. One is kept: shapes used once and no longer shown give way."""
    app = make_app(tmp_path)
    cache = app.ui.get_theme().shape_cache
    shape = pygame.Surface((190, 190), pygame.SRCALPHA)
    for number in range(60):  # a sheet holds 25 of these
        cache.add_surface_to_cache(shape, f"shape {number}")
        cache.update()
        cache.remove_user_from_cache_item(f"shape {number}")  # its widget is gone
    assert len(cache.cache_surfaces) == 1
    assert any(f"shape {number}" in cache.cache_long_term_lookup for number in range(40, 60)), \
        "shapes gone from the screen made room for later ones"
    app.finish()


def test_the_card_faces_japanese_font_is_opened_once_for_every_size() -> None:
    """An open CFF font holds about 0.7 MB whatever its size: a Koi-Koi table opened seven sizes of
    the Japanese one. One font set to each size draws the same pixels."""
    from tabletop.art.text import JAPANESE_FONT_PATH, japanese_font

    pygame.init()
    clear_art_caches()
    for size in (30, 12, 48, 30):
        drawn = japanese_font(size).render("松に鶴", True, (10, 20, 30))
        fresh = pygame.font.Font(str(JAPANESE_FONT_PATH), size).render("松に鶴", True, (10, 20, 30))
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    assert japanese_font(12) is japanese_font(30)
    clear_art_caches()

"""Small overlays: a dimmed screen with a text entry (Save as) and an overlay of buttons (Pause)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core.package_resource import PackageResource

from tabletop.art.felt import panel
from tabletop.art.text import (
    ENTRY_FACES,
    FACES,
    NO_BREAK,
    character_name,
    draw_text,
    drawable,
    ellipsize,
    entry_face,
    entry_shows,
    first_undrawable,
    font,
    name_problem,
    wrap,
)
from tabletop.scenes.base import Scene
from tabletop.scenes.common import MenuScene

if TYPE_CHECKING:
    from tabletop.app import App

NAME_ENTRY = "#name_entry"
"""The theme's object id for fields where a name is typed: a font with kana and kanji (assets/theme.json)."""
ENTRY_FONT_NAMES = {2: "noto_sans_kr", 3: "noto_sans_sc", 4: "noto_sans_ge"}
"""pygame_gui's names for the families a name field switches to from the theme's."""
NOTE_TEXT = 24
WARNING = (255, 170, 90)
"""A name the table cannot draw: marked with "!" as well, never by colour alone."""
PREVIEW = (200, 215, 200)
"""A name as the table draws it, under a field whose font cannot show it."""
OPAQUE = 255
"""A dialog's panel hides what is behind it: through a see-through one the words below ghost through."""


def held(text: str) -> str:
    """A dialog's detail wraps between words: a date with its time, or a count with its noun, keeps
    together on one line."""
    return text.replace(" ", NO_BREAK)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


class NameEntry(pygame_gui.elements.UITextEntryLine):
    """A field where a name is typed. pygame_gui draws a field in one font: the theme's (Japanese, with
    Latin, Greek and Cyrillic), switched to the Korean, Chinese or Georgian family while the name has
    letters the Japanese one lacks, so the name shows as it is typed. Text put in by the program (a
    name from a save) is made drawable first: pygame_gui stops at a NUL or a lone surrogate."""

    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, initial_text: str,
                 placeholder: str = "") -> None:
        super().__init__(rect, manager, initial_text=drawable(initial_text), object_id=NAME_ENTRY,
                         placeholder_text=placeholder or None)
        self.face = ENTRY_FACES[0]
        self.followed: str | None = None
        self.follow_script()

    def set_text(self, text: str | None) -> None:
        super().set_text(drawable(text or ""))

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self.follow_script()

    def follow_script(self) -> None:
        """Draw the field in the family the name needs, loading it the first time (once per size); asked
        every frame, so only a changed name is looked at again."""
        text = self.get_text()
        if text == self.followed:
            return
        self.followed = text
        face = entry_face(text)
        if face == self.face:
            return
        themed = self.ui_theme.get_font(self.combined_element_ids)
        if face in ENTRY_FONT_NAMES:
            fonts, name, size = self.ui_theme.get_font_dictionary(), ENTRY_FONT_NAMES[face], themed.point_size
            fonts.add_font_path(name, PackageResource("pygame_gui.data", FACES[face].regular),
                                PackageResource("pygame_gui.data", FACES[face].bold))
            fonts.preload_font(size, name, force_immediate_load=True)
            self.font = fonts.find_font(size, name)
        else:
            self.font = themed
        self.face = face
        self.rebuild()


def draw_name_note(surface: pygame.Surface, field: NameEntry, width: int) -> None:
    """Under a name field: what the table cannot draw in the name, or, when the field's font shows
    boxes for it (Hebrew, Arabic, scripts mixed), the name as the table will draw it."""
    name = field.get_text()
    missing = first_undrawable(name)
    if missing:
        note, colour = f"! Cannot draw {character_name(missing)}", WARNING
    elif not entry_shows(name, field.face):
        note, colour = f"Shows as: {name}", PREVIEW
    else:
        return
    face = font(NOTE_TEXT, True)
    draw_text(surface, ellipsize(note, width, lambda text: face.size(text)[0]), NOTE_TEXT, colour, bold=True,
              topleft=(field.relative_rect.x + 4, field.relative_rect.bottom))


def names_problem(fields: list[NameEntry]) -> str | None:
    """Why the names in the shown fields cannot all be used, for a toast; None when they can."""
    return next((problem for field in fields if field.visible
                 for problem in [name_problem(field.get_text())] if problem), None)


class OverlayMenu(MenuScene):
    """A MenuScene drawn over the scene below it."""

    is_overlay = True

    def title_center(self) -> tuple[int, int]:
        """Where the title is drawn: at the top of the panel around the buttons."""
        box = self.menu_panel()
        return box.centerx, box.y + 60

    def menu_panel(self) -> pygame.Rect:
        """The panel behind the buttons, with room above them for the title."""
        first, last = self.buttons[0][0].rect, self.buttons[-1][0].rect
        return first.union(last).inflate(120, 220).move(0, -40)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        if self.buttons:
            panel(surface, self.menu_panel(), alpha=OPAQUE)
            draw_text(surface, self.title, 48, (255, 215, 122), bold=True, center=self.title_center())


class TextPrompt(Scene):
    """Ask for one line of text (a save name); Enter accepts, Esc cancels. A name the table cannot
    draw is refused with the reason, unless ``refuse_undrawable`` is off (a file to find, not a name).
    ``check`` says why a text cannot be used (or None): the prompt then stays open with the reason
    under the field, so the player corrects the text instead of typing it all again. A long reason
    wraps, and the panel grows down for it, the buttons with it."""

    is_overlay = True
    PANEL = pygame.Rect(500, 360, 920, 340)
    BUTTONS_TOP = 590

    def __init__(self, app: "App", question: str, initial: str, on_accept: Callable[[str], None],
                 accept_label: str = "Save", refuse_undrawable: bool = True,
                 check: Callable[[str], str | None] | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.initial = initial
        self.on_accept = on_accept
        self.accept_label = accept_label
        self.refuse_undrawable = refuse_undrawable
        self.check = check
        self.problem: str | None = None
        """Why the text last offered cannot be used, shown under the field until the text changes."""

    def build(self) -> None:
        self.entry = NameEntry(pygame.Rect(560, 480, 800, 72), self.app.ui, self.initial)
        self.entry.set_text_length_limit(60)
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(700, self.BUTTONS_TOP, 240, 70), self.accept_label,
                                               self.app.ui)
        self.cancel = pygame_gui.elements.UIButton(pygame.Rect(980, self.BUTTONS_TOP, 240, 70), "Cancel", self.app.ui)
        self.elements += [self.entry, self.ok, self.cancel]
        self.entry.focus()
        suggested = len(self.entry.get_text())
        self.entry.edit_position = suggested  # pygame_gui leaves the caret before the given text
        self.entry.select_range = [0, suggested]  # typing replaces the suggestion; End or a click keeps it

    @property
    def problem_lines(self) -> list[str]:
        return wrap(f"! {self.problem}", NOTE_TEXT, self.PANEL.w - 40, bold=True) if self.problem else []

    @property
    def grown(self) -> int:
        """How much taller the panel is for a reason past one line."""
        return max(0, len(self.problem_lines) - 1) * font(NOTE_TEXT, True).get_linesize()

    @property
    def panel(self) -> pygame.Rect:
        return self.PANEL.inflate(0, self.grown).move(0, self.grown // 2)

    def show_problem(self, problem: str | None) -> None:
        """Show why the text cannot be used (None: nothing), moving the buttons under it."""
        self.problem = problem
        for button in (self.ok, self.cancel):
            button.set_relative_position((button.relative_rect.x, self.BUTTONS_TOP + self.grown))

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED or (
                event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok):
            problem = name_problem(self.entry.get_text()) if self.refuse_undrawable else None
            if problem:
                self.app.toast(f"{problem}.", 5)
                self.entry.focus()
                return
            self.show_problem(self.check(self.entry.get_text()) if self.check else None)
            if self.problem:
                self.entry.focus()
                return
            self.app.pop()
            self.on_accept(self.entry.get_text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.show_problem(None)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.panel, alpha=OPAQUE)
        draw_text(surface, self.question, 40, (255, 215, 122), bold=True, center=(960, 420))
        line_height = font(NOTE_TEXT, True).get_linesize()
        for row, line in enumerate(self.problem_lines):
            draw_text(surface, line, NOTE_TEXT, WARNING, bold=True,
                      midtop=(self.PANEL.centerx, self.entry.relative_rect.bottom + 2 + row * line_height))
        if not self.problem and self.refuse_undrawable:
            draw_name_note(surface, self.entry, self.entry.relative_rect.width)


class ConfirmDialog(OverlayMenu):
    """A question with two answers side by side. The safe answer has the focus, and Esc picks it, so a
    stray Enter or Esc never does the drastic thing. A long detail wraps, and the panel grows for it."""

    ANSWER_SIZE = (300, 76)
    PANEL = pygame.Rect(560, 380, 800, 330)
    DETAIL_SIZE = 30
    DETAIL_TOP = 115
    """From the panel's top: under the question."""

    def __init__(self, app: "App", question: str, detail: str, confirm: tuple[str, Callable[[], None]],
                 cancel_label: str) -> None:
        super().__init__(app)
        self.title = question
        self.detail = detail
        self.confirm = confirm
        self.cancel_label = cancel_label

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        label, action = self.confirm
        return [(label, action), (self.cancel_label, self.app.pop)]

    @property
    def detail_lines(self) -> list[str]:
        return wrap(self.detail, self.DETAIL_SIZE, self.PANEL.w - 80) if self.detail else []

    @property
    def panel(self) -> pygame.Rect:
        """The panel, taller by the lines of detail past the first, growing up and down alike."""
        extra = max(0, len(self.detail_lines) - 1) * font(self.DETAIL_SIZE).get_linesize()
        return self.PANEL.inflate(0, extra)

    def button_rect(self, index: int, count: int) -> pygame.Rect:
        """The answers side by side at the bottom of the panel, the safe one on the right."""
        width, height = self.ANSWER_SIZE
        panel_rect = self.panel
        left = panel_rect.centerx - (count * width + (count - 1) * 40) // 2
        return pygame.Rect(left + index * (width + 40), panel_rect.bottom - height - 40, width, height)

    def build(self) -> None:
        super().build()
        self.focus = len(self.buttons) - 1
        self._show_focus()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        box = self.panel
        panel(surface, box, alpha=OPAQUE)
        draw_text(surface, self.title, 44, (255, 215, 122), bold=True, center=(box.centerx, box.y + 70))
        line_height = font(self.DETAIL_SIZE).get_linesize()
        for row, line in enumerate(self.detail_lines):
            draw_text(surface, line, self.DETAIL_SIZE, (240, 240, 230),
                      midtop=(box.centerx, box.y + self.DETAIL_TOP + row * line_height))


class NoticeDialog(ConfirmDialog):
    """Something the player must read before going on, with one answer that closes it."""

    def __init__(self, app: "App", title: str, detail: str, close_label: str) -> None:
        super().__init__(app, title, detail, (close_label, app.pop), close_label)

    def entries(self) -> list[tuple[str, Callable[[], None] | None]]:
        return [(self.cancel_label, self.app.pop)]

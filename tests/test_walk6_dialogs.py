"""Save as: the suggested name is selected with the caret after it, so typing replaces it and
Backspace works at once; End keeps the suggestion to add to."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from saves import GameRecord, SeatSpec
from tabletop.scenes.dialogs import TextPrompt
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tests.uitools import button_center, click, frames, key, make_app

pytestmark = pytest.mark.ui


def save_as_prompt(tmp_path: Path):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    record = GameRecord("koikoi", {}, [SeatSpec("Mango", "bot", "easy"), SeatSpec("Ana")], seed=3)
    app.start(TableScene(app, Session(record, store=app.store)))
    frames(app, 3)
    key(app, pygame.K_ESCAPE)
    click(app, button_center(app, "Save as…"))
    assert isinstance(app.top, TextPrompt)
    return app, app.top


def type_text(app, text: str) -> None:  # type: ignore[no-untyped-def]
    for letter in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        frames(app, 1)


def test_typing_in_save_as_replaces_the_suggested_name(tmp_path: Path) -> None:
    app, prompt = save_as_prompt(tmp_path)
    assert prompt.entry.get_text() == "Koi-Koi"
    type_text(app, "Mine")
    assert prompt.entry.get_text() == "Mine"
    app.finish()


def test_backspace_in_save_as_works_at_once_and_end_keeps_the_suggestion(tmp_path: Path) -> None:
    app, prompt = save_as_prompt(tmp_path)
    key(app, pygame.K_BACKSPACE)
    assert prompt.entry.get_text() == "", "the selected suggestion goes"
    type_text(app, "Koi-Koi")
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)
    assert prompt.entry.get_text() == "Koi-Ko"
    type_text(app, "i 2")
    assert prompt.entry.get_text() == "Koi-Koi 2"
    app.finish()

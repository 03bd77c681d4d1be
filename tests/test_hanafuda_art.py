"""Hanafuda card art: every code draws at the exact size, months and kinds look apart, names read well."""
from __future__ import annotations

import itertools
import math
import time

import pygame
import pytest

from tabletop.art import clear_art_caches
from rules.koikoi import card_name
from tabletop.art.hanafuda import CARD_RATIO, DECK, hanafuda_back, hanafuda_face

SIZES = [(70, 113), (160, 258)]


pytestmark = pytest.mark.usefixtures("font_module_only")


def look(code: str) -> tuple[int, str]:
    """What a player has to tell apart: chaff of one month are interchangeable, lightning is not."""
    month, kind = code.split("-")[:2]
    return int(month), code if code == "11-chaff-1" else kind


def thumbnail(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.smoothscale(surface, (6, 10)), "RGB")


def test_the_deck_has_the_48_cards_of_the_rulings() -> None:
    kinds = [code.split("-")[1] for code in DECK]
    assert len(DECK) == len(set(DECK)) == 48
    assert (kinds.count("bright"), kinds.count("animal"), kinds.count("ribbon"), kinds.count("chaff")) \
        == (5, 9, 10, 24)
    assert "11-chaff-1" in DECK and "11-chaff-2" not in DECK and "12-chaff-3" in DECK
    for month in range(1, 13):
        assert sum(code.startswith(f"{month}-") for code in DECK) == 4


def test_the_deck_matches_the_rules_module() -> None:
    koikoi = pytest.importorskip("rules.koikoi")
    assert sorted(koikoi.DECK) == sorted(DECK)


@pytest.mark.parametrize("code", DECK)
def test_every_face_draws_at_exactly_the_asked_size(code: str) -> None:
    for size in SIZES:
        face = hanafuda_face(code, size)
        assert isinstance(face, pygame.Surface)
        assert face.get_size() == size
        assert hanafuda_face(code, size) is face  # drawn once, then cached


def test_back_is_a_dark_red_card_at_the_asked_size() -> None:
    for size in SIZES:
        back = hanafuda_back(size)
        red, green, blue = pygame.transform.average_color(back)[:3]
        assert back.get_size() == size
        assert red > 2 * green and red > 2 * blue and red < 160


def test_card_ratio_is_the_hanafuda_shape() -> None:
    assert 0.6 <= CARD_RATIO <= 0.64


def test_months_have_different_average_colours() -> None:
    for size in SIZES:
        average = {month: pygame.transform.average_color(hanafuda_face(f"{month}-chaff-1", size))[:3]
                   for month in range(1, 13)}
        for first, second in itertools.combinations(average, 2):
            assert math.dist(average[first], average[second]) > 8, (size, first, second)


def test_cards_a_player_must_tell_apart_look_different() -> None:
    """Compared as tiny thumbnails: what is left of a card glimpsed from afar."""
    for size in SIZES:
        thumbs = {code: thumbnail(hanafuda_face(code, size)) for code in DECK}
        for first, second in itertools.combinations(DECK, 2):
            if look(first) == look(second):
                continue
            difference = sum(abs(a - b) for a, b in zip(thumbs[first], thumbs[second])) / len(thumbs[first])
            assert difference > 8, (size, first, second, difference)


def test_special_cards_differ_from_the_chaff_of_their_month() -> None:
    for code in ("1-bright", "5-animal", "6-ribbon", "11-chaff-1", "12-bright"):
        month = code.split("-")[0]
        chaff = f"{month}-chaff-{2 if code == '11-chaff-1' else 1}"
        if chaff in DECK:
            assert thumbnail(hanafuda_face(code, (70, 113))) != thumbnail(hanafuda_face(chaff, (70, 113)))


@pytest.mark.parametrize("code", ["13-bright", "1-animal", "11-chaff-2", "12-chaff-4", "0-chaff-1", "",
                                  "bright", "3-Bright", "3-bright-1"])
def test_unknown_codes_are_refused_with_a_clear_message(code: str) -> None:
    with pytest.raises(ValueError, match="not a hanafuda card code"):
        hanafuda_face(code, (70, 113))


def test_tiny_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="at least"):
        hanafuda_face("1-bright", (4, 6))


def test_every_card_has_a_name_of_its_own_look() -> None:
    """Two cards share a name (the rules' card_name, which the table and the log show) exactly when
    they look alike."""
    names = {code: card_name(code) for code in DECK}
    for code, name in names.items():
        kind = code.split("-")[1]
        assert kind in name and len(name) <= 32, name
    for first, second in itertools.combinations(DECK, 2):
        assert (names[first] == names[second]) == (look(first) == look(second)), (first, second)


def test_all_48_faces_draw_quickly() -> None:
    clear_art_caches()
    started = time.perf_counter()
    for code in DECK:
        hanafuda_face(code, (120, 194))
    assert time.perf_counter() - started < 1.0


@pytest.mark.parametrize("size", [(40, 65), (70, 113), (106, 171), (140, 226)])
def test_no_letter_on_a_face_is_smaller_than_min_text(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """A small window asks for big letters: words that cannot be that big give way to the icon."""
    from tabletop.art import hanafuda

    sizes: list[int] = []
    real_font, real_japanese, real_picture = hanafuda.font, hanafuda.japanese_font, hanafuda._picture
    in_picture = [False]

    def font(size: int, *args: object) -> pygame.font.Font:
        sizes.append(size)
        return real_font(size, *args)

    def japanese_font(size: int) -> pygame.font.Font:
        if not in_picture[0]:  # the poem on a ribbon is part of the picture
            sizes.append(size)
        return real_japanese(size)

    def picture(*args: object) -> pygame.Surface:
        in_picture[0] = True
        try:
            return real_picture(*args)
        finally:
            in_picture[0] = False

    monkeypatch.setattr(hanafuda, "font", font)
    monkeypatch.setattr(hanafuda, "japanese_font", japanese_font)
    monkeypatch.setattr(hanafuda, "_picture", picture)
    clear_art_caches()
    for code in DECK:
        assert hanafuda_face(code, size, 23).get_size() == size
    assert min(sizes) >= 23


def test_a_chaff_card_without_words_still_shows_its_kind() -> None:
    """Where no word fits, chaff gets an icon of its own, as the other kinds keep theirs."""
    size = (40, 65)
    face = hanafuda_face("4-chaff-1", size, 23)
    strip = face.subsurface(pygame.Rect(6, size[1] - 12, size[0] - 12, 8))
    colours = {strip.get_at((x, y))[:3] for x in range(strip.get_width()) for y in range(strip.get_height())}
    assert len(colours) >= 2, "a blank strip"

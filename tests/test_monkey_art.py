"""Cheeky Monkeys art: every card draws, cards look apart, words are big enough, six seats are told
apart, the silhouette fills in, and the rules help and its pictures cover the game."""
from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.art import monkeys
from tabletop.art.monkeys import (ACTIONS, BLURB_MIN, KINDS, MONKEYS, NAME_MIN, NAMES, ZOMBIE_CARDS, ZOMBIE_PARTS,
                                  card_back, card_blurb, card_face, card_name, card_text_sizes, fuse_badge,
                                  is_quick, kind_of, legendary_silhouette, sparks_badge, zombie_badge)
from tabletop.art.palette import SEAT_COLOURS, SEAT_SYMBOLS, draw_symbol, seat_tag

SIZES = [(70, 98), (110, 154), (160, 224)]
"""A small card (short name and picture), the smallest full card, and a roomy one."""


pytestmark = pytest.mark.usefixtures("font_module_only")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("kind", KINDS)
def test_every_card_draws_at_exactly_the_asked_size(kind: str) -> None:
    for size in SIZES:
        face = card_face(kind, size)
        assert face.get_size() == size
        assert face.get_at((size[0] // 2, size[1] // 2)).a == 255, "opaque in the middle"


@pytest.mark.parametrize("size", SIZES)
def test_no_two_kinds_look_the_same(size: tuple[int, int]) -> None:
    faces = {kind: pixels(card_face(kind, size)) for kind in KINDS}
    assert len(set(faces.values())) == len(KINDS)


def test_the_seven_monkeys_differ_in_their_pictures_not_only_in_their_words() -> None:
    """The picture areas of any two monkeys differ in many pixels: their props tell them apart."""
    size = (160, 224)
    layout = monkeys.card_layout(MONKEYS[0], size)
    pictures = {kind: card_face(kind, size).subsurface(layout.art) for kind in MONKEYS}
    for first, second in itertools.combinations(MONKEYS, 2):
        differing = sum(pictures[first].get_at((x, y)) != pictures[second].get_at((x, y))
                        for x in range(0, layout.art.width, 3) for y in range(0, layout.art.height, 3))
        assert differing > 0.08 * (layout.art.width // 3) * (layout.art.height // 3), (first, second)


def test_a_physical_card_draws_as_its_kind() -> None:
    assert kind_of("bamboo-juggler.7") == "bamboo-juggler"
    assert kind_of("no-way") == "no-way"
    assert card_name("deadly-headscratcher.3") == "Deadly Headscratcher"
    assert card_face("bamboo-juggler.7", (110, 154)) is card_face("bamboo-juggler", (110, 154))
    with pytest.raises(ValueError):
        card_face("banana", (110, 154))


@pytest.mark.parametrize("kind", monkeys.IN_PLAY_KINDS)
def test_a_groups_tile_draws_at_its_size_with_its_short_name_inside(kind: str) -> None:
    """The narrowest, lowest tile the table makes: every kind in play keeps its name whole on it."""
    size = (167, 30)
    name_size = monkeys.tile_name_size(size, monkeys.IN_PLAY_KINDS)
    tile = monkeys.card_tile(f"{kind}.1", size, name_size)
    assert tile.get_size() == size
    assert monkeys.font(name_size, True).size(monkeys.short_name(kind))[0] <= monkeys.tile_layout(size).name.w
    layout = monkeys.tile_layout(size)
    assert tile.get_rect().contains(layout.picture) and not layout.picture.colliderect(layout.name)


def test_only_cards_that_lie_in_play_have_a_tile() -> None:
    with pytest.raises(ValueError):
        monkeys.card_tile("no-way", (200, 40), 20)


def test_names_and_reminders_are_big_enough_on_the_smallest_full_card() -> None:
    name, blurb = card_text_sizes((110, 154))
    assert name >= NAME_MIN == 14
    assert blurb >= BLURB_MIN == 12
    assert card_text_sizes((160, 224)) > (name, blurb), "bigger cards, bigger words"


def test_every_reminder_is_short_and_its_own() -> None:
    for kind in KINDS:
        assert 0 < len(card_blurb(kind)) <= 40, kind
    assert len({card_blurb(kind) for kind in KINDS}) == len(KINDS)


def test_quick_and_cheeky_split_five_and_five() -> None:
    quick = [kind for kind in ACTIONS if is_quick(kind)]
    assert quick == ["no-way", "grounding", "closed-for-holiday", "fire-bucket", "pass-the-monkey"]
    assert len(ACTIONS) - len(quick) == 5
    assert not any(is_quick(kind) for kind in MONKEYS + ZOMBIE_CARDS)
    assert is_quick("no-way.4")


def test_quick_and_cheeky_cards_differ_by_more_than_their_colour() -> None:
    """Seen in grey, the QUICK strip (word and bolt) and the CHEEKY strip (word and grin) still differ."""
    size = (160, 224)
    strip = monkeys.card_layout("no-way", size).tag
    assert strip is not None

    def grey(kind: str) -> bytes:
        shown = card_face(kind, size).subsurface(strip).copy()
        return pygame.image.tobytes(pygame.transform.grayscale(shown), "RGB")
    quick, cheeky = grey("no-way"), grey("pickpocket")
    threshold = [sum(quick[i:i + 3]) > 384 for i in range(0, len(quick), 3)]
    other = [sum(cheeky[i:i + 3]) > 384 for i in range(0, len(cheeky), 3)]
    assert sum(a != b for a, b in zip(threshold, other)) > 40, "the light marks (word and sign) differ"


def test_the_kinds_match_the_rules_module() -> None:
    cheeky_monkeys = pytest.importorskip("rules.cheeky_monkeys")
    assert set(MONKEYS) == set(cheeky_monkeys.MONKEY_COUNTS)
    assert set(ACTIONS) == set(cheeky_monkeys.ACTION_COUNTS)
    assert set(ZOMBIE_CARDS) == set(cheeky_monkeys.ZOMBIE_COUNTS)
    assert {kind for kind in ACTIONS if is_quick(kind)} == set(cheeky_monkeys.QUICK)
    assert ZOMBIE_PARTS == tuple(cheeky_monkeys.LEGENDARY_PARTS)


def test_the_three_backs_and_the_three_badges_differ() -> None:
    backs = [pixels(card_back(deck, (110, 154))) for deck in ("monkeys", "actions", "zombies")]
    assert len(set(backs)) == 3
    badges = [pixels(badge((48, 48))) for badge in (fuse_badge, sparks_badge, zombie_badge)]
    assert len(set(badges)) == 3
    with pytest.raises(ValueError):
        card_back("bananas", (110, 154))


def test_the_silhouette_fills_in_part_by_part() -> None:
    size = (90, 120)
    drawn = [pixels(legendary_silhouette(frozenset(ZOMBIE_PARTS[:count]), size)) for count in (0, 3, 5)]
    assert len(set(drawn)) == 3
    assert legendary_silhouette(frozenset(), size).get_size() == size
    other_three = pixels(legendary_silhouette(frozenset(ZOMBIE_PARTS[2:]), size))
    assert other_three != drawn[1], "which parts, not only how many"
    with pytest.raises(ValueError):
        legendary_silhouette(frozenset({"zombie-wing"}), size)


def test_six_seats_have_six_colours_and_six_symbols() -> None:
    assert len(set(SEAT_COLOURS)) == len(SEAT_COLOURS) == 6
    assert len(set(SEAT_SYMBOLS)) == len(SEAT_SYMBOLS) == 6
    four_seats = [(0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167)]
    assert SEAT_COLOURS[:4] == four_seats, "four-seat tables look as before"
    shapes = set()
    for symbol in SEAT_SYMBOLS:
        surface = pygame.Surface((40, 40))
        draw_symbol(surface, symbol, (20, 20), 16, (255, 255, 255))
        shapes.add(pixels(surface))
    assert len(shapes) == 6


def test_the_fifth_and_sixth_seat_tags_are_their_own() -> None:
    tags = []
    for seat in range(6):
        surface = pygame.Surface((40, 40))
        seat_tag(surface, seat, (20, 20))
        tags.append(pixels(surface))
    assert len(set(tags)) == 6


def test_the_help_names_every_card_and_both_action_kinds() -> None:
    from tabletop.scenes.rules_help import RULES_DIR

    text = (RULES_DIR / "cheeky_monkeys.md").read_text(encoding="utf-8")
    for name in NAMES.values():
        assert name in text, name
    for word in ("Quick", "Cheeky", "Zombie Invasion", "anticlockwise", "queue", "Grounding"):
        assert word in text, word


def test_the_help_lays_out_inside_the_text_area() -> None:
    from tabletop.scenes.rules_help import RULES_DIR, TEXT_AREA, layout

    lines = layout((RULES_DIR / "cheeky_monkeys.md").read_text(encoding="utf-8"), TEXT_AREA.width)
    assert len(lines) > 40
    assert all(run.right <= TEXT_AREA.width for line in lines for run in line.runs)


def test_every_picture_page_draws_inside_the_help_panel() -> None:
    from tabletop.scenes.rules_help import CONTENT
    from tabletop.scenes.rules_pictures import PICTURES

    pages = PICTURES["cheeky_monkeys"]
    assert [title for title, _ in pages] == ["The monkeys", "Action cards", "Blasts", "Zombie Invasion"]
    for title, drawer in pages:
        surface = pygame.Surface((1920, 1080))
        surface.fill((0, 0, 0))
        drawer(surface, CONTENT)
        outside = surface.copy()
        outside.fill((0, 0, 0), CONTENT)
        assert pygame.mask.from_threshold(outside, (0, 0, 0), (1, 1, 1, 255)).count() == 1920 * 1080, title
        untouched = pygame.mask.from_threshold(surface.subsurface(CONTENT), (0, 0, 0), (1, 1, 1, 255)).count()
        assert untouched < CONTENT.width * CONTENT.height * 0.9, title

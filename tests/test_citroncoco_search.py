"""CitronCoco's search: the public facts the view carries, samples that agree with the view, and a hard
bot that sees only its view."""
from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules import citroncoco as game
from rules.bots import citroncoco as bots
from rules.core import RuleError, State
from tests.test_citroncoco import discard_power, play, table


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard bot on a small budget, to keep the tests quick."""
    monkeypatch.setattr(bots, "HARD_ITERATIONS", 12)


def positions(seed: int, every: int = 3) -> Iterator[State]:
    """Every few positions of a seeded random game (copies: the caller may change them)."""
    state, rng, step = game.new_game(None, 4, seed), random.Random(seed), 0
    while acting := game.to_act(state):
        if step % every == 0:
            yield game.clone(state)
        game.apply(state, rng.choice([action for seat in sorted(acting) for action in game.legal_actions(state, seat)]))
        step += 1


# --- The public facts a sampler needs ----------------------------------------------------------------

def test_the_view_tells_who_has_seen_each_card_without_its_face() -> None:
    state = discard_power("7S")
    play(state, "0 peek 1 2")
    slot = game.view(state, 3)["hands"][1][2]
    assert slot["face"] is None and slot["seen_by"] == [0]
    assert game.view(state, 0)["hands"][1][2] == {"face": state["hands"][1][2], "up": False, "kept": False,
                                                  "seen_by": [0]}


def test_the_view_tells_who_saw_the_stock_top_and_the_drawn_card() -> None:
    state = discard_power("KH")
    assert game.view(state, 1)["stock_top_seen_by"] == [0] and game.view(state, 1)["stock_top"] is None
    state = table()
    play(state, "0 draw stock")
    assert game.view(state, 2)["drawn_seen_by"] == [0] and game.view(state, 2)["drawn"] is None


def test_the_view_tells_who_discarded_each_card_and_what_follows_a_power() -> None:
    state = table(discard=("8S", "9S"))
    state["discarders"] = [2, 3]
    play(state, "0 draw discard")
    shown = game.view(state, 1)
    assert shown["discarders"] == [2] and shown["discard_owner"] == 2
    state = discard_power("7S")
    assert game.view(state, 1)["then"] == "window"


def test_the_view_tells_where_the_cards_swapped_this_turn_are() -> None:
    state = discard_power("QS")
    play(state, "0 exchange 1 0 3 2")
    assert game.view(state, 2)["swaps"] == [[1, 0, 3, 2]]
    state = discard_power("QS")
    play(state, "0 exchange 0 0 2 1")
    assert game.view(state, 1)["swaps"] == [[0, 0, 2, 1]]


def hide_differently(state: State, seat: int, rng: random.Random) -> State | None:
    """The state with two cards ``seat`` cannot see traded between a hand and the stock (cards nobody
    has seen, kept or turned up), or None if this position has no such pair."""
    marked = {*state["seen"], *state["up"], *state["kept"], *(card for pair in state["swaps"] for card in pair)}
    places = [(owner, slot) for owner, hand in enumerate(state["hands"]) for slot, card in enumerate(hand)
              if card not in marked]
    stock = [index for index, card in enumerate(state["stock"]) if card not in marked]
    if not places or not stock:
        return None
    changed = game.clone(state)
    (owner, slot), index = rng.choice(places), rng.choice(stock)
    hand = changed["hands"][owner]
    hand[slot], changed["stock"][index] = changed["stock"][index], hand[slot]
    assert game.view(changed, seat) == game.view(state, seat)
    return changed


def test_samples_use_no_hidden_information() -> None:
    """A changed hidden part leaves every sample the same, and samples differ from the truth."""
    changed_positions = guessed_elsewhere = 0
    for number, state in enumerate(positions(4)):
        seat = number % game.SEATS
        changed = hide_differently(state, seat, random.Random(number))
        if changed is None:
            continue
        changed_positions += 1
        sample = game.sample_state(game.view(state, seat), seat, random.Random(number))
        assert sample == game.sample_state(game.view(changed, seat), seat, random.Random(number))
        guessed_elsewhere += sample["hands"] != state["hands"]
    assert changed_positions > 20 and guessed_elsewhere > changed_positions // 2


def test_sample_state_refuses_another_seats_view() -> None:
    state = game.new_game(None, 4, 1)
    with pytest.raises(RuleError):
        game.sample_state(game.view(state, 0), 1, random.Random(1))


def test_a_sample_deals_a_card_its_owner_kept_low() -> None:
    """Players keep low cards: over many samples, a hidden kept card is lower than a hidden unkept one."""
    state = table()
    play(state, "0 draw stock", "0 swap 1")
    shown = game.view(state, 2)
    samples = [game.sample_state(shown, 2, random.Random(seed))["hands"][0] for seed in range(300)]
    kept = sum(game.VALUE[hand[1]] for hand in samples) / len(samples)
    unkept = sum(game.VALUE[hand[0]] for hand in samples) / len(samples)
    assert kept < unkept - 1


# --- The hard bot ----------------------------------------------------------------------------------------

def test_the_hard_level_searches_its_draws_and_swaps() -> None:
    bot = bots.make("hard", 1)
    assert isinstance(bot, bots.HardBot) and bot.search.iterations == 12 and bot.search.game is game


def test_the_hard_bot_sees_only_its_view_and_repeats_itself_for_a_seeded_rng() -> None:
    compared = 0
    for number, state in enumerate(state for seed in range(6, 10) for state in positions(seed, every=1)):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        changed = hide_differently(state, seat, random.Random(number))
        if changed is None or len(legal) < 2 or state["phase"] not in bots.SEARCHED_PHASES:
            continue
        picks = {bots.make("hard", seat).choose(game.view(s, seat), legal, random.Random(number))
                 for s in (state, changed, state)}
        assert len(picks) == 1
        compared += 1
    assert compared >= 10

"""The hard bots' search: samples that agree with the view, bots that see only the view, seeded answers."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from rules import koikoi, kokonotsu
from rules.bots import kokonotsu as kokonotsu_bots
from rules.bots import make_bot
from rules.bots.koikoi import HardBot as KoikoiHardBot
from rules.bots.koikoi import hard_bot
from rules.core import Action, State

SEARCHED = {"koikoi": koikoi, "kokonotsu": kokonotsu}
"""Games whose hard bot plays on samples of what it cannot see, each with its ``sample_state``."""


def _positions(game: ModuleType, players: int, seed: int) -> Iterator[State]:
    """Every few positions of a seeded random game (copies: the caller may change them)."""
    every = 7 if game is koikoi else 2
    options = {"months": 3} if game is koikoi else None
    state = game.new_game(options, players, seed)
    rng = random.Random(seed)
    step = 0
    while acting := game.to_act(state):
        if step % every == 0:
            yield game.clone(state)
        seat = rng.choice(sorted(acting))
        game.apply(state, rng.choice(game.legal_actions(state, seat)))
        step += 1


def _hide_differently(game: ModuleType, state: State, seat: int, rng: random.Random) -> State | None:
    """The state with its hidden part changed where ``seat`` cannot see it, or None if this position
    has nothing to change: the opponent's cards traded with the draw pile (Koi-Koi), another colour's
    unexposed hand card traded with its draw pile (Kokonotsu)."""
    changed = game.clone(state)
    if game is koikoi:
        hand, stock = changed["hands"][1 - seat], changed["stock"]
        if not hand or not stock:
            return None
        i, j = rng.randrange(len(hand)), rng.randrange(len(stock))
        hand[i], stock[j] = stock[j], hand[i]
        changed["hands"][1 - seat] = koikoi._in_deck_order(hand)
    else:
        others = [s for s in range(changed["players"]) if s != seat
                  and changed["draws"][s] and set(changed["hands"][s]) - set(changed["exposed"][s])]
        if not others:
            return None
        other = rng.choice(others)
        hand, draws = changed["hands"][other], changed["draws"][other]
        i = hand.index(rng.choice(sorted(set(hand) - set(changed["exposed"][other]))))
        j = rng.randrange(len(draws))
        hand[i], draws[j] = draws[j], hand[i]
        hand.sort(key=kokonotsu.card_value)
    if game.view(changed, seat) != game.view(state, seat) or changed == state:
        return None
    return changed


@pytest.mark.parametrize("game_id", SEARCHED)
def test_samples_use_no_hidden_information(game_id: str) -> None:
    """A changed hidden part leaves every sample the same, and samples differ from the truth."""
    game = SEARCHED[game_id]
    changed_positions = guessed_elsewhere = 0
    for number, state in enumerate(_positions(game, 2, 4)):
        seat = min(game.to_act(state))
        changed = _hide_differently(game, state, seat, random.Random(number))
        if changed is None:
            continue
        changed_positions += 1
        shown = game.view(state, seat)
        sample = game.sample_state(shown, seat, random.Random(number))
        assert sample == game.sample_state(game.view(changed, seat), seat, random.Random(number))
        guessed_elsewhere += sample["hands"] != state["hands"]
    assert changed_positions > 5 and guessed_elsewhere > changed_positions // 2


def test_sample_state_refuses_another_seats_view() -> None:
    state = kokonotsu.new_game(None, 3, 1)
    with pytest.raises(kokonotsu.RuleError):
        kokonotsu.sample_state(kokonotsu.view(state, 0), 1, random.Random(1))


@pytest.fixture(autouse=True)
def _small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kokonotsu's hard bot on a small budget, to keep the tests quick."""
    for players in (2, 3, 4):
        monkeypatch.setitem(kokonotsu_bots.ROUND_BUDGET, players, 60)


def _small_hard(game_id: str, seat: int) -> KoikoiHardBot | kokonotsu_bots.HardBot:
    """The hard bot on a small budget (Koi-Koi's look-ahead over sampled deals; Kokonotsu's flat Monte Carlo)."""
    return hard_bot(seat, 40) if game_id == "koikoi" else kokonotsu_bots.HardBot(seat)


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_hard_bot_sees_only_its_view(game_id: str) -> None:
    """Handed the view of a state whose hidden part was changed, the bot chooses exactly the same."""
    game = SEARCHED[game_id]
    compared = 0
    for number, state in enumerate(_positions(game, 2, 6)):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        changed = _hide_differently(game, state, seat, random.Random(number))
        if changed is None or len(legal) < 2:
            continue
        bot = _small_hard(game_id, seat)
        picks = {bot.choose(game.view(s, seat), legal, random.Random(number)) for s in (state, changed)}
        assert len(picks) == 1
        compared += 1
    assert compared >= 3


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_hard_bot_is_deterministic_for_a_seeded_rng(game_id: str) -> None:
    game = SEARCHED[game_id]
    for number, state in enumerate(_positions(game, 2, 8)):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        shown = game.view(state, seat)
        picks = {_small_hard(game_id, seat).choose(shown, legal, random.Random(number)) for _ in range(2)}
        assert len(picks) == 1


def _whole_game(game: ModuleType, players: int, seed: int,
                make: Callable[[int], KoikoiHardBot | kokonotsu_bots.HardBot | object]) -> list[Action]:
    """A seeded game of bots, asserting every choice is legal; returns the moves."""
    options = {"months": 3} if game is koikoi else None
    state = game.new_game(options, players, seed)
    bots = [make(seat) for seat in range(players)]
    moves = []
    while acting := game.to_act(state):
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game.view(state, seat), legal, random.Random(len(moves)))
        assert action in legal
        game.apply(state, action)
        moves.append(action)
    return moves


def test_the_hard_bots_only_play_legal_moves() -> None:
    _whole_game(koikoi, 2, 3, lambda seat: hard_bot(seat, 20) if seat else make_bot("koikoi", "normal", 0))
    _whole_game(kokonotsu, 3, 3, lambda seat: make_bot("kokonotsu", "normal" if seat == 1 else "hard", seat))


def test_koikoi_hard_takes_the_bright_that_makes_its_yaku() -> None:
    """Every card in hand takes something, but only the 8 takes the third bright (Sanko) and wins the
    month before the opponent, one chaff from Kasu, wins it: a search that scored for the wrong seat
    would not find it."""
    state = koikoi.new_game(None, 2, 0)
    hand = ["2-chaff-2", "4-chaff-2", "8-chaff-1", "9-chaff-2", "10-chaff-2"]
    field = ["8-bright", "2-chaff-1", "4-chaff-1", "5-chaff-1", "6-chaff-1", "9-chaff-1", "10-chaff-1",
             "12-chaff-1"]
    captures = [["1-bright", "3-bright"], ["7-chaff-1", "7-chaff-2", "11-chaff-1", "12-chaff-2", "12-chaff-3",
                                           "1-chaff-1", "1-chaff-2", "3-chaff-1", "3-chaff-2"]]
    used = {*hand, *field, *captures[0], *captures[1]}
    rest = [card for card in koikoi.DECK if card not in used]
    state.update({"phase": "play", "turn": 0, "captures": captures, "drawn": None, "field": field,
                  "hands": [hand, rest[:5]], "stock": rest[5:]})
    legal = koikoi.legal_actions(state, 0)
    assert len(legal) == 5
    picks = {hard_bot(0, 150).choose(koikoi.view(state, 0), legal, random.Random(seed)) for seed in range(3)}
    assert picks == {Action(0, "play", ("8-chaff-1",))}

"""Cheeky Monkeys bots: legal and repeatable over whole games, blind to hidden cards, saving themselves
in the situations that matter most, and stronger level by level."""
from __future__ import annotations

import random
from typing import Any

import pytest

from rules import cheeky_monkeys as game
from rules.bots import bot_rng, cheeky_monkeys as bots, make_bot
from rules.core import Action, State

MAX_STEPS = 5000
"""Far beyond any game these seeds play (a few hundred moves); a game still going is a bug."""


def run_game(levels: list[str], seed: int, watch: Any = None) -> State:
    """A seeded game between bots of these levels, asking the lowest seat that may act each time."""
    players = [make_bot("cheeky_monkeys", level, seat) for seat, level in enumerate(levels)]
    state = game.new_game(None, len(levels), seed)
    for step in range(MAX_STEPS):
        acting = game.to_act(state)
        if not acting:
            return state
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        action = players[seat].choose(view, legal, bot_rng(seed, seat, step))
        assert action in legal, f"seed {seed} step {step}: {action} is not legal"
        if watch is not None:
            watch(state, seat, view, legal, action, step)
        game.apply(state, action)
    raise AssertionError(f"seed {seed}: no winner after {MAX_STEPS} moves")


def table(players: int, *, hands: dict[int, list[str]], in_play: dict[int, list[str]],
          monkey_top: str | None = None, turn: int = 0, step: str = "planning") -> State:
    """``turn``'s round at ``step`` with these hands and monkeys (other seats hold nothing); the cards
    come out of the decks, and ``monkey_top`` is put on top of the monkey deck."""
    state = game.new_game(None, players, 5)
    state["decks"]["actions"] += [card for hand in state["hands"] for card in hand]
    state["hands"] = [list(hands.get(seat, [])) for seat in range(players)]
    state["in_play"] = [list(in_play.get(seat, [])) for seat in range(players)]
    placed = {card for cards in [*state["hands"], *state["in_play"]] for card in cards} | {monkey_top}
    for name in ("monkeys", "actions"):
        state["decks"][name] = [card for card in state["decks"][name] if card not in placed]
    if monkey_top is not None:
        state["decks"]["monkeys"].append(monkey_top)
    state.update(turn=turn, step=step)
    return state


def act(state: State, *texts: str) -> None:
    for text in texts:
        game.apply(state, game.action_from_text(state, text))


def pass_window(state: State, *, but: int) -> None:
    """Every seat but ``but`` passes the current window (it is ``but``'s turn to answer next)."""
    act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state)) if seat != but))


def pass_until(state: State, kind: str) -> dict[str, Any]:
    """Everyone passes every window until the newest queue entry is of this kind; the view then."""
    while game.view(state, None)["stack"][-1]["kind"] != kind:
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    return game.view(state, None)


def decide(state: State, seat: int, level: str = "normal") -> Action:
    """The bot's choice, which must not depend on luck: the same with every rng."""
    legal = game.legal_actions(state, seat)
    choices = {bots.make(level, seat).choose(game.view(state, seat), legal, random.Random(rng)) for rng in range(8)}
    assert len(choices) == 1, choices
    return choices.pop()


# --- Whole games ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_level_plays_only_legal_actions_through_whole_games(players: int) -> None:
    kinds: set[str] = set()
    for seed in range(3):
        levels = [bots.LEVELS[(seat + seed) % 3] for seat in range(players)]
        state = run_game(levels, seed, watch=lambda s, seat, v, legal, action, step: kinds.add(action.kind))
        assert game.outcome(state) is not None
    assert {"pass", "play", "proceed", "end"} <= kinds


def test_choices_for_tempters_and_destroyers_are_legal_too() -> None:
    chosen: set[str] = set()
    for seed in range(12):
        run_game(["normal", "hard", "easy", "normal"], seed,
                 watch=lambda s, seat, v, legal, action, step: chosen.add(action.kind))
    assert {"give", "hand", "send"} <= chosen


def test_a_bot_decides_the_same_from_the_same_view_and_rng() -> None:
    positions: list[tuple[int, dict[str, Any], list[Action]]] = []
    run_game(["easy", "normal", "hard"], 4, watch=lambda s, seat, view, legal, a, step: positions.append(
        (seat, view, legal)))
    for level in bots.LEVELS:
        for seat, view, legal in positions[::3]:
            first = bots.make(level, seat).choose(view, legal, random.Random(9))
            assert bots.make(level, seat).choose(view, legal, random.Random(9)) == first


def test_bots_read_only_their_view_not_the_hidden_cards() -> None:
    """Other hands and the deck order rearranged: the same view, hence the same choice at every level."""
    states: list[tuple[State, int]] = []
    run_game(["normal", "hard", "easy", "normal"], 2,
             watch=lambda s, seat, v, legal, a, step: states.append((game.clone(s), seat)))
    rng = random.Random(1)
    for state, seat in states[::4]:
        legal = game.legal_actions(state, seat)
        mixed = game.clone(state)
        hidden = [card for other, hand in enumerate(mixed["hands"]) if other != seat for card in hand]
        hidden += mixed["decks"]["actions"]
        rng.shuffle(hidden)
        for other, hand in enumerate(mixed["hands"]):
            if other != seat:
                hand[:] = [hidden.pop() for _ in hand]
        mixed["decks"]["actions"] = hidden
        top = mixed["decks"]["monkeys"][-1:] if game.view(mixed, seat)["monkey_top"] else []
        rest = mixed["decks"]["monkeys"][:len(mixed["decks"]["monkeys"]) - len(top)]
        rng.shuffle(rest)
        mixed["decks"]["monkeys"] = rest + top
        assert game.view(mixed, seat) == game.view(state, seat)
        for level in bots.LEVELS:
            original = bots.make(level, seat).choose(game.view(state, seat), legal, random.Random(5))
            assert bots.make(level, seat).choose(game.view(mixed, seat), legal, random.Random(5)) == original


# --- Situations -------------------------------------------------------------------------------------

def test_normal_bot_grounds_itself_against_a_shock() -> None:
    state = table(2, hands={0: ["common-misfortune.1"], 1: ["no-way.1", "grounding.1", "pickpocket.1"]},
                  in_play={1: ["deadly-headscratcher.1"]}, monkey_top="watergun-sniper.1")
    act(state, "0 play common-misfortune")
    pass_until(state, "shock")
    pass_window(state, but=1)
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "play", ("grounding", 1))


def test_normal_bot_passes_a_monkey_that_would_light_its_fuse_to_the_trainer_it_hurts() -> None:
    """The arriving Juggler would light the bot's fuse; it goes to the trainer with a lone Pyromaniac,
    not to the one whose Sniper would keep them safe."""
    state = table(3, hands={1: ["pass-the-monkey.1", "no-way.1"]},
                  in_play={0: ["watergun-sniper.1", "enthusiastic-pyromaniac.2"], 1: ["enthusiastic-pyromaniac.1"],
                           2: ["enthusiastic-pyromaniac.3"]},
                  monkey_top="bamboo-juggler.1", turn=1)
    act(state, "1 proceed")
    assert game.view(state, 1)["stack"][-1]["card"] == "bamboo-juggler.1"
    pass_window(state, but=1)
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "play", ("pass-the-monkey", 2))


def test_normal_bot_counters_an_exchange_that_takes_its_sniper() -> None:
    """Its Sniper keeps its fuse out while a Grounding covers its Headscratcher: swapped for a Juggler,
    the fuse would be lit."""
    state = table(2, hands={0: ["tactical-exchange.1"], 1: ["no-way.1"]},
                  in_play={0: ["bamboo-juggler.1"],
                           1: ["deadly-headscratcher.1", "watergun-sniper.1", "enthusiastic-pyromaniac.1",
                               "bamboo-juggler.2"]})
    state["groundings"] = [0, 1]
    act(state, "0 play tactical-exchange bamboo-juggler.1 watergun-sniper.1")
    pass_window(state, but=1)
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "play", ("no-way",))


def test_normal_bot_lets_a_harmless_exchange_go_by() -> None:
    state = table(2, hands={0: ["tactical-exchange.1"], 1: ["no-way.1"]},
                  in_play={0: ["crazy-shaman.1"], 1: ["deadly-headscratcher.1", "bamboo-juggler.2"]})
    act(state, "0 play tactical-exchange crazy-shaman.1 bamboo-juggler.2")
    pass_window(state, but=1)
    assert decide(state, 1) == Action(1, "pass")


def test_normal_bot_puts_out_its_own_fuse_before_ending_its_round() -> None:
    state = table(2, hands={0: ["fire-bucket.1", "no-way.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"], 1: ["enthusiastic-pyromaniac.2"]},
                  step="training")
    assert game.view(state, 0)["danger"][0] == "end-of-round"
    for level in ("normal", "hard"):
        assert decide(state, 0, level) == Action(0, "play", ("fire-bucket", "enthusiastic-pyromaniac.1"))


def test_normal_bot_gives_a_tempter_the_monkey_that_lights_its_fuse() -> None:
    """With two Jugglers, only giving its Pyromaniac away puts its fuse out."""
    state = table(2, hands={}, in_play={0: ["crazy-shaman.1"],
                                        1: ["bamboo-juggler.1", "enthusiastic-pyromaniac.2", "crazy-shaman.2",
                                            "bamboo-juggler.2", "deadly-headscratcher.1"]},
                  monkey_top="greedy-tempter.1")
    act(state, "0 proceed")
    while game.view(state, None)["phase"] == "window":
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    assert game.view(state, 1)["choice"]["kind"] == "give"
    assert decide(state, 1) == Action(1, "give", ("enthusiastic-pyromaniac.2",))


def test_a_destroyer_s_trainer_sends_its_tempter_first() -> None:
    """Sent last, the Tempter would make the bot give its Destroyer to the Tempter's new trainer, who
    would send everything back, and so on for ever; sent first, the bot can give the Tempter a Juggler."""
    state = table(3, hands={}, in_play={0: ["greedy-tempter.1", "bamboo-juggler.1", "bamboo-juggler.2"],
                                        1: ["watergun-sniper.1"], 2: ["watergun-sniper.2"]},
                  monkey_top="freak-destroyer.1")
    act(state, "0 proceed")
    while game.view(state, None)["phase"] == "window":
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    for level in ("normal", "hard"):
        assert decide(state, 0, level).args[0] == "greedy-tempter.1"


def test_a_tempter_s_victim_keeps_its_freak_destroyer_while_another_monkey_can_go() -> None:
    """Handing the Destroyer on would rob a trainer of three cards, but it could start a chain that never ends."""
    state = table(2, hands={0: ["no-way.1", "grounding.1", "pickpocket.1"]},
                  in_play={0: ["crazy-shaman.1"], 1: ["freak-destroyer.2", "bamboo-juggler.1"]},
                  monkey_top="greedy-tempter.1")
    act(state, "0 proceed")
    while game.view(state, None)["phase"] == "window":
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    choice = game.view(state, 1)["choice"]
    assert (choice["kind"], choice["seat"]) == ("give", 1)
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "give", ("bamboo-juggler.1",))


def test_easy_bot_never_trades_itself_into_a_blast() -> None:
    """Taking the Sniper while keeping its Headscratcher would shock it at once; easy plays the rest."""
    state = table(2, hands={0: ["tactical-exchange.1"]},
                  in_play={0: ["deadly-headscratcher.1", "crazy-shaman.1"],
                           1: ["watergun-sniper.1", "bamboo-juggler.1"]},
                  step="training")
    legal = game.legal_actions(state, 0)
    harmful = Action(0, "play", ("tactical-exchange", "crazy-shaman.1", "watergun-sniper.1"))
    assert harmful in legal
    chosen = {bots.make("easy", 0).choose(game.view(state, 0), legal, random.Random(rng)) for rng in range(60)}
    assert harmful not in chosen
    assert len(chosen) >= 3


# --- Strength ---------------------------------------------------------------------------------------

def win_rate(level: str, against: str, players: int, games: int) -> float:
    """How often one ``level`` bot wins against ``against`` bots, its seat moving round the table."""
    won = 0
    for seed in range(games):
        seat = seed % players
        levels = [level if other == seat else against for other in range(players)]
        won += run_game(levels, 1000 + seed)["winner"] == seat
    return won / games


@pytest.mark.parametrize("stronger, weaker, games", [("normal", "easy", 60), ("hard", "normal", 120)])
def test_each_level_beats_the_one_below_head_to_head(stronger: str, weaker: str, games: int) -> None:
    rate = win_rate(stronger, weaker, 2, games)
    print(f"{stronger} vs {weaker}, 2 players: {rate:.0%}")
    assert rate > 0.5 + 0.05


@pytest.mark.parametrize("stronger, weaker, games", [("normal", "easy", 60), ("hard", "normal", 120)])
def test_each_level_beats_its_fair_share_among_three_of_the_level_below(stronger: str, weaker: str,
                                                                        games: int) -> None:
    rate = win_rate(stronger, weaker, 4, games)
    print(f"{stronger} vs 3 {weaker}: {rate:.0%} (fair share 25%)")
    assert rate > 0.25 + 0.05

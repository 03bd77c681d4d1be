"""Cheeky Monkeys bots: legal and repeatable over whole games, blind to hidden cards, saving themselves
in the situations that matter most, and stronger level by level."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from rules import cheeky_monkeys as game
from rules.bots import bot_rng, cheeky_monkeys as bots, make_bot
from rules.core import Action, RuleError, State

MAX_STEPS = 5000
"""Far beyond any game these seeds play (a few hundred moves); a game still going is a bug."""
ZOMBIES = {"zombies": True}


def run_game(levels: list[str], seed: int, watch: Any = None, options: dict[str, Any] | None = None) -> State:
    """A seeded game between bots of these levels, asking the lowest seat that may act each time."""
    players = [make_bot("cheeky_monkeys", level, seat) for seat, level in enumerate(levels)]
    state = game.new_game(options, len(levels), seed)
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
          monkey_top: str | None = None, turn: int = 0, step: str = "planning", status: list[str] | None = None,
          zombie_top: str | None = None) -> State:
    """``turn``'s round at ``step`` with these hands and monkeys (other seats hold nothing); the cards
    come out of the decks, and ``monkey_top`` is put on top of the monkey deck. With ``status`` the
    Zombie Invasion is on, and ``zombie_top`` goes on top of the Zombie deck."""
    state = game.new_game(None if status is None else {"zombies": True}, players, 5)
    state["decks"]["actions"] += [card for hand in state["hands"] for card in hand]
    state["hands"] = [list(hands.get(seat, [])) for seat in range(players)]
    state["in_play"] = [list(in_play.get(seat, [])) for seat in range(players)]
    placed = {card for cards in [*state["hands"], *state["in_play"]] for card in cards} | {monkey_top, zombie_top}
    for name in state["decks"]:
        state["decks"][name] = [card for card in state["decks"][name] if card not in placed]
    for name, top in (("monkeys", monkey_top), ("zombies", zombie_top)):
        if top is not None:
            state["decks"][name].append(top)
    state.update(turn=turn, step=step, status=status or ["live"] * players)
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


def pass_until_settled(state: State) -> None:
    """Everyone passes every window until someone must choose or play."""
    while game.view(state, None)["phase"] == "window":
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))


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


def rearranged(state: State, seat: int, rng: random.Random) -> State:
    """The state with everything ``seat`` cannot see shuffled: the other hands and the action deck
    among themselves, and each monkey deck below a top everyone saw put there."""
    mixed = game.clone(state)
    hidden = [card for other, hand in enumerate(mixed["hands"]) if other != seat for card in hand]
    hidden += mixed["decks"]["actions"]
    rng.shuffle(hidden)
    for other, hand in enumerate(mixed["hands"]):
        if other != seat:
            hand[:] = [hidden.pop() for _ in hand]
    mixed["decks"]["actions"] = hidden
    for deck, known in (("monkeys", "monkey_top"), ("zombies", "zombie_top")):
        if deck in mixed["decks"]:
            cards = mixed["decks"][deck]
            top = cards[-1:] if game.view(mixed, seat)[known] else []
            rest = cards[:len(cards) - len(top)]
            rng.shuffle(rest)
            mixed["decks"][deck] = rest + top
    assert game.view(mixed, seat) == game.view(state, seat)
    return mixed


def test_bots_read_only_their_view_not_the_hidden_cards() -> None:
    """Other hands and the deck order rearranged: the same view, hence the same choice at every level."""
    states: list[tuple[State, int]] = []
    run_game(["normal", "hard", "easy", "normal"], 2,
             watch=lambda s, seat, v, legal, a, step: states.append((game.clone(s), seat)))
    rng = random.Random(1)
    for state, seat in states[::4]:
        legal = game.legal_actions(state, seat)
        mixed = rearranged(state, seat, rng)
        for level in bots.LEVELS:
            original = bots.make(level, seat).choose(game.view(state, seat), legal, random.Random(5))
            assert bots.make(level, seat).choose(game.view(mixed, seat), legal, random.Random(5)) == original


# --- Samples of the hidden state (the search's only per-game piece) --------------------------------

def positions(players: int, seed: int, options: dict[str, Any] | None = None, every: int = 3) -> list[State]:
    """Every few positions of a seeded game of random moves (copies)."""
    state = game.new_game(options, players, seed)
    rng = random.Random(seed)
    found: list[State] = []
    for step in range(MAX_STEPS):
        acting = game.to_act(state)
        if not acting:
            return found
        if step % every == 0:
            found.append(game.clone(state))
        seat = rng.choice(sorted(acting))
        game.apply(state, rng.choice(game.legal_actions(state, seat)))
    raise AssertionError(f"seed {seed}: no winner after {MAX_STEPS} moves")


def test_a_sample_ends_the_round_of_a_trainer_blasted_in_it() -> None:
    """The view does not say whether the round is over: a trainer blasted out of the game has no more of
    it, so once the queue is empty the next trainer still in begins."""
    state = next(s for s in positions(4, 14, every=1) if s["status"][s["turn"]] == "out")
    seat = min(game.to_act(state))
    sample = game.sample_state(game.view(state, seat), seat, random.Random(1))
    while game.view(sample, None)["phase"] in ("window", "choice"):
        acting = min(game.to_act(sample))
        game.apply(sample, game.legal_actions(sample, acting)[0])
    assert sample["status"][sample["turn"]] == "live" and sample["step"] == "planning"


@pytest.mark.parametrize("options", [None, ZOMBIES])
def test_samples_use_no_hidden_information(options: dict[str, Any] | None) -> None:
    """Hidden cards rearranged leave every sample the same, and samples deal the hands differently."""
    rng = random.Random(3)
    compared = guessed_elsewhere = 0
    for number, state in enumerate(positions(4, 7, options)):
        seat = number % 4
        mixed = rearranged(state, seat, rng)
        sample = game.sample_state(game.view(state, seat), seat, random.Random(number))
        assert game.sample_state(game.view(mixed, seat), seat, random.Random(number)) == sample
        compared += 1
        guessed_elsewhere += sample["hands"] != state["hands"]
    assert compared > 20 and guessed_elsewhere > compared // 2


def test_sample_state_refuses_another_seats_view() -> None:
    state = game.new_game(None, 3, 1)
    with pytest.raises(RuleError, match="belongs to"):
        game.sample_state(game.view(state, 0), 1, random.Random(1))
    with pytest.raises(RuleError, match="spectator"):
        game.sample_state(game.view(state, None), 1, random.Random(1))


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


def test_hard_bot_keeps_its_cards_for_the_dangers_in_front_of_trainers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Headscratcher with no Sniper is no danger yet, and two Groundings in hand answer the shock a
    Sniper would bring: hard's lookahead ends its round rather than spend Back to the Jungle on it (its
    playouts, off here, weigh the same plays by luckier or unluckier draws)."""
    monkeypatch.setattr(bots, "PLAYOUT_SEATS", 4)
    hand = ["no-way.6", "sanitary-check.6", "sanitary-check.4", "common-misfortune.1", "fire-bucket.5", "grounding.4",
            "no-way.4", "back-to-the-jungle.2", "grounding.1", "pass-the-monkey.1"]
    mine = ["enthusiastic-pyromaniac.8", "crazy-shaman.4", "crazy-shaman.5", "deadly-headscratcher.8",
            "enthusiastic-pyromaniac.10"]
    gone = ["greedy-tempter.1", "greedy-tempter.2", "greedy-tempter.3", "deadly-headscratcher.1",
            "deadly-headscratcher.2", "enthusiastic-pyromaniac.1", "freak-destroyer.1"]
    state = table(3, hands={0: hand, 2: ["pickpocket.1"]}, in_play={0: mine}, step="training")
    state["decks"]["monkeys"] = [card for card in state["decks"]["monkeys"] if card not in gone]
    state["discards"]["monkeys"] = gone
    assert decide(state, 0, "hard") == Action(0, "end")


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


def test_the_forecast_deals_a_common_misfortune_s_monkeys_once() -> None:
    """With its last monkey on the way, a Common Misfortune has nobody left to deal to."""
    state = table(3, hands={0: ["common-misfortune.1"]}, in_play={})
    act(state, "0 play common-misfortune")
    while [entry["seat"] for entry in game.view(state, None)["stack"] if entry["kind"] == "arrival"] != [2]:
        act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    view = game.view(state, 0)
    future = bots.forecast(bots.Table.of(view), view["stack"])
    assert future.coming["monkeys"] == [0, 0, 0]
    assert future.monkeys[2] == [view["stack"][-1]["card"]]


def test_a_played_out_round_that_blasts_the_bot_is_worth_nothing() -> None:
    """Its fuse lit at the end of its round: ending the round blasts it on every sample, while the Fire
    Bucket keeps it in with a share of the table."""
    state = table(5, hands={0: ["fire-bucket.1", "no-way.1"]},
                  in_play={0: ["enthusiastic-pyromaniac.1", "bamboo-juggler.1"]}, step="training")
    view = game.view(state, 0)
    players = [bots.TrainerBot("normal", seat) for seat in range(5)]
    bucket = Action(0, "play", ("fire-bucket", "enthusiastic-pyromaniac.1"))
    for seed in range(3):
        assert bots._play_round_out(view, Action(0, "end"), players, random.Random(seed)) == 0.0
        assert bots._play_round_out(view, bucket, players, random.Random(seed)) > 0.1


@pytest.mark.parametrize("players, zombies, played_out", [(3, False, True), (4, False, True), (3, True, True),
                                                         (4, True, True), (5, True, True), (6, False, True)])
def test_hard_bot_plays_its_best_plays_out_from_three_trainers_on(monkeypatch: pytest.MonkeyPatch, players: int,
                                                                  zombies: bool, played_out: bool) -> None:
    """The one-step forecast has nobody answer, which misleads once others can: from three trainers on,
    with zombies too, hard takes whichever of the forecast's best few plays ends the round best when
    played out."""
    state = table(players, hands={0: ["pickpocket.1", "common-misfortune.1", "fire-bucket.1"],
                                  1: ["no-way.1", "grounding.1"]},
                  in_play={1: ["watergun-sniper.1"], 2: ["enthusiastic-pyromaniac.1"]},
                  status=["live"] * players if zombies else None)
    view, legal = game.view(state, 0), game.legal_actions(state, 0)
    forecast_choice = bots.make("hard", 0).choose(view, legal, random.Random(1))
    runner_up = next(action for action in legal if action != forecast_choice and action.kind == "play")
    monkeypatch.setattr(bots, "_play_round_out", lambda _view, action, _players, _rng: float(action == runner_up))
    monkeypatch.setattr(bots, "PLAYOUT_CANDIDATES", len(legal))
    chosen = bots.make("hard", 0).choose(view, legal, random.Random(1))
    assert chosen == (runner_up if played_out else forecast_choice)


def test_hard_bot_plays_out_on_more_samples_at_larger_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without zombies, 24 samples per play told the plays apart better than 6 from five trainers on
    (measured); below, 12 did as well as 24. With zombies it went the other way: 24 below five trainers,
    where playouts are new, and 6 from five on."""
    tried: Counter[tuple[int, bool, Action]] = Counter()
    monkeypatch.setattr(bots, "_play_round_out", lambda view, action, _players, _rng:
                        tried.update([(view["players"], view["zombies"], action)]) or 0.0)
    tables = ((3, False), (5, False), (3, True), (5, True))
    for players, zombies in tables:
        state = table(players, hands={0: ["pickpocket.1", "common-misfortune.1", "fire-bucket.1"]},
                      in_play={1: ["watergun-sniper.1"], 2: ["enthusiastic-pyromaniac.1"]},
                      status=["live"] * players if zombies else None)
        bots.make("hard", 0).choose(game.view(state, 0), game.legal_actions(state, 0), random.Random(1))
    samples = {key: {count for (*seen, _), count in tried.items() if tuple(seen) == key} for key in tables}
    assert samples == {(3, False): {bots.FEW_PLAYOUT_SAMPLES}, (5, False): {bots.PLAYOUT_SAMPLES},
                       (3, True): {bots.PLAYOUT_SAMPLES}, (5, True): {bots.ZOMBIE_PLAYOUT_SAMPLES}}
    assert bots.PLAYOUT_SAMPLES > bots.FEW_PLAYOUT_SAMPLES > bots.ZOMBIE_PLAYOUT_SAMPLES

# --- Zombie Invasion --------------------------------------------------------------------------------

HEAD, TORSO, LEFT, RIGHT, TAIL = (f"{part}.1" for part in game.LEGENDARY_PARTS)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_level_plays_only_legal_actions_through_whole_games_with_zombies(players: int) -> None:
    zombie_moves: set[str] = set()

    def watch(state: State, seat: int, view: dict[str, Any], legal: list[Action], action: Action, step: int) -> None:
        if view["status"][seat] == "zombie":
            zombie_moves.add(action.kind)

    for seed in range(3):
        levels = [bots.LEVELS[(seat + seed) % 3] for seat in range(players)]
        state = run_game(levels, seed, watch=watch, options=ZOMBIES)
        assert game.outcome(state) is not None
        assert "zombie" in state["status"]
    assert {"pass", "proceed", "end"} <= zombie_moves, "zombies play on"


def test_bots_read_only_their_view_with_zombies_too() -> None:
    """Hidden hands and the order of both monkey decks rearranged: the same choice at every level."""
    states: list[tuple[State, int]] = []
    run_game(["normal", "hard", "easy", "normal", "hard"], 3, options=ZOMBIES,
             watch=lambda s, seat, v, legal, a, step: states.append((game.clone(s), seat)))
    late = [(state, seat) for state, seat in states if "zombie" in state["status"]]
    assert late, "the game met a zombie"
    rng = random.Random(2)
    for state, seat in late[::3]:
        legal = game.legal_actions(state, seat)
        mixed = rearranged(state, seat, rng)
        for level in bots.LEVELS:
            original = bots.make(level, seat).choose(game.view(state, seat), legal, random.Random(5))
            assert bots.make(level, seat).choose(game.view(mixed, seat), legal, random.Random(5)) == original


@pytest.mark.parametrize("card", ["back-to-the-jungle", "tactical-exchange"])
def test_a_live_bot_breaks_up_a_zombie_one_part_from_winning(card: str) -> None:
    """(A Sanitary Check would only put the part on top of the Zombie deck, for the zombie's next step.)"""
    state = table(4, status=["live", "zombie", "live", "live"], step="training", zombie_top="static-zombie.1",
                  hands={0: [f"{card}.1"]}, in_play={0: ["crazy-shaman.1"], 1: [HEAD, TORSO, LEFT, RIGHT]})
    for level in ("normal", "hard"):
        mixed = game.clone(state)
        chosen = decide(mixed, 0, level)
        assert chosen.kind == "play" and chosen.args[0] == card
        act(mixed, game.action_to_text(chosen))
        pass_until_settled(mixed)
        assert len(game.view(mixed, 0)["parts"][1]) == 3


def test_a_zombie_bot_exchanges_for_a_part_it_lacks() -> None:
    state = table(4, status=["zombie", "live", "live", "live"], step="training",
                  hands={0: ["tactical-exchange.1"]},
                  in_play={0: [HEAD, TORSO, "crazy-shaman.1"], 2: [LEFT, "bamboo-juggler.1"],
                           3: ["watergun-sniper.1"]})
    for level in ("normal", "hard"):
        assert decide(state, 0, level) == Action(0, "play", ("tactical-exchange", "crazy-shaman.1", LEFT))


def test_a_zombie_bot_gives_a_tempter_a_monkey_not_a_part() -> None:
    state = table(4, status=["live", "zombie", "live", "live"], monkey_top="greedy-tempter.1", hands={},
                  in_play={1: [HEAD, "watergun-sniper.2", TORSO], 2: ["crazy-shaman.1"], 3: ["crazy-shaman.2"]})
    act(state, "0 proceed")
    pass_until_settled(state)
    assert game.view(state, 1)["choice"]["kind"] == "give"
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "give", ("watergun-sniper.2",))


def test_a_live_bot_never_gives_a_tempter_s_zombie_its_last_part() -> None:
    """Seat 2 swaps its Greedy Tempter for the zombie's Shaman: the zombie's Tempter asks seat 1 first."""
    state = table(4, status=["zombie", "live", "live", "live"], turn=2, step="training",
                  hands={2: ["tactical-exchange.1"]},
                  in_play={0: [HEAD, TORSO, LEFT, RIGHT, "crazy-shaman.2"], 1: [TAIL, "crazy-shaman.1"],
                           2: ["greedy-tempter.1"]})
    act(state, "2 play tactical-exchange greedy-tempter.1 crazy-shaman.2")
    pass_until_settled(state)
    assert game.view(state, 1)["choice"]["kind"] == "give"
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "give", ("crazy-shaman.1",))


def test_a_live_bot_s_destroyer_never_sends_a_zombie_its_last_part() -> None:
    state = table(4, status=["zombie", "live", "live", "live"], turn=1, monkey_top="freak-destroyer.1", hands={},
                  in_play={0: [HEAD, TORSO, LEFT, RIGHT], 1: [TAIL, "bamboo-juggler.1"]})
    act(state, "1 proceed")
    pass_until_settled(state)
    sent: list[Action] = []
    while game.view(state, None)["phase"] == "choice":
        chosen = decide(state, 1)
        sent.append(chosen)
        act(state, game.action_to_text(chosen))
        pass_until_settled(state)
    assert len(sent) == 2 and Action(1, "send", (TAIL, 0)) not in sent
    assert game.outcome(state) is None


def test_a_live_bot_keeps_a_part_passed_to_it_rather_than_pass_it_to_a_zombie() -> None:
    """Another zombie's step brings the Tail and passes it on; the live bot holds on to it."""
    state = table(4, status=["zombie", "live", "live", "zombie"], turn=3, zombie_top=TAIL,
                  hands={3: ["pass-the-monkey.1"], 2: ["pass-the-monkey.2"]},
                  in_play={0: [HEAD, TORSO, LEFT, RIGHT]})
    act(state, "3 proceed")
    pass_until(state, "arrival")
    act(state, "3 play pass-the-monkey 2")
    act(state, *(f"{seat} pass" for seat in sorted(game.to_act(state))))
    newest = game.view(state, None)["stack"][-1]
    assert (newest["kind"], newest["card"], newest["seat"]) == ("arrival", TAIL, 2)
    pass_window(state, but=2)
    for level in ("normal", "hard"):
        assert decide(state, 2, level) == Action(2, "pass")


def test_a_live_bot_counters_an_exchange_that_would_give_a_zombie_its_last_part() -> None:
    """A spare Head for the Tail costs the live bot nothing, but would rebuild the zombie's Legendary."""
    state = table(4, status=["zombie", "live", "live", "live"], step="training",
                  hands={0: ["tactical-exchange.1"], 1: ["no-way.1"]},
                  in_play={0: [HEAD, TORSO, LEFT, RIGHT, "zombie-head.2"], 1: [TAIL]})
    act(state, f"0 play tactical-exchange zombie-head.2 {TAIL}")
    pass_window(state, but=1)
    for level in ("normal", "hard"):
        assert decide(state, 1, level) == Action(1, "play", ("no-way",))


def test_a_zombie_bot_counters_a_play_that_would_take_its_part() -> None:
    state = table(4, status=["zombie", "live", "live", "live"], turn=1, step="training",
                  hands={0: ["no-way.1"], 1: ["back-to-the-jungle.1"]}, in_play={0: [HEAD, TORSO, LEFT]})
    act(state, f"1 play back-to-the-jungle {LEFT}")
    pass_window(state, but=0)
    for level in ("normal", "hard"):
        assert decide(state, 0, level) == Action(0, "play", ("no-way",))


def test_a_zombie_bot_puts_out_a_rotting_juggler_s_fuse_to_keep_its_parts() -> None:
    state = table(4, status=["zombie", "live", "live", "live"], step="training", hands={0: ["back-to-the-jungle.1"]},
                  in_play={0: [HEAD, TORSO, LEFT, "enthusiastic-pyromaniac.1", "rotting-juggler.1"]})
    assert game.view(state, 0)["danger"][0] == "end-of-round"
    for level in ("normal", "hard"):
        chosen = decide(state, 0, level)
        assert chosen.args[:1] == ("back-to-the-jungle",)
        assert chosen.args[1] in ("enthusiastic-pyromaniac.1", "rotting-juggler.1")


@pytest.mark.parametrize("card", ["zombie-horde.1", "brain-eater.1"])
def test_the_forecast_plays_a_zombie_horde_and_a_brain_eater_on_live_trainers_only(card: str) -> None:
    state = table(4, status=["zombie", "live", "live", "zombie"], zombie_top=card,
                  hands={0: ["no-way.1"], 1: ["no-way.2", "grounding.1"], 2: ["grounding.2"], 3: ["pickpocket.1"]},
                  in_play={})
    state["known_tops"]["zombies"] = card
    view = game.view(state, 0)
    future = bots.forecast(bots.Table.of(view), view["stack"])
    future.finish_round("planning")
    assert future.monkeys[0] == [], "the card is discarded after its effect"
    if card.startswith("zombie-horde"):
        assert future.coming["monkeys"] == [0, 1, 1, 0]
    else:
        assert future.hand_sizes == [1 + 2 + 1, 1, 0, 1], "one card from each live hand, then the step's draw"


def test_a_live_trainer_values_its_safety_more_as_zombies_multiply() -> None:
    """The same lit fuse costs a live trainer more when fewer live trainers are left: the last one wins."""
    costs = []
    for status in (["live"] * 4, ["live", "zombie", "live", "live"], ["live", "zombie", "zombie", "live"]):
        views = [game.view(table(4, status=status, hands={}, in_play={0: ["enthusiastic-pyromaniac.1", fuse],
                                                                       3: ["crazy-shaman.1"]}), 0)
                 for fuse in ("watergun-sniper.1", "bamboo-juggler.1")]
        safe, lit = (bots.Judge.of(view).worth(bots.Table.of(view)) for view in views)
        costs.append(safe - lit)
    assert costs[0] < costs[1] < costs[2]


def test_with_zombies_hard_passes_on_a_sniper_its_grounding_would_only_seem_to_answer() -> None:
    """With zombies, normal trainers guarding their share No Way a Grounding played against a shock:
    hard sends the Sniper coming to its Headscratcher on, where without zombies it keeps its Pass the
    Monkey and answers the shock with the Grounding."""
    for status, wanted in ((None, Action(1, "pass")), (["live"] * 3, Action(1, "play", ("pass-the-monkey", 0)))):
        state = table(3, hands={0: ["no-way.2"], 1: ["pass-the-monkey.1", "grounding.1"], 2: ["pickpocket.1"]},
                      in_play={0: ["enthusiastic-pyromaniac.2"], 1: ["deadly-headscratcher.1"],
                               2: ["bamboo-juggler.3"]},
                      monkey_top="watergun-sniper.1", turn=1, status=status)
        act(state, "1 proceed")
        pass_window(state, but=1)
        assert decide(state, 1, "hard") == wanted


def test_hard_s_judge_differs_from_normal_s_only_in_its_own_weights() -> None:
    """Hard is tuned against normal, so its weights must never move normal's."""
    for status in (None, ["live"] * 3):
        view = game.view(table(3, hands={}, in_play={}, status=status), 0)
        assert bots.Judge.of(view).weights == bots.NORMAL_WEIGHTS
        assert bots.hard_judge(view).weights == (bots.HARD_WEIGHTS if status is None else bots.HARD_ZOMBIE_WEIGHTS)
    assert bots.NORMAL_WEIGHTS.future_weight == bots.FUTURE_WEIGHT and bots.NORMAL_WEIGHTS.margin == bots.MARGIN
    assert bots.HARD_WEIGHTS.future_weight == bots.HARD_FUTURE_WEIGHT and bots.HARD_WEIGHTS.margin == bots.HARD_MARGIN


def test_hard_trusts_groundings_less_with_zombies_below_five_trainers() -> None:
    """Below five trainers normal trainers No Way most Groundings to guard their share; from five on,
    trusting them less measured no better."""
    risks = {(players, status is not None): bots.hard_judge(game.view(table(players, hands={}, in_play={},
                                                                           status=status), 0)).weights.grounded_risk
             for players in (3, 4, 5, 6) for status in (None, ["live"] * players)}
    assert risks == {(players, zombies): bots.HARD_ZOMBIE_GROUNDED_RISK if zombies and players < 5
                     else bots.GROUNDED_RISK for players, zombies in risks}


def test_the_forecast_counts_zombie_cards_as_their_monkeys_and_a_blast_makes_a_zombie() -> None:
    state = table(4, status=["zombie", "live", "live", "live"], hands={}, zombie_top="static-zombie.1",
                  in_play={0: [HEAD, "watergun-sniper.1"]})
    state["known_tops"]["zombies"] = "static-zombie.1"
    view = game.view(state, 0)
    future = bots.forecast(bots.Table.of(view), view["stack"])
    future.finish_round("planning")
    assert future.monkeys[0] == [HEAD, "watergun-sniper.1", "static-zombie.1"]
    assert game.blast_check(future.monkeys[0]) == "now"
    future.blast(0)
    assert future.in_game[0] and future.zombie[0] and future.monkeys[0] == []


# --- Strength ---------------------------------------------------------------------------------------

def win_rate(level: str, against: str, players: int, games: int, options: dict[str, Any] | None = None) -> float:
    """How often one ``level`` bot wins against ``against`` bots, its seat moving round the table."""
    won = 0
    for seed in range(games):
        seat = seed % players
        levels = [level if other == seat else against for other in range(players)]
        won += run_game(levels, 1000 + seed, options=options)["winner"] == seat
    return won / games


@pytest.mark.parametrize("stronger, weaker, games", [("normal", "easy", 60), ("hard", "normal", 120)])
def test_each_level_beats_the_one_below_head_to_head(stronger: str, weaker: str, games: int) -> None:
    rate = win_rate(stronger, weaker, 2, games)
    print(f"{stronger} vs {weaker}, 2 players: {rate:.0%}")
    assert rate > 0.5 + 0.05


@pytest.mark.parametrize("stronger, weaker, games", [("normal", "easy", 60), ("hard", "normal", 120)])
def test_each_level_beats_its_fair_share_among_three_of_the_level_below(monkeypatch: pytest.MonkeyPatch,
                                                                        stronger: str, weaker: str,
                                                                        games: int) -> None:
    """Hard's lookahead alone, as its playouts would take a minute here (`make bench-bots` measures them)."""
    monkeypatch.setattr(bots, "PLAYOUT_SEATS", bots.MANY_TRAINERS)
    rate = win_rate(stronger, weaker, 4, games)
    print(f"{stronger} vs 3 {weaker}: {rate:.0%} (fair share 25%)")
    assert rate > 0.25 + 0.05


@pytest.mark.parametrize("stronger, weaker, players, games, least", [
    ("normal", "easy", 3, 60, 0.45), ("normal", "easy", 5, 60, 0.3), ("hard", "easy", 4, 60, 0.4),
    ("hard", "normal", 4, 120, 0.22)])
def test_with_zombies_each_level_wins_its_share_against_the_levels_below(monkeypatch: pytest.MonkeyPatch,
                                                                         stronger: str, weaker: str, players: int,
                                                                         games: int, least: float) -> None:
    """Loose bounds: well above the fair share against easy, about it or better against normal. Hard's
    lookahead alone, as its playouts would take minutes here (`make bench-bots` measures them)."""
    monkeypatch.setattr(bots, "PLAYOUT_SEATS", bots.MANY_TRAINERS)
    rate = win_rate(stronger, weaker, players, games, ZOMBIES)
    print(f"zombies: {stronger} vs {players - 1} {weaker}: {rate:.0%} (fair share {1 / players:.0%})")
    assert rate > least

"""The shortcuts that made Koi-Koi and Coconut Pirate faster give the answers of the long way round:
the shuffle and the quick draw give the very numbers of ``random``, the Koi-Koi point tables and deal checks
agree with the chart and the named checks, and ``apply`` accepts exactly what ``is_legal`` accepts."""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

import rules
from rules import coconut_pirate, koikoi
from rules.bots import coconut_pirate as pirate_bots
from rules.bots import make_bot
from rules.core import Action, Event, IllegalAction, RuleError, draw_below, new_rng, shuffled

KOIKOI_RULES = [None, {"ruleset": "stake"}, {"viewing_points": "1-then-3", "ribbons_stack": True},
                {"viewing_points": 3, "sake_as_chaff": False}, {"viewing_points": 0}, {"viewing_yaku": False}]
"""Options whose active rules score differently: viewing yaku worth 5, 1-then-3, 3 or nothing, Akatan-Aotan
stacked or alone, the Sake cup a chaff or not, the old-shape options of saves from before rule sets."""


def test_shuffled_gives_the_very_list_of_random_shuffle() -> None:
    """Every save replays by these lists: the quick steps must be random.Random.shuffle's own."""
    for seed in range(300):
        for size in (0, 1, 2, 3, 12, 48, 100):
            rng = new_rng(seed)
            rng["draws"] = seed % 5
            expected = list(range(size))
            random.Random(f"{seed}/{seed % 5 + 1}").shuffle(expected)
            assert shuffled(rng, range(size)) == expected, (seed, size)
            assert rng == {"seed": seed, "draws": seed % 5 + 1}


def test_the_quick_draw_gives_the_number_randrange_gave() -> None:
    for seed in range(300):
        slow, quick = random.Random(seed), random.Random(seed)
        for bound in (1, 2, 5, 6, 7, 8, 911, 1 << 40, 3 ** 30):
            assert draw_below(quick, bound) == slow.randrange(bound)
        assert 45 + draw_below(quick, 911) == slow.randint(45, 955)


@pytest.mark.parametrize("options", KOIKOI_RULES)
def test_koikoi_point_tables_add_up_to_the_chart(options: dict[str, Any] | None) -> None:
    rules_now = koikoi._active(options)
    rng = random.Random(3)
    for _ in range(4000):
        cards = koikoi.mask_of(rng.sample(koikoi.DECK, rng.randrange(0, 49)))
        for called in (False, True):
            chart = koikoi._score_mask(cards, rules_now, called)
            assert koikoi.points_of_mask(cards, rules_now, called) == sum(chart.values()), (cards, called)


def test_koikoi_deal_checks_find_what_the_named_checks_find() -> None:
    rng = random.Random(4)
    months = {month: [card for card in koikoi.DECK if koikoi.MONTH_OF[card] == month] for month in range(1, 13)}
    dealt = [rng.sample(koikoi.DECK, 8) for _ in range(20000)]
    dealt += [months[1] + months[2][:2] + months[3][:2], [card for month in (4, 5, 6, 7) for card in months[month][:2]],
              months[8][:3] + months[9][:3] + months[10][:2]]
    for cards in dealt:
        flawed = koikoi._month_flaw(cards)
        assert flawed == (koikoi.field_flaw(cards) is not None) == (koikoi.dealt_hand(cards) is not None), cards
        four_of_a_month = 4 in koikoi._month_counts(cards).values()
        assert bool(koikoi._month_tallies(cards) & koikoi._FOUR_OF_A_MONTH) == four_of_a_month, cards


def _near_plays(action: Action, state: dict[str, Any]) -> list[Action]:
    """Plays that are almost ``action``: another card named beside it, none, one too many, a number, a
    card from the wrong place, the other seat."""
    others = state["field"][:2] + state["stock"][:1] + state["hands"][1 - action.seat][:1]
    card = action.args[0]
    return [Action(action.seat, "play", (card, other)) for other in others] + [
        Action(action.seat, "play", (card,)), Action(action.seat, "play", (*action.args, card)),
        Action(action.seat, "play", (7,)), Action(action.seat, "play", ()),
        Action(1 - action.seat, "play", action.args), Action(action.seat, "capture", action.args[-1:])]


@pytest.mark.parametrize("options", KOIKOI_RULES[:2])
def test_koikoi_apply_accepts_exactly_the_plays_is_legal_accepts(options: dict[str, Any] | None) -> None:
    """A play is checked as it is played, not by is_legal: every refused near miss leaves no trace."""
    refused = 0
    for seed in range(12):
        chooser = random.Random(seed)
        state = koikoi.new_game(options, 2, seed)
        while acting := koikoi.to_act(state):
            legal = koikoi.legal_actions(state, min(acting))
            for tried in (near for action in legal if action.kind == "play" for near in _near_plays(action, state)):
                if koikoi.is_legal(state, tried):
                    continue
                before = json.dumps(koikoi.to_json(state))
                with pytest.raises(IllegalAction):
                    koikoi.apply(state, tried)
                assert json.dumps(koikoi.to_json(state)) == before, tried
                refused += 1
            koikoi.apply(state, chooser.choice(legal))
    assert refused > 1000


def test_koikoi_names_the_yaku_only_when_the_points_rose(monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn that captured nothing is not scored at all, and one whose points did not rise over the last
    decision is scored from the tables without naming its yaku."""
    named: list[int] = []
    scored: list[int] = []
    real_names, real_points = koikoi._score_mask, koikoi.points_of_mask
    monkeypatch.setattr(koikoi, "_score_mask", lambda *args: named.append(1) or real_names(*args))
    monkeypatch.setattr(koikoi, "points_of_mask", lambda *args: scored.append(1) or real_points(*args))
    plays = captured = rose = 0
    for seed in range(20):
        chooser = random.Random(seed)
        state = koikoi.new_game(None, 2, seed)
        while acting := koikoi.to_act(state):
            action = chooser.choice(koikoi.legal_actions(state, min(acting)))
            named.clear()
            scored.clear()
            events = koikoi.apply(state, action)
            if action.kind != "play" or any(e.kind in ("choose", "round_over") for e in events):
                continue
            plays += 1
            took = any(e.kind == "captured" for e in events)
            captured += took
            rose += bool(named)
            assert len(scored) == took, (seed, action)
            assert bool(named) == any(e.kind == "yaku" for e in events), (seed, action)
    assert plays > captured > rose > 0


KOIKOI_DIGEST = "2c5022b4842cee28a00104bbcba9271c0bbc5b0c9ac9f64afeaf381035be70b4"
"""What Koi-Koi showed in the playouts below before its plays, events, deal checks and old-shape options
were made quicker (commit 12199e4), with its refusals worded for players (bdfba76: the same moves were
refused, as the digest with each refusal's text left out showed before and after)."""
KOIKOI_NEAR_MISSES = ("play 1-bright", "play 3-chaff-1 3-chaff-2", "play 8-animal 8-ribbon", "play",
                      "capture 11-chaff-1", "capture", "koikoi", "game", "koikoi 1-bright")


def _koikoi_refusal(state: dict[str, Any], text: str) -> str:
    """What ``apply`` says to an action (tried on a copy), or that it took it."""
    try:
        koikoi.apply(koikoi.clone(state), Action.parse(text))
    except RuleError as refusal:
        return str(refusal)
    return "taken"


def test_koikoi_plays_every_step_as_before_its_shortcuts() -> None:
    """Seeded random matches under seven rule sets, hashed step by step: who acts, both seats' legal
    actions, every view, the refusals of near misses (by either seat), the events, the final state and
    the outcome."""
    digest = hashlib.sha256()
    for options in [*KOIKOI_RULES, {"last_turn_koikoi": False, "dealt_hands": "redeal", "months": 3}]:
        for seed in range(3):
            chooser = random.Random(seed)
            state = koikoi.new_game(options, 2, seed)
            while acting := koikoi.to_act(state):
                listed = [koikoi.legal_actions(state, seat) for seat in (0, 1)]
                views = [koikoi.view(state, seat) for seat in (None, 0, 1)]
                refusals = [_koikoi_refusal(state, f"{chooser.randrange(2)} {text}")
                            for text in KOIKOI_NEAR_MISSES if chooser.random() < 0.1]
                action = chooser.choice(listed[min(acting)])
                events = [[event.kind, event.data] for event in koikoi.apply(state, action)]
                digest.update(json.dumps([sorted(acting), [[str(a) for a in legal] for legal in listed], views,
                                          refusals, str(action), events]).encode())
            digest.update(json.dumps([koikoi.to_json(state), str(koikoi.outcome(state))]).encode())
    assert digest.hexdigest() == KOIKOI_DIGEST


def test_koikoi_shares_the_events_its_cards_fix() -> None:
    """Plays, draws and captures of one field card hand out events built once, as the actions are, and
    no step changes one: after seeded matches each still equals the event built afresh."""
    shared = 0
    for seed in range(10):
        chooser = random.Random(seed)
        state = koikoi.new_game(None if seed % 2 else {"ruleset": "stake"}, 2, seed)
        while acting := koikoi.to_act(state):
            for event in koikoi.apply(state, chooser.choice(koikoi.legal_actions(state, min(acting)))):
                data = event.data
                if event.kind in ("played", "drawn"):
                    built = (koikoi._PLAYED if event.kind == "played" else koikoi._DRAWN)[data["seat"]]
                    assert event is built[data["card"]]
                    shared += 1
                elif event.kind == "captured" and len(data["cards"]) == 2:
                    assert event is koikoi._TAKES[data["seat"]][tuple(data["cards"])]
                    shared += 1
    assert shared > 1000
    for seat in (0, 1):
        for card in koikoi.DECK:
            assert koikoi._PLAYED[seat][card] == Event("played", {"seat": seat, "card": card})
            assert koikoi._DRAWN[seat][card] == Event("drawn", {"seat": seat, "card": card})
        for (card, target), event in koikoi._TAKES[seat].items():
            assert event == Event("captured", {"seat": seat, "cards": [card, target]})


def test_koikoi_old_shape_options_are_looked_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game started without options keeps them in the old shape: its active rules come from a table of
    every valid old shape, the very rules the long way gives, without resolving them at each step."""
    for (months, sake_as_chaff, viewing_yaku), active in koikoi._LEGACY_RULES.items():
        old = {"months": months, "sake_as_chaff": sake_as_chaff, "viewing_yaku": viewing_yaku}
        assert active == koikoi.effective_options(old)
    state = koikoi.new_game(None, 2, 1)

    def resolved(*args: Any) -> dict[str, Any]:
        raise AssertionError("resolved again")
    monkeypatch.setattr(koikoi, "_legacy_rules", resolved)
    monkeypatch.setattr(koikoi, "effective_options", resolved)
    assert koikoi._active(state["options"]) is koikoi._LEGACY_RULES[12, True, True]
    assert koikoi._active({"viewing_yaku": False, "months": 3, "sake_as_chaff": False}) is \
        koikoi._LEGACY_RULES[3, False, False]


def test_koikoi_deal_checks_tally_only_deals_of_few_months(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four of a month or four pairs leave at most five months among eight cards: a deal of more months is
    passed on its months' set alone (the deal checks test above shows the answers agree)."""
    tallied: list[int] = []
    real = koikoi._month_tallies
    monkeypatch.setattr(koikoi, "_month_tallies", lambda cards: tallied.append(1) or real(cards))
    six_months = ["1-bright", "1-ribbon", "2-animal", "2-ribbon", "3-bright", "4-animal", "5-animal", "6-animal"]
    assert not koikoi._month_flaw(six_months) and not tallied
    four_pairs = ["1-bright", "1-ribbon", "2-animal", "2-ribbon", "3-bright", "3-ribbon", "4-animal", "4-ribbon"]
    assert koikoi._month_flaw(four_pairs) and tallied


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_changing_a_view_changes_nothing_in_the_state(game_id: str) -> None:
    """Views are built from the state's parts: every list and dict in one must be the view's own."""
    game = rules.GAMES[game_id]
    for seed in range(3):
        seats = game.INFO.max_players
        chooser = random.Random(seed)
        state = game.new_game(None, seats, seed)
        for _ in range(120):
            acting = game.to_act(state)
            if not acting:
                break
            before = json.dumps(game.to_json(state), sort_keys=True)
            for seat in [None, *range(seats)]:
                _scribble(game.view(state, seat))
            assert json.dumps(game.to_json(state), sort_keys=True) == before, (game_id, seed)
            seat = min(acting)
            game.apply(state, chooser.choice(game.legal_actions(state, seat)))


def _scribble(data: Any) -> None:
    """Change every list and dict inside ``data`` in place, from the leaves up."""
    if isinstance(data, dict):
        for value in data.values():
            _scribble(value)
        data["scribbled"] = True
    elif isinstance(data, list):
        for value in data:
            _scribble(value)
        data.append("scribbled")


PIRATE_DIGEST = "fa34ac439de7e9a7e50fb14dffb49e1592f7fb34b75c37010ef343e66715fd56"
"""What Coconut Pirate showed in the playouts below before its throw, announcement and view were made
quicker (commit 12199e4)."""


def test_coconut_pirate_plays_every_step_as_before_its_shortcuts() -> None:
    """Bot-guided playouts at every table size on both maps, some with many aimless moves (wrong
    announcements, ties, timeouts, deals back), hashed step by step: who acts, every seat's legal
    actions and view, the normal bot's choices, the events, the final state and the outcome."""
    game = rules.GAMES["coconut_pirate"]
    digest = hashlib.sha256()
    for seed in range(12):
        seats = 2 + seed % 3
        chooser = random.Random(seed)
        guides = [make_bot("coconut_pirate", "normal", seat) for seat in range(seats)]
        state = game.new_game({"map": coconut_pirate.MAP_NAMES[seed % 2]}, seats, seed)
        while acting := game.to_act(state):
            listed = [game.legal_actions(state, seat) for seat in range(seats)]
            views = [game.view(state, seat) for seat in [None, *range(seats)]]
            chosen = [guides[seat].choose(views[seat + 1], listed[seat], chooser) for seat in sorted(acting)]
            action = next((choice for choice in chosen if choice is not None), None)
            if action is None or chooser.random() < (0.1 if seed % 2 else 0.3):
                action = chooser.choice([a for seat in sorted(acting) for a in listed[seat]])
            events = [[event.kind, event.data] for event in game.apply(state, action)]
            digest.update(json.dumps([sorted(acting), [[str(a) for a in legal] for legal in listed], views,
                                      [str(choice) for choice in chosen], str(action), events]).encode())
        digest.update(json.dumps([game.to_json(state), str(game.outcome(state))]).encode())
    assert digest.hexdigest() == PIRATE_DIGEST


def test_a_thrown_die_knocks_exactly_the_dice_closer_than_a_die_width() -> None:
    """Dice just inside and just outside a die's width of the landing point, beside it, above, below
    and aslant: the quick left-right check before the distance must not change which dice turn."""
    inside = [(89, 0), (-89, 0), (0, 89), (63, 63), (-63, -64), (89, 13)]
    outside = [(90, 0), (-90, 0), (0, -90), (64, 64), (89, 14)]
    thrown = 0
    for seed in range(40):
        state = coconut_pirate.new_game(None, 2, seed)
        peek = coconut_pirate.clone(state)
        landed = next(e.data for e in coconut_pirate.apply(peek, Action(0, "throw")) if e.kind == "thrown")
        if not 200 <= landed["x"] <= 800 or not 200 <= landed["y"] <= 800:
            continue  # the offsets stay on the board
        first, *rest = state["hands"][0]
        on_board = rest + state["hands"][1]
        state["hands"] = [[first], []]
        state["board"] = [{"id": die, "face": 0, "x": landed["x"] + dx, "y": landed["y"] + dy}
                          for die, (dx, dy) in zip(on_board, [*inside, *outside])]
        coconut_pirate.apply(state, Action(0, "throw"))
        assert state["last_throw"]["knocked"] == on_board[:len(inside)], seed
        thrown += 1
    assert thrown > 5


def test_the_pirate_bot_sees_a_series_exactly_when_series_finds_one() -> None:
    """The bot's quick look at the board, asked for every seat at every step, agrees with the judge."""
    rng = random.Random(6)
    seen = 0
    for _ in range(3000):
        faces = [coconut_pirate.FACES[die][rng.randrange(6)] for die in rng.sample(range(12), rng.randrange(13))]
        board = [{"id": 0, "symbol": symbol, "colour": colour, "x": 500, "y": 500, "knocked": False}
                 for symbol, colour in faces]
        shows = pirate_bots._shows_a_series(board)
        assert shows == bool(coconut_pirate.series(faces)), faces
        seen += shows
    assert 500 < seen < 2500

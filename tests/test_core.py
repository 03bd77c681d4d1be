"""The shared half of the rules protocol: what rules.core hands every plain-data game."""
from __future__ import annotations

import json

import pytest

import rules
from rules.core import Action, IllegalAction, RuleError, State, action_to_text, merge_options, plain_data_protocol
from tests import tiny_game

KEYS = ("seats", "hands")
copies_made: list[str] = []


def counting_copy(state: State) -> State:
    """A shape-aware copy, as a game may pass in; it notes each call."""
    copies_made.append("copy")
    return {"seats": state["seats"], "hands": [list(hand) for hand in state["hands"]]}


def test_from_json_refuses_what_is_not_this_games_state_in_words() -> None:
    protocol = plain_data_protocol("Pebbles", KEYS, ("take",))
    with pytest.raises(RuleError, match="not a Pebbles game: it lacks hands"):
        protocol.from_json({"seats": 2})
    with pytest.raises(RuleError, match="not a Pebbles game: the state is not an object"):
        protocol.from_json([1, 2])  # type: ignore[arg-type]


def test_copies_are_deep_and_the_games_own_copy_serves_to_json_and_clone() -> None:
    copies_made.clear()
    protocol = plain_data_protocol("Pebbles", KEYS, ("take",), copy=counting_copy)
    state = {"seats": 2, "hands": [[1, 2], [3]]}
    for copy in (protocol.to_json(state), protocol.clone(state)):
        copy["hands"][0].append(9)
        assert state == {"seats": 2, "hands": [[1, 2], [3]]}
    assert copies_made == ["copy", "copy"]
    loaded = protocol.from_json(json.loads(json.dumps(state)))
    assert loaded == state and copies_made == ["copy", "copy"], "loaded data gets the generic copy"
    loaded["hands"][1].append(4)
    assert state["hands"][1] == [3]


def test_actions_read_back_with_integer_arguments_and_unknown_verbs_are_refused() -> None:
    protocol = plain_data_protocol("Pebbles", KEYS, ("take", "pass"))
    action = Action(1, "take", (3, "red"))
    assert protocol.action_to_text is action_to_text
    assert protocol.action_from_text({}, protocol.action_to_text(action)) == action
    with pytest.raises(IllegalAction, match="Unknown move 'steal'; expected one of pass, take"):
        protocol.action_from_text({}, "1 steal 3")


@pytest.mark.parametrize("game", [tiny_game, *rules.GAMES.values()], ids=lambda game: game.INFO.id)
def test_every_game_takes_its_conversions_from_core(game) -> None:  # type: ignore[no-untyped-def]
    """A game module names only its keys, verbs and (optionally) copy; the bodies live in core."""
    for name in ("to_json", "from_json", "clone", "action_to_text", "action_from_text"):
        assert getattr(game, name).__module__ == "rules.core", f"{game.INFO.id}.{name}"
    with pytest.raises(RuleError, match=f"not a {game.INFO.name} game"):
        game.from_json({})


# --- Actions are checked when built, and apply refuses what is not one (issue 10, item 7) ---------------

@pytest.mark.parametrize("seat, kind, args", [
    (None, "play", ()), ("0", "play", ()), (True, "play", ()), (0.0, "play", ()),
    (0, None, ()), (0, "", ()), (0, "two words", ()),
    (0, "play", ["1-bright"]), (0, "coconut", (3.0,)), (0, "coconut", (True,)), (0, "play", (["a"],)),
    (0, "play", ("",)), (0, "play", ("a b",)), (0, "coconut", ("3",)),
])
def test_an_action_that_could_not_round_trip_or_would_compare_equal_by_accident_is_refused_when_built(
        seat: object, kind: object, args: object) -> None:
    with pytest.raises(IllegalAction, match="An action's"):
        Action(seat, kind, args)  # type: ignore[arg-type]


def test_a_bool_seat_or_a_float_argument_no_longer_passes_for_a_legal_action() -> None:
    """Before: Action(True, ...) == Action(1, ...) was accepted, and Kokonotsu failed half-way through apply."""
    game = rules.GAMES["kokonotsu"]
    state = game.new_game({}, 2, 7)
    seat = min(game.to_act(state))
    action = next(a for a in game.legal_actions(state, seat) if any(type(arg) is int for arg in a.args))
    with pytest.raises(IllegalAction):
        Action(bool(seat), action.kind, action.args)
    with pytest.raises(IllegalAction):
        Action(seat, action.kind, tuple(float(arg) if type(arg) is int else arg for arg in action.args))


@pytest.mark.parametrize("game_id", sorted(rules.GAMES) + ["tiny"])
@pytest.mark.parametrize("bad", [None, 0, "0 throw", {"seat": 0, "kind": "throw"}, ("0", "throw")])
def test_apply_refuses_anything_that_is_not_an_action_and_leaves_the_state_alone(game_id: str, bad: object) -> None:
    game = tiny_game if game_id == "tiny" else rules.GAMES[game_id]
    state = game.new_game({}, game.INFO.min_players, 3)
    before = json.dumps(game.to_json(state), sort_keys=True)
    with pytest.raises(IllegalAction, match="not a move"):
        game.apply(state, bad)  # type: ignore[arg-type]
    assert json.dumps(game.to_json(state), sort_keys=True) == before


def test_reading_an_action_with_an_absurdly_long_number_is_a_refusal_not_a_crash() -> None:
    with pytest.raises(IllegalAction):
        Action.parse("0 coconut " + "9" * 5000)
    with pytest.raises(IllegalAction, match="Cannot read"):
        Action.parse("9" * 5000 + " throw")
    assert Action.parse("0 coconut 3.0").args == ("3.0",), "not a number: a word, which no game offers"


@pytest.mark.parametrize("months", [12.0, True, "12"])
def test_a_whole_number_option_takes_only_a_whole_number(months: object) -> None:
    info = rules.GAMES["koikoi"].INFO
    with pytest.raises(RuleError, match="months"):
        merge_options(info, {"months": months})
    assert merge_options(info, {"months": 6})["months"] == 6

"""The shared half of the rules protocol: what rules.core hands every plain-data game."""
from __future__ import annotations

import json

import pytest

import rules
from rules.core import Action, IllegalAction, RuleError, State, action_to_text, plain_data_protocol
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

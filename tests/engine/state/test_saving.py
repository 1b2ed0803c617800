"""Saving: to_json / from_json with a schema version; a game read back plays on identically
(docs/engine-api.md, "Saving")."""

from __future__ import annotations

import json
import random

import pytest

from buraco_tui.engine import PRESETS, Game, ruleset
from tests.helpers.positions import layout, play_random


def schema_key(data: dict) -> str:
    keys = [k for k in data if "schema" in k or "version" in k]
    assert len(keys) == 1, f"one schema version field expected, got {keys}"
    return keys[0]


def step(game: Game, rng: random.Random, n: int) -> None:
    for _ in range(n):
        if game.match_over:
            return
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("preset", PRESETS)
def test_round_trip_of_a_new_game(preset, players):
    # API: 'a game read back equals the one written'
    game = Game.new(ruleset(preset), players=players, seed=17)
    text = game.to_json()
    assert isinstance(text, str)
    back = Game.from_json(text)
    assert back == game and back.to_json() == text
    assert back.view(0) == game.view(0) and back.legal_actions() == game.legal_actions()


def test_schema_version_inside():
    # API: 'to_json() -> str and Game.from_json(text) -> Game, with a schema version inside'
    data = json.loads(Game.new(ruleset("aberto"), seed=1).to_json())
    version = data[schema_key(data)]
    assert isinstance(version, int) and version >= 1


@pytest.mark.parametrize("preset", ["aberto", "fechado", "mestre-canastra", "jogatina-fechado"])
def test_read_back_plays_on_identically_random_draws_included(preset):
    # API: 'a game read back equals the one written and plays on identically, random draws
    # included'
    game = Game.new(ruleset(preset, meta=0), seed=99)
    step(game, random.Random(1), 25)
    back = Game.from_json(game.to_json())
    for g in (game, back):
        rng = random.Random(2)
        play_random(g, rng)
        if not g.match_over:
            g.apply({"acao": "nova_mao"})  # a new deal: the random draw after the save
            step(g, rng, 10)
    assert back == game
    assert back.to_json() == game.to_json()


def test_round_trip_after_the_hand_keeps_the_count():
    # seed 002: "o placar é calculado automaticamente ao fim de cada mão"
    game = Game.new(ruleset("mestre-buraco"), seed=4)
    play_random(game, random.Random(4))
    back = Game.from_json(game.to_json())
    assert back == game
    assert back.hand_over and back.history == game.history
    for side in (0, 1):
        assert back.hand_score(side) == game.hand_score(side)
        assert back.match_score(side) == game.match_score(side)


def test_copy_is_equal_and_independent():
    # API: 'game.copy()'
    game = Game.new(ruleset("aberto"), seed=12)
    twin = game.copy()
    assert twin == game
    twin.apply({"acao": "comprar"})
    assert twin != game and game.phase == "comprar"


def test_round_trip_of_a_built_position():
    # API: 'a game read back equals the one written' — for built positions (tests, tutorials) too
    game = layout(
        hands=["5♥ 6♥ 7♥ K♣", "3♣ 4♣"], lixo="9♦", phase="baixar", melds=[["8♥ 9♥ 10♥"], []]
    )
    assert Game.from_json(game.to_json()) == game


def corrupt(field: str, value) -> str:
    data = json.loads(Game.new(ruleset("aberto"), seed=5).to_json())
    data[field] = value
    return json.dumps(data, ensure_ascii=False)


def test_newer_schema_is_refused():
    # issue 2: 'unreadable or newer-version JSON ... raise IllegalAction or ValueError with a
    # reason'
    data = json.loads(Game.new(ruleset("aberto"), seed=5).to_json())
    key = schema_key(data)
    data[key] += 1
    with pytest.raises(ValueError) as info:
        Game.from_json(json.dumps(data, ensure_ascii=False))
    assert str(info.value).strip()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        "{}",
        "null",
        '{"schema": 1}',
        b"\xff\xfe",
        Game.new(ruleset("aberto"), seed=5).to_json()[:200],
    ],
    ids=["empty", "not-json", "list", "empty-object", "null", "schema-only", "bytes", "truncated"],
)
def test_garbage_is_refused(text):
    with pytest.raises(ValueError) as info:
        Game.from_json(text)
    assert str(info.value).strip()


@pytest.mark.parametrize(
    "field, value",
    [
        ("hands", ["A♠ A♠ A♠", "K♥"]),
        ("turn", 7),
        ("phase", "dormir"),
        ("rules", {"preset": "tranca"}),
        ("melds", [["3♥ 5♥ 9♣"], []]),
    ],
)
def test_tampered_save_is_refused(field, value):
    with pytest.raises(ValueError):
        Game.from_json(corrupt(field, value))


def test_a_save_whose_count_shows_another_total_is_refused():
    """Found by the mutation corpus (issue 26): a hand's count whose own ``total`` is
    not the hand's total (its lines still adding up to it) loaded, and the count screen
    would have shown the wrong figure. Seed 002: "o placar é calculado
    automaticamente ao fim de cada mão": the file may not say otherwise."""
    game = Game.new(ruleset("mestre-buraco"), seed=4)
    play_random(game, random.Random(4))
    data = json.loads(game.to_json())
    data["history"][0]["contagem"][0]["total"] += 10
    with pytest.raises(ValueError, match="total da contagem"):
        Game.from_json(json.dumps(data))
    del data["history"][0]["contagem"][0]["total"]
    with pytest.raises(ValueError, match="total da contagem"):
        Game.from_json(json.dumps(data))

"""The learned position value (issue 27, item 1; bot decision B26): its inputs,
the positions it is trained on, the model's forward pass and its data file."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from buraco_tui.ai.fitted.loader import FittedDataError
from buraco_tui.ai.plans.pool import rollout_pool
from buraco_tui.ai.training.fit import (
    SCALE,
    ceiling,
    fit_model,
    network_data,
    r2,
    refeatured,
    train_network,
    training_arrays,
)
from buraco_tui.ai.training.samples import plan_samples, reshuffled, sample_hand
from buraco_tui.ai.value.features import (
    POSITION_FEATURES,
    SIDE_FEATURES,
    feature_names,
    pair_features,
    rules_row,
    swapped,
)
from buraco_tui.ai.value.model import ValueModel
from buraco_tui.engine import Game, ruleset


def _midhand(preset: str = "aberto", players: int = 2, turns: int = 30, seed: int = 5) -> Game:
    from buraco_tui.ai.mcts.playout import play_turn
    from buraco_tui.ai.plans.style import HARD, MEDIUM

    game = Game.new(ruleset(preset, meta=0), players=players, seed=seed)
    for _ in range(turns):
        if game.hand_over:
            break
        play_turn(game, HARD if game.turn % 2 else MEDIUM)
    assert not game.hand_over
    return game


def test_one_vector_for_every_table_no_preset_name() -> None:
    names = feature_names()
    assert len(names) == len(pair_features(_midhand(), 0, 1))
    assert not any("preset" in n for n in names)
    # a table option is a new number in the same vector
    assert rules_row(ruleset("aberto", trincas=True)) != rules_row(ruleset("aberto"))


@pytest.mark.parametrize("preset,players", [("aberto", 2), ("fechado", 4), ("mestre-buraco", 2)])
def test_swapped_is_the_other_side_s_vector(preset: str, players: int) -> None:
    game = _midhand(preset, players)
    mine = pair_features(game, 0, 1)
    theirs = pair_features(game, 1, 0)  # side 1 valued as the searcher
    searcher = 2 * len(SIDE_FEATURES) + POSITION_FEATURES.index("searcher")
    assert mine[searcher] == theirs[searcher] == 1.0
    theirs[searcher] = -1.0  # side 1 valued, side 0 still the searcher
    assert swapped(mine) == theirs
    assert swapped(swapped(mine)) == mine


def test_side_block_reads_the_table() -> None:
    game = _midhand(turns=40)
    row = pair_features(game, 0, 1)
    n = len(SIDE_FEATURES)
    hand_cards = SIDE_FEATURES.index("hand_cards")
    assert row[hand_cards] == len(game.hand(0))
    assert row[n + hand_cards] == len(game.hand(1))
    assert row[SIDE_FEATURES.index("mesa")] == sum(m.points for m in game.melds(0))
    lixo = 2 * n + POSITION_FEATURES.index("lixo_cards")
    assert row[lixo] == len(game.lixo)


def test_reshuffled_deals_only_the_monte_and_mortos_anew() -> None:
    game = _midhand(turns=20)
    a = reshuffled(game, random.Random(1))
    b = reshuffled(game, random.Random(2))
    for g in (a, b):
        assert Counter(g.all_cards()) == Counter(game.all_cards())
        assert [g.hand(s) for s in range(2)] == [game.hand(s) for s in range(2)]
        assert g.lixo == game.lixo
        assert [m.cards for m in g.melds(0)] == [m.cards for m in game.melds(0)]
        assert (g.monte_count, g.mortos_left, g.turn) == (
            game.monte_count,
            game.mortos_left,
            game.turn,
        )
    # two shuffles draw different cards next
    from buraco_tui.ai.mcts.playout import play_turn
    from buraco_tui.ai.plans.style import HARD

    play_turn(a, HARD)
    play_turn(b, HARD)
    assert a.to_json() != b.to_json()


def test_plans_hold_out_one_hand_in_n_and_are_seeded() -> None:
    kw = {"playouts": 4, "held_out_playouts": 9, "pool_size": 5, "held_out_every": 5}
    plans = plan_samples(10, ["aberto", "rioplatense"], 3, **kw)
    assert plans == plan_samples(10, ["aberto", "rioplatense"], 3, **kw)
    assert [p.held_out for p in plans] == [h % 5 == 4 for h in range(10)]
    assert {p.playouts for p in plans if p.held_out} == {9}
    assert {p.players for p in plans if p.preset == "rioplatense"} <= {2, 3, 4, 6}


def test_a_sample_is_the_mean_of_its_playouts() -> None:
    (plan,) = plan_samples(1, ["mestre-buraco"], 4, playouts=5, held_out_playouts=5, pool_size=5)
    samples = sample_hand(plan, rollout_pool())
    assert samples == sample_hand(plan, rollout_pool())  # the same for the plan
    assert samples
    for s in samples:
        assert 2 <= s.playouts <= 5
        assert s.spread >= 0
        game = Game.from_json(s.position)
        assert tuple(pair_features(game, s.side, s.other)) == s.features


def _synthetic(n: int, seed: int) -> list:
    """Samples whose value is a known function of their inputs."""
    from buraco_tui.ai.training.samples import Sample

    rng = random.Random(seed)
    width = len(feature_names())
    n_side = len(SIDE_FEATURES)
    out = []
    for i in range(n):
        x = [0.0] * width
        for k in (0, 1, n_side, n_side + 1):
            x[k] = float(rng.randint(0, 12))
        value = 40.0 * (x[0] - x[n_side]) + 15.0 * (x[1] - x[n_side + 1])
        out.append(Sample("", 0, 1, tuple(x), 3, value, 10.0, 8, "aberto", 2, i % 5 == 4))
    return out


def test_the_forward_pass_is_the_fitted_network_and_antisymmetric() -> None:
    samples = _synthetic(600, 1)
    data = fit_model(samples, seed=1)
    model = ValueModel(data)
    held = [s for s in samples if s.held_out]
    preds = np.asarray([model.predict(s.features) for s in held])
    target = np.asarray([s.value for s in held])
    assert r2(preds, target) > 0.9
    for s in held[:20]:
        assert model.predict(swapped(list(s.features))) == pytest.approx(-model.predict(s.features))
    x, _ = training_arrays(samples)
    assert len(x) == 2 * sum(not s.held_out for s in samples)


def test_the_shipped_layers_compute_what_scikit_learn_computes() -> None:
    rng = np.random.default_rng(3)
    width = len(feature_names())
    x = rng.normal(size=(300, width))
    y = x[:, 0] - 0.5 * x[:, 3] + np.maximum(x[:, 5], 0)
    mean, scale = x.mean(axis=0), x.std(axis=0)
    net = train_network((x - mean) / scale, y, seed=2)
    model = ValueModel(network_data(net, mean, scale))
    expected = net.predict((x - mean) / scale) * SCALE
    assert np.allclose(model.raw(x), expected, rtol=1e-4, atol=1e-2)


def test_ceiling_is_what_the_noise_leaves() -> None:
    from buraco_tui.ai.training.samples import Sample

    same = [Sample("", 0, 1, (), 0, v, 100.0, 4, "aberto", 2, True) for v in (-50.0, 50.0)]
    # variance 2500, noise 100²/4 = 2500: nothing left to explain
    assert ceiling(same) == 0.0


def test_a_model_for_other_inputs_is_refused() -> None:
    data = fit_model(_synthetic(200, 2), seed=1)
    data["inputs"] = data["inputs"][:-1]
    with pytest.raises(FittedDataError):
        ValueModel(data)


def test_refeatured_reads_the_position_again() -> None:
    (plan,) = plan_samples(1, ["aberto"], 8, playouts=2, held_out_playouts=2, pool_size=5)
    samples = sample_hand(plan, rollout_pool())
    from dataclasses import replace

    stale = [replace(s, features=(0.0,)) for s in samples]
    assert refeatured(stale) == samples


def test_the_table_block_is_each_table_s_own_however_many_are_built() -> None:
    """Rules objects come and go (every game read from JSON builds its own): the
    block read for one must never be another's (a cache keyed by ``id`` was)."""
    from dataclasses import fields

    from buraco_tui.engine import PRESETS, Rules

    def fresh(rules: Rules) -> tuple[float, ...]:
        out = []
        for f in fields(Rules):
            if f.name in ("preset", "meta", "jogadores", "lixo_em_leque"):
                continue
            value = getattr(rules, f.name)
            out.append(
                float(value) if isinstance(value, int) else float(value != getattr(Rules(), f.name))
            )
        return tuple(out)

    for _ in range(3):
        for preset in PRESETS:
            rules = Rules.from_dict(ruleset(preset).to_dict())
            assert rules_row(rules) == fresh(rules), preset
            del rules

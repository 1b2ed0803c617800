"""The estimate's weights per table (bot decisions B12 and B14)."""

from __future__ import annotations

from buraco_tui.ai.fitted.weights import BY_PRESET, SHARED, weights_for
from buraco_tui.ai.mcts.playout import FEATURES
from buraco_tui.engine import PRESETS


def test_every_table_fitted_is_a_preset_and_every_row_is_whole() -> None:
    hand_value, bonus = FEATURES.index("hand_value"), FEATURES.index("bonus")
    for preset, weights in {**BY_PRESET, "shared": SHARED}.items():
        assert preset == "shared" or preset in PRESETS
        assert len(weights) == 4
        for stage, row in enumerate(weights):
            assert len(row) == len(FEATURES)
            # fixed, not fitted: a card's value in hand costs it, a canastra bonus counts whole
            assert row[hand_value] == (-1.0, -0.7, -0.4, -0.2)[stage] and row[bonus] == 1.0


def test_a_table_without_its_own_fit_uses_the_shared_one() -> None:
    assert weights_for("aberto") is SHARED and weights_for("fechado") is SHARED
    assert weights_for("mestre-buraco") is BY_PRESET["mestre-buraco"]


def test_on_mestre_buraco_a_taken_morto_is_worth_more_than_a_long_hand() -> None:
    """Bot decision B14: mestre-buraco's own fit prices the morto above cards held, where
    the shared fit (aberto's tempo) paid +60 a card early and less for the morto."""
    weights = weights_for("mestre-buraco")
    taken, cards = FEATURES.index("morto_taken"), FEATURES.index("hand_cards")
    assert weights[3][taken] > 0 > SHARED[3][taken]
    assert weights[3][cards] < SHARED[3][cards] / 2


def test_the_estimate_counts_a_table_without_canastra_as_the_count_would() -> None:
    """Seed 001: "Además se suma el valor de todas las cartas bajadas ... Si no
    tienes ninguna canasta, esa suma es negativa." Until a side has a canastra,
    the estimate reads its table as negative at the rioplatense table (decision
    65), as the count would if the hand ended now; at other tables never."""
    from buraco_tui.ai.mcts.playout import side_features
    from buraco_tui.engine import Game, ruleset

    mesa = FEATURES.index("mesa")
    hands = ["4♠ 9♦", "3♦ 7♣"]
    mortos = ["8♠ 9♠ 10♦ J♠ Q♠ K♠ A♠ 3♣ 4♣ 5♦ 6♣", "7♥ 10♥ J♦ Q♥ K♥ A♥ 4♥ 5♥ 6♥ 8♣ 10♣"]
    short = [["5♥ 6♥ 7♥ 8♥"], ["J♣ Q♣ K♣"]]
    canastra = [["5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥"], ["J♣ Q♣ K♣"]]
    rio = ruleset("rioplatense", meta=0)
    without = Game.from_layout(rio, hands=hands, mortos=mortos, monte="2♠", melds=short)
    with_one = Game.from_layout(rio, hands=hands, mortos=mortos, monte="2♠", melds=canastra)
    assert side_features(without, 0)[mesa] == without.hand_score(0).mesa < 0
    assert side_features(with_one, 0)[mesa] == with_one.hand_score(0).mesa > 0
    aberto = Game.from_layout(
        ruleset("aberto", meta=0), hands=hands, mortos=mortos, monte="2♠", melds=short
    )
    assert side_features(aberto, 0)[mesa] > 0

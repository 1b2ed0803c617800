"""The bots know the rules from the engine alone (issue 8, item 5): on every preset
their card prices, curinga test, sides, deck and batida canastra agree with the
engine's own figures."""

from __future__ import annotations

import pytest

from buraco_tui.ai.knowledge.handtools import hand_points, is_wild
from buraco_tui.ai.knowledge.sampling import unseen_cards
from buraco_tui.ai.knowledge.seen import Seen, deck_counts
from buraco_tui.ai.mcts.playout import side_features
from buraco_tui.engine import (
    MORTO_SIZE,
    PRESETS,
    Game,
    cards_text,
    cards_to_draw,
    check_meld,
    deck,
    meets_batida_canastra,
    ruleset,
    side_of,
    sides_for,
)
from tests.helpers.positions import position


def _codes(preset: str) -> list[int]:
    return sorted(set(int(c) for c in deck(ruleset(preset).curingas_de_papel)))


@pytest.mark.parametrize("preset", PRESETS)
def test_every_card_priced_as_the_engine_counts_it(preset: str) -> None:
    """The bots' price of a card left in hand is what the engine's count takes
    off (HandScore.mao of a built position holding that card alone)."""
    rules = ruleset(preset)
    for code in _codes(preset):
        text = cards_text([code])
        game = position(rules, hands=[text, 5], monte_count=20)
        assert hand_points([code], rules) == -game.hand_score(0).mao, (preset, text)


def test_rioplatense_prices_from_the_seed() -> None:
    """Seed 001: "7 ases limpia = 140 + 500 = 640 · 4 jokers + 3 dos = 260 + 1500"
    (an ace 20, a joker 50, a 2 20): the bots used to price them 15, 20 and 10."""
    rules = ruleset("rioplatense")
    aces = [0] * 7
    assert hand_points(aces, rules) == 140
    assert hand_points([52] * 4 + [1] * 3, rules) == 260


@pytest.mark.parametrize("preset", PRESETS)
def test_bots_see_the_engines_deck_and_curingas(preset: str) -> None:
    rules = ruleset(preset)
    full = deck(rules.curingas_de_papel)
    counts = deck_counts(rules, False)
    assert sum(counts) == len(full)
    assert all(counts[c] == full.count(c) for c in range(53))
    for code in range(53):
        # a curinga is what the engine lets stand in a jogo of another suit/rank
        assert is_wild(code) == (code == 52 or code % 13 == 1)
    # a fresh deal: what a seat cannot see is exactly the rest of the engine's deck
    game = Game.new(rules, seed=5)
    seen = Seen.from_game(game, 0)
    hidden = sum(len(game.hand(s)) for s in (1,)) + game.monte_count
    hidden += MORTO_SIZE * game.mortos_left
    assert len(unseen_cards(seen)) == hidden
    assert cards_to_draw(game.monte_count, game.mortos_left) == hidden - len(game.hand(1))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_side_of_every_seat_as_the_engine(players: int) -> None:
    """Seed 001: "3 parejas (6 jugadores): alternados: A, B, C, A, B, C"."""
    game = Game.new(ruleset("rioplatense"), players=players, seed=1)
    assert sides_for(players) == game.sides
    for seat in range(players):
        assert side_of(seat, players) == game.side_of(seat)
        seen = Seen.from_view(game.view(seat)) if seat == game.turn else None
        if seen is not None:
            assert seen.side == game.side_of(seat)
            assert seen.sides == game.sides
        assert Seen.from_game(game, seat).side == game.side_of(seat)


BATIDA_MELDS = {
    "limpa": "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠",
    "suja": "3♥ 4♥ 5♥ 2♣ 7♥ 8♥ 9♥",
    "none": "3♦ 4♦ 5♦ 6♦",
}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("kind", list(BATIDA_MELDS))
def test_has_canastra_agrees_with_the_engines_batida_rule(preset: str, kind: str) -> None:
    """Seed 000: "Variante adotada: qualquer canastra serve, limpa ou suja. A opção de
    mesa batidaExigeLimpa exige canastra limpa"; seed 001: "Se puede cerrar sin
    canasta". The bots' test is the engine's ``has_batida_canastra``."""
    rules = ruleset(preset)
    meld = BATIDA_MELDS[kind]
    if not check_meld(meld, rules).ok:
        pytest.skip("not a jogo at this table")
    game = position(rules, hands=["K♣ Q♣ 6♣", 3], melds=[[meld], []], monte_count=20)
    engine = game.has_batida_canastra(0)
    seen = Seen.from_game(game, 0)
    assert seen.has_canastra() == engine
    assert meets_batida_canastra(rules, game.melds(0)) == engine
    view_seen = Seen.from_view(game.view(0))
    assert view_seen.has_canastra() == engine
    assert side_features(game, 0)[6] == float(engine)
    if preset == "rioplatense":
        assert engine  # no canastra needed to close
    if preset == "aberto":
        assert engine == (kind == "limpa")
    if preset == "mestre-buraco":
        assert engine == (kind != "none")

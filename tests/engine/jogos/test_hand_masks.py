"""The hand masks the state keeps (``engine/jogos/masks.py``) agree with the hand (issue 7).

The suggestions read the codes each seat holds once, twice and three times from
masks the turns keep as cards come and go, instead of a pass over the hand on
every call; here they are checked against masks worked out afresh from the hand,
after every action of random play of every preset (the third deck's three copies
and six jokers included), and after a game is saved, loaded, laid out or rebuilt
from a seat's view. Seed 000: "legalActions ... cada descarte possível e sugestões
de baixada: todo jogo novo de 3 cartas que a mão permite, todo encoste de 1 carta".
"""

from __future__ import annotations

import random

import pytest

from buraco_tui.engine import PRESETS, Game, ruleset
from buraco_tui.engine.jogos.masks import (
    ALL,
    NATURALS,
    THREE,
    TWO,
    add_card,
    drop_card,
    hand_masks,
    set_count,
)
from buraco_tui.engine.play.legal import must_take_lixo
from buraco_tui.engine.table.cards import JOKER, WILD, cards_text


def _slow_masks(hand: list[int]) -> int:
    """The masks by their definition: each code held, held twice, held three times."""
    m = 0
    for c in set(hand):
        copies = hand.count(c)
        m |= 1 << c
        if copies >= 2:
            m |= 1 << c << TWO
        if copies >= 3:
            m |= 1 << c << THREE
    return m


def _slow_must_take(game: Game) -> bool:
    """legal.must_take_lixo by its definition: only curingas in hand, a lixo to take."""
    if not game.rules.guardar_nao_curinga or not game._lixo:
        return False
    return all(WILD[c] for c in game._hands[game.turn])


def _kept_as_the_hands(game: Game) -> None:
    assert game._masks == [_slow_masks(h) for h in game._hands]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_kept_masks_follow_the_hands_through_random_play(preset: str) -> None:
    rules = ruleset(preset, meta=0)
    players = 4 if 4 in rules.jogadores else 2
    for seed in range(4):
        game = Game.new(rules, players=2 if seed % 2 else players, seed=seed)
        rng = random.Random(seed)
        _kept_as_the_hands(game)
        while not game.hand_over:
            assert must_take_lixo(game) == _slow_must_take(game)
            game.apply(rng.choice(game.legal_actions()))
            _kept_as_the_hands(game)
        _kept_as_the_hands(Game.from_json(game.to_json()))


def test_the_masks_of_a_hand_of_many_copies() -> None:
    """Three copies of a card and up to six jokers (the rioplatense third deck)."""
    rng = random.Random(5)
    deck = list(range(52)) * 3 + [JOKER] * 6
    for _ in range(300):
        hand = sorted(rng.sample(deck, rng.randint(0, 30)))
        m = hand_masks(hand)
        assert m == _slow_masks(hand)
        assert m & ALL == sum(1 << c for c in set(hand))
        assert (not m & NATURALS) == all(WILD[c] for c in hand)
        if hand:
            card = rng.choice(hand)
            rest = list(hand)
            rest.remove(card)
            assert drop_card(m, card, rest) == _slow_masks(rest)
            assert set_count(m, card, rest.count(card)) == _slow_masks(rest)
        card = rng.choice(deck)
        assert add_card(m, card) == _slow_masks(hand + [card])


def test_laid_out_and_rebuilt_games_work_their_masks_out() -> None:
    rules = ruleset("rioplatense", meta=0)
    game = Game.new(rules, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    _kept_as_the_hands(Game.from_json(game.to_json()))
    seat = game.turn
    other = (seat + 1) % game.players
    rebuilt = Game.from_view(
        game.view(seat),
        hands={other: cards_text(game._hands[other])},
        monte=cards_text(game._monte[::-1]),
        mortos=[cards_text(m) for m in game._mortos],
    )
    assert rebuilt._hands == game._hands
    _kept_as_the_hands(rebuilt)
    laid = Game.from_layout(
        rules,
        hands=["A♠ A♠ 2♥ 🃏 🃏 5♦", "K♣ K♣ Q♣"],
        mortos=[],
        monte="3♠ 4♠",
        lixo="9♥",
    )
    _kept_as_the_hands(laid)
    assert laid._masks[0] >> TWO & 1  # the ace of spades held twice

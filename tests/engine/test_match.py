"""The match: hands until the target, the opener rotating, ties, negative scores,
abandoning (rules.md §8)."""

from __future__ import annotations

import random

import pytest

from buraco_tui.engine import Game, IllegalAction, ruleset
from tests.helpers.checks import refuse
from tests.helpers.positions import layout, play_random


def monte_end(preset="aberto", scores=(0, 0), **options):
    """A hand that ends by the monte: each side keeps a 5-point card (-5 each in aberto,
    where nobody pays for the morto since neither side took one)."""
    rules = ruleset(preset, **options)
    game = layout(
        rules, hands=["5♥ K♣", "5♠"], mortos=[], monte="", phase="baixar", scores=list(scores)
    )
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert game.hand_over
    if preset == "aberto":
        assert [game.hand_score(0).total, game.hand_score(1).total] == [-5, -5]
    return game


def test_match_goes_on_below_the_target():
    # seed 000: "Várias mãos, até 3000 pontos (opção de mesa meta)."
    game = monte_end(scores=(3004, 0))
    assert [game.match_score(0), game.match_score(1)] == [2999, -5]
    assert not game.match_over and game.winner is None
    assert game.legal_actions() == [{"acao": "nova_mao"}]


def test_reaching_the_target_wins_even_without_batida():
    # seed 000: "Ao fim de uma mão, se alguma dupla tem a meta ou mais, vence a de maior placar,
    # mesmo que não tenha batido."
    game = monte_end(scores=(3005, 0))
    assert game.match_score(0) == 3000
    assert game.match_over and game.winner == 0
    assert game.legal_actions() == []


def test_the_higher_side_wins_when_both_pass_the_target():
    # seed 000: "vence a de maior placar"
    game = monte_end(scores=(3100, 3150))
    assert game.match_over and game.winner == 1


def test_tie_at_the_top_plays_another_hand():
    # seed 000: "Se as duas estiverem empatadas, joga-se mais uma mão, e assim até desempatar."
    game = monte_end(scores=(3010, 3010))
    assert [game.match_score(0), game.match_score(1)] == [3005, 3005]
    assert not game.match_over and game.winner is None
    game.next_hand()
    assert game.hand_number == 2 and not game.hand_over


def test_short_target():
    # seed 002: "até um placar-alvo de 1.500 ou 3.000 pontos"
    assert not monte_end(scores=(1504, 0), meta=3000).match_over
    game = monte_end(scores=(1505, 0), meta=1500)
    assert game.match_over and game.winner == 0


def test_single_hand_match():
    # seed 002: "A partida pode ser de uma mão só (quem fizer mais pontos vence)"
    game = monte_end(scores=(0, 10), meta=0)
    assert game.match_over and game.winner == 1


def test_single_hand_tie_plays_another_hand():
    # rules.md §8.2: "a tie at the top plays another hand"
    game = monte_end(scores=(0, 0), meta=0)
    assert not game.match_over
    game.next_hand()
    assert game.hand_number == 2


def test_scores_can_go_negative():
    # seed 000: "O placar pode ficar negativo."
    game = monte_end(scores=(-200, 0))
    assert game.match_score(0) == -205 and not game.match_over
    game.next_hand()
    assert game.match_score(0) == -205 and game.view(0)["scores"] == [-205, -5]


@pytest.mark.parametrize("start, vulneravel", [(1610, True), (1604, False)])
def test_vulneravel_follows_the_score_at_the_deal(start, vulneravel):
    # seed 000 Canastra: "A dupla que começa a mão com 1500 pontos ou mais (metade da meta)"
    game = monte_end("mestre-canastra", scores=(start, 0))
    assert game.match_score(0) == start - 105  # mestre: -100 for the morto, -5 in hand
    game.next_hand()
    assert game.view(0)["vulneravel"] == [vulneravel, False]


@pytest.mark.parametrize("players", [2, 4])
def test_opener_rotates_on_next_hand(players):
    # seed 000: "A cada mão nova a vez de abrir passa para o próximo assento."
    game = Game.new(ruleset("aberto"), players=players, seed=21)
    rng = random.Random(21)
    openers = [game.opener]
    for _ in range(players):
        play_random(game, rng)
        assert not game.match_over
        game.apply({"acao": "nova_mao"})
        openers.append(game.opener)
        assert game.turn == game.opener and game.phase == "comprar"
        assert [len(game.hand(s)) for s in range(players)] == [11] * players
        assert game.mortos_left == 2 and len(game.lixo) == 1
    assert openers == [(openers[0] + i) % players for i in range(players + 1)]
    assert game.hand_number == players + 1
    assert len(game.history) == players


def test_scores_carry_over_hands():
    # seed 002: "somando mão a mão"
    game = Game.new(ruleset("mestre-buraco"), seed=5)
    rng = random.Random(5)
    play_random(game, rng)
    first = [game.match_score(0), game.match_score(1)]
    game.next_hand()
    play_random(game, rng)
    totals = [game.hand_score(0).total, game.hand_score(1).total]
    assert [game.match_score(s) for s in (0, 1)] == [first[s] + totals[s] for s in (0, 1)]
    assert game.history[-1]["placar"] == [game.match_score(0), game.match_score(1)]


def test_next_hand_only_after_the_hand():
    game = Game.new(ruleset("aberto"), seed=1)
    with pytest.raises(IllegalAction) as info:
        game.next_hand()
    assert info.value.code == "mao_em_andamento"
    refuse(game, {"acao": "nova_mao"}, "mao_em_andamento")


def test_no_next_hand_after_the_match():
    game = monte_end(scores=(3005, 0))
    refuse(game, {"acao": "nova_mao"}, "fim_da_partida")


@pytest.mark.parametrize("players, seat, winner", [(2, 0, 1), (2, 1, 0), (4, 2, 1), (4, 3, 0)])
def test_abandoning_loses_the_match(players, seat, winner):
    # seed 000: "Abandono: se um jogador abandona, a outra dupla (ou o outro jogador) vence."
    game = Game.new(ruleset("aberto"), players=players, seed=3)
    game.abandon(seat)
    assert game.match_over and game.winner == winner
    refuse(game, {"acao": "comprar"}, "fim_da_partida")
    with pytest.raises(IllegalAction):
        game.abandon(1 - seat % 2)
    assert game.winner == winner


def test_abandon_needs_a_real_seat():
    game = Game.new(ruleset("aberto"), seed=3)
    with pytest.raises(ValueError):
        game.abandon(2)
    assert not game.match_over

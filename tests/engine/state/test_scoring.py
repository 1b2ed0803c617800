"""The hand's count per side, line by line, and each preset's morto rules (rules.md §7, §11)."""

from __future__ import annotations

import dataclasses

import pytest

from buraco_tui.engine import SCORE_LINES, HandScore
from tests.helpers.positions import MORTO_A, layout

SIDE0_MELDS = [
    "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣",  # limpa: 45 points
    "8♥ 9♥ 10♥ J♥ Q♥ K♥ 2♠",  # suja: 70
    "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦",  # 13 clean: 110
    "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",  # A to A clean: 125
    "10♠ J♠ Q♠",  # 30
]


def finished(preset: str) -> object:
    """Side 0 bats by discarding its last card; side 1 never took its morto."""
    game = layout(
        preset,
        hands=["5♠", "A♣ K♣ 3♥"],
        mortos=[MORTO_A],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[SIDE0_MELDS, ["4♦ 5♦ 6♦"]],
    )
    game.apply({"acao": "descartar", "carta": "5♠"})
    assert game.hand_over and game.batida_by == 0
    return game


def test_score_lines_are_the_handscore_fields():
    # seed 000 "Pontuação da mão": cartas baixadas, canastra limpa, canastra suja, batida,
    # morto não pego, cartas que ficaram na mão
    names = [name for name, _pt, _en in SCORE_LINES]
    assert names == [f.name for f in dataclasses.fields(HandScore)]
    for _name, pt, en in SCORE_LINES:
        assert pt and en


def test_score_table_line_by_line_aberto():
    # seed 000: "Cartas baixadas na mesa: valor de cada carta; Canastra limpa +200 cada;
    # Canastra suja +100 cada; Batida +100 para quem bateu; Morto não pego -100; Cartas que
    # ficaram na mão: valor de cada carta, negativo"; seed 003: "Canastra de 500 ... 1.000"
    game = finished("aberto")
    assert game.hand_score(0) == HandScore(
        mesa=45 + 70 + 110 + 125 + 30,
        canastras_limpas=200,
        canastras_sujas=100,
        canastras_500=500,
        canastras_1000=1000,
        batida=100,
        morto=0,
        mao=0,
    )
    assert game.hand_score(0).total == 2280
    assert game.hand_score(1) == HandScore(mesa=15, morto=-100, mao=-30)
    assert game.hand_score(1).total == -115
    assert [game.match_score(0), game.match_score(1)] == [2280, -115]


def test_score_table_line_by_line_mestre():
    # seed 000: "Variante adotada: só esses dois bônus." (no 500/1000 in mestre-buraco)
    game = finished("mestre-buraco")
    score = game.hand_score(0)
    assert (score.canastras_limpas, score.canastras_500, score.canastras_1000) == (600, 0, 0)
    assert score.total == 380 + 600 + 100 + 100


def test_history_records_the_hand():
    # seed 002: "o placar é calculado automaticamente ao fim de cada mão, com a contagem de cada
    # dupla aberta para conferência"
    game = finished("aberto")
    (entry,) = game.history
    assert entry["totais"] == [2280, -115]
    assert entry["placar"] == [2280, -115]
    assert entry["batida"] == 0 and entry["fim"] == "batida"
    assert entry["contagem"][1]["morto"] == -100 and entry["contagem"][1]["total"] == -115


def test_hand_cards_of_both_partners_count():
    # seed 000: "Cartas que ficaram na mão (dos dois parceiros): valor de cada carta, negativo"
    game = layout(
        hands=["5♠", "A♣ 3♥", "K♥ 7♥", "Q♦"],
        mortos=[MORTO_A],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"], []],
    )
    game.apply({"acao": "descartar", "carta": "5♠"})
    assert game.hand_score(0).mao == -15  # seat 2: K♥ 7♥
    assert game.hand_score(1).mao == -30  # seats 1 and 3: A♣ 3♥ Q♦


def test_aberto_morto_penalty_only_when_the_other_side_took_theirs():
    # seed 003: "Quem não pegou o morto perde 100, se o outro pegou o dele."
    game = layout(
        hands=["5♥ K♣", "5♠"], mortos=[], monte="", phase="baixar", mortos_taken=[False, True]
    )
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert (game.hand_score(0).morto, game.hand_score(1).morto) == (-100, 0)


def test_mestre_morto_penalty_always():
    # seed 000: "A dupla que ficou sem morto para pegar continua pagando os 100 pontos de morto
    # não pego." and "a multa de morto não pego vale mesmo quando nenhuma das duplas pegou"
    game = layout(
        "mestre-buraco",
        hands=["5♥ K♣", "5♠"],
        mortos=[],
        monte="",
        phase="baixar",
        mortos_taken=[False, True],
    )
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert (game.hand_score(0).morto, game.hand_score(1).morto) == (-100, 0)


def indireta_then_opponent_bats(preset: str):
    """Seat 0 takes its morto by discarding; seat 1 bats before seat 0 plays again."""
    game = layout(
        preset,
        hands=["K♥", "10♣"],
        mortos=[MORTO_A],
        monte="J♣ 5♥",
        phase="baixar",
        mortos_taken=[False, True],
        melds=[[], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"]],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.morto_taken(0) and game.turn == 1
    game.apply({"acao": "comprar"})
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    assert game.hand_over and game.batida_by == 1
    return game


def test_aberto_unplayed_morto_counts_as_not_taken():
    # seed 003: "Se o adversário bater antes de você usar o morto pego na batida indireta, ele
    # conta como não pego."
    score = indireta_then_opponent_bats("aberto").hand_score(0)
    assert (score.morto, score.mao, score.total) == (-100, 0, -100)


def test_mestre_unplayed_morto_counts_as_hand_cards():
    # seed 000: "o morto pego e não jogado conta como mão comum: as cartas dele são descontadas
    # pelo valor (não há multa fixa de 100 nesse caso)."
    score = indireta_then_opponent_bats("mestre-buraco").hand_score(0)
    assert (score.morto, score.mao) == (0, -85)


def test_aberto_morto_played_after_the_indireta_counts_as_taken():
    # seed 003: "Batida indireta: você descarta a última carta. O morto vem para a mão, mas só
    # pode ser usado na sua próxima vez." — once that turn comes, the morto is the side's
    game = layout(
        hands=["K♥", "10♣ 5♦"],
        mortos=[MORTO_A],
        monte="J♣ 5♥ 2♥",
        phase="baixar",
        mortos_taken=[False, True],
        melds=[[], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"]],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "5♦"})
    assert game.turn == 0
    game.apply({"acao": "comprar"})  # 5♥
    game.apply({"acao": "descartar", "carta": "5♥"})
    game.apply({"acao": "comprar"})  # 2♥
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    game.apply({"acao": "descartar", "carta": "2♥"})
    assert game.hand_over and game.batida_by == 1
    score = game.hand_score(0)
    assert (score.morto, score.mao) == (0, -85)


def test_aberto_unplayed_morto_in_pairs_waits_for_the_taker_not_the_partner():
    # seed 003: "Se o adversário bater antes de você usar o morto pego na batida indireta, ele
    # conta como não pego." — the partner's turn is not the taker's
    game = layout(
        hands=["K♥", "5♦ 6♦", "Q♥ Q♥", "10♣"],
        mortos=[MORTO_A],
        monte="A♥ 8♥ J♣ 5♥",
        phase="baixar",
        mortos_taken=[False, True],
        melds=[[], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"]],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})  # seat 0: ida indireta
    for _ in range(2):  # seats 1 and 2 draw and discard
        game.apply({"acao": "comprar"})
        game.apply({"acao": "descartar", "carta": str(game.hand(game.turn)[0])})
    assert game.turn == 3
    game.apply({"acao": "comprar"})
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    assert game.hand_over and game.batida_by == 3
    score = game.hand_score(0)
    assert score.morto == -100
    assert score.mao == -20  # only seat 2's Q♥ Q♥ — the morto's cards are not counted


@pytest.mark.parametrize("preset", ["aberto", "fechado"])
def test_unplayed_morto_counts_as_taken_when_the_partner_bats(preset):
    # seed 003: "Se o adversário bater antes de você usar o morto pego na batida indireta, ele
    # conta como não pego." — the adversário only (decision 18): when the taker's partner bats
    # first, the morto is the side's, and its cards count as cards in hand
    game = layout(
        preset,
        hands=["K♥", "5♦ 6♦", "10♣", "Q♥ Q♥"],
        mortos=[MORTO_A],
        monte="A♥ J♣ 5♥",
        phase="baixar",
        mortos_taken=[False, True],
        melds=[["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"], []],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})  # seat 0: ida indireta
    game.apply({"acao": "comprar"})  # seat 1
    game.apply({"acao": "descartar", "carta": "5♦"})
    game.apply({"acao": "comprar"})  # seat 2, seat 0's partner, draws J♣ and bats
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    assert game.hand_over and game.batida_by == 2 and game.turn == 2
    score = game.hand_score(0)
    assert score.morto == 0
    assert score.mao == -85  # the morto in seat 0's hand: 3♠..7♠ 25 + 8♠..K♠ 60
    assert score.batida == 100

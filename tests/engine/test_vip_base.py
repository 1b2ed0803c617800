"""Seed 004's base game and its Fechado modes (issue 9): vip-aberto, vip-fechado,
vip-fechado-stbl (docs/rules.md §11.12-§11.14; decision 31)."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, check_meld, ruleset
from tests.helpers.checks import refuse
from tests.helpers.positions import layout

NEW = ["vip-aberto", "vip-fechado", "vip-fechado-stbl"]
CANASTRA_SUJA = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 2♥"
CANASTRA_LIMPA = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"


@pytest.mark.parametrize("preset", NEW)
def test_a_curinga_scores_20_and_the_lixo_starts_empty(preset):
    # seed 004: "Curingas valem 30 pontos no Aberto sujo e 20 pontos em todos os outros modos."
    # and "A mão começa com um descarte vazio."
    rules = ruleset(preset)
    assert check_meld("5♥ 6♥ 2♠", rules).points == 5 + 5 + 20
    assert check_meld("A♥ 2♥ 3♥", rules).points == 15 + 10 + 5
    assert Game.new(rules, seed=4).lixo == []


@pytest.mark.parametrize(("preset", "sets"), [(p, p == "vip-fechado") for p in NEW])
def test_sets_only_in_fechado_and_never_with_a_curinga(preset, sets):
    # seed 004: "Conjuntos não são permitidos nas variantes Aberto e Fechado STBL." and "Não há
    # curingas, apenas os 2 podem ser usados como tais ao criar uma sequência." (decision 29)
    rules = ruleset(preset)
    assert check_meld("9♥ 9♠ 9♣", rules).ok == sets
    assert not check_meld("9♥ 9♠ 2♣", rules).ok
    assert check_meld("9♥ 10♥ 2♣", rules).ok


@pytest.mark.parametrize("preset", NEW)
def test_batida_needs_a_limpa(preset):
    # seed 004: "No Aberto sujo e Fechado sujo, os jogadores podem baixar com uma canastra suja"
    # — only those two: the other modes go out with a canastra limpa (decision 31)
    suja = layout(
        preset,
        hands=["K♥", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    refuse(suja, {"acao": "descartar", "carta": "K♥"}, "precisa_canastra_descartar")
    limpa = layout(
        preset,
        hands=["K♥", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_LIMPA], []],
    )
    limpa.apply({"acao": "descartar", "carta": "K♥"})
    assert limpa.hand_over and limpa.batida_by == 0


@pytest.mark.parametrize("preset", NEW)
def test_may_go_out_by_laying_down_but_not_by_discarding_a_curinga(preset):
    # seed 004: "Um jogador pode combinar, jogar ou descartar a carta final." and "Se for
    # baixar, descartar um curinga é proibido."
    game = layout(
        preset,
        hands=["9♦ 10♦ J♦", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_LIMPA], []],
    )
    game.apply({"acao": "baixar", "cartas": "9♦ 10♦ J♦"})
    assert game.hand_over and game.batida_by == 0
    curinga = layout(
        preset,
        hands=["2♠", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_LIMPA], []],
    )
    refuse(curinga, {"acao": "descartar", "carta": "2♠"}, "batida_com_curinga")


def test_vip_aberto_the_single_card_taken_from_the_lixo_cannot_be_discarded():
    # seed 004: "Se apenas uma carta for tirada do descarte, o jogador não pode descartar a
    # mesma carta no final de sua rodada."
    game = layout("vip-aberto", hands=["K♥ 5♣ 9♦", "3♥ 4♥"], lixo="Q♠")
    game.apply({"acao": "pegar_lixo"})
    refuse(game, {"acao": "descartar", "carta": "Q♠"}, "descarte_lixo_unico")


@pytest.mark.parametrize("preset", ["vip-fechado", "vip-fechado-stbl"])
def test_fechado_uses_the_top_card_at_once_and_shows_only_it(preset):
    # seed 004: "Para as variantes “Fechado”, apenas a carta em cima da pilha (colocada por
    # último) fica visível. É obrigatório jogar imediatamente a carta de cima do descarte."
    game = layout(preset, hands=["5♥ 6♥ K♣", "3♣ 4♣ 8♣"], lixo="9♠ 7♥")
    assert game.view(0)["lixo"] == ["7♥"] and game.view(0)["lixo_count"] == 2
    refuse(game, {"acao": "pegar_lixo"}, "lixo_fechado_sem_uso")
    game.apply({"acao": "pegar_lixo", "cartas": "5♥ 6♥"})
    assert sorted(str(c) for c in game.hand(0)) == ["9♠", "K♣"]

"""The VIP tables of seed 004 (vip-aberto-sujo, vip-fechado-sujo): what they change."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, check_meld, ruleset
from tests.helpers.checks import refuse
from tests.helpers.positions import layout

CANASTRA_SUJA = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 2♥"


@pytest.mark.parametrize(("preset", "value"), [("vip-aberto-sujo", 30), ("vip-fechado-sujo", 20)])
def test_a_2_standing_as_curinga_scores_more(preset, value):
    # seed 004: "Curingas valem 30 pontos no Aberto sujo e 20 pontos em todos os outros modos."
    rules = ruleset(preset)
    assert check_meld("5♥ 6♥ 2♠", rules).points == 5 + 5 + value
    # rules.md §1.3: "natural 2 still 10"
    assert check_meld("A♥ 2♥ 3♥", rules).points == 15 + 10 + 5
    assert check_meld("5♥ 6♥ 2♠", ruleset("aberto")).points == 20


def test_the_hand_count_uses_the_curinga_value():
    # seed 004: "Cartas nas combinações da mesa: (+) valor dessas cartas"
    game = layout(
        "vip-aberto-sujo", hands=["K♥ 9♦", "3♥ 4♥"], phase="baixar", melds=[["5♥ 6♥ 2♠"], []]
    )
    assert game.hand_score(0).mesa == 40


@pytest.mark.parametrize("preset", ["vip-aberto-sujo", "vip-fechado-sujo"])
def test_the_lixo_starts_empty_and_sets_are_allowed(preset):
    # seed 004: "A mão começa com um descarte vazio." / "Conjuntos não são permitidos nas
    # variantes Aberto e Fechado STBL" (so the sujo tables allow them)
    game = Game.new(ruleset(preset), seed=4)
    assert game.lixo == []
    assert check_meld("9♥ 9♠ 9♣", ruleset(preset)).ok


@pytest.mark.parametrize("preset", ["vip-aberto-sujo", "vip-fechado-sujo"])
def test_batida_with_a_suja(preset):
    # seed 004: "No Aberto sujo e Fechado sujo, os jogadores podem baixar com uma canastra suja"
    game = layout(
        preset,
        hands=["K♥", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.hand_over and game.batida_by == 0


def test_aberto_sujo_goes_out_only_by_discarding():
    # seed 004: "No Aberto sujo, os jogadores são obrigados a descartar sua carta final para
    # poder baixar."
    game = layout(
        "vip-aberto-sujo",
        hands=["9♦ 10♦ J♦", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "batida_so_descartando")
    assert {"acao": "baixar", "cartas": "9♦ 10♦ J♦"} not in game.legal_actions()


def test_fechado_sujo_may_go_out_by_laying_down():
    # seed 004: "Nos outros modos, eles podem combinar, jogar ou descartá-la."
    game = layout(
        "vip-fechado-sujo",
        hands=["9♦ 10♦ J♦", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    game.apply({"acao": "baixar", "cartas": "9♦ 10♦ J♦"})
    assert game.hand_over and game.batida_by == 0


def test_the_single_card_taken_from_the_lixo_cannot_be_discarded():
    # seed 004: "Se apenas uma carta for tirada do descarte, o jogador não pode descartar a
    # mesma carta no final de sua rodada."
    game = layout("vip-aberto-sujo", hands=["K♥ 5♣ 9♦", "3♥ 4♥"], lixo="Q♠")
    game.apply({"acao": "pegar_lixo"})
    refuse(game, {"acao": "descartar", "carta": "Q♠"}, "descarte_lixo_unico")
    assert {"acao": "descartar", "carta": "Q♠"} not in game.legal_actions()
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert [str(c) for c in game.lixo] == ["K♥"]


def test_after_taking_several_cards_any_may_go():
    # seed 004: "Se mais de uma carta for tirada, o jogador pode descartar qualquer uma dessas
    # cartas."
    game = layout("vip-aberto-sujo", hands=["K♥ 5♣ 9♦", "3♥ 4♥"], lixo="J♣ Q♠")
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "Q♠"})
    assert str(game.lixo[-1]) == "Q♠"


def test_another_copy_held_before_may_go():
    # decision 21: two copies are one card to the rules, so the copy held before may be discarded
    game = layout("vip-aberto-sujo", hands=["7♥ 5♣ 9♦", "3♥ 4♥"], lixo="7♥")
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "7♥"})
    assert sorted(str(c) for c in game.hand(0)) == ["5♣", "7♥", "9♦"]
    assert [str(c) for c in game.lixo] == ["7♥"]


def test_no_lay_down_may_leave_only_that_card():
    # seed 004's rule above, with a hand that would be left unable to discard
    game = layout("vip-aberto-sujo", hands=["5♥ 6♥", "3♥ 4♥"], lixo="K♠", melds=[["2♥ 3♥ 4♥"], []])
    game.apply({"acao": "pegar_lixo"})
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "5♥ 6♥"}, "sem_descarte_possivel")
    for action in game.legal_actions():
        game.copy().apply(action)


def test_going_out_with_a_curinga_is_refused_but_a_curinga_may_be_discarded():
    # seed 004: "O jogador pode descartar um curinga se não for baixar (encerrar a mão). Se for
    # baixar, descartar um curinga é proibido."
    game = layout(
        "vip-fechado-sujo",
        hands=["2♣", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    refuse(game, {"acao": "descartar", "carta": "2♣"}, "batida_com_curinga")
    game = layout("vip-fechado-sujo", hands=["2♣ K♦", "3♥ 4♥"], phase="baixar")
    game.apply({"acao": "descartar", "carta": "2♣"})
    assert str(game.lixo[-1]) == "2♣"


def test_a_lay_down_leaving_only_a_curinga_is_refused_when_going_out():
    # the same rule: the last card would be a curinga that may not go out, and the 2♦ fits
    # nowhere (9♦ 10♦ 2♥ and the canastra already hold a curinga). Issue 9 changed this test: it used to
    # lay down 9♦ 10♦ J♦, leaving a 2♣ that can still be laid off on them, going out by
    # laying down as seed 004 allows ("Nos outros modos, eles podem combinar, jogar ou
    # descartá-la"); that lay-down is now accepted (test_continuation.py, decision 33).
    game = layout(
        "vip-fechado-sujo",
        hands=["9♦ 10♦ 2♥ 2♦", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTRA_SUJA], []],
    )
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ 2♥"}, "batida_com_curinga")


def test_ace_to_ace_scores_1000():
    # seed 004: "Quando permitido, sequências às a às concedem 1.000 pontos."
    check = check_meld("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", ruleset("vip-aberto-sujo"))
    assert check.canastra == "1000" and check.bonus == 1000


@pytest.mark.parametrize("preset", ["vip-aberto-sujo", "vip-fechado-sujo"])
def test_a_set_holds_no_curinga(preset):
    # seed 004: "Não há curingas, apenas os 2 podem ser usados como tais ao criar uma
    # sequência." (decision 29): a set (conjunto) at the VIP tables holds no curinga
    rules = ruleset(preset)
    assert check_meld("K♥ K♠ K♣", rules).ok
    for cards in ("K♥ K♠ 2♣", "K♥ K♠ K♣ 2♦", "5♥ 5♠ 5♣ 5♦ 5♥ 5♠ 2♣"):
        check = check_meld(cards, rules)
        assert not check.ok and check.code == "trinca_sem_curinga", cards
        assert check.reason
    # the 2 still stands as curinga in a sequence
    assert check_meld("5♥ 6♥ 2♠", rules).ok
    # other tables with sets keep a curinga in them (seed 002: "Trinca só no Fechado.")
    assert check_meld("K♥ K♠ 2♣", ruleset("jogatina-fechado")).ok


@pytest.mark.parametrize("preset", ["vip-aberto-sujo", "vip-fechado-sujo"])
def test_no_set_with_a_curinga_is_suggested_nor_accepted(preset):
    # seed 004: "apenas os 2 podem ser usados como tais ao criar uma sequência"
    game = layout(
        preset,
        hands=["K♥ K♠ 2♣ 7♦ 9♣", "3♥ 4♥"],
        phase="baixar",
        melds=[["Q♥ Q♠ Q♣"], []],
    )
    actions = game.legal_actions()
    assert {"acao": "baixar", "cartas": "K♠ K♥ 2♣"} not in actions
    assert not any(
        a["acao"] == "baixar" and "2♣" in a["cartas"] and "K" in a["cartas"] for a in actions
    )
    assert {"acao": "encostar", "jogo": 0, "cartas": "2♣"} not in actions
    refuse(game, {"acao": "baixar", "cartas": "K♥ K♠ 2♣"}, "jogo_invalido")
    err = refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "2♣"}, "encostar_invalido")
    assert err.params["motivo_code"] == "trinca_sem_curinga"

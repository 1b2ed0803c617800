"""A lay-down is judged by where the turn can still go (issue 9; decision 33).

Three positions of the seeds were refused with a wrong reason although the same end
position was accepted in the other order. A lay-down is refused only when no
continuation of the turn (more lay-downs, then a discard, the morto or a batida) can
end the turn properly; the refusals no continuation can rescue stay.
"""

from __future__ import annotations

from buraco_tui.engine import parse_cards, ruleset
from tests.helpers.checks import meld_texts, refuse
from tests.helpers.positions import layout

CANASTRA_SUJA = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 2♥"


def test_vip_fechado_sujo_a_curinga_left_can_still_be_laid_off():
    # seed 004: "Nos outros modos, eles podem combinar, jogar ou descartá-la": in
    # vip-fechado-sujo the 2♣ left after 5♥ 6♥ 7♥ can still be laid off, going out.
    def position():
        return layout(
            "vip-fechado-sujo",
            hands=["5♥ 6♥ 7♥ 2♣", "3♥ 4♥"],
            phase="baixar",
            mortos_taken=[True, False],
            melds=[[CANASTRA_SUJA], []],
        )

    game = position()
    game.apply({"acao": "baixar", "cartas": "5♥ 6♥ 7♥"})
    assert [str(c) for c in game.hand(0)] == ["2♣"]
    # going out by discarding the curinga stays refused (seed 004: "Se for baixar,
    # descartar um curinga é proibido") ...
    refuse(game, {"acao": "descartar", "carta": "2♣"}, "batida_com_curinga")
    # ... laying it off goes out, the same end as laying all four down at once
    game.apply({"acao": "encostar", "jogo": 1, "cartas": "2♣"})
    assert game.hand_over and game.batida_by == 0
    other = position()
    other.apply({"acao": "baixar", "cartas": "5♥ 6♥ 7♥ 2♣"})
    assert other.hand_over and other.hand_score(0) == game.hand_score(0)


def test_vip_aberto_sujo_the_single_lixo_card_left_can_reach_the_morto():
    # seed 004: "se um jogador combinar ou jogar sua última carta, o turno continua": the one
    # card taken from the lixo may not be discarded, but it can be laid off to reach the morto.
    def position():
        game = layout(
            "vip-aberto-sujo", hands=["9♣ 10♣ J♣", "3♥ 4♥"], lixo="7♥", melds=[["4♥ 5♥ 6♥"], []]
        )
        game.apply({"acao": "pegar_lixo"})
        return game

    game = position()
    game.apply({"acao": "baixar", "cartas": "9♣ 10♣ J♣"})
    assert [str(c) for c in game.hand(0)] == ["7♥"]
    refuse(game, {"acao": "descartar", "carta": "7♥"}, "descarte_lixo_unico")
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "7♥"})
    assert game.morto_taken(0) and not game.hand_over and game.turn == 0
    assert len(game.hand(0)) == 11 and game.phase == "baixar"
    # the other order reaches the same position, and was always accepted
    other = position()
    other.apply({"acao": "encostar", "jogo": 0, "cartas": "7♥"})
    other.apply({"acao": "baixar", "cartas": "9♣ 10♣ J♣"})
    assert other.hand(0) == game.hand(0) and meld_texts(other, 0) == meld_texts(game, 0)


def test_vip_aberto_sujo_the_single_lixo_card_that_fits_nowhere_is_still_refused():
    # seed 004: "Se apenas uma carta for tirada do descarte, o jogador não pode descartar a
    # mesma carta": with nowhere to lay it off, the turn could not end (decision 21).
    game = layout("vip-aberto-sujo", hands=["9♣ 10♣ J♣", "3♥ 4♥"], lixo="K♠")
    game.apply({"acao": "pegar_lixo"})
    refuse(game, {"acao": "baixar", "cartas": "9♣ 10♣ J♣"}, "sem_descarte_possivel")


def test_rioplatense_only_curingas_for_a_moment_then_the_buraco():
    # seed 001: "**Al terminar de bajar** tienes que quedarte con al menos una carta que no sea
    # comodín": the rule looks at the end of the lay-downs, so curingas left for a moment,
    # then laid off to reach the buraco, are allowed.
    rio = ruleset("rioplatense")
    game = layout(rio, hands=["9♦ 10♦ J♦ 2♥ JK", "5♥ 6♥"], phase="baixar", melds=[["5♠ 6♠ 7♠"], []])
    game.apply({"acao": "baixar", "cartas": "9♦ 10♦ J♦"})
    assert sorted(str(c) for c in game.hand(0)) == sorted(["2♥", str(parse_cards("JK")[0])])
    game.apply({"acao": "encostar", "jogo": 1, "cartas": "2♥"})
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "JK"})
    assert game.morto_taken(0) and not game.hand_over and len(game.hand(0)) == 11


def test_rioplatense_only_curingas_for_a_moment_then_the_next_lay_down():
    # seed 001 (as above): three curingas left make a jogo of their own ("Tres 2 juntos son un
    # juego de comodines") and the buraco follows.
    rio = ruleset("rioplatense")
    game = layout(rio, hands=["9♦ 10♦ J♦ 2♥ 2♣ JK", "5♥ 6♥"], phase="baixar")
    game.apply({"acao": "baixar", "cartas": "9♦ 10♦ J♦"})
    game.apply({"acao": "baixar", "cartas": "2♥ 2♣ JK"})
    assert game.morto_taken(0) and len(game.hand(0)) == 11


def test_rioplatense_curingas_that_cannot_all_be_laid_down_are_still_refused():
    # seed 001: "Nunca un comodín" is discarded: with the buraco taken there is no way on.
    rio = ruleset("rioplatense")
    game = layout(
        rio,
        hands=["9♦ 10♦ J♦ 2♥ JK", "5♥ 6♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["5♠ 6♠ 7♠"], []],
    )
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "guardar_nao_curinga")

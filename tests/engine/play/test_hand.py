"""The whole hand: deal, drawing, the lixo, laying down, the morto, the batida and the
monte running out (rules.md §4-§7)."""

from __future__ import annotations

import json

import pytest

from buraco_tui.engine import PRESETS, Game, ruleset
from tests.helpers.checks import card_count, meld_texts, refuse, texts
from tests.helpers.positions import MORTO_A, MORTO_B, layout

LIMPA7 = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"
SUJA7 = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 2♣"

# ------------------------------------------------------------------ the deal


@pytest.mark.parametrize("players, monte", [(2, 60), (4, 38)])
@pytest.mark.parametrize("preset", PRESETS)
def test_deal_sizes(preset, players, monte):
    # seed 000: "11 cartas para cada jogador ... Dois mortos de 11 cartas, fechados. O resto é
    # o monte de compra (60 cartas com 2 jogadores, 38 com 4; com curingas de papel, 64 e 42)."
    rules = ruleset(preset)
    game = Game.new(rules, players=players, seed=9)
    assert [len(game.hand(s)) for s in range(players)] == [11] * players
    assert game.mortos_left == 2
    if rules.curingas_de_papel:
        monte += 4
    assert game.monte_count + len(game.lixo) == monte
    assert len(game.lixo) in (0, 1)
    total = 108 if rules.curingas_de_papel else 104
    assert card_count(game) == total
    assert game.phase == "comprar" and not game.hand_over


def test_deal_lixo_opened_from_the_monte():
    # seed 003: "O resto das cartas forma o monte, e uma carta virada abre o lixo"
    game = Game.new(ruleset("aberto"), seed=4)
    assert game.monte_count == 59 and len(game.lixo) == 1


@pytest.mark.parametrize("players", [2, 4])
def test_opener_is_drawn_and_plays_first(players):
    # seed 000: "Quem abre a primeira mão é sorteado."
    openers = set()
    for seed in range(40):
        game = Game.new(ruleset("mestre-buraco"), players=players, seed=seed)
        assert game.turn == game.opener
        openers.add(game.opener)
    assert openers == set(range(players))


def test_same_seed_same_deal():
    # API: 'The same seed and the same actions always give the same game.'
    a = Game.new(ruleset("aberto"), seed=123)
    b = Game.new(ruleset("aberto"), seed=123)
    assert a == b and a.to_json() == b.to_json()
    c = Game.new(ruleset("aberto"), seed=124)
    assert texts(a.hand(0)) != texts(c.hand(0)) or texts(a.hand(1)) != texts(c.hand(1))


# ------------------------------------------------------------------ drawing


def test_comprar_takes_the_top_of_the_monte():
    # seed 000: "Comprar: a carta de cima do monte ou o lixo inteiro."
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"], monte="K♣ Q♣ J♣")
    game.apply({"acao": "comprar"})
    assert texts(game.hand(0)) == ["9♠", "5♥", "K♣"]
    assert game.monte_count == 2 and game.phase == "baixar" and game.turn == 0


def test_comprar_only_once():
    # seed 000: "comprar: fase 'comprar'"
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"])
    game.apply({"acao": "comprar"})
    refuse(game, {"acao": "comprar"}, "fase_baixar")
    refuse(game, {"acao": "pegar_lixo"}, "fase_baixar")


def test_pegar_lixo_open_takes_the_whole_lixo():
    # seed 000: "O lixo é aberto (todos veem todas as cartas) e, por ser buraco aberto, pode
    # ser pego sem nenhuma exigência."
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"], lixo="Q♠ 8♦ 5♥")
    game.apply({"acao": "pegar_lixo"})
    assert sorted(texts(game.hand(0))) == sorted(["5♥", "9♠", "Q♠", "8♦", "5♥"])
    assert game.lixo == [] and game.phase == "baixar"
    assert sorted(texts(game.lixo_taken(0))) == sorted(["Q♠", "8♦", "5♥"])
    seen = game.view(1)["lixo_taken"][0]
    assert sorted(seen) == sorted(["Q♠", "8♦", "5♥"])


def test_lixo_taken_cards_leave_the_view_when_played():
    # seed 003: "As cartas que o Zeca levou do lixo aparecem viradas para cima na mão dele"
    game = layout(hands=["6♥ 7♥ 9♠ 3♣", "3♣ 4♣"], lixo="Q♠ 8♥")
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "baixar", "cartas": "6♥ 7♥ 8♥"})
    assert texts(game.lixo_taken(0)) == ["Q♠"]
    game.apply({"acao": "descartar", "carta": "Q♠"})
    assert game.lixo_taken(0) == []
    assert game.view(1)["lixo_taken"] == [[], []]


def test_empty_lixo_cannot_be_taken():
    # seed 000: "Com o lixo vazio só resta comprar do monte."
    refuse(layout("mestre-buraco", hands=["5♥ 9♠", "3♣ 4♣"]), {"acao": "pegar_lixo"}, "lixo_vazio")


# ------------------------------------------------------------------ the closed lixo


def test_closed_lixo_top_card_in_a_new_jogo_rest_to_hand():
    # seed 003: "No Fechado, só pega o lixo quem usar a carta de cima dele na hora: formando um
    # jogo novo com pelo menos 2 cartas da mão ... O resto do lixo vem para a mão."
    game = layout("fechado", hands=["3♥ 4♥ 9♣ K♣", "3♣ 4♣"], lixo="Q♠ 9♠ 5♥")
    game.apply({"acao": "pegar_lixo", "cartas": "3♥ 4♥"})
    assert meld_texts(game, 0) == ["3♥ 4♥ 5♥"]
    assert sorted(texts(game.hand(0))) == sorted(["9♣", "K♣", "Q♠", "9♠"])
    assert sorted(texts(game.lixo_taken(0))) == ["9♠", "Q♠"]
    assert game.lixo == [] and game.phase == "baixar"


def test_closed_lixo_take_keeps_the_lixo_record_to_the_hand():
    # seed 003: "As cartas que o Zeca levou do lixo aparecem viradas para cima na mão dele";
    # a J♥ taken earlier goes into the new jogo, the lixo's other J♥ comes to the hand:
    # the record names one J♥, the one the hand holds (issue 26's reproduction).
    game = layout(
        "fechado", hands=["J♥ Q♥ 5♣ 7♣", "A♠ A♦ 7♦ 9♦"], lixo="J♥ 10♥", lixo_taken=["J♥", ""]
    )
    game.apply({"acao": "pegar_lixo", "cartas": "J♥ Q♥"})
    assert sorted(texts(game.hand(0))) == sorted(["J♥", "5♣", "7♣"])
    assert texts(game.lixo_taken(0)) == ["J♥"]
    view = game.view(0)
    assert view["lixo_taken"] == [["J♥"], []]
    again = Game.from_view(view, hands={1: "A♠ A♦ 7♦ 9♦"}, monte=[], mortos=[MORTO_A, MORTO_B])
    assert texts(again.lixo_taken(0)) == ["J♥"]
    assert texts(Game.from_json(game.to_json()).lixo_taken(0)) == ["J♥"]


def test_a_lixo_record_the_hand_does_not_hold_is_refused_on_load():
    game = layout("fechado", hands=["J♥ Q♥ 5♣ 7♣", "A♠ A♦ 7♦ 9♦"], lixo_taken=["J♥", ""])
    data = json.loads(game.to_json())
    data["lixo_taken"] = ["J♥ J♥", ""]
    with pytest.raises(ValueError, match="lixo_taken"):
        Game.from_json(json.dumps(data))


def test_closed_lixo_top_card_on_an_own_jogo():
    # seed 003: "ou pondo-a num jogo seu onde ela encaixe"
    game = layout("fechado", hands=["3♥ 4♥ K♣", "3♣ 4♣"], lixo="Q♠ J♣", melds=[["8♣ 9♣ 10♣"], []])
    game.apply({"acao": "pegar_lixo", "jogo": 0})
    assert meld_texts(game, 0) == ["8♣ 9♣ 10♣ J♣"]
    assert sorted(texts(game.hand(0))) == sorted(["3♥", "4♥", "K♣", "Q♠"])


def test_closed_lixo_needs_the_top_card_used():
    # seed 002: "Buraco Fechado: só o topo do lixo; pega quem usa na hora"
    game = layout(
        "fechado",
        hands=["3♥ 4♥ 6♣ K♣", "3♣ 4♣"],
        lixo="Q♠ 9♠ 5♥",
        melds=[["8♣ 9♣ 10♣"], ["6♦ 7♦ 8♦"]],
    )
    refuse(game, {"acao": "pegar_lixo"}, "lixo_fechado_sem_uso")
    refuse(game, {"acao": "pegar_lixo", "cartas": "3♥"}, "lixo_fechado_poucas")
    refuse(game, {"acao": "pegar_lixo", "cartas": "6♣ K♣"}, "lixo_fechado_jogo_invalido")
    refuse(game, {"acao": "pegar_lixo", "jogo": 0}, "lixo_fechado_nao_encaixa")
    refuse(game, {"acao": "pegar_lixo", "jogo": 1}, "jogo_inexistente")  # the other side's
    refuse(game, {"acao": "pegar_lixo", "cartas": "3♥ 4♥", "jogo": 0})
    refuse(game, {"acao": "pegar_lixo", "cartas": "3♥ 3♥"}, "carta_nao_esta_na_mao")


def test_closed_lixo_with_more_hand_cards_or_a_trinca():
    # seed 003: "formando um jogo novo com pelo menos 2 cartas da mão"; seed 002: "Buraco
    # Fechado: só o topo do lixo; pega quem usa na hora; trinca vale"
    game = layout("fechado", hands=["3♥ 4♥ 6♥ K♣", "3♣ 4♣"], lixo="Q♠ 5♥")
    game.apply({"acao": "pegar_lixo", "cartas": "3♥ 4♥ 6♥"})
    assert meld_texts(game, 0) == ["3♥ 4♥ 5♥ 6♥"]
    assert sorted(texts(game.hand(0))) == ["K♣", "Q♠"]
    trinca = layout("jogatina-fechado", hands=["9♠ 9♣ K♣", "3♣ 4♣"], lixo="Q♠ 9♥")
    trinca.apply({"acao": "pegar_lixo", "cartas": "9♠ 9♣"})
    assert sorted(texts(trinca.melds(0)[0].cards)) == ["9♠", "9♣", "9♥"]


def test_closed_lixo_and_the_two_card_rule():
    # seed 003: "precisa guardar 2 cartas na mão depois de baixar"; "O resto do lixo vem para a
    # mão." — the rest counts toward the two cards kept
    game = layout("fechado", hands=["3♥ 4♥ K♣", "3♣ 4♣"], lixo="5♥", mortos_taken=[True, False])
    refuse(game, {"acao": "pegar_lixo", "cartas": "3♥ 4♥"}, "precisa_canastra_baixar")
    assert game.legal_actions() == [{"acao": "comprar"}]
    game = layout("fechado", hands=["3♥ 4♥ K♣", "3♣ 4♣"], lixo="Q♠ 5♥", mortos_taken=[True, False])
    game.apply({"acao": "pegar_lixo", "cartas": "3♥ 4♥"})
    assert sorted(texts(game.hand(0))) == ["K♣", "Q♠"]


def test_closed_lixo_ida_direta():
    # seed 000: "Ida direta: baixou todas as cartas sem descartar. Pega o morto na hora e
    # continua jogando na mesma vez"
    game = layout("fechado", hands=["3♥ 4♥", "3♣ 4♣"], lixo="5♥")
    game.apply({"acao": "pegar_lixo", "cartas": "3♥ 4♥"})
    assert game.morto_taken(0) and sorted(texts(game.hand(0))) == sorted(MORTO_A.split())
    assert game.turn == 0 and game.phase == "baixar"


def test_closed_lixo_top_card_with_two_curingas_is_no_jogo():
    # seed 000: "Curinga: no máximo um por jogo." (also for the lixo's top card)
    game = layout("fechado", hands=["2♥ 2♠ 9♣", "3♣ 4♣"], lixo="Q♠ 5♥")
    refuse(game, {"acao": "pegar_lixo", "cartas": "2♥ 2♠"}, "lixo_fechado_jogo_invalido")


# ------------------------------------------------------------------ laying down


def test_baixar_lays_a_new_jogo():
    # seed 000: "Baixar e encostar (opcional, quantas vezes quiser): baixar jogos novos"
    game = layout(hands=["7♥ 5♥ 6♥ 9♠ K♣", "3♣ 4♣"], phase="baixar")
    game.apply({"acao": "baixar", "cartas": "7♥ 5♥ 6♥"})
    assert meld_texts(game, 0) == ["5♥ 6♥ 7♥"]
    assert texts(game.hand(0)) == ["9♠", "K♣"]
    assert game.turn == 0 and game.phase == "baixar"


def test_baixar_needs_a_valid_jogo():
    # seed 000: "o servidor aceita ou recusa com um motivo"
    game = layout(hands=["5♥ 6♥ 8♥ 9♠ K♣", "3♣ 4♣"], phase="baixar")
    err = refuse(game, {"acao": "baixar", "cartas": "5♥ 6♥ 8♥"}, "jogo_invalido")
    # no curinga among them: the reason names the gap, not a curinga (issue 26)
    assert "falta carta no meio" in str(err) and "curinga" not in str(err)


def test_baixar_varios_lays_several_jogos():
    # seed 000: "baixar_varios: jogos: lista de listas de ids"
    game = layout(hands=["5♥ 6♥ 7♥ 9♠ 10♠ J♠ K♣ Q♦", "3♣ 4♣"], phase="baixar")
    game.apply({"acao": "baixar_varios", "jogos": ["5♥ 6♥ 7♥", "9♠ 10♠ J♠"]})
    assert meld_texts(game, 0) == ["5♥ 6♥ 7♥", "9♠ 10♠ J♠"]
    assert texts(game.hand(0)) == ["Q♦", "K♣"]


def test_baixar_varios_all_or_nothing():
    # seed 000: "O servidor valida uma ação por vez" — one bad jogo refuses the whole action
    game = layout(hands=["5♥ 6♥ 7♥ 9♠ 10♠ Q♠ K♣ Q♦", "3♣ 4♣"], phase="baixar")
    refuse(game, {"acao": "baixar_varios", "jogos": ["5♥ 6♥ 7♥", "9♠ 10♠ Q♠"]}, "jogo_invalido")


def test_encostar_on_an_own_jogo():
    # seed 000: "encostar cartas em jogos da própria dupla"
    game = layout(hands=["8♥ 4♥ K♣", "3♣ 4♣"], phase="baixar", melds=[["5♥ 6♥ 7♥"], []])
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "8♥ 4♥"})
    assert meld_texts(game, 0) == ["4♥ 5♥ 6♥ 7♥ 8♥"]
    assert texts(game.hand(0)) == ["K♣"]


def test_never_encostar_on_the_opponents_jogo():
    # seed 000: "Não se encosta em jogo do adversário."
    game = layout(
        hands=["8♥ 4♥ K♣", "3♣ 4♣"],
        phase="baixar",
        melds=[["9♠ 10♠ J♠"], ["5♥ 6♥ 7♥", "8♦ 9♦ 10♦"]],
    )
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "8♥"}, "encostar_invalido")
    refuse(game, {"acao": "encostar", "jogo": 1, "cartas": "8♥"}, "jogo_inexistente")
    assert meld_texts(game, 1) == ["5♥ 6♥ 7♥", "8♦ 9♦ 10♦"]


def test_encostar_partner_jogo_in_pairs():
    # seed 002: "Baixar no jogo do parceiro: permitido"; seed 000: "encostar cartas em jogos
    # da própria dupla"
    game = layout(
        hands=["4♥ K♣", "3♣ 4♣", "8♥ J♥ J♥", "5♣ 5♣"],
        phase="baixar",
        turn=2,
        melds=[["5♥ 6♥ 7♥"], []],
    )
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "8♥"})
    assert meld_texts(game, 0) == ["5♥ 6♥ 7♥ 8♥"]
    assert texts(game.hand(2)) == ["J♥", "J♥"]


def test_encostar_rearranges_the_jogo():
    # seed 000: "a cada carta encostada o motor reorganiza o jogo ... Exemplo: 2♥ 5♥ 6♥ é sujo;
    # encostando 3♥ e 4♥ vira 2♥ 3♥ 4♥ 5♥ 6♥, limpo."
    game = layout(hands=["3♥ 4♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", melds=[["2♥ 5♥ 6♥"], []])
    assert not game.melds(0)[0].clean
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "3♥ 4♥"})
    jogo = game.melds(0)[0]
    assert texts(jogo.cards) == ["2♥", "3♥", "4♥", "5♥", "6♥"] and jogo.clean


def test_encostar_moves_the_curinga():
    # seed 000: "O curinga que estava numa ponta pode passar para a outra ponta ou para um
    # buraco"; seed 003: "quando chega a carta que ele substituía, ele passa para a ponta"
    game = layout(hands=["6♥ 4♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", melds=[["5♥ 2♣ 7♥"], []])
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "6♥"})
    jogo = game.melds(0)[0]
    assert texts(jogo.cards) in (["5♥", "6♥", "7♥", "2♣"], ["2♣", "5♥", "6♥", "7♥"])
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "4♥"})
    jogo = game.melds(0)[0]
    assert texts(jogo.cards) in (["4♥", "5♥", "6♥", "7♥", "2♣"], ["2♣", "4♥", "5♥", "6♥", "7♥"])


def test_end_curinga_moves_to_cover_a_gap():
    # seed 002: "O curinga da ponta é flexível: se uma carta nova fica a uma casa do jogo, ele
    # se move para cobrir a lacuna"
    game = layout(
        "jogatina-aberto", hands=["8♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", melds=[["5♥ 6♥ 2♣"], []]
    )
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "8♥"})
    jogo = game.melds(0)[0]
    assert texts(jogo.cards) == ["5♥", "6♥", "2♣", "8♥"] and jogo.wild_index == 2


def test_natural_two_turns_curinga_when_it_is_the_only_way():
    # seed 002: "e o 2 do naipe pode virar curinga quando é o único jeito de as outras cartas
    # entrarem"
    game = layout(
        "jogatina-aberto", hands=["6♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", melds=[["2♥ 3♥ 4♥"], []]
    )
    assert game.melds(0)[0].clean
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "6♥"})
    jogo = game.melds(0)[0]
    assert texts(jogo.cards) == ["3♥", "4♥", "2♥", "6♥"] and not jogo.clean


def test_encostar_second_curinga_refused():
    # seed 000: "Curinga: no máximo um por jogo."
    game = layout(hands=["2♠ 4♥ K♣ Q♣", "3♣ 4♣"], phase="baixar", melds=[["5♥ 2♣ 7♥"], []])
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "2♠"}, "encostar_invalido")


def test_descartar_passes_the_turn():
    # seed 000: "Descartar uma carta no lixo. A vez só passa no descarte (ou na batida)."
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"], lixo="7♦", phase="baixar")
    game.apply({"acao": "descartar", "carta": "9♠"})
    assert texts(game.lixo) == ["7♦", "9♠"]
    assert texts(game.hand(0)) == ["5♥"]
    assert game.turn == 1 and game.phase == "comprar"


def test_turn_order_with_four_players():
    # rules.md §1.5: "Turn order goes seat 0,1,2,3."
    game = layout(hands=["5♥ 9♠", "3♣ 4♣", "8♥ 8♥", "J♥ Q♥"], monte="K♣ Q♣ J♣ 10♣ 9♣")
    seats = []
    for _ in range(5):
        seats.append(game.turn)
        game.apply({"acao": "comprar"})
        game.apply({"acao": "descartar", "carta": str(game.hand(game.turn)[0])})
    assert seats == [0, 1, 2, 3, 0]


# ------------------------------------------------------------------ the morto


def test_morto_ida_direta_keeps_playing():
    # seed 000: "Ida direta: baixou todas as cartas sem descartar. Pega o morto na hora e
    # continua jogando na mesma vez, até descartar."
    game = layout(hands=["3♥ 4♥ 5♥", "3♣ 4♣"], phase="baixar")
    game.apply({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    assert game.morto_taken(0) and not game.morto_taken(1)
    assert sorted(texts(game.hand(0))) == sorted(MORTO_A.split())
    assert game.turn == 0 and game.phase == "baixar" and not game.hand_over
    assert game.mortos_left == 1
    game.apply({"acao": "baixar", "cartas": "3♠ 4♠ 5♠"})  # plays the morto at once
    game.apply({"acao": "descartar", "carta": "K♠"})
    assert game.turn == 1


def test_morto_ida_direta_by_encostar():
    # seed 000: "Ida direta: baixou todas as cartas sem descartar."
    game = layout(hands=["8♥", "3♣ 4♣"], phase="baixar", melds=[["5♥ 6♥ 7♥"], []])
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "8♥"})
    assert game.morto_taken(0) and len(game.hand(0)) == 11
    assert game.turn == 0 and game.phase == "baixar"


def test_morto_ida_indireta_passes_the_turn():
    # seed 000: "Ida indireta: descartou a última carta. Pega o morto, a vez passa, e ele só
    # joga com as cartas novas na próxima vez."
    game = layout(hands=["K♥", "3♣ 4♣"], phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.morto_taken(0)
    assert sorted(texts(game.hand(0))) == sorted(MORTO_A.split())
    assert game.turn == 1 and game.phase == "comprar" and not game.hand_over
    assert texts(game.lixo) == ["K♥"]


def test_one_morto_per_side_in_pairs():
    # seed 000: "Cada dupla pega um morto só."
    game = layout(
        hands=["3♥ 4♥ 5♥ 9♠", "3♣ 4♣", "8♥ 9♥ 10♥ J♥", "Q♥ Q♥"],
        phase="baixar",
        mortos_taken=[True, False],
    )
    refuse(game, {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}, "precisa_canastra_baixar")
    assert game.mortos_left == 2


def test_the_other_morto_is_left_for_the_other_side():
    # seed 000: "Quem fica sem cartas pega um morto, se a dupla ainda não pegou o dela e ainda
    # houver morto na mesa."
    game = layout(hands=["K♥", "J♣ Q♣ 5♦"], monte="K♣ 9♣", phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert sorted(texts(game.hand(0))) == sorted(MORTO_A.split())
    game.apply({"acao": "comprar"})
    game.apply({"acao": "baixar", "cartas": "J♣ Q♣ K♣"})
    game.apply({"acao": "descartar", "carta": "5♦"})
    assert game.morto_taken(0) and game.morto_taken(1)
    assert sorted(texts(game.hand(1))) == sorted(MORTO_B.split())
    assert game.mortos_left == 0


# ------------------------------------------------------------------ batida


def test_batida_by_discarding_the_last_card():
    # seed 000: "Bate quem fica sem cartas quando a dupla já pegou o morto ... e tem ao menos
    # uma canastra. Pode bater descartando a última carta"; "A batida vale 100 pontos e encerra
    # a mão."
    game = layout(
        hands=["K♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False], melds=[[LIMPA7], []]
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.hand_over and game.end_reason == "batida" and game.batida_by == 0
    assert game.hand_score(0).batida == 100 and game.hand_score(1).batida == 0


def test_batida_by_laying_everything_down():
    # seed 000: "ou baixando tudo sem descartar"
    game = layout(
        hands=["10♣ J♣", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False], melds=[[LIMPA7], []]
    )
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    assert game.hand_over and game.batida_by == 0 and game.end_reason == "batida"


def test_batida_by_forming_the_canastra_at_once():
    # seed 000: "Pode bater ... baixando tudo sem descartar"
    game = layout(
        hands=["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "3♥ 4♥"], phase="baixar", mortos_taken=[True, False]
    )
    game.apply({"acao": "baixar", "cartas": LIMPA7})
    assert game.hand_over and game.batida_by == 0


def test_two_card_rule_on_baixar():
    # seed 000: "Sem a canastra exigida o jogador não pode ficar sem cartas: o motor recusa a
    # baixada que deixaria menos de duas cartas na mão"; seed 003: "precisa guardar 2 cartas
    # na mão depois de baixar: uma para descartar e outra para continuar"
    game = layout(hands=["3♥ 4♥ 5♥ K♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False])
    err = refuse(game, {"acao": "baixar", "cartas": "3♥ 4♥ 5♥"}, "precisa_canastra_baixar")
    assert "limpa" in str(err) and "clean" in err.message("en")
    ok = layout(hands=["3♥ 4♥ 5♥ K♥ Q♠", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False])
    ok.apply({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    assert len(ok.hand(0)) == 2


def test_two_card_rule_on_encostar():
    # seed 000: "o motor recusa a baixada que deixaria menos de duas cartas na mão"
    game = layout(
        hands=["8♥ K♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["5♥ 6♥ 7♥"], []],
    )
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "8♥"}, "precisa_canastra_baixar")
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "8♥ K♥"})


def test_two_card_rule_on_the_last_discard():
    # seed 000: "e recusa o descarte da última carta"
    game = layout(
        hands=["K♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False], melds=[["5♥ 6♥ 7♥"], []]
    )
    err = refuse(game, {"acao": "descartar", "carta": "K♥"}, "precisa_canastra_descartar")
    assert "limpa" in str(err)


def test_two_card_rule_needs_a_limpa_where_the_preset_says():
    # seed 003: "Só pode bater quem já pegou o morto e tem pelo menos uma canastra limpa"
    game = layout(
        hands=["3♦ 4♦ 5♦ K♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[SUJA7], []],
    )
    err = refuse(game, {"acao": "baixar", "cartas": "3♦ 4♦ 5♦"}, "precisa_canastra_baixar")
    assert "limpa" in str(err)
    mestre = layout(
        "mestre-buraco",
        hands=["3♦ 4♦ 5♦ K♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[SUJA7], []],
    )
    mestre.apply({"acao": "baixar", "cartas": "3♦ 4♦ 5♦"})
    mestre.apply({"acao": "descartar", "carta": "K♥"})
    assert mestre.hand_over and mestre.batida_by == 0


def test_two_card_rule_reason_without_limpa_requirement():
    # seed 000: "Variante adotada: qualquer canastra serve, limpa ou suja."
    game = layout(
        "mestre-buraco", hands=["K♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False]
    )
    err = refuse(game, {"acao": "descartar", "carta": "K♥"}, "precisa_canastra_descartar")
    assert "limpa" not in str(err)


def test_morto_available_allows_running_out_without_canastra():
    # seed 000: "Quem fica sem cartas pega um morto, se a dupla ainda não pegou o dela"
    game = layout(hands=["3♥ 4♥ 5♥ K♥", "3♣ 4♣"], phase="baixar")
    game.apply({"acao": "baixar", "cartas": "3♥ 4♥ 5♥"})
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.morto_taken(0) and game.turn == 1


def test_side_without_morto_left_may_bater_without_one():
    # rules.md §6.1: "A side left with no morto to take (both became the monte or were taken)
    # may bater without one, in every preset."; seed 002: "os mortos viram monte, e só depois
    # disso é possível bater"
    for preset in PRESETS:
        game = layout(
            preset, hands=["K♥", "3♣ 4♣"], mortos=[], phase="baixar", melds=[[LIMPA7], []]
        )
        game.apply({"acao": "descartar", "carta": "K♥"})
        assert game.hand_over and game.batida_by == 0, preset
        assert not game.morto_taken(0)


def test_side_without_morto_left_still_needs_the_canastra():
    # rules.md §6.4: "When no morto is left for the side to take and it lacks the required
    # canastra, a player may not run out"
    game = layout(hands=["K♥", "3♣ 4♣"], mortos=[], phase="baixar")
    refuse(game, {"acao": "descartar", "carta": "K♥"}, "precisa_canastra_descartar")


# ------------------------------------------------------------------ vulnerável


def vulneravel_game(**kw):
    hand = "10♥ J♥ Q♥ K♥ A♥ 8♣ 9♣ 10♣ 3♦ 4♦ 5♦ 7♠"
    return layout("mestre-canastra", hands=[hand, "3♣ 4♣"], phase="baixar", **kw)


def test_vulneravel_first_laydown_needs_75():
    # seed 000 Canastra: "A dupla que começa a mão com 1500 pontos ou mais (metade da meta) só
    # pode fazer a primeira baixada da mão se as cartas baixadas somarem 75 pontos ou mais"
    game = vulneravel_game(scores=[1500, 0])
    assert game.view(0)["vulneravel"] == [True, False]
    err = refuse(game, {"acao": "baixar", "cartas": "10♥ J♥ Q♥ K♥ A♥"}, "vulneravel")
    assert "75" in str(err) and "55" in str(err)


def test_vulneravel_several_jogos_at_once():
    # seed 000 Canastra: "Vários jogos podem ser baixados juntos para somar o mínimo. Depois de
    # aberta a mão, a dupla baixa e encosta livremente."
    game = vulneravel_game(scores=[1500, 0])
    refuse(game, {"acao": "baixar_varios", "jogos": ["3♦ 4♦ 5♦", "8♣ 9♣ 10♣"]}, "vulneravel")
    game.apply({"acao": "baixar_varios", "jogos": ["10♥ J♥ Q♥ K♥ A♥", "8♣ 9♣ 10♣"]})
    assert len(game.melds(0)) == 2
    game.apply({"acao": "baixar", "cartas": "3♦ 4♦ 5♦"})
    assert len(game.melds(0)) == 3


def test_vulneravel_counts_card_values_only():
    # seed 000 Canastra: "Conta só o valor das cartas, sem bônus de canastra."
    game = layout(
        "mestre-canastra",
        hands=["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ K♥ Q♠", "3♥ 4♥"],
        phase="baixar",
        scores=[1600, 0],
    )
    refuse(game, {"acao": "baixar", "cartas": LIMPA7}, "vulneravel")  # 45 + 200 bonus


def test_vulneravel_suggestions_count_this_tables_card_values():
    # seed 000 Canastra: "só pode fazer a primeira baixada da mão se as cartas baixadas somarem 75
    # pontos ou mais"; the option `vulneravel` at two tables whose curinga counts 30 and 20 (§8.4).
    # The opening found for one table's hand was remembered without the card values, so at the
    # other the suggestions offered 2♠ J♠ Q♠ + 2♥ 5♦ 7♦ (90 at 30 a curinga, 70 at 20), refused.
    hand = "2♠ J♠ Q♠ 2♥ 7♥ 7♥ K♥ A♦ A♦ 5♦ 7♦ K♣"
    for preset in ("vip-aberto-sujo", "vip-fechado-sujo"):
        rules = ruleset(preset, vulneravel=True, meta=1500)
        game = layout(rules, hands=[hand, "3♣ 4♣"], phase="baixar", scores=[800, 0])
        assert game.view(0)["vulneravel"][0]
        openings = [a for a in game.legal_actions() if a["acao"] in ("baixar", "baixar_varios")]
        for action in openings:
            game.copy().apply(action)  # every suggested opening is one the table accepts
    assert rules.valor_curinga_2 == 20


def test_vulneravel_closed_lixo_take_that_opens_is_suggested():
    # seed 003: "No Fechado, só pega o lixo quem usar a carta de cima dele na hora: formando
    # um jogo novo com pelo menos 2 cartas da mão"; seed 000 Canastra: "somarem 75 pontos ou
    # mais". 8♥ to K♥ with the lixo's A♥ is 75: the table takes it, and the suggestions,
    # which offered no closed take to a side that must open big, now offer it.
    rules = ruleset("vip-fechado-sujo", vulneravel=True, meta=1500)
    game = layout(rules, hands=["8♥ 9♥ 10♥ J♥ Q♥ K♥ 4♣ 7♦", "3♣ 4♣"], lixo="5♠ A♥", scores=[800, 0])
    takes = [a for a in game.legal_actions() if a["acao"] == "pegar_lixo"]
    assert takes == [{"acao": "pegar_lixo", "cartas": "8♥ 9♥ 10♥ J♥ Q♥ K♥"}]
    refuse(game, {"acao": "pegar_lixo", "cartas": "9♥ 10♥ J♥ Q♥ K♥"}, "vulneravel")  # 65
    game.apply(takes[0])
    assert len(game.melds(0)) == 1 and "5♠" in game.view(0)["hand"]


def test_vulneravel_opening_with_a_set_of_four_is_suggested():
    # seed 000 Canastra: "Vários jogos podem ser baixados juntos para somar o mínimo"; seed 004
    # (VIP): sets go down at the Aberto sujo. A♠ A♥ A♦ A♣ (60) with 3♠ 4♠ 5♠ (15) is 75; the
    # opening search knew sets of three only, and three aces with the run make 60.
    rules = ruleset("vip-aberto-sujo", vulneravel=True, meta=1500)
    game = layout(
        rules, hands=["A♠ A♥ A♦ A♣ 3♠ 4♠ 5♠ 9♦ J♣", "3♣ 4♣"], phase="baixar", scores=[800, 0]
    )
    openings = [a for a in game.legal_actions() if a["acao"] == "baixar_varios"]
    assert openings == [{"acao": "baixar_varios", "jogos": ["A♠ A♥ A♦ A♣", "3♠ 4♠ 5♠"]}]
    game.apply(openings[0])
    assert len(game.melds(0)) == 2


def test_vulneravel_refusal_has_no_penalty():
    # seed 000 Canastra: "Multa por tentativa de baixada insuficiente ... não há. O servidor
    # apenas recusa a jogada e o jogador segue a vez."
    game = vulneravel_game(scores=[1500, 0])
    refuse(game, {"acao": "baixar", "cartas": "3♦ 4♦ 5♦"}, "vulneravel")
    assert game.turn == 0 and game.phase == "baixar" and game.match_score(0) == 1500
    game.apply({"acao": "descartar", "carta": "7♠"})
    assert game.turn == 1


def test_not_vulneravel_below_half_the_target():
    # seed 000 Canastra: "1500 pontos ou mais (metade da meta)"
    game = vulneravel_game(scores=[1499, 2000])
    assert game.view(0)["vulneravel"] == [False, True]
    game.apply({"acao": "baixar", "cartas": "3♦ 4♦ 5♦"})


def test_vulneravel_follows_the_target():
    # seed 000: "abertura mínima de 75 pontos a partir de metade da meta"
    game = layout(
        ruleset("mestre-canastra", meta=1500),
        hands=["3♦ 4♦ 5♦ K♥ Q♠", "3♣ 4♣"],
        phase="baixar",
        scores=[750, 0],
    )
    refuse(game, {"acao": "baixar", "cartas": "3♦ 4♦ 5♦"}, "vulneravel")


# ------------------------------------------------------------------ the monte runs out


def test_a_morto_becomes_the_monte():
    # seed 000: "quando um jogador descarta e o monte está vazio, um morto ainda não pego vira
    # o novo monte (11 cartas) e o jogo segue."
    game = layout(hands=["5♥ 6♥ 7♥ K♣", "3♣ 4♣"], monte="9♣", mortos=[MORTO_A, MORTO_B])
    game.apply({"acao": "comprar"})
    assert game.monte_count == 0 and not game.hand_over
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert game.monte_count == 11 and game.mortos_left == 1
    assert not game.hand_over and game.turn == 1
    game.apply({"acao": "comprar"})
    assert game.monte_count == 10
    drawn = set(texts(game.hand(1))) - {"3♣", "4♣"}
    assert drawn <= set(MORTO_A.split()) | set(MORTO_B.split())


def test_side_whose_morto_became_the_monte_bats_without_it_and_pays():
    # seed 000: "A dupla que ficou sem morto para pegar continua pagando os 100 pontos de morto
    # não pego."; rules.md §6.1: "A side left with no morto to take ... may bater without one"
    game = layout(
        hands=["5♥ K♥", "10♣ J♣"],
        monte="9♦",
        mortos=[MORTO_A],
        mortos_taken=[True, False],
        melds=[[], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"]],
    )
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "K♥"})
    assert game.mortos_left == 0 and game.monte_count == 11
    game.apply({"acao": "comprar"})
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣ J♣"})
    (last,) = game.hand(1)
    game.apply({"acao": "descartar", "carta": str(last)})
    assert game.hand_over and game.batida_by == 1 and not game.morto_taken(1)
    score = game.hand_score(1)
    assert (score.batida, score.morto) == (100, -100)


def test_hand_ends_when_no_morto_is_left_after_the_drawers_turn():
    # seed 000: "Se o monte está vazio e não há mais morto, a mão acaba ali, sem batida: quem
    # comprou a última carta termina a vez normalmente e depois contam-se os pontos."
    game = layout(hands=["5♥ 6♥ 7♥ K♣ Q♦", "3♣ 4♣"], monte="9♣", mortos=[])
    game.apply({"acao": "comprar"})
    assert game.monte_count == 0 and not game.hand_over
    game.apply({"acao": "baixar", "cartas": "5♥ 6♥ 7♥"})
    assert not game.hand_over
    game.apply({"acao": "descartar", "carta": "K♣"})
    assert game.hand_over and game.end_reason == "monte"
    assert game.batida_by is None
    assert game.hand_score(0).batida == 0 and game.hand_score(1).batida == 0


def test_no_action_after_the_hand_ends():
    # seed 000: "A batida vale 100 pontos e encerra a mão."
    game = layout(
        hands=["K♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False], melds=[[LIMPA7], []]
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    refuse(game, {"acao": "comprar"}, "fim_da_mao")
    assert game.legal_actions() == [{"acao": "nova_mao"}]

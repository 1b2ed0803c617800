"""One jogo: check_meld's verdicts, arrangements, canastras and points (rules.md §2, §3)."""

from __future__ import annotations

import pytest

from buraco_tui.engine import check_meld, parse_cards, ruleset
from tests.helpers.checks import texts

ABERTO = ruleset("aberto")
MESTRE = ruleset("mestre-buraco")
TRINCAS = ruleset("aberto", trincas=True)
JOKERS = ruleset("aberto", curingas_de_papel=True)
JOKERS_TRINCAS = ruleset("aberto", curingas_de_papel=True, trincas=True)
HEARTS_A_TO_K = "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥"


def ok(text, rules=ABERTO):
    check = check_meld(text, rules)
    assert check.ok, check.reason
    assert check.reason == ""
    return check


def refused(text, rules=ABERTO):
    check = check_meld(text, rules)
    assert not check.ok
    assert check.reason.strip(), "a refused jogo must say why"
    return check


# ------------------------------------------------------------------ sequences


def test_sequence_of_one_suit():
    # seed 000: "Sequência: 3 ou mais cartas seguidas do mesmo naipe."
    check = ok("5♥ 6♥ 7♥")
    assert check.clean and check.canastra is None and check.bonus == 0


def test_order_sent_does_not_matter():
    # seed 000: "A ordem das cartas enviada não importa: o servidor ordena o jogo"
    assert texts(ok("7♥ 5♥ 6♥").cards) == ["5♥", "6♥", "7♥"]
    assert ok("7♥ 5♥ 6♥") == ok("5♥ 6♥ 7♥")


def test_accepts_card_objects():
    # API: 'check_meld(cards, rules) judges a set of cards as one jogo, in whatever order given'
    assert ok(parse_cards("9♣ 8♣ 10♣")) == ok("8♣ 9♣ 10♣")


def test_fewer_than_three_cards_refused():
    # seed 000: "Sequência: 3 ou mais cartas"
    refused("5♥ 6♥")


def test_mixed_suits_refused():
    # seed 000: "3 ou mais cartas seguidas do mesmo naipe"
    refused("5♥ 6♥ 7♠")


def test_repeated_card_refused():
    # seed 001: "Escalera: mismo palo, seguidas, sin repetir."
    refused("5♥ 5♥ 6♥")


def test_gap_without_curinga_refused():
    # seed 001 ejercicio 10: "No vale. Falta el 6♦ y no hay comodín que lo reemplace."
    refused("4♦ 5♦ 7♦")


def test_ace_low():
    # seed 000: "O ás vale nas duas pontas: baixo (A-2-3)"
    check = ok("3♠ A♠ 2♠")
    assert texts(check.cards) == ["A♠", "2♠", "3♠"]
    assert check.clean


def test_ace_high():
    # seed 001 ejercicio 7: "Vale. El As puede ir arriba, después del K."
    check = ok("A♠ J♠ Q♠ K♠")
    assert texts(check.cards) == ["J♠", "Q♠", "K♠", "A♠"]
    assert check.clean


def test_no_wrap_after_the_ace():
    # seed 001 ejercicio 1: "No vale. La escalera no da la vuelta: después del As no sigue el 3."
    refused("Q♠ K♠ A♠ 3♠")


def test_k_a_2_3_is_not_a_sequence():
    # seed 000: "Não dá a volta (K-A-2 não vale)."
    refused("K♠ A♠ 2♠ 3♠")


def test_k_a_2_is_q_k_a_with_the_2_as_curinga():
    # seed 001: "K♠ A♠ 2♠ sí se baja, pero como Q-K-A con el 2♠ de comodín"; seed 000: "Um 2
    # do próprio naipe fora da posição natural é curinga como outro qualquer."
    check = ok("K♠ A♠ 2♠")
    assert texts(check.cards) == ["2♠", "K♠", "A♠"]
    assert not check.clean
    assert check.wild_index == 0


def test_q_k_a_2_is_j_q_k_a_suja():
    # rules.md §2.2: "Likewise Q♥ K♥ A♥ 2♥ is J-Q-K-A, suja." (from seed 000's rule above)
    check = ok("Q♥ K♥ A♥ 2♥")
    assert texts(check.cards) == ["2♥", "Q♥", "K♥", "A♥"]
    assert not check.clean and check.wild_index == 0


def test_a_to_a_is_fourteen_cards():
    # seed 000: "Uma sequência pode ter um ás em cada ponta (de ás a ás, 14 cartas)."
    check = ok(HEARTS_A_TO_K + " A♥")
    assert len(check.cards) == 14
    assert texts(check.cards)[0] == "A♥" and texts(check.cards)[-1] == "A♥"


def test_nothing_longer_than_a_to_a():
    # seed 003: "uma sequência completa vai de Ás a Ás, com 14 cartas"
    refused(HEARTS_A_TO_K + " A♥ 2♣")


def test_two_aces_need_the_whole_run():
    # seed 000: "Não dá a volta"; two aces are one at each end, so Q-K-A-A is no jogo
    refused("Q♥ K♥ A♥ A♥")


# ------------------------------------------------------------------ curingas


def test_a_curinga_fills_a_gap_in_its_place():
    # seed 000: "Ele substitui uma carta que falta no meio ou estende uma ponta."
    check = ok("7♥ 5♥ 2♣")
    assert texts(check.cards) == ["5♥", "2♣", "7♥"]
    assert check.wild_index == 1 and not check.clean


def test_a_curinga_extends_an_end():
    # seed 000: "Ele substitui uma carta que falta no meio ou estende uma ponta."
    check = ok("5♥ 6♥ 2♣")
    assert check.wild_index in (0, 2) and not check.clean
    assert texts(check.cards)[1:3] == ["6♥", "2♣"] or texts(check.cards)[0:2] == ["2♣", "5♥"]


def test_at_most_one_curinga():
    # seed 000: "Curinga: no máximo um por jogo."
    refused("5♥ 2♣ 7♥ 2♠")
    refused("5♥ 6♥ 2♣ 2♦")


def test_two_curingas_joker_and_two_refused():
    # seed 001 ejercicio 2: "No vale. Tiene dos comodines (el 2♣ y el joker). El máximo es uno."
    refused("4♥ 2♣ JK 7♥", JOKERS)


def test_natural_two_in_its_place_is_not_a_curinga():
    # seed 000: "O 2 do próprio naipe na posição natural (entre o ás e o 3, ou abrindo a
    # sequência antes do 3) não conta como curinga."
    assert ok("A♥ 2♥ 3♥").clean
    assert ok("4♥ 3♥ 2♥").clean


def test_natural_two_and_one_curinga():
    # seed 000: "Por isso um jogo pode ter o 2 natural e mais um curinga."
    check = ok("A♥ 2♥ 3♥ 2♣")
    assert texts(check.cards) == ["A♥", "2♥", "3♥", "2♣"]
    assert check.wild_index == 3 and not check.clean


def test_natural_two_and_a_joker():
    # seed 001 ejercicio 3: "Vale. El 2♥ está en su lugar: es natural. El único comodín es el joker."
    check = ok("A♥ 2♥ 3♥ JK", JOKERS)
    assert texts(check.cards)[:3] == ["A♥", "2♥", "3♥"]
    assert check.wild_index == 3


def test_two_of_another_suit_is_a_curinga():
    # seed 001 ejercicio 11: "Vale. El 2♥ no es del palo, así que hace de comodín (el 2♣)."
    check = ok("A♣ 2♥ 3♣")
    assert texts(check.cards) == ["A♣", "2♥", "3♣"]
    assert check.wild_index == 1 and not check.clean


def test_two_of_the_suit_off_its_place_is_a_curinga():
    # seed 000: "Um 2 do próprio naipe fora da posição natural é curinga como outro qualquer."
    check = ok("2♥ 7♥ 8♥")
    assert not check.clean
    assert str(check.cards[check.wild_index]) == "2♥"


def test_cleanest_arrangement_a_suja_turns_limpa():
    # seed 000: "Exemplo: 2♥ 5♥ 6♥ é sujo; encostando 3♥ e 4♥ vira 2♥ 3♥ 4♥ 5♥ 6♥, limpo."
    assert not ok("2♥ 5♥ 6♥").clean
    check = ok("2♥ 5♥ 6♥ 3♥ 4♥")
    assert texts(check.cards) == ["2♥", "3♥", "4♥", "5♥", "6♥"]
    assert check.clean and check.wild_index == -1


def test_cleanest_arrangement_curinga_moves_when_its_card_arrives():
    # seed 003: "O curinga muda de lugar: quando chega a carta que ele substituía, ele passa
    # para a ponta da sequência."
    assert texts(ok("5♥ 2♣ 7♥").cards) == ["5♥", "2♣", "7♥"]
    check = ok("5♥ 2♣ 7♥ 6♥")
    assert texts(check.cards) in (["5♥", "6♥", "7♥", "2♣"], ["2♣", "5♥", "6♥", "7♥"])
    assert check.wild_index in (0, 3)


def test_jokers_only_with_curingas_de_papel():
    # seed 000: "sem curingas de papel. A opção de mesa curingasDePapel acrescenta os 4
    # curingas (108 cartas); eles sempre são curinga e valem 20 pontos."
    refused("5♥ 6♥ JK")
    check = ok("5♥ 6♥ JK", JOKERS)
    assert not check.clean and check.points == 30


def test_joker_is_always_curinga():
    # seed 000: "eles sempre são curinga"
    refused("JK JK 5♥", JOKERS)
    assert not ok("3♥ 4♥ 5♥ JK", JOKERS).clean


# ------------------------------------------------------------------ canastras


def test_canastra_limpa():
    # seed 000: "Limpa (sem curinga): 200 pontos."
    check = ok("3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣")
    assert (check.canastra, check.bonus, check.clean) == ("limpa", 200, True)


def test_canastra_suja():
    # seed 000: "Suja (com curinga): 100 pontos."
    check = ok("3♣ 4♣ 5♣ 2♦ 7♣ 8♣ 9♣")
    assert (check.canastra, check.bonus, check.clean) == ("suja", 100, False)


def test_six_cards_are_no_canastra():
    # seed 000: "Canastras: Jogo com 7 cartas ou mais."
    check = ok("3♣ 4♣ 5♣ 6♣ 7♣ 8♣")
    assert (check.canastra, check.bonus) == (None, 0)


def test_canastra_limpa_with_natural_two():
    # seed 001: "escalera A♥ a 7♥ limpia (el 2♥ es natural)"
    check = ok("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥")
    assert (check.canastra, check.bonus) == ("limpa", 200)
    assert check.points == 15 + 10 + 5 * 5


def test_a_suja_canastra_cleans_to_limpa():
    # seed 001: "Si una escalera crece hasta ocupar el lugar de un 2 de su palo que hacía de
    # comodín, ese 2 pasa a ser natural y la canasta puede quedar limpia."
    assert ok("2♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥").canastra == "suja"
    assert ok("2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥").canastra == "limpa"


def test_canastra_of_500():
    # seed 003: "Canastra de 500: as 13 cartas de um naipe em sequência, limpas (de Ás a Rei
    # ou de 2 a Ás)."
    check = ok(HEARTS_A_TO_K)
    assert (check.canastra, check.bonus) == ("500", 500)
    check = ok("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠")
    assert (check.canastra, check.bonus) == ("500", 500)


def test_canastra_of_1000():
    # seed 003: "Canastra de 1.000: de Ás a Ás, as 14 cartas limpas."
    check = ok(HEARTS_A_TO_K + " A♥")
    assert (check.canastra, check.bonus) == ("1000", 1000)


def test_thirteen_or_fourteen_with_a_curinga_are_sujas():
    # seed 003: "as 14 cartas limpas"; with a curinga it is a plain canastra suja
    check = ok("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 2♣ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥")
    assert (check.canastra, check.bonus) == ("suja", 100)
    check = ok("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 2♣ 8♥ 9♥ 10♥ J♥ Q♥ K♥")
    assert (check.canastra, check.bonus) == ("suja", 100)


def test_special_canastras_only_with_the_option():
    # seed 000: "só esses dois bônus. A opção de mesa canastrasEspeciais acrescenta a
    # canastra limpa de 13 cartas (500 pontos) e a de 14 cartas, de ás a ás (1000 pontos)."
    assert ok(HEARTS_A_TO_K, MESTRE).canastra == "limpa"
    assert ok(HEARTS_A_TO_K + " A♥", MESTRE).canastra == "limpa"
    especiais = ruleset("mestre-buraco", canastras_especiais=True)
    assert ok(HEARTS_A_TO_K + " A♥", especiais).canastra == "1000"


# ------------------------------------------------------------------ card values


@pytest.mark.parametrize(
    "text, points",
    [
        ("3♣ 4♣ 5♣ 6♣ 7♣", 25),  # "7, 6, 5, 4, 3: 5"
        ("8♣ 9♣ 10♣ J♣ Q♣ K♣", 60),  # "K, Q, J, 10, 9, 8: 10"
        ("Q♠ K♠ A♠", 35),  # "Ás: 15"
        ("A♠ 2♠ 3♠", 30),  # "2: 10"
        ("7♦ 8♦ 2♣", 25),  # the 2 as curinga is still 10
    ],
)
def test_card_values(text, points):
    # seed 000: "Valor das cartas: Curinga de papel 20, Ás 15, 2 10, K, Q, J, 10, 9, 8 10,
    # 7, 6, 5, 4, 3 5"
    assert ok(text).points == points


def test_joker_value():
    # seed 000: "Curinga de papel: 20"
    assert ok("8♦ 9♦ JK", JOKERS).points == 40


# ------------------------------------------------------------------ trincas


def test_trincas_refused_without_the_option():
    # seed 000: "trincas (lavadeiras) não valem no buraco aberto"
    refused("K♥ K♠ K♣")


def test_trinca_with_repeated_suits():
    # seed 001 ejercicio 4: "Vale. En un grupo los palos pueden repetirse (se juega con dos mazos)."
    check = ok("7♥ 7♥ 7♠", TRINCAS)
    assert check.clean and check.points == 15


def test_trinca_of_aces_with_a_curinga():
    # seed 001 ejercicio 8: "Vale. Grupo de ases con un comodín."
    check = ok("A♠ A♥ 2♣", TRINCAS)
    assert not check.clean and check.points == 40


def test_trinca_of_six_with_a_curinga():
    # seed 001 ejercicio 12: "Vale. Grupo de seis con el 2♦ como comodín."
    check = ok("5♠ 5♥ 5♣ 5♣ 5♥ 2♦", TRINCAS)
    assert len(check.cards) == 6 and not check.clean


def test_trinca_never_of_twos():
    # seed 000: "jogos de 3 ou mais cartas do mesmo valor (nunca de 2)"
    refused("2♥ 2♠ 2♣", TRINCAS)


def test_trinca_needs_two_naturals():
    # seed 000: "com pelo menos duas cartas naturais"
    refused("K♥ 2♠ 2♣", TRINCAS)
    refused("K♥ 2♠ JK", JOKERS_TRINCAS)


def test_trinca_at_most_one_curinga():
    # seed 000: "e no máximo um curinga"; seed 001 ejercicio 5: "No vale. Dos comodines con un
    # solo 9"
    refused("K♥ K♠ 2♣ 2♦", TRINCAS)
    refused("9♣ 2♠ JK", JOKERS_TRINCAS)


def test_trinca_canastras():
    # seed 000: "Canastras: Jogo com 7 cartas ou mais. Limpa (sem curinga): 200 pontos."
    assert ok("K♠ K♠ K♥ K♥ K♦ K♦ K♣", TRINCAS).canastra == "limpa"
    assert ok("K♠ K♠ K♥ K♥ K♦ K♦ 2♣", TRINCAS).canastra == "suja"


def test_trinca_of_mixed_ranks_refused():
    # seed 000: "jogos de 3 ou mais cartas do mesmo valor"
    refused("K♥ K♠ Q♣", TRINCAS)

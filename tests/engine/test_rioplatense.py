"""The rioplatense game of seed 001 (the Spanish text): what it changes."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, check_meld, ruleset
from tests.helpers.checks import refuse
from tests.helpers.positions import MORTO_A, layout

RIO = ruleset("rioplatense")
CANASTA = "3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"


def test_the_prizes_of_the_worked_example():
    # seed 001: "Canastas especiales: 7 ases limpia = 140 + 500 = 640 · 4 jokers + 3 dos =
    # 260 + 1500 = 1760 · escalera A♥ a 7♥ limpia (el 2♥ es natural) = 65 + 200 = 265."
    aces = check_meld("A♠ A♠ A♥ A♥ A♦ A♦ A♣", RIO)
    assert (aces.points, aces.bonus, aces.canastra) == (140, 500, "ases-limpa")
    wilds = check_meld("JK JK JK JK 2♠ 2♥ 2♦", RIO)
    assert (wilds.points, wilds.bonus, wilds.canastra) == (260, 1500, "curingas")
    run = check_meld("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥", RIO)
    assert (run.points, run.bonus, run.canastra, run.clean) == (65, 200, "limpa", True)


def test_a_dirty_aces_canastra():
    # seed 001: "Canasta de ases sucia | +200"
    check = check_meld("A♠ A♠ A♥ A♥ A♦ A♦ 2♣", RIO)
    assert (check.canastra, check.bonus) == ("ases-suja", 200)


@pytest.mark.parametrize(
    ("cards", "ok"),
    [
        ("5♥ 5♥ 5♠", True),  # Ejercicio 4: "Vale. En un grupo los palos pueden repetirse"
        ("A♠ A♥ JK", True),  # Ejercicio 8: "Vale. Grupo de ases con un comodín."
        ("2♠ 2♥ JK", True),  # Ejercicio 9: "Vale. Es un juego de comodines: sólo 2 y jokers."
        ("9♠ 9♥ 9♦ 9♣ 9♠ 2♦", True),  # Ejercicio 12: "Grupo de seis con el 2♦ como comodín."
        ("9♥ 2♣ JK", False),  # Ejercicio 5: "Dos comodines con un solo 9"
        ("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠", False),  # Ejercicio 6: "Son 8 cartas y el máximo es 7."
        ("K♠ A♠ 3♠", False),  # Ejercicio 1: "La escalera no da la vuelta"
    ],
)
def test_the_exercises(cards, ok):
    assert check_meld(cards, RIO).ok is ok


def test_three_2s_are_a_wild_jogo_not_a_group():
    # seed 001: "Tres 2 juntos son un juego de comodines, no un grupo."
    check = check_meld("2♠ 2♥ 2♣", RIO)
    assert check.ok and check.kind == "curingas"
    assert not check_meld("2♠ 2♥ 2♣", ruleset("aberto", trincas=True)).ok


def test_a_canastra_takes_no_more_cards():
    # seed 001: "Con 7 es canasta y ya no acepta más."
    game = layout(RIO, hands=["10♣ K♦ Q♦", "5♥ 6♥"], phase="baixar", melds=[[CANASTA], []])
    refuse(game, {"acao": "encostar", "jogo": 0, "cartas": "10♣"}, "encostar_invalido")


def test_never_discard_a_curinga():
    # seed 001: "Descartar (obligatorio): una carta al pozo, boca arriba. Nunca un comodín."
    game = layout(RIO, hands=["2♥ K♦ Q♦", "5♥ 6♥"], phase="baixar")
    refuse(game, {"acao": "descartar", "carta": "2♥"}, "descarte_curinga")
    assert {"acao": "descartar", "carta": "2♥"} not in game.legal_actions()


def test_keep_a_non_curinga_after_laying_down():
    # seed 001: "Al terminar de bajar tienes que quedarte con al menos una carta que no sea
    # comodín."
    game = layout(RIO, hands=["9♦ 10♦ J♦ 2♥ JK", "5♥ 6♥"], phase="baixar")
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "guardar_nao_curinga")
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ J♦ 2♥"}, "guardar_nao_curinga")
    game = layout(RIO, hands=["9♦ 10♦ J♦ 2♥ K♠", "5♥ 6♥"], phase="baixar")
    game.apply({"acao": "baixar", "cartas": "9♦ 10♦ J♦ 2♥"})
    assert [str(c) for c in game.hand(0)] == ["K♠"]


def test_a_hand_of_only_curingas_takes_the_pozo():
    # seed 001: "Si al empezar tu turno todas tus cartas son comodines, tienes que robar el pozo."
    game = layout(RIO, hands=["2♥ JK", "5♥ 6♥"], lixo="K♠")
    refuse(game, {"acao": "comprar"}, "so_curingas_pegue_lixo")
    assert game.legal_actions() == [{"acao": "pegar_lixo"}]
    game.apply({"acao": "pegar_lixo"})
    assert game.phase == "baixar"


def test_close_without_a_canasta_counts_the_table_negative():
    # seed 001: "Se puede cerrar sin canasta, pero no conviene: no hay premio de cierre y tu
    # mesa cuenta en negativo."
    game = layout(
        RIO,
        hands=["K♦", "5♥ 6♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["9♣ 10♣ J♣"], []],
    )
    game.apply({"acao": "descartar", "carta": "K♦"})
    assert game.hand_over and game.batida_by == 0
    score = game.hand_score(0)
    assert (score.batida, score.mesa) == (0, -30)


def test_close_with_a_canasta_pays_the_prize():
    # seed 001: "Cierre (sólo con al menos una canasta) | +100"
    game = layout(
        RIO,
        hands=["K♦", "5♥ 6♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTA], []],
    )
    game.apply({"acao": "descartar", "carta": "K♦"})
    score = game.hand_score(0)
    assert (score.batida, score.canastras_limpas, score.mesa) == (100, 200, 45)
    # "No tomó buraco (aunque se haya cerrado antes) | −100"
    assert game.hand_score(1).morto == -100


def test_no_closing_by_laying_everything_down():
    # seed 001: "No se cierra bajando todo: siempre con un descarte."
    game = layout(
        RIO,
        hands=["9♦ 10♦ J♦", "5♥ 6♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[[CANASTA], []],
    )
    refuse(game, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "batida_so_descartando")


def test_a_third_deck_then_the_end():
    # seed 001: "La primera vez que el mazo se queda sin cartas, entra un tercer mazo (54
    # cartas, otro reverso) barajado. La segunda vez, la partida termina sin cierre al acabar
    # ese turno."
    game = layout(RIO, hands=["K♦ Q♦", "5♥ 6♥ 7♠"], monte="", phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♦"})
    assert not game.hand_over and game.monte_count == 54 and game.view(0)["third_deck"]
    game = layout(RIO, hands=["K♦ Q♦", "5♥ 6♥ 7♠"], monte="", phase="baixar", third_deck=True)
    game.apply({"acao": "descartar", "carta": "K♦"})
    assert game.hand_over and game.end_reason == "monte" and game.batida_by is None


@pytest.mark.parametrize(
    ("players", "sides", "mortos"), [(2, 2, 2), (3, 3, 3), (4, 2, 2), (6, 3, 3)]
)
def test_seats_and_buracos(players, sides, mortos):
    # seed 001: "2 o 3 jugadores: cada uno juega solo. 2 contra 2 ... 3 parejas (6 jugadores)"
    # and "Hay un buraco por jugador en 2 o 3 jugadores y uno por pareja en equipos."
    game = Game.new(RIO, players=players, seed=9)
    assert (game.sides, game.mortos_left) == (sides, mortos)
    assert all(len(game.hand(s)) == 11 for s in range(players))
    assert game.monte_count == 108 - 11 * players - 11 * mortos - 1  # one card opens the pozo


def test_the_other_tables_stay_two_or_four():
    with pytest.raises(ValueError):
        Game.new(ruleset("aberto"), players=3)


def test_three_players_the_higher_wins():
    # seed 001: "Si varios pasan 3000 en la misma, gana el de más puntos"
    game = layout(
        RIO,
        hands=["K♦", "5♥ 6♥", "8♠ 9♠"],
        phase="baixar",
        mortos=[],
        mortos_taken=[True, True, True],
        melds=[[CANASTA], [], []],
        scores=[2900, 2990, 100],
    )
    game.apply({"acao": "descartar", "carta": "K♦"})
    assert game.hand_over and game.match_over
    assert game.winner == 0 and game.match_score(0) == 2900 + 45 + 200 + 100


def test_a_guess_from_the_view_keeps_the_third_deck():
    # seed 001: "entra un tercer mazo" — three copies of a card are then possible, and a bot's
    # guess of the hidden cards built from the view must accept them
    game = layout(
        RIO,
        hands=["K♦ K♦ Q♦", "K♦ 6♥ 7♠"],
        monte="5♣",
        phase="baixar",
        mortos=[MORTO_A],
        third_deck=True,
    )
    view = game.view(0)
    guess = Game.from_view(view, hands={1: "K♦ 6♥ 7♠"}, monte="5♣", mortos=[MORTO_A])
    assert guess.view(0) == view


def test_the_view_counts_the_third_deck_cards_of_each_hand():
    # seed 001: the third deck has "otro reverso", and "los demás ven cuántas cartas tienes y
    # el color de sus reversos": every seat sees how many third-deck cards each hand holds;
    # the player sees which of its own cards they are.
    game = Game.from_layout(
        RIO, hands=["5♥ 6♥ K♠", "4♣ 8♣ Q♦"], mortos=[MORTO_A], monte="9♣ 10♥", third_deck=True
    )
    game.apply({"acao": "comprar"})
    assert game.view(0)["third_deck_counts"] == [1, 0]
    assert game.view(1)["third_deck_counts"] == [1, 0]
    assert game.view(0)["third_deck_hand"] == ["9♣"] and game.view(1)["third_deck_hand"] == []
    game.apply({"acao": "descartar", "carta": "9♣"})
    assert game.view(1)["third_deck_counts"] == [0, 0]
    # the pozo's third-deck card keeps its back: whoever takes the pozo holds it
    game.apply({"acao": "pegar_lixo"})
    assert game.view(0)["third_deck_counts"] == [0, 1]
    assert game.view(1)["third_deck_hand"] == ["9♣"]
    back = Game.from_json(game.to_json())
    assert back == game and back.view(0)["third_deck_counts"] == [0, 1]


def test_of_two_copies_the_first_decks_one_leaves_first():
    # decision 35: the rules cannot tell two copies apart (decision 1); a card that leaves a
    # hand holding both is the first decks' copy, so the back count drops only when it must
    game = Game.from_layout(
        RIO, hands=["9♣ 5♥ 6♥ K♠", "4♣ 8♣ Q♦"], mortos=[MORTO_A], monte="9♣ 10♥", third_deck=True
    )
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "9♣"})
    assert game.view(1)["third_deck_counts"] == [1, 0]
    game.apply({"acao": "pegar_lixo"})
    assert game.view(1)["third_deck_counts"] == [1, 0]

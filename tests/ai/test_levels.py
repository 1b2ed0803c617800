"""Each level plays by seed 000's "Robôs" rules, on built positions.

"Fácil: sempre compra do monte, baixa todo jogo que encontra e descarta a carta
mais solta da mão."
"Médio: pega o lixo quando ele rende jogo, dá preferência a crescer jogos rumo à
canastra e segura os curingas (só gasta para fechar a primeira canastra, para
chegar ao morto ou para bater)."
"""

from __future__ import annotations

from buraco_tui.ai import make_bot
from tests.helpers.positions import position


def choose(level: str, game, seat: int = 0, **budget) -> dict:
    return make_bot(level, seed=5, **budget).choose(game.view(seat))


def test_medium_takes_a_lixo_that_makes_a_jogo_and_easy_draws() -> None:
    # "pega o lixo quando ele rende jogo": the 7♥ closes 5♥ 6♥ 7♥.
    game = position(hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♦ 7♥")
    assert choose("medium", game) == {"acao": "pegar_lixo"}
    # "Fácil: sempre compra do monte"
    assert choose("easy", game) == {"acao": "comprar"}


def test_medium_draws_when_the_lixo_makes_nothing() -> None:
    game = position(hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="7♣")
    assert choose("medium", game) == {"acao": "comprar"}


def test_medium_keeps_a_curinga_it_does_not_need_and_easy_spends_it() -> None:
    # "segura os curingas": 4♠ 5♠ plus the 2♣ would be a jogo, but nothing needs it.
    game = position(hands=["4♠ 5♠ 2♣ 9♥ K♦ 7♣ J♥ 3♦ A♠ Q♣ 8♦ 6♥", 11], phase="baixar")
    action = choose("medium", game)
    assert action["acao"] == "descartar" and action["carta"] != "2♣"
    # "Fácil: baixa todo jogo que encontra"
    easy = choose("easy", game)
    assert easy["acao"] == "baixar" and "2♣" in easy["cartas"]


def test_medium_spends_a_curinga_to_close_the_first_canastra() -> None:
    # "só gasta para fechar a primeira canastra"
    game = position(
        hands=["2♣ 9♠ K♦ 4♣", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥"], []],
        phase="baixar",
    )
    assert choose("medium", game) == {"acao": "encostar", "jogo": 0, "cartas": "2♣"}


def test_medium_spends_a_curinga_to_reach_the_morto() -> None:
    # "só gasta ... para chegar ao morto": 4♠ 5♠ 2♣ leaves one card to discard.
    game = position(hands=["4♠ 5♠ 2♣ K♦", 11], phase="baixar")
    action = choose("medium", game)
    assert action["acao"] == "baixar"
    assert sorted(action["cartas"].split()) == sorted(["4♠", "5♠", "2♣"])


def test_medium_grows_a_jogo_toward_canastra() -> None:
    # "dá preferência a crescer jogos rumo à canastra": 9♥ goes on 6♥ 7♥ 8♥.
    game = position(hands=["9♥ 10♥ K♠ 4♣ 7♦ J♣ Q♠", 11], melds=[["6♥ 7♥ 8♥"], []], phase="baixar")
    action = choose("medium", game)
    assert action == {"acao": "encostar", "jogo": 0, "cartas": "9♥"}


def test_easy_lays_down_every_jogo_and_discards_the_loosest_card() -> None:
    game = position(hands=["3♠ 4♠ 5♠ 9♣ 10♣ K♦ 6♥ 7♥", 11], phase="baixar")
    bot = make_bot("easy", seed=1)
    assert bot.choose(game.view(0)) == {"acao": "baixar", "cartas": "3♠ 4♠ 5♠"}
    game.apply({"acao": "baixar", "cartas": "3♠ 4♠ 5♠"})
    # K♦ has no suit neighbour in the hand: the loosest card.
    assert bot.choose(game.view(0)) == {"acao": "descartar", "carta": "K♦"}


def test_vulneravel_opening_reaches_the_minimum_at_once() -> None:
    # mestre-canastra: "só pode fazer a primeira baixada da mão se as cartas
    # baixadas somarem 75 pontos ou mais ... Vários jogos podem ser baixados juntos"
    game = position(
        "mestre-canastra",
        hands=["10♠ J♠ Q♠ K♠ A♠ J♥ Q♥ K♥ 4♣ 7♦ 9♦", 11],
        phase="baixar",
        scores=[1600, 900],
    )
    for level in ("easy", "medium", "hard"):
        action = choose(level, game, playouts=8)
        assert action["acao"] == "baixar_varios", (level, action)
        assert len(action["jogos"]) == 2


def test_vulneravel_side_does_not_open_short() -> None:
    game = position(
        "mestre-canastra",
        hands=["3♠ 4♠ 5♠ 9♦ K♣ 7♥ J♦", 11],
        phase="baixar",
        scores=[1600, 900],
    )
    for level in ("easy", "medium"):
        assert choose(level, game)["acao"] == "descartar"


def test_closed_lixo_is_taken_by_using_its_top_card() -> None:
    # fechado: "só pega o lixo quem usar a carta de cima dele na hora"
    game = position("fechado", hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♦ 9♠ 7♥")
    action = choose("medium", game)
    assert action == {"acao": "pegar_lixo", "cartas": "5♥ 6♥"}

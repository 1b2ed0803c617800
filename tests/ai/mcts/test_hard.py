"""Difícil's rules (seed 000, "Robôs"; seed 003, "Dicas para ganhar do Zeca").

"Difícil: além disso, evita descartar carta que encaixa em jogo já baixado pelo
adversário, acelera a ida ao morto e só bate quando convém pelo placar (bate se
o adversário ainda não pegou o morto, se o monte está no fim ou se não está
atrás na soma de placar e mesa)."
Each behaviour is checked on the rules alone (``playouts=0``) and, where the
search could overrule them, with a small search budget too.
"""

from __future__ import annotations

from buraco_tui.ai import make_bot
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.batida import batida_pays
from tests.helpers.positions import position

SEARCH = {"playouts": 60, "time_limit": None}


def choose(level: str, game, **budget) -> dict:
    return make_bot(level, seed=9, **budget).choose(game.view(game.turn))


def test_hard_does_not_feed_the_opponents_jogo() -> None:
    # "Olhe os jogos do Zeca antes de descartar. Uma carta que continua uma
    # sequência dele é um presente, ainda mais com o lixo cheio no Aberto."
    game = position(
        hands=["8♣ 4♦ 9♠ 10♠ J♥ Q♥", 11],
        melds=[[], ["5♣ 6♣ 7♣"]],
        lixo="3♥ K♠ 9♥",
        phase="baixar",
    )
    assert choose("medium", game) == {"acao": "descartar", "carta": "8♣"}
    assert choose("hard", game, playouts=0) == {"acao": "descartar", "carta": "4♦"}
    assert choose("hard", game, **SEARCH)["carta"] != "8♣"


def test_hard_does_not_discard_next_to_what_the_opponent_took() -> None:
    # "Lembre o que ele pegou do lixo ... Não descarte cartas vizinhas delas."
    game = position(
        hands=["10♦ 4♠ J♥ Q♥ 7♣ 8♣", "9♦ 3♠ 5♥ 6♦ K♣ A♥ 7♠ Q♦ 4♥ 10♣ 3♦"],
        lixo_taken=["", "9♦"],
        lixo="6♠",
        phase="baixar",
    )
    assert choose("medium", game) == {"acao": "descartar", "carta": "10♦"}
    assert choose("hard", game, playouts=0) == {"acao": "descartar", "carta": "4♠"}
    assert choose("hard", game, **SEARCH)["carta"] != "10♦"


def test_hard_keeps_the_first_canastra_limpa() -> None:
    # "Faça a primeira canastra limpa ... Só suje uma canastra depois de ter uma
    # limpa garantida." Médio spends the curinga to close it; Difícil does not.
    game = position(hands=["2♣ 9♠ K♦ 4♣", 11], melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥"], []], phase="baixar")
    assert choose("medium", game) == {"acao": "encostar", "jogo": 0, "cartas": "2♣"}
    action = choose("hard", game, playouts=0)
    assert action["acao"] == "descartar" and action["carta"] != "2♣"
    # with a limpa already on the table, the curinga may close a second one
    game = position(
        hands=["2♣ 9♠ K♦ 4♣", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥", "5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠"], []],
        phase="baixar",
    )
    assert choose("hard", game, playouts=0) == {"acao": "encostar", "jogo": 0, "cartas": "2♣"}


def _batida_position(monte_count: int, scores: list[int]):
    """Both mortos taken; the side has a limpa and can go out with 4♠ 5♠ 6♠ + K♦."""
    return position(
        hands=["4♠ 5♠ 6♠ K♦", 9],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], ["J♣ Q♣ K♣ A♣", "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"]],
        mortos_left=0,
        mortos_taken=[True, True],
        monte_count=monte_count,
        scores=scores,
        phase="baixar",
    )


def test_hard_bats_when_the_monte_is_nearly_out() -> None:
    # "se o monte está no fim": behind on score and table, but 3 cards left.
    game = _batida_position(3, [0, 900])
    assert batida_pays(Seen.from_view(game.view(0)))
    for budget in ({"playouts": 0}, SEARCH):
        action = choose("hard", game, **budget)
        assert action["acao"] == "baixar" and sorted(action["cartas"].split()) == [
            "4♠",
            "5♠",
            "6♠",
        ], budget


def test_hard_holds_the_batida_when_behind_with_a_long_monte() -> None:
    # "atrás, às vezes vale segurar e montar mais uma canastra, desde que o monte
    # não esteja acabando" — the rule says wait; Médio always bats.
    game = _batida_position(30, [0, 900])
    assert not batida_pays(Seen.from_view(game.view(0)))
    assert choose("medium", game)["acao"] == "baixar"
    action = choose("hard", game, playouts=0)
    assert action["acao"] == "descartar"


def test_hard_bats_when_ahead() -> None:
    # "se não está atrás na soma de placar e mesa"
    game = _batida_position(30, [900, 0])
    assert batida_pays(Seen.from_view(game.view(0)))
    assert choose("hard", game, playouts=0)["acao"] == "baixar"


def test_batida_pays_when_the_opponent_has_no_morto() -> None:
    # "bate se o adversário ainda não pegou o morto"
    game = position(
        hands=["4♠ 5♠ 6♠ K♦", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], ["3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦"]],
        mortos_left=1,
        mortos_taken=[True, False],
        scores=[0, 900],
        phase="baixar",
    )
    assert batida_pays(Seen.from_view(game.view(0)))


def test_hard_races_to_the_morto_with_a_curinga() -> None:
    # "Corra para o morto": 4♠ 5♠ 2♣ leaves only the card to discard.
    game = position(hands=["4♠ 5♠ 2♣ K♦", 11], phase="baixar")
    for budget in ({"playouts": 0}, SEARCH):
        action = choose("hard", game, **budget)
        assert action["acao"] == "baixar", budget


def test_hard_takes_an_open_lixo_where_only_a_limpa_bats() -> None:
    # Seed 003 (aberto): "Corra para o morto ... Baixe o que puder" — measured in
    # the arena, taking every open lixo of 2+ cards pays where the batida needs a
    # limpa (hands run long), not where any canastra bats (mestre-buraco).
    hand = "5♥ 9♠ K♦ 3♣ J♥ 7♠ Q♣ 4♦ A♠ 8♣ 10♦"
    aberto = position("aberto", hands=[hand, 11], lixo="2♠ K♣ 6♦")
    assert choose("hard", aberto, playouts=0) == {"acao": "pegar_lixo"}
    assert choose("medium", aberto) == {"acao": "comprar"}
    mestre = position("mestre-buraco", hands=[hand, 11], lixo="2♠ K♣ 6♦")
    assert choose("hard", mestre, playouts=0) == {"acao": "comprar"}


def test_closed_lixo_curinga_hard_spends_it_medium_keeps_it() -> None:
    # fechado: "só pega o lixo quem usar a carta de cima dele na hora"; Médio
    # "segura os curingas"; Difícil pays one for a lixo of 3 cards.
    game = position("fechado", hands=["5♥ 2♣ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♦ 9♠ 7♥")
    assert choose("medium", game) == {"acao": "comprar"}
    assert choose("hard", game, playouts=0) == {"acao": "pegar_lixo", "cartas": "5♥ 2♣"}

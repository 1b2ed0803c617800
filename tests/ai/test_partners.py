"""Partners that play as partners (issue 9 item 2), on built positions.

Seats 0 and 2 play against 1 and 3 (seed 000: "4 jogadores em duplas: assentos
0 e 2 contra 1 e 3"); with six players at the rioplatense table, three pairs
(seed 001: "3 parejas (6 jugadores): alternados: A, B, C, A, B, C").
"""

from __future__ import annotations

import random

import pytest

from buraco_tui.ai import hint, make_bot
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.mcts.search import HardBot
from buraco_tui.ai.plans.pool import CautelosoBot, HoarderBot, RacerBot
from buraco_tui.ai.plans.style import HARD
from buraco_tui.engine import Game
from tests.helpers.positions import position

LEVELS = ["medium", "hard"]
SMALL = {"playouts": 24, "horizon": 4}


def choose(level: str, game: Game, seat: int = 0) -> dict:
    return make_bot(level, seed=3, **(SMALL if level == "hard" else {})).choose(game.view(seat))


def play_turn(level: str, game: Game, seat: int = 0) -> list[dict]:
    """The bot's actions until its turn is over."""
    bot = make_bot(level, seed=3, **(SMALL if level == "hard" else {}))
    done = []
    while game.turn == seat and not game.hand_over and len(done) < 20:
        action = bot.choose(game.view(seat))
        game.apply(action)
        done.append(action)
    return done


@pytest.mark.parametrize("level", LEVELS)
def test_extends_the_partners_jogo(level: str) -> None:
    # seed 002: "Baixar no jogo do parceiro: permitido, e é o caminho mais curto
    # para a canastra em duplas." The 5♥ 6♥ 7♥ was laid by the partner (seat 2).
    game = position(
        hands=["8♥ 9♥ K♠ 4♣ J♦ 2♣", 11, 8, 11],
        melds=[["5♥ 6♥ 7♥"], []],
        phase="baixar",
    )
    action = choose(level, game)
    assert action["acao"] == "encostar" and action["jogo"] == 0
    assert set(action["cartas"].split()) <= {"8♥", "9♥"}


@pytest.mark.parametrize("level", ["hard", "cauteloso"])
def test_no_discard_that_fits_either_opponent(level: str) -> None:
    # seed 000 ("Robôs"): "Difícil: ... evita descartar carta que encaixa em jogo
    # já baixado pelo adversário". Both opponents (seats 1 and 3) share the
    # spades jogo: the Q♠ would feed it while safe cards exist.
    game = position(
        hands=["Q♠ 5♦ 9♣ K♥ 3♦ 7♣", 11, 11, 11],
        melds=[["4♥ 5♥ 6♥"], ["9♠ 10♠ J♠"]],
        lixo="4♣ 8♦",
        phase="baixar",
    )
    action = choose(level, game)
    assert action["acao"] == "descartar" and action["carta"] != "Q♠"


def test_no_discard_that_fits_the_second_opponent_of_three_sides() -> None:
    # seed 001: "2 o 3 jugadores: cada uno juega solo": seat 0's opponents are
    # seats 1 and 2; the 8♦ fits the jogo of seat 2 (not the next player's), and
    # the pozo stays open to every seat, so it still feeds an opponent.
    game = position(
        "rioplatense",
        hands=["8♦ Q♣ 4♠ K♥ 9♣ 6♠", 11, 11],
        melds=[["4♥ 5♥ 6♥"], ["3♣ 4♣ 5♣"], ["5♦ 6♦ 7♦"]],
        lixo="J♠",
        mortos_left=3,
        phase="baixar",
    )
    seen = Seen.from_view(game.view(0))
    assert seen.opps == [1, 2]
    action = choose("hard", game)
    assert action["acao"] == "descartar" and action["carta"] != "8♦"


@pytest.mark.parametrize("level", LEVELS)
def test_races_for_the_pairs_morto(level: str) -> None:
    # seed 000: "Quem fica sem cartas pega um morto, se a dupla ainda não pegou
    # o dela"; seed 003 tip: "Corra para o morto". Laying 4♠ 5♠ 6♠ and
    # discarding the K♦ takes the pair's morto.
    game = position(
        hands=["4♠ 5♠ 6♠ K♦", 11, 11, 11],
        melds=[["7♥ 8♥ 9♥"], []],
        phase="baixar",
    )
    done = play_turn(level, game)
    assert done[0]["acao"] == "baixar"
    assert done[-1]["acao"] == "descartar"
    assert game.morto_taken(0)


@pytest.mark.parametrize("level", LEVELS)
def test_bats_when_the_partner_took_the_morto(level: str) -> None:
    # seed 001: "En parejas, cualquiera de los dos puede cerrar"; seed 000: "Bate
    # quem fica sem cartas quando a dupla já pegou o morto ... e tem ao menos uma
    # canastra". The partner took the pair's morto; the limpa is on the table
    # and the opponents have not taken theirs, so the batida pays (seed 000,
    # Difícil: "bate se o adversário ainda não pegou o morto").
    game = position(
        hands=["4♠ 5♠ 6♠ K♦", 11, 9, 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], []],
        mortos_left=1,
        mortos_taken=[True, False],
        phase="baixar",
    )
    play_turn(level, game)
    assert game.hand_over and game.batida_by == 0


@pytest.mark.parametrize("level", LEVELS)
def test_keeps_two_cards_when_the_pair_has_no_limpa(level: str) -> None:
    # seed 003: "precisa guardar 2 cartas na mão depois de baixar" (aberto: "pelo
    # menos uma canastra limpa" to bater). The partner took the morto, the pair
    # has no canastra: the partner's morto gives this seat no batida.
    game = position(
        hands=["4♠ 5♠ 6♠ K♦", 11, 9, 11],
        melds=[["3♥ 4♥ 5♥ 6♥"], []],
        mortos_left=1,
        mortos_taken=[True, False],
        phase="baixar",
    )
    play_turn(level, game)
    assert not game.hand_over
    assert len(game.hand(0)) >= 1


def test_the_dica_speaks_of_the_pair() -> None:
    # seed 002: "Baixar no jogo do parceiro: permitido": the jogo is the pair's,
    # and the Dica says so (issue 9: "The Dica knows it has a partner").
    game = position(
        hands=["8♥ K♠ 4♣ J♦ 9♣ Q♦", 11, 8, 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥"], []],
        phase="baixar",
    )
    pt = hint(game.view(0), "pt", seed=1, **SMALL)
    assert pt.action == {"acao": "encostar", "jogo": 0, "cartas": "8♥"}
    assert "da sua dupla" in pt.reason
    en = hint(game.view(0), "en", seed=1, **SMALL)
    assert "your pair's" in en.reason
    # mano a mano the same move is "seu jogo"
    alone = position(
        hands=["8♥ K♠ 4♣ J♦ 9♣ Q♦", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥"], []],
        phase="baixar",
    )
    assert "dupla" not in hint(alone.view(0), "pt", seed=1, **SMALL).reason


def test_the_dica_takes_the_pairs_morto_in_its_sentence() -> None:
    game = position(
        hands=["4♠ 5♠ 6♠ K♦", 11, 11, 11],
        melds=[["7♥ 8♥ 9♥"], []],
        phase="baixar",
    )
    h = hint(game.view(0), "pt", seed=1, **SMALL)
    assert h.action["acao"] == "baixar"
    assert "morto da sua dupla" in h.reason


def test_search_plays_the_partner_as_a_teammate_and_samples_the_opponents() -> None:
    # issue 8 item 3: "rollouts sample each opponent's style from the pool";
    # issue 9: the search "treats the partner as a teammate".
    game = position(hands=["4♠ 5♠ 6♠ K♦", 11, 11, 11], phase="baixar")
    seen = Seen.from_view(game.view(0))
    bot = HardBot(seed=1)
    kinds: set[str] = set()
    for k in range(40):
        ways = bot.rollout_ways(seen, random.Random(k))
        assert ways[0] is ways[2]  # this seat and its partner: the same Difícil rules
        assert getattr(ways[0], "style", None) is HARD  # not a race table (bot decision B17)
        for s in (1, 3):
            kinds.add(getattr(ways[s], "style", None).name)
    assert {"medium", "hard", "racer", "hoarder", "cauteloso"} <= kinds
    # the same rng gives the same styles: the search stays deterministic
    a = [id(w) for w in bot.rollout_ways(seen, random.Random(5))]
    b = [id(w) for w in bot.rollout_ways(seen, random.Random(5))]
    assert a == b
    assert {type(p) for p in bot.opponents} >= {RacerBot, HoarderBot, CautelosoBot}

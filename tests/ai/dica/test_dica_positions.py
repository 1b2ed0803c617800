"""The Dica a strong player agrees with (issue 8, item 4).

Built positions (``Game.from_layout``) where the right move is beyond doubt,
each quoting the seed tip (seed 003, "Dicas para ganhar do Zeca"; seed 000, the
robots and the score table) or the score line that makes it so. The Dica is
asked with a fixed seed and a fixed playout budget, so every answer is the
same on every machine; a test asserts the Dica's action, or the table after
the Dica played the whole turn, never incidental text.
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai import hint
from buraco_tui.ai.mcts.search import DEFAULT_PLAYOUTS
from buraco_tui.engine import Game
from tests.helpers.positions import position

#: The Dica as the player gets it: the default budget (bot decision B22).
BUDGET: dict[str, Any] = {"playouts": DEFAULT_PLAYOUTS, "time_limit": None}
SEEDS = (1, 2)


def dica(game: Game, seed: int = 1) -> dict[str, Any]:
    """The Dica's action for the seat to play."""
    return hint(game.view(game.turn), "pt", seed=seed, **BUDGET).action


def play_turn(game: Game, seed: int = 1) -> list[dict[str, Any]]:
    """Follow the Dica to the end of the seat's turn (on ``game`` itself)."""
    seat = game.turn
    done: list[dict[str, Any]] = []
    for _ in range(12):
        if game.hand_over or game.turn != seat:
            break
        action = dica(game, seed)
        game.apply(action)
        done.append(action)
    return done


def meld(game: Game, side: int, first: str) -> dict[str, Any]:
    """The jogo of ``side`` whose cards (in table order) start with ``first``."""
    view = game.view(0)
    found = [m for m in view["melds"][side] if first in m["cards"]]
    assert len(found) == 1, (first, view["melds"][side])
    return found[0]


# ------------------------------------------------- a limpa is never dirtied
# Seed 003: "Faça a primeira canastra limpa. [...] Só suje uma canastra depois
# de ter uma limpa garantida." Seed 000, "Pontuação da mão": "Canastra limpa
# +200 cada / Canastra suja +100 cada" (decision 28: a canastra of 500 is A to K).

SPADES = "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"
END = {"monte_count": 0, "mortos_left": 0, "mortos_taken": [True, True], "phase": "baixar"}


@pytest.mark.parametrize(
    ("preset", "extra"),
    [
        ("mestre-buraco", []),  # the case: any canastra bats there
        ("aberto", ["6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦"]),  # aberto bats with a limpa: a second one
        ("aberto", ["J♦ Q♦ K♦ A♦"]),  # another clean jogo after the one the 2 should take
    ],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_2_goes_on_the_short_jogo_not_on_the_limpa(
    preset: str, extra: list[str], seed: int
) -> None:
    """Issue 8: hand 6♠ 2♦, monte empty, own 3♠…A♠ limpa and 2♥ 3♥ 4♥ 5♥: the 2♦
    on the hearts and the 6♠ discarded give the same batida and keep the 200."""
    game = position(
        preset,
        hands=["6♠ 2♦", 9],
        melds=[[SPADES, "2♥ 3♥ 4♥ 5♥", *extra], ["5♣ 6♣ 7♣ 8♣"]],
        scores=[500, 600],
        **END,
    )
    play_turn(game, seed)
    assert game.hand_over
    spades = meld(game, 0, "3♠")
    assert spades["canastra"] == "limpa", spades
    assert "2♦" not in spades["cards"]


@pytest.mark.parametrize("preset", ["aberto", "vip-aberto-sujo"])
def test_the_2_does_not_dirty_a_canastra_of_500(preset: str) -> None:
    """A curinga on the A♣…K♣ of 500 makes it a suja of 100 (−400): the 9♥ 10♥ J♥
    takes it as well, and the batida is the same."""
    game = position(
        preset,
        hands=["2♦ 5♠", 9],
        melds=[["A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣", "9♥ 10♥ J♥"], ["5♦ 6♦ 7♦"]],
        **END,
    )
    play_turn(game)
    assert game.hand_over
    assert meld(game, 0, "K♣")["canastra"] == "500"


@pytest.mark.parametrize("seed", SEEDS)
def test_mid_hand_the_limpa_stays_limpa(seed: int) -> None:
    """Mid-hand, morto taken: the curinga may go on the 6-card hearts (a canastra
    suja, +100) or be kept, never on the spades limpa (200 → 100)."""
    game = position(
        "aberto",
        hands=["2♦ 9♣ K♦ 4♣", 9],
        melds=[[SPADES, "3♥ 4♥ 5♥ 6♥ 7♥ 8♥"], ["5♣ 6♣ 7♣ 8♣"]],
        mortos_taken=[True, False],
        mortos_left=1,
        phase="baixar",
    )
    play_turn(game, seed)
    assert meld(game, 0, "3♠")["canastra"] == "limpa"


# ------------------------------------------------------ race for the morto
# Seed 003: "Corra para o morto. Quem pega o morto primeiro ganha 11 cartas
# novas e tira do outro a chance de bater cedo. Baixe o que puder no começo da
# rodada."


@pytest.mark.parametrize(
    ("hand", "melds"),
    [
        ("5♥ 6♥ 7♥ 8♥", []),  # ida direta
        ("9♣ 10♣ J♣ 4♦", []),  # lay down, discard, morto
        ("6♠ 7♠ K♦", ["3♠ 4♠ 5♠"]),  # onto the own jogo
        ("9♦ 10♦ J♦ Q♦ 5♥ 6♥ 7♥", []),  # two jogos at once
        ("2♦ 9♣", ["5♥ 6♥ 7♥"]),  # "Um 2 vale mais [...] ajudando a esvaziar a mão"
    ],
)
def test_lays_down_to_the_morto_when_it_is_within_reach(hand: str, melds: list[str]) -> None:
    game = position(hands=[hand, 11], melds=[melds, ["J♠ Q♠ K♠"]], phase="baixar")
    play_turn(game)
    assert game.morto_taken(0)


@pytest.mark.parametrize("lixo", ["4♠ Q♣", "K♦ 4♠ Q♣"])
@pytest.mark.parametrize("seed", SEEDS)
def test_the_monte_keeps_the_morto_one_discard_away(lixo: str, seed: int) -> None:
    """Issue 8: against Fácil the Dica kept taking back a small lixo holding the
    card just discarded. With 8♥ 9♥ on 5♥ 6♥ 7♥, any card from the monte is
    discarded and the morto is taken this turn; the lixo's cards fit nothing
    and keep the hand away from it."""
    game = position(hands=["8♥ 9♥", 11], melds=[["5♥ 6♥ 7♥"], []], lixo=lixo)
    assert dica(game, seed) == {"acao": "comprar"}


# ------------------------------------------------------------------- bater
# Seed 003: "Bata na hora certa. Na frente no placar da rodada, bata logo".
# Seed 000, "Pontuação da mão": "Batida +100 para quem bateu".

AHEAD = {"mortos_taken": [True, True], "mortos_left": 0, "phase": "baixar", "scores": [900, 400]}


@pytest.mark.parametrize(
    "hand",
    ["9♦ 10♦ J♦", "J♥ 4♣", "Q♥ J♥ 4♣"],
)
def test_bats_when_ahead(hand: str) -> None:
    game = position(hands=[hand, 9], melds=[[SPADES, "8♥ 9♥ 10♥"], ["5♣ 6♣ 7♣"]], **AHEAD)
    play_turn(game)
    assert game.hand_over and game.hand_score(0).batida == 100


@pytest.mark.parametrize("seed", SEEDS)
def test_bats_when_the_batida_wins_the_match(seed: int) -> None:
    """2750 + 340 on the table against 2900 + 290 (behind on score plus table, the
    opponent has the morto): the Q♥ and the batida's +100 make 3200 against at
    most 3190, whatever the opponent holds:
    seed 000, "Ao fim de uma mão, se alguma dupla tem a meta ou mais, vence a de
    maior placar"."""
    game = position(
        hands=["Q♥ 4♣", 5],
        melds=[[SPADES, "8♥ 9♥ 10♥ J♥"], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "J♦ Q♦ K♦ A♦"]],
        mortos_taken=[True, True],
        mortos_left=0,
        monte_count=30,
        phase="baixar",
        scores=[2750, 2900],
    )
    play_turn(game, seed)
    assert game.hand_over and game.hand_score(0).batida == 100


@pytest.mark.parametrize("value", ["linear", "learned"])
def test_a_batida_that_wins_the_match_is_not_weighed(value: str) -> None:
    """The same score line: whichever value judges the playouts, the batida that
    wins the match whatever the opponent holds is the one move left to weigh (bot
    decision B27). With the learned value, which reads no match target, the search
    had played on."""
    game = position(
        hands=["Q♥ 4♣", 5],
        melds=[[SPADES, "8♥ 9♥ 10♥ J♥"], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "J♦ Q♦ K♦ A♦"]],
        mortos_taken=[True, True],
        mortos_left=0,
        monte_count=30,
        phase="baixar",
        scores=[2750, 2900],
    )
    for _ in range(4):
        if game.hand_over:
            break
        game.apply(hint(game.view(0), "pt", seed=1, value=value, **BUDGET).action)
    assert game.hand_over and game.hand_score(0).batida == 100


@pytest.mark.parametrize("seed", SEEDS)
def test_does_not_bat_into_a_lost_match(seed: int) -> None:
    """Issue 8: 2300 against 2950, target 3000: a batida ends the hand with the
    opponent at 2950 + 290 on the table − at most 60 in hand = 3180 or more, over
    3000 and ahead of our 2750 at most: the match lost, while playing on keeps a
    chance."""
    game = position(
        hands=["Q♥ 4♣", 3],
        melds=[[SPADES, "8♥ 9♥ 10♥ J♥"], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "J♦ Q♦ K♦ A♦"]],
        mortos_taken=[True, True],
        mortos_left=0,
        monte_count=30,
        phase="baixar",
        scores=[2300, 2950],
    )
    play_turn(game, seed)
    assert not game.hand_over


# ---------------------------------------------------------------- discards
# Seed 003: "Olhe os jogos do Zeca antes de descartar. Uma carta que continua
# uma sequência dele é um presente, ainda mais com o lixo cheio no Aberto."
# "Lembre o que ele pegou do lixo. [...] Não descarte cartas vizinhas delas."
# "Guarde os curingas."


@pytest.mark.parametrize(
    ("preset", "hand", "opp", "lixo", "bad"),
    [
        ("aberto", "8♣ K♦ 5♥", ["5♣ 6♣ 7♣"], "3♦", {"8♣"}),
        ("aberto", "4♣ 8♣ Q♦ 6♥", ["5♣ 6♣ 7♣"], "3♦", {"4♣", "8♣"}),
        ("aberto", "J♥ 4♠ 9♦", ["Q♥ K♥ A♥"], "3♦ 7♠ 8♦ Q♠ 5♣ 10♣ 3♥ 9♠", {"J♥"}),
        ("fechado", "9♠ 5♦ K♣", ["6♠ 7♠ 8♠"], "3♦", {"9♠"}),
        ("aberto", "2♠ 7♦ K♣ 4♥", ["5♣ 6♣ 7♣"], "3♦", {"2♠"}),
        ("aberto", "2♠ A♣ 9♦", ["2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"], "3♦", {"A♣", "2♠"}),
        ("rioplatense", "K♦ 5♣ 4♠", ["K♠ K♥ K♣"], "3♦", {"K♦"}),
    ],
)
def test_never_feeds_the_opponent_nor_gives_a_curinga(
    preset: str, hand: str, opp: list[str], lixo: str, bad: set[str]
) -> None:
    game = position(
        preset,
        hands=[hand, 11],
        melds=[["10♥ J♥ Q♥"] if "Q♥" not in hand else [], opp],
        lixo=lixo,
        phase="baixar",
    )
    action = dica(game)
    assert action["acao"] == "descartar", action
    assert action["carta"] not in bad


def test_never_discards_a_neighbour_of_what_the_opponent_took() -> None:
    """The opponent took the 8♦ from the lixo: the 9♦ and 7♦ are gifts."""
    game = position(
        hands=["9♦ 7♦ K♣ 4♥", "8♦ 8♦ 3♠ 5♠ J♣ Q♣ 10♥"],
        lixo="3♦",
        lixo_taken=["", "8♦"],
        phase="baixar",
    )
    action = dica(game)
    assert action["acao"] == "descartar" and action["carta"] not in ("9♦", "7♦")


# ---------------------------------------------------------- take the lixo
# Seed 000, Robôs: "Médio: pega o lixo quando ele rende jogo" (and Difícil
# "além disso").


@pytest.mark.parametrize(
    ("hand", "melds", "lixo"),
    [
        ("5♥ 6♥ 3♥ 4♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠", [], "K♦ 8♥ 7♥"),
        ("J♠ Q♠ 6♦ 7♦ K♥ 3♣ 8♣", [], "9♠ 10♠ 4♦ 5♦"),
        ("K♥ 3♣ 8♣ 4♠ 6♥", ["5♦ 6♦ 7♦", "9♠ 10♠ J♠"], "8♦ 9♦ Q♠ K♠"),
    ],
)
def test_takes_a_lixo_that_makes_several_jogos(hand: str, melds: list[str], lixo: str) -> None:
    game = position(hands=[hand, 11], melds=[melds, []], lixo=lixo)
    assert dica(game) == {"acao": "pegar_lixo"}


# -------------------------------------------- fechado: the top card closes
# Seed 003: "No Fechado, só pega o lixo quem usar a carta de cima dele na
# hora: [...] pondo-a num jogo seu onde ela encaixe." Seed 000: "Canastra limpa
# +200".


@pytest.mark.parametrize(
    ("preset", "jogo", "lixo"),
    [
        ("fechado", "3♣ 4♣ 5♣ 6♣ 7♣ 8♣", "K♦ 9♣"),
        ("fechado", "5♥ 6♥ 7♥ 8♥ 9♥ 10♥", "3♠ 4♥"),
        ("jogatina-fechado", "7♦ 8♦ 9♦ 10♦ J♦ Q♦", "3♠ K♦"),
        ("vip-fechado-sujo", "3♠ 4♠ 5♠ 6♠ 7♠ 8♠", "K♦ 9♠"),
    ],
)
def test_fechado_takes_the_top_card_that_closes_a_canastra(
    preset: str, jogo: str, lixo: str
) -> None:
    game = position(preset, hands=["K♠ 4♦ J♥ 3♣ Q♦ 8♠ 6♦", 11], melds=[[jogo], []], lixo=lixo)
    assert dica(game) == {"acao": "pegar_lixo", "jogo": 0}

"""Table-specific play: rioplatense's jogos of curingas and third deck, and a lixo
that goes round in circles.

Seed 001 (rioplatense): "De comodines: sólo 2 y jokers. Tres 2 juntos son un
juego de comodines" and "La primera vez que el mazo se queda sin cartas, entra
un tercer mazo".
"""

from __future__ import annotations

import random

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.knowledge.seen import Seen, idle_lixo_turns
from buraco_tui.engine import Game, IllegalAction, ruleset
from tests.helpers.positions import position

BUDGET = {"playouts": 8, "horizon": 2, "time_limit": None}


def test_rioplatense_lays_down_a_jogo_of_curingas() -> None:
    game = position("rioplatense", hands=["🃏 🃏 🃏 5♠ 9♦ K♣", 11], phase="baixar")
    for level in ("easy", "medium", "hard"):
        action = make_bot(level, seed=1, **BUDGET).choose(game.view(0))
        assert action == {"acao": "baixar", "cartas": "🃏 🃏 🃏"}, level


def _third_deck_game() -> Game:
    """A rioplatense hand played on (drawing whenever allowed) until the third deck is in."""
    game = Game.new(ruleset("rioplatense", meta=0), seed=12)
    rng = random.Random(0)
    while not game.view(0)["third_deck"]:
        assert not game.hand_over
        actions = game.legal_actions()
        if {"acao": "comprar"} in actions:
            game.apply({"acao": "comprar"})
        else:
            game.apply(rng.choice(actions))
    return game


def test_bots_stay_legal_once_the_third_deck_is_in() -> None:
    game = _third_deck_game()
    bots = [make_bot(level, seed=2, **BUDGET) for level in ("hard", "medium")]
    for _ in range(60):
        if game.hand_over:
            break
        action = bots[game.turn].choose(game.view(game.turn))
        try:
            game.apply(action)
        except IllegalAction as exc:  # pragma: no cover - the failure message
            pytest.fail(f"{action}: {exc}")


def test_a_lixo_going_round_in_circles_is_left_alone() -> None:
    # K♦ would make J♦ Q♦ K♦, so Médio takes it...
    game = position(hands=["J♦ Q♦ 5♠ 9♣ 3♥", "4♣ 8♥ 10♠ 6♦ A♣"], lixo="K♦")
    assert make_bot("medium", seed=1).choose(game.view(0)) == {"acao": "pegar_lixo"}
    # ...but not after two turns in a row took the lixo and laid nothing down.
    for _ in range(2):
        game.apply({"acao": "pegar_lixo"})
        game.apply({"acao": "descartar", "carta": "K♦"})
    assert idle_lixo_turns(game.view(0)["log"]) == 2
    for level in ("medium", "hard"):
        assert make_bot(level, seed=1, **BUDGET).choose(game.view(0)) == {"acao": "comprar"}


def test_idle_lixo_turns_stop_at_a_draw_or_a_lay_down() -> None:
    log = [
        {"seat": 0, "acao": "comprar"},
        {"seat": 0, "acao": "descartar", "carta": "K♦"},
        {"seat": 1, "acao": "pegar_lixo", "cartas": "K♦"},
        {"seat": 1, "acao": "encostar", "jogo": 0, "cartas": "K♦"},
        {"seat": 1, "acao": "descartar", "carta": "5♠"},
        {"seat": 0, "acao": "pegar_lixo", "cartas": "5♠"},
        {"seat": 0, "acao": "descartar", "carta": "5♠"},
    ]
    assert idle_lixo_turns(log) == 1
    assert idle_lixo_turns(log[:5]) == 0
    assert idle_lixo_turns(log[:2]) == 0


def test_a_seat_taking_back_its_own_discard_turn_after_turn_draws_instead() -> None:
    """Issue 8: "Against Fácil it kept taking back a 2-card lixo holding the card
    just discarded … the hand grew to 17–20 cards" (seen again in the arena: Difícil
    took the lixo 26 turns out of 27 while Médio drew, laid almost nothing down, ended
    with 29 cards, −270 in hand and −100 for the morto). Two such turns of the seat in a
    row, the other drawing from the monte in between, and the third is a draw."""
    game = position(hands=["J♦ Q♦ 5♠ 9♣ 3♥", "4♣ 8♥ 10♠ 6♦ A♣ 7♠ 7♠"], lixo="K♦")
    for other in ("4♣", "8♥"):
        game.apply({"acao": "pegar_lixo"})
        game.apply({"acao": "descartar", "carta": "K♦"})
        game.apply({"acao": "comprar"})
        game.apply({"acao": "descartar", "carta": other})
    log = game.view(0)["log"]
    assert idle_lixo_turns(log) == 0  # the other seat drew: no circle
    assert idle_lixo_turns(log, 0) == 2 and idle_lixo_turns(log, 1) == 0
    assert Seen.from_view(game.view(0)).idle_lixo_turns == 2
    for level in ("medium", "hard"):
        assert make_bot(level, seed=1, **BUDGET).choose(game.view(0)) == {"acao": "comprar"}


def test_rioplatense_keeps_a_non_curinga_and_spends_curingas_before_being_stuck() -> None:
    # "Al terminar de bajar tienes que quedarte con al menos una carta que no sea
    # comodín" and "Nunca un comodín" (discard): with J♦ 2♠ 🃏 the J♦ must stay;
    # the curingas go on the table so the hand is not left with curingas only.
    game = position(
        "rioplatense",
        hands=["J♦ 2♠ 🃏", 6],
        melds=[["8♠ 8♠ 8♥ 8♥ 8♦ 8♣", "4♠ 4♦ 4♦ 4♣ 4♣", "J♠ J♥ J♥"], ["5♣ 6♣ 7♣"]],
        mortos_left=0,
        mortos_taken=[True, True],
        phase="baixar",
    )
    for level in ("medium", "hard"):
        action = make_bot(level, seed=1, **BUDGET).choose(game.view(0))
        assert action["acao"] == "encostar", (level, action)
        assert action["cartas"] in ("2♠", "🃏"), (level, action)

"""The opponent pool (issue 8): styles that play differently from our levels.

Issue 8: "Besides `easy`, `medium`, `hard`, `random`, write at least three more
styles that play differently from our levels, as arena levels: `racer` (empties
its hand toward the morto and the batida as fast as it can; takes the lixo only
when it lays down with it), `hoarder` (takes every lixo, builds long jogos, bats
late), and one more of your own design that a real player would recognise ...
Every style reads only the view, like the bots."
"""

from __future__ import annotations

import time

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.pool import POOL, make_pool_bot, opponent_discards
from buraco_tui.engine import PRESETS, Game, parse_cards, ruleset
from tests.helpers.positions import position

MAX_ACTIONS = 3000


def play_hand(game: Game, bots: list) -> int:
    """Every seat's bot chooses from its own view until the hand ends; returns
    the number of actions (``Game.apply`` refuses any illegal one)."""
    n = 0
    while not game.hand_over:
        seat = game.turn
        game.apply(bots[seat].choose(game.view(seat)))
        n += 1
        assert n < MAX_ACTIONS, "the hand did not end"
    return n


def turn_of(game: Game, bot, seat: int = 0) -> list[dict]:
    """Play ``seat``'s whole turn with ``bot``; the actions it took."""
    done = []
    while not game.hand_over and game.turn == seat:
        action = bot.choose(game.view(seat))
        game.apply(action)
        done.append(action)
    return done


def test_pool_names() -> None:
    assert POOL == ("racer", "hoarder", "cauteloso")
    for name in POOL:
        assert make_pool_bot(name, seed=3).level == name
    with pytest.raises(ValueError):
        make_pool_bot("hard")


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("style", POOL)
def test_each_style_plays_whole_hands_of_every_preset(style: str, preset: str) -> None:
    # the style against the next one of the pool, so every pair meets
    other = POOL[(POOL.index(style) + 1) % len(POOL)]
    seed = 11 + PRESETS.index(preset)
    game = Game.new(ruleset(preset, meta=0), seed=seed)
    start = time.perf_counter()
    n = play_hand(game, [make_pool_bot(style, seed), make_pool_bot(other, seed + 1)])
    assert game.hand_over
    # a rule bot: a few milliseconds a decision (loose bound for a loaded machine)
    assert (time.perf_counter() - start) / n < 0.05


@pytest.mark.parametrize("style", POOL)
def test_each_style_against_a_level(style: str) -> None:
    game = Game.new(ruleset("aberto", meta=0), seed=5)
    play_hand(game, [make_bot("medium", seed=5), make_pool_bot(style, seed=6)])
    assert game.hand_over


def test_four_players_each_seat_plays_for_its_side() -> None:
    game = Game.new(ruleset("aberto", meta=0), players=4, seed=21)
    bots = [make_pool_bot(name, seed=s) for s, name in enumerate(POOL + ("racer",))]
    play_hand(game, bots)
    assert game.hand_over


def test_four_players_rioplatense() -> None:
    game = Game.new(ruleset("rioplatense", meta=0), players=4, seed=8)
    bots = [make_pool_bot(POOL[s % 3], seed=s) for s in range(4)]
    play_hand(game, bots)
    assert game.hand_over


@pytest.mark.parametrize("style", POOL)
def test_same_view_and_seed_same_action(style: str) -> None:
    game = Game.new(ruleset("fechado", meta=0), seed=4)
    bot = make_pool_bot(style, seed=9)
    for _ in range(40):
        if game.hand_over:
            break
        view = game.view(game.turn)
        action = bot.choose(view)
        assert make_pool_bot(style, seed=9).choose(view) == action
        game.apply(action)


# ------------------------------------------------------------------ racer


def test_racer_lays_down_everything_it_can() -> None:
    # "empties its hand toward the morto and the batida as fast as it can":
    # 4♠ 5♠ 6♠ and 9♥ 10♥ with the 2♣ both go down; Médio keeps its curinga.
    hand = "4♠ 5♠ 6♠ 9♥ 10♥ 2♣ K♦ 7♣ J♦"
    game = position(hands=[hand, 11], phase="baixar")
    turn_of(game, make_pool_bot("racer", seed=1))
    assert len(game.melds(0)) == 2
    assert "2♣" in " ".join(str(c) for m in game.melds(0) for c in m.cards)
    assert len(game.hand(0)) == 2

    game = position(hands=[hand, 11], phase="baixar")
    turn_of(game, make_bot("medium", seed=1))
    assert len(game.melds(0)) == 1
    assert len(game.hand(0)) == 5


def test_racer_empties_its_hand_onto_the_morto() -> None:
    game = position(hands=["4♠ 5♠ 6♠ 9♥ 10♥ 2♣", 11], phase="baixar")
    turn_of(game, make_pool_bot("racer", seed=1))
    assert game.morto_taken(0)


def test_racer_draws_rather_than_take_a_lixo_it_cannot_lay_down_with() -> None:
    # "takes the lixo only when it lays down with it": nothing in the hand goes
    # with the 7♣ or the K♦; the hoarder ("takes every lixo") takes it.
    game = position(hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♦ 7♣")
    view = game.view(0)
    assert make_pool_bot("racer", seed=2).choose(view) == {"acao": "comprar"}
    assert make_pool_bot("hoarder", seed=2).choose(view) == {"acao": "pegar_lixo"}


def test_racer_takes_a_lixo_it_lays_down_with() -> None:
    # the 7♥ closes 5♥ 6♥ 7♥: the racer takes the small lixo
    game = position(hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♦ 7♥")
    assert make_pool_bot("racer", seed=2).choose(game.view(0)) == {"acao": "pegar_lixo"}


def test_racer_near_the_morto_leaves_a_big_lixo_that_lays_down_one_jogo() -> None:
    # three cards from the morto, a pile of seven for one jogo of three: the hand
    # would grow by four cards instead of one. Médio ("pega o lixo quando ele
    # rende jogo") and the hoarder take it.
    game = position(hands=["5♥ 6♥ K♠", 11], lixo="K♣ 4♠ 6♦ J♥ 3♥ 9♥ 7♥")
    view = game.view(0)
    assert make_pool_bot("racer", seed=2).choose(view) == {"acao": "comprar"}
    assert make_bot("medium", seed=2).choose(view) == {"acao": "pegar_lixo"}
    assert make_pool_bot("hoarder", seed=2).choose(view) == {"acao": "pegar_lixo"}
    # with a long hand the same pile is worth its cards
    game = position(hands=["5♥ 6♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠ A♣ 10♦", 11], lixo="K♣ 4♠ 6♦ J♥ 3♥ 9♥ 7♥")
    assert make_pool_bot("racer", seed=2).choose(game.view(0)) == {"acao": "pegar_lixo"}


def test_racer_keeps_a_clean_jogo_for_the_limpa() -> None:
    # aberto: only a limpa lets a side bater, so its one jogo is not dirtied
    game = position(
        hands=["2♣ 9♠ K♦ 4♣ 7♦", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥"], []],
        phase="baixar",
    )
    action = make_pool_bot("racer", seed=1).choose(game.view(0))
    assert action["acao"] == "descartar" and action["carta"] != "2♣"


# ------------------------------------------------------------------ hoarder


def test_hoarder_takes_a_closed_lixo_with_a_curinga() -> None:
    # fechado: the top 9♠ goes with the 8♠ and the 2♣ of the hand; the Médio
    # keeps its curingas and draws.
    game = position(
        "fechado",
        hands=["8♠ 2♣ K♦ 4♣ J♥ 5♦ Q♠ 3♥ 7♣ A♦ 10♥", 11],
        lixo="6♦ K♥ 9♠",
    )
    view = game.view(0)
    action = make_pool_bot("hoarder", seed=1).choose(view)
    assert action["acao"] == "pegar_lixo"
    assert make_bot("medium", seed=1).choose(view) == {"acao": "comprar"}


def _batida_ready(**kw) -> Game:
    # a limpa on the table, the morto taken, two cards in hand: 10♥ on the
    # canastra and the K♠ as the last discard would bater
    return position(
        hands=["10♥ K♠", kw.pop("opp", 11)],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], kw.pop("opp_melds", [])],
        mortos_left=1,
        mortos_taken=[True, False],
        phase="baixar",
        **kw,
    )


def test_hoarder_bats_late() -> None:
    # "bats late": with the monte still full it keeps its cards ...
    game = _batida_ready()
    turn_of(game, make_pool_bot("hoarder", seed=1))
    assert not game.hand_over and len(game.hand(0)) >= 1
    # ... where the racer bats at once
    game = _batida_ready()
    turn_of(game, make_pool_bot("racer", seed=1))
    assert game.hand_over and game.batida_by == 0


def test_hoarder_bats_when_the_monte_is_nearly_out() -> None:
    game = position(
        hands=["10♥ K♠", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], []],
        mortos_left=0,
        monte_count=4,
        mortos_taken=[True, False],
        phase="baixar",
    )
    turn_of(game, make_pool_bot("hoarder", seed=1))
    assert game.hand_over and game.batida_by == 0


def test_hoarder_bats_when_the_opponent_is_about_to() -> None:
    game = _batida_ready(opp=2, opp_melds=["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"])
    turn_of(game, make_pool_bot("hoarder", seed=1))
    assert game.hand_over and game.batida_by == 0


# ---------------------------------------------------------------- cauteloso


def test_cauteloso_does_not_feed_an_opponent_jogo() -> None:
    # the 8♥ is the loosest card and Médio throws it, but it goes on the
    # opponent's 5♥ 6♥ 7♥; the cauteloso throws a safe card instead
    game = position(
        hands=["8♥ 4♣ 5♣ K♠ K♠", 11],
        melds=[[], ["5♥ 6♥ 7♥"]],
        phase="baixar",
    )
    view = game.view(0)
    assert make_bot("medium", seed=1).choose(view) == {"acao": "descartar", "carta": "8♥"}
    action = make_pool_bot("cauteloso", seed=1).choose(view)
    assert action["acao"] == "descartar" and action["carta"] != "8♥"


def test_cauteloso_discards_what_the_opponent_threw_away() -> None:
    # every card is loose and safe; the opponent threw a 4♦ away, so the other
    # 4♦ is the one the cauteloso gives back (Médio throws a card worth more)
    game = position(
        hands=["4♦ K♠ J♥ 9♣ 7♠", "4♦ 5♣ 10♠ Q♥ 8♦"],
        phase="baixar",
        turn=1,
    )
    game.apply({"acao": "descartar", "carta": "4♦"})
    game.apply({"acao": "comprar"})
    view = game.view(0)
    assert opponent_discards(view, Seen.from_view(view)) == {parse_cards("4♦")[0]}
    assert make_pool_bot("cauteloso", seed=1).choose(view) == {"acao": "descartar", "carta": "4♦"}
    assert make_bot("medium", seed=1).choose(view) != {"acao": "descartar", "carta": "4♦"}


def test_cauteloso_keeps_its_curinga_until_a_limpa() -> None:
    # Médio spends the curinga to close its first canastra (a suja); the
    # cauteloso keeps it for after a limpa is on the table
    game = position(
        hands=["2♣ 9♠ K♦ 4♣", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥"], []],
        phase="baixar",
    )
    view = game.view(0)
    assert make_bot("medium", seed=1).choose(view) == {
        "acao": "encostar",
        "jogo": 0,
        "cartas": "2♣",
    }
    action = make_pool_bot("cauteloso", seed=1).choose(view)
    assert action["acao"] == "descartar" and action["carta"] != "2♣"

"""The racer's tell: a curinga spent on a short new jogo before the morto
(bot decision B21). At mestre-buraco any canastra bats (docs/rules.md §11.3, seed
000: "qualquer canastra serve") and a morto not taken costs its 100 whatever the
other side did, so a player who races for the morto ends most hands; against
one, the search prices every card held as a cost."""

from __future__ import annotations

import math

from buraco_tui.ai.fitted.weights import weights_for
from buraco_tui.ai.knowledge.handtools import judge_for
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.knowledge.tables import reads_race_tell
from buraco_tui.ai.mcts.playout import HAND_CARDS, evaluate, feature_diff, play_turn
from buraco_tui.ai.mcts.reading import RACE_CARD_PRICE, lays_short_suja
from buraco_tui.ai.mcts.search import HardBot, rollout_policy
from buraco_tui.engine import Game, ruleset

JUDGE = judge_for(ruleset("mestre-buraco"))


def _turn(seat: int, *entries: dict) -> list[dict]:
    return [
        {"seat": seat, "acao": "comprar"},
        *entries,
        {"seat": seat, "acao": "descartar", "carta": "9♣"},
    ]


def _baixar(cards: str) -> dict:
    return {"seat": 1, "acao": "baixar", "jogo": 0, "cartas": cards}


def test_a_curinga_on_a_short_new_jogo_is_the_tell() -> None:
    log = _turn(0) + _turn(1, _baixar("2♠ 5♥ 6♥")) + _turn(0)
    assert lays_short_suja(log, 1, JUDGE, turn=1)
    # read as soon as the seat's turn is over, before anyone else plays
    assert lays_short_suja(_turn(0) + _turn(1, _baixar("5♥ 6♥ 2♠")), 1, JUDGE, turn=0)
    # not while the seat is still playing its turn
    assert not lays_short_suja(_turn(0) + _turn(1, _baixar("2♠ 5♥ 6♥"))[:-1], 1, JUDGE, turn=1)


def test_clean_jogos_and_natural_twos_are_not_the_tell() -> None:
    for cards in ("4♥ 5♥ 6♥", "A♠ 2♠ 3♠", "2♣ 3♣ 4♣ 5♣"):
        log = _turn(0) + _turn(1, _baixar(cards)) + _turn(0)
        assert not lays_short_suja(log, 1, JUDGE, turn=1), cards


def test_a_curinga_that_closes_a_canastra_or_reaches_the_morto_is_medio_s_way() -> None:
    """Médio spends a curinga to close its first canastra or to empty its hand
    for the morto; neither is a race from the first turns."""
    canastra = _turn(0) + _turn(1, _baixar("2♠ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥")) + _turn(0)
    assert not lays_short_suja(canastra, 1, JUDGE, turn=1)
    morto = _turn(0) + _turn(1, _baixar("2♠ 5♥ 6♥"), {"seat": 1, "acao": "morto", "direta": True})
    assert not lays_short_suja(morto + _turn(0), 1, JUDGE, turn=1)
    # once its morto is taken, later jogos do not count either
    later = morto + _turn(0) + _turn(1, _baixar("2♦ 8♣ 9♣")) + _turn(0)
    assert not lays_short_suja(later, 1, JUDGE, turn=1)
    # the other seat's jogos are its own business
    assert not lays_short_suja(_turn(0) + _turn(1, _baixar("2♠ 5♥ 6♥")) + _turn(0), 0, JUDGE, 1)


def _hands(opponent: str, deals: int, turns: int = 16) -> list[tuple[Game, bool]]:
    """``deals`` hands of the Difícil rules (seat 0) against ``opponent`` (seat
    1), ``turns`` turns each; with whether seat 1 showed the tell."""
    out = []
    for deal in range(deals):
        game = Game.new(ruleset("mestre-buraco", meta=0), seed=deal)
        ways = [rollout_policy("hard"), rollout_policy(opponent)]
        for _ in range(turns):
            if game.hand_over:
                break
            play_turn(game, ways[game.turn])
        out.append((game, lays_short_suja(game.log, 1, JUDGE, game.turn)))
    return out


def test_the_racer_shows_the_tell_and_medio_does_not() -> None:
    """Played out, the pool's racer lays a 3-card jogo with a curinga within its
    first turns in most hands; Médio keeps its curingas and never does."""
    racer = sum(told for _, told in _hands("racer", 20, turns=8))
    medio = sum(told for _, told in _hands("medium", 20))
    assert racer >= 12
    assert medio == 0


def test_the_search_prices_a_card_held_against_a_side_read_as_racing() -> None:
    game = next(g for g, told in _hands("racer", 10, turns=8) if told and not g.hand_over)
    while game.turn != 0:  # the racer's turn is over when seat 0 plays
        play_turn(game, rollout_policy("racer"))
    view = game.view(0)
    seen = Seen.from_view(view)
    assert reads_race_tell(ruleset("mestre-buraco"))
    assert HardBot(seed=1).card_price(view, seen) == {1: RACE_CARD_PRICE}
    assert HardBot(seed=1, read_styles=False).card_price(view, seen) == {}
    # the option race_price (hard:race_price=-10 in the arena) sets the price
    assert HardBot(seed=1, race_price=-10).card_price(view, seen) == {1: -10.0}
    # the same turns at a table that does not read the tell change nothing
    other = Seen.from_view({**view, "rules": ruleset("aberto").to_dict()})
    assert HardBot(seed=1).card_price(view, other) == {}


def test_the_price_replaces_the_fitted_weight_of_a_card_held() -> None:
    game = next(g for g, _ in _hands("medium", 3, turns=6) if not g.hand_over)
    stage, diff = feature_diff(game, 0, 1)
    fitted = weights_for("mestre-buraco")[stage][HAND_CARDS]
    plain = evaluate(game, 0)
    priced = evaluate(game, 0, None, {1: RACE_CARD_PRICE})
    assert diff[HAND_CARDS] != 0
    assert math.isclose(priced - plain, (RACE_CARD_PRICE - fitted) * diff[HAND_CARDS])
    assert evaluate(game, 0, None, {}) == plain

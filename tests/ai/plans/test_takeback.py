"""No loops (issue 27, item 4; bot decision B24): no level takes back the card its
side just threw with nothing laid, a lixo taken and returned unchanged counts as a
pass, and two bots never trade one card back and forth more than once.

Seen at aberto: "Zeca pegou o lixo: Q♥. Zeca descartou Q♥" turn after turn, a hand
ended with 10 cards and without its morto (−100).
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.dica.claims import Claim, Position, holds
from buraco_tui.ai.dica.hint import hint
from buraco_tui.ai.knowledge.seen import Seen, is_return, lixo_throwers, parked_cards, returns_card
from buraco_tui.ai.plans.draw import draw_options
from buraco_tui.ai.plans.style import STYLES
from buraco_tui.ai.plans.takeback import (
    compelled_take,
    keep_for_last,
    parked_in,
    refuses_lixo,
    returns_in,
    take_backs,
    takes_back,
)
from buraco_tui.engine import Game, parse_cards, ruleset
from tests.helpers.positions import position

#: Every level a player meets, and the opponent pool's styles (fast budgets).
LEVELS = ["easy", "medium", "hard", "racer", "hoarder", "cauteloso"]
BUDGET: dict[str, dict[str, Any]] = {"hard": {"playouts": 12}}
OPPONENT = "Q♣ 3♥ 8♦ 6♠ 10♣ A♥ 4♠"


def bot(level: str, seed: int = 1) -> Any:
    return make_bot(level, seed=seed, **BUDGET.get(level, {}))


def bounced(preset: str, hand: str, card: str) -> Game:
    """Seat 0 threw ``card``; seat 1 took the one-card lixo and threw it back."""
    game = position(preset, hands=[hand, OPPONENT], phase="baixar")
    game.apply({"acao": "descartar", "carta": card})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": card})
    assert game.view(0)["lixo"] == [card] and game.turn == 0
    return game


# ------------------------------------------------------------- reading the log


def test_a_returned_lixo_is_a_pass_and_both_sides_threw_its_top() -> None:
    game = bounced("aberto", "K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "K♦")
    log = game.view(0)["log"]
    assert returns_in(log) == 1
    assert lixo_throwers(log, 2) == (1, 0)  # seat 1 returned it, seat 0 threw it first
    assert lixo_throwers(log[:1], 2) == (0,)
    assert take_backs(log, 2) == []


def test_the_card_taken_alone_is_the_one_that_would_return_the_lixo() -> None:
    game = position(hands=["K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", OPPONENT], phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♦"})
    game.apply({"acao": "pegar_lixo"})
    view = game.view(1)
    assert returns_card(view["log"], 1) == Seen.from_view(view).returns
    assert Seen.from_view(view).returns is not None
    game.apply({"acao": "descartar", "carta": "Q♣"})  # not a return: the lixo changed
    assert returns_in(game.view(0)["log"]) == 0
    assert lixo_throwers(game.view(0)["log"], 2) == (1,)


def test_a_take_back_with_nothing_laid_is_counted() -> None:
    game = bounced("aberto", "K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "K♦")
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "K♦"})
    assert take_backs(game.view(0)["log"], 2) == [0]


# ---------------------------------------------------------- built positions


@pytest.mark.parametrize(
    ("preset", "hand", "card"),
    [
        ("aberto", "K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "K♦"),
        ("mestre-buraco", "J♣ 4♦ 9♠ 6♥ K♥ 3♠ A♦", "J♣"),
        ("jogatina-aberto", "Q♥ 5♣ 9♠ J♦ 4♦ 7♠ A♣", "Q♥"),
    ],
)
@pytest.mark.parametrize("level", LEVELS)
def test_no_level_takes_back_its_own_card(preset: str, hand: str, card: str, level: str) -> None:
    game = bounced(preset, hand, card)
    seen = Seen.from_view(game.view(0))
    assert refuses_lixo(seen)
    assert bot(level).choose(game.view(0)) == {"acao": "comprar"}


def test_the_partner_s_card_is_the_side_s_own() -> None:
    """Four seats: seat 0 threw the 9♠, seat 1 took it and threw it back; seat 2,
    seat 0's partner, would take back its side's card."""
    rules = ruleset("aberto")
    game = position(
        rules,
        hands=["9♠ 5♣ K♦ J♥ 4♦ 7♠ Q♥", OPPONENT, "3♣ 6♦ 8♥ J♠ A♦ 5♥ 10♦", "2♣ 7♦ 9♥ Q♠ 4♣ 6♥ K♣"],
        melds=[[], []],
        phase="baixar",
    )
    game.apply({"acao": "descartar", "carta": "9♠"})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "9♠"})
    assert game.turn == 2
    for level in LEVELS:
        assert bot(level).choose(game.view(2)) == {"acao": "comprar"}, level


def test_a_take_back_that_lays_down_stays_allowed() -> None:
    """The Q♥ goes with the J♥ K♥ of the hand: taking it back lays a jogo down."""
    game = bounced("aberto", "Q♥ 5♣ 9♠ J♥ K♥ 7♠ 4♦", "Q♥")
    seen = Seen.from_view(game.view(0))
    assert not refuses_lixo(seen)
    assert {"acao": "pegar_lixo"} in draw_options(seen, STYLES["medium"])


@pytest.mark.parametrize("level", LEVELS)
def test_the_card_just_taken_alone_is_not_thrown_back(level: str) -> None:
    """Seat 1 took the K♦ seat 0 threw and nothing of it lays down: throwing the K♦
    back would be a pass; a loose card of its own goes instead."""
    game = position(hands=["K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "Q♣ 3♥ 8♦ 6♠ 10♣ A♥ 4♠"], phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♦"})
    game.apply({"acao": "pegar_lixo"})
    action = bot(level).choose(game.view(1))
    assert action["acao"] == "descartar" and action["carta"] != "K♦"


def test_keep_for_last_puts_the_returning_card_before_the_curingas() -> None:
    game = position(hands=["K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "Q♣ 3♥ 8♦ 6♠ 10♣ 2♥ 4♠"], phase="baixar")
    game.apply({"acao": "descartar", "carta": "K♦"})
    game.apply({"acao": "pegar_lixo"})
    seen = Seen.from_view(game.view(1))
    k = seen.returns
    assert k is not None
    assert keep_for_last(seen, [k, 5, 44, 1]) == [5, 44, k, 1]  # 1: a 2, a curinga
    assert keep_for_last(seen, [k, 1]) == [k, 1]  # no other natural card: as it was


# ------------------------------------------------------ two bots, whole hands


def traded_twice(log: list[dict[str, Any]]) -> bool:
    """Two discards in a row returned a lixo of the same one card unchanged: the
    card went back and forth more than once."""
    thrown = [
        (is_return(log, i), e["carta"]) for i, e in enumerate(log) if e["acao"] == "descartar"
    ]
    return any(x[0] and y[0] and x[1] == y[1] for x, y in zip(thrown, thrown[1:], strict=False))


@pytest.mark.parametrize(
    ("a", "b", "preset"),
    [
        ("hoarder", "hoarder", "aberto"),
        ("hoarder", "medium", "aberto"),
        ("racer", "hoarder", "mestre-buraco"),
        ("cauteloso", "hoarder", "jogatina-aberto"),
    ],
)
def test_two_bots_never_trade_a_card_back_and_forth(a: str, b: str, preset: str) -> None:
    for seed in range(4):
        game = Game.new(ruleset(preset, meta=0), seed=seed)
        bots = [bot(a, seed), bot(b, seed + 100)]
        for _ in range(3000):
            if game.hand_over:
                break
            game.apply(bots[game.turn].choose(game.view(game.turn)))
        assert game.hand_over
        log = game.log
        assert take_backs(log, 2) == [], (seed, take_backs(log, 2))
        assert parked_in(log, game.rules.lixo_fechado) == [], seed
        assert not traded_twice(log), seed


def test_difícil_and_a_dica_follower_never_loop() -> None:
    """Difícil against a player who plays every move the Dica gives: one hand at
    aberto, no take-back on either side."""
    game = Game.new(ruleset("aberto", meta=0), seed=5)
    zeca = bot("hard", 3)
    for _ in range(600):
        if game.hand_over:
            break
        view = game.view(game.turn)
        move = zeca.choose(view) if game.turn == 0 else hint(view, seed=4, playouts=12).action
        game.apply(move)
    assert take_backs(game.log, 2) == []
    assert not traded_twice(game.log)


@pytest.mark.parametrize("level", LEVELS)
def test_no_take_back_for_a_jogo_that_would_empty_the_hand_before_a_discard(level: str) -> None:
    """Seed 001 (rioplatense): "No se cierra bajando todo: siempre con un descarte".
    Seen in the arena (seed 18801): the hoarder, its morto taken, held 6♥ 6♣ and took
    back its own 6♠ (Difícil had returned it unchanged): the three 6s make a jogo, but
    laying them empties the hand where the batida owes a discard, so it laid nothing
    and threw the 6♥ (bot decision B29)."""
    game = position(
        "rioplatense",
        hands=["6♠ 6♥ 6♣", OPPONENT],
        melds=[["J♠ J♠ J♥ J♥ J♦ J♦ J♣"], []],
        phase="baixar",
        mortos_left=0,
        mortos_taken=[True, True],
    )
    game.apply({"acao": "descartar", "carta": "6♠"})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "6♠"})
    seen = Seen.from_view(game.view(0))
    assert not seen.can_take_morto and seen.has_canastra()
    assert refuses_lixo(seen)
    assert bot(level).choose(game.view(0)) == {"acao": "comprar"}


def test_the_same_take_lays_down_where_the_batida_may_lay_everything() -> None:
    """Seed 000: "Pode bater descartando a última carta ou baixando tudo sem descartar":
    at aberto 6♠ 7♠ 8♠ go down as the batida, so the take is no take-back."""
    game = position(
        "aberto",
        hands=["6♠ 7♠ 8♠", "Q♣ 3♦ 8♦ 6♦ 10♣ A♥ 4♣"],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], []],
        phase="baixar",
        mortos_left=0,
        mortos_taken=[True, True],
    )
    game.apply({"acao": "descartar", "carta": "6♠"})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "6♠"})
    assert not refuses_lixo(Seen.from_view(game.view(0)))


# ------------------------------------------------ a take the rules make (B31)


def curingas_alone() -> Game:
    """Rioplatense: seat 0 threw its last natural card (6♦), keeping the 2♦; seat 1
    took the one-card lixo and threw the 6♦ back. Seat 0 holds curingas alone."""
    game = position("rioplatense", hands=["2♦ 6♦", OPPONENT], phase="baixar")
    game.apply({"acao": "descartar", "carta": "6♦"})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "6♦"})
    return game


def test_a_hand_of_curingas_alone_takes_back_as_the_rules_make_it() -> None:
    """Seed 001: "Si al empezar tu turno todas tus cartas son comodines, tienes que
    robar el pozo". Seen in the arena (rioplatense, Difícil against the hoarder, seed
    22401, match 46): Difícil held the 2♦ alone, the hoarder returned its 6♦
    unchanged, and the rules made Difícil take it back. The monte is refused, so the
    take is no take-back (bot decision B31)."""
    game = curingas_alone()
    seen = Seen.from_view(game.view(0))
    assert takes_back(seen) and compelled_take(seen)
    assert not refuses_lixo(seen)
    assert game.legal_actions() == [{"acao": "pegar_lixo"}]
    assert draw_options(seen, STYLES["hard"]) == [{"acao": "pegar_lixo"}]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_the_lixo_the_rules_make_it_take(level: str) -> None:
    game = curingas_alone()
    assert bot(level).choose(game.view(0)) == {"acao": "pegar_lixo"}


def test_a_take_the_rules_made_is_counted_apart() -> None:
    """The arena passes the log index of every take :func:`compelled_take` saw: the
    same turn is a take-back without it and none with it."""
    game = curingas_alone()
    index = len(game.log)
    assert compelled_take(Seen.from_view(game.view(0)))
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "6♦"})
    assert take_backs(game.log, 2) == [0]
    assert take_backs(game.log, 2, {index}) == []


def test_a_natural_card_in_hand_leaves_the_choice_to_the_seat() -> None:
    """With the 6♣ beside the 2♦ the monte is open: no rule makes the take."""
    game = position("rioplatense", hands=["2♦ 6♣ 6♦", OPPONENT], phase="baixar")
    game.apply({"acao": "descartar", "carta": "6♦"})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "6♦"})
    seen = Seen.from_view(game.view(0))
    assert takes_back(seen) and not compelled_take(seen)
    assert refuses_lixo(seen)
    assert bot("hard").choose(game.view(0)) == {"acao": "comprar"}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("pt", "só há curingas na sua mão"),
        ("en", "only wild cards"),
        ("es", "todas tus cartas son comodines"),
    ],
)
def test_the_dica_says_why_the_rules_take_the_lixo(lang: str, words: str) -> None:
    """The Dica's reason is the rule, not "uma carta a mais para formar jogos"."""
    game = curingas_alone()
    said = hint(game.view(0), lang, seed=4, playouts=12)
    assert said.action == {"acao": "pegar_lixo"}
    assert words in said.reason


def test_the_claim_of_curingas_alone_fails_with_a_natural_card_in_hand() -> None:
    natural = position("rioplatense", hands=["2♦ 6♣", OPPONENT], lixo="6♦")
    alone = curingas_alone()
    claim = Claim("only_curingas")
    shown = (int(parse_cards("6♦")[0]),)
    assert not holds(Position(Seen.from_view(natural.view(0)), shown), claim)
    assert holds(Position(Seen.from_view(alone.view(0)), shown), claim)


# ------------------------------------------- a card parked under one discard
# Seen in the lost hands of docs/lab/2026-12-05-aberto-at-120-and-the-hoarded-lixo.md:
# Difícil threw the A♦, Médio threw on it, Difícil took both, laid nothing and threw
# the A♦ again, turn after turn. The top card is Médio's, so take_backs does not see
# it. Bot decision B33 keeps the card taken back for last, as B24 keeps the card
# taken alone.


def _parking(preset: str = "aberto") -> Game:
    """Seat 0 threw the A♦ and seat 1 threw the Q♣ on it: seat 0 to draw."""
    game = position(preset, hands=["A♦ 9♥ 9♠ 5♣ K♦", OPPONENT], phase="baixar")
    game.apply({"acao": "descartar", "carta": "A♦"})
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "Q♣"})
    return game


def test_a_card_taken_from_under_one_discard_and_thrown_again_is_parked() -> None:
    game = _parking()
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": "A♦"})
    assert parked_in(game.log) == [0]
    assert take_backs(game.log, 2) == []  # the top card was the opponent's


def test_another_card_thrown_or_a_jogo_laid_is_no_parking() -> None:
    other = _parking()
    other.apply({"acao": "pegar_lixo"})
    other.apply({"acao": "descartar", "carta": "K♦"})
    assert parked_in(other.log) == []
    laid = position(hands=["A♦ 9♥ 10♥ 5♣ K♦", OPPONENT.replace("3♥", "J♥")], phase="baixar")
    laid.apply({"acao": "descartar", "carta": "A♦"})
    laid.apply({"acao": "comprar"})
    laid.apply({"acao": "descartar", "carta": "J♥"})
    laid.apply({"acao": "pegar_lixo"})
    laid.apply({"acao": "baixar", "cartas": "9♥ 10♥ J♥"})
    laid.apply({"acao": "descartar", "carta": "A♦"})
    assert parked_in(laid.log) == []


def test_the_side_s_card_under_one_discard_is_parked() -> None:
    """Seat 0's A♦ lies under seat 1's Q♣: it is parked; the top card is seat 1's
    own (B24's case), so seat 1 has nothing parked."""
    game = _parking()
    assert parked_cards(game.log, 0, 2) == tuple(int(c) for c in parse_cards("A♦"))
    assert parked_cards(game.log, 1, 2) == ()
    seen = Seen.from_view(game.view(0))
    assert not takes_back(seen)  # taking the lixo gives the hand the Q♣: no pass
    game.apply({"acao": "pegar_lixo"})
    seen = Seen.from_view(game.view(0))
    assert seen.retaken == tuple(int(c) for c in parse_cards("A♦"))
    assert seen.held_back == seen.retaken


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_throws_its_parked_card_again(level: str) -> None:
    """Issue 27, item 4: two seats never trade one card back and forth. Seat 0
    took the lixo with its A♦ under the Q♣ and lays nothing: it throws another
    card, so the A♦ does not park again under the next discard."""
    game = _parking()
    game.apply({"acao": "pegar_lixo"})
    action = bot(level).choose(game.view(0))
    while action["acao"] != "descartar":
        game.apply(action)
        action = bot(level).choose(game.view(0))
    assert action["carta"] != "A♦"


def test_the_dica_does_not_throw_the_parked_card_again() -> None:
    game = _parking()
    game.apply({"acao": "pegar_lixo"})
    action = hint(game.view(0), seed=4, playouts=12).action
    assert action["acao"] != "descartar" or action["carta"] != "A♦"


def test_keep_for_last_keeps_the_parked_card_when_the_hand_has_another() -> None:
    game = _parking()
    game.apply({"acao": "pegar_lixo"})
    seen = Seen.from_view(game.view(0))
    ace, king, queen = (int(parse_cards(c)[0]) for c in ("A♦", "K♦", "Q♣"))
    assert keep_for_last(seen, [ace, king, queen]) == [king, queen, ace]
    assert keep_for_last(seen, [ace]) == [ace]  # nothing else to throw


def test_once_the_lixo_is_taken_nothing_is_parked() -> None:
    """Seat 0 drew from the monte and threw the 5♣ on the Q♣; seat 1 took the whole
    lixo, the A♦ with it: seat 0 has no card left in the lixo."""
    game = _parking()
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "5♣"})
    assert parked_cards(game.log, 1, 2) == tuple(int(c) for c in parse_cards("Q♣"))
    game.apply({"acao": "pegar_lixo"})
    assert Seen.from_view(game.view(1)).retaken == tuple(int(c) for c in parse_cards("Q♣"))
    game.apply({"acao": "descartar", "carta": "4♠"})
    assert parked_cards(game.log, 0, 2) == ()
    assert Seen.from_view(game.view(1)).retaken == ()  # it has thrown


def test_a_parked_card_counts_for_the_partner_too() -> None:
    """Four seats: seat 0 threw the A♦, seat 1 threw the Q♣ on it, seat 2 (seat 0's
    partner) threw the 3♣ and seat 3 the 2♣: seat 0 sees its A♦ and its partner's 3♣
    under the other side's cards."""
    rules = ruleset("aberto")
    game = position(
        rules,
        hands=["A♦ 9♥ 9♠ 5♣ K♦", OPPONENT, "3♣ 6♦ 8♥ J♠ A♥ 5♥ 10♦", "2♣ 7♦ 9♥ Q♠ 4♣ 6♥ K♣"],
        melds=[[], []],
        phase="baixar",
    )
    for card in ("A♦", "Q♣", "3♣", "2♣"):
        game.apply({"acao": "descartar", "carta": card})
        if card != "2♣":
            game.apply({"acao": "comprar"})
    parked = parked_cards(game.log, 0, 4)
    assert sorted(parked) == sorted(int(c) for c in parse_cards("A♦ 3♣"))

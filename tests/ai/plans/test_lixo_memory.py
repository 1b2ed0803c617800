"""Difícil's guesses remember the cards under a stacked lixo (bot decision B16).

Seed 001: "Del pozo sólo se ve la carta de arriba (y cuántas hay)", but every card
went there "boca arriba" ("Descartar (obligatorio): una carta al pozo, boca
arriba"): each was seen when it was thrown, and the view's log names it. Seed 003:
"O Zeca só sabe o que você também saberia na mesa". A guess of the hidden cards
keeps the pile as it lies and deals only what nobody saw.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.knowledge.sampling import determinize
from buraco_tui.ai.knowledge.seen import Seen, lixo_memory
from buraco_tui.ai.plans.draw import draw_options
from buraco_tui.ai.plans.style import HARD
from buraco_tui.engine import Game, parse_cards, ruleset

STACKED = ["rioplatense", "jogatina-fechado", "vip-fechado-sujo"]


def _positions(preset: str, seeds: range):
    """Every position of Médio against Médio, with the view of the seat to act."""
    for seed in seeds:
        game = Game.new(ruleset(preset, meta=0), players=2, seed=seed)
        bots = [make_bot("medium", seed=1), make_bot("medium", seed=2)]
        while not game.hand_over:
            seat = game.turn
            view = game.view(seat)
            yield game, seat, view
            game.apply(bots[seat].choose(view))


@pytest.mark.parametrize("preset", STACKED)
def test_a_guess_keeps_the_pile_the_seat_saw_thrown(preset: str) -> None:
    """Seed 003: "uma carta virada abre o lixo": the card turned up at the deal was
    seen by every seat too, and the view names it while it lies at the bottom
    (decision 79): the guess keeps the whole pile as it lies."""
    checked = turned_up = 0
    for game, seat, view in _positions(preset, range(3)):
        pile = [str(c) for c in game.lixo]
        if len(pile) < 3:
            continue
        assert view["lixo"] == pile[-1:]  # the table shows only the top
        guess = determinize(view, Seen.from_view(view), random.Random(len(pile)))
        guessed = [str(c) for c in guess.lixo]
        assert len(guessed) == len(pile)
        memory = lixo_memory(view, Seen.from_view(view))
        assert memory is not None
        # every card thrown since the pile was last taken lies where it lies, on
        # the card turned up at the deal while nobody has taken the pile
        assert memory.unknown == 0
        assert guessed == pile
        if view["lixo_virada"] is not None:
            assert view["lixo_virada"] == pile[0]
            turned_up += 1
        # and no card of the pile is also dealt to a hand, the monte or a morto
        assert Counter(guess.all_cards()) == Counter(game.all_cards())
        assert guess.hand(seat) == game.hand(seat)
        checked += 1
    assert checked >= 20
    if preset != "vip-fechado-sujo":  # no card turned up at the deal there
        assert turned_up > 0


@pytest.mark.parametrize("preset", ["rioplatense"])
def test_a_view_that_does_not_name_the_turned_up_card_leaves_it_unknown(preset: str) -> None:
    """A view without ``lixo_virada`` (a save from before decision 79): the card at
    the bottom of a pile never taken is not guessed as known, the rest is."""
    checked = 0
    for game, _seat, view in _positions(preset, range(2)):
        pile = [str(c) for c in game.lixo]
        if len(pile) < 3 or view["lixo_virada"] is None:
            continue
        old = {k: v for k, v in view.items() if k != "lixo_virada"}
        memory = lixo_memory(old, Seen.from_view(old))
        assert memory is not None
        assert memory.unknown == 1
        assert [int(c) for c in parse_cards(" ".join(pile[1:-1]))] == list(memory.known)
        guess = determinize(old, Seen.from_view(old), random.Random(len(pile)))
        assert [str(c) for c in guess.lixo][1:] == pile[1:]
        checked += 1
    assert checked >= 5


def test_a_fanned_lixo_needs_no_memory() -> None:
    for _game, _seat, view in _positions("aberto", range(1)):
        assert lixo_memory(view, Seen.from_view(view)) is None


def test_a_log_that_does_not_fit_the_pile_falls_back_to_a_guess() -> None:
    found = next((p for p in _positions("jogatina-fechado", range(2)) if len(p[0].lixo) >= 3), None)
    assert found is not None, "no stacked lixo of 3 cards"
    game, _seat, view = found
    seen = Seen.from_view(view)
    assert lixo_memory(view, seen) is not None
    tampered = dict(view, lixo_count=view["lixo_count"] + 5)
    assert lixo_memory(tampered, seen) is None
    wrong_top = dict(view, log=[e for e in view["log"] if e.get("acao") != "descartar"])
    assert lixo_memory(wrong_top, seen) is None
    # the guess is still made, the pile guessed from the cards placed nowhere
    guess = determinize(view, seen, random.Random(1))
    assert len(guess.lixo) == len(game.lixo)


def test_a_stacked_lixo_is_weighed_by_its_count_not_by_the_one_card_shown() -> None:
    """Seed 004: "Para as variantes “Fechado”, apenas a carta em cima da pilha
    (colocada por último) fica visível", and seed 001 "(y cuántas hay)": the
    count is on the table. Difícil spends a curinga of its hand to use the top
    card of a closed lixo only when 2+ more cards come with it (draw.py's
    closed-lixo rule); on a stacked lixo the view shows one card, and the rule
    must read the count, or it never fires."""
    game = Game.from_layout(
        ruleset("jogatina-fechado", meta=0),
        hands=["5♥ 2♣ K♠ 9♦ 4♣ J♣ 8♦", "3♠ 3♦ 7♣ 10♠ Q♦ A♣ 6♦"],
        mortos=["8♠ 9♠ 10♦ J♠ Q♠ K♦ A♠ 3♣ 4♦ 5♦ 6♠", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 3♥ 4♠ 5♣ 6♣"],
        monte="2♠ 9♣ 10♣",
        lixo="Q♣ 7♦ K♣ 7♥",
    )
    view = game.view(0)
    assert view["lixo"] == ["7♥"]
    seen = Seen.from_view(view)
    assert seen.lixo_size == 4
    options = draw_options(seen, HARD)
    # 5♥ 2♣ 7♥: the hand's curinga makes a jogo with the top card, and 3 more come along
    assert {"acao": "pegar_lixo", "cartas": "5♥ 2♣"} in options
    # with only the top card there, the same curinga is not worth spending
    alone = Game.from_layout(
        ruleset("jogatina-fechado", meta=0),
        hands=["5♥ 2♣ K♠ 9♦ 4♣ J♣ 8♦", "3♠ 3♦ 7♣ 10♠ Q♦ A♣ 6♦"],
        mortos=["8♠ 9♠ 10♦ J♠ Q♠ K♦ A♠ 3♣ 4♦ 5♦ 6♠", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 3♥ 4♠ 5♣ 6♣"],
        monte="2♠ 9♣ 10♣",
        lixo="7♥",
    )
    assert not any("cartas" in o for o in draw_options(Seen.from_view(alone.view(0)), HARD))

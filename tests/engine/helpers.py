"""Shared helpers for the engine tests: built positions and refusal checks."""

from __future__ import annotations

import random
from typing import Any

import pytest

from buraco_tui.engine import Game, IllegalAction, Rules, cards_text, ruleset

#: Two mortos made of cards the tests rarely use (one copy of each).
MORTO_A = "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"
MORTO_B = "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"
#: A short monte, top card first.
MONTE = "K♣ Q♣ J♣ 10♣ 9♣"


def rules_of(preset: str | Rules, **options: Any) -> Rules:
    """A Rules value from a preset id (plus options) or the Rules itself."""
    return preset if isinstance(preset, Rules) else ruleset(preset, **options)


def layout(preset: str | Rules = "aberto", **kw: Any) -> Game:
    """``Game.from_layout`` with two mortos and a short monte by default."""
    kw.setdefault("mortos", [MORTO_A, MORTO_B])
    kw.setdefault("monte", MONTE)
    return Game.from_layout(rules_of(preset), **kw)


def refuse(game: Game, action: Any, code: str | None = None) -> IllegalAction:
    """Apply ``action``, expect a refusal (with ``code`` when given) and no change."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    err = info.value
    assert isinstance(err, ValueError)
    if code is not None:
        assert err.code == code, (err.code, str(err))
    assert str(err).strip(), "a refusal must say why (pt)"
    assert err.message("en").strip(), "a refusal must say why (en)"
    assert game.to_json() == before, "a refused action changed the game"
    return err


def texts(cards: Any) -> list[str]:
    """Cards as a list of their texts."""
    return [str(c) for c in cards]


def meld_texts(game: Game, side: int) -> list[str]:
    """A side's jogos as card texts in table order."""
    return [cards_text(m.cards) for m in game.melds(side)]


def card_count(game: Game) -> int:
    """Every card of the game, counted from the public reading API."""
    n = sum(len(game.hand(s)) for s in range(game.players))
    n += sum(len(m.cards) for side in range(game.sides) for m in game.melds(side))
    return n + len(game.lixo) + game.monte_count + 11 * game.mortos_left


def play_random(game: Game, rng: random.Random, max_steps: int = 5000) -> list[dict]:
    """Play uniform random legal actions until the hand ends; return them."""
    done = []
    for _ in range(max_steps):
        if game.hand_over:
            return done
        action = rng.choice(game.legal_actions())
        game.apply(action)
        done.append(action)
    raise AssertionError("the hand did not end")

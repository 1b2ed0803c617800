"""Checks and readings of a game that the engine and bot tests share: a refusal that changes
nothing, cards as texts, and every card counted from the public reading API."""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.engine import Game, IllegalAction, cards_text


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

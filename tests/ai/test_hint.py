"""The Dica: Difícil's move on the player's own view, with one sentence of why.

Issue 4: "Dica runs the Difícil reasoning on the human's view and returns the
move plus one sentence of why, in the UI's language (e.g. "Pegue o lixo: o 7♥
fecha 5♥ 6♥ 7♥ e seu jogo de copas fica a 2 cartas da canastra.")."
"""

from __future__ import annotations

from buraco_tui.ai import Hint, hint
from buraco_tui.engine import IllegalAction

from .helpers import position, random_position

BUDGET = {"playouts": 30, "time_limit": None}


def test_hint_names_the_lixo_card_and_the_jogo_it_makes() -> None:
    game = position(hands=["5♥ 6♥ 3♥ 4♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠", 11], lixo="K♦ J♣ 7♥")
    pt = hint(game.view(0), "pt", seed=1, **BUDGET)
    assert isinstance(pt, Hint)
    assert pt.action == {"acao": "pegar_lixo"}
    assert pt.reason.startswith("Pegue o lixo: o 7♥")
    assert "copas" in pt.reason and "canastra" in pt.reason
    assert "7♥" in pt.cards and "5♥" in pt.cards
    en = hint(game.view(0), "en", seed=1, **BUDGET)
    assert en.action == pt.action
    assert en.reason.startswith("Take the lixo: the 7♥")
    assert "hearts" in en.reason


def test_hint_for_a_discard_highlights_that_card() -> None:
    game = position(
        hands=["8♣ 4♦ 9♠ 10♠ J♥ Q♥", 11], melds=[[], ["5♣ 6♣ 7♣"]], lixo="3♥", phase="baixar"
    )
    h = hint(game.view(0), "pt", seed=1, **BUDGET)
    assert h.action["acao"] == "descartar"
    assert h.cards == [h.action["carta"]]
    assert h.reason.startswith(f"Descarte o {h.action['carta']}:")
    assert hint(game.view(0), "en", seed=1, **BUDGET).reason.startswith("Discard the")


def test_hint_is_legal_and_speaks_both_languages_in_random_positions() -> None:
    for seed in range(8):
        game = random_position("aberto" if seed % 2 else "fechado", 300 + seed)
        if game.hand_over:
            continue
        view = game.view(game.turn)
        h = hint(view, "pt", seed=seed, playouts=12, time_limit=None)
        trial = game.copy()
        try:
            trial.apply(h.action)
        except IllegalAction as exc:  # pragma: no cover - the failure message
            raise AssertionError(f"{h.action}: {exc}") from None
        assert h.reason.endswith(".") and h.reason.count(".") >= 1
        visible = set(view["hand"]) | set(view["lixo"])
        assert set(h.cards) <= visible, (h.cards, visible)
        en = hint(view, "en", seed=seed, playouts=12, time_limit=None)
        assert en.action == h.action and en.reason != h.reason

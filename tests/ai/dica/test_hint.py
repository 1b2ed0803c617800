"""The Dica: Difícil's move on the player's own view, with one sentence of why.

Issue 4: "Dica runs the Difícil reasoning on the human's view and returns the
move plus one sentence of why, in the UI's language (e.g. "Pegue o lixo: o 7♥
fecha 5♥ 6♥ 7♥ e seu jogo de copas fica a 2 cartas da canastra.")."
"""

from __future__ import annotations

from buraco_tui.ai import Hint, hint
from buraco_tui.engine import IllegalAction
from tests.helpers.positions import position, random_position

BUDGET = {"playouts": 60, "time_limit": None}


def test_hint_names_the_lixo_card_and_the_jogo_it_makes() -> None:
    game = position(hands=["5♥ 6♥ 3♥ 4♥ K♠ 9♣ 4♦ J♠ 3♣ Q♦ 8♠", 11], lixo="K♦ 8♥ 7♥")
    pt = hint(game.view(0), "pt", seed=1, **BUDGET)
    assert isinstance(pt, Hint)
    assert pt.action == {"acao": "pegar_lixo"}
    assert pt.reason == (
        "Pegue o lixo: o 7♥ e o 8♥ fecham 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ e seu jogo de copas fica a "
        "1 carta da canastra."
    )
    assert pt.cards == ["3♥", "4♥", "5♥", "6♥", "7♥", "8♥"]
    en = hint(game.view(0), "en", seed=1, **BUDGET)
    assert en.action == pt.action
    assert en.reason == (
        "Take the lixo: the 7♥ and the 8♥ make 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ and your hearts meld is "
        "1 card from a canastra."
    )


def test_hint_sentence_for_one_lixo_card_on_a_jogo() -> None:
    """The closed lixo: the top card goes on a jogo of the player's own."""
    game = position(
        "fechado",
        hands=["5♥ 6♥ K♠ 4♦ J♠ 3♣ Q♦ 8♠", 11],
        lixo="K♦ J♣",
        melds=[["8♣ 9♣ 10♣"], []],
    )
    pt = hint(game.view(0), "pt", seed=1, **BUDGET)
    assert pt.action == {"acao": "pegar_lixo", "jogo": 0}
    assert pt.reason == (
        "Pegue o lixo: o J♣ entra no seu jogo de paus (8♣ 9♣ 10♣), que fica a 3 cartas da canastra."
    )
    assert pt.cards == ["J♣"]


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


def test_hint_explains_discarding_a_curinga_that_feeds_no_one() -> None:
    # "Olhe os jogos do Zeca antes de descartar": the A♣ would make his 2♣..K♣ a
    # canastra of 500, so the curinga goes instead.
    game = position(
        hands=["2♦ 2♦ A♣ 2♣", 11],
        melds=[["J♦ Q♦ K♦ A♦"], ["2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"]],
        phase="baixar",
    )
    h = hint(game.view(0), "pt", seed=1, **BUDGET)
    assert h.action["acao"] == "descartar" and h.action["carta"] != "A♣"
    assert h.reason.endswith("qualquer outra carta serviria aos jogos do adversário.")

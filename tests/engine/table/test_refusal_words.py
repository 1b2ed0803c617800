"""Issue 26: a refusal says what is wrong with the cards the player chose."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, IllegalAction, check_meld, ruleset
from buraco_tui.text.lang import has
from tests.helpers.positions import full_layout


def test_a_gap_with_no_curinga_is_its_own_refusal():
    """Seed 003: "Um jogo é uma sequência de 3 ou mais cartas seguidas do mesmo naipe".
    7♠ 10♠ Q♠ hold no curinga at all: the refusal must not speak of one."""
    rules = ruleset("aberto")
    check = check_meld("7♠ 10♠ Q♠", rules)
    assert check.code == "sequencia_falta_carta"
    assert "curinga" not in check.reason and "seguidas" in check.reason
    assert has("refusal.sequencia_falta_carta")
    # with a curinga that still cannot fill the gap, the old sentence stands
    assert check_meld("7♠ 10♠ Q♠ 2♣", rules).code == "sequencia_com_buraco"
    assert check_meld("7♠ 10♠ Q♠ 2♠", rules).code == "sequencia_com_buraco"


def test_a_nested_reason_after_a_colon_starts_in_lower_case():
    """ "Essas cartas não encaixam nesse jogo: Uma sequência…" read wrong."""
    game: Game = full_layout(
        hands=["5♥ 9♠ 3♣ 4♣", "A♣ A♣ 7♥"], melds=[["3♠ 4♠ 5♠"], []], phase="baixar"
    )
    with pytest.raises(IllegalAction) as refused:
        game.apply({"acao": "encostar", "jogo": 0, "cartas": "5♥"})
    for lang in ("pt", "en", "es"):
        text = refused.value.message(lang)
        head, _, tail = text.partition(": ")
        assert tail and tail[0].islower(), text
    assert ": uma sequência" in str(refused.value)

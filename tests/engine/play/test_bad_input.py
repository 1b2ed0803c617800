"""Bad input: every malformed or impossible action is refused with a reason and leaves the
game unchanged; impossible layouts raise ValueError (issue 2, "Bad input")."""

from __future__ import annotations

import pytest

from buraco_tui.engine import Game, IllegalAction, parse_cards, ruleset
from tests.helpers.checks import refuse
from tests.helpers.positions import layout


def baixar_position():
    return layout(
        hands=["5♥ 6♥ 7♥ 9♠ K♣", "3♣ 4♣"], phase="baixar", melds=[["8♥ 9♥ 10♥"], ["4♦ 5♦ 6♦"]]
    )


def comprar_position():
    return layout(hands=["5♥ 6♥ 7♥ 9♠ K♣", "3♣ 4♣"], melds=[["8♥ 9♥ 10♥"], []], lixo="2♠")


@pytest.mark.parametrize("action", [None, "comprar", ["acao", "comprar"], 5, ("acao",)])
def test_non_dict_action(action):
    # API: 'Acting: apply(action) where action is a dict'
    refuse(baixar_position(), action, "acao_malformada")


@pytest.mark.parametrize(
    "action",
    [{}, {"acao": None}, {"acao": "voar"}, {"acao": ["x"]}, {"acao": "COMPRAR"}, {"jogo": 0}],
)
def test_unknown_or_missing_acao(action):
    err = refuse(comprar_position(), action, "acao_desconhecida")
    assert "comprar" in str(err)  # the sentence lists the valid moves


@pytest.mark.parametrize(
    "action",
    [
        {"acao": "baixar"},
        {"acao": "encostar", "cartas": "7♥"},
        {"acao": "encostar", "jogo": 0},
        {"acao": "descartar"},
        {"acao": "baixar_varios"},
    ],
)
def test_missing_fields(action):
    refuse(baixar_position(), action, "acao_malformada")


@pytest.mark.parametrize(
    "action",
    [
        {"acao": "descartar", "carta": "K♣", "cartas": "K♣"},
        {"acao": "baixar", "cartas": "5♥ 6♥ 7♥", "jogo": 0},
        {"acao": "encostar", "jogo": 0, "cartas": "7♥", "x": 1},
        {"acao": "descartar", "carta": "K♣", 1: 2},
    ],
)
def test_unknown_fields(action):
    refuse(baixar_position(), action, "acao_malformada")


def test_unknown_field_on_comprar():
    refuse(comprar_position(), {"acao": "comprar", "cartas": "5♥"}, "acao_malformada")


def test_open_lixo_takes_no_cards_or_jogo():
    # seed 000: "pegar_lixo: fase 'comprar', lixo não vazio" (no fields in the open lixo)
    refuse(comprar_position(), {"acao": "pegar_lixo", "cartas": "5♥ 6♥"})


@pytest.mark.parametrize(
    "action, code",
    [
        ({"acao": "descartar", "carta": "A♠"}, "carta_nao_esta_na_mao"),
        ({"acao": "baixar", "cartas": "5♥ 6♥ 7♥ 7♥"}, "carta_nao_esta_na_mao"),
        ({"acao": "baixar", "cartas": "JK 5♥ 6♥"}, "carta_nao_esta_na_mao"),
        ({"acao": "encostar", "jogo": 0, "cartas": "J♥"}, "carta_nao_esta_na_mao"),
        ({"acao": "baixar_varios", "jogos": ["5♥ 6♥ 7♥", "5♥ 6♥ 7♥"]}, "carta_nao_esta_na_mao"),
    ],
)
def test_cards_not_in_hand(action, code):
    err = refuse(baixar_position(), action, code)
    assert any(str(c) in str(err) for c in parse_cards("A♠ 7♥ 🃏 J♥ 5♥"))


@pytest.mark.parametrize(
    "action, code",
    [
        ({"acao": "descartar", "carta": "ZZ"}, "cartas_invalidas"),
        ({"acao": "baixar", "cartas": "5♥ 6♥ 1♥"}, "cartas_invalidas"),
        ({"acao": "baixar", "cartas": [1.5]}, "cartas_invalidas"),
        ({"acao": "baixar", "cartas": [53]}, "cartas_invalidas"),
        ({"acao": "descartar", "carta": ""}, "sem_cartas"),
        ({"acao": "baixar", "cartas": "  "}, "sem_cartas"),
        ({"acao": "descartar", "carta": 5}, "acao_malformada"),
        ({"acao": "descartar", "carta": None}, "acao_malformada"),
        ({"acao": "baixar", "cartas": {"a": 1}}, "acao_malformada"),
        ({"acao": "descartar", "carta": "K♣ 9♠"}, "acao_malformada"),
        ({"acao": "baixar_varios", "jogos": "5♥ 6♥ 7♥"}, "acao_malformada"),
        ({"acao": "baixar_varios", "jogos": []}, "acao_malformada"),
        ({"acao": "baixar_varios", "jogos": [None]}, "acao_malformada"),
    ],
)
def test_unreadable_cards(action, code):
    err = refuse(baixar_position(), action, code)
    if code == "cartas_invalidas" and isinstance(action.get("cartas", action.get("carta")), str):
        assert "ZZ" in str(err) or "1♥" in str(err)  # names the bad token


@pytest.mark.parametrize("jogo", [1, 5, -1, "x", True, None, 0.5, [0]])
def test_unknown_jogo_id(jogo):
    # seed 000: "encostar: jogo: id do jogo" — only the own side's jogos have ids
    refuse(
        baixar_position(), {"acao": "encostar", "jogo": jogo, "cartas": "7♥"}, "jogo_inexistente"
    )


@pytest.mark.parametrize(
    "action",
    [
        {"acao": "baixar", "cartas": "5♥ 6♥ 7♥"},
        {"acao": "baixar_varios", "jogos": ["5♥ 6♥ 7♥"]},
        {"acao": "encostar", "jogo": 0, "cartas": "7♥"},
        {"acao": "descartar", "carta": "K♣"},
    ],
)
def test_wrong_phase_before_drawing(action):
    # seed 000: "baixar ... fase 'baixar'"; "descartar ... fase 'baixar'"
    refuse(comprar_position(), action, "fase_comprar")


@pytest.mark.parametrize("action", [{"acao": "comprar"}, {"acao": "pegar_lixo"}])
def test_wrong_phase_after_drawing(action):
    # seed 000: "comprar: fase 'comprar'"
    refuse(baixar_position(), action, "fase_baixar")


def test_nova_mao_during_the_hand():
    refuse(baixar_position(), {"acao": "nova_mao"}, "mao_em_andamento")


def test_empty_monte_cannot_be_drawn():
    game = layout(hands=["5♥", "3♣"], monte="", mortos=[])
    refuse(game, {"acao": "comprar"}, "monte_vazio")


def test_refusals_speak_portuguese_and_english():
    # issue 2: 'Every refusal carries a stable code and a sentence a player understands
    # (Portuguese by default; the UI will also need English)'
    game = baixar_position()
    with pytest.raises(IllegalAction) as info:
        game.apply({"acao": "baixar", "cartas": "5♥ 7♥ 9♠"})
    err = info.value
    assert err.code == "jogo_invalido"
    assert str(err) == err.message() == err.message("pt")
    assert err.message("en") != err.message("pt") and err.message("en").strip()


@pytest.mark.parametrize("kw", [dict(players=3), dict(players=1), dict(seed="x")])
def test_bad_new_game(kw):
    # rules.md §1.1: "2 players (each is a side) or 4 in pairs"
    with pytest.raises(ValueError):
        Game.new(ruleset("aberto"), **kw)


def test_rules_must_come_from_ruleset():
    with pytest.raises(ValueError):
        Game.new("aberto")


# ------------------------------------------------------------------ impossible layouts


@pytest.mark.parametrize(
    "kw",
    [
        dict(hands=["A♠ A♠ A♠", "K♥"]),  # three copies of a card
        dict(hands=["A♠ A♠", "K♥"], lixo="A♠"),  # three across the table
        dict(hands=["JK", "K♥"]),  # a joker where the table plays without
        dict(hands=["5♥", "K♥", "Q♥"]),  # three players
        dict(hands="5♥ K♥"),
        dict(hands=["5♥", "K♥"], turn=2),
        dict(hands=["5♥", "K♥"], phase="dormir"),
        dict(hands=["5♥", "K♥"], melds=[["3♥ 5♥ 9♣"], []]),  # no jogo
        dict(hands=["5♥", "K♥"], melds=[[]]),
        dict(hands=["5♥", "K♥"], lixo_taken=["Q♠", ""]),  # taken cards not in the hand
        dict(hands=["5♥", "K♥"], scores=[1]),
        dict(hands=["5♥", "K♥"], mortos_taken=[True]),
        dict(hands=["5♥", "K♥"], monte="ZZ"),
        dict(hands=["5♥", "K♥"], mortos=["A♦", "K♦", "Q♦"]),  # three mortos
    ],
)
def test_impossible_layout(kw):
    # API: 'An impossible layout (more copies of a card than the decks hold) raises ValueError.'
    with pytest.raises(ValueError) as info:
        layout(**kw)
    assert str(info.value).strip()

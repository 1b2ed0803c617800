"""What a seat sees (rules.md §9), the legal-action suggestions and the time-out move (rules.md §10)."""

from __future__ import annotations

import itertools
import json

import pytest

from buraco_tui.engine import PRESETS, Game, IllegalAction, check_meld, ruleset
from tests.helpers.checks import texts
from tests.helpers.positions import MORTO_A, MORTO_B, layout
from tests.helpers.suggestions import assert_suggestions_match_oracle, suggested


def json_plain(data):
    """The view is plain JSON data: it survives a dump/load unchanged."""
    return json.loads(json.dumps(data, ensure_ascii=False)) == data


# ------------------------------------------------------------------ the view


@pytest.mark.parametrize("players", [2, 4])
def test_view_is_plain_json(players):
    # API: 'view(seat) (what that seat may see, nothing more, as plain JSON data with cards as
    # their text)'
    game = Game.new(ruleset("aberto"), players=players, seed=8)
    for seat in range(players):
        view = game.view(seat)
        assert json_plain(view)
        assert view["hand"] == texts(game.hand(seat))
        assert view["hand_counts"] == [11] * players
        assert view["monte_count"] == game.monte_count and view["mortos_left"] == 2
        assert view["lixo"] == texts(game.lixo)


def hidden_twins():
    """Two games alike in all seat 0 may see, unlike in every hidden card."""
    common = dict(
        lixo="4♦ 9♥",
        melds=[["8♥ 9♥ 10♥"], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"]],
        turn=1,
        lixo_taken=[["5♥"], ["J♣"]],
    )
    a = layout(
        hands=["5♥ 9♠ K♣", "3♣ 4♣ 8♦ 2♠ J♣"],
        monte="Q♥ J♥ 10♥ 6♦",
        mortos=[MORTO_A, MORTO_B],
        **common,
    )
    b = layout(
        hands=["5♥ 9♠ K♣", "7♣ 7♦ A♥ 2♠ J♣"],
        monte="6♦ 10♥ J♥ K♥",
        mortos=[MORTO_B, "A♣ A♣ 2♦ 3♥ 6♣ 7♥ 8♣ Q♠ 10♦ J♦ Q♦"],
        **common,
    )
    return a, b


def test_view_shows_nothing_hidden():
    # rules.md §9.1: "Never the order of the monte, the mortos, or the other hands."; seed 003:
    # "O Zeca só sabe o que você também saberia na mesa"
    a, b = hidden_twins()
    assert a.view(0) == b.view(0)
    text = json.dumps(a.view(0), ensure_ascii=False)
    for hidden in ("8♦", "Q♥", "J♥", "6♦"):  # only in seat 1's hand or the monte
        assert hidden not in text
    # the same public move keeps the twins alike for seat 0
    for game in (a, b):
        game.apply({"acao": "comprar"})
        game.apply({"acao": "descartar", "carta": "2♠"})
    assert a.view(0) == b.view(0)
    assert a.view(0)["lixo"] == ["4♦", "9♥", "2♠"]


def test_view_shows_counts_jogos_scores_and_lixo_taken():
    # rules.md §9.1, §9.2: "the whole lixo ...; every jogo on the table with its canastra label; both
    # scores; card counts of every hand, the monte and the mortos; which cards each player took
    # from the lixo and still holds"
    a, _ = hidden_twins()
    view = a.view(0)
    assert view["hand"] == ["9♠", "5♥", "K♣"]
    assert view["hand_counts"] == [3, 5]
    assert view["lixo"] == ["4♦", "9♥"]
    assert view["monte_count"] == 4 and view["mortos_left"] == 2
    assert [m["cards"] for m in view["melds"][0]] == [["8♥", "9♥", "10♥"]]
    assert view["melds"][1][0]["canastra"] == "limpa"
    assert view["melds"][0][0]["canastra"] is None
    assert view["lixo_taken"] == [["5♥"], ["J♣"]]
    assert view["scores"] == [0, 0]


def test_view_in_pairs_shows_only_the_own_hand():
    # rules.md §9.1: "Own hand"; a partner's hand is hidden too
    game = layout(hands=["5♥ 9♠", "3♣ 4♣", "8♥ 8♥ Q♠", "J♥"], lixo_taken=["", "", "Q♠", ""])
    view = game.view(0)
    assert view["hand"] == ["9♠", "5♥"]
    assert view["hand_counts"] == [2, 2, 3, 1]
    assert view["lixo_taken"] == [[], [], ["Q♠"], []]
    assert "8♥" not in json.dumps(view, ensure_ascii=False)


def test_view_of_a_bad_seat():
    game = Game.new(ruleset("aberto"), seed=8)
    for seat in (2, -1, "0", None):
        with pytest.raises(ValueError):
            game.view(seat)


def test_view_after_the_hand_is_plain_json():
    # seed 002: "a contagem de cada dupla aberta para conferência"
    game = layout(
        hands=["K♥", "3♥ 4♥"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"], []],
    )
    game.apply({"acao": "descartar", "carta": "K♥"})
    view = game.view(1)
    assert json_plain(view)
    assert view["hand_over"] is True and view["batida_by"] == 0


# ------------------------------------------------------------------ legal actions


def test_legal_actions_at_the_draw():
    # seed 000: "legalActions ... devolve: comprar, pegar o lixo"
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"], lixo="7♦")
    assert game.legal_actions() == [{"acao": "comprar"}, {"acao": "pegar_lixo"}]
    empty = layout("mestre-buraco", hands=["5♥ 9♠", "3♣ 4♣"])
    assert empty.legal_actions() == [{"acao": "comprar"}]


def test_legal_actions_after_the_draw_follow_section_4():
    # seed 000: "cada descarte possível e sugestões de baixada: todo jogo novo de 3 cartas que a
    # mão permite, todo encoste de 1 carta"
    game = layout(
        hands=["5♥ 6♥ 7♥ 5♥ 2♣ 9♠ K♠ Q♠ A♦", "3♣ 4♣"], phase="baixar", melds=[["8♥ 9♥ 10♥"], []]
    )
    assert_suggestions_match_oracle(game)
    got = suggested(game)
    assert ("5♥", "6♥", "7♥") in got["baixar"]
    assert ("2♣", "K♠", "Q♠") in got["baixar"]
    assert sorted(got["encostar"]) == [(0, "2♣"), (0, "7♥")]


def test_identical_copies_count_once():
    # seed 000: "Cópias iguais da mesma carta (dos dois baralhos) contam como uma só nas
    # sugestões."
    game = layout(
        hands=["5♥ 5♥ 6♥ 6♥ 7♥ 7♥ K♣", "3♣ 4♣"], phase="baixar", melds=[["8♥ 9♥ 10♥"], []]
    )
    got = suggested(game)
    assert got["descartar"].count("5♥") == 1
    assert got["baixar"].count(("5♥", "6♥", "7♥")) == 1
    assert got["encostar"].count((0, "7♥")) == 1
    assert_suggestions_match_oracle(game)


def test_legal_actions_with_trincas_and_jokers():
    # seed 002: "Buraco Fechado: ... trinca vale"; "Um curinga (joker ou 2) por jogo."
    game = layout(
        "jogatina-fechado",
        hands=["9♥ 9♠ 9♣ JK 2♦ 4♣ K♦", "3♣ 4♣"],
        phase="baixar",
        melds=[["6♣ 7♣ 8♣"], []],
    )
    assert_suggestions_match_oracle(game)
    assert ("9♠", "9♣", "9♥") in suggested(game)["baixar"]


def test_every_suggestion_applies():
    # seed 000: "legalActions (usado pelo robô e pelo tempo esgotado)"
    positions = [
        layout(
            hands=["5♥ 6♥ 7♥ 5♥ 2♣ 9♠ K♠ Q♠ A♦", "3♣ 4♣"], phase="baixar", melds=[["8♥ 9♥ 10♥"], []]
        ),
        layout(
            "fechado", hands=["5♥ 6♥ 7♥ 2♣ 9♠", "3♣ 4♣"], lixo="Q♠ 8♥", melds=[["9♥ 10♥ J♥"], []]
        ),
        layout(
            hands=["3♥ 4♥ 5♥ 8♥", "3♣ 4♣"],
            phase="baixar",
            mortos_taken=[True, False],
            melds=[["5♣ 6♣ 7♣"], []],
        ),
    ]
    for game in positions:
        actions = game.legal_actions()
        assert actions
        for action in actions:
            game.copy().apply(action)


def test_closed_lixo_suggestions():
    # seed 003: "formando um jogo novo com pelo menos 2 cartas da mão, ou pondo-a num jogo seu
    # onde ela encaixe"
    game = layout(
        "fechado", hands=["5♥ 6♥ 7♥ 2♣ 9♠", "3♣ 4♣"], lixo="Q♠ 8♥", melds=[["9♥ 10♥ J♥"], []]
    )
    actions = game.legal_actions()
    assert actions[0] == {"acao": "comprar"}
    pairs = {tuple(sorted(a["cartas"].split())) for a in actions if "cartas" in a}
    jogos = {a["jogo"] for a in actions if "jogo" in a}
    hand = texts(game.hand(0))
    want = {
        tuple(sorted(p))
        for p in itertools.combinations(hand, 2)
        if check_meld(list(p) + ["8♥"], game.rules).ok
    }
    assert pairs == want == {("6♥", "7♥"), ("2♣", "7♥"), ("2♣", "6♥")}
    assert jogos == {0}
    assert all(a["acao"] in ("comprar", "pegar_lixo") for a in actions)


def test_suggestions_respect_the_two_card_rule():
    # seed 003: "precisa guardar 2 cartas na mão depois de baixar"
    game = layout(
        hands=["3♥ 4♥ 5♥ 8♥", "3♣ 4♣"],
        phase="baixar",
        mortos_taken=[True, False],
        melds=[["5♣ 6♣ 7♣"], []],
    )
    got = suggested(game)
    assert got["baixar"] == []  # 3♥ 4♥ 5♥ would leave one card
    one = layout(
        hands=["8♥", "3♣ 4♣"], phase="baixar", mortos_taken=[True, False], melds=[["5♣ 6♣ 7♣"], []]
    )
    assert one.legal_actions() == []  # nothing may run this hand out; no discard either


def test_vulneravel_opening_suggestion():
    # seed 000: "e, para dupla vulnerável, uma abertura com vários jogos quando a mão alcança os
    # 75 pontos"
    hand = "10♥ J♥ Q♥ K♥ A♥ 8♣ 9♣ 10♣ 3♦ 4♦ 5♦ 7♠"
    game = layout("mestre-canastra", hands=[hand, "3♣ 4♣"], phase="baixar", scores=[1500, 0])
    openings = [a for a in game.legal_actions() if a["acao"] in ("baixar", "baixar_varios")]
    assert openings and all(a["acao"] == "baixar_varios" for a in openings)
    for action in openings:
        assert sum(check_meld(j, game.rules).points for j in action["jogos"]) >= 75
        game.copy().apply(action)


def test_vulneravel_opening_suggested_whenever_the_hand_reaches_75():
    # seed 000: "para dupla vulnerável, uma abertura com vários jogos quando a mão alcança os
    # 75 pontos" — here Q♠ A♠ 2♣ (35) + 9♠ 10♠ J♠ (30) + 5♥ 6♥ 7♥ (15) = 80
    hand = "9♠ 10♠ J♠ Q♠ A♠ 2♣ 5♥ 6♥ 7♥ K♦ 3♣"
    game = layout(
        "mestre-canastra",
        hands=[hand, "3♥ 4♥"],
        mortos=[MORTO_B],
        monte="K♣",
        phase="baixar",
        scores=[1500, 0],
    )
    game.copy().apply({"acao": "baixar_varios", "jogos": ["Q♠ A♠ 2♣", "9♠ 10♠ J♠", "5♥ 6♥ 7♥"]})
    openings = [a for a in game.legal_actions() if a["acao"] == "baixar_varios"]
    assert openings
    for action in openings:
        assert sum(check_meld(j, game.rules).points for j in action["jogos"]) >= 75


def test_no_suggestions_after_an_abandon():
    # seed 000: "Abandono: se um jogador abandona, a outra dupla (ou o outro jogador) vence." —
    # the match is over, so nothing is left to suggest
    game = Game.new(ruleset("aberto"), seed=3)
    game.abandon(0)
    assert game.legal_actions() == []


def test_legal_actions_order_survives_saving():
    # API: 'in an order that depends only on the game's state (so a game read back from JSON
    # lists them alike)'
    for preset in ("aberto", "fechado"):
        game = Game.new(ruleset(preset), seed=31)
        for _ in range(3):
            assert Game.from_json(game.to_json()).legal_actions() == game.legal_actions()
            game.apply(game.legal_actions()[-1])


# ------------------------------------------------------------------ time-out move


def test_timeout_draws_from_the_monte():
    # seed 000: "Tempo esgotado: compra do monte"
    game = layout(hands=["5♥ 9♠", "3♣ 4♣"], lixo="5♥")
    assert game.timeout_action() == {"acao": "comprar"}


@pytest.mark.parametrize(
    "hand, discard",
    [
        ("2♦ K♠ Q♠ 7♣ 9♥ 3♥ 4♥", "9♥"),  # loose: 7♣ 9♥; highest value 9♥
        ("A♥ K♣ 3♦ 4♦", "A♥"),  # loose ace (15) beats loose K♣ (10)
        ("2♦ 7♣ 5♥ 6♥", "7♣"),  # the 2 is worth more, but curingas go last
        ("2♦ 2♠ 8♣", "8♣"),
    ],
)
def test_timeout_discards_the_loose_card_of_highest_value(hand, discard):
    # seed 000: "na hora de descartar, sai a carta solta (sem vizinha de naipe na mão) de maior
    # valor, deixando os curingas por último."
    game = layout(hands=[hand, "3♣ 4♣"], phase="baixar")
    action = game.timeout_action()
    assert action == {"acao": "descartar", "carta": discard}
    game.apply(action)
    assert game.turn == 1


def test_timeout_lays_off_the_last_card_when_it_may_not_be_discarded():
    # seed 000: "Só pode bater quem já tem pelo menos uma canastra" (rules.md §6): with one
    # card left, the morto taken and no canastra, the discard is refused; laid off, the card
    # closes the canastra and bats ("ou baixando tudo sem descartar"), so the time-out lays
    # the card off
    # instead of sending a move the engine refuses (found by the property play-outs).
    game = layout(
        hands=["A♣", "8♥ 9♥"],
        melds=[["2♣ 3♣ 4♣ 5♣ 6♣ 7♣"], []],
        mortos=[MORTO_B],
        mortos_taken=[True, False],
        phase="baixar",
    )
    with pytest.raises(IllegalAction):
        game.copy().apply({"acao": "descartar", "carta": "A♣"})
    action = game.timeout_action()
    assert action["acao"] == "encostar" and action["cartas"] == "A♣"
    game.apply(action)
    assert game.hand_over


# ------------------------------------------------------------------ the lixo as each table shows it

#: The tables whose lixo shows only its top card (issue 9; decision 22).
TOP_ONLY = {
    # seed 002: "Buraco Fechado: só o topo do lixo"; STBL is "lixo fechado" too
    "jogatina-fechado",
    "jogatina-stbl",
    # seed 004: "Para as variantes “Fechado”, apenas a carta em cima da pilha (colocada por
    # último) fica visível."
    "vip-fechado",
    "vip-fechado-stbl",
    "vip-fechado-sujo",
    # seed 001: "del pozo sólo se ve la carta de arriba (y cuántas hay)"
    "rioplatense",
}


@pytest.mark.parametrize("preset", PRESETS)
def test_the_lixo_as_each_table_shows_it(preset):
    # seed 003: "Nos dois modos o lixo fica aberto em leque, com todas as cartas à vista";
    # seed 004: "Para as variantes “Aberto”, todas as cartas no descarte ficam visíveis."
    game = layout(preset, hands=["5♥ 9♠ K♣", "3♣ 4♣ 8♣"], lixo="4♦ 9♥ 2♠", turn=1)
    for seat in (0, 1):
        view = game.view(seat)
        assert view["lixo_count"] == 3
        if preset in TOP_ONLY:
            assert ruleset(preset).lixo_so_topo
            assert view["lixo"] == ["2♠"] and view["lixo_fanned"] is False
            plain = json.dumps(view, ensure_ascii=False)
            assert "4♦" not in plain and "9♥" not in plain, "a card under the top leaked"
        else:
            assert view["lixo"] == ["4♦", "9♥", "2♠"] and view["lixo_fanned"] is True
    # the table option shows the fan anyway, as a learning aid
    aid = layout(
        ruleset(preset, lixo_em_leque=True), hands=["5♥ 9♠ K♣", "3♣ 4♣ 8♣"], lixo="4♦ 9♥ 2♠"
    )
    assert aid.view(0)["lixo"] == ["4♦", "9♥", "2♠"] and aid.view(0)["lixo_fanned"] is True
    # an empty lixo shows nothing and counts 0
    empty = layout(preset, hands=["5♥ 9♠ K♣", "3♣ 4♣ 8♣"]).view(0)
    assert empty["lixo"] == [] and empty["lixo_count"] == 0


@pytest.mark.parametrize("preset", sorted(TOP_ONLY))
def test_from_view_fills_the_hidden_lixo_with_unplaced_cards(preset):
    # seed 002: "só o topo do lixo": a guess from the view does not know the cards under the
    # top; Game.from_view makes them the cards the guess placed nowhere
    game = Game.new(ruleset(preset), seed=7)
    while len(game.lixo) < 4:
        game.apply(game.timeout_action())
    seat = game.turn
    view = game.view(seat)
    assert len(view["lixo"]) == 1 and view["lixo_count"] == len(game.lixo)
    truth = json.loads(game.to_json())
    others = {s: truth["hands"][s] for s in range(game.players) if s != seat}
    guess = Game.from_view(
        view, hands=others, monte=" ".join(truth["monte"].split()[::-1]), mortos=truth["mortos"]
    )
    assert texts(guess.lixo)[-1] == texts(game.lixo)[-1]
    assert sorted(texts(guess.lixo)) == sorted(texts(game.lixo))
    assert guess.legal_actions() == game.legal_actions()
    # a guess that places too many cards leaves none for the lixo: refused
    with pytest.raises(ValueError):
        Game.from_view(
            view,
            hands=others,
            monte=" ".join(truth["monte"].split()[::-1] + texts(game.lixo)[:-1]),
            mortos=truth["mortos"],
        )


@pytest.mark.parametrize("preset", ["rioplatense", "aberto", "jogatina-fechado"])
def test_the_card_turned_up_at_the_deal_is_named_while_it_lies_in_the_lixo(preset):
    """Seed 003: "uma carta virada abre o lixo" (seed 001: "Se da vuelta la carta de
    arriba del mazo: es el pozo"): every seat saw it, so the view names it (decision 79)
    while it lies at the bottom of the lixo, even where the table then shows only
    the top card; once the lixo is taken it is gone."""
    game = Game.new(ruleset(preset, meta=0), seed=5)
    turned = texts(game.lixo)
    assert len(turned) == 1
    for seat in (0, 1):
        assert game.view(seat)["lixo_virada"] == turned[0]
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": texts(game.hand(game.turn))[0]})
    view = game.view(game.turn)
    assert view["lixo_virada"] == turned[0] and view["lixo_count"] == 2
    # saved and read back, and rebuilt from the view by a guess
    back = Game.from_json(game.to_json())
    assert back == game and back.view(0)["lixo_virada"] == turned[0]
    truth = json.loads(game.to_json())
    seat = game.turn
    others = {s: truth["hands"][s] for s in range(game.players) if s != seat}
    guess = Game.from_view(
        view,
        hands=others,
        monte=" ".join(truth["monte"].split()[::-1]),
        mortos=truth["mortos"],
        lixo_hidden=None if view["lixo_fanned"] else turned[0],
    )
    assert guess.view(seat)["lixo_virada"] == turned[0]


def test_the_turned_up_card_goes_with_the_lixo_and_comes_with_the_next_deal():
    game = Game.new(ruleset("rioplatense", meta=0), seed=5)
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": texts(game.hand(game.turn))[0]})
    game.apply({"acao": "pegar_lixo"})
    assert game.view(0)["lixo_virada"] is None
    saved = json.loads(game.to_json())
    assert "virada" not in saved  # saved only while there is one
    play = Game.from_json(game.to_json())
    assert play == game


def test_a_save_without_the_turned_up_card_loads_and_one_that_misplaces_it_is_refused():
    """A save from before decision 79 has no ``virada``: the card is then not named
    (not known). A ``virada`` that is not the bottom card of the lixo is refused."""
    game = Game.new(ruleset("rioplatense", meta=0), seed=5)
    data = json.loads(game.to_json())
    del data["virada"]
    old = Game.from_json(json.dumps(data))
    assert old.view(0)["lixo_virada"] is None and texts(old.lixo) == texts(game.lixo)
    data["virada"] = "A♠" if texts(game.lixo)[0] != "A♠" else "K♠"
    with pytest.raises(ValueError, match="virada"):
        Game.from_json(json.dumps(data))

"""The Dica in the positions of issue 27, item 6, where the right move is beyond doubt.

Issue 27: "Built positions where the right move is beyond doubt still fail in four
families: a curinga spent to close the first canastra suja when another jogo could
take it to reach the morto; a closed-lixo take of loose cards during a race for the
morto that the monte wins sooner; a batida that hands the match to the opponent
(keeping two cards would not); a curinga laid on a new jogo when a safe discard
exists." Also the take-back loop, the "sem vizinha" sentence with the 2♥ in hand,
and the three wording bugs. Each position is a ``from_layout`` game (the helpers'
``position``), asked with the default budget and fixed seeds as in
``test_dica_positions.py``; a test asserts the Dica's move, the table after the
Dica played the turn, or a sentence's claim, never incidental text.
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai import hint
from buraco_tui.ai.dica.explain import say
from buraco_tui.ai.mcts.search import DEFAULT_PLAYOUTS
from buraco_tui.engine import Game, parse_cards
from buraco_tui.text.lang import tr
from tests.helpers.positions import position
from tests.helpers.truth import check_sentence

BUDGET: dict[str, Any] = {"playouts": DEFAULT_PLAYOUTS, "time_limit": None}
SEEDS = (1, 2)


def dica(game: Game, seed: int = 1, lang: str = "pt") -> Any:
    """The Dica for the seat to play (the whole Hint)."""
    return hint(game.view(game.turn), lang, seed=seed, **BUDGET)


def play_turn(game: Game, seed: int = 1) -> list[dict[str, Any]]:
    """Follow the Dica to the end of the seat's turn (on ``game`` itself)."""
    seat = game.turn
    done: list[dict[str, Any]] = []
    for _ in range(12):
        if game.hand_over or game.turn != seat:
            break
        action = dica(game, seed).action
        game.apply(action)
        done.append(action)
    return done


def jogo_with(game: Game, side: int, card: str) -> dict[str, Any]:
    """The jogo of ``side`` that holds ``card``."""
    found = [m for m in game.view(0)["melds"][side] if card in m["cards"]]
    assert len(found) == 1, (card, game.view(0)["melds"][side])
    return found[0]


# ------------------------------------ 1. a curinga spent on the first suja
# Seed 003: "Corra para o morto. Quem pega o morto primeiro ganha 11 cartas novas e
# tira do outro a chance de bater cedo." The 2♦ on the six hearts closes a canastra
# suja and leaves two cards in hand, no morto; on the spades (8♠ 9♠ 10♠ J♠ 2♦ K♠)
# it takes the whole hand down and the discard of the 5♣ takes the morto, the hearts
# still a limpa in the making.


@pytest.mark.parametrize("preset", ["mestre-buraco", "aberto"])
@pytest.mark.parametrize("seed", SEEDS)
def test_the_curinga_goes_where_it_reaches_the_morto(preset: str, seed: int) -> None:
    game = position(
        preset,
        hands=["2♦ J♠ K♠ 5♣", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥", "8♠ 9♠ 10♠"], ["5♦ 6♦ 7♦"]],
        phase="baixar",
    )
    play_turn(game, seed)
    assert game.morto_taken(0)
    hearts = jogo_with(game, 0, "3♥")
    assert "2♦" not in hearts["cards"] and hearts["canastra"] is None


@pytest.mark.parametrize("seed", SEEDS)
def test_the_curinga_on_the_diamonds_takes_the_morto(seed: int) -> None:
    """The 2♣ on the six spades closes a suja and keeps two cards; on 6♦…10♦ after
    the 7♦ and 6♦ it empties the hand to one card, whose discard takes the morto."""
    game = position(
        hands=["2♣ 6♦ 7♦ 9♣", 11],
        melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠", "8♦ 9♦ 10♦"], ["4♥ 5♥ 6♥"]],
        phase="baixar",
    )
    play_turn(game, seed)
    assert game.morto_taken(0)
    assert "2♣" not in jogo_with(game, 0, "5♠")["cards"]


# -------------------------- 2. a closed-lixo take during the race for the morto
# Seed 003: "Corra para o morto" and "No Fechado, só pega o lixo quem usar a carta de
# cima dele na hora". 8♥ 9♥ go on 5♥ 6♥ 7♥ whatever card the monte gives, and its
# discard takes the morto this turn; the closed lixo's top fits too, but the five
# loose cards under it come along and the morto is out of reach.


@pytest.mark.parametrize(
    ("preset", "hand", "jogo", "lixo"),
    [
        ("fechado", "8♥ 9♥", "5♥ 6♥ 7♥", "4♠ Q♣ K♦ 3♣ J♦ 10♥"),
        # a stacked lixo (only its top shown): the cards under it are unknown
        ("jogatina-fechado", "8♥ 9♥", "5♥ 6♥ 7♥", "4♠ Q♣ K♦ 3♣ J♦ 10♥"),
        ("vip-fechado-sujo", "9♣ 10♣", "5♣ 6♣ 7♣ 8♣", "3♠ K♠ 6♦ Q♦ 7♥ J♣"),
    ],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_monte_wins_the_race_the_closed_lixo_would_lose(
    preset: str, hand: str, jogo: str, lixo: str, seed: int
) -> None:
    game = position(preset, hands=[hand, 11], melds=[[jogo], []], lixo=lixo)
    assert dica(game, seed).action == {"acao": "comprar"}
    play_turn(game, seed)
    assert game.morto_taken(0)


# ------------------------------------ 3. a batida that hands over the match
# Seed 000: "Ao fim de uma mão, se alguma dupla tem a meta ou mais, vence a de maior
# placar". 2300 against 2950, target 3000: the Q♥ K♥ on the hearts and the 4♣
# discarded end the hand with the opponent at 2950 + 290 on the table less at most
# 60 in hand, over 3000 and ahead: the match lost. Keeping two cards plays on.

LOST = {
    "mortos_taken": [True, True],
    "mortos_left": 0,
    "monte_count": 30,
    "phase": "baixar",
    "scores": [2300, 2950],
}
SPADES = "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠"


@pytest.mark.parametrize("preset", ["aberto", "mestre-buraco"])
@pytest.mark.parametrize("seed", SEEDS)
def test_no_batida_that_loses_the_match(preset: str, seed: int) -> None:
    game = position(
        preset,
        hands=["Q♥ K♥ 4♣", 3],
        melds=[[SPADES, "8♥ 9♥ 10♥ J♥"], ["3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣", "J♦ Q♦ K♦ A♦"]],
        **LOST,
    )
    play_turn(game, seed)
    assert not game.hand_over


# ------------------------- 4. a curinga on a new jogo when a safe discard exists
# Seed 003: "Guarde os curingas." Both mortos taken, the hand far from going out:
# 9♣ 10♣ 2♦ (or 6♦ 7♦ 2♣) on the table spends the curinga on a short suja, while
# the K♠ (or 9♠) fits none of the opponent's jogos and goes safely.

MID = {"mortos_taken": [True, True], "mortos_left": 0, "monte_count": 30, "phase": "baixar"}


@pytest.mark.parametrize(
    ("hand", "opp", "wild"),
    [
        ("2♦ 9♣ 10♣ K♠ 5♥ 7♠ Q♦ 4♦", "J♥ Q♥ K♥", "2♦"),
        ("2♣ 6♦ 7♦ K♠ 4♥ J♣ 9♠", "5♣ 6♣ 7♣", "2♣"),
    ],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_curinga_stays_in_hand_when_a_safe_discard_exists(
    hand: str, opp: str, wild: str, seed: int
) -> None:
    game = position(hands=[hand, 9], melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], [opp]], **MID)
    play_turn(game, seed)
    assert wild in game.view(0)["hand"]


# ---------------------------------------------------------- the take-back loop
# Issue 8: against Fácil the Dica kept taking back a lixo holding the card it had
# just discarded. Here the opponent took the lixo and threw the K♦ back: the lixo is
# the K♦ the player threw, nothing in hand nor on the table takes it.


def bounced(preset: str, hand: str, card: str) -> Game:
    game = position(preset, hands=[hand, "Q♣ 3♥ 8♦ 6♠ 10♣ A♥ 4♠"], phase="baixar")
    game.apply({"acao": "descartar", "carta": card})
    game.apply({"acao": "pegar_lixo"})
    game.apply({"acao": "descartar", "carta": card})
    assert game.view(0)["lixo"] == [card] and game.turn == 0
    return game


@pytest.mark.parametrize(
    ("preset", "hand", "card"),
    [("aberto", "K♦ 5♣ 9♠ J♥ 4♦ 7♠ Q♥", "K♦"), ("mestre-buraco", "J♣ 4♦ 9♠ 6♥ K♥ 3♠ A♦", "J♣")],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_dica_does_not_take_back_its_own_discard(
    preset: str, hand: str, card: str, seed: int
) -> None:
    game = bounced(preset, hand, card)
    h = dica(game, seed)
    assert h.action == {"acao": "comprar"}
    assert h.reason == tr("explain.draw.sem_jogo", "pt")


# ----------------------------------------------------------- "sem vizinha"
# Issue 27: "Descarte o A♥: é uma carta solta, sem vizinha do seu naipe na mão"
# while 2♥ was in hand. The 2♥ sits naturally in A♥ 2♥ 3♥ (docs/rules.md §2.4): it is
# a vizinha of the A♥, the 3♥ and the 4♥ (docs/decisions.md, the vizinha).


@pytest.mark.parametrize(
    ("hand", "opp", "card"),
    [
        ("3♥ 2♥ Q♠ K♠ 8♦ 9♦ 5♣ 6♣", "4♠ 5♠ 6♠", "3♥"),  # the Dica discards the 3♥
        ("A♥ 2♥ 9♣ 10♣ K♠ K♠ 8♦", "4♠ 5♠ 6♠", "A♥"),  # the A♥ stays, said loose before
    ],
)
def test_a_card_beside_the_2_of_its_suit_is_not_called_loose(
    hand: str, opp: str, card: str
) -> None:
    game = position(hands=[hand, 11], melds=[[], [opp]], lixo="3♦", phase="baixar")
    for lang in ("pt", "en", "es"):
        h = dica(game, 1, lang)
        assert h.action["acao"] == "descartar"
        if h.action["carta"] == card:
            assert tr("explain.discard.loose", lang) not in h.reason, h.reason
        else:  # nor listed among the loose cards that stay
            for part in h.reason.split(";"):
                assert not (card in part and LOOSE[lang] in part), h.reason


#: The word the kept-loose phrases use (explain.discard.kept_*).
LOOSE = {"pt": "soltas", "en": "loose", "es": "sueltas"}


# ------------------------------------------------------------ wording bugs
# Issue 27: "o A♥ entra em o jogo de copas da sua dupla"; "in Spanish a jogo listed
# twice ("tu juego 10♥ 10♦ 10♣ 10♣ (10♥ 10♦ 10♣)"); a rioplatense hint naming a
# pozo card that is not shown".


def test_the_pair_jogo_is_named_with_the_contraction() -> None:
    """Fechado, four seats: the A♥ on top of the lixo goes on the pair's 2♥ 3♥ 4♥ 5♥
    (the sentence for that take, as the Dica and the review say it)."""
    game = position(
        "fechado",
        hands=["9♠ K♦ 5♣ 7♦ J♣ Q♠", 11, "4♦ 8♣ 6♠ 10♦ Q♣", 11],
        melds=[["2♥ 3♥ 4♥ 5♥"], []],
        lixo="K♣ A♥",
    )
    take = {"acao": "pegar_lixo", "jogo": 0}
    game.copy().apply(take)  # the engine takes it
    pt, cards = say(game.view(0), take, "pt")
    assert pt == (
        "Pegue o lixo: o A♥ entra no jogo de copas da sua dupla (2♥ 3♥ 4♥ 5♥), "
        "que fica a 2 cartas da canastra."
    )
    assert cards == ["A♥"]
    en, _ = say(game.view(0), take, "en")
    assert "goes on your pair's hearts meld (2♥ 3♥ 4♥ 5♥)" in en, en
    es, _ = say(game.view(0), take, "es")
    assert "entra en el juego de corazones de tu pareja (2♥ 3♥ 4♥ 5♥)" in es, es


def test_a_trinca_is_not_listed_twice_in_spanish() -> None:
    """Rioplatense (trincas): the 10♣ on top of the pozo goes on the side's 10♥ 10♦ 10♣."""
    game = position(
        "rioplatense",
        hands=["4♠ 7♦ K♣ 5♥ Q♠ 8♣ J♦", 11],
        melds=[["10♥ 10♦ 10♣"], []],
        lixo="3♠ 10♣",
    )
    h = dica(game, lang="es")
    assert h.action == {"acao": "pegar_lixo"}
    assert h.reason.count("10♥") == 1, h.reason
    assert "entra en tu juego 10♥ 10♦ 10♣" in h.reason, h.reason


def test_a_rioplatense_hint_names_no_hidden_pozo_card() -> None:
    """The pozo shows its top card only (docs/rules.md §9.2): the 7♥ the player threw
    lies under the 9♠. The Dica knows it (it saw it thrown) and takes the pozo for
    5♥ 6♥ 7♥, but says only what the view shows: the count, the 9♠."""
    game = position(
        "rioplatense",
        hands=["5♥ 6♥ K♠ 9♣ J♦ 3♠ Q♣ 7♥", "Q♦ 3♦ 8♦ 6♠ 10♣ A♠ 4♠ 9♠"],
        phase="baixar",
        lixo="4♣",
    )
    game.apply({"acao": "descartar", "carta": "7♥"})
    game.apply({"acao": "comprar"})
    game.apply({"acao": "descartar", "carta": "9♠"})
    view = game.view(0)
    assert view["lixo"] == ["9♠"] and view["lixo_count"] == 3
    for lang in ("pt", "en", "es"):
        h = dica(game, lang=lang)
        assert h.action == {"acao": "pegar_lixo"}
        named = {str(c) for c in parse_cards(" ".join(_card_words(h.reason)))}
        assert named <= set(view["hand"]) | set(view["lixo"]), (h.reason, named)
        assert set(h.cards) <= set(view["hand"]) | set(view["lixo"])


def _card_words(sentence: str) -> list[str]:
    """The words of ``sentence`` that are cards."""
    out = []
    for word in sentence.replace(",", " ").replace(".", " ").replace(":", " ").split():
        word = word.strip("()")
        if word and word[-1] in "♠♥♦♣" and word[:-1] in ("A 2 3 4 5 6 7 8 9 10 J Q K".split()):
            out.append(word)
    return out


def test_the_curinga_to_the_morto_never_dirties_a_limpa() -> None:
    """The Dica's rule proposes a curinga on a jogo only where the jogo stays as clean
    as it was a canastra (seed 003: "Só suje uma canastra depois de ter uma limpa
    garantida"): the 2♦ on the spades limpa would reach the morto, and is not proposed;
    on the 8♥ 9♥ 10♥ it is."""
    from buraco_tui.ai.dica.hint import morto_plans
    from buraco_tui.ai.knowledge.seen import Seen

    alone = position(hands=["2♦ 4♣", 11], melds=[[SPADES], []], phase="baixar")
    assert morto_plans(Seen.from_view(alone.view(0))) == []
    both = position(hands=["2♦ 4♣", 11], melds=[[SPADES, "8♥ 9♥ 10♥"], []], phase="baixar")
    plans = morto_plans(Seen.from_view(both.view(0)))
    assert plans == [
        [{"acao": "encostar", "jogo": 1, "cartas": "2♦"}, {"acao": "descartar", "carta": "4♣"}]
    ]


# --------------------------- a lixo that gives a jogo only with a curinga
# Seed 003: "O 2 é curinga e entra no lugar de qualquer carta que falte." With 6♥ Q♥
# in the lixo and 4♥ J♥ 2♦ in hand, the table's learning line says "o lixo dá jogo"
# (4♥ 2♦ 6♥, or J♥ Q♥ 2♦); the Dica said only "são 2 cartas a mais" (stop 42's note).


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("pt", "o 6♥ dá jogo com o seu curinga: 4♥ 2♦ 6♥"),
        ("en", "the 6♥ makes a meld with your wild card: 4♥ 2♦ 6♥"),
        ("es", "el 6♥ forma juego con tu comodín: 4♥ 2♦ 6♥"),
    ],
)
def test_the_dica_names_the_jogo_a_curinga_makes_with_the_lixo(lang: str, words: str) -> None:
    game = position(hands=["J♥ 2♦ 4♥ 9♠ K♣ 5♦ 7♣", 11], lixo="6♥ Q♥")
    h = dica(game, lang=lang)
    assert h.action == {"acao": "pegar_lixo"}
    assert words in h.reason, h.reason
    game.apply(h.action)
    game.apply({"acao": "baixar", "cartas": "4♥ 2♦ 6♥"})  # the jogo named is one the engine lays


def test_a_lixo_jogo_the_hand_makes_alone_is_not_credited_to_the_curinga() -> None:
    """The 6♥ of the lixo is also in hand: 4♥ 2♦ 6♥ needs no lixo card, so the Dica
    does not say the lixo gives it (the claim names a card the hand lacks)."""
    game = position(hands=["6♥ 2♦ 4♥ 9♠ K♣ 5♦ 7♣", 11], lixo="6♥ 10♣")
    view = game.view(0)
    text, _ = say(view, {"acao": "pegar_lixo"}, "pt")
    assert "curinga" not in text, text


# --------------------------- a one-card lixo with vizinhas in hand
# Stop 43's note: for a one-card lixo that makes no jogo the Dica said "Pegue o lixo:
# é uma carta a mais para formar jogos e canastras", which the monte's card would say
# as well. Seed 003 calls a card with no other of its suit near it "solta"; the lixo's
# card that is not loose in the hand is what the take gives over the monte.


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "pt",
            "Pegue o lixo: o 7♥ tem vizinha do seu naipe na sua mão: 9♥.",
            "Pegue o lixo: o 7♥ tem vizinhas do seu naipe na sua mão: 6♥ 9♥.",
        ),
        (
            "en",
            "Take the lixo: the 7♥ has a neighbour of its suit in your hand: 9♥.",
            "Take the lixo: the 7♥ has neighbours of its suit in your hand: 6♥ 9♥.",
        ),
        (
            "es",
            "Roba el pozo: el 7♥ tiene vecina de su palo en tu mano: 9♥.",
            "Roba el pozo: el 7♥ tiene vecinas de su palo en tu mano: 6♥ 9♥.",
        ),
    ],
)
def test_a_one_card_lixo_is_explained_by_its_vizinhas(lang: str, one: str, two: str) -> None:
    """The 7♥ makes no jogo with the hand (no 8♥, no curinga), but it is no loose
    card there: the 9♥ (and the 6♥) are of its suit, two ranks or less away."""
    take = {"acao": "pegar_lixo"}
    game = position(hands=["9♥ 5♠ K♣ J♦ 4♣ 10♣", 11], lixo="7♥")
    assert say(game.view(0), take, lang)[0] == one
    assert check_sentence(game, take, lang) == 1  # the truth oracle reads it back
    game = position(hands=["9♥ 6♥ 5♠ K♣ J♦ 4♣", 11], lixo="7♥")
    text, cards = say(game.view(0), take, lang)
    assert text == two
    assert check_sentence(game, take, lang) == 1
    assert set(cards) == {"7♥", "6♥", "9♥"}  # the cards the table lights up


def test_a_loose_lixo_card_keeps_the_plain_count() -> None:
    """No card of the 7♥'s suit near it in hand: nothing more true to say than the count."""
    game = position(hands=["5♠ K♣ J♦ 4♣ 10♣ Q♠", 11], lixo="7♥")
    assert say(game.view(0), {"acao": "pegar_lixo"}, "pt")[0] == tr("explain.lixo.more", "pt", n=1)


def test_a_lay_down_names_its_cards_as_the_table_will_show_them() -> None:
    """Played under tmux at stop 53 (aberto): the Dica said "Baixe A♦ Q♦ K♦", in the
    hand's order, and the table then showed the jogo as Q♦ K♦ A♦ (the ace above the
    king, docs/rules.md §2.4). The sentence names the jogo as it will lie."""
    game = position(hands=["7♠ A♥ 5♣ A♦ 5♦ 7♦ Q♦ K♦", 11], phase="baixar")
    move = {"acao": "baixar", "cartas": "A♦ Q♦ K♦"}
    game.copy().apply(move)  # the engine lays it down
    for lang in ("pt", "en", "es"):
        sentence, cards = say(game.view(0), move, lang)
        assert "Q♦ K♦ A♦" in sentence and "A♦ Q♦" not in sentence, sentence
        assert sorted(cards) == sorted(["A♦", "Q♦", "K♦"])
        assert check_sentence(game, move, lang) == 1

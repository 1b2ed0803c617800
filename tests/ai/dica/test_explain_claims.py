"""The Dica's claims are checked before a sentence is shown (issue 27, item 6).

Issue 27: "The Dica's sentences are checked against the position before they are
shown (a card called loose has no neighbour of its suit in the hand, counts and jogos
as on the table)". Unit tests of ``ai/dica/claims.py`` and of the plain sentence that
replaces one whose claim fails.
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai.dica import explain as explain_module
from buraco_tui.ai.dica.claims import Claim, Position, failed, holds, is_loose, is_vizinha
from buraco_tui.ai.dica.explain import Said, explain, said, say
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.style import HARD
from buraco_tui.engine import parse_cards
from buraco_tui.text.lang import LANGS, tr
from tests.helpers.positions import position, random_position
from tests.helpers.truth import actions_of


def c(text: str) -> int:
    return int(parse_cards(text)[0])


def cs(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in parse_cards(text))


# ------------------------------------------------------------- the vizinha
# docs/decisions.md 72 and 75; docs/rules.md §2.4 (seed 003: "no Ás-2-3 de copas, o 2 de
# copas não conta como curinga").


@pytest.mark.parametrize(
    ("card", "other", "near"),
    [
        ("A♥", "2♥", True),  # the case: A♥ 2♥ 3♥
        ("3♥", "2♥", True),
        ("4♥", "2♥", True),  # 2♥ 3♥ 4♥
        ("5♥", "2♥", False),  # the 2♥ would stand as a curinga there
        ("K♥", "2♥", False),  # K-A-2 does not wrap (§2.2)
        ("A♥", "2♦", False),  # a curinga of another suit
        ("A♥", "K♥", True),  # Q-K-A
        ("A♥", "Q♥", True),
        ("5♥", "7♥", True),
        ("5♥", "8♥", False),
        ("5♥", "6♠", False),
        ("2♥", "3♥", False),  # a 2 itself is a curinga in hand: never loose, no vizinhas
    ],
)
def test_the_vizinha(card: str, other: str, near: bool) -> None:
    assert is_vizinha(c(card), c(other)) is near


def test_a_joker_is_no_vizinha() -> None:
    from buraco_tui.engine import JOKER

    assert not is_vizinha(c("3♥"), int(JOKER))
    assert is_loose(c("3♥"), [int(JOKER), c("9♣")])


@pytest.mark.parametrize(
    ("card", "other", "trincas", "near"),
    [
        ("8♥", "8♠", True, True),  # 8♥ 8♠ and a third 8 or a curinga: a trinca (§2.6)
        ("8♥", "8♠", False, False),  # no trincas: another suit is no vizinha
        ("A♥", "A♣", True, True),
        ("2♥", "2♠", True, False),  # "nunca de 2": the 2 is a curinga in hand
        ("8♥", "2♠", True, False),  # a curinga goes anywhere
        ("8♥", "9♠", True, False),
    ],
)
def test_the_vizinha_at_a_table_with_trincas(
    card: str, other: str, trincas: bool, near: bool
) -> None:
    """Decision 75: at a table with trincas a card of the same rank is a vizinha
    (seed 001's grupos: "mismo valor (A, 3 a K), palos libres")."""
    assert is_vizinha(c(card), c(other), trincas) is near


def seen_of(hand: str, **kw: Any) -> Seen:
    game = position(hands=[hand, 11], phase="baixar", **kw)
    return Seen.from_view(game.view(0))


def test_the_a_with_the_2_of_its_suit_is_not_loose() -> None:
    """Issue 27: "Descarte o A♥: é uma carta solta ..." while 2♥ was in the hand."""
    seen = seen_of("A♥ 2♥ K♠ 9♣ 5♦")
    p = Position(seen, ())
    assert not holds(p, Claim("loose", (c("A♥"),)))
    assert holds(p, Claim("loose", (c("9♣"),)))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "descartar", "carta": "A♥"}, lang, HARD)
        assert tr("explain.discard.loose", lang) not in sentence, sentence
        assert sentence.startswith(tr("explain.discard", lang, card="A♥", why="")[:-1])


# ------------------------------------------------------- each claim checked


def test_a_card_with_one_of_its_rank_is_not_loose_at_a_trincas_table() -> None:
    """Issue 27 (stop 37's note): at rioplatense the Dica called the 8♥ "uma carta
    solta, sem vizinha do seu naipe na mão" with the 8♠ in hand, a pair toward a
    grupo (seed 001: "mismo valor (A, 3 a K), palos libres")."""
    seen = seen_of("8♥ 8♠ K♣ 5♦ J♠", preset="rioplatense")
    p = Position(seen, ())
    assert not holds(p, Claim("loose", (c("8♥"),)))
    assert holds(p, Claim("loose", (c("K♣"),)))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "descartar", "carta": "8♥"}, lang, HARD)
        assert tr("explain.discard.loose.trincas", lang) not in sentence, sentence
        assert tr("explain.discard.loose", lang) not in sentence, sentence
        sentence, _ = explain(seen, {"acao": "descartar", "carta": "K♣"}, lang, HARD)
        assert tr("explain.discard.loose.trincas", lang) in sentence, sentence
    # where trincas are refused the 8♠ is no help to the 8♥
    seen = seen_of("8♥ 8♠ K♣ 5♦ J♠", preset="aberto")
    assert holds(Position(seen, ()), Claim("loose", (c("8♥"),)))


def test_counts_and_jogos_are_checked_against_the_table() -> None:
    seen = seen_of("5♥ 6♥ K♠", melds=[["8♣ 9♣ 10♣"], ["4♦ 5♦ 6♦"]], lixo="3♠ 7♥")
    p = Position(seen, cs("3♠ 7♥"))
    assert holds(p, Claim("lixo_count", (2,)))
    assert not holds(p, Claim("lixo_count", (3,)))
    assert holds(p, Claim("on_table", (cs("8♣ 9♣ 10♣"),)))
    assert not holds(p, Claim("on_table", (cs("4♦ 5♦ 6♦"),)))  # the opponent's
    assert not holds(p, Claim("on_table", (cs("5♥ 6♥ 7♥"),)))  # not laid yet
    assert holds(p, Claim("suit", (cs("8♣ 9♣ 10♣"), 3)))
    assert not holds(p, Claim("suit", (cs("8♣ 9♣ 10♣"), 1)))
    assert holds(p, Claim("from_lixo", (cs("7♥"),)))
    assert not holds(p, Claim("from_lixo", (cs("8♥"),)))
    # a card the view does not show (under a stacked lixo's top) is not named
    assert not holds(Position(seen, cs("7♥")), Claim("from_lixo", (cs("3♠"),)))


def test_progress_claims() -> None:
    seen = seen_of("K♠ 2♦", melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠"], []])
    p = Position(seen, ())
    old = cs("5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠")
    assert holds(p, Claim("progress", (old, old + cs("K♠"), "still", "limpa")))
    assert not holds(p, Claim("progress", (old, old + cs("K♠"), "canastra", "limpa")))
    assert holds(p, Claim("progress", (old, old + cs("2♦"), "becomes", "suja")))
    assert holds(p, Claim("progress", (None, cs("5♥ 6♥ 7♥"), "missing", 4)))
    assert not holds(p, Claim("progress", (None, cs("5♥ 6♥ 7♥"), "missing", 3)))


def test_endings_and_last_card() -> None:
    seen = seen_of("5♥ 6♥ 7♥ K♦")
    p = Position(seen, ())
    assert holds(p, Claim("after", ("morto_descarte", cs("5♥ 6♥ 7♥"))))
    assert not holds(p, Claim("after", ("morto_direto", cs("5♥ 6♥ 7♥"))))
    assert not holds(p, Claim("last", (True,)))  # four cards, not the last
    assert not holds(p, Claim("in_hand", (cs("8♥"),)))
    assert not holds(p, Claim("no such claim"))


def test_a_failing_claim_gives_the_plain_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sentence whose claim does not hold is never shown: the plain one is."""
    seen = seen_of("A♥ 2♥ K♠ 9♣ 5♦")
    action = {"acao": "descartar", "carta": "A♥"}
    false = Said("Descarte o A♥: é uma carta solta.", ["A♥"], [Claim("loose", (c("A♥"),))])
    monkeypatch.setattr(explain_module, "_reasoned", lambda *a: false)
    for lang in LANGS:
        got = said(seen, action, lang)
        assert got.sentence == tr("explain.plain.descartar", lang, cards="A♥")
        assert not failed(Position(seen, ()), got.claims)


def test_an_encostar_on_no_jogo_is_said_plainly() -> None:
    seen = seen_of("7♣ K♦ 4♠", melds=[["4♣ 5♣ 6♣"], []])
    action = {"acao": "encostar", "jogo": 3, "cartas": "7♣"}
    assert explain(seen, action, "pt", HARD)[0] == tr("explain.plain.encostar", "pt", cards="7♣")


# ---------------------------------------------- every sentence, every table

PRESETS = ("aberto", "fechado", "mestre-buraco", "jogatina-fechado", "rioplatense")
#: Article and preposition never left apart (pt "em o" is "no", es "a el" is "al").
UNJOINED = {"pt": (" em o ", " em a ", " de o ", " de a "), "es": (" a el ", " de el ")}


@pytest.mark.parametrize("preset", PRESETS)
def test_sentences_hold_and_read_well_in_random_positions(preset: str) -> None:
    """Every sentence's claims hold; no 'em o'; no jogo listed twice; the plain
    sentence stays the exception."""
    told = plain = 0
    for seed in range(10):
        game = random_position(preset, 2700 + seed)
        if game.hand_over:
            continue
        view = game.view(game.turn)
        seen = Seen.from_view(view).remembering(view)
        shown = cs(" ".join(view["lixo"])) if view["lixo"] else ()
        for action in actions_of(game):
            for lang in LANGS:
                found = said(seen, action, lang, HARD, shown=shown)
                assert not failed(Position(seen, shown), found.claims), found.sentence
                for bad in UNJOINED.get(lang, ()):
                    assert bad not in found.sentence, found.sentence
                assert found.sentence == say(view, action, lang)[0]
                told += 1
                position_ = Position(seen, shown)
                plain += found.sentence == explain_module._plain(position_, action, lang).sentence
    assert told >= 30, told
    assert plain <= told // 20, (plain, told)


def test_a_trinca_taken_from_the_pozo_is_checked_by_the_truth_test() -> None:
    """The sentence naming a trinca by its cards ("entra no seu jogo 10♥ 10♦ 10♣") is
    read by test_explain_truth's checker as well."""
    from tests.helpers.truth import check_sentence

    game = position(
        "rioplatense",
        hands=["4♠ 7♦ K♣ 5♥ Q♠ 8♣ J♦", 11],
        melds=[["10♥ 10♦ 10♣"], []],
        lixo="3♠ 10♣",
    )
    action = {"acao": "pegar_lixo"}
    sentence, cards = say(game.view(0), action, "pt")
    assert "entra no seu jogo 10♥ 10♦ 10♣," in sentence
    assert cards == ["10♣"]  # the card laid, not the jogo it goes on
    for lang in ("pt", "en"):
        assert check_sentence(game, action, lang) == 1

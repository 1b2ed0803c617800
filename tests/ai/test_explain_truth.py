"""Every sentence of the Dica tells the truth (issue 8, item 4).

Each claim a sentence can make is checked against the position, in pt and en:
'fecha uma canastra X', 'continua / vira uma canastra X', 'fica a N cartas da
canastra', 'não entra em jogo', 'o lixo não rende jogo' (or 'renderia'), 'são N
cartas a mais', 'não serve aos jogos do adversário', 'qualquer outra carta
serviria', 'é uma carta solta', 'é a última carta', and the endings ('vá
direto ao morto', 'bata', 'com o descarte você pega o morto'). The claims are
read with the catalogue's own phrases, so a reworded sentence stays checked.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from buraco_tui.ai.discard import discard_danger
from buraco_tui.ai.explain import explain
from buraco_tui.ai.handtools import DIST, JOKER, is_wild
from buraco_tui.ai.policy import rule_candidates
from buraco_tui.ai.seen import Seen
from buraco_tui.ai.style import EASY, HARD, MEDIUM
from buraco_tui.engine import Game, IllegalAction, cards_text, parse_cards
from buraco_tui.text.lang import tr
from tests.helpers.positions import position, random_position

LANGS = ("pt", "en")
KINDS = ("limpa", "suja", "500", "1000", "ases-limpa", "ases-suja", "curingas")


def codes(text: Any) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def accepted(game: Game, action: dict[str, Any]) -> Game | None:
    trial = game.copy()
    try:
        trial.apply(action)
    except IllegalAction:
        return None
    return trial


def progress_claims(sentence: str, lang: str) -> list[tuple[str, Any]]:
    """The progress claims the catalogue's phrases make in ``sentence``."""
    out: list[tuple[str, Any]] = []
    for kind in KINDS:
        k = tr(f"explain.kind.{kind}", lang)
        for claim in ("canastra", "still", "becomes"):
            if tr(f"explain.progress.{claim}", lang, kind=k) in sentence:
                out.append((claim, kind))
    for n in range(1, 7):
        if re.search(re.escape(tr("explain.progress.missing", lang, n=n)) + r"\b", sentence):
            out.append(("missing", n))
    return out


def check_progress(sentence: str, lang: str, before: Any, after: Any) -> int:
    """Each progress claim against the jogo before and after; returns how many."""
    claims = progress_claims(sentence, lang)
    for claim, value in claims:
        if claim == "canastra":
            assert after.canastra == value, sentence
            assert before is None or not before.canastra, sentence
        elif claim == "still":
            assert before is not None and before.canastra == after.canastra == value, sentence
        elif claim == "becomes":
            assert before is not None and before.canastra, sentence
            assert after.canastra == value != before.canastra, sentence
        else:
            assert not after.canastra and 7 - len(after.cards) == value, sentence
    return len(claims)


def lixo_jogo(seen: Seen, sentence: str, lang: str, cards: list[str]) -> tuple[Any, Any]:
    """The jogo an open-lixo sentence speaks of (before, after)."""
    onto = re.search(r"\(([^)]*)\)", sentence)
    if onto:
        old = tuple(codes(onto.group(1)))
        return seen.judge(old), seen.judge(old + tuple(codes(cards)))
    for pair in ("", ".pair"):  # a jogo named by its cards: "entra no seu jogo 10♥ 10♦ 10♣"
        head, _, tail = tr("explain.into.cards" + pair, lang, cards="\x00").partition("\x00")
        named = re.search(
            re.escape(head) + rf"((?:{CARD})(?: (?:{CARD}))*)" + re.escape(tail), sentence
        )
        if named:
            old = tuple(codes(named.group(1)))
            return seen.judge(old), seen.judge(old + tuple(codes(cards)))
    verb = r"fecham? (.+?) e " if lang == "pt" else r"makes? (.+?) and "
    found = re.search(verb, sentence)
    assert found, sentence
    return None, seen.judge(tuple(codes(found.group(1))))


def natural_jogo_from_lixo(game: Game, seat: int, *, wilds: bool = False) -> bool:
    """The engine's own suggestions after taking the open lixo: a jogo or an
    encostar that uses a lixo card and (unless ``wilds``) no curinga of the hand's."""
    hand = codes(game.view(seat)["hand"])
    after = accepted(game, {"acao": "pegar_lixo"})
    if after is None:
        return False
    for action in after.legal_actions():
        if action["acao"] not in ("baixar", "encostar"):
            continue
        used = codes(action["cartas"])
        left = list(hand)
        from_lixo = []
        for c in used:
            if c in left:
                left.remove(c)
            else:
                from_lixo.append(c)
        from_hand = [c for c in used if c not in from_lixo]
        if from_lixo and (wilds or not any(is_wild(c) for c in from_hand)):
            return True
    return False


def top_fits_somewhere(seen: Seen) -> bool:
    top = seen.lixo[-1]
    if any(seen.judge(m + (top,)).ok for m in seen.melds[seen.side]):
        return True
    hand = seen.hand
    return any(seen.judge((a, b, top)).ok for i, a in enumerate(hand) for b in hand[i + 1 :])


def check_sentence(game: Game, action: dict[str, Any], lang: str) -> int:
    """Check every claim of the sentence for ``action``; returns how many."""
    seat = game.turn
    seen = Seen.from_view(game.view(seat))
    sentence, cards = explain(seen, action, lang, HARD)
    side = seen.side
    acao = action["acao"]
    n = 0
    if acao == "comprar":
        if sentence == tr("explain.draw.fechado", lang):
            assert not top_fits_somewhere(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.fechado_pouco", lang, card=cards_text(seen.lixo[-1:])):
            assert top_fits_somewhere(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.sem_jogo", lang):
            assert not natural_jogo_from_lixo(game, seat, wilds=True), sentence
            n += 1
        elif sentence == tr("explain.draw.so_curinga", lang):
            assert natural_jogo_from_lixo(game, seat, wilds=True), sentence
            assert not natural_jogo_from_lixo(game, seat), sentence
            n += 1
        elif sentence == tr("explain.draw.nao_compensa", lang):
            assert natural_jogo_from_lixo(game, seat), sentence
            n += 1
        elif sentence == tr("explain.draw.lixo_vazio", lang):
            assert not seen.lixo
            n += 1
        return n
    if acao == "pegar_lixo":
        lixo = seen.lixo
        if sentence == tr("explain.lixo.more", lang, n=len(lixo)):
            return 1  # the count is the lixo's by construction of the phrase
        for k in range(1, 40):
            if k != len(lixo):
                assert sentence != tr("explain.lixo.more", lang, n=k), sentence
        if seen.rules.lixo_fechado:
            top = lixo[-1]
            if "jogo" in action:
                old = seen.melds[side][int(action["jogo"])]
                before, after = seen.judge(old), seen.judge(old + (top,))
            else:
                before, after = None, seen.judge(tuple(codes(action["cartas"])) + (top,))
        else:
            before, after = lixo_jogo(seen, sentence, lang, cards)
        assert after.ok, sentence
        return n + check_progress(sentence, lang, before, after)
    after_game = accepted(game, action)
    assert after_game is not None
    if acao in ("baixar", "baixar_varios", "encostar"):
        if acao == "encostar":
            old = seen.melds[side][int(action["jogo"])]
            laid = codes(action["cartas"])
            n += check_progress(sentence, lang, seen.judge(old), seen.judge(old + tuple(laid)))
        else:
            first = action["cartas"] if acao == "baixar" else action["jogos"][0]
            laid = (
                codes(first) if acao == "baixar" else [c for j in action["jogos"] for c in codes(j)]
            )
            n += check_progress(sentence, lang, None, seen.judge(tuple(codes(first))))
        left = len(seen.hand) - len(laid)
        if tr("explain.after.morto_direto", lang) in sentence:
            assert left == 0 and after_game.morto_taken(side), sentence
            n += 1
        if tr("explain.after.bata", lang) in sentence:
            assert after_game.hand_over, sentence
            n += 1
        if tr("explain.after.morto_descarte", lang) in sentence:
            assert left == 1 and seen.can_take_morto, sentence
            n += 1
        return n
    if acao == "descartar":
        card = codes(action["carta"])[0]
        others = [c for c in seen.hand if c != card]
        if tr("explain.discard.last_morto", lang) in sentence:
            assert len(seen.hand) == 1 and after_game.morto_taken(side), sentence
            return 1
        if tr("explain.discard.last_out", lang) in sentence:
            assert len(seen.hand) == 1 and after_game.hand_over, sentence
            return 1
        safe = tr("explain.discard.safe", lang, why="").strip()
        if safe in sentence:
            opp = seen.opp
            assert not any(seen.judge(m + (card,)).ok for m in seen.melds[opp]), sentence
            n += 1
        if tr("explain.discard.feeds", lang) in sentence:
            assert all(discard_danger(seen, c) > 0 for c in others if not is_wild(c)), sentence
            n += 1
        if tr("explain.discard.loose", lang) in sentence:
            assert loose(card, others), sentence
            n += 1
        return n + check_kept(seen, card, sentence, lang)
    return n


def loose(card: int, others: list[int]) -> bool:
    """No vizinha among ``others`` (docs/decisions.md, the vizinha): no natural card of
    the suit within two ranks, nor the 2 of the suit beside an A, 3 or 4, where the 2
    sits naturally (docs/rules.md §2.4, seed 003: "no Ás-2-3 de copas, o 2 de copas
    não conta como curinga")."""

    def natural_two_beside(c: int) -> bool:
        return c // 13 == card // 13 and c % 13 == 1 and card % 13 in (0, 2, 3)

    return not is_wild(card) and not any(
        c != JOKER and (not is_wild(c) and DIST[card][c] <= 2 or natural_two_beside(c))
        for c in others
    )


#: One card as the catalogue writes it ("10♦", "A♠", the joker).
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]|🃏"


def listed(sentence: str, key: str, lang: str) -> list[int] | None:
    """The cards a '{cards}' phrase of ``key`` lists in ``sentence``, or None."""
    head, _, tail = tr(key, lang, cards="\x00").partition("\x00")
    cards = rf"((?:{CARD})(?: (?:{CARD}))*)"
    match = re.search(re.escape(head) + cards + re.escape(tail), sentence)
    return codes(match.group(1)) if match else None


def check_kept(seen: Seen, card: int, sentence: str, lang: str) -> int:
    """The reasons a card with neighbours goes before loose ones (issue 8: "Descarte
    o J♥: é a que menos ajuda seus jogos" was said with the Q♥ in hand and loose
    cards kept). A loose card: no suit neighbour in the whole hand."""
    hand = seen.hand
    others_loose = []
    for c in set(hand):
        if c == card:
            continue
        after = list(hand)
        after.remove(c)
        if loose(c, after):
            others_loose.append(c)
    rest = list(hand)
    rest.remove(card)
    n = 0
    if tr("explain.discard.least", lang) in sentence:
        assert not loose(card, rest) and not others_loose, sentence
        n += 1
    side = seen.side
    opposing = [s for s in range(seen.players) if seen.side_of(s) != side]
    many = ".many" if len(opposing) > 1 else ""
    claims = {
        "explain.discard.kept_fit": lambda c: (
            (seen.rules.trincas and hand.count(c) > 1)
            or any(seen.judge(m + (c,)).ok for m in seen.melds[side])
        ),
        "explain.discard.kept_feed" + many: lambda c: discard_danger(seen, c) > 0,
        "explain.discard.kept_points": lambda c: seen.rules.values[card] > seen.rules.values[c],
        "explain.discard.kept_plan": lambda c: True,
    }
    named: list[int] = []
    for key, holds in claims.items():
        cards = listed(sentence, key, lang)
        if cards is None:
            continue
        for c in cards:
            assert c in others_loose and holds(c), (sentence, key)
        named += cards
        n += 1
    if named:  # a card with a neighbour, and every loose card that stays accounted for
        assert not loose(card, rest), sentence
        assert sorted(named) == sorted(others_loose), sentence
    if tr("explain.discard.safe_alone" + many, lang) + ";" in sentence:
        assert discard_danger(seen, card) == 0 and not is_wild(card), sentence
        n += 1
    return n


def actions_of(game: Game) -> list[dict[str, Any]]:
    """The engine's suggestions and every level's plan for the seat to play."""
    seen = Seen.from_view(game.view(game.turn))
    out: list[dict[str, Any]] = []
    for action in game.legal_actions() + [
        a for style in (EASY, MEDIUM, HARD) for a in rule_candidates(seen, style)
    ]:
        if action not in out and accepted(game, action) is not None:
            out.append(action)
    return out


PRESETS = ("aberto", "fechado", "mestre-buraco", "jogatina-fechado", "vip-fechado-sujo")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_claim_holds_in_random_positions(preset: str) -> None:
    checked = 0
    for seed in range(14):
        game = random_position(preset, 900 + seed)
        if game.hand_over:
            continue
        for action in actions_of(game):
            for lang in LANGS:
                checked += check_sentence(game, action, lang)
    assert checked >= 40, checked


# ---------------------------------------------------------- the cases


def test_a_jogo_that_already_was_a_canastra_is_not_closed_again() -> None:
    """Issue 8: "o jogo fecha uma canastra limpa" for a jogo that already was one."""
    game = position(
        hands=["K♠ 9♦ 4♣", 11],
        melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠"], []],
        mortos_taken=[True, False],
        mortos_left=1,
        phase="baixar",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "encostar", "jogo": 0, "cartas": "K♠"}
    pt, _ = explain(seen, action, "pt", HARD)
    assert "fecha uma canastra" not in pt and "continua uma canastra limpa" in pt
    en, _ = explain(seen, action, "en", HARD)
    assert "makes a" not in en and "is still a clean canastra" in en
    for lang in LANGS:
        assert check_sentence(game, action, lang) == 1


def test_a_curinga_on_a_limpa_says_it_turns_suja() -> None:
    game = position(
        hands=["2♦ 9♦ 4♣", 11],
        melds=[["5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠"], []],
        mortos_taken=[True, False],
        mortos_left=1,
        phase="baixar",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "encostar", "jogo": 0, "cartas": "2♦"}
    assert "vira uma canastra suja" in explain(seen, action, "pt", HARD)[0]
    assert "turns into a dirty canastra" in explain(seen, action, "en", HARD)[0]


def test_closed_lixo_top_card_that_would_fit_is_not_said_to_fit_nothing() -> None:
    """Issue 8: in fechado "a carta de cima do lixo não entra em jogo seu agora"
    when 4♦ 2♦ take the 5♦."""
    game = position("fechado", hands=["4♦ 2♦ K♠ 9♣ J♥ 7♠ Q♣", 11], lixo="5♦")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence != tr("explain.draw.fechado", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_the_open_lixo_is_looked_at_before_saying_it_makes_no_jogo() -> None:
    """Issue 8: "o lixo não rende jogo para você agora" was said without looking
    at the lixo: here the 7♥ makes 5♥ 6♥ 7♥."""
    game = position(hands=["5♥ 6♥ K♠ 9♣ J♦ 3♠ Q♣", 11], lixo="7♥")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence == tr("explain.draw.nao_compensa", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_a_lixo_that_needs_a_curinga_is_not_said_to_make_no_jogo() -> None:
    """Played under tmux (mestre-buraco): the table said "o lixo dá jogo: 8♠"
    while the Dica said "o lixo não rende jogo para você agora"; the 8♠ makes
    6♠ 2♦ 8♠ with the hand's curinga."""
    game = position("mestre-buraco", hands=["6♠ Q♠ 8♥ 9♥ 10♥ 9♣ J♣ 2♦ 4♦ 4♦ 9♦", 8], lixo="8♠")
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "comprar"}, lang, HARD)
        assert sentence == tr("explain.draw.so_curinga", lang)
        assert check_sentence(game, {"acao": "comprar"}, lang) == 1


def test_one_lixo_card_is_one_card() -> None:
    """Issue 8: "são uma carta a mais"."""
    assert tr("explain.lixo.more", "pt", n=1) == (
        "Pegue o lixo: é uma carta a mais para formar jogos e canastras."
    )
    assert "one more card" in tr("explain.lixo.more", "en", n=1)


def test_the_race_sentence_is_true() -> None:
    game = position(hands=["8♥ 9♥", 11], melds=[["5♥ 6♥ 7♥"], []], lixo="4♠ Q♣")
    seen = Seen.from_view(game.view(0))
    assert explain(seen, {"acao": "comprar"}, "pt", HARD)[0] == tr("explain.draw.race", "pt")
    after = accepted(game, {"acao": "comprar"})
    assert after is not None
    for action in rule_candidates(Seen.from_view(after.view(0)), HARD):
        if after.turn != 0:
            break
        trial = accepted(after, action)
        if trial is not None:
            after = trial
    assert after.morto_taken(0)


OUT = {"mortos_taken": [True, True], "mortos_left": 0}
LIMPA = ["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠"]


@pytest.mark.parametrize(
    ("hand", "melds", "kw", "action", "phrase"),
    [
        ("5♥ 6♥ 7♥", [], {}, {"acao": "baixar", "cartas": "5♥ 6♥ 7♥"}, "after.morto_direto"),
        ("5♥ 6♥ 7♥ K♦", [], {}, {"acao": "baixar", "cartas": "5♥ 6♥ 7♥"}, "after.morto_descarte"),
        ("9♦ 10♦ J♦", LIMPA, OUT, {"acao": "baixar", "cartas": "9♦ 10♦ J♦"}, "after.bata"),
        ("K♦", [], {}, {"acao": "descartar", "carta": "K♦"}, "discard.last_morto"),
        ("K♦", LIMPA, OUT, {"acao": "descartar", "carta": "K♦"}, "discard.last_out"),
        ("K♦ 4♠ 9♣", [], {}, {"acao": "descartar", "carta": "K♦"}, "discard.loose"),
    ],
)
def test_the_endings_are_true(
    hand: str, melds: list[str], kw: dict[str, Any], action: dict[str, Any], phrase: str
) -> None:
    game = position(hands=[hand, 11], melds=[melds, ["J♣ Q♣ K♣"]], phase="baixar", **kw)
    seen = Seen.from_view(game.view(0))
    for lang in LANGS:
        sentence, _ = explain(seen, action, lang, HARD)
        assert tr(f"explain.{phrase}", lang) in sentence, sentence
        assert check_sentence(game, action, lang) >= 1


def test_any_other_card_would_feed_is_true() -> None:
    game = position(
        hands=["2♦ 2♦ A♣ 2♣", 11],
        melds=[["J♦ Q♦ K♦ A♦"], ["2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"]],
        phase="baixar",
    )
    action = {"acao": "descartar", "carta": "2♦"}
    for lang in LANGS:
        assert (
            tr("explain.discard.feeds", lang)
            in explain(Seen.from_view(game.view(0)), action, lang, HARD)[0]
        )
        assert check_sentence(game, action, lang) == 1


def test_a_card_with_a_neighbour_is_not_called_the_least_useful_when_loose_cards_stay() -> None:
    """Issue 8: "Descarte o J♥: é a que menos ajuda seus jogos" with the Q♥ in
    hand: the J♥ helps a jogo; the sentence must give the reason the loose
    cards stay (here the 9♣ fits the side's clubs and the K♠ would feed the
    opponent's spades)."""
    game = position(
        hands=["J♥ Q♥ 9♣ K♠ 4♦ 5♦", 11],
        melds=[["6♣ 7♣ 8♣"], ["9♠ 10♠ J♠ Q♠"]],
        phase="baixar",
        lixo="3♥ 7♦",
    )
    seen = Seen.from_view(game.view(0))
    action = {"acao": "descartar", "carta": "J♥"}
    pt, _ = explain(seen, action, "pt", HARD)
    assert "menos ajuda" not in pt
    assert "as soltas 9♣ encaixam em jogos seus" in pt
    assert "as soltas K♠ serviriam aos jogos do adversário" in pt
    for lang in LANGS:
        assert check_sentence(game, action, lang) >= 2


@pytest.mark.parametrize("lixo", ["K♦", "K♦ 4♠ 9♣"])
def test_the_lixo_card_count_is_the_lixo(lixo: str) -> None:
    game = position(hands=["5♥ 7♣ J♠ 3♦ Q♥ 8♠ 10♦", 11], lixo=lixo)
    seen = Seen.from_view(game.view(0))
    n = len(lixo.split())
    for lang in LANGS:
        sentence, _ = explain(seen, {"acao": "pegar_lixo"}, lang, HARD)
        assert sentence == tr("explain.lixo.more", lang, n=n)
        assert check_sentence(game, {"acao": "pegar_lixo"}, lang) == 1

"""Checks that a Dica sentence tells the truth, shared by the Dica's tests.

Each claim a sentence can make is read with the catalogue's own phrases and checked
against the position (see tests/ai/dica/test_explain_truth.py for the list of claims).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from buraco_tui.ai.dica.explain import say
from buraco_tui.ai.knowledge.handtools import DIST, JOKER, is_wild
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.discard import discard_danger
from buraco_tui.ai.plans.policy import rule_candidates
from buraco_tui.ai.plans.style import EASY, HARD, MEDIUM
from buraco_tui.engine import (
    Game,
    IllegalAction,
    cards_text,
    check_meld,
    parse_cards,
    vulneravel_opening,
)
from buraco_tui.text.lang import tr

LANGS = ("pt", "en", "es")
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
    # the longest phrase first, and read once: "canastra suja" is also the start of
    # "canastra suja de ases"
    phrases = [
        (tr(f"explain.progress.{claim}", lang, kind=tr(f"explain.kind.{kind}", lang)), claim, kind)
        for kind in KINDS
        for claim in ("canastra", "still", "becomes")
    ]
    rest = sentence
    for phrase, claim, kind in sorted(phrases, key=lambda p: -len(p[0])):
        if phrase in rest:
            out.append((claim, kind))
            rest = rest.replace(phrase, "\x00")
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
    found = None
    for n in (1, 2):  # "fecha 5♥ 6♥ 7♥ e ...", the verb read from the catalogue's phrase
        text = tr(
            "explain.lixo.new", lang, n=n, these="\x01", meld="\x00", name="\x02", progress=""
        )
        verb = text.split("\x01")[1].split("\x00")[0]
        joint = text.split("\x00")[1].split("\x02")[0]
        found = found or re.search(re.escape(verb) + "(.+?)" + re.escape(joint), sentence)
    assert found, sentence
    return None, seen.judge(tuple(codes(found.group(1))))


def wild_jogo(sentence: str, lang: str) -> tuple[int, list[int]] | None:
    """The lixo card and the jogo of "o 6♥ dá jogo com o seu curinga: 4♥ 2♦ 6♥", or None."""
    template = tr("explain.lixo.wild", lang, card="\x00", meld="\x01")
    head, rest = template.split("\x00")
    middle, tail = rest.split("\x01")
    card_word = tr("explain.card", lang, card="\x00").split("\x00")
    pattern = (
        re.escape(head + card_word[0])
        + f"({CARD})"
        + re.escape(card_word[1] + middle)
        + rf"((?:{CARD})(?: (?:{CARD}))*)"
        + re.escape(tail)
    )
    found = re.fullmatch(pattern, sentence)
    if not found:
        return None
    return codes(found.group(1))[0], codes(found.group(2))


def near_card(sentence: str, lang: str) -> tuple[int, list[int]] | None:
    """The lixo card and its vizinhas of "o 7♥ tem vizinhas do seu naipe na sua mão:
    8♥ 9♥", or None."""
    card_word = tr("explain.card", lang, card="\x00").split("\x00")
    for n in (1, 2):
        template = tr("explain.lixo.near", lang, n=n, card="\x00", near="\x01")
        head, rest = template.split("\x00")
        middle, tail = rest.split("\x01")
        pattern = (
            re.escape(head + card_word[0])
            + f"({CARD})"
            + re.escape(card_word[1] + middle)
            + rf"((?:{CARD})(?: (?:{CARD}))*)"
            + re.escape(tail)
        )
        found = re.fullmatch(pattern, sentence)
        if found:
            return codes(found.group(1))[0], codes(found.group(2))
    return None


def natural_jogo_from_lixo(
    game: Game,
    seat: int,
    *,
    wilds: bool = False,
    known: list[int] | None = None,
    only: int | None = None,
) -> bool:
    """The engine's own suggestions after taking the open lixo: a jogo or an
    encostar that uses a lixo card and (unless ``wilds``) no curinga of the hand's;
    with ``known``, only those whose lixo cards are all among ``known`` (the cards of
    a stacked lixo the seat can name); with ``only``, those that use that lixo card."""
    hand = codes(game.view(seat)["hand"])
    after = accepted(game, {"acao": "pegar_lixo"})
    if after is None:
        return False
    for action in after.legal_actions() + _lixo_lays(game, after, seat):
        if action["acao"] not in ("baixar", "encostar", "baixar_varios"):
            continue
        used = codes(action.get("cartas") or " ".join(action["jogos"]))
        left = list(hand)
        lixo = codes(game.view(seat)["lixo"])
        from_lixo = []
        for c in used:  # a natural card the hand holds is the hand's; a curinga the lixo's first
            if c in left and not (is_wild(c) and c in lixo):
                left.remove(c)
            else:
                from_lixo.append(c)
                if c in lixo:
                    lixo.remove(c)
        from_hand = [c for c in used if c not in from_lixo]
        if not from_lixo or (only is not None and only not in from_lixo):
            continue
        if known is not None and Counter(from_lixo) - Counter(known):
            continue  # a card of the pile the seat cannot name
        if wilds or not any(is_wild(c) for c in from_hand):
            return True
        if action["acao"] == "baixar" and check_meld(used, game.rules).clean:
            return True  # the hand's 2 in its own place (A♦ 2♦ 3♦) spends no curinga
    return False


def _lixo_lays(game: Game, after: Game, seat: int) -> list[dict[str, Any]]:
    """Lay-downs with a card of the lixo the engine accepts after the take, beyond its
    suggestions: every jogo of three with a lixo card, and a lixo card (with one more
    card or alone) on a jogo of the side's. The suggestions leave out a lay-down that
    the rest of the turn must rescue (docs/rules.md §4.9: Q♣ K♣ 2♥ leaving a 2♦ for a
    jogo on the table); the engine, asked, takes it."""
    pool = codes(after.view(seat)["hand"])
    # the cards the take brought (a stacked pozo shows its top only)
    lixo = sorted(set((Counter(pool) - Counter(codes(game.view(seat)["hand"]))).elements()))
    side = int(after.view(seat)["side"])
    jogos = [tuple(int(c) for c in m.cards) for m in after.melds(side)]
    tries: list[dict[str, Any]] = []
    seen: set[tuple[Any, ...]] = set()
    for card in lixo:
        rest = list(pool)
        rest.remove(card)
        for i, a in enumerate(rest):
            for b in rest[i + 1 :]:
                trio = tuple(sorted((card, a, b)))
                if trio not in seen and check_meld(list(trio), after.rules).ok:
                    seen.add(trio)
                    tries.append({"acao": "baixar", "cartas": cards_text(list(trio))})
        for j, jogo in enumerate(jogos):
            for extra in [(), *((x,) for x in sorted(set(rest)))]:
                laid = tuple(sorted((card, *extra)))
                if (j, laid) in seen or not check_meld(list(jogo + laid), after.rules).ok:
                    continue
                seen.add((j, laid))
                tries.append({"acao": "encostar", "jogo": j, "cartas": cards_text(list(laid))})
    return [t for t in tries if accepted(after, t) is not None]


def top_fits_somewhere(seen: Seen) -> bool:
    top = seen.lixo[-1]
    if any(seen.judge(m + (top,)).ok for m in seen.melds[seen.side]):
        return True
    hand = seen.hand
    return any(seen.judge((a, b, top)).ok for i, a in enumerate(hand) for b in hand[i + 1 :])


def _long_takes(seen: Seen) -> list[dict[str, Any]]:
    """Closed takes with every run of the top's suit in the hand around it, for the
    engine to judge: an opening the suggestions might miss (at most a few dozen)."""
    top = seen.lixo[-1]
    same = sorted({c for c in seen.hand if c // 13 == top // 13 or is_wild(c)})
    out = []
    for i in range(len(same)):
        for j in range(i + 2, len(same) + 1):
            out.append({"acao": "pegar_lixo", "cartas": cards_text(same[i:j])})
    return out


def _lixo_card_jogo(seen: Seen) -> bool:
    """A card of the lixo makes a jogo of three with two other cards of the hand and the
    lixo, one the hand could not make alone: a natural card counts where the jogo holds
    more copies of it than the hand (decision 76: 9♠ 9♦ in hand and a 9♠ on the lixo make
    9♠ 9♠ 9♦), a curinga always (decision 81)."""
    pool = seen.hand + seen.lixo
    for card in set(seen.lixo):
        rest = list(pool)
        rest.remove(card)
        for i, a in enumerate(rest):
            for b in rest[i + 1 :]:
                jogo = (card, a, b)
                if not seen.judge(tuple(sorted(jogo))).ok:
                    continue
                if is_wild(card) or jogo.count(card) > seen.hand.count(card):
                    return True
    return False


def _wild_jogo_in_hand(seen: Seen) -> bool:
    """Two natural cards of the hand make a jogo with one of its curingas."""
    wilds = [c for c in seen.hand if is_wild(c)]
    return any(
        seen.judge(tuple(sorted((a, b, w)))).ok
        for w in wilds
        for i, a in enumerate(seen.hand)
        for b in seen.hand[i + 1 :]
        if not is_wild(a) and not is_wild(b)
    )


def check_sentence(game: Game, action: dict[str, Any], lang: str) -> int:
    """Check every claim of the sentence for ``action``; returns how many."""
    seat = game.turn
    view = game.view(seat)
    seen = Seen.from_view(view).remembering(view)  # what the seat knows, as the Dica reads it
    sentence, cards = say(view, action, lang)
    if action["acao"] in ("comprar", "pegar_lixo") and sentence == tr(
        f"explain.plain.{action['acao']}", lang
    ):
        return 0  # the move alone, no claim made ("Pegue o lixo.")
    side = seen.side
    acao = action["acao"]
    n = 0
    if acao == "comprar":
        open_lixo = not seen.rules.lixo_fechado
        if (
            open_lixo
            and seen.must_open_big
            and vulneravel_opening(seen.hand + seen.lixo, seen.rules)
        ):
            return 0  # it opens, then lays the lixo's jogo: two steps the suggestions do not show
        top = cards_text(seen.lixo[-1:])
        takes = [a for a in game.legal_actions() if a["acao"] == "pegar_lixo"]
        if sentence == tr("explain.draw.fechado", lang):
            assert not top_fits_somewhere(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.fechado_pouco", lang, card=top):
            assert top_fits_somewhere(seen), sentence
            # "pegar o lixo agora não compensa": a take the table would accept
            assert takes or not seen.must_open_big, sentence
            n += 1
        elif sentence == tr(
            "explain.draw.fechado_nao_abre", lang, card=top, minimo=seen.rules.vulneravel_minimo
        ):
            # the top makes a jogo, but no closed take the engine accepts opens the hand
            assert seen.must_open_big and top_fits_somewhere(seen), sentence
            assert not takes and not any(accepted(game, a) for a in _long_takes(seen)), sentence
            n += 1
        elif sentence == tr("explain.draw.sem_jogo", lang):
            assert not natural_jogo_from_lixo(game, seat, wilds=True), sentence
            n += 1
        elif sentence == tr("explain.draw.so_curinga", lang):
            assert natural_jogo_from_lixo(game, seat, wilds=True), sentence
            assert not natural_jogo_from_lixo(game, seat), sentence
            n += 1
        elif sentence == tr("explain.draw.curinga_nao_compensa", lang):
            # the lixo makes a jogo only with a curinga, and that curinga makes a jogo
            # with two cards of the hand without the lixo
            assert natural_jogo_from_lixo(game, seat, wilds=True), sentence
            assert not natural_jogo_from_lixo(game, seat), sentence
            assert view["lixo_count"] == len(seen.lixo), sentence
            assert _wild_jogo_in_hand(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.curinga_nao_compensa_visto", lang):
            # the same, of the cards known: some lie under them out of sight
            assert view["lixo_count"] > len(seen.lixo), sentence
            assert natural_jogo_from_lixo(game, seat, wilds=True, known=seen.lixo), sentence
            assert not natural_jogo_from_lixo(game, seat, known=seen.lixo), sentence
            assert _wild_jogo_in_hand(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.sem_jogo_visto", lang):
            # of the whole pile nothing is said: cards lie under it out of sight
            assert view["lixo_count"] > len(seen.lixo), sentence
            assert not natural_jogo_from_lixo(game, seat, wilds=True, known=seen.lixo), sentence
            n += 1
        elif sentence == tr("explain.draw.so_curinga_visto", lang):
            assert view["lixo_count"] > len(seen.lixo), sentence
            assert natural_jogo_from_lixo(game, seat, wilds=True, known=seen.lixo), sentence
            assert not natural_jogo_from_lixo(game, seat, known=seen.lixo), sentence
            n += 1
        elif sentence == tr("explain.draw.nao_compensa", lang):
            assert natural_jogo_from_lixo(game, seat), sentence
            n += 1
        elif sentence == tr("explain.draw.nao_abre", lang, minimo=seen.rules.vulneravel_minimo):
            # a jogo with a lixo card exists, but no first lay-down the engine takes
            assert seen.must_open_big and not natural_jogo_from_lixo(game, seat, wilds=True)
            assert _lixo_card_jogo(seen), sentence
            n += 1
        elif sentence == tr("explain.draw.lixo_vazio", lang):
            assert not seen.lixo
            n += 1
        return n
    if acao == "pegar_lixo":
        lixo = seen.lixo
        if sentence == tr("explain.lixo.more", lang, n=seen.lixo_size):
            return 1  # the count is the lixo's by construction of the phrase
        if sentence == tr("explain.lixo.so_curingas", lang):
            # curingas alone in hand, and the engine refuses the monte (seed 001)
            assert seen.hand and all(is_wild(c) for c in seen.hand), sentence
            assert accepted(game, {"acao": "comprar"}) is None, sentence
            return 1
        near = near_card(sentence, lang)
        if near is not None:
            # "o 7♥ tem vizinha do seu naipe na sua mão: 8♥": a one-card lixo the view
            # shows, a card the hand lacks, and natural cards of its suit in the hand
            # two ranks or less away
            card, vizinhas = near
            assert codes(view["lixo"]) == [card] and seen.lixo_size == 1, sentence
            assert card not in seen.hand and not is_wild(card), sentence
            assert vizinhas and all(seen.hand.count(c) >= 1 for c in vizinhas), sentence
            for c in vizinhas:
                assert not is_wild(c) and c // 13 == card // 13, sentence
                assert DIST[card][c] <= 2, sentence
            return 1
        wild = wild_jogo(sentence, lang)
        if wild is not None:
            # "o 6♥ dá jogo com o seu curinga: 4♥ 2♦ 6♥": the lixo shows the card, the
            # hand holds the rest with a curinga, and the engine lays it after the take
            card, jogo = wild
            assert card in codes(view["lixo"]) and card in jogo, sentence
            rest = list(jogo)
            rest.remove(card)
            assert not [c for c in rest if rest.count(c) > seen.hand.count(c)], sentence
            assert any(is_wild(c) for c in rest) and not seen.judge(tuple(jogo)).clean, sentence
            taken = accepted(game, {"acao": "pegar_lixo"})
            assert taken is not None, sentence
            laid = accepted(taken, {"acao": "baixar", "cartas": cards_text(jogo)})
            assert laid is not None, sentence
            return 1
        for k in range(1, 40):
            if k != seen.lixo_size:
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
            for opp in seen.opps:  # every other side (two at rioplatense's three seats)
                assert not any(seen.judge(m + (card,)).ok for m in seen.melds[opp]), sentence
            n += 1
        if tr("explain.discard.feeds", lang) in sentence:
            assert all(discard_danger(seen, c) > 0 for c in others if not is_wild(c)), sentence
            n += 1
        if tr("explain.discard.loose", lang) in sentence:
            assert not seen.rules.trincas and loose(card, others), sentence
            n += 1
        if tr("explain.discard.loose.trincas", lang) in sentence:
            assert seen.rules.trincas and loose(card, others, trincas=True), sentence
            n += 1
        return n + check_kept(seen, card, sentence, lang)
    return n


def loose(card: int, others: list[int], trincas: bool = False) -> bool:
    """No vizinha among ``others`` (docs/decisions.md 72 and 75, the vizinha): no
    natural card of the suit within two ranks, nor the 2 of the suit beside an A, 3
    or 4, where the 2 sits naturally (docs/rules.md §2.4, seed 003: "no Ás-2-3 de
    copas, o 2 de copas não conta como curinga"); with ``trincas``, nor a natural
    card of its rank (§2.6: "mismo valor (A, 3 a K), palos libres")."""

    def natural_two_beside(c: int) -> bool:
        return c // 13 == card // 13 and c % 13 == 1 and card % 13 in (0, 2, 3)

    def same_rank(c: int) -> bool:
        return trincas and not is_wild(c) and c % 13 == card % 13

    return not is_wild(card) and not any(
        c != JOKER
        and (not is_wild(c) and DIST[card][c] <= 2 or natural_two_beside(c) or same_rank(c))
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
        if loose(c, after, seen.rules.trincas):
            others_loose.append(c)
    rest = list(hand)
    rest.remove(card)
    n = 0
    if tr("explain.discard.least", lang) in sentence:
        assert not loose(card, rest, seen.rules.trincas) and not others_loose, sentence
        n += 1
    side = seen.side
    opposing = [s for s in range(seen.players) if seen.side_of(s) != side]
    many = ".many" if len(opposing) > 1 else ""
    claims = {
        "explain.discard.kept_fit": lambda c: any(
            seen.judge(m + (c,)).ok for m in seen.melds[side]
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
        assert not loose(card, rest, seen.rules.trincas), sentence
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

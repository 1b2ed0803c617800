"""One sentence of why, in the player's language, for an action a bot chose.

The sentence is built from what the seat sees (its :class:`Seen`) and the
action, out of the catalogue's ``explain.*`` messages; :func:`explain` also
names the cards to highlight in the hand or lixo.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import cards_text, parse_cards
from buraco_tui.text.lang import tr

from .discard import discard_danger
from .draw import race_ready
from .handtools import DIST, JOKER, is_wild
from .laydown import plan_laydowns
from .seen import Seen
from .style import MEDIUM, Style, natural

#: Cards in a canastra (seed 000: "Canastra: jogo de 7 cartas ou mais").
CANASTRA_SIZE = 7

#: The suits in the engine's order, as catalogue ids (``explain.suit.<name>``).
SUITS = ("espadas", "copas", "ouros", "paus")


def _codes(text: Any) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def _txt(codes: list[int] | tuple[int, ...]) -> str:
    return cards_text(sorted(codes))


def _jogo_name(seen: Seen, check: Any, lang: str) -> str:
    """'seu jogo de copas' / 'your hearts jogo' (or the cards for a trinca)."""
    pair = _pair(seen)
    if check.kind == "sequencia" and check.suit >= 0:
        suit = tr(f"explain.suit.{SUITS[check.suit]}", lang)
        return tr("explain.jogo.suit" + pair, lang, suit=suit)
    return tr("explain.jogo.cards" + pair, lang, cards=cards_text(check.cards))


def _pair(seen: Seen) -> str:
    """The catalogue suffix of a seat that has a partner (".pair": the jogos
    and the morto are the pair's, seed 000: "Cada dupla pega um morto só")."""
    return ".pair" if seen.partners else ""


def _many(seen: Seen) -> str:
    """The catalogue suffix where more than one seat opposes (".many")."""
    opposing = [s for s in range(seen.players) if seen.side_of(s) != seen.side]
    return ".many" if len(opposing) > 1 else ""


def _progress(seen: Seen, check: Any, lang: str, before: Any = None) -> str:
    """'fica a 2 cartas da canastra' / 'fecha uma canastra limpa' / for a jogo
    that already was a canastra (``before``), 'continua uma canastra limpa' or
    'vira uma canastra suja'."""
    if check.canastra:
        kind = tr(f"explain.kind.{check.canastra}", lang)
        if before is not None and before.canastra:
            same = before.canastra == check.canastra
            return tr(f"explain.progress.{'still' if same else 'becomes'}", lang, kind=kind)
        return tr("explain.progress.canastra", lang, kind=kind)
    return tr("explain.progress.missing", lang, n=CANASTRA_SIZE - check.size)


def explain(
    seen: Seen, action: dict[str, Any], lang: str = "pt", style: Style = MEDIUM
) -> tuple[str, list[str]]:
    """The sentence of why, and the cards to highlight, for ``action``."""
    acao = action.get("acao")
    if acao == "comprar":
        return _why_draw(seen, lang), []
    if acao == "pegar_lixo":
        return _why_lixo(seen, action, lang, style)
    if acao in ("baixar", "baixar_varios"):
        return _why_baixar(seen, action, lang)
    if acao == "encostar":
        return _why_encostar(seen, action, lang)
    if acao == "descartar":
        return _why_discard(seen, action, lang, style)
    return tr("explain.play_on", lang), []


def _why_draw(seen: Seen, lang: str) -> str:
    """Why the monte: each sentence says only what the position shows (issue 8:
    'o lixo não rende jogo' was said without looking at the lixo)."""
    if not seen.lixo:
        return tr("explain.draw.lixo_vazio", lang)
    if race_ready(seen):
        return tr("explain.draw.race", lang)
    if seen.rules.lixo_fechado:
        top = seen.lixo[-1]
        if top_card_fits(seen):
            return tr("explain.draw.fechado_pouco", lang, card=_txt([top]))
        return tr("explain.draw.fechado", lang)
    if lixo_makes_jogo(seen):
        return tr("explain.draw.nao_compensa", lang)
    if lixo_makes_jogo(seen, wilds=True):
        return tr("explain.draw.so_curinga", lang)
    return tr("explain.draw.sem_jogo", lang)


def lixo_makes_jogo(seen: Seen, *, wilds: bool = False) -> bool:
    """Open lixo: a card of it goes on a jogo of the side's, or makes a jogo with
    two other cards of the hand and the lixo (a curinga of the hand's among them
    only when ``wilds``: the table's "o lixo dá jogo" counts those too)."""
    lixo = list(seen.lixo)
    for card in set(lixo):
        if any(seen.judge(codes + (card,)).ok for codes in seen.melds[seen.side]):
            return True
    pool = [c for c in seen.hand if wilds or not is_wild(c)] + lixo
    for card in set(lixo):
        rest = list(pool)
        rest.remove(card)
        tried: set[tuple[int, int]] = set()
        for i, x in enumerate(rest):
            for y in rest[i + 1 :]:
                pair = (min(x, y), max(x, y))
                if pair in tried or not _could_meld(seen, card, *pair):
                    continue
                tried.add(pair)
                if seen.judge((card, *pair)).ok:
                    return True
    return False


def _could_meld(seen: Seen, *cards: int) -> bool:
    """A quick filter before judging three cards: one suit, or (trincas) one rank."""
    naturals = [c for c in cards if not is_wild(c)]
    if len({c // 13 for c in naturals}) <= 1:
        return True
    return seen.rules.trincas and len({c % 13 for c in naturals}) <= 1


def top_card_fits(seen: Seen) -> bool:
    """Closed lixo: the top card goes on a jogo of the side's, or makes a jogo
    with two cards of the hand (curingas included)."""
    top = seen.lixo[-1]
    for codes in seen.melds[seen.side]:
        if seen.judge(codes + (top,)).ok:
            return True
    hand = sorted(seen.hand)
    for i, a in enumerate(hand):
        for b in hand[i + 1 :]:
            if seen.judge((a, b, top)).ok:
                return True
    return False


def _these(cards: list[int], lang: str) -> str:
    """'o 7♥' / 'o 7♥ e o 8♥' / 'the 7♥ and the 8♥'."""
    parts = [tr("explain.card", lang, card=_txt([c])) for c in sorted(cards)]
    if len(parts) == 1:
        return parts[0]
    return tr("explain.list", lang, first=", ".join(parts[:-1]), last=parts[-1])


def _table(seen: Seen, cards: list[int] | tuple[int, ...]) -> str:
    """Cards of a jogo in table order."""
    check = seen.judge(cards)
    return cards_text(check.cards) if check.ok else _txt(list(cards))


def _lixo_sentence(
    seen: Seen,
    lang: str,
    lixo_cards: list[int],
    jogo: tuple[int, ...],
    onto: tuple[int, ...] | None,
) -> str:
    """'Pegue o lixo: o 7♥ fecha 5♥ 6♥ 7♥ e seu jogo de copas fica a 4 cartas da canastra.'"""
    check = seen.judge(jogo)
    n = len(lixo_cards)
    before = seen.judge(onto) if onto else None
    words = {
        "these": _these(lixo_cards, lang),
        "name": _jogo_name(seen, check, lang),
        "progress": _progress(seen, check, lang, before),
    }
    if onto is not None:
        return tr("explain.lixo.onto", lang, n=n, onto=_table(seen, onto), **words)
    return tr("explain.lixo.new", lang, n=n, meld=_table(seen, jogo), **words)


def _why_lixo(seen: Seen, action: dict[str, Any], lang: str, style: Style) -> tuple[str, list[str]]:
    lixo = list(seen.lixo)
    side = seen.side
    if seen.rules.lixo_fechado and lixo:
        top = lixo[-1]
        if "jogo" in action:
            target = seen.melds[side][int(action["jogo"])]
            jogo = tuple(sorted(target + (top,)))
            return _lixo_sentence(seen, lang, [top], jogo, target), [_txt([top])]
        used = _codes(action.get("cartas", ""))
        jogo = tuple(sorted(used + [top]))
        return _lixo_sentence(seen, lang, [top], jogo, None), [_txt([c]) for c in jogo]
    draft = plan_laydowns(seen, natural(style.name), hand=seen.hand + lixo)
    codes = list(seen.melds[side])
    best: tuple[int, str, list[str]] | None = None
    for act in draft.actions:
        if "cartas" in act:
            groups = [_codes(act["cartas"])]
        else:
            groups = [_codes(j) for j in act.get("jogos", [])]
        for cards in groups:
            from_lixo = _from_lixo(cards, seen.hand, lixo)
            onto: tuple[int, ...] | None = None
            if act["acao"] == "encostar":
                idx = int(act["jogo"])
                onto = codes[idx]
                codes[idx] = jogo = tuple(sorted(onto + tuple(cards)))
            else:
                jogo = tuple(sorted(cards))
                codes.append(jogo)
            if from_lixo and (best is None or len(jogo) > best[0]):
                sentence = _lixo_sentence(seen, lang, from_lixo, jogo, onto)
                best = (len(jogo), sentence, [_txt([c]) for c in cards])
    if best is not None:
        return best[1], best[2]
    return tr("explain.lixo.more", lang, n=len(lixo)), [_txt([c]) for c in lixo]


def _from_lixo(cards: list[int], hand: list[int], lixo: list[int]) -> list[int]:
    """Which of ``cards`` must come from the lixo (those the hand lacks)."""
    rest = list(hand)
    out = []
    for c in cards:
        if c in rest:
            rest.remove(c)
        elif c in lixo:
            out.append(c)
    return out


def _after_words(seen: Seen, left: int, lang: str) -> str:
    if left == 0 and seen.can_take_morto:
        return tr("explain.after.morto_direto" + _pair(seen), lang)
    if left == 0:
        return tr("explain.after.bata", lang)
    if left == 1 and seen.can_take_morto:
        return tr("explain.after.morto_descarte" + _pair(seen), lang)
    return ""


def _why_baixar(seen: Seen, action: dict[str, Any], lang: str) -> tuple[str, list[str]]:
    if action["acao"] == "baixar_varios":
        jogos = [_codes(j) for j in action["jogos"]]
    else:
        jogos = [_codes(action["cartas"])]
    cards = [c for j in jogos for c in j]
    left = len(seen.hand) - len(cards)
    texts = [_txt(j) for j in jogos]
    if seen.must_open_big:
        sentence = tr(
            "explain.open_big",
            lang,
            melds=" + ".join(texts),
            points=sum(seen.judge(j).points for j in jogos),
            minimo=seen.rules.vulneravel_minimo,
            after=_after_words(seen, left, lang),
        )
        return sentence, [_txt([c]) for c in cards]
    check = seen.judge(jogos[0])
    sentence = tr(
        "explain.baixar",
        lang,
        meld=texts[0],
        name=_jogo_name(seen, check, lang),
        progress=_progress(seen, check, lang),
        wild="" if check.clean else tr("explain.baixar.wild", lang),
        after=_after_words(seen, left, lang),
    )
    return sentence, [_txt([c]) for c in cards]


def _why_encostar(seen: Seen, action: dict[str, Any], lang: str) -> tuple[str, list[str]]:
    idx = int(action["jogo"])
    cards = _codes(action["cartas"])
    side = seen.side
    old = seen.melds[side][idx] if idx < len(seen.melds[side]) else ()
    check = seen.judge(tuple(old) + tuple(cards))
    left = len(seen.hand) - len(cards)
    before = seen.judge(old) if old else None
    target = cards_text(before.cards) if before is not None else ""

    spends_wild = any(is_wild(c) for c in cards) and not check.clean
    sentence = tr(
        "explain.encostar" + _pair(seen),
        lang,
        cards=_txt(cards),
        target=target,
        progress=_progress(seen, check, lang, before),
        wild=tr("explain.encostar.wild", lang) if spends_wild else "",
        after=_after_words(seen, left, lang),
    )
    return sentence, [_txt([c]) for c in cards]


def _why_discard(
    seen: Seen, action: dict[str, Any], lang: str, style: Style
) -> tuple[str, list[str]]:
    card = _codes(action["carta"])[0]
    text = _txt([card])
    others = [c for c in seen.hand if c != card]
    wild = is_wild(card)
    loose = _is_loose(card, others)
    safe = (
        style.careful_discard
        and not wild  # a curinga serves every jogo
        and discard_danger(seen, card) == 0
        and any(seen.melds[o] for o in seen.opps)
    )
    feeds = wild and all(discard_danger(seen, c) > 0 for c in others if not is_wild(c))
    parts = [] if loose else _why_not_loose(seen, card, lang)
    if parts:
        # the reasons speak of the loose cards that stay: the safety is its own clause
        if safe:
            parts.insert(0, tr("explain.discard.safe_alone" + _many(seen), lang))
        why = "; ".join(parts)
    else:
        why = tr("explain.discard.loose" if loose else "explain.discard.least", lang)
        if safe:
            why = tr("explain.discard.safe" + _many(seen), lang, why=why)
    if feeds:
        why = tr("explain.discard.feeds" + _many(seen), lang)
    if len(seen.hand) == 1:
        last = "morto" if seen.can_take_morto else "out"
        why = tr(f"explain.discard.last_{last}" + _pair(seen), lang)
    return tr("explain.discard", lang, card=text, why=why), [text]


def _is_loose(card: int, others: list[int]) -> bool:
    """A natural card with no natural card of its suit within two ranks in ``others``."""
    return not is_wild(card) and not any(
        not is_wild(c) and c != JOKER and DIST[card][c] <= 2 for c in others
    )


def kept_loose(seen: Seen, card: int) -> tuple[list[int], list[int], list[int]]:
    """The loose cards of the hand (no suit neighbour, ``card`` included) that stay
    when ``card`` is discarded, split by why they stay: (those that fit a jogo
    of the side or make a pair in a table with trincas, those that would feed
    an opponent, the rest)."""
    hand = seen.hand
    fit: list[int] = []
    feed: list[int] = []
    other: list[int] = []
    for c in sorted(set(hand)):
        if c == card or is_wild(c):
            continue
        others = list(hand)
        others.remove(c)
        if not _is_loose(c, others):
            continue
        if discard_danger(seen, c) > 0:
            feed.append(c)
        elif (seen.rules.trincas and hand.count(c) > 1) or any(
            seen.judge(m + (c,)).ok for m in seen.melds[seen.side]
        ):
            fit.append(c)
        else:
            other.append(c)
    return fit, feed, other


def _why_not_loose(seen: Seen, card: int, lang: str) -> list[str]:
    """Why a card with suit neighbours goes before the loose ones (issue 8: the
    reason must be true of the hand): the loose ones fit the side's jogos, pair
    up or would feed an opponent, or the card is worth more points left in hand
    than each loose card that stays. Empty when no other card is loose."""
    fit, feed, other = kept_loose(seen, card)
    parts = []
    if fit:
        parts.append(tr("explain.discard.kept_fit", lang, cards=_txt(fit)))
    if feed:
        parts.append(tr("explain.discard.kept_feed" + _many(seen), lang, cards=_txt(feed)))
    values = seen.rules.values
    if other and all(values[card] > values[c] for c in other):
        parts.append(tr("explain.discard.kept_points", lang, cards=_txt(other)))
    elif other:
        parts.append(tr("explain.discard.kept_plan", lang, cards=_txt(other)))
    return parts

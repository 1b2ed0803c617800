"""One sentence of why, in the player's language, for an action a bot chose.

The sentence is built from what the seat sees (its :class:`Seen`) and the
action, out of the catalogue's ``explain.*`` messages; :func:`explain` also
names the cards to highlight in the hand or lixo. Every phrase comes with the
:class:`~.claims.Claim` it makes, and the claims are checked against the
position before the sentence is given (issue 27, item 6): one that fails and
the sentence is replaced by a plainer one that only names the move. The
sentence names only cards the seat's view shows (a stacked lixo's cards under
its top, remembered by the bot, are never named).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import cards_text
from buraco_tui.text.lang import tr

from ..knowledge.handtools import cards_left, is_wild
from ..knowledge.seen import Seen
from ..plans.discard import discard_danger
from ..plans.draw import race_ready
from ..plans.laydown import plan_laydowns
from ..plans.style import HARD, MEDIUM, Style, natural
from ..plans.takeback import compelled_take, leaves_allowed, lixo_makes_jogo
from .claims import (
    CANASTRA_SIZE,
    Claim,
    Position,
    failed,
    lixo_opens,
    loose_in,
    top_card_fits,
    top_card_opens,
    vizinhas,
)
from .phrases import (
    SUITS,
    after_words,
    card_codes,
    into_phrase,
    jogo_name,
    many,
    pair,
    progress_phrase,
    table,
    these_phrase,
    txt,
)

__all__ = [
    "CANASTRA_SIZE",
    "SUITS",
    "Said",
    "explain",
    "kept_loose",
    "lixo_makes_jogo",
    "said",
    "say",
    "top_card_fits",
]


@dataclass
class Said:
    """A sentence, the cards it highlights, and the claims it makes."""

    sentence: str
    cards: list[str] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)


def say(view: dict[str, Any], action: dict[str, Any], lang: str = "pt") -> tuple[str, list[str]]:
    """The sentence and highlighted cards for ``action`` on the seat's ``view``, as the
    Dica and the review both say it: judged on what the seat knows (the lixo it saw
    thrown included), naming only what its view shows."""
    seen = Seen.from_view(view).remembering(view)
    shown = tuple(card_codes(view.get("lixo", [])))
    return explain(seen, action, lang, HARD, shown=shown)


def explain(
    seen: Seen,
    action: dict[str, Any],
    lang: str = "pt",
    style: Style = MEDIUM,
    *,
    shown: Sequence[int] | None = None,
) -> tuple[str, list[str]]:
    """The sentence of why, and the cards to highlight, for ``action``: every claim
    checked (``shown``: the lixo cards the view shows, ``seen.lixo`` by default)."""
    found = said(seen, action, lang, style, shown=shown)
    return found.sentence, found.cards


def said(
    seen: Seen,
    action: dict[str, Any],
    lang: str = "pt",
    style: Style = MEDIUM,
    *,
    shown: Sequence[int] | None = None,
) -> Said:
    """:func:`explain` with the claims of the sentence given (all of them hold)."""
    position = Position(seen, tuple(seen.lixo if shown is None else shown))
    first = _reasoned(position, action, lang, style)
    for candidate in (first, _plain(position, action, lang)):
        if not failed(position, candidate.claims):
            visible = set(seen.hand) | set(position.shown)
            candidate.cards = [c for c in candidate.cards if card_codes(c)[0] in visible]
            return candidate
    return Said(tr("explain.play_on", lang))


def _reasoned(p: Position, action: dict[str, Any], lang: str, style: Style) -> Said:
    acao = action.get("acao")
    seen = p.seen
    if acao == "comprar":
        return _why_draw(p, lang)
    if acao == "pegar_lixo":
        return _why_lixo(p, action, lang, style)
    if acao in ("baixar", "baixar_varios"):
        return _why_baixar(seen, action, lang)
    if acao == "encostar":
        return _why_encostar(seen, action, lang)
    if acao == "descartar":
        return _why_discard(seen, action, lang, style)
    return Said(tr("explain.play_on", lang))


def _plain(p: Position, action: dict[str, Any], lang: str) -> Said:
    """The move alone, nothing said of why: true when the move's cards are in hand."""
    acao = action.get("acao")
    if acao == "comprar":
        return Said(tr("explain.plain.comprar", lang))
    if acao == "pegar_lixo":
        return Said(tr("explain.plain.pegar_lixo", lang))
    if acao in ("baixar", "encostar", "descartar", "baixar_varios"):
        if acao == "baixar_varios":
            cards = [c for j in action["jogos"] for c in card_codes(j)]
            text = " + ".join(txt(card_codes(j)) for j in action["jogos"])
        else:
            cards = card_codes(action.get("cartas") or action.get("carta", ""))
            text = txt(cards)
        key = "baixar" if acao == "baixar_varios" else acao
        claims = [Claim("in_hand", (tuple(cards),))]
        return Said(tr(f"explain.plain.{key}", lang, cards=text), [txt([c]) for c in cards], claims)
    return Said(tr("explain.play_on", lang))


# ------------------------------------------------------------------ draws


def _why_draw(p: Position, lang: str) -> Said:
    """Why the monte: each sentence says only what the position shows (issue 8:
    'o lixo não rende jogo' was said without looking at the lixo)."""
    seen = p.seen
    if not seen.lixo:
        return Said(tr("explain.draw.lixo_vazio", lang), claims=[Claim("lixo_empty")])
    if race_ready(seen):
        return Said(tr("explain.draw.race", lang), claims=[Claim("race")])
    if seen.rules.lixo_fechado:
        top = seen.lixo[-1]
        if top_card_fits(seen) and seen.must_open_big and not top_card_opens(seen):
            claims = [
                Claim("top", (top,)),
                Claim("top_fits", (True,)),
                Claim("top_opens", (False,)),
            ]
            minimo = seen.rules.vulneravel_minimo
            text = tr("explain.draw.fechado_nao_abre", lang, card=txt([top]), minimo=minimo)
            return Said(text, claims=claims)
        if top_card_fits(seen):
            claims = [Claim("top", (top,)), Claim("top_fits", (True,))]
            return Said(tr("explain.draw.fechado_pouco", lang, card=txt([top])), claims=claims)
        return Said(tr("explain.draw.fechado", lang), claims=[Claim("top_fits", (False,))])
    if seen.must_open_big and not lixo_opens(seen) and lixo_makes_jogo(seen, wilds=True, new=True):
        minimo = seen.rules.vulneravel_minimo
        claims = [Claim("lixo_jogo", (True, True)), Claim("opens", (False,))]
        return Said(tr("explain.draw.nao_abre", lang, minimo=minimo), claims=claims)
    if lixo_makes_jogo(seen, new=True):
        return Said(
            tr("explain.draw.nao_compensa", lang), claims=[Claim("lixo_jogo", (False, True))]
        )
    # a stacked lixo may hold cards nobody can name (the one turned up at the deal): then
    # the sentence speaks of the cards known, never of the whole lixo (decision 78)
    hidden = seen.hidden_lixo > 0
    tail = "_visto" if hidden else ""
    if lixo_makes_jogo(seen, wilds=True, new=True):
        claims = [Claim("lixo_jogo", (True, True)), Claim("lixo_jogo", (False, False))]
        claims.append(Claim("hidden_lixo", (hidden,)))
        if _lengthens_wild_jogo(seen):
            # "só gastando um curinga" would read as the reason, and the next Dica may
            # lay that curinga anyway (Q♦ K♦ 2♠ with the 10♦ left in the lixo); of a
            # stacked lixo, said of the cards known (decisions 78 and 80)
            return Said(tr(f"explain.draw.curinga_nao_compensa{tail}", lang), claims=claims)
        return Said(tr(f"explain.draw.so_curinga{tail}", lang), claims=claims)
    claims = [Claim("lixo_jogo", (True, False)), Claim("hidden_lixo", (hidden,))]
    return Said(tr(f"explain.draw.sem_jogo{tail}", lang), claims=claims)


def _lengthens_wild_jogo(seen: Seen) -> bool:
    """A card of the lixo (one the hand does not hold) lengthens a jogo that two
    natural cards of the hand make by themselves with one of its curingas: the
    curinga is no cost of the lixo, the hand may spend it without it. Seen under
    tmux at mestre-buraco: "o lixo só daria jogo gastando um curinga seu" (10♦ with
    Q♦ K♦ 2♠), and after the monte the Dica laid Q♦ K♦ 2♠."""
    hand = seen.hand
    wilds = {c for c in hand if is_wild(c)}
    naturals = sorted({c for c in hand if not is_wild(c)})
    lixo = set(seen.lixo) - set(hand)
    for w in wilds:
        for i, a in enumerate(naturals):
            for b in naturals[i + 1 :]:
                if not seen.judge(tuple(sorted((a, b, w)))).ok:
                    continue
                if any(seen.judge(tuple(sorted((a, b, w, c)))).ok for c in lixo):
                    return True
    return False


def _lixo_sentence(
    seen: Seen,
    lang: str,
    lixo_cards: list[int],
    jogo: tuple[int, ...],
    onto: tuple[int, ...] | None,
) -> tuple[str, list[Claim]]:
    """'Pegue o lixo: o 7♥ fecha 5♥ 6♥ 7♥ e seu jogo de copas fica a 4 cartas da canastra.'"""
    n = len(lixo_cards)
    progress, claim = progress_phrase(seen, jogo, lang, onto)
    claims = [Claim("from_lixo", (tuple(lixo_cards),)), claim]
    these = these_phrase(lixo_cards, lang)
    if onto is not None:
        into, more = into_phrase(seen, onto, lang)
        text = tr("explain.lixo.into", lang, n=n, these=these, into=into, progress=progress)
        return text, claims + more
    name, more = jogo_name(seen, seen.judge(jogo), lang)
    meld = table(seen, jogo)
    text = tr("explain.lixo.new", lang, n=n, these=these, meld=meld, name=name, progress=progress)
    return text, claims + more


def _why_lixo(p: Position, action: dict[str, Any], lang: str, style: Style) -> Said:
    seen = p.seen
    lixo = list(seen.lixo)
    side = seen.side
    if seen.rules.lixo_fechado and lixo:
        top = lixo[-1]
        if "jogo" in action:
            target = seen.melds[side][int(action["jogo"])]
            jogo = tuple(sorted(target + (top,)))
            text, claims = _lixo_sentence(seen, lang, [top], jogo, target)
            return Said(text, [txt([top])], claims + [Claim("top", (top,))])
        used = card_codes(action.get("cartas", ""))
        jogo = tuple(sorted(used + [top]))
        text, claims = _lixo_sentence(seen, lang, [top], jogo, None)
        extra = [Claim("top", (top,)), Claim("in_hand", (tuple(used),))]
        return Said(text, [txt([c]) for c in jogo], claims + extra)
    draft = plan_laydowns(seen, natural(style.name), hand=seen.hand + lixo)
    codes = list(seen.melds[side])
    laid_now: set[int] = set()  # jogos the plan itself lays down this turn
    grown: set[int] = set()  # jogos of the table the plan already added to
    best: tuple[int, Said] | None = None
    for act in draft.actions:
        if "cartas" in act:
            groups = [card_codes(act["cartas"])]
        else:
            groups = [card_codes(j) for j in act.get("jogos", [])]
        for cards in groups:
            from_lixo = _from_lixo(cards, seen.hand, lixo)
            onto: tuple[int, ...] | None = None
            if act["acao"] == "encostar":
                idx = int(act["jogo"])
                codes[idx] = jogo = tuple(sorted(codes[idx] + tuple(cards)))
                if idx not in laid_now:
                    # name the jogo as the table shows it: where the plan put cards
                    # on it first, speak of these cards alone, if they fit it alone
                    onto = seen.melds[side][idx]
                    jogo = tuple(sorted(onto + tuple(cards)))
                    if idx in grown and not seen.judge(jogo).ok:
                        continue
                    grown.add(idx)
            else:
                jogo = tuple(sorted(cards))
                laid_now.add(len(codes))
                codes.append(jogo)
            shown = _all_in(from_lixo, p.shown)  # never name a card the view hides
            if from_lixo and shown and (best is None or len(jogo) > best[0]):
                text, claims = _lixo_sentence(seen, lang, from_lixo, jogo, onto)
                best = (len(jogo), Said(text, [txt([c]) for c in cards], claims))
    if best is not None:
        return best[1]
    if compelled_take(seen) and seen.monte_count > 0:
        return Said(tr("explain.lixo.so_curingas", lang), claims=[Claim("only_curingas")])
    wild = _wild_jogo(seen, p.shown)
    if wild is not None:
        card, jogo = wild
        used = list(jogo)
        used.remove(card)
        these = these_phrase([card], lang)
        text = tr("explain.lixo.wild", lang, card=these, meld=table(seen, jogo))
        claims = [Claim("from_lixo", ((card,),)), Claim("in_hand", (tuple(used),))]
        return Said(text, [txt([c]) for c in jogo], claims + [Claim("forms", (jogo,))])
    near = _near_card(seen, p.shown)
    if near is not None:
        card, vizinhas_ = near
        these = these_phrase([card], lang)
        text = tr("explain.lixo.near", lang, n=len(vizinhas_), card=these, near=txt(vizinhas_))
        claims = [Claim("from_lixo", ((card,),)), Claim("near", (card, tuple(vizinhas_)))]
        return Said(text, [txt([c]) for c in [card, *vizinhas_]], claims)
    n = seen.lixo_size
    return Said(
        tr("explain.lixo.more", lang, n=n),
        [txt([c]) for c in p.shown],
        [Claim("lixo_count", (n,))],
    )


def _wild_jogo(seen: Seen, shown: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """A jogo of three the lixo gives with a curinga of the hand's: a card the view
    shows in the lixo (one the hand does not hold), a natural card of the hand and
    the curinga, laid as the table allows right after the take (no big opening
    owed, a hand left the engine accepts). The table's "o lixo dá jogo" counts
    these; the Dica names the jogo rather than the bare count (issue 27, item 6)."""
    if seen.rules.lixo_fechado or seen.must_open_big:
        return None
    wilds = sorted({c for c in seen.hand if is_wild(c)})
    naturals = sorted({c for c in seen.hand if not is_wild(c)})
    for card in sorted(set(shown) - set(seen.hand)):
        for other in naturals:
            for wild in wilds:
                check = seen.judge((card, other, wild))
                if check.ok and not check.clean and leaves_allowed(seen, (card, other, wild)):
                    return card, tuple(sorted((card, other, wild)))
    return None


def _near_card(seen: Seen, shown: Sequence[int]) -> tuple[int, list[int]] | None:
    """A one-card open lixo whose card the hand lacks and that has vizinhas of its
    suit in the hand: the card and those vizinhas. Said instead of "é uma carta a
    mais", which the monte's card would say as well (bot decision B34)."""
    if seen.rules.lixo_fechado or seen.lixo_size != 1 or len(shown) != 1:
        return None
    card = shown[0]
    if is_wild(card) or card in seen.hand:
        return None
    near = sorted(set(vizinhas(card, [c for c in seen.hand if not is_wild(c)])))
    return (card, near) if near else None


def _all_in(cards: list[int], pool: Sequence[int]) -> bool:
    return cards_left(pool, cards) is not None


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


# ------------------------------------------------------------- lay-downs


def _why_baixar(seen: Seen, action: dict[str, Any], lang: str) -> Said:
    if action["acao"] == "baixar_varios":
        jogos = [card_codes(j) for j in action["jogos"]]
    else:
        jogos = [card_codes(action["cartas"])]
    cards = [c for j in jogos for c in j]
    texts = [table(seen, j) for j in jogos]  # as the table will show them: Q♦ K♦ A♦
    after, claims = after_words(seen, cards, lang)
    claims.append(Claim("in_hand", (tuple(cards),)))
    highlight = [txt([c]) for c in cards]
    if seen.must_open_big:
        points = sum(seen.judge(j).points for j in jogos)
        minimo = seen.rules.vulneravel_minimo
        sentence = tr(
            "explain.open_big",
            lang,
            melds=" + ".join(texts),
            points=points,
            minimo=minimo,
            after=after,
        )
        claims.append(Claim("open_big", (tuple(tuple(j) for j in jogos), points, minimo)))
        return Said(sentence, highlight, claims)
    first = tuple(jogos[0])
    check = seen.judge(first)
    name, more = jogo_name(seen, check, lang)
    progress, claim = progress_phrase(seen, first, lang)
    wild = ""
    if not check.clean:
        wild = tr("explain.baixar.wild", lang)
        claims.append(Claim("wild", (first, first)))
    sentence = tr(
        "explain.baixar",
        lang,
        meld=texts[0],
        name=name,
        progress=progress,
        wild=wild,
        after=after,
    )
    return Said(sentence, highlight, claims + more + [claim])


def _why_encostar(seen: Seen, action: dict[str, Any], lang: str) -> Said:
    idx = int(action["jogo"])
    cards = card_codes(action["cartas"])
    side = seen.side
    if idx >= len(seen.melds[side]):
        return Said("", claims=[Claim("on_table", ((),))])  # no such jogo: the plain sentence
    old = seen.melds[side][idx]
    new = tuple(sorted(old + tuple(cards)))
    check = seen.judge(new)
    target = cards_text(seen.judge(old).cards)
    after, claims = after_words(seen, cards, lang)
    progress, claim = progress_phrase(seen, new, lang, old)
    claims += [Claim("in_hand", (tuple(cards),)), Claim("on_table", (old,)), claim]
    wild = ""
    if any(is_wild(c) for c in cards) and not check.clean:
        wild = tr("explain.encostar.wild", lang)
        claims.append(Claim("wild", (tuple(cards), new)))
    sentence = tr(
        "explain.encostar" + pair(seen),
        lang,
        cards=txt(cards),
        target=target,
        progress=progress,
        wild=wild,
        after=after,
    )
    return Said(sentence, [txt([c]) for c in cards], claims)


# --------------------------------------------------------------- discards


def _why_discard(seen: Seen, action: dict[str, Any], lang: str, style: Style) -> Said:
    card = card_codes(action["carta"])[0]
    text = txt([card])
    others = [c for c in seen.hand if c != card]
    wild = is_wild(card)
    loose = loose_in(seen.hand, card, seen.rules.trincas)
    safe = (
        style.careful_discard
        and not wild  # a curinga serves every jogo
        and discard_danger(seen, card) == 0
        and any(seen.melds[o] for o in seen.opps)
    )
    feeds = wild and all(discard_danger(seen, c) > 0 for c in others if not is_wild(c))
    claims = [Claim("in_hand", ((card,),))]
    if len(seen.hand) == 1:
        last = "morto" if seen.can_take_morto else "out"
        why = tr(f"explain.discard.last_{last}" + pair(seen), lang)
        claims.append(Claim("last", (last == "morto",)))
    elif feeds:
        why = tr("explain.discard.feeds" + many(seen), lang)
        claims.append(Claim("feeds", (card,)))
    else:
        parts, kept = ([], []) if loose else _why_not_loose(seen, card, lang)
        claims += kept
        if parts:
            # the reasons speak of the loose cards that stay: the safety is its own clause
            if safe:
                parts.insert(0, tr("explain.discard.safe_alone" + many(seen), lang))
            why = "; ".join(parts)
        else:
            loose_key = "explain.discard.loose" + (".trincas" if seen.rules.trincas else "")
            why = tr(loose_key if loose else "explain.discard.least", lang)
            claims.append(Claim("loose" if loose else "least", (card,)))
            if safe:
                why = tr("explain.discard.safe" + many(seen), lang, why=why)
        if safe:
            claims.append(Claim("safe", (card,)))
    return Said(tr("explain.discard", lang, card=text, why=why), [text], claims)


def kept_loose(seen: Seen, card: int) -> tuple[list[int], list[int], list[int]]:
    """The loose cards of the hand (no vizinha, ``card`` included) that stay
    when ``card`` is discarded, split by why they stay: (those that fit a jogo
    of the side, those that would feed an opponent, the rest). A card with a
    pair is not loose (at a table with trincas, one of its rank: decision 75)."""
    hand = seen.hand
    fit: list[int] = []
    feed: list[int] = []
    other: list[int] = []
    for c in sorted(set(hand)):
        if c == card or is_wild(c) or not loose_in(hand, c, seen.rules.trincas):
            continue
        if discard_danger(seen, c) > 0:
            feed.append(c)
        elif any(seen.judge(m + (c,)).ok for m in seen.melds[seen.side]):
            fit.append(c)
        else:
            other.append(c)
    return fit, feed, other


def _why_not_loose(seen: Seen, card: int, lang: str) -> tuple[list[str], list[Claim]]:
    """Why a card with vizinhas goes before the loose ones (issue 8: the
    reason must be true of the hand): the loose ones fit the side's jogos, pair
    up or would feed an opponent, or the card is worth more points left in hand
    than each loose card that stays. Empty when no other card is loose."""
    fit, feed, other = kept_loose(seen, card)
    parts = []
    claims = []
    if fit:
        parts.append(tr("explain.discard.kept_fit", lang, cards=txt(fit)))
        claims.append(Claim("kept", ("fit", card, tuple(fit))))
    if feed:
        parts.append(tr("explain.discard.kept_feed" + many(seen), lang, cards=txt(feed)))
        claims.append(Claim("kept", ("feed", card, tuple(feed))))
    values = seen.rules.values
    if other and all(values[card] > values[c] for c in other):
        parts.append(tr("explain.discard.kept_points", lang, cards=txt(other)))
        claims.append(Claim("kept", ("points", card, tuple(other))))
    elif other:
        parts.append(tr("explain.discard.kept_plan", lang, cards=txt(other)))
        claims.append(Claim("kept", ("plan", card, tuple(other))))
    return parts, claims

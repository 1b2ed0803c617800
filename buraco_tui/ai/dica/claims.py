"""What a Dica sentence may claim, each claim checked against the position before it is said.

Issue 27, item 6: the Dica said "Descarte o A♥: é uma carta solta, sem vizinha do
seu naipe na mão" with the 2♥ in hand. :mod:`.explain` builds a sentence from the
catalogue's phrases and, beside it, the list of :class:`Claim` each phrase makes
(a card is loose, a jogo is on the table, a count, a canastra closed...);
:func:`failed` checks every one against what the seat knows and shows, and a
sentence with a claim that fails is not shown (a plainer, true one is).

A *vizinha* (neighbour) of a natural card is decided in docs/decisions.md (decision
72): another natural card of its suit at most two places away in a
sequence (the ace at both ends), or the 2 of its suit where the 2 can sit as a
natural card next to it (A-2-3: beside the ace, the 3 and the 4; docs/rules.md
§2.4). A joker or a 2 of another suit is no vizinha: a curinga goes anywhere.
At a table with trincas a natural card of the same rank, any suit, is a vizinha
too (decision 75): with it and a third card or a curinga the card makes a trinca.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from buraco_tui.engine import closed_openings, vulneravel_opening

from ..knowledge.handtools import DIST, JOKER, is_wild
from ..knowledge.seen import Seen
from ..plans.discard import discard_danger
from ..plans.draw import race_ready
from ..plans.takeback import lixo_makes_jogo

#: Cards in a canastra (seed 000: "Canastra: jogo de 7 cartas ou mais").
CANASTRA_SIZE = 7
#: The natural place of a 2 in a sequence of its suit (docs/rules.md §2.4).
TWO = 1  # rank index of the 2 (codes are suit * 13 + rank - 1)


def is_vizinha(card: int, other: int, trincas: bool = False) -> bool:
    """Whether ``other`` is a vizinha of the natural ``card`` (the module's
    definition); ``trincas``: the table allows trincas, so a natural card of
    the same rank counts (there is no trinca of 2s, docs/rules.md §2.6)."""
    if other == JOKER or card == JOKER or is_wild(card):
        return False
    if trincas and not is_wild(other) and card % 13 == other % 13 and card % 13 != TWO:
        return True
    if is_wild(other) and other % 13 != TWO:
        return False  # only a 2 can be wild and still sit naturally (the joker is out above)
    return DIST[card][other] <= 2


def vizinhas(card: int, others: Iterable[int], trincas: bool = False) -> list[int]:
    """The vizinhas of ``card`` among ``others``."""
    return [c for c in others if is_vizinha(card, c, trincas)]


def is_loose(card: int, others: Iterable[int], trincas: bool = False) -> bool:
    """A natural card with no vizinha among ``others`` (a curinga is never loose)."""
    return not is_wild(card) and not vizinhas(card, others, trincas)


def without(hand: Iterable[int], card: int) -> list[int]:
    """``hand`` less one copy of ``card``."""
    rest = list(hand)
    if card in rest:
        rest.remove(card)
    return rest


def loose_in(hand: list[int], card: int, trincas: bool = False) -> bool:
    """Whether ``card`` is loose in ``hand`` (no vizinha among the other cards;
    ``trincas``: at a table with trincas, see :func:`is_vizinha`)."""
    return card in hand and is_loose(card, without(hand, card), trincas)


@dataclass(frozen=True)
class Claim:
    """One thing a sentence says: its name (a key of :data:`CHECKS`) and what it is about."""

    name: str
    args: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Position:
    """What the claims are checked against: the seat's knowledge and the lixo cards its view shows."""

    seen: Seen
    shown: tuple[int, ...]


def _subset(cards: Iterable[int], pool: Iterable[int]) -> bool:
    need = Counter(cards)
    have = Counter(pool)
    return all(have[c] >= n for c, n in need.items())


def _fits_side(seen: Seen, card: int, side: int) -> bool:
    return any(seen.judge(m + (card,)).ok for m in seen.melds[side])


def _loose(p: Position, card: int) -> bool:
    return loose_in(p.seen.hand, card, p.seen.rules.trincas)


def _least(p: Position, card: int) -> bool:
    hand = p.seen.hand
    trincas = p.seen.rules.trincas
    if card not in hand or loose_in(hand, card, trincas):
        return False
    return not any(loose_in(hand, c, trincas) for c in set(hand) if c != card)


def _safe(p: Position, card: int) -> bool:
    seen = p.seen
    return not is_wild(card) and not any(_fits_side(seen, card, o) for o in seen.opps)


def _feeds(p: Position, card: int) -> bool:
    others = [c for c in without(p.seen.hand, card) if not is_wild(c)]
    return bool(others) and all(discard_danger(p.seen, c) > 0 for c in others)


def _kept(p: Position, kind: str, card: int, cards: tuple[int, ...]) -> bool:
    """The loose cards ``cards`` stay when ``card`` goes, for the reason ``kind``."""
    seen = p.seen
    hand = seen.hand
    trincas = seen.rules.trincas
    if not cards or card in cards or loose_in(hand, card, trincas):
        return False
    for c in cards:
        if not loose_in(hand, c, trincas):
            return False
        if kind == "fit" and not _fits_side(seen, c, seen.side):
            return False
        if kind == "feed" and discard_danger(seen, c) <= 0:
            return False
        if kind == "points" and not seen.rules.values[card] > seen.rules.values[c]:
            return False
    return True


def _last(p: Position, morto: bool) -> bool:
    seen = p.seen
    if len(seen.hand) != 1:
        return False
    return seen.can_take_morto if morto else not seen.can_take_morto and seen.has_canastra()


def _in_hand(p: Position, cards: tuple[int, ...]) -> bool:
    return _subset(cards, p.seen.hand)


def _shown(p: Position, cards: tuple[int, ...]) -> bool:
    """Cards the seat sees: in its hand, in the lixo as its view shows it, or on the table."""
    table = [c for side in p.seen.melds for m in side for c in m]
    return _subset(cards, list(p.seen.hand) + list(p.shown) + table)


def _from_lixo(p: Position, cards: tuple[int, ...]) -> bool:
    return bool(cards) and _subset(cards, p.shown)


def _on_table(p: Position, jogo: tuple[int, ...]) -> bool:
    key = tuple(sorted(jogo))
    return any(tuple(sorted(m)) == key for m in p.seen.melds[p.seen.side])


def _suit(p: Position, jogo: tuple[int, ...], suit: int) -> bool:
    check = p.seen.judge(jogo)
    return check.ok and check.kind == "sequencia" and check.suit == suit


def _progress(
    p: Position, before: tuple[int, ...] | None, after: tuple[int, ...], what: str, value: Any
) -> bool:
    """'fecha / continua / vira uma canastra X', 'fica a N cartas da canastra'."""
    judge = p.seen.judge
    old = judge(before) if before else None
    new = judge(after)
    if not new.ok:
        return False
    if what == "canastra":
        return new.canastra == value and (old is None or not old.canastra)
    if what == "still":
        return old is not None and old.canastra == new.canastra == value
    if what == "becomes":
        return old is not None and bool(old.canastra) and new.canastra == value != old.canastra
    return not new.canastra and CANASTRA_SIZE - len(after) == value


def _left(p: Position, laid: tuple[int, ...], left: int) -> bool:
    return _in_hand(p, laid) and len(p.seen.hand) - len(laid) == left


def _after(p: Position, what: str, laid: tuple[int, ...]) -> bool:
    """The endings: 'vá direto ao morto', 'bata', 'com o descarte você pega o morto'."""
    seen = p.seen
    left = len(seen.hand) - len(laid)
    if not _in_hand(p, laid):
        return False
    if what == "morto_direto":
        return left == 0 and seen.can_take_morto
    if what == "morto_descarte":
        return left == 1 and seen.can_take_morto
    return left == 0 and not seen.can_take_morto  # "bata": the engine took the lay-down


def _open_big(p: Position, jogos: tuple[tuple[int, ...], ...], points: int, minimo: int) -> bool:
    seen = p.seen
    return (
        seen.must_open_big
        and minimo == seen.rules.vulneravel_minimo
        and sum(seen.judge(j).points for j in jogos) == points
    )


def _wild(p: Position, cards: tuple[int, ...], jogo: tuple[int, ...]) -> bool:
    """'o curinga vale a pena' / 'vale gastar o curinga': a curinga is laid and stands as one."""
    return any(is_wild(c) for c in cards) and not p.seen.judge(jogo).clean


def _forms(p: Position, jogo: tuple[int, ...]) -> bool:
    """'o Q♥ dá jogo com o seu curinga: J♥ Q♥ 2♦': a jogo the table accepts, with a
    curinga standing as one, of a lixo card the view shows and cards of the hand."""
    check = p.seen.judge(jogo)
    if not check.ok or check.clean:
        return False
    for card in set(jogo) & set(p.shown):
        rest = list(jogo)
        rest.remove(card)
        if _subset(rest, p.seen.hand):
            return True
    return False


def _near(p: Position, card: int, cards: tuple[int, ...]) -> bool:
    """'o 7♥ é vizinha de 8♥ 9♥ da sua mão': the lixo shows the card, the hand lacks
    it and holds each of ``cards``, natural cards of its suit two ranks or less away."""
    seen = p.seen
    return (
        card in p.shown
        and card not in seen.hand
        and bool(cards)
        and _subset(cards, seen.hand)
        and all(not is_wild(c) and is_vizinha(card, c) for c in cards)
    )


def _lixo_count(p: Position, n: int) -> bool:
    return n == p.seen.lixo_size


def _lixo_empty(p: Position) -> bool:
    return p.seen.lixo_size == 0


def _only_curingas(p: Position) -> bool:
    """The rules make the seat take the lixo: curingas alone in hand where the table
    asks to keep a non-curinga (docs/rules.md §4.2), a lixo and a monte to choose from."""
    seen = p.seen
    return (
        seen.rules.guardar_nao_curinga
        and seen.lixo_size > 0
        and seen.monte_count > 0
        and bool(seen.hand)
        and all(is_wild(c) for c in seen.hand)
    )


def _top(p: Position, card: int) -> bool:
    """The card called the lixo's top is the top the view shows."""
    return bool(p.shown) and p.shown[-1] == card


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


def top_card_opens(seen: Seen) -> bool:
    """Closed lixo, a side that must open big: the top card and the hand make a jogo
    worth the vulnerável minimum alone (docs/rules.md §8.4)."""
    return bool(closed_openings(seen.hand, seen.lixo[-1], seen.rules))


def _top_opens(p: Position, opens: bool) -> bool:
    """'mas não numa primeira baixada': :func:`top_card_opens`, for a side that must open big."""
    seen = p.seen
    return bool(seen.lixo) and seen.must_open_big and top_card_opens(seen) == opens


def _race(p: Position) -> bool:
    return race_ready(p.seen)


def _top_fits(p: Position, fits: bool) -> bool:
    return bool(p.seen.lixo) and top_card_fits(p.seen) == fits


def lixo_opens(seen: Seen) -> bool:
    """Whether the hand and the lixo together hold a first lay-down of the
    vulnerável minimum (docs/rules.md §8.4), for a side that must open big."""
    return vulneravel_opening(seen.hand + list(seen.lixo), seen.rules) is not None


def _opens(p: Position, opens: bool) -> bool:
    """'mas não a sua primeira baixada': :func:`lixo_opens`, for a side that must open big."""
    return p.seen.must_open_big and lixo_opens(p.seen) == opens


def _hidden_lixo(p: Position, hidden: bool) -> bool:
    """Whether the lixo holds cards the seat cannot name (under a stacked lixo's top)."""
    return (p.seen.hidden_lixo > 0) == hidden


def _lixo_jogo(p: Position, wilds: bool, makes: bool) -> bool:
    return bool(p.seen.lixo) and lixo_makes_jogo(p.seen, wilds=wilds, new=True) == makes


#: Each claim's check, by name.
CHECKS: dict[str, Callable[..., bool]] = {
    "loose": _loose,
    "least": _least,
    "safe": _safe,
    "feeds": _feeds,
    "kept": _kept,
    "last": _last,
    "in_hand": _in_hand,
    "shown": _shown,
    "from_lixo": _from_lixo,
    "on_table": _on_table,
    "suit": _suit,
    "progress": _progress,
    "left": _left,
    "after": _after,
    "open_big": _open_big,
    "wild": _wild,
    "forms": _forms,
    "near": _near,
    "lixo_count": _lixo_count,
    "lixo_empty": _lixo_empty,
    "only_curingas": _only_curingas,
    "top": _top,
    "race": _race,
    "top_fits": _top_fits,
    "top_opens": _top_opens,
    "lixo_jogo": _lixo_jogo,
    "hidden_lixo": _hidden_lixo,
    "opens": _opens,
}


def holds(position: Position, claim: Claim) -> bool:
    """Whether ``claim`` is true of ``position`` (an unknown claim never is)."""
    check = CHECKS.get(claim.name)
    return check is not None and bool(check(position, *claim.args))


def failed(position: Position, claims: Iterable[Claim]) -> list[Claim]:
    """The claims that do not hold (empty: the sentence may be shown)."""
    return [c for c in claims if not holds(position, c)]

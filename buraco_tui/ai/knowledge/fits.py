"""Quick filters before the judge: which cards could join a jogo at all.

The engine's judge (:class:`~.handtools.Judge`) has the last word; these cheap
tests only spare it the cards that cannot fit (a sequence takes its own suit
near its ends, a trinca its own rank).
"""

from __future__ import annotations

from buraco_tui.engine import MeldCheck

from .handtools import JOKER, Judge, is_wild, positions


def natural_candidates(check: MeldCheck, hand: list[int]) -> list[int]:
    """Distinct natural hand cards that could join this jogo (a quick filter;
    the judge decides)."""
    return candidates_among(check, sorted(set(hand)))


def candidates_among(check: MeldCheck, distinct: list[int]) -> list[int]:
    """:func:`natural_candidates` from the hand's distinct cards, already sorted
    (read once for every jogo of the side)."""
    if check.kind == "sequencia":
        key = (check.suit, check.low, check.high, check.clean)
        near = _NEAR_CODES.get(key)
        if near is None:
            near = _NEAR_CODES[key] = _sequence_candidates(check)
        return [c for c in distinct if c in near]
    if check.kind == "trinca":
        rank = check.cards[0] % 13
        return [c for c in distinct if c % 13 == rank and not is_wild(c)]
    return [c for c in distinct if not is_wild(c)]


#: (suit, low, high, clean) of a sequence -> the natural codes worth judging on it.
_NEAR_CODES: dict[tuple[int, int, int, bool], frozenset[int]] = {}


def _sequence_candidates(check: MeldCheck) -> frozenset[int]:
    """The codes of the sequence's suit within two places of its ends, and a 2
    of the suit only where it would sit at its own place."""
    lo_code = check.suit * 13
    lo, hi = check.low - 2, check.high + 2
    twos = _natural_twos(check)
    out = set()
    for c in range(lo_code, lo_code + 13):
        if c % 13 == 1:
            if c in twos:
                out.add(c)
        elif any(lo <= p <= hi for p in positions(c)):
            out.add(c)
    return frozenset(out)


def may_fit(check: MeldCheck, card: int) -> bool:
    """A quick filter before judging: could ``card`` join this jogo at all?"""
    if check.kind == "sequencia":
        if card == JOKER:
            return True
        if card // 13 != check.suit:
            return card % 13 == 1
        return any(check.low - 2 <= p <= check.high + 2 for p in positions(card))
    if check.kind == "trinca":
        return is_wild(card) or card % 13 == check.cards[0] % 13
    return True


#: id(verdict) -> (the verdict, its judge, card -> the jogo with that card, card ->
#: whether it joins): the planners ask the same jogo about the same cards turn
#: after turn, and a verdict object stands for one jogo of one table.
_JOINS: dict[int, tuple[MeldCheck, Judge, dict[int, MeldCheck], dict[int, bool]]] = {}


def _joins_of(judge: Judge, check: MeldCheck) -> tuple[dict[int, MeldCheck], dict[int, bool]]:
    entry = _JOINS.get(id(check))
    if entry is None or entry[0] is not check or entry[1] is not judge:
        if len(_JOINS) > 20_000:
            _JOINS.clear()
        entry = _JOINS[id(check)] = (check, judge, {}, {})
    return entry[2], entry[3]


def with_card(judge: Judge, codes: tuple[int, ...], check: MeldCheck, card: int) -> MeldCheck:
    """The judge's verdict on the jogo ``codes`` (whose verdict is ``check``)
    with ``card`` added: ``judge(codes + (card,))``, memoised per verdict."""
    verdicts = _joins_of(judge, check)[0]
    new = verdicts.get(card)
    if new is None:
        new = verdicts[card] = judge(codes + (card,))
    return new


def fit_table(judge: Judge, check: MeldCheck) -> dict[int, bool]:
    """The memo behind :func:`fits` for one jogo: read a card with ``.get``; a
    card not in it yet is asked with :func:`fits`, which fills it in (a loop over
    many cards reads the memo once instead of once a card)."""
    return _joins_of(judge, check)[1]


def verdict_table(judge: Judge, check: MeldCheck) -> dict[int, MeldCheck]:
    """The memo behind :func:`with_card` for one jogo, read the same way."""
    return _joins_of(judge, check)[0]


def fits(judge: Judge, codes: tuple[int, ...], check: MeldCheck, card: int) -> bool:
    """Whether ``card`` joins the jogo ``codes`` (whose verdict is ``check``):
    :func:`may_fit`, then the judge; memoised per verdict."""
    known = _joins_of(judge, check)[1]
    ok = known.get(card)
    if ok is None:
        ok = known[card] = may_fit(check, card) and with_card(judge, codes, check, card).ok
    return ok


def _natural_twos(check: MeldCheck) -> set[int]:
    """2s of a clean sequence's suit that would sit at their own place (after an
    ace or before a 3 of the jogo)."""
    if not check.clean or check.kind != "sequencia":
        return set()
    if check.low <= 3 and check.high >= 1:
        return {check.suit * 13 + 1}
    return set()

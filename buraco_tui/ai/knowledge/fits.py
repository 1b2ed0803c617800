"""Quick filters before the judge: which cards could join a jogo at all.

The engine's judge (:class:`~.handtools.Judge`) has the last word; these cheap
tests only spare it the cards that cannot fit (a sequence takes its own suit
near its ends, a trinca its own rank).
"""

from __future__ import annotations

from buraco_tui.engine import MeldCheck

from .handtools import JOKER, is_wild, positions


def natural_candidates(check: MeldCheck, hand: list[int]) -> list[int]:
    """Distinct natural hand cards that could join this jogo (a quick filter;
    the judge decides)."""
    if check.kind == "sequencia":
        key = (check.suit, check.low, check.high, check.clean)
        near = _NEAR_CODES.get(key)
        if near is None:
            near = _NEAR_CODES[key] = _sequence_candidates(check)
        return [c for c in sorted(set(hand)) if c in near]
    if check.kind == "trinca":
        rank = check.cards[0] % 13
        return sorted({c for c in hand if not is_wild(c) and c % 13 == rank})
    return sorted({c for c in hand if not is_wild(c)})


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


def _natural_twos(check: MeldCheck) -> set[int]:
    """2s of a clean sequence's suit that would sit at their own place (after an
    ace or before a 3 of the jogo)."""
    if not check.clean or check.kind != "sequencia":
        return set()
    if check.low <= 3 and check.high >= 1:
        return {check.suit * 13 + 1}
    return set()

"""Which cards fit a jogo: every card that may be put alone on it.

Asked for every jogo on the table at every turn (the suggestions, the bots), so
the answers are memoised on the jogo's own verdict (:attr:`MeldCheck.fit`): a
hand pays only for the cards it holds, once. A card is first a candidate by the
jogo's layout (:func:`fit_candidates`), then judged without arranging the cards
(``validity.py``): a sequence is read once and each card added to that reading.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..table.cards import BIT, JOKER
from ..table.rules import Rules
from .masks import RANK, TWOS
from .meld import SEQ, SET, MeldCheck
from .validity import read_sequence, sequence_decides, valid_codes


def fits_of(meld: MeldCheck, rules: Rules) -> frozenset[int]:
    """Every card code that may be put alone on this jogo.

    Memoised on the verdict itself: :func:`judge_codes` hands out one shared
    verdict per set of cards and rules flags.
    """
    fits = meld.fits
    if fits is not None:
        return fits
    codes = tuple(sorted(int(c) for c in meld.cards))
    fits = frozenset(fitting(meld, codes, fit_candidates(meld, rules), rules))
    object.__setattr__(meld, "fits", fits)
    return fits


def fit_candidates(meld: MeldCheck, rules: Rules) -> frozenset[int]:
    """The cards that might go alone on this jogo (to be judged): the curingas, and
    the naturals next to a sequence (two places, a curinga may move) or of a set's rank."""
    candidates = meld.candidates
    if candidates is not None:
        return candidates
    found: list[int] = [JOKER] if rules.curingas_de_papel else []
    found += [s * 13 + 1 for s in range(4)]  # the 2s
    if rules.max_jogo and len(meld.cards) >= rules.max_jogo:
        found = []  # a full jogo takes no more cards
    elif meld.kind == SEQ:
        suit = meld.suit
        for p in range(max(1, meld.low - 2), min(14, meld.high + 2) + 1):
            if p != 2:
                found.append(suit * 13 + (0 if p == 14 else p - 1))
    else:
        rank = meld.cards[0] % 13
        found += [s * 13 + rank for s in range(4)]
    candidates = frozenset(found)
    object.__setattr__(meld, "candidates", candidates)
    return candidates


def _candidate_mask(meld: MeldCheck, rules: Rules) -> int:
    """:func:`fit_candidates` as a mask of card codes, worked out from the jogo's
    layout with bit operations (no set is built)."""
    if rules.max_jogo and len(meld.cards) >= rules.max_jogo:
        return 0  # a full jogo takes no more cards
    found = TWOS | BIT[JOKER] if rules.curingas_de_papel else TWOS
    if meld.kind == SEQ:
        lo = max(1, meld.low - 2)
        hi = min(14, meld.high + 2)
        span = ((1 << (hi - lo + 1)) - 1) << lo  # positions lo..hi
        # position p is code bit p - 1 of the suit (2..13), the ace at 1 and at 14 bit 0
        # (position 2, the suit's 2, is among the 2s already)
        return found | ((span >> 1 & 0x1FFF) | span >> 14) << meld.suit * 13
    return found | RANK << meld.cards[0] % 13


def fit_mask(meld: MeldCheck, codes: tuple[int, ...], held: int, rules: Rules) -> int:
    """The cards of mask ``held`` that may be put alone on the jogo ``meld`` of
    ``codes`` (sorted), as a mask. Each card's verdict is memoised on the jogo
    (:attr:`MeldCheck.fit`), so a hand only pays for the cards it holds, once."""
    memo = meld.fit
    cand = memo[0]
    if cand < 0:
        cand = memo[0] = memo[3] = _candidate_mask(meld, rules)
        memo[4] = memo[2] | cand << 53
    hits = cand & held
    unknown = hits & ~memo[1]
    if unknown:
        memo[1] |= unknown
        memo[3] = cand & ~memo[1]
        kind = meld.kind
        if kind == SEQ:
            ok = _sequence_fits(codes, unknown, rules)
        elif kind == SET:
            ok = _trinca_fits(meld, codes, unknown, rules)
        else:
            ok = _judged_fits(codes, unknown, rules)
        memo[2] |= ok
        memo[4] = memo[2] | memo[3] << 53
    return hits & memo[2]


def _trinca_fits(meld: MeldCheck, codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of the valid trinca ``meld`` (of ``codes``) plus each card of
    mask ``cards``, as a mask, without judging: a natural of its rank keeps it a trinca;
    a curinga makes one only where the trinca has none and the table allows it; two
    naturals of one rank never make a sequence (docs/rules.md §2). Other cards are judged."""
    if _full(codes, rules):
        return 0
    rank = int(meld.cards[0]) % 13  # the naturals come first
    wild_ok = meld.wild_index < 0 and rules.curinga_em_trinca
    ok = 0
    for c in _codes_in(cards):
        if c == JOKER:
            fits = wild_ok and rules.curingas_de_papel
        elif c % 13 == 1:
            fits = wild_ok
        elif c % 13 == rank:
            fits = True
        else:
            fits = valid_codes(codes + (c,), rules)
        if fits:
            ok |= BIT[c]
    return ok


def fitting(
    meld: MeldCheck, codes: tuple[int, ...], cards: Iterable[int], rules: Rules
) -> list[int]:
    """The cards among ``cards`` that may be put alone on the jogo ``meld`` of
    ``codes`` (sorted), sorted (:func:`fit_mask`)."""
    ok = fit_mask(meld, codes, sum(BIT[c] for c in set(cards)), rules)
    return [c for c in sorted(set(cards)) if ok >> c & 1]


def _sequence_fits(codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of the valid sequence of ``codes`` plus each card of mask
    ``cards``, as a mask: the sequence's cards are read once (suit, positions, aces,
    2s, jokers: ``validity.read_sequence``; a valid sequence holds a natural other
    than a 2, which fixes its suit) and each card is added to that reading. A
    sequence plus one card is never a trinca (its naturals are of several ranks, or
    it holds two curingas) nor a jogo of curingas only (it holds a natural)."""
    if _full(codes, rules):
        return 0
    reading = _READINGS.get(codes)
    if reading is None:
        if len(_READINGS) >= _READINGS_LIMIT:
            _READINGS.clear()
        reading = _READINGS[codes] = read_sequence(codes) or ()
    if not reading:  # not a sequence: judged card by card
        return _judged_fits(codes, cards, rules)
    suit, p, aces, jokers, own, off = reading
    if jokers and not rules.curingas_de_papel:
        return _judged_fits(codes, cards, rules)
    ok = 0
    for c in _codes_in(cards):
        if c == JOKER:
            fits = rules.curingas_de_papel and sequence_decides(p, aces, own, off, jokers + 1)
        elif c % 13 == 1:
            if c // 13 == suit:
                fits = sequence_decides(p, aces, own + 1, off, jokers)
            else:
                fits = sequence_decides(p, aces, own, off + 1, jokers)
        elif c // 13 != suit:
            fits = False
        elif c % 13 == 0:
            fits = sequence_decides(p, aces + 1, own, off, jokers)
        else:
            bit = 1 << (c % 13 + 1)
            fits = not p & bit and sequence_decides(p | bit, aces, own, off, jokers)
        if fits:
            ok |= BIT[c]
    return ok


#: ``read_sequence`` of the codes of each jogo asked (memo: a jogo is asked
#: again as new cards come to the hand).
_READINGS: dict[tuple[int, ...], tuple[int, ...]] = {}
_READINGS_LIMIT = 100_000


def _judged_fits(codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of ``codes`` plus each card of mask ``cards``, as a mask."""
    ok = 0
    for c in _codes_in(cards):
        if valid_codes(codes + (c,), rules):
            ok |= BIT[c]
    return ok


def _full(codes: tuple[int, ...], rules: Rules) -> bool:
    """Whether the jogo of ``codes`` is full: it takes no more cards (14 cards, or the
    table's ``max_jogo``)."""
    n = len(codes)
    return n >= 14 or 0 < rules.max_jogo <= n


def _codes_in(mask: int) -> list[int]:
    """The card codes of a mask of codes, ascending."""
    codes = []
    while mask:
        low = mask & -mask
        codes.append(low.bit_length() - 1)
        mask ^= low
    return codes

"""Whether cards make a valid jogo, worked out without arranging them.

:func:`valid_codes` answers ``judge_codes(codes, rules).ok`` more cheaply: asking
whether a card fits a jogo needs only a yes or a no. A sequence is read once
into its suit, the positions of its naturals, its aces, 2s and jokers
(:func:`read_sequence`), and :func:`sequence_decides` answers from that reading,
so a card can be added to a reading without reading the jogo again (``fits.py``).
"""

from __future__ import annotations

from ..table.cards import JOKER
from ..table.rules import Rules


def _arranges(p: int, aces: int, wild: bool) -> bool:
    """Whether natural cards at positions ``p`` (a mask of 2..13) plus ``aces`` aces
    (at 1 or 14) and, if ``wild``, one curinga make a sequence (as
    ``judge._seq_arrangement`` places them)."""
    if aces > 2:
        return False
    if aces == 0:
        options: tuple[int, ...] = (p,)
    elif aces == 2:
        options = (p | 1 << 1 | 1 << 14,)
    else:
        options = (p | 1 << 1, p | 1 << 14)
    for m in options:
        n = m.bit_count()
        if n == 0:
            continue
        lo = (m & -m).bit_length() - 1
        hi = m.bit_length() - 1
        gaps = hi - lo + 1 - n
        if not wild:
            if gaps == 0 and n >= 3:
                return True
        elif (gaps == 1 or (gaps == 0 and (hi < 14 or lo > 1))) and n >= 2:
            return True
    return False


def read_sequence(codes: tuple[int, ...]) -> tuple[int, int, int, int, int, int] | None:
    """The reading of ``codes`` (any order) as a sequence: its suit, the positions
    mask of its naturals (3..13), its aces, jokers, own 2s and other suits' 2s.

    None when the naturals are not of one suit or hold one twice, or when no
    natural but the 2s fixes the suit and the 2s are of several suits (or none).
    """
    suit = -1
    p = aces = jokers = 0
    twos: list[int] = []
    for c in codes:  # one pass (a plain loop: cheaper than comprehensions)
        if c == JOKER:
            jokers += 1
            continue
        r = c % 13
        if r == 1:
            twos.append(c)
            continue
        if suit < 0:
            suit = c // 13
        elif c // 13 != suit:
            return None
        if r == 0:
            aces += 1
        else:
            bit = 1 << (r + 1)
            if p & bit:
                return None  # the same natural twice
            p |= bit
    if suit < 0:
        if not twos:
            return None
        suit = twos[0] // 13
        for t in twos:
            if t // 13 != suit:
                return None
        return (suit, 0, 0, jokers, len(twos), 0)
    own = off = 0
    for t in twos:
        if t // 13 == suit:
            own += 1
        else:
            off += 1
    return (suit, p, aces, jokers, own, off)


def sequence_decides(p: int, aces: int, own: int, off: int, jokers: int) -> bool:
    """Whether the cards of a sequence reading (:func:`read_sequence`) make a valid
    sequence: the positions ``p`` (a mask of 3..13) of the naturals, the ``aces``,
    the suit's own 2s, the 2s of other suits (``off``) and the ``jokers``."""
    if jokers > 1 or own > 2 or (jokers and off) or off > 1:
        return False
    if jokers or off:  # the curinga is the joker or the other suit's 2
        return own < 2 and _arranges(p | (4 if own else 0), aces, True)
    if own < 2 and _arranges(p | (4 if own else 0), aces, False):
        return True
    # one of the suit's own 2s as the curinga, the other (if any) natural
    return own > 0 and _arranges(p | (4 if own == 2 else 0), aces, True)


def valid_codes(codes: tuple[int, ...], rules: Rules) -> bool:
    """``judge_codes(tuple(sorted(codes)), rules).ok`` worked out without the
    arrangement (cheaper: asking whether a card fits a jogo needs only this)."""
    n = len(codes)
    if n < 3 or n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return False
    jokers = codes.count(JOKER)
    if jokers and not rules.curingas_de_papel:
        return False
    if jokers < 2:
        reading = read_sequence(codes)
        if reading is not None:
            _, p, aces, _, own, off = reading
            if sequence_decides(p, aces, own, off, jokers):
                return True
    rank = -1
    naturals = 0
    for c in codes:  # one pass: the naturals, all of one rank?
        if c == JOKER:
            continue
        r = c % 13
        if r == 1:
            continue
        if rank < 0:
            rank = r
        elif r != rank:
            return False  # naturals of two ranks: neither a set nor curingas only
        naturals += 1
    if not naturals:
        return rules.jogos_de_curingas
    if not rules.trincas:
        return False
    wilds = n - naturals
    return (not wilds or rules.curinga_em_trinca) and wilds <= 1 and naturals >= 2

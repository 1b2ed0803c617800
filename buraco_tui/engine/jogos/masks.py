"""Masks of card codes, and a hand's masks in one int, kept as cards come and go.

A mask of codes has bit ``c`` set for each card code ``c`` (``cards.BIT``). A
hand's masks: bits 0-52, the codes held; 53 bits up, the codes held twice or
more; 106 bits up, three times or more. This is the layout
``groups.jogo_groups`` reads a rank's sets by (its memo key), and the
suggestions take the hand mask from its low bits, instead of a pass over the
hand on every call. Here too the masks every part of the engine reads cards
by: a suit's 13 bits, a rank's four codes, the curingas, the naturals.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..table.cards import BIT, N_CODES, WILD

#: The low 53 bits (one per card code).
ALL = (1 << N_CODES) - 1
#: The low bits of the natural cards (every code but the 2s and the joker).
NATURALS = sum(BIT[c] for c in range(N_CODES) if not WILD[c])
#: The curingas: the four 2s and the joker.
WILDS = ALL & ~NATURALS
#: One suit's 13 bits, at suit 0 (shift by ``suit * 13``).
SUIT = (1 << 13) - 1
#: One suit's 13 bits but its 2 (the naturals of a suit; the ranks that make sets).
SUIT_NATURALS = SUIT & ~BIT[1]
#: One rank's four codes (one per suit), at rank 0 (shift by the rank's code).
RANK = BIT[0] | BIT[13] | BIT[26] | BIT[39]
#: The four 2s.
TWOS = RANK << 1
#: How far up the "held twice" and "held three times" masks sit.
TWO = N_CODES
THREE = 2 * N_CODES
#: One rank's four codes held once, twice and three times, at rank 0.
RANK_COUNTS = RANK | RANK << TWO | RANK << THREE


def suit_parts(mask: int) -> tuple[int, int, int, int]:
    """The 13-bit masks of the codes each suit holds in the mask ``mask``."""
    return (mask & SUIT, mask >> 13 & SUIT, mask >> 26 & SUIT, mask >> 39 & SUIT)


def hand_masks(hand: Iterable[int]) -> int:
    """The masks of ``hand`` (any order), worked out afresh."""
    m = 0
    for c in hand:
        m = add_card(m, c)
    return m


def add_card(m: int, card: int) -> int:
    """The masks ``m`` after one more copy of ``card`` came into the hand."""
    b = BIT[card]
    if m & b:
        b <<= TWO
        if m & b:
            b <<= TWO
    return m | b


def drop_card(m: int, card: int, hand: list[int]) -> int:
    """The masks ``m`` after one copy of ``card`` left the hand (``hand`` is the
    hand after it left)."""
    b = BIT[card]
    if m & b << TWO:
        if m & b << THREE:
            if hand.count(card) < 3:  # jokers: more than three copies
                m ^= b << THREE
        else:
            m ^= b << TWO
    else:
        m ^= b
    return m


#: Per card code, every bit of it in the masks (held, twice, three times).
_ALL_OF = tuple(b | b << TWO | b << THREE for b in BIT)
#: Per number of copies held (0, 1, 2, 3 or more): which of a code's bits are set,
#: at code 0 (shift by the code).
_LEVELS = (0, 1, 1 | 1 << TWO, 1 | 1 << TWO | 1 << THREE)


def set_count(m: int, card: int, copies: int) -> int:
    """The masks ``m`` with ``card`` held ``copies`` times."""
    return m & ~_ALL_OF[card] | _LEVELS[copies if copies < 3 else 3] << card

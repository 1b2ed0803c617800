"""A hand's masks in one int, kept as cards come and go (the suggestions read it).

Bits 0-52: the codes held (``cards.BIT``); 53 bits up: the codes held twice
or more; 106 bits up: three times or more. This is the layout
``finder.jogo_groups`` reads a rank's sets by (its memo key), and the
suggestions take the hand mask from its low bits, instead of a pass over the
hand on every call.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import BIT, JOKER, N_CODES

#: The low 53 bits (one per card code).
ALL = (1 << N_CODES) - 1
#: The low bits of the natural cards (every code but the 2s and the joker).
NATURALS = sum(BIT[c] for c in range(N_CODES) if c != JOKER and c % 13 != 1)
#: How far up the "held twice" and "held three times" masks sit.
TWO = N_CODES
THREE = 2 * N_CODES


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

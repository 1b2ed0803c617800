"""Finding jogos in a hand: every new 3-card jogo, and those a card makes with it.

A hand's jogos are the groups of its parts (``groups.jogo_groups``): each suit's
sequences, each rank's sets, the trios of curingas, memoised on the holdings,
which recur all game long. Asked by the closed lixo's suggestions, the
vulnerável opening and the learning marks.
"""

from __future__ import annotations

from operator import le

from ..table.cards import N_CODES, WILD
from ..table.rules import Rules
from .groups import jogo_groups
from .masks import ALL, hand_masks, suit_parts


def new_jogos(hand: list[int], rules: Rules) -> list[tuple[int, ...]]:
    """Every distinct valid 3-card jogo the (sorted) hand holds (sorted code tuples).

    Sequences come from bit masks of the positions (1..14, the ace at both ends)
    each suit holds: three in a row, or two at distance 1 or 2 plus a curinga.
    The order depends only on the hand.
    """
    counts = hand_masks(hand)
    ordered = all(map(le, hand, hand[1:]))
    groups = jogo_groups(hand, rules, counts, suit_parts(counts & ALL), -1, ordered)
    return [jogo for group in groups for jogo in group]


def jogos_with(hand: list[int], card: int, rules: Rules) -> list[tuple[int, ...]]:
    """The jogos of ``new_jogos(hand + [card], rules)`` that hold ``card``, in its order.

    For a sorted ``hand``, only the sets of the card's own rank are built afresh
    (the card sits last, out of order); every other group comes from the memo.
    """
    if not WILD[card]:
        # a jogo holding a natural card holds only cards of its suit, of its rank, or
        # curingas: the rest of the hand makes none of them (the same jogos, in order)
        hand = list(filter(_KEEP_WITH[card].__contains__, hand))
    both = hand + [card]
    counts = hand_masks(both)
    held = suit_parts(counts & ALL)
    if all(map(le, hand, hand[1:])):
        loose = -1 if WILD[card] else card % 13
        groups = jogo_groups(both, rules, counts, held, -1, True, loose)
    else:
        groups = jogo_groups(both, rules, counts, held, -1, False)
    return [jogo for group in groups for jogo in group if card in jogo]


#: Per natural card: the codes that may share a jogo with it (its suit's, its rank's,
#: the curingas), as jogos_with keeps them from the hand.
_KEEP_WITH = [
    frozenset(c for c in range(N_CODES) if c // 13 == card // 13 or c % 13 == card % 13 or WILD[c])
    for card in range(N_CODES)
]

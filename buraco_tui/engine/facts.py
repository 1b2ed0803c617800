"""Facts of a table the bots reason with, stated once, from the engine's own rules.

Card values, what a curinga is, the size of a hand and a morto, how many copies
of each card are in play, which side a seat plays for, and the canastra a side
needs to bater; the canastra kinds and bonuses, the new jogos a hand holds and
the cards a jogo takes, as the engine's own finder and judge work them out. The
bots (``buraco_tui.ai``), the match and the screens take these from here instead
of keeping copies of their own (issue 8, item 5) or reaching into the engine's
sub-packages (a contract of ``lint-imports``); every function is pure.
"""

from __future__ import annotations

from collections.abc import Iterable

from .jogos.finder import jogos_with, new_jogos
from .jogos.fits import fits_of
from .jogos.meld import (
    ASES_LIMPA,
    ASES_SUJA,
    C500,
    C1000,
    CANASTRA_BONUS,
    CANASTRA_MIN,
    CURINGAS,
    LIMPA,
    SUJA,
    MeldCheck,
)
from .play.turns import HAND_SIZE, MORTO_SIZE
from .table.cards import JOKER, N_CODES, WILD, is_wild_capable
from .table.rules import Rules

__all__ = [
    "ASES_LIMPA",
    "ASES_SUJA",
    "C500",
    "C1000",
    "CANASTRA_BONUS",
    "CANASTRA_MIN",
    "CURINGAS",
    "HAND_SIZE",
    "LIMPA",
    "SUJA",
    "MORTO_SIZE",
    "WILD",
    "cards_to_draw",
    "deck_counts",
    "fits_of",
    "hand_value",
    "is_curinga",
    "jogos_with",
    "meets_batida_canastra",
    "new_jogos",
    "side_of",
    "sides_for",
]


#: Whether a card can stand as a curinga: every 2 and the joker (rules.md §2.2).
#: The engine's own test, under the bots' name (no wrapper: it runs millions of
#: times a decision in the playouts).
is_curinga = is_wild_capable
# WILD (from cards.py): is_curinga of each card code as a table, ``WILD[code]``, for
# the bots' hottest loops (internal: not among the engine's documented names).


def hand_value(cards: Iterable[int], rules: Rules) -> int:
    """What ``cards`` are worth at this table (``rules.values``; rules.md §1.3, §11.10)."""
    values = rules.values
    return sum(values[c] for c in cards)


def sides_for(players: int) -> int:
    """How many sides ``players`` make: one each alone (2-3), one per pair (4-6)."""
    return players if players <= 3 else players // 2


def side_of(seat: int, players: int) -> int:
    """The side ``seat`` plays for, at a table of ``players`` (``Game.side_of``)."""
    return seat % sides_for(players)


def deck_counts(rules: Rules, third_deck: bool = False) -> tuple[int, ...]:
    """Copies of each card code in play: two decks, the paper jokers where the
    table has them, and one more deck with two jokers once the rioplatense third
    deck came in (rules.md §11.10)."""
    counts = [2] * 52 + [4 if rules.curingas_de_papel else 0]
    if third_deck:
        counts = [n + 1 for n in counts[:52]] + [counts[JOKER] + 2]
    assert len(counts) == N_CODES
    return tuple(counts)


def cards_to_draw(monte_count: int, mortos_left: int) -> int:
    """Cards still to come into play: the monte plus the mortos left (each
    becomes a monte or a hand)."""
    return monte_count + MORTO_SIZE * mortos_left


def meets_batida_canastra(rules: Rules, melds: Iterable[MeldCheck]) -> bool:
    """Whether jogos ``melds`` hold the canastra this table requires to bater:
    always true where none is required, a limpa (or a special one) where
    ``batida_exige_limpa``, else any canastra (``Game.has_batida_canastra``)."""
    if not rules.batida_exige_canastra:
        return True
    need_clean = rules.batida_exige_limpa
    return any(m.canastra is not None and (not need_clean or m.canastra != "suja") for m in melds)

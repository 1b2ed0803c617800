"""The count of a hand read off the table: what ``scoring.count`` needs of each side.

Its jogos, the hands of its seats, whether it went out, and how each morto
counts: a morto taken by ida indireta when the hand ends before its taker plays
again (decisions 5 and 18, ``Rules.morto_indireto``).
"""

from __future__ import annotations

from ..table.rules import MortoIndireto
from .match_state import MatchState
from .scoring import HandScore, count


def _unplayed_by_opponent(state: MatchState, side: int) -> bool:
    """The side's morto was taken by ida indireta and an opponent bats before its
    taker's next turn, at a table where that morto then counts as not taken
    (``morto_indireto``; decision 18). The partner's batida, or the monte running
    out, leaves it taken: its cards count as cards in hand."""
    batida_by = state.batida_by
    return (
        state.hand_over
        and state._pending[side] >= 0
        and batida_by is not None
        and batida_by % state.sides != side
        and state.rules.morto_indireto == MortoIndireto.NAO_PEGO
    )


def morto_counts_taken(state: MatchState, side: int) -> bool:
    """Whether the side's morto counts as taken in the count (decisions 5 and 18)."""
    return state._morto_taken[side] and not _unplayed_by_opponent(state, side)


def side_count(state: MatchState, side: int) -> HandScore:
    """The side's count for the hand as it stands, line by line."""
    sides = state.sides
    # a morto that counts as not taken: its cards, in its taker's hand, are not counted
    skip = state._pending[side] if _unplayed_by_opponent(state, side) else -1
    batida_by = state.batida_by
    return count(
        state.rules,
        state._melds[side],
        [state._hands[seat] for seat in range(side, state.players, sides) if seat != skip],
        batida=batida_by is not None and batida_by % sides == side,
        taken=morto_counts_taken(state, side),
        other_taken=any(morto_counts_taken(state, s) for s in range(sides) if s != side),
    )


def hand_score(state: MatchState, side: int) -> HandScore:
    """The side's count for this hand (final once the hand is over)."""
    if state._final is not None:
        return state._final[side]
    return side_count(state, side)

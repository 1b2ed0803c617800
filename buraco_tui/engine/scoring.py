"""The count of one hand for one side, line by line (docs/rules.md §7.2).

The lines of the score table (:data:`SCORE_LINES`, :class:`HandScore`) and the
count itself (:func:`count`), the morto rules included: the penalty for a morto
not taken, and how a morto taken by ida indireta counts when the hand ends
before its taker plays again (:func:`morto_counts_taken`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from .meld import ASES_LIMPA, ASES_SUJA, C500, C1000, CURINGAS, LIMPA, SUJA
from .rules import MortoIndireto, MultaMorto, Rules

if TYPE_CHECKING:
    from .state import MatchState

from buraco_tui.text.lang import tr

#: The lines of the score table in display order: the :class:`HandScore` fields. Each
#: label is the catalogue's ``score.<line>`` (``buraco_tui.text.lang.tr``).
LINES: tuple[str, ...] = (
    "mesa",
    "canastras_limpas",
    "canastras_sujas",
    "canastras_500",
    "canastras_1000",
    "canastras_ases",
    "canastras_curingas",
    "batida",
    "morto",
    "mao",
)

#: (line, pt label, en label) per line, as older callers read it.
SCORE_LINES: tuple[tuple[str, str, str], ...] = tuple(
    (line, tr(f"score.{line}", "pt"), tr(f"score.{line}", "en")) for line in LINES
)


@dataclass(frozen=True, slots=True)
class HandScore:
    """One side's count for a hand: one field per line, and the total."""

    mesa: int = 0
    canastras_limpas: int = 0
    canastras_sujas: int = 0
    canastras_500: int = 0
    canastras_1000: int = 0
    canastras_ases: int = 0
    canastras_curingas: int = 0
    batida: int = 0
    morto: int = 0
    mao: int = 0

    @property
    def total(self) -> int:
        """The sum of every line."""
        return (
            self.mesa
            + self.canastras_limpas
            + self.canastras_sujas
            + self.canastras_500
            + self.canastras_1000
            + self.canastras_ases
            + self.canastras_curingas
            + self.batida
            + self.morto
            + self.mao
        )

    def to_data(self) -> dict[str, int]:
        """Plain data with every line and the total."""
        data = {name: getattr(self, name) for name in _FIELDS}
        data["total"] = self.total
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> HandScore:
        """Read back :meth:`to_data`."""
        return cls(**{k: int(data.get(k, 0)) for k, _, _ in SCORE_LINES})


#: The fields of :class:`HandScore` in their order (``to_data`` writes them so).
_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(HandScore))


def score_lines(rules: Rules) -> tuple[tuple[str, str, str], ...]:
    """The rows of :data:`SCORE_LINES` that can count under ``rules``.

    The 500/1000 lines only where those canastras exist, the aces and curingas
    lines only at the rioplatense table: a count screen shows what the table plays.
    """
    skip = set()
    if not rules.canastras_especiais:
        skip |= {"canastras_500", "canastras_1000"}
    if not rules.canastras_rioplatenses:
        skip |= {"canastras_ases", "canastras_curingas"}
    return tuple(line for line in SCORE_LINES if line[0] not in skip)


# ------------------------------------------------------------------ the count


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


def count(state: MatchState, side: int) -> HandScore:
    """The side's count for the hand as it stands, line by line."""
    mesa = limpas = sujas = c500 = c1000 = ases = curingas = 0
    for m in state._melds[side]:
        mesa += m.points
        kind = m.canastra
        if kind == LIMPA:
            limpas += 200
        elif kind == SUJA:
            sujas += 100
        elif kind == C500:
            c500 += 500
        elif kind == C1000:
            c1000 += 1000
        elif kind in (ASES_LIMPA, ASES_SUJA):
            ases += m.bonus
        elif kind == CURINGAS:
            curingas += m.bonus
    rules = state.rules
    sides = state.sides
    has_canastra = any(m.canastra for m in state._melds[side])
    if rules.mesa_negativa_sem_canastra and not has_canastra:
        mesa = -mesa
    batida = 0
    if state.batida_by is not None and state.batida_by % sides == side:
        if rules.batida_exige_canastra or has_canastra:
            batida = 100
    taken = morto_counts_taken(state, side)
    other = any(morto_counts_taken(state, s) for s in range(sides) if s != side)
    morto = 0
    if not taken and (rules.multa_morto == MultaMorto.SEMPRE or other):
        morto = -100
    mao = 0
    # a morto that counts as not taken: its cards, in its taker's hand, are not counted
    skip = state._pending[side] if _unplayed_by_opponent(state, side) else -1
    values = rules.values
    for seat in range(side, state.players, sides):
        if seat != skip:
            mao -= sum(values[c] for c in state._hands[seat])
    return HandScore(
        mesa=mesa,
        canastras_limpas=limpas,
        canastras_sujas=sujas,
        canastras_500=c500,
        canastras_1000=c1000,
        canastras_ases=ases,
        canastras_curingas=curingas,
        batida=batida,
        morto=morto,
        mao=mao,
    )


def hand_score(state: MatchState, side: int) -> HandScore:
    """The side's count for this hand (final once the hand is over)."""
    if state._final is not None:
        return state._final[side]
    return count(state, side)

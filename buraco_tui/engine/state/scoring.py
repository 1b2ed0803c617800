"""The count of one hand for one side, line by line (docs/rules.md §7.2).

The lines of the score table (:data:`SCORE_LINES`, :class:`HandScore`) and the
count itself (:func:`count`), from the side's jogos and hands: the canastras,
the batida, the penalty for a morto not taken, the cards in hand. Which morto
counts as taken, and whose cards count, is read off the table in ``tally.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from buraco_tui.text.lang import tr

from ..jogos.meld import ASES_LIMPA, ASES_SUJA, C500, C1000, CURINGAS, LIMPA, SUJA, MeldCheck
from ..table.rules import MultaMorto, Rules

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


def count(
    rules: Rules,
    melds: Sequence[MeldCheck],
    hands: Iterable[Iterable[int]],
    *,
    batida: bool,
    taken: bool,
    other_taken: bool,
) -> HandScore:
    """One side's count for a hand, line by line, under ``rules``.

    ``melds``: the side's jogos; ``hands``: the hands of its seats whose cards
    count against it; ``batida``: the side went out; ``taken``: its morto counts as
    taken; ``other_taken``: another side's morto does (``tally.py`` reads these
    off the table, the morto rules of decisions 5 and 18 included).
    """
    mesa = limpas = sujas = c500 = c1000 = ases = curingas = 0
    for m in melds:
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
    has_canastra = any(m.canastra for m in melds)
    if rules.mesa_negativa_sem_canastra and not has_canastra:
        mesa = -mesa
    prize = 100 if batida and (rules.batida_exige_canastra or has_canastra) else 0
    morto = 0
    if not taken and (rules.multa_morto == MultaMorto.SEMPRE or other_taken):
        morto = -100
    values = rules.values
    mao = 0
    for hand in hands:
        mao -= sum(values[c] for c in hand)
    return HandScore(
        mesa=mesa,
        canastras_limpas=limpas,
        canastras_sujas=sujas,
        canastras_500=c500,
        canastras_1000=c1000,
        canastras_ases=ases,
        canastras_curingas=curingas,
        batida=prize,
        morto=morto,
        mao=mao,
    )

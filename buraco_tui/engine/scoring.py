"""The count of one hand for one side, line by line (RULES.md §1, "Hand score")."""

from __future__ import annotations

from dataclasses import asdict, dataclass

#: Lines of the score table in display order, with their pt and en labels.
SCORE_LINES: tuple[tuple[str, str, str], ...] = (
    ("mesa", "Cartas baixadas na mesa", "Cards melded on the table"),
    ("canastras_limpas", "Canastras limpas", "Clean canastras"),
    ("canastras_sujas", "Canastras sujas", "Dirty canastras"),
    ("canastras_500", "Canastras de 500", "500 canastras"),
    ("canastras_1000", "Canastras de 1000", "1000 canastras"),
    ("canastras_ases", "Canastras de ases", "Aces canastras"),
    ("canastras_curingas", "Canastras de curingas", "Wild-card canastras"),
    ("batida", "Batida", "Going out (batida)"),
    ("morto", "Morto não pego", "Morto not taken"),
    ("mao", "Cartas na mão", "Cards left in hand"),
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
        data = asdict(self)
        data["total"] = self.total
        return data

    @classmethod
    def from_data(cls, data: dict) -> HandScore:
        """Read back :meth:`to_data`."""
        return cls(**{k: int(data.get(k, 0)) for k, _, _ in SCORE_LINES})


def score_lines(rules) -> tuple[tuple[str, str, str], ...]:
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

"""The count of one hand for one side, line by line (RULES.md §1, "Hand score")."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from buraco_tui.lang import tr

#: The lines of the score table in display order: the :class:`HandScore` fields. Each
#: label is the catalogue's ``score.<line>`` (``buraco_tui.lang.tr``).
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

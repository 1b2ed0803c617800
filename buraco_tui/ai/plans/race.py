"""Difícil at the race tables: where a side may go out with no canastra at all
(rioplatense, docs/rules.md §6.2 and §6.6), the hand is a race to the morto and
the batida, and Difícil's own rules (long jogos, curingas kept for a limpa, a
batida held back until it pays) lose it (bot decision B17).

There Difícil starts from the racer's draw and lay-down (``pool.RacerBot``:
every jogo down, curingas on the jogos, the lixo only when it lays down with it)
and keeps its own discards (the Difícil ranking, a safe card whenever one
exists); its search compares that with its other plans as everywhere else.
"""

from __future__ import annotations

from typing import Any

from .discard import rank_discards, safe_first
from .draft import Draft
from .pool import RacerBot
from .style import HARD


class RaceTableRules(RacerBot):
    """Difícil's rules at a race table: the racer's draw and lay-down, Difícil's
    careful discards. A rule bot and a playout policy both (no search)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.level = "hard-race"

    def discards(self, view: dict[str, Any], draft: Draft) -> list[int]:
        return safe_first(draft.seen, rank_discards(draft, HARD))

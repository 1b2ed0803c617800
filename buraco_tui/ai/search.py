"""Difícil: the Difícil rules, with a determinized Monte Carlo search on top."""

from __future__ import annotations

from typing import Any

from .bots import RuleBot
from .planner import HARD


class HardBot(RuleBot):
    """Difícil (first cut: its rules only; the search comes next)."""

    def __init__(self, seed: int | None = None, **budget: Any) -> None:
        super().__init__(HARD, seed)
        self.budget = budget

"""How far a hand's result falls from the playouts' position estimate, per table and stage.

The search's ``utility="win"`` (:meth:`..mcts.search.HardBot.reward`) turns the estimate
``v`` of a playout that stops before the hand ends into the chance that the hand ends
won, ``Phi(v / sd)``: ``sd`` is the standard deviation of the final difference around
the shipped estimate at that stage of that table, measured by ``buraco calibrate
--outcome-sd`` and shipped as data (``ai/fitted/data/outcome_sd.json``, read by
:mod:`.loader`).
"""

from __future__ import annotations

from .loader import outcome_sd

__all__ = ["sd_for"]

SHARED_SD, SD_BY_PRESET = outcome_sd()


def sd_for(preset: str) -> tuple[float, ...]:
    """The outcome sd per stage (cards left to draw: under 8, 20, 40, more) at a
    table: its own where measured, else the shared one."""
    return SD_BY_PRESET.get(preset, SHARED_SD)

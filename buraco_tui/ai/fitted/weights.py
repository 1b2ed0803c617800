"""The weights of the playouts' position estimate (``playout.evaluate``), per table.

Fitted by ``buraco calibrate`` against the rollout pool (bot decisions B12 and B14):
the Difícil rules against an opponent drawn per hand from Médio, racer, hoarder,
cauteloso and the Difícil rules. One row per stage of the hand (cards left to
draw: under 8, 20, 40, more); the columns are ``playout.FEATURES``. The
hand_value and bonus weights are fixed, not fitted (see ``calibrate.fit``).

The numbers are data: ``ai/fitted/data/estimate.json`` (with each fit's command, seed,
sample and R²), read by :mod:`.loader` when this module is first imported. A
stage fitted worse than a constant is refused there and takes the shared row.
"""

from __future__ import annotations

from .loader import Weights, estimate
from .style_weights import BY_STYLE

__all__ = ["BY_PRESET", "SHARED", "Weights", "weights_for"]

#: The fit over several tables (``"shared"`` in the data): aberto, fechado and
#: any table not fitted on its own.
#: Per table: its own fit; a stage with fewer than 500 positions, or refused,
#: keeps the shared row (bot decision B14).
SHARED, BY_PRESET = estimate()


_MERGED: dict[tuple[str, str], Weights] = {}


def weights_for(preset: str, style: str | None = None) -> Weights:
    """The estimate's weights for a table (the shared fit where it has none);
    with ``style``, the fit against that opponent style where the table has one
    (``style_weights.BY_STYLE``, bot decision B19), stage by stage: a stage fitted on
    too few positions keeps the table's own row."""
    pooled = BY_PRESET.get(preset, SHARED)
    if style is None:
        return pooled
    key = (preset, style)
    merged = _MERGED.get(key)
    if merged is None:
        rows = BY_STYLE.get(preset, {}).get(style)
        if rows is None:
            merged = pooled
        else:
            merged = tuple(
                row if row is not None else own for row, own in zip(rows, pooled, strict=True)
            )
        _MERGED[key] = merged
    return merged

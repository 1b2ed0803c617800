"""The playouts' position estimate fitted against one opponent style at a time
(bot decision B19): ``BY_STYLE[preset][style]``, one row per stage as in
``weights.py`` (``None``: too few positions at that stage, or a fit refused as
worse than a constant; the table's own row stands).

Fitted, for each preset and each style of the rollout pool (``medium``,
``racer``, ``hoarder``, ``cauteloso``, ``hard``), by
``buraco calibrate --hands 400 --presets P --opponents STYLE`` (seed 1), the
Difícil side playing the table's rules (``calibrate.collect``). Against a
racer the hand ends soon and a card held is worth little; against a hoarder
hands run long and the table grows: one fit for the mixture read both wrong.

The numbers are data: ``ai/fitted/data/estimate_by_style.json``, read by :mod:`.loader`.
"""

from __future__ import annotations

from .loader import StyleRow, by_style

Row = StyleRow

BY_STYLE: dict[str, dict[str, tuple[Row, ...]]] = by_style()

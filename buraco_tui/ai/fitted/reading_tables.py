"""The tables :mod:`..mcts.reading` reads an opponent's style from: for each race table
(bot decision B20) and each style of the rollout pool, the log-frequency of every
event of :func:`..mcts.reading.event_index` within its stage, from hands mano a mano
against the Difícil rules (the race's).

Fitted by ``buraco calibrate --reading``; the numbers are data,
``ai/fitted/data/reading.json``, read by :mod:`.loader`.
"""

from __future__ import annotations

from .loader import log_freq

LOG_FREQ: dict[str, dict[str, tuple[float, ...]]] = log_freq()

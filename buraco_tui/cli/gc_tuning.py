"""The garbage collector's settings for the programs that run the engine hot (decision 58).

A random hand or a bot's playout allocates many short-lived containers (suggestion lists, jogo
groups, copies of the state); with CPython's default young-generation threshold (700) the
collector runs every few hundred of them and, at each older-generation pass, walks every memo
table the engine keeps. Measured with ``buraco bench`` (fechado, 2 s, one core): 104 hands/s with
the defaults, 154-175 with the young generation collected every 10,000-100,000 allocations, 180
with the collector off. The engine stays pure (it never touches process-wide settings): the
command line calls :func:`tune_gc` once, and the arena's worker processes too.
"""

from __future__ import annotations

import gc

#: Allocations of container objects between two collections of the young generation.
YOUNG_THRESHOLD = 50_000


def tune_gc() -> None:
    """Collect the young generation less often, and move what start-up made (modules,
    classes, the engine's tables) out of the collector's way."""
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)

"""``buraco calibrate``'s data: the Difícil side against the rollout pool (bot decision B12)."""

from __future__ import annotations

from buraco_tui.ai.calibrate import collect
from buraco_tui.ai.draft import Draft
from buraco_tui.ai.policy import StylePolicy
from buraco_tui.ai.seen import Seen
from buraco_tui.ai.style import MEDIUM


class Recorder(StylePolicy):
    """Médio, noting which seats it played."""

    def __init__(self) -> None:
        super().__init__(MEDIUM)
        self.seats: list[int] = []

    def plan(self, seen: Seen) -> Draft:
        self.seats.append(seen.seat)
        return super().plan(seen)


def test_the_opponent_plays_the_other_side_and_the_difficil_side_alternates():
    first, second = Recorder(), Recorder()
    collect(1, ["aberto"], seed=5, opponents=[first])
    assert first.seats and set(first.seats) == {1}  # hand 0: Difícil is side 0
    # two hands: the second deal seats the Difícil rules on side 1
    collect(2, ["aberto"], seed=5, opponents=[second])
    assert set(second.seats) == {0, 1}

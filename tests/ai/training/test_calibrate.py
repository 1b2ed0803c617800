"""``buraco calibrate``'s data: the Difícil side against the rollout pool (bot decision B12)."""

from __future__ import annotations

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.draft import Draft
from buraco_tui.ai.plans.policy import StylePolicy
from buraco_tui.ai.plans.style import MEDIUM
from buraco_tui.ai.training.calibrate import collect


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

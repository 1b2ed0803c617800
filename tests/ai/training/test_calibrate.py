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


def test_the_outcome_sd_is_the_spread_of_the_results_around_the_estimate() -> None:
    """``buraco calibrate --outcome-sd``: per stage, how far the final difference fell
    from what the weights estimated, its bias counted as error."""
    from buraco_tui.ai.training.calibrate import outcome_sd_entry, residuals

    weights = [[1.0, 0.0], [2.0, 0.0], [0.0, 1.0], [0.0, 0.0]]
    rows = [
        (0, [100.0, 7.0], 130.0),  # estimate 100: off by +30
        (0, [100.0, 7.0], 70.0),  # off by -30
        (1, [50.0, 0.0], 140.0),  # estimate 100: off by +40
        (2, [9.0, 10.0], 10.0),  # exact
    ]
    errors = residuals(rows, weights)
    assert errors == [(0, 30.0), (0, -30.0), (1, 40.0), (2, 0.0)]
    entry = outcome_sd_entry(errors, provenance={"command": "c", "seed": 3})
    assert entry["command"] == "c" and entry["seed"] == 3 and entry["positions"] == 4
    assert entry["stages"] == [
        {"n": 2, "sd": 30.0, "bias": 0.0},
        {"n": 1, "sd": 40.0, "bias": 40.0},
        {"n": 1, "sd": 0.0, "bias": 0.0},
        {"n": 0, "sd": 0.0, "bias": 0.0},
    ]

"""Work past one machine (issue 27 item 8): the same jobs in this process, in worker
processes and on a local one-CPU Ray instance give the same results, in the jobs' order."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
import ray

from buraco_tui.ai.mcts.search import rollout_policy
from buraco_tui.ai.training.calibrate import (
    CollectJob,
    collect,
    collect_chunk,
    plan_hands,
    reading_chunk,
    reading_jobs,
)
from buraco_tui.cli import parallel
from buraco_tui.cli.arena import run_arena
from buraco_tui.cli.parallel import LOCAL, map_jobs, ray_options, run_jobs


def _one_hand_jobs() -> list[CollectJob]:
    """Four hands of the calibration, one job each, against two styles of the pool."""
    names = ("medium", "racer")
    return [CollectJob((plan,), names) for plan in plan_hands(4, ["aberto"], 3, len(names))]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One Ray instance on this machine with one CPU, for the module's tests."""
    ray.init(**ray_options(LOCAL, 1))
    yield
    ray.shutdown()


def test_processes_give_the_rows_one_process_gives() -> None:
    jobs = _one_hand_jobs()
    here = [collect_chunk(job) for job in jobs]
    assert map_jobs(collect_chunk, jobs, workers=2) == here
    # and the hands are the ones `collect` plays with the same seed and opponents
    pool = [rollout_policy("medium"), rollout_policy("racer")]
    assert [row for rows in here for row in rows] == collect(4, ["aberto"], 3, opponents=pool)


def test_results_come_back_in_the_jobs_order_with_each_one_counted() -> None:
    jobs = reading_jobs(4, "rioplatense", 1, ["racer", "hoarder"])
    counted: list[int] = []
    tallies = map_jobs(reading_chunk, jobs, workers=2, done=counted.append)
    assert tallies == [reading_chunk(job) for job in jobs]
    assert counted == list(range(1, len(jobs) + 1))


def test_a_local_ray_gives_the_same_rows_and_matches(local_ray: None) -> None:
    jobs = _one_hand_jobs()
    assert map_jobs(collect_chunk, jobs, ray_address=LOCAL) == [collect_chunk(j) for j in jobs]
    indexes = sorted(i for i, _ in run_jobs(collect_chunk, jobs, ray_address=LOCAL))
    assert indexes == [0, 1, 2, 3]
    here = run_arena("easy", "medium", matches=2, seed=3, target=0)
    there = run_arena("easy", "medium", matches=2, seed=3, target=0, ray=LOCAL)
    assert [m.margins for m in there.matches] == [m.margins for m in here.matches]
    assert [(m.pair, m.a_seat, m.winner) for m in there.matches] == [
        (m.pair, m.a_seat, m.winner) for m in here.matches
    ]


def test_without_ray_installed_the_ray_path_says_what_to_install(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    with pytest.raises(parallel.RayMissing):
        map_jobs(collect_chunk, _one_hand_jobs(), ray_address=LOCAL)

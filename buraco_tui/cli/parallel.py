"""The tools' work past one process: a map over picklable jobs, run here, in worker
processes (``--jobs N``) or on a Ray cluster (``--ray ADDRESS``).

The arena's matches, the calibration's hands and the reading tables' hands are
each a job that depends only on its own seeds, so the results are the same
whatever runs them; :func:`map_jobs` hands them back in the jobs' order and
:func:`run_jobs` as they finish, each with its job's index.

Ray is an optional extra (``pip install -e '.[cluster]'``), imported only when an
address is given: ``local`` starts a Ray instance on this machine with ``--jobs``
CPUs, any other address joins that cluster (``ray.init(address=...)``). The
package itself is shipped to the workers with the job (``runtime_env``
``py_modules``), so a cluster runs this checkout's code and data.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

J = TypeVar("J")
R = TypeVar("R")

#: The ``--ray`` address that starts a Ray instance on this machine.
LOCAL = "local"


class RayMissing(RuntimeError):
    """``--ray`` was given and Ray is not installed (the ``cluster`` extra)."""


def run_jobs(
    fn: Callable[[J], R],
    jobs: Sequence[J],
    *,
    workers: int = 1,
    ray_address: str | None = None,
) -> Iterator[tuple[int, R]]:
    """``(index, fn(jobs[index]))`` for every job, in the order they finish:
    here with ``workers`` 1, in ``workers`` spawned processes, or on Ray at
    ``ray_address``. ``fn`` must be a module-level function and the jobs
    picklable (they cross to other processes)."""
    if ray_address:
        yield from _on_ray(fn, jobs, ray_address, workers)
    elif workers <= 1 or len(jobs) <= 1:
        for index, job in enumerate(jobs):
            yield index, fn(job)
    else:
        context = multiprocessing.get_context("spawn")
        with context.Pool(min(workers, len(jobs)), initializer=_worker_start) as pool:
            yield from pool.imap_unordered(_Indexed(fn), enumerate(jobs))


def _worker_start() -> None:
    """A worker process's set-up: the collector's settings (decision 58), and Ctrl+C
    left to the parent, which stops the pool (no traceback from every worker)."""
    import signal

    from buraco_tui.cli.gc_tuning import tune_gc

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    tune_gc()


def map_jobs(
    fn: Callable[[J], R],
    jobs: Sequence[J],
    *,
    workers: int = 1,
    ray_address: str | None = None,
    done: Callable[[int], None] | None = None,
) -> list[R]:
    """``[fn(job) for job in jobs]``, run as :func:`run_jobs` runs them;
    ``done(count)`` is called as each job finishes."""
    results: dict[int, R] = {}
    for index, result in run_jobs(fn, jobs, workers=workers, ray_address=ray_address):
        results[index] = result
        if done:
            done(len(results))
    return [results[i] for i in range(len(jobs))]


class _Indexed:
    """``fn`` over ``(index, job)``, keeping the index (picklable, unlike a lambda)."""

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn

    def __call__(self, item: tuple[int, Any]) -> tuple[int, Any]:
        index, job = item
        return index, self.fn(job)


def _call(fn: Callable[[J], R], index: int, job: J) -> tuple[int, R]:
    """``(index, fn(job))``: one Ray task."""
    return index, fn(job)


def ray_options(address: str, cpus: int = 1) -> dict[str, Any]:
    """``ray.init``'s arguments for ``--ray address`` with ``--jobs cpus``: this
    package shipped to the workers, no dashboard."""
    package = str(Path(__file__).resolve().parents[1])
    options: dict[str, Any] = {
        "runtime_env": {"py_modules": [package]},
        "include_dashboard": False,
        "log_to_driver": False,
    }
    if address == LOCAL:
        options["num_cpus"] = max(1, cpus)
    else:
        options["address"] = address
    return options


def _import_ray() -> Any:
    """The ``ray`` module, or :class:`RayMissing`."""
    try:
        import ray
    except ImportError as exc:
        raise RayMissing(str(exc)) from exc
    return ray


def _on_ray(
    fn: Callable[[J], R], jobs: Sequence[J], address: str, cpus: int
) -> Iterator[tuple[int, R]]:
    """The jobs as Ray tasks, yielded as they finish; Ray is started (``local``)
    or joined for the run and shut down after (a Ray this process already runs
    is used as it is)."""
    ray = _import_ray()
    started = not ray.is_initialized()
    if started:
        ray.init(**ray_options(address, cpus))
    try:
        remote = ray.remote(_call)
        pending = [remote.remote(fn, i, job) for i, job in enumerate(jobs)]
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                yield ray.get(ref)
    finally:
        if started:
            ray.shutdown()

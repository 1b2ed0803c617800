"""Progress of the long commands (arena, calibrate) on stderr, with ``rich.progress``.

Results go to stdout, so they stay parseable while the bar moves on stderr.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

Step = Callable[..., None]
"""``step(done, note="")``: ``done`` items finished; ``note`` is shown after the count."""


@contextmanager
def progress_bar(total: int, label: str, enabled: bool = True) -> Iterator[Step]:
    """A progress bar of ``total`` items on stderr; yields the function that moves it.

    Disabled, the function does nothing (``--quiet``).
    """
    if not enabled:
        yield lambda done, note="": None
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[note]}"),
        TimeElapsedColumn(),
        TextColumn("~"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True)) as progress:
        task = progress.add_task(label, total=total, note="")

        def step(done: int, note: str = "") -> None:
            progress.update(task, completed=done, note=note)

        yield step

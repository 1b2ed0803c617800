"""Progress of the long commands (arena, calibrate) on stderr, with ``rich.progress``.

Results go to stdout, so they stay parseable while the bar moves on stderr.
When stderr is not a terminal (a run under ``nohup`` or with ``2> log``), the bar
would only be drawn at the end; there the progress is a plain line at every
twentieth of the work instead, so a run stopped halfway still shows how far it
got and the score so far.
"""

from __future__ import annotations

import sys
import time
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
    if not Console(stderr=True).is_terminal:
        yield plain_steps(total, label)
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


def plain_steps(total: int, label: str, parts: int = 20) -> Step:
    """The step function for a stderr that is not a terminal: one flushed line
    (``label  done/total  note  elapsed``) each time ``done`` passes a
    ``1/parts`` of ``total``, and at the end."""
    started = time.monotonic()
    every = max(1, -(-total // parts))
    shown = 0

    def step(done: int, note: str = "") -> None:
        nonlocal shown
        if done < total and done // every <= shown // every:
            return
        if done == shown:
            return
        shown = done
        elapsed = int(time.monotonic() - started)
        fields = [label, f"{done}/{total}", note, f"{elapsed // 60}m{elapsed % 60:02d}s"]
        print("  ".join(f for f in fields if f), file=sys.stderr, flush=True)

    return step

"""``buraco soak``: many hands of every table and seat count, random and bot play mixed
per seat, every action checked (``match/soak``); exits non-zero on any failure.

Prints, per preset and seat count, the hands, actions, batidas, full checks and
failures, then the first failures with what plays them again (``--match``). The
hands run here or in ``--jobs N`` processes (:mod:`buraco_tui.cli.parallel`), with the
same result for a seed.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

from buraco_tui.engine import PRESETS
from buraco_tui.text.lang import DEFAULT, tr

if TYPE_CHECKING:
    from buraco_tui.match.soak.runner import SoakReport

#: How often the progress line is written (in jobs done), besides the last one.
PROGRESS_EVERY = 20


def soak_command(args: argparse.Namespace) -> int:
    """Run ``buraco soak`` as parsed; 0 when every check held, 1 on any failure."""
    from buraco_tui.cli.parallel import run_jobs
    from buraco_tui.match.soak.runner import STRIDE, SoakReport, play_match, run_job, soak_jobs

    lang = args.lang or DEFAULT
    stride = STRIDE if args.stride is None else args.stride
    if args.hands < 1 or args.jobs < 1 or stride < 1:
        print(tr("cli.soak.at_least_one", lang), file=sys.stderr)
        return 2
    started = time.perf_counter()
    if args.match is not None:
        preset, players, seed = args.match
        report = play_match(preset, players, seed, max(args.hands, 1), stride=1)
    else:
        presets = PRESETS if args.presets == "all" else tuple(args.presets.split(","))
        jobs = soak_jobs(args.hands, args.seed, stride, presets)
        report = SoakReport()
        for done, (_, part) in enumerate(run_jobs(run_job, jobs, workers=args.jobs), 1):
            report.add(part)
            if not args.quiet and (done % PROGRESS_EVERY == 0 or done == len(jobs)):
                total = report.total()
                line = tr(
                    "cli.soak.progress",
                    lang,
                    hands=total.hands,
                    failures=total.failures,
                    seconds=round(time.perf_counter() - started),
                )
                print(line, file=sys.stderr, flush=True)
    print_report(report, time.perf_counter() - started, lang)
    return 0 if report.ok else 1


def print_report(report: SoakReport, seconds: float, lang: str) -> None:
    """The report as a table per preset and seat count, the totals and the failures."""
    print(tr("cli.soak.header", lang))
    for (preset, players), t in sorted(
        report.tallies.items(), key=lambda kv: (PRESETS.index(kv[0][0]), kv[0][1])
    ):
        print(_row(preset, str(players), t.hands, t.actions, t.batidas, t.checkpoints, t.failures))
    total = report.total()
    print(
        _row(
            tr("cli.soak.total", lang),
            "",
            total.hands,
            total.actions,
            total.batidas,
            total.checkpoints,
            total.failures,
        )
    )
    print(tr("cli.soak.time", lang, seconds=f"{seconds:.0f}"))
    for f in report.failures:
        print(
            tr(
                "cli.soak.failure",
                lang,
                check=tr(f"soak.check.{f.check}", lang),
                preset=f.preset,
                players=f.players,
                seed=f.seed,
                hand=f.hand,
                action=f.action,
                detail=f.problem.text(lang),
            )
        )
    if report.failures:
        first = report.failures[0]
        print(
            tr(
                "cli.soak.again",
                lang,
                command=f"buraco soak --match {first.preset}:{first.players}:{first.seed}"
                f" --hands {first.hand}",
            )
        )


def _row(preset: str, seats: str, *numbers: int) -> str:
    return f"{preset:<18} {seats:>5}" + "".join(f" {n:>9}" for n in numbers)

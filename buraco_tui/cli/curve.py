"""``buraco curve``: several A levels against one B on the same deals, compared in pairs.

Each ``--a`` plays ``buraco arena``'s duplicate matches against ``--b`` with the same seed,
so every A meets the same deals in the same seats; the report gives each A's hands won
(single hands by default, ``--target 0``) and margin per hand, then each A against the one
before it, match by match: the difference in matches won (points of a percentage) and in
margin per hand, each with its 95% interval from the paired differences. This is how a
budget curve (issue 27, item 2: 10, 40, 160 and 640 playouts) or a change of the search is
measured without the luck of the deals in between.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from typing import Any

from buraco_tui.cli.arena import ArenaResult, code_dir, percentile, run_arena, seatings, wilson
from buraco_tui.text.lang import DEFAULT, tr


def paired(before: ArenaResult, after: ArenaResult) -> dict[str, float]:
    """``after`` minus ``before`` over the same matches: matches won (in points
    of a percentage) and margin per hand, each with the half-width of its 95%
    interval from the paired differences."""
    won = [
        100.0 * ((m2.winner == "a") - (m1.winner == "a"))
        for m1, m2 in zip(before.matches, after.matches, strict=True)
    ]
    margin = [
        statistics.fmean(m2.margins) - statistics.fmean(m1.margins)
        for m1, m2 in zip(before.matches, after.matches, strict=True)
        if m1.margins and m2.margins
    ]
    return {
        "won": statistics.fmean(won),
        "won_ci": _half_width(won),
        "margin": statistics.fmean(margin) if margin else 0.0,
        "margin_ci": _half_width(margin),
        "n": float(len(won)),
    }


def _half_width(values: list[float]) -> float:
    """1.96 standard errors of the mean of ``values``."""
    if len(values) < 2:
        return math.inf
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def line(result: ArenaResult) -> str:
    """One A's row: matches won with its Wilson interval, margin per hand, and the CPU
    per decision (median, p95 and max, as ``buraco arena`` counts them: issue 27, item 5
    asks all three)."""
    n = len(result.matches)
    wins = result.wins("a")
    low, high = wilson(wins, n)
    margins = result.margins
    cpu = result.cpu("a")
    mean = statistics.fmean(margins) if margins else 0.0
    return (
        f"  {result.a:<28} {wins:>4}/{n:<4} {100 * wins / max(n, 1):5.1f}%  "
        f"[{100 * low:5.1f}%, {100 * high:5.1f}%]  {mean:+7.1f}/hand  "
        f"cpu median {1000 * percentile(cpu, 0.5):6.1f}ms p95 {1000 * percentile(cpu, 0.95):6.1f}ms "
        f"max {1000 * max(cpu, default=0.0):6.1f}ms"
    )


def curve_command(args: argparse.Namespace) -> int:
    """Run ``buraco curve`` as parsed and print its report."""
    from buraco_tui.cli.progress import progress_bar

    lang = getattr(args, "lang", None) or DEFAULT
    if args.matches < 1 or args.jobs < 1 or len(args.a) < 2:
        print(tr("cli.curve.needs", lang), file=sys.stderr)
        return 2
    print(
        f"curve: B={args.b}, rules {args.rules}, {args.players} players, target {args.target}, "
        f"{_rounded(args.matches, args.players)} matches each (same deals), seed {args.seed}, "
        f"jobs {args.jobs}, code {code_dir()}",
        flush=True,
    )
    results: list[ArenaResult] = []
    started = time.perf_counter()
    failed = False
    for spec in args.a:
        with progress_bar(args.matches, f"{spec}", not args.quiet) as step:
            result = run_arena(
                spec,
                args.b,
                matches=args.matches,
                seed=args.seed,
                rules=args.rules,
                target=args.target,
                jobs=args.jobs,
                progress=lambda r, _total: step(len(r.matches)),
                players=args.players,
                ray=args.ray,
            )
        failed = failed or bool(result.errors)
        # Each arm is printed as it finishes, so a run stopped half-way keeps what it measured.
        print(line(result), flush=True)
        if results:
            print(pair_line(results[-1], result), flush=True)
        results.append(result)
    print(f"  {time.perf_counter() - started:.0f}s", flush=True)
    return 1 if failed else 0


def _rounded(matches: int, players: int) -> int:
    """``matches`` rounded up to whole deals, as :func:`run_arena` plays them."""
    k = seatings(players)
    return k * ((matches + k - 1) // k)


def pair_line(before: ArenaResult, after: ArenaResult) -> str:
    """``after`` against ``before``, match by match: won and margin with their 95% intervals."""
    d: dict[str, Any] = paired(before, after)
    return (
        f"  {after.a} - {before.a}: won {d['won']:+.1f} ± {d['won_ci']:.1f} points, "
        f"margin {d['margin']:+.1f} ± {d['margin_ci']:.1f}/hand (paired, 95%)"
    )

"""``buraco calibrate``: refit the weights Difícil's search scores a position with, or
(``--reading``) the tables it reads an opponent's style from (see docs/bots.md)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from buraco_tui.ai.levels import ROLLOUT_STYLES
from buraco_tui.cli.parse import CALIBRATE_PRESETS
from buraco_tui.engine import PRESETS
from buraco_tui.text.lang import DEFAULT, tr


def calibrate_command(args: argparse.Namespace) -> int:
    """Run ``buraco calibrate`` as parsed; print the fitted tables."""
    from buraco_tui.ai.calibrate import collect, fit
    from buraco_tui.ai.search import rollout_policy, rollout_pool
    from buraco_tui.cli.progress import progress_bar

    lang = args.lang or DEFAULT
    if args.reading:
        return _calibrate_reading(args, lang)
    with progress_bar(args.hands, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        rows = collect(
            args.hands,
            args.presets.split(","),
            args.seed,
            progress=lambda done: step(done),
            opponents=(
                rollout_pool()
                if args.opponents == "pool"
                else None
                if args.opponents == "self"
                else (rollout_policy(args.opponents),)
            ),
        )
    for line in fit(rows, args.hands):
        print(line)
    return 0


def _offset(step: Callable[[int], None], base: int) -> Callable[[int], None]:
    """``step`` counting on from ``base`` done."""
    return lambda done: step(base + done)


def _calibrate_reading(args: argparse.Namespace, lang: str) -> int:
    """``buraco calibrate --reading``: print ``ai/reading_tables.py`` (decision 67)."""
    from buraco_tui.ai.calibrate import collect_reading, reading_module, reading_rows
    from buraco_tui.ai.race import race_table
    from buraco_tui.ai.search import rollout_pool
    from buraco_tui.cli.progress import progress_bar
    from buraco_tui.engine import ruleset

    # the search reads the style only at a race table (decision 67): tables for those
    asked = PRESETS if args.presets in ("all", CALIBRATE_PRESETS) else args.presets.split(",")
    presets = [p for p in asked if race_table(ruleset(p))]
    styles = dict(zip(ROLLOUT_STYLES, rollout_pool(), strict=True))
    total = args.hands * len(styles) * len(presets)
    tables: dict[str, dict[str, tuple[float, ...]]] = {}
    with progress_bar(total, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        for i, preset in enumerate(presets):
            base = i * args.hands * len(styles)
            counts = collect_reading(
                args.hands, preset, args.seed, styles, progress=_offset(step, base)
            )
            tables[preset] = reading_rows(counts)
    print(reading_module(tables, args.hands), end="")
    return 0

"""``buraco calibrate``: refit the weights Difícil's search scores a position with, or
(``--reading``) the tables it reads an opponent's style from (see docs/bots.md).

The fit comes out as a data document of ``buraco_tui/ai/fitted/data/`` (:mod:`buraco_tui.ai.fitted.loader`):
on stdout, or merged into the file ``--out`` names (its entries of the same key replaced,
the others kept). The hands run here, in ``--jobs N`` processes or on a Ray cluster
(``--ray ADDRESS``), with the same result for a seed (:mod:`buraco_tui.cli.parallel`).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
from pathlib import Path
from typing import Any

from buraco_tui.ai.levels import ROLLOUT_STYLES
from buraco_tui.cli.parse import CALIBRATE_PRESETS
from buraco_tui.engine import PRESETS
from buraco_tui.text.lang import DEFAULT, tr

#: What each kind of data file holds, for a file the tool starts.
ABOUT = {
    "estimate": "Weights of the playouts' position estimate per table (see ai/fitted/weights.py).",
    "estimate-by-style": "The position estimate fitted against one opponent style "
    "(see ai/fitted/style_weights.py).",
    "reading": "Each style's log-frequency of every reading event (see ai/fitted/reading_tables.py).",
    "outcome-sd": "How far a hand's final difference falls from the shipped estimate, per table "
    "and stage (see ai/fitted/outcome.py).",
}


def calibrate_command(args: argparse.Namespace) -> int:
    """Run ``buraco calibrate`` as parsed; print or write the fitted entries."""
    from buraco_tui.cli.parallel import RayMissing

    lang = args.lang or DEFAULT
    if args.jobs < 1:
        print(tr("cli.arena.at_least_one", lang), file=sys.stderr)
        return 2
    try:
        if args.reading:
            kind, entries = _calibrate_reading(args, lang)
        elif args.outcome_sd:
            kind, entries = _outcome_sd(args, lang)
        else:
            kind, entries = _fit(args, lang)
    except RayMissing:
        print(tr("cli.ray_missing", lang), file=sys.stderr)
        return 2
    try:
        return _emit(kind, entries, args.out)
    except (ValueError, OSError) as exc:  # FittedDataError is a ValueError
        print(tr("cli.calibrate.bad_out", lang, path=args.out, error=exc), file=sys.stderr)
        return 2


def _provenance(args: argparse.Namespace, command: str) -> dict[str, Any]:
    """Where an entry comes from: the command, its seed, the date, the hands."""
    return {
        "command": command,
        "seed": args.seed,
        "date": datetime.date.today().isoformat(),
        "hands": args.hands,
    }


def _fit(args: argparse.Namespace, lang: str) -> tuple[str, dict[str, Any]]:
    """The estimate's fit as asked: its kind of file and its one entry."""
    from buraco_tui.ai.training.calibrate import CHUNK, collect_chunk, collect_jobs, estimate_entry
    from buraco_tui.cli.parallel import map_jobs
    from buraco_tui.cli.progress import progress_bar

    presets = args.presets.split(",")
    names = (
        list(ROLLOUT_STYLES)
        if args.opponents == "pool"
        else []
        if args.opponents == "self"
        else [args.opponents]
    )
    jobs = collect_jobs(args.hands, presets, args.seed, names)
    with progress_bar(args.hands, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        chunks = map_jobs(
            collect_chunk,
            jobs,
            workers=args.jobs,
            ray_address=args.ray,
            done=lambda n: step(min(n * CHUNK, args.hands)),
        )
    rows = [row for chunk in chunks for row in chunk]
    command = f"buraco calibrate --hands {args.hands} --presets {args.presets}"
    if args.opponents != "pool":
        command += f" --opponents {args.opponents}"
    if args.seed != 1:
        command += f" --seed {args.seed}"
    table = presets[0] if len(presets) == 1 else "shared"
    entry = estimate_entry(
        rows, presets=presets, opponents=args.opponents, provenance=_provenance(args, command)
    )
    if args.opponents in ROLLOUT_STYLES:
        return "estimate-by-style", {f"{table}/{args.opponents}": entry}
    return "estimate", {table: entry}


def _outcome_sd(args: argparse.Namespace, lang: str) -> tuple[str, dict[str, Any]]:
    """``buraco calibrate --outcome-sd``: per table, the hands of the Difícil rules
    against the pool, and how far each hand's result fell from the shipped estimate
    at every turn (the ``outcome-sd`` entries: one per preset and ``"shared"`` over them all)."""
    from buraco_tui.ai.fitted.weights import weights_for
    from buraco_tui.ai.knowledge.tables import fitted_key
    from buraco_tui.ai.training.calibrate import (
        CHUNK,
        collect_chunk,
        collect_jobs,
        outcome_sd_entry,
        residuals,
    )
    from buraco_tui.cli.parallel import map_jobs
    from buraco_tui.cli.progress import progress_bar
    from buraco_tui.engine import ruleset

    presets = list(PRESETS) if args.presets == "all" else args.presets.split(",")
    jobs = [
        job for p in presets for job in collect_jobs(args.hands, [p], args.seed, ROLLOUT_STYLES)
    ]
    total = args.hands * len(presets)
    with progress_bar(total, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        chunks = map_jobs(
            collect_chunk,
            jobs,
            workers=args.jobs,
            ray_address=args.ray,
            done=lambda n: step(min(n * CHUNK, total)),
        )
    rows_of: dict[str, list[Any]] = {p: [] for p in presets}
    for job, chunk in zip(jobs, chunks, strict=True):
        rows_of[job.plans[0].preset].extend(chunk)
    entries: dict[str, Any] = {}
    pooled: list[tuple[int, float]] = []  # each table against its own weights
    for preset in presets:
        errors = residuals(rows_of[preset], weights_for(fitted_key(ruleset(preset))))
        pooled.extend(errors)
        entries[preset] = outcome_sd_entry(
            errors, provenance=_provenance(args, _sd_command(args, preset))
        )
    entries["shared"] = outcome_sd_entry(
        pooled, provenance=_provenance(args, _sd_command(args, ",".join(presets)))
    )
    return "outcome-sd", entries


def _sd_command(args: argparse.Namespace, presets: str) -> str:
    """The command that measures an ``outcome-sd`` entry of ``presets``."""
    command = f"buraco calibrate --outcome-sd --hands {args.hands} --presets {presets}"
    return command + (f" --seed {args.seed}" if args.seed != 1 else "")


def _calibrate_reading(args: argparse.Namespace, lang: str) -> tuple[str, dict[str, Any]]:
    """``buraco calibrate --reading``: the reading tables' entries (bot decision B20)."""
    from buraco_tui.ai.knowledge.tables import race_table
    from buraco_tui.ai.training.calibrate import (
        add_tallies,
        reading_chunk,
        reading_entry,
        reading_jobs,
        reading_rows,
    )
    from buraco_tui.cli.parallel import map_jobs
    from buraco_tui.cli.progress import progress_bar
    from buraco_tui.engine import ruleset

    # the search reads the style only at a race table (bot decision B20): tables for those
    asked = PRESETS if args.presets in ("all", CALIBRATE_PRESETS) else args.presets.split(",")
    presets = [p for p in asked if race_table(ruleset(p))]
    jobs = [
        job
        for preset in presets
        for job in reading_jobs(args.hands, preset, args.seed, ROLLOUT_STYLES)
    ]
    total = args.hands * len(ROLLOUT_STYLES) * len(presets)
    sizes = [len(job.hands) for job in jobs]
    with progress_bar(total, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        tallies = map_jobs(
            reading_chunk,
            jobs,
            workers=args.jobs,
            ray_address=args.ray,
            done=lambda n: step(sum(sizes[:n])),
        )
    entries: dict[str, Any] = {}
    for preset in presets:
        mine = [(j, t) for j, t in zip(jobs, tallies, strict=True) if j.preset == preset]
        rows = reading_rows(add_tallies([j for j, _ in mine], [t for _, t in mine]))
        command = f"buraco calibrate --reading --hands {args.hands} --presets {preset}"
        if args.seed != 1:
            command += f" --seed {args.seed}"
        for style, row in rows.items():
            entries[f"{preset}/{style}"] = reading_entry(
                row, preset=preset, style=style, provenance=_provenance(args, command)
            )
    return "reading", entries


def _emit(kind: str, entries: dict[str, Any], out: str | None) -> int:
    """Print a document of ``entries``, or merge them into the file ``out``."""
    from buraco_tui.ai.fitted.loader import FILES, check_document, dumps, new_document
    from buraco_tui.ai.mcts.playout import FEATURES

    features = FEATURES if kind.startswith("estimate") else ()
    if out is None:
        doc = new_document(kind, ABOUT[kind], features)
        doc["entries"].update(entries)
        print(dumps(doc), end="")
        return 0
    path = Path(out)
    if path.exists():
        doc = check_document(json.loads(path.read_text("utf-8")), kind)
    else:
        doc = new_document(kind, ABOUT[kind], features)
    doc["entries"].update(entries)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dumps(doc), "utf-8")
    os.replace(tmp, path)
    print(f"{path}: {', '.join(entries)} ({FILES[kind]})", file=sys.stderr)
    return 0

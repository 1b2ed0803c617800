"""``buraco train``: the learned position value (issue 27, item 1; bot decision B26).

Two steps, so the slow one is done once:

- ``buraco train --samples FILE --hands N --seed S [--jobs N | --ray ADDRESS]`` plays the
  hands and values their positions by full-hand playouts (:mod:`buraco_tui.ai.training.samples`),
  writing one JSON line per job to ``FILE`` (each with its job's index; the lines come in the
  order the jobs finish, the samples are read back in the jobs' order, so the result is the
  same for a seed however it ran).
- ``buraco train --fit FILE [FILE ...] --out PATH [--seed S]`` fits the model on the samples
  of the files (:mod:`buraco_tui.ai.training.fit`, the ``train`` extra: scikit-learn) and writes
  the data file the bots read (``buraco_tui/ai/fitted/data/value.json``) with its provenance and its
  held-out report; the report's summary goes to stderr.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from buraco_tui.text.lang import DEFAULT, tr

#: The playouts valuing a position of a hand fitted on (``--playouts``), and of a
#: held-out hand (always this many, so that every file's held-out targets are alike).
#: Two, not twelve: at equal CPU, six times the hands with noisier targets read every
#: stage better (docs/lab/2026-12-06-playouts-per-position.md).
PLAYOUTS = 2
HELD_OUT_PLAYOUTS = 32
#: One hand in this many is held out (``--held-out-every``): a held-out hand costs as
#: many playouts as sixteen hands fitted on.
HELD_OUT_EVERY = 25
#: Fewer playouts give a position no spread to keep.
MIN_PLAYOUTS = 2
ABOUT = (
    "The learned position value (ai/value/): a network over the features of "
    "ai/value/features.py, fitted on full-hand playouts' mean results."
)


def train_command(args: argparse.Namespace) -> int:
    """Run ``buraco train`` as parsed."""
    from buraco_tui.cli.parallel import RayMissing

    lang = args.lang or DEFAULT
    if args.jobs < 1:
        print(tr("cli.arena.at_least_one", lang), file=sys.stderr)
        return 2
    if args.fit:
        return _fit(args, lang)
    if args.playouts < MIN_PLAYOUTS:
        print(tr("cli.train.few_playouts", lang, n=MIN_PLAYOUTS), file=sys.stderr)
        return 2
    if args.held_out_every < 2:
        print(tr("cli.train.held_out_min", lang), file=sys.stderr)
        return 2
    if not args.samples:
        print(tr("cli.train.nothing", lang), file=sys.stderr)
        return 2
    try:
        return _samples(args, lang)
    except RayMissing:
        print(tr("cli.ray_missing", lang), file=sys.stderr)
        return 2


def _samples(args: argparse.Namespace, lang: str) -> int:
    """Play and value the hands, writing the samples to ``--samples``."""
    from buraco_tui.ai.plans.pool import rollout_pool
    from buraco_tui.ai.training.samples import CHUNK, plan_samples, sample_chunk
    from buraco_tui.cli.parallel import run_jobs
    from buraco_tui.cli.progress import progress_bar
    from buraco_tui.engine import PRESETS

    presets = list(PRESETS) if args.presets == "all" else args.presets.split(",")
    plans = plan_samples(
        args.hands,
        presets,
        args.seed,
        playouts=args.playouts,
        held_out_playouts=HELD_OUT_PLAYOUTS,
        pool_size=len(rollout_pool()),
        held_out_every=args.held_out_every,
    )
    jobs = [tuple(plans[i : i + CHUNK]) for i in range(0, len(plans), CHUNK)]
    path = Path(args.samples)
    done = 0
    command = f"buraco train --samples FILE --hands {args.hands} --seed {args.seed}"
    if args.playouts != PLAYOUTS:
        command += f" --playouts {args.playouts}"
    if args.held_out_every != HELD_OUT_EVERY:
        command += f" --held-out-every {args.held_out_every}"
    if args.presets != "all":
        command += f" --presets {args.presets}"
    header = {
        "command": command,
        "seed": args.seed,
        "hands": args.hands,
        "presets": presets,
        "playouts": args.playouts,
        "held_out_every": args.held_out_every,
    }
    with (
        path.open("w", encoding="utf-8") as out,
        progress_bar(len(plans), tr("cli.calibrate.progress", lang), not args.quiet) as step,
    ):
        out.write(json.dumps({"header": header}) + "\n")
        for index, samples in run_jobs(sample_chunk, jobs, workers=args.jobs, ray_address=args.ray):
            line = {"job": index, "samples": [asdict(s) for s in samples]}
            out.write(json.dumps(line) + "\n")
            out.flush()
            done += len(jobs[index])
            step(done)
    return 0


def read_headers(paths: list[str]) -> list[dict[str, Any]]:
    """What made each samples file: its command (with every option that differs from
    today's defaults spelled out), seed, tables, playouts, held-out share, the hands it
    planned (``hands``) and the hands it played (``done``: a run stopped early keeps every
    finished job)."""
    from buraco_tui.ai.training.samples import CHUNK

    out = []
    for p in paths:
        with Path(p).open(encoding="utf-8") as f:
            header = dict(json.loads(f.readline() or "{}").get("header", {}))
            jobs = [json.loads(line)["job"] for line in f if line.strip()]
        planned = int(header.get("hands", 0))
        header["done"] = sum(max(0, min(CHUNK, planned - CHUNK * j)) for j in jobs)
        # files made before the options were valued with 12 playouts, one hand in 5 held out
        header.setdefault("playouts", 12)
        header.setdefault("held_out_every", 5)
        command = str(header.get("command", ""))
        if header["playouts"] != PLAYOUTS and "--playouts" not in command:
            command += f" --playouts {header['playouts']}"
        if header["held_out_every"] != HELD_OUT_EVERY and "--held-out-every" not in command:
            command += f" --held-out-every {header['held_out_every']}"
        header["command"] = command
        out.append(header)
    return out


def read_samples(paths: list[str]) -> list[Any]:
    """The samples of these files, each file's in its jobs' order."""
    from buraco_tui.ai.training.samples import Sample

    out: list[Any] = []
    for p in paths:
        lines = [json.loads(line) for line in Path(p).read_text("utf-8").splitlines() if line]
        lines = [line for line in lines if "header" not in line]
        for line in sorted(lines, key=lambda d: d["job"]):
            out.extend(Sample(**{**s, "features": tuple(s["features"])}) for s in line["samples"])
    return out


def _fit(args: argparse.Namespace, lang: str) -> int:
    """Fit on the samples of ``--fit`` and write the data file ``--out``."""
    from buraco_tui.ai.fitted.loader import dumps, new_document
    from buraco_tui.ai.training.fit import fit_model, refeatured, report
    from buraco_tui.ai.value.features import feature_names
    from buraco_tui.ai.value.model import ValueModel

    try:
        samples = refeatured(read_samples(args.fit))
        made = read_headers(args.fit)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        print(tr("cli.train.bad_samples", lang, error=exc), file=sys.stderr)
        return 2
    model = fit_model(samples, args.seed)
    judged = report(samples, ValueModel(model).predict)
    command = "buraco train --fit " + " ".join(Path(f).name for f in args.fit)  # no local paths
    if args.seed != 1:
        command += f" --seed {args.seed}"
    entry = {
        "command": command,
        "seed": args.seed,
        "date": datetime.date.today().isoformat(),
        "samples": made,
        "hands": sum(int(h["done"]) for h in made),
        "positions": len(samples),
        "held_out": sum(s.held_out for s in samples),
        "report": judged,
        "model": model,
    }
    doc = new_document("value", ABOUT, feature_names())
    doc["entries"]["shared"] = entry
    text = dumps(doc)
    if args.out:
        path = Path(args.out)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, "utf-8")
        os.replace(tmp, path)
    else:
        print(text, end="")
    for key, row in judged.items():
        if key.startswith("*/"):
            print(f"{key}: {row}", file=sys.stderr)
    return 0

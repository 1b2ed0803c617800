"""The fitted figures the bots read, as data: ``ai/fitted/data/*.json``, loaded on first use.

``buraco calibrate`` writes these files (``--out``); nothing fitted is pasted into
Python. Each file is a document ``{"format": 1, "kind": ..., "entries": {...}}``
whose entries each carry their provenance: the command that fitted them, its seed,
the date, the sample (hands, positions) and, per stage, the fit's size ``n`` and
its ``r2``.

Three kinds:

- ``estimate`` (``estimate.json``): the playouts' position estimate per table,
  entry ``"shared"`` and one per preset, four stages each (``weights.py``).
- ``estimate-by-style`` (``estimate_by_style.json``): the same fitted against one
  opponent style, entries ``"preset/style"`` (``style_weights.py``).
- ``reading`` (``reading.json``): each style's log-frequency of every event of
  :mod:`..mcts.reading`, entries ``"preset/style"`` (``reading_tables.py``).
- ``outcome-sd`` (``outcome_sd.json``): per table and stage, how far a hand's final
  difference falls from the shipped estimate (the residual's standard deviation), entry
  ``"shared"`` over every table measured and one per preset (``outcome.py``).

A stage marked ``poor_fit`` (the tool marks every fit with R² below 0: it predicts
the hand's result worse than its mean does) is **refused**: the loader does not
use its weights and the stage falls back as a stage with too few positions does
(a style's row to the table's own row, a table's row to the shared row). The
shared fit has nothing under it: a refused or missing shared row, a malformed
file or a file of another format raise :class:`FittedDataError` (a broken
package, not a position to play around).

Reading the package's own data is the only I/O here, done once per file on the
first call (the bots' modules call these when imported, and those are imported
only when a bot that searches is first built: not at start-up).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib.resources import files
from typing import Any

#: The data files' format version; a file of another format is refused.
FORMAT = 1
#: Stages of the hand in an estimate entry (cards left to draw: under 8, 20, 40, more).
STAGE_COUNT = 4

Weights = tuple[tuple[float, ...], ...]
StyleRow = tuple[float, ...] | None

#: The file of each kind, in ``buraco_tui/ai/fitted/data/``.
FILES = {
    "estimate": "estimate.json",
    "estimate-by-style": "estimate_by_style.json",
    "reading": "reading.json",
    "value": "value.json",
    "outcome-sd": "outcome_sd.json",
}
#: Fewer positions than this at a stage and a table's outcome sd takes the shared one.
MIN_SD_POSITIONS = 100


class FittedDataError(ValueError):
    """A data file the bots cannot use: malformed, of another format, or whose
    shared estimate is refused."""


def refused(stage: dict[str, Any]) -> bool:
    """Whether the loader refuses this stage's fit: marked ``poor_fit`` or with R²
    below 0 (worse than a constant)."""
    r2 = stage.get("r2")
    return bool(stage.get("poor_fit")) or (r2 is not None and r2 < 0)


def read_document(kind: str) -> dict[str, Any]:
    """The data file of ``kind`` as shipped in the package, checked for its
    format and kind."""
    text = files("buraco_tui.ai.fitted").joinpath("data", FILES[kind]).read_text("utf-8")
    return check_document(json.loads(text), kind)


def check_document(doc: Any, kind: str) -> dict[str, Any]:
    """``doc`` if it is a data document of ``kind`` in this format, else
    :class:`FittedDataError`."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise FittedDataError(f"{kind}: not a data file of format {FORMAT}")
    if doc.get("kind") != kind or not isinstance(doc.get("entries"), dict):
        raise FittedDataError(f"{kind}: the file is of kind {doc.get('kind')!r}")
    return doc


def _row(values: Any, width: int, where: str) -> tuple[float, ...]:
    """A row of ``width`` numbers as floats, or :class:`FittedDataError`."""
    if (
        not isinstance(values, list)
        or len(values) != width
        or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)
    ):
        raise FittedDataError(f"{where}: expected {width} numbers")
    return tuple(float(v) for v in values)


def _stages(entry: Any, width: int, where: str) -> list[tuple[float, ...] | None]:
    """An entry's rows by stage: ``None`` where it has no weights or is refused."""
    stages = entry.get("stages") if isinstance(entry, dict) else None
    if not isinstance(stages, list) or len(stages) != STAGE_COUNT:
        raise FittedDataError(f"{where}: expected {STAGE_COUNT} stages")
    out: list[tuple[float, ...] | None] = []
    for k, stage in enumerate(stages):
        if not isinstance(stage, dict):
            raise FittedDataError(f"{where} stage {k}: not an object")
        values = stage.get("weights")
        if values is None or refused(stage):
            out.append(None)
        else:
            out.append(_row(values, width, f"{where} stage {k}"))
    return out


def estimate_tables(doc: dict[str, Any]) -> tuple[Weights, dict[str, Weights]]:
    """The shared rows and the rows per preset of an ``estimate`` document, a
    preset's missing or refused stage taking the shared row."""
    width = len(doc.get("features", ()))
    entries = doc["entries"]
    shared_rows = _stages(entries.get("shared"), width, "estimate shared")
    shared: list[tuple[float, ...]] = []
    for k, row in enumerate(shared_rows):
        if row is None:
            raise FittedDataError(f"estimate shared stage {k}: no usable fit")
        shared.append(row)
    by_preset: dict[str, Weights] = {}
    for key, entry in entries.items():
        if key != "shared":
            rows = _stages(entry, width, f"estimate {key}")
            by_preset[key] = tuple(
                own if own is not None else base for own, base in zip(rows, shared, strict=True)
            )
    return tuple(shared), by_preset


def style_tables(doc: dict[str, Any]) -> dict[str, dict[str, tuple[StyleRow, ...]]]:
    """``[preset][style]`` rows of an ``estimate-by-style`` document (``None``:
    no usable fit at that stage)."""
    width = len(doc.get("features", ()))
    out: dict[str, dict[str, tuple[StyleRow, ...]]] = {}
    for key, entry in doc["entries"].items():
        preset, style = _split_key(key)
        out.setdefault(preset, {})[style] = tuple(_stages(entry, width, f"style {key}"))
    return out


def reading_tables(doc: dict[str, Any]) -> dict[str, dict[str, tuple[float, ...]]]:
    """``[preset][style]`` log-frequencies of a ``reading`` document, every row
    of one length."""
    out: dict[str, dict[str, tuple[float, ...]]] = {}
    width: int | None = None
    for key, entry in doc["entries"].items():
        preset, style = _split_key(key)
        values = entry.get("log_freq") if isinstance(entry, dict) else None
        if width is None:
            width = len(values) if isinstance(values, list) else 0
        out.setdefault(preset, {})[style] = _row(values, width, f"reading {key}")
    return out


def outcome_sd_tables(
    doc: dict[str, Any],
) -> tuple[tuple[float, ...], dict[str, tuple[float, ...]]]:
    """The shared sd per stage and the sd per stage of each preset of an
    ``outcome-sd`` document; a preset's stage measured on fewer than
    :data:`MIN_SD_POSITIONS` positions takes the shared one. The shared entry must
    give a positive sd at every stage."""
    shared = _sd_stages(doc["entries"].get("shared"), "outcome-sd shared")
    if any(sd is None for sd in shared):
        raise FittedDataError("outcome-sd shared: a stage without a usable sd")
    base = tuple(float(sd) for sd in shared if sd is not None)
    by_preset: dict[str, tuple[float, ...]] = {}
    for key, entry in doc["entries"].items():
        if key != "shared":
            own = _sd_stages(entry, f"outcome-sd {key}")
            by_preset[key] = tuple(
                o if o is not None else b for o, b in zip(own, base, strict=True)
            )
    return base, by_preset


def _sd_stages(entry: Any, where: str) -> list[float | None]:
    """An ``outcome-sd`` entry's sd by stage: ``None`` where too few positions."""
    stages = entry.get("stages") if isinstance(entry, dict) else None
    if not isinstance(stages, list) or len(stages) != STAGE_COUNT:
        raise FittedDataError(f"{where}: expected {STAGE_COUNT} stages")
    out: list[float | None] = []
    for k, stage in enumerate(stages):
        n, sd = (stage.get("n"), stage.get("sd")) if isinstance(stage, dict) else (None, None)
        if not isinstance(n, int) or not isinstance(sd, int | float) or isinstance(sd, bool):
            raise FittedDataError(f"{where} stage {k}: expected n and sd")
        out.append(float(sd) if n >= MIN_SD_POSITIONS and sd > 0 else None)
    return out


def _split_key(key: str) -> tuple[str, str]:
    """``"preset/style"`` as its two parts."""
    preset, sep, style = key.partition("/")
    if not sep or not preset or not style:
        raise FittedDataError(f"entry {key!r}: expected 'preset/style'")
    return preset, style


@cache
def estimate() -> tuple[Weights, dict[str, Weights]]:
    """The shipped estimate: shared rows and rows per preset (read once)."""
    return estimate_tables(read_document("estimate"))


@cache
def outcome_sd() -> tuple[tuple[float, ...], dict[str, tuple[float, ...]]]:
    """The shipped outcome sd: shared per stage and per preset (read once)."""
    return outcome_sd_tables(read_document("outcome-sd"))


@cache
def by_style() -> dict[str, dict[str, tuple[StyleRow, ...]]]:
    """The shipped estimate per opponent style (read once)."""
    return style_tables(read_document("estimate-by-style"))


@cache
def log_freq() -> dict[str, dict[str, tuple[float, ...]]]:
    """The shipped reading tables (read once)."""
    return reading_tables(read_document("reading"))


def new_document(kind: str, about: str, features: tuple[str, ...] = ()) -> dict[str, Any]:
    """An empty data document of ``kind`` for the tool to fill."""
    doc: dict[str, Any] = {"format": FORMAT, "kind": kind, "about": about}
    if features:
        doc["features"] = list(features)
    doc["entries"] = {}
    return doc


_NUMBERS = re.compile(r"\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]")


def dumps(doc: dict[str, Any]) -> str:
    """``doc`` as the data files are written: indented, each list of numbers on
    one line."""
    text = json.dumps(doc, indent=1, ensure_ascii=False)
    return (
        _NUMBERS.sub(
            lambda m: "[" + ", ".join(v.strip() for v in m.group(1).split(",")) + "]", text
        )
        + "\n"
    )

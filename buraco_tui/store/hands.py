"""The match records on disk: one small JSON file per match under ``hands/`` in the data dir.

Files use the common envelope of :mod:`buraco_tui.store.storage`; a damaged file is moved
aside and reported, never blocking the app; a file from a newer version, or one whose
actions do not replay to a legal hand, is refused with a
:class:`~buraco_tui.match.records.RecordProblem`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import buraco_tui
from buraco_tui.engine import SCHEMA_VERSION
from buraco_tui.match.export import EXPORT_VERSION, import_hand
from buraco_tui.match.problems import CORRUPT, DataProblem
from buraco_tui.match.records import RECORD_VERSION, MatchRecord, RecordProblem
from buraco_tui.store.schema import UNEXPECTED, check_export, check_record_payload, parse_json
from buraco_tui.store.storage import (
    APP_NAME,
    Clock,
    atomic_write_text,
    move_aside,
    parse_envelope,
    utc_now,
)

ENVELOPE_SCHEMA = 1
T = TypeVar("T")
HANDS_DIR = "hands"


@dataclass
class ListedHand:
    """One line of the list of past hands."""

    match_id: str
    index: int
    hand_number: int
    rules: str
    seats: list[str]
    over: bool
    totais: list[int]
    reviewed: bool
    practice: bool
    saved_at: str
    abandoned: bool = False
    """Not over and not the hand in play: it was left and will never end."""


@dataclass
class Problem:
    """A record file that could not be used, and where it was kept aside."""

    path: Path
    problem: str
    detail: str
    moved_to: Path | None


class HandStore:
    """The match records in ``<data dir>/hands/``, one ``<match id>.json`` each."""

    def __init__(self, data_dir: Path, *, now: Clock = utc_now) -> None:
        self.folder = Path(data_dir) / HANDS_DIR
        self._now = now
        self.now = now
        self.problems: list[Problem] = []

    def path(self, match_id: str) -> Path:
        """Where a match's record lives."""
        return self.folder / f"{match_id}.json"

    def save(self, record: MatchRecord) -> None:
        """Write the record atomically (creating ``hands/`` if missing)."""
        stamp = self._now().isoformat(timespec="seconds")
        record.saved_at = stamp
        envelope = {
            "schema": ENVELOPE_SCHEMA,
            "app": APP_NAME,
            "version": buraco_tui.__version__,
            "saved_at": stamp,
            "payload": record.to_payload(),
        }
        text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":")) + "\n"
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path(record.match_id), text)

    def load(self, match_id: str) -> MatchRecord | None:
        """A match's record; None when absent or unusable (then kept aside, reported)."""
        path = self.path(match_id)
        if not path.exists():
            return None
        return self._read(path)

    def _read(self, path: Path) -> MatchRecord | None:
        try:
            raw = path.read_bytes()
        except OSError as exc:
            self._aside(path, CORRUPT, f"unreadable: {exc}")
            return None
        try:
            record, saved_at = read_record_bytes(raw)
        except RecordProblem as problem:
            self._aside(path, problem.problem, problem.detail)
            return None
        record.saved_at = saved_at
        return record

    def _aside(self, path: Path, problem: str, detail: str) -> None:
        moved = move_aside(path, problem, self._now)
        self.problems.append(Problem(path, problem, detail, moved))

    def records(self) -> list[MatchRecord]:
        """Every readable record, newest first (bad files are moved aside)."""
        out = []
        if not self.folder.is_dir():
            return []
        for path in sorted(self.folder.glob("*.json")):
            if "." in path.stem:  # a file kept aside
                continue
            record = self._read(path)
            if record is not None:
                out.append(record)
        out.sort(key=lambda r: (r.saved_at, r.match_id), reverse=True)
        return out

    def listing(self, in_play: str | None = None) -> list[ListedHand]:
        """Every recorded hand, newest match first, its hands last first (a hand just
        dealt, with no move yet, is left out). An unfinished hand is abandoned unless it
        is the last hand of match ``in_play`` (:func:`~buraco_tui.store.in_play.match_in_play`)."""
        rows = []
        for record in self.records():
            for index in range(len(record.hands) - 1, -1, -1):
                hand = record.hands[index]
                if not hand.actions and not hand.over:
                    continue  # a hand just dealt: nothing to see yet
                live = record.match_id == in_play and index == len(record.hands) - 1
                rows.append(
                    ListedHand(
                        record.match_id,
                        index,
                        hand.hand_number,
                        str(record.rules.get("preset", "")),
                        record.seats,
                        hand.over,
                        hand.totais,
                        hand.review is not None,
                        record.practice,
                        record.saved_at,
                        abandoned=not hand.over and not live,
                    )
                )
        return rows


def read_record_bytes(raw: bytes) -> tuple[MatchRecord, str]:
    """A record from a file's bytes, and when it was saved: the envelope and the shape
    (:mod:`buraco_tui.store.schema`), then every hand replayed (the engine's own checks
    on its start and each action); else :class:`RecordProblem`."""
    result = parse_envelope(raw, ENVELOPE_SCHEMA)
    if result.problem is not None or result.payload is None:
        raise RecordProblem(result.problem or CORRUPT, result.detail)
    payload = result.payload
    record = _checked(lambda: _record_of(payload))
    saved_at = _saved_at(raw)
    return record, saved_at


def _record_of(payload: dict[str, Any]) -> MatchRecord:
    check_record_payload(payload, RECORD_VERSION, SCHEMA_VERSION)
    record = MatchRecord.from_payload(payload)
    record.verify()
    check_reviews(record)
    return record


def check_reviews(record: MatchRecord) -> None:
    """Each review kept with a hand speaks of that hand's steps."""
    for hand in record.hands:
        if hand.review is None:
            continue
        for verdict in hand.review["verdicts"]:
            if not 0 <= verdict["step"] <= len(hand.actions):
                raise RecordProblem(CORRUPT, f"hand {hand.hand_number}: a review off its steps")


def _saved_at(raw: bytes) -> str:
    try:
        envelope = parse_json(raw)
    except DataProblem:
        return ""
    return str(envelope.get("saved_at", "")) if isinstance(envelope, dict) else ""


def _checked(read: Callable[[], T]) -> T:
    """``read()``, any failure of it a :class:`RecordProblem` (never a traceback)."""
    try:
        return read()
    except RecordProblem:
        raise
    except DataProblem as problem:
        raise RecordProblem(problem.problem, problem.detail) from None
    except Exception as exc:  # noqa: BLE001 - never a traceback for a file (issue 26)
        raise RecordProblem(CORRUPT, f"{UNEXPECTED} {type(exc).__name__}: {exc}") from None


def read_hand_file(path: Path) -> tuple[MatchRecord, int]:
    """A shared hand from a file: its shape (:mod:`buraco_tui.store.schema`), then its
    hands replayed (see :func:`import_hand`); else :class:`RecordProblem`."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise RecordProblem(CORRUPT, f"{path}: {exc}") from None

    def read() -> tuple[MatchRecord, int]:
        data = parse_json(raw, str(path))
        check_export(data, EXPORT_VERSION, SCHEMA_VERSION)
        record, index = import_hand(data)
        check_reviews(record)
        return record, index

    return _checked(read)

"""The match records on disk: one small JSON file per match under ``hands/`` in the data dir.

Files use the common envelope of :mod:`buraco_tui.store.storage`; a damaged file is moved
aside and reported, never blocking the app; a file from a newer version, or one whose
actions do not replay to a legal hand, is refused with a
:class:`~buraco_tui.match.records.RecordProblem`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import buraco_tui
from buraco_tui.match.export import import_hand
from buraco_tui.match.problems import CORRUPT
from buraco_tui.match.records import MatchRecord, RecordProblem
from buraco_tui.store.storage import (
    APP_NAME,
    Clock,
    atomic_write_text,
    move_aside,
    parse_envelope,
    utc_now,
)

ENVELOPE_SCHEMA = 1
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
    """A record from a file's bytes (the envelope checked), and when it was saved."""
    result = parse_envelope(raw, ENVELOPE_SCHEMA)
    if result.problem is not None or result.payload is None:
        raise RecordProblem(result.problem or CORRUPT, result.detail)
    record = MatchRecord.from_payload(result.payload)
    try:
        saved_at = str(json.loads(raw.decode("utf-8")).get("saved_at", ""))
    except ValueError:
        saved_at = ""
    return record, saved_at


def read_hand_file(path: Path) -> tuple[MatchRecord, int]:
    """A shared hand from a file (see :func:`import_hand`)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RecordProblem(CORRUPT, f"{path}: {exc}") from None
    return import_hand(data)

"""Files in the user data dir: atomic writes, versioned JSON saves, bad files kept aside.

Every file the app keeps (the match, the settings, the statistics) is one JSON object
wrapped in the same envelope::

    {"schema": 1, "app": "buraco-tui", "version": "0.1.0",
     "saved_at": "2026-11-30T10:15:00+00:00", "payload": {...}}

:class:`JsonStore` writes it atomically and reads it back; a file that cannot be used
(empty, garbage, truncated, the wrong shape, or written by a newer schema) is renamed
to ``<stem>.<reason>-<YYYYMMDD-HHMMSS>[-N]<suffix>`` next to it, never overwritten, and
reported in a :class:`LoadResult` so the UI can tell the player in plain words.

This module is UI-free and the only one that reads the clock (for the timestamps).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

import platformdirs

import buraco_tui
from buraco_tui.match.problems import CORRUPT, DataProblem
from buraco_tui.store.schema import APP_NAME, decode_envelope

Clock = Callable[[], datetime]
"""A function returning the current time (injected by tests)."""


_REASON_RE = re.compile(r"[a-z][a-z0-9_]*")


def utc_now() -> datetime:
    """The current time in UTC (the default clock)."""
    return datetime.now(UTC)


def default_data_dir() -> Path:
    """The platform's user data dir for the app (e.g. ``~/.local/share/buraco-tui``)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def resolve_data_dir(override: str | os.PathLike[str] | None) -> Path:
    """Return *override* (``--data-dir``) or the default data dir, creating it if missing."""
    path = Path(override).expanduser() if override is not None else default_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


# --- i-lock (issue 26): a data dir another instance owns is read-only in this process

_READ_ONLY_DIRS: set[Path] = set()


class ReadOnlyDataDir(PermissionError):
    """A write refused because another instance owns the data dir (see :func:`set_read_only`)."""


def set_read_only(data_dir: Path, read_only: bool = True) -> None:
    """Mark *data_dir* read-only in this process (or writable again).

    While marked, :func:`atomic_write_text` raises :class:`ReadOnlyDataDir` (an OSError,
    which every writer already takes as "not saved, play on"), :func:`move_aside` moves
    nothing and :meth:`JsonStore.clear` deletes nothing, for any file under the dir: the
    one gate every store writes through.
    """
    key = Path(data_dir).resolve()
    if read_only:
        _READ_ONLY_DIRS.add(key)
    else:
        _READ_ONLY_DIRS.discard(key)


def is_read_only(path: Path) -> bool:
    """Whether *path* is in (or is) a data dir marked read-only in this process."""
    if not _READ_ONLY_DIRS:
        return False
    resolved = Path(path).resolve()
    return resolved in _READ_ONLY_DIRS or not _READ_ONLY_DIRS.isdisjoint(resolved.parents)


_TMP_RE = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
"""The temporary files of :func:`atomic_write_text` (``.<name>.<8 random chars>.tmp``)."""

LEFTOVER_AGE = 60.0
"""Seconds after which a temporary file is a leftover: an atomic write lasts milliseconds."""


class HeldLock(Protocol):
    """What :func:`remove_leftover_temps` asks of the data dir's lock."""

    @property
    def is_held(self) -> bool:
        """Whether this process holds the lock."""
        ...


def remove_leftover_temps(
    data_dir: Path, lock: HeldLock, *, min_age: float = LEFTOVER_AGE, now: float | None = None
) -> list[Path]:
    """Delete the temporary files a killed write left in *data_dir* and its sub-folders.

    Only while *lock* is held (no other instance is writing), only files named as
    :func:`atomic_write_text` names them, and only those older than *min_age* seconds
    (a write in flight is never older). Returns what was removed; a file that cannot be
    removed is left.
    """
    if not lock.is_held:
        return []
    data_dir = Path(data_dir)
    when = time.time() if now is None else now
    removed = []
    for path in [*data_dir.glob(".*.tmp"), *data_dir.glob("*/.*.tmp")]:
        if not _TMP_RE.fullmatch(path.name):
            continue
        try:
            if not path.is_file() or when - path.stat().st_mtime < min_age:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def atomic_write_text(path: Path, text: str) -> None:
    """Write *text* (UTF-8) to *path* so that a reader sees either the old file or the new one.

    The text goes to a temporary file in the same directory, is flushed and fsynced, then
    renamed over *path* with :func:`os.replace`. On any failure the temporary file is
    removed, the old file is left untouched and the exception propagates.
    """
    path = Path(path)
    if is_read_only(path):
        raise ReadOnlyDataDir(f"{path}: the data dir is read-only (another instance owns it)")
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    """Best effort: make the rename itself durable (POSIX only; ignored where unsupported)."""
    if os.name != "posix":
        return
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def move_aside(path: Path, reason: str, now: Clock = utc_now) -> Path | None:
    """Rename *path* to ``<stem>.<reason>-<YYYYMMDD-HHMMSS>[-N]<suffix>`` in the same dir.

    Never overwrites an existing file: when the name is taken a counter is added
    (``-2``, ``-3``, ...). Returns the new path, or None when *path* does not exist or
    cannot be moved (e.g. no permission).
    """
    if not _REASON_RE.fullmatch(reason):
        raise ValueError(f"reason must be a lowercase word, not {reason!r}")
    path = Path(path)
    if not path.exists() or is_read_only(path):
        return None
    stamp = now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.{reason}-{stamp}"
    counter = 1
    while True:
        name = base if counter == 1 else f"{base}-{counter}"
        target = path.with_name(name + path.suffix)
        try:
            _rename_no_clobber(path, target)
        except FileExistsError:
            counter += 1
            continue
        except OSError:
            return None
        return target


def _rename_no_clobber(src: Path, dst: Path) -> None:
    """Rename *src* to *dst*, raising FileExistsError instead of replacing *dst*.

    A hard link fails atomically when *dst* exists; where links are unsupported, fall
    back to checking first (Windows' rename itself refuses to replace).
    """
    try:
        os.link(src, dst)
    except FileExistsError:
        raise
    except OSError:
        if dst.exists():
            raise FileExistsError(dst) from None
        os.rename(src, dst)
        return
    os.unlink(src)


@dataclass
class LoadResult:
    """What reading a save gave.

    ``payload`` is what :meth:`JsonStore.save` was given, or None (no file, or a bad one).
    ``problem`` is None, ``"corrupt"`` (empty, garbage, truncated JSON, wrong shape) or
    ``"newer"`` (written by a newer schema). ``detail`` is a short technical note for
    logs; ``moved_to`` is where the bad file was kept aside (None if it could not be).
    """

    payload: dict[str, Any] | None
    problem: str | None
    detail: str = ""
    moved_to: Path | None = None


def parse_envelope(raw: bytes, schema: int) -> LoadResult:
    """Check the bytes of a saved file against the envelope of *schema*; moves nothing.

    Returns the payload, or the problem (``"corrupt"`` / ``"newer"``) with a detail.
    The JSON is read by :func:`buraco_tui.store.schema.parse_json`: NaN, 1e999 or an
    integer past 64 bits is a corrupt file, never a traceback.
    """
    try:
        payload = decode_envelope(raw, schema)
    except DataProblem as problem:
        return LoadResult(None, problem.problem, problem.detail)
    return LoadResult(payload, None)


class JsonStore:
    """One JSON file in the data dir, in the common envelope, saved atomically.

    Settings, statistics and the match all use this, so a bad file is handled the same
    way everywhere. *now* is the clock used for ``saved_at`` and the aside names.
    """

    SCHEMA = 1

    def __init__(self, data_dir: Path, filename: str, *, now: Clock = utc_now) -> None:
        self.path: Path = Path(data_dir) / filename
        self._now = now

    def save(self, payload: dict[str, Any]) -> None:
        """Write *payload* in the envelope, atomically (creating the data dir if missing).

        Raises TypeError/ValueError if *payload* is not JSON-serialisable and OSError if
        the disk refuses; in both cases the previous save is intact.
        """
        envelope = {
            "schema": self.SCHEMA,
            "app": APP_NAME,
            "version": buraco_tui.__version__,
            "saved_at": self._now().isoformat(timespec="seconds"),
            "payload": payload,
        }
        text = json.dumps(envelope, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path, text)

    def load(self) -> LoadResult:
        """Read the save. No file: ``LoadResult(None, None)``.

        A bad or newer file is moved aside (see :func:`move_aside`) and reported.
        """
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return LoadResult(None, None)
        except OSError as exc:
            result = LoadResult(None, CORRUPT, f"unreadable: {exc.strerror or exc}")
        else:
            result = parse_envelope(raw, self.SCHEMA)
        if result.problem is not None:
            result.moved_to = self.quarantine(result.problem)
            if result.moved_to is None:
                result.detail += " (could not move it aside)"
        return result

    def quarantine(self, reason: str = CORRUPT) -> Path | None:
        """Move the current file aside as ``<stem>.<reason>-<timestamp>...`` and return where.

        For a caller that found the payload unusable (e.g. ``Game.from_json`` raised).
        Returns None if there is no file or it cannot be moved.
        """
        return move_aside(self.path, reason, self._now)

    def clear(self) -> None:
        """Delete the file (e.g. the match is over); no error if it is absent."""
        if is_read_only(self.path):
            return
        self.path.unlink(missing_ok=True)


class MatchStore(JsonStore):
    """The saved match (``match.json``), written after every action so it can be resumed."""

    def __init__(
        self, data_dir: Path, filename: str = "match.json", *, now: Clock = utc_now
    ) -> None:
        super().__init__(data_dir, filename, now=now)

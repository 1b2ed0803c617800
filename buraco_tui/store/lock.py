"""One writer per data dir: an OS-level lock on ``<data dir>/.buraco.lock`` (issue 26,
decision 71).

:class:`DataDirLock` takes the platform's own advisory lock without waiting (``flock`` on
POSIX, ``msvcrt.locking`` on Windows). The kernel drops that lock when the process that
holds it ends, however it ends (``kill -9`` too), so a lock left by a killed instance is
simply free: the next instance takes it over and writes its own pid in the file. While it
holds the lock, the holder keeps its pid in the file so a second instance can say who
owns the data dir; the file itself is never removed (removing it would let two
processes lock two different files of the same name).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from buraco_tui.store.storage import remove_leftover_temps, set_read_only

LOCK_FILE = ".buraco.lock"

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class DataDirLock:
    """The lock of one data dir: :meth:`acquire` (never waits), :meth:`release`, :attr:`is_held`.

    Two locks on one dir exclude each other, in two processes and in one process alike
    (each lock opens the file on its own). Usable as a context manager that acquires and
    raises :class:`DataDirBusy` when another holds it.
    """

    def __init__(self, data_dir: Path) -> None:
        self.path: Path = Path(data_dir) / LOCK_FILE
        self._fd: int | None = None

    @property
    def is_held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if it is free; True when held now, False when another holds it.

        Raises OSError when the lock file cannot be opened at all (no such dir, no
        permission): that is not "another instance", and the caller says so.
        """
        if self._fd is not None:
            return True
        # O_RDWR without O_TRUNC: a process that fails must not wipe the holder's pid
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            locked = _try_lock(fd)
        except BaseException:
            os.close(fd)
            raise
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):  # the pid is only for the message
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return True

    def release(self) -> None:
        """Let the lock go (nothing when not held). The file stays, emptied."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
            _unlock(fd)
        finally:
            os.close(fd)

    def holder_pid(self) -> int | None:
        """The pid the holder wrote in the lock file (None if unknown or unreadable)."""
        try:
            text = self.path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return int(text) if text.isdigit() else None

    def __enter__(self) -> DataDirLock:
        if not self.acquire():
            raise DataDirBusy(self.path.parent, self.holder_pid())
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


class DataDirBusy(Exception):
    """Another process holds the lock of ``data_dir`` (``pid`` when it said which)."""

    def __init__(self, data_dir: Path, pid: int | None) -> None:
        super().__init__(f"{data_dir} is in use by another instance (pid {pid})")
        self.data_dir = data_dir
        self.pid = pid


@dataclass(frozen=True)
class Claim:
    """What :func:`claim` found: whether this process owns the data dir, else who does."""

    owned: bool
    holder_pid: int | None = None
    removed: tuple[Path, ...] = ()
    """The leftover temporary files removed at start (only by the owner)."""


@contextlib.contextmanager
def claim(data_dir: Path) -> Iterator[Claim]:
    """Own *data_dir* for the ``with`` block, or use it read-only when another instance does.

    The owner first removes the temporary files killed writes left
    (:func:`~buraco_tui.store.storage.remove_leftover_temps`); otherwise every write under
    the dir is refused in this process (:func:`~buraco_tui.store.storage.set_read_only`)
    until the block ends. Raises OSError when the lock file cannot be made at all.
    """
    data_dir = Path(data_dir)
    lock = DataDirLock(data_dir)
    owned = lock.acquire()
    try:
        if owned:
            removed = tuple(remove_leftover_temps(data_dir, lock))
            yield Claim(True, removed=removed)
        else:
            set_read_only(data_dir)
            yield Claim(False, lock.holder_pid())
    finally:
        if owned:
            lock.release()
        else:
            set_read_only(data_dir, False)

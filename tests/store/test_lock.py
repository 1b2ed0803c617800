"""One writer per data dir (issue 26, item 3).

"Two `buraco` on one data dir: no lock, no warning; each autosave overwrites the other's,
and a move is lost for good, silently." -- "a lock left by a killed process is taken over
safely. Leftover .tmp files are removed at start." -- "every killed write leaves its .tmp
file behind (361 files, 5.8 MB) and nothing removes them."
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from buraco_tui.store.lock import LOCK_FILE, DataDirBusy, DataDirLock, claim
from buraco_tui.store.storage import (
    JsonStore,
    ReadOnlyDataDir,
    atomic_write_text,
    is_read_only,
    move_aside,
    remove_leftover_temps,
)

HOLDER = """
import sys, time
from pathlib import Path
from buraco_tui.store.lock import DataDirLock
lock = DataDirLock(Path(sys.argv[1]))
assert lock.acquire()
print("held", flush=True)
time.sleep(120)
"""


def test_two_locks_on_one_dir_exclude_each_other(tmp_path):
    first, second = DataDirLock(tmp_path), DataDirLock(tmp_path)
    assert first.acquire() and first.is_held
    assert not second.acquire() and not second.is_held
    assert second.holder_pid() == os.getpid()  # the holder says who it is
    with pytest.raises(DataDirBusy):
        second.__enter__()
    first.release()
    assert not first.is_held
    assert second.acquire()
    assert not first.acquire()
    second.release()
    assert (tmp_path / LOCK_FILE).exists()  # the file stays: never two files of one name


def test_a_lock_left_by_a_killed_process_is_taken_over(tmp_path):
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        lock = DataDirLock(tmp_path)
        assert not lock.acquire()
        assert lock.holder_pid() == child.pid
        child.send_signal(signal.SIGKILL)  # kill -9: no release, no clean-up of its own
        child.wait(timeout=10)
        assert lock.acquire()  # the kernel let the lock go with the process
        assert lock.holder_pid() == os.getpid()  # and the stale pid is replaced
        lock.release()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def _old(path: Path, seconds: float = 3600) -> Path:
    past = time.time() - seconds
    os.utime(path, (past, past))
    return path


def test_leftover_tmp_files_are_removed_only_by_the_holder_and_only_when_old(tmp_path):
    (tmp_path / "hands").mkdir()
    keep = [
        tmp_path / "match.json",
        tmp_path / "settings.json",
        tmp_path / "hands" / "m7.json",
        tmp_path / ".notes.tmp",  # not a name atomic_write_text gives
        tmp_path / ".match.json.k3j9x_2a.tmp",  # a write in flight (recent)
    ]
    leftovers = [
        tmp_path / ".match.json.a1b2c3d4.tmp",
        tmp_path / ".settings.json.zz_9y8x7.tmp",
        tmp_path / "hands" / ".m7.json.qwertyui.tmp",
    ]
    for path in keep + leftovers:
        path.write_text("{}", encoding="utf-8")
    _old(keep[3])
    for path in leftovers:
        _old(path)
    lock = DataDirLock(tmp_path)
    assert remove_leftover_temps(tmp_path, lock) == []  # not held: nothing is touched
    assert all(p.exists() for p in keep + leftovers)
    assert lock.acquire()
    removed = remove_leftover_temps(tmp_path, lock)
    lock.release()
    assert sorted(removed) == sorted(leftovers)
    assert all(p.exists() for p in keep)
    assert not any(p.exists() for p in leftovers)


def test_the_tmp_file_of_a_killed_write_is_what_the_cleanup_removes(tmp_path):
    # atomic_write_text's own naming, as a kill -9 between mkstemp and replace leaves it
    import tempfile

    fd, name = tempfile.mkstemp(dir=tmp_path, prefix=".match.json.", suffix=".tmp")
    os.close(fd)
    _old(Path(name))
    with claim(tmp_path) as owner:
        assert owner.owned and owner.removed == (Path(name),)
    assert not Path(name).exists()


def test_a_second_claim_is_read_only_and_writes_nothing(tmp_path):
    store = JsonStore(tmp_path, "match.json")
    store.save({"n": 1})
    with claim(tmp_path) as first:
        assert first.owned
        with claim(tmp_path) as second:
            assert not second.owned and second.holder_pid == os.getpid()
            assert is_read_only(tmp_path / "hands" / "x.json")
            with pytest.raises(ReadOnlyDataDir):
                store.save({"n": 2})
            with pytest.raises(OSError):  # what every writer already catches
                atomic_write_text(tmp_path / "hands" / "x.json", "{}")
            assert move_aside(store.path, "corrupt") is None
            store.clear()
            assert store.load().payload == {"n": 1}
            assert sorted(p.name for p in tmp_path.iterdir()) == [LOCK_FILE, "match.json"]
        store.save({"n": 3})  # the owner writes again once the second has gone
    assert store.load().payload == {"n": 3}
    assert not is_read_only(tmp_path)


def test_a_sibling_dir_with_the_same_prefix_stays_writable(tmp_path):
    (tmp_path / "data").mkdir()
    with claim(tmp_path / "data"), claim(tmp_path / "data") as second:
        assert not second.owned
        atomic_write_text(tmp_path / "data-other.json", "{}")  # not under the dir
        assert (tmp_path / "data-other.json").exists()

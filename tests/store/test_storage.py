"""Saving: atomic writes, the save envelope, and bad saves kept aside (issue 3, "Saving").

Issue 3: "A save that is corrupt, truncated, or from a newer version is moved aside with a
timestamp, the player is told in plain words ... and never overwrites it silently."
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from buraco_tui import __version__
from buraco_tui.store import storage
from buraco_tui.store.storage import (
    APP_NAME,
    LoadResult,
    MatchStore,
    atomic_write_text,
    move_aside,
    resolve_data_dir,
)

FIXED = datetime(2026, 11, 30, 10, 15, 0, tzinfo=UTC)


def fixed_clock() -> datetime:
    """A clock stuck at 2026-11-30 10:15:00 UTC: every aside name gets the same second."""
    return FIXED


@pytest.fixture
def store(tmp_path: Path) -> MatchStore:
    return MatchStore(tmp_path, now=fixed_clock)


def files(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


# --- data dir ---------------------------------------------------------------------------


def test_resolve_data_dir_creates_the_override(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b"
    assert resolve_data_dir(str(target)) == target
    assert target.is_dir()


def test_default_data_dir_is_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = []

    def fake_user_data_dir(name: str) -> str:
        seen.append(name)
        return str(tmp_path / "fake")

    monkeypatch.setattr(storage.platformdirs, "user_data_dir", fake_user_data_dir)
    assert resolve_data_dir(None) == tmp_path / "fake"
    assert seen == [APP_NAME]
    assert (tmp_path / "fake").is_dir()


# --- atomic write -----------------------------------------------------------------------


def test_atomic_write_replaces_and_leaves_no_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")
    atomic_write_text(path, "new ♥")
    assert path.read_text(encoding="utf-8") == "new ♥"
    assert files(tmp_path) == ["f.json"]


@pytest.mark.parametrize(
    "call, error",
    [
        ("replace", OSError(28, "No space left on device")),  # the rename
        ("fsync", OSError(5, "Input/output error")),
    ],
)
def test_a_failed_rename_or_fsync_keeps_old_file_and_removes_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, call: str, error: OSError
) -> None:
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")

    def broken(*args: object) -> None:
        raise error

    monkeypatch.setattr(storage.os, call, broken)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert files(tmp_path) == ["f.json"]


def test_unencodable_text_fails_before_touching_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(path, "lone surrogate \ud800")
    assert path.read_text() == "old"
    assert files(tmp_path) == ["f.json"]


# --- the match store --------------------------------------------------------------------


def test_round_trip_and_envelope(store: MatchStore) -> None:
    payload = {"game": "{...}", "hands": [1, 2], "carta": "10♥"}
    store.save(payload)
    assert store.load() == LoadResult(payload, None)
    raw = json.loads(store.path.read_text(encoding="utf-8"))
    assert raw == {
        "schema": MatchStore.SCHEMA,
        "app": "buraco-tui",
        "version": __version__,
        "saved_at": "2026-11-30T10:15:00+00:00",
        "payload": payload,
    }
    assert store.path.name == "match.json"


def test_save_overwrites_previous_save(store: MatchStore) -> None:
    store.save({"n": 1})
    store.save({"n": 2})
    assert store.load().payload == {"n": 2}
    assert files(store.path.parent) == ["match.json"]


def test_save_creates_missing_data_dir(tmp_path: Path) -> None:
    store = MatchStore(tmp_path / "new" / "dir")
    store.save({"n": 1})
    assert store.load().payload == {"n": 1}


def test_unserialisable_payload_keeps_previous_save(store: MatchStore) -> None:
    store.save({"n": 1})
    with pytest.raises(TypeError):
        store.save({"n": object()})
    with pytest.raises(ValueError):
        store.save({"n": float("nan")})
    assert store.load().payload == {"n": 1}


def test_no_file_is_no_problem(store: MatchStore) -> None:
    assert store.load() == LoadResult(None, None)


BAD_FILES = {
    "empty": b"",
    "whitespace": b"  \n",
    "garbage": b"\x00\xff\xfe\x89PNG\r\n\x1a\n binary",
    "truncated": b'{"schema": 1, "app": "buraco-tui", "payload": {"game": "ab',
    "list": b'[{"schema": 1}]',
    "no schema": b'{"app": "buraco-tui", "payload": {}}',
    "schema string": b'{"schema": "1", "app": "buraco-tui", "payload": {}}',
    "schema bool": b'{"schema": true, "app": "buraco-tui", "payload": {}}',
    "other app": b'{"schema": 1, "app": "other", "payload": {}}',
    "payload list": b'{"schema": 1, "app": "buraco-tui", "payload": []}',
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_corrupt_save_is_moved_aside_and_reported(store: MatchStore, content: bytes) -> None:
    store.path.write_bytes(content)
    result = store.load()
    aside = store.path.with_name("match.corrupt-20261130-101500.json")
    assert result.payload is None
    assert result.problem == "corrupt"
    assert result.detail
    assert result.moved_to == aside
    assert aside.read_bytes() == content
    assert not store.path.exists()
    # The next load starts clean, and a new save leaves the bad file alone.
    assert store.load() == LoadResult(None, None)
    store.save({"n": 1})
    assert aside.read_bytes() == content


def test_newer_schema_is_moved_aside_as_newer(store: MatchStore) -> None:
    content = json.dumps(
        {"schema": MatchStore.SCHEMA + 1, "app": "buraco-tui", "version": "9.0", "payload": {}}
    ).encode()
    store.path.write_bytes(content)
    result = store.load()
    assert result.problem == "newer"
    assert result.payload is None
    assert "9.0" in result.detail
    assert result.moved_to == store.path.with_name("match.newer-20261130-101500.json")
    assert result.moved_to.read_bytes() == content
    assert not store.path.exists()


def test_newer_schema_wins_over_an_unknown_shape(store: MatchStore) -> None:
    """A newer version may change the envelope; it is still "newer", not "corrupt"."""
    store.path.write_text('{"schema": 99, "data": "whatever"}')
    assert store.load().problem == "newer"


def test_bad_saves_in_the_same_second_never_clobber(store: MatchStore) -> None:
    contents = [b"", b"garbage", b"[1]", b"{"]
    moved = []
    for content in contents:
        store.path.write_bytes(content)
        moved.append(store.load().moved_to)
    assert [p.name for p in moved] == [
        "match.corrupt-20261130-101500.json",
        "match.corrupt-20261130-101500-2.json",
        "match.corrupt-20261130-101500-3.json",
        "match.corrupt-20261130-101500-4.json",
    ]
    assert [p.read_bytes() for p in moved] == contents


def test_quarantine_moves_a_well_formed_but_unusable_save(store: MatchStore) -> None:
    store.save({"game": "not a game"})
    first = store.quarantine()
    assert first == store.path.with_name("match.corrupt-20261130-101500.json")
    assert json.loads(first.read_text())["payload"] == {"game": "not a game"}
    store.save({"game": "also bad"})
    second = store.quarantine()
    assert second == store.path.with_name("match.corrupt-20261130-101500-2.json")
    assert json.loads(first.read_text())["payload"] == {"game": "not a game"}
    assert store.load() == LoadResult(None, None)


def test_quarantine_without_a_file(store: MatchStore) -> None:
    assert store.quarantine() is None


def test_quarantine_rejects_a_reason_that_is_not_a_word(store: MatchStore) -> None:
    store.save({})
    with pytest.raises(ValueError):
        store.quarantine("../x")
    assert store.path.exists()


def test_move_aside_without_hard_links_still_never_clobbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(storage.os, "link", no_links)
    path = tmp_path / "stats.json"
    path.write_text("a")
    assert move_aside(path, "corrupt", fixed_clock).name == "stats.corrupt-20261130-101500.json"
    path.write_text("b")
    assert move_aside(path, "corrupt", fixed_clock).name == "stats.corrupt-20261130-101500-2.json"
    assert (tmp_path / "stats.corrupt-20261130-101500.json").read_text() == "a"


def test_unmovable_bad_file_is_still_reported(
    store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    def denied(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    store.path.write_bytes(b"garbage")
    monkeypatch.setattr(storage.os, "link", denied)
    monkeypatch.setattr(storage.os, "rename", denied)
    result = store.load()
    assert result.problem == "corrupt"
    assert result.moved_to is None
    assert "could not move" in result.detail
    assert store.path.read_bytes() == b"garbage"


def test_clear(store: MatchStore) -> None:
    store.save({"n": 1})
    store.clear()
    assert not store.path.exists()
    store.clear()  # absent: no error
    assert store.load() == LoadResult(None, None)

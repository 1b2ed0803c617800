"""Fixtures for the screen tests (the harness itself is in ``tests.helpers.app``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A fresh data dir (never the real user data dir)."""
    path = tmp_path / "data"
    path.mkdir()
    return path

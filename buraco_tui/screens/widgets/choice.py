"""The forms' drop-down (new match, options): compact, and never blank."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from textual.widgets import Select

T = TypeVar("T")


def choice(options: Iterable[tuple[str, T]], value: T, *, id: str) -> Select[T]:
    """A one-line Select of ``(label, value)`` options with ``value`` chosen."""
    return Select(options, value=value, allow_blank=False, compact=True, id=id)

"""A scrolling box that never takes the keyboard focus (the table's and the replay's boxes)."""

from __future__ import annotations

from textual.containers import VerticalScroll


class Box(VerticalScroll, can_focus=False):
    """A scrolling box that never takes the keyboard focus (the keys belong to the screen)."""

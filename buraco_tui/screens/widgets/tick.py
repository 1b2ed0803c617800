"""A checkbox readable without colour: ``X`` when on, blank when off.

Textual's Checkbox draws ``X`` in both states and tells them apart only by colour.
"""

from __future__ import annotations

from textual.widgets import Checkbox


class Tick(Checkbox):
    """A Checkbox whose mark shows only when it is on."""

    # a read-only property where Textual has a class attribute: Textual only reads it
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # noqa: N802 - the name Textual reads
        """The mark inside the box."""
        return "X" if self.value else " "

"""A button whose focus shows without colour: ``▶ label ◀`` when focused, blank margins when not.

Textual marks the focused button by colour (and a text style some terminals drop), so with
no colour the player cannot tell which button Enter will press. The arrows take the same
cells as the blanks, so the dialog does not move when the focus does.
"""

from __future__ import annotations

from textual.widgets import Button
from textual.widgets.button import ButtonVariant

FOCUS_LEFT, FOCUS_RIGHT = "▶ ", " ◀"
BLANK = "  "


class MarkedButton(Button):
    """A Button that wears ``▶ … ◀`` while it has the focus."""

    def __init__(
        self,
        label: str,
        variant: ButtonVariant = "default",
        *,
        id: str | None = None,  # noqa: A002 - Textual's name
        compact: bool = True,
    ) -> None:
        self.plain_label = label
        super().__init__(self._framed(False), variant, id=id, compact=compact)

    def _framed(self, focused: bool) -> str:
        if focused:
            return FOCUS_LEFT + self.plain_label + FOCUS_RIGHT
        return BLANK + self.plain_label + BLANK

    def on_focus(self) -> None:
        """Wear the marker."""
        self.label = self._framed(True)

    def on_blur(self) -> None:
        """Drop the marker."""
        self.label = self._framed(False)

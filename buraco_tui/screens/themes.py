"""The table's themes: Textual's dark and light themes, and a high-contrast one of our own.

Every colour of the table lives in ``table.tcss`` as a component class that reads the
theme's variables (``$text-error`` for red suits, ``$text-warning`` for hints, ...), so a
theme is only a set of base colours. :data:`CONTRAST` is pure colours on black for low
vision or washed-out screens; Textual's own ``textual-dark`` (the default) and
``textual-light`` need nothing added. A theme is picked in the command palette
("Change theme") or by the options screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.theme import Theme

if TYPE_CHECKING:
    from textual.app import App

CONTRAST = Theme(
    name="buraco-contrast",
    primary="#00d7ff",
    secondary="#ffffff",
    accent="#ff87ff",
    warning="#ffd700",
    error="#ff5f5f",
    success="#00ff5f",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#262626",
    boost="#1c1c1c",
    dark=True,
    text_alpha=1.0,
)
"""High contrast: white on black, saturated suit and hint colours."""

THEMES = ("textual-dark", "textual-light", CONTRAST.name)
"""The themes the table is drawn and tested in (snapshots of each)."""


def register_themes(app: App[Any]) -> None:
    """Make the table's own themes known to ``app`` (before a saved theme is applied)."""
    app.register_theme(CONTRAST)

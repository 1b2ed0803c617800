"""The screens' stylesheets read as default CSS (the table's, the replay's, the past hands').

These screens take their ``.tcss`` as ``DEFAULT_CSS`` rather than naming it in
``CSS_PATH``: a screen's ``CSS_PATH`` makes Textual re-parse every stylesheet of the app
when the screen is first shown (start-up time).
"""

from __future__ import annotations

from pathlib import Path


def stylesheet(name: str) -> str:
    """The text of the stylesheet ``name`` beside the screens."""
    return (Path(__file__).parent / name).read_text(encoding="utf-8")


TABLE_CSS = stylesheet("table.tcss")
"""The table's layout and palette (the replay draws with them too)."""

"""The table's own messages: what its workers found, posted to the screen that owns the state.

Workers never touch the game or the widgets; they post one of these and the screen's
handler (on the UI thread) decides what to do with it. A token tells a stale result
(the match moved on, a new match began) from the current one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.message import Message

if TYPE_CHECKING:
    from buraco_tui.ai import Hint


@dataclass
class ZecaChose(Message):
    """Zeca's worker chose an action (``action`` is None when his bot failed)."""

    token: int
    action: dict[str, Any] | None


@dataclass
class HintReady(Message):
    """The Dica's worker found a move (``found`` is None when there is none)."""

    token: tuple[Any, ...]
    found: Hint | None

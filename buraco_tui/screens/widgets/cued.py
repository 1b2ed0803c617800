"""A scrolling box that says what it cannot show: "↓ +2 jogos · m mostra todos".

A :class:`CuedBox` holds one view that lists items (a side's jogos, the rounds of the
score) and knows the lines each item takes (:meth:`Spanned.item_spans`). When the box is
too short for them all, a cue line docked at its foot counts the items not wholly in
sight and names the key that reaches them; when everything fits the cue is gone and the
box gives its line back. Nothing of the view is cut without the player being told.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from textual.widget import Widget
from textual.widgets import Static

from .box import Box


@runtime_checkable
class Spanned(Protocol):
    """A view whose items each take a run of its lines."""

    def item_spans(self) -> list[tuple[int, int]]:
        """The first and last line of each item, top to bottom."""
        ...


CueText = Callable[[int, bool], str]
"""The cue for ``n`` items out of sight (``True``: some lie below the visible lines)."""


def hidden_items(spans: list[tuple[int, int]], top: int, rows: int) -> tuple[int, bool]:
    """How many items do not start within lines ``top`` .. ``top + rows - 1``, and
    whether any of them lies below."""
    bottom = top + rows
    hidden = [(first, last) for first, last in spans if not top <= first < bottom]
    return len(hidden), any(last >= bottom for _first, last in hidden)


def recount(view: Widget) -> None:
    """``view`` changed size: its box (when it is a :class:`CuedBox`) counts again."""
    box = view.parent
    if isinstance(box, CuedBox):
        box.call_after_refresh(box.update_cue)


class CuedBox(Box):
    """A :class:`Box` whose items out of sight are counted on a line at its foot."""

    DEFAULT_CSS = """
    CuedBox > .cue {
        dock: bottom;
        height: 1;
        width: 1fr;
        display: none;
        text-align: right;
        text-style: bold;
        color: $text-warning;
        background: $boost;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cue_text: CueText = lambda n, below: ""
        """What the cue says (set by the screen, in the player's language)."""
        self.hidden = 0
        """Items of the view not wholly in sight (0: the cue is hidden)."""

    def on_mount(self) -> None:
        """The cue line, hidden until something does not fit."""
        self.mount(Static(classes="cue"))

    def _view(self) -> Spanned | None:
        for child in self.children:
            if isinstance(child, Spanned) and not isinstance(child, Static):
                return child
        return None

    def update_cue(self) -> None:
        """Count what is out of sight and show (or hide) the cue."""
        cues = self.query_children(".cue")
        view = self._view()
        if not cues or view is None or not self.display:
            return
        cue = cues.first(Static)
        spans = view.item_spans()
        total = max((last + 1 for _first, last in spans), default=0)
        # the docked cue does not shrink the scrollable region: it covers its last line
        capacity = self.scrollable_content_region.height
        if total <= capacity or capacity <= 1:
            self.hidden = 0
            if cue.display:
                cue.display = False
            return
        top = round(self.scroll_y)
        n, below = hidden_items(spans, top, capacity - 1)
        self.hidden = n
        cue.update(self.cue_text(n, below))
        if not cue.display:
            cue.display = True

    def on_resize(self) -> None:
        """The box or what it holds changed size: count again."""
        self.call_after_refresh(self.update_cue)

    def watch_scroll_y(self, old: float, new: float) -> None:
        """Scrolled (a wheel, a picked round): count again."""
        super().watch_scroll_y(old, new)
        self.call_after_refresh(self.update_cue)

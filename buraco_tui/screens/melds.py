"""One side's jogos on the table, packed in rows, each with its canastra label.

Every jogo shows its cards in table order (the curinga underlined where it stands),
its number (the player picks a jogo by number to encostar), and once it is a canastra a
label saying limpa or suja and its value. A click on one of the player's jogos posts
:class:`MeldsView.Clicked`.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from buraco_tui.engine import MeldCheck

from .cards import card_text

GAP = 3
NUMBER = Style(color="#4fa3ff", bold=True)
TARGET = Style(reverse=True, bold=True)
LIMPA = Style(color="#3fb950", bold=True)
SUJA = Style(color="#d29922", bold=True)
WILD = Style(underline=True)


class MeldsView(Widget):
    """The jogos of one side, flowed left to right and wrapped."""

    DEFAULT_CSS = """
    MeldsView { height: auto; width: 1fr; }
    """

    class Clicked(Message):
        """A jogo was clicked."""

        def __init__(self, view: MeldsView, index: int) -> None:
            super().__init__()
            self.view = view
            self.index = index

        @property
        def control(self) -> MeldsView:
            """The MeldsView that was clicked (lets ``@on`` match its id)."""
            return self.view

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.melds: list[MeldCheck] = []
        self.ascii_suits = False
        self.targets: set[int] = set()
        self.empty_text = ""
        self.numbered = True
        self.label: Callable[[str], str] = lambda kind: kind
        self._hits: list[tuple[int, int, int, int]] = []

    def _items(self) -> list[list[Text]]:
        """Each jogo as pieces that may wrap: its number, its cards, its label."""
        items = []
        for i, meld in enumerate(self.melds):
            number = f"{i + 1}:" if self.numbered else "•"
            pieces = [Text(number, TARGET if i in self.targets else NUMBER)]
            for k, card in enumerate(meld.cards):
                piece = card_text(card, self.ascii_suits, WILD if k == meld.wild_index else None)
                pieces.append(Text(" ") + piece)
            if meld.canastra:
                style = SUJA if meld.canastra == "suja" else LIMPA
                pieces.append(Text(" " + self.label(meld.canastra), style))
            items.append(pieces)
        return items

    def _layout(self, width: int) -> list[Text]:
        width = max(width, 12)
        lines: list[Text] = []
        hits: list[tuple[int, int, int, int]] = []
        line = Text()
        for index, pieces in enumerate(self._items()):
            total = sum(p.cell_len for p in pieces)
            if line.cell_len and line.cell_len + GAP + total > width:
                lines.append(line)
                line = Text()
            elif line.cell_len:
                line.append(" " * GAP)
            for piece in pieces:
                if line.cell_len + piece.cell_len > width and line.cell_len:
                    lines.append(line)
                    line = Text("  ")
                start = line.cell_len
                line.append_text(piece)
                hits.append((len(lines), start, line.cell_len, index))
        if line.cell_len:
            lines.append(line)
        self._hits = hits
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        return max(1, len(self._layout(width)))

    def render(self) -> Text:
        """The jogos, or a quiet note when there are none."""
        if not self.melds:
            return Text(self.empty_text, Style(dim=True, italic=True))
        return Text("\n").join(self._layout(self.size.width))

    def index_at(self, x: int, y: int) -> int | None:
        """The jogo under a content offset, or None."""
        for line, start, end, index in self._hits:
            if line == y and start <= x < end:
                return index
        return None

    def on_click(self, event: events.Click) -> None:
        """Post the clicked jogo's index."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.index_at(offset.x, offset.y)
        if index is not None:
            event.stop()
            self.post_message(self.Clicked(self, index))

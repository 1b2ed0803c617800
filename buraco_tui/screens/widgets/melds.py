"""One side's jogos on the table, packed in rows, each with its canastra label.

Every jogo shows its cards in table order (the curinga underlined where it stands),
its number (the player picks a jogo by number to encostar), and once it is a canastra a
label saying limpa or suja and its value. Its colours are the component classes
``melds--number``, ``melds--limpa`` and ``melds--suja`` (``table.tcss``); what it draws is
reactive, so it redraws only when its jogos, targets or letters change. A click on one of
the player's jogos posts :class:`MeldsView.Clicked`.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from buraco_tui.engine import MeldCheck

from .cards import card_text
from .cued import recount
from .pickable import PickableCards

GAP = 3
UNNUMBERED = "▸"
"""What opens each jogo of a side the player does not pick jogos of."""
TARGET = Style(reverse=True, bold=True)
WILD = Style(underline=True)


class MeldsView(PickableCards):
    """The jogos of one side, flowed left to right and wrapped."""

    DEFAULT_CSS = """
    MeldsView { height: auto; width: 1fr; }
    """

    class Clicked(PickableCards.Clicked):
        """A jogo was clicked."""

    melds: reactive[list[MeldCheck]] = reactive(list, layout=True)
    targets: reactive[frozenset[int]] = reactive(frozenset)
    """The jogos to point at (where the selection or the lixo's top card fits)."""
    empty_text: reactive[str] = reactive("")
    labels: reactive[dict[str, str]] = reactive(dict, layout=True)
    """The canastra labels by kind (``"limpa"``, ``"suja"``, ...) in the player's language."""
    title: reactive[str] = reactive("", layout=True)
    """A heading that opens the flow (``"Jogos de Zeca/Tonho:"``), or none."""

    def __init__(self, *, numbered: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.numbered = numbered
        self._hits: list[tuple[int, int, int, int]] = []

    def _items(self) -> list[list[Text]]:
        """Each jogo as pieces that may wrap: its number, its cards, its label."""
        items = []
        styles = self.card_styles()
        number_style = self.style_of("melds--number")
        for i, meld in enumerate(self.melds):
            # another side's jogos are not picked by number: a mark of their own, not the
            # learning mode's "•" (issue 26)
            number = f"{i + 1}:" if self.numbered else UNNUMBERED
            pieces = [Text(number, number_style + TARGET if i in self.targets else number_style)]
            for k, card in enumerate(meld.cards):
                wild = WILD if k == meld.wild_index else None
                pieces.append(Text(" ") + card_text(card, self.letters, wild, styles))
            if meld.canastra:
                style = self.style_of("melds--suja" if meld.canastra == "suja" else "melds--limpa")
                label = self.labels.get(meld.canastra, meld.canastra)
                pieces.append(Text(" " + label, style))
            items.append(pieces)
        return items

    def _layout(self, width: int) -> list[Text]:
        width = max(width, 12)
        lines: list[Text] = []
        hits: list[tuple[int, int, int, int]] = []
        line = Text(self.title, self.style_of("band--title")) if self.title else Text()
        for index, pieces in enumerate(self._items()):
            total = sum(p.cell_len for p in pieces)
            if line.cell_len and line.cell_len + GAP + total > width:
                lines.append(line)
                line = Text()
            elif line.cell_len:
                line.append(" " if index == 0 else " " * GAP)  # the title, then the first
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
            empty = Text(self.empty_text, self.style_of("melds--empty"))
            if self.title:
                return Text(self.title + " ", self.style_of("band--title")) + empty
            return empty
        return Text("\n").join(self._layout(self.size.width))

    def on_resize(self) -> None:
        """More or fewer lines: the box's cue counts again."""
        recount(self)

    def item_spans(self) -> list[tuple[int, int]]:
        """The first and last line of each jogo (as last laid out), for the box's cue."""
        spans: dict[int, tuple[int, int]] = {}
        for line, _start, _end, index in self._hits:
            first, last = spans.get(index, (line, line))
            spans[index] = (min(first, line), max(last, line))
        return [spans[i] for i in sorted(spans)]

    def index_at(self, x: int, y: int) -> int | None:
        """The jogo under a content offset, or None."""
        for line, start, end, index in self._hits:
            if line == y and start <= x < end:
                return index
        return None

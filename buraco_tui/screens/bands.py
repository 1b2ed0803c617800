"""The table's one-line bands and its log: headings, Zeca's band, the status.

Each is a small reactive view: the table sets its parts and it redraws when they change.
A part is a piece of text with the name of the component class that colours it
(``band--title``, ``band--note``, ...); a band may end with a run of cards. The colours
live in ``table.tcss`` and follow the theme.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from buraco_tui.engine import Card

from .cards import CARD_WIDTH, CardsWidget, Themed, cards_line

Part = tuple[str, str]
"""``(text, component class)``."""


class Band(CardsWidget):
    """One heading made of parts, cut with an ellipsis when it is too long."""

    DEFAULT_CSS = """
    Band { height: auto; width: 1fr; }
    """

    parts: reactive[tuple[Part, ...]] = reactive(tuple, layout=True)
    cards: reactive[tuple[Card, ...]] = reactive(tuple, layout=True)
    """Cards shown face up after the parts (e.g. the lixo cards taken and still held)."""

    def render(self) -> Text:
        """The parts side by side, then the cards."""
        out = Text()
        for text, name in self.parts:
            out.append(text, self.style_of(name))
        if self.cards:
            out.append_text(cards_line(self.cards, self.letters, styles=self.card_styles()))
        return out


class ZecaBand(CardsWidget):
    """Zeca's name and level, his cards face down, and the lixo cards he showed.

    The lixo cards Zeca took and still holds are face up; each line of them starts with
    its label, so at 80 columns they never look like one of his jogos.
    """

    DEFAULT_CSS = """
    ZecaBand { height: auto; width: 1fr; }
    """

    name: reactive[str] = reactive("")
    count: reactive[int] = reactive(0)
    count_text: reactive[str] = reactive("")
    taken: reactive[tuple[Card, ...]] = reactive(tuple, layout=True)
    taken_label: reactive[str] = reactive("")

    def _taken_rows(self, width: int) -> list[tuple[Card, ...]]:
        per = max(1, (width - len(self.taken_label)) // (CARD_WIDTH + 1))
        cards = self.taken
        return [cards[i : i + per] for i in range(0, len(cards), per)]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        return 1 + len(self._taken_rows(width))

    def render(self) -> Text:
        """The first line, then the face-up lixo cards, labelled."""
        width = max(1, self.size.width)
        out = Text()
        out.append(self.name + "  ", self.style_of("band--title"))
        room = width - len(self.name) - len(self.count_text) - 3
        backs = max(0, min(self.count, 22, room))
        if backs:
            out.append("▒" * backs + " ", self.style_of("band--back"))
        out.append(self.count_text)
        styles = self.card_styles()
        for row in self._taken_rows(width):
            out.append("\n" + self.taken_label, self.style_of("band--title"))
            out.append_text(cards_line(row, self.letters, styles=styles))
        return out


class LogView(Themed):
    """The news of the turn (or a refusal, or the Dica), wrapping; its box keeps the end in sight."""

    DEFAULT_CSS = """
    LogView { height: auto; width: 1fr; }
    """

    text: reactive[str] = reactive("", layout=True)
    kind: reactive[str] = reactive("info")
    """``info`` (what happened), ``error`` (a refusal) or ``hint`` (the Dica, a question)."""

    def render(self) -> Text:
        """The sentence in its colour."""
        return Text(self.text, self.style_of(f"log--{self.kind}"))

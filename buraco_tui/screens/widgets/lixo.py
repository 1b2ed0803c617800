"""The middle of the table: the monte and the mortos, and the lixo as an open fan.

Every card of the lixo is visible in every preset (docs/rules.md §9.2: "Nos dois modos o lixo
fica aberto em leque, com todas as cartas à vista"; docs/decisions.md decision 22); the fan
wraps onto more lines when it grows long and its box scrolls. What they draw is reactive
and their colours are component classes (``lixo--gives``, ``lixo--hinted``). Clicking the
monte posts :class:`MonteView.Clicked`, clicking the lixo :class:`LixoView.Clicked`.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from buraco_tui.engine import Card

from .cards import CARD_WIDTH, CardsWidget, Themed, card_text, cards_in_text

CELL = CARD_WIDTH + 1
TOP = Style(underline=True)
LABEL = Style(dim=True)


class LixoView(CardsWidget):
    """The lixo, bottom card first, wrapping; the top card underlined."""

    DEFAULT_CSS = """
    LixoView { height: auto; width: 1fr; }
    """

    class Clicked(Message):
        """The lixo was clicked."""

    cards: reactive[list[Card]] = reactive(list, layout=True)
    gives: reactive[tuple[Card, ...]] = reactive(tuple)
    """Learning mode: the lixo cards that would give a jogo now."""
    hinted: reactive[bool] = reactive(False)
    """The Dica says: take the lixo."""
    empty_text: reactive[str] = reactive("")
    top_text: reactive[str] = reactive("", layout=True)
    """The words after the top card; a card they name (the virada) is drawn in the
    table's suit letters when those are on."""

    def _top_words(self) -> str:
        return cards_in_text(self.top_text, self.letters)

    def _per_row(self, width: int) -> int:
        return max(1, (width + 1) // CELL)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        if not self.cards:
            return 1
        per = self._per_row(width)
        rows = -(-len(self.cards) // per)
        used = (len(self.cards) - (rows - 1) * per) * CELL
        return rows + (1 if used + len(self._top_words()) > width else 0)

    def render(self) -> Text:
        """The fan of cards."""
        if not self.cards:
            return Text(self.empty_text, LABEL)
        out = Text()
        width = max(1, self.size.width)
        last = len(self.cards) - 1
        used = 0
        styles = self.card_styles()
        for i, card in enumerate(self.cards):
            extra = None
            if self.hinted:
                extra = self.style_of("lixo--hinted")
            elif card in self.gives:
                extra = self.style_of("lixo--gives")
            if i == last:
                extra = TOP if extra is None else extra + TOP
            if used and used + CARD_WIDTH > width:
                out.append("\n")
                used = 0
            out.append_text(card_text(card, self.letters, extra, styles))
            out.append(" ")
            used += CELL
        words = self._top_words()
        if used + len(words) > width:
            out.append("\n")
        out.append(words, LABEL)
        return out

    def on_click(self, event: events.Click) -> None:
        """Taking the lixo by mouse."""
        event.stop()
        self.post_message(self.Clicked())


class MonteView(Themed):
    """The monte's count and the mortos left, face down."""

    DEFAULT_CSS = """
    MonteView { height: 2; width: 16; }
    """

    class Clicked(Message):
        """The monte was clicked."""

    monte: reactive[int] = reactive(0)
    mortos: reactive[int] = reactive(0)
    hinted: reactive[bool] = reactive(False)
    """The Dica says: draw."""
    labels: reactive[tuple[str, str]] = reactive(("Monte", "Mortos"))

    def render(self) -> Text:
        """Counts only: the order of the monte and the mortos stays hidden."""
        out = Text()
        bold = Style(bold=True)
        out.append(f"{self.labels[0]:<7}", bold)
        out.append(f"{self.monte:>3}\n")
        out.append(f"{self.labels[1]:<7}", bold)
        out.append(f"{self.mortos:>3}")
        if self.hinted:
            out.stylize(self.style_of("monte--hinted"))
        return out

    def on_click(self, event: events.Click) -> None:
        """Drawing by mouse."""
        event.stop()
        self.post_message(self.Clicked())

"""The player's hand: fixed-width cards in rows, a cursor, selection and marks.

Each card takes 4 cells (its 3-cell label and a gap) on one line, and the line below
carries its marks: the cursor (``───``), learning mode's ``•`` (makes a jogo with other
hand cards) and ``+`` (fits one of your jogos), and ``^^^`` under the card just drawn.
Selected cards show reversed, the Dica's cards and the card just drawn take the theme's
``hand--hinted`` and ``hand--drawn`` classes. Every attribute it draws is reactive (the
table binds them), so moving the cursor redraws the hand and nothing else. A click on a
card posts :class:`HandView.Clicked`.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from buraco_tui.engine import Card

from .cards import CARD_WIDTH, card_text
from .pickable import PickableCards

CELL = CARD_WIDTH + 1
SELECTED = Style(reverse=True)


SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3, -1: 4}
"""Display order of the suits: ♠ ♥ ♣ ♦ alternates black and red."""


def sort_hand(cards: list[Card], how: str) -> list[Card]:
    """The hand in display order: by suit (then rank) or by value (rank, then suit)."""
    if how == "valor":
        return sorted(cards, key=lambda c: (c.is_joker, c.rank, SUIT_ORDER[c.suit]))
    return sorted(cards, key=lambda c: (SUIT_ORDER[c.suit], c.rank))


def indices_of(cards: list[Card], order: list[Card]) -> frozenset[int]:
    """Positions in ``order`` of ``cards`` (copies matched one to one)."""
    out: set[int] = set()
    for card in cards:
        for i, c in enumerate(order):
            if c == card and i not in out:
                out.add(i)
                break
    return frozenset(out)


class HandView(PickableCards):
    """The cards in the player's hand, in display order."""

    DEFAULT_CSS = """
    HandView { height: auto; width: 1fr; }
    """

    class Clicked(PickableCards.Clicked):
        """A card of the hand was clicked."""

    cards: reactive[list[Card]] = reactive(list, layout=True)
    selected: reactive[frozenset[int]] = reactive(frozenset)
    hinted: reactive[frozenset[int]] = reactive(frozenset)
    cursor: reactive[int] = reactive(0)
    drawn: reactive[int | None] = reactive(None)
    """The index of the card just drawn from the monte (None when there is none)."""
    forms: reactive[frozenset[Card]] = reactive(frozenset)
    fits: reactive[frozenset[Card]] = reactive(frozenset)
    show_cursor: reactive[bool] = reactive(True)

    def per_row(self, width: int | None = None) -> int:
        """How many cards fit on one row."""
        w = self.size.width if width is None else width
        return max(1, (w + 1) // CELL)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        rows = max(1, -(-len(self.cards) // self.per_row(width)))
        return rows * 2

    def render(self) -> Text:
        """Two lines per row of cards: the cards, then their marks."""
        per = self.per_row()
        out = Text()
        if not self.cards:
            return out
        styles = self.card_styles()
        hinted = self.style_of("hand--hinted")
        drawn = self.style_of("hand--drawn")
        cursor = self.style_of("hand--cursor")
        mark_style = self.style_of("hand--mark")
        for start in range(0, len(self.cards), per):
            row = range(start, min(start + per, len(self.cards)))
            line = Text()
            marks = Text()
            for i in row:
                card = self.cards[i]
                extra = None
                if i in self.selected:
                    extra = SELECTED
                elif i in self.hinted:
                    extra = hinted
                elif i == self.drawn:
                    extra = drawn
                line.append_text(card_text(card, self.letters, extra, styles))
                line.append(" ")
                mark = ("•" if card in self.forms else " ") + ("+" if card in self.fits else " ")
                if self.show_cursor and i == self.cursor:
                    marks.append(("─" + mark.replace(" ", "─") + " ")[: CELL - 1], cursor)
                    marks.append(" ")
                elif i == self.drawn and mark == "  ":
                    marks.append("^^^ ", drawn)
                else:
                    marks.append(" " + mark + " ", mark_style)
            if start:
                out.append("\n")
            out.append_text(line)
            out.append("\n")
            out.append_text(marks)
        return out

    def index_at(self, x: int, y: int) -> int | None:
        """The card index under a content offset, or None."""
        per = self.per_row()
        col = x // CELL
        if col >= per or x % CELL == CARD_WIDTH:
            return None
        index = (y // 2) * per + col
        return index if 0 <= index < len(self.cards) else None

"""How one card looks on the table: a fixed 3-cell label, its colour from the theme.

Suit glyphs are ambiguous-width in some terminals, so every card takes exactly three
cells (``" 9♥"``, ``"10♠"``) and the ASCII option swaps the glyph for a letter of the
interface language (``ui.suit_letters``: ``" 9c"`` for copas in Portuguese, ``" 9h"`` for
hearts in English). The letters are only shown, never parsed back: the engine reads its
own ``s h d c``.

The colours are not written here: a widget that draws cards derives from
:class:`CardsWidget`, whose component classes (``card--red``, ``card--black``,
``card--joker``) take the theme's variables in ``table.tcss``; :class:`CardStyles` carries
what they resolve to into the functions below. The symbol or letter keeps the suit
readable with no colour at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from buraco_tui.engine import Card

CARD_WIDTH = 3
"""Cells taken by one card label."""

_GLYPHS = "♠♥♦♣"
"""The suit glyphs, in the order of the letters of ``ui.suit_letters``."""


@dataclass(frozen=True)
class CardStyles:
    """The styles of red, black and joker cards (from a widget's component classes)."""

    red: Style = Style(bold=True)
    black: Style = Style(bold=True)
    joker: Style = Style(bold=True)


PLAIN = CardStyles()
"""No colours (sentences, tests)."""


def card_label(card: Card, letters: str | bool = "") -> str:
    """The card in exactly 3 cells: rank right-aligned, then the suit (glyph or letter).

    ``letters`` is the four suit letters for ♠ ♥ ♦ ♣ (e.g. ``"ecop"``), ``""`` for glyphs;
    ``True`` stands for the engine's English letters ``"shdc"``.
    """
    if card.is_joker:
        return " JK"
    text = str(card)
    if letters is True:
        letters = "shdc"
    if letters:
        text = text[:-1] + str(letters)[_GLYPHS.index(text[-1])]
    return text.rjust(CARD_WIDTH)


def card_style(card: Card, styles: CardStyles = PLAIN) -> Style:
    """Red for hearts and diamonds, the joker's colour, the text colour for black suits."""
    if card.is_joker:
        return styles.joker
    return styles.red if card.is_red else styles.black


def card_text(
    card: Card,
    letters: str | bool = "",
    extra: Style | None = None,
    styles: CardStyles = PLAIN,
) -> Text:
    """One card as styled text (``extra`` adds e.g. reverse for a selected card)."""
    style = card_style(card, styles)
    if extra is not None:
        style = style + extra
    return Text(card_label(card, letters), style=style)


def cards_line(
    cards: Iterable[Card], letters: str | bool = "", sep: str = " ", styles: CardStyles = PLAIN
) -> Text:
    """Cards side by side, each in its fixed cell."""
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card, letters, styles=styles))
    return out


def plain_cards(cards: Iterable[Card], letters: str | bool = "") -> str:
    """Cards as plain text for sentences (``"3♥ 4♥ 5♥"``)."""
    return " ".join(card_label(c, letters).strip() for c in cards)


class CardsWidget(Widget):
    """A widget that draws cards: their colours come from its component classes."""

    COMPONENT_CLASSES = {"card--red", "card--black", "card--joker"}

    letters: reactive[str] = reactive("")
    """The suit letters when the ASCII option is on, ``""`` for the glyphs."""

    def card_styles(self) -> CardStyles:
        """The card styles of the current theme."""
        return CardStyles(
            red=self.get_component_rich_style("card--red", partial=True),
            black=self.get_component_rich_style("card--black", partial=True),
            joker=self.get_component_rich_style("card--joker", partial=True),
        )

    def style_of(self, name: str) -> Style:
        """One of the widget's component classes as a Rich style (colours only where set)."""
        return self.get_component_rich_style(name, partial=True)

"""How one card looks on the table: a fixed 3-cell label, red suits red.

Suit glyphs are ambiguous-width in some terminals, so every card takes exactly three
cells (``" 9♥"``, ``"10♠"``) and the ASCII option swaps the glyph for a lowercase
letter (``" 9h"``). Red suits get a red colour; black suits keep the theme's text
colour, and the symbol or letter keeps the suit readable with no colour at all.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.style import Style
from rich.text import Text

from buraco_tui.engine import Card

CARD_WIDTH = 3
"""Cells taken by one card label."""

RED = Style(color="#e5534b", bold=True)
BLACK = Style(bold=True)
JOKER = Style(color="#c678dd", bold=True)
_ASCII = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def card_label(card: Card, ascii_suits: bool = False) -> str:
    """The card in exactly 3 cells: rank right-aligned, then the suit."""
    if card.is_joker:
        return " JK"
    text = str(card)
    if ascii_suits:
        text = text[:-1] + _ASCII[text[-1]]
    return text.rjust(CARD_WIDTH)


def card_style(card: Card) -> Style:
    """Red for hearts and diamonds, the theme's text colour for the black suits."""
    if card.is_joker:
        return JOKER
    return RED if card.is_red else BLACK


def card_text(card: Card, ascii_suits: bool = False, extra: Style | None = None) -> Text:
    """One card as styled text (``extra`` adds e.g. reverse for a selected card)."""
    style = card_style(card)
    if extra is not None:
        style = style + extra
    return Text(card_label(card, ascii_suits), style=style)


def cards_line(cards: Iterable[Card], ascii_suits: bool = False, sep: str = " ") -> Text:
    """Cards side by side, each in its fixed cell."""
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card, ascii_suits))
    return out


def plain_cards(cards: Iterable[Card], ascii_suits: bool = False) -> str:
    """Cards as plain text for sentences (``"3♥ 4♥ 5♥"``)."""
    return " ".join(card_label(c, ascii_suits).strip() for c in cards)

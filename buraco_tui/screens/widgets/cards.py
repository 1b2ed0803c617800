"""How one card looks on the table: a fixed 3-cell label, its colour from the theme.

Suit glyphs are ambiguous-width in some terminals, so every card takes exactly three
cells (``" 9♥"``, ``"10♠"``) and the ASCII option swaps the glyph for a letter of the
interface language (``ui.suit_letters``: ``" 9c"`` for copas in Portuguese, ``" 9h"`` for
hearts in English). The letters are only shown, never parsed back: the engine reads its
own ``s h d c``.

The colours are not written here. The table's palette is a set of component classes
(:data:`PALETTE`: ``card--red``, ``hand--cursor``, ``melds--limpa``, ...) declared once,
on the table screen, and styled in ``table.tcss`` with the theme's variables; a
:class:`Themed` widget reads them from its screen with :meth:`Themed.style_of`, and
:class:`CardStyles` carries the card colours into the functions below. (One set on the
screen rather than one per widget: Textual styles every component class of every widget
at start-up, and ninety of them cost a tenth of a second.) The symbol or letter keeps
the suit readable with no colour at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.dom import NoScreen
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


_CARD_IN_TEXT = re.compile(r"(?<![\w])(?:10|[2-9AJQK])[♠♥♦♣]|🃏")
"""A card as the engine writes it in a sentence (``Q♦``, ``10♠``, ``🃏``)."""


def cards_in_text(text: str, letters: str | bool = "") -> str:
    """A sentence written by the bots or the engine (the Dica, a review, a
    refusal) with its cards named as the table shows them: the joker as ``JK``,
    and the suits as ``letters`` when the ASCII option is on (``"Baixe J♣ K♣ 🃏"``
    becomes ``"Baixe Jp Kp JK"`` in Portuguese)."""
    return _CARD_IN_TEXT.sub(lambda m: _shown(m.group(0), letters), text)


def _shown(token: str, letters: str | bool) -> str:
    if token == "🃏":
        return "JK"
    if letters is True:
        letters = "shdc"
    if not letters:
        return token
    return token[:-1] + str(letters)[_GLYPHS.index(token[-1])]


PALETTE = frozenset(
    {
        "card--red",
        "card--black",
        "card--joker",
        "hand--hinted",
        "hand--drawn",
        "hand--cursor",
        "hand--mark",
        "lixo--gives",
        "lixo--hinted",
        "monte--hinted",
        "melds--number",
        "melds--limpa",
        "melds--suja",
        "melds--empty",
        "band--title",
        "band--note",
        "band--legend",
        "band--back",
        "band--plain",
        "log--info",
        "log--error",
        "log--hint",
    }
)
"""The table's component classes (declared by the table screen, styled in ``table.tcss``)."""


class Themed(Widget):
    """A widget coloured by the table's palette (the component classes of its screen)."""

    def style_of(self, name: str) -> Style:
        """A class of the palette as a Rich style (plain when the screen has no palette)."""
        try:
            return self.screen.get_component_rich_style(name, partial=True)
        except (KeyError, NoScreen):
            return Style()


class CardsWidget(Themed):
    """A widget that draws cards in the theme's card colours."""

    letters: reactive[str] = reactive("")
    """The suit letters when the ASCII option is on, ``""`` for the glyphs."""

    def card_styles(self) -> CardStyles:
        """The card styles of the current theme."""
        return CardStyles(
            red=self.style_of("card--red"),
            black=self.style_of("card--black"),
            joker=self.style_of("card--joker"),
        )

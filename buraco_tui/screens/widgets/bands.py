"""The table's one-line bands and its log: headings, the bots' bands, the status.

Each is a small reactive view: the table sets its parts and it redraws when they change.
A part is a piece of text with the name of the component class that colours it
(``band--title``, ``band--note``, ...); a band may end with a run of cards. The colours
live in ``table.tcss`` and follow the theme.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from buraco_tui.engine import Card

from .cards import CARD_WIDTH, CardsWidget, Themed, cards_line

Part = tuple[str, str]
"""``(text, component class)``."""

NO_BREAK = "\u00a0"
"""A space the log never breaks a line at (the Dica's "(já marcadas: tecle b)")."""
_GLUE = "\u2800"
"""Stands for :data:`NO_BREAK` while Rich wraps: a blank of one cell that Rich does not
take for a space (it splits words at every ``\\s``, the no-break space included)."""


def wrap_words(text: str, style: Style, console: Console, width: int) -> list[Text]:
    """``text`` wrapped between words to ``width`` cells, never at a :data:`NO_BREAK`
    (shown as a plain space)."""
    lines = Text(text.replace(NO_BREAK, _GLUE), style).wrap(console, width)
    return [
        Text(line.plain.replace(_GLUE, " "), line.style, end=line.end, spans=line.spans)
        for line in lines
    ]


class Band(CardsWidget):
    """One heading made of parts, cut with an ellipsis when it is too long."""

    DEFAULT_CSS = """
    Band { height: auto; width: 1fr; }
    """

    parts: reactive[tuple[Part, ...]] = reactive(tuple, layout=True)
    cards: reactive[tuple[Card, ...]] = reactive(tuple, layout=True)
    """Cards shown face up after the parts (e.g. the lixo cards taken and still held)."""

    def render(self) -> Text:
        """The parts side by side, then the cards: as many as fit, then how many more
        ("+5"), so a run that grows turn after turn is never cut mid-card."""
        out = Text()
        for text, name in self.parts:
            out.append(text, self.style_of(name))
        cards = self.cards
        if not cards:
            return out
        room = self.size.width - out.cell_len
        more = 0
        if self.size.width and len(cards) * (CARD_WIDTH + 1) - 1 > room:
            keep = max(0, (room - 4) // (CARD_WIDTH + 1))  # room left for " +NN"
            cards, more = cards[:keep], len(cards) - keep
        out.append_text(cards_line(cards, self.letters, styles=self.card_styles()))
        if more:
            out.append(f" +{more}", self.style_of("band--plain"))
        return out


@dataclass(frozen=True)
class SeatLine:
    """What the table shows of one bot's seat (Zeca, the partner, another opponent)."""

    name: str
    """The bot's name and level, e.g. ``"Zeca (Médio)"``."""
    count: int
    """Cards in its hand (drawn face down)."""
    count_text: str
    """The count in words (``"11 cartas"``)."""
    taken: tuple[Card, ...] = ()
    """The lixo cards it took and still holds: face up."""
    taken_label: str = ""
    """The label opening each line of those cards (``"mostrou do lixo: "``)."""
    turn_text: str = ""
    """Shown after the count when it is this seat's turn (empty otherwise)."""
    third: int = 0
    """How many of its cards have the third deck's backs (rioplatense)."""


class ZecaBand(CardsWidget):
    """The bots of one band: name and level, cards face down, the lixo cards shown.

    With one seat (mano a mano: Zeca) one line, the backs as many as fit. With several
    (a side of a pair table, decision 41) one line per seat, or all on one line when
    :attr:`compact` (the 80x24 table: ``Zeca (Médio) ▒5 · Tonho (Fácil) ▒7``). The lixo cards a seat took and still holds are
    face up; each line of them starts with its label, so at 80 columns they never look
    like one of its jogos. Third-deck cards show their other backs (``▓``).
    """

    DEFAULT_CSS = """
    ZecaBand { height: auto; width: 1fr; }
    """

    seats: reactive[tuple[SeatLine, ...]] = reactive(tuple, layout=True)
    compact: reactive[bool] = reactive(False, layout=True)

    def _taken_rows(self, seat: SeatLine, width: int) -> list[tuple[Card, ...]]:
        per = max(1, (width - len(seat.taken_label)) // (CARD_WIDTH + 1))
        cards = seat.taken
        return [cards[i : i + per] for i in range(0, len(cards), per)]

    def _heads(self) -> int:
        return 1 if self.compact and self.seats else len(self.seats)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        rows = sum(len(self._taken_rows(seat, width)) for seat in self.seats)
        return max(1, self._heads() + rows)

    def _head(self, out: Text, seat: SeatLine, width: int, backs_max: int) -> None:
        out.append(seat.name + "  ", self.style_of("band--title"))
        room = width - len(seat.name) - len(seat.count_text) - len(seat.turn_text) - 3
        backs = max(0, min(seat.count, backs_max, room))
        third = min(seat.third, backs)
        if backs - third:
            out.append("▒" * (backs - third) + ("" if third else " "), self.style_of("band--back"))
        if third:
            out.append("▓" * third + " ", self.style_of("band--note"))
        out.append(seat.count_text)
        if seat.third and not backs:
            out.append(" ▓" + str(seat.third), self.style_of("band--note"))
        if seat.turn_text:
            out.append(seat.turn_text, self.style_of("band--note"))

    def render(self) -> Text:
        """The seats' lines, then the face-up lixo cards, labelled."""
        width = max(1, self.size.width)
        out = Text()
        if self.compact and len(self.seats) > 1:
            # 80x24: the side's bots share a line, each with its count after one back
            for i, seat in enumerate(self.seats):
                if i:
                    out.append(" · ")
                out.append(seat.name + " ", self.style_of("band--title"))
                out.append("▒", self.style_of("band--back"))
                out.append(str(seat.count))
                if seat.third:
                    out.append(" ▓" + str(seat.third), self.style_of("band--note"))
                if seat.turn_text:
                    out.append(seat.turn_text, self.style_of("band--note"))
        else:
            for i, seat in enumerate(self.seats):
                if i:
                    out.append("\n")
                self._head(out, seat, width, 22)
        styles = self.card_styles()
        for seat in self.seats:
            for row in self._taken_rows(seat, width):
                out.append("\n" + seat.taken_label, self.style_of("band--title"))
                out.append_text(cards_line(row, self.letters, styles=styles))
        return out


SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
"""Where one sentence of a turn ends and the next begins."""


class LogView(Themed):
    """The news of the turn (or a refusal, or the Dica), one line or more per turn.

    :attr:`text` holds one turn per line, newest last. The view shows the newest turns
    that fit in :attr:`room` lines, each whole and wrapped between words; when older ones
    do not fit, its first line counts them and names the key of the turns' log
    (:attr:`more`).
    """

    DEFAULT_CSS = """
    LogView { height: auto; width: 1fr; }
    """

    text: reactive[str] = reactive("", layout=True)
    kind: reactive[str] = reactive("info")
    """``info`` (what happened), ``error`` (a refusal) or ``hint`` (the Dica, a question)."""
    room: reactive[int] = reactive(3, layout=True)
    """The lines the news may take (the table sets it from the terminal's height)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.more: Callable[[int], str] = lambda n: ""
        """The cue for ``n`` older turns out of sight (set by the screen, in its language;
        none by default: then every turn shows and the box scrolls, as in the replay)."""

    def _lines(self, width: int) -> list[Text]:
        """The turns that fit, newest last, after the cue when some were left out."""
        style = self.style_of(f"log--{self.kind}")
        width = max(8, width)
        console = self.app.console
        turns = [wrap_words(turn, style, console, width) for turn in self.text.split("\n")]
        if not self.more(1):
            return [line for wrapped in turns for line in wrapped]
        shown: list[Text] = []
        left = len(turns)
        for wrapped in reversed(turns):
            cue = 1 if left > 1 else 0  # older turns would still be left out
            if shown and len(shown) + len(wrapped) + cue > self.room:
                break
            shown[:0] = list(wrapped)
            left -= 1
        if len(shown) > self.room and self.room > 1:
            # one turn longer than the room: its last sentences, whole, under the cue
            newest = self.text.split("\n")[-1]
            shown = self._tail(newest, style, width, self.room - 1)
            left += 1
        if left:
            shown.insert(0, Text(self.more(left), self.style_of("band--note")))
        return shown

    def _tail(self, turn: str, style: Style, width: int, room: int) -> list[Text]:
        """The last whole sentences of ``turn`` that fit in ``room`` lines."""
        sentences = [part for part in SENTENCE_END.split(turn) if part]
        lines: list[Text] = []
        for k in range(len(sentences) - 1, -1, -1):
            tail = wrap_words(" ".join(sentences[k:]), style, self.app.console, width)
            if lines and len(tail) > room:
                break
            lines = list(tail)
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        return max(1, len(self._lines(width)))

    def render(self) -> Text:
        """The turns that fit, in the colour of their kind."""
        return Text("\n").join(self._lines(self.size.width))

"""The score panel beside the table: match score, target, mortos taken, round history.

:class:`ScorePanel` draws a :class:`ScoreSummary` (a frozen snapshot of what it shows):
the table sets a new summary after every move and the panel redraws only when it differs.
Its lines never wrap (``text-wrap: nowrap`` in ``table.tcss``): the hand number and the
mode each have their own line, so a long mode name fits the narrow panel.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from buraco_tui.engine import Game
from buraco_tui.text.lang import tr
from buraco_tui.text.names import mode_name, seat_name, side_label, side_seats, side_short

from .cued import recount

HEAD = Style(bold=True)
DIM = Style(dim=True)


def history_lines(game: Game, lang: str, width: int | None = None) -> list[Text]:
    """The header, then one entry per finished hand: its number, each side's total, and
    how it ended. Within ``width`` cells (the score panel) an ending that does not fit
    beside the totals goes whole on the entry's next line (the entry then holds a
    newline); ``None``: no limit (the count screen)."""
    if game.players != 2:
        return _history_lines_seats(game, lang, width)
    lines = [Text(tr("ui.hist.header", lang), HEAD)]
    for entry in game.history:
        a, b = entry["totais"]
        line = Text(tr("ui.hist.line", lang, n=entry["mao"], a=f"{a:+d}", b=f"{b:+d}"))
        lines.append(_with_note(line, _ending(entry, game, lang), width))
    return _or_no_rounds(lines, game, lang)


def _ending(entry: dict[str, Any], game: Game, lang: str) -> str:
    """How a finished hand ended, as the history says it: who bateu, or the monte."""
    if entry.get("batida") is not None:
        seat = int(entry["batida"])
        if game.players == 2:
            return tr("ui.hist.batida_you" if seat % 2 == 0 else "ui.hist.batida_zeca", lang)
        return tr("ui.hist.batida_seat", lang, name=seat_name(seat, game.players, lang))
    if entry.get("fim") == "monte":
        return tr("ui.hist.monte", lang)
    return ""


def _or_no_rounds(lines: list[Text], game: Game, lang: str) -> list[Text]:
    """``lines``, with a dim 'no rounds yet' when no hand has finished."""
    if not game.history:
        lines.append(Text(tr("ui.no_rounds", lang), DIM))
    return lines


def _with_note(line: Text, note: str, width: int | None) -> Text:
    """``line``, then ``note`` after two spaces, or on lines of its own (indented, broken
    between words) when it does not fit ``width`` beside it."""
    if not note:
        return line
    if width is None or line.cell_len + 2 + len(note) <= width:
        line.append("  " + note, DIM)
        return line
    for part in textwrap.wrap(note, max(8, width - 4), break_long_words=False):
        line.append("\n    " + part, DIM)
    return line


def wrapped(text: str, width: int) -> str:
    """``text`` broken between words into lines of at most ``width`` cells."""
    return "\n".join(textwrap.wrap(text, width, break_long_words=False)) or text


PANEL_CELLS = 21
"""The panel's width in cells (``#side`` in ``table.tcss``: 25, less its border, padding and scrollbar)."""


def side_column(side: int, players: int, lang: str, width: int) -> str:
    """A side's name in a history column of ``width`` cells: as the score panel names it
    ("Zeca/Tonho") when it fits, else each bot's first two letters ("Ze/Lu")."""
    full = side_label(side, players, lang)
    if len(full) <= width:
        return full
    seats = side_seats(side, players)
    if side == 0 and len(seats) > 1:
        return tr("ui.hist2.us_short", lang)[:width]
    if len(seats) == 1:
        return side_short(side, players, lang)[:width]
    return "/".join(seat_name(seat, players, lang)[:2] for seat in seats)[:width]


def _history_lines_seats(game: Game, lang: str, width: int | None) -> list[Text]:
    """The history at a table of 3, 4 or 6: a column per side (named as the score above
    names it, shortened when three columns share the panel), the batida by the seat's
    name (decision 41)."""
    sides = range(game.sides)
    lead = 4 if game.sides == 2 else 3  # three columns of 6 fit the panel's 21 cells
    # two sides: the opposing pair's column is as wide as "Zeca/Tonho" (4 + 6 + 11 = 21)
    widths = [6, 11] if game.sides == 2 else [6] * game.sides
    word = tr("ui.hist.mao", lang)
    # a word longer than the number column ("Hand", "Mano") takes room from the first name
    over = max(0, len(word) - lead)
    names = [
        side_column(s, game.players, lang, widths[s] - 1 - (over if s == 0 else 0)) for s in sides
    ]
    columns = "".join(f"{name:>{widths[s]}}" for s, name in enumerate(names))
    head = f"{word:<{lead}}" + columns[over:]
    lines = [Text(head, HEAD)]
    for entry in game.history:
        totals = entry["totais"]
        number = f"{entry['mao']:>2}." + " " * (lead - 3)
        line = Text(number + "".join(f"{t:>+{w}d}" for t, w in zip(totals, widths, strict=True)))
        lines.append(_with_note(line, _ending(entry, game, lang), width))
    return _or_no_rounds(lines, game, lang)


def _fitting_name(side: int, players: int, lang: str, width: int) -> str:
    """The side's name as the panel shows it, shortened by whole names when too long."""
    name = side_label(side, players, lang)
    return name if len(name) <= width else side_column(side, players, lang, width)


def score_text(game: Game, lang: str, extra: str = "") -> Text:
    """The whole panel as text, no line wider than the panel (nothing cut mid-word)."""
    out = Text()
    out.append(tr("ui.score", lang) + "\n", HEAD)
    width = 8 if game.players == 2 else 12
    for side in range(game.sides):
        name = _fitting_name(side, game.players, lang, width)
        out.append(f"{name:<{width}}{game.match_score(side):>8}\n")
    target = game.rules.meta
    target_text = str(target) if target else tr("ui.target_single", lang)
    out.append(f"{tr('ui.target', lang):<8}{target_text:>8}\n", DIM)
    out.append(wrapped(tr("ui.hand_n", lang, n=game.hand_number), PANEL_CELLS) + "\n", DIM)
    out.append(wrapped(mode_name(game.rules.preset, lang), PANEL_CELLS) + "\n", DIM)
    # one morto per side (alone, each player has one of his own)
    out.append(tr("ui.morto_label", lang) + ":\n", HEAD)
    states = [
        tr("ui.morto_taken", lang) if game.morto_taken(side) else tr("ui.morto_not", lang)
        for side in range(game.sides)
    ]
    room = PANEL_CELLS - 3 - max(len(state) for state in states)
    names = [_fitting_name(side, game.players, lang, room) for side in range(game.sides)]
    column = max(width - 1, *(len(name) + 1 for name in names))
    for name, state in zip(names, states, strict=True):
        out.append(f"  {name:<{column}}{state}\n")
    if extra:
        out.append(wrapped(extra, PANEL_CELLS) + "\n", DIM)
    out.append("\n" + tr("ui.rounds", lang) + "\n", HEAD)
    out.append_text(Text("\n").join(history_lines(game, lang, PANEL_CELLS)))
    return out


@dataclass(frozen=True)
class ScoreSummary:
    """What the panel shows, as a value: equal summaries draw the same panel.

    ``rows`` pairs each line of the round history with the hand it tells, as
    ``(line, hand_number)``: a click on that line, or Enter on it, opens that hand.
    """

    text: Text
    key: str
    rows: tuple[tuple[int, int], ...] = ()

    @classmethod
    def of(cls, game: Game, lang: str, extra: str = "") -> ScoreSummary:
        """The summary of ``game`` now."""
        text = score_text(game, lang, extra)
        # the finished hands are the panel's last lines (score_text ends with them), one
        # or two each (an ending too long for the panel takes a line of its own)
        entries = history_lines(game, lang, PANEL_CELLS)[1:] if game.history else []
        heights = [entry.plain.count("\n") + 1 for entry in entries]
        line = text.plain.count("\n") + 1 - sum(heights)
        rows: list[tuple[int, int]] = []
        for entry, height in zip(game.history, heights, strict=True):
            rows.extend((line + k, int(entry["mao"])) for k in range(height))
            line += height
        return cls(text, text.plain, tuple(rows))

    def hand_at(self, line: int) -> int | None:
        """The hand told on ``line`` of the panel (None off the round history)."""
        return next((hand for row, hand in self.rows if row == line), None)

    def spans(self) -> list[tuple[int, int]]:
        """The first and last line of each finished hand."""
        spans: dict[int, tuple[int, int]] = {}
        for row, hand in self.rows:
            first, _last = spans.get(hand, (row, row))
            spans[hand] = (first, row)
        return list(spans.values())

    def line_of(self, hand: int) -> int | None:
        """The line of the panel that tells ``hand``."""
        return next((row for row, number in self.rows if number == hand), None)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScoreSummary) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


class ScorePanel(Widget, can_focus=False):
    """The score beside the table (it scrolls inside its box when the history is long).

    Each finished hand of the round history ("Rodadas") opens its replay: a click on its
    line, or the table's key that brings the keyboard here, ↑↓ to pick a hand, Enter.
    The panel takes the focus only while a hand is being picked (the keys belong to the
    table otherwise); leaving it gives the table its keys back.
    """

    DEFAULT_CSS = """
    ScorePanel { height: auto; }
    """

    BINDINGS = [
        Binding("up", "pick(-1)", "ui.hist2.key.pick", key_display="↑↓"),
        Binding("down", "pick(1)", "ui.hist2.key.pick", show=False),
        Binding("home", "pick_edge(0)", "ui.hist2.key.pick", show=False),
        Binding("end", "pick_edge(1)", "ui.hist2.key.pick", show=False),
        Binding("enter", "open", "ui.hist2.key.open", key_display="⏎"),
        Binding("escape,r", "leave", "ui.hist2.key.leave", key_display="esc"),
    ]

    summary: reactive[ScoreSummary | None] = reactive(None, layout=True)
    picked: reactive[int | None] = reactive(None)
    """The hand highlighted while the keyboard picks one (None: no highlight)."""

    class OpenHand(Message):
        """The player chose hand ``hand_number`` of the round history."""

        def __init__(self, hand_number: int) -> None:
            super().__init__()
            self.hand_number = hand_number

    def render(self) -> Text:
        """The panel's lines, the picked hand in reverse."""
        if self.summary is None:
            return Text()
        text = self.summary.text
        lines = [row for row, hand in self.summary.rows if hand == self.picked]
        if not lines:
            return text
        text = text.copy()
        starts = [0]
        for at, char in enumerate(text.plain):
            if char == "\n":
                starts.append(at + 1)
        for line in lines:
            end = starts[line + 1] - 1 if line + 1 < len(starts) else len(text.plain)
            text.stylize("reverse", starts[line], end)
        return text

    def _hands(self) -> list[int]:
        return (
            list(dict.fromkeys(hand for _line, hand in self.summary.rows)) if self.summary else []
        )

    def on_resize(self) -> None:
        """More or fewer lines: the box's cue counts again."""
        recount(self)

    def item_spans(self) -> list[tuple[int, int]]:
        """The lines of each finished hand, for the box's cue."""
        return self.summary.spans() if self.summary else []

    def start_picking(self) -> bool:
        """Take the keyboard with the last finished hand picked (False: none is finished)."""
        hands = self._hands()
        if not hands:
            return False
        self.can_focus = True
        self.picked = hands[-1]
        self.focus()
        return True

    def watch_picked(self, hand: int | None) -> None:
        """Keep the picked hand in sight inside the scrolling box."""
        line = self.summary.line_of(hand) if self.summary and hand is not None else None
        box = self.parent
        if line is not None and isinstance(box, Widget):
            y = self.virtual_region.y + line
            box.scroll_to_region(Region(0, y, 1, 1), animate=False, immediate=True)

    def action_pick(self, step: int) -> None:
        """The hand above or below the picked one."""
        hands = self._hands()
        if not hands:
            return
        at = hands.index(self.picked) if self.picked in hands else len(hands) - 1
        self.picked = hands[max(0, min(len(hands) - 1, at + step))]

    def action_pick_edge(self, edge: int) -> None:
        """The first or the last finished hand."""
        hands = self._hands()
        if hands:
            self.picked = hands[-1] if edge else hands[0]

    def action_open(self) -> None:
        """Open the picked hand's replay."""
        if self.picked is not None:
            self.post_message(self.OpenHand(self.picked))

    def action_leave(self) -> None:
        """Give the keys back to the table."""
        self.screen.set_focus(None)

    def on_blur(self) -> None:
        """Out of the picking: no highlight, no focus by Tab or click."""
        if self.app.screen is not self.screen:
            return  # another screen (the replay) came over: the pick stays for the return
        self.can_focus = False
        self.picked = None

    def on_click(self, event: events.Click) -> None:
        """A click on a finished hand's line opens its replay."""
        hand = self.summary.hand_at(event.y) if self.summary is not None else None
        if hand is not None:
            event.stop()
            self.post_message(self.OpenHand(hand))

"""The score panel beside the table: match score, target, mortos taken, round history.

:class:`ScorePanel` draws a :class:`ScoreSummary` (a frozen snapshot of what it shows):
the table sets a new summary after every move and the panel redraws only when it differs.
Its lines never wrap (``text-wrap: nowrap`` in ``table.tcss``): the hand number and the
mode each have their own line, so a long mode name fits the narrow panel.
"""

from __future__ import annotations

from dataclasses import dataclass

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

HEAD = Style(bold=True)
DIM = Style(dim=True)


def history_lines(game: Game, lang: str) -> list[Text]:
    """One line per finished hand: its number, each side's total, and how it ended."""
    if game.players != 2:
        return _history_lines_seats(game, lang)
    lines = [Text(tr("ui.hist.header", lang), HEAD)]
    for entry in game.history:
        a, b = entry["totais"]
        line = Text(tr("ui.hist.line", lang, n=entry["mao"], a=f"{a:+d}", b=f"{b:+d}"))
        if entry.get("batida") is not None:
            who = "ui.hist.batida_you" if entry["batida"] % 2 == 0 else "ui.hist.batida_zeca"
            line.append("  " + tr(who, lang), DIM)
        elif entry.get("fim") == "monte":
            line.append("  " + tr("ui.hist.monte", lang), DIM)
        lines.append(line)
    if not game.history:
        lines.append(Text(tr("ui.no_rounds", lang), DIM))
    return lines


PANEL_CELLS = 21
"""The panel's width in cells (``#side`` in ``table.tcss``: 24, less its border and padding)."""


def _fitting_note(note: str, room: int) -> str:
    """``note`` after two spaces, cut to ``room`` cells with its own "…" (the panel's
    ellipsis would eat the last total's digit), or nothing when even a cut one does not fit."""
    if not note or room < 5:
        return ""
    text = "  " + note
    return text if len(text) <= room else text[: room - 1] + "…"


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


def _history_lines_seats(game: Game, lang: str) -> list[Text]:
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
        note = ""
        if entry.get("batida") is not None:
            name = seat_name(int(entry["batida"]), game.players, lang)
            note = tr("ui.hist.batida_seat", lang, name=name)
        elif entry.get("fim") == "monte":
            note = tr("ui.hist.monte", lang)
        line.append(_fitting_note(note, PANEL_CELLS - len(line)), DIM)
        lines.append(line)
    if not game.history:
        lines.append(Text(tr("ui.no_rounds", lang), DIM))
    return lines


def score_text(game: Game, lang: str, extra: str = "") -> Text:
    """The whole panel as text."""
    out = Text()
    out.append(tr("ui.score", lang) + "\n", HEAD)
    width = 8 if game.players == 2 else 12
    names = [side_label(side, game.players, lang) for side in range(game.sides)]
    for side, name in enumerate(names):
        out.append(f"{name[:width]:<{width}}{game.match_score(side):>8}\n")
    target = game.rules.meta
    target_text = str(target) if target else tr("ui.target_single", lang)
    out.append(f"{tr('ui.target', lang):<8}{target_text:>8}\n", DIM)
    out.append(tr("ui.hand_n", lang, n=game.hand_number) + "\n", DIM)
    out.append(mode_name(game.rules.preset, lang) + "\n", DIM)
    # one morto per side (alone, each player has one of his own)
    out.append(tr("ui.morto_label", lang) + ":\n", HEAD)
    for side, name in enumerate(names):
        state = tr("ui.morto_taken", lang) if game.morto_taken(side) else tr("ui.morto_not", lang)
        out.append(f"  {name[: width - 2]:<{width - 1}}{state}\n")
    if extra:
        out.append(extra + "\n", DIM)
    out.append("\n" + tr("ui.rounds", lang) + "\n", HEAD)
    out.append_text(Text("\n").join(history_lines(game, lang)))
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
        # the finished hands are the panel's last lines, one each (score_text ends with them)
        last = text.plain.count("\n")
        hands = [int(entry["mao"]) for entry in game.history]
        first = last - len(hands) + 1
        rows = tuple((first + i, hand) for i, hand in enumerate(hands))
        return cls(text, text.plain, rows)

    def hand_at(self, line: int) -> int | None:
        """The hand told on ``line`` of the panel (None off the round history)."""
        return next((hand for row, hand in self.rows if row == line), None)

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
        line = self.summary.line_of(self.picked) if self.picked is not None else None
        if line is None:
            return text
        text = text.copy()
        plain = text.plain
        start = 0
        for _ in range(line):
            start = plain.index("\n", start) + 1
        end = plain.find("\n", start)
        text.stylize("reverse", start, len(plain) if end < 0 else end)
        return text

    def _hands(self) -> list[int]:
        return [hand for _line, hand in self.summary.rows] if self.summary else []

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

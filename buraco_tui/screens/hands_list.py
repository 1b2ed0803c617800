""" "Mãos anteriores": every recorded hand, newest first; Enter or a click opens its replay.

The list is built by the app from :meth:`~buraco_tui.match.records.HandStore.listing`; a record
that could not be read was moved aside by the store and is told above the list.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from buraco_tui.store.hands import ListedHand
from buraco_tui.text.lang import tr
from buraco_tui.text.names import mode_name, side_label

from .styles import stylesheet
from .widgets.footer import KeyFooter

Open = Callable[[str, int], None]


def hand_line(row: ListedHand, lang: str, number: int) -> str:
    """One hand in words: its number in the list (``buraco export-hand N``), when, the
    table, the hand, the count, reviewed or not."""
    when = row.saved_at[:16].replace("T", " ")
    parts = [
        f"{number:>3}",
        when,
        mode_name(row.rules, lang),
        tr("ui.hl.hand", lang, n=row.hand_number),
    ]
    players = len(row.seats)
    if row.over and len(row.totais) >= 2 and players > 2:
        # a table of 3, 4 or 6: every side by the name the score panel gives it
        parts.append(
            " × ".join(
                tr("ui.hist2.hl.side", lang, side=side_label(side, players, lang), points=points)
                for side, points in enumerate(row.totais)
            )
        )
    elif row.over and len(row.totais) >= 2:
        parts.append(tr("ui.hl.count", lang, you=row.totais[0], zeca=row.totais[1]))
    else:
        parts.append(tr("ui.hl.abandoned" if row.abandoned else "ui.hl.in_play", lang))
    if row.practice:
        parts.append(tr("ui.hl.practice", lang))
    if row.reviewed:
        parts.append(tr("ui.hl.reviewed", lang))
    return " · ".join(parts)


class HandsListScreen(ModalScreen[None]):
    """The list of past hands."""

    DEFAULT_CSS = stylesheet("hands_list.tcss")

    BINDINGS = [Binding("escape,q", "close", "ui.key.fechar", key_display="esc")]

    def __init__(
        self, rows: list[ListedHand], lang: str, open_hand: Open, problems: list[str]
    ) -> None:
        super().__init__()
        self.rows = rows
        self.lang = lang
        self.open_hand = open_hand
        self.problems = problems

    def compose(self) -> ComposeResult:
        """Title, the note on damaged records, the list."""
        lang = self.lang
        with Vertical(id="hands-dialog"):
            yield Static(tr("ui.hl.title", lang), id="hands-title")
            note = "\n".join(tr("ui.hl.damaged", lang, path=p) for p in self.problems)
            yield Static(note, id="hands-note")
            if self.rows:
                yield OptionList(
                    *[
                        Option(hand_line(r, lang, i + 1), id=str(i))
                        for i, r in enumerate(self.rows)
                    ],
                    id="hands",
                )
            else:
                yield Static(tr("ui.hl.empty", lang), id="hands")
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open the chosen hand."""
        row = self.rows[int(event.option.id or 0)]
        self.open_hand(row.match_id, row.index)

    def action_close(self) -> None:
        """Back."""
        self.dismiss(None)

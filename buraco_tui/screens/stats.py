"""The statistics screen: per mode and per target, matches, wins, highest score, streaks."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from buraco_tui.i18n import mode_name, target_name, tr

from .footer import KeyFooter


class StatsScreen(ModalScreen[None]):
    """A table of every (mode, target) played."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape,q,t", "close", "key.fechar", key_display="esc")]

    def __init__(self, entries: list[tuple[str, int, Any]], lang: str) -> None:
        super().__init__()
        self.entries = entries
        self.lang = lang

    def compose(self) -> ComposeResult:
        """The title and the table (or a note when nothing was played yet)."""
        lang = self.lang
        with Vertical(classes="dialog", id="stats-dialog"):
            yield Static(tr("stats.title", lang), classes="title")
            if not self.entries:
                yield Static(tr("stats.empty", lang), id="stats-empty")
            else:
                yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        """Fill the table."""
        if not self.entries:
            return
        lang = self.lang
        table = self.query_one(DataTable)
        table.add_columns(
            *(tr(k, lang) for k in (
                "stats.mode", "stats.target", "stats.matches", "stats.wins", "stats.highest",
                "stats.streak", "stats.best_streak", "stats.unfinished",
            ))
        )
        for rules, target, s in self.entries:
            table.add_row(
                mode_name(rules, lang),
                target_name(target, lang),
                str(s.matches),
                str(s.wins),
                "–" if s.highest_score is None else str(s.highest_score),
                str(s.current_streak),
                str(s.best_streak),
                str(s.unfinished),
            )

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

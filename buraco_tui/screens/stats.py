"""The statistics screen: per mode and per target, matches, wins, highest score, streaks.

One block per (mode, target) played, so it reads well at 80 columns too.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from buraco_tui.lang import tr
from buraco_tui.names import mode_name, target_name

from .footer import KeyFooter

BOLD = Style(bold=True)


def stats_text(entries: list[tuple[str, int, Any]], lang: str) -> Text:
    """Every mode and target played, with its counts."""
    out = Text()
    if not entries:
        return Text(tr("ui.stats.empty", lang), Style(dim=True))
    for rules, target, s in entries:
        if out.plain:
            out.append("\n\n")
        out.append(f"{mode_name(rules, lang)} · {target_name(target, lang)}\n", BOLD)
        highest = "–" if s.highest_score is None else str(s.highest_score)
        pairs = [
            ("ui.stats.matches", s.matches),
            ("ui.stats.wins", s.wins),
            ("ui.stats.highest", highest),
            ("ui.stats.streak", s.current_streak),
            ("ui.stats.best_streak", s.best_streak),
            ("ui.stats.unfinished", s.unfinished),
        ]
        for i, (key, value) in enumerate(pairs):
            out.append(("\n" if i == 3 else "") + f"  {tr(key, lang)}: ")
            out.append(str(value), BOLD)
    return out


class StatsScreen(ModalScreen[None]):
    """The statistics of every (mode, target) played."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape,q,t", "close", "ui.key.fechar", key_display="esc")]

    def __init__(self, entries: list[tuple[str, int, Any]], lang: str) -> None:
        super().__init__()
        self.entries = entries
        self.lang = lang

    def compose(self) -> ComposeResult:
        """The title and one block per mode and target."""
        with Vertical(classes="dialog", id="stats-dialog"):
            yield Static(tr("ui.stats.title", self.lang), classes="title")
            with VerticalScroll(classes="scroll"):
                yield Static(stats_text(self.entries, self.lang), id="stats-body")
        yield KeyFooter()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

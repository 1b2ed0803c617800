"""The statistics screen: per mode, per target and per number of seats, matches, wins,
highest score, streaks, and the same counts split by Zeca's level.

One block per (mode, target) played, so it reads well at 80 columns too: the counts of every
level together, then a small table with one row per level played ("—" for matches counted
before the level was recorded).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from buraco_tui.text.lang import has, tr
from buraco_tui.text.names import mode_name, target_name

from .widgets.footer import KeyFooter

BOLD = Style(bold=True)
DIM = Style(dim=True)

Block = tuple[Any, ...]
"""One (mode, target, seats): its rules id, target, counts, its counts per level, and
optionally the number of players (2 when left out)."""

COLUMNS = ("matches", "wins", "highest", "streak", "best_streak", "unfinished")


def level_label(level: str, lang: str) -> str:
    """Zeca's level in words; "—" for a level not recorded (or unknown to this version)."""
    key = f"ui.level.{level}"
    return tr(key, lang) if has(key) else tr("ui.stats.unknown_level", lang)


def levels_table(levels: list[tuple[str, Any]], lang: str) -> Table:
    """One row per level played: the same counts as the block above, split by level."""
    table = Table.grid(padding=(0, 2))
    table.add_column(no_wrap=True)
    for _ in COLUMNS:
        table.add_column(justify="right", no_wrap=True)
    table.add_row(
        Text(tr("ui.stats.level", lang), DIM),
        *[Text(tr(f"ui.stats.h.{name}", lang), DIM) for name in COLUMNS],
    )
    for level, s in levels:
        highest = "–" if s.highest_score is None else str(s.highest_score)
        values = (s.matches, s.wins, highest, s.current_streak, s.best_streak, s.unfinished)
        table.add_row(level_label(level, lang), *[str(v) for v in values])
    return table


def _totals(rules: str, target: int, s: Any, lang: str, players: int = 2) -> Text:
    out = Text()
    title = f"{mode_name(rules, lang)} · {target_name(target, lang)}"
    if players != 2:  # mano a mano keeps the title it always had
        title += " · " + tr("ui.stats.players", lang, n=players)
    out.append(title + "\n", BOLD)
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


def stats_text(blocks: list[Block], lang: str) -> RenderableType:
    """Every mode and target played, with its counts, then its counts per level."""
    if not blocks:
        return Text(tr("ui.stats.empty", lang), DIM)
    parts: list[RenderableType] = []
    unknown = False
    for rules, target, s, levels, *seats in blocks:
        if parts:
            parts.append(Text(""))
        parts.append(_totals(rules, target, s, lang, seats[0] if seats else 2))
        if levels:
            parts.append(_indent(levels_table(levels, lang)))
            unknown = unknown or any(not has(f"ui.level.{lv}") for lv, _ in levels)
    parts.append(Text(""))
    parts.append(Text(tr("ui.stats.legend", lang), DIM))
    if unknown:
        parts.append(Text(tr("ui.stats.unknown_note", lang), DIM))
    return Group(*parts)


def _indent(table: Table) -> Table:
    outer = Table.grid()
    outer.add_column(width=2)
    outer.add_column()
    outer.add_row("", table)
    return outer


class StatsScreen(ModalScreen[None]):
    """The statistics of every (mode, target) played, and per Zeca's level."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape,q,t", "close", "ui.key.fechar", key_display="esc")]

    def __init__(self, blocks: list[Block], lang: str) -> None:
        super().__init__()
        self.blocks = blocks
        self.lang = lang

    def compose(self) -> ComposeResult:
        """The title and one block per mode and target."""
        with Vertical(classes="dialog", id="stats-dialog"):
            yield Static(tr("ui.stats.title", self.lang), classes="title")
            with VerticalScroll(classes="scroll"):
                yield Static(stats_text(self.blocks, self.lang), id="stats-body")
        yield KeyFooter()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

"""The turns of the hand in words: the table's news, grouped by turn, and the log screen.

The table's message area shows the newest turns that fit (:class:`~.widgets.bands.LogView`);
``v`` opens :class:`TurnLogScreen`, every turn of the hand so far from the engine's log,
newest last, scrolled to the end, so no bot's move is lost before it can be read.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from buraco_tui.engine import Game
from buraco_tui.text.lang import tr

from .narration import narrate
from .widgets.footer import KeyFooter

Turn = tuple[int | None, str]
"""A turn of the news: the seat that played it (None: not a seat's) and its words."""


def add_news(turns: list[Turn], seat: int | None, words: str) -> list[Turn]:
    """``turns`` with ``words`` joined to the last turn when the same seat goes on, else
    as a new turn."""
    if not words:
        return turns
    if turns and turns[-1][0] == seat:
        return [*turns[:-1], (seat, f"{turns[-1][1]} {words}")]
    return [*turns, (seat, words)]


def news_text(turns: list[Turn]) -> str:
    """The message area's text: one turn per line, newest last."""
    return "\n".join(words for _seat, words in turns)


def hand_turns(game: Game, lang: str, letters: str) -> list[str]:
    """Every turn of the hand so far, in words, oldest first (the engine's log, its events
    grouped by the seat that played them)."""
    groups: list[tuple[Any, list[dict[str, Any]]]] = []
    for event in game.log:
        seat = event.get("seat")
        if groups and groups[-1][0] == seat:
            groups[-1][1].append(event)
        else:
            groups.append((seat, [event]))
    turns = [narrate(events, game, lang, letters, None) for _seat, events in groups]
    return [turn for turn in turns if turn]


SCROLL_KEYS = [
    Binding("up", "scroll(-1)", "ui.fit.key.scroll", key_display="↑↓"),
    Binding("down", "scroll(1)", "ui.fit.key.scroll", show=False),
    Binding("pageup", "page(-1)", "ui.fit.key.scroll", show=False),
    Binding("pagedown", "page(1)", "ui.fit.key.scroll", show=False),
    Binding("home", "edge(0)", "ui.fit.key.scroll", show=False),
    Binding("end", "edge(1)", "ui.fit.key.scroll", show=False),
]
"""The keys that scroll the log (and the jogos screen)."""


class TurnLogScreen(ModalScreen[None]):
    """Every turn of the hand so far, scrollable, the newest in sight; Esc or ``v`` closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape,v,q", "close", "ui.key.fechar", key_display="esc"), *SCROLL_KEYS]

    def __init__(self, title: str, lines: list[str], empty: str) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines
        self.empty = empty

    def compose(self) -> ComposeResult:
        """The title, then one paragraph per turn."""
        with Vertical(classes="dialog", id="log-dialog"):
            yield Static(self.title_text, classes="title")
            with VerticalScroll(classes="scroll", id="log-scroll"):
                for line in self.lines or [self.empty]:
                    yield Static(line, classes="turn")
        yield KeyFooter()

    def on_mount(self) -> None:
        """The newest turn in sight."""
        self.call_after_refresh(self._scroll().scroll_end, animate=False)

    def _scroll(self) -> VerticalScroll:
        return self.query_one("#log-scroll", VerticalScroll)

    def action_scroll(self, step: int) -> None:
        """A line up or down."""
        self._scroll().scroll_relative(y=step, animate=False)

    def action_page(self, step: int) -> None:
        """A page up or down."""
        scroll = self._scroll()
        scroll.scroll_relative(y=step * max(1, scroll.size.height - 1), animate=False)

    def action_edge(self, edge: int) -> None:
        """The first or the last turn."""
        scroll = self._scroll()
        (scroll.scroll_end if edge else scroll.scroll_home)(animate=False)

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)


def turn_log_screen(game: Game, lang: str, letters: str) -> TurnLogScreen:
    """The log screen of the hand being played."""
    title = tr("ui.fit.log_title", lang, n=game.hand_number)
    return TurnLogScreen(title, hand_turns(game, lang, letters), tr("ui.fit.log_empty", lang))

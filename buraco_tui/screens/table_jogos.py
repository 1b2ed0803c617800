"""Every jogo on the table and every round of the score, whole: the screen ``m`` opens.

The table's jogos boxes and its score panel are as tall as the terminal lets them be;
what does not fit is counted on a cue (:class:`~.widgets.cued.CuedBox`, "↓ +2 jogos ·
m"), and this screen shows all of it, each side's jogos under its name, then the rounds.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from buraco_tui.engine import Game
from buraco_tui.text.lang import keys, tr
from buraco_tui.text.names import side_label

from .table_log import SCROLL_KEYS, TurnLogScreen
from .widgets.footer import KeyFooter
from .widgets.melds import MeldsView
from .widgets.score import history_lines


class JogosScreen(TurnLogScreen, inherit_bindings=False):
    """Each side's jogos (the player's first, numbered as on the table), then the rounds."""

    COMPONENT_CLASSES = {
        "card--red",
        "card--black",
        "card--joker",
        "melds--number",
        "melds--limpa",
        "melds--suja",
        "melds--empty",
    }
    BINDINGS = [
        Binding("escape,m,q", "close", "ui.key.fechar", key_display="esc"),
        *SCROLL_KEYS,
    ]

    def __init__(self, game: Game, lang: str, letters: str) -> None:
        super().__init__(tr("ui.fit.jogos_title", lang), [], "")
        self.game = game
        self.lang = lang
        self.letters = letters

    def _side_title(self, side: int) -> str:
        g = self.game
        if side == g.side_of(0):
            return tr("ui.seats.our_jogos" if g.players > g.sides else "ui.your_jogos", self.lang)
        return side_label(side, g.players, self.lang)

    def compose(self) -> ComposeResult:
        """The title, each side's jogos, the rounds."""
        g, lang = self.game, self.lang
        labels = {k.removeprefix("ui.canastra."): tr(k, lang) for k in keys("ui.canastra.")}
        mine = g.side_of(0)
        order = [mine] + [side for side in range(g.sides) if side != mine]
        with Vertical(classes="dialog", id="jogos-dialog"):
            yield Static(self.title_text, classes="title")
            with VerticalScroll(classes="scroll", id="log-scroll"):
                for side in order:
                    yield Static(self._side_title(side), classes="side")
                    view = MeldsView(numbered=side == mine)
                    view.set_reactive(MeldsView.melds, list(g.melds(side)))
                    view.set_reactive(MeldsView.labels, labels)
                    view.set_reactive(MeldsView.empty_text, tr("ui.no_jogos", lang))
                    view.set_reactive(MeldsView.letters, self.letters)
                    yield view
                yield Static(Text(tr("ui.rounds", lang)), classes="side")
                yield Static(Text("\n").join(history_lines(g, lang)), id="jogos-rounds")
        yield KeyFooter()

    def on_mount(self) -> None:
        """The player's jogos first, in sight."""

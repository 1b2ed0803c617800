"""The end of a hand: the cards left in each hand, face up with their points, each side's
full count, line by line, then the round history.

At the end of the match the same screen says who won and offers another match.
Dismisses with ``"next"`` (deal the next hand), ``"again"`` (a new match) or ``"close"``;
``"replay"`` and ``"hands"`` open this hand's replay or the past hands (issue 11).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from buraco_tui.engine import Game, score_lines
from buraco_tui.lang import tr

from .cards import PLAIN, CardStyles, CardsWidget, cards_line
from .footer import KeyFooter
from .marked import MarkedButton
from .score import history_lines

BOLD = Style(bold=True)
LABEL_WIDTH = 30


def left_text(game: Game, lang: str, letters: str = "", styles: CardStyles = PLAIN) -> Text:
    """The cards left in each hand, face up, with the points they take off: Zeca's (every
    other seat's) first, then yours when you kept some. Empty when no hand kept a card.

    ``letters`` are the language's suit letters (ASCII option, as the table shows them),
    ``styles`` the theme's card colours."""
    out = Text()
    seats = [seat for seat in range(game.players) if seat % 2] + [
        seat for seat in range(game.players) if not seat % 2
    ]
    for seat in seats:
        cards = sorted(game.hand(seat))
        if not cards:
            continue
        points = sum(game.rules.values[card] for card in cards)
        if out.plain:
            out.append("\n")
        out.append(tr("ui.end.left_zeca" if seat % 2 else "ui.end.left_you", lang) + " ", BOLD)
        out.append_text(cards_line(cards, letters, styles=styles))
        out.append("  (" + tr("ui.end.left_points", lang, points=points) + ")")
    return out


def count_text(game: Game, lang: str) -> Text:
    """The score table: one line per row the table can count, both sides, then the totals."""
    a, b = game.hand_score(0), game.hand_score(1)
    out = Text()
    out.append(f"{'':<{LABEL_WIDTH}}{tr('ui.you', lang):>10}{tr('ui.zeca', lang):>10}\n", BOLD)
    for key, _pt, _en in score_lines(game.rules):
        label = tr(f"score.{key}", lang)
        va, vb = getattr(a, key), getattr(b, key)
        style = Style(dim=True) if va == 0 and vb == 0 else Style()
        out.append(f"{label:<{LABEL_WIDTH}}{va:>10}{vb:>10}\n", style)
    out.append(f"{tr('ui.end.total', lang):<{LABEL_WIDTH}}{a.total:>10}{b.total:>10}\n", BOLD)
    out.append(
        f"{tr('ui.end.match_score', lang):<{LABEL_WIDTH}}{game.match_score(0):>10}{game.match_score(1):>10}",
        BOLD,
    )
    return out


class LeftCards(CardsWidget):
    """The cards left in the hands, in the theme's card colours (``modal.tcss``)."""

    DEFAULT_CSS = "LeftCards { height: auto; }"

    def __init__(self, game: Game, lang: str, letters: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game = game
        self.lang = lang
        self.set_reactive(CardsWidget.letters, letters)

    def render(self) -> Text:
        """Zeca's cards (and yours), face up, with their points."""
        return left_text(self.game, self.lang, self.letters, self.card_styles())


class EndHandScreen(ModalScreen[str]):
    """The count of the hand that ended (and the winner when the match is over)."""

    CSS_PATH = "modal.tcss"
    # the card colours, read from the theme's variables in modal.tcss (as the table's)
    COMPONENT_CLASSES = {"card--red", "card--black", "card--joker"}
    BINDINGS = [
        # priority: the focused button's own Enter would hide this key from the footer
        Binding("enter", "go", "ui.key.ok", key_display="⏎", priority=True),
        Binding("escape", "close", "ui.key.fechar", key_display="esc"),
        Binding("q", "quit_app", "ui.key.sair"),
        # --- history (issue 11): this hand again, or the list of past hands
        Binding("r", "replay", "ui.rp.key.replay"),
        Binding("m", "hands", "ui.rp.key.hands"),
    ]

    def __init__(self, game: Game, lang: str, letters: str = "") -> None:
        """``letters``: the language's suit letters when the ASCII option is on, else ``""``."""
        super().__init__()
        self.game = game
        self.lang = lang
        self.letters = letters

    def compose(self) -> ComposeResult:
        """Title, the count, the history, the buttons."""
        g, lang = self.game, self.lang
        with Vertical(classes="dialog", id="end-dialog"):
            yield Static(tr("ui.end.title", lang, n=g.hand_number), classes="title")
            # The foot (who won, the buttons) is docked: at 80x24 the count scrolls, the
            # buttons stay in sight.
            with Vertical(classes="foot"):
                if g.match_over:
                    won = g.winner == 0
                    yield Static(
                        Text(tr("ui.end.you_won" if won else "ui.end.zeca_won", lang), BOLD),
                        id="winner",
                    )
                    yield Static(tr("ui.end.final", lang, a=g.match_score(0), b=g.match_score(1)))
                with Horizontal(classes="buttons"):
                    if g.match_over:
                        yield MarkedButton(tr("ui.end.again", lang), "primary", id="again")
                        yield MarkedButton(tr("ui.end.close", lang), id="close")
                    else:
                        yield MarkedButton(tr("ui.end.next", lang), "primary", id="next")
                    # --- history (issue 11): the past hands are one key away (m)
                    yield MarkedButton(tr("ui.rp.replay", lang), id="replay")
            with VerticalScroll(classes="scroll"):
                if g.batida_by is not None:
                    who = tr("ui.who.you" if g.batida_by % 2 == 0 else "ui.who.zeca", lang)
                    yield Static(tr("ui.end.batida", lang, who=who))
                else:
                    yield Static(tr("ui.end.monte", lang))
                if left_text(g, lang).plain:
                    yield LeftCards(g, lang, self.letters, id="left")
                yield Static(count_text(g, lang), id="count")
                yield Static(Text("\n").join(history_lines(g, lang)), id="history")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Focus the button Enter takes, so its marker shows which one it is."""
        self.query_one("#again" if self.game.match_over else "#next", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Each button dismisses with its id."""
        self.dismiss(event.button.id)

    def action_go(self) -> None:
        """Enter: the marked button (the next hand, or play again at the end of the match)."""
        focused = self.focused
        if isinstance(focused, Button) and focused.id:
            self.dismiss(focused.id)
        else:
            self.dismiss("again" if self.game.match_over else "next")

    def action_close(self) -> None:
        """Back to the table (the count stays one key away)."""
        self.dismiss("close")

    # --- history (issue 11)
    def action_replay(self) -> None:
        """This hand again, move by move."""
        self.dismiss("replay")

    def action_hands(self) -> None:
        """The list of past hands."""
        self.dismiss("hands")

    def action_quit_app(self) -> None:
        """Quit (the match is saved)."""
        self.app.exit(0)

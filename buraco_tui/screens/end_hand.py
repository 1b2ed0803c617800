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
from buraco_tui.text.lang import tr
from buraco_tui.text.names import PARTNER_NAME, seat_name, side_label, side_seats

from .widgets.cards import PLAIN, CardStyles, CardsWidget, cards_line
from .widgets.footer import KeyFooter
from .widgets.marked import MarkedButton
from .widgets.score import history_lines, side_column

BOLD = Style(bold=True)
LABEL_WIDTH = 30


def left_text(game: Game, lang: str, letters: str = "", styles: CardStyles = PLAIN) -> Text:
    """The cards left in each hand, face up, with the points they take off: Zeca's (every
    other seat's) first, then yours when you kept some. Empty when no hand kept a card.

    ``letters`` are the language's suit letters (ASCII option, as the table shows them),
    ``styles`` the theme's card colours."""
    out = Text()
    # the opponents' seats first, then the player's side (seat 0 last)
    seats = [seat for seat in range(game.players) if game.side_of(seat) != 0] + [
        seat for seat in range(game.players - 1, -1, -1) if game.side_of(seat) == 0
    ]
    for seat in seats:
        cards = sorted(game.hand(seat))
        if not cards:
            continue
        points = sum(game.rules.values[card] for card in cards)
        if out.plain:
            out.append("\n")
        if seat == 0 or game.players == 2:
            label = tr("ui.end.left_zeca" if seat else "ui.end.left_you", lang)
        else:
            label = tr("ui.end.left_seat", lang, name=seat_name(seat, game.players, lang))
        out.append(label + " ", BOLD)
        out.append_text(cards_line(cards, letters, styles=styles))
        out.append("  (" + tr("ui.end.left_points", lang, points=points) + ")")
    return out


def count_text(game: Game, lang: str) -> Text:
    """The score table: one line per row the table can count, a column per side (two, or
    three in rioplatense), then the totals."""
    sides = range(game.sides)
    scores = [game.hand_score(side) for side in sides]
    # two sides keep the wide columns (wider for a pair: "Zeca/Tonho"); three fit 80
    # columns with narrower ones
    col = (10 if game.players == 2 else 12) if game.sides == 2 else 8

    def row(label: str, values: list[int]) -> str:
        return f"{label:<{LABEL_WIDTH}}" + "".join(f"{v:>{col}}" for v in values)

    heads = [side_column(side, game.players, lang, col - 1) for side in sides]
    out = Text()
    out.append(f"{'':<{LABEL_WIDTH}}" + "".join(f"{h:>{col}}" for h in heads) + "\n", BOLD)
    # a morto that became the monte could never be taken: the count says why it costs
    morto_monte = any(score.morto for score in scores) and any(
        event.get("acao") == "morto_vira_monte" for event in game.log
    )
    for key, _pt, _en in score_lines(game.rules):
        values = [getattr(score, key) for score in scores]
        style = Style(dim=True) if not any(values) else Style()
        label = tr(f"score.{key}", lang) + (" *" if key == "morto" and morto_monte else "")
        out.append(row(label, values) + "\n", style)
    out.append(row(tr("ui.end.total", lang), [score.total for score in scores]) + "\n", BOLD)
    matches = [game.match_score(side) for side in sides]
    out.append(row(tr("ui.end.match_score", lang), matches), BOLD)
    if morto_monte:
        out.append("\n\n* " + tr("ui.end.morto_monte", lang), Style(dim=True))
    return out


def winner_text(game: Game, lang: str) -> str:
    """Who won the match: the player, the player's pair, or the winning seat or pair."""
    players, winner = game.players, game.winner
    if players == 2 or winner is None:
        return tr("ui.end.you_won" if winner == 0 else "ui.end.zeca_won", lang)
    seats = side_seats(winner, players)
    if winner == 0:
        if len(seats) == 1:
            return tr("ui.end.you_won", lang)
        return tr("ui.end.we_won", lang, partner=PARTNER_NAME)
    if len(seats) == 1:
        return tr("ui.end.seat_won", lang, name=seat_name(seats[0], players, lang))
    return tr("ui.end.pair_won", lang, names=side_label(winner, players, lang))


def final_text(game: Game, lang: str) -> str:
    """The final score line."""
    if game.players == 2:
        return tr("ui.end.final", lang, a=game.match_score(0), b=game.match_score(1))
    scores = ", ".join(
        f"{side_label(side, game.players, lang)} {game.match_score(side)}"
        for side in range(game.sides)
    )
    return tr("ui.end.final_n", lang, scores=scores)


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
                    yield Static(Text(winner_text(g, lang), BOLD), id="winner")
                    yield Static(final_text(g, lang))
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
                    if g.players == 2:
                        who = tr("ui.who.you" if g.batida_by % 2 == 0 else "ui.who.zeca", lang)
                    else:
                        who = seat_name(g.batida_by, g.players, lang)
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

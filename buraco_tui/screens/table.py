"""The table: Zeca's band, the monte and the lixo, your jogos, your hand, the score.

The screen owns the interface state (cursor, selection, the jogo being picked, the Dica
shown) as reactive attributes, and drives a :class:`~buraco_tui.match.session.MatchSession`.
State flows one way: an action changes the session and bumps :attr:`TableScreen.version`;
its watcher hands each view the data it draws (:mod:`~buraco_tui.screens.table_views`;
each view's attributes are reactive, so only what changed is redrawn); the cursor, the
selection, the suit letters are bound to the views with ``data_bind``, so moving the
cursor redraws the hand alone. What the keys do is in
:mod:`~buraco_tui.screens.table_keys`.

The bots play through a :class:`~buraco_tui.screens.pacing.BotPacer`: a thread worker only
*chooses* an action and posts it (:class:`~buraco_tui.screens.messages.ZecaChose`); the
table applies it on the UI thread once the bot delay has passed (``f`` plays it at once),
so the game is only ever touched by the screen.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static

from buraco_tui.engine import Card, IllegalAction, parse_cards
from buraco_tui.match.session import HUMAN, ZECA, Marks, MatchSession, NotYourTurn, refusal_text
from buraco_tui.text.lang import tr

from .messages import ZecaChose
from .narration import narrate
from .pacing import Action, BotPacer
from .styles import TABLE_CSS
from .table_keys import TableActions
from .table_layout import compose_piles, compose_status, cue_boxes, fit_to_height
from .table_log import Turn, add_news, news_text
from .table_views import TableViews
from .widgets.bands import Band, ZecaBand
from .widgets.box import Box
from .widgets.cards import PALETTE, plain_cards
from .widgets.cued import CuedBox
from .widgets.footer import KeyFooter
from .widgets.hand import HandView
from .widgets.lixo import LixoView, MonteView
from .widgets.melds import MeldsView
from .widgets.score import ScorePanel

if TYPE_CHECKING:
    from buraco_tui.ai import Hint

MIN_WIDTH, MIN_HEIGHT = 80, 24

ALWAYS = frozenset({"sair"})
"""The only key that acts behind the "terminal too small" notice."""


class TableScreen(TableActions, TableViews, Screen[None]):
    """The whole table for one match against Zeca."""

    DEFAULT_CSS = TABLE_CSS  # not CSS_PATH, for the start-up time (styles.py)
    COMPONENT_CLASSES = set(PALETTE)

    BINDINGS = [
        Binding("left", "cursor(-1)", "ui.key.cursor", key_display="←→"),
        Binding("right", "cursor(1)", "ui.key.cursor", show=False),
        Binding("up", "cursor_row(-1)", "ui.key.cursor", show=False),
        Binding("down", "cursor_row(1)", "ui.key.cursor", show=False),
        Binding("home", "cursor_to(0)", "ui.key.cursor", show=False),
        Binding("end", "cursor_to(-1)", "ui.key.cursor", show=False),
        Binding("space", "toggle", "ui.key.select", key_display="spc"),
        Binding("escape", "clear", "ui.key.clear", key_display="esc"),
        Binding("c", "comprar", "ui.key.comprar"),
        Binding("l", "lixo", "ui.key.lixo"),
        Binding("b", "baixar", "ui.key.baixar"),
        Binding("e", "encostar", "ui.key.encostar"),
        *[
            Binding(str(n), f"jogo({n})", "ui.key.jogo_n", key_display="1-9 j", show=n == 1)
            for n in range(1, 10)
        ],
        Binding("0", "jogo(0)", "ui.key.jogo_n", show=False),
        Binding("j", "jogo_number", "ui.key.jogo_n", show=False),
        Binding("d", "descartar", "ui.key.descartar"),
        Binding("u", "desfazer", "ui.key.desfazer"),
        Binding("h", "dica", "ui.key.dica"),
        Binding("o", "ordenar", "ui.key.ordenar"),
        Binding("s", "som", "ui.key.som"),
        Binding("f", "avancar", "ui.key.avancar"),
        Binding("r", "rodadas", "ui.hist2.key.rounds"),  # history (issue 11): open a past hand
        Binding("v", "jogadas", "ui.fit.key.jogadas"),  # issue 26: every turn of the hand
        Binding("m", "mesa", "ui.fit.key.mesa"),  # issue 26: every jogo, every round
        Binding("enter", "contagem", "ui.key.contagem", key_display="⏎"),
        Binding("question_mark,f1", "ajuda", "ui.key.ajuda", key_display="?"),
        Binding("n", "nova", "ui.key.nova"),
        Binding("t", "stats", "ui.key.stats"),
        Binding("g", "opcoes", "ui.key.opcoes"),
        Binding("q", "sair", "ui.key.sair"),
    ]

    version: reactive[int] = reactive(0, init=False)
    """Bumped after every change of the session: its watcher hands the views their data."""
    order: reactive[list[Card]] = reactive(list, init=False)
    """The hand in display order."""
    cursor: reactive[int] = reactive(0, init=False)
    selected: reactive[frozenset[int]] = reactive(frozenset, init=False)
    hinted: reactive[frozenset[int]] = reactive(frozenset, init=False)
    drawn: reactive[int | None] = reactive(None, init=False)
    """Where the card just drawn from the monte is in :attr:`order`."""
    pending: reactive[str | None] = reactive(None, init=False)
    """``"encostar"`` or ``"lixo"`` while the table asks which jogo."""
    hint: reactive[Hint | None] = reactive(None, init=False)
    message: reactive[tuple[str, str]] = reactive(("", "info"), init=False)
    """The news, a refusal or the Dica, and its kind (``info``, ``error``, ``hint``)."""
    time_left: reactive[int] = reactive(0, init=False)
    zeca_busy: reactive[bool] = reactive(False, init=False)
    jogo_digits: reactive[str | None] = reactive(None, init=False)
    """The jogo number being typed after ``j`` (None when not typing one)."""
    letters: reactive[str] = reactive("", init=False)
    """The suit letters when the ASCII option is on, ``""`` for the glyphs."""

    def __init__(self, session: MatchSession) -> None:
        super().__init__()
        self.session = session
        self.hint_token: tuple[Any, ...] | None = None
        self.pacer = BotPacer(self)
        """The bots' turns: their choices in a worker, each action shown for the bot delay."""
        self.turn_log: list[Turn] = []
        """The news since the player's last move, one entry per turn."""
        self.drawn_card: Card | None = None
        self.marks: Marks | None = None
        self._ready = False
        """The views are composed: watchers may hand them data."""
        self._resumed = False
        """The table was shown once (its first resume follows its mount)."""

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        """The table on the left, the score on the right, status and keys below."""
        letters = TableScreen.letters
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield ZecaBand(id="zeca-head").data_bind(letters=letters)
                with CuedBox(id="zeca-jogos-box"):
                    yield MeldsView(numbered=False, id="zeca-jogos").data_bind(letters=letters)
                # a third side (rioplatense: three alone, or three pairs), decision 41
                yield ZecaBand(id="side2-head").data_bind(letters=letters)
                with CuedBox(id="side2-jogos-box"):
                    yield MeldsView(numbered=False, id="side2-jogos").data_bind(letters=letters)
                yield from compose_piles(LixoView(id="lixo").data_bind(letters=letters))
                yield ZecaBand(id="partner-head").data_bind(letters=letters)
                yield Band(id="my-head")
                with CuedBox(id="my-jogos-box"):
                    yield MeldsView(id="my-jogos").data_bind(letters=letters)
                yield Band(id="hand-head").data_bind(letters=letters)
                with Box(id="hand-box"):
                    yield HandView(id="hand").data_bind(
                        letters=letters,
                        cards=TableScreen.order,
                        cursor=TableScreen.cursor,
                        selected=TableScreen.selected,
                        hinted=TableScreen.hinted,
                        drawn=TableScreen.drawn,
                    )
            with CuedBox(id="side"):
                yield ScorePanel(id="score")
        yield from compose_status()
        yield Static(id="too-small")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Draw, then start whatever the saved position calls for."""
        self._ready = True
        self.fit_to_terminal()  # before the first layout, not after it
        self.query_one("#log-box", Box).anchor()  # the end of the news stays in sight
        cue_boxes(self)
        self.time_left = self.session.config.move_time
        self.set_interval(1.0, self._tick)
        self.refresh_table()
        self.watch_message()
        self.call_after_refresh(self.resume)

    def resume(self) -> None:
        """Continue the position: Zeca's turn goes on, a finished hand shows its count."""
        g = self.session.game
        if g.hand_over:
            self.show_count()
        elif self.session.zeca_to_act:
            self.start_zeca()

    def on_screen_suspend(self) -> None:
        """A dialog covers the table: hide the table's keys so only the dialog's show."""
        self.query_one(KeyFooter).display = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Back on the table: its keys again.

        The first resume comes right after the mount, which styled every widget of the
        table: Textual's second styling of the whole table is skipped then (start-up
        time). Later resumes (after a dialog, an option, a theme) restyle as usual.
        """
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False
        self.query_one(KeyFooter).display = True

    def on_resize(self, event: events.Resize) -> None:
        """Fit the terminal's size.

        Textual sends a screen the same size several times as it starts (the app's size,
        twice, and the screen's own first layout); Textual's handler lays the whole table
        out again for each. When the table is already laid out at that size, the event's
        default handling is skipped (start-up time).
        """
        if event.size == self.outer_size:
            event.prevent_default()
        self.fit_to_terminal()

    def fit_to_terminal(self) -> None:
        """Below 80x24 the table gives way to a notice (and its keys stop acting)."""
        w, h = self.app.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        self.set_class(small, "-too-small")
        self.set_class(h < 30, "-short")  # 80x24: no blank lines between the bands
        for band in self.query(ZecaBand):
            band.compact = h < 30  # 80x24: a side's bots share one line
        fit_to_height(self, h)
        if small:
            self.query_one("#too-small", Static).update(tr("ui.too_small", self.lang, w=w, h=h))
        self.refresh_bindings()

    @property
    def too_small(self) -> bool:
        """The terminal is below 80x24: only the notice shows."""
        return self.has_class("-too-small")

    # ------------------------------------------------------------------ helpers

    @property
    def ascii_suits(self) -> bool:
        """Suits as ASCII letters."""
        return bool(self.settings.ascii_suits)

    def set_session(self, session: MatchSession) -> None:
        """Play another match on this table (a new match, or play again)."""
        self.pacer.stop()
        self.session = session
        self.selected = frozenset()
        self.hinted = frozenset()
        self.hint = None
        self.pending = None
        self.jogo_digits = None
        self.cursor = 0
        self.turn_log = []
        self.drawn_card = None
        self.time_left = session.config.move_time
        self.refresh_table()
        self.resume()

    def changed(self) -> None:
        """The session changed: every view takes its new data (and redraws if it differs)."""
        self.version += 1

    def refresh_table(self) -> None:
        """Re-read the settings (language, letters, sort) and the session, and redraw.

        The table itself never needs this (its moves flow through :meth:`changed`); the
        app calls it after an option changed.
        """
        self.letters = tr("ui.suit_letters", self.lang) if self.ascii_suits else ""
        self.watch_message()  # the news already shown names its cards in the new letters
        cue_boxes(self)  # the cues in the language chosen
        self.changed()
        self._sync_status()
        self.refresh_bindings()

    # ------------------------------------------------------------------ acting

    def play(self, action: dict[str, Any]) -> bool:
        """Apply the player's action; a refusal shows its reason and changes nothing."""
        before = list(self.session.game.hand(HUMAN))
        try:
            events = self.session.play(action)
        except NotYourTurn:
            self.refuse(
                tr("ui.st.not_your_turn", self.lang)
                if not self.session.game.hand_over
                else tr("ui.st.hand_over", self.lang)
            )
            return False
        except IllegalAction as exc:
            self.refuse(refusal_text(exc, self.lang))
            return False
        self.after_change(events, HUMAN, before)
        return True

    def after_change(
        self, events: list[dict[str, Any]], by: int, before: list[Card] | None = None
    ) -> None:
        """After any action: clear the marks, narrate, save, and move the match on."""
        g = self.session.game
        self.selected = frozenset()
        self.hinted = frozenset()
        self.hint = None
        self.hint_token = None
        self.pending = None
        self.jogo_digits = None
        if by == HUMAN and before is not None and any(e.get("acao") == "comprar" for e in events):
            new = list((Counter(g.hand(HUMAN)) - Counter(before)).elements())
            self.drawn_card = new[0] if len(new) == 1 else None
        narration = self.narrate(events)
        seat = events[0].get("seat") if events else None
        self.turn_log = add_news([] if by == HUMAN else self.turn_log, seat, narration)
        self.message = (news_text(self.turn_log), "info")
        self.services.autosave()
        if by == HUMAN or self.session.human_to_act:
            self.time_left = self.session.config.move_time
        if g.hand_over:
            self.pacer.end_run()
            if g.batida_by is not None:
                self.bell()
            if g.match_over:
                self.services.record_finished()
            self.changed()
            self.show_count()
            return
        self.changed()
        if self.session.zeca_to_act:
            self.start_zeca()
        elif by == ZECA:
            self.pacer.end_run()
            self.bell()

    def narrate(self, events: list[dict[str, Any]]) -> str:
        """What just happened, in words (both players' moves)."""
        return narrate(events, self.session.game, self.lang, self.letters, self.drawn_card)

    def _plain(self, text: str) -> str:
        return plain_cards(parse_cards(text), self.letters) if text else ""

    def bell(self) -> None:
        """The short terminal bell, when the sound is on."""
        if self.settings.sound:
            self.app.bell()

    # ------------------------------------------------------------------ the bots

    def start_zeca(self) -> None:
        """Let the bot whose turn it is choose its next action (in the pacer's worker)."""
        if not self.session.zeca_to_act:
            return
        s = self.session
        view, level, seed = s.zeca_view(), s.bot_level(), s.decision_seed()
        self.pacer.start(lambda: self.services.zeca_chooser(view, level, seed)())

    def skip_zeca(self) -> None:
        """Play the rest of the bots' turn without pauses (the waiting action at once)."""
        self.pacer.skip()

    @on(ZecaChose)
    def on_zeca_chose(self, message: ZecaChose) -> None:
        """A bot's choice: the pacer plays it when its time has come."""
        self.pacer.chose(message)

    def bot_delay(self) -> float:
        """Seconds each bot action stays in sight (the player's setting)."""
        return float(self.settings.bot_delay)

    def bot_busy(self, busy: bool) -> None:
        """A bot is choosing or not: the status line says so."""
        self.zeca_busy = busy

    def play_bot(self, action: Action | None) -> None:
        """Apply the bot's action on the UI thread (a failed bot plays the time-out move)."""
        if not self.session.zeca_to_act:
            return
        if not isinstance(action, dict):
            action = self.session.game.timeout_action()
        events = self.session.apply_zeca(action)
        self.after_change(events, ZECA)

    # ------------------------------------------------------------------ the timer

    def _tick(self) -> None:
        cfg = self.session.config
        if not cfg.move_time or not self.session.human_to_act or self.app.screen is not self:
            return
        self.time_left -= 1
        if self.time_left > 0:
            return
        before = list(self.session.game.hand(HUMAN))
        try:
            events = self.session.timeout()
        except IllegalAction as exc:  # e.g. the last card cannot be discarded yet
            self.time_left = cfg.move_time
            self.refuse(refusal_text(exc, self.lang))
            return
        self.after_change(events, HUMAN, before)
        mine = [e for e in events if e.get("seat") == HUMAN]
        what = self.narrate(mine) or tr("ui.ev.comprar", self.lang, who=tr("ui.who.you", self.lang))
        # the news opens the turn's log, so it stays in sight through Zeca's turn
        self.turn_log = [(HUMAN, tr("ui.st.timeout", self.lang, what=what.rstrip(".")))]
        self.message = (self.turn_log[0][1], "hint")

    # ------------------------------------------------------------------ the count

    def show_count(self) -> None:
        """The end-of-hand screen (and at the end of the match, who won)."""
        g = self.session.game
        if not g.hand_over:
            return
        from .end_hand import EndHandScreen

        self.app.push_screen(EndHandScreen(g, self.lang, self.letters), self._after_count)

    def _after_count(self, choice: str | None) -> None:
        if choice == "next" and self.session.game.hand_over and not self.session.game.match_over:
            self.session.next_hand()
            self.services.autosave()
            self.turn_log = []
            self.drawn_card = None
            self.message = ("", "info")
            self.time_left = self.session.config.move_time
            self.changed()
            if self.session.zeca_to_act:
                self.start_zeca()
            else:
                self.bell()
        elif choice == "again":
            self.services.play_again()
        # --- history (issue 11): the count screen opens the replay or the past hands
        elif choice == "replay":
            self.changed()
            self.services.open_replay()
        elif choice == "hands":
            self.changed()
            self.services.show_hands()
        else:
            self.changed()

    def on_score_panel_open_hand(self, message: ScorePanel.OpenHand) -> None:
        """History (issue 11): a hand of the round history chosen by click or Enter."""
        self.services.open_hand(message.hand_number)

    # ------------------------------------------------------------------ key actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key but quit behind the too-small notice; skip and count only when they apply."""
        if self.too_small and action not in ALWAYS:
            return False
        if action == "avancar":
            return self.session.zeca_to_act
        if action == "contagem":
            return self.session.game.hand_over or self.jogo_digits is not None
        return True

    # ------------------------------------------------------------------ mouse

    @on(HandView.Clicked)
    def on_hand_clicked(self, message: HandView.Clicked) -> None:
        """A click selects or unselects a card."""
        if not self.too_small:
            self.toggle(message.index)

    @on(MeldsView.Clicked, "#my-jogos")
    def on_jogo_clicked(self, message: MeldsView.Clicked) -> None:
        """A click on one of your jogos encosta the selection there."""
        self.use_jogo(message.index)

    @on(MonteView.Clicked)
    def on_monte_clicked(self) -> None:
        """A click on the monte draws."""
        self.action_comprar()

    @on(LixoView.Clicked)
    def on_lixo_clicked(self) -> None:
        """A click on the lixo takes it."""
        self.action_lixo()

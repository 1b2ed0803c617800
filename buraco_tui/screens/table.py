"""The table: Zeca's band, the monte and the lixo, your jogos, your hand, the score.

The screen owns the interface state (cursor, selection, the jogo being picked, the Dica
shown) as reactive attributes, and drives a :class:`~buraco_tui.match.session.MatchSession`.
State flows one way: an action changes the session and bumps :attr:`TableScreen.version`;
its watcher hands each view the data it draws (each view's attributes are reactive, so
only what changed is redrawn); the cursor, the selection, the suit letters are bound to
the views with ``data_bind``, so moving the cursor redraws the hand alone.

Zeca plays in one thread worker that only *chooses* an action and posts it
(:class:`~buraco_tui.screens.messages.ZecaChose`); the handler applies it on the UI thread
once the bot delay has passed (``f`` plays it at once), so the game is only ever touched
by the screen.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Region
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import get_current_worker

from buraco_tui.engine import Card, IllegalAction, check_meld, parse_cards
from buraco_tui.match.session import HUMAN, ZECA, Marks, MatchSession, NotYourTurn, refusal_text
from buraco_tui.text.lang import tr
from buraco_tui.text.names import is_partner, level_name, seat_name

from .messages import HintReady, ZecaChose
from .narration import narrate
from .table_fill import show_jogos_and_piles
from .table_keys import TableActions
from .widgets.bands import Band, LogView, SeatLine, ZecaBand
from .widgets.cards import PALETTE, plain_cards
from .widgets.footer import KeyFooter
from .widgets.hand import HandView, sort_hand
from .widgets.lixo import LixoView, MonteView
from .widgets.melds import MeldsView
from .widgets.score import ScorePanel, ScoreSummary

if TYPE_CHECKING:
    from buraco_tui.ai import Hint
    from buraco_tui.store.settings import Settings

MIN_WIDTH, MIN_HEIGHT = 80, 24

ALWAYS = frozenset({"sair"})
"""The only key that acts behind the "terminal too small" notice."""


class Box(VerticalScroll, can_focus=False):
    """A scrolling box that never takes the keyboard focus (the keys belong to the table)."""


class TableScreen(TableActions, Screen[None]):
    """The whole table for one match against Zeca."""

    # The table's stylesheet is read as the screen's default CSS: a screen's CSS_PATH makes
    # Textual re-parse every stylesheet of the app when the screen is first shown (start-up).
    DEFAULT_CSS = (Path(__file__).parent / "table.tcss").read_text(encoding="utf-8")
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
        self.zeca_token = 0
        self.skipping = False
        self.turn_log: list[str] = []
        self.drawn_card: Card | None = None
        self.marks: Marks | None = None
        self._zeca_started = 0.0
        self._zeca_timer: Timer | None = None
        self._zeca_waiting: ZecaChose | None = None
        self._ready = False
        """The views are composed: watchers may hand them data."""

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        """The table on the left, the score on the right, status and keys below."""
        letters = TableScreen.letters
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield ZecaBand(id="zeca-head").data_bind(letters=letters)
                with Box(id="zeca-jogos-box"):
                    yield MeldsView(numbered=False, id="zeca-jogos").data_bind(letters=letters)
                # a third side (rioplatense: three alone, or three pairs), decision 41
                yield ZecaBand(id="side2-head").data_bind(letters=letters)
                with Box(id="side2-jogos-box"):
                    yield MeldsView(numbered=False, id="side2-jogos").data_bind(letters=letters)
                with Horizontal(id="center"):
                    yield MonteView(id="monte")
                    with Vertical(id="lixo-col"):
                        yield Band(id="lixo-head")
                        with Box(id="lixo-box"):
                            yield LixoView(id="lixo").data_bind(letters=letters)
                yield ZecaBand(id="partner-head").data_bind(letters=letters)
                yield Band(id="my-head")
                with Box(id="my-jogos-box"):
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
            with Box(id="side"):
                yield ScorePanel(id="score")
        with Vertical(id="status"):
            yield Band(id="turn")
            with Box(id="log-box"):
                yield LogView(id="log")
        yield Static(id="too-small")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Draw, then start whatever the saved position calls for."""
        self._ready = True
        self.query_one("#log-box", Box).anchor()  # the end of the news stays in sight
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

    def on_screen_resume(self) -> None:
        """Back on the table: its keys again."""
        self.query_one(KeyFooter).display = True

    def on_resize(self) -> None:
        """Below 80x24 the table gives way to a notice (and its keys stop acting)."""
        w, h = self.app.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        self.set_class(small, "-too-small")
        self.set_class(h < 30, "-short")  # 80x24: no blank lines between the bands
        for band in self.query(ZecaBand):
            band.compact = h < 30  # 80x24: a side's bots share one line
        if small:
            self.query_one("#too-small", Static).update(tr("ui.too_small", self.lang, w=w, h=h))
        self.refresh_bindings()

    @property
    def too_small(self) -> bool:
        """The terminal is below 80x24: only the notice shows."""
        return self.has_class("-too-small")

    # ------------------------------------------------------------------ helpers

    @property
    def lang(self) -> str:
        """The interface language."""
        return getattr(self.app, "lang", "pt")

    @property
    def settings(self) -> Settings:
        """The player's settings (owned by the app)."""
        return self.services.settings

    @property
    def ascii_suits(self) -> bool:
        """Suits as ASCII letters."""
        return bool(self.settings.ascii_suits)

    def say(self, text: str, kind: str = "info") -> None:
        """Show a sentence on the status band (a refusal, a hint, what Zeca did)."""
        self.message = (text, kind)

    def refuse(self, text: str) -> None:
        """A refusal: its reason, in plain words, on the table."""
        self.say(text, "error")

    def selection(self) -> list[Card]:
        """The selected cards, in display order."""
        return [self.order[i] for i in sorted(self.selected) if i < len(self.order)]

    def set_session(self, session: MatchSession) -> None:
        """Play another match on this table (a new match, or play again)."""
        self._stop_zeca()
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
        self.changed()
        self._sync_status()
        self.refresh_bindings()

    # ------------------------------------------------------------------ state → views

    def watch_version(self) -> None:
        if self._ready:
            self._sync_game()

    def watch_selected(self) -> None:
        self._sync_choice()

    def watch_pending(self) -> None:
        self._sync_choice()

    def watch_hint(self) -> None:
        self._sync_choice()

    def watch_cursor(self, cursor: int) -> None:
        if not self._ready:
            return
        hand = self.query_one("#hand", HandView)
        if self.order:
            row = cursor // hand.per_row()
            box = self.query_one("#hand-box", Box)
            self.call_after_refresh(box.scroll_to_region, Region(0, row * 2, 1, 2), animate=False)

    def watch_message(self) -> None:
        if not self._ready:
            return
        text, kind = self.message
        log = self.query_one("#log", LogView)
        log.text, log.kind = text, kind

    def watch_time_left(self) -> None:
        self._sync_status()

    def watch_zeca_busy(self) -> None:
        self._sync_status()

    def watch_jogo_digits(self) -> None:
        self._sync_status()
        self.refresh_bindings()  # Enter uses the typed jogo (footer: TableActions.key_label)

    def _sync_game(self) -> None:
        """Hand every view the session's data."""
        g = self.session.game
        lang = self.lang
        old = self.order
        order = sort_hand(g.hand(HUMAN), self.settings.sort)
        if old != order:
            self.selected = frozenset(i for i in self.selected if i < len(order))
            self.hinted = frozenset(i for i in self.hinted if i < len(order))
        self.order = order
        self.cursor = min(self.cursor, max(0, len(order) - 1))
        if self.drawn_card is not None and not (self.session.human_to_act and g.phase != "comprar"):
            self.drawn_card = None
        self.drawn = order.index(self.drawn_card) if self.drawn_card in order else None
        learning = self.session.config.learning and not g.hand_over
        marks = self.marks = self.session.marks() if learning else None

        self._sync_seats()
        sides = (("#zeca-jogos", ZECA), ("#my-jogos", HUMAN), ("#side2-jogos", 2))
        lixo = show_jogos_and_piles(self, g, sides[: 2 if g.sides < 3 else 3], lang)
        lixo.gives = marks.lixo if marks else ()
        # the top card (last in the fan) must stay in sight when the fan outgrows its box
        self.call_after_refresh(self.query_one("#lixo-box", Box).scroll_end, animate=False)
        lixo_head: list[tuple[str, str]] = [
            (tr("ui.lixo", lang), "band--title"),
            (f" ({len(g.lixo)})", "band--plain"),
        ]
        if marks and marks.lixo:
            note = tr("ui.learn_lixo", lang, cards=plain_cards(marks.lixo, self.letters))
            lixo_head.append(("  " + note, "band--note"))
        self.query_one("#lixo-head", Band).parts = tuple(lixo_head)

        pairs = g.players > g.sides
        my_head = [(tr("ui.seats.our_jogos" if pairs else "ui.your_jogos", lang), "band--title")]
        if learning:
            my_head.append(("   " + tr("ui.learn_legend", lang), "band--legend"))
        self.query_one("#my-head", Band).parts = tuple(my_head)

        hand = self.query_one("#hand", HandView)
        hand.forms = marks.forms if marks else frozenset()
        hand.fits = marks.fits if marks else frozenset()
        extra = tr("ui.sound_on", lang) if self.settings.sound else ""
        self.query_one("#score", ScorePanel).summary = ScoreSummary.of(g, lang, extra)

        self._sync_choice()
        self._sync_status()
        self.refresh_bindings()  # the skip and count keys come and go with the turn

    def _seat_line(self, seat: int, third: list[int]) -> SeatLine:
        """What the table shows of a bot's seat now."""
        g = self.session.game
        lang = self.lang
        players = g.players
        n = len(g.hand(seat))
        name = seat_name(seat, players, lang)
        taken_label = tr("ui.zeca_from_lixo", lang) + " "
        turn_text = ""
        if players > 2:
            taken_label = f"{name} {taken_label}"
            if g.turn == seat and not g.hand_over:
                turn_text = "  ◂ " + tr("ui.seats.turn", lang)
        return SeatLine(
            name=f"{name} ({level_name(self.session.config.level_of(seat), lang)})",
            count=n,
            count_text=tr("ui.cards", lang, n=n),
            taken=tuple(g.lixo_taken(seat)),
            taken_label=taken_label,
            turn_text=turn_text,
            third=third[seat] if seat < len(third) else 0,
        )

    def _sync_seats(self) -> None:
        """Every bot's seat: each opponent side above the centre, the partner below it."""
        g = self.session.game
        third = list(g.view(HUMAN).get("third_deck_counts") or [])
        bands = {"#zeca-head": 1, "#side2-head": 2, "#partner-head": 0}
        for band_id, side in bands.items():
            seats = [s for s in range(g.players) if s != HUMAN and g.side_of(s) == side]
            band = self.query_one(band_id, ZecaBand)
            band.seats = tuple(self._seat_line(s, third) for s in seats)
            band.display = bool(seats)
        three = g.sides == 3
        self.query_one("#side2-jogos-box", Box).display = three
        self.set_class(three, "-three-sides")
        self.set_class(any(is_partner(s, g.players) for s in range(g.players)), "-pairs")

    def _sync_choice(self) -> None:
        """What the selection, the jogo being asked for and the Dica point at."""
        if not self._ready:
            return
        g = self.session.game
        lang = self.lang
        action = self.hint.action if self.hint is not None else {}
        self.query_one("#monte", MonteView).hinted = action.get("acao") == "comprar"
        self.query_one("#lixo", LixoView).hinted = action.get("acao") == "pegar_lixo"
        self.query_one("#my-jogos", MeldsView).targets = frozenset(self._target_jogos())
        head: list[tuple[str, str]] = [
            (tr("ui.your_hand", lang), "band--title"),
            (
                f"  {tr('ui.cards', lang, n=len(self.order))} · "
                + tr(
                    "ui.sorted_naipe" if self.settings.sort == "naipe" else "ui.sorted_valor", lang
                ),
                "band--plain",
            ),
        ]
        if self.selected:
            head.append((" · " + tr("ui.selected", lang, n=len(self.selected)), "band--note"))
        taken = tuple(g.lixo_taken(HUMAN))
        if taken:
            head.append(("   " + tr("ui.from_lixo", lang) + " ", "band--plain"))
        band = self.query_one("#hand-head", Band)
        band.parts = tuple(head)
        band.cards = taken

    def _target_jogos(self) -> set[int]:
        if self.hint is not None and self.hint.action.get("acao") == "encostar":
            return {int(self.hint.action.get("jogo", -1))}
        if self.pending in ("encostar", "lixo"):
            return set(self._fitting_jogos())
        return set()

    def _fitting_jogos(self) -> list[int]:
        g = self.session.game
        if self.pending == "lixo":
            extra = g.lixo[-1:]
        else:
            extra = self.selection()
        return [
            i
            for i, m in enumerate(g.melds(HUMAN))
            if extra and check_meld(list(m.cards) + extra, g.rules).ok
        ]

    def _turn_parts(self) -> list[tuple[str, str]]:
        g = self.session.game
        lang = self.lang
        if g.match_over:
            return [(tr("ui.st.match_over", lang), "band--title")]
        if g.hand_over:
            return [(tr("ui.st.hand_over", lang), "band--title")]
        if self.session.zeca_to_act and g.players == 2:
            key = "ui.st.zeca_thinking" if self.zeca_busy else "ui.st.zeca_turn"
            return [(tr(key, lang), "band--title")]
        if self.session.bot_to_act:
            key = "ui.seats.bot_thinking" if self.zeca_busy else "ui.seats.bot_turn"
            name = seat_name(g.turn, g.players, lang)
            return [(tr(key, lang, name=name), "band--title")]
        if self.jogo_digits is not None:
            return [(tr("ui.st.jogo_prompt", lang, number=self.jogo_digits), "band--note")]
        if g.phase == "comprar":
            key = "ui.st.your_comprar_fechado" if g.rules.lixo_fechado else "ui.st.your_comprar"
        else:
            key = "ui.st.your_baixar"
        parts = [(tr(key, lang), "band--title")]
        if self.session.config.move_time:
            parts.append(("  ⏱ " + tr("ui.timer", lang, s=self.time_left), "band--note"))
        return parts

    def _sync_status(self) -> None:
        if self._ready:
            self.query_one("#turn", Band).parts = tuple(self._turn_parts())

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
        if by == HUMAN:
            self.turn_log = [narration] if narration else []
        elif narration:
            self.turn_log.append(narration)
        self.message = (" ".join(self.turn_log), "info")
        self.services.autosave()
        if by == HUMAN or self.session.human_to_act:
            self.time_left = self.session.config.move_time
        if g.hand_over:
            self.skipping = False
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
            self.skipping = False
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

    # ------------------------------------------------------------------ Zeca

    def start_zeca(self) -> None:
        """Let Zeca choose his next action in a worker."""
        if not self.session.zeca_to_act or self.zeca_busy:
            return
        self.zeca_token += 1
        self._zeca_started = time.monotonic()
        self.zeca_busy = True
        self.zeca_worker(
            self.session.zeca_view(),
            self.session.bot_level(),
            self.session.decision_seed(),
            self.zeca_token,
        )

    def _stop_zeca(self) -> None:
        """Forget Zeca's move in flight (a new match began)."""
        self.zeca_token += 1
        self.zeca_busy = False
        self.skipping = False
        self._zeca_waiting = None
        if self._zeca_timer is not None:
            self._zeca_timer.stop()
            self._zeca_timer = None

    @work(thread=True, exclusive=True, exit_on_error=False, group="zeca")
    def zeca_worker(self, view: dict[str, Any], level: str, seed: int, token: int) -> None:
        """Choose Zeca's action off the UI thread and post it (a bot bug posts None)."""
        try:
            action: dict[str, Any] | None = self.services.zeca_chooser(view, level, seed)()
        except Exception:  # a bot bug must not stop the match: the time-out move plays
            action = None
        if not get_current_worker().is_cancelled:
            self.post_message(ZecaChose(token, action))

    @on(ZecaChose)
    def on_zeca_chose(self, message: ZecaChose) -> None:
        """Play Zeca's choice once his step has been visible for the bot delay."""
        if message.token != self.zeca_token:
            return
        left = float(self.settings.bot_delay) - (time.monotonic() - self._zeca_started)
        if self.skipping or left <= 0:
            self._play_zeca(message)
        else:
            self._zeca_waiting = message
            self._zeca_timer = self.set_timer(left, lambda: self._play_zeca(message))

    def _play_zeca(self, message: ZecaChose) -> None:
        """Apply Zeca's action on the UI thread (a stale one is dropped)."""
        self._zeca_timer = None
        self._zeca_waiting = None
        if message.token != self.zeca_token:
            return
        self.zeca_busy = False
        if not self.session.zeca_to_act:
            return
        action = message.action
        if not isinstance(action, dict):
            action = self.session.game.timeout_action()
        events = self.session.apply_zeca(action)
        self.after_change(events, ZECA)

    def skip_zeca(self) -> None:
        """Play the rest of Zeca's turn without pauses (his waiting step at once)."""
        self.skipping = True
        waiting, self._zeca_waiting = self._zeca_waiting, None
        if self._zeca_timer is not None:
            self._zeca_timer.stop()
            self._zeca_timer = None
        if waiting is not None:
            self._play_zeca(waiting)

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
        self.turn_log = [tr("ui.st.timeout", self.lang, what=what.rstrip("."))]
        self.message = (self.turn_log[0], "hint")

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

    @work(thread=True, exclusive=True, exit_on_error=False, group="hint")
    def hint_worker(
        self, view: dict[str, Any], lang: str, seed: int, token: tuple[Any, ...]
    ) -> None:
        """Run the hint off the UI thread and post what it found."""
        try:
            found: Hint | None = self.services.find_hint(view, lang, seed)
        except Exception:
            found = None
        if not get_current_worker().is_cancelled:
            self.post_message(HintReady(token, found))

    @on(HintReady)
    def on_hint_ready(self, message: HintReady) -> None:
        """Highlight the hinted move and say why, in one sentence."""
        if message.token != self.hint_token:
            return
        found = message.found
        if found is None:
            self.say(tr("ui.st.hint_none", self.lang), "hint")
            return
        action = found.action
        hand_move = action.get("acao") in ("baixar", "baixar_varios", "encostar", "descartar") or (
            action.get("acao") == "pegar_lixo" and "cartas" in action
        )
        wanted = list(parse_cards(found.cards)) if found.cards and hand_move else []
        picked: set[int] = set()
        for card in wanted:
            for i, c in enumerate(self.order):
                if c == card and i not in picked:
                    picked.add(i)
                    break
        self.hinted = frozenset(picked)
        if hand_move:
            self.selected = frozenset(picked)
        self.hint = found
        self.say(tr("ui.st.hint", self.lang, reason=found.reason), "hint")

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

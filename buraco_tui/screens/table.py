"""The table: Zeca's band, the monte and the lixo, your jogos, your hand, the score.

The screen owns the interface state (cursor, selection, the jogo being picked, the Dica
shown) and drives a :class:`~buraco_tui.session.MatchSession`. Zeca plays in a thread
worker that only *chooses* an action and posts it; the ``@on`` handler applies it, so
the game is only ever touched on the UI thread. Each of Zeca's steps stays visible for
the bot delay (``f`` skips ahead) and the app can be quit at any moment.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from rich.style import Style
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Region
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import get_current_worker

from buraco_tui.engine import Card, IllegalAction, check_meld, parse_cards
from buraco_tui.lang import tr
from buraco_tui.names import level_name
from buraco_tui.session import HUMAN, ZECA, MatchSession, NotYourTurn

from .cards import cards_line, plain_cards
from .footer import KeyFooter
from .hand import HandView, sort_hand
from .lixo import LixoView, MonteView
from .melds import MeldsView
from .palette import ERROR, HINT, INFO, TURN
from .score import ScorePanel
from .table_keys import TableActions

if TYPE_CHECKING:
    from buraco_tui.ai import Hint
    from buraco_tui.settings import Settings

MIN_WIDTH, MIN_HEIGHT = 80, 24


class ZecaMove(Message):
    """Zeca's worker chose an action (or failed to, then ``action`` is None)."""

    def __init__(self, token: int, action: dict[str, Any] | None) -> None:
        super().__init__()
        self.token = token
        self.action = action


class HintReady(Message):
    """The Dica's worker found a move."""

    def __init__(self, token: tuple[Any, ...], found: Hint | None) -> None:
        super().__init__()
        self.token = token
        self.found = found


class Box(VerticalScroll, can_focus=False):
    """A scrolling box that never takes the keyboard focus (the keys belong to the table)."""


class TableScreen(TableActions, Screen[None]):
    """The whole table for one match against Zeca."""

    CSS_PATH = "table.tcss"

    BINDINGS = [
        Binding("left", "cursor(-1)", "ui.key.cursor", key_display="←→"),
        Binding("right", "cursor(1)", "ui.key.cursor", show=False),
        Binding("up", "cursor_row(-1)", "ui.key.cursor", show=False),
        Binding("down", "cursor_row(1)", "ui.key.cursor", show=False),
        Binding("space", "toggle", "ui.key.select", key_display="spc"),
        Binding("escape", "clear", "ui.key.clear", key_display="esc"),
        Binding("c", "comprar", "ui.key.comprar"),
        Binding("l", "lixo", "ui.key.lixo"),
        Binding("b", "baixar", "ui.key.baixar"),
        Binding("e", "encostar", "ui.key.encostar"),
        *[
            Binding(str(n), f"jogo({n})", "ui.key.jogo_n", key_display="1-9", show=n == 1)
            for n in range(1, 10)
        ],
        Binding("d", "descartar", "ui.key.descartar"),
        Binding("u", "desfazer", "ui.key.desfazer"),
        Binding("h", "dica", "ui.key.dica"),
        Binding("o", "ordenar", "ui.key.ordenar"),
        Binding("s", "som", "ui.key.som"),
        Binding("f", "avancar", "ui.key.avancar"),
        Binding("enter", "contagem", "ui.key.contagem", key_display="⏎"),
        Binding("question_mark,f1", "ajuda", "ui.key.ajuda", key_display="?"),
        Binding("n", "nova", "ui.key.nova"),
        Binding("t", "stats", "ui.key.stats"),
        Binding("g", "opcoes", "ui.key.opcoes"),
        Binding("q", "sair", "ui.key.sair"),
    ]

    def __init__(self, session: MatchSession) -> None:
        super().__init__()
        self.session = session
        self.order: list[Card] = []
        self.selected: set[int] = set()
        self.cursor = 0
        self.pending: str | None = None
        self.hint: Hint | None = None
        self.hinted: set[int] = set()
        self.message: tuple[str, Style] = ("", INFO)
        self.zeca_token = 0
        self.zeca_busy = False
        self.hint_token: tuple[Any, ...] | None = None
        self.skip = threading.Event()
        self.time_left = 0
        self.turn_log: list[str] = []

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        """The table on the left, the score on the right, status and keys below."""
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield Static(id="zeca-head")
                with Box(id="zeca-jogos-box"):
                    yield MeldsView(id="zeca-jogos")
                with Horizontal(id="center"):
                    yield MonteView(id="monte")
                    with Vertical(id="lixo-col"):
                        yield Static(id="lixo-head")
                        with Box(id="lixo-box"):
                            yield LixoView(id="lixo")
                yield Static(id="my-head")
                with Box(id="my-jogos-box"):
                    yield MeldsView(id="my-jogos")
                yield Static(id="hand-head")
                with Box(id="hand-box"):
                    yield HandView(id="hand")
            with Box(id="side"):
                yield ScorePanel(id="score")
        yield Static(id="status")
        yield Static(id="too-small")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Draw, then start whatever the saved position calls for."""
        self.time_left = self.session.config.move_time
        self.set_interval(1.0, self._tick)
        self.refresh_table()
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
        """Below 80x24 the table gives way to a notice."""
        w, h = self.app.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        self.set_class(small, "-too-small")
        self.set_class(h < 30, "-short")  # 80x24: no blank lines between the bands
        if small:
            self.query_one("#too-small", Static).update(tr("ui.too_small", self.lang, w=w, h=h))

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

    def say(self, text: str, style: Style = INFO) -> None:
        """Show a sentence on the status line (a refusal, a hint, what Zeca did)."""
        self.message = (text, style)
        self._draw_status()

    def refuse(self, text: str) -> None:
        """A refusal: its reason, in plain words, on the table."""
        self.say(text, ERROR)

    def selection(self) -> list[Card]:
        """The selected cards, in display order."""
        return [self.order[i] for i in sorted(self.selected) if i < len(self.order)]

    def set_session(self, session: MatchSession) -> None:
        """Play another match on this table (a new match, or play again)."""
        self.zeca_token += 1
        self.zeca_busy = False
        self.session = session
        self.selected.clear()
        self.hinted.clear()
        self.hint = None
        self.pending = None
        self.cursor = 0
        self.turn_log = []
        self.skip.clear()
        self.time_left = session.config.move_time
        self.refresh_table()
        self.resume()

    # ------------------------------------------------------------------ drawing

    def refresh_table(self) -> None:
        """Redraw every part of the table from the game."""
        g = self.session.game
        lang = self.lang
        ascii_suits = self.ascii_suits
        old = list(self.order)
        self.order = sort_hand(g.hand(HUMAN), self.settings.sort)
        if old != self.order:
            self.selected = {i for i in self.selected if i < len(self.order)}
        self.cursor = min(self.cursor, max(0, len(self.order) - 1))
        learning = self.session.config.learning and not g.hand_over
        marks = self.session.marks() if learning else None

        # Zeca's band
        n = len(g.hand(ZECA))
        head = Text()
        head.append(
            f"{tr('ui.zeca', lang)} ({level_name(self.session.config.level, lang)})  ", TURN
        )
        head.append("▒" * min(n, 22) + " ", Style(color="#5b7fb0"))
        head.append(tr("ui.cards", lang, n=n))
        taken = g.lixo_taken(ZECA)
        if taken:
            head.append("   " + tr("ui.from_lixo", lang) + " ")
            head.append_text(cards_line(taken, ascii_suits))
        self.query_one("#zeca-head", Static).update(head)
        zeca = self.query_one("#zeca-jogos", MeldsView)
        zeca.melds = g.melds(ZECA)
        zeca.numbered = False
        zeca.ascii_suits = ascii_suits
        zeca.empty_text = tr("ui.no_jogos", lang)
        zeca.label = self._canastra_label
        zeca.refresh(layout=True)

        # middle
        monte = self.query_one("#monte", MonteView)
        monte_text = Text()
        monte_text.append(f"{tr('ui.monte', lang):<7}", TURN)
        monte_text.append(f"{g.monte_count:>3}\n")
        monte_text.append(f"{tr('ui.mortos', lang):<7}", TURN)
        monte_text.append(f"{g.mortos_left:>3}")
        if self.hint is not None and self.hint.action.get("acao") == "comprar":
            monte_text.stylize(Style(bgcolor="#8a6d00"))
        monte.text = monte_text
        monte.refresh()
        lixo = self.query_one("#lixo", LixoView)
        lixo.cards = g.lixo
        lixo.ascii_suits = ascii_suits
        lixo.gives = marks.lixo if marks else ()
        lixo.hinted = self.hint is not None and self.hint.action.get("acao") == "pegar_lixo"
        lixo.empty_text = tr("ui.lixo_empty", lang)
        lixo.top_text = "◂ " + tr("ui.lixo_top", lang)
        lixo.refresh(layout=True)
        # the top card (last in the fan) must stay in sight when the fan outgrows its box
        self.call_after_refresh(self.query_one("#lixo-box", Box).scroll_end, animate=False)
        lixo_head = Text()
        lixo_head.append(tr("ui.lixo", lang), TURN)
        lixo_head.append(f" ({len(g.lixo)})")
        if marks and marks.lixo:
            lixo_head.append(
                "  " + tr("ui.learn_lixo", lang, cards=plain_cards(marks.lixo, ascii_suits)), HINT
            )
        self.query_one("#lixo-head", Static).update(lixo_head)

        # your jogos
        my_head = Text(tr("ui.your_jogos", lang), TURN)
        if learning:
            my_head.append("   " + tr("ui.learn_legend", lang), Style(color="#6cc36c"))
        self.query_one("#my-head", Static).update(my_head)
        mine = self.query_one("#my-jogos", MeldsView)
        mine.melds = g.melds(HUMAN)
        mine.ascii_suits = ascii_suits
        mine.empty_text = tr("ui.no_jogos", lang)
        mine.label = self._canastra_label
        mine.targets = self._target_jogos()
        mine.refresh(layout=True)

        # your hand
        hand_head = Text(tr("ui.your_hand", lang), TURN)
        hand_head.append(
            f"  {tr('ui.cards', lang, n=len(self.order))} · "
            + tr("ui.sorted_naipe" if self.settings.sort == "naipe" else "ui.sorted_valor", lang)
        )
        if self.selected:
            hand_head.append(" · " + tr("ui.selected", lang, n=len(self.selected)), HINT)
        if taken_by_me := g.lixo_taken(HUMAN):
            hand_head.append("   " + tr("ui.from_lixo", lang) + " ")
            hand_head.append_text(cards_line(taken_by_me, ascii_suits))
        self.query_one("#hand-head", Static).update(hand_head)
        hand = self.query_one("#hand", HandView)
        hand.cards = self.order
        hand.selected = set(self.selected)
        hand.hinted = set(self.hinted)
        hand.cursor = self.cursor
        hand.ascii_suits = ascii_suits
        hand.forms = marks.forms if marks else frozenset()
        hand.fits = marks.fits if marks else frozenset()
        hand.refresh(layout=True)
        if self.order:
            row = self.cursor // hand.per_row()
            box = self.query_one("#hand-box", Box)
            self.call_after_refresh(box.scroll_to_region, Region(0, row * 2, 1, 2), animate=False)

        extra = tr("ui.sound_on", lang) if self.settings.sound else ""
        self.query_one("#score", ScorePanel).show(g, lang, extra)
        self._draw_status()
        self.refresh_bindings()  # the skip and count keys come and go with the turn

    def _canastra_label(self, kind: str) -> str:
        return tr(f"ui.canastra.{kind}", self.lang)

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

    def _turn_line(self) -> Text:
        g = self.session.game
        lang = self.lang
        if g.match_over:
            return Text(tr("ui.st.match_over", lang), TURN)
        if g.hand_over:
            return Text(tr("ui.st.hand_over", lang), TURN)
        if self.session.zeca_to_act:
            key = "ui.st.zeca_thinking" if self.zeca_busy else "ui.st.zeca_turn"
            return Text(tr(key, lang), TURN)
        if g.phase == "comprar":
            key = "ui.st.your_comprar_fechado" if g.rules.lixo_fechado else "ui.st.your_comprar"
        else:
            key = "ui.st.your_baixar"
        line = Text(tr(key, lang), TURN)
        if self.session.config.move_time:
            line.append("  ⏱ " + tr("ui.timer", lang, s=self.time_left), HINT)
        return line

    def _draw_status(self) -> None:
        text = self._turn_line()
        msg, style = self.message
        if msg:
            text.append("\n")
            text.append(msg, style)
        self.query_one("#status", Static).update(text)

    # ------------------------------------------------------------------ acting

    def play(self, action: dict[str, Any]) -> bool:
        """Apply the player's action; a refusal shows its reason and changes nothing."""
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
            self.refuse(exc.message(self.lang))
            return False
        self.after_change(events, HUMAN)
        return True

    def after_change(self, events: list[dict[str, Any]], by: int) -> None:
        """After any action: clear the marks, narrate, save, and move the match on."""
        g = self.session.game
        self.selected.clear()
        self.hinted.clear()
        self.hint = None
        self.hint_token = None
        self.pending = None
        narration = self.narrate(events)
        if by == HUMAN:
            self.turn_log = [narration] if narration else []
        elif narration:
            self.turn_log.append(narration)
        self.message = (" ".join(self.turn_log[-6:]), INFO)
        self.services.autosave()
        if by == HUMAN or self.session.human_to_act:
            self.time_left = self.session.config.move_time
        if g.hand_over:
            if g.batida_by is not None:
                self.bell()
            if g.match_over:
                self.services.record_finished()
            self.refresh_table()
            self.show_count()
            return
        self.refresh_table()
        if self.session.zeca_to_act:
            self.start_zeca()
        elif by == ZECA:
            self.skip.clear()
            self.bell()

    def narrate(self, events: list[dict[str, Any]]) -> str:
        """What just happened, in words (both players' moves)."""
        lang = self.lang
        parts = []
        for e in events:
            who = tr("ui.who.you" if e.get("seat") == HUMAN else "ui.who.zeca", lang)
            acao = e.get("acao")
            cards = self._plain(e.get("cartas", ""))
            if acao == "comprar":
                if e.get("seat") == ZECA:
                    parts.append(tr("ui.ev.comprar", lang, who=who))
            elif acao == "pegar_lixo" and "jogo" in e:
                parts.append(
                    tr("ui.ev.pegar_lixo_jogo", lang, who=who, cards=cards, n=int(e["jogo"]) + 1)
                )
            elif acao == "pegar_lixo":
                parts.append(tr("ui.ev.pegar_lixo", lang, who=who, cards=cards))
            elif acao == "baixar":
                parts.append(tr("ui.ev.baixar", lang, who=who, cards=cards))
            elif acao == "encostar":
                parts.append(tr("ui.ev.encostar", lang, who=who, cards=cards, n=int(e["jogo"]) + 1))
            elif acao == "descartar":
                parts.append(
                    tr("ui.ev.descartar", lang, who=who, card=self._plain(e.get("carta", "")))
                )
            elif acao == "morto":
                key = "ui.ev.morto_direta" if e.get("direta") else "ui.ev.morto_indireta"
                parts.append(tr(key, lang, who=who))
            elif acao == "morto_vira_monte":
                parts.append(tr("ui.ev.morto_vira_monte", lang))
            elif acao == "fim_da_mao":
                if e.get("fim") == "batida":
                    parts.append(tr("ui.ev.fim_batida", lang, who=who))
                else:
                    parts.append(tr("ui.ev.fim_monte", lang))
        return " ".join(parts)

    def _plain(self, text: str) -> str:
        return plain_cards(parse_cards(text), self.ascii_suits) if text else ""

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
        self.zeca_busy = True
        delay = 0.0 if self.skip.is_set() else float(self.settings.bot_delay)
        self._draw_status()
        self.zeca_worker(
            self.session.zeca_view(),
            self.session.config.level,
            self.session.decision_seed(),
            delay,
            self.zeca_token,
        )

    @work(thread=True, exclusive=True, exit_on_error=False, group="zeca")
    def zeca_worker(
        self, view: dict[str, Any], level: str, seed: int, delay: float, token: int
    ) -> None:
        """Choose Zeca's action off the UI thread, wait the bot delay, post it."""
        worker = get_current_worker()
        start = time.monotonic()
        chooser = self.services.zeca_chooser(view, level, seed)
        result: dict[str, Any] = {}

        def think() -> None:
            try:
                result["action"] = chooser()
            except Exception:  # a bot bug must not stop the match: the time-out move plays
                result["action"] = None

        thread = threading.Thread(target=think, daemon=True, name="zeca-think")
        thread.start()
        while thread.is_alive():
            thread.join(0.05)
            if worker.is_cancelled:
                return
        while not worker.is_cancelled and not self.skip.is_set():
            left = delay - (time.monotonic() - start)
            if left <= 0:
                break
            self.skip.wait(min(left, 0.05))
        if not worker.is_cancelled:
            self.post_message(ZecaMove(token, result.get("action")))

    @on(ZecaMove)
    def on_zeca_move(self, message: ZecaMove) -> None:
        """Apply Zeca's action on the UI thread (a stale one is dropped)."""
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

    # ------------------------------------------------------------------ the timer

    def _tick(self) -> None:
        cfg = self.session.config
        if not cfg.move_time or not self.session.human_to_act or self.app.screen is not self:
            return
        self.time_left -= 1
        if self.time_left > 0:
            self._draw_status()
            return
        try:
            events = self.session.timeout()
        except IllegalAction as exc:  # e.g. the last card cannot be discarded yet
            self.time_left = cfg.move_time
            self.refuse(exc.message(self.lang))
            return
        self.after_change(events, HUMAN)
        what = self.narrate([e for e in events if e.get("seat") == HUMAN]) or tr(
            "ui.ev.comprar", self.lang, who=tr("ui.who.you", self.lang)
        )
        self.say(tr("ui.st.timeout", self.lang, what=what), HINT)

    # ------------------------------------------------------------------ the count

    def show_count(self) -> None:
        """The end-of-hand screen (and at the end of the match, who won)."""
        g = self.session.game
        if not g.hand_over:
            return
        from .end_hand import EndHandScreen

        self.app.push_screen(EndHandScreen(g, self.lang, self.ascii_suits), self._after_count)

    def _after_count(self, choice: str | None) -> None:
        if choice == "next" and self.session.game.hand_over and not self.session.game.match_over:
            self.session.next_hand()
            self.services.autosave()
            self.turn_log = []
            self.message = ("", INFO)
            self.time_left = self.session.config.move_time
            self.refresh_table()
            if self.session.zeca_to_act:
                self.start_zeca()
            else:
                self.bell()
        elif choice == "again":
            self.services.play_again()
        else:
            self.refresh_table()

    # ------------------------------------------------------------------ key actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show the skip key only during Zeca's turn and the count key only after a hand."""
        if action == "avancar":
            return self.session.zeca_to_act
        if action == "contagem":
            return self.session.game.hand_over
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
            self.say(tr("ui.st.hint_none", self.lang), HINT)
            return
        self.hint = found
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
        self.hinted = picked
        if hand_move:
            self.selected = set(picked)
        self.message = (tr("ui.st.hint", self.lang, reason=found.reason), HINT)
        self.refresh_table()

    # ------------------------------------------------------------------ mouse

    @on(HandView.Clicked)
    def on_hand_clicked(self, message: HandView.Clicked) -> None:
        """A click selects or unselects a card."""
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

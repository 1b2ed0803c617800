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
from collections.abc import Callable
from itertools import product
from typing import Any

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

from buraco_tui.engine import Card, IllegalAction, cards_text, check_meld, parse_cards
from buraco_tui.i18n import cards_count, level_name, tr
from buraco_tui.session import HUMAN, ZECA, MatchSession, NotYourTurn

from .cards import cards_line, plain_cards
from .footer import KeyFooter
from .hand import HandView
from .lixo import LixoView, MonteView
from .melds import MeldsView
from .score import ScorePanel

SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3, -1: 4}
"""Display order of the suits: ♠ ♥ ♣ ♦ alternates black and red."""

MIN_WIDTH, MIN_HEIGHT = 80, 24

ERROR = Style(color="#ff6b6b", bold=True)
HINT = Style(color="#e3b341", bold=True)
INFO = Style()
TURN = Style(bold=True)


def sort_hand(cards: list[Card], how: str) -> list[Card]:
    """The hand in display order: by suit (then rank) or by value (rank, then suit)."""
    if how == "valor":
        return sorted(cards, key=lambda c: (c.is_joker, c.rank, SUIT_ORDER[c.suit]))
    return sorted(cards, key=lambda c: (SUIT_ORDER[c.suit], c.rank))


def split_jogos(cards: list[Card], rules: Any) -> list[list[Card]] | None:
    """Split selected cards into several valid jogos (by suit, or by rank with trincas).

    Used when the selection is not one jogo, so that several jogos can go down at once
    (the vulnerável opening needs it). None when no split works.
    """
    wilds = [c for c in cards if c.is_joker or c.rank == 2]
    for key in (lambda c: c.suit, lambda c: c.rank) if rules.trincas else (lambda c: c.suit,):
        for n_wild in range(len(wilds) + 1):
            naturals = list(cards)
            for w in wilds[:n_wild]:
                naturals.remove(w)
            groups: dict[int, list[Card]] = {}
            for c in naturals:
                groups.setdefault(key(c), []).append(c)
            names = list(groups)
            if len(names) < 2 and n_wild == 0:
                continue
            for choice in product(range(len(names)), repeat=n_wild):
                trial = {k: list(v) for k, v in groups.items()}
                for w, g in zip(wilds[:n_wild], choice, strict=True):
                    trial[names[g]].append(w)
                jogos = list(trial.values())
                if len(jogos) >= 2 and all(check_meld(j, rules).ok for j in jogos):
                    return jogos
    return None


class ZecaMove(Message):
    """Zeca's worker chose an action (or failed to, then ``action`` is None)."""

    def __init__(self, token: int, action: dict[str, Any] | None) -> None:
        super().__init__()
        self.token = token
        self.action = action


class HintReady(Message):
    """The Dica's worker found a move."""

    def __init__(self, token: tuple, found: Any) -> None:
        super().__init__()
        self.token = token
        self.found = found


class Box(VerticalScroll, can_focus=False):
    """A scrolling box that never takes the keyboard focus (the keys belong to the table)."""


class TableScreen(Screen):
    """The whole table for one match against Zeca."""

    CSS_PATH = "table.tcss"

    BINDINGS = [
        Binding("left", "cursor(-1)", "key.cursor", key_display="←→"),
        Binding("right", "cursor(1)", "key.cursor", show=False),
        Binding("up", "cursor_row(-1)", "key.cursor", show=False),
        Binding("down", "cursor_row(1)", "key.cursor", show=False),
        Binding("space", "toggle", "key.select", key_display="spc"),
        Binding("escape", "clear", "key.clear", key_display="esc"),
        Binding("c", "comprar", "key.comprar"),
        Binding("l", "lixo", "key.lixo"),
        Binding("b", "baixar", "key.baixar"),
        Binding("e", "encostar", "key.encostar"),
        *[
            Binding(str(n), f"jogo({n})", "key.jogo_n", key_display="1-9", show=n == 1)
            for n in range(1, 10)
        ],
        Binding("d", "descartar", "key.descartar"),
        Binding("u", "desfazer", "key.desfazer"),
        Binding("h", "dica", "key.dica"),
        Binding("o", "ordenar", "key.ordenar"),
        Binding("s", "som", "key.som"),
        Binding("f", "avancar", "key.avancar"),
        Binding("enter", "contagem", "key.contagem", key_display="⏎"),
        Binding("question_mark,f1", "ajuda", "key.ajuda", key_display="?"),
        Binding("n", "nova", "key.nova"),
        Binding("t", "stats", "key.stats"),
        Binding("g", "opcoes", "key.opcoes"),
        Binding("q", "sair", "key.sair"),
    ]

    def __init__(self, session: MatchSession) -> None:
        super().__init__()
        self.session = session
        self.order: list[Card] = []
        self.selected: set[int] = set()
        self.cursor = 0
        self.pending: str | None = None
        self.hint: Any = None
        self.hinted: set[int] = set()
        self.message: tuple[str, Style] = ("", INFO)
        self.zeca_token = 0
        self.zeca_busy = False
        self.hint_token: tuple | None = None
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
        if small:
            self.query_one("#too-small", Static).update(tr("too_small", self.lang, w=w, h=h))

    # ------------------------------------------------------------------ helpers

    @property
    def lang(self) -> str:
        """The interface language."""
        return getattr(self.app, "lang", "pt")

    @property
    def settings(self) -> Any:
        """The player's settings (owned by the app)."""
        return self.app.settings  # type: ignore[attr-defined]

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
        head.append(f"{tr('zeca', lang)} ({level_name(self.session.config.level, lang)})  ", TURN)
        head.append("▒" * min(n, 22) + " ", Style(color="#5b7fb0"))
        head.append(cards_count(n, lang))
        taken = g.lixo_taken(ZECA)
        if taken:
            head.append("   " + tr("from_lixo", lang) + " ")
            head.append_text(cards_line(taken, ascii_suits))
        self.query_one("#zeca-head", Static).update(head)
        zeca = self.query_one("#zeca-jogos", MeldsView)
        zeca.melds = g.melds(ZECA)
        zeca.numbered = False
        zeca.ascii_suits = ascii_suits
        zeca.empty_text = tr("no_jogos", lang)
        zeca.label = self._canastra_label
        zeca.refresh(layout=True)

        # middle
        monte = self.query_one("#monte", MonteView)
        monte_text = Text()
        monte_text.append(f"{tr('monte', lang):<7}", TURN)
        monte_text.append(f"{g.monte_count:>3}\n")
        monte_text.append(f"{tr('mortos', lang):<7}", TURN)
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
        lixo.empty_text = tr("lixo_empty", lang)
        lixo.top_text = "◂ " + tr("lixo_top", lang)
        lixo.refresh(layout=True)
        # the top card (last in the fan) must stay in sight when the fan outgrows its box
        self.call_after_refresh(self.query_one("#lixo-box", Box).scroll_end, animate=False)
        lixo_head = Text()
        lixo_head.append(tr("lixo", lang), TURN)
        lixo_head.append(f" ({len(g.lixo)})")
        if marks and marks.lixo:
            lixo_head.append("  " + tr("learn_lixo", lang, cards=plain_cards(marks.lixo, ascii_suits)), HINT)
        self.query_one("#lixo-head", Static).update(lixo_head)

        # your jogos
        my_head = Text(tr("your_jogos", lang), TURN)
        if learning:
            my_head.append("   " + tr("learn_legend", lang), Style(color="#6cc36c"))
        self.query_one("#my-head", Static).update(my_head)
        mine = self.query_one("#my-jogos", MeldsView)
        mine.melds = g.melds(HUMAN)
        mine.ascii_suits = ascii_suits
        mine.empty_text = tr("no_jogos", lang)
        mine.label = self._canastra_label
        mine.targets = self._target_jogos()
        mine.refresh(layout=True)

        # your hand
        hand_head = Text(tr("your_hand", lang), TURN)
        hand_head.append(
            f"  {cards_count(len(self.order), lang)} · "
            + tr("sorted_naipe" if self.settings.sort == "naipe" else "sorted_valor", lang)
        )
        if self.selected:
            key = "selected_1" if len(self.selected) == 1 else "selected_n"
            hand_head.append(" · " + tr(key, lang, n=len(self.selected)), HINT)
        if taken_by_me := g.lixo_taken(HUMAN):
            hand_head.append("   " + tr("from_lixo", lang) + " ")
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

        extra = tr("sound_on", lang) if self.settings.sound else ""
        self.query_one("#score", ScorePanel).show(g, lang, extra)
        self._draw_status()
        self.refresh_bindings()  # the skip and count keys come and go with the turn

    def _canastra_label(self, kind: str) -> str:
        return tr(f"canastra.{kind}", self.lang)

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
            return Text(tr("st.match_over", lang), TURN)
        if g.hand_over:
            return Text(tr("st.hand_over", lang), TURN)
        if self.session.zeca_to_act:
            key = "st.zeca_thinking" if self.zeca_busy else "st.zeca_turn"
            return Text(tr(key, lang), TURN)
        if g.phase == "comprar":
            key = "st.your_comprar_fechado" if g.rules.lixo_fechado else "st.your_comprar"
        else:
            key = "st.your_baixar"
        line = Text(tr(key, lang), TURN)
        if self.session.config.move_time:
            line.append("  ⏱ " + tr("timer", lang, s=self.time_left), HINT)
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
            self.refuse(tr("st.not_your_turn", self.lang) if not self.session.game.hand_over else tr("st.hand_over", self.lang))
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
        self.app.autosave()  # type: ignore[attr-defined]
        if by == HUMAN or self.session.human_to_act:
            self.time_left = self.session.config.move_time
        if g.hand_over:
            if g.batida_by is not None:
                self.bell()
            if g.match_over:
                self.app.record_finished()  # type: ignore[attr-defined]
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
            who = tr("who.you" if e.get("seat") == HUMAN else "who.zeca", lang)
            acao = e.get("acao")
            cards = self._plain(e.get("cartas", ""))
            if acao == "comprar":
                if e.get("seat") == ZECA:
                    parts.append(tr("ev.comprar", lang, who=who))
            elif acao == "pegar_lixo" and "jogo" in e:
                parts.append(tr("ev.pegar_lixo_jogo", lang, who=who, cards=cards, n=int(e["jogo"]) + 1))
            elif acao == "pegar_lixo":
                parts.append(tr("ev.pegar_lixo", lang, who=who, cards=cards))
            elif acao == "baixar":
                parts.append(tr("ev.baixar", lang, who=who, cards=cards))
            elif acao == "encostar":
                parts.append(tr("ev.encostar", lang, who=who, cards=cards, n=int(e["jogo"]) + 1))
            elif acao == "descartar":
                parts.append(tr("ev.descartar", lang, who=who, card=self._plain(e.get("carta", ""))))
            elif acao == "morto":
                key = "ev.morto_direta" if e.get("direta") else "ev.morto_indireta"
                parts.append(tr(key, lang, who=who))
            elif acao == "morto_vira_monte":
                parts.append(tr("ev.morto_vira_monte", lang))
            elif acao == "fim_da_mao":
                if e.get("fim") == "batida":
                    parts.append(tr("ev.fim_batida", lang, who=who))
                else:
                    parts.append(tr("ev.fim_monte", lang))
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
    def zeca_worker(self, view: dict, level: str, seed: int, delay: float, token: int) -> None:
        """Choose Zeca's action off the UI thread, wait the bot delay, post it."""
        worker = get_current_worker()
        start = time.monotonic()
        chooser: Callable[[], Any] = self.app.zeca_chooser(view, level, seed)  # type: ignore[attr-defined]
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
        what = self.narrate([e for e in events if e.get("seat") == HUMAN]) or tr("ev.comprar", self.lang, who=tr("who.you", self.lang))
        self.say(tr("st.timeout", self.lang, what=what), HINT)

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
            self.app.autosave()  # type: ignore[attr-defined]
            self.turn_log = []
            self.message = ("", INFO)
            self.time_left = self.session.config.move_time
            self.refresh_table()
            if self.session.zeca_to_act:
                self.start_zeca()
            else:
                self.bell()
        elif choice == "again":
            self.app.play_again()  # type: ignore[attr-defined]
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

    def action_cursor(self, step: int) -> None:
        """Move the cursor along the hand."""
        if self.order:
            self.cursor = (self.cursor + step) % len(self.order)
            self._draw_hand()

    def action_cursor_row(self, step: int) -> None:
        """Move the cursor to the row above or below."""
        if self.order:
            per = self.query_one("#hand", HandView).per_row()
            self.cursor = max(0, min(len(self.order) - 1, self.cursor + step * per))
            self._draw_hand()

    def action_toggle(self) -> None:
        """Select or unselect the card under the cursor."""
        if self.order:
            self.toggle(self.cursor)

    def toggle(self, index: int) -> None:
        """Select or unselect one card of the hand."""
        self.selected ^= {index}
        self.cursor = index
        if self.pending == "encostar":
            self.pending = None
        self._draw_hand()

    def action_clear(self) -> None:
        """Unselect every card."""
        self.selected.clear()
        self.pending = None
        self.refresh_table()

    def _draw_hand(self) -> None:
        self.refresh_table()

    def action_comprar(self) -> None:
        """Draw the top card of the monte."""
        self.play({"acao": "comprar"})

    def action_lixo(self) -> None:
        """Take the lixo (closed lixo: with the selected cards, or onto a jogo)."""
        g = self.session.game
        if not g.rules.lixo_fechado or not self.session.human_to_act or g.phase != "comprar" or not g.lixo:
            self.play({"acao": "pegar_lixo"})
            return
        chosen = self.selection()
        if self._hinted_action("pegar_lixo", chosen):
            return
        if chosen:
            self.play({"acao": "pegar_lixo", "cartas": cards_text(chosen)})
            return
        self.pending = "lixo"
        fitting = self._fitting_jogos()
        if len(fitting) == 1:
            self.play({"acao": "pegar_lixo", "jogo": fitting[0]})
        elif fitting:
            self.refresh_table()
            self.say(tr("st.which_jogo_lixo", self.lang, carta=self._plain(str(g.lixo[-1]))), HINT)
        else:
            self.pending = None
            self.play({"acao": "pegar_lixo"})

    def _hinted_action(self, acao: str, chosen: list[Card]) -> bool:
        """Play the Dica's own action when the key matches it and the cards are its cards."""
        action = self.hint.action if self.hint is not None else None
        if not action or action.get("acao") != acao or "jogo" not in action:
            return False
        if sorted(chosen) != sorted(parse_cards(action.get("cartas", ""))):
            return False
        self.play(dict(action))
        return True

    def action_baixar(self) -> None:
        """Lay the selected cards down as a new jogo (or several, when they split)."""
        chosen = self.selection()
        if not self.session.human_to_act:
            self.play({"acao": "baixar", "cartas": cards_text(chosen)})
            return
        if not chosen:
            self.refuse(tr("st.select_first", self.lang))
            return
        rules = self.session.game.rules
        if not check_meld(chosen, rules).ok and self.session.game.phase == "baixar":
            jogos = split_jogos(chosen, rules)
            if jogos:
                self.play({"acao": "baixar_varios", "jogos": [cards_text(j) for j in jogos]})
                return
        self.play({"acao": "baixar", "cartas": cards_text(chosen)})

    def action_encostar(self) -> None:
        """Add the selected cards to the jogo they fit (asks which when several)."""
        chosen = self.selection()
        g = self.session.game
        if not self.session.human_to_act:
            self.play({"acao": "encostar", "jogo": 0, "cartas": cards_text(chosen)})
            return
        if not chosen:
            self.refuse(tr("st.select_first", self.lang))
            return
        if not g.melds(HUMAN):
            self.refuse(tr("st.no_jogos_yet", self.lang))
            return
        if self._hinted_action("encostar", chosen):
            return
        self.pending = "encostar"
        fitting = self._fitting_jogos()
        if len(fitting) == 1:
            self.pending = None
            self.play({"acao": "encostar", "jogo": fitting[0], "cartas": cards_text(chosen)})
        elif fitting:
            self.refresh_table()
            self.say(tr("st.which_jogo", self.lang), HINT)
        else:
            self.pending = None
            if len(g.melds(HUMAN)) == 1:
                self.play({"acao": "encostar", "jogo": 0, "cartas": cards_text(chosen)})
            else:
                self.refuse(tr("st.no_jogo_fits", self.lang))

    def action_jogo(self, number: int) -> None:
        """Pick a jogo by its number: encostar the selection, or the lixo's top card."""
        self.use_jogo(number - 1)

    def use_jogo(self, index: int) -> None:
        """Encostar on jogo ``index`` (or put the closed lixo's top card on it)."""
        if self.pending == "lixo":
            self.pending = None
            self.play({"acao": "pegar_lixo", "jogo": index})
            return
        chosen = self.selection()
        if not chosen:
            self.refuse(tr("st.select_first", self.lang))
            return
        self.pending = None
        self.play({"acao": "encostar", "jogo": index, "cartas": cards_text(chosen)})

    def action_descartar(self) -> None:
        """Discard the one selected card."""
        chosen = self.selection()
        if self.session.human_to_act and len(chosen) != 1:
            self.refuse(tr("st.discard_one", self.lang))
            return
        self.play({"acao": "descartar", "carta": cards_text(chosen) or "?"})

    def action_desfazer(self) -> None:
        """Take back the last lay-down or the lixo (until the discard)."""
        if not self.session.human_to_act:
            self.refuse(tr("st.not_your_turn", self.lang))
            return
        if not self.session.undo():
            self.refuse(tr("st.nothing_to_undo", self.lang))
            return
        self.selected.clear()
        self.hinted.clear()
        self.hint = None
        self.pending = None
        self.app.autosave()  # type: ignore[attr-defined]
        self.message = (tr("st.undone", self.lang), INFO)
        self.refresh_table()

    def action_dica(self) -> None:
        """Ask Zeca's reasoning, on your own view, for your best move now."""
        if not self.session.human_to_act:
            self.refuse(tr("st.not_your_turn", self.lang))
            return
        g = self.session.game
        token = (g.hand_number, len(g.log), len(self.session.undo_stack), g.phase)
        self.hint_token = token
        self.say(tr("st.hint_thinking", self.lang), HINT)
        self.hint_worker(g.view(HUMAN), self.lang, self.session.decision_seed(), token)

    @work(thread=True, exclusive=True, exit_on_error=False, group="hint")
    def hint_worker(self, view: dict, lang: str, seed: int, token: tuple) -> None:
        """Run the hint off the UI thread and post what it found."""
        try:
            found = self.app.find_hint(view, lang, seed)  # type: ignore[attr-defined]
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
            self.say(tr("st.hint_none", self.lang), HINT)
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
        self.message = (tr("st.hint", self.lang, reason=found.reason), HINT)
        self.refresh_table()

    def action_ordenar(self) -> None:
        """Toggle the hand between by suit and by value."""
        chosen = self.selection()
        self.settings.sort = "valor" if self.settings.sort == "naipe" else "naipe"
        self.app.save_settings()  # type: ignore[attr-defined]
        self.order = sort_hand(self.session.game.hand(HUMAN), self.settings.sort)
        self.selected = _indices_of(chosen, self.order)
        hinted = [self.order[i] for i in self.hinted] if self.hint else []
        self.hinted = _indices_of(hinted, self.order)
        how = tr("sorted_naipe" if self.settings.sort == "naipe" else "sorted_valor", self.lang)
        self.message = (tr("st.sorted", self.lang, how=how), INFO)
        self.refresh_table()

    def action_som(self) -> None:
        """Sound on or off (a bell on your turn and on the batida)."""
        self.settings.sound = not self.settings.sound
        self.app.save_settings()  # type: ignore[attr-defined]
        state = tr("st.on" if self.settings.sound else "st.off", self.lang)
        self.message = (tr("st.sound", self.lang, state=state), INFO)
        self.bell()
        self.refresh_table()

    def action_avancar(self) -> None:
        """Skip ahead through Zeca's turn."""
        self.skip.set()

    def action_contagem(self) -> None:
        """Show the count of the hand that ended."""
        if self.session.game.hand_over:
            self.show_count()

    def action_ajuda(self) -> None:
        """The keys and the rules of this table."""
        from .help import HelpScreen

        self.app.push_screen(HelpScreen(self.session.game.rules, self.lang, self.BINDINGS))

    def action_nova(self) -> None:
        """Start a new match (asks first when one is running)."""
        self.app.ask_new_match()  # type: ignore[attr-defined]

    def action_stats(self) -> None:
        """The statistics per mode and target."""
        self.app.show_stats()  # type: ignore[attr-defined]

    def action_opcoes(self) -> None:
        """Language, ASCII suits, learning mode, timer."""
        self.app.show_options()  # type: ignore[attr-defined]

    def action_sair(self) -> None:
        """Quit; the match is already saved."""
        self.app.exit(0)

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


def _indices_of(cards: list[Card], order: list[Card]) -> set[int]:
    """Positions in ``order`` of ``cards`` (copies matched one to one)."""
    out: set[int] = set()
    for card in cards:
        for i, c in enumerate(order):
            if c == card and i not in out:
                out.add(i)
                break
    return out

"""How the table's state reaches its views: the watchers of the table's reactive
attributes, and what each view is handed from the session (the seats, the jogos and
piles, the hand and its head, the score, the status line).

:class:`TableViews` is mixed into :class:`~buraco_tui.screens.table.TableScreen`, which
declares the reactive attributes these watchers follow (their types for the parts:
:class:`~buraco_tui.screens.table_state.TableState`) and composes the views they fill.
"""

from __future__ import annotations

from textual.geometry import Region

from buraco_tui.engine import check_meld
from buraco_tui.match.session import HUMAN, ZECA
from buraco_tui.text.lang import tr
from buraco_tui.text.names import is_partner, level_name, seat_name

from .table_fill import show_jogos_and_piles
from .table_state import TableState
from .widgets.bands import Band, LogView, SeatLine, ZecaBand
from .widgets.box import Box
from .widgets.cards import cards_in_text, plain_cards
from .widgets.cued import CuedBox
from .widgets.hand import HandView, sort_hand
from .widgets.lixo import LixoView, MonteView
from .widgets.melds import MeldsView
from .widgets.score import ScorePanel, ScoreSummary

#: How many of the cards the lixo gives the learning line names (decision 82).
LIXO_NOTE_CARDS = 4


class TableViews(TableState):
    """The table's watchers and the ``_sync_*`` methods that hand the views their data."""

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
        # the Dica's and the engine's sentences name cards as the engine writes them
        log.text, log.kind = cards_in_text(text, self.letters), kind

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
            # a few cards by name, more only counted: the fan marks them all, and a line
            # that wrapped would push the top of the fan out of sight
            if len(marks.lixo) > LIXO_NOTE_CARDS:
                note = tr("ui.learn_lixo_many", lang, count=len(marks.lixo))
            else:
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
        notes = [tr("ui.practice_note", lang)] if self.session.config.practice else []
        if self.settings.sound:
            notes.append(tr("ui.sound_on", lang))
        extra = "\n".join(notes)  # a practice says so for as long as it is played
        self.query_one("#score", ScorePanel).summary = ScoreSummary.of(g, lang, extra)

        self._sync_choice()
        self._sync_status()
        self.refresh_bindings()  # the skip and count keys come and go with the turn
        for box in self.query(CuedBox):  # what no longer fits is counted on its cue
            self.call_after_refresh(box.update_cue)

    def _seat_line(self, seat: int, third: list[int]) -> SeatLine:
        """What the table shows of a bot's seat now."""
        g = self.session.game
        lang = self.lang
        players = g.players
        n = len(g.hand(seat))
        name = seat_name(seat, players, lang)
        # the cards a bot shows carry its name at every table ("Zeca mostrou do lixo:")
        taken_label = f"{name} {tr('ui.zeca_from_lixo', lang)} "
        turn_text = ""
        if players > 2 and g.turn == seat and not g.hand_over:
            turn_text = "  ◂ " + tr("ui.seats.turn", lang)
        return SeatLine(
            name=f"{name} ({level_name(self.session.config.level_of(seat), lang)})",
            count=n,
            count_text=tr("ui.cards", lang, n=n),
            taken=tuple(sort_hand(g.lixo_taken(seat), self.settings.sort)),
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
        # listed as the hand shows them, whatever order the lixo had
        taken = tuple(sort_hand(g.lixo_taken(HUMAN), self.settings.sort))
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

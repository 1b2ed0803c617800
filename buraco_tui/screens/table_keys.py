"""What the table's keys do: select, draw, take the lixo, baixar, encostar, discard,
undo, Dica (asked in a worker, its move marked on the hand), sort, sound, and the other
screens.

:class:`TableActions` is mixed into :class:`~buraco_tui.screens.table.TableScreen`, which
holds the state these actions read and change (the session, the selection, the cursor:
:class:`~buraco_tui.screens.table_state.TableState`) and draws the table; the bindings
that call them are declared there.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

from textual import work

from buraco_tui.engine import Card, cards_text, check_meld, parse_cards
from buraco_tui.match.session import HUMAN, split_jogos
from buraco_tui.text.lang import tr

from .background import post_answer
from .messages import HintReady
from .table_state import TableState
from .widgets.bands import NO_BREAK
from .widgets.hand import HandView, indices_of
from .widgets.score import ScorePanel

if TYPE_CHECKING:
    from textual.binding import Binding

# the key that plays a hinted move whose cards the Dica has marked in the hand
_MARKED_KEY = {"baixar": "b", "baixar_varios": "b", "encostar": "e", "pegar_lixo": "l"}


def hint_sentence(reason: str, marked_key: str | None, lang: str) -> str:
    """The Dica's line on the status band: its reason, then, when the Dica marked the
    cards of its move, the key that plays them. That tail's spaces are no-break spaces,
    so a narrow band wraps it whole onto the next line, never in its middle."""
    said = tr("ui.st.hint", lang, reason=reason)
    if marked_key:
        tail = tr("ui.st.hint_marked", lang, key=marked_key)
        said += " " + tail.replace(" ", NO_BREAK)
    return said


class TableActions(TableState):
    """The ``action_*`` methods of the table (the player's keys)."""

    def action_cursor(self, step: int) -> None:
        """Move the cursor along the hand."""
        if self.order:
            self.cursor = (self.cursor + step) % len(self.order)

    def action_cursor_row(self, step: int) -> None:
        """Move the cursor to the row above or below."""
        if self.order:
            per = self.query_one("#hand", HandView).per_row()
            self.cursor = max(0, min(len(self.order) - 1, self.cursor + step * per))

    def action_cursor_to(self, index: int) -> None:
        """Home and End: the first or the last card of the hand."""
        if self.order:
            self.cursor = index % len(self.order)

    # the table's own "toggle" (space) replaces DOMNode's action_toggle(attribute_name)
    def action_toggle(self) -> None:  # type: ignore[override]
        """Select or unselect the card under the cursor."""
        if self.order:
            self.toggle(self.cursor)

    def toggle(self, index: int) -> None:
        """Select or unselect one card of the hand."""
        self.selected = self.selected ^ {index}
        self.cursor = index
        if self.pending == "encostar":
            self.pending = None

    def action_clear(self) -> None:
        """Unselect every card (and stop asking for a jogo)."""
        self.selected = frozenset()
        self.pending = None
        self.jogo_digits = None

    def action_comprar(self) -> None:
        """Draw the top card of the monte."""
        self.play({"acao": "comprar"})

    def action_lixo(self) -> None:
        """Take the lixo (closed lixo: with the selected cards, or onto a jogo)."""
        g = self.session.game
        if (
            not g.rules.lixo_fechado
            or not self.session.human_to_act
            or g.phase != "comprar"
            or not g.lixo
        ):
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
            self.say(
                tr("ui.st.which_jogo_lixo", self.lang, carta=self._plain(str(g.lixo[-1]))), "hint"
            )
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
            self.refuse(tr("ui.st.select_first", self.lang))
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
            self.refuse(tr("ui.st.select_first", self.lang))
            return
        if not g.melds(HUMAN):
            self.refuse(tr("ui.st.no_jogos_yet", self.lang))
            return
        if self._hinted_action("encostar", chosen):
            return
        self.pending = "encostar"
        fitting = self._fitting_jogos()
        if len(fitting) == 1:
            self.pending = None
            self.play({"acao": "encostar", "jogo": fitting[0], "cartas": cards_text(chosen)})
        elif fitting:
            self.say(tr("ui.st.which_jogo", self.lang), "hint")
        else:
            self.pending = None
            if len(g.melds(HUMAN)) == 1:
                self.play({"acao": "encostar", "jogo": 0, "cartas": cards_text(chosen)})
            else:
                self.refuse(tr("ui.st.no_jogo_fits", self.lang))

    def key_label(self, binding: Binding) -> str:
        """What a key does now, for the footer: while a jogo number is typed after ``j``,
        Enter uses that jogo (it shows the count only when a hand is over)."""
        if binding.action == "contagem" and self.jogo_digits is not None:
            return "ui.key.usar_jogo"
        return binding.description

    def action_jogo(self, number: int) -> None:
        """Pick a jogo by its number: encostar the selection, or the lixo's top card.

        After ``j`` the digit goes into the number being typed instead.
        """
        if self.jogo_digits is not None:
            self.type_jogo_digit(number)
        elif number:
            self.use_jogo(number - 1)

    def action_jogo_number(self) -> None:
        """``j``: type a jogo's number (10 and up), then Enter."""
        self.jogo_digits = ""

    def type_jogo_digit(self, digit: int) -> None:
        """One more digit of the jogo's number; it is used as soon as no longer one exists."""
        digits = f"{self.jogo_digits or ''}{digit}".lstrip("0")
        self.jogo_digits = digits
        if digits and int(digits) * 10 > len(self.session.game.melds(HUMAN)):
            self.confirm_jogo()

    def confirm_jogo(self) -> None:
        """Use the jogo whose number was typed (nothing typed: stop asking)."""
        digits, self.jogo_digits = self.jogo_digits, None
        if digits:
            self.use_jogo(int(digits) - 1)

    def use_jogo(self, index: int) -> None:
        """Encostar on jogo ``index`` (or put the closed lixo's top card on it)."""
        if self.pending == "lixo":
            self.pending = None
            self.play({"acao": "pegar_lixo", "jogo": index})
            return
        chosen = self.selection()
        if not chosen:
            self.refuse(tr("ui.st.select_first", self.lang))
            return
        self.pending = None
        self.play({"acao": "encostar", "jogo": index, "cartas": cards_text(chosen)})

    def action_descartar(self) -> None:
        """Discard the one selected card, or the card under the cursor when none is selected."""
        chosen = self.selection()
        if not chosen and self.order:
            chosen = [self.order[min(self.cursor, len(self.order) - 1)]]
        if self.session.human_to_act and len(chosen) != 1:
            self.refuse(tr("ui.st.discard_one", self.lang))
            return
        self.play({"acao": "descartar", "carta": cards_text(chosen) or "?"})

    def action_desfazer(self) -> None:
        """Take back the last lay-down or the lixo (until the discard)."""
        if not self.session.human_to_act:
            self.refuse(tr("ui.st.not_your_turn", self.lang))
            return
        if not self.session.undo():
            self.refuse(tr("ui.st.nothing_to_undo", self.lang))
            return
        self.selected = frozenset()
        self.hinted = frozenset()
        self.hint = None
        self.pending = None
        self.services.autosave()
        self.message = (tr("ui.st.undone", self.lang), "info")
        self.changed()

    def action_dica(self) -> None:
        """Ask Zeca's reasoning, on your own view, for your best move now."""
        if not self.session.human_to_act:
            self.refuse(tr("ui.st.not_your_turn", self.lang))
            return
        g = self.session.game
        token = (g.hand_number, len(g.log), len(self.session.undo_stack), g.phase)
        self.hint_token = token
        self.say(tr("ui.st.hint_thinking", self.lang), "hint")
        self.hint_worker(g.view(HUMAN), self.lang, self.session.decision_seed(), token)

    @work(thread=True, exclusive=True, exit_on_error=False, group="hint")
    def hint_worker(
        self, view: dict[str, Any], lang: str, seed: int, token: tuple[Any, ...]
    ) -> None:
        """Run the hint off the UI thread and post what it found."""
        find = partial(self.services.find_hint, view, lang, seed)
        post_answer(self, find, partial(HintReady, token))

    # found by its name: ``@on`` registers only in a class Textual builds, not in a mixin
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
        picked = indices_of(wanted, self.order)
        self.hinted = picked
        if action.get("acao") == "descartar" and picked:
            # the cursor, not a selection: ``d`` then discards whatever card it is on, so
            # moving it away from the hinted card discards the card the player chose
            self.selected = frozenset()
            self.cursor = min(picked)
        elif hand_move:
            self.selected = picked
        self.hint = found
        key = _MARKED_KEY.get(action.get("acao", ""))
        # the cards are marked already: space on them would unmark them, so say the key
        marked_key = key if hand_move and picked and key else None
        self.say(hint_sentence(found.reason, marked_key, self.lang), "hint")

    def action_ordenar(self) -> None:
        """Toggle the hand between by suit and by value."""
        chosen = self.selection()
        self.settings.sort = "valor" if self.settings.sort == "naipe" else "naipe"
        self.services.save_settings()
        hinted = [self.order[i] for i in self.hinted] if self.hint else []
        self.changed()
        self.selected = indices_of(chosen, self.order)
        self.hinted = indices_of(hinted, self.order)
        how = tr(
            "ui.sorted_naipe" if self.settings.sort == "naipe" else "ui.sorted_valor", self.lang
        )
        self.message = (tr("ui.st.sorted", self.lang, how=how), "info")

    def action_som(self) -> None:
        """Sound on or off (a bell on your turn and on the batida)."""
        self.settings.sound = not self.settings.sound
        self.services.save_settings()
        state = tr("ui.st.on" if self.settings.sound else "ui.st.off", self.lang)
        self.message = (tr("ui.st.sound", self.lang, state=state), "info")
        self.bell()
        self.changed()

    def action_avancar(self) -> None:
        """Skip ahead through Zeca's turn."""
        self.skip_zeca()

    def action_contagem(self) -> None:
        """Enter: the jogo number typed after ``j``, or the count of the hand that ended."""
        if self.jogo_digits is not None:
            self.confirm_jogo()
        elif self.session.game.hand_over:
            self.show_count()

    def action_rodadas(self) -> None:
        """History (issue 11): the keyboard goes to the round history, the last finished
        hand picked; ↑↓ pick another, Enter opens its replay, Esc comes back."""
        if not self.query_one("#score", ScorePanel).start_picking():
            self.refuse(tr("ui.hist2.none", self.lang))

    def action_jogadas(self) -> None:
        """Every turn of the hand so far, scrollable (issue 26: no bot's move is lost)."""
        from .table_log import turn_log_screen

        self.app.push_screen(turn_log_screen(self.session.game, self.lang, self.letters))

    def action_mesa(self) -> None:
        """Every jogo of every side, and every round of the score, whole."""
        from .table_jogos import JogosScreen

        self.app.push_screen(JogosScreen(self.session.game, self.lang, self.letters))

    def action_ajuda(self) -> None:
        """The keys and the rules of this table."""
        from .help import HelpScreen

        bindings = cast("list[Binding]", self.BINDINGS)  # the table declares Binding objects only
        self.app.push_screen(HelpScreen(self.session.game.rules, self.lang, bindings))

    def action_nova(self) -> None:
        """Start a new match (asks first when one is running)."""
        self.services.ask_new_match()

    def action_stats(self) -> None:
        """The statistics per mode and target."""
        self.services.show_stats()

    def action_opcoes(self) -> None:
        """Language, ASCII suits, learning mode, timer."""
        self.services.show_options()

    def action_sair(self) -> None:
        """Quit; the match is already saved."""
        self.app.exit(0)

"""Choosing a new match: the mode (every preset), the target, the seats, each bot's level
(Zeca's, the partner's, the other opponents'), learning, timer, the fanned lixo.

Learning mode is its own choice: changing the level never touches it (the player would not
see it switch). The seats offered are the ones the mode allows (``Rules.jogadores``); a
level row shows for each bot seat at the table, named as the table names it (decision 41).
The fanned lixo (``Rules.lixo_em_leque``) is offered only where the lixo is closed."""

from __future__ import annotations

from dataclasses import dataclass, field

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Label, Select

from buraco_tui.ai.levels import LEVELS
from buraco_tui.engine import PRESETS, ruleset
from buraco_tui.match.choices import TARGETS
from buraco_tui.text.lang import tr
from buraco_tui.text.names import (
    is_partner,
    level_name,
    mode_hint,
    mode_name,
    seat_name,
    target_name,
)

from .widgets.choice import choice
from .widgets.footer import KeyFooter
from .widgets.marked import MarkedButton
from .widgets.tick import Tick

MOVE_TIME = 45
MAX_SEATS = 6


def _mode_label(preset: str, lang: str) -> str:
    hint = mode_hint(preset, lang)
    return f"{mode_name(preset, lang)} — {hint}" if hint else mode_name(preset, lang)


@dataclass
class NewMatchChoice:
    """What the player picked."""

    rules: str
    target: int
    level: str
    learning: bool
    move_time: int
    players: int = 2
    seat_levels: list[str] = field(default_factory=list)
    """Each seat's level (``""`` for the player's); empty: every bot at ``level``."""
    lixo_em_leque: bool = False


class NewMatchScreen(ModalScreen["NewMatchChoice | None"]):
    """The new-match form; dismisses with a :class:`NewMatchChoice` or None."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape", "cancel", "ui.new.cancel", key_display="esc")]

    def __init__(
        self,
        lang: str,
        rules: str,
        target: int,
        level: str,
        learning: bool,
        move_time: int,
        players: int = 2,
        seat_levels: list[str] | None = None,
        lixo_em_leque: bool = False,
    ) -> None:
        super().__init__()
        self.lang = lang
        rules = rules if rules in PRESETS else PRESETS[0]
        self.initial = NewMatchChoice(
            rules,
            target if target in TARGETS else TARGETS[0],
            level if level in LEVELS else LEVELS[0],
            learning,
            move_time,
            players if players in ruleset(rules).jogadores else 2,
            list(seat_levels or []),
            lixo_em_leque,
        )

    def _seat_level(self, seat: int) -> str:
        levels = self.initial.seat_levels
        if seat < len(levels) and levels[seat] in LEVELS:
            return levels[seat]
        return self.initial.level

    def _players_options(self, rules: str) -> list[tuple[str, int]]:
        return [(tr(f"ui.seats.players.{n}", self.lang), n) for n in ruleset(rules).jogadores]

    def compose(self) -> ComposeResult:
        """One control per choice, then Start and Cancel."""
        lang, init = self.lang, self.initial
        with Vertical(classes="dialog", id="new-dialog"):
            yield Label(tr("ui.new.title", lang), classes="title")
            yield Label(tr("ui.new.mode", lang))
            yield choice([(_mode_label(p, lang), p) for p in PRESETS], init.rules, id="mode")
            yield Label(tr("ui.new.target", lang))
            yield choice([(target_name(t, lang), t) for t in TARGETS], init.target, id="target")
            with Horizontal(classes="row first"):
                yield Label(tr("ui.new.players", lang))
                yield choice(self._players_options(init.rules), init.players, id="players")
            levels = [(level_name(lv, lang), lv) for lv in LEVELS]
            with Horizontal(classes="row first"):
                yield Label(tr("ui.new.level", lang))
                yield choice(levels, init.level, id="level")
            for seat in range(2, MAX_SEATS):
                with Horizontal(classes="row", id=f"level-row-{seat}"):
                    yield Label(id=f"level-label-{seat}")
                    yield choice(levels, self._seat_level(seat), id=f"level-{seat}")
            yield Tick(tr("ui.new.learning", lang), init.learning, id="learning", compact=True)
            yield Tick(
                tr("ui.new.timer", lang),
                init.move_time > 0,
                id="timer",
                compact=True,
                classes="plain",
            )
            yield Tick(
                tr("ui.new.leque", lang),
                init.lixo_em_leque,
                id="leque",
                compact=True,
                classes="plain",
            )
            with Horizontal(classes="buttons"):
                yield MarkedButton(tr("ui.new.start", lang), "primary", id="start")
                yield MarkedButton(tr("ui.new.cancel", lang), id="cancel")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Start focused on the Start button: Enter plays with the shown choices."""
        self._show_seats()
        self.query_one("#start", Button).focus()

    def _players(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else 2

    def _show_seats(self) -> None:
        """One level row per bot seat at the table, named as the table names it; the
        fanned-lixo option only where the lixo is closed."""
        players = self._players()
        for seat in range(2, MAX_SEATS):
            row = self.query_one(f"#level-row-{seat}", Horizontal)
            row.display = seat < players
            if seat < players:
                name = seat_name(seat, players, self.lang)
                key = "ui.new.partner_level" if is_partner(seat, players) else "ui.new.seat_level"
                self.query_one(f"#level-label-{seat}", Label).update(tr(key, self.lang, name=name))
        rules = ruleset(str(self.query_one("#mode", Select).value))
        self.query_one("#leque", Checkbox).display = not rules.lixo_a_vista

    def on_select_changed(self, event: Select.Changed) -> None:
        """A new mode offers its own seat counts; a new count shows its bots' levels."""
        if event.select.id == "mode":
            players = self.query_one("#players", Select)
            current = self._players()
            options = self._players_options(str(event.value))
            players.set_options(options)
            allowed = [n for _, n in options]
            players.value = current if current in allowed else allowed[0]
        if event.select.id in ("mode", "players"):
            self._show_seats()

    def choice(self) -> NewMatchChoice:
        """The form's current values."""
        players = self._players()
        rules = str(self.query_one("#mode", Select).value)
        seat_levels = [""] + [
            str(self.query_one("#level" if seat == 1 else f"#level-{seat}", Select).value)
            for seat in range(1, players)
        ]
        leque = self.query_one("#leque", Checkbox).value and not ruleset(rules).lixo_a_vista
        return NewMatchChoice(
            rules=rules,
            target=int(self.query_one("#target", Select).value),  # type: ignore[arg-type]
            level=str(self.query_one("#level", Select).value),
            learning=self.query_one("#learning", Checkbox).value,
            move_time=MOVE_TIME if self.query_one("#timer", Checkbox).value else 0,
            players=players,
            seat_levels=seat_levels if players > 2 else [],
            lixo_em_leque=leque,
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start or cancel."""
        self.dismiss(self.choice() if event.button.id == "start" else None)

    def action_cancel(self) -> None:
        """Back without a new match."""
        self.dismiss(None)

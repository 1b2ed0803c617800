"""Choosing a new match: the mode (every preset), the target, Zeca's level, learning, timer.

Learning mode is its own choice: changing the level never touches it (the player would not
see it switch)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Label, Select

from buraco_tui.choices import LEVELS, TARGETS
from buraco_tui.engine import PRESETS
from buraco_tui.lang import tr
from buraco_tui.names import level_name, mode_hint, mode_name, target_name

from .footer import KeyFooter
from .marked import MarkedButton
from .tick import Tick

MOVE_TIME = 45


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


class NewMatchScreen(ModalScreen["NewMatchChoice | None"]):
    """The new-match form; dismisses with a :class:`NewMatchChoice` or None."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape", "cancel", "ui.new.cancel", key_display="esc")]

    def __init__(
        self, lang: str, rules: str, target: int, level: str, learning: bool, move_time: int
    ) -> None:
        super().__init__()
        self.lang = lang
        self.initial = NewMatchChoice(
            rules if rules in PRESETS else PRESETS[0],
            target if target in TARGETS else TARGETS[0],
            level if level in LEVELS else LEVELS[0],
            learning,
            move_time,
        )

    def compose(self) -> ComposeResult:
        """One control per choice, then Start and Cancel."""
        lang, init = self.lang, self.initial
        with Vertical(classes="dialog", id="new-dialog"):
            yield Label(tr("ui.new.title", lang), classes="title")
            yield Label(tr("ui.new.mode", lang))
            yield Select(
                [(_mode_label(p, lang), p) for p in PRESETS],
                value=init.rules,
                allow_blank=False,
                compact=True,
                id="mode",
            )
            yield Label(tr("ui.new.target", lang))
            yield Select(
                [(target_name(t, lang), t) for t in TARGETS],
                value=init.target,
                allow_blank=False,
                compact=True,
                id="target",
            )
            yield Label(tr("ui.new.level", lang))
            yield Select(
                [(level_name(lv, lang), lv) for lv in LEVELS],
                value=init.level,
                allow_blank=False,
                compact=True,
                id="level",
            )
            yield Tick(tr("ui.new.learning", lang), init.learning, id="learning", compact=True)
            yield Tick(tr("ui.new.timer", lang), init.move_time > 0, id="timer", compact=True)
            with Horizontal(classes="buttons"):
                yield MarkedButton(tr("ui.new.start", lang), "primary", id="start")
                yield MarkedButton(tr("ui.new.cancel", lang), id="cancel")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Start focused on the Start button: Enter plays with the shown choices."""
        self.query_one("#start", Button).focus()

    def choice(self) -> NewMatchChoice:
        """The form's current values."""
        return NewMatchChoice(
            rules=str(self.query_one("#mode", Select).value),
            target=int(self.query_one("#target", Select).value),  # type: ignore[arg-type]
            level=str(self.query_one("#level", Select).value),
            learning=self.query_one("#learning", Checkbox).value,
            move_time=MOVE_TIME if self.query_one("#timer", Checkbox).value else 0,
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start or cancel."""
        self.dismiss(self.choice() if event.button.id == "start" else None)

    def action_cancel(self) -> None:
        """Back without a new match."""
        self.dismiss(None)

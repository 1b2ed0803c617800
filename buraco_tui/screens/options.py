"""Options: language, ASCII suits, sound, theme, Zeca's pace, and this match's learning
mode and move timer. Every change applies at once; the app saves it."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Label, Select

from buraco_tui.text.lang import LANGS, tr

from .widgets.choice import choice
from .widgets.footer import KeyFooter
from .widgets.marked import MarkedButton
from .widgets.tick import Tick


class OptionsScreen(ModalScreen[None]):
    """Checkboxes and the language; ``on_change(name, value)`` applies each change."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [Binding("escape,g", "close", "ui.key.fechar", key_display="esc")]

    def __init__(
        self, lang: str, values: dict[str, object], on_change: Callable[[str, object], None]
    ) -> None:
        super().__init__()
        self.lang = lang
        self.values = values
        self.on_change = on_change

    def compose(self) -> ComposeResult:
        """The controls."""
        lang, v = self.lang, self.values
        with Vertical(classes="dialog", id="options-dialog"):
            yield Label(tr("ui.opt.title", lang), classes="title")
            yield Label(tr("ui.opt.lang", lang))
            yield choice([(tr("ui.lang_name", code), code) for code in LANGS], v["lang"], id="lang")
            for name, key in (
                ("ascii_suits", "ui.opt.ascii"),
                ("sound", "ui.opt.sound"),
                ("dark", "ui.opt.theme_dark"),
                ("fast", "ui.opt.fast"),
                ("learning", "ui.opt.learning"),
                ("timer", "ui.opt.timer"),
            ):
                yield Tick(tr(key, lang), bool(v[name]), id=name, compact=True)
            with Horizontal(classes="buttons"):
                yield MarkedButton(tr("ui.opt.close", lang), "primary", id="close")
        yield KeyFooter()

    @on(Checkbox.Changed)
    def checkbox_changed(self, event: Checkbox.Changed) -> None:
        """Apply a checkbox at once."""
        if event.checkbox.id and self.values.get(event.checkbox.id) != event.value:
            self.values[event.checkbox.id] = event.value
            self.on_change(event.checkbox.id, event.value)

    @on(Select.Changed, "#lang")
    def lang_changed(self, event: Select.Changed) -> None:
        """Apply the language at once."""
        if event.value in LANGS and event.value != self.values["lang"]:
            self.values["lang"] = event.value
            self.on_change("lang", event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Close."""
        self.dismiss(None)

    def action_close(self) -> None:
        """Close."""
        self.dismiss(None)

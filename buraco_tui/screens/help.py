"""The help screen: every key with what it does, the mouse, and the rules of this table."""

from __future__ import annotations

from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from buraco_tui.engine import Rules
from buraco_tui.screens.rules_text import rules_summary
from buraco_tui.text.lang import has, tr
from buraco_tui.text.names import mode_name

from .commands import PALETTE_BINDING
from .widgets.footer import KeyFooter, describe

BOLD = Style(bold=True)


def keys_text(bindings: list[Binding], lang: str) -> Table:
    """One row per key: how it shows, its name, what it does (wrapped in its column)."""
    table = Table.grid(padding=(0, 2))
    table.add_column(justify="right", style=BOLD, no_wrap=True)
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    seen: set[str] = set()
    for binding in bindings:
        if binding.description in seen:
            continue
        seen.add(binding.description)
        shown = binding.key_display or binding.key
        name = describe(binding.description, lang)
        explain_key = binding.description.replace("key.", "keyhelp.")
        explain = tr(explain_key, lang) if has(explain_key) else ""
        table.add_row(shown, name, explain)
    return table


def rules_text(rules: Rules, lang: str) -> Text:
    """The rules of the preset being played, one bullet per sentence."""
    out = Text()
    out.append(tr("ui.help.turn", lang) + "\n")
    for line in rules_summary(rules, lang):
        out.append("• " + line + "\n")
    return out


class HelpScreen(ModalScreen[None]):
    """Keys and rules; any of Esc, q or ? closes it."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", "ui.key.fechar", key_display="esc"),
    ]

    def __init__(self, rules: Rules, lang: str, bindings: list[Binding]) -> None:
        super().__init__()
        self.rules = rules
        self.lang = lang
        self.bindings = list(bindings)
        if PALETTE_BINDING not in self.bindings:
            self.bindings.append(PALETTE_BINDING)  # the app's key, on every table

    def compose(self) -> ComposeResult:
        """Keys first, then the mouse, then the rules."""
        lang = self.lang
        with Vertical(classes="dialog", id="help-dialog"):
            yield Static(tr("ui.help.title", lang), classes="title")
            with VerticalScroll(classes="scroll", id="help-scroll"):
                yield Static(Text(tr("ui.help.keys", lang), BOLD))
                yield Static(keys_text(self.bindings, lang), id="help-keys")
                yield Static(tr("ui.help.mouse", lang))
                yield Static(tr("ui.help.learning", lang))
                yield Static("")
                yield Static(
                    Text(tr("ui.help.rules", lang, mode=mode_name(self.rules.preset, lang)), BOLD)
                )
                yield Static(rules_text(self.rules, lang))
        yield KeyFooter()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

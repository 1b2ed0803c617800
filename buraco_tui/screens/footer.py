"""A Footer that shows every key: it wraps onto as many lines as the keys need.

Textual's Footer keeps one line and cuts what does not fit; the table has more keys than
one line of 80 or 100 cells holds, and the issue wants every key shown. This subclass
keeps the Footer's machinery (it recomposes when the bindings change) and lays the same
``FooterKey`` widgets out in rows, translating each binding's description (an
:mod:`buraco_tui.i18n` key) into the app's language.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from buraco_tui.i18n import STRINGS, tr


def describe(description: str, lang: str) -> str:
    """A binding's description in ``lang`` (it is an i18n key, or plain text)."""
    return tr(description, lang) if description in STRINGS else description


class KeyFooter(Footer):
    """Every shown binding of the screen, in rows that fit the width."""

    DEFAULT_CSS = """
    KeyFooter {
        layout: vertical;
        height: auto;
        max-height: 4;
    }
    KeyFooter HorizontalGroup { height: 1; width: 1fr; }
    """

    def __init__(self) -> None:
        super().__init__(show_command_palette=False, compact=True)

    def compose(self) -> ComposeResult:
        """The keys, one FooterKey each, packed in rows."""
        if not self._bindings_ready:
            return
        lang = getattr(self.app, "lang", "pt")
        width = max(20, self.app.size.width)
        seen: set[str] = set()
        keys: list[FooterKey] = []
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if not binding.show or binding.description in seen:
                continue
            seen.add(binding.description)
            keys.append(
                FooterKey(
                    binding.key,
                    self.app.get_key_display(binding),
                    describe(binding.description, lang),
                    binding.action,
                    disabled=not enabled,
                    tooltip=tooltip,
                ).data_bind(compact=Footer.compact)
            )
        rows: list[list[FooterKey]] = [[]]
        used = 0
        for key in keys:
            size = len(key.key_display) + len(key.description) + 2
            if rows[-1] and used + size > width:
                rows.append([])
                used = 0
            rows[-1].append(key)
            used += size
        for row in rows:
            yield HorizontalGroup(*row)

    _packed_width = 0

    def on_resize(self) -> None:
        """Re-pack the rows when the width changes."""
        width = self.app.size.width
        if self._bindings_ready and width != self._packed_width:
            self._packed_width = width
            self.call_after_refresh(self.recompose)

"""A Footer that shows every key: it wraps onto as many lines as the keys need.

Textual's Footer keeps one line and cuts what does not fit; the table has more keys than
one line of 80 or 100 cells holds, and the issue wants every key shown. This subclass
keeps the Footer's place and its binding signal, but draws all the keys in one light
widget (:class:`KeyBar`) that wraps them into rows and turns a click into the key press.
Each binding's description is a catalogue id (:mod:`buraco_tui.text.lang`), shown in the app's language.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer

from buraco_tui.text.lang import has, tr


def describe(description: str, lang: str) -> str:
    """A binding's description in ``lang`` (a catalogue id, or plain text)."""
    return tr(description, lang) if has(description) else description


class Key(NamedTuple):
    """One key as the bar shows it."""

    key: str
    shown: str
    label: str
    enabled: bool


class KeyBar(Widget):
    """All the keys as text rows; a click presses the key under the pointer."""

    COMPONENT_CLASSES = {"keybar--key", "keybar--label", "keybar--disabled"}
    DEFAULT_CSS = """
    KeyBar {
        height: auto;
        width: 1fr;
        background: $footer-background;
        color: $footer-foreground;
    }
    KeyBar > .keybar--key { color: $footer-key-foreground; text-style: bold; }
    KeyBar > .keybar--label { color: $footer-description-foreground; }
    KeyBar > .keybar--disabled { text-style: dim; }
    """

    def __init__(self, keys: list[Key]) -> None:
        super().__init__()
        self.keys = keys
        self._hits: list[tuple[int, int, int, str]] = []

    def _rows(self, width: int) -> list[list[tuple[int, Key]]]:
        rows: list[list[tuple[int, Key]]] = [[]]
        used = 0
        for key in self.keys:
            size = len(key.shown) + 1 + len(key.label)
            if rows[-1] and used + 1 + size > width:
                rows.append([])
                used = 0
            start = used + (1 if rows[-1] else 0)
            rows[-1].append((start, key))
            used = start + size
        return rows

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:  # noqa: D102
        return len(self._rows(max(1, width)))

    def render(self) -> Text:
        """The keys, packed in rows."""
        key_style = self.get_component_rich_style("keybar--key")
        label_style = self.get_component_rich_style("keybar--label")
        dim = self.get_component_rich_style("keybar--disabled")
        out = Text()
        hits = []
        for y, row in enumerate(self._rows(max(1, self.size.width))):
            if y:
                out.append("\n")
            x = 0
            for start, key in row:
                out.append(" " * (start - x))
                extra = dim if not key.enabled else None
                out.append(key.shown, key_style + extra if extra else key_style)
                out.append(" " + key.label, label_style + extra if extra else label_style)
                x = start + len(key.shown) + 1 + len(key.label)
                hits.append((y, start, x, key.key))
        self._hits = hits
        return out

    def on_click(self, event: events.Click) -> None:
        """Press the key that was clicked."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for y, start, end, key in self._hits:
            if y == offset.y and start <= offset.x < end:
                event.stop()
                self.app.simulate_key(key)
                return


class KeyFooter(Footer):
    """Every shown binding of the screen, in rows that fit the width."""

    DEFAULT_CSS = """
    KeyFooter {
        layout: vertical;
        height: auto;
        max-height: 4;
    }
    """

    def __init__(self) -> None:
        super().__init__(show_command_palette=False, compact=True)

    def current_keys(self) -> list[Key]:
        """The screen's shown bindings (one per description), translated.

        A screen with a ``key_label(binding) -> str`` method names its keys by what they do
        at the moment (it calls ``refresh_bindings`` when that changes)."""
        lang = getattr(self.app, "lang", "pt")
        seen: set[str] = set()
        keys: list[Key] = []
        # a screen may say what a key does right now (Enter while a jogo number is typed)
        label_of = getattr(self.screen, "key_label", None)
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            description = label_of(binding) if callable(label_of) else binding.description
            if not binding.show or description in seen:
                continue
            seen.add(description)
            keys.append(
                Key(
                    binding.key,
                    self.app.get_key_display(binding),
                    describe(description, lang),
                    enabled,
                )
            )
        return keys

    def compose(self) -> ComposeResult:
        """One KeyBar with every key."""
        yield KeyBar(self.current_keys() if self._bindings_ready else [])

    def bindings_changed(self, screen: Screen[Any]) -> None:
        """Bindings or language changed: redraw the bar (no re-mounting)."""
        self._bindings_ready = True
        if not self.is_attached or screen is not self.screen:
            return
        bars = self.query(KeyBar)
        if bars:
            keys = self.current_keys()
            bar = bars.first()
            if keys != bar.keys:
                bar.keys = keys
                bar.refresh(layout=True)
        else:
            self.call_after_refresh(self.recompose)

"""Another instance owns the data dir (issue 26): the offer to open read-only, and the
read-only screen itself.

:class:`DataDirBusyScreen` asks first: open read-only or quit (Esc quits, the default: a
second window on one data dir is most often a mistake). :class:`ReadOnlyScreen` is then
the whole app: watch the match the other instance plays (the replay of its last hand),
the past hands, the statistics; "play" only says why not. What each key does is the
app's (:class:`ReadOnlyActions`): this screen writes nothing and knows no store.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from buraco_tui.text.lang import tr

from .styles import stylesheet
from .widgets.footer import KeyFooter
from .widgets.marked import MarkedButton

READ_ONLY_CSS = stylesheet("read_only.tcss")


def busy_text(path: str, pid: int | None, lang: str) -> str:
    """Who holds the data dir, in words (the pid when the holder wrote it)."""
    if pid is None:
        return tr("ui.lock.body", lang, path=path)
    return tr("ui.lock.body_pid", lang, path=path, pid=pid)


class DataDirBusyScreen(ModalScreen[bool]):
    """The offer: True to open read-only, False to quit."""

    DEFAULT_CSS = READ_ONLY_CSS
    BINDINGS = [
        Binding("enter", "press_focused", "ui.key.choose", key_display="⏎", priority=True),
        Binding("l,r", "answer(True)", "ui.lock.read_only", key_display="l"),
        Binding("q,escape", "answer(False)", "ui.lock.quit", key_display="q/esc"),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, path: str, pid: int | None, lang: str) -> None:
        super().__init__()
        self.path = path
        self.pid = pid
        self.lang = lang

    def compose(self) -> ComposeResult:
        """Title, who holds the dir, the offer, why quitting is the default, two buttons."""
        lang = self.lang
        with Vertical(classes="dialog", id="busy-dialog"):
            yield Static(tr("ui.lock.title", lang), classes="title")
            yield Static(busy_text(self.path, self.pid, lang), id="busy-text")
            yield Static(tr("ui.lock.offer", lang), id="busy-offer")
            yield Static(tr("ui.lock.why", lang), classes="why")
            with Horizontal(classes="buttons"):
                yield MarkedButton(tr("ui.lock.read_only", lang), "default", id="read-only")
                yield MarkedButton(tr("ui.lock.quit", lang), "primary", id="quit")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Quitting is focused: Enter alone never opens a second window on the dir."""
        self.query_one("#quit", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Read-only or quit, by the mouse."""
        self.dismiss(event.button.id == "read-only")

    def action_press_focused(self) -> None:
        """Enter: the focused button."""
        focused = self.focused
        self.dismiss(isinstance(focused, Button) and focused.id == "read-only")

    def action_answer(self, read_only: bool) -> None:
        """Answer from the keyboard."""
        self.dismiss(read_only)


@dataclass(frozen=True)
class ReadOnlyActions:
    """What the read-only screen's keys ask of the app."""

    watch: Callable[[], None]
    hands: Callable[[], None]
    stats: Callable[[], None]
    play: Callable[[], None]


class ReadOnlyScreen(Screen[None]):
    """The app while another instance owns the data dir: look, never write."""

    DEFAULT_CSS = READ_ONLY_CSS
    BINDINGS = [
        Binding("v", "watch", "ui.ro.key.watch"),
        Binding("m", "hands", "ui.ro.key.hands"),
        Binding("t", "stats", "ui.ro.key.stats"),
        Binding("n", "play", "ui.ro.key.play"),
        Binding("q", "app.quit", "ui.ro.key.quit"),
    ]

    def __init__(self, path: str, pid: int | None, lang: str, actions: ReadOnlyActions) -> None:
        super().__init__()
        self.path = path
        self.pid = pid
        self.lang = lang
        self.actions = actions

    def compose(self) -> ComposeResult:
        """The title, who owns the dir, what can be done here, the keys."""
        with Vertical(id="read-only"):
            yield Static(tr("ui.ro.title", self.lang), id="read-only-title")
            yield Static(busy_text(self.path, self.pid, self.lang), id="read-only-owner")
            yield Static(tr("ui.ro.body", self.lang), id="read-only-body")
            yield Static("", id="read-only-message")
        yield KeyFooter()

    def say(self, text: str) -> None:
        """Show ``text`` under the explanation."""
        self.query_one("#read-only-message", Static).update(text)

    def action_watch(self) -> None:
        """The replay of the last hand of the saved match."""
        self.actions.watch()

    def action_hands(self) -> None:
        """The past hands."""
        self.actions.hands()

    def action_stats(self) -> None:
        """The statistics."""
        self.actions.stats()

    def action_play(self) -> None:
        """Playing is refused: the app says why."""
        self.actions.play()

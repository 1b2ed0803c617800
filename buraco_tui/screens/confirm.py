"""The one dialog: a title, a body, two labelled buttons, and which one is the default and why.

Every question the app asks is a yes/no question, so one screen asks them all: "start another
match over the one in progress?" and "the saved match could not be used: start a new one?".
The caller says which answer is the default (focused, so Enter takes it) and gives the reason
in a sentence the dialog shows, so the player is never left guessing why that button is lit.
Enter takes the marked button, ``s``/``y`` answer yes, ``n``/``q``/Esc answer no, ←/→ move
between the buttons.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from .widgets.footer import KeyFooter
from .widgets.marked import MarkedButton

YES_KEYS = "s,y"
NO_KEYS = "n,q,escape"


class Dialog(ModalScreen[bool]):
    """A question with two buttons; dismisses with True for the first (yes), False for no.

    ``default_yes`` picks the focused button; ``why`` is the sentence that says why that
    one is the default (shown under the body).
    """

    CSS_PATH = "modal.tcss"
    BINDINGS = [
        # priority: the focused button's own Enter would hide this key from the footer
        Binding("enter", "press_focused", "ui.key.choose", key_display="⏎", priority=True),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(
        self,
        title: str,
        body: str,
        yes: str,
        no: str,
        *,
        default_yes: bool,
        why: str,
        dialog_id: str = "dialog",
    ) -> None:
        super().__init__()
        self.title_text = title
        self.body = body
        self.yes = yes
        self.no = no
        self.default_yes = default_yes
        self.why = why
        self.dialog_id = dialog_id
        # the footer names each key by its button's own words
        self._bindings.bind(YES_KEYS, "answer(True)", yes, key_display="s/y")
        self._bindings.bind(NO_KEYS, "answer(False)", no, key_display="esc")

    def compose(self) -> ComposeResult:
        """Title, body, the reason for the default, the two buttons."""
        with Vertical(classes="dialog", id=self.dialog_id):
            yield Static(self.title_text, classes="title", id="dialog-title")
            yield Static(self.body, classes="body", id=f"{self.dialog_id}-text")
            yield Static(self.why, classes="why", id="dialog-why")
            with Horizontal(classes="buttons"):
                yield MarkedButton(
                    self.yes, "warning" if not self.default_yes else "primary", id="yes"
                )
                yield MarkedButton(
                    self.no, "primary" if not self.default_yes else "default", id="no"
                )
        yield KeyFooter()

    def on_mount(self) -> None:
        """Focus the default answer."""
        self.query_one("#yes" if self.default_yes else "#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Yes or no."""
        self.dismiss(event.button.id == "yes")

    def action_press_focused(self) -> None:
        """Enter: the button that wears the marker (the default until the player moves)."""
        focused = self.focused
        self.dismiss(focused.id == "yes" if isinstance(focused, Button) else self.default_yes)

    def action_answer(self, yes: bool) -> None:
        """Answer from the keyboard."""
        self.dismiss(yes)


ConfirmScreen = Dialog
"""The dialog asking before something that loses the match in progress."""

SaveProblemScreen = Dialog
"""The dialog telling that the saved match could not be used (the same screen)."""

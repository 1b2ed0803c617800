"""Small dialogs: a yes/no question, and the notice about a save that could not be used."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from .footer import KeyFooter


class ConfirmScreen(ModalScreen[bool]):
    """A question with two buttons; dismisses with True for yes."""

    CSS_PATH = "modal.tcss"
    BINDINGS = [
        Binding("y,s", "answer(True)", "ui.new.yes", show=False),
        Binding("escape,n", "answer(False)", "ui.new.no", key_display="esc"),
    ]

    def __init__(self, question: str, yes: str, no: str) -> None:
        super().__init__()
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        """The question and the buttons (the safe answer focused)."""
        with Vertical(classes="dialog", id="confirm-dialog"):
            yield Static(self.question, classes="body")
            with Horizontal(classes="buttons"):
                yield Button(self.yes, id="yes", variant="warning", compact=True)
                yield Button(self.no, id="no", variant="primary", compact=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        """Focus the safe answer."""
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Yes or no."""
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """Answer from the keyboard."""
        self.dismiss(yes)


class SaveProblemScreen(ModalScreen[bool]):
    """The saved match could not be used: say so plainly and offer a new match.

    Dismisses with True for a new match, False to quit (the bad file stays kept aside).
    """

    CSS_PATH = "modal.tcss"
    BINDINGS = [
        Binding("enter", "answer(True)", "ui.save.new", key_display="⏎"),
        Binding("escape,q", "answer(False)", "ui.save.quit", key_display="q"),
    ]

    def __init__(self, text: str, new_label: str, quit_label: str) -> None:
        super().__init__()
        self.text = text
        self.new_label = new_label
        self.quit_label = quit_label

    def compose(self) -> ComposeResult:
        """The explanation and the two choices."""
        with Vertical(classes="dialog", id="save-problem"):
            yield Static(self.text, classes="body", id="save-problem-text")
            with Horizontal(classes="buttons"):
                yield Button(self.new_label, id="new", variant="primary", compact=True)
                yield Button(self.quit_label, id="quit", compact=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        """Focus the new match."""
        self.query_one("#new", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """New match or quit."""
        self.dismiss(event.button.id == "new")

    def action_answer(self, new: bool) -> None:
        """Answer from the keyboard."""
        self.dismiss(new)

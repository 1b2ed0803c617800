"""The command palette (Ctrl+P) of the app: its commands, its key, its prompt.

The commands themselves are :class:`~buraco_tui.screens.commands.BuracoCommands`; of
Textual's own system commands only the theme switcher stays.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.app import SystemCommand, get_system_commands_provider
from textual.command import CommandPalette
from textual.screen import Screen

from buraco_tui.app.state import AppState
from buraco_tui.screens.commands import PALETTE_BINDING, BuracoCommands
from buraco_tui.text.lang import tr


class PaletteCommands(AppState):
    """The palette: opened from the table only, in the player's language."""

    COMMANDS = {BuracoCommands, get_system_commands_provider}
    BINDINGS = [PALETTE_BINDING]

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Only Textual's theme switcher from its system commands (the rest are ours)."""
        for command in super().get_system_commands(screen):
            if command.callback == self.action_change_theme:
                yield command

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The palette opens from the table only (over a dialog it would stack screens)."""
        if action == "command_palette":
            return True if self.table is not None and self.screen is self.table else None
        return True

    def action_command_palette(self) -> None:
        """The command palette, its prompt in the player's language."""
        if not isinstance(self.screen, CommandPalette):
            self.push_screen(
                CommandPalette(
                    placeholder=tr("ui.cmd.placeholder", self.lang), id="--command-palette"
                )
            )

"""What the table asks of the app, as a type: the services :class:`~buraco_tui.app.BuracoApp` gives.

The screens may not import the app (the layers contract of import-linter, which also counts
imports made only for the type checker), so Textual's ``self.app`` is only known as an ``App``.
:class:`AppServices` names the app's services the table calls; the app provides them (mypy
checks that in ``app/``) and the table reads them through a typed cast of ``self.app``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the bots load only when Zeca first plays (start-up time)
    from buraco_tui.ai import Hint
    from buraco_tui.store.settings import Settings


class AppServices(Protocol):
    """The services of the app that the table uses (saving, settings, Zeca, the Dica, screens)."""

    settings: Settings
    """The player's settings, owned and saved by the app."""

    def autosave(self) -> None:
        """Write the whole match now; a failure is told, never fatal."""
        ...

    def save_settings(self) -> None:
        """Persist the settings."""
        ...

    def record_finished(self) -> None:
        """Count the finished match in the statistics, once."""
        ...

    def zeca_chooser(
        self, view: dict[str, Any], level: str, seed: int
    ) -> Callable[[], dict[str, Any]]:
        """A function (run in Zeca's worker) that chooses his action on ``view``."""
        ...

    def find_hint(self, view: dict[str, Any], lang: str, seed: int) -> Hint:
        """The Dica for the player's view (run in a worker)."""
        ...

    def play_again(self) -> None:
        """Another match with the same choices."""
        ...

    def ask_new_match(self) -> None:
        """The new-match form."""
        ...

    def show_stats(self) -> None:
        """The statistics screen."""
        ...

    def show_options(self) -> None:
        """The options screen."""
        ...

    # --- history (issue 11)
    def open_replay(self, match_id: str | None = None, index: int | None = None) -> None:
        """The replay of a recorded hand (by default the last of the match in play)."""
        ...

    def open_hand(self, hand_number: int) -> None:
        """The replay of hand ``hand_number`` of the match in play (the round history)."""
        ...

    def show_hands(self) -> None:
        """The list of past hands."""
        ...

"""The services the table asks of the app (:class:`~buraco_tui.screens.host.AppServices`):
counting a match in the statistics, Zeca's choice and the Dica.

Zeca's bots and the Dica load when first asked for (in their worker), not at start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from buraco_tui.app.state import AppState
from buraco_tui.store.tally import count_finished, count_unfinished

if TYPE_CHECKING:
    from buraco_tui.ai import Hint
    from buraco_tui.match.session import MatchSession


class TableServices(AppState):
    """The statistics' bookkeeping, Zeca and the Dica, as the table calls them."""

    def record_finished(self) -> None:
        """Count the finished match in the statistics, once."""
        if self.session is not None and count_finished(self.stats, self.session):
            self.save_stats()
            self.autosave()

    def count_unfinished(self, session: MatchSession) -> None:
        """Count ``session``, left before its end, in the statistics (once)."""
        if count_unfinished(self.stats, session):
            self.save_stats()

    def zeca_chooser(
        self, view: dict[str, Any], level: str, seed: int
    ) -> Callable[[], dict[str, Any]]:
        """A function (run in Zeca's worker) that chooses his action on ``view``."""

        def choose() -> dict[str, Any]:
            from buraco_tui.ai import make_bot

            return make_bot(level, seed=seed).choose(view)

        return choose

    def find_hint(self, view: dict[str, Any], lang: str, seed: int) -> Hint:
        """The Dica for the player's view (run in a worker)."""
        from buraco_tui.ai import hint

        return hint(view, lang=lang, seed=seed)

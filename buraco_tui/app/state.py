"""What the app keeps: the data dir, the settings, the statistics, the match and its save.

:class:`AppState` is the base of :class:`~buraco_tui.app.buraco.BuracoApp`: it reads the
data dir when the app is made and writes it back (the match after each change, the
settings, the statistics, the record of each hand). The hand records load when first
written or read, not at start (start-up time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import App

from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.match.start import StartOptions
from buraco_tui.screens.themes import register_themes
from buraco_tui.store.settings import load_settings, save_settings
from buraco_tui.store.stats import load_stats, save_stats
from buraco_tui.store.storage import MatchStore, resolve_data_dir
from buraco_tui.text.lang import tr

if TYPE_CHECKING:  # the table and the hand records load when first used (start-up time)
    import argparse

    from buraco_tui.screens.table import TableScreen
    from buraco_tui.store.hands import HandStore
    from buraco_tui.store.recorder import Recorder


def arg(args: argparse.Namespace | None, name: str, default: Any = None) -> Any:
    """The command line's ``name`` (``default`` when not given or without a command line)."""
    return getattr(args, name, default) if args is not None else default


class AppState(App[int]):
    """The app's data: read from the data dir at start, saved as the match goes."""

    def __init__(self, args: argparse.Namespace | None = None) -> None:
        super().__init__()
        register_themes(self)  # before on_mount applies a saved theme
        self.args = args
        self.options = StartOptions.from_args(args)
        self.data_dir = resolve_data_dir(arg(args, "data_dir"))
        self.settings, self.settings_problem = load_settings(self.data_dir)
        chosen_lang = arg(args, "lang")
        if chosen_lang and chosen_lang != self.settings.lang:
            # --lang is remembered like the options screen's choice
            self.settings.lang = chosen_lang
            self.save_settings()
        self.lang: str = self.settings.lang
        self.store = MatchStore(self.data_dir)
        self.stats, self.stats_problem = load_stats(self.data_dir)
        self.session: MatchSession | None = None
        self.table: TableScreen | None = None
        self._hands: HandStore | None = None
        self._recorder: Recorder | None = None

    @property
    def match_config(self) -> MatchConfig | None:
        """The config of the match being played (None before there is one)."""
        return self.session.config if self.session is not None else None

    # --- history (issue 11): every hand kept under hands/ in the data dir

    @property
    def hands(self) -> HandStore:
        """The hand records in the data dir (opened when first used)."""
        if self._hands is None:
            from buraco_tui.store.hands import HandStore

            self._hands = HandStore(self.data_dir)
        return self._hands

    @property
    def recorder(self) -> Recorder:
        """What keeps the record of the match being played up to date."""
        if self._recorder is None:
            from buraco_tui.store.recorder import Recorder

            self._recorder = Recorder(self.hands)
        return self._recorder

    # --- saving

    def autosave(self) -> None:
        """Write the whole match now (atomically); a failure is told, never fatal."""
        if self.session is None:
            return
        try:
            self.store.save(self.session.to_payload())
        except (OSError, ValueError, TypeError) as exc:
            if self.table is not None:
                self.table.refuse(tr("ui.st.save_failed", self.lang, detail=str(exc)))
        self.record_hand()  # history (issue 11)

    def record_hand(self) -> None:
        """Bring the record of the match being played up to date (never fails the app)."""
        if self.session is None:
            return
        from buraco_tui.match.history import record_key

        match_id, make = record_key(self.session)
        self.recorder.observe(self.session.game, match_id, make)

    def save_settings(self) -> None:
        """Persist the settings (a failure only loses the preference)."""
        try:
            save_settings(self.data_dir, self.settings)
        except (OSError, ValueError, TypeError):
            pass

    def save_stats(self) -> None:
        """Persist the statistics (a failure only loses this count)."""
        try:
            save_stats(self.data_dir, self.stats)
        except (OSError, ValueError, TypeError):
            pass

"""The Textual application: resume or start a match against the bots, and keep it saved.

:class:`BuracoApp` decides at start whether to resume the saved match (``buraco``), start a
new one (``--new``, no save, a finished one) or explain that the save could not be used (it
was moved aside by the store) and offer a new match. Its services stand in the modules of
this package it is made of: :mod:`.state` (the data and its saving), :mod:`.services` (what
the table asks), :mod:`.matches` (changing matches), :mod:`.history` (the hands played),
:mod:`.options` and :mod:`.palette`. The table itself is
:class:`~buraco_tui.screens.table.TableScreen`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from buraco_tui.app.palette import PaletteCommands
from buraco_tui.app.read_only import ReadOnlyMode
from buraco_tui.app.state import arg
from buraco_tui.match.session import MatchSession
from buraco_tui.match.start import new_match_note, plan_start
from buraco_tui.store.next_match import new_config
from buraco_tui.store.saved_match import load_match
from buraco_tui.store.storage import MatchStore
from buraco_tui.text.lang import tr

if TYPE_CHECKING:
    import argparse

    from textual.screen import Screen

    from buraco_tui.screens.commands import PaletteServices
    from buraco_tui.screens.host import AppServices
    from buraco_tui.screens.table import TableScreen
    from buraco_tui.store.lock import Claim


class BuracoApp(PaletteCommands, ReadOnlyMode):
    """Buraco mano a mano against Zeca."""

    TITLE = "Buraco"

    _save_problem: tuple[str, Any] | None = None
    """Why the saved match could not be used, and where it was moved (told on mount)."""

    def __init__(
        self, args: argparse.Namespace | None = None, *, claim: Claim | None = None
    ) -> None:
        """The app for the parsed command line; ``claim`` says whether this process owns
        the data dir (:func:`~buraco_tui.store.lock.claim`; None: it does, as in tests)."""
        super().__init__(args)
        if claim is not None and not claim.owned:
            self.read_only = True
            self.holder_pid = claim.holder_pid

    def watch_theme(self, theme: str) -> None:
        """Remember the theme chosen in the palette or the options."""
        self.settings.theme = theme
        self.save_settings()

    def get_default_screen(self) -> Screen[Any]:
        """The table itself when the match starts at once (start-up time).

        The first screen is styled and laid out as the app starts; a table pushed over
        Textual's blank default screen would be styled and laid out again when it
        resumes. When a dialog comes first (another instance owns the data dir, the save
        could not be used), the blank screen is kept under it, as before.
        """
        if not self.read_only:
            loaded = load_match(self.store)  # every check of the file (issue 26)
            if loaded.problem is None:
                return self._table_for(loaded.session)
            self._save_problem = (loaded.problem, loaded.moved_to)
        return super().get_default_screen()

    def on_mount(self) -> None:
        """Apply the saved theme; when the table could not start with the app, offer
        read-only (another instance owns the data dir, issue 26) or explain a bad save."""
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        if self.read_only:
            self.offer_read_only()
        elif self._save_problem is not None:
            self._tell_save_problem(*self._save_problem)

    def _start(self, session: MatchSession | None) -> None:
        """Play the saved ``session`` on, or a new match, on a table shown over the screen."""
        self.push_screen(self._table_for(session))

    def _table_for(self, session: MatchSession | None) -> TableScreen:
        """The table for the saved ``session`` played on, or for a new match."""
        plan = plan_start(session, self.options.new)
        if plan.abandoned is not None:
            self.count_unfinished(plan.abandoned)
        notes = []
        session = plan.resume
        if session is None:
            session = MatchSession.new(new_config(self.settings, self.options))
            self.session = session
            self.autosave()
            notes.append(new_match_note(session.config, self.lang))
        else:
            self.session = session
            notes.append(tr("ui.st.resumed", self.lang))
            if self.options.given:
                notes.append(tr("ui.st.options_ignored", self.lang))
        if self.settings_problem:
            notes.append(tr("ui.settings.corrupt", self.lang))
        if self.stats_problem:
            notes.append(tr("ui.stats.corrupt", self.lang))
        from buraco_tui.screens.table import TableScreen

        self.table = table = TableScreen(session)
        table.message = (" ".join(notes), table.message[1])
        # --- history (issue 11): ``buraco review FILE`` opens that hand over the table
        if arg(self.args, "review_file"):
            self.call_after_refresh(self.open_hand_file, str(arg(self.args, "review_file")))
        return table

    def _tell_save_problem(self, problem: str, moved_to: Any) -> None:
        from buraco_tui.screens.confirm import Dialog

        lang = self.lang
        text = tr("ui.save.newer" if problem == "newer" else "ui.save.corrupt", lang)
        if moved_to is not None:
            text += "\n\n" + tr("ui.save.kept", lang, path=str(moved_to))
        else:
            text += "\n\n" + tr("ui.save.not_moved", lang, path=str(self.store.path))
        text += "\n\n" + tr("ui.save.offer", lang)

        def answered(new: bool | None) -> None:
            if not new:
                self.exit(1)  # the saved match was refused: a non-zero status (issue 26)
                return
            if moved_to is None:
                # the bad file could not be moved: never overwrite it, play unsaved elsewhere
                self.store = MatchStore(self.data_dir, "match-new.json")
            self._start(None)

        self.push_screen(
            Dialog(
                tr("ui.save.title", lang),
                text,
                tr("ui.save.new", lang),
                tr("ui.save.quit", lang),
                default_yes=True,
                why=tr("ui.save.why", lang),
                dialog_id="save-problem",
            ),
            answered,
        )


if TYPE_CHECKING:
    _services: type[AppServices] = BuracoApp
    """The app gives the table every service the table asks of it (checked by mypy)."""
    _palette: type[PaletteServices] = BuracoApp
    """The app gives the command palette every service it asks of it (checked by mypy)."""

"""Changing matches: the new-match form, a new match at another table, play again.

Over a match in progress the app asks first, and counts the match left as unfinished.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from buraco_tui.app.services import TableServices
from buraco_tui.match.seats import allowed_players
from buraco_tui.match.session import MatchConfig, MatchSession, new_seed
from buraco_tui.match.start import new_match_note
from buraco_tui.store.next_match import again_config, form_defaults, remember
from buraco_tui.text.lang import tr

if TYPE_CHECKING:  # the screens load when first shown (start-up time)
    from buraco_tui.screens.new_match import NewMatchChoice


class MatchChanges(TableServices):
    """Start another match, from the form, the palette or the end of a match."""

    def ask_new_match(self) -> None:
        """The new-match form; a running match is confirmed and counted unfinished.

        Mode, target and level start from the match being played; learning mode and the
        timer from the settings (the options screen changes them for this match only).
        """
        from buraco_tui.screens.new_match import NewMatchScreen

        start = form_defaults(self.settings, self.match_config)
        form = NewMatchScreen(
            self.lang,
            start.rules,
            start.target,
            start.level,
            start.learning,
            start.move_time,
            players=start.players,
            seat_levels=start.seat_levels,
            lixo_em_leque=start.lixo_em_leque,
        )

        def chosen(choice: NewMatchChoice | None) -> None:
            if choice is not None:
                self.confirm_then_begin(choice)

        self.push_screen(form, chosen)

    def new_match_at(self, rules: str) -> None:
        """A new match at the table ``rules`` with the usual target, level, learning and timer."""
        from buraco_tui.screens.new_match import NewMatchChoice

        start = form_defaults(self.settings, self.match_config)
        same_seats = start.players in allowed_players(rules)
        self.confirm_then_begin(
            NewMatchChoice(
                rules=rules,
                target=start.target,
                level=start.level,
                learning=start.learning,
                move_time=start.move_time,
                players=start.players if same_seats else 2,
                seat_levels=start.seat_levels if same_seats else [],
            )
        )

    def confirm_then_begin(self, choice: NewMatchChoice) -> None:
        """Begin ``choice``; over a match in progress, ask first and count that one unfinished."""
        self.replacing_match(lambda: self.begin(choice))

    def replacing_match(self, go: Callable[[], None]) -> None:
        """Run ``go`` (it starts another match); over a match in progress, ask
        first and count that one unfinished."""
        if self.session is None or not self.session.running:
            go()
            return
        from buraco_tui.screens.confirm import Dialog

        def confirmed(yes: bool | None) -> None:
            if yes:
                if self.session is not None:
                    self.count_unfinished(self.session)
                go()

        self.push_screen(
            Dialog(
                tr("ui.new.confirm_title", self.lang),
                tr("ui.new.confirm", self.lang),
                tr("ui.new.yes", self.lang),
                tr("ui.new.no", self.lang),
                default_yes=False,
                why=tr("ui.new.confirm_why", self.lang),
                dialog_id="confirm-dialog",
            ),
            confirmed,
        )

    def begin(self, choice: NewMatchChoice) -> None:
        """Start the chosen match now (and remember the choices for next time)."""
        config = MatchConfig(
            rules=choice.rules,
            target=choice.target,
            level=choice.level,
            seed=new_seed(),
            learning=choice.learning,
            move_time=choice.move_time,
            players=choice.players,
            seat_levels=list(choice.seat_levels),
            lixo_em_leque=choice.lixo_em_leque,
        )
        remember(self.settings, config)
        self.save_settings()
        self.switch_to(MatchSession.new(config))

    def play_again(self) -> None:
        """Another match with the same choices (a fresh deal)."""
        if self.session is None:
            return
        self.switch_to(MatchSession.new(again_config(self.session.config, self.settings)))

    def switch_to(self, session: MatchSession) -> None:
        """Play ``session`` from now on, on the same table (saved at once)."""
        self.session = session
        self.autosave()
        if self.table is not None:
            self.table.set_session(session)
            self.table.message = (new_match_note(session.config, self.lang), self.table.message[1])
            self.table.refresh_table()

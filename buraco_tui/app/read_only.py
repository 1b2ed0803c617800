"""The app when another instance owns the data dir (issue 26): offer read-only, then look only.

``launch`` claims the data dir (:func:`~buraco_tui.store.lock.claim`); when another
instance holds it, every write under the dir is already refused by the store, and the
app says so: it offers read-only or quit instead of resuming the match, and in
read-only shows :class:`~buraco_tui.screens.read_only.ReadOnlyScreen` (watch the saved
match, the past hands, the statistics). Nothing here starts a match, so nothing plays
on a copy of the other instance's match; a replay keeps no review and "Jogar daqui" is
refused with the reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from buraco_tui.app.history import HandHistory
from buraco_tui.app.options import OptionsScreens
from buraco_tui.app.state import arg
from buraco_tui.text.lang import tr

if TYPE_CHECKING:
    from buraco_tui.engine import Game
    from buraco_tui.match.records import MatchRecord
    from buraco_tui.screens.read_only import ReadOnlyScreen


class ReadOnlyMode(HandHistory, OptionsScreens):
    """Offer read-only at start when the data dir is another instance's; then look only."""

    read_only: bool = False
    """Another instance owns the data dir: this app writes nothing in it."""
    holder_pid: int | None = None
    """The pid of that instance, when it wrote it in the lock file."""
    read_only_screen: ReadOnlyScreen | None = None

    def offer_read_only(self) -> None:
        """The offer: read-only (the read-only screen) or quit."""
        from buraco_tui.screens.read_only import DataDirBusyScreen

        def answered(read_only: bool | None) -> None:
            if read_only:
                self.open_read_only()
            else:
                self.exit(0)

        offer = DataDirBusyScreen(str(self.data_dir), self.holder_pid, self.lang)
        self.push_screen(offer, answered)

    def open_read_only(self) -> None:
        """The read-only screen; ``buraco review FILE`` opens that hand over it."""
        from buraco_tui.screens.read_only import ReadOnlyActions, ReadOnlyScreen

        actions = ReadOnlyActions(
            watch=self.watch_saved_match,
            hands=self.show_hands,
            stats=self.show_fresh_stats,
            play=self.refuse_play,
        )
        screen = ReadOnlyScreen(str(self.data_dir), self.holder_pid, self.lang, actions)
        self.read_only_screen = screen
        self.push_screen(screen)
        if arg(self.args, "review_file"):
            self.call_after_refresh(self.open_hand_file, str(arg(self.args, "review_file")))

    def refuse_play(self) -> None:
        """Say why no match is played here."""
        self.refuse(tr("ui.ro.play_refused", self.lang))

    def watch_saved_match(self) -> None:
        """The replay of the last hand of the match the other instance last saved."""
        from buraco_tui.match.history import record_key
        from buraco_tui.store.saved_match import load_match

        session = load_match(self.store).session  # read-only: a bad file is never moved
        record = None
        if session is not None:
            match_id, _make = record_key(session)
            record = self.hands.load(match_id)
        if record is None or not record.hands:
            self.refuse(tr("ui.ro.no_match", self.lang))
            return
        self.show_replay(record, len(record.hands) - 1)

    def refuse(self, text: str) -> None:
        """Tell ``text`` on the read-only screen (or as a notification over another)."""
        if self.read_only_screen is not None and self.screen is self.read_only_screen:
            self.read_only_screen.say(text)
        else:
            self.notify(text, severity="warning", timeout=8)

    def show_fresh_stats(self) -> None:
        """The statistics as the other instance last saved them."""
        from buraco_tui.store.stats import load_stats

        self.stats, self.stats_problem = load_stats(self.data_dir)
        self.show_stats()

    def show_replay(self, record: MatchRecord, index: int, *, store: bool = True) -> None:
        """The replay; read-only keeps no review in the records."""
        super().show_replay(record, index, store=store and not self.read_only)

    def play_from(self, game: Game, record: MatchRecord) -> None:
        """'Jogar daqui'; refused in read-only (it would start a match)."""
        if self.read_only:
            self.refuse_play()
            return
        super().play_from(game, record)

"""The hands played (issue 11): their replay, the list of past hands, a shared hand file
(``buraco review FILE``), and a practice match from a recorded position ("Jogar daqui").

The records, the replay and its screens load when first asked for, not at start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from buraco_tui.app.matches import MatchChanges
from buraco_tui.match.session import MatchSession
from buraco_tui.text.lang import tr

if TYPE_CHECKING:
    from buraco_tui.engine import Game
    from buraco_tui.match.records import MatchRecord


class HandHistory(MatchChanges):
    """Open the record of a hand; start a practice match from one."""

    def _record_of(self, match_id: str) -> MatchRecord | None:
        live = self.recorder.record
        if live is not None and live.match_id == match_id:
            return live  # the one the recorder writes: a review kept in it stays
        return self.hands.load(match_id)

    def open_replay(self, match_id: str | None = None, index: int | None = None) -> None:
        """The replay of a recorded hand (by default the last hand of the match in play)."""
        if match_id is None:
            self.record_hand()
            record = self.recorder.record
        else:
            record = self._record_of(match_id)
        if record is None or not record.hands:
            self.tell_damaged_records()
            self.notify(tr("ui.rp.none", self.lang), severity="warning")
            return
        self.show_replay(record, len(record.hands) - 1 if index is None else index)

    def tell_damaged_records(self) -> None:
        """Say which records were found damaged and kept aside (issue 26)."""
        for problem in self.hands.problems:
            path = str(problem.moved_to or problem.path)
            self.notify(tr("ui.hl.damaged", self.lang, path=path), severity="error", timeout=15)
        self.hands.problems.clear()

    def open_hand(self, hand_number: int) -> None:
        """The replay of hand ``hand_number`` of the match in play (a row of the round history)."""
        from buraco_tui.match.history import hand_index

        self.record_hand()
        record = self.recorder.record
        index = hand_index(record, hand_number)
        if record is None or index is None:
            self.notify(tr("ui.rp.none", self.lang), severity="warning")
            return
        self.show_replay(record, index)

    def show_replay(self, record: MatchRecord, index: int, *, store: bool = True) -> None:
        """Push the replay screen of hand ``index`` of ``record``."""
        from functools import partial

        from buraco_tui.match.records import RecordProblem
        from buraco_tui.match.replay import ReplayModel
        from buraco_tui.screens.replay import ReplayScreen

        try:
            model = ReplayModel(record, index)
        except RecordProblem as problem:
            self.notify(tr("ui.rp.refused", self.lang, detail=problem.detail), severity="error")
            return
        letters = self.table.letters if self.table is not None else ""
        self.push_screen(
            ReplayScreen(
                model,
                self.lang,
                store=self.hands if store else None,
                play_from=partial(self.play_from, record=record),
                letters=letters,
            )
        )

    def show_hands(self) -> None:
        """The list of past hands ("Mãos anteriores")."""
        from buraco_tui.match.history import record_key
        from buraco_tui.screens.hands_list import HandsListScreen
        from buraco_tui.store.in_play import match_in_play

        self.record_hand()
        if self.session is None:  # read-only: the match the owner last saved
            in_play = match_in_play(self.data_dir)
        else:
            in_play = None if self.session.game.match_over else record_key(self.session)[0]
        rows = self.hands.listing(in_play)
        problems = [str(p.moved_to or p.path) for p in self.hands.problems]
        self.hands.problems.clear()
        self.push_screen(HandsListScreen(rows, self.lang, self.open_replay, problems))

    def open_hand_file(self, path: str) -> None:
        """``buraco review FILE``: the replay of a shared hand, or why it is refused."""
        from pathlib import Path

        from buraco_tui.match.records import RecordProblem
        from buraco_tui.store.hands import read_hand_file

        try:
            record, index = read_hand_file(Path(path))
        except RecordProblem as problem:
            key = f"ui.rp.file_{problem.problem}"
            self.notify(tr(key, self.lang, detail=problem.detail), severity="error", timeout=15)
            return
        self.show_replay(record, index, store=False)

    def play_from(self, game: Game, record: MatchRecord) -> None:
        """'Jogar daqui': a practice match from ``game`` (the same hidden cards, the same
        Zeca), kept out of the statistics; over a match in progress, asks first."""
        from buraco_tui.match.history import practice_start

        s = self.settings
        config, start = practice_start(
            game, record, level=s.level, learning=s.learning, move_time=s.move_time
        )

        def go() -> None:
            while self.table is not None and self.screen is not self.table:
                self.pop_screen()
            try:
                self.hands.save(start)
            except (OSError, ValueError, TypeError):
                pass
            self.recorder.begin(start)
            self.switch_to(MatchSession(game, config))
            if self.table is not None:
                self.table.message = (tr("ui.rp.practice_started", self.lang), "info")
                self.table.resume()

        self.replacing_match(go)

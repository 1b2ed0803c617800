"""Keeps the record of the match being played up to date, hand by hand, as the app saves."""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import Game
from buraco_tui.match.hand_actions import LogMismatch, derive_actions
from buraco_tui.match.records import HandRecord, MatchRecord, RecordProblem
from buraco_tui.store.hands import HandStore
from buraco_tui.store.storage import move_aside


class Recorder:
    """Keeps the record of the match being played up to date (the app calls
    :meth:`observe` whenever it saves the match). Never raises: a hand it cannot
    explain is left unrecorded, and the app plays on."""

    def __init__(self, store: HandStore) -> None:
        self.store = store
        self.record: MatchRecord | None = None
        self._start: Game | None = None  # the game as the current hand was dealt
        self._after: Game | None = None  # the game after the actions derived so far
        self._seen = -1  # len(log) of the last observe, to skip unchanged states
        self.last_error = ""

    def begin(self, record: MatchRecord) -> None:
        """Follow ``record`` from now on (a practice match names its start there)."""
        self.record = record
        self._start = self._after = None
        self._seen = -1

    def observe(self, game: Game, match_id: str, make: Any) -> None:
        """Bring the record of ``match_id`` up to ``game``; ``make()`` builds a new
        :class:`MatchRecord` when there is none yet."""
        try:
            self._observe(game, match_id, make)
        except (RecordProblem, LogMismatch, OSError, ValueError, TypeError) as exc:
            self.last_error = str(exc)
            self._start = self._after = None
        except Exception as exc:  # noqa: BLE001 - recording must never stop the match
            self.last_error = f"{type(exc).__name__}: {exc}"
            self._start = self._after = None

    def _observe(self, game: Game, match_id: str, make: Any) -> None:
        record = self.record
        if record is None or record.match_id != match_id:
            record = self.store.load(match_id) or make()
            self.record = record
            self._start = self._after = None
            self._seen = -1
        if _another_match(record, game):
            # the same seed played again (``--seed``): keep the old record aside, start anew
            move_aside(self.store.path(match_id), "replaced", self.store.now)
            record = self.record = make()
            self._start = self._after = None
            self._seen = -1
        if not record.hands or record.hands[-1].hand_number != game.hand_number:
            last = record.hands[-1] if record.hands else None
            if last is not None and last.hand_number != game.hand_number - 1:
                return  # a hand was missed: this match cannot be replayed from here
            if last is None and record.start is None and game.hand_number != 1:
                if game.log:
                    return  # an old match resumed mid-hand: start with the next hand
                record.start = game.to_json()
            if last is not None and not last.over:
                return
            record.hands.append(HandRecord(game.hand_number))
            self._start = self._after = None
        key = len(game.log) * 2 + int(game.hand_over)
        hand = record.hands[-1]
        if key == self._seen and self._start is not None:
            return
        if self._start is None:
            self._start = record.hand_start(len(record.hands) - 1)
            self._after = None
        after = self._after
        if after is not None and game.log[: len(after.log)] == after.log:
            more, after = derive_actions(after, game.log, game)  # only the new events
            hand.actions = hand.actions + more
        else:  # the first look at this hand, or an undo took events back
            hand.actions, after = derive_actions(self._start, game.log, game)
        self._after = after
        if not game.hand_over:
            hand.over, hand.fim, hand.totais, hand.placar = False, "", [], []
        elif game.history:
            last_entry = game.history[-1]
            hand.over = True
            hand.fim = str(last_entry.get("fim", ""))
            hand.totais = list(last_entry.get("totais", []))
            hand.placar = list(last_entry.get("placar", []))
        self._seen = key
        self.store.save(record)


def _another_match(record: MatchRecord, game: Game) -> bool:
    """Whether ``game`` cannot be the match ``record`` follows: it is at an earlier hand,
    or at a hand the record saw end while the game still plays it (a hand never un-ends)."""
    if not record.hands:
        return False
    last = record.hands[-1]
    if last.hand_number > game.hand_number:
        return True
    return last.hand_number == game.hand_number and last.over and not game.hand_over

"""Which recorded match is the one in play: the match the data dir's save file resumes.

A hand that is not over is "in play" only when it is the last hand of that match; any other
unfinished hand was left (a new match, "Jogar daqui", a practice that ended) and stays
unfinished for good. Reading moves nothing: a bad save file is the loader's to report.
"""

from __future__ import annotations

from pathlib import Path

from buraco_tui.match.history import record_key
from buraco_tui.match.session import MatchSession, SaveProblem
from buraco_tui.store.storage import MatchStore, parse_envelope


def match_in_play(data_dir: Path) -> str | None:
    """The record id of the match the save file of ``data_dir`` resumes (None: no match,
    or a save that does not load)."""
    store = MatchStore(data_dir)
    try:
        raw = store.path.read_bytes()
    except OSError:
        return None
    result = parse_envelope(raw, store.SCHEMA)
    if result.problem is not None or result.payload is None:
        return None
    try:
        session = MatchSession.from_payload(result.payload)
    except (SaveProblem, ValueError, TypeError, KeyError):
        return None
    if session.game.match_over:
        return None
    return record_key(session)[0]

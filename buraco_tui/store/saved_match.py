"""The saved match read back, every check in one place (issue 26 item 2).

:func:`load_match` is the only way the app reads ``match.json``: the envelope, then the
shape (:mod:`buraco_tui.store.schema`), then the engine's consistency check as the game
loads (cards, seats, sides, scores against the history), then the match's own (the config
is the game's, the undo snapshots are of the same turn). Any failure, of any kind, keeps
the file aside (:meth:`JsonStore.quarantine`) and comes back as a problem code the app
says in the player's language; nothing else in the data dir is touched.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from buraco_tui.engine import SCHEMA_VERSION
from buraco_tui.match.problems import CORRUPT, DataProblem
from buraco_tui.match.session import PAYLOAD_VERSION, MatchSession
from buraco_tui.store.schema import UNEXPECTED, check_match_payload
from buraco_tui.store.storage import JsonStore


@dataclass
class MatchLoad:
    """What reading the saved match gave: the match, or why not and where the file went.

    ``session`` None and ``problem`` None: there is no saved match."""

    session: MatchSession | None
    problem: str | None = None
    detail: str = ""
    moved_to: Path | None = None


def read_session(payload: object) -> MatchSession:
    """A match from a saved payload, every check run; else :class:`DataProblem`."""
    check_match_payload(payload, PAYLOAD_VERSION, SCHEMA_VERSION)
    try:
        return MatchSession.from_payload(payload)
    except DataProblem:
        raise
    except Exception as exc:  # noqa: BLE001 - never a traceback for a file (issue 26)
        raise DataProblem(CORRUPT, f"{UNEXPECTED} {type(exc).__name__}: {exc}") from None


def load_match(store: JsonStore) -> MatchLoad:
    """The saved match of ``store``; a bad or newer file is kept aside and reported."""
    result = store.load()
    if result.problem is not None:
        return MatchLoad(None, result.problem, result.detail, result.moved_to)
    if result.payload is None:
        return MatchLoad(None)
    try:
        session = read_session(result.payload)
    except DataProblem as problem:
        moved = store.quarantine(problem.problem)
        return MatchLoad(None, problem.problem, problem.detail, moved)
    return MatchLoad(session)

"""A match in the statistics: finished once, unfinished once, a practice match never."""

from __future__ import annotations

from buraco_tui.engine import Game, ruleset
from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.store.stats import Stats
from buraco_tui.store.tally import count_finished, count_unfinished


def _session(*, over: bool, practice: str = "") -> MatchSession:
    config = MatchConfig(rules="fechado", target=0, level="hard", practice=practice)
    session = MatchSession(Game.new(ruleset("fechado", meta=0), seed=5), config)
    while over and not session.game.match_over:
        session.game.apply(session.game.timeout_action())
    return session


def test_a_finished_match_counts_once() -> None:
    stats, session = Stats(), _session(over=True)
    assert count_finished(stats, session) and session.recorded
    entry = stats.get("fechado", 0)
    assert (entry.matches, entry.wins) == (1, int(session.game.winner == 0))
    assert not count_finished(stats, session)
    assert not count_unfinished(stats, session)
    assert stats.get("fechado", 0).matches == 1
    assert [level for level, _ in stats.by_level("fechado", 0)] == ["hard"]


def test_a_running_match_is_not_finished_but_may_be_left_unfinished() -> None:
    stats, session = Stats(), _session(over=False)
    assert not count_finished(stats, session) and not session.recorded
    assert count_unfinished(stats, session) and session.recorded
    assert stats.get("fechado", 0).unfinished == 1
    assert not count_unfinished(stats, session)
    assert stats.get("fechado", 0).unfinished == 1


def test_a_practice_match_never_counts() -> None:
    stats = Stats()
    assert not count_finished(stats, _session(over=True, practice="5-p1-0"))
    assert not count_unfinished(stats, _session(over=False, practice="5-p1-0"))
    assert stats.entries() == []

"""The statistics' bookkeeping of a match: a finished match counts once, a match left
before its end counts once as unfinished, and a practice match never counts.

Plain functions on :class:`~buraco_tui.store.stats.Stats`: the app saves the statistics
(and the match, whose ``recorded`` flag says it was counted).
"""

from __future__ import annotations

from buraco_tui.match.session import MatchSession
from buraco_tui.store.stats import Stats


def count_finished(stats: Stats, session: MatchSession) -> bool:
    """Count ``session`` as finished, if it is over and not counted yet; True if counted."""
    if session.recorded or not session.game.match_over:
        return False
    if session.config.practice:  # history (issue 11): a practice match stays out of the stats
        return False
    game, config = session.game, session.config
    stats.record_finished(
        config.rules,
        config.target,
        game.winner == 0,
        game.match_score(0),
        level=config.level,
        players=game.players,
    )
    session.recorded = True
    return True


def count_unfinished(stats: Stats, session: MatchSession) -> bool:
    """Count ``session`` as unfinished, if it is still running and not counted yet; True
    if counted."""
    if not session.running or session.recorded or session.config.practice:
        return False
    config = session.config
    stats.record_unfinished(config.rules, config.target, level=config.level, players=config.players)
    session.recorded = True
    return True

"""The match being played and its record (issue 11): under which id it is kept, which of
its hands a row of the round history names, and a practice match from a recorded hand.

Plain data and functions: the app keeps the records with :mod:`buraco_tui.store.recorder`.
"""

from __future__ import annotations

from collections.abc import Callable

from buraco_tui.ai.levels import LEVELS
from buraco_tui.engine import Game
from buraco_tui.match.records import MatchRecord, match_id_for
from buraco_tui.match.session import MatchConfig, MatchSession


def record_key(session: MatchSession) -> tuple[str, Callable[[], MatchRecord]]:
    """The id the record of ``session`` is kept under, and how to start that record
    (called only when there is none yet)."""
    game, config = session.game, session.config
    match_id = config.practice or match_id_for(config.seed)
    seats = ["you"] + [config.level_of(seat) for seat in range(1, game.players)]

    def make() -> MatchRecord:
        return MatchRecord(match_id, game.rules.to_dict(), game.players, config.seed, seats)

    return match_id, make


def hand_index(record: MatchRecord | None, hand_number: int) -> int | None:
    """Where hand ``hand_number`` sits in ``record`` (None: not recorded)."""
    hands = record.hands if record is not None else []
    return next((i for i, h in enumerate(hands) if h.hand_number == hand_number), None)


def practice_start(
    game: Game, record: MatchRecord, *, level: str, learning: bool, move_time: int
) -> tuple[MatchConfig, MatchRecord]:
    """'Jogar daqui': the config of a practice match from ``game`` (a position of
    ``record``: the same hidden cards, the same bots) and the record it starts.

    ``level`` stands in for a recorded level no longer played; ``learning`` and
    ``move_time`` are the player's settings for new matches."""
    zeca = record.seats[1] if len(record.seats) > 1 else level
    tag = f"{game.hand_number}-{len(game.log)}"
    config = MatchConfig(
        rules=game.rules.preset,
        target=game.rules.meta,
        level=zeca if zeca in LEVELS else level,
        seed=record.seed,
        learning=learning,
        move_time=move_time,
        practice=match_id_for(record.seed, True, tag),
        players=game.players,
        seat_levels=[""] + [lv if lv in LEVELS else level for lv in record.seats[1:]],
        lixo_em_leque=game.rules.lixo_em_leque,
    )
    start = MatchRecord(
        config.practice,
        game.rules.to_dict(),
        game.players,
        record.seed,
        list(record.seats),
        practice=True,
        start=game.to_json(),
    )
    return config, start

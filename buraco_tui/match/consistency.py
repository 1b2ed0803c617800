"""A saved match holds together beyond its game (issue 26 item 2): the config names the
game's table, seed, target and seats, and every undo snapshot is an earlier moment of the
same turn of the same hand.

The game itself is checked by the engine when it loads (cards, seats, sides, scores
against the history: ``Game.from_json``); this is what only the match knows. Each failure
is a :class:`~buraco_tui.match.problems.DataProblem` (``corrupt``).
"""

from __future__ import annotations

from typing import Protocol

from buraco_tui.engine import Game
from buraco_tui.match.problems import CORRUPT, DataProblem

HUMAN = 0
"""The player's seat (undo is only ever the player's)."""


class Config(Protocol):
    """What :func:`check_config` reads of a ``MatchConfig``."""

    rules: str
    target: int
    seed: int
    players: int
    lixo_em_leque: bool
    seat_levels: list[str]


def check_config(game: Game, config: Config) -> None:
    """The config is the game's: the same table, target, seed, seats and fanned lixo."""
    rules = game.rules
    if config.rules != rules.preset or config.target != rules.meta:
        raise DataProblem(CORRUPT, "the config's table or target is not the game's")
    if config.seed != game.seed:
        raise DataProblem(CORRUPT, "the config's seed is not the game's")
    if config.players != game.players:
        raise DataProblem(CORRUPT, "the game's seats differ from the match's")
    if config.lixo_em_leque != rules.lixo_em_leque:
        raise DataProblem(CORRUPT, "the config's fanned lixo is not the game's")
    if len(config.seat_levels) not in (0, game.players):
        raise DataProblem(CORRUPT, "the config's seat levels are not one per seat")


def check_undo(game: Game, snapshots: list[Game]) -> None:
    """Each undo snapshot is the player's turn of the same hand, before the game now: the
    same rules, seed, hand, scores and history, and no more cards on the table."""
    if snapshots and (game.turn != HUMAN or game.hand_over or game.match_over):
        raise DataProblem(CORRUPT, "undo snapshots outside the player's turn")
    for n, snap in enumerate(snapshots, start=1):
        same = (
            snap.rules == game.rules
            and snap.players == game.players
            and snap.seed == game.seed
            and snap.hand_number == game.hand_number
            and snap.opener == game.opener
            and snap.turn == HUMAN
            and not snap.hand_over
            and snap.history == game.history
            and snap.scores == game.scores
            and len(snap.log) <= len(game.log)
            and game.log[: len(snap.log)] == snap.log
        )
        if not same:
            raise DataProblem(CORRUPT, f"undo snapshot {n} is not of this hand")

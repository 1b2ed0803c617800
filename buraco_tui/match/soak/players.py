"""Who plays each seat of a soak match: a player of uniformly random listed actions, or
a bot of one of the levels (the bots reach the batida, which random play seldom does).

A seat's player is drawn from the match seed, so a match plays alike on every run.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from buraco_tui.ai.make import make_bot
from buraco_tui.engine import Game

RANDOM = "random"
#: The bots seated by the soak: Zeca's fast levels and the opponent pool's styles
#: (Difícil's search is left out: its playouts would take most of the time).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "racer", "hoarder", "cauteloso")
#: The chance that a seat plays at random (the rest are bots).
RANDOM_SHARE = 0.4


def seat_levels(seed: int, players: int) -> list[str]:
    """The player of each seat of the match of ``seed``: ``"random"`` or a bot level."""
    rng = random.Random(f"soak-seats:{seed}")
    return [
        RANDOM if rng.random() < RANDOM_SHARE else rng.choice(BOT_LEVELS) for _ in range(players)
    ]


class SeatPlayer:
    """One seat's player: ``choose(game)`` gives its action (a bot sees only its view)."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(f"soak-random:{seed}")
        self.bot = None if level == RANDOM else make_bot(level, seed=seed)

    @property
    def is_random(self) -> bool:
        """This seat picks among the listed actions at random."""
        return self.bot is None

    def choose(self, game: Game, listed: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """The action of the seat to act: a listed one at random, or the bot's answer
        to the seat's view."""
        if self.bot is None:
            return dict(self.rng.choice(listed))
        return self.bot.choose(game.view(game.turn))


def seat_players(seed: int, players: int) -> list[SeatPlayer]:
    """The players of the match of ``seed``, one per seat."""
    return [
        SeatPlayer(level, seed * 7 + seat) for seat, level in enumerate(seat_levels(seed, players))
    ]

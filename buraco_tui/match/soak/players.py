"""Who plays each seat of a soak match: a player of uniformly random listed actions, a
greedy one (a listed lay-down whenever there is one: it goes out, which uniform random
play seldom does), or a bot of one of the levels, which reads only its seat's view.

A seat's player is drawn from the match seed, so a match plays alike on every run.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from buraco_tui.ai.make import make_bot
from buraco_tui.engine import Game

RANDOM = "random"
GREEDY = "greedy"
#: The lay-downs a greedy player takes first.
LAY_DOWNS = frozenset({"baixar", "baixar_varios", "encostar"})
#: The bots seated by the soak: Zeca's fast levels and the opponent pool's styles
#: (Difícil's search is left out: its playouts would take most of the time).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "racer", "hoarder", "cauteloso")
#: The chance that a seat plays at random, greedily, or else as a bot (a bot's decision
#: costs about fifty random ones).
RANDOM_SHARE = 0.35
GREEDY_SHARE = 0.45


def seat_levels(seed: int, players: int) -> list[str]:
    """The player of each seat of the match of ``seed``: ``"random"``, ``"greedy"`` or
    a bot level."""
    rng = random.Random(f"soak-seats:{seed}")
    out = []
    for _ in range(players):
        draw = rng.random()
        if draw < RANDOM_SHARE:
            out.append(RANDOM)
        elif draw < RANDOM_SHARE + GREEDY_SHARE:
            out.append(GREEDY)
        else:
            out.append(rng.choice(BOT_LEVELS))
    return out


class SeatPlayer:
    """One seat's player: ``choose(game)`` gives its action (a bot sees only its view)."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(f"soak-random:{seed}")
        self.bot = None if level in (RANDOM, GREEDY) else make_bot(level, seed=seed)

    @property
    def is_random(self) -> bool:
        """This seat picks among the listed actions (uniformly or greedily)."""
        return self.bot is None

    def choose(self, game: Game, listed: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """The action of the seat to act: a listed one (a lay-down first when greedy),
        or the bot's answer to the seat's view."""
        if self.bot is None:
            if self.level == GREEDY:
                lay_downs = [a for a in listed if a["acao"] in LAY_DOWNS]
                listed = lay_downs or listed
            return dict(self.rng.choice(listed))
        return self.bot.choose(game.view(game.turn))


def seat_players(seed: int, players: int) -> list[SeatPlayer]:
    """The players of the match of ``seed``, one per seat."""
    return [
        SeatPlayer(level, seed * 7 + seat) for seat, level in enumerate(seat_levels(seed, players))
    ]

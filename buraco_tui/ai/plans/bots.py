"""The bots: :func:`make_bot` builds one of the levels, each with ``choose(view)``.

A bot reads only a seat's view (plain data) and returns one action dict of the
engine's protocol. It keeps no memory between calls: the same view and seed
always give the same action, so a bot recreated after a resume plays on alike.
Its randomness comes from a ``random.Random`` seeded by its own seed and the
view, never the global one. Before answering it checks its action on a game
rebuilt from the view with guessed hidden cards (its own moves do not depend on
the hidden cards), so every answer is legal.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from buraco_tui.engine import Game, IllegalAction

from ..knowledge.sampling import determinize
from ..knowledge.seen import Seen
from .policy import rule_candidates
from .style import STYLES, Style


def view_key(view: dict[str, Any]) -> int:
    """A stable number for a view (the same on every run and machine)."""
    text = "|".join(
        [
            str(view.get("hand_number")),
            str(len(view.get("log", ()))),
            str(view.get("turn")),
            str(view.get("phase")),
            " ".join(view.get("hand", ())),
            " ".join(view.get("lixo", ())),
            str(view.get("monte_count")),
            str(view.get("scores")),
            str([[m["cards"] for m in side] for side in view.get("melds", ())]),
        ]
    )
    return zlib.crc32(text.encode("utf-8"))


class Bot:
    """Base of the bots: ``choose(view)`` returns one legal action dict."""

    level = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = 0 if seed is None else int(seed)

    def rng_for(self, view: dict[str, Any], salt: int = 0) -> random.Random:
        """A private random stream for this decision, from the seed and the view."""
        return random.Random((self.seed * 1_000_003 + salt) ^ view_key(view))

    def choose(self, view: dict[str, Any]) -> dict[str, Any]:
        """The action for the seat whose view this is (it must be its turn)."""
        seen = Seen.from_view(view)
        return self.first_legal(view, seen, self.candidates(view, seen))

    def candidates(self, view: dict[str, Any], seen: Seen) -> list[dict[str, Any]]:
        """Actions in order of preference; the first legal one is played."""
        raise NotImplementedError

    def first_legal(
        self, view: dict[str, Any], seen: Seen, candidates: list[dict[str, Any]]
    ) -> dict[str, Any]:
        """The first candidate the engine accepts, else a legal fallback."""
        try:
            game = determinize(view, seen, self.rng_for(view, salt=7))
        except ValueError:  # no guess the engine accepts (see sampling.determinize)
            return candidates[0]
        for action in candidates:
            if accepts(game, action):
                return action
        return fallback(game)


def accepts(game: Game, action: dict[str, Any]) -> bool:
    """Whether the engine takes ``action`` in ``game`` (tried on a copy)."""
    trial = game.copy()
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return True


def fallback(game: Game) -> dict[str, Any]:
    """A legal action when no plan worked: the time-out move if accepted, else
    the first suggestion that is."""
    try:
        action = game.timeout_action()
        if accepts(game, action):
            return action
    except IllegalAction:
        pass
    for action in game.legal_actions():
        if accepts(game, action):
            return action
    raise RuntimeError("no legal action in this position")


class RuleBot(Bot):
    """Fácil and Médio: the rules of their level (docs/bots.md), no search."""

    def __init__(self, style: Style, seed: int | None = None) -> None:
        super().__init__(seed)
        self.style = style
        self.level = style.name

    def candidates(self, view: dict[str, Any], seen: Seen) -> list[dict[str, Any]]:
        return rule_candidates(seen, self.style)


class RandomBot(Bot):
    """A random legal player (a yardstick for the arena)."""

    level = "random"

    def choose(self, view: dict[str, Any]) -> dict[str, Any]:
        seen = Seen.from_view(view)
        rng = self.rng_for(view)
        try:
            game = determinize(view, seen, rng)
        except ValueError:  # no guess the engine accepts: play like Fácil
            return rule_candidates(seen, STYLES["easy"])[0]
        actions = game.legal_actions()
        rng.shuffle(actions)
        for action in actions:
            if accepts(game, action):
                return action
        return fallback(game)

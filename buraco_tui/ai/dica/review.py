"""Where the points went: Difícil's search weighs each of the player's decisions (issue 11).

A *decision* is one draw (monte or lixo) or one lay-down phase (every lay-down of the
turn and its discard), given as the seat's view before it and the actions played.
For each, the Difícil candidates as the Dica weighs them (``dica.judged_candidates``, the
one entry point both judge through) and the move played are
played out on the same ``playouts`` guesses of the hidden cards, every candidate on
every guess (a large fixed budget, no early stop, so the figures do not depend on the
machine), and scored as Difícil scores its playouts (``HardBot.position_value``) (points for the player's side).

The cost of the move played is the best candidate's mean less the played move's
mean, with the standard error of that paired difference (the k-th playout of both
used the k-th guess). A decision is marked only when the cost is beyond
``Z_MARK`` standard errors and ``MIN_POINTS`` (bot decision B11): an *inaccuracy* below ``MISTAKE_POINTS``,
a *mistake* from there. The Dica's sentence names the better move. Deterministic:
the guesses come from the review's seed and the decision's index.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from buraco_tui.text.lang import LANGS

from ..knowledge.sampling import determinize
from ..knowledge.seen import Seen
from ..mcts.playout import playout
from ..mcts.search import Candidate, HardBot
from .explain import say
from .hint import judged_candidates

#: Playouts per candidate in the app's review (a large fixed budget).
DEFAULT_PLAYOUTS = 48
#: How many standard errors the cost must exceed to mark a decision (bot decision B11).
Z_MARK = 2.0
#: A cost under this many points is never marked, however sure (bot decision B11).
MIN_POINTS = 10.0
#: From this many points a marked decision is a mistake, below an inaccuracy.
MISTAKE_POINTS = 100.0
FINE, INACCURACY, MISTAKE = "fine", "inaccuracy", "mistake"


@dataclass(frozen=True)
class Decision:
    """One decision of the player: the view before it, the actions it took, and the
    replay step (index of the state before its first action) it starts at."""

    step: int
    view: dict[str, Any]
    actions: list[dict[str, Any]]


@dataclass
class Verdict:
    """The review of one decision."""

    step: int
    played: list[dict[str, Any]]
    best: list[dict[str, Any]]
    cost: float
    spread: float
    verdict: str
    sentence: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        """Plain data (cached in the record)."""
        return {
            "step": self.step,
            "played": self.played,
            "best": self.best,
            "cost": round(self.cost, 1),
            "spread": round(self.spread, 1),
            "verdict": self.verdict,
            "sentence": self.sentence,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Verdict:
        """Read back :meth:`to_dict`."""
        return cls(
            int(data["step"]),
            list(data["played"]),
            list(data["best"]),
            float(data["cost"]),
            float(data["spread"]),
            str(data["verdict"]),
            {str(k): str(v) for k, v in dict(data["sentence"]).items()},
        )


@dataclass
class Review:
    """Every decision's verdict, the three costliest, the estimated total lost."""

    verdicts: list[Verdict]
    playouts: int
    seed: int

    @property
    def marked(self) -> list[Verdict]:
        """The decisions marked inaccuracy or mistake."""
        return [v for v in self.verdicts if v.verdict != FINE]

    def costliest(self, n: int = 3) -> list[Verdict]:
        """The ``n`` marked decisions that cost the most, costliest first."""
        return sorted(self.marked, key=lambda v: (-v.cost, v.step))[:n]

    @property
    def total(self) -> float:
        """Points estimated lost in the marked decisions."""
        return sum(v.cost for v in self.marked)

    @property
    def total_spread(self) -> float:
        """The standard error of :attr:`total` (decisions are played out on their own
        guesses, so their errors add in quadrature)."""
        return math.sqrt(sum(v.spread**2 for v in self.marked))

    def to_dict(self) -> dict[str, Any]:
        """Plain data (cached in the record, exported with the hand)."""
        return {
            "playouts": self.playouts,
            "seed": self.seed,
            "verdicts": [v.to_dict() for v in self.verdicts],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Review:
        """Read back :meth:`to_dict`."""
        return cls(
            [Verdict.from_dict(v) for v in data["verdicts"]],
            int(data["playouts"]),
            int(data["seed"]),
        )


class Cancelled(Exception):
    """The review was cancelled."""


def review(
    decisions: list[Decision],
    *,
    playouts: int = DEFAULT_PLAYOUTS,
    seed: int = 0,
    horizon: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review ``decisions``; ``progress(done, total)`` after each one, and
    :class:`Cancelled` raised as soon as ``cancelled()`` says so."""
    verdicts = []
    for i, decision in enumerate(decisions):
        if cancelled is not None and cancelled():
            raise Cancelled()
        verdicts.append(
            weigh(
                decision,
                playouts=playouts,
                seed=seed * 7919 + i,
                horizon=horizon,
                cancelled=cancelled,
            )
        )
        if progress is not None:
            progress(i + 1, len(decisions))
    return Review(verdicts, playouts, seed)


def weigh(
    decision: Decision,
    *,
    playouts: int,
    seed: int,
    horizon: int | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Verdict:
    """One decision: the played move against Difícil's candidates on the same guesses
    (:class:`Cancelled` between two guesses when ``cancelled()`` says so)."""
    view = decision.view
    seen = Seen.from_view(view)
    bot = HardBot(seed) if horizon is None else HardBot(seed, horizon=horizon)
    horizon = max(bot.horizon, seen.players + 1)  # every seat plays a turn
    played = Candidate(list(decision.actions), "played")
    candidates = [played]
    # the Dica's own entry point: the same candidates, the same sure rules (dica.py)
    for cand in judged_candidates(bot, view, seen.remembering(view)):
        if cand.actions != played.actions:
            candidates.append(cand)
    if len(candidates) == 1:
        return _fine(decision)
    rng = random.Random(seed)
    # the opponents as Difícil reads them, and the price of a card held
    # against a side read as racing (bot decisions B20, B21): judged as it plays
    odds = bot.opponent_odds(view, seen)
    price = bot.card_price(view, seen)
    rewards: list[list[float]] = [[] for _ in candidates]
    for _ in range(max(2, playouts)):
        if cancelled is not None and cancelled():
            raise Cancelled()
        try:
            guess = determinize(view, seen, rng)
        except ValueError:
            break
        ways = bot.rollout_ways(seen, rng, odds)  # the same seats' ways for every candidate
        for j, cand in enumerate(candidates):
            game = guess.copy()
            # refused on this guess: not a move the player could surely make
            if not bot.play_candidate(game, cand, ways[game.turn]):
                rewards[j].append(math.nan)
                continue
            playout(game, ways, horizon)
            rewards[j].append(bot.position_value(game, seen.side, ways, price))
    return _judge(decision, seen, candidates, rewards)


def _fine(decision: Decision) -> Verdict:
    return Verdict(decision.step, decision.actions, decision.actions, 0.0, 0.0, FINE, {})


def _judge(
    decision: Decision, seen: Seen, candidates: list[Candidate], rewards: list[list[float]]
) -> Verdict:
    base = rewards[0]
    best_j, best_mean, best_se = 0, 0.0, 0.0
    for j in range(1, len(candidates)):
        pairs = [(r, b) for r, b in zip(rewards[j], base, strict=False) if r == r and b == b]
        if len(pairs) < 2 or len(pairs) < len(base):
            continue  # refused on some guess: not a move the player could surely make
        diffs = [r - b for r, b in pairs]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        if mean > best_mean:
            best_j, best_mean, best_se = j, mean, math.sqrt(var / len(diffs))
    if best_j == 0:
        return _fine(decision)
    best = candidates[best_j].actions
    if best_mean <= max(Z_MARK * best_se, MIN_POINTS):
        verdict = FINE
    else:
        verdict = MISTAKE if best_mean >= MISTAKE_POINTS else INACCURACY
    sentence = {lang: say(decision.view, best[0], lang)[0] for lang in LANGS}
    return Verdict(decision.step, decision.actions, best, best_mean, best_se, verdict, sentence)

"""Fit the weights of the playouts' position estimate (``buraco calibrate``).

Plays hands between a Difícil rule player (no search) and, by default, an opponent
drawn per hand from the search's rollout pool (Médio, racer, hoarder, cauteloso,
the Difícil rules: the opponents the estimate meets in the playouts, bot decision B12),
records at the start of every turn the difference of the Difícil side's features
and the other side's (:func:`feature_diff`) and the hand's final point difference, and fits one least-squares linear model per stage
of the hand (cards left to draw). The fit comes out as a data entry
(:func:`estimate_entry`) of the files :mod:`..fitted.loader` reads, with its provenance and
each stage's n and R²; a stage worse than a constant is marked ``poor_fit``.

The hands are planned first (:func:`plan_hands`: each hand's seed and opponent,
drawn in order from the one seed) and then played in chunks that depend only on
their plans (:func:`collect_chunk`), so any number of processes, or a Ray cluster,
gives the same rows in the same order. Pure Python; a few minutes on one core. The
command line, its progress bar and the processes are :mod:`buraco_tui.cli`'s (bots
import no terminal library).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from buraco_tui.engine import Game, ruleset

from ..knowledge.tables import race_table
from ..mcts.playout import FEATURES, STAGES, feature_diff, play_turn
from ..plans.policy import Policy
from ..plans.race import RaceTableRules
from ..plans.style import HARD, Style

_RACE = RaceTableRules()

#: The weight of the cards' value held in hand, by stage (0: nearly out of cards).
HAND_VALUE_BY_STAGE = (-1.0, -0.7, -0.4, -0.2)


#: Fewer positions than this at a stage: no weights fitted there (the table's own
#: row, or the shared row, stands: bot decision B14).
MIN_POSITIONS = 500
#: Hands per job when the hands are shared out (the results do not depend on it).
CHUNK = 10

Row = tuple[int, list[float], float]


@dataclass(frozen=True)
class HandPlan:
    """One hand to play for the fit: its table, its deal's seed, the Difícil
    side, and the opponent's place in the opponents given (-1: none given)."""

    preset: str
    seed: int
    me: int
    opponent: int


def plan_hands(hands: int, presets: Sequence[str], seed: int, opponents: int) -> list[HandPlan]:
    """Every hand's plan, drawn in order from ``seed`` (``opponents``: how many
    to draw from, 0 for none)."""
    rng = random.Random(seed)
    plans = []
    for h in range(hands):
        deal = rng.getrandbits(32)
        # the same draw as rng.choice(opponents): the index is all a job needs
        other = rng.choice(range(opponents)) if opponents else -1
        plans.append(HandPlan(presets[h % len(presets)], deal, h % 2 if opponents else 0, other))
    return plans


def play_hand(
    plan: HandPlan,
    styles: tuple[Style, Style] = (HARD, HARD),
    opponents: Sequence[Style | Policy] = (),
) -> list[Row]:
    """The rows of one planned hand: (stage, features of the Difícil side minus
    the other's, final difference) at each turn start; none if the hand stuck."""
    game = Game.new(ruleset(plan.preset, meta=0), seed=plan.seed)
    me = plan.me
    ways: tuple[Style | Policy, Style | Policy] = styles
    if plan.opponent >= 0:
        other = opponents[plan.opponent]
        # Difícil's own side plays as Difícil does at this table (bot decision B17)
        mine = _RACE if styles[0] is HARD and race_table(game.rules) else styles[0]
        ways = (mine, other) if me == 0 else (other, mine)
    marks: list[tuple[int, list[float]]] = []
    for _ in range(400):
        if game.hand_over:
            break
        stage, diff = feature_diff(game, me)
        marks.append((stage, diff))
        play_turn(game, ways[game.side_of(game.turn)])
    if not game.hand_over:
        return []
    final = game.hand_score(me).total - game.hand_score(1 - me).total
    return [(stage, diff, float(final)) for stage, diff in marks]


def collect(
    hands: int,
    presets: list[str],
    seed: int,
    styles: tuple[Style, Style] = (HARD, HARD),
    progress: Callable[[int], None] | None = None,
    opponents: Sequence[Style | Policy] | None = None,
) -> list[Row]:
    """(stage, features of the first style's side minus the other's, final
    difference) per turn start, in this process.

    With ``opponents``, each hand the side playing ``styles[0]`` alternates
    between side 0 and side 1 and the other side plays one of ``opponents``,
    drawn for the hand; otherwise side 0 plays ``styles[0]`` and side 1
    ``styles[1]``. ``progress(done)`` is called after each hand.
    """
    rows: list[Row] = []
    pool = list(opponents or ())
    for h, plan in enumerate(plan_hands(hands, presets, seed, len(pool))):
        rows.extend(play_hand(plan, styles, pool))
        if progress:
            progress(h + 1)
    return rows


@dataclass(frozen=True)
class CollectJob:
    """A chunk of planned hands, its opponents named (styles of the rollout
    pool; none: the Difícil rules on both sides)."""

    plans: tuple[HandPlan, ...]
    opponents: tuple[str, ...] = ()


def collect_jobs(
    hands: int, presets: Sequence[str], seed: int, opponents: Sequence[str]
) -> list[CollectJob]:
    """The hands of one fit as jobs of :data:`CHUNK` hands."""
    plans = plan_hands(hands, presets, seed, len(opponents))
    return [
        CollectJob(tuple(plans[i : i + CHUNK]), tuple(opponents))
        for i in range(0, len(plans), CHUNK)
    ]


def collect_chunk(job: CollectJob) -> list[Row]:
    """The rows of a job's hands, in order (a job for any process)."""
    from ..plans.pool import rollout_policy

    pool = [rollout_policy(name) for name in job.opponents]
    return [row for plan in job.plans for row in play_hand(plan, (HARD, HARD), pool)]


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1.0) -> list[float]:
    """Solve (XᵀX + ridge·I) w = Xᵀy by Gaussian elimination."""
    n = len(xs[0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in zip(xs, ys, strict=True):
        for i in range(n):
            b[i] += x[i] * y
            xi = x[i]
            row = a[i]
            for j in range(n):
                row[j] += xi * x[j]
    for i in range(n):
        a[i][i] += ridge
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def fit(rows: list[Row]) -> list[dict[str, Any]]:
    """The fitted weights per stage, each ``{"n", "r2", "poor_fit", "weights"}``
    as the data files keep them (weights to 3 decimals, R² to 2; ``weights``
    None under :data:`MIN_POSITIONS` positions; ``poor_fit``: R² below 0, a fit
    worse than the stage's mean result, which the loader refuses)."""
    out: list[dict[str, Any]] = []
    hv = FEATURES.index("hand_value")
    bonus = FEATURES.index("bonus")
    for stage in range(len(STAGES) + 1):
        xs = [x for s, x, _ in rows if s == stage]
        ys = [y for s, _, y in rows if s == stage]
        if len(xs) < 50:
            out.append({"n": len(xs), "r2": None, "poor_fit": False, "weights": None})
            continue
        # The value of the cards held is not fitted: a card left in hand costs
        # its value at the end, and the fit would read other things into it
        # (big hands come from big lixos). Fixed by stage; the rest is fitted.
        # Likewise a canastra's bonus is points locked in: it counts in full
        # (the fit, early in the hand, gives it a meaningless negative weight).
        fixed = {hv: HAND_VALUE_BY_STAGE[stage], bonus: 1.0}
        free = [i for i in range(len(FEATURES)) if i not in fixed]
        ys_rest = [y - sum(w * x[i] for i, w in fixed.items()) for x, y in zip(xs, ys, strict=True)]
        xs_rest = [[x[i] for i in free] for x in xs]
        fitted = least_squares(xs_rest, ys_rest)
        w = [0.0] * len(FEATURES)
        for i, value in zip(free, fitted, strict=True):
            w[i] = value
        for i, value in fixed.items():
            w[i] = value
        resid = sum(
            (y - sum(a * b for a, b in zip(w, x, strict=True))) ** 2
            for x, y in zip(xs, ys, strict=True)
        ) / len(xs)
        var = sum((y - sum(ys) / len(ys)) ** 2 for y in ys) / len(ys)
        r2 = round(1 - resid / var if var else 0.0, 2)
        out.append(
            {
                "n": len(xs),
                "r2": r2,
                "poor_fit": r2 < 0,
                "weights": [round(v, 3) for v in w] if len(xs) >= MIN_POSITIONS else None,
            }
        )
    return out


def estimate_entry(
    rows: list[Row], *, presets: Sequence[str], opponents: str, provenance: dict[str, Any]
) -> dict[str, Any]:
    """A data entry of the fit of ``rows``: ``provenance`` (command, seed, date,
    hands), the tables and opponents, the positions and each stage's fit."""
    return {
        "presets": list(presets),
        "opponents": opponents,
        **provenance,
        "positions": len(rows),
        "stages": fit(rows),
    }


def residuals(rows: list[Row], weights: Sequence[Sequence[float]]) -> list[tuple[int, float]]:
    """Per row, its stage and how far its final difference fell from the estimate
    ``weights`` give its position (the final difference minus the estimate)."""
    return [
        (stage, y - sum(w * x for w, x in zip(weights[stage], diff, strict=True)))
        for stage, diff, y in rows
    ]


def outcome_sd_entry(
    errors: list[tuple[int, float]], *, provenance: dict[str, Any]
) -> dict[str, Any]:
    """A data entry of ``errors`` (:func:`residuals`): per stage the positions ``n``,
    the errors' standard deviation ``sd`` around zero (a biased estimate's bias
    counts as error) and their mean ``bias``, after ``provenance``."""
    stages: list[dict[str, Any]] = []
    for stage in range(len(STAGES) + 1):
        mine = [e for s, e in errors if s == stage]
        n = len(mine)
        sd = math.sqrt(sum(e * e for e in mine) / n) if n else 0.0
        bias = sum(mine) / n if n else 0.0
        stages.append({"n": n, "sd": round(sd, 1), "bias": round(bias, 1)})
    return {**provenance, "positions": len(errors), "stages": stages}


@dataclass(frozen=True)
class ReadingJob:
    """Hands of one style of the rollout pool against the Difícil rules at a
    table, for the reading tables: each ``(hand number, deal seed)``."""

    preset: str
    style: str
    hands: tuple[tuple[int, int], ...]


def reading_jobs(hands: int, preset: str, seed: int, styles: Sequence[str]) -> list[ReadingJob]:
    """The reading tables' hands at ``preset`` as jobs of :data:`CHUNK` hands:
    every style meets the same deals (each drawn from ``seed``)."""
    rng = random.Random(seed)
    deals = [(h, rng.getrandbits(32)) for h in range(hands)]
    return [
        ReadingJob(preset, style, tuple(deals[i : i + CHUNK]))
        for style in styles
        for i in range(0, hands, CHUNK)
    ]


def reading_chunk(job: ReadingJob, other: Policy | None = None) -> list[int]:
    """How often the job's style made each event of :mod:`..mcts.reading` in its
    hands (``other``: the policy to play, else the pool's of that name)."""
    from ..mcts.reading import EVENTS, STAGE_TURNS, seat_events
    from ..plans.pool import rollout_policy

    rules = ruleset(job.preset, meta=0)
    mine: Style | Policy = _RACE if race_table(rules) else HARD
    theirs = other if other is not None else rollout_policy(job.style)
    tally = [0] * (EVENTS * (len(STAGE_TURNS) + 1))
    for h, deal in job.hands:
        game = Game.new(rules, seed=deal)
        me = h % 2
        ways = (mine, theirs) if me == 0 else (theirs, mine)
        for _ in range(400):
            if game.hand_over:
                break
            play_turn(game, ways[game.side_of(game.turn)])
        for event in seat_events(game.log, 1 - me):
            tally[event] += 1
    return tally


def add_tallies(jobs: Sequence[ReadingJob], tallies: Sequence[list[int]]) -> dict[str, list[int]]:
    """The jobs' tallies summed per style."""
    counts: dict[str, list[int]] = {}
    for job, tally in zip(jobs, tallies, strict=True):
        total = counts.setdefault(job.style, [0] * len(tally))
        for i, n in enumerate(tally):
            total[i] += n
    return counts


def collect_reading(
    hands: int,
    preset: str,
    seed: int,
    opponents: dict[str, Policy],
    progress: Callable[[int], None] | None = None,
) -> dict[str, list[int]]:
    """How often each style of ``opponents`` makes each event of
    :mod:`..mcts.reading` at ``preset``: ``hands`` hands per style against the
    Difícil rules (the race's at a race table, bot decision B17), the seats
    alternating, mano a mano, in this process. ``progress(done)`` is called
    after each job."""
    jobs = reading_jobs(hands, preset, seed, list(opponents))
    tallies = []
    for k, job in enumerate(jobs):
        tallies.append(reading_chunk(job, opponents[job.style]))
        if progress:
            progress(k + 1)
    return add_tallies(jobs, tallies)


def reading_rows(counts: dict[str, list[int]]) -> dict[str, tuple[float, ...]]:
    """Each style's log-frequency of every event within its stage, with half a
    count added to every event (an event never seen is rare, not impossible)."""
    from ..mcts.reading import EVENTS

    out: dict[str, tuple[float, ...]] = {}
    for name, tally in counts.items():
        row: list[float] = []
        for start in range(0, len(tally), EVENTS):
            part = tally[start : start + EVENTS]
            total = sum(part) + 0.5 * EVENTS
            row.extend(math.log((n + 0.5) / total) for n in part)
        out[name] = tuple(row)
    return out


def reading_entry(
    row: tuple[float, ...], *, preset: str, style: str, provenance: dict[str, Any]
) -> dict[str, Any]:
    """A data entry of one style's reading table (log-frequencies to 2 decimals)."""
    return {
        "presets": [preset],
        "opponents": style,
        **provenance,
        "log_freq": [round(v, 2) for v in row],
    }

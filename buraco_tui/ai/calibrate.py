"""Fit the weights of the playouts' position estimate (``buraco calibrate``).

Plays hands between a Difícil rule player (no search) and, by default, an opponent
drawn per hand from the search's rollout pool (Médio, racer, hoarder, cauteloso,
the Difícil rules: the opponents the estimate meets in the playouts, decision 59),
records at the start of every turn the difference of the Difícil side's features
and the other side's (:func:`feature_diff`) and the hand's final point difference, and fits one least-squares linear model per stage
of the hand (cards left to draw). Prints the weights to paste into
``playout.WEIGHTS``. Pure Python; a few minutes on one core. The command line and
its progress bar are :mod:`buraco_tui.cli.calibrate`'s (bots import no terminal library).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from buraco_tui.engine import Game, ruleset

from .playout import FEATURES, STAGES, feature_diff, play_turn
from .policy import Policy
from .race import RaceRules, race_table
from .style import HARD, Style

_RACE = RaceRules()

#: The weight of the cards' value held in hand, by stage (0: nearly out of cards).
HAND_VALUE_BY_STAGE = (-1.0, -0.7, -0.4, -0.2)


def collect(
    hands: int,
    presets: list[str],
    seed: int,
    styles: tuple[Style, Style] = (HARD, HARD),
    progress: Callable[[int], None] | None = None,
    opponents: Sequence[Style | Policy] | None = None,
) -> list[tuple[int, list[float], float]]:
    """(stage, features of the first style's side minus the other's, final
    difference) per turn start.

    With ``opponents``, each hand the side playing ``styles[0]`` alternates
    between side 0 and side 1 and the other side plays one of ``opponents``,
    drawn for the hand; otherwise side 0 plays ``styles[0]`` and side 1
    ``styles[1]``. ``progress(done)`` is called after each hand.
    """
    rows: list[tuple[int, list[float], float]] = []
    rng = random.Random(seed)
    for h in range(hands):
        game = Game.new(ruleset(presets[h % len(presets)], meta=0), seed=rng.getrandbits(32))
        me = 0
        ways: tuple[Style | Policy, Style | Policy] = styles
        if opponents:
            me = h % 2
            other = rng.choice(list(opponents))
            # Difícil's own side plays as Difícil does at this table (decision 64)
            mine = _RACE if styles[0] is HARD and race_table(game.rules) else styles[0]
            ways = (mine, other) if me == 0 else (other, mine)
        marks: list[tuple[int, list[float]]] = []
        for _ in range(400):
            if game.hand_over:
                break
            stage, diff = feature_diff(game, me)
            marks.append((stage, diff))
            play_turn(game, ways[game.side_of(game.turn)])
        if progress:
            progress(h + 1)
        if not game.hand_over:
            continue
        final = game.hand_score(me).total - game.hand_score(1 - me).total
        rows.extend((stage, diff, float(final)) for stage, diff in marks)
    return rows


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


def fit(rows: list[tuple[int, list[float], float]], hands: int) -> list[str]:
    """The fitted weights per stage, as the lines of ``playout.WEIGHTS`` to paste."""
    out = [f"# {len(rows)} positions from {hands} hands", "WEIGHTS = ("]
    hv = FEATURES.index("hand_value")
    bonus = FEATURES.index("bonus")
    for stage in range(len(STAGES) + 1):
        xs = [x for s, x, _ in rows if s == stage]
        ys = [y for s, _, y in rows if s == stage]
        if len(xs) < 50:
            out.append(f"    None,  # stage {stage}: too few positions")
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
        r2 = 1 - resid / var if var else 0.0
        out.append(
            f"    ({', '.join(f'{v:.3f}' for v in w)}),  # stage {stage}: n={len(xs)}, R²={r2:.2f}"
        )
    out.append(")")
    return out


def collect_reading(
    hands: int,
    preset: str,
    seed: int,
    opponents: dict[str, Policy],
    progress: Callable[[int], None] | None = None,
) -> dict[str, list[int]]:
    """How often each style of ``opponents`` makes each event of
    :mod:`.reading` at ``preset``: ``hands`` hands per style against the
    Difícil rules (the race's at a race table, decision 64), the seats
    alternating, mano a mano. ``progress(done)`` is called after each hand."""
    from .reading import EVENTS, STAGE_TURNS, seat_events

    rules = ruleset(preset, meta=0)
    mine: Style | Policy = _RACE if race_table(rules) else HARD
    counts: dict[str, list[int]] = {}
    done = 0
    for name, other in opponents.items():
        rng = random.Random(seed)
        tally = [0] * (EVENTS * (len(STAGE_TURNS) + 1))
        for h in range(hands):
            game = Game.new(rules, seed=rng.getrandbits(32))
            me = h % 2
            ways = (mine, other) if me == 0 else (other, mine)
            for _ in range(400):
                if game.hand_over:
                    break
                play_turn(game, ways[game.side_of(game.turn)])
            for event in seat_events(game.log, 1 - me):
                tally[event] += 1
            done += 1
            if progress:
                progress(done)
        counts[name] = tally
    return counts


def reading_rows(counts: dict[str, list[int]]) -> dict[str, tuple[float, ...]]:
    """Each style's log-frequency of every event within its stage, with half a
    count added to every event (an event never seen is rare, not impossible)."""
    from .reading import EVENTS

    out: dict[str, tuple[float, ...]] = {}
    for name, tally in counts.items():
        row: list[float] = []
        for start in range(0, len(tally), EVENTS):
            part = tally[start : start + EVENTS]
            total = sum(part) + 0.5 * EVENTS
            row.extend(math.log((n + 0.5) / total) for n in part)
        out[name] = tuple(row)
    return out


def reading_module(tables: dict[str, dict[str, tuple[float, ...]]], hands: int) -> str:
    """The text of ``reading_tables.py`` for ``tables[preset][style]``."""
    lines = [
        '"""Generated by ``buraco calibrate --reading`` (see :mod:`.reading`): for each',
        "race table (decision 67) and each style of the rollout pool, "
        f"{hands} hands mano a mano against",
        "the Difícil rules (the race's), seed 1; per style, the log-frequency of every",
        'event of :func:`.reading.event_index` within its stage."""',
        "",
        "# fmt: off",
        "LOG_FREQ: dict[str, dict[str, tuple[float, ...]]] = {",
    ]
    for preset, rows in tables.items():
        lines.append(f'    "{preset}": {{')
        for name, row in rows.items():
            lines.append(f'        "{name}": (')
            for start in range(0, len(row), 8):
                chunk = ", ".join(f"{v:.2f}" for v in row[start : start + 8])
                lines.append(f"            {chunk},")
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    lines.append("# fmt: on")
    return "\n".join(lines) + "\n"

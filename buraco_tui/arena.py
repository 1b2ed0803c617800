"""``buraco arena``: two bot levels play duplicate matches and the figures come out.

Every deal is played twice with the seats swapped (the engine deals from the
game seed alone, so both matches of a pair see the same cards hand after hand).
The report gives each side's match win rate with a 95% Wilson interval, the mean
point margin per hand, and the think time per decision (median, p95, max) of
each level.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.choices import BOT_LEVELS
from buraco_tui.engine import Game, IllegalAction, ruleset
from buraco_tui.lang import DEFAULT, tr

MAX_ACTIONS_PER_HAND = 6000


@dataclass
class MatchResult:
    """One match: who won (``"a"``/``"b"``), per-hand margins of A over B, and
    think times (seconds) per side."""

    pair: int
    a_seat: int
    winner: str
    margins: list[int]
    times: dict[str, list[float]]
    error: str = ""


@dataclass
class ArenaResult:
    """All matches of a run, and the figures drawn from them."""

    a: str
    b: str
    matches: list[MatchResult] = field(default_factory=list)

    def wins(self, who: str) -> int:
        """Matches won by side ``"a"`` or ``"b"``."""
        return sum(1 for m in self.matches if m.winner == who)

    @property
    def margins(self) -> list[int]:
        """A's hand score minus B's, per hand, over every match."""
        return [x for m in self.matches for x in m.margins]

    def times(self, who: str) -> list[float]:
        """Think times (seconds) of side ``"a"`` or ``"b"``, every decision."""
        return [t for m in self.matches for t in m.times[who]]

    @property
    def errors(self) -> list[str]:
        """Matches that stopped on an error (an illegal action or a stuck hand)."""
        return [m.error for m in self.matches if m.error]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def parse_level(spec: str, lang: str = DEFAULT) -> tuple[str, dict[str, Any]]:
    """``"hard"`` or ``"hard:playouts=40,horizon=4"``: a level and its own budget."""
    level, _, rest = spec.partition(":")
    if level not in BOT_LEVELS:
        valid = ", ".join(BOT_LEVELS)
        raise ValueError(tr("cli.arena.unknown_level", lang, level=level, levels=valid))
    budget: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        key = key.strip().replace("-", "_")
        try:
            number = float(value)
        except ValueError:
            budget[key] = value.strip()
            continue
        budget[key] = int(number) if number.is_integer() and key != "time_limit" else number
    return level, budget


def play_match(
    pair: int,
    a_seat: int,
    a: str,
    b: str,
    seed: int,
    rules_name: str,
    target: int,
    budget: dict[str, Any],
) -> MatchResult:
    """One match: level ``a`` at ``a_seat`` against ``b``, deal from ``seed + pair``."""
    from buraco_tui.ai import make_bot  # here, so that the command line parses without the bots

    game = Game.new(ruleset(rules_name, meta=target), seed=seed + pair)
    bots = {}
    who = {a_seat: "a", 1 - a_seat: "b"}
    for seat, side in who.items():
        level, own = parse_level(a if side == "a" else b)
        bots[seat] = make_bot(level, seed=(seed + pair) * 4 + seat, **{**budget, **own})
    times: dict[str, list[float]] = {"a": [], "b": []}
    margins: list[int] = []
    while not game.match_over:
        actions = 0
        while not game.hand_over:
            seat = game.turn
            view = game.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            times[who[seat]].append(time.perf_counter() - start)
            try:
                game.apply(action)
            except IllegalAction as exc:
                loser = who[seat]
                return MatchResult(
                    pair,
                    a_seat,
                    "b" if loser == "a" else "a",
                    margins,
                    times,
                    error=f"{loser} ({bots[seat].level}) illegal {action}: {exc}",
                )
            actions += 1
            if actions > MAX_ACTIONS_PER_HAND:
                return MatchResult(pair, a_seat, "", margins, times, error="hand did not end")
        totals = game.history[-1]["totais"]
        margins.append(totals[a_seat] - totals[1 - a_seat])
        if not game.match_over:
            game.next_hand()
    winner = "a" if game.winner == a_seat else "b"
    return MatchResult(pair, a_seat, winner, margins, times)


def _job(args: tuple) -> MatchResult:
    return play_match(*args)


def run_arena(
    a: str,
    b: str,
    *,
    matches: int,
    seed: int = 0,
    rules: str = "aberto",
    target: int = 1500,
    jobs: int = 1,
    budget: dict[str, Any] | None = None,
    progress: Callable[[ArenaResult, int], None] | None = None,
) -> ArenaResult:
    """Play ``matches`` matches (rounded up to whole pairs of seats) of ``a``
    against ``b`` and return every result."""
    pairs = (matches + 1) // 2
    tasks = [
        (pair, a_seat, a, b, seed, rules, target, dict(budget or {}))
        for pair in range(pairs)
        for a_seat in (0, 1)
    ]
    result = ArenaResult(a, b)
    results: Iterable[MatchResult]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for match in pool.imap_unordered(_job, tasks):
                result.matches.append(match)
                if progress:
                    progress(result, len(tasks))
    else:
        results = (_job(t) for t in tasks)
        for match in results:
            result.matches.append(match)
            if progress:
                progress(result, len(tasks))
    result.matches.sort(key=lambda m: (m.pair, m.a_seat))
    return result


def report(result: ArenaResult, header: str) -> str:
    """The figures as text."""
    n = len(result.matches)
    lines = [header]
    for who, level in (("a", result.a), ("b", result.b)):
        w = result.wins(who)
        lo, hi = wilson(w, n)
        rate = w / n if n else 0.0
        lines.append(
            f"  {who.upper()} {level:<7} wins {w:>4}/{n}  = {rate:6.1%}   "
            f"95% Wilson [{lo:6.1%}, {hi:6.1%}]"
        )
    undecided = n - result.wins("a") - result.wins("b")
    if undecided:
        lines.append(f"  undecided: {undecided}")
    margins = result.margins
    if margins:
        mean = sum(margins) / len(margins)
        sd = math.sqrt(sum((x - mean) ** 2 for x in margins) / max(len(margins) - 1, 1))
        se = sd / math.sqrt(len(margins))
        lines.append(
            f"  mean margin per hand (A - B): {mean:+.1f} points (± {1.96 * se:.1f}, "
            f"{len(margins)} hands)"
        )
    lines.append("  think time per decision:  level    decisions   median      p95      max")
    for who, level in (("a", result.a), ("b", result.b)):
        t = result.times(who)
        lines.append(
            f"    {who.upper()} {level:<7} {len(t):>16}  {_ms(percentile(t, 0.5))}"
            f" {_ms(percentile(t, 0.95))} {_ms(max(t) if t else 0.0)}"
        )
    for err in result.errors[:10]:
        lines.append(f"  ERROR: {err}")
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}ms" if seconds < 10 else f"{seconds:8.1f}s "


def main(argv: list[str]) -> int:
    """``buraco arena`` with ``argv`` (the arguments after ``arena``)."""
    from buraco_tui.cli import parse_args

    return run(parse_args(["arena", *argv]))


def run(args: argparse.Namespace) -> int:
    """Play the matches ``args`` ask for and print the report (progress on stderr)."""
    from buraco_tui.progress import progress_bar

    lang = getattr(args, "lang", None) or DEFAULT
    if args.matches < 1 or args.jobs < 1:
        print(tr("cli.arena.at_least_one", lang), file=sys.stderr)
        return 2
    budget: dict[str, Any] = {}
    if args.playouts is not None:
        budget["playouts"] = args.playouts
    if args.time_limit is not None:
        budget["time_limit"] = args.time_limit
    started = time.perf_counter()
    pairs = (args.matches + 1) // 2
    label = tr("cli.arena.progress", lang)
    with progress_bar(2 * pairs, label, not args.quiet) as step:
        result = run_arena(
            args.a,
            args.b,
            matches=args.matches,
            seed=args.seed,
            rules=args.rules,
            target=args.target,
            jobs=args.jobs,
            budget=budget,
            progress=lambda r, _total: step(len(r.matches), f"A {r.wins('a')} - B {r.wins('b')}"),
        )
    header = (
        f"arena: A={args.a} vs B={args.b}, rules {args.rules}, target {args.target}, "
        f"{2 * pairs} matches ({pairs} deals x 2 seats), seed {args.seed}, "
        f"budget {budget or 'default'}, {time.perf_counter() - started:.0f}s"
    )
    print(report(result, header))
    return 1 if result.errors else 0

"""``buraco bench``: the engine's speed on one core, per preset.

Random legal play (every decision a uniform choice among ``legal_actions()``)
over full 2-player hands; also the cost of one ``legal_actions()`` call on a
typical 11-card hand and the rate of state copies. Caches are warmed first, as
they would be in a long search. With ``--playouts``, the bots' side instead: full
hands played by the policies Difícil's search plays out (:func:`bench_playouts`).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time

from buraco_tui.engine import PRESETS, Game, Rules, ruleset


def _random_hand(rules: Rules, seed: int, probe: list[Game] | None = None) -> int:
    game = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    legal = game.legal_actions
    apply = game.apply
    # rng.choice(options) written out (the same draws: random.Random's choice by
    # getrandbits), so the harness's own calls weigh less in the figure
    getrandbits = rng.getrandbits
    decisions = 0
    while not game.hand_over:
        if probe is not None and game.phase == "baixar" and len(game.hand(game.turn)) in (11, 12):
            probe.append(game.copy())
        options = legal()
        n = len(options)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        apply(options[r])
        decisions += 1
    return decisions


def bench_preset(preset: str, seconds: float) -> dict[str, float]:
    """Measure one preset for about ``seconds``; returns the figures."""
    rules = ruleset(preset, meta=0)
    probe: list[Game] = []
    for seed in range(1_000_000, 1_000_040):  # warm the memo tables
        _random_hand(rules, seed, probe)
    hands = decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        decisions += _random_hand(rules, seed)
        hands += 1
        seed += 1
    elapsed = time.perf_counter() - start

    samples = probe[:400]
    per_call = []
    for game in samples:
        t0 = time.perf_counter()
        for _ in range(20):
            game.legal_actions()
        per_call.append((time.perf_counter() - t0) / 20)
    game = samples[len(samples) // 2] if samples else Game.new(rules, seed=1)
    n_copies = 20_000
    t0 = time.perf_counter()
    for _ in range(n_copies):
        game.copy()
    copy_time = time.perf_counter() - t0
    return {
        "hands_per_s": hands / elapsed,
        "decisions_per_s": decisions / elapsed,
        "decisions_per_hand": decisions / max(hands, 1),
        "legal_us_median": statistics.median(per_call) * 1e6 if per_call else float("nan"),
        "legal_us_p95": (
            statistics.quantiles(per_call, n=20)[18] * 1e6 if len(per_call) > 20 else float("nan")
        ),
        "copies_per_s": n_copies / copy_time,
    }


def bench_playouts(preset: str, seconds: float) -> dict[str, float]:
    """Measure, for about ``seconds``, what Difícil's search spends its time on:
    full 2-player hands played by the rollout pool's policies (Médio, the racer,
    the hoarder, the cauteloso, the Difícil rules; each deal seats two of them in
    turn), as a playout to the end of the hand plays them."""
    from buraco_tui.ai.mcts.playout import playout
    from buraco_tui.ai.plans.pool import rollout_pool

    rules = ruleset(preset, meta=0)
    pool = rollout_pool()

    def one(seed: int) -> int:
        game = Game.new(rules, seed=seed)
        playout(game, [pool[seed % len(pool)], pool[(seed + 1) % len(pool)]], 1_000)
        return sum(1 for event in game.log if event.get("acao") == "descartar")

    for seed in range(1_000_000, 1_000_010):  # warm the memo tables
        one(seed)
    hands = turns = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        turns += one(hands)
        hands += 1
    elapsed = time.perf_counter() - start
    return {
        "hands_per_s": hands / elapsed,
        "turns_per_s": turns / elapsed,
        "turns_per_hand": turns / max(hands, 1),
        "ms_per_turn": elapsed / max(turns, 1) * 1e3,
    }


def main(argv: list[str] | None = None) -> int:
    """``buraco bench`` with ``argv`` (the arguments after ``bench``)."""
    from buraco_tui.cli.parse import parse_args

    return run(parse_args(["bench", *(argv or [])]))


def run(args: argparse.Namespace) -> int:
    """Run the benchmark ``args`` ask for and print one line per preset."""
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if cores:
        try:
            os.sched_setaffinity(0, {max(cores)})  # one core
        except OSError:
            cores = None
    try:
        _report(args)
    finally:
        if cores:
            os.sched_setaffinity(0, cores)
    return 0


def _report(args: argparse.Namespace) -> None:
    if args.playouts:
        _report_playouts(args)
        return
    print(
        f"buraco bench: Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} cores (pinned to one), {args.seconds:g} s per preset"
    )
    header = (
        f"{'preset':<18}{'hands/s':>9}{'decisions/s':>13}{'dec/hand':>10}"
        f"{'legal µs (med/p95, 11-12 cards)':>33}{'copies/s':>11}"
    )
    print(header)
    for preset in args.rules or PRESETS:
        r = bench_preset(preset, args.seconds)
        print(
            f"{preset:<18}{r['hands_per_s']:>9.0f}{r['decisions_per_s']:>13.0f}"
            f"{r['decisions_per_hand']:>10.0f}"
            f"{r['legal_us_median']:>21.1f} / {r['legal_us_p95']:<9.1f}"
            f"{r['copies_per_s']:>11.0f}",
            flush=True,
        )


def _report_playouts(args: argparse.Namespace) -> None:
    print(
        f"buraco bench --playouts: Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} cores (pinned to one), {args.seconds:g} s per preset"
    )
    print(f"{'preset':<18}{'hands/s':>9}{'turns/s':>10}{'turns/hand':>12}{'ms/turn':>9}")
    for preset in args.rules or PRESETS:
        r = bench_playouts(preset, args.seconds)
        print(
            f"{preset:<18}{r['hands_per_s']:>9.1f}{r['turns_per_s']:>10.0f}"
            f"{r['turns_per_hand']:>12.1f}{r['ms_per_turn']:>9.3f}",
            flush=True,
        )

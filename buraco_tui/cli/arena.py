"""``buraco arena``: two bot levels play duplicate matches and the figures come out.

Every deal is played twice with the seats swapped (the engine deals from the
game seed alone, so both matches of a pair see the same cards hand after hand).
The report gives each side's match win rate with a 95% Wilson interval, the mean
point margin per hand, and the think time per decision (median, p95, max) of
each level. ``--b pool`` plays one run against each style of the opponent pool
and prints one line per opponent. ``--worst N --worst-dir DIR`` writes the N hands
side A lost by most as replayable JSON files (:func:`hand_record`, :func:`replay`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from buraco_tui.ai.levels import POOL_CHOICE, POOL_LEVELS, parse_level
from buraco_tui.cli.parallel import run_jobs
from buraco_tui.engine import Game, IllegalAction, Rules, ruleset, sides_for
from buraco_tui.text.lang import DEFAULT, tr

MAX_ACTIONS_PER_HAND = 6000


#: How a side ended a hand, as the arena counts it: with a canastra on its table, its
#: morto taken, the batida its own (a lost hand is often one of these missing).
ENDS = ("canastra", "morto", "batida")


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
    #: CPU seconds of the process per decision, per side (the think time without the
    #: other processes' load: on a shared machine the wall time says more about them).
    cpu: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    #: Per side, where its decision of most CPU was: ``(seconds, hand, action)``, the hand
    #: counted from 1 and the action from 0 within it (both seats' actions), so that a
    #: replay of the deal (:func:`play_match` with the same arguments) can stop there.
    slowest: dict[str, tuple[float, int, int]] = field(default_factory=dict)
    #: With ``keep_hands``: one replayable record per finished hand (:func:`hand_record`).
    hands: list[dict[str, Any]] = field(default_factory=list)
    #: Per side: takes of the side's own card from the lixo with nothing laid in
    #: that turn (:func:`buraco_tui.ai.plans.takeback.take_backs`; issue 27, item 4).
    take_backs: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    #: Discards that returned a lixo taken unchanged (passes), both sides.
    returns: int = 0
    #: Takes of the side's own card the rules made (:func:`buraco_tui.ai.plans.takeback.compelled_take`:
    #: rioplatense's hand of curingas alone), both sides: no take-back (bot decision B31).
    forced_backs: int = 0
    #: Per side: turns that took the lixo back with the side's own last discard under
    #: another seat's card, laid nothing and threw that card again
    #: (:func:`buraco_tui.ai.plans.takeback.parked_in`).
    parked: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    #: Per side, hands it ended with each of :data:`ENDS` (:func:`hand_ends`).
    ends: dict[str, dict[str, int]] = field(
        default_factory=lambda: {"a": dict.fromkeys(ENDS, 0), "b": dict.fromkeys(ENDS, 0)}
    )


def hand_ends(game: Game, who: dict[int, str]) -> dict[str, set[str]]:
    """Per arena side (``"a"``/``"b"``), which of :data:`ENDS` it had when the hand
    ended: a side of ``who``'s seats counts when any of its table's sides did."""
    out: dict[str, set[str]] = {"a": set(), "b": set()}
    for seat, side_name in who.items():
        side = game.side_of(seat)
        if any(m.canastra is not None for m in game.melds(side)):
            out[side_name].add("canastra")
        if game.morto_taken(side):
            out[side_name].add("morto")
    batida = game.batida_by
    if batida is not None:
        out[who[batida]].add("batida")
    return out


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

    def cpu(self, who: str) -> list[float]:
        """CPU seconds per decision of side ``"a"`` or ``"b"``."""
        return [t for m in self.matches for t in m.cpu[who]]

    def take_backs(self, who: str) -> int:
        """Take-backs of side ``"a"`` or ``"b"`` over every match."""
        return sum(m.take_backs[who] for m in self.matches)

    def parked(self, who: str) -> int:
        """Cards side ``"a"`` or ``"b"`` parked in the lixo and threw again, every match."""
        return sum(m.parked[who] for m in self.matches)

    def ended_with(self, who: str, end: str) -> int:
        """Hands side ``"a"`` or ``"b"`` ended with ``end`` (one of :data:`ENDS`)."""
        return sum(m.ends[who][end] for m in self.matches)

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


def seating(players: int, a_side: int) -> dict[int, str]:
    """Which seats level A and level B take: A plays side ``a_side`` (both seats
    of a pair with 4 or 6 players: A with A), B every other side (with 3
    players, rioplatense, A alone against two Bs; with 6, A's pair against two
    B pairs)."""
    sides = sides_for(players)
    return {seat: "a" if seat % sides == a_side else "b" for seat in range(players)}


def seatings(players: int) -> int:
    """How many times each deal is played: once with A on each side (two with
    2 or 4 players, the seats swapped; three with 3 or 6)."""
    return sides_for(players)


def play_match(
    pair: int,
    a_seat: int,
    a: str,
    b: str,
    seed: int,
    rules_name: str,
    target: int,
    budget: dict[str, Any],
    keep_hands: bool = False,
    players: int = 2,
) -> MatchResult:
    """One match: level ``a`` on side ``a_seat`` (its seats, see :func:`seating`)
    against ``b`` on the others, deal from ``seed + pair``; the margin of a hand
    is A's total minus the best B side's.

    With ``target`` 0 a match is a single hand: a level hand is won by neither
    side (the engine's one-hand match would play another).

    With ``keep_hands`` every finished hand is kept as a replayable record."""
    from buraco_tui.ai import make_bot  # here, so that the command line parses without the bots
    from buraco_tui.ai.knowledge.seen import Seen
    from buraco_tui.ai.plans.takeback import compelled_take, parked_in, returns_in, take_backs

    game = Game.new(ruleset(rules_name, meta=target), players=players, seed=seed + pair)
    bots = {}
    who = seating(players, a_seat)
    bot_info: dict[str, dict[str, Any]] = {}
    for seat, side in who.items():
        spec = a if side == "a" else b
        level, own = parse_level(spec)
        bot_seed = (seed + pair) * (4 if players <= 4 else 8) + seat
        bots[seat] = make_bot(level, seed=bot_seed, **{**budget, **own})
        bot_info[str(seat)] = {
            "side": side,
            "level": level,
            "spec": spec,
            "seed": bot_seed,
            "budget": {**budget, **own},
        }
    times: dict[str, list[float]] = {"a": [], "b": []}
    cpu: dict[str, list[float]] = {"a": [], "b": []}
    slowest: dict[str, tuple[float, int, int]] = {}
    margins: list[int] = []
    played: list[dict[str, Any]] = []  # every action of the match, for the records
    hands: list[dict[str, Any]] = []
    taken_back = {"a": 0, "b": 0}
    parked = {"a": 0, "b": 0}
    ends = {"a": dict.fromkeys(ENDS, 0), "b": dict.fromkeys(ENDS, 0)}
    compelled: set[int] = set()  # this hand's log indices of takes the rules made
    forced = 0
    returned = 0
    while not game.match_over:
        actions = 0
        while not game.hand_over:
            seat = game.turn
            view = game.view(seat)
            start = time.perf_counter()
            start_cpu = time.process_time()
            action = bots[seat].choose(view)
            times[who[seat]].append(time.perf_counter() - start)
            spent = time.process_time() - start_cpu
            cpu[who[seat]].append(spent)
            if spent > slowest.get(who[seat], (-1.0, 0, 0))[0]:
                slowest[who[seat]] = (spent, len(margins) + 1, actions)
            if action.get("acao") == "pegar_lixo" and compelled_take(Seen.from_view(view)):
                compelled.add(len(game.log))  # the index its log entry will take
            try:
                game.apply(action)
                if keep_hands:
                    played.append(dict(action))
            except IllegalAction as exc:
                loser = who[seat]
                return MatchResult(
                    pair,
                    a_seat,
                    "b" if loser == "a" else "a",
                    margins,
                    times,
                    error=f"{loser} ({bots[seat].level}) illegal {action}: {exc}",
                    cpu=cpu,
                )
            actions += 1
            if actions > MAX_ACTIONS_PER_HAND:
                return MatchResult(
                    pair, a_seat, "", margins, times, error="hand did not end", cpu=cpu
                )
        for tb_seat in take_backs(game.log, players, compelled):
            taken_back[who[tb_seat]] += 1
        forced += len(take_backs(game.log, players)) - len(take_backs(game.log, players, compelled))
        for parked_seat in parked_in(game.log, game.rules.lixo_fechado):
            parked[who[parked_seat]] += 1
        compelled = set()
        returned += returns_in(game.log)
        for side_name, had in hand_ends(game, who).items():
            for end in had:
                ends[side_name][end] += 1
        totals = game.history[-1]["totais"]
        others = [t for side, t in enumerate(totals) if side != a_seat]
        margins.append(totals[a_seat] - max(others))
        if keep_hands:
            hands.append(
                hand_record(game, seed + pair, a_seat, bot_info, played, margins[-1], pair)
            )
        if target == 0:
            break  # single hands: a level hand is no win, not a second hand
        if not game.match_over:
            game.next_hand()
            if keep_hands:
                played.append({"acao": "nova_mao"})
    if target == 0:
        winner = "a" if margins[0] > 0 else "b" if margins[0] < 0 else ""
    else:
        winner = "a" if game.winner == a_seat else "b"
    return MatchResult(
        pair,
        a_seat,
        winner,
        margins,
        times,
        cpu=cpu,
        slowest=slowest,
        hands=hands,
        take_backs=taken_back,
        returns=returned,
        forced_backs=forced,
        parked=parked,
        ends=ends,
    )


def hand_record(
    game: Game,
    game_seed: int,
    a_seat: int,
    bots: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    margin: int,
    pair: int = 0,
) -> dict[str, Any]:
    """A finished hand as plain JSON data that :func:`replay` plays again: the
    rules (id and every option), the game seed, the players, every action of the
    match up to the end of this hand (``nova_mao`` between hands), the bots'
    levels, budgets and seeds, and the recorded result."""
    return {
        "rules": game.rules.to_dict(),
        "seed": game_seed,
        "players": game.players,
        "pair": pair,
        "hand_number": game.hand_number,
        "a_seat": a_seat,
        "bots": bots,
        "margin": margin,
        "totais": list(game.history[-1]["totais"]),
        "scores": list(game.scores),
        "actions": list(actions),
    }


def replay(record: dict[str, Any]) -> Game:
    """The game of a :func:`hand_record`, played again from its seed and actions
    (``Game.new(rules, seed=...)`` then every action): its last hand's
    ``history[-1]["totais"]`` equals the record's."""
    rules = Rules.from_dict(record["rules"])
    game = Game.new(rules, players=int(record["players"]), seed=int(record["seed"]))
    for action in record["actions"]:
        game.apply(action)
    return game


def write_worst(result: ArenaResult, count: int, folder: str | Path) -> list[Path]:
    """Write the ``count`` hands with the lowest margin for side A as JSON files
    in ``folder`` (kept by :func:`run_arena` with ``keep_hands``); the paths."""
    records = [h for m in result.matches for h in m.hands]
    records.sort(key=lambda h: (h["margin"], h["pair"], h["a_seat"], h["hand_number"]))
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for rank, record in enumerate(records[:count], start=1):
        name = (
            f"worst{rank:02d}_{record['rules']['preset']}_pair{record['pair']}"
            f"_aseat{record['a_seat']}_hand{record['hand_number']}.json"
        )
        path = out / name
        path.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
        paths.append(path)
    return paths


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
    keep_hands: bool = False,
    players: int = 2,
    ray: str | None = None,
) -> ArenaResult:
    """Play ``matches`` matches (rounded up to whole deals, each played once
    with A on every side: :func:`seatings`) of ``a`` against ``b`` at a table of
    ``players`` and return every result, in the same order whatever ``jobs``
    (each match depends only on its own seeds): here, in ``jobs`` processes or
    on the Ray cluster at ``ray`` (:mod:`buraco_tui.cli.parallel`)."""
    k = seatings(players)
    pairs = (matches + k - 1) // k
    tasks = [
        (pair, a_seat, a, b, seed, rules, target, dict(budget or {}), keep_hands, players)
        for pair in range(pairs)
        for a_seat in range(k)
    ]
    result = ArenaResult(a, b)
    for _, match in run_jobs(_job, tasks, workers=jobs, ray_address=ray):
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
    hands = max(len(margins), 1)
    lines.append(
        f"  take-backs per hand: A {result.take_backs('a') / hands:.3f}, "
        f"B {result.take_backs('b') / hands:.3f} "
        f"({result.take_backs('a')} and {result.take_backs('b')} in {len(margins)} hands; "
        f"lixos returned unchanged {sum(m.returns for m in result.matches)}; "
        f"own card taken as the rules made {sum(m.forced_backs for m in result.matches)})"
    )
    lines.append(
        f"  own card parked under one discard, taken and thrown again: "
        f"A {result.parked('a')}, B {result.parked('b')}"
    )
    lines.append(
        "  hands ended with a canastra: "
        + ", ".join(_share(result, who, "canastra", hands) for who in "ab")
        + "; morto taken: "
        + ", ".join(_share(result, who, "morto", hands) for who in "ab")
        + "; batida: "
        + ", ".join(_share(result, who, "batida", hands) for who in "ab")
    )
    lines.append("  think time per decision:  level    decisions   median      p95      max")
    for who, level in (("a", result.a), ("b", result.b)):
        t = result.times(who)
        lines.append(
            f"    {who.upper()} {level:<7} {len(t):>16}  {_ms(percentile(t, 0.5))}"
            f" {_ms(percentile(t, 0.95))} {_ms(max(t) if t else 0.0)}"
        )
        c = result.cpu(who)
        lines.append(
            f"      {'cpu':<22}  {_ms(percentile(c, 0.5))}"
            f" {_ms(percentile(c, 0.95))} {_ms(max(c) if c else 0.0)}"
        )
        at = slowest_at(result, who)
        if at is not None:
            match, (_spent, hand, action) = at
            lines.append(
                f"      slowest: deal {match.pair}, A on side {match.a_seat}, "
                f"hand {hand}, action {action}"
            )
    for err in result.errors[:10]:
        lines.append(f"  ERROR: {err}")
    return "\n".join(lines)


def slowest_at(result: ArenaResult, who: str) -> tuple[MatchResult, tuple[float, int, int]] | None:
    """The match and place (:attr:`MatchResult.slowest`) of side ``who``'s decision
    of most CPU over the run, or None if it made none."""
    found = [(m, m.slowest[who]) for m in result.matches if who in m.slowest]
    return max(found, key=lambda f: f[1][0]) if found else None


def _share(result: ArenaResult, who: str, end: str, hands: int) -> str:
    return f"{who.upper()} {result.ended_with(who, end) / hands:.1%}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}ms" if seconds < 10 else f"{seconds:8.1f}s "


def main(argv: list[str]) -> int:
    """``buraco arena`` with ``argv`` (the arguments after ``arena``)."""
    from buraco_tui.cli.parse import parse_args

    return run(parse_args(["arena", *argv]))


def run(args: argparse.Namespace) -> int:
    """Play the matches ``args`` ask for and print the report (progress on stderr)."""
    from buraco_tui.cli.progress import progress_bar

    lang = getattr(args, "lang", None) or DEFAULT
    if args.matches < 1 or args.jobs < 1:
        print(tr("cli.arena.at_least_one", lang), file=sys.stderr)
        return 2
    budget: dict[str, Any] = {}
    if args.playouts is not None:
        budget["playouts"] = args.playouts
    if args.time_limit is not None:
        budget["time_limit"] = args.time_limit
    worst = int(getattr(args, "worst", 0) or 0)
    opponents = list(POOL_LEVELS) if args.b == POOL_CHOICE else [args.b]
    players = int(getattr(args, "players", 2) or 2)
    if players not in ruleset(args.rules).jogadores:
        allowed = ", ".join(str(n) for n in ruleset(args.rules).jogadores)
        print(
            tr("cli.arena.players_bad", lang, players=players, rules=args.rules, allowed=allowed),
            file=sys.stderr,
        )
        return 2
    k = seatings(players)
    pairs = (args.matches + k - 1) // k
    label = tr("cli.arena.progress", lang)
    lines: list[str] = []
    failed = False
    for b in opponents:
        started = time.perf_counter()
        with progress_bar(k * pairs, f"{label} {b}", not args.quiet) as step:
            result = run_arena(
                args.a,
                b,
                matches=args.matches,
                seed=args.seed,
                rules=args.rules,
                target=args.target,
                jobs=args.jobs,
                budget=budget,
                progress=lambda r, _total: step(
                    len(r.matches), f"A {r.wins('a')} - B {r.wins('b')}"
                ),
                keep_hands=worst > 0,
                players=players,
                ray=getattr(args, "ray", None),
            )
        failed = failed or bool(result.errors)
        header = (
            f"arena: A={args.a} vs B={b}, rules {args.rules}, {players} players "
            f"({_table(players)}), target {args.target}, "
            f"{k * pairs} matches ({pairs} deals x {k} seatings), seed {args.seed}, "
            f"jobs {args.jobs}, budget {budget or 'default'}, "
            f"{time.perf_counter() - started:.0f}s, load average {_load()}, code {code_dir()}"
        )
        if worst > 0:
            folder = Path(getattr(args, "worst_dir", None) or "arena-worst")
            if len(opponents) > 1:
                folder = folder / b
            paths = write_worst(result, worst, folder)
            header += f"\n  worst {len(paths)} hands for A written to {folder}"
        if len(opponents) == 1:
            print(report(result, header))
        else:
            print(report(result, header), file=sys.stderr)
            lines.append(pool_line(result))
    if lines:
        print(
            f"arena: A={args.a} against the pool, rules {args.rules}, {players} players, "
            f"target {args.target}, "
            f"{k * pairs} matches per opponent, seed {args.seed}, jobs {args.jobs}, "
            f"budget {budget or 'default'}"
        )
        print("  opponent    wins(A)          95% Wilson         margin/hand        p95 think A")
        print("\n".join(lines))
    return 1 if failed else 0


def _table(players: int) -> str:
    """How the seats are shared, for the report's header."""
    return {
        2: "A vs B",
        3: "A vs B vs B",
        4: "A+A vs B+B",
        6: "A+A vs B+B vs B+B",
    }.get(players, "?")


def code_dir() -> str:
    """Where the bots of this run come from: a console script started in a git worktree
    still imports the installed checkout (an editable install), so a lab note names the
    code it measured by this, not by the folder it ran in."""
    return str(Path(__file__).resolve().parents[1])


def _load() -> str:
    """The machine's 1/5/15-minute load averages (think times depend on them)."""
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover - not on every system
        return "?"


def pool_line(result: ArenaResult) -> str:
    """One line of ``--b pool``: the opponent, A's wins with the 95% Wilson
    interval, the mean margin per hand (A - B) and A's p95 think time."""
    n = len(result.matches)
    w = result.wins("a")
    lo, hi = wilson(w, n)
    margins = result.margins
    mean = sum(margins) / len(margins) if margins else 0.0
    p95 = percentile(result.times("a"), 0.95)
    rate = w / n if n else 0.0
    return (
        f"  {result.b:<10} {w:>4}/{n:<4} = {rate:6.1%}  [{lo:6.1%}, {hi:6.1%}]  "
        f"{mean:+8.1f} ({len(margins)} hands)  {_ms(p95)}"
    )

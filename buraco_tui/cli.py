"""The ``buraco`` command: play (resume or start), and the ``bench``, ``arena`` and
``calibrate`` subcommands, one ``argparse`` parser with subparsers.

``buraco [--new --rules MODO --target N --level L --seed S --data-dir D --lang L]`` plays;
``buraco bench|arena|calibrate ...`` run the tools; ``buraco export-hand N FILE``,
``buraco review FILE`` and ``buraco serve`` share and replay hands and serve the app to a
browser (issue 11). The help comes from the catalogue, in
Portuguese, or in the language ``--lang`` names anywhere on the command line. Building the
parser imports no bot and no Textual: the app starts as fast as before.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from buraco_tui.choices import (
    BOT_LEVELS,
    LANGS,
    LEVELS,
    PLAYERS,
    POOL_CHOICE,
    ROLLOUT_STYLES,
    TARGETS,
)
from buraco_tui.engine import PRESETS
from buraco_tui.gc_tuning import tune_gc
from buraco_tui.lang import DEFAULT, tr

COMMANDS = ("bench", "arena", "calibrate", "export-hand", "review", "serve")
CALIBRATE_PRESETS = "aberto,fechado,mestre-buraco,mestre-canastra"


def help_lang(argv: list[str]) -> str:
    """The language ``--lang`` names in ``argv`` (``--lang en`` or ``--lang=en``), else pt."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        else:
            continue
        return value if value in LANGS else DEFAULT
    return DEFAULT


def _or_list(items: tuple[str, ...], lang: str) -> str:
    return tr("cli.or", lang, first=", ".join(items[:-1]), last=items[-1])


def _level_arg(spec: str) -> str:
    from buraco_tui.arena import parse_level

    try:
        parse_level(spec)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return spec


def _opponent_arg(spec: str) -> str:
    """A level for ``--b``, or ``pool``: one run against each style of the pool."""
    return spec if spec == POOL_CHOICE else _level_arg(spec)


def _add_help(p: argparse.ArgumentParser, lang: str) -> argparse.ArgumentParser:
    """``-h``/``--help`` with its line in ``lang`` (argparse's own is English)."""
    p.add_argument("-h", "--help", action="help", help=tr("cli.help", lang))
    return p


def _add_play(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--new", action="store_true", help=tr("cli.new", lang))
    p.add_argument(
        "--rules",
        choices=PRESETS,
        metavar="MODO",
        help=tr("cli.rules", lang, presets=", ".join(PRESETS)),
    )
    p.add_argument("--target", type=int, choices=TARGETS, help=tr("cli.target", lang))
    levels = ", ".join(tr(f"ui.level.{level}", lang) for level in LEVELS)
    p.add_argument("--level", choices=LEVELS, help=tr("cli.level", lang, levels=levels))
    p.add_argument("--players", type=int, choices=PLAYERS, help=tr("cli.players", lang))
    p.add_argument("--partner-level", choices=LEVELS, help=tr("cli.partner_level", lang))
    p.add_argument("--seed", type=int, help=tr("cli.seed", lang))
    p.add_argument("--data-dir", help=tr("cli.data_dir", lang))
    p.add_argument("--lang", choices=LANGS, help=tr("cli.lang", lang))


def _add_bench(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--seconds", type=float, default=3.0, help=tr("cli.bench.seconds", lang))
    p.add_argument("--rules", choices=PRESETS, action="append", help=tr("cli.bench.rules", lang))


def _add_arena(p: argparse.ArgumentParser, lang: str) -> None:
    levels = _or_list(BOT_LEVELS, lang)
    p.add_argument(
        "--a", type=_level_arg, default="hard", help=tr("cli.arena.a", lang, levels=levels)
    )
    p.add_argument("--b", type=_opponent_arg, default="medium", help=tr("cli.arena.b", lang))
    p.add_argument("--matches", type=int, default=20, help=tr("cli.arena.matches", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.arena.seed", lang))
    p.add_argument("--rules", choices=PRESETS, default="aberto", help=tr("cli.arena.rules", lang))
    p.add_argument(
        "--target", type=int, choices=TARGETS, default=1500, help=tr("cli.arena.target", lang)
    )
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.arena.jobs", lang))
    p.add_argument("--playouts", type=int, help=tr("cli.arena.playouts", lang))
    p.add_argument("--time-limit", type=float, help=tr("cli.arena.time_limit", lang))
    p.add_argument("--quiet", action="store_true", help=tr("cli.arena.quiet", lang))
    p.add_argument("--worst", type=int, default=0, help=tr("cli.arena.worst", lang))
    p.add_argument("--worst-dir", default="arena-worst", help=tr("cli.arena.worst_dir", lang))
    p.add_argument(
        "--players", type=int, choices=(2, 3, 4, 6), default=2, help=tr("cli.arena.players", lang)
    )


def _add_calibrate(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--hands", type=int, default=400, help=tr("cli.calibrate.hands", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.calibrate.seed", lang))
    p.add_argument("--presets", default=CALIBRATE_PRESETS, help=tr("cli.calibrate.presets", lang))
    p.add_argument(
        "--opponents",
        choices=("pool", "self", *ROLLOUT_STYLES),
        default="pool",
        help=tr("cli.calibrate.opponents", lang),
    )
    p.add_argument("--reading", action="store_true", help=tr("cli.calibrate.reading", lang))
    p.add_argument("--quiet", action="store_true", help=tr("cli.arena.quiet", lang))


# --- history (issue 11): export-hand, review, serve


def _add_export(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("number", type=int, metavar="N", help=tr("cli.export.number", lang))
    p.add_argument("file", metavar="FILE", help=tr("cli.export.file", lang))
    p.add_argument("--data-dir", default=argparse.SUPPRESS, help=tr("cli.data_dir", lang))


def _add_review(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("review_file", metavar="FILE", help=tr("cli.review.file", lang))
    p.add_argument("--data-dir", default=argparse.SUPPRESS, help=tr("cli.data_dir", lang))


def _add_serve(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--host", default="127.0.0.1", help=tr("cli.serve.host", lang))
    p.add_argument("--port", type=int, default=8000, help=tr("cli.serve.port", lang))
    p.add_argument("--data-dir", default=argparse.SUPPRESS, help=tr("cli.data_dir", lang))


def build_parser(lang: str = DEFAULT) -> argparse.ArgumentParser:
    """The whole ``buraco`` parser, its help in ``lang``."""
    p = argparse.ArgumentParser(
        prog="buraco",
        description=tr("cli.description", lang),
        epilog=tr("cli.epilog", lang),
        add_help=False,
    )
    _add_help(p, lang)
    _add_play(p, lang)
    sub = p.add_subparsers(
        dest="command", title=tr("cli.commands", lang), metavar="{" + ",".join(COMMANDS) + "}"
    )
    adders = (_add_bench, _add_arena, _add_calibrate, _add_export, _add_review, _add_serve)
    for name, add in zip(COMMANDS, adders, strict=True):
        sp = sub.add_parser(
            name,
            description=tr(f"cli.{name}.description", lang),
            help=tr(f"cli.{name}.help", lang),
            add_help=False,
        )
        add(_add_help(sp, lang), lang)
        # --lang after the subcommand too; SUPPRESS keeps it from hiding the top-level one
        sp.add_argument(
            "--lang", choices=LANGS, default=argparse.SUPPRESS, help=tr("cli.lang", lang)
        )
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """``argv`` parsed, the help in the language ``--lang`` names.

    ``--players`` must be a count the table allows (``--rules``, else the remembered one
    when the match starts; a count no table allows is refused here)."""
    lang = help_lang(argv)
    parser = build_parser(lang)
    args = parser.parse_args(argv)
    players, rules = getattr(args, "players", None), getattr(args, "rules", None)
    if args.command is None and players is not None and rules is not None:
        problem = players_problem(rules, players, lang)
        if problem:
            parser.error(problem)
    return args


def players_problem(rules: str, players: int, lang: str = DEFAULT) -> str:
    """Why ``players`` cannot sit at the table ``rules`` (empty when they can)."""
    from buraco_tui.engine import ruleset
    from buraco_tui.names import mode_name

    allowed = ruleset(rules).jogadores
    if players in allowed:
        return ""
    counts = _or_list(tuple(str(n) for n in allowed), lang)
    return tr("cli.players_refused", lang, mode=mode_name(rules, lang), n=players, counts=counts)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``buraco`` console script."""
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    tune_gc()  # decision 58: the engine's hot loops, in the app, the arena and the bench
    if args.command == "bench":
        from buraco_tui.bench import run as run_bench

        return run_bench(args)
    if args.command == "arena":
        from buraco_tui.arena import run as run_arena

        return run_arena(args)
    if args.command == "calibrate":
        return _calibrate(args)
    if args.command == "export-hand":
        from buraco_tui.share import export_command

        return export_command(args)
    if args.command == "serve":
        from buraco_tui.share import serve_command

        return serve_command(args)
    if args.command == "review":
        from buraco_tui.share import check_hand_file

        if check_hand_file(args):
            return 1
    from buraco_tui.app import run

    return run(args)


def _calibrate(args: argparse.Namespace) -> int:
    from buraco_tui.ai.calibrate import collect, fit
    from buraco_tui.ai.search import rollout_policy, rollout_pool
    from buraco_tui.progress import progress_bar

    lang = args.lang or DEFAULT
    if args.reading:
        return _calibrate_reading(args, lang)
    with progress_bar(args.hands, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        rows = collect(
            args.hands,
            args.presets.split(","),
            args.seed,
            progress=lambda done: step(done),
            opponents=(
                rollout_pool()
                if args.opponents == "pool"
                else None
                if args.opponents == "self"
                else (rollout_policy(args.opponents),)
            ),
        )
    for line in fit(rows, args.hands):
        print(line)
    return 0


def _offset(step: Callable[[int], None], base: int) -> Callable[[int], None]:
    """``step`` counting on from ``base`` done."""
    return lambda done: step(base + done)


def _calibrate_reading(args: argparse.Namespace, lang: str) -> int:
    """``buraco calibrate --reading``: print ``ai/reading_tables.py`` (decision 67)."""
    from buraco_tui.ai.calibrate import collect_reading, reading_module, reading_rows
    from buraco_tui.ai.race import race_table
    from buraco_tui.ai.search import rollout_pool
    from buraco_tui.engine import ruleset
    from buraco_tui.progress import progress_bar

    # the search reads the style only at a race table (decision 67): tables for those
    asked = PRESETS if args.presets in ("all", CALIBRATE_PRESETS) else args.presets.split(",")
    presets = [p for p in asked if race_table(ruleset(p))]
    styles = dict(zip(ROLLOUT_STYLES, rollout_pool(), strict=True))
    total = args.hands * len(styles) * len(presets)
    tables: dict[str, dict[str, tuple[float, ...]]] = {}
    with progress_bar(total, tr("cli.calibrate.progress", lang), not args.quiet) as step:
        for i, preset in enumerate(presets):
            base = i * args.hands * len(styles)
            counts = collect_reading(
                args.hands, preset, args.seed, styles, progress=_offset(step, base)
            )
            tables[preset] = reading_rows(counts)
    print(reading_module(tables, args.hands), end="")
    return 0

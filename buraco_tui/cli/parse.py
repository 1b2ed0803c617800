"""The ``buraco`` command line, parsed: one ``argparse`` parser with a subparser per command.

``buraco [--new --rules MODO --target N --level L --seed S --data-dir D --lang L]`` plays;
``buraco bench|arena|calibrate|curve|export-hand|review|serve|soak|train ...`` run the tools. The help comes
from the catalogue, in Portuguese, or in the language ``--lang`` names anywhere on the
command line. Building the parser imports no bot and no Textual: the app starts fast.
"""

from __future__ import annotations

import argparse
from functools import partial

from buraco_tui.ai.levels import (
    BOT_LEVELS,
    LEVELS,
    POOL_CHOICE,
    ROLLOUT_STYLES,
    UnknownLevel,
    parse_level,
)
from buraco_tui.engine import PRESETS
from buraco_tui.match.choices import PLAYERS, TARGETS
from buraco_tui.match.seats import players_problem
from buraco_tui.text.lang import DEFAULT, LANGS, tr
from buraco_tui.text.names import or_list

COMMANDS = (
    "bench",
    "arena",
    "calibrate",
    "curve",
    "export-hand",
    "review",
    "serve",
    "soak",
    "train",
)
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


def _level_arg(spec: str, lang: str = DEFAULT) -> str:
    """A level for ``--a``/``--b`` (``hard`` or ``hard:playouts=40``), refused in ``lang``."""
    try:
        parse_level(spec)
    except UnknownLevel as exc:
        message = tr("cli.arena.unknown_level", lang, level=exc.level, levels=", ".join(BOT_LEVELS))
        raise argparse.ArgumentTypeError(message) from None
    return spec


def _opponent_arg(spec: str, lang: str = DEFAULT) -> str:
    """A level for ``--b``, or ``pool``: one run against each style of the pool."""
    return spec if spec == POOL_CHOICE else _level_arg(spec, lang)


def _presets_arg(spec: str, lang: str = DEFAULT) -> str:
    """``--presets``: comma-separated tables (or ``all``), each one the engine knows."""
    if spec == "all":
        return spec
    for name in spec.split(","):
        if name not in PRESETS:
            message = tr("cli.unknown_preset", lang, preset=name, presets=", ".join(PRESETS))
            raise argparse.ArgumentTypeError(message)
    return spec


def _port_arg(spec: str, lang: str = DEFAULT) -> int:
    """``--port``: a TCP port, 1 to 65535."""
    port = int(spec) if spec.isdigit() else -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(tr("cli.serve.bad_port", lang, port=spec))
    return port


def _add_help(p: argparse.ArgumentParser, lang: str) -> argparse.ArgumentParser:
    """``-h``/``--help`` with its line in ``lang`` (argparse's own is English)."""
    p.add_argument("-h", "--help", action="help", help=tr("cli.help", lang))
    return p


def _add_play(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--new", action="store_true", help=tr("cli.new", lang))
    p.add_argument(
        "--rules",
        choices=PRESETS,
        metavar=tr("cli.rules.metavar", lang),  # the help's own language (issue 26)
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
    p.add_argument("--playouts", action="store_true", help=tr("cli.bench.playouts", lang))
    p.add_argument("--rules", choices=PRESETS, action="append", help=tr("cli.bench.rules", lang))


def _add_arena(p: argparse.ArgumentParser, lang: str) -> None:
    levels = or_list(BOT_LEVELS, lang)
    p.add_argument(
        "--a",
        type=partial(_level_arg, lang=lang),
        default="hard",
        help=tr("cli.arena.a", lang, levels=levels),
    )
    p.add_argument(
        "--b",
        type=partial(_opponent_arg, lang=lang),
        default="medium",
        help=tr("cli.arena.b", lang),
    )
    p.add_argument("--matches", type=int, default=20, help=tr("cli.arena.matches", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.arena.seed", lang))
    p.add_argument("--rules", choices=PRESETS, default="aberto", help=tr("cli.arena.rules", lang))
    p.add_argument(
        "--target", type=int, choices=TARGETS, default=1500, help=tr("cli.arena.target", lang)
    )
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.arena.jobs", lang))
    p.add_argument("--ray", metavar="ADDRESS", help=tr("cli.ray", lang))
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
    p.add_argument(
        "--presets",
        type=partial(_presets_arg, lang=lang),
        default=CALIBRATE_PRESETS,
        help=tr("cli.calibrate.presets", lang),
    )
    p.add_argument(
        "--opponents",
        choices=("pool", "self", *ROLLOUT_STYLES),
        default="pool",
        help=tr("cli.calibrate.opponents", lang),
    )
    p.add_argument("--reading", action="store_true", help=tr("cli.calibrate.reading", lang))
    p.add_argument("--outcome-sd", action="store_true", help=tr("cli.calibrate.outcome_sd", lang))
    p.add_argument("--quiet", action="store_true", help=tr("cli.arena.quiet", lang))
    p.add_argument("--out", metavar="FILE", help=tr("cli.calibrate.out", lang))
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.calibrate.jobs", lang))
    p.add_argument("--ray", metavar="ADDRESS", help=tr("cli.ray", lang))


def _add_curve(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument(
        "--a",
        type=partial(_level_arg, lang=lang),
        action="append",
        default=[],
        help=tr("cli.curve.a", lang),
    )
    p.add_argument(
        "--b", type=partial(_level_arg, lang=lang), default="medium", help=tr("cli.curve.b", lang)
    )
    p.add_argument("--matches", type=int, default=200, help=tr("cli.curve.matches", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.arena.seed", lang))
    p.add_argument("--rules", choices=PRESETS, default="aberto", help=tr("cli.arena.rules", lang))
    p.add_argument(
        "--target", type=int, choices=TARGETS, default=0, help=tr("cli.curve.target", lang)
    )
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.arena.jobs", lang))
    p.add_argument("--ray", metavar="ADDRESS", help=tr("cli.ray", lang))
    p.add_argument(
        "--players", type=int, choices=(2, 3, 4, 6), default=2, help=tr("cli.arena.players", lang)
    )
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
    p.add_argument(
        "--port", type=partial(_port_arg, lang=lang), default=8000, help=tr("cli.serve.port", lang)
    )
    p.add_argument("--data-dir", default=argparse.SUPPRESS, help=tr("cli.data_dir", lang))


def _match_arg(spec: str, lang: str = DEFAULT) -> tuple[str, int, int]:
    """``--match PRESET:SEATS:SEED``: one soak match to play again (as a failure names it)."""
    preset, _, rest = spec.partition(":")
    seats, _, seed = rest.partition(":")
    if preset in PRESETS and seats.isdigit() and seed.isdigit():
        return preset, int(seats), int(seed)
    raise argparse.ArgumentTypeError(tr("cli.soak.bad_match", lang, match=spec))


def _add_soak(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--hands", type=int, default=20, help=tr("cli.soak.hands", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.soak.seed", lang))
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.arena.jobs", lang))
    p.add_argument("--stride", type=int, help=tr("cli.soak.stride", lang))
    p.add_argument(
        "--presets",
        type=partial(_presets_arg, lang=lang),
        default="all",
        help=tr("cli.soak.presets", lang),
    )
    p.add_argument(
        "--match",
        type=partial(_match_arg, lang=lang),
        metavar="PRESET:SEATS:SEED",
        help=tr("cli.soak.match", lang),
    )
    p.add_argument("--quiet", action="store_true", help=tr("cli.arena.quiet", lang))


def _add_train(p: argparse.ArgumentParser, lang: str) -> None:
    p.add_argument("--samples", metavar="FILE", help=tr("cli.train.samples", lang))
    p.add_argument("--hands", type=int, default=1560, help=tr("cli.train.hands", lang))
    p.add_argument("--playouts", type=int, default=2, help=tr("cli.train.playouts", lang))
    p.add_argument("--held-out-every", type=int, default=25, help=tr("cli.train.held_out", lang))
    p.add_argument("--seed", type=int, default=1, help=tr("cli.calibrate.seed", lang))
    p.add_argument(
        "--presets",
        type=partial(_presets_arg, lang=lang),
        default="all",
        help=tr("cli.soak.presets", lang),
    )
    p.add_argument("--fit", nargs="+", metavar="FILE", help=tr("cli.train.fit", lang))
    p.add_argument("--out", metavar="FILE", help=tr("cli.train.out", lang))
    p.add_argument("--quiet", action="store_true", help=tr("cli.arena.quiet", lang))
    p.add_argument("--jobs", type=int, default=1, help=tr("cli.calibrate.jobs", lang))
    p.add_argument("--ray", metavar="ADDRESS", help=tr("cli.ray", lang))


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
    adders = (
        _add_bench,
        _add_arena,
        _add_calibrate,
        _add_curve,
        _add_export,
        _add_review,
        _add_serve,
        _add_soak,
        _add_train,
    )
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

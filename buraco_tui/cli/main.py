"""``buraco``: the entry point, which runs the command the parsed line names.

Each command's work stands in its own module of this package (``bench``, ``arena``,
``calibrate``, ``share``, ``soak``, ``train``, ``curve``), imported only when asked for; playing opens the app. Whatever
fails on the way ends as one line on stderr in the ``--lang`` language and a non-zero
status (:mod:`.errors`), never a traceback.
"""

from __future__ import annotations

import argparse
import sys

from buraco_tui.cli.errors import CommandFailed, io_failure
from buraco_tui.cli.gc_tuning import tune_gc
from buraco_tui.cli.parse import parse_args
from buraco_tui.text.lang import DEFAULT, tr

DATA_DIR_COMMANDS = (None, "review", "export-hand", "serve")
"""The commands that read or write the data dir (made first, so its failure is told)."""


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``buraco`` console script."""
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    lang = getattr(args, "lang", None) or DEFAULT
    try:
        return _run(args, lang)
    except CommandFailed as failure:
        print(f"buraco: {failure}", file=sys.stderr)
        return failure.status
    except OSError as exc:
        print(f"buraco: {io_failure('cli.error.io', exc, lang)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C in a long run (arena, train): a line, no traceback
        print(f"buraco: {tr('cli.interrupted', lang)}", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace, lang: str) -> int:
    tune_gc()  # decision 58: the engine's hot loops, in the app, the arena and the bench
    if args.command in DATA_DIR_COMMANDS:
        _make_data_dir(args, lang)
    if args.command == "bench":
        from buraco_tui.cli.bench import run as run_bench

        return run_bench(args)
    if args.command == "arena":
        from buraco_tui.cli.arena import run as run_arena

        return run_arena(args)
    if args.command == "calibrate":
        from buraco_tui.cli.calibrate import calibrate_command

        return calibrate_command(args)
    if args.command == "curve":
        from buraco_tui.cli.curve import curve_command

        return curve_command(args)
    if args.command == "train":
        from buraco_tui.cli.train import train_command

        return train_command(args)
    if args.command == "soak":
        from buraco_tui.cli.soak import soak_command

        return soak_command(args)
    if args.command == "export-hand":
        from buraco_tui.cli.share import export_command

        return export_command(args)
    if args.command == "serve":
        from buraco_tui.cli.share import serve_command

        return serve_command(args)
    if args.command == "review":
        from buraco_tui.cli.share import check_hand_file

        if check_hand_file(args):
            return 1
    from buraco_tui.app import run

    return run(args)


def _make_data_dir(args: argparse.Namespace, lang: str) -> None:
    """The data dir (``--data-dir`` or the platform's), made now or told why it cannot be."""
    from buraco_tui.store.storage import default_data_dir, resolve_data_dir

    given = getattr(args, "data_dir", None)
    try:
        resolve_data_dir(given)
    except OSError as exc:
        path = given if given is not None else default_data_dir()
        raise io_failure("cli.error.data_dir", exc, lang, path) from None

"""``buraco``: the entry point, which runs the command the parsed line names.

Each command's work stands in its own module of this package (``bench``, ``arena``,
``calibrate``, ``share``), imported only when asked for; playing opens the app.
"""

from __future__ import annotations

import sys

from buraco_tui.cli.gc_tuning import tune_gc
from buraco_tui.cli.parse import parse_args


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``buraco`` console script."""
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    tune_gc()  # decision 58: the engine's hot loops, in the app, the arena and the bench
    if args.command == "bench":
        from buraco_tui.cli.bench import run as run_bench

        return run_bench(args)
    if args.command == "arena":
        from buraco_tui.cli.arena import run as run_arena

        return run_arena(args)
    if args.command == "calibrate":
        from buraco_tui.cli.calibrate import calibrate_command

        return calibrate_command(args)
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

"""The ``buraco`` command: play (resume or start), ``bench`` and ``arena``."""

from __future__ import annotations

import argparse
import sys

from buraco_tui.engine import PRESETS


def _play_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="buraco",
        description="Buraco no terminal contra o Zeca. / Buraco in the terminal against Zeca.",
        epilog="Outros comandos / other commands: buraco bench, buraco arena --help",
    )
    p.add_argument("--new", action="store_true", help="start a new match (the saved one counts as unfinished)")
    p.add_argument("--rules", choices=PRESETS, help="the table (preset) for a new match")
    p.add_argument("--target", type=int, choices=(3000, 1500, 0), help="match target (0: one hand)")
    p.add_argument("--level", choices=("easy", "medium", "hard"), help="Zeca's level")
    p.add_argument("--seed", type=int, help="a reproducible deal")
    p.add_argument("--data-dir", help="where saves, settings and stats live (default: the user data dir)")
    p.add_argument("--lang", choices=("pt", "en"), help="language (default pt)")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``buraco`` console script."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "bench":
        from buraco_tui.bench import main as bench_main

        return bench_main(argv[1:])
    if argv and argv[0] == "arena":
        from buraco_tui.arena import main as arena_main

        return arena_main(argv[1:])
    args = _play_parser().parse_args(argv)
    from buraco_tui.app import run

    return run(args)

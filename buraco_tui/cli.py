"""The ``buraco`` command: play (resume or start), ``bench`` and ``arena``."""

from __future__ import annotations

import argparse
import sys

from buraco_tui.engine import PRESETS

#: Help texts: pt first (the default language), en after the slash.
_HELP = {
    "new": "começa uma partida nova (a salva conta como não terminada) / start a new match",
    "rules": "a mesa (modo) da partida nova / the table (preset) for a new match",
    "target": "alvo da partida; 0 = uma mão só / match target; 0 = a single hand",
    "level": "nível do Zeca: fácil, médio, difícil / Zeca's level",
    "seed": "um número para repetir a mesma distribuição / a number for a reproducible deal",
    "data_dir": "pasta de partidas, opções e estatísticas / where saves, settings and stats live",
    "lang": "idioma (padrão pt) / language (default pt)",
}


def _play_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="buraco",
        description="Buraco no terminal contra o Zeca. / Buraco in the terminal against Zeca.",
        epilog="Outros comandos / other commands: buraco bench --help, buraco arena --help",
    )
    p.add_argument("--new", action="store_true", help=_HELP["new"])
    p.add_argument(
        "--rules", choices=PRESETS, metavar="MODO", help=_HELP["rules"] + f": {', '.join(PRESETS)}"
    )
    p.add_argument("--target", type=int, choices=(3000, 1500, 0), help=_HELP["target"])
    p.add_argument("--level", choices=("easy", "medium", "hard"), help=_HELP["level"])
    p.add_argument("--seed", type=int, help=_HELP["seed"])
    p.add_argument("--data-dir", help=_HELP["data_dir"])
    p.add_argument("--lang", choices=("pt", "en"), help=_HELP["lang"])
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

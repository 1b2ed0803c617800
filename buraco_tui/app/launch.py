"""Starting the app from the command line (``buraco`` with no command, ``buraco review``).

The data dir is claimed first (issue 26): the process that owns it removes what killed
writes left and plays; a second one on the same dir opens read-only, writing nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from buraco_tui.app.buraco import BuracoApp
from buraco_tui.app.state import arg
from buraco_tui.store.lock import claim
from buraco_tui.store.storage import resolve_data_dir

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    """Start the app with the parsed command-line arguments.

    ``--players`` without ``--rules`` is checked against the table a new match would use
    (the remembered one): a count it does not allow is refused before the app starts.
    Raises OSError when the data dir cannot be made or locked (the command line says so).
    """
    data_dir = resolve_data_dir(arg(args, "data_dir"))
    with claim(data_dir) as owner:
        players = arg(args, "players")
        if players is not None and arg(args, "rules") is None:
            import sys

            from buraco_tui.match.seats import players_problem
            from buraco_tui.store.settings import load_settings

            settings, _problem = load_settings(data_dir)
            lang = arg(args, "lang") or settings.lang
            problem = players_problem(settings.rules, players, lang)
            if problem:
                print(f"buraco: {problem}", file=sys.stderr)
                return 2
        app = BuracoApp(args, claim=owner)
        code = app.run()
        return int(code or 0)

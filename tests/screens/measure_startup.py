"""Startup time of ``buraco`` resuming a saved match against a bare Textual app.

Not a test (pytest does not collect it). Each run is a fresh process that starts the
app as the ``buraco`` command does (``main()``: the parser, the garbage collector's
settings, the claim of the data dir), headless at 100x30, and exits right after the first
frame of the table is drawn;
the two apps are launched alternately, so the load on the machine hits both alike.
Run it from the repository's root (so that its ``buraco_tui`` is the one imported):

    python tests/screens/measure_startup.py DATA_DIR [RUNS]

A ``DATA_DIR`` without a saved match gets one first, made with the app's own code: a
match (seed 7, Zeca Médio) that the bots play for 30 moves, saved as the app saves it.
Both apps run from cached bytecode, as an installed copy does: ``PYTHONDONTWRITEBYTECODE``
is dropped for the launches, and one launch of each (not timed) writes the cache.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

BARE = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)
Bare().run(headless=True, size=(100, 30))
"""

BURACO = """
import importlib, sys
cli = importlib.import_module("buraco_tui.cli.main")

def tune_gc_then_time_the_app():  # main() calls it, then imports the app and runs it
    tune_gc()
    from buraco_tui.app import launch

    class Timed(launch.BuracoApp):
        def _table_for(self, session):  # the table is made: exit once it is drawn
            table = super()._table_for(session)
            self.call_after_refresh(lambda: self.call_after_refresh(self.exit))
            return table

        def run(self, **_):
            return super().run(headless=True, size=(100, 30))

    launch.BuracoApp = Timed

tune_gc, cli.tune_gc = cli.tune_gc, tune_gc_then_time_the_app
sys.exit(cli.main(["--data-dir", sys.argv[1]]))
"""
"""``buraco --data-dir DIR`` as the command runs it (its parser, the garbage collector's
settings of decision 58, the claim of the data dir, the app), headless at 100x30, exiting
once the table's first frame is drawn."""

MAKE_SAVE = """
import sys
from pathlib import Path
from buraco_tui.ai import make_bot
from buraco_tui.match.session import HUMAN, MatchConfig, MatchSession
from buraco_tui.store.storage import MatchStore
session = MatchSession.new(MatchConfig(seed=7, level="medium"))
player = make_bot("easy", seed=1)
for _ in range(30):  # the match resumes mid-hand, with jogos on the table
    if session.human_to_act:
        session.play(player.choose(session.game.view(HUMAN)))
    elif session.bot_to_act:
        bot = make_bot(session.bot_level(), seed=session.decision_seed())
        session.apply_zeca(bot.choose(session.zeca_view()))
Path(sys.argv[1]).mkdir(parents=True, exist_ok=True)
MatchStore(Path(sys.argv[1])).save(session.to_payload())
"""
"""Saves a match in the data dir ``sys.argv[1]`` as the app does: its session, played by
the bots for 30 moves, written by its store."""


def once(code: str, *args: str) -> float:
    """Seconds from launching ``python -c code args`` to its exit."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, env=env)
    return time.perf_counter() - start


def main() -> None:
    """Measure both apps ``RUNS`` times each (15 by default) and print the medians' ratio."""
    data_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    if not (Path(data_dir) / "match.json").exists():
        once(MAKE_SAVE, data_dir)
        print(f"made a saved match in {data_dir}")
    once(BARE), once(BURACO, data_dir)  # not timed: writes the bytecode cache
    bare, buraco = [], []
    for _ in range(runs):  # interleaved, so load on the machine hits both alike
        bare.append(once(BARE))
        buraco.append(once(BURACO, data_dir))
    mb, mu = statistics.median(bare), statistics.median(buraco)
    print(f"bare Textual app : median {mb:.3f} s  min {min(bare):.3f} s")
    print(f"buraco (resume)  : median {mu:.3f} s  min {min(buraco):.3f} s")
    print(f"ratio            : {mu / mb:.2f} (medians), {min(buraco) / min(bare):.2f} (minimums)")


if __name__ == "__main__":
    main()

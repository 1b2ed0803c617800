"""Startup time of ``buraco`` resuming a saved match against a bare Textual app.

Not a test (pytest does not collect it). Each run is a fresh process that starts the
app headless at 100x30 and exits right after the first frame of the table is drawn.

    python tests/screens/measure_startup.py DATA_DIR_WITH_A_SAVED_MATCH [RUNS]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

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
import argparse, sys
from buraco_tui.app import BuracoApp
class Timed(BuracoApp):
    def _start(self, session):
        super()._start(session)
        self.call_after_refresh(lambda: self.call_after_refresh(self.exit))
args = argparse.Namespace(new=False, rules=None, target=None, level=None, seed=None,
                          lang=None, data_dir=sys.argv[1])
Timed(args).run(headless=True, size=(100, 30))
"""


def once(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    data_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
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

"""The Textual application (being built: issue 3)."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    """Start the app with the parsed command-line arguments."""
    print("A mesa ainda está sendo montada (issue 3). / The table is still being built.")
    return 1

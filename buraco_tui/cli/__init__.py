"""The command line: ``buraco`` and its subcommands, each command in its own module.

``parse`` reads the arguments (the only place that does), ``main`` runs the command they
name; ``bench``, ``arena``, ``calibrate`` and ``share`` (export-hand, review, serve) do each
command's work; ``progress`` draws their progress bars.

May import every other package of :mod:`buraco_tui`: it is the top layer.
"""

from __future__ import annotations

from .main import main

__all__ = ["main"]

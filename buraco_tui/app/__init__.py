"""The Textual application (the layer under the command line, over the screens).

``from buraco_tui.app import BuracoApp, run``: :class:`~buraco_tui.app.buraco.BuracoApp` is
the app, :func:`~buraco_tui.app.launch.run` starts it from a parsed command line. The app is
made of one module per job: ``state`` (the data dir, the settings, the statistics, the match
and its save), ``services`` (what the table asks: the statistics' count, Zeca, the Dica),
``matches`` (changing matches), ``history`` (the hands played), ``read_only`` (when another
instance owns the data dir), ``options`` (the options and
statistics screens), ``palette`` (the command palette), ``buraco`` (the app and its start)
and ``launch``. The decisions that need no terminal are in :mod:`buraco_tui.match` (how a
match starts, its records) and :mod:`buraco_tui.store` (the settings' and the statistics'
bookkeeping).
"""

from buraco_tui.app.buraco import BuracoApp
from buraco_tui.app.launch import run

__all__ = ["BuracoApp", "run"]

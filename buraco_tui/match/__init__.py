"""A match around the engine: the session the app plays, its records, replays and choices.

``session`` (the match being played: seats, undo, what Zeca may see, its save payload),
``records`` (every hand kept, replayable), ``recorder`` (keeps them up to date as the match
goes), ``hand_actions`` (the actions a hand's log stands for), ``replay`` (stepping through a
recorded hand), ``choices`` and ``seats`` (targets and seat counts a match may have).

Pure like the engine: no Textual, no files (the ``store`` package reads and writes these
objects). May import :mod:`buraco_tui.ai`, :mod:`buraco_tui.engine` and
:mod:`buraco_tui.text` (checked by ``lint-imports``).
"""

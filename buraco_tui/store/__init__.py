"""The files in the data dir: the autosaved match, the hand records, settings and statistics.

``storage`` (the data dir, atomic writes, the common envelope, moving a bad file aside),
``hands`` (one record file per match), ``settings`` and ``stats``. Every loader refuses a
damaged or newer file with a reason and keeps it aside; nothing here imports Textual.

May import :mod:`buraco_tui.match` and everything below it (checked by ``lint-imports``).
"""

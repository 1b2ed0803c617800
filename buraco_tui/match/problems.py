"""Why a file's data cannot be used, as stable codes shared by every loader.

A damaged file is ``corrupt``, one written by a newer version ``newer``, a record whose
actions do not replay to a legal hand ``illegal``. The store names the file it keeps aside
after the code; the app and the command line say it in the player's language.
"""

from __future__ import annotations

CORRUPT = "corrupt"
NEWER = "newer"
ILLEGAL = "illegal"

__all__ = ["CORRUPT", "ILLEGAL", "NEWER"]

"""Why a file's data cannot be used, as stable codes shared by every loader.

A damaged file is ``corrupt``, one written by a newer version ``newer``, a record whose
actions do not replay to a legal hand ``illegal``. The store names the file it keeps aside
after the code; the app and the command line say it in the player's language.
"""

from __future__ import annotations

CORRUPT = "corrupt"
NEWER = "newer"
ILLEGAL = "illegal"


class DataProblem(ValueError):
    """Data that cannot be used: ``problem`` is one of the codes above, ``detail`` says why
    (in English, for the log and the file kept aside; the screens say the code in the
    player's language)."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


__all__ = ["CORRUPT", "ILLEGAL", "NEWER", "DataProblem"]

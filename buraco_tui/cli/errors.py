"""The command line's failures as one line in the player's language, never a traceback.

A command raises :class:`CommandFailed` with its sentence (or lets an OSError through);
:func:`~buraco_tui.cli.main.main` prints ``buraco: <sentence>`` on stderr and exits with
its status: 2 for a usage error (argparse's own, and a refused option), 1 for a file that
cannot be made, read or written (decision 71).
"""

from __future__ import annotations

import errno
from pathlib import Path

from buraco_tui.store.storage import ReadOnlyDataDir
from buraco_tui.text.lang import has, tr

IO_STATUS = 1
"""The exit status of a file that cannot be made, read or written."""

_SAME_AS = {errno.EPERM: errno.EACCES}


class CommandFailed(Exception):
    """A command could not do its work; ``str()`` is the sentence, ``status`` the exit status."""

    def __init__(self, message: str, status: int = IO_STATUS) -> None:
        super().__init__(message)
        self.status = status


def io_reason(exc: OSError, lang: str) -> str:
    """Why the system refused, in ``lang`` (the system's own words for a rare error)."""
    if isinstance(exc, ReadOnlyDataDir):
        return tr("cli.errno.read_only", lang)
    code = _SAME_AS.get(exc.errno or 0, exc.errno or 0)
    key = f"cli.errno.{errno.errorcode.get(code, '')}"
    if has(key):
        return tr(key, lang)
    return exc.strerror or str(exc)


def io_failure(key: str, exc: OSError, lang: str, path: str | Path | None = None) -> CommandFailed:
    """The failure ``key`` (``cli.error.*``: ``{path}``, ``{reason}``) for ``exc``.

    ``path`` is the file the command was asked for; without it, the one the system names.
    """
    where = path if path is not None else (exc.filename or "?")
    return CommandFailed(tr(key, lang, path=str(where), reason=io_reason(exc, lang)))

"""``buraco export-hand N FILE`` and ``buraco serve``: a hand shared as a file, the app in a
browser (issue 11).

``export-hand`` writes hand N of the "Mãos anteriores" list (1 is the newest) as readable
JSON (:func:`~buraco_tui.match.records.export_hand`); ``buraco review FILE`` opens such a file
in the app. ``serve`` runs the app through ``textual-serve`` on 127.0.0.1 unless another
``--host`` is asked for, and then warns that anyone who reaches it can play.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

from buraco_tui.cli.errors import io_failure
from buraco_tui.match.export import export_hand
from buraco_tui.match.records import RecordProblem
from buraco_tui.store.hands import HandStore, read_hand_file
from buraco_tui.store.in_play import match_in_play
from buraco_tui.store.lock import claim
from buraco_tui.store.storage import resolve_data_dir
from buraco_tui.text.lang import DEFAULT, tr

LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


def export_command(args: argparse.Namespace) -> int:
    """Write hand ``args.number`` of the list to ``args.file``; 1 when there is no such hand
    or the file cannot be written (:class:`CommandFailed`, told in ``--lang``).

    The data dir is only read: while another instance owns it, reading it moves nothing."""
    lang = getattr(args, "lang", None) or DEFAULT
    data_dir = resolve_data_dir(getattr(args, "data_dir", None))
    with claim(data_dir):
        store = HandStore(data_dir)
        rows = store.listing(match_in_play(data_dir))
        n = int(args.number)
        record = store.load(rows[n - 1].match_id) if 1 <= n <= len(rows) else None
    for problem in store.problems:  # a damaged record is kept aside and said (issue 26)
        where = str(problem.moved_to or problem.path)
        print(tr("ui.hl.damaged", lang, path=where), file=sys.stderr)
    if record is None:
        print(tr("cli.export.no_hand", lang, n=n, count=len(rows)), file=sys.stderr)
        return 1
    row = rows[n - 1]
    if not row.over and not row.abandoned:  # the hand being played: not a hand to share yet
        print(tr("cli.export.in_play", lang, n=n), file=sys.stderr)
        return 1
    data = export_hand(record, row.index)
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    try:
        Path(args.file).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise io_failure("cli.error.write", exc, lang, args.file) from None
    print(tr("cli.export.written", lang, path=str(args.file)))
    return 0


def check_hand_file(args: argparse.Namespace) -> int:
    """``buraco review FILE``, before the app starts: 0 when the file replays, else the
    reason it is refused on stderr (newer version, unreadable, not a legal hand) and 1.

    A file that cannot be read at all (missing, a folder, no permission) is a
    :class:`CommandFailed` in ``--lang``."""
    lang = getattr(args, "lang", None) or DEFAULT
    path = Path(args.review_file)
    try:
        path.read_bytes()
    except OSError as exc:
        raise io_failure("cli.error.read", exc, lang, args.review_file) from None
    try:
        read_hand_file(path)
    except RecordProblem as problem:
        print(tr(f"ui.rp.file_{problem.problem}", lang, detail=problem.detail), file=sys.stderr)
        return 1
    return 0


def serve_command_line(args: argparse.Namespace) -> str:
    """The command textual-serve runs for each browser session: this app, same Python."""
    parts = [sys.executable, "-m", "buraco_tui"]
    data_dir = getattr(args, "data_dir", None)
    if data_dir:
        parts += ["--data-dir", str(data_dir)]
    lang = getattr(args, "lang", None)
    if lang:
        parts += ["--lang", lang]
    return shlex.join(parts)


def serve_command(args: argparse.Namespace) -> int:
    """Serve the app to browsers with textual-serve (blocks until stopped)."""
    from textual_serve.server import Server

    lang = getattr(args, "lang", None) or DEFAULT
    host = str(args.host)
    if host not in LOCAL_HOSTS:
        print(tr("cli.serve.warning", lang, host=host), file=sys.stderr)
    print(tr("cli.serve.started", lang, url=f"http://{host}:{args.port}"), flush=True)
    server = Server(serve_command_line(args), host=host, port=int(args.port))
    try:
        server.serve()
    except OSError as exc:  # the port taken, an address this machine does not have
        raise io_failure("cli.error.serve", exc, lang, f"{host}:{args.port}") from None
    return 0

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

from buraco_tui.match.export import export_hand
from buraco_tui.match.records import RecordProblem
from buraco_tui.store.hands import HandStore, read_hand_file
from buraco_tui.store.storage import resolve_data_dir
from buraco_tui.text.lang import DEFAULT, tr

LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


def export_command(args: argparse.Namespace) -> int:
    """Write hand ``args.number`` of the list to ``args.file``; 1 when there is no such hand."""
    lang = getattr(args, "lang", None) or DEFAULT
    store = HandStore(resolve_data_dir(getattr(args, "data_dir", None)))
    rows = store.listing()
    n = int(args.number)
    if not 1 <= n <= len(rows):
        print(tr("cli.export.no_hand", lang, n=n, count=len(rows)), file=sys.stderr)
        return 1
    row = rows[n - 1]
    record = store.load(row.match_id)
    if record is None:
        print(tr("cli.export.no_hand", lang, n=n, count=len(rows)), file=sys.stderr)
        return 1
    data = export_hand(record, row.index)
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    Path(args.file).write_text(text, encoding="utf-8")
    print(tr("cli.export.written", lang, path=str(args.file)))
    return 0


def check_hand_file(args: argparse.Namespace) -> int:
    """``buraco review FILE``, before the app starts: 0 when the file replays, else the
    reason it is refused on stderr (newer version, unreadable, not a legal hand) and 1."""
    lang = getattr(args, "lang", None) or DEFAULT
    try:
        read_hand_file(Path(args.review_file))
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
    server.serve()
    return 0

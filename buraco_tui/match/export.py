"""One hand shared as a file of its own (``buraco export-hand``, ``buraco review FILE``).

The data of one hand and what leads to its deal, readable JSON; reading it back checks
that its actions replay to a legal hand. Reading and writing the file is the store's and
the command line's (:func:`buraco_tui.store.hands.read_hand_file`).
"""

from __future__ import annotations

from typing import Any

import buraco_tui
from buraco_tui.match.problems import CORRUPT
from buraco_tui.match.records import (
    RECORD_KIND,
    RECORD_VERSION,
    MatchRecord,
    RecordProblem,
    check_kind,
)

EXPORT_KIND = "buraco-tui-hand"
EXPORT_VERSION = 1


def export_hand(record: MatchRecord, index: int) -> dict[str, Any]:
    """One hand as readable JSON data: the rules, the seed (or the start position),
    the seats, the earlier hands of its match (they lead to its deal), its actions,
    its count and its review when one was run."""
    hand = record.hands[index]
    data: dict[str, Any] = {
        "kind": EXPORT_KIND,
        "version": EXPORT_VERSION,
        "app_version": buraco_tui.__version__,
        "rules": record.rules,
        "players": record.players,
        "seed": record.seed,
        "seats": record.seats,
        "practice": record.practice,
    }
    if record.start is not None:
        data["start"] = record.start
    data["earlier_hands"] = [h.to_dict() for h in record.hands[:index]]
    data["hand"] = hand.to_dict()
    return data


def import_hand(data: Any) -> tuple[MatchRecord, int]:
    """Read back :func:`export_hand`, replaying it: a newer file, a bad one, or one
    whose actions do not replay to a legal hand raises :class:`RecordProblem`."""
    check_kind(data, EXPORT_KIND, EXPORT_VERSION, "hand")
    earlier = data.get("earlier_hands", [])
    if not isinstance(earlier, list):
        raise RecordProblem(CORRUPT, "earlier_hands is not a list")
    payload = {
        "kind": RECORD_KIND,
        "version": RECORD_VERSION,
        "match_id": "shared",
        "rules": data.get("rules"),
        "players": data.get("players"),
        "seed": data.get("seed"),
        "seats": data.get("seats", []),
        "practice": data.get("practice", False),
        "start": data.get("start"),
        "hands": [*earlier, data.get("hand")],
    }
    record = MatchRecord.from_payload(payload)
    index = len(record.hands) - 1
    record.verify()
    record.replay(index)
    return record, index

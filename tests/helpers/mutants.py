"""Real files of the data dir, made by bots playing real matches, and mutations of them
(issue 26 item 2): what every loader must refuse cleanly or load consistently.

:func:`real_files` plays matches with bots through :class:`MatchSession` and the app's own
:class:`Recorder`, and returns the bytes of a saved match, of hand records and of exported
hands. :func:`mutants` turns one file into many damaged ones: a value of another type, a
huge integer, NaN or infinity, a key deleted, a list cut short or grown, a seat, a count or
a score moved, two cards swapped, a card renamed... The game saved inside a match file (and
its undo snapshots, and a record's start) is JSON text inside JSON: it is opened, mutated
and written back, so mutations reach every field of the engine's state.
"""

from __future__ import annotations

import json
import marshal
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from buraco_tui.ai.dica.review import review
from buraco_tui.ai.make import make_bot
from buraco_tui.match.export import export_hand
from buraco_tui.match.history import record_key
from buraco_tui.match.records import MatchRecord
from buraco_tui.match.replay import ReplayModel
from buraco_tui.match.session import HUMAN, MatchConfig, MatchSession
from buraco_tui.store.hands import HandStore
from buraco_tui.store.recorder import Recorder
from buraco_tui.store.settings import Settings, save_settings
from buraco_tui.store.stats import Stats, save_stats
from buraco_tui.store.storage import MatchStore

#: Raw JSON texts that stand for a value the encoder cannot write (put in by placeholder).
HUGE = "1" + "0" * 4400
RAW_VALUES = [HUGE, "-" + HUGE, "1e999", "-1e999", "NaN", "Infinity", "1" + "0" * 30]

_CARD_RE = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])|🃏")
_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
_SUITS = "♠♥♦♣"
#: Keys whose value is a saved game as JSON text (opened and mutated inside).
NESTED = frozenset({"game", "start"})


@dataclass
class RealFiles:
    """The bytes of real files: saved matches, hand records, exported hands."""

    matches: list[bytes]
    records: list[bytes]
    exports: list[bytes]
    stats: list[bytes]
    settings: list[bytes]


def _play(config: MatchConfig, stops: int, data_dir: Path) -> tuple[list[bytes], list[bytes]]:
    """Play ``config`` with bots in every seat (the player's seat through ``play``, so its
    lay-downs leave undo snapshots), saving and recording as the app does; the match file
    at ``stops`` moments (some with undo snapshots, some after a hand), and the record."""
    session = MatchSession.new(config)
    store = MatchStore(data_dir)
    hands = HandStore(data_dir)
    recorder = Recorder(hands)
    bots = {seat: make_bot("easy", seed=seat) for seat in range(config.players)}
    saved: list[bytes] = []
    moves = 0
    while len(saved) < stops and moves < 4000:
        game = session.game
        if game.match_over:
            break
        if game.hand_over:
            saved.append(store.path.read_bytes())
            session.next_hand()
        else:
            seat = game.turn
            action = bots[seat].choose(game.view(seat))
            if seat == HUMAN:
                try:
                    session.play(action)
                except Exception:  # noqa: BLE001 - a refused bot move: the time-out move
                    session.timeout()
            else:
                session.apply_zeca(action)
        moves += 1
        store.save(session.to_payload())
        match_id, make = record_key(session)
        recorder.observe(session.game, match_id, make)
        if session.undo_stack and game.hand_number > 1 and len(saved) < stops and moves % 3 == 0:
            saved.append(store.path.read_bytes())
    assert recorder.last_error == "", recorder.last_error
    record = hands.path(record_key(session)[0]).read_bytes()
    return saved, [record]


def real_files(tmp: Path) -> RealFiles:
    """Matches played by bots at several tables; their saves, records and exported hands."""
    tables = [
        MatchConfig(rules="aberto", target=600, seed=5, players=2, learning=False),
        MatchConfig(rules="fechado", target=600, seed=8, players=4, learning=False),
        MatchConfig(rules="rioplatense", target=600, seed=3, players=3, learning=False),
    ]
    matches: list[bytes] = []
    records: list[bytes] = []
    exports: list[bytes] = []
    for n, config in enumerate(tables):
        folder = tmp / f"real-{n}"
        saved, _ = _play(config, 4, folder)
        matches += saved
        store = HandStore(folder)
        for record in store.records():
            _review_first_hand(store, record)
            records.append(store.path(record.match_id).read_bytes())
            for index in range(len(record.hands)):
                exports.append(json.dumps(export_hand(record, index), ensure_ascii=False).encode())
    stats = Stats()
    stats.record_finished("aberto", 600, True, 720, "easy", 2)
    stats.record_finished("fechado", 600, False, 410, "easy", 4)
    stats.record_unfinished("rioplatense", 600, "easy", 3)
    save_stats(tmp, stats)
    save_settings(tmp, Settings(lang="es", level="hard", rules="fechado"))
    return RealFiles(
        matches,
        records,
        exports,
        [(tmp / "stats.json").read_bytes()],
        [(tmp / "settings.json").read_bytes()],
    )


def _review_first_hand(store: HandStore, record: MatchRecord) -> None:
    """Review the first decisions of the record's first hand (a few playouts) and keep
    the review with the hand, as the replay screen does."""
    decisions = ReplayModel(record, 0).decisions()[:6]
    record.hands[0].review = review(decisions, playouts=2, seed=1, horizon=2).to_dict()
    store.save(record)


# ------------------------------------------------------------------ the mutations


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*prefix, i))


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def _set(node: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(node, path[:-1])[path[-1]] = value


def _open(node: Any) -> Any:
    """The tree with every saved game (JSON text inside JSON) opened as a tree."""
    if isinstance(node, dict):
        return {
            k: (
                {"__json__": _open(json.loads(v))}
                if k in NESTED and isinstance(v, str) and v.startswith("{")
                else _open(v)
            )
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_open(v) for v in node]
    return node


def _open_undo(tree: Any) -> Any:
    payload = tree.get("payload") if isinstance(tree, dict) else None
    if isinstance(payload, dict) and isinstance(payload.get("undo"), list):
        payload["undo"] = [
            {"__json__": _open(json.loads(u))} if isinstance(u, str) else u for u in payload["undo"]
        ]
    return tree


def _close(node: Any) -> Any:
    if isinstance(node, dict):
        if set(node) == {"__json__"}:
            return _dumps(_close(node["__json__"]))
        return {k: _close(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_close(v) for v in node]
    return node


class _Raw(str):
    """A value written as raw JSON text (a huge integer, NaN, 1e999)."""


def _dumps(node: Any) -> str:
    raws: list[str] = []

    def swap(n: Any) -> Any:
        if isinstance(n, _Raw):
            raws.append(str(n))
            return f"@@RAW{len(raws) - 1}@@"
        if isinstance(n, dict):
            return {k: swap(v) for k, v in n.items()}
        if isinstance(n, list):
            return [swap(v) for v in n]
        return n

    text = json.dumps(swap(node), ensure_ascii=False, separators=(",", ":"))
    for i, raw in enumerate(raws):
        text = text.replace(f'"@@RAW{i}@@"', raw)
    return text


def _other_card(rng: random.Random) -> str:
    if rng.random() < 0.05:
        return "🃏"
    return rng.choice(_RANKS) + rng.choice(_SUITS)


def _mutate_value(value: Any, rng: random.Random) -> Any:
    """One mutation of one value (the caller may delete the key instead)."""
    kind = rng.randrange(12)
    if kind == 0:  # another type
        return rng.choice([None, True, "many", 7, 1.5, [], {}, [1, 2], {"acao": "x"}, "", -1])
    if kind == 1:
        return _Raw(rng.choice(RAW_VALUES))
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, -value - 1, value + 6, 0, -1, 5, 99, 2**63])
    if isinstance(value, float):
        return rng.choice([value * 10, -value, 0.0, _Raw("NaN"), 1e308])
    if isinstance(value, str):
        cards = list(_CARD_RE.finditer(value))
        if cards and kind < 9:
            target = rng.choice(cards)
            if kind < 6:
                replacement = _other_card(rng)
            elif kind < 8:
                replacement = ""
            else:
                replacement = f"{target.group(0)} {target.group(0)}"
            return value[: target.start()] + replacement + value[target.end() :]
        return rng.choice(["", "x", value + " ", value[: len(value) // 2], "99", "A♠ A♠ A♠"])
    if isinstance(value, list):
        if not value:
            return rng.choice([[0], ["A♠"], [None], [[]]])
        op = rng.randrange(5)
        if op == 0:
            return value[:-1]
        if op == 1:
            return [*value, value[-1]]
        if op == 2:
            return value[::-1]
        if op == 3:
            return [*value, rng.choice([0, "x", None, 5, [], {}])]
        return value[: rng.randrange(len(value))]
    if isinstance(value, dict):
        if not value:
            return {"x": 1}
        key = rng.choice(list(value))
        out = dict(value)
        out[key] = _mutate_value(value[key], rng)
        return out
    return rng.choice([0, "x", [], {}])


def _opened(raw: bytes) -> tuple[Any, list[tuple[Any, ...]]]:
    """A file's tree, every saved game in it opened, and the places a mutation may hit."""
    tree = _open_undo(_open(json.loads(raw)))
    return tree, [p for p in _paths(tree) if p and p[-1] != "__json__"]


def mutate(raw: bytes, rng: random.Random, opened: Any = None) -> bytes:
    """One mutant of a file: one to three mutations at random places of its tree
    (``opened``: :func:`_opened` of ``raw``, done once for many mutants)."""
    tree, paths = opened if opened is not None else _opened(raw)
    tree = marshal.loads(marshal.dumps(tree))  # a deep copy, fast
    for n in range(rng.choice((1, 1, 1, 2, 3))):
        if n:
            paths = [p for p in _paths(tree) if p and p[-1] != "__json__"]
        path = rng.choice(paths)
        parent = _get(tree, path[:-1])
        if isinstance(parent, dict) and rng.random() < 0.12:
            del parent[path[-1]]
            continue
        if isinstance(parent, list) and rng.random() < 0.05:
            del parent[path[-1]]
            continue
        _set(tree, path, _mutate_value(_get(tree, path), rng))
    return _dumps(_close(tree)).encode()


def mutants(originals: list[bytes], count: int, seed: int) -> Iterator[tuple[int, bytes]]:
    """``count`` mutants of the ``originals`` (round robin), each with its number."""
    rng = random.Random(seed)
    opened = [_opened(raw) for raw in originals]
    for n in range(count):
        k = n % len(originals)
        yield n, mutate(originals[k], rng, opened[k])

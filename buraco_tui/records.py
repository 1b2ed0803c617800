"""Every hand kept: one small JSON file per match under ``hands/`` in the data dir (issue 11).

A match record holds what replays its hands exactly (decision 15: the same seed and
the same actions give the same game): the rules with their options, the seats, the
seed (or, for a practice match started from a position, that position) and, per hand,
the actions played, its end and its count, plus the review once one was run. A
record is a few kilobytes, so thousands of hands fit easily.

Files use the common envelope of :mod:`buraco_tui.storage`; a damaged file is moved
aside and reported, never blocking the app; a file from a newer version, or one whose
actions do not replay to a legal hand, is refused with a :class:`RecordProblem`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import buraco_tui
from buraco_tui.engine import SCHEMA_VERSION, Game, IllegalAction, Rules
from buraco_tui.hand_actions import LogMismatch, derive_actions
from buraco_tui.storage import (
    APP_NAME,
    CORRUPT,
    NEWER,
    Clock,
    atomic_write_text,
    move_aside,
    parse_envelope,
    utc_now,
)

RECORD_KIND = "buraco-tui-hands"
RECORD_VERSION = 1
"""Version of the match record payload (inside the storage envelope)."""
ENVELOPE_SCHEMA = 1
ILLEGAL = "illegal"
HANDS_DIR = "hands"
_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


class RecordProblem(ValueError):
    """A record that cannot be used: ``problem`` is ``"corrupt"``, ``"newer"`` or
    ``"illegal"`` (its actions do not replay to a legal hand)."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


@dataclass
class HandRecord:
    """One hand: its number, the actions of it, and once over its end and count."""

    hand_number: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False
    fim: str = ""
    totais: list[int] = field(default_factory=list)
    placar: list[int] = field(default_factory=list)
    review: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the file."""
        data: dict[str, Any] = {
            "hand_number": self.hand_number,
            "actions": self.actions,
            "over": self.over,
        }
        if self.over:
            data.update(fim=self.fim, totais=self.totais, placar=self.placar)
        if self.review is not None:
            data["review"] = self.review
        return data

    @classmethod
    def from_dict(cls, data: Any) -> HandRecord:
        """Read back :meth:`to_dict`; a bad shape raises :class:`RecordProblem`."""
        if not isinstance(data, dict):
            raise RecordProblem(CORRUPT, "a hand is not an object")
        try:
            actions = data["actions"]
            if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
                raise TypeError("actions")
            review = data.get("review")
            if review is not None and not isinstance(review, dict):
                raise TypeError("review")
            return cls(
                hand_number=_int(data["hand_number"]),
                actions=actions,
                over=bool(data.get("over", False)),
                fim=str(data.get("fim", "")),
                totais=[_int(x) for x in data.get("totais", [])],
                placar=[_int(x) for x in data.get("placar", [])],
                review=review,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordProblem(CORRUPT, f"bad hand: {exc}") from None


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not an integer")
    return value


@dataclass
class MatchRecord:
    """The hands of one match, replayable from ``seed`` (or ``start``) and the actions."""

    match_id: str
    rules: dict[str, Any]
    players: int
    seed: int
    seats: list[str]
    practice: bool = False
    start: str | None = None
    hands: list[HandRecord] = field(default_factory=list)
    saved_at: str = ""

    # ------------------------------------------------------------ replay

    def base_game(self) -> Game:
        """The game before the first recorded hand's first action."""
        try:
            if self.start is not None:
                return Game.from_json(self.start)
            return Game.new(Rules.from_dict(self.rules), players=self.players, seed=self.seed)
        except ValueError as exc:
            raise RecordProblem(ILLEGAL, f"the start does not load: {exc}") from None

    def hand_start(self, index: int) -> Game:
        """The game as hand ``index`` (of :attr:`hands`) was dealt, every earlier hand
        replayed; raises :class:`RecordProblem` when an action is refused."""
        game = self.base_game()
        for hand in self.hands[:index]:
            _apply_all(game, hand.actions, hand.hand_number)
            if not game.hand_over:
                raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} did not end")
            game.next_hand()
        return game

    def replay(self, index: int) -> list[Game]:
        """Hand ``index`` step by step: the game as dealt, then after each action."""
        game = self.hand_start(index)
        hand = self.hands[index]
        if game.hand_number != hand.hand_number:
            raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} is not dealt there")
        states = [game.copy()]
        for action in hand.actions:
            _apply_all(game, [action], hand.hand_number)
            states.append(game.copy())
        if hand.over:
            totais = game.history[-1]["totais"] if game.hand_over and game.history else None
            if totais != hand.totais:
                raise RecordProblem(
                    ILLEGAL, f"hand {hand.hand_number} replays to {totais}, not {hand.totais}"
                )
        return states

    def verify(self) -> None:
        """Replay every hand; raises :class:`RecordProblem` at the first that fails."""
        game = self.base_game()
        for hand in self.hands:
            if game.hand_number != hand.hand_number:
                raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} is not dealt there")
            _apply_all(game, hand.actions, hand.hand_number)
            if hand.over:
                totais = game.history[-1]["totais"] if game.hand_over else None
                if totais != hand.totais:
                    raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} does not add up")
                if not game.match_over:
                    game.next_hand()

    # ------------------------------------------------------------ data

    def to_payload(self) -> dict[str, Any]:
        """Plain data for the file (and for an exported hand)."""
        data: dict[str, Any] = {
            "kind": RECORD_KIND,
            "version": RECORD_VERSION,
            "match_id": self.match_id,
            "rules": self.rules,
            "players": self.players,
            "seed": self.seed,
            "seats": self.seats,
            "practice": self.practice,
            "hands": [h.to_dict() for h in self.hands],
        }
        if self.start is not None:
            data["start"] = self.start
        return data

    @classmethod
    def from_payload(cls, payload: Any) -> MatchRecord:
        """Read back :meth:`to_payload`; raises :class:`RecordProblem`."""
        _check_kind(payload, RECORD_KIND, RECORD_VERSION, "hand record")
        start = payload.get("start")
        if start is not None:
            _check_schema(start)
        try:
            rules = payload["rules"]
            Rules.from_dict(rules)
            hands = payload["hands"]
            if not isinstance(hands, list):
                raise TypeError("hands is not a list")
            seats = payload.get("seats", [])
            if not isinstance(seats, list):
                raise TypeError("seats is not a list")
            match_id = str(payload["match_id"])
            if not _ID_RE.fullmatch(match_id):
                raise ValueError(f"bad match id {match_id!r}")
            return cls(
                match_id=match_id,
                rules=rules,
                players=_int(payload["players"]),
                seed=_int(payload["seed"]),
                seats=[str(s) for s in seats],
                practice=bool(payload.get("practice", False)),
                start=start if isinstance(start, str) else None,
                hands=[HandRecord.from_dict(h) for h in hands],
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, RecordProblem):
                raise
            raise RecordProblem(CORRUPT, f"bad record: {exc}") from None


def _check_schema(text: Any) -> None:
    if not isinstance(text, str):
        raise RecordProblem(CORRUPT, "the start is not a saved game")
    try:
        schema = json.loads(text).get("schema")
    except (ValueError, AttributeError):
        raise RecordProblem(CORRUPT, "the start is not a saved game") from None
    if isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA_VERSION:
        raise RecordProblem(NEWER, f"game schema {schema} > {SCHEMA_VERSION}")


def _apply_all(game: Game, actions: list[dict[str, Any]], hand_number: int) -> None:
    for n, action in enumerate(actions):
        if game.hand_over:
            raise RecordProblem(ILLEGAL, f"hand {hand_number}: action {n + 1} after the end")
        try:
            game.apply(action)
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            raise RecordProblem(
                ILLEGAL, f"hand {hand_number}: action {n + 1} {action!r} refused: {exc}"
            ) from None


# ---------------------------------------------------------------- the files


@dataclass
class ListedHand:
    """One line of the list of past hands."""

    match_id: str
    index: int
    hand_number: int
    rules: str
    seats: list[str]
    over: bool
    totais: list[int]
    reviewed: bool
    practice: bool
    saved_at: str


@dataclass
class Problem:
    """A record file that could not be used, and where it was kept aside."""

    path: Path
    problem: str
    detail: str
    moved_to: Path | None


class HandStore:
    """The match records in ``<data dir>/hands/``, one ``<match id>.json`` each."""

    def __init__(self, data_dir: Path, *, now: Clock = utc_now) -> None:
        self.folder = Path(data_dir) / HANDS_DIR
        self._now = now
        self.now = now
        self.problems: list[Problem] = []

    def path(self, match_id: str) -> Path:
        """Where a match's record lives."""
        return self.folder / f"{match_id}.json"

    def save(self, record: MatchRecord) -> None:
        """Write the record atomically (creating ``hands/`` if missing)."""
        stamp = self._now().isoformat(timespec="seconds")
        record.saved_at = stamp
        envelope = {
            "schema": ENVELOPE_SCHEMA,
            "app": APP_NAME,
            "version": buraco_tui.__version__,
            "saved_at": stamp,
            "payload": record.to_payload(),
        }
        text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":")) + "\n"
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path(record.match_id), text)

    def load(self, match_id: str) -> MatchRecord | None:
        """A match's record; None when absent or unusable (then kept aside, reported)."""
        path = self.path(match_id)
        if not path.exists():
            return None
        return self._read(path)

    def _read(self, path: Path) -> MatchRecord | None:
        try:
            raw = path.read_bytes()
        except OSError as exc:
            self._aside(path, CORRUPT, f"unreadable: {exc}")
            return None
        try:
            record, saved_at = read_record_bytes(raw)
        except RecordProblem as problem:
            self._aside(path, problem.problem, problem.detail)
            return None
        record.saved_at = saved_at
        return record

    def _aside(self, path: Path, problem: str, detail: str) -> None:
        moved = move_aside(path, problem, self._now)
        self.problems.append(Problem(path, problem, detail, moved))

    def records(self) -> list[MatchRecord]:
        """Every readable record, newest first (bad files are moved aside)."""
        out = []
        if not self.folder.is_dir():
            return []
        for path in sorted(self.folder.glob("*.json")):
            if "." in path.stem:  # a file kept aside
                continue
            record = self._read(path)
            if record is not None:
                out.append(record)
        out.sort(key=lambda r: (r.saved_at, r.match_id), reverse=True)
        return out

    def listing(self) -> list[ListedHand]:
        """Every recorded hand, newest match first, its hands last first (a hand just
        dealt, with no move yet, is left out)."""
        rows = []
        for record in self.records():
            for index in range(len(record.hands) - 1, -1, -1):
                hand = record.hands[index]
                if not hand.actions and not hand.over:
                    continue  # a hand just dealt: nothing to see yet
                rows.append(
                    ListedHand(
                        record.match_id,
                        index,
                        hand.hand_number,
                        str(record.rules.get("preset", "")),
                        record.seats,
                        hand.over,
                        hand.totais,
                        hand.review is not None,
                        record.practice,
                        record.saved_at,
                    )
                )
        return rows


def read_record_bytes(raw: bytes) -> tuple[MatchRecord, str]:
    """A record from a file's bytes (the envelope checked), and when it was saved."""
    result = parse_envelope(raw, ENVELOPE_SCHEMA)
    if result.problem is not None or result.payload is None:
        raise RecordProblem(result.problem or CORRUPT, result.detail)
    record = MatchRecord.from_payload(result.payload)
    try:
        saved_at = str(json.loads(raw.decode("utf-8")).get("saved_at", ""))
    except ValueError:
        saved_at = ""
    return record, saved_at


# ---------------------------------------------------------------- recording a match


def match_id_for(seed: int, practice: bool = False, suffix: str = "") -> str:
    """A match's file name: its seed in hex (and ``-p<suffix>`` for a practice match)."""
    base = f"{seed & (2**64 - 1):x}"
    return f"{base}-p{suffix}" if practice else base


class Recorder:
    """Keeps the record of the match being played up to date (the app calls
    :meth:`observe` whenever it saves the match). Never raises: a hand it cannot
    explain is left unrecorded, and the app plays on."""

    def __init__(self, store: HandStore) -> None:
        self.store = store
        self.record: MatchRecord | None = None
        self._start: Game | None = None  # the game as the current hand was dealt
        self._after: Game | None = None  # the game after the actions derived so far
        self._seen = -1  # len(log) of the last observe, to skip unchanged states
        self.last_error = ""

    def begin(self, record: MatchRecord) -> None:
        """Follow ``record`` from now on (a practice match names its start there)."""
        self.record = record
        self._start = self._after = None
        self._seen = -1

    def observe(self, game: Game, match_id: str, make: Any) -> None:
        """Bring the record of ``match_id`` up to ``game``; ``make()`` builds a new
        :class:`MatchRecord` when there is none yet."""
        try:
            self._observe(game, match_id, make)
        except (RecordProblem, LogMismatch, OSError, ValueError, TypeError) as exc:
            self.last_error = str(exc)
            self._start = self._after = None
        except Exception as exc:  # noqa: BLE001 - recording must never stop the match
            self.last_error = f"{type(exc).__name__}: {exc}"
            self._start = self._after = None

    def _observe(self, game: Game, match_id: str, make: Any) -> None:
        record = self.record
        if record is None or record.match_id != match_id:
            record = self.store.load(match_id) or make()
            self.record = record
            self._start = self._after = None
            self._seen = -1
        if _another_match(record, game):
            # the same seed played again (``--seed``): keep the old record aside, start anew
            move_aside(self.store.path(match_id), "replaced", self.store.now)
            record = self.record = make()
            self._start = self._after = None
            self._seen = -1
        if not record.hands or record.hands[-1].hand_number != game.hand_number:
            last = record.hands[-1] if record.hands else None
            if last is not None and last.hand_number != game.hand_number - 1:
                return  # a hand was missed: this match cannot be replayed from here
            if last is None and record.start is None and game.hand_number != 1:
                if game.log:
                    return  # an old match resumed mid-hand: start with the next hand
                record.start = game.to_json()
            if last is not None and not last.over:
                return
            record.hands.append(HandRecord(game.hand_number))
            self._start = self._after = None
        key = len(game.log) * 2 + int(game.hand_over)
        hand = record.hands[-1]
        if key == self._seen and self._start is not None:
            return
        if self._start is None:
            self._start = record.hand_start(len(record.hands) - 1)
            self._after = None
        after = self._after
        if after is not None and game.log[: len(after.log)] == after.log:
            more, after = derive_actions(after, game.log, game)  # only the new events
            hand.actions = hand.actions + more
        else:  # the first look at this hand, or an undo took events back
            hand.actions, after = derive_actions(self._start, game.log, game)
        self._after = after
        if not game.hand_over:
            hand.over, hand.fim, hand.totais, hand.placar = False, "", [], []
        elif game.history:
            last_entry = game.history[-1]
            hand.over = True
            hand.fim = str(last_entry.get("fim", ""))
            hand.totais = list(last_entry.get("totais", []))
            hand.placar = list(last_entry.get("placar", []))
        self._seen = key
        self.store.save(record)


# ---------------------------------------------------------------- sharing one hand

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


def _check_kind(data: Any, kind: str, newest: int, what: str) -> None:
    """A payload of ``kind`` at a version this code reads (1..``newest``): else
    :class:`RecordProblem`, CORRUPT or (a later version) NEWER."""
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise RecordProblem(CORRUPT, f"not a buraco-tui {what}")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise RecordProblem(CORRUPT, f"bad {what} version {version!r}")
    if version > newest:
        raise RecordProblem(NEWER, f"{what} version {version} > {newest}")


def import_hand(data: Any) -> tuple[MatchRecord, int]:
    """Read back :func:`export_hand`, replaying it: a newer file, a bad one, or one
    whose actions do not replay to a legal hand raises :class:`RecordProblem`."""
    _check_kind(data, EXPORT_KIND, EXPORT_VERSION, "hand")
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


def read_hand_file(path: Path) -> tuple[MatchRecord, int]:
    """A shared hand from a file (see :func:`import_hand`)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RecordProblem(CORRUPT, f"{path}: {exc}") from None
    return import_hand(data)


def _another_match(record: MatchRecord, game: Game) -> bool:
    """Whether ``game`` cannot be the match ``record`` follows: it is at an earlier hand,
    or at a hand the record saw end while the game still plays it (a hand never un-ends)."""
    if not record.hands:
        return False
    last = record.hands[-1]
    if last.hand_number > game.hand_number:
        return True
    return last.hand_number == game.hand_number and last.over and not game.hand_over

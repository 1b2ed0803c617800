"""Every hand kept: what replays a match's hands exactly (issue 11), as plain data.

A match record holds what replays its hands exactly (decision 15: the same seed and
the same actions give the same game): the rules with their options, the seats, the
seed (or, for a practice match started from a position, that position) and, per hand,
the actions played, its end and its count, plus the review once one was run. A
record is a few kilobytes, so thousands of hands fit easily.

No files here: :mod:`buraco_tui.store.hands` writes and reads records; a record whose
data is damaged, from a newer version, or whose actions do not replay to a legal hand is
refused with a :class:`RecordProblem`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import SCHEMA_VERSION, Game, IllegalAction, Rules
from buraco_tui.match.problems import CORRUPT, ILLEGAL, NEWER, DataProblem

RECORD_KIND = "buraco-tui-hands"
RECORD_VERSION = 1
"""Version of the match record payload (inside the storage envelope)."""
_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


class RecordProblem(DataProblem):
    """A record that cannot be used: ``problem`` is ``"corrupt"``, ``"newer"`` or
    ``"illegal"`` (its actions do not replay to a legal hand)."""


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
            if game.match_over:  # e.g. a target changed so the match ends sooner
                raise RecordProblem(ILLEGAL, f"a hand after the end, at {hand.hand_number}")
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
        """Replay every hand; raises :class:`RecordProblem` at the first that fails: an
        action refused, a hand not dealt where the record says, or an end, a count or a
        score that is not what the actions give."""
        game = self.base_game()
        last = len(self.hands) - 1
        for n, hand in enumerate(self.hands):
            if game.hand_number != hand.hand_number:
                raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} is not dealt there")
            _apply_all(game, hand.actions, hand.hand_number)
            if hand.over != game.hand_over:
                raise RecordProblem(ILLEGAL, f"hand {hand.hand_number}: its end does not replay")
            if not hand.over:
                if n != last:
                    raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} did not end")
                continue
            entry = game.history[-1]
            if (hand.totais, hand.placar, hand.fim) != (
                entry["totais"],
                entry["placar"],
                entry["fim"],
            ):
                raise RecordProblem(ILLEGAL, f"hand {hand.hand_number} does not add up")
            if n != last:
                if game.match_over:
                    raise RecordProblem(ILLEGAL, f"a hand after the end, at {hand.hand_number}")
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
        check_kind(payload, RECORD_KIND, RECORD_VERSION, "hand record")
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


def match_id_for(seed: int, practice: bool = False, suffix: str = "") -> str:
    """A match's file name: its seed in hex (and ``-p<suffix>`` for a practice match)."""
    base = f"{seed & (2**64 - 1):x}"
    return f"{base}-p{suffix}" if practice else base


def check_kind(data: Any, kind: str, newest: int, what: str) -> None:
    """A payload of ``kind`` at a version this code reads (1..``newest``): else
    :class:`RecordProblem`, CORRUPT or (a later version) NEWER."""
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise RecordProblem(CORRUPT, f"not a buraco-tui {what}")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise RecordProblem(CORRUPT, f"bad {what} version {version!r}")
    if version > newest:
        raise RecordProblem(NEWER, f"{what} version {version} > {newest}")

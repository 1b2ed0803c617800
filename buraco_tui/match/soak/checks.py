"""What the soak checks, each a function that returns ``None`` when all is well, else a
:class:`Problem` saying what is wrong (the runner records it with the table, seed, hand
and action; the command line says it in the ``--lang`` language).

- :func:`cards_problem`: every card of the decks is somewhere, once per copy (hands,
  monte, mortos, lixo, jogos), the rioplatense third deck counted once it came in.
- :func:`lixo_record_problem`: each seat holds the cards its lixo record names.
- :func:`listed_problem`: every action ``legal_actions()`` lists is accepted.
- :func:`round_trip_problem`: the match session saved and loaded again (through JSON
  text, as the data dir keeps it) is the same match, seen alike from every seat.
- :func:`replay_problem`: the hand replays from the match seed and the recorded actions
  to the same state (``match/records.py``, as the replay screen does).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from buraco_tui.engine import Game, IllegalAction, cards_text, deck_counts
from buraco_tui.match.records import HandRecord, MatchRecord, RecordProblem
from buraco_tui.match.session import MatchSession, SaveProblem
from buraco_tui.text.lang import tr


@dataclass(frozen=True)
class Problem:
    """What a check found: the catalogue's sentence ``soak.problem.<key>`` and its fields
    (plain data: cards as text, a refusal by its code)."""

    key: str
    fields: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """The problem said in ``lang``."""
        return tr(f"soak.problem.{self.key}", lang, **self.fields)


def card_counts(game: Game) -> Counter[int]:
    """Every card of the game wherever it lies, counted by code."""
    counts: Counter[int] = Counter()
    for seat in range(game.players):
        counts.update(int(c) for c in game.hand(seat))
    counts.update(int(c) for c in game.lixo)
    # the monte and the mortos are hidden: the soak reads them from the state itself
    counts.update(game._monte)
    for morto in game._mortos:
        counts.update(morto)
    for side in range(game.sides):
        for meld in game.melds(side):
            counts.update(int(c) for c in meld.cards)
    return counts


def cards_problem(game: Game) -> Problem | None:
    """``None`` when the cards in play are exactly the decks' (a position built with
    fewer cards, ``from_layout``, is not checked)."""
    if game._partial:
        return None
    expected = deck_counts(game.rules, game._third_deck)
    counts = card_counts(game)
    if all(counts[code] == n for code, n in enumerate(expected)) and len(counts) <= len(expected):
        return None
    lost = [code for code, n in enumerate(expected) for _ in range(n - counts[code])]
    extra = [code for code, n in counts.items() for _ in range(n - _at(expected, code))]
    return Problem("cards", {"lost": cards_text(lost), "extra": cards_text(extra)})


def _at(expected: Sequence[int], code: int) -> int:
    return expected[code] if 0 <= code < len(expected) else 0


def lixo_record_problem(game: Game) -> Problem | None:
    """``None`` when each seat's ``lixo_taken`` is part of its hand (as a multiset)."""
    for seat in range(game.players):
        taken = Counter(int(c) for c in game.lixo_taken(seat))
        missing = taken - Counter(int(c) for c in game.hand(seat))
        if missing:
            cards = cards_text(sorted(missing.elements()))
            return Problem(
                "lixo", {"seat": seat, "cards": cards, "hand": cards_text(game.hand(seat))}
            )
    return None


def listed_problem(game: Game, listed: Sequence[dict[str, Any]]) -> Problem | None:
    """``None`` when every listed action is accepted (each tried on a copy)."""
    for action in listed:
        try:
            game.copy().apply(dict(action))
        except (IllegalAction, ValueError) as exc:
            return refused("listed", dict(action), exc)
    return None


def refused(key: str, action: dict[str, Any], exc: Exception, **more: Any) -> Problem:
    """An action the engine refused: the action, and the refusal's code (or error)."""
    code = exc.code if isinstance(exc, IllegalAction) else f"{type(exc).__name__}: {exc}"
    return Problem(key, {"action": json.dumps(action, ensure_ascii=False), "code": code, **more})


def round_trip_problem(session: MatchSession) -> Problem | None:
    """``None`` when the session's save payload, written as JSON text and read back,
    gives the same game, settings, undo and views of every seat."""
    try:
        text = json.dumps(session.to_payload())
        back = MatchSession.from_payload(json.loads(text))
    except (SaveProblem, ValueError, TypeError) as exc:
        return Problem("save_load", {"error": str(exc)})
    game = session.game
    if back.game != game:
        return Problem("save_state")
    if back.config != session.config or back.undo_stack != session.undo_stack:
        return Problem("save_settings")
    for seat in range(game.players):
        if back.game.view(seat) != game.view(seat):
            return Problem("save_view", {"seat": seat})
    if back.game.legal_actions() != game.legal_actions():
        return Problem("save_listed")
    return None


def hand_record(game: Game, actions: list[dict[str, Any]]) -> HandRecord:
    """The record of the hand ``game`` plays (over or not), as the recorder keeps it."""
    record = HandRecord(game.hand_number, [dict(a) for a in actions])
    if game.hand_over and game.history:
        last = game.history[-1]
        record.over = True
        record.fim = str(last.get("fim", ""))
        record.totais = list(last["totais"])
        record.placar = list(last["placar"])
    return record


def replay_problem(
    game: Game, seed: int, players: int, hands: list[HandRecord], rules: dict[str, Any]
) -> Problem | None:
    """``None`` when the last of ``hands`` replays from ``seed`` (every earlier hand
    replayed first) to the state of ``game``; the record goes through its JSON form."""
    record = MatchRecord(
        match_id="soak", rules=rules, players=players, seed=seed, seats=[], hands=hands
    )
    try:
        record = MatchRecord.from_payload(json.loads(json.dumps(record.to_payload())))
        final = record.replay(len(hands) - 1)[-1]
    except RecordProblem as exc:
        return Problem("replay_refused", {"error": str(exc)})
    if final != game:
        return Problem("replay_state")
    return None

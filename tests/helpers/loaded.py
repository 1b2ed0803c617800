"""The test's own oracle for what a loader accepted (issue 26 item 2): a loaded match or
record must hold together, and everything the app then does with it must work.

Written apart from the loaders' checks on purpose: a loader that lets an impossible file
through is caught here, whatever the loader itself believes.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.ai.dica.review import Review
from buraco_tui.engine import Game
from buraco_tui.match.records import MatchRecord
from buraco_tui.match.replay import ReplayModel
from buraco_tui.match.session import MatchSession
from buraco_tui.screens.narration import narrate


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def game_problem(g: Game) -> str | None:
    """Why the game does not hold together, or None."""
    g.check_consistency(exact=not g._partial)
    if Game.from_json(g.to_json()) != g:
        return "does not round-trip"
    for seat in range(g.players):
        g.view(seat)
    if not g.hand_over and not g.match_over:
        g.legal_actions()
    sides = g.sides
    expected = g.hand_number - 1 + int(g.hand_over)
    if len(g.history) != expected:
        return f"{len(g.history)} hands in the history at hand {g.hand_number}"
    before: list[int] | None = None
    for n, entry in enumerate(g.history, start=1):
        if not isinstance(entry, dict) or entry.get("mao") != n:
            return f"history entry {n} is not hand {n}"
        totais, placar = entry.get("totais"), entry.get("placar")
        if not isinstance(totais, list) or not isinstance(placar, list):
            return f"history entry {n}: no totais or placar"
        if len(totais) != sides or len(placar) != sides:
            return f"history entry {n}: not one value per side"
        if not all(map(_is_int, totais + placar)):
            return f"history entry {n}: not integers"
        if before is not None and [a + b for a, b in zip(before, totais, strict=True)] != placar:
            return f"history entry {n}: placar does not add up"
        counts = entry.get("contagem")
        if not isinstance(counts, list) or [c.get("total") for c in counts] != totais:
            return f"history entry {n}: the count does not give the totais"
        before = placar
    if before is not None:
        if g._scores != before:
            return "scores do not match the history"
        if g.hand_over:
            last = g.history[-1]["totais"]
            if [a + b for a, b in zip(g._start_scores, last, strict=True)] != g._scores:
                return "start scores do not match the history"
    if not g.hand_over and g._start_scores != g._scores:
        return "start scores differ in a hand being played"
    if g.match_over != (g.winner is not None):
        return "match over without a winner (or a winner without the end)"
    for event in g.log:
        if not isinstance(event, dict) or not isinstance(event.get("acao"), str):
            return "a log entry is not an event"
        seat = event.get("seat")
        if seat is not None and not (_is_int(seat) and 0 <= seat < g.players):
            return "a log entry's seat is off the table"
    narrate(g.log, g, "pt", "", None)
    return None


def session_problem(session: MatchSession) -> str | None:
    """Why a loaded match does not hold together, or None."""
    g, config = session.game, session.config
    found = game_problem(g)
    if found:
        return found
    if config.seed != g._seed:
        return "config seed differs from the game's"
    if config.target != g.rules.meta or config.rules != g.rules.preset:
        return "config target or table differs from the game's"
    if config.players != g.players:
        return "config seats differ from the game's"
    for text in session.undo_stack:
        snap = Game.from_json(text)
        found = game_problem(snap)
        if found:
            return f"undo snapshot: {found}"
        if (
            snap.hand_number != g.hand_number
            or snap._seed != g._seed
            or snap.rules != g.rules
            or snap.history != g.history
            or snap._start_scores != g._start_scores
            or snap.turn != g.turn
        ):
            return "undo snapshot of another hand"
    if session.human_to_act:
        session.marks()
    return None


def record_problem(record: MatchRecord, index: int | None = None) -> str | None:
    """Why a loaded record does not replay (hand ``index`` or all), or None."""
    record.verify()
    for i in range(len(record.hands)) if index is None else [index]:
        model = ReplayModel(record, i)
        hand = model.hand
        if hand.review is not None:
            Review.from_dict(hand.review).costliest()
        for state in (model.states[0], model.states[-1]):
            found = game_problem(state)
            if found:
                return f"hand {i}: {found}"
    return None

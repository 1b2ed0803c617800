"""The actions of a hand, read back from the engine's log (issue 11).

The engine's ``log`` tells what happened (``{"seat", "acao", ...}`` events, with the
morto and the end of the hand), not always the action dict that made it happen: a
closed lixo names the cards taken and the jogo, not the hand cards used, and several
jogos laid down at once (``baixar_varios``) show as one ``baixar`` event each. The
records keep replayable actions, so :func:`derive_actions` finds, event by event, the
action that gives exactly those events on the game as it stood, and checks each one on
the engine. Deriving from the log (rather than listening to every action) follows undo
for free: a taken-back lay-down is gone from the log too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from buraco_tui.engine import Game, IllegalAction, cards_text, parse_cards

#: Events the engine adds by itself after an action (no action of their own).
FOLLOW_UPS = frozenset({"morto", "morto_vira_monte", "terceiro_baralho", "fim_da_mao"})


class LogMismatch(ValueError):
    """The log cannot be explained by legal actions from the given start."""


def derive_actions(
    start: Game, log: list[dict[str, Any]], final: Game | None = None
) -> tuple[list[dict[str, Any]], Game]:
    """The action dicts that take ``start`` through the events ``log[len(start.log):]``.

    ``final`` is the game after the whole log (it tells the hand cards a closed lixo
    used, from the jogo as it lies at the end). Returns the actions and the game after
    them; raises :class:`LogMismatch` when no legal action gives an event.
    """
    game = start.copy()
    pos = len(game.log)
    if log[:pos] != game.log:
        raise LogMismatch("the log does not start like the game")
    actions: list[dict[str, Any]] = []
    while pos < len(log):
        event = log[pos]
        for action in _candidates(game, log, pos, final):
            trial = game.copy()
            try:
                trial.apply(action)
            except IllegalAction:
                continue
            added = trial.log[pos:]
            if added and log[pos : pos + len(added)] == added:
                game, pos = trial, pos + len(added)
                actions.append(action)
                break
        else:
            raise LogMismatch(f"no legal action gives the event {event!r} (#{pos})")
    return actions, game


def _candidates(
    game: Game, log: list[dict[str, Any]], pos: int, final: Game | None
) -> list[dict[str, Any]]:
    event = log[pos]
    acao = event.get("acao")
    if acao == "comprar":
        return [{"acao": "comprar"}]
    if acao == "descartar":
        return [{"acao": "descartar", "carta": event["carta"]}]
    if acao == "encostar":
        return [{"acao": "encostar", "jogo": event["jogo"], "cartas": event["cartas"]}]
    if acao == "baixar":
        run = []
        for e in log[pos:]:
            if e.get("acao") != "baixar" or e.get("seat") != event.get("seat"):
                break
            run.append(e["cartas"])
        out: list[dict[str, Any]] = [{"acao": "baixar", "cartas": run[0]}]
        for k in range(len(run), 1, -1):
            out.append({"acao": "baixar_varios", "jogos": run[:k]})
        return out
    if acao == "pegar_lixo":
        if "jogo" not in event:
            return [{"acao": "pegar_lixo"}]
        side = game.side_of(int(event["seat"]))
        idx = int(event["jogo"])
        if idx < len(game.melds(side)):
            return [{"acao": "pegar_lixo", "jogo": idx}]
        used = _closed_lixo_cards(log, pos, final, side, idx)
        return [{"acao": "pegar_lixo", "cartas": used}] if used else []
    return []


def _closed_lixo_cards(
    log: list[dict[str, Any]], pos: int, final: Game | None, side: int, idx: int
) -> str:
    """The hand cards a closed lixo laid down with its top card as jogo ``idx``: the
    jogo as it lies in ``final`` less the top card and every card added to it later."""
    if final is None or idx >= len(final.melds(side)):
        return ""
    left = Counter(int(c) for c in final.melds(side)[idx].cards)
    top = parse_cards(log[pos]["cartas"])[-1:]
    later: list[int] = [int(c) for c in top]
    sides = final.sides
    for e in log[pos + 1 :]:
        if e.get("jogo") != idx or int(e.get("seat", -1)) % sides != side:
            continue
        if e.get("acao") == "encostar":
            later += [int(c) for c in parse_cards(e["cartas"])]
        elif e.get("acao") == "pegar_lixo":
            later += [int(c) for c in parse_cards(e["cartas"])[-1:]]
    left.subtract(Counter(later))
    if any(n < 0 for n in left.values()):
        return ""
    return cards_text(sorted(left.elements()))

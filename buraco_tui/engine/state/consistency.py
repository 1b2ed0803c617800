"""The match fields hold together: the history, the scores, the end, the log (issue 26).

:meth:`MatchState.check_consistency <buraco_tui.engine.state.match_state.MatchState.check_consistency>`
checks the cards, the seats and the per-seat and per-side lists; this module checks what
the match says about itself across hands: one history entry per hand played, each one's
placar the previous placar plus its totais and its count giving its totais, the scores
where the history leaves them, a winner exactly when the match is over, an end only when
the hand is over, and a log of events by seats at the table naming real cards. Each
failure is a ``ValueError`` naming what does not hold.
"""

from __future__ import annotations

from typing import Any

from ..table.cards import parse_cards
from .match_state import MatchState
from .scoring import HandScore

#: The events of a hand's log, and the card fields each may carry.
EVENTS = frozenset(
    {
        "comprar",
        "pegar_lixo",
        "baixar",
        "encostar",
        "descartar",
        "terceiro_baralho",
        "morto_vira_monte",
        "morto",
        "fim_da_mao",
    }
)
ENDS = frozenset({"batida", "monte", "abandono"})


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(values: Any, count: int, name: str) -> list[int]:
    if not isinstance(values, list) or len(values) != count or not all(map(_is_int, values)):
        raise ValueError(f"{name}: não é um inteiro por lado")
    return values


def check_history(state: MatchState) -> None:
    """One entry per hand played, adding up, and the scores where it leaves them."""
    sides = state.sides
    played = state.hand_number - 1 + int(state.hand_over)
    history = state.history
    if len(history) != played:
        raise ValueError(f"histórico: {len(history)} mãos na mão {state.hand_number}")
    placar: list[int] | None = None
    for n, entry in enumerate(history, start=1):
        if not isinstance(entry, dict) or entry.get("mao") != n:
            raise ValueError(f"histórico: a entrada {n} não é a mão {n}")
        totais = _ints(entry.get("totais"), sides, f"histórico {n}: totais")
        now = _ints(entry.get("placar"), sides, f"histórico {n}: placar")
        if placar is not None and [a + b for a, b in zip(placar, totais, strict=True)] != now:
            raise ValueError(f"histórico {n}: o placar não soma")
        if entry.get("fim") not in ENDS:
            raise ValueError(f"histórico {n}: fim inválido")
        batida = entry.get("batida")
        if batida is not None and not (
            isinstance(batida, int) and _is_int(batida) and 0 <= batida < state.players
        ):
            raise ValueError(f"histórico {n}: batida fora da mesa")
        counts = entry.get("contagem")
        if not isinstance(counts, list) or len(counts) != sides:
            raise ValueError(f"histórico {n}: contagem não é uma por lado")
        for side, count in enumerate(counts):
            if not isinstance(count, dict) or HandScore.from_data(count).total != totais[side]:
                raise ValueError(f"histórico {n}: a contagem não dá os totais")
            if count.get("total") != totais[side]:  # the total the count screen shows
                raise ValueError(f"histórico {n}: o total da contagem não é o da mão")
        placar = now
    start = state._start_scores
    if placar is not None:
        if state._scores != placar:
            raise ValueError("placar: não confere com o histórico")
        if state.hand_over:
            last = history[-1]["totais"]
            if [a + b for a, b in zip(start, last, strict=True)] != placar:
                raise ValueError("placar do início da mão: não confere com o histórico")
    if not state.hand_over and start != state._scores:
        raise ValueError("placar do início da mão: difere numa mão em jogo")


def check_end(state: MatchState) -> None:
    """A winner exactly when the match is over; an end, a batida and a count only when
    the hand is over (an abandoned match may stop mid-hand)."""
    if state.match_over != (state.winner is not None):
        raise ValueError("fim da partida sem vencedor (ou vencedor sem fim)")
    if state.match_over and not state.hand_over and state.abandoned_by is None:
        raise ValueError("partida encerrada no meio de uma mão")
    if state.abandoned_by is not None and not state.match_over:
        raise ValueError("abandono sem fim da partida")
    ended = state.hand_over or state.abandoned_by is not None
    if bool(state.end_reason) != ended:
        raise ValueError("fim de mão sem a mão encerrada")
    if state.batida_by is not None and not state.hand_over:
        raise ValueError("batida numa mão em jogo")
    final = state._final
    if state.hand_over and state.history:
        totais = state.history[-1]["totais"]
        if final is None or [score.total for score in final] != totais:
            raise ValueError("contagem da mão: não confere com o histórico")
    if final is not None and len(final) != state.sides:
        raise ValueError("contagem da mão: não é uma por lado")


def check_log(state: MatchState) -> None:
    """Every event of the hand's log: a known action, by a seat at the table, naming
    real cards."""
    for n, event in enumerate(state.log, start=1):
        if not isinstance(event, dict) or event.get("acao") not in EVENTS:
            raise ValueError(f"log {n}: não é um evento")
        seat = event.get("seat")
        if seat is None and event["acao"] == "fim_da_mao":
            continue
        if not (isinstance(seat, int) and _is_int(seat) and 0 <= seat < state.players):
            raise ValueError(f"log {n}: assento fora da mesa")
        for key in ("cartas", "carta"):
            if key in event:
                parse_cards(event[key])
        jogo = event.get("jogo")
        if jogo is not None and not (isinstance(jogo, int) and _is_int(jogo) and jogo >= 0):
            raise ValueError(f"log {n}: jogo inválido")


def check_partial(state: MatchState) -> None:
    """Cards may be missing only in a position built with fewer (``from_layout``), and
    only in its first hand: every later hand is dealt from the whole decks."""
    if state.hand_number > 1 and len(state.all_cards()) != sum(state.deck_limits()):
        raise ValueError(f"cartas faltando na mão {state.hand_number}")


def check_match(state: MatchState) -> None:
    """Every check of this module (``ValueError`` at the first that fails)."""
    check_partial(state)
    check_history(state)
    check_end(state)
    check_log(state)

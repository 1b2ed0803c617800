"""Which style an opponent plays, read from what it did this hand (bot decision B20).

The search's playouts give each opponent seat a style drawn from the rollout
pool (Médio, racer, hoarder, cauteloso, the Difícil rules; bot decision B8). Drawn
evenly, a fifth of the playouts against a player who races for the morto play
it as one who does, and a fifth against anyone play it as the hoarder, whom a
few turns rule out. Here every turn an opponent seat has played this hand is
one event: how it drew (the monte, a lixo of 1-2 cards, a bigger one), how many
cards it laid down (none, 1-2, 3-5, 6 or more) and whether a 2 or a joker was
among them, at which point of its hand (its turns 1-3, 4-7, later). Each style
has a table of how often it makes each event (``reading_tables.py``, fitted by
``buraco calibrate --reading``, one per preset); the styles' odds are the
product over the seat's turns, tempered (the events of one hand are not
independent) and mixed with the even draw, so no style ever drops out.

The search reads the style only at a race table (a side may bater with no
canastra, :func:`..knowledge.tables.race_table`): there whether the hand is a race depends on
whom Difícil meets, and there alone did the reading win in the arena; elsewhere
the styles stay even and ``reading_tables.py`` has no table.

What the tables tell: the hoarder is read for sure within three turns; the
racer gets about twice its even share after a few turns; Médio, the cauteloso
and the Difícil rules play alike and keep about even odds among themselves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from buraco_tui.engine import is_curinga, parse_cards

from ..fitted.reading_tables import LOG_FREQ
from ..knowledge.handtools import Judge

#: A seat's turns 1-3, 4-7 and later are read apart (how a style plays moves on).
STAGE_TURNS = (3, 7)
#: Events per stage: draw (3) × cards laid (4) × a curinga among them (2).
EVENTS = 24
#: The events of one hand are not independent: each one counts this much.
TEMPER = 0.5
#: The share of the even draw kept in the styles' odds.
FLOOR = 0.15


def event_index(turn: int, lixo_cards: int, laid: int, wild: bool) -> int:
    """The event of one turn as an index into a style's table: ``turn`` is
    the seat's own turn this hand (0 first), ``lixo_cards`` how many cards it
    took from the lixo (0: it drew from the monte), ``laid`` how many cards it
    put on the table, ``wild`` whether a 2 or a joker was among them."""
    stage = 0 if turn < STAGE_TURNS[0] else (1 if turn < STAGE_TURNS[1] else 2)
    draw = 0 if lixo_cards == 0 else (1 if lixo_cards <= 2 else 2)
    lay = 0 if laid == 0 else (1 if laid <= 2 else (2 if laid <= 5 else 3))
    return stage * EVENTS + (draw * 4 + lay) * 2 + int(wild)


def seat_events(log: Sequence[dict[str, Any]], seat: int) -> list[int]:
    """The events of every turn ``seat`` has begun this hand, in order."""
    out: list[int] = []
    turn = -1
    lixo_cards = laid = 0
    wild = False
    for entry in log:
        if entry.get("seat") != seat:
            continue
        acao = entry.get("acao")
        if acao in ("comprar", "pegar_lixo"):
            if turn >= 0:
                out.append(event_index(turn, lixo_cards, laid, wild))
            turn += 1
            lixo_cards = len(parse_cards(entry["cartas"])) if acao == "pegar_lixo" else 0
            laid, wild = 0, False
        elif acao in ("baixar", "encostar", "baixar_varios") and turn >= 0:
            texts = entry["jogos"] if acao == "baixar_varios" else [entry["cartas"]]
            for text in texts:
                cards = parse_cards(text)
                laid += len(cards)
                wild = wild or any(map(is_curinga, cards))
    if turn >= 0:
        out.append(event_index(turn, lixo_cards, laid, wild))
    return out


def style_odds(
    log: Sequence[dict[str, Any]], seat: int, key: str, styles: Sequence[str]
) -> list[float] | None:
    """How likely ``seat`` plays each of ``styles`` (summing to 1), from its
    turns in ``log``; ``None`` where the table (``key``: :func:`..knowledge.tables.fitted_key`)
    or a style has no fitted table (the even draw stands)."""
    table = LOG_FREQ.get(key)
    if table is None or any(s not in table for s in styles):
        return None
    events = seat_events(log, seat)
    if not events:
        return None
    logs = [TEMPER * sum(table[s][e] for e in events) for s in styles]
    top = max(logs)
    raw = [math.exp(v - top) for v in logs]
    total = sum(raw)
    even = 1.0 / len(styles)
    return [(1 - FLOOR) * r / total + FLOOR * even for r in raw]


#: What every card held is worth to the estimate against a side read as racing
#: (bot decision B21): a cost, where the fit pays it +4 to +33.
RACE_CARD_PRICE = -3.0


def lays_short_suja(log: Sequence[dict[str, Any]], seat: int, judge: Judge, turn: int) -> bool:
    """Whether ``seat`` has laid down, this hand, a new jogo with a curinga in
    it and short of a canastra (a 3-card jogo with a 2, say), in a turn of its
    that is over and did not end with its morto or the batida (bot decision B21).

    The racer does this at its first turn in most hands and in nine hands of
    ten before the end; Médio never does (its curingas close its first canastra
    or empty its hand for the morto); the hoarder and the cauteloso only as the
    hand ends. Only the turns before its morto count. ``turn`` is the seat to
    play now: its turn is not over."""
    pending = False
    for entry in log:
        who = entry.get("seat")
        acao = entry.get("acao")
        if who != seat:
            if pending and who is not None:
                return True
            continue
        if acao in ("comprar", "pegar_lixo"):
            if pending:
                return True
        elif acao == "baixar":
            check = judge(tuple(sorted(int(c) for c in parse_cards(entry["cartas"]))))
            if check.ok and not check.clean and check.canastra is None:
                pending = True
        elif acao in ("morto", "fim_da_mao"):
            # a curinga spent to reach the morto is Médio's way too; and once
            # its morto is taken the seat's play is no longer a race to it
            return False
    return pending and seat != turn

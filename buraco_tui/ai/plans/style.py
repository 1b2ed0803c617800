"""How each level plays: a :class:`Style` of switches the planners read (docs/bots.md).

Fácil, Médio and the rules under Difícil differ only by their style; the pool's
players (``pool.py``) have styles of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    name: str
    #: Take the lixo when it yields a jogo (Médio and up); Fácil always draws.
    take_lixo: bool = True
    #: Lay down 3-card jogos with a curinga whenever found (Fácil).
    wild_jogos: bool = False
    #: When a curinga goes on a jogo: "any" (Fácil), "close_first" (Médio: to
    #: close the first canastra), "after_limpa" (Difícil: close a canastra only
    #: once a limpa is on the table, so the first canastra stays limpa), "none".
    wild_encostar: str = "any"
    #: Spend curingas to empty the hand (reach the morto or bater).
    wild_to_go_out: bool = False
    #: Weigh what a discard gives the opponent (Difícil).
    careful_discard: bool = False
    #: Bater only when it pays (Difícil); the others always bater when they can.
    judge_batida: bool = False
    #: Near the end of the hand, spend the curingas on the table rather than be
    #: caught with them (Difícil): a curinga in hand costs its value.
    late_dump: bool = False
    #: Closed lixo: spend a curinga of the hand to use the top card when the
    #: lixo holds 2+ more cards (Difícil; Médio keeps its curingas).
    closed_lixo_wild: bool = False
    #: Keep cards that fit the side's own jogos when discarding (Médio and up).
    keep_fitting: bool = True
    #: Take an open lixo of two cards or more even when it makes no jogo at once
    #: (Difícil), on the tables where it pays (:func:`..knowledge.tables.greedy_table`): more
    #: cards, more jogos and canastras. Measured in the arena.
    greedy_lixo: bool = False


EASY = Style("easy", take_lixo=False, wild_jogos=True, wild_encostar="any", keep_fitting=False)
MEDIUM = Style("medium", wild_encostar="close_first", wild_to_go_out=True)
HARD = Style(
    "hard",
    wild_encostar="after_limpa",
    wild_to_go_out=True,
    careful_discard=True,
    judge_batida=True,
    late_dump=True,
    greedy_lixo=True,
    closed_lixo_wild=True,
)
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD}


@cache
def natural(name: str) -> Style:
    """A plain style named ``name`` that puts no curinga on a jogo, every other
    switch at its default: what a hand lays down of itself (to judge a lixo, or
    whether the hand runs to the morto)."""
    return Style(name, wild_encostar="none")

"""The rules of a table in short sentences, for the help screen (built from the catalogue).

:func:`rules_summary` reads the preset's :class:`~buraco_tui.engine.Rules`, so every preset
is covered; each sentence is the catalogue's ``ui.rules.<line>``. Every number a sentence
states comes from :func:`table_numbers`, which reads it from the rules and the engine (card
values, jogo sizes, canastra bonuses): one number, one place, so the help of a table cannot
say two different things about it (issue 9: the rioplatense help said "7 or more cards" and
"3 to 7 cards", "a curinga 2 is worth 20, a natural 2 10" and "2 = 20").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from buraco_tui.engine import (
    ASES_LIMPA,
    ASES_SUJA,
    C500,
    C1000,
    CANASTRA_BONUS,
    CANASTRA_MIN,
    CURINGAS,
    JOKER,
    LIMPA,
    SUJA,
)
from buraco_tui.text.lang import tr

HAND_SIZE = 11
"""Cards dealt to each hand, and in each morto (docs/rules.md §1.4)."""

MIN_JOGO = 3
"""Fewest cards of a jogo (docs/rules.md §2)."""


@dataclass(frozen=True)
class TableNumbers:
    """Every number the help of a table states, read from its rules."""

    deck: int
    """Cards in the two decks (104, or 108 with the jokers)."""
    hand: int
    """Cards of each hand and of each morto."""
    min_jogo: int
    """Fewest cards of a jogo."""
    canastra: int
    """Cards that make a canastra."""
    max_jogo: int
    """Most cards of a jogo; 0 is no limit."""
    limpa: int
    """Bonus of a canastra limpa."""
    suja: int
    """Bonus of a canastra suja."""
    c500: int
    """Bonus of the 13-card canastra (canastras especiais)."""
    c1000: int
    """Bonus of the ace-to-ace canastra (canastras especiais)."""
    ases_limpa: int
    """Bonus of a clean canastra of aces (rioplatense)."""
    ases_suja: int
    """Bonus of a dirty canastra of aces (rioplatense)."""
    curingas: int
    """Bonus of a canastra of curingas (rioplatense)."""
    low: int
    """Points of a 3 to a 7."""
    high: int
    """Points of an 8 to a King."""
    ace: int
    """Points of an ace."""
    two: int
    """Points of a 2 (in hand, or natural)."""
    two_wild: int
    """Points of a 2 standing as curinga in a jogo."""
    joker: int
    """Points of a joker (0 with no jokers in the deck)."""


def _same(values: tuple[int, ...], ranks: range) -> int:
    """The one value every card of ``ranks`` (1 = ace .. 13 = King) has, in every suit."""
    found = {values[suit * 13 + rank - 1] for suit in range(4) for rank in ranks}
    if len(found) != 1:
        raise ValueError(f"cards {ranks} do not share one value: {sorted(found)}")
    return found.pop()


def table_numbers(rules: Any) -> TableNumbers:
    """The numbers of a table, each from the one option or engine constant that decides it."""
    values: tuple[int, ...] = rules.values
    jokers = bool(rules.curingas_de_papel)
    return TableNumbers(
        deck=104 + (4 if jokers else 0),
        hand=HAND_SIZE,
        min_jogo=MIN_JOGO,
        canastra=CANASTRA_MIN,
        max_jogo=rules.max_jogo,
        limpa=CANASTRA_BONUS[LIMPA],
        suja=CANASTRA_BONUS[SUJA],
        c500=CANASTRA_BONUS[C500],
        c1000=CANASTRA_BONUS[C1000],
        ases_limpa=CANASTRA_BONUS[ASES_LIMPA],
        ases_suja=CANASTRA_BONUS[ASES_SUJA],
        curingas=CANASTRA_BONUS[CURINGAS],
        low=_same(values, range(3, 8)),
        high=_same(values, range(8, 14)),
        ace=_same(values, range(1, 2)),
        two=_same(values, range(2, 3)),
        two_wild=rules.valor_curinga_2,
        joker=values[JOKER] if jokers else 0,
    )


def _values(rules: Any, nums: TableNumbers, lang: str) -> str:
    """The card values in one sentence; a 2 has two values only when the table says so."""
    parts = [
        tr("ui.rules.v.low", lang, n=nums.low),
        tr("ui.rules.v.high", lang, n=nums.high),
        tr("ui.rules.v.ace", lang, n=nums.ace),
    ]
    if nums.two_wild != nums.two:
        parts.append(tr("ui.rules.v.two_wild", lang, n=nums.two, w=nums.two_wild))
    else:
        parts.append(tr("ui.rules.v.two", lang, n=nums.two))
    if nums.joker:
        parts.append(tr("ui.rules.v.joker", lang, n=nums.joker))
    end = "values_negativa" if rules.mesa_negativa_sem_canastra else "values"
    return tr(f"ui.rules.{end}", lang, list="; ".join(parts))


def _jogos(rules: Any, nums: TableNumbers, lang: str) -> list[str]:
    """The sentences on what a jogo is, how big it grows and its canastras."""
    lines = [tr("ui.rules.seq", lang, n=nums.min_jogo)]
    if not rules.trincas:
        lines.append(tr("ui.rules.no_trincas", lang))
    elif rules.curinga_em_trinca:
        lines.append(tr("ui.rules.trincas", lang, n=nums.min_jogo))
    else:
        lines.append(tr("ui.rules.trincas_sem_curinga", lang, n=nums.min_jogo))
    if rules.jogos_de_curingas:
        lines.append(tr("ui.rules.jogos_de_curingas", lang))
    bonus = {"limpa": nums.limpa, "suja": nums.suja}
    if nums.max_jogo == nums.canastra:
        lines.append(
            tr("ui.rules.canastra_cheia", lang, n=nums.canastra, min=nums.min_jogo, **bonus)
        )
    else:
        lines.append(tr("ui.rules.canastra", lang, n=nums.canastra, **bonus))
        if nums.max_jogo:
            lines.append(tr("ui.rules.max_jogo", lang, n=nums.max_jogo, min=nums.min_jogo))
    if rules.canastras_especiais:
        lines.append(tr("ui.rules.especiais", lang, c500=nums.c500, c1000=nums.c1000))
    if rules.canastras_rioplatenses:
        lines.append(
            tr(
                "ui.rules.canastras_rio",
                lang,
                limpa=nums.ases_limpa,
                suja=nums.ases_suja,
                curingas=nums.curingas,
                n=nums.canastra,
            )
        )
    return lines


def _batida(rules: Any, lang: str) -> list[str]:
    """The sentences on the morto and on going out."""
    lines = [tr("ui.rules.morto", lang)]
    if not rules.batida_exige_canastra:
        lines.append(tr("ui.rules.batida_sem_canastra", lang))
    else:
        lines.append(
            tr(
                "ui.rules.batida_limpa" if rules.batida_exige_limpa else "ui.rules.batida_qualquer",
                lang,
            )
        )
        lines.append(tr("ui.rules.guardar", lang))
    if not rules.batida_por_baixada:
        lines.append(tr("ui.rules.so_descartando", lang))
    if rules.batida_sem_curinga:
        lines.append(tr("ui.rules.sem_curinga_batida", lang))
    if not rules.descarte_curinga:
        lines.append(tr("ui.rules.nunca_curinga", lang))
    if rules.guardar_nao_curinga:
        lines.append(tr("ui.rules.guardar_nao_curinga", lang))
    if rules.proibe_descarte_do_lixo_unico:
        lines.append(tr("ui.rules.lixo_unico", lang))
    return lines


def rules_summary(rules: Any, lang: str = "pt") -> list[str]:
    """The rules of a table in short sentences, built from its options (every preset).

    Every number comes from :func:`table_numbers`. Options a newer engine adds and this
    list does not know yet are simply not described.
    """
    nums = table_numbers(rules)
    deck = "deck_jokers" if rules.curingas_de_papel else "deck"
    lines = [tr(f"ui.rules.{deck}", lang, n=nums.deck), tr("ui.rules.deal", lang, n=nums.hand)]
    lines.append(tr("ui.rules.lixo_inicial" if rules.lixo_inicial else "ui.rules.lixo_vazio", lang))
    lines.append(
        tr("ui.rules.lixo_fechado" if rules.lixo_fechado else "ui.rules.lixo_aberto", lang)
    )
    lines += _jogos(rules, nums, lang)
    lines += _batida(rules, lang)
    multa = "multa_sempre" if rules.multa_morto == "sempre" else "multa_se_outro"
    lines.append(tr(f"ui.rules.{multa}", lang))
    indireto = "indireto_nao_pego" if rules.morto_indireto == "nao_pego" else "indireto_mao"
    lines.append(tr(f"ui.rules.{indireto}", lang))
    if rules.vulneravel:
        lines.append(tr("ui.rules.vulneravel", lang, minimo=rules.vulneravel_minimo))
    lines.append(_values(rules, nums, lang))
    lines.append(
        tr("ui.rules.terceiro_baralho" if rules.terceiro_baralho else "ui.rules.monte_fim", lang)
    )
    if rules.meta:
        lines.append(tr("ui.rules.match", lang, target=rules.meta))
    else:
        lines.append(tr("ui.rules.single", lang))
    return lines


__all__ = ["HAND_SIZE", "MIN_JOGO", "TableNumbers", "rules_summary", "table_numbers"]

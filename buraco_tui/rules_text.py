"""The rules of a table in short sentences, for the help screen (built from the catalogue).

:func:`rules_summary` reads the preset's options, so every preset is covered; each
sentence is the catalogue's ``ui.rules.<line>``.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.lang import tr


def _line(key: str, lang: str, **fields: Any) -> str:
    return tr(f"ui.rules.{key}", lang, **fields)


def rules_summary(rules: Any, lang: str = "pt") -> list[str]:
    """The rules of a table in short sentences, built from its options (every preset).

    Options a newer engine adds and this list does not know yet are simply not described.
    """
    lines = [_line("deck_jokers" if rules.curingas_de_papel else "deck", lang), _line("deal", lang)]
    lines.append(_line("lixo_inicial" if rules.lixo_inicial else "lixo_vazio", lang))
    lines.append(_line("lixo_fechado" if rules.lixo_fechado else "lixo_aberto", lang))
    lines.append(_line("seq", lang))
    lines.append(_line("trincas" if rules.trincas else "no_trincas", lang))
    if getattr(rules, "jogos_de_curingas", False):
        lines.append(_line("jogos_de_curingas", lang))
    if getattr(rules, "max_jogo", 0):
        lines.append(_line("max_jogo", lang, n=rules.max_jogo))
    lines.append(_line("canastra", lang))
    if rules.canastras_especiais:
        lines.append(_line("especiais", lang))
    if getattr(rules, "canastras_rioplatenses", False):
        lines.append(_line("canastras_rio", lang))
    lines.append(_line("morto", lang))
    if not getattr(rules, "batida_exige_canastra", True):
        lines.append(_line("batida_sem_canastra", lang))
    else:
        lines.append(_line("batida_limpa" if rules.batida_exige_limpa else "batida_qualquer", lang))
        lines.append(_line("guardar", lang))
    if not getattr(rules, "descarte_curinga", True):
        lines.append(_line("nunca_curinga", lang))
    if getattr(rules, "guardar_nao_curinga", False):
        lines.append(_line("guardar_nao_curinga", lang))
    if getattr(rules, "mesa_negativa_sem_canastra", False):
        lines.append(_line("mesa_negativa", lang))
    lines.append(_line("multa_sempre" if rules.multa_morto == "sempre" else "multa_se_outro", lang))
    lines.append(
        _line("indireto_nao_pego" if rules.morto_indireto == "nao_pego" else "indireto_mao", lang)
    )
    if rules.vulneravel:
        lines.append(_line("vulneravel", lang, minimo=rules.vulneravel_minimo))
    if getattr(rules, "valor_curinga_2", 10) != 10:
        lines.append(_line("curinga_2", lang, n=rules.valor_curinga_2))
    if not getattr(rules, "batida_por_baixada", True):
        lines.append(_line("so_descartando", lang))
    if getattr(rules, "batida_sem_curinga", False):
        lines.append(_line("sem_curinga_batida", lang))
    if getattr(rules, "proibe_descarte_do_lixo_unico", False):
        lines.append(_line("lixo_unico", lang))
    values = getattr(rules, "values", None)
    ace, two, jk = (values[0], values[1], values[52]) if values else (15, 10, 20)
    joker = f"; joker = {jk}" if rules.curingas_de_papel else ""
    lines.append(_line("values", lang, a=ace, dois=two, joker=joker))
    lines.append(
        _line(
            "terceiro_baralho" if getattr(rules, "terceiro_baralho", False) else "monte_fim", lang
        )
    )
    if rules.meta:
        lines.append(_line("match", lang, target=rules.meta))
    else:
        lines.append(_line("single", lang))
    return lines

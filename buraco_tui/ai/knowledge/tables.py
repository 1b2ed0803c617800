"""What a table changes for the bots: the one declared list of per-table choices
(issue 27, item 3; bot decision B25).

The search, the planner and the estimate never test a preset's name: a choice
that differs between tables is an entry of :data:`CHOICES`, a function of the
table's :class:`~buraco_tui.engine.Rules` fields with a docstring saying why, so a
new preset (or a table option that changes one of those fields) gets the choice
its rules call for with no new switch. The only name read here is the fitted
data's key (:func:`fitted_key`): the estimate and the reading tables are fitted
per preset by ``buraco calibrate`` and looked up by the table they were fitted at.

At the presets of docs/rules.md §11 the choices are (``tests/ai/knowledge/test_tables_choices.py``):
a race table only at rioplatense; a sprint table only at mestre-buraco; the greedy
draw everywhere but mestre-buraco and rioplatense.
"""

from __future__ import annotations

from collections.abc import Callable

from buraco_tui.engine import Rules

#: The style of the rollout pool every opponent seat plays at a sprint table.
SPRINT_OPPONENT = "medium"


def race_table(rules: Rules) -> bool:
    """A side may go out with no canastra at all (rioplatense, docs/rules.md §6.2
    and §6.6): the hand is a race to the morto and the batida, and Difícil starts
    from the race's rules (bot decision B17); there alone do the playouts read each
    opponent's style from its turns (bot decision B20: only there did it pay)."""
    return not rules.batida_exige_canastra


def sprint_table(rules: Rules) -> bool:
    """Any canastra lets a side bater (no limpa needed) and jogos are sequences only
    (no trincas, which make hands longer): hands are short and the side that
    reaches its first canastra and its morto first usually wins (mestre-buraco).
    Measured there only (bot decisions B21 and B23)."""
    return rules.batida_exige_canastra and not rules.batida_exige_limpa and not rules.trincas


def greedy_table(rules: Rules) -> bool:
    """Taking every open lixo pays (measured in the arena, Difícil rules against
    Médio): where only a limpa lets a side bater, hands run long and the extra
    cards become canastras; with trincas too, unless a side may go out with no
    canastra at all. Where any canastra bats without trincas, or none is needed,
    the extra cards are caught in hand."""
    if rules.batida_exige_limpa:
        return True
    return rules.trincas and rules.batida_exige_canastra


def opponent_style(rules: Rules) -> str | None:
    """The one style of the rollout pool every opponent seat plays in the
    playouts, or None (each drawn from the pool, bot decision B8). At a sprint
    table, Médio, who races for the morto: drawn from the whole pool, the slower
    styles set Difícil's pace and it lost the race to Médio (bot decision B23)."""
    return SPRINT_OPPONENT if sprint_table(rules) else None


def reads_race_tell(rules: Rules) -> bool:
    """Whether a side that spends a curinga on a short new jogo before its morto
    is read as racing, every card held then priced as a cost in the estimate (bot
    decision B21): at a sprint table, where any canastra bats and the racer's
    tell is seen early; a race table reads the styles already (bot decision B20)."""
    return sprint_table(rules)


def fitted_key(rules: Rules) -> str:
    """The entry of the fitted data (the estimate's weights, the reading tables)
    for this table: the preset they were fitted at (``buraco calibrate``)."""
    return rules.preset


#: Every per-table choice of the bots, by name (documentation and tests).
CHOICES: dict[str, Callable[[Rules], object]] = {
    "race_table": race_table,
    "sprint_table": sprint_table,
    "greedy_table": greedy_table,
    "opponent_style": opponent_style,
    "reads_race_tell": reads_race_tell,
}

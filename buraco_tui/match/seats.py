"""Who may sit at a table: the seat counts each table allows, said in a player's language."""

from __future__ import annotations

from buraco_tui.engine import ruleset
from buraco_tui.text.lang import DEFAULT, tr
from buraco_tui.text.names import mode_name, or_list


def allowed_players(rules: str) -> tuple[int, ...]:
    """The seat counts the table ``rules`` allows."""
    return ruleset(rules).jogadores


def players_problem(rules: str, players: int, lang: str = DEFAULT) -> str:
    """Why ``players`` cannot sit at the table ``rules`` (empty when they can)."""
    allowed = allowed_players(rules)
    if players in allowed:
        return ""
    counts = or_list(tuple(str(n) for n in allowed), lang)
    return tr("cli.players_refused", lang, mode=mode_name(rules, lang), n=players, counts=counts)

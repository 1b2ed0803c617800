"""The next match, as the settings remember the player's choices.

A new match starts from the settings (and the command line's options), the new-match form
opens on the match in play (else the settings), "play again" keeps the table, and a chosen
match leaves its choices in the settings for next time. Plain functions: the app saves.
"""

from __future__ import annotations

from buraco_tui.match.seats import allowed_players
from buraco_tui.match.session import MatchConfig, new_seed
from buraco_tui.match.start import StartOptions, seat_levels_for
from buraco_tui.store.settings import Settings


def new_config(settings: Settings, options: StartOptions) -> MatchConfig:
    """A new match at start: the command line's choices, the rest from the settings."""
    s = settings
    level = options.level or s.level
    rules = options.rules or s.rules
    players = options.players or s.players
    if players not in allowed_players(rules):
        players = 2  # the remembered count does not sit at this table
    partner = options.partner_level
    if options.level is None and partner is None and len(s.seat_levels) == players:
        seat_levels = list(s.seat_levels)  # the levels last chosen in the form
    else:
        # --level sets every opponent, --partner-level the partner (default: --level)
        seat_levels = seat_levels_for(level, partner, players)
    return MatchConfig(
        rules=rules,
        target=s.target if options.target is None else int(options.target),
        level=level,
        seed=new_seed() if options.seed is None else int(options.seed),
        learning=s.learning,
        move_time=s.move_time,
        players=players,
        seat_levels=seat_levels if players > 2 else [],
        lixo_em_leque=s.lixo_em_leque and rules == s.rules,
    )


def form_defaults(settings: Settings, current: MatchConfig | None) -> MatchConfig:
    """What the new-match form starts from: the table, target, level and seats of the
    match being played (else the settings'); learning mode and the timer from the settings.
    Its seed is not a choice (0)."""
    s = settings
    return MatchConfig(
        rules=current.rules if current else s.rules,
        target=current.target if current else s.target,
        level=current.level if current else s.level,
        learning=s.learning,
        move_time=s.move_time,
        players=current.players if current else s.players,
        seat_levels=current.seat_levels if current else s.seat_levels,
        lixo_em_leque=current.lixo_em_leque if current else s.lixo_em_leque,
    )


def again_config(old: MatchConfig, settings: Settings) -> MatchConfig:
    """Another match like ``old`` (the same table, target and seats; a fresh deal), with
    learning mode and the timer as chosen for new matches."""
    return MatchConfig(
        **{
            **old.to_dict(),
            "seed": new_seed(),
            "learning": settings.learning,
            "move_time": settings.move_time,
        }
    )


def remember(settings: Settings, config: MatchConfig) -> None:
    """Keep the choices of ``config`` (a match chosen in the form) for next time."""
    s = settings
    s.rules, s.target, s.level = config.rules, config.target, config.level
    s.learning, s.move_time = config.learning, config.move_time
    s.players, s.seat_levels = config.players, list(config.seat_levels)
    s.lixo_em_leque = config.lixo_em_leque

"""How the app starts: the match choices of the command line, and whether to resume.

:class:`StartOptions` holds what ``buraco`` was given (``--new``, ``--rules``, ``--level``,
...); :func:`plan_start` decides between the saved match and a new one; the seat levels and
the note of a new match are said here too. Plain data and functions: no Textual, no files.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.text.lang import tr
from buraco_tui.text.names import is_partner, level_name, mode_name, target_name


@dataclass(frozen=True)
class StartOptions:
    """The match choices given on the command line (None: not given)."""

    new: bool = False
    """``--new``: start a new match even when one is saved."""
    rules: str | None = None
    target: int | None = None
    level: str | None = None
    """Every opponent's level (``--level``)."""
    seed: int | None = None
    players: int | None = None
    partner_level: str | None = None
    """The partner's level at a table of pairs (``--partner-level``; default: ``level``)."""

    @classmethod
    def from_args(cls, args: Any) -> StartOptions:
        """The options of a parsed command line (an attribute it lacks is not given)."""
        if args is None:
            return cls()
        values: dict[str, Any] = {f.name: getattr(args, f.name, None) for f in fields(cls)}
        values["new"] = bool(values["new"])
        return cls(**values)

    @property
    def given(self) -> bool:
        """Whether any choice of a match was given (a resumed match ignores them)."""
        chosen = (self.rules, self.target, self.level, self.seed, self.players)
        return any(value is not None for value in (*chosen, self.partner_level))


@dataclass(frozen=True)
class StartPlan:
    """What to do with the saved match at start."""

    resume: MatchSession | None
    """The match to play on; None: start a new one."""
    abandoned: MatchSession | None = None
    """The saved match ``--new`` leaves (the statistics count it unfinished)."""


def plan_start(saved: MatchSession | None, new: bool) -> StartPlan:
    """Resume ``saved`` unless ``new`` was asked for or that match is over."""
    if saved is not None and new:
        return StartPlan(None, abandoned=saved)
    if saved is not None and saved.game.match_over:
        return StartPlan(None)
    return StartPlan(saved)


def seat_levels_for(level: str, partner: str | None, players: int) -> list[str]:
    """Each seat's level: ``""`` for the player's, ``partner`` (default ``level``) for the
    partner at a table of pairs, ``level`` for every opponent."""
    return [""] + [
        (partner or level) if is_partner(seat, players) else level for seat in range(1, players)
    ]


def new_match_note(config: MatchConfig, lang: str) -> str:
    """The status line that tells which match just began."""
    if config.players != 2:
        return tr(
            "ui.st.new_match_seats",
            lang,
            mode=mode_name(config.rules, lang),
            target=target_name(config.target, lang),
            seats=tr(f"ui.seats.short.{config.players}", lang),
            level=level_name(config.level, lang),
        )
    return tr(
        "ui.st.new_match",
        lang,
        mode=mode_name(config.rules, lang),
        target=target_name(config.target, lang),
        level=level_name(config.level, lang),
    )

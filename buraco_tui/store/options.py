"""The options screen's switches: their values now, and what turning one does.

Most options are settings (kept for every match); learning mode and the timer change only
the match being played (its config), as the options screen says. Plain functions: the app
saves the settings and the match, and redraws.
"""

from __future__ import annotations

from buraco_tui.match.session import MatchConfig
from buraco_tui.store.settings import MOVE_TIME_ON, Settings

FAST_DELAY = 0.0
"""Zeca's steps with "fast" on: no pause."""
NORMAL_DELAY = 0.7
"""Zeca's steps with "fast" off: each stays this many seconds."""
DARK, LIGHT = "textual-dark", "textual-light"
"""The themes the "dark" switch picks between."""


def option_values(
    settings: Settings, config: MatchConfig | None, lang: str, theme: str
) -> dict[str, object]:
    """Each option's value now (``config``: the match being played, if any)."""
    s = settings
    return {
        "lang": lang,
        "ascii_suits": s.ascii_suits,
        "sound": s.sound,
        "dark": "light" not in theme,
        "fast": s.bot_delay == FAST_DELAY,
        "learning": config.learning if config else s.learning,
        "timer": bool(config.move_time) if config else bool(s.move_time),
    }


def set_option(settings: Settings, config: MatchConfig | None, name: str, value: object) -> bool:
    """Turn option ``name`` to ``value``; True when it changed the match (save it).

    Learning mode and the timer apply to ``config`` only (nothing without a match)."""
    s = settings
    if name == "lang":
        s.lang = str(value)
    elif name == "ascii_suits":
        s.ascii_suits = bool(value)
    elif name == "sound":
        s.sound = bool(value)
    elif name == "dark":
        s.theme = DARK if value else LIGHT
    elif name == "fast":
        s.bot_delay = FAST_DELAY if value else NORMAL_DELAY
    elif name == "learning" and config is not None:
        config.learning = bool(value)
        return True
    elif name == "timer" and config is not None:
        config.move_time = MOVE_TIME_ON if value else 0
        return True
    return False

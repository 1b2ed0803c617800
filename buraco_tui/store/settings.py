"""The player's settings (language, sort order, sound, level, theme, ...) and their file.

Stored as ``settings.json`` in the data dir through :class:`buraco_tui.store.storage.JsonStore`,
so a corrupt or newer file is moved aside exactly like a bad match save. Reading is
lenient inside a good file: unknown keys are ignored and each invalid value falls back
to its default, so one bad value never costs the player the other settings.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from buraco_tui.ai.levels import LEVELS
from buraco_tui.engine import PRESETS
from buraco_tui.match.choices import PLAYERS, TARGETS
from buraco_tui.store.storage import Clock, JsonStore, utc_now
from buraco_tui.text.lang import LANGS

SETTINGS_FILE = "settings.json"

SORTS = ("naipe", "valor")
MOVE_TIME_ON = 45
"""Seconds per move when the timer is on (docs/rules.md §10.3: "Tempo por jogada (online):
45 segundos")."""
MAX_MOVE_TIME = 3600
MAX_BOT_DELAY = 10.0


@dataclass
class Settings:
    """Everything the player can set; the defaults are a new player's first match."""

    lang: str = "pt"
    """Interface language: one of the catalogue's ``LANGS`` ("pt", Brazilian Portuguese, by default)."""
    sort: str = "naipe"
    """Hand order: "naipe" (by suit) or "valor" (by value)."""
    sound: bool = False
    """A short terminal bell on the player's turn and on the batida."""
    level: str = "medium"
    """Zeca's level: "easy", "medium" or "hard". A new player meets Médio: Fácil hands over 2s
    and cards that fit the player's jogos, too kind for a first impression of the game."""
    theme: str = "textual-dark"
    """A Textual theme name (the UI falls back to its default if it does not know it)."""
    ascii_suits: bool = False
    """Show suits as ASCII letters instead of the ambiguous-width suit glyphs."""
    learning: bool = True
    """Learning mode for new matches: mark what the player can do this turn (docs/rules.md
    §10.4). On for a new player at every level; the level never changes it."""
    move_time: int = 0
    """Seconds per move, 0 = no timer (45 when on, docs/rules.md §10.3)."""
    rules: str = "aberto"
    """The rules preset id for a new match (one of ``buraco_tui.engine.PRESETS``)."""
    target: int = 3000
    """Match target for a new match: 3000, 1500 or 0 (a single hand)."""
    bot_delay: float = 0.7
    """Seconds each step of Zeca's turn stays visible."""
    players: int = 2
    """Seats for a new match: 2, 4 (pairs); rioplatense also 3 and 6 (decision 41)."""
    seat_levels: list[str] = dataclasses.field(default_factory=list)
    """The level last chosen for each bot seat of a new match (``""`` for the player's)."""
    lixo_em_leque: bool = False
    """Show a closed lixo fanned in new matches (a learning aid, ``Rules.lixo_em_leque``)."""

    def to_dict(self) -> dict[str, Any]:
        """The settings as a plain JSON-ready dict."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build settings from *data*: unknown keys ignored, invalid values set to defaults."""
        defaults = cls()
        values: dict[str, Any] = {}
        for field in fields(cls):
            if field.name not in data:
                continue
            value = _VALIDATORS[field.name](data[field.name])
            if value is not None:
                values[field.name] = value
        return cls(**{**asdict(defaults), **values})


def _choice(options: tuple[Any, ...]) -> Any:
    """A validator accepting exactly one of *options* (same type: True is not 1)."""

    def check(value: Any) -> Any:
        for option in options:
            if type(value) is type(option) and value == option:
                return option
        return None

    return check


def _bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _theme(value: Any) -> str | None:
    if isinstance(value, str) and 0 < len(value) <= 64 and value.isprintable():
        return value
    return None


def _move_time(value: Any) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_MOVE_TIME:
        return value
    return None


def _bot_delay(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if math.isfinite(value) and 0 <= value <= MAX_BOT_DELAY:
            return float(value)
    return None


def _seat_levels(value: Any) -> list[str] | None:
    if isinstance(value, list) and len(value) <= max(PLAYERS):
        if all(isinstance(v, str) and (v == "" or v in LEVELS) for v in value):
            return list(value)
    return None


_VALIDATORS = {
    "lang": _choice(LANGS),
    "sort": _choice(SORTS),
    "sound": _bool,
    "level": _choice(LEVELS),
    "theme": _theme,
    "ascii_suits": _bool,
    "learning": _bool,
    "move_time": _move_time,
    "rules": _choice(tuple(PRESETS)),
    "target": _choice(TARGETS),
    "bot_delay": _bot_delay,
    "players": _choice(PLAYERS),
    "seat_levels": _seat_levels,
    "lixo_em_leque": _bool,
}


def _store(data_dir: Path, now: Clock) -> JsonStore:
    return JsonStore(data_dir, SETTINGS_FILE, now=now)


def load_settings(data_dir: Path, *, now: Clock = utc_now) -> tuple[Settings, str | None]:
    """Read the settings from *data_dir*.

    Returns ``(settings, problem)``: no file gives the defaults and None; a corrupt or
    newer file gives the defaults and ``"corrupt"`` / ``"newer"``, the file having been
    moved aside with a timestamp (see :mod:`buraco_tui.store.storage`).
    """
    result = _store(data_dir, now).load()
    if result.payload is None:
        return Settings(), result.problem
    return Settings.from_dict(result.payload), None


def save_settings(data_dir: Path, settings: Settings, *, now: Clock = utc_now) -> None:
    """Write *settings* to *data_dir* atomically."""
    _store(data_dir, now).save(settings.to_dict())

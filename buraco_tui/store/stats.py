"""The player's statistics, kept apart per mode (rules preset id), per match target and
per number of seats (decision 42), and within each of those per Zeca's level.

Stored as ``stats.json`` in the data dir through :class:`buraco_tui.store.storage.JsonStore`;
a corrupt or newer file is moved aside (never overwritten) and the counts start over.
The file holds ``"modes"`` (the counts per mode and target, every level together, so a win
streak runs across levels) and ``"levels"`` (the same counts split by level). A file written
before the level was recorded has no ``"levels"``: its counts load under :data:`UNKNOWN_LEVEL`.
An entry with no ``"players"`` (every entry written before the seats, and every mano a mano
one since) counts matches of two players.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from buraco_tui.ai.levels import LEVELS
from buraco_tui.match.choices import PLAYERS
from buraco_tui.store.storage import CORRUPT, Clock, JsonStore, utc_now

STATS_FILE = "stats.json"

UNKNOWN_LEVEL = "unknown"
"""The level of matches counted before the level was recorded (shown as "—")."""


@dataclass
class ModeStats:
    """The counts for one mode and target."""

    matches: int = 0
    """Matches started and ended, finished or unfinished."""
    wins: int = 0
    """Finished matches the player won."""
    highest_score: int | None = None
    """The player's highest match score in a finished match (None before the first one)."""
    current_streak: int = 0
    """Wins in a row up to now; a loss or an unfinished match resets it."""
    best_streak: int = 0
    """The longest run of wins in a row so far."""
    unfinished: int = 0
    """Matches left before their end (a new match started over them)."""

    def is_consistent(self) -> bool:
        """True if the counts can have come from play (non-negative and adding up)."""
        counts = (self.matches, self.wins, self.current_streak, self.best_streak, self.unfinished)
        if any(not _is_int(n) or n < 0 for n in counts):
            return False
        if self.highest_score is not None and not _is_int(self.highest_score):
            return False
        finished = self.matches - self.unfinished
        return (
            self.wins <= finished
            and self.current_streak <= self.best_streak <= self.wins
            and (self.highest_score is None) == (finished == 0)
        )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _level_order(level: str) -> tuple[int, str]:
    """Zeca's levels easiest first, then any other (the unknown level last)."""
    return (LEVELS.index(level), level) if level in LEVELS else (len(LEVELS), level)


def _count_finished(entry: ModeStats, won: bool, score: int) -> None:
    entry.matches += 1
    if entry.highest_score is None or score > entry.highest_score:
        entry.highest_score = score
    if won:
        entry.wins += 1
        entry.current_streak += 1
        entry.best_streak = max(entry.best_streak, entry.current_streak)
    else:
        entry.current_streak = 0


def _count_unfinished(entry: ModeStats) -> None:
    entry.matches += 1
    entry.unfinished += 1
    entry.current_streak = 0


def _seats(players: int) -> dict[str, int]:
    """The ``"players"`` of a saved entry: none for two (the files before the seats)."""
    return {} if players == 2 else {"players": players}


class Stats:
    """All the statistics: one :class:`ModeStats` per (rules, target, seats) played, and
    one per (rules, target, seats, Zeca's level). ``players`` defaults to 2 (mano a mano)."""

    def __init__(self) -> None:
        self._modes: dict[tuple[str, int, int], ModeStats] = {}
        self._levels: dict[tuple[str, int, int, str], ModeStats] = {}

    def _entries(
        self, rules: str, target: int, level: str | None, players: int
    ) -> tuple[ModeStats, ...]:
        mode = self._modes.setdefault((rules, target, players), ModeStats())
        key = (rules, target, players, level or UNKNOWN_LEVEL)
        return mode, self._levels.setdefault(key, ModeStats())

    def record_finished(
        self,
        rules: str,
        target: int,
        won: bool,
        score: int,
        level: str | None = None,
        players: int = 2,
    ) -> None:
        """Count a match played to its end; *score* is the player's (side's) final match
        score, *level* Zeca's level (None counts it under :data:`UNKNOWN_LEVEL`),
        *players* the seats at the table."""
        for entry in self._entries(rules, target, level, players):
            _count_finished(entry, won, score)

    def record_unfinished(
        self, rules: str, target: int, level: str | None = None, players: int = 2
    ) -> None:
        """Count a match abandoned before its end; it breaks the win streak."""
        for entry in self._entries(rules, target, level, players):
            _count_unfinished(entry)

    def by_level(self, rules: str, target: int, players: int = 2) -> list[tuple[str, ModeStats]]:
        """The counts of (rules, target, seats) per Zeca's level played, easiest first (copies)."""
        found = [
            (lv, replace(s))
            for (r, t, n, lv), s in self._levels.items()
            if (r, t, n) == (rules, target, players)
        ]
        return sorted(found, key=lambda item: _level_order(item[0]))

    def get(self, rules: str, target: int, players: int = 2) -> ModeStats:
        """A copy of the counts for (rules, target, seats); all zeros if never played."""
        entry = self._modes.get((rules, target, players))
        return replace(entry) if entry is not None else ModeStats()

    def entries(self) -> list[tuple[str, int, ModeStats]]:
        """Every (rules, target, counts) played mano a mano, sorted by rules then target
        (copies); :meth:`seat_entries` has every seat count."""
        return [(r, t, s) for r, t, n, s in self.seat_entries() if n == 2]

    def seat_entries(self) -> list[tuple[str, int, int, ModeStats]]:
        """Every (rules, target, players, counts) played, sorted by rules, target, seats
        (copies)."""
        return [(r, t, n, replace(s)) for (r, t, n), s in sorted(self._modes.items())]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: ``{"modes": [{"rules", "target", ["players",] <ModeStats
        fields>}, ...], "levels": [{"rules", "target", ["players",] "level", <ModeStats
        fields>}, ...]}``; ``"players"`` only when not 2."""
        levels = [
            {"rules": r, "target": t, **_seats(n), "level": lv, **asdict(s)}
            for (r, t, n, lv), s in sorted(self._levels.items())
        ]
        modes = [
            {"rules": r, "target": t, **_seats(n), **asdict(s)}
            for r, t, n, s in self.seat_entries()
        ]
        return {"modes": modes, "levels": levels}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Stats:
        """Rebuild from :meth:`to_dict`'s output; raises ValueError on anything else."""
        modes = data.get("modes")
        if not isinstance(modes, list):
            raise ValueError("stats: 'modes' is not a list")
        names = [f.name for f in fields(ModeStats)]
        stats = cls()
        for item in modes:
            if not isinstance(item, dict) or set(item) - {"players"} != {"rules", "target", *names}:
                raise ValueError(f"stats: bad entry {item!r}")
            rules, target = item["rules"], item["target"]
            players = _players(item)
            if not isinstance(rules, str) or not _is_int(target):
                raise ValueError(f"stats: bad mode {rules!r}/{target!r}")
            if (rules, target, players) in stats._modes:
                raise ValueError(f"stats: mode {rules}/{target}/{players} twice")
            entry = ModeStats(**{name: item[name] for name in names})
            if not entry.is_consistent():
                raise ValueError(f"stats: inconsistent counts for {rules}/{target}")
            stats._modes[(rules, target, players)] = entry
        levels = data.get("levels")
        if levels is None:  # written before the level was recorded
            for (rules, target, players), entry in stats._modes.items():
                stats._levels[(rules, target, players, UNKNOWN_LEVEL)] = replace(entry)
            return stats
        if not isinstance(levels, list):
            raise ValueError("stats: 'levels' is not a list")
        for item in levels:
            wanted = {"rules", "target", "level", *names}
            if not isinstance(item, dict) or set(item) - {"players"} != wanted:
                raise ValueError(f"stats: bad level entry {item!r}")
            key = (item["rules"], item["target"], _players(item), item["level"])
            if not isinstance(key[3], str) or key[:3] not in stats._modes or key in stats._levels:
                raise ValueError(f"stats: bad level {key!r}")
            entry = ModeStats(**{name: item[name] for name in names})
            if not entry.is_consistent():
                raise ValueError(f"stats: inconsistent counts for {key!r}")
            stats._levels[key] = entry
        return stats


def _players(item: dict[str, Any]) -> int:
    """The seats of a saved entry (2 when it names none); a bad count raises ValueError."""
    players = item.get("players", 2)
    if not _is_int(players) or players not in PLAYERS:
        raise ValueError(f"stats: bad players {players!r}")
    return int(players)


def _store(data_dir: Path, now: Clock) -> JsonStore:
    return JsonStore(data_dir, STATS_FILE, now=now)


def load_stats(data_dir: Path, *, now: Clock = utc_now) -> tuple[Stats, str | None]:
    """Read the statistics from *data_dir*.

    Returns ``(stats, problem)``: no file gives empty stats and None; a corrupt file
    (including counts that do not add up) or a newer one gives empty stats and
    ``"corrupt"`` / ``"newer"``, the file having been moved aside with a timestamp.
    """
    store = _store(data_dir, now)
    result = store.load()
    if result.payload is None:
        return Stats(), result.problem
    try:
        return Stats.from_dict(result.payload), None
    except (ValueError, TypeError):  # a list or an object where a name goes (issue 26)
        store.quarantine(CORRUPT)
        return Stats(), CORRUPT


def save_stats(data_dir: Path, stats: Stats, *, now: Clock = utc_now) -> None:
    """Write *stats* to *data_dir* atomically."""
    _store(data_dir, now).save(stats.to_dict())

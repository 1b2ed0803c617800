"""The names shown for a table (preset), Zeca's level and a match target, from the catalogue."""

from __future__ import annotations

from buraco_tui.lang import has, tr


def mode_name(preset: str, lang: str = "pt") -> str:
    """The display name of a preset id (an unknown id shows as itself)."""
    key = f"ui.mode.{preset}"
    return tr(key, lang) if has(key) else preset


def mode_hint(preset: str, lang: str = "pt") -> str:
    """A short line about a preset (empty for one the catalogue does not know)."""
    key = f"ui.mode_hint.{preset}"
    return tr(key, lang) if has(key) else ""


def level_name(level: str, lang: str = "pt") -> str:
    """Zeca's level in words."""
    return tr(f"ui.level.{level}", lang)


def target_name(target: int, lang: str = "pt") -> str:
    """The match target in words (0 is a single hand); an unlisted one as its number."""
    key = f"ui.target.{target}"
    return tr(key, lang) if has(key) else f"{target}"

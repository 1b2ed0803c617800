"""The names shown for a table (preset), a bot's level, a match target and the seats."""

from __future__ import annotations

from buraco_tui.text.lang import has, tr


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


PARTNER_NAME = "Cida"
"""The player's bot partner at a table of pairs."""

OPPONENT_NAMES: tuple[str, ...] = ("Zeca", "Tonho", "Lurdes", "Bené")
"""The opponents' names in seat order: Zeca is always the first (seat 1)."""


def is_partner(seat: int, players: int) -> bool:
    """``seat`` plays for the player's side (seat 0) at a table of ``players``."""
    sides = players if players <= 3 else players // 2
    return seat != 0 and seat % sides == 0


def seat_name(seat: int, players: int, lang: str = "pt") -> str:
    """Who sits in ``seat``: "Você" (seat 0), the partner, or an opponent by name."""
    if seat == 0:
        return tr("ui.you", lang)
    if is_partner(seat, players):
        return PARTNER_NAME
    opponents = [s for s in range(1, players) if not is_partner(s, players)]
    index = opponents.index(seat)
    return tr("ui.zeca", lang) if index == 0 else OPPONENT_NAMES[index]


def side_seats(side: int, players: int) -> list[int]:
    """The seats that play for ``side`` (seat ``s`` plays for ``s % sides``)."""
    sides = players if players <= 3 else players // 2
    return [seat for seat in range(players) if seat % sides == side]


def side_label(side: int, players: int, lang: str = "pt") -> str:
    """A side's name: "Você" alone or "Nós" in a pair for the player's; the bots' names
    joined by "/" for another (``"Zeca/Tonho"``)."""
    seats = side_seats(side, players)
    if side == 0:
        return tr("ui.you", lang) if len(seats) == 1 else tr("ui.seats.us", lang)
    return "/".join(seat_name(seat, players, lang) for seat in seats)


def side_short(side: int, players: int, lang: str = "pt") -> str:
    """A side's name in one word (a column head): "Você", "Nós", or its first bot's name."""
    if side == 0:
        return side_label(0, players, lang)
    return seat_name(side_seats(side, players)[0], players, lang)


def or_list(items: tuple[str, ...], lang: str) -> str:
    """``"2, 3 ou 4"``: the items joined as alternatives in ``lang``."""
    return tr("cli.or", lang, first=", ".join(items[:-1]), last=items[-1])

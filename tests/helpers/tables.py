"""The tables the screen tests start from, shared by several of them: a batida to make (and
making it by keys), a finished hand, ten jogos on the table, and a statistics file."""

from __future__ import annotations

from pathlib import Path

from buraco_tui.engine import Game, parse_cards
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.store.stats import STATS_FILE
from buraco_tui.store.storage import JsonStore

from .app import until
from .keys import select
from .positions import MORTO_A, full_layout

#: Ten jogos of one side, each of three cards.
TEN_JOGOS = [
    "3♥ 4♥ 5♥",
    "7♥ 8♥ 9♥",
    "J♥ Q♥ K♥",
    "3♠ 4♠ 5♠",
    "7♠ 8♠ 9♠",
    "J♠ Q♠ K♠",
    "3♦ 4♦ 5♦",
    "7♦ 8♦ 9♦",
    "J♦ Q♦ K♦",
    "3♣ 4♣ 5♣",
]


def batida_layout(meta: int) -> Game:
    """You hold a canastra limpa and took your morto: encostar 10♥, discard K♠, bater."""
    return full_layout(
        hands=["10♥ K♠", "A♣ A♣ 7♥"],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"], []],
        mortos=[MORTO_A],
        mortos_taken=[True, False],
        phase="baixar",
        options={"meta": meta},
    )


async def bater(pilot) -> None:
    """At the table of ``batida_layout``: encostar 10♥ on jogo 1, discard K♠, and wait for
    the end of the hand."""
    await select(pilot, parse_cards("10♥"))
    await pilot.press("1")
    await select(pilot, parse_cards("K♠"))
    await pilot.press("d")
    await until(pilot, lambda: isinstance(pilot.app.screen, EndHandScreen))


def zeca_keeps_cards_layout() -> Game:
    """You bater (encostar 10♥ on your canastra, discard K♠); Zeca keeps A♣ A♣ 7♥ Q♦."""
    game = full_layout(
        hands=["10♥ K♠", "A♣ A♣ 7♥ Q♦"],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥", "J♣ Q♣ K♣"], ["5♦ 6♦ 7♦"]],
        mortos=[MORTO_A],
        mortos_taken=[True, False],
        phase="baixar",
        scores=[300, 450],
    )
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♥"})
    game.apply({"acao": "descartar", "carta": "K♠"})
    assert game.hand_over
    return game


def stats_file(data_dir: Path) -> None:
    """An old entry (no level recorded) and one played at two levels."""
    counts = {"current_streak": 0, "best_streak": 1, "unfinished": 0}
    modes = [
        {
            "rules": "aberto",
            "target": 3000,
            "matches": 3,
            "wins": 2,
            "highest_score": 3400,
            **counts,
            "current_streak": 1,
            "best_streak": 2,
        },
        {
            "rules": "fechado",
            "target": 1500,
            "matches": 2,
            "wins": 1,
            "highest_score": 1720,
            **counts,
        },
    ]
    levels = [
        {**modes[0], "level": "unknown"},
        {
            "rules": "fechado",
            "target": 1500,
            "level": "easy",
            "matches": 1,
            "wins": 1,
            "highest_score": 1720,
            "current_streak": 1,
            "best_streak": 1,
            "unfinished": 0,
        },
        {
            "rules": "fechado",
            "target": 1500,
            "level": "medium",
            "matches": 1,
            "wins": 0,
            "highest_score": 980,
            "current_streak": 0,
            "best_streak": 0,
            "unfinished": 0,
        },
    ]
    JsonStore(data_dir, STATS_FILE).save({"modes": modes, "levels": levels})

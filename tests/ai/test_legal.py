"""Every action a bot returns is legal, over many random positions of every preset.

Seed 000: "O servidor valida uma ação por vez" and seed 002: "o jogo só aceita
jogadas válidas" — so a bot must never send an action the engine refuses, on any
table (issue 4: "The levels play every preset the engine offers").
"""

from __future__ import annotations

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.draw import draw_options
from buraco_tui.ai.plans.style import STYLES
from buraco_tui.engine import PRESETS, Game, IllegalAction, ruleset
from tests.helpers.positions import layout, random_position

LEVELS = ("easy", "medium", "hard", "random")
BUDGET = {"playouts": 6, "horizon": 2, "time_limit": None}


def _assert_legal(game: Game, action: dict) -> None:
    trial = game.copy()
    try:
        trial.apply(action)
    except IllegalAction as exc:  # pragma: no cover - the failure message
        pytest.fail(f"{action} refused in {game!r}: {exc}")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_level_is_legal_in_random_positions(preset: str) -> None:
    bots = {level: make_bot(level, seed=3, **BUDGET) for level in LEVELS}
    checked = 0
    for seed in range(12):
        game = random_position(
            preset, seed, vulneravel=preset == "mestre-canastra" and seed % 2 == 0
        )
        if game.hand_over:
            continue
        view = game.view(game.turn)
        for level, bot in bots.items():
            if level == "hard" and seed % 3:
                continue  # the search is slower: a third of the positions
            _assert_legal(game, bot.choose(view))
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("preset", PRESETS)
def test_bots_play_a_whole_hand_legally(preset: str) -> None:
    """Médio against Fácil, then Difícil (small budget) against Médio, a whole hand."""
    for seed, (a, b) in enumerate((("medium", "easy"), ("hard", "medium"))):
        game = Game.new(ruleset(preset, meta=0), seed=seed + 11)
        bots = [make_bot(a, seed=1, **BUDGET), make_bot(b, seed=2, **BUDGET)]
        for _ in range(3000):
            if game.hand_over:
                break
            action = bots[game.turn].choose(game.view(game.turn))
            game.apply(action)  # raises IllegalAction if a bot cheats the rules
        assert game.hand_over


def test_a_vulneravel_side_may_open_with_a_closed_lixo() -> None:
    """The option vulnerável at a closed lixo (seed 003: "formando um jogo novo com
    pelo menos 2 cartas da mão"; seed 000 Canastra: "somarem 75 pontos ou mais"):
    8♥ to K♥ with the lixo's A♥ is a 75-point opening. The bots' closed takes were
    pairs of hand cards only, never 75, so they could not see it; every level's
    move stays legal, and the draw options hold the opening."""
    rules = ruleset("vip-fechado-sujo", vulneravel=True, meta=1500)
    game = layout(rules, hands=["8♥ 9♥ 10♥ J♥ Q♥ K♥ 4♣ 7♦", "3♣ 4♣"], lixo="5♠ A♥", scores=[800, 0])
    seen = Seen.from_view(game.view(0))
    opening = {"acao": "pegar_lixo", "cartas": "8♥ 9♥ 10♥ J♥ Q♥ K♥"}
    assert opening in draw_options(seen, STYLES["medium"])
    for level in LEVELS:
        _assert_legal(game, make_bot(level, seed=3, **BUDGET).choose(game.view(0)))

"""The option ``late_horizon``: once some side could go out at its next turn
(its morto taken or none left, and the canastra the table asks to bater laid),
the playouts run that many turns instead of the horizon, so more of them reach
the hand's end and count the cards still held exactly. At mestre-buraco any
canastra bats (docs/rules.md §11.3, seed 000: "qualquer canastra serve")."""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.mcts import search
from buraco_tui.ai.mcts.playout import play_turn
from buraco_tui.ai.mcts.search import DEFAULT_HORIZON, HardBot, near_end, rollout_policy
from buraco_tui.engine import Game, ruleset


def _views(deal: int) -> list[dict[str, Any]]:
    """The draw decisions of seat 0 in one mestre-buraco hand, Médio against the racer."""
    game = Game.new(ruleset("mestre-buraco", meta=0), seed=deal)
    ways = [rollout_policy("medium"), rollout_policy("racer")]
    out = []
    while not game.hand_over:
        if game.turn == 0 and game.phase == "comprar":
            out.append(game.view(0))
        play_turn(game, ways[game.turn])
    return out


def _first_near(deals: range) -> dict[str, Any]:
    for deal in deals:
        for view in _views(deal):
            if near_end(Seen.from_view(view)):
                return view
    raise AssertionError("no hand reached a side that could go out")


def test_near_end_is_a_morto_taken_and_a_canastra_laid() -> None:
    view = _first_near(range(10))
    seen = Seen.from_view(view)
    ready = [
        s
        for s in range(seen.sides)
        if (seen.morto_taken[s] or seen.mortos_left == 0) and seen.has_canastra(side=s)
    ]
    assert ready
    # at the deal no side has a morto or a jogo: the hand cannot end yet
    opening = _views(0)[0]
    assert not near_end(Seen.from_view(opening))
    # the same jogos with no morto taken are not enough while mortos are left
    assert seen.mortos_left > 0
    untaken = {**view, "morto_taken": [False] * len(view["morto_taken"])}
    assert not near_end(Seen.from_view(untaken))


@pytest.mark.parametrize(("late", "expected"), [(0, DEFAULT_HORIZON), (16, 16)])
def test_the_playouts_run_longer_only_with_the_option(
    monkeypatch: pytest.MonkeyPatch, late: int, expected: int
) -> None:
    turns: list[int] = []
    real = search.playout

    def counting(game: Game, ways: Any, n: int) -> None:
        turns.append(n)
        real(game, ways, n)

    monkeypatch.setattr(search, "playout", counting)
    near = _first_near(range(10))
    HardBot(seed=1, playouts=12, late_horizon=late).choose(near)
    assert turns and set(turns) == {expected}
    # early in the hand the horizon is the usual one whatever the option says
    turns.clear()
    early = _views(0)[1]
    assert not near_end(Seen.from_view(early))
    HardBot(seed=1, playouts=12, late_horizon=late).choose(early)
    assert turns and set(turns) == {DEFAULT_HORIZON}

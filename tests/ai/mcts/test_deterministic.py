"""Deterministic thinking (issue 8, item 6) and the arena's tools (items 1 and 2):
a budget in playouts, not seconds, so the same view gives the same move and the
same arena seed the same results; the worst hands replay to their result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.levels import BOT_LEVELS, POOL_LEVELS
from buraco_tui.ai.mcts.search import DEFAULT_PLAYOUTS, DEFAULT_TIME_LIMIT, HardBot
from buraco_tui.ai.plans.pool import POOL
from buraco_tui.cli.arena import main, replay, run_arena, write_worst
from buraco_tui.engine import Game, ruleset


def _search_view() -> dict:
    """A view where Difícil searches (several root candidates)."""
    game = Game.new(ruleset("aberto"), seed=11)
    for _ in range(6):  # a few turns of Médio so the lixo and the jogos fill in
        bot = make_bot("medium", seed=1)
        seat = game.turn
        while game.turn == seat and not game.hand_over:
            game.apply(bot.choose(game.view(seat)))
    return game.view(game.turn)


def test_default_budget_has_no_clock() -> None:
    assert DEFAULT_TIME_LIMIT is None
    assert HardBot().time_limit is None


def test_the_default_budget_is_the_one_measured() -> None:
    """Bot decision B35: Difícil and the Dica think with 200 playouts, the budget
    that won no fewer hands than B30's 120 on fresh deals after 160 had won more
    than 40 on the same deals (docs/bot-decisions.md)."""
    assert HardBot().playouts == DEFAULT_PLAYOUTS == 200
    assert make_bot("hard").playouts == DEFAULT_PLAYOUTS


def test_same_view_same_move_with_the_default_budget() -> None:
    """A resumed match recreates Zeca: two fresh bots with the default budget
    (DEFAULT_PLAYOUTS, no time cap) answer one view alike."""
    view = _search_view()
    first, second = HardBot(seed=3), HardBot(seed=3)
    a = first.choose(view)
    assert len(first.last_stats) > 1  # the search ran
    assert second.choose(json.loads(json.dumps(view))) == a


def test_pool_levels_are_the_arenas_and_make_bot_builds_them() -> None:
    assert POOL == POOL_LEVELS
    assert set(POOL) <= set(BOT_LEVELS)
    view = Game.new(ruleset("aberto"), seed=2).view(0)
    for name in POOL:
        bot = make_bot(name, seed=1)
        assert bot.level == name
        assert bot.choose(view)["acao"] in ("comprar", "pegar_lixo")
    with pytest.raises(ValueError, match="racer"):
        make_bot("nobody")


def _summary(result) -> list:  # type: ignore[no-untyped-def]
    return [(m.pair, m.a_seat, m.winner, m.margins) for m in result.matches]


def test_arena_same_seed_same_results_and_jobs_do_not_matter() -> None:
    budget = {"playouts": 8, "horizon": 2}
    kw = dict(matches=2, seed=4, rules="aberto", target=0, budget=budget)
    one = run_arena("hard", "racer", **kw)  # type: ignore[arg-type]
    again = run_arena("hard", "racer", **kw)  # type: ignore[arg-type]
    two_jobs = run_arena("hard", "racer", jobs=2, **kw)  # type: ignore[arg-type]
    assert not one.errors
    assert _summary(one) == _summary(again) == _summary(two_jobs)


def test_worst_hands_replay_to_their_result(tmp_path: Path) -> None:
    result = run_arena(
        "hard:playouts=4,horizon=2",
        "hoarder",
        matches=2,
        seed=9,
        rules="fechado",
        target=0,
        keep_hands=True,
    )
    paths = write_worst(result, 1, tmp_path)
    assert len(paths) == 1
    record = json.loads(paths[0].read_text(encoding="utf-8"))
    assert record["margin"] == min(result.margins)
    assert record["rules"]["preset"] == "fechado"
    assert {b["level"] for b in record["bots"].values()} == {"hard", "hoarder"}
    game = replay(record)
    assert game.hand_over
    assert game.history[-1]["totais"] == record["totais"]
    a = record["a_seat"]
    totals = record["totais"]
    assert totals[a] - totals[1 - a] == record["margin"]


def test_arena_against_the_pool_prints_one_line_per_opponent(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code = main(
        [
            *("--a", "medium", "--b", "pool", "--matches", "2", "--seed", "3"),
            *("--target", "0", "--quiet", "--worst", "1", "--worst-dir", str(tmp_path)),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    lines = [line for line in out.splitlines() if "hands)" in line]
    assert [line.split()[0] for line in lines] == list(POOL)
    for name in POOL:
        assert len(list((tmp_path / name).glob("worst01_*.json"))) == 1

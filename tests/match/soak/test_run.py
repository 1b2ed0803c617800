"""The soak's small run (issue 26, item 7): every preset and seat count, random, greedy and
bot seats, the full checks every 4 actions; and the same arguments play the same match."""

from __future__ import annotations

from buraco_tui.engine import PRESETS, ruleset
from buraco_tui.match.soak import play_match, run_job, soak_jobs
from buraco_tui.match.soak.players import BOT_LEVELS, GREEDY, RANDOM, seat_levels
from buraco_tui.match.soak.runner import SoakReport, match_seed, tables


def test_a_small_run_over_every_table_and_seat_count_finds_nothing() -> None:
    report = SoakReport()
    for job in soak_jobs(1, seed=3, stride=4):
        report.add(run_job(job))
    total = report.total()
    assert report.failures == [] and report.ok
    assert set(report.tallies) == {(p, n) for p in PRESETS for n in ruleset(p).jogadores}
    assert len(report.tallies) == 28
    assert all(t.hands == 1 and t.actions > 0 for t in report.tallies.values())
    # the full checks at least every 4 actions, and once at the deal
    assert total.checkpoints >= total.actions // 4 + total.hands
    assert total.batidas > 0


def test_the_seats_mix_random_greedy_and_bot_players() -> None:
    levels = {lv for seed in range(200) for lv in seat_levels(seed, 4)}
    assert {RANDOM, GREEDY} <= levels and levels - {RANDOM, GREEDY} <= set(BOT_LEVELS)
    assert len(levels & set(BOT_LEVELS)) >= 3


def test_a_match_plays_alike_from_its_seed() -> None:
    seed = match_seed(1, "fechado", 4, 0)
    first = play_match("fechado", 4, seed, max_hands=2)
    again = play_match("fechado", 4, seed, max_hands=2)
    assert first.tallies == again.tallies and first.ok


def test_the_jobs_cover_every_table_with_the_hands_asked_for() -> None:
    jobs = soak_jobs(60, seed=1)
    for table in tables():
        assert sum(j.hands for j in jobs if (j.preset, j.players) == table) == 60
    assert len({(j.preset, j.players, j.first_match) for j in jobs}) == len(jobs)

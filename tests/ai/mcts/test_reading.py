"""Reading an opponent's style from its turns this hand (bot decision B20)."""

from __future__ import annotations

import math
import random

from buraco_tui.ai.fitted.reading_tables import LOG_FREQ
from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.knowledge.tables import race_table
from buraco_tui.ai.levels import ROLLOUT_STYLES
from buraco_tui.ai.mcts.playout import play_turn, style_of
from buraco_tui.ai.mcts.reading import (
    EVENTS,
    FLOOR,
    STAGE_TURNS,
    event_index,
    seat_events,
    style_odds,
)
from buraco_tui.ai.mcts.search import HardBot, rollout_policy
from buraco_tui.ai.training.calibrate import collect_reading, reading_rows
from buraco_tui.engine import PRESETS, Game, ruleset


def _odds_after(preset: str, opponent: str, seed: int, turns: int = 16) -> list[float]:
    """The odds Difícil reads for seat 1 after ``turns`` turns of Médio
    (seat 0) against ``opponent`` (seat 1)."""
    game = Game.new(ruleset(preset, meta=0), seed=seed)
    ways = [rollout_policy("medium"), rollout_policy(opponent)]
    for _ in range(turns):
        if game.hand_over:
            break
        play_turn(game, ways[game.turn])
    odds = style_odds(game.log, 1, preset, ROLLOUT_STYLES)
    assert odds is not None
    return odds


def test_every_race_table_has_a_table_for_every_style_of_the_pool() -> None:
    """The search reads the style only where a side may bater with no canastra
    (bot decision B20), and there it has a table for every style it may draw."""
    assert set(LOG_FREQ) == {p for p in PRESETS if race_table(ruleset(p))} == {"rioplatense"}
    for rows in LOG_FREQ.values():
        assert set(rows) == set(ROLLOUT_STYLES)
        for row in rows.values():
            assert len(row) == EVENTS * (len(STAGE_TURNS) + 1)
            for start in range(0, len(row), EVENTS):
                # each stage's frequencies add up to one (two decimals kept)
                assert math.isclose(
                    sum(math.exp(v) for v in row[start : start + EVENTS]), 1.0, abs_tol=0.02
                )


def test_one_turn_is_one_event_of_its_stage() -> None:
    log = [
        {"seat": 0, "acao": "comprar"},
        {"seat": 0, "acao": "descartar", "carta": "A♣"},
        {"seat": 1, "acao": "comprar"},
        {"seat": 1, "acao": "baixar", "jogo": 0, "cartas": "2♠ Q♠ K♠"},
        {"seat": 1, "acao": "descartar", "carta": "7♠"},
        {"seat": 0, "acao": "comprar"},
        {"seat": 0, "acao": "descartar", "carta": "J♣"},
        {"seat": 1, "acao": "pegar_lixo", "cartas": "A♣ 7♠ J♣"},
        {"seat": 1, "acao": "baixar_varios", "jogos": ["8♥ 9♥ 10♥", "J♦ Q♦ K♦"]},
        {"seat": 1, "acao": "encostar", "jogo": 0, "cartas": "J♠"},
    ]
    assert seat_events(log, 1) == [
        event_index(0, 0, 3, True),  # the monte, a jogo with a curinga
        event_index(1, 3, 7, False),  # a lixo of three, seven cards down
    ]
    assert seat_events(log, 0) == [event_index(0, 0, 0, False), event_index(1, 0, 0, False)]
    assert event_index(0, 0, 0, False) == 0
    # the seat's fourth turn opens the second stage
    assert event_index(STAGE_TURNS[0], 0, 0, False) == EVENTS


def test_the_hoarder_is_read_within_a_few_turns() -> None:
    """The hoarder takes every lixo it may: after a few turns it is the
    likeliest style by far, where against Médio it is the least likely."""
    for seed in range(4):
        odds = _odds_after("rioplatense", "hoarder", seed)
        assert max(odds) == odds[ROLLOUT_STYLES.index("hoarder")] > 0.5
        odds = _odds_after("rioplatense", "medium", seed)
        assert min(odds) == odds[ROLLOUT_STYLES.index("hoarder")]


def test_the_racer_gets_more_than_its_even_share() -> None:
    """Over a dozen hands, the racer's odds facing the racer are higher than
    facing Médio, and above the even fifth."""
    racer = ROLLOUT_STYLES.index("racer")
    facing_racer = [_odds_after("rioplatense", "racer", s)[racer] for s in range(12)]
    facing_medio = [_odds_after("rioplatense", "medium", s)[racer] for s in range(12)]
    assert sum(facing_racer) / 12 > 1 / len(ROLLOUT_STYLES) > sum(facing_medio) / 12 - 0.05
    assert sum(facing_racer) > sum(facing_medio) + 1.0


def test_no_style_drops_out_and_the_odds_sum_to_one() -> None:
    for opponent in ROLLOUT_STYLES:
        odds = _odds_after("rioplatense", opponent, 5)
        assert math.isclose(sum(odds), 1.0)
        assert min(odds) >= FLOOR / len(ROLLOUT_STYLES) - 1e-9


def test_no_reading_before_a_turn_or_without_a_table() -> None:
    assert style_odds([], 1, "rioplatense", ROLLOUT_STYLES) is None
    log = [{"seat": 1, "acao": "comprar"}]
    assert style_odds(log, 1, "rioplatense", ("medium", "someone")) is None
    assert style_odds(log, 1, "rioplatense", ROLLOUT_STYLES) is not None
    assert style_odds(log, 1, "aberto", ROLLOUT_STYLES) is None


def test_the_playouts_draw_each_opponent_by_its_odds() -> None:
    game = Game.new(ruleset("aberto"), seed=3)
    seen = Seen.from_view(game.view(0))
    bot = HardBot(seed=1, playouts=8)
    hoarder = [0.0, 0.0, 1.0, 0.0, 0.0]
    met = {style_of(bot.rollout_ways(seen, random.Random(k), {1: hoarder})[1]) for k in range(30)}
    assert met == {"hoarder"}
    # the bot's own seat keeps its own rules
    assert style_of(bot.rollout_ways(seen, random.Random(0), {1: hoarder})[0]) == "hard"


def _after_nine_turns(preset: str) -> tuple[Game, dict, Seen]:
    game = Game.new(ruleset(preset, meta=0), seed=11)
    ways = [rollout_policy("medium"), rollout_policy("hoarder")]
    for _ in range(9):
        play_turn(game, ways[game.turn])
    view = game.view(0)
    return game, view, Seen.from_view(view)


def test_the_search_reads_the_log_at_a_race_table_unless_told_not_to() -> None:
    game, view, seen = _after_nine_turns("rioplatense")
    odds = HardBot(seed=1).opponent_odds(view, seen)
    assert set(odds) == {1} and odds[1] == style_odds(game.log, 1, "rioplatense", ROLLOUT_STYLES)
    assert HardBot(seed=1, read_styles=False).opponent_odds(view, seen) == {}
    assert HardBot(seed=1, opponent="medium").opponent_odds(view, seen) == {}


def test_away_from_a_race_table_the_styles_stay_even() -> None:
    """Where a batida needs a canastra the reading did not pay (bot decision B20):
    the playouts keep the even draw there."""
    for preset in ("mestre-buraco", "aberto"):
        _, view, seen = _after_nine_turns(preset)
        assert HardBot(seed=1).opponent_odds(view, seen) == {}


def test_calibrate_counts_the_opponents_events() -> None:
    counts = collect_reading(2, "rioplatense", 1, {"racer": rollout_policy("racer")})
    assert set(counts) == {"racer"}
    assert len(counts["racer"]) == EVENTS * (len(STAGE_TURNS) + 1)
    assert sum(counts["racer"]) >= 2  # at least a turn per hand
    rows = reading_rows(counts)
    assert math.isclose(sum(math.exp(v) for v in rows["racer"][:EVENTS]), 1.0)


def test_at_mestre_buraco_every_playout_plays_the_opponent_as_medio() -> None:
    """Bot decision B23: at mestre-buraco the playouts play every opponent seat Médio's
    way (it races for its morto; drawn from the whole pool, the slower styles set
    Difícil's pace), the partner as a teammate; elsewhere the pool is drawn, and a
    fixed ``opponent`` stays what it was given."""
    for players in (2, 4):
        game = Game.new(ruleset("mestre-buraco"), players=players, seed=3)
        seen = Seen.from_view(game.view(0))
        bot = HardBot(seed=1)
        for k in range(30):
            ways = bot.rollout_ways(seen, random.Random(k))
            for s in range(players):
                want = "hard" if seen.side_of(s) == seen.side else "medium"
                assert style_of(ways[s]) == want
    game = Game.new(ruleset("aberto"), seed=3)
    seen = Seen.from_view(game.view(0))
    met = {style_of(HardBot(seed=1).rollout_ways(seen, random.Random(k))[1]) for k in range(60)}
    assert met == set(ROLLOUT_STYLES)
    game = Game.new(ruleset("mestre-buraco"), seed=3)
    seen = Seen.from_view(game.view(0))
    fixed = HardBot(seed=1, opponent="hard")
    assert style_of(fixed.rollout_ways(seen, random.Random(0))[1]) == "hard"

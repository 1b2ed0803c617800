"""Positions and their values for the learned position value (``buraco train``).

A hand is played at a table between the Difícil rules (the race's at a race table,
bot decision B17) and an opponent drawn from the rollout pool; a few of its turn
starts are kept. Each kept position is then played to the end of the hand
``playouts`` times, the monte and the mortos shuffled anew each time (the luck of
the later draws) and every opposing seat playing a style drawn from the pool: the
position's value for a pair of sides is the mean of the final differences (issue
27, item 1: a target the luck of one deal does not hide).

Work is planned first (:func:`plan_samples`: each hand's table, seat count, seed,
Difícil side and opponent, all drawn in order from one seed) and played in chunks
that depend only on their plans, so any number of processes, or a Ray cluster,
gives the same samples in the same order.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from buraco_tui.engine import MORTO_SIZE, Game, cards_text, ruleset

from ..knowledge.tables import race_table
from ..mcts.playout import play_turn, playout, stage_of
from ..plans.policy import Policy, as_policy
from ..plans.race import RaceTableRules
from ..plans.style import HARD
from ..value.features import pair_features

#: Turn starts kept per hand (fewer when the hand is shorter).
POSITIONS_PER_HAND = 6
#: Turns a playout may take before it counts as stuck.
MAX_TURNS = 400
#: Hands per job when the work is shared out (the results do not depend on it).
CHUNK = 4


@dataclass(frozen=True)
class SamplePlan:
    """One hand to sample: its table, players, deal seed, the Difícil side, the
    opponent's place in the pool, playouts per position, and whether its
    positions are held out of the fit (one hand in ``held_out_every``)."""

    preset: str
    players: int
    seed: int
    me: int
    opponent: int
    playouts: int
    held_out: bool


@dataclass(frozen=True)
class Sample:
    """A position valued for a pair of sides: the game there (its JSON), the
    pair, the input vector, the stage of the hand, the mean and the spread of
    the final difference over the playouts, how many playouts finished, and
    where it came from. The game is kept so that the inputs can be read again
    when the features change, without playing the playouts again."""

    position: str
    side: int
    other: int
    features: tuple[float, ...]
    stage: int
    value: float
    spread: float
    playouts: int
    preset: str
    players: int
    held_out: bool


def plan_samples(
    hands: int,
    presets: Sequence[str],
    seed: int,
    *,
    playouts: int,
    held_out_playouts: int,
    pool_size: int,
    held_out_every: int = 25,
) -> list[SamplePlan]:
    """Every hand's plan, drawn in order from ``seed``: the tables in turn, each
    hand at one of the seat counts its table allows, one hand in ``held_out_every``
    held out (valued with ``held_out_playouts``, so its target is less noisy)."""
    rng = random.Random(seed)
    plans = []
    for h in range(hands):
        preset = presets[h % len(presets)]
        allowed = ruleset(preset, meta=0).jogadores
        players = rng.choice(allowed)
        deal = rng.getrandbits(32)
        held = h % held_out_every == held_out_every - 1
        plans.append(
            SamplePlan(
                preset,
                players,
                deal,
                h % 2,
                rng.randrange(pool_size),
                held_out_playouts if held else playouts,
                held,
            )
        )
    return plans


def reshuffled(game: Game, rng: random.Random) -> Game:
    """The same position with the monte and the mortos dealt anew from their
    cards (every hand, jogo and the lixo as they are)."""
    view = game.view(0)
    placed: Counter[int] = Counter()
    hands = {}
    for seat in range(game.players):
        hand = game.hand(seat)
        placed.update(hand)
        if seat:
            hands[seat] = cards_text(hand)
    lixo = game.lixo
    placed.update(lixo)
    for side in range(game.sides):
        for m in game.melds(side):
            placed.update(m.cards)
    rest = list((Counter(game.all_cards()) - placed).elements())
    rng.shuffle(rest)
    mortos = [
        cards_text(rest[k * MORTO_SIZE : (k + 1) * MORTO_SIZE]) for k in range(game.mortos_left)
    ]
    monte = rest[game.mortos_left * MORTO_SIZE :]
    hidden = cards_text(lixo[:-1]) if len(view["lixo"]) < len(lixo) else None
    try:
        return Game.from_view(
            view,
            hands=hands,
            monte=cards_text(monte),
            mortos=mortos,
            seed=rng.getrandbits(32),
            lixo_hidden=hidden,
        )
    except ValueError:  # a third deck's copies the view cannot place: keep the order
        return game.copy()


def _mine(rules_game: Game) -> Policy:
    return as_policy(RaceTableRules() if race_table(rules_game.rules) else HARD)


def sample_hand(plan: SamplePlan, pool: Sequence[Policy]) -> list[Sample]:
    """The samples of one planned hand (none if the hand stuck)."""
    game = Game.new(ruleset(plan.preset, meta=0), players=plan.players, seed=plan.seed)
    rng = random.Random(plan.seed * 7919 + 1)
    mine = _mine(game)
    sides = game.sides
    ways = [
        mine if game.side_of(s) == plan.me else pool[plan.opponent] for s in range(game.players)
    ]
    starts: list[Game] = []
    for _ in range(MAX_TURNS):
        if game.hand_over:
            break
        starts.append(game.copy())
        turn = (game.turn, game.phase, game.monte_count, len(game.lixo))
        play_turn(game, ways[game.turn])
        if not game.hand_over and turn == (game.turn, game.phase, game.monte_count, len(game.lixo)):
            return []
    if not game.hand_over or not starts:
        return []
    kept = sorted(rng.sample(range(len(starts)), min(POSITIONS_PER_HAND, len(starts))))
    samples = []
    for k in kept:
        start = starts[k]
        others = [s for s in range(sides) if s != plan.me]
        finals: dict[int, list[float]] = {o: [] for o in others}
        for _ in range(plan.playouts):
            g = reshuffled(start, rng)
            seats = [
                mine if g.side_of(s) == plan.me else pool[rng.randrange(len(pool))]
                for s in range(g.players)
            ]
            playout(g, seats, MAX_TURNS)
            if not g.hand_over:
                continue
            mine_total = g.hand_score(plan.me).total
            for o in others:
                finals[o].append(float(mine_total - g.hand_score(o).total))
        stage = stage_of(start)
        for o in others:
            got = finals[o]
            if len(got) < 2:
                continue
            samples.append(
                Sample(
                    start.to_json(),
                    plan.me,
                    o,
                    tuple(pair_features(start, plan.me, o)),
                    stage,
                    statistics.fmean(got),
                    statistics.stdev(got),
                    len(got),
                    plan.preset,
                    plan.players,
                    plan.held_out,
                )
            )
    return samples


def sample_chunk(plans: Sequence[SamplePlan]) -> list[Sample]:
    """The samples of a chunk of planned hands, in order (a job for any process)."""
    from ..plans.pool import rollout_pool

    pool = rollout_pool()
    return [s for plan in plans for s in sample_hand(plan, pool)]

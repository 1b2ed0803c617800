"""Difícil: its rules propose a handful of moves; a determinized Monte Carlo
search with UCB at the root picks one.

Candidates (the Difícil of docs/bots.md, docs/rules.md §9.4; issues 4, 8): at the
draw, the monte and the lixo, always both (in a closed lixo, each way to use its
top card the rules like); at the lay-down, a few plans (the Difícil plan, the
batida it held back or took, and the other plans declared in ``proposers.py``)
each followed by the best discards by the Difícil ranking (only safe cards when
one exists). Each playout deals the hidden cards anew, consistently with the
view (the opponents' known lixo cards stay in their hands), plays the candidate,
then plays the hand forward for a few turns, this seat and its partner with the
Difícil rules and each opponent seat with a style drawn from the pool for that
guess (bot decisions B6-B9; where the declared table names one style for the
opponents, that style, bot decision B23), and scores the position for the side
(``playout.evaluate``: the margin over the strongest other side). The k-th
playout of every candidate uses the same k-th guess, so the candidates are
compared on the same cards, and the rules' own choice stands unless the paired
playouts show another move better beyond the noise, at the draw as at the
lay-down (bot decision B15). At a race table, where a side may go out with no
canastra, the rules are the race's (``race.py``, bot decision B17): a draw and
lay-down that race for the morto, with Difícil's careful discards, in the
playouts as at the root. What a table changes is declared in ``tables.py`` (bot
decision B25); the search reads it through ``Rules`` and names no table, level
or style of the pool. Where the table reads the tell of a side racing for its
morto (a curinga spent on a short new jogo before it), the estimate prices every
card held as a cost against that side (bot decision B21).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field, replace
from typing import Any

from buraco_tui.ai.levels import ROLLOUT_STYLES
from buraco_tui.engine import Game, IllegalAction, cards_text

from ..fitted.outcome import sd_for
from ..knowledge.handtools import cards_left
from ..knowledge.sampling import determinize
from ..knowledge.seen import Seen
from ..knowledge.tables import fitted_key, opponent_style, race_table, reads_race_tell
from ..plans.batida import batida_loses_match, batida_wins_match
from ..plans.bots import Bot
from ..plans.discard import rank_discards, safe_first
from ..plans.draft import Draft
from ..plans.draw import draw_options
from ..plans.laydown import plan_laydowns
from ..plans.policy import Policy, as_policy, rule_candidates
from ..plans.pool import rollout_policy, rollout_pool
from ..plans.race import RaceTableRules
from ..plans.style import HARD, STYLES, Style
from ..plans.takeback import compelled_take, without_take_back
from ..value.model import evaluate_learned
from .playout import evaluate, play_turn, playout, stage_of
from .proposers import BATIDA_ALT, OWN, RACE, proposals
from .reading import RACE_CARD_PRICE, lays_short_suja, style_odds

#: Playouts per decision, Difícil's and the Dica's (bot decision B35, after B30's 120
#: and B22's 40): on the same deals more playouts won more hands at the tables where
#: Difícil is weakest, at a median of about 0.33 s of CPU per decision.
DEFAULT_PLAYOUTS = 200
#: No wall-clock cap by default: the budget is counted in playouts, so the same
#: view gives the same move on any machine and after a resume (issue 8, item 6).
#: A cap in seconds may still be given (``time_limit=0.5``) for experiments.
DEFAULT_TIME_LIMIT: float | None = None
DEFAULT_HORIZON = 6
#: How the search values where a playout got to (bot decision B26).
DEFAULT_VALUE = "linear"
#: What a playout is worth: its point margin. ``"win"`` (the chance the hand ends won)
#: is measured in docs/lab/2026-12-07-the-racer-at-200-and-the-chance-to-win.md, not adopted.
DEFAULT_UTILITY = "margin"
MAX_DISCARDS = 6
UCB_C = 0.7
#: Playouts every candidate gets before UCB starts choosing.
MIN_VISITS = 4
REWARD_SCALE = 300.0
#: How sure the search must be to overrule the rules' own choice.
PAIRED_Z = 1.0


@dataclass
class Candidate:
    """A root move: the actions of this seat, the first of which is played."""

    actions: list[dict[str, Any]]
    label: str
    visits: int = 0
    total: float = 0.0
    rewards: list[float] = field(default_factory=list)

    @property
    def mean(self) -> float:
        """Average reward so far."""
        return self.total / self.visits if self.visits else 0.0


class HardBot(Bot):
    """Difícil: the Difícil rules plus determinized Monte Carlo at the root.

    Budget: ``playouts`` (total per decision), ``horizon`` (turns played out
    after the move); ``time_limit`` (seconds per decision, a cap) is off by
    default, since a clock makes the move depend on the machine.
    """

    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        playouts: int = DEFAULT_PLAYOUTS,
        time_limit: float | None = DEFAULT_TIME_LIMIT,
        horizon: int = DEFAULT_HORIZON,
        rollout: Style | str | None = None,
        opponent: Style | str = "pool",
        base: str | None = None,
        read_styles: bool = True,
        value: str = DEFAULT_VALUE,
        utility: str = DEFAULT_UTILITY,
        race_price: float = RACE_CARD_PRICE,
        late_horizon: int = 0,
    ) -> None:
        super().__init__(seed)
        self.playouts = int(playouts)
        self.time_limit = time_limit
        self.horizon = int(horizon)
        #: This side's way in the playouts; ``None``: the rules Difícil plays by here.
        self.rollout = STYLES[rollout] if isinstance(rollout, str) else rollout
        #: Which rules Difícil starts from: ``"hard"``, ``"race"`` (the race
        #: tables' rules, ``race.py``), or ``None``: by the table (bot decision B17).
        if base not in (None, "hard", "race"):
            raise ValueError(f"base: 'hard' or 'race', not {base!r}")
        self.base = base
        self._race = RaceTableRules()
        #: The opponents' ways in the playouts: one fixed style, or (``"pool"``,
        #: the default) one drawn per opponent seat and per guess from
        #: :func:`rollout_pool`, so the search does not learn to beat only itself.
        self.opponents: tuple[Policy, ...] = (
            rollout_pool()
            if opponent == "pool"
            else (as_policy(STYLES[opponent] if isinstance(opponent, str) else opponent),)
        )
        #: Whether the playouts draw each opponent's style by what it has
        #: played this hand (bot decision B20: at a race table) rather than evenly.
        self.read_styles = bool(read_styles)
        #: How a playout's last position is valued: ``"learned"`` (the model of
        #: ``value/``, bot decision B26) or ``"linear"`` (the fitted linear estimate).
        if value not in ("learned", "linear"):
            raise ValueError(f"value: 'learned' or 'linear', not {value!r}")
        self.value = value
        if utility not in ("margin", "win"):
            raise ValueError(f"utility: 'margin' or 'win', not {utility!r}")
        #: What a playout is worth (:meth:`reward`): its point margin (``"margin"``) or
        #: the chance that the hand ends won (``"win"``).
        self.utility = utility
        #: What a card held is worth to the estimate against a side read as racing
        #: (bot decision B21; :data:`.reading.RACE_CARD_PRICE` by default).
        self.race_price = float(race_price)
        #: Turns a playout runs when some side could already go out (its morto
        #: taken or none left, and the canastra the table asks to bater laid):
        #: the hand may end at any turn, and a playout that reaches that end
        #: counts every card still held exactly. 0: the usual horizon always.
        self.late_horizon = int(late_horizon)
        self._plan: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.last_stats: list[Candidate] = []

    # ------------------------------------------------------------ choose

    def choose(self, view: dict[str, Any]) -> dict[str, Any]:
        seen = Seen.from_view(view)
        # the rules judge the lixo as a player who follows the table knows it
        knows = seen.remembering(view)
        key = _plan_key(view)
        cached = self._plan.pop(key, None)
        self._plan.clear()
        rules_first = self.rules_candidates(view, knows)
        if cached is not None:
            return self.first_legal(view, seen, [cached] + rules_first)
        candidates = self.root_candidates(knows)
        if len(candidates) == 1:  # nothing to weigh (a circle broken, a match won)
            self._remember(seen, view, candidates[0])
            return self.first_legal(view, seen, [candidates[0].actions[0]] + rules_first)
        if not candidates or self.playouts <= 0:
            return self.first_legal(view, seen, rules_first)
        best = self.search(view, seen, candidates)
        if best is None:
            return self.first_legal(view, seen, rules_first)
        self._remember(seen, view, best)
        return self.first_legal(view, seen, [best.actions[0]] + rules_first)

    def _remember(self, seen: Seen, view: dict[str, Any], best: Candidate) -> None:
        """Keep the rest of the chosen lay-down plan for the next calls of this turn."""
        if seen.phase != "baixar" or len(best.actions) < 2:
            return
        hand: list[int] = list(seen.hand)
        for i, action in enumerate(best.actions[:-1]):
            rest = _after(hand, action)
            if rest is None:
                return
            hand = rest
            key = (
                view.get("hand_number"),
                view.get("monte_count"),
                tuple(sorted(hand)),
                tuple(view.get("lixo", ())),
                "baixar",
            )
            self._plan[key] = best.actions[i + 1]

    # -------------------------------------------------------- candidates

    def racing(self, seen: Seen) -> bool:
        """Whether Difícil plays the race tables' rules here (bot decision B17)."""
        return race_table(seen.rules) if self.base is None else self.base == "race"

    def rules_candidates(self, view: dict[str, Any], seen: Seen) -> list[dict[str, Any]]:
        """The rules' own actions for this decision, in order of preference."""
        if self.racing(seen):
            return self._race.candidates(view, seen)
        return rule_candidates(seen, HARD)

    def own_policy(self, seen: Seen) -> Policy:
        """How this side plays the rest of a playout."""
        if self.rollout is not None:
            return as_policy(self.rollout)
        return self._race if self.racing(seen) else as_policy(HARD)

    def root_candidates(self, seen: Seen) -> list[Candidate]:
        """The handful of moves the search compares."""
        if seen.phase == "comprar":
            if seen.idle_lixo_turns >= 2 and not compelled_take(seen):
                return [Candidate([{"acao": "comprar"}], "comprar")]  # break the circle
            out: list[Candidate] = []
            seen_keys: set[str] = set()
            options = draw_options(seen, HARD)
            if self.racing(seen):
                first = without_take_back(seen, self._race.draw(seen))[:1]
                options = first + [a for a in options if a not in first]
            draw = {"acao": "comprar"}
            if len(options) > 4 and draw in options:
                options = [a for a in options if a != draw][:3] + [draw]
            for action in options[:4]:
                key = repr(sorted(action.items()))
                if key not in seen_keys:
                    seen_keys.add(key)
                    out.append(Candidate([action], _label(action)))
            return out
        plans: list[tuple[str, Draft, int]] = []
        racing = self.racing(seen)
        main = plan_laydowns(seen, HARD)
        if racing:
            plans.append((RACE, self._race.plan(seen), MAX_DISCARDS))
        plans.append((OWN, main, 3 if racing else MAX_DISCARDS))
        if not seen.can_take_morto:
            other = replace(HARD, name="hard-alt", judge_batida=not (main.min_left >= 2))
            alt = plan_laydowns(seen, other)
            plans.append((BATIDA_ALT, alt, 3))
        plans += proposals(seen, racing)
        # a batida that ends the match lost is no candidate (issue 8)
        # a batida that wins the match whatever the hidden hands hold (bot decision B27)
        winning = [(name, draft, 1) for name, draft, _k in plans if batida_wins_match(seen, draft)]
        if winning:
            return self._plan_candidates(seen, winning[:1])
        plans = [p for p in plans if p is plans[0] or not batida_loses_match(seen, p[1])]
        return self._plan_candidates(seen, plans)

    def _plan_candidates(self, seen: Seen, plans: list[tuple[str, Draft, int]]) -> list[Candidate]:
        """Each plan's lay-down followed by its ``k`` best discards, each move once."""
        out = []
        keys: set[str] = set()
        for name, draft, k in plans:
            if draft.to_morto:
                cands = [draft.actions]
            elif not draft.hand:
                cands = [draft.actions]  # batida by laying everything down
            else:
                ranked = safe_first(seen, rank_discards(draft, HARD))
                # returning the lixo just taken unchanged is a pass (bot decision B24),
                # and a parked card taken back is not thrown again (B33)
                ranked = [c for c in ranked if c not in seen.held_back] or ranked
                cands = [
                    draft.actions + [{"acao": "descartar", "carta": cards_text([c])}]
                    for c in ranked[:k]
                ]
            for actions in cands:
                if not actions:
                    continue
                key = repr(actions)
                if key in keys:
                    continue
                keys.add(key)
                out.append(Candidate(actions, f"{name}: {_label(actions[-1])}"))
        return out

    # ------------------------------------------------------------ search

    def search(
        self, view: dict[str, Any], seen: Seen, candidates: list[Candidate]
    ) -> Candidate | None:
        """UCB1 over the candidates, one fresh guess of the hidden cards per round."""
        rng = self.rng_for(view, salt=11)
        guesses: list[Game] = []
        ways: list[list[Policy]] = []
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        side = seen.side
        horizon = max(self.horizon, seen.players + 1)  # every seat plays a turn
        if self.late_horizon > horizon and near_end(seen):
            horizon = self.late_horizon
        live = list(candidates)
        odds = self.opponent_odds(view, seen)
        price = self.card_price(view, seen)
        total = 0
        budget = playouts_for(self.playouts, seen.players)
        while total < budget and live:
            if deadline is not None and total >= len(live) and time.perf_counter() > deadline:
                break
            cand = self._select(live, total)
            k = cand.visits
            while len(guesses) <= k:
                try:
                    guesses.append(determinize(view, seen, rng))
                except ValueError:  # no guess the engine accepts: no search
                    return None
                ways.append(self.rollout_ways(seen, rng, odds))
            game = guesses[k].copy()
            if not self.play_candidate(game, cand, ways[k][game.turn]):
                live.remove(cand)
                continue
            playout(game, ways[k], horizon)
            reward = self.reward(game, side, ways[k], price)
            cand.visits += 1
            cand.total += reward
            cand.rewards.append(reward)
            total += 1
        self.last_stats = candidates
        visited = [c for c in live if c.visits]
        if not visited:
            return None
        best = max(visited, key=lambda c: (c.mean, c.visits))
        default = candidates[0]
        if best is not default and default in visited and not _clearly_better(best, default):
            return default
        return best

    def reward(self, game: Game, side: int, ways: list[Policy], price: dict[int, float]) -> float:
        """What a playout is worth to ``side``. ``"margin"``: the point margin
        (:meth:`position_value`) over :data:`REWARD_SCALE`. ``"win"``: the chance
        the hand ends won, as ``2P - 1``: +1, 0 or -1 by the margin's sign when
        the hand is over, else ``2 Phi(v / sd) - 1`` for the estimate ``v`` and
        the table's outcome sd at that stage (:func:`..fitted.outcome.sd_for`)."""
        value = self.position_value(game, side, ways, price)
        if self.utility == "margin":
            return value / REWARD_SCALE
        if game.hand_over:
            return float((value > 0) - (value < 0))
        return win_chance(value, sd_for(fitted_key(game.rules))[stage_of(game)])

    def position_value(
        self, game: Game, side: int, ways: list[Policy], price: dict[int, float]
    ) -> float:
        """Where a playout got to, for ``side``: exact at the hand's end, else the
        learned value or the linear estimate (``ways`` and ``price`` serve the
        linear estimate's per-style rows and the racing tell alone)."""
        if self.value == "learned":
            return evaluate_learned(game, side)
        return evaluate(game, side, ways, price)

    def rollout_ways(
        self,
        seen: Seen,
        rng: random.Random,
        odds: dict[int, list[float]] | None = None,
    ) -> list[Policy]:
        """How each seat plays one playout: this seat and its partner as
        teammates (the Difícil rules), each opponent seat a style of its own
        drawn with ``rng`` from :attr:`opponents` (issue 8: the search must not
        assume the opponent plays like Difícil), by the seat's ``odds`` where
        its play this hand has been read (bot decision B20), else evenly."""
        mine = self.own_policy(seen)
        opponents = self.table_opponents(seen)
        ways: list[Policy] = []
        for s in range(seen.players):
            if seen.side_of(s) == seen.side:
                ways.append(mine)
            elif odds and s in odds and len(odds[s]) == len(opponents):
                ways.append(rng.choices(opponents, weights=odds[s])[0])
            else:
                ways.append(rng.choice(opponents))
        return ways

    def table_opponents(self, seen: Seen) -> tuple[Policy, ...]:
        """The styles the playouts draw an opponent seat from: the whole pool,
        or where the table names one (:func:`..knowledge.tables.opponent_style`; with the
        pool, the default) that one style (bot decision B23); a fixed
        ``opponent`` as given."""
        name = opponent_style(seen.rules)
        if name is None or len(self.opponents) != len(ROLLOUT_STYLES):
            return self.opponents
        return (rollout_policy(name),)

    def opponent_odds(self, view: dict[str, Any], seen: Seen) -> dict[int, list[float]]:
        """Each opponent seat's odds of playing each style of the rollout pool,
        read from its turns this hand (:mod:`.reading`, bot decision B20); empty
        when the playouts meet one fixed style, or away from a race table
        (where a side may bater with no canastra: only there did the reading
        pay in the arena), or where the table has no reading."""
        if not self.read_styles or len(self.table_opponents(seen)) != len(ROLLOUT_STYLES):
            return {}
        if not race_table(seen.rules):
            return {}
        log = view.get("log") or []
        out: dict[int, list[float]] = {}
        for s in range(seen.players):
            if seen.side_of(s) == seen.side:
                continue
            odds = style_odds(log, s, fitted_key(seen.rules), ROLLOUT_STYLES)
            if odds is not None:
                out[s] = odds
        return out

    def card_price(self, view: dict[str, Any], seen: Seen) -> dict[int, float]:
        """Per opposing side read as racing (an opponent seat spent a curinga
        on a short new jogo before its morto: :func:`.reading.lays_short_suja`),
        the price of a card held in the estimate (bot decision B21); empty away
        from the tables that read that tell (:func:`..knowledge.tables.reads_race_tell`)."""
        if not self.read_styles or not reads_race_tell(seen.rules):
            return {}
        log = view.get("log") or []
        out: dict[int, float] = {}
        for s in range(seen.players):
            side = seen.side_of(s)
            if side == seen.side or side in out:
                continue
            if lays_short_suja(log, s, seen.judge, seen.turn):
                out[side] = self.race_price
        return out

    @staticmethod
    def _select(live: list[Candidate], total: int) -> Candidate:
        """Every candidate gets ``MIN_VISITS`` playouts, then UCB1 with the
        exploration scaled by the spread of the rewards seen so far."""
        least = min(live, key=lambda c: c.visits)
        if least.visits < MIN_VISITS:
            return least
        rewards = [r for c in live for r in c.rewards]
        mean = sum(rewards) / len(rewards)
        spread = math.sqrt(sum((r - mean) ** 2 for r in rewards) / len(rewards)) or 1.0
        log_n = math.log(max(total, 1))
        return max(live, key=lambda c: c.mean + UCB_C * spread * math.sqrt(log_n / c.visits))

    def play_candidate(self, game: Game, cand: Candidate, mine: Policy) -> bool:
        """Play the candidate's actions, then the rest of the turn ``mine``'s
        way; False if its first action is refused."""
        seat = game.turn
        for i, action in enumerate(cand.actions):
            if game.hand_over or game.turn != seat:
                break
            try:
                game.apply(action)
            except IllegalAction:
                if i == 0:
                    return False
                break
        if not game.hand_over and game.turn == seat:
            play_turn(game, mine)
        return True


def near_end(seen: Seen) -> bool:
    """Whether some side could go out at its next turn as far as the table shows:
    its morto taken (or none left to take) and its jogos holding the canastra the
    table asks to bater."""
    return any(
        (seen.morto_taken[s] or seen.mortos_left == 0) and seen.has_canastra(side=s)
        for s in range(seen.sides)
    )


def win_chance(value: float, sd: float) -> float:
    """``2 Phi(value / sd) - 1``: the chance a final difference spread ``sd`` around
    ``value`` ends above zero, less the chance it ends below, in [-1, 1]."""
    return math.erf(value / (sd * math.sqrt(2.0)))


def playouts_for(playouts: int, players: int) -> int:
    """The playouts of one decision at a table of ``players``: the budget as
    given mano a mano, fewer with more seats, whose playouts cost more (more
    hands to guess and a longer horizon): ``playouts × 6 / (players + 4)``, so
    160 becomes 137, 120 and 96 with 3, 4 and 6 players, and the default 200
    becomes 171, 150 and 120. Counted, not timed (bot decision B1)."""
    if playouts <= 0:
        return 0
    return max(1, playouts * 6 // (players + 4))


def _clearly_better(best: Candidate, default: Candidate) -> bool:
    """Whether ``best`` beats the rules' own choice by more than the noise: the
    paired playouts (the k-th of each used the same guess of the hidden cards)
    differ by more than ``PAIRED_Z`` standard errors."""
    n = min(best.visits, default.visits)
    if n < 2:
        return best.visits > default.visits
    diffs = [best.rewards[k] - default.rewards[k] for k in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > PAIRED_Z * math.sqrt(var / n)


def _after(hand: list[int], action: dict[str, Any]) -> list[int] | None:
    from buraco_tui.engine import parse_cards

    acao = action.get("acao")
    if acao in ("baixar", "encostar"):
        cards = [int(c) for c in parse_cards(action["cartas"])]
    elif acao == "baixar_varios":
        cards = [int(c) for j in action["jogos"] for c in parse_cards(j)]
    else:
        return None
    return cards_left(hand, cards)


def _plan_key(view: dict[str, Any]) -> tuple[Any, ...]:
    return (
        view.get("hand_number"),
        view.get("monte_count"),
        tuple(sorted(_codes(view["hand"]))),
        tuple(view.get("lixo", ())),
        view.get("phase"),
    )


def _codes(texts: list[str]) -> list[int]:
    from buraco_tui.engine import parse_cards

    return [int(c) for c in parse_cards(texts)]


def _label(action: dict[str, Any]) -> str:
    acao = action.get("acao")
    for k in ("carta", "cartas", "jogo", "jogos"):
        if k in action:
            return f"{acao} {action[k]}"
    return str(acao)

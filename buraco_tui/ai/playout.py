"""Playing a determinized game forward, and judging where it got to.

The search plays out its guesses of the hidden cards with fast rule policies,
one per seat (a :class:`Policy`: a rule level or a style of the pool): one whole
turn at a time, each seat planning from what it would see. :func:`evaluate`
scores a position for one side against the strongest other side, exactly at the
end of a hand and by a fitted estimate before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from buraco_tui.engine import Game, IllegalAction, MeldCheck, cards_text, cards_to_draw

from .planner import Draft, Style, draw_options, plan_laydowns, rank_discards
from .seen import Seen
from .weights import SHARED, weights_for


class Policy(Protocol):
    """How one seat plays a whole turn in a playout: its draw, its lay-down plan
    and its discard order (the rule levels and the pool's styles both fit)."""

    def draw(self, seen: Seen) -> list[dict[str, Any]]:
        """Ways to start the turn, the favourite first."""
        ...

    def plan(self, seen: Seen) -> Draft:
        """The lay-downs of this turn, on a private draft."""
        ...

    def discards(
        self,
        view: dict[str, Any],
        seen: Seen,
        hand: list[int],
        checks: list[MeldCheck],
        codes: list[tuple[int, ...]],
    ) -> list[int]:
        """The hand's distinct cards, the one to discard first."""
        ...


class StylePolicy:
    """A rule level (:class:`Style`: Fácil, Médio, the Difícil rules) as a :class:`Policy`."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def draw(self, seen: Seen) -> list[dict[str, Any]]:
        """The level's :func:`draw_options`."""
        return draw_options(seen, self.style)

    def plan(self, seen: Seen) -> Draft:
        """The level's :func:`plan_laydowns`."""
        return plan_laydowns(seen, self.style)

    def discards(
        self,
        view: dict[str, Any],
        seen: Seen,
        hand: list[int],
        checks: list[MeldCheck],
        codes: list[tuple[int, ...]],
    ) -> list[int]:
        """The level's :func:`rank_discards`."""
        return rank_discards(seen, hand, checks, self.style, codes)


_POLICIES: dict[Style, StylePolicy] = {}


def as_policy(how: Style | Policy) -> Policy:
    """A :class:`Policy` for a style (cached) or the policy itself."""
    if isinstance(how, Style):
        policy = _POLICIES.get(how)
        if policy is None:
            policy = _POLICIES[how] = StylePolicy(how)
        return policy
    return how


def play_turn(game: Game, how: Style | Policy) -> None:
    """Play the rest of the current seat's turn with ``how`` (a style or a
    policy: draw if still to draw, lay down, discard)."""
    policy = as_policy(how)
    seat = game.turn
    hand_number = game.hand_number
    for _ in range(4):
        if game.hand_over or game.turn != seat or game.hand_number != hand_number:
            return
        seen = Seen.from_game(game, seat)
        if seen.phase == "comprar":
            if not _apply_first(game, policy.draw(seen)):
                return
            continue
        draft = policy.plan(seen)
        laid = False
        for action in draft.actions:
            try:
                game.apply(action)
                laid = True
            except IllegalAction:
                break
            if game.hand_over:
                return
        if laid:
            seen = Seen.from_game(game, seat)
            if seen.phase != "baixar" or game.turn != seat:
                continue
            if draft.to_morto:
                continue  # ida direta: plan again with the morto in hand
        side = seen.side
        ranked = policy.discards(
            {"log": game.log}, seen, seen.hand, seen.checks[side], seen.melds[side]
        )
        if _apply_first(game, [{"acao": "descartar", "carta": cards_text([c])} for c in ranked]):
            return
        _apply_first(game, game.legal_actions())
        return


def _apply_first(game: Game, actions: list[dict[str, Any]]) -> bool:
    for action in actions:
        try:
            game.apply(action)
            return True
        except IllegalAction:
            continue
    return False


def playout(game: Game, seats: Sequence[Style | Policy], turns: int) -> None:
    """Play up to ``turns`` turns (or to the end of the hand) in place, seat
    ``s`` with ``seats[s]`` (one entry per seat: partners and each opponent
    may play their own way)."""
    for _ in range(turns):
        if game.hand_over:
            return
        before = (game.turn, game.phase, game.monte_count, len(game.lixo))
        play_turn(game, seats[game.turn])
        if not game.hand_over and before == (
            game.turn,
            game.phase,
            game.monte_count,
            len(game.lixo),
        ):
            return  # stuck: no action taken


#: Stage boundaries in cards left to draw (monte plus mortos): the estimate has
#: one set of weights per stage.
STAGES = (8, 20, 40)
FEATURES = (
    "mesa",
    "bonus",
    "hand_value",
    "hand_cards",
    "morto_taken",
    "morto_open",
    "batida_ready",
    "jogos_5",
    "jogos_6",
    "to_move",
    "lixo_to_move",
)
#: Where the cards held are in :data:`FEATURES` (and a weights row).
HAND_CARDS = FEATURES.index("hand_cards")
#: The estimate's weights: one row per stage, one set per table (``weights.py``).
WEIGHTS = SHARED


def stage_of(game: Game) -> int:
    """Which stage of the hand the game is in (0: nearly out of cards)."""
    left = cards_to_draw(game.monte_count, game.mortos_left)
    for i, bound in enumerate(STAGES):
        if left < bound:
            return i
    return len(STAGES)


def side_features(game: Game, side: int) -> list[float]:
    """One side's features (see :data:`FEATURES`, without the last two)."""
    mesa = bonus = n5 = n6 = 0
    melds = game.melds(side)
    ready = int(game.has_batida_canastra(side, melds))
    canastra = False
    for m in melds:
        mesa += m.points
        bonus += m.bonus
        if m.canastra is not None:
            canastra = True
        elif m.size == 5:
            n5 += 1
        elif m.size >= 6:
            n6 += 1
    if not canastra and game.rules.mesa_negativa_sem_canastra:
        # the table counts as it would if the hand ended now: negative without
        # a canastra (rioplatense, docs/rules.md §6.6)
        mesa = -mesa
    hand_value = hand_cards = 0
    values = game.rules.values
    for seat in range(side, game.players, game.sides):
        hand = game.hand(seat)
        hand_cards += len(hand)
        hand_value += sum(values[c] for c in hand)
    taken = game.morto_taken(side)
    return [
        float(mesa),
        float(bonus),
        float(hand_value),
        float(hand_cards),
        float(taken),
        float(not taken and game.mortos_left > 0),
        float(ready),
        float(n5),
        float(n6),
    ]


def feature_diff(game: Game, side: int, other: int | None = None) -> tuple[int, list[float]]:
    """The stage, and ``side``'s features minus ``other``'s (by default the
    other side of two; the next side in play order of three)."""
    if other is None:
        other = (side + 1) % game.sides
    mine = side_features(game, side)
    theirs = side_features(game, other)
    sign = 1.0 if game.side_of(game.turn) == side else -1.0
    diff = [a - b for a, b in zip(mine, theirs, strict=True)]
    diff += [sign, sign * len(game.lixo)]
    return stage_of(game), diff


def evaluate(
    game: Game,
    side: int,
    ways: Sequence[Policy] | None = None,
    card_price: dict[int, float] | None = None,
) -> float:
    """Points of ``side`` minus the best other side's: exact when the hand is
    over, otherwise the fitted estimate of the final difference. Of three sides
    (rioplatense) the position is as good as its margin over the strongest
    opponent. With ``ways`` (each seat's policy in this playout) the estimate
    against a side is the one fitted against the style that side plays
    (decision 66): a card in hand is worth less against a racer than against a
    hoarder. ``card_price`` overrides, per opposing side, what the estimate
    pays for a card held (decision 68: against a side read as racing)."""
    others = [s for s in range(game.sides) if s != side]
    if game.hand_over:
        mine = game.hand_score(side).total
        return float(mine - max(game.hand_score(o).total for o in others))
    values = []
    preset = game.rules.preset
    for other in others:
        # seat ``other`` is the first seat of side ``other``
        weights = weights_for(preset, style_of(ways[other]) if ways else None)
        stage, diff = feature_diff(game, side, other)
        row = weights[stage]
        if card_price and other in card_price:
            row = row[:HAND_CARDS] + (card_price[other],) + row[HAND_CARDS + 1 :]
        values.append(sum(w * x for w, x in zip(row, diff, strict=True)))
    return min(values)


def style_of(policy: Policy) -> str | None:
    """The name of the style a policy plays (``"racer"``, ``"medium"``...), or
    ``None`` for a policy that names none."""
    style = getattr(policy, "style", None)
    return style.name if isinstance(style, Style) else None

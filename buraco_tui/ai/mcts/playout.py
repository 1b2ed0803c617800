"""Playing a determinized game forward, and judging where it got to.

The search plays out its guesses of the hidden cards with fast rule policies,
one per seat (a :class:`~..plans.policy.Policy`: a rule level or a style of the pool): one whole
turn at a time, each seat planning from what it would see. :func:`evaluate`
scores a position for one side against the strongest other side, exactly at the
end of a hand and by a fitted estimate before it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from buraco_tui.engine import Game, IllegalAction, cards_text, cards_to_draw

from ..fitted.weights import SHARED, weights_for
from ..knowledge.handtools import mesa_tally
from ..knowledge.seen import Seen
from ..knowledge.tables import fitted_key
from ..plans.draft import Draft
from ..plans.policy import Policy, as_policy
from ..plans.style import Style
from ..plans.takeback import keep_for_last, without_take_back


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
            if not _apply_first(game, without_take_back(seen, policy.draw(seen))):
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
        ranked = keep_for_last(seen, policy.discards({"log": game.log}, Draft.of(seen)))
        if _apply_first(game, ({"acao": "descartar", "carta": cards_text([c])} for c in ranked)):
            return
        _apply_first(game, game.legal_actions())
        return


def _apply_first(game: Game, actions: Iterable[dict[str, Any]]) -> bool:
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
    melds = game.melds(side)
    ready = int(game.has_batida_canastra(side, melds))
    tally = mesa_tally(game.rules, melds)
    hand_value = hand_cards = 0
    values = game.rules.values
    for seat in range(side, game.players, game.sides):
        hand = game.hand(seat)
        hand_cards += len(hand)
        hand_value += sum(values[c] for c in hand)
    taken = game.morto_taken(side)
    return [
        float(tally.mesa),
        float(tally.bonus),
        float(hand_value),
        float(hand_cards),
        float(taken),
        float(not taken and game.mortos_left > 0),
        float(ready),
        float(tally.jogos_5),
        float(tally.jogos_6),
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
    the position is as good as its margin over the strongest opponent. With
    ``ways`` (each seat's policy in this playout) the estimate against a side is
    the one fitted against the style that side plays (bot decision B19): a card
    in hand is worth less against a style that races for its morto than against
    one that holds its cards. ``card_price`` overrides, per opposing side, what
    the estimate pays for a card held (bot decision B21: against a side read as
    racing)."""
    others = [s for s in range(game.sides) if s != side]
    if game.hand_over:
        mine = game.hand_score(side).total
        return float(mine - max(game.hand_score(o).total for o in others))
    values = []
    key = fitted_key(game.rules)
    for other in others:
        # seat ``other`` is the first seat of side ``other``
        weights = weights_for(key, style_of(ways[other]) if ways else None)
        stage, diff = feature_diff(game, side, other)
        row = weights[stage]
        if card_price and other in card_price:
            row = row[:HAND_CARDS] + (card_price[other],) + row[HAND_CARDS + 1 :]
        values.append(sum(w * x for w, x in zip(row, diff, strict=True)))
    return min(values)


def style_of(policy: Policy) -> str | None:
    """The name of the style a policy plays (the ``name`` of its :class:`Style`), or
    ``None`` for a policy that names none."""
    style = getattr(policy, "style", None)
    return style.name if isinstance(style, Style) else None

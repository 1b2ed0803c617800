"""Playing a determinized game forward, and judging where it got to.

The search plays out its guesses of the hidden cards with a fast rule policy
(the Difícil rules by default): one whole turn at a time, each seat planning
from what it would see. :func:`evaluate` scores a position for one side, exactly
at the end of a hand and by a fitted estimate before it.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import Game, IllegalAction, cards_text, cards_to_draw

from .planner import Style, draw_options, plan_laydowns, rank_discards
from .seen import Seen

CLEAN_KINDS = ("limpa", "500", "1000")


def play_turn(game: Game, style: Style) -> None:
    """Play the rest of the current seat's turn with ``style`` (draw if still
    to draw, lay down, discard)."""
    seat = game.turn
    hand_number = game.hand_number
    for _ in range(4):
        if game.hand_over or game.turn != seat or game.hand_number != hand_number:
            return
        seen = Seen.from_game(game, seat)
        if seen.phase == "comprar":
            if not _apply_first(game, draw_options(seen, style)):
                return
            continue
        draft = plan_laydowns(seen, style)
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
        ranked = rank_discards(seen, seen.hand, seen.checks[seen.side], style)
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


def playout(game: Game, styles: tuple[Style, Style], turns: int) -> None:
    """Play up to ``turns`` turns (or to the end of the hand) in place, side 0
    with ``styles[0]`` and side 1 with ``styles[1]``."""
    for _ in range(turns):
        if game.hand_over:
            return
        before = (game.turn, game.phase, game.monte_count, len(game.lixo))
        play_turn(game, styles[game.side_of(game.turn)])
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
#: Fitted by ``python -m buraco_tui.ai.calibrate`` (see there); one row per stage.
#: ``python -m buraco_tui.ai.calibrate --hands 1200`` (134829 positions; R² by
#: stage 0.98, 0.93, 0.79, 0.45); the hand_value and bonus weights are fixed,
#: not fitted.
WEIGHTS: tuple[tuple[float, ...], ...] = (
    (1.134, 1.000, -1.000, 12.887, 128.559, 0.000, 77.113, 17.349, 38.408, 9.120, 8.696),
    (1.462, 1.000, -0.700, 28.678, 173.260, 130.316, 99.661, 46.016, 87.470, 11.026, 4.421),
    (2.054, 1.000, -0.400, 39.740, -3.230, 3.230, 57.180, 61.878, 138.172, 8.867, 5.273),
    (4.203, 1.000, -0.200, 55.274, 25.118, -25.118, -3.315, 19.336, 41.630, -16.838, 15.482),
)


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
    for m in melds:
        mesa += m.points
        bonus += m.bonus
        if m.canastra is None and m.size == 5:
            n5 += 1
        elif m.canastra is None and m.size >= 6:
            n6 += 1
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


def feature_diff(game: Game, side: int) -> tuple[int, list[float]]:
    """The stage, and ``side``'s features minus the other side's."""
    mine = side_features(game, side)
    theirs = side_features(game, 1 - side)
    sign = 1.0 if game.side_of(game.turn) == side else -1.0
    diff = [a - b for a, b in zip(mine, theirs, strict=True)]
    diff += [sign, sign * len(game.lixo)]
    return stage_of(game), diff


def evaluate(game: Game, side: int) -> float:
    """Points of ``side`` minus the other side's: exact when the hand is over,
    otherwise the fitted estimate of the final difference."""
    if game.hand_over:
        return float(game.hand_score(side).total - game.hand_score(1 - side).total)
    stage, diff = feature_diff(game, side)
    return sum(w * x for w, x in zip(WEIGHTS[stage], diff, strict=True))

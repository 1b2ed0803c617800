"""When to bater: the hand's clock (cards left to draw) and what a batida now
does to the score and to the match.

Difícil bats only when it pays (:func:`batida_pays`) and never into a match
lost (:func:`batida_loses_match`); the pool's ``cauteloso`` reads the same.
"""

from __future__ import annotations

from buraco_tui.engine import cards_to_draw

from ..knowledge.seen import Seen
from .draft import Draft

#: Cards left to draw (monte plus mortos that will turn into monte) under which
#: the hand is near its end.
LATE_DRAWS = 10
#: The batida bonus and the fine for a morto not taken (seed 000, "Pontuação da mão").
BATIDA_BONUS = 100
MORTO_FINE = 100


def draws_left(seen: Seen) -> int:
    """Cards still to be drawn this hand: the monte and the mortos that will
    become monte."""
    return cards_to_draw(seen.monte_count, seen.mortos_left)


def near_the_end(seen: Seen) -> bool:
    """The hand is near its end: :data:`LATE_DRAWS` cards or fewer left to draw."""
    return draws_left(seen) <= LATE_DRAWS


def batida_pays(seen: Seen) -> bool:
    """Difícil's rule: bater if an opponent has not taken its morto, if the monte
    is nearly out, or if not behind the best opponent on score plus table (of
    three sides, rioplatense, every other side is an opponent)."""
    verdict = batida_match_verdict(seen)
    if verdict is not None:
        return verdict
    if seen.mortos_left > 0 and any(not seen.morto_taken[o] for o in seen.opps):
        return True
    if near_the_end(seen):
        return True
    mine = seen.scores[seen.side] + seen.table_points(seen.side)
    theirs = max(seen.scores[o] + seen.table_points(o) for o in seen.opps)
    return mine >= theirs


def _cards_of(seen: Seen, side: int) -> int:
    """Cards in the hands of ``side``'s players other than this seat."""
    return sum(
        n for s, n in enumerate(seen.hand_counts) if seen.side_of(s) == side and s != seen.seat
    )


def _side_range(seen: Seen, opp: int) -> tuple[int, int]:
    """The least and the most opposing side ``opp``'s score can be after a batida now."""
    theirs = seen.scores[opp] + seen.table_points(opp)
    fine = MORTO_FINE if not seen.morto_taken[opp] else 0
    least = theirs - fine - _cards_of(seen, opp) * max(seen.rules.values)
    most = theirs - (fine if seen.morto_taken[seen.side] else 0)
    return least, most


def _theirs_range(seen: Seen) -> tuple[int, int]:
    """The least the strongest opponent can end with, and the most any
    opponent can, after a batida now."""
    ranges = [_side_range(seen, o) for o in seen.opps]
    return max(r[0] for r in ranges), max(r[1] for r in ranges)


def batida_match_verdict(seen: Seen) -> bool | None:
    """True when a batida now wins the match whatever the hidden hands hold
    (seed 000: "Ao fim de uma mão, se alguma dupla tem a meta ou mais, vence a
    de maior placar"); None when the match does not settle it."""
    meta = seen.rules.meta
    if not meta:
        return None
    side = seen.side
    mine = seen.scores[side] + seen.table_points(side) + BATIDA_BONUS
    mine -= _cards_of(seen, side) * max(seen.rules.values)
    if not seen.morto_taken[side]:
        mine -= MORTO_FINE
    _, theirs_most = _theirs_range(seen)
    if mine >= meta and mine > theirs_most:
        return True
    return None


def _bats(seen: Seen, draft: Draft) -> bool:
    """The plan ends the hand: it leaves at most the card to discard, with no morto
    to take, and the side has the canastra a batida needs."""
    if seen.can_take_morto or draft.to_morto or len(draft.hand) > 1:
        return False
    return seen.has_canastra(draft.checks)


def batida_wins_match(seen: Seen, draft: Draft) -> bool:
    """The plan bats and the hand it ends gives this side the match whatever the
    hidden hands hold (its jogos counted as the plan leaves them): nothing is left to weigh
    (bot decision B27; seed 000, "Ao fim de uma mão, se alguma dupla tem a meta
    ou mais, vence a de maior placar")."""
    meta = seen.rules.meta
    if not meta or not _bats(seen, draft):
        return False
    side = seen.side
    mine = seen.scores[side] + sum(m.points + m.bonus for m in draft.checks) + BATIDA_BONUS
    mine -= _cards_of(seen, side) * max(seen.rules.values)
    if not seen.morto_taken[side]:
        mine -= MORTO_FINE
    _, theirs_most = _theirs_range(seen)
    return mine >= meta and mine > theirs_most


def batida_loses_match(seen: Seen, draft: Draft) -> bool:
    """The plan bats (it leaves at most the card to discard, with no morto to
    take) and ends a hand after which the opponent has the target and more
    points whatever the hidden hands hold: the match lost, while playing on
    keeps a chance (issue 8: 2300 against 2950, target 3000)."""
    meta = seen.rules.meta
    if not meta or seen.can_take_morto or draft.to_morto or len(draft.hand) > 1:
        return False
    if seen.monte_count == 0 and seen.mortos_left == 0:
        return False  # the hand ends this turn anyway
    if len(draft.hand) == 1 and not seen.has_canastra(draft.checks):
        return False  # the discard does not bat
    if not draft.hand and not seen.has_canastra(draft.checks):
        return False
    mine = seen.scores[seen.side] + sum(m.points + m.bonus for m in draft.checks) + BATIDA_BONUS
    theirs_least, _ = _theirs_range(seen)
    return theirs_least >= meta and theirs_least > mine

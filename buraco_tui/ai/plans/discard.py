"""Choosing the discard: the hand ordered from the loosest card, and what a card
would give the opponents.

:func:`rank_discards` orders a hand by how little it is tied to the rest (suit
neighbours, pairs, cards that fit the side's jogos, its value) and, for a careful
level, by the danger of feeding an opponent (:func:`danger_of`); Difícil keeps
only the safe cards when one exists (:func:`safe_first`).
"""

from __future__ import annotations

from collections.abc import Callable

from ..knowledge.fits import fit_table, fits
from ..knowledge.handtools import is_wild, neighbour_score
from ..knowledge.seen import Seen
from .draft import Draft
from .style import Style


def discard_danger(seen: Seen, card: int) -> float:
    """How much discarding ``card`` may feed an opponent (any opposing side: the
    lixo waits for every seat): it fits one of their jogos, or neighbours the
    cards they took from the lixo. The partner's jogos are the side's own."""
    return danger_of(seen)(card)


def safe_first(seen: Seen, ranked: list[int]) -> list[int]:
    """Difícil never discards a card that feeds the opponent (fits their jogos,
    neighbours what they took from the lixo) or a curinga when a safe card
    exists: keep only the safe cards then; otherwise every card stays in."""
    danger = danger_of(seen)
    safe = [c for c in ranked if not is_wild(c) and danger(c) == 0]
    return safe or ranked


def danger_of(seen: Seen) -> Callable[[int], float]:
    """:func:`discard_danger` for many cards of one position: what the opponents
    show is read once, then each card is weighed against it."""
    opps = seen.opps
    judge = seen.judge
    opp_jogos = [
        [
            (codes, check, fit_table(judge, check))
            for codes, check in zip(seen.melds[opp], seen.checks[opp], strict=True)
        ]
        for opp in opps
        if seen.melds[opp]
    ]
    taken = [
        seen.taken[s] for s in range(seen.players) if seen.side_of(s) in opps and seen.taken[s]
    ]
    trincas = seen.rules.trincas
    factor = 1.0 if seen.rules.lixo_fechado else 1.0 + min(seen.lixo_size, 12) / 6.0

    def danger(card: int) -> float:
        if is_wild(card):
            return 0.0
        total = 0.0
        for jogos in opp_jogos:
            for codes, check, known in jogos:
                ok = known.get(card)
                if ok is None:
                    ok = fits(judge, codes, check, card)
                if ok:
                    total += 10.0
                    break
        for cards in taken:
            total += 1.5 * neighbour_score(card, cards)
            if trincas and any(t % 13 == card % 13 for t in cards):
                total += 3.0
        if total:
            total *= factor
        return total

    return danger


def rank_discards(draft: Draft, style: Style) -> list[int]:
    """The distinct cards of the draft's hand, the one to discard first (the
    draft's jogos are the side's own)."""
    seen, hand, own, checks = draft.seen, draft.hand, draft.codes, draft.checks
    values = seen.rules.values
    judge = seen.judge
    own_jogos = [
        (codes, check, fit_table(judge, check)) for codes, check in zip(own, checks, strict=False)
    ]
    has_wild = any(is_wild(c) for c in hand)
    danger = danger_of(seen) if style.careful_discard else None
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        if not is_wild(c):
            by_suit[c // 13].append(c)
    scored = []
    for c in sorted(set(hand)):
        if is_wild(c):
            scored.append((1000.0 + values[c], c))
            continue
        keep = neighbour_score(c, by_suit[c // 13])
        if hand.count(c) > 1:
            keep += 2.5 if seen.rules.trincas else 0.5
        if style.keep_fitting:
            for m_codes, m_check, known in own_jogos:
                ok = known.get(c)
                if ok is None:
                    ok = fits(judge, m_codes, m_check, c)
                if ok:
                    keep += 8.0
                    break
            if has_wild and keep >= 3.0:
                keep += 1.0
        keep -= values[c] * 0.12
        if danger is not None:
            keep += danger(c)
        scored.append((keep, c))
    scored.sort()
    return [c for _, c in scored]

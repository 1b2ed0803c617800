"""The vulnerável opening (mestre-canastra): disjoint jogos from a hand worth at
least the minimum of the first lay-down (docs/rules.md §8.4), for the suggestions."""

from __future__ import annotations

from typing import Any

from ..table.cards import WILD, pos_code
from ..table.rules import Rules
from .finder import new_jogos
from .judge import judge_codes

_OPENINGS: dict[tuple[Any, ...], list[tuple[int, ...]] | None] = {}


def vulneravel_opening(hand: list[int], rules: Rules) -> list[tuple[int, ...]] | None:
    """Disjoint jogos from ``hand`` worth at least the vulnerável minimum, or None.

    A bounded depth-first search over every jogo the hand can make (natural runs
    and their sub-runs, and runs completed by one curinga), richest first, so a
    run is split when only the split reaches the minimum.
    """
    # every rule a jogo's verdict and points depend on (meld_key: the card values too)
    key = (rules.meld_key, rules.vulneravel_minimo, tuple(sorted(hand)))
    if key in _OPENINGS:
        return _OPENINGS[key]
    candidates = sorted(
        ((judge_codes(c, rules).points, c) for c in _opening_candidates(hand, rules)),
        key=lambda pc: (-pc[0], pc[1]),
    )
    counts: dict[int, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    minimo = rules.vulneravel_minimo
    budget = [4000]
    chosen: list[tuple[int, ...]] = []

    def search(start: int, total: int) -> bool:
        if total >= minimo:
            return True
        for k in range(start, len(candidates)):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            points, codes = candidates[k]
            if all(counts[c] >= codes.count(c) for c in codes):
                for c in codes:
                    counts[c] -= 1
                chosen.append(codes)
                if search(k + 1, total + points):
                    return True
                chosen.pop()
                for c in codes:
                    counts[c] += 1
        return False

    result = list(chosen) if search(0, 0) else None
    if len(_OPENINGS) > 20_000:
        _OPENINGS.clear()
    _OPENINGS[key] = result
    return result


def closed_openings(hand: list[int], top: int, rules: Rules) -> list[tuple[int, ...]]:
    """The jogos a vulnerável side may open with by taking a closed lixo: ``top`` (the
    lixo's top card) with two or more cards of ``hand``, worth the minimum on their own
    (docs/rules.md §8.4: the closed take lays one jogo at once). Sorted code tuples,
    richest first."""
    minimo = rules.vulneravel_minimo
    found = []
    for codes in _opening_candidates(hand + [top], rules):
        if top in codes:
            check = judge_codes(codes, rules)
            if check.ok and check.points >= minimo:
                found.append((check.points, codes))
    return [codes for _, codes in sorted(found, key=lambda pc: (-pc[0], pc[1]))]


def _opening_candidates(hand: list[int], rules: Rules) -> list[tuple[int, ...]]:
    """Every valid jogo of the hand that an opening may use (sorted code tuples)."""
    distinct = set(hand)
    wilds = sorted(c for c in distinct if WILD[c])
    found: dict[tuple[int, ...], None] = dict.fromkeys(new_jogos(hand, rules))
    for suit in range(4):
        ps = sorted(p for p in range(1, 15) if pos_code(suit, p) in distinct)
        for i in range(len(ps)):
            for j in range(i + 1, len(ps)):
                gaps = ps[j] - ps[i] + 1 - (j - i + 1)
                if gaps > 1:
                    break
                naturals = [pos_code(suit, p) for p in ps[i : j + 1]]
                if naturals.count(naturals[0]) > hand.count(naturals[0]):
                    continue  # both aces, one copy held
                if gaps == 0 and len(naturals) >= 3:
                    found[tuple(sorted(naturals))] = None
                for w in wilds:
                    codes = tuple(sorted(naturals + [w]))
                    if codes.count(w) > hand.count(w) or codes in found:
                        continue
                    if judge_codes(codes, rules).ok:
                        found[codes] = None
    if rules.trincas:
        _add_sets(hand, rules, wilds, found)
    return list(found)


def _add_sets(
    hand: list[int], rules: Rules, wilds: list[int], found: dict[tuple[int, ...], None]
) -> None:
    """Sets of four cards or more (new_jogos gives those of three): suits are free, so
    the first ``k`` naturals of a rank stand for every set of ``k``, with or without
    one curinga where the table lets a set hold one."""
    by_rank: dict[int, list[int]] = {}
    for c in sorted(hand):
        if not WILD[c]:
            by_rank.setdefault(c % 13, []).append(c)
    for naturals in by_rank.values():
        for k in range(3, len(naturals) + 1):
            base = naturals[:k]
            for extra in ([], *([w] for w in wilds)):
                codes = tuple(sorted(base + extra))
                if len(codes) > 3 and codes not in found and judge_codes(codes, rules).ok:
                    found[codes] = None

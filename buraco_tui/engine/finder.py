"""Finding jogos in a hand: every new 3-card jogo, and a vulnerável opening.

Sequences come from bit masks of the positions (1..14, the ace at both ends)
each suit holds; sets from the cards of each rank. Results are memoised on the
holdings, which recur all game long. Shared by the suggestions and the bots.
"""

from __future__ import annotations

from typing import Any

from .cards import JOKER, N_CODES
from .meld import judge_codes
from .rules import Rules

#: Whether each card code can stand as a curinga (every 2 and the joker).
WILD = [c == JOKER or c % 13 == 1 for c in range(N_CODES)]
#: The codes that can stand as a curinga, ascending.
_WILD_CODES = tuple(c for c in range(N_CODES) if WILD[c])


def positions(code: int) -> tuple[int, ...]:
    r = code % 13 + 1
    return (1, 14) if r == 1 else (r,)


def pos_code(suit: int, p: int) -> int:
    return suit * 13 + (0 if p == 14 else p - 1)


_SUIT_JOGOS: dict[tuple[int, int, tuple[int, ...], bool], list[tuple[int, ...]]] = {}
_SET_JOGOS: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[int, ...]]] = {}


def _set_jogos(cards: list[int], wilds: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The 3-card trincas of one rank's natural cards (sorted), plus one curinga each."""
    found: dict[tuple[int, ...], None] = {}
    n = len(cards)
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                found[(cards[i], cards[j], cards[k])] = None
            for w in wilds:
                found[tuple(sorted((cards[i], cards[j], w)))] = None
    if len(_SET_JOGOS) > 100_000:
        _SET_JOGOS.clear()
    sets = _SET_JOGOS[(tuple(cards), wilds)] = list(found)
    return sets


def _suit_jogos(suit: int, m: int, wilds: tuple[int, ...], double2: bool) -> list[tuple[int, ...]]:
    """The 3-card sequences of one suit, from its position mask and the curingas held.

    ``double2``: the hand holds both copies of this suit's 2 (one may stand
    natural while the other is the curinga). Memoised: the same holdings recur.
    """
    key = (suit, m, wilds, double2)
    known = _SUIT_JOGOS.get(key)
    if known is not None:
        return known
    base = suit * 13
    found: dict[tuple[int, ...], None] = {}
    t = m & (m >> 1) & (m >> 2)
    while t:
        low = t & -t
        p = low.bit_length() - 1
        t ^= low
        found[
            (base + p - 1, base + p, base + p + 1) if p < 12 else (base, base + 11, base + 12)
        ] = None
    if wilds:
        for dist in (1, 2):
            t = m & (m >> dist)
            while t:
                low = t & -t
                p = low.bit_length() - 1
                t ^= low
                a, b = pos_code(suit, p), pos_code(suit, p + dist)
                for w in wilds:
                    if (w == a or w == b) and not double2:
                        continue
                    found[tuple(sorted((a, b, w)))] = None
    if len(_SUIT_JOGOS) > 200_000:
        _SUIT_JOGOS.clear()
    known = _SUIT_JOGOS[key] = list(found)
    return known


def new_jogos(
    hand: list[int], rules: Rules, distinct: set[int] | None = None
) -> list[tuple[int, ...]]:
    """Every distinct valid 3-card jogo the hand holds (sorted code tuples).

    Sequences come from bit masks of the positions (1..14, the ace at both ends)
    each suit holds: three in a row, or two at distance 1 or 2 plus a curinga.
    The order depends only on the hand.
    """
    if distinct is None:
        distinct = set(hand)
    wild = WILD
    wilds = tuple(c for c in _WILD_CODES if c in distinct)
    masks = [0, 0, 0, 0]
    bits = _POS_BITS
    for c in distinct:
        masks[c // 13 if c != JOKER else 0] |= bits[c]
    found: list[tuple[int, ...]] = []
    cache = _SUIT_JOGOS
    for suit in range(4):
        m = masks[suit]
        if not m & (m - 1):
            continue
        two = suit * 13 + 1
        double2 = two in distinct and hand.count(two) > 1
        jogos = cache.get((suit, m, wilds, double2))
        if jogos is None:
            jogos = _suit_jogos(suit, m, wilds, double2)
        found += jogos
    if rules.trincas:
        set_wilds = wilds if rules.curinga_em_trinca else ()
        by_rank: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], [], [], []]
        for c in hand:
            if not wild[c]:
                by_rank[c % 13].append(c)
        for cards in by_rank:
            if len(cards) > 1:
                key = (tuple(cards), set_wilds)
                sets = _SET_JOGOS.get(key)
                if sets is None:
                    sets = _set_jogos(cards, set_wilds)
                found += sets
    if rules.jogos_de_curingas and len(wilds) >= 1:
        pool = tuple(sorted(c for c in hand if wild[c]))
        if len(pool) >= 3:
            trio_key = (rules.meld_key, pool)
            trios = _TRIOS.get(trio_key)
            if trios is None:
                trios = _wild_trios(pool, rules)
            found += [t for t in trios if t not in found]
    return found


_TRIOS: dict[tuple[int, tuple[int, ...]], list[tuple[int, ...]]] = {}


def _wild_trios(pool: tuple[int, ...], rules: Rules) -> list[tuple[int, ...]]:
    """The valid 3-card jogos of curingas among the (sorted) curingas held; memoised."""
    trios: dict[tuple[int, ...], None] = {}
    for i in range(len(pool)):
        for j in range(i + 1, len(pool)):
            for k in range(j + 1, len(pool)):
                trios[(pool[i], pool[j], pool[k])] = None
    if len(_TRIOS) > 20_000:
        _TRIOS.clear()
    valid = _TRIOS[(rules.meld_key, pool)] = [t for t in trios if judge_codes(t, rules).ok]
    return valid


def _pos_bits(code: int) -> int:
    r = code % 13 + 1
    return (1 << 1) | (1 << 14) if r == 1 else 1 << r


_POS_BITS = [0 if c == JOKER else _pos_bits(c) for c in range(N_CODES)]


_OPENINGS: dict[tuple[Any, ...], list[tuple[int, ...]] | None] = {}


def vulneravel_opening(hand: list[int], rules: Rules) -> list[tuple[int, ...]] | None:
    """Disjoint jogos from ``hand`` worth at least the vulnerável minimum, or None.

    A bounded depth-first search over every jogo the hand can make (natural runs
    and their sub-runs, and runs completed by one curinga), richest first, so a
    run is split when only the split reaches the minimum.
    """
    key = (rules.trincas, rules.curingas_de_papel, rules.vulneravel_minimo, tuple(sorted(hand)))
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


def _opening_candidates(hand: list[int], rules: Rules) -> list[tuple[int, ...]]:
    """Every valid jogo of the hand that an opening may use (sorted code tuples)."""
    distinct = set(hand)
    wilds = sorted(c for c in distinct if WILD[c])
    found: dict[tuple[int, ...], None] = dict.fromkeys(new_jogos(hand, rules, distinct))
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
    return list(found)

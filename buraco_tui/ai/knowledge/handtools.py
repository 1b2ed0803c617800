"""Reading cards for the bots: runs in a hand, fits on a jogo, neighbours.

Pure functions on card codes (the engine's ``int`` codes: ``suit * 13 + rank - 1``,
the joker 52). Judging a jogo goes through the engine's public
:func:`~buraco_tui.engine.check_meld`, memoised per table. What a table makes of a
card (its value, whether it is a curinga) comes from the engine's facts
(``buraco_tui.engine.is_curinga``, ``rules.values``): no copies here (issue 8, item 5).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from buraco_tui.engine import JOKER, MeldCheck, Rules, check_meld, hand_value
from buraco_tui.engine.facts import WILD

#: Every 2 and the joker can stand as a curinga: the engine's :func:`is_curinga` as its
#: table of every code (a lookup: the bots ask it millions of times a game).
is_wild: Callable[[int], bool] = WILD.__getitem__
#: The canastras a side counts as limpa (the bots' reading of the engine's kinds).
CLEAN_KINDS = ("limpa", "500", "1000")

__all__ = [
    "CLEAN_KINDS",
    "DIST",
    "JOKER",
    "Judge",
    "code_at",
    "hand_points",
    "is_wild",
    "judge_for",
    "natural_runs",
    "natural_sets",
    "neighbour_score",
    "positions",
    "rank_of",
    "remove_cards",
    "suit_of",
    "wild_pairs",
]


def suit_of(code: int) -> int:
    """0..3 for ♠ ♥ ♦ ♣; -1 for the joker."""
    return -1 if code == JOKER else code // 13


def rank_of(code: int) -> int:
    """1 (ace) .. 13 (king); 0 for the joker."""
    return 0 if code == JOKER else code % 13 + 1


def positions(code: int) -> tuple[int, ...]:
    """Places a card can take in a sequence of its suit (the ace is 1 or 14)."""
    r = code % 13 + 1
    return (1, 14) if r == 1 else (r,)


def code_at(suit: int, pos: int) -> int:
    """The card of ``suit`` that sits at sequence place ``pos`` (1..14)."""
    return suit * 13 + (0 if pos in (1, 14) else pos - 1)


class MesaTally(NamedTuple):
    """What a side has laid down, as the estimates read it."""

    mesa: int
    bonus: int
    limpas: int
    sujas: int
    short: int
    jogos_5: int
    jogos_6: int


def mesa_tally(rules: Rules, melds: Sequence[MeldCheck]) -> MesaTally:
    """A side's jogos counted: card points (negative without a canastra where the
    table counts so if the hand ended now, docs/rules.md §6.6), canastra bonuses,
    canastras limpas and sujas, and the other jogos by size (under 5, 5, 6 or more)."""
    mesa = bonus = limpas = sujas = short = n5 = n6 = 0
    for m in melds:
        mesa += m.points
        bonus += m.bonus
        if m.canastra is not None:
            if m.clean:
                limpas += 1
            else:
                sujas += 1
        elif m.size == 5:
            n5 += 1
        elif m.size >= 6:
            n6 += 1
        else:
            short += 1
    if not (limpas or sujas) and rules.mesa_negativa_sem_canastra:
        mesa = -mesa
    return MesaTally(mesa, bonus, limpas, sujas, short, n5, n6)


class Judge:
    """Memoised :func:`check_meld` for one table's rules, on card codes."""

    __slots__ = ("rules", "_cache")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._cache: dict[tuple[int, ...], MeldCheck] = {}

    def __call__(self, codes: Iterable[int]) -> MeldCheck:
        key = tuple(sorted(codes))
        check = self._cache.get(key)
        if check is None:
            if len(self._cache) > 100_000:
                self._cache.clear()
            check = self._cache[key] = check_meld(list(key), self.rules)
        return check


_JUDGES: dict[Rules, Judge] = {}
#: The judge of each rules object seen, by identity: hashing a ``Rules`` (some
#: thirty fields) for every position a playout reads cost more than the reading.
_BY_ID: dict[int, tuple[Rules, Judge]] = {}


def judge_for(rules: Rules) -> Judge:
    """The shared :class:`Judge` of a table."""
    entry = _BY_ID.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    judge = _JUDGES.get(rules)
    if judge is None:
        judge = _JUDGES[rules] = Judge(rules)
    if len(_BY_ID) > 1000:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, judge)
    return judge


def natural_runs(cards: Iterable[int]) -> list[tuple[int, ...]]:
    """Disjoint natural sequences of 3+ cards in ``cards``, longest first.

    Uses no curinga: a 2 enters only at its own place (after the ace, before
    the 3). Extracted greedily, so duplicates can give a second run: each round
    takes the longest run of places held (the first suit, then the lowest, on a
    tie).
    """
    key = tuple(cards)
    found = _RUNS.get(key)
    if found is None:
        if len(_RUNS) > 50_000:
            _RUNS.clear()
        found = _RUNS[key] = tuple(_natural_runs(key))
    return list(found)


#: cards -> their :func:`natural_runs`: a playout plans the same hand again and
#: again (the lixo's gain, the plan, each round of the plan).
_RUNS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def _natural_runs(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    counts = [0] * 53
    for c in cards:
        counts[c] += 1
    runs: list[tuple[int, ...]] = []
    while True:
        best: tuple[int, int, int] | None = None  # (suit, first place, length)
        best_len = 2
        for s in range(4):
            base = s * 13
            suit_counts = counts[base : base + 13]
            if sum(suit_counts) < 3:
                continue
            # bit p: place p (1..14) held; the ace at 14 only when not already
            # used at 1 by a run of the whole suit
            m = 0
            for r, have in enumerate(suit_counts):
                if have:
                    m |= 2 << r  # rank r+1 at place r+1
            ace = suit_counts[0]
            if ace and (m & _WHOLE_SUIT != _WHOLE_SUIT or ace > 1):
                m |= 1 << 14
            while m:
                low = m & -m
                start = low.bit_length() - 1
                run = (m + low) & ~m  # the first place past the run
                length = run.bit_length() - 1 - start
                m &= ~(run - low)
                if length > best_len:
                    best, best_len = (s, start, length), length
        if best is None:
            return runs
        s, start, length = best
        seg = [code_at(s, p) for p in range(start, start + length)]
        for c in seg:
            counts[c] -= 1
        runs.append(tuple(sorted(seg)))


#: Places 1..13 of a suit (ace low to king) as bits.
_WHOLE_SUIT = ((1 << 13) - 1) << 1


def natural_sets(cards: Iterable[int]) -> list[tuple[int, ...]]:
    """Disjoint trincas of 3+ natural cards of one rank (tables with trincas)."""
    by_rank: dict[int, list[int]] = {}
    for c in cards:
        if not is_wild(c):
            by_rank.setdefault(c % 13, []).append(c)
    return [tuple(sorted(v)) for v in by_rank.values() if len(v) >= 3]


def _distance(a: int, b: int) -> int:
    return min(abs(p - q) for p in positions(a) for q in positions(b))


#: Sequence distance between two cards of one suit (ace at both ends); 99 across suits.
DIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(_distance(a, b) if a // 13 == b // 13 else 99 for b in range(52)) for a in range(52)
)
_NEAR = {1: 3.0, 2: 1.5}


def neighbour_score(card: int, others: Iterable[int]) -> float:
    """How much ``card`` is tied to ``others`` of its suit: 3 per card one place
    away, 1.5 per card two places away (each distinct card counted once)."""
    if is_wild(card):
        return 0.0
    row = DIST[card]
    score = 0.0
    for o in set(others):
        if o != JOKER and o != card:
            score += _NEAR.get(row[o], 0.0)
    return score


def wild_pairs(cards: list[int]) -> list[tuple[int, int]]:
    """Pairs of natural cards of one suit at most one place apart, that a
    curinga would turn into a 3-card jogo."""
    out = []
    nat = sorted(set(c for c in cards if not is_wild(c)))
    for i, a in enumerate(nat):
        for b in nat[i + 1 :]:
            if 1 <= DIST[a][b] <= 2:  # one suit, at most one place apart
                out.append((a, b))
    return out


def remove_cards(hand: list[int], cards: Iterable[int]) -> list[int]:
    """A copy of ``hand`` without one copy of each of ``cards``."""
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def cards_left(pool: Iterable[int], cards: Iterable[int]) -> list[int] | None:
    """What is left of ``pool`` without one copy of each of ``cards``; None when
    ``pool`` lacks one of them (a multiset difference)."""
    rest = list(pool)
    for c in cards:
        if c not in rest:
            return None
        rest.remove(c)
    return rest


def hand_points(cards: Iterable[int], rules: Rules) -> int:
    """Card value of some cards at this table (what they cost when left in the hand)."""
    return hand_value(cards, rules)

"""Finding jogos in a hand: every new 3-card jogo, and a vulnerável opening.

Sequences come from bit masks of the positions (1..14, the ace at both ends)
each suit holds; sets from the cards of each rank. Results are memoised on the
holdings, which recur all game long. Shared by the suggestions and the bots.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import le
from typing import Any

from .cards import BIT, JOKER, N_CODES
from .meld import judge_codes
from .protocol import Suggestion, baixar_suggestion
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


_WILD_BITS = sum(BIT[c] for c in _WILD_CODES)
#: The curingas held (the hand mask's curinga bits) -> (their 5-bit index, their codes).
_WILDS_HELD: dict[int, tuple[int, tuple[int, ...]]] = {}
for _w in range(32):
    _codes = tuple(c for i, c in enumerate(_WILD_CODES) if _w >> i & 1)
    _WILDS_HELD[sum(BIT[c] for c in _codes)] = (_w, _codes)
#: The bits of one rank's four natural codes (one per suit), at rank 0.
_RANK_BITS = BIT[0] | BIT[13] | BIT[26] | BIT[39]
_SUIT_BITS = (1 << 13) - 1
_ALL_CODES = (1 << N_CODES) - 1
#: One rank's codes held once, twice and three times in a set's memo key (53 bits apart).
_RANK_COUNTS = _RANK_BITS | _RANK_BITS << 53 | _RANK_BITS << 106


def hand_mask(distinct: set[int]) -> int:
    """The hand's mask: bit ``c`` set for every card code ``c`` held."""
    return sum(map(BIT.__getitem__, distinct))


def dup_masks(hand: list[int]) -> tuple[int, int]:
    """The masks of the codes a hand holds at least twice, and three times."""
    one = two = three = 0
    for c in hand:
        b = BIT[c]
        if one & b:
            if two & b:
                three |= b
            else:
                two |= b
        else:
            one |= b
    return two, three


def _sorted_dups(hand: list[int], extra: int) -> tuple[int, int]:
    """:func:`dup_masks` of a sorted hand holding ``extra`` copies beyond its distinct cards
    (a copy sits next to its twin: a plain loop, which stops at the last copy)."""
    two = three = 0
    prev = -1
    for c in hand:
        if c == prev:
            b = BIT[c]
            if two & b:
                three |= b  # a third copy (or more: jokers)
            else:
                two |= b
            extra -= 1
            if not extra:
                break
        prev = c
    return two, three


class JogoGroup(list[tuple[int, ...]]):
    """The jogos one part of a hand makes (one suit's sequences, one rank's sets...),
    memoised and shared: never change one. ``sugs`` holds the lay-down suggestion
    of each jogo, in order (shared too)."""

    __slots__ = ("sugs",)

    def __init__(self, jogos: Iterable[tuple[int, ...]] = ()) -> None:
        super().__init__(jogos)
        self.sugs: list[Suggestion] = list(map(baixar_suggestion, self))


#: The memo of the sequence groups of a suit whose 2 the hand holds twice (the others
#: are in ``_SEQ_ROWS``). Keys: bits 0-12 the suit's codes held, 13-17 the curingas
#: held, 18 set (both copies of its 2), 19-20 the suit.
_GROUPS: dict[int, JogoGroup] = {}
_GROUPS_LIMIT = 300_000


def _position_mask(v: int) -> int:
    """The positions (1..14, the ace at both ends) of one suit's 13 code bits
    (code bit ``r`` is rank ``r + 1``: position ``r + 1``, and 14 for the ace)."""
    ace = v & 1
    return (v >> 1) << 2 | ace << 1 | ace << 14


def _suit_jogos(suit: int, m: int, wilds: tuple[int, ...], double2: bool) -> list[tuple[int, ...]]:
    """The 3-card sequences of one suit, from its position mask and the curingas held.

    ``double2``: the hand holds both copies of this suit's 2 (one may stand
    natural while the other is the curinga).
    """
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
                # pos_code inline, a before b (the ace high, code 0 of the suit, first)
                a = base + p - 1  # p is 1..13 here
                b = base + p + dist - 1
                if p + dist == 14:
                    a, b = base, a
                for w in wilds:
                    if (w == a or w == b) and not double2:
                        continue
                    # the three sorted (a < b): cheaper than sorted()
                    found[(w, a, b) if w < a else (a, w, b) if w < b else (a, b, w)] = None
    return list(found)


def _rank_cards(hand: list[int], rank: int) -> list[int]:
    """The natural cards of ``rank`` in ``hand``, in its order."""
    return [c for c in hand if c % 13 == rank and c != JOKER]


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
    return list(found)


def _store(key: int, jogos: list[tuple[int, ...]]) -> JogoGroup:
    if len(_GROUPS) >= _GROUPS_LIMIT:
        _GROUPS.clear()
    group = _GROUPS[key] = JogoGroup(jogos)
    return group


def suit_parts(mask: int) -> tuple[int, int, int, int]:
    """The 13-bit masks of the codes each suit holds in the hand mask ``mask``."""
    return (
        mask & _SUIT_BITS,
        mask >> 13 & _SUIT_BITS,
        mask >> 26 & _SUIT_BITS,
        mask >> 39 & _SUIT_BITS,
    )


def jogo_groups(
    hand: list[int],
    rules: Rules,
    n_distinct: int,
    mask: int,
    dups: tuple[int, int] | None,
    ordered: bool = True,
    loose: int = -1,
    held: tuple[int, int, int, int] | None = None,
    n_wild: int = -1,
    counts: int = -1,
) -> list[JogoGroup]:
    """:func:`new_jogos` as the shared groups it is made of, in its order.

    ``n_distinct`` is how many distinct codes the hand holds, ``mask`` its
    :func:`hand_mask`, ``dups`` its :func:`dup_masks` (or None: worked out here
    when needed); ``ordered``: the hand is sorted (a rank's sets list its cards
    in the hand's order, so only a sorted hand's are memoised by the cards held);
    ``loose``: a rank whose cards may be out of order although ``ordered`` (its
    sets are built, not memoised; give ``dups`` then); ``held``: the mask's
    :func:`suit_parts` when already known; ``n_wild``: how many curingas the
    hand holds (copies count), -1 when not known; ``counts``: the hand's masks of
    ``masks.py`` when kept (``mask`` and ``dups`` follow from them), -1 when not.
    """
    wi, wilds = _WILDS_HELD[mask & _WILD_BITS]
    w = wi << 13
    groups: list[JogoGroup] = []
    if held is None:
        held = (
            mask & _SUIT_BITS,
            mask >> 13 & _SUIT_BITS,
            mask >> 26 & _SUIT_BITS,
            mask >> 39 & _SUIT_BITS,
        )
    # each suit's sequences from its row of the curingas held, by the suit's 13-bit mask
    # (table lookups: cheaper than building a memo key)
    # (the four suits written out, no loop; a suit holding its 2 goes to _suit_group)
    r0, r1, r2, r3 = _SEQ_ROWS[wi]
    p0, p1, p2, p3 = held
    few = _FEW
    if not few[p0]:  # two cards of the suit or more
        group = _suit_group(hand, 0, p0, w, wilds, counts) if p0 & 2 else r0.get(p0)
        groups.append(group if group is not None else _row_group(r0, 0, p0, wilds))
    if not few[p1]:
        group = _suit_group(hand, 1, p1, w, wilds, counts) if p1 & 2 else r1.get(p1)
        groups.append(group if group is not None else _row_group(r1, 1, p1, wilds))
    if not few[p2]:
        group = _suit_group(hand, 2, p2, w, wilds, counts) if p2 & 2 else r2.get(p2)
        groups.append(group if group is not None else _row_group(r2, 2, p2, wilds))
    if not few[p3]:
        group = _suit_group(hand, 3, p3, w, wilds, counts) if p3 & 2 else r3.get(p3)
        groups.append(group if group is not None else _row_group(r3, 3, p3, wilds))
    if rules.trincas:
        if counts >= 0:
            two = counts >> 53 & _ALL_CODES
        else:
            if dups is None:
                if len(hand) == n_distinct:
                    dups = (0, 0)
                elif ordered:  # sorted: a copy sits next to its twin
                    dups = _sorted_dups(hand, len(hand) - n_distinct)
                else:
                    dups = dup_masks(hand)
            two, three = dups
            # the codes held once, twice, three times, 53 bits apart
            counts = mask | two << 53 | three << 106 if two else mask
        set_wilds = wilds if rules.curinga_em_trinca else ()
        # per rank, the sets by the rank's codes held once, twice, three times
        by_rank = _SET_ROWS[wi if set_wilds else 0]
        # the ranks of two natural cards or more: two suits of the rank (each suit's
        # 13 bits, its 2 left out), or a card held twice
        b0, b1, b2, b3 = held
        ranks = (b0 & (b1 | b2 | b3) | b1 & (b2 | b3) | b2 & b3) & _NATURAL_RANKS
        if two:
            t = two & _NATURAL_BITS
            ranks |= (t | t >> 13 | t >> 26 | t >> 39) & _NATURAL_RANKS
        if ordered and loose < 0:  # every rank's sets from its memo (the usual case)
            for rank in _BITS_OF[ranks]:
                group = by_rank[rank].get(counts >> rank & _RANK_COUNTS)
                groups.append(
                    group
                    if group is not None
                    else _rank_group(hand, rank, by_rank, counts, set_wilds)
                )
        else:
            for rank in _BITS_OF[ranks]:
                if ordered and rank != loose:
                    group = _rank_group(hand, rank, by_rank, counts, set_wilds)
                else:
                    group = JogoGroup(_set_jogos(_rank_cards(hand, rank), set_wilds))
                groups.append(group)
    # three curingas or more (copies count: their count, cheaper than a pass over the hand)
    if (
        rules.jogos_de_curingas
        and w
        and (len(wilds) >= 3 or (n_wild if n_wild >= 0 else sum(map(hand.count, wilds))) >= 3)
    ):
        pool = tuple(sorted(filter(WILD.__getitem__, hand)))
        if len(pool) >= 3:
            trio_key = (rules.meld_key, pool)
            trios = _TRIOS.get(trio_key)
            if trios is None:
                trios = _wild_trios(pool, rules)
            groups.append(trios)
    return groups


def laydown_sugs(
    out: list[Any],
    hand: list[int],
    rules: Rules,
    mask: int,
    held: tuple[int, int, int, int],
    n_wild: int,
    counts: int,
) -> None:
    """Add to ``out`` the lay-down suggestions of :func:`jogo_groups` (in its order)
    for a sorted ``hand`` whose masks of ``masks.py`` (``counts``) are kept: the
    suggestions' usual case, each group's suggestions added as it is found (no list
    of groups). ``mask``, ``held`` and ``n_wild`` as in :func:`jogo_groups`."""
    wi, wilds = _WILDS_HELD[mask & _WILD_BITS]
    w = wi << 13
    r0, r1, r2, r3 = _SEQ_ROWS[wi]
    p0, p1, p2, p3 = held
    few = _FEW
    if not few[p0]:
        if p0 & 2:
            group = _suit_group(hand, 0, p0, w, wilds, counts)
            out += (group if group is not None else _row_group(r0, 0, p0, wilds)).sugs
        else:
            try:  # (a try costs nothing until it catches: a miss, made once)
                out += r0[p0].sugs
            except KeyError:
                out += _row_group(r0, 0, p0, wilds).sugs
    if not few[p1]:
        if p1 & 2:
            group = _suit_group(hand, 1, p1, w, wilds, counts)
            out += (group if group is not None else _row_group(r1, 1, p1, wilds)).sugs
        else:
            try:  # (a try costs nothing until it catches: a miss, made once)
                out += r1[p1].sugs
            except KeyError:
                out += _row_group(r1, 1, p1, wilds).sugs
    if not few[p2]:
        if p2 & 2:
            group = _suit_group(hand, 2, p2, w, wilds, counts)
            out += (group if group is not None else _row_group(r2, 2, p2, wilds)).sugs
        else:
            try:  # (a try costs nothing until it catches: a miss, made once)
                out += r2[p2].sugs
            except KeyError:
                out += _row_group(r2, 2, p2, wilds).sugs
    if not few[p3]:
        if p3 & 2:
            group = _suit_group(hand, 3, p3, w, wilds, counts)
            out += (group if group is not None else _row_group(r3, 3, p3, wilds)).sugs
        else:
            try:  # (a try costs nothing until it catches: a miss, made once)
                out += r3[p3].sugs
            except KeyError:
                out += _row_group(r3, 3, p3, wilds).sugs
    if rules.trincas:
        set_wilds = wilds if rules.curinga_em_trinca else ()
        by_rank = _SET_ROWS[wi if set_wilds else 0]
        ranks = (p0 & p1 | (p0 | p1) & (p2 | p3) | p2 & p3) & _NATURAL_RANKS
        two = counts >> 53 & _ALL_CODES
        if two:
            t = two & _NATURAL_BITS
            ranks |= (t | t >> 13 | t >> 26 | t >> 39) & _NATURAL_RANKS
        for rank in _BITS_OF[ranks]:
            try:
                out += by_rank[rank][counts >> rank & _RANK_COUNTS].sugs
            except KeyError:
                out += _rank_group(hand, rank, by_rank, counts, set_wilds).sugs
    if (
        rules.jogos_de_curingas
        and w
        and (len(wilds) >= 3 or (n_wild if n_wild >= 0 else sum(map(hand.count, wilds))) >= 3)
    ):
        pool = tuple(sorted(filter(WILD.__getitem__, hand)))
        if len(pool) >= 3:
            trios = _TRIOS.get((rules.meld_key, pool))
            if trios is None:
                trios = _wild_trios(pool, rules)
            out += trios.sugs


def _rank_group(
    hand: list[int],
    rank: int,
    by_rank: list[dict[int, JogoGroup]],
    counts: int,
    wilds: tuple[int, ...],
) -> JogoGroup:
    """The set group of ``rank`` of a sorted ``hand`` from the rank's memo in
    ``by_rank``, keyed by the rank's codes held once, twice, three times (``counts``
    as in :func:`jogo_groups`); made and kept when not there yet."""
    memo = by_rank[rank]
    key = counts >> rank & _RANK_COUNTS
    group = memo.get(key)
    if group is None:
        if len(memo) >= _SET_ROW_LIMIT:
            memo.clear()
        group = memo[key] = JogoGroup(_set_jogos(_rank_cards(hand, rank), wilds))
    return group


def _row_group(row: dict[int, JogoGroup], suit: int, v: int, wilds: tuple[int, ...]) -> JogoGroup:
    """Make the sequence group of ``suit`` for its 13-bit mask ``v`` (its 2 held once
    at most) and the curingas ``wilds``, and keep it in the suit's ``row``.

    ``_suit_jogos(suit, _position_mask(v), wilds, False)`` from the suit's runs and
    pairs for ``v`` (:data:`_RUNS_PAIRS`, whatever the curingas held): the same jogos
    in the same order, each pair with each curinga."""
    runs_pairs = _RUNS_PAIRS[suit].get(v)
    if runs_pairs is None:
        runs_pairs = _RUNS_PAIRS[suit][v] = _runs_pairs(suit, _position_mask(v))
    runs, pairs = runs_pairs
    if wilds and pairs:
        found = dict.fromkeys(runs)
        for a, b in pairs:
            for w in wilds:
                if w == a or w == b:
                    continue
                found[(w, a, b) if w < a else (a, w, b) if w < b else (a, b, w)] = None
        group = row[v] = JogoGroup(found)
    else:
        group = row[v] = JogoGroup(runs)
    return group


def _runs_pairs(suit: int, m: int) -> tuple[list[tuple[int, ...]], list[tuple[int, int]]]:
    """The 3-card natural runs of one suit from its position mask ``m`` (as
    :func:`_suit_jogos` finds them), and its pairs of codes at distance 1 then 2
    (each sorted), which a curinga may complete."""
    base = suit * 13
    runs: list[tuple[int, ...]] = []
    t = m & (m >> 1) & (m >> 2)
    while t:
        low = t & -t
        p = low.bit_length() - 1
        t ^= low
        runs.append(
            (base + p - 1, base + p, base + p + 1) if p < 12 else (base, base + 11, base + 12)
        )
    pairs = []
    for dist in (1, 2):
        t = m & (m >> dist)
        while t:
            low = t & -t
            p = low.bit_length() - 1
            t ^= low
            a = base + p - 1  # pos_code inline (p is 1..13); the ace high first
            pairs.append((base, a) if p + dist == 14 else (a, a + dist))
    return runs, pairs


#: Per suit, its natural runs and pairs (:func:`_runs_pairs`) by its 13-bit mask.
_RUNS_PAIRS: list[dict[int, tuple[list[tuple[int, ...]], list[tuple[int, int]]]]] = [
    {} for _ in range(4)
]


def _suit_group(
    hand: list[int], suit: int, v: int, w: int, wilds: tuple[int, ...], counts: int
) -> JogoGroup | None:
    """The sequence group of a suit whose 2 the hand holds (mask ``v``): by key when
    it holds both copies (one may stand natural), else the suit's row's (None when
    not made yet). ``w``: the curingas' index, 13 bits up; ``counts``: as in
    :func:`jogo_groups`."""
    if counts >> 54 + suit * 13 & 1 if counts >= 0 else hand.count(suit * 13 + 1) > 1:
        key = v | w | suit << 19 | 1 << 18
        group = _GROUPS.get(key)
        if group is None:
            group = _store(key, _suit_jogos(suit, _position_mask(v), wilds, True))
        return group
    return _SEQ_ROWS[w >> 13][suit].get(v)


#: The sequence groups of one suit, per index of the curingas held (``_WILDS_HELD``):
#: four memos (one per suit) by the suit's 13-bit mask of codes held (dicts, not
#: lists of every mask: the garbage collector walks only what is there). Shared:
#: never change one.
_SEQ_ROWS: list[list[dict[int, JogoGroup]]] = [[{} for _ in range(4)] for _ in range(32)]
#: The bits set in each 13-bit mask, ascending.
_BITS_OF = [tuple(b for b in range(13) if v >> b & 1) for v in range(1 << 13)]
#: Whether a suit's 13-bit mask holds fewer than two codes (no sequence to find).
_FEW = [not v & (v - 1) for v in range(1 << 13)]
#: The set groups per index of the curingas a set may take (0: none) and per rank,
#: keyed by the rank's codes held once, twice and three times (bits 0, 13, 26, 39
#: and 53 and 106 bits further). Shared: never change one.
_SET_ROWS: list[list[dict[int, JogoGroup]]] = [[{} for _ in range(13)] for _ in range(32)]
_SET_ROW_LIMIT = 20_000


def clear_memos() -> None:
    """Forget every memoised group (tests check the memo against fresh answers)."""
    _GROUPS.clear()
    _TRIOS.clear()
    for runs_pairs in _RUNS_PAIRS:
        runs_pairs.clear()
    for by_rank in _SEQ_ROWS + _SET_ROWS:
        for memo in by_rank:
            memo.clear()


#: The ranks that make sets (every natural rank; the 2s are curingas).
_SET_RANKS = tuple(r for r in range(13) if r != 1)
#: One suit's 13 bits but its 2 (the ranks that make sets).
_NATURAL_RANKS = _SUIT_BITS & ~BIT[1]
_NATURAL_BITS = sum(BIT[c] for c in range(N_CODES) if not WILD[c])


def new_jogos(
    hand: list[int], rules: Rules, distinct: set[int] | None = None
) -> list[tuple[int, ...]]:
    """Every distinct valid 3-card jogo the (sorted) hand holds (sorted code tuples).

    Sequences come from bit masks of the positions (1..14, the ace at both ends)
    each suit holds: three in a row, or two at distance 1 or 2 plus a curinga.
    The order depends only on the hand.
    """
    if distinct is None:
        distinct = set(hand)
    ordered = all(map(le, hand, hand[1:]))
    groups = jogo_groups(hand, rules, len(distinct), hand_mask(distinct), None, ordered)
    return [jogo for group in groups for jogo in group]


def jogos_with(hand: list[int], card: int, rules: Rules) -> list[tuple[int, ...]]:
    """The jogos of ``new_jogos(hand + [card], rules)`` that hold ``card``, in its order.

    For a sorted ``hand``, only the sets of the card's own rank are built afresh
    (the card sits last, out of order); every other group comes from the memo.
    """
    if not WILD[card]:
        # a jogo holding a natural card holds only cards of its suit, of its rank, or
        # curingas: the rest of the hand makes none of them (the same jogos, in order)
        hand = list(filter(_KEEP_WITH[card].__contains__, hand))
    both = hand + [card]
    distinct = set(both)
    mask = hand_mask(distinct)
    dups = dup_masks(both) if len(both) != len(distinct) else (0, 0)
    if all(map(le, hand, hand[1:])):
        loose = -1 if WILD[card] else card % 13
        groups = jogo_groups(both, rules, len(distinct), mask, dups, True, loose)
    else:
        groups = jogo_groups(both, rules, len(distinct), mask, dups, False)
    return [jogo for group in groups for jogo in group if card in jogo]


#: Per natural card: the codes that may share a jogo with it (its suit's, its rank's,
#: the curingas), as jogos_with keeps them from the hand.
_KEEP_WITH = [
    frozenset(c for c in range(N_CODES) if c // 13 == card // 13 or c % 13 == card % 13 or WILD[c])
    for card in range(N_CODES)
]

_TRIOS: dict[tuple[int, tuple[int, ...]], JogoGroup] = {}


def _wild_trios(pool: tuple[int, ...], rules: Rules) -> JogoGroup:
    """The valid 3-card jogos of curingas among the (sorted) curingas held; memoised."""
    trios: dict[tuple[int, ...], None] = {}
    for i in range(len(pool)):
        for j in range(i + 1, len(pool)):
            for k in range(j + 1, len(pool)):
                trios[(pool[i], pool[j], pool[k])] = None
    if len(_TRIOS) > 20_000:
        _TRIOS.clear()
    valid = _TRIOS[(rules.meld_key, pool)] = JogoGroup(
        [t for t in trios if judge_codes(t, rules).ok]
    )
    return valid


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

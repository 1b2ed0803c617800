"""A hand's new 3-card jogos as the groups its parts make, memoised: each suit's
sequences, each rank's trincas, and the trios of curingas (rioplatense).

Each part's jogos are a :class:`JogoGroup`, kept in a memo by the part's own
cards (a suit's 13-bit mask, a rank's codes held once, twice and three times)
and the curingas held: the parts of a hand recur all game long, so a hand's
jogos (:func:`jogo_groups`) are mostly looked up. The suggestions read the
groups; ``finder.py`` asks them for a hand's jogos as tuples.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..table.cards import BIT, JOKER, N_CODES, WILD
from ..table.protocol import Suggestion, baixar_suggestion
from ..table.rules import Rules
from .judge import judge_codes
from .masks import NATURALS, RANK_COUNTS, SUIT_NATURALS, TWO, TWOS, WILDS

#: The codes that can stand as a curinga, ascending.
_WILD_CODES = tuple(c for c in range(N_CODES) if WILD[c])
#: The curingas held (a hand mask's curinga bits, ``mask & masks.WILDS``) -> (their
#: 5-bit index, their codes).
WILDS_HELD: dict[int, tuple[int, tuple[int, ...]]] = {}
for _w in range(32):
    _codes = tuple(c for i, c in enumerate(_WILD_CODES) if _w >> i & 1)
    WILDS_HELD[sum(BIT[c] for c in _codes)] = (_w, _codes)


class JogoGroup(list[tuple[int, ...]]):
    """The jogos one part of a hand makes (one suit's sequences, one rank's sets...),
    memoised and shared: never change one. ``sugs`` holds the lay-down suggestion
    of each jogo, in order (shared too)."""

    __slots__ = ("sugs",)

    def __init__(self, jogos: Iterable[tuple[int, ...]] = ()) -> None:
        super().__init__(jogos)
        self.sugs: list[Suggestion] = list(map(baixar_suggestion, self))


# ------------------------------------------------------------------ sequences

#: The sequence groups of one suit, per index of the curingas held (``WILDS_HELD``):
#: four memos (one per suit) by the suit's 13-bit mask of codes held (dicts, not
#: lists of every mask: the garbage collector walks only what is there). Shared:
#: never change one. A suit whose 2 the hand holds twice is in ``_GROUPS``.
_SEQ_ROWS: list[list[dict[int, JogoGroup]]] = [[{} for _ in range(4)] for _ in range(32)]
#: The memo of the sequence groups of a suit whose 2 the hand holds twice. Keys:
#: bits 0-12 the suit's codes held, 13-17 the curingas held, 18 set (both copies of
#: its 2), 19-20 the suit.
_GROUPS: dict[int, JogoGroup] = {}
_GROUPS_LIMIT = 300_000
#: Per suit, its natural runs and pairs (:func:`_runs_pairs`) by its 13-bit mask.
_RUNS_PAIRS: list[dict[int, tuple[list[tuple[int, ...]], list[tuple[int, int]]]]] = [
    {} for _ in range(4)
]
#: Whether a suit's 13-bit mask holds fewer than two codes (no sequence to find).
_FEW = [not v & (v - 1) for v in range(1 << 13)]
#: The group of no jogo (a suit of fewer than two cards). Shared: never change it.
_EMPTY = JogoGroup()
#: The 2s held twice, in a hand's masks.
_TWOS_TWICE = TWOS << TWO


def jogo_groups(
    hand: list[int],
    rules: Rules,
    counts: int,
    held: tuple[int, int, int, int],
    n_wild: int = -1,
    ordered: bool = True,
    loose: int = -1,
) -> list[JogoGroup]:
    """Every new 3-card jogo of ``hand`` as the shared groups it is made of, in order:
    each suit's sequences (four groups, suit by suit: empty where the suit holds
    fewer than two cards), each rank's sets where the table has them (rank by rank,
    those of two naturals or more), the trios of curingas (:func:`curinga_trios`).

    ``counts``: the hand's masks (``masks.py``); ``held``: the 13-bit masks of the
    codes each suit holds (``masks.suit_parts``); ``n_wild``: how many curingas the
    hand holds, copies counted (-1 when not known); ``ordered``: the hand is sorted
    (a rank's sets list its cards in the hand's order, so only a sorted hand's are
    memoised by the cards held); ``loose``: a rank whose cards may be out of order
    although ``ordered`` (its sets are built, not memoised).
    """
    wi, wilds = WILDS_HELD[counts & WILDS]
    # each suit's group from its row, by the suit's 13-bit mask (four lookups in one
    # line, no loop: the suggestions ask this on every lay-down turn)
    r0, r1, r2, r3 = _SEQ_ROWS[wi]
    p0, p1, p2, p3 = held
    if counts & _TWOS_TWICE:  # a 2 held twice: its suit's group has a memo of its own
        groups = _sequence_groups(held, wi, wilds, counts)
    else:
        try:  # (a try costs nothing until it catches: a row to fill, made once)
            groups = [r0[p0], r1[p1], r2[p2], r3[p3]]
        except KeyError:
            groups = _sequence_groups(held, wi, wilds, counts)
    if rules.trincas:
        # each rank's sets, by the rank's codes held once, twice, three times
        set_wi, set_wilds = (wi, wilds) if rules.curinga_em_trinca else (0, ())
        by_rank = _SET_ROWS[set_wi]
        # the ranks of two natural cards or more: two suits of the rank (each suit's
        # 13 bits, its 2 left out), or a card held twice
        ranks = (p0 & (p1 | p2 | p3) | p1 & (p2 | p3) | p2 & p3) & SUIT_NATURALS
        two = counts >> TWO & NATURALS
        if two:
            ranks |= (two | two >> 13 | two >> 26 | two >> 39) & SUIT_NATURALS
        if ordered and loose < 0:  # every rank's sets from its memo (the usual case)
            for rank in _BITS_OF[ranks]:
                try:
                    groups.append(by_rank[rank][counts >> rank & RANK_COUNTS])
                except KeyError:
                    groups.append(_rank_group(hand, rank, by_rank, counts, set_wilds))
        else:
            groups += _loose_sets(hand, ranks, by_rank, counts, set_wilds, ordered, loose)
    if (
        wi
        and rules.jogos_de_curingas
        # three curingas or more (copies count: their count, cheaper than a pass over the hand)
        and (len(wilds) >= 3 or (n_wild if n_wild >= 0 else sum(map(hand.count, wilds))) >= 3)
    ):
        trios = curinga_trios(hand, rules)
        if trios is not None:
            groups.append(trios)
    return groups


def _sequence_groups(
    held: tuple[int, int, int, int], wi: int, wilds: tuple[int, ...], counts: int
) -> list[JogoGroup]:
    """The four suits' sequence groups of :func:`jogo_groups`, each made and kept in
    its suit's row when not there yet (a suit whose 2 the hand holds twice has its own
    memo, :func:`_two_twos_group`)."""
    rows = _SEQ_ROWS[wi]
    groups: list[JogoGroup] = []
    for suit, v in enumerate(held):
        row = rows[suit]
        if _FEW[v]:
            row[v] = _EMPTY
            groups.append(_EMPTY)
        elif v & 2 and counts >> TWO + 1 + suit * 13 & 1:  # both copies of the suit's 2
            groups.append(_two_twos_group(suit, v, wi, wilds))
        else:
            group = row.get(v)
            groups.append(group if group is not None else _row_group(row, suit, v, wilds))
    return groups


def _position_mask(v: int) -> int:
    """The positions (1..14, the ace at both ends) of one suit's 13 code bits
    (code bit ``r`` is rank ``r + 1``: position ``r + 1``, and 14 for the ace)."""
    ace = v & 1
    return (v >> 1) << 2 | ace << 1 | ace << 14


def _two_twos_group(suit: int, v: int, wi: int, wilds: tuple[int, ...]) -> JogoGroup:
    """The sequence group of a suit whose 2 the hand holds twice (one copy may stand
    natural while the other is the curinga), from its memo or made and kept."""
    key = v | wi << 13 | suit << 19 | 1 << 18
    group = _GROUPS.get(key)
    if group is None:
        if len(_GROUPS) >= _GROUPS_LIMIT:
            _GROUPS.clear()
        group = _GROUPS[key] = JogoGroup(_suit_jogos(suit, _position_mask(v), wilds, True))
    return group


def _suit_jogos(suit: int, m: int, wilds: tuple[int, ...], double2: bool) -> list[tuple[int, ...]]:
    """The 3-card sequences of one suit, from its position mask and the curingas held.

    ``double2``: the hand holds both copies of this suit's 2 (one may stand
    natural while the other is the curinga).
    """
    runs, pairs = _runs_pairs(suit, m)
    return list(_with_wilds(runs, pairs, wilds, double2))


def _with_wilds(
    runs: list[tuple[int, ...]],
    pairs: list[tuple[int, int]],
    wilds: tuple[int, ...],
    double2: bool,
) -> Iterable[tuple[int, ...]]:
    """A suit's natural ``runs``, then each of its ``pairs`` completed by each curinga
    held (distinct, sorted); a curinga that is one of the pair's own cards only where
    the hand holds that 2 twice (``double2``)."""
    if not (wilds and pairs):
        return runs
    found = dict.fromkeys(runs)
    for a, b in pairs:
        for w in wilds:
            if (w == a or w == b) and not double2:
                continue
            # the three sorted (a < b): cheaper than sorted()
            found[(w, a, b) if w < a else (a, w, b) if w < b else (a, b, w)] = None
    return found


def _row_group(row: dict[int, JogoGroup], suit: int, v: int, wilds: tuple[int, ...]) -> JogoGroup:
    """Make the sequence group of ``suit`` for its 13-bit mask ``v`` (its 2 held once
    at most) and the curingas ``wilds``, and keep it in the suit's ``row``.

    ``_suit_jogos(suit, _position_mask(v), wilds, False)`` from the suit's runs and
    pairs for ``v`` kept in :data:`_RUNS_PAIRS` (whatever the curingas held)."""
    runs_pairs = _RUNS_PAIRS[suit].get(v)
    if runs_pairs is None:
        runs_pairs = _RUNS_PAIRS[suit][v] = _runs_pairs(suit, _position_mask(v))
    group = row[v] = JogoGroup(_with_wilds(*runs_pairs, wilds, False))
    return group


def _runs_pairs(suit: int, m: int) -> tuple[list[tuple[int, ...]], list[tuple[int, int]]]:
    """The 3-card natural runs of one suit from its position mask ``m``, and its pairs
    of codes at distance 1 then 2 (each sorted, the ace high first), which a curinga
    may complete."""
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
            a = base + p - 1  # cards.pos_code inline (p is 1..13); the ace high first
            pairs.append((base, a) if p + dist == 14 else (a, a + dist))
    return runs, pairs


# ------------------------------------------------------------------ sets

#: The set groups per index of the curingas a set may take (0: none) and per rank,
#: keyed by the rank's codes held once, twice and three times (``masks.RANK_COUNTS``
#: shifted by the rank). Shared: never change one.
_SET_ROWS: list[list[dict[int, JogoGroup]]] = [[{} for _ in range(13)] for _ in range(32)]
_SET_ROW_LIMIT = 20_000


def _bits_table(width: int) -> list[tuple[int, ...]]:
    """The bits set in each mask of ``width`` bits, ascending: each row is its lowest
    bit before the row of the mask without it (built once at import, so built cheaply)."""
    rows: list[tuple[int, ...]] = [()]
    for v in range(1, 1 << width):
        rows.append(((v & -v).bit_length() - 1, *rows[v & (v - 1)]))
    return rows


#: The bits set in each 13-bit mask, ascending.
_BITS_OF = _bits_table(13)


def _loose_sets(
    hand: list[int],
    ranks: int,
    by_rank: list[dict[int, JogoGroup]],
    counts: int,
    wilds: tuple[int, ...],
    ordered: bool,
    loose: int,
) -> list[JogoGroup]:
    """The set groups of the ``ranks`` (a 13-bit mask) of a hand not wholly sorted:
    a rank whose cards may be out of order (every rank where not ``ordered``, else
    ``loose``) has its sets built, not memoised; the others come from ``by_rank``."""
    groups: list[JogoGroup] = []
    for rank in _BITS_OF[ranks]:
        if ordered and rank != loose:
            group = _rank_group(hand, rank, by_rank, counts, wilds)
        else:
            group = JogoGroup(_set_jogos(_rank_cards(hand, rank), wilds))
        groups.append(group)
    return groups


def _rank_group(
    hand: list[int],
    rank: int,
    by_rank: list[dict[int, JogoGroup]],
    counts: int,
    wilds: tuple[int, ...],
) -> JogoGroup:
    """The set group of ``rank`` of a sorted ``hand`` (with the curingas ``wilds``)
    from the rank's memo in ``by_rank``, keyed by the rank's codes held once, twice,
    three times (``counts``: the hand's masks); made and kept when not there yet."""
    memo = by_rank[rank]
    key = counts >> rank & RANK_COUNTS
    group = memo.get(key)
    if group is None:
        if len(memo) >= _SET_ROW_LIMIT:
            memo.clear()
        group = memo[key] = JogoGroup(_set_jogos(_rank_cards(hand, rank), wilds))
    return group


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


# ------------------------------------------------------------------ curingas

_TRIOS: dict[tuple[int, tuple[int, ...]], JogoGroup] = {}


def curinga_trios(hand: list[int], rules: Rules) -> JogoGroup | None:
    """The valid 3-card jogos of curingas only among the curingas of ``hand``
    (rioplatense: ``rules.jogos_de_curingas``), memoised; None where it holds fewer
    than three."""
    pool = tuple(sorted(filter(WILD.__getitem__, hand)))
    if len(pool) < 3:
        return None
    trios = _TRIOS.get((rules.meld_key, pool))
    return trios if trios is not None else _wild_trios(pool, rules)


def _wild_trios(pool: tuple[int, ...], rules: Rules) -> JogoGroup:
    """The valid 3-card jogos of curingas among the (sorted) curingas held; memoised."""
    trios = dict.fromkeys(combinations(pool, 3))  # distinct, in order
    if len(_TRIOS) > 20_000:
        _TRIOS.clear()
    valid = _TRIOS[(rules.meld_key, pool)] = JogoGroup(
        [t for t in trios if judge_codes(t, rules).ok]
    )
    return valid


def clear_memos() -> None:
    """Forget every memoised group (tests check the memo against fresh answers)."""
    _GROUPS.clear()
    _TRIOS.clear()
    for runs_pairs in _RUNS_PAIRS:
        runs_pairs.clear()
    for by_rank in _SEQ_ROWS + _SET_ROWS:
        for memo in by_rank:
            memo.clear()

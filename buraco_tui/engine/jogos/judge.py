"""Judging cards as one jogo: is this set of cards a valid meld, and how does it
lie on the table?

:func:`check_meld` judges cards in any order and picks the engine's own best
arrangement: the cleanest first (no curinga when the cards allow it, a 2 of the
suit natural in its place), then the biggest canastra. Encostar is judged the
same way on the union of the jogo and the new cards, so a curinga moves and a
suja can turn limpa. Verdicts are memoised per set of cards and rules
(:func:`judge_codes`); :func:`judge_plus` lays a jogo grown by one card out from
the jogo's own arrangement where it can.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable

from ..table.cards import CARDS, JOKER, WILD, Card, parse_cards
from ..table.rules import Rules
from .meld import (
    ASES_LIMPA,
    ASES_SUJA,
    C500,
    C1000,
    CANASTRA_MIN,
    CURINGAS,
    LIMPA,
    SEQ,
    SET,
    SUJA,
    WILDS,
    MeldCheck,
    failure,
    made,
)


def _seq_arrangement(
    naturals: list[int], wild: int | None, suit: int
) -> tuple[list[int], int, int, int] | None:
    """Place natural cards (all of ``suit``) plus an optional curinga.

    Returns (codes in table order, wild index, low, high) or None. Aces may go
    low (1) or high (14); the 2 of the suit only at 2.
    """
    aces = 0
    positions: list[int] = []
    for c in naturals:
        r = c % 13 + 1
        if r == 1:
            aces += 1
        else:
            positions.append(r)
    if aces > 2:
        return None
    options: list[list[int]]
    if aces == 0:
        options = [positions]
    elif aces == 2:
        options = [positions + [1, 14]]
    else:
        options = [positions + [1], positions + [14]]
    best = None
    for pos in options:
        pos = sorted(pos)
        n = len(pos)
        if n == 0:
            continue
        if len(set(pos)) != n:  # a position twice
            continue
        lo, hi = pos[0], pos[-1]
        gaps = hi - lo + 1 - n
        if wild is None:
            if gaps:
                continue
            wpos = -1
        else:
            if gaps > 1:
                continue
            if gaps == 1:
                wpos = next(p for p in range(lo, hi + 1) if p not in pos)
            elif hi < 14:
                wpos = hi + 1
            elif lo > 1:
                wpos = lo - 1
            else:
                continue
        if n + (wild is not None) < 3:
            continue
        order = list(pos)
        if wpos >= 0:
            order.append(wpos)
            order.sort()
        codes: list[int] = []
        widx = -1
        for i, p in enumerate(order):
            if p == wpos and wild is not None:
                codes.append(wild)
                widx = i
            else:
                codes.append(suit * 13 + (0 if p in (1, 14) else p - 1))
        cand = (codes, widx, order[0], order[-1])
        if best is None:
            best = cand
    return best


def _check_sequence(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    jokers = codes.count(JOKER)
    if jokers > 1:
        return failure("curingas_demais")
    # one pass (a plain loop: cheaper than comprehensions on a few cards)
    others: list[int] = []
    twos: list[int] = []
    suit = -1
    mixed = False
    for c in codes:
        if c == JOKER:
            continue
        if c % 13 == 1:
            twos.append(c)
        else:
            others.append(c)
            if suit < 0:
                suit = c // 13
            elif c // 13 != suit:
                mixed = True
    if mixed:
        return failure("naipes_misturados")
    if suit < 0:
        if not twos:
            return failure("sem_naturais")
        suit = twos[0] // 13
        for c in twos:
            if c // 13 != suit:
                return failure("sem_naturais")
    off_twos: list[int] = []
    own_twos: list[int] = []
    for c in twos:
        if c // 13 == suit:
            own_twos.append(c)
        else:
            off_twos.append(c)
    # (curinga, naturals) choices, cleanest first; at most one curinga.
    choices: list[tuple[int | None, list[int]]]
    if jokers:
        if off_twos:
            return failure("curingas_demais")
        choices = [(JOKER, others + own_twos)]
    elif len(off_twos) > 1:
        return failure("curingas_demais")
    elif off_twos:
        choices = [(off_twos[0], others + own_twos)]
    else:
        choices = [(None, others + own_twos)]
        if own_twos:
            choices.append((own_twos[0], others + own_twos[1:]))
    if len(own_twos) > 2:
        return failure("curingas_demais")
    best = None
    for wild, naturals in choices:
        best = _seq_arrangement(naturals, wild, suit)
        if best is not None:
            break
    if best is None:
        return failure(_why_not_sequence(others, suit, bool(jokers or off_twos or own_twos)))
    order, widx, lo, hi = best
    n = len(order)
    clean = widx < 0
    canastra = None
    if n >= CANASTRA_MIN:
        if clean:
            canastra = LIMPA
            if rules.canastras_especiais:
                if n == 14:
                    canastra = C1000
                elif n == 13:  # always ace to king's cards (decision 28)
                    canastra = C500
        else:
            canastra = SUJA
    cards, points = _laid_out(order, widx, rules)
    return made(cards, widx, SEQ, canastra, points, suit, lo, hi)


def _laid_out(order: list[int], widx: int, rules: Rules) -> tuple[list[Card], int]:
    """The cards of a valid jogo laid out in ``order`` (curinga at ``widx``), and
    their points under ``rules``."""
    values = rules.values
    points = 0
    cards = []
    for c in order:  # plain loop: cheaper than a generator and a comprehension
        points += values[c]
        cards.append(CARDS[c])
    if widx >= 0 and order[widx] != JOKER:  # a 2 standing as curinga
        points += rules.valor_curinga_2 - values[order[widx]]
    return cards, points


def _why_not_sequence(others: list[int], suit: int, wild: bool) -> str:
    """Why naturals ``others`` (and a curinga when ``wild``) make no sequence of ``suit``."""
    ranks = [c % 13 + 1 for c in others]
    non_ace = [r for r in ranks if r != 1]
    if len(set(non_ace)) != len(non_ace) or ranks.count(1) > 2:
        return "carta_repetida"
    if 1 in ranks and 13 in ranks and 3 in ranks:
        return "nao_da_volta"
    return "sequencia_com_buraco" if wild else "sequencia_falta_carta"


def _split(codes: tuple[int, ...]) -> tuple[list[int], list[int], bool]:
    """The naturals and the curingas of ``codes`` (in its order), and whether the
    naturals are all of one rank (one plain loop: cheaper than comprehensions)."""
    naturals: list[int] = []
    wilds: list[int] = []
    rank = -1
    one_rank = True
    for c in codes:
        if c == JOKER:
            wilds.append(c)
            continue
        r = c % 13
        if r == 1:
            wilds.append(c)
            continue
        naturals.append(c)
        if rank < 0:
            rank = r
        elif r != rank:
            one_rank = False
    return naturals, wilds, one_rank


def _check_set(
    codes: tuple[int, ...],
    rules: Rules,
    split: tuple[list[int], list[int], bool] | None = None,
) -> MeldCheck | str:
    """A trinca: 3+ of one rank (not 2), at least two naturals, at most one curinga.

    ``split``: :func:`_split` of ``codes`` when already known."""
    naturals, wilds, one_rank = _split(codes) if split is None else split
    if not naturals:
        return "trinca_de_2"
    if not one_rank:
        return "naipes_misturados"
    if wilds and not rules.curinga_em_trinca:
        return "trinca_sem_curinga"
    if len(wilds) > 1:
        return "curingas_demais"
    if len(naturals) < 2:
        return "sem_naturais"
    order = sorted(naturals) + wilds
    n = len(order)
    clean = not wilds
    canastra = (LIMPA if clean else SUJA) if n >= CANASTRA_MIN else None
    if canastra and rules.canastras_rioplatenses and naturals[0] % 13 == 0:
        canastra = ASES_LIMPA if clean else ASES_SUJA
    widx = n - 1 if wilds else -1
    cards, points = _laid_out(order, widx, rules)
    return made(cards, widx, SET, canastra, points)


def _check_wilds(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    """A jogo of curingas only (rioplatense): 2s and jokers, any number of them."""
    canastra = CURINGAS if len(codes) >= CANASTRA_MIN else None
    cards, points = _laid_out(sorted(codes), -1, rules)
    return made(cards, -1, WILDS, canastra, points)


def _judge(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    if len(codes) < 3:
        return failure("poucas_cartas")
    if not rules.curingas_de_papel and JOKER in codes:
        return failure("sem_curinga_de_papel")
    if len(codes) > 14:
        return failure("sequencia_longa")
    if rules.max_jogo and len(codes) > rules.max_jogo:
        return failure("jogo_cheio")
    seq = _check_sequence(codes, rules)
    if seq.ok:
        return seq
    split = _split(codes)
    naturals = split[0]
    if not naturals and rules.jogos_de_curingas:
        return _check_wilds(codes, rules)
    same_rank = len(naturals) >= 2 and split[2]
    if rules.trincas:
        result = _check_set(codes, rules, split)
        if isinstance(result, MeldCheck):
            return result
        if same_rank or not naturals:
            return failure(result)
        return seq
    if same_rank:
        return failure("trinca_proibida")
    return seq


_CACHE: dict[tuple[int, tuple[int, ...]], MeldCheck] = {}
_CACHE_LIMIT = 300_000


def judge_plus(
    meld: MeldCheck, codes: tuple[int, ...], card: int, grown: tuple[int, ...], rules: Rules
) -> MeldCheck:
    """``judge_codes(grown, rules)`` for the valid jogo ``meld`` (of sorted ``codes``)
    plus ``card``, ``grown`` being their sorted codes (memoised with judge_codes).

    A natural card at either end of a clean sequence without an ace, or of a trinca's
    rank, is laid out from the jogo's own arrangement (:func:`_grown`: the verdict
    judging gives, without judging); any other card is judged.
    """
    key = (rules.meld_key, grown)
    check = _CACHE.get(key)
    if check is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        check = _grown(meld, card, len(grown), rules) if meld.ok else None
        if check is None:
            check = _judge(grown, rules)
        _CACHE[key] = check
    return check


def _grown(meld: MeldCheck, card: int, n: int, rules: Rules) -> MeldCheck | None:
    """The verdict on the valid jogo ``meld`` plus the natural ``card`` (``n`` cards in
    all), laid out from ``meld``'s arrangement; None where judging is needed.

    A clean sequence without an ace (positions 2..13) takes a card of its suit at
    either end: still clean, the card first or last (an ace might move, so not with
    one; a curinga might move, so only clean), at most 12 cards (no 500/1000). A
    trinca takes a natural of its rank: its naturals sorted, then its curinga (as
    ``_check_set`` lays it out); two naturals of one rank never make a sequence.
    """
    if WILD[card] or n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return None
    r = card % 13
    kind = meld.kind
    cards = meld.cards
    if kind == SEQ:
        if meld.wild_index >= 0 or r == 0 or card // 13 != meld.suit:
            return None
        low, high = meld.low, meld.high
        if low == 1 or high == 14:
            return None
        p = r + 1
        if p == high + 1:
            grown = cards + [CARDS[card]]
            high = p
        elif p == low - 1:
            grown = [CARDS[card]] + cards
            low = p
        else:
            return None
        canastra = LIMPA if n >= CANASTRA_MIN else None
        return made(
            grown, -1, SEQ, canastra, meld.points + rules.values[card], meld.suit, low, high
        )
    if kind == SET and rules.trincas:
        if r == 0 or r != cards[0] % 13:
            return None
        widx = meld.wild_index
        naturals = [int(c) for c in (cards[:widx] if widx >= 0 else cards)]
        insort(naturals, card)
        grown = [CARDS[c] for c in naturals]
        if widx >= 0:
            grown.append(cards[widx])
            widx += 1
        canastra = None
        if n >= CANASTRA_MIN:
            canastra = LIMPA if widx < 0 else SUJA
            if rules.canastras_rioplatenses and r == 0:
                canastra = ASES_LIMPA if widx < 0 else ASES_SUJA
        return made(grown, widx, SET, canastra, meld.points + rules.values[card])
    return None


def judge_codes(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    """:func:`check_meld` on a *sorted* tuple of card codes (memoised)."""
    key = (rules.meld_key, codes)
    check = _CACHE.get(key)
    if check is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        check = _CACHE[key] = _judge(codes, rules)
    return check


def check_meld(cards: Iterable[int | str] | str, rules: Rules) -> MeldCheck:
    """Judge ``cards`` as one jogo under ``rules``, in whatever order given.

    Returns a :class:`MeldCheck` with the engine's best arrangement (cleanest
    first); ``ok`` is False with a ``reason`` a player understands otherwise.
    Unreadable card text raises ``ValueError``.
    """
    codes = tuple(sorted(int(c) for c in parse_cards(cards)))
    return judge_codes(codes, rules)

"""One jogo: is this set of cards a valid meld, and how does it lie on the table?

:func:`check_meld` judges cards in any order and picks the engine's own best
arrangement: the cleanest first (no curinga when the cards allow it, a 2 of the
suit natural in its place), then the biggest canastra. Encostar is judged the
same way on the union of the jogo and the new cards, so a curinga moves and a
suja can turn limpa.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, cast

from .cards import BIT, CARDS, JOKER, Card, parse_cards
from .reasons import message
from .rules import Rules

LIMPA = "limpa"
SUJA = "suja"
C500 = "500"
C1000 = "1000"
ASES_LIMPA = "ases-limpa"
ASES_SUJA = "ases-suja"
CURINGAS = "curingas"
CANASTRA_BONUS = {
    LIMPA: 200,
    SUJA: 100,
    C500: 500,
    C1000: 1000,
    ASES_LIMPA: 500,
    ASES_SUJA: 200,
    CURINGAS: 1500,
}
CANASTRA_MIN = 7

SEQ = "sequencia"
SET = "trinca"
WILDS = "curingas"  # a jogo of curingas only (rioplatense)


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The verdict on one jogo, and its table arrangement when valid."""

    ok: bool
    reason: str = ""
    clean: bool = False
    canastra: str | None = None
    points: int = 0
    bonus: int = 0
    cards: list[Card] = field(default_factory=list)
    #: Stable refusal code (empty when ok).
    code: str = ""
    #: ``"sequencia"`` or ``"trinca"`` when ok.
    kind: str = ""
    #: Index in :attr:`cards` of the curinga, or -1 when clean.
    wild_index: int = -1
    #: For a sequence: the suit, and the positions (1..14, ace high is 14) it spans.
    suit: int = -1
    low: int = 0
    high: int = 0
    #: Memo of :func:`fits_of` (the verdict objects are shared and immutable).
    fits: frozenset[int] | None = field(default=None, compare=False, repr=False)
    #: Memo of :func:`fit_candidates`: the cards worth judging.
    candidates: frozenset[int] | None = field(default=None, compare=False, repr=False)
    #: Memo of :func:`fit_mask`, masks of card codes (``cards.BIT``): the candidates
    #: (-1 until known), those judged so far, those judged to fit, the candidates
    #: not judged yet (-1 until known), and the last two in one mask for the
    #: suggestions' test (those judged to fit, those not judged yet 53 bits up; -1
    #: until known).
    fit: list[int] = field(default_factory=lambda: [-1, 0, 0, -1, -1], compare=False, repr=False)

    def reason_in(self, lang: str = "pt") -> str:
        """The refusal sentence in ``lang``."""
        return message(self.code, lang) if self.code else ""

    @property
    def size(self) -> int:
        """Number of cards in the jogo."""
        return len(self.cards)

    def to_data(self) -> dict[str, Any]:
        """Plain JSON data, cards as text."""
        return {
            "cards": [str(c) for c in self.cards],
            "clean": self.clean,
            "canastra": self.canastra,
            "points": self.points,
            "bonus": self.bonus,
            "kind": self.kind,
            "wild": self.wild_index,
        }


def _fail(code: str) -> MeldCheck:
    return MeldCheck(ok=False, reason=message(code), code=code)


_FAILS: dict[str, MeldCheck] = {}


def _failure(code: str) -> MeldCheck:
    check = _FAILS.get(code)
    if check is None:
        check = _FAILS[code] = _fail(code)
    return check


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
        return _failure("curingas_demais")
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
        return _failure("naipes_misturados")
    if suit < 0:
        if not twos:
            return _failure("sem_naturais")
        suit = twos[0] // 13
        for c in twos:
            if c // 13 != suit:
                return _failure("sem_naturais")
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
            return _failure("curingas_demais")
        choices = [(JOKER, others + own_twos)]
    elif len(off_twos) > 1:
        return _failure("curingas_demais")
    elif off_twos:
        choices = [(off_twos[0], others + own_twos)]
    else:
        choices = [(None, others + own_twos)]
        if own_twos:
            choices.append((own_twos[0], others + own_twos[1:]))
    if len(own_twos) > 2:
        return _failure("curingas_demais")
    best = None
    for wild, naturals in choices:
        best = _seq_arrangement(naturals, wild, suit)
        if best is not None:
            break
    if best is None:
        return _failure(_why_not_sequence(others, suit))
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
    return _valid(order, widx, SEQ, canastra, rules, suit=suit, low=lo, high=hi)


def _valid(
    order: list[int],
    widx: int,
    kind: str,
    canastra: str | None,
    rules: Rules,
    suit: int = -1,
    low: int = 0,
    high: int = 0,
) -> MeldCheck:
    """The verdict on a valid jogo laid out in ``order`` (curinga at ``widx``)."""
    values = rules.values
    points = 0
    cards = []
    for c in order:  # plain loop: cheaper than a generator and a comprehension
        points += values[c]
        cards.append(CARDS[c])
    if widx >= 0 and order[widx] != JOKER:  # a 2 standing as curinga
        points += rules.valor_curinga_2 - values[order[widx]]
    return _made(cards, widx, kind, canastra, points, suit, low, high)


def _made(
    cards: list[Card],
    widx: int,
    kind: str,
    canastra: str | None,
    points: int,
    suit: int = -1,
    low: int = 0,
    high: int = 0,
) -> MeldCheck:
    """The verdict on a valid jogo of ``cards`` in table order worth ``points``."""
    # MeldCheck(ok=True, ...) by its slots: the frozen dataclass's __init__ costs a
    # call of object.__setattr__ per field (the same values, a third of the cost)
    check = _new(MeldCheck)
    _set_ok(check, True)
    _set_reason(check, "")
    _set_clean(check, widx < 0)
    _set_canastra(check, canastra)
    _set_points(check, points)
    _set_bonus(check, CANASTRA_BONUS[canastra] if canastra else 0)
    _set_cards(check, cards)
    _set_code(check, "")
    _set_kind(check, kind)
    _set_wild_index(check, widx)
    _set_suit(check, suit)
    _set_low(check, low)
    _set_high(check, high)
    _set_fits(check, None)
    _set_candidates(check, None)
    _set_fit(check, [-1, 0, 0, -1, -1])
    return check


_new = object.__new__


def _setter(name: str) -> Callable[[MeldCheck, Any], None]:
    """The setter of MeldCheck's slot ``name`` (bypasses the frozen ``__setattr__``)."""
    return cast("Callable[[MeldCheck, Any], None]", getattr(MeldCheck, name).__set__)


#: The slot setters :func:`_valid` uses (a test checks that it sets every field).
_set_ok = _setter("ok")
_set_reason = _setter("reason")
_set_clean = _setter("clean")
_set_canastra = _setter("canastra")
_set_points = _setter("points")
_set_bonus = _setter("bonus")
_set_cards = _setter("cards")
_set_code = _setter("code")
_set_kind = _setter("kind")
_set_wild_index = _setter("wild_index")
_set_suit = _setter("suit")
_set_low = _setter("low")
_set_high = _setter("high")
_set_fits = _setter("fits")
_set_candidates = _setter("candidates")
_set_fit = _setter("fit")


def _why_not_sequence(others: list[int], suit: int) -> str:
    ranks = [c % 13 + 1 for c in others]
    non_ace = [r for r in ranks if r != 1]
    if len(set(non_ace)) != len(non_ace) or ranks.count(1) > 2:
        return "carta_repetida"
    if 1 in ranks and 13 in ranks and 3 in ranks:
        return "nao_da_volta"
    return "sequencia_com_buraco"


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
    return _valid(order, n - 1 if wilds else -1, SET, canastra, rules)


def _check_wilds(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    """A jogo of curingas only (rioplatense): 2s and jokers, any number of them."""
    canastra = CURINGAS if len(codes) >= CANASTRA_MIN else None
    return _valid(sorted(codes), -1, WILDS, canastra, rules)


def _judge(codes: tuple[int, ...], rules: Rules) -> MeldCheck:
    if len(codes) < 3:
        return _failure("poucas_cartas")
    if not rules.curingas_de_papel and JOKER in codes:
        return _failure("sem_curinga_de_papel")
    if len(codes) > 14:
        return _failure("sequencia_longa")
    if rules.max_jogo and len(codes) > rules.max_jogo:
        return _failure("jogo_cheio")
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
            return _failure(result)
        return seq
    if same_rank:
        return _failure("trinca_proibida")
    return seq


def _arranges(p: int, aces: int, wild: bool) -> bool:
    """Whether natural cards at positions ``p`` (a mask of 2..13) plus ``aces`` aces
    (at 1 or 14) and, if ``wild``, one curinga make a sequence (``_seq_arrangement``)."""
    if aces > 2:
        return False
    if aces == 0:
        options: tuple[int, ...] = (p,)
    elif aces == 2:
        options = (p | 1 << 1 | 1 << 14,)
    else:
        options = (p | 1 << 1, p | 1 << 14)
    for m in options:
        n = m.bit_count()
        if n == 0:
            continue
        lo = (m & -m).bit_length() - 1
        hi = m.bit_length() - 1
        gaps = hi - lo + 1 - n
        if not wild:
            if gaps == 0 and n >= 3:
                return True
        elif (gaps == 1 or (gaps == 0 and (hi < 14 or lo > 1))) and n >= 2:
            return True
    return False


def _sequence_ok(codes: tuple[int, ...], jokers: int) -> bool:
    """Whether ``_check_sequence`` accepts ``codes`` (any order), without arranging them."""
    if jokers > 1:
        return False
    suit = -1
    p = aces = 0
    twos: list[int] = []
    for c in codes:
        if c == JOKER:
            continue
        r = c % 13
        if r == 1:
            twos.append(c)
            continue
        if suit < 0:
            suit = c // 13
        elif c // 13 != suit:
            return False
        if r == 0:
            aces += 1
        else:
            bit = 1 << (r + 1)
            if p & bit:
                return False  # the same natural twice
            p |= bit
    own = off = 0  # plain loops: a generator costs more than these few cards
    if suit < 0:
        if not twos:
            return False
        suit = twos[0] // 13
        for t in twos:
            if t // 13 != suit:
                return False
        own = len(twos)
    else:
        for t in twos:
            if t // 13 == suit:
                own += 1
            else:
                off += 1
    return _sequence_decides(p, aces, own, off, jokers)


def _sequence_decides(p: int, aces: int, own: int, off: int, jokers: int) -> bool:
    """The end of :func:`_sequence_ok`, from its reading of the cards: the positions
    ``p`` (a mask of 3..13) of the naturals, the ``aces``, the suit's own 2s, the 2s of
    other suits (``off``) and the ``jokers``."""
    if jokers > 1 or own > 2 or (jokers and off) or off > 1:
        return False
    if jokers or off:  # the curinga is the joker or the other suit's 2
        return own < 2 and _arranges(p | (4 if own else 0), aces, True)
    if own < 2 and _arranges(p | (4 if own else 0), aces, False):
        return True
    # one of the suit's own 2s as the curinga, the other (if any) natural
    return own > 0 and _arranges(p | (4 if own == 2 else 0), aces, True)


def _sequence_fits(codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of the valid sequence of ``codes`` plus each card of mask
    ``cards``, as a mask: the sequence's cards are read once (suit, positions, aces,
    2s, jokers, as :func:`_sequence_ok` reads them) and each card is added to that
    reading. A sequence plus one card is never a trinca (its naturals are of several
    ranks, or it holds two curingas) nor a jogo of curingas only (it holds a natural)."""
    n = len(codes) + 1
    if n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return 0  # a full jogo takes no more cards
    reading = _READINGS.get(codes)
    if reading is None:
        if len(_READINGS) >= _READINGS_LIMIT:
            _READINGS.clear()
        reading = _READINGS[codes] = _read_sequence(codes)
    if not reading:  # not a sequence: judged card by card
        return _judged_fits(codes, cards, rules)
    suit, p, aces, jokers, own, off = reading
    if jokers and not rules.curingas_de_papel:
        return _judged_fits(codes, cards, rules)
    ok = 0
    while cards:
        low = cards & -cards
        cards ^= low
        c = low.bit_length() - 1
        if c == JOKER:
            if rules.curingas_de_papel and _sequence_decides(p, aces, own, off, jokers + 1):
                ok |= low
        elif c % 13 == 1:
            if c // 13 == suit:
                if _sequence_decides(p, aces, own + 1, off, jokers):
                    ok |= low
            elif _sequence_decides(p, aces, own, off + 1, jokers):
                ok |= low
        elif c // 13 == suit:
            r = c % 13
            if r == 0:
                if _sequence_decides(p, aces + 1, own, off, jokers):
                    ok |= low
            else:
                bit = 1 << (r + 1)
                if not p & bit and _sequence_decides(p | bit, aces, own, off, jokers):
                    ok |= low
    return ok


#: :func:`_read_sequence` of the codes of each jogo asked (memo: a jogo is asked
#: again as new cards come to the hand).
_READINGS: dict[tuple[int, ...], tuple[int, ...]] = {}
_READINGS_LIMIT = 100_000


def _read_sequence(codes: tuple[int, ...]) -> tuple[int, ...]:
    """The reading of a sequence's ``codes`` as :func:`_sequence_ok` reads them: its
    suit, the positions mask of its naturals (3..13), its aces, jokers, own 2s and
    other suits' 2s; ``()`` when the naturals are not of one suit, or one twice."""
    suit = -1
    p = aces = jokers = own = off = 0
    twos: list[int] = []
    for c in codes:
        if c == JOKER:
            jokers += 1
            continue
        r = c % 13
        if r == 1:
            twos.append(c)
            continue
        if suit < 0:
            suit = c // 13
        elif c // 13 != suit:
            return ()
        if r == 0:
            aces += 1
        else:
            bit = 1 << (r + 1)
            if p & bit:
                return ()
            p |= bit
    if suit < 0:
        return ()
    for t in twos:
        if t // 13 == suit:
            own += 1
        else:
            off += 1
    return (suit, p, aces, jokers, own, off)


def _judged_fits(codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of ``codes`` plus each card of mask ``cards``, as a mask."""
    ok = 0
    while cards:
        low = cards & -cards
        cards ^= low
        if valid_codes(codes + (low.bit_length() - 1,), rules):
            ok |= low
    return ok


def valid_codes(codes: tuple[int, ...], rules: Rules) -> bool:
    """``judge_codes(tuple(sorted(codes)), rules).ok`` worked out without the
    arrangement (cheaper: asking whether a card fits a jogo needs only this)."""
    n = len(codes)
    if n < 3 or n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return False
    jokers = codes.count(JOKER)
    if jokers and not rules.curingas_de_papel:
        return False
    if _sequence_ok(codes, jokers):
        return True
    rank = -1
    naturals = 0
    for c in codes:  # one pass: the naturals, all of one rank?
        if c == JOKER:
            continue
        r = c % 13
        if r == 1:
            continue
        if rank < 0:
            rank = r
        elif r != rank:
            return False  # naturals of two ranks: neither a set nor curingas only
        naturals += 1
    if not naturals:
        return rules.jogos_de_curingas
    if not rules.trincas:
        return False
    wilds = n - naturals
    return (not wilds or rules.curinga_em_trinca) and wilds <= 1 and naturals >= 2


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
    r = card % 13
    if card == JOKER or r == 1 or n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return None
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
        return _made(
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
        return _made(grown, widx, SET, canastra, meld.points + rules.values[card])
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


def fits_of(meld: MeldCheck, rules: Rules) -> frozenset[int]:
    """Every card code that may be put alone on this jogo.

    Memoised on the verdict itself: :func:`judge_codes` hands out one shared
    verdict per set of cards and rules flags.
    """
    fits = meld.fits
    if fits is not None:
        return fits
    codes = tuple(sorted(int(c) for c in meld.cards))
    fits = frozenset(fitting(meld, codes, fit_candidates(meld, rules), rules))
    object.__setattr__(meld, "fits", fits)
    return fits


def fit_candidates(meld: MeldCheck, rules: Rules) -> frozenset[int]:
    """The cards that might go alone on this jogo (to be judged): the curingas, and
    the naturals next to a sequence (two places, a curinga may move) or of a set's rank."""
    candidates = meld.candidates
    if candidates is not None:
        return candidates
    found: list[int] = [JOKER] if rules.curingas_de_papel else []
    found += [s * 13 + 1 for s in range(4)]  # the 2s
    if rules.max_jogo and len(meld.cards) >= rules.max_jogo:
        found = []  # a full jogo takes no more cards
    elif meld.kind == SEQ:
        suit = meld.suit
        for p in range(max(1, meld.low - 2), min(14, meld.high + 2) + 1):
            if p != 2:
                found.append(suit * 13 + (0 if p == 14 else p - 1))
    else:
        rank = meld.cards[0] % 13
        found += [s * 13 + rank for s in range(4)]
    candidates = frozenset(found)
    object.__setattr__(meld, "candidates", candidates)
    return candidates


#: The four 2s, and one rank's four codes (at rank 0), as masks of card codes.
_TWOS = BIT[1] | BIT[14] | BIT[27] | BIT[40]
_RANK_CODES = BIT[0] | BIT[13] | BIT[26] | BIT[39]


def _candidate_mask(meld: MeldCheck, rules: Rules) -> int:
    """:func:`fit_candidates` as a mask of card codes, worked out from the jogo's
    layout with bit operations (no set is built)."""
    if rules.max_jogo and len(meld.cards) >= rules.max_jogo:
        return 0  # a full jogo takes no more cards
    found = _TWOS | BIT[JOKER] if rules.curingas_de_papel else _TWOS
    if meld.kind == SEQ:
        lo = max(1, meld.low - 2)
        hi = min(14, meld.high + 2)
        span = ((1 << (hi - lo + 1)) - 1) << lo  # positions lo..hi
        # position p is code bit p - 1 of the suit (2..13), the ace at 1 and at 14 bit 0
        # (position 2, the suit's 2, is among the 2s already)
        return found | ((span >> 1 & 0x1FFF) | span >> 14) << meld.suit * 13
    return found | _RANK_CODES << meld.cards[0] % 13


def fit_mask(meld: MeldCheck, codes: tuple[int, ...], held: int, rules: Rules) -> int:
    """The cards of mask ``held`` that may be put alone on the jogo ``meld`` of
    ``codes`` (sorted), as a mask. Each card's verdict is memoised on the jogo
    (:attr:`MeldCheck.fit`), so a hand only pays for the cards it holds, once."""
    memo = meld.fit
    cand = memo[0]
    if cand < 0:
        cand = memo[0] = memo[3] = _candidate_mask(meld, rules)
        memo[4] = memo[2] | cand << 53
    hits = cand & held
    unknown = hits & ~memo[1]
    if unknown:
        memo[1] |= unknown
        memo[3] = cand & ~memo[1]
        kind = meld.kind
        if kind == SEQ:
            ok = _sequence_fits(codes, unknown, rules)
        elif kind == SET:
            ok = _trinca_fits(meld, codes, unknown, rules)
        else:
            ok = _judged_fits(codes, unknown, rules)
        memo[2] |= ok
        memo[4] = memo[2] | memo[3] << 53
    return hits & memo[2]


def _trinca_fits(meld: MeldCheck, codes: tuple[int, ...], cards: int, rules: Rules) -> int:
    """:func:`valid_codes` of the valid trinca ``meld`` (of ``codes``) plus each card of
    mask ``cards``, as a mask, without judging: a natural of its rank keeps it a trinca;
    a curinga makes one only where the trinca has none and the table allows it; two
    naturals of one rank never make a sequence (docs/rules.md §2). Other cards are judged."""
    n = len(codes) + 1
    if n > 14 or (rules.max_jogo and n > rules.max_jogo):
        return 0  # a full jogo takes no more cards
    rank = int(meld.cards[0]) % 13  # the naturals come first
    wild_ok = meld.wild_index < 0 and rules.curinga_em_trinca
    ok = 0
    while cards:
        low = cards & -cards
        cards ^= low
        c = low.bit_length() - 1
        if c == JOKER:
            fits = wild_ok and rules.curingas_de_papel
        elif c % 13 == 1:
            fits = wild_ok
        elif c % 13 == rank:
            fits = True
        else:
            fits = valid_codes(codes + (c,), rules)
        if fits:
            ok |= low
    return ok


def fitting(
    meld: MeldCheck, codes: tuple[int, ...], cards: Iterable[int], rules: Rules
) -> list[int]:
    """The cards among ``cards`` that may be put alone on the jogo ``meld`` of
    ``codes`` (sorted), sorted (:func:`fit_mask`)."""
    ok = fit_mask(meld, codes, sum(BIT[c] for c in set(cards)), rules)
    return [c for c in sorted(set(cards)) if ok >> c & 1]

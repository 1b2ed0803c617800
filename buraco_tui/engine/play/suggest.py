"""The suggestions: every legal action of the seat to act, and the time-out move.

``legal_actions`` lists what the checks of ``legal.py`` allow, as shared
read-only dicts (:class:`~buraco_tui.engine.table.protocol.Suggestion`), in an order
that depends only on the state.
"""

from __future__ import annotations

from typing import Any

from ..jogos.finder import jogos_with
from ..jogos.fits import fit_mask
from ..jogos.groups import WILDS_HELD, jogo_groups
from ..jogos.judge import judge_codes
from ..jogos.masks import ALL, NATURALS, SUIT, SUIT_NATURALS, WILDS
from ..jogos.opening import closed_openings, vulneravel_opening
from ..state.match_state import COMPRAR, MatchState
from ..table.cards import BIT, CARDS, JOKER, VALUES, WILD, cards_text, pos_code, positions
from ..table.protocol import (
    SUG_COMPRAR,
    SUG_DESCARTAR,
    SUG_PEGAR_LIXO,
    Suggestion,
    encostar_row,
)
from ..table.reasons import IllegalAction
from ..table.rules import Rules
from .legal import (
    has_batida_canastra,
    leave_refusal,
    must_open_big,
    must_take_lixo,
    remove,
)

_TEXT = [str(c) for c in CARDS]
_NOVA_MAO = Suggestion(acao="nova_mao")
_JOKER_BIT = BIT[JOKER]


def legal_actions(state: MatchState) -> list[dict[str, Any]]:
    """The suggestions of docs/rules.md §10.1 for the seat to act, as action dicts.

    The dicts are read-only and shared (:class:`Suggestion`); copy one with
    ``dict(action)`` to change it.

    Comprar, pegar o lixo (in a closed lixo: every way to use its top card
    with two hand cards or on a jogo), every allowed discard, every new
    3-card jogo, every 1-card encostar and, for a vulnerável side yet to
    open, an opening of several jogos reaching the minimum. Copies of a card
    count once. The order depends only on the state.
    """
    if state.match_over:
        return []
    if state.hand_over:
        return [_NOVA_MAO]
    seat = state.turn
    out: list[dict[str, Any]] = []
    if state.phase == COMPRAR:
        _comprar(out, state, seat)
        _pegar_lixo(out, state, seat)
        return out
    side = seat % state.sides
    hand = state._hands[seat]
    rules = state.rules
    counts = state._masks[seat]  # the codes held once, twice, three times (masks.py)
    held = counts & ALL
    parts = (held & SUIT, held >> 13 & SUIT, held >> 26 & SUIT, held >> 39 & SUIT)
    morto_ok = not state._morto_taken[side] and len(state._mortos) > 0
    if rules.vulneravel and must_open_big(state, side):
        _baixar_varios(out, state, side, hand)
    else:
        n = len(hand)
        unico = state._lixo_unico >= 0 and rules.proibe_descarte_do_lixo_unico
        # the cards held that are not curingas (copies count), counted only where a
        # table reads them (rioplatense: a lay-down keeps one; the jogos of curingas)
        nonwild = n
        if held & WILDS and (rules.guardar_nao_curinga or rules.jogos_de_curingas):
            for w in WILDS_HELD[held & WILDS][1]:  # cheaper than a pass over the hand
                nonwild -= hand.count(w)
        wide = n >= 5 or (morto_ok and not unico)
        _baixar(out, state, rules, side, hand, counts, parts, nonwild, wide)
        if state._melds[side]:
            tight = (n < 3 and not morto_ok) or (n == 2 and unico)
            _encostar(out, state, rules, side, hand, held, nonwild, tight)
    _descartar(out, state, rules, side, hand, parts, held, morto_ok)
    return out


def _comprar(out: list[Any], state: MatchState, seat: int) -> None:
    """Add comprar, while the monte lasts, unless the hand must take the lixo
    (``legal.must_take_lixo``, inline: rioplatense, no natural card held)."""
    if state._monte and not (
        state._lixo and state.rules.guardar_nao_curinga and not state._masks[seat] & NATURALS
    ):
        out.append(SUG_COMPRAR)


def _pegar_lixo(out: list[Any], state: MatchState, seat: int) -> None:
    """Add pegar o lixo: the whole of an open one, or each way to take a closed one."""
    if state._lixo:
        if state.rules.lixo_fechado:
            out += closed_lixo_options(state, seat)
        else:
            out.append(SUG_PEGAR_LIXO)


def _baixar_varios(out: list[Any], state: MatchState, side: int, hand: list[int]) -> None:
    """Add the vulnerável opening (several jogos reaching the minimum) when the hand
    has one whose lay-down may leave the hand."""
    rules = state.rules
    opening = vulneravel_opening(hand, rules)
    if opening is None:
        return
    left = remove(hand, [c for j in opening for c in j])
    checks = [judge_codes(j, rules) for j in opening]
    if leave_refusal(state, side, left, state._melds[side] + checks) is None:
        out.append({"acao": "baixar_varios", "jogos": [cards_text(j) for j in opening]})


def _baixar(
    out: list[Any],
    state: MatchState,
    rules: Rules,
    side: int,
    hand: list[int],
    counts: int,
    parts: tuple[int, int, int, int],
    nonwild: int,
    wide: bool,
) -> None:
    """Add every new 3-card jogo ``hand`` may lay down (its masks ``counts`` and suit
    masks ``parts``; ``nonwild`` as counted by :func:`legal_actions`).

    ``wide``: enough cards stay (or a morto is there to take) for any jogo to go
    down without judging what is left."""
    n = len(hand)
    # rioplatense: a lay-down must keep a non-curinga in hand
    guard = rules.guardar_nao_curinga
    groups = jogo_groups(hand, rules, counts, parts, n - nonwild)
    if wide and (not guard or n <= 3 or nonwild > 3):
        # the usual case: every new jogo may be laid down (a guarded hand of more
        # than three non-curingas keeps one whatever jogo of three goes down)
        for group in groups:
            out += group.sugs
        return
    melds_now = state._melds[side]
    for group in groups:
        for codes, sug in zip(group, group.sugs, strict=True):
            if guard and n > 3 and 3 - WILD[codes[0]] - WILD[codes[1]] - WILD[codes[2]] == nonwild:
                continue  # only curingas would be left (a new jogo has 3 cards)
            if wide or (
                leave_refusal(
                    state, side, remove(hand, codes), melds_now + [judge_codes(codes, rules)]
                )
                is None
            ):
                out.append(sug)


def _encostar(
    out: list[Any],
    state: MatchState,
    rules: Rules,
    side: int,
    hand: list[int],
    held: int,
    nonwild: int,
    tight: bool,
) -> None:
    """Add every card of ``hand`` (mask ``held``) that may go alone on one of the
    side's jogos, jogo by jogo. ``tight``: too few cards stay for a lay-down to go
    unjudged."""
    melds = state._melds[side]
    meld_codes = state._meld_codes[side]
    n = len(hand)
    lone = rules.guardar_nao_curinga and nonwild == 1 and n > 1  # the one must stay
    # each jogo's memo (fits.fit_mask) in one test: the hand mask twice, 53 bits
    # apart, against the cards judged to fit and those not judged yet
    held2 = held | held << 53
    # with no leave to judge, a jogo's suggestions are those of the cards it takes,
    # by the mask of them (_ENCOSTAR_BY_MASK, per jogo index)
    plain = not lone and not tight
    by_mask = _ENCOSTAR_BY_MASK
    for idx, meld in enumerate(melds):
        ok = held2 & meld.fit[4]
        if not ok:
            continue
        if ok > ALL:  # a candidate held not judged yet (a bit 53 up)
            ok = fit_mask(meld, meld_codes[idx], held, rules)
            if not ok:
                continue
        if plain:
            try:  # (a try costs nothing until it catches: a miss, made once)
                out += by_mask[idx][ok]
            except (IndexError, KeyError):
                out += _encostar_sugs(idx, ok)
            continue
        row = encostar_row(idx)
        while ok:
            low = ok & -ok
            ok ^= low
            c = low.bit_length() - 1
            if lone and not WILD[c]:
                continue
            if tight:
                new = judge_codes(tuple(sorted(meld_codes[idx] + (c,))), rules)
                others = melds[:idx] + [new] + melds[idx + 1 :]
                if leave_refusal(state, side, remove(hand, [c]), others):
                    continue
            out.append(row[c])


def _descartar(
    out: list[Any],
    state: MatchState,
    rules: Rules,
    side: int,
    hand: list[int],
    parts: tuple[int, int, int, int],
    held: int,
    morto_ok: bool,
) -> None:
    """Add every allowed discard (``legal.discard_refusal``, for every card of ``hand``
    at once), ascending: each suit's row of discards by the codes it holds (``parts``),
    then the joker."""
    if len(hand) == 1 and not morto_ok:
        if not has_batida_canastra(state, side):
            return
        if rules.batida_sem_curinga and WILD[hand[0]]:
            return
    wild_ok = keep_two = rules.descarte_curinga  # (keep_two: a 2 may go, below)
    lixo_unico = state._lixo_unico
    if lixo_unico >= 0 and rules.proibe_descarte_do_lixo_unico and hand.count(lixo_unico) == 1:
        if lixo_unico == JOKER:
            wild_ok = False
        else:
            suit, bit = divmod(lixo_unico, 13)
            p = list(parts)
            p[suit] &= ~(1 << bit)
            parts = (p[0], p[1], p[2], p[3])
    # each suit's row by the codes it holds, four lookups in one line (no loop: this
    # runs on every lay-down turn); a row is made when first needed
    rows = _DISCARD_ROWS if wild_ok else _DISCARD_ROWS_NO_TWO
    d0, d1, d2, d3 = rows
    p0, p1, p2, p3 = parts
    s0, s1, s2, s3 = d0[p0], d1[p1], d2[p2], d3[p3]
    if s0 is None or s1 is None or s2 is None or s3 is None:
        s0, s1, s2, s3 = _fill_rows(rows, parts, SUIT if keep_two else SUIT_NATURALS)
    out += s0
    out += s1
    out += s2
    out += s3
    if wild_ok and held & _JOKER_BIT:
        out.append(SUG_DESCARTAR[JOKER])


#: Each suit's discards by the 13-bit mask of its codes held: one row per suit (built
#: when first needed; shared: never change one); and where a curinga may not go, the
#: same without the suit's 2.
_DISCARD_ROWS: list[list[list[Suggestion] | None]] = [[None] * (1 << 13) for _ in range(4)]
_DISCARD_ROWS_NO_TWO: list[list[list[Suggestion] | None]] = [[None] * (1 << 13) for _ in range(4)]


#: The suggestions to put each card of a mask on jogo ``idx`` (ascending), by the
#: mask, per index (made when first needed; shared: never change one).
_ENCOSTAR_BY_MASK: list[dict[int, list[Suggestion]]] = [{} for _ in range(16)]
_ENCOSTAR_LIMIT = 4096


def _encostar_sugs(idx: int, ok: int) -> list[Suggestion]:
    """The suggestions to put each card of mask ``ok`` alone on jogo ``idx``,
    ascending, kept in :data:`_ENCOSTAR_BY_MASK`."""
    while len(_ENCOSTAR_BY_MASK) <= idx:
        _ENCOSTAR_BY_MASK.append({})
    memo = _ENCOSTAR_BY_MASK[idx]
    if len(memo) >= _ENCOSTAR_LIMIT:
        memo.clear()
    row = encostar_row(idx)
    sugs = memo[ok] = []
    while ok:
        low = ok & -ok
        ok ^= low
        sugs.append(row[low.bit_length() - 1])
    return sugs


def _discard_row(suit: int, v: int) -> list[Suggestion]:
    """The discards of the codes of ``suit`` held in the 13-bit mask ``v``, ascending."""
    return [SUG_DESCARTAR[suit * 13 + r] for r in range(13) if v >> r & 1]


def _fill_row(
    by_mask: list[list[Suggestion] | None], suit: int, v: int, keep: int
) -> list[Suggestion]:
    """Make the discard row of ``suit`` for the codes of mask ``v`` held (those of
    ``keep`` may go) and keep it in ``by_mask`` under ``v``."""
    # the row of the suit's low 7 codes and that of its high 6, joined (cheaper than a
    # pass over the 13 codes)
    may = v & keep
    row = by_mask[v] = _LOW_ROWS[suit][may & 127] + _HIGH_ROWS[suit][may >> 7]
    return row


def _fill_rows(
    rows: list[list[list[Suggestion] | None]], parts: tuple[int, int, int, int], keep: int
) -> tuple[list[Suggestion], list[Suggestion], list[Suggestion], list[Suggestion]]:
    """Each suit's discard row for the codes of ``parts`` it holds, from ``rows`` or
    made and kept there (:func:`_fill_row`)."""
    found = []
    for suit, v in enumerate(parts):
        row = rows[suit][v]
        found.append(row if row is not None else _fill_row(rows[suit], suit, v, keep))
    return found[0], found[1], found[2], found[3]


#: Each suit's discard rows of its low 7 codes (by their 7-bit mask) and of its high
#: 6 (by their 6-bit mask), for :func:`_fill_row`.
_LOW_ROWS = [[_discard_row(suit, v) for v in range(1 << 7)] for suit in range(4)]
_HIGH_ROWS = [[_discard_row(suit, v << 7) for v in range(1 << 6)] for suit in range(4)]


def closed_lixo_options(state: MatchState, seat: int) -> list[dict[str, Any]]:
    """Every way to take a closed lixo: its top card on a jogo, or with two hand cards."""
    side = seat % state.sides
    top = state._lixo[-1]
    rest = state._lixo[:-1]
    hand = state._hands[seat]
    out: list[dict[str, Any]] = []
    if must_open_big(state, side):
        return _closed_openings(state, side, hand, top, rest)
    rules = state.rules
    melds = state._melds[side]
    after = hand + rest
    bit = BIT[top]
    bit2 = bit | bit << 53  # against each jogo's memo of fits.fit_mask, as the suggestions do
    for idx, codes in enumerate(state._meld_codes[side]):
        meld = melds[idx]
        fits = bit2 & meld.fit[4]
        if fits >> 53:  # not judged yet (or candidates not known)
            fits = fit_mask(meld, codes, bit, rules)
        if fits:
            if len(after) < 2:
                new = judge_codes(tuple(sorted(codes + (top,))), rules)
                if leave_refusal(state, side, after, melds[:idx] + [new] + melds[idx + 1 :]):
                    continue
            while len(_LIXO_ON_JOGO) <= idx:
                _LIXO_ON_JOGO.append(Suggestion(acao="pegar_lixo", jogo=len(_LIXO_ON_JOGO)))
            out.append(_LIXO_ON_JOGO[idx])
    for codes in jogos_with(hand, top, rules):
        pair = list(codes)
        pair.remove(top)
        if len(after) < 4:
            left = remove(hand, pair) + rest
            if leave_refusal(state, side, left, melds + [judge_codes(codes, rules)]):
                continue
        key = (pair[0], pair[1])
        sug = _LIXO_WITH.get(key)
        if sug is None:
            sug = _LIXO_WITH[key] = Suggestion(acao="pegar_lixo", cartas=cards_text(pair))
        out.append(sug)
    return out


#: The shared closed-lixo suggestions: its top card on jogo ``idx`` (by index), and
#: with two hand cards (by the pair of codes, sorted).
def _closed_openings(
    state: MatchState, side: int, hand: list[int], top: int, rest: list[int]
) -> list[dict[str, Any]]:
    """A vulnerável side with no jogo yet: each jogo of the top card and the hand that
    reaches the minimum alone (two hand cards and the top never do: longer runs may)."""
    out: list[dict[str, Any]] = []
    for codes in closed_openings(hand, top, state.rules):
        used = list(codes)
        used.remove(top)
        left = remove(hand, used) + rest
        if leave_refusal(state, side, left, [judge_codes(codes, state.rules)]) is None:
            out.append(Suggestion(acao="pegar_lixo", cartas=cards_text(used)))
    return out


_LIXO_ON_JOGO: list[Suggestion] = []
_LIXO_WITH: dict[tuple[int, int], Suggestion] = {}


def timeout_action(state: MatchState) -> dict[str, Any]:
    """The time-out move of docs/rules.md §10.2: draw from the monte; at the discard,
    the loose card (no suit neighbour in hand) of highest value, curingas last."""
    if state.hand_over:
        raise IllegalAction("fim_da_mao")
    if state.phase == COMPRAR:
        if state._monte and not must_take_lixo(state):
            return {"acao": "comprar"}
        return {"acao": "pegar_lixo"}
    hand = state._hands[state.turn]
    offered = legal_actions(state)
    allowed = [c for c in hand if SUG_DESCARTAR[c] in offered]
    if not allowed:
        # No discard may end the turn yet (the last card before a canastra, the single
        # card taken from the lixo): the turn goes on with the first move offered.
        moves = [a for a in offered if a["acao"] != "descartar"]
        if moves:
            return dict(moves[0])
        allowed = hand
    card = timeout_discard(hand, allowed, state.rules.values)
    return {"acao": "descartar", "carta": _TEXT[card]}


def timeout_discard(
    hand: list[int], allowed: list[int] | None = None, values: tuple[int, ...] = VALUES
) -> int:
    """The loose card (no suit neighbour in hand) of highest value, curingas last.

    ``allowed``: the cards the table lets go (default: the whole hand);
    ``values``: the table's card values.
    """
    present = set(hand)

    def neighbours(c: int) -> bool:
        if WILD[c]:
            return False
        suit = c // 13
        for p in positions(c):
            for q in (p - 1, p + 1):
                if 1 <= q <= 14:
                    n = pos_code(suit, q)
                    if n in present and n != c:
                        return True
        return False

    def key(c: int) -> tuple[bool, bool, int, int]:
        return (not WILD[c], not neighbours(c), values[c], -c)

    return max(allowed or hand, key=key)

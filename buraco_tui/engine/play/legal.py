"""What is legal and why not: the checks shared by applying an action and by suggesting.

Every function here only reads the state. A check either returns a refusal
code (``None`` when allowed) or raises :class:`IllegalAction` with it; the
turns (``turns.py``) call them before anything moves, the suggestions
(``suggest.py``) call them to leave out what would be refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from ..jogos.judge import judge_codes, judge_plus
from ..jogos.masks import NATURALS
from ..jogos.meld import SUJA, MeldCheck
from ..state.match_state import BAIXAR, MatchState, Phase
from ..table.cards import CARDS, WILD
from ..table.protocol import codes_of, jogo_field
from ..table.reasons import IllegalAction

_TEXT = [str(c) for c in CARDS]


def remove(hand: list[int], cards: Iterable[int]) -> list[int]:
    """A copy of ``hand`` without ``cards``; IllegalAction if one is missing."""
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            raise IllegalAction("carta_nao_esta_na_mao", carta=_TEXT[c]) from None
    return rest


def need_phase(state: MatchState, phase: Phase) -> None:
    """Refuse an action of the other phase of the turn."""
    if state.phase != phase:
        raise IllegalAction("fase_baixar" if state.phase == BAIXAR else "fase_comprar")


def check_seat(state: MatchState, seat: Any) -> None:
    """``ValueError`` unless ``seat`` is a seat of this table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise ValueError(f"assento inválido: {seat!r}")


def vulneravel(state: MatchState, side: int) -> bool:
    """Whether the side started this hand vulnerável (mestre-canastra)."""
    r = state.rules
    return bool(r.vulneravel and r.meta > 0 and state._start_scores[side] * 2 >= r.meta)


def must_open_big(state: MatchState, side: int) -> bool:
    """A vulnerável side with no jogo yet: its first lay-down must reach the minimum."""
    return not state._melds[side] and vulneravel(state, side)


def can_take_morto(state: MatchState, side: int) -> bool:
    """The side has not taken a morto and one is left on the table."""
    return not state._morto_taken[side] and bool(state._mortos)


def has_batida_canastra(
    state: MatchState, side: int, melds: Iterable[MeldCheck] | None = None
) -> bool:
    """Whether the side has the canastra this table requires to bater (always true
    where none is required)."""
    if not state.rules.batida_exige_canastra:
        return True
    need_clean = state.rules.batida_exige_limpa
    for m in state._melds[side] if melds is None else melds:
        kind = m.canastra
        if kind is not None and (not need_clean or kind != SUJA):
            return True
    return False


def must_take_lixo(state: MatchState) -> bool:
    """Rioplatense: a turn that starts with only curingas in hand takes the lixo."""
    if not state.rules.guardar_nao_curinga or not state._lixo:
        return False
    # no natural card held, by the hand's masks (masks.py) instead of a pass over it
    return not state._masks[state.turn] & NATURALS


def canastra_words(state: MatchState) -> dict[str, str]:
    """The words that fill the canastra refusals (a limpa where one is required)."""
    if state.rules.batida_exige_limpa:
        return {"tipo": "limpa", "tipo_en": "clean"}
    return {"tipo": "", "tipo_en": ""}


def leave_refusal(
    state: MatchState, side: int, remaining: list[int], melds: Sequence[MeldCheck]
) -> str | None:
    """Why a lay-down leaving ``remaining`` in hand (``melds`` the side's jogos
    after it) is refused, or None.

    A lay-down is judged by where the turn can still go (docs/rules.md §4.9,
    decision 33): a hand that could not end the turn now is allowed when more
    lay-downs from it can still end the turn properly (a discard, the morto, a
    batida); the refusal stands only when no continuation can.
    """
    code = _leave_now(state, side, remaining, melds)
    if code is None or turn_can_end(state, side, remaining, melds):
        return None
    return code


#: Most positions the search of :func:`turn_can_end` visits (it only runs on a
#: refused lay-down, whose hand is small: one card, or curingas only).
SEARCH_LIMIT = 300


def turn_can_end(state: MatchState, side: int, hand: list[int], melds: Sequence[MeldCheck]) -> bool:
    """Whether laying down more cards of ``hand`` (one-card encostar, new jogos of
    three) can reach a hand that ends the turn legally: a card it may discard, or
    no card left with the morto to take or a batida by laying down."""
    rules = state.rules
    may_morto = can_take_morto(state, side)
    visited: set[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = set()

    def discardable(c: int, cards: list[int], checks: list[MeldCheck]) -> bool:
        if WILD[c] and not rules.descarte_curinga:
            return False
        if c == state._lixo_unico and rules.proibe_descarte_do_lixo_unico and cards.count(c) == 1:
            return False
        if len(cards) == 1 and not may_morto:
            if not has_batida_canastra(state, side, checks):
                return False
            if rules.batida_sem_curinga and WILD[c]:
                return False
        return True

    def search(cards: list[int], codes: list[tuple[int, ...]], checks: list[MeldCheck]) -> bool:
        key = (tuple(cards), tuple(codes))
        if key in visited or len(visited) >= SEARCH_LIMIT:
            return False
        visited.add(key)
        if not cards:
            return may_morto or (
                rules.batida_por_baixada and has_batida_canastra(state, side, checks)
            )
        if any(discardable(c, cards, checks) for c in set(cards)):
            return True
        for c in sorted(set(cards)):
            rest = list(cards)
            rest.remove(c)
            for i, meld in enumerate(codes):
                grown = tuple(sorted(meld + (c,)))
                check = judge_codes(grown, rules)
                if check.ok and search(
                    rest, codes[:i] + [grown] + codes[i + 1 :], with_meld(checks, i, check)
                ):
                    return True
        for trio in sorted(set(combinations(cards, 3))):
            check = judge_codes(trio, rules)
            if check.ok and search(remove(cards, trio), codes + [trio], checks + [check]):
                return True
        return False

    start = [tuple(sorted(int(c) for c in m.cards)) for m in melds]
    return search(sorted(hand), start, list(melds))


def _leave_now(
    state: MatchState, side: int, remaining: list[int], melds: Sequence[MeldCheck]
) -> str | None:
    """Why a hand of ``remaining`` could not end the turn as it stands, or None.

    With no morto left for the side, fewer than 2 cards are left only to go out:
    that needs the required canastra, and at some tables a last card to discard
    that is not a curinga.
    """
    rules = state.rules
    if (
        len(remaining) == 1
        and remaining[0] == state._lixo_unico
        and rules.proibe_descarte_do_lixo_unico
    ):
        return "sem_descarte_possivel"
    if remaining and rules.guardar_nao_curinga:
        for c in remaining:  # a plain loop: the first card mostly answers
            if not WILD[c]:
                break
        else:
            return "guardar_nao_curinga"
    if len(remaining) >= 2 or can_take_morto(state, side):
        return None
    if not has_batida_canastra(state, side, melds):
        return "precisa_canastra_baixar"
    if not remaining:
        return None if rules.batida_por_baixada else "batida_so_descartando"
    if rules.batida_sem_curinga and WILD[remaining[0]]:
        return "batida_com_curinga"
    return None


def guard_running_out(
    state: MatchState, side: int, remaining: list[int], melds: Sequence[MeldCheck]
) -> None:
    """Refuse a lay-down that would leave the hand unable to end the turn properly."""
    code = leave_refusal(state, side, remaining, melds)
    if code is not None:
        raise IllegalAction(code, **canastra_words(state))


def judge(codes: tuple[int, ...], state: MatchState, refusal: str, **words: Any) -> MeldCheck:
    """The verdict on a jogo of sorted ``codes``; ``refusal`` (with the verdict's
    reason) when it is not valid."""
    check = judge_codes(codes, state.rules)
    if not check.ok:
        raise IllegalAction(refusal, motivo=check.reason, motivo_code=check.code, **words)
    return check


def check_opening(state: MatchState, side: int, checks: Iterable[MeldCheck]) -> None:
    """A vulnerável side's first lay-down must reach the table's minimum."""
    if must_open_big(state, side):
        points = sum(c.points for c in checks)
        minimo = state.rules.vulneravel_minimo
        if points < minimo:
            raise IllegalAction("vulneravel", minimo=minimo, pontos=points)


def with_meld(melds: list[MeldCheck], idx: int, new: MeldCheck) -> list[MeldCheck]:
    """``melds`` with jogo ``idx`` replaced by ``new``."""
    out = list(melds)
    out[idx] = new
    return out


# ------------------------------------------------------------------ lay-downs


def laydown(
    state: MatchState, jogos: Sequence[Any]
) -> tuple[list[MeldCheck], list[tuple[int, ...]], list[int], list[int]]:
    """Judge laying down ``jogos`` (card fields): (verdicts, their codes, the cards
    used, the hand left). Raises the refusal."""
    need_phase(state, BAIXAR)
    seat = state.turn
    side = seat % state.sides
    all_codes: list[tuple[int, ...]] = []
    used: list[int] = []
    for jogo in jogos:
        codes = tuple(sorted(codes_of(jogo, "cartas")))
        used.extend(codes)
        all_codes.append(codes)
    remaining = remove(state._hands[seat], used)
    checks = [judge(codes, state, "jogo_invalido") for codes in all_codes]
    check_opening(state, side, checks)
    guard_running_out(state, side, remaining, state._melds[side] + checks)
    return checks, all_codes, used, remaining


def encostar(
    state: MatchState, jogo: Any, cartas: Any
) -> tuple[int, MeldCheck, tuple[int, ...], list[int], list[int]]:
    """Judge putting ``cartas`` on the side's jogo ``jogo``: (its index, the new
    verdict, its codes, the cards used, the hand left). Raises the refusal."""
    need_phase(state, BAIXAR)
    seat = state.turn
    side = seat % state.sides
    idx = jogo_field(jogo, len(state._melds[side]))
    used = codes_of(cartas, "cartas")
    remaining = remove(state._hands[seat], used)
    before = state._meld_codes[side][idx]
    codes = tuple(sorted(before + tuple(used)))
    if len(used) == 1:  # one card: laid out from the jogo's own arrangement when it can
        check = judge_plus(state._melds[side][idx], before, used[0], codes, state.rules)
        if not check.ok:
            raise IllegalAction("encostar_invalido", motivo=check.reason, motivo_code=check.code)
    else:
        check = judge(codes, state, "encostar_invalido")
    guard_running_out(state, side, remaining, with_meld(state._melds[side], idx, check))
    return idx, check, codes, used, remaining


# ------------------------------------------------------------- the closed lixo


def closed_lixo_on_jogo(
    state: MatchState, jogo: Any
) -> tuple[int, MeldCheck, tuple[int, ...], list[int]]:
    """Closed lixo (Fechado): judge taking it by putting its top card on a jogo:
    (the jogo's index, its new verdict and codes, the hand after). Raises the refusal."""
    side = state.turn % state.sides
    top = state._lixo[-1]
    idx = jogo_field(jogo, len(state._melds[side]))
    before = state._meld_codes[side][idx]
    codes = tuple(sorted(before + (top,)))
    check = judge_plus(state._melds[side][idx], before, top, codes, state.rules)
    if not check.ok:
        raise IllegalAction(
            "lixo_fechado_nao_encaixa",
            motivo=check.reason,
            motivo_code=check.code,
            carta=_TEXT[top],
        )
    new_hand = sorted(state._hands[state.turn] + state._lixo[:-1])
    guard_running_out(state, side, new_hand, with_meld(state._melds[side], idx, check))
    return idx, check, codes, new_hand


def closed_lixo_with_cards(
    state: MatchState, cartas: Any
) -> tuple[MeldCheck, tuple[int, ...], list[int], list[int]]:
    """Closed lixo (Fechado): judge taking it by laying its top card down with
    ``cartas`` from the hand: (the new jogo's verdict and codes, the hand cards
    used, the hand after). Raises the refusal."""
    side = state.turn % state.sides
    top = state._lixo[-1]
    used = codes_of(cartas, "cartas")
    if len(used) < 2:
        raise IllegalAction("lixo_fechado_poucas", carta=_TEXT[top])
    remaining = remove(state._hands[state.turn], used)
    codes = tuple(sorted(used + [top]))
    check = judge(codes, state, "lixo_fechado_jogo_invalido", carta=_TEXT[top])
    if must_open_big(state, side) and check.points < state.rules.vulneravel_minimo:
        raise IllegalAction("vulneravel", minimo=state.rules.vulneravel_minimo, pontos=check.points)
    new_hand = sorted(remaining + state._lixo[:-1])
    guard_running_out(state, side, new_hand, state._melds[side] + [check])
    return check, codes, used, new_hand


# ------------------------------------------------------------------ discards


def discard_refusal(state: MatchState, card: int, hand: list[int], side: int) -> str | None:
    """Why discarding ``card`` (held in ``hand``) is refused, or None."""
    rules = state.rules
    if WILD[card] and not rules.descarte_curinga:
        return "descarte_curinga"
    if (
        card == state._lixo_unico
        and rules.proibe_descarte_do_lixo_unico
        and hand.count(card) == 1  # another copy, held before, may go
    ):
        return "descarte_lixo_unico"
    if len(hand) == 1 and not can_take_morto(state, side):
        if not has_batida_canastra(state, side):
            return "precisa_canastra_descartar"
        if rules.batida_sem_curinga and WILD[card]:
            return "batida_com_curinga"
    return None

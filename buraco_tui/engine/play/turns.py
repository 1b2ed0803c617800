"""The turns: each action's effect on the state, the deal, and the end of a hand.

Each action is judged completely by ``legal.py`` before anything moves here,
so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Iterable
from typing import Any

from ..jogos.masks import NATURALS, TWO, hand_masks, set_count
from ..state.match_state import BAIXAR, COMPRAR, EndReason, MatchState
from ..state.tally import side_count
from ..table.cards import BIT, CARDS, JOKER, WILD, cards_text, deck
from ..table.protocol import ACTION_FIELDS, CODE_OF_TEXT, Acao, Suggestion, action_name, codes_of
from ..table.reasons import IllegalAction
from .legal import (
    can_take_morto,
    canastra_words,
    closed_lixo_on_jogo,
    closed_lixo_with_cards,
    discard_refusal,
    encostar,
    laydown,
    need_phase,
)

NOVA_MAO = Acao.NOVA_MAO.value
HAND_SIZE = 11
MORTO_SIZE = 11

_TEXT = [str(c) for c in CARDS]


def apply(state: MatchState, action: dict[str, Any]) -> None:
    """Play one action dict of the action protocol (docs/engine-api.md) for the seat to act.

    Raises :class:`IllegalAction` (a ``ValueError``) with the reason and leaves
    the game unchanged when the action is refused.
    """
    if action.__class__ is Suggestion:
        acao = action["acao"]  # built by the engine: well formed
    else:
        acao = action_name(action)
    if acao == NOVA_MAO:
        next_hand(state)
        return
    if state.match_over:
        raise IllegalAction("fim_da_partida")
    if state.hand_over:
        raise IllegalAction("fim_da_mao")
    # the most frequent first: a discard ends every turn, a draw starts most
    if acao == "descartar":
        descartar(state, action["carta"])
    elif acao == "comprar":
        comprar(state)
    elif acao == "pegar_lixo":
        pegar_lixo(state, action.get("cartas"), action.get("jogo"))
    elif acao == "encostar":
        do_encostar(state, action["jogo"], action["cartas"])
    elif acao == "baixar":
        baixar(state, [action["cartas"]])
    elif acao == "baixar_varios":
        jogos = action["jogos"]
        if not isinstance(jogos, list | tuple) or not jogos:
            raise IllegalAction("acao_malformada", detalhe="'jogos' deve ser uma lista de jogos")
        baixar(state, list(jogos))
    else:  # action_name knows no other
        raise IllegalAction("acao_desconhecida", acao=acao, validas=", ".join(ACTION_FIELDS))


# ------------------------------------------------------------------ the deal


def deal(state: MatchState) -> None:
    """Deal the hand ``state.hand_number`` of the match from its seed."""
    state.fresh_hand()
    cards = [int(c) for c in deck(state.rules.curingas_de_papel)]
    # Each hand's shuffle comes from the match seed and the hand number alone,
    # so the whole random future of a match is two integers (cheap to copy/save).
    shuffle(random.Random(f"buraco:{state._seed}:{state.hand_number}"), cards)
    n = state.players
    for i in range(HAND_SIZE * n):
        state._hands[(state.opener + i) % n].append(cards[i])
    for h in state._hands:
        h.sort()
    state.refresh_masks()
    pos = HAND_SIZE * n
    state._mortos = [
        cards[pos + i * MORTO_SIZE : pos + (i + 1) * MORTO_SIZE] for i in range(state.sides)
    ]
    state._monte = cards[pos + state.sides * MORTO_SIZE :]
    if state.rules.lixo_inicial:
        state._lixo.append(state._monte.pop())
        state._virada = state._lixo[0]
    state.turn = state.opener
    state._start_scores = list(state._scores)


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)`` written out: the same swaps from the same draws
    (``random.Random.shuffle`` with its ``_randbelow`` by ``getrandbits`` inline,
    one Python call fewer per card)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def next_hand(state: MatchState) -> None:
    """Deal the next hand of the match (the opener rotates)."""
    if state.match_over:
        raise IllegalAction("fim_da_partida")
    if not state.hand_over:
        raise IllegalAction("mao_em_andamento")
    state.hand_number += 1
    state.opener = (state.opener + 1) % state.players
    deal(state)


def abandon(state: MatchState, seat: int) -> None:
    """A player leaves: the other side wins the match (of three sides, the leader
    of the other two)."""
    if state.match_over:
        raise IllegalAction("fim_da_partida")
    state.abandoned_by = seat
    state.match_over = True
    others = [side for side in range(state.sides) if side != seat % state.sides]
    state.winner = max(others, key=lambda side: (state._scores[side], -side))
    state.end_reason = state.end_reason or EndReason.ABANDONO


# ------------------------------------------------------------------ actions


def comprar(state: MatchState) -> None:
    """Draw the top card of the monte."""
    if state.phase != COMPRAR:
        need_phase(state, COMPRAR)
    if not state._monte:
        raise IllegalAction("monte_vazio")
    seat = state.turn
    # must_take_lixo, inline: rioplatense, no natural card held (the hand's masks)
    if state._lixo and state.rules.guardar_nao_curinga and not state._masks[seat] & NATURALS:
        raise IllegalAction("so_curingas_pegue_lixo")
    card = state._monte.pop()
    insort(state._hands[seat], card)
    masks = state._masks  # masks.add_card, inline
    m = masks[seat]
    b = BIT[card]
    if m & b:
        b <<= TWO
        if m & b:
            b <<= TWO
    masks[seat] = m | b
    if state._third_deck:  # every card of the monte is then a third-deck card
        hold_third(state, state.turn, (card,))
    state.phase = BAIXAR
    state.log.append({"seat": state.turn, "acao": "comprar"})


def pegar_lixo(state: MatchState, cartas: Any, jogo: Any) -> None:
    """Take the lixo: all of it (open lixo), or by using its top card at once on a
    jogo or with hand cards (closed lixo), the rest going to the hand."""
    if state.phase != COMPRAR:
        need_phase(state, COMPRAR)
    if not state._lixo:
        raise IllegalAction("lixo_vazio")
    seat = state.turn
    side = seat % state.sides
    if not state.rules.lixo_fechado:
        if cartas is not None or jogo is not None:
            raise IllegalAction(
                "acao_malformada",
                detalhe="no lixo aberto, pegar_lixo não leva cartas nem jogo",
            )
        hand = state._hands[seat]
        taken = state._lixo
        state._lixo = []
        state._virada = -1
        state._lixo_unico = taken[0] if len(taken) == 1 else -1
        hand += taken
        hand.sort()
        masks = state._masks
        m = masks[seat]
        for c in taken:  # masks.add_card, inline
            b = BIT[c]
            if m & b:
                b <<= TWO
                if m & b:
                    b <<= TWO
            m |= b
        masks[seat] = m
        held = state._taken[seat]
        held += taken
        held.sort()
        if state._lixo_third:
            hold_third(state, seat, state._lixo_third)
            state._lixo_third = ()
        state.phase = BAIXAR
        state.log.append({"seat": seat, "acao": "pegar_lixo", "cartas": cards_text(taken)})
        return
    top = state._lixo[-1]
    rest = state._lixo[:-1]
    if (cartas is None) == (jogo is None):
        raise IllegalAction("lixo_fechado_sem_uso", carta=_TEXT[top])
    used: list[int] = []
    if jogo is not None:
        idx, check, codes, new_hand = closed_lixo_on_jogo(state, jogo)
        state._meld_codes[side][idx] = codes
        state._melds[side][idx] = check
    else:
        check, codes, used, new_hand = closed_lixo_with_cards(state, cartas)
        state._melds[side].append(check)
        state._meld_codes[side].append(codes)
        idx = len(state._melds[side]) - 1
    state._hands[seat] = new_hand
    state._masks[seat] = hand_masks(new_hand)
    state._lixo = []
    state._virada = -1
    if state._lixo_third:  # the top card goes to the jogo: a third-deck copy first
        rest_third = list(state._lixo_third)
        if top in rest_third:
            rest_third.remove(top)
        state._lixo_third = ()
        hold_third(state, seat, rest_third)
    if state._third_held[seat]:
        sync_third(state, seat, used)
    taken = state._taken[seat]
    for c in rest:
        insort(taken, c)
    clip_taken(taken, new_hand)  # a used card may have been a copy taken earlier
    state.phase = BAIXAR
    state.log.append(
        {"seat": seat, "acao": "pegar_lixo", "cartas": cards_text(rest + [top]), "jogo": idx}
    )
    after_laydown(state, seat)


def baixar(state: MatchState, jogos: list[Any]) -> None:
    """Lay down one or several new jogos."""
    checks, all_codes, used, remaining = laydown(state, jogos)
    seat = state.turn
    side = seat % state.sides
    first = len(state._melds[side])
    state._melds[side].extend(checks)
    state._meld_codes[side].extend(all_codes)
    state._hands[seat] = remaining
    _drop_used(state, seat, used, remaining)
    sync_taken(state, seat, used)
    if state._third_held[seat]:
        sync_third(state, seat, used)
    for i, codes in enumerate(all_codes):
        state.log.append(
            {"seat": seat, "acao": "baixar", "jogo": first + i, "cartas": cards_text(codes)}
        )
    after_laydown(state, seat)


def do_encostar(state: MatchState, jogo: Any, cartas: Any) -> None:
    """Put cards on one of the side's jogos."""
    idx, check, codes, used, remaining = encostar(state, jogo, cartas)
    seat = state.turn
    side = seat % state.sides
    state._melds[side][idx] = check
    state._meld_codes[side][idx] = codes
    state._hands[seat] = remaining
    _drop_used(state, seat, used, remaining)
    sync_taken(state, seat, used)
    if state._third_held[seat]:
        sync_third(state, seat, used)
    state.log.append({"seat": seat, "acao": "encostar", "jogo": idx, "cartas": cards_text(used)})
    after_laydown(state, seat)


def descartar(state: MatchState, carta: Any) -> None:
    """Discard one card: the turn passes, or the hand ends (batida, or no monte)."""
    if state.phase != BAIXAR:
        need_phase(state, BAIXAR)
    card = CODE_OF_TEXT.get(carta, -1) if carta.__class__ is str else -1
    if card < 0:  # not one card's own text: read the field
        codes = codes_of(carta, "carta")
        if len(codes) != 1:
            raise IllegalAction("acao_malformada", detalhe="descarte uma carta só")
        card = codes[0]
    seat = state.turn
    side = seat % state.sides
    hand = state._hands[seat]
    if card not in hand:
        raise IllegalAction("carta_nao_esta_na_mao", carta=_TEXT[card])
    last = len(hand) == 1
    if last or card == state._lixo_unico or (WILD[card] and not state.rules.descarte_curinga):
        refusal = discard_refusal(state, card, hand, side)  # else nothing refuses it
        if refusal is not None:
            if refusal == "descarte_lixo_unico":
                raise IllegalAction(refusal, carta=_TEXT[card])
            if refusal == "precisa_canastra_descartar":
                raise IllegalAction(refusal, **canastra_words(state))
            raise IllegalAction(refusal)
    hand.remove(card)
    masks = state._masks  # masks.drop_card, inline
    m = masks[seat]
    b = BIT[card]
    if m & b << TWO:
        b <<= TWO
        if m & b << TWO:
            b <<= TWO
            if hand.count(card) > 2:  # jokers: more than three copies
                b = 0
    masks[seat] = m ^ b
    taken = state._taken[seat]
    if taken and card in taken and taken.count(card) > hand.count(card):
        taken.remove(card)  # sync_taken, inline
    third = state._third_held[seat]
    if third and card in third and sync_third(state, seat, (card,)):
        state._lixo_third += (card,)
    state._lixo.append(card)
    state.log.append({"seat": seat, "acao": "descartar", "carta": _TEXT[card]})
    if last:
        if can_take_morto(state, side):
            take_morto(state, seat, direta=False)
        else:
            state.batida_by = seat
            end_hand(state, EndReason.BATIDA)
            return
    if not state._monte:
        if state.rules.terceiro_baralho:
            if state._third_deck:
                end_hand(state, EndReason.MONTE)
                return
            bring_third_deck(state)
            state.log.append({"seat": seat, "acao": "terceiro_baralho"})
        elif state._mortos:
            state._monte = state._mortos.pop(0)
            state.log.append({"seat": seat, "acao": "morto_vira_monte"})
        else:
            end_hand(state, EndReason.MONTE)
            return
    state.turn = turn = (seat + 1) % state.players
    state.phase = COMPRAR
    state._lixo_unico = -1
    pending = state._pending
    nxt = turn % state.sides
    if pending[nxt] == turn:
        pending[nxt] = -1


# ------------------------------------------------------------------ effects


def _drop_used(state: MatchState, seat: int, used: list[int], hand: list[int]) -> None:
    """Keep the seat's masks after the ``used`` cards left its hand (now ``hand``)."""
    m = state._masks[seat]
    for c in used:
        m = set_count(m, c, hand.count(c))
    state._masks[seat] = m


def sync_taken(state: MatchState, seat: int, removed: Iterable[int] = ()) -> None:
    """Keep the lixo-taken list a sub-multiset of the hand after cards left it."""
    taken = state._taken[seat]
    if not taken:
        return
    hand = state._hands[seat]
    for c in removed:
        if c in taken and taken.count(c) > hand.count(c):
            taken.remove(c)


def clip_taken(taken: list[int], hand: list[int]) -> None:
    """Drop from ``taken`` (sorted) the copies that ``hand`` no longer holds, so the
    lixo-taken list stays a sub-multiset of the hand (docs/rules.md, pegar o lixo)."""
    for c in set(taken):
        extra = taken.count(c) - hand.count(c)
        for _ in range(extra):
            taken.remove(c)


def hold_third(state: MatchState, seat: int, cards: Iterable[int]) -> None:
    """Rioplatense: ``cards``, third-deck cards, came into the seat's hand."""
    held = list(state._third_held)
    held[seat] = tuple(sorted(held[seat] + tuple(cards)))
    state._third_held = tuple(held)


def sync_third(state: MatchState, seat: int, removed: Iterable[int]) -> list[int]:
    """Keep the seat's third-deck cards a sub-multiset of its hand after ``removed``
    left it: of two copies, the first decks' one leaves first (decision 35). Returns
    the third-deck cards that left."""
    kept = list(state._third_held[seat])
    hand = state._hands[seat]
    gone = []
    for c in removed:
        if c in kept and kept.count(c) > hand.count(c):
            kept.remove(c)
            gone.append(c)
    if gone:
        held = list(state._third_held)
        held[seat] = tuple(kept)
        state._third_held = tuple(held)
    return gone


def after_laydown(state: MatchState, seat: int) -> None:
    """An empty hand after laying down: the morto (ida direta) or the batida."""
    if state._hands[seat]:
        return
    if can_take_morto(state, seat % state.sides):
        take_morto(state, seat, direta=True)
    else:
        state.batida_by = seat
        end_hand(state, EndReason.BATIDA)


def take_morto(state: MatchState, seat: int, direta: bool) -> None:
    """The seat takes the next morto into its hand (ida direta or indireta)."""
    side = seat % state.sides
    morto = state._mortos.pop(0)
    state._hands[seat] = hand = sorted(morto)
    state._masks[seat] = hand_masks(hand)
    state._morto_taken[side] = True
    if not direta:
        state._pending[side] = seat
    state.log.append({"seat": seat, "acao": "morto", "direta": direta})


def bring_third_deck(state: MatchState) -> None:
    """Rioplatense: 52 cards and 2 jokers, shuffled, become the monte."""
    cards = list(range(52)) + [JOKER, JOKER]
    shuffle(random.Random(f"buraco:{state._seed}:{state.hand_number}:3"), cards)
    state._monte = cards
    state._third_deck = True


def end_hand(state: MatchState, reason: EndReason) -> None:
    """The hand is over: count it, add it to the match, and see whether the match is won."""
    state.hand_over = True
    state.end_reason = reason
    final = state._final = [side_count(state, side) for side in range(state.sides)]
    totals = [s.total for s in final]
    for side in range(state.sides):
        state._scores[side] += totals[side]
    state.history.append(
        {
            "mao": state.hand_number,
            "totais": totals,
            "placar": list(state._scores),
            "batida": state.batida_by,
            "fim": str(reason),
            "contagem": [s.to_data() for s in final],
        }
    )
    state.log.append({"seat": state.batida_by, "acao": "fim_da_mao", "fim": str(reason)})
    best = max(state._scores)
    leaders = [side for side, score in enumerate(state._scores) if score == best]
    rules = state.rules
    if len(leaders) == 1 and (rules.meta == 0 or best >= rules.meta):
        state.match_over = True
        state.winner = leaders[0]

"""No loops: a side never takes back the card it just threw (issue 27, item 4; bot
decision B24).

Seen at aberto: Zeca took a one-card lixo and threw the same card back turn after
turn ("Zeca pegou o lixo: Q♥. Zeca descartou Q♥"), and a player following the
Dica did the same, until the hands grew and the mortos were lost. Two rules, read
from the seat's own view (the log of the hand):

- a lixo taken and returned unchanged (one card taken, the same card thrown back)
  counts as a pass: the card on top is still the discard of every side that threw
  it since it was last really changed (:func:`..knowledge.seen.lixo_throwers`);
- a seat does not take the lixo whose top card its side threw (the card it or its
  partner just threw, passes included) unless a card of the lixo lays down with
  natural cards of the hand or on a jogo of the side (:func:`refuses_lixo`, :func:`lixo_makes_jogo`),
  and it keeps the card whose discard would return the lixo unchanged for last
  (:func:`..knowledge.seen.returns_card`, :func:`keep_for_last`).

A card *parked* under another side's discard (the last discard of the seat's side
still in the lixo, :func:`..knowledge.seen.parked_cards`) may be taken with the lixo, which
gives the hand the cards on it; taken back, it is kept for last like the returning
card (:func:`..knowledge.seen.retaken_cards`, bot decision B33), so it is not thrown again at
once to park under the next discard.

So two seats can trade one card at most once: the second take would be a take-back.
The arena counts what slips through (:func:`take_backs`, :func:`parked_in`): a take of
the side's own card with nothing laid in that turn.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from buraco_tui.engine import side_of

from ..knowledge.handtools import is_wild
from ..knowledge.seen import Seen, is_return, lixo_throwers

#: What a seat does that lays cards on the table in its turn.
LAYS = frozenset({"baixar", "encostar", "baixar_varios", "morto"})


def takes_back(seen: Seen) -> bool:
    """Taking the open lixo now would take back the card on its top that this
    seat's side threw (passes included)."""
    if seen.rules.lixo_fechado or not seen.lixo:
        return False
    return seen.side in seen.lixo_thrown_by


def compelled_take(seen: Seen) -> bool:
    """The rules leave the seat no way to start its turn but the lixo (docs/rules.md
    §4.2): the monte is empty, or at the rioplatense table the hand holds curingas
    alone (seed 001: "Si al empezar tu turno todas tus cartas son comodines, tienes
    que robar el pozo"). Such a take is no take-back (bot decision B31)."""
    if not seen.lixo:
        return False
    if seen.monte_count <= 0:
        return True
    return seen.rules.guardar_nao_curinga and all(is_wild(c) for c in seen.hand)


def refuses_lixo(seen: Seen) -> bool:
    """The seat does not take the lixo: it would take back its side's own card,
    nothing of the lixo lays down, and the rules let it draw from the monte
    instead (:func:`compelled_take`)."""
    return takes_back(seen) and not compelled_take(seen) and not lixo_lays_down(seen)


def lixo_lays_down(seen: Seen) -> bool:
    """:func:`lixo_makes_jogo`, and laying that card leaves a hand the table allows:
    where the batida needs a last discard (rioplatense, vip-aberto-sujo: docs/rules.md
    §6.3) and the morto is gone, a jogo that takes every card held is no lay-down,
    and one that leaves a single card is a batida, open only with the canastra the
    table asks for (bot decision B29). Counted from the fewest cards it can leave: a
    card on a jogo leaves all but one, a new jogo all but three."""
    held = len(seen.hand) + len(seen.lixo)
    if _fits_side_jogo(seen) and may_leave(seen, held - 1):
        return True
    return _makes_new_jogo(seen, wilds=False) and may_leave(seen, held - 3)


def may_leave(seen: Seen, left: int) -> bool:
    """Whether a lay-down may leave ``left`` cards in hand (the engine's guard on
    running out, as :meth:`.draft.Draft.allowed` reads it, without a plan's floor)."""
    if seen.can_take_morto or left >= 2:
        return True
    if left == 0 and not seen.rules.batida_por_baixada:
        return False
    return seen.has_canastra()


def without_take_back(seen: Seen, options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ways to start the turn with the lixo dropped where :func:`refuses_lixo`
    (the monte put in when it was not there); ``options`` as they are otherwise."""
    if not any(o.get("acao") == "pegar_lixo" for o in options) or not refuses_lixo(seen):
        return options
    kept = [o for o in options if o.get("acao") != "pegar_lixo"]
    return kept or [{"acao": "comprar"}]


def keep_for_last(seen: Seen, ranked: list[int]) -> list[int]:
    """The discard order with the cards that would give the lixo back its own card
    (:attr:`..knowledge.seen.Seen.held_back`: the one card taken alone, a parked card taken
    back) moved after every other natural card (before the curingas), where
    another exists."""
    held = [c for c in dict.fromkeys(seen.held_back) if c in ranked]
    if not held:
        return ranked
    rest = [c for c in ranked if c not in held]
    naturals = [c for c in rest if not is_wild(c)]
    if not naturals:
        return ranked
    cut = rest.index(naturals[-1]) + 1
    return rest[:cut] + held + rest[cut:]


def lixo_makes_jogo(
    seen: Seen, *, wilds: bool = False, new: bool = False, only: int | None = None
) -> bool:
    """Open lixo: a card of it goes on a jogo of the side's, or makes a jogo with
    two other cards of the hand and the lixo (a curinga of the hand's spent in it
    only when ``wilds``: the table's "o lixo dá jogo" counts those too). A 2 of
    the hand in its own place of a sequence (A♦ 2♦ 3♦) is no curinga spent.

    With ``new``, a lixo card counts only where the hand does not hold the same
    card besides the jogo's others: the lixo then gives a jogo the hand could not
    make alone (the Dica's "o lixo renderia jogo", decision 76), and laying it
    leaves a hand the table allows (:func:`leaves_allowed`). A curinga of the lixo
    always counts: the hand keeps its own for another jogo (decision 81).

    With ``only``, only that card of the lixo is asked to lay down (the others may
    still go with it): the table's learning line names the cards that do (decision 82)."""
    if not new:
        return _fits_side_jogo(seen, only=only) or _makes_new_jogo(seen, wilds=wilds, only=only)
    return (
        _fits_side_jogo(seen, new, only)
        or _pair_fits_side_jogo(seen, wilds=wilds, only=only)
        or _makes_new_jogo(seen, wilds=wilds, new=new, only=only)
    )


def _pair_fits_side_jogo(seen: Seen, *, wilds: bool, only: int | None = None) -> bool:
    """A card of the lixo (with ``only``, that one) goes on a jogo of the side's with
    one more card of the hand or the lixo, where it does not go alone: 6♣ from the
    lixo and 7♣ from the hand on 9♣ 10♣ 2♠ (the 2 as the 8♣). Counted as the lixo's
    only where the two hold more copies of a natural card than the hand (decision 76)
    or the lixo's card is a curinga (decision 81); a curinga of the hand's spent only
    with ``wilds``; and laying them leaves a hand the table allows (§6.5). Found by the
    truth soak at stop 57 (aberto with four players, seed 70955), where the Dica said
    "o lixo não rende jogo"."""
    lixo = list(seen.lixo)
    pool = [(c, is_wild(c)) for c in seen.hand] + [(c, False) for c in lixo]
    asked = set(lixo) if only is None else {only} & set(lixo)
    jogos = seen.melds[seen.side]
    for card in asked:
        rest = list(pool)
        rest.remove((card, False))
        for i, codes in enumerate(jogos):
            anchor = next((c for c in codes if not is_wild(c)), card)
            for other, hand_wild in dict.fromkeys(rest):
                if hand_wild and not wilds:
                    continue
                if not _could_meld(seen, card, other, anchor):
                    continue
                laid = (card, other)
                if not is_wild(card) and not _more_than_held(seen, laid):
                    continue
                if seen.judge(codes + laid).ok and leaves_allowed(seen, laid, i):
                    return True
    return False


def _more_than_held(seen: Seen, laid: tuple[int, ...]) -> bool:
    """``laid`` holds more copies of some natural card than the hand: the hand could
    not lay them without the lixo (decision 76)."""
    return any(not is_wild(c) and laid.count(c) > seen.hand.count(c) for c in set(laid))


def _fits_side_jogo(seen: Seen, new: bool = False, only: int | None = None) -> bool:
    """A card of the lixo (with ``new``, one the hand does not hold, or a curinga;
    with ``only``, that one) goes on a jogo of the side's."""
    hand = set(seen.hand)
    lixo = seen.lixo if only is None else [c for c in seen.lixo if c == only]
    cards = {c for c in lixo if not (new and c in hand and not is_wild(c))}
    return any(
        seen.judge(codes + (card,)).ok and (not new or leaves_allowed(seen, (card,), i))
        for card in cards
        for i, codes in enumerate(seen.melds[seen.side])
    )


def leaves_allowed(seen: Seen, used: tuple[int, ...], onto: int | None = None) -> bool:
    """Whether laying ``used`` from the hand and the lixo just taken (on the side's jogo
    ``onto``; None, as a new jogo) leaves a hand the table allows, judged with the
    jogos as they are after it.

    Fewer than two cards are left only with the morto to take or the canastra the
    batida asks (a jogo the lay-down closes counts: seen by the truth soak at stop
    57, vip-aberto-sujo with four players, seed 72459, A♥ closing 2♥ 3♥ 4♥ 2♠ 6♥ 7♥);
    no card left, only where the batida may go by laying down. Where the table asks
    to keep a natural card (rioplatense: a curinga may not be thrown, docs/rules.md
    §6.5), a hand of curingas alone passes only where the rest of the turn rescues
    it (§4.9): each goes on a jogo of the side's and the empty hand takes the morto
    or goes out (seed 001: "**Al terminar de bajar** tienes que quedarte con al
    menos una carta que no sea comodín"; the truth soak at stop 57, rioplatense with
    four players, seed 71119: A♠ from the pozo on A♠ A♦ A♣, the hand's 2♦ on a jogo
    after it, then the morto). Cards of a stacked lixo out of sight are taken as
    able to be a natural card."""
    rest, jogos = _after(seen, used, onto)
    curinga_rule = seen.rules.guardar_nao_curinga and not seen.hidden_lixo
    if curinga_rule and rest and all(is_wild(c) for c in rest):
        return _lays_off_all(seen, rest, jogos)
    if len(rest) == 1 and not seen.hidden_lixo and not _may_go_last(seen, rest[0]):
        return _lays_off_all(seen, rest, jogos)
    return _may_end(seen, len(rest) + seen.hidden_lixo, jogos)


def _may_go_last(seen: Seen, card: int) -> bool:
    """Whether ``card``, the one left in hand after the lixo taken and a lay-down, may
    be the turn's discard: never the lixo's lone card taken (docs/rules.md §4.7), and
    with the morto gone not a curinga where the batida's discard may not be one (seed
    004: "Se for baixar, descartar um curinga é proibido"; decision 85). Where it may
    not, it can still go on a jogo (§4.9)."""
    rules = seen.rules
    if rules.proibe_descarte_do_lixo_unico and list(seen.lixo) == [card]:
        return False
    if seen.can_take_morto:
        return True
    return not is_wild(card) or (rules.descarte_curinga and not rules.batida_sem_curinga)


def keeps_a_natural(
    seen: Seen, used: tuple[int, ...], onto: int | None = None, *, lixo: bool = True
) -> bool:
    """The curinga rule of :func:`leaves_allowed` alone, for the table's learning marks:
    where the table asks to keep a natural card, laying ``used`` leaves one, or the
    curingas left still go on jogos of the side's and the empty hand takes the morto
    or goes out (§4.9). ``lixo``: the lixo was taken (its cards in hand); without it,
    the hand as it is (decision 83)."""
    if not seen.rules.guardar_nao_curinga or (lixo and seen.hidden_lixo):
        return True
    rest, jogos = _after(seen, used, onto, lixo=lixo)
    if rest and all(is_wild(c) for c in rest):
        return _lays_off_all(seen, rest, jogos)
    return True


def lays_from_hand(seen: Seen, used: tuple[int, ...], onto: int | None = None) -> bool:
    """For the table's learning marks before the turn's draw: laying ``used`` from the
    hand as it is (on the side's jogo ``onto``; None, as a new jogo: a vulnerável
    opening of several is judged as one, which can only refuse more) leaves a hand the
    table allows once a card still unknown is drawn, whatever that card is.

    :func:`keeps_a_natural` judges the cards known; a card of the hand left beside the
    drawn one keeps two (docs/rules.md §6.4). Where only the drawn card would stay, it
    may be a curinga or the lixo's lone card: that passes only where neither could be
    refused, with the morto to take or the canastra the batida asks (seed 003:
    "precisa guardar 2 cartas na mão depois de baixar: uma para descartar e outra para
    continuar")."""
    if not keeps_a_natural(seen, used, onto, lixo=False):
        return False
    rest, jogos = _after(seen, used, onto, lixo=False)
    if rest:
        return True
    rules = seen.rules
    if rules.guardar_nao_curinga:
        return False  # a curinga drawn would be left alone (§6.5)
    if seen.can_take_morto:
        return True
    lone_lixo = rules.proibe_descarte_do_lixo_unico and len(seen.lixo) == 1
    return (
        rules.descarte_curinga
        and not rules.batida_sem_curinga
        and not lone_lixo
        and seen.has_canastra([seen.judge(j) for j in jogos])
    )


def _after(
    seen: Seen, used: tuple[int, ...], onto: int | None, *, lixo: bool = True
) -> tuple[list[int], list[tuple[int, ...]]]:
    """The cards left in hand and the side's jogos after laying ``used`` (on the jogo
    ``onto``; None, as a new jogo), the lixo taken or not."""
    rest = list(seen.hand) + (list(seen.lixo) if lixo else [])
    for card in used:
        if card in rest:
            rest.remove(card)
    jogos = list(seen.melds[seen.side])
    if onto is None:
        jogos.append(tuple(used))
    else:
        jogos[onto] = jogos[onto] + tuple(used)
    return rest, jogos


def _may_end(seen: Seen, left: int, jogos: list[tuple[int, ...]]) -> bool:
    """:func:`may_leave` with the side's jogos as ``jogos``."""
    if seen.can_take_morto or left >= 2:
        return True
    if left == 0 and not seen.rules.batida_por_baixada:
        return False
    return seen.has_canastra([seen.judge(j) for j in jogos])


def _lays_off_all(seen: Seen, wilds: list[int], jogos: list[tuple[int, ...]]) -> bool:
    """The curingas ``wilds`` all go on the ``jogos`` (one at a time, as the engine
    takes encostares), and the hand then empty takes the morto or goes out."""
    if not wilds:
        return _may_end(seen, 0, jogos)
    wild, others = wilds[0], wilds[1:]
    for i, jogo in enumerate(jogos):
        if seen.judge(jogo + (wild,)).ok:
            after = list(jogos)
            after[i] = jogo + (wild,)
            if _lays_off_all(seen, others, after):
                return True
    return False


def _makes_new_jogo(seen: Seen, *, wilds: bool, new: bool = False, only: int | None = None) -> bool:
    """A card of the lixo (with ``only``, that one) makes a new jogo with two other
    cards of the hand and the lixo."""
    lixo = list(seen.lixo)
    # each card with whether it is a curinga card of the hand
    pool = [(c, is_wild(c)) for c in seen.hand] + [(c, False) for c in lixo]
    asked = set(lixo) if only is None else {only} & set(lixo)
    for card in asked:
        rest = list(pool)
        rest.remove((card, False))
        held = seen.hand.count(card) if new and not is_wild(card) else 0
        tried: set[tuple[tuple[int, bool], ...]] = set()
        for i, x in enumerate(rest):
            for y in rest[i + 1 :]:
                pair = (min(x, y), max(x, y))
                if pair in tried or not _could_meld(seen, card, x[0], y[0]):
                    continue
                tried.add(pair)
                if held > (x[0] == card) + (y[0] == card):
                    continue  # the hand's own copy makes this jogo without the lixo
                check = seen.judge((card, x[0], y[0]))
                if not check.ok or (new and not leaves_allowed(seen, (card, x[0], y[0]))):
                    continue
                if wilds or check.clean or not (x[1] or y[1]):
                    return True
    return False


def _could_meld(seen: Seen, *cards: int) -> bool:
    """A quick filter before judging three cards: one suit, or (trincas) one rank."""
    naturals = [c for c in cards if not is_wild(c)]
    if len({c // 13 for c in naturals}) <= 1:
        return True
    return seen.rules.trincas and len({c % 13 for c in naturals}) <= 1


def take_backs(
    log: Sequence[dict[str, Any]], players: int, compelled: Collection[int] = ()
) -> list[int]:
    """The seats (one entry per take) that took back their side's own card from the
    open lixo this hand and laid nothing in that turn: what the rules above forbid,
    counted by the arena (a closed lixo's take always lays its top card).

    ``compelled``: the indices in ``log`` of takes the rules made (:func:`compelled_take`,
    as the arena saw them): those are no take-back."""
    out: list[int] = []
    pending: int | None = None  # the seat of a take-back whose turn is still going
    for i, event in enumerate(log):
        acao = event.get("acao")
        seat = event.get("seat")
        if pending is not None:
            if seat == pending and acao in LAYS:
                pending = None  # it laid down with the lixo: no take-back
            elif seat != pending or acao in ("descartar", "fim_da_mao"):
                out.append(pending)
                pending = None
        if acao == "pegar_lixo" and "jogo" not in event and seat is not None and i not in compelled:
            if side_of(int(seat), players) in lixo_throwers(log[:i], players):
                pending = int(seat)
    if pending is not None:
        out.append(pending)
    return out


def parked_in(log: Sequence[dict[str, Any]], closed: bool = False) -> list[int]:
    """The seats (one entry per turn) that took the open lixo with their own last
    discard under another seat's card, laid nothing that turn, and threw that same
    card again: the card *parked* in the lixo and taken back a turn later, which
    :func:`take_backs` (the top card alone) does not see. Seen in the lost hands
    of docs/lab/2026-12-05-aberto-at-120-and-the-hoarded-lixo.md; kept for last
    by :func:`keep_for_last` (B33), counted by the arena. ``closed``: the table's lixo is closed, where every take
    lays the top card (none is counted)."""
    out: list[int] = []
    if closed:
        return out
    under: dict[int, Any] = {}  # seat -> its last discard, still in the lixo under another's
    top: tuple[int, Any] | None = None  # (seat, card) of the lixo's top
    turn: tuple[int, Any] | None = None  # (seat, parked card) of a take still going
    laid = False
    for event in log:
        acao = event.get("acao")
        seat = event.get("seat")
        if acao == "fim_da_mao":
            under, top, turn = {}, None, None
            continue
        if seat is None:
            continue
        seat = int(seat)
        if turn is not None and seat == turn[0] and acao in LAYS:
            laid = True
        if acao == "pegar_lixo":
            turn, laid = None, False
            if seat in under:
                turn = (seat, under[seat])
            under, top = {}, None
        elif acao == "descartar":
            card = event.get("carta")
            if turn is not None and turn[0] == seat and not laid and card == turn[1]:
                out.append(seat)
            turn = None
            if top is not None and top[0] != seat:
                under[top[0]] = top[1]
            under.pop(seat, None)
            top = (seat, card)
    return out


def returns_in(log: Sequence[dict[str, Any]]) -> int:
    """How many discards of the hand returned a lixo taken unchanged (passes)."""
    return sum(1 for i, e in enumerate(log) if e.get("acao") == "descartar" and is_return(log, i))

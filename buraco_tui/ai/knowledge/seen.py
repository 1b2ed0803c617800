"""What one seat sees, as card codes: the bots' only input.

:class:`Seen` is read from a seat's ``view`` (plain data, docs/rules.md §9.1). The
search also reads it from the public accessors of a determinized game it built
itself (:meth:`Seen.from_game`), taking only what that seat may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from buraco_tui.engine import (
    Game,
    MeldCheck,
    Rules,
    meets_batida_canastra,
    parse_cards,
    side_of,
    sides_for,
)
from buraco_tui.engine import deck_counts as _engine_deck_counts

from .handtools import Judge, judge_for

#: (seat, players) -> the opposing sides in play order (:attr:`Seen.opps`).
_OPPS: dict[tuple[int, int], tuple[int, ...]] = {}


@dataclass(slots=True)
class Seen:
    """One seat's knowledge of the table, cards as codes."""

    rules: Rules
    judge: Judge
    seat: int
    players: int
    turn: int
    phase: str
    hand: list[int]
    #: Per side: the jogos' card codes (sorted) and their verdicts.
    melds: list[list[tuple[int, ...]]]
    checks: list[list[MeldCheck]]
    lixo: list[int]
    #: Per seat: the cards it took from the lixo and still holds.
    taken: list[list[int]]
    hand_counts: list[int]
    monte_count: int
    mortos_left: int
    morto_taken: list[bool]
    scores: list[int]
    vulneravel: list[bool]
    #: The rioplatense third deck came in (one more copy of every card).
    third_deck: bool = False
    #: How many turns in a row (most recent first) started by taking the lixo
    #: with nothing laid down afterwards: a sign of a lixo going round in circles.
    idle_lixo_turns: int = 0
    #: Cards of the lixo under those in ``lixo`` that the seat does not see (a
    #: stacked lixo shows only its top card and its count: docs/rules.md §9.2).
    hidden_lixo: int = 0
    #: The sides that threw the lixo's top card, a lixo taken and returned
    #: unchanged counting as a pass (:func:`lixo_throwers`, bot decision B24).
    lixo_thrown_by: tuple[int, ...] = ()
    #: The card whose discard now would return the lixo just taken unchanged
    #: (:func:`returns_card`).
    returns: int | None = None
    #: The cards of its side's it had parked in the lixo that this seat took back
    #: with it this turn (:func:`retaken_cards`, bot decision B33): thrown again,
    #: they would park once more.
    retaken: tuple[int, ...] = ()

    @property
    def held_back(self) -> tuple[int, ...]:
        """The cards whose discard now would give the lixo back its own card: the
        one card taken alone (B24) and the parked cards taken back (B33)."""
        return self.retaken if self.returns is None else (self.returns, *self.retaken)

    @property
    def lixo_size(self) -> int:
        """How many cards lie in the lixo (the table shows the count)."""
        return len(self.lixo) + self.hidden_lixo

    def remembering(self, view: dict[str, Any]) -> Seen:
        """This knowledge with the cards under a stacked lixo's top that the seat
        saw thrown (:func:`lixo_memory`) put back in ``lixo``, bottom first, as
        a player who follows the table knows them (bot decision B16). Itself where
        the lixo is fanned or the log does not account for the pile."""
        memory = lixo_memory(view, self)
        if memory is None:
            return self
        return replace(self, lixo=list(memory.known) + self.lixo, hidden_lixo=memory.unknown)

    @property
    def sides(self) -> int:
        """How many sides play (the engine's :func:`sides_for`)."""
        return sides_for(self.players)

    @property
    def side(self) -> int:
        """The seat's side, as the engine counts it (``Game.side_of``)."""
        return side_of(self.seat, self.players)

    @property
    def opp(self) -> int:
        """The opposing side: the other one of two; of three sides, the one
        that plays next after this seat."""
        return side_of(self.seat + 1, self.players)

    @property
    def opps(self) -> list[int]:
        """Every opposing side, in the order they play after this seat (the
        next one first): one with two sides, two with three (rioplatense)."""
        key = (self.seat, self.players)
        found = _OPPS.get(key)
        if found is None:
            out: list[int] = []
            for step in range(1, self.players):
                side = side_of(self.seat + step, self.players)
                if side != self.side and side not in out:
                    out.append(side)
            found = _OPPS[key] = tuple(out)
        return list(found)

    @property
    def partners(self) -> list[int]:
        """The seats that play on this seat's side (none when alone)."""
        return [s for s in range(self.players) if s != self.seat and self.side_of(s) == self.side]

    def side_of(self, seat: int) -> int:
        """The side another seat plays for."""
        return side_of(seat, self.players)

    @property
    def can_take_morto(self) -> bool:
        """The seat's side may still take a morto."""
        return not self.morto_taken[self.side] and self.mortos_left > 0

    @property
    def must_open_big(self) -> bool:
        """Vulnerável and not opened yet: the first lay-down must reach the minimum."""
        return self.vulneravel[self.side] and not self.melds[self.side]

    def has_canastra(self, checks: list[MeldCheck] | None = None, side: int | None = None) -> bool:
        """Whether the jogos hold the canastra this table requires to bater."""
        if checks is None:
            checks = self.checks[self.side if side is None else side]
        return meets_batida_canastra(self.rules, checks)

    def table_points(self, side: int) -> int:
        """Card points plus canastra bonuses of a side's jogos."""
        return sum(m.points + m.bonus for m in self.checks[side])

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Seen:
        """Read a seat's view (``game.view(seat)``)."""
        rules = Rules.from_dict(view["rules"])
        judge = judge_for(rules)
        log = view.get("log", [])
        melds: list[list[tuple[int, ...]]] = []
        checks: list[list[MeldCheck]] = []
        for side in view["melds"]:
            codes = [tuple(sorted(int(c) for c in parse_cards(m["cards"]))) for m in side]
            melds.append(codes)
            checks.append([judge(c) for c in codes])
        vul = view.get("vulneravel")
        if vul is None:
            start = view.get("start_scores", view["scores"])
            vul = [
                bool(rules.vulneravel and rules.meta > 0 and start[s] * 2 >= rules.meta)
                for s in range(len(start))
            ]
        return cls(
            rules=rules,
            judge=judge,
            seat=int(view["seat"]),
            players=int(view["players"]),
            turn=int(view["turn"]),
            phase=str(view["phase"]),
            hand=sorted(int(c) for c in parse_cards(view["hand"])),
            melds=melds,
            checks=checks,
            lixo=[int(c) for c in parse_cards(view["lixo"])],
            taken=_known_taken(view, rules, melds),
            hand_counts=[int(n) for n in view["hand_counts"]],
            monte_count=int(view["monte_count"]),
            mortos_left=int(view["mortos_left"]),
            morto_taken=[bool(x) for x in view["morto_taken"]],
            scores=[int(x) for x in view["scores"]],
            vulneravel=[bool(x) for x in vul],
            third_deck=bool(view.get("third_deck", False)),
            idle_lixo_turns=idle_lixo_turns(log, int(view["seat"])),
            hidden_lixo=max(int(view.get("lixo_count", 0)) - len(view["lixo"]), 0),
            lixo_thrown_by=lixo_throwers(log, int(view["players"])),
            returns=returns_card(log, int(view["seat"])),
            retaken=retaken_cards(log, int(view["seat"]), int(view["players"]), rules),
        )

    @classmethod
    def from_game(cls, game: Game, seat: int) -> Seen:
        """What ``seat`` sees of a game the bot built itself (a determinization)."""
        rules = game.rules
        judge = judge_for(rules)
        checks = [game.melds(s) for s in range(game.sides)]
        melds = [[_codes_of(m) for m in side] for side in checks]
        seats = range(game.players)
        hands = [game.hand(s) for s in seats]
        return cls(
            rules=rules,
            judge=judge,
            seat=seat,
            players=game.players,
            turn=game.turn,
            phase=game.phase,
            hand=list(map(int, hands[seat])),
            melds=melds,
            checks=checks,
            lixo=list(map(int, game.lixo)),
            taken=[list(map(int, game.lixo_taken(s))) for s in seats],
            hand_counts=[len(h) for h in hands],
            monte_count=game.monte_count,
            mortos_left=game.mortos_left,
            morto_taken=[game.morto_taken(s) for s in range(game.sides)],
            scores=game.scores,
            vulneravel=[game.vulneravel(s) for s in range(game.sides)],
            third_deck=False,  # playouts never deal from the deck again
            idle_lixo_turns=idle_lixo_turns(game.log, seat),
            lixo_thrown_by=lixo_throwers(game.log, game.players),
            returns=returns_card(game.log, seat),
            retaken=retaken_cards(game.log, seat, game.players, rules),
        )


@dataclass(frozen=True)
class LixoMemory:
    """The cards under a stacked lixo's top card, as the seat saw them thrown."""

    #: The cards thrown onto the pile under its top card, bottom first.
    known: tuple[int, ...]
    #: How many cards lie under those that the log does not name (the card
    #: turned up at the deal, when nobody has taken the pile since and the view
    #: does not name it: a built position, an older save): 0 or 1.
    unknown: int


def lixo_memory(view: dict[str, Any], seen: Seen) -> LixoMemory | None:
    """What lies under a stacked lixo's top card, read from the hand's log: every
    discard since the pile was last taken, on the card turned up at the deal while
    it lies there (docs/rules.md §9.2). ``None`` where
    the lixo is fanned, nothing is hidden under the top, or the log does not
    account for the pile's count and top card."""
    shown = len(view["lixo"])
    count = int(view.get("lixo_count", shown))
    if view.get("lixo_fanned", True) or count <= shown:
        return None
    # the card turned up at the deal, while it lies at the bottom: the view names it
    # (decision 79); a view without it (a built position, an older save) leaves it unknown
    virada = view.get("lixo_virada")
    pile: list[int] = [int(c) for c in parse_cards(virada)] if virada else []
    unknown = 0 if virada else int(seen.rules.lixo_inicial)
    for event in view.get("log", ()):
        acao = event.get("acao")
        if acao == "descartar":
            pile.extend(int(c) for c in parse_cards(event["carta"]))
        elif acao == "pegar_lixo":
            pile, unknown = [], 0
        elif acao == "fim_da_mao":
            pile, unknown = [], int(seen.rules.lixo_inicial)
    if unknown + len(pile) != count or len(pile) < shown:
        return None
    if shown and pile[-shown:] != [int(c) for c in parse_cards(view["lixo"])]:
        return None
    return LixoMemory(tuple(pile[: len(pile) - shown]), unknown)


def deck_counts(rules: Rules, third_deck: bool) -> list[int]:
    """Copies of each card code in play (the engine's :func:`deck_counts`)."""
    return list(_engine_deck_counts(rules, third_deck))


def idle_lixo_turns(log: list[dict[str, Any]], seat: int | None = None) -> int:
    """Turns in a row, counting back from the latest, that took the lixo and
    laid nothing down before discarding (a lixo going round in circles); with
    ``seat``, also that seat's own turns in a row of that kind, the others'
    turns in between skipped (a seat taking back its own discard with the
    other's, turn after turn, while the other draws: issue 8's hand that grew to
    28 cards without a lay-down). The larger of the two."""
    circle = _idle_turns(log, None)
    return circle if seat is None else max(circle, _idle_turns(log, seat))


def _idle_turns(log: list[dict[str, Any]], seat: int | None) -> int:
    count = 0
    laid = False
    for event in reversed(log):
        acao = event.get("acao")
        if acao in ("fim_da_mao", "morto"):
            return count
        if seat is not None and event.get("seat") != seat:
            continue
        if acao in ("baixar", "encostar"):
            laid = True
        elif acao == "comprar":
            return count
        elif acao == "pegar_lixo":
            if laid or "jogo" in event:
                return count
            count += 1
            laid = False
    return count


def _single_take(event: dict[str, Any]) -> int | None:
    """The one card of an open-lixo take of exactly one card, else None."""
    if event.get("acao") != "pegar_lixo" or "jogo" in event:
        return None
    cards = parse_cards(str(event.get("cartas", "")))
    return int(cards[0]) if len(cards) == 1 else None


def is_return(log: Sequence[dict[str, Any]], at: int) -> bool:
    """Whether the discard ``log[at]`` throws back the one card its seat took from
    the lixo in the same turn (the lixo returned unchanged: a pass)."""
    seat = log[at].get("seat")
    thrown = parse_cards(str(log[at].get("carta", "")))
    for i in range(at - 1, -1, -1):
        event = log[i]
        if event.get("seat") != seat or event.get("acao") in ("comprar", "fim_da_mao"):
            return False
        if event.get("acao") == "pegar_lixo":
            took = _single_take(event)
            return took is not None and [took] == [int(c) for c in thrown]
    return False


def lixo_throwers(log: Sequence[dict[str, Any]], players: int) -> tuple[int, ...]:
    """The sides that threw the card on top of the lixo, latest first: the side of
    the last discard and, while that discard returned a lixo taken unchanged (a
    pass), the sides of the discards before it. Empty before the first discard of
    the hand."""
    out: list[int] = []
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        acao = event.get("acao")
        if acao == "fim_da_mao":
            break
        if acao != "descartar":
            continue
        side = side_of(int(event["seat"]), players)
        if side not in out:
            out.append(side)
        if not is_return(log, i):
            break
    return tuple(out)


def parked_cards(log: Sequence[dict[str, Any]], seat: int, players: int) -> tuple[int, ...]:
    """The last discard of each seat of ``seat``'s side that is still in the open
    lixo with another side's card on it: taking the lixo now takes it back, and
    the seat keeps it for last (:func:`retaken_cards`, bot decision B33). The
    lixo's top card is :func:`lixo_throwers`' business."""
    side = side_of(seat, players)
    out: list[int] = []
    done: set[int] = set()
    top = True
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        acao = event.get("acao")
        if acao in ("fim_da_mao", "pegar_lixo"):
            break
        if acao != "descartar":
            continue
        who = int(event["seat"])
        if top:
            top = False
            if side_of(who, players) == side:
                return ()  # the side's own card on top: B24's case
            done.add(who)
            continue
        if who in done:
            continue
        done.add(who)
        if side_of(who, players) == side:
            out.extend(int(c) for c in parse_cards(str(event.get("carta", ""))))
    return tuple(out)


def retaken_cards(
    log: Sequence[dict[str, Any]], seat: int, players: int, rules: Rules | None = None
) -> tuple[int, ...]:
    """The side's parked cards (:func:`parked_cards`) that ``seat`` took back with
    the open lixo this turn. Empty once it has thrown, and where ``rules`` close
    the lixo (every take lays its top card)."""
    if rules is not None and rules.lixo_fechado:
        return ()
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        if event.get("seat") != seat or event.get("acao") in ("comprar", "descartar"):
            return ()
        if event.get("acao") == "pegar_lixo":
            if "jogo" in event:
                return ()
            return parked_cards(log[:i], seat, players)
    return ()


def returns_card(log: Sequence[dict[str, Any]], seat: int) -> int | None:
    """The card whose discard now would return the lixo unchanged: ``seat`` took a
    lixo of exactly that one card this turn (open lixo). None otherwise."""
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        if event.get("seat") != seat or event.get("acao") in ("comprar", "descartar"):
            return None
        if event.get("acao") == "pegar_lixo":
            return _single_take(event)
    return None


_CODES: dict[int, tuple[MeldCheck, tuple[int, ...]]] = {}


def _codes_of(check: MeldCheck) -> tuple[int, ...]:
    """A jogo's cards as a sorted code tuple (memoised per verdict object)."""
    entry = _CODES.get(id(check))
    if entry is not None and entry[0] is check:
        return entry[1]
    if len(_CODES) > 50_000:
        _CODES.clear()
    codes = tuple(sorted(int(c) for c in check.cards))
    _CODES[id(check)] = (check, codes)
    return codes


def _known_taken(
    view: dict[str, Any], rules: Rules, melds: list[list[tuple[int, ...]]]
) -> list[list[int]]:
    """The cards each seat took from the lixo and holds, trimmed so that no card
    shows more copies than the deck has (a guard against an inconsistent view)."""
    taken = [sorted(int(c) for c in parse_cards(t)) for t in view["lixo_taken"]]
    seat = int(view["seat"])
    hand = [int(c) for c in parse_cards(view["hand"])]
    left = deck_counts(rules, bool(view.get("third_deck", False)))
    for c in hand + [int(c) for c in parse_cards(view["lixo"])]:
        left[c] -= 1
    for side in melds:
        for codes in side:
            for c in codes:
                left[c] -= 1
    out: list[list[int]] = []
    for s, cards in enumerate(taken):
        if s == seat:
            mine = list(hand)
            kept = []
            for c in cards:
                if c in mine:
                    mine.remove(c)
                    kept.append(c)
            out.append(kept)
            continue
        kept = []
        for c in cards:
            if left[c] > 0:
                left[c] -= 1
                kept.append(c)
        out.append(kept)
    return out

"""The state of a match and of the hand being played: each field declared once.

A match holds hands: the *match* fields (rules, seats, scores, the hand number,
the history, the seed) live across hands; the *hand* fields (the cards, the
jogos, the turn, the morto) are dealt afresh by every hand. Each field is one
line of :class:`MatchState` naming its type, its fresh value, how a copy takes
it, and its key and codec in the saved JSON; ``__slots__``, the fresh state,
:meth:`MatchState.copy`, :func:`saved_dict` and :func:`load_fields` are all
derived from those lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar, cast

from ..jogos.masks import hand_masks
from ..jogos.meld import MeldCheck
from ..table.cards import CARDS, JOKER, N_CODES, cards_text, parse_cards
from ..table.rules import Rules
from .scoring import HandScore

_TEXT = [str(c) for c in CARDS]


class Phase(StrEnum):
    """The two phases of a turn; the values are the saved JSON strings."""

    COMPRAR = "comprar"
    BAIXAR = "baixar"


#: The phases as plain module names (an enum's attribute costs more on the hot path).
COMPRAR = Phase.COMPRAR
BAIXAR = Phase.BAIXAR


class EndReason(StrEnum):
    """Why a hand (or the match) ended; ``""`` while it runs."""

    NONE = ""
    BATIDA = "batida"
    MONTE = "monte"
    ABANDONO = "abandono"


# ----------------------------------------------------------------- field codecs


def _cards(value: Any) -> list[int]:
    if not isinstance(value, str):
        raise ValueError("cartas devem ser texto")
    return [int(c) for c in parse_cards(value)]


def _opt_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _phase(value: Any) -> Phase:
    try:
        return Phase(value)
    except ValueError:
        raise ValueError("fase inválida") from None


def _end_reason(value: Any) -> EndReason:
    try:
        return EndReason(str(value))
    except ValueError:
        raise ValueError(f"fim de mão inválido: {value!r}") from None


def _card_or_none(code: int) -> str | None:
    return _TEXT[code] if code >= 0 else None


def _card_code(text: Any) -> int:
    return _cards(text)[0] if text else -1


def _final_out(final: list[HandScore] | None) -> list[dict[str, int]] | None:
    return [s.to_data() for s in final] if final else None


def _final_in(data: Any) -> list[HandScore] | None:
    return [HandScore.from_data(s) for s in data] if data else None


#: Copy kinds: the value itself (immutable or shared), a new list, a list of new lists.
SAME, LIST, LISTS = "same", "list", "lists"


@dataclass(slots=True)
class Field:
    """One field of the state (see the module docstring)."""

    scope: str
    fresh: Callable[[int, int], Any]
    copy: str = SAME
    key: str | None = None
    dump: Callable[[Any], Any] | None = None
    load: Callable[[Any], Any] | None = None
    optional: bool = False
    #: Saved only when it differs from its fresh value (a field added later:
    #: older saves, and games that never use it, keep their exact keys).
    sparse: bool = False
    name: str = ""

    def __post_init__(self) -> None:
        self.optional = self.optional or self.sparse


def _field(*args: Any, **kwargs: Any) -> Any:
    """A field line of :class:`MatchState`: a :class:`Field` (typed ``Any`` so the
    annotation rules)."""
    return Field(*args, **kwargs)


MATCH, HAND = "match", "hand"


def _per_seat(players: int, sides: int) -> list[list[int]]:
    return [[] for _ in range(players)]


def _per_side_lists(players: int, sides: int) -> list[list[Any]]:
    return [[] for _ in range(sides)]


def _empty(players: int, sides: int) -> list[Any]:
    return []


def _each(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda values: [fn(v) for v in values]


S = TypeVar("S", bound="MatchState")


def _state_class(cls: type[S]) -> type[S]:
    """Build the slotted class from the field lines and derive its methods."""
    fields: list[Field] = []
    namespace: dict[str, Any] = {}
    for name, value in cls.__dict__.items():
        if isinstance(value, Field):
            value.name = name
            fields.append(value)
        elif name not in ("__dict__", "__weakref__"):
            namespace[name] = value
    namespace["__slots__"] = ("rules", "players", "sides", *(f.name for f in fields))
    new_cls = cast("type[S]", type(cls.__name__, cls.__bases__, namespace))
    new_cls.FIELDS = tuple(fields)

    # copy(): one generated function, so a copy costs one call (the bots copy a lot).
    lines = ["def copy(self):", "    o = _new(self.__class__)"]
    lines += [f"    o.{n} = self.{n}" for n in ("rules", "players", "sides")]
    for f in fields:
        if f.copy == LIST:
            lines.append(f"    o.{f.name} = self.{f.name}[:]")
        elif f.copy == LISTS:
            lines.append(f"    o.{f.name} = [x[:] for x in self.{f.name}]")
        else:
            lines.append(f"    o.{f.name} = self.{f.name}")
    lines.append("    return o")
    env: dict[str, Any] = {"_new": object.__new__}
    exec("\n".join(lines), env)  # noqa: S102 - code built from the field lines above
    copy = env["copy"]
    copy.__doc__ = cls.__dict__["copy"].__doc__
    copy.__qualname__ = f"{cls.__name__}.copy"
    new_cls.copy = copy  # type: ignore[method-assign]
    return new_cls


@_state_class
class MatchState:
    """Every field of a match and of its hand in play; the engine's functions read
    and change it, :class:`~buraco_tui.engine.game.Game` is its public face."""

    FIELDS: tuple[Field, ...] = ()
    rules: Rules
    players: int
    #: Number of sides: one per player alone (2-3 players), one per pair (4-6).
    sides: int

    # -- the hand (dealt afresh each hand); saved keys in the saved order
    _hands: list[list[int]] = _field(
        HAND, _per_seat, LISTS, "hands", _each(cards_text), lambda v: [sorted(_cards(h)) for h in v]
    )
    #: Per seat: the cards it took from the lixo and still holds (sorted).
    _taken: list[list[int]] = _field(
        HAND,
        _per_seat,
        LISTS,
        "lixo_taken",
        _each(cards_text),
        lambda v: [sorted(_cards(h)) for h in v],
    )
    #: The monte, top card last.
    _monte: list[int] = _field(HAND, _empty, LIST, "monte", cards_text, _cards)
    _mortos: list[list[int]] = _field(
        HAND, _empty, LISTS, "mortos", _each(cards_text), lambda v: [_cards(m) for m in v]
    )
    #: The lixo, bottom first.
    _lixo: list[int] = _field(HAND, _empty, LIST, "lixo", cards_text, _cards)
    #: Per side, the card codes of each jogo (sorted); the verdicts follow from them.
    _meld_codes: list[list[tuple[int, ...]]] = _field(
        HAND,
        _per_side_lists,
        LISTS,
        "melds",
        lambda v: [[cards_text(c) for c in side] for side in v],
        lambda v: [[tuple(sorted(_cards(t))) for t in side] for side in v],
    )
    #: Per side, the verdict on each jogo (shared, immutable): derived, not saved.
    _melds: list[list[MeldCheck]] = _field(HAND, _per_side_lists, LISTS)
    #: Per seat, its hand's masks (``masks.py``: the codes held once, twice, three
    #: times): derived from the hand, not saved; kept by the turns as cards move.
    _masks: list[int] = _field(HAND, lambda p, s: [0] * p, LIST)
    turn: int = _field(HAND, lambda p, s: 0, SAME, "turn", None, int)
    phase: Phase = _field(HAND, lambda p, s: Phase.COMPRAR, SAME, "phase", str, _phase)
    _morto_taken: list[bool] = _field(
        HAND, lambda p, s: [False] * s, LIST, "morto_taken", list, lambda v: [bool(x) for x in v]
    )
    #: Per side: the seat that took the morto by ida indireta and has not played
    #: since (-1: none).
    _pending: list[int] = _field(
        HAND, lambda p, s: [-1] * s, LIST, "pending", list, lambda v: [int(x) for x in v]
    )
    # -- the match
    _scores: list[int] = _field(
        MATCH, lambda p, s: [0] * s, LIST, "scores", list, lambda v: [int(x) for x in v]
    )
    #: The match scores when this hand was dealt.
    _start_scores: list[int] = _field(
        HAND, lambda p, s: [0] * s, LIST, "start_scores", list, lambda v: [int(x) for x in v]
    )
    hand_number: int = _field(MATCH, lambda p, s: 1, SAME, "hand_number", None, int)
    opener: int = _field(MATCH, lambda p, s: 0, SAME, "opener", None, int)
    hand_over: bool = _field(HAND, lambda p, s: False, SAME, "hand_over", None, bool)
    match_over: bool = _field(MATCH, lambda p, s: False, SAME, "match_over", None, bool)
    winner: int | None = _field(MATCH, lambda p, s: None, SAME, "winner", None, _opt_int)
    abandoned_by: int | None = _field(
        MATCH, lambda p, s: None, SAME, "abandoned_by", None, _opt_int, optional=True
    )
    batida_by: int | None = _field(HAND, lambda p, s: None, SAME, "batida_by", None, _opt_int)
    end_reason: EndReason = _field(
        HAND, lambda p, s: EndReason.NONE, SAME, "end_reason", str, _end_reason
    )
    #: The count of the hand once over (shared: never changed after).
    _final: list[HandScore] | None = _field(
        HAND, lambda p, s: None, SAME, "final", _final_out, _final_in, optional=True
    )
    #: One entry per finished hand; entries are never changed after.
    history: list[dict[str, Any]] = _field(MATCH, _empty, LIST, "history", list, list)
    #: This hand's events, for the screens; entries are never changed after.
    log: list[dict[str, Any]] = _field(HAND, _empty, LIST, "log", list, list)
    #: The match seed: with the hand number it is the whole random future.
    _seed: int = _field(MATCH, lambda p, s: 0, SAME, "seed", None, int)
    #: Built by from_layout with fewer than all the cards (a test or tutorial position).
    _partial: bool = _field(MATCH, lambda p, s: False, SAME, "partial", None, bool, optional=True)
    #: The rioplatense third deck came in this hand.
    _third_deck: bool = _field(
        HAND, lambda p, s: False, SAME, "third_deck", None, bool, optional=True
    )
    #: Rioplatense: per seat, the third-deck cards it holds (a sub-multiset of the
    #: hand; their other backs make the count public). Immutable: copies share it.
    _third_held: tuple[tuple[int, ...], ...] = _field(
        HAND,
        lambda p, s: ((),) * p,
        SAME,
        "third_held",
        _each(cards_text),
        lambda v: tuple(tuple(sorted(_cards(h))) for h in v),
        sparse=True,
    )
    #: Rioplatense: the third-deck cards lying in the lixo (a sub-multiset of it).
    _lixo_third: tuple[int, ...] = _field(
        HAND,
        lambda p, s: (),
        SAME,
        "lixo_third",
        cards_text,
        lambda v: tuple(_cards(v)),
        sparse=True,
    )
    #: The one card the player to act took from the lixo this turn, or -1.
    _lixo_unico: int = _field(
        HAND, lambda p, s: -1, SAME, "lixo_unico", _card_or_none, _card_code, optional=True
    )
    #: The card turned up at the deal to open the lixo (docs/rules.md §1.4) while it
    #: still lies at the bottom of it, or -1: every seat saw it, so the view names
    #: it (decision 79). Saves from before it load with -1 (not known).
    _virada: int = _field(
        HAND, lambda p, s: -1, SAME, "virada", _card_or_none, _card_code, sparse=True
    )

    def __init__(self, rules: Rules, players: int = 2) -> None:
        if not isinstance(rules, Rules):
            raise ValueError("rules deve vir de ruleset(...)")
        if isinstance(players, bool) or players not in rules.jogadores:
            raise ValueError(
                f"esta mesa se joga com {' ou '.join(map(str, rules.jogadores))} jogadores"
            )
        self.rules = rules
        self.players = players
        self.sides = players if players <= 3 else players // 2
        for f in self.FIELDS:
            setattr(self, f.name, f.fresh(players, self.sides))

    def fresh_hand(self) -> None:
        """Reset every field of the hand to its value before a deal."""
        players, sides = self.players, self.sides
        for f in self.FIELDS:
            if f.scope == HAND:
                setattr(self, f.name, f.fresh(players, sides))

    def refresh_masks(self) -> None:
        """Work out every seat's hand masks afresh (after hands were set wholesale)."""
        self._masks = [hand_masks(h) for h in self._hands]

    def copy(self: S) -> S:
        """An independent copy of the whole match (cheap: meld verdicts are shared)."""
        raise NotImplementedError  # replaced by the generated copy

    # -- card conservation

    def all_cards(self) -> list[int]:
        """Every card code in the game (monte, lixo, hands, mortos, jogos)."""
        cards = list(self._monte) + list(self._lixo)
        for h in self._hands:
            cards += h
        for m in self._mortos:
            cards += m
        for side in self._meld_codes:
            for codes in side:
                cards += codes
        return cards

    def check_consistency(self, exact: bool) -> None:
        """``ValueError`` when the state does not hold together: a per-seat or
        per-side list of the wrong length, a seat out of range, a card of the
        lixo-taken or third-deck records that the hand does not hold, or card
        conservation broken (:meth:`check_conservation`)."""
        n, sides = self.players, self.sides
        per_seat: dict[str, Sequence[object]] = {
            "hands": self._hands,
            "lixo_taken": self._taken,
            "third_held": self._third_held,
        }
        per_side: dict[str, Sequence[object]] = {
            "melds": self._meld_codes,
            "morto_taken": self._morto_taken,
            "pending": self._pending,
            "scores": self._scores,
            "start_scores": self._start_scores,
        }
        for name, value in per_seat.items():
            if len(value) != n:
                raise ValueError(f"{name}: {len(value)} listas para {n} assentos")
        for name, values in per_side.items():
            if len(values) != sides:
                raise ValueError(f"{name}: {len(values)} valores para {sides} lados")
        for name, seat in (("turn", self.turn), ("opener", self.opener)):
            if not 0 <= seat < n:
                raise ValueError(f"{name}: assento {seat} fora da mesa")
        for name, maybe in (
            ("winner", self.winner),
            ("abandoned_by", self.abandoned_by),
            ("batida_by", self.batida_by),
        ):
            if maybe is not None and not 0 <= maybe < (sides if name == "winner" else n):
                raise ValueError(f"{name}: {maybe} fora da mesa")
        for side, seat in enumerate(self._pending):
            if seat != -1 and not (0 <= seat < n and seat % sides == side):
                raise ValueError(f"pending: assento {seat} não é do lado {side}")
        for seat in range(n):
            hand = self._hands[seat]
            for name, held in (
                ("lixo_taken", self._taken[seat]),
                ("third_held", self._third_held[seat]),
            ):
                for c in set(held):
                    if list(held).count(c) > hand.count(c):
                        raise ValueError(f"{name}: {_TEXT[c]} não está na mão {seat}")
        for c in set(self._lixo_third):
            if self._lixo_third.count(c) > self._lixo.count(c):
                raise ValueError(f"lixo_third: {_TEXT[c]} não está no lixo")
        if self._virada >= 0 and self._lixo[:1] != [self._virada]:
            raise ValueError(f"virada: {_TEXT[self._virada]} não está no fundo do lixo")
        self.check_conservation(exact)

    def deck_limits(self) -> list[int]:
        """Copies of each card code in play: two decks, jokers, the third deck."""
        limit = [2] * 52 + [4 if self.rules.curingas_de_papel else 0]
        if self._third_deck:
            limit = [n + 1 for n in limit[:52]] + [limit[JOKER] + 2]
        return limit

    def check_conservation(self, exact: bool) -> None:
        """``ValueError`` when a card has more copies than the decks hold (or, when
        ``exact``, not exactly as many)."""
        counts = [0] * N_CODES
        for c in self.all_cards():
            counts[c] += 1
        limit = self.deck_limits()
        for c in range(N_CODES):
            if counts[c] > limit[c]:
                raise ValueError(
                    f"layout impossível: {counts[c]} cópias de {_TEXT[c]} "
                    f"(o baralho tem {limit[c]})"
                )
            if exact and counts[c] != limit[c]:
                raise ValueError(f"jogo corrompido: {counts[c]} cópias de {_TEXT[c]}")


def saved_dict(state: MatchState, schema: int) -> dict[str, Any]:
    """The state as plain JSON data, keys in the saved order."""
    data: dict[str, Any] = {
        "schema": schema,
        "rules": state.rules.to_dict(),
        "players": state.players,
    }
    for f in state.FIELDS:
        if f.key is not None:
            value = getattr(state, f.name)
            if f.sparse and value == f.fresh(state.players, state.sides):
                continue
            data[f.key] = f.dump(value) if f.dump is not None else value
    return data


def load_fields(state: MatchState, data: dict[str, Any]) -> None:
    """Set every saved field of ``state`` from :func:`saved_dict` data."""
    for f in state.FIELDS:
        if f.key is None:
            continue
        if f.optional and f.key not in data:
            continue
        value = data[f.key]
        setattr(state, f.name, f.load(value) if f.load is not None else value)

"""One match of Buraco: :class:`Game`, the engine's one public face.

:class:`Game` holds the whole state of a match (``state/match_state.py``) and changes only
through :meth:`Game.apply` (plus :meth:`Game.next_hand` and :meth:`Game.abandon`).
Every refused action raises :class:`IllegalAction` and leaves the game exactly
as it was: each action is judged completely (``play/legal.py``) before anything
moves (``play/turns.py``). Its constructors ``new`` and ``from_layout`` are in
``build.py`` (:class:`~buraco_tui.engine.build.Buildable`), the suggestions in
``play/suggest.py``, the count in ``state/scoring.py`` (read off the table in
``state/tally.py``), the view in ``view.py``, saving in ``state/serialize.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import view as seat_view
from .build import Buildable
from .jogos.meld import MeldCheck
from .play import legal, suggest, turns
from .play.suggest import timeout_discard
from .state import serialize, tally
from .state.match_state import EndReason, Phase
from .state.scoring import HandScore
from .state.serialize import SCHEMA_VERSION
from .table.cards import CARDS, Card

__all__ = ["SCHEMA_VERSION", "EndReason", "Game", "Phase", "timeout_discard"]

COMPRAR = Phase.COMPRAR
BAIXAR = Phase.BAIXAR
PHASES = tuple(Phase)


class Game(Buildable):
    """A Buraco match for 2 players or 4 in pairs (seats 0+2 against 1+3).

    Build one with :meth:`new`, :meth:`from_layout` or :meth:`from_json`.
    Sides: with 2 or 3 players each plays alone (a side each); with 4 or 6 they
    play in pairs (2 or 3 sides). Seat ``s`` plays for side ``s % sides``.
    """

    __slots__ = ()

    # ------------------------------------------------------------------ build
    # (new and from_layout: Buildable, build.py)

    @classmethod
    def from_view(
        cls,
        view: dict[str, Any],
        *,
        hands: dict[int, Any],
        monte: Any,
        mortos: list[Any],
        seed: int = 0,
        lixo_hidden: Any = None,
    ) -> Game:
        """A game consistent with a seat's ``view``, the hidden cards filled in.

        ``hands`` gives the cards of every *other* seat (each must hold the cards
        the view says it took from the lixo, and as many as its count);
        ``monte`` (top first) and ``mortos`` the rest. Where the table shows only
        the lixo's top card, ``lixo_hidden`` (bottom first) gives the cards under
        it, or else they are the cards placed nowhere, in an order drawn from
        ``seed``. Bots use it to play out guesses of the hidden cards; the view
        itself is never enough to peek. Inconsistent guesses raise ``ValueError``.
        """
        return seat_view.from_view(cls, view, (hands, monte, mortos, seed, lixo_hidden))

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Read back :meth:`to_json`. Unreadable or newer-version text raises ``ValueError``."""
        return serialize.from_json(cls, text)

    # ---------------------------------------------------------------- reading

    def side_of(self, seat: int) -> int:
        """The side a seat plays for."""
        return seat % self.sides

    def hand(self, seat: int) -> list[Card]:
        """The cards in a seat's hand, sorted by suit and rank."""
        legal.check_seat(self, seat)
        return [CARDS[c] for c in self._hands[seat]]

    @property
    def lixo(self) -> list[Card]:
        """The discard pile, bottom first (the last card is the top)."""
        return [CARDS[c] for c in self._lixo]

    @property
    def monte_count(self) -> int:
        """Cards left in the monte."""
        return len(self._monte)

    @property
    def mortos_left(self) -> int:
        """Mortos still on the table."""
        return len(self._mortos)

    def melds(self, side: int) -> list[MeldCheck]:
        """A side's jogos in the order laid down; the index is the jogo's id."""
        if isinstance(side, bool) or side not in range(self.sides):
            raise ValueError(f"lado inválido: {side!r}")
        return list(self._melds[side])

    def morto_taken(self, side: int) -> bool:
        """Whether the side has taken its morto this hand."""
        return self._morto_taken[side]

    def lixo_taken(self, seat: int) -> list[Card]:
        """Cards the seat took from the lixo and still holds."""
        return [CARDS[c] for c in self._taken[seat]]

    def match_score(self, side: int) -> int:
        """The side's match score (hands finished so far)."""
        return self._scores[side]

    @property
    def scores(self) -> list[int]:
        """Every side's match score."""
        return list(self._scores)

    @property
    def seed(self) -> int:
        """The match seed: with the hand number, the whole random future."""
        return self._seed

    @property
    def target(self) -> int:
        """The match target (0: a single hand)."""
        return self.rules.meta

    def vulneravel(self, side: int) -> bool:
        """Whether the side started this hand vulnerável (mestre-canastra)."""
        return legal.vulneravel(self, side)

    def can_take_morto(self, side: int) -> bool:
        """The side has not taken a morto and one is left on the table."""
        return legal.can_take_morto(self, side)

    def has_batida_canastra(self, side: int, melds: Iterable[MeldCheck] | None = None) -> bool:
        """Whether the side has the canastra this table requires to bater (always
        true where none is required)."""
        return legal.has_batida_canastra(self, side, melds)

    def hand_score(self, side: int) -> HandScore:
        """The side's count for this hand, line by line (provisional until it ends)."""
        return tally.hand_score(self, side)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as plain JSON data, cards as text.

        Its own hand; the whole lixo; every jogo; scores; card counts of every
        hand, the monte and the mortos; and the cards each seat took from the
        lixo and still holds. Never the order of the monte, the mortos or the
        other hands.
        """
        return seat_view.view(self, seat)

    # ----------------------------------------------------------------- acting

    #: Play one action dict of the action protocol (docs/engine-api.md, "Acting") for the
    #: seat to act (``turns.apply``).
    apply = turns.apply

    #: The suggestions for the seat to act, as shared read-only action dicts
    #: (``suggest.legal_actions``).
    legal_actions = suggest.legal_actions

    def timeout_action(self) -> dict[str, Any]:
        """The time-out move: draw from the monte; at the discard, the loose card
        (no suit neighbour in hand) of highest value, curingas last."""
        return suggest.timeout_action(self)

    def next_hand(self) -> None:
        """Deal the next hand of the match (the opener rotates)."""
        turns.next_hand(self)

    def abandon(self, seat: int) -> None:
        """A player leaves: the other side wins the match (of three sides, the leader
        of the other two)."""
        legal.check_seat(self, seat)
        turns.abandon(self, seat)

    # ------------------------------------------------------------- saving

    def to_json(self) -> str:
        """The whole match as JSON text, with a schema version inside."""
        return serialize.to_json(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return serialize.to_data(self) == serialize.to_data(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Game {self.rules.preset} {self.players}p mão {self.hand_number} "
            f"vez {self.turn} {self.phase} placar {self._scores}>"
        )

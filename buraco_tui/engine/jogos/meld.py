"""One jogo's verdict: :class:`MeldCheck`, and the kinds and canastras it names.

Judging cards as a jogo is ``judge.py`` (:func:`~buraco_tui.engine.jogos.judge.check_meld`);
asking which cards fit a jogo is ``fits.py``. A verdict is built once and shared:
:func:`made` fills a valid one slot by slot, :func:`failure` hands out the one
refusal of each code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from ..table.cards import Card
from ..table.reasons import message

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


def failure(code: str) -> MeldCheck:
    """The refusal verdict of ``code`` (one shared verdict per code)."""
    check = _FAILS.get(code)
    if check is None:
        check = _FAILS[code] = _fail(code)
    return check


def made(
    cards: list[Card],
    widx: int,
    kind: str,
    canastra: str | None,
    points: int,
    suit: int = -1,
    low: int = 0,
    high: int = 0,
) -> MeldCheck:
    """The verdict on a valid jogo of ``cards`` in table order worth ``points``
    (curinga at ``widx``, -1 when clean; ``suit``, ``low``, ``high`` for a sequence)."""
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


#: The slot setters :func:`made` uses (a test checks that it sets every field).
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

"""Cards: 52 faces plus the joker, two copies of each in a Buraco deck.

A :class:`Card` is an ``int`` (its code) that prints as ``"10♠"``. Codes are
``suit * 13 + rank - 1`` with suits in the order ♠ ♥ ♦ ♣ and ranks A=1 … K=13;
the joker is 52. Copies of the same card from the two decks are the same code:
the rules never tell them apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

SUITS = "♠♥♦♣"
SUIT_LETTERS = "shdc"
RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = 52
N_CODES = 53

#: The bit of each card code in a mask of codes (a hand's distinct cards, the cards
#: that fit a jogo...).
BIT: tuple[int, ...] = tuple(1 << c for c in range(N_CODES))

_RANK_BY_TEXT = {name: r for r, name in enumerate(RANK_NAMES) if name}
_RANK_BY_TEXT["T"] = 10
_SUIT_BY_TEXT = {s: i for i, s in enumerate(SUITS)}
_SUIT_BY_TEXT.update({s: i for i, s in enumerate(SUIT_LETTERS)})


class Card(int):
    """One card, by code. ``str(card)`` is the suit-symbol form, e.g. ``"10♠"``."""

    __slots__ = ()

    @property
    def is_joker(self) -> bool:
        """True for the paper joker."""
        return self == JOKER

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king); 0 for the joker."""
        return 0 if self == JOKER else self % 13 + 1

    @property
    def suit(self) -> int:
        """0..3 for ♠ ♥ ♦ ♣; -1 for the joker."""
        return -1 if self == JOKER else self // 13

    @property
    def is_red(self) -> bool:
        """True for ♥ and ♦."""
        return self.suit in (1, 2)

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card({_TEXT[self]!r})"

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        # pickling/copying keeps the shared instances
        return (card_of, (int(self),))


def _text_of(code: int) -> str:
    if code == JOKER:
        return "🃏"
    return RANK_NAMES[code % 13 + 1] + SUITS[code // 13]


_TEXT = [_text_of(c) for c in range(N_CODES)]
CARDS: tuple[Card, ...] = tuple(Card(c) for c in range(N_CODES))


def card_of(code: int) -> Card:
    """The shared :class:`Card` instance for a code."""
    return CARDS[code]


def make_card(rank: int, suit: int) -> Card:
    """The card of a rank (1..13) and suit (0..3)."""
    return CARDS[suit * 13 + rank - 1]


def card_value(code: int) -> int:
    """Points of a card: joker 20, A 15, 2 10, 8 to K 10, 3 to 7 5."""
    return _VALUES[code]


_VALUES = [0] * N_CODES
for _c in range(52):
    _r = _c % 13 + 1
    _VALUES[_c] = 15 if _r == 1 else 10 if _r == 2 or _r >= 8 else 5
_VALUES[JOKER] = 20
VALUES: tuple[int, ...] = tuple(_VALUES)


def is_wild_capable(code: int) -> bool:
    """Every 2 and the joker can stand as a curinga."""
    return code == JOKER or code % 13 == 1


def positions(code: int) -> tuple[int, ...]:
    """The places (1..14) a card takes in a sequence of its suit: the ace 1 or 14."""
    r = code % 13 + 1
    return (1, 14) if r == 1 else (r,)


def pos_code(suit: int, p: int) -> int:
    """The code of the card of ``suit`` at sequence place ``p`` (1..14)."""
    return suit * 13 + (0 if p == 14 else p - 1)


#: :func:`is_wild_capable` of each card code, as a table: the engine's one test of a
#: curinga where speed counts (the suggestions and the bots' playouts ask it millions
#: of times; a lookup is cheaper than a call).
WILD: tuple[bool, ...] = tuple(map(is_wild_capable, range(N_CODES)))


_TOKEN_CACHE: dict[str, Card] = {}


def _parse_token(token: str) -> Card:
    card = _TOKEN_CACHE.get(token)
    if card is not None:
        return card
    t = token.replace("\ufe0f", "").strip()
    up = t.upper()
    if up in ("JK", "🃏", "JOKER"):
        card = CARDS[JOKER]
    else:
        if len(t) < 2:
            raise ValueError(f"carta inválida: {token!r}")
        suit = _SUIT_BY_TEXT.get(t[-1]) if t[-1] in SUITS else _SUIT_BY_TEXT.get(t[-1].lower())
        rank = _RANK_BY_TEXT.get(up[:-1])
        if suit is None or rank is None:
            raise ValueError(f"carta inválida: {token!r}")
        card = CARDS[suit * 13 + rank - 1]
    _TOKEN_CACHE[token] = card
    return card


_TEXT_CACHE: dict[str, tuple[Card, ...]] = {}


def parse_cards(text: str | Iterable[int | str] | None) -> list[Card]:
    """Read space-separated cards, e.g. ``"A♥ 10♠ 2c jk"``.

    Ranks ``A 2 … 10 J Q K`` (``T`` is 10), suits ``♠ ♥ ♦ ♣`` or ``s h d c``,
    either case; ``JK`` or ``🃏`` is a joker. A list of cards or card texts is
    accepted too. Bad text raises :class:`ValueError` naming the bad token.
    """
    if text is None:
        return []
    if isinstance(text, str):
        cached = _TEXT_CACHE.get(text)
        if cached is None:
            cached = tuple(_parse_token(tok) for tok in text.split())
            if len(_TEXT_CACHE) > 50_000:
                _TEXT_CACHE.clear()
            _TEXT_CACHE[text] = cached
        return list(cached)
    out: list[Card] = []
    for item in text:
        if isinstance(item, Card):
            out.append(item)
        elif isinstance(item, bool):
            raise ValueError(f"carta inválida: {item!r}")
        elif isinstance(item, int):
            if not 0 <= item < N_CODES:
                raise ValueError(f"carta inválida: {item!r}")
            out.append(CARDS[item])
        elif isinstance(item, str):
            out.extend(parse_cards(item))
        else:
            raise ValueError(f"carta inválida: {item!r}")
    return out


def cards_text(cards: Iterable[int]) -> str:
    """Cards as space-separated text, e.g. ``"3♥ 4♥ 5♥"``."""
    return " ".join(map(_TEXT.__getitem__, cards))


def deck(jokers: bool = False) -> list[Card]:
    """Two 52-card decks (104 cards), plus 4 jokers (108) when ``jokers``."""
    cards = [CARDS[c] for c in range(52)] * 2
    if jokers:
        cards += [CARDS[JOKER]] * 4
    return cards

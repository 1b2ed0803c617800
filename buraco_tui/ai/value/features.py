"""What the learned position value reads of a position (issue 27, item 1).

One input vector for every table and seat count: the two sides being compared
(what each has laid down, holds and may still take), what is still to come (cards
to draw, the lixo), who is to move, and the table itself as the numbers of its
:class:`~buraco_tui.engine.Rules` fields. No preset's name enters: a new table, or
a table option, is new numbers in the same vector (bot decision B26).

The vector is of a full game, as the search's playouts reach it (every hand is
known there); :func:`pair_features` is read at the horizon of each playout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from functools import cache

from buraco_tui.engine import Game, MeldCheck, Rules, cards_to_draw

from ..knowledge.handtools import JOKER, mesa_tally, positions

#: What each side contributes, in order (one block for the side valued, one for
#: the side it is compared with).
SIDE_FEATURES = (
    "mesa",
    "bonus",
    "limpas",
    "sujas",
    "jogos_short",
    "jogos_5",
    "jogos_6",
    "hand_cards",
    "hand_value",
    "hand_wilds",
    "hand_max",
    "hand_runs",
    "hand_pairs",
    "hand_fits",
    "hand_chains",
    "hand_twice",
    "lixo_fits",
    "best_jogo",
    "morto_taken",
    "morto_open",
    "batida_ready",
)
#: What the position contributes besides the two sides.
POSITION_FEATURES = (
    "to_draw",
    "mortos_left",
    "lixo_cards",
    "lixo_value",
    "to_move",
    "searcher",
    "to_draw_phase",
    "seats_per_side",
    "sides",
)
#: Position inputs whose sign says which side: seen from the other side they are
#: negated (who moves; which side plays the searcher's rules).
SIDED = ("to_move", "searcher")
#: Rules fields that do not change play (a display aid, the match's target, who may
#: sit): left out of the table's block.
_NOT_PLAY = ("preset", "meta", "jogadores", "lixo_em_leque")


@cache
def rule_names() -> tuple[str, ...]:
    """The :class:`Rules` fields read as the table's block, in order."""
    return tuple(f.name for f in fields(Rules) if f.name not in _NOT_PLAY)


def feature_names() -> tuple[str, ...]:
    """Every input's name, in the vector's order."""
    return (
        tuple(f"me_{n}" for n in SIDE_FEATURES)
        + tuple(f"them_{n}" for n in SIDE_FEATURES)
        + POSITION_FEATURES
        + tuple(f"rule_{n}" for n in rule_names())
    )


_RULES_ROWS: dict[Rules, tuple[float, ...]] = {}


def rules_row(rules: Rules) -> tuple[float, ...]:
    """The table's block: each play field of ``rules`` as a number (a switch as
    0/1, an enum as 1 where it differs from the usual table's, points as they are)."""
    row = _RULES_ROWS.get(rules)
    if row is None:
        base = Rules()
        out = []
        for name in rule_names():
            value = getattr(rules, name)
            if isinstance(value, bool):
                out.append(float(value))
            elif isinstance(value, int):
                out.append(float(value))
            else:
                out.append(float(value != getattr(base, name)))
        row = _RULES_ROWS[rules] = tuple(out)
    return row


def side_block(game: Game, side: int, melds: list[MeldCheck] | None = None) -> list[float]:
    """One side's block (:data:`SIDE_FEATURES`)."""
    melds = game.melds(side) if melds is None else melds
    mesa, bonus, limpas, sujas, short, n5, n6 = mesa_tally(game.rules, melds)
    best = max((m.size for m in melds if m.canastra is None), default=0)
    ends = _open_ends(melds)
    values = game.rules.values
    cards = value = wilds = biggest = runs = pairs = fits = chains = twice = 0
    near: set[int] = set(ends)
    for seat in range(side, game.players, game.sides):
        hand = game.hand(seat)
        cards += len(hand)
        biggest = max(biggest, len(hand))
        naturals = []
        for c in hand:
            value += values[c]
            if c == JOKER or c % 13 == 1:
                wilds += 1
            else:
                naturals.append(c)
                if c in ends:
                    fits += 1
        r, p = _structure(naturals)
        runs += r
        pairs += p
        chains += _in_chains(naturals)
        twice += len(naturals) - len(set(naturals))
        for c in naturals:
            near.update(_neighbours(c))
    lixo_fits = sum(1 for c in game.lixo if c in near)
    taken = game.morto_taken(side)
    return [
        float(mesa),
        float(bonus),
        float(limpas),
        float(sujas),
        float(short),
        float(n5),
        float(n6),
        float(cards),
        float(value),
        float(wilds),
        float(biggest),
        float(runs),
        float(pairs),
        float(fits),
        float(chains),
        float(twice),
        float(lixo_fits),
        float(best),
        float(taken),
        float(not taken and game.mortos_left > 0),
        float(game.has_batida_canastra(side, melds)),
    ]


def _open_ends(melds: list[MeldCheck]) -> frozenset[int]:
    """Natural cards that would extend one of these jogos by one: the next card
    at either end of a sequence, another of a trinca's rank."""
    out: set[int] = set()
    for m in melds:
        if m.kind == "sequencia":
            for pos in (m.low - 1, m.high + 1):
                if 1 <= pos <= 14:
                    out.add(m.suit * 13 + (0 if pos == 14 else pos - 1))
        elif m.kind == "trinca" and m.cards:
            rank = next((c % 13 for c in m.cards if c != JOKER and c % 13 != 1), -1)
            if rank >= 0:
                out.update(rank + 13 * suit for suit in range(4))
    return frozenset(out)


def _neighbours(code: int) -> tuple[int, ...]:
    """The natural cards next to ``code`` in a sequence of its suit."""
    suit = code // 13
    out = []
    for p in positions(code):
        for q in (p - 1, p + 1):
            if 1 <= q <= 14 and q != 2:
                out.append(suit * 13 + (0 if q == 14 else q - 1))
    return tuple(out)


def _in_chains(naturals: Sequence[int]) -> int:
    """Distinct natural cards of a hand that stand in three or more in a row of
    their suit (a sequence it could lay down with no curinga)."""
    places = {(c // 13, p) for c in set(naturals) for p in positions(c)}
    count = 0
    for c in set(naturals):
        suit = c // 13
        for p in positions(c):
            row = [(suit, q) in places for q in range(p - 2, p + 3)]
            if (row[0] and row[1]) or (row[1] and row[3]) or (row[3] and row[4]):
                count += 1
                break
    return count


def _structure(naturals: Sequence[int]) -> tuple[int, int]:
    """Natural cards in a hand with a neighbour of their suit within two places
    (the makings of a sequence), and cards whose rank the hand holds again (of
    a trinca)."""
    places = {(c // 13, p) for c in naturals for p in positions(c)}
    runs = 0
    ranks: dict[int, int] = {}
    for c in naturals:
        suit = c // 13
        if any((suit, q) in places for p in positions(c) for q in (p - 2, p - 1, p + 1, p + 2)):
            runs += 1
        ranks[c % 13] = ranks.get(c % 13, 0) + 1
    pairs = sum(n for n in ranks.values() if n >= 2)
    return runs, pairs


def pair_features(game: Game, side: int, other: int) -> list[float]:
    """The input vector valuing ``side`` against ``other`` (:func:`feature_names`).

    ``side`` is the searcher's: in the samples it plays Difícil's rules and the
    other sides a style of the pool, as in the search's playouts, and the input
    ``searcher`` (+1 here, -1 seen from the other side) lets the value carry what
    that play is worth over the rest of the hand (bot decision B27)."""
    values = game.rules.values
    lixo = game.lixo
    mover = game.side_of(game.turn)
    position = [
        float(cards_to_draw(game.monte_count, game.mortos_left)),
        float(game.mortos_left),
        float(len(lixo)),
        float(sum(values[c] for c in lixo)),
        1.0 if mover == side else (-1.0 if mover == other else 0.0),
        1.0,
        float(game.phase == "comprar"),
        float(game.players // game.sides),
        float(game.sides),
    ]
    return side_block(game, side) + side_block(game, other) + position + list(rules_row(game.rules))


def swapped(row: list[float]) -> list[float]:
    """The same position valued from the other side (the two side blocks
    exchanged, the :data:`SIDED` inputs negated): its value is the opposite."""
    n = len(SIDE_FEATURES)
    out = row[n : 2 * n] + row[:n] + row[2 * n :]
    for name in SIDED:
        out[2 * n + POSITION_FEATURES.index(name)] *= -1.0
    return out

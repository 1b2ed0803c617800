"""Guessing the hidden cards consistently with a view (determinization).

The unseen cards are the deck minus everything the seat sees: its hand, the
lixo, every jogo, and the cards the other seats took from the lixo (those are
certainly in their hands). A guess deals the unseen cards at random to the other
hands (on top of their known lixo cards), the monte and the mortos, with the
counts the view gives.

Where the table stacks the lixo and shows only its top card (docs/rules.md §9.2),
the cards under it were each seen face up when they were thrown: the hand's log
in the view says which. A guess keeps them under the top, where they are, and
deals only the cards nobody saw (the card turned up at the deal, once covered,
is not in the log: it is guessed).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from buraco_tui.engine import MORTO_SIZE, Game, cards_text, parse_cards

from .seen import Seen, deck_counts, lixo_memory


def unseen_cards(seen: Seen, known_lixo: Sequence[int] = ()) -> list[int]:
    """Cards the seat cannot see and cannot place: the pool a guess deals from
    (``known_lixo``: the cards it knows lie under a stacked lixo's top)."""
    counts = Counter(dict(enumerate(deck_counts(seen.rules, seen.third_deck))))
    visible: list[int] = list(seen.hand) + list(seen.lixo) + list(known_lixo)
    for side in seen.melds:
        for codes in side:
            visible.extend(codes)
    for s, taken in enumerate(seen.taken):
        if s != seen.seat:
            visible.extend(taken)
    counts.subtract(visible)
    return sorted(c for c, n in counts.items() for _ in range(max(n, 0)))


def deal_hidden(
    seen: Seen, rng: random.Random
) -> tuple[dict[int, list[int]], list[int], list[list[int]]]:
    """One guess: the other hands, the monte (top first) and the mortos."""
    hands, monte, mortos, _ = _deal(seen, rng, ())
    return hands, monte, mortos


def _deal(
    seen: Seen, rng: random.Random, known_lixo: Sequence[int]
) -> tuple[dict[int, list[int]], list[int], list[list[int]], list[int]]:
    """One guess, and the unseen cards it placed nowhere (the rest of the pile)."""
    pool = unseen_cards(seen, known_lixo)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    pos = 0
    for s in range(seen.players):
        if s == seen.seat:
            continue
        known = list(seen.taken[s])
        need = max(seen.hand_counts[s] - len(known), 0)
        hands[s] = known + pool[pos : pos + need]
        pos += need
    mortos = []
    for _ in range(seen.mortos_left):
        mortos.append(pool[pos : pos + MORTO_SIZE])
        pos += MORTO_SIZE
    monte = pool[pos : pos + seen.monte_count]
    return hands, monte, mortos, pool[pos + seen.monte_count :]


def determinize(view: dict[str, Any], seen: Seen, rng: random.Random) -> Game:
    """A game consistent with ``view``, the hidden cards dealt at random by ``rng``
    (a stacked lixo keeps the cards the seat saw thrown under its top: :func:`lixo_memory`)."""
    taken = [cards_text(t) for t in seen.taken]
    if [" ".join(t) for t in view["lixo_taken"]] != taken:
        view = dict(view, lixo_taken=[t.split() for t in taken])
    if len(seen.lixo) != len(view["lixo"]):  # a remembering Seen: deal from what the table shows
        seen = replace(seen, lixo=[int(c) for c in parse_cards(view["lixo"])])
    memory = lixo_memory(view, seen)
    if memory is not None:
        state = rng.getstate()
        hands, monte, mortos, rest = _deal(seen, rng, memory.known)
        seed = rng.getrandbits(32)
        if len(rest) == memory.unknown:
            under = rest + list(memory.known)
            try:
                return build_guess(view, hands, monte, mortos, seed, under)
            except ValueError:
                pass
        rng.setstate(state)  # the log does not fit the table: guess the pile too
    hands, monte, mortos = deal_hidden(seen, rng)
    seed = rng.getrandbits(32)
    try:
        return build_guess(view, hands, monte, mortos, seed)
    except ValueError:
        if not seen.third_deck:
            raise
    # Game.from_view does not pass the third deck on to its layout check, so a
    # guess holding a third copy of a card is refused: deal again from two decks
    # (the monte comes out shorter; the hands keep their counts). Still refused
    # when the table itself shows a third copy: the caller does without a guess.
    hands, monte, mortos = deal_hidden(replace(seen, third_deck=False), rng)
    return build_guess(view, hands, monte, mortos, seed)


def build_guess(
    view: dict[str, Any],
    hands: dict[int, list[int]],
    monte: list[int],
    mortos: list[list[int]],
    seed: int,
    under: list[int] | None = None,
) -> Game:
    """The game of ``view`` with its hidden cards as given (the other seats'
    ``hands``, the ``monte``, the ``mortos`` left and, for a stacked lixo, the
    cards ``under`` its top); the engine refuses (``ValueError``) a guess that
    does not fit the table."""
    # card codes, not text: the engine reads either, and a guess's monte is never
    # the same text twice (its parse would only fill the engine's cache of texts)
    return Game.from_view(
        view,
        hands={s: list(h) for s, h in hands.items()},
        monte=list(monte),
        mortos=[list(m) for m in mortos],
        seed=seed,
        lixo_hidden=None if under is None else list(under),
    )

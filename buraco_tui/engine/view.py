"""What a seat may see (``view``), and a game rebuilt from a view with the hidden
cards guessed (``from_view``), as the bots' search does."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, TypeVar

from .build import Buildable
from .play.legal import check_seat, vulneravel
from .state.match_state import MatchState
from .state.tally import hand_score
from .table.cards import CARDS, JOKER, N_CODES, parse_cards
from .table.rules import Rules

S = TypeVar("S", bound=Buildable)
_TEXT = [str(c) for c in CARDS]


def view(state: MatchState, seat: int) -> dict[str, Any]:
    """What ``seat`` may see (docs/rules.md §9.1), as plain JSON data, cards as text.

    Its own hand; the lixo as the table shows it (docs/rules.md §9.2: the whole
    of it fanned, or only its top card, ``lixo_count`` telling how many lie
    there); every jogo; scores; card counts of every hand, the monte and the
    mortos; the third-deck cards each hand holds (rioplatense); and the cards
    each seat took from the lixo and still holds. Never the order of the monte,
    the mortos or the other hands, nor a stacked lixo under its top card.
    """
    check_seat(state, seat)
    lixo = state._lixo
    fanned = state.rules.lixo_a_vista
    return {
        "seat": seat,
        "side": seat % state.sides,
        "sides": state.sides,
        "players": state.players,
        "rules": state.rules.to_dict(),
        "turn": state.turn,
        "phase": str(state.phase),
        "hand": [_TEXT[c] for c in state._hands[seat]],
        "hand_counts": [len(h) for h in state._hands],
        "lixo_taken": [[_TEXT[c] for c in t] for t in state._taken],
        # the visible lixo, bottom first: all of it, or its top card (decision 22)
        "lixo": [_TEXT[c] for c in (lixo if fanned else lixo[-1:])],
        "lixo_count": len(lixo),
        "lixo_fanned": fanned,
        # the card the player to act took alone from the lixo this turn (public)
        "lixo_unico": _TEXT[state._lixo_unico] if state._lixo_unico >= 0 else None,
        # the card turned up at the deal, while it lies at the bottom of the lixo:
        # every seat saw it (decision 79)
        "lixo_virada": _TEXT[state._virada] if state._virada >= 0 else None,
        "monte_count": len(state._monte),
        "mortos_left": len(state._mortos),
        "morto_taken": list(state._morto_taken),
        "melds": [[m.to_data() for m in side] for side in state._melds],
        "scores": list(state._scores),
        "start_scores": list(state._start_scores),
        "morto_pending": list(state._pending),
        "vulneravel": [vulneravel(state, side) for side in range(state.sides)],
        "third_deck": state._third_deck,
        # per seat, how many of its cards are of the third deck (their other backs)
        "third_deck_counts": [len(t) for t in state._third_held],
        "third_deck_hand": [_TEXT[c] for c in state._third_held[seat]],
        "target": state.rules.meta,
        "hand_number": state.hand_number,
        "opener": state.opener,
        "hand_over": state.hand_over,
        "match_over": state.match_over,
        "winner": state.winner,
        "batida_by": state.batida_by,
        # the count shows the other hands' values: only once the hand is over
        "hand_scores": (
            [hand_score(state, side).to_data() for side in range(state.sides)]
            if state.hand_over
            else None
        ),
        "history": [dict(h) for h in state.history],
        "log": [dict(e) for e in state.log],
    }


def from_view(
    cls: type[S], view: dict[str, Any], guess: tuple[dict[int, Any], Any, list[Any], int, Any]
) -> S:
    """A game of ``cls`` consistent with a seat's ``view`` (``Game.from_view``), the
    hidden cards filled in by ``guess``: the other seats' hands (by seat), the monte
    (top first), the mortos, a seed, and the cards under a lixo shown only by its
    top card (bottom first; None: the cards of the decks that the guess placed
    nowhere, in an order drawn from the seed)."""
    hands, monte, mortos, seed, lixo_hidden = guess
    rules = Rules.from_dict(view["rules"])
    n = int(view["players"])
    seat = int(view["seat"])
    texts: list[Any] = []
    for s in range(n):
        if s == seat:
            texts.append(view["hand"])
        else:
            texts.append(hands[s])
    melds = [[m["cards"] for m in side] for side in view["melds"]]
    lixo = [int(c) for c in parse_cards(view["lixo"])]
    hidden = int(view.get("lixo_count", len(lixo))) - len(lixo)
    if hidden > 0:
        if lixo_hidden is None:
            placed = [texts, [monte], mortos, [lixo], *melds]
            under = _unplaced(rules, bool(view.get("third_deck", False)), placed)
            if len(under) < hidden:
                raise ValueError(f"faltam {hidden - len(under)} cartas para o lixo escondido")
            random.Random(f"lixo:{seed}").shuffle(under)
            lixo = under[:hidden] + lixo
        else:
            lixo = [int(c) for c in parse_cards(lixo_hidden)] + lixo
    game = cls.from_layout(
        rules,
        hands=texts,
        mortos=list(mortos),
        monte=monte,
        lixo=lixo,
        melds=melds,
        turn=int(view["turn"]),
        phase=view["phase"],
        mortos_taken=list(view["morto_taken"]),
        scores=list(view["scores"]),
        lixo_taken=[list(t) for t in view["lixo_taken"]],
        seed=seed,
        third_deck=bool(view.get("third_deck", False)),
    )
    for s in range(n):
        if len(game._hands[s]) != view["hand_counts"][s]:
            raise ValueError(f"a mão {s} deveria ter {view['hand_counts'][s]} cartas")
    game._start_scores = [int(x) for x in view.get("start_scores", view["scores"])]
    game._pending = [int(x) for x in view.get("morto_pending", [-1] * game.sides)]
    game.hand_number = int(view.get("hand_number", 1))
    game.opener = int(view.get("opener", game.turn))
    unico = view.get("lixo_unico")
    game._lixo_unico = int(parse_cards(unico)[0]) if unico else -1
    virada = view.get("lixo_virada")
    code = int(parse_cards(virada)[0]) if virada else -1
    game._virada = code if game._lixo[:1] == [code] else -1
    _third_from_view(game, view, seat)
    return game


def _unplaced(rules: Rules, third_deck: bool, placed: list[list[Any]]) -> list[int]:
    """The cards of the decks (sorted) that none of the ``placed`` card fields holds."""
    counts = Counter({c: 2 for c in range(52)})
    counts[JOKER] = 4 if rules.curingas_de_papel else 0
    if third_deck:
        for c in range(52):
            counts[c] += 1
        counts[JOKER] += 2
    for group in placed:
        for field in group:
            counts.subtract(int(c) for c in parse_cards(field))
    return [c for c in range(N_CODES) for _ in range(max(counts[c], 0))]


def _third_from_view(game: MatchState, view: dict[str, Any], seat: int) -> None:
    """The third-deck cards of each hand: the seat's own as the view names them,
    the others' as many as the view counts (which ones is a guess: the first
    cards of the hand not known to come from the lixo)."""
    counts = view.get("third_deck_counts")
    if not counts or not any(counts):
        return
    held: list[tuple[int, ...]] = []
    for s, n in enumerate(counts):
        if s == seat:
            own = [int(c) for c in parse_cards(view.get("third_deck_hand", []))]
            held.append(tuple(sorted(own)))
            continue
        rest = list(game._hands[s])
        for c in game._taken[s]:
            rest.remove(c)
        pick = (rest + list(game._taken[s]))[: int(n)]
        held.append(tuple(sorted(pick)))
    game._third_held = tuple(held)

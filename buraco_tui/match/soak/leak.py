"""No view leak: what a seat sees (``Game.view``) must not depend on a card hidden from it.

The check builds a twin of the game that differs only in what the seat cannot see: the
cards of the other hands (but those their lixo record and their third-deck count make
public), the monte and the mortos, and a stacked lixo under its top card, dealt out
again at random into the same places. The seat's view of the twin must be the view of
the game, word for word. The log is public: the events that bring hidden cards into a
hand (drawing, the morto, a monte made of a morto) must name no card.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from buraco_tui.engine import Game
from buraco_tui.engine.jogos.masks import hand_masks
from buraco_tui.match.soak.checks import Problem

#: The fields each silent event may carry: none of them names a card.
SILENT_EVENTS: dict[str, frozenset[str]] = {
    "comprar": frozenset({"seat", "acao"}),
    "morto": frozenset({"seat", "acao", "direta"}),
    "morto_vira_monte": frozenset({"seat", "acao"}),
    "terceiro_baralho": frozenset({"seat", "acao"}),
    "fim_da_mao": frozenset({"seat", "acao", "fim"}),
}


def twin(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose cards hidden from ``seat`` are dealt again at random."""
    other = game.copy()
    kept: dict[int, list[int]] = {}
    pool: list[int] = []
    for t in range(game.players):
        if t == seat:
            continue
        public = Counter(game._taken[t]) + Counter(game._third_held[t])
        hidden = list((Counter(game._hands[t]) - public).elements())
        kept[t] = list((Counter(game._hands[t]) - Counter(hidden)).elements())
        pool += hidden
    pool += game._monte
    for morto in game._mortos:
        pool += morto
    lixo_hidden = not game.rules.lixo_a_vista and not game._lixo_third and len(game._lixo) > 1
    if lixo_hidden:
        pool += game._lixo[:-1]
    rng.shuffle(pool)
    at = 0
    for t, public_cards in kept.items():
        n = len(game._hands[t]) - len(public_cards)
        other._hands[t] = sorted(public_cards + pool[at : at + n])
        other._masks[t] = hand_masks(other._hands[t])
        at += n
    other._monte = pool[at : at + len(game._monte)]
    at += len(game._monte)
    mortos = []
    for morto in game._mortos:
        mortos.append(pool[at : at + len(morto)])
        at += len(morto)
    other._mortos = mortos
    if lixo_hidden:
        other._lixo = pool[at:] + game._lixo[-1:]
    return other


def leak_problem(game: Game, seat: int | None, rng: random.Random) -> Problem | None:
    """``None`` when the view of ``seat`` (None: of every seat) reveals no card hidden
    from it (checked during a hand: once it is over the count shows every hand)."""
    for event in game.log:
        allowed = SILENT_EVENTS.get(str(event.get("acao")))
        if allowed is not None and not set(event) <= allowed:
            return Problem("leak_log", {"event": json.dumps(event, ensure_ascii=False)})
    if game.hand_over:
        return None
    for s in range(game.players) if seat is None else (seat,):
        seen = game.view(s)
        other = twin(game, s, rng).view(s)
        if other != seen:
            keys = [k for k, v in other.items() if seen.get(k) != v]
            return Problem("leak_view", {"seat": s, "keys": ", ".join(keys)})
    return None

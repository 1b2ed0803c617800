"""Building a match: a new deal from a seed, or a position laid out for a test or tutorial."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from .cards import cards_text, parse_cards
from .judge import judge_codes
from .legal import remove
from .rules import Rules, ruleset
from .state import MatchState, Phase
from .turns import deal

S = TypeVar("S", bound=MatchState)


def new(cls: type[S], rules: Rules | None, players: int, seed: int | None) -> S:
    """Deal the first hand of a new match of ``cls`` (see ``Game.new``)."""
    game = cls(rules if rules is not None else ruleset(), players)
    if seed is None:
        seed = random.SystemRandom().getrandbits(64)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("seed deve ser um inteiro")
    game._seed = seed
    game.opener = random.Random(f"buraco-abre:{seed}").randrange(players)
    deal(game)
    return game


def from_layout(
    cls: type[S],
    rules: Rules,
    *,
    hands: list[Any],
    mortos: list[Any],
    monte: Any,
    lixo: Any = "",
    melds: list[list[Any]] | None = None,
    turn: int = 0,
    phase: str = Phase.COMPRAR,
    mortos_taken: list[bool] | None = None,
    scores: list[int] | None = None,
    lixo_taken: list[Any] | None = None,
    seed: int = 0,
    third_deck: bool = False,
) -> S:
    """A position of ``cls`` for tests and tutorials (see ``Game.from_layout``)."""
    if not isinstance(rules, Rules):
        raise ValueError("rules deve vir de ruleset(...)")
    if not isinstance(hands, list | tuple) or len(hands) not in rules.jogadores:
        raise ValueError(f"hands deve ter {' ou '.join(map(str, rules.jogadores))} mãos")
    game = cls(rules, len(hands))
    game._seed = int(seed)
    game._third_deck = bool(third_deck)
    game._hands = [sorted(int(c) for c in parse_cards(h)) for h in hands]
    if not isinstance(mortos, list | tuple) or len(mortos) > game.sides:
        raise ValueError(f"mortos: no máximo {game.sides}")
    game._mortos = [[int(c) for c in parse_cards(m)] for m in mortos]
    game._monte = [int(c) for c in parse_cards(monte)][::-1]
    game._lixo = [int(c) for c in parse_cards(lixo)]
    melds = melds if melds is not None else [[] for _ in range(game.sides)]
    if len(melds) != game.sides:
        raise ValueError(f"melds: uma lista por lado ({game.sides} lados)")
    for side in range(game.sides):
        for text in melds[side]:
            codes = tuple(sorted(int(c) for c in parse_cards(text)))
            check = judge_codes(codes, rules)
            if not check.ok:
                raise ValueError(f"jogo impossível {cards_text(codes)}: {check.reason}")
            game._melds[side].append(check)
            game._meld_codes[side].append(codes)
    if not 0 <= turn < game.players:
        raise ValueError("turn fora da mesa")
    if phase not in tuple(Phase):
        raise ValueError(f"phase deve ser {Phase.COMPRAR.value!r} ou {Phase.BAIXAR.value!r}")
    game.turn = turn
    game.opener = turn
    game.phase = Phase(phase)
    if mortos_taken is not None:
        if len(mortos_taken) != game.sides:
            raise ValueError("mortos_taken: um valor por lado")
        game._morto_taken = [bool(x) for x in mortos_taken]
    if scores is not None:
        if len(scores) != game.sides:
            raise ValueError("scores: um valor por lado")
        game._scores = [int(x) for x in scores]
        game._start_scores = list(game._scores)
    if lixo_taken is not None:
        if len(lixo_taken) != game.players:
            raise ValueError("lixo_taken: uma lista por assento")
        for seat, text in enumerate(lixo_taken):
            taken = sorted(int(c) for c in parse_cards(text))
            remove(game._hands[seat], taken)  # must be in the hand
            game._taken[seat] = taken
    game.check_conservation(exact=False)
    game.refresh_masks()
    game._partial = len(game.all_cards()) != sum(game.deck_limits())
    return game

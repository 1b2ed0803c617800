"""Building a match: a new deal from a seed, or a position laid out for a test or tutorial.

:class:`Buildable` is the match state with its two constructors, ``new`` and
``from_layout``; :class:`~buraco_tui.engine.game.Game` is one.
"""

from __future__ import annotations

import random
from typing import Any, Self

from .jogos.judge import judge_codes
from .play.legal import remove
from .play.turns import deal
from .state.match_state import MatchState, Phase
from .table.cards import cards_text, parse_cards
from .table.rules import Rules, ruleset


class Buildable(MatchState):
    """A match state that can be built: dealt anew from a seed, or laid out."""

    __slots__ = ()

    @classmethod
    def new(cls, rules: Rules | None = None, *, players: int = 2, seed: int | None = None) -> Self:
        """Deal the first hand of a new match.

        The same ``seed`` and the same actions always give the same game; with no
        seed the deal is drawn from the operating system's randomness.
        """
        game = cls(rules if rules is not None else ruleset(), players)
        if seed is None:
            seed = random.SystemRandom().getrandbits(64)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("seed deve ser um inteiro")
        game._seed = seed
        game.opener = random.Random(f"buraco-abre:{seed}").randrange(players)
        deal(game)
        return game

    @classmethod
    def from_layout(
        cls,
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
    ) -> Self:
        """Build a position for tests and tutorials.

        ``hands``: card text per seat (2 or 4 seats); ``mortos``: one card text per
        morto still on the table; ``monte``: top card first; ``lixo``: bottom
        first; ``melds``: per side, a list of jogos; ``mortos_taken``: per side;
        ``scores``: the match score per side before this hand; ``lixo_taken``: per
        seat, cards it took from the lixo and still holds; ``third_deck``: the
        rioplatense third deck already came in. An impossible layout raises
        ``ValueError``.
        """
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
        game.check_consistency(exact=False)
        game.refresh_masks()
        game._partial = len(game.all_cards()) != sum(game.deck_limits())
        return game

"""Built positions for the engine, bot and screen tests: ``Game.from_layout`` with the cards
a test does not name filled in, and positions reached by random play."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from buraco_tui.engine import Game, Rules, cards_text, deck, parse_cards, ruleset

#: Two mortos made of cards the tests rarely use (one copy of each).
MORTO_A = "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"
MORTO_B = "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"
#: A short monte, top card first.
MONTE = "K♣ Q♣ J♣ 10♣ 9♣"


def rules_of(preset: str | Rules, **options: Any) -> Rules:
    """A Rules value from a preset id (plus options) or the Rules itself."""
    return preset if isinstance(preset, Rules) else ruleset(preset, **options)


def layout(preset: str | Rules = "aberto", **kw: Any) -> Game:
    """``Game.from_layout`` with two mortos and a short monte by default."""
    kw.setdefault("mortos", [MORTO_A, MORTO_B])
    kw.setdefault("monte", MONTE)
    return Game.from_layout(rules_of(preset), **kw)


def full_layout(
    preset: str = "aberto", *, monte: str = "", mortos: list[str] | None = None, **kw: Any
) -> Game:
    """``Game.from_layout`` with every card of the decks somewhere: the cards not placed
    go under the given monte (sorted), so the game saves and reads back like a real one."""
    rules = ruleset(preset, **kw.pop("options", {}))
    mortos = list(mortos) if mortos is not None else [MORTO_A, MORTO_B]
    placed: Counter = Counter()
    for text in [*kw.get("hands", []), *mortos, monte, kw.get("lixo", "")]:
        placed.update(parse_cards(text))
    for side in kw.get("melds") or []:
        for text in side:
            placed.update(parse_cards(text))
    rest = Counter(deck(rules.curingas_de_papel)) - placed
    filler = cards_text(sorted(rest.elements()))
    return Game.from_layout(rules, monte=(monte + " " + filler).strip(), mortos=mortos, **kw)


def _deck(rules: Rules) -> Counter[int]:
    """The codes of every card the table plays with, counted."""
    return Counter(int(c) for c in deck(rules.curingas_de_papel))


def position(
    preset: str | Rules = "aberto",
    *,
    hands: list[str],
    melds: list[list[str]] | None = None,
    lixo: str = "",
    monte_count: int = 30,
    mortos_left: int = 2,
    hidden_seed: int = 0,
    **kw: Any,
) -> Game:
    """A ``from_layout`` game where ``hands[1]`` may be an int (a hidden hand of
    that many cards); the monte and the mortos come from the unused cards,
    shuffled by ``hidden_seed``."""
    rules = rules_of(preset)
    melds = melds or [[], []]
    used: list[int] = []
    for h in hands:
        if isinstance(h, str):
            used += [int(c) for c in parse_cards(h)]
    used += [int(c) for c in parse_cards(lixo)]
    for side in melds:
        for m in side:
            used += [int(c) for c in parse_cards(m)]
    pool = _deck(rules)
    pool.subtract(used)
    rest = sorted(c for c, n in pool.items() for _ in range(n))
    assert all(n >= 0 for n in pool.values()), "too many copies in the layout"
    random.Random(hidden_seed).shuffle(rest)
    texts = []
    for h in hands:
        if isinstance(h, int):
            texts.append(cards_text(rest[:h]))
            rest = rest[h:]
        else:
            texts.append(h)
    mortos = [cards_text(rest[i * 11 : (i + 1) * 11]) for i in range(mortos_left)]
    rest = rest[11 * mortos_left :]
    monte = cards_text(rest[:monte_count])
    return Game.from_layout(
        rules, hands=texts, mortos=mortos, monte=monte, lixo=lixo, melds=melds, **kw
    )


def reshuffled(game: Game, seat: int, seed: int) -> Game:
    """The same position as ``seat`` sees it, the hidden cards dealt anew."""
    from buraco_tui.ai.knowledge.sampling import build_guess, deal_hidden
    from buraco_tui.ai.knowledge.seen import Seen

    view = game.view(seat)
    hands, monte, mortos = deal_hidden(Seen.from_view(view), random.Random(seed))
    return build_guess(view, hands, monte, mortos, seed)


def random_position(
    preset: str, seed: int, *, vulneravel: bool = False, players: int | None = None
) -> Game:
    """A position reached by random legal play from a fresh deal (or, with
    ``vulneravel``, from a hand where both sides start at 800 of 1500), with the
    table's own seats or ``players``."""
    rng = random.Random(seed)
    if vulneravel:
        rules = ruleset(preset, vulneravel=True, meta=1500)
        cards = sorted(_deck(rules).elements())
        rng.shuffle(cards)
        game = Game.from_layout(
            rules,
            hands=[cards_text(cards[:11]), cards_text(cards[11:22])],
            mortos=[cards_text(cards[22:33]), cards_text(cards[33:44])],
            monte=cards_text(cards[45:]),
            lixo=cards_text(cards[44:45]),
            scores=[800, 800],
            turn=seed % 2,
        )
    else:
        seats = {} if players is None else {"players": players}
        game = Game.new(ruleset(preset, meta=1500), seed=seed, **seats)
    for _ in range(rng.randrange(0, 160)):
        if game.hand_over:
            break
        actions = game.legal_actions()
        # lean towards laying down, so positions with many jogos come up
        lay = [a for a in actions if a["acao"] in ("baixar", "encostar", "baixar_varios")]
        game.apply(rng.choice(lay if lay and rng.random() < 0.7 else actions))
    return game


def play_random(game: Game, rng: random.Random, max_steps: int = 5000) -> list[dict]:
    """Play uniform random legal actions until the hand ends; return them."""
    done = []
    for _ in range(max_steps):
        if game.hand_over:
            return done
        action = rng.choice(game.legal_actions())
        game.apply(action)
        done.append(action)
    raise AssertionError("the hand did not end")

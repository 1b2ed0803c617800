"""Properties over random legal play, for every preset and every seat count it allows
(2 and 4; rioplatense also 3 and 6: issues 2 and 9): cards are conserved, a refused action
changes nothing, JSON round-trips, the same seed and actions give the same game, every
hand ends, and the view shows the lixo as the table does.

Every decision is a uniform choice among legal_actions(), drawn from a seeded
random.Random that hypothesis picks; the examples are few and the hands fast, so the whole
file stays within a few seconds on a shared machine.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from buraco_tui.engine import PRESETS, Game, IllegalAction, ruleset
from tests.helpers.checks import card_count, texts
from tests.helpers.suggestions import assert_suggestions_match_oracle

CASES = [pytest.param(p, n, id=f"{p}-{n}p") for p in PRESETS for n in ruleset(p).jogadores]
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
#: A hand per example takes longer than hypothesis's deadline; how many examples is the
#: profile's to say (tests/conftest.py).
LEAN = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_STEPS = 3000
ALL_CARDS = [r + s for s in "♠♥♦♣" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]


def third_deck_in(game: Game) -> bool:
    """The rioplatense third deck came in (asked of the view only where the rules have one:
    elsewhere its 54 cards would show in the count)."""
    return game.rules.terceiro_baralho and game.view(0)["third_deck"]


def deck_size(game: Game, third: bool) -> int:
    # seed 001: "La primera vez que el mazo se queda sin cartas, entra un tercer mazo (54 cartas)"
    return (108 if game.rules.curingas_de_papel else 104) + (54 if third else 0)


def check_cards(game: Game) -> None:
    """Every card is somewhere, once: the public counts add up and no card shows too often."""
    third = third_deck_in(game)
    assert card_count(game) == deck_size(game, third)
    seen: Counter = Counter()
    for seat in range(game.players):
        seen.update(game.hand(seat))
    for side in range(game.sides):
        for meld in game.melds(side):
            seen.update(meld.cards)
    seen.update(game.lixo)
    for card, n in seen.items():
        limit = (6 if third else 4) if card.is_joker else (3 if third else 2)
        assert n <= limit, f"{n} copies of {card}"


def check_view(game: Game, seat: int) -> None:
    """The view shows the lixo as the table does, and the third-deck cards each hand holds.

    Seed 002 "só o topo do lixo", seed 004 "apenas a carta em cima da pilha fica visível",
    seed 001 "del pozo sólo se ve la carta de arriba (y cuántas hay)"; seed 001 "los demás
    ven cuántas cartas tienes y el color de sus reversos".
    """
    view = game.view(seat)
    lixo = texts(game.lixo)
    assert view["lixo_count"] == len(lixo)
    assert view["lixo"] == (lixo[-1:] if game.rules.lixo_so_topo else lixo)
    counts = view["third_deck_counts"]
    assert len(counts) == game.players
    assert all(0 <= n <= view["hand_counts"][s] for s, n in enumerate(counts))
    if not view["third_deck"]:
        assert not any(counts)
    own = Counter(view["third_deck_hand"])
    assert not own - Counter(view["hand"])
    assert sum(own.values()) == counts[seat]
    # the lixo record names only cards the hand still holds (issue 26, item 1)
    for s in range(game.players):
        held = Counter(texts(game.hand(s)))
        assert not Counter(view["lixo_taken"][s]) - held, f"seat {s}: lixo_taken not in hand"


def junk_actions(game: Game, rng: random.Random) -> list:
    """Actions that are wrong right now: wrong phase, cards not held, no such jogo..."""
    seat = game.turn
    hand = texts(game.hand(seat))
    held = set(hand)
    missing = next(c for c in ALL_CARDS if c not in held)
    out = [
        {"acao": "descartar", "carta": missing},
        {"acao": "baixar", "cartas": " ".join(rng.sample(hand, min(2, len(hand))))},
        {
            "acao": "encostar",
            "jogo": len(game.melds(seat % game.sides)) + rng.randrange(3),
            "cartas": rng.choice(hand),
        },
        {"acao": rng.choice(["voar", "", "pass"])},
        {"acao": "descartar", "carta": rng.choice(hand), "extra": 1},
        {"acao": "nova_mao"},
    ]
    if game.phase == "comprar":
        out.append({"acao": "descartar", "carta": rng.choice(hand)})
    else:
        out.append({"acao": "comprar"})
    return out


#: How often a move is checked, by kind of check. Each kind comes up several times a hand
#: (the cards at every hand's end too), so that one example stays cheap enough for the CI
#: profile's 50 examples per property (tests/conftest.py): more checks in all than at
#: every move of 4 examples.
RATES = {
    "cards": 0.25,
    "junk": 0.01,
    "view": 0.05,
    "json": 0.02,
    "oracle": 0.01,
    "copies": 0.03,
    "timeout": 0.1,
}


def check_move(game: Game, actions: list[dict], rng: random.Random) -> None:
    """Some of the invariants, drawn by ``RATES``, before a move of ``actions``."""
    if rng.random() < RATES["cards"]:
        check_cards(game)
    if rng.random() < RATES["junk"]:
        before = game.to_json()
        for bad in junk_actions(game, rng):
            with pytest.raises(IllegalAction):
                game.apply(bad)
            assert game.to_json() == before
    if rng.random() < RATES["view"]:
        check_view(game, rng.randrange(game.players))
    if rng.random() < RATES["json"]:
        back = Game.from_json(game.to_json())
        assert back == game and back.legal_actions() == actions
        assert json.loads(json.dumps(game.view(game.turn))) == game.view(game.turn)
    if (
        rng.random() < RATES["oracle"]
        and game.phase == "baixar"
        and len(game.hand(game.turn)) >= 5
        and not game.view(game.turn)["vulneravel"][game.turn % game.sides]
    ):
        assert_suggestions_match_oracle(game)
    if rng.random() < RATES["copies"]:
        for action in actions:
            game.copy().apply(action)
    if rng.random() < RATES["timeout"]:
        game.copy().apply(game.timeout_action())


def play_hand(game: Game, rng: random.Random, checks: bool = True) -> list[dict]:
    """Random legal play to the end of the hand, checking the invariants on the way."""
    done = []
    for _ in range(MAX_STEPS):
        if game.hand_over:
            return done
        actions = game.legal_actions()
        assert actions, "a live hand must offer a move"
        if checks:
            check_move(game, actions, rng)
        action = rng.choice(actions)
        game.apply(action)
        done.append(action)
    raise AssertionError(f"the hand did not end in {MAX_STEPS} moves")


@pytest.mark.parametrize("preset, players", CASES)
@LEAN
@given(seed=SEEDS)
def test_random_hands_conserve_cards_and_end(preset, players, seed):
    # seed 000: "Dois baralhos de 52 cartas, 104 no total"; "A batida ... encerra a mão";
    # "Se o monte está vazio e não há mais morto, a mão acaba ali"
    game = Game.new(ruleset(preset), players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):
        play_hand(game, rng)
        assert game.hand_over and game.end_reason in ("batida", "monte")
        check_cards(game)
        check_view(game, 0)
        totals = [game.hand_score(s).total for s in range(game.sides)]
        assert game.history[-1]["totais"] == totals
        if game.match_over:
            break
        game.apply({"acao": "nova_mao"})
        check_cards(game)


@pytest.mark.parametrize("preset, players", CASES)
@LEAN
@given(seed=SEEDS)
def test_same_seed_and_actions_same_game(preset, players, seed):
    # API: 'The same seed and the same actions always give the same game.'
    first = Game.new(ruleset(preset), players=players, seed=seed)
    actions = play_hand(first, random.Random(seed), checks=False)
    again = Game.new(ruleset(preset), players=players, seed=seed)
    for action in actions:
        again.apply(action)
    assert again == first and again.to_json() == first.to_json()


@pytest.mark.parametrize("preset, players", CASES)
@LEAN
@given(seed=SEEDS)
def test_json_round_trips_at_random_points(preset, players, seed):
    # API: 'a game read back equals the one written and plays on identically, random draws
    # included'
    rules = ruleset(preset, meta=0)
    straight = Game.new(rules, players=players, seed=seed)
    saved = Game.new(rules, players=players, seed=seed)
    rng_a, rng_b, coin = random.Random(seed), random.Random(seed), random.Random(~seed)
    for _ in range(2 * MAX_STEPS):
        if straight.match_over:
            break
        if coin.random() < RATES["json"]:
            saved = Game.from_json(saved.to_json())
        a, b = straight.legal_actions(), saved.legal_actions()
        assert a == b
        straight.apply(rng_a.choice(a))
        saved.apply(rng_b.choice(b))
    assert saved == straight


@pytest.mark.parametrize("preset, players", CASES)
def test_a_hand_of_time_out_moves_ends(preset, players):
    # seed 000: "Tempo esgotado: compra do monte; na hora de descartar, sai a carta solta"
    game = Game.new(ruleset(preset), players=players, seed=len(preset) * players)
    for _ in range(MAX_STEPS):
        if game.hand_over:
            break
        game.apply(game.timeout_action())
    assert game.hand_over
    check_cards(game)


ACTION_NAMES = [
    "comprar",
    "pegar_lixo",
    "baixar",
    "baixar_varios",
    "encostar",
    "descartar",
    "nova_mao",
    "voar",
    None,
    3,
]
FIELD_VALUES = st.one_of(
    st.sampled_from(["A♠", "K♥ Q♥ J♥", "2♣", "JK", "ZZ", "", "10♦ 10♦", "5h 6h 7h"]),
    st.integers(-3, 5),
    st.none(),
    st.booleans(),
    st.lists(st.sampled_from(["3♥ 4♥ 5♥", "A♠", "Q♣ K♣ A♣", "x"]), max_size=3),
    st.text(max_size=4),
)
ACTIONS = st.one_of(
    st.dictionaries(
        st.sampled_from(["acao", "cartas", "carta", "jogo", "jogos", "extra"]),
        FIELD_VALUES,
        max_size=4,
    ).flatmap(lambda d: st.sampled_from(ACTION_NAMES).map(lambda name: {**d, "acao": name})),
    FIELD_VALUES,
)


@pytest.mark.parametrize("preset", PRESETS)
@settings(LEAN, max_examples=max(25, settings.default.max_examples))
@given(seed=SEEDS, steps=st.integers(0, 60), action=ACTIONS)
def test_any_action_is_applied_or_refused_cleanly(preset, seed, steps, action):
    # issue 2: 'malformed action dicts ... raise IllegalAction or ValueError with a reason and
    # leave the game unchanged. No other exception type may escape apply.'
    game = Game.new(ruleset(preset), players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.hand_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    before = game.to_json()
    try:
        game.apply(action)
    except IllegalAction as err:
        assert err.code and str(err).strip()
        assert game.to_json() == before
    else:
        check_cards(game)

"""The engine's fast paths agree with the slow ones they stand for (issue 7, item 1).

The suggestions find new jogos from bit masks of the hand, memoised per suit and
rank (``groups.jogo_groups``); whether a card fits a jogo is worked out without
arranging the cards (``validity.valid_codes``) and memoised on the jogo's verdict
(``fits.fit_mask``); a discard skips the refusal checks when none can apply. Each
is checked here against the plain definition, on random hands and positions of
every preset. Seed 000: "legalActions ... cada descarte possível e sugestões de
baixada: todo jogo novo de 3 cartas que a mão permite, todo encoste de 1 carta".
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import FrozenInstanceError, fields
from itertools import combinations
from typing import Any

import pytest

from buraco_tui.cli.bench import _random_hand
from buraco_tui.engine import PRESETS, Game, IllegalAction, ruleset
from buraco_tui.engine.jogos import groups
from buraco_tui.engine.jogos.finder import jogos_with, new_jogos
from buraco_tui.engine.jogos.fits import (
    _candidate_mask,
    _sequence_fits,
    _trinca_fits,
    fit_candidates,
    fit_mask,
)
from buraco_tui.engine.jogos.judge import _grown, _judge, judge_codes, judge_plus
from buraco_tui.engine.jogos.masks import SUIT, SUIT_NATURALS, hand_masks, suit_parts
from buraco_tui.engine.jogos.meld import MeldCheck
from buraco_tui.engine.jogos.validity import valid_codes
from buraco_tui.engine.play import suggest, turns
from buraco_tui.engine.play.legal import discard_refusal
from buraco_tui.engine.table.cards import BIT, JOKER, WILD
from buraco_tui.engine.table.protocol import encostar_suggestion

WILDS = (1, 14, 27, 40, JOKER)


def _deck(preset: str) -> list[int]:
    rules = ruleset(preset)
    # rioplatense's third deck: three copies of a card, six jokers
    copies = 3 if rules.terceiro_baralho else 2
    return list(range(52)) * copies + [JOKER] * (2 * copies if rules.curingas_de_papel else 0)


def _random_codes(rng: random.Random) -> tuple[int, ...]:
    """Cards that often nearly make a jogo: mostly one suit, or mostly one rank."""
    n = rng.randint(0, 10)
    suit, rank = rng.randrange(4), rng.randrange(13)
    mode = rng.random()
    cards = []
    for _ in range(n):
        if rng.random() < 0.2:
            cards.append(rng.choice(WILDS))
        elif mode < 0.5:
            cards.append(suit * 13 + rng.randrange(13))
        elif mode < 0.8:
            cards.append(rank + 13 * rng.randrange(4))
        else:
            cards.append(rng.randrange(53))
    return tuple(sorted(cards))


@pytest.mark.parametrize("preset", PRESETS)
def test_valid_codes_is_the_verdict_without_the_arrangement(preset: str) -> None:
    rules = ruleset(preset)
    rng = random.Random(preset)
    for _ in range(4000):
        codes = _random_codes(rng)
        assert valid_codes(codes, rules) == _judge(codes, rules).ok, codes
        shuffled = list(codes)
        rng.shuffle(shuffled)
        assert valid_codes(tuple(shuffled), rules) == _judge(codes, rules).ok, shuffled


@pytest.mark.parametrize("preset", PRESETS)
def test_new_jogos_are_every_valid_three_cards_once(preset: str) -> None:
    rules = ruleset(preset)
    rng = random.Random(preset)
    deck = _deck(preset)
    for i in range(300):
        hand = sorted(rng.sample(deck, rng.randint(0, 16)))
        if i % 3 == 0:  # the closed lixo asks with its top card appended, unsorted
            hand.append(rng.choice(deck))
        got = new_jogos(hand, rules)
        want = {t for t in combinations(sorted(hand), 3) if judge_codes(t, rules).ok}
        assert len(got) == len(set(got))
        assert {tuple(sorted(t)) for t in got} == want, hand
        assert new_jogos(list(hand), rules) == got  # memoised: the same answer, in order


@pytest.mark.parametrize("preset", PRESETS)
def test_jogos_with_the_lixo_top_are_new_jogos_holding_it(preset: str) -> None:
    """The closed lixo's options (seed 000: "cada descarte possível e sugestões de
    baixada") list the jogos of the hand plus the top card that hold it, in order,
    and asking leaves the memo of the sorted hands true."""
    rules = ruleset(preset)
    rng = random.Random(preset + "top")
    deck = _deck(preset)
    for _ in range(300):
        hand = sorted(rng.sample(deck, rng.randint(0, 16)))
        top = rng.choice(deck)
        want = [t for t in new_jogos(hand + [top], rules) if top in t]
        assert jogos_with(hand, top, rules) == want, (hand, top)
        both = sorted(hand + [top])
        memo = new_jogos(both, rules)
        groups.clear_memos()
        assert new_jogos(both, rules) == memo, both


def _cases(preset: str, salt: str, draws: int, seeds: range) -> list[tuple[int, ...]]:
    """``draws`` random card sets (seeded by the preset and ``salt``), then the jogos on the
    table in positions of random play from ``seeds``."""
    rng = random.Random(preset + salt)
    played = [c for g in _positions(preset, seeds) for side in g._meld_codes for c in side]
    return [_random_codes(rng) for _ in range(draws)] + played


def _jogos(
    preset: str, salt: str, draws: int, seeds: range
) -> Iterator[tuple[tuple[int, ...], MeldCheck]]:
    """The cases of ``_cases`` that make a jogo, each with its verdict."""
    rules = ruleset(preset, meta=0)
    for codes in _cases(preset, salt, draws, seeds):
        meld = _judge(codes, rules)
        if meld.ok:
            yield codes, meld


def _positions(preset: str, seeds: range) -> list[Game]:
    """Positions of random legal play at the lay-down phase."""
    rules = ruleset(preset, meta=0)
    found = []
    for seed in seeds:
        game = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        while not game.hand_over:
            if game.phase == "baixar" and rng.random() < 0.2:
                found.append(game.copy())
            game.apply(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("preset", PRESETS)
def test_fit_mask_and_the_discard_fast_path_agree_with_the_rules(preset: str) -> None:
    for game in _positions(preset, range(3)):
        seat = game.turn
        side = seat % game.sides
        hand = game._hands[seat]
        held = sum(BIT[c] for c in set(hand))
        for meld, codes in zip(game._melds[side], game._meld_codes[side], strict=True):
            want = sum(
                BIT[c] for c in set(hand) if judge_codes(tuple(sorted(codes + (c,))), game.rules).ok
            )
            assert fit_mask(meld, codes, held, game.rules) == want
            assert fit_mask(meld, codes, held, game.rules) == want  # from the memo
            cand, judged, fits, unjudged, both = meld.fit
            # the suggestions test one mask per jogo: the candidates not judged yet
            assert unjudged == cand & ~judged and fits & ~judged == 0
            assert both == fits | unjudged << 53  # the suggestions' one test per jogo
        for card in sorted(set(hand)):
            trial = game.copy()
            refusal = discard_refusal(game, card, hand, side)
            try:
                trial.apply({"acao": "descartar", "carta": str(game.hand(seat)[hand.index(card)])})
            except IllegalAction as exc:
                assert exc.code == refusal
            else:
                assert refusal is None


def test_closed_lixo_options_are_shared_read_only_suggestions() -> None:
    """Like every suggestion, the ways to take a closed lixo are built once and shared
    (docs/engine-api.md: "The dicts are shared and read-only"); a copy with ``dict()`` may change."""
    rules = ruleset("fechado", meta=0)
    seen = 0
    for seed in range(6):
        game = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        while not game.hand_over:
            legal = game.legal_actions()
            takes = [a for a in legal if a["acao"] == "pegar_lixo"]
            if takes:
                again = [a for a in game.legal_actions() if a["acao"] == "pegar_lixo"]
                assert all(a is b for a, b in zip(takes, again, strict=True))
                with pytest.raises(TypeError):
                    takes[0]["acao"] = "comprar"
                assert dict(takes[0]) == takes[0]
                seen += 1
            game.apply(rng.choice(legal))
    assert seen > 0


@pytest.mark.parametrize("preset", ["aberto", "rioplatense", "vip-aberto-sujo"])
def test_a_verdict_built_by_its_slots_equals_the_dataclass_one(preset: str) -> None:
    """``meld.made`` fills a MeldCheck slot by slot (cheaper than the frozen
    dataclass's ``__init__``): every field is set, to what ``MeldCheck(...)`` gives,
    and the verdict stays frozen."""
    rules = ruleset(preset, meta=0)
    rng = random.Random(7)
    played = [c for g in _positions(preset, range(2)) for side in g._meld_codes for c in side]
    seen = 0
    for codes in [tuple(sorted(_random_codes(rng))) for _ in range(400)] + played:
        check = _judge(codes, rules)  # not the memo: built afresh
        if not check.ok:
            continue
        seen += 1
        values = {f.name: getattr(check, f.name) for f in fields(MeldCheck)}
        assert check == MeldCheck(**values)
        assert values["fits"] is None and values["candidates"] is None
        assert values["fit"] == [-1, 0, 0, -1, -1]
        with pytest.raises(FrozenInstanceError):
            check.points = 0  # type: ignore[misc]
    assert seen > 20


@pytest.mark.parametrize("preset", [p for p in PRESETS if ruleset(p).trincas])
def test_what_fits_a_trinca_is_what_judging_says(preset: str) -> None:
    """``fits._trinca_fits`` answers for a trinca without judging; every card of the
    deck gets the verdict ``valid_codes`` gives the trinca plus that card."""
    rules = ruleset(preset, meta=0)
    seen = 0
    for game in _positions(preset, range(4)):
        for side in range(game.sides):
            for meld, codes in zip(game._melds[side], game._meld_codes[side], strict=True):
                if meld.kind != "trinca":
                    continue
                seen += 1
                want = sum(BIT[c] for c in range(JOKER + 1) if valid_codes(codes + (c,), rules))
                assert _trinca_fits(meld, codes, (1 << (JOKER + 1)) - 1, rules) == want, codes
    assert seen > 0


@pytest.mark.parametrize("preset", PRESETS)
def test_what_fits_a_sequence_is_what_judging_says(preset: str) -> None:
    """``fits._sequence_fits`` reads a sequence once and adds each card to that
    reading; every card of the deck gets the verdict ``valid_codes`` gives the
    sequence plus that card (seed 000: "todo encoste de 1 carta")."""
    rules = ruleset(preset, meta=0)
    every = (1 << (JOKER + 1)) - 1
    seen = 0
    for codes in _cases(preset, "seq", 6000, range(3)):
        if _judge(codes, rules).kind != "sequencia":
            continue
        seen += 1
        want = sum(BIT[c] for c in range(JOKER + 1) if valid_codes(codes + (c,), rules))
        assert _sequence_fits(codes, every, rules) == want, codes
    assert seen > 100


@pytest.mark.parametrize("preset", ["aberto", "rioplatense", "jogatina-fechado"])
def test_encostar_suggestions_by_mask_are_those_of_each_card(preset: str) -> None:
    """The suggestions put a jogo's fitting cards by the mask of them, memoised per
    jogo index (``suggest._encostar_sugs``): each mask gives the suggestion of each of
    its cards, ascending, as the card-by-card loop does (seed 000: "todo encoste de 1
    carta"); a position's suggestions are the same from an empty memo and a full one."""
    rng = random.Random(preset + "enc")
    for _ in range(400):
        idx = rng.randrange(14)
        ok = sum(BIT[c] for c in rng.sample(range(JOKER + 1), rng.randint(1, 6)))
        want = [encostar_suggestion(idx, c) for c in range(JOKER + 1) if ok >> c & 1]
        suggest._ENCOSTAR_BY_MASK.clear()
        assert suggest._encostar_sugs(idx, ok) == want
        assert suggest._ENCOSTAR_BY_MASK[idx][ok] == want
    seen = 0
    for game in _positions(preset, range(3)):
        suggest._ENCOSTAR_BY_MASK.clear()
        fresh = game.legal_actions()
        again = game.legal_actions()
        assert fresh == again and all(a is b for a, b in zip(fresh, again, strict=True))
        seen += sum(a["acao"] == "encostar" for a in fresh)
    assert seen > 0


def test_a_discard_row_from_two_halves_is_the_row_of_its_codes() -> None:
    """``suggest._fill_row`` joins the rows of a suit's low 7 codes and high 6: the
    same discards, ascending, as the pass over the 13 codes (``_discard_row``)."""
    for suit in range(4):
        for keep in (SUIT, SUIT_NATURALS):
            rows: list[list[Any] | None] = [None] * (1 << 13)
            for v in range(1 << 13):
                assert suggest._fill_row(rows, suit, v, keep) == suggest._discard_row(
                    suit, v & keep
                )
                assert rows[v] == suggest._discard_row(suit, v & keep)


@pytest.mark.parametrize("preset", ["aberto", "rioplatense", "fechado"])
def test_the_bench_draws_as_random_choice(preset: str) -> None:
    """``buraco bench`` writes ``rng.choice`` out: the same hands are played."""
    rules = ruleset(preset, meta=0)
    for seed in range(4):
        game = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        decisions = 0
        while not game.hand_over:
            game.apply(rng.choice(game.legal_actions()))
            decisions += 1
        assert _random_hand(rules, seed) == decisions


@pytest.mark.parametrize("preset", PRESETS)
def test_a_jogo_grown_by_one_card_is_the_verdict_judging_gives(preset: str) -> None:
    """``judge._grown`` lays a clean sequence plus a card at one end, or a trinca plus a
    natural of its rank, out from the jogo's arrangement; each verdict it gives equals
    judging the cards afresh, field by field, and ``judge_plus`` is ``judge_codes``
    (seed 000: "todo encoste de 1 carta")."""
    rules = ruleset(preset, meta=0)
    grown = 0
    for codes, meld in _jogos(preset, "grown", 3000, range(3)):
        for card in range(JOKER + 1):
            both = tuple(sorted(codes + (card,)))
            want = _judge(both, rules)
            fast = _grown(meld, card, len(both), rules)
            if fast is not None:
                grown += 1
                assert want.ok, (codes, card)
                for f in fields(MeldCheck):
                    assert getattr(fast, f.name) == getattr(want, f.name), (codes, card, f.name)
            assert judge_plus(meld, codes, card, both, rules) == want
    assert grown > 50


@pytest.mark.parametrize("preset", PRESETS)
def test_the_candidate_mask_is_the_candidates(preset: str) -> None:
    """``fits._candidate_mask`` works out with bits the cards ``fit_candidates`` lists."""
    rules = ruleset(preset, meta=0)
    seen = 0
    for codes, meld in _jogos(preset, "cand", 3000, range(2)):
        seen += 1
        want = sum(BIT[c] for c in fit_candidates(meld, rules))
        assert _candidate_mask(meld, rules) == want, codes
    assert seen > 50


@pytest.mark.parametrize("preset", PRESETS)
def test_the_laydown_suggestions_are_those_of_the_groups(preset: str) -> None:
    """The suggestions lay down the jogos ``groups.jogo_groups`` finds, in its order:
    every one of them where any may go (five cards or more, no curinga to keep), else
    some of them (seed 000: "todo jogo novo de 3 cartas que a mão permite"); and the
    groups are the hand's new jogos (``finder.new_jogos``)."""
    rules = ruleset(preset, meta=0)
    seen = 0
    for game in _positions(preset, range(3)):
        hand = game._hands[game.turn]
        counts = game._masks[game.turn]
        assert counts == hand_masks(hand)
        parts = suit_parts(counts & ((1 << (JOKER + 1)) - 1))
        n_wild = sum(map(WILD.__getitem__, hand))
        found = groups.jogo_groups(hand, rules, counts, parts, n_wild)
        assert [jogo for group in found for jogo in group] == new_jogos(hand, rules)
        want = [sug for group in found for sug in group.sugs]
        got = [a for a in game.legal_actions() if a["acao"] == "baixar"]
        side = game.turn % game.sides
        if game.rules.vulneravel and not game._melds[side]:
            continue  # a vulnerável side yet to open lays down several jogos at once
        if len(hand) >= 5 and not rules.guardar_nao_curinga:
            assert got == want and all(a is b for a, b in zip(got, want, strict=True))
        else:
            left = iter(want)
            assert all(any(a is b for b in left) for a in got)  # in order, some left out
        seen += len(got)
    assert seen > 0


def test_the_deal_shuffles_as_random_shuffle() -> None:
    """``turns.shuffle`` writes ``random.Random.shuffle`` out: the same order from
    the same seed, for the deal's decks and the third deck."""
    for size in (0, 1, 2, 54, 104, 108):
        for seed in ("buraco:1:0", "buraco:7:3:3", "x"):
            want = list(range(size))
            random.Random(seed).shuffle(want)
            got = list(range(size))
            turns.shuffle(random.Random(seed), got)
            assert got == want


def test_a_suit_row_from_its_runs_and_pairs_is_its_sequences() -> None:
    """``groups._row_group`` builds a suit's sequences from its runs and pairs (kept
    per suit mask, whatever the curingas held): the same jogos, in the same order,
    as ``_suit_jogos`` finds for the mask and the curingas (its 2 held once at most)."""
    rng = random.Random("rows")
    wild_sets = [tuple(c for i, c in enumerate(WILDS) if w >> i & 1) for w in range(32)]
    for _ in range(4000):
        suit = rng.randrange(4)
        v = rng.randrange(1 << 13)
        wilds = rng.choice(wild_sets)
        if v & 2 and suit * 13 + 1 not in wilds or not v & 2 and suit * 13 + 1 in wilds:
            continue  # the suit's 2 is in the mask exactly when held
        want = groups._suit_jogos(suit, groups._position_mask(v), wilds, False)
        row: dict[int, Any] = {}
        assert groups._row_group(row, suit, v, wilds) == want, (suit, v, wilds)
        assert row[v] == want

"""The arena: duplicate matches, Wilson intervals, think times (CI-sized smoke run)."""

from __future__ import annotations

import pytest

from buraco_tui.cli.arena import (
    ArenaResult,
    main,
    percentile,
    play_match,
    replay,
    report,
    run_arena,
    wilson,
)


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(60, 100)
    assert lo == pytest.approx(0.5020, abs=1e-3)
    assert hi == pytest.approx(0.6906, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0


def test_percentile_nearest_rank() -> None:
    values = [float(x) for x in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.95) == 95.0


def test_duplicate_deals_swap_seats() -> None:
    result = run_arena("medium", "easy", matches=4, seed=3, target=0)
    assert [(m.pair, m.a_seat) for m in result.matches] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert not result.errors
    assert result.wins("a") + result.wins("b") == 4
    assert len(result.margins) >= 4
    assert result.times("a") and result.times("b")


def test_arena_command_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "--a",
            "hard",
            "--b",
            "random",
            "--matches",
            "2",
            "--seed",
            "5",
            "--target",
            "0",
            "--rules",
            "fechado",
            "--playouts",
            "6",
            "--quiet",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "95% Wilson" in out and "mean margin per hand" in out
    assert "median" in out and "p95" in out
    assert "take-backs per hand: A 0.000, B 0.000" in out


def test_seating_of_pairs_and_three_sides() -> None:
    from buraco_tui.cli.arena import seating, seatings

    # seed 000: "4 jogadores em duplas: assentos 0 e 2 contra 1 e 3": A with A
    assert seating(4, 0) == {0: "a", 1: "b", 2: "a", 3: "b"}
    assert seating(4, 1) == {0: "b", 1: "a", 2: "b", 3: "a"}
    # seed 001: "2 o 3 jugadores: cada uno juega solo": A alone against two Bs
    assert seating(3, 2) == {0: "b", 1: "b", 2: "a"}
    # seed 001: "3 parejas (6 jugadores): alternados: A, B, C, A, B, C"
    assert seating(6, 1) == {0: "b", 1: "a", 2: "b", 3: "b", 4: "a", 5: "b"}
    assert (seatings(2), seatings(3), seatings(4), seatings(6)) == (2, 3, 2, 3)


def test_arena_plays_pairs_with_every_deal_on_both_sides() -> None:
    result = run_arena("medium", "easy", matches=4, seed=3, target=0, players=4)
    assert [(m.pair, m.a_seat) for m in result.matches] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert not result.errors
    assert result.wins("a") + result.wins("b") == 4
    again = run_arena("medium", "easy", matches=4, seed=3, target=0, players=4)
    assert again.margins == result.margins


def test_arena_three_sides_rioplatense() -> None:
    result = run_arena(
        "medium", "racer", matches=3, seed=2, target=0, players=3, rules="rioplatense"
    )
    # one deal, A on each of the three sides in turn
    assert [(m.pair, m.a_seat) for m in result.matches] == [(0, 0), (0, 1), (0, 2)]
    assert not result.errors and len(result.margins) >= 3


def test_arena_command_refuses_a_seat_count_the_table_does_not_play(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["--players", "3", "--rules", "aberto", "--matches", "2", "--quiet"])
    assert code == 2
    assert "3" in capsys.readouterr().err


def test_arena_command_four_players(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--a", "hard", "--b", "medium", "--players", "4", "--matches", "2", "--seed", "4"]
    code = main([*args, "--target", "0", "--playouts", "4", "--quiet", "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 0
    assert "4 players (A+A vs B+B)" in out and "95% Wilson" in out


def test_the_arena_counts_take_backs_and_returned_lixos() -> None:
    """Issue 27, item 4: the hoarder takes every lixo, yet no seat takes back its
    side's own card (bot decisions B24, B33), and a lone card taken is thrown back
    (a pass, counted by the arena) only by a hand with no other natural card."""
    from buraco_tui.ai.knowledge.handtools import is_wild
    from buraco_tui.ai.knowledge.seen import is_return
    from buraco_tui.engine import Game, Rules, parse_cards

    result = run_arena("hoarder", "hoarder", matches=4, seed=1, target=0, keep_hands=True)
    assert result.take_backs("a") == result.take_backs("b") == 0
    assert "take-backs per hand: A 0.000, B 0.000" in report(result, "")
    returns = 0
    for match in result.matches:
        for record in match.hands:
            game = Game.new(Rules.from_dict(record["rules"]), seed=int(record["seed"]))
            for action in record["actions"]:
                seat = game.turn
                hand = [int(c) for c in game.hand(seat)]
                game.apply(action)
                if action.get("acao") == "descartar" and is_return(game.log, len(game.log) - 1):
                    returns += 1
                    card = int(parse_cards(action["carta"])[0])
                    hand.remove(card)
                    assert all(is_wild(c) for c in hand), (record["pair"], hand)
    assert returns == sum(m.returns for m in result.matches)


def test_the_arena_counts_cards_parked_under_one_discard() -> None:
    """The hoarder takes every lixo and throws its loosest card. Before bot decision
    B33 that was often the one it threw the turn before (then under the other
    side's discard): 16 in these hands. Now the arena's count is the replayed
    hands' :func:`parked_in`, seat by seat, it is 0, and the report says it."""
    from buraco_tui.ai.plans.takeback import parked_in

    result = run_arena("hoarder", "hoarder", matches=4, seed=1, target=0, keep_hands=True)
    counted = {"a": 0, "b": 0}
    for match in result.matches:
        for record in match.hands:
            for seat in parked_in(replay(record).log):
                counted["a" if seat == record["a_seat"] else "b"] += 1
    assert counted == {"a": result.parked("a"), "b": result.parked("b")}
    assert counted == {"a": 0, "b": 0}
    line = f"taken and thrown again: A {counted['a']}, B {counted['b']}"
    assert line in report(result, "")


def test_a_single_hand_that_ends_level_is_won_by_neither_side() -> None:
    """``--target 0`` plays single hands: deal 7 + 73 (Fácil against Fácil) ends
    level, and the match counts as neither side's win, with one hand played (the
    engine's one-hand match would deal a second hand to break the tie)."""
    match = play_match(73, 0, "easy", "easy", 7, "aberto", 0, {})
    assert match.margins == [0]
    assert match.winner == ""
    result = ArenaResult("easy", "easy", matches=[match])
    assert "undecided: 1" in report(result, "")


def test_the_arena_counts_how_each_side_ended_its_hands() -> None:
    """The report says how often each side ended a hand with a canastra, its morto and
    the batida (what a lost hand lacks: docs/bots.md, the hands it loses). Counted
    again here from the replayed hands' score lines and logs, not from the arena's
    own reading of the table."""
    result = run_arena(
        "medium", "racer", matches=6, seed=3, target=0, rules="rioplatense", keep_hands=True
    )
    counted = {side: {"canastra": 0, "morto": 0, "batida": 0} for side in "ab"}
    for match in result.matches:
        for record in match.hands:
            game = replay(record)
            entry = game.history[-1]
            name = {side: "a" if side == record["a_seat"] else "b" for side in range(2)}
            for side, lines in enumerate(entry["contagem"]):
                if any(v for k, v in lines.items() if k.startswith("canastras_")):
                    counted[name[side]]["canastra"] += 1
            taken = {e["seat"] % 2 for e in game.log if e["acao"] == "morto"}
            for side in taken:
                counted[name[side]]["morto"] += 1
            if entry["fim"] == "batida":
                counted[name[entry["batida"] % 2]]["batida"] += 1
    for side in "ab":
        for end, n in counted[side].items():
            assert result.ended_with(side, end) == n, (side, end)
    assert sum(counted[side]["batida"] for side in "ab") > 0
    assert 0 < counted["a"]["canastra"] + counted["b"]["canastra"] < 12
    a, b = (counted[s]["canastra"] / 6 for s in "ab")
    assert f"hands ended with a canastra: A {a:.1%}, B {b:.1%}" in report(result, "")


def test_slowest_decision_is_located_for_a_replay() -> None:
    """The report names where each side's decision of most CPU was (issue 27, item 5
    caps it at 2 s): the match, the hand and the action, so that the deal can be
    played again up to that view."""
    from buraco_tui.cli.arena import slowest_at
    from buraco_tui.engine import Game, ruleset

    result = run_arena("medium", "easy", matches=2, seed=11, target=0, keep_hands=True)
    for who in "ab":
        at = slowest_at(result, who)
        assert at is not None
        match, (spent, hand, action) = at
        assert spent == max(result.cpu(who))
        assert hand == 1
        # the action there was one of this side's seats' own
        record = match.hands[0]
        game = Game.new(ruleset("aberto", meta=0), seed=11 + match.pair)
        for played in record["actions"][:action]:
            game.apply(played)
        a_turn = game.side_of(game.turn) == match.a_seat
        assert a_turn == (who == "a")
    text = report(result, "header")
    assert "slowest: deal" in text

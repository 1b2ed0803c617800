"""Each check of the soak catches the fault it is there for: a fault is planted in the
engine (or the save) and the soak must name it, with where it happened."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from buraco_tui.engine import Game, parse_cards, ruleset
from buraco_tui.match.soak import checks, play_match, players
from buraco_tui.match.soak.leak import leak_problem, twin


@pytest.fixture
def random_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat plays listed actions at random: no bot tries actions on copies."""
    monkeypatch.setattr(players, "RANDOM_SHARE", 1.0)


def _first(report: Any) -> Any:
    assert report.failures, "the planted fault went unnoticed"
    return report.failures[0]


def test_a_lost_card_is_caught(monkeypatch: pytest.MonkeyPatch, random_seats: None) -> None:
    apply = Game.apply
    calls = [0]

    def losing(self: Game, action: dict[str, Any]) -> None:
        apply(self, action)
        calls[0] += 1
        if calls[0] == 30:
            self._monte.pop()

    monkeypatch.setattr(Game, "apply", losing)
    failure = _first(play_match("aberto", 2, 5, stride=10**6))
    assert failure.check == "cards" and "lost" in failure.detail
    assert (failure.preset, failure.players, failure.seed, failure.hand) == ("aberto", 2, 5, 1)
    assert failure.action > 0


def test_a_listed_action_refused_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    legal = Game.legal_actions
    bogus = {"acao": "descartar", "carta": "JK"}  # no joker at the aberto table
    monkeypatch.setattr(
        Game, "legal_actions", lambda self: [*legal(self), bogus] if not self.hand_over else []
    )
    failure = _first(play_match("aberto", 2, 5))
    assert failure.check == "listed" and "JK" in failure.detail


def test_a_save_that_reloads_otherwise_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    to_json = Game.to_json

    def off_by_five(self: Game) -> str:
        data = json.loads(to_json(self))
        data["scores"] = [s + 5 for s in data["scores"]]
        return json.dumps(data)

    monkeypatch.setattr(Game, "to_json", off_by_five)
    failure = _first(play_match("fechado", 2, 5))
    assert failure.check == "save" and failure.hand == 1


def test_a_view_that_shows_the_monte_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    view = Game.view

    def leaking(self: Game, seat: int) -> dict[str, Any]:
        seen = view(self, seat)
        seen["monte_top"] = [str(c) for c in self._monte[-1:]]
        return seen

    monkeypatch.setattr(Game, "view", leaking)
    failure = _first(play_match("aberto", 4, 5))
    assert failure.check == "leak" and "monte_top" in failure.detail


def test_a_view_that_shows_another_hand_is_caught() -> None:
    game = Game.new(ruleset("aberto"), seed=9)
    rng = random.Random(1)
    assert leak_problem(game, None, rng) is None
    # the twin keeps what seat 0 sees, and deals again what it does not
    other = twin(game, 0, rng)
    assert other.hand(0) == game.hand(0) and other.hand(1) != game.hand(1)
    assert other.view(0) == game.view(0)
    assert checks.cards_problem(other) is None


def test_a_log_event_that_names_the_card_drawn_is_caught() -> None:
    game = Game.new(ruleset("aberto"), seed=9)
    game.apply({"acao": "comprar"})
    assert leak_problem(game, None, random.Random(1)) is None
    game.log[-1] = {**game.log[-1], "carta": "K♠"}
    problem = leak_problem(game, None, random.Random(1))
    assert problem is not None and problem.key == "leak_log"
    assert "names a hidden card" in problem.text("en") and "K♠" in problem.text("en")
    assert "cita uma carta escondida" in problem.text("pt")


def test_a_lixo_record_the_hand_does_not_hold_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = Game.lixo_taken

    def wrong(self: Game, seat: int) -> list[Any]:
        if seat == 0 and len(self.log) > 3:
            return [*taken(self, seat), *self.hand(1)[:1]] if self.hand(1) else taken(self, 0)
        return taken(self, seat)

    monkeypatch.setattr(Game, "lixo_taken", wrong)
    failure = _first(play_match("aberto", 2, 5))
    assert failure.check == "lixo" and "seat 0" in failure.detail


def test_the_lixo_record_of_issue_26_would_be_caught() -> None:
    # issue 26: a closed-lixo take whose cards use a card taken from the lixo before
    game = Game.from_layout(
        ruleset("fechado"),
        hands=["J♥ Q♥ 5♣ 7♣", "A♠ A♦ 7♦ 9♦"],
        mortos=["8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 3♦ 4♦ 5♦ 6♦", "7♥ 8♥ 9♥ 10♠ J♦ Q♦ K♥ 3♣ 4♣ 5♦ 6♣"],
        monte="2♣ 9♣",
        lixo="J♥ 10♥",
        lixo_taken=["J♥", ""],
    )
    game.apply({"acao": "pegar_lixo", "cartas": "J♥ Q♥"})
    assert checks.lixo_record_problem(game) is None  # fixed on main (1aaa756)
    game._taken[0] = sorted([*game._taken[0], int(parse_cards("J♥")[0])])
    problem = checks.lixo_record_problem(game)
    assert problem is not None and problem.fields["cards"] == "J♥"
    assert problem.text("en").startswith("seat 0: lixo_taken names [J♥], not in its hand")


def test_a_deal_that_does_not_follow_the_seed_is_caught(
    monkeypatch: pytest.MonkeyPatch, random_seats: None
) -> None:
    new = Game.new.__func__  # type: ignore[attr-defined]
    deals = [0]

    def drifting(cls: type[Game], rules: Any = None, *, players: int = 2, seed: Any = None) -> Game:
        # the match's own deal follows its seed (so its save loads: the load checks the
        # config's seed against the game's, decision 73); every later deal, the replay's,
        # drifts from it
        deals[0] += 1
        drift = 0 if deals[0] == 1 else deals[0]
        return new(cls, rules, players=players, seed=(seed or 0) + drift)

    monkeypatch.setattr(Game, "new", classmethod(drifting))
    failure = _first(play_match("aberto", 2, 5, stride=10**6))
    assert failure.check == "replay" and failure.action > 0


def test_a_crash_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Game, "legal_actions", lambda self: 1 / 0)
    failure = _first(play_match("aberto", 2, 5))
    assert failure.check == "crash" and "ZeroDivisionError" in failure.detail

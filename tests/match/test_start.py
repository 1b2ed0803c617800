"""How the app starts: the command line's match choices and resuming the saved match."""

from __future__ import annotations

import argparse

from buraco_tui.engine import Game, ruleset
from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.match.start import (
    StartOptions,
    new_match_note,
    plan_start,
    seat_levels_for,
)


def _over() -> MatchSession:
    """A single-hand match played to its end by the engine's time-out moves."""
    session = MatchSession(Game.new(ruleset("aberto", meta=0), seed=5), MatchConfig(target=0))
    while not session.game.match_over:
        session.game.apply(session.game.timeout_action())
    return session


def test_options_read_from_a_command_line_that_lacks_some() -> None:
    args = argparse.Namespace(new=None, rules="fechado", level="hard", data_dir="x")
    options = StartOptions.from_args(args)
    assert options == StartOptions(rules="fechado", level="hard")
    assert options.new is False and options.given
    assert StartOptions.from_args(None) == StartOptions()


def test_only_match_choices_count_as_given() -> None:
    assert not StartOptions(new=True).given
    assert StartOptions(seed=0).given  # a seed of 0 is still given
    assert StartOptions(partner_level="easy").given


def test_the_saved_match_is_resumed() -> None:
    saved = MatchSession.new(MatchConfig(seed=1))
    plan = plan_start(saved, new=False)
    assert plan.resume is saved and plan.abandoned is None


def test_new_leaves_the_saved_match_to_be_counted_unfinished() -> None:
    saved = MatchSession.new(MatchConfig(seed=1))
    plan = plan_start(saved, new=True)
    assert plan.resume is None and plan.abandoned is saved


def test_a_finished_match_is_not_resumed_nor_counted_again() -> None:
    plan = plan_start(_over(), new=False)
    assert plan.resume is None and plan.abandoned is None
    assert plan_start(None, new=True).abandoned is None


def test_seat_levels_set_the_partner_apart() -> None:
    assert seat_levels_for("hard", None, 2) == ["", "hard"]
    assert seat_levels_for("hard", "easy", 4) == ["", "hard", "easy", "hard"]
    assert seat_levels_for("hard", None, 4) == ["", "hard", "hard", "hard"]
    assert seat_levels_for("medium", "easy", 6) == [
        "",
        "medium",
        "medium",
        "easy",
        "medium",
        "medium",
    ]


def test_the_note_of_a_new_match_names_its_table() -> None:
    heads_up = MatchConfig(rules="aberto", target=1500, level="hard")
    assert new_match_note(heads_up, "en") == "New match: Aberto, 1500 points (short), Zeca hard."
    pairs = MatchConfig(rules="rioplatense", target=1500, level="hard", players=4)
    assert "4 in pairs" in new_match_note(pairs, "en")
    assert "4 em duplas" in new_match_note(pairs, "pt")

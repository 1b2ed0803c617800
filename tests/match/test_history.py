"""The match being played and its record: its id, the hand a row names, 'Jogar daqui'."""

from __future__ import annotations

from buraco_tui.engine import Game, ruleset
from buraco_tui.match.history import hand_index, practice_start, record_key
from buraco_tui.match.records import HandRecord, MatchRecord, match_id_for
from buraco_tui.match.session import MatchConfig, MatchSession


def test_a_match_is_kept_under_its_seed_and_starts_with_its_seats() -> None:
    config = MatchConfig(rules="rioplatense", seed=0x2A, level="hard", players=4)
    config.seat_levels = ["", "hard", "easy", "medium"]
    session = MatchSession.new(config)
    match_id, make = record_key(session)
    assert match_id == "2a" == match_id_for(0x2A)
    record = make()
    assert (record.match_id, record.players, record.seed) == ("2a", 4, 0x2A)
    assert record.seats == ["you", "hard", "easy", "medium"]
    assert record.rules == session.game.rules.to_dict() and record.hands == []


def test_a_practice_match_is_kept_under_its_own_id() -> None:
    session = MatchSession.new(MatchConfig(seed=7, practice="7-p1-4"))
    assert record_key(session)[0] == "7-p1-4"


def test_the_hand_a_row_names() -> None:
    record = MatchRecord("a", {}, 2, 1, ["you", "easy"], hands=[HandRecord(2), HandRecord(3)])
    assert hand_index(record, 3) == 1
    assert hand_index(record, 1) is None
    assert hand_index(None, 1) is None


def test_practice_from_a_position_keeps_the_cards_and_the_bots() -> None:
    game = Game.new(ruleset("fechado", meta=1500), seed=11)
    game.apply(game.timeout_action())
    record = MatchRecord("b", game.rules.to_dict(), 2, 11, ["you", "hard"])
    config, start = practice_start(game, record, level="easy", learning=False, move_time=45)
    assert (config.rules, config.target, config.level, config.seed) == ("fechado", 1500, "hard", 11)
    assert (config.learning, config.move_time, config.players) == (False, 45, 2)
    assert config.seat_levels == ["", "hard"]
    assert config.practice == match_id_for(11, True, f"{game.hand_number}-{len(game.log)}")
    assert start.match_id == config.practice and start.practice
    assert Game.from_json(start.start or "").to_json() == game.to_json()
    assert (start.seed, start.seats) == (11, ["you", "hard"])


def test_a_level_no_longer_played_becomes_the_settings_level() -> None:
    game = Game.new(ruleset("rioplatense"), players=4, seed=3)
    record = MatchRecord("c", game.rules.to_dict(), 4, 3, ["you", "old", "easy", "gone"])
    config, _start = practice_start(game, record, level="medium", learning=True, move_time=0)
    assert config.level == "medium"
    assert config.seat_levels == ["", "medium", "easy", "medium"]

"""The next match from the settings: at start, in the form, play again, remembered."""

from __future__ import annotations

from buraco_tui.match.session import MatchConfig
from buraco_tui.match.start import StartOptions
from buraco_tui.store.next_match import again_config, form_defaults, new_config, remember
from buraco_tui.store.settings import Settings


def test_a_new_match_takes_the_settings_when_nothing_is_given() -> None:
    s = Settings(rules="fechado", target=1500, level="hard", learning=False, move_time=45)
    config = new_config(s, StartOptions())
    assert (config.rules, config.target, config.level) == ("fechado", 1500, "hard")
    assert (config.learning, config.move_time, config.players, config.seat_levels) == (
        False,
        45,
        2,
        [],
    )
    assert config.seed != new_config(s, StartOptions()).seed  # a fresh deal each time


def test_the_command_line_wins_over_the_settings() -> None:
    s = Settings(rules="fechado", target=1500, level="hard")
    config = new_config(s, StartOptions(rules="aberto", target=0, level="easy", seed=9))
    assert (config.rules, config.target, config.level, config.seed) == ("aberto", 0, "easy", 9)


def test_level_and_partner_level_set_the_seats() -> None:
    s = Settings(players=4, seat_levels=["", "hard", "hard", "hard"])
    assert new_config(s, StartOptions()).seat_levels == ["", "hard", "hard", "hard"]
    config = new_config(s, StartOptions(level="easy", partner_level="medium"))
    assert config.seat_levels == ["", "easy", "medium", "easy"]
    assert new_config(s, StartOptions(level="easy")).seat_levels == ["", "easy", "easy", "easy"]


def test_a_remembered_count_that_does_not_sit_at_the_table_falls_back_to_two() -> None:
    s = Settings(rules="rioplatense", players=6, seat_levels=[""] + ["easy"] * 5)
    assert new_config(s, StartOptions()).players == 6
    config = new_config(s, StartOptions(rules="aberto"))
    assert (config.players, config.seat_levels) == (2, [])


def test_the_fanned_lixo_stays_with_the_table_it_was_chosen_at() -> None:
    s = Settings(rules="fechado", lixo_em_leque=True)
    assert new_config(s, StartOptions()).lixo_em_leque
    assert not new_config(s, StartOptions(rules="mestre-buraco")).lixo_em_leque


def test_the_form_starts_from_the_match_in_play_but_learning_from_the_settings() -> None:
    s = Settings(rules="fechado", target=1500, level="hard", learning=False, move_time=45)
    assert form_defaults(s, None).rules == "fechado"
    current = MatchConfig(rules="rioplatense", target=0, level="easy", learning=True, players=3)
    start = form_defaults(s, current)
    assert (start.rules, start.target, start.level, start.players) == ("rioplatense", 0, "easy", 3)
    assert (start.learning, start.move_time) == (False, 45)


def test_play_again_keeps_the_table_and_deals_anew() -> None:
    old = MatchConfig(rules="fechado", target=1500, level="hard", seed=4, learning=True)
    again = again_config(old, Settings(learning=False, move_time=45))
    assert (again.rules, again.target, again.level) == ("fechado", 1500, "hard")
    assert (again.learning, again.move_time) == (False, 45) and again.seed != 4


def test_a_chosen_match_is_remembered() -> None:
    s = Settings()
    seats = ["", "easy", "hard", "easy"]
    remember(
        s, MatchConfig(rules="rioplatense", target=0, level="easy", players=4, seat_levels=seats)
    )
    assert (s.rules, s.target, s.level, s.players) == ("rioplatense", 0, "easy", 4)
    assert s.seat_levels == seats and s.seat_levels is not seats

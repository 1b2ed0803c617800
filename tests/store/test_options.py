"""The options screen's switches: their values, and each change on the settings or the match."""

from __future__ import annotations

from buraco_tui.match.session import MatchConfig
from buraco_tui.store.options import FAST_DELAY, NORMAL_DELAY, option_values, set_option
from buraco_tui.store.settings import MOVE_TIME_ON, Settings


def test_values_come_from_the_match_in_play_first() -> None:
    s = Settings(learning=False, move_time=0, bot_delay=FAST_DELAY, sound=True)
    values = option_values(s, None, "en", "textual-light")
    assert values == {
        "lang": "en",
        "ascii_suits": False,
        "sound": True,
        "dark": False,
        "fast": True,
        "learning": False,
        "timer": False,
    }
    config = MatchConfig(learning=True, move_time=MOVE_TIME_ON)
    values = option_values(s, config, "pt", "textual-dark")
    assert (values["learning"], values["timer"], values["dark"]) == (True, True, True)


def test_settings_options_change_the_settings_only() -> None:
    s, config = Settings(), MatchConfig()
    before = config.to_dict()
    for name, value in [("lang", "es"), ("ascii_suits", 1), ("sound", True), ("dark", False)]:
        assert set_option(s, config, name, value) is False
    assert set_option(s, config, "fast", False) is False
    assert (s.lang, s.ascii_suits, s.sound, s.theme) == ("es", True, True, "textual-light")
    assert s.bot_delay == NORMAL_DELAY and config.to_dict() == before
    set_option(s, config, "fast", True)
    assert s.bot_delay == FAST_DELAY


def test_learning_and_the_timer_change_this_match_only() -> None:
    s, config = Settings(learning=True, move_time=0), MatchConfig(learning=True, move_time=0)
    assert set_option(s, config, "learning", False) is True
    assert set_option(s, config, "timer", True) is True
    assert (config.learning, config.move_time) == (False, MOVE_TIME_ON)
    assert (s.learning, s.move_time) == (True, 0)
    assert set_option(s, None, "timer", True) is False and s.move_time == 0

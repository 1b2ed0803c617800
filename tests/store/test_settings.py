"""Settings persist (issue 3: "Settings (language, sort order, sound, level, theme) persist too")."""

from __future__ import annotations

import json
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

import pytest

from buraco_tui.engine import PRESETS
from buraco_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from buraco_tui.store.storage import JsonStore


def fixed_clock() -> datetime:
    return datetime(2026, 11, 30, 10, 15, 0, tzinfo=UTC)


def write_payload(data_dir: Path, payload: dict) -> None:
    JsonStore(data_dir, SETTINGS_FILE).save(payload)


def test_defaults() -> None:
    s = Settings()
    assert (s.lang, s.sort, s.sound, s.level, s.theme) == (
        "pt",
        "naipe",
        False,
        "medium",  # issue 10: a new player meets Médio, not Fácil
        "textual-dark",
    )
    assert (s.ascii_suits, s.learning, s.move_time) == (False, True, 0)
    assert (s.rules, s.target, s.bot_delay) == ("aberto", 3000, 0.7)


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == (Settings(), None)


def test_round_trip(tmp_path: Path) -> None:
    mine = Settings(
        lang="en",
        sort="valor",
        sound=True,
        level="hard",
        theme="nord",
        ascii_suits=True,
        learning=False,
        move_time=45,
        rules=PRESETS[-1],
        target=0,
        bot_delay=0.0,
    )
    save_settings(tmp_path, mine)
    assert load_settings(tmp_path) == (mine, None)
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_FILE]


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    write_payload(tmp_path, {"lang": "en", "volume": 11, "future_option": {"x": 1}})
    assert load_settings(tmp_path) == (Settings(lang="en"), None)


INVALID = {
    "lang": ["fr", "", None, 1],
    "sort": ["suit", True],
    "sound": ["yes", 1, None],
    "level": ["impossible", 2],
    "theme": ["", 5, "x" * 65, "bad\nname"],
    "ascii_suits": [0, "false"],
    "learning": [1, None],
    "move_time": [-1, 45.5, "45", True, 10**9],
    "rules": ["buraco-de-praia", None, 0],
    "target": [2000, "3000", 3000.0, True, -1],
    "bot_delay": [-0.1, "0.7", float("inf"), 1e9, True],
}
CASES = [(key, bad) for key, values in INVALID.items() for bad in values]


@pytest.mark.parametrize(("key", "bad"), CASES, ids=[f"{k}={v!r}"[:40] for k, v in CASES])
def test_invalid_value_falls_back_to_its_default_only(
    tmp_path: Path, key: str, bad: object
) -> None:
    other_key, other_value = ("sound", True) if key != "sound" else ("lang", "en")
    payload = {key: bad, other_key: other_value}
    if isinstance(bad, float) and bad == float("inf"):
        # JSON cannot carry infinity through the saver; validate the dict directly.
        settings = Settings.from_dict(payload)
    else:
        write_payload(tmp_path, payload)
        settings, problem = load_settings(tmp_path)
        assert problem is None
    assert getattr(settings, key) == getattr(Settings(), key)
    assert getattr(settings, other_key) == other_value


def test_valid_edge_values_are_kept() -> None:
    s = Settings.from_dict({"move_time": 0, "bot_delay": 2, "target": 1500, "rules": "fechado"})
    assert (s.move_time, s.bot_delay, s.target, s.rules) == (0, 2.0, 1500, "fechado")
    assert isinstance(s.bot_delay, float)


@pytest.mark.parametrize("content", [b"", b"\xff\x00", b'{"schema": 1, "app": "bura', b"[]"])
def test_corrupt_file_gives_defaults_and_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / SETTINGS_FILE).write_bytes(content)
    assert load_settings(tmp_path, now=fixed_clock) == (Settings(), "corrupt")
    aside = tmp_path / "settings.corrupt-20261130-101500.json"
    assert aside.read_bytes() == content
    # Saving afterwards does not touch the bad file.
    save_settings(tmp_path, Settings(lang="en"))
    assert aside.read_bytes() == content
    assert load_settings(tmp_path) == (Settings(lang="en"), None)


def test_newer_file_gives_defaults_and_is_kept_aside(tmp_path: Path) -> None:
    content = json.dumps({"schema": 2, "app": "buraco-tui", "payload": asdict(Settings(lang="en"))})
    (tmp_path / SETTINGS_FILE).write_text(content)
    assert load_settings(tmp_path, now=fixed_clock) == (Settings(), "newer")
    assert (tmp_path / "settings.newer-20261130-101500.json").read_text() == content


def test_settings_remember_the_seats_and_drop_bad_ones():
    """Issue 9: the seats of the last table are remembered; impossible ones are dropped."""
    good = Settings.from_dict(
        {"players": 4, "seat_levels": ["", "hard", "easy", "medium"], "lixo_em_leque": True}
    )
    assert good.players == 4 and good.seat_levels == ["", "hard", "easy", "medium"]
    assert good.lixo_em_leque
    bad = Settings.from_dict({"players": 5, "seat_levels": ["", "genius"], "lixo_em_leque": 1})
    assert bad.players == 2 and bad.seat_levels == [] and not bad.lixo_em_leque

"""The ``buraco`` command line: play options at the top, bench/arena/calibrate as subcommands,
the help from the catalogue (pt, or the language --lang names)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from buraco_tui.cli import main
from buraco_tui.cli.parse import build_parser, help_lang, parse_args
from buraco_tui.engine import PRESETS
from buraco_tui.match.choices import TARGETS


def test_play_options_stay_at_the_top_level():
    args = parse_args(["--new", "--rules", "fechado", "--target", "1500", "--level", "hard"])
    assert args.command is None
    assert (args.new, args.rules, args.target, args.level) == (True, "fechado", 1500, "hard")
    assert parse_args([]).command is None and parse_args([]).lang is None


def test_subcommands_keep_their_options_and_defaults():
    arena = parse_args(["arena", "--a", "hard:playouts=40", "--matches", "4", "--quiet"])
    assert (arena.command, arena.a, arena.b, arena.matches, arena.target) == (
        "arena",
        "hard:playouts=40",
        "medium",
        4,
        1500,
    )
    assert arena.lang is None
    bench = parse_args(["bench", "--rules", "aberto", "--rules", "fechado"])
    assert (bench.command, bench.seconds, bench.rules) == ("bench", 3.0, ["aberto", "fechado"])
    calibrate = parse_args(["calibrate", "--hands", "3", "--lang", "en"])
    assert (calibrate.command, calibrate.hands, calibrate.lang) == ("calibrate", 3, "en")
    assert parse_args(["--lang", "en", "arena"]).lang == "en"


def test_a_bad_level_or_target_is_refused(capsys):
    with pytest.raises(SystemExit):
        parse_args(["arena", "--a", "genius"])
    assert "genius" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--target", "2000"])


def test_help_lists_the_tables_and_commands_in_portuguese(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = " ".join(capsys.readouterr().out.split()).replace("- ", "-")  # argparse wraps at "-"
    for preset in PRESETS:
        assert preset in out, preset
    for word in ("bench", "arena", "calibrate", "começa uma partida nova", "nível do Zeca"):
        assert word in out
    assert "start a new match" not in out


def test_help_in_english_when_asked(capsys):
    assert help_lang(["--lang", "en", "--help"]) == help_lang(["arena", "--lang=en"]) == "en"
    assert help_lang(["--lang", "xx"]) == help_lang([]) == "pt"
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--help"])
    out = capsys.readouterr().out
    assert "start a new match" in out and "começa" not in out
    with pytest.raises(SystemExit):
        main(["arena", "--lang", "en", "--help"])
    assert "worker processes" in capsys.readouterr().out


def test_targets_come_from_one_list():
    target = next(a for a in build_parser()._actions if a.dest == "target")
    assert tuple(target.choices) == TARGETS


def test_calibrate_prints_the_fit_as_data_on_stdout_and_progress_on_stderr():
    done = subprocess.run(
        [sys.executable, "-m", "buraco_tui", "calibrate", "--hands", "2", "--presets", "aberto"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert (doc["kind"], list(doc["entries"])) == ("estimate", ["aberto"])
    assert doc["entries"]["aberto"]["command"] == "buraco calibrate --hands 2 --presets aberto"
    assert "2/2" in done.stderr


def test_players_and_the_partners_level_are_play_options():
    """Issue 9: `buraco --players 2|3|4|6`; `--level` sets the opponents, `--partner-level`
    the partner."""
    args = parse_args(["--players", "4", "--level", "hard", "--partner-level", "easy"])
    assert (args.players, args.level, args.partner_level) == (4, "hard", "easy")
    assert parse_args([]).players is None and parse_args([]).partner_level is None
    assert parse_args(["--rules", "rioplatense", "--players", "6"]).players == 6


def test_a_seat_count_the_table_does_not_allow_is_refused_clearly(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--rules", "aberto", "--players", "3"])
    err = capsys.readouterr().err
    assert "Aberto" in err and "3 jogadores" in err and "2 ou 4" in err
    with pytest.raises(SystemExit):
        parse_args(["--players", "5"])
    with pytest.raises(SystemExit):
        parse_args(["--partner-level", "genius"])


def test_players_without_rules_is_checked_against_the_remembered_table(tmp_path, capsys):
    """`buraco --players 3` where the last table was aberto: refused before the app starts."""
    from buraco_tui.app import run

    args = parse_args(["--players", "3", "--data-dir", str(tmp_path)])
    assert run(args) == 2
    err = capsys.readouterr().err
    assert "3 jogadores" in err and "Aberto" in err


def test_calibrate_reading_prints_tables_for_the_race_tables_only():
    """Bot decision B20: the search reads the opponent's style only at a race table,
    so ``--reading`` writes tables for those among the presets asked."""
    done = subprocess.run(
        [sys.executable, "-m", "buraco_tui", "calibrate", "--reading", "--hands", "1"]
        + ["--presets", "aberto,rioplatense", "--quiet"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["kind"] == "reading"
    assert {key.split("/")[0] for key in doc["entries"]} == {"rioplatense"}

"""Issue 26: ``export-hand 1`` mid-match exported the unfinished hand."""

from __future__ import annotations

from buraco_tui.cli import main
from tests.helpers.app import save_session, session_from
from tests.helpers.history import record_hand


def test_the_hand_in_play_is_not_exported(tmp_path, capsys):
    data = tmp_path / "data"
    data.mkdir()
    game, _ = record_hand(data, seed=7, actions=9)  # the match in play, mid-hand
    save_session(data, session_from(game, seed=7))
    out = tmp_path / "hand.json"
    assert main(["--lang", "en", "export-hand", "1", str(out), "--data-dir", str(data)]) == 1
    err = capsys.readouterr().err
    assert "Hand 1 is still being played" in err and "Traceback" not in err
    assert not out.exists()


def test_an_abandoned_hand_still_exports(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    record_hand(data, seed=7, actions=9)  # left unfinished: no match in play resumes it
    out = tmp_path / "hand.json"
    assert main(["export-hand", "1", str(out), "--data-dir", str(data)]) == 0
    assert out.exists()


def test_every_commands_help_under_lang_en_is_english(capsys):
    """Command-line messages came out in Portuguese under ``--lang en`` ("--rules MODO")."""
    import pytest

    from tests.helpers.words import foreign_words

    for command in (
        [],
        ["bench"],
        ["arena"],
        ["calibrate"],
        ["export-hand"],
        ["review"],
        ["serve"],
    ):
        with pytest.raises(SystemExit):
            main(["--lang", "en", *command, "--help"])
        said = capsys.readouterr().out
        assert not foreign_words(said, "en"), (command, foreign_words(said, "en"))

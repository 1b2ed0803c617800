"""The truth soak's command (``python -m tests.helpers.truth_soak``) runs the oracle and
says when a sentence failed."""

from __future__ import annotations

import pytest

from tests.helpers import truth_soak


def test_a_short_soak_checks_claims_and_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert truth_soak.main(["900", "902", "--tables", "mestre-buraco"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("seeds 900-901: ") and last.endswith(" 0 failed")
    assert int(last.split(": ")[1].split()[0]) > 0


def test_a_refused_sentence_is_printed_and_fails_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(game, action, lang):  # noqa: ANN001, ANN202 - the oracle's signature
        raise AssertionError("a false sentence")

    monkeypatch.setattr(truth_soak, "check_sentence", refuse)
    assert truth_soak.main(["900", "901", "--tables", "aberto", "--vulneravel"]) == 1
    out = capsys.readouterr().out
    assert "FAIL aberto players=None seed=900" in out and "a false sentence" in out


def test_a_false_learning_mark_is_printed_and_fails_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Decision 84: where the player is to act the soak asks the engine for each mark
    (vip-fechado, seed 80021, is such a position)."""
    monkeypatch.setattr(truth_soak, "false_marks", lambda game: {"2♦"})
    assert truth_soak.main(["80021", "80022", "--tables", "vip-fechado"]) == 1
    out = capsys.readouterr().out
    assert "FAIL vip-fechado players=None seed=80021 marks: marked but refused: 2♦" in out

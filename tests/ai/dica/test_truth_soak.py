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

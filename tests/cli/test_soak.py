"""``buraco soak``: the figures per table and seat count, a non-zero exit and the first
failure named (with the command that plays it again) when a check fails."""

from __future__ import annotations

import pytest

from buraco_tui.cli import main
from buraco_tui.engine import Game


def test_a_clean_run_prints_each_table_and_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["soak", "--hands", "1", "--presets", "aberto", "--quiet", "--lang", "en"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[0].split() == [
        "table",
        "seats",
        "hands",
        "actions",
        "batidas",
        "checks",
        "failures",
    ]
    rows = {tuple(line.split()[:2]): line.split()[2:] for line in out[1:4]}
    assert set(rows) == {("aberto", "2"), ("aberto", "4"), ("total", "2")}
    assert rows[("aberto", "2")][0] == "1" and rows[("aberto", "4")][-1] == "0"
    assert out[4].startswith("time: ") and len(out) == 5


def test_a_failure_exits_one_and_names_where_to_play_it_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    legal = Game.legal_actions
    bogus = {"acao": "descartar", "carta": "JK"}
    monkeypatch.setattr(
        Game, "legal_actions", lambda self: [*legal(self), bogus] if not self.hand_over else []
    )
    status = main(["soak", "--hands", "1", "--presets", "aberto", "--quiet", "--lang", "en"])
    out = capsys.readouterr().out
    assert status == 1
    failed = [
        line
        for line in out.splitlines()
        if line.startswith("FAILED listed action: aberto, 2 seats")
    ]
    assert failed and "hand 1, action 0: listed action" in failed[0]
    assert '{"acao": "descartar", "carta": "JK"} refused (' in failed[0]
    again = out.splitlines()[-1]
    assert again.startswith("to play it again: buraco soak --match aberto:2:")
    seed = int(again.split("--match aberto:2:")[1].split()[0])
    # the command it prints plays the same match again, and fails alike
    assert main(["soak", "--match", f"aberto:2:{seed}", "--hands", "1", "--lang", "en"]) == 1
    assert "FAILED listed action: aberto, 2 seats, seed " + str(seed) in capsys.readouterr().out


def test_one_match_checked_at_every_action(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["soak", "--match", "rioplatense:3:77", "--hands", "1", "--lang", "en"]) == 0
    total = capsys.readouterr().out.splitlines()[2].split()
    hands, actions, checkpoints = int(total[1]), int(total[2]), int(total[4])
    assert hands == 1 and checkpoints == actions + 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--hands", "0"], "--hands, --jobs and --stride must be at least 1"),
        (["--stride", "0"], "--hands, --jobs and --stride must be at least 1"),
    ],
)
def test_bad_numbers_are_refused(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["soak", *argv, "--lang", "en"]) == 2
    assert message in capsys.readouterr().err


def test_a_bad_match_is_refused_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["soak", "--match", "aberto:two:5", "--lang", "es"])
    assert exit_.value.code == 2
    assert "'aberto:two:5' no es MESA:JUGADORES:SEMILLA" in capsys.readouterr().err


def test_the_failure_is_said_in_the_language_asked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    legal = Game.legal_actions
    bogus = {"acao": "descartar", "carta": "JK"}
    monkeypatch.setattr(
        Game, "legal_actions", lambda self: [*legal(self), bogus] if not self.hand_over else []
    )
    assert main(["soak", "--hands", "1", "--presets", "fechado", "--quiet", "--lang", "es"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0].split()[:3] == ["mesa", "jugad.", "manos"]
    assert "FALLO acción listada: fechado, 2 jugadores, semilla " in out
    assert "acción listada {" in out and "rechazada (fase_comprar)" in out
    assert "para volver a jugarla: buraco soak --match fechado:2:" in out

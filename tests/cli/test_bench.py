"""`buraco bench` runs and reports every figure issue 2 asks for (not a timed test)."""

from buraco_tui.cli import main
from buraco_tui.cli.bench import bench_preset


def test_bench_figures_are_measured():
    figures = bench_preset("aberto", seconds=0.05)
    assert figures["hands_per_s"] > 0
    assert figures["decisions_per_hand"] > 20  # a full hand takes many decisions
    assert figures["legal_us_median"] > 0
    assert figures["copies_per_s"] > 0


def test_bench_command_prints_one_line_per_preset(capsys):
    assert main(["bench", "--seconds", "0.02", "--rules", "fechado"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("buraco bench:")
    assert out[-1].split()[0] == "fechado"
    assert len(out) == 3


def test_bench_playouts_plays_whole_hands_with_the_pool():
    from buraco_tui.cli.bench import bench_playouts

    figures = bench_playouts("mestre-buraco", seconds=0.05)
    assert figures["hands_per_s"] > 0
    assert figures["turns_per_hand"] > 5  # a playout to the hand's end takes many turns
    assert figures["ms_per_turn"] > 0


def test_bench_playouts_command_prints_one_line_per_preset(capsys):
    assert main(["bench", "--playouts", "--seconds", "0.02", "--rules", "rioplatense"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("buraco bench --playouts:")
    assert out[1].split()[:2] == ["preset", "hands/s"]
    assert out[-1].split()[0] == "rioplatense"
    assert len(out) == 3

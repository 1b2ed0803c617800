"""``buraco train`` (issue 27, item 1): samples the same for a seed with any
``--jobs``, a fit written as the data file the bots read."""

from __future__ import annotations

import json

from buraco_tui.ai.fitted import loader as fitted
from buraco_tui.ai.training.samples import plan_samples
from buraco_tui.ai.value.model import ValueModel
from buraco_tui.cli import main
from buraco_tui.cli.train import read_samples


def test_samples_are_the_same_in_one_process_or_two(tmp_path, capsys) -> None:
    base = ["train", "--quiet", "--hands", "3", "--presets", "mestre-buraco", "--seed", "5"]
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main([*base, "--samples", str(one)]) == 0
    assert main([*base, "--samples", str(two), "--jobs", "2"]) == 0
    a, b = read_samples([str(one)]), read_samples([str(two)])
    assert a == b and len(a) > 0
    assert {s.preset for s in a} == {"mestre-buraco"}


def test_fit_writes_a_value_file_with_its_report(tmp_path, capsys) -> None:
    samples = tmp_path / "s.jsonl"
    argv = ["train", "--quiet", "--hands", "5", "--presets", "rioplatense", "--seed", "2"]
    assert main([*argv, "--held-out-every", "5", "--samples", str(samples)]) == 0
    out = tmp_path / "value.json"
    assert main(["train", "--fit", str(samples), "--out", str(out)]) == 0
    doc = fitted.check_document(json.loads(out.read_text("utf-8")), "value")
    entry = doc["entries"]["shared"]
    # the samples file's name, not a path of this machine
    assert entry["command"] == "buraco train --fit s.jsonl"
    assert entry["positions"] == len(read_samples([str(samples)]))
    assert entry["hands"] == 5
    assert entry["samples"][0]["command"] == (
        "buraco train --samples FILE --hands 5 --seed 2 --held-out-every 5 --presets rioplatense"
    )
    assert entry["held_out"] > 0
    assert "*/all" in entry["report"] and "rioplatense/all" in entry["report"]
    model = ValueModel(entry["model"])
    s = read_samples([str(samples)])[0]
    assert isinstance(model.predict(s.features), float)
    assert "*/all" in capsys.readouterr().err


def test_train_without_a_step_says_what_to_give(capsys) -> None:
    assert main(["train", "--quiet"]) == 2
    assert "--samples" in capsys.readouterr().err


def test_unreadable_samples_are_refused_in_a_sentence(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"job": 0, "samples": [{"nope": 1}]}\n', "utf-8")
    assert main(["train", "--fit", str(bad)]) == 2
    assert "amostras ilegíveis" in capsys.readouterr().err


def test_playouts_per_position_is_an_option_named_in_the_header(tmp_path, capsys) -> None:
    """``--playouts K`` values each position of the hands fitted on with K playouts (2
    unless told; the
    held-out hands keep 32, so files made with different K share one yardstick), and the
    samples file says how it was made."""
    out = tmp_path / "k2.jsonl"
    argv = ["train", "--quiet", "--hands", "5", "--presets", "aberto", "--seed", "3"]
    assert main([*argv, "--playouts", "3", "--held-out-every", "5", "--samples", str(out)]) == 0
    samples = read_samples([str(out)])
    fitted_on = [s for s in samples if not s.held_out]
    held = [s for s in samples if s.held_out]
    assert fitted_on and held
    assert {s.playouts for s in fitted_on} <= {2, 3} and max(s.playouts for s in held) > 3
    header = json.loads(out.read_text("utf-8").splitlines()[0])["header"]
    assert header["playouts"] == 3
    assert header["command"] == (
        "buraco train --samples FILE --hands 5 --seed 3 --playouts 3 --held-out-every 5"
        " --presets aberto"
    )


def test_one_playout_a_position_is_refused_in_a_sentence(tmp_path, capsys) -> None:
    out = tmp_path / "k1.jsonl"
    assert main(["train", "--quiet", "--playouts", "1", "--samples", str(out)]) == 2
    assert "--playouts precisa ser pelo menos 2" in capsys.readouterr().err
    assert not out.exists()


def test_held_out_every_n_hands(tmp_path, capsys) -> None:
    """``--held-out-every N`` holds out one hand in N (hands 1..N-1 fitted on), and the
    header names it; 1 would hold out every hand and is refused."""
    out = tmp_path / "h.jsonl"
    argv = ["train", "--quiet", "--hands", "6", "--presets", "aberto", "--seed", "4"]
    assert main([*argv, "--playouts", "2", "--held-out-every", "3", "--samples", str(out)]) == 0
    header = json.loads(out.read_text("utf-8").splitlines()[0])["header"]
    assert header["held_out_every"] == 3 and "--held-out-every 3" in header["command"]
    plans = plan_samples(
        6, ["aberto"], 4, playouts=2, held_out_playouts=32, pool_size=5, held_out_every=3
    )
    assert [p.held_out for p in plans] == [False, False, True, False, False, True]
    by_default = plan_samples(50, ["aberto"], 4, playouts=2, held_out_playouts=32, pool_size=5)
    assert [i for i, p in enumerate(by_default) if p.held_out] == [24, 49]
    assert main([*argv, "--held-out-every", "1", "--samples", str(out)]) == 2
    assert "--held-out-every" in capsys.readouterr().err


def test_a_stopped_run_counts_the_hands_it_played_and_old_files_say_their_recipe(
    tmp_path, capsys
) -> None:
    """A run stopped by the clock keeps its finished jobs: the fit counts the hands those
    jobs played, not the hands the header planned. A file made before ``--playouts``
    (12 playouts, one hand in 5 held out) has that recipe spelled out in its command, so
    the data file's provenance reproduces it under today's defaults."""
    whole = tmp_path / "whole.jsonl"
    argv = ["train", "--quiet", "--hands", "10", "--presets", "aberto", "--seed", "6"]
    assert main([*argv, "--held-out-every", "2", "--samples", str(whole)]) == 0
    lines = whole.read_text("utf-8").splitlines()
    header = json.loads(lines[0])["header"]
    old = {k: v for k, v in header.items() if k not in ("playouts", "held_out_every")}
    old["command"] = "buraco train --samples FILE --hands 10 --seed 6 --presets aberto"
    stopped = tmp_path / "stopped.jsonl"  # jobs 0 and 1 of 3 (hands 0-7 of 10)
    stopped.write_text("\n".join([json.dumps({"header": old}), *lines[1:3]]) + "\n", "utf-8")
    out = tmp_path / "value.json"
    assert main(["train", "--fit", str(stopped), "--out", str(out)]) == 0
    entry = json.loads(out.read_text("utf-8"))["entries"]["shared"]
    assert entry["hands"] == 8 and entry["samples"][0]["done"] == 8
    assert entry["samples"][0]["command"] == (
        "buraco train --samples FILE --hands 10 --seed 6 --presets aberto"
        " --playouts 12 --held-out-every 5"
    )

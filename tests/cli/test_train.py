"""``buraco train`` (issue 27, item 1): samples the same for a seed with any
``--jobs``, a fit written as the data file the bots read."""

from __future__ import annotations

import json

from buraco_tui.ai.fitted import loader as fitted
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
    assert main([*argv, "--samples", str(samples)]) == 0
    out = tmp_path / "value.json"
    assert main(["train", "--fit", str(samples), "--out", str(out)]) == 0
    doc = fitted.check_document(json.loads(out.read_text("utf-8")), "value")
    entry = doc["entries"]["shared"]
    # the samples file's name, not a path of this machine
    assert entry["command"] == "buraco train --fit s.jsonl"
    assert entry["positions"] == len(read_samples([str(samples)]))
    assert entry["hands"] == 5
    assert entry["samples"][0]["command"] == (
        "buraco train --samples FILE --hands 5 --seed 2 --presets rioplatense"
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

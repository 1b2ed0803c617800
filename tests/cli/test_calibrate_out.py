"""``buraco calibrate`` writes data files, not Python (issue 27 item 7), and takes
``--jobs N`` and ``--ray ADDRESS`` (item 8) with the same fit for a seed."""

from __future__ import annotations

import json
import sys

from buraco_tui.ai.fitted import loader as fitted
from buraco_tui.cli import main


def _calibrate(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["calibrate", "--quiet", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_fit_is_the_same_in_one_process_or_three(capsys) -> None:
    base = ("--hands", "12", "--presets", "aberto", "--opponents", "racer", "--seed", "4")
    code, one, _ = _calibrate(capsys, *base)
    assert code == 0
    code, three, _ = _calibrate(capsys, *base, "--jobs", "3")
    assert code == 0 and three == one
    doc = fitted.check_document(json.loads(one), "estimate-by-style")
    entry = doc["entries"]["aberto/racer"]
    assert entry["command"] == (
        "buraco calibrate --hands 12 --presets aberto --opponents racer --seed 4"
    )
    assert (entry["seed"], entry["hands"], entry["opponents"]) == (4, 12, "racer")
    assert entry["positions"] == sum(stage["n"] for stage in entry["stages"]) > 0
    # a stage under 500 positions gets no weights (its table's row stands)
    for stage in entry["stages"]:
        assert (stage["weights"] is None) == (stage["n"] < 500)
        assert stage["poor_fit"] == (stage["r2"] is not None and stage["r2"] < 0)
    assert any(stage["weights"] is None for stage in entry["stages"])


def test_out_merges_the_entries_into_the_file_it_names(capsys, tmp_path) -> None:
    path = tmp_path / "reading.json"
    base = ("--reading", "--hands", "2", "--presets", "rioplatense")
    assert _calibrate(capsys, *base, "--out", str(path))[0] == 0
    first = json.loads(path.read_text("utf-8"))
    assert len(first["entries"]) == 5
    first["entries"]["rioplatense/medium"]["log_freq"][0] = 9.0  # changed by hand
    first["entries"]["mestre-buraco/racer"] = first["entries"]["rioplatense/racer"]
    path.write_text(fitted.dumps(first), "utf-8")
    assert _calibrate(capsys, *base, "--out", str(path))[0] == 0
    again = fitted.check_document(json.loads(path.read_text("utf-8")), "reading")
    assert again["entries"]["rioplatense/medium"]["log_freq"][0] < 0  # refitted
    assert "mestre-buraco/racer" in again["entries"]  # kept
    assert fitted.reading_tables(again)["rioplatense"].keys() == {
        "medium",
        "racer",
        "hoarder",
        "cauteloso",
        "hard",
    }


def test_out_refuses_a_file_of_another_kind(capsys, tmp_path) -> None:
    path = tmp_path / "estimate.json"
    path.write_text(fitted.dumps(fitted.read_document("estimate")), "utf-8")
    before = path.read_text("utf-8")
    code, _, err = _calibrate(
        capsys, "--reading", "--hands", "1", "--presets", "rioplatense", "--out", str(path)
    )
    assert code == 2 and str(path) in err and "kind" in err
    assert path.read_text("utf-8") == before


def test_ray_without_the_extra_says_how_to_install_it(capsys, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    code, out, err = _calibrate(
        capsys, "--hands", "1", "--presets", "aberto", "--ray", "local", "--lang", "en"
    )
    assert code == 2 and out == ""
    assert "pip install -e '.[cluster]'" in err


def test_outcome_sd_measures_each_table_and_all_of_them(capsys) -> None:
    """``--outcome-sd``: how far the results fell from the shipped estimate, one entry
    per table asked and ``shared`` over them, the same in one process or two."""
    base = ("--outcome-sd", "--hands", "10", "--presets", "mestre-buraco,aberto", "--seed", "6")
    code, one, _ = _calibrate(capsys, *base)
    assert code == 0
    code, two, _ = _calibrate(capsys, *base, "--jobs", "2")
    assert code == 0 and two == one
    doc = fitted.check_document(json.loads(one), "outcome-sd")
    entries = doc["entries"]
    assert set(entries) == {"mestre-buraco", "aberto", "shared"}
    assert entries["aberto"]["command"] == (
        "buraco calibrate --outcome-sd --hands 10 --presets aberto --seed 6"
    )
    for k in range(fitted.STAGE_COUNT):
        own = [entries[p]["stages"][k] for p in ("mestre-buraco", "aberto")]
        shared = entries["shared"]["stages"][k]
        assert shared["n"] == sum(s["n"] for s in own)
        # the pooled spread lies between the two tables' own
        if all(s["n"] for s in own):
            low, high = sorted(s["sd"] for s in own)
            assert low - 0.1 <= shared["sd"] <= high + 0.1
    assert entries["shared"]["positions"] == sum(
        entries[p]["positions"] for p in ("mestre-buraco", "aberto")
    )

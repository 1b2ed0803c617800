"""The fitted figures as data (issue 27 item 7): the shipped files, their provenance,
and the loader's refusal of a fit worse than a constant."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from buraco_tui.ai.fitted import loader as fitted
from buraco_tui.ai.fitted.loader import FittedDataError
from buraco_tui.ai.mcts.playout import FEATURES


def _doc(kind: str) -> dict:
    return fitted.read_document(kind)


def test_every_entry_says_where_it_comes_from() -> None:
    for kind in fitted.FILES:
        doc = _doc(kind)
        assert doc["format"] == fitted.FORMAT and doc["kind"] == kind
        for key, entry in doc["entries"].items():
            tool = "buraco train " if kind == "value" else "buraco calibrate "
            assert entry["command"].startswith(tool), key
            assert entry["hands"] >= 400, key
            # the seed is the command's: seed 1 unless it names another
            seed = entry["seed"]
            assert (f"--seed {seed}" in entry["command"]) == (seed != 1), key
            assert entry["date"][:4] == "2026", key
            for stage in entry.get("stages", ()) if kind != "outcome-sd" else ():
                assert stage["poor_fit"] == (stage["r2"] is not None and stage["r2"] < 0)


def test_the_files_name_the_estimates_columns_as_the_playouts_do() -> None:
    assert _doc("estimate")["features"] == list(FEATURES)
    assert _doc("estimate-by-style")["features"] == list(FEATURES)


def test_the_rows_fitted_worse_than_a_constant_are_marked_and_refused() -> None:
    """27 fitted stages have R² below 0 (2 tables' own, 25 against one style):
    none of their weights reaches the bots."""
    from buraco_tui.ai.fitted.style_weights import BY_STYLE
    from buraco_tui.ai.fitted.weights import BY_PRESET, SHARED

    poor = [
        (key, k, tuple(stage["weights"]))
        for kind in ("estimate", "estimate-by-style")
        for key, entry in _doc(kind)["entries"].items()
        for k, stage in enumerate(entry["stages"])
        if stage["poor_fit"] and stage["weights"] is not None
    ]
    assert len(poor) == 27
    assert sum("/" in key for key, _, _ in poor) == 25
    for key, k, row in poor:
        preset, _, style = key.partition("/")
        if style:
            assert BY_STYLE[preset][style][k] is None
        else:
            assert BY_PRESET[preset][k] == SHARED[k] != row


def test_a_stage_fitted_worse_than_a_constant_falls_back_to_the_shared_row() -> None:
    doc = copy.deepcopy(_doc("estimate"))
    stage = doc["entries"]["mestre-buraco"]["stages"][1]
    shared, by_preset = fitted.estimate_tables(doc)
    assert by_preset["mestre-buraco"][1] == tuple(stage["weights"]) != shared[1]
    stage["r2"] = -0.2  # worse than a constant, even unmarked
    assert fitted.estimate_tables(doc)[1]["mestre-buraco"][1] == shared[1]
    stage["r2"], stage["poor_fit"] = 0.5, True  # marked by hand
    assert fitted.estimate_tables(doc)[1]["mestre-buraco"][1] == shared[1]


def test_a_refused_shared_row_or_a_bad_file_raises() -> None:
    doc = copy.deepcopy(_doc("estimate"))
    doc["entries"]["shared"]["stages"][3]["poor_fit"] = True
    with pytest.raises(FittedDataError, match="shared stage 3"):
        fitted.estimate_tables(doc)
    short = copy.deepcopy(_doc("estimate"))
    short["entries"]["vip-aberto"]["stages"][0]["weights"].pop()
    with pytest.raises(FittedDataError, match="11 numbers"):
        fitted.estimate_tables(short)
    with pytest.raises(FittedDataError, match="format"):
        fitted.check_document({**_doc("reading"), "format": 2}, "reading")
    with pytest.raises(FittedDataError, match="kind"):
        fitted.check_document(_doc("reading"), "estimate")
    bad_key = copy.deepcopy(_doc("reading"))
    bad_key["entries"]["rioplatense"] = bad_key["entries"].pop("rioplatense/medium")
    with pytest.raises(FittedDataError, match="preset/style"):
        fitted.reading_tables(bad_key)


def test_the_writer_keeps_the_numbers_exactly() -> None:
    doc = _doc("estimate-by-style")
    assert json.loads(fitted.dumps(doc)) == doc
    text = fitted.dumps(doc)
    assert '"weights": [0.933, 1.0, -1.0, 5.413,' in text  # one line per row


def test_starting_the_app_reads_no_fitted_file() -> None:
    """Loading is lazy: the data is read when a searching bot's modules are first
    imported, not when the app starts."""
    code = (
        "import sys, buraco_tui.app.launch, buraco_tui.ai;"
        "print(any(m.startswith('buraco_tui.ai.fitted.loader') for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_the_outcome_sd_is_measured_for_every_table_and_grows_with_the_cards_to_draw() -> None:
    """The spread of a hand's result around the estimate (``buraco calibrate
    --outcome-sd``): every preset has its entry, each stage's sd is positive and a
    stage further from the end of the hand is harder to call (rioplatense's last
    stage, 50 positions, takes the shared sd)."""
    from buraco_tui.ai.fitted.outcome import SHARED_SD, sd_for
    from buraco_tui.engine import PRESETS

    doc = _doc("outcome-sd")
    assert set(doc["entries"]) == {*PRESETS, "shared"}
    for preset in PRESETS:
        sd = sd_for(preset)
        assert len(sd) == fitted.STAGE_COUNT and all(x > 0 for x in sd)
        assert list(sd) == sorted(sd), preset
    assert sd_for("mestre-buraco") == (198.4, 274.5, 399.0, 547.1)
    assert sd_for("rioplatense")[0] == SHARED_SD[0] != 383.9
    assert sd_for("a table never measured") == SHARED_SD


def _sd_doc(shared_n: int = 1000, preset_n: int = 1000) -> dict:
    def entry(n: int, sd: float) -> dict:
        return {"stages": [{"n": n, "sd": sd * (k + 1)} for k in range(4)]}

    return {
        "format": 1,
        "kind": "outcome-sd",
        "entries": {"shared": entry(shared_n, 100.0), "aberto": entry(preset_n, 50.0)},
    }


def test_a_stage_measured_on_few_positions_takes_the_shared_sd() -> None:
    shared, by_preset = fitted.outcome_sd_tables(_sd_doc())
    assert shared == (100.0, 200.0, 300.0, 400.0)
    assert by_preset["aberto"] == (50.0, 100.0, 150.0, 200.0)
    shared, by_preset = fitted.outcome_sd_tables(_sd_doc(preset_n=99))
    assert by_preset["aberto"] == shared


def test_an_outcome_sd_file_without_a_usable_shared_sd_is_refused() -> None:
    with pytest.raises(FittedDataError, match="shared"):
        fitted.outcome_sd_tables(_sd_doc(shared_n=10))
    doc = _sd_doc()
    doc["entries"]["aberto"]["stages"][2] = {"n": 5}
    with pytest.raises(FittedDataError, match="aberto stage 2"):
        fitted.outcome_sd_tables(doc)
    del doc["entries"]["shared"]
    with pytest.raises(FittedDataError):
        fitted.outcome_sd_tables(doc)

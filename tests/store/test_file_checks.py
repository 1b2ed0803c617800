"""Each file the issue 26 measurement broke, refused by its loader (issue 26 item 2).

Issue 26: "A match file with "scores": [1170, 1e999], an integer of more than 4,300 digits
anywhere, a log or history entry that is not an object, or morto_taken shorter than the
sides: a traceback at every start, the file not moved aside, exit status 0. A hand record
or an exported hand with a damaged review ("playouts": "many"), or rules.meta changed so
the replay's hand start is illegal: a traceback when the replay opens, and from `buraco
review FILE`. Accepted though impossible: lixo_taken naming cards not in the hand,
"partial": true with cards missing, scores that do not match the history, per-side lists
of the wrong length, a seat, opener or winner out of range, match_over without a winner,
undo snapshots of another hand, a config seed or target that does not match the game."
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from buraco_tui.cli.main import main
from buraco_tui.engine import Game
from buraco_tui.store.hands import HandStore
from buraco_tui.store.saved_match import load_match
from buraco_tui.store.storage import MatchStore
from tests.helpers.mutants import HUGE, RealFiles, real_files


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> RealFiles:
    """Matches played by bots: their saves, records (with a review) and exported hands."""
    return real_files(tmp_path_factory.mktemp("real"))


def _match_with_undo(files: RealFiles) -> dict[str, Any]:
    """A saved match in its second hand with undo snapshots, as plain data."""
    for raw in files.matches:
        data = json.loads(raw)
        game = json.loads(data["payload"]["game"])
        if data["payload"]["undo"] and game["hand_number"] == 2 and game["players"] == 2:
            return data
    raise AssertionError("no match file with undo in hand 2")


def _game_edit(edit: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        game = json.loads(data["payload"]["game"])
        edit(game)
        data["payload"]["game"] = json.dumps(game, ensure_ascii=False)

    return change


def _hand_not_holding(game: dict[str, Any]) -> None:
    seat_hand = game["hands"][0].split()
    others = [c for c in game["monte"].split() if c not in seat_hand]
    game["lixo_taken"][0] = others[0]


def _partial_missing(game: dict[str, Any]) -> None:
    game["partial"] = True
    game["monte"] = " ".join(game["monte"].split()[1:])


def _other_hand_undo(data: dict[str, Any]) -> None:
    other = Game.new(Game.from_json(data["payload"]["game"]).rules, players=2, seed=99).to_json()
    data["payload"]["undo"] = [other]


MATCH_CASES: dict[str, Callable[[dict[str, Any]], Any]] = {
    "scores 1e999": _game_edit(lambda g: g.update(scores=["@1e999@", "@1e999@"])),
    "an integer of 4,400 digits": lambda d: d["payload"]["config"].update(move_time="@HUGE@"),
    "a log entry not an object": _game_edit(lambda g: g["log"].append(7)),
    "a history entry not an object": _game_edit(lambda g: g["history"].append("x")),
    "morto_taken short": _game_edit(lambda g: g.update(morto_taken=g["morto_taken"][:1])),
    "lixo_taken not in the hand": _game_edit(_hand_not_holding),
    "partial with cards missing": _game_edit(_partial_missing),
    "scores not the history's": _game_edit(lambda g: g.update(scores=[s + 5 for s in g["scores"]])),
    "start scores not the history's": _game_edit(
        lambda g: g.update(start_scores=[s + 5 for s in g["start_scores"]])
    ),
    "pending too long": _game_edit(lambda g: g.update(pending=[*g["pending"], -1])),
    "a seat out of range": _game_edit(lambda g: g.update(turn=5)),
    "an opener out of range": _game_edit(lambda g: g.update(opener=2)),
    "a winner out of range": _game_edit(lambda g: g.update(winner=2, match_over=True)),
    "match_over without a winner": _game_edit(lambda g: g.update(match_over=True)),
    "undo of another hand": _other_hand_undo,
    "config seed not the game's": lambda d: d["payload"]["config"].update(seed=12345),
    "config target not the game's": lambda d: d["payload"]["config"].update(target=5000),
}


def _bytes(data: dict[str, Any]) -> bytes:
    text = json.dumps(data, ensure_ascii=False)
    text = text.replace('"@1e999@"', "1e999").replace('"@HUGE@"', HUGE)
    return text.replace('\\"@1e999@\\"', "1e999").encode()


@pytest.mark.parametrize("case", list(MATCH_CASES))
def test_a_bad_match_file_is_kept_aside_and_nothing_else_moves(case, files, tmp_path):
    data = _match_with_undo(files)
    store = MatchStore(tmp_path)
    store.path.write_bytes(_bytes(data))
    assert load_match(store).session is not None  # the real file loads
    MATCH_CASES[case](data)
    raw = _bytes(data)
    store.path.write_bytes(raw)
    (tmp_path / "settings.json").write_text("{}")
    loaded = load_match(store)
    assert loaded.session is None and loaded.problem == "corrupt", loaded.detail
    assert loaded.moved_to is not None and loaded.moved_to.read_bytes() == raw
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [loaded.moved_to.name, "settings.json"]
    )


def _record_data(files: RealFiles) -> dict[str, Any]:
    data = json.loads(files.records[0])
    assert data["payload"]["hands"][0]["review"] is not None
    assert len(data["payload"]["hands"]) >= 2
    return data


RECORD_CASES: dict[str, Callable[[dict[str, Any]], Any]] = {
    "playouts many": lambda p: p["hands"][0]["review"].update(playouts="many"),
    "a verdict off the hand": lambda p: p["hands"][0]["review"]["verdicts"][0].update(step=9999),
    "meta 0: hand 2 never dealt": lambda p: p["rules"].update(meta=0),
    "placar not the replay's": lambda p: p["hands"][0].update(placar=[1, 2]),
    "a hand over that is not": lambda p: p["hands"][-1].update(over=True, fim="monte"),
}


@pytest.mark.parametrize("case", list(RECORD_CASES))
def test_a_bad_hand_record_is_kept_aside(case, files, tmp_path):
    data = _record_data(files)
    RECORD_CASES[case](data["payload"])
    match_id = data["payload"]["match_id"]
    store = HandStore(tmp_path)
    store.folder.mkdir()
    raw = _bytes(data)
    store.path(match_id).write_bytes(raw)
    assert store.listing() == []
    assert store.load(match_id) is None
    [problem] = store.problems
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == raw


def _export_data(files: RealFiles) -> dict[str, Any]:
    for raw in files.exports:
        data = json.loads(raw)
        if data["earlier_hands"] and data["earlier_hands"][0].get("review"):
            return data
    raise AssertionError("no exported second hand")


EXPORT_CASES: dict[str, Callable[[dict[str, Any]], Any]] = {
    "playouts many": lambda d: d["earlier_hands"][0]["review"].update(playouts="many"),
    "meta 0: the hand is never dealt": lambda d: d["rules"].update(meta=0),
    "a huge seed": lambda d: d.update(seed="@HUGE@"),
}


@pytest.mark.parametrize("case", list(EXPORT_CASES))
def test_buraco_review_refuses_a_bad_hand_file_in_the_chosen_language(
    case, files, tmp_path, capsys
):
    data = _export_data(files)
    good = tmp_path / "good.json"
    good.write_bytes(_bytes(data))
    EXPORT_CASES[case](data)
    path = tmp_path / "hand.json"
    path.write_bytes(_bytes(data))
    status = main(["review", str(path), "--lang", "en", "--data-dir", str(tmp_path / "d")])
    err = capsys.readouterr().err
    assert status == 1
    assert "Traceback" not in err
    assert err.startswith(("The file is not a readable hand", "The file does not replay"))


def test_the_unchanged_exported_hand_passes_the_check(files, tmp_path):
    from buraco_tui.cli.share import check_hand_file

    path = tmp_path / "hand.json"
    path.write_bytes(_bytes(_export_data(files)))

    class Args:
        lang = "en"
        review_file = str(path)

    assert check_hand_file(Args()) == 0  # type: ignore[arg-type]


def test_the_game_schema_reads_every_key_the_engine_writes(files):
    """The schema and the engine agree: a game's saved keys are exactly those the schema
    describes (a key added to the engine must be described)."""
    from buraco_tui.store.schema import GameData

    described = set(GameData.__struct_fields__)
    for raw in files.matches:
        game = json.loads(json.loads(raw)["payload"]["game"])
        assert set(game) <= described


def test_old_saves_still_load(tmp_path):
    """The games saved before the schema (tests/engine/state/saves) read through it."""
    from buraco_tui.engine import SCHEMA_VERSION
    from buraco_tui.store.schema import check_game_text

    for path in Path("tests/engine/state/saves").glob("*.json"):
        check_game_text(path.read_text(encoding="utf-8"), SCHEMA_VERSION, path.name)


def test_export_hand_says_a_damaged_record_was_kept_aside(files, tmp_path, capsys):
    data = _record_data(files)
    data["payload"]["hands"][0]["review"]["playouts"] = "many"
    hands = tmp_path / "d" / "hands"
    hands.mkdir(parents=True)
    (hands / f"{data['payload']['match_id']}.json").write_bytes(_bytes(data))
    out = tmp_path / "out.json"
    args = ["export-hand", "1", str(out), "--lang", "en", "--data-dir", str(tmp_path / "d")]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "A damaged record was kept aside" in err and "Traceback" not in err
    assert not out.exists()
    [aside] = list(hands.iterdir())
    assert ".corrupt-" in aside.name

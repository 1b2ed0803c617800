"""Every hand kept (issue 11): records written as a match is played, read back, replayed.

Issue 11, item 1: "Each finished hand of every match (and the hand in play) is stored in
the user data dir as its seed, rules, seats and action log, small enough to keep thousands;
a damaged record is kept aside and reported, like a damaged save, and never blocks the app."
Item 5: "A file from a newer version, or one that does not replay to a legal hand, is
refused with a clear message."
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.cli import main
from buraco_tui.engine import PRESETS, Game, ruleset
from buraco_tui.match.export import export_hand, import_hand
from buraco_tui.match.hand_actions import derive_actions
from buraco_tui.match.records import MatchRecord, RecordProblem, match_id_for
from buraco_tui.store.hands import HandStore, read_hand_file
from buraco_tui.store.recorder import Recorder


def play_recorded(
    data_dir: Path,
    preset: str,
    *,
    players: int = 2,
    seed: int = 3,
    level: str = "easy",
    hands: int = 1,
    meta: int = 0,
) -> tuple[Game, HandStore]:
    """Bots play ``hands`` hands while a recorder follows every action, as the app does."""
    rules = ruleset(preset, meta=meta)
    game = Game.new(rules, players=players, seed=seed)
    bots = [make_bot(level, seed=s) for s in range(players)]
    store = HandStore(data_dir)
    recorder = Recorder(store)
    match_id = match_id_for(seed)

    def make() -> MatchRecord:
        return MatchRecord(match_id, rules.to_dict(), players, seed, ["you"] + [level] * 3)

    for n in range(hands):
        while not game.hand_over:
            game.apply(bots[game.turn].choose(game.view(game.turn)))
            recorder.observe(game, match_id, make)
        assert recorder.last_error == ""
        if game.match_over or n == hands - 1:
            break
        game.next_hand()
        recorder.observe(game, match_id, make)
    return game, store


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_replays_to_the_recorded_score(tmp_path, preset):
    game, _ = play_recorded(tmp_path, preset)
    record = HandStore(tmp_path).load(match_id_for(3))  # read back from the disk
    assert record is not None and len(record.hands) == 1
    hand = record.hands[0]
    assert hand.over and hand.totais == game.history[-1]["totais"]
    states = record.replay(0)
    assert states[-1].history[-1]["totais"] == game.history[-1]["totais"]
    assert states[-1] == game


@pytest.mark.parametrize(("preset", "players"), [("aberto", 4), ("rioplatense", 3)])
def test_any_seat_count_is_recorded(tmp_path, preset, players):
    game, store = play_recorded(tmp_path, preset, players=players)
    record = store.load(match_id_for(3))
    assert record is not None and record.players == players
    assert record.replay(0)[-1] == game


def test_closed_lixo_and_several_hands_are_recorded(tmp_path):
    """Médio takes the closed lixo (the log names the cards taken, not those used)."""
    game, store = play_recorded(tmp_path, "fechado", level="medium", hands=2, meta=3000)
    record = store.load(match_id_for(3))
    assert record is not None and [h.hand_number for h in record.hands] == [1, 2]
    taken = [a for h in record.hands for a in h.actions if a["acao"] == "pegar_lixo"]
    assert any("cartas" in a or "jogo" in a for a in taken)
    record.verify()
    assert record.replay(1)[-1] == game


def test_a_record_is_small(tmp_path):
    play_recorded(tmp_path, "aberto")
    size = (tmp_path / "hands" / f"{match_id_for(3)}.json").stat().st_size
    assert size < 16_000  # thousands of hands fit in a few tens of megabytes


def test_the_hand_in_play_is_kept_and_undo_is_followed(tmp_path):
    rules = ruleset("aberto", meta=0)
    game = Game.new(rules, seed=11)
    store = HandStore(tmp_path)
    recorder = Recorder(store)

    def make() -> MatchRecord:
        return MatchRecord("b", rules.to_dict(), 2, 11, ["you", "easy"])

    for _ in range(6):
        game.apply(game.timeout_action())
        recorder.observe(game, "b", make)
    snapshot = game.to_json()
    game.apply(game.timeout_action())
    recorder.observe(game, "b", make)
    assert len(store.load("b").hands[0].actions) == 7
    game = Game.from_json(snapshot)  # the session's undo puts back an earlier game
    recorder.observe(game, "b", make)
    record = store.load("b")
    assert not record.hands[0].over and len(record.hands[0].actions) == 6
    assert record.replay(0)[-1] == game


def test_derived_actions_give_back_the_same_log():
    game = Game.new(ruleset("aberto", meta=0), seed=5)
    start = game.copy()
    bots = [make_bot("medium", seed=s) for s in range(2)]
    while not game.hand_over:
        game.apply(bots[game.turn].choose(game.view(game.turn)))
    actions, after = derive_actions(start, game.log, game)
    assert after == game and len(actions) <= len(game.log)


def test_a_damaged_record_is_kept_aside_and_reported(tmp_path):
    play_recorded(tmp_path, "aberto")
    bad = tmp_path / "hands" / "dead.json"
    bad.write_text('{"schema": 1, "app": "buraco-tui", "payl', encoding="utf-8")
    store = HandStore(tmp_path)
    rows = store.listing()
    assert len(rows) == 1  # the good record still lists
    assert len(store.problems) == 1 and store.problems[0].problem == "corrupt"
    assert not bad.exists() and store.problems[0].moved_to.exists()


def test_a_newer_record_is_refused_and_kept_aside(tmp_path):
    _, store = play_recorded(tmp_path, "aberto")
    path = store.path(match_id_for(3))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["payload"]["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    store = HandStore(tmp_path)
    assert store.load(match_id_for(3)) is None
    assert store.problems[0].problem == "newer"


def test_export_then_import_gives_the_same_hand(tmp_path):
    game, store = play_recorded(tmp_path, "mestre-buraco", hands=2, meta=3000)
    record = store.load(match_id_for(3))
    data = json.loads(json.dumps(export_hand(record, 1)))
    assert data["rules"]["preset"] == "mestre-buraco" and data["seed"] == 3
    shared, index = import_hand(data)
    assert index == 1 and shared.replay(index)[-1] == game


def test_a_shared_hand_from_a_newer_version_is_refused(tmp_path):
    _, store = play_recorded(tmp_path, "aberto")
    data = export_hand(store.load(match_id_for(3)), 0)
    data["version"] = 7
    with pytest.raises(RecordProblem) as err:
        import_hand(data)
    assert err.value.problem == "newer"


def test_a_shared_hand_that_does_not_replay_is_refused(tmp_path):
    _, store = play_recorded(tmp_path, "aberto")
    data = export_hand(store.load(match_id_for(3)), 0)
    data["hand"]["actions"][1] = {"acao": "descartar", "carta": "JK"}  # not in the hand
    with pytest.raises(RecordProblem) as err:
        import_hand(data)
    assert err.value.problem == "illegal"
    data = export_hand(store.load(match_id_for(3)), 0)
    data["hand"]["totais"] = [9999, 0]  # does not add up
    with pytest.raises(RecordProblem) as err:
        import_hand(data)
    assert err.value.problem == "illegal"


def test_export_hand_command_writes_readable_json(tmp_path, capsys):
    game, _ = play_recorded(tmp_path, "aberto")
    out = tmp_path / "hand.json"
    assert main(["export-hand", "1", str(out), "--data-dir", str(tmp_path)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "\n  " in text  # indented: readable
    record, index = read_hand_file(out)
    assert record.replay(index)[-1] == game
    assert main(["export-hand", "5", str(out), "--data-dir", str(tmp_path)]) == 1
    assert "5" in capsys.readouterr().err


def test_review_command_line_names_the_file_and_keeps_the_data_dir():
    from buraco_tui.cli.parse import parse_args

    args = parse_args(["--data-dir", "/tmp/x", "review", "hand.json"])
    assert args.command == "review" and args.review_file == "hand.json"
    assert args.data_dir == "/tmp/x"
    args = parse_args(["review", "hand.json", "--data-dir", "/tmp/y"])
    assert args.data_dir == "/tmp/y"
    args = parse_args(["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)


def test_the_same_seed_played_again_starts_a_new_record(tmp_path):
    game, store = play_recorded(tmp_path, "aberto")  # hand 1 of seed 3, over
    again = Game.new(ruleset("aberto", meta=0), seed=3)
    recorder = Recorder(HandStore(tmp_path))
    rules = ruleset("aberto", meta=0)

    def make() -> MatchRecord:
        return MatchRecord(match_id_for(3), rules.to_dict(), 2, 3, ["you", "easy"])

    again.apply(again.timeout_action())
    recorder.observe(again, match_id_for(3), make)
    record = HandStore(tmp_path).load(match_id_for(3))
    assert len(record.hands) == 1 and not record.hands[0].over
    assert len(record.hands[0].actions) == 1
    assert list((tmp_path / "hands").glob("*.replaced-*.json"))  # the old one kept aside


def test_review_command_refuses_a_newer_file_before_the_app_starts(tmp_path, capsys):
    _, store = play_recorded(tmp_path, "aberto")
    data = export_hand(store.load(match_id_for(3)), 0)
    data["version"] = 2
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["review", str(path), "--data-dir", str(tmp_path)]) == 1
    assert "versão mais nova" in capsys.readouterr().err
    path.write_text("{not json", encoding="utf-8")
    assert main(["review", str(path), "--lang", "en"]) == 1
    assert "not a readable hand" in capsys.readouterr().err

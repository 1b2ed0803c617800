"""Recorded hands for the history tests (issue 11): hands played with the time-out move,
followed by the recorder exactly as the app follows a match."""

from __future__ import annotations

from pathlib import Path

from buraco_tui.engine import Game, ruleset
from buraco_tui.match.records import MatchRecord, match_id_for
from buraco_tui.store.hands import HandStore
from buraco_tui.store.recorder import Recorder


def record_hand(
    data_dir: Path,
    *,
    seed: int = 7,
    preset: str = "aberto",
    actions: int | None = None,
    players: int = 2,
) -> tuple[Game, str]:
    """One hand of time-out moves (or only its first ``actions``), kept in ``data_dir``;
    the game and the match id."""
    rules = ruleset(preset, meta=0)
    game = Game.new(rules, players=players, seed=seed)
    recorder = Recorder(HandStore(data_dir))
    match_id = match_id_for(seed)

    def make() -> MatchRecord:
        return MatchRecord(match_id, rules.to_dict(), players, seed, ["you"] + ["easy"] * 5)

    done = 0
    while not game.hand_over and (actions is None or done < actions):
        game.apply(game.timeout_action())
        recorder.observe(game, match_id, make)
        done += 1
    assert recorder.last_error == ""
    return game, match_id

"""Recorded hands for the history tests (issue 11): hands played with the time-out move,
followed by the recorder exactly as the app follows a match."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from buraco_tui.engine import Game, Rules, ruleset
from buraco_tui.match.records import MatchRecord, match_id_for
from buraco_tui.store.hands import HandStore
from buraco_tui.store.recorder import Recorder

from .app import save_session, session_from

#: The first seed tried for a match whose hands the player starts.
FIRST_SEED = 11


def _following(
    data_dir: Path, rules: Rules, players: int, seed: int
) -> tuple[Recorder, Callable[[Game], None]]:
    """A recorder on ``data_dir`` and the step that records a game's latest move in it."""
    recorder = Recorder(HandStore(data_dir))
    match_id = match_id_for(seed)

    def make() -> MatchRecord:
        return MatchRecord(match_id, rules.to_dict(), players, seed, ["you"] + ["easy"] * 5)

    def observe(game: Game) -> None:
        recorder.observe(game, match_id, make)

    return recorder, observe


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
    recorder, observe = _following(data_dir, rules, players, seed)
    done = 0
    while not game.hand_over and (actions is None or done < actions):
        game.apply(game.timeout_action())
        observe(game)
        done += 1
    assert recorder.last_error == ""
    return game, match_id_for(seed)


def match_with_finished_hands(data_dir: Path, players: int = 2, hands: int = 2) -> Game:
    """A match whose first ``hands`` hands were played out with the time-out move and
    recorded as the app records them; the next hand is dealt and waits for the player."""
    rules = ruleset("rioplatense" if players in (3, 6) else "aberto", meta=100_000)
    seed = next(
        s
        for s in range(FIRST_SEED, FIRST_SEED + 50)
        if Game.new(rules, players=players, seed=s).turn == 0
    )
    game = Game.new(rules, players=players, seed=seed)
    recorder, observe = _following(data_dir, rules, players, seed)
    for _ in range(hands):
        while not game.hand_over:
            game.apply(game.timeout_action())
            observe(game)
        game.next_hand()
        observe(game)
    assert recorder.last_error == ""
    assert [h.hand_number for h in recorder.record.hands][:hands] == list(range(1, hands + 1))
    levels = ["", "easy", "easy", "easy", "easy", "easy"][:players] if players > 2 else []
    session = session_from(game, seed=seed, level="easy", players=players, seat_levels=levels)
    save_session(data_dir, session)
    return game

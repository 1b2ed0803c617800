"""Snapshots of the replay (issue 11) at 100x30 and 80x24: a finished hand with every hand
face up, and a reviewed hand in play with the verdict of the decision under the cursor.
Update with ``pytest --snapshot-update`` after checking the new pictures by eye."""

from __future__ import annotations

from buraco_tui.ai.dica.review import review
from buraco_tui.match.replay import ReplayModel
from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.hands import HandStore
from tests.helpers.app import make_app
from tests.helpers.history import record_hand


def _replay_then(match_id: str, *keys: str):
    """The snapshot's start: the table, then the replay of the match's first hand, then
    ``keys``."""

    async def run_before(pilot) -> None:
        while not isinstance(pilot.app.screen, TableScreen):
            await pilot.pause(0.02)
        pilot.app.open_replay(match_id, 0)
        while not isinstance(pilot.app.screen, ReplayScreen):
            await pilot.pause(0.02)
        await pilot.press(*keys)
        await pilot.pause(0.2)

    return run_before


def test_replay_snapshot_face_up(snap_compare, data_dir):
    _, match_id = record_hand(data_dir)
    app = make_app(data_dir, seed=10, level="easy")
    run_before = _replay_then(match_id, "end", "left", "left", "v")
    assert snap_compare(app, terminal_size=(100, 30), run_before=run_before)


def test_replay_snapshot_reviewed_80x24(snap_compare, data_dir):
    _, match_id = record_hand(data_dir, actions=12)
    store = HandStore(data_dir)
    record = store.load(match_id)
    model = ReplayModel(record, 0)
    record.hands[0].review = review(model.decisions(), playouts=2, seed=1).to_dict()
    store.save(record)
    app = make_app(data_dir, seed=10, level="easy")
    run_before = _replay_then(match_id, "down", "down")
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

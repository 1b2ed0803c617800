"""Issue 11 on screen: the past hands list, the replay, its review (progress, cancel,
cache), "jogar daqui", and a hand exported then opened with ``buraco review FILE``."""

from __future__ import annotations

import json

from textual.command import CommandPalette

from buraco_tui.app import BuracoApp
from buraco_tui.cli import main
from buraco_tui.match.session import MatchSession
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.hands_list import HandsListScreen
from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.store.hands import HandStore
from tests.helpers.app import make_app, make_args, open_table, save_session, session_from, until
from tests.helpers.history import record_hand


async def open_first_hand(pilot) -> ReplayScreen:
    """The past hands list, then its first (newest) hand."""
    app = pilot.app
    app.show_hands()
    await until(pilot, lambda: isinstance(app.screen, HandsListScreen))
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
    return app.screen


async def test_replay_steps_both_ways_and_opens_the_hands_at_the_end(data_dir):
    game, _ = record_hand(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        replay = await open_first_hand(pilot)
        model = replay.model
        assert model.step == 0 and "Mão 1 · passo 0 de" in str(replay.query_one("#turn").render())
        await pilot.press("right", "right", "right")
        assert model.step == 3
        await pilot.press("left")
        assert model.step == 2
        await pilot.press("end")
        assert model.step == model.last and model.game == game
        await pilot.click("#back")  # the mouse too
        await pilot.pause()
        assert model.step == model.last - 1
        # Zeca's move told as the table told it
        for _ in range(6):
            if model.seat_of() == 1:
                break
            await pilot.press("left")
        assert "Zeca" in str(replay.query_one("#log").render())
        assert not replay.query_one("#zeca-hand").display
        await pilot.press("v")
        await pilot.pause()
        assert replay.face_up and replay.query_one("#zeca-hand").display
        await pilot.press("home", "down")  # the player's next decision after the deal
        assert model.step > 0 and model.states[model.step].turn == 0
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, ReplayScreen))


async def test_the_review_shows_progress_can_be_cancelled_and_is_cached(data_dir):
    _, match_id = record_hand(data_dir, actions=9)  # a hand in play: a few decisions
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        replay = await open_first_hand(pilot)
        replay.playouts = 400  # slow enough to cancel
        await pilot.press("r")
        await until(pilot, lambda: replay.busy)
        assert replay.query_one("#review-bar").display
        await pilot.press("x")
        await until(pilot, lambda: not replay.busy)
        assert replay.result is None
        replay.playouts = 2
        await pilot.press("r")
        await until(pilot, lambda: replay.result is not None, timeout=60)
        assert "Onde foram os pontos" in str(replay.query_one("#review").render())
        await pilot.press("escape")
        record = HandStore(data_dir).load(match_id)
        assert record.hands[0].review is not None  # kept in the record
        replay = await open_first_hand(pilot)
        assert replay.result is not None and not replay.busy  # instant the second time


async def test_jogar_daqui_starts_a_practice_match_out_of_the_stats(data_dir):
    game, _ = record_hand(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        replay = await open_first_hand(pilot)
        await pilot.press("right", "right", "right", "right")
        await pilot.press("p")  # p: play from here (j picks a jogo at the table)
        await pilot.pause()
        await pilot.press("s")  # yes: leave the match in play (counted unfinished)
        await until(pilot, lambda: app.session.config.practice != "")
        position = next(s for s in replay.model.states[4:] if s.turn == 0)
        assert app.session.game == position  # the same hidden cards
        assert app.stats.entries()  # the abandoned real match was counted once
        before = json.dumps([str(e) for e in app.stats.entries()])
        app.session.game.abandon(0)  # the practice match ends…
        app.record_finished()
        assert json.dumps([str(e) for e in app.stats.entries()]) == before  # …uncounted
        practice = HandStore(data_dir).load(app.session.config.practice)
        assert practice is not None and practice.practice and practice.start is not None


async def test_the_count_screen_opens_the_replay_of_the_hand(data_dir):
    from buraco_tui.engine import Game, ruleset

    def last_move_is_yours(seed: int) -> int | None:
        trial = Game.new(ruleset("aberto", meta=0), seed=seed)
        seats = []
        while not trial.hand_over:
            seats.append(trial.turn)
            trial.apply(trial.timeout_action())
        return len(seats) - 1 if seats[-1] == 0 else None

    seed = next(s for s in range(21, 80) if last_move_is_yours(s) is not None)
    game = Game.new(ruleset("aberto", meta=0), seed=seed)
    for _ in range(last_move_is_yours(seed)):
        game.apply(game.timeout_action())
    session: MatchSession = session_from(game, seed=seed, level="easy")
    save_session(data_dir, session)
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        app.table.play(app.session.game.timeout_action())
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen), timeout=30)
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.last == len(app.screen.model.actions)
        await pilot.press("end")
        assert app.screen.model.game == app.session.game


async def test_the_palette_lists_past_hands(data_dir):
    record_hand(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press(*"anteriores")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, HandsListScreen))


async def test_export_then_review_opens_the_same_hand(data_dir, tmp_path):
    game, _ = record_hand(data_dir)
    out = tmp_path / "shared.json"
    assert main(["export-hand", "1", str(out), "--data-dir", str(data_dir)]) == 0
    other = tmp_path / "other"
    other.mkdir()
    app = BuracoApp(make_args(other, review_file=str(out)))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.states[-1] == game


async def test_review_of_a_newer_file_is_refused_with_a_message(data_dir, tmp_path):
    record_hand(data_dir)
    out = tmp_path / "shared.json"
    main(["export-hand", "1", str(out), "--data-dir", str(data_dir)])
    data = json.loads(out.read_text(encoding="utf-8"))
    data["version"] = 99
    out.write_text(json.dumps(data), encoding="utf-8")
    app = BuracoApp(make_args(data_dir, review_file=str(out)))
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await until(pilot, lambda: bool(app._notifications))
        assert not isinstance(app.screen, ReplayScreen)
        assert any("mais nova" in n.message for n in app._notifications)


async def test_a_four_seat_hand_replays_with_every_hand_face_up_at_the_end(data_dir):
    game, match_id = record_hand(data_dir, players=4)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        app.open_replay(match_id, 0)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        await pilot.press("end", "v")
        await pilot.pause()
        assert replay.model.game == game
        others = str(replay.query_one("#other-hands").render())
        assert "Cida:" in others and "Tonho:" in others  # the seats by name (issue 26)

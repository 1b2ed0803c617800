"""Autosave after every action; quitting mid-turn or mid-Zeca-turn resumes exactly."""

from __future__ import annotations

from buraco_tui.ai import make_bot
from buraco_tui.engine import parse_cards
from buraco_tui.match.session import MatchSession
from buraco_tui.store.storage import MatchStore
from tests.helpers.app import make_app, open_table, save_session, session_from, status_text, until
from tests.helpers.keys import select
from tests.helpers.positions import full_layout


def saved(data_dir) -> MatchSession:
    result = MatchStore(data_dir).load()
    assert result.problem is None
    return MatchSession.from_payload(result.payload)


async def test_every_action_is_saved_and_mid_turn_resumes_with_its_undo(data_dir):
    game = full_layout(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠ 6♥")
    save_session(data_dir, session_from(game, seed=7))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("l")
        assert saved(data_dir).game == app.session.game
        await select(pilot, parse_cards("3♥ 4♥ 5♥ 6♥"))
        await pilot.press("b")
        at_quit = saved(data_dir)
        assert at_quit.game == app.session.game
        assert len(at_quit.undo_stack) == 2
        await pilot.press("q")
    assert app.return_code == 0

    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.session.game == at_quit.game
        assert app.session.undo_stack == at_quit.undo_stack
        assert app.session.config == at_quit.config
        assert "retomada" in status_text(app)
        await pilot.press("u", "u")  # the lay-down, then the lixo, still undoable
        assert [str(c) for c in app.session.game.lixo] == ["9♠", "6♥"]
        assert app.session.game.phase == "comprar"


def play_zeca_out(session: MatchSession) -> MatchSession:
    """Zeca's turn played to its end outside the app, with the app's seeds."""
    while session.zeca_to_act:
        bot = make_bot(session.config.level, seed=session.decision_seed())
        session.apply_zeca(bot.choose(session.zeca_view()))
    return session


async def test_quit_mid_zeca_turn_and_resume_identically(data_dir):
    app = make_app(data_dir, seed=10, bot_delay=0.3)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("c")
        await select(pilot, [app.session.game.hand(0)[0]])
        await pilot.press("d")
        # wait for Zeca's first step (his draw), then quit while he is still playing
        await until(pilot, lambda: any(e["seat"] == 1 for e in app.session.game.log), timeout=5)
        assert app.session.zeca_to_act
        await pilot.press("q")
    at_quit = saved(data_dir)
    assert at_quit.zeca_to_act
    assert at_quit.game.phase == "baixar"  # mid-turn: he drew and has not discarded
    expected = play_zeca_out(saved(data_dir))

    app = make_app(data_dir, bot_delay=5.0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        assert app.session.game == at_quit.game  # exactly where it was
        assert table.zeca_busy  # and Zeca goes on by himself
        await pilot.press("f")
        await until(pilot, lambda: not app.session.zeca_to_act, timeout=5)
        assert app.session.game == expected.game
        assert saved(data_dir).game == expected.game

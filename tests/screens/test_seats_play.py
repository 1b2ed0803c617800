"""Whole hands at a table of 4 (aberto, in pairs) and of 3 (rioplatense, each alone) in
the app, to the count screen, saved and resumed on the way (issue 9, item 1)."""

from __future__ import annotations

import time
from collections.abc import Callable

from buraco_tui.ai import make_bot
from buraco_tui.match.session import HUMAN, MatchSession
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.stats import load_stats
from buraco_tui.store.storage import MatchStore
from tests.helpers.app import make_app, screen_text, until


def saved(data_dir) -> MatchSession:
    result = MatchStore(data_dir).load()
    assert result.problem is None
    return MatchSession.from_payload(result.payload)


async def drive(pilot, condition: Callable[[], bool], timeout: float = 90.0) -> None:
    """Play the player's turns (an easy bot's choices, through the table's keys path)
    while the app plays the bots', until ``condition()`` holds."""
    app = pilot.app
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out driving the match")
        table = app.screen
        session = app.session
        if isinstance(table, TableScreen) and session.human_to_act:
            view = session.game.view(HUMAN)
            action = make_bot("easy", seed=session.decision_seed()).choose(view)
            if not table.play(action):
                table.play(session.game.timeout_action())
        await pilot.pause(0.01)


def play_bots_out(session: MatchSession) -> MatchSession:
    """Every bot's turn up to the player's, outside the app, with the app's seeds."""
    while session.bot_to_act:
        bot = make_bot(session.bot_level(), seed=session.decision_seed())
        session.apply_zeca(bot.choose(session.zeca_view()))
    return session


async def test_a_four_player_hand_in_pairs_resumed_mid_partner_turn(data_dir):
    """Seed 000: "Buraco é jogado por duas duplas": you and Cida against Zeca and Tonho."""
    app = make_app(data_dir, players=4, rules="aberto", level="easy", seed=21, bot_delay=0.3)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        game = app.session.game
        assert game.players == 4 and app.session.config.target == 3000
        text = screen_text(app)
        for name in ("Zeca (fácil)", "Tonho (fácil)", "Cida (fácil)", "Jogos da dupla"):
            assert name in text

        def partner_mid_turn() -> bool:
            g = app.session.game
            return g.turn == 2 and bool(g.log) and g.log[-1]["seat"] == 2

        await drive(pilot, partner_mid_turn)
        assert "Vez de Cida" in screen_text(app)
        assert "◂ vez" in screen_text(app)
        await pilot.press("q")
    at_quit = saved(data_dir)
    assert at_quit.game.turn == 2 and at_quit.bot_to_act
    expected = play_bots_out(saved(data_dir))

    app = make_app(data_dir, bot_delay=5.0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        assert app.session.game == at_quit.game  # exactly where it was
        assert table.zeca_busy  # and the partner goes on by herself
        await pilot.press("f")  # skip: the rest of the bots' turns at once
        await until(pilot, lambda: not app.session.bot_to_act, timeout=30)
        assert app.session.game == expected.game
        app.settings.bot_delay = 0.0
        await drive(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await until(pilot, lambda: "Nós" in screen_text(app))  # the count, drawn
        assert "Zeca" in screen_text(app)
        game = app.session.game
        assert game.hand_over and len(game.history) == 1
        await pilot.press("q")
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:  # resumed at the count
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await pilot.press("enter")  # the next hand
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await until(pilot, lambda: app.session.game.hand_number == 2)
        assert app.session.game.players == 4


async def test_a_three_player_rioplatense_hand_to_the_count(data_dir):
    """Seed 001: rioplatense also plays three-handed, each for himself, each with his own
    buraco ("con su buraco ya tomado")."""
    app = make_app(data_dir, players=3, rules="rioplatense", level="easy", seed=5, target=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.session.game.players == 3 and app.session.game.sides == 3
        text = screen_text(app)
        assert "Zeca (fácil)" in text and "Tonho (fácil)" in text and "Cida" not in text

        def tonho_to_play() -> bool:
            g = app.session.game
            return g.turn == 2 and not g.hand_over

        app.settings.bot_delay = 0.3
        await drive(pilot, tonho_to_play)
        await pilot.press("q")
    at_quit = saved(data_dir)
    assert at_quit.game.turn == 2
    app = make_app(data_dir, bot_delay=5.0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        assert app.session.game == at_quit.game  # Tonho's turn, where it was
        assert table.zeca_busy and "Vez de Tonho" in screen_text(app)
        app.settings.bot_delay = 0.0
        await pilot.press("f")
        await drive(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await until(pilot, lambda: "Tonho" in screen_text(app))  # the count, drawn
        assert "Você" in screen_text(app)
        game = app.session.game
        assert game.match_over  # a single hand
        assert len(game.history) == 1 and len(game.history[0]["totais"]) == 3
    stats, problem = load_stats(data_dir)
    assert problem is None
    assert stats.get("rioplatense", 0, players=3).matches == 1
    assert stats.get("rioplatense", 0).matches == 0  # mano a mano counted apart


async def _table(pilot) -> TableScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()
    return pilot.app.screen

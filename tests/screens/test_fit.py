"""Issue 26, item 5: every seat readable at 80x24, 100x30 and 120x40 with 2, 3, 4 and 6
players. On a crowded table (ten jogos for the player's side, two to five for each other side, six
finished hands) after two rounds of bot turns: every bot turn since the player's move is
on screen whole or counted on the news's first line, and ``v`` shows every turn of the
hand; every jogo and every round is in sight or counted on a visible cue, and ``m`` shows
them all; no word on screen is cut. One snapshot per size and seat count."""

from __future__ import annotations

import pytest

from buraco_tui.screens.table_jogos import JogosScreen
from buraco_tui.screens.table_log import TurnLogScreen, hand_turns
from buraco_tui.screens.widgets.melds import MeldsView
from tests.helpers.app import make_app, open_table, save_session, screen_text, until
from tests.helpers.fit import (
    SEATS,
    SIZES,
    crowded_session,
    cue_number,
    cut_words,
    jogos_accounted,
    play_rounds,
    region_text,
    rounds_accounted,
)

COMBINATIONS = [
    pytest.param(size, players, id=f"{size[0]}x{size[1]}-{players}p")
    for size in SIZES
    for players in SEATS
]


@pytest.mark.parametrize(("size", "players"), COMBINATIONS)
async def test_every_seat_is_readable(data_dir, size, players):
    save_session(data_dir, crowded_session(players))
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        table = await open_table(pilot)
        await play_rounds(pilot)
        game = table.session.game
        text = screen_text(app)
        assert cut_words(text) == [], text
        assert jogos_accounted(app) == [], text
        assert rounds_accounted(app, game) == [], text

        # the news: the newest turns whole, the older ones counted
        turns = [words for _seat, words in table.turn_log]
        news = region_text(app, table.query_one("#log-box").region)
        flat = " ".join(news.split())
        shown = [turn for turn in turns if " ".join(turn.split()) in flat]
        if not shown:  # one turn longer than the news: its last sentence, and the cue
            last = turns[-1].split(". ")[-1]
            assert " ".join(last.split()) in flat and "v " in news, news
        else:
            assert shown == turns[len(turns) - len(shown) :], news
            assert len(shown) + cue_number(news) == len(turns), news
        if len(shown) < len(turns):
            assert "v " in news  # the cue names the key of the whole log

        # v: every turn of the hand, the bots' too
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, TurnLogScreen))
        await pilot.pause()
        lines = [str(s.render()) for s in app.screen.query(".turn")]
        assert lines == hand_turns(game, "pt", "")
        assert len(lines) >= players
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)

        # m: every jogo of every side and every round, whole
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, JogosScreen))
        await pilot.pause()
        shown_melds = sorted(len(view.melds) for view in app.screen.query(MeldsView))
        assert shown_melds == sorted(len(game.melds(side)) for side in range(game.sides))
        rounds = str(app.screen.query_one("#jogos-rounds").render())
        for entry in game.history:
            assert f"{entry['mao']:>2}." in rounds
        assert cut_words(region_text(app, app.screen.query_one("#jogos-dialog").region)) == []
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)


@pytest.mark.parametrize(("size", "players"), COMBINATIONS)
def test_every_seat_snapshot(snap_compare, data_dir, size, players):
    save_session(data_dir, crowded_session(players))
    app = make_app(data_dir)
    assert snap_compare(app, terminal_size=size, run_before=play_rounds)

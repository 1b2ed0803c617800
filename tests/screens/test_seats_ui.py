"""The table and the forms at 3, 4 and 6 seats (issue 9, item 1; item 3's table option):
every seat in sight at 100x30 and 80x24, the new-match form's seats and levels, the
fanned lixo as a learning aid, and snapshots of the 4- and 3-player tables."""

from __future__ import annotations

import pytest
from rich.text import Text

from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.screens.confirm import Dialog
from buraco_tui.screens.new_match import NewMatchScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.screens.widgets.bands import SeatLine, ZecaBand
from buraco_tui.screens.widgets.cards import card_label
from buraco_tui.store.settings import load_settings
from tests.helpers.app import (
    hidden_controls,
    make_app,
    open_new_match,
    open_table,
    save_session,
    screen_text,
    session_from,
    until,
)
from tests.helpers.positions import full_layout

SIZES = [pytest.param((100, 30), id="100x30"), pytest.param((80, 24), id="80x24")]

MORTOS_2 = ["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠", "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"]


def four_player_layout():
    """Aberto in pairs: you and Cida (seats 0, 2) against Zeca and Tonho (1, 3); Tonho
    holds two lixo cards, Zeca one; both sides have jogos; Zeca's turn."""
    return full_layout(
        hands=[
            "3♥ 4♥ 5♥ 8♣ 9♣ K♠ 2♦ J♦",
            "A♣ A♣ 10♠ 2♥ Q♠",
            "10♦ 5♣ J♠ 8♥ 8♥ 4♣",
            "6♥ 6♥ 10♣ K♣ 3♣ 5♣ 2♥",
        ],
        melds=[["6♣ 7♣ 8♣ 9♣", "10♥ J♥ Q♥ K♥ A♥ 2♠"], ["J♥ Q♥ K♥", "4♦ 5♦ 6♦ 7♦"]],
        lixo="Q♣ 4♠ 9♦ 7♠",
        lixo_taken=["", "A♣", "", "6♥ 10♣"],
        mortos=MORTOS_2,
        mortos_taken=[False, False],
        turn=1,
        scores=[320, 455],
    )


def three_player_layout():
    """Rioplatense, three alone: a buraco each; Tonho's turn."""
    return full_layout(
        "rioplatense",
        hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠ 7♣", "A♣ A♣ 7♥ 9♥", "Q♠ Q♦ J♠ 8♥ 4♣"],
        mortos=[*MORTOS_2, "2♠ 2♠ 2♥ 2♥ 2♦ 2♦ A♠ A♠ A♥ A♥ A♦"],
        melds=[["6♣ 7♣ 8♣"], ["J♥ Q♥ K♥"], ["10♠ 10♦ 10♣"]],
        lixo="4♠ 9♥",
        lixo_taken=["", "A♣", "Q♦"],
        turn=2,
        scores=[150, -40, 210],
    )


def seated(game, **config) -> MatchSession:
    players = game.players
    levels = ["", "easy", "medium", "hard", "easy", "medium"][:players]
    return session_from(game, seed=3, players=players, seat_levels=levels, **config)


@pytest.mark.parametrize("size", SIZES)
async def test_every_seat_of_four_is_in_sight(data_dir, size):
    """Issue 9: "The table shows every seat at 100x30 and at 80x24: name and level, card
    count, the cards it took from the lixo and still holds (face up), whose turn it is, the
    pair's shared jogos, one morto per pair, and the score per pair." """
    save_session(data_dir, seated(four_player_layout()))
    app = make_app(data_dir, bot_delay=60.0)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        for shown in (
            "Zeca (fácil)",
            "Tonho (difícil)",
            "Cida (médio)",
            "6 cartas",
            "Zeca mostrou do lixo:  A♣",
            "Tonho mostrou do lixo:  6♥ 10♣",
            "◂ vez",  # Zeca's turn
            "Jogos da dupla",
            "1:  6♣  7♣  8♣  9♣",
            "J♥  Q♥  K♥",  # the other pair's jogos
            "Nós",
            "Zeca/Tonho",
            "320",
            "455",
            "Vez de Zeca",
        ):
            assert shown in text, shown
        assert text.count("não") >= 2  # one morto per pair, neither taken
        # the card counts: in words at 100x30, after one back at 80x24
        assert ("5 cartas" in text and "7 cartas" in text) or ("▒5" in text and "▒7" in text)


@pytest.mark.parametrize("size", SIZES)
async def test_every_seat_of_three_and_of_six_is_in_sight(data_dir, size):
    save_session(data_dir, seated(three_player_layout()))
    app = make_app(data_dir, bot_delay=60.0)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        for shown in ("Zeca (fácil)", "Tonho (médio)", "10♠ 10♦ 10♣", "Vez de Tonho"):
            assert shown in text, shown
        assert "Tonho mostrou do lixo:  Q♦" in text
        assert "Cida" not in text and "Nós" not in text  # each plays alone
        assert "-40" in text and "210" in text  # a score per player

    data = data_dir.parent / "six"
    data.mkdir()
    levels = ["", "easy", "medium", "hard", "easy", "medium"]
    cfg = MatchConfig(rules="rioplatense", players=6, seed=9, seat_levels=levels)
    save_session(data, MatchSession.new(cfg))
    app = make_app(data, bot_delay=60.0)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        for name in ("Zeca (", "Tonho (", "Cida (", "Lurdes (", "Bené (", "Jogos da dupla"):
            assert name in text, name
        assert "Zeca/Lurdes" in text and "Tonho/Bené" in text


def test_a_seat_band_shows_third_deck_backs_and_the_turn():
    """Seed 001: "los demás ven cuántas cartas tienes y el color de sus reversos"."""
    band = ZecaBand()
    seat = SeatLine("Zeca (Médio)", 5, "5 cartas", turn_text="  ◂ vez", third=2)
    # outside an app the band draws with plain styles
    band.style_of = lambda name: ""  # type: ignore[method-assign]
    band.card_styles = lambda: None  # type: ignore[method-assign]
    band.compact = True
    band.seats = (seat, SeatLine("Tonho (Fácil)", 3, "3 cartas", third=1))
    text: Text = band.render()
    assert text.plain == "Zeca (Médio) ▒5 ▓2  ◂ vez · Tonho (Fácil) ▒3 ▓1"


async def test_the_form_offers_the_seats_the_table_allows_and_each_bots_level(data_dir):
    app = make_app(data_dir, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_new_match(pilot)
        players = form.query_one("#players")
        assert [n for _, n in players._options] == [2, 4]  # aberto: mano a mano or pairs
        form.query_one("#mode").value = "rioplatense"
        await pilot.pause()
        assert [n for _, n in players._options] == [2, 3, 4, 6]
        players.value = 6
        await pilot.pause()
        assert hidden_controls(app) == []  # five levels, every control in sight at 80x24
        assert "Nível de Cida (parceira)" in screen_text(app)
        players.value = 4
        await pilot.pause()
        form.query_one("#level").value = "hard"
        form.query_one("#level-2").value = "easy"  # Cida
        form.query_one("#level-3").value = "medium"  # Tonho
        form.query_one("#mode").value = "aberto"
        await pilot.pause()
        assert players.value == 4  # pairs sit at aberto too
        form.query_one("#start").focus()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        await pilot.press("s")
        await open_table(pilot)
        cfg = app.session.config
        assert app.session.game.players == 4
        assert [cfg.level_of(seat) for seat in (1, 2, 3)] == ["hard", "easy", "medium"]
        assert "Cida (fácil)" in screen_text(app)
    settings = load_settings(data_dir)[0]
    assert settings.players == 4 and settings.seat_levels == ["", "hard", "easy", "medium"]


async def test_the_fanned_lixo_option_shows_a_closed_lixo_whole(data_dir):
    """Issue 9, item 3: "a table option shows the fan anyway as a learning aid"; seed 002:
    "só o topo do lixo" without it."""
    game = full_layout(
        "jogatina-fechado",
        hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"],
        lixo="Q♣ 4♠ 9♦ 7♠",
        mortos=MORTOS_2,
    )
    save_session(data_dir, session_from(game, seed=3))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "Q♣" not in screen_text(app)  # only the top card
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        leque = app.screen.query_one("#leque")
        assert leque.display  # a closed lixo: the option is offered
        leque.value = True
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        await pilot.press("s")
        await open_table(pilot)
        assert app.session.config.lixo_em_leque
        assert app.session.game.rules.lixo_em_leque  # saved with the match's rules
        lixo = app.session.game.lixo
        await pilot.pause()
        if len(lixo) > 1:  # the bottom card shows as the table draws it (a joker is "JK")
            assert card_label(lixo[0]).strip() in screen_text(app)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        app.screen.query_one("#mode").value = "aberto"
        await pilot.pause()
        assert not app.screen.query_one("#leque").display  # an open lixo needs no fan


def test_four_player_table_snapshot(snap_compare, data_dir):
    assert _seated_snapshot(snap_compare, data_dir, four_player_layout(), (100, 30))


def test_four_player_table_snapshot_80x24(snap_compare, data_dir):
    assert _seated_snapshot(snap_compare, data_dir, four_player_layout(), (80, 24))


def test_three_player_table_snapshot(snap_compare, data_dir):
    assert _seated_snapshot(snap_compare, data_dir, three_player_layout(), (100, 30))


def test_three_player_table_snapshot_80x24(snap_compare, data_dir):
    assert _seated_snapshot(snap_compare, data_dir, three_player_layout(), (80, 24))


async def _settle(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()


def _seated_snapshot(snap_compare, data_dir, game, size: tuple[int, int]) -> bool:
    """The snapshot of ``game`` at a table of bots who think for a minute (so none moves)."""
    save_session(data_dir, seated(game))
    app = make_app(data_dir, bot_delay=60.0)
    return snap_compare(app, terminal_size=size, run_before=_settle)


async def test_the_stats_screen_names_the_seats(data_dir):
    from buraco_tui.screens.stats import StatsScreen

    app = make_app(data_dir, seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        app.stats.record_finished("aberto", 3000, True, 3050, level="easy", players=4)
        app.stats.record_finished("aberto", 3000, False, 700, level="easy")
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Aberto · 3000 pontos · 4 jogadores" in text
        assert "Aberto · 3000 pontos\n" in text or "Aberto · 3000 pontos " in text


@pytest.mark.parametrize("size", SIZES)
async def test_the_count_of_six_seats_fits_with_its_buttons(data_dir, size):
    """The count screen at three pairs: a column per pair, every hand's leftovers by name."""
    from buraco_tui.ai import make_bot
    from buraco_tui.screens.end_hand import EndHandScreen

    cfg = MatchConfig(rules="rioplatense", players=6, seed=5, level="easy")
    s = MatchSession.new(cfg)
    while not s.game.hand_over:
        seat = s.game.turn
        bot = make_bot("easy", seed=s.decision_seed())
        if s.human_to_act:
            s.play(bot.choose(s.game.view(seat)))
        else:
            s.apply_zeca(bot.choose(s.zeca_view()))
    save_session(data_dir, s)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await until(pilot, lambda: "Placar da partida" in screen_text(app))
        assert hidden_controls(app) == []
        text = screen_text(app)
        assert "Nós" in text and "Zeca" in text and "Tonho" in text


# --- round history headers (issue 11, history2): the sides named as the score names them


@pytest.mark.parametrize(
    ("preset", "players", "head"),
    [
        ("aberto", 4, "Mão    Nós Zeca/Tonho"),
        ("rioplatense", 3, "Mão  Você  Zeca Tonho"),
        ("rioplatense", 6, "Mão   Nós Ze/Lu To/Be"),
    ],
)
def test_the_round_history_names_each_side_as_the_score_does(preset, players, head):
    from buraco_tui.engine import Game, ruleset
    from buraco_tui.screens.widgets.score import PANEL_CELLS, history_lines

    game = Game.new(ruleset(preset, meta=100_000), players=players, seed=3)
    while not game.hand_over:
        game.apply(game.timeout_action())
    assert history_lines(game, "pt")[0].plain == head
    for lang in ("pt", "en", "es"):
        lines = [line.plain for line in history_lines(game, lang, PANEL_CELLS)]
        rows = [row for line in lines for row in line.split("\n")]
        assert all(len(row) <= PANEL_CELLS for row in rows), rows  # nothing cut by "…"
        # the totals on the round's line (an ending that does not fit goes on the next)
        totals = lines[1].split("\n")[0].split()[1:]
        assert totals[: game.sides] == [f"{t:+d}" for t in game.history[0]["totais"]]


@pytest.mark.parametrize("size", SIZES)
async def test_the_four_seat_round_history_shows_the_opposing_pair_on_screen(data_dir, size):
    from tests.helpers.history import match_with_finished_hands

    match_with_finished_hands(data_dir, players=4, hands=1)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        assert "Mão    Nós Zeca/Tonho" in screen_text(app)

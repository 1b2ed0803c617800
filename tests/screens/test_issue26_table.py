"""Issue 26 item 6 at the table: the Dica's card, the names and marks of the table."""

from __future__ import annotations

from buraco_tui.ai.dica.hint import Hint
from buraco_tui.engine import parse_cards
from tests.helpers.app import make_app, open_table, save_session, session_from, until
from tests.helpers.positions import full_layout


async def test_after_a_discard_dica_d_discards_the_card_under_the_cursor(data_dir):
    """The Dica marks its card; moving the cursor away and pressing ``d`` discards the card
    under the cursor, not the hinted one."""
    game = full_layout(hands=["3♥ 7♣ K♠ Q♦", "A♣ A♣ 7♥"], phase="baixar")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    app.find_hint = lambda view, lang, seed: Hint(
        {"acao": "descartar", "carta": "K♠"}, "o K♠ não serve", ["K♠"]
    )
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None)
        hinted = table.order.index(parse_cards("K♠")[0])
        assert table.hinted == {hinted} and table.cursor == hinted
        await pilot.press("right")
        under = table.order[table.cursor]
        assert str(under) != "K♠"
        log = len(app.session.game.log)
        await pilot.press("d")
        await pilot.pause()
        assert app.session.game.log[log]["acao"] == "descartar"
        assert app.session.game.log[log]["carta"] == str(under)


async def test_the_reviews_verdict_stands_on_the_players_own_move(data_dir):
    """The verdict of a decision is shown with the player's move, never beside the bot's
    move that led to it; ↓ and the summary's step go to the player's move."""
    from buraco_tui.ai.dica.review import Review, Verdict
    from buraco_tui.screens.replay import ReplayScreen
    from tests.helpers.history import record_hand

    _, match_id = record_hand(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        app.open_replay(match_id, 0)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        model = replay.model
        d = next(d for d in model.decisions() if d.step > 0 and model.seat_of(d.step) != 0)
        verdict = Verdict(d.step, list(d.actions), [], 106.0, 5.0, "mistake", {"pt": "Melhor."})
        replay.result = Review([verdict], 2, 0)
        model.go(d.step - 1)
        await pilot.press("down")
        await pilot.pause()
        assert model.seat_of() == 0  # the cursor is on the player's own move
        review = str(replay.query_one("#review").render())
        assert review.startswith("Erro") and f"passo {model.step}:" in review
        model.go(d.step)  # the bot's move that led to the decision: no verdict beside it
        replay.draw()
        await pilot.pause()
        assert not str(replay.query_one("#review").render()).startswith("Erro")


async def test_a_hand_left_unfinished_is_listed_as_abandoned_not_in_play(data_dir):
    """Hands left with ``j`` or a practice stayed "em jogo" in "Mãos anteriores" for ever."""
    from buraco_tui.screens.hands_list import HandsListScreen
    from tests.helpers.history import record_hand

    record_hand(data_dir, seed=7, actions=9)  # a match left mid-hand
    game, _ = record_hand(data_dir, seed=8, actions=9)  # the match in play, mid-hand
    save_session(data_dir, session_from(game, seed=8))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        app.show_hands()
        await until(pilot, lambda: isinstance(app.screen, HandsListScreen))
        await pilot.pause()
        from buraco_tui.screens.hands_list import hand_line

        lines = {row.match_id: hand_line(row, "pt", 1) for row in app.screen.rows}
        assert len(lines) == 2
        said = sorted("abandonada" in line for line in lines.values())
        assert said == [False, True], lines
        assert sum("em jogo" in line for line in lines.values()) == 1


async def test_a_practice_match_says_so_on_the_table(data_dir):
    """Nothing on screen said a practice match ("Jogar daqui") is a practice."""
    from buraco_tui.screens.replay import ReplayScreen
    from tests.helpers.app import screen_text
    from tests.helpers.history import record_hand

    _, match_id = record_hand(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "Treino" not in screen_text(app)
        app.open_replay(match_id, 0)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        # one key, one name: j picks a jogo at the table; the replay plays from here on p
        await until(pilot, lambda: "jogar daqui" in screen_text(app))
        assert "p jogar daqui" in screen_text(app) and "j jogar daqui" not in screen_text(app)
        await pilot.press("right", "right", "right", "right", "p")
        await pilot.pause()
        await pilot.press("s")
        await until(pilot, lambda: app.session.config.practice != "")
        await pilot.pause()
        assert "Treino: não conta" in str(app.screen.query_one("#score").render())


async def test_the_lixo_cards_under_the_hand_never_run_off_the_band(data_dir):
    """The "do lixo: …" label under the hand grew across turns until it was cut."""
    from buraco_tui.screens.widgets.bands import Band

    taken = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣"
    game = full_layout(hands=[taken + " A♠", "A♣ A♣ 7♥"], phase="baixar", lixo_taken=[taken, ""])
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await open_table(pilot)
        band = table.query_one("#hand-head", Band)
        text = str(band.render())
        assert "do lixo:" in text and "…" not in text
        assert text.rstrip().endswith(f"+{20 - text.count('♥') - text.count('♣')}")
        assert len(text) <= band.size.width


async def test_every_opposing_jogo_and_the_empty_lixo_read_as_what_they_are(data_dir):
    """Opponents' jogos opened with a bare "•" (the learning mode's mark); at 4 players
    they had no heading; "(vazio)" after "Mortos 2" read as the mortos'; the lixo cards a
    bot shows were labelled without its name at 2 players."""
    from buraco_tui.screens.widgets.bands import ZecaBand
    from buraco_tui.screens.widgets.melds import MeldsView
    from tests.helpers.app import screen_text

    game = full_layout(
        hands=["3♥ 4♥ 5♥ K♣", "A♣ A♣ 7♥ 9♣", "6♣ 7♣", "Q♣ Q♣"],
        melds=[[], ["8♥ 9♥ 10♥"]],
        lixo_taken=["", "A♣", "", ""],
    )
    save_session(data_dir, session_from(game, players=4, seat_levels=["", "easy", "easy", "easy"]))
    app = make_app(data_dir, settings={"learning": True})
    async with app.run_test(size=(120, 40)) as pilot:
        table = await open_table(pilot)
        text = screen_text(app)
        theirs = str(table.query_one("#zeca-jogos", MeldsView).render())
        assert theirs.startswith("Jogos de Zeca/Tonho:") and "•" not in theirs
        assert "(lixo vazio)" in text and "(vazio)" not in text.replace("(lixo vazio)", "")
        head = str(table.query_one("#zeca-head", ZecaBand).render())
        assert "Zeca mostrou do lixo:" in head


async def test_at_two_players_the_lixo_cards_zeca_shows_carry_his_name(data_dir):
    """Spanish said "mostró del pozo:" with no one doing the showing (2 and 3 players)."""
    from buraco_tui.screens.widgets.bands import ZecaBand

    game = full_layout(hands=["3♥ 4♥ 5♥ K♣", "A♣ A♣ 7♥ 9♣"], lixo_taken=["", "A♣"])
    save_session(data_dir, session_from(game))
    app = make_app(data_dir, lang="es")
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        assert "Zeca mostró del pozo:" in str(table.query_one("#zeca-head", ZecaBand).render())


async def test_at_four_players_in_spanish_the_partners_lixo_cards_are_in_spanish(data_dir):
    """ "Cida mostrou do lixo:" was seen on a Spanish table of four."""
    from tests.helpers.app import screen_text
    from tests.helpers.words import foreign_words

    game = full_layout(
        hands=["3♥ 4♥ 5♥ K♣", "A♣ A♣ 7♥ 9♣", "6♣ 7♣ 9♥", "Q♣ Q♣"],
        lixo_taken=["", "A♣", "9♥", ""],
    )
    save_session(data_dir, session_from(game, players=4, seat_levels=["", "easy", "easy", "easy"]))
    app = make_app(data_dir, lang="es", bot_delay=60.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        assert "Cida mostró del pozo:" in text and "Zeca mostró del pozo:" in text
        assert not foreign_words(text), foreign_words(text)


async def test_the_lixo_cards_under_the_hand_are_listed_as_the_hand_shows_them(data_dir):
    """ "do lixo: A♠ 7♠" read in the engine's order of codes, not as the hand beside it
    (noticed at stop 53): the cards taken follow the hand's sort, by suit or by value,
    and so do the cards a bot shows."""
    from buraco_tui.screens.widgets.bands import Band, ZecaBand

    taken, shown = "4♦ 6♣ 3♣", "J♦ 10♣ Q♣"
    game = full_layout(
        hands=[taken + " A♠ 9♥", "A♣ K♣ 7♥ " + shown],
        phase="baixar",
        lixo_taken=[taken, shown],
    )
    for sort, want, zeca in (
        ("naipe", "3♣ 6♣ 4♦", "10♣ Q♣ J♦"),
        ("valor", "3♣ 4♦ 6♣", "10♣ J♦ Q♣"),
    ):
        save_session(data_dir, session_from(game))
        app = make_app(data_dir, settings={"sort": sort})
        async with app.run_test(size=(100, 30)) as pilot:
            table = await open_table(pilot)
            hand = [str(c) for c in table.order if str(c) in taken.split()]
            head = table.query_one("#hand-head", Band)
            assert [str(c) for c in head.cards] == want.split() == hand
            seat = table.query_one("#zeca-head", ZecaBand).seats[0]
            assert [str(c) for c in seat.taken] == zeca.split()

"""The table's keys and mouse: refusals in plain words, undo, Dica, sort, encostar, lixo."""

from __future__ import annotations

from rich.console import Console
from rich.style import Style

from buraco_tui.engine import Game, parse_cards
from buraco_tui.screens.table_keys import hint_sentence
from buraco_tui.screens.widgets.bands import wrap_words
from buraco_tui.screens.widgets.hand import HandView
from buraco_tui.screens.widgets.melds import MeldsView
from buraco_tui.store.settings import load_settings
from tests.helpers.app import (
    make_app,
    open_table,
    save_session,
    screen_text,
    session_from,
    status_text,
    until,
)
from tests.helpers.keys import select
from tests.helpers.positions import full_layout


def status(app) -> str:
    return status_text(app)


async def test_refusals_say_why_on_the_table(data_dir):
    """Seed 003: "o jogo não deixa a mão ficar com menos de 2 cartas depois de baixar e
    explica o motivo na mesa"."""
    game = full_layout(
        hands=["3♥ 4♥ 5♥", "A♣ A♣ 7♥ 8♥"],
        monte="K♣",
        mortos=["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"],
        mortos_taken=[True, False],
        lixo="9♠",
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("b")
        assert "Marque as cartas primeiro" in status(app)
        await select(pilot, parse_cards("3♥"))
        await pilot.press("d")
        assert "Primeiro compre" in status(app)
        await pilot.press("c")
        await select(pilot, parse_cards("3♥ 4♥"))
        await pilot.press("b")
        assert "pelo menos 3 cartas" in status(app)
        await select(pilot, parse_cards("3♥ 4♥ 5♥"))
        await pilot.press("b")
        text = status(app)
        assert "menos de 2 cartas" in text and "canastra limpa" in text
        assert "menos de 2 cartas" in screen_text(app)
        assert len(app.session.game.hand(0)) == 4  # nothing moved
        await select(pilot, parse_cards("3♥ 4♥"))
        await pilot.press("d")
        assert "uma carta só" in status(app)


async def test_refusals_in_english(data_dir):
    game = full_layout(hands=["3♥ 4♥ 5♥ 9♣", "A♣ A♣ 7♥ 8♥"], lixo="9♠")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "Your turn: draw from the stock" in status(app)
        await select(pilot, parse_cards("9♣"))
        await pilot.press("d")
        assert "Draw first" in status(app)
        text = screen_text(app)
        assert "Draw" in text and "Undo" in text and "Hint" in text  # the footer


async def test_undo_by_keys_until_the_discard(data_dir):
    """Seed 003: undo the lay-downs and even taking the lixo; drawing cannot be undone."""
    game = full_layout(hands=["3♥ 4♥ 5♥ 8♣ 9♣ K♠", "A♣ A♣ 7♦"], lixo="9♠ 6♥")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        start = app.session.game.to_json()
        await pilot.press("l")
        assert app.session.game.phase == "baixar"
        await select(pilot, parse_cards("3♥ 4♥ 5♥ 6♥"))
        await pilot.press("b")
        assert len(app.session.game.melds(0)) == 1
        await pilot.press("u")
        assert app.session.game.melds(0) == [] and app.session.game.phase == "baixar"
        assert "Desfeito" in status(app)
        await pilot.press("u")
        assert app.session.game.to_json() == start
        await pilot.press("c")
        await pilot.press("u")
        assert "não se desfazem" in status(app)
        assert app.session.game.phase == "baixar"
        # the undo state was saved: the file holds the position after the draw
        assert app.store.load().payload["game"] == app.session.game.to_json()


async def test_sort_toggles_and_is_remembered(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        hand = app.session.game.hand(0)
        by_suit = list(table.order)
        await pilot.press("o")
        by_value = list(table.order)
        assert sorted(by_value) == sorted(hand)
        assert [c.rank for c in by_value] == sorted(c.rank for c in by_value)
        assert by_value != by_suit
        assert app.screen.query_one(HandView).cards == by_value
        assert load_settings(data_dir)[0].sort == "valor"
        await pilot.press("o")
        assert table.order == by_suit
        assert [c.suit for c in by_suit] == sorted(
            (c.suit for c in by_suit), key=[0, 1, 3, 2].index
        )


async def test_dica_highlights_the_move_and_says_why(data_dir):
    """The Dica runs the bot's reasoning on the player's own view only (seed 003 FAQ:
    "O botão Dica usa o mesmo raciocínio dele para sugerir a sua jogada")."""
    app = make_app(data_dir, seed=10)
    asked = []
    real = app.find_hint

    def spy(view, lang, seed):
        found = real(view, lang, seed)
        asked.append((view, found))
        return found

    app.find_hint = spy
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("c")
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None)
        view, found = asked[-1]
        assert view == app.session.game.view(0)  # the player's seat, nothing more
        assert view["seat"] == 0 and "hands" not in view
        assert table.hint is found
        assert found.reason and f"Dica: {found.reason}" in status(app)
        acao = found.action["acao"]
        if acao in ("baixar", "encostar"):
            assert sorted(map(str, table.selection())) == sorted(found.cards)
            assert table.hinted == table.selected
        if acao == "descartar":  # the cursor stands on the card; d discards the cursor's card
            assert str(table.order[table.cursor]) == found.cards[0] and not table.selected
        # the hinted move is legal and plays with its key
        key = {
            "descartar": "d",
            "baixar": "b",
            "encostar": "e",
            "pegar_lixo": "l",
            "baixar_varios": "b",
        }[acao]
        marked = acao in ("baixar", "baixar_varios", "encostar") and bool(table.selected)
        # marked cards are named so: space on them would unmark them
        assert (f"(já marcadas: tecle {key})" in status(app)) == marked, acao
        log = len(app.session.game.log)
        await pilot.press(key)
        assert app.session.game.log[log]["acao"] == acao
        assert table.hint is None and not table.hinted


async def test_encostar_by_number_by_key_and_by_click(data_dir):
    game = full_layout(
        hands=["7♦ 7♣ 3♣ 8♣ K♠ Q♠ J♥ 9♥", "A♣ A♣ 7♥"],
        melds=[["4♦ 5♦ 6♦", "4♣ 5♣ 6♣"], []],
        phase="baixar",
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await select(pilot, parse_cards("7♦"))
        await pilot.press("e")  # fits only jogo 1: no question asked
        assert [str(c) for c in app.session.game.melds(0)[0].cards] == ["4♦", "5♦", "6♦", "7♦"]
        await select(pilot, parse_cards("3♣"))
        await pilot.press("2")
        assert [str(c) for c in app.session.game.melds(0)[1].cards][0] == "3♣"
        await select(pilot, parse_cards("K♠"))
        await pilot.press("e")
        assert "não encaixam" in status(app)
        await select(pilot, parse_cards("7♣"))
        melds = app.screen.query_one("#my-jogos", MeldsView)
        line, start, _end, _ = next(h for h in melds._hits if h[3] == 1)
        await pilot.click("#my-jogos", offset=(start, line))
        assert [str(c) for c in app.session.game.melds(0)[1].cards][-1] == "7♣"
        assert not table.selected


async def test_mouse_selects_cards_and_draws(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.click("#hand", offset=(5, 0))  # the second card
        assert table.selected == {1}
        await pilot.click("#hand", offset=(5, 0))
        assert table.selected == set()
        await pilot.click("#monte")
        assert app.session.game.phase == "baixar" and len(app.session.game.hand(0)) == 12


async def test_closed_lixo_with_selected_cards_or_onto_a_jogo(data_dir):
    """rules.md §4.4 (fechado): "the lixo can be taken only by using its top card at once, in a
    new jogo with at least 2 cards from the hand or on a jogo of the own side"."""
    game = full_layout(
        "fechado", hands=["5♥ 6♥ K♠ Q♠", "A♣ A♣ 7♥"], lixo="9♠ 7♦", melds=[["4♦ 5♦ 6♦"], []]
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("l")  # no selection: the top card goes on the one jogo it fits
        g = app.session.game
        assert [str(c) for c in g.melds(0)[0].cards][-1] == "7♦"
        assert "9♠" in map(str, g.hand(0))
        await pilot.press("u")
        assert [str(c) for c in app.session.game.lixo] == ["9♠", "7♦"]

    game = full_layout("fechado", hands=["5♦ 6♦ K♠ Q♠", "A♣ A♣ 7♥"], lixo="9♠ 7♦")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("l")
        assert "carta de cima" in status(app)
        await select(pilot, parse_cards("5♦ 6♦"))
        await pilot.press("l")
        assert [str(c) for c in app.session.game.melds(0)[0].cards] == ["5♦", "6♦", "7♦"]


async def test_learning_mode_marks_what_you_can_do(data_dir):
    """Seed 002: "Contra o robô no nível fácil [...] o jogo mostra o que você pode fazer"."""
    game = full_layout(
        hands=["3♥ 4♥ 5♥ 9♣ 10♣ K♠ 3♦", "A♣ A♣ 7♥"], lixo="8♠ J♣", melds=[["4♦ 5♦ 6♦"], []]
    )
    save_session(data_dir, session_from(game, level="easy", learning=True))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        hand = app.screen.query_one(HandView)
        assert hand.forms == frozenset(parse_cards("3♥ 4♥ 5♥"))
        assert hand.fits == frozenset(parse_cards("3♦"))
        text = screen_text(app)
        assert "o lixo dá jogo: J♣" in text
        assert "• forma jogo" in text
    save_session(data_dir, session_from(game, level="hard", learning=False))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.screen.query_one(HandView).forms == frozenset()
        assert "o lixo dá jogo" not in screen_text(app)


async def test_new_match_learning_follows_its_setting_not_the_level(data_dir):
    """Issue 10: "Choosing a level silently switches learning mode" - now it never does."""
    app = make_app(data_dir, seed=4, level="easy")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.session.config.learning
    app = make_app(data_dir, seed=4, level="medium", new=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.session.config.learning
    app = make_app(data_dir, seed=4, level="easy", new=True, settings={"learning": False})
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert not app.session.config.learning


async def test_move_timer_plays_the_timeout_move(data_dir):
    """Seed 002: "Se o tempo estourar, o robô faz só aquela jogada"; the time-out move of rules.md §10.2."""
    app = make_app(data_dir, seed=10, settings={"move_time": 1}, bot_delay=5.0)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        game: Game = app.session.game
        assert game.timeout_action() == {"acao": "comprar"}
        await until(pilot, lambda: app.session.game.phase == "baixar", timeout=5)
        expected = app.session.game.timeout_action()
        await until(pilot, lambda: app.session.game.turn == 1, timeout=5)
        discards = [e for e in app.session.game.log if e["acao"] == "descartar"]
        assert discards[-1] == {"seat": 0, "acao": "descartar", "carta": expected["carta"]}
        # the news follows the game by a message: wait for it rather than read at once
        await until(pilot, lambda: "tempo acabou" in status(app), timeout=5)


async def test_skip_ahead_through_zecas_turn(data_dir):
    app = make_app(data_dir, seed=10, bot_delay=5.0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("c")
        await select(pilot, [app.session.game.hand(0)[0]])
        await pilot.press("d")
        assert app.session.zeca_to_act and table.zeca_busy
        assert "f avança" in status(app)
        assert "f Avançar" in screen_text(app)
        await pilot.press("f")
        await until(
            pilot, lambda: app.session.human_to_act or app.session.game.hand_over, timeout=3
        )
        await pilot.pause()
        assert "f Avançar" not in screen_text(app)  # the key only shows during his turn


async def test_too_small_terminal_gets_a_notice(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(70, 20)) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        assert "Terminal pequeno demais: 70×20" in text
        assert "Monte" not in text
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        text = screen_text(app)
        assert "Terminal pequeno demais" not in text
        assert "Monte" in text and "Sua mão" in text and "Placar" in text


async def test_a_long_lixo_wraps_and_keeps_its_top_card_in_sight(data_dir):
    """Seed 003: "o lixo fica aberto em leque, com todas as cartas à vista"."""
    lixo = (
        "4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ K♥ Q♥ J♥ 10♥ 8♣ 9♣"
    )
    game = full_layout(hands=["A♠ 2♠ 3♠ 5♥ 9♥", "A♦ 2♦ 3♦"], lixo=lixo, mortos=[])
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "9♣ ◂ topo" in text  # the top card, last of the fan, is on screen
        # every one of the 19 different cards lays down (the run of ♦, K♥-10♥, 8♣ 9♣ with the
        # 2♠): the learning line counts them on one line rather than name them all
        assert "o lixo dá jogo: 19 cartas" in text
        box = app.screen.query_one("#lixo-box")
        assert box.max_scroll_y > 0  # the fan is longer than its box: it scrolls
        box.scroll_home(animate=False)
        await pilot.pause()
        assert " 4♦  5♦  6♦" in screen_text(app)  # and the bottom cards are there too


async def test_vulneravel_opening_of_several_jogos_by_keys(data_dir):
    """rules.md §8.4 (mestre-canastra): "a side that starts the hand with 1500+ (half the target)
    must make its first lay-down of the hand worth 75+ in card values (no bonuses), possibly
    as several jogos at once; a short opening is refused, with no penalty"."""
    game = full_layout(
        "mestre-canastra",
        hands=["A♥ K♥ Q♥ J♥ A♠ K♠ Q♠ 4♣ 9♦", "A♣ A♣ 7♥"],
        phase="baixar",
        scores=[1600, 200],
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await select(pilot, parse_cards("A♥ K♥ Q♥ J♥"))
        await pilot.press("b")
        assert "vulnerável" in status(app) and "75" in status(app)
        assert app.session.game.melds(0) == []
        await select(pilot, parse_cards("A♥ K♥ Q♥ J♥ A♠ K♠ Q♠"))
        await pilot.press("b")
        assert len(app.session.game.melds(0)) == 2
        assert [e["acao"] for e in app.session.game.log[-2:]] == ["baixar", "baixar"]


async def test_a_hinted_lay_down_says_its_cards_are_marked(data_dir):
    """The Dica marks the cards it lays down; pressing space on them would unmark them
    (stop 35 saw "Marque as cartas primeiro" after it), so the hint says they are marked
    and which key plays them."""
    game = full_layout(
        hands=["7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ 4♣ 6♠", "A♣ A♣ 7♣ 9♦ 5♠ 5♣ 3♣ 4♦ J♦"],
        phase="baixar",
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await open_table(pilot)
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None)
        assert table.hint.action["acao"] == "baixar"
        assert sorted(map(str, table.selection())) == sorted(table.hint.cards)
        assert "(já marcadas: tecle b)" in status(app)
        log = len(app.session.game.log)
        await pilot.press("b")
        assert app.session.game.log[log]["acao"] == "baixar"


def test_the_marked_cards_tail_wraps_whole():
    """Stop 52 saw "(já marcadas: tecle b)" broken in its middle at 120 columns: at every
    width the status band may have, the tail stands on one line, in every language, with
    plain spaces on screen."""
    reason = "Baixe 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥: fecha uma canastra limpa de copas e abre o caminho"
    console = Console(width=200)
    for lang, tail in (
        ("pt", "(já marcadas: tecle b)"),
        ("en", "(already marked: press b)"),
        ("es", "(ya marcadas: pulsa b)"),
    ):
        said = hint_sentence(reason, "b", lang)
        for width in range(len(tail) + 2, 130):
            lines = [line.plain for line in wrap_words(said, Style(), console, width)]
            assert any(tail in line for line in lines), (lang, width, lines)
        assert hint_sentence(reason, None, lang).endswith(reason)

"""Cards named in sentences the bots and the engine write (the Dica, a review, a
refusal) look as they do on the table: the joker as JK, and the suits as letters when
the ASCII option is on (seen at stop 47: a rioplatense Dica said "Baixe J♣ K♣ 🃏" under
a hand shown as "Jt Kt JK")."""

from __future__ import annotations

import re

from buraco_tui.ai import make_bot
from buraco_tui.ai.dica.hint import Hint
from buraco_tui.engine import Game, ruleset
from buraco_tui.screens.options import OptionsScreen
from buraco_tui.screens.widgets.cards import cards_in_text
from tests.helpers.app import make_app, open_table, save_session, screen_text, session_from, until
from tests.helpers.positions import full_layout


def test_cards_in_a_sentence_take_the_tables_letters():
    said = "Baixe J♣ K♣ 🃏: o 10♥ e o A♠ ficam; Q♦ não."
    assert cards_in_text(said, "ecop") == "Baixe Jp Kp JK: o 10c e o Ae ficam; Qo não."
    assert cards_in_text(said, True) == "Baixe Jc Kc JK: o 10h e o As ficam; Qd não."


def test_without_letters_only_the_joker_changes():
    assert cards_in_text("Baixe J♣ K♣ 🃏.", "") == "Baixe J♣ K♣ JK."


def test_words_that_are_not_cards_stay():
    said = "A carta 10 é boa; K é rei; 2 de ♥ sem carta."
    assert cards_in_text(said, "ecop") == said


def status(app) -> str:
    region = app.screen.query_one("#status").region
    lines = screen_text(app).split("\n")[region.y : region.y + region.height]
    return re.sub(r"\s+", " ", " ".join(line[region.x : region.right] for line in lines))


async def test_the_dica_at_the_table_speaks_in_the_tables_letters(data_dir):
    game = full_layout(hands=["3♥ 4♥ 5♥ K♠ 9♣", "A♣ A♣ 7♥"], phase="baixar")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir, settings={"ascii_suits": True})
    async with app.run_test(size=(110, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None, timeout=60)
        await pilot.pause()
        shown = status(app)
        assert table.hint.reason in str(table.message[0])  # the Dica's own words, with glyphs
        assert re.search(r"[♠♥♦♣🃏]", table.hint.reason)
        assert not re.search(r"[♠♥♦♣🃏]", shown), shown
        assert cards_in_text(table.hint.reason, "ecop")[:30] in shown


async def test_the_joker_in_a_dica_is_jk_as_in_the_hand(data_dir):
    game = full_layout(hands=["J♣ K♣ 4♦ 9♠", "A♣ A♣ 7♥"], phase="baixar")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    app.find_hint = lambda view, lang, seed: Hint(
        {"acao": "descartar", "carta": "9♠"}, "Descarte o 9♠: guarde J♣ K♣ para o 🃏.", ["9♠"]
    )
    async with app.run_test(size=(110, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None)
        await pilot.pause()
        assert "guarde J♣ K♣ para o JK." in status(app)


def _covered_virada(preset: str) -> Game:
    """A 2-player game at a stacked-lixo table, the player to draw, the card turned up
    at the deal lying under at least one discard (decision 79)."""
    for seed in range(40):
        game = Game.new(ruleset(preset, meta=0), players=2, seed=seed)
        bots = [make_bot("easy", seed=1), make_bot("easy", seed=2)]
        for _ in range(40):
            if game.hand_over:
                break
            view = game.view(0)
            if game.turn == 0 and game.phase == "comprar" and view["lixo_count"] >= 2:
                if view["lixo_virada"]:
                    return game
            game.apply(bots[game.turn].choose(game.view(game.turn)))
    raise AssertionError("no position with the turned-up card covered")


async def test_the_turned_up_card_under_the_lixo_takes_the_tables_letters(data_dir):
    """Stop 52 saw "(virada no fundo: 4♠)" in glyphs under a hand drawn in letters."""
    game = _covered_virada("jogatina-fechado")
    virada = game.view(0)["lixo_virada"]
    save_session(data_dir, session_from(game))
    app = make_app(data_dir, settings={"ascii_suits": True})
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(pilot)
        await pilot.pause()
        lixo = str(app.screen.query_one("#lixo").render())
        assert f"(virada no fundo: {cards_in_text(virada, 'ecop')})" in lixo, lixo
        assert not re.search(r"[♠♥♦♣]", lixo), lixo


async def test_the_news_on_the_table_takes_the_letters_when_the_option_changes(data_dir):
    """Seen at stop 53 under tmux: with the ASCII option turned on, the hand and the lixo
    took letters at once, while the news on the status band kept its glyphs until the
    next."""
    game = _covered_virada("jogatina-fechado")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await open_table(pilot)
        await pilot.press("c")  # the news names the card drawn, in glyphs
        await until(pilot, lambda: re.search(r"[♠♥♦♣]", status(app)) is not None)
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, OptionsScreen))
        await pilot.click("#ascii_suits")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        assert not re.search(r"[♠♥♦♣]", status(app)), status(app)

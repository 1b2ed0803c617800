"""Issue 10's table bugs, each played as the player met it (each failed before its fix)."""

from __future__ import annotations

import re

from buraco_tui.engine import parse_cards
from buraco_tui.screens.widgets.hand import HandView
from buraco_tui.text.lang import tr
from tests.helpers.app import make_app, open_table, save_session, screen_text, session_from, until
from tests.helpers.keys import select
from tests.helpers.positions import full_layout
from tests.helpers.tables import TEN_JOGOS


def band(app, selector: str) -> str:
    """The words shown in one band of the screen, its lines joined by spaces."""
    region = app.screen.query_one(selector).region
    lines = screen_text(app).split("\n")[region.y : region.y + region.height]
    lines = [line[region.x : region.right] for line in lines]
    return re.sub(r"\s+", " ", " ".join(lines)).strip()


def status(app) -> str:
    """The status band's words (turn line and log)."""
    return band(app, "#status")


async def test_a_refusal_names_the_jogo_by_the_players_number(data_dir):
    """With 6 jogos, a card marked and `7` pressed: the refusal says jogo 7, not 6."""
    game = full_layout(
        hands=["10♣ K♠ 6♣", "A♣ A♣ 7♥"],
        melds=[TEN_JOGOS[:6], []],
        phase="baixar",
        mortos=[],
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await select(pilot, parse_cards("10♣"))
        await pilot.press("7")
        assert "Não existe o jogo 7 " in status(app)
        await pilot.press("9")
        assert "Não existe o jogo 9 " in status(app)


async def test_keys_do_nothing_behind_the_too_small_notice(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(60, 20)) as pilot:
        await open_table(pilot)
        assert "Terminal pequeno demais" in screen_text(app)
        before = app.session.game.to_json()
        await pilot.press("c", "space", "o")
        await pilot.pause()
        assert app.session.game.to_json() == before
        assert not app.screen.selected


async def test_jogo_ten_and_up_from_the_keyboard(data_dir):
    """`j` then the jogo's number (Enter, or as soon as no longer number can follow)."""
    game = full_layout(
        hands=["6♣ 6♥ K♣ 9♣", "A♣ A♣ 7♥"],
        melds=[TEN_JOGOS, []],
        phase="baixar",
        mortos=[],
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await select(pilot, parse_cards("6♣"))
        await pilot.press("j", "1", "0")
        await pilot.pause()
        assert [str(c) for c in app.session.game.melds(0)[9].cards] == ["3♣", "4♣", "5♣", "6♣"]
        await select(pilot, parse_cards("6♥"))
        await pilot.press("j", "1", "enter")
        await pilot.pause()
        assert len(app.session.game.melds(0)[0].cards) == 4
        assert re.search(r"\bj\b", band(app, "KeyFooter"))  # the key is in the footer


async def test_the_learning_note_on_the_lixo_goes_after_the_draw(data_dir):
    game = full_layout(hands=["4♠ 6♠ 9♥ K♦", "A♣ A♣ 7♥"], lixo="3♣ 5♠")
    save_session(data_dir, session_from(game, level="easy", learning=True))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        note = "o lixo dá jogo"
        assert note in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        assert app.session.game.phase == "baixar"
        assert note not in screen_text(app)


async def test_the_side_panel_keeps_the_mode_on_one_line(data_dir):
    app = make_app(data_dir, seed=3, rules="vip-fechado-sujo")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "VIP Fechado sujo" in band(app, "#side")


async def test_zecas_lixo_cards_never_look_like_a_jogo_at_80_columns(data_dir):
    taken = "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥"
    game = full_layout(
        hands=["4♠ 6♠ 9♥ K♦", "A♣ A♣ 4♦ 9♠ " + taken],
        lixo_taken=["", taken],
        melds=[[], ["3♣ 4♣ 5♣"]],
        mortos=[],
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot)
        label = tr("ui.from_lixo", "pt")
        lines = screen_text(app).split("\n")
        top = next(i for i, line in enumerate(lines) if "Monte" in line)
        for line in lines[:top]:
            if "Q♥" in line or "K♥" in line or "10♥" in line:
                assert label in line, line
        assert any("K♥" in line for line in lines[:top])


async def test_a_long_log_wraps_and_its_end_stays_in_sight(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await open_table(pilot)
        news = " ".join(f"Zeca encostou 4♠ no jogo {n}." for n in range(1, 9))
        table.say(news + " Zeca baixou 7♠ 8♠ 9♠.")
        await pilot.pause()
        assert "Zeca baixou 7♠ 8♠ 9♠." in status(app)


async def test_the_card_just_drawn_is_announced_and_highlighted(data_dir):
    game = full_layout(hands=["4♠ 6♠ 9♥ K♦", "A♣ A♣ 7♥"], monte="8♣", lixo="3♦")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("c")
        await pilot.pause()
        assert "Você comprou 8♣" in status(app)
        hand = app.screen.query_one(HandView)
        assert getattr(hand, "drawn", None) == table.order.index(parse_cards("8♣")[0])


async def test_d_discards_the_card_under_the_cursor(data_dir):
    game = full_layout(hands=["4♠ 6♠ 9♥ K♦", "A♣ A♣ 7♥"], phase="baixar")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("right")
        card = table.order[1]
        await pilot.press("d")
        await pilot.pause()
        discards = [e for e in app.session.game.log if e.get("acao") == "descartar"]
        assert discards[0] == {"seat": 0, "acao": "descartar", "carta": str(card)}


async def test_home_and_end_move_along_the_hand(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("end")
        assert table.cursor == len(table.order) - 1
        await pilot.press("home")
        assert table.cursor == 0


async def test_when_the_timer_runs_out_the_table_says_so(data_dir):
    """Even after Zeca's quick turn the player reads that his time ran out."""
    app = make_app(data_dir, seed=10, settings={"move_time": 1})
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)

        def discarded() -> bool:
            log = app.session.game.log
            return any(e.get("seat") == 0 and e.get("acao") == "descartar" for e in log)

        await until(pilot, lambda: discarded() and app.session.human_to_act, timeout=8)
        await pilot.pause()  # the news box takes its new height before the band is read
        assert "tempo acabou" in status(app)


async def test_ascii_suits_in_portuguese_letters(data_dir):
    game = full_layout(hands=["9♣ 3♥ 5♦ 8♠", "A♣ A♣ 7♥"], lixo="3♦")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir, settings={"ascii_suits": True})
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        text = screen_text(app)
        for shown in (" 9p", " 3c", " 5o", " 8e"):
            assert shown in text
        assert " 9c" not in text and " 8s" not in text


async def test_a_cursor_move_redraws_the_hand_alone(data_dir, monkeypatch):
    """State flows into reactive views: moving the cursor repaints the hand, not the table."""
    from buraco_tui.screens.widgets.melds import MeldsView
    from buraco_tui.screens.widgets.score import ScorePanel

    drawn: list[str] = []
    for cls in (HandView, MeldsView, ScorePanel):
        original = cls.render

        def counting(self, _original=original):
            drawn.append(type(self).__name__)
            return _original(self)

        monkeypatch.setattr(cls, "render", counting)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.pause(0.2)
        drawn.clear()
        await pilot.press("right", "right")
        await pilot.pause()
        assert "HandView" in drawn
        assert "MeldsView" not in drawn and "ScorePanel" not in drawn

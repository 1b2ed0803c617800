"""Issue 10, the screens around the table: one Pilot test per bug the issue lists.

Each of these failed on main before its fix (checked by running this file against main's code).
"""

from __future__ import annotations

from buraco_tui.app import BuracoApp
from buraco_tui.screens.confirm import Dialog
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.options import OptionsScreen
from buraco_tui.store.settings import load_settings
from tests.helpers.app import (
    make_app,
    make_args,
    open_new_match,
    open_table,
    save_session,
    screen_text,
    session_from,
    until,
)
from tests.helpers.tables import zeca_keeps_cards_layout


async def test_end_of_hand_shows_zecas_cards_face_up_with_their_points(data_dir):
    """ "At the end of a hand Zeca's remaining cards are not shown." """
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await pilot.pause()
        left = str(app.screen.query_one("#left").render())
        assert "Sobrou na mão do Zeca:" in left
        shown = left.split(":", 1)[1].split("(")[0].split()
        assert sorted(shown) == sorted(["A♣", "A♣", "7♥", "Q♦"])
        assert "45 pontos" in left  # A 15 + A 15 + 7 5 + Q 10
        assert "Sobrou na sua mão" not in left  # you went out: nothing left


async def test_timer_set_for_this_match_does_not_carry_over(data_dir):
    """ "The timer labelled 'nesta partida' carries over to later matches." """
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, OptionsScreen))
        app.screen.query_one("#timer").value = True
        await pilot.pause()
        assert app.session.config.move_time == 45  # this match has the timer
        await pilot.press("escape")
        await open_new_match(pilot)
        assert app.screen.query_one("#timer").value is False  # the next one does not
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        await pilot.press("s")
        await open_table(pilot)
        assert app.session.config.move_time == 0
    assert load_settings(data_dir)[0].move_time == 0
    app = make_app(data_dir, new=True, bot_delay=0.0)  # nor a match started from the command line
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.session.config.move_time == 0


async def test_choosing_a_level_leaves_learning_mode_alone(data_dir):
    """ "Choosing a level silently switches learning mode." """
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        form = await open_new_match(pilot)
        learning = form.query_one("#learning")
        assert learning.value is True
        for level in ("hard", "easy", "medium"):
            form.query_one("#level").value = level
            await pilot.pause()
            assert learning.value is True
        learning.value = False
        form.query_one("#level").value = "easy"
        await pilot.pause()
        assert learning.value is False


async def test_dialog_marks_its_focus_without_colour_and_says_why(data_dir):
    """ "In dialogs the focused control is hard to see without colour, and the confirm
    button defaults to 'Não, voltar' without saying why." """
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_new_match(pilot)
        assert "▶ Começar ◀" in screen_text(app)  # the form's focused button too
        app.screen.query_one("#learning").focus()  # a checkbox: its label is underlined
        await pilot.pause()
        label = [
            segment
            for strip in app.screen._compositor.render_strips()
            for segment in strip
            if "Modo aprendizado" in segment.text
        ]
        assert label and label[0].style.underline and label[0].style.bold
        app.screen.query_one("#start").focus()
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: "partida em andamento" in screen_text(app))
        text = screen_text(app)
        assert "▶ Não, voltar ◀" in text and "▶ Sim" not in text
        assert "vem marcado porque começar outra partida encerra" in text
        await pilot.press("left")
        await pilot.pause()
        text = screen_text(app)
        assert "▶ Sim, começar ◀" in text and "▶ Não" not in text
        # the focused button is also underlined and bold: no colour needed
        focused = app.screen.focused
        assert focused is not None and focused.id == "yes"
        style = focused.rich_style
        assert style.bold and style.underline


async def test_lang_on_the_command_line_is_remembered(data_dir):
    """ "`--lang pt` is not remembered while the options screen's choice is." """
    app = make_app(data_dir, seed=10, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "Your hand" in screen_text(app)
    assert load_settings(data_dir)[0].lang == "en"
    app = BuracoApp(make_args(data_dir))  # no --lang: the remembered one
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.lang == "en" and "Your hand" in screen_text(app)
    app = BuracoApp(make_args(data_dir, lang="pt"))
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
    assert load_settings(data_dir)[0].lang == "pt"


async def test_a_new_player_meets_zeca_at_medio(data_dir):
    """ "Zeca's level defaults to Fácil" - a new player (no settings file) gets Médio."""
    assert not (data_dir / "settings.json").exists()
    app = BuracoApp(make_args(data_dir, seed=10))
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.session.config.level == "medium"
        assert "Zeca (médio)" in screen_text(app)

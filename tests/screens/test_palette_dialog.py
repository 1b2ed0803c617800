"""Issue 10 items 4 and 5: the command palette, and the one dialog used for both questions."""

from __future__ import annotations

import io

from rich.console import Console
from textual.command import CommandPalette

from buraco_tui.screens.confirm import ConfirmScreen, Dialog, SaveProblemScreen
from buraco_tui.screens.help import HelpScreen, keys_text
from buraco_tui.screens.stats import StatsScreen
from buraco_tui.store.storage import MatchStore
from tests.helpers.app import make_app, open_table, screen_text, until


async def run_command(pilot, words: str) -> None:
    """Open the palette, type ``words``, take the best hit."""
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette))
    await pilot.press(*words)
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause()


async def test_the_palette_opens_in_portuguese_and_lists_every_command(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "^p Comandos" in screen_text(app)  # its key in the footer
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await until(pilot, lambda: "Jogar na mesa Aberto" in screen_text(app))
        text = screen_text(app)
        assert "Buscar um comando" in text
        for name in ("Nova partida…", "Estatísticas", "Opções", "Ajuda", "Ordenar a mão", "Som"):
            assert name in text
        await pilot.press("escape")
        await open_table(pilot)


async def test_statistics_and_help_from_the_palette(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await run_command(pilot, "estatis")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.press("escape")
        await open_table(pilot)
        await run_command(pilot, "ajuda")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        console = Console(width=100, record=True, file=io.StringIO())
        console.print(keys_text(app.screen.bindings, "pt"))
        keys = console.export_text()
        assert "^p" in keys and "paleta de comandos" in keys


async def test_sort_and_sound_from_the_palette_act_on_the_table(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert app.settings.sort == "naipe" and not app.settings.sound
        await run_command(pilot, "ordenar")
        await until(pilot, lambda: app.settings.sort == "valor")
        assert "por valor" in screen_text(app)
        await run_command(pilot, "som")
        await until(pilot, lambda: app.settings.sound)


async def test_a_table_from_the_palette_asks_first_then_starts_there(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        before = app.session.game.to_json()
        await run_command(pilot, "mesa fechado")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        await pilot.press("n")  # no: the match goes on
        await open_table(pilot)
        assert app.session.game.to_json() == before
        await run_command(pilot, "mesa fechado")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        await pilot.press("s")
        await open_table(pilot)
        assert app.session.config.rules == "fechado"
        assert app.session.config.level == "medium"


async def test_the_palette_stays_shut_over_a_dialog(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.press("ctrl+p")
        await pilot.pause(0.2)
        assert isinstance(app.screen, StatsScreen)
        assert "Comandos" not in screen_text(app)


async def test_one_dialog_for_the_confirm_and_the_save_problem(data_dir):
    assert ConfirmScreen is SaveProblemScreen is Dialog
    # the save problem: "Nova partida" is the default, and the dialog says why
    MatchStore(data_dir).path.write_text("{", encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        text = screen_text(app)
        assert "A partida salva não pôde ser usada" in text  # the title
        assert "▶ Nova partida ◀" in text
        assert "«Nova partida» vem marcado" in text
        assert "s/y Nova partida" in text and "esc Sair" in text  # the keys, named by the buttons
        await pilot.press("s")
        await open_table(pilot)
        # the confirm: the same screen, "Não, voltar" the default, and why
        await pilot.press("n")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        text = screen_text(app)
        assert "Começar outra partida?" in text
        assert "▶ Não, voltar ◀" in text and "«Não, voltar» vem marcado" in text
        await pilot.press("enter")  # Enter takes the default: back to the same match
        await open_table(pilot)


async def test_the_dialog_in_english(data_dir):
    app = make_app(data_dir, seed=10, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("n")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, Dialog))
        text = screen_text(app)
        assert "Start another match?" in text and "is the default because" in text


async def test_the_palette_in_english(data_dir):
    app = make_app(data_dir, seed=10, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        assert "^p Commands" in screen_text(app)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: "Play at the Aberto table" in screen_text(app))
        text = screen_text(app)
        assert "Search for a command" in text and "Sort the hand" in text
        await pilot.press(*"options", "enter")
        await until(pilot, lambda: "Learning mode in this match" in screen_text(app))

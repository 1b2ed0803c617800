"""Issue 26: no word of the catalogue's Portuguese or English shows on a Spanish screen.

The vocabulary is the catalogue's own: a word found in the pt or en sentences and in no es
sentence ("mão", "jogo", "Rever", "Fechado", "discard") is a word a Spanish player should
not meet. Screens: the table at 2 and 4 players, the help, the count, the statistics and
the replay."""

from __future__ import annotations

from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.screens.stats import StatsScreen
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, open_help, open_table, screen_text, until
from tests.helpers.history import record_hand
from tests.helpers.keys import play_hand_by_keys
from tests.helpers.words import foreign_words


async def bots_play_a_round(pilot) -> None:
    """Draw and discard a few times, so the bots' news and shown lixo cards are on screen."""
    app = pilot.app
    for _ in range(4):
        await until(pilot, lambda: app.session.human_to_act or app.session.game.hand_over, 30)
        if app.session.game.hand_over:
            return
        await pilot.press("l" if app.session.game.lixo else "c")
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
    await until(pilot, lambda: app.session.human_to_act or app.session.game.hand_over, 30)
    await pilot.pause()


def test_the_vocabulary_catches_what_issue_26_saw():
    """The words of the report are caught; Spanish and the shared names are not."""
    said = "Rever a mão · Jogatina Fechado · Cida mostrou do lixo: A♣ · Your melds"
    assert {"rever", "mão", "fechado", "mostrou", "lixo", "your", "melds"} <= foreign_words(said)
    assert not foreign_words("Zeca mostró del pozo: A♣ · Jogatina Cerrado · Tu mano")


async def test_spanish_table_help_and_count_at_two_players(data_dir):
    app = make_app(data_dir, seed=3, level="easy", lang="es", rules="fechado", target=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await bots_play_a_round(pilot)
        table = screen_text(app)
        assert "Pozo" in table and not foreign_words(table), foreign_words(table)
        help_text = await open_help(pilot, width=96)
        assert not foreign_words(help_text), foreign_words(help_text)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_hand_by_keys(pilot)
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await pilot.pause()
        count = str(app.screen.query_one("#count").render()) + "\n" + screen_text(app)
        assert "Total de la partida" in count
        assert not foreign_words(count), foreign_words(count)


async def test_spanish_table_at_four_players_stats_and_replay(data_dir):
    _, match_id = record_hand(data_dir, players=4, actions=40)
    app = make_app(data_dir, seed=5, level="easy", lang="es", players=4, rules="fechado")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(pilot)
        await bots_play_a_round(pilot)
        table = screen_text(app)
        assert "Juegos de la pareja" in table
        assert not foreign_words(table), foreign_words(table)
        app.stats.record_finished("jogatina-fechado", 3000, True, 3050, level="easy", players=4)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        stats = screen_text(app)
        assert "Jogatina Cerrado" in stats and not foreign_words(stats), foreign_words(stats)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        app.open_replay(match_id, 0)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press(*["right"] * 30)
        await pilot.pause()
        replay = screen_text(app)
        assert "Partida 1 · paso 30" in replay
        assert not foreign_words(replay), foreign_words(replay)


def test_spanish_speaks_to_the_player_as_tu_only():
    """The help mixed tú and usted ("haga clic"); seed 001 says tú."""
    import re

    from buraco_tui.text.lang import messages

    usted = re.compile(r"\b(haga clic|usted|pulse|presione|elija|teclee|use)\b", re.IGNORECASE)
    found = {
        key: text
        for key, entry in messages("es").items()
        for text in (entry.values() if isinstance(entry, dict) else [entry])
        if usted.search(text)
    }
    assert not found, found

"""Issue 26 item 6: the replay and the count name the seats and sides as the table does."""

from __future__ import annotations

from buraco_tui.engine import Game, ruleset
from buraco_tui.screens.end_hand import count_text
from buraco_tui.screens.replay import ReplayScreen
from tests.helpers.app import make_app, open_table, screen_text, until
from tests.helpers.history import record_hand


async def test_a_four_seat_replay_names_the_hands_and_jogos_as_the_table(data_dir):
    """At 4 players the replay said "Mão do Zeca", "Assento 3", "Assento 4" (Cida and Tonho)
    and "Seus jogos" where the table says "Jogos da dupla"."""
    _, match_id = record_hand(data_dir, players=4)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(pilot)
        app.open_replay(match_id, 0)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        await pilot.press("end", "v")
        await pilot.pause()
        text = screen_text(app)
        assert "Assento" not in text and "Mão do Zeca" not in text
        assert "Seus jogos" not in text and "Jogos da dupla" in text
        others = str(replay.query_one("#other-hands").render())
        assert "Cida:" in others and "Tonho:" in others
        assert str(replay.query_one("#zeca-hand").render()).startswith("Zeca:")


def test_the_count_names_the_opposing_pair_as_the_table_does():
    """The count's column said "Zeca" for the pair Zeca/Tonho."""
    game = Game.new(ruleset("aberto", meta=0), players=4, seed=3)
    while not game.hand_over:
        game.apply(game.timeout_action())
    head = count_text(game, "pt").plain.splitlines()[0]
    assert "Zeca/Tonho" in head and "Nós" in head


def test_the_count_says_why_a_morto_that_became_the_monte_costs_100():
    """ "Morto não pego −100" on the count after the morto became the monte, with no word why."""
    game = Game.new(ruleset("mestre-buraco", meta=0), players=2, seed=0)
    while not game.hand_over:
        game.apply(game.timeout_action())
    assert any(e.get("acao") == "morto_vira_monte" for e in game.log)
    text = count_text(game, "pt").plain
    assert "Morto não pego *" in text and "-100" in text
    assert "* O monte acabou e um morto virou o monte" in text


def test_spanish_names_one_hand_one_way():
    """Spanish said "Partida 1", "Mano" and "Par." for one hand; the column head now
    numbers the partidas without cutting a side's name ("Nos.", not "No")."""
    from buraco_tui.screens.widgets.score import history_lines

    for players, preset in ((2, "aberto"), (3, "rioplatense"), (4, "aberto")):
        game = Game.new(ruleset(preset, meta=100_000), players=players, seed=3)
        while not game.hand_over:
            game.apply(game.timeout_action())
        game.next_hand()
        head = history_lines(game, "es")[0].plain
        assert head.startswith("N.º") and "Mano" not in head and "Par." not in head
        assert ("Nos." in head) == (players == 4) and ("Tú" in head) == (players != 4)

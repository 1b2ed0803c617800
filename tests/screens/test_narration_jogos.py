"""Zeca's jogos are drawn with "•", not numbered: the narration names his jogo by its
cards, as they lay before the move, so the player can find it on the table (issue 10's
follow-up: "Zeca encostou X no jogo 8" named a number shown nowhere)."""

from __future__ import annotations

from buraco_tui.engine import Game
from buraco_tui.screens.narration import made_new_jogo, narrate
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, save_session, screen_text, session_from, until
from tests.helpers.positions import full_layout, layout

ZECA = 1


def _table_after_zecas_encostar():
    """Your turn; Zeca's second jogo is 6♣ 7♣ 8♣ 9♣ (he just laid 9♣ off on it)."""
    return full_layout(
        hands=["4♠ 6♠ 9♥ K♦", "A♦ A♦ 7♥"],
        melds=[["3♥ 4♥ 5♥"], ["J♠ Q♠ K♠", "6♣ 7♣ 8♣ 9♣"]],
    )


async def _table(pilot) -> TableScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()
    return pilot.app.screen


async def test_zecas_encostar_names_his_jogo_by_its_cards(data_dir):
    save_session(data_dir, session_from(_table_after_zecas_encostar()))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        said = table.narrate([{"seat": ZECA, "acao": "encostar", "jogo": 1, "cartas": "9♣"}])
        assert said == "Zeca encostou 9♣ em 6♣ 7♣ 8♣."
        assert "jogo 2" not in said
        # the named cards are on the table, in Zeca's jogos, side by side
        assert "6♣  7♣  8♣" in screen_text(app).split("Monte")[0]


async def test_your_own_jogos_keep_their_numbers(data_dir):
    save_session(data_dir, session_from(_table_after_zecas_encostar()))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        said = table.narrate([{"seat": 0, "acao": "encostar", "jogo": 0, "cartas": "5♥"}])
        assert said == "Você encostou 5♥ no jogo 1."


# A closed lixo (fechado, docs/rules.md §3.2) is taken to lay its top card down at once,
# either on a jogo already on the table or in a new jogo with cards of the hand; the log
# names the jogo, not which. Seen at play: a new jogo told as "its top card going to meld 2"
# (as if meld 2 was there before), and Zeca's "com o topo em 10♣ J♣", cards he held.


def _played(game: Game, *actions: dict) -> Game:
    for action in actions:
        game.apply(action)
    return game


def _fechado_hand() -> Game:
    """Fechado, Zeca (seat 1) to play, no jogo on the table: a hand from its start."""
    return layout(
        "fechado",
        hands=["9♣ Q♣ 4♥ 5♥ 6♥ 8♥ K♥", "6♣ 7♣ 8♣ 10♣ J♣ 7♥ Q♥"],
        monte="A♥ A♠ 3♥ 7♥ 9♥ 10♥ J♥",
        lixo="3♣",
        turn=ZECA,
    )


def _zeca_lays_six_to_eight_then_you_throw(card: str) -> Game:
    game = _played(
        _fechado_hand(),
        {"acao": "comprar"},
        {"acao": "baixar", "cartas": "6♣ 7♣ 8♣"},
        {"acao": "descartar", "carta": "Q♥"},
        {"acao": "comprar"},
        {"acao": "descartar", "carta": card},
    )
    return game


def _last(game: Game) -> dict:
    return game.log[-1]


def test_zecas_lixo_on_his_jogo_names_it_by_its_cards_as_it_lay() -> None:
    game = _zeca_lays_six_to_eight_then_you_throw("9♣")
    game.apply({"acao": "pegar_lixo", "jogo": 0})
    event = _last(game)
    assert made_new_jogo(game, event) is False
    said = narrate([event], game, "en", "shdc", None)
    assert said == "Zeca took the lixo (3c Qh 9c), its top card going to 6c 7c 8c."


def test_zecas_lixo_in_a_new_jogo_is_told_as_new_with_its_cards() -> None:
    game = _zeca_lays_six_to_eight_then_you_throw("Q♣")
    game.apply({"acao": "pegar_lixo", "cartas": "10♣ J♣"})
    event = _last(game)
    assert event["jogo"] == 1 and made_new_jogo(game, event) is True
    said = narrate([event], game, "pt", "", None)
    assert said == "Zeca pegou o lixo (3♣ Q♥ Q♣) e baixou com o topo um jogo novo: 10♣ J♣ Q♣."
    assert "com o topo em" not in said  # 10♣ J♣ were in his hand, not on the table
    said = narrate([event], game, "es", "", None)
    assert (
        said
        == "Zeca: pozo tomado (3♣ Q♥ Q♣), con la carta de arriba baja un juego nuevo: 10♣ J♣ Q♣."
    )


def test_zecas_jogo_is_named_without_the_cards_he_laid_off_later_in_the_turn() -> None:
    """Seen at play: "Zeca pegou o lixo (…), com o topo em 10♠ J♠ Q♠ A♠." then "Zeca
    encostou A♠ em 10♠ J♠ Q♠ K♠": the A♠ was not there when the K♠ went down."""
    game = _zeca_lays_six_to_eight_then_you_throw("9♣")
    game.apply({"acao": "pegar_lixo", "jogo": 0})
    game.apply({"acao": "encostar", "jogo": 0, "cartas": "10♣"})
    take, encostar = game.log[-2:]
    said = narrate([take, encostar], game, "pt", "", None)
    assert said == (
        "Zeca pegou o lixo (3♣ Q♥ 9♣), com o topo em 6♣ 7♣ 8♣. Zeca encostou 10♣ em 6♣ 7♣ 8♣ 9♣."
    )


def test_your_new_jogo_from_the_lixo_keeps_its_number_and_names_its_cards() -> None:
    game = _played(
        _fechado_hand(),
        {"acao": "comprar"},
        {"acao": "descartar", "carta": "7♥"},
        {"acao": "pegar_lixo", "cartas": "5♥ 6♥"},
    )
    event = _last(game)
    assert made_new_jogo(game, event) is True
    said = narrate([event], game, "pt", "", None)
    assert said == "Você pegou o lixo (3♣ 7♥) e baixou com o topo um jogo novo, o jogo 1: 5♥ 6♥ 7♥."
    said = narrate([event], game, "en", "", None)
    assert said == (
        "You took the lixo (3♣ 7♥) and laid its top card down in a new meld, meld 1: 5♥ 6♥ 7♥."
    )


def test_a_later_encostar_is_not_counted_in_the_new_jogo_as_laid() -> None:
    game = _played(
        _fechado_hand(),
        {"acao": "comprar"},
        {"acao": "descartar", "carta": "7♥"},
        {"acao": "pegar_lixo", "cartas": "5♥ 6♥"},
        {"acao": "encostar", "jogo": 0, "cartas": "4♥ 8♥"},
    )
    take = next(e for e in game.log if e["acao"] == "pegar_lixo")
    said = narrate([take], game, "pt", "", None)
    assert said.endswith("o jogo 1: 5♥ 6♥ 7♥.")


def test_a_built_position_whose_log_does_not_tell_says_only_what_was_taken() -> None:
    """Jogos down before the log began (a built position): the take on Zeca's second jogo
    reads as a new jogo on that jogo's index or as a lay-off, so neither is said."""
    game = layout(
        "fechado",
        hands=["4♠ 6♠ 9♥ K♦", "A♦ A♦ 7♥ 5♦"],
        melds=[["3♥ 4♥ 5♥"], ["J♠ Q♠ K♠", "6♣ 7♣ 8♣"]],
        lixo="2♥ 9♣",
        turn=ZECA,
    )
    game.apply({"acao": "pegar_lixo", "jogo": 1})
    event = _last(game)
    assert made_new_jogo(game, event) is None
    assert narrate([event], game, "en", "", None) == "Zeca took the lixo: 2♥ 9♣."

"""Playing the table through key presses, as a player would (used by several tests)."""

from __future__ import annotations

from buraco_tui.engine import Card, Game, parse_cards
from buraco_tui.match.session import HUMAN

from .app import until


async def select(pilot, cards: list[Card]) -> None:
    """Unselect everything, then walk the cursor to each card and press space."""
    table = pilot.app.table
    await pilot.press("escape")
    used: set[int] = set()
    for card in cards:
        index = next(i for i, c in enumerate(table.order) if c == card and i not in used)
        used.add(index)
        steps = (index - table.cursor) % len(table.order)
        await pilot.press(*(["right"] * steps), "space")
    assert sorted(table.selection()) == sorted(cards)


def simple_move(game: Game) -> dict:
    """A plain player's move: draw; lay down every jogo found; encostar; discard."""
    actions = game.legal_actions()
    if game.phase == "comprar":
        return {"acao": "comprar"} if {"acao": "comprar"} in actions else actions[0]
    for action in actions:
        if action["acao"] == "baixar":
            return action
    for action in actions:
        if action["acao"] == "encostar" and action["jogo"] < 9:
            return action
    return game.timeout_action()


async def play_by_keys(pilot, action: dict) -> None:
    """Press the keys for one action of the player."""
    acao = action["acao"]
    if acao == "comprar":
        await pilot.press("c")
    elif acao == "pegar_lixo":
        await pilot.press("l")
    elif acao == "baixar":
        await select(pilot, parse_cards(action["cartas"]))
        await pilot.press("b")
    elif acao == "encostar":
        await select(pilot, parse_cards(action["cartas"]))
        await pilot.press(str(action["jogo"] + 1))
    elif acao == "descartar":
        await select(pilot, parse_cards(action["carta"]))
        await pilot.press("d")
    else:  # pragma: no cover - the policy above never asks for anything else
        raise AssertionError(action)


async def wait_for_player(pilot) -> None:
    """Let Zeca play until it is the player's turn or the hand is over."""
    app = pilot.app
    await until(pilot, lambda: app.session.human_to_act or app.session.game.hand_over)


async def play_hand_by_keys(pilot, max_moves: int = 600) -> int:
    """Play the player's side of the current hand by keys until it ends; return moves made."""
    app = pilot.app
    moves = 0
    while not app.session.game.hand_over:
        await wait_for_player(pilot)
        if app.session.game.hand_over:
            break
        game = app.session.game
        assert game.turn == HUMAN
        before = game.to_json()
        await play_by_keys(pilot, simple_move(game))
        assert app.session.game.to_json() != before, app.table.message
        moves += 1
        assert moves < max_moves
    return moves

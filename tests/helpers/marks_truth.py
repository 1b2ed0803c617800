"""Checks that the learning marks tell the truth, asked of the engine (decision 84).

Shared by ``tests/match/test_session.py`` and the truth soak
(``tests/helpers/truth_soak.py``): the hand's "• forma jogo" and "+ encaixa" must each be a
lay-down the engine takes; an open lixo's line must name only cards some lay-down the engine
takes after the take uses; a closed lixo's line must name its top card exactly when the engine
has a way to take the pile.
"""

from __future__ import annotations

from buraco_tui.engine import CARDS, Game, cards_text, new_jogos, vulneravel_opening
from buraco_tui.match.session import HUMAN, MatchConfig, MatchSession
from tests.helpers.truth import accepted, natural_jogo_from_lixo


def session_of(game: Game) -> MatchSession:
    """The player's match around ``game`` (the player at seat 0)."""
    return MatchSession(game, MatchConfig(rules=game.rules.preset, players=game.players))


def false_marks(game: Game) -> set[str]:
    """The cards the player's marks call "forma jogo" or "encaixa" with no such lay-down
    the engine takes (before the draw: after a card drawn from the monte): a jogo of
    three, a card alone on a jogo, or the vulnerável opening of the hand."""
    marks = session_of(game).marks()
    trial = accepted(game, {"acao": "comprar"}) if game.phase == "comprar" else game
    if trial is None:
        return set()  # no monte to draw from: nothing to ask
    hand = game.hand(HUMAN)
    laid: set = set()
    for jogo in new_jogos(sorted(int(c) for c in hand), game.rules):
        cards = " ".join(str(CARDS[c]) for c in jogo)
        if accepted(trial, {"acao": "baixar", "cartas": cards}) is not None:
            laid |= {CARDS[c] for c in jogo}
    # a vulnerável side yet to open lays its jogos together (docs/rules.md §8.4)
    opening = vulneravel_opening(sorted(int(c) for c in hand), game.rules)
    if opening:
        action = {"acao": "baixar_varios", "jogos": [cards_text(j) for j in opening]}
        if accepted(trial, action) is not None:
            laid |= {CARDS[c] for jogo in opening for c in jogo}
    for i in range(len(game.melds(HUMAN))):
        for card in set(hand):
            if accepted(trial, {"acao": "encostar", "jogo": i, "cartas": str(card)}) is not None:
                laid.add(card)
    return {str(c) for c in (marks.forms | marks.fits) - laid}


def closed_lixo_line_holds(game: Game) -> bool:
    """A closed lixo at the player's draw: the line names its top card exactly when the
    engine lists a way to take the pile (decision 82)."""
    line = bool(session_of(game).marks().lixo)
    return line == any(a["acao"] == "pegar_lixo" for a in game.legal_actions())


def false_lixo_cards(game: Game) -> set[str]:
    """An open lixo at the player's draw: the cards the line names ("o lixo dá jogo: …")
    that no lay-down the engine takes after the take uses (a curinga of the hand may be
    spent, as the line counts it: decision 82)."""
    named = session_of(game).marks().lixo
    return {
        str(c) for c in named if not natural_jogo_from_lixo(game, HUMAN, wilds=True, only=int(c))
    }

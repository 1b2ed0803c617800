"""The suggestions' oracle (rules.md §10.1): the legal actions after the draw, computed
the slow way with ``check_meld`` and compared with what ``legal_actions`` suggests."""

from __future__ import annotations

import itertools

from buraco_tui.engine import Game, check_meld

from .checks import texts


def oracle(game: Game) -> dict:
    """rules.md §10.1 computed the slow way with check_meld: every distinct 3-card jogo, every
    1-card encostar, every distinct discard."""
    seat = game.turn
    side = seat % game.sides
    held = game.hand(seat)
    hand = texts(held)
    rules = game.rules
    # check_meld judges cards in whatever order given: each distinct set of three once
    jogos = {
        tuple(sorted(texts(combo)))
        for combo in {tuple(sorted(c)) for c in itertools.combinations(held, 3)}
        if check_meld(combo, rules).ok
    }
    encostos = {
        (i, str(c))
        for i, m in enumerate(game.melds(side))
        for c in set(held)
        if check_meld([*m.cards, c], rules).ok
    }
    discards = set(hand)
    unico = game.view(seat)["lixo_unico"]
    if rules.proibe_descarte_do_lixo_unico and unico and hand.count(unico) == 1:
        # seed 004: "Se apenas uma carta for tirada do descarte, o jogador não pode descartar a
        # mesma carta no final de sua rodada." (another copy held before may go: decision 21)
        discards.discard(unico)
    if not rules.descarte_curinga:
        # seed 001: "Descartar (obligatorio): una carta al pozo, boca arriba. Nunca un comodín."
        discards = {c for c in discards if not (c[0] == "2" or c == "🃏")}
    return {"baixar": jogos, "encostar": encostos, "descartar": discards}


def suggested(game: Game) -> dict:
    """The suggestions of ``legal_actions`` after the draw, by kind (jogos as sorted texts)."""
    out = {"baixar": [], "encostar": [], "descartar": []}
    for action in game.legal_actions():
        if action["acao"] == "baixar":
            out["baixar"].append(tuple(sorted(action["cartas"].split())))
        elif action["acao"] == "encostar":
            out["encostar"].append((action["jogo"], action["cartas"]))
        elif action["acao"] == "descartar":
            out["descartar"].append(action["carta"])
        else:
            raise AssertionError(f"unexpected suggestion {action}")
    return out


def assert_suggestions_match_oracle(game: Game) -> None:
    """The suggestions are the oracle's, each once."""
    got = suggested(game)
    want = oracle(game)
    for kind in ("baixar", "encostar", "descartar"):
        assert len(got[kind]) == len(set(got[kind])), f"duplicate {kind} suggestions"
        assert set(got[kind]) == want[kind], kind

"""The table's narration: the engine's log events of a turn told in one line of words."""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import Card, Game, parse_cards
from buraco_tui.match.session import HUMAN
from buraco_tui.text.lang import tr
from buraco_tui.text.names import seat_name

from .widgets.cards import plain_cards


def narrate(
    events: list[dict[str, Any]], game: Game, lang: str, letters: str, drawn: Card | None
) -> str:
    """What just happened, in words (both players' moves); ``drawn`` is the card the
    player just drew (told only to the player), ``letters`` the suit letters or ``""``."""

    def plain(text: str) -> str:
        return plain_cards(parse_cards(text), letters) if text else ""

    parts = []
    for e in events:
        seat = e.get("seat")
        if seat == HUMAN or game.players == 2 or not isinstance(seat, int):
            who = tr("ui.who.you" if seat == HUMAN else "ui.who.zeca", lang)
        else:
            who = seat_name(seat, game.players, lang)
        # the jogos of the player's side are numbered on the table; the others' are not
        ours = isinstance(seat, int) and game.side_of(seat) == game.side_of(HUMAN)
        acao = e.get("acao")
        cards = plain(e.get("cartas", ""))
        if acao == "comprar":
            if seat != HUMAN:
                parts.append(tr("ui.ev.comprar", lang, who=who))
            elif drawn is not None:
                parts.append(tr("ui.ev.comprou", lang, who=who, card=plain_cards([drawn], letters)))
        elif acao == "pegar_lixo" and "jogo" in e and not ours:
            jogo = jogo_before(game, e, parse_cards(e["cartas"])[-1:], letters)
            parts.append(tr("ui.ev.pegar_lixo_em", lang, who=who, cards=cards, jogo=jogo))
        elif acao == "pegar_lixo" and "jogo" in e:
            n = int(e["jogo"]) + 1
            parts.append(tr("ui.ev.pegar_lixo_jogo", lang, who=who, cards=cards, n=n))
        elif acao == "pegar_lixo":
            parts.append(tr("ui.ev.pegar_lixo", lang, who=who, cards=cards))
        elif acao == "baixar":
            parts.append(tr("ui.ev.baixar", lang, who=who, cards=cards))
        elif acao == "encostar" and not ours:
            jogo = jogo_before(game, e, parse_cards(e["cartas"]), letters)
            parts.append(tr("ui.ev.encostar_em", lang, who=who, cards=cards, jogo=jogo))
        elif acao == "encostar":
            parts.append(tr("ui.ev.encostar", lang, who=who, cards=cards, n=int(e["jogo"]) + 1))
        elif acao == "descartar":
            parts.append(tr("ui.ev.descartar", lang, who=who, card=plain(e.get("carta", ""))))
        elif acao == "morto":
            key = "ui.ev.morto_direta" if e.get("direta") else "ui.ev.morto_indireta"
            parts.append(tr(key, lang, who=who))
        elif acao == "morto_vira_monte":
            parts.append(tr("ui.ev.morto_vira_monte", lang))
        elif acao == "fim_da_mao":
            if e.get("fim") == "batida":
                parts.append(tr("ui.ev.fim_batida", lang, who=who))
            else:
                parts.append(tr("ui.ev.fim_monte", lang))
    return " ".join(parts)


def jogo_before(game: Game, event: dict[str, Any], added: list[Card], letters: str) -> str:
    """Zeca's jogo named by its cards as they lay before the move (his jogos are drawn
    with "•", not numbered, so a number would name nothing the player can see): the
    jogo now on the table less the cards just added, e.g. ``"6♣ 7♣ 8♣"``."""
    melds = game.melds(game.side_of(int(event["seat"])))
    index = int(event["jogo"])
    if not 0 <= index < len(melds):
        return "?"
    before = list(melds[index].cards)
    for card in added:  # one at a time, keeping the table's order
        if card in before:
            before.remove(card)
    return plain_cards(before, letters)

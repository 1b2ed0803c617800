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
        elif acao == "pegar_lixo" and "jogo" in e and (new := made_new_jogo(game, e)):
            jogo = plain_cards(jogo_as_laid(game, e), letters)
            key = "ui.ev.pegar_lixo_novo_n" if ours else "ui.ev.pegar_lixo_novo"
            n = int(e["jogo"]) + 1
            parts.append(tr(key, lang, who=who, cards=cards, jogo=jogo, n=n))
        elif acao == "pegar_lixo" and "jogo" in e and not ours and new is None:
            parts.append(tr("ui.ev.pegar_lixo", lang, who=who, cards=cards))
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
    jogo as the move left it less the cards just added, e.g. ``"6♣ 7♣ 8♣"``."""
    melds = game.melds(game.side_of(int(event["seat"])))
    if not 0 <= int(event["jogo"]) < len(melds):
        return "?"
    before = jogo_as_laid(game, event)
    for card in added:  # one at a time, keeping the table's order
        if card in before:
            before.remove(card)
    return plain_cards(before, letters)


def _log_index(game: Game, event: dict[str, Any]) -> int | None:
    """Where ``event`` stands in the hand's log (the same object, else the last equal one)."""
    for i, e in enumerate(game.log):
        if e is event:
            return i
    found = [i for i, e in enumerate(game.log) if e == event]
    return found[-1] if found else None


def _replay(moves: list[tuple[int, dict[str, Any]]], start: int, at: int) -> tuple[int, int] | None:
    """The side's jogos replayed from ``start`` on the table: how many there were just
    before the event ``at`` and at the end, or ``None`` when the log cannot follow from
    ``start`` (a jogo named before it exists)."""
    count, before = start, start
    for i, e in moves:
        if i == at:
            before = count
        j = int(e["jogo"])
        if e["acao"] in ("baixar", "pegar_lixo") and j == count:
            count += 1  # a new jogo takes the next index
        elif e["acao"] == "baixar" or j >= count:
            return None
    return before, count


def made_new_jogo(game: Game, event: dict[str, Any]) -> bool | None:
    """Whether a closed-lixo take (``"jogo"`` in the event) laid its top card down in a
    new jogo with cards of the hand (``True``) or on a jogo already on the table
    (``False``); ``None`` when the log does not tell.

    The event names the jogo, not whether it is new, so the side's log is replayed: a new
    jogo takes the next index. A hand's log begins with no jogo on the table (every hand the
    app plays is dealt by the engine); when the log cannot begin so (a position built with
    jogos down, in tests or the soak), it is read from every start it allows, and told only
    when they agree."""
    at = _log_index(game, event)
    if at is None:
        return None
    side = game.side_of(int(event["seat"]))
    moves = [
        (i, e)
        for i, e in enumerate(game.log)
        if isinstance(e.get("seat"), int)
        and game.side_of(int(e["seat"])) == side
        and "jogo" in e
        and e.get("acao") in ("baixar", "pegar_lixo", "encostar")
    ]
    total = len(game.melds(side))
    answers = set()
    for start in range(total + 1):
        replay = _replay(moves, start, at)
        if replay is None or replay[1] != total:
            continue
        answers.add(int(event["jogo"]) == replay[0])
        if start == 0:
            break
    return answers.pop() if len(answers) == 1 else None


def jogo_as_laid(game: Game, event: dict[str, Any]) -> list[Card]:
    """The jogo an event made or grew, as it lay right after it: the jogo now less the
    cards later events of the hand added to it."""
    side = game.side_of(int(event["seat"]))
    index = int(event["jogo"])
    melds = game.melds(side)
    if not 0 <= index < len(melds):
        return []
    cards = list(melds[index].cards)
    at = _log_index(game, event)
    for e in game.log[at + 1 :] if at is not None else []:
        if (
            e.get("acao") in ("encostar", "pegar_lixo")
            and isinstance(e.get("seat"), int)
            and game.side_of(int(e["seat"])) == side
            and e.get("jogo") == index
        ):
            added = parse_cards(e["cartas"])
            for card in added[-1:] if e["acao"] == "pegar_lixo" else added:
                if card in cards:
                    cards.remove(card)
    return cards

"""One sentence of why, in Portuguese or English, for an action a bot chose.

The sentence is built from what the seat sees (its :class:`Seen`) and the
action; :func:`explain` also names the cards to highlight in the hand or lixo.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import cards_text, parse_cards

from .handtools import DIST, JOKER, is_wild
from .planner import MEDIUM, Style, discard_danger, plan_laydowns
from .seen import Seen

SUIT_NAMES = {
    "pt": ("espadas", "copas", "ouros", "paus"),
    "en": ("spades", "hearts", "diamonds", "clubs"),
}
KIND_NAMES = {
    "pt": {"limpa": "limpa", "suja": "suja", "500": "de 500", "1000": "de 1000"},
    "en": {"limpa": "clean", "suja": "dirty", "500": "500", "1000": "1000"},
}


def _codes(text: Any) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def _txt(codes: list[int] | tuple[int, ...]) -> str:
    return cards_text(sorted(codes))


def _jogo_name(seen: Seen, check: Any, lang: str) -> str:
    """'seu jogo de copas' / 'your hearts jogo' (or the cards for a trinca)."""
    if check.kind == "sequencia" and check.suit >= 0:
        suit = SUIT_NAMES[lang][check.suit]
        return f"seu jogo de {suit}" if lang == "pt" else f"your {suit} jogo"
    text = cards_text(check.cards)
    return f"seu jogo {text}" if lang == "pt" else f"your jogo {text}"


def _progress(seen: Seen, check: Any, lang: str) -> str:
    """'fica a 2 cartas da canastra' / 'fecha uma canastra limpa'."""
    if check.canastra:
        kind = KIND_NAMES[lang][check.canastra]
        return f"fecha uma canastra {kind}" if lang == "pt" else f"makes a {kind} canastra"
    missing = 7 - check.size
    if lang == "pt":
        return f"fica a {missing} carta{'s' if missing > 1 else ''} da canastra"
    return f"is {missing} card{'s' if missing > 1 else ''} from a canastra"


def explain(
    seen: Seen, action: dict[str, Any], lang: str = "pt", style: Style = MEDIUM
) -> tuple[str, list[str]]:
    """The sentence of why, and the cards to highlight, for ``action``."""
    lang = "en" if lang == "en" else "pt"
    acao = action.get("acao")
    if acao == "comprar":
        return _why_draw(seen, lang), []
    if acao == "pegar_lixo":
        return _why_lixo(seen, action, lang, style)
    if acao in ("baixar", "baixar_varios"):
        return _why_baixar(seen, action, lang)
    if acao == "encostar":
        return _why_encostar(seen, action, lang)
    if acao == "descartar":
        return _why_discard(seen, action, lang, style)
    return ("Siga a vez." if lang == "pt" else "Play on."), []


def _why_draw(seen: Seen, lang: str) -> str:
    if not seen.lixo:
        return (
            "Compre do monte: o lixo está vazio."
            if lang == "pt"
            else "Draw from the monte: the lixo is empty."
        )
    if seen.rules.lixo_fechado:
        return (
            "Compre do monte: a carta de cima do lixo não entra em jogo seu agora."
            if lang == "pt"
            else "Draw from the monte: the top of the lixo fits none of your jogos now."
        )
    return (
        "Compre do monte: o lixo não rende jogo para você agora."
        if lang == "pt"
        else "Draw from the monte: the lixo makes no jogo for you now."
    )


def _these(cards: list[int], lang: str) -> tuple[str, bool]:
    """'o 7♥' / 'o 7♥ e o 8♥' / 'the 7♥ and the 8♥'; and whether it is plural."""
    names = [_txt([c]) for c in sorted(cards)]
    art = "o" if lang == "pt" else "the"
    joiner = " e " if lang == "pt" else " and "
    parts = [f"{art} {n}" for n in names]
    if len(parts) == 1:
        return parts[0], False
    return ", ".join(parts[:-1]) + joiner + parts[-1], True


def _table(seen: Seen, cards: list[int] | tuple[int, ...]) -> str:
    """Cards of a jogo in table order."""
    check = seen.judge(cards)
    return cards_text(check.cards) if check.ok else _txt(list(cards))


def _lixo_sentence(
    seen: Seen,
    lang: str,
    lixo_cards: list[int],
    jogo: tuple[int, ...],
    onto: tuple[int, ...] | None,
) -> str:
    """'Pegue o lixo: o 7♥ fecha 5♥ 6♥ 7♥ e seu jogo de copas fica a 4 cartas da canastra.'"""
    who, plural = _these(lixo_cards, lang)
    check = seen.judge(jogo)
    name = _jogo_name(seen, check, lang)
    progress = _progress(seen, check, lang)
    if lang == "pt":
        if onto is not None:
            verb = "entram" if plural else "entra"
            return f"Pegue o lixo: {who} {verb} em {name} ({_table(seen, onto)}), que {progress}."
        verb = "fecham" if plural else "fecha"
        return f"Pegue o lixo: {who} {verb} {_table(seen, jogo)} e {name} {progress}."
    if onto is not None:
        verb = "go" if plural else "goes"
        return f"Take the lixo: {who} {verb} on {name} ({_table(seen, onto)}), which {progress}."
    verb = "make" if plural else "makes"
    return f"Take the lixo: {who} {verb} {_table(seen, jogo)} and {name} {progress}."


def _why_lixo(seen: Seen, action: dict[str, Any], lang: str, style: Style) -> tuple[str, list[str]]:
    lixo = list(seen.lixo)
    side = seen.side
    if seen.rules.lixo_fechado and lixo:
        top = lixo[-1]
        if "jogo" in action:
            onto = seen.melds[side][int(action["jogo"])]
            jogo = tuple(sorted(onto + (top,)))
            return _lixo_sentence(seen, lang, [top], jogo, onto), [_txt([top])]
        used = _codes(action.get("cartas", ""))
        jogo = tuple(sorted(used + [top]))
        return _lixo_sentence(seen, lang, [top], jogo, None), [_txt([c]) for c in jogo]
    natural = Style(style.name, wild_encostar="none")
    draft = plan_laydowns(seen, natural, hand=seen.hand + lixo)
    codes = list(seen.melds[side])
    best: tuple[int, str, list[str]] | None = None
    for act in draft.actions:
        if "cartas" in act:
            groups = [_codes(act["cartas"])]
        else:
            groups = [_codes(j) for j in act.get("jogos", [])]
        for cards in groups:
            from_lixo = _from_lixo(cards, seen.hand, lixo)
            onto = None
            if act["acao"] == "encostar":
                idx = int(act["jogo"])
                onto = codes[idx]
                codes[idx] = jogo = tuple(sorted(onto + tuple(cards)))
            else:
                jogo = tuple(sorted(cards))
                codes.append(jogo)
            if from_lixo and (best is None or len(jogo) > best[0]):
                sentence = _lixo_sentence(seen, lang, from_lixo, jogo, onto)
                best = (len(jogo), sentence, [_txt([c]) for c in cards])
    if best is not None:
        return best[1], best[2]
    n = len(lixo)
    if lang == "pt":
        more = "uma carta a mais" if n == 1 else f"{n} cartas a mais"
        sentence = f"Pegue o lixo: são {more} para formar jogos e canastras."
    else:
        more = "one more card" if n == 1 else f"{n} more cards"
        sentence = f"Take the lixo: {more} to build jogos and canastras with."
    return sentence, [_txt([c]) for c in lixo]


def _from_lixo(cards: list[int], hand: list[int], lixo: list[int]) -> list[int]:
    """Which of ``cards`` must come from the lixo (those the hand lacks)."""
    rest = list(hand)
    out = []
    for c in cards:
        if c in rest:
            rest.remove(c)
        elif c in lixo:
            out.append(c)
    return out


def _after_words(seen: Seen, left: int, lang: str) -> str:
    if left == 0 and seen.can_take_morto:
        return " e vá direto ao morto" if lang == "pt" else " and go straight to the morto"
    if left == 0:
        return " e bata" if lang == "pt" else " and go out (batida)"
    if left == 1 and seen.can_take_morto:
        return (
            "; com o descarte você pega o morto"
            if lang == "pt"
            else "; your discard then takes the morto"
        )
    return ""


def _why_baixar(seen: Seen, action: dict[str, Any], lang: str) -> tuple[str, list[str]]:
    if action["acao"] == "baixar_varios":
        jogos = [_codes(j) for j in action["jogos"]]
    else:
        jogos = [_codes(action["cartas"])]
    cards = [c for j in jogos for c in j]
    left = len(seen.hand) - len(cards)
    texts = [_txt(j) for j in jogos]
    if seen.must_open_big:
        points = sum(seen.judge(j).points for j in jogos)
        minimo = seen.rules.vulneravel_minimo
        joined = " + ".join(texts)
        sentence = (
            f"Abra com {joined}: somam {points} pontos e o vulnerável pede {minimo}"
            if lang == "pt"
            else f"Open with {joined}: {points} points, and vulnerável needs {minimo}"
        )
        return sentence + _after_words(seen, left, lang) + ".", [_txt([c]) for c in cards]
    check = seen.judge(jogos[0])
    has_wild = not check.clean
    if lang == "pt":
        sentence = (
            f"Baixe {texts[0]}: {_jogo_name(seen, check, 'pt')} {_progress(seen, check, 'pt')}"
        )
        if has_wild:
            sentence += ", e o curinga vale a pena aqui"
    else:
        sentence = (
            f"Lay down {texts[0]}: {_jogo_name(seen, check, 'en')} {_progress(seen, check, 'en')}"
        )
        if has_wild:
            sentence += ", and the curinga is worth spending here"
    return sentence + _after_words(seen, left, lang) + ".", [_txt([c]) for c in cards]


def _why_encostar(seen: Seen, action: dict[str, Any], lang: str) -> tuple[str, list[str]]:
    idx = int(action["jogo"])
    cards = _codes(action["cartas"])
    side = seen.side
    old = seen.melds[side][idx] if idx < len(seen.melds[side]) else ()
    check = seen.judge(tuple(old) + tuple(cards))
    left = len(seen.hand) - len(cards)
    target = cards_text(seen.judge(old).cards) if old else ""

    if lang == "pt":
        sentence = f"Encoste o {_txt(cards)} em {target}: o jogo {_progress(seen, check, 'pt')}"
        if any(is_wild(c) for c in cards) and not check.clean:
            sentence += " (vale gastar o curinga)"
    else:
        sentence = f"Put the {_txt(cards)} on {target}: the jogo {_progress(seen, check, 'en')}"
        if any(is_wild(c) for c in cards) and not check.clean:
            sentence += " (worth the curinga)"
    return sentence + _after_words(seen, left, lang) + ".", [_txt([c]) for c in cards]


def _why_discard(
    seen: Seen, action: dict[str, Any], lang: str, style: Style
) -> tuple[str, list[str]]:
    card = _codes(action["carta"])[0]
    text = _txt([card])
    others = [c for c in seen.hand if c != card]
    wild = is_wild(card)
    loose = not wild and not any(
        not is_wild(c) and c != JOKER and DIST[card][c] <= 2 for c in others
    )
    safe = style.careful_discard and discard_danger(seen, card) == 0 and any(seen.melds[seen.opp])
    feeds = wild and all(discard_danger(seen, c) > 0 for c in others if not is_wild(c))
    if lang == "pt":
        why = "é a carta mais solta da sua mão" if loose else "é a que menos ajuda seus jogos"
        if safe:
            why += " e não serve aos jogos do adversário"
        if feeds:
            why = "qualquer outra carta serviria aos jogos do adversário"
        if len(seen.hand) == 1:
            why = "é a última carta" + (
                " e você pega o morto" if seen.can_take_morto else " e você bate"
            )
        return f"Descarte o {text}: {why}.", [text]
    why = "it is the loosest card in your hand" if loose else "it helps your jogos the least"
    if safe:
        why += " and it fits none of the opponent's jogos"
    if feeds:
        why = "any other card would feed the opponent's jogos"
    if len(seen.hand) == 1:
        why = "it is your last card" + (
            " and you take the morto" if seen.can_take_morto else " and you go out"
        )
    return f"Discard the {text}: {why}.", [text]

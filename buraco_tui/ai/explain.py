"""One sentence of why, in Portuguese or English, for an action a bot chose.

The sentence is built from what the seat sees (its :class:`Seen`) and the
action; :func:`explain` also names the cards to highlight in the hand or lixo.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import cards_text, parse_cards

from .handtools import is_wild
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


def _why_lixo(seen: Seen, action: dict[str, Any], lang: str, style: Style) -> tuple[str, list[str]]:
    lixo = list(seen.lixo)
    side = seen.side
    if seen.rules.lixo_fechado and lixo:
        top = lixo[-1]
        if "jogo" in action:
            idx = int(action["jogo"])
            check = seen.judge(seen.melds[side][idx] + (top,))
            sentence = (
                f"Pegue o lixo: o {_txt([top])} entra em {_jogo_name(seen, check, lang)}, "
                f"que {_progress(seen, check, lang)}."
                if lang == "pt"
                else f"Take the lixo: the {_txt([top])} goes on {_jogo_name(seen, check, lang)}, "
                f"which {_progress(seen, check, lang)}."
            )
            return sentence, [_txt([top])]
        used = _codes(action.get("cartas", ""))
        jogo = tuple(sorted(used + [top]))
        check = seen.judge(jogo)
        sentence = (
            f"Pegue o lixo: o {_txt([top])} fecha {_txt(jogo)} e {_jogo_name(seen, check, lang)} "
            f"{_progress(seen, check, lang)}."
            if lang == "pt"
            else f"Take the lixo: the {_txt([top])} makes {_txt(jogo)} and "
            f"{_jogo_name(seen, check, lang)} {_progress(seen, check, lang)}."
        )
        return sentence, [str(c) for c in parse_cards(_txt(jogo))]
    natural = Style(style.name, wild_encostar="none")
    draft = plan_laydowns(seen, natural, hand=seen.hand + lixo)
    lixo_left = list(lixo)
    for act in draft.actions:
        cards = (
            _codes(act["cartas"])
            if "cartas" in act
            else [c for j in act.get("jogos", []) for c in _codes(j)]
        )
        from_lixo = [c for c in cards if c in lixo_left]
        if not from_lixo:
            continue
        if act["acao"] == "encostar":
            idx = int(act["jogo"])
            check = (
                seen.judge(seen.melds[side][idx] + tuple(cards))
                if idx < len(seen.melds[side])
                else seen.judge(cards)
            )
            sentence = (
                f"Pegue o lixo: o {_txt(from_lixo)} entra em {_jogo_name(seen, check, lang)}, "
                f"que {_progress(seen, check, lang)}."
                if lang == "pt"
                else f"Take the lixo: the {_txt(from_lixo)} goes on "
                f"{_jogo_name(seen, check, lang)}, which {_progress(seen, check, lang)}."
            )
            return sentence, [_txt([c]) for c in cards]
        check = seen.judge(cards)
        sentence = (
            f"Pegue o lixo: o {_txt(from_lixo)} fecha {_txt(cards)} e "
            f"{_jogo_name(seen, check, lang)} {_progress(seen, check, lang)}."
            if lang == "pt"
            else f"Take the lixo: the {_txt(from_lixo)} makes {_txt(cards)} and "
            f"{_jogo_name(seen, check, lang)} {_progress(seen, check, lang)}."
        )
        return sentence, [_txt([c]) for c in cards]
    n = len(lixo)
    sentence = (
        f"Pegue o lixo: são {n} cartas a mais para formar jogos."
        if lang == "pt"
        else f"Take the lixo: {n} more cards to build jogos with."
    )
    return sentence, [_txt([c]) for c in lixo]


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
    loose = not any(
        c // 13 == card // 13 and not is_wild(c) and abs(c % 13 - card % 13) <= 2 for c in others
    )
    safe = style.careful_discard and discard_danger(seen, card) == 0 and any(seen.melds[seen.opp])
    if lang == "pt":
        why = "é a carta mais solta da sua mão" if loose else "é a que menos ajuda seus jogos"
        if safe:
            why += " e não serve aos jogos do adversário"
        if len(seen.hand) == 1:
            why = "é a última carta" + (
                " e você pega o morto" if seen.can_take_morto else " e você bate"
            )
        return f"Descarte o {text}: {why}.", [text]
    why = "it is the loosest card in your hand" if loose else "it helps your jogos the least"
    if safe:
        why += " and it fits none of the opponent's jogos"
    if len(seen.hand) == 1:
        why = "it is your last card" + (
            " and you take the morto" if seen.can_take_morto else " and you go out"
        )
    return f"Discard the {text}: {why}.", [text]

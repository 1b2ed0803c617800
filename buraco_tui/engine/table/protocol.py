"""The action protocol (docs/engine-api.md, "Acting: the action protocol"): the action
names, their fields, and reading them.

An action is a dict ``{"acao": name, ...fields}``; :func:`action_name` checks its
shape, :func:`codes_of` reads a card field (text, a card, or a list of cards).
The suggestions :class:`Suggestion` are read-only dicts built once and shared.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NoReturn

from .cards import CARDS, Card, cards_text, parse_cards
from .reasons import IllegalAction


class Acao(StrEnum):
    """The action names of the protocol (``"acao"``)."""

    COMPRAR = "comprar"
    PEGAR_LIXO = "pegar_lixo"
    BAIXAR = "baixar"
    BAIXAR_VARIOS = "baixar_varios"
    ENCOSTAR = "encostar"
    DESCARTAR = "descartar"
    NOVA_MAO = "nova_mao"


#: The fields each action may carry besides ``acao``.
ACTION_FIELDS: dict[str, frozenset[str]] = {
    "comprar": frozenset(),
    "pegar_lixo": frozenset({"cartas", "jogo"}),
    "baixar": frozenset({"cartas"}),
    "baixar_varios": frozenset({"jogos"}),
    "encostar": frozenset({"jogo", "cartas"}),
    "descartar": frozenset({"carta"}),
}
#: The fields each action must carry.
REQUIRED_FIELDS: dict[str, frozenset[str]] = {
    "comprar": frozenset(),
    "pegar_lixo": frozenset(),
    "baixar": frozenset({"cartas"}),
    "baixar_varios": frozenset({"jogos"}),
    "encostar": frozenset({"jogo", "cartas"}),
    "descartar": frozenset({"carta"}),
}
#: Length of a well-formed dict of each action (the usual case skips field checks).
_FIELD_COUNT = {name: 1 + len(fields) for name, fields in REQUIRED_FIELDS.items()}

_TEXT = [str(c) for c in CARDS]


def action_name(action: Any) -> str:
    """The ``acao`` of a well-formed action dict (``nova_mao`` included);
    :class:`IllegalAction` naming what is wrong otherwise."""
    if not isinstance(action, dict):
        raise IllegalAction("acao_malformada", detalhe="a jogada deve ser um dicionário")
    acao = action.get("acao")
    fields = ACTION_FIELDS.get(acao) if isinstance(acao, str) else None
    if fields is None:
        if acao == Acao.NOVA_MAO:
            return Acao.NOVA_MAO
        raise IllegalAction("acao_desconhecida", acao=acao, validas=", ".join(ACTION_FIELDS))
    assert isinstance(acao, str)
    if len(action) != _FIELD_COUNT[acao] or not REQUIRED_FIELDS[acao] <= action.keys():
        keys = set(action)
        extra = keys - fields - {"acao"}
        if extra:
            raise IllegalAction(
                "acao_malformada",
                detalhe=f"campo desconhecido para {acao}: {', '.join(sorted(map(str, extra)))}",
            )
        missing = REQUIRED_FIELDS[acao] - keys
        if missing:
            raise IllegalAction(
                "acao_malformada",
                detalhe=f"falta o campo {', '.join(sorted(missing))} em {acao}",
            )
    return acao


_CODES_OF_TEXT: dict[str, tuple[int, ...]] = {}
#: The code of each card's own text (``"10♠"``): a suggestion's card field.
CODE_OF_TEXT: dict[str, int] = {text: code for code, text in enumerate(_TEXT)}


def codes_of(value: Any, what: str) -> list[int]:
    """Card codes from an action field (text, a card, or a list of cards)."""
    if value.__class__ is str:
        known = _CODES_OF_TEXT.get(value)
        if known is not None:
            return list(known)
    if isinstance(value, Card):
        return [int(value)]
    if not isinstance(value, str | list | tuple):
        raise IllegalAction("acao_malformada", detalhe=f"'{what}' deve ser texto de cartas")
    try:
        cards = parse_cards(value)
    except ValueError as exc:
        raise IllegalAction("cartas_invalidas", detalhe=str(exc)) from None
    if not cards:
        raise IllegalAction("sem_cartas")
    codes = [int(c) for c in cards]
    if value.__class__ is str:
        if len(_CODES_OF_TEXT) > 100_000:
            _CODES_OF_TEXT.clear()
        _CODES_OF_TEXT[value] = tuple(codes)
    return codes


def jogo_field(jogo: Any, count: int) -> int:
    """The index a ``jogo`` field names among ``count`` jogos (a digit text is
    accepted); :class:`IllegalAction` when there is no such jogo."""
    if isinstance(jogo, bool) or not isinstance(jogo, int):
        if isinstance(jogo, str) and jogo.strip().lstrip("-").isdigit():
            jogo = int(jogo)
        else:
            raise IllegalAction("jogo_inexistente", jogo=jogo)
    if not 0 <= jogo < count:
        raise IllegalAction("jogo_inexistente", jogo=jogo)
    return int(jogo)


# ------------------------------------------------------------------ suggestions


class Suggestion(dict[str, Any]):
    """A read-only action dict, as ``Game.legal_actions`` returns them.

    The same suggestions recur all game long, so they are built once and shared;
    ``dict(suggestion)`` gives a copy to edit.
    """

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("uma jogada sugerida é somente leitura: copie com dict(jogada)")

    __setitem__ = __delitem__ = update = pop = popitem = setdefault = clear = _refuse
    __ior__ = _refuse

    def __reduce__(self) -> tuple[type[dict[str, Any]], tuple[dict[str, Any]]]:
        return (dict, (dict(self),))

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return dict(self)


SUG_COMPRAR = Suggestion(acao="comprar")
SUG_PEGAR_LIXO = Suggestion(acao="pegar_lixo")
#: The discard of each card code.
SUG_DESCARTAR = [Suggestion(acao="descartar", carta=_TEXT[c]) for c in range(len(CARDS))]
SUG_ENCOSTAR: dict[tuple[int, int], Suggestion] = {}
SUG_BAIXAR: dict[tuple[int, ...], Suggestion] = {}


def encostar_suggestion(idx: int, code: int) -> Suggestion:
    """The shared suggestion to put card ``code`` on jogo ``idx``."""
    key = (idx, code)
    sug = SUG_ENCOSTAR.get(key)
    if sug is None:
        sug = SUG_ENCOSTAR[key] = Suggestion(acao="encostar", jogo=idx, cartas=_TEXT[code])
    return sug


#: Per jogo index, the encostar suggestion of each card code (grown on demand).
ENCOSTAR_ROWS: list[list[Suggestion]] = []


def encostar_row(idx: int) -> list[Suggestion]:
    """The shared suggestions to put each card code on jogo ``idx``, by code."""
    while len(ENCOSTAR_ROWS) <= idx:
        i = len(ENCOSTAR_ROWS)
        ENCOSTAR_ROWS.append([encostar_suggestion(i, c) for c in range(len(CARDS))])
    return ENCOSTAR_ROWS[idx]


def baixar_suggestion(codes: tuple[int, ...]) -> Suggestion:
    """The shared suggestion to lay down the jogo ``codes`` (sorted)."""
    sug = SUG_BAIXAR.get(codes)
    if sug is None:
        if len(SUG_BAIXAR) > 50_000:
            SUG_BAIXAR.clear()
        sug = SUG_BAIXAR[codes] = Suggestion(acao="baixar", cartas=cards_text(codes))
    return sug

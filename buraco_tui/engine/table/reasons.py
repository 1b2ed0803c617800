"""Why a move or a jogo is refused: stable codes whose sentences live in the catalogue.

Every refusal of the engine names a code; its sentence is the catalogue's
``refusal.<code>`` (:mod:`buraco_tui.text.lang`). The code is stable (tests and the UI
key on it); the sentence is for the player, in Brazilian Portuguese by default and
in another language on request.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.text.lang import keys, tr

_PREFIX = "refusal."

#: code -> (Portuguese, English) templates, read from the catalogue (``refusal.<code>``);
#: kept for callers of the old table. The codes are the catalogue's ``refusal.*`` ids.
MESSAGES: dict[str, tuple[str, str]] = {
    key.removeprefix(_PREFIX): (str(tr(key, "pt")), str(tr(key, "en"))) for key in keys(_PREFIX)
}


def message(code: str, lang: str = "pt", **params: Any) -> str:
    """The sentence for a refusal code, in ``lang`` (any language of the catalogue).

    A parameter ``x`` given also as ``x_<lang>`` takes that value in ``lang`` (the engine
    says ``tipo="limpa", tipo_en="clean"``). A sentence whose fields are missing comes
    back as written.
    """
    suffix = "_" + lang
    for name in [k for k in params if k.endswith(suffix)]:
        params[name.removesuffix(suffix)] = params[name]
    template = tr(_PREFIX + code, lang)
    nested = params.get("motivo")
    if isinstance(nested, str) and nested and ": {motivo}" in template:
        # a reason after a colon goes on the sentence: no capital ("nesse jogo: uma sequência")
        params["motivo"] = nested[0].lower() + nested[1:]
    try:
        text = tr(_PREFIX + code, lang, **params)
    except (KeyError, IndexError):
        text = template
    return " ".join(text.split()) if "  " in text else text


class IllegalAction(ValueError):
    """A refused action or jogo. ``code`` is stable; ``str()`` is the pt sentence.

    ``message("en")`` gives the English sentence. The game is left unchanged.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message(code, "pt", **params))

    def message(self, lang: str = "pt") -> str:
        """The player's sentence in ``lang``; nested reasons follow the same language."""
        params = dict(self.params)
        for key in ("motivo",):
            nested = params.get(key + "_code")
            if nested:
                params[key] = message(nested, lang, **params.get(key + "_params", {}))
        return message(self.code, lang, **params)

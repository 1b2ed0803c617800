"""The message catalogue: every sentence of buraco-tui, by message id, in every language.

One module per language (``pt.py``, ``en.py``, ...) holds ``MESSAGES`` (id -> sentence, or
plural forms by CLDR category) and ``plural(n)``. Adding a language is adding its module:
:data:`LANGS` lists the modules found in this package, Brazilian Portuguese first.

Ids are namespaced by origin: ``ui.*`` (the interface), ``refusal.<code>`` (the engine's
refusals), ``score.<line>`` (a hand's count), ``cli.*`` (the command line), ``explain.*``
(the Dica). ``tr(id, lang, n=..., **fields)`` gives the sentence; a key a language lacks
falls back to Portuguese. This package imports nothing else from buraco_tui, reads no
file and keeps no state but the loaded modules, so the engine can use it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from typing import Any, cast

DEFAULT = "pt"
"""The default language, and the one a missing key falls back to."""

Entry = str | dict[str, str]
"""A catalogue value: a sentence, or its plural forms by CLDR category."""


def _discover() -> tuple[str, ...]:
    found = sorted(
        m.name for m in pkgutil.iter_modules(__path__) if not m.ispkg and not m.name.startswith("_")
    )
    return (DEFAULT, *(code for code in found if code != DEFAULT))


LANGS: tuple[str, ...] = _discover()
"""Every language the catalogue has, the default first."""

_loaded: dict[str, Any] = {}


def _module(lang: str) -> Any:
    module = _loaded.get(lang)
    if module is None:
        if lang not in LANGS:
            return _module(DEFAULT)
        module = _loaded[lang] = importlib.import_module(f"{__name__}.{lang}")
    return module


def messages(lang: str = DEFAULT) -> Mapping[str, Entry]:
    """The whole catalogue of ``lang`` (an unknown language gives the default's)."""
    return cast(Mapping[str, Entry], _module(lang).MESSAGES)


def plural_rule(lang: str = DEFAULT) -> Callable[[int], str]:
    """The ``plural(n) -> category`` function of ``lang``."""
    return cast(Callable[[int], str], _module(lang).plural)


def has(key: str) -> bool:
    """Whether ``key`` is a message id (of the default language, which has them all)."""
    return key in messages(DEFAULT)


def keys(prefix: str = "") -> list[str]:
    """The message ids starting with ``prefix``, in catalogue order."""
    return [key for key in messages(DEFAULT) if key.startswith(prefix)]


def tr(key: str, lang: str = DEFAULT, /, n: int | None = None, **fields: Any) -> str:
    """The sentence ``key`` in ``lang``, its ``{fields}`` filled in.

    A plural entry needs ``n``: the language's ``plural(n)`` picks the form, and ``n`` is
    also a field. Without fields the text comes back as written (braces untouched). A key
    the language lacks comes from Portuguese; an unknown key raises ``KeyError``.
    """
    entry = messages(lang).get(key)
    if entry is None:
        lang = DEFAULT
        entry = messages(DEFAULT)[key]
    if isinstance(entry, dict):
        if n is None:
            raise TypeError(f"{key} has plural forms: give n")
        text = entry.get(plural_rule(lang)(n), entry["other"])
    else:
        text = entry
    if n is not None:
        fields["n"] = n
    return text.format(**fields) if fields else text


__all__ = ["DEFAULT", "LANGS", "Entry", "has", "keys", "messages", "plural_rule", "tr"]

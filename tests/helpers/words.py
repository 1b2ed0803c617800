"""The words of the catalogue by language: what a Spanish screen must not show (issue 26)."""

from __future__ import annotations

import re
from functools import cache

from buraco_tui.text.lang import messages

WORD = re.compile(r"[^\W\d_]{2,}")
"""A word: two letters or more (no digits, no card, no key like ``^p``)."""

FIELD = re.compile(r"\{[^}]*\}")


def words_of(text: str) -> set[str]:
    """The words of ``text``, in lower case."""
    return {w.lower() for w in WORD.findall(FIELD.sub(" ", text))}


@cache
def catalogue_words(lang: str) -> frozenset[str]:
    """Every word of ``lang``'s catalogue (each sentence and each plural form)."""
    found: set[str] = set()
    for entry in messages(lang).values():
        for text in entry.values() if isinstance(entry, dict) else [entry]:
            found |= words_of(text)
    return frozenset(found)


def foreign_words(text: str, lang: str = "es") -> set[str]:
    """The words of ``text`` that the catalogue has only in its other languages."""
    others: set[str] = set()
    for other in ("pt", "en", "es"):
        if other != lang:
            others |= catalogue_words(other)
    return (words_of(text) & others) - catalogue_words(lang)

"""Saving and loading: the whole match as JSON text with a schema version inside.

The saved fields, their keys and codecs are declared once with the state
(``match_state.py``); this module adds the version check, the jogos' verdicts
(rebuilt from their cards) and the consistency checks of a loaded match (the cards
and seats in ``match_state.py``, the history, scores, end and log in ``consistency.py``).
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from ..jogos.judge import judge_codes
from ..table.cards import cards_text
from ..table.rules import Rules
from .consistency import check_match
from .match_state import MatchState, load_fields, saved_dict

SCHEMA_VERSION = 1

S = TypeVar("S", bound=MatchState)


def to_data(state: MatchState) -> dict[str, Any]:
    """The whole match as plain JSON data (what :func:`to_json` writes)."""
    return saved_dict(state, SCHEMA_VERSION)


def to_json(state: MatchState) -> str:
    """The whole match as JSON text, with a schema version inside."""
    return json.dumps(to_data(state), ensure_ascii=False, separators=(",", ":"))


def from_json(cls: type[S], text: str | bytes) -> S:
    """Read back :func:`to_json`. Unreadable or newer-version text raises ``ValueError``."""
    try:
        data = json.loads(text)
    except (TypeError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"jogo salvo ilegível: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError("jogo salvo ilegível: não é um objeto JSON")
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise ValueError("jogo salvo ilegível: sem versão de esquema")
    if schema > SCHEMA_VERSION:
        raise ValueError(
            f"jogo salvo por uma versão mais nova (esquema {schema}; esta lê até {SCHEMA_VERSION})"
        )
    if schema < 1:
        raise ValueError(f"versão de esquema inválida: {schema}")
    try:
        return from_data(cls, data)
    except ValueError as exc:
        raise ValueError(f"jogo salvo ilegível: {exc}") from None
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"jogo salvo ilegível: campo ausente ou inválido ({exc!r})") from None


def from_data(cls: type[S], data: dict[str, Any]) -> S:
    """A match of ``cls`` from :func:`to_data` data; ``ValueError`` (or a
    ``KeyError``/``TypeError``) when it does not hold together."""
    game = cls(Rules.from_dict(data["rules"]), int(data["players"]))
    load_fields(game, data)
    n = game.players
    if len(game._hands) != n or len(game._taken) != n:
        raise ValueError("número de mãos não confere")
    if len(game._meld_codes) != game.sides:
        raise ValueError("número de lados não confere")
    game._melds = []
    for side in game._meld_codes:
        checks = []
        for codes in side:
            check = judge_codes(codes, game.rules)
            if not check.ok:
                raise ValueError(f"jogo inválido na mesa: {cards_text(codes)}")
            checks.append(check)
        game._melds.append(checks)
    if not 0 <= game.turn < n:
        raise ValueError("vez inválida")
    game.check_consistency(exact=not game._partial)
    check_match(game)
    game.refresh_masks()
    return game

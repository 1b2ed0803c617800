"""The Buraco rules engine: pure Python, no UI, no I/O, no clock, no global random.

The public names (see ``docs/engine-api.md``): :func:`parse_cards`, :class:`Card`,
:func:`ruleset`, :class:`Rules`, :data:`PRESETS`, :func:`check_meld`,
:class:`MeldCheck`, :class:`Game`, :class:`IllegalAction`, :class:`HandScore`, and the
table facts the bots, the match and the screens reason with (``facts.py``: :func:`is_curinga`,
:func:`side_of`, :func:`new_jogos`, the canastra kinds, ...). Nothing outside the engine
imports its sub-packages (``play``, ``state``, ``jogos``, ``table``): a contract of
``lint-imports``.

May import only :mod:`buraco_tui.text` (its refusals and score lines speak through the
catalogue), checked by ``lint-imports``. Where each part of the rules lives: the docstring
of each module, and docs/architecture.md.
"""

from .facts import (
    ASES_LIMPA,
    ASES_SUJA,
    C500,
    C1000,
    CANASTRA_BONUS,
    CANASTRA_MIN,
    CURINGAS,
    HAND_SIZE,
    LIMPA,
    MORTO_SIZE,
    SUJA,
    cards_to_draw,
    deck_counts,
    fits_of,
    hand_value,
    is_curinga,
    jogos_with,
    meets_batida_canastra,
    new_jogos,
    side_of,
    sides_for,
)
from .game import SCHEMA_VERSION, Game, timeout_discard
from .jogos.judge import check_meld
from .jogos.meld import MeldCheck
from .jogos.opening import closed_openings, vulneravel_opening
from .state.scoring import SCORE_LINES, HandScore, score_lines
from .table.cards import CARDS, JOKER, Card, card_value, cards_text, deck, parse_cards
from .table.reasons import MESSAGES, IllegalAction, message
from .table.rules import OPTION_NAMES, PRESETS, Rules, ruleset

__all__ = [
    "ASES_LIMPA",
    "ASES_SUJA",
    "C500",
    "C1000",
    "CANASTRA_BONUS",
    "CANASTRA_MIN",
    "CARDS",
    "CURINGAS",
    "HAND_SIZE",
    "JOKER",
    "LIMPA",
    "MESSAGES",
    "MORTO_SIZE",
    "OPTION_NAMES",
    "PRESETS",
    "SCHEMA_VERSION",
    "SCORE_LINES",
    "SUJA",
    "Card",
    "Game",
    "HandScore",
    "IllegalAction",
    "MeldCheck",
    "Rules",
    "card_value",
    "cards_text",
    "cards_to_draw",
    "check_meld",
    "closed_openings",
    "deck",
    "deck_counts",
    "fits_of",
    "hand_value",
    "is_curinga",
    "jogos_with",
    "meets_batida_canastra",
    "new_jogos",
    "message",
    "parse_cards",
    "ruleset",
    "score_lines",
    "side_of",
    "sides_for",
    "timeout_discard",
    "vulneravel_opening",
]

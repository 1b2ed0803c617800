"""The Buraco rules engine: pure Python, no UI, no I/O, no clock, no global random.

The public names (see ``docs/engine-api.md``): :func:`parse_cards`, :class:`Card`,
:func:`ruleset`, :class:`Rules`, :data:`PRESETS`, :func:`check_meld`,
:class:`MeldCheck`, :class:`Game`, :class:`IllegalAction`, :class:`HandScore`.
"""

from .cards import CARDS, JOKER, Card, card_value, cards_text, deck, parse_cards
from .game import SCHEMA_VERSION, Game, timeout_discard
from .meld import MeldCheck, check_meld
from .reasons import MESSAGES, IllegalAction, message
from .rules import OPTION_NAMES, PRESETS, Rules, ruleset
from .scoring import SCORE_LINES, HandScore, score_lines

__all__ = [
    "CARDS",
    "JOKER",
    "MESSAGES",
    "OPTION_NAMES",
    "PRESETS",
    "SCHEMA_VERSION",
    "SCORE_LINES",
    "Card",
    "Game",
    "HandScore",
    "IllegalAction",
    "MeldCheck",
    "Rules",
    "card_value",
    "cards_text",
    "check_meld",
    "deck",
    "message",
    "parse_cards",
    "ruleset",
    "score_lines",
    "timeout_discard",
]

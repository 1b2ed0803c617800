"""The status line's styles: refusals, hints and plain news, and the bold of labels."""

from __future__ import annotations

from rich.style import Style

ERROR = Style(color="#ff6b6b", bold=True)
"""A refusal's reason."""
HINT = Style(color="#e3b341", bold=True)
"""The Dica, a question (which jogo?), the learning notes."""
INFO = Style()
"""What just happened."""
TURN = Style(bold=True)
"""Whose turn and labels."""

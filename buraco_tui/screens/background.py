"""Work done off the UI thread: compute in a thread worker, then post the answer.

A worker never touches the game or the widgets: it runs one slow function (a bot's
choice, the Dica) and posts what it found as a message to the screen that owns the
state, whose handler acts on it on the UI thread. A failure in that function (a bot bug)
posts ``None`` rather than stopping the match; a cancelled worker posts nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from textual.message import Message
from textual.worker import get_current_worker

T = TypeVar("T")


class Postbox(Protocol):
    """Where a worker posts its answer (a screen)."""

    def post_message(self, message: Message) -> bool:
        """Queue ``message`` for the UI thread."""
        ...


def post_answer(
    target: Postbox, compute: Callable[[], T], answer: Callable[[T | None], Message]
) -> None:
    """Run ``compute`` (in a thread worker) and post ``answer(result)`` to ``target``.

    ``result`` is ``None`` when ``compute`` raised; nothing is posted once the worker
    is cancelled.
    """
    try:
        result: T | None = compute()
    except Exception:  # a bot bug must not stop the match: the caller plays on without it
        result = None
    if not get_current_worker().is_cancelled:
        target.post_message(answer(result))

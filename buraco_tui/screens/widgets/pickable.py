"""Cards picked by a click: the hand's cards, a side's jogos.

A :class:`PickableCards` widget maps a click to the index of what lies under it
(:meth:`PickableCards.index_at`) and posts its own ``Clicked`` message with that index.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.message import Message

from .cards import CardsWidget


class PickableCards(CardsWidget):
    """A cards widget whose items (cards, jogos) are picked by a click."""

    @dataclass
    class Clicked(Message):
        """An item was clicked (each subclass declares its own, for its handler's name)."""

        view: PickableCards
        index: int

        @property
        def control(self) -> PickableCards:
            """The widget that was clicked (lets ``@on`` match its id)."""
            return self.view

    def index_at(self, x: int, y: int) -> int | None:
        """The item under a content offset, or None."""
        raise NotImplementedError

    def on_click(self, event: events.Click) -> None:
        """Post the clicked item's index."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.index_at(offset.x, offset.y)
        if index is not None:
            event.stop()
            self.post_message(self.Clicked(self, index))

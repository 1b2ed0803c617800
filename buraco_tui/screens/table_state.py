"""What every part of the table shares: its state as the parts see it, and the small
helpers they all call (the app's services, the language, the settings, the selection).

:class:`~buraco_tui.screens.table.TableScreen` holds the state as reactive attributes;
its parts mixed into it (the keys, :mod:`~buraco_tui.screens.table_keys`; the views,
:mod:`~buraco_tui.screens.table_views`) derive from :class:`TableState`, so each may call
what the others define.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from textual.screen import Screen

    from buraco_tui.ai import Hint
    from buraco_tui.engine import Card
    from buraco_tui.match.session import Marks, MatchSession
    from buraco_tui.store.settings import Settings

    from .host import AppServices

    _TableBase = Screen[None]
    """For the type checker the table's parts are the Screen they are mixed into."""
else:
    _TableBase = object


class TableState(_TableBase):
    """The table's state (declared here, held by the screen) and the helpers on it."""

    session: MatchSession
    order: list[Card]
    """The hand in display order."""
    cursor: int
    selected: frozenset[int]
    hinted: frozenset[int]
    drawn: int | None
    pending: str | None
    hint: Hint | None
    hint_token: tuple[Any, ...] | None
    message: tuple[str, str]
    time_left: int
    zeca_busy: bool
    jogo_digits: str | None
    letters: str
    drawn_card: Card | None
    marks: Marks | None
    _ready: bool

    if TYPE_CHECKING:  # defined by one part of the table, called by another

        def changed(self) -> None: ...

        def play(self, action: dict[str, Any]) -> bool: ...

        def bell(self) -> None: ...

        def show_count(self) -> None: ...

        def skip_zeca(self) -> None: ...

        def _plain(self, text: str) -> str: ...

        def _fitting_jogos(self) -> list[int]: ...

    @property
    def services(self) -> AppServices:
        """The app's services, typed (Textual knows ``self.app`` only as an ``App``)."""
        return cast("AppServices", self.app)

    @property
    def lang(self) -> str:
        """The interface language."""
        return getattr(self.app, "lang", "pt")

    @property
    def settings(self) -> Settings:
        """The player's settings (owned by the app)."""
        return self.services.settings

    def say(self, text: str, kind: str = "info") -> None:
        """Show a sentence on the status band (a refusal, a hint, what Zeca did)."""
        self.message = (text, kind)

    def refuse(self, text: str) -> None:
        """A refusal: its reason, in plain words, on the table."""
        self.say(text, "error")

    def selection(self) -> list[Card]:
        """The selected cards, in display order."""
        return [self.order[i] for i in sorted(self.selected) if i < len(self.order)]

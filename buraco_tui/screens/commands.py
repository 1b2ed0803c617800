"""The command palette (Ctrl+P): every screen and table one search away.

:class:`BuracoCommands` is the app's only palette provider (``App.COMMANDS``): a new match,
the statistics, the options, the help, sorting the hand, the sound, and one "play at this
table" per preset. Sorting, the sound and the help are the table's own actions, run through
the table screen; the rest are services of the app, reached through :class:`PaletteServices`
(the screens may not import the app).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

from buraco_tui.engine import PRESETS
from buraco_tui.text.lang import tr
from buraco_tui.text.names import mode_hint, mode_name

if TYPE_CHECKING:
    from textual.screen import Screen

PALETTE_BINDING = Binding(
    "ctrl+p", "command_palette", "ui.key.comandos", key_display="^p", priority=True
)
"""The key that opens the palette, shown in the footer of the table."""


class PaletteServices(Protocol):
    """What the palette asks of the app."""

    lang: str
    """The interface language."""

    @property
    def table(self) -> Screen[Any] | None:
        """The table screen, once the match is on it."""
        ...

    def ask_new_match(self) -> None:
        """The new-match form."""
        ...

    def new_match_at(self, rules: str) -> None:
        """A new match at the table ``rules`` (asks first over a match in progress)."""
        ...

    def show_stats(self) -> None:
        """The statistics screen."""
        ...

    def show_options(self) -> None:
        """The options screen."""
        ...

    # --- history (issue 11)
    def show_hands(self) -> None:
        """The list of past hands."""
        ...

    def open_replay(self, match_id: str | None = None, index: int | None = None) -> None:
        """The replay of a recorded hand (by default the last of the match in play)."""
        ...


Command = tuple[str, str, Callable[[], Any]]
"""A palette entry: its name, its help line, what it runs."""


class BuracoCommands(Provider):
    """The app's commands, in the app's language."""

    @property
    def services(self) -> PaletteServices:
        """The app, as the services the palette uses."""
        return cast(PaletteServices, self.app)

    def _table_action(self, action: str) -> Callable[[], Any]:
        def run() -> Any:
            table = self.services.table
            if table is not None:
                return table.run_action(action)
            return None

        return run

    def commands(self) -> Iterator[Command]:
        """Every entry of the palette, in the order it lists them."""
        app, lang = self.services, self.services.lang
        yield tr("ui.cmd.new", lang), tr("ui.cmd.new_help", lang), app.ask_new_match
        yield tr("ui.cmd.stats", lang), tr("ui.cmd.stats_help", lang), app.show_stats
        yield tr("ui.cmd.options", lang), tr("ui.cmd.options_help", lang), app.show_options
        yield tr("ui.cmd.help", lang), tr("ui.cmd.help_help", lang), self._table_action("ajuda")
        yield (
            tr("ui.cmd.sort", lang),
            tr("ui.cmd.sort_help", lang),
            self._table_action("ordenar"),
        )
        yield tr("ui.cmd.sound", lang), tr("ui.cmd.sound_help", lang), self._table_action("som")
        # --- history (issue 11)
        yield tr("ui.rp.hands", lang), tr("ui.cmd.hands_help", lang), app.show_hands
        yield tr("ui.rp.replay", lang), tr("ui.cmd.replay_help", lang), app.open_replay
        for preset in PRESETS:
            hint = mode_hint(preset, lang)
            yield (
                tr("ui.cmd.table", lang, mode=mode_name(preset, lang)),
                hint or tr("ui.cmd.table_help", lang),
                partial(app.new_match_at, preset),
            )

    async def discover(self) -> Hits:
        """The whole list, before anything is typed."""
        for name, help_text, run in self.commands():
            yield DiscoveryHit(name, run, help=help_text)

    async def search(self, query: str) -> Hits:
        """The entries whose name matches what was typed, best first."""
        matcher = self.matcher(query)
        for name, help_text, run in self.commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), run, help=help_text)

"""The statistics screen and the options screen, opened from the table or the palette."""

from __future__ import annotations

from buraco_tui.app.state import AppState
from buraco_tui.store.options import option_values, set_option


class OptionsScreens(AppState):
    """Show the statistics; show the options and apply each change at once."""

    def show_stats(self) -> None:
        """The statistics screen."""
        from buraco_tui.screens.stats import StatsScreen

        blocks = [
            (r, t, s, self.stats.by_level(r, t, n), n) for r, t, n, s in self.stats.seat_entries()
        ]
        self.push_screen(StatsScreen(blocks, self.lang))

    def show_options(self) -> None:
        """The options screen; each change applies and is saved at once."""
        from buraco_tui.screens.options import OptionsScreen

        values = option_values(self.settings, self.match_config, self.lang, self.theme)
        self.push_screen(OptionsScreen(self.lang, values, self.change_option))

    def change_option(self, name: str, value: object) -> None:
        """Apply one option from the options screen."""
        config = self.match_config
        match_changed = set_option(self.settings, config, name, value)
        if name == "lang":
            self.lang = self.settings.lang
            screen = self.screen
            if hasattr(screen, "lang"):
                screen.lang = self.lang
                screen.call_later(screen.recompose)
        elif name == "dark":
            self.theme = self.settings.theme
        if match_changed:
            if name == "timer" and config is not None and self.table is not None:
                self.table.time_left = config.move_time
            self.autosave()
        self.save_settings()
        if self.table is not None:
            self.table.refresh_table()
            self.table.refresh_bindings()

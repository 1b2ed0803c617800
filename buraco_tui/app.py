"""The Textual application: resume or start a match against the bots, and keep it saved.

:class:`BuracoApp` owns the services around the table: the data dir, the settings, the
statistics and the match save. It decides at start whether to resume the saved match
(``buraco``), start a new one (``--new``, no save, a finished one) or explain that the
save could not be used (it was moved aside by the store) and offer a new match. The
table itself is :class:`~buraco_tui.screens.table.TableScreen`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand, get_system_commands_provider
from textual.command import CommandPalette
from textual.screen import Screen

from buraco_tui.ai.levels import LEVELS
from buraco_tui.match.records import MatchRecord, RecordProblem, match_id_for
from buraco_tui.match.session import MatchConfig, MatchSession, SaveProblem, new_seed
from buraco_tui.screens.commands import PALETTE_BINDING, BuracoCommands
from buraco_tui.screens.themes import register_themes
from buraco_tui.store.hands import HandStore
from buraco_tui.store.recorder import Recorder
from buraco_tui.store.settings import load_settings, save_settings
from buraco_tui.store.stats import load_stats, save_stats
from buraco_tui.store.storage import MatchStore, resolve_data_dir
from buraco_tui.text.lang import tr
from buraco_tui.text.names import is_partner, level_name, mode_name, target_name

if TYPE_CHECKING:  # the screens and the bots load when first used (start-up time)
    from buraco_tui.ai import Hint
    from buraco_tui.engine import Game
    from buraco_tui.screens.commands import PaletteServices
    from buraco_tui.screens.host import AppServices
    from buraco_tui.screens.new_match import NewMatchChoice
    from buraco_tui.screens.table import TableScreen

FAST_DELAY = 0.0
NORMAL_DELAY = 0.7
MOVE_TIME = 45


def _arg(args: argparse.Namespace | None, name: str, default: Any = None) -> Any:
    return getattr(args, name, default) if args is not None else default


class BuracoApp(App[int]):
    """Buraco mano a mano against Zeca."""

    TITLE = "Buraco"
    COMMANDS = {BuracoCommands, get_system_commands_provider}
    BINDINGS = [PALETTE_BINDING]

    def __init__(self, args: argparse.Namespace | None = None) -> None:
        super().__init__()
        register_themes(self)  # before on_mount applies a saved theme
        self.args = args
        self.data_dir = resolve_data_dir(_arg(args, "data_dir"))
        self.settings, self.settings_problem = load_settings(self.data_dir)
        chosen_lang = _arg(args, "lang")
        if chosen_lang and chosen_lang != self.settings.lang:
            # --lang is remembered like the options screen's choice
            self.settings.lang = chosen_lang
            self.save_settings()
        self.lang: str = self.settings.lang
        self.store = MatchStore(self.data_dir)
        self.stats, self.stats_problem = load_stats(self.data_dir)
        self.session: MatchSession | None = None
        self.table: TableScreen | None = None
        # --- history (issue 11): every hand kept under hands/ in the data dir
        self.hands = HandStore(self.data_dir)
        self.recorder = Recorder(self.hands)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Only Textual's theme switcher from its system commands (the rest are ours)."""
        for command in super().get_system_commands(screen):
            if command.callback == self.action_change_theme:
                yield command

    def watch_theme(self, theme: str) -> None:
        """Remember the theme chosen in the palette or the options."""
        self.settings.theme = theme
        self.save_settings()

    # ------------------------------------------------------------------ start

    def on_mount(self) -> None:
        """Resume, start, or explain a bad save."""
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        result = self.store.load()
        if result.problem is not None:
            self._tell_save_problem(result.problem, result.moved_to)
            return
        session = None
        if result.payload is not None:
            try:
                session = MatchSession.from_payload(result.payload)
            except SaveProblem as problem:
                moved = self.store.quarantine(problem.problem)
                self._tell_save_problem(problem.problem, moved)
                return
        self._start(session)

    def _start(self, session: MatchSession | None) -> None:
        notes = []
        options_given = any(
            _arg(self.args, name) is not None
            for name in ("rules", "target", "level", "seed", "players", "partner_level")
        )
        if session is not None and _arg(self.args, "new"):
            self._count_unfinished(session)
            session = None
        if session is not None and session.game.match_over:
            session = None
        if session is None:
            session = MatchSession.new(self._config_from_args())
            self.session = session
            self.autosave()
            notes.append(self._new_match_note(session.config))
        else:
            self.session = session
            notes.append(tr("ui.st.resumed", self.lang))
            if options_given:
                notes.append(tr("ui.st.options_ignored", self.lang))
        if self.settings_problem:
            notes.append(tr("ui.settings.corrupt", self.lang))
        if self.stats_problem:
            notes.append(tr("ui.stats.corrupt", self.lang))
        from buraco_tui.screens.table import TableScreen

        self.table = TableScreen(session)
        self.push_screen(self.table)
        self.table.message = (" ".join(notes), self.table.message[1])
        # --- history (issue 11): ``buraco review FILE`` opens that hand over the table
        if _arg(self.args, "review_file"):
            self.call_after_refresh(self.open_hand_file, str(_arg(self.args, "review_file")))

    def _config_from_args(self) -> MatchConfig:
        s = self.settings
        level = _arg(self.args, "level") or s.level
        target = _arg(self.args, "target")
        seed = _arg(self.args, "seed")
        rules = _arg(self.args, "rules") or s.rules
        players = _arg(self.args, "players") or s.players
        if players not in ruleset_players(rules):
            players = 2  # the remembered count does not sit at this table
        partner = _arg(self.args, "partner_level")
        if _arg(self.args, "level") is None and partner is None and len(s.seat_levels) == players:
            seat_levels = list(s.seat_levels)  # the levels last chosen in the form
        else:
            # --level sets every opponent, --partner-level the partner (default: --level)
            seat_levels = [""] + [
                (partner or level) if is_partner(seat, players) else level
                for seat in range(1, players)
            ]
        return MatchConfig(
            rules=rules,
            target=s.target if target is None else int(target),
            level=level,
            seed=new_seed() if seed is None else int(seed),
            learning=s.learning,
            move_time=s.move_time,
            players=players,
            seat_levels=seat_levels if players > 2 else [],
            lixo_em_leque=s.lixo_em_leque and rules == s.rules,
        )

    def _new_match_note(self, config: MatchConfig) -> str:
        if config.players != 2:
            return tr(
                "ui.st.new_match_seats",
                self.lang,
                mode=mode_name(config.rules, self.lang),
                target=target_name(config.target, self.lang),
                seats=tr(f"ui.seats.short.{config.players}", self.lang),
                level=level_name(config.level, self.lang),
            )
        return tr(
            "ui.st.new_match",
            self.lang,
            mode=mode_name(config.rules, self.lang),
            target=target_name(config.target, self.lang),
            level=level_name(config.level, self.lang),
        )

    def _tell_save_problem(self, problem: str, moved_to: Any) -> None:
        from buraco_tui.screens.confirm import Dialog

        lang = self.lang
        text = tr("ui.save.newer" if problem == "newer" else "ui.save.corrupt", lang)
        if moved_to is not None:
            text += "\n\n" + tr("ui.save.kept", lang, path=str(moved_to))
        else:
            text += "\n\n" + tr("ui.save.not_moved", lang, path=str(self.store.path))
        text += "\n\n" + tr("ui.save.offer", lang)

        def answered(new: bool | None) -> None:
            if not new:
                self.exit(0)
                return
            if moved_to is None:
                # the bad file could not be moved: never overwrite it, play unsaved elsewhere
                self.store = MatchStore(self.data_dir, "match-new.json")
            self._start(None)

        self.push_screen(
            Dialog(
                tr("ui.save.title", lang),
                text,
                tr("ui.save.new", lang),
                tr("ui.save.quit", lang),
                default_yes=True,
                why=tr("ui.save.why", lang),
                dialog_id="save-problem",
            ),
            answered,
        )

    # ------------------------------------------------------------------ the command palette

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The palette opens from the table only (over a dialog it would stack screens)."""
        if action == "command_palette":
            return True if self.table is not None and self.screen is self.table else None
        return True

    def action_command_palette(self) -> None:
        """The command palette, its prompt in the player's language."""
        if not isinstance(self.screen, CommandPalette):
            self.push_screen(
                CommandPalette(
                    placeholder=tr("ui.cmd.placeholder", self.lang), id="--command-palette"
                )
            )

    # ------------------------------------------------------------------ services for the table

    def autosave(self) -> None:
        """Write the whole match now (atomically); a failure is told, never fatal."""
        if self.session is None:
            return
        try:
            self.store.save(self.session.to_payload())
        except (OSError, ValueError, TypeError) as exc:
            if self.table is not None:
                self.table.refuse(tr("ui.st.save_failed", self.lang, detail=str(exc)))
        self.record_hand()  # history (issue 11)

    def save_settings(self) -> None:
        """Persist the settings (a failure only loses the preference)."""
        try:
            save_settings(self.data_dir, self.settings)
        except (OSError, ValueError, TypeError):
            pass

    def _save_stats(self) -> None:
        try:
            save_stats(self.data_dir, self.stats)
        except (OSError, ValueError, TypeError):
            pass

    def record_finished(self) -> None:
        """Count the finished match in the statistics, once."""
        s = self.session
        if s is None or s.recorded or not s.game.match_over:
            return
        if s.config.practice:  # history (issue 11): a practice match stays out of the stats
            return
        g = s.game
        self.stats.record_finished(
            s.config.rules,
            s.config.target,
            g.winner == 0,
            g.match_score(0),
            level=s.config.level,
            players=g.players,
        )
        self._save_stats()
        s.recorded = True
        self.autosave()

    def _count_unfinished(self, session: MatchSession) -> None:
        if session.running and not session.recorded and not session.config.practice:
            self.stats.record_unfinished(
                session.config.rules,
                session.config.target,
                level=session.config.level,
                players=session.config.players,
            )
            self._save_stats()
            session.recorded = True

    def zeca_chooser(
        self, view: dict[str, Any], level: str, seed: int
    ) -> Callable[[], dict[str, Any]]:
        """A function (run in Zeca's worker) that chooses his action on ``view``."""

        def choose() -> dict[str, Any]:
            from buraco_tui.ai import make_bot

            return make_bot(level, seed=seed).choose(view)

        return choose

    def find_hint(self, view: dict[str, Any], lang: str, seed: int) -> Hint:
        """The Dica for the player's view (run in a worker)."""
        from buraco_tui.ai import hint

        return hint(view, lang=lang, seed=seed)

    # ------------------------------------------------------------------ new match, stats, options

    def ask_new_match(self) -> None:
        """The new-match form; a running match is confirmed and counted unfinished.

        Mode, target and level start from the match being played; learning mode and the
        timer from the settings (the options screen changes them for this match only).
        """
        from buraco_tui.screens.new_match import NewMatchScreen

        s = self.settings
        current = self.session.config if self.session is not None else None
        form = NewMatchScreen(
            self.lang,
            current.rules if current else s.rules,
            current.target if current else s.target,
            current.level if current else s.level,
            s.learning,
            s.move_time,
            players=current.players if current else s.players,
            seat_levels=current.seat_levels if current else s.seat_levels,
            lixo_em_leque=current.lixo_em_leque if current else s.lixo_em_leque,
        )

        def chosen(choice: NewMatchChoice | None) -> None:
            if choice is not None:
                self.confirm_then_begin(choice)

        self.push_screen(form, chosen)

    def new_match_at(self, rules: str) -> None:
        """A new match at the table ``rules`` with the usual target, level, learning and timer."""
        from buraco_tui.screens.new_match import NewMatchChoice

        s = self.settings
        current = self.session.config if self.session is not None else None
        players = current.players if current else s.players
        same_seats = players in ruleset_players(rules)
        self.confirm_then_begin(
            NewMatchChoice(
                rules=rules,
                target=current.target if current else s.target,
                level=current.level if current else s.level,
                learning=s.learning,
                move_time=s.move_time,
                players=players if same_seats else 2,
                seat_levels=(current.seat_levels if current else s.seat_levels)
                if same_seats
                else [],
            )
        )

    def confirm_then_begin(self, choice: NewMatchChoice) -> None:
        """Begin ``choice``; over a match in progress, ask first and count that one unfinished."""
        self.replacing_match(lambda: self.begin(choice))

    def replacing_match(self, go: Callable[[], None]) -> None:
        """Run ``go`` (it starts another match); over a match in progress, ask
        first and count that one unfinished."""
        if self.session is None or not self.session.running:
            go()
            return
        from buraco_tui.screens.confirm import Dialog

        def confirmed(yes: bool | None) -> None:
            if yes:
                if self.session is not None:
                    self._count_unfinished(self.session)
                go()

        self.push_screen(
            Dialog(
                tr("ui.new.confirm_title", self.lang),
                tr("ui.new.confirm", self.lang),
                tr("ui.new.yes", self.lang),
                tr("ui.new.no", self.lang),
                default_yes=False,
                why=tr("ui.new.confirm_why", self.lang),
                dialog_id="confirm-dialog",
            ),
            confirmed,
        )

    def begin(self, choice: NewMatchChoice) -> None:
        """Start the chosen match now (and remember the choices for next time)."""
        s = self.settings
        s.rules, s.target, s.level, s.learning, s.move_time = (
            choice.rules,
            choice.target,
            choice.level,
            choice.learning,
            choice.move_time,
        )
        s.players, s.seat_levels = choice.players, list(choice.seat_levels)
        s.lixo_em_leque = choice.lixo_em_leque
        self.save_settings()
        config = MatchConfig(
            rules=choice.rules,
            target=choice.target,
            level=choice.level,
            seed=new_seed(),
            learning=choice.learning,
            move_time=choice.move_time,
            players=choice.players,
            seat_levels=list(choice.seat_levels),
            lixo_em_leque=choice.lixo_em_leque,
        )
        self._switch_to(MatchSession.new(config))

    def play_again(self) -> None:
        """Another match with the same choices (a fresh deal)."""
        if self.session is None:
            return
        old = self.session.config
        s = self.settings
        # the same table, target and level; learning and the timer as chosen for new matches
        config = MatchConfig(
            **{
                **old.to_dict(),
                "seed": new_seed(),
                "learning": s.learning,
                "move_time": s.move_time,
            }
        )
        self._switch_to(MatchSession.new(config))

    def _switch_to(self, session: MatchSession) -> None:
        self.session = session
        self.autosave()
        if self.table is not None:
            self.table.set_session(session)
            self.table.message = (self._new_match_note(session.config), self.table.message[1])
            self.table.refresh_table()

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

        s = self.settings
        cfg = self.session.config if self.session else None
        values = {
            "lang": self.lang,
            "ascii_suits": s.ascii_suits,
            "sound": s.sound,
            "dark": "light" not in self.theme,
            "fast": s.bot_delay == FAST_DELAY,
            "learning": cfg.learning if cfg else s.learning,
            "timer": bool(cfg.move_time) if cfg else bool(s.move_time),
        }
        self.push_screen(OptionsScreen(self.lang, values, self.change_option))

    def change_option(self, name: str, value: object) -> None:
        """Apply one option from the options screen."""
        s = self.settings
        cfg = self.session.config if self.session else None
        if name == "lang":
            self.lang = s.lang = str(value)
            screen = self.screen
            if hasattr(screen, "lang"):
                screen.lang = self.lang
                screen.call_later(screen.recompose)
        elif name == "ascii_suits":
            s.ascii_suits = bool(value)
        elif name == "sound":
            s.sound = bool(value)
        elif name == "dark":
            s.theme = "textual-dark" if value else "textual-light"
            self.theme = s.theme
        elif name == "fast":
            s.bot_delay = FAST_DELAY if value else NORMAL_DELAY
        elif name == "learning" and cfg is not None:
            cfg.learning = bool(value)  # this match only, as the option says
            self.autosave()
        elif name == "timer" and cfg is not None:
            cfg.move_time = MOVE_TIME if value else 0  # this match only, as the option says
            if self.table is not None:
                self.table.time_left = cfg.move_time
            self.autosave()
        self.save_settings()
        if self.table is not None:
            self.table.refresh_table()
            self.table.refresh_bindings()

    # ------------------------------------------------------------------ history (issue 11)

    def record_hand(self) -> None:
        """Bring the record of the match being played up to date (never fails the app)."""
        s = self.session
        if s is None:
            return
        game, config = s.game, s.config
        match_id = config.practice or match_id_for(config.seed)
        seats = ["you"] + [config.level_of(seat) for seat in range(1, game.players)]

        def make() -> MatchRecord:
            return MatchRecord(match_id, game.rules.to_dict(), game.players, config.seed, seats)

        self.recorder.observe(game, match_id, make)

    def _record_of(self, match_id: str) -> MatchRecord | None:
        live = self.recorder.record
        if live is not None and live.match_id == match_id:
            return live  # the one the recorder writes: a review kept in it stays
        return self.hands.load(match_id)

    def open_replay(self, match_id: str | None = None, index: int | None = None) -> None:
        """The replay of a recorded hand (by default the last hand of the match in play)."""
        if match_id is None:
            self.record_hand()
            record = self.recorder.record
        else:
            record = self._record_of(match_id)
        if record is None or not record.hands:
            self.notify(tr("ui.rp.none", self.lang), severity="warning")
            return
        self.show_replay(record, len(record.hands) - 1 if index is None else index)

    def open_hand(self, hand_number: int) -> None:
        """The replay of hand ``hand_number`` of the match in play (a row of the round history)."""
        self.record_hand()
        record = self.recorder.record
        hands = record.hands if record is not None else []
        index = next((i for i, h in enumerate(hands) if h.hand_number == hand_number), None)
        if record is None or index is None:
            self.notify(tr("ui.rp.none", self.lang), severity="warning")
            return
        self.show_replay(record, index)

    def show_replay(self, record: MatchRecord, index: int, *, store: bool = True) -> None:
        """Push the replay screen of hand ``index`` of ``record``."""
        from functools import partial

        from buraco_tui.match.replay import ReplayModel
        from buraco_tui.screens.replay import ReplayScreen

        try:
            model = ReplayModel(record, index)
        except RecordProblem as problem:
            self.notify(tr("ui.rp.refused", self.lang, detail=problem.detail), severity="error")
            return
        letters = self.table.letters if self.table is not None else ""
        self.push_screen(
            ReplayScreen(
                model,
                self.lang,
                store=self.hands if store else None,
                play_from=partial(self.play_from, record=record),
                letters=letters,
            )
        )

    def show_hands(self) -> None:
        """The list of past hands ("Mãos anteriores")."""
        from buraco_tui.screens.hands_list import HandsListScreen

        self.record_hand()
        rows = self.hands.listing()
        problems = [str(p.moved_to or p.path) for p in self.hands.problems]
        self.hands.problems.clear()
        self.push_screen(HandsListScreen(rows, self.lang, self.open_replay, problems))

    def open_hand_file(self, path: str) -> None:
        """``buraco review FILE``: the replay of a shared hand, or why it is refused."""
        from pathlib import Path

        from buraco_tui.store.hands import read_hand_file

        try:
            record, index = read_hand_file(Path(path))
        except RecordProblem as problem:
            key = f"ui.rp.file_{problem.problem}"
            self.notify(tr(key, self.lang, detail=problem.detail), severity="error", timeout=15)
            return
        self.show_replay(record, index, store=False)

    def play_from(self, game: Game, record: MatchRecord) -> None:
        """'Jogar daqui': a practice match from ``game`` (the same hidden cards, the same
        Zeca), kept out of the statistics; over a match in progress, asks first."""
        s = self.settings
        level = record.seats[1] if len(record.seats) > 1 else s.level
        tag = f"{game.hand_number}-{len(game.log)}"
        config = MatchConfig(
            rules=game.rules.preset,
            target=game.rules.meta,
            level=level if level in LEVELS else s.level,
            seed=record.seed,
            learning=s.learning,
            move_time=s.move_time,
            practice=match_id_for(record.seed, True, tag),
            players=game.players,
            seat_levels=[""] + [lv if lv in LEVELS else s.level for lv in record.seats[1:]],
            lixo_em_leque=game.rules.lixo_em_leque,
        )
        start = MatchRecord(
            config.practice,
            game.rules.to_dict(),
            game.players,
            record.seed,
            list(record.seats),
            practice=True,
            start=game.to_json(),
        )

        def go() -> None:
            while self.table is not None and self.screen is not self.table:
                self.pop_screen()
            try:
                self.hands.save(start)
            except (OSError, ValueError, TypeError):
                pass
            self.recorder.begin(start)
            self._switch_to(MatchSession(game, config))
            if self.table is not None:
                self.table.message = (tr("ui.rp.practice_started", self.lang), "info")
                self.table.resume()

        self.replacing_match(go)


def ruleset_players(rules: str) -> tuple[int, ...]:
    """The seat counts the table ``rules`` allows."""
    from buraco_tui.engine import ruleset

    return ruleset(rules).jogadores


def run(args: argparse.Namespace) -> int:
    """Start the app with the parsed command-line arguments.

    ``--players`` without ``--rules`` is checked against the table a new match would use
    (the remembered one): a count it does not allow is refused before the app starts."""
    players = _arg(args, "players")
    if players is not None and _arg(args, "rules") is None:
        import sys

        from buraco_tui.match.seats import players_problem

        settings, _problem = load_settings(resolve_data_dir(_arg(args, "data_dir")))
        lang = _arg(args, "lang") or settings.lang
        problem = players_problem(settings.rules, players, lang)
        if problem:
            print(f"buraco: {problem}", file=sys.stderr)
            return 2
    app = BuracoApp(args)
    code = app.run()
    return int(code or 0)


if TYPE_CHECKING:
    _services: type[AppServices] = BuracoApp
    """The app gives the table every service the table asks of it (checked by mypy)."""
    _palette: type[PaletteServices] = BuracoApp
    """The app gives the command palette every service it asks of it (checked by mypy)."""

"""The app harness for the screen tests: an app on a temporary data dir with Zeca playing
without pauses, a match put in that dir as if saved, waiting for the app, and what the
screen shows as plain text."""

from __future__ import annotations

import argparse
import io
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from textual.app import App

from buraco_tui.app import BuracoApp
from buraco_tui.engine import Game
from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.screens.help import HelpScreen
from buraco_tui.screens.new_match import NewMatchScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.settings import Settings, save_settings
from buraco_tui.store.storage import MatchStore


def make_args(data_dir: Path, **options) -> argparse.Namespace:
    """The parsed command line of ``buraco --data-dir DIR ...``."""
    base = dict(
        new=False,
        rules=None,
        target=None,
        level=None,
        seed=None,
        lang=None,
        players=None,
        partner_level=None,
    )
    base.update(options)
    return argparse.Namespace(data_dir=str(data_dir), **base)


def make_app(
    data_dir: Path, *, bot_delay: float = 0.0, settings: dict | None = None, **options
) -> BuracoApp:
    """An app on ``data_dir`` with Zeca playing without pauses (unless told)."""
    save_settings(data_dir, Settings(bot_delay=bot_delay, **(settings or {})))
    return BuracoApp(make_args(data_dir, **options))


def save_session(data_dir: Path, session: MatchSession) -> None:
    """Put a match in the data dir as if the app had saved it."""
    MatchStore(data_dir).save(session.to_payload())


def session_from(game: Game, **config) -> MatchSession:
    """A session around a built game (e.g. ``Game.from_layout``). A ``seed`` given here
    becomes the game's too: a saved match whose config and game name different seeds is
    refused on load (issue 26)."""
    config.setdefault("lixo_em_leque", game.rules.lixo_em_leque)
    cfg = MatchConfig(rules=game.rules.preset, target=game.rules.meta, **config)
    game._seed = cfg.seed
    return MatchSession(game, cfg)


def screen_text(app: App) -> str:
    """Every line the active screen shows, as plain text."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


def status_text(app: App) -> str:
    """The status band's words: whose turn, then the news (or a refusal, or the Dica)."""
    screen = app.screen
    return f"{screen.query_one('#turn').render()}\n{screen.query_one('#log').render()}"


def hidden_controls(app: App) -> list[str]:
    """The controls of the dialog on screen that are not wholly in sight (inside the
    dialog's box and above the footer); controls the dialog does not display are not
    counted."""
    screen = app.screen
    dialog = screen.query_one(".dialog").region
    footer_top = screen.query_one("KeyFooter").region.y
    hidden = []
    for control in screen.query("Button, Select, Checkbox"):
        if not all(node.display for node in (control, *control.ancestors)):
            continue  # left out on purpose (a level row for a seat not at this table)
        region = control.region
        if region.area == 0 or not dialog.contains_region(region) or region.bottom > footer_top:
            hidden.append(f"{type(screen).__name__}#{control.id}")
    return hidden


async def until(pilot, condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Let the app run until ``condition()`` holds (fail after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for the app")
        await pilot.pause(0.02)


async def settle_on(pilot, screen: type) -> None:
    """How a snapshot starts: let the app draw, then run until a ``screen`` is on top (no
    time limit of its own: the snapshot's)."""
    await pilot.pause()
    while not isinstance(pilot.app.screen, screen):
        await pilot.pause(0.02)


async def open_table(pilot) -> TableScreen:
    """Wait for the table, let it draw once, and return it."""
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()
    return pilot.app.screen


async def open_new_match(pilot) -> NewMatchScreen:
    """From the table, the new-match form (``n``)."""
    await open_table(pilot)
    await pilot.press("n")
    await until(pilot, lambda: isinstance(pilot.app.screen, NewMatchScreen))
    return pilot.app.screen


async def open_help(pilot, width: int) -> str:
    """Open the help (``?``); its text as a console ``width`` columns wide prints it."""
    await pilot.press("question_mark")
    await until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
    console = Console(width=width, record=True, file=io.StringIO())
    for widget in pilot.app.screen.query("#help-scroll Static"):
        console.print(widget.content)
    return console.export_text()

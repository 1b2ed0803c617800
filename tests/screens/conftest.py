"""Helpers for the UI tests: an app on a temporary data dir, fast Zeca, screen text."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from buraco_tui.app import BuracoApp
from buraco_tui.match.session import MatchConfig, MatchSession
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


def session_from(game, **config) -> MatchSession:
    """A session around a built game (e.g. ``Game.from_layout``)."""
    cfg = MatchConfig(rules=game.rules.preset, target=game.rules.meta, **config)
    return MatchSession(game, cfg)


def screen_text(app: BuracoApp) -> str:
    """Every line the active screen shows, as plain text."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


def status_text(app: BuracoApp) -> str:
    """The status band's words: whose turn, then the news (or a refusal, or the Dica)."""
    screen = app.screen
    return f"{screen.query_one('#turn').render()}\n{screen.query_one('#log').render()}"


async def until(pilot, condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Let the app run until ``condition()`` holds (fail after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for the app")
        await pilot.pause(0.02)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A fresh data dir (never the real user data dir)."""
    path = tmp_path / "data"
    path.mkdir()
    return path


def full_layout(preset: str = "aberto", *, monte: str = "", mortos: list[str] | None = None, **kw):
    """``Game.from_layout`` with every card of the decks somewhere: the cards not placed
    go under the given monte (sorted), so the game saves and reads back like a real one."""
    from collections import Counter

    from buraco_tui.engine import Game, cards_text, deck, parse_cards, ruleset

    rules = ruleset(preset, **kw.pop("options", {}))
    mortos = (
        list(mortos)
        if mortos is not None
        else [
            "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠",
            "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦",
        ]
    )
    placed = Counter()
    for text in [*kw.get("hands", []), *mortos, monte, kw.get("lixo", "")]:
        placed.update(parse_cards(text))
    for side in kw.get("melds") or []:
        for text in side:
            placed.update(parse_cards(text))
    rest = Counter(deck(rules.curingas_de_papel)) - placed
    filler = cards_text(sorted(rest.elements()))
    return Game.from_layout(rules, monte=(monte + " " + filler).strip(), mortos=mortos, **kw)

"""A save that cannot be used is kept aside, the player is told, a new match is offered."""

from __future__ import annotations

import json

import pytest

from buraco_tui.app import BuracoApp
from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.screens.confirm import SaveProblemScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.storage import MatchStore
from tests.helpers.app import make_app, make_args, screen_text, status_text, until


def good_save_text(data_dir) -> str:
    store = MatchStore(data_dir)
    store.save(MatchSession.new(MatchConfig(seed=3)).to_payload())
    text = store.path.read_text(encoding="utf-8")
    store.clear()
    return text


def future_envelope(text: str) -> str:
    data = json.loads(text)
    data["schema"] = 99
    return json.dumps(data)


def future_payload(text: str) -> str:
    data = json.loads(text)
    data["payload"]["version"] = 99
    return json.dumps(data)


def future_game(text: str) -> str:
    data = json.loads(text)
    data["payload"]["game"] = data["payload"]["game"].replace('"schema":1', '"schema":7')
    return json.dumps(data)


def broken_game(text: str) -> str:
    data = json.loads(text)
    data["payload"]["game"] = data["payload"]["game"].replace("A♠", "A♥")
    return json.dumps(data)


def game_edit(edit):
    """A change to the game inside the save (issue 26: each crashed every start)."""

    def make(text: str) -> str:
        data = json.loads(text)
        game = json.loads(data["payload"]["game"])
        edit(game)
        data["payload"]["game"] = json.dumps(game, ensure_ascii=False)
        return json.dumps(data, ensure_ascii=False).replace('"@1e999@"', "1e999")

    return make


def huge_integer(text: str) -> str:
    data = json.loads(text)
    data["payload"]["config"]["move_time"] = "@HUGE@"
    return json.dumps(data).replace('"@HUGE@"', "1" + "0" * 4400)


CASES = {
    "empty": (lambda t: "", "corrupt"),
    "garbage": (lambda t: "\x00\x13garbage, not json at all", "corrupt"),
    "truncated": (lambda t: t[: len(t) // 2], "corrupt"),
    "impossible game": (broken_game, "corrupt"),
    "future envelope": (future_envelope, "newer"),
    "future match": (future_payload, "newer"),
    "future game": (future_game, "newer"),
    "scores 1e999": (game_edit(lambda g: g.update(scores=[0, "@1e999@"])), "corrupt"),
    "a 4,400-digit integer": (huge_integer, "corrupt"),
    "a log entry not an object": (game_edit(lambda g: g["log"].append("x")), "corrupt"),
    "a config seed not the game's": (
        lambda t: t.replace('"seed": 3,', '"seed": 4,', 1),
        "corrupt",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_bad_save_is_kept_aside_told_and_a_new_match_offered(data_dir, case):
    make, problem = CASES[case]
    bad = make(good_save_text(data_dir))
    path = MatchStore(data_dir).path
    path.write_text(bad, encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SaveProblemScreen))
        aside = [p for p in data_dir.iterdir() if p.name.startswith(f"match.{problem}-")]
        assert len(aside) == 1
        assert aside[0].read_text(encoding="utf-8") == bad  # kept, unchanged
        assert not path.exists()  # and nothing written over it yet
        text = screen_text(app)
        if problem == "newer":
            assert "versão mais nova" in text
        else:
            assert "não pôde ser lida" in text
        assert str(aside[0]) in str(app.screen.query_one("#save-problem-text").render())
        assert "Começar uma partida nova?" in text
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert MatchStore(data_dir).load().payload is not None
        assert aside[0].read_text(encoding="utf-8") == bad


async def test_quitting_at_the_notice_starts_nothing(data_dir):
    path = MatchStore(data_dir).path
    path.write_text("{", encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SaveProblemScreen))
        await pilot.press("q")
    assert app.return_value == 1  # the save was refused: `buraco` exits 1 (issue 26)
    assert not path.exists()
    assert [p.name for p in data_dir.iterdir() if p.name.startswith("match.corrupt-")]


async def test_bad_settings_and_stats_are_told_on_the_table(data_dir):
    (data_dir / "settings.json").write_text("{nope", encoding="utf-8")
    (data_dir / "stats.json").write_text("", encoding="utf-8")
    app = BuracoApp(make_args(data_dir, seed=3))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        status = status_text(app)
        assert "configurações salvas estavam estragadas" in status
        assert "estatísticas salvas estavam estragadas" in status
    kept = sorted(p.name.split(".")[0] for p in data_dir.iterdir() if ".corrupt-" in p.name)
    assert kept == ["settings", "stats"]

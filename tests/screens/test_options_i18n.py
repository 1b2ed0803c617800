"""Options (ASCII suits, language, sound), the help of each preset, and complete English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from buraco_tui.engine import PRESETS, ruleset
from buraco_tui.screens.options import OptionsScreen
from buraco_tui.screens.rules_text import rules_summary
from buraco_tui.store.settings import load_settings
from buraco_tui.text.lang import has
from tests.helpers.app import make_app, open_help, open_table, screen_text, until
from tests.helpers.keys import select

SOURCES = Path(__file__).resolve().parents[2] / "buraco_tui"


def test_every_key_the_code_asks_for_exists():
    used = set()
    for package in ("app", "match", "store", "screens"):  # the app's words live in these
        for path in SOURCES.glob(f"{package}/**/*.py"):
            text = path.read_text(encoding="utf-8")
            used |= set(re.findall(r'\btr\(\s*"([\w.]+)"', text))
            used |= set(re.findall(r'"(ui\.key\.\w+)"', text))
    assert used, "the scan found nothing"
    missing = sorted(k for k in used if not has(k))
    assert not missing


@pytest.mark.parametrize("preset", PRESETS)
def test_rules_summary_covers_the_preset(preset):
    rules = ruleset(preset)
    pt, en = rules_summary(rules, "pt"), rules_summary(rules, "en")
    assert len(pt) == len(en) >= 12
    text = " ".join(pt)
    assert ("Lixo fechado" in text) == rules.lixo_fechado
    assert ("Trincas valem" in text) == rules.trincas
    assert ("joker" in text) == rules.curingas_de_papel
    assert ("Vulnerável" in text) == rules.vulneravel
    assert ("canastra limpa" in text) == rules.batida_exige_limpa
    assert ("Só se bate descartando" in text) == (not rules.batida_por_baixada)
    assert ("vale 30 pontos" in text) == (rules.valor_curinga_2 == 30)
    assert ("não pode descartar essa mesma carta" in text) == rules.proibe_descarte_do_lixo_unico


async def test_help_lists_every_key_and_this_tables_rules(data_dir):
    app = make_app(data_dir, seed=10, rules="mestre-canastra")
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        text = await open_help(pilot, width=96)
        for binding in table.BINDINGS:
            if binding.show:
                shown = binding.key_display or binding.key
                # the key's own row (a one-letter key like v also starts a wrapped "vez")
                line = next(
                    row
                    for row in text.splitlines()
                    if row.split()[: len(shown.split())] == shown.split()
                )
                assert len(line.split()) > 2, line  # the key, its name and what it does
        rules = " ".join(text.split())
        assert "Mestre: Canastra" in rules and "Vulnerável" in rules
        await pilot.press("escape")
        assert app.screen is table


async def test_english_is_complete_on_the_table(data_dir):
    app = make_app(data_dir, seed=10, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("c")
        text = screen_text(app)
        for word in ("Sua", "Comprar", "Placar", "Você", "Rodadas", "cartas", "jogo", "Ajuda"):
            assert word not in text, word
        for word in ("Your hand", "Score", "Hands", "Discard", "Help", "Stock"):
            assert word in text, word


async def test_options_ascii_suits_language_and_sound_apply_and_persist(data_dir):
    app = make_app(data_dir, seed=10)
    bells = []
    app.bell = lambda: bells.append(1)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, OptionsScreen))
        await pilot.click("#ascii_suits")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()  # the table's next frame, in ASCII suits
        text = screen_text(app)
        assert not any(s in text.split("Sua mão")[1].split("\n")[1] for s in "♠♥♦♣")
        assert re.search(r"\b(10|[2-9AJQK])[shdc]\b", text)
        assert load_settings(data_dir)[0].ascii_suits
        # sound: a bell now, and when the turn comes back from Zeca
        await pilot.press("s")
        assert bells and load_settings(data_dir)[0].sound
        bells.clear()
        await pilot.press("c")
        await select(pilot, [app.session.game.hand(0)[0]])
        await pilot.press("d")
        await until(pilot, lambda: app.session.human_to_act)
        assert bells == [1]
        # language, at once and remembered
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, OptionsScreen))
        select_widget = app.screen.query_one("#lang")
        select_widget.value = "en"
        await until(pilot, lambda: app.lang == "en")
        await until(pilot, lambda: "Language" in screen_text(app))  # the options, re-drawn
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        text = screen_text(app)
        assert "Your turn" in text and "Draw" in text
        assert load_settings(data_dir)[0].lang == "en"

"""The help of each table: every number it states is the engine's, in every language.

Issue 9: the rioplatense help contradicted itself ("Canastra: jogo de 7 ou mais cartas" and
"de 3 a 7 cartas… não aceita mais"; "um 2 usado como curinga vale 20 (o 2 natural, 10)" and
"2 = 20"). Here each number is measured on the engine (card values, what a jogo of n cards
is judged, the bonus of each canastra) and the help must state exactly that, once.
"""

from __future__ import annotations

import re

import pytest

from buraco_tui.engine import PRESETS, check_meld, deck, parse_cards, ruleset
from buraco_tui.screens.rules_text import rules_summary, table_numbers
from buraco_tui.text.lang import LANGS, messages, tr

HEARTS = "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥".split()
"""A whole run of hearts, ace low and ace high."""

TABLES = [(preset, lang) for preset in PRESETS for lang in LANGS]


def value(rules, card: str) -> int:
    """The engine's points for one card in hand."""
    (code,) = parse_cards(card)
    return rules.values[int(code)]


def run(n: int) -> str:
    """A clean run of n hearts starting at the 3 (then wrapping to the ace high)."""
    return " ".join(HEARTS[2 : 2 + n])


def engine_numbers(rules) -> dict[str, int]:
    """What the engine does on this table, measured by judging jogos."""
    sizes = [n for n in range(3, 13) if check_meld(run(n), rules).ok]
    canastra = min(n for n in sizes if check_meld(run(n), rules).canastra)
    limit = max(sizes)
    # a jogo the engine refuses for its size alone (13 cards 2..A, ace high, no curinga)
    unlimited = check_meld(" ".join(HEARTS[1:]), rules).ok
    suja = check_meld(run(canastra - 1) + " 2♣", rules)
    three = value(rules, "3♥") + value(rules, "4♥")
    return {
        "canastra": canastra,
        "max_jogo": 0 if unlimited else limit,
        "limpa": check_meld(run(canastra), rules).bonus,
        "suja": suja.bonus,
        "low": value(rules, "5♣"),
        "high": value(rules, "J♦"),
        "ace": value(rules, "A♠"),
        "two": value(rules, "2♥"),
        # a 2 standing as curinga: the jogo's points less its two naturals
        "two_wild": check_meld("3♥ 4♥ 2♣", rules).points - three,
        "joker": value(rules, "JK") if rules.curingas_de_papel else 0,
        "deck": len(deck(rules.curingas_de_papel)),
    }


@pytest.mark.parametrize(("preset", "lang"), TABLES)
def test_the_numbers_of_the_help_are_the_engines(preset, lang):
    rules = ruleset(preset)
    nums, engine = table_numbers(rules), engine_numbers(rules)
    for name, measured in engine.items():
        assert getattr(nums, name) == measured, name
    help_lines = rules_summary(rules, lang)
    text = "\n".join(help_lines)
    # the deck, the card values and the 2, stated once each
    assert (
        tr(
            "ui.rules.deck_jokers" if rules.curingas_de_papel else "ui.rules.deck",
            lang,
            n=engine["deck"],
        )
        in text
    )
    for key in ("low", "high", "ace"):
        assert tr(f"ui.rules.v.{key}", lang, n=engine[key]) in text, key
    if engine["two_wild"] == engine["two"]:
        two = tr("ui.rules.v.two", lang, n=engine["two"])
    else:
        two = tr("ui.rules.v.two_wild", lang, n=engine["two"], w=engine["two_wild"])
    assert text.count(two) == 1
    assert text.count("2 = ") == 1, "the 2's value is stated in one place"
    joker = tr("ui.rules.v.joker", lang, n=engine["joker"])
    assert (joker in text) == rules.curingas_de_papel
    # the canastra: its size, whether the jogo grows past it, its bonuses
    bonus = {"limpa": engine["limpa"], "suja": engine["suja"]}
    full = tr("ui.rules.canastra_cheia", lang, n=engine["canastra"], min=3, **bonus)
    open_ended = tr("ui.rules.canastra", lang, n=engine["canastra"], **bonus)
    if engine["max_jogo"] == engine["canastra"]:
        assert full in help_lines and open_ended not in help_lines
    else:
        assert open_ended in help_lines and full not in help_lines
    if engine["max_jogo"] and engine["max_jogo"] != engine["canastra"]:
        assert tr("ui.rules.max_jogo", lang, n=engine["max_jogo"], min=3) in help_lines


@pytest.mark.parametrize(("preset", "lang"), TABLES)
def test_the_special_canastras_of_the_help_are_the_engines(preset, lang):
    rules = ruleset(preset)
    text = "\n".join(rules_summary(rules, lang))
    especiais = tr(
        "ui.rules.especiais",
        lang,
        c500=check_meld(" ".join(HEARTS[:13]), rules).bonus,
        c1000=check_meld(" ".join(HEARTS), rules).bonus,
    )
    assert (especiais in text) == rules.canastras_especiais
    if rules.canastras_especiais:  # the help says both 13-card runs make the 500
        assert (
            check_meld(" ".join(HEARTS[1:]), rules).bonus
            == check_meld(" ".join(HEARTS[:13]), rules).bonus
        )
    rio = tr(
        "ui.rules.canastras_rio",
        lang,
        n=7,
        limpa=check_meld("A♥ A♠ A♦ A♣ A♥ A♠ A♦", rules).bonus,
        suja=check_meld("A♥ A♠ A♦ A♣ A♥ A♠ 2♣", rules).bonus,
        curingas=check_meld("2♥ 2♠ 2♦ 2♣ JK JK JK", rules).bonus,
    )
    assert (rio in text) == rules.canastras_rioplatenses


@pytest.mark.parametrize(("preset", "lang"), TABLES)
def test_every_number_the_help_states_is_one_of_the_tables(preset, lang):
    """No stray number: each one is a card rank, a count or a value the table has."""
    rules = ruleset(preset)
    text = " ".join(rules_summary(rules, lang))
    nums = table_numbers(rules)
    allowed = {
        *range(2, 15),  # ranks and card counts (3 to 7, 8 to K, 13 and 14 cards)
        *vars(nums).values(),
        54,  # the third deck
        100,  # the batida and the morto not taken
        rules.meta,
        rules.vulneravel_minimo if rules.vulneravel else 3,
    }
    stated = {int(n) for n in re.findall(r"\d+", text)}
    assert stated <= allowed, sorted(stated - allowed)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rioplatense_help_no_longer_contradicts_itself(lang):
    """Issue 9: "Canastra: jogo de 7 ou mais cartas" against "de 3 a 7 cartas… não aceita
    mais", and "um 2 usado como curinga vale 20 (o 2 natural, 10)" against "2 = 20"."""
    lines = rules_summary(ruleset("rioplatense"), lang)
    text = "\n".join(lines)
    assert tr("ui.rules.canastra_cheia", lang, n=7, min=3, limpa=200, suja=100) in lines
    assert tr("ui.rules.v.two", lang, n=20) in text
    assert tr("ui.rules.v.joker", lang, n=50) in text
    assert tr("ui.rules.v.ace", lang, n=20) in text
    assert len(lines) == len(set(lines))


def test_the_rioplatense_help_in_spanish_speaks_as_seed_001():
    """Seed 001's words: pozo, buraco, canasta, comodín, bajar, cerrar."""
    text = " ".join(rules_summary(ruleset("rioplatense"), "es")).lower()
    for word in ("pozo", "buraco", "canasta", "comodín", "bajar", "cerrar", "mazo"):
        assert word in text, word
    # seed 001: "Tres 2 juntos son un juego de comodines"; "De 3 a 7 cartas. Con 7 es canasta
    # y ya no acepta más"; "Nunca un comodín"
    assert "juegos sólo de comodines" in text
    assert "de 3 a 7 cartas: con 7 es canasta y ya no acepta más" in text
    assert "nunca se descarta un comodín" in text


PORTUGUESE = (
    "lixo",
    "morto",
    "mortos",
    "curinga",
    "curingas",
    "canastra",
    "você",
    "mão",
    "baixar",
    "jogo",
    "bater",
    "batida",
    "pegue",
    "monte",
)
"""Portuguese game words that have a Spanish one in seed 001."""


def test_spanish_has_no_portuguese_game_words():
    """Every Spanish sentence but the Brazilian tables' own names (Mestre: Canastra...)."""
    for key, entry in messages("es").items():
        if key.startswith("ui.mode."):
            continue
        texts = entry.values() if isinstance(entry, dict) else [entry]
        for text in texts:
            words = set(re.findall(r"\w+", re.sub(r"\{\w+", "", text).lower()))
            assert not words & set(PORTUGUESE), (key, words & set(PORTUGUESE))


def test_spanish_plural_and_words():
    assert tr("ui.cards", "es", n=1) == "1 carta"
    assert tr("ui.cards", "es", n=0) == "0 cartas"
    assert tr("explain.progress.missing", "es", n=2) == "queda a 2 cartas de la canasta"
    assert tr("ui.lixo", "es") == "Pozo"
    assert tr("ui.morto_label", "es") == "Buraco"
    assert tr("refusal.descarte_curinga", "es") == "En esta mesa nunca se descarta un comodín."


def test_spanish_never_conjugates_a_verb_for_who():
    """ "Tú descartó" is wrong and "Zeca descartaste" too: {who} is named, never the subject."""
    for key, entry in messages("es").items():
        if isinstance(entry, str) and "{who}" in entry:
            assert re.search(r"\{who\}[:.]", entry), key
    assert tr("ui.ev.descartar", "es", who=tr("ui.who.you", "es"), card="5♠") == "Tú: descarte 5♠."

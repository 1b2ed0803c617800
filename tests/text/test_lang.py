"""The message catalogue: every language has every key, with the same fields and its plurals."""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

from buraco_tui.text.lang import DEFAULT, LANGS, has, messages, plural_rule, tr

SOURCES = Path(__file__).resolve().parents[2] / "buraco_tui"
PROBES = (0, 1, 2, 3, 5, 11, 21, 100, 1000, 1_000_000)


def fields(entry: str | dict[str, str]) -> set[str]:
    """The ``{names}`` a sentence (or all its plural forms) asks for."""
    texts = entry.values() if isinstance(entry, dict) else [entry]
    return {name for text in texts for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_languages_are_the_modules_of_the_package_default_first():
    folder = SOURCES / "text" / "lang"
    modules = {p.stem for p in folder.glob("*.py") if not p.stem.startswith("_")}
    assert set(LANGS) == modules
    assert LANGS[0] == DEFAULT == "pt"
    assert {"pt", "en"} <= set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_key_with_the_same_fields(lang):
    base, other = messages(DEFAULT), messages(lang)
    assert list(other) == list(base), "same keys (and in the same order, for review)"
    for key, entry in base.items():
        translated = other[key]
        assert isinstance(translated, dict) == isinstance(entry, dict), key
        assert fields(translated) == fields(entry), key
        texts = translated.values() if isinstance(translated, dict) else [translated]
        assert all(text.strip() for text in texts), key


@pytest.mark.parametrize("lang", LANGS)
def test_plural_entries_have_every_category_their_language_uses(lang):
    plural = plural_rule(lang)
    used = {plural(n) for n in PROBES}
    assert "other" in used
    for key, entry in messages(lang).items():
        if isinstance(entry, dict):
            assert used <= set(entry), key


@pytest.mark.parametrize("lang", LANGS)
def test_a_language_module_holds_only_its_messages_and_plural(lang):
    module = importlib.import_module(f"buraco_tui.text.lang.{lang}")
    public = {name for name in vars(module) if not name.startswith("_")} - {"annotations"}
    assert public == {"MESSAGES", "plural"}


def test_tr_picks_the_plural_form():
    assert tr("ui.cards", "pt", n=1) == "1 carta"
    assert tr("ui.cards", "pt", n=0) == "0 cartas"  # as the game always said (CLDR says "one")
    assert tr("ui.cards", "pt", n=7) == "7 cartas"
    assert tr("ui.cards", "en", n=1) == "1 card"
    assert tr("ui.cards", "en", n=2) == "2 cards"
    assert tr("ui.selected", "pt", n=1) == "1 marcada"
    assert tr("explain.progress.missing", "pt", n=2) == "fica a 2 cartas da canastra"
    assert tr("explain.progress.missing", "en", n=1) == "is 1 card from a canastra"
    with pytest.raises(TypeError):
        tr("ui.cards", "pt")


def test_tr_fills_fields_and_falls_back_to_portuguese():
    assert tr("ui.st.hint", "en", reason="x") == "Hint: x"
    assert tr("ui.st.hint", "xx", reason="x") == "Dica: x"  # an unknown language
    assert tr("ui.hist.line", "pt") == "{n:>2}. {a:>6} {b:>6}"  # no fields: as written
    assert tr("refusal.acao_desconhecida", "en", acao="x", validas="a, b") == (
        "Unknown move: 'x'. The moves are: a, b."
    )
    with pytest.raises(KeyError):
        tr("ui.no_such_key")


def test_every_literal_key_in_the_code_exists():
    used: set[str] = set()
    for path in SOURCES.rglob("*.py"):
        if path.parent.name == "lang":
            continue
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'\btr\(\s*"((?:ui|refusal|score|cli|explain)\.[\w.-]+)"', text))
    assert len(used) > 100
    assert sorted(k for k in used if not has(k)) == []


def test_no_text_is_chosen_by_comparing_the_language():
    # issue 7: one catalogue, no `if lang == "pt"` forks left
    offenders = [
        f"{path.name}:{n}"
        for path in SOURCES.rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"lang\s*[!=]=\s*['\"]", line)
    ]
    assert offenders == []


def test_the_catalogue_imports_only_the_standard_library():
    # the engine uses it, so it must stay pure (the import-linter contract lists the rest)
    import ast
    import sys

    for path in (SOURCES / "text" / "lang").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top == "__future__" or top in sys.stdlib_module_names, (path.name, name)


def test_the_dica_names_every_kind_of_canastra():
    # the rioplatense aces and curingas canastras had no words and the Dica raised KeyError
    from buraco_tui.engine.jogos.meld import CANASTRA_BONUS

    for kind in CANASTRA_BONUS:
        assert has(f"explain.kind.{kind}"), kind
    assert tr("explain.progress.canastra", "pt", kind=tr("explain.kind.ases-limpa", "pt")) == (
        "fecha uma canastra limpa de ases"
    )


def test_english_names_the_table_the_way_the_table_does():
    """English keeps the table's Portuguese labels (morto, lixo, canastra, batida) and
    otherwise says stock, meld and wild card, as the English table does (decision 77).
    Seen at stop 47: the table said "Stock" and "Your pair's melds" while the Dica said
    "Draw from the monte" and "your pair's spades jogo", and the refusals said "discard
    pile" for the pile labelled "Lixo". A Portuguese word in brackets after its English
    one is the rules' glossary and stays; the developers' commands (``cli.*``) are apart."""
    foreign = re.compile(r"\b(jogos?|monte|curingas?)\b|discard pile", re.IGNORECASE)
    found = []
    for key, entry in messages("en").items():
        if key.startswith("cli."):
            continue
        for text in entry.values() if isinstance(entry, dict) else [entry]:
            text = re.sub(r"\{[^}]*\}", "", text)  # fields are names, not words
            text = re.sub(r"\((monte|curingas?)\)", "", text)  # the glossary's mention
            found += [f"{key}: {m.group(0)}" for m in foreign.finditer(text)]
    assert not found, found

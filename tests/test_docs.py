"""The rules and the API documents inside the repo stay true to the code.

Code cites ``rules.md §N.N`` and ``decision N`` (docs/rules.md, docs/decisions.md) instead of files
outside the repository: every such citation must name a section or decision that exists, and the
examples of docs/engine-api.md must run.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SOURCES = sorted((ROOT / "buraco_tui").rglob("*.py"))


def _sections() -> set[str]:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    return set(re.findall(r"^#+ §(\d+(?:\.\d+)?)\b", text, flags=re.MULTILINE))


def _decisions() -> set[int]:
    text = (DOCS / "decisions.md").read_text(encoding="utf-8")
    return {int(n) for n in re.findall(r"^(\d+)\. \*\*", text, flags=re.MULTILINE)}


def test_rules_sections_cited_in_code_exist() -> None:
    sections = _sections()
    assert {"4.4", "7.4", "11.1"} <= sections  # closed lixo, morto penalty, aberto
    missing = []
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        for ref in re.findall(r"rules\.md ?((?:§\d+(?:\.\d+)?(?:, ?|,? and | ?/ ?)?)+)", text):
            for number in re.findall(r"§(\d+(?:\.\d+)?)", ref):
                if number not in sections:
                    missing.append(f"{path.relative_to(ROOT)}: §{number}")
    assert not missing, missing


def test_decisions_cited_in_code_exist() -> None:
    decisions = _decisions()
    assert len(decisions) >= 27
    missing = []
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        for number in re.findall(r"\b[Dd]ecisions? (\d+)\b", text):
            if int(number) not in decisions:
                missing.append(f"{path.relative_to(ROOT)}: decision {number}")
    assert not missing, missing


def test_code_cites_no_file_outside_the_repo() -> None:
    tests = [p for p in (ROOT / "tests").rglob("*.py") if p.name != "test_docs.py"]
    offenders = [
        str(path.relative_to(ROOT))
        for path in [*SOURCES, *tests]
        if re.search(r"RULES\.md|ENGINE_API\.md|\.\./shared", path.read_text(encoding="utf-8"))
    ]
    assert not offenders, offenders


def test_engine_api_examples_run() -> None:
    failures, tried = doctest.testfile(
        str(DOCS / "engine-api.md"), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert tried > 5
    assert failures == 0


def test_rules_code_pointers_name_real_functions() -> None:
    """Each rule's ``Code:`` line names functions that exist in the modules it names."""
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    pointers = re.findall(r"^Code: (.+)$", text, flags=re.MULTILINE)
    assert len(pointers) > 50
    from dataclasses import fields

    from buraco_tui.engine import MeldCheck, Rules

    # Rules fields, a verdict's attributes and action names are data, not functions.
    data_names = {f.name for f in fields(Rules)} | {f.name for f in fields(MeldCheck)}
    data_names |= {"nova_mao", "Rules"}
    missing = []
    for line in pointers:
        modules = re.findall(r"`((?:engine|buraco_tui)/[\w/]+\.py)`", line)
        sources = ""
        for module in modules:
            path = ROOT / "buraco_tui" / module if module.startswith("engine/") else ROOT / module
            sources += path.read_text(encoding="utf-8")
        for name in re.findall(r"`([A-Za-z_][\w.]*)`", line):
            if "/" in name or not modules or name in data_names:
                continue
            attr = name.split(".")[-1]
            if not re.search(rf"^\s*(def|class) {attr}\b|^{attr}\b.*=", sources, re.MULTILINE):
                missing.append(f"{name} in {modules}")
    assert not missing, missing


def _bot_decisions() -> dict[str, str]:
    """Bot decision number (``B12``) -> its text, from docs/bot-decisions.md."""
    text = (DOCS / "bot-decisions.md").read_text(encoding="utf-8")
    parts = re.split(r"^## (B\d+)\. ", text, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_bot_decisions_cited_in_code_exist() -> None:
    decisions = _bot_decisions()
    assert len(decisions) >= 23
    tests = [p for p in (ROOT / "tests").rglob("*.py") if p.name != "test_docs.py"]
    missing = []
    cited = 0
    for path in [*SOURCES, *tests]:
        text = path.read_text(encoding="utf-8")
        for ref in re.findall(r"\b[Dd]ecisions? (B\d+(?:(?:, | and | to |-| or )B\d+)*)", text):
            for number in re.findall(r"B\d+", ref):
                cited += 1
                if number not in decisions:
                    missing.append(f"{path.relative_to(ROOT)}: bot decision {number}")
    assert cited > 30
    assert not missing, missing


def test_each_bot_decision_keeps_its_old_number_and_a_pointer_where_it_was() -> None:
    """Issue 27: the bot decisions left docs/decisions.md for docs/bot-decisions.md,
    each saying the number it had, and a one-line pointer stands at that number."""
    rules = (DOCS / "decisions.md").read_text(encoding="utf-8")
    for number, text in _bot_decisions().items():
        old = re.search(r"\(was decision (\d+)\)", text)
        if old is None:  # made after the move: it says so
            assert re.search(r"^\*\(new, ", text, re.M), number
            continue
        pointer = re.search(
            rf"^{old.group(1)}\. \*\*Moved: bot decision {number}\*\*.*$", rules, re.M
        )
        assert pointer and "docs/bot-decisions.md" in pointer.group(0), number


def test_bots_md_is_a_reference_and_the_lab_notes_are_dated() -> None:
    """Issue 27: docs/bots.md is a reference of at most 300 lines; the history of the
    experiments is in dated files under docs/lab/, each linked from it."""
    bots = (DOCS / "bots.md").read_text(encoding="utf-8")
    assert len(bots.splitlines()) <= 300
    lab = sorted((DOCS / "lab").glob("*.md"))
    assert lab
    for path in lab:
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md", path.name), path.name
        assert f"(lab/{path.name})" in bots, path.name
    for data in ("estimate.json", "estimate_by_style.json", "reading.json", "value.json"):
        assert data in bots and (ROOT / "buraco_tui" / "ai" / "fitted" / "data" / data).exists()

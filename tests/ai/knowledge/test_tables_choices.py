"""One mechanism for every table (issue 27, item 3; bot decision B25): no preset
name is tested in the bots' code; what a table changes is a field of ``Rules``,
read through the declared choices of ``ai/knowledge/tables.py``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import buraco_tui.ai
from buraco_tui.ai.knowledge.tables import CHOICES, fitted_key, opponent_style
from buraco_tui.engine import PRESETS, ruleset

AI = Path(buraco_tui.ai.__file__).parent
#: The one module allowed to read a table's preset (the fitted data's key).
TABLE_MODULE = AI / "knowledge" / "tables.py"
#: Per-preset switches the declared table replaced.
RETIRED = {"TABLE_OPPONENT", "TELL_PRESETS"}


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _preset_uses(path: Path) -> list[str]:
    """Where ``path`` names a preset in its code (docstrings and comments aside),
    reads ``rules.preset`` or uses a retired per-preset switch."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if node.value in PRESETS:
                found.append(f"{path.name}:{line}: {node.value!r}")
        elif isinstance(node, ast.Attribute) and node.attr == "preset":
            owner = node.value
            if (isinstance(owner, ast.Attribute) and owner.attr == "rules") or (
                isinstance(owner, ast.Name) and owner.id == "rules"
            ):
                found.append(f"{path.name}:{line}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name | ast.alias):
            name = node.id if isinstance(node, ast.Name) else node.name
            if name in RETIRED:
                found.append(f"{path.name}:{line}: {name}")
    return found


def test_no_preset_name_in_the_bots_outside_the_table_module() -> None:
    files = [p for p in sorted(AI.rglob("*.py")) if p != TABLE_MODULE]
    assert len(files) > 20
    found = [hit for p in files for hit in _preset_uses(p)]
    assert found == []


def test_the_check_finds_a_preset_name(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""mestre-buraco in a docstring is fine."""\n'
        'TABLE_OPPONENT = {"mestre-buraco": "medium"}\n'
        "def f(seen):\n    return seen.rules.preset == 'aberto'\n",
        encoding="utf-8",
    )
    assert len(_preset_uses(sample)) == 4


#: What each choice gives at the presets, as the bots played before (behaviour kept).
AT_PRESETS = {
    "race_table": {"rioplatense"},
    "sprint_table": {"mestre-buraco"},
    "greedy_table": set(PRESETS) - {"mestre-buraco", "rioplatense"},
    "opponent_style": {"mestre-buraco"},
    "reads_race_tell": {"mestre-buraco"},
}


@pytest.mark.parametrize("name", sorted(CHOICES))
def test_each_choice_at_the_presets(name: str) -> None:
    assert {p for p in PRESETS if CHOICES[name](ruleset(p))} == AT_PRESETS[name]


def test_a_choice_follows_the_rules_not_the_name() -> None:
    """An aberto table with the option 'any canastra bats' plays as a sprint table."""
    sprint = ruleset("aberto", batida_exige_limpa=False)
    assert opponent_style(sprint) == "medium" and opponent_style(ruleset("aberto")) is None
    assert fitted_key(sprint) == "aberto"  # the fitted data stay the table's own


#: Issue 27's check, read literally: the search, the evaluation and the planner.
SEARCH_FILES = (
    "mcts/search.py",
    "mcts/playout.py",
    "plans/laydown.py",
    "plans/draft.py",
    "value/model.py",
)


def _names_in_text(path: Path) -> list[str]:
    """Every table, opponent style or other level named anywhere in ``path``'s text
    (comments and docstrings included, any case): Difícil's own name aside."""
    from buraco_tui.ai.levels import LEVELS
    from buraco_tui.ai.plans.pool import POOL

    names = set(PRESETS) | set(POOL) | (set(LEVELS) - {"hard"}) | {"médio", "fácil"}
    lines = path.read_text(encoding="utf-8").lower().splitlines()
    return [
        f"{path.name}:{number}: {name}"
        for number, line in enumerate(lines, 1)
        for name in sorted(names)
        if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", line)
    ]


def test_grep_finds_no_table_style_or_level_name_in_the_search() -> None:
    """Issue 27's closing check ("grep finds no preset or style name in ai/mcts/search.py,
    ai/planner.py or the evaluation outside the declared table"), on the search, the
    evaluation (``playout.py``, ``value/model.py``) and the planner (``laydown.py``,
    ``draft.py``); the other plans the search weighs are declared in ``proposers.py``."""
    found = [hit for name in SEARCH_FILES for hit in _names_in_text(AI / name)]
    assert found == []


def test_the_text_check_finds_a_name(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""At Mestre-Buraco the racer"""\nx = "medium"  # hoarder\n', "utf-8")
    assert len(_names_in_text(sample)) == 4

"""The tests' own layout (issue 25): the test folders mirror the packages of ``buraco_tui``,
and no test module imports another: what tests share lives in ``tests/helpers`` (imported
as ``tests.helpers...``) or in the fixtures of a ``conftest.py``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
HELPERS = TESTS / "helpers"


def _module_name(path: Path) -> str:
    """The dotted name of a file under the repository root (``tests.engine.test_view``)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(source: str, package: str) -> list[str]:
    """Every module the code of a file in ``package`` imports, relative imports resolved to
    dotted names."""
    tree = ast.parse(source)
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[: len(base) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            # ``from . import x`` may name a module: count both readings
            names.append(module)
            names += [f"{module}.{alias.name}" for alias in node.names]
    return names


def _test_code_imports(path: Path, source: str | None = None) -> list[str]:
    """The modules of the tests (not the helpers) that the file at ``path`` imports."""
    package = _module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    if source is None:
        source = path.read_text(encoding="utf-8")
    found = []
    for name in _imported(source, package):
        if name == "tests" or name.startswith("tests."):
            if name == "tests.helpers" or name.startswith("tests.helpers."):
                continue
            found.append(name)
    return found


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def test_no_test_module_imports_another() -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in _python_files(TESTS)
        for name in _test_code_imports(path)
    ]
    assert not offenders, offenders


def test_the_check_sees_relative_and_absolute_imports() -> None:
    """The check above can fail: it reads both spellings of an import of a test module."""
    sample = TESTS / "engine" / "test_sample.py"
    assert _test_code_imports(sample, SAMPLE) == [
        "tests.engine.test_view",
        "tests.engine.test_view.oracle",
        "tests.screens",
        "tests.screens.conftest",
        "tests.engine.test_hand",
    ]


SAMPLE = """
from .test_view import oracle
from ..screens import conftest
import tests.engine.test_hand
from tests.helpers.positions import layout
from ..helpers import checks
"""


def test_test_folders_mirror_the_packages() -> None:
    """Every test folder, at any depth, stands for a package of ``buraco_tui`` of the same
    path (``tests/engine/jogos`` for ``buraco_tui/engine/jogos``) and holds a test."""
    source = ROOT / "buraco_tui"
    folders = [
        p.parent.relative_to(TESTS)
        for p in TESTS.rglob("__init__.py")
        if p.parent != TESTS and "helpers" not in p.parent.relative_to(TESTS).parts
    ]
    assert len(folders) > 10, folders
    missing = [str(f) for f in folders if not (source / f / "__init__.py").is_file()]
    assert not missing, missing
    for folder in folders:
        assert list((TESTS / folder).glob("test_*.py")), f"tests/{folder} holds no test"

"""The test suite's own shape: test modules share helpers through tests/helpers, never by
importing one another, so a test file can be renamed or split without breaking others."""
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_test_module_imports_another():
    offenders = {
        path.name: sorted(m for m in imported_modules(path) if m.split(".")[-1].startswith("test_"))
        for path in sorted(TESTS.rglob("*.py"))
    }
    found = {name: mods for name, mods in offenders.items() if mods}
    assert found == {}, ("import shared helpers from tests/helpers/ (table.py has step, click, drag, "
                         "post, key, open_table, open_position, settle, zone_centre...), or move the "
                         f"helper there: {found}")


def test_the_checker_sees_an_import_of_a_test_module(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text("from tests.test_table import step\nimport tests.test_window\n")
    assert imported_modules(sample) == {"tests.test_table", "tests.test_window"}

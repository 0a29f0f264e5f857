"""Play-test finding (29 November): The Fool's Journey's messages cited "(house decision
N)", which tells a player nothing unless they open the rules. A message says the rule in
plain words; house decisions are numbered in each game's rules.md and in the tests only.
Every string the code can show (a docstring is never shown) and every data file beside
it is read; the refusals themselves are dragged with real mouse events in
test_fools_refusals.py."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import tarot_table

PACKAGE = Path(tarot_table.__file__).parent
CITED = re.compile(r"house decisions? \d", re.IGNORECASE)   # a number cited (a link to the section is no cite)


def shown_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module (the parts of its f-strings too), its docstrings
    left out; none in a module whose text never says "decision" (a cite could not stand
    in it, and most modules are not parsed: 38 of 229)."""
    text = path.read_text(encoding="utf-8")
    if "decision" not in text.lower():
        return []
    tree = ast.parse(text)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_no_string_the_code_can_show_cites_a_house_decision():
    cited = [f"{path.relative_to(PACKAGE)}:{line}: {text!r}" for path in sorted(PACKAGE.rglob("*.py"))
             for line, text in shown_strings(path) if CITED.search(text)]
    assert not cited, "\n".join(cited)


def test_no_data_file_a_game_shows_cites_a_house_decision():
    """Lessons, coaching notes and glossaries (rules.md is where the numbers belong)."""
    cited = [str(path.relative_to(PACKAGE)) for pattern in ("*.toml", "*.json")
             for path in sorted(PACKAGE.rglob(pattern)) if CITED.search(path.read_text(encoding="utf-8"))]
    assert not cited, cited


def test_the_reader_finds_a_cited_house_decision(tmp_path):
    """The check itself: a message citing one is found, its docstring is not."""
    module = tmp_path / "refusal.py"
    module.write_text('def refusal():\n    """House decision 3: told in rules.md."""\n'
                      '    return "The journey is won (house decision 3)."\n', encoding="utf-8")
    assert [text for _, text in shown_strings(module) if CITED.search(text)] == ["The journey is won (house decision 3)."]

"""Every game's insides have one shape (issue 29, docs/new-game.md "One shape for a
game's insides"): rules.py holds one Game subclass with no mixins, the words the table
shows are functions in presentation.py that the class's hooks call, and no other
module of the folder imports rules.py."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import Game

WORD_HOOKS = ("status", "describe", "why_not")


def folder_of(game) -> Path:
    return Path(inspect.getfile(type(game))).parent


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_class_is_the_one_game_class_and_has_no_mixin(game_id):
    game = GAMES[game_id]
    assert type(game).__bases__ == (Game,), type(game).__bases__
    tree = ast.parse((folder_of(game) / "rules.py").read_text(encoding="utf-8"))
    games = [node.name for node in tree.body if isinstance(node, ast.ClassDef)
             and any(isinstance(b, ast.Name) and b.id == "Game" for b in node.bases)]
    assert games == [type(game).__name__]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_words_are_functions_of_presentation_called_by_one_line_hooks(game_id):
    game = GAMES[game_id]
    folder = folder_of(game)
    words = ast.parse((folder / "presentation.py").read_text(encoding="utf-8"))
    functions = {node.name: node for node in words.body if isinstance(node, ast.FunctionDef)}
    assert not [node.name for node in words.body if isinstance(node, ast.ClassDef)
                and not node.name.endswith("Ending")], "presentation.py holds functions (and an Ending part)"
    for hook in WORD_HOOKS:
        method = vars(type(game)).get(hook)
        assert method is not None, f"{game_id} does not say its own {hook}"
        body = [s for s in ast.parse(inspect.getsource(method).strip()).body[0].body
                if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        assert len(body) == 1 and isinstance(body[0], ast.Return), f"{game_id}.{hook} is more than one line"
        call = body[0].value
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) \
                and isinstance(call.func.value, ast.Name) and call.func.value.id == "presentation":
            assert call.func.attr in functions, f"{game_id}: presentation.{call.func.attr} is missing"
            assert next(a.arg for a in functions[call.func.attr].args.args) == "game"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_module_of_a_game_imports_its_rules(game_id):
    game = GAMES[game_id]
    rules_module = type(game).__module__
    for path in folder_of(game).glob("*.py"):
        if path.name == "rules.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                named = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                named = [a.name for a in node.names]
            else:
                continue
            assert rules_module not in named, f"{path.name} imports {rules_module}"

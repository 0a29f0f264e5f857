"""Rules, layouts and bots run headless: none of them may pull in pygame."""
import subprocess
import sys

from tarot_table.games import GAMES


def test_game_modules_import_no_pygame():
    modules = []
    for game in GAMES.values():
        package = type(game).__module__.rsplit(".", 1)[0]
        modules += [f"{package}.rules", f"{package}.layout", f"{package}.bots"]
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules)
            + "import tarot_table.saves, tarot_table.session, tarot_table.simulate, tarot_table.solver\n"
            + "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_session_keeper_and_its_seam_import_no_pygame():
    """The game kept (autosave, statistics, journal, undo) and the TableSession seam a
    remote seat implements run with no window (issue 29)."""
    code = ("import sys\nimport tarot_table.keeper, tarot_table.table_session, tarot_table.clock\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_table_engine_names_no_game():
    from pathlib import Path
    import tarot_table.table as table
    ids = list(GAMES) + ["queens-of-fate", "fools-journey", "tempting-fate", "tournament-of-queens",
                         "lucky-you"]
    for path in Path(table.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for game_id in ids:
            for spelling in (f'"{game_id}"', f"'{game_id}'", f"games.{game_id.replace('-', '_')}"):
                assert spelling not in text, f"{path.name} names {game_id}"


def test_table_engine_names_no_games_title_nor_its_boards_kinds_of_space():
    """A board's own kinds of space (Lucky You!'s jumps, dumps and jails) reach the
    table as SpaceStyle data from the game's layout; the engine's code never names them,
    nor any game by its title (issue 29)."""
    import re
    from pathlib import Path
    import tarot_table.table as table
    words = set()
    for game in GAMES.values():
        words.add(game.title.lower())
        for players in {game.min_players, game.max_players}:
            state = game.new(1, None, game.default_seats(players))
            board = game.layout(state).board
            words.update(style.kind for style in (board.styles if board else ()))
    assert {"jump", "dump", "jail"} <= words   # the check sees what it is meant to
    for path in Path(table.__file__).parent.rglob("*.py"):
        code = "\n".join(line.split("#")[0] for line in path.read_text(encoding="utf-8").lower().splitlines())
        for word in words:
            assert not re.search(rf'["\']{re.escape(word)}["\']', code), f"{path.name} names {word!r}"


def _engine_code() -> dict:
    """Each module of the table engine, its comments left out, lower case."""
    from pathlib import Path
    import tarot_table.table as table
    return {path.name: "\n".join(line.split("#")[0] for line in path.read_text(encoding="utf-8").lower().splitlines())
            for path in Path(table.__file__).parent.rglob("*.py")}


def test_table_engine_names_no_card_suit_and_no_games_token_shape():
    """Issue 29: a suit's colour and mark come from the deck (tarot_table.suits), a board's
    piece shapes from its game (Board.token_shapes): the engine's code names neither,
    in quotes or as a name of its own (SUIT_COLOURS["cups"], def _crystal)."""
    import re
    from tarot_table.cards import TAROT_DECK, facts
    suits = {facts(card).suit for card in TAROT_DECK if facts(card).arcana == "minor"}
    shapes = set()
    for game in GAMES.values():
        for players in {game.min_players, game.max_players}:
            board = game.layout(game.new(1, None, game.default_seats(players))).board
            shapes.update(shape.name for shape in (board.token_shapes if board else ()))
    assert suits == {"cups", "wands", "swords", "pentacles"} and {"crystal", "acorn", "charm"} <= shapes
    for name, code in _engine_code().items():
        for word in suits:
            assert not re.search(rf'["\']{word}["\']|\b_?{word[:-1]}s?\b', code), f"{name} names {word!r}"
        for word in shapes - {"button", "key"}:   # (the engine's own buttons and keys are no game's pieces)
            assert not re.search(rf'["\']{word}["\']|def _{word}\b', code), f"{name} names {word!r}"
        assert not re.search(r"def _(button|key)\(surface, colour", code), f"{name} draws a game's piece"


def _game_folders() -> set[str]:
    """The folders under tarot_table/games that hold a game (each has a rules module)."""
    from pathlib import Path
    import tarot_table.games as games
    return {p.parent.name for p in Path(games.__file__).parent.glob("*/rules.py")}


def _engine_trees() -> dict:
    """Each module of the table engine, parsed."""
    import ast
    from pathlib import Path
    import tarot_table.table as table
    return {path.name: ast.parse(path.read_text(encoding="utf-8"))
            for path in Path(table.__file__).parent.rglob("*.py")}


def test_table_engine_imports_nothing_from_a_games_folder():
    """A game's own table parts (the reading's question box and end panel) live in its
    folder and reach the table through the capability it declares (``table_panel``),
    loaded by name from the game's own package: no module of table/ imports from a
    game's folder, at its top, inside a function, or by a module name in a string
    (issue 29)."""
    import ast
    folders = _game_folders()
    assert {"reading", "lucky_you", "tempting_fate"} <= folders   # the check sees what it is meant to
    for name, tree in _engine_trees().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                named = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                named = [node.module or ""] + [f"{node.module}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                named = [node.value]
            else:
                continue
            for module in named:
                for folder in folders:
                    assert f"games.{folder}" not in module, f"{name} reaches into games/{folder}: {module!r}"


def test_table_engine_words_name_no_game():
    """No string of the table engine's code (its docstrings aside) names a game by its
    id or its title, wherever in the words it stands (issue 29: the journal's empty
    page named the reading table)."""
    import ast
    names = set()
    for entry in GAMES.entries():
        names.update({entry.id.lower(), entry.title.lower()})
    names -= {"reading"}   # the reading table's id is also an everyday word ("a reading")
    for name, tree in _engine_trees().items():
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)
                      and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                words = node.value.lower()
                for game in names:
                    assert game not in words, f"{name} names {game!r}: {node.value!r}"


def test_no_game_knows_another_game():
    """A game reaches another only through a declared capability (Tempting Fate offers
    readings of its cards through ``capabilities.card_reader``): no module of a game's
    folder imports another game's folder, names another game's id in quotes, or names
    a spread of the reading table (issue 29)."""
    import ast
    import re
    from pathlib import Path
    import tarot_table.games as games
    folders = _game_folders()
    ids = {entry.id: entry for entry in GAMES.entries()}
    spreads = {p.stem for p in (Path(games.__file__).parent / "reading" / "spreads").glob("*.toml")}
    assert {"three-cards", "celtic-cross"} <= spreads
    for folder in folders:
        own = {game_id for game_id, entry in ids.items() if entry.rules.startswith(folder + ".")}
        others = set(ids) - own
        for path in (Path(games.__file__).parent / folder).rglob("*.py"):
            code = path.read_text(encoding="utf-8")
            for node in ast.walk(ast.parse(code)):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    named = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                    named += [alias.name for alias in node.names]
                    for module in named:
                        for other in folders - {folder}:
                            assert f"games.{other}" not in module, f"{folder}/{path.name} imports games/{other}"
            for other in others:
                assert not re.search(rf'["\']{re.escape(other)}["\']', code), f"{folder}/{path.name} names {other!r}"
            if folder != "reading":
                for spread in spreads:
                    assert not re.search(rf'["\']{re.escape(spread)}["\']', code), \
                        f"{folder}/{path.name} names the spread {spread!r}"

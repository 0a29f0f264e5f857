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

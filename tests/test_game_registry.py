"""The lazy game registry (issue 12, launch to the menu painted): each registry line
carries the facts the menu shows, a game's modules load on first use, and a game that
will not load is reported plainly while the menu and the other games go on working."""
from __future__ import annotations

import json
import os

import pytest

from tarot_table.games import GAMES, GameEntry, GameLoadError, get_game
from tarot_table.games.registry import GameRegistry
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.message import MessageScene
from tests.helpers.probe import printed_by_a_fresh_python
from tests.helpers.table import click, step

BROKEN = GameEntry("broken-game", "Broken Game", "Its rules module is missing", 1, 1,
                   "no_such_folder.rules.NoSuchGame")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_registry_line_states_the_facts_its_game_declares(game_id):
    entry = next(e for e in GAMES.entries() if e.id == game_id)
    game = GAMES[game_id]
    assert (entry.id, entry.title, entry.tagline, entry.min_players, entry.max_players) == \
           (game.id, game.title, game.tagline, game.min_players, game.max_players)
    assert entry.reads_cards == (game.reading is not None and game.reading.reads_cards)


def test_players_text_says_one_a_fixed_number_or_a_range():
    def players(low, high):
        return GameEntry("x", "X", "", low, high, "x.rules.X").players_text
    assert (players(1, 1), players(2, 2), players(2, 6)) == ("1 player", "2 players", "2-6 players")


def test_listing_counting_and_asking_load_no_game_and_a_lookup_loads_one_once():
    probe = ("import json, sys\n"
             "from tarot_table.games import GAMES\n"
             "seen = {'ids': list(GAMES), 'count': len(GAMES), 'known': 'reading' in GAMES,\n"
             "        'titles': [e.title for e in GAMES.entries()]}\n"
             "seen['loaded before'] = sorted(m for m in sys.modules if m.endswith('.rules'))\n"
             "same = GAMES['reading'] is GAMES['reading']\n"
             "seen['loaded after'] = sorted(m for m in sys.modules if m.endswith('.rules'))\n"
             "seen['same'] = same\n"
             "print(json.dumps(seen))\n")
    seen = json.loads(printed_by_a_fresh_python(probe, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}))
    assert seen["ids"][0] == "queens-of-fate" and seen["count"] == len(seen["ids"]) and seen["known"]
    assert "Reading Table" in seen["titles"]
    assert seen["loaded before"] == []
    assert seen["loaded after"] == ["tarot_table.games.reading.rules"] and seen["same"]


def test_a_game_that_will_not_import_is_named_with_the_reason_and_the_others_still_load():
    registry = GameRegistry(BROKEN, next(e for e in GAMES.entries() if e.id == "reading"))
    assert "broken-game" in registry and len(registry) == 2 and registry.problem("broken-game") == ""
    with pytest.raises(GameLoadError, match=r"Broken Game could not be loaded \(ModuleNotFoundError: "):
        registry["broken-game"]
    assert "could not be loaded" in registry.problem("broken-game")
    with pytest.raises(GameLoadError):   # told again, the same way
        registry["broken-game"]
    assert registry["reading"].title == "Reading Table"
    with pytest.raises(KeyError):
        registry["no-such-game"]


def test_get_game_still_names_the_games_for_an_unknown_id():
    with pytest.raises(KeyError, match="unknown game 'nope' \\(games: queens-of-fate, "):
        get_game("nope")


@pytest.fixture
def broken_registry(monkeypatch):
    """The real games with a broken one added, wherever the app looks the games up."""
    registry = GameRegistry(*GAMES.entries(), BROKEN)
    for module in ("tarot_table.games", "tarot_table.table.scenes.menu", "tarot_table.saves",
                   "tarot_table.table.scenes.continue_list"):
        monkeypatch.setattr(f"{module}.GAMES", registry)
    return registry


def test_the_menu_shows_a_broken_game_and_choosing_it_says_why_instead_of_crashing(app, broken_registry):
    app.switch(MenuScene(app))
    for _ in range(len(broken_registry) + 3):   # the first frame, then a picture a frame
        step(app)
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.next_frame_in() is None   # no picture still waiting
    assert "could not be loaded" in broken_registry.problem("broken-game")
    tile = next(b for b in menu.buttons if b.label == "Broken Game")
    click(app, tile.rect.center)
    step(app)
    assert isinstance(app.scene, MessageScene)
    assert "Broken Game could not be loaded (ModuleNotFoundError" in app.scene.words
    assert "other games are not affected" in app.scene.words


def test_a_working_game_opens_from_the_menu_beside_a_broken_one(app, broken_registry):
    app.switch(MenuScene(app))
    step(app)
    click(app, next(b for b in app.scene.buttons if b.label == "Reading Table").rect.center)
    step(app)
    assert type(app.scene).__name__ == "NewGameScene" and app.scene.game.id == "reading"


def test_a_save_of_a_broken_game_is_refused_with_the_reason(broken_registry):
    from tarot_table import saves
    with pytest.raises(saves.SaveError, match="the save cannot be resumed: Broken Game could not be loaded"):
        saves.restore({"game": "broken-game", "seed": 1})


def test_the_command_line_says_in_one_line_that_a_game_will_not_load(broken_registry, capsys):
    from tarot_table.cli import main
    assert main(["simulate", "broken-game", "--games", "1"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("tarot-table: Broken Game could not be loaded (")


def test_a_game_object_put_in_directly_is_listed_and_served_as_it_is():
    from tests.helpers.toygame import HighCards
    registry = GameRegistry(BROKEN)
    toy = HighCards()
    registry[toy.id] = toy
    assert list(registry) == ["broken-game", toy.id] and registry[toy.id] is toy
    assert registry.entries()[-1].title == toy.title
    del registry[toy.id]
    assert toy.id not in registry and len(registry) == 1


def test_statistics_name_a_broken_game_by_its_key_and_its_journal_entry_says_why_it_will_not_reopen(
        broken_registry):
    from tarot_table import journal
    from tarot_table.table.scenes.journal import reopen
    from tarot_table.table.scenes.stats import _title
    assert _title("broken-game (colour=red)") == "broken-game (colour=red)"
    assert _title("reading") == "Reading Table"

    class Entry:
        id, game = "e1", "broken-game"
    with pytest.raises(journal.JournalError, match="entry e1 cannot be reopened: Broken Game could not be loaded"):
        reopen(None, Entry())


def test_entry_gives_a_games_line_without_loading_it():
    registry = GameRegistry(BROKEN)
    assert registry.entry("broken-game").title == "Broken Game" and registry.problem("broken-game") == ""


def test_a_follow_up_into_a_game_that_will_not_load_says_why_and_stays_at_the_table(app, broken_registry):
    from tarot_table.games.base import FollowUp
    from tarot_table.table.scenes.table import TableScene
    from tests.helpers.table import open_table
    scene = open_table(app)
    scene.follow_up(FollowUp("Play on", "broken-game", {}))
    step(app)
    assert app.scene is scene and isinstance(scene, TableScene)
    assert "Broken Game could not be loaded" in scene.message[0]


def test_a_games_title_tagline_and_seats_are_written_once_in_its_registry_line():
    """Issue 29: the registry line is the one place; the loaded game reads it from there."""
    import ast
    from pathlib import Path
    for entry in GAMES.entries():
        game = GAMES[entry.id]
        assert (game.id, game.title, game.tagline, game.min_players, game.max_players) == (
            entry.id, entry.title, entry.tagline, entry.min_players, entry.max_players)
        source = Path(type(game).__module__.replace(".", "/") + ".py")
        tree = ast.parse((Path(__file__).parent.parent / source).read_text(encoding="utf-8"))
        body = next(node for node in ast.walk(tree)
                    if isinstance(node, ast.ClassDef) and node.name == type(game).__name__).body
        written = {target.id for node in body if isinstance(node, (ast.Assign, ast.AnnAssign))
                   for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                   for target in (target.elts if isinstance(target, ast.Tuple) else [target])
                   if isinstance(target, ast.Name)}
        assert not written & {"id", "title", "tagline", "min_players", "max_players"}, entry.id


def _load_in_a_fresh_process(set_aside: bool) -> dict:
    probe = ("import gc, json, weakref\n"
             "from tarot_table.collection import COLLECTION\n"
             "from tarot_table.games import GAMES\n"
             f"COLLECTION.sets_aside_loaded_games = {set_aside}\n"
             "gc.disable()   # only the load's own pass may free the loop\n"
             "class Loop: pass\n"
             "loop = Loop(); loop.me = loop; gone = weakref.ref(loop); del loop\n"
             "before = gc.get_freeze_count()\n"
             "GAMES['reading']\n"
             "after_first = gc.get_freeze_count()\n"
             "print(json.dumps({'before': before, 'after': after_first, 'garbage_kept': gone() is not None}))\n")
    return json.loads(printed_by_a_fresh_python(probe))


def test_a_game_first_loaded_sets_what_is_alive_aside_from_the_collector_and_frees_the_garbage_first():
    seen = _load_in_a_fresh_process(set_aside=True)
    assert seen["before"] == 0 and seen["after"] > 1000   # the game's code and the start-up's
    assert not seen["garbage_kept"]


def test_a_process_that_turns_setting_aside_off_keeps_every_object_in_the_collectors_passes():
    seen = _load_in_a_fresh_process(set_aside=False)
    assert seen["after"] == 0 and seen["garbage_kept"]


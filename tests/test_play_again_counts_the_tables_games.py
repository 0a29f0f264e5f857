"""Play-test round 8: after Play again at a network table of Tempting Fate, the second
game's Story began "Game 1: Maya is Fate..." and ended "... wins game 1"; and its end
panel offered "type 7119487517285232894 there as its deal number", nineteen digits to
copy by hand where the first game's had eight. The games at a table are counted (at one
computer too: New deal and Same deal again each deal the table's next game), and a deal
number drawn for the next game is as short as the first's; a long one typed is dealt."""
from __future__ import annotations

import re

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.rng import FRESH_SEEDS, MAX_SEED
from tarot_table.session import Session
from tarot_table.wording import HOST_NEW_DEAL, NEW_DEAL, PLAY_AGAIN, SAME_DEAL
from tests.helpers.network import run_until
from tests.helpers.table import click, panel_words, step
from tests.helpers.tempting import button, resign_by_mouse, single_game_ann_resigned

GAME = get_game("tempting-fate")


def story_of(scene) -> list[str]:
    return scene.session.state.story


def deal_number_offered(words: str) -> str:
    """The deal number the end panel offers to type for this deal again."""
    found = re.search(r"type (\d+) there as its deal number", words)
    assert found, words
    return found.group(1)


def test_new_deal_and_same_deal_again_count_the_games_at_one_computer(app, monkeypatch):
    session = Session.start(GAME, 5, GAME.check_options({"match": "single"}), [Seat("Ann", None), Seat("Bot", "basic")])
    scene = app.go("table", session, saving=False)
    step(app, 2)
    assert story_of(scene)[0].startswith("Game 1: Ann is Fate")
    resign_by_mouse(app, scene)
    assert story_of(scene)[-1].endswith("wins game 1.")
    click(app, button(scene, NEW_DEAL).rect.center)
    second = app.scene
    assert story_of(second)[0].startswith("Game 2: Bot is Fate") and second.session.state.seed < FRESH_SEEDS
    step(app, 3)
    while not second.session.finished:   # the bot, Fate, moves first: Ann resigns at her turn
        if second.human_turn():
            resign_by_mouse(app, second)
        second.bots.ready_at = 0.0
        step(app, 3)
    assert story_of(second)[-1].endswith("wins game 2.")
    click(app, button(second, SAME_DEAL).rect.center)
    third = app.scene
    assert third.session.state.seed == second.session.state.seed
    assert story_of(third)[0].startswith("Game 3: Bot is Fate")


def test_play_again_at_a_network_table_counts_its_games_and_draws_a_short_deal_number(apps, monkeypatch):
    with single_game_ann_resigned(apps) as (host, code, ann, bea):
        first = deal_number_offered(panel_words(apps[0], monkeypatch))
        click(apps[1], button(bea, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.again_asked_by() == ["Bea"])
        click(apps[0], button(ann, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: apps[0].scene is not ann and apps[1].scene is not bea)
        ann, bea = apps[0].scene, apps[1].scene
        table = host.server.tables[code].table
        assert table.state.seed < FRESH_SEEDS
        for scene in (ann, bea):
            assert scene.remote.state.story[0].startswith("Game 2: Bea is Fate, Ann the querent."), scene.remote.state.story
        run_until(apps, [ann, bea], lambda: bea.remote.my_turn())
        click(apps[1], next(b for b in bea.choice_buttons if b.label == "Resign this game").rect.center)
        click(apps[1], button(bea, "Resign").rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.finished and bea.remote.finished and ann.panel_open())
        assert ann.remote.state.story[-1].endswith("wins game 2.")
        again = deal_number_offered(panel_words(apps[0], monkeypatch))
        assert again == str(table.state.seed) and len(again) <= len(str(FRESH_SEEDS - 1)) and len(first) <= 9
        click(apps[0], button(ann, HOST_NEW_DEAL).rect.center)   # a new table: its games counted afresh
        page = apps[0].scene
        assert page.hosting() and page.options["games_before"] == "0"


def test_a_long_deal_number_typed_is_still_dealt(app):
    page = app.go("new-game", GAME)
    step(app)
    page.deal_field.value = str(MAX_SEED)
    click(app, button_on(page, "Start").rect.center)
    step(app)
    assert app.scene.session.state.seed == MAX_SEED


def button_on(page, label):
    return next(b for b in page.buttons if b.label == label)

"""After a single game of Tempting Fate the next game switches the sides. The seed:

  "Normally, one is expected after a game to switch roles and play again."

Play-test round 7: a network table's Play again kept Alice as Fate. House decision 17
(rules.md): after a single game, the next game dealt at the same seats (New deal at one
computer, against a bot or two at one screen; Play again at a network table, and the host's
page for a new table) has the other player as Fate, and the end panel says so before the
press; Same deal again plays the game just played again, as it was. A match of two games
switches within itself (game 2), and the next match starts as the last one did."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.wording import NEW_DEAL, PLAY_AGAIN, SAME_DEAL
from tests.helpers.network import run_until
from tests.helpers.table import click, panel_words, step
from tests.helpers.tempting import button, resign_by_mouse, single_game_ann_resigned

GAME = get_game("tempting-fate")
SEED = "Normally, one is expected after a game to switch roles and play again."


def fate(scene) -> str:
    state = scene.session.state
    return state.seats[state.data["roles"]["fate"]].name


def test_new_deal_against_a_bot_switches_the_sides_and_same_deal_keeps_them(app, monkeypatch):
    session = Session.start(GAME, 5, GAME.check_options({"match": "single"}), [Seat("Ann", None), Seat("Bot", "basic")])
    scene = app.go("table", session, saving=False)
    step(app, 2)
    assert fate(scene) == "Ann"
    resign_by_mouse(app, scene)
    words = panel_words(app, monkeypatch)
    assert (f"{NEW_DEAL} deals the next game, in which the sides switch: Bot is Fate, Ann the querent. "
            f"{SAME_DEAL} deals this one again as it was.") in words
    click(app, button(scene, SAME_DEAL).rect.center)
    again = app.scene
    assert again is not scene and fate(again) == "Ann" and again.session.state.seed == 5
    resign_by_mouse(app, again)
    click(app, button(again, NEW_DEAL).rect.center)
    new = app.scene
    assert new is not again and fate(new) == "Bot" and new.session.state.options["first_fate"] == "player-2"
    assert new.session.state.story[0].startswith("Game 3: Bot is Fate, Ann the querent.")   # the table's third
    assert SEED in " ".join((GAME.folder / "rules.md").read_text(encoding="utf-8").split())   # house decision 17


def test_two_at_one_screen_switch_sides_with_new_deal(app, monkeypatch):
    session = Session.start(GAME, 7, GAME.check_options({"match": "single", "first_fate": "player-2"}),
                            [Seat("Ann", None), Seat("Bea", None)])
    scene = app.go("table", session, saving=False)
    step(app, 2)
    click(app, button(scene, "I am Bea: show my cards").rect.center)   # the screen goes to Fate, who moves first
    step(app)
    assert fate(scene) == "Bea"
    resign_by_mouse(app, scene)
    assert "in which the sides switch: Ann is Fate, Bea the querent." in panel_words(app, monkeypatch)
    click(app, button(scene, NEW_DEAL).rect.center)
    assert fate(app.scene) == "Ann" and app.scene.session.state.options["first_fate"] == "player-1"


def test_a_match_of_two_games_starts_the_next_match_as_the_last_one_did(app, monkeypatch):
    session = Session.start(GAME, 5, GAME.check_options({"match": "two-games"}), [Seat("Ann", None), Seat("Bot", "basic")])
    scene = app.go("table", session, saving=False)
    step(app, 2)
    resign_by_mouse(app, scene)   # game 1 to Bot: the pause before game 2
    click(app, button(scene, "Start game 2").rect.center)
    step(app, 3)
    assert fate(scene) == "Bot"   # the roles switch within the match
    while not scene.session.finished:
        if scene.human_turn():
            click(app, next(b for b in scene.choice_buttons if b.label == "Resign this game").rect.center)
            click(app, button(scene, "Resign").rect.center)
        scene.bots.ready_at = 0.0
        step(app, 3)
    step(app)
    assert "sides switch" not in panel_words(app, monkeypatch)
    click(app, button(scene, NEW_DEAL).rect.center)
    assert fate(app.scene) == "Ann"


def test_play_again_at_a_network_table_switches_the_sides(apps, monkeypatch):
    """Ann hosts a single game, Bea joins; Ann (Fate) resigns. Both panels say, before the
    press, that in the next game the sides switch; both press Play again, and the next
    game at the same table has Bea as Fate, on both screens and at the host."""
    with single_game_ann_resigned(apps) as (host, code, ann, bea):
        for app in apps:
            assert "In the next game the sides switch: Bea is Fate, Ann the querent." in panel_words(app, monkeypatch)
        click(apps[1], button(bea, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.again_asked_by() == ["Bea"])
        click(apps[0], button(ann, PLAY_AGAIN).rect.center)
        run_until(apps, [ann, bea], lambda: apps[0].scene is not ann and apps[1].scene is not bea)
        table = host.server.tables[code].table
        assert table.games == 2 and table.state.data["roles"] == {"fate": 1, "querent": 0}
        for scene in (apps[0].scene, apps[1].scene):
            assert scene.remote.state.data["roles"]["fate"] == 1


def test_the_hosts_page_for_a_new_table_has_the_sides_switched(apps):
    """Host a new deal, after a single game, opens the new-game page set as the table was
    but for Fate in the first game: the other player (rules.md item 17)."""
    from tarot_table.table.scenes.newgame import NewGameScene
    from tarot_table.wording import HOST_NEW_DEAL
    with single_game_ann_resigned(apps) as (host, code, ann, bea):
        click(apps[0], button(ann, HOST_NEW_DEAL).rect.center)
        page = apps[0].scene
        assert isinstance(page, NewGameScene) and page.hosting()
        assert page.options["first_fate"] == "player-2" and page.options["match"] == "single"

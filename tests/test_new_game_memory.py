"""The new-game page opens on what the player last chose, for every game: its options,
and for games of several players how many played, who (a person or which bot) and
their names. Real clicks; the settings read back from disk by a new app."""
from __future__ import annotations

from tarot_table.cli import _named_options
from tarot_table.games import GAMES, get_game
from tarot_table.table.app import App
from tarot_table.table.scenes.newgame import NewGameScene, scene_for_play
from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import open_page
from tests.helpers.table import click, step


def buttons(page, label):
    return [b for b in page.buttons if b.label == label]


def relaunched():
    """A new app, reading the settings the last one wrote."""
    app = App(headless=True, size=(1280, 800))
    app.settings.animation = "instant"
    return app


def test_queens_of_fate_opens_on_artifacts_chosen_last_time(app):
    page = open_page(app, "queens-of-fate")
    on = buttons(page, "On")[0]
    click(app, on.rect.center)
    click(app, buttons(page, "Start")[0].rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.session.state.options["artifacts"] == "on"
    app.scene.leave()
    again = open_page(relaunched(), "queens-of-fate")
    assert again.options["artifacts"] == "on" and buttons(again, "On")[0].selected


def test_every_game_opens_on_its_options_chosen_last_time(app):
    """Each option set to its last choice (the clicks are tested on Queens of Fate above)."""
    for game in GAMES.values():
        page = open_page(app, game.id)
        for spec in game.options:
            if not spec.hidden and spec.choices:
                page.options[spec.key] = spec.choices[-1]
        chosen = dict(page.options)
        click(app, buttons(page, "Start")[0].rect.center)
        assert isinstance(app.scene, TableScene), game.id
        app.scene.leave()
        assert open_page(relaunched(), game.id).options == chosen, game.id


def test_a_game_of_several_players_opens_on_the_seats_chosen_last_time(app):
    page = open_page(app, "tournament-of-queens")
    click(app, buttons(page, "4")[0].rect.center)
    step(app)
    click(app, buttons(page, "Human")[1].rect.center)   # the second seat is a person now
    page.name_fields[1].value = "Ada"
    click(app, buttons(page, "Start")[0].rect.center)
    seats = app.scene.session.state.seats
    assert len(seats) == 4 and seats[1].name == "Ada" and seats[1].bot is None
    app.scene.leave()
    again = open_page(relaunched(), "tournament-of-queens")
    assert again.players == 4
    assert again.seats[1].bot is None and again.name_fields[1].value == "Ada"
    assert [s.bot for s in again.seats[2:4]] == [s.bot for s in seats[2:4]]


def test_seats_remembered_that_no_longer_fit_fall_back_to_the_defaults(app):
    app.settings.last_choices = {"lucky-you": {"players": "99", "seat2": "gone-bot"}}
    page = open_page(app, "lucky-you")
    game = get_game("lucky-you")
    assert page.players == game.min_players and page.seats[1].bot == game.default_seats(2)[1].bot


def test_play_from_the_command_line_passes_only_the_options_it_names():
    """`tarot-table play GAME` opens the page for a game of several players: options it
    does not name must not overwrite the page's last choices with the defaults."""
    game = get_game("tournament-of-queens")
    assert _named_options(game, []) == {}
    assert _named_options(game, ["words=milder"]) == {"words": "milder"}


# ---- `tarot-table play GAME`: the last choices, unless the command line names others ---------
def play_scene(app, game_id, seed=None, named=None):
    scene = scene_for_play(app, get_game(game_id), seed, named or {})
    app.switch(scene)
    return scene


def test_play_deals_a_one_player_game_with_the_options_chosen_last_time(app):
    app.settings.last_choices = {"queens-of-fate": {"rules": "reiser", "artifacts": "on"}}
    scene = play_scene(app, "queens-of-fate")
    assert isinstance(scene, TableScene)
    assert scene.session.state.options["rules"] == "reiser" and scene.session.state.options["artifacts"] == "on"


def test_play_options_named_on_the_command_line_win_and_are_not_remembered(app):
    app.settings.last_choices = {"queens-of-fate": {"rules": "reiser", "artifacts": "on"}}
    scene = play_scene(app, "queens-of-fate", 42, {"rules": "original"})
    assert scene.session.state.seed == 42
    assert scene.session.state.options["rules"] == "original" and scene.session.state.options["artifacts"] == "on"
    assert app.settings.last_choices["queens-of-fate"]["rules"] == "reiser"


def test_the_reversals_setting_for_readings_leaves_the_fools_journeys_advanced_rules_alone(app):
    """The setting "Reversed cards in readings" once switched off every option keyed
    `reversals`, so the Fool's Journey's advanced rules were silently turned off."""
    app.settings.reversals = False
    app.settings.last_choices = {"fools-journey": {"reversals": "on", "difficulty": "hard"},
                                 "reading": {"reversals": "on"}}
    options = play_scene(app, "fools-journey").session.state.options
    assert options["difficulty"] == "hard" and options["reversals"] == "on"
    assert open_page(app, "fools-journey").options["reversals"] == "on"
    assert play_scene(app, "reading").session.state.options["reversals"] == "off"


def test_play_with_a_deal_number_seats_the_players_chosen_last_time(app):
    app.settings.last_choices = {"tournament-of-queens": {"players": "4", "seat2": "human", "name2": "Ada"}}
    scene = play_scene(app, "tournament-of-queens", 7)
    seats = scene.session.state.seats
    assert isinstance(scene, TableScene) and len(seats) == 4
    assert seats[1].name == "Ada" and seats[1].bot is None


def test_play_without_a_deal_number_opens_the_page_of_a_game_of_several_players(app):
    app.settings.last_choices = {"tournament-of-queens": {"players": "3"}}
    page = play_scene(app, "tournament-of-queens", None, {"words": "milder"})
    assert isinstance(page, NewGameScene) and page.players == 3 and page.options["words"] == "milder"


def test_the_play_command_reads_the_last_choices_from_disk(monkeypatch):
    """The whole path: the settings file a new-game page wrote, read by ``tarot-table play``."""
    from tarot_table import cli
    from tarot_table.settings import load_settings, save_settings
    settings = load_settings()
    settings.last_choices = {"queens-of-fate": {"rules": "reiser"}}
    save_settings(settings)
    opened = []
    monkeypatch.setattr(App, "run", lambda self, after_first_frame=None: opened.append(self.scene) or 0)
    assert cli.main(["play", "queens-of-fate"]) == 0
    assert opened[0].session.state.options["rules"] == "reiser"
    opened[0].leave()


def test_tempting_fate_opens_first_on_the_recommended_game_then_on_the_last_choice(app):
    """Issue 28 item 15: a first-time player's page opens on two attacks, marked as the
    table's recommendation; the game as published is one click away and is remembered."""
    page = open_page(app, "tempting-fate")
    recommended, published = buttons(page, "Two: recommended")[0], buttons(page, "One: as published")[0]
    assert page.options["attacks"] == "2" and recommended.selected and not published.selected
    click(app, published.rect.center)
    click(app, buttons(page, "Start")[0].rect.center)
    assert app.scene.session.state.options["attacks"] == "1"
    app.scene.leave()
    again = open_page(relaunched(), "tempting-fate")
    assert again.options["attacks"] == "1" and buttons(again, "One: as published")[0].selected

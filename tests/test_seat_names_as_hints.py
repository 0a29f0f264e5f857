"""Issue 32, the fresh real-window round, finding 7: the name boxes held each game's own
name for a seat ("Champion", "Fool", "Player 1", "Anemone") drawn as if a person had
typed it, and a newcomer who typed none was "Unnamed" in Statistics. The decision
(docs/games.md, "Names at the table"): a game's own name for a seat is the box's hint,
dim and in italics, never its text; a name typed once is offered in every game; the
person at this screen who typed none is "You" in Statistics."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.statistics import load_stats, record_game, record_result, split_key
from tarot_table.table import theme, widgets
from tarot_table.table.scenes import stats
from tarot_table.table.scenes.newgame import NewGameScene
from tarot_table.table.scenes.stats import StatsScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import name_typed, open_page_at_names
from tests.helpers.table import click, key, step
from tests.helpers.words import frame_said


def words_drawn(app, inside: pygame.Rect | None = None) -> list[tuple[str, tuple, str]]:
    """Every (words, colour, weight) the next frame sets (only inside ``inside``, if given)."""
    return [(said.words, said.colour, said.weight) for said in frame_said(app)
            if inside is None or inside.collidepoint(said.pos)]


NAMED = sorted(g for g in GAMES if get_game(g).max_players > 1 or get_game(g).scored)   # a reading's page has no box


@pytest.mark.parametrize("game_id", NAMED)
def test_a_games_own_name_for_a_seat_is_a_dim_italic_hint_not_words_typed(app, game_id):
    app.settings.player_name = ""
    page = open_page_at_names(app, game_id)
    own = page.game.seat_names[0]
    assert page.name_fields[0].value == "" and page.name_fields[0].placeholder == own
    assert words_drawn(app, page.name_fields[0].rect) == [(own, tuple(theme.TEXT_DIM), widgets.HINT_WEIGHT)]


def test_a_name_typed_is_drawn_as_text_and_erased_gives_the_hint_back(app):
    app.settings.player_name = ""
    page = open_page_at_names(app, "tempting-fate")
    field = page.name_fields[0]
    name_typed(app, field, "Dana")
    assert words_drawn(app, field.rect) == [("Dana", tuple(theme.TEXT), "Regular")]
    click(app, field.rect.center)
    for _ in "Dana":
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert words_drawn(app, field.rect) == [("Player 1", tuple(theme.TEXT_DIM), widgets.HINT_WEIGHT)]


def test_the_name_typed_once_is_text_in_every_games_first_box_and_a_bots_name_stays_a_hint(app):
    app.settings.player_name = "Dana"
    for game_id in GAMES:
        page = NewGameScene(app, get_game(game_id))
        assert page.name_fields[0].value == "Dana", game_id
    page = open_page_at_names(app, "tournament-of-queens")
    assert page.seats[1].bot is not None and page.name_fields[1].value == ""
    assert words_drawn(app, page.name_fields[1].rect) == [("Blanche", tuple(theme.TEXT_DIM), widgets.HINT_WEIGHT)]


def test_a_newcomer_who_typed_no_name_plays_under_the_seats_own_name_and_is_you_in_statistics(app):
    app.settings.player_name = ""
    page = open_page_at_names(app, "fools-journey")
    click(app, next(b for b in page.buttons if b.label == "Start").rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.state.seats[0].name == "Fool"   # the rules' words
    while table.game.outcome(table.session.state) is None:
        table.session.play(table.legal()[0])
    record_game(table.game, table.session.state, table.session.state.options, 30.0)
    record_result("queens-of-fate", {}, True, 20.0)   # kept before names were counted
    assert {split_key(k)[1] for k in load_stats()[0]} == {""}
    screen = StatsScene(app)
    app.switch(screen)
    step(app)
    assert "You" in [b.label for b in screen.buttons]
    words = [w for w, _, _ in words_drawn(app)]
    assert "You" in words and not any("unnamed" in w.lower() for w in words)
    # with the name the table gave them (the sixth real-window round)
    said = " ".join(words)
    assert any(f"played by you, with no name given (\u201c{name}\u201d at its table)" in said
               for name in ("Fool", "Champion")), said


def test_a_person_who_types_you_is_the_person_at_the_screen_in_statistics(app):
    fools = get_game("fools-journey")
    from tarot_table.games.base import Seat
    for name in ("You", "Fool"):
        state = fools.new(3, {}, [Seat(name)])
        while fools.outcome(state) is None:
            fools.apply(state, fools.legal_actions(state)[0])
        record_game(fools, state, {}, 10.0)
    (key_, record), = load_stats()[0].items()
    assert split_key(key_)[1] == "" and record.played == 2
    assert stats.YOU == "You"


def test_a_bots_hint_is_the_name_it_starts_with_when_a_person_took_its_own(app):
    """A person who types "Blanche" takes the name of the bot at the next seat, which gives
    way at Start: its box's hint says the name it will have, not the one taken."""
    app.settings.player_name = ""
    page = open_page_at_names(app, "tournament-of-queens")
    name_typed(app, page.name_fields[0], "Blanche")
    drawn = words_drawn(app, page.name_fields[1].rect)
    starting = page.chosen_seats()[1].name
    assert starting != "Blanche"
    assert drawn == [(starting, tuple(theme.TEXT_DIM), widgets.HINT_WEIGHT)]
    click(app, next(b for b in page.buttons if b.label == "Start").rect.center)
    step(app)
    assert [seat.name for seat in app.scene.session.state.seats[:2]] == ["Blanche", starting]

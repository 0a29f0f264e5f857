"""Issue 31: "hovering a zone's label on the table says what it is". The pointer, moved
with real mouse events onto a place's name, brings up a box with the line the game
declares for that place (its terms.toml); off the name, the box goes."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.games.glossary import Term, term_of_zone
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.zone_tips import draw_zone_tip, tip_words
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import pass_the_screen, post, step

QUEENS = GAMES["queens-of-fate"]


def open_game(app, game, size=(1280, 800), options=None):
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(game, 3, options or {}))
    app.switch(scene)
    step(app)
    pass_the_screen(app, scene)
    return scene


def point(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


def test_resting_on_a_places_name_shows_what_the_place_is_and_leaving_it_hides_it(app, monkeypatch):
    scene = open_game(app, QUEENS)
    means = term_of_zone(QUEENS.terms(), "portents").means
    label = scene.zone_labels["portents"]
    drawn = record_drawn(monkeypatch)
    point(app, label.center)
    shown = " ".join(words for words, _ in drawn)
    assert means.split()[0] in shown and means.split()[-1] in shown
    drawn.clear()
    point(app, (label.centerx, label.bottom + 200))
    assert means.split()[-1] not in " ".join(words for words, _ in drawn)
    assert tip_words(scene) == ""


def test_the_words_are_the_games_own_not_the_tables(app, monkeypatch):
    """A game that declares other words for a place shows those."""
    scene = open_game(app, QUEENS)
    monkeypatch.setattr(QUEENS, "terms", lambda: (Term("Destiny", "A pile the game itself describes.", ("destiny",)),))
    point(app, scene.zone_labels["destiny"].center)
    assert tip_words(scene) == "A pile the game itself describes."
    point(app, scene.zone_labels["portents"].center)   # no words declared for it: no box
    assert tip_words(scene) == ""


def test_no_tip_while_a_card_is_dragged(app):
    scene = open_game(app, GAMES["fools-journey"])
    label = scene.zone_labels["past"]
    point(app, label.center)
    assert tip_words(scene).startswith("The Past")
    card = scene.session.state.zones["present_1"][-1].card
    start = scene.card_rect(card).center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    point(app, (start[0] + 40, start[1] + 40))
    point(app, label.center)
    assert scene.drag is not None and tip_words(scene) == ""
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    step(app)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_every_labelled_place_of_every_game_has_its_tip_inside_the_window(app, size):
    """Each name as drawn at this size, the pointer resting on it (set directly: the
    mouse events are proved above)."""
    s = theme.ui_scale(size)
    for game in GAMES.values():
        scene = open_game(app, game, size)
        assert scene.zone_labels, game.id
        for zone, label in scene.zone_labels.items():
            scene.pointer = label.center
            box = draw_zone_tip(scene, app.screen, s)
            assert box is not None and app.screen.get_rect().contains(box), (game.id, zone, box)
            assert not box.colliderect(label), (game.id, zone)   # the name stays in sight


def test_resting_on_a_board_space_says_what_kind_of_space_it_is(app):
    """Lucky You!'s Jails, Jumps and Dumps are coloured squares with nothing written on
    them: the pointer on one says what it does."""
    from tarot_table.games.lucky_you import board
    from tarot_table.table.board_draw import space_rect
    lucky = GAMES["lucky-you"]
    scene = open_game(app, lucky)
    spaces = {space.number: space for space in scene.geometry.layout.board.spaces}
    terms = {term.name: term for term in lucky.terms()}
    for number, name in ((board.JAILS[0], "Jail"), (next(iter(board.JUMPS)), "Jump"), (next(iter(board.DUMPS)), "Dump")):
        point(app, space_rect(scene.geometry, scene.geometry.layout.board, spaces[number]).center)
        assert tip_words(scene) == terms[name].means, number
    point(app, space_rect(scene.geometry, scene.geometry.layout.board, spaces[2]).center)
    assert tip_words(scene) == ""   # a plain space is only a number


def test_no_tip_over_a_list_of_choices(app, monkeypatch):
    """Play-test round: at 2560x1440 a place's tip was drawn over the "Choose" list of a
    move (Endure), covering its Cancel button. While a list of choices is open the
    table's tips keep quiet; once it closes they come back."""
    scene = open_game(app, QUEENS, (2560, 1440))
    label = scene.zone_labels["portents"]
    point(app, label.center)
    assert tip_words(scene)
    scene.selection.pending_choice = [a for a in QUEENS.legal_actions(scene.session.state)][:2]
    point(app, (label.centerx + 1, label.centery))
    assert tip_words(scene) == "" and scene.view.tip_shown is None
    scene.input.cancel_choice()
    point(app, label.center)
    assert tip_words(scene)


def test_a_terms_zone_patterns_name_the_zones_fnmatch_names():
    """The zones' patterns ("arcana_*") are compiled as the terms are read (compiling them
    when a place's tip was first asked for was half that frame's time): every place of
    every game is named by the same term as matching each pattern with fnmatch names it."""
    from fnmatch import fnmatchcase
    for game in GAMES.values():
        terms = game.terms()
        zones = {z for term in terms for z in term.zones if "*" not in z}
        zones |= {f"{z.rstrip('*')}{i}" for term in terms for z in term.zones if z.endswith("*") for i in range(4)}
        zones |= {"nowhere", "arcana", "queen_", "xdestiny", "destinyx"}
        for zone in zones:
            expected = next((t for t in terms if any(fnmatchcase(zone, z) for z in t.zones)), None)
            assert term_of_zone(terms, zone) is expected, (game.id, zone)
    assert Term("Pairs", "Two of a kind.", ("pair_?", "[ab]_*")).names_zone("pair_1")
    assert not Term("Pairs", "Two of a kind.", ("pair_?",)).names_zone("pair_12")
    assert Term("Pairs", "Two of a kind.", ("pair_?", "[ab]_*")).names_zone("b_x")


@pytest.mark.parametrize("game_id", ["queens-of-fate", "tournament-of-queens", "reading"])
def test_the_name_under_the_pointer_is_the_first_label_holding_that_pixel(app, game_id):
    """Issue 29: the place's name under the pointer (asked every frame the pointer moves)
    is found among the labels in C; at every label's corners, edges and middle and at
    points all over the window it is the first label in order whose rectangle holds the
    pixel, of a place the layout has."""
    from tarot_table.table.scenes.zone_tips import label_under
    scene = open_game(app, GAMES[game_id])
    layout = scene.geometry.layout
    labels = scene.zone_labels
    assert labels
    points = [(x, y) for x in range(0, 1280, 7) for y in range(0, 800, 7)]
    for rect in labels.values():
        points += [rect.topleft, rect.center, (rect.right - 1, rect.bottom - 1), rect.bottomright,
                   (rect.left - 1, rect.top), (rect.right, rect.centery), (rect.centerx, rect.bottom)]
    for pos in points:
        first = next((zone for zone, rect in labels.items()
                      if rect.collidepoint(pos) and layout.find(zone) is not None), None)
        assert label_under(scene, pos) == first, pos


def test_a_places_term_is_matched_once_while_the_games_terms_stand(app, monkeypatch):
    """Issue 29: the frame a tip comes in matched the place against each term's patterns;
    a place's term is found once while the game's terms are the same, and afresh for
    other terms."""
    from tarot_table.table.scenes import zone_tips
    scene = open_game(app, QUEENS)
    matched = []
    real = zone_tips.term_of_zone
    monkeypatch.setattr(zone_tips, "term_of_zone", lambda terms, zone: matched.append(zone) or real(terms, zone))
    label = scene.zone_labels["portents"]
    for pos in (label.center, (5, 5), label.center, (label.centerx + 1, label.centery)):
        point(app, pos)
    assert tip_words(scene) == term_of_zone(QUEENS.terms(), "portents").means
    assert matched.count("portents") <= 1
    monkeypatch.setattr(QUEENS, "terms", lambda: (Term("Portents", "Other words for it.", ("portents",)),))
    assert tip_words(scene) == "Other words for it."

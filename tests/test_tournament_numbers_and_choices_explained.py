"""Play-test findings (29 November, Tournament of Queens): the number after a name
("Tess: 2/3", "Blanche: 1 2/3") was not explained, pointing at the name spoke of the sash
alone; and a trump dropped on a judge offered "Bribe judge 1 with The Moon" beside "Play
The Moon on judge 1" with no word on how they differ. The seed: "The judge is now bribed,
and will vote according to the card you just played"; the Moon's effect (the house table
of effects) turns an open judge face down until the end."""
from __future__ import annotations

import pygame

from tarot_table.games.base import Seat
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import open_position, post, step, zone_centre
from tests.helpers.tournament_positions import GAME, m, t, table

SEATS = [Seat("Tess"), Seat("Blanche", "quick"), Seat("Coco", "quick")]


def _quiet(scene) -> None:
    scene.message = ("", scene.message[1], 0.0)


def test_pointing_at_a_contestant_says_what_her_number_is(app):
    state = table(3, seats=SEATS, judges={1: [m("cups", "two")]}, attrs={(0, "cups"): [m("cups", "nine")]})
    scene = open_position(app, GAME, state, SEATS)
    post(pygame.MOUSEMOTION, pos=zone_centre(scene, "sash0"), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    _quiet(scene)
    votes = GAME.standing(scene.session.state)[0]
    assert votes >= 1   # the cups judge votes for the best Physique: Tess's nine
    said = status_line(scene)[0]
    assert said.startswith("Tess: ") and "if the open judges voted now" in said, said


def the_moon_dropped_on_judge_1(app):
    """Tess's Moon dragged onto judge 1 and let go there: the table listing what the drop may mean."""
    state = table(3, seats=SEATS, hands={0: [t(18)]}, judges={1: [m("cups", "two")]})
    scene = open_position(app, GAME, state, SEATS)
    start, end = scene.card_rect(t(18)).center, zone_centre(scene, "judge1")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, 7):
        post(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6),
             rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    step(app, 2)
    return scene


def test_a_trump_dropped_on_a_judge_says_what_bribing_and_playing_it_each_do(app):
    scene = the_moon_dropped_on_judge_1(app)
    labels = [a.label for a in scene.pending_choice or ()]
    assert "Bribe judge 1 with The Moon: it votes as The Moon does" in labels, labels
    assert "Play The Moon on judge 1: the judge turns face down until the end" in labels, labels
    legal = {a.label: a.kind for a in GAME.legal_actions(scene.session.state) if a.card == t(18) and a.to == "judge1"}
    assert sorted(legal.values()) == ["bribe", "effect"]


def test_pointing_at_the_listed_choices_speaks_of_no_place_under_them(app):
    """Second play-test round (29 November): with the pointer on "Play The Moon on judge 3"
    the status line read "Anemone's Talent: 0.", the place hidden under the list."""
    scene = the_moon_dropped_on_judge_1(app)
    assert scene.pending_choice
    for place in ("judge1", "attr0_pentacles", "sash1"):   # wherever the list lies, the pointer passes over it
        post(pygame.MOUSEMOTION, pos=zone_centre(scene, place), rel=(1, 1), buttons=(0, 0, 0))
        step(app)
        assert scene.selection.hover_zone is None
        assert status_line(scene)[0].startswith("Choose one"), status_line(scene)[0]

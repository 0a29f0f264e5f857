"""Tournament of Queens' end told under the table: each judge's line and the crown's line
fit the caption strip at 1024x700 with the story open (six seats), while the story and
the end panel still give every contestant's votes."""

import pygame
import pytest

from tarot_table.games.tournament_of_queens import presentation
from tarot_table.rng import Rng
from tarot_table.table import theme
from tests.helpers.table import table_frame
from tests.helpers.tournament_positions import GAME, finish, m, t, table

CUPS, PENT, WANDS, SWORDS = "cups", "pentacles", "wands", "swords"
SILENT = {6: [t(2)], 7: [t(9)], 8: [t(13)], 9: [t(16)]}   # judges who do not vote
EVEN = {3: [m(WANDS, "two")], 4: [m(WANDS, "three")], 5: [m(WANDS, "four")]}   # no Luck: all tie
SKIP = "   (click to skip)"   # the table adds this after a step's caption


def caption_room(size=(1024, 700)) -> tuple[pygame.font.Font, int]:
    """The font of the caption under the table and the width a caption may take."""
    pygame.font.init()
    strip = table_frame(size)["choices"]
    px = max(theme.MIN_TEXT_PX, int(17 * theme.ui_scale(size)))
    font = theme.font(px, "Semibold")
    return font, strip.width - font.size(SKIP)[0]


def played_out(players: int, seed: int):
    state = GAME.new(seed, seats=GAME.default_seats(players))
    rng = Rng(seed)
    while (seat := GAME.current_seat(state)) is not None:
        GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, seat), rng))
    return state


def test_a_clear_winner_is_crowned_in_a_short_line():
    judges = {n: [m(CUPS, rank)] for n, rank in enumerate(("two", "three", "four", "five", "six"), start=1)}
    state = finish(table(judges=judges | SILENT, attrs={(1, CUPS): [m(CUPS, "ten")]}))
    assert GAME.outcome(state).summary == "Bea wins the crown with 5 votes."


def test_a_cat_fight_won_names_the_rival_and_the_fourth_attribute_decision_15():
    judges = {1: [m(CUPS, "two")], 2: [m(PENT, "two")]} | EVEN | SILENT
    attrs = {(0, CUPS): [m(CUPS, "ten")], (1, PENT): [m(PENT, "ten")], (1, SWORDS): [m(SWORDS, "three")]}
    state = finish(table(players=2, judges=judges, attrs=attrs))
    assert GAME.outcome(state).summary == "Bea wins the crown: tied on 2\u00a01/2 votes with Ann, her higher Bitchiness wins the cat fight."


def test_a_cat_fight_still_tied_says_the_crown_is_shared_decision_15():
    judges = {1: [m(WANDS, "five")], 2: [m(WANDS, "six")]} | EVEN | SILENT
    state = finish(table(players=2, judges=judges, options={"words": "milder"}))
    assert GAME.outcome(state).summary == "Ann and Bea share the crown, tied on 2\u00a01/2 votes and on Shade in the cat fight."
    six = finish(table(players=6, judges=judges))
    assert GAME.outcome(six).summary == ("Every contestant shares the crown, tied on 5/6 votes and on "
                                         "Bitchiness in the cat fight.")


def test_the_story_and_the_end_panel_keep_every_contestants_votes():
    judges = {n: [m(CUPS, rank)] for n, rank in enumerate(("two", "three", "four", "five", "six"), start=1)}
    state = finish(table(judges=judges | SILENT, attrs={(1, CUPS): [m(CUPS, "ten")]}))
    tally = "Votes: Ann 0, Bea 5, Cat 0."
    outcome = GAME.outcome(state)
    assert state.story[-2:] == [tally, outcome.summary]
    assert GAME.ending.lines(state, outcome) == [tally, outcome.summary]


def test_a_judges_line_names_equal_shares_together_and_several_highest_attributes_once():
    judges = {1: [t(21)], 2: [t(18)]} | {n: [m(CUPS, "two")] for n in range(3, 10)}
    attrs = {(0, CUPS): [m(CUPS, "ten")], (1, PENT): [m(PENT, "ten")], (2, WANDS): [m(WANDS, "ten")]}
    state = finish(table(players=4, judges=judges, attrs=attrs))
    lines = [line for line in state.story if line.startswith("Judge ")]
    assert lines[0] == ("Judge 1, the World (1 each for the highest Physique, Talent and Luck): "
                        "Ann, Bea and Cat 1 each.")
    assert lines[1] == "Judge 2, the Moon (1 vote for the most cards still in hand): every contestant, 1/4 each."


def test_a_judges_line_names_the_all_round_measure_without_its_explanation():
    state = finish(table(players=2, judges={1: [t(20)]}, attrs={(0, CUPS): [m(CUPS, "ten")]}))
    first = next(line for line in state.story if line.startswith("Judge 1,"))
    assert first == "Judge 1, Judgement (2 votes for the best all round): Ann 2."
    assert "Physique, Talent and Luck, less Bitchiness" in presentation.vote_rule(GAME, state, t(20))   # the judge's help


@pytest.mark.parametrize("seed", range(1, 9))
def test_every_step_of_a_six_seat_ending_fits_under_the_table_at_1024_by_700(seed):
    """The play-test saw the end caption cut with an ellipsis: with the default names,
    each step's caption (and the crown's line last) now fits whole."""
    font, room = caption_room()
    steps = GAME.ending.reveal(played_out(6, seed))
    assert steps and "crown" in steps[-1].caption
    too_wide = [step.caption for step in steps if font.size(step.caption)[0] > room]
    assert too_wide == []


def test_the_widest_endings_fit_under_the_table_at_1024_by_700():
    """Six contestants sharing every vote and the crown; the World's votes split five ways,
    whose line would run too long with the judge's rule in it, so it is left out."""
    font, room = caption_room()
    seats = GAME.default_seats(6)
    split = {1: [t(21)], 2: [t(18)]} | {n: [m(SWORDS, "two")] for n in range(3, 10)}
    attrs = {(0, CUPS): [m(CUPS, "ten")], (1, CUPS): [m(CUPS, "ten")], (2, PENT): [m(PENT, "ten")],
             (3, PENT): [m(PENT, "ten")], (4, WANDS): [m(WANDS, "ten")], (0, SWORDS): [m(SWORDS, "nine")]}
    shared = finish(table(players=6, judges=split, seats=seats))
    split_five_ways = finish(table(players=6, judges=split, attrs=attrs, seats=seats))
    for state in (shared, split_five_ways):
        captions = [step.caption for step in GAME.ending.reveal(state)]
        assert [c for c in captions if font.size(c)[0] > room] == []
    assert GAME.outcome(shared).summary.startswith("Every contestant shares the crown")
    assert "Judge 1, the World: Esme 1; Anemone, Blanche, Coco and Dolly 1/2 each." in split_five_ways.story


def test_a_shared_crown_is_told_with_a_plural_verb():
    """Tied on votes and on Bitchiness, two contestants share the crown: the end panel's
    heading and the announcement read "Ann and Bea win" and "... share the crown" (a
    new player saw "Coco, Dolly wins")."""
    ranks = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    from tarot_table.games.base import Seat
    judges = {n: [m(WANDS, rank)] for n, rank in enumerate(ranks, start=1)}
    state = table(players=2, judges=judges, seats=[Seat("Ann", "quick"), Seat("Bea", "quick")])
    state.zones["hand0"] = state.zones["hand1"] = state.zones["stock"] = []
    announced = [e.text for e in GAME._finish(state, "Test over.") if e.kind == "announce"]
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1)
    assert GAME.ending.title(state, outcome, viewer=0) == "Ann and Bea win"
    assert announced == ["Ann and Bea share the crown"]


def test_names_and_verb_agree_in_number():
    from tarot_table.games.capabilities import names_and_verb
    assert names_and_verb(["Coco"], "wins", "win") == "Coco wins"
    assert names_and_verb(["Ann", "Coco", "Dolly"], "wins", "win") == "Ann, Coco and Dolly win"

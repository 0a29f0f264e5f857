"""Play-test finding (29 November, 2560x1440 at 200% text): when "Gamble on the wild pack"
joined the row under Lucky You!'s table, "Draw from the game pack" moved left, so a second
click on the spot just used could press another button; then (second round) "Reshuffle the
game pack" jumped right as Gamble joined before it. Every button that stays in the row
stays where it was; one joining it comes after them."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tests.helpers.lucky import GAME, m, ready, stack
from tests.helpers.table import at_text_size, click, open_position, step

DRAW, GAMBLE, RESHUFFLE = "Draw from the game pack", "Gamble on the wild pack", "Reshuffle the game pack"


def _row(scene) -> dict[str, pygame.Rect]:
    return {b.label: b.rect.copy() for b in scene.choice_buttons}


@pytest.mark.parametrize("size, percent", [((2560, 1440), 200), ((1024, 700), 100), ((1920, 1080), 150)])
def test_draw_stays_where_it_was_clicked_when_the_wild_pack_joins_the_row(app, size, percent):
    app.screen = pygame.display.set_mode(size)
    at_text_size(app, percent)
    state = ready(2, pos=[0, 0])
    stack(state, m("three", 0))
    stack(state, m("two", 1))
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bob")])   # two people at one screen
    step(app, 2)
    first = _row(scene)
    assert DRAW in first and GAMBLE not in first   # at the Start the wild pack is not offered
    click(app, first[DRAW].center)   # Ann's forward card puts her on the board
    step(app, 3)
    assert scene.session.state.data["pos"][0] == 3
    click(app, _row(scene)[DRAW].center)   # Bob, at the Start, draws from the same spot
    step(app, 3)
    assert scene.session.state.data["pos"][1] == 2
    now = _row(scene)
    assert GAMBLE in now   # Ann, on the board, may gamble
    assert now[DRAW] == first[DRAW]
    assert all(now[label] == rect for label, rect in first.items() if label in now), (first, now)   # Reshuffle too
    row = sorted(now.values(), key=lambda r: r.left)
    assert all(a.right <= b.left for a, b in zip(row, row[1:]))   # no button over another
    area = scene.frame(size)["choices"]
    assert area.left <= row[0].left and row[-1].right <= area.right


def test_a_table_opened_afresh_lays_the_row_in_the_order_a_kept_row_came_to(app):
    """Play-test finding N5 (29 November): a guest who joined the table again saw "Gamble on
    the wild pack" and "Reshuffle the game pack" change places, the row laid afresh in the
    game's order where the kept row had put Gamble, joining later, last. The game lists the
    wild pack last: the row that gained it and a row laid afresh read alike."""
    state = ready(2, pos=[0, 0])
    stack(state, m("three", 0))
    stack(state, m("two", 1))
    seats = [Seat("Ann"), Seat("Bob")]
    scene = open_position(app, GAME, state, seats)
    step(app, 2)
    for _ in range(2):   # Ann's card puts her on the board; Bob draws
        click(app, _row(scene)[DRAW].center)
        step(app, 3)
    kept = [label for label, _ in sorted(_row(scene).items(), key=lambda item: item[1].left)]
    assert GAMBLE in kept and len(kept) == 3
    afresh = open_position(app, GAME, scene.session.state, seats)
    step(app, 2)
    assert [label for label, _ in sorted(_row(afresh).items(), key=lambda item: item[1].left)] == kept


def test_a_button_that_leaves_the_row_leaves_its_place_and_takes_it_again(app):
    """Play-test finding P11 (29 November, a network table at 2560x1440): after Reshuffle the
    game pack left the row (once a turn) and came back on the next turn, it came back last:
    Draw | Gamble | Reshuffle, then Draw | Reshuffle | Gamble again, from turn to turn. The
    row keeps the game's order and each button's place: one that leaves leaves its place
    empty (Gamble, the risky one, never slides under the spot Reshuffle was on)."""
    from tests.helpers.table import at_text_size
    app.screen = pygame.display.set_mode((2560, 1440))
    at_text_size(app, 200)
    state = ready(2, pos=[5, 5])   # both on the board: each may gamble on the wild pack
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bob")])
    step(app, 2)
    first = _row(scene)
    order = [label for label, _ in sorted(first.items(), key=lambda item: item[1].left)]
    assert order == [DRAW, RESHUFFLE, GAMBLE], "the game's order"
    click(app, first[RESHUFFLE].center)   # Ann reshuffles her pack: Reshuffle leaves the row for her turn
    step(app, 3)
    after = _row(scene)
    assert RESHUFFLE not in after and after == {label: first[label] for label in (DRAW, GAMBLE)}, (first, after)
    for seat in (0, 1):   # Ann draws, then Bob: each a card that moves them on, nothing more
        stack(scene.session.state, m("two", seat))
        app.request_redraw()
        step(app)
        click(app, _row(scene)[DRAW].center)
        step(app, 3)
    assert scene.session.state.data["pos"] == [7, 7] and GAME.current_seat(scene.session.state) == 0
    assert _row(scene) == first, "Ann's next turn: every button where it stood"
